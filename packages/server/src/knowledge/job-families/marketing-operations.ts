// Job families of marketing and internet operations: marketing, new media, content, user and e-commerce operations.
import type { JobFamily } from '../job-family.ts';

export const MARKETING_OPERATIONS_FAMILIES: readonly JobFamily[] = [
  {
    id: 'marketing-specialist',
    names: { 'zh-CN': '市场营销专员', 'en-US': 'Marketing Specialist' },
    field: { 'zh-CN': '市场营销', 'en-US': 'marketing' },
    synonyms: [
      '市场营销专员',
      '市场营销',
      '市场专员',
      '营销专员',
      '营销策划',
      '市场策划',
      '市场推广',
      '推广专员',
      '数字营销',
      '整合营销',
      '媒介专员',
      'marketing specialist',
      'marketing executive',
      'marketing coordinator',
      'marketing associate',
      'marketer',
      'digital marketing specialist',
      'digital marketer',
      'digital marketing',
      'growth marketer',
      'marketing',
    ],
    keywords: ['市场', '营销', '品牌推广', 'go to market'],
    skillGroups: {
      'zh-CN': [
        { name: '营销能力', examples: ['营销策划', '品牌传播', '活动执行', '市场调研'] },
        { name: '投放与增长', examples: ['巨量引擎', '腾讯广告', 'SEM', 'ROI 分析'] },
        { name: '工具', examples: ['Excel', '百度统计', '神策数据', 'PPT'] },
      ],
      'en-US': [
        {
          name: 'Marketing',
          examples: ['Campaign planning', 'Brand communications', 'Market research', 'Positioning'],
        },
        { name: 'Digital & paid', examples: ['Google Ads', 'Meta Ads', 'SEO', 'Email marketing'] },
        { name: 'Tools', examples: ['Google Analytics 4', 'HubSpot', 'Excel', 'Canva'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的市场或品牌工作：产品、渠道与年度预算规模]',
        '[一次营销活动：目标、你的策划与执行、曝光与转化数据]',
        '[你负责的广告投放：渠道、预算与 ROI 或获客成本的变化]',
        '[你完成的市场调研或竞品分析，以及据此调整的策略]',
        '[与销售、产品、外部供应商协作落地的项目与结果]',
      ],
      'en-US': [
        '[The marketing or brand work you own: products, channels and annual budget]',
        '[A campaign you ran: the goal, your plan and execution, reach and conversions]',
        '[Paid media you managed: channels, budget, and the change in ROI or cost per acquisition]',
        '[Market or competitor research you did, and the strategy change it led to]',
        '[A project delivered with sales, product or agencies, and its results]',
      ],
    },
    achievements: {
      'zh-CN': [
        '策划新品上市整合营销活动，全网曝光 5000 万次，首月销售额达 800 万元',
        '优化信息流广告投放策略，获客成本下降 32%，ROI 从 1.8 提升到 3.1',
        '负责官网 SEO 优化，自然搜索流量半年增长 120%',
        '组织 12 场线下行业活动，累计获取销售线索 2600 条',
        '完成年度品牌调研，据此调整的产品定位使复购率提升 10%',
        '搭建营销自动化邮件流程，线索转化率提升 25%',
      ],
      'en-US': [
        'Planned an integrated product launch that reached 50 million impressions and drove $1.1M in first-month sales',
        'Reworked paid social targeting, cutting cost per acquisition by 32% and lifting ROAS from 1.8 to 3.1',
        'Led website SEO that grew organic traffic by 120% in six months',
        'Organized 12 industry events that generated 2,600 sales leads',
        'Ran the annual brand study whose repositioning lifted repeat purchase by 10%',
        'Built automated nurture emails that raised lead-to-customer conversion by 25%',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '新品上市整合营销', description: '线上线下联动的上市传播，覆盖社交媒体、电商与门店' },
        { name: '效果广告投放优化', description: '重建投放结构与素材测试机制，持续降低获客成本' },
        { name: '品牌升级调研', description: '定量与定性结合的品牌认知调研，指导品牌定位调整' },
      ],
      'en-US': [
        {
          name: 'Integrated product launch',
          description: 'A launch across social, e-commerce and retail with one message',
        },
        {
          name: 'Paid acquisition optimization',
          description: 'New account structure and creative testing that kept lowering CPA',
        },
        {
          name: 'Brand perception study',
          description: 'Quantitative and qualitative research that reshaped positioning',
        },
      ],
    },
    certifications: {
      'zh-CN': ['巨量引擎营销认证', '百度营销认证', 'Google Ads 认证'],
      'en-US': [
        'Google Ads Search Certification',
        'HubSpot Inbound Marketing Certification',
        'Google Analytics Certification',
      ],
    },
    tools: {
      'zh-CN': ['巨量引擎', '腾讯广告', '百度统计', '神策数据', 'Excel', 'Canva 可画'],
      'en-US': ['Google Ads', 'Meta Ads Manager', 'Google Analytics 4', 'HubSpot', 'Semrush', 'Canva'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年市场营销经验，负责过快消与互联网品牌的整合营销与效果投放，年度预算管理规模 2000 万元。',
          '兼顾品牌声量与销售转化，曾将获客成本降低 32%。',
        ],
        student: [
          '市场营销专业在读，有品牌与新媒体实习经历，熟悉营销策划与活动执行。',
          '对消费者洞察敏感，具备数据分析与文案能力。',
        ],
      },
      'en-US': {
        experienced: [
          'Marketer with 5 years in integrated and performance marketing for consumer brands, managing a $3M annual budget.',
          'Balances brand reach with revenue; cut customer acquisition cost by 32%.',
        ],
        student: [
          'Marketing student with brand and social media internships, experienced in planning and running campaigns.',
          'Curious about consumers, with solid analytical and writing skills.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['市场营销', '广告学', '工商管理'],
        courses: ['市场营销学', '消费者行为学', '市场调查与预测', '品牌管理'],
      },
      'en-US': {
        majors: ['Marketing', 'Business Administration', 'Communications'],
        courses: ['Principles of Marketing', 'Consumer Behavior', 'Marketing Research', 'Brand Management'],
      },
    },
    workplace: 'corporate',
  },
  {
    id: 'new-media-operations',
    names: { 'zh-CN': '新媒体运营', 'en-US': 'Social Media Specialist' },
    field: { 'zh-CN': '新媒体运营', 'en-US': 'social media' },
    synonyms: [
      '新媒体运营',
      '新媒体运营专员',
      '新媒体',
      '新媒体编辑',
      '新媒体专员',
      '公众号运营',
      '微信运营',
      '抖音运营',
      '短视频运营',
      '直播运营',
      '小红书运营',
      '视频号运营',
      '微博运营',
      '自媒体运营',
      '社媒运营',
      '社交媒体运营',
      '达人运营',
      '短视频编导',
      '直播运营专员',
      'social media specialist',
      'social media manager',
      'social media coordinator',
      'social media marketer',
      'social media executive',
      'social media',
      'tiktok specialist',
      'short video operator',
      'livestream operator',
      'influencer marketing specialist',
    ],
    keywords: ['抖音', '小红书', '公众号', '短视频', '直播', '视频号', 'tiktok', 'instagram', 'kol'],
    skillGroups: {
      'zh-CN': [
        { name: '平台运营', examples: ['微信公众号', '抖音', '小红书', '视频号'] },
        { name: '内容能力', examples: ['选题策划', '文案撰写', '短视频脚本', '直播策划'] },
        { name: '工具', examples: ['剪映', '秀米', '135 编辑器', '新榜', '蝉妈妈'] },
      ],
      'en-US': [
        { name: 'Platforms', examples: ['Instagram', 'TikTok', 'LinkedIn', 'YouTube'] },
        {
          name: 'Content',
          examples: ['Content calendars', 'Copywriting', 'Short-form video', 'Community management'],
        },
        { name: 'Tools', examples: ['Hootsuite', 'Sprout Social', 'CapCut', 'Canva'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的新媒体账号：平台、粉丝量与更新频率]',
        '[一条或一组爆款内容：选题思路、阅读或播放量、涨粉数据]',
        '[你策划的直播或线上活动：场次、观看人数与带货或转化数据]',
        '[你如何通过数据复盘调整内容方向，以及调整后的变化]',
        '[你与达人、品牌方或设计同事协作的项目与成果]',
      ],
      'en-US': [
        '[The social accounts you run: platforms, followers and posting cadence]',
        '[A post or series that took off: the idea, views or reach, and followers gained]',
        '[A livestream or online event you planned: sessions, viewers, and sales or sign-ups]',
        '[How you used analytics to change the content plan, and what changed as a result]',
        '[A collaboration with creators, brands or designers, and its outcome]',
      ],
    },
    achievements: {
      'zh-CN': [
        '从 0 运营品牌抖音账号，一年内粉丝增长至 35 万，单条视频最高播放 1200 万',
        '负责公众号内容策划，平均阅读量从 3000 提升到 1.2 万，10 万+ 文章 6 篇',
        '策划并执行 40 场品牌直播，累计观看 200 万人次，带货 GMV 600 万元',
        '搭建小红书达人投放矩阵，合作达人 80 位，笔记总曝光 3000 万',
        '建立内容数据复盘机制，账号互动率提升 45%',
        '搭建选题库与发布日历，账号月均更新量从 12 条提升到 40 条',
      ],
      'en-US': [
        "Grew the brand's TikTok account from zero to 350,000 followers in a year, with a top video at 12 million views",
        'Rebuilt the content calendar, lifting average post reach from 3,000 to 12,000',
        'Planned and hosted 40 brand livestreams with 2 million total viewers and $850K in sales',
        'Built an influencer program of 80 creators whose posts reached 30 million impressions',
        'Introduced weekly content reviews that raised engagement rate by 45%',
        'Set up a topic bank and publishing calendar, raising output from 12 to 40 posts a month',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '品牌抖音账号从 0 到 1', description: '确定账号定位与内容栏目，一年积累 35 万粉丝' },
        { name: '双 11 直播带货', description: '连续 10 天直播策划与执行，GMV 超额完成目标' },
        { name: '小红书达人种草计划', description: '分层筛选达人并统一内容方向，带动搜索量增长' },
      ],
      'en-US': [
        {
          name: 'Brand TikTok launch',
          description: 'Defined the account concept and series, reaching 350,000 followers in a year',
        },
        {
          name: 'Singles’ Day livestream series',
          description: 'Ten days of planned livestreams that beat the sales target',
        },
        {
          name: 'Creator seeding program',
          description: 'Tiered creators with one content brief, driving branded search',
        },
      ],
    },
    certifications: {
      'zh-CN': ['巨量引擎新媒体运营认证', '全国新媒体运营师（中级）'],
      'en-US': ['Meta Certified Digital Marketing Associate', 'Hootsuite Social Marketing Certification'],
    },
    tools: {
      'zh-CN': ['剪映', '秀米', '135 编辑器', '新榜', '蝉妈妈', 'Photoshop'],
      'en-US': ['Hootsuite', 'Sprout Social', 'CapCut', 'Canva', 'Meta Business Suite', 'Later'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '4 年新媒体运营经验，熟悉抖音、小红书与公众号运营规则，从 0 做起过 35 万粉丝的品牌账号。',
          '擅长选题策划与数据复盘，策划的直播累计带货 600 万元。',
        ],
        student: [
          '新闻传播专业在读，运营过校园公众号与个人小红书账号，熟悉短视频拍摄与剪辑。',
          '网感好、执行力强，乐于追踪热点并快速产出内容。',
        ],
      },
      'en-US': {
        experienced: [
          'Social media specialist with 4 years on TikTok, Instagram and LinkedIn, having grown a brand account from zero to 350,000 followers.',
          'Strong at content ideas and analytics; planned livestreams that sold $850K.',
        ],
        student: [
          'Communications student who runs a campus account and a personal channel, comfortable shooting and editing short video.',
          'Quick to spot trends and turn them into content.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['新闻传播学', '网络与新媒体', '广告学'],
        courses: ['新媒体运营', '传播学概论', '视听语言', '文案写作'],
      },
      'en-US': {
        majors: ['Communications', 'Media Studies', 'Marketing'],
        courses: ['Social Media Strategy', 'Mass Communication', 'Video Production', 'Copywriting'],
      },
    },
    workplace: 'media',
  },
  {
    id: 'content-operations',
    names: { 'zh-CN': '内容运营', 'en-US': 'Content Specialist' },
    field: { 'zh-CN': '内容运营', 'en-US': 'content' },
    synonyms: [
      '内容运营',
      '内容运营专员',
      '内容策划',
      '内容专员',
      '内容编辑',
      '文案',
      '文案策划',
      '文案编辑',
      '文案专员',
      '内容营销',
      '内容主编',
      '社区内容运营',
      'content specialist',
      'content operations',
      'content strategist',
      'content manager',
      'content marketer',
      'content marketing specialist',
      'content writer',
      'content creator',
      'copywriter',
      'content editor',
    ],
    keywords: ['内容', 'content', 'copywriting', '选题'],
    skillGroups: {
      'zh-CN': [
        { name: '内容能力', examples: ['选题策划', '文案撰写', '专题策划', '内容审核'] },
        { name: '运营能力', examples: ['内容分发', '数据分析', '作者运营', 'SEO'] },
        { name: '工具', examples: ['秀米', '石墨文档', 'Excel', 'Photoshop'] },
      ],
      'en-US': [
        {
          name: 'Content',
          examples: ['Editorial planning', 'Copywriting', 'Long-form articles', 'Content moderation'],
        },
        { name: 'Distribution', examples: ['SEO', 'Newsletters', 'Content analytics', 'Creator relations'] },
        { name: 'Tools', examples: ['WordPress', 'Google Analytics 4', 'Notion', 'Grammarly'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的内容板块或栏目：内容类型、更新量与读者规模]',
        '[一个你策划的专题或系列内容：选题思路与阅读、转化数据]',
        '[你搭建的内容生产或审核流程，效率或质量的变化]',
        '[你如何用数据指导选题与分发，带来的指标变化]',
        '[你维护的作者或创作者资源，以及合作产出]',
      ],
      'en-US': [
        '[The content area or section you own: formats, volume and audience size]',
        '[A series or feature you planned: the angle, and its readership or conversion]',
        '[A content production or review process you set up, and the change in speed or quality]',
        '[How you used data to choose topics and distribution, and the result]',
        '[Writers or creators you work with, and what you produced together]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责 App 资讯频道内容运营，日均发布 60 篇，频道日活增长 40%',
        '策划「职场进阶」系列专题 20 期，累计阅读 500 万，带来付费转化 1.2 万单',
        '搭建内容标签与审核流程，违规内容漏审率从 2% 降至 0.3%',
        '签约并维护 150 位优质作者，优质内容占比提升至 35%',
        '优化文章 SEO 与标题，搜索引流量提升 80%',
        '建立内容数据周报，爆款选题命中率从 10% 提升到 25%',
      ],
      'en-US': [
        "Ran the app's news channel at 60 articles a day, growing its daily active users by 40%",
        'Planned a 20-part career-growth series with 5 million reads and 12,000 paid conversions',
        'Built content tagging and review workflows that cut missed policy violations from 2% to 0.3%',
        'Recruited and managed 150 contributing writers, raising the share of high-quality content to 35%',
        'Reworked article SEO and headlines, increasing search traffic by 80%',
        'Started a weekly content performance report that raised the hit rate of new topics from 10% to 25%',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '职场进阶专题', description: '20 期系列内容，兼顾传播与付费课程转化' },
        { name: '内容审核流程建设', description: '制定审核标准与分级机制，保证内容安全' },
        { name: '作者成长计划', description: '扶持优质作者稳定产出，提升平台内容质量' },
      ],
      'en-US': [
        {
          name: 'Career-growth content series',
          description: 'A 20-part series built for both reach and course sign-ups',
        },
        {
          name: 'Content review workflow',
          description: 'Review standards and escalation tiers that keep the platform safe',
        },
        {
          name: 'Creator development program',
          description: 'Support that helped good writers publish steadily',
        },
      ],
    },
    certifications: {
      'zh-CN': ['全国新媒体运营师', '普通话二级甲等证书'],
      'en-US': ['HubSpot Content Marketing Certification', 'Google Analytics Certification'],
    },
    tools: {
      'zh-CN': ['秀米', '石墨文档', '飞书文档', 'Excel', 'Photoshop', '稿定设计'],
      'en-US': ['WordPress', 'Notion', 'Google Analytics 4', 'Semrush', 'Grammarly', 'Canva'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '4 年内容运营经验，负责过资讯、知识付费类内容的策划与分发，文字功底扎实。',
          '擅长用数据指导选题，策划的系列专题累计阅读 500 万。',
        ],
        student: [
          '汉语言文学专业在读，担任校报编辑两年，发表文章 30 余篇。',
          '热爱写作，熟悉新媒体排版与基础数据分析。',
        ],
      },
      'en-US': {
        experienced: [
          'Content specialist with 4 years planning and distributing news and learning content, with strong writing skills.',
          'Lets data guide the editorial plan; my feature series reached 5 million reads.',
        ],
        student: [
          'English literature student and two-year editor of the campus newspaper with 30+ published articles.',
          'Loves writing and is comfortable with content tools and basic analytics.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['汉语言文学', '新闻学', '网络与新媒体'],
        courses: ['写作学', '新闻采写', '传播学概论', '编辑出版学'],
      },
      'en-US': {
        majors: ['English', 'Journalism', 'Communications'],
        courses: ['Writing for Media', 'Editing', 'Mass Communication', 'Digital Publishing'],
      },
    },
    workplace: 'tech',
  },
  {
    id: 'user-operations',
    names: { 'zh-CN': '用户运营', 'en-US': 'User Operations Specialist' },
    field: { 'zh-CN': '用户运营', 'en-US': 'user growth and engagement' },
    synonyms: [
      '用户运营',
      '用户运营专员',
      '运营',
      '运营专员',
      '活动运营',
      '社群运营',
      '产品运营',
      '会员运营',
      '私域运营',
      '增长运营',
      '游戏运营',
      '社区运营',
      '用户增长',
      '渠道运营',
      '商家运营',
      '平台运营',
      'user operations specialist',
      'user operations',
      'community manager',
      'community operations',
      'growth operations',
      'crm specialist',
      'lifecycle specialist',
      'retention specialist',
      'engagement specialist',
    ],
    keywords: ['私域', '社群', '拉新', '促活', '留存', 'retention'],
    skillGroups: {
      'zh-CN': [
        { name: '运营能力', examples: ['用户分层', '活动策划', '社群运营', '会员体系'] },
        { name: '数据能力', examples: ['Excel', 'SQL', '漏斗分析', 'A/B 测试'] },
        { name: '工具', examples: ['企业微信', '神策数据', 'Excel', '问卷星'] },
      ],
      'en-US': [
        {
          name: 'Operations',
          examples: ['Segmentation', 'Campaign planning', 'Community building', 'Loyalty programs'],
        },
        { name: 'Data', examples: ['Excel', 'SQL', 'Funnel analysis', 'A/B testing'] },
        { name: 'Tools', examples: ['Braze', 'Mixpanel', 'Discord', 'Typeform'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的用户群体或社群规模，以及核心运营指标]',
        '[一次拉新或促活活动：策划思路、投入与新增或留存数据]',
        '[你搭建的用户分层或会员体系，带来的留存、复购变化]',
        '[你如何收集用户反馈并推动产品改进的例子]',
        '[你负责的私域或社群运营：群数量、活跃度与转化]',
      ],
      'en-US': [
        '[The users or community you are responsible for: size and the key metrics you own]',
        '[An acquisition or re-engagement campaign: the idea, the budget, and users gained or retained]',
        '[A segmentation or loyalty scheme you built, and its effect on retention or repeat purchase]',
        '[How you collected user feedback and got the product changed because of it]',
        '[A community you run: groups, activity levels and conversions]',
      ],
    },
    achievements: {
      'zh-CN': [
        '策划新用户裂变活动，7 天新增注册用户 8 万，获客成本仅为投放渠道的三分之一',
        '搭建用户分层与会员成长体系，30 日留存提升 12 个百分点',
        '运营 200 个私域社群覆盖 6 万用户，社群月度复购率达到 25%',
        '建立用户反馈闭环，推动产品修复体验问题 50 余个，应用商店评分从 4.1 升至 4.6',
        '策划周年庆线上活动，活动期间日活提升 60%，GMV 同比增长 45%',
        '搭建用户流失预警与召回流程，沉默用户召回率达到 18%',
      ],
      'en-US': [
        'Ran a referral campaign that added 80,000 sign-ups in 7 days at a third of paid-channel cost',
        'Built user tiers and a loyalty program that raised 30-day retention by 12 points',
        'Managed 200 community groups with 60,000 members, reaching a 25% monthly repurchase rate',
        'Closed the loop on user feedback, getting 50+ issues fixed and lifting the app rating from 4.1 to 4.6',
        'Planned an anniversary campaign that lifted daily active users by 60% and GMV by 45% year over year',
        'Set up churn alerts and win-back messages that reactivated 18% of dormant users',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '新用户裂变增长活动', description: '邀请有礼机制设计与执行，低成本快速获客' },
        { name: '会员成长体系搭建', description: '设计等级、权益与任务体系，提升用户长期价值' },
        { name: '私域社群运营', description: '企业微信社群分层运营，稳定贡献复购' },
      ],
      'en-US': [
        {
          name: 'Referral growth campaign',
          description: 'Designed and ran invite rewards that acquired users cheaply',
        },
        { name: 'Loyalty program', description: 'Tiers, perks and missions that raised lifetime value' },
        {
          name: 'Community program',
          description: 'Segmented member communities that drove steady repeat purchases',
        },
      ],
    },
    certifications: {
      'zh-CN': ['全国新媒体运营师', '数据分析 CDA Level I'],
      'en-US': ['Braze Certified Practitioner', 'Google Analytics Certification'],
    },
    tools: {
      'zh-CN': ['企业微信', '神策数据', 'Excel', '问卷星', '飞书', '有赞'],
      'en-US': ['Braze', 'Mixpanel', 'Excel', 'Discord', 'Typeform', 'Intercom'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '4 年互联网用户运营经验，熟悉拉新、促活、留存全链路，负责过百万级用户产品。',
          '数据敏感，擅长活动策划与用户分层，搭建的会员体系使留存提升 12 个百分点。',
        ],
        student: [
          '工商管理专业在读，运营过 2000 人的校园社群，策划过多场线上活动。',
          '善于沟通，乐于倾听用户，能用 Excel 做基础数据分析。',
        ],
      },
      'en-US': {
        experienced: [
          'User operations specialist with 4 years across acquisition, activation and retention for products with a million users.',
          'Data-minded campaign planner whose loyalty program raised retention by 12 points.',
        ],
        student: [
          'Business student who runs a 2,000-member campus community and has organized several online events.',
          'Good listener and communicator, comfortable analyzing data in Excel.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['工商管理', '市场营销', '电子商务'],
        courses: ['市场营销学', '消费者行为学', '统计学', '管理学原理'],
      },
      'en-US': {
        majors: ['Business Administration', 'Marketing', 'Psychology'],
        courses: ['Principles of Marketing', 'Consumer Behavior', 'Statistics', 'Management'],
      },
    },
    workplace: 'tech',
  },
  {
    id: 'ecommerce-operations',
    names: { 'zh-CN': '电商运营', 'en-US': 'E-commerce Specialist' },
    field: { 'zh-CN': '电商运营', 'en-US': 'e-commerce' },
    synonyms: [
      '电商运营',
      '电商运营专员',
      '电商专员',
      '电商',
      '店铺运营',
      '网店运营',
      '淘宝运营',
      '天猫运营',
      '京东运营',
      '拼多多运营',
      '抖店运营',
      '亚马逊运营',
      '跨境电商运营',
      '跨境电商',
      'e-commerce specialist',
      'ecommerce specialist',
      'e-commerce operations',
      'ecommerce operations',
      'e-commerce coordinator',
      'ecommerce coordinator',
      'e-commerce manager',
      'ecommerce manager',
      'marketplace specialist',
      'marketplace manager',
      'amazon specialist',
      'online store manager',
    ],
    keywords: ['淘宝', '天猫', '京东', '拼多多', '亚马逊', 'amazon', 'shopify', 'gmv'],
    skillGroups: {
      'zh-CN': [
        { name: '平台运营', examples: ['天猫', '京东', '拼多多', '抖音小店'] },
        { name: '运营能力', examples: ['店铺活动策划', '直通车与万相台', '商品选品', '大促备战'] },
        { name: '数据工具', examples: ['生意参谋', '京东商智', 'Excel', '数据透视表'] },
      ],
      'en-US': [
        { name: 'Marketplaces', examples: ['Amazon', 'Shopify', 'eBay', 'TikTok Shop'] },
        {
          name: 'Operations',
          examples: ['Listing optimization', 'Promotions', 'Inventory planning', 'Sponsored ads'],
        },
        {
          name: 'Data tools',
          examples: ['Seller Central reports', 'Helium 10', 'Excel', 'Google Analytics 4'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的店铺或平台：类目、年销售额与团队规模]',
        '[一次大促（如 618、双 11）的备战与结果：GMV、转化率与目标完成度]',
        '[你做的商品详情页、主图或选品优化，以及转化率变化]',
        '[你负责的站内推广（如直通车）：预算、ROI 与优化动作]',
        '[库存、价格或客服协同方面你做的改进及效果]',
      ],
      'en-US': [
        '[The store or marketplace you run: category, annual sales and team size]',
        '[A peak sale you prepared (e.g. Prime Day, Black Friday): GMV, conversion and target reached]',
        '[Listing, imagery or assortment changes you made, and the conversion change]',
        '[Sponsored ads you manage: budget, ROAS and what you optimized]',
        '[An improvement in inventory, pricing or customer service and its effect]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责天猫旗舰店运营，年 GMV 从 3000 万元增长到 5200 万元',
        '主导双 11 大促备战，当日 GMV 1800 万元，完成目标的 126%',
        '优化主图与详情页，核心商品转化率从 2.1% 提升到 3.4%',
        '调整直通车关键词与出价策略，推广 ROI 从 2.5 提升到 4.2',
        '建立库存预警机制，断货率下降 60%，滞销库存减少 25%',
        '搭建竞品价格监控表并及时调价，核心商品市场份额提升 3 个百分点',
      ],
      'en-US': [
        "Grew the brand's Amazon store from $4M to $7M in annual sales",
        'Led Black Friday preparation; sales on the day hit 126% of target',
        'Reworked main images and listings, lifting conversion of key products from 2.1% to 3.4%',
        'Restructured sponsored-ads keywords and bids, raising ROAS from 2.5 to 4.2',
        'Set up inventory alerts that cut stock-outs by 60% and slow-moving stock by 25%',
        'Built a competitor price tracker whose timely repricing won 3 points of share on key products',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '双 11 大促备战', description: '统筹选品、备货、活动与推广，全店 GMV 超额完成' },
        { name: '详情页转化率优化', description: '基于数据测试主图与卖点表达，提升核心商品转化' },
        { name: '新店铺冷启动', description: '从开店到月销百万，完成新平台店铺的冷启动' },
      ],
      'en-US': [
        {
          name: 'Black Friday readiness',
          description: 'Coordinated assortment, stock, promotions and ads to beat target',
        },
        {
          name: 'Listing conversion program',
          description: 'Tested images and copy with data to lift key products',
        },
        {
          name: 'New marketplace launch',
          description: 'Took a new store from opening to seven-figure monthly sales',
        },
      ],
    },
    certifications: {
      'zh-CN': ['阿里巴巴电商运营认证', '电子商务师（三级）'],
      'en-US': ['Amazon Ads Sponsored Ads Certification', 'Shopify Partner Academy certification'],
    },
    tools: {
      'zh-CN': ['生意参谋', '京东商智', '千牛', 'Excel', 'Photoshop', '抖店后台'],
      'en-US': ['Amazon Seller Central', 'Shopify', 'Helium 10', 'Excel', 'Google Analytics 4', 'Klaviyo'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年电商运营经验，熟悉天猫、京东与抖音电商，负责过年 GMV 5000 万元的旗舰店。',
          '擅长大促策划与数据化运营，曾将核心商品转化率提升 60%。',
        ],
        student: [
          '电子商务专业在读，运营过个人淘宝店铺，熟悉生意参谋与基础推广工具。',
          '对数据敏感，吃苦耐劳，能适应大促节奏。',
        ],
      },
      'en-US': {
        experienced: [
          'E-commerce specialist with 5 years on Amazon and Shopify, running a store with $7M in annual sales.',
          'Strong at peak-season planning and data-driven listing work; lifted key product conversion by 60%.',
        ],
        student: [
          'E-commerce student who runs a small online shop and knows marketplace analytics and ads basics.',
          'Numbers-minded and comfortable with the pace of big sales events.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['电子商务', '市场营销', '国际经济与贸易'],
        courses: ['电子商务概论', '网络营销', '消费者行为学', '物流管理'],
      },
      'en-US': {
        majors: ['E-commerce', 'Marketing', 'Business Administration'],
        courses: ['E-commerce Management', 'Digital Marketing', 'Consumer Behavior', 'Supply Chain Basics'],
      },
    },
    workplace: 'commerce',
  },
];
