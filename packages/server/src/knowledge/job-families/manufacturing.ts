// Job families of manufacturing: quality, process and industrial engineering, production supervision, equipment,
// tooling, production work, inspection and EHS.
import type { JobFamily } from '../job-family.ts';

export const MANUFACTURING_FAMILIES: readonly JobFamily[] = [
  {
    id: 'quality-engineer',
    names: { 'zh-CN': '质量工程师', 'en-US': 'Quality Engineer' },
    field: { 'zh-CN': '质量管理', 'en-US': 'quality engineering' },
    synonyms: [
      '质量工程师',
      '品质工程师',
      'QE',
      'SQE',
      '供应商质量工程师',
      '客户质量工程师',
      'CQE',
      '质量经理',
      '品质经理',
      '质量主管',
      '品质主管',
      '质量管理',
      '质量体系工程师',
      '体系工程师',
      '来料质量工程师',
      'IQC工程师',
      'quality engineer',
      'supplier quality engineer',
      'customer quality engineer',
      'quality manager',
      'quality assurance manager',
      'quality systems engineer',
      'manufacturing quality engineer',
    ],
    keywords: ['8d', 'ppap', 'apqp', 'iatf 16949', 'spc', 'fmea', 'iso 9001', '品质'],
    skillGroups: {
      'zh-CN': [
        { name: '质量工具', examples: ['8D', 'FMEA', 'SPC', 'MSA'] },
        { name: '体系标准', examples: ['IATF 16949', 'ISO 9001', 'VDA 6.3', 'APQP / PPAP'] },
        { name: '质量改进', examples: ['六西格玛', '根因分析', '供应商管理', '客户审核'] },
      ],
      'en-US': [
        { name: 'Quality tools', examples: ['8D', 'FMEA', 'SPC', 'MSA'] },
        { name: 'Standards', examples: ['IATF 16949', 'ISO 9001', 'VDA 6.3', 'APQP and PPAP'] },
        {
          name: 'Improvement',
          examples: ['Six Sigma', 'Root cause analysis', 'Supplier development', 'Customer audits'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的产品、产线或供应商范围，以及主要客户]',
        '[你负责的质量指标（不良率、PPM、客诉数）及其变化]',
        '[你主导的一次 8D 或质量问题分析：问题、根因与改进效果]',
        '[你推动的体系审核或客户审核，以及结果]',
        '[你完成的质量改进项目，节省的质量成本]',
      ],
      'en-US': [
        '[The products, lines or suppliers you cover, and the main customers]',
        '[Quality metrics you own (defect rate, PPM, complaints) and how they changed]',
        '[An 8D or quality investigation you led: problem, root cause and result]',
        '[System or customer audits you led, and the outcome]',
        '[Improvement projects you delivered and the cost of poor quality saved]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责汽车零部件产品质量，客户端 PPM 从 120 降到 25',
        '主导 8D 问题分析 40 余份，重复问题发生率下降 70%',
        '带领团队通过 IATF 16949 监督审核，零严重不符合项',
        '管理 30 家供应商质量，来料合格率从 96% 提升到 99.5%',
        '完成 2 个六西格玛绿带项目，年节省质量成本 350 万元',
        '完成 15 个新零件 PPAP 提交，一次批准率 93%',
      ],
      'en-US': [
        'Own quality for automotive parts, cutting customer PPM from 120 to 25',
        'Led 40+ 8D investigations that cut repeat issues by 70%',
        'Led the team through an IATF 16949 surveillance audit with 0 major findings',
        'Managed 30 suppliers, raising incoming acceptance from 96% to 99.5%',
        'Delivered 2 Six Sigma Green Belt projects saving $500K a year',
        'Submitted PPAP for 15 new parts with 93% approved first time',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '客户 PPM 降低专项', description: '围绕 Top 缺陷开展根因分析与防错改进' },
        { name: '供应商质量提升', description: '开展过程审核与辅导，提升来料质量' },
        { name: 'IATF 16949 体系维护', description: '组织内审与管理评审，持续通过认证' },
      ],
      'en-US': [
        { name: 'Customer PPM reduction', description: 'Root cause and error-proofing on the top defects' },
        {
          name: 'Supplier quality development',
          description: 'Process audits and coaching that improved incoming quality',
        },
        {
          name: 'IATF 16949 maintenance',
          description: 'Internal audits and management reviews that kept certification',
        },
      ],
    },
    certifications: {
      'zh-CN': ['六西格玛绿带', 'IATF 16949 内审员', 'ISO 9001 内审员', 'ASQ CQE 注册质量工程师'],
      'en-US': [
        'ASQ Certified Quality Engineer (CQE)',
        'Six Sigma Green Belt',
        'IATF 16949 Internal Auditor',
      ],
    },
    tools: {
      'zh-CN': ['Minitab', 'Excel', 'QMS 质量系统', '三坐标测量仪', 'SAP QM', 'PPT'],
      'en-US': ['Minitab', 'Excel', 'QMS software', 'CMMs', 'SAP QM', 'PowerPoint'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年汽车零部件质量工程经验，熟悉 IATF 16949 与五大工具，客户 PPM 从 120 降到 25。',
          '擅长 8D 与六西格玛，年节省质量成本 350 万元。',
        ],
        student: ['机械工程专业应届生，熟悉 SPC 与 FMEA，在汽车零部件企业做过质量实习。'],
      },
      'en-US': {
        experienced: [
          'Quality engineer with 6 years in automotive parts, fluent in IATF 16949 and the core tools, cutting PPM from 120 to 25.',
          'Strong in 8D and Six Sigma, saving $500K a year.',
        ],
        student: ['Mechanical engineering graduate who knows SPC and FMEA from a quality internship.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['质量管理工程', '机械工程'],
        courses: ['质量管理学', '统计过程控制', '可靠性工程', '公差与测量'],
      },
      'en-US': {
        majors: ['Industrial Engineering', 'Mechanical Engineering'],
        courses: ['Quality Engineering', 'Statistical Process Control', 'Reliability', 'Metrology'],
      },
    },
    workplace: 'manufacturer',
  },
  {
    id: 'process-engineer',
    names: { 'zh-CN': '工艺工程师', 'en-US': 'Manufacturing Process Engineer' },
    field: { 'zh-CN': '制造工艺', 'en-US': 'manufacturing process engineering' },
    synonyms: [
      '工艺工程师',
      '制造工艺工程师',
      '机械工艺工程师',
      '工艺技术员',
      'PE工程师',
      'NPI工程师',
      '新产品导入工程师',
      '焊接工艺工程师',
      '注塑工艺工程师',
      '冲压工艺工程师',
      'SMT工艺工程师',
      '装配工艺工程师',
      '涂装工艺工程师',
      'ME工程师',
      'manufacturing process engineer',
      'process engineer',
      'manufacturing engineer',
      'npi engineer',
      'new product introduction engineer',
      'welding engineer',
      'injection molding engineer',
      'smt process engineer',
      'assembly process engineer',
    ],
    keywords: ['工艺', 'npi', 'smt', '注塑', '冲压', '良品率', 'sop'],
    skillGroups: {
      'zh-CN': [
        { name: '工艺领域', examples: ['注塑', '冲压', '焊接', 'SMT 贴片'] },
        { name: '工艺开发', examples: ['工艺参数优化', 'SOP 编写', 'PFMEA', '工装夹具设计'] },
        { name: '改善方法', examples: ['DOE', '精益生产', '防错设计', '良率分析'] },
      ],
      'en-US': [
        { name: 'Processes', examples: ['Injection molding', 'Stamping', 'Welding', 'SMT'] },
        {
          name: 'Development',
          examples: ['Parameter optimization', 'Work instructions', 'PFMEA', 'Fixture design'],
        },
        { name: 'Improvement', examples: ['DOE', 'Lean manufacturing', 'Error-proofing', 'Yield analysis'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的工艺类型、产线与产品]',
        '[你完成的新产品导入：产品数量、试产到量产的周期]',
        '[你优化的一项工艺：问题、方法与良率或节拍变化]',
        '[你设计的工装夹具或编写的作业指导书，带来的效率提升]',
        '[你推动的降本或自动化改造，节省的成本]',
      ],
      'en-US': [
        '[The processes, lines and products you own]',
        '[New product introductions you ran: how many, and trial-to-production time]',
        '[A process you optimized: the problem, your method and the change in yield or cycle time]',
        '[Fixtures you designed or instructions you wrote, and the efficiency gained]',
        '[Cost-down or automation projects and the savings]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责 4 条注塑与装配产线工艺，年产 300 万件',
        '完成 18 个新产品导入，试产到量产平均周期缩短 30%',
        '通过 DOE 优化注塑参数，缩痕不良率从 4% 降到 0.8%',
        '设计快换夹具，换线时间从 45 分钟缩短到 12 分钟',
        '推动 3 个工位自动化改造，节省人工 9 人，年节约 90 万元',
        '编写与更新 SOP 120 份，新员工上岗周期缩短 1 周',
      ],
      'en-US': [
        'Own processes on 4 molding and assembly lines producing 3 million parts a year',
        'Launched 18 new products, cutting trial-to-production time by 30%',
        'Used DOE on molding parameters to cut sink marks from 4% to 0.8%',
        'Designed quick-change fixtures that cut changeover from 45 to 12 minutes',
        'Automated 3 stations, saving 9 operators and $130K a year',
        'Wrote and updated 120 work instructions, shortening operator training by a week',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '新产品导入', description: '从 DFM 评审到试产验证，推动产品顺利量产' },
        { name: '注塑不良改善', description: 'DOE 与模具协同优化，大幅降低外观不良' },
        { name: '快速换线（SMED）', description: '改进夹具与流程，缩短换线时间' },
      ],
      'en-US': [
        { name: 'New product introduction', description: 'From DFM review to pilot runs and a smooth ramp' },
        {
          name: 'Molding defect reduction',
          description: 'DOE and tool changes that sharply cut cosmetic defects',
        },
        {
          name: 'Quick changeover (SMED)',
          description: 'Fixture and process changes that shortened changeovers',
        },
      ],
    },
    certifications: {
      'zh-CN': ['六西格玛绿带', '中级工程师职称', '精益生产培训证书'],
      'en-US': ['Six Sigma Green Belt', 'SME Certified Manufacturing Engineer (CMfgE)', 'Lean certification'],
    },
    tools: {
      'zh-CN': ['AutoCAD', 'SolidWorks', 'Minitab', 'MES', 'Moldflow', 'Excel'],
      'en-US': ['AutoCAD', 'SolidWorks', 'Minitab', 'MES', 'Moldflow', 'Excel'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年制造工艺经验，负责注塑与装配工艺，完成 18 个新产品导入。',
          '擅长 DOE 与精益改善，关键不良率下降 80%。',
        ],
        student: ['机械设计制造及其自动化专业应届生，熟悉注塑与冲压工艺，做过工厂工艺实习。'],
      },
      'en-US': {
        experienced: [
          'Manufacturing process engineer with 6 years in molding and assembly and 18 new product launches.',
          'Strong in DOE and lean, cutting a key defect by 80%.',
        ],
        student: ['Mechanical engineering graduate who knows molding and stamping from a plant internship.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['机械设计制造及其自动化', '材料成型及控制工程'],
        courses: ['机械制造工艺学', '材料成型工艺', '工装夹具设计', '质量管理'],
      },
      'en-US': {
        majors: ['Manufacturing Engineering', 'Mechanical Engineering'],
        courses: ['Manufacturing Processes', 'Tooling Design', 'Lean Manufacturing', 'Quality Control'],
      },
    },
    workplace: 'manufacturer',
  },
  {
    id: 'industrial-engineer',
    names: { 'zh-CN': '工业工程师', 'en-US': 'Industrial Engineer' },
    field: { 'zh-CN': '工业工程与精益', 'en-US': 'industrial engineering' },
    synonyms: [
      '工业工程师',
      'IE工程师',
      'IE',
      '精益工程师',
      '精益专员',
      '精益生产专员',
      '持续改善工程师',
      '生产效率工程师',
      '运营改善工程师',
      '精益经理',
      'industrial engineer',
      'lean engineer',
      'lean manufacturing engineer',
      'continuous improvement engineer',
      'continuous improvement manager',
      'operational excellence specialist',
      'ie engineer',
      'lean six sigma specialist',
    ],
    keywords: ['精益', 'lean', '价值流', 'value stream', '标准工时', 'oee', 'kaizen', '5s'],
    skillGroups: {
      'zh-CN': [
        { name: 'IE 方法', examples: ['工时研究', '线平衡', '布局规划', '价值流图'] },
        { name: '精益工具', examples: ['5S', '快速换模（SMED）', '看板', 'TPM'] },
        { name: '数据与仿真', examples: ['OEE 分析', 'Minitab', 'FlexSim', 'Excel 建模'] },
      ],
      'en-US': [
        {
          name: 'IE methods',
          examples: ['Time studies', 'Line balancing', 'Layout planning', 'Value stream mapping'],
        },
        { name: 'Lean tools', examples: ['5S', 'SMED', 'Kanban', 'TPM'] },
        { name: 'Data & simulation', examples: ['OEE analysis', 'Minitab', 'FlexSim', 'Excel modeling'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责改善的工厂或产线范围]',
        '[你主导的一个精益或效率改善项目：方法与产能、人效变化]',
        '[你完成的标准工时、线平衡或布局规划，以及结果]',
        '[你推动的 OEE 或库存改善，具体数字]',
        '[你组织的改善活动或培训：次数、参与人数与产出]',
      ],
      'en-US': [
        '[The plant or lines you improve]',
        '[A lean or efficiency project you led: methods and the change in output or productivity]',
        '[Standard times, line balancing or layouts you delivered, and results]',
        '[OEE or inventory improvements, with numbers]',
        '[Kaizen events or training you ran: how many, participants and output]',
      ],
    },
    achievements: {
      'zh-CN': [
        '主导装配线平衡改善，线平衡率从 72% 提升到 90%，人均产出提升 25%',
        '完成新厂房布局规划，物流距离缩短 40%',
        '推动 TPM 与 SMED，关键设备 OEE 从 65% 提升到 82%',
        '组织改善周活动 20 场，落地改善提案 300 余条',
        '建立标准工时数据库，覆盖 500 个工序',
        '推行看板拉动，在制品库存降低 35%',
      ],
      'en-US': [
        'Rebalanced an assembly line from 72% to 90% balance, raising output per person by 25%',
        'Planned a new plant layout that cut material travel by 40%',
        'Rolled out TPM and SMED, lifting OEE on key equipment from 65% to 82%',
        'Ran 20 kaizen events that implemented 300+ ideas',
        'Built a standard time database covering 500 operations',
        'Introduced kanban pull, cutting work in progress by 35%',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '装配线平衡优化', description: '重新分配工序与工位，消除瓶颈' },
        { name: '新厂房布局规划', description: '基于物流分析设计产线与仓储布局' },
        { name: 'OEE 提升项目', description: '损失分析与 TPM 结合，提升设备效率' },
      ],
      'en-US': [
        {
          name: 'Assembly line balancing',
          description: 'Reassigned tasks and stations to remove bottlenecks',
        },
        { name: 'New plant layout', description: 'Flow analysis behind the line and warehouse layout' },
        { name: 'OEE improvement', description: 'Loss analysis and TPM that raised equipment effectiveness' },
      ],
    },
    certifications: {
      'zh-CN': ['六西格玛黑带', '六西格玛绿带', '中级工程师职称'],
      'en-US': [
        'Lean Six Sigma Black Belt',
        'Lean Six Sigma Green Belt',
        'ASQ Certified Manager of Quality / Organizational Excellence (CMQ/OE)',
      ],
    },
    tools: {
      'zh-CN': ['Excel', 'Minitab', 'AutoCAD', 'FlexSim', 'Visio', 'MES'],
      'en-US': ['Excel', 'Minitab', 'AutoCAD', 'FlexSim', 'Visio', 'Power BI'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年工业工程与精益改善经验，推动关键设备 OEE 提升到 82%、人均产出提升 25%。',
          '持六西格玛黑带，擅长把改善落到现场。',
        ],
        student: ['工业工程专业应届生，熟悉工时研究与布局规划，在电子厂完成过线平衡改善实习项目。'],
      },
      'en-US': {
        experienced: [
          'Industrial engineer with 6 years in lean, raising OEE to 82% and output per person by 25%; Black Belt.',
          'Makes improvements stick on the shop floor.',
        ],
        student: ['Industrial engineering graduate with a line balancing internship project in electronics.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['工业工程'],
        courses: ['基础工业工程', '设施规划与物流分析', '生产计划与控制', '运筹学'],
      },
      'en-US': {
        majors: ['Industrial Engineering'],
        courses: ['Work Measurement', 'Facilities Planning', 'Production Planning', 'Operations Research'],
      },
    },
    workplace: 'manufacturer',
  },
  {
    id: 'production-supervisor',
    names: { 'zh-CN': '生产主管', 'en-US': 'Production Supervisor' },
    field: { 'zh-CN': '生产管理', 'en-US': 'production management' },
    synonyms: [
      '生产主管',
      '生产经理',
      '生产管理',
      '生产组长',
      '生产班长',
      '班组长',
      '车间主任',
      '车间主管',
      '车间经理',
      '厂长',
      '生产厂长',
      '工段长',
      '拉长',
      '线长',
      'production supervisor',
      'production manager',
      'plant manager',
      'manufacturing manager',
      'shift supervisor',
      'production team leader',
      'line leader',
      'line supervisor',
      'factory manager',
    ],
    keywords: ['车间', 'shop floor', '产能', '交期'],
    skillGroups: {
      'zh-CN': [
        { name: '生产运营', examples: ['生产计划执行', '产能与交期管理', '现场 5S', '安全生产'] },
        { name: '团队管理', examples: ['排班', '员工培训', '绩效考核', '多能工培养'] },
        { name: '持续改善', examples: ['精益生产', '质量问题处理', '成本控制', '设备协同'] },
      ],
      'en-US': [
        { name: 'Operations', examples: ['Schedule execution', 'Capacity and delivery', '5S', 'Safety'] },
        {
          name: 'People',
          examples: ['Shift planning', 'Training', 'Performance management', 'Cross-training'],
        },
        {
          name: 'Improvement',
          examples: ['Lean', 'Quality containment', 'Cost control', 'Maintenance coordination'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你管理的车间或产线、班组人数与主要产品]',
        '[你负责的生产指标（产量、交期达成率、良率、人效）及其变化]',
        '[你推动的一项现场改善，以及效果]',
        '[你在安全生产与质量管控上的成绩]',
        '[你培养的班组长或技术骨干，以及员工流失率]',
      ],
      'en-US': [
        '[The department or lines you run, team size and main products]',
        '[Production KPIs you own (output, on-time delivery, yield, productivity) and how they moved]',
        '[A shop-floor improvement you drove and its effect]',
        '[Your safety and quality record]',
        '[Leads or technicians you developed, and staff turnover]',
      ],
    },
    achievements: {
      'zh-CN': [
        '管理 120 人装配车间、4 条产线，月产能 8 万台',
        '订单交付达成率从 90% 提升到 98%',
        '推行精益与多能工培养，人均产出提升 20%',
        '车间连续 800 天无损工事故',
        '一次交检合格率从 95% 提升到 99%',
        '培养班组长 6 名，员工年流失率从 35% 降到 18%',
      ],
      'en-US': [
        'Run a 120-person assembly department with 4 lines and 80,000 units a month',
        'Raised on-time delivery from 90% to 98%',
        'Drove lean and cross-training that lifted output per person by 20%',
        'Went 800 days without a lost-time injury',
        'Raised first-pass quality from 95% to 99%',
        'Developed 6 team leaders and cut annual turnover from 35% to 18%',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '车间精益改善', description: '推行 5S、标准作业与目视化管理，提升效率' },
        { name: '多能工培养计划', description: '建立技能矩阵与培训，提升排班灵活性' },
        { name: '安全生产标准化', description: '隐患排查与班前会制度，实现长期零事故' },
      ],
      'en-US': [
        {
          name: 'Shop-floor lean program',
          description: '5S, standard work and visual management for higher efficiency',
        },
        { name: 'Cross-training program', description: 'Skills matrix and training for flexible staffing' },
        {
          name: 'Safety standardization',
          description: 'Hazard walks and shift briefings for a long run without injuries',
        },
      ],
    },
    certifications: {
      'zh-CN': ['安全生产管理人员考核合格证', '六西格玛绿带', '中级工程师职称'],
      'en-US': [
        'Certified Production Technician (CPT)',
        'OSHA 30-Hour General Industry',
        'Six Sigma Green Belt',
      ],
    },
    tools: {
      'zh-CN': ['MES', 'ERP', 'Excel', '看板系统', '钉钉', 'PPT'],
      'en-US': ['MES', 'ERP', 'Excel', 'Visual management boards', 'Power BI', 'Microsoft Teams'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '10 年制造业现场管理经验，管理 120 人车间，交付达成率提升到 98%。',
          '重视安全与人才培养，车间连续 800 天无损工事故。',
        ],
        student: ['工业工程专业应届生，做过 6 个月生产管理实习，愿意从基层做起，目标是成为车间主管。'],
      },
      'en-US': {
        experienced: [
          'Production supervisor with 10 years on the shop floor, running 120 people and lifting on-time delivery to 98%.',
          'Puts safety and people first: 800 days without a lost-time injury.',
        ],
        student: [
          'Industrial engineering graduate with a 6-month production internship, ready to start on the floor.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['工业工程', '机械工程'],
        courses: ['生产运作管理', '精益生产', '质量管理', '安全工程'],
      },
      'en-US': {
        majors: ['Industrial Engineering', 'Operations Management'],
        courses: ['Production Management', 'Lean Manufacturing', 'Quality Management', 'Occupational Safety'],
      },
    },
    workplace: 'manufacturer',
  },
  {
    id: 'equipment-engineer',
    names: { 'zh-CN': '设备工程师', 'en-US': 'Maintenance Engineer' },
    field: { 'zh-CN': '设备管理与维护', 'en-US': 'equipment maintenance' },
    synonyms: [
      '设备工程师',
      '设备维护工程师',
      '设备维修工程师',
      '设备主管',
      '设备经理',
      '设备技术员',
      '机修工',
      '设备维修工',
      '机电维修工',
      '自动化设备维修',
      '设备管理',
      'maintenance engineer',
      'equipment engineer',
      'reliability engineer',
      'maintenance technician',
      'industrial maintenance technician',
      'maintenance mechanic',
      'maintenance manager',
      'facilities maintenance technician',
      'maintenance supervisor',
    ],
    keywords: ['设备维护', 'mtbf', 'predictive maintenance', '点检', 'cmms'],
    skillGroups: {
      'zh-CN': [
        { name: '设备维护', examples: ['预防性维护', '故障诊断', '备件管理', '设备点检'] },
        { name: '技术能力', examples: ['PLC 调试', '液压与气动', '电气控制', '机械装配'] },
        { name: '管理方法', examples: ['TPM', 'MTBF / MTTR 分析', 'CMMS 系统', '设备验收'] },
      ],
      'en-US': [
        {
          name: 'Maintenance',
          examples: ['Preventive maintenance', 'Troubleshooting', 'Spare parts', 'Condition monitoring'],
        },
        {
          name: 'Technical',
          examples: [
            'PLC troubleshooting',
            'Hydraulics and pneumatics',
            'Electrical controls',
            'Mechanical repair',
          ],
        },
        { name: 'Methods', examples: ['TPM', 'MTBF and MTTR analysis', 'CMMS', 'Equipment commissioning'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的设备类型与数量、所在产线]',
        '[你负责的设备指标（OEE、故障停机时间、MTBF）及其变化]',
        '[你解决的一次重大设备故障：现象、诊断与恢复时间]',
        '[你推行的预防性维护或 TPM，以及效果]',
        '[你参与的新设备导入或技改项目，节省的成本]',
      ],
      'en-US': [
        '[The equipment you look after, how much and on which lines]',
        '[Equipment metrics you own (OEE, downtime, MTBF) and how they changed]',
        '[A major breakdown you fixed: symptoms, diagnosis and time to restore]',
        '[Preventive maintenance or TPM you introduced, and the results]',
        '[New equipment or upgrades you delivered, and the savings]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责 80 余台注塑机与自动化设备的维护，设备综合效率提升到 85%',
        '推行预防性维护计划，故障停机时间减少 45%',
        '快速诊断并修复关键设备 PLC 故障，4 小时内恢复生产',
        '关键设备 MTBF 从 120 小时提升到 300 小时',
        '优化备件库存，备件资金占用降低 30%',
        '完成 6 台新设备的安装调试与验收',
      ],
      'en-US': [
        'Maintain 80+ molding machines and automated cells, with OEE raised to 85%',
        'Introduced a preventive maintenance plan that cut breakdown downtime by 45%',
        'Diagnosed and fixed a critical PLC fault, restoring production within 4 hours',
        'Raised MTBF on key equipment from 120 to 300 hours',
        'Optimized spare parts, cutting inventory value by 30%',
        'Installed, commissioned and accepted 6 new machines',
      ],
    },
    projects: {
      'zh-CN': [
        { name: 'TPM 全员生产维护', description: '推行自主保全与计划保全，降低停机' },
        { name: '设备预测性维护', description: '加装振动与温度监测，提前发现故障' },
        { name: '老旧设备技改', description: '升级控制系统，提高稳定性并降低能耗' },
      ],
      'en-US': [
        { name: 'TPM roll-out', description: 'Autonomous and planned maintenance that reduced downtime' },
        {
          name: 'Predictive maintenance',
          description: 'Vibration and temperature monitoring to catch failures early',
        },
        {
          name: 'Legacy equipment upgrade',
          description: 'New controls for more reliability and lower energy',
        },
      ],
    },
    certifications: {
      'zh-CN': ['特种作业操作证（低压电工）', 'TPM 培训证书', '中级工程师职称'],
      'en-US': [
        'Certified Maintenance & Reliability Professional (CMRP)',
        'ASQ Certified Reliability Engineer (CRE)',
        'NFPA 70E training',
      ],
    },
    tools: {
      'zh-CN': ['西门子 PLC', '三菱 PLC', '万用表', '振动分析仪', 'CMMS 系统', 'AutoCAD'],
      'en-US': [
        'Allen-Bradley PLCs',
        'Siemens PLCs',
        'Multimeters',
        'Vibration analyzers',
        'CMMS (Maximo)',
        'AutoCAD',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '7 年设备维护经验，负责 80 余台设备，故障停机时间减少 45%。',
          '机电兼修，擅长 PLC 故障诊断与预防性维护。',
        ],
        student: ['机电一体化专业应届生，熟悉 PLC 与电气控制，持低压电工证，动手能力强。'],
      },
      'en-US': {
        experienced: [
          'Maintenance engineer with 7 years looking after 80+ machines, cutting breakdown downtime by 45%.',
          'Handles both mechanical and electrical work, strong in PLC troubleshooting.',
        ],
        student: ['Mechatronics graduate who is hands-on with PLCs and electrical controls.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['机电一体化技术', '机械设计制造及其自动化'],
        courses: ['电气控制与 PLC', '液压与气动技术', '机械基础', '设备管理'],
      },
      'en-US': {
        majors: ['Mechatronics', 'Industrial Maintenance Technology'],
        courses: ['PLCs', 'Hydraulics and Pneumatics', 'Electrical Systems', 'Reliability Engineering'],
      },
    },
    workplace: 'manufacturer',
  },
  {
    id: 'mold-designer',
    names: { 'zh-CN': '模具设计师', 'en-US': 'Tool and Mold Designer' },
    field: { 'zh-CN': '模具设计', 'en-US': 'tool and mold design' },
    synonyms: [
      '模具设计师',
      '模具设计',
      '模具工程师',
      '注塑模具设计',
      '冲压模具设计',
      '压铸模具设计',
      '模具钳工',
      '模具技术员',
      '模具经理',
      '模具项目经理',
      'tool and mould designer',
      'tool and mold designer',
      'mold designer',
      'mould designer',
      'tooling engineer',
      'tool designer',
      'die designer',
      'mold maker',
      'toolmaker',
      'tooling manager',
    ],
    keywords: ['模具', 'mold design', 'mould design', '模流分析', 'moldflow'],
    skillGroups: {
      'zh-CN': [
        { name: '模具类型', examples: ['注塑模', '冲压模', '压铸模', '热流道'] },
        { name: '设计能力', examples: ['分型与浇注系统', '冷却设计', '模流分析', '结构评审（DFM）'] },
        { name: '软件', examples: ['UG NX', 'AutoCAD', 'Moldflow', 'PowerMill'] },
      ],
      'en-US': [
        {
          name: 'Tool types',
          examples: ['Injection molds', 'Stamping dies', 'Die-casting dies', 'Hot runners'],
        },
        {
          name: 'Design',
          examples: ['Parting and gating', 'Cooling design', 'Mold flow analysis', 'DFM reviews'],
        },
        { name: 'Software', examples: ['Siemens NX', 'AutoCAD', 'Moldflow', 'PowerMill'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你设计的模具类型、产品领域与年设计套数]',
        '[你完成的一套代表模具：难点、方案与试模结果]',
        '[你的设计质量：试模次数、一次成功率或修模率]',
        '[你在周期或成本上的优化，具体数字]',
        '[你与产品、制造团队协作的 DFM 改进]',
      ],
      'en-US': [
        '[The tools you design, the products they make and how many a year]',
        '[A signature tool: the challenge, your design and trial results]',
        '[Design quality: trial count, first-shot success or rework rate]',
        '[Cycle time or cost improvements, with numbers]',
        '[DFM improvements you drove with product and manufacturing teams]',
      ],
    },
    achievements: {
      'zh-CN': [
        '年均设计汽车内外饰注塑模具 25 套',
        '设计的模具试模一次成功率 85%，平均试模次数从 4 次降到 2 次',
        '优化随形冷却水路，成型周期缩短 18%',
        '主导一套 1+1 双色模具设计，按期交付并量产',
        '通过 DFM 评审提出改进 60 余项，减少后期修模 40%',
        '建立标准件库与设计模板，设计周期缩短 25%',
      ],
      'en-US': [
        'Design 25 automotive interior and exterior injection molds a year',
        'Reach 85% first-shot success, cutting average trials from 4 to 2',
        'Added conformal cooling that cut cycle time by 18%',
        'Led the design of a 2-shot mold delivered on time and into production',
        'Raised 60+ DFM improvements that cut later tool rework by 40%',
        'Built standard component libraries and templates that cut design time by 25%',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '汽车门板注塑模具', description: '大型模具的分型、浇注与冷却设计' },
        { name: '双色模具开发', description: '完成结构设计与试模调整，实现量产' },
        { name: '模具设计标准化', description: '沉淀标准件与模板，提升设计效率' },
      ],
      'en-US': [
        {
          name: 'Door panel injection mold',
          description: 'Parting, gating and cooling design for a large tool',
        },
        {
          name: '2-shot mold development',
          description: 'Design and trial adjustments through to production',
        },
        { name: 'Design standardization', description: 'Standard parts and templates for faster design' },
      ],
    },
    certifications: {
      'zh-CN': ['模具工（职业技能等级证书）', '中级工程师职称'],
      'en-US': ['Certified SOLIDWORKS Associate (CSWA)'],
    },
    tools: {
      'zh-CN': ['UG NX', 'AutoCAD', 'Moldflow', 'PowerMill', 'SolidWorks', 'Cimatron'],
      'en-US': ['Siemens NX', 'AutoCAD', 'Moldflow', 'PowerMill', 'SolidWorks', 'Cimatron'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '8 年注塑模具设计经验，年设计 25 套汽车模具，试模一次成功率 85%。',
          '熟悉模流分析与 DFM，善于缩短周期、降低修模。',
        ],
        student: ['模具设计与制造专业应届生，熟练使用 UG，参与过 3 套注塑模具设计与试模。'],
      },
      'en-US': {
        experienced: [
          'Mold designer with 8 years and 25 automotive tools a year at 85% first-shot success.',
          'Strong in mold flow and DFM, shortening cycles and cutting rework.',
        ],
        student: ['Tool design graduate skilled in NX who worked on 3 injection molds through trials.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['模具设计与制造', '材料成型及控制工程'],
        courses: ['塑料成型工艺与模具设计', '冲压工艺与模具设计', '模具 CAD/CAM', '机械制图'],
      },
      'en-US': {
        majors: ['Tool and Die Technology', 'Manufacturing Engineering'],
        courses: ['Mold Design', 'Die Design', 'CAD/CAM', 'Plastics Processing'],
      },
    },
    workplace: 'manufacturer',
  },
  {
    id: 'production-worker',
    names: { 'zh-CN': '生产操作工', 'en-US': 'Production Operator' },
    field: { 'zh-CN': '生产操作', 'en-US': 'production' },
    synonyms: [
      '普工',
      '操作工',
      '生产操作工',
      '生产工人',
      '流水线工人',
      '装配工',
      '包装工',
      '车间工人',
      '机台操作员',
      '技工',
      '生产员工',
      '产线操作员',
      '组装工',
      'production operator',
      'production worker',
      'machine operator',
      'assembly worker',
      'assembler',
      'line worker',
      'factory worker',
      'packer',
      'production associate',
      'manufacturing associate',
      'general labourer',
      'general laborer',
    ],
    keywords: ['流水线', 'assembly line', '计件'],
    skillGroups: {
      'zh-CN': [
        { name: '操作技能', examples: ['设备操作', '装配', '包装', '首件检验'] },
        { name: '质量与安全', examples: ['按 SOP 作业', '5S', '安全操作规程', '不良品识别'] },
        { name: '协作', examples: ['交接班', '多岗位作业', '改善提案', '团队配合'] },
      ],
      'en-US': [
        {
          name: 'Operations',
          examples: ['Machine operation', 'Assembly', 'Packing', 'First-article checks'],
        },
        {
          name: 'Quality & safety',
          examples: ['Following work instructions', '5S', 'Safe work practices', 'Spotting defects'],
        },
        {
          name: 'Teamwork',
          examples: ['Shift handovers', 'Multiple stations', 'Improvement ideas', 'Reliable attendance'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的工厂与岗位，操作的设备或负责的工序]',
        '[你的日产量、合格率与出勤情况]',
        '[你掌握的岗位技能数量，能否胜任多个工位]',
        '[你提出或参与的改善建议，以及效果]',
        '[你的安全记录或获得的表彰]',
      ],
      'en-US': [
        '[Your plant and role, and the machines or operations you run]',
        '[Your daily output, quality rate and attendance]',
        '[How many stations you can work, and the skills you hold]',
        '[Improvement ideas you raised or joined, and the effect]',
        '[Your safety record or recognition]',
      ],
    },
    achievements: {
      'zh-CN': [
        '在电子厂装配线工作 3 年，日均完成 600 件，合格率 99.6%',
        '掌握 5 个工位的操作，可灵活顶岗',
        '提出工位物料摆放改善建议，工位效率提升 10%',
        '连续 24 个月全勤',
        '3 年零安全事故',
        '获评 2023 年度车间优秀员工',
      ],
      'en-US': [
        'Assembled 600 units a day at 99.6% quality over 3 years on an electronics line',
        'Qualified on 5 stations and cover wherever needed',
        'Suggested a parts layout change that made my station 10% faster',
        'Kept perfect attendance for 24 months',
        'Worked 3 years without a safety incident',
        'Named employee of the year in my department in 2023',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '工位改善提案', description: '优化物料摆放与动作，减少浪费' },
        { name: '多能工培训', description: '学习多个工位操作，提升排班灵活性' },
        { name: '5S 现场管理', description: '参与整理整顿，保持工位整洁安全' },
      ],
      'en-US': [
        { name: 'Workstation improvement', description: 'Rearranged parts and motions to reduce waste' },
        { name: 'Cross-training', description: 'Learned several stations for flexible staffing' },
        { name: '5S on the line', description: 'Kept my area organized, clean and safe' },
      ],
    },
    certifications: {
      'zh-CN': ['健康证', '叉车证（N1，如有）'],
      'en-US': ['OSHA 10-Hour General Industry', 'Forklift certification'],
    },
    tools: {
      'zh-CN': ['电动螺丝刀', '扫码枪', '检测治具', '打包机', 'MES 终端', '量具'],
      'en-US': [
        'Power tools',
        'Barcode scanners',
        'Test fixtures',
        'Packing equipment',
        'MES terminals',
        'Measuring gauges',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '3 年电子厂生产经验，熟练掌握 5 个工位，日均产量 600 件、合格率 99.6%。',
          '踏实肯干，能适应倒班，连续 24 个月全勤。',
        ],
        student: ['身体健康、吃苦耐劳，服从安排，能适应两班倒。'],
      },
      'en-US': {
        experienced: [
          'Production operator with 3 years on an electronics line, qualified on 5 stations at 99.6% quality.',
          'Reliable and hard-working, with 24 months of perfect attendance.',
        ],
        student: ['Dependable and physically fit, happy to work rotating shifts.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['机电技术应用', '电子技术应用'],
        courses: ['机械基础', '电工基础', '安全生产常识', '识图'],
      },
      'en-US': {
        majors: ['Manufacturing Technology', 'High School Diploma'],
        courses: ['Shop Safety', 'Blueprint Reading', 'Basic Electronics', 'Measurement'],
      },
    },
    workplace: 'manufacturer',
    pathway: 'vocational',
  },
  {
    id: 'quality-inspector',
    names: { 'zh-CN': '质检员', 'en-US': 'Quality Inspector' },
    field: { 'zh-CN': '质量检验', 'en-US': 'quality inspection' },
    synonyms: [
      '质检员',
      '品检员',
      '检验员',
      'QC',
      'IQC',
      'IPQC',
      'OQC',
      'FQC',
      '来料检验员',
      '制程检验员',
      '出货检验员',
      '品管员',
      '品质检验员',
      '验货员',
      'quality inspector',
      'qc inspector',
      'quality control inspector',
      'incoming inspector',
      'final inspector',
      'product inspector',
      'qc technician',
      'quality technician',
    ],
    keywords: ['质检', '检验', 'aql', '首件', 'inspection'],
    skillGroups: {
      'zh-CN': [
        { name: '检验技能', examples: ['来料检验', '制程巡检', '出货检验', 'AQL 抽样'] },
        { name: '测量', examples: ['卡尺与千分尺', '三坐标', '二次元', '图纸识读'] },
        { name: '质量记录', examples: ['检验报告', '不良品隔离', '品质异常反馈', 'Excel 统计'] },
      ],
      'en-US': [
        {
          name: 'Inspection',
          examples: ['Incoming inspection', 'In-process checks', 'Final inspection', 'AQL sampling'],
        },
        {
          name: 'Measurement',
          examples: ['Callipers and micrometers', 'CMM', 'Vision measurement', 'Blueprint reading'],
        },
        {
          name: 'Records',
          examples: ['Inspection reports', 'Non-conforming material control', 'Issue escalation', 'Excel'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的检验环节（来料、制程、出货）与产品]',
        '[你每天或每月的检验批次与漏检、误判情况]',
        '[你发现的一次重要质量问题，以及及时处理带来的效果]',
        '[你使用的测量设备与掌握的检验标准]',
        '[你参与的质量改进或客户验货，以及结果]',
      ],
      'en-US': [
        '[Where you inspect (incoming, in-process, final) and which products]',
        '[Lots you inspect per day or month, and your escape and false-reject record]',
        '[An important defect you caught and the effect of catching it early]',
        '[Measuring equipment you use and the standards you work to]',
        '[Quality improvements or customer inspections you supported, and results]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责五金件来料与出货检验，每月检验 1200 批次',
        '连续 12 个月零漏检，客户端零批量投诉',
        '及时发现一批尺寸超差来料，避免 30 万元返工损失',
        '熟练使用三坐标与二次元，测量报告准确率 100%',
        '配合客户验货 50 余次，一次通过率 98%',
        '获评 2023 年度品质部优秀员工',
      ],
      'en-US': [
        'Inspect 1,200 incoming and outgoing lots of metal parts a month',
        'Went 12 months without an escape or a customer lot rejection',
        'Caught an out-of-tolerance lot before use, avoiding $42K in rework',
        'Use CMM and vision systems with 100% accurate reports',
        'Supported 50+ customer inspections with a 98% first-pass rate',
        'Named quality department employee of the year in 2023',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '来料检验规范化', description: '完善检验指导书与抽样方案，减少漏检' },
        { name: '首件检验制度', description: '落实首件确认，提前拦截批量不良' },
        { name: '不良品统计分析', description: '按日统计不良并反馈，推动改善' },
      ],
      'en-US': [
        {
          name: 'Incoming inspection standards',
          description: 'Clearer instructions and sampling that cut escapes',
        },
        { name: 'First-article checks', description: 'Confirmed first pieces to stop batch defects early' },
        { name: 'Defect tracking', description: 'Daily defect data fed back to drive improvements' },
      ],
    },
    certifications: {
      'zh-CN': ['质量检验员（职业技能等级证书）', 'ISO 9001 内审员'],
      'en-US': ['ASQ Certified Quality Inspector (CQI)', 'ASQ Certified Quality Technician (CQT)'],
    },
    tools: {
      'zh-CN': ['游标卡尺', '千分尺', '三坐标测量仪', '二次元影像仪', '色差仪', 'Excel'],
      'en-US': ['Callipers', 'Micrometers', 'CMMs', 'Vision measuring systems', 'Gauges', 'Excel'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '4 年质量检验经验，负责来料与出货检验，连续 12 个月零漏检。',
          '熟练使用三坐标等测量设备，责任心强。',
        ],
        student: ['机械制造专业应届生，会看图纸与使用常用量具，细心认真。'],
      },
      'en-US': {
        experienced: [
          'Quality inspector with 4 years in incoming and final inspection, with 12 months escape-free.',
          'Skilled with CMMs and conscientious.',
        ],
        student: [
          'Manufacturing graduate who can read drawings and use common gauges; careful and thorough.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['机械制造与自动化', '质量管理'],
        courses: ['机械制图', '公差配合与测量', '质量检验技术', '质量管理基础'],
      },
      'en-US': {
        majors: ['Quality Technology', 'Manufacturing Technology'],
        courses: ['Blueprint Reading', 'Metrology', 'Inspection Methods', 'Quality Basics'],
      },
    },
    workplace: 'manufacturer',
    pathway: 'vocational',
  },
  {
    id: 'ehs-specialist',
    names: { 'zh-CN': 'EHS 专员', 'en-US': 'EHS Specialist' },
    field: { 'zh-CN': '环境健康安全', 'en-US': 'environment, health and safety' },
    synonyms: [
      'EHS专员',
      'EHS工程师',
      'EHS经理',
      'EHS',
      '安全员',
      '安全专员',
      '安全主管',
      '安全经理',
      '安全管理员',
      'HSE工程师',
      'HSE专员',
      '注册安全工程师',
      '职业健康安全专员',
      '安全生产管理员',
      'ehs specialist',
      'ehs engineer',
      'ehs manager',
      'hse specialist',
      'hse engineer',
      'safety engineer',
      'safety officer',
      'safety specialist',
      'safety manager',
      'health and safety advisor',
      'environmental health and safety specialist',
    ],
    keywords: ['安全生产', 'hse', 'osha', 'iso 45001', '隐患排查', '职业健康'],
    skillGroups: {
      'zh-CN': [
        { name: '安全管理', examples: ['风险辨识与评价', '隐患排查治理', '作业许可', '应急预案'] },
        { name: '职业健康与环保', examples: ['职业病危害因素检测', '劳保用品管理', '危废管理', '环保合规'] },
        { name: '体系与培训', examples: ['ISO 45001', 'ISO 14001', '安全标准化', '三级安全教育'] },
      ],
      'en-US': [
        {
          name: 'Safety',
          examples: ['Risk assessment', 'Hazard inspections', 'Permit to work', 'Emergency planning'],
        },
        {
          name: 'Health & environment',
          examples: ['Industrial hygiene', 'PPE programs', 'Hazardous waste', 'Environmental compliance'],
        },
        {
          name: 'Systems & training',
          examples: ['ISO 45001', 'ISO 14001', 'Incident investigation', 'Safety training'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的工厂或项目规模、员工人数与主要风险]',
        '[你负责的安全指标（事故率、损工天数、隐患整改率）及其变化]',
        '[你主导的一项安全改进或风险治理项目，以及效果]',
        '[你组织的安全培训、应急演练：次数与覆盖人数]',
        '[你推动的体系认证或政府检查，以及结果]',
      ],
      'en-US': [
        '[The sites or projects you cover, headcount and main risks]',
        '[Safety metrics you own (incident rate, lost days, actions closed) and how they changed]',
        '[A safety improvement or risk reduction project you led, and its effect]',
        '[Training and drills you ran: how many and who they reached]',
        '[Certifications or regulatory inspections you led, and the outcomes]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责 1500 人工厂的 EHS 管理，连续 3 年零重大安全事故',
        '可记录事故率（TRIR）从 1.2 降到 0.4',
        '组织隐患排查 200 余次，整改完成率 100%',
        '完成安全生产标准化二级达标与 ISO 45001 认证',
        '组织三级安全教育与应急演练 60 场，覆盖员工 4000 人次',
        '推动机械防护改造 40 处，机械伤害事故降为零',
      ],
      'en-US': [
        'Run EHS for a 1,500-person plant with no serious incidents for 3 years',
        'Cut the total recordable incident rate from 1.2 to 0.4',
        'Led 200+ hazard inspections with 100% of actions closed',
        'Achieved ISO 45001 and ISO 14001 certification in 1 audit cycle',
        'Ran 60 training sessions and drills reaching 4,000 employees',
        'Guarded 40 machines, bringing machinery injuries to zero',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '安全生产标准化建设', description: '完善制度与现场管理，通过达标评审' },
        { name: '机械防护改造', description: '排查危险点并加装防护与联锁' },
        { name: '安全文化提升', description: '开展行为观察与安全积分活动，提升员工参与' },
      ],
      'en-US': [
        {
          name: 'Safety management system',
          description: 'Policies and site controls that passed certification',
        },
        { name: 'Machine guarding program', description: 'Found hazards and added guards and interlocks' },
        {
          name: 'Safety culture program',
          description: 'Behavior observations and recognition that raised engagement',
        },
      ],
    },
    certifications: {
      'zh-CN': ['注册安全工程师', '安全生产管理人员考核合格证', 'ISO 45001 内审员', 'NEBOSH 国际通用证书'],
      'en-US': [
        'Certified Safety Professional (CSP)',
        'NEBOSH International General Certificate',
        'OSHA 30-Hour',
      ],
    },
    tools: {
      'zh-CN': ['EHS 管理系统', 'Excel', '气体检测仪', '噪声计', 'PPT', '企业微信'],
      'en-US': [
        'EHS software (Intelex, Enablon)',
        'Excel',
        'Gas detectors',
        'Noise dosimeters',
        'PowerPoint',
        'Power BI',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '7 年制造业 EHS 管理经验，持注册安全工程师证书，所负责工厂连续 3 年零重大事故。',
          '擅长风险治理与安全文化建设，TRIR 下降三分之二。',
        ],
        student: ['安全工程专业应届生，熟悉安全生产法规与风险评价方法，做过工厂 EHS 实习。'],
      },
      'en-US': {
        experienced: [
          'EHS specialist with 7 years in manufacturing and 3 years without a serious incident; CSP.',
          'Strong in risk reduction and safety culture, cutting TRIR by two-thirds.',
        ],
        student: ['Safety engineering graduate with a plant EHS internship.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['安全工程', '环境工程'],
        courses: ['安全系统工程', '安全管理学', '职业卫生', '消防工程'],
      },
      'en-US': {
        majors: ['Occupational Safety and Health', 'Environmental Engineering'],
        courses: ['Safety Management', 'Industrial Hygiene', 'Fire Protection', 'Risk Assessment'],
      },
    },
    workplace: 'manufacturer',
  },
];
