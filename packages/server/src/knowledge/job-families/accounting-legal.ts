// Job families of tax, cost accounting, compliance and legal support: tax, cost accounting, compliance, in-house
// counsel, paralegals, patent agents and court assistants.
import type { JobFamily } from '../job-family.ts';

export const ACCOUNTING_LEGAL_FAMILIES: readonly JobFamily[] = [
  {
    id: 'tax-specialist',
    names: { 'zh-CN': '税务专员', 'en-US': 'Tax Specialist' },
    field: { 'zh-CN': '税务', 'en-US': 'tax' },
    synonyms: [
      '税务专员',
      '税务会计',
      '税务经理',
      '税务主管',
      '税务顾问',
      '税务师',
      '涉税专员',
      '税务筹划',
      '转让定价专员',
      '关税专员',
      'tax specialist',
      'tax accountant',
      'tax analyst',
      'tax manager',
      'tax consultant',
      'tax associate',
      'tax advisor',
      'tax preparer',
      'transfer pricing analyst',
      'indirect tax specialist',
    ],
    keywords: ['报税', '纳税申报', '增值税', 'tax return', 'transfer pricing', '汇算清缴'],
    skillGroups: {
      'zh-CN': [
        { name: '税种实务', examples: ['增值税', '企业所得税', '个人所得税', '印花税'] },
        { name: '税务管理', examples: ['纳税申报', '汇算清缴', '税务筹划', '税务风险排查'] },
        { name: '专项业务', examples: ['出口退税', '研发费用加计扣除', '高新技术企业认定', '转让定价'] },
      ],
      'en-US': [
        {
          name: 'Tax compliance',
          examples: ['Corporate income tax', 'Sales and use tax', 'VAT', 'Payroll tax'],
        },
        {
          name: 'Advisory',
          examples: ['Tax planning', 'Tax provision (ASC 740)', 'R&D credits', 'Transfer pricing'],
        },
        {
          name: 'Controversy',
          examples: ['Audit defense', 'Notices and correspondence', 'Risk reviews', 'Documentation'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责申报的主体数量、税种与年纳税规模]',
        '[你完成的汇算清缴或年度申报工作，以及准确率与时效]',
        '[你推动的一项税务筹划或优惠政策申请，为公司节省的税款]',
        '[你应对的一次税务检查或风险排查，以及结果]',
        '[你改进的税务流程或系统（如 发票管理、自动计税），节省的时间]',
      ],
      'en-US': [
        '[The entities, taxes and annual tax volume you handle]',
        '[Annual returns or provisions you prepared, and their accuracy and timeliness]',
        '[Tax planning or incentives you secured, and the tax saved]',
        '[A tax audit or risk review you handled, and the outcome]',
        '[Tax processes or systems you improved (invoicing, automated calculations), and the time saved]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责集团 12 家子公司的纳税申报，年纳税额 3.5 亿元，连续 3 年零滞纳金',
        '完成研发费用加计扣除申报，为公司节省企业所得税 1200 万元',
        '协助 3 家子公司通过高新技术企业认定，适用 15% 优惠税率',
        '应对一次税务稽查，补充资料 200 余份，最终无补税与处罚',
        '梳理出口退税流程，退税到账时间从 60 天缩短到 20 天',
        '上线税务管理系统，月度申报工作量减少 40%',
      ],
      'en-US': [
        'Filed taxes for 12 subsidiaries paying $50M a year, with no penalties for 3 years',
        'Claimed R&D credits worth $1.7M in tax savings',
        'Helped 3 subsidiaries qualify for reduced rates, lowering their rate to 15%',
        'Handled a tax audit with 200+ supporting documents and no adjustments or penalties',
        'Streamlined export VAT refunds, cutting the wait from 60 days to 20',
        'Implemented a tax engine that cut monthly filing work by 40%',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '研发费用加计扣除', description: '梳理研发项目与费用归集，合规享受税收优惠' },
        { name: '集团税务风险排查', description: '对各子公司进行税务健康检查并整改风险点' },
        { name: '税务管理系统上线', description: '实现发票、计税与申报的系统化管理' },
      ],
      'en-US': [
        {
          name: 'R&D credit claim',
          description: 'Mapped projects and costs to claim the credit compliantly',
        },
        {
          name: 'Group tax risk review',
          description: 'Health checks across subsidiaries and fixes for the risks found',
        },
        { name: 'Tax engine implementation', description: 'Systematised invoicing, calculation and filing' },
      ],
    },
    certifications: {
      'zh-CN': ['税务师', '注册会计师 CPA', '中级会计专业技术资格'],
      'en-US': ['CPA', 'Enrolled Agent (EA)', 'CIOT Advanced Diploma in International Taxation (ADIT)'],
    },
    tools: {
      'zh-CN': ['电子税务局', '金税系统', '用友', '金蝶', 'SAP', 'Excel'],
      'en-US': ['ONESOURCE', 'CCH Axcess', 'Vertex', 'SAP', 'Excel', 'Avalara'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年企业税务经验，负责集团 12 家子公司纳税申报，持税务师与 CPA 证书。',
          '熟悉税收优惠政策，曾为公司节省税款 1200 万元。',
        ],
        student: ['税收学专业应届生，通过初级会计与税务师 2 门科目，在事务所实习期间参与过汇算清缴。'],
      },
      'en-US': {
        experienced: [
          'Tax specialist with 6 years handling filings for 12 subsidiaries; CPA.',
          'Knows incentives well and secured $1.7M in tax savings.',
        ],
        student: [
          'Accounting graduate on the CPA track who prepared corporate returns during a busy-season internship.',
        ],
      },
    },
    education: {
      'zh-CN': { majors: ['税收学', '会计学'], courses: ['税法', '税务会计', '税务筹划', '财务会计'] },
      'en-US': {
        majors: ['Accounting', 'Taxation'],
        courses: ['Federal Taxation', 'Corporate Tax', 'International Tax', 'Financial Accounting'],
      },
    },
    workplace: 'accounting-firm',
  },
  {
    id: 'cost-accountant',
    names: { 'zh-CN': '成本会计', 'en-US': 'Cost Accountant' },
    field: { 'zh-CN': '成本核算与管理', 'en-US': 'cost accounting' },
    synonyms: [
      '成本会计',
      '成本核算',
      '成本核算员',
      '成本分析师',
      '成本主管',
      '成本控制专员',
      '成本管理',
      '成本经理',
      '工厂会计',
      '核价员',
      'cost accountant',
      'cost analyst',
      'cost accounting',
      'plant accountant',
      'cost controller',
      'cost manager',
      'product cost analyst',
    ],
    keywords: ['成本', '标准成本', 'standard costing', '降本'],
    skillGroups: {
      'zh-CN': [
        { name: '成本核算', examples: ['标准成本', '实际成本', '分批法与分步法', '存货计价'] },
        { name: '成本分析', examples: ['差异分析', '毛利分析', '产品报价测算', '降本项目评估'] },
        { name: '系统', examples: ['SAP CO', '用友 U8', 'Excel', 'BOM 管理'] },
      ],
      'en-US': [
        {
          name: 'Costing',
          examples: ['Standard costing', 'Actual costing', 'Job and process costing', 'Inventory valuation'],
        },
        {
          name: 'Analysis',
          examples: ['Variance analysis', 'Margin analysis', 'Quote costing', 'Savings validation'],
        },
        { name: 'Systems', examples: ['SAP CO', 'Oracle Cost Management', 'Excel', 'BOM management'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责核算的工厂或产品线、产品数量与年产值]',
        '[你完成的月度成本核算与结账，以及时效与准确率]',
        '[你做的一次成本差异或毛利分析，发现的问题与改进结果]',
        '[你参与的降本项目或报价测算，以及节省的成本]',
        '[你推动的成本系统或流程改进，如 标准成本更新、BOM 准确率提升]',
      ],
      'en-US': [
        '[The plant or product lines you cost, product count and annual output]',
        '[Monthly costing and close you deliver, on time and accurate]',
        '[A variance or margin analysis: what you found and what changed]',
        '[Savings projects or quotes you costed, and the money saved]',
        '[Costing system or process improvements, such as standards updates or BOM accuracy]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责 2 个工厂、800 余个产品的成本核算，年产值 15 亿元',
        '月度成本结账时间从 8 天缩短到 4 天',
        '通过差异分析发现原材料损耗异常，推动整改后年节约成本 600 万元',
        '完成 120 个新产品的报价成本测算，报价毛利偏差控制在 2% 以内',
        '更新标准成本体系，标准与实际成本差异从 8% 降到 3%',
        '清理 BOM 数据 3000 余条，BOM 准确率提升到 99%',
      ],
      'en-US': [
        'Costed 800+ products across 2 plants with $210M in annual output',
        'Cut monthly cost close from 8 days to 4',
        'Found abnormal material scrap through variance analysis; the fix saved $850K a year',
        'Costed 120 new-product quotes with margin variance within 2%',
        'Rebuilt standard costs, shrinking the standard-to-actual gap from 8% to 3%',
        'Cleaned up 3,000+ BOM records, raising BOM accuracy to 99%',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '标准成本体系重建', description: '重新测定工时与物料标准，提升成本准确性' },
        { name: '原材料损耗分析', description: '追踪损耗来源并推动工艺改进，降低成本' },
        { name: '产品毛利分析模型', description: '按产品与客户测算毛利，支持定价与产品结构决策' },
      ],
      'en-US': [
        {
          name: 'Standard cost rebuild',
          description: 'New labor and material standards for more accurate costs',
        },
        { name: 'Material scrap study', description: 'Traced scrap to its sources and drove process fixes' },
        {
          name: 'Product margin model',
          description: 'Margins by product and customer to guide pricing and mix',
        },
      ],
    },
    certifications: {
      'zh-CN': ['中级会计专业技术资格', 'CMA 美国注册管理会计师', '初级会计专业技术资格'],
      'en-US': ['Certified Management Accountant (CMA)', 'CIMA (CGMA)', 'CPA'],
    },
    tools: {
      'zh-CN': ['SAP CO', '用友 U8', '金蝶 K/3', 'Excel', 'Power BI', 'MES'],
      'en-US': ['SAP CO', 'Oracle', 'Excel', 'Power BI', 'NetSuite', 'MES'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年制造业成本会计经验，负责 2 个工厂的成本核算与分析，持中级会计职称与 CMA。',
          '通过成本分析推动降本，年节约 600 万元。',
        ],
        student: ['会计学专业应届生，已取得初级会计资格，熟悉成本会计方法，做过制造企业财务实习。'],
      },
      'en-US': {
        experienced: [
          'Cost accountant with 6 years in manufacturing, costing 2 plants; CMA.',
          'Uses cost analysis to drive savings, including $850K a year from one finding.',
        ],
        student: ['Accounting graduate who knows costing methods from a manufacturing finance internship.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['会计学', '财务管理'],
        courses: ['成本会计', '管理会计', '财务会计', 'ERP 财务应用'],
      },
      'en-US': {
        majors: ['Accounting', 'Finance'],
        courses: [
          'Cost Accounting',
          'Managerial Accounting',
          'Financial Accounting',
          'Operations Management',
        ],
      },
    },
    workplace: 'manufacturer',
  },
  {
    id: 'compliance-officer',
    names: { 'zh-CN': '合规专员', 'en-US': 'Compliance Officer' },
    field: { 'zh-CN': '合规管理', 'en-US': 'compliance' },
    synonyms: [
      '合规专员',
      '合规',
      '合规经理',
      '合规主管',
      '合规官',
      '反洗钱专员',
      '反洗钱',
      '内控合规',
      '合规风控',
      '数据合规专员',
      '企业合规师',
      'compliance officer',
      'compliance specialist',
      'compliance analyst',
      'compliance manager',
      'chief compliance officer',
      'aml analyst',
      'aml specialist',
      'kyc analyst',
      'regulatory compliance specialist',
      'privacy analyst',
    ],
    keywords: ['aml', 'kyc', '反洗钱', '监管合规', 'regulatory compliance', 'gdpr'],
    skillGroups: {
      'zh-CN': [
        { name: '合规领域', examples: ['反洗钱', '数据合规', '反商业贿赂', '金融监管规定'] },
        { name: '合规管理', examples: ['制度建设', '合规审查', '合规培训', '监管报送'] },
        { name: '调查与监测', examples: ['可疑交易监测', '客户尽职调查', '内部调查', '合规检查'] },
      ],
      'en-US': [
        {
          name: 'Areas',
          examples: ['AML and sanctions', 'Data privacy (GDPR)', 'Anti-bribery', 'Financial regulation'],
        },
        {
          name: 'Program',
          examples: ['Policies', 'Compliance reviews', 'Training', 'Regulatory reporting'],
        },
        {
          name: 'Monitoring',
          examples: ['Transaction monitoring', 'KYC and due diligence', 'Investigations', 'Testing'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的合规领域与业务范围，以及适用的主要监管规定]',
        '[你建立或更新的合规制度与流程，覆盖的业务与人员]',
        '[你完成的合规审查或检查：数量、发现的问题与整改结果]',
        '[你处理的可疑交易、内部调查或监管沟通，以及结果]',
        '[你组织的合规培训：场次、覆盖人数与考试通过率]',
      ],
      'en-US': [
        '[Your compliance areas, business scope and the main rules that apply]',
        '[Policies and procedures you wrote or updated, and who they cover]',
        '[Reviews or testing you completed: number, findings and remediation]',
        '[Suspicious activity, investigations or regulator contact you handled, and the outcome]',
        '[Training you ran: sessions, people reached and pass rates]',
      ],
    },
    achievements: {
      'zh-CN': [
        '牵头修订反洗钱制度 15 项，顺利通过人民银行反洗钱专项检查',
        '每月审核可疑交易预警 2000 笔，上报可疑交易报告 40 份',
        '完成合同与营销材料合规审查 600 余份，拦截违规表述 120 处',
        '建立个人信息保护合规体系，完成 30 个业务系统的数据合规评估',
        '组织合规培训 24 场，覆盖员工 1500 人次，考试通过率 98%',
        '推动合规风险自查，整改问题 85 项，监管处罚为零',
      ],
      'en-US': [
        "Rewrote 15 AML policies and passed the central bank's AML examination",
        'Reviewed 2,000 monitoring alerts a month and filed 40 suspicious activity reports',
        'Reviewed 600+ contracts and marketing pieces, stopping 120 non-compliant claims',
        'Built a privacy program and assessed 30 systems for data protection compliance',
        'Ran 24 training sessions for 1,500 staff with a 98% pass rate',
        'Led a self-assessment that fixed 85 issues with zero regulatory penalties',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '反洗钱制度体系建设', description: '对照监管要求完善制度与监测模型，通过专项检查' },
        { name: '个人信息保护合规', description: '梳理数据流与授权机制，完成合规整改' },
        { name: '全员合规培训计划', description: '按岗位设计培训与考试，提升合规意识' },
      ],
      'en-US': [
        {
          name: 'AML program rebuild',
          description: 'Policies and monitoring aligned to regulation, passing examination',
        },
        {
          name: 'Privacy compliance program',
          description: 'Mapped data flows and consent, then remediated gaps',
        },
        {
          name: 'Company-wide compliance training',
          description: 'Role-based training and tests that raised awareness',
        },
      ],
    },
    certifications: {
      'zh-CN': ['法律职业资格证', 'CAMS 国际反洗钱师', '企业合规师', '银行业专业人员职业资格'],
      'en-US': ['CAMS', 'Certified Regulatory Compliance Manager (CRCM)', 'CIPP/E'],
    },
    tools: {
      'zh-CN': ['反洗钱监测系统', '企查查', 'Excel', 'OA 系统', '合同管理系统', '威科先行'],
      'en-US': ['Actimize', 'World-Check', 'OneTrust', 'Excel', 'Archer', 'LexisNexis'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年金融机构合规经验，熟悉反洗钱与数据合规，主导的制度建设顺利通过监管检查。',
          '持法律职业资格证与 CAMS 证书，善于把监管要求落到业务流程中。',
        ],
        student: ['法学专业应届生，通过法律职业资格考试，对金融监管与数据合规感兴趣。'],
      },
      'en-US': {
        experienced: [
          'Compliance officer with 6 years at financial institutions, strong in AML and privacy; CAMS certified.',
          'Turns regulation into workable processes, passing every examination.',
        ],
        student: ['Law graduate interested in financial regulation and privacy.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['法学', '金融学'],
        courses: ['金融法', '反洗钱法律实务', '个人信息保护法', '公司法'],
      },
      'en-US': {
        majors: ['Law', 'Finance'],
        courses: ['Financial Regulation', 'AML Law', 'Privacy Law', 'Corporate Law'],
      },
    },
    workplace: 'finance',
  },
  {
    id: 'legal-counsel',
    names: { 'zh-CN': '法务专员', 'en-US': 'Legal Counsel' },
    field: { 'zh-CN': '公司法务', 'en-US': 'corporate legal' },
    synonyms: [
      '法务',
      '法务专员',
      '法务经理',
      '法务主管',
      '公司法务',
      '企业法务',
      '法律顾问',
      '法务合规',
      '法律事务专员',
      '合同管理专员',
      '首席法务官',
      'legal counsel',
      'in-house counsel',
      'corporate counsel',
      'counsel',
      'general counsel',
      'legal advisor',
      'legal adviser',
      'legal specialist',
      'contract manager',
      'contracts manager',
      'legal manager',
    ],
    keywords: ['合同审核', 'contract review', '知识产权保护', '劳动争议'],
    skillGroups: {
      'zh-CN': [
        { name: '合同与交易', examples: ['合同起草与审核', '投融资文件', '并购尽调', '商务谈判支持'] },
        { name: '争议解决', examples: ['诉讼与仲裁管理', '劳动争议', '律师函', '外部律所管理'] },
        { name: '合规与治理', examples: ['公司治理', '知识产权保护', '数据合规', '制度建设'] },
      ],
      'en-US': [
        {
          name: 'Commercial',
          examples: [
            'Contract drafting and review',
            'Financing documents',
            'M&A diligence',
            'Negotiation support',
          ],
        },
        {
          name: 'Disputes',
          examples: [
            'Litigation management',
            'Employment matters',
            'Demand letters',
            'Outside counsel management',
          ],
        },
        {
          name: 'Governance',
          examples: ['Corporate governance', 'IP protection', 'Privacy', 'Policy drafting'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你支持的业务与公司规模，每年审核的合同数量]',
        '[你参与的一项重要交易或项目：你的法律工作与结果]',
        '[你管理的诉讼或仲裁案件：数量、金额与结果]',
        '[你建立的法务制度、合同模板或审批流程，带来的效率提升]',
        '[你为业务开展的法律培训或风险提示，以及效果]',
      ],
      'en-US': [
        '[The business you support, company size and contracts reviewed a year]',
        '[A major deal or project: your legal work and the result]',
        '[Litigation or arbitration you managed: number, amounts and outcomes]',
        '[Policies, templates or approval flows you set up, and the time they saved]',
        '[Legal training or risk alerts you gave the business, and their effect]',
      ],
    },
    achievements: {
      'zh-CN': [
        '年均审核各类合同 1200 余份，平均审核周期从 3 天缩短到 1 天',
        '参与公司 B 轮与 C 轮融资，完成全部交易文件审核与谈判支持，融资合计 6 亿元',
        '管理诉讼仲裁案件 35 件，涉案金额 8000 万元，胜诉及和解率 90%',
        '搭建 40 套标准合同模板与线上审批流程，业务自助签约比例达到 60%',
        '处理劳动争议 20 余起，未发生群体性纠纷',
        '组织法律培训 18 场，覆盖销售与采购人员 600 人次',
      ],
      'en-US': [
        'Reviewed 1,200+ contracts a year, cutting average turnaround from 3 days to 1',
        'Supported Series B and C financings totaling $85M, reviewing and negotiating every document',
        'Managed 35 disputes worth $11M with a 90% win or favorable settlement rate',
        'Built 40 standard templates and an online approval flow; 60% of deals now self-serve',
        'Resolved 20+ employment disputes with no collective claims',
        'Ran 18 legal training sessions for 600 sales and procurement staff',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '合同管理数字化', description: '建立合同模板库与线上审批，提升签约效率并降低风险' },
        { name: '公司融资法律支持', description: '完成尽调配合、交易文件审核与谈判' },
        { name: '知识产权保护体系', description: '梳理商标与专利布局，处理侵权维权' },
      ],
      'en-US': [
        {
          name: 'Digital contract management',
          description: 'Template library and online approvals for faster, safer signing',
        },
        { name: 'Financing round support', description: 'Diligence, document review and negotiation' },
        {
          name: 'IP protection program',
          description: 'Trademark and patent portfolio review and enforcement',
        },
      ],
    },
    certifications: {
      'zh-CN': ['法律职业资格证（A 证）', '企业合规师', '律师执业证'],
      'en-US': ['State bar admission', 'CIPP/E', 'CIPP/US'],
    },
    tools: {
      'zh-CN': ['北大法宝', '威科先行', '中国裁判文书网', '企查查', 'Word', '合同管理系统'],
      'en-US': ['Westlaw', 'LexisNexis', 'Ironclad', 'DocuSign', 'Word', 'Practical Law'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年互联网公司法务经验，覆盖合同、融资、劳动与知识产权，持法律职业资格证。',
          '懂业务、重效率，将合同审核周期缩短到 1 天。',
        ],
        student: ['法学硕士应届生，已通过法律职业资格考试，在企业法务部实习期间审核过 200 余份合同。'],
      },
      'en-US': {
        experienced: [
          'In-house counsel with 6 years at a tech company covering commercial, financing, employment and IP; admitted to the bar.',
          'Business-minded and fast, with one-day contract turnaround.',
        ],
        student: ['JD graduate who reviewed 200+ contracts as an in-house legal intern.'],
      },
    },
    education: {
      'zh-CN': { majors: ['法学', '法律硕士'], courses: ['合同法', '公司法', '劳动法', '知识产权法'] },
      'en-US': {
        majors: ['Law (JD)', 'Law (LLM)'],
        courses: ['Contracts', 'Corporations', 'Employment Law', 'Intellectual Property'],
      },
    },
    workplace: 'corporate',
  },
  {
    id: 'paralegal',
    names: { 'zh-CN': '律师助理', 'en-US': 'Paralegal' },
    field: { 'zh-CN': '法律事务辅助', 'en-US': 'legal support' },
    synonyms: [
      '律师助理',
      '律所助理',
      '实习律师',
      '法律助理',
      '诉讼助理',
      '非诉助理',
      '案件助理',
      '律所秘书',
      'paralegal',
      'legal assistant',
      'litigation paralegal',
      'corporate paralegal',
      'legal secretary',
      'trainee solicitor',
      'legal intern',
      'law clerk',
    ],
    keywords: ['案卷', '立案', 'e-discovery', 'case management'],
    skillGroups: {
      'zh-CN': [
        { name: '法律研究', examples: ['法律检索', '类案检索', '法律文书起草', '证据整理'] },
        { name: '案件支持', examples: ['立案与送达', '庭审准备', '案卷管理', '期限管理'] },
        { name: '非诉支持', examples: ['尽职调查', '工商查询', '合同初审', '文件校对'] },
      ],
      'en-US': [
        {
          name: 'Research',
          examples: ['Legal research', 'Case law review', 'Drafting', 'Evidence organization'],
        },
        {
          name: 'Litigation support',
          examples: ['Filings and service', 'Trial preparation', 'Docket management', 'E-discovery'],
        },
        {
          name: 'Transactional support',
          examples: ['Due diligence', 'Entity searches', 'Contract review', 'Closing binders'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的业务领域（诉讼、公司、知识产权），支持的律师与案件数量]',
        '[你完成的法律检索与文书起草：类型、数量与被采用情况]',
        '[你参与的一个案件或项目：你的具体工作与结果]',
        '[你负责的案卷、期限或证据管理，以及准确性]',
        '[你参与的尽调工作：范围、发现的问题与报告质量]',
      ],
      'en-US': [
        '[Your practice area (litigation, corporate, IP) and the lawyers and matters you support]',
        '[Research and drafting you produce: types, volume and how it is used]',
        '[A matter you worked on: your tasks and the outcome]',
        '[Files, deadlines or evidence you manage, and your accuracy]',
        '[Due diligence you supported: scope, issues found and report quality]',
      ],
    },
    achievements: {
      'zh-CN': [
        '协助 3 名合伙人办理诉讼案件 60 余件，涉案金额合计 2 亿元',
        '完成类案检索报告 80 份，其中多份观点被采纳进代理意见',
        '负责案件期限管理，2 年内零逾期',
        '参与 5 个并购项目尽职调查，整理核查资料 3000 余份',
        '起草起诉状、答辩状与证据目录 150 余份',
        '协助完成 1 起标的 5000 万元的合同纠纷案件，一审胜诉',
      ],
      'en-US': [
        'Supported 3 partners on 60+ litigation matters worth $28M in total',
        'Wrote 80 case law research memos, several adopted into court submissions',
        'Managed court deadlines for 2 years without a single miss',
        'Organized 3,000+ documents for diligence on 5 acquisitions',
        'Drafted 150+ pleadings, responses and exhibit lists',
        'Helped win a $7M contract dispute at first instance',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '重大合同纠纷诉讼', description: '负责证据整理、类案检索与庭审材料准备' },
        { name: '并购项目尽职调查', description: '完成资料清单、核查与尽调报告初稿' },
        { name: '案件期限管理表', description: '建立案件期限提醒机制，避免程序风险' },
      ],
      'en-US': [
        { name: 'Major contract dispute', description: 'Evidence, case research and trial materials' },
        {
          name: 'Acquisition due diligence',
          description: 'Request lists, document review and first-draft reports',
        },
        { name: 'Deadline tracker', description: 'A reminder system that removed procedural risk' },
      ],
    },
    certifications: {
      'zh-CN': ['法律职业资格证', '英语专业八级（TEM-8）'],
      'en-US': ['NALA Certified Paralegal (CP)', 'NFPA Registered Paralegal (RP)'],
    },
    tools: {
      'zh-CN': ['北大法宝', '威科先行', '中国裁判文书网', '企查查', 'Word', 'Excel'],
      'en-US': ['Westlaw', 'LexisNexis', 'Relativity', 'Clio', 'Word', 'Adobe Acrobat'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '3 年律所诉讼助理经验，协助办理案件 60 余件，擅长法律检索与文书起草。',
          '工作细致，期限管理 2 年零逾期。',
        ],
        student: ['法学专业应届生，已通过法律职业资格考试，检索与写作能力强，在律所实习 6 个月。'],
      },
      'en-US': {
        experienced: [
          'Litigation paralegal with 3 years supporting 60+ matters, strong in research and drafting.',
          'Meticulous, with two years of deadlines and not one missed.',
        ],
        student: [
          'Paralegal studies graduate with strong research and writing and a 6-month law firm internship.',
        ],
      },
    },
    education: {
      'zh-CN': { majors: ['法学'], courses: ['民法', '民事诉讼法', '合同法', '法律文书写作'] },
      'en-US': {
        majors: ['Paralegal Studies', 'Legal Studies'],
        courses: ['Legal Research and Writing', 'Civil Litigation', 'Contracts', 'Legal Ethics'],
      },
    },
    workplace: 'law-firm',
  },
  {
    id: 'patent-agent',
    names: { 'zh-CN': '专利代理师', 'en-US': 'Patent Agent' },
    field: { 'zh-CN': '知识产权', 'en-US': 'intellectual property' },
    synonyms: [
      '专利代理师',
      '专利代理人',
      '专利工程师',
      '专利专员',
      '知识产权专员',
      '知识产权工程师',
      '知识产权经理',
      '商标代理人',
      '商标专员',
      'IPR专员',
      'patent agent',
      'patent engineer',
      'patent specialist',
      'ip specialist',
      'intellectual property specialist',
      'patent analyst',
      'trademark specialist',
      'ip manager',
      'patent examiner',
    ],
    keywords: ['专利', 'patent', '知识产权', 'intellectual property', '商标', 'trademark', 'fto'],
    skillGroups: {
      'zh-CN': [
        { name: '专利实务', examples: ['专利撰写', '审查意见答复', '无效与复审', 'PCT 国际申请'] },
        { name: '分析检索', examples: ['专利检索', 'FTO 分析', '专利布局', '技术交底挖掘'] },
        { name: '技术领域', examples: ['通信', '机械', '半导体', '生物医药'] },
      ],
      'en-US': [
        {
          name: 'Prosecution',
          examples: ['Patent drafting', 'Office action responses', 'Appeals', 'PCT filings'],
        },
        {
          name: 'Analysis',
          examples: [
            'Prior art searches',
            'Freedom-to-operate analysis',
            'Portfolio strategy',
            'Invention harvesting',
          ],
        },
        {
          name: 'Technical fields',
          examples: ['Telecommunications', 'Mechanical', 'Semiconductors', 'Life sciences'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你擅长的技术领域与服务的客户或研发团队]',
        '[你撰写的专利申请数量与授权率]',
        '[你处理的审查意见、复审或无效案件，以及结果]',
        '[你做的专利检索、FTO 或布局分析，对产品或研发的影响]',
        '[你推动的知识产权管理改进，如 技术交底流程、专利激励制度]',
      ],
      'en-US': [
        '[Your technical field and the clients or R&D teams you serve]',
        '[Applications you drafted and the grant rate]',
        '[Office actions, appeals or invalidations you handled, and the outcomes]',
        '[Searches, FTO or portfolio analysis you did, and how it shaped products or R&D]',
        '[IP management improvements you drove, such as invention disclosure or inventor rewards]',
      ],
    },
    achievements: {
      'zh-CN': [
        '累计撰写通信领域发明专利申请 220 件，授权率 85%',
        '答复审查意见 300 余次，一次答复授权率 70%',
        '完成 15 个产品的 FTO 分析，规避 3 项高风险专利',
        '代理 6 件专利无效宣告案件，其中 5 件达到预期结果',
        '为企业建立专利布局方案，核心产品专利数量从 20 件增长到 120 件',
        '优化技术交底流程，研发人员提交交底书数量增长 60%',
      ],
      'en-US': [
        'Drafted 220 telecom patent applications with an 85% grant rate',
        'Responded to 300+ office actions, 70% granted after the first response',
        'Ran freedom-to-operate analyzes for 15 products and designed around 3 high-risk patents',
        'Handled 6 invalidation proceedings, 5 with the intended result',
        'Built a filing strategy that grew core product patents from 20 to 120',
        'Streamlined invention disclosures, increasing submissions by 60%',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '核心产品专利布局', description: '围绕关键技术点规划专利组合，形成保护壁垒' },
        { name: '新品上市 FTO 分析', description: '检索评估侵权风险并提出规避设计建议' },
        { name: '专利无效宣告', description: '检索对比文件并撰写无效理由，维护客户权益' },
      ],
      'en-US': [
        {
          name: 'Core product patent strategy',
          description: 'A portfolio around key technologies that built a protective moat',
        },
        {
          name: 'Pre-launch FTO analysis',
          description: 'Searched and assessed infringement risk with design-around advice',
        },
        {
          name: 'Invalidation proceeding',
          description: 'Prior-art search and arguments that protected the client',
        },
      ],
    },
    certifications: {
      'zh-CN': ['专利代理师资格证', '法律职业资格证', '知识产权师（中级）'],
      'en-US': ['USPTO registration (patent agent)', 'European Patent Attorney (EQE)'],
    },
    tools: {
      'zh-CN': ['incoPat', '智慧芽 PatSnap', 'CNIPA 专利检索系统', 'Derwent Innovation', 'Word', 'Visio'],
      'en-US': ['PatSnap', 'Derwent Innovation', 'Espacenet', 'USPTO Patent Center', 'Anaqua', 'Word'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年通信领域专利代理经验，撰写发明专利 220 件，授权率 85%，持专利代理师资格证。',
          '兼具技术背景与法律实务，擅长专利布局与 FTO 分析。',
        ],
        student: ['电子信息工程硕士应届生，已通过专利代理师考试，对知识产权工作有浓厚兴趣。'],
      },
      'en-US': {
        experienced: [
          'Registered patent agent with 6 years in telecom, 220 applications drafted at an 85% grant rate.',
          'Combines engineering depth with legal practice in portfolio strategy and FTO.',
        ],
        student: ['Electrical engineering graduate who passed the patent bar and wants to work in IP.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['电子信息工程', '知识产权'],
        courses: ['专利法', '专利文献检索', '通信原理', '知识产权管理'],
      },
      'en-US': {
        majors: ['Electrical Engineering', 'Intellectual Property Law'],
        courses: ['Patent Law', 'Patent Drafting', 'Signals and Systems', 'IP Management'],
      },
    },
    workplace: 'law-firm',
  },
  {
    id: 'judicial-assistant',
    names: { 'zh-CN': '法官助理', 'en-US': 'Judicial Assistant' },
    field: { 'zh-CN': '司法辅助', 'en-US': 'judicial support' },
    synonyms: [
      '法官助理',
      '检察官助理',
      '书记员',
      '法院书记员',
      '司法辅助人员',
      '法院工作人员',
      '检察院工作人员',
      '聘用制书记员',
      '执行员',
      'judicial assistant',
      'judicial clerk',
      'court clerk',
      'clerk of court',
      'court officer',
      'judicial law clerk',
      'court administrator',
    ],
    keywords: ['法院', '检察院', 'court', '庭审记录', '审判'],
    skillGroups: {
      'zh-CN': [
        { name: '审判辅助', examples: ['阅卷与审查证据', '庭前准备', '法律文书草拟', '案件调解'] },
        { name: '程序事务', examples: ['庭审记录', '送达', '卷宗归档', '电子诉讼平台'] },
        { name: '专业基础', examples: ['民商事审判', '刑事诉讼', '执行程序', '法律检索'] },
      ],
      'en-US': [
        {
          name: 'Chambers work',
          examples: ['Record review', 'Bench memos', 'Draft opinions', 'Settlement conferences'],
        },
        {
          name: 'Court procedure',
          examples: ['Courtroom minutes', 'Service of process', 'Docketing', 'E-filing systems'],
        },
        {
          name: 'Legal grounding',
          examples: ['Civil procedure', 'Criminal procedure', 'Enforcement', 'Legal research'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的法院或检察院、业务庭室与协助办理的案件类型]',
        '[你每年协助办理的案件数量与结案率]',
        '[你草拟的裁判文书或审查报告数量，以及质量评查结果]',
        '[你主持或参与的调解工作：调解案件数与调解成功率]',
        '[你推动的工作改进（如 电子卷宗、要素式审判），提升的效率]',
      ],
      'en-US': [
        '[Your court or office, division and the kinds of cases you support]',
        '[Cases you help resolve each year, and the clearance rate]',
        '[Opinions or memos you drafted, and how they fared in quality review]',
        '[Settlement conferences you ran or supported, and the settlement rate]',
        '[Improvements you drove (electronic files, structured hearings), and the time saved]',
      ],
    },
    achievements: {
      'zh-CN': [
        '年均协助法官审结民商事案件 320 件，结案率 98%',
        '草拟裁判文书 260 余份，文书质量评查优秀率 95%',
        '参与诉前调解案件 150 件，调解成功率 60%',
        '推进电子卷宗随案生成，归档时间从 30 天缩短到 7 天',
        '完成庭审记录 400 余场，差错率为零',
        '获评 2023 年度优秀司法辅助人员',
      ],
      'en-US': [
        'Helped resolve 320 civil and commercial cases a year with a 98% clearance rate',
        'Drafted 260+ opinions, 95% rated excellent in quality review',
        'Supported 150 pre-trial mediations with a 60% settlement rate',
        'Moved case files to electronic records, cutting archiving from 30 days to 7',
        'Took minutes for 400+ hearings without an error',
        'Named outstanding court staff member of 2023',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '电子卷宗随案生成', description: '推动纸质材料同步电子化，提高办案与归档效率' },
        { name: '类型化案件要素式审判', description: '为常见案件设计要素表，缩短审理时间' },
        { name: '诉前调解机制', description: '配合调解组织分流案件，减少诉讼成本' },
      ],
      'en-US': [
        {
          name: 'Electronic case files',
          description: 'Digitized filings as they arrive for faster work and archiving',
        },
        {
          name: 'Structured hearings for routine cases',
          description: 'Element checklists that shortened hearings',
        },
        {
          name: 'Pre-trial mediation',
          description: 'Diverted suitable cases to mediation to cut litigation cost',
        },
      ],
    },
    certifications: {
      'zh-CN': ['法律职业资格证（A 证）', '速录师（职业技能等级证书）'],
      'en-US': ['State bar admission', 'Certified Court Manager (CCM)'],
    },
    tools: {
      'zh-CN': ['法院审判管理系统', '电子诉讼平台', '中国裁判文书网', '北大法宝', 'Word', '速录软件'],
      'en-US': [
        'Case management systems',
        'CM/ECF',
        'Westlaw',
        'LexisNexis',
        'Word',
        'Court reporting software',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '4 年法院法官助理经验，年均协助审结案件 320 件，文书质量评查优秀率 95%。',
          '熟悉民商事审判程序，擅长调解与文书写作。',
        ],
        student: ['法学硕士应届生，通过法律职业资格考试，在法院实习期间参与过阅卷与文书草拟。'],
      },
      'en-US': {
        experienced: [
          'Judicial assistant with 4 years in a civil court, helping resolve 320 cases a year with 95% of drafts rated excellent.',
          'Knows civil procedure well and writes clear, careful opinions.',
        ],
        student: ['Law graduate who reviewed files and drafted opinions during a court internship.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['法学', '法律硕士'],
        courses: ['民事诉讼法', '刑事诉讼法', '民法', '法律文书写作'],
      },
      'en-US': {
        majors: ['Law (JD)', 'Legal Studies'],
        courses: ['Civil Procedure', 'Criminal Procedure', 'Evidence', 'Legal Writing'],
      },
    },
    workplace: 'government',
  },
];
