// Job families of finance and law: financial analyst, accountant, auditor, lawyer / legal counsel.
import type { JobFamily } from '../job-family.ts';

export const FINANCE_LEGAL_FAMILIES: readonly JobFamily[] = [
  {
    id: 'financial-analyst',
    names: { 'zh-CN': '财务分析师', 'en-US': 'Financial Analyst' },
    field: { 'zh-CN': '财务分析', 'en-US': 'financial analysis' },
    synonyms: [
      '财务分析师',
      '财务分析',
      '财务分析专员',
      '预算专员',
      '预算分析',
      '金融分析师',
      '估值分析师',
      '财务BP',
      'financial analyst',
      'finance analyst',
      'fp&a analyst',
      'fp&a',
      'budget analyst',
      'valuation analyst',
      'corporate finance analyst',
      'treasury analyst',
      'finance business partner',
    ],
    keywords: ['finance', '估值', 'dcf', '财务模型', 'financial modeling', 'financial modelling', 'cfa'],
    skillGroups: {
      'zh-CN': [
        { name: '财务分析', examples: ['预算与预测', '经营分析', '财务建模', '估值（DCF）'] },
        { name: '专业知识', examples: ['企业会计准则', '财务报表分析', '成本分析', '行业研究'] },
        { name: '工具', examples: ['Excel（高级）', 'Power BI', 'Wind', 'SAP'] },
      ],
      'en-US': [
        {
          name: 'Analysis',
          examples: ['Budgeting & forecasting', 'Variance analysis', 'Financial modeling', 'DCF valuation'],
        },
        {
          name: 'Knowledge',
          examples: ['US GAAP / IFRS', 'Financial statements', 'Unit economics', 'Industry research'],
        },
        { name: 'Tools', examples: ['Excel (advanced)', 'Power BI', 'Bloomberg', 'SAP'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的预算、预测或经营分析：覆盖的业务与金额规模]',
        '[一次分析如何影响了管理层决策，写出金额或比例]',
        '[你搭建的财务模型或报表，节省的时间或提升的准确度]',
        '[你参与的投资、并购或融资项目中的分析工作]',
        '[你推动的成本管控或费用优化，节省了多少]',
      ],
      'en-US': [
        '[The budgets, forecasts or business reviews you own: which units and how much money]',
        '[An analysis that shaped a leadership decision, with the amount or percentage involved]',
        '[A financial model or report you built, and the time saved or accuracy gained]',
        '[Your analysis work on an investment, acquisition or fundraising]',
        '[A cost control or spending review you drove, and the savings]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责 12 亿元营收业务的年度预算与月度滚动预测，预测偏差控制在 3% 以内',
        '搭建门店盈利模型，据此关停 8 家亏损门店，年度减亏 1500 万元',
        '用 Power BI 自动化月度经营分析报告，出具时间从 5 天缩短到 1 天',
        '参与 2 起并购项目的尽职调查与估值建模，交易金额合计 6 亿元',
        '推动营销费用 ROI 复盘，年度费用节约 8%',
        '建立月度经营分析会机制，推动 3 条亏损产品线扭亏为盈',
      ],
      'en-US': [
        'Owned the annual budget and monthly rolling forecast for a $170M business, keeping variance within 3%',
        'Built a store profitability model that led to closing 8 loss-making stores, saving $2M a year',
        'Automated the monthly business review in Power BI, cutting preparation from 5 days to 1',
        'Supported due diligence and valuation models for 2 acquisitions worth $85M in total',
        'Led a marketing spend ROI review that saved 8% of annual spend',
        'Set up the monthly business review that helped turn 3 loss-making product lines profitable',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '年度预算编制', description: '组织各业务部门编制预算并与战略目标对齐' },
        { name: '门店盈利模型', description: '按门店拆解收入与成本，支持开关店决策' },
        { name: '并购估值分析', description: '搭建 DCF 与可比公司估值模型，支持交易谈判' },
      ],
      'en-US': [
        {
          name: 'Annual budgeting cycle',
          description: 'Coordinated business-unit budgets and tied them to strategy',
        },
        {
          name: 'Store profitability model',
          description: 'Revenue and cost by store to guide openings and closures',
        },
        {
          name: 'Acquisition valuation',
          description: 'DCF and trading-comparables models that informed the negotiation',
        },
      ],
    },
    certifications: {
      'zh-CN': ['CFA 特许金融分析师', 'CMA 美国注册管理会计师', '中级会计师', '证券从业资格证'],
      'en-US': [
        'CFA Charterholder',
        'Certified Management Accountant (CMA)',
        'Financial Modeling & Valuation Analyst (FMVA)',
      ],
    },
    tools: {
      'zh-CN': ['Excel', 'Power BI', 'Wind', 'SAP', '用友', 'PPT'],
      'en-US': ['Excel', 'Power BI', 'Bloomberg', 'SAP', 'Anaplan', 'PowerPoint'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年财务分析经验，负责过 12 亿元营收业务的预算、预测与经营分析，持有 CFA 证书。',
          '擅长财务建模与业务沟通，分析建议帮助公司年度减亏 1500 万元。',
        ],
        student: [
          '金融学专业在读，CFA 一级通过，熟练使用 Excel 建模与 Wind 数据库。',
          '在券商研究所实习期间参与撰写行业报告，逻辑清晰，对数字敏感。',
        ],
      },
      'en-US': {
        experienced: [
          'Financial analyst with 5 years in budgeting, forecasting and business reviews for a $170M business; CFA charterholder.',
          'Strong modeller and business partner whose analysis saved $2M a year.',
        ],
        student: [
          'Finance student who has passed CFA Level I and builds models in Excel and Bloomberg.',
          'Co-wrote industry reports during an equity research internship; logical and numerate.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['金融学', '会计学', '经济学'],
        courses: ['公司金融', '财务报表分析', '投资学', '计量经济学'],
      },
      'en-US': {
        majors: ['Finance', 'Accounting', 'Economics'],
        courses: ['Corporate Finance', 'Financial Statement Analysis', 'Investments', 'Econometrics'],
      },
    },
    workplace: 'finance',
  },
  {
    id: 'accountant',
    names: { 'zh-CN': '会计', 'en-US': 'Accountant' },
    field: { 'zh-CN': '会计与财务核算', 'en-US': 'accounting' },
    synonyms: [
      '会计',
      '会计师',
      '财务',
      '财务专员',
      '出纳',
      '总账会计',
      '应收会计',
      '应付会计',
      '费用会计',
      '财务会计',
      '主办会计',
      '核算会计',
      '管理会计',
      '会计专员',
      '财务人员',
      'accountant',
      'staff accountant',
      'general ledger accountant',
      'gl accountant',
      'accounts payable specialist',
      'accounts receivable specialist',
      'accounts payable',
      'accounts receivable',
      'bookkeeper',
      'accounting clerk',
      'accounting',
      'accounts assistant',
      'payroll accountant',
      'financial accountant',
      'management accountant',
    ],
    keywords: ['记账', '总账', '金蝶', 'quickbooks', 'xero', 'bookkeeping'],
    skillGroups: {
      'zh-CN': [
        { name: '会计核算', examples: ['总账与报表', '成本核算', '往来对账', '月结与年结'] },
        { name: '税务', examples: ['增值税申报', '企业所得税汇算', '发票管理', '个税申报'] },
        { name: '财务软件', examples: ['金蝶', '用友', 'SAP FI', 'Excel'] },
      ],
      'en-US': [
        {
          name: 'Accounting',
          examples: ['General ledger', 'Month-end close', 'Reconciliations', 'Accruals'],
        },
        {
          name: 'Tax & compliance',
          examples: ['Sales tax / VAT', 'Corporate tax returns', '1099s', 'Audit support'],
        },
        { name: 'Software', examples: ['QuickBooks', 'Xero', 'NetSuite', 'Excel'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的核算范围：公司或主体数量、月度凭证量]',
        '[你的月结与报表工作：结账时间、报表准确率]',
        '[你负责的税务申报或筹划，以及合规结果或节税金额]',
        '[你配合的外部审计或税务检查，结果如何]',
        '[你优化的财务流程或系统，提升了多少效率]',
      ],
      'en-US': [
        '[What you account for: number of entities and monthly transaction volume]',
        '[Your close and reporting: days to close and reporting accuracy]',
        '[Tax filings or planning you handle, and the compliance result or savings]',
        '[An external audit or tax inspection you supported, and how it went]',
        '[A finance process or system you improved, and the time saved]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责 3 家子公司的总账核算与月度报表，月结时间从 8 天缩短到 5 天',
        '完成年度企业所得税汇算清缴，合理运用研发费用加计扣除政策，节税 120 万元',
        '梳理往来账款，清理挂账 6 年的差异 300 余笔，账实相符率 100%',
        '配合年度外部审计，审计调整事项从 15 项减少到 2 项',
        '推动费用报销线上化，报销处理时长从 7 天缩短到 3 天',
        '编制集团合并报表，抵消分录零差错，报表提前 2 天报出',
      ],
      'en-US': [
        'Kept the books for 3 subsidiaries and cut month-end close from 8 days to 5',
        'Prepared the annual corporate tax return and claimed R&D credits worth $170K',
        'Cleared 300+ long-standing reconciliation differences so every balance matched',
        'Supported the annual external audit, reducing audit adjustments from 15 to 2',
        'Moved expense claims online, shortening processing from 7 days to 3',
        'Prepared group consolidated statements with every elimination correct, filing 2 days early',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '月结流程优化', description: '梳理结账清单与时间表，缩短月结周期' },
        { name: '财务系统切换', description: '从用友迁移到金蝶云，完成期初数据迁移与核对' },
        { name: '往来账清理', description: '系统性清理历史挂账，提升报表质量' },
      ],
      'en-US': [
        {
          name: 'Faster month-end close',
          description: 'A close checklist and calendar that shortened the close',
        },
        {
          name: 'Accounting system migration',
          description: 'Moved to NetSuite with opening balances migrated and reconciled',
        },
        {
          name: 'Balance sheet clean-up',
          description: 'Cleared historical open items to improve reporting quality',
        },
      ],
    },
    certifications: {
      'zh-CN': ['初级会计专业技术资格', '中级会计师', '注册会计师（CPA）', '税务师'],
      'en-US': [
        'Certified Public Accountant (CPA)',
        'ACCA',
        'Certified Management Accountant (CMA)',
        'QuickBooks ProAdvisor',
      ],
    },
    tools: {
      'zh-CN': ['金蝶', '用友', 'SAP FI', 'Excel', '电子税务局', '财务共享平台'],
      'en-US': ['QuickBooks', 'Xero', 'NetSuite', 'SAP FI', 'Excel', 'Bill.com'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年企业会计经验，持有中级会计师证书，熟悉总账核算、税务申报与合并报表。',
          '严谨细致，推动月结提速 3 天，配合年度审计零重大调整。',
        ],
        student: [
          '会计学专业在读，已取得初级会计专业技术资格，熟练使用金蝶与 Excel。',
          '在会计师事务所实习期间参与过底稿整理与凭证抽查，做事认真细致。',
        ],
      },
      'en-US': {
        experienced: [
          'Accountant with 5 years in general ledger, tax filings and consolidated reporting; licensed CPA.',
          'Meticulous and process-minded; shortened the close by 3 days and supported audits with no material adjustments.',
        ],
        student: [
          'Accounting student working toward the CPA exam, fluent in QuickBooks and Excel.',
          'Prepared working papers and vouched transactions during an audit internship; careful and thorough.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['会计学', '财务管理', '审计学'],
        courses: ['中级财务会计', '成本会计', '税法', '财务管理'],
      },
      'en-US': {
        majors: ['Accounting', 'Finance', 'Business Administration'],
        courses: ['Intermediate Accounting', 'Cost Accounting', 'Taxation', 'Auditing'],
      },
    },
    workplace: 'corporate',
  },
  {
    id: 'auditor',
    names: { 'zh-CN': '审计师', 'en-US': 'Auditor' },
    field: { 'zh-CN': '审计', 'en-US': 'audit' },
    synonyms: [
      '审计师',
      '审计',
      '审计专员',
      '审计员',
      '内审',
      '内部审计',
      '内审专员',
      '外部审计',
      '内控专员',
      '内控',
      'IT审计',
      '财务审计',
      '风险与内控',
      'auditor',
      'internal auditor',
      'external auditor',
      'audit',
      'it auditor',
      'audit analyst',
      'internal controls specialist',
      'internal audit',
      'sox specialist',
      'assurance associate',
      'assurance',
    ],
    keywords: ['内部控制', '底稿', 'sox', 'big 4', 'big four', '四大'],
    skillGroups: {
      'zh-CN': [
        { name: '审计能力', examples: ['年报审计', '内部审计', '内控测试', '风险评估'] },
        { name: '专业知识', examples: ['企业会计准则', '审计准则', '萨班斯法案（SOX）', '税法'] },
        { name: '工具', examples: ['Excel', '鼎信诺', 'ACL', 'SAP'] },
      ],
      'en-US': [
        {
          name: 'Audit',
          examples: ['Financial statement audits', 'Internal audit', 'Controls testing', 'Risk assessment'],
        },
        {
          name: 'Knowledge',
          examples: ['US GAAP / IFRS', 'Auditing standards', 'SOX 404', 'COSO framework'],
        },
        { name: 'Tools', examples: ['Excel', 'CaseWare', 'ACL / Galvanize', 'TeamMate'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你参与的审计项目：客户行业、规模与你负责的科目或循环]',
        '[你发现的重要审计问题或内控缺陷，以及推动的整改]',
        '[你带领或参与的审计团队规模，以及项目按期完成情况]',
        '[你做的内控测试或风险评估：覆盖的流程与结论]',
        '[你用数据分析或工具提升审计效率的例子]',
      ],
      'en-US': [
        '[The audits you worked on: client industries, size and the areas or cycles you owned]',
        '[A significant finding or control weakness you identified, and the remediation it led to]',
        '[The audit teams you led or joined, and whether engagements finished on time]',
        '[Controls testing or risk assessments you did: processes covered and conclusions]',
        '[How you used data analytics or tools to make an audit faster]',
      ],
    },
    achievements: {
      'zh-CN': [
        '参与 12 家上市公司及拟上市公司的年报审计，负责收入、存货等重点科目',
        '在采购循环测试中发现重大内控缺陷，推动整改后避免潜在损失约 500 万元',
        '作为现场负责人带领 5 人团队完成集团审计，按期出具报告',
        '用 ACL 对 200 万条交易数据进行全量分析，抽样工作量减少 40%',
        '完成 30 个业务流程的内控测试，内控缺陷整改率达到 95%',
        '编写 20 余份审计底稿模板，团队底稿复核意见减少 35%',
      ],
      'en-US': [
        'Audited 12 listed and pre-IPO companies, owning revenue and inventory',
        'Found a significant control weakness in purchasing whose fix avoided about $700K in potential losses',
        'Led a 5-person field team on a group audit and signed off on schedule',
        'Analyzed 2 million transactions in full with ACL, reducing sampling work by 40%',
        'Tested controls across 30 business processes, with 95% of findings remediated',
        "Wrote 20+ working paper templates that cut review comments on the team's files by 35%",
      ],
    },
    projects: {
      'zh-CN': [
        { name: '拟上市公司 IPO 审计', description: '三年一期财务报表审计，配合券商与律师完成申报' },
        { name: '集团内控评价', description: '覆盖采购、销售、资金等循环的内控测试与评价' },
        { name: '数据分析辅助审计', description: '用全量数据分析识别异常交易，提升审计覆盖率' },
      ],
      'en-US': [
        {
          name: 'IPO audit',
          description:
            'Three years of financial statements audited for a listing, alongside bankers and lawyers',
        },
        {
          name: 'Group internal control review',
          description: 'Controls testing across purchasing, sales and treasury',
        },
        {
          name: 'Analytics-driven audit',
          description: 'Full-population analysis to flag unusual transactions',
        },
      ],
    },
    certifications: {
      'zh-CN': ['注册会计师（CPA）', 'CIA 国际注册内部审计师', 'ACCA', '中级审计师'],
      'en-US': ['Certified Public Accountant (CPA)', 'Certified Internal Auditor (CIA)', 'CISA', 'ACCA'],
    },
    tools: {
      'zh-CN': ['Excel', '鼎信诺', 'ACL', 'SAP', 'Power BI', 'Word'],
      'en-US': ['Excel', 'CaseWare', 'ACL / Galvanize', 'TeamMate', 'IDEA', 'Power BI'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '4 年会计师事务所审计经验，注册会计师，参与过 12 家上市及拟上市公司的年报审计。',
          '熟悉企业会计准则与内控体系，有带领 5 人现场团队的经验。',
        ],
        student: [
          '审计学专业在读，通过注册会计师考试 3 门科目，熟练使用 Excel。',
          '在事务所审计实习中负责函证与底稿整理，细致、抗压。',
        ],
      },
      'en-US': {
        experienced: [
          'Auditor with 4 years at an accounting firm, CPA-licensed, having audited 12 listed and pre-IPO companies.',
          'Knows accounting standards and control frameworks, and has led field teams of 5.',
        ],
        student: [
          'Accounting student who has passed 3 parts of the CPA exam and is strong in Excel.',
          'Handled confirmations and working papers during an audit internship; careful under pressure.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['审计学', '会计学', '财务管理'],
        courses: ['审计学原理', '中级财务会计', '内部控制', '税法'],
      },
      'en-US': {
        majors: ['Accounting', 'Finance', 'Business Administration'],
        courses: ['Auditing', 'Intermediate Accounting', 'Internal Control', 'Taxation'],
      },
    },
    workplace: 'accounting-firm',
  },
  {
    id: 'lawyer',
    names: { 'zh-CN': '律师 / 法务', 'en-US': 'Lawyer / Legal Counsel' },
    field: { 'zh-CN': '法律服务', 'en-US': 'law' },
    synonyms: [
      '律师',
      '执业律师',
      '诉讼律师',
      '非诉律师',
      '知识产权律师',
      '法律',
      'lawyer',
      'attorney',
      'solicitor',
      'barrister',
      'legal',
      'patent attorney',
      'litigator',
    ],
    keywords: ['诉讼', '合同审查', '法律尽调', 'litigation', 'law firm', '律所'],
    skillGroups: {
      'zh-CN': [
        { name: '业务领域', examples: ['公司并购', '合同审查', '劳动争议', '知识产权'] },
        { name: '专业能力', examples: ['法律检索', '法律文书写作', '诉讼代理', '合规审查'] },
        { name: '工具', examples: ['北大法宝', '威科先行', '裁判文书网', 'Word'] },
      ],
      'en-US': [
        {
          name: 'Practice areas',
          examples: ['M&A', 'Commercial contracts', 'Employment', 'Intellectual property'],
        },
        { name: 'Skills', examples: ['Legal research', 'Drafting', 'Litigation', 'Regulatory compliance'] },
        { name: 'Tools', examples: ['Westlaw', 'LexisNexis', 'Practical Law', 'iManage'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你的业务领域与服务的客户类型]',
        '[你代理或参与的重要案件：争议金额与结果]',
        '[你主导或参与的非诉项目（如并购、融资）：交易规模与你的分工]',
        '[你审查的合同数量与类型，以及发现并规避的风险]',
        '[你建立或完善的合规制度或内部培训]',
      ],
      'en-US': [
        '[Your practice area and the clients you advise]',
        '[Significant cases you handled: amount in dispute and outcome]',
        '[Transactions you led or worked on (M&A, financing): deal size and your role]',
        '[The contracts you review: volume and types, and the risks you caught]',
        '[Compliance policies or internal training you created]',
      ],
    },
    achievements: {
      'zh-CN': [
        '代理商事诉讼案件 40 余件，涉案金额累计 2.3 亿元，胜诉及调解结案率 85%',
        '参与 3 起跨境并购项目的法律尽职调查，交易金额合计 15 亿元',
        '年均审查采购、销售及合作合同 600 余份，审查时效从 3 天缩短到 1 天',
        '搭建公司合规管理体系与 12 项数据合规制度，顺利通过监管检查',
        '为 200 名员工开展合同风险与反商业贿赂培训 8 场',
        '起草并修订公司规章制度 15 项，劳动争议案件数量同比下降 50%',
      ],
      'en-US': [
        'Handled 40+ commercial disputes worth $32M in total, with 85% won or settled favorably',
        'Ran legal due diligence on 3 cross-border acquisitions worth $210M combined',
        'Reviewed 600+ commercial contracts a year and cut turnaround from 3 days to 1',
        'Built the compliance framework and 12 data protection policies that passed a regulatory inspection',
        'Delivered 8 training sessions on contract risk and anti-bribery to 200 employees',
        'Drafted and revised 15 company policies, halving employment disputes year over year',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '跨境并购法律尽调', description: '牵头目标公司的法律尽调并出具报告' },
        { name: '合同模板标准化', description: '梳理常用合同并制定标准模板与审批规则' },
        { name: '数据合规体系建设', description: '依据个人信息保护法完善数据处理制度' },
      ],
      'en-US': [
        {
          name: 'Cross-border acquisition due diligence',
          description: 'Led legal due diligence on the target and wrote the report',
        },
        {
          name: 'Contract template library',
          description: 'Standard templates and approval rules for common contracts',
        },
        { name: 'Data protection program', description: 'Brought data handling in line with privacy law' },
      ],
    },
    certifications: {
      'zh-CN': ['法律职业资格证书（A 证）', '律师执业证', '专利代理师资格证'],
      'en-US': [
        'State Bar admission',
        'Certified Information Privacy Professional (CIPP/US)',
        'Certified Paralegal (CP)',
      ],
    },
    tools: {
      'zh-CN': ['北大法宝', '威科先行', '中国裁判文书网', 'Alpha 法律智能操作系统', 'Word', 'Excel'],
      'en-US': ['Westlaw', 'LexisNexis', 'Practical Law', 'iManage', 'Clio', 'Word'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年律师执业经验，专注公司商事与争议解决，代理案件涉案金额累计超过 2 亿元。',
          '兼具诉讼与非诉经验，参与过多起跨境并购尽职调查。',
        ],
        student: [
          '法学专业在读，已通过法律职业资格考试，在律所实习期间参与过案件检索与文书起草。',
          '逻辑严密，文字功底扎实，英语 CET-6。',
        ],
      },
      'en-US': {
        experienced: [
          'Lawyer with 6 years in corporate and commercial disputes, handling matters worth more than $30M.',
          'Experienced in both litigation and transactions, including cross-border M&A due diligence.',
        ],
        student: [
          'Law student who has researched cases and drafted documents as a law firm intern.',
          'Rigorous thinker and clear writer.',
        ],
      },
    },
    education: {
      'zh-CN': { majors: ['法学', '知识产权'], courses: ['民法', '公司法', '民事诉讼法', '合同法'] },
      'en-US': {
        majors: ['Law (JD)', 'Legal Studies'],
        courses: ['Contracts', 'Corporations', 'Civil Procedure', 'Evidence'],
      },
    },
    workplace: 'law-firm',
  },
];
