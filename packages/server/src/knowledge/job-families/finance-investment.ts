// Job families of banking, investment and insurance: investment banking, equity research, quant, risk, credit,
// bank branches, wealth management, actuarial work, private investment and claims.
import type { JobFamily } from '../job-family.ts';

export const FINANCE_INVESTMENT_FAMILIES: readonly JobFamily[] = [
  {
    id: 'investment-banker',
    names: { 'zh-CN': '投行分析师', 'en-US': 'Investment Banking Analyst' },
    field: { 'zh-CN': '投资银行', 'en-US': 'investment banking' },
    synonyms: [
      '投行分析师',
      '投资银行',
      '投资银行分析师',
      '投行',
      '投行经理',
      '投行项目经理',
      '保荐代表人',
      '项目承做',
      '承做',
      '并购顾问',
      '债券承销',
      'IPO项目经理',
      'ECM',
      'DCM',
      'investment banking analyst',
      'investment banker',
      'investment banking associate',
      'ib analyst',
      'm&a analyst',
      'capital markets analyst',
      'ecm analyst',
      'dcm analyst',
      'corporate finance associate',
    ],
    keywords: ['ipo', '并购', 'm&a', '保荐', '承销', 'pitch book'],
    skillGroups: {
      'zh-CN': [
        { name: '估值建模', examples: ['DCF', '可比公司分析', '三表模型', 'LBO'] },
        { name: '项目执行', examples: ['尽职调查', '招股说明书撰写', '反馈意见回复', '路演材料'] },
        { name: '监管与规则', examples: ['注册制规则', '上市审核问答', '重大资产重组', '债券发行规则'] },
      ],
      'en-US': [
        {
          name: 'Valuation & modeling',
          examples: ['DCF', 'Trading comps', 'Three-statement models', 'LBO'],
        },
        {
          name: 'Execution',
          examples: ['Due diligence', 'Pitch books', 'Offering documents', 'Roadshow materials'],
        },
        { name: 'Markets', examples: ['ECM', 'DCM', 'M&A advisory', 'SEC filings'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你参与的项目类型（IPO、再融资、并购、债券）与项目规模]',
        '[你在一个项目中的具体工作：尽调范围、模型搭建或文件撰写]',
        '[你搭建的估值或财务模型，以及在定价或谈判中的作用]',
        '[你参与的路演、投资者沟通或监管反馈回复，以及项目结果]',
        '[你做的行业研究或项目承揽材料，带来的新项目]',
      ],
      'en-US': [
        '[The deals you work on (IPOs, follow-ons, M&A, bonds) and their size]',
        '[Your part in a deal: diligence scope, models built or documents drafted]',
        '[A valuation or operating model you built, and how it shaped pricing or negotiation]',
        '[Roadshows, investor work or regulator responses you supported, and the outcome]',
        '[Industry research or pitch materials you produced, and mandates won]',
      ],
    },
    achievements: {
      'zh-CN': [
        '参与 3 个科创板 IPO 项目，合计募资 42 亿元，全部成功上市',
        '负责一起 18 亿元并购重组项目的财务尽调与估值模型',
        '撰写招股说明书业务与技术章节，2 轮问询回复均按期提交',
        '搭建三表联动与 DCF 估值模型，支持 2 个项目的发行定价讨论',
        '完成 20 份行业研究与承揽建议书，协助承揽新项目 4 个',
        '参与发行公司债 3 期，合计 25 亿元',
      ],
      'en-US': [
        'Worked on 3 technology IPOs raising $580M in total, all listed successfully',
        'Ran financial diligence and the valuation model for a $250M acquisition',
        'Drafted the business and technology sections of an IPO prospectus and answered 2 rounds of regulator questions on time',
        'Built integrated three-statement and DCF models that framed pricing for 2 deals',
        'Produced 20 industry studies and pitch books that helped win 4 mandates',
        'Supported 3 corporate bond issues totaling $350M',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '科创板 IPO 项目', description: '负责尽职调查、招股书撰写与问询回复，推动企业成功上市' },
        { name: '上市公司重大资产重组', description: '完成标的尽调、估值与交易方案测算' },
        { name: '公司债发行', description: '协助完成申报材料与簿记发行' },
      ],
      'en-US': [
        {
          name: 'Technology IPO',
          description: 'Diligence, prospectus drafting and regulator responses through to listing',
        },
        {
          name: 'Public company acquisition',
          description: 'Target diligence, valuation and deal structuring',
        },
        { name: 'Corporate bond issue', description: 'Filing documents and bookbuilding support' },
      ],
    },
    certifications: {
      'zh-CN': ['证券从业资格', '保荐代表人胜任能力考试', '注册会计师 CPA', 'CFA', '法律职业资格证'],
      'en-US': ['FINRA Series 79', 'FINRA Series 63', 'CFA'],
    },
    tools: {
      'zh-CN': ['Excel', 'Wind', 'PPT', 'Word', '同花顺 iFinD', 'Bloomberg'],
      'en-US': ['Excel', 'PowerPoint', 'Bloomberg', 'FactSet', 'Capital IQ', 'PitchBook'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '4 年投行经验，参与 3 个 IPO 与 1 个并购重组项目，熟悉估值建模与申报文件撰写。',
          '持有 CPA 与保荐代表人资格，工作严谨、抗压能力强。',
        ],
        student: ['金融学硕士应届生，CFA 二级候选人，在券商投行部完成两段实习，熟悉尽调与估值建模。'],
      },
      'en-US': {
        experienced: [
          'Investment banking associate with 4 years on 3 IPOs and a major acquisition, strong in modeling and offering documents.',
          'CFA charterholder, rigorous and steady under pressure.',
        ],
        student: [
          "Finance master's graduate and CFA Level II candidate with two investment banking internships.",
        ],
      },
    },
    education: {
      'zh-CN': { majors: ['金融学', '会计学'], courses: ['公司金融', '财务报表分析', '投资学', '证券法'] },
      'en-US': {
        majors: ['Finance', 'Economics'],
        courses: ['Corporate Finance', 'Financial Statement Analysis', 'Valuation', 'Securities Law'],
      },
    },
    workplace: 'finance',
  },
  {
    id: 'equity-research-analyst',
    names: { 'zh-CN': '行业研究员', 'en-US': 'Equity Research Analyst' },
    field: { 'zh-CN': '证券研究', 'en-US': 'equity research' },
    synonyms: [
      '行业研究员',
      '行业研究',
      '证券分析师',
      '证券研究员',
      '卖方分析师',
      '买方研究员',
      '宏观研究员',
      '策略研究员',
      '固收研究员',
      'equity research analyst',
      'equity analyst',
      'sell side analyst',
      'buy side analyst',
      'securities analyst',
      'sector analyst',
      'credit research analyst',
    ],
    keywords: ['研报', '卖方研究', 'equity research', '盈利预测'],
    skillGroups: {
      'zh-CN': [
        { name: '研究能力', examples: ['行业研究', '公司深度研究', '盈利预测', '估值分析'] },
        { name: '数据与建模', examples: ['财务模型', 'Wind 数据', '产业链调研', 'Python 数据处理'] },
        { name: '输出与路演', examples: ['研究报告撰写', '机构路演', '电话会议', '观点表达'] },
      ],
      'en-US': [
        {
          name: 'Research',
          examples: ['Industry analysis', 'Company deep dives', 'Earnings forecasts', 'Valuation'],
        },
        {
          name: 'Data & models',
          examples: ['Financial models', 'Channel checks', 'Alternative data', 'Python'],
        },
        {
          name: 'Communication',
          examples: ['Research reports', 'Investor meetings', 'Conference calls', 'Idea pitches'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你覆盖的行业与公司数量]',
        '[你撰写的一篇代表报告：核心观点、逻辑与后续市场验证]',
        '[你的盈利预测与估值模型，以及预测准确度]',
        '[你做的产业调研：调研对象、频次与获得的关键信息]',
        '[你的路演服务与机构评价，如 新财富或内部排名]',
      ],
      'en-US': [
        '[The sector and number of companies you cover]',
        '[A signature report: your thesis, the reasoning and how the market bore it out]',
        '[Your forecast and valuation models, and how accurate they proved]',
        '[Field research you do: who you talk to, how often and what you learned]',
        '[Client service and rankings, such as broker votes]',
      ],
    },
    achievements: {
      'zh-CN': [
        '覆盖新能源行业 25 家上市公司，年发布研究报告 80 余篇',
        '首次覆盖一家电池企业并给出买入评级，12 个月内股价上涨 65%',
        '核心公司盈利预测与实际值偏差控制在 5% 以内',
        '年度完成产业链调研 60 次，覆盖上游材料至下游整车',
        '团队获得新财富最佳分析师电力设备新能源行业第 3 名',
        '年度路演与电话会议 200 余场',
      ],
      'en-US': [
        'Covered 25 listed clean-energy companies, publishing 80+ reports a year',
        'Initiated a battery maker at Buy; the stock rose 65% over the next 12 months',
        'Kept earnings forecasts for core names within 5% of actuals',
        'Ran 60 supply-chain field checks a year from materials to car makers',
        'Team ranked 3rd in the sector in the annual institutional investor poll',
        'Held 200+ investor meetings and calls a year',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '行业深度研究报告', description: '系统梳理产业链供需格局与竞争态势，形成核心投资逻辑' },
        { name: '重点公司首次覆盖', description: '完成财务模型、估值与投资建议' },
        { name: '产业链调研体系', description: '建立定期调研与数据跟踪机制，提升预测准确度' },
      ],
      'en-US': [
        {
          name: 'Sector deep dive',
          description: 'Mapped supply, demand and competition into a core investment thesis',
        },
        { name: 'Company initiation', description: 'Full model, valuation and recommendation' },
        {
          name: 'Supply-chain tracker',
          description: 'Regular checks and data tracking that sharpened forecasts',
        },
      ],
    },
    certifications: {
      'zh-CN': ['证券投资顾问胜任能力考试', '证券分析师胜任能力考试', 'CFA', 'FRM'],
      'en-US': ['CFA', 'FINRA Series 86 and 87', 'FRM'],
    },
    tools: {
      'zh-CN': ['Wind', 'Excel', 'Choice 金融终端', 'Bloomberg', 'Python', 'PPT'],
      'en-US': ['Bloomberg', 'FactSet', 'Excel', 'Capital IQ', 'Python', 'Visible Alpha'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年卖方研究经验，覆盖新能源行业 25 家公司，团队获新财富最佳分析师第 3 名。',
          '扎根产业调研，盈利预测偏差控制在 5% 以内。',
        ],
        student: ['金融工程硕士应届生，CFA 一级，在券商研究所实习期间参与过 3 篇深度报告。'],
      },
      'en-US': {
        experienced: [
          'Equity research analyst with 5 years on the sell side covering 25 clean-energy names; team ranked 3rd in the sector.',
          'Grounded in field research, with forecasts within 5% of actuals.',
        ],
        student: [
          'Financial engineering graduate and CFA Level I passer who contributed to 3 deep-dive reports as an intern.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['金融学', '经济学'],
        courses: ['投资学', '财务报表分析', '计量经济学', '产业经济学'],
      },
      'en-US': {
        majors: ['Finance', 'Economics'],
        courses: ['Investments', 'Financial Statement Analysis', 'Econometrics', 'Industrial Organization'],
      },
    },
    workplace: 'finance',
  },
  {
    id: 'quantitative-researcher',
    names: { 'zh-CN': '量化研究员', 'en-US': 'Quantitative Researcher' },
    field: { 'zh-CN': '量化投资', 'en-US': 'quantitative finance' },
    synonyms: [
      '量化研究员',
      '量化研究',
      '量化分析师',
      '量化工程师',
      '量化开发',
      '量化开发工程师',
      '量化交易员',
      '量化策略研究员',
      '量化',
      '金融工程师',
      '因子研究员',
      'quantitative researcher',
      'quant researcher',
      'quantitative analyst',
      'quant analyst',
      'quant',
      'quant developer',
      'quantitative developer',
      'quantitative trader',
      'quant trader',
      'financial engineer',
      'strats',
    ],
    keywords: ['多因子', 'factor model', 'backtesting', '回测', 'cqf'],
    skillGroups: {
      'zh-CN': [
        { name: '建模方法', examples: ['多因子模型', '时间序列', '机器学习', '组合优化'] },
        { name: '编程', examples: ['Python', 'C++', 'SQL', 'pandas / NumPy'] },
        { name: '交易与风控', examples: ['回测框架', '交易成本模型', '风险模型', '高频数据处理'] },
      ],
      'en-US': [
        {
          name: 'Modeling',
          examples: ['Factor models', 'Time series', 'Machine learning', 'Portfolio optimization'],
        },
        { name: 'Programming', examples: ['Python', 'C++', 'SQL', 'kdb+/q'] },
        {
          name: 'Trading & risk',
          examples: ['Backtesting', 'Transaction cost models', 'Risk models', 'Tick data'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你研究的策略类型与资产类别，管理或支持的资金规模]',
        '[你开发的一个因子或策略：思路、回测表现与实盘结果]',
        '[你搭建或优化的回测、数据或交易系统，以及效率提升]',
        '[你做的风险控制或组合优化，以及回撤或夏普比率的变化]',
        '[你与交易、IT 团队协作上线的工作]',
      ],
      'en-US': [
        '[The strategies and asset classes you research, and the capital they run]',
        '[A signal or strategy you built: the idea, backtest and live results]',
        '[Backtesting, data or execution systems you built or improved, and the speed-up]',
        '[Risk or portfolio construction work, and the change in drawdown or Sharpe ratio]',
        '[What you took live with trading and engineering teams]',
      ],
    },
    achievements: {
      'zh-CN': [
        '开发 30 余个量价与基本面因子，其中 8 个进入实盘组合',
        '负责的指数增强策略管理规模 20 亿元，年化超额收益 12%',
        '引入机器学习模型，策略夏普比率从 1.5 提升到 2.1',
        '重构回测框架，单次全市场回测时间从 6 小时缩短到 30 分钟',
        '优化交易成本模型，年化冲击成本降低 0.8 个百分点',
        '搭建风险归因系统，最大回撤控制在 5% 以内',
      ],
      'en-US': [
        'Developed 30+ price-volume and fundamental signals, 8 of them traded live',
        'Ran an enhanced index strategy with $280M under management and 12% annual excess return',
        'Added machine learning models that lifted the Sharpe ratio from 1.5 to 2.1',
        'Rebuilt the backtester, cutting a full-market backtest from 6 hours to 30 minutes',
        'Improved the cost model, saving 0.8 points a year in market impact',
        'Built risk attribution that held maximum drawdown under 5%',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '指数增强策略', description: '多因子选股与组合优化，稳定获取超额收益' },
        { name: '高性能回测平台', description: '向量化与并行计算重构回测，大幅提升研究效率' },
        { name: '另类数据因子研究', description: '挖掘文本与舆情数据中的有效信号' },
      ],
      'en-US': [
        {
          name: 'Enhanced index strategy',
          description: 'Multi-factor selection and optimization for steady excess return',
        },
        {
          name: 'High-performance backtester',
          description: 'Vectorised, parallel backtesting that sped up research',
        },
        {
          name: 'Alternative data signals',
          description: 'Found predictive signals in text and sentiment data',
        },
      ],
    },
    certifications: {
      'zh-CN': ['基金从业资格', 'CQF 量化金融证书', 'FRM', 'CFA'],
      'en-US': ['Certificate in Quantitative Finance (CQF)', 'FRM', 'CFA'],
    },
    tools: {
      'zh-CN': ['Python', 'C++', 'Wind', 'Linux', 'ClickHouse', 'Git'],
      'en-US': ['Python', 'C++', 'kdb+', 'Linux', 'Bloomberg', 'Git'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '4 年量化研究经验，负责 20 亿元指数增强策略，年化超额收益 12%。',
          '数理与编程功底扎实，擅长因子研究与系统搭建。',
        ],
        student: ['数学专业硕士应届生，熟练使用 Python 与 C++，在私募实习期间开发过 5 个有效因子。'],
      },
      'en-US': {
        experienced: [
          'Quantitative researcher with 4 years running a $280M enhanced index strategy at 12% annual excess return.',
          'Strong in maths and engineering, from signal research to systems.',
        ],
        student: [
          "Mathematics master's graduate fluent in Python and C++ who built 5 live signals as a hedge fund intern.",
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['数学与应用数学', '金融工程'],
        courses: ['随机过程', '时间序列分析', '最优化方法', '机器学习'],
      },
      'en-US': {
        majors: ['Mathematics', 'Financial Engineering'],
        courses: ['Stochastic Calculus', 'Time Series Analysis', 'Optimization', 'Machine Learning'],
      },
    },
    workplace: 'finance',
  },
  {
    id: 'risk-analyst',
    names: { 'zh-CN': '风险管理专员', 'en-US': 'Risk Analyst' },
    field: { 'zh-CN': '风险管理', 'en-US': 'risk management' },
    synonyms: [
      '风险管理专员',
      '风险管理',
      '风控',
      '风控专员',
      '风控经理',
      '风控分析师',
      '风险分析师',
      '风控策略',
      '风控策略分析师',
      '反欺诈专员',
      '反欺诈',
      '市场风险分析师',
      '信用风险分析师',
      '操作风险专员',
      '模型验证',
      'risk analyst',
      'risk manager',
      'risk management',
      'credit risk analyst',
      'market risk analyst',
      'operational risk analyst',
      'fraud analyst',
      'fraud risk analyst',
      'risk strategy analyst',
      'model validation analyst',
    ],
    keywords: ['风控模型', '评分卡', 'scorecard', 'basel', '巴塞尔'],
    skillGroups: {
      'zh-CN': [
        { name: '风险领域', examples: ['信用风险', '市场风险', '操作风险', '反欺诈'] },
        { name: '模型与策略', examples: ['评分卡', '风控策略规则', 'VaR', '压力测试'] },
        { name: '工具', examples: ['SQL', 'Python', 'SAS', 'Excel'] },
      ],
      'en-US': [
        { name: 'Risk areas', examples: ['Credit risk', 'Market risk', 'Operational risk', 'Fraud'] },
        { name: 'Models & strategy', examples: ['Scorecards', 'Decision rules', 'VaR', 'Stress testing'] },
        { name: 'Tools', examples: ['SQL', 'Python', 'SAS', 'Excel'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的风险类型与业务规模（贷款余额、交易量或资产规模）]',
        '[你设计或优化的风控策略或模型，以及坏账率、通过率的变化]',
        '[你识别并处置的一类风险事件，以及挽回的损失]',
        '[你完成的风险报告、压力测试或监管报送]',
        '[你推动的风控系统或流程改进，带来的效率或准确率提升]',
      ],
      'en-US': [
        '[The risks you manage and the size of the book (loans, trading volume or assets)]',
        '[A strategy or model you designed or tuned, and the change in losses or approval rate]',
        '[A risk pattern you detected and stopped, and the losses avoided]',
        '[Risk reports, stress tests or regulatory submissions you produced]',
        '[Risk systems or process improvements, and the gain in speed or accuracy]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责 50 亿元消费贷资产的贷前策略，逾期率从 2.8% 降到 1.9%',
        '开发申请评分卡，KS 值从 0.32 提升到 0.41',
        '识别团伙欺诈模式并上线规则，月均拦截欺诈申请 3000 笔、挽回损失 800 万元',
        '在不增加坏账的前提下将审批通过率提升 6 个百分点',
        '连续 8 个季度完成压力测试与监管报送，零差错',
        '搭建风险监控看板，风险预警时间从 T+3 缩短到 T+1',
      ],
      'en-US': [
        'Owned origination strategy for a $700M consumer loan book, cutting delinquency from 2.8% to 1.9%',
        'Built an application scorecard that raised KS from 0.32 to 0.41',
        'Spotted an organized fraud ring and deployed rules that block 3,000 applications and $1.1M in losses a month',
        'Raised approval rates by 6 points with no increase in losses',
        'Delivered 8 quarters of stress tests and regulatory reports with zero errors',
        'Built a risk dashboard that brought early warnings forward from T+3 to T+1',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '申请评分卡开发', description: '完成变量筛选、建模与验证，提升风险区分能力' },
        { name: '反欺诈规则体系', description: '结合设备与关系网络数据识别团伙欺诈' },
        { name: '风险监控预警平台', description: '统一风险指标与预警阈值，缩短风险发现时间' },
      ],
      'en-US': [
        {
          name: 'Application scorecard',
          description: 'Variable selection, modeling and validation for sharper risk ranking',
        },
        { name: 'Fraud rule set', description: 'Device and network data to catch organized fraud' },
        {
          name: 'Risk monitoring platform',
          description: 'Shared risk metrics and thresholds for earlier detection',
        },
      ],
    },
    certifications: {
      'zh-CN': ['FRM 金融风险管理师', '银行业专业人员职业资格（风险管理）', 'CFA'],
      'en-US': ['FRM', 'PRM', 'CFA'],
    },
    tools: {
      'zh-CN': ['SQL', 'Python', 'SAS', 'Excel', 'Hive', 'Tableau'],
      'en-US': ['SQL', 'Python', 'SAS', 'Excel', "Moody's Analytics", 'Tableau'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年消费金融风控经验，负责 50 亿元资产的贷前策略，逾期率下降三分之一。',
          '熟悉评分卡建模与反欺诈，兼顾风险与业务增长。',
        ],
        student: ['统计学专业应届生，熟练使用 SQL 与 Python，实习期间参与过评分卡开发，已通过 FRM 一级。'],
      },
      'en-US': {
        experienced: [
          'Risk analyst with 5 years in consumer lending, owning strategy for a $700M book and cutting delinquency by a third.',
          'Strong in scorecards and fraud, balancing risk with growth.',
        ],
        student: [
          'Statistics graduate skilled in SQL and Python who worked on a scorecard as an intern; FRM Part I passed.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['金融学', '统计学'],
        courses: ['金融风险管理', '信用风险模型', '计量经济学', '数据挖掘'],
      },
      'en-US': {
        majors: ['Finance', 'Statistics'],
        courses: ['Financial Risk Management', 'Credit Risk Modeling', 'Econometrics', 'Data Mining'],
      },
    },
    workplace: 'finance',
  },
  {
    id: 'credit-officer',
    names: { 'zh-CN': '信贷经理', 'en-US': 'Loan Officer' },
    field: { 'zh-CN': '信贷业务', 'en-US': 'lending' },
    synonyms: [
      '信贷经理',
      '信贷专员',
      '信贷员',
      '公司信贷',
      '对公客户经理',
      '贷款专员',
      '授信审批',
      '信审专员',
      '信贷审批',
      '小微企业客户经理',
      '个贷客户经理',
      '房贷专员',
      'loan officer',
      'credit officer',
      'mortgage loan officer',
      'commercial lender',
      'credit analyst',
      'loan processor',
      'mortgage underwriter',
      'commercial loan officer',
    ],
    keywords: ['授信', '贷款', 'underwriting', '不良率', '贷后'],
    skillGroups: {
      'zh-CN': [
        { name: '信贷业务', examples: ['授信调查', '财务分析', '担保评估', '贷后管理'] },
        { name: '产品', examples: ['流动资金贷款', '个人住房贷款', '小微经营贷', '供应链金融'] },
        { name: '风险与合规', examples: ['不良清收', '征信解读', '反洗钱', '监管制度'] },
      ],
      'en-US': [
        {
          name: 'Credit',
          examples: ['Credit analysis', 'Financial spreading', 'Collateral evaluation', 'Loan monitoring'],
        },
        {
          name: 'Products',
          examples: ['Working capital loans', 'Mortgages', 'SBA loans', 'Equipment finance'],
        },
        {
          name: 'Risk & compliance',
          examples: ['Credit reports', 'KYC and AML', 'Covenant tracking', 'Workouts'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的客户类型与贷款产品，管理的贷款余额]',
        '[你的年度投放量、新增客户与指标完成率]',
        '[一笔代表性授信：客户情况、你的调查分析与审批结果]',
        '[你的资产质量：不良率、逾期率与贷后管理措施]',
        '[你处置的一笔风险贷款或清收案例，以及回收金额]',
      ],
      'en-US': [
        '[Your borrowers and loan products, and the portfolio you manage]',
        '[Annual originations, new clients and target attainment]',
        '[A representative credit: the borrower, your analysis and the decision]',
        '[Portfolio quality: non-performing and delinquency rates and how you monitor loans]',
        '[A troubled loan you worked out, and the amount recovered]',
      ],
    },
    achievements: {
      'zh-CN': [
        '管理小微企业贷款余额 6 亿元，客户 180 户，不良率 0.6%',
        '年度新增投放 3.2 亿元，完成指标的 128%',
        '完成授信调查报告 150 份，审批一次通过率 92%',
        '开发供应链金融新客户 40 户，带动存款增长 1.5 亿元',
        '牵头清收 3 笔不良贷款，回收金额 2800 万元',
        '将单笔小微贷款平均审批时间从 10 天缩短到 5 天',
      ],
      'en-US': [
        'Managed an $85M small business loan book of 180 clients at 0.6% non-performing',
        'Originated $45M in new loans, 128% of target',
        'Wrote 150 credit memos with a 92% first-time approval rate',
        'Brought in 40 supply-chain finance clients and $21M in new deposits',
        'Led recovery on 3 non-performing loans, recovering $4M',
        'Cut average small business approval time from 10 days to 5',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '供应链金融业务拓展', description: '围绕核心企业上下游开发客户，实现批量获客' },
        { name: '不良贷款清收', description: '制定清收方案并协调法律程序，最大化回收' },
        { name: '小微贷款审批提效', description: '标准化调查模板与材料清单，缩短审批时间' },
      ],
      'en-US': [
        {
          name: 'Supply-chain finance growth',
          description: 'Won suppliers and distributors of anchor companies in batches',
        },
        {
          name: 'Non-performing loan recovery',
          description: 'Workout plans and legal steps that maximized recovery',
        },
        {
          name: 'Faster small business approvals',
          description: 'Standard templates and checklists that shortened decisions',
        },
      ],
    },
    certifications: {
      'zh-CN': [
        '银行业专业人员职业资格（中级·公司信贷）',
        '银行业专业人员职业资格（个人贷款）',
        '注册会计师 CPA',
      ],
      'en-US': [
        'Credit Risk Certification (CRC)',
        'NMLS Mortgage Loan Originator license',
        'Certified Commercial Lender',
      ],
    },
    tools: {
      'zh-CN': ['信贷管理系统', '人行征信系统', '企查查', 'Excel', 'Wind', '办公自动化系统'],
      'en-US': ['nCino', "Moody's CreditLens", 'Encompass', 'Excel', 'Salesforce', 'Experian'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年银行小微信贷经验，管理贷款余额 6 亿元，不良率 0.6%。',
          '擅长财务分析与风险判断，兼顾业务拓展与资产质量。',
        ],
        student: ['金融学专业应届生，熟悉财务报表分析，银行实习期间参与过授信调查。'],
      },
      'en-US': {
        experienced: [
          'Loan officer with 6 years in small business lending, managing an $85M book at 0.6% non-performing.',
          'Sound in financial analysis and credit judgment, growing the book without hurting quality.',
        ],
        student: [
          'Finance graduate who knows financial statements and joined credit reviews during a bank internship.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['金融学', '会计学'],
        courses: ['商业银行经营学', '财务报表分析', '信贷管理', '金融法'],
      },
      'en-US': {
        majors: ['Finance', 'Accounting'],
        courses: ['Commercial Banking', 'Financial Statement Analysis', 'Credit Analysis', 'Banking Law'],
      },
    },
    workplace: 'finance',
  },
  {
    id: 'bank-teller',
    names: { 'zh-CN': '银行柜员', 'en-US': 'Bank Teller' },
    field: { 'zh-CN': '银行柜面服务', 'en-US': 'branch banking' },
    synonyms: [
      '银行柜员',
      '柜员',
      '综合柜员',
      '银行柜台',
      '银行大堂经理',
      '大堂经理',
      '营业厅柜员',
      '储蓄柜员',
      '银行职员',
      'bank teller',
      'teller',
      'universal banker',
      'personal banker',
      'banking associate',
      'branch associate',
      'head teller',
    ],
    keywords: ['网点', '柜面', 'branch banking', '开户'],
    skillGroups: {
      'zh-CN': [
        { name: '柜面业务', examples: ['开户与存取款', '转账汇款', '对公结算', '现金管理'] },
        { name: '营销服务', examples: ['理财产品推荐', '信用卡营销', '客户识别', '投诉处理'] },
        { name: '合规与风险', examples: ['反洗钱', '假币识别', '操作风险防范', '凭证管理'] },
      ],
      'en-US': [
        {
          name: 'Transactions',
          examples: ['Deposits and withdrawals', 'Account opening', 'Wire transfers', 'Cash balancing'],
        },
        {
          name: 'Customer service',
          examples: ['Product referrals', 'Credit cards', 'Digital banking help', 'Complaint resolution'],
        },
        {
          name: 'Compliance',
          examples: ['AML and KYC', 'Counterfeit detection', 'Fraud prevention', 'Audit readiness'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在网点的规模与你负责的业务类型，日均业务量]',
        '[你的业务准确率、差错率与服务评价]',
        '[你的营销成果：理财、信用卡、手机银行等产品的销售或开户数]',
        '[你识别或防范的一次风险（如 电信诈骗、假币），以及结果]',
        '[你获得的服务或业务竞赛奖项]',
      ],
      'en-US': [
        '[Your branch, the transactions you handle and your daily volume]',
        '[Your accuracy, error rate and service ratings]',
        '[Referrals and sales: investments, cards or digital banking sign-ups]',
        '[A fraud or scam you spotted and stopped, and the outcome]',
        '[Service or sales awards]',
      ],
    },
    achievements: {
      'zh-CN': [
        '日均办理柜面业务 120 笔，连续 2 年零差错',
        '客户服务评价满意率 99.5%',
        '年度营销理财产品 3000 万元，信用卡开卡 260 张',
        '成功识别并拦截 5 起电信诈骗转账，为客户挽回损失 90 万元',
        '推广手机银行签约 800 户，网点线上化率提升 15 个百分点',
        '获得分行 2023 年度服务明星',
      ],
      'en-US': [
        'Handled 120 transactions a day with zero errors for 2 years',
        'Kept customer satisfaction at 99.5%',
        'Referred $4M in investment products and opened 260 credit cards in a year',
        'Stopped 5 scam transfers, saving customers $130K',
        'Signed up 800 customers to mobile banking, raising branch digital adoption by 15 points',
        'Named branch service star of 2023',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '防范电信诈骗宣传', description: '在网点与社区开展反诈宣传，提升客户防范意识' },
        { name: '手机银行推广', description: '引导客户使用线上渠道，缓解柜面压力' },
        { name: '网点服务提升', description: '优化叫号与分流流程，缩短客户等候时间' },
      ],
      'en-US': [
        {
          name: 'Scam awareness campaign',
          description: 'Branch and community sessions that helped customers spot fraud',
        },
        {
          name: 'Mobile banking adoption',
          description: 'Helped customers move routine tasks online to ease counter queues',
        },
        {
          name: 'Branch service improvement',
          description: 'Better queueing and triage that cut waiting times',
        },
      ],
    },
    certifications: {
      'zh-CN': ['银行业专业人员职业资格（初级）', '基金从业资格', '反洗钱岗位培训合格证'],
      'en-US': ['AML and BSA training certificate'],
    },
    tools: {
      'zh-CN': ['核心业务系统', '点钞机', '验钞机', 'Excel', '客户管理系统', '手机银行'],
      'en-US': [
        'Core banking system',
        'Cash recyclers',
        'Counterfeit detectors',
        'CRM',
        'Excel',
        'Online banking',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '4 年银行综合柜员经验，日均业务量 120 笔，连续 2 年零差错。',
          '服务细致、风险意识强，成功拦截多起电信诈骗。',
        ],
        student: ['金融学专业应届生，已取得银行业初级资格，做事细致，具备良好的服务意识。'],
      },
      'en-US': {
        experienced: [
          'Bank teller with 4 years handling about 120 transactions a day and zero errors for 2 years.',
          'Careful and alert to fraud, having stopped several scam transfers.',
        ],
        student: ['Finance graduate who is precise and service-minded.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['金融学', '会计学'],
        courses: ['货币银行学', '商业银行业务', '会计学基础', '金融法规'],
      },
      'en-US': {
        majors: ['Finance', 'Business'],
        courses: ['Money and Banking', 'Accounting Principles', 'Customer Service', 'Business Math'],
      },
    },
    workplace: 'finance',
  },
  {
    id: 'wealth-manager',
    names: { 'zh-CN': '理财经理', 'en-US': 'Financial Advisor' },
    field: { 'zh-CN': '财富管理', 'en-US': 'wealth management' },
    synonyms: [
      '理财经理',
      '理财顾问',
      '财富顾问',
      '财富管理',
      '财富经理',
      '私人银行家',
      '私人银行客户经理',
      '投资顾问',
      '证券经纪人',
      '基金销售',
      '财富规划师',
      'financial advisor',
      'financial adviser',
      'wealth manager',
      'wealth advisor',
      'financial planner',
      'private banker',
      'investment advisor',
      'investment adviser',
      'stockbroker',
      'financial consultant',
    ],
    keywords: ['aum', '资产配置', 'asset allocation', '高净值', 'high net worth'],
    skillGroups: {
      'zh-CN': [
        { name: '资产配置', examples: ['客户风险评估', '组合配置', '基金研究', '保险规划'] },
        { name: '客户经营', examples: ['高净值客户开发', '客户分层', '陪伴服务', '转介绍'] },
        { name: '合规', examples: ['适当性管理', '双录', '反洗钱', '信息披露'] },
      ],
      'en-US': [
        {
          name: 'Planning',
          examples: ['Risk profiling', 'Asset allocation', 'Retirement planning', 'Tax-aware investing'],
        },
        {
          name: 'Client development',
          examples: ['High-net-worth prospecting', 'Segmentation', 'Reviews', 'Referrals'],
        },
        { name: 'Compliance', examples: ['Suitability', 'KYC', 'Fiduciary standards', 'Disclosures'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你服务的客户数量与层级，管理的客户资产规模（AUM）]',
        '[你的年度业绩：资产增长、产品销售额或中间业务收入]',
        '[为一位客户做资产配置的案例：需求、方案与客户体验]',
        '[你开发新客户的方法与新增的高净值客户数]',
        '[市场波动中你如何维护客户，以及客户留存或满意度]',
      ],
      'en-US': [
        '[The clients you serve and the assets you manage (AUM)]',
        '[Your annual results: net new assets, product sales or fee revenue]',
        '[A client plan you built: their goals, your allocation and how it went]',
        '[How you win new clients, and how many high-net-worth clients you added]',
        '[How you supported clients through market swings, and retention or satisfaction]',
      ],
    },
    achievements: {
      'zh-CN': [
        '管理客户资产 8 亿元，服务高净值客户 150 户',
        '年度新增管理资产 1.5 亿元，中间业务收入 600 万元',
        '新增私人银行级客户 18 户，其中 12 户来自老客户转介绍',
        '为客户定制资产配置方案，客户资产三年留存率 92%',
        '组织客户投资策略会 24 场，活动后产品转化 4000 万元',
        '连续 3 年合规检查零问题',
      ],
      'en-US': [
        'Managed $110M for 150 high-net-worth clients',
        'Added $21M in net new assets and $850K in fee revenue in a year',
        'Brought in 18 private-banking clients, 12 of them through referrals',
        'Built tailored allocations that kept 92% of client assets over three years',
        'Hosted 24 client strategy seminars that led to $5.6M in new investments',
        'Passed 3 years of compliance reviews without findings',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '高净值客户资产配置', description: '结合家庭目标与风险偏好设计长期配置方案' },
        { name: '客户投资策略会', description: '定期解读市场与配置建议，提升客户信任' },
        { name: '存量客户激活计划', description: '对沉睡客户分层回访，唤醒资产' },
      ],
      'en-US': [
        {
          name: 'High-net-worth allocation',
          description: 'Long-term plans built around family goals and risk appetite',
        },
        {
          name: 'Client strategy seminars',
          description: 'Regular market updates and advice that built trust',
        },
        {
          name: 'Dormant client reactivation',
          description: 'Segmented outreach that brought idle assets back to work',
        },
      ],
    },
    certifications: {
      'zh-CN': ['AFP 金融理财师', 'CFP 国际金融理财师', '基金从业资格', '证券从业资格'],
      'en-US': ['CFP', 'ChFC', 'FINRA Series 7 and 66'],
    },
    tools: {
      'zh-CN': ['Wind', '理财销售系统', 'Excel', '企业微信', 'PPT', '晨星数据'],
      'en-US': [
        'Morningstar',
        'eMoney',
        'Salesforce Financial Services Cloud',
        'Bloomberg',
        'Excel',
        'Orion',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '7 年银行财富管理经验，管理客户资产 8 亿元，持 CFP 证书。',
          '以客户长期利益为先，资产三年留存率 92%。',
        ],
        student: ['金融学专业应届生，已取得基金与证券从业资格，沟通亲和，希望从事财富管理工作。'],
      },
      'en-US': {
        experienced: [
          'Financial advisor with 7 years in bank wealth management, managing $110M; CFP professional.',
          "Puts clients' long-term interests first, with 92% of assets retained over three years.",
        ],
        student: ['Finance graduate who holds the Series 7 and enjoys building client relationships.'],
      },
    },
    education: {
      'zh-CN': { majors: ['金融学', '投资学'], courses: ['投资学', '个人理财', '保险学', '金融市场学'] },
      'en-US': {
        majors: ['Finance', 'Financial Planning'],
        courses: ['Investments', 'Personal Financial Planning', 'Estate Planning', 'Retirement Planning'],
      },
    },
    workplace: 'finance',
  },
  {
    id: 'actuary',
    names: { 'zh-CN': '精算师', 'en-US': 'Actuary' },
    field: { 'zh-CN': '精算', 'en-US': 'actuarial science' },
    synonyms: [
      '精算师',
      '精算',
      '精算分析师',
      '精算专员',
      '准精算师',
      '产品精算',
      '定价精算',
      '评估精算',
      '精算经理',
      'actuary',
      'actuarial analyst',
      'actuarial associate',
      'pricing actuary',
      'valuation actuary',
      'actuarial consultant',
      'actuarial specialist',
    ],
    keywords: ['actuarial', 'ifrs 17', '准备金', 'prophet'],
    skillGroups: {
      'zh-CN': [
        { name: '精算领域', examples: ['产品定价', '准备金评估', '偿二代', 'IFRS 17'] },
        { name: '建模工具', examples: ['Prophet', 'Excel VBA', 'R', 'Python'] },
        { name: '分析能力', examples: ['经验分析', '利润测试', '资产负债管理', '风险资本计算'] },
      ],
      'en-US': [
        { name: 'Actuarial work', examples: ['Pricing', 'Reserving', 'Solvency capital', 'IFRS 17'] },
        { name: 'Modeling tools', examples: ['Prophet', 'AXIS', 'R', 'Python'] },
        {
          name: 'Analysis',
          examples: [
            'Experience studies',
            'Profit testing',
            'Asset-liability management',
            'Capital modeling',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的精算领域（定价、评估、风险管理）与险种]',
        '[你参与定价的产品：定价假设、利润测试与上市后的销售]',
        '[你完成的准备金评估或监管报送，以及准确性与时效]',
        '[你做的经验分析或模型改进，对假设或利润的影响]',
        '[你取得的精算考试进展与资格]',
      ],
      'en-US': [
        '[Your actuarial area (pricing, valuation, risk) and the lines of business]',
        '[Products you priced: assumptions, profit tests and sales after launch]',
        '[Reserving or regulatory reporting you delivered, on time and accurate]',
        '[Experience studies or model improvements, and their effect on assumptions or profit]',
        '[Your exam progress and credentials]',
      ],
    },
    achievements: {
      'zh-CN': [
        '参与 6 款重疾险与医疗险产品定价，其中 2 款年保费超过 5 亿元',
        '完成季度准备金评估与偿二代报送，连续 8 个季度零差错',
        '开展发病率经验分析，优化假设后产品利润率提升 1.5 个百分点',
        '将评估模型从 Excel 迁移到 Prophet，季度评估时间缩短 40%',
        '参与 IFRS 17 实施项目，完成 30 个产品组的计量建模',
        '通过中国精算师考试 8 门，取得准精算师资格',
      ],
      'en-US': [
        'Priced 6 health products, 2 of which write more than $70M in premium a year',
        'Delivered quarterly reserves and solvency reporting with zero errors for 8 quarters',
        'Ran a morbidity study whose updated assumptions lifted product margin by 1.5 points',
        'Moved valuation from Excel to Prophet, cutting the quarterly cycle by 40%',
        'Built measurement models for 30 product groups in the IFRS 17 implementation',
        'Passed 8 SOA exams and earned the ASA',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '重疾险新产品定价', description: '设定定价假设并完成利润测试，产品按期上市' },
        { name: 'IFRS 17 实施', description: '搭建计量模型并完成并行测试' },
        { name: '经验分析与假设更新', description: '分析理赔经验数据并更新定价与评估假设' },
      ],
      'en-US': [
        {
          name: 'Critical illness product pricing',
          description: 'Assumptions and profit testing for an on-time launch',
        },
        { name: 'IFRS 17 implementation', description: 'Built measurement models and ran parallel testing' },
        {
          name: 'Experience study',
          description: 'Analyzed claims experience to update pricing and valuation assumptions',
        },
      ],
    },
    certifications: {
      'zh-CN': ['中国准精算师', '中国精算师（FCAA）', '北美精算师（ASA / FSA）'],
      'en-US': [
        'ASA / FSA (Society of Actuaries)',
        'ACAS / FCAS (Casualty Actuarial Society)',
        'FIA (Institute and Faculty of Actuaries)',
      ],
    },
    tools: {
      'zh-CN': ['Prophet', 'Excel VBA', 'R', 'Python', 'SQL', 'SAS'],
      'en-US': ['Prophet', 'AXIS', 'Excel VBA', 'R', 'Python', 'SQL'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年寿险精算经验，覆盖产品定价与准备金评估，已取得准精算师资格。',
          '参与定价的 2 款产品年保费均超过 5 亿元。',
        ],
        student: ['精算学专业应届生，已通过中国精算师考试 4 门，熟练使用 Excel VBA 与 R。'],
      },
      'en-US': {
        experienced: [
          'Actuary with 5 years in life and health pricing and valuation; ASA credentialed.',
          'Priced 2 products that each write more than $70M a year.',
        ],
        student: ['Actuarial science graduate with 4 SOA exams passed, skilled in Excel VBA and R.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['精算学', '数学与应用数学'],
        courses: ['寿险精算', '非寿险精算', '生存模型', '风险理论'],
      },
      'en-US': {
        majors: ['Actuarial Science', 'Mathematics'],
        courses: ['Life Contingencies', 'Loss Models', 'Financial Mathematics', 'Probability'],
      },
    },
    workplace: 'finance',
  },
  {
    id: 'investment-manager',
    names: { 'zh-CN': '投资经理', 'en-US': 'Investment Associate' },
    field: { 'zh-CN': '股权投资', 'en-US': 'private investment' },
    synonyms: [
      '投资经理',
      '投资分析师',
      '投资分析',
      '投资专员',
      '股权投资',
      '股权投资经理',
      'VC投资经理',
      'PE投资经理',
      '创投投资经理',
      '投资总监',
      '投后管理',
      '投资副总裁',
      'investment associate',
      'investment manager',
      'investment analyst',
      'private equity associate',
      'venture capital associate',
      'vc associate',
      'pe associate',
      'venture capital analyst',
      'investment principal',
    ],
    keywords: ['private equity', 'venture capital', '投后', '尽调', 'due diligence'],
    skillGroups: {
      'zh-CN': [
        { name: '投资能力', examples: ['行业研究', '项目筛选', '尽职调查', '估值谈判'] },
        { name: '交易执行', examples: ['投资协议', '交易结构设计', '投决材料', '交割'] },
        { name: '投后管理', examples: ['财务跟踪', '资源对接', '后续融资', '退出规划'] },
      ],
      'en-US': [
        { name: 'Investing', examples: ['Thesis development', 'Sourcing', 'Due diligence', 'Valuation'] },
        {
          name: 'Execution',
          examples: ['Term sheets', 'Deal structuring', 'Investment committee memos', 'Closing'],
        },
        {
          name: 'Portfolio',
          examples: ['Board support', 'Value creation', 'Follow-on rounds', 'Exit planning'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你关注的赛道与投资阶段，所在基金规模]',
        '[你看过与推进的项目数量，以及主导投资的项目与金额]',
        '[一个代表项目：投资逻辑、尽调发现与投后表现]',
        '[你的投后管理工作：为被投企业对接的资源与带来的结果]',
        '[你参与的退出或后续融资，以及回报倍数]',
      ],
      'en-US': [
        '[Your sectors and stages, and the size of the fund]',
        '[Companies you screened and advanced, and the deals you led with amounts]',
        '[A signature deal: the thesis, diligence findings and how it has performed]',
        '[Portfolio support you provide: introductions and what they achieved]',
        '[Exits or follow-on rounds you worked on, and the multiples]',
      ],
    },
    achievements: {
      'zh-CN': [
        '年均接触项目 300 个，推进尽调 20 个，主导投资 4 个、金额合计 2.5 亿元',
        '投资的 1 家企业服务机器人公司两年后估值增长 5 倍',
        '完成 10 份投决报告，全部通过投资决策委员会',
        '为被投企业对接 30 家潜在客户，促成订单 8000 万元',
        '参与 2 个项目的 IPO 退出，综合回报 4.2 倍',
        '撰写 60 页储能行业研究报告，形成基金新的重点投资方向',
      ],
      'en-US': [
        'Screened 300 companies a year, ran diligence on 20 and led 4 investments totaling $35M',
        'Backed a service robotics company whose valuation grew 5x in 2 years',
        'Wrote 10 investment committee memos, all approved',
        'Introduced 30 potential customers to portfolio companies, leading to $11M in orders',
        'Worked on 2 IPO exits returning 4.2x overall',
        'Wrote a 60-page energy storage study that became a new focus area for the fund',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '硬科技项目投资', description: '完成行业研究、尽调与估值谈判，主导投资落地' },
        { name: '储能赛道研究', description: '梳理产业链与竞争格局，筛选重点标的' },
        { name: '被投企业投后赋能', description: '对接客户与人才资源，推动企业后续融资' },
      ],
      'en-US': [
        {
          name: 'Deep-tech investment',
          description: 'Research, diligence and negotiation through to closing',
        },
        {
          name: 'Energy storage thesis',
          description: 'Mapped the value chain and competition to find targets',
        },
        {
          name: 'Portfolio value creation',
          description: 'Customer and talent introductions that set up the next round',
        },
      ],
    },
    certifications: {
      'zh-CN': ['基金从业资格', 'CFA', '注册会计师 CPA', '法律职业资格证'],
      'en-US': ['CFA', 'CAIA', 'CPA'],
    },
    tools: {
      'zh-CN': ['Excel', 'Wind', 'IT 桔子', '企查查', 'PPT', '清科私募通'],
      'en-US': ['Excel', 'PitchBook', 'Crunchbase', 'Capital IQ', 'PowerPoint', 'Carta'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年硬科技领域股权投资经验，主导投资 4 个项目、合计 2.5 亿元，参与 2 个 IPO 退出。',
          '行业研究扎实，擅长发现早期机会并提供投后支持。',
        ],
        student: ['金融硕士应届生，工科本科背景，在创投机构实习期间完成 2 份行业研究与 1 个项目尽调。'],
      },
      'en-US': {
        experienced: [
          'Investment associate with 5 years in deep-tech private equity, leading 4 deals totaling $35M and 2 IPO exits.',
          'Research-driven, spotting early opportunities and supporting companies after the deal.',
        ],
        student: [
          "Finance master's graduate with an engineering degree who completed sector studies and diligence as a VC intern.",
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['金融学', '工商管理'],
        courses: ['公司金融', '私募股权投资', '财务报表分析', '估值理论'],
      },
      'en-US': {
        majors: ['Finance', 'Business Administration'],
        courses: ['Corporate Finance', 'Private Equity', 'Financial Statement Analysis', 'Valuation'],
      },
    },
    workplace: 'finance',
  },
  {
    id: 'claims-adjuster',
    names: { 'zh-CN': '保险理赔专员', 'en-US': 'Claims Adjuster' },
    field: { 'zh-CN': '保险理赔', 'en-US': 'insurance claims' },
    synonyms: [
      '理赔',
      '保险理赔专员',
      '理赔专员',
      '理赔员',
      '理赔调查员',
      '车险查勘员',
      '查勘定损员',
      '定损员',
      '核赔专员',
      '核保专员',
      '核保员',
      '医疗理赔',
      'claims adjuster',
      'claims specialist',
      'claims examiner',
      'insurance adjuster',
      'claims handler',
      'loss adjuster',
      'insurance underwriter',
      'underwriter',
      'claims analyst',
    ],
    keywords: ['车险', 'claims', '核保', '定损'],
    skillGroups: {
      'zh-CN': [
        { name: '理赔实务', examples: ['案件受理', '查勘定损', '责任认定', '赔款理算'] },
        { name: '风险识别', examples: ['反欺诈调查', '医疗单据审核', '核保规则', '追偿'] },
        { name: '客户服务', examples: ['沟通解释', '投诉处理', '时效管理', '理赔系统操作'] },
      ],
      'en-US': [
        {
          name: 'Claims handling',
          examples: ['First notice of loss', 'Investigations', 'Coverage determination', 'Settlement'],
        },
        {
          name: 'Risk',
          examples: ['Fraud detection', 'Medical bill review', 'Underwriting guidelines', 'Subrogation'],
        },
        {
          name: 'Service',
          examples: ['Customer communication', 'Complaint handling', 'Cycle time', 'Claims systems'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你处理的险种与案件类型，月均结案量]',
        '[你的理赔时效、准确率与客户满意度]',
        '[你处理的一起复杂或大额案件：调查要点与处理结果]',
        '[你识别的欺诈或不合理索赔，以及减少的赔款]',
        '[你推动的理赔流程改进，带来的时效或成本变化]',
      ],
      'en-US': [
        '[The lines and claim types you handle, and your monthly closings]',
        '[Your cycle time, accuracy and customer satisfaction]',
        '[A complex or large claim: what you investigated and how it was settled]',
        '[Fraudulent or inflated claims you caught, and the savings]',
        '[A claims process improvement and its effect on speed or cost]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责车险理赔，月均结案 150 件，案均结案时间 4 天',
        '理赔准确率 99.5%，客户满意度 97%',
        '识别可疑案件 60 余起，减少不合理赔款 320 万元',
        '处理一起 800 万元的企业财产险案件，45 天内完成理算与赔付',
        '推动小额案件线上自助理赔，小额案件时效从 3 天缩短到 1 天',
        '完成追偿案件 40 件，追回金额 150 万元',
      ],
      'en-US': [
        'Closed 150 auto claims a month with a 4-day average cycle time',
        'Kept accuracy at 99.5% and satisfaction at 97%',
        'Flagged 60+ suspicious claims, avoiding $450K in improper payments',
        'Settled a $1.1M commercial property loss within 45 days',
        'Moved small claims to online self-service, cutting cycle time from 3 days to 1',
        'Recovered $210K through 40 subrogation cases',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '小额案件快速理赔', description: '设计线上自助流程与审核规则，大幅提升时效' },
        { name: '理赔反欺诈排查', description: '总结欺诈特征并建立排查清单，减少不合理赔付' },
        { name: '大额财产险案件处理', description: '协调公估与专家完成损失核定与赔付' },
      ],
      'en-US': [
        {
          name: 'Fast-track small claims',
          description: 'Online self-service and rules that sped up settlements',
        },
        {
          name: 'Claims fraud review',
          description: 'Fraud indicators and checklists that cut improper payments',
        },
        {
          name: 'Large property loss',
          description: 'Coordinated adjusters and experts through valuation and payment',
        },
      ],
    },
    certifications: {
      'zh-CN': ['保险公估从业人员执业登记', '机动车驾驶证（C1）', 'CPCU 特许财产与意外险核保师'],
      'en-US': ['State adjuster license', 'Associate in Claims (AIC)', 'CPCU'],
    },
    tools: {
      'zh-CN': ['理赔核心系统', '定损系统', 'Excel', '影像系统', '企业微信', '医疗审核系统'],
      'en-US': ['Guidewire ClaimCenter', 'Xactimate', 'CCC ONE', 'Excel', 'ISO ClaimSearch', 'Outlook'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年车险与财产险理赔经验，月均结案 150 件，准确率 99.5%。',
          '风险意识强，识别可疑案件减少不合理赔款 320 万元。',
        ],
        student: ['保险学专业应届生，细致严谨，实习期间参与过车险查勘与医疗理赔审核。'],
      },
      'en-US': {
        experienced: [
          'Claims adjuster with 5 years in auto and property, closing 150 claims a month at 99.5% accuracy.',
          'Sharp on fraud, avoiding $450K in improper payments.',
        ],
        student: [
          'Risk and insurance graduate who is careful and thorough, with claims internship experience.',
        ],
      },
    },
    education: {
      'zh-CN': { majors: ['保险学', '法学'], courses: ['财产保险', '保险法', '汽车保险与理赔', '风险管理'] },
      'en-US': {
        majors: ['Risk Management and Insurance', 'Business'],
        courses: ['Property and Casualty Insurance', 'Insurance Law', 'Claims Management', 'Risk Management'],
      },
    },
    workplace: 'finance',
  },
];
