// Job families of chemical, materials, environmental and food engineering, and laboratory analysis.
import type { JobFamily } from '../job-family.ts';

export const CHEMICAL_MATERIALS_FAMILIES: readonly JobFamily[] = [
  {
    id: 'chemical-engineer',
    names: { 'zh-CN': '化工工程师', 'en-US': 'Chemical Engineer' },
    field: { 'zh-CN': '化工工艺', 'en-US': 'chemical engineering' },
    synonyms: [
      '化工工程师',
      '化工工艺工程师',
      '化工工艺',
      '化工设计工程师',
      '工艺设计工程师',
      '化工生产工程师',
      '化工技术员',
      '石化工程师',
      '炼化工程师',
      '精细化工工程师',
      '化工安全工程师',
      '化工',
      'chemical engineer',
      'chemical process engineer',
      'process design engineer',
      'petrochemical engineer',
      'refinery process engineer',
      'chemical plant engineer',
      'process safety engineer',
    ],
    keywords: ['aspen plus', 'hazop', '精馏', 'chemical process', 'pfd'],
    skillGroups: {
      'zh-CN': [
        { name: '工艺技术', examples: ['工艺流程设计', '物料与能量衡算', '反应与分离', '工艺放大'] },
        { name: '安全与环保', examples: ['HAZOP 分析', '工艺安全管理', '危险化学品管理', '三废处理'] },
        { name: '软件', examples: ['Aspen Plus', 'Aspen HYSYS', 'AutoCAD', 'PDMS'] },
      ],
      'en-US': [
        {
          name: 'Process',
          examples: ['Process design', 'Mass and energy balances', 'Reaction and separation', 'Scale-up'],
        },
        {
          name: 'Safety & environment',
          examples: ['HAZOP', 'Process safety management', 'Hazardous materials', 'Effluent treatment'],
        },
        { name: 'Software', examples: ['Aspen Plus', 'Aspen HYSYS', 'AutoCAD Plant 3D', 'SmartPlant'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的装置或产品、产能与工艺路线]',
        '[你完成的工艺设计、模拟或优化，以及收率、能耗等指标变化]',
        '[你参与的新装置建设或技改项目：规模、工期与开车结果]',
        '[你主导的安全分析或隐患整改，以及结果]',
        '[你解决的一个生产问题，带来的效益]',
      ],
      'en-US': [
        '[The units or products you own, their capacity and process route]',
        '[Design, simulation or optimization you delivered, and the change in yield or energy use]',
        '[New plant or revamp projects: size, schedule and start-up]',
        '[Safety reviews or hazard fixes you led, and results]',
        '[A production problem you solved and its value]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责年产 10 万吨精细化学品装置的工艺管理，连续 3 年安全稳定运行',
        '通过 Aspen Plus 模拟优化精馏塔，蒸汽消耗降低 15%，年节约 600 万元',
        '参与 5 万吨/年新装置建设，从设计到一次开车成功用时 14 个月',
        '主导 HAZOP 分析 3 次，完成隐患整改 60 余项',
        '优化反应条件，产品收率从 86% 提升到 91%',
        '完成废水预处理改造，COD 排放浓度降低 40%',
      ],
      'en-US': [
        'Managed a 100,000-tonne-a-year specialty chemicals unit with 3 years of safe, stable operation',
        'Optimized a distillation column in Aspen Plus, cutting steam use by 15% and saving $850K a year',
        'Took a 50,000-tonne-a-year unit from design to first-time start-up in 14 months',
        'Led 3 HAZOP studies and closed 60+ actions',
        'Tuned reaction conditions to raise yield from 86% to 91%',
        'Upgraded wastewater pre-treatment, cutting COD discharge by 40%',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '精馏系统节能改造', description: '流程模拟与热集成优化，降低蒸汽消耗' },
        { name: '新装置设计与开车', description: '参与工艺包审查、试车方案与开车保运' },
        { name: '工艺安全 HAZOP 分析', description: '识别风险并推动联锁与报警改进' },
      ],
      'en-US': [
        {
          name: 'Distillation energy retrofit',
          description: 'Simulation and heat integration that cut steam use',
        },
        {
          name: 'New unit design and start-up',
          description: 'Process package review, commissioning plans and start-up support',
        },
        { name: 'HAZOP program', description: 'Identified risks and improved interlocks and alarms' },
      ],
    },
    certifications: {
      'zh-CN': ['注册化工工程师', '注册安全工程师', '中级工程师职称'],
      'en-US': [
        'Professional Engineer (PE), Chemical',
        'CCPS Certified Process Safety Professional (CCPSC)',
        'Six Sigma Green Belt',
      ],
    },
    tools: {
      'zh-CN': ['Aspen Plus', 'Aspen HYSYS', 'AutoCAD', 'PDMS', 'DCS 系统', 'Excel'],
      'en-US': ['Aspen Plus', 'Aspen HYSYS', 'AutoCAD Plant 3D', 'DCS', 'PI System', 'Excel'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '7 年化工工艺经验，负责年产 10 万吨装置的工艺管理，持注册化工工程师证书。',
          '擅长流程模拟与节能优化，年节约 600 万元。',
        ],
        student: ['化学工程与工艺专业应届生，熟练使用 Aspen Plus，在石化企业完成 3 个月生产实习。'],
      },
      'en-US': {
        experienced: [
          'Chemical engineer with 7 years running a 100,000-tonne unit; licensed PE.',
          'Strong in process simulation and energy savings worth $850K a year.',
        ],
        student: ['Chemical engineering graduate fluent in Aspen Plus with a 3-month plant internship.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['化学工程与工艺'],
        courses: ['化工原理', '化工热力学', '化学反应工程', '化工设计'],
      },
      'en-US': {
        majors: ['Chemical Engineering'],
        courses: ['Transport Phenomena', 'Thermodynamics', 'Reaction Engineering', 'Process Design'],
      },
    },
    workplace: 'manufacturer',
  },
  {
    id: 'chemist',
    names: { 'zh-CN': '化学研发工程师', 'en-US': 'Chemist' },
    field: { 'zh-CN': '化学研发', 'en-US': 'chemistry' },
    synonyms: [
      '化学研发工程师',
      '化学研发',
      '研发化学家',
      '合成研究员',
      '有机合成研究员',
      '有机合成',
      '高分子研发工程师',
      '配方工程师',
      '配方研发',
      '涂料研发工程师',
      '日化研发',
      '化妆品配方师',
      '胶粘剂研发工程师',
      'chemist',
      'research chemist',
      'synthetic chemist',
      'organic chemist',
      'polymer chemist',
      'formulation chemist',
      'r&d chemist',
      'cosmetic chemist',
      'coatings chemist',
      'analytical chemist',
    ],
    keywords: ['有机合成', 'organic synthesis', '配方', '高分子', 'polymer', 'nmr'],
    skillGroups: {
      'zh-CN': [
        { name: '研发方向', examples: ['有机合成', '高分子材料', '配方开发', '表面活性剂'] },
        { name: '表征分析', examples: ['核磁共振（NMR）', '红外光谱', 'GPC', 'DSC / TGA'] },
        { name: '研发管理', examples: ['实验设计（DOE）', '小试与中试', '专利检索', '实验安全'] },
      ],
      'en-US': [
        { name: 'Chemistry', examples: ['Organic synthesis', 'Polymers', 'Formulation', 'Surfactants'] },
        { name: 'Characterization', examples: ['NMR', 'FTIR', 'GPC', 'DSC and TGA'] },
        {
          name: 'R&D practice',
          examples: ['Design of experiments', 'Lab and pilot scale', 'Patent searches', 'Lab safety'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你的研发方向与负责的产品或项目]',
        '[你开发的一个配方或合成路线，以及关键性能指标]',
        '[你完成的小试、中试或放大工作，以及结果]',
        '[你在成本、环保或性能上的改进，具体数字]',
        '[你取得的专利、论文或产品上市成果]',
      ],
      'en-US': [
        '[Your research area and the products or projects you own]',
        '[A formulation or synthetic route you developed, and its key performance]',
        '[Lab, pilot or scale-up work you completed, and results]',
        '[Cost, sustainability or performance improvements, with numbers]',
        '[Patents, papers or product launches]',
      ],
    },
    achievements: {
      'zh-CN': [
        '开发 4 款水性工业涂料配方，VOC 含量降低 60%，已量产销售',
        '优化一条医药中间体合成路线，步骤从 7 步减少到 5 步，总收率提升 18%',
        '完成 3 个产品从小试到 2 吨级中试放大',
        '以国产原料替代进口原料，配方成本降低 12%',
        '申请发明专利 5 项，授权 3 项',
        '新产品上市首年销售额 2000 万元',
      ],
      'en-US': [
        'Developed 4 waterborne industrial coatings with 60% lower VOC, now in commercial production',
        'Redesigned a pharmaceutical intermediate route from 7 steps to 5, raising overall yield by 18%',
        'Scaled 3 products from the lab to 2-tonne pilot batches',
        'Replaced imported raw materials with local ones, cutting formulation cost by 12%',
        'Filed 5 patents, 3 granted',
        'Launched a product that sold $2.8M in its first year',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '水性涂料开发', description: '替代溶剂型配方，满足环保要求并保持性能' },
        { name: '合成路线优化', description: '缩短步骤并提升收率，降低生产成本' },
        { name: '原料国产化替代', description: '评估并验证替代原料，降低成本与供应风险' },
      ],
      'en-US': [
        {
          name: 'Waterborne coatings',
          description: 'Replaced solvent-based formulas while keeping performance',
        },
        { name: 'Route optimization', description: 'Fewer steps and higher yield for lower cost' },
        {
          name: 'Raw material substitution',
          description: 'Qualified alternate materials to cut cost and supply risk',
        },
      ],
    },
    certifications: {
      'zh-CN': ['危险化学品安全培训合格证', '中级工程师职称'],
      'en-US': ['ACS membership', 'Laboratory safety certification'],
    },
    tools: {
      'zh-CN': ['NMR', 'HPLC', 'GC-MS', 'FTIR', 'ChemDraw', 'SciFinder'],
      'en-US': ['NMR', 'HPLC', 'GC-MS', 'FTIR', 'ChemDraw', 'SciFinder'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年涂料配方研发经验，开发 4 款水性涂料并量产，申请发明专利 5 项。',
          '实验设计严谨，兼顾性能、成本与环保。',
        ],
        student: ['有机化学硕士应届生，熟练掌握有机合成与结构表征，以第一作者发表论文 2 篇。'],
      },
      'en-US': {
        experienced: [
          'Formulation chemist with 6 years in coatings, taking 4 waterborne products to market and filing 5 patents.',
          'Methodical, balancing performance, cost and sustainability.',
        ],
        student: [
          'Organic chemistry graduate skilled in synthesis and characterization, with 2 first-author papers.',
        ],
      },
    },
    education: {
      'zh-CN': { majors: ['化学', '应用化学'], courses: ['有机化学', '高分子化学', '仪器分析', '物理化学'] },
      'en-US': {
        majors: ['Chemistry', 'Polymer Science'],
        courses: ['Organic Chemistry', 'Polymer Chemistry', 'Instrumental Analysis', 'Physical Chemistry'],
      },
    },
    workplace: 'manufacturer',
  },
  {
    id: 'materials-engineer',
    names: { 'zh-CN': '材料工程师', 'en-US': 'Materials Engineer' },
    field: { 'zh-CN': '材料工程', 'en-US': 'materials engineering' },
    synonyms: [
      '材料工程师',
      '材料研发工程师',
      '材料研发',
      '金属材料工程师',
      '复合材料工程师',
      '高分子材料工程师',
      '材料分析工程师',
      '失效分析工程师',
      '热处理工程师',
      '新材料研发',
      '陶瓷材料工程师',
      'materials engineer',
      'material engineer',
      'metallurgical engineer',
      'metallurgist',
      'composites engineer',
      'polymer engineer',
      'failure analysis engineer',
      'materials scientist',
      'ceramics engineer',
    ],
    keywords: ['材料', 'materials', '热处理', '金相', 'metallurgy', '复合材料'],
    skillGroups: {
      'zh-CN': [
        { name: '材料方向', examples: ['金属材料', '复合材料', '高分子材料', '陶瓷材料'] },
        { name: '测试分析', examples: ['金相分析', 'SEM / EDS', 'XRD', '力学性能测试'] },
        { name: '工程应用', examples: ['材料选型', '失效分析', '热处理工艺', '材料标准'] },
      ],
      'en-US': [
        { name: 'Materials', examples: ['Metals', 'Composites', 'Polymers', 'Ceramics'] },
        { name: 'Characterization', examples: ['Metallography', 'SEM and EDS', 'XRD', 'Mechanical testing'] },
        {
          name: 'Application',
          examples: ['Material selection', 'Failure analysis', 'Heat treatment', 'Standards'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的材料类型与应用产品]',
        '[你开发或选型的材料，以及性能与成本指标]',
        '[你主导的一次失效分析：失效模式、根因与改进]',
        '[你完成的工艺优化（如 热处理、成型），带来的质量或成本变化]',
        '[你建立的材料标准、数据库或测试方法]',
      ],
      'en-US': [
        '[The materials you work with and the products they go into]',
        '[Materials you developed or selected, and their performance and cost]',
        '[A failure analysis you led: failure mode, root cause and fix]',
        '[Process improvements (heat treatment, molding) and the quality or cost effect]',
        '[Material standards, databases or test methods you set up]',
      ],
    },
    achievements: {
      'zh-CN': [
        '开发一种高强铝合金替代钢制零件，零件减重 35%',
        '完成 40 余起零部件失效分析，推动设计或工艺改进，同类失效下降 80%',
        '优化齿轮渗碳热处理工艺，疲劳寿命提升 25%',
        '建立企业材料数据库，收录 300 种材料性能数据',
        '主导材料国产化验证，年节省采购成本 500 万元',
        '发表论文 3 篇，申请专利 2 项',
      ],
      'en-US': [
        'Developed a high-strength aluminum alloy to replace a steel part, saving 35% weight',
        'Led 40+ failure analyzes whose fixes cut repeat failures by 80%',
        'Optimized gear carburising, improving fatigue life by 25%',
        'Built a company materials database of 300 materials',
        'Qualified local material sources that save $700K a year',
        'Published 3 papers and filed 2 patents',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '轻量化材料替代', description: '以铝合金与复合材料替代钢制件，降低重量' },
        { name: '零部件失效分析', description: '断口与金相分析定位根因，推动改进' },
        { name: '材料数据库建设', description: '统一材料牌号与性能数据，支持设计选材' },
      ],
      'en-US': [
        {
          name: 'Lightweight material substitution',
          description: 'Aluminum and composites in place of steel to cut weight',
        },
        {
          name: 'Component failure analysis',
          description: 'Fractography and metallography to find and fix root causes',
        },
        { name: 'Materials database', description: 'Standard grades and properties to guide design choices' },
      ],
    },
    certifications: {
      'zh-CN': ['中级工程师职称', '无损检测人员资格证（UT/MT）'],
      'en-US': ['ASNT NDT Level II', 'Professional Engineer (PE), Metallurgical and Materials'],
    },
    tools: {
      'zh-CN': ['SEM / EDS', 'XRD', '金相显微镜', '万能材料试验机', 'JMatPro', 'Origin'],
      'en-US': [
        'SEM and EDS',
        'XRD',
        'Optical microscopes',
        'Universal testing machines',
        'Granta Selector',
        'Origin',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年材料工程经验，擅长金属材料与失效分析，推动同类失效下降 80%。',
          '兼顾研发与工程应用，主导零件减重 35%。',
        ],
        student: ['材料科学与工程硕士应届生，熟练使用 SEM 与 XRD，课题为高强铝合金热处理工艺。'],
      },
      'en-US': {
        experienced: [
          'Materials engineer with 6 years in metals and failure analysis, cutting repeat failures by 80%.',
          'Bridges research and application, including a 35% weight saving.',
        ],
        student: [
          'Materials science graduate skilled in SEM and XRD, with a thesis on aluminum heat treatment.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['材料科学与工程', '金属材料工程'],
        courses: ['材料科学基础', '材料力学性能', '材料分析方法', '热处理原理'],
      },
      'en-US': {
        majors: ['Materials Science and Engineering', 'Metallurgical Engineering'],
        courses: [
          'Materials Science',
          'Mechanical Behavior of Materials',
          'Characterization',
          'Phase Transformations',
        ],
      },
    },
    workplace: 'manufacturer',
  },
  {
    id: 'environmental-engineer',
    names: { 'zh-CN': '环保工程师', 'en-US': 'Environmental Engineer' },
    field: { 'zh-CN': '环境工程', 'en-US': 'environmental engineering' },
    synonyms: [
      '环保工程师',
      '环境工程师',
      '环评工程师',
      '环境影响评价',
      '环保专员',
      '环境监测员',
      '环境监测工程师',
      '大气治理工程师',
      '固废处理工程师',
      '碳排放管理员',
      '碳管理专员',
      'environmental engineer',
      'environmental specialist',
      'environmental consultant',
      'environmental scientist',
      'environmental compliance specialist',
      'air quality engineer',
      'sustainability specialist',
      'carbon analyst',
    ],
    keywords: ['环保', '环评', '碳排放', 'environmental', 'esg', '排污许可'],
    skillGroups: {
      'zh-CN': [
        { name: '环境治理', examples: ['废水处理', '废气治理', '固废与危废管理', '土壤修复'] },
        { name: '环境管理', examples: ['环境影响评价', '排污许可', '环境监测', 'ISO 14001'] },
        { name: '碳管理', examples: ['碳排放核算', '碳盘查', '节能减排', 'ESG 报告'] },
      ],
      'en-US': [
        {
          name: 'Treatment',
          examples: ['Wastewater', 'Air pollution control', 'Hazardous waste', 'Remediation'],
        },
        {
          name: 'Compliance',
          examples: ['Environmental impact assessment', 'Permitting', 'Monitoring', 'ISO 14001'],
        },
        {
          name: 'Carbon',
          examples: ['GHG accounting', 'Carbon inventories', 'Decarbonisation', 'ESG reporting'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的企业、园区或项目类型，以及主要环境因素]',
        '[你完成的环评、排污许可或环保验收工作，以及审批结果]',
        '[你设计或运营的治理设施，以及排放达标与运行成本]',
        '[你推动的减排或节能项目，减少的排放量或费用]',
        '[你应对的一次环保检查或突发环境事件，以及结果]',
      ],
      'en-US': [
        '[The sites or projects you cover and their main environmental aspects]',
        '[Assessments, permits or inspections you handled, and the outcomes]',
        '[Treatment systems you designed or run, compliance and operating cost]',
        '[Emission or energy reduction projects and what they saved]',
        '[An inspection or environmental incident you managed, and the result]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责 3 个生产基地的环保管理，连续 4 年无环保处罚',
        '编制环境影响报告书 15 本，全部通过审批',
        '优化污水站运行，出水稳定达标且药剂成本降低 20%',
        '推动 VOCs 治理改造，排放浓度降低 70%',
        '完成公司碳排放核算与碳盘查，年减排 1.2 万吨二氧化碳当量',
        '主导 ISO 14001 体系认证，一次通过',
      ],
      'en-US': [
        'Managed environmental compliance for 3 plants with no violations for 4 years',
        'Wrote 15 environmental impact assessments, all approved',
        'Tuned the wastewater plant to stay compliant while cutting chemical cost by 20%',
        'Led a VOC abatement upgrade that cut emissions by 70%',
        'Built the company GHG inventory and cut 12,000 tonnes of CO2e a year',
        'Led ISO 14001 certification, passed on the first audit',
      ],
    },
    projects: {
      'zh-CN': [
        { name: 'VOCs 治理改造', description: '收集与末端治理升级，排放稳定达标' },
        { name: '企业碳盘查与减排', description: '核算碳排放并制定减排路线图' },
        { name: '环保合规体系建设', description: '建立台账、自查与应急机制，实现零处罚' },
      ],
      'en-US': [
        {
          name: 'VOC abatement upgrade',
          description: 'Better capture and treatment for reliable compliance',
        },
        { name: 'Carbon inventory and reduction', description: 'GHG accounting and a reduction roadmap' },
        {
          name: 'Environmental compliance system',
          description: 'Records, self-audits and emergency plans for zero violations',
        },
      ],
    },
    certifications: {
      'zh-CN': ['注册环保工程师', '环境影响评价工程师', '碳排放管理员（职业技能等级证书）'],
      'en-US': [
        'Professional Engineer (PE), Environmental',
        'HAZWOPER 40-Hour',
        'GHG Protocol training certificate',
      ],
    },
    tools: {
      'zh-CN': ['AutoCAD', 'AERMOD', 'Excel', '在线监测系统', 'ArcGIS', 'Origin'],
      'en-US': ['AutoCAD', 'AERMOD', 'Excel', 'ArcGIS', 'Sphera', 'Power BI'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '7 年环保管理与环评经验，负责 3 个基地环保合规，连续 4 年零处罚。',
          '熟悉碳排放核算与减排，年减排 1.2 万吨。',
        ],
        student: ['环境工程专业应届生，熟悉水处理与大气治理工艺，参与过环评报告编制实习。'],
      },
      'en-US': {
        experienced: [
          'Environmental engineer with 7 years in compliance and impact assessment, with no violations at 3 plants for 4 years.',
          'Experienced in carbon accounting and reductions of 12,000 tonnes a year.',
        ],
        student: ['Environmental engineering graduate who helped prepare impact assessments as an intern.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['环境工程', '环境科学'],
        courses: ['水污染控制工程', '大气污染控制工程', '固体废物处理与处置', '环境影响评价'],
      },
      'en-US': {
        majors: ['Environmental Engineering', 'Environmental Science'],
        courses: [
          'Water Treatment',
          'Air Pollution Control',
          'Solid Waste Management',
          'Environmental Impact Assessment',
        ],
      },
    },
    workplace: 'manufacturer',
  },
  {
    id: 'lab-analyst',
    names: { 'zh-CN': '化验员', 'en-US': 'Laboratory Analyst' },
    field: { 'zh-CN': '理化检测', 'en-US': 'laboratory testing' },
    synonyms: [
      '化验员',
      '检测员',
      '理化检验员',
      '实验室分析员',
      '检测工程师',
      'QC化验员',
      'QC检验员',
      '质检化验员',
      '第三方检测工程师',
      '实验员',
      '实验室技术员',
      'laboratory analyst',
      'lab analyst',
      'qc analyst',
      'quality control analyst',
      'lab technician',
      'laboratory technician',
      'chemical analyst',
      'test technician',
    ],
    keywords: ['化验', 'cnas', 'iso 17025', '理化检测', 'hplc检测'],
    skillGroups: {
      'zh-CN': [
        { name: '检测技术', examples: ['滴定分析', 'HPLC / GC', '原子吸收', '理化指标检测'] },
        { name: '质量体系', examples: ['CNAS / ISO 17025', '方法验证', '仪器校准', '数据完整性'] },
        { name: '实验室管理', examples: ['样品管理', '试剂配制', '实验室安全', '检测报告'] },
      ],
      'en-US': [
        {
          name: 'Testing',
          examples: ['Titration', 'HPLC and GC', 'AAS and ICP', 'Physical and chemical tests'],
        },
        {
          name: 'Quality',
          examples: ['ISO/IEC 17025', 'Method validation', 'Calibration', 'Data integrity'],
        },
        {
          name: 'Lab practice',
          examples: ['Sample management', 'Reagent preparation', 'Lab safety', 'Test reports'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的实验室类型与检测对象（原料、成品、环境、食品）]',
        '[你每月完成的检测样品数量与报告准确率]',
        '[你负责的仪器与方法，以及方法验证或比对结果]',
        '[你发现的一次质量异常，以及对生产或客户的影响]',
        '[你参与的实验室认可、审核或能力验证，以及结果]',
      ],
      'en-US': [
        '[Your lab and what you test (raw materials, products, environment, food)]',
        '[Samples you test each month and the accuracy of your reports]',
        '[Instruments and methods you own, and validation or comparison results]',
        '[A quality problem you caught and how it affected production or customers]',
        '[Accreditation, audits or proficiency tests you supported, and the results]',
      ],
    },
    achievements: {
      'zh-CN': [
        '每月完成原料与成品检测 600 余批次，报告差错率为零',
        '负责 HPLC 与 GC 共 5 台仪器，设备完好率 100%',
        '完成 8 个检测方法验证，均通过 CNAS 评审',
        '发现一批原料关键指标异常，避免 200 万元损失',
        '参加 6 次能力验证，结果均为满意',
        '优化检测流程，单批检测周期从 8 小时缩短到 5 小时',
      ],
      'en-US': [
        'Test 600+ raw material and product batches a month with zero report errors',
        'Look after 5 HPLC and GC instruments at 100% availability',
        'Validated 8 test methods, all accepted at the accreditation assessment',
        'Caught an out-of-spec raw material lot, avoiding a $280K loss',
        'Scored satisfactory in 6 proficiency tests',
        'Streamlined testing, cutting batch turnaround from 8 hours to 5',
      ],
    },
    projects: {
      'zh-CN': [
        { name: 'CNAS 实验室认可', description: '完善体系文件与方法验证，通过认可评审' },
        { name: '检测流程优化', description: '调整前处理与仪器排程，缩短检测周期' },
        { name: '原料质量监控', description: '建立关键指标趋势图，提前发现质量波动' },
      ],
      'en-US': [
        {
          name: 'Laboratory accreditation',
          description: 'Quality documents and validations that passed assessment',
        },
        {
          name: 'Testing workflow',
          description: 'Prep and instrument scheduling changes that shortened turnaround',
        },
        { name: 'Raw material trending', description: 'Trend charts on key attributes to catch drift early' },
      ],
    },
    certifications: {
      'zh-CN': ['化学检验员（职业技能等级证书）', 'CNAS 内审员', '危险化学品安全培训合格证'],
      'en-US': ['ISO/IEC 17025 Internal Auditor', 'ASQ Certified Quality Technician (CQT)'],
    },
    tools: {
      'zh-CN': ['HPLC', 'GC', '原子吸收光谱仪', '紫外分光光度计', 'LIMS', 'Excel'],
      'en-US': ['HPLC', 'GC', 'ICP-OES', 'UV-Vis', 'LIMS', 'Excel'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年理化检测经验，每月检测 600 余批次，报告零差错，熟悉 CNAS 体系。',
          '细心严谨，曾及时发现原料异常避免 200 万元损失。',
        ],
        student: ['应用化学专业应届生，熟练掌握滴定与仪器分析，细致耐心。'],
      },
      'en-US': {
        experienced: [
          'Laboratory analyst with 5 years testing 600+ batches a month with zero report errors, experienced with ISO 17025.',
          'Careful and precise, having caught an out-of-spec lot worth $280K.',
        ],
        student: ['Chemistry graduate skilled in titration and instrumental analysis.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['应用化学', '分析化学'],
        courses: ['分析化学', '仪器分析', '化学检验技术', '实验室管理'],
      },
      'en-US': {
        majors: ['Chemistry', 'Laboratory Science'],
        courses: ['Analytical Chemistry', 'Instrumental Analysis', 'Quality Control', 'Lab Safety'],
      },
    },
    workplace: 'manufacturer',
  },
  {
    id: 'food-scientist',
    names: { 'zh-CN': '食品研发工程师', 'en-US': 'Food Scientist' },
    field: { 'zh-CN': '食品研发', 'en-US': 'food science' },
    synonyms: [
      '食品研发工程师',
      '食品研发',
      '食品工程师',
      '食品工艺工程师',
      '饮料研发',
      '烘焙研发',
      '食品质量工程师',
      '食品安全专员',
      '食品品控',
      '品控专员',
      '食品检验员',
      '调味品研发',
      'food scientist',
      'food technologist',
      'food product developer',
      'food engineer',
      'food safety specialist',
      'food quality specialist',
      'beverage developer',
      'product development technologist',
    ],
    keywords: ['食品', 'food safety', 'haccp', '食品安全', 'brc'],
    skillGroups: {
      'zh-CN': [
        { name: '产品研发', examples: ['配方开发', '感官评价', '工艺放大', '货架期研究'] },
        { name: '食品安全', examples: ['HACCP', 'GB 食品安全国家标准', '标签法规', '过敏原管理'] },
        { name: '质量控制', examples: ['原料验收', '微生物检测', '供应商审核', '客诉分析'] },
      ],
      'en-US': [
        {
          name: 'Product development',
          examples: ['Formulation', 'Sensory evaluation', 'Scale-up', 'Shelf-life studies'],
        },
        { name: 'Food safety', examples: ['HACCP', 'FSMA', 'Labeling regulations', 'Allergen control'] },
        {
          name: 'Quality',
          examples: ['Raw material checks', 'Microbiology', 'Supplier audits', 'Complaint investigation'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的产品品类与研发或品控职责]',
        '[你开发的新品：定位、配方特点与上市后的销量]',
        '[你完成的工艺放大或降本项目，以及效果]',
        '[你负责的食品安全体系或审核工作，以及结果]',
        '[你处理的一次质量问题或客诉，以及改进]',
      ],
      'en-US': [
        '[The categories you work on and your development or quality role]',
        '[New products you developed: positioning, formula and sales after launch]',
        '[Scale-up or cost-down projects and their results]',
        '[Food safety systems or audits you own, and the outcomes]',
        '[A quality issue or complaint you resolved, and the fix]',
      ],
    },
    achievements: {
      'zh-CN': [
        '主导开发 6 款低糖饮料，上市首年销售额 8000 万元',
        '完成 3 款新品从实验室到工厂的工艺放大，一次试产成功',
        '优化配方与原料，单品成本降低 9%',
        '2023 年负责工厂 HACCP 与 BRC 体系，审核一次通过',
        '客诉率从 12 件/百万件降到 5 件/百万件',
        '完成 20 个产品的货架期研究，保质期延长 30%',
      ],
      'en-US': [
        'Led development of 6 low-sugar drinks that sold $11M in their first year',
        'Scaled 3 new products from the lab to the plant, each right on the first trial run',
        'Reworked formulas and ingredients to cut unit cost by 9%',
        'Own the plant HACCP and BRC systems, passing audits first time in 2023',
        'Cut complaints from 12 to 5 per million units',
        'Ran shelf-life studies on 20 products, extending shelf life by 30%',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '低糖饮料系列开发', description: '代糖复配与口感调整，兼顾健康与风味' },
        { name: '新品工艺放大', description: '从实验室配方到生产线的参数确定与试产' },
        { name: '食品安全体系升级', description: '完善 HACCP 计划与过敏原管理，通过 BRC 认证' },
      ],
      'en-US': [
        {
          name: 'Low-sugar drinks range',
          description: 'Sweetener blends and flavour work for healthy, tasty products',
        },
        {
          name: 'New product scale-up',
          description: 'Settled line parameters and trial runs from a lab formula',
        },
        {
          name: 'Food safety system upgrade',
          description: 'HACCP and allergen controls that earned BRC certification',
        },
      ],
    },
    certifications: {
      'zh-CN': ['食品安全管理员证', 'HACCP 内审员', '食品检验工（职业技能等级证书）'],
      'en-US': ['Certified Food Scientist (CFS)', 'HACCP Certification', 'PCQI (FSMA Preventive Controls)'],
    },
    tools: {
      'zh-CN': ['质构仪', '色差仪', 'HPLC', '感官评价软件', 'Excel', 'ERP'],
      'en-US': ['Texture analyzers', 'Colorimeters', 'HPLC', 'Genesis R&D', 'Excel', 'SAP'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年食品饮料研发经验，主导 6 款低糖饮料上市，首年销售额 8000 万元。',
          '熟悉工艺放大与食品安全体系。',
        ],
        student: ['食品科学与工程专业应届生，熟悉食品化学与感官评价，参与过饮料新品开发课题。'],
      },
      'en-US': {
        experienced: [
          'Food scientist with 6 years in beverages, launching 6 low-sugar drinks worth $11M in year one.',
          'Experienced in scale-up and food safety systems.',
        ],
        student: [
          'Food science graduate with sensory evaluation experience and a beverage development project.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['食品科学与工程', '食品质量与安全'],
        courses: ['食品化学', '食品工艺学', '食品微生物学', '食品安全学'],
      },
      'en-US': {
        majors: ['Food Science', 'Food Engineering'],
        courses: ['Food Chemistry', 'Food Processing', 'Food Microbiology', 'Sensory Evaluation'],
      },
    },
    workplace: 'manufacturer',
  },
];
