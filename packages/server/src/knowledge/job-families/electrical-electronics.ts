// Job families of electrical and electronic engineering specialties: hardware, chip design, power systems,
// telecommunications, semiconductor processes, optics and batteries.
import type { JobFamily } from '../job-family.ts';

export const ELECTRICAL_ELECTRONICS_FAMILIES: readonly JobFamily[] = [
  {
    id: 'hardware-engineer',
    names: { 'zh-CN': '硬件工程师', 'en-US': 'Hardware Engineer' },
    field: { 'zh-CN': '硬件开发', 'en-US': 'electronic hardware design' },
    synonyms: [
      '硬件工程师',
      '硬件开发工程师',
      '硬件开发',
      '电子工程师',
      '电路设计工程师',
      '硬件设计工程师',
      'PCB设计工程师',
      'PCB工程师',
      'Layout工程师',
      '电源工程师',
      '硬件测试工程师',
      'EMC工程师',
      '模拟电路工程师',
      '射频硬件工程师',
      'hardware engineer',
      'electronics engineer',
      'electronic engineer',
      'hardware design engineer',
      'circuit design engineer',
      'pcb designer',
      'pcb layout engineer',
      'power electronics engineer',
      'hardware test engineer',
      'emc engineer',
      'board design engineer',
    ],
    keywords: ['pcb', '原理图', 'altium', 'cadence allegro', 'emc', '信号完整性', 'signal integrity'],
    skillGroups: {
      'zh-CN': [
        { name: '电路设计', examples: ['原理图设计', '高速数字电路', '电源设计', '模拟电路'] },
        { name: 'PCB 与测试', examples: ['PCB Layout', '信号完整性', 'EMC 整改', '示波器与频谱仪'] },
        { name: '器件与平台', examples: ['ARM 平台', 'FPGA', 'DDR', '选型与国产替代'] },
      ],
      'en-US': [
        {
          name: 'Circuit design',
          examples: ['Schematic capture', 'High-speed digital', 'Power supplies', 'Analogue circuits'],
        },
        {
          name: 'PCB & test',
          examples: [
            'PCB layout',
            'Signal integrity',
            'EMC compliance',
            'Oscilloscopes and spectrum analyzers',
          ],
        },
        { name: 'Platforms', examples: ['ARM SoCs', 'FPGAs', 'DDR memory', 'Component selection'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的产品与硬件模块，以及主控平台与关键器件]',
        '[你完成的原理图与 PCB 设计，以及一次通过率]',
        '[你解决的一个硬件问题（EMC、信号完整性、发热），以及整改结果]',
        '[你做的降本或国产化替代，节省的 BOM 成本]',
        '[你配合量产的工作：测试方案、良率问题与导入结果]',
      ],
      'en-US': [
        '[The products and boards you own, and the main processors and key parts]',
        '[Schematics and layouts you delivered, and first-pass success]',
        '[A hardware problem you solved (EMC, signal integrity, thermal), and the fix]',
        '[Cost-down or second-sourcing work, and the BOM savings]',
        '[Production support: test plans, yield issues and ramp results]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责 5 款工业控制器主板设计，均一次投板成功',
        '完成 12 层高速板设计，DDR4 速率 3200 MT/s 下信号完整性达标',
        '主导 EMC 整改，产品一次通过 EN 55032 Class B 认证',
        '推动关键器件国产化替代，单板 BOM 成本降低 18%',
        '优化电源设计，待机功耗降低 35%',
        '制定硬件测试规范，量产直通率从 94% 提升到 99%',
      ],
      'en-US': [
        'Designed 5 industrial controller boards, all working on the first spin',
        'Delivered a 12-layer high-speed board meeting signal integrity at DDR4-3200',
        'Led EMC fixes that passed EN 55032 Class B on the first test',
        'Second-sourced key components, cutting board BOM cost by 18%',
        'Redesigned the power stage, cutting standby power by 35%',
        'Wrote hardware test specs that raised first-pass yield from 94% to 99%',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '工业控制器主板开发', description: '从方案选型到投板调试与量产导入' },
        { name: '产品 EMC 整改', description: '定位辐射源并优化布局与滤波，通过认证' },
        { name: '关键器件国产化替代', description: '评估替代器件并完成验证，降低成本与供应风险' },
      ],
      'en-US': [
        {
          name: 'Industrial controller board',
          description: 'From architecture to bring-up and production ramp',
        },
        {
          name: 'EMC compliance fix',
          description: 'Found emission sources and fixed layout and filtering to pass certification',
        },
        {
          name: 'Component second-sourcing',
          description: 'Qualified alternates to cut cost and supply risk',
        },
      ],
    },
    certifications: {
      'zh-CN': ['IPC CID 认证 PCB 设计师', '中级工程师职称'],
      'en-US': ['IPC Certified Interconnect Designer (CID)', 'IPC-A-610 Certified IPC Specialist'],
    },
    tools: {
      'zh-CN': ['Altium Designer', 'Cadence Allegro', 'OrCAD', 'PADS', '示波器', 'SIwave'],
      'en-US': ['Altium Designer', 'Cadence Allegro', 'OrCAD', 'LTspice', 'Oscilloscopes', 'HyperLynx'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年硬件开发经验，负责过 5 款工控主板设计，擅长高速电路与 EMC 整改。',
          '推动国产化替代，单板成本降低 18%。',
        ],
        student: ['电子信息工程专业应届生，熟练使用 Altium Designer，独立完成过 STM32 开发板设计。'],
      },
      'en-US': {
        experienced: [
          'Hardware engineer with 6 years designing industrial boards, strong in high-speed design and EMC.',
          'Cut board cost by 18% through second-sourcing.',
        ],
        student: ['Electronics graduate fluent in Altium who designed a microcontroller board from scratch.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['电子信息工程', '电子科学与技术'],
        courses: ['模拟电子技术', '数字电子技术', '高速电路设计', '电磁兼容'],
      },
      'en-US': {
        majors: ['Electrical Engineering', 'Electronic Engineering'],
        courses: [
          'Analogue Electronics',
          'Digital Electronics',
          'High-Speed Design',
          'Electromagnetic Compatibility',
        ],
      },
    },
    workplace: 'manufacturer',
  },
  {
    id: 'ic-design-engineer',
    names: { 'zh-CN': '芯片设计工程师', 'en-US': 'IC Design Engineer' },
    field: { 'zh-CN': '集成电路设计', 'en-US': 'integrated circuit design' },
    synonyms: [
      '芯片设计工程师',
      '芯片工程师',
      'IC设计工程师',
      '数字IC设计',
      '数字IC设计工程师',
      '模拟IC设计',
      '模拟IC设计工程师',
      '芯片验证工程师',
      'IC验证工程师',
      '数字验证工程师',
      '数字后端工程师',
      '版图设计工程师',
      'DFT工程师',
      'FPGA工程师',
      'FPGA开发工程师',
      'SoC设计工程师',
      'ic design engineer',
      'asic design engineer',
      'digital design engineer',
      'analog ic designer',
      'analog design engineer',
      'design verification engineer',
      'verification engineer',
      'physical design engineer',
      'layout engineer',
      'dft engineer',
      'fpga engineer',
      'soc design engineer',
      'rtl design engineer',
    ],
    keywords: ['verilog', 'systemverilog', 'uvm', 'rtl', 'asic', 'tapeout', '流片', 'eda'],
    skillGroups: {
      'zh-CN': [
        { name: '设计', examples: ['Verilog / SystemVerilog', 'RTL 设计', '低功耗设计', '时序约束'] },
        { name: '验证与实现', examples: ['UVM 验证', '形式验证', '综合与 STA', '后端布局布线'] },
        { name: 'EDA 工具', examples: ['VCS', 'Design Compiler', 'PrimeTime', 'Innovus'] },
      ],
      'en-US': [
        {
          name: 'Design',
          examples: ['Verilog / SystemVerilog', 'RTL design', 'Low-power design', 'Timing constraints'],
        },
        {
          name: 'Verification & implementation',
          examples: ['UVM', 'Formal verification', 'Synthesis and STA', 'Place and route'],
        },
        { name: 'EDA tools', examples: ['VCS', 'Design Compiler', 'PrimeTime', 'Innovus'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你参与的芯片类型、工艺节点与负责的模块]',
        '[你完成的设计或验证工作：模块规模、覆盖率或时序收敛结果]',
        '[你参与的流片与回片测试，以及结果]',
        '[你在功耗、面积或性能上的优化，具体数字]',
        '[你搭建或改进的验证环境、脚本或流程，提升的效率]',
      ],
      'en-US': [
        '[The chips, process nodes and blocks you work on]',
        '[Design or verification you delivered: block size, coverage or timing closure]',
        '[Tapeouts and silicon bring-up you took part in, and results]',
        '[Power, area or performance gains, with numbers]',
        '[Verification environments, scripts or flows you built, and time saved]',
      ],
    },
    achievements: {
      'zh-CN': [
        '参与 3 颗 SoC 芯片研发，均一次流片成功',
        '负责 28nm 工艺下 DDR 控制器模块 RTL 设计，时序在 800 MHz 下收敛',
        '搭建 UVM 验证平台，功能覆盖率与代码覆盖率均达到 100%',
        '通过门控时钟与电源域划分，模块功耗降低 22%',
        '编写自动化回归脚本，回归周期从 3 天缩短到 1 天',
        '回片测试发现并定位 2 个关键问题，推动 ECO 修复',
      ],
      'en-US': [
        'Worked on 3 SoCs, all successful on the first tapeout',
        'Designed the RTL for a DDR controller in 28 nm, closing timing at 800 MHz',
        'Built a UVM environment reaching 100% functional and code coverage',
        'Cut block power by 22% with clock gating and power domains',
        'Automated regressions, shortening the cycle from 3 days to 1',
        'Found and root-caused 2 critical silicon issues during bring-up and drove the ECO',
      ],
    },
    projects: {
      'zh-CN': [
        { name: 'AI 加速芯片研发', description: '负责计算单元 RTL 设计与时序收敛' },
        { name: 'UVM 验证平台搭建', description: '建立可复用验证环境，提升覆盖率与效率' },
        { name: '低功耗设计优化', description: '电源域划分与门控时钟，降低整体功耗' },
      ],
      'en-US': [
        { name: 'AI accelerator chip', description: 'RTL and timing closure for the compute units' },
        {
          name: 'UVM verification platform',
          description: 'A reusable environment for higher coverage and speed',
        },
        { name: 'Low-power design', description: 'Power domains and clock gating to cut total power' },
      ],
    },
    certifications: { 'zh-CN': [], 'en-US': [] },
    tools: {
      'zh-CN': ['VCS', 'Verdi', 'Design Compiler', 'PrimeTime', 'Innovus', 'Vivado'],
      'en-US': ['VCS', 'Verdi', 'Design Compiler', 'PrimeTime', 'Innovus', 'Vivado'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年数字 IC 设计经验，参与 3 颗 SoC 研发并一次流片成功，熟悉 28nm 及以下工艺。',
          '擅长 RTL 设计与低功耗优化。',
        ],
        student: ['微电子硕士应届生，熟练使用 Verilog 与 UVM，课题为 RISC-V 处理器设计，做过 FPGA 验证。'],
      },
      'en-US': {
        experienced: [
          'IC design engineer with 5 years in digital design on 3 first-pass SoCs at 28 nm and below.',
          'Strong in RTL design and low-power optimization.',
        ],
        student: ['Microelectronics graduate fluent in Verilog and UVM, with a RISC-V processor thesis.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['微电子科学与工程', '集成电路设计与集成系统'],
        courses: ['数字集成电路设计', '计算机体系结构', '半导体器件物理', 'VLSI 设计'],
      },
      'en-US': {
        majors: ['Electrical Engineering', 'Microelectronics'],
        courses: ['Digital IC Design', 'Computer Architecture', 'Semiconductor Devices', 'VLSI Design'],
      },
    },
    workplace: 'tech',
  },
  {
    id: 'power-systems-engineer',
    names: { 'zh-CN': '电力工程师', 'en-US': 'Power Systems Engineer' },
    field: { 'zh-CN': '电力系统', 'en-US': 'power systems' },
    synonyms: [
      '电力工程师',
      '电力系统工程师',
      '变电运维',
      '变电站值班员',
      '电网调度员',
      '继电保护工程师',
      '配网工程师',
      '输电线路工程师',
      '新能源电站工程师',
      '光伏工程师',
      '风电工程师',
      '储能电站工程师',
      '电力设计工程师',
      'power systems engineer',
      'power engineer',
      'substation engineer',
      'protection engineer',
      'relay engineer',
      'transmission engineer',
      'distribution engineer',
      'grid engineer',
      'solar engineer',
      'pv engineer',
      'wind engineer',
      'renewable energy engineer',
    ],
    keywords: ['电力', '电网', '变电站', '继电保护', 'substation', 'grid', '光伏', 'photovoltaic', '风电'],
    skillGroups: {
      'zh-CN': [
        { name: '电力系统', examples: ['潮流计算', '继电保护整定', '电能质量', '调度运行'] },
        { name: '工程设计', examples: ['变电站设计', '配网规划', '光伏电站设计', '接入系统设计'] },
        { name: '工具', examples: ['PSASP', 'PSCAD', 'ETAP', 'AutoCAD'] },
      ],
      'en-US': [
        {
          name: 'Power systems',
          examples: ['Load flow', 'Protection coordination', 'Power quality', 'Grid operations'],
        },
        {
          name: 'Design',
          examples: [
            'Substation design',
            'Distribution planning',
            'Solar plant design',
            'Interconnection studies',
          ],
        },
        { name: 'Tools', examples: ['PSS/E', 'PSCAD', 'ETAP', 'AutoCAD'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的电网、变电站或新能源电站规模（电压等级、容量）]',
        '[你完成的设计、整定或运维工作，以及安全运行天数]',
        '[你处理的一次电网故障或设备缺陷，以及恢复时间]',
        '[你参与的新建或改造工程：容量、工期与投运结果]',
        '[你推动的降损、可靠性或新能源消纳改进，具体数字]',
      ],
      'en-US': [
        '[The grid, substations or renewable plants you work on (voltage, capacity)]',
        '[Design, protection settings or operations work, and days without incident]',
        '[A grid fault or equipment defect you handled, and time to restore]',
        '[New builds or upgrades: capacity, schedule and energisation]',
        '[Loss reduction, reliability or renewable integration gains, with numbers]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责 3 座 220kV 变电站的运维，连续 1500 天安全运行',
        '完成 50 MW 光伏电站电气设计与并网，按期投运',
        '完成继电保护定值整定 200 余套，零误动拒动',
        '处理 10kV 线路故障 30 余次，平均复电时间从 90 分钟缩短到 40 分钟',
        '推动配网降损改造，线损率从 6.5% 降到 4.8%',
        '参与储能电站接入方案设计，新能源弃电率降低 5 个百分点',
      ],
      'en-US': [
        'Operated 3 substations at 220 kV for 1,500 days without a safety incident',
        'Designed and connected a 50 MW solar plant on schedule',
        'Set 200+ protection relays with no misoperations',
        'Restored 30+ distribution faults, cutting average restoration from 90 to 40 minutes',
        'Led loss reduction that cut distribution losses from 6.5% to 4.8%',
        'Designed a battery storage interconnection that cut renewable curtailment by 5 points',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '光伏电站设计与并网', description: '完成电气一二次设计与接入系统，按期并网' },
        { name: '变电站智能化改造', description: '升级保护与监控系统，提升运维效率' },
        { name: '配网降损改造', description: '优化线路与变压器配置，降低线损' },
      ],
      'en-US': [
        {
          name: 'Solar plant design and interconnection',
          description: 'Electrical design and grid connection on schedule',
        },
        {
          name: 'Substation automation upgrade',
          description: 'New protection and monitoring for easier operations',
        },
        { name: 'Distribution loss reduction', description: 'Line and transformer changes that cut losses' },
      ],
    },
    certifications: {
      'zh-CN': ['注册电气工程师（发输变电）', '注册电气工程师（供配电）', '特种作业操作证（高压电工）'],
      'en-US': [
        'Professional Engineer (PE), Electrical and Computer: Power',
        'NABCEP PV Installation Professional',
      ],
    },
    tools: {
      'zh-CN': ['PSASP', 'PSCAD', 'ETAP', 'AutoCAD', 'PVsyst', '调度自动化系统'],
      'en-US': ['PSS/E', 'PSCAD', 'ETAP', 'AutoCAD', 'PVsyst', 'SCADA'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '7 年电力系统工作经验，覆盖变电运维与新能源电站设计，持注册电气工程师证书。',
          '重视安全运行，负责变电站连续 1500 天安全运行。',
        ],
        student: ['电气工程及其自动化专业应届生，熟悉电力系统分析与继电保护，在供电公司实习 3 个月。'],
      },
      'en-US': {
        experienced: [
          'Power systems engineer with 7 years across substation operations and renewable plant design; licensed PE.',
          'Safety-focused, with 1,500 incident-free days.',
        ],
        student: [
          'Electrical engineering graduate with coursework in power systems and protection and a utility internship.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['电气工程及其自动化'],
        courses: ['电力系统分析', '继电保护原理', '电力电子技术', '高电压技术'],
      },
      'en-US': {
        majors: ['Electrical Engineering (Power)'],
        courses: [
          'Power System Analysis',
          'Protective Relaying',
          'Power Electronics',
          'High Voltage Engineering',
        ],
      },
    },
    workplace: 'utility',
  },
  {
    id: 'telecom-engineer',
    names: { 'zh-CN': '通信工程师', 'en-US': 'Telecommunications Engineer' },
    field: { 'zh-CN': '通信工程', 'en-US': 'telecommunications' },
    synonyms: [
      '通信工程师',
      '无线通信工程师',
      '射频工程师',
      '基站工程师',
      '网络优化工程师',
      '无线网优工程师',
      '传输工程师',
      '光通信工程师',
      '通信协议工程师',
      '5G工程师',
      '通信测试工程师',
      '天线工程师',
      'telecommunications engineer',
      'telecom engineer',
      'rf engineer',
      'radio frequency engineer',
      'wireless engineer',
      'rf optimization engineer',
      'network optimization engineer',
      'optical network engineer',
      '5g engineer',
      'antenna engineer',
      'protocol engineer',
    ],
    keywords: ['5g', 'lte', '射频', 'rf', '基站', '网优', '天线', '3gpp'],
    skillGroups: {
      'zh-CN': [
        { name: '无线技术', examples: ['5G NR', 'LTE', '射频指标测试', '天线设计'] },
        { name: '网络优化', examples: ['覆盖与干扰优化', '路测分析', 'KPI 分析', '参数优化'] },
        { name: '传输与协议', examples: ['光传输 OTN', 'IP 承载网', '3GPP 协议', '信令分析'] },
      ],
      'en-US': [
        { name: 'Wireless', examples: ['5G NR', 'LTE', 'RF testing', 'Antenna design'] },
        {
          name: 'Optimization',
          examples: ['Coverage and interference', 'Drive testing', 'KPI analysis', 'Parameter tuning'],
        },
        {
          name: 'Transport & protocols',
          examples: ['Optical transport', 'IP backhaul', '3GPP standards', 'Signaling analysis'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的网络或产品：区域、站点数量或产品类型]',
        '[你完成的网络规划、优化或射频开发工作，以及关键指标]',
        '[你解决的一个网络或射频问题，以及改善后的数据]',
        '[你参与的 5G 建设或新技术试点，以及结果]',
        '[你开发或改进的分析工具与流程，提升的效率]',
      ],
      'en-US': [
        '[The network or products you work on: region, site count or product type]',
        '[Planning, optimization or RF development you delivered, and key metrics]',
        '[A network or RF problem you solved, and the data after]',
        '[5G roll-outs or trials you took part in, and results]',
        '[Analysis tools or processes you built, and the time saved]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责 1200 个 5G 基站的无线网络优化，掉线率从 0.8% 降到 0.3%',
        '完成城区弱覆盖专项整治，覆盖率从 92% 提升到 98%',
        '参与 5G 射频模块研发，发射效率提升 6%',
        '开发 KPI 自动分析脚本，日常分析时间缩短 70%',
        '完成 3 场大型活动通信保障，零重大故障',
        '负责 200 公里光传输网络扩容，按期割接',
      ],
      'en-US': [
        'Optimized 1,200 5G sites, cutting the drop rate from 0.8% to 0.3%',
        'Led a coverage push that raised urban coverage from 92% to 98%',
        'Helped develop a 5G RF module with 6% better transmit efficiency',
        'Wrote KPI analysis scripts that cut daily analysis time by 70%',
        'Kept networks running at 3 major events with 0 major faults',
        'Expanded a 200 km optical transport network with an on-time cutover',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '5G 网络规模优化', description: '覆盖、干扰与参数优化，提升用户体验' },
        { name: '大型活动通信保障', description: '制定保障方案与应急预案，确保网络稳定' },
        { name: '网优分析自动化', description: '用 Python 实现 KPI 采集与问题定位' },
      ],
      'en-US': [
        {
          name: '5G network optimization',
          description: 'Coverage, interference and parameter work for better user experience',
        },
        {
          name: 'Event network assurance',
          description: 'Capacity plans and contingencies that kept the network stable',
        },
        {
          name: 'Optimization automation',
          description: 'Python tools for KPI collection and fault localization',
        },
      ],
    },
    certifications: {
      'zh-CN': ['通信专业技术人员职业水平证书（中级通信工程师）', '华为 HCIP-5G', '一级建造师（通信与广电）'],
      'en-US': [
        'CWNA (Certified Wireless Network Administrator)',
        'Nokia Bell Labs 5G Certification',
        'iBwave Wi-Fi Design Certification',
      ],
    },
    tools: {
      'zh-CN': ['频谱分析仪', '矢量网络分析仪', '路测软件', 'MapInfo', 'Python', 'MATLAB'],
      'en-US': ['Spectrum analyzers', 'Vector network analyzers', 'TEMS', 'Atoll', 'Python', 'MATLAB'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年无线网络优化经验，负责 1200 个 5G 基站，掉线率降低 60% 以上。',
          '熟悉 3GPP 协议与射频测试，擅长用脚本提升分析效率。',
        ],
        student: ['通信工程专业应届生，熟悉 5G 原理与射频测试，参加过全国大学生电子设计竞赛。'],
      },
      'en-US': {
        experienced: [
          'Telecoms engineer with 6 years optimizing radio networks, including 1,200 5G sites, cutting drops by more than 60%.',
          'Fluent in 3GPP standards and RF testing, and automates analysis with scripts.',
        ],
        student: ['Telecoms graduate who knows 5G fundamentals and RF testing from lab projects.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['通信工程', '电磁场与无线技术'],
        courses: ['通信原理', '移动通信', '电磁场与电磁波', '数字信号处理'],
      },
      'en-US': {
        majors: ['Telecommunications Engineering', 'Electrical Engineering'],
        courses: [
          'Communication Systems',
          'Wireless Communications',
          'Electromagnetics',
          'Digital Signal Processing',
        ],
      },
    },
    workplace: 'tech',
  },
  {
    id: 'semiconductor-process-engineer',
    names: { 'zh-CN': '半导体工艺工程师', 'en-US': 'Semiconductor Process Engineer' },
    field: { 'zh-CN': '半导体工艺', 'en-US': 'semiconductor manufacturing' },
    synonyms: [
      '半导体工艺工程师',
      '工艺整合工程师',
      '刻蚀工艺工程师',
      '光刻工艺工程师',
      '薄膜工艺工程师',
      '扩散工艺工程师',
      '晶圆厂工艺工程师',
      '良率工程师',
      '半导体设备工程师',
      '封装工艺工程师',
      '封测工程师',
      'PIE工程师',
      'semiconductor process engineer',
      'process integration engineer',
      'etch engineer',
      'lithography engineer',
      'thin film engineer',
      'diffusion engineer',
      'yield engineer',
      'fab process engineer',
      'packaging process engineer',
      'semiconductor equipment engineer',
    ],
    keywords: ['晶圆', 'wafer', 'fab', '光刻', 'lithography', '刻蚀', 'cmp', '良率'],
    skillGroups: {
      'zh-CN': [
        { name: '工艺模块', examples: ['光刻', '刻蚀', '薄膜沉积', 'CMP'] },
        { name: '良率与质量', examples: ['SPC', 'DOE', '缺陷分析', 'FMEA'] },
        { name: '数据与工具', examples: ['JMP', 'YieldWatch', 'SEM', 'Python'] },
      ],
      'en-US': [
        { name: 'Process modules', examples: ['Lithography', 'Etch', 'Deposition', 'CMP'] },
        { name: 'Yield & quality', examples: ['SPC', 'DOE', 'Defect analysis', 'FMEA'] },
        { name: 'Data & tools', examples: ['JMP', 'Yield management systems', 'SEM', 'Python'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的工艺模块、产品与工艺节点]',
        '[你负责工艺的良率、Cpk 或缺陷水平及其变化]',
        '[你主导的一次工艺异常处理：现象、根因与改善结果]',
        '[你完成的新工艺导入或设备导入，以及量产结果]',
        '[你在成本、产能或耗材上的优化成果]',
      ],
      'en-US': [
        '[The process module, products and technology node you own]',
        '[Yield, Cpk or defect levels for your process and how they changed]',
        '[A process excursion you led: symptom, root cause and fix]',
        '[New process or tool introductions you delivered, and the production result]',
        '[Cost, throughput or consumables savings]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责 12 英寸晶圆厂刻蚀工艺，关键尺寸 Cpk 从 1.1 提升到 1.67',
        '通过 DOE 优化工艺窗口，相关缺陷密度下降 45%',
        '主导处理一次批量工艺异常，48 小时内定位根因并恢复生产',
        '完成 2 台新机台工艺导入与验证，按期释放量产',
        '产品良率从 88% 提升到 94%',
        '优化耗材更换周期，年节约成本 300 万元',
      ],
      'en-US': [
        'Own etch processes in a 300 mm fab, raising critical dimension Cpk from 1.1 to 1.67',
        'Used DOE to widen the process window, cutting related defect density by 45%',
        'Led a lot excursion to root cause within 48 hours and restored production',
        'Qualified 2 new tools and released them to production on schedule',
        'Raised product yield from 88% to 94%',
        'Extended consumable change intervals, saving $420K a year',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '刻蚀工艺窗口优化', description: 'DOE 与 SPC 结合，提升工艺稳定性' },
        { name: '新机台导入', description: '完成工艺匹配与可靠性验证，顺利释放量产' },
        { name: '良率提升专项', description: '缺陷分类与根因分析，系统性提升良率' },
      ],
      'en-US': [
        { name: 'Etch window optimization', description: 'DOE and SPC for a more stable process' },
        {
          name: 'New tool qualification',
          description: 'Process matching and reliability checks before release',
        },
        {
          name: 'Yield improvement program',
          description: 'Defect classification and root cause work that raised yield',
        },
      ],
    },
    certifications: {
      'zh-CN': ['六西格玛绿带', '中级工程师职称'],
      'en-US': ['Six Sigma Green Belt', 'ASQ Certified Quality Engineer (CQE)'],
    },
    tools: {
      'zh-CN': ['JMP', 'Minitab', 'SEM', 'KLA 缺陷检测', 'MES', 'Python'],
      'en-US': ['JMP', 'Minitab', 'SEM', 'KLA inspection', 'MES', 'Python'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年 12 英寸晶圆厂刻蚀工艺经验，产品良率从 88% 提升到 94%。',
          '擅长 DOE 与数据分析，快速处理工艺异常。',
        ],
        student: ['微电子硕士应届生，熟悉半导体器件与工艺流程，在洁净室完成过器件制备课题。'],
      },
      'en-US': {
        experienced: [
          'Process engineer with 5 years in 300 mm etch, raising yield from 88% to 94%.',
          'Strong in DOE and data analysis, quick to resolve excursions.',
        ],
        student: ['Microelectronics graduate with cleanroom device fabrication experience.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['微电子科学与工程', '材料科学与工程'],
        courses: ['半导体物理', '集成电路工艺', '半导体器件', '薄膜技术'],
      },
      'en-US': {
        majors: ['Materials Science', 'Electrical Engineering'],
        courses: ['Semiconductor Physics', 'Microfabrication', 'Semiconductor Devices', 'Thin Films'],
      },
    },
    workplace: 'manufacturer',
  },
  {
    id: 'optical-engineer',
    names: { 'zh-CN': '光学工程师', 'en-US': 'Optical Engineer' },
    field: { 'zh-CN': '光学设计', 'en-US': 'optical engineering' },
    synonyms: [
      '光学工程师',
      '光学设计工程师',
      '光学设计',
      '镜头设计工程师',
      '光电工程师',
      '激光工程师',
      '光学结构工程师',
      '光学测试工程师',
      '光学镀膜工程师',
      'optical engineer',
      'optical design engineer',
      'optics engineer',
      'photonics engineer',
      'laser engineer',
      'lens design engineer',
      'optoelectronics engineer',
    ],
    keywords: ['光学', 'zemax', 'codev', 'optics', 'photonics', '激光', '镜头'],
    skillGroups: {
      'zh-CN': [
        { name: '光学设计', examples: ['成像镜头设计', '照明设计', '公差分析', '杂散光分析'] },
        { name: '光电系统', examples: ['激光器', '光电探测', '光纤器件', '光学装调'] },
        { name: '软件', examples: ['Zemax OpticStudio', 'CODE V', 'LightTools', 'MATLAB'] },
      ],
      'en-US': [
        {
          name: 'Optical design',
          examples: ['Imaging lenses', 'Illumination', 'Tolerancing', 'Stray light'],
        },
        { name: 'Photonics', examples: ['Lasers', 'Photodetectors', 'Fiber components', 'Alignment'] },
        { name: 'Software', examples: ['Zemax OpticStudio', 'CODE V', 'LightTools', 'MATLAB'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的光学产品类型与关键指标（视场、分辨率、功率）]',
        '[你完成的光学设计与仿真，以及样品实测结果]',
        '[你做的公差分析或装调工艺改进，对良率的影响]',
        '[你解决的一个光学问题（像质、杂散光、热漂移），以及结果]',
        '[你在成本或量产导入上的贡献]',
      ],
      'en-US': [
        '[The optical products you design and their key specs (field of view, resolution, power)]',
        '[Designs and simulations you delivered, and how samples measured]',
        '[Tolerancing or alignment improvements and their effect on yield]',
        '[An optical problem you solved (image quality, stray light, thermal drift)]',
        '[Cost or production ramp contributions]',
      ],
    },
    achievements: {
      'zh-CN': [
        '完成 8 款车载摄像头镜头设计，MTF 实测与设计偏差小于 5%',
        '通过公差优化，镜头装调良率从 85% 提升到 96%',
        '设计激光雷达接收光学系统，探测距离提升 20%',
        '解决一款镜头杂散光问题，鬼像强度降低 80%',
        '用塑料非球面替代玻璃镜片，单颗镜头成本降低 30%',
        '申请发明专利 4 项',
      ],
      'en-US': [
        'Designed 8 automotive camera lenses with measured MTF within 5% of design',
        'Optimized tolerances to raise lens assembly yield from 85% to 96%',
        'Designed lidar receiver optics that extended range by 20%',
        'Fixed a stray light problem, cutting ghost intensity by 80%',
        'Replaced glass with moulded plastic aspheres, cutting lens cost by 30%',
        'Filed 4 invention patents',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '车载摄像头镜头设计', description: '兼顾高低温性能与成本的车规级镜头' },
        { name: '激光雷达光学系统', description: '收发光路设计与仿真，提升探测距离' },
        { name: '镜头装调工艺优化', description: '公差分配与装调方法改进，提升良率' },
      ],
      'en-US': [
        {
          name: 'Automotive camera lens',
          description: 'An automotive-grade lens balancing thermal performance and cost',
        },
        { name: 'Lidar optics', description: 'Transmit and receive path design for longer range' },
        {
          name: 'Lens assembly process',
          description: 'Tolerance allocation and alignment methods that raised yield',
        },
      ],
    },
    certifications: { 'zh-CN': [], 'en-US': [] },
    tools: {
      'zh-CN': ['Zemax OpticStudio', 'CODE V', 'LightTools', 'SolidWorks', 'MATLAB', 'MTF 测试仪'],
      'en-US': ['Zemax OpticStudio', 'CODE V', 'LightTools', 'SolidWorks', 'MATLAB', 'MTF test benches'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年光学设计经验，完成 8 款车载镜头设计，熟悉从设计到量产的全流程。',
          '擅长公差分析，装调良率提升到 96%。',
        ],
        student: ['光电信息科学与工程硕士应届生，熟练使用 Zemax，课题为大视场成像镜头设计。'],
      },
      'en-US': {
        experienced: [
          'Optical engineer with 6 years designing automotive lenses from concept to production.',
          'Strong in tolerancing, with assembly yield raised to 96%.',
        ],
        student: ['Optics graduate fluent in Zemax, with a thesis on wide-field imaging lenses.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['光电信息科学与工程', '光学工程'],
        courses: ['应用光学', '物理光学', '光学设计', '激光原理'],
      },
      'en-US': {
        majors: ['Optical Engineering', 'Physics'],
        courses: ['Geometrical Optics', 'Physical Optics', 'Lens Design', 'Lasers'],
      },
    },
    workplace: 'manufacturer',
  },
  {
    id: 'battery-engineer',
    names: { 'zh-CN': '电池工程师', 'en-US': 'Battery Engineer' },
    field: { 'zh-CN': '动力电池与储能', 'en-US': 'battery engineering' },
    synonyms: [
      '电池工程师',
      '动力电池工程师',
      '电芯工程师',
      '电池包工程师',
      'PACK工程师',
      'BMS工程师',
      '电池管理系统工程师',
      '储能工程师',
      '锂电工艺工程师',
      '电池测试工程师',
      '电化学工程师',
      'battery engineer',
      'battery cell engineer',
      'battery pack engineer',
      'bms engineer',
      'battery management systems engineer',
      'energy storage engineer',
      'electrochemist',
      'battery test engineer',
      'battery systems engineer',
    ],
    keywords: ['电池', 'battery', 'bms', '锂电', 'lithium ion', '储能', 'energy storage', '电芯'],
    skillGroups: {
      'zh-CN': [
        { name: '电池技术', examples: ['电芯设计', 'PACK 结构设计', '热管理', '电化学分析'] },
        { name: 'BMS', examples: ['SOC / SOH 估算', '均衡策略', '故障诊断', '功能安全'] },
        {
          name: '测试与工艺',
          examples: ['循环寿命测试', '安全测试（针刺、热失控）', '涂布与卷绕工艺', '失效分析'],
        },
      ],
      'en-US': [
        {
          name: 'Battery technology',
          examples: ['Cell design', 'Pack design', 'Thermal management', 'Electrochemical analysis'],
        },
        {
          name: 'BMS',
          examples: ['SOC and SOH estimation', 'Cell balancing', 'Fault diagnostics', 'Functional safety'],
        },
        {
          name: 'Test & process',
          examples: [
            'Cycle life testing',
            'Abuse and thermal runaway testing',
            'Electrode coating',
            'Failure analysis',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的电池产品（电芯、PACK、BMS 或储能系统）与应用场景]',
        '[你完成的设计或开发工作，以及能量密度、寿命等关键指标]',
        '[你主导的一次测试或失效分析：问题、根因与改进]',
        '[你在安全、成本或一致性上的优化成果]',
        '[你参与的认证或量产导入，以及结果]',
      ],
      'en-US': [
        '[The battery products you work on (cells, packs, BMS, storage systems) and their applications]',
        '[Design or development you delivered, and key metrics such as energy density or life]',
        '[A test or failure analysis you led: problem, root cause and fix]',
        '[Safety, cost or consistency improvements]',
        '[Certifications or production ramps you supported, and results]',
      ],
    },
    achievements: {
      'zh-CN': [
        '参与 2 款磷酸铁锂电芯开发，能量密度提升 12%，循环寿命超过 6000 次',
        '负责储能 PACK 结构与热管理设计，电芯温差控制在 3℃ 以内',
        '优化 BMS 的 SOC 估算算法，估算误差从 5% 降到 2%',
        '主导一次批量失效分析，定位极片毛刺问题，不良率下降 70%',
        '完成 UN 38.3 与 GB 38031 认证测试，一次通过',
        '优化结构与材料，PACK 成本降低 10%',
      ],
      'en-US': [
        'Developed 2 LFP cells with 12% higher energy density and more than 6,000 cycles',
        'Designed the pack structure and cooling for a storage product, holding cell spread under 3 degrees C',
        'Improved BMS state-of-charge estimation from 5% to 2% error',
        'Led a failure analysis that traced burrs on electrodes, cutting defects by 70%',
        'Passed UN 38.3 and UL 9540A testing on the first attempt',
        'Cut pack cost by 10% through structural and material changes',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '储能电池 PACK 开发', description: '结构、热管理与安全设计，完成认证与量产' },
        { name: 'BMS 算法优化', description: '改进 SOC 与 SOH 估算，提升续航与寿命预测' },
        { name: '电芯失效分析', description: '拆解分析定位根因，推动工艺改进' },
      ],
      'en-US': [
        {
          name: 'Storage battery pack',
          description: 'Structure, cooling and safety design through certification and production',
        },
        {
          name: 'BMS algorithm upgrade',
          description: 'Better SOC and SOH estimation for range and life prediction',
        },
        {
          name: 'Cell failure analysis',
          description: 'Teardown and root cause work that drove process fixes',
        },
      ],
    },
    certifications: {
      'zh-CN': ['ISO 26262 功能安全工程师', '六西格玛绿带'],
      'en-US': ['ISO 26262 Functional Safety Engineer', 'Six Sigma Green Belt'],
    },
    tools: {
      'zh-CN': ['MATLAB/Simulink', 'COMSOL', 'CANoe', 'SolidWorks', '电池充放电测试系统', 'Python'],
      'en-US': ['MATLAB/Simulink', 'COMSOL', 'CANoe', 'SolidWorks', 'Arbin and Maccor cyclers', 'Python'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年动力与储能电池开发经验，覆盖电芯、PACK 与 BMS，参与产品能量密度提升 12%。',
          '擅长失效分析与安全设计。',
        ],
        student: ['材料科学与工程硕士应届生，课题为高镍正极材料改性，熟悉电化学测试方法。'],
      },
      'en-US': {
        experienced: [
          'Battery engineer with 5 years across cells, packs and BMS, raising energy density by 12%.',
          'Strong in failure analysis and safety design.',
        ],
        student: [
          'Materials science graduate with a thesis on cathode materials and hands-on electrochemical testing.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['新能源材料与器件', '电气工程及其自动化'],
        courses: ['电化学原理', '锂离子电池材料', '电池管理系统', '热管理技术'],
      },
      'en-US': {
        majors: ['Materials Science', 'Electrical Engineering'],
        courses: ['Electrochemistry', 'Battery Materials', 'Battery Management Systems', 'Heat Transfer'],
      },
    },
    workplace: 'manufacturer',
  },
];
