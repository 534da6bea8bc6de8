// Job families of people and business operations: HR business partners, compensation and benefits, training,
// management consulting and property management.
import type { JobFamily } from '../job-family.ts';

export const PEOPLE_OPERATIONS_FAMILIES: readonly JobFamily[] = [
  {
    id: 'hrbp',
    names: { 'zh-CN': 'HRBP', 'en-US': 'HR Business Partner' },
    field: { 'zh-CN': '人力资源业务伙伴', 'en-US': 'HR business partnering' },
    synonyms: [
      'HRBP',
      '人力资源业务伙伴',
      'HRBP经理',
      '高级HRBP',
      '组织发展',
      '组织发展专家',
      'OD专家',
      'hr business partner',
      'people partner',
      'people business partner',
      'organizational development specialist',
      'organisational development specialist',
      'od specialist',
      'talent management specialist',
    ],
    keywords: ['组织诊断', '人才盘点', 'talent review', 'organizational development', '组织架构'],
    skillGroups: {
      'zh-CN': [
        { name: '业务伙伴', examples: ['组织诊断', '人才盘点', '组织架构设计', '业务需求解码'] },
        { name: '人才管理', examples: ['招聘策略', '绩效管理', '继任计划', '员工敬业度'] },
        { name: '员工关系', examples: ['变革管理', '劳动法规', '冲突处理', '文化建设'] },
      ],
      'en-US': [
        {
          name: 'Partnering',
          examples: ['Organization design', 'Talent reviews', 'Workforce planning', 'Coaching leaders'],
        },
        {
          name: 'Talent',
          examples: ['Hiring strategy', 'Performance management', 'Succession planning', 'Engagement'],
        },
        {
          name: 'Employee relations',
          examples: ['Change management', 'Employment law', 'Investigations', 'Culture'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你支持的业务部门与人数，对接的管理者层级]',
        '[你主导的一次组织调整或人才盘点：背景、方案与结果]',
        '[你推动的绩效或激励改进，以及对业务指标或员工的影响]',
        '[你处理的员工关系或变革项目，以及离职率、敬业度的变化]',
        '[你支持业务快速扩张或收缩时的人力规划与落地结果]',
      ],
      'en-US': [
        '[The business units and headcount you support, and the leaders you partner with]',
        '[A reorganisation or talent review you led: context, approach and outcome]',
        '[Performance or reward changes you drove, and their effect on the business or people]',
        '[Employee relations or change work you handled, and the change in attrition or engagement]',
        '[Workforce planning through rapid growth or downsizing, and how it landed]',
      ],
    },
    achievements: {
      'zh-CN': [
        '支持 800 人研发中心的人力资源工作，对接 5 位部门总监',
        '主导年度人才盘点，识别高潜人才 60 名，关键岗位继任覆盖率从 40% 提升到 80%',
        '配合业务重组完成 3 个部门的组织架构调整，平稳过渡，零劳动仲裁',
        '推行 OKR 与绩效面谈机制，员工敬业度调研得分提升 12 分',
        '核心员工年离职率从 18% 降到 9%',
        '支持业务半年内扩张 200 人，关键岗位到岗周期缩短 30%',
      ],
      'en-US': [
        'Partnered with 5 directors across an 800-person R&D center',
        'Led the annual talent review, identifying 60 high-potentials and raising succession coverage from 40% to 80%',
        'Reorganised 3 departments smoothly with no employment claims',
        'Introduced OKRs and regular check-ins, lifting engagement scores by 12 points',
        'Cut regretted attrition from 18% to 9%',
        'Supported 200 hires in six months, cutting time to fill key roles by 30%',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '年度人才盘点', description: '设计盘点标准与校准会，形成关键岗位继任计划' },
        { name: '研发组织架构优化', description: '诊断组织问题并调整架构与职责，提升协作效率' },
        { name: '员工敬业度提升计划', description: '基于调研结果推动管理改进与文化活动' },
      ],
      'en-US': [
        {
          name: 'Annual talent review',
          description: 'Criteria and calibration sessions that produced succession plans',
        },
        {
          name: 'R&D organization redesign',
          description: 'Diagnosed issues and reshaped structure and roles for better collaboration',
        },
        {
          name: 'Engagement program',
          description: 'Management and culture changes driven by survey results',
        },
      ],
    },
    certifications: {
      'zh-CN': ['企业人力资源管理师（一级）', '中级经济师（人力资源管理）', 'SHRM-SCP'],
      'en-US': ['SHRM-SCP', 'SPHR', 'CIPD Level 7'],
    },
    tools: {
      'zh-CN': ['北森', 'Moka', '飞书', 'SAP SuccessFactors', 'Excel', 'PPT'],
      'en-US': ['Workday', 'SAP SuccessFactors', 'Culture Amp', 'Lattice', 'Excel', 'PowerPoint'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '8 年人力资源经验、4 年 HRBP 经验，支持 800 人研发组织，擅长组织诊断与人才盘点。',
          '推动核心员工离职率下降一半。',
        ],
        student: ['人力资源管理专业应届生，做过 HRBP 助理实习，参与过绩效与人才盘点项目。'],
      },
      'en-US': {
        experienced: [
          'HR business partner with 8 years in HR and 4 partnering with an 800-person R&D organization, strong in org design and talent reviews.',
          'Halved regretted attrition.',
        ],
        student: ['HR graduate with an HRBP internship supporting performance and talent reviews.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['人力资源管理', '心理学'],
        courses: ['组织行为学', '绩效管理', '劳动法', '组织发展'],
      },
      'en-US': {
        majors: ['Human Resource Management', 'Organizational Psychology'],
        courses: [
          'Organizational Behavior',
          'Performance Management',
          'Employment Law',
          'Organization Development',
        ],
      },
    },
    workplace: 'corporate',
  },
  {
    id: 'compensation-benefits',
    names: { 'zh-CN': '薪酬福利专员', 'en-US': 'Compensation and Benefits Specialist' },
    field: { 'zh-CN': '薪酬福利', 'en-US': 'compensation and benefits' },
    synonyms: [
      '薪酬福利专员',
      '薪酬专员',
      '薪酬福利',
      '薪酬福利经理',
      '薪酬经理',
      '薪资专员',
      '薪资核算',
      '福利专员',
      '社保专员',
      'C&B',
      'C&B专员',
      'compensation and benefits specialist',
      'compensation specialist',
      'compensation analyst',
      'compensation manager',
      'benefits specialist',
      'benefits administrator',
      'payroll specialist',
      'payroll administrator',
      'payroll manager',
      'total rewards specialist',
      'c&b specialist',
    ],
    keywords: ['薪酬', 'payroll', '个税', '薪酬调研', 'total rewards', '社保公积金'],
    skillGroups: {
      'zh-CN': [
        { name: '薪酬管理', examples: ['薪酬体系设计', '调薪方案', '薪酬调研', '职级体系'] },
        { name: '薪资核算', examples: ['工资核算', '个税申报', '社保公积金', '年终奖计算'] },
        { name: '福利与激励', examples: ['福利方案', '股权激励管理', '人工成本分析', '薪酬预算'] },
      ],
      'en-US': [
        {
          name: 'Compensation',
          examples: ['Salary structures', 'Merit cycles', 'Market benchmarking', 'Job levelling'],
        },
        {
          name: 'Payroll',
          examples: ['Payroll processing', 'Tax withholding', 'Multi-state payroll', 'Bonus calculation'],
        },
        {
          name: 'Benefits & incentives',
          examples: ['Benefits administration', 'Equity plans', 'Labor cost analysis', 'Budgeting'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的员工人数与薪酬福利范围（核算、体系、福利、激励）]',
        '[你的月度薪资核算：人数、准确率与及时率]',
        '[你参与设计的薪酬体系或调薪方案，以及对人工成本或员工满意度的影响]',
        '[你完成的薪酬调研或人工成本分析，为管理层提供的建议]',
        '[你优化的福利项目或薪酬流程，如 系统上线、自动化计算]',
      ],
      'en-US': [
        '[The headcount you cover and your scope (payroll, structures, benefits, incentives)]',
        '[Monthly payroll you run: employees, accuracy and timeliness]',
        '[A pay structure or merit cycle you helped design, and its effect on cost or satisfaction]',
        '[Benchmarking or labor cost analysis you delivered, and your recommendations]',
        '[Benefits or payroll processes you improved, such as a new system or automation]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责 3000 名员工的月度薪资核算，连续 24 个月准确率 100%',
        '参与搭建新的职级与薪酬带宽体系，覆盖 200 个岗位',
        '组织年度调薪，预算控制在 6% 以内，关键人才调薪满意度 90%',
        '完成年度市场薪酬调研，输出 50 个关键岗位的薪酬竞争力分析',
        '上线薪资系统并实现个税与社保自动计算，月度核算时间从 5 天缩短到 2 天',
        '优化补充医疗福利方案，在成本不变的情况下员工福利满意度提升 15%',
      ],
      'en-US': [
        'Ran monthly payroll for 3,000 employees with 100% accuracy for 24 months',
        'Helped build a new levelling and pay band structure covering 200 roles',
        'Ran the annual merit cycle within a 6% budget with 90% satisfaction among key talent',
        'Delivered a market pay study benchmarking 50 key roles',
        'Implemented a payroll system with automated tax and benefits, cutting processing from 5 days to 2',
        'Redesigned supplemental health benefits, lifting satisfaction by 15% at the same cost',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '职级与薪酬体系重建', description: '岗位评估与薪酬带宽设计，提升内部公平与外部竞争力' },
        { name: '薪资系统上线', description: '实现薪资、个税与社保的自动化核算' },
        { name: '年度调薪方案', description: '结合绩效与市场数据制定调薪矩阵' },
      ],
      'en-US': [
        {
          name: 'Levelling and pay structure',
          description: 'Job evaluation and pay bands for fairness and market competitiveness',
        },
        {
          name: 'Payroll system implementation',
          description: 'Automated payroll, tax and benefits calculations',
        },
        { name: 'Annual merit cycle', description: 'A merit matrix built from performance and market data' },
      ],
    },
    certifications: {
      'zh-CN': ['企业人力资源管理师（二级）', '中级经济师（人力资源管理）', 'CCP 薪酬管理认证'],
      'en-US': [
        'Certified Compensation Professional (CCP)',
        'Certified Benefits Professional (CBP)',
        'Certified Payroll Professional (CPP)',
      ],
    },
    tools: {
      'zh-CN': ['Excel', '北森', '金蝶 s-HR', 'SAP SuccessFactors', '电子税务局', '社保网上申报系统'],
      'en-US': ['Workday', 'ADP', 'Excel', 'Radford survey', 'Carta', 'UKG'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年薪酬福利经验，负责 3000 人薪资核算与薪酬体系搭建，连续 24 个月零差错。',
          '数据敏感，擅长薪酬调研与人工成本分析。',
        ],
        student: ['人力资源管理专业应届生，Excel 熟练，熟悉个税与社保政策，做过薪酬专员实习。'],
      },
      'en-US': {
        experienced: [
          'Compensation and benefits specialist with 6 years running payroll for 3,000 people and building pay structures, error-free for 24 months.',
          'Data-minded, strong in benchmarking and labor cost analysis.',
        ],
        student: ['HR graduate with strong Excel and a payroll internship.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['人力资源管理', '劳动与社会保障'],
        courses: ['薪酬管理', '社会保障学', '劳动经济学', '税法'],
      },
      'en-US': {
        majors: ['Human Resource Management', 'Accounting'],
        courses: [
          'Compensation Management',
          'Benefits Administration',
          'Labor Economics',
          'Payroll Accounting',
        ],
      },
    },
    workplace: 'corporate',
  },
  {
    id: 'training-specialist',
    names: { 'zh-CN': '培训专员', 'en-US': 'Training Specialist' },
    field: { 'zh-CN': '培训与人才发展', 'en-US': 'learning and development' },
    synonyms: [
      '培训专员',
      '培训经理',
      '培训主管',
      '培训师',
      '企业培训师',
      '内训师',
      '学习发展专员',
      '学习与发展',
      '人才培养专员',
      '课程开发专员',
      '人才发展',
      '人才发展经理',
      'training specialist',
      'training manager',
      'trainer',
      'corporate trainer',
      'learning and development specialist',
      'l&d specialist',
      'learning and development manager',
      'instructional designer',
      'learning specialist',
      'training coordinator',
    ],
    keywords: ['培训体系', 'l&d', '课程开发', 'lms', 'e-learning'],
    skillGroups: {
      'zh-CN': [
        { name: '培训体系', examples: ['培训需求分析', '培训体系搭建', '新员工培训', '领导力项目'] },
        { name: '课程与授课', examples: ['课程开发', '授课与引导', '内训师培养', '线上课程制作'] },
        { name: '效果评估', examples: ['柯氏四级评估', '学习数据分析', '培训预算', '供应商管理'] },
      ],
      'en-US': [
        {
          name: 'Program design',
          examples: ['Needs analysis', 'Curriculum design', 'Onboarding', 'Leadership programs'],
        },
        {
          name: 'Delivery',
          examples: ['Facilitation', 'E-learning authoring', 'Train-the-trainer', 'Blended learning'],
        },
        {
          name: 'Measurement',
          examples: ['Kirkpatrick evaluation', 'Learning analytics', 'Budgeting', 'Vendor management'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责培训的对象与规模，年度培训预算]',
        '[你设计的一个培训项目：需求、内容、形式与参训人数]',
        '[你开发或讲授的课程数量，以及学员满意度]',
        '[培训带来的业务结果，如 新人上岗时间、绩效或晋升率的变化]',
        '[你搭建的学习平台、内训师队伍或培训制度]',
      ],
      'en-US': [
        '[Who you train, how many, and your annual budget]',
        '[A program you designed: needs, content, format and participants]',
        '[Courses you built or taught, and learner satisfaction]',
        '[Business results of training, such as time to productivity, performance or promotion rates]',
        '[Learning platforms, internal trainer networks or policies you set up]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责 2000 人企业的培训体系，年度组织培训 150 场、覆盖 6000 人次',
        '重构新员工培训项目，新人上岗周期从 6 周缩短到 4 周',
        '开发课程 25 门，平均满意度 4.7 分（满分 5 分）',
        '培养内部讲师 40 名，内训课程占比从 30% 提升到 70%，年节省外训费用 80 万元',
        '设计中层管理者领导力项目，参训学员一年内晋升率 25%',
        '上线在线学习平台，线上课程 300 门，员工月活跃率 65%',
      ],
      'en-US': [
        'Ran training for a 2,000-person company: 150 sessions and 6,000 learner seats a year',
        'Rebuilt onboarding, cutting time to productivity from 6 weeks to 4',
        'Built 25 courses rated 4.7 out of 5 on average',
        'Developed 40 internal trainers, raising in-house delivery from 30% to 70% and saving $110K a year',
        'Designed a leadership program for middle managers; 25% were promoted within a year',
        'Launched an LMS with 300 courses and 65% monthly active use',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '新员工入职培训重构', description: '结合岗位任务设计学习路径，缩短上岗周期' },
        { name: '中层领导力发展项目', description: '测评、课程与行动学习结合，培养管理梯队' },
        { name: '内训师队伍建设', description: '选拔与认证内部讲师，沉淀组织经验' },
      ],
      'en-US': [
        {
          name: 'Onboarding redesign',
          description: 'Role-based learning paths that shortened time to productivity',
        },
        {
          name: 'Middle manager leadership program',
          description: 'Assessments, workshops and action learning to build the bench',
        },
        {
          name: 'Internal trainer network',
          description: 'Selected and certified trainers to spread know-how',
        },
      ],
    },
    certifications: {
      'zh-CN': ['企业培训师（职业技能等级证书）', '企业人力资源管理师（二级）', 'ATD CPTD 人才发展认证'],
      'en-US': [
        'Certified Professional in Talent Development (CPTD)',
        'Associate Professional in Talent Development (APTD)',
        'CIPD Level 5 in Learning and Development',
      ],
    },
    tools: {
      'zh-CN': ['云学堂', '钉钉', '飞书', 'PPT', 'Articulate Storyline', '问卷星'],
      'en-US': ['Cornerstone', 'Articulate 360', 'Docebo', 'PowerPoint', 'Zoom', 'SurveyMonkey'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年企业培训经验，搭建过 2000 人企业的培训体系，擅长课程开发与领导力项目。',
          '重视培训结果，新人上岗周期缩短三分之一。',
        ],
        student: ['人力资源管理专业应届生，表达能力强，在校做过学生会培训部长，组织过 20 场培训。'],
      },
      'en-US': {
        experienced: [
          'Training specialist with 6 years building learning for a 2,000-person company, strong in course design and leadership programs.',
          'Focused on outcomes: cut time to productivity by a third.',
        ],
        student: [
          'HR graduate and confident presenter who ran 20 workshops as a student union training lead.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['人力资源管理', '教育技术学'],
        courses: ['培训与开发', '成人学习理论', '组织行为学', '教学设计'],
      },
      'en-US': {
        majors: ['Human Resource Development', 'Instructional Design'],
        courses: [
          'Training and Development',
          'Adult Learning',
          'Organizational Behavior',
          'Instructional Design',
        ],
      },
    },
    workplace: 'corporate',
  },
  {
    id: 'management-consultant',
    names: { 'zh-CN': '管理咨询顾问', 'en-US': 'Management Consultant' },
    field: { 'zh-CN': '管理咨询', 'en-US': 'management consulting' },
    synonyms: [
      '管理咨询顾问',
      '管理咨询',
      '战略咨询顾问',
      '战略分析师',
      '战略规划',
      '战略经理',
      '咨询分析师',
      '企业管理顾问',
      '运营咨询顾问',
      '人力资源咨询顾问',
      '商业顾问',
      'management consultant',
      'strategy consultant',
      'strategy analyst',
      'business consultant',
      'consulting analyst',
      'strategy manager',
      'operations consultant',
      'corporate strategy analyst',
    ],
    keywords: ['咨询', 'consulting', '战略', 'strategy', 'mckinsey', 'bcg', 'bain'],
    skillGroups: {
      'zh-CN': [
        { name: '问题解决', examples: ['结构化思维', '假设驱动', '行业研究', '商业分析'] },
        { name: '交付能力', examples: ['专家访谈', '财务建模', 'PPT 报告', '客户汇报'] },
        { name: '专业领域', examples: ['战略规划', '运营优化', '组织设计', '数字化转型'] },
      ],
      'en-US': [
        {
          name: 'Problem solving',
          examples: [
            'Structured thinking',
            'Hypothesis-driven analysis',
            'Market research',
            'Business cases',
          ],
        },
        {
          name: 'Delivery',
          examples: ['Expert interviews', 'Financial modeling', 'Slide writing', 'Client workshops'],
        },
        {
          name: 'Practice areas',
          examples: ['Corporate strategy', 'Operations', 'Organization design', 'Digital transformation'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你参与的咨询项目类型、客户行业与项目数量]',
        '[一个代表项目：客户问题、你负责的模块与最终建议]',
        '[你做的分析或模型，以及对客户决策的影响]',
        '[你的建议落地后为客户带来的结果，如 成本下降、收入增长]',
        '[你带领的小组或参与的方法论、知识沉淀]',
      ],
      'en-US': [
        '[The kinds of engagements you work on, client industries and how many]',
        '[A signature engagement: the client problem, your workstream and the recommendation]',
        '[Analysis or models you built, and how they shaped client decisions]',
        '[What the client achieved after implementation, such as cost savings or growth]',
        '[Teams you led or practice knowledge you built]',
      ],
    },
    achievements: {
      'zh-CN': [
        '参与 12 个战略与运营咨询项目，客户覆盖零售、制造与金融行业',
        '为一家零售企业设计门店网络优化方案，关闭与调整 40 家门店后年利润提升 1.2 亿元',
        '完成 80 次专家与客户访谈，搭建市场进入模型，支持客户进入东南亚市场',
        '主导采购降本模块，帮助制造业客户年采购成本降低 8%',
        '负责组织设计模块，协助客户完成 3000 人规模的组织调整',
        '撰写行业白皮书 2 份，带来 3 个新项目机会',
      ],
      'en-US': [
        'Worked on 12 strategy and operations engagements across retail, manufacturing and financial services',
        'Designed a store network plan for a retailer; closing and reshaping 40 stores added $17M in annual profit',
        'Ran 80 expert and customer interviews and built a market entry model for a Southeast Asia launch',
        "Led a procurement workstream that cut a manufacturer's annual spend by 8%",
        'Owned the organization design workstream for a 3,000-person restructuring',
        'Co-wrote 2 industry white papers that opened 3 new client opportunities',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '零售门店网络优化', description: '分析门店盈利与选址，提出关停并转方案' },
        { name: '制造业采购降本', description: '品类分析与供应商谈判策略，实现成本节约' },
        { name: '海外市场进入战略', description: '市场评估、进入模式与财务测算' },
      ],
      'en-US': [
        {
          name: 'Retail store network optimization',
          description: 'Store profitability and location analysis behind a close-and-reshape plan',
        },
        {
          name: 'Manufacturing procurement savings',
          description: 'Category analysis and negotiation strategy that delivered savings',
        },
        { name: 'Market entry strategy', description: 'Market assessment, entry model and financial case' },
      ],
    },
    certifications: {
      'zh-CN': ['CMC 国际注册管理咨询师', 'CFA', 'PMP'],
      'en-US': ['Certified Management Consultant (CMC)', 'CFA', 'PMP'],
    },
    tools: {
      'zh-CN': ['PPT', 'Excel', 'think-cell', 'Wind', 'Alteryx', 'Tableau'],
      'en-US': ['PowerPoint', 'Excel', 'think-cell', 'Alteryx', 'Tableau', 'Capital IQ'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年管理咨询经验，参与 12 个战略与运营项目，擅长结构化分析与客户沟通。',
          '建议落地后曾帮助客户年利润提升 1.2 亿元。',
        ],
        student: ['经济学硕士应届生，参加过多次商业案例大赛并获奖，在咨询公司完成两段实习。'],
      },
      'en-US': {
        experienced: [
          'Management consultant with 5 years on 12 strategy and operations engagements, strong in structured analysis and client work.',
          'Recommendations have added $17M in annual profit for one client.',
        ],
        student: ['Economics graduate, case competition winner, with two consulting internships.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['工商管理', '经济学'],
        courses: ['战略管理', '公司金融', '运营管理', '产业经济学'],
      },
      'en-US': {
        majors: ['Business Administration (MBA)', 'Economics'],
        courses: ['Strategy', 'Corporate Finance', 'Operations Management', 'Industrial Organization'],
      },
    },
    workplace: 'corporate',
  },
  {
    id: 'property-manager',
    names: { 'zh-CN': '物业经理', 'en-US': 'Property Manager' },
    field: { 'zh-CN': '物业管理', 'en-US': 'property management' },
    synonyms: [
      '物业经理',
      '物业管理',
      '物业管理员',
      '物业主管',
      '物业项目经理',
      '物业客服',
      '物业管家',
      '楼宇管家',
      '设施经理',
      '设施管理',
      'property manager',
      'property management',
      'facilities manager',
      'facility manager',
      'building manager',
      'assistant property manager',
      'community association manager',
      'facilities coordinator',
      'estate manager',
    ],
    keywords: ['物业', 'facilities', '物业费', '业主满意度', 'facility management'],
    skillGroups: {
      'zh-CN': [
        { name: '物业服务', examples: ['客户服务', '业主沟通', '投诉处理', '社区活动'] },
        { name: '设施管理', examples: ['设备维保', '能耗管理', '消防安全', '保洁绿化监管'] },
        { name: '经营管理', examples: ['物业费收缴', '预算管理', '外包供应商管理', '多种经营'] },
      ],
      'en-US': [
        {
          name: 'Resident services',
          examples: ['Tenant relations', 'Complaint resolution', 'Community events', 'Lease administration'],
        },
        {
          name: 'Facilities',
          examples: [
            'Preventive maintenance',
            'Energy management',
            'Fire and life safety',
            'Vendor oversight',
          ],
        },
        {
          name: 'Business',
          examples: ['Rent and fee collection', 'Budgets', 'Contract management', 'Occupancy'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你管理的项目类型（住宅、写字楼、商业）、面积与户数]',
        '[你的物业费收缴率、业主满意度与投诉处理时效]',
        '[你推动的一项设施或能耗改进，节省的费用]',
        '[你处理的一次突发事件（如 停水停电、消防、极端天气），以及结果]',
        '[你管理的团队与外包供应商，以及服务品质的变化]',
      ],
      'en-US': [
        '[The properties you manage (residential, office, retail), size and units]',
        '[Your collection rate, resident satisfaction and complaint response time]',
        '[A facilities or energy improvement you drove, and the savings]',
        '[An emergency you handled (outage, fire alarm, severe weather) and the outcome]',
        '[The team and contractors you manage, and the change in service quality]',
      ],
    },
    achievements: {
      'zh-CN': [
        '管理 25 万平方米住宅项目、2800 户，团队 60 人',
        '物业费收缴率从 85% 提升到 96%',
        '业主满意度从 78 分提升到 90 分，投诉 24 小时办结率 95%',
        '实施公共区域照明与电梯节能改造，年节约能耗费用 60 万元',
        '组织消防演练 12 次，全年零安全事故',
        '开展社区增值服务，年多种经营收入 150 万元',
      ],
      'en-US': [
        'Managed a 2.7 million sq ft residential community of 2,800 homes with a team of 60',
        'Raised fee collection from 85% to 96%',
        'Lifted resident satisfaction from 78 to 90, closing 95% of complaints within 24 hours',
        'Upgraded common-area lighting and lifts, saving $85K a year in energy',
        'Ran 12 fire drills with zero safety incidents all year',
        'Added community services that brought in $210K in annual revenue',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '老旧小区服务提升', description: '改善公共设施与服务流程，提升业主满意度与收缴率' },
        { name: '节能改造项目', description: '对照明、电梯与空调系统进行节能改造' },
        { name: '智慧物业平台上线', description: '上线线上报修与缴费，提升服务效率' },
      ],
      'en-US': [
        {
          name: 'Aging community turnaround',
          description: 'Better facilities and service that lifted satisfaction and collections',
        },
        { name: 'Energy retrofit', description: 'Lighting, lift and HVAC upgrades that cut energy costs' },
        {
          name: 'Resident app launch',
          description: 'Online repair requests and payments for faster service',
        },
      ],
    },
    certifications: {
      'zh-CN': ['物业管理师（职业技能等级证书）', '消防设施操作员证书', 'IFMA FMP 设施管理专业人士认证'],
      'en-US': [
        'Certified Property Manager (CPM)',
        'Facility Management Professional (FMP)',
        'Certified Manager of Community Associations (CMCA)',
      ],
    },
    tools: {
      'zh-CN': ['物业管理系统', '明源云', '企业微信', 'Excel', '楼宇自控系统', '钉钉'],
      'en-US': ['Yardi', 'AppFolio', 'Buildium', 'Excel', 'Building management systems', 'ServiceChannel'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '8 年物业管理经验，管理 25 万平方米住宅项目，物业费收缴率 96%。',
          '注重服务品质与安全，业主满意度提升到 90 分。',
        ],
        student: ['物业管理专业应届生，服务意识强、沟通耐心，实习期间参与过社区客服与设备巡检。'],
      },
      'en-US': {
        experienced: [
          'Property manager with 8 years running a 2,800-home community with 96% fee collection.',
          'Focused on service and safety, raising satisfaction to 90.',
        ],
        student: [
          'Property management graduate with a service mindset and internship experience in resident services.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['物业管理', '工商管理'],
        courses: ['物业管理实务', '房屋设备管理', '物业法规', '客户服务管理'],
      },
      'en-US': {
        majors: ['Real Estate Management', 'Facility Management'],
        courses: ['Property Management', 'Building Systems', 'Real Estate Law', 'Customer Service'],
      },
    },
    workplace: 'facility-services',
  },
];
