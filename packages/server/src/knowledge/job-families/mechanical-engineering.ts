// Job families of mechanical engineering specialties: automotive, HVAC, robotics, simulation and aerospace.
import type { JobFamily } from '../job-family.ts';

export const MECHANICAL_ENGINEERING_FAMILIES: readonly JobFamily[] = [
  {
    id: 'automotive-engineer',
    names: { 'zh-CN': '汽车工程师', 'en-US': 'Automotive Engineer' },
    field: { 'zh-CN': '汽车研发', 'en-US': 'automotive engineering' },
    synonyms: [
      '汽车工程师',
      '整车工程师',
      '底盘工程师',
      '车身工程师',
      '内外饰工程师',
      '动力总成工程师',
      '三电工程师',
      '电驱工程师',
      '整车集成工程师',
      'NVH工程师',
      '汽车测试工程师',
      '汽车电子工程师',
      '热管理工程师',
      '汽车研发工程师',
      'automotive engineer',
      'vehicle engineer',
      'chassis engineer',
      'body engineer',
      'powertrain engineer',
      'vehicle integration engineer',
      'nvh engineer',
      'vehicle test engineer',
      'automotive electronics engineer',
      'thermal management engineer',
      'ev engineer',
    ],
    keywords: ['整车', '新能源汽车', 'nvh', 'autosar', 'dvp'],
    skillGroups: {
      'zh-CN': [
        { name: '专业方向', examples: ['底盘系统', '车身结构', '电驱动系统', '整车热管理'] },
        { name: '开发流程', examples: ['V 流程开发', 'DVP&R', 'DFMEA', 'APQP'] },
        { name: '工具', examples: ['CATIA', 'UG NX', 'CANoe', 'MATLAB/Simulink'] },
      ],
      'en-US': [
        { name: 'Systems', examples: ['Chassis', 'Body structures', 'Electric drive', 'Thermal management'] },
        { name: 'Development process', examples: ['V-model', 'DVP&R', 'DFMEA', 'APQP'] },
        { name: 'Tools', examples: ['CATIA', 'Siemens NX', 'CANoe', 'MATLAB/Simulink'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的车型项目、系统或零部件，以及所处开发阶段]',
        '[你完成的设计或开发工作，以及关键性能指标的达成情况]',
        '[你主导的一次试验或问题整改：问题现象、根因分析与结果]',
        '[你在成本、重量或性能上的优化，具体数字]',
        '[你与供应商、制造或测试团队协作的项目与成果]',
      ],
      'en-US': [
        '[The vehicle programs, systems or components you own, and the development phase]',
        '[Design or development work you delivered, and the targets it met]',
        '[A test or issue you led: the symptom, root cause and fix]',
        '[Cost, weight or performance improvements, with numbers]',
        '[Work with suppliers, manufacturing or test teams, and the results]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责 2 款新能源 SUV 的底盘悬架系统开发，均按节点量产',
        '优化副车架结构，单件减重 2.8 公斤，成本降低 6%',
        '主导整车 NVH 问题整改，车内噪声降低 3 dB',
        '完成 DVP 试验 120 项，试验一次通过率 92%',
        '推动热管理系统方案优化，冬季续航提升 8%',
        '协调 15 家供应商完成零部件 PPAP 认可',
      ],
      'en-US': [
        'Developed the suspension systems for 2 electric SUVs, both launched on schedule',
        'Redesigned a subframe to save 2.8 kg and 6% in cost per part',
        'Led an NVH fix that cut cabin noise by 3 dB',
        'Completed 120 DVP tests with a 92% first-pass rate',
        'Optimized the thermal management system, extending winter range by 8%',
        'Brought 15 suppliers through PPAP approval',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '新能源 SUV 底盘开发', description: '从方案设计到试验验证与量产支持' },
        { name: '整车轻量化', description: '通过结构优化与材料替换降低整车重量' },
        { name: '整车 NVH 问题攻关', description: '定位噪声源并完成结构与隔音改进' },
      ],
      'en-US': [
        {
          name: 'Electric SUV chassis program',
          description: 'From concept design through validation to launch support',
        },
        {
          name: 'Vehicle lightweighting',
          description: 'Structural optimization and material changes that cut weight',
        },
        {
          name: 'NVH issue resolution',
          description: 'Traced noise sources and fixed structure and insulation',
        },
      ],
    },
    certifications: {
      'zh-CN': ['ISO 26262 功能安全工程师（TÜV）', '六西格玛绿带', '中级工程师职称'],
      'en-US': [
        'ISO 26262 Functional Safety Engineer (TÜV)',
        'Six Sigma Green Belt',
        'Professional Engineer (PE)',
      ],
    },
    tools: {
      'zh-CN': ['CATIA', 'UG NX', 'HyperMesh', 'CANoe', 'MATLAB/Simulink', 'LMS Test.Lab'],
      'en-US': ['CATIA', 'Siemens NX', 'HyperMesh', 'CANoe', 'MATLAB/Simulink', 'Simcenter Testlab'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年整车厂底盘开发经验，参与 2 款新能源车型从开发到量产。',
          '擅长结构优化与问题攻关，单件减重 2.8 公斤。',
        ],
        student: ['车辆工程专业硕士应届生，大学生方程式赛车队悬架组负责人，熟练使用 CATIA。'],
      },
      'en-US': {
        experienced: [
          'Automotive engineer with 6 years in chassis development at an OEM, taking 2 EV programs to launch.',
          'Strong at structural optimization and problem solving.',
        ],
        student: ['Automotive engineering graduate who led the suspension team on a Formula Student car.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['车辆工程', '机械工程'],
        courses: ['汽车理论', '汽车设计', '新能源汽车技术', '有限元分析'],
      },
      'en-US': {
        majors: ['Automotive Engineering', 'Mechanical Engineering'],
        courses: ['Vehicle Dynamics', 'Powertrain Systems', 'Electric Vehicles', 'Finite Element Analysis'],
      },
    },
    workplace: 'manufacturer',
  },
  {
    id: 'hvac-engineer',
    names: { 'zh-CN': '暖通工程师', 'en-US': 'HVAC Engineer' },
    field: { 'zh-CN': '暖通空调设计', 'en-US': 'HVAC engineering' },
    synonyms: [
      '暖通工程师',
      '暖通设计师',
      '暖通设计工程师',
      '暖通空调工程师',
      '空调工程师',
      '洁净工程师',
      '制冷工程师',
      '暖通专业负责人',
      'hvac engineer',
      'hvac design engineer',
      'mep engineer',
      'building services engineer',
      'refrigeration engineer',
      'energy engineer',
    ],
    keywords: ['暖通', 'hvac', '空调系统', '冷负荷', 'ashrae'],
    skillGroups: {
      'zh-CN': [
        { name: '系统设计', examples: ['冷热负荷计算', '空调风系统', '水系统', '防排烟设计'] },
        { name: '专项领域', examples: ['洁净室', '数据中心制冷', '地源热泵', '节能改造'] },
        { name: '软件', examples: ['AutoCAD', '鸿业暖通', '天正暖通', 'Revit MEP'] },
      ],
      'en-US': [
        {
          name: 'Design',
          examples: ['Load calculations', 'Air systems', 'Hydronic systems', 'Smoke control'],
        },
        {
          name: 'Specialties',
          examples: ['Cleanrooms', 'Data center cooling', 'Heat pumps', 'Energy retrofits'],
        },
        { name: 'Software', examples: ['AutoCAD', 'Revit MEP', 'Trane TRACE', 'eQUEST'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责设计的项目类型（住宅、商业、医院、厂房、数据中心）与建筑面积]',
        '[你完成的暖通方案与施工图，以及审图或验收结果]',
        '[你做的一项节能设计或改造，降低的能耗或运行费用]',
        '[你配合施工与调试的工作，解决的现场问题]',
        '[你在绿色建筑认证或专项设计中的贡献]',
      ],
      'en-US': [
        '[The buildings you design (residential, commercial, healthcare, industrial, data centers) and their size]',
        '[HVAC concepts and drawings you delivered, and review or commissioning results]',
        '[An energy-saving design or retrofit, and the energy or cost it saved]',
        '[Site and commissioning support you gave, and problems you solved]',
        '[Your part in green building certification or specialist design]',
      ],
    },
    achievements: {
      'zh-CN': [
        '完成 15 个项目的暖通设计，累计建筑面积 80 万平方米',
        '负责一座 5 万平方米三甲医院的暖通设计，洁净手术部一次通过检测',
        '采用地源热泵方案，项目年运行费用降低 30%',
        '为数据中心设计冷通道封闭与自然冷却方案，PUE 从 1.6 降到 1.35',
        '施工图审查一次通过率 95%',
        '参与 2 个 LEED 金级认证项目',
      ],
      'en-US': [
        'Designed HVAC for 15 projects totaling 8.6 million sq ft',
        'Led HVAC design for a 540,000 sq ft hospital whose operating suites passed cleanroom testing first time',
        'Specified a ground-source heat pump system that cut annual running costs by 30%',
        'Designed containment and free cooling for a data center, bringing PUE from 1.6 to 1.35',
        'Passed 95% of drawing reviews first time',
        'Contributed to 2 LEED Gold projects',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '三甲医院暖通设计', description: '完成空调、洁净与防排烟系统设计' },
        { name: '数据中心制冷优化', description: '气流组织与自然冷却设计，降低 PUE' },
        { name: '既有建筑节能改造', description: '更换高效机组与控制策略，降低能耗' },
      ],
      'en-US': [
        {
          name: 'Hospital HVAC design',
          description: 'Air conditioning, cleanroom and smoke control systems',
        },
        { name: 'Data center cooling', description: 'Airflow management and free cooling that lowered PUE' },
        {
          name: 'Building energy retrofit',
          description: 'High-efficiency plant and controls that cut energy use',
        },
      ],
    },
    certifications: {
      'zh-CN': ['注册公用设备工程师（暖通空调）', '中级工程师职称', 'LEED AP BD+C'],
      'en-US': ['Professional Engineer (PE), Mechanical', 'LEED AP BD+C', 'ASHRAE HBDP'],
    },
    tools: {
      'zh-CN': ['AutoCAD', '鸿业暖通', '天正暖通', 'Revit MEP', 'DeST', 'Fluent'],
      'en-US': ['AutoCAD', 'Revit MEP', 'Trane TRACE 3D Plus', 'Carrier HAP', 'eQUEST', 'Navisworks'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '8 年暖通设计经验，完成 15 个项目、80 万平方米，持注册公用设备工程师（暖通空调）证书。',
          '擅长医院与数据中心等复杂项目，注重节能。',
        ],
        student: ['建筑环境与能源应用工程专业应届生，熟练使用 CAD 与鸿业，课程设计为商业综合体空调系统。'],
      },
      'en-US': {
        experienced: [
          'HVAC engineer with 8 years and 15 projects, licensed PE, strong in hospitals and data centers.',
          'Energy-focused, with a data center PUE brought down to 1.35.',
        ],
        student: [
          'Building services graduate skilled in AutoCAD and Revit, with a mixed-use HVAC design project.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['建筑环境与能源应用工程'],
        courses: ['空气调节', '供热工程', '流体输配管网', '建筑冷热源'],
      },
      'en-US': {
        majors: ['Mechanical Engineering', 'Building Services Engineering'],
        courses: ['HVAC Design', 'Thermodynamics', 'Fluid Mechanics', 'Building Energy Modeling'],
      },
    },
    workplace: 'construction',
  },
  {
    id: 'robotics-engineer',
    names: { 'zh-CN': '机器人工程师', 'en-US': 'Robotics Engineer' },
    field: { 'zh-CN': '机器人', 'en-US': 'robotics' },
    synonyms: [
      '机器人工程师',
      '机器人开发工程师',
      '机器人应用工程师',
      '工业机器人工程师',
      '机器人调试工程师',
      '运动控制工程师',
      'ROS开发工程师',
      '机械臂工程师',
      '移动机器人工程师',
      '人形机器人工程师',
      '机器人系统集成工程师',
      'robotics engineer',
      'robot engineer',
      'robotics software engineer',
      'motion control engineer',
      'ros developer',
      'robot application engineer',
      'robotics integration engineer',
    ],
    keywords: ['机器人', 'robotics', 'ros', '运动控制', 'slam', '机械臂'],
    skillGroups: {
      'zh-CN': [
        { name: '机器人技术', examples: ['运动学与动力学', '轨迹规划', 'SLAM 导航', '力控'] },
        { name: '软件', examples: ['ROS / ROS 2', 'C++', 'Python', 'MoveIt'] },
        {
          name: '工业应用',
          examples: ['ABB / FANUC / KUKA 编程', '视觉引导抓取', '离线编程', '系统集成调试'],
        },
      ],
      'en-US': [
        {
          name: 'Robotics',
          examples: ['Kinematics and dynamics', 'Motion planning', 'SLAM', 'Force control'],
        },
        { name: 'Software', examples: ['ROS 2', 'C++', 'Python', 'MoveIt'] },
        {
          name: 'Industrial',
          examples: [
            'ABB / FANUC / KUKA programming',
            'Vision-guided picking',
            'Offline programming',
            'Cell integration',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的机器人类型（工业、移动、协作、人形）与应用场景]',
        '[你开发的核心功能或算法，以及精度、速度等指标]',
        '[你完成的一个集成或落地项目：工作站、节拍与客户验收结果]',
        '[你解决的一个技术难题：现象、分析与改进后的效果]',
        '[你在仿真、测试或工具链上的工作，提升的开发效率]',
      ],
      'en-US': [
        '[The robots you work on (industrial, mobile, collaborative, humanoid) and their applications]',
        '[Core features or algorithms you built, and their accuracy or speed]',
        '[An integration or deployment: the cell, cycle time and customer acceptance]',
        '[A hard technical problem you solved and the result]',
        '[Simulation, testing or tooling work that sped up development]',
      ],
    },
    achievements: {
      'zh-CN': [
        '开发协作机械臂轨迹规划模块，运动节拍提升 20%',
        '完成 12 个汽车焊装与搬运工作站的集成调试，全部按期通过验收',
        '实现视觉引导无序抓取，抓取成功率 99.2%',
        '为仓储移动机器人优化 SLAM 定位，定位误差小于 2 厘米',
        '搭建 Gazebo 仿真测试环境，现场调试时间缩短 40%',
        '申请发明专利 3 项',
      ],
      'en-US': [
        'Built the motion planning module for a collaborative arm, improving cycle time by 20%',
        'Integrated and commissioned 12 welding and handling cells for car makers, all accepted on time',
        'Delivered vision-guided bin picking at 99.2% success',
        'Improved SLAM localization for warehouse robots to within 2 cm',
        'Set up Gazebo simulation that cut on-site commissioning time by 40%',
        'Filed 3 invention patents',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '视觉引导无序抓取', description: '结合 3D 视觉与路径规划，实现散乱零件稳定抓取' },
        { name: '汽车焊装机器人工作站', description: '完成机器人编程、离线仿真与现场调试' },
        { name: '移动机器人导航优化', description: '改进定位与避障算法，提升仓储场景稳定性' },
      ],
      'en-US': [
        {
          name: 'Vision-guided bin picking',
          description: '3D vision and path planning for reliable picking of loose parts',
        },
        {
          name: 'Automotive welding cell',
          description: 'Robot programming, offline simulation and on-site commissioning',
        },
        {
          name: 'Mobile robot navigation',
          description: 'Better localization and obstacle avoidance in warehouses',
        },
      ],
    },
    certifications: {
      'zh-CN': ['工业机器人系统运维员（职业技能等级证书）', 'FANUC 机器人操作编程认证', '中级工程师职称'],
      'en-US': [
        'FANUC Certified Robot Operator',
        'Certified SOLIDWORKS Professional (CSWP)',
        'ROS Industrial training certificate',
      ],
    },
    tools: {
      'zh-CN': ['ROS 2', 'Gazebo', 'RobotStudio', 'MATLAB', 'SolidWorks', 'Halcon'],
      'en-US': ['ROS 2', 'Gazebo', 'RobotStudio', 'MATLAB', 'SolidWorks', 'Isaac Sim'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年机器人开发与集成经验，覆盖轨迹规划与工业应用落地，完成 12 个工作站集成。',
          '软硬结合，擅长解决现场难题。',
        ],
        student: ['机器人工程专业硕士应届生，熟悉 ROS 与 C++，RoboMaster 机甲大师赛获全国二等奖。'],
      },
      'en-US': {
        experienced: [
          'Robotics engineer with 5 years in motion planning and industrial deployment, integrating 12 robot cells.',
          'Comfortable across software and hardware, and good at solving problems on site.',
        ],
        student: ['Robotics graduate fluent in ROS and C++, with a national robotics competition award.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['机器人工程', '机械电子工程'],
        courses: ['机器人学', '自动控制原理', '机器视觉', '嵌入式系统'],
      },
      'en-US': {
        majors: ['Robotics', 'Mechatronics'],
        courses: ['Robot Kinematics', 'Control Systems', 'Computer Vision', 'Embedded Systems'],
      },
    },
    workplace: 'manufacturer',
  },
  {
    id: 'cae-engineer',
    names: { 'zh-CN': 'CAE 仿真工程师', 'en-US': 'CAE Simulation Engineer' },
    field: { 'zh-CN': 'CAE 仿真', 'en-US': 'engineering simulation' },
    synonyms: [
      'CAE工程师',
      'CAE仿真工程师',
      '仿真工程师',
      '结构仿真工程师',
      '流体仿真工程师',
      'CFD工程师',
      '有限元分析工程师',
      '碰撞安全仿真工程师',
      '热仿真工程师',
      'cae engineer',
      'simulation engineer',
      'cae analyst',
      'fea engineer',
      'cfd engineer',
      'structural analyst',
      'stress engineer',
      'thermal analyst',
      'crash simulation engineer',
    ],
    keywords: ['cae', 'fea', 'cfd', 'hypermesh', 'abaqus', 'fluent', '有限元'],
    skillGroups: {
      'zh-CN': [
        { name: '仿真方向', examples: ['结构强度与刚度', '模态与疲劳', 'CFD 流场', '热仿真'] },
        { name: '软件', examples: ['ANSYS', 'Abaqus', 'HyperMesh', 'STAR-CCM+'] },
        { name: '方法', examples: ['网格划分', '试验对标', '拓扑优化', 'Python 二次开发'] },
      ],
      'en-US': [
        { name: 'Analysis', examples: ['Strength and stiffness', 'Modal and fatigue', 'CFD', 'Thermal'] },
        { name: 'Software', examples: ['Ansys', 'Abaqus', 'HyperMesh', 'STAR-CCM+'] },
        {
          name: 'Methods',
          examples: ['Meshing', 'Test correlation', 'Topology optimization', 'Python scripting'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责仿真的产品与分析类型]',
        '[你完成的仿真任务数量，以及与试验的对标精度]',
        '[一次通过仿真发现并解决的设计问题，以及避免的成本]',
        '[你做的结构或流动优化，带来的减重或性能提升]',
        '[你建立的仿真规范、模板或自动化脚本，提升的效率]',
      ],
      'en-US': [
        '[The products and analyzes you simulate]',
        '[Simulation jobs you deliver and how well they correlate with tests]',
        '[A design problem you caught through simulation, and the cost avoided]',
        '[Structural or flow optimization and the weight or performance gained]',
        '[Standards, templates or scripts you built, and the time they saved]',
      ],
    },
    achievements: {
      'zh-CN': [
        '年完成结构与疲劳仿真任务 80 余项，与试验对标误差控制在 10% 以内',
        '通过仿真提前发现支架疲劳风险，避免模具修改费用 50 万元',
        '利用拓扑优化使零件减重 15%，强度满足要求',
        '完成电池包热仿真，优化后最高温差从 8℃ 降到 4℃',
        '编写 Python 前处理脚本，建模时间缩短 50%',
        '建立仿真规范 10 份，新人上手周期缩短 1 个月',
      ],
      'en-US': [
        'Run 80+ structural and fatigue analyzes a year, correlating with tests within 10%',
        'Caught a bracket fatigue risk in simulation, avoiding $70K in tooling changes',
        'Used topology optimization to cut part weight by 15% while meeting strength targets',
        'Simulated battery pack thermals and cut the maximum temperature spread from 8 to 4 degrees C',
        'Wrote Python pre-processing scripts that cut model build time by 50%',
        'Wrote 10 simulation standards that shortened onboarding by a month',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '关键零部件疲劳寿命分析', description: '建立载荷谱与疲劳模型，提前规避失效风险' },
        { name: '电池包热管理仿真', description: '优化冷却流道，改善电芯温度一致性' },
        { name: '仿真流程自动化', description: '脚本化前后处理，提升仿真效率' },
      ],
      'en-US': [
        {
          name: 'Component fatigue analysis',
          description: 'Load spectra and fatigue models that headed off failures',
        },
        {
          name: 'Battery pack thermal simulation',
          description: 'Cooling channel changes that evened out cell temperatures',
        },
        {
          name: 'Simulation automation',
          description: 'Scripted pre- and post-processing for faster turnaround',
        },
      ],
    },
    certifications: {
      'zh-CN': ['NAFEMS 专业仿真工程师（PSE）', '中级工程师职称'],
      'en-US': ['NAFEMS Professional Simulation Engineer (PSE)', 'Professional Engineer (PE)'],
    },
    tools: {
      'zh-CN': ['ANSYS', 'Abaqus', 'HyperMesh', 'nCode', 'STAR-CCM+', 'Python'],
      'en-US': ['Ansys Mechanical', 'Abaqus', 'HyperMesh', 'nCode', 'STAR-CCM+', 'Python'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年结构与疲劳仿真经验，年完成仿真 80 余项，与试验对标误差 10% 以内。',
          '善于用仿真提前发现问题，曾避免 50 万元模具修改。',
        ],
        student: ['力学专业硕士应届生，熟练使用 Abaqus 与 Python，课题为复合材料结构疲劳分析。'],
      },
      'en-US': {
        experienced: [
          'CAE engineer with 6 years in structural and fatigue simulation, correlating with tests within 10%.',
          'Uses simulation to find problems early, once avoiding $70K in tooling changes.',
        ],
        student: ['Mechanics graduate fluent in Abaqus and Python, with a thesis on composite fatigue.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['工程力学', '机械工程'],
        courses: ['有限元方法', '弹性力学', '疲劳与断裂', '计算流体力学'],
      },
      'en-US': {
        majors: ['Mechanical Engineering', 'Engineering Mechanics'],
        courses: [
          'Finite Element Methods',
          'Solid Mechanics',
          'Fatigue and Fracture',
          'Computational Fluid Dynamics',
        ],
      },
    },
    workplace: 'manufacturer',
  },
  {
    id: 'aerospace-engineer',
    names: { 'zh-CN': '航空航天工程师', 'en-US': 'Aerospace Engineer' },
    field: { 'zh-CN': '航空航天', 'en-US': 'aerospace engineering' },
    synonyms: [
      '航空航天工程师',
      '航空工程师',
      '航天工程师',
      '飞行器设计工程师',
      '飞机结构工程师',
      '航空发动机工程师',
      '适航工程师',
      '无人机工程师',
      '卫星工程师',
      '气动工程师',
      '飞控工程师',
      'aerospace engineer',
      'aeronautical engineer',
      'aircraft engineer',
      'airframe engineer',
      'propulsion engineer',
      'airworthiness engineer',
      'flight controls engineer',
      'drone engineer',
      'uav engineer',
      'satellite engineer',
      'aerodynamics engineer',
    ],
    keywords: ['航空', 'aerospace', '适航', 'airworthiness', '无人机', 'uav', 'as9100'],
    skillGroups: {
      'zh-CN': [
        { name: '专业方向', examples: ['飞机结构设计', '气动分析', '飞行控制', '推进系统'] },
        { name: '规范标准', examples: ['CCAR-25 部', '适航审定', 'AS9100', 'DO-178C'] },
        { name: '工具', examples: ['CATIA', 'NASTRAN', 'MATLAB/Simulink', 'Fluent'] },
      ],
      'en-US': [
        {
          name: 'Disciplines',
          examples: ['Airframe structures', 'Aerodynamics', 'Flight controls', 'Propulsion'],
        },
        { name: 'Standards', examples: ['FAR Part 25', 'Certification', 'AS9100', 'DO-178C'] },
        { name: 'Tools', examples: ['CATIA', 'NASTRAN', 'MATLAB/Simulink', 'Ansys Fluent'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你参与的型号项目与负责的系统或部件]',
        '[你完成的设计、分析或试验工作，以及达成的指标]',
        '[你参与的适航审定或质量体系工作，以及结果]',
        '[你解决的一个技术问题：原因分析与改进效果]',
        '[你在减重、可靠性或成本上的优化成果]',
      ],
      'en-US': [
        '[The programs you work on and the systems or parts you own]',
        '[Design, analysis or test work you delivered, and the requirements it met]',
        '[Certification or quality system work you did, and the outcome]',
        '[A technical problem you solved: root cause and fix]',
        '[Weight, reliability or cost improvements you delivered]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责某型无人机机翼结构设计，结构减重 12%，静力试验一次通过',
        '完成 30 项结构强度计算报告，均通过适航审查',
        '参与飞控律设计与仿真，阵风条件下姿态误差降低 25%',
        '主导一次发动机部件故障分析，改进后故障率下降 60%',
        '编写适航符合性文件 40 余份',
        '参与 AS9100 体系审核，零严重不符合项',
      ],
      'en-US': [
        'Designed the wing structure for a UAV, saving 12% weight and passing static test first time',
        'Wrote 30 stress reports, all accepted in certification review',
        'Helped design and simulate flight control laws that cut attitude error in gusts by 25%',
        'Led a failure investigation on an engine part; the fix cut failures by 60%',
        'Authored 40+ compliance documents for certification',
        'Supported an AS9100 audit with 0 major non-conformances',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '无人机机翼结构设计', description: '复合材料结构设计与强度分析，完成静力试验验证' },
        { name: '飞行控制律设计', description: '建模仿真与参数整定，提升抗扰能力' },
        { name: '适航符合性验证', description: '编制符合性文件并配合审查' },
      ],
      'en-US': [
        {
          name: 'UAV wing structure',
          description: 'Composite design and stress analysis, validated by static test',
        },
        {
          name: 'Flight control law design',
          description: 'Modeling, simulation and tuning for better disturbance rejection',
        },
        {
          name: 'Certification compliance',
          description: 'Compliance documents and support through regulator review',
        },
      ],
    },
    certifications: {
      'zh-CN': ['中级工程师职称', 'AS9100 内审员', '民用无人机驾驶员执照（CAAC）'],
      'en-US': [
        'Professional Engineer (PE)',
        'AS9100 Internal Auditor',
        'FAA Part 107 Remote Pilot Certificate',
      ],
    },
    tools: {
      'zh-CN': ['CATIA', 'MSC NASTRAN', 'Patran', 'MATLAB/Simulink', 'ANSYS Fluent', 'HyperMesh'],
      'en-US': ['CATIA', 'MSC Nastran', 'Patran', 'MATLAB/Simulink', 'Ansys Fluent', 'HyperMesh'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年航空结构设计经验，参与 2 个型号研制，熟悉适航审定要求。',
          '擅长复合材料结构与强度分析，结构减重 12%。',
        ],
        student: ['飞行器设计与工程专业硕士应届生，熟练使用 CATIA 与 NASTRAN，参与过无人机设计竞赛。'],
      },
      'en-US': {
        experienced: [
          'Aerospace engineer with 6 years in airframe structures on 2 programs, familiar with certification.',
          'Strong in composite structures and stress analysis.',
        ],
        student: ['Aerospace graduate fluent in CATIA and NASTRAN, with a UAV design competition behind me.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['飞行器设计与工程', '航空航天工程'],
        courses: ['空气动力学', '飞行器结构力学', '飞行力学', '复合材料力学'],
      },
      'en-US': {
        majors: ['Aerospace Engineering', 'Aeronautical Engineering'],
        courses: ['Aerodynamics', 'Aircraft Structures', 'Flight Dynamics', 'Propulsion'],
      },
    },
    workplace: 'manufacturer',
  },
];
