// Job families of building and civil engineering specialties: structures, architecture, cost, surveying, planning,
// landscape, site supervision, water services and BIM.
import type { JobFamily } from '../job-family.ts';

export const CIVIL_ENGINEERING_FAMILIES: readonly JobFamily[] = [
  {
    id: 'structural-engineer',
    names: { 'zh-CN': '结构工程师', 'en-US': 'Structural Engineer' },
    field: { 'zh-CN': '结构设计', 'en-US': 'structural engineering' },
    synonyms: [
      '结构工程师',
      '结构设计师',
      '结构设计工程师',
      '建筑结构工程师',
      '建筑结构设计',
      '结构专业负责人',
      '钢结构设计师',
      '桥梁结构设计师',
      '结构设计',
      'structural engineer',
      'structural design engineer',
      'building structural engineer',
      'steel structure engineer',
      'structural designer',
      'bridge design engineer',
    ],
    keywords: ['pkpm', 'yjk', 'etabs', '抗震', 'seismic design'],
    skillGroups: {
      'zh-CN': [
        { name: '结构设计', examples: ['混凝土结构', '钢结构', '高层建筑', '抗震设计'] },
        { name: '计算软件', examples: ['PKPM', 'YJK', 'MIDAS Gen', 'ETABS'] },
        {
          name: '规范与出图',
          examples: ['建筑抗震设计规范', '混凝土结构设计规范', '施工图审查', '结构计算书'],
        },
      ],
      'en-US': [
        { name: 'Design', examples: ['Reinforced concrete', 'Steel', 'High-rise', 'Seismic design'] },
        { name: 'Software', examples: ['ETABS', 'SAP2000', 'RAM Structural System', 'Tekla'] },
        { name: 'Codes & delivery', examples: ['ASCE 7', 'ACI 318', 'AISC 360', 'Calculation packages'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责设计的项目类型（住宅、公建、工业、桥梁）、规模与结构形式]',
        '[你完成的结构计算与施工图，以及审图结果]',
        '[你做的一次结构优化，节省的钢筋、混凝土或造价]',
        '[你解决的一个复杂结构问题（超限、大跨、转换层），以及方案]',
        '[你配合施工的现场服务与变更处理情况]',
      ],
      'en-US': [
        '[The buildings or bridges you design, their size and structural systems]',
        '[Calculations and drawings you delivered, and plan review results]',
        '[A structural optimization and the steel, concrete or cost it saved]',
        '[A complex structural problem you solved (long spans, transfers, irregular buildings)]',
        '[Construction support and change management you handled]',
      ],
    },
    achievements: {
      'zh-CN': [
        '完成 20 余个项目的结构设计，累计建筑面积 120 万平方米',
        '负责一栋 150 米超高层办公楼结构设计，顺利通过超限审查',
        '通过结构优化，项目钢筋含量降低 8%，节省造价 600 万元',
        '完成 2 万平方米大跨钢结构展厅设计，最大跨度 60 米',
        '施工图审查一次通过率 90%',
        '累计现场技术服务 100 余次，结构相关变更减少 30%',
      ],
      'en-US': [
        'Designed structures for 20+ projects totaling 13 million sq ft',
        'Led structural design for a 150 m office tower through the high-rise review',
        'Optimized a design to cut reinforcement by 8% and save $850K',
        'Designed a 215,000 sq ft long-span steel exhibition hall with 60 m spans',
        'Passed 90% of plan reviews first time',
        'Made 100+ site visits and cut structural change orders by 30%',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '超高层办公楼结构设计', description: '框架核心筒结构方案与超限专项论证' },
        { name: '大跨钢结构展厅', description: '钢桁架方案比选与节点设计' },
        { name: '住宅项目结构优化', description: '调整结构布置与构件截面，降低造价' },
      ],
      'en-US': [
        {
          name: 'High-rise office tower',
          description: 'Core-and-frame scheme and the special seismic review',
        },
        { name: 'Long-span steel hall', description: 'Truss option studies and connection design' },
        {
          name: 'Residential value engineering',
          description: 'Layout and member changes that cut structural cost',
        },
      ],
    },
    certifications: {
      'zh-CN': ['一级注册结构工程师', '二级注册结构工程师', '高级工程师职称'],
      'en-US': [
        'Professional Engineer (PE), Civil: Structural',
        'Structural Engineer (SE) license',
        'Chartered Structural Engineer (MIStructE)',
      ],
    },
    tools: {
      'zh-CN': ['PKPM', 'YJK', 'MIDAS Gen', 'ETABS', 'AutoCAD', '探索者'],
      'en-US': ['ETABS', 'SAP2000', 'RAM', 'Revit', 'Tekla Structures', 'AutoCAD'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '8 年建筑结构设计经验，完成 20 余个项目、120 万平方米，持一级注册结构工程师证书。',
          '擅长超高层与大跨结构，善于结构优化控制造价。',
        ],
        student: ['土木工程（结构方向）硕士应届生，熟练使用 PKPM 与 YJK，课题为高层结构抗震性能分析。'],
      },
      'en-US': {
        experienced: [
          'Structural engineer with 8 years and 20+ projects totaling 13 million sq ft; licensed SE.',
          'Strong in high-rise and long-span structures and in value engineering.',
        ],
        student: [
          'Structural engineering graduate skilled in ETABS and SAP2000, with a thesis on seismic performance.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['土木工程'],
        courses: ['结构力学', '混凝土结构设计原理', '钢结构', '建筑结构抗震设计'],
      },
      'en-US': {
        majors: ['Structural Engineering', 'Civil Engineering'],
        courses: ['Structural Analysis', 'Reinforced Concrete Design', 'Steel Design', 'Structural Dynamics'],
      },
    },
    workplace: 'construction',
  },
  {
    id: 'architect',
    names: { 'zh-CN': '建筑师', 'en-US': 'Architect' },
    field: { 'zh-CN': '建筑设计', 'en-US': 'architecture' },
    synonyms: [
      '建筑师',
      '建筑设计师',
      '建筑设计',
      '注册建筑师',
      '方案建筑师',
      '施工图建筑师',
      '建筑方案设计师',
      '建筑设计助理',
      '主创建筑师',
      '建筑专业负责人',
      'architect',
      'project architect',
      'design architect',
      'architectural designer',
      'architectural assistant',
      'licensed architect',
      'architectural technologist',
      'job captain',
    ],
    keywords: ['建筑方案', 'architecture', 'sketchup', 'rhino grasshopper', 'ncarb'],
    skillGroups: {
      'zh-CN': [
        { name: '设计能力', examples: ['方案设计', '总图规划', '施工图设计', '立面与空间'] },
        { name: '软件', examples: ['Revit', 'Rhino', 'SketchUp', 'AutoCAD'] },
        { name: '规范与协调', examples: ['建筑设计防火规范', '绿色建筑', '专业协调', '报批报建'] },
      ],
      'en-US': [
        {
          name: 'Design',
          examples: ['Concept design', 'Master planning', 'Construction documents', 'Facades and interiors'],
        },
        { name: 'Software', examples: ['Revit', 'Rhino', 'SketchUp', 'AutoCAD'] },
        {
          name: 'Codes & coordination',
          examples: ['IBC', 'Sustainable design', 'Consultant coordination', 'Permitting'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你参与的项目类型（住宅、文教、商业、城市更新）、规模与阶段]',
        '[你负责的方案或施工图工作，以及中标或审批结果]',
        '[一个代表项目：设计理念、难点与最终落地效果]',
        '[你协调结构、机电等专业与甲方的工作，以及对进度的影响]',
        '[你的设计获得的奖项、竞赛结果或发表情况]',
      ],
      'en-US': [
        '[The building types you work on, their size and the phases you cover]',
        '[Concept or documentation work you led, and competition or approval results]',
        '[A signature project: the idea, the challenges and how it was built]',
        '[How you coordinated consultants and clients, and the effect on schedule]',
        '[Awards, competitions or publications]',
      ],
    },
    achievements: {
      'zh-CN': [
        '参与 12 个项目的方案与施工图设计，累计建筑面积 60 万平方米',
        '主导一所 3 万平方米中学的方案设计，在 5 家单位竞标中中标',
        '2023 年负责城市更新项目立面改造，项目获省级优秀工程勘察设计奖',
        '协调 6 个专业完成施工图，提前 2 周出图',
        '2023 年完成绿色建筑二星级设计，通过评价认证',
        '设计竞赛入围 3 次，获奖 1 次',
      ],
      'en-US': [
        'Worked on concept and documents for 12 projects totaling 6.5 million sq ft',
        'Led the winning concept for a 320,000 sq ft secondary school against 5 competing firms',
        'Designed the facade for an urban renewal project that won a regional design award in 2023',
        'Coordinated 6 disciplines to issue construction documents 2 weeks early',
        'Delivered a design certified LEED Gold in 2023',
        'Shortlisted in 3 design competitions and won 1',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '中学校园设计', description: '以开放庭院组织教学空间，兼顾采光与交流' },
        { name: '老城区更新改造', description: '保留历史肌理并植入新功能，激活街区' },
        { name: '绿色办公楼设计', description: '被动式设计与节能技术结合，取得绿色建筑认证' },
      ],
      'en-US': [
        {
          name: 'Secondary school campus',
          description: 'Courtyards organizing classrooms for daylight and interaction',
        },
        { name: 'Historic district renewal', description: 'Kept the historic fabric while adding new uses' },
        {
          name: 'Sustainable office building',
          description: 'Passive design and efficient systems that earned certification',
        },
      ],
    },
    certifications: {
      'zh-CN': ['一级注册建筑师', '二级注册建筑师', 'LEED AP BD+C'],
      'en-US': ['Registered Architect (NCARB / ARE)', 'LEED AP BD+C', 'RIBA Chartered Architect'],
    },
    tools: {
      'zh-CN': ['Revit', 'Rhino', 'SketchUp', 'AutoCAD', '天正建筑', 'Enscape'],
      'en-US': ['Revit', 'Rhino', 'SketchUp', 'AutoCAD', 'Enscape', 'Adobe InDesign'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '7 年建筑设计经验，覆盖文教、商业与城市更新，主导方案曾在竞标中胜出。',
          '兼顾方案与施工图，协调能力强。',
        ],
        student: ['建筑学专业五年制应届生，熟练使用 Rhino 与 Revit，作品集包含 4 个完整设计。'],
      },
      'en-US': {
        experienced: [
          'Architect with 7 years across education, commercial and renewal projects, including a competition-winning school.',
          'Equally strong in design and documentation, and a good coordinator.',
        ],
        student: [
          'Architecture graduate fluent in Rhino and Revit, with 4 complete projects in my portfolio.',
        ],
      },
    },
    education: {
      'zh-CN': { majors: ['建筑学'], courses: ['建筑设计', '建筑构造', '建筑历史与理论', '城市设计'] },
      'en-US': {
        majors: ['Architecture (B.Arch / M.Arch)'],
        courses: ['Design Studio', 'Building Construction', 'Architectural History', 'Environmental Systems'],
      },
    },
    workplace: 'construction',
  },
  {
    id: 'cost-engineer',
    names: { 'zh-CN': '造价工程师', 'en-US': 'Quantity Surveyor' },
    field: { 'zh-CN': '工程造价', 'en-US': 'cost management' },
    synonyms: [
      '造价工程师',
      '造价员',
      '预算员',
      '工程预算员',
      '土建造价',
      '安装造价',
      '成本工程师',
      '合约工程师',
      '合约经理',
      '招标采购工程师',
      '预结算专员',
      '审计造价',
      'quantity surveyor',
      'cost engineer',
      'cost estimator',
      'construction estimator',
      'estimator',
      'cost consultant',
      'contracts engineer',
    ],
    keywords: ['造价', 'quantity surveying', '工程量', '结算', '广联达'],
    skillGroups: {
      'zh-CN': [
        { name: '造价业务', examples: ['工程量计算', '清单计价', '招标控制价', '竣工结算'] },
        { name: '合约管理', examples: ['合同条款', '变更签证', '动态成本', '索赔处理'] },
        { name: '软件', examples: ['广联达 GTJ', '广联达计价', '鲁班', 'Excel'] },
      ],
      'en-US': [
        {
          name: 'Estimating',
          examples: ['Quantity take-off', 'Bills of quantities', 'Cost plans', 'Final accounts'],
        },
        {
          name: 'Commercial',
          examples: ['Contract administration', 'Variations', 'Cost reporting', 'Claims'],
        },
        { name: 'Software', examples: ['CostX', 'Bluebeam', 'Excel', 'Procore'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责造价的项目类型与投资规模]',
        '[你编制的预算、招标控制价或结算，以及审定偏差]',
        '[你处理的变更签证与索赔，为项目节省的金额]',
        '[你做的成本测算或动态成本管控，以及目标成本达成情况]',
        '[你推动的造价数据库或流程改进]',
      ],
      'en-US': [
        '[The projects you cost and their value]',
        '[Estimates, tender budgets or final accounts you prepared, and their accuracy]',
        '[Variations and claims you handled, and the savings]',
        '[Cost planning or tracking you ran, and how projects landed against budget]',
        '[Cost databases or process improvements you drove]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责 8 个房建项目的全过程造价，总投资 25 亿元',
        '编制招标控制价 30 余份，与中标价偏差控制在 3% 以内',
        '审核结算 40 个，审减金额 3200 万元',
        '建立动态成本台账，项目最终成本控制在目标成本的 98%',
        '处理变更签证 500 余份，核减不合理费用 800 万元',
        '整理造价指标数据库，覆盖 20 个已完项目',
      ],
      'en-US': [
        'Managed costs on 8 building projects worth $350M',
        'Prepared 30+ tender budgets within 3% of winning bids',
        'Reviewed 40 final accounts, saving $4.5M',
        'Set up live cost tracking that landed a project at 98% of its target cost',
        'Assessed 500+ variations and removed $1.1M in unjustified costs',
        'Built a cost benchmark database from 20 completed projects',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '住宅项目全过程造价', description: '从估算、招标到结算全过程控制成本' },
        { name: '目标成本管控', description: '建立动态成本与预警机制，控制超支' },
        { name: '造价指标库建设', description: '沉淀已完项目数据，支持投资测算' },
      ],
      'en-US': [
        {
          name: 'Residential project cost management',
          description: 'Estimate to final account cost control',
        },
        {
          name: 'Target cost control',
          description: 'Live cost tracking and early warnings that prevented overruns',
        },
        {
          name: 'Cost benchmark database',
          description: 'Data from completed projects to support early estimates',
        },
      ],
    },
    certifications: {
      'zh-CN': ['一级造价工程师', '二级造价工程师', '一级建造师'],
      'en-US': [
        'MRICS (Chartered Quantity Surveyor)',
        'AACE Certified Cost Professional (CCP)',
        'Certified Professional Estimator (CPE)',
      ],
    },
    tools: {
      'zh-CN': ['广联达 GTJ', '广联达云计价', '鲁班', 'Excel', 'AutoCAD', '明源云'],
      'en-US': ['CostX', 'Bluebeam Revu', 'Excel', 'Procore', 'Sage Estimating', 'AutoCAD'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '7 年房建造价经验，负责总投资 25 亿元项目的全过程造价，持一级造价工程师证书。',
          '结算审减 3200 万元，成本控制严谨。',
        ],
        student: ['工程造价专业应届生，熟练使用广联达算量与计价软件，实习期间参与过结算审核。'],
      },
      'en-US': {
        experienced: [
          'Quantity surveyor with 7 years managing costs on $350M of building work; MRICS.',
          'Disciplined on cost, saving $4.5M in final account reviews.',
        ],
        student: [
          'Quantity surveying graduate skilled in take-off software, with final account review experience.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['工程造价', '工程管理'],
        courses: ['工程计量与计价', '建设工程合同管理', '建筑工程概预算', '工程经济学'],
      },
      'en-US': {
        majors: ['Quantity Surveying', 'Construction Management'],
        courses: ['Measurement', 'Construction Contracts', 'Cost Planning', 'Construction Economics'],
      },
    },
    workplace: 'construction',
  },
  {
    id: 'surveyor',
    names: { 'zh-CN': '测绘工程师', 'en-US': 'Land Surveyor' },
    field: { 'zh-CN': '工程测量与测绘', 'en-US': 'surveying' },
    synonyms: [
      '测绘工程师',
      '测量员',
      '测量工程师',
      '测绘员',
      '工程测量',
      '测量技术员',
      '地理信息工程师',
      'GIS工程师',
      '无人机测绘',
      '遥感工程师',
      'land surveyor',
      'surveyor',
      'survey technician',
      'geomatics engineer',
      'gis analyst',
      'gis specialist',
      'gis technician',
      'remote sensing analyst',
      'survey engineer',
    ],
    keywords: ['测绘', 'gis', 'arcgis', '全站仪', 'rtk', 'geomatics', 'lidar'],
    skillGroups: {
      'zh-CN': [
        { name: '测量技术', examples: ['控制测量', '地形测量', '施工放样', '变形监测'] },
        { name: '地理信息', examples: ['ArcGIS', '无人机倾斜摄影', '遥感影像处理', '三维建模'] },
        { name: '仪器', examples: ['全站仪', 'GNSS RTK', '水准仪', '三维激光扫描仪'] },
      ],
      'en-US': [
        {
          name: 'Surveying',
          examples: ['Control surveys', 'Topographic surveys', 'Construction staking', 'Monitoring'],
        },
        {
          name: 'Geospatial',
          examples: ['ArcGIS', 'Drone photogrammetry', 'Remote sensing', 'Point clouds'],
        },
        { name: 'Instruments', examples: ['Total stations', 'GNSS RTK', 'Digital levels', 'Laser scanners'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的测量项目类型（工程施工、地形、地籍、监测）与规模]',
        '[你完成的测量任务与精度指标]',
        '[你应用的新技术（无人机、激光扫描），提升的效率]',
        '[你处理的一次测量问题或纠偏，以及对工程的影响]',
        '[你完成的地理信息数据处理或成果图件]',
      ],
      'en-US': [
        '[The surveys you run (construction, topographic, boundary, monitoring) and their scale]',
        '[Survey tasks you delivered and the accuracy achieved]',
        '[New methods (drones, laser scanning) you used, and the efficiency gained]',
        '[A survey problem or correction you handled, and its effect on the project]',
        '[GIS data processing or map products you delivered]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责 3 个地铁标段的施工测量，贯通误差控制在 20 毫米以内',
        '完成 50 平方公里 1:500 地形图测绘',
        '引入无人机倾斜摄影，外业时间缩短 60%',
        '承担深基坑变形监测 2 年，提前预警 3 次险情',
        '建立项目 GIS 数据平台，整合 2000 余个测量成果',
        '测量成果检查合格率 100%',
      ],
      'en-US': [
        'Led construction surveying on 3 metro sections with breakthrough error under 20 mm',
        'Mapped 50 square kilometres at 1:500 scale',
        'Introduced drone photogrammetry that cut field time by 60%',
        'Ran deep excavation monitoring for 2 years, giving 3 early warnings',
        'Built a project GIS platform bringing together 2,000+ survey datasets',
        'Passed 100% of survey quality checks',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '地铁隧道贯通测量', description: '建立控制网并全程监控，确保精准贯通' },
        { name: '无人机实景三维建模', description: '倾斜摄影生成三维模型，服务规划与设计' },
        { name: '深基坑监测', description: '布设监测点并定期分析变形数据' },
      ],
      'en-US': [
        {
          name: 'Metro tunnel breakthrough survey',
          description: 'Control network and monitoring for an accurate breakthrough',
        },
        { name: 'Drone 3D reality model', description: 'Photogrammetry models for planning and design' },
        { name: 'Excavation monitoring', description: 'Monitoring points and regular deformation analysis' },
      ],
    },
    certifications: {
      'zh-CN': ['注册测绘师', '民用无人机驾驶员执照（CAAC）', '工程测量员（职业技能等级证书）'],
      'en-US': [
        'Professional Land Surveyor (PLS)',
        'FAA Part 107 Remote Pilot Certificate',
        'GIS Professional (GISP)',
      ],
    },
    tools: {
      'zh-CN': ['徕卡全站仪', 'GNSS RTK', 'ArcGIS', 'CASS', 'ContextCapture', 'AutoCAD'],
      'en-US': ['Leica total stations', 'Trimble GNSS', 'ArcGIS Pro', 'Civil 3D', 'Pix4D', 'Cyclone'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年工程测量经验，负责地铁与基坑项目测量，持注册测绘师证书。',
          '熟悉无人机测绘与 GIS，外业效率提升 60%。',
        ],
        student: ['测绘工程专业应届生，熟练使用全站仪、RTK 与 ArcGIS，参加过测绘技能大赛。'],
      },
      'en-US': {
        experienced: [
          'Land surveyor with 6 years on metro and excavation projects; licensed PLS.',
          'Skilled in drone surveys and GIS, cutting field time by 60%.',
        ],
        student: ['Geomatics graduate skilled with total stations, GNSS and ArcGIS.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['测绘工程', '地理信息科学'],
        courses: ['数字测图', '大地测量学', '摄影测量学', '地理信息系统'],
      },
      'en-US': {
        majors: ['Geomatics', 'Surveying Engineering'],
        courses: ['Geodesy', 'Photogrammetry', 'GIS', 'Boundary Law'],
      },
    },
    workplace: 'construction',
  },
  {
    id: 'urban-planner',
    names: { 'zh-CN': '城市规划师', 'en-US': 'Urban Planner' },
    field: { 'zh-CN': '城乡规划', 'en-US': 'urban planning' },
    synonyms: [
      '城市规划师',
      '城乡规划师',
      '规划师',
      '规划设计师',
      '城市设计师',
      '国土空间规划师',
      '交通规划师',
      '规划设计',
      '详细规划设计师',
      '村庄规划师',
      'urban planner',
      'city planner',
      'town planner',
      'urban designer',
      'transportation planner',
      'land use planner',
      'regional planner',
      'planning officer',
    ],
    keywords: ['城市规划', 'urban planning', '国土空间规划', 'zoning', '控规'],
    skillGroups: {
      'zh-CN': [
        { name: '规划编制', examples: ['国土空间规划', '控制性详细规划', '城市设计', '村庄规划'] },
        { name: '分析方法', examples: ['GIS 空间分析', '人口与用地预测', '交通分析', '现状调研'] },
        { name: '表达与沟通', examples: ['规划文本与图集', '公众参与', '政府汇报', '专家评审'] },
      ],
      'en-US': [
        { name: 'Planning', examples: ['Comprehensive plans', 'Zoning', 'Urban design', 'Site plan review'] },
        {
          name: 'Analysis',
          examples: ['GIS analysis', 'Demographic forecasting', 'Transport analysis', 'Field surveys'],
        },
        {
          name: 'Engagement',
          examples: [
            'Plan documents',
            'Community engagement',
            'Council presentations',
            'Stakeholder workshops',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你参与编制的规划类型与规划范围（面积或人口）]',
        '[你负责的规划内容：专题研究、方案或图集]',
        '[一个代表项目：核心问题、规划策略与审批结果]',
        '[你组织的调研、公众参与或部门协调工作]',
        '[你获得的规划奖项或成果被采纳的情况]',
      ],
      'en-US': [
        '[The plans you work on and the area or population they cover]',
        '[Your part: studies, proposals or maps]',
        '[A signature plan: the key issue, your strategy and approval]',
        '[Surveys, community engagement or agency coordination you ran]',
        '[Awards or how your recommendations were adopted]',
      ],
    },
    achievements: {
      'zh-CN': [
        '参与 2 个县级国土空间总体规划编制，规划面积合计 3000 平方公里',
        '负责 5 个片区控制性详细规划，全部通过审批',
        '2023 年主导老城片区城市设计，方案获省级优秀城乡规划设计二等奖',
        '完成 40 个村庄的现状调研与村庄规划',
        '组织公众参与活动 15 场，收集意见 1200 条',
        '建立规划 GIS 数据库，数据整理效率提升 50%',
      ],
      'en-US': [
        'Worked on 2 county comprehensive plans covering 1,150 square miles',
        'Led zoning plans for 5 districts, all adopted',
        'Led an urban design for an old town that won a regional planning award in 2023',
        'Surveyed and planned 40 villages',
        'Ran 15 community engagement events and gathered 1,200 comments',
        'Built a planning GIS database that doubled data preparation speed (50% faster)',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '县级国土空间总体规划', description: '统筹生态、农业与城镇空间，划定三区三线' },
        { name: '老城片区城市设计', description: '提升公共空间与街道品质，延续历史风貌' },
        { name: '乡村振兴村庄规划', description: '结合产业与人居环境提出村庄发展方案' },
      ],
      'en-US': [
        {
          name: 'County comprehensive plan',
          description: 'Balanced ecological, farmland and urban growth areas',
        },
        {
          name: 'Old town urban design',
          description: 'Better public spaces and streets that respected historic character',
        },
        {
          name: 'Rural village plans',
          description: 'Development plans linking local economy and living conditions',
        },
      ],
    },
    certifications: {
      'zh-CN': ['注册城乡规划师', '中级工程师职称'],
      'en-US': ['AICP (American Institute of Certified Planners)', 'Chartered Town Planner (MRTPI)'],
    },
    tools: {
      'zh-CN': ['ArcGIS', 'AutoCAD', 'SketchUp', 'Photoshop', 'InDesign', '湘源控规'],
      'en-US': ['ArcGIS Pro', 'AutoCAD', 'SketchUp', 'Adobe Creative Suite', 'CommunityViz', 'Excel'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年城乡规划经验，参与国土空间总体规划与控规编制，持注册城乡规划师证书。',
          '主导的城市设计获省级奖项，擅长 GIS 分析与方案表达。',
        ],
        student: ['城乡规划专业五年制应届生，熟练使用 ArcGIS 与 SketchUp，参加过全国城市设计竞赛。'],
      },
      'en-US': {
        experienced: [
          'Urban planner with 6 years on comprehensive and zoning plans; AICP certified.',
          'Award-winning urban design work and strong GIS skills.',
        ],
        student: [
          'Urban planning graduate skilled in ArcGIS and SketchUp, with a national competition entry.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['城乡规划', '人文地理与城乡规划'],
        courses: ['城市规划原理', '城市设计', '城市道路与交通', '地理信息系统'],
      },
      'en-US': {
        majors: ['Urban Planning', 'Urban Design'],
        courses: ['Planning Theory', 'Land Use Law', 'Urban Design Studio', 'GIS'],
      },
    },
    workplace: 'government',
  },
  {
    id: 'landscape-architect',
    names: { 'zh-CN': '景观设计师', 'en-US': 'Landscape Architect' },
    field: { 'zh-CN': '景观设计', 'en-US': 'landscape architecture' },
    synonyms: [
      '景观设计师',
      '景观设计',
      '园林设计师',
      '园林景观设计师',
      '风景园林设计师',
      '景观建筑师',
      '景观施工图设计师',
      '绿化设计师',
      '园林工程师',
      'landscape architect',
      'landscape designer',
      'landscape architectural designer',
      'garden designer',
      'landscape project manager',
    ],
    keywords: ['景观', 'landscape', '园林', '风景园林'],
    skillGroups: {
      'zh-CN': [
        { name: '设计能力', examples: ['景观方案设计', '植物配置', '竖向设计', '施工图设计'] },
        { name: '专项', examples: ['海绵城市', '公园设计', '居住区景观', '滨水景观'] },
        { name: '软件', examples: ['AutoCAD', 'SketchUp', 'Lumion', 'Photoshop'] },
      ],
      'en-US': [
        { name: 'Design', examples: ['Site design', 'Planting design', 'Grading', 'Construction documents'] },
        {
          name: 'Specialties',
          examples: ['Stormwater design', 'Parks', 'Residential landscapes', 'Waterfronts'],
        },
        { name: 'Software', examples: ['AutoCAD', 'SketchUp', 'Lumion', 'Photoshop'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你参与设计的项目类型与规模（公园、居住区、商业、道路绿化）]',
        '[你负责的方案或施工图工作，以及甲方评审结果]',
        '[一个代表项目：设计理念、植物与空间策略、落地效果]',
        '[你配合施工的现场服务，以及对效果的把控]',
        '[你的设计获得的奖项或竞赛成绩]',
      ],
      'en-US': [
        '[The landscapes you design (parks, housing, commercial, streets) and their size]',
        '[Concept or documentation work you led, and client reviews]',
        '[A signature project: the idea, planting and spatial strategy, and result]',
        '[Site support and how you protected design quality]',
        '[Awards or competition results]',
      ],
    },
    achievements: {
      'zh-CN': [
        '参与 15 个景观项目设计，总面积 120 公顷',
        '主导一座 20 公顷城市公园方案设计，建成后日均游客 5000 人',
        '完成海绵城市专项设计，年径流总量控制率达到 75%',
        '负责 8 个居住区景观施工图，一次通过审查',
        '现场服务 60 余次，植物成活率 95%',
        '2023 年设计作品获中国风景园林学会科学技术奖规划设计奖三等奖',
      ],
      'en-US': [
        'Designed 15 landscape projects covering 300 acres',
        'Led the concept for a 50-acre city park that now sees 5,000 visitors a day',
        'Delivered stormwater design that retains 75% of annual runoff',
        'Produced construction documents for 8 housing landscapes, all approved first time',
        'Made 60+ site visits with 95% planting survival',
        'Won third prize in a national landscape design award in 2023',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '城市滨水公园', description: '结合防洪与生态修复打造亲水公共空间' },
        { name: '海绵城市改造', description: '雨水花园与透水铺装等措施控制径流' },
        { name: '居住区景观设计', description: '营造全龄友好的社区景观空间' },
      ],
      'en-US': [
        {
          name: 'Riverside park',
          description: 'Flood protection and ecological restoration in a waterside public space',
        },
        { name: 'Stormwater retrofit', description: 'Rain gardens and permeable paving to manage runoff' },
        { name: 'Residential landscape', description: 'Outdoor spaces designed for every age' },
      ],
    },
    certifications: {
      'zh-CN': ['风景园林工程师（中级职称）', '二级建造师（市政）'],
      'en-US': ['Licensed Landscape Architect (LARE)', 'SITES AP', 'LEED Green Associate'],
    },
    tools: {
      'zh-CN': ['AutoCAD', 'SketchUp', 'Lumion', 'Photoshop', 'Rhino', 'ArcGIS'],
      'en-US': ['AutoCAD', 'SketchUp', 'Lumion', 'Photoshop', 'Rhino', 'Land F/X'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年景观设计经验，参与 15 个项目、120 公顷，擅长公园与海绵城市设计。',
          '兼顾方案与施工图，注重落地效果。',
        ],
        student: ['风景园林专业应届生，熟悉植物配置与景观制图，作品集含 3 个公园与社区项目。'],
      },
      'en-US': {
        experienced: [
          'Landscape architect with 6 years and 15 projects, focused on parks and stormwater design.',
          'Strong from concept to construction with care for the built result.',
        ],
        student: [
          'Landscape architecture graduate skilled in planting design, with 3 park and housing projects.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['风景园林', '园林'],
        courses: ['风景园林设计', '园林植物学', '景观工程', '城市绿地系统规划'],
      },
      'en-US': {
        majors: ['Landscape Architecture'],
        courses: ['Landscape Design Studio', 'Plant Materials', 'Grading and Drainage', 'Ecology'],
      },
    },
    workplace: 'construction',
  },
  {
    id: 'construction-supervisor',
    names: { 'zh-CN': '监理工程师', 'en-US': 'Construction Inspector' },
    field: { 'zh-CN': '工程监理', 'en-US': 'construction supervision' },
    synonyms: [
      '监理工程师',
      '监理',
      '监理员',
      '总监理工程师',
      '专业监理工程师',
      '土建监理',
      '安装监理',
      '质量员',
      '工程质量监督员',
      '业主代表',
      'construction inspector',
      'site inspector',
      'building inspector',
      'construction supervisor',
      'clerk of works',
      'owner representative',
      'construction quality inspector',
    ],
    keywords: ['旁站', '监理规划', 'inspection construction', '质量验收'],
    skillGroups: {
      'zh-CN': [
        { name: '质量控制', examples: ['隐蔽工程验收', '旁站监理', '材料见证取样', '分部分项验收'] },
        { name: '进度与投资', examples: ['进度审核', '工程计量', '变更审核', '监理月报'] },
        { name: '安全与合同', examples: ['安全监理', '危大工程管理', '合同管理', '协调会议'] },
      ],
      'en-US': [
        { name: 'Quality', examples: ['Inspections', 'Material testing', 'Hold points', 'Acceptance'] },
        {
          name: 'Schedule & cost',
          examples: ['Progress review', 'Quantity verification', 'Change review', 'Reports'],
        },
        {
          name: 'Safety & contracts',
          examples: ['Site safety', 'High-risk work oversight', 'Contract administration', 'Site meetings'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你监理的项目类型、规模与投资额]',
        '[你负责的质量验收与旁站工作，以及验收合格率]',
        '[你发现并督促整改的一个质量或安全隐患，以及结果]',
        '[你在进度或投资控制上的工作，如 计量审核、变更核减]',
        '[项目获得的质量奖项或验收结果]',
      ],
      'en-US': [
        '[The projects you inspect, their size and value]',
        '[Inspections and acceptances you handle, and pass rates]',
        '[A quality or safety issue you found and had fixed]',
        '[Schedule or cost control work, such as quantity checks or change reviews]',
        '[Awards or acceptance results for your projects]',
      ],
    },
    achievements: {
      'zh-CN': [
        '担任 3 个高层住宅项目专业监理工程师，总建筑面积 35 万平方米',
        '完成隐蔽工程验收 800 余次，分部工程一次验收合格率 100%',
        '发现并督促整改重大安全隐患 12 项，项目零安全事故',
        '审核工程计量与变更，核减不合理费用 450 万元',
        '2023 年所监理项目获省级优质结构工程奖',
        '编写监理规划与实施细则 20 份',
      ],
      'en-US': [
        'Inspected 3 high-rise residential projects totaling 3.8 million sq ft',
        'Completed 800+ inspections with 100% first-time acceptance of work packages',
        'Flagged 12 serious safety hazards and saw them fixed, with zero accidents',
        'Reviewed quantities and changes, removing $640K in unjustified costs',
        'My project won a regional award for structural quality in 2023',
        'Wrote 20 supervision plans and inspection procedures',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '高层住宅项目监理', description: '全过程质量、安全与进度控制' },
        { name: '危大工程专项监理', description: '深基坑与高支模专项方案审核与旁站' },
        { name: '创优工程管理', description: '制定创优计划并严格过程验收' },
      ],
      'en-US': [
        {
          name: 'High-rise residential supervision',
          description: 'Quality, safety and schedule control from start to finish',
        },
        {
          name: 'High-risk works oversight',
          description: 'Review and supervision of deep excavation and falsework',
        },
        { name: 'Quality award project', description: 'A quality plan enforced through strict inspections' },
      ],
    },
    certifications: {
      'zh-CN': ['注册监理工程师', '一级建造师', '安全生产考核合格证（C 证）'],
      'en-US': [
        'Certified Construction Manager (CCM)',
        'ICC Building Inspector certification',
        'OSHA 30-Hour Construction',
      ],
    },
    tools: {
      'zh-CN': ['AutoCAD', '广联达', '监理管理平台', 'Excel', '回弹仪', '全站仪'],
      'en-US': ['Procore', 'Bluebeam', 'PlanGrid', 'Excel', 'Field testing equipment', 'AutoCAD'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '8 年工程监理经验，持注册监理工程师与一级建造师证书，监理项目 35 万平方米。',
          '严抓质量与安全，所监理项目零安全事故并获省级奖项。',
        ],
        student: ['土木工程专业应届生，熟悉施工规范与验收标准，在监理公司实习 6 个月。'],
      },
      'en-US': {
        experienced: [
          'Construction inspector with 8 years across 3.8 million sq ft of high-rise work; CCM.',
          'Rigorous on quality and safety, with zero accidents on my projects.',
        ],
        student: ['Civil engineering graduate who knows codes and inspections from a 6-month internship.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['土木工程', '工程管理'],
        courses: ['建设工程监理', '施工技术', '工程质量管理', '建设法规'],
      },
      'en-US': {
        majors: ['Civil Engineering', 'Construction Management'],
        courses: ['Construction Methods', 'Building Codes', 'Quality Management', 'Construction Law'],
      },
    },
    workplace: 'construction',
  },
  {
    id: 'water-engineer',
    names: { 'zh-CN': '给排水工程师', 'en-US': 'Water Resources Engineer' },
    field: { 'zh-CN': '给排水与水务', 'en-US': 'water engineering' },
    synonyms: [
      '给排水工程师',
      '给排水设计师',
      '给排水设计',
      '水务工程师',
      '水处理工程师',
      '污水处理工程师',
      '市政给排水工程师',
      '消防给水工程师',
      '水利工程师',
      '水工设计师',
      'water resources engineer',
      'water engineer',
      'wastewater engineer',
      'water treatment engineer',
      'plumbing engineer',
      'drainage engineer',
      'hydraulic engineer',
      'stormwater engineer',
    ],
    keywords: ['给排水', '水处理', 'wastewater', 'stormwater', '水务'],
    skillGroups: {
      'zh-CN': [
        { name: '设计方向', examples: ['建筑给排水', '消防给水', '市政管网', '污水处理工艺'] },
        { name: '计算与模拟', examples: ['水力计算', 'SWMM 雨洪模拟', '管网建模', '工艺计算'] },
        { name: '软件', examples: ['AutoCAD', '鸿业给排水', '天正给排水', 'Revit MEP'] },
      ],
      'en-US': [
        {
          name: 'Design',
          examples: ['Building plumbing', 'Fire water systems', 'Municipal networks', 'Treatment processes'],
        },
        {
          name: 'Modeling',
          examples: ['Hydraulic calculations', 'SWMM', 'Network modeling', 'Process design'],
        },
        { name: 'Software', examples: ['AutoCAD Civil 3D', 'WaterGEMS', 'HEC-RAS', 'Revit MEP'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责设计或运营的项目类型与规模（如 日处理量、管网长度）]',
        '[你完成的给排水设计或工艺方案，以及审查或验收结果]',
        '[你做的一项优化，降低的能耗、药耗或投资]',
        '[你处理的一个技术问题（出水超标、内涝、管网漏损），以及结果]',
        '[你参与的海绵城市、节水或提标改造项目]',
      ],
      'en-US': [
        '[The projects you design or run and their scale (flow, network length)]',
        '[Designs or process schemes you delivered, and review or acceptance results]',
        '[An optimization and the energy, chemicals or capital it saved]',
        '[A technical problem you solved (effluent quality, flooding, leakage)]',
        '[Stormwater, water-saving or upgrade projects you worked on]',
      ],
    },
    achievements: {
      'zh-CN': [
        '完成 20 个建筑与市政项目的给排水设计，施工图一次审查通过率 95%',
        '负责日处理 10 万吨污水处理厂提标改造设计，出水达到一级 A 标准',
        '优化曝气控制，污水厂吨水电耗降低 15%',
        '建立城区排水管网模型，识别内涝风险点 30 处',
        '推动管网漏损治理，供水漏损率从 18% 降到 11%',
        '参与海绵城市建设项目 3 个',
      ],
      'en-US': [
        'Designed water and drainage for 20 building and municipal projects, 95% approved first time',
        'Led the upgrade design for a 26 MGD wastewater plant to meet stricter discharge limits',
        'Optimized aeration control, cutting energy per cubic meter by 15%',
        'Built a drainage network model that identified 30 flooding hotspots',
        'Drove leak reduction that cut water losses from 18% to 11%',
        'Worked on 3 green stormwater infrastructure projects',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '污水处理厂提标改造', description: '工艺比选与设计，出水稳定达标' },
        { name: '城区排水防涝规划', description: '管网建模与内涝风险评估，提出改造方案' },
        { name: '供水管网漏损治理', description: '分区计量与检漏，降低漏损率' },
      ],
      'en-US': [
        {
          name: 'Wastewater plant upgrade',
          description: 'Process selection and design for reliable compliance',
        },
        {
          name: 'Urban flood risk study',
          description: 'Network modeling and risk assessment with upgrade proposals',
        },
        { name: 'Water loss reduction', description: 'District metering and leak detection that cut losses' },
      ],
    },
    certifications: {
      'zh-CN': ['注册公用设备工程师（给水排水）', '注册环保工程师', '中级工程师职称'],
      'en-US': [
        'Professional Engineer (PE), Civil: Water Resources and Environmental',
        'Water treatment operator certification',
        'CFM (Certified Floodplain Manager)',
      ],
    },
    tools: {
      'zh-CN': ['AutoCAD', '鸿业给排水', '天正给排水', 'SWMM', 'WaterGEMS', 'Revit MEP'],
      'en-US': ['AutoCAD Civil 3D', 'WaterGEMS', 'SWMM', 'HEC-RAS', 'InfoWorks ICM', 'Revit MEP'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '7 年给排水设计与水处理经验，完成 20 个项目，持注册公用设备工程师（给水排水）证书。',
          '熟悉提标改造与管网建模，善于节能降耗。',
        ],
        student: ['给排水科学与工程专业应届生，熟练使用 CAD 与鸿业，课程设计为污水处理厂工艺设计。'],
      },
      'en-US': {
        experienced: [
          'Water engineer with 7 years in drainage design and treatment across 20 projects; licensed PE.',
          'Experienced in plant upgrades and network modeling, with a focus on energy savings.',
        ],
        student: ['Water engineering graduate with a wastewater plant design project.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['给排水科学与工程', '水利水电工程'],
        courses: ['水质工程学', '建筑给水排水工程', '水力学', '泵与泵站'],
      },
      'en-US': {
        majors: ['Civil Engineering (Water Resources)', 'Environmental Engineering'],
        courses: ['Hydraulics', 'Hydrology', 'Water Treatment', 'Wastewater Engineering'],
      },
    },
    workplace: 'construction',
  },
  {
    id: 'bim-engineer',
    names: { 'zh-CN': 'BIM 工程师', 'en-US': 'BIM Coordinator' },
    field: { 'zh-CN': 'BIM', 'en-US': 'BIM coordination' },
    synonyms: [
      'BIM工程师',
      'BIM建模师',
      'BIM专员',
      'BIM经理',
      'BIM负责人',
      'BIM技术员',
      'BIM咨询',
      '机电BIM工程师',
      '土建BIM工程师',
      'bim coordinator',
      'bim engineer',
      'bim modeler',
      'bim modeller',
      'bim manager',
      'bim specialist',
      'vdc engineer',
      'vdc coordinator',
      'revit technician',
    ],
    keywords: ['bim', 'revit', 'navisworks', '管线综合', 'clash detection'],
    skillGroups: {
      'zh-CN': [
        { name: '建模', examples: ['建筑结构建模', '机电建模', '族库制作', '模型标准'] },
        { name: '应用', examples: ['碰撞检查', '管线综合', '施工模拟', '工程量提取'] },
        { name: '软件', examples: ['Revit', 'Navisworks', 'Tekla', 'Dynamo'] },
      ],
      'en-US': [
        {
          name: 'Modeling',
          examples: ['Architectural and structural models', 'MEP models', 'Families', 'Model standards'],
        },
        {
          name: 'Coordination',
          examples: ['Clash detection', 'MEP coordination', '4D sequencing', 'Quantity take-off'],
        },
        { name: 'Software', examples: ['Revit', 'Navisworks', 'Tekla', 'Dynamo'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你参与 BIM 工作的项目类型与规模]',
        '[你完成的建模或模型审核工作量]',
        '[你通过碰撞检查或管线综合发现并解决的问题数量，以及节省的返工]',
        '[你推动的 BIM 应用（施工模拟、算量、运维），带来的效果]',
        '[你建立的 BIM 标准、族库或插件，提升的效率]',
      ],
      'en-US': [
        '[The projects you model and coordinate, and their size]',
        '[Models you built or reviewed]',
        '[Clashes you found and resolved, and the rework avoided]',
        '[BIM uses you drove (4D, take-off, facilities handover) and their effect]',
        '[Standards, families or scripts you built, and the time saved]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责 6 个项目的机电 BIM 建模与管线综合，总面积 50 万平方米',
        '碰撞检查发现并解决冲突 3000 余处，减少现场返工约 200 万元',
        '主导地下室管线综合优化，净高平均提升 30 厘米',
        '编写 Dynamo 脚本批量处理模型，建模效率提升 40%',
        '建立公司 BIM 族库 800 余个与建模标准 1 套',
        '2023 年项目获全国 BIM 大赛二等奖',
      ],
      'en-US': [
        'Modeled and coordinated MEP for 6 projects totaling 5.4 million sq ft',
        'Resolved 3,000+ clashes, avoiding about $280K in site rework',
        'Led basement services coordination that raised clear height by 30 cm on average',
        'Wrote Dynamo scripts that sped up modeling by 40%',
        'Built a library of 800+ families and 1 company modeling standard',
        'Our project won second prize in a national BIM competition in 2023',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '地下室管线综合', description: '多专业模型整合与排布优化，提升净高' },
        { name: '施工进度模拟', description: '4D 模拟辅助施工组织与方案比选' },
        { name: 'BIM 标准与族库', description: '统一建模规则与构件库，提高协作效率' },
      ],
      'en-US': [
        {
          name: 'Basement services coordination',
          description: 'Combined models and optimized routing for more headroom',
        },
        {
          name: '4D construction sequencing',
          description: 'Schedule simulation to plan site logistics and compare options',
        },
        {
          name: 'BIM standards and families',
          description: 'Shared modeling rules and components for smoother collaboration',
        },
      ],
    },
    certifications: {
      'zh-CN': ['全国 BIM 技能等级考试证书（中国图学学会）', '建筑信息模型技术员（职业技能等级证书）'],
      'en-US': [
        'Autodesk Certified Professional: Revit for Architectural Design',
        'buildingSMART Professional Certification',
      ],
    },
    tools: {
      'zh-CN': ['Revit', 'Navisworks', 'Dynamo', 'Tekla', '广联达 BIM5D', 'AutoCAD'],
      'en-US': ['Revit', 'Navisworks', 'Dynamo', 'Tekla', 'Autodesk Construction Cloud', 'Solibri'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年 BIM 工作经验，负责 6 个项目的机电建模与管线综合，减少返工约 200 万元。',
          '熟悉 Revit 与 Dynamo，擅长建立 BIM 标准。',
        ],
        student: ['工程管理专业应届生，已取得 BIM 技能等级证书，熟练使用 Revit 与 Navisworks。'],
      },
      'en-US': {
        experienced: [
          'BIM coordinator with 5 years leading MEP modeling and coordination on 6 projects.',
          'Fluent in Revit and Dynamo and builds standards teams actually use.',
        ],
        student: ['Construction graduate fluent in Revit and Navisworks.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['工程管理', '土木工程'],
        courses: ['BIM 技术应用', '建筑识图与构造', '建筑设备', '施工组织设计'],
      },
      'en-US': {
        majors: ['Construction Management', 'Architectural Technology'],
        courses: ['BIM Fundamentals', 'Building Systems', 'Construction Documents', 'Project Scheduling'],
      },
    },
    workplace: 'construction',
  },
];
