// Job families of product and design: product manager, UI/UX designer, graphic designer.
import type { JobFamily } from '../job-family.ts';

export const PRODUCT_DESIGN_FAMILIES: readonly JobFamily[] = [
  {
    id: 'product-manager',
    names: { 'zh-CN': '产品经理', 'en-US': 'Product Manager' },
    field: { 'zh-CN': '产品管理', 'en-US': 'product management' },
    synonyms: [
      '产品经理',
      '产品专员',
      '产品策划',
      'B端产品经理',
      'C端产品经理',
      '数据产品经理',
      'AI产品经理',
      '策略产品经理',
      '商业化产品经理',
      '增长产品经理',
      'product manager',
      'product owner',
      'apm',
      'technical product manager',
      'product specialist',
      'growth product manager',
    ],
    keywords: ['产品', 'product', 'prd', '需求分析', '产品规划', 'roadmap', 'product discovery'],
    skillGroups: {
      'zh-CN': [
        { name: '产品能力', examples: ['需求分析', '产品规划', 'PRD 撰写', '竞品分析'] },
        { name: '数据能力', examples: ['SQL', '指标体系', 'A/B 测试', '漏斗分析'] },
        { name: '工具', examples: ['Axure', 'Figma', '墨刀', 'Xmind'] },
        { name: '协作', examples: ['项目推进', '跨部门沟通', '敏捷开发'] },
      ],
      'en-US': [
        {
          name: 'Product skills',
          examples: ['Discovery', 'Roadmapping', 'Writing PRDs', 'Competitive analysis'],
        },
        { name: 'Data', examples: ['SQL', 'Metrics design', 'A/B testing', 'Funnel analysis'] },
        { name: 'Tools', examples: ['Figma', 'Jira', 'Amplitude', 'Miro'] },
        { name: 'Delivery', examples: ['Agile / Scrum', 'Stakeholder management', 'Go-to-market planning'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的产品或功能模块：目标用户、规模与你的职责范围]',
        '[一个你从需求调研到上线的功能：发现的问题、方案与上线后的数据变化]',
        '[你制定的产品规划或版本节奏，以及达成的业务目标]',
        '[你通过数据分析或 A/B 实验做出的一个产品决策及结果]',
        '[你协调研发、设计、运营推进项目的方式与交付结果]',
      ],
      'en-US': [
        '[The product or area you own: target users, scale and your scope]',
        '[A feature you took from discovery to launch: the problem, the solution and the metric it moved]',
        '[A roadmap or release plan you set, and the business goal it reached]',
        '[A product decision you made from data or an A/B test, and the outcome]',
        '[How you aligned engineering, design and go-to-market teams to ship, and what shipped]',
      ],
    },
    achievements: {
      'zh-CN': [
        '主导会员体系改版，付费会员数 6 个月内增长 45%，续费率提升 12 个百分点',
        '重新设计新用户引导流程，次日留存从 32% 提升到 41%',
        '从 0 到 1 搭建 B 端 SaaS 审批模块，上线一年覆盖 300 家企业客户',
        '通过 A/B 实验优化结算页，支付转化率提升 9%',
        '建立需求评审与优先级机制，研发交付准时率从 60% 提升到 90%',
        '每月组织 10 场以上用户访谈，沉淀需求池 300 余条，指导季度规划',
      ],
      'en-US': [
        'Led the membership redesign that grew paid members by 45% in 6 months and raised renewal by 12 points',
        'Redesigned new-user onboarding, lifting day-1 retention from 32% to 41%',
        'Launched a B2B approval-workflow module from scratch that reached 300 business customers in its first year',
        'Improved the checkout page through A/B testing, raising payment conversion by 9%',
        'Introduced intake and prioritization rituals that raised on-time delivery from 60% to 90%',
        'Ran 10+ user interviews a month and kept a backlog of 300+ insights that shaped quarterly planning',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '会员体系改版', description: '重构权益与定价，带动付费会员与续费率双增长' },
        { name: '新用户引导优化', description: '基于漏斗数据重设计首次使用流程，提升留存' },
        { name: 'B 端审批流程产品', description: '面向中小企业的在线审批产品，从 0 到 1 规划上线' },
      ],
      'en-US': [
        {
          name: 'Membership redesign',
          description: 'Reworked benefits and pricing, growing both paid members and renewals',
        },
        {
          name: 'Onboarding revamp',
          description: 'Rebuilt the first-run experience from funnel data to lift retention',
        },
        {
          name: 'B2B approval workflows',
          description: 'An online approvals product for small businesses, planned and launched from zero',
        },
      ],
    },
    certifications: {
      'zh-CN': ['NPDP 产品经理国际资格认证', 'PMP 项目管理专业人士认证', 'CSPO 认证产品负责人'],
      'en-US': [
        'Certified Scrum Product Owner (CSPO)',
        'Pragmatic Institute PMC',
        'Professional Scrum Product Owner (PSPO I)',
      ],
    },
    tools: {
      'zh-CN': ['Axure', 'Figma', '墨刀', 'Xmind', '飞书', 'SQL'],
      'en-US': ['Figma', 'Jira', 'Confluence', 'Amplitude', 'Miro', 'SQL'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年互联网产品经验，负责过用户规模千万级的 C 端产品，擅长用户增长与会员商业化。',
          '以数据驱动决策，主导的会员改版使付费会员半年增长 45%。',
        ],
        student: [
          '信息管理专业在读，有两段产品实习经历，能独立完成需求分析、原型设计与 PRD 撰写。',
          '关注用户体验，习惯用数据验证想法，沟通与推动能力较强。',
        ],
      },
      'en-US': {
        experienced: [
          'Product manager with 5 years in consumer internet, owning products with 10 million users and specializing in growth and monetization.',
          'Data-driven; the membership redesign I led grew paid members by 45% in six months.',
        ],
        student: [
          'Information management student with two product internships, able to run discovery, prototype and write PRDs.',
          'Cares about user experience, tests ideas with data and keeps cross-functional work moving.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['信息管理与信息系统', '计算机科学与技术', '工商管理'],
        courses: ['管理信息系统', '用户体验设计', '统计学', '市场营销学'],
      },
      'en-US': {
        majors: ['Information Systems', 'Computer Science', 'Business Administration'],
        courses: ['Information Systems', 'User Experience Design', 'Statistics', 'Marketing'],
      },
    },
    workplace: 'tech',
  },
  {
    id: 'ui-ux-designer',
    names: { 'zh-CN': 'UI/UX 设计师', 'en-US': 'UI/UX Designer' },
    field: { 'zh-CN': '用户体验与界面设计', 'en-US': 'UI and UX design' },
    synonyms: [
      'UI设计师',
      'UI设计',
      'UX设计师',
      'UX设计',
      'UI/UX设计师',
      'UE设计师',
      '交互设计师',
      '交互设计',
      '用户体验设计师',
      '用户体验设计',
      '用户研究员',
      '用户研究',
      '体验设计师',
      '产品设计师',
      '产品设计',
      '界面设计师',
      'APP设计师',
      '网页设计师',
      'ui designer',
      'ux designer',
      'ui ux designer',
      'ux ui designer',
      'product designer',
      'interaction designer',
      'user experience designer',
      'user interface designer',
      'ux researcher',
      'user researcher',
      'web designer',
      'app designer',
      'visual interaction designer',
    ],
    keywords: [
      'ui',
      'ux',
      'figma',
      'sketch',
      '原型设计',
      'wireframing',
      '可用性测试',
      'usability testing',
      'design system',
      '设计系统',
    ],
    skillGroups: {
      'zh-CN': [
        { name: '设计能力', examples: ['界面设计', '交互设计', '信息架构', '设计规范'] },
        { name: '用户研究', examples: ['用户访谈', '可用性测试', '问卷设计', '数据分析'] },
        { name: '工具', examples: ['Figma', 'Sketch', 'Photoshop', 'Principle'] },
      ],
      'en-US': [
        {
          name: 'Design',
          examples: ['Visual design', 'Interaction design', 'Information architecture', 'Design systems'],
        },
        {
          name: 'Research',
          examples: ['User interviews', 'Usability testing', 'Surveys', 'Journey mapping'],
        },
        { name: 'Tools', examples: ['Figma', 'Sketch', 'Adobe XD', 'ProtoPie'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责设计的产品或模块：平台、用户规模与你的设计范围]',
        '[一次改版设计：发现的体验问题、设计方案与上线后的数据变化]',
        '[你搭建或维护的设计规范或组件库，提升了多少设计与开发效率]',
        '[你组织的用户研究或可用性测试：样本量、结论与落地的改进]',
        '[与产品、研发协作推动设计还原与上线的过程]',
      ],
      'en-US': [
        '[The product or area you design for: platform, number of users and your scope]',
        '[A redesign: the usability problem, your solution and the metric after launch]',
        '[A design system or component library you built, and how much faster design and build became]',
        '[User research or usability tests you ran: participants, findings and the changes made]',
        '[How you worked with product and engineering to get the design built as intended]',
      ],
    },
    achievements: {
      'zh-CN': [
        '主导 App 首页改版设计，点击率提升 20%，用户满意度评分从 3.8 提升到 4.5',
        '搭建覆盖 120 个组件的设计系统，设计稿交付效率提升 40%',
        '组织 5 轮可用性测试共 40 名用户，定位 18 个体验问题并推动全部修复',
        '重新设计注册流程，步骤由 6 步精简为 3 步，注册完成率提升 25%',
        '完成 B 端后台 60 余个页面的交互与视觉设计，客服咨询量下降 30%',
        '推动上线前的设计走查机制，页面设计还原度从 80% 提升到 95%',
      ],
      'en-US': [
        'Led the app home-screen redesign, lifting click-through by 20% and satisfaction from 3.8 to 4.5',
        'Built a design system of 120 components that made design hand-off 40% faster',
        'Ran 5 rounds of usability testing with 40 users, finding 18 issues that were all fixed',
        'Cut sign-up from 6 steps to 3, raising completion by 25%',
        'Designed 60+ screens of a B2B admin console, reducing support tickets by 30%',
        'Introduced design QA before release, raising build fidelity to the designs from 80% to 95%',
      ],
    },
    projects: {
      'zh-CN': [
        { name: 'App 首页改版', description: '重构信息层级与视觉风格，提升内容点击与满意度' },
        { name: '企业设计系统', description: '统一组件、色彩与排版规范，设计与开发共用一套资产' },
        { name: '注册流程体验优化', description: '基于用户测试精简注册步骤，完成率显著提升' },
      ],
      'en-US': [
        {
          name: 'App home redesign',
          description: 'New information hierarchy and visual style that raised engagement',
        },
        {
          name: 'Company design system',
          description: 'Shared components, color and type used by design and engineering alike',
        },
        {
          name: 'Sign-up flow optimization',
          description: 'Simplified sign-up from usability findings, sharply raising completion',
        },
      ],
    },
    certifications: {
      'zh-CN': ['Adobe 认证设计师（ACP）', 'NN/g 用户体验认证'],
      'en-US': ['Google UX Design Professional Certificate', 'NN/g UX Certification'],
    },
    tools: {
      'zh-CN': ['Figma', 'Sketch', 'Photoshop', 'Illustrator', 'Principle', '即时设计'],
      'en-US': ['Figma', 'Sketch', 'Adobe XD', 'Illustrator', 'ProtoPie', 'Maze'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年 UI/UX 设计经验，负责过 C 端 App 与 B 端后台的交互与视觉设计，擅长搭建设计系统。',
          '以用户研究和数据验证设计，主导的改版使核心页面点击率提升 20%。',
        ],
        student: [
          '视觉传达设计专业在读，熟练使用 Figma 与 Photoshop，有完整的 App 设计作品集。',
          '参加过设计竞赛并获奖，重视细节，乐于通过用户访谈理解需求。',
        ],
      },
      'en-US': {
        experienced: [
          'UI/UX designer with 5 years across consumer apps and B2B consoles, experienced in building design systems.',
          'Grounds design in research and data; a redesign I led lifted click-through by 20%.',
        ],
        student: [
          'Visual communication student fluent in Figma and Photoshop with a portfolio of complete app designs.',
          'Award-winning in a student design competition, detail-oriented and keen on learning from user interviews.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['视觉传达设计', '数字媒体艺术', '工业设计'],
        courses: ['交互设计', '用户体验研究', '版式设计', '设计心理学'],
      },
      'en-US': {
        majors: ['Interaction Design', 'Graphic Design', 'Human-Computer Interaction'],
        courses: ['Interaction Design', 'User Research', 'Typography', 'Design Psychology'],
      },
    },
    workplace: 'tech',
  },
  {
    id: 'graphic-designer',
    names: { 'zh-CN': '平面设计师', 'en-US': 'Graphic Designer' },
    field: { 'zh-CN': '平面与视觉设计', 'en-US': 'graphic design' },
    synonyms: [
      '平面设计师',
      '平面设计',
      '视觉设计师',
      '视觉设计',
      '美工',
      '电商美工',
      '品牌设计师',
      '品牌视觉设计',
      '海报设计',
      '包装设计师',
      '包装设计',
      '广告设计师',
      '广告设计',
      '排版设计',
      'graphic designer',
      'graphic design',
      'visual designer',
      'brand designer',
      'packaging designer',
      'layout designer',
      'marketing designer',
      'print designer',
      'creative designer',
    ],
    keywords: ['photoshop', 'indesign', 'coreldraw', 'vi设计', '品牌视觉'],
    skillGroups: {
      'zh-CN': [
        { name: '设计能力', examples: ['品牌 VI', '海报与物料', '版式设计', '包装设计'] },
        { name: '软件', examples: ['Photoshop', 'Illustrator', 'InDesign', 'CorelDRAW'] },
        { name: '延展能力', examples: ['C4D', '手绘插画', 'AE 动效', '摄影修图'] },
      ],
      'en-US': [
        { name: 'Design', examples: ['Brand identity', 'Print & campaign assets', 'Layout', 'Packaging'] },
        { name: 'Software', examples: ['Photoshop', 'Illustrator', 'InDesign', 'Figma'] },
        { name: 'Also', examples: ['Cinema 4D', 'Illustration', 'After Effects', 'Photo retouching'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的品牌或业务的视觉设计：设计类型（海报、VI、电商详情页）与产出量]',
        '[一次活动或品牌项目的视觉设计，以及带来的传播或转化数据]',
        '[你建立或维护的品牌视觉规范，如何保证多渠道一致]',
        '[你在工期紧张时的交付案例：数量、时间与质量]',
        '[与市场、运营、印刷厂协作落地物料的过程与结果]',
      ],
      'en-US': [
        '[The brand or business you design for: kinds of work (campaigns, identity, product pages) and volume]',
        '[A campaign or brand project you designed, with its reach or conversion results]',
        '[Brand guidelines you created or maintain, and how they keep channels consistent]',
        '[A tight-deadline delivery: how many pieces, how fast and to what standard]',
        '[How you worked with marketing, operations or printers to get assets produced]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责 618 大促全套视觉设计，产出主视觉及延展物料 200 余张，活动页点击率提升 30%',
        '重新设计电商商品详情页，商品转化率平均提升 15%',
        '主导品牌 VI 升级，制定 40 页视觉规范手册，覆盖线上线下全部渠道',
        '设计的系列产品包装获得行业设计奖，新品首月销量突破 10 万件',
        '建立常用设计模板库，日常物料出图时间缩短 50%',
        '每月稳定产出海报、长图与社交媒体配图 150 余张，准时交付率 100%',
      ],
      'en-US': [
        'Designed the full visual campaign for a mid-year sale, 200+ assets that lifted landing-page clicks by 30%',
        'Redesigned product detail pages, raising average conversion by 15%',
        'Led a brand identity refresh with a 40-page guideline covering every online and offline channel',
        'Designed a packaging series that won an industry award and helped the launch sell 100,000 units in its first month',
        'Built a template library that cut turnaround time for everyday assets by 50%',
        'Delivered 150+ posters and social graphics a month, all on time',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '品牌 VI 升级', description: '重塑标志、色彩与字体体系，并输出完整视觉规范' },
        { name: '大促活动视觉', description: '从主视觉到全渠道延展物料的整套活动设计' },
        { name: '新品包装设计', description: '系列化包装设计，兼顾货架辨识度与生产成本' },
      ],
      'en-US': [
        {
          name: 'Brand identity refresh',
          description: 'New logo, color and type system with complete brand guidelines',
        },
        {
          name: 'Seasonal sale campaign',
          description: 'Key visual and every channel asset for a major sales event',
        },
        {
          name: 'Product packaging series',
          description: 'Packaging designed for shelf impact within production costs',
        },
      ],
    },
    certifications: {
      'zh-CN': ['Adobe 认证专家（ACP）', '全国计算机信息高新技术考试 图像处理'],
      'en-US': [
        'Adobe Certified Professional in Graphic Design & Illustration',
        'Adobe Certified Professional in Print & Digital Media',
      ],
    },
    tools: {
      'zh-CN': ['Photoshop', 'Illustrator', 'InDesign', 'CorelDRAW', 'C4D', '稿定设计'],
      'en-US': ['Photoshop', 'Illustrator', 'InDesign', 'Figma', 'Cinema 4D', 'Canva'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年平面设计经验，擅长品牌 VI、电商视觉与活动物料设计，熟练使用 Adobe 全家桶。',
          '兼顾创意与商业效果，主导的详情页改版使转化率平均提升 15%。',
        ],
        student: [
          '视觉传达设计专业在读，熟练使用 Photoshop、Illustrator，作品集涵盖海报、VI 与包装。',
          '审美扎实，执行力强，能在较短工期内保质交付。',
        ],
      },
      'en-US': {
        experienced: [
          'Graphic designer with 5 years in brand identity, e-commerce visuals and campaign assets, fluent across Adobe Creative Cloud.',
          'Balances creativity with results; my product page redesign raised conversion by 15% on average.',
        ],
        student: [
          'Visual communication student fluent in Photoshop and Illustrator, with a portfolio spanning posters, identity and packaging.',
          'Strong eye and reliable under short deadlines.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['视觉传达设计', '数字媒体艺术', '广告学'],
        courses: ['字体设计', '版式设计', '品牌形象设计', '包装设计'],
      },
      'en-US': {
        majors: ['Graphic Design', 'Visual Communication', 'Fine Arts'],
        courses: ['Typography', 'Layout Design', 'Brand Identity', 'Packaging Design'],
      },
    },
    workplace: 'agency',
  },
];
