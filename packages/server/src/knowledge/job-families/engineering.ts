// Job families of traditional engineering: mechanical, civil, electrical.
import type { JobFamily } from '../job-family.ts';

export const ENGINEERING_FAMILIES: readonly JobFamily[] = [
  {
    id: 'mechanical-engineer',
    names: { 'zh-CN': '机械工程师', 'en-US': 'Mechanical Engineer' },
    field: { 'zh-CN': '机械设计与制造', 'en-US': 'mechanical engineering' },
    synonyms: [
      '机械工程师',
      '机械设计工程师',
      '机械设计',
      '机械设计师',
      '非标设计',
      '非标机械设计',
      '机电工程师',
      '制造工程师',
      '产品结构工程师',
      '产品结构设计',
      '机械',
      'mechanical engineer',
      'mechanical design engineer',
      'mechatronics engineer',
      'product design engineer',
      'mechanical designer',
      'cad designer',
      'mechanical',
    ],
    keywords: ['solidworks', 'creo', 'catia', 'ug nx', 'ansys', 'gd&t', '非标'],
    skillGroups: {
      'zh-CN': [
        { name: '设计软件', examples: ['SolidWorks', 'AutoCAD', 'UG NX', 'Creo'] },
        { name: '专业能力', examples: ['机构设计', '公差分析（GD&T）', '有限元分析', '材料选型'] },
        { name: '制造工艺', examples: ['钣金', '机加工', '注塑', '焊接'] },
      ],
      'en-US': [
        { name: 'CAD / CAE', examples: ['SolidWorks', 'AutoCAD', 'Siemens NX', 'ANSYS'] },
        { name: 'Engineering', examples: ['Mechanism design', 'GD&T', 'FEA', 'Material selection'] },
        { name: 'Manufacturing', examples: ['Sheet metal', 'CNC machining', 'Injection molding', 'DFM'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责设计的产品或设备：类型、关键参数与你的设计范围]',
        '[一次结构或工艺改进：解决的问题与成本、良率或效率的变化]',
        '[你完成的仿真分析或试验验证，以及据此做出的设计调整]',
        '[你参与的产品从设计到量产的过程：周期与产量]',
        '[你与供应商、生产车间协作解决的技术问题]',
      ],
      'en-US': [
        '[The products or equipment you design: type, key specifications and your scope]',
        '[A design or process improvement: the problem and the change in cost, yield or throughput]',
        '[Simulation or testing you did, and the design changes it drove]',
        '[Your part in taking a product from design to production: timeline and volume]',
        '[A technical problem you solved with suppliers or the shop floor]',
      ],
    },
    achievements: {
      'zh-CN': [
        '主导自动化装配线非标设备设计 6 台，产线人工减少 12 人，节拍提升 30%',
        '优化钣金件结构与工艺，单台材料成本降低 18%',
        '运用有限元分析改进支架结构，重量减轻 25% 且通过全部强度测试',
        '解决注塑件翘曲问题，产品良率从 88% 提升到 98%',
        '编制设计规范与标准件库，新项目设计周期缩短 20%',
        '完成 3 款产品的 DFMEA 分析，量产后设计类问题减少 60%',
      ],
      'en-US': [
        'Designed 6 custom automated assembly machines that removed 12 manual roles and raised line speed by 30%',
        'Redesigned sheet-metal parts and processes, lowering material cost per unit by 18%',
        'Used FEA to redesign a bracket 25% lighter that passed every strength test',
        'Solved warpage in an injection-moulded part, lifting yield from 88% to 98%',
        'Wrote design standards and a standard-parts library that shortened new designs by 20%',
        'Led DFMEA on 3 products, cutting design-related issues after launch by 60%',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '自动化装配线设计', description: '从方案到调试交付的非标自动化设备项目' },
        { name: '产品结构降本', description: '通过结构优化与工艺替代降低物料成本' },
        { name: '注塑良率提升', description: '联合模具厂与车间解决翘曲与缩痕问题' },
      ],
      'en-US': [
        { name: 'Automated assembly line', description: 'Custom automation from concept to commissioning' },
        {
          name: 'Design-to-cost program',
          description: 'Structural and process changes that cut material cost',
        },
        {
          name: 'Molding yield improvement',
          description: 'Worked with the toolmaker and line to fix warpage and sink marks',
        },
      ],
    },
    certifications: {
      'zh-CN': ['机械工程师（中级职称）', 'SolidWorks 认证工程师（CSWP）', '六西格玛绿带'],
      'en-US': [
        'Professional Engineer (PE)',
        'Certified SolidWorks Professional (CSWP)',
        'Six Sigma Green Belt',
      ],
    },
    tools: {
      'zh-CN': ['SolidWorks', 'AutoCAD', 'UG NX', 'ANSYS', 'Creo', 'Excel'],
      'en-US': ['SolidWorks', 'AutoCAD', 'Siemens NX', 'ANSYS', 'Creo', 'Minitab'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年机械设计经验，熟练使用 SolidWorks 与 AutoCAD，主导过多台非标自动化设备的设计与交付。',
          '注重可制造性与成本，推动结构优化使单台物料成本降低 18%。',
        ],
        student: [
          '机械设计制造及其自动化专业在读，熟练使用 SolidWorks 与 AutoCAD，参加过机械创新设计大赛。',
          '动手能力强，在金工实习与课程设计中完成过完整的机构设计。',
        ],
      },
      'en-US': {
        experienced: [
          'Mechanical engineer with 6 years designing custom automation equipment in SolidWorks and AutoCAD.',
          'Designs for manufacturability and cost; cut material cost per unit by 18%.',
        ],
        student: [
          'Mechanical engineering student fluent in SolidWorks and AutoCAD who competed in a national design contest.',
          'Hands-on, with complete mechanism designs from workshop practice and capstone projects.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['机械设计制造及其自动化', '机械电子工程', '车辆工程'],
        courses: ['机械原理', '机械设计', '材料力学', '工程制图'],
      },
      'en-US': {
        majors: ['Mechanical Engineering', 'Mechatronics'],
        courses: ['Machine Design', 'Mechanics of Materials', 'Thermodynamics', 'Engineering Drawing'],
      },
    },
    workplace: 'manufacturer',
  },
  {
    id: 'civil-engineer',
    names: { 'zh-CN': '土木工程师', 'en-US': 'Civil Engineer' },
    field: { 'zh-CN': '土木工程', 'en-US': 'civil engineering' },
    synonyms: [
      '土木工程师',
      '土木工程',
      '土建工程师',
      '土建',
      '施工员',
      '施工技术员',
      '施工管理',
      '现场工程师',
      '建筑工程师',
      '路桥工程师',
      '道路桥梁工程师',
      '桥梁工程师',
      '岩土工程师',
      '市政工程师',
      '土木',
      'civil engineer',
      'site engineer',
      'construction engineer',
      'geotechnical engineer',
      'highway engineer',
      'bridge engineer',
      'transportation engineer',
      'resident engineer',
      'civil',
    ],
    keywords: ['施工', '建筑', 'construction', '工地'],
    skillGroups: {
      'zh-CN': [
        { name: '设计与计算', examples: ['结构设计', 'PKPM', 'YJK', 'MIDAS'] },
        { name: '施工管理', examples: ['施工组织设计', '进度与质量控制', '安全管理', '工程量计算'] },
        { name: '软件', examples: ['AutoCAD', 'Revit（BIM）', '广联达', 'Project'] },
      ],
      'en-US': [
        { name: 'Design & analysis', examples: ['Structural design', 'SAP2000', 'ETABS', 'Civil 3D'] },
        { name: 'Construction', examples: ['Site supervision', 'Scheduling', 'QA/QC', 'Health & safety'] },
        { name: 'Software', examples: ['AutoCAD', 'Revit (BIM)', 'Primavera P6', 'MS Project'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你参与的工程项目：类型、建筑面积或合同额，以及你的岗位]',
        '[你负责的设计或施工内容，以及进度、质量、安全的结果]',
        '[一次技术难题或变更的处理：问题、方案与节约的工期或成本]',
        '[你负责的现场协调：分包单位数量、人员规模]',
        '[你使用 BIM 或其他技术提升效率的例子]',
      ],
      'en-US': [
        '[The projects you worked on: type, floor area or contract value, and your role]',
        '[The design or construction work you owned, and its schedule, quality and safety results]',
        '[A technical problem or change you handled: the issue, your solution and time or cost saved]',
        '[Site coordination you led: number of subcontractors and workforce size]',
        '[How you used BIM or other tools to work faster]',
      ],
    },
    achievements: {
      'zh-CN': [
        '担任 12 万平方米住宅项目土建工程师，项目提前 25 天竣工，获评市级优质结构工程',
        '优化基坑支护方案，节约工程造价 300 万元',
        '运用 BIM 进行管线综合碰撞检查，发现并解决碰撞 400 余处，减少返工',
        '负责现场 8 家分包单位协调，连续 500 天无安全事故',
        '完成 3 座中小跨径桥梁的结构设计与计算，全部通过审查',
        '编制施工组织设计与专项方案 10 余份，均一次通过专家论证',
      ],
      'en-US': [
        'Site engineer on a 120,000 m² residential project that finished 25 days early and won a city quality award',
        'Redesigned the excavation support scheme, saving $420K in construction cost',
        'Ran BIM clash detection that resolved 400+ clashes before they reached site',
        'Coordinated 8 subcontractors on site with 500 days without a lost-time incident',
        'Designed 3 short-span bridges that all passed independent review',
        'Wrote 10+ construction method statements that all passed expert review first time',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '住宅小区总承包项目', description: '12 万平方米高层住宅的土建施工管理' },
        { name: '市政道路改造工程', description: '3 公里城市道路与管网改造的施工组织' },
        { name: 'BIM 管线综合', description: '机电管线碰撞检查与深化设计，减少现场返工' },
      ],
      'en-US': [
        {
          name: 'Residential development',
          description: 'Construction management of a 120,000 m² high-rise project',
        },
        {
          name: 'Urban road reconstruction',
          description: 'Planning and delivery of 3 km of road and utilities work',
        },
        {
          name: 'BIM coordination',
          description: 'Clash detection and detailed design that cut rework on site',
        },
      ],
    },
    certifications: {
      'zh-CN': ['一级建造师', '二级建造师', '注册结构工程师', '注册监理工程师'],
      'en-US': [
        'Professional Engineer (PE)',
        'Engineer in Training (EIT)',
        'OSHA 30-Hour Construction',
        'PMP',
      ],
    },
    tools: {
      'zh-CN': ['AutoCAD', 'Revit', '广联达', 'PKPM', 'MIDAS', 'Microsoft Project'],
      'en-US': ['AutoCAD', 'Civil 3D', 'Revit', 'SAP2000', 'ETABS', 'Primavera P6'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '7 年土建施工与管理经验，一级建造师，负责过 12 万平方米住宅总承包项目。',
          '熟悉施工组织与质量安全管理，善于协调多方，项目提前 25 天竣工。',
        ],
        student: [
          '土木工程专业在读，熟练使用 AutoCAD 与 PKPM，参加过结构设计竞赛。',
          '能吃苦、适应工地环境，在施工单位实习期间参与过现场质量检查。',
        ],
      },
      'en-US': {
        experienced: [
          'Licensed PE with 7 years in construction engineering, running site work on a 120,000 m² residential project.',
          'Strong in planning, quality and safety, and in coordinating many parties; delivered 25 days early.',
        ],
        student: [
          'Civil engineering student fluent in AutoCAD and structural software who competed in a structural design contest.',
          'Comfortable on site, having supported quality inspections during a contractor internship.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['土木工程', '道路桥梁与渡河工程', '工程管理'],
        courses: ['结构力学', '混凝土结构设计', '土力学', '施工技术'],
      },
      'en-US': {
        majors: ['Civil Engineering', 'Structural Engineering', 'Construction Management'],
        courses: [
          'Structural Analysis',
          'Reinforced Concrete Design',
          'Soil Mechanics',
          'Construction Methods',
        ],
      },
    },
    workplace: 'construction',
  },
  {
    id: 'electrical-engineer',
    names: { 'zh-CN': '电气工程师', 'en-US': 'Electrical Engineer' },
    field: { 'zh-CN': '电气工程', 'en-US': 'electrical engineering' },
    synonyms: [
      '电气工程师',
      '电气设计工程师',
      '电气设计',
      '电气',
      '电气自动化工程师',
      '电气自动化',
      '自动化工程师',
      'PLC工程师',
      '强电工程师',
      '弱电工程师',
      '电气技术员',
      '配电工程师',
      '电气调试工程师',
      '电气调试',
      'electrical engineer',
      'electrical design engineer',
      'controls engineer',
      'control systems engineer',
      'automation engineer',
      'plc engineer',
      'plc programmer',
      'instrumentation engineer',
      'electrical',
    ],
    keywords: ['plc', 'scada', 'eplan', '配电'],
    skillGroups: {
      'zh-CN': [
        { name: '电气设计', examples: ['供配电设计', '电气原理图', '低压成套', '负荷计算'] },
        { name: '自动化控制', examples: ['西门子 PLC', '三菱 PLC', 'WinCC', '变频器调试'] },
        { name: '软件', examples: ['AutoCAD Electrical', 'EPLAN', 'ETAP', 'MATLAB'] },
      ],
      'en-US': [
        {
          name: 'Electrical design',
          examples: ['Power distribution', 'Schematics', 'Load calculations', 'Protection coordination'],
        },
        { name: 'Automation', examples: ['Siemens PLC', 'Allen-Bradley', 'SCADA / HMI', 'VFDs'] },
        { name: 'Software', examples: ['AutoCAD Electrical', 'EPLAN', 'ETAP', 'MATLAB'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的电气系统或项目：电压等级、容量或设备规模]',
        '[你完成的电气设计或 PLC 编程，以及调试上线结果]',
        '[一次节能或可靠性改进：能耗、故障率前后的变化]',
        '[你处理的现场电气故障或调试难题]',
        '[你参与的安全规范执行或验收工作]',
      ],
      'en-US': [
        '[The electrical systems or projects you work on: voltage level, capacity or equipment scale]',
        '[Electrical design or PLC programming you did, and how commissioning went]',
        '[An energy-saving or reliability improvement: consumption or failure rate before and after]',
        '[A field fault or commissioning problem you solved]',
        '[Safety compliance or acceptance testing you were responsible for]',
      ],
    },
    achievements: {
      'zh-CN': [
        '完成 10kV 变配电系统设计 5 项，总容量 4 万 kVA，全部一次通过验收',
        '编写西门子 PLC 程序并调试 3 条自动化产线，设备综合效率提升 15%',
        '实施电机变频节能改造，车间年节电 120 万度',
        '排查并整改配电系统隐患 60 余处，电气故障停机时间减少 50%',
        '主导光伏电站电气设计，装机容量 20MW，按期并网',
        '编制电气设备预防性维护计划，设备年故障次数从 24 次降至 6 次',
      ],
      'en-US': [
        'Designed 5 10 kV distribution systems totaling 40 MVA, all passing acceptance first time',
        'Programmed and commissioned Siemens PLCs on 3 automated lines, raising OEE by 15%',
        'Led a VFD retrofit that saved 1.2 GWh of electricity a year',
        'Found and fixed 60+ hazards in the distribution system, halving downtime from electrical faults',
        'Led electrical design of a 20 MW solar plant connected to the grid on schedule',
        'Wrote a preventive maintenance plan for electrical equipment that cut annual failures from 24 to 6',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '工厂变配电系统设计', description: '新建厂区 10kV 供配电系统的设计与验收' },
        { name: '自动化产线电气调试', description: 'PLC 编程、HMI 组态与现场联调' },
        { name: '电机节能改造', description: '对高耗能电机实施变频改造，显著降低电耗' },
      ],
      'en-US': [
        {
          name: 'Plant power distribution',
          description: 'Design and acceptance of a new 10 kV distribution system',
        },
        {
          name: 'Automated line commissioning',
          description: 'PLC programming, HMI set-up and on-site integration',
        },
        { name: 'Motor energy retrofit', description: 'VFDs on high-load motors that cut electricity use' },
      ],
    },
    certifications: {
      'zh-CN': ['注册电气工程师（供配电）', '电工进网作业许可证', '低压电工作业证', '电气工程师（中级职称）'],
      'en-US': [
        'Professional Engineer (PE), Electrical',
        'Engineer in Training (EIT)',
        'Siemens Certified Programmer',
        'NFPA 70E training',
      ],
    },
    tools: {
      'zh-CN': ['AutoCAD Electrical', 'EPLAN', 'TIA Portal', 'WinCC', 'ETAP', 'MATLAB'],
      'en-US': ['AutoCAD Electrical', 'EPLAN', 'TIA Portal', 'Studio 5000', 'ETAP', 'MATLAB'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年电气设计与调试经验，注册电气工程师，熟悉 10kV 供配电设计与 PLC 自动化控制。',
          '注重安全与可靠性，主导的节能改造每年节电 120 万度。',
        ],
        student: [
          '电气工程及其自动化专业在读，熟悉 PLC 编程与 AutoCAD，持低压电工作业证。',
          '在电力设计院实习期间参与过配电图纸绘制，严谨细致。',
        ],
      },
      'en-US': {
        experienced: [
          'Licensed electrical engineer with 6 years in distribution design and PLC automation.',
          'Safety- and reliability-minded; my retrofit saves 1.2 GWh a year.',
        ],
        student: [
          'Electrical engineering student comfortable with PLC programming and AutoCAD Electrical.',
          'Drew distribution schematics during an internship at a power design institute; careful and precise.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['电气工程及其自动化', '自动化', '电力系统'],
        courses: ['电路原理', '电力系统分析', '电机学', 'PLC 原理与应用'],
      },
      'en-US': {
        majors: ['Electrical Engineering', 'Electrical and Computer Engineering'],
        courses: ['Circuit Analysis', 'Power Systems', 'Electric Machines', 'Control Systems'],
      },
    },
    workplace: 'utility',
  },
];
