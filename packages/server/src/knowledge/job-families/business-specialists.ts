// Job families of business, commerce, finance and legal specialists not covered elsewhere: sales managers, category managers, traders.
import type { JobFamily } from '../job-family.ts';

export const BUSINESS_SPECIALIST_FAMILIES: readonly JobFamily[] = [
  {
    id: 'sales-manager',
    names: { 'zh-CN': '销售经理', 'en-US': 'Sales Manager' },
    field: { 'zh-CN': '销售管理', 'en-US': 'sales management' },
    synonyms: [
      '销售经理',
      '销售总监',
      '销售部经理',
      '区域销售经理',
      '大区销售经理',
      '大区经理',
      '销售组长',
      'sales manager',
      'regional sales manager',
      'area sales manager',
      'district sales manager',
      'national sales manager',
      'inside sales manager',
      'sales director',
      'director of sales',
      'vp of sales',
      'vice president of sales',
      'sales team lead',
      'sales team leader',
    ],
    keywords: ['销售团队', 'sales team', 'sales coaching', 'sales leadership'],
    skillGroups: {
      'zh-CN': [
        { name: '团队管理', examples: ['销售团队搭建', '招聘与面试', '销售辅导', '绩效考核'] },
        { name: '业绩管理', examples: ['销售目标分解', '销售预测', '商机漏斗管理', '回款管理'] },
        { name: '市场与客户', examples: ['区域市场规划', '大客户攻关', '价格与折扣管控', '竞品分析'] },
      ],
      'en-US': [
        {
          name: 'Team leadership',
          examples: ['Hiring and onboarding', 'Sales coaching', 'Performance management', 'Territory design'],
        },
        {
          name: 'Pipeline & forecasting',
          examples: ['Quota setting', 'Sales forecasting', 'Pipeline reviews', 'Win/loss analysis'],
        },
        {
          name: 'Go-to-market',
          examples: [
            'Territory planning',
            'Strategic accounts',
            'Discount approvals',
            'Competitive positioning',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你带领的销售团队人数、负责的区域或产品线，以及团队年度指标]',
        '[团队的业绩达成：销售额、完成率、同比增长与在公司的排名]',
        '[你招聘、培养和辅导销售的做法，以及新人成长或人员流失的变化]',
        '[你建立或改进的销售管理机制（如 商机评审、销售预测、周例会），以及效果]',
        '[你亲自带队拿下的一个重点客户或项目：金额与关键动作]',
      ],
      'en-US': [
        "[The sales team you lead: headcount, territory or product line, and the team's annual quota]",
        '[Team results: revenue, quota attainment, year-over-year growth and ranking]',
        '[How you hire, coach and develop reps, and the effect on ramp time or turnover]',
        '[A sales process you introduced or improved (pipeline reviews, forecasting, deal reviews) and its effect]',
        '[A key deal you led the team to win: size and what you did]',
      ],
    },
    achievements: {
      'zh-CN': [
        '带领 12 人销售团队，年销售额 6800 万元，完成指标的 118%',
        '团队连续 3 年排名华东大区第一，销售额年均增长 25%',
        '建立每周商机评审与月度销售预测机制，预测准确率从 70% 提高到 90%',
        '一年招聘并培养 8 名销售，新人平均 3 个月开单，团队年流失率从 35% 降到 15%',
        '带队拿下 1200 万元的集团客户项目，为当年公司最大单',
        '调整提成与折扣审批规则，平均折扣率下降 4 个百分点，毛利率提升 3%',
      ],
      'en-US': [
        'Led a 12-person sales team to $9.5M in annual revenue, 118% of quota',
        'Kept the team first in the region 3 years running with 25% average annual growth',
        'Introduced weekly pipeline reviews and monthly forecasts, raising forecast accuracy from 70% to 90%',
        'Hired and ramped 8 reps in a year, cutting time to first deal to 3 months and turnover from 35% to 15%',
        'Led the team to a $1.6M enterprise deal, the largest in the company that year',
        'Reworked commission and discount approval rules, cutting average discount by 4 points and lifting gross margin by 3%',
      ],
    },
    projects: {
      'zh-CN': [
        {
          name: '销售团队搭建',
          description: '团队从 3 人扩充到 12 人，建立招聘、带教与考核体系，一年内业绩翻倍',
        },
        { name: '商机管理与销售预测', description: '在 CRM 中统一商机阶段与评审标准，让销售预测可信可用' },
        { name: '新区域市场开拓', description: '制定西南区域进入策略与目标客户名单，首年销售额 1500 万元' },
      ],
      'en-US': [
        {
          name: 'Sales team build-out',
          description:
            'Grew the team from 3 to 12 reps with hiring, onboarding and scorecards that doubled revenue in a year',
        },
        {
          name: 'Pipeline and forecasting discipline',
          description: 'Standard deal stages and review criteria in the CRM that made forecasts reliable',
        },
        {
          name: 'New territory launch',
          description:
            'Entry plan and target account list for a new region that reached $2M in its first year',
        },
      ],
    },
    certifications: { 'zh-CN': [], 'en-US': [] },
    tools: {
      'zh-CN': ['CRM 系统', '销售易', '纷享销客', 'Excel', 'Power BI', '企业微信'],
      'en-US': ['Salesforce', 'HubSpot', 'Gong', 'Clari', 'Excel', 'LinkedIn Sales Navigator'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '8 年 B2B 销售经验，其中 4 年带领 10 人以上销售团队，团队年销售额 6800 万元，连续 3 年超额完成指标。',
          '擅长招聘和辅导销售，搭建商机管理与销售预测机制。',
        ],
        student: [
          '市场营销专业应届生，做过 2 段销售实习，担任校园营销团队负责人，带领 15 名同学完成推广任务，希望从一线销售做起，逐步走向团队管理。',
        ],
      },
      'en-US': {
        experienced: [
          'Sales manager with 8 years in B2B sales, 4 of them leading teams of 10+ reps that deliver $9.5M a year and beat quota 3 years running.',
          'Known for hiring and coaching reps and for building reliable pipeline and forecasting habits.',
        ],
        student: [
          'Business graduate with two sales internships who led a 15-person campus marketing team, ready to start as a rep and grow into team leadership.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['市场营销', '工商管理'],
        courses: ['销售管理', '市场营销学', '组织行为学', '商务谈判'],
      },
      'en-US': {
        majors: ['Marketing', 'Business Administration'],
        courses: ['Sales Management', 'Organizational Behavior', 'Negotiation', 'Marketing Strategy'],
      },
    },
    workplace: 'corporate',
  },
  {
    id: 'key-account-manager',
    names: { 'zh-CN': 'KA经理', 'en-US': 'National Account Manager' },
    field: { 'zh-CN': '重点客户（KA）管理', 'en-US': 'key account management' },
    synonyms: [
      'KA经理',
      'KA主管',
      'KA专员',
      'KA销售',
      'KA客户经理',
      '重点客户经理',
      '重点客户主管',
      'KAM',
      'national account manager',
      'national accounts manager',
      'key account executive',
      'key account specialist',
      'key account director',
    ],
    keywords: ['商超', '卖场', 'trade spend', 'joint business plan'],
    skillGroups: {
      'zh-CN': [
        {
          name: '客户经营',
          examples: ['年度合同谈判', '联合生意计划（JBP）', '新品进场与铺货', '客户关系维护'],
        },
        {
          name: '促销与费用',
          examples: ['档期促销策划', '进场费与陈列费管理', '费用投入产出分析', '费用核销'],
        },
        {
          name: '数据分析',
          examples: ['门店销售数据分析', '订单与库存跟踪', '缺货率管理', 'Excel 数据透视表'],
        },
      ],
      'en-US': [
        {
          name: 'Account planning',
          examples: [
            'Annual negotiations',
            'Joint business planning',
            'Distribution gains',
            'Buyer relationships',
          ],
        },
        {
          name: 'Trade & promotions',
          examples: ['Promotion planning', 'Trade spend management', 'Promotion ROI', 'Deduction management'],
        },
        {
          name: 'Retail analytics',
          examples: ['Point-of-sale data', 'Syndicated data', 'In-stock tracking', 'Excel pivot tables'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的 KA 系统（如 沃尔玛、永辉、大润发）与门店数量、年度销售指标]',
        '[你谈下的年度合同或联合生意计划：条款、费用与销售目标]',
        '[你策划执行的一次档期促销或陈列活动，以及销量和费用回报]',
        '[你如何管理费用预算、订单库存与门店缺货]',
        '[你负责客户的销售增长、铺货率或利润改善情况]',
      ],
      'en-US': [
        '[The retail accounts you manage (e.g. Walmart, Kroger, Target), store count and annual sales target]',
        '[An annual agreement or joint business plan you negotiated: terms, trade spend and targets]',
        '[A promotion or display program you ran, and its sales lift and return on spend]',
        '[How you manage trade budgets, forecasts and out-of-stocks for your accounts]',
        '[Sales growth, distribution gains or margin improvement in your accounts]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责华东 4 个 KA 系统共 320 家门店，年销售额 1.8 亿元，同比增长 16%',
        '主导与重点客户的年度合同谈判，销售目标提升 20% 的同时费用率下降 1.5 个百分点',
        '策划中秋档期堆头与促销活动，档期销量同比增长 45%，费用投入产出比 1:4.2',
        '推动 3 个新品进场 260 家门店，3 个月内铺货率达到 92%',
        '建立周度库存与缺货跟踪表，重点单品缺货率从 8% 降到 3%',
        '清理历史费用对账差异 130 万元，月度费用核销时间缩短 5 天',
      ],
      'en-US': [
        'Manage 2 national grocery accounts with 650 stores and $42M in annual sales, up 16% year over year',
        'Negotiated annual agreements that raised sales targets by 20% while cutting the trade rate by 1.5 points',
        'Ran a back-to-school display and promotion program that lifted event sales 45% at a 4.2x return on spend',
        'Secured distribution for 3 new items in 600 stores, reaching 92% of target stores within 3 months',
        "Built a weekly in-stock tracker with the retailer's replenishment team, cutting out-of-stocks on key items from 8% to 3%",
        'Resolved $180K in aged deduction disputes and shortened monthly trade settlement by 5 days',
      ],
    },
    projects: {
      'zh-CN': [
        {
          name: '年度联合生意计划（JBP）',
          description: '与重点客户共同制定品类增长目标、促销日历与费用方案，全年达成 106%',
        },
        { name: '新品进场与铺货', description: '协调采购、物流与门店执行，三个月完成 260 家门店铺货' },
        {
          name: '促销费用回报分析',
          description: '按档期与门店复盘促销费用，砍掉低回报活动，节省费用 200 万元',
        },
      ],
      'en-US': [
        {
          name: 'Joint business plan',
          description:
            'Growth targets, promotion calendar and trade plan built with the retailer, finishing the year at 106%',
        },
        {
          name: 'New item launch',
          description:
            'Coordinated the buyer, supply chain and field teams to get new items into 600 stores in 3 months',
        },
        {
          name: 'Trade spend review',
          description: 'Event-by-event review that cut low-return promotions and saved $300K',
        },
      ],
    },
    certifications: { 'zh-CN': [], 'en-US': [] },
    tools: {
      'zh-CN': ['Excel', '零售商供应商平台', '尼尔森零售研究数据', 'SAP', 'PPT', '企业微信'],
      'en-US': ['Walmart Retail Link', 'NielsenIQ', 'Circana', 'Excel', 'Salesforce', 'PowerPoint'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年快消品 KA 渠道经验，负责 4 个 KA 系统、320 家门店，年销售额 1.8 亿元。',
          '擅长年度合同谈判、档期促销策划与费用管理。',
        ],
        student: ['市场营销专业应届生，在快消公司做过 KA 渠道实习，熟悉门店走访与销售数据整理，Excel 熟练。'],
      },
      'en-US': {
        experienced: [
          'National account manager with 6 years in consumer packaged goods, managing grocery accounts with 650 stores and $42M in annual sales.',
          'Strong in annual negotiations, promotion planning and trade spend control.',
        ],
        student: [
          'Marketing graduate with a CPG sales internship covering store visits, retail data and promotion recaps, and strong Excel skills.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['市场营销', '工商管理'],
        courses: ['渠道管理', '零售管理', '商务谈判', '消费者行为学'],
      },
      'en-US': {
        majors: ['Marketing', 'Business Administration'],
        courses: ['Sales Management', 'Retail Management', 'Negotiation', 'Consumer Behavior'],
      },
    },
    workplace: 'corporate',
  },
  {
    id: 'sales-operations',
    names: { 'zh-CN': '销售运营专员', 'en-US': 'Sales Operations Analyst' },
    field: { 'zh-CN': '销售运营', 'en-US': 'sales operations' },
    synonyms: [
      '销售运营专员',
      '销售运营',
      '销售运营经理',
      '销售支持',
      '销售支持专员',
      '销售内勤',
      '销售助理',
      '销售行政',
      '商务助理',
      'sales operations analyst',
      'sales operations specialist',
      'sales operations manager',
      'sales operations',
      'sales ops',
      'revenue operations',
      'revenue operations analyst',
      'revenue operations manager',
      'revops',
      'sales coordinator',
      'sales support specialist',
      'sales administrator',
      'deal desk analyst',
    ],
    keywords: ['销售报表', 'sales reporting', 'cpq', 'territory planning'],
    skillGroups: {
      'zh-CN': [
        { name: '数据与报表', examples: ['销售日报与周报', '业绩看板', '销售预测汇总', '提成核算'] },
        { name: '流程与系统', examples: ['CRM 系统维护', '合同与订单审核', '报价审批', '客户主数据管理'] },
        { name: '销售支持', examples: ['指标分解', '销售政策制定', '销售会议组织', '跨部门对接'] },
      ],
      'en-US': [
        {
          name: 'Reporting & analytics',
          examples: ['Pipeline dashboards', 'Forecast rollups', 'Commission calculations', 'Quota tracking'],
        },
        {
          name: 'Systems & process',
          examples: ['Salesforce administration', 'CPQ and quoting', 'Order processing', 'Data hygiene'],
        },
        {
          name: 'Planning',
          examples: ['Territory and quota planning', 'Compensation plans', 'Deal desk', 'Sales kickoffs'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你支持的销售团队规模与业务线，以及你负责的工作（报表、订单、合同、CRM）]',
        '[你搭建或维护的销售报表与看板，管理层如何使用]',
        '[你每月处理的订单、合同或报价数量，以及准确率与时效]',
        '[你参与的指标分解、提成核算或销售政策制定工作]',
        '[你优化的一项销售流程或系统功能，节省了多少时间或减少了多少差错]',
      ],
      'en-US': [
        '[The sales team and business lines you support, and what you own (reporting, orders, CRM, compensation)]',
        '[Dashboards and reports you built or maintain, and how leaders use them]',
        '[Orders, quotes or contracts you process a month, with accuracy and turnaround]',
        '[Your part in territory and quota planning or commission calculations]',
        '[A sales process or system change you made, and the time or errors it saved]',
      ],
    },
    achievements: {
      'zh-CN': [
        '支持 60 人销售团队，每周出具业绩与商机报表，覆盖 5 条产品线',
        '用 Power BI 搭建销售看板，管理层周报制作时间从 8 小时缩短到 1 小时',
        '每月审核合同与订单 400 余份，差错率低于 0.5%',
        '参与年度指标分解与提成方案设计，提成核算周期从 10 天缩短到 4 天',
        '清洗 CRM 客户数据 2 万条，重复客户减少 90%',
        '上线报价审批流程，平均审批时间从 3 天缩短到 1 天',
      ],
      'en-US': [
        'Support a 60-person sales team with weekly bookings and pipeline reports across 5 product lines',
        'Built Salesforce and Tableau dashboards that cut weekly leadership reporting from 8 hours to 1',
        'Process 400+ quotes and orders a month with an error rate under 0.5%',
        'Helped design annual territories, quotas and commission plans, cutting the commission cycle from 10 days to 4',
        'Cleaned 20,000 CRM account records, removing 90% of duplicates',
        'Launched a CPQ approval workflow that shortened quote approval from 3 days to 1',
      ],
    },
    projects: {
      'zh-CN': [
        {
          name: '销售业绩看板',
          description: '整合 CRM 与财务数据，按区域、产品与销售人员实时展示业绩与商机',
        },
        { name: '提成核算自动化', description: '用系统报表与 Excel 模板替代手工汇总，提升核算准确率与时效' },
        { name: 'CRM 数据治理', description: '统一客户与商机字段标准，清理重复数据，提升预测可信度' },
      ],
      'en-US': [
        {
          name: 'Sales performance dashboard',
          description: 'CRM and finance data combined into live views by region, product and rep',
        },
        {
          name: 'Commission automation',
          description: 'System reports in place of manual spreadsheets for faster, more accurate payouts',
        },
        {
          name: 'CRM data cleanup',
          description:
            'Standard account and opportunity fields and deduplication for forecasts leaders can trust',
        },
      ],
    },
    certifications: {
      'zh-CN': ['全国计算机等级考试二级（MS Office 高级应用）', 'MOS 微软办公软件国际认证'],
      'en-US': ['Salesforce Certified Platform Administrator', 'Microsoft Office Specialist: Excel Expert'],
    },
    tools: {
      'zh-CN': ['CRM 系统', '销售易', '用友 U8', 'Excel', 'Power BI', '钉钉'],
      'en-US': ['Salesforce', 'Excel', 'Tableau', 'Clari', 'Salesforce CPQ', 'Xactly'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '4 年销售运营经验，支持 60 人销售团队的报表、订单、合同与提成核算，熟练使用 CRM、Excel 与 Power BI。',
          '细致严谨，善于用数据和流程为销售团队节省时间。',
        ],
        student: [
          '工商管理专业应届生，做过销售助理实习，负责订单录入与周报整理，熟练使用 Excel 函数与数据透视表。',
        ],
      },
      'en-US': {
        experienced: [
          'Sales operations analyst with 4 years supporting a 60-person team with reporting, quoting, CRM and commissions.',
          'Detail-oriented and happiest making the sales process faster and cleaner.',
        ],
        student: [
          'Business graduate with a sales support internship in order entry and weekly reporting, strong in Excel pivot tables and lookups.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['工商管理', '市场营销', '信息管理与信息系统'],
        courses: ['市场营销学', '管理信息系统', '统计学', '销售管理'],
      },
      'en-US': {
        majors: ['Business Administration', 'Information Systems'],
        courses: ['Business Analytics', 'Sales Management', 'Statistics', 'Management Information Systems'],
      },
    },
    workplace: 'corporate',
  },
  {
    id: 'category-manager',
    names: { 'zh-CN': '品类经理', 'en-US': 'Category Manager' },
    field: { 'zh-CN': '品类管理', 'en-US': 'category management' },
    synonyms: [
      '品类经理',
      '品类专员',
      '品类主管',
      '品类运营',
      '品类管理专员',
      '采销',
      '采销经理',
      '采销专员',
      'category manager',
      'category specialist',
      'category analyst',
      'category management analyst',
      'category development manager',
      'category lead',
    ],
    keywords: ['品类管理', 'category management', '品类规划', 'planogram'],
    skillGroups: {
      'zh-CN': [
        { name: '品类规划', examples: ['品类结构规划', '商品组合优化', '价格带规划', '新品引入与淘汰'] },
        { name: '供应商管理', examples: ['供应商谈判', '进价与返利', '订货与库存', '毛利管理'] },
        { name: '数据分析', examples: ['销售与毛利分析', '竞品与市场调研', '促销复盘', 'Excel 与 BI 报表'] },
      ],
      'en-US': [
        {
          name: 'Category strategy',
          examples: ['Assortment planning', 'Price tiers', 'New item selection', 'SKU rationalization'],
        },
        {
          name: 'Vendor management',
          examples: ['Cost negotiation', 'Vendor funding', 'Promotion planning', 'Inventory and in-stock'],
        },
        {
          name: 'Analytics',
          examples: ['Sales and margin analysis', 'Market share data', 'Planograms', 'Excel and BI'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的品类、SKU 数量与年度销售额、毛利目标]',
        '[你做的一次品类结构调整：引入、淘汰了哪些商品，效果如何]',
        '[你与供应商谈判的成果：进价、返利、账期或独家资源]',
        '[你策划的一次大促或品类活动，以及销售与毛利结果]',
        '[你如何通过价格、库存或数据分析改善品类表现]',
      ],
      'en-US': [
        '[The categories you own, SKU count and annual sales and margin targets]',
        '[An assortment review you led: items added or cut, and the result]',
        '[Vendor negotiations you won: cost, funding, terms or exclusives]',
        '[A promotion or category event you planned, and its sales and margin]',
        '[How you used pricing, inventory or data to improve category performance]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责休闲食品品类 1200 个 SKU，年销售额 3.5 亿元，毛利率提升 2.3 个百分点',
        '完成年度品类结构调整，淘汰尾部 SKU 18%，单品平均销售额提升 25%',
        '与 30 家核心供应商完成年度谈判，综合进价下降 4%，新增返利 600 万元',
        '策划 618 大促品类活动，活动期间销售额同比增长 60%',
        '引入新品 150 个，其中 20 个进入品类销售前 100',
        '优化补货参数与安全库存，品类库存周转天数从 45 天降到 32 天',
      ],
      'en-US': [
        'Own the snacks category with 1,200 SKUs and $50M in annual sales, raising gross margin by 2.3 points',
        'Led an assortment review that cut the bottom 18% of SKUs and lifted average sales per item by 25%',
        'Negotiated with 30 key vendors for a 4% cost reduction and $850K in new vendor funding',
        'Planned a holiday category event that grew sales 60% year over year',
        'Brought in 150 new items, 20 of which reached the category top 100',
        'Tuned replenishment and safety stock settings, cutting days of inventory from 45 to 32',
      ],
    },
    projects: {
      'zh-CN': [
        {
          name: '年度品类规划',
          description: '基于销售与市场数据重新划分价格带与商品结构，提升品类销售与毛利',
        },
        {
          name: '自有品牌开发',
          description: '与工厂合作开发 12 款自有品牌商品，毛利率比同类商品高 10 个百分点',
        },
        { name: '大促选品与备货', description: '联合运营与供应链完成选品、定价与备货，活动售罄率 85%' },
      ],
      'en-US': [
        {
          name: 'Annual category plan',
          description: 'Reset price tiers and assortment from sales and market data to grow sales and margin',
        },
        {
          name: 'Private label launch',
          description:
            'Developed 12 private label items with manufacturers at 10 points more margin than national brands',
        },
        {
          name: 'Holiday event planning',
          description:
            'Item selection, pricing and inventory buys with marketing and supply chain, selling through 85%',
        },
      ],
    },
    certifications: {
      'zh-CN': [],
      'en-US': [
        'Certified Professional Category Analyst (CPCA)',
        'Certified Professional Category Manager (CPCM)',
      ],
    },
    tools: {
      'zh-CN': ['Excel', 'SAP', '生意参谋', '京东商智', 'Power BI', '尼尔森零售研究数据'],
      'en-US': ['Excel', 'SAP', 'NielsenIQ', 'Circana', 'Blue Yonder Space Planning', 'Power BI'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年零售与电商品类管理经验，负责 1200 个 SKU、年销售额 3.5 亿元的休闲食品品类，擅长品类规划与供应商谈判。',
          '对数据敏感，能把销售与毛利分析落到选品和定价上。',
        ],
        student: [
          '市场营销专业应届生，在电商平台做过采销实习，参与大促选品与竞品价格监测，熟练使用 Excel 做销售分析。',
        ],
      },
      'en-US': {
        experienced: [
          'Category manager with 6 years in grocery and e-commerce, owning a $50M snacks category of 1,200 SKUs.',
          'Turns sales and margin data into assortment, pricing and vendor decisions.',
        ],
        student: [
          'Marketing graduate with a merchandising internship at an online retailer, supporting holiday item selection and competitor price checks in Excel.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['市场营销', '工商管理', '电子商务'],
        courses: ['零售管理', '采购管理', '消费者行为学', '数据分析'],
      },
      'en-US': {
        majors: ['Marketing', 'Business Administration', 'Supply Chain Management'],
        courses: ['Retail Management', 'Consumer Behavior', 'Pricing Strategy', 'Business Analytics'],
      },
    },
    workplace: 'commerce',
  },
  {
    id: 'buyer-merchandiser',
    names: { 'zh-CN': '买手', 'en-US': 'Retail Buyer' },
    field: { 'zh-CN': '商品采买与企划', 'en-US': 'retail buying and merchandise planning' },
    synonyms: [
      '买手',
      '服装买手',
      '时尚买手',
      '买手专员',
      '商品企划',
      '商品企划专员',
      '商品企划经理',
      '商品计划专员',
      '商品经理',
      '货品专员',
      '货品经理',
      '货品计划',
      'retail buyer',
      'fashion buyer',
      'apparel buyer',
      'merchandise buyer',
      'merchandise planner',
      'merchandise manager',
      'assortment planner',
      'allocation analyst',
      'allocator',
    ],
    keywords: ['open to buy', 'otb', '订货会', '售罄率', 'sell-through'],
    skillGroups: {
      'zh-CN': [
        { name: '商品企划', examples: ['季度商品规划', '款式与波段规划', '价格带设计', '订货预算（OTB）'] },
        { name: '采买与供应商', examples: ['订货会选款', '供应商谈判', '翻单与补单', '新品开发跟进'] },
        { name: '货品管理', examples: ['铺货与调拨', '售罄率分析', '折扣与清货', '库存结构管理'] },
      ],
      'en-US': [
        {
          name: 'Planning',
          examples: ['Seasonal line plans', 'Open-to-buy', 'Assortment planning', 'Price architecture'],
        },
        {
          name: 'Buying',
          examples: ['Trend research', 'Line reviews and market trips', 'Vendor negotiation', 'Reorders'],
        },
        {
          name: 'Inventory',
          examples: [
            'Allocation and replenishment',
            'Sell-through analysis',
            'Markdown strategy',
            'Weeks of supply',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的品牌、品类或门店范围，以及每季的采买预算]',
        '[你参与的季度商品企划：款式数量、波段与价格带安排]',
        '[你选款和订货的结果：售罄率、毛利率或爆款情况]',
        '[你如何管理库存：铺货、调拨、翻单与折扣清货]',
        '[你与供应商或设计团队合作的一个案例，以及结果]',
      ],
      'en-US': [
        '[The brands, categories or stores you buy for, and your seasonal budget]',
        '[Your part in the seasonal line plan: number of styles, flows and price points]',
        '[Results of your buys: sell-through, margin or best sellers]',
        '[How you manage inventory: allocation, transfers, reorders and markdowns]',
        '[A project with vendors or the design team, and the outcome]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责女装品牌 80 家门店的商品采买，每季订货预算 6000 万元',
        '季末正价售罄率达到 68%，比上年提高 8 个百分点',
        '规划春夏季 420 个款式的上市波段与价格带，整体毛利率 62%',
        '通过周度销售分析及时翻单，畅销款补货周期从 30 天缩短到 18 天',
        '在门店间调拨滞销货品 3.5 万件，季末库存减少 15%',
        '引入 3 个设计师品牌，首季销售额 900 万元',
      ],
      'en-US': [
        "Buy for a women's apparel brand across 80 stores with a $9M seasonal budget",
        'Reached 68% full-price sell-through, up 8 points from the prior year',
        'Planned 420 spring styles across flows and price points at a 62% merchandise margin',
        'Used weekly sales reads to chase best sellers, cutting reorder lead time from 30 to 18 days',
        'Moved 35,000 slow-selling units between stores, lowering end-of-season inventory by 15%',
        'Added 3 emerging designer brands that sold $1.3M in their first season',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '季度商品企划', description: '根据历史销售与趋势调研制定款式结构、上市波段与 OTB 预算' },
        { name: '畅销款快速翻单', description: '与供应商建立小单快反机制，缩短补货周期、减少断码缺货' },
        { name: '季末库存优化', description: '结合售罄率制定调拨与折扣节奏，降低季末库存' },
      ],
      'en-US': [
        {
          name: 'Seasonal line plan',
          description: 'Style mix, flows and open-to-buy built from sales history and trend research',
        },
        {
          name: 'Quick-response reorders',
          description: 'A small-batch reorder program with vendors that cut stockouts on best sellers',
        },
        {
          name: 'End-of-season clearance plan',
          description: 'Transfers and markdown timing driven by sell-through to cut leftover stock',
        },
      ],
    },
    certifications: { 'zh-CN': [], 'en-US': [] },
    tools: {
      'zh-CN': ['Excel', 'ERP 系统', 'WGSN 趋势平台', 'POP 服装趋势网', 'Power BI', 'PPT'],
      'en-US': ['Excel', 'Oracle Retail', 'WGSN', 'NuORDER', 'Power BI', 'PowerPoint'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年服装零售买手经验，负责 80 家门店、每季 6000 万元的订货预算，正价售罄率 68%。',
          '既懂流行趋势又重视销售数据，擅长商品企划与库存管理。',
        ],
        student: [
          '服装与服饰设计专业应届生，在品牌商品部实习，参与订货会选款与周度销售分析，熟练使用 Excel。',
        ],
      },
      'en-US': {
        experienced: [
          'Retail buyer with 6 years in apparel, managing a $9M seasonal budget across 80 stores at 68% full-price sell-through.',
          'Pairs a good eye for trends with close reading of sales data.',
        ],
        student: [
          'Fashion merchandising graduate with a buying internship supporting line reviews and weekly sales recaps in Excel.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['服装与服饰设计', '服装设计与工程', '市场营销'],
        courses: ['服装商品企划', '零售管理', '服装市场营销', '流行趋势分析'],
      },
      'en-US': {
        majors: ['Fashion Merchandising', 'Business Administration'],
        courses: ['Merchandise Planning', 'Retail Buying', 'Textiles', 'Retail Math'],
      },
    },
    workplace: 'commerce',
  },
  {
    id: 'visual-merchandiser',
    names: { 'zh-CN': '陈列师', 'en-US': 'Visual Merchandiser' },
    field: { 'zh-CN': '视觉陈列', 'en-US': 'visual merchandising' },
    synonyms: [
      '陈列师',
      '陈列专员',
      '陈列主管',
      '陈列设计师',
      '视觉陈列师',
      '视觉陈列专员',
      '视觉陈列主管',
      '橱窗设计师',
      '橱窗陈列师',
      'VM陈列',
      'visual merchandiser',
      'visual merchandising specialist',
      'visual merchandising manager',
      'visual merchandising coordinator',
      'visual merchandising lead',
      'window dresser',
    ],
    keywords: ['陈列', '橱窗', 'visual merchandising', 'window display'],
    skillGroups: {
      'zh-CN': [
        { name: '陈列执行', examples: ['橱窗布置', '货架与模特陈列', '色彩搭配', '道具与灯光'] },
        { name: '陈列规划', examples: ['陈列指引制作', '新品上市陈列', '季节主题方案', '店铺动线规划'] },
        { name: '门店支持', examples: ['巡店检查', '店员陈列培训', '陈列效果复盘', '道具采购与管理'] },
      ],
      'en-US': [
        {
          name: 'Display execution',
          examples: ['Window displays', 'Mannequin styling', 'Color blocking', 'Fixtures and lighting'],
        },
        {
          name: 'Planning',
          examples: ['Visual guidelines', 'Floor sets', 'Seasonal themes', 'Store layout and traffic flow'],
        },
        {
          name: 'Store support',
          examples: ['Store visits', 'Team training', 'Sales impact reviews', 'Props and budget'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的品牌、门店数量或区域]',
        '[你完成的橱窗或换季陈列：频率、主题与执行门店数]',
        '[你制作的陈列指引或培训，覆盖了多少门店和店员]',
        '[陈列调整带来的销售变化，如 主推款销量、连带率或进店率]',
        '[你管理的道具预算、物料采购或制作安装工作]',
      ],
      'en-US': [
        '[The brand, stores or region you cover]',
        '[Windows and floor sets you deliver: how often, themes and number of stores]',
        '[Visual guidelines or training you created, and how many stores and staff they reached]',
        '[Sales changes after your displays: featured items, units per transaction or store traffic]',
        '[Props, fixtures and budget you manage, and installs you run]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责华南区 35 家门店的视觉陈列，每年完成 8 次换季与主题橱窗',
        '调整主推款陈列位置后，主推款销量提升 30%',
        '制作季度陈列指引手册，覆盖全国 120 家门店',
        '培训门店陈列员与店员 200 余人次，巡店陈列合格率从 75% 提高到 95%',
        '春节主题橱窗带动进店人数增长 18%',
        '复用与改造道具，年度道具费用节省 25%',
      ],
      'en-US': [
        'Handle visual merchandising for 35 stores in the region, delivering 8 floor sets and window changes a year',
        'Moved featured styles to focal points, lifting their sales by 30%',
        'Wrote the quarterly visual guide used by 120 stores nationwide',
        'Trained 200+ store staff, raising visual audit scores from 75% to 95%',
        'Designed holiday windows that increased store traffic by 18%',
        'Reused and refurbished props to cut the annual fixture budget by 25%',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '新店开业陈列', description: '完成 2 家旗舰店开业前的货品陈列、道具安装与灯光调试' },
        { name: '换季主题橱窗', description: '按季节主题设计并布置橱窗，统一执行到区域所有门店' },
        { name: '陈列标准化', description: '编写陈列指引与检查表，帮助门店稳定执行' },
      ],
      'en-US': [
        {
          name: 'New store opening',
          description: 'Merchandised, fixtured and lit 2 flagship stores ahead of opening',
        },
        {
          name: 'Seasonal windows',
          description: 'Designed and installed themed windows rolled out to every store in the region',
        },
        {
          name: 'Visual standards',
          description: 'Guidelines and checklists that kept displays consistent across stores',
        },
      ],
    },
    certifications: { 'zh-CN': [], 'en-US': [] },
    tools: {
      'zh-CN': ['Photoshop', 'SketchUp', 'AutoCAD', 'PPT', '陈列道具', '射灯与灯光设备'],
      'en-US': [
        'Adobe Photoshop',
        'Adobe Illustrator',
        'SketchUp',
        'AutoCAD',
        'Fixtures and props',
        'Display lighting',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年服装品牌视觉陈列经验，负责 35 家门店的换季与橱窗陈列，擅长色彩搭配与陈列指引制作。',
          '动手能力强，能让陈列调整体现在销售上。',
        ],
        student: [
          '服装陈列与展示设计专业应届生，在品牌门店做过陈列实习，参与换季陈列与橱窗布置，会用 Photoshop 和 SketchUp。',
        ],
      },
      'en-US': {
        experienced: [
          'Visual merchandiser with 5 years in apparel retail, delivering floor sets and windows for 35 stores.',
          'Strong eye for color and layout, with displays that move product.',
        ],
        student: [
          'Visual merchandising student with a retail internship helping with floor sets and window installs, skilled in Photoshop and SketchUp.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['服装陈列与展示设计', '展示艺术设计', '环境艺术设计'],
        courses: ['陈列设计', '色彩构成', '橱窗设计', '展示照明'],
      },
      'en-US': {
        majors: ['Visual Merchandising', 'Fashion Merchandising', 'Interior Design'],
        courses: ['Visual Merchandising', 'Color Theory', 'Display Design', 'Retail Store Planning'],
      },
    },
    workplace: 'commerce',
    pathway: 'vocational',
  },
  {
    id: 'operations-manager',
    names: { 'zh-CN': '营运经理', 'en-US': 'Operations Manager' },
    field: { 'zh-CN': '企业营运管理', 'en-US': 'business operations' },
    synonyms: [
      '营运经理',
      '营运主管',
      '营运总监',
      '营运专员',
      '区域营运经理',
      '业务运营经理',
      'operations manager',
      'operations director',
      'director of operations',
      'business operations manager',
      'regional operations manager',
      'vp of operations',
      'chief operating officer',
    ],
    keywords: ['营运管理', 'operations management'],
    skillGroups: {
      'zh-CN': [
        { name: '营运管理', examples: ['日常营运管控', '标准作业流程（SOP）', 'KPI 体系搭建', '多门店管理'] },
        { name: '成本与绩效', examples: ['预算编制与执行', '成本控制', '人效分析', '经营分析'] },
        { name: '团队与协同', examples: ['团队管理', '跨部门协调', '项目推进', '供应商管理'] },
      ],
      'en-US': [
        {
          name: 'Operations',
          examples: [
            'Daily operations',
            'Standard operating procedures',
            'KPI dashboards',
            'Multi-site management',
          ],
        },
        {
          name: 'Financial performance',
          examples: ['Budgeting', 'Cost control', 'Labor planning', 'P&L reviews'],
        },
        {
          name: 'Leadership',
          examples: [
            'Team management',
            'Cross-functional coordination',
            'Process improvement',
            'Vendor management',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的业务范围：公司、事业部、区域或门店数量，以及管理的团队人数]',
        '[你管理的营运指标（如 营收、成本、人效、交付时效），以及达成情况]',
        '[你建立或优化的一项流程或制度（如 SOP、KPI 体系），带来的改善]',
        '[你负责的预算与成本控制，节省了多少费用]',
        '[你牵头推进的一个跨部门项目，以及结果]',
      ],
      'en-US': [
        '[What you run: company, business unit, region or number of sites, and the team you lead]',
        '[Operating metrics you own (revenue, cost, productivity, service levels) and your results]',
        '[A process or system you built or fixed (procedures, KPIs) and what improved]',
        '[Budget and cost control you are responsible for, and the savings]',
        '[A cross-functional initiative you led and its outcome]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责华东区 28 家门店营运，管理 400 名员工，区域年营收 2.6 亿元',
        '建立门店 KPI 看板与周度经营分析会，区域利润率提升 3 个百分点',
        '编写并推行 40 项标准作业流程，门店服务差错率下降 45%',
        '优化排班与人员配置，人效提升 18%，每年节省人工成本 500 万元',
        '重新招标物业与保洁服务商，年度营运费用下降 12%',
        '牵头 ERP 系统切换，3 个月内完成 28 家门店上线',
      ],
      'en-US': [
        'Run operations for 28 locations and 400 employees with $38M in annual revenue',
        'Introduced location KPI dashboards and weekly business reviews that raised operating margin by 3 points',
        'Wrote and rolled out 40 standard operating procedures, cutting service errors by 45%',
        'Reworked scheduling and staffing models, improving labor productivity by 18% and saving $700K a year',
        'Rebid facilities and janitorial contracts, lowering annual operating costs by 12%',
        'Led the ERP cutover across all 28 locations in 3 months',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '区域营运标准化', description: '统一门店作业流程、检查表与培训，提升服务一致性' },
        { name: '经营分析体系搭建', description: '按门店建立收入、成本与人效指标，每周复盘并跟进改进' },
        { name: '降本增效项目', description: '梳理排班、采购与能耗，全年节省营运成本 800 万元' },
      ],
      'en-US': [
        {
          name: 'Operations standardization',
          description: 'Common procedures, checklists and training across sites for consistent service',
        },
        {
          name: 'Operating review cadence',
          description: 'Site-level revenue, cost and productivity metrics reviewed weekly with follow-ups',
        },
        {
          name: 'Cost reduction program',
          description: 'Savings in scheduling, purchasing and energy worth $1.1M a year',
        },
      ],
    },
    certifications: {
      'zh-CN': ['六西格玛绿带', 'PMP 项目管理专业人士认证'],
      'en-US': ['Lean Six Sigma Green Belt', 'Project Management Professional (PMP)'],
    },
    tools: {
      'zh-CN': ['ERP 系统', 'Excel', 'Power BI', '钉钉', '飞书', 'Visio'],
      'en-US': ['Excel', 'Power BI', 'NetSuite', 'Smartsheet', 'Microsoft Teams', 'Visio'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '10 年连锁零售营运管理经验，负责 28 家门店、400 名员工，区域年营收 2.6 亿元。',
          '擅长搭建 KPI 与标准流程，控制成本、提升人效。',
        ],
        student: ['工商管理专业应届生，在连锁企业营运部实习，参与门店巡检与经营数据分析，执行力强。'],
      },
      'en-US': {
        experienced: [
          'Operations manager with 10 years in multi-site retail, running 28 locations, 400 employees and $38M in revenue.',
          'Builds KPIs and standard processes that lower cost and raise productivity.',
        ],
        student: [
          'Business administration graduate with an operations internship at a retail chain, supporting store audits and performance reports.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['工商管理', '工业工程'],
        courses: ['运营管理', '管理学', '财务管理', '组织行为学'],
      },
      'en-US': {
        majors: ['Business Administration', 'Operations Management'],
        courses: [
          'Operations Management',
          'Managerial Accounting',
          'Organizational Behavior',
          'Business Statistics',
        ],
      },
    },
    workplace: 'corporate',
  },
  {
    id: 'general-manager',
    names: { 'zh-CN': '总经理', 'en-US': 'General Manager' },
    field: { 'zh-CN': '企业经营管理', 'en-US': 'general management' },
    synonyms: [
      '分公司总经理',
      '子公司总经理',
      '区域总经理',
      '事业部总经理',
      '常务副总经理',
      '执行总裁',
      '首席执行官',
      'chief executive officer',
      'business unit general manager',
      'country manager',
      'country general manager',
    ],
    keywords: ['全面经营管理'],
    skillGroups: {
      'zh-CN': [
        { name: '战略与经营', examples: ['战略规划', '年度经营计划', '预算与损益管理', '投资与并购决策'] },
        { name: '组织与团队', examples: ['组织架构设计', '高管团队搭建', '绩效与激励机制', '企业文化建设'] },
        {
          name: '外部关系',
          examples: ['重要客户与合作伙伴', '政府与行业关系', '董事会与股东沟通', '融资对接'],
        },
      ],
      'en-US': [
        {
          name: 'Strategy',
          examples: ['Strategic planning', 'Annual operating plans', 'P&L ownership', 'M&A and partnerships'],
        },
        {
          name: 'Organization',
          examples: ['Org design', 'Executive hiring', 'Incentive plans', 'Culture building'],
        },
        {
          name: 'Stakeholders',
          examples: [
            'Board and investors',
            'Key customers',
            'Government and industry relations',
            'Fundraising',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的公司或业务单元：行业、营收规模与员工人数]',
        '[你任期内的经营成果：营收、利润、市场份额的变化]',
        '[你制定并推动的一项关键战略（如 新业务、新市场、转型），以及结果]',
        '[你对组织和团队的调整：架构、关键人才、激励机制]',
        '[你对接董事会、股东、重要客户或政府部门的工作，以及取得的成果]',
      ],
      'en-US': [
        '[The company or business unit you run: industry, revenue and headcount]',
        '[Results during your tenure: revenue, profit and market share]',
        '[A major strategic move you made (new business, new market, turnaround) and its outcome]',
        '[Changes you made to the organization: structure, key hires, incentives]',
        '[Your work with the board, shareholders, key customers or regulators, and what it achieved]',
      ],
    },
    achievements: {
      'zh-CN': [
        '任分公司总经理 5 年，营收从 3 亿元增长到 8.5 亿元，净利润率从 4% 提升到 9%',
        '主导进入东南亚市场，3 年内海外收入占比达到 25%',
        '带领亏损事业部完成业务重组，18 个月内扭亏为盈',
        '调整组织架构与激励机制，核心管理人员流失率从 20% 降到 6%',
        '牵头完成 2 起行业并购，新增产能 40%',
        '带领公司完成 3 亿元 B 轮融资',
      ],
      'en-US': [
        'Grew the subsidiary from $42M to $120M in revenue over 5 years while lifting net margin from 4% to 9%',
        'Led entry into Southeast Asia, reaching 25% of revenue from overseas within 3 years',
        'Turned around a loss-making division, returning it to profit within 18 months',
        'Redesigned the org structure and incentive plans, cutting leadership turnover from 20% to 6%',
        'Led 2 acquisitions that added 40% to production capacity',
        'Closed a $40M Series B round',
      ],
    },
    projects: {
      'zh-CN': [
        {
          name: '三年战略规划',
          description: '梳理市场与竞争格局，明确核心业务与新增长点，分解为年度经营目标',
        },
        { name: '事业部扭亏', description: '收缩低毛利业务、优化成本结构，18 个月实现盈利' },
        { name: '海外市场拓展', description: '搭建本地团队与渠道，建立东南亚销售与服务网络' },
      ],
      'en-US': [
        {
          name: 'Three-year strategic plan',
          description:
            'Market and competitor review that set core businesses, new growth bets and annual targets',
        },
        {
          name: 'Division turnaround',
          description: 'Exited low-margin lines and reset the cost base, returning to profit in 18 months',
        },
        {
          name: 'International expansion',
          description: 'Local teams and channel partners for sales and service across Southeast Asia',
        },
      ],
    },
    certifications: { 'zh-CN': [], 'en-US': [] },
    tools: {
      'zh-CN': ['ERP 系统', '经营分析看板', 'OKR 管理工具', 'Excel', 'PPT', '飞书'],
      'en-US': ['Excel', 'PowerPoint', 'Salesforce', 'NetSuite', 'Tableau', 'Slack'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '15 年制造业经营管理经验，其中 5 年任分公司总经理，带领 600 人团队将营收从 3 亿元做到 8.5 亿元。',
          '擅长战略落地、组织搭建与扭亏增长。',
        ],
        student: [
          '工商管理专业应届生，与 5 名同学合作完成学生创业项目，从产品到销售全程参与，希望从管理培训生做起，系统学习企业经营。',
        ],
      },
      'en-US': {
        experienced: [
          'General manager with 15 years in manufacturing, 5 of them running a 600-person subsidiary that grew from $42M to $120M in revenue.',
          'Known for turning strategy into results, building strong teams and turning businesses around.',
        ],
        student: [
          'Business administration graduate who led a 6-person student startup from product to first sales, looking to start in a leadership development program.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['工商管理', '经济学'],
        courses: ['战略管理', '财务管理', '组织行为学', '市场营销学'],
      },
      'en-US': {
        majors: ['Business Administration (MBA)', 'Economics'],
        courses: ['Corporate Strategy', 'Financial Management', 'Leadership', 'Marketing Management'],
      },
    },
    workplace: 'corporate',
  },
  {
    id: 'securities-trader',
    names: { 'zh-CN': '交易员', 'en-US': 'Trader' },
    field: { 'zh-CN': '证券与金融市场交易', 'en-US': 'securities trading' },
    synonyms: [
      '交易员',
      '证券交易员',
      '股票交易员',
      '债券交易员',
      '固收交易员',
      '外汇交易员',
      '期货交易员',
      '衍生品交易员',
      '大宗商品交易员',
      '自营交易员',
      'trader',
      'equity trader',
      'stock trader',
      'bond trader',
      'fixed income trader',
      'rates trader',
      'credit trader',
      'fx trader',
      'forex trader',
      'foreign exchange trader',
      'commodities trader',
      'commodity trader',
      'derivatives trader',
      'options trader',
      'proprietary trader',
      'execution trader',
      'sales trader',
    ],
    keywords: ['交易台', 'trading desk', '自营交易', 'sales and trading'],
    skillGroups: {
      'zh-CN': [
        {
          name: '交易执行',
          examples: ['股票与债券交易', '算法交易与大宗交易', '询价与报价', '交易指令管理'],
        },
        { name: '市场研判', examples: ['宏观与利率分析', '技术分析', '流动性判断', '交易策略'] },
        { name: '风险控制', examples: ['头寸与限额管理', '止损纪律', '交易合规', '盘后复盘'] },
      ],
      'en-US': [
        {
          name: 'Execution',
          examples: [
            'Equities and fixed income',
            'Block and algorithmic trading',
            'Market making',
            'Order management',
          ],
        },
        {
          name: 'Market analysis',
          examples: ['Macro and rates', 'Technical analysis', 'Liquidity assessment', 'Trade ideas'],
        },
        {
          name: 'Risk',
          examples: ['Position and limit management', 'Hedging', 'Trading compliance', 'P&L attribution'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你交易的品种与市场（如 A 股、利率债、国债期货、外汇），以及管理的头寸规模]',
        '[你的交易业绩：收益、超额收益或执行成本，与基准相比如何]',
        '[你执行或设计的一笔代表性交易或一项交易策略，以及结果]',
        '[你如何控制风险：限额、止损、对冲，以及最大回撤]',
        '[你支持的投资经理、客户或团队，以及你对交易效率的改进]',
      ],
      'en-US': [
        '[What you trade (equities, Treasuries, rates, FX, commodities) and the size of your book]',
        '[Your results: P&L, returns versus benchmark or execution cost]',
        '[A notable trade or strategy you ran, and how it turned out]',
        '[How you manage risk: limits, stops, hedges, and your maximum drawdown]',
        '[The portfolio managers, clients or desk you support, and improvements you made to execution]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责利率债自营交易，管理头寸规模 50 亿元，年度收益超越基准 1.2 个百分点',
        '日均执行股票交易指令 300 笔，冲击成本较上年降低 8%',
        '用国债期货对冲利率风险，市场大幅调整期间组合回撤控制在 1.5% 以内',
        '连续 3 年无交易差错与合规违规',
        '搭建交易复盘表，统计 2000 笔交易的滑点与执行效率',
        '协助投资经理完成 12 只新发债券的一级市场投标，中标率 75%',
      ],
      'en-US': [
        'Traded a $700M Treasury and agency book, beating the benchmark by 120 basis points in a year',
        'Execute about 300 equity orders a day, cutting market impact cost by 8% year over year',
        'Hedged rate risk with Treasury futures, holding drawdown under 1.5% through a sharp sell-off',
        'Went 3 years without a trade error or compliance breach',
        'Built a post-trade review of 2,000 trades tracking slippage and execution quality',
        'Placed orders on 12 new bond issues for portfolio managers, with 75% of orders filled',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '交易执行质量分析', description: '按券商、时段与下单方式统计成交成本，优化下单策略' },
        { name: '利率风险对冲方案', description: '用国债期货与利率互换管理组合久期，控制回撤' },
        { name: '交易系统切换', description: '参与新交易系统测试与上线，梳理指令流程与风控参数' },
      ],
      'en-US': [
        {
          name: 'Execution quality review',
          description: 'Cost analysis by broker, time of day and order type that reshaped order routing',
        },
        {
          name: 'Rate hedging program',
          description: 'Treasury futures and swaps to manage portfolio duration and limit drawdowns',
        },
        {
          name: 'Order management system migration',
          description: 'Tested and launched a new OMS, including order flow and risk limits',
        },
      ],
    },
    certifications: {
      'zh-CN': ['证券从业资格', '期货从业资格', '银行间本币市场交易员资格', 'CFA'],
      'en-US': ['Securities Industry Essentials (SIE)', 'FINRA Series 57', 'FINRA Series 7', 'CFA'],
    },
    tools: {
      'zh-CN': ['Wind', '彭博终端', '恒生 O32 投资交易系统', 'CFETS 本币交易系统', 'Excel VBA', 'Python'],
      'en-US': ['Bloomberg Terminal', 'Bloomberg EMSX', 'Tradeweb', 'MarketAxess', 'Excel', 'Python'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年券商固收自营交易经验，管理 50 亿元利率债头寸，年度收益超越基准 1.2 个百分点。',
          '交易纪律严格，熟悉国债期货与利率互换对冲。',
        ],
        student: [
          '金融工程专业应届生，已通过证券从业资格考试，在券商交易部实习，协助整理盘后数据与交易复盘。',
        ],
      },
      'en-US': {
        experienced: [
          'Fixed income trader with 6 years on a bank desk, running a $700M Treasury book and beating the benchmark by 120 basis points.',
          'Disciplined on risk, with hands-on use of futures and swaps for hedging.',
        ],
        student: [
          'Finance graduate with the SIE, a trading desk internship and strong Excel and Python skills.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['金融学', '金融工程', '经济学'],
        courses: ['投资学', '固定收益证券', '金融衍生工具', '金融市场学'],
      },
      'en-US': {
        majors: ['Finance', 'Economics', 'Mathematics'],
        courses: ['Investments', 'Fixed Income Securities', 'Derivatives', 'Financial Markets'],
      },
    },
    workplace: 'finance',
  },
  {
    id: 'investor-relations',
    names: { 'zh-CN': '投资者关系经理', 'en-US': 'Investor Relations Manager' },
    field: { 'zh-CN': '投资者关系与证券事务', 'en-US': 'investor relations' },
    synonyms: [
      '投资者关系经理',
      '投资者关系专员',
      '投资者关系',
      'IR经理',
      'IR专员',
      'IR总监',
      '证券事务代表',
      '证券事务专员',
      '证券事务经理',
      '证代',
      '董事会秘书',
      '董秘',
      '董事会办公室专员',
      '董办专员',
      'investor relations manager',
      'investor relations specialist',
      'investor relations associate',
      'investor relations analyst',
      'investor relations officer',
      'investor relations',
      'ir manager',
      'ir specialist',
    ],
    keywords: ['信息披露', '业绩说明会', 'earnings call'],
    skillGroups: {
      'zh-CN': [
        {
          name: '投资者沟通',
          examples: ['业绩说明会组织', '路演与反路演', '机构调研接待', '投资者问答回复'],
        },
        { name: '信息披露', examples: ['定期报告编制', '临时公告撰写', '交易所问询回复', '内幕信息管理'] },
        {
          name: '资本市场',
          examples: ['股东结构分析', '市值管理', '卖方分析师沟通', '股东大会与董事会组织'],
        },
      ],
      'en-US': [
        {
          name: 'Investor communications',
          examples: [
            'Earnings calls',
            'Roadshows and conferences',
            'Investor targeting',
            'Shareholder inquiries',
          ],
        },
        {
          name: 'Disclosure',
          examples: ['Earnings releases', '10-K and 10-Q support', 'Regulation FD', 'Proxy statements'],
        },
        {
          name: 'Market intelligence',
          examples: ['Shareholder analysis', 'Peer benchmarking', 'Sell-side coverage', 'Consensus tracking'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[公司的上市板块与市值规模，你在投资者关系或证券事务中的职责]',
        '[你组织的业绩说明会、路演或机构调研：场次与覆盖的机构数量]',
        '[你负责的信息披露工作：定期报告、临时公告的数量与质量]',
        '[你对股东结构、分析师覆盖或市场关注度的改善]',
        '[你处理的一次交易所问询、市场传闻或舆情事件，以及结果]',
      ],
      'en-US': [
        '[Where your company is listed, its market cap, and what you own in investor relations]',
        '[Earnings calls, roadshows and conferences you ran, and how many investors they reached]',
        '[Disclosure work you lead: earnings releases, filings and call scripts]',
        '[Changes you drove in the shareholder base, analyst coverage or investor perception]',
        '[A tough moment you managed (guidance cut, activist investor, market rumor) and the outcome]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责科创板上市公司投资者关系，全年接待机构调研 180 场，覆盖 400 余家机构',
        '组织年度与季度业绩说明会 4 场，线上参与投资者超过 3000 人次',
        '完成定期报告 4 份、临时公告 120 余份，连续 2 年信息披露考核获评 A',
        '卖方分析师覆盖从 3 家增加到 12 家',
        '牵头回复交易所问询函 3 份，均按期完成',
        '建立投资者问答库 300 条，上证 e 互动平台提问回复率 100%',
      ],
      'en-US': [
        'Run investor relations for a Nasdaq-listed company with a $3B market cap, meeting 400+ institutions a year',
        'Organized 4 quarterly earnings calls and an investor day attended by 150 investors and analysts',
        'Drafted earnings releases, call scripts and Q&A for 8 straight quarters',
        'Grew sell-side coverage from 3 to 12 analysts',
        'Shifted the shareholder base toward long-only holders, who rose from 45% to 60% of the float',
        'Built a 300-question investor FAQ used by the CEO and CFO on every roadshow',
      ],
    },
    projects: {
      'zh-CN': [
        {
          name: '上市后投资者关系体系搭建',
          description: '建立投资者名录、调研接待流程与问答库，提升沟通效率',
        },
        { name: '年度业绩说明会', description: '协调财务与业务部门准备材料与问答，组织线上线下结合的说明会' },
        { name: '信息披露流程优化', description: '完善披露审批流程与内幕信息知情人登记，信息披露考核获评 A' },
      ],
      'en-US': [
        {
          name: 'Post-IPO IR program',
          description:
            'Investor targeting list, meeting process and Q&A library built from scratch after the IPO',
        },
        {
          name: 'Investor day',
          description:
            'Strategy presentations and financial targets coordinated with leadership for 150 attendees',
        },
        {
          name: 'Shareholder base analysis',
          description: 'Ownership and peer study that steered roadshow targeting toward long-term investors',
        },
      ],
    },
    certifications: {
      'zh-CN': ['证券从业资格', '法律职业资格证书', '董事会秘书资格证书', 'CFA'],
      'en-US': ['Investor Relations Charter (IRC)', 'CFA'],
    },
    tools: {
      'zh-CN': ['Wind', '同花顺 iFinD', '上证 e 互动', '深交所互动易', 'PPT', 'Excel'],
      'en-US': ['Q4', 'S&P Capital IQ', 'FactSet', 'Bloomberg Terminal', 'Workiva', 'PowerPoint'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年上市公司投资者关系与证券事务经验，年均接待机构调研 180 场，连续 2 年信息披露考核获评 A。',
          '熟悉上市规则与信息披露要求，能把公司业务讲清楚、讲透彻。',
        ],
        student: [
          '金融学专业应届生，已通过证券从业资格考试，在上市公司证券部实习，协助整理调研纪要与公告底稿。',
        ],
      },
      'en-US': {
        experienced: [
          'Investor relations manager with 6 years at a Nasdaq-listed company, meeting 400+ institutions a year and growing analyst coverage from 3 to 12.',
          'Comfortable translating strategy and financials into a clear equity story.',
        ],
        student: [
          'Finance graduate with an investor relations internship preparing earnings materials, peer benchmarking and shareholder analysis.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['金融学', '会计学', '法学'],
        courses: ['公司金融', '证券法', '财务报表分析', '投资学'],
      },
      'en-US': {
        majors: ['Finance', 'Accounting', 'Communications'],
        courses: [
          'Corporate Finance',
          'Financial Statement Analysis',
          'Securities Regulation',
          'Business Communication',
        ],
      },
    },
    workplace: 'corporate',
  },
  {
    id: 'treasury-specialist',
    names: { 'zh-CN': '资金专员', 'en-US': 'Treasury Specialist' },
    field: { 'zh-CN': '资金管理', 'en-US': 'corporate treasury' },
    synonyms: [
      '资金专员',
      '资金经理',
      '资金主管',
      '资金管理专员',
      '资金计划专员',
      '司库',
      '融资专员',
      '融资经理',
      'treasury specialist',
      'treasury manager',
      'treasury associate',
      'treasury operations specialist',
      'cash manager',
      'cash management specialist',
      'treasurer',
      'assistant treasurer',
    ],
    keywords: ['资金管理', '现金管理', 'cash management', 'kyriba', '司库系统', '银企直连'],
    skillGroups: {
      'zh-CN': [
        { name: '资金运营', examples: ['资金计划与预测', '日常收付款', '银行账户管理', '资金归集'] },
        { name: '融资与投资', examples: ['银行授信管理', '融资方案与谈判', '票据业务', '存款与理财管理'] },
        { name: '风险与内控', examples: ['汇率风险管理', '资金安全与付款审批', '保函与担保', '资金报表'] },
      ],
      'en-US': [
        {
          name: 'Cash management',
          examples: [
            'Cash forecasting',
            'Liquidity management',
            'Bank account administration',
            'Cash pooling',
          ],
        },
        {
          name: 'Banking & debt',
          examples: [
            'Credit facilities',
            'Debt covenant compliance',
            'Short-term investments',
            'Letters of credit',
          ],
        },
        {
          name: 'Risk & controls',
          examples: ['FX hedging', 'Payment controls', 'Bank fee analysis', 'Treasury reporting'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的资金范围：公司数量、银行账户数与资金规模]',
        '[你编制的资金计划或现金流预测，以及预测准确率]',
        '[你参与的融资或授信工作：金额、利率与合作银行]',
        '[你在资金归集、存款理财或降低财务费用上的成果]',
        '[你如何管控资金安全与汇率风险，以及建立的流程或系统]',
      ],
      'en-US': [
        '[What you cover: entities, bank accounts and cash balances]',
        '[Cash forecasts you prepare and how accurate they are]',
        '[Financing you worked on: facilities, amounts, rates and bank partners]',
        '[Results in cash pooling, investment yield or lower interest expense]',
        '[How you protect cash and manage FX risk, and the processes or systems you built]',
      ],
    },
    achievements: {
      'zh-CN': [
        '管理集团 35 家子公司、180 个银行账户，日均资金余额 25 亿元',
        '建立 13 周滚动现金流预测，预测准确率达到 95%',
        '参与完成 15 亿元银行授信续签，平均融资利率下降 40 个基点',
        '推动资金集中归集，归集率从 60% 提升到 92%，每年节省财务费用 1200 万元',
        '上线司库系统与银企直连，付款处理时间缩短 70%',
        '通过远期结售汇对冲美元收入，汇兑损失减少 800 万元',
      ],
      'en-US': [
        'Manage cash for 35 subsidiaries and 180 bank accounts with $350M in average daily balances',
        'Built a 13-week rolling cash forecast accurate to within 5%',
        'Helped renew a $200M revolving credit facility at 40 basis points lower',
        'Expanded cash pooling from 60% to 92% of balances, saving $1.7M in annual interest',
        'Implemented Kyriba with direct bank connectivity, cutting payment processing time by 70%',
        'Hedged euro revenue with forward contracts, reducing FX losses by $1.1M',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '资金集中管理', description: '搭建资金池与归集规则，提升资金使用效率、降低财务费用' },
        { name: '司库系统上线', description: '对接 12 家银行银企直连，实现账户、收付款与资金计划线上管理' },
        { name: '汇率风险管理', description: '建立外汇敞口统计与套期保值策略，稳定汇兑损益' },
      ],
      'en-US': [
        {
          name: 'Cash pooling',
          description: 'Pooling structure and sweep rules that put idle cash to work and cut interest cost',
        },
        {
          name: 'Treasury system rollout',
          description: 'Kyriba connected to 12 banks for accounts, payments and forecasting in one place',
        },
        {
          name: 'FX risk program',
          description: 'Exposure reporting and a hedging policy that steadied FX gains and losses',
        },
      ],
    },
    certifications: {
      'zh-CN': ['初级会计专业技术资格', '中级会计专业技术资格', 'CFA'],
      'en-US': ['Certified Treasury Professional (CTP)', 'CPA'],
    },
    tools: {
      'zh-CN': ['司库系统', '企业网银', '用友 NC', 'SAP', '金蝶云星空', 'Excel'],
      'en-US': ['Kyriba', 'SAP S/4HANA', 'Bloomberg Terminal', 'Oracle NetSuite', 'Excel', 'Power BI'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年集团资金管理经验，负责 35 家子公司、日均 25 亿元资金的计划、归集与融资，持中级会计职称。',
          '熟悉银行授信、票据与外汇业务，重视资金安全与流程内控。',
        ],
        student: [
          '财务管理专业应届生，已取得初级会计职称，在企业资金部实习，协助编制资金日报与银行对账，熟练使用 Excel。',
        ],
      },
      'en-US': {
        experienced: [
          'Treasury specialist with 5 years managing cash, forecasting and bank relationships for a group of 35 subsidiaries.',
          'Strong on cash controls, credit facilities and FX hedging.',
        ],
        student: [
          'Finance graduate with a corporate treasury internship in daily cash positioning and bank reconciliations, strong in Excel.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['财务管理', '金融学', '会计学'],
        courses: ['财务管理', '公司金融', '国际金融', '财务报表分析'],
      },
      'en-US': {
        majors: ['Finance', 'Accounting'],
        courses: [
          'Corporate Finance',
          'International Finance',
          'Financial Statement Analysis',
          'Money and Banking',
        ],
      },
    },
    workplace: 'corporate',
  },
  {
    id: 'tender-specialist',
    names: { 'zh-CN': '投标专员', 'en-US': 'Proposal Specialist' },
    field: { 'zh-CN': '投标与标书编制', 'en-US': 'proposal management' },
    synonyms: [
      '投标专员',
      '投标经理',
      '投标主管',
      '标书专员',
      '标书制作专员',
      '标书制作',
      '标书编制',
      '商务标专员',
      'proposal specialist',
      'proposal manager',
      'proposal writer',
      'proposal coordinator',
      'bid manager',
      'bid coordinator',
      'bid writer',
      'tender specialist',
      'tender manager',
      'rfp specialist',
      'rfp writer',
      'capture manager',
    ],
    keywords: ['标书', '投标', 'apmp', 'rfp response'],
    skillGroups: {
      'zh-CN': [
        { name: '标书编制', examples: ['招标文件解读', '商务标编制', '技术标整合', '报价文件制作'] },
        { name: '投标管理', examples: ['投标项目跟踪', '资格预审', '投标保证金办理', '开标与澄清'] },
        {
          name: '资料与合规',
          examples: ['资质与业绩库维护', '电子招投标平台操作', '废标风险排查', '排版与装订'],
        },
      ],
      'en-US': [
        {
          name: 'Proposal writing',
          examples: ['RFP analysis', 'Compliance matrices', 'Executive summaries', 'Pricing volumes'],
        },
        {
          name: 'Proposal management',
          examples: [
            'Bid/no-bid decisions',
            'Kickoffs and color team reviews',
            'Schedules and deadlines',
            'Subcontractor inputs',
          ],
        },
        {
          name: 'Content & submission',
          examples: [
            'Content libraries',
            'Past performance write-ups',
            'Graphics and formatting',
            'Portal submissions',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责投标的行业与项目类型（如 工程施工、IT 系统集成、政府采购）]',
        '[你每年编制的标书数量、涉及金额与中标率]',
        '[你负责的一次重要投标：项目规模、你的工作与结果]',
        '[你如何避免废标：资格审查、格式检查、报价复核等做法]',
        '[你搭建或维护的资质业绩库、标书模板，节省了多少时间]',
      ],
      'en-US': [
        '[The industries and bid types you support (government, construction, IT services)]',
        '[Proposals you deliver a year, their total value and your win rate]',
        '[A major bid you managed: size, your role and the result]',
        '[How you keep proposals compliant: requirement matrices, reviews and checklists]',
        '[Content libraries or templates you built, and the time they saved]',
      ],
    },
    achievements: {
      'zh-CN': [
        '年均完成投标项目 90 个，涉及金额 12 亿元，中标率 38%',
        '主导某市智慧城市项目投标，中标金额 1.6 亿元',
        '建立投标资料与业绩库 500 余条，标书编制时间平均缩短 40%',
        '建立标书三级复核机制，连续 3 年零废标',
        '熟练操作 20 余个省市电子招投标平台，按期递交率 100%',
        '统一商务标与技术标模板，新人上手时间从 2 个月缩短到 3 周',
      ],
      'en-US': [
        'Deliver about 90 proposals a year worth $170M in total, with a 38% win rate',
        'Managed a $22M state IT modernization bid through to award',
        'Built a content library of 500+ approved answers and past performance write-ups, cutting drafting time by 40%',
        'Introduced compliance matrices and color team reviews, with zero disqualified bids in 3 years',
        'Submitted through 20+ government procurement portals with 100% on-time delivery',
        "Standardized proposal templates, cutting new writers' ramp-up from 2 months to 3 weeks",
      ],
    },
    projects: {
      'zh-CN': [
        { name: '投标资料库建设', description: '整理资质证书、业绩合同与人员证书，支持标书快速调用' },
        { name: '重大项目投标', description: '协调技术、商务与财务团队，按期完成 800 页标书的编制与递交' },
        { name: '标书质量管控', description: '制定废标风险检查表与复核流程，减少投标失误' },
      ],
      'en-US': [
        {
          name: 'Proposal content library',
          description: 'Reusable answers, resumes and past performance ready to drop into any response',
        },
        {
          name: 'Major bid',
          description:
            'Coordinated technical, management and pricing volumes for an 800-page response delivered on time',
        },
        {
          name: 'Compliance review process',
          description: 'Checklists and review gates that eliminated disqualifying errors',
        },
      ],
    },
    certifications: {
      'zh-CN': ['全国计算机等级考试二级（MS Office 高级应用）', '招标采购专业人员能力评价证书'],
      'en-US': ['APMP Foundation Certification', 'Certified Proposal Professional (CP APMP)'],
    },
    tools: {
      'zh-CN': ['Word', 'WPS', 'Excel', 'Adobe Acrobat', '电子招投标平台', 'CA 数字证书'],
      'en-US': [
        'Microsoft Word',
        'Adobe InDesign',
        'Loopio',
        'Responsive (formerly RFPIO)',
        'SharePoint',
        'SAM.gov',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年工程与 IT 项目投标经验，年均完成标书 90 份、中标率 38%，连续 3 年零废标。',
          '熟悉招投标法规与电子招投标平台，细致、抗压，能在紧张工期内协调多部门按时交标。',
        ],
        student: [
          '工程管理专业应届生，在工程公司经营部实习，协助整理资质业绩与标书排版，熟练使用 Word 与 Excel。',
        ],
      },
      'en-US': {
        experienced: [
          'Proposal specialist with 5 years on government and IT services bids, delivering 90 proposals a year at a 38% win rate.',
          'Calm under deadlines and skilled at pulling technical, pricing and legal inputs into one compliant response.',
        ],
        student: [
          'English graduate with a proposal internship supporting compliance matrices, formatting and portal submissions.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['工程管理', '行政管理', '法学'],
        courses: ['招投标与合同管理', '工程经济学', '经济法', '应用文写作'],
      },
      'en-US': {
        majors: ['English', 'Business Administration', 'Communications'],
        courses: ['Technical Writing', 'Business Writing', 'Government Contracting', 'Project Management'],
      },
    },
    workplace: 'corporate',
  },
  {
    id: 'contract-administrator',
    names: { 'zh-CN': '合同管理员', 'en-US': 'Contract Administrator' },
    field: { 'zh-CN': '合同管理', 'en-US': 'contract administration' },
    synonyms: [
      '合同管理员',
      '合同专员',
      '合同主管',
      '合同经理',
      '商务合同专员',
      'contract administrator',
      'contracts administrator',
      'contract specialist',
      'contracts specialist',
      'contract analyst',
      'contracts analyst',
      'contract coordinator',
      'contracts coordinator',
      'contract negotiator',
      'subcontract administrator',
      'contracting officer',
    ],
    keywords: ['合同台账', '合同履约', 'contract lifecycle management', 'clm'],
    skillGroups: {
      'zh-CN': [
        { name: '合同管理', examples: ['合同起草与审核', '合同台账管理', '履约跟踪', '变更与补充协议'] },
        { name: '商务谈判', examples: ['条款谈判', '付款与结算条款', '供应商与客户沟通', '争议协调'] },
        { name: '风险与合规', examples: ['合同风险识别', '用印与归档管理', '审批流程', '内控要求'] },
      ],
      'en-US': [
        {
          name: 'Contract administration',
          examples: [
            'Drafting and redlining',
            'Contract repository',
            'Obligation tracking',
            'Amendments and renewals',
          ],
        },
        {
          name: 'Negotiation',
          examples: [
            'Terms and conditions',
            'Payment terms',
            'Vendor and customer negotiation',
            'Dispute resolution',
          ],
        },
        {
          name: 'Compliance',
          examples: ['Risk review', 'FAR and DFARS', 'Approval workflows', 'Audit readiness'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的合同类型（销售、采购、工程、服务）与每年处理的合同数量、金额]',
        '[你在合同起草、审核与谈判中的职责，以及审核时效]',
        '[你如何跟踪合同履约：付款节点、交付、续签与到期提醒]',
        '[你发现并化解的一次合同风险或争议，以及避免的损失]',
        '[你建立或优化的合同管理制度、模板或系统]',
      ],
      'en-US': [
        '[Contract types you handle (sales, procurement, subcontracts, government) and yearly volume and value]',
        '[Your role in drafting, redlining and negotiating, and your turnaround time]',
        '[How you track obligations: milestones, deliverables, renewals and expirations]',
        '[A contract risk or dispute you caught or resolved, and the money it protected]',
        '[Templates, processes or a contract management system you built or improved]',
      ],
    },
    achievements: {
      'zh-CN': [
        '年均审核与管理合同 1200 份，合同总额 15 亿元',
        '制定 18 类标准合同模板，合同平均审核时间从 5 天缩短到 2 天',
        '建立合同台账与到期提醒机制，2 年来续签零遗漏',
        '在审核中识别付款与违约条款风险 60 余处，避免潜在损失约 800 万元',
        '协调处理 3 起供应商合同争议，均通过协商解决',
        '推动电子合同与用印审批系统上线，线上签署率达到 90%',
      ],
      'en-US': [
        'Manage 1,200 contracts a year worth $210M in total value',
        'Created 18 standard templates that cut average review time from 5 days to 2',
        'Built a contract repository with renewal alerts, with zero missed renewals in 2 years',
        'Flagged 60+ risky payment and liability clauses in review, avoiding about $1.1M in potential losses',
        'Resolved 3 supplier contract disputes through negotiation without litigation',
        'Led the rollout of e-signature and a contract lifecycle management system, moving 90% of contracts to online signing',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '合同模板标准化', description: '联合法务、财务与业务部门梳理常用条款，形成标准模板库' },
        {
          name: '电子合同系统上线',
          description: '梳理审批流程并对接 OA，实现合同起草、审批、签署与归档线上化',
        },
        { name: '合同履约监控', description: '建立履约节点跟踪表，按月提示付款、交付与到期事项' },
      ],
      'en-US': [
        {
          name: 'Template standardization',
          description: 'A standard clause library agreed with legal, finance and the business',
        },
        {
          name: 'Contract system rollout',
          description: 'Drafting, approvals, e-signature and storage moved into one system',
        },
        {
          name: 'Obligation tracking',
          description: 'Monthly alerts on milestones, payments and expirations for every active contract',
        },
      ],
    },
    certifications: {
      'zh-CN': ['法律职业资格证书', '中级经济师'],
      'en-US': [
        'Certified Commercial Contracts Manager (CCCM)',
        'Certified Federal Contracts Manager (CFCM)',
        'Certified Professional Contracts Manager (CPCM)',
      ],
    },
    tools: {
      'zh-CN': ['合同管理系统', 'e签宝', '法大大', 'OA 系统', 'Word', 'Excel'],
      'en-US': ['DocuSign CLM', 'Ironclad', 'Icertis', 'SAP Ariba', 'Microsoft Word', 'Excel'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年企业合同管理经验，年均审核管理合同 1200 份、总额 15 亿元，熟悉买卖、服务与工程类合同。',
          '风险意识强，善于在推进业务与控制合同风险之间找到平衡。',
        ],
        student: [
          '法学专业应届生，已通过法律职业资格考试，在企业法务部实习，协助审核采购合同与整理合同台账。',
        ],
      },
      'en-US': {
        experienced: [
          'Contract administrator with 6 years managing 1,200 commercial and government contracts a year worth $210M.',
          'Keeps deals moving while protecting the company on payment, liability and compliance terms.',
        ],
        student: [
          'Business graduate with a contracts internship supporting redlines, the contract repository and renewal tracking.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['法学', '工商管理', '工程管理'],
        courses: ['民法', '经济法', '商务谈判', '企业合规管理'],
      },
      'en-US': {
        majors: ['Business Administration', 'Supply Chain Management', 'Paralegal Studies'],
        courses: ['Business Law', 'Contract Management', 'Negotiation', 'Government Contracting'],
      },
    },
    workplace: 'corporate',
  },
  {
    id: 'esg-analyst',
    names: { 'zh-CN': 'ESG分析师', 'en-US': 'ESG Analyst' },
    field: { 'zh-CN': 'ESG 与可持续发展', 'en-US': 'ESG and sustainability' },
    synonyms: [
      'ESG分析师',
      'ESG专员',
      'ESG经理',
      'ESG研究员',
      '可持续发展专员',
      '可持续发展经理',
      '可持续发展分析师',
      'CSR专员',
      'CSR经理',
      'esg analyst',
      'esg specialist',
      'esg manager',
      'esg research analyst',
      'sustainability analyst',
      'sustainability manager',
      'sustainability reporting manager',
      'corporate sustainability manager',
      'csr manager',
      'csr specialist',
    ],
    keywords: ['tcfd', 'issb', 'esg评级', 'esg rating', '可持续发展报告', 'sustainability reporting'],
    skillGroups: {
      'zh-CN': [
        {
          name: 'ESG 信息披露',
          examples: ['ESG 报告编制', 'GRI 标准', 'ISSB 准则', '交易所可持续发展报告指引'],
        },
        { name: '评级与研究', examples: ['MSCI ESG 评级', '评级问卷回复', '同业对标', '重要性议题评估'] },
        { name: '环境与气候', examples: ['温室气体核算', '碳盘查', '气候风险分析（TCFD）', '减排目标设定'] },
      ],
      'en-US': [
        {
          name: 'Reporting',
          examples: ['Sustainability reports', 'GRI Standards', 'IFRS S1 and S2', 'SASB Standards'],
        },
        {
          name: 'Ratings & research',
          examples: [
            'MSCI and Sustainalytics ratings',
            'CDP questionnaires',
            'Peer benchmarking',
            'Materiality assessments',
          ],
        },
        {
          name: 'Climate',
          examples: [
            'GHG Protocol accounting',
            'Scope 3 estimates',
            'Climate risk analysis',
            'Science-based targets',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的 ESG 工作范围：公司或投资组合的规模与所在行业]',
        '[你牵头编制的 ESG 或可持续发展报告：采用的标准、数据范围与发布情况]',
        '[你推动的 ESG 评级提升（如 MSCI、Wind ESG）：从多少提升到多少]',
        '[你完成的碳盘查或气候风险分析，以及提出的减排或改进措施]',
        '[你搭建的 ESG 数据收集流程或指标体系，覆盖多少部门和指标]',
      ],
      'en-US': [
        '[Your ESG scope: the company or portfolio you cover and its industry]',
        '[Sustainability reports you led: frameworks used, data covered and publication]',
        '[Ratings you improved (MSCI, Sustainalytics, CDP): from what to what]',
        '[Carbon accounting or climate risk work you completed, and the actions it led to]',
        '[ESG data processes or metrics you built, and how many teams and indicators they cover]',
      ],
    },
    achievements: {
      'zh-CN': [
        '牵头编制公司 2023 和 2024 年度 ESG 报告，参照 GRI 标准，覆盖 120 项指标',
        '2 年内推动 MSCI ESG 评级从 BB 提升到 A',
        '完成集团 15 家工厂的温室气体盘查，核算范围一、二排放 48 万吨',
        '搭建 ESG 数据收集流程，对接 12 个部门，数据收集周期从 2 个月缩短到 3 周',
        '完成 60 家同业公司的 ESG 披露对标，提出 20 项改进建议',
        '协助制定 2030 年减排 30% 的目标与实施路线图',
      ],
      'en-US': [
        'Led the 2023 and 2024 sustainability reports, aligned with GRI and SASB and covering 120 metrics',
        'Raised the MSCI ESG rating from BB to A over 2 years',
        'Completed a GHG inventory for 15 plants, measuring 480,000 metric tons of Scope 1 and 2 emissions',
        'Built an ESG data collection process across 12 departments, cutting the data cycle from 2 months to 3 weeks',
        'Benchmarked ESG disclosures against 60 peers and delivered 20 recommendations',
        'Helped set a 30% emissions reduction target for 2030 and the roadmap to reach it',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '年度 ESG 报告编制', description: '开展重要性议题评估，协调各部门收集数据并按期发布报告' },
        { name: '温室气体盘查', description: '按 GHG Protocol 核算各工厂排放，建立碳排放数据台账' },
        { name: 'ESG 评级提升', description: '逐项分析评级扣分点，补充制度与披露，评级上调两档' },
      ],
      'en-US': [
        {
          name: 'Annual sustainability report',
          description: 'Materiality assessment, data collection across teams and publication on schedule',
        },
        {
          name: 'GHG inventory',
          description: 'Plant-level emissions under the GHG Protocol with a standing carbon data record',
        },
        {
          name: 'ESG rating improvement',
          description:
            'Gap analysis against rating methodology, with new policies and disclosures that lifted the rating two notches',
        },
      ],
    },
    certifications: {
      'zh-CN': [
        'CFA 可持续投资证书',
        'GARP 可持续发展与气候风险证书（SCR）',
        '碳排放管理员（职业技能等级证书）',
      ],
      'en-US': [
        'CFA Institute Sustainable Investing Certificate',
        'GARP Sustainability and Climate Risk (SCR) Certificate',
        'GRI Certified Sustainability Professional',
      ],
    },
    tools: {
      'zh-CN': ['Wind ESG 数据', 'MSCI ESG 数据', '碳管理平台', 'Excel', 'Power BI', 'PPT'],
      'en-US': ['MSCI ESG Manager', 'Bloomberg ESG data', 'Workiva', 'Persefoni', 'Excel', 'Power BI'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '4 年上市公司 ESG 管理经验，牵头编制年度 ESG 报告，推动 MSCI ESG 评级从 BB 提升到 A。',
          '熟悉 GRI、ISSB 准则与交易所可持续发展报告指引，擅长温室气体核算与同业对标。',
        ],
        student: [
          '环境科学专业应届生，辅修金融学，已取得 CFA 可持续投资证书，在咨询公司实习期间参与 ESG 报告编制与碳盘查项目。',
        ],
      },
      'en-US': {
        experienced: [
          'ESG analyst with 4 years in corporate sustainability, leading annual reports and lifting the MSCI ESG rating from BB to A.',
          'Fluent in GRI, SASB and ISSB standards and hands-on with GHG accounting.',
        ],
        student: [
          'Environmental economics graduate with the CFA Institute Sustainable Investing Certificate and a consulting internship on sustainability reports and carbon inventories.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['环境科学', '金融学', '经济学'],
        courses: ['环境经济学', '可持续发展概论', '公司金融', '碳排放核算'],
      },
      'en-US': {
        majors: ['Environmental Science', 'Finance', 'Economics'],
        courses: [
          'Environmental Economics',
          'Corporate Sustainability',
          'Corporate Finance',
          'Carbon Accounting',
        ],
      },
    },
    workplace: 'corporate',
  },
  {
    id: 'collections-specialist',
    names: { 'zh-CN': '催收专员', 'en-US': 'Collections Specialist' },
    field: { 'zh-CN': '贷后催收', 'en-US': 'collections' },
    synonyms: [
      '催收专员',
      '催收员',
      '催收主管',
      '电话催收',
      '电催专员',
      '贷后催收',
      'collections specialist',
      'collection specialist',
      'collections agent',
      'collection agent',
      'collections representative',
      'collections supervisor',
      'debt collector',
    ],
    keywords: ['催收', 'fdcpa', 'debt recovery'],
    skillGroups: {
      'zh-CN': [
        { name: '催收技巧', examples: ['电话沟通', '还款协商', '分期方案制定', '失联修复'] },
        { name: '合规要求', examples: ['催收合规规范', '话术与录音规范', '客户信息保护', '投诉处理'] },
        { name: '系统与数据', examples: ['催收系统操作', '案件分级', '回款数据统计', 'Excel'] },
      ],
      'en-US': [
        {
          name: 'Collections',
          examples: ['Outbound calling', 'Payment negotiation', 'Payment plans', 'Skip tracing'],
        },
        { name: 'Compliance', examples: ['FDCPA', 'Regulation F', 'TCPA', 'Complaint handling'] },
        {
          name: 'Systems',
          examples: ['Collections software', 'Account prioritization', 'Payment processing', 'Excel'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的业务类型（信用卡、消费贷、车贷、企业应收账款）与逾期阶段]',
        '[你每月处理的案件量、通话量与回款金额]',
        '[你的回款率或迁徙率，与团队平均水平相比如何]',
        '[你处理的一个难度较大的案件，如何协商达成还款]',
        '[你在合规、投诉控制或带教新人方面的表现]',
      ],
      'en-US': [
        '[What you collect on (credit cards, auto loans, medical bills, business receivables) and which delinquency stages]',
        '[Accounts you work and calls you make a month, and dollars collected]',
        '[Your cure or roll rate, and how it compares with the team]',
        '[A difficult account you resolved and how you reached a payment plan]',
        '[Your compliance record, complaint rate or help training new collectors]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责信用卡 M1 阶段逾期案件，每月处理 600 个案件，回款金额 350 万元',
        '月度回款率 82%，连续 6 个月排名团队前三',
        '通过制定分期还款方案，收回 3 年以上长账龄欠款 45 万元',
        '全年零合规投诉，录音质检通过率 99%',
        '日均有效通话 180 通，承诺还款兑现率 75%',
        '带教 8 名新人，新人首月回款达标率提升 30%',
      ],
      'en-US': [
        'Work about 600 early-stage credit card accounts a month, collecting $250K',
        'Hit an 82% monthly cure rate, ranking in the top 3 of 25 collectors for 6 straight months',
        'Negotiated payment plans that recovered $60K on accounts more than 3 years past due',
        'Went a full year with zero compliance complaints and a 99% call quality score',
        'Make about 180 contacts a day, with 75% of promises to pay kept',
        'Trained 8 new collectors, lifting first-month goal attainment by 30%',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '早期逾期回款提升', description: '按客户还款意愿分级跟进，M1 阶段回款率提升 6 个百分点' },
        { name: '催收话术优化', description: '整理常见拒付理由与应对话术，提高承诺还款兑现率' },
        { name: '合规质检整改', description: '对照监管要求规范通话与短信内容，实现全年零投诉' },
      ],
      'en-US': [
        {
          name: 'Early-stage cure rate push',
          description: 'Worked accounts by likelihood to pay, raising the early-stage cure rate by 6 points',
        },
        {
          name: 'Call script refresh',
          description: 'Responses to common objections that raised kept promises to pay',
        },
        {
          name: 'Compliance cleanup',
          description:
            'Call and text practices checked against the FDCPA and Regulation F for a complaint-free year',
        },
      ],
    },
    certifications: {
      'zh-CN': [],
      'en-US': ['Professional Collection Specialist (PCS), ACA International'],
    },
    tools: {
      'zh-CN': ['催收系统', '外呼系统', '智能质检系统', '短信平台', '企业微信', 'Excel'],
      'en-US': ['FICO Debt Manager', 'Latitude by Genesys', 'Five9', 'LexisNexis Accurint', 'Excel'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '4 年银行信用卡催收经验，每月处理 600 个逾期案件，回款率 82%，全年零合规投诉。',
          '沟通耐心、抗压能力强，善于为客户制定可行的还款方案。',
        ],
        student: ['金融服务与管理专业应届生，在消费金融公司做过客服实习，普通话标准，沟通耐心，抗压能力强。'],
      },
      'en-US': {
        experienced: [
          'Collections specialist with 4 years in bank card collections, working 600 accounts a month at an 82% cure rate with zero compliance complaints.',
          'Patient and firm, good at finding payment plans customers can keep.',
        ],
        student: [
          'Business student with call center experience, clear on the phone, patient and comfortable with daily targets.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['金融服务与管理', '金融管理', '市场营销'],
        courses: ['金融基础', '个人信贷业务', '客户沟通技巧', '金融法规'],
      },
      'en-US': {
        majors: ['High School Diploma', 'Business Administration'],
        courses: ['Consumer Credit', 'Customer Service', 'Business Communication', 'Personal Finance'],
      },
    },
    workplace: 'finance',
    pathway: 'vocational',
  },
  {
    id: 'pricing-analyst',
    names: { 'zh-CN': '定价分析师', 'en-US': 'Pricing Analyst' },
    field: { 'zh-CN': '定价策略与分析', 'en-US': 'pricing' },
    synonyms: [
      '定价分析师',
      '定价专员',
      '定价经理',
      '价格专员',
      '价格分析师',
      '价格管理专员',
      'pricing analyst',
      'pricing manager',
      'pricing specialist',
      'pricing strategist',
      'pricing strategy manager',
      'pricing coordinator',
    ],
    keywords: ['价格弹性', 'price elasticity', '价格体系', 'price optimization'],
    skillGroups: {
      'zh-CN': [
        { name: '定价策略', examples: ['价格体系设计', '成本加成与竞争定价', '折扣与促销政策', '新品定价'] },
        { name: '数据分析', examples: ['价格弹性分析', '毛利分析', '竞品价格监测', '定价模型'] },
        { name: '执行与管控', examples: ['价格审批', '渠道价格管控', '调价方案落地', '报价支持'] },
      ],
      'en-US': [
        {
          name: 'Pricing strategy',
          examples: ['Price architecture', 'Value-based pricing', 'Discount policy', 'New product pricing'],
        },
        {
          name: 'Analytics',
          examples: ['Price elasticity', 'Margin analysis', 'Competitive price monitoring', 'Pricing models'],
        },
        {
          name: 'Execution',
          examples: [
            'Quote approvals',
            'Price change rollouts',
            'MAP compliance',
            'Price waterfall analysis',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责定价的产品线、SKU 数量或业务范围]',
        '[你搭建或调整的价格体系与折扣政策，以及对收入和毛利的影响]',
        '[你做的一项定价分析（如 价格弹性、竞品价格、成本变化），结论如何落地]',
        '[你每月处理的报价或价格审批数量与时效]',
        '[你如何监控价格执行，发现并纠正了哪些问题]',
      ],
      'en-US': [
        '[The products, SKUs or business you price]',
        '[Price structures or discount policies you built or changed, and their effect on revenue and margin]',
        '[A pricing analysis you ran (elasticity, competitor prices, cost changes) and how it was used]',
        '[Quotes or price approvals you handle a month, and turnaround]',
        '[How you monitor price realization, and the leakage you found and fixed]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责 3 条产品线 2000 个 SKU 的定价，年度调价后毛利率提升 2.5 个百分点',
        '建立价格弹性模型，指导 300 个重点 SKU 调价，调价后销售额仍增长 8%',
        '梳理折扣审批规则，非标折扣订单占比从 35% 降到 15%',
        '每月处理报价审批 500 余单，平均审批时间从 2 天缩短到 4 小时',
        '搭建竞品价格监测表，每周跟踪 5 个竞品 800 个型号的价格变化',
        '发现经销商低价窜货 40 余起，渠道价格合规率提升到 96%',
      ],
      'en-US': [
        'Price 2,000 SKUs across 3 product lines, adding 2.5 points of gross margin through the annual price increase',
        'Built price elasticity models that guided changes on 300 key SKUs while sales still grew 8%',
        'Tightened discount approval rules, cutting non-standard discounts from 35% to 15% of deals',
        'Review 500+ quotes a month, cutting approval time from 2 days to 4 hours',
        'Track weekly prices on 800 models from 5 competitors',
        'Uncovered 40+ distributors selling below minimum advertised price, raising MAP compliance to 96%',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '年度调价方案', description: '结合成本、竞品与价格弹性制定分 SKU 调价方案，兼顾销量与毛利' },
        { name: '折扣审批体系', description: '按客户等级与订单规模设计折扣权限，减少价格流失' },
        { name: '竞品价格监测', description: '采集电商平台价格数据，建立竞品价格看板，支持快速应对' },
      ],
      'en-US': [
        {
          name: 'Annual price increase',
          description:
            'SKU-level increases based on cost, competitors and elasticity that balanced volume and margin',
        },
        {
          name: 'Discount governance',
          description: 'Approval levels by customer tier and deal size that reduced price leakage',
        },
        {
          name: 'Competitive price tracker',
          description: 'Weekly online price data in a dashboard for fast responses',
        },
      ],
    },
    certifications: { 'zh-CN': [], 'en-US': ['Certified Pricing Professional (CPP)'] },
    tools: {
      'zh-CN': ['Excel', 'SQL', 'Python', 'Power BI', 'Tableau', 'SAP'],
      'en-US': ['Excel', 'SQL', 'PROS', 'Vendavo', 'Salesforce CPQ', 'Tableau'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年制造业定价分析经验，负责 2000 个 SKU 的价格体系与折扣政策，年度调价带来毛利率提升 2.5 个百分点。',
          '熟练使用 SQL 与 Excel 建模，能把价格分析落到业务决策上。',
        ],
        student: [
          '经济学专业应届生，熟练使用 Excel、SQL 和 Python，在零售企业做过价格数据分析实习，参与竞品价格监测。',
        ],
      },
      'en-US': {
        experienced: [
          'Pricing analyst with 5 years in manufacturing, owning price lists and discount policy for 2,000 SKUs and adding 2.5 points of margin.',
          'Strong in SQL and Excel modeling, with a knack for turning analysis into pricing decisions.',
        ],
        student: [
          'Economics graduate skilled in Excel, SQL and Python, with a retail pricing internship tracking competitor prices.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['经济学', '统计学', '市场营销'],
        courses: ['微观经济学', '计量经济学', '定价策略', '数据分析'],
      },
      'en-US': {
        majors: ['Economics', 'Finance', 'Statistics'],
        courses: ['Microeconomics', 'Econometrics', 'Pricing Strategy', 'Business Analytics'],
      },
    },
    workplace: 'corporate',
  },
  {
    id: 'supply-chain-analyst',
    names: { 'zh-CN': '供应链分析师', 'en-US': 'Supply Chain Analyst' },
    field: { 'zh-CN': '供应链数据分析', 'en-US': 'supply chain analytics' },
    synonyms: [
      '供应链分析师',
      '供应链数据分析师',
      '供应链分析',
      '库存分析师',
      'supply chain analyst',
      'supply chain data analyst',
      'inventory analyst',
      'supply chain analytics analyst',
    ],
    keywords: ['供应链看板', 'supply chain analytics'],
    skillGroups: {
      'zh-CN': [
        { name: '数据分析', examples: ['SQL', 'Python（pandas）', '需求预测建模', '库存仿真'] },
        { name: '可视化与报表', examples: ['Power BI', 'Tableau', 'Excel 数据透视表', '指标体系设计'] },
        { name: '供应链业务', examples: ['S&OP', '库存周转', '安全库存', '供应商交付绩效'] },
      ],
      'en-US': [
        {
          name: 'Analytics',
          examples: ['SQL', 'Python (pandas)', 'Demand forecasting models', 'Inventory simulation'],
        },
        { name: 'Reporting & BI', examples: ['Power BI', 'Tableau', 'Excel pivot tables', 'KPI design'] },
        {
          name: 'Supply chain',
          examples: ['S&OP', 'Inventory turns', 'Safety stock', 'Supplier on-time delivery'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你分析的供应链数据范围：品类、仓库或供应商数量]',
        '[你搭建的看板或报表，服务的团队与决策]',
        '[一次分析带来的库存、成本或交付改进，写出数字]',
        '[你建立或改进的预测模型，以及准确率的变化]',
        '[你用 SQL、Python 或 BI 工具自动化的工作]',
      ],
      'en-US': [
        '[The supply chain data you analyzed: SKUs, warehouses or suppliers]',
        '[Dashboards or reports you built, and the decisions they support]',
        '[An analysis that improved inventory, cost or delivery, with the numbers]',
        '[A forecasting model you built or improved, and the change in accuracy]',
        '[Work you automated with SQL, Python or a BI tool]',
      ],
    },
    achievements: {
      'zh-CN': [
        '用 SQL 与 Power BI 搭建库存健康看板，覆盖 3000 个 SKU，呆滞库存一个季度内下降 18%',
        '改进需求预测模型，月度预测准确率从 68% 提升到 81%',
        '分析供应商交付数据，推动 5 家供应商整改，准时交付率从 86% 提升到 95%',
        '用 Python 自动化周度补货报告，每周节省 6 小时人工',
        '测算安全库存参数，在服务水平不变的前提下释放库存资金 420 万元',
        '按周整理缺货原因分析，协助计划团队把缺货率从 4.2% 降到 2.5%',
      ],
      'en-US': [
        'Built an inventory health dashboard in SQL and Power BI covering 3,000 SKUs, cutting excess stock by 18% in a quarter',
        'Improved the demand forecast model, raising monthly forecast accuracy from 68% to 81%',
        'Analyzed supplier delivery data and drove fixes with 5 suppliers, lifting on-time delivery from 86% to 95%',
        'Automated the weekly replenishment report in Python, saving 6 hours of manual work a week',
        'Recalculated safety stock levels, freeing $600K of working capital at the same service level',
        'Wrote a weekly stockout root-cause report that helped planners cut stockouts from 4.2% to 2.5%',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '库存健康看板', description: '整合 ERP 与仓储数据，按 SKU 展示周转、呆滞与缺货风险' },
        { name: '需求预测模型升级', description: '引入季节性与促销因素，提升月度预测准确率' },
        { name: '供应商交付分析', description: '按供应商拆解准时交付与质量数据，支持采购谈判与整改' },
      ],
      'en-US': [
        {
          name: 'Inventory health dashboard',
          description: 'Combined ERP and warehouse data to show turns, excess and stockout risk by SKU',
        },
        {
          name: 'Forecast model upgrade',
          description: 'Added seasonality and promotion effects to lift monthly forecast accuracy',
        },
        {
          name: 'Supplier delivery analysis',
          description: 'Broke down on-time delivery and quality by supplier to back sourcing talks and fixes',
        },
      ],
    },
    certifications: {
      'zh-CN': ['CPIM 生产与库存管理认证', 'Power BI 数据分析师认证（PL-300）'],
      'en-US': ['APICS CPIM', 'Microsoft Certified: Power BI Data Analyst Associate'],
    },
    tools: {
      'zh-CN': ['SQL', 'Python', 'Power BI', 'Tableau', 'SAP', 'Excel'],
      'en-US': ['SQL', 'Python', 'Power BI', 'Tableau', 'SAP', 'Excel'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年供应链数据分析经验，熟练使用 SQL、Python 与 Power BI，擅长库存优化与需求预测。',
          '能把数据分析转化为计划与采购团队可执行的改进。',
        ],
        student: ['物流管理专业应届生，熟悉 SQL 与 Power BI，做过库存分析课程项目。'],
      },
      'en-US': {
        experienced: [
          'Supply chain analyst with 5 years of SQL, Python and Power BI work on inventory and demand forecasting.',
          'Turns analysis into changes planners and buyers act on.',
        ],
        student: [
          'Supply chain management student with SQL and Power BI skills and an inventory analytics class project.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['物流管理', '供应链管理', '工业工程'],
        courses: ['供应链管理', '运筹学', '数据库原理', '统计学'],
      },
      'en-US': {
        majors: ['Supply Chain Management', 'Industrial Engineering', 'Business Analytics'],
        courses: ['Supply chain analytics', 'Operations research', 'Databases', 'Statistics'],
      },
    },
    workplace: 'corporate',
  },
];
