// Job families of marketing specialties and communications: paid media, brand, PR, market research, events,
// product marketing, live-stream selling and content moderation.
import type { JobFamily } from '../job-family.ts';

export const MARKETING_COMMUNICATIONS_FAMILIES: readonly JobFamily[] = [
  {
    id: 'performance-marketer',
    names: { 'zh-CN': '广告投放优化师', 'en-US': 'Performance Marketing Specialist' },
    field: { 'zh-CN': '效果广告投放', 'en-US': 'performance marketing' },
    synonyms: [
      '广告投放',
      '投放优化师',
      '广告优化师',
      '信息流优化师',
      '信息流投放',
      '效果广告投放',
      '竞价专员',
      'SEM专员',
      'SEM优化师',
      'SEO专员',
      'SEO优化师',
      '搜索引擎优化',
      '千川投手',
      '投手',
      '广告投放专员',
      '效果营销专员',
      '媒介投放',
      'performance marketing specialist',
      'performance marketer',
      'performance marketing',
      'paid media specialist',
      'paid social specialist',
      'ppc specialist',
      'ppc manager',
      'sem specialist',
      'seo specialist',
      'seo manager',
      'search engine marketer',
      'media buyer',
      'paid search specialist',
      'growth marketing specialist',
    ],
    keywords: ['seo', 'sem', 'ppc', 'roi', 'roas', '千川', '巨量引擎', 'google ads', '信息流', 'cpa'],
    skillGroups: {
      'zh-CN': [
        { name: '投放渠道', examples: ['巨量引擎', '腾讯广告', '百度营销', '小红书聚光'] },
        { name: '优化能力', examples: ['出价策略', '人群定向', '素材 A/B 测试', '落地页优化'] },
        { name: '数据分析', examples: ['ROI 核算', '归因分析', '转化漏斗', 'Excel 数据透视'] },
      ],
      'en-US': [
        { name: 'Channels', examples: ['Google Ads', 'Meta Ads', 'TikTok Ads', 'Microsoft Advertising'] },
        {
          name: 'Optimization',
          examples: ['Bid strategy', 'Audience targeting', 'Creative testing', 'Landing page CRO'],
        },
        { name: 'Measurement', examples: ['ROAS and CAC', 'Attribution', 'Conversion funnels', 'GA4'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的投放渠道、行业与月消耗规模]',
        '[你的核心投放指标：ROI、CPA 或转化量，以及优化前后的变化]',
        '[你做的一次素材或落地页测试：测试思路与胜出方案的效果]',
        '[你调整的出价、定向或账户结构，带来的成本变化]',
        '[你搭建的数据看板或归因方法，帮助团队做出的预算决策]',
      ],
      'en-US': [
        '[The channels, industry and monthly spend you manage]',
        '[Your core metrics (ROAS, CPA or conversions) and how you moved them]',
        '[A creative or landing page test: the hypothesis and what the winner delivered]',
        '[Bidding, targeting or account structure changes you made, and the effect on cost]',
        '[Dashboards or attribution you set up, and the budget decisions they informed]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责巨量引擎与腾讯广告投放，月消耗 300 万元，整体 ROI 从 1.8 提升到 2.6',
        '重构账户结构与出价策略，获客成本（CPA）下降 35%',
        '每月测试 40 余组创意素材，优质素材占比从 10% 提升到 25%',
        '优化落地页表单与加载速度，转化率从 3.2% 提升到 5.1%',
        '负责品牌官网 SEO，自然搜索流量一年增长 150%',
        '搭建多渠道投放看板，日报制作时间从 2 小时缩短到 10 分钟',
      ],
      'en-US': [
        'Managed $400K a month across Google and Meta, raising ROAS from 1.8 to 2.6',
        'Rebuilt account structure and bidding, cutting CPA by 35%',
        'Tested 40+ creatives a month, growing the share of winning ads from 10% to 25%',
        'Improved landing page forms and load speed, lifting conversion from 3.2% to 5.1%',
        'Owned website SEO and grew organic traffic by 150% in a year',
        'Built a cross-channel dashboard that cut daily reporting from 2 hours to 10 minutes',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '信息流投放降本增效', description: '重构账户与出价策略，在预算不变的情况下提升转化量' },
        { name: '素材测试机制建设', description: '建立素材测试与复盘流程，持续产出高转化素材' },
        { name: '官网 SEO 提升', description: '优化关键词布局、页面结构与外链，提升自然流量' },
      ],
      'en-US': [
        {
          name: 'Paid social efficiency push',
          description: 'New account structure and bidding that grew conversions on the same budget',
        },
        {
          name: 'Creative testing program',
          description: 'A test-and-learn cadence that kept producing high-converting ads',
        },
        {
          name: 'Website SEO program',
          description: 'Keyword mapping, site structure and links that grew organic traffic',
        },
      ],
    },
    certifications: {
      'zh-CN': ['巨量引擎营销认证', 'Google Ads 搜索广告认证', 'Google Analytics 认证'],
      'en-US': [
        'Google Ads Search Certification',
        'Meta Certified Media Buying Professional',
        'Google Analytics Certification',
      ],
    },
    tools: {
      'zh-CN': ['巨量引擎', '腾讯广告', '百度营销', '巨量千川', 'Excel', '神策数据'],
      'en-US': ['Google Ads', 'Meta Ads Manager', 'GA4', 'Semrush', 'Looker Studio', 'Excel'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '4 年效果广告投放经验，管理过月消耗 300 万元的账户，擅长出价策略与素材测试。',
          '用数据说话，曾将获客成本降低 35%。',
        ],
        student: ['市场营销专业在读，熟悉主流广告平台与 Excel 数据分析，做过学生项目的社媒投放。'],
      },
      'en-US': {
        experienced: [
          'Performance marketer with 4 years running accounts of up to $400K a month, strong in bidding and creative testing.',
          'Data-driven; cut CPA by 35% on a major account.',
        ],
        student: ['Marketing student certified in Google Ads who has run paid social for a student venture.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['市场营销', '电子商务'],
        courses: ['网络营销', '消费者行为学', '广告学', '统计学'],
      },
      'en-US': {
        majors: ['Marketing', 'Business Analytics'],
        courses: ['Digital Marketing', 'Consumer Behavior', 'Marketing Analytics', 'Statistics'],
      },
    },
    workplace: 'commerce',
  },
  {
    id: 'brand-manager',
    names: { 'zh-CN': '品牌经理', 'en-US': 'Brand Manager' },
    field: { 'zh-CN': '品牌管理', 'en-US': 'brand management' },
    synonyms: [
      '品牌经理',
      '品牌专员',
      '品牌策划',
      '品牌营销',
      '品牌营销经理',
      '品牌主管',
      '品牌负责人',
      '品牌运营',
      '品牌管理',
      '品牌总监',
      'brand manager',
      'brand specialist',
      'brand marketing manager',
      'brand marketing specialist',
      'associate brand manager',
      'brand strategist',
      'brand director',
      'brand lead',
    ],
    keywords: ['品牌定位', 'brand strategy', 'brand positioning', '品牌调性'],
    skillGroups: {
      'zh-CN': [
        { name: '品牌策略', examples: ['品牌定位', '消费者洞察', '品牌架构', '传播策略'] },
        { name: '整合营销', examples: ['新品上市', '跨界联名', 'KOL 合作', '线下活动'] },
        { name: '管理能力', examples: ['预算管理', '代理商管理', '品牌资产监测', '项目统筹'] },
      ],
      'en-US': [
        {
          name: 'Strategy',
          examples: ['Positioning', 'Consumer insight', 'Brand architecture', 'Communication strategy'],
        },
        {
          name: 'Campaigns',
          examples: ['Product launches', 'Partnerships', 'Influencer programs', 'Experiential events'],
        },
        {
          name: 'Management',
          examples: ['Budget ownership', 'Agency management', 'Brand health tracking', 'P&L awareness'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的品牌或品类、目标人群与年度预算]',
        '[你主导的一次新品上市或整合营销战役：策略、渠道与销量结果]',
        '[你做的品牌定位或视觉升级，以及品牌认知度或美誉度的变化]',
        '[你管理的代理商、KOL 或联名合作：合作方数量与投入产出]',
        '[你用于指导决策的消费者洞察或品牌健康度数据]',
      ],
      'en-US': [
        '[The brand or category you own, its target audience and annual budget]',
        '[A launch or integrated campaign you led: strategy, channels and sales result]',
        '[Positioning or identity work you led, and the change in awareness or preference]',
        '[Agencies, influencers or partnerships you managed, and the return on them]',
        '[Consumer insight or brand health data you used to steer decisions]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责年销售额 5 亿元的护肤品牌，年度营销预算 6000 万元',
        '主导新品上市整合营销，首月销售额 3000 万元，超目标 40%',
        '推动品牌年轻化升级，18 至 30 岁人群品牌认知度提升 12 个百分点',
        '策划与热门 IP 的跨界联名，联名系列 3 天售罄，全网曝光 2 亿次',
        '搭建 KOL 分层合作体系，每年合作达人 300 位，内容互动成本下降 25%',
        '建立品牌健康度季度追踪，为 3 次重大预算调整提供依据',
      ],
      'en-US': [
        'Owned a skincare brand with $70M in annual sales and an $8M marketing budget',
        'Led an integrated launch that sold $4M in its first month, 40% over target',
        'Refreshed the brand for a younger audience, lifting awareness among 18 to 30-year-olds by 12 points',
        'Created a licensing collaboration that sold out in 3 days with 200 million impressions',
        'Built a tiered influencer program of 300 creators a year that cut cost per engagement by 25%',
        'Set up quarterly brand health tracking that informed 3 major budget shifts',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '新品上市整合营销', description: '统筹传播、渠道与销售节奏，实现首月销售超目标' },
        { name: '品牌年轻化升级', description: '重塑品牌定位与视觉，吸引年轻消费人群' },
        { name: 'IP 跨界联名', description: '策划联名产品与传播话题，实现曝光与销量双增长' },
      ],
      'en-US': [
        {
          name: 'Integrated product launch',
          description: 'Aligned media, retail and sales timing to beat first-month targets',
        },
        {
          name: 'Brand refresh for a younger audience',
          description: 'New positioning and identity that drew younger buyers',
        },
        {
          name: 'Licensing collaboration',
          description: 'A co-branded range and campaign that grew reach and sales',
        },
      ],
    },
    certifications: { 'zh-CN': [], 'en-US': [] },
    tools: {
      'zh-CN': ['PPT', 'Excel', '巨量算数', '蝉妈妈', '微博', '小红书'],
      'en-US': ['PowerPoint', 'Excel', 'Nielsen', 'Brandwatch', 'Google Trends', 'Meta Business Suite'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '7 年快消品牌管理经验，负责过年销售额 5 亿元的品牌，擅长新品上市与品牌年轻化。',
          '策划的新品上市首月销售额超目标 40%。',
        ],
        student: ['市场营销专业应届生，在快消公司完成品牌部实习，参与过新品上市项目，对消费者洞察感兴趣。'],
      },
      'en-US': {
        experienced: [
          'Brand manager with 7 years in consumer goods, owning a $70M brand and leading launches and brand refreshes.',
          'Led a launch that beat its first-month target by 40%.',
        ],
        student: [
          'Marketing graduate with a brand internship at a consumer goods company and a launch project behind me.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['市场营销', '广告学'],
        courses: ['品牌管理', '消费者行为学', '整合营销传播', '市场调研'],
      },
      'en-US': {
        majors: ['Marketing', 'Business Administration'],
        courses: [
          'Brand Management',
          'Consumer Behavior',
          'Integrated Marketing Communications',
          'Market Research',
        ],
      },
    },
    workplace: 'corporate',
  },
  {
    id: 'public-relations',
    names: { 'zh-CN': '公关专员', 'en-US': 'PR Specialist' },
    field: { 'zh-CN': '公共关系', 'en-US': 'public relations' },
    synonyms: [
      '公关专员',
      '公关',
      '公关经理',
      '公共关系',
      '媒介公关',
      '品牌公关',
      '媒体关系',
      '企业传播',
      '传播经理',
      '政府关系',
      '危机公关',
      'pr specialist',
      'pr manager',
      'public relations',
      'public relations specialist',
      'public relations manager',
      'communications specialist',
      'communications manager',
      'corporate communications',
      'media relations',
      'press officer',
      'publicist',
      'government relations',
    ],
    keywords: ['媒体关系', 'media relations', '新闻稿', 'press release', '舆情'],
    skillGroups: {
      'zh-CN': [
        { name: '媒体关系', examples: ['媒体邀约', '新闻稿撰写', '专访策划', '发布会执行'] },
        { name: '舆情与危机', examples: ['舆情监测', '危机应对', '声明撰写', '口径管理'] },
        { name: '内容传播', examples: ['企业故事', '高管传播', '社交媒体', '行业活动'] },
      ],
      'en-US': [
        { name: 'Media relations', examples: ['Pitching', 'Press releases', 'Interviews', 'Press events'] },
        {
          name: 'Issues & crisis',
          examples: ['Media monitoring', 'Crisis response', 'Holding statements', 'Message discipline'],
        },
        {
          name: 'Storytelling',
          examples: ['Corporate narrative', 'Executive visibility', 'Social media', 'Award entries'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责传播的公司或品牌，以及维护的媒体资源规模]',
        '[你策划的一次发布会或传播战役：主题、媒体覆盖与传播数据]',
        '[你处理的一次舆情或危机：发现、应对措施与结果]',
        '[你撰写的新闻稿、专访或高管传播内容，以及被报道的情况]',
        '[你建立的舆情监测或传播评估机制，帮助公司做出的判断]',
      ],
      'en-US': [
        '[The company or brand you represent, and the media network you maintain]',
        '[A launch or campaign you ran: the story, coverage and reach]',
        '[An issue or crisis you handled: detection, response and outcome]',
        '[Releases, interviews or executive content you produced, and the coverage it earned]',
        '[Monitoring or measurement you set up, and the decisions it informed]',
      ],
    },
    achievements: {
      'zh-CN': [
        '维护 200 余家科技与财经媒体关系，年度正面报道 600 余篇',
        '策划新品发布会，邀请 80 家媒体出席，全网曝光 1.5 亿次',
        '处置一起产品质量舆情，4 小时内发布声明，负面声量 3 天下降 80%',
        '为 CEO 策划 12 次深度专访，登上 3 家头部财经媒体封面',
        '建立 7×24 小时舆情监测机制，负面信息平均发现时间缩短到 30 分钟',
        '公司获评年度最佳雇主等 5 项行业奖项',
      ],
      'en-US': [
        'Managed relationships with 200+ tech and business journalists, earning 600+ positive stories a year',
        'Ran a product launch attended by 80 outlets with 150 million total impressions',
        'Handled a product quality issue with a statement out in 4 hours; negative volume fell 80% in 3 days',
        'Secured 12 in-depth CEO interviews, including 3 cover stories in leading business media',
        'Set up round-the-clock monitoring that cut average time to spot negative coverage to 30 minutes',
        'Won 5 industry awards including a best-employer title',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '年度新品发布会', description: '统筹议程、媒体邀约与内容，实现广泛曝光' },
        { name: '危机公关预案建设', description: '制定分级预案与口径库，提升应对速度' },
        { name: 'CEO 个人品牌传播', description: '规划专访、演讲与社媒内容，提升行业影响力' },
      ],
      'en-US': [
        {
          name: 'Annual product launch',
          description: 'Agenda, media invitations and content that delivered wide coverage',
        },
        {
          name: 'Crisis playbook',
          description: 'Tiered response plans and approved messaging for faster reaction',
        },
        {
          name: 'CEO visibility program',
          description: 'Interviews, speeches and social content that built industry profile',
        },
      ],
    },
    certifications: {
      'zh-CN': [],
      'en-US': ['Accreditation in Public Relations (APR)', 'CIPR Professional PR Diploma'],
    },
    tools: {
      'zh-CN': ['清博舆情', '新浪舆情通', 'PPT', 'Word', '微博', '微信公众号'],
      'en-US': ['Cision', 'Meltwater', 'Muck Rack', 'PowerPoint', 'LinkedIn', 'X (Twitter)'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年科技行业公关经验，维护 200 余家媒体关系，擅长发布会策划与危机公关。',
          '处置舆情反应迅速，曾在 3 天内使负面声量下降 80%。',
        ],
        student: ['新闻传播专业应届生，文字功底扎实，在公关公司实习期间参与过发布会与媒体邀约。'],
      },
      'en-US': {
        experienced: [
          'PR specialist with 6 years in tech, managing 200+ media relationships and leading launches and crisis response.',
          'Cut negative coverage by 80% in 3 days during a product issue.',
        ],
        student: [
          'Communications graduate with strong writing and an agency internship supporting launches and media outreach.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['新闻学', '传播学'],
        courses: ['公共关系学', '新闻写作', '危机传播', '新媒体传播'],
      },
      'en-US': {
        majors: ['Communications', 'Journalism'],
        courses: ['Public Relations', 'News Writing', 'Crisis Communication', 'Media Law'],
      },
    },
    workplace: 'corporate',
  },
  {
    id: 'market-research-analyst',
    names: { 'zh-CN': '市场研究分析师', 'en-US': 'Market Research Analyst' },
    field: { 'zh-CN': '市场研究', 'en-US': 'market research' },
    synonyms: [
      '市场研究分析师',
      '市场研究',
      '市场调研',
      '市场调研专员',
      '市场分析师',
      '消费者洞察',
      '消费者研究',
      '市场洞察',
      '行业分析专员',
      '调研专员',
      'market research analyst',
      'market researcher',
      'market analyst',
      'consumer insights analyst',
      'insights manager',
      'consumer researcher',
      'market intelligence analyst',
    ],
    keywords: ['问卷设计', 'focus group', '焦点小组', 'consumer insights', '定量研究'],
    skillGroups: {
      'zh-CN': [
        { name: '研究方法', examples: ['问卷设计', '焦点小组', '深度访谈', '联合分析'] },
        { name: '数据分析', examples: ['SPSS', '交叉分析', '聚类分析', '市场规模测算'] },
        { name: '洞察输出', examples: ['研究报告撰写', '竞品分析', '用户画像', '汇报呈现'] },
      ],
      'en-US': [
        {
          name: 'Methods',
          examples: ['Survey design', 'Focus groups', 'In-depth interviews', 'Conjoint analysis'],
        },
        { name: 'Analysis', examples: ['SPSS', 'Segmentation', 'Market sizing', 'Significance testing'] },
        {
          name: 'Insight',
          examples: ['Report writing', 'Competitive analysis', 'Personas', 'Storytelling with data'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的研究领域与客户，每年完成的项目数量]',
        '[一个代表研究项目：研究问题、方法与样本量]',
        '[你的研究结论如何影响了产品、定价或营销决策]',
        '[你做的竞品或行业分析，以及被采纳的建议]',
        '[你改进的研究流程或工具，如 问卷模板、自动化报表]',
      ],
      'en-US': [
        '[The categories and clients you research, and how many projects a year]',
        '[A signature study: the question, method and sample size]',
        '[How your findings changed a product, pricing or marketing decision]',
        '[Competitive or industry analysis you delivered, and what was adopted]',
        '[Research process or tools you improved, such as templates or automated reports]',
      ],
    },
    achievements: {
      'zh-CN': [
        '每年完成 15 个消费者研究项目，覆盖饮料、美妆与家电品类',
        '设计样本量 3000 人的定量调研，为新品定价提供依据，上市后毛利率高于预期 5 个百分点',
        '组织 24 场焦点小组访谈，发现的核心需求被纳入 2 款新品设计',
        '完成新能源汽车未来 5 年市场规模测算，结论被公司年度战略采纳',
        '搭建问卷与报告模板库，项目交付周期缩短 30%',
        '建立竞品月度追踪，覆盖 20 个主要竞品',
      ],
      'en-US': [
        'Delivered 15 consumer studies a year across beverages, beauty and appliances',
        'Designed a 3,000-person pricing survey; the launched product beat its margin target by 5 points',
        'Ran 24 focus groups whose key needs shaped 2 new products',
        'Built a 5-year electric vehicle market sizing model that was adopted into the annual strategy',
        'Built survey and report templates that cut delivery time by 30%',
        'Set up monthly tracking of 20 main competitors',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '新品定价研究', description: '通过联合分析评估价格敏感度，为定价决策提供依据' },
        { name: '目标人群画像研究', description: '结合定量与定性方法描绘核心用户，指导营销策略' },
        { name: '行业市场规模测算', description: '多来源数据交叉验证，给出未来 5 年市场预测' },
      ],
      'en-US': [
        {
          name: 'Pricing study',
          description: 'Conjoint analysis of price sensitivity to guide the launch price',
        },
        {
          name: 'Target audience segmentation',
          description: 'Quantitative and qualitative research that defined the core customer',
        },
        { name: 'Market sizing model', description: 'Triangulated sources into a 5-year market forecast' },
      ],
    },
    certifications: {
      'zh-CN': [],
      'en-US': [
        'Insights Professional Certification (IPC)',
        'MRS Advanced Certificate in Market and Social Research',
      ],
    },
    tools: {
      'zh-CN': ['SPSS', 'Excel', '问卷星', 'Qualtrics', 'PPT', 'Python'],
      'en-US': ['SPSS', 'Qualtrics', 'Excel', 'Tableau', 'PowerPoint', 'R'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年消费者研究经验，熟练运用定量与定性方法，每年交付 15 个研究项目。',
          '研究结论直接支持过新品定价与年度战略决策。',
        ],
        student: ['统计学专业应届生，熟练使用 SPSS 与问卷设计，在调研公司实习期间参与过 3 个消费者项目。'],
      },
      'en-US': {
        experienced: [
          'Market research analyst with 5 years in consumer research, skilled in quantitative and qualitative methods.',
          'Findings have directly shaped launch pricing and annual strategy.',
        ],
        student: [
          'Statistics graduate skilled in SPSS and survey design, with 3 consumer projects from an agency internship.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['市场营销', '统计学'],
        courses: ['市场调查与预测', '消费者行为学', '多元统计分析', '社会研究方法'],
      },
      'en-US': {
        majors: ['Marketing', 'Statistics'],
        courses: ['Marketing Research', 'Consumer Behavior', 'Multivariate Statistics', 'Research Methods'],
      },
    },
    workplace: 'agency',
  },
  {
    id: 'event-planner',
    names: { 'zh-CN': '活动策划', 'en-US': 'Event Planner' },
    field: { 'zh-CN': '活动策划与执行', 'en-US': 'event management' },
    synonyms: [
      '活动策划',
      '活动策划专员',
      '活动执行',
      '活动经理',
      '会展策划',
      '会展专员',
      '会议策划',
      '会务专员',
      '婚礼策划师',
      '婚礼策划',
      '展会策划',
      '活动策划师',
      '会议经理',
      'event planner',
      'event coordinator',
      'event manager',
      'events manager',
      'event specialist',
      'conference coordinator',
      'meeting planner',
      'wedding planner',
      'exhibition coordinator',
      'event producer',
    ],
    keywords: ['会展', 'events', 'mice', '路演', '嘉宾邀约'],
    skillGroups: {
      'zh-CN': [
        { name: '策划能力', examples: ['活动创意', '流程设计', '预算编制', '嘉宾邀约'] },
        { name: '执行管理', examples: ['供应商管理', '现场统筹', '物料与搭建', '应急处理'] },
        { name: '活动类型', examples: ['发布会', '行业峰会', '展会', '年会'] },
      ],
      'en-US': [
        {
          name: 'Planning',
          examples: ['Concept development', 'Run of show', 'Budgeting', 'Speaker management'],
        },
        {
          name: 'Delivery',
          examples: [
            'Vendor management',
            'On-site coordination',
            'Production and staging',
            'Contingency planning',
          ],
        },
        {
          name: 'Event types',
          examples: ['Product launches', 'Conferences', 'Trade shows', 'Corporate offsites'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的活动类型与年度场次，单场规模与预算]',
        '[一场代表活动：目标、创意、你的统筹工作与到场人数或满意度]',
        '[你管理的供应商与预算：节省的费用或按期交付情况]',
        '[你处理过的一次现场突发状况，以及如何保证活动顺利进行]',
        '[活动带来的业务结果，如 线索数、签约额或传播量]',
      ],
      'en-US': [
        '[The events you run each year, their size and budgets]',
        '[A signature event: goals, concept, your role and attendance or satisfaction]',
        '[Vendors and budgets you managed: savings or on-time delivery]',
        '[An on-site problem you handled and how the event stayed on track]',
        '[Business results from events, such as leads, deals or reach]',
      ],
    },
    achievements: {
      'zh-CN': [
        '年均统筹 30 场品牌活动，单场规模 200 至 2000 人',
        '主导年度行业峰会，到场 1800 人，满意度 96%，会后获得销售线索 900 条',
        '通过供应商比价与资源复用，年度活动费用节省 18%',
        '负责公司年会策划与执行，3000 人活动零安全事故',
        '策划城市巡回路演 8 站，累计到场 5000 人，带动签约 1200 万元',
        '建立活动 SOP 与物料清单，筹备周期缩短 25%',
      ],
      'en-US': [
        'Ran 30 brand events a year with 200 to 2,000 attendees each',
        'Led an annual industry summit for 1,800 guests with 96% satisfaction and 900 sales leads',
        'Saved 18% on annual event spend through vendor bidding and reuse',
        'Planned and ran a 3,000-person company celebration without a single safety incident',
        'Produced an 8-city roadshow for 5,000 attendees that supported $1.7M in signed deals',
        'Wrote event playbooks and checklists that cut planning time by 25%',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '年度行业峰会', description: '统筹议程、嘉宾、场地与宣传，打造公司最大规模的品牌活动' },
        { name: '新品城市巡回路演', description: '多城市同步执行，线下体验带动销售转化' },
        { name: '活动执行标准化', description: '沉淀流程、清单与供应商库，提升筹备效率' },
      ],
      'en-US': [
        {
          name: 'Annual industry summit',
          description: "Agenda, speakers, venue and promotion for the company's flagship event",
        },
        { name: 'Multi-city product roadshow', description: 'Hands-on demos in 8 cities that drove sales' },
        {
          name: 'Event operations playbook',
          description: 'Processes, checklists and a vendor roster for faster planning',
        },
      ],
    },
    certifications: {
      'zh-CN': ['CMP 国际注册会议策划师'],
      'en-US': ['Certified Meeting Professional (CMP)', 'Certified Special Events Professional (CSEP)'],
    },
    tools: {
      'zh-CN': ['Excel', 'PPT', '活动行', '金数据', '企业微信', 'Keynote'],
      'en-US': ['Cvent', 'Eventbrite', 'Excel', 'Asana', 'Canva', 'Zoom Events'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年活动策划与执行经验，年均统筹 30 场活动，擅长千人级峰会与发布会。',
          '预算把控严格，现场应变能力强。',
        ],
        student: ['会展经济与管理专业应届生，在校组织过 1000 人规模的校园活动，细致且抗压能力强。'],
      },
      'en-US': {
        experienced: [
          'Event planner with 6 years running about 30 events a year, from launches to 2,000-person summits.',
          'Tight on budgets and calm on site.',
        ],
        student: [
          'Event management graduate who organized a 1,000-person campus festival; detail-minded and calm under pressure.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['会展经济与管理', '市场营销'],
        courses: ['会展策划', '活动管理', '公共关系学', '项目管理'],
      },
      'en-US': {
        majors: ['Event Management', 'Hospitality Management'],
        courses: ['Event Planning', 'Venue Operations', 'Marketing', 'Project Management'],
      },
    },
    workplace: 'agency',
  },
  {
    id: 'product-marketing-manager',
    names: { 'zh-CN': '产品市场经理', 'en-US': 'Product Marketing Manager' },
    field: { 'zh-CN': '产品市场', 'en-US': 'product marketing' },
    synonyms: [
      '产品市场经理',
      '产品市场',
      '产品营销经理',
      '产品市场专员',
      'PMM',
      '解决方案营销经理',
      '行业营销经理',
      'product marketing manager',
      'product marketing',
      'product marketer',
      'product marketing specialist',
      'solutions marketing manager',
      'go to market manager',
      'gtm manager',
    ],
    keywords: ['gtm', '产品定位', 'competitive intelligence', 'sales enablement'],
    skillGroups: {
      'zh-CN': [
        { name: '市场策略', examples: ['产品定位', '目标客户画像', '定价策略', 'GTM 规划'] },
        { name: '内容与赋能', examples: ['卖点提炼', '销售赋能材料', '客户案例', '产品发布'] },
        { name: '市场洞察', examples: ['竞品分析', '客户访谈', '赢单丢单分析', '市场调研'] },
      ],
      'en-US': [
        {
          name: 'Strategy',
          examples: ['Positioning', 'Ideal customer profiles', 'Pricing and packaging', 'Go-to-market plans'],
        },
        {
          name: 'Content & enablement',
          examples: ['Messaging', 'Sales playbooks', 'Customer stories', 'Launches'],
        },
        {
          name: 'Insight',
          examples: [
            'Competitive intelligence',
            'Customer interviews',
            'Win-loss analysis',
            'Market research',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的产品线、目标市场与客户类型]',
        '[你主导的一次产品发布：定位、渠道与发布后的线索或收入]',
        '[你制作的销售赋能材料或培训，以及对赢单率的影响]',
        '[你做的竞品或赢单丢单分析，以及带来的策略调整]',
        '[你参与的定价或套餐设计，以及收入变化]',
      ],
      'en-US': [
        '[The product line, target market and customers you cover]',
        '[A launch you led: positioning, channels and the leads or revenue that followed]',
        '[Sales enablement you built, and its effect on win rates]',
        '[Competitive or win-loss analysis you ran, and the strategy changes it led to]',
        '[Pricing or packaging you shaped, and the revenue impact]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责 SaaS 协同产品的市场策略，产品年收入从 8000 万元增长到 1.5 亿元',
        '主导 3 次重大版本发布，发布季度新增销售线索 4000 条',
        '编写销售手册与竞品应对卡，销售团队赢单率提升 10 个百分点',
        '完成 40 位客户深度访谈，重塑产品定位后官网转化率提升 35%',
        '推动套餐与定价调整，客单价提升 22%',
        '产出 25 篇客户成功案例，其中 6 篇被用于重点行业投标',
      ],
      'en-US': [
        'Owned go-to-market for a collaboration SaaS product that grew from $11M to $21M in annual revenue',
        'Led 3 major launches that generated 4,000 new leads in their quarters',
        'Wrote sales playbooks and battlecards that lifted win rates by 10 points',
        'Interviewed 40 customers and repositioned the product, raising website conversion by 35%',
        'Reworked packaging and pricing, lifting average deal size by 22%',
        'Produced 25 customer stories, 6 of them used in key industry bids',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '产品重新定位', description: '基于客户访谈与竞品分析重塑定位与核心信息' },
        { name: '年度旗舰版本发布', description: '统筹发布会、内容与销售培训，拉动线索增长' },
        { name: '销售赋能体系', description: '建立销售手册、竞品卡与案例库，提升赢单率' },
      ],
      'en-US': [
        {
          name: 'Product repositioning',
          description: 'New positioning and messaging grounded in customer and competitor research',
        },
        {
          name: 'Flagship release launch',
          description: 'Event, content and sales training that drove a surge in leads',
        },
        {
          name: 'Sales enablement program',
          description: 'Playbooks, battlecards and stories that raised win rates',
        },
      ],
    },
    certifications: {
      'zh-CN': [],
      'en-US': ['Product Marketing Certified: Core (PMA)', 'Pragmatic Institute PMC'],
    },
    tools: {
      'zh-CN': ['PPT', 'Excel', '飞书文档', 'CRM 系统', 'Figma', '问卷星'],
      'en-US': ['HubSpot', 'Salesforce', 'Gong', 'Google Slides', 'Figma', 'Klue'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年 B2B SaaS 产品市场经验，擅长定位、发布与销售赋能，负责的产品年收入增长近一倍。',
          '懂产品也懂客户，推动销售赢单率提升 10 个百分点。',
        ],
        student: ['市场营销专业应届生，对科技产品有浓厚兴趣，实习期间参与过 SaaS 产品发布与竞品分析。'],
      },
      'en-US': {
        experienced: [
          'Product marketing manager with 6 years in B2B SaaS, strong in positioning, launches and enablement; nearly doubled product revenue.',
          'Lifted sales win rates by 10 points.',
        ],
        student: ['Marketing graduate with a SaaS internship covering a launch and competitive analysis.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['市场营销', '工商管理'],
        courses: ['营销管理', '产品管理', '消费者行为学', '数字营销'],
      },
      'en-US': {
        majors: ['Marketing', 'Business Administration'],
        courses: ['Marketing Strategy', 'Product Management', 'Consumer Behavior', 'Digital Marketing'],
      },
    },
    workplace: 'tech',
  },
  {
    id: 'live-streamer',
    names: { 'zh-CN': '带货主播', 'en-US': 'Live-Stream Host' },
    field: { 'zh-CN': '直播带货', 'en-US': 'live-stream selling' },
    synonyms: [
      '带货主播',
      '主播',
      '直播主播',
      '电商主播',
      '直播带货',
      '网络主播',
      '直播销售员',
      '淘宝主播',
      '抖音主播',
      '副播',
      '场控',
      'live stream host',
      'livestream host',
      'live-stream host',
      'live commerce host',
      'livestream seller',
    ],
    keywords: ['带货', 'live commerce', '直播间'],
    skillGroups: {
      'zh-CN': [
        { name: '直播能力', examples: ['产品讲解', '控场节奏', '互动促单', '镜头表现'] },
        { name: '运营配合', examples: ['脚本策划', '选品', '福利机制设计', '复盘数据'] },
        { name: '品类经验', examples: ['美妆个护', '服饰', '食品', '家居'] },
      ],
      'en-US': [
        {
          name: 'On camera',
          examples: ['Product demos', 'Pacing', 'Audience interaction', 'Closing offers'],
        },
        {
          name: 'Show operations',
          examples: ['Run-of-show scripts', 'Product selection', 'Promotions', 'Post-show analytics'],
        },
        { name: 'Categories', examples: ['Beauty', 'Fashion', 'Food', 'Home'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你直播的平台与品类、每周开播场次与时长]',
        '[你的直播数据：场均 GMV、观看人数、停留时长与转化率]',
        '[你打造的一场代表直播：选品、脚本设计与最终成交额]',
        '[你在话术、节奏或互动上的改进，带来的转化或停留变化]',
        '[粉丝增长、账号成长或合作品牌数量等成绩]',
      ],
      'en-US': [
        '[The platforms and categories you host, and how many hours a week]',
        '[Your show metrics: average sales per show, viewers, watch time and conversion]',
        '[A signature stream: products, script and total sales]',
        '[Changes to your pitch, pacing or interaction, and the effect on conversion or watch time]',
        '[Follower growth, channel milestones or brand partners]',
      ],
    },
    achievements: {
      'zh-CN': [
        '在抖音美妆直播间每周开播 5 场、每场 4 小时，场均 GMV 35 万元',
        '主导一场品牌专场直播，单场成交额 420 万元，创直播间纪录',
        '优化讲解话术与福利节奏，平均停留时长从 45 秒提升到 90 秒',
        '直播间转化率从 2.1% 提升到 4.3%',
        '半年内账号粉丝从 5 万增长到 60 万',
        '合作品牌 40 余个，复播率 70%',
      ],
      'en-US': [
        'Hosted 5 four-hour beauty streams a week averaging $50K in sales per show',
        'Led a brand-exclusive stream that sold $600K, a channel record',
        'Reworked pitches and promotion timing, doubling average watch time from 45 to 90 seconds',
        'Raised stream conversion from 2.1% to 4.3%',
        'Grew the channel from 50,000 to 600,000 followers in six months',
        'Worked with 40+ brands, 70% of which booked again',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '品牌专场直播', description: '与品牌共同选品与设计福利，打造单场成交纪录' },
        { name: '直播话术体系打磨', description: '按品类沉淀讲解与促单话术，提升转化率' },
        { name: '新账号冷启动', description: '从 0 开始搭建直播间人设与内容，快速积累粉丝' },
      ],
      'en-US': [
        {
          name: 'Brand-exclusive stream',
          description: 'Curated products and offers with the brand for a record show',
        },
        {
          name: 'Pitch library',
          description: 'Category-by-category demo and closing scripts that lifted conversion',
        },
        {
          name: 'New channel launch',
          description: 'Built a persona and content plan from zero and grew followers fast',
        },
      ],
    },
    certifications: {
      'zh-CN': ['互联网营销师（直播销售员）职业技能等级证书', '普通话二级甲等证书'],
      'en-US': [],
    },
    tools: {
      'zh-CN': ['抖音直播', '巨量百应', '淘宝直播', '巨量千川', '蝉妈妈', 'OBS'],
      'en-US': ['TikTok Shop LIVE', 'Amazon Live', 'OBS Studio', 'Streamlabs', 'Shopify', 'Canva'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '3 年电商直播经验，专注美妆品类，场均 GMV 35 万元，单场最高 420 万元。',
          '镜头表现自然、控场能力强，善于用数据复盘优化话术。',
        ],
        student: ['播音与主持专业在读，普通话标准、镜头感好，做过校园直播与短视频账号运营。'],
      },
      'en-US': {
        experienced: [
          'Live-stream host with 3 years in beauty, averaging $50K per show with a $600K record.',
          'Natural on camera and uses show data to sharpen every pitch.',
        ],
        student: [
          'Broadcasting student who is confident on camera and has run a campus live-stream channel.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['播音与主持艺术', '电子商务'],
        courses: ['播音发声', '即兴口语表达', '网络营销', '直播电商实务'],
      },
      'en-US': {
        majors: ['Broadcasting', 'Marketing'],
        courses: ['Presenting', 'Public Speaking', 'Digital Marketing', 'E-commerce'],
      },
    },
    workplace: 'commerce',
  },
  {
    id: 'content-moderator',
    names: { 'zh-CN': '内容审核员', 'en-US': 'Content Moderator' },
    field: { 'zh-CN': '内容审核', 'en-US': 'content moderation' },
    synonyms: [
      '内容审核员',
      '内容审核',
      '内容审核专员',
      '内容安全专员',
      '内容安全',
      '视频审核',
      '图文审核',
      '信息审核员',
      'content moderator',
      'content moderation',
      'content reviewer',
      'trust and safety specialist',
      'trust and safety analyst',
      'community moderator',
      'policy enforcement specialist',
      'content review specialist',
    ],
    keywords: ['trust and safety', '内容安全策略', 'moderation'],
    skillGroups: {
      'zh-CN': [
        { name: '审核能力', examples: ['图文审核', '视频审核', '直播巡查', '评论审核'] },
        { name: '政策理解', examples: ['审核规则', '网络信息内容生态治理规定', '敏感信息识别', '违规判定'] },
        { name: '质量与效率', examples: ['质检', '案例沉淀', '规则反馈', '审核系统操作'] },
      ],
      'en-US': [
        {
          name: 'Review',
          examples: ['Image and text review', 'Video review', 'Live-stream patrols', 'Comment moderation'],
        },
        {
          name: 'Policy',
          examples: [
            'Community guidelines',
            'Harmful content categories',
            'Escalation rules',
            'Regional regulations',
          ],
        },
        {
          name: 'Quality',
          examples: ['Quality audits', 'Case libraries', 'Policy feedback', 'Moderation tooling'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你审核的内容类型与平台，日均审核量]',
        '[你的审核准确率、质检合格率与时效]',
        '[你发现或处置的一类风险内容，以及处理结果]',
        '[你整理的案例或对审核规则提出的改进建议]',
        '[你承担的质检或带教工作：抽检量、培训人数与效果]',
      ],
      'en-US': [
        '[The content and platform you review, and your daily volume]',
        '[Your accuracy, audit pass rate and turnaround time]',
        '[A category of harmful content you found or handled, and the outcome]',
        '[Case write-ups or policy improvements you contributed]',
        '[Quality audits or training you led: samples checked, people trained and results]',
      ],
    },
    achievements: {
      'zh-CN': [
        '日均审核短视频 1500 条，准确率 99.2%，时效达标率 100%',
        '负责直播间巡查，每班处置违规直播 60 余场',
        '发现并上报一类新型诈骗引流内容，推动规则更新后同类内容减少 70%',
        '整理疑难审核案例 200 条，新人培训周期缩短 1 周',
        '担任质检员，每月抽检 1 万条，团队误判率下降 30%',
        '连续 4 个季度绩效评定为优秀',
      ],
      'en-US': [
        'Reviewed 1,500 short videos a day at 99.2% accuracy, always within the time target',
        'Patrolled live streams, taking action on 60+ violating streams per shift',
        'Spotted a new scam pattern; the resulting policy update cut it by 70%',
        'Wrote up 200 hard cases, shortening new-moderator training by a week',
        'Audited 10,000 decisions a month as quality reviewer, cutting team error rate by 30%',
        'Rated outstanding for 4 quarters in a row',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '新型违规内容识别', description: '总结特征并推动规则与模型更新，降低违规曝光' },
        { name: '审核案例库建设', description: '整理典型与疑难案例，统一团队判定尺度' },
        { name: '审核质检机制优化', description: '调整抽检策略与反馈流程，提升审核准确率' },
      ],
      'en-US': [
        {
          name: 'Emerging abuse detection',
          description: 'Documented a new abuse pattern and drove policy and model updates',
        },
        {
          name: 'Moderation case library',
          description: 'Typical and hard cases that aligned team decisions',
        },
        {
          name: 'Quality audit redesign',
          description: 'New sampling and feedback loops that raised accuracy',
        },
      ],
    },
    certifications: {
      'zh-CN': [],
      'en-US': [],
    },
    tools: {
      'zh-CN': ['内部审核系统', 'Excel', '飞书', '企业微信', '质检平台', '工单系统'],
      'en-US': ['Internal moderation tools', 'Excel', 'Google Sheets', 'Zendesk', 'Jira', 'Slack'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '3 年短视频平台内容审核经验，日均审核 1500 条，准确率 99% 以上。',
          '熟悉平台规则与相关法规，善于发现新型风险内容。',
        ],
        student: ['汉语言文学专业应届生，细致耐心、判断力强，能适应倒班工作。'],
      },
      'en-US': {
        experienced: [
          'Content moderator with 3 years on a short-video platform, reviewing 1,500 items a day above 99% accuracy.',
          'Knows policy well and is quick to spot new abuse patterns.',
        ],
        student: ['Graduate with sharp judgment and patience, comfortable with shift work.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['汉语言文学', '网络与新媒体'],
        courses: ['传播法规与伦理', '新媒体概论', '现代汉语', '网络舆情分析'],
      },
      'en-US': {
        majors: ['Communications', 'Psychology'],
        courses: ['Media Ethics', 'Digital Culture', 'Psychology', 'Critical Thinking'],
      },
    },
    workplace: 'tech',
  },
];
