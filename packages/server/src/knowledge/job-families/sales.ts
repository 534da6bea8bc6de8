// Job families of specialised sales and retail: real estate, insurance, pharmaceutical and car sales, business
// development, foreign trade, stores, education sales and customer success.
import type { JobFamily } from '../job-family.ts';

export const SALES_FAMILIES: readonly JobFamily[] = [
  {
    id: 'real-estate-agent',
    names: { 'zh-CN': '房产经纪人', 'en-US': 'Real Estate Agent' },
    field: { 'zh-CN': '房产经纪', 'en-US': 'real estate sales' },
    synonyms: [
      '房产经纪人',
      '房地产经纪人',
      '房产中介',
      '房屋中介',
      '置业顾问',
      '房产销售',
      '房地产销售',
      '地产销售',
      '二手房经纪人',
      '租赁经纪人',
      '新房销售',
      '案场销售',
      '商铺招商顾问',
      'real estate agent',
      'realtor',
      'estate agent',
      'real estate broker',
      'real estate salesperson',
      'leasing agent',
      'leasing consultant',
      'property consultant',
      'property sales consultant',
    ],
    keywords: ['二手房', '带看', '房源'],
    skillGroups: {
      'zh-CN': [
        { name: '销售能力', examples: ['客户需求挖掘', '带看讲解', '议价谈判', '成交签约'] },
        { name: '专业知识', examples: ['房产交易流程', '贷款与税费政策', '产权核查', '区域市场分析'] },
        { name: '客户经营', examples: ['房源开发', '老客户转介绍', '社群运营', '短视频获客'] },
      ],
      'en-US': [
        { name: 'Selling', examples: ['Buyer consultations', 'Showings', 'Negotiation', 'Closing'] },
        {
          name: 'Market knowledge',
          examples: [
            'Comparative market analysis',
            'Mortgage basics',
            'Contracts and disclosures',
            'Local pricing trends',
          ],
        },
        {
          name: 'Client development',
          examples: ['Listing acquisition', 'Referrals', 'Open houses', 'Social media marketing'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的区域与业务类型（新房、二手房、租赁），年度成交套数与金额]',
        '[你开发和维护的房源与客户数量，以及带看转化率]',
        '[一个有代表性的成交案例：客户需求、你的关键动作与成交周期]',
        '[你的业绩排名、佣金收入或获得的奖项]',
        '[你用来获客的方法（社群、短视频、老客户转介绍），带来的客户数]',
      ],
      'en-US': [
        '[Your area and business (new homes, resale, rentals), annual transactions and volume]',
        '[Listings and clients you built up, and your showing-to-offer rate]',
        "[A representative deal: the client's needs, what you did and how long it took]",
        '[Your ranking, commission income or awards]',
        '[How you win clients (referrals, social media, open houses), and how many it brings]',
      ],
    },
    achievements: {
      'zh-CN': [
        '年度成交二手房 48 套，成交总额 1.6 亿元，门店排名第一',
        '维护有效房源 120 套，独家委托占比 30%',
        '带看到成交转化率 12%，高于门店平均水平 5 个百分点',
        '通过老客户转介绍与社群运营，每年新增客户 200 余组',
        '一套复杂产权房源从接手到过户仅用 25 天',
        '连续 3 个季度获得区域销冠称号',
      ],
      'en-US': [
        'Closed 48 resale transactions worth $22M in a year, first in the office',
        'Held 120 active listings, 30% of them exclusive',
        'Converted 12% of showings to sales, 5 points above the office average',
        'Won 200+ new clients a year through referrals and community events',
        'Took a complex title case from listing to closing in 25 days',
        'Named top producer in the region for 3 quarters running',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '社区深耕获客', description: '围绕 3 个重点社区建立业主社群，稳定获取房源与客户' },
        { name: '短视频房源推广', description: '拍摄房源讲解视频，线上获客成本显著降低' },
        { name: '新盘开盘销售', description: '参与开盘前客户蓄水与开盘当天认购组织' },
      ],
      'en-US': [
        {
          name: 'Neighborhood farming',
          description: 'Homeowner communities in 3 neighborhoods that kept listings and buyers coming',
        },
        {
          name: 'Video listing tours',
          description: 'Short videos of listings that lowered the cost of finding buyers online',
        },
        {
          name: 'New development launch',
          description: 'Built the buyer list before launch and ran launch-day reservations',
        },
      ],
    },
    certifications: {
      'zh-CN': ['房地产经纪人职业资格证书', '房地产经纪人协理职业资格证书'],
      'en-US': [
        'State real estate salesperson license',
        "Accredited Buyer's Representative (ABR)",
        'Certified Residential Specialist (CRS)',
      ],
    },
    tools: {
      'zh-CN': ['贝壳 A+ 系统', '链家 ACN', '安居客', '企业微信', '抖音', 'Excel'],
      'en-US': ['MLS', 'Zillow Premier Agent', 'Follow Up Boss', 'DocuSign', 'Canva', 'Excel'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年二手房经纪经验，熟悉交易流程与贷款税费政策，年成交 48 套、总额 1.6 亿元。',
          '重视客户口碑，超过一半的客户来自转介绍。',
        ],
        student: ['市场营销专业应届生，沟通能力强、不怕辛苦，做过房产中介暑期实习。'],
      },
      'en-US': {
        experienced: [
          'Real estate agent with 5 years in resale homes, closing 48 deals worth $22M last year.',
          'Built on reputation: more than half of my clients come from referrals.',
        ],
        student: [
          'Marketing graduate who is outgoing and hard-working, with a summer internship at a brokerage.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['房地产开发与管理', '市场营销'],
        courses: ['房地产经纪', '房地产法规', '市场营销学', '商务谈判'],
      },
      'en-US': {
        majors: ['Real Estate', 'Business Administration'],
        courses: ['Real Estate Principles', 'Real Estate Law', 'Marketing', 'Negotiation'],
      },
    },
    workplace: 'real-estate',
  },
  {
    id: 'insurance-agent',
    names: { 'zh-CN': '保险代理人', 'en-US': 'Insurance Agent' },
    field: { 'zh-CN': '保险销售', 'en-US': 'insurance sales' },
    synonyms: [
      '保险代理人',
      '保险经纪人',
      '保险顾问',
      '保险销售',
      '保险业务员',
      '保险规划师',
      '寿险顾问',
      '保险营销员',
      '银保专员',
      '续期专员',
      'insurance agent',
      'insurance broker',
      'insurance advisor',
      'insurance sales agent',
      'life insurance agent',
      'insurance producer',
      'insurance consultant',
    ],
    keywords: ['寿险', '重疾险', 'life insurance', '保单', 'mdrt'],
    skillGroups: {
      'zh-CN': [
        { name: '产品知识', examples: ['寿险', '重疾险', '医疗险', '年金险'] },
        { name: '销售能力', examples: ['需求分析', '保障方案设计', '异议处理', '促成签单'] },
        { name: '客户服务', examples: ['保单检视', '理赔协助', '续期服务', '转介绍'] },
      ],
      'en-US': [
        {
          name: 'Products',
          examples: ['Life insurance', 'Health insurance', 'Annuities', 'Property and casualty'],
        },
        { name: 'Selling', examples: ['Needs analysis', 'Coverage design', 'Objection handling', 'Closing'] },
        { name: 'Service', examples: ['Policy reviews', 'Claims support', 'Renewals', 'Referrals'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你销售的险种与客户群体，年度保费规模]',
        '[你的业绩：新单件数、首年保费与在公司或团队中的排名]',
        '[一个为家庭或企业设计保障方案的案例，以及客户的决定]',
        '[你的客户服务成果：续保率、理赔协助或客户转介绍数量]',
        '[你获得的荣誉（如 MDRT）或带领的团队规模]',
      ],
      'en-US': [
        '[The products you sell and your clients, and your annual premium volume]',
        '[Your results: new policies, first-year premium and ranking]',
        '[A coverage plan you designed for a family or business, and what they chose]',
        '[Service results: retention rate, claims help or referrals]',
        '[Honors such as MDRT, or the team you lead]',
      ],
    },
    achievements: {
      'zh-CN': [
        '年度新单 86 件，首年保费 210 万元，分公司排名前 5%',
        '连续 3 年达成 MDRT 百万圆桌会员标准',
        '续保率保持在 95% 以上',
        '协助客户完成理赔 40 余件，平均结案时间 7 天',
        '客户转介绍占新客户来源的 60%',
        '组建并带领 12 人团队，团队年度保费增长 45%',
      ],
      'en-US': [
        'Wrote 86 new policies worth $300K in first-year premium, top 5% in the branch',
        'Qualified for MDRT 3 years in a row',
        'Kept policy retention above 95%',
        'Helped clients through 40+ claims, closing in 7 days on average',
        'Won 60% of new clients through referrals',
        'Built and led a team of 12 that grew annual premium by 45%',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '家庭保障规划服务', description: '为家庭客户梳理风险缺口并设计组合保障方案' },
        { name: '企业团险方案', description: '为中小企业设计员工团体医疗与意外保障' },
        { name: '老客户保单年检', description: '定期检视客户保单，提升续保与加保' },
      ],
      'en-US': [
        {
          name: 'Family protection reviews',
          description: 'Found coverage gaps for families and designed combined plans',
        },
        {
          name: 'Small business group plans',
          description: 'Group health and accident cover for small employers',
        },
        {
          name: 'Annual policy check-ups',
          description: 'Regular reviews that raised renewals and added coverage',
        },
      ],
    },
    certifications: {
      'zh-CN': ['保险销售从业人员执业登记', 'AFP 金融理财师', 'CHFP 高级财务规划师'],
      'en-US': [
        'State life and health insurance producer license',
        'Chartered Life Underwriter (CLU)',
        'Life Underwriter Training Council Fellow (LUTCF)',
      ],
    },
    tools: {
      'zh-CN': ['保险公司展业 App', '企业微信', 'Excel', 'PPT', '家庭保障需求分析工具', '微信'],
      'en-US': [
        'Salesforce Financial Services Cloud',
        'Applied Epic',
        'Excel',
        'Zoom',
        'LinkedIn',
        'DocuSign',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年寿险销售经验，连续 3 年达成 MDRT，擅长家庭保障规划。',
          '重视长期服务，续保率保持在 95% 以上。',
        ],
        student: ['保险学专业应届生，沟通能力强、有耐心，希望从事家庭保障规划工作。'],
      },
      'en-US': {
        experienced: [
          'Insurance agent with 6 years in life and health cover, MDRT qualifier 3 years running.',
          'Focused on long-term service, with retention above 95%.',
        ],
        student: [
          'Risk and insurance graduate who is patient and personable, keen to help families plan their cover.',
        ],
      },
    },
    education: {
      'zh-CN': { majors: ['保险学', '金融学'], courses: ['保险学原理', '人身保险', '风险管理', '保险法'] },
      'en-US': {
        majors: ['Risk Management and Insurance', 'Finance'],
        courses: ['Principles of Insurance', 'Life and Health Insurance', 'Risk Management', 'Insurance Law'],
      },
    },
    workplace: 'finance',
  },
  {
    id: 'pharmaceutical-sales-rep',
    names: { 'zh-CN': '医药代表', 'en-US': 'Pharmaceutical Sales Representative' },
    field: { 'zh-CN': '医药销售', 'en-US': 'pharmaceutical sales' },
    synonyms: [
      '医药代表',
      '医药销售',
      '医药销售代表',
      '学术代表',
      '医学信息沟通专员',
      '医疗器械销售',
      '器械销售',
      '医疗器械销售代表',
      'OTC代表',
      '药品销售',
      'pharmaceutical sales representative',
      'pharmaceutical sales rep',
      'pharma sales rep',
      'medical sales representative',
      'medical device sales representative',
      'medical device sales rep',
      'medical representative',
      'specialty sales representative',
    ],
    keywords: ['医院开发', '学术推广', 'medical sales', 'pharma sales'],
    skillGroups: {
      'zh-CN': [
        { name: '学术推广', examples: ['产品知识讲解', '科室会组织', '临床文献解读', '学术会议支持'] },
        { name: '市场开发', examples: ['医院准入', '客户分级管理', '终端覆盖', '经销商管理'] },
        { name: '合规', examples: ['医药代表备案', '合规推广', '费用管理', '药物警戒报告'] },
      ],
      'en-US': [
        {
          name: 'Clinical selling',
          examples: [
            'Product detailing',
            'Speaker programs',
            'Clinical data discussions',
            'Conference support',
          ],
        },
        {
          name: 'Territory management',
          examples: ['Formulary access', 'Account targeting', 'Call planning', 'Distributor management'],
        },
        {
          name: 'Compliance',
          examples: ['PhRMA Code', 'Sunshine Act reporting', 'Expense policy', 'Adverse event reporting'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的产品与治疗领域、覆盖的医院与科室数量]',
        '[你的销售指标达成：销售额、增长率与排名]',
        '[你推动的一家医院准入或新科室开发，以及后续用量]',
        '[你组织的科室会或学术活动：场次、覆盖医生数与效果]',
        '[你在合规推广或客户关系维护上的做法与成绩]',
      ],
      'en-US': [
        '[Your products, therapy area and the hospitals or practices you cover]',
        '[Your results against target: sales, growth and ranking]',
        '[A hospital formulary listing or new account you opened, and the uptake that followed]',
        '[Educational programs you organized: number, physicians reached and impact]',
        '[How you keep promotion compliant and relationships strong, and the results]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责心血管领域 2 个产品，覆盖 18 家二三级医院，年度销售额 1200 万元，达成率 118%',
        '推动 4 家三甲医院完成药品准入，次年用量增长 60%',
        '年度组织科室会 90 场，覆盖医生 1500 人次',
        '新开发 2 个空白科室，年增量销售 200 万元',
        '连续 2 年获评大区优秀医药代表',
        '全年合规检查零问题，费用核销及时率 100%',
      ],
      'en-US': [
        'Covered 2 cardiovascular products across 18 hospitals, selling $1.7M at 118% of target',
        'Secured formulary listings at 4 teaching hospitals; volume grew 60% the following year',
        'Ran 90 educational meetings reaching 1,500 physician contacts',
        'Opened 2 new departments worth $280K in added annual sales',
        'Named top representative in the region 2 years running',
        'Passed every compliance review with expenses reconciled 100% on time',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '重点医院准入项目', description: '协同医学与市场部门完成药事会材料与学术沟通' },
        { name: '区域学术推广计划', description: '按医生需求设计科室会主题，提升产品认知' },
        { name: '空白科室开发', description: '识别潜在科室并建立学术联系，实现增量销售' },
      ],
      'en-US': [
        {
          name: 'Formulary access push',
          description: 'Worked with medical and marketing on submissions and clinical discussions',
        },
        {
          name: 'Regional education plan',
          description: 'Meeting topics built around physician needs to grow product awareness',
        },
        {
          name: 'New account development',
          description: 'Found untapped departments and built clinical relationships',
        },
      ],
    },
    certifications: {
      'zh-CN': ['医药代表备案', '执业药师'],
      'en-US': [
        'Certified National Pharmaceutical Representative (CNPR)',
        'Certified Medical Representative (CMR)',
      ],
    },
    tools: {
      'zh-CN': ['Veeva CRM', '企业微信', 'Excel', 'PPT', '医学文献数据库', '费用管理系统'],
      'en-US': ['Veeva CRM', 'Salesforce', 'IQVIA data', 'PowerPoint', 'Excel', 'Concur'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年心血管领域医药代表经验，覆盖 18 家医院，连续 3 年超额完成销售指标。',
          '擅长学术推广与医院准入，坚持合规经营。',
        ],
        student: ['药学专业应届生，专业知识扎实，沟通主动，希望从事学术推广工作。'],
      },
      'en-US': {
        experienced: [
          'Pharmaceutical sales representative with 5 years in cardiovascular, covering 18 hospitals and beating target three years running.',
          'Strong in clinical selling and formulary access, always within compliance.',
        ],
        student: ['Pharmacy graduate with solid product knowledge and a proactive communication style.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['药学', '临床医学'],
        courses: ['药理学', '药物化学', '临床医学概论', '医药市场营销'],
      },
      'en-US': {
        majors: ['Pharmacy', 'Biology'],
        courses: ['Pharmacology', 'Physiology', 'Biochemistry', 'Healthcare Marketing'],
      },
    },
    workplace: 'corporate',
  },
  {
    id: 'car-sales-consultant',
    names: { 'zh-CN': '汽车销售顾问', 'en-US': 'Car Sales Consultant' },
    field: { 'zh-CN': '汽车销售', 'en-US': 'automotive sales' },
    synonyms: [
      '汽车销售顾问',
      '汽车销售',
      '汽车销售专员',
      '4S店销售顾问',
      '新能源汽车销售',
      '二手车销售',
      '汽车产品专家',
      '汽车金融专员',
      '汽车顾问',
      'car sales consultant',
      'car salesman',
      'car salesperson',
      'auto sales consultant',
      'automotive sales consultant',
      'vehicle sales executive',
      'car sales executive',
      'product genius',
      'automotive sales representative',
    ],
    keywords: ['4s店', '试驾', 'dealership', '汽车金融'],
    skillGroups: {
      'zh-CN': [
        { name: '销售能力', examples: ['客户接待', '需求分析', '试乘试驾', '报价与成交'] },
        { name: '产品知识', examples: ['车型配置', '新能源三电知识', '竞品对比', '金融与保险方案'] },
        { name: '客户维系', examples: ['交车仪式', '回访', '转介绍', '置换业务'] },
      ],
      'en-US': [
        {
          name: 'Selling',
          examples: ['Walk-around presentations', 'Needs analysis', 'Test drives', 'Closing'],
        },
        {
          name: 'Product knowledge',
          examples: ['Trims and options', 'EV technology', 'Competitor comparisons', 'Finance and leasing'],
        },
        { name: 'Customer care', examples: ['Deliveries', 'Follow-up calls', 'Referrals', 'Trade-ins'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你销售的品牌与车型，每月接待客户数与成交台数]',
        '[你的业绩与排名：年度销量、毛利或金融保险渗透率]',
        '[一个有代表性的成交：客户需求、你的方案与成交过程]',
        '[你做的客户维系：回访、转介绍或置换带来的销量]',
        '[你在线上获客（直播、短视频、线索跟进）上的做法与结果]',
      ],
      'en-US': [
        '[The brands and models you sell, customers you meet and cars you sell each month]',
        '[Your results and ranking: annual units, gross profit or finance and insurance penetration]',
        '[A representative sale: what the customer needed, your proposal and how it closed]',
        '[Customer follow-up: referrals or trade-ins and the sales they brought]',
        '[How you work online leads (chat, video, calls) and the results]',
      ],
    },
    achievements: {
      'zh-CN': [
        '年度销售新车 186 台，门店排名第一',
        '金融贷款渗透率 65%，高于门店平均 15 个百分点',
        '线上线索到店率从 18% 提升到 30%',
        '老客户转介绍与置换贡献销量 50 台',
        '客户满意度 98.5%，连续 4 个季度获得厂家服务之星',
        '通过直播讲车，单月获取有效线索 300 条',
      ],
      'en-US': [
        'Sold 186 new vehicles in a year, first in the dealership',
        'Reached 65% finance penetration, 15 points above the store average',
        'Raised online lead-to-showroom rate from 18% to 30%',
        'Sold 50 cars a year through referrals and trade-ins',
        "Kept customer satisfaction at 98.5% and won the manufacturer's service award 4 quarters running",
        'Generated 300 qualified leads in a month from live video walk-arounds',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '新车型上市活动', description: '组织试驾会与到店活动，带动新车型首月订单' },
        { name: '线上线索转化提升', description: '规范线索跟进话术与节奏，提高到店与成交' },
        { name: '老客户置换计划', description: '回访老客户并推出置换方案，带来增量销量' },
      ],
      'en-US': [
        { name: 'New model launch', description: 'Test-drive events that filled first-month orders' },
        {
          name: 'Online lead conversion',
          description: 'A follow-up script and cadence that raised visits and sales',
        },
        {
          name: 'Trade-in campaign',
          description: 'Reached past buyers with trade-in offers for extra sales',
        },
      ],
    },
    certifications: {
      'zh-CN': ['机动车驾驶证（C1）', '厂家销售顾问认证'],
      'en-US': ['Manufacturer sales certification', "Full driver's license"],
    },
    tools: {
      'zh-CN': ['DMS 经销商管理系统', '懂车帝', '汽车之家', '企业微信', '抖音', 'Excel'],
      'en-US': ['CDK Global DMS', 'VinSolutions CRM', 'Cars.com', 'DealerSocket', 'Excel', 'Zoom'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年汽车销售经验，熟悉燃油车与新能源车型，年销量 186 台，门店排名第一。',
          '服务细致，客户满意度 98.5%，转介绍客户多。',
        ],
        student: ['汽车服务工程专业应届生，熟悉汽车构造与新能源技术，热情开朗，已持有 C1 驾照。'],
      },
      'en-US': {
        experienced: [
          'Car sales consultant with 5 years across petrol and electric models, selling 186 vehicles last year, top of the store.',
          'Attentive service with 98.5% satisfaction and strong referral business.',
        ],
        student: [
          "Automotive graduate who knows vehicle systems and EV technology, outgoing, with a full driver's license.",
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['汽车服务工程', '市场营销'],
        courses: ['汽车构造', '汽车营销', '新能源汽车技术', '汽车金融与保险'],
      },
      'en-US': {
        majors: ['Automotive Technology', 'Business Administration'],
        courses: ['Automotive Systems', 'Sales Techniques', 'Electric Vehicle Basics', 'Consumer Finance'],
      },
    },
    workplace: 'auto-service',
  },
  {
    id: 'business-development',
    names: { 'zh-CN': '商务拓展经理', 'en-US': 'Business Development Manager' },
    field: { 'zh-CN': '商务拓展', 'en-US': 'business development' },
    synonyms: [
      '商务拓展',
      '商务拓展经理',
      '商务拓展专员',
      'BD',
      'BD经理',
      'BD专员',
      '商务经理',
      '商务专员',
      '战略合作经理',
      '渠道拓展经理',
      '合作伙伴经理',
      '招商经理',
      '招商专员',
      '市场拓展经理',
      '业务拓展',
      'business development manager',
      'business development',
      'business development executive',
      'bd manager',
      'partnerships manager',
      'partnership manager',
      'strategic partnerships manager',
      'alliance manager',
      'channel partner manager',
    ],
    keywords: ['战略合作', 'partnerships', '招商', '商务合作'],
    skillGroups: {
      'zh-CN': [
        { name: '拓展能力', examples: ['资源对接', '合作模式设计', '商务谈判', '合同推进'] },
        { name: '行业与市场', examples: ['行业研究', '竞对分析', '合作伙伴画像', '市场进入策略'] },
        { name: '合作管理', examples: ['合作伙伴运营', '联合营销', '分成结算', '关系维护'] },
      ],
      'en-US': [
        {
          name: 'Deal making',
          examples: ['Prospecting partners', 'Deal structuring', 'Negotiation', 'Contracting'],
        },
        {
          name: 'Market insight',
          examples: ['Industry research', 'Competitor mapping', 'Partner profiling', 'Market entry'],
        },
        {
          name: 'Partner management',
          examples: ['Partner enablement', 'Co-marketing', 'Revenue share', 'Executive relationships'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责拓展的行业、区域或合作类型，以及年度目标]',
        '[你谈成的一个重要合作：合作方、合作模式与带来的收入或用户]',
        '[你搭建或管理的合作伙伴体系：数量、分层与贡献]',
        '[你开拓的新市场或新业务，从 0 到 1 的过程与结果]',
        '[你推动的联合营销或资源置换，以及效果]',
      ],
      'en-US': [
        '[The industries, regions or partnership types you cover, and your annual goal]',
        '[A major deal you closed: the partner, the structure and the revenue or users it brought]',
        '[The partner program you built or run: partners, tiers and contribution]',
        '[A new market or business you opened from scratch, and the result]',
        '[Co-marketing or resource swaps you arranged, and their effect]',
      ],
    },
    achievements: {
      'zh-CN': [
        '签约战略合作伙伴 25 家，合作带来年收入 3000 万元',
        '与头部银行达成联名合作，半年新增用户 80 万',
        '从 0 搭建华南区域渠道体系，一年内区域收入占比达到 20%',
        '主导与 3 家平台的流量互换合作，获客成本下降 40%',
        '建立合作伙伴分级与季度复盘机制，伙伴续约率 90%',
        '招商引入品牌商家 150 家，平台 GMV 增长 35%',
      ],
      'en-US': [
        'Signed 25 strategic partners bringing $4M in annual revenue',
        'Closed a co-branded deal with a top bank that added 800,000 users in six months',
        'Built a southern China channel network from scratch that reached 20% of revenue in a year',
        'Led traffic-swap deals with 3 platforms that cut acquisition cost by 40%',
        'Set up partner tiers and quarterly reviews that kept renewals at 90%',
        'Recruited 150 brands onto the marketplace, growing GMV by 35%',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '银行联名合作', description: '设计权益与分成模式，实现双方用户增长' },
        { name: '新区域渠道拓展', description: '筛选与签约区域渠道伙伴，快速打开新市场' },
        { name: '平台招商计划', description: '制定招商政策并引入重点品牌，丰富平台供给' },
      ],
      'en-US': [
        {
          name: 'Co-branded bank partnership',
          description: "Benefits and revenue share that grew both sides' users",
        },
        {
          name: 'New region channel build',
          description: 'Selected and signed channel partners to open a new market',
        },
        {
          name: 'Marketplace brand recruitment',
          description: 'Onboarding terms and key brand deals that broadened supply',
        },
      ],
    },
    certifications: { 'zh-CN': [], 'en-US': [] },
    tools: {
      'zh-CN': ['CRM 系统', 'PPT', 'Excel', '企查查', '企业微信', '飞书'],
      'en-US': ['Salesforce', 'HubSpot', 'LinkedIn Sales Navigator', 'PowerPoint', 'Excel', 'Crunchbase'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年互联网商务拓展经验，签约战略伙伴 25 家，合作带来年收入 3000 万元。',
          '擅长设计双赢的合作模式并推动落地。',
        ],
        student: ['工商管理专业应届生，组织过校企合作活动，善于沟通与资源整合。'],
      },
      'en-US': {
        experienced: [
          'Business development manager with 6 years in tech, signing 25 partners worth $4M a year.',
          'Designs win-win deal structures and sees them through.',
        ],
        student: [
          'Business graduate who ran campus-industry partnerships and enjoys connecting people and resources.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['工商管理', '市场营销'],
        courses: ['商务谈判', '战略管理', '市场营销学', '合同法'],
      },
      'en-US': {
        majors: ['Business Administration', 'Marketing'],
        courses: ['Negotiation', 'Strategic Management', 'Marketing', 'Business Law'],
      },
    },
    workplace: 'tech',
  },
  {
    id: 'foreign-trade-specialist',
    names: { 'zh-CN': '外贸业务员', 'en-US': 'Export Sales Specialist' },
    field: { 'zh-CN': '外贸业务', 'en-US': 'international trade' },
    synonyms: [
      '外贸业务员',
      '外贸业务',
      '外贸专员',
      '外贸销售',
      '外贸经理',
      '外贸跟单',
      '外贸跟单员',
      '外贸业务经理',
      '国际贸易专员',
      '国际销售',
      '海外销售',
      '海外业务',
      '进出口专员',
      'export sales specialist',
      'export sales',
      'export manager',
      'international sales',
      'international sales manager',
      'international trade specialist',
      'overseas sales',
      'import export specialist',
      'export coordinator',
    ],
    keywords: ['外贸', 'alibaba.com', '阿里国际站', 'incoterms', '信用证', '询盘'],
    skillGroups: {
      'zh-CN': [
        { name: '开发客户', examples: ['阿里国际站', '展会开发', '海关数据', '领英开发'] },
        { name: '贸易实务', examples: ['报价核算', '信用证', '贸易术语 Incoterms', '出口退税'] },
        { name: '订单执行', examples: ['跟单', '验货', '订舱出运', '单证制作'] },
      ],
      'en-US': [
        {
          name: 'Prospecting',
          examples: ['B2B marketplaces', 'Trade shows', 'Customs data', 'LinkedIn outreach'],
        },
        {
          name: 'Trade practice',
          examples: ['Export pricing', 'Letters of credit', 'Incoterms 2020', 'Export documentation'],
        },
        {
          name: 'Order fulfillment',
          examples: ['Production follow-up', 'Inspections', 'Freight booking', 'Shipping documents'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的产品与市场（国家或区域），年度出口额]',
        '[你开发的新客户：渠道、数量与首单金额]',
        '[你跟进的一个重要订单：从询盘到出运的关键环节与结果]',
        '[你处理的一次质量、交期或收款问题，以及如何挽回]',
        '[你参加的展会或线上推广，以及获得的询盘与成交]',
      ],
      'en-US': [
        '[Your products and markets, and annual export sales]',
        '[New customers you won: channels, count and first-order value]',
        '[A major order you handled from inquiry to shipment, and the result]',
        '[A quality, delivery or payment problem you solved, and how]',
        '[Trade shows or online promotion, and the inquiries and orders they brought]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责欧美市场，年度出口额 800 万美元，同比增长 30%',
        '通过阿里国际站与展会开发新客户 35 家，其中 8 家年采购超过 50 万美元',
        '参加广交会等 4 场展会，获得有效询盘 600 条，转化订单 120 万美元',
        '优化报价核算模板，报价响应时间从 2 天缩短到 4 小时',
        '处理一起质量投诉并协调返工，保住年订单 150 万美元的客户',
        '应收账款回款率 100%，全年零坏账',
      ],
      'en-US': [
        'Managed Europe and North America with $8M in annual exports, up 30% year over year',
        'Won 35 new customers through B2B marketplaces and trade shows, 8 buying more than $500K a year',
        'Generated 600 qualified inquiries at 4 trade shows, converting $1.2M in orders',
        'Built a costing template that cut quote turnaround from 2 days to 4 hours',
        'Resolved a quality complaint with rework and kept a $1.5M-a-year customer',
        'Collected 100% of receivables with zero bad debt',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '新市场开发', description: '研究南美市场并通过展会与线上渠道开发首批客户' },
        { name: '重点客户年度订单', description: '协调工厂排产与验货，保证大货按期出运' },
        { name: '阿里国际站店铺优化', description: '优化产品发布与关键词，询盘量显著增长' },
      ],
      'en-US': [
        {
          name: 'New market entry',
          description: 'Researched South America and won the first customers through shows and online',
        },
        {
          name: 'Key account annual program',
          description: 'Coordinated production and inspections for on-time shipments',
        },
        {
          name: 'B2B storefront optimization',
          description: 'Better listings and keywords that sharply grew inquiries',
        },
      ],
    },
    certifications: {
      'zh-CN': ['BEC 剑桥商务英语（高级）', '英语专业八级（TEM-8）', '国际商务单证员证书'],
      'en-US': [
        'Certified Global Business Professional (CGBP)',
        'Cambridge Business English Certificate (BEC Higher)',
      ],
    },
    tools: {
      'zh-CN': ['阿里国际站', 'LinkedIn', '海关数据平台', 'Excel', '小满 CRM', '邮件营销工具'],
      'en-US': ['Alibaba.com', 'LinkedIn', 'Panjiva', 'Excel', 'Salesforce', 'Mailchimp'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年外贸业务经验，负责欧美市场，年出口额 800 万美元，熟悉从开发到出运的全流程。',
          '英语流利，擅长展会开发与大客户维护。',
        ],
        student: ['国际经济与贸易专业应届生，英语专业八级，熟悉外贸实务与单证，做过外贸公司实习。'],
      },
      'en-US': {
        experienced: [
          'Export sales specialist with 5 years covering Europe and North America, managing $8M a year from first contact to shipment.',
          'Strong at trade-show prospecting and key accounts.',
        ],
        student: [
          'International trade graduate fluent in English who knows export documentation from an internship.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['国际经济与贸易', '商务英语'],
        courses: ['国际贸易实务', '外贸函电', '国际结算', '国际货物运输与保险'],
      },
      'en-US': {
        majors: ['International Business', 'International Trade'],
        courses: [
          'International Trade Practice',
          'Export Documentation',
          'International Finance',
          'Logistics',
        ],
      },
    },
    workplace: 'manufacturer',
  },
  {
    id: 'store-manager',
    names: { 'zh-CN': '门店店长', 'en-US': 'Store Manager' },
    field: { 'zh-CN': '门店管理', 'en-US': 'retail store management' },
    synonyms: [
      '店长',
      '门店店长',
      '门店经理',
      '店铺经理',
      '零售店长',
      '门店主管',
      '储备店长',
      '督导',
      '区域督导',
      '副店长',
      'store manager',
      'retail store manager',
      'shop manager',
      'assistant store manager',
      'retail manager',
      'store supervisor',
      'retail supervisor',
    ],
    keywords: ['门店', 'retail store', '坪效', 'store operations'],
    skillGroups: {
      'zh-CN': [
        { name: '门店运营', examples: ['销售目标拆解', '陈列管理', '库存与订货', '损耗控制'] },
        { name: '团队管理', examples: ['排班', '员工培训', '绩效激励', '招聘'] },
        { name: '顾客经营', examples: ['会员运营', '社群营销', '客诉处理', '本地推广'] },
      ],
      'en-US': [
        {
          name: 'Store operations',
          examples: ['Sales targets', 'Visual merchandising', 'Inventory and ordering', 'Shrink control'],
        },
        { name: 'People', examples: ['Scheduling', 'Training', 'Coaching', 'Hiring'] },
        {
          name: 'Customers',
          examples: ['Loyalty programs', 'Local marketing', 'Complaint handling', 'Service standards'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你管理的门店类型、面积、员工人数与年销售额]',
        '[你的业绩达成：销售增长、坪效、毛利或排名]',
        '[你做的一项运营改进（陈列、库存、排班），以及带来的变化]',
        '[你培养的员工：培训人数、晋升人数与员工流失率]',
        '[你的会员或社群经营成果，以及顾客满意度]',
      ],
      'en-US': [
        '[The store you run: format, size, headcount and annual sales]',
        '[Your results: sales growth, sales per square foot, margin or ranking]',
        '[An operational change (layout, inventory, scheduling) and its effect]',
        '[People you developed: trained, promoted and staff turnover]',
        '[Loyalty or community results and customer satisfaction]',
      ],
    },
    achievements: {
      'zh-CN': [
        '管理 400 平方米服装门店、15 名员工，年销售额 1200 万元，同比增长 22%',
        '调整陈列与动线，坪效提升 18%',
        '优化订货与库存周转，库存周转天数从 90 天降到 60 天',
        '建立会员社群 3000 人，会员销售占比提升到 55%',
        '培养 3 名员工晋升为店长，门店员工年流失率降到 15%',
        '门店连续 6 个月位列区域业绩第一',
      ],
      'en-US': [
        'Ran a 4,300 sq ft fashion store with 15 staff and $1.7M in sales, up 22% year over year',
        'Reworked layout and customer flow, raising sales per square foot by 18%',
        'Tightened ordering to cut days of inventory from 90 to 60',
        'Built a 3,000-member customer community that grew member sales to 55% of the total',
        'Developed 3 staff into store managers and cut annual turnover to 15%',
        'Ranked first in the district for 6 months in a row',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '门店陈列与动线改造', description: '重新规划陈列与动线，提升进店转化与坪效' },
        { name: '会员社群运营', description: '建立会员社群与专属活动，提升复购率' },
        { name: '新店开业筹备', description: '负责招聘培训、货品准备与开业活动，按期开业' },
      ],
      'en-US': [
        {
          name: 'Store layout refresh',
          description: 'New merchandising and flow that lifted conversion and sales density',
        },
        { name: 'Member community', description: 'A member group and events that raised repeat purchases' },
        {
          name: 'New store opening',
          description: 'Hiring, training, stock and launch event for an on-time opening',
        },
      ],
    },
    certifications: {
      'zh-CN': ['食品安全管理员证', '企业人力资源管理师（三级）'],
      'en-US': ['NRF RISE Up Retail Industry Fundamentals', 'ServSafe Manager'],
    },
    tools: {
      'zh-CN': ['POS 收银系统', '企业微信', '有赞', 'Excel', '钉钉', '门店管理系统'],
      'en-US': [
        'POS systems',
        'Shopify POS',
        'Excel',
        'Workday',
        'Microsoft Teams',
        'Inventory management systems',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '8 年零售经验、4 年店长经验，管理 15 人门店，年销售额 1200 万元。',
          '擅长门店运营与团队培养，培养出 3 名店长。',
        ],
        student: ['工商管理专业应届生，在连锁零售门店兼职一年，熟悉门店运营，目标成为储备店长。'],
      },
      'en-US': {
        experienced: [
          'Store manager with 8 years in retail and 4 running stores, leading 15 staff and $1.7M in annual sales.',
          'Strong in operations and people development; three of my team now run their own stores.',
        ],
        student: [
          'Business graduate with a year of part-time retail work, ready for a management trainee role.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['工商管理', '市场营销'],
        courses: ['零售管理', '门店运营', '人力资源管理', '消费者行为学'],
      },
      'en-US': {
        majors: ['Retail Management', 'Business Administration'],
        courses: ['Retail Operations', 'Merchandising', 'Human Resources', 'Consumer Behavior'],
      },
    },
    workplace: 'commerce',
  },
  {
    id: 'retail-sales-associate',
    names: { 'zh-CN': '门店导购', 'en-US': 'Retail Sales Associate' },
    field: { 'zh-CN': '门店销售', 'en-US': 'retail sales' },
    synonyms: [
      '导购',
      '门店导购',
      '导购员',
      '店员',
      '营业员',
      '门店销售',
      '专柜销售',
      '美容顾问',
      '珠宝销售',
      '手机销售',
      '收银员',
      '理货员',
      'retail sales associate',
      'shop assistant',
      'store associate',
      'retail associate',
      'cashier',
      'beauty advisor',
      'sales floor associate',
      'retail assistant',
    ],
    keywords: ['专柜', '连带率', 'sales floor', '收银'],
    skillGroups: {
      'zh-CN': [
        { name: '销售技巧', examples: ['顾客接待', '需求挖掘', '连带销售', '成交促成'] },
        { name: '门店事务', examples: ['陈列维护', '收银', '盘点', '补货'] },
        { name: '顾客服务', examples: ['会员开发', '售后处理', '回访', '社群维护'] },
      ],
      'en-US': [
        { name: 'Selling', examples: ['Greeting customers', 'Needs discovery', 'Add-on sales', 'Closing'] },
        { name: 'Store tasks', examples: ['Merchandising', 'Checkout', 'Stock counts', 'Replenishment'] },
        { name: 'Service', examples: ['Loyalty sign-ups', 'Returns', 'Clienteling', 'Follow-up'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的门店与品类，个人月销售额或目标达成率]',
        '[你的连带率、客单价或会员开发数量]',
        '[一次让你印象深刻的服务或成交经历，以及顾客反馈]',
        '[你负责的陈列、库存或盘点工作，以及准确率]',
        '[你获得的销售排名或服务奖项]',
      ],
      'en-US': [
        '[Your store and category, and your monthly sales or target attainment]',
        '[Your units per transaction, average sale or loyalty sign-ups]',
        "[A memorable sale or service moment and the customer's feedback]",
        '[Merchandising, stock or counts you handle, and their accuracy]',
        '[Sales rankings or service awards]',
      ],
    },
    achievements: {
      'zh-CN': [
        '个人月均销售额 18 万元，目标达成率 125%',
        '连带率从 1.6 提升到 2.3，门店排名第一',
        '每月新增会员 120 人，会员复购率 40%',
        '负责的陈列区域销售额提升 20%',
        '季度盘点差异率控制在 0.2% 以内',
        '获得 2023 年度区域服务之星',
      ],
      'en-US': [
        'Sold an average of $25K a month at 125% of target',
        'Raised units per transaction from 1.6 to 2.3, best in the store',
        'Signed 120 loyalty members a month with a 40% repeat rate',
        'Grew sales in my display zone by 20%',
        'Kept stock count variance under 0.2% each quarter',
        'Won the district service award in 2023',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '节日促销活动', description: '参与促销陈列与销售，活动期间业绩翻倍' },
        { name: '会员回访计划', description: '定期回访老顾客并邀请到店，提升复购' },
        { name: '新品陈列调整', description: '按销售数据调整新品位置，提高进店转化' },
      ],
      'en-US': [
        {
          name: 'Holiday promotion',
          description: 'Set up displays and sold through a promotion that doubled sales',
        },
        {
          name: 'Clienteling program',
          description: 'Regular follow-ups with past customers that brought them back',
        },
        {
          name: 'New arrivals display',
          description: 'Repositioned new products by sales data to lift conversion',
        },
      ],
    },
    certifications: { 'zh-CN': [], 'en-US': [] },
    tools: {
      'zh-CN': ['POS 收银系统', '企业微信', '微信', '会员系统', '盘点机', 'Excel'],
      'en-US': ['POS systems', 'Square', 'Clienteling apps', 'Handheld scanners', 'Excel', 'Microsoft Teams'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '3 年品牌门店销售经验，月均销售额 18 万元，连带率门店第一。',
          '热情耐心，擅长维护老顾客。',
        ],
        student: ['市场营销专业在读，性格开朗，做过商场兼职导购，沟通能力强。'],
      },
      'en-US': {
        experienced: [
          'Retail sales associate with 3 years in a branded store, averaging $25K a month and leading the store in add-on sales.',
          'Warm and patient, with a loyal group of regular customers.',
        ],
        student: ['Outgoing student with part-time experience on the shop floor.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['市场营销', '工商管理'],
        courses: ['推销技巧', '消费心理学', '零售管理', '商务礼仪'],
      },
      'en-US': {
        majors: ['Business', 'Marketing'],
        courses: ['Sales Techniques', 'Consumer Psychology', 'Retailing', 'Customer Service'],
      },
    },
    workplace: 'commerce',
    pathway: 'vocational',
  },
  {
    id: 'course-consultant',
    names: { 'zh-CN': '课程顾问', 'en-US': 'Education Consultant' },
    field: { 'zh-CN': '教育咨询与课程销售', 'en-US': 'education sales' },
    synonyms: [
      '课程顾问',
      '学习顾问',
      '教育顾问',
      '留学顾问',
      '留学咨询顾问',
      '招生顾问',
      '招生专员',
      '学管师',
      '续费专员',
      '课程销售',
      'education consultant',
      'course consultant',
      'admissions counselor',
      'admissions consultant',
      'enrollment advisor',
      'study abroad consultant',
      'education sales consultant',
      'admissions officer',
    ],
    keywords: ['续费率', '招生', '留学申请', 'enrollment'],
    skillGroups: {
      'zh-CN': [
        { name: '咨询销售', examples: ['家长需求分析', '课程方案讲解', '邀约试听', '签约成交'] },
        { name: '学员服务', examples: ['学情跟踪', '家长沟通', '续费转介绍', '满意度回访'] },
        { name: '专业知识', examples: ['升学政策', '留学申请流程', '课程体系', '竞品了解'] },
      ],
      'en-US': [
        {
          name: 'Advising',
          examples: ['Needs assessment', 'Program recommendations', 'Trial lessons', 'Enrollment'],
        },
        {
          name: 'Student care',
          examples: ['Progress follow-up', 'Parent communication', 'Renewals', 'Referrals'],
        },
        {
          name: 'Knowledge',
          examples: [
            'Admissions requirements',
            'Application timelines',
            'Curriculum',
            'Competitor offerings',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的课程或项目（K12、语言、职业教育、留学），月度业绩目标]',
        '[你的转化数据：邀约到访率、试听转化率与签约金额]',
        '[你的续费率或转介绍数量，以及采取的服务动作]',
        '[一个帮助学员选择合适方案的案例，以及学员的结果]',
        '[你在团队中的排名或获得的奖项]',
      ],
      'en-US': [
        '[The programs you advise on (tutoring, language, professional, study abroad) and your monthly target]',
        '[Your conversion: consultation-to-visit rate, trial-to-enrollment rate and revenue]',
        '[Renewal rate or referrals, and how you earned them]',
        '[A case where you matched a student to the right program, and their outcome]',
        '[Your ranking or awards]',
      ],
    },
    achievements: {
      'zh-CN': [
        '月均签约金额 45 万元，年度业绩排名校区第一',
        '试听到签约转化率 42%，高于团队平均 12 个百分点',
        '所带学员续费率 85%，转介绍新生 60 人',
        '为 80 名学生完成留学规划，90% 获得目标院校录取',
        '优化咨询话术与跟进节奏，线索到访率从 25% 提升到 38%',
        '连续 4 个季度获得金牌顾问称号',
      ],
      'en-US': [
        'Enrolled $64K a month on average, first on campus for the year',
        'Converted 42% of trial lessons, 12 points above the team average',
        'Kept renewals at 85% and brought in 60 referred students',
        'Advised 80 study-abroad students, 90% admitted to their target schools',
        'Reworked consultation scripts and follow-up, lifting lead-to-visit from 25% to 38%',
        'Named top consultant 4 quarters in a row',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '暑期招生活动', description: '策划公开课与试听活动，集中转化暑期新生' },
        { name: '老学员续费计划', description: '结合学情报告与家长会，提升续费与转介绍' },
        { name: '留学规划服务', description: '为学生制定选校与申请时间表，全程跟进' },
      ],
      'en-US': [
        {
          name: 'Summer enrollment drive',
          description: 'Open classes and trial lessons that converted summer students',
        },
        {
          name: 'Renewal program',
          description: 'Progress reports and parent meetings that lifted renewals and referrals',
        },
        {
          name: 'Study-abroad planning',
          description: 'School lists and application timelines with follow-up to the offer',
        },
      ],
    },
    certifications: {
      'zh-CN': ['教师资格证', 'GCDF 全球职业规划师'],
      'en-US': ['Certified Educational Planner (CEP)', 'NACAC membership'],
    },
    tools: {
      'zh-CN': ['CRM 系统', '企业微信', '校宝', 'Excel', 'PPT', '问卷星'],
      'en-US': ['Salesforce', 'HubSpot', 'Slate', 'Excel', 'Zoom', 'Calendly'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '4 年教育咨询经验，月均签约 45 万元，续费率 85%。',
          '真诚专业，善于站在家长角度设计学习方案。',
        ],
        student: ['教育学专业应届生，做过教育机构兼职助教，了解家长需求，沟通亲和。'],
      },
      'en-US': {
        experienced: [
          'Education consultant with 4 years enrolling about $64K a month with 85% renewals.',
          "Honest and knowledgeable, designing plans from the family's point of view.",
        ],
        student: [
          'Education graduate with part-time tutoring-center experience who relates well to parents.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['教育学', '市场营销'],
        courses: ['教育心理学', '营销管理', '沟通技巧', '教育政策法规'],
      },
      'en-US': {
        majors: ['Education', 'Marketing'],
        courses: ['Educational Psychology', 'Sales Management', 'Communication', 'Education Policy'],
      },
    },
    workplace: 'school',
  },
  {
    id: 'customer-success-manager',
    names: { 'zh-CN': '客户成功经理', 'en-US': 'Customer Success Manager' },
    field: { 'zh-CN': '客户成功', 'en-US': 'customer success' },
    synonyms: [
      '客户成功经理',
      '客户成功',
      '客户成功专员',
      '客户成功主管',
      'CSM',
      '续约经理',
      '客户运营经理',
      'customer success manager',
      'customer success',
      'customer success specialist',
      'client success manager',
      'customer success lead',
      'renewals manager',
      'technical account manager',
    ],
    keywords: ['续约率', 'churn', 'nrr', '客户健康度', 'customer health'],
    skillGroups: {
      'zh-CN': [
        { name: '客户经营', examples: ['客户上线', '健康度监控', '续约与增购', '高层关系'] },
        { name: '方法与工具', examples: ['客户分层', 'QBR 业务回顾', '流失预警', '使用数据分析'] },
        { name: '协作', examples: ['需求反馈', '跨部门协调', '培训赋能', '案例沉淀'] },
      ],
      'en-US': [
        {
          name: 'Account management',
          examples: ['Onboarding', 'Health scoring', 'Renewals and expansion', 'Executive sponsors'],
        },
        {
          name: 'Methods',
          examples: ['Segmentation', 'Business reviews', 'Churn prevention', 'Usage analytics'],
        },
        {
          name: 'Collaboration',
          examples: ['Product feedback', 'Cross-team escalation', 'Customer training', 'Case studies'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的客户数量、行业与年合同金额]',
        '[你的续约率、净收入留存率（NRR）或增购金额]',
        '[你挽回的一个流失风险客户：预警信号、行动与结果]',
        '[你主导的客户上线或培训：上线周期与使用率变化]',
        '[你推动的产品反馈或流程改进，带来的客户满意度提升]',
      ],
      'en-US': [
        '[Your book: number of accounts, industries and annual contract value]',
        '[Your renewal rate, net revenue retention or expansion revenue]',
        '[An at-risk account you saved: warning signs, your actions and the result]',
        '[Onboarding or training you led: time to value and adoption change]',
        '[Product feedback or process changes you drove, and the lift in satisfaction]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责 60 家企业客户，年合同金额 2500 万元，续约率 94%',
        '净收入留存率（NRR）达到 118%，年度增购金额 450 万元',
        '建立客户健康度模型，提前识别流失风险，挽回客户 8 家',
        '将新客户上线周期从 45 天缩短到 25 天',
        '每季度为重点客户开展业务回顾，客户 NPS 从 32 提升到 51',
        '沉淀 12 个行业最佳实践案例，被销售团队用于新客户开发',
      ],
      'en-US': [
        'Managed 60 enterprise accounts worth $3.5M a year with 94% renewal',
        'Reached 118% net revenue retention with $640K in expansion',
        'Built a health score that flagged churn risk early and saved 8 accounts',
        'Cut onboarding time from 45 to 25 days',
        'Ran quarterly business reviews that raised NPS from 32 to 51',
        'Wrote 12 best-practice stories that sales now uses with prospects',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '客户健康度体系', description: '基于使用数据与互动频率评分，提前干预流失风险' },
        { name: '客户上线加速计划', description: '标准化上线流程与培训材料，缩短客户见效时间' },
        { name: '重点客户增购', description: '挖掘新部门需求并联合销售推动扩容' },
      ],
      'en-US': [
        {
          name: 'Customer health scoring',
          description: 'Usage and engagement scores that triggered early intervention',
        },
        {
          name: 'Onboarding acceleration',
          description: 'Standard onboarding and training that shortened time to value',
        },
        {
          name: 'Key account expansion',
          description: 'Found needs in new departments and expanded with sales',
        },
      ],
    },
    certifications: {
      'zh-CN': ['CCSM 客户成功经理认证', 'PMP'],
      'en-US': ['Certified Customer Success Manager (CCSM)', 'Gainsight Admin Certification'],
    },
    tools: {
      'zh-CN': ['销售易', '纷享销客', '飞书', 'Excel', '神策数据', '腾讯会议'],
      'en-US': ['Gainsight', 'Salesforce', 'ChurnZero', 'Zendesk', 'Looker', 'Zoom'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年 SaaS 客户成功经验，管理年合同额 2500 万元的客户组合，续约率 94%、NRR 118%。',
          '善于用数据发现风险，用价值推动增购。',
        ],
        student: ['工商管理专业应届生，做过 SaaS 公司客户运营实习，耐心细致，乐于解决客户问题。'],
      },
      'en-US': {
        experienced: [
          'Customer success manager with 5 years in SaaS, running a $3.5M book with 94% renewal and 118% NRR.',
          'Uses data to spot risk and value to drive expansion.',
        ],
        student: [
          'Business graduate with a SaaS customer operations internship who enjoys solving customer problems.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['工商管理', '信息管理与信息系统'],
        courses: ['客户关系管理', '服务营销', '数据分析', '项目管理'],
      },
      'en-US': {
        majors: ['Business Administration', 'Communications'],
        courses: [
          'Customer Relationship Management',
          'Services Marketing',
          'Data Analysis',
          'Project Management',
        ],
      },
    },
    workplace: 'tech',
  },
];
