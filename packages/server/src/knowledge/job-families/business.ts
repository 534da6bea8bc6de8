// Job families of business functions: sales, customer service, HR, recruiting, administration, supply chain,
// procurement, logistics and project management.
import type { JobFamily } from '../job-family.ts';

export const BUSINESS_FAMILIES: readonly JobFamily[] = [
  {
    id: 'sales-representative',
    names: { 'zh-CN': '销售代表', 'en-US': 'Sales Representative' },
    field: { 'zh-CN': '销售', 'en-US': 'sales' },
    synonyms: [
      '销售代表',
      '销售',
      '销售专员',
      '销售顾问',
      '销售工程师',
      '客户经理',
      '大客户经理',
      '大客户销售',
      '业务员',
      '业务代表',
      '业务经理',
      '渠道销售',
      '渠道经理',
      '电话销售',
      '电销',
      '网络销售',
      'sales representative',
      'sales rep',
      'sales',
      'sales executive',
      'sales associate',
      'sales consultant',
      'sales specialist',
      'sales engineer',
      'account executive',
      'account manager',
      'key account manager',
      'business development representative',
      'bdr',
      'sdr',
      'sales development representative',
      'inside sales',
      'territory sales',
    ],
    keywords: ['业绩', '回款', '签单', 'salesforce', 'quota'],
    skillGroups: {
      'zh-CN': [
        { name: '销售能力', examples: ['客户开发', '商务谈判', '方案讲解', '回款管理'] },
        { name: '客户管理', examples: ['大客户维护', '渠道管理', '需求挖掘', '客户分级'] },
        { name: '工具', examples: ['CRM 系统', '纷享销客', 'Excel', 'PPT'] },
      ],
      'en-US': [
        { name: 'Selling', examples: ['Prospecting', 'Negotiation', 'Solution selling', 'Closing'] },
        {
          name: 'Account management',
          examples: ['Key accounts', 'Channel partners', 'Pipeline management', 'Upselling'],
        },
        { name: 'Tools', examples: ['Salesforce', 'HubSpot CRM', 'LinkedIn Sales Navigator', 'Excel'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的区域、行业或客户群，以及年度销售指标]',
        '[你的业绩达成：销售额、完成率与团队排名]',
        '[你开发或维护的一个重点客户：合作规模与你的关键动作]',
        '[你开拓的新市场或新渠道，带来的新增客户与收入]',
        '[你改进的销售方法或流程，如何提升了成交率或回款]',
      ],
      'en-US': [
        '[Your territory, industry or accounts, and your annual quota]',
        '[Your results: revenue, quota attainment and ranking in the team]',
        '[A key account you won or grew: deal size and what you did to get it]',
        '[A new market or channel you opened, and the customers and revenue it brought]',
        '[A sales method or process you improved, and its effect on win rate or collections]',
      ],
    },
    achievements: {
      'zh-CN': [
        '年度销售额 860 万元，完成指标的 132%，排名华东区第一',
        '新开发企业客户 45 家，其中 6 家年合作金额超过 50 万元',
        '维护 30 家重点客户，续约率 95%，客单价提升 20%',
        '开拓西南区域经销商渠道 12 家，区域销售额同比增长 70%',
        '优化报价与跟进流程，平均成交周期从 45 天缩短到 30 天',
        '整理 20 个行业成功案例用于方案讲解，首次拜访到签约的转化率提升 15%',
      ],
      'en-US': [
        'Closed $1.2M in annual revenue, 132% of quota and first in the region',
        'Won 45 new business accounts, 6 of them worth more than $70K a year',
        'Managed 30 key accounts with a 95% renewal rate while growing average deal size by 20%',
        'Signed 12 new distributors in a new region, growing regional sales by 70% year over year',
        'Streamlined quoting and follow-up, shortening the average sales cycle from 45 to 30 days',
        'Assembled 20 customer success stories for pitches, lifting first-meeting-to-close conversion by 15%',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '重点行业客户开拓', description: '针对制造业客户制定拓客方案，一年签约 20 家' },
        { name: '区域渠道建设', description: '从 0 搭建新区域经销商网络，实现区域销售快速增长' },
        { name: '大客户续约与扩容', description: '梳理客户需求并推动增购，提升客户生命周期价值' },
      ],
      'en-US': [
        {
          name: 'Manufacturing vertical push',
          description: 'A targeted prospecting plan that signed 20 manufacturers in a year',
        },
        {
          name: 'Regional channel build-out',
          description: 'Built a distributor network from scratch in a new region',
        },
        { name: 'Key account expansion', description: 'Mapped customer needs to drive renewals and upsells' },
      ],
    },
    certifications: {
      'zh-CN': ['销售管理师（三级）', '证券从业资格证'],
      'en-US': ['Certified Professional Sales Person (CPSP)', 'Salesforce Certified Associate'],
    },
    tools: {
      'zh-CN': ['CRM 系统', '纷享销客', '销售易', 'Excel', 'PPT', '企业微信'],
      'en-US': ['Salesforce', 'HubSpot CRM', 'LinkedIn Sales Navigator', 'Excel', 'PowerPoint', 'Zoom'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年 B2B 销售经验，熟悉企业客户开发与大客户管理，连续三年超额完成销售指标。',
          '沟通与谈判能力强，年度销售额最高达到 860 万元。',
        ],
        student: [
          '市场营销专业在读，做过校园推广与电话销售兼职，抗压能力强。',
          '性格外向、目标感强，善于倾听客户需求。',
        ],
      },
      'en-US': {
        experienced: [
          'B2B sales professional with 5 years of new-business and key-account experience, beating quota three years running.',
          'Strong communicator and negotiator, with a best year of $1.2M closed.',
        ],
        student: [
          'Marketing student with part-time campus promotion and phone sales experience who stays calm under targets.',
          'Outgoing, goal-driven and a good listener.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['市场营销', '工商管理', '国际经济与贸易'],
        courses: ['市场营销学', '商务谈判', '消费者行为学', '国际贸易实务'],
      },
      'en-US': {
        majors: ['Marketing', 'Business Administration', 'Communications'],
        courses: ['Principles of Marketing', 'Negotiation', 'Consumer Behavior', 'Business Communication'],
      },
    },
    workplace: 'corporate',
  },
  {
    id: 'customer-service',
    names: { 'zh-CN': '客服专员', 'en-US': 'Customer Service Representative' },
    field: { 'zh-CN': '客户服务', 'en-US': 'customer service' },
    synonyms: [
      '客服专员',
      '客服',
      '客户服务',
      '客户服务专员',
      '在线客服',
      '电话客服',
      '售后客服',
      '售前客服',
      '客服代表',
      '售后服务',
      '客诉专员',
      '呼叫中心',
      '淘宝客服',
      '电商客服',
      'customer service representative',
      'customer service',
      'customer service agent',
      'customer support',
      'customer support specialist',
      'customer support representative',
      'support specialist',
      'call center agent',
      'call centre agent',
      'contact center agent',
      'client services',
      'customer care',
    ],
    keywords: ['客诉', '满意度', 'zendesk', 'csat'],
    skillGroups: {
      'zh-CN': [
        { name: '服务能力', examples: ['客户沟通', '投诉处理', '情绪安抚', '问题分级'] },
        { name: '业务能力', examples: ['售后流程', '知识库维护', '工单管理', '质检'] },
        { name: '工具', examples: ['千牛', '智齿客服', '工单系统', 'Excel'] },
      ],
      'en-US': [
        { name: 'Service', examples: ['Active listening', 'Complaint handling', 'De-escalation', 'Triage'] },
        {
          name: 'Operations',
          examples: ['Ticket management', 'Knowledge base', 'Quality assurance', 'SLAs'],
        },
        { name: 'Tools', examples: ['Zendesk', 'Freshdesk', 'Salesforce Service Cloud', 'Excel'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你服务的渠道与业务：电话、在线或工单，日均接待量]',
        '[你的服务指标：满意度、首次解决率或响应时长]',
        '[你处理过的一次复杂投诉：问题、处理方式与结果]',
        '[你整理的知识库或话术，对团队效率的帮助]',
        '[你发现并反馈的产品或流程问题，推动了哪些改进]',
      ],
      'en-US': [
        '[The channels and products you support: phone, chat or tickets, and daily volume]',
        '[Your service metrics: CSAT, first-contact resolution or response time]',
        '[A difficult complaint you handled: the issue, your approach and the outcome]',
        '[Knowledge-base articles or scripts you wrote, and how they helped the team]',
        '[A product or process problem you spotted and got fixed]',
      ],
    },
    achievements: {
      'zh-CN': [
        '日均接待咨询 120 人次，客户满意度保持在 98% 以上',
        '首次解决率从 75% 提升到 88%，连续 6 个月获评服务之星',
        '编写售后常见问题知识库 200 条，新人上岗培训时间缩短一半',
        '妥善处理重大投诉 30 余起，挽回订单金额约 15 万元',
        '汇总客户反馈推动产品修复 12 个问题，相关咨询量下降 35%',
        '参与搭建智能客服问答库，机器人独立解决率达到 60%',
      ],
      'en-US': [
        'Handled about 120 customer contacts a day while keeping CSAT above 98%',
        'Raised first-contact resolution from 75% to 88% and was named top agent six months in a row',
        'Wrote 200 knowledge-base articles that halved onboarding time for new agents',
        'Resolved 30+ escalated complaints, saving about $20K in orders',
        'Turned customer feedback into 12 product fixes, cutting related contacts by 35%',
        'Helped build the chatbot answer library, which now resolves 60% of questions without an agent',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '售后知识库建设', description: '梳理常见问题与标准话术，统一服务口径' },
        { name: '投诉分级处理机制', description: '按紧急程度分级响应，缩短重大投诉处理时长' },
        { name: '客户反馈闭环', description: '定期汇总反馈给产品团队并跟进修复' },
      ],
      'en-US': [
        {
          name: 'Support knowledge base',
          description: 'Common questions and standard answers for consistent service',
        },
        {
          name: 'Complaint escalation tiers',
          description: 'Severity-based handling that shortened resolution of serious cases',
        },
        {
          name: 'Voice-of-customer loop',
          description: 'Regular feedback reports to product, tracked through to fixes',
        },
      ],
    },
    certifications: {
      'zh-CN': ['呼叫中心服务员（四级）', '普通话二级甲等证书'],
      'en-US': ['HDI Customer Service Representative', 'Zendesk Support Administrator'],
    },
    tools: {
      'zh-CN': ['千牛', '智齿客服', '工单系统', 'CRM 系统', 'Excel', '企业微信'],
      'en-US': ['Zendesk', 'Freshdesk', 'Intercom', 'Salesforce Service Cloud', 'Excel', 'Slack'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '4 年电商与互联网客服经验，熟悉售前售后全流程，客户满意度长期保持 98% 以上。',
          '擅长处理复杂投诉与情绪安抚，参与搭建过客服知识库与质检标准。',
        ],
        student: [
          '工商管理专业在读，做过商场导购与电商客服兼职，耐心细致。',
          '普通话标准，打字速度每分钟 80 字，善于沟通。',
        ],
      },
      'en-US': {
        experienced: [
          'Customer service representative with 4 years in e-commerce support across pre- and post-sale, keeping CSAT above 98%.',
          'Calm with difficult customers; helped build the knowledge base and QA standards.',
        ],
        student: [
          'Business student with part-time retail and online support experience, patient and thorough.',
          'Clear communicator who types 60 words per minute.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['工商管理', '市场营销', '电子商务'],
        courses: ['客户关系管理', '商务沟通', '消费心理学', '办公软件应用'],
      },
      'en-US': {
        majors: ['Business Administration', 'Communications', 'Hospitality Management'],
        courses: [
          'Customer Relationship Management',
          'Business Communication',
          'Consumer Psychology',
          'Office Applications',
        ],
      },
    },
    workplace: 'commerce',
  },
  {
    id: 'hr-generalist',
    names: { 'zh-CN': '人力资源专员', 'en-US': 'HR Generalist' },
    field: { 'zh-CN': '人力资源', 'en-US': 'human resources' },
    synonyms: [
      '人力资源专员',
      '人力资源',
      '人力资源管理',
      '人事专员',
      '人事',
      '人事行政',
      '人事行政专员',
      'HR',
      'HR专员',
      '绩效专员',
      '员工关系专员',
      '人力',
      'hr generalist',
      'hr specialist',
      'human resources specialist',
      'human resources generalist',
      'human resources',
      'hr',
      'people operations',
      'employee relations specialist',
      'hr coordinator',
    ],
    keywords: ['绩效', '社保', '劳动关系', 'onboarding'],
    skillGroups: {
      'zh-CN': [
        { name: '人力模块', examples: ['招聘配置', '薪酬福利', '绩效管理', '员工关系'] },
        { name: '专业知识', examples: ['劳动法', '社保公积金', '个税申报', '组织发展'] },
        { name: '工具', examples: ['北森', 'Moka', '钉钉', 'Excel'] },
      ],
      'en-US': [
        {
          name: 'HR functions',
          examples: ['Onboarding', 'Compensation & benefits', 'Performance management', 'Employee relations'],
        },
        {
          name: 'Knowledge',
          examples: ['Employment law', 'Payroll', 'HR policy', 'Organizational development'],
        },
        { name: 'Tools', examples: ['Workday', 'BambooHR', 'SAP SuccessFactors', 'Excel'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的人力模块与服务的员工规模]',
        '[你组织的绩效、薪酬或培训项目：覆盖人数与结果]',
        '[你处理的员工关系或劳动纠纷案例，以及风险如何化解]',
        '[你优化的人事流程或制度，效率或满意度的变化]',
        '[你配合业务部门做的组织调整或人才盘点]',
      ],
      'en-US': [
        '[The HR areas you cover and how many employees you support]',
        '[A performance, pay or training program you ran: how many people and what it achieved]',
        '[An employee relations case you handled, and how you managed the risk]',
        '[An HR process or policy you improved, and the change in speed or satisfaction]',
        '[A reorganisation or talent review you supported for a business unit]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责 600 人公司的薪酬核算与社保公积金办理，全年零差错',
        '推动上线 e-HR 系统，入转调离办理时长缩短 60%',
        '组织年度绩效考核与校准，覆盖 8 个部门 420 人',
        '设计新员工培训体系，试用期离职率从 18% 降至 9%',
        '妥善处理劳动争议 6 起，均在仲裁前协商解决',
        '完成年度薪酬市场对标，调整 5 个序列的薪酬带宽，核心员工流失率下降 30%',
      ],
      'en-US': [
        'Ran payroll and benefits for a 600-person company with zero errors all year',
        'Rolled out an HR information system that cut onboarding and offboarding time by 60%',
        'Led the annual performance review and calibration for 420 employees across 8 departments',
        'Designed new-hire onboarding that halved first-90-day attrition from 18% to 9%',
        'Resolved 6 employment disputes through negotiation before they reached a tribunal',
        'Benchmarked pay against the market and reset 5 salary bands, cutting regretted attrition by 30%',
      ],
    },
    projects: {
      'zh-CN': [
        { name: 'e-HR 系统上线', description: '梳理人事流程并推动系统落地，实现入转调离线上化' },
        { name: '绩效管理体系优化', description: '引入 OKR 与季度校准，提升绩效结果的公信力' },
        { name: '新员工培训计划', description: '入职培训与导师制结合，帮助新人更快融入' },
      ],
      'en-US': [
        {
          name: 'HRIS roll-out',
          description: 'Mapped HR processes and moved joiners, movers and leavers online',
        },
        {
          name: 'Performance management refresh',
          description: 'Introduced OKRs and quarterly calibration for fairer results',
        },
        {
          name: 'New-hire program',
          description: 'Onboarding plus mentoring that helped new people settle faster',
        },
      ],
    },
    certifications: {
      'zh-CN': ['企业人力资源管理师（二级）', '经济师（人力资源管理）', 'SHRM-CP'],
      'en-US': [
        'SHRM Certified Professional (SHRM-CP)',
        'PHR (Professional in Human Resources)',
        'CIPD Level 5 Associate Diploma',
      ],
    },
    tools: {
      'zh-CN': ['北森', 'Moka', '钉钉', '飞书', 'Excel', '用友 HR'],
      'en-US': ['Workday', 'BambooHR', 'SAP SuccessFactors', 'ADP', 'Excel', 'Slack'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年人力资源经验，熟悉薪酬、绩效与员工关系模块，服务过 600 人规模的企业。',
          '熟悉劳动法规，注重流程效率与员工体验，推动过 e-HR 系统落地。',
        ],
        student: [
          '人力资源管理专业在读，系统学习过薪酬管理、绩效管理与劳动法。',
          '在学生会负责过人员招募与培训，做事细致、有同理心。',
        ],
      },
      'en-US': {
        experienced: [
          'HR generalist with 5 years across payroll, performance and employee relations for a 600-person company.',
          'Knows employment law, cares about efficient processes and employee experience, and led an HRIS roll-out.',
        ],
        student: [
          'Human resource management student trained in compensation, performance management and employment law.',
          'Recruited and trained members for the student union; careful and empathetic.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['人力资源管理', '劳动与社会保障', '心理学'],
        courses: ['薪酬管理', '绩效管理', '劳动法', '组织行为学'],
      },
      'en-US': {
        majors: ['Human Resource Management', 'Business Administration', 'Psychology'],
        courses: [
          'Compensation Management',
          'Performance Management',
          'Employment Law',
          'Organizational Behavior',
        ],
      },
    },
    workplace: 'corporate',
  },
  {
    id: 'recruiter',
    names: { 'zh-CN': '招聘专员', 'en-US': 'Recruiter' },
    field: { 'zh-CN': '招聘', 'en-US': 'recruiting' },
    synonyms: [
      '招聘专员',
      '招聘',
      '招聘顾问',
      '猎头',
      '猎头顾问',
      '校园招聘专员',
      '校招专员',
      '人才招聘',
      '人才获取',
      '雇主品牌',
      '招聘HR',
      '技术招聘',
      'RPO顾问',
      'recruiter',
      'recruiting',
      'recruitment',
      'recruitment consultant',
      'talent acquisition specialist',
      'talent acquisition',
      'technical recruiter',
      'tech recruiter',
      'headhunter',
      'sourcer',
      'talent sourcer',
      'recruitment coordinator',
      'recruiting coordinator',
      'campus recruiter',
      'executive search consultant',
    ],
    keywords: ['猎聘', 'boss直聘', '人才寻访'],
    skillGroups: {
      'zh-CN': [
        { name: '招聘能力', examples: ['岗位画像', '人才寻访', '结构化面试', 'Offer 谈判'] },
        { name: '渠道', examples: ['BOSS 直聘', '猎聘', '领英', '内推与校招'] },
        { name: '工具', examples: ['Moka', '北森招聘', 'Excel', '飞书'] },
      ],
      'en-US': [
        {
          name: 'Recruiting',
          examples: ['Intake meetings', 'Sourcing', 'Structured interviews', 'Offer negotiation'],
        },
        { name: 'Channels', examples: ['LinkedIn Recruiter', 'Job boards', 'Referrals', 'Campus hiring'] },
        { name: 'Tools', examples: ['Greenhouse', 'Lever', 'Workday Recruiting', 'Excel'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责招聘的岗位类型与年度招聘量]',
        '[你的招聘指标：到岗人数、招聘周期、Offer 接受率]',
        '[你成功招到的一个难招岗位：寻访思路与结果]',
        '[你组织的校园招聘或专场招聘：规模与录用人数]',
        '[你优化的招聘流程或渠道，成本或效率的变化]',
      ],
      'en-US': [
        '[The roles you recruit for and your annual hiring volume]',
        '[Your recruiting metrics: hires, time to fill, offer acceptance rate]',
        '[A hard-to-fill role you filled: your sourcing approach and the result]',
        '[A campus or hiring event you ran: its scale and the hires it produced]',
        '[A recruiting process or channel you improved, and the change in cost or speed]',
      ],
    },
    achievements: {
      'zh-CN': [
        '全年完成技术岗招聘 85 人，平均招聘周期从 45 天缩短到 28 天',
        'Offer 接受率从 70% 提升到 88%',
        '组织 2024 届校园招聘，覆盖 15 所高校，录用应届生 60 人',
        '拓展内推与社交渠道，单人招聘成本下降 35%',
        '成功为公司招到算法负责人等 5 个高端岗位',
        '建立并维护 3000 余人的人才库，30% 的岗位直接通过人才库完成招聘',
      ],
      'en-US': [
        'Hired 85 engineers in a year while cutting average time to fill from 45 to 28 days',
        'Raised offer acceptance from 70% to 88%',
        'Ran campus hiring across 15 universities, bringing in 60 graduates',
        'Grew referral and social channels, lowering cost per hire by 35%',
        'Filled 5 senior roles, including the head of machine learning',
        'Built and maintained a talent pool of 3,000+ candidates that filled 30% of roles directly',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '校园招聘项目', description: '从宣讲、笔试到面试的全流程校招组织' },
        { name: '内推激励计划', description: '设计内推奖励与进度反馈，提升员工推荐积极性' },
        { name: '招聘流程标准化', description: '统一岗位画像与结构化面试题库，提升评估一致性' },
      ],
      'en-US': [
        {
          name: 'Graduate hiring program',
          description: 'Ran the full cycle from campus talks and tests to interviews',
        },
        {
          name: 'Employee referral program',
          description: 'Rewards and status updates that got more employees referring',
        },
        {
          name: 'Structured hiring',
          description: 'Shared role profiles and interview question banks for consistent assessment',
        },
      ],
    },
    certifications: {
      'zh-CN': ['企业人力资源管理师（三级）', '领英招聘认证'],
      'en-US': ['LinkedIn Certified Professional – Recruiter', 'AIRS Certified Internet Recruiter'],
    },
    tools: {
      'zh-CN': ['BOSS 直聘', '猎聘', '领英', 'Moka', '北森', 'Excel'],
      'en-US': ['LinkedIn Recruiter', 'Greenhouse', 'Lever', 'Indeed', 'Excel', 'Zoom'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '4 年互联网招聘经验，专注技术与产品岗位，年均完成招聘 80 人以上。',
          '擅长人才寻访与候选人沟通，将平均招聘周期缩短近 40%。',
        ],
        student: [
          '人力资源管理专业在读，在招聘实习中独立完成简历筛选与面试邀约。',
          '沟通积极主动，善于识人，抗压能力强。',
        ],
      },
      'en-US': {
        experienced: [
          'Recruiter with 4 years hiring technical and product talent, averaging 80+ hires a year.',
          'Skilled at sourcing and candidate care; cut average time to fill by nearly 40%.',
        ],
        student: [
          'HR management student who screened CVs and scheduled interviews independently during a recruiting internship.',
          'Proactive communicator with good judgment of people.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['人力资源管理', '心理学', '工商管理'],
        courses: ['招聘与配置', '人员测评', '组织行为学', '劳动法'],
      },
      'en-US': {
        majors: ['Human Resource Management', 'Psychology', 'Business Administration'],
        courses: ['Talent Acquisition', 'Personnel Assessment', 'Organizational Behavior', 'Employment Law'],
      },
    },
    workplace: 'corporate',
  },
  {
    id: 'administrative-assistant',
    names: { 'zh-CN': '行政专员', 'en-US': 'Administrative Assistant' },
    field: { 'zh-CN': '行政管理', 'en-US': 'office administration' },
    synonyms: [
      '行政专员',
      '行政',
      '行政助理',
      '行政文员',
      '文员',
      '前台',
      '前台文员',
      '行政前台',
      '总经理助理',
      '总裁助理',
      '秘书',
      '办公室文员',
      '后勤专员',
      '行政管理',
      '办公室主任',
      'administrative assistant',
      'admin assistant',
      'administrative officer',
      'administrative coordinator',
      'office administrator',
      'office manager',
      'office assistant',
      'executive assistant',
      'personal assistant',
      'receptionist',
      'secretary',
      'office clerk',
      'clerk',
      'data entry clerk',
    ],
    keywords: ['办公室', '会务', 'office'],
    skillGroups: {
      'zh-CN': [
        { name: '行政能力', examples: ['会议与活动组织', '办公采购', '固定资产管理', '差旅安排'] },
        { name: '文书能力', examples: ['公文写作', '会议纪要', '档案管理', '合同归档'] },
        { name: '办公软件', examples: ['Word', 'Excel', 'PPT', '钉钉 / 飞书'] },
      ],
      'en-US': [
        {
          name: 'Administration',
          examples: ['Diary management', 'Event planning', 'Travel booking', 'Office supplies'],
        },
        { name: 'Documents', examples: ['Minutes', 'Correspondence', 'Filing', 'Contract records'] },
        { name: 'Software', examples: ['Microsoft 365', 'Google Workspace', 'Excel', 'Slack'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的行政事务范围与服务的员工人数]',
        '[你组织的会议、年会或活动：规模与效果]',
        '[你负责的采购、资产或费用管理：金额与节省的成本]',
        '[你优化的一个行政流程，效率提升多少]',
        '[你为领导提供的日程、文书或差旅支持]',
      ],
      'en-US': [
        '[The admin work you cover and how many people you support]',
        '[A meeting, company event or offsite you organized: size and outcome]',
        '[Purchasing, assets or expenses you manage: amounts and savings]',
        '[An office process you improved, and how much time it saves]',
        '[Diary, document or travel support you give to executives]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责 300 人办公室日常行政，员工满意度调查得分 4.7/5',
        '统筹公司年会 400 人规模，预算控制在计划内并节省 12%',
        '重新谈判办公用品与保洁供应商，年度行政费用降低 18 万元',
        '建立固定资产台账，盘点准确率达到 100%',
        '推行线上用印与报销审批，审批时长从 3 天缩短到 1 天',
        '统筹 20 余场高管会议与客户来访接待，全程零差错',
      ],
      'en-US': [
        'Ran day-to-day administration for a 300-person office, scoring 4.7/5 in the staff survey',
        'Organized the annual company event for 400 people, coming in 12% under budget',
        'Renegotiated supplies and cleaning contracts, saving $25K a year',
        'Built an asset register that reached 100% accuracy at stock-take',
        'Moved approvals and expense claims online, cutting turnaround from 3 days to 1',
        'Coordinated 20+ executive meetings and client visits without a single slip',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '新办公室搬迁', description: '统筹装修、搬迁与工位规划，两周内平稳完成' },
        { name: '公司年会筹备', description: '从场地、节目到物料的全流程组织' },
        { name: '行政流程线上化', description: '将用印、报销、物品领用迁移到线上审批' },
      ],
      'en-US': [
        {
          name: 'Office relocation',
          description: 'Coordinated fit-out, the move and seating, finished within two weeks',
        },
        { name: 'Annual company event', description: 'Venue, program and materials from start to finish' },
        {
          name: 'Paperless admin',
          description: 'Moved seals, expenses and supplies requests to online approval',
        },
      ],
    },
    certifications: {
      'zh-CN': ['秘书资格证（三级）', '全国计算机等级考试二级 MS Office'],
      'en-US': ['Certified Administrative Professional (CAP)', 'Microsoft Office Specialist (MOS)'],
    },
    tools: {
      'zh-CN': ['Word', 'Excel', 'PPT', '钉钉', '飞书', '金蝶云'],
      'en-US': ['Microsoft 365', 'Google Workspace', 'Excel', 'Zoom', 'Slack', 'Concur'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年行政管理经验，熟悉办公室日常运营、会议活动与费用管理，服务过 300 人规模团队。',
          '细致周到、执行力强，推动行政流程线上化，年度行政费用降低 18 万元。',
        ],
        student: [
          '行政管理专业在读，熟练使用 Office 办公软件，担任过学院办公室助理。',
          '做事细致有条理，沟通协调能力好。',
        ],
      },
      'en-US': {
        experienced: [
          'Administrative professional with 5 years running offices, events and budgets for teams of up to 300.',
          'Organized and reliable; moved office processes online and saved $25K a year.',
        ],
        student: [
          'Public administration student fluent in Microsoft Office who worked as a department office assistant.',
          'Well organized, careful and easy to work with.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['行政管理', '文秘', '工商管理'],
        courses: ['行政管理学', '秘书实务', '公文写作', '办公自动化'],
      },
      'en-US': {
        majors: ['Business Administration', 'Public Administration', 'Communications'],
        courses: ['Office Management', 'Business Writing', 'Records Management', 'Office Applications'],
      },
    },
    workplace: 'corporate',
  },
  {
    id: 'supply-chain-specialist',
    names: { 'zh-CN': '供应链专员', 'en-US': 'Supply Chain Specialist' },
    field: { 'zh-CN': '供应链管理', 'en-US': 'supply chain management' },
    synonyms: [
      '供应链专员',
      '供应链',
      '供应链管理',
      '供应链计划',
      '计划员',
      '计划专员',
      '需求计划',
      '运营管理专员',
      '生产运营',
      'supply chain specialist',
      'supply chain planner',
      'supply chain',
      'supply chain management',
      'operations specialist',
      'operations analyst',
      'operations coordinator',
      'business operations',
      'demand planner',
      'inventory planner',
      's&op planner',
    ],
    keywords: ['s&op', 'erp', 'sap', 'mrp', '库存周转'],
    skillGroups: {
      'zh-CN': [
        { name: '计划能力', examples: ['需求预测', 'S&OP', '生产排程', '物料需求计划'] },
        { name: '库存与交付', examples: ['库存控制', '安全库存', '交付跟进', '成本分析'] },
        { name: '系统工具', examples: ['SAP', '用友 U8', 'Excel', 'Power BI'] },
      ],
      'en-US': [
        { name: 'Planning', examples: ['Demand forecasting', 'S&OP', 'Production scheduling', 'MRP'] },
        {
          name: 'Inventory & delivery',
          examples: ['Inventory control', 'Safety stock', 'Order fulfillment', 'Cost analysis'],
        },
        { name: 'Systems', examples: ['SAP', 'Oracle NetSuite', 'Excel', 'Power BI'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的产品线或物料范围，以及年采购或产出规模]',
        '[你做的需求预测或生产计划，预测准确率或交付达成率]',
        '[你推动的库存优化：周转天数或呆滞库存的变化]',
        '[一次供应中断或交付风险的处理过程与结果]',
        '[你与销售、采购、生产协同改进的流程或系统]',
      ],
      'en-US': [
        '[The product lines or materials you plan for, and their annual volume]',
        '[Your forecasting or production planning: forecast accuracy or on-time delivery]',
        '[Inventory improvements you drove: change in days of supply or obsolete stock]',
        '[A supply disruption or delivery risk you handled, and the outcome]',
        '[A process or system you improved with sales, purchasing and production]',
      ],
    },
    achievements: {
      'zh-CN': [
        '建立滚动需求预测机制，预测准确率从 65% 提升到 82%',
        '优化安全库存策略，库存周转天数从 58 天降至 41 天，释放资金 1200 万元',
        '推动月度产销协同会议（S&OP），订单准时交付率提升至 96%',
        '处理芯片短缺期间的物料替代与调配，保障 3 条产线不停产',
        '清理呆滞库存 300 万元，呆滞占比下降 40%',
        '推动供应商协同平台上线，采购订单确认时间从 3 天缩短到 1 天',
      ],
      'en-US': [
        'Introduced rolling demand forecasts that raised accuracy from 65% to 82%',
        'Reset safety stock levels, cutting days of inventory from 58 to 41 and freeing $1.7M in cash',
        'Launched a monthly S&OP meeting that lifted on-time delivery to 96%',
        'Managed substitutions and allocation during a chip shortage, keeping 3 production lines running',
        'Cleared $400K of obsolete stock, reducing its share by 40%',
        'Launched a supplier collaboration portal that cut purchase order confirmation from 3 days to 1',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '产销协同（S&OP）落地', description: '建立月度需求、供应与财务对齐机制' },
        { name: '库存优化项目', description: '按 ABC 分类重设安全库存，降低库存资金占用' },
        { name: '供应风险预警', description: '对关键物料建立供应风险监控与备选方案' },
      ],
      'en-US': [
        { name: 'S&OP implementation', description: 'A monthly process aligning demand, supply and finance' },
        { name: 'Inventory optimization', description: 'ABC-based safety stock that freed working capital' },
        {
          name: 'Supply risk early warning',
          description: 'Monitoring and fallback plans for critical materials',
        },
      ],
    },
    certifications: {
      'zh-CN': ['APICS CPIM 生产与库存管理认证', 'APICS CSCP 供应链管理专家', '物流师（三级）'],
      'en-US': ['APICS CSCP', 'APICS CPIM', 'Lean Six Sigma Green Belt'],
    },
    tools: {
      'zh-CN': ['SAP', '用友 U8', '金蝶 K3', 'Excel', 'Power BI', 'Visio'],
      'en-US': ['SAP S/4HANA', 'Oracle NetSuite', 'Excel', 'Power BI', 'Kinaxis', 'Visio'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年制造业供应链计划经验，熟悉需求预测、生产排程与库存控制，熟练使用 SAP。',
          '推动 S&OP 落地，将库存周转天数缩短 30%、准时交付率提升至 96%。',
        ],
        student: [
          '物流管理专业在读，系统学习过供应链管理与运筹学，熟练使用 Excel 建模。',
          '在制造企业实习期间参与过物料计划工作，逻辑清晰、细致。',
        ],
      },
      'en-US': {
        experienced: [
          'Supply chain specialist with 5 years in manufacturing planning, forecasting and inventory control on SAP.',
          'Launched S&OP that cut inventory days by 30% and lifted on-time delivery to 96%.',
        ],
        student: [
          'Logistics management student trained in supply chain management and operations research, strong in Excel modeling.',
          'Supported material planning during a manufacturing internship; logical and careful.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['物流管理', '供应链管理', '工业工程'],
        courses: ['供应链管理', '运筹学', '生产运作管理', '库存管理'],
      },
      'en-US': {
        majors: ['Supply Chain Management', 'Industrial Engineering', 'Business Administration'],
        courses: [
          'Supply Chain Management',
          'Operations Research',
          'Operations Management',
          'Inventory Management',
        ],
      },
    },
    workplace: 'manufacturer',
  },
  {
    id: 'procurement-specialist',
    names: { 'zh-CN': '采购专员', 'en-US': 'Procurement Specialist' },
    field: { 'zh-CN': '采购', 'en-US': 'procurement' },
    synonyms: [
      '采购专员',
      '采购',
      '采购员',
      '采购工程师',
      '招标采购',
      '寻源专员',
      '战略采购',
      '供应商管理',
      '供应商开发',
      '采购管理',
      '招投标专员',
      'procurement specialist',
      'procurement',
      'procurement officer',
      'purchasing specialist',
      'purchasing agent',
      'purchasing',
      'purchaser',
      'buyer',
      'sourcing specialist',
      'strategic sourcing',
      'category buyer',
      'supplier manager',
      'vendor manager',
      'sourcing manager',
    ],
    keywords: ['招标', '询价', '供应商'],
    skillGroups: {
      'zh-CN': [
        { name: '采购能力', examples: ['寻源与比价', '商务谈判', '招投标', '合同管理'] },
        { name: '供应商管理', examples: ['供应商开发', '绩效评估', '质量协同', '风险管理'] },
        { name: '工具', examples: ['SAP MM', '用友', 'Excel', '招标平台'] },
      ],
      'en-US': [
        { name: 'Procurement', examples: ['Sourcing', 'Negotiation', 'RFQ / RFP', 'Contract management'] },
        {
          name: 'Supplier management',
          examples: ['Supplier onboarding', 'Scorecards', 'Quality issues', 'Risk management'],
        },
        { name: 'Tools', examples: ['SAP MM', 'Coupa', 'SAP Ariba', 'Excel'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的采购品类与年采购金额]',
        '[你主导的一次招标或谈判：参与供应商数量与降本金额]',
        '[你开发或管理的供应商数量，以及交期、质量表现]',
        '[你推动的采购流程合规或效率改进]',
        '[一次供应风险的识别与应对]',
      ],
      'en-US': [
        '[The categories you buy and your annual spend]',
        '[A tender or negotiation you led: number of suppliers and savings achieved]',
        '[The suppliers you source or manage, and their delivery and quality performance]',
        '[A compliance or efficiency improvement you made to purchasing]',
        '[A supply risk you spotted and how you handled it]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责电子料采购，年采购额 8000 万元，年度降本 6.5%',
        '组织包材集中招标，引入 3 家新供应商，采购单价下降 12%',
        '建立供应商季度考核机制，来料合格率从 96% 提升到 99.3%',
        '推行线上询比价流程，采购周期从 10 天缩短到 6 天',
        '提前锁定关键原材料价格，规避涨价损失约 200 万元',
        '推动合同条款标准化，付款账期从 30 天延长到 60 天，改善现金流约 800 万元',
      ],
      'en-US': [
        'Managed $11M of annual electronics spend and delivered 6.5% cost savings',
        'Ran a consolidated packaging tender that added 3 suppliers and cut unit prices by 12%',
        'Introduced quarterly supplier scorecards, raising incoming quality from 96% to 99.3%',
        'Moved RFQs online, shortening the purchasing cycle from 10 to 6 days',
        'Locked in prices on key raw materials ahead of a market rise, avoiding about $280K in extra cost',
        'Standardized contract terms and extended payment terms from 30 to 60 days, improving cash flow by about $1.1M',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '包材集中招标', description: '整合分散采购需求统一招标，显著降低单价' },
        { name: '供应商绩效体系', description: '从质量、交期、成本、服务四个维度考核供应商' },
        { name: '采购流程线上化', description: '询价、比价与审批全流程线上留痕' },
      ],
      'en-US': [
        {
          name: 'Consolidated packaging tender',
          description: 'Pooled scattered demand into one tender for better prices',
        },
        {
          name: 'Supplier performance scorecard',
          description: 'Rated suppliers on quality, delivery, cost and service',
        },
        {
          name: 'Digital purchasing workflow',
          description: 'Quotes, comparisons and approvals online with a full audit trail',
        },
      ],
    },
    certifications: {
      'zh-CN': ['CPPM 注册职业采购经理', '采购师（三级）', 'CIPS 皇家采购与供应学会认证'],
      'en-US': [
        'CIPS Level 4 Diploma in Procurement and Supply',
        'Certified Professional in Supply Management (CPSM)',
      ],
    },
    tools: {
      'zh-CN': ['SAP MM', '用友 U8', '金蝶', 'Excel', '阳光采购平台', 'PPT'],
      'en-US': ['SAP MM', 'SAP Ariba', 'Coupa', 'Excel', 'Power BI', 'PowerPoint'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年制造业采购经验，负责电子料与包材采购，年采购额 8000 万元，年度降本 6.5%。',
          '熟悉招投标流程与供应商管理，谈判能力强，注重合规。',
        ],
        student: [
          '物流管理专业在读，了解采购流程与供应商管理，熟练使用 Excel。',
          '沟通能力好，对成本与数字敏感。',
        ],
      },
      'en-US': {
        experienced: [
          'Procurement specialist with 5 years buying electronics and packaging, managing $11M of spend with 6.5% annual savings.',
          'Experienced in tenders and supplier management, a firm negotiator with a strong compliance record.',
        ],
        student: [
          'Supply chain student familiar with purchasing processes and supplier management, strong in Excel.',
          'Good communicator with a sharp eye for costs.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['物流管理', '采购管理', '国际经济与贸易'],
        courses: ['采购与供应管理', '合同法', '供应链管理', '商务谈判'],
      },
      'en-US': {
        majors: ['Supply Chain Management', 'Business Administration', 'Economics'],
        courses: [
          'Purchasing and Supply Management',
          'Contract Law',
          'Supply Chain Management',
          'Negotiation',
        ],
      },
    },
    workplace: 'manufacturer',
  },
  {
    id: 'logistics-specialist',
    names: { 'zh-CN': '物流专员', 'en-US': 'Logistics Coordinator' },
    field: { 'zh-CN': '物流与仓储', 'en-US': 'logistics and warehousing' },
    synonyms: [
      '物流专员',
      '物流',
      '物流管理',
      '物流调度',
      '仓储',
      '仓储管理',
      '仓储专员',
      '仓管',
      '仓管员',
      '仓库管理员',
      '调度员',
      '运输调度',
      '跟单员',
      '配送专员',
      'logistics coordinator',
      'logistics specialist',
      'logistics',
      'logistics analyst',
      'warehouse coordinator',
      'warehouse',
      'warehouse associate',
      'shipping coordinator',
      'dispatcher',
      'transport planner',
      'import export coordinator',
      'fleet coordinator',
    ],
    keywords: ['wms', 'tms', '仓库', 'freight', '3pl'],
    skillGroups: {
      'zh-CN': [
        { name: '物流运营', examples: ['仓储管理', '运输调度', '库存盘点', '配送路线规划'] },
        { name: '进出口', examples: ['报关报检', '国际货代', '单证制作', '贸易术语'] },
        { name: '系统工具', examples: ['WMS', 'TMS', 'SAP', 'Excel'] },
      ],
      'en-US': [
        {
          name: 'Logistics',
          examples: ['Warehouse operations', 'Transport planning', 'Cycle counting', 'Route planning'],
        },
        {
          name: 'Trade',
          examples: ['Customs clearance', 'Freight forwarding', 'Shipping documents', 'Incoterms'],
        },
        { name: 'Systems', examples: ['WMS', 'TMS', 'SAP', 'Excel'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的仓库或运输线路：面积、日均单量或运量]',
        '[你的时效与准确率指标：准时发货率、错发率、库存准确率]',
        '[你做的一次物流成本优化：方案与节省金额]',
        '[你处理的进出口、报关或异常件案例]',
        '[你推动的仓储流程或系统改进，效率变化]',
      ],
      'en-US': [
        '[The warehouse or routes you run: size, daily orders or shipment volume]',
        '[Your service metrics: on-time dispatch, picking accuracy, inventory accuracy]',
        '[A logistics cost saving you delivered: the approach and the amount]',
        '[An import/export, customs or exception case you handled]',
        '[A warehouse process or system change you led, and the efficiency gain]',
      ],
    },
    achievements: {
      'zh-CN': [
        '管理 8000 平方米电商仓，日均出库 1.5 万单，准时发货率 99.5%',
        '优化拣货路径与库位布局，人均拣货效率提升 35%',
        '整合零担线路与承运商，年度运输成本降低 180 万元',
        '库存盘点准确率从 97% 提升到 99.8%',
        '负责进口清关 300 余票，零滞港、零罚款',
        '建立物流异常件跟踪机制，客户物流投诉下降 40%',
      ],
      'en-US': [
        'Ran an 8,000 m² e-commerce warehouse shipping 15,000 orders a day with 99.5% on-time dispatch',
        'Redesigned slotting and pick paths, raising picks per person by 35%',
        'Consolidated routes and carriers, cutting annual transport costs by $250K',
        'Raised inventory accuracy from 97% to 99.8%',
        'Cleared 300+ import shipments through customs with no demurrage or fines',
        'Set up tracking of delivery exceptions, reducing delivery complaints by 40%',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '仓库库位优化', description: '按动销率重新规划库位，缩短拣货路径' },
        { name: '承运商整合', description: '重新招标并整合运输线路，降低单票成本' },
        { name: 'WMS 系统上线', description: '配合 IT 完成仓储管理系统切换，数据零丢失' },
      ],
      'en-US': [
        { name: 'Warehouse slotting redesign', description: 'Re-slotted by velocity to shorten pick paths' },
        {
          name: 'Carrier consolidation',
          description: 'Re-tendered and merged routes to lower cost per shipment',
        },
        {
          name: 'WMS go-live',
          description: 'Supported the switch to a new warehouse system without losing data',
        },
      ],
    },
    certifications: {
      'zh-CN': ['物流师（三级）', '报关水平测试证书', '叉车操作证'],
      'en-US': ['APICS CLTD', 'Certified Customs Specialist (CCS)', 'Forklift operator certificate'],
    },
    tools: {
      'zh-CN': ['WMS', 'TMS', 'SAP', 'Excel', '单一窗口', 'RF 手持终端'],
      'en-US': ['WMS', 'TMS', 'SAP', 'Excel', 'Flexport', 'RF scanners'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年物流与仓储管理经验，管理过日均 1.5 万单的电商仓，熟悉 WMS 与运输调度。',
          '擅长流程优化与成本控制，年度运输成本降低 180 万元。',
        ],
        student: [
          '物流管理专业在读，熟悉仓储作业与运输管理流程，参加过物流设计大赛。',
          '吃苦耐劳，执行力强，熟练使用 Excel。',
        ],
      },
      'en-US': {
        experienced: [
          'Logistics coordinator with 5 years in warehousing and transport, running a site shipping 15,000 orders a day.',
          'Focused on process and cost; cut annual transport spend by $250K.',
        ],
        student: [
          'Logistics management student who knows warehouse and transport operations and competed in a logistics design contest.',
          'Hard-working, dependable and strong in Excel.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['物流管理', '物流工程', '国际经济与贸易'],
        courses: ['仓储管理', '运输管理', '国际货运代理', '供应链管理'],
      },
      'en-US': {
        majors: ['Logistics Management', 'Supply Chain Management', 'International Business'],
        courses: [
          'Warehouse Management',
          'Transport Management',
          'International Freight',
          'Supply Chain Management',
        ],
      },
    },
    workplace: 'logistics',
  },
  {
    id: 'project-manager',
    names: { 'zh-CN': '项目经理', 'en-US': 'Project Manager' },
    field: { 'zh-CN': '项目管理', 'en-US': 'project management' },
    synonyms: [
      '项目经理',
      '项目管理',
      '项目专员',
      '项目管理专员',
      'PMO',
      'IT项目经理',
      '实施经理',
      '交付经理',
      '项目协调员',
      '技术项目经理',
      'project manager',
      'project management',
      'project coordinator',
      'program manager',
      'programme manager',
      'technical program manager',
      'tpm',
      'delivery manager',
      'pmo',
      'project officer',
      'scrum master',
      'implementation manager',
    ],
    keywords: ['pmp', 'prince2'],
    skillGroups: {
      'zh-CN': [
        { name: '项目管理', examples: ['范围与进度管理', '风险管理', '成本控制', '干系人管理'] },
        { name: '方法', examples: ['瀑布式', '敏捷 Scrum', 'WBS 分解', '关键路径法'] },
        { name: '工具', examples: ['Microsoft Project', 'Jira', '飞书项目', 'Excel'] },
      ],
      'en-US': [
        {
          name: 'Project management',
          examples: ['Scope & schedule', 'Risk management', 'Budget control', 'Stakeholder management'],
        },
        { name: 'Methods', examples: ['Waterfall', 'Agile / Scrum', 'WBS', 'Critical path'] },
        { name: 'Tools', examples: ['Microsoft Project', 'Jira', 'Asana', 'Smartsheet'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你管理的项目：类型、预算、周期与团队人数]',
        '[项目交付结果：是否按期、按预算，客户验收情况]',
        '[你识别并化解的一个重大风险或冲突]',
        '[你同时管理多个项目或跨部门协调的方式]',
        '[你建立或改进的项目管理流程，以及带来的变化]',
      ],
      'en-US': [
        '[The projects you managed: type, budget, timeline and team size]',
        '[Delivery results: on time, on budget, and client acceptance]',
        '[A major risk or conflict you spotted and resolved]',
        '[How you ran several projects at once or coordinated across departments]',
        '[A project management process you set up or improved, and what changed]',
      ],
    },
    achievements: {
      'zh-CN': [
        '管理 ERP 系统实施项目，预算 600 万元、团队 15 人，提前 2 周上线',
        '同时推进 5 个客户交付项目，按期交付率 100%，客户满意度 4.8/5',
        '建立项目周报与风险登记机制，项目延期率从 30% 降至 8%',
        '通过范围变更管控，项目成本节约 12%',
        '引入敏捷迭代，研发交付周期从 6 周缩短到 2 周',
        '组织 8 个项目的复盘并沉淀经验库，同类问题重复发生率下降 50%',
      ],
      'en-US': [
        'Managed a $900K ERP implementation with a team of 15, going live two weeks early',
        'Ran 5 client delivery projects at once, all on time, with client satisfaction of 4.8/5',
        'Introduced weekly reporting and a risk register that cut project delays from 30% to 8%',
        'Kept scope changes under control, saving 12% of project cost',
        'Introduced agile iterations that shortened delivery cycles from 6 weeks to 2',
        'Ran retrospectives on 8 projects and built a lessons-learned library that halved repeat issues',
      ],
    },
    projects: {
      'zh-CN': [
        { name: 'ERP 系统实施', description: '覆盖财务、采购、库存模块的集团级系统上线' },
        { name: '客户数字化平台交付', description: '多方协作的定制化平台项目，按期通过验收' },
        { name: 'PMO 体系建设', description: '统一项目立项、跟踪与复盘标准' },
      ],
      'en-US': [
        {
          name: 'ERP implementation',
          description: 'A group-wide roll-out covering finance, purchasing and inventory',
        },
        { name: 'Client digital platform', description: 'A multi-party custom build accepted on schedule' },
        {
          name: 'PMO set-up',
          description: 'Common standards for initiating, tracking and reviewing projects',
        },
      ],
    },
    certifications: {
      'zh-CN': ['PMP 项目管理专业人士认证', '软考高级 信息系统项目管理师', 'PMI-ACP 敏捷认证'],
      'en-US': [
        'Project Management Professional (PMP)',
        'PRINCE2 Practitioner',
        'Certified ScrumMaster (CSM)',
      ],
    },
    tools: {
      'zh-CN': ['Microsoft Project', 'Jira', '飞书项目', 'Excel', 'Visio', 'Xmind'],
      'en-US': ['Microsoft Project', 'Jira', 'Asana', 'Smartsheet', 'Confluence', 'Excel'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年 IT 项目管理经验，持有 PMP 证书，管理过预算 600 万元、15 人团队的系统实施项目。',
          '擅长风险控制与多方协调，负责的项目按期交付率 100%。',
        ],
        student: [
          '工程管理专业在读，系统学习过项目管理知识体系，担任过课程项目组长。',
          '组织协调能力强，做事有计划，善于推动团队达成目标。',
        ],
      },
      'en-US': {
        experienced: [
          'PMP-certified project manager with 6 years delivering IT projects of up to $900K and 15 people.',
          'Strong at risk control and stakeholder alignment, with every project delivered on time.',
        ],
        student: [
          'Engineering management student trained in project management who led several course project teams.',
          'Organized and persuasive, good at keeping a team on track.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['工程管理', '信息管理与信息系统', '工商管理'],
        courses: ['项目管理', '运筹学', '工程经济学', '管理信息系统'],
      },
      'en-US': {
        majors: ['Engineering Management', 'Information Systems', 'Business Administration'],
        courses: [
          'Project Management',
          'Operations Research',
          'Engineering Economics',
          'Information Systems',
        ],
      },
    },
    workplace: 'corporate',
  },
];
