// Job families of skilled trades: electricians, plumbers, welders, carpenters, HVAC technicians, mechanics,
// machinists and equipment operators.
import type { JobFamily } from '../job-family.ts';

export const TRADES_FAMILIES: readonly JobFamily[] = [
  {
    id: 'electrician',
    names: { 'zh-CN': '电工', 'en-US': 'Electrician' },
    field: { 'zh-CN': '电气安装与维修', 'en-US': 'electrical installation and repair' },
    synonyms: [
      '电工',
      '维修电工',
      '高压电工',
      '低压电工',
      '值班电工',
      '物业电工',
      '工厂电工',
      '建筑电工',
      '电气安装工',
      '水电工',
      '弱电工',
      '电工技师',
      'electrician',
      'journeyman electrician',
      'master electrician',
      'maintenance electrician',
      'industrial electrician',
      'residential electrician',
      'commercial electrician',
      'apprentice electrician',
      'electrical technician',
      'wireman',
    ],
    keywords: ['电工证', 'wiring', '配电箱', 'nec code'],
    skillGroups: {
      'zh-CN': [
        { name: '安装与维修', examples: ['配电箱安装', '线路敷设', '照明与插座', '电机维修'] },
        { name: '控制与检测', examples: ['电气控制线路', 'PLC 基础', '绝缘测试', '故障排查'] },
        { name: '安全规范', examples: ['停送电操作', '挂牌上锁', '电气安全规程', '防雷接地'] },
      ],
      'en-US': [
        {
          name: 'Installation & repair',
          examples: ['Panel installation', 'Conduit and wiring', 'Lighting and receptacles', 'Motor repair'],
        },
        {
          name: 'Controls & testing',
          examples: ['Motor controls', 'PLC basics', 'Insulation testing', 'Troubleshooting'],
        },
        { name: 'Safety & code', examples: ['NEC', 'Lockout/tagout', 'NFPA 70E', 'Grounding and bonding'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你工作的场所类型（工厂、物业、工地、住宅）与负责的电气系统规模]',
        '[你完成的安装或维修工作量，如 每月工单数、安装项目数]',
        '[你排除的一次典型电气故障：现象、查找过程与恢复时间]',
        '[你的安全记录与持证情况]',
        '[你参与的节能或改造项目，以及效果]',
      ],
      'en-US': [
        '[Where you work (plants, buildings, sites, homes) and the systems you look after]',
        '[Your installation or repair workload, such as work orders or jobs a month]',
        '[A typical fault you found: the symptoms, how you traced it and time to restore]',
        '[Your safety record and licenses]',
        '[Energy-saving or upgrade projects you worked on, and the results]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责工厂 10kV 配电室及 200 余台设备的电气维护，全年无停电事故',
        '每月处理电气维修工单 120 单，平均修复时间 40 分钟',
        '快速排查一次车间整线跳闸故障，1 小时内恢复生产',
        '参与照明 LED 改造，年节约电费 25 万元',
        '完成 3 栋住宅楼的强弱电安装，一次通过验收',
        '持证上岗 8 年，零安全事故',
      ],
      'en-US': [
        'Maintain a plant substation and 200+ machines with no unplanned outages all year',
        'Close 120 electrical work orders a month with a 40-minute average repair time',
        'Traced a line-wide trip and restored production within 1 hour',
        'Worked on an LED retrofit that saves $35K a year in electricity',
        'Wired 3 residential buildings, passing inspection first time',
        'Licensed for 8 years with zero safety incidents',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '车间照明节能改造', description: '更换 LED 灯具与智能控制，降低电耗' },
        { name: '配电系统检修', description: '定期检测与预防性维护，减少停电' },
        { name: '新厂房电气安装', description: '完成配电、照明与动力线路安装调试' },
      ],
      'en-US': [
        { name: 'Plant lighting retrofit', description: 'LED fixtures and controls that cut power use' },
        {
          name: 'Distribution maintenance',
          description: 'Scheduled testing and maintenance that reduced outages',
        },
        {
          name: 'New building fit-out',
          description: 'Power, lighting and distribution installed and commissioned',
        },
      ],
    },
    certifications: {
      'zh-CN': ['特种作业操作证（低压电工）', '特种作业操作证（高压电工）', '电工职业技能等级证书（高级工）'],
      'en-US': ['Journeyman electrician license', 'OSHA 10-Hour Construction', 'NFPA 70E arc flash training'],
    },
    tools: {
      'zh-CN': ['万用表', '钳形电流表', '兆欧表', '接地电阻测试仪', '电工工具套装', '红外测温仪'],
      'en-US': [
        'Multimeters',
        'Clamp meters',
        'Megohmmeters',
        'Conduit benders',
        'Circuit tracers',
        'Thermal cameras',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '8 年电工经验，持高低压电工证，熟悉工厂配电与设备电气维护。',
          '排障快、重安全，8 年零安全事故。',
        ],
        student: ['电气自动化专业应届生，已取得低压电工证，动手能力强，能吃苦。'],
      },
      'en-US': {
        experienced: [
          'Licensed journeyman electrician with 8 years in plant distribution and equipment maintenance.',
          'Quick at fault-finding and committed to safety: 8 years without an incident.',
        ],
        student: ['Electrical apprentice who is hands-on and eager to learn.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['电气自动化技术', '供用电技术'],
        courses: ['电工基础', '电气控制与 PLC', '安全用电', '电机与变压器'],
      },
      'en-US': {
        majors: ['Electrical Technology', 'Electrical Apprenticeship'],
        courses: ['Electrical Theory', 'National Electrical Code', 'Motor Controls', 'Blueprint Reading'],
      },
    },
    workplace: 'facility-services',
    pathway: 'vocational',
  },
  {
    id: 'plumber',
    names: { 'zh-CN': '水暖工', 'en-US': 'Plumber' },
    field: { 'zh-CN': '给排水与管道安装', 'en-US': 'plumbing' },
    synonyms: [
      '水暖工',
      '管道工',
      '水工',
      '管道安装工',
      '暖通管道工',
      '消防管道工',
      '维修水暖工',
      '物业水暖工',
      '管工',
      'plumber',
      'journeyman plumber',
      'master plumber',
      'pipefitter',
      'pipe fitter',
      'plumbing technician',
      'apprentice plumber',
      'service plumber',
      'steamfitter',
      'sprinkler fitter',
    ],
    keywords: ['管道', 'plumbing', '水管', 'piping'],
    skillGroups: {
      'zh-CN': [
        { name: '安装', examples: ['给排水管道安装', 'PPR 热熔', '镀锌管螺纹连接', '卫浴洁具安装'] },
        { name: '维修', examples: ['漏水排查', '管道疏通', '水泵维修', '阀门更换'] },
        { name: '规范', examples: ['图纸识读', '试压与冲洗', '消防管道规范', '安全作业'] },
      ],
      'en-US': [
        {
          name: 'Installation',
          examples: ['Water supply and drainage', 'PEX and copper', 'Threaded pipe', 'Fixtures'],
        },
        {
          name: 'Service',
          examples: ['Leak detection', 'Drain cleaning', 'Pump repair', 'Valve replacement'],
        },
        {
          name: 'Code',
          examples: ['Blueprint reading', 'Pressure testing', 'Plumbing code', 'Backflow prevention'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你的工作场景（新建工程、物业维修、家装）与负责范围]',
        '[你完成的安装或维修工作量，如 每月维修单数、安装面积]',
        '[你处理的一次紧急漏水或堵塞，以及如何减少损失]',
        '[你的工程质量：试压一次合格率、返修率]',
        '[你持有的证书与安全记录]',
      ],
      'en-US': [
        '[Where you work (new construction, building maintenance, homes) and your scope]',
        '[Your workload: service calls a month or installations completed]',
        '[An emergency leak or blockage you handled and how you limited damage]',
        '[Quality: pressure tests passed first time, callbacks]',
        '[Licenses and safety record]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责 2 个住宅小区、3000 户的水暖维修，每月处理报修 150 单',
        '完成 5 栋高层住宅给排水管道安装，试压一次合格率 100%',
        '夜间处理一次主管爆裂，2 小时内恢复供水',
        '报修平均响应时间 30 分钟，住户满意度 98%',
        '更换老旧阀门与管道，年漏损水量减少 20%',
        '5 年零安全事故',
      ],
      'en-US': [
        'Service plumbing for 3,000 homes across 2 communities, about 150 calls a month',
        'Installed water and drainage piping in 5 high-rises with 100% first-time pressure test passes',
        'Fixed a burst main overnight and restored water within 2 hours',
        'Respond in 30 minutes on average with 98% resident satisfaction',
        'Replaced aging valves and pipes, cutting water losses by 20%',
        'Worked 5 years without a safety incident',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '老旧小区管网改造', description: '更换老化管道与阀门，减少漏水与停水' },
        { name: '高层住宅给排水安装', description: '按图施工并完成试压、冲洗与验收' },
        { name: '冬季防冻检修', description: '对外露管道保温与巡检，避免冻裂' },
      ],
      'en-US': [
        {
          name: 'Aging network replacement',
          description: 'New pipes and valves that cut leaks and outages',
        },
        {
          name: 'High-rise plumbing installation',
          description: 'Installed to drawings with testing, flushing and sign-off',
        },
        {
          name: 'Winter freeze protection',
          description: 'Insulated and inspected exposed pipes to prevent bursts',
        },
      ],
    },
    certifications: {
      'zh-CN': ['管工职业技能等级证书', '特种作业操作证（焊接与热切割，如需）'],
      'en-US': [
        'Journeyman plumber license',
        'Backflow prevention tester certification',
        'OSHA 10-Hour Construction',
      ],
    },
    tools: {
      'zh-CN': ['热熔机', '管钳', '套丝机', '管道疏通机', '试压泵', '管道内窥镜'],
      'en-US': [
        'Pipe threaders',
        'Press tools',
        'Drain augers',
        'Pipe inspection cameras',
        'Pressure test pumps',
        'Soldering torches',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '7 年水暖安装与维修经验，负责 3000 户小区水暖维修，住户满意度 98%。',
          '应急处置快，熟悉管道安装与试压规范。',
        ],
        student: ['建筑设备专业应届生，熟悉管道识图与安装，能吃苦，愿意从学徒做起。'],
      },
      'en-US': {
        experienced: [
          'Licensed plumber with 7 years in installation and service, covering 3,000 homes with 98% satisfaction.',
          'Fast in emergencies and thorough on code.',
        ],
        student: ['Plumbing apprentice who reads drawings and is keen to learn the trade.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['建筑设备工程技术', '给排水工程技术'],
        courses: ['管道工程识图', '给排水安装技术', '水泵与管网', '安全施工'],
      },
      'en-US': {
        majors: ['Plumbing Apprenticeship', 'Construction Trades'],
        courses: ['Plumbing Code', 'Drainage Systems', 'Blueprint Reading', 'Job Site Safety'],
      },
    },
    workplace: 'facility-services',
    pathway: 'vocational',
  },
  {
    id: 'welder',
    names: { 'zh-CN': '焊工', 'en-US': 'Welder' },
    field: { 'zh-CN': '焊接', 'en-US': 'welding' },
    synonyms: [
      '焊工',
      '电焊工',
      '氩弧焊工',
      '二保焊工',
      '气保焊工',
      '焊接技工',
      '管道焊工',
      '压力容器焊工',
      '钢结构焊工',
      '焊接操作工',
      '焊接机器人操作员',
      'welder',
      'welder fabricator',
      'mig welder',
      'tig welder',
      'stick welder',
      'pipe welder',
      'structural welder',
      'combination welder',
      'welding technician',
      'fabricator',
    ],
    keywords: ['焊接', 'welding', '氩弧焊', 'tig', 'mig'],
    skillGroups: {
      'zh-CN': [
        {
          name: '焊接方法',
          examples: ['手工电弧焊', '氩弧焊（TIG）', '二氧化碳气保焊（MIG/MAG）', '埋弧焊'],
        },
        { name: '材料与位置', examples: ['碳钢', '不锈钢', '铝合金', '全位置焊接'] },
        { name: '质量与安全', examples: ['焊缝外观控制', '图纸与焊接符号识读', '焊前准备', '动火安全'] },
      ],
      'en-US': [
        { name: 'Processes', examples: ['SMAW (stick)', 'GTAW (TIG)', 'GMAW (MIG)', 'FCAW'] },
        {
          name: 'Materials & positions',
          examples: ['Carbon steel', 'Stainless steel', 'Aluminum', 'All-position'],
        },
        {
          name: 'Quality & safety',
          examples: ['Visual weld quality', 'Blueprint and weld symbols', 'Fit-up', 'Hot work safety'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你擅长的焊接方法、材料与焊接位置]',
        '[你参与的工程或产品（钢结构、管道、压力容器、汽车零部件）]',
        '[你的焊接质量：探伤一次合格率或返修率]',
        '[你完成的一项高难度焊接任务，以及结果]',
        '[你的持证情况与安全记录]',
      ],
      'en-US': [
        '[The processes, materials and positions you weld]',
        '[The work you weld on (structural steel, pipe, pressure vessels, auto parts)]',
        '[Your quality: X-ray or UT pass rate, repair rate]',
        '[A demanding weld job you completed, and the outcome]',
        '[Certifications and safety record]',
      ],
    },
    achievements: {
      'zh-CN': [
        '从事压力管道焊接 8 年，射线探伤一次合格率 98%',
        '参与 3 个化工厂管道安装项目，累计焊接 6000 余道焊口',
        '完成不锈钢薄板氩弧焊产品 2 万余件，返修率低于 1%',
        '带教 4 名学徒考取焊工证',
        '2023 年获得市级焊工技能大赛三等奖',
        '8 年零安全事故',
      ],
      'en-US': [
        'Welded pressure piping for 8 years with a 98% first-time X-ray pass rate',
        'Made 6,000+ welds across 3 chemical plant piping projects',
        'TIG-welded 20,000+ thin stainless parts with repairs under 1%',
        'Trained 4 apprentices through their welder certification',
        'Won third prize in a citywide welding competition in 2023',
        'Worked 8 years without a safety incident',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '化工厂压力管道安装', description: '按焊接工艺评定施焊，保证探伤合格率' },
        { name: '钢结构厂房焊接', description: '完成梁柱与节点焊接，按期交付' },
        { name: '不锈钢设备制作', description: '薄板氩弧焊，控制变形与外观' },
      ],
      'en-US': [
        {
          name: 'Chemical plant pressure piping',
          description: 'Welded to qualified procedures with high X-ray pass rates',
        },
        {
          name: 'Steel-frame building',
          description: 'Beam, column and connection welds delivered on schedule',
        },
        {
          name: 'Stainless equipment fabrication',
          description: 'Thin-sheet TIG welding with tight distortion control',
        },
      ],
    },
    certifications: {
      'zh-CN': [
        '特种作业操作证（熔化焊接与热切割）',
        '特种设备焊接作业人员证',
        '焊工职业技能等级证书（高级工）',
      ],
      'en-US': ['AWS Certified Welder', 'ASME Section IX qualification', 'AWS D1.1 structural certification'],
    },
    tools: {
      'zh-CN': ['氩弧焊机', '二保焊机', '等离子切割机', '角磨机', '焊缝检测尺', '焊接机器人'],
      'en-US': [
        'TIG welders',
        'MIG welders',
        'Plasma cutters',
        'Angle grinders',
        'Weld gauges',
        'Welding robots',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '8 年焊接经验，擅长压力管道与不锈钢氩弧焊，探伤一次合格率 98%。',
          '持特种设备焊接作业人员证，注重质量与安全。',
        ],
        student: ['焊接技术与工程专业应届生，已取得焊工特种作业证，氩弧焊与气保焊基础扎实。'],
      },
      'en-US': {
        experienced: [
          'Certified welder with 8 years in pressure piping and stainless TIG, with a 98% X-ray pass rate.',
          'Careful about quality and safety.',
        ],
        student: ['Welding graduate with entry-level certification in TIG and MIG.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['焊接技术与自动化', '材料成型及控制工程'],
        courses: ['焊接方法与设备', '焊接冶金', '焊接检验', '识图'],
      },
      'en-US': {
        majors: ['Welding Technology'],
        courses: ['Welding Processes', 'Metallurgy', 'Weld Inspection', 'Blueprint Reading'],
      },
    },
    workplace: 'construction',
    pathway: 'vocational',
  },
  {
    id: 'carpenter',
    names: { 'zh-CN': '木工', 'en-US': 'Carpenter' },
    field: { 'zh-CN': '木工', 'en-US': 'carpentry' },
    synonyms: [
      '木工',
      '木匠',
      '装修木工',
      '模板工',
      '木工师傅',
      '家具木工',
      '细木工',
      '全屋定制安装师傅',
      '木工技师',
      'carpenter',
      'journeyman carpenter',
      'finish carpenter',
      'framing carpenter',
      'formwork carpenter',
      'cabinet maker',
      'joiner',
      'apprentice carpenter',
      'woodworker',
    ],
    keywords: ['木作', 'carpentry', 'framing', 'joinery'],
    skillGroups: {
      'zh-CN': [
        { name: '木作工艺', examples: ['吊顶', '木饰面', '柜体制作', '门窗安装'] },
        { name: '建筑木工', examples: ['模板支设', '测量放线', '图纸识读', '脚手架配合'] },
        { name: '工具与安全', examples: ['电动工具', '气钉枪', '材料计算', '安全作业'] },
      ],
      'en-US': [
        {
          name: 'Finish carpentry',
          examples: ['Trim and mouldings', 'Cabinet installation', 'Doors and windows', 'Ceilings'],
        },
        { name: 'Structural', examples: ['Framing', 'Formwork', 'Layout', 'Blueprint reading'] },
        {
          name: 'Tools & safety',
          examples: ['Power tools', 'Nail guns', 'Material estimates', 'Job site safety'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你的工作类型（家装、工装、建筑模板、家具制作）与项目规模]',
        '[你完成的工程量，如 每年完成的套数或面积]',
        '[一个代表项目：难点与完成质量]',
        '[你的工期与质量表现：返工率、客户评价]',
        '[你带的徒弟或班组人数]',
      ],
      'en-US': [
        '[The work you do (homes, commercial fit-out, formwork, furniture) and project size]',
        '[Your output, such as homes or square footage a year]',
        '[A signature job: the challenge and the finish]',
        '[Schedule and quality: callbacks, customer feedback]',
        '[Apprentices or crew you lead]',
      ],
    },
    achievements: {
      'zh-CN': [
        '从事家装木工 10 年，年均完成 30 套住宅木作',
        '完成 1 个 5000 平方米酒店木饰面安装，验收一次通过',
        '施工返工率低于 2%，客户满意度 98%',
        '带领 5 人木工班组，按期完成 12 个工装项目',
        '优化下料方案，板材损耗降低 15%',
        '带出 3 名徒弟独立承接项目',
      ],
      'en-US': [
        'Completed carpentry for about 30 homes a year over 10 years',
        'Installed wood panelling throughout a 54,000 sq ft hotel, accepted first time',
        'Keep callbacks under 2% with 98% customer satisfaction',
        'Led a 5-person crew through 12 commercial fit-outs on schedule',
        'Planned cuts better to reduce sheet waste by 15%',
        'Trained 3 apprentices who now run their own jobs',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '酒店木饰面工程', description: '按图深化与现场安装，保证拼缝与平整度' },
        { name: '全屋定制安装', description: '柜体安装与收口，做到严丝合缝' },
        { name: '高层建筑模板工程', description: '模板支设与加固，配合混凝土浇筑' },
      ],
      'en-US': [
        {
          name: 'Hotel wood panelling',
          description: 'Shop details and installation with tight joints and flat surfaces',
        },
        { name: 'Built-in cabinetry', description: 'Installed and scribed cabinets for a seamless fit' },
        { name: 'High-rise formwork', description: 'Set and braced formwork for concrete pours' },
      ],
    },
    certifications: {
      'zh-CN': ['木工职业技能等级证书（高级工）', '建筑施工特种作业证（如需）'],
      'en-US': ['Journeyman carpenter card', 'OSHA 10-Hour Construction', 'Forklift certification'],
    },
    tools: {
      'zh-CN': ['电圆锯', '气钉枪', '电刨', '激光水平仪', '修边机', '推台锯'],
      'en-US': ['Circular saws', 'Nail guns', 'Routers', 'Laser levels', 'Table saws', 'Mitre saws'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '10 年木工经验，擅长家装与酒店木饰面，年均完成 30 套住宅木作。',
          '手艺细、工期稳，返工率低于 2%。',
        ],
        student: ['建筑装饰专业应届生，会看图纸，动手能力强，愿意跟师傅学习。'],
      },
      'en-US': {
        experienced: [
          'Carpenter with 10 years in homes and hotel fit-outs, completing about 30 homes a year.',
          'Precise and reliable, with callbacks under 2%.',
        ],
        student: ['Carpentry apprentice who reads drawings and is good with my hands.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['建筑装饰工程技术', '家具设计与制造'],
        courses: ['装饰构造', '木工工艺', '识图', '施工安全'],
      },
      'en-US': {
        majors: ['Carpentry Apprenticeship', 'Construction Trades'],
        courses: ['Framing', 'Finish Carpentry', 'Blueprint Reading', 'Job Site Safety'],
      },
    },
    workplace: 'construction',
    pathway: 'vocational',
  },
  {
    id: 'hvac-technician',
    names: { 'zh-CN': '空调维修技师', 'en-US': 'HVAC Technician' },
    field: { 'zh-CN': '空调与制冷维修', 'en-US': 'HVAC service' },
    synonyms: [
      '空调维修技师',
      '空调维修工',
      '空调安装工',
      '空调师傅',
      '制冷维修工',
      '制冷工',
      '暖通维修工',
      '中央空调维修',
      '冷库维修',
      '空调技术员',
      '暖通技工',
      'hvac technician',
      'hvac tech',
      'hvac installer',
      'hvac mechanic',
      'refrigeration technician',
      'air conditioning technician',
      'hvacr technician',
      'hvac service technician',
      'chiller technician',
    ],
    keywords: ['空调维修', 'refrigerant', '制冷剂', 'hvac service'],
    skillGroups: {
      'zh-CN': [
        { name: '安装调试', examples: ['分体空调安装', '多联机安装', '冷媒管焊接', '抽真空与加氟'] },
        { name: '维修保养', examples: ['压缩机故障诊断', '电控板维修', '冷水机组保养', '冷库维修'] },
        { name: '安全与规范', examples: ['高空作业', '制冷剂回收', '电气安全', '客户沟通'] },
      ],
      'en-US': [
        {
          name: 'Installation',
          examples: ['Split systems', 'VRF systems', 'Brazing', 'Evacuation and charging'],
        },
        {
          name: 'Service',
          examples: ['Compressor diagnostics', 'Control boards', 'Chiller maintenance', 'Walk-in coolers'],
        },
        {
          name: 'Safety & customers',
          examples: [
            'Refrigerant recovery',
            'Electrical safety',
            'Working at heights',
            'Customer communication',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的设备类型（家用、商用、中央空调、冷库）与服务区域]',
        '[你每月完成的安装或维修单量、一次修复率]',
        '[你排除的一次疑难故障：现象、诊断与结果]',
        '[你的客户满意度或回访评价]',
        '[你持有的证书与安全记录]',
      ],
      'en-US': [
        '[The equipment you work on (residential, commercial, chillers, refrigeration) and your area]',
        '[Installs or service calls a month, and first-time fix rate]',
        '[A tricky fault you diagnosed and fixed]',
        '[Customer satisfaction or feedback]',
        '[Certifications and safety record]',
      ],
    },
    achievements: {
      'zh-CN': [
        '每月完成空调安装与维修 120 单，一次修复率 92%',
        '负责 5 栋写字楼中央空调系统的日常维保，全年无重大故障',
        '诊断并修复一台冷水机组压缩机故障，节省更换费用 8 万元',
        '客户好评率 99%',
        '完成 40 台多联机安装调试，一次验收通过',
        '6 年高空作业零事故',
      ],
      'en-US': [
        'Complete 120 installs and service calls a month with a 92% first-time fix rate',
        'Maintain central HVAC for 5 office buildings with no major failures all year',
        'Repaired a chiller compressor instead of replacing it, saving $11K',
        'Hold a 99% positive customer rating',
        'Installed and commissioned 40 VRF systems, all accepted first time',
        'Worked at heights for 6 years without an incident',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '写字楼中央空调维保', description: '制定保养计划并定期巡检，保证夏季稳定运行' },
        { name: '多联机系统安装', description: '冷媒管布置、焊接与调试' },
        { name: '冷库制冷系统维修', description: '排查制冷不足问题并恢复库温' },
      ],
      'en-US': [
        {
          name: 'Office HVAC maintenance',
          description: 'Planned maintenance and checks for reliable summer operation',
        },
        { name: 'VRF installation', description: 'Refrigerant piping, brazing and commissioning' },
        { name: 'Cold room repair', description: 'Diagnosed poor cooling and restored temperature' },
      ],
    },
    certifications: {
      'zh-CN': ['特种作业操作证（制冷与空调作业）', '特种作业操作证（高处作业）', '低压电工证'],
      'en-US': ['EPA Section 608 Universal certification', 'NATE certification', 'OSHA 10-Hour'],
    },
    tools: {
      'zh-CN': ['压力表组', '真空泵', '检漏仪', '万用表', '焊枪', '冷媒回收机'],
      'en-US': [
        'Manifold gauges',
        'Vacuum pumps',
        'Leak detectors',
        'Multimeters',
        'Brazing torches',
        'Recovery machines',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年空调安装维修经验，覆盖家用与中央空调，一次修复率 92%。',
          '持制冷与空调作业证，服务好评率 99%。',
        ],
        student: ['制冷与空调技术专业应届生，掌握空调原理与安装基础，动手能力强。'],
      },
      'en-US': {
        experienced: [
          'HVAC technician with 6 years on residential and commercial systems, with a 92% first-time fix rate.',
          'EPA 608 certified, with a 99% customer rating.',
        ],
        student: ['HVAC program graduate who knows refrigeration basics and installation.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['制冷与空调技术', '供热通风与空调工程技术'],
        courses: ['制冷原理', '空调系统安装', '电工基础', '制冷设备维修'],
      },
      'en-US': {
        majors: ['HVAC-R Technology'],
        courses: ['Refrigeration Principles', 'Electrical Controls', 'Heating Systems', 'EPA Regulations'],
      },
    },
    workplace: 'facility-services',
    pathway: 'vocational',
  },
  {
    id: 'auto-mechanic',
    names: { 'zh-CN': '汽车维修技师', 'en-US': 'Automotive Technician' },
    field: { 'zh-CN': '汽车维修', 'en-US': 'automotive repair' },
    synonyms: [
      '汽车维修技师',
      '汽修',
      '汽车维修工',
      '汽修工',
      '汽车修理工',
      '机修技师',
      '汽车电工',
      '钣金工',
      '喷漆工',
      '汽车美容技师',
      '新能源汽车维修技师',
      '汽车技师',
      '4S店维修技师',
      '轮胎工',
      'automotive technician',
      'auto mechanic',
      'mechanic',
      'car mechanic',
      'automotive mechanic',
      'diesel mechanic',
      'diesel technician',
      'auto body technician',
      'collision technician',
      'ev technician',
      'lube technician',
    ],
    keywords: ['汽修', '保养', 'diagnostics', 'ase', '故障诊断仪'],
    skillGroups: {
      'zh-CN': [
        { name: '维修保养', examples: ['发动机维修', '底盘与制动', '变速箱维修', '定期保养'] },
        { name: '电气与诊断', examples: ['故障诊断仪使用', '汽车电路', '新能源高压系统', 'ADAS 标定'] },
        { name: '服务', examples: ['维修方案沟通', '工单记录', '质检交车', '5S 车间管理'] },
      ],
      'en-US': [
        {
          name: 'Repair & maintenance',
          examples: ['Engine repair', 'Brakes and suspension', 'Transmissions', 'Scheduled maintenance'],
        },
        {
          name: 'Electrical & diagnostics',
          examples: ['Scan tools', 'Electrical diagnosis', 'EV high-voltage systems', 'ADAS calibration'],
        },
        {
          name: 'Service',
          examples: ['Explaining repairs', 'Repair orders', 'Quality checks', 'Shop organization'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的维修企业类型、擅长的品牌或车型]',
        '[你每月完成的维修台次与工时]',
        '[你排除的一次疑难故障：症状、诊断过程与结果]',
        '[你的返修率或客户满意度]',
        '[你持有的证书与接受的厂家培训]',
      ],
      'en-US': [
        '[Your shop type and the makes or models you specialize in]',
        '[Vehicles and hours you turn each month]',
        '[A hard-to-find fault you diagnosed: symptoms, steps and fix]',
        '[Your comeback rate or customer satisfaction]',
        '[Certifications and manufacturer training]',
      ],
    },
    achievements: {
      'zh-CN': [
        '在品牌 4S 店从事机电维修 7 年，月均完成维修 150 台次',
        '月均工时 220 小时，位列车间前 3',
        '诊断一例偶发性电路故障，解决了 3 家门店未修好的问题',
        '返修率低于 1%，客户满意度 98%',
        '2023 年完成厂家新能源高压系统培训并获得认证',
        '带教 3 名学徒成长为独立技师',
      ],
      'en-US': [
        'Repaired about 150 vehicles a month over 7 years at a franchised dealer',
        'Produce 220 labor hours a month, top 3 in the shop',
        'Found an intermittent electrical fault that 3 other shops could not fix',
        'Keep comebacks under 1% with 98% customer satisfaction',
        'Completed manufacturer EV high-voltage training and certification in 2023',
        'Trained 3 apprentices into independent technicians',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '疑难电路故障诊断', description: '系统排查线路与模块，定位偶发故障' },
        { name: '新能源车维修能力建设', description: '完成高压安全培训并建立维修作业规范' },
        { name: '车间 5S 改善', description: '整理工具与工位，提高维修效率' },
      ],
      'en-US': [
        {
          name: 'Intermittent fault diagnosis',
          description: 'Systematic wiring and module checks that found an elusive fault',
        },
        {
          name: 'EV service readiness',
          description: 'High-voltage safety training and shop procedures for EV repair',
        },
        { name: 'Shop 5S improvement', description: 'Organized tools and bays for faster repairs' },
      ],
    },
    certifications: {
      'zh-CN': ['汽车维修工职业技能等级证书（高级工）', '特种作业操作证（低压电工）', '厂家技师认证'],
      'en-US': [
        'ASE Certified Master Technician',
        'EPA Section 609 certification',
        'Manufacturer EV certification',
      ],
    },
    tools: {
      'zh-CN': ['故障诊断仪', '万用表', '示波器', '四轮定位仪', '举升机', '扭力扳手'],
      'en-US': ['Scan tools', 'Multimeters', 'Lab scopes', 'Alignment machines', 'Lifts', 'Torque wrenches'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '7 年 4S 店机电维修经验，月均维修 150 台次，擅长电路故障诊断。',
          '持汽车维修高级工证与厂家认证，返修率低于 1%。',
        ],
        student: ['汽车检测与维修专业应届生，熟悉发动机与底盘结构，会使用诊断仪。'],
      },
      'en-US': {
        experienced: [
          'ASE Master Technician with 7 years at a dealership, about 150 vehicles a month and strong in electrical diagnosis.',
          'Comebacks under 1%.',
        ],
        student: ['Automotive technology graduate who knows engines and chassis and can use scan tools.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['汽车检测与维修技术', '新能源汽车技术'],
        courses: ['汽车发动机构造与维修', '汽车电气系统', '汽车故障诊断', '新能源汽车高压安全'],
      },
      'en-US': {
        majors: ['Automotive Technology'],
        courses: [
          'Engine Performance',
          'Electrical Systems',
          'Brakes and Suspension',
          'Hybrid and EV Systems',
        ],
      },
    },
    workplace: 'auto-service',
    pathway: 'vocational',
  },
  {
    id: 'cnc-machinist',
    names: { 'zh-CN': '数控机床操作工', 'en-US': 'CNC Machinist' },
    field: { 'zh-CN': '数控加工', 'en-US': 'CNC machining' },
    synonyms: [
      'CNC操作工',
      '数控操作工',
      '数控车工',
      '数控铣工',
      '车工',
      '铣工',
      '磨工',
      '加工中心操作员',
      'CNC编程',
      'CNC编程员',
      '数控编程',
      '机加工',
      '机加工师傅',
      'CNC技术员',
      '五轴加工师傅',
      'cnc machinist',
      'machinist',
      'cnc operator',
      'cnc programmer',
      'cnc machine operator',
      'lathe operator',
      'mill operator',
      'tool and die maker',
      'precision machinist',
      'cnc setter',
    ],
    keywords: ['cnc', '数控', 'mastercam', 'g代码', 'g-code', '加工中心'],
    skillGroups: {
      'zh-CN': [
        { name: '加工技能', examples: ['数控车削', '加工中心铣削', '五轴加工', '磨削'] },
        { name: '编程', examples: ['手工 G 代码编程', 'Mastercam', 'UG CAM', '刀具路径优化'] },
        { name: '质量与测量', examples: ['图纸与公差识读', '首件检验', '卡尺与千分尺', '三坐标配合'] },
      ],
      'en-US': [
        { name: 'Machining', examples: ['CNC turning', 'CNC milling', '5-axis machining', 'Grinding'] },
        { name: 'Programming', examples: ['G-code', 'Mastercam', 'Fusion 360 CAM', 'Toolpath optimization'] },
        {
          name: 'Quality',
          examples: ['GD&T', 'First-article inspection', 'Micrometers and callipers', 'CMM'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你操作的机床类型、数控系统与加工的零件类型]',
        '[你的加工精度与效率：公差等级、日产量、合格率]',
        '[你编写或优化的加工程序，节省的加工时间]',
        '[你解决的一个加工难题（薄壁、深孔、难加工材料）]',
        '[你的安全记录与持证情况]',
      ],
      'en-US': [
        '[The machines, controls and parts you run]',
        '[Your precision and output: tolerances held, parts a day, yield]',
        '[Programs you wrote or optimized, and the cycle time saved]',
        '[A tough part you solved (thin walls, deep holes, hard materials)]',
        '[Safety record and credentials]',
      ],
    },
    achievements: {
      'zh-CN': [
        '操作 FANUC 系统加工中心 6 年，加工精度稳定在 ±0.01 毫米',
        '零件加工合格率 99.5%',
        '优化刀具路径与参数，单件加工时间缩短 25%',
        '攻克钛合金薄壁件加工变形问题，良率从 70% 提升到 95%',
        '同时看管 3 台机床，日产量提升 40%',
        '获得公司 2023 年度技能比武一等奖',
      ],
      'en-US': [
        'Ran FANUC machining centers for 6 years, holding tolerances of 0.01 mm',
        'Keep first-pass yield at 99.5%',
        'Optimized toolpaths and feeds, cutting cycle time by 25%',
        'Solved distortion on thin-walled titanium parts, raising yield from 70% to 95%',
        'Ran 3 machines at once, raising daily output by 40%',
        'Won the company skills competition in 2023',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '钛合金薄壁件加工', description: '优化装夹与切削参数，控制加工变形' },
        { name: '加工程序优化', description: '改进刀路与换刀顺序，缩短节拍' },
        { name: '一人多机改善', description: '标准化上下料，提升人均产出' },
      ],
      'en-US': [
        {
          name: 'Thin-wall titanium parts',
          description: 'Workholding and cutting changes that controlled distortion',
        },
        { name: 'Program optimization', description: 'Better toolpaths and tool order for shorter cycles' },
        { name: 'Multi-machine tending', description: 'Standard loading that raised output per operator' },
      ],
    },
    certifications: {
      'zh-CN': ['数控车工职业技能等级证书（高级工）', '数控铣工职业技能等级证书', '加工中心操作工证书'],
      'en-US': [
        'NIMS Machining Level I credentials',
        'Mastercam certification',
        'OSHA 10-Hour General Industry',
      ],
    },
    tools: {
      'zh-CN': ['FANUC 数控系统', '西门子 840D', 'Mastercam', 'UG NX CAM', '千分尺', '对刀仪'],
      'en-US': [
        'FANUC controls',
        'Haas controls',
        'Mastercam',
        'Fusion 360',
        'Micrometers',
        'Tool presetters',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年数控加工经验，熟悉 FANUC 与西门子系统，能独立编程，精度稳定在 ±0.01 毫米。',
          '擅长难加工材料与工艺优化，单件加工时间缩短 25%。',
        ],
        student: ['数控技术专业应届生，持数控车工中级证，会手工编程与使用常用量具。'],
      },
      'en-US': {
        experienced: [
          'CNC machinist with 6 years on FANUC and Siemens controls, programming my own jobs to 0.01 mm.',
          'Strong with difficult materials, cutting cycle time by 25%.',
        ],
        student: ['CNC technology graduate who writes G-code and uses precision gauges.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['数控技术', '机械制造与自动化'],
        courses: ['数控编程', '机械制图', '金属切削原理', '公差配合与测量'],
      },
      'en-US': {
        majors: ['Machining Technology', 'Manufacturing Technology'],
        courses: ['CNC Programming', 'Blueprint Reading', 'Machining Processes', 'Metrology'],
      },
    },
    workplace: 'manufacturer',
    pathway: 'vocational',
  },
  {
    id: 'forklift-operator',
    names: { 'zh-CN': '叉车司机', 'en-US': 'Forklift Operator' },
    field: { 'zh-CN': '叉车与仓储作业', 'en-US': 'forklift operation' },
    synonyms: [
      '叉车司机',
      '叉车工',
      '叉车操作员',
      '电动叉车司机',
      '仓库叉车司机',
      '搬运工',
      '装卸工',
      '仓库作业员',
      '拣货员',
      'forklift operator',
      'forklift driver',
      'reach truck operator',
      'warehouse operative',
      'material handler',
      'order picker',
      'loader',
      'warehouse worker',
    ],
    keywords: ['叉车', 'forklift', '装卸', 'reach truck'],
    skillGroups: {
      'zh-CN': [
        { name: '设备操作', examples: ['平衡重叉车', '前移式叉车', '电动堆高车', '地牛'] },
        { name: '仓储作业', examples: ['收货上架', '拣货', '装卸车', '盘点'] },
        { name: '安全', examples: ['叉车日检', '安全驾驶', '货物堆码', '5S'] },
      ],
      'en-US': [
        {
          name: 'Equipment',
          examples: ['Counterbalance forklifts', 'Reach trucks', 'Pallet jacks', 'Order pickers'],
        },
        {
          name: 'Warehouse tasks',
          examples: ['Receiving and putaway', 'Picking', 'Loading and unloading', 'Cycle counts'],
        },
        { name: 'Safety', examples: ['Pre-shift inspections', 'Safe operation', 'Stacking', '5S'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你工作的仓库或工厂类型，操作的叉车型号]',
        '[你每天的装卸或上架量，如 托盘数、车次]',
        '[你的作业准确率与货损情况]',
        '[你的安全驾驶记录]',
        '[你参与的仓库改善或带教工作]',
      ],
      'en-US': [
        '[Your warehouse or plant, and the trucks you drive]',
        '[Your daily volume: pallets moved or trucks loaded]',
        '[Accuracy and product damage record]',
        '[Your safety record]',
        '[Warehouse improvements or training you helped with]',
      ],
    },
    achievements: {
      'zh-CN': [
        '在电商仓库驾驶前移式叉车 5 年，日均上架 300 托',
        '每天装卸货车 15 车次，零货损',
        '库位准确率 99.9%',
        '5 年叉车作业零安全事故',
        '大促期间单日完成 500 托作业',
        '带教 6 名新叉车司机',
      ],
      'en-US': [
        'Drove reach trucks in an e-commerce warehouse for 5 years, putting away 300 pallets a day',
        'Load and unload 15 trucks a day with zero product damage',
        'Keep location accuracy at 99.9%',
        'Operated forklifts for 5 years without a safety incident',
        'Moved 500 pallets in a single peak-season day',
        'Trained 6 new forklift drivers',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '大促期间仓库保障', description: '加班加点完成高峰期装卸与上架' },
        { name: '库位整理', description: '配合重新规划库位，提升拣货效率' },
        { name: '叉车安全月活动', description: '参与安全培训与日检规范推广' },
      ],
      'en-US': [
        { name: 'Peak season operations', description: 'Kept loading and putaway on track through peak' },
        { name: 'Slotting project', description: 'Helped re-slot locations for faster picking' },
        {
          name: 'Forklift safety month',
          description: 'Joined training and promoted daily inspection habits',
        },
      ],
    },
    certifications: {
      'zh-CN': ['特种设备作业人员证（叉车司机 N1）', '健康证'],
      'en-US': ['OSHA-compliant forklift certification', 'Reach truck certification'],
    },
    tools: {
      'zh-CN': ['平衡重叉车', '前移式叉车', '电动托盘车', 'RF 手持终端', 'WMS 系统', '缠绕机'],
      'en-US': [
        'Counterbalance forklifts',
        'Reach trucks',
        'Electric pallet jacks',
        'RF scanners',
        'WMS',
        'Stretch wrappers',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年仓库叉车作业经验，持 N1 叉车证，日均上架 300 托、零货损。',
          '安全意识强，5 年零事故。',
        ],
        student: ['身体健康、做事细心，已取得叉车证，能适应倒班。'],
      },
      'en-US': {
        experienced: [
          'Certified forklift operator with 5 years in warehousing, putting away 300 pallets a day with zero damage.',
          'Safety-minded: 5 years without an incident.',
        ],
        student: ['Reliable and careful, forklift certified and happy to work shifts.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['物流服务与管理', '高中或中职'],
        courses: ['仓储作业实务', '叉车操作', '安全生产常识', '物流基础'],
      },
      'en-US': {
        majors: ['High School Diploma', 'Logistics Certificate'],
        courses: ['Warehouse Operations', 'Forklift Safety', 'Inventory Basics', 'Workplace Safety'],
      },
    },
    workplace: 'logistics',
    pathway: 'vocational',
  },
  {
    id: 'aircraft-maintenance-technician',
    names: { 'zh-CN': '飞机维修工程师', 'en-US': 'Aircraft Maintenance Technician' },
    field: { 'zh-CN': '航空器维修', 'en-US': 'aircraft maintenance' },
    synonyms: [
      '飞机维修工程师',
      '飞机维修',
      '机务',
      '机务工程师',
      '航空维修工程师',
      '航线维修工程师',
      '定检维修',
      '飞机维修技术员',
      '航电工程师',
      '放行工程师',
      'aircraft maintenance technician',
      'aircraft mechanic',
      'aircraft maintenance engineer',
      'a&p mechanic',
      'a&p technician',
      'avionics technician',
      'licensed aircraft engineer',
      'line maintenance engineer',
      'b1 engineer',
      'b2 engineer',
    ],
    keywords: ['机务', 'aircraft maintenance', 'ccar-66', 'part-66', '航线维修'],
    skillGroups: {
      'zh-CN': [
        { name: '维修类型', examples: ['航线维修', '定检', '排故', '部件更换'] },
        { name: '机型与系统', examples: ['A320 系列', 'B737NG', '动力装置', '航电系统'] },
        { name: '规章与文件', examples: ['CCAR-145', 'AMM / IPC 手册', '工卡执行', '人为因素'] },
      ],
      'en-US': [
        {
          name: 'Maintenance',
          examples: ['Line maintenance', 'Heavy checks', 'Troubleshooting', 'Component changes'],
        },
        { name: 'Aircraft & systems', examples: ['A320 family', 'B737NG', 'Powerplant', 'Avionics'] },
        { name: 'Regulation', examples: ['FAA Part 145', 'AMM and IPC', 'Task cards', 'Human factors'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你维修的机型、维修类型与所在单位]',
        '[你持有的执照与机型签署权限]',
        '[你完成的维修工作量：航班保障架次、定检项目数]',
        '[你排除的一次疑难故障，以及对航班正常率的影响]',
        '[你的差错记录与安全表现]',
      ],
      'en-US': [
        '[The aircraft types you maintain, the kind of maintenance and where]',
        '[Your licenses and type ratings]',
        '[Your workload: flights supported, checks completed]',
        '[A difficult fault you resolved and its effect on on-time performance]',
        '[Your error record and safety performance]',
      ],
    },
    achievements: {
      'zh-CN': [
        '持 CCAR-66 部 B1 执照与 A320 机型签署，从事航线维修 6 年',
        '年均保障航班 3000 余架次，零维修差错',
        '排除一例 A320 引气系统疑难故障，避免航班取消 5 班',
        '参与 C 检 12 次，按期完成率 100%',
        '编写排故经验案例 30 篇，供班组学习',
        '获评 2023 年度优秀机务',
      ],
      'en-US': [
        'Licensed B1 engineer with A320 type rating, 6 years in line maintenance',
        'Support about 3,000 flights a year with zero maintenance errors',
        'Resolved an A320 bleed air fault that would have canceled 5 flights',
        'Worked on 12 C-checks, all completed on schedule',
        'Wrote 30 troubleshooting case notes for the team',
        'Named outstanding maintenance engineer of 2023',
      ],
    },
    projects: {
      'zh-CN': [
        { name: 'A320 引气系统排故', description: '依据手册系统排查并更换故障部件' },
        { name: '飞机 C 检', description: '按工卡完成结构与系统检查' },
        { name: '排故经验库', description: '整理典型故障与处理方法，提升班组效率' },
      ],
      'en-US': [
        {
          name: 'A320 bleed air troubleshooting',
          description: 'Systematic fault isolation to the failed part',
        },
        { name: 'Aircraft C-check', description: 'Structural and systems inspections by task card' },
        {
          name: 'Troubleshooting knowledge base',
          description: 'Typical faults and fixes written up for the team',
        },
      ],
    },
    certifications: {
      'zh-CN': ['CCAR-66 部民用航空器维修人员执照（B1）', 'A320 机型签署', 'ICAO 英语等级 4 级'],
      'en-US': [
        'FAA Airframe and Powerplant (A&P) certificate',
        'EASA Part-66 B1 license',
        'A320 type rating',
      ],
    },
    tools: {
      'zh-CN': ['AMM 维修手册', 'IPC 图解零件目录', '万用表', '力矩扳手', '孔探仪', '维修管理系统'],
      'en-US': ['AMM', 'IPC', 'Multimeters', 'Torque wrenches', 'Borescopes', 'AMOS / TRAX'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年民航航线维修经验，持 B1 执照与 A320 签署，年均保障航班 3000 余架次、零差错。',
          '排故思路清晰，重视规章与安全。',
        ],
        student: ['飞行器维修工程技术专业应届生，已通过 CCAR-66 部基础考试，熟悉维修手册使用。'],
      },
      'en-US': {
        experienced: [
          'Aircraft maintenance technician with 6 years in line maintenance, B1 licensed with A320 rating, supporting 3,000 flights a year error-free.',
          'Methodical in troubleshooting and strict about regulations.',
        ],
        student: [
          'Aviation maintenance graduate who has passed the license basics and can work from the AMM.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['飞行器维修工程技术', '飞行器动力工程'],
        courses: ['航空器结构', '航空发动机', '航空电子系统', '航空维修法规'],
      },
      'en-US': {
        majors: ['Aviation Maintenance Technology'],
        courses: ['Airframe Structures', 'Powerplant', 'Avionics', 'Aviation Regulations'],
      },
    },
    workplace: 'airline',
    pathway: 'vocational',
  },
  {
    id: 'heavy-equipment-operator',
    names: { 'zh-CN': '工程机械操作手', 'en-US': 'Heavy Equipment Operator' },
    field: { 'zh-CN': '工程机械操作', 'en-US': 'heavy equipment operation' },
    synonyms: [
      '挖掘机司机',
      '挖机司机',
      '挖机师傅',
      '装载机司机',
      '铲车司机',
      '压路机司机',
      '塔吊司机',
      '塔吊司索工',
      '起重机司机',
      '吊车司机',
      '推土机司机',
      '工程机械操作手',
      'heavy equipment operator',
      'excavator operator',
      'crane operator',
      'tower crane operator',
      'loader operator',
      'bulldozer operator',
      'equipment operator',
      'dozer operator',
      'backhoe operator',
    ],
    keywords: ['挖掘机', 'excavator', '塔吊', 'crane', '起重'],
    skillGroups: {
      'zh-CN': [
        { name: '设备操作', examples: ['挖掘机', '装载机', '塔式起重机', '汽车吊'] },
        { name: '施工作业', examples: ['土方开挖', '场地平整', '吊装作业', '沟槽施工'] },
        { name: '安全与保养', examples: ['设备日常保养', '信号指挥配合', '安全操作规程', '故障初判'] },
      ],
      'en-US': [
        { name: 'Equipment', examples: ['Excavators', 'Wheel loaders', 'Tower cranes', 'Mobile cranes'] },
        { name: 'Site work', examples: ['Excavation', 'Grading', 'Lifting operations', 'Trenching'] },
        {
          name: 'Safety & care',
          examples: [
            'Daily maintenance',
            'Working with signal persons',
            'Load charts',
            'Basic troubleshooting',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你操作的设备类型与吨位，参与的工程类型]',
        '[你完成的工作量，如 土方量、吊装次数]',
        '[你在精细作业或复杂工况下完成的一项任务]',
        '[你的安全记录与设备保养情况]',
        '[你持有的操作证书]',
      ],
      'en-US': [
        '[The machines and sizes you operate, and the projects you work on]',
        '[Your output, such as volume moved or lifts made]',
        '[A precision or difficult task you completed]',
        '[Your safety and equipment care record]',
        '[Your operator certifications]',
      ],
    },
    achievements: {
      'zh-CN': [
        '操作 20 吨级挖掘机 8 年，参与 15 个市政与房建项目',
        '单月完成土方开挖 3 万立方米',
        '2023 年在管线密集区域精细开挖，零管线破坏',
        '塔吊作业 3000 余次，零安全事故',
        '坚持日常保养，设备完好率 98%',
        '2023 年获得市级挖掘机技能比赛二等奖',
      ],
      'en-US': [
        'Operated 20-tonne excavators for 8 years on 15 civil and building projects',
        'Moved 30,000 cubic meters of earth in a single month',
        'Dug precisely around dense utilities with zero line strikes in 2023',
        'Made 3,000+ tower crane lifts without a safety incident',
        'Kept equipment available 98% of the time through daily care',
        'Won second prize in a citywide excavator skills contest in 2023',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '市政管网沟槽开挖', description: '在复杂管线环境下精细作业，保障工期' },
        { name: '高层住宅塔吊吊装', description: '配合信号工完成钢筋与模板吊装' },
        { name: '场地平整工程', description: '大面积土方开挖与回填，按期完成' },
      ],
      'en-US': [
        {
          name: 'Utility trenching',
          description: 'Precise digging among existing utilities to keep the schedule',
        },
        {
          name: 'High-rise tower crane lifts',
          description: 'Lifted rebar and formwork with the signal crew',
        },
        { name: 'Site grading', description: 'Large cut-and-fill completed on time' },
      ],
    },
    certifications: {
      'zh-CN': [
        '建筑施工特种作业操作资格证（塔式起重机司机）',
        '特种设备作业人员证（起重机司机）',
        '工程机械操作证（挖掘机）',
      ],
      'en-US': [
        'NCCCO crane operator certification',
        'NCCER heavy equipment operator credential',
        "Commercial Driver's License (CDL)",
      ],
    },
    tools: {
      'zh-CN': ['三一挖掘机', '卡特彼勒挖掘机', '徐工装载机', '塔式起重机', '汽车起重机', '对讲机'],
      'en-US': [
        'Caterpillar excavators',
        'John Deere loaders',
        'Tower cranes',
        'Mobile cranes',
        'GPS machine control',
        'Two-way radios',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '8 年挖掘机与塔吊操作经验，参与 15 个工程项目，零安全事故。',
          '操作稳、精度高，擅长管线密集区域作业。',
        ],
        student: ['已取得挖掘机操作证，身体健康，能适应工地环境，愿意从基础工作做起。'],
      },
      'en-US': {
        experienced: [
          'Heavy equipment operator with 8 years on excavators and tower cranes across 15 projects, with zero incidents.',
          'Smooth and precise, especially around buried utilities.',
        ],
        student: ['Newly certified operator who is fit, reliable and ready for site work.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['工程机械运用技术', '中职或高中'],
        courses: ['工程机械构造', '操作技能实训', '施工安全', '设备保养'],
      },
      'en-US': {
        majors: ['Heavy Equipment Operator Program', 'High School Diploma'],
        courses: ['Equipment Operation', 'Site Safety', 'Grading', 'Equipment Maintenance'],
      },
    },
    workplace: 'construction',
    pathway: 'vocational',
  },
];
