// Job families of aviation, rail, sea, agriculture and natural resources: drone pilots, controllers, seafarers, agronomists.
import type { JobFamily } from '../job-family.ts';

export const TRANSPORT_LAND_SEA_FAMILIES: readonly JobFamily[] = [
  {
    id: 'drone-pilot',
    names: { 'zh-CN': '无人机驾驶员', 'en-US': 'Drone Pilot' },
    field: { 'zh-CN': '无人机飞行与作业', 'en-US': 'drone operations' },
    synonyms: [
      '无人机驾驶员',
      '无人机飞手',
      '无人机操控员',
      '无人机操作员',
      '无人机飞行员',
      '无人机机长',
      '植保无人机飞手',
      '植保飞手',
      '航拍飞手',
      '无人机航拍师',
      '无人机巡检员',
      '飞手',
      'drone pilot',
      'drone operator',
      'commercial drone pilot',
      'uav pilot',
      'uav operator',
      'uas operator',
      'suas pilot',
      'remote pilot',
      'part 107 pilot',
      'part 107 remote pilot',
    ],
    keywords: ['part 107', '航拍', '飞防', 'laanc'],
    skillGroups: {
      'zh-CN': [
        { name: '飞行操控', examples: ['多旋翼飞行', '固定翼与垂起飞行', '航线规划', '应急返航处置'] },
        { name: '作业应用', examples: ['航测与测绘', '电力巡检', '农业植保', '航拍摄影'] },
        {
          name: '数据与合规',
          examples: ['正射影像与三维建模', '空域申请与 UOM 报备', '飞行前检查', '电池与设备维护'],
        },
      ],
      'en-US': [
        {
          name: 'Flight operations',
          examples: ['Multirotor flight', 'Fixed-wing and VTOL', 'Mission planning', 'Emergency procedures'],
        },
        {
          name: 'Applications',
          examples: [
            'Mapping and photogrammetry',
            'Utility inspection',
            'Crop spraying',
            'Aerial photo and video',
          ],
        },
        {
          name: 'Data & compliance',
          examples: [
            'Orthomosaics and 3D models',
            'LAANC airspace authorization',
            'Preflight checklists',
            'Battery and fleet maintenance',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你飞行的机型（多旋翼、固定翼、垂起）与主要作业类型（测绘、巡检、植保、航拍）]',
        '[你的累计飞行时长、架次或作业面积]',
        '[你完成的一个代表性作业项目，以及成果精度或效率]',
        '[你的飞行安全记录与空域报备合规情况]',
        '[你负责的数据处理或设备维护工作]',
      ],
      'en-US': [
        '[Aircraft you fly (multirotor, fixed-wing, VTOL) and your main work: mapping, inspection, spraying, imaging]',
        '[Flight hours, flights or acres covered]',
        '[A representative mission and the accuracy or time savings it delivered]',
        '[Your safety record and airspace compliance]',
        '[Data processing or fleet maintenance you handle]',
      ],
    },
    achievements: {
      'zh-CN': [
        '5 年累计安全飞行 1200 小时、作业 3000 余架次，零飞行事故',
        '完成 8 个 1:500 地形图项目的航测外业，平面精度优于 5 厘米',
        '年均植保作业 6 万亩，单日最高作业 800 亩',
        '完成 220 千伏输电线路精细化巡检 400 公里，发现缺陷 150 余处',
        '用大疆智图处理航测影像 2 万余张，建模周期缩短 40%',
        '规划自主巡检航线 60 条，单基杆塔巡检时间由 15 分钟缩短至 6 分钟',
      ],
      'en-US': [
        'Flew 1,200 hours over 3,000+ flights in 5 years with zero incidents',
        'Flew aerial surveys for 8 topographic mapping projects with horizontal accuracy within 0.15 ft',
        'Sprayed about 10,000 acres a year, up to 130 acres in a single day',
        'Inspected 250 miles of transmission lines and flagged 150+ defects',
        'Processed 20,000+ survey images in Pix4D, cutting model turnaround by 40%',
        'Built 60 automated inspection routes that cut time per tower from 15 to 6 minutes',
      ],
    },
    projects: {
      'zh-CN': [
        {
          name: '输电线路无人机精细化巡检',
          description: '规划自主巡检航线并识别缺陷，巡检效率提升 2 倍',
        },
        { name: '城区实景三维建模', description: '倾斜摄影采集 12 平方公里影像，交付实景三维模型' },
        { name: '水稻植保飞防', description: '统筹 5 台植保无人机完成 2 万亩病虫害防治作业' },
      ],
      'en-US': [
        {
          name: 'Transmission line inspection',
          description: 'Automated inspection routes and defect reports that tripled inspection speed',
        },
        {
          name: 'City 3D reality model',
          description: 'Oblique imagery over 5 square miles delivered as a textured 3D model',
        },
        {
          name: 'Crop spraying program',
          description: 'Coordinated 5 spray drones to treat 3,000 acres of corn for pests',
        },
      ],
    },
    certifications: {
      'zh-CN': ['无人机驾驶员职业技能等级证书', '民用无人驾驶航空器操控员执照（CAAC）'],
      'en-US': ['FAA Part 107 Remote Pilot Certificate', 'Level I Certified Thermographer'],
    },
    tools: {
      'zh-CN': ['大疆 M350 RTK', '大疆 Mavic 3 行业版', '大疆农业 T50', '大疆智图', '大疆司空 2', 'Pix4D'],
      'en-US': [
        'DJI Matrice 350 RTK',
        'DJI Mavic 3 Enterprise',
        'Skydio X10',
        'Pix4Dmapper',
        'DroneDeploy',
        'Aloft (LAANC)',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年无人机飞行作业经验，持 CAAC 操控员执照，累计安全飞行 1200 小时，熟悉航测与电力巡检。',
          '重视飞行安全与空域合规，能独立完成航线规划与数据处理。',
        ],
        student: [
          '无人机应用技术专业应届生，已取得无人机驾驶员职业技能等级证书，实训飞行 80 小时，会用大疆智图处理航测数据。',
        ],
      },
      'en-US': {
        experienced: [
          'Part 107 certified drone pilot with 5 years and 1,200 flight hours in mapping and utility inspection.',
          'Safety-first pilot who plans missions, secures airspace authorization and processes the data.',
        ],
        student: [
          'Unmanned aircraft systems graduate with a Part 107 certificate and 80 hours of training flights, comfortable processing survey data in Pix4D.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['无人机应用技术', '无人机测绘技术'],
        courses: ['无人机飞行原理', '民航法规', '无人机航测', '无人机组装与维护'],
      },
      'en-US': {
        majors: ['Unmanned Aircraft Systems', 'Geospatial Technology'],
        courses: ['UAS Operations', 'Aviation Regulations', 'Photogrammetry', 'Remote Sensing'],
      },
    },
    workplace: 'tech',
    pathway: 'vocational',
  },
  {
    id: 'air-traffic-controller',
    names: { 'zh-CN': '空中交通管制员', 'en-US': 'Air Traffic Controller' },
    field: { 'zh-CN': '空中交通管制', 'en-US': 'air traffic control' },
    synonyms: [
      '空中交通管制员',
      '管制员',
      '民航管制员',
      '塔台管制员',
      '进近管制员',
      '区域管制员',
      'air traffic controller',
      'air traffic control specialist',
      'certified professional controller',
      'tower controller',
      'approach controller',
      'en route controller',
      'radar controller',
    ],
    keywords: ['雷达管制', '程序管制', 'tracon', 'air traffic control'],
    skillGroups: {
      'zh-CN': [
        { name: '管制技能', examples: ['雷达管制', '程序管制', '冲突调配', '流量管理'] },
        { name: '特情处置', examples: ['航空器紧急情况', '复杂天气运行', '跑道侵入防范', '设备故障应对'] },
        { name: '规章与通话', examples: ['CCAR-93 部', '标准陆空通话', '英语陆空通话', '管制协调与移交'] },
      ],
      'en-US': [
        {
          name: 'Control',
          examples: [
            'Radar vectoring',
            'Sequencing and spacing',
            'Conflict resolution',
            'Traffic management',
          ],
        },
        {
          name: 'Non-normal events',
          examples: [
            'Aircraft emergencies',
            'Severe weather',
            'Runway incursion prevention',
            'Equipment outages',
          ],
        },
        {
          name: 'Procedures',
          examples: [
            'FAA Order JO 7110.65',
            'Standard phraseology',
            'Letters of agreement',
            'Position relief briefings',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的管制单位与岗位（塔台、进近、区域），以及管辖空域]',
        '[你持有的执照与签注，以及独立上岗时间]',
        '[你的年指挥架次或高峰小时流量]',
        '[你处置的一次特情（如 航空器故障、复杂天气），以及结果]',
        '[你参与的安全管理、带教或程序优化工作]',
      ],
      'en-US': [
        '[Your facility and position (tower, TRACON, center) and the airspace you work]',
        '[Certifications, ratings and years certified on position]',
        '[Traffic you handle: annual operations or peak-hour movements]',
        '[An emergency or weather event you worked, and the outcome]',
        '[Training, safety or procedure work you contribute to]',
      ],
    },
    achievements: {
      'zh-CN': [
        '持塔台与进近管制签注，独立上岗 7 年',
        '年均指挥航班 12 万架次，未发生管制原因不安全事件',
        '高峰小时协调起降 48 架次',
        '7 年来处置航空器紧急情况 15 起，均安全落地',
        '雷雨季节运用改航与流控措施，减少航班备降 30 余架次',
        '参与修订进近管制程序 3 项，扇区间协调量减少 20%',
      ],
      'en-US': [
        'Certified professional controller with 7 years on tower and radar positions',
        'Handle about 120,000 operations a year with no operational errors',
        'Worked up to 48 arrivals and departures an hour at peak',
        'Handled 15 aircraft emergencies over 7 years, all landing safely',
        'Used reroutes and miles-in-trail restrictions to avoid 30+ diversions during storm season',
        'Helped rewrite 3 approach procedures, cutting inter-sector coordination by 20%',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '进近管制程序优化', description: '调整进离场移交点与高度，扇区间协调量减少 20%' },
        { name: '雷雨季节运行保障', description: '制定改航与流控预案，保障夏季高峰运行' },
        { name: '跑道侵入防范', description: '梳理易混淆滑行道与跑道穿越点，更新管制提示与通话要求' },
      ],
      'en-US': [
        {
          name: 'Approach procedure redesign',
          description: 'New handoff points and altitudes that cut inter-sector coordination by 20%',
        },
        {
          name: 'Severe weather playbook',
          description: 'Reroute and flow plans for the summer storm season',
        },
        {
          name: 'Runway incursion prevention',
          description: 'Mapped hot spots and crossing points and tightened taxi instructions and readbacks',
        },
      ],
    },
    certifications: {
      'zh-CN': ['ICAO 英语 4 级', '民用航空人员体检合格证（IVa 级）', '空中交通管制员执照'],
      'en-US': [
        'FAA Class II Medical Certificate',
        'Control Tower Operator (CTO) Certificate',
        'Certified Professional Controller (CPC)',
      ],
    },
    tools: {
      'zh-CN': [
        '空管自动化系统',
        '电子进程单系统',
        '甚高频通信系统',
        'A-SMGCS 场面监视系统',
        '管制模拟机',
        '气象雷达',
      ],
      'en-US': [
        'STARS',
        'ERAM',
        'ASDE-X',
        'Flight progress strips',
        'Tower simulators',
        'Traffic Flow Management System',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '7 年空中交通管制经验，持塔台与进近管制签注，年均指挥航班 12 万架次。',
          '沉着冷静，特情处置经验丰富，担任管制教员。',
        ],
        student: [
          '交通运输（空中交通管制）专业应届生，完成塔台与进近模拟机训练，陆空通话熟练，ICAO 英语 4 级。',
        ],
      },
      'en-US': {
        experienced: [
          'Air traffic controller with 7 years certified on tower and radar positions, handling about 120,000 operations a year.',
          'Calm and decisive in emergencies; trains new controllers.',
        ],
        student: [
          'Air traffic management graduate of an FAA collegiate training program, with tower and radar simulator training and sharp phraseology.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['交通运输（空中交通管制）', '空中交通管理'],
        courses: ['空中交通管制基础', '雷达管制', '航空气象', '陆空通话'],
      },
      'en-US': {
        majors: ['Air Traffic Management', 'Aviation Science'],
        courses: [
          'Air Traffic Control Procedures',
          'Radar Control',
          'Aviation Weather',
          'Airspace and Regulations',
        ],
      },
    },
    workplace: 'government',
  },
  {
    id: 'airport-ground-staff',
    names: { 'zh-CN': '机场地勤', 'en-US': 'Airport Ground Services Agent' },
    field: { 'zh-CN': '机场地面服务', 'en-US': 'airport ground services' },
    synonyms: [
      '机场地勤',
      '地勤',
      '地勤人员',
      '机场地服',
      '机场地面服务',
      '值机员',
      '机场值机',
      '民航值机',
      '登机口服务员',
      '机坪装卸员',
      '行李装卸员',
      '机场装卸员',
      '航空配载员',
      '配载平衡员',
      'airport ground services agent',
      'airport ground staff',
      'ground staff',
      'ground crew',
      'ramp agent',
      'ramp service agent',
      'ramp operations agent',
      'baggage handler',
      'ground handling agent',
      'airline customer service agent',
      'airport customer service agent',
      'airport check-in agent',
      'ticket counter agent',
      'gate agent',
      'passenger service agent',
    ],
    keywords: ['值机', '机坪', 'ground handling', '离港系统'],
    skillGroups: {
      'zh-CN': [
        { name: '旅客服务', examples: ['值机与行李托运', '登机口引导', '特殊旅客服务', '航班延误安抚'] },
        { name: '机坪作业', examples: ['行李与货物装卸', '航空器引导与推出', '特种车辆驾驶', '机坪安全'] },
        { name: '系统与规范', examples: ['离港系统', '配载平衡', '危险品识别', '证件查验'] },
      ],
      'en-US': [
        {
          name: 'Passenger service',
          examples: ['Check-in and bag drop', 'Gate boarding', 'Special assistance', 'Irregular operations'],
        },
        {
          name: 'Ramp',
          examples: [
            'Bag and cargo loading',
            'Marshalling and pushback',
            'Ground support equipment',
            'Ramp safety',
          ],
        },
        {
          name: 'Systems & rules',
          examples: [
            'Departure control systems',
            'Weight and balance',
            'Dangerous goods recognition',
            'Travel document checks',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的机场或航司，以及负责的岗位（值机、登机口、机坪、配载）]',
        '[你每天或每年保障的航班量、服务的旅客人数]',
        '[你处理的一次大面积航班延误或旅客纠纷，以及结果]',
        '[你的差错率、航班正点保障或旅客满意度]',
        '[你持有的上岗证件与特种车辆驾驶资格]',
      ],
      'en-US': [
        '[Your airport or airline and your role (check-in, gate, ramp, load control)]',
        '[Flights turned or passengers served per day or year]',
        '[A mass delay or difficult passenger situation you handled, and the outcome]',
        '[Your error rate, on-time departures or customer scores]',
        '[Airside badges and ground equipment qualifications you hold]',
      ],
    },
    achievements: {
      'zh-CN': [
        '日均办理值机 400 人次，差错率低于 0.1%',
        '年均保障航班 6000 架次，无航空器刮碰事件',
        '大面积航班延误期间为 300 余名旅客办理改签与住宿，无投诉升级',
        '登机口航班准点关舱率 96%',
        '连续 1000 天机坪作业零安全事故',
        '获评年度服务明星，收到旅客表扬 40 次',
      ],
      'en-US': [
        'Checked in about 400 passengers a day with an error rate under 0.1%',
        'Turn about 6,000 flights a year with no aircraft damage',
        'Rebooked and found hotels for 300+ passengers during a weather meltdown without an escalated complaint',
        'Closed 96% of departing flights on time at the gate',
        'Reached 1,000 days on the ramp without a safety incident',
        'Named customer service star of the year with 40 passenger compliments',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '自助值机推广', description: '引导旅客使用自助值机与自助行李托运，高峰排队时间缩短 30%' },
        { name: '航班延误旅客安置', description: '协同航司与酒店完成改签、餐食与住宿安排' },
        { name: '机坪安全检查', description: '参与机坪 FOD 巡查与特种车辆安全检查' },
      ],
      'en-US': [
        {
          name: 'Self-service check-in rollout',
          description: 'Coached passengers onto kiosks and self bag drop, cutting peak lines by 30%',
        },
        {
          name: 'Irregular operations response',
          description: 'Rebooking, meals and hotels for stranded passengers with the airline and hotels',
        },
        { name: 'Ramp safety checks', description: 'FOD walks and ground equipment inspections' },
      ],
    },
    certifications: {
      'zh-CN': ['民航危险品运输培训合格证', '机场控制区通行证', '机场场内机动车驾驶证'],
      'en-US': ['IATA Dangerous Goods Regulations training', 'SIDA badge', 'Airfield driving certification'],
    },
    tools: {
      'zh-CN': ['离港控制系统（DCS）', '自助值机设备', '行李分拣系统', '行李牵引车', '飞机推出车', '对讲机'],
      'en-US': [
        'Sabre',
        'Amadeus Altéa',
        'Self-service kiosks',
        'Baggage tugs',
        'Belt loaders',
        'Pushback tractors',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '4 年机场地面服务经验，熟悉值机、登机口与机坪作业，日均服务旅客 400 人次。',
          '应变能力强，擅长航班延误时的旅客安抚与安置。',
        ],
        student: ['民航运输服务专业应届生，在机场完成 6 个月值机与登机口实习，熟悉离港系统操作。'],
      },
      'en-US': {
        experienced: [
          'Airport ground services agent with 4 years at check-in, the gate and on the ramp, serving about 400 passengers a day.',
          'Steady in irregular operations and good at calming frustrated travelers.',
        ],
        student: [
          'Aviation operations graduate with a 6-month check-in and gate internship at a hub airport.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['民航运输服务', '民航安全技术管理'],
        courses: ['民航旅客运输', '机场地面服务', '民航危险品运输', '民航服务礼仪'],
      },
      'en-US': {
        majors: ['Aviation Management', 'Airline Operations'],
        courses: ['Airline Passenger Service', 'Airport Operations', 'Dangerous Goods', 'Customer Service'],
      },
    },
    workplace: 'airline',
    pathway: 'vocational',
  },
  {
    id: 'deck-officer',
    names: { 'zh-CN': '船舶驾驶员', 'en-US': 'Deck Officer' },
    field: { 'zh-CN': '船舶驾驶与航海', 'en-US': 'navigation and deck operations' },
    synonyms: [
      '船舶驾驶员',
      '海船驾驶员',
      '船长',
      '大副',
      '二副',
      '三副',
      '驾助',
      'deck officer',
      'ship captain',
      'master mariner',
      'chief mate',
      'first mate',
      'second mate',
      'third mate',
      'second officer',
      'third officer',
      'navigation officer',
      'deck cadet',
    ],
    keywords: ['航海', 'ecdis', '驾驶台', 'bridge watchkeeping'],
    skillGroups: {
      'zh-CN': [
        {
          name: '航海值班',
          examples: ['驾驶台值班', '雷达与 ARPA 避碰', 'ECDIS 航线设计', '进出港与狭水道航行'],
        },
        { name: '货物与船舶管理', examples: ['货物积载与系固', '稳性计算', '压载水管理', '甲板设备保养'] },
        {
          name: '安全与合规',
          examples: ['SMS 安全管理体系', 'PSC 检查', '应急演习', 'SOLAS 与 MARPOL 公约'],
        },
      ],
      'en-US': [
        {
          name: 'Navigation',
          examples: ['Bridge watchkeeping', 'Radar and ARPA', 'ECDIS passage planning', 'Pilotage waters'],
        },
        {
          name: 'Cargo & ship',
          examples: [
            'Cargo stowage and securing',
            'Stability calculations',
            'Ballast water management',
            'Deck maintenance',
          ],
        },
        {
          name: 'Safety & compliance',
          examples: [
            'Safety management system',
            'Port state control',
            'Emergency drills',
            'SOLAS and MARPOL',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你服务的船型、吨位与航线（远洋、近洋、沿海）]',
        '[你的职务（船长、大副、二副、三副）与海上资历]',
        '[你负责的货物作业或航线设计，以及装卸效率与安全情况]',
        '[你经历的 PSC 或船级社检查结果]',
        '[你处置的一次险情或组织的应急演习]',
      ],
      'en-US': [
        '[Ship types, tonnage and trade routes you have sailed]',
        '[Your rank and sea time]',
        '[Cargo operations or passage planning you are responsible for, and results]',
        '[Port state control or class survey results]',
        '[An emergency you handled or drills you led]',
      ],
    },
    achievements: {
      'zh-CN': [
        '在 8 万吨级散货船任大副 3 年，海上资历累计 72 个月',
        '负责集装箱船配载与绑扎检查，单港装卸 2000 标箱零货损',
        '连续 6 次 PSC 检查零缺陷',
        '运用气象导航优化大洋航线，单航次节省燃油约 5%',
        '8 年间组织弃船、消防与溢油应急演习 60 余次',
        '近 3 年带教驾驶实习生 6 名，均取得三副适任证书',
      ],
      'en-US': [
        'Served 3 years as chief mate on 80,000 DWT bulk carriers, with 72 months of sea time',
        'Supervised loading and lashing of 2,000 TEU per port call with zero cargo damage',
        'Passed 6 straight port state control inspections with zero deficiencies',
        'Used weather routing to cut fuel use by about 5% per ocean passage',
        'Led 60+ abandon-ship, fire and oil spill drills over 8 years',
        'Trained 6 deck cadets over 3 years, all of whom earned third mate licenses',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '大洋航线气象导航', description: '结合气象导航优化航线，缩短航时并降低油耗' },
        { name: 'PSC 迎检准备', description: '按清单自查甲板与安全设备，检查零缺陷通过' },
        { name: '压载水管理计划实施', description: '按公约要求完成压载水置换与记录' },
      ],
      'en-US': [
        {
          name: 'Weather routing',
          description: 'Ocean passages planned around weather for shorter, more fuel-efficient voyages',
        },
        {
          name: 'Port state control readiness',
          description:
            'Checklist audits of deck and safety gear that passed inspection with zero deficiencies',
        },
        {
          name: 'Ballast water management plan',
          description: 'Ballast exchange and record keeping to the convention standard',
        },
      ],
    },
    certifications: {
      'zh-CN': ['海船船员适任证书', 'GMDSS 通用操作员证书', '船舶保安员培训合格证'],
      'en-US': ['USCG Merchant Mariner Credential (MMC)', 'STCW Basic Training', 'GMDSS Operator', 'TWIC'],
    },
    tools: {
      'zh-CN': ['ECDIS 电子海图', 'ARPA 雷达', 'GMDSS 设备', '配载仪', '气象导航软件', 'AIS'],
      'en-US': [
        'ECDIS',
        'ARPA radar',
        'GMDSS equipment',
        'Loading computers',
        'Weather routing software',
        'AIS',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '8 年远洋船舶驾驶经验，现任大副，熟悉散货船与集装箱船货物作业，海上资历 72 个月。',
          '安全意识强，连续 6 次 PSC 检查零缺陷。',
        ],
        student: ['航海技术专业应届生，完成 12 个月上船见习，已通过三副适任考试，熟悉 ECDIS 与雷达操作。'],
      },
      'en-US': {
        experienced: [
          'Chief mate with 8 years at sea on bulk carriers and container ships and 72 months of sea time.',
          'Safety-minded officer with 6 straight clean port state control inspections.',
        ],
        student: [
          'Marine transportation graduate of a state maritime academy, licensed as third mate with sea time from training cruises and commercial cadet shipping.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['航海技术'],
        courses: ['航海学', '船舶操纵与避碰', '船舶货运', '航海气象学'],
      },
      'en-US': {
        majors: ['Marine Transportation', 'Maritime Operations'],
        courses: ['Celestial Navigation', 'Rules of the Road', 'Cargo Operations', 'Ship Stability'],
      },
    },
    workplace: 'logistics',
  },
  {
    id: 'marine-engineer',
    names: { 'zh-CN': '轮机员', 'en-US': 'Marine Engineer' },
    field: { 'zh-CN': '船舶轮机管理', 'en-US': 'marine engineering' },
    synonyms: [
      '轮机员',
      '轮机工程师',
      '船舶轮机员',
      '海船轮机员',
      '轮机长',
      '大管轮',
      '二管轮',
      '三管轮',
      'marine engineer',
      'ship engineer',
      'marine engineering officer',
      'marine chief engineer',
      'second engineer',
      'third engineer',
      'fourth engineer',
      'first assistant engineer',
      'second assistant engineer',
      'third assistant engineer',
      'engine cadet',
    ],
    keywords: ['轮机', '机舱', 'engine room'],
    skillGroups: {
      'zh-CN': [
        {
          name: '动力装置管理',
          examples: ['主机与发电机维护', '锅炉与分油机', '燃油与滑油管理', '故障诊断'],
        },
        { name: '辅助系统', examples: ['船舶电气', '制冷与空调', '压载与舱底水系统', '油水分离器'] },
        { name: '安全与体系', examples: ['机舱值班', 'PMS 计划保养', 'PSC 检查', 'MARPOL 合规'] },
      ],
      'en-US': [
        {
          name: 'Propulsion & power',
          examples: [
            'Main engines and generators',
            'Boilers and purifiers',
            'Fuel and lube oil',
            'Troubleshooting',
          ],
        },
        {
          name: 'Auxiliary systems',
          examples: [
            'Shipboard electrical',
            'Refrigeration and HVAC',
            'Ballast and bilge systems',
            'Oily water separators',
          ],
        },
        {
          name: 'Safety & compliance',
          examples: [
            'Engine room watchkeeping',
            'Planned maintenance',
            'Port state control',
            'MARPOL compliance',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你服务的船型、主机型号与功率]',
        '[你的职务（轮机长、大管轮、二管轮、三管轮）与海上资历]',
        '[你负责的设备与保养工作量]',
        '[你排除的一次重大机械故障，以及对航次的影响]',
        '[你在节能降耗、备件管理或检查中的成绩]',
      ],
      'en-US': [
        '[Ship types, main engine make and power you have worked with]',
        '[Your rank and sea time]',
        '[Machinery and maintenance you are responsible for]',
        '[A major breakdown you fixed and its effect on the voyage]',
        '[Fuel savings, spare parts control or inspection results]',
      ],
    },
    achievements: {
      'zh-CN': [
        '在主机功率 1.8 万千瓦的集装箱船任二管轮 3 年',
        '按 PMS 完成保养项目 400 余项，计划完成率 98%',
        '航行中排除发电机增压器故障，8 小时内恢复供电，未影响船期',
        '优化分油机与燃油加热管理，日均油耗降低 3%',
        '连续 5 次 PSC 检查机舱零缺陷',
        '海上资历累计 60 个月，5 年零机损事故',
      ],
      'en-US': [
        'Served 3 years as second engineer on a container ship with a 24,000 hp main engine',
        'Completed 400+ planned maintenance jobs at a 98% on-schedule rate',
        'Repaired a generator turbocharger at sea and restored power within 8 hours without losing schedule',
        'Tuned purifier and fuel heating settings to cut daily fuel use by 3%',
        'Passed 5 straight port state control inspections with no engine room deficiencies',
        'Logged 60 months of sea time with no machinery casualty in 5 years',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '主机吊缸检修', description: '与机舱班组完成主机 2 个缸的吊缸与活塞环更换' },
        { name: '船舶能效管理', description: '优化燃油管理与设备运行，降低油耗与排放' },
        { name: '坞修工程', description: '编制坞修单并监督厂修项目，按期出坞' },
      ],
      'en-US': [
        {
          name: 'Main engine overhaul',
          description: 'Two-unit piston overhaul and ring change with the engine crew',
        },
        {
          name: 'Energy efficiency plan',
          description: 'Fuel and machinery settings that cut consumption and emissions',
        },
        {
          name: 'Dry-dock repairs',
          description: 'Wrote the repair list and supervised yard work to leave dry dock on schedule',
        },
      ],
    },
    certifications: {
      'zh-CN': ['海船船员适任证书', '高级消防培训合格证', '精通救生艇筏和救助艇培训合格证'],
      'en-US': [
        'USCG Merchant Mariner Credential (MMC)',
        'STCW Basic Training',
        'TWIC',
        'Advanced Firefighting',
      ],
    },
    tools: {
      'zh-CN': ['MAN B&W 主机', '瓦锡兰发电机组', '阿法拉伐分油机', 'PMS 计划保养系统', '示功器', '万用表'],
      'en-US': [
        'MAN B&W engines',
        'Wärtsilä generators',
        'Alfa Laval purifiers',
        'AMOS maintenance software',
        'Engine indicators',
        'Multimeters',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年远洋船舶轮机经验，现任二管轮，熟悉 MAN B&W 主机与发电机组维护，海上资历 60 个月。',
          '排故思路清晰，重视计划保养与防污染合规。',
        ],
        student: ['轮机工程专业应届生，完成 12 个月上船见习，已通过三管轮适任考试，熟悉机舱设备与值班程序。'],
      },
      'en-US': {
        experienced: [
          'Marine engineer with 6 years at sea, now second engineer, experienced with MAN B&W main engines and generators.',
          'Methodical troubleshooter who keeps planned maintenance and MARPOL compliance on track.',
        ],
        student: [
          'Marine engineering graduate of a state maritime academy, licensed as third assistant engineer with engine room time from training cruises.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['轮机工程'],
        courses: ['船舶柴油机', '船舶辅机', '船舶电气', '轮机维护与修理'],
      },
      'en-US': {
        majors: ['Marine Engineering', 'Marine Engineering Technology'],
        courses: [
          'Marine Diesel Engines',
          'Thermodynamics',
          'Marine Electrical Systems',
          'Auxiliary Machinery',
        ],
      },
    },
    workplace: 'logistics',
  },
  {
    id: 'train-driver',
    names: { 'zh-CN': '机车司机', 'en-US': 'Locomotive Engineer' },
    field: { 'zh-CN': '铁路机车驾驶', 'en-US': 'train operation' },
    synonyms: [
      '机车司机',
      '火车司机',
      '动车组司机',
      '动车司机',
      '高铁司机',
      '电力机车司机',
      '内燃机车司机',
      '机车副司机',
      '学习司机',
      '列车司机',
      '地铁司机',
      '城轨司机',
      '电客车司机',
      'locomotive engineer',
      'train engineer',
      'train driver',
      'train operator',
      'subway train operator',
      'light rail operator',
    ],
    keywords: ['值乘', '机车乘务', 'locomotive'],
    skillGroups: {
      'zh-CN': [
        { name: '驾驶技能', examples: ['平稳操纵', '节能操纵', '定点停车', '非正常行车处置'] },
        {
          name: '设备与检查',
          examples: ['出库检查', 'CTCS 列控系统', 'LKJ 列车运行监控装置', '途中故障应急处理'],
        },
        {
          name: '规章与安全',
          examples: ['《铁路技术管理规程》', '行车组织规则', '呼唤应答', '信号瞭望确认'],
        },
      ],
      'en-US': [
        {
          name: 'Train handling',
          examples: [
            'Smooth train handling',
            'Fuel-efficient operation',
            'Precise station stops',
            'Abnormal operations',
          ],
        },
        {
          name: 'Equipment',
          examples: [
            'Pre-departure inspections',
            'Positive Train Control',
            'Air brake tests',
            'En route troubleshooting',
          ],
        },
        {
          name: 'Rules & safety',
          examples: ['GCOR', 'FRA regulations', 'Signal recognition', 'Radio procedures'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你驾驶的车型（动车组、电力机车、电客车）与值乘线路]',
        '[你的安全行车公里数或值乘趟数]',
        '[你处置的一次非正常行车情况（如 设备故障、恶劣天气），以及结果]',
        '[你的正点率、节能或考核成绩]',
        '[你持有的驾驶证件，以及带教或技术比武情况]',
      ],
      'en-US': [
        '[Trains you run (freight, passenger, transit) and your territory]',
        '[Safe miles or trips you have logged]',
        '[An abnormal situation you handled (equipment failure, severe weather) and the outcome]',
        '[On-time performance, fuel savings or check ride results]',
        '[Certifications you hold and any training or mentoring]',
      ],
    },
    achievements: {
      'zh-CN': [
        '安全值乘动车组 8 年，累计安全行车 120 万公里',
        '年均值乘 300 余趟，正点率 99.5%',
        '途中妥善处置受电弓故障，列车晚点控制在 5 分钟以内',
        '运用节能操纵法，单位牵引能耗降低 4%',
        '连续 5 年技术考核优秀，获铁路局技术比武第二名',
        '近 3 年带教学习司机 6 名，均顺利取得驾驶证',
      ],
      'en-US': [
        'Ran freight trains safely for 8 years and 750,000 miles',
        'Complete about 300 trips a year with a clean safety record',
        'Handled a broken air hose en route and had the train moving again within 20 minutes',
        'Used Trip Optimizer and smooth handling to cut fuel use by 4%',
        'Passed every efficiency test and check ride over 5 years',
        'Coached 6 engineer trainees through certification over 3 years',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '节能操纵推广', description: '总结线路节能操纵要点，班组牵引能耗降低 4%' },
        { name: '非正常行车应急演练', description: '参与故障处置与应急演练，提升处置速度' },
        { name: '机车出库检查标准化', description: '按作业标准梳理出库检查项点，整理常见故障检查要点' },
      ],
      'en-US': [
        {
          name: 'Fuel conservation program',
          description: 'Territory-specific handling tips that cut crew fuel use by 4%',
        },
        {
          name: 'Emergency response drills',
          description: 'Drills on equipment failures and incidents that sped up response',
        },
        {
          name: 'Pre-departure inspection checklist',
          description: 'Standard walkaround and air brake test steps with common defects to look for',
        },
      ],
    },
    certifications: {
      'zh-CN': ['机车司机职业技能等级证书', '铁路机车车辆驾驶证'],
      'en-US': [
        'Railroad Conductor Certificate',
        'FRA locomotive engineer certification (49 CFR Part 240)',
        'Hazmat awareness training',
      ],
    },
    tools: {
      'zh-CN': [
        'CR400 复兴号动车组',
        'HXD3 电力机车',
        'LKJ 列车运行监控装置',
        'CTCS-3 列控系统',
        'CIR 机车综合无线通信设备',
      ],
      'en-US': [
        'GE ES44AC',
        'EMD SD70ACe',
        'Positive Train Control (PTC)',
        'Trip Optimizer',
        'Event recorders',
        'Railroad radio',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '8 年机车乘务经验，持动车组驾驶证，累计安全行车 120 万公里，正点率 99.5%。',
          '严守规章，非正常情况处置冷静果断。',
        ],
        student: ['铁道机车运用与维护专业应届生，完成机车模拟驾驶与添乘实习，熟悉《铁路技术管理规程》。'],
      },
      'en-US': {
        experienced: [
          'Locomotive engineer with 8 years and 750,000 safe miles in freight service on GE and EMD power.',
          'Rules-focused operator who stays calm in abnormal situations.',
        ],
        student: [
          'Railroad operations graduate trained on locomotive simulators and the GCOR, ready for conductor and engineer training.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['铁道机车运用与维护', '城市轨道交通车辆运用与检修'],
        courses: ['机车构造', '列车运行控制', '铁路行车组织', '机车操纵与节能'],
      },
      'en-US': {
        majors: ['Railroad Operations'],
        courses: ['Railroad Operating Rules', 'Air Brakes', 'Train Handling', 'Hazardous Materials'],
      },
    },
    workplace: 'corporate',
    pathway: 'vocational',
  },
  {
    id: 'metro-station-attendant',
    names: { 'zh-CN': '地铁站务员', 'en-US': 'Station Agent' },
    field: { 'zh-CN': '城市轨道交通客运服务', 'en-US': 'transit station operations' },
    synonyms: [
      '地铁站务员',
      '站务员',
      '城轨站务员',
      '地铁客运员',
      '铁路客运员',
      '值班站长',
      '客运值班员',
      '行车值班员',
      'station agent',
      'subway station agent',
      'transit station agent',
      'train station agent',
    ],
    keywords: ['站务', '客运组织', '地铁车站'],
    skillGroups: {
      'zh-CN': [
        { name: '客运服务', examples: ['乘客问询', '票务处理', '特殊乘客帮扶', '客流组织'] },
        { name: '车站运作', examples: ['站台岗监护', '车站设备巡视', 'AFC 设备故障处理', '行车作业配合'] },
        { name: '应急处置', examples: ['大客流应对', '火灾疏散', '乘客伤病处理', '突发事件上报'] },
      ],
      'en-US': [
        {
          name: 'Customer service',
          examples: ['Rider assistance', 'Fare and ticketing issues', 'ADA assistance', 'Crowd management'],
        },
        {
          name: 'Station operations',
          examples: [
            'Platform safety',
            'Station inspections',
            'Fare equipment troubleshooting',
            'Service disruptions',
          ],
        },
        {
          name: 'Emergency response',
          examples: ['Evacuations', 'Fire response', 'Sick and injured riders', 'Incident reporting'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的线路与车站类型（换乘站、枢纽站），以及日均客流]',
        '[你负责的岗位（客服中心、站台、站厅、车控室）]',
        '[你处理的一次大客流或突发事件，以及结果]',
        '[你在票务差错、设备故障处理或乘客满意度上的表现]',
        '[你持有的上岗证与参加的应急演练]',
      ],
      'en-US': [
        '[Your line and station (transfer hub, terminal) and daily ridership]',
        '[The posts you work: booth, platform, mezzanine, control room]',
        '[A crowd surge or incident you handled, and the outcome]',
        '[Fare accuracy, equipment issues cleared or customer scores]',
        '[Qualifications you hold and drills you took part in]',
      ],
    },
    achievements: {
      'zh-CN': [
        '在日均客流 8 万人次的换乘站工作 4 年，票务零差错',
        '每年处理乘客问询与求助 2 万余次',
        '早高峰参与限流组织，站台候车时间缩短 30%',
        '处置乘客突发晕厥 5 起，配合 120 及时送医',
        '处理闸机与售票机故障 600 余次，平均恢复时间 10 分钟',
        '收到乘客表扬信 20 封，获评优秀站务员',
      ],
      'en-US': [
        'Worked 4 years at a transfer station with 80,000 daily riders and zero fare handling errors',
        'Answer 20,000+ rider questions and requests for help a year',
        'Helped run rush-hour crowd control that cut platform wait times by 30%',
        'Responded to 5 rider medical emergencies and stayed with each rider until EMS arrived',
        'Cleared 600+ fare gate and ticket machine faults, averaging 10 minutes each',
        'Received 20 written rider compliments and a station agent of the year award',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '换乘站大客流组织', description: '优化限流点与导向标识，提升高峰通行效率' },
        { name: '无障碍服务提升', description: '完善轮椅乘客预约与接送流程' },
        { name: '车站消防疏散演练', description: '参与组织疏散演练，熟悉应急预案' },
      ],
      'en-US': [
        {
          name: 'Rush-hour crowd plan',
          description: 'Queue points and signs that moved rush-hour crowds faster',
        },
        { name: 'Accessible service', description: 'Booking and escort steps for riders using wheelchairs' },
        {
          name: 'Station evacuation drill',
          description: 'Helped run a fire evacuation drill against the emergency plan',
        },
      ],
    },
    certifications: {
      'zh-CN': ['红十字救护员证', '普通话二级甲等证书', '城市轨道交通站务员上岗证'],
      'en-US': [
        'CPR and First Aid certification',
        'Mental Health First Aid',
        'OSHA 10-Hour General Industry',
      ],
    },
    tools: {
      'zh-CN': [
        'AFC 自动售检票系统',
        '车站综合监控系统',
        '半自动售票机',
        'PIS 乘客信息系统',
        '对讲机',
        '站务管理系统',
      ],
      'en-US': [
        'Fare collection systems',
        'Ticket vending machines',
        'Station radios',
        'CCTV',
        'Public address systems',
        'Incident reporting software',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '4 年地铁站务经验，熟悉换乘站客运组织与票务处理，票务零差错。',
          '服务热情，大客流与突发事件处置经验丰富。',
        ],
        student: ['城市轨道交通运营管理专业应届生，在地铁车站完成 3 个月站务实习，持红十字救护员证。'],
      },
      'en-US': {
        experienced: [
          'Station agent with 4 years at a busy transfer station, handling fares, rider questions and crowds with zero fare errors.',
          'Friendly and calm in crowd surges and incidents.',
        ],
        student: [
          'Transportation management graduate with a 3-month transit station internship and current CPR and first aid certification.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['城市轨道交通运营管理'],
        courses: ['城市轨道交通客运组织', '票务管理', '行车组织', '应急处理'],
      },
      'en-US': {
        majors: ['Transportation Management', 'Business Administration'],
        courses: [
          'Public Transit Operations',
          'Customer Service',
          'Emergency Preparedness',
          'Conflict Resolution',
        ],
      },
    },
    workplace: 'corporate',
    pathway: 'vocational',
  },
  {
    id: 'port-operations',
    names: { 'zh-CN': '港口调度员', 'en-US': 'Port Operations Coordinator' },
    field: { 'zh-CN': '港口与码头运营', 'en-US': 'port and terminal operations' },
    synonyms: [
      '港口调度员',
      '港口调度',
      '码头调度员',
      '码头调度',
      '港口操作员',
      '港口操作',
      '码头操作员',
      '码头操作',
      '码头计划员',
      '船舶计划员',
      '堆场计划员',
      '船舶配载员',
      '集装箱配载员',
      '港口理货员',
      '外轮理货员',
      'port operations coordinator',
      'port operations specialist',
      'port operations',
      'terminal operations coordinator',
      'marine terminal coordinator',
      'vessel planner',
      'yard planner',
      'stowage planner',
    ],
    keywords: ['集装箱码头', '堆场', '泊位', 'navis'],
    skillGroups: {
      'zh-CN': [
        { name: '作业调度', examples: ['泊位计划', '船舶靠离泊协调', '装卸作业调度', '机械与人员配置'] },
        { name: '计划与配载', examples: ['集装箱配载', '堆场计划', '船舶积载图', '翻箱率控制'] },
        { name: '系统与安全', examples: ['码头操作系统（TOS）', 'EDI 报文', '危险货物管理', '港口安全生产'] },
      ],
      'en-US': [
        {
          name: 'Operations',
          examples: [
            'Berth planning',
            'Vessel arrivals and departures',
            'Crane and labor allocation',
            'Gate operations',
          ],
        },
        {
          name: 'Planning',
          examples: ['Stowage planning', 'Yard planning', 'Bay plans', 'Rehandle reduction'],
        },
        {
          name: 'Systems & safety',
          examples: ['Terminal operating systems', 'EDI messages', 'Hazardous cargo', 'Terminal safety'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的港口或码头类型（集装箱、散货、滚装），以及年吞吐量]',
        '[你负责的岗位（中控调度、船舶配载、堆场计划）]',
        '[你的作业效率指标（如 桥吊台时效率、船时效率、集卡周转时间）]',
        '[你协调处理的一次压港、恶劣天气或设备故障，以及结果]',
        '[你在翻箱率、安全或流程优化上的改进]',
      ],
      'en-US': [
        '[Your port or terminal (container, bulk, ro-ro) and its annual volume]',
        '[Your role: control room, vessel planning, yard planning]',
        '[Productivity measures: crane moves per hour, vessel turn time, truck turn time]',
        '[A congestion, weather or equipment problem you worked through, and the result]',
        '[Improvements to rehandles, safety or process you made]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责年吞吐量 300 万标箱集装箱码头的中控调度，每年协调靠泊船舶 1200 余艘次',
        '优化桥吊作业顺序，单机台时效率由 28 自然箱提升至 32 自然箱',
        '5 年完成大型集装箱船配载 500 余艘次，配载差错为零',
        '调整堆场规划，翻箱率下降 15%',
        '台风过后 48 小时内组织 20 艘压港船舶有序靠泊作业',
        '所在班组连续 3 年作业零安全事故',
      ],
      'en-US': [
        'Coordinate about 1,200 vessel calls a year at a 3 million TEU container terminal',
        'Resequenced crane work to raise productivity from 28 to 32 moves per crane hour',
        'Planned stowage for 500+ large container ships over 5 years without a planning error',
        'Redesigned yard blocks and cut rehandles by 15%',
        'Berthed and worked 20 backed-up vessels within 48 hours after a hurricane',
        'Kept my shift free of safety incidents for 3 years',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '堆场规划优化', description: '按船公司与卸货港分区堆存，翻箱率下降 15%' },
        { name: '码头操作系统切换', description: '参与 TOS 系统上线与调度流程梳理' },
        { name: '台风季作业保障', description: '制定防台预案与压港船舶恢复作业计划' },
      ],
      'en-US': [
        {
          name: 'Yard block redesign',
          description: 'Stacking by carrier and discharge port that cut rehandles by 15%',
        },
        {
          name: 'Terminal operating system cutover',
          description: 'Helped move dispatch and planning workflows onto Navis N4',
        },
        {
          name: 'Hurricane season plan',
          description: 'Storm preparations and a recovery plan for backed-up vessels',
        },
      ],
    },
    certifications: {
      'zh-CN': ['港口危险货物安全管理人员资格证书', '大学英语六级'],
      'en-US': ['TWIC', 'Hazardous Materials Transportation training', 'OSHA 30-Hour General Industry'],
    },
    tools: {
      'zh-CN': ['Navis N4', '码头操作系统（TOS）', '配载软件', 'EDI 系统', 'Excel', '对讲机'],
      'en-US': ['Navis N4', 'SPARCS', 'TOPS Expert', 'EDI', 'Excel', 'Radios'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年集装箱码头运营经验，负责中控调度与船舶配载，熟悉 Navis N4。',
          '善于协调船公司、堆场与机械作业，桥吊台时效率提升 14%。',
        ],
        student: ['港口与航运管理专业应届生，在集装箱码头完成堆场计划实习，熟悉配载与码头作业流程。'],
      },
      'en-US': {
        experienced: [
          'Port operations coordinator with 5 years in container terminal vessel planning and control room dispatch, fluent in Navis N4.',
          'Keeps carriers, yard and crane crews in step, lifting crane productivity by 14%.',
        ],
        student: [
          'Maritime business graduate with a yard planning internship at a container terminal and a working knowledge of stowage.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['港口与航运管理', '物流管理'],
        courses: ['港口业务管理', '集装箱运输', '航运管理', '港口装卸工艺'],
      },
      'en-US': {
        majors: ['Maritime Business', 'Logistics and Supply Chain Management'],
        courses: [
          'Port Operations',
          'Maritime Economics',
          'Container Logistics',
          'Intermodal Transportation',
        ],
      },
    },
    workplace: 'logistics',
  },
  {
    id: 'agronomist',
    names: { 'zh-CN': '农艺师', 'en-US': 'Agronomist' },
    field: { 'zh-CN': '农艺与作物生产', 'en-US': 'agronomy' },
    synonyms: [
      '农艺师',
      '农业技术员',
      '农技员',
      '农技推广员',
      '农业技术推广员',
      '种植技术员',
      '作物栽培技术员',
      '植保员',
      '农化服务工程师',
      'agronomist',
      'field agronomist',
      'crop advisor',
      'crop adviser',
      'crop consultant',
      'crop scientist',
      'agricultural technician',
      'extension agent',
      'agricultural extension agent',
    ],
    keywords: ['作物', '测土配方', 'crop protection', 'agronomy'],
    skillGroups: {
      'zh-CN': [
        { name: '作物栽培', examples: ['水稻与小麦栽培', '设施蔬菜种植', '水肥一体化', '良种推广'] },
        { name: '植保与土壤', examples: ['病虫害诊断', '绿色防控', '测土配方施肥', '土壤改良'] },
        { name: '推广与试验', examples: ['田间试验设计', '示范基地建设', '农户培训', '试验数据统计'] },
      ],
      'en-US': [
        {
          name: 'Crop production',
          examples: [
            'Corn and soybean agronomy',
            'Seed selection',
            'Fertility planning',
            'Irrigation scheduling',
          ],
        },
        {
          name: 'Crop protection & soils',
          examples: [
            'Scouting and pest ID',
            'Integrated pest management',
            'Soil sampling',
            'Nutrient management plans',
          ],
        },
        {
          name: 'Trials & advising',
          examples: [
            'On-farm trials',
            'Variable-rate prescriptions',
            'Grower meetings',
            'Yield data analysis',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的作物、区域与服务对象（农户、合作社、种植基地）]',
        '[你覆盖的种植面积或服务的农户数量]',
        '[你开展的一项田间试验或技术推广，以及增产或节本效果]',
        '[你诊断处理的一次病虫害或灾害，以及挽回的损失]',
        '[你组织的培训、示范基地，或取得的职称与奖项]',
      ],
      'en-US': [
        '[Crops, region and who you advise (growers, co-ops, your own operation)]',
        '[Acres or growers you cover]',
        '[A field trial or practice you rolled out and the yield or cost result]',
        '[A pest, disease or weather problem you diagnosed and the loss you prevented]',
        '[Grower meetings, demo plots, credentials or awards]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责 3 个乡镇 5 万亩水稻的技术指导，平均亩产提高 8%',
        '建设水肥一体化示范基地 800 亩，节水 30%、节肥 20%',
        '开展测土配方施肥，采集化验土样 600 个，化肥用量下降 12%',
        '及时诊断稻飞虱暴发并组织统防统治，挽回损失约 200 万元',
        '每年举办农民技术培训 30 场，培训 2000 人次',
        '主持品种比较试验 12 个，筛选出 3 个主推品种',
      ],
      'en-US': [
        'Advised growers on 60,000 acres of corn and soybeans over 5 years, raising average yields by 6%',
        'Pulled 600 soil samples and wrote variable-rate fertility plans that cut fertilizer costs by 12%',
        'Caught an early soybean aphid outbreak and protected an estimated $400K in yield',
        'Ran 12 hybrid and variety trials a year to back seed recommendations',
        'Lead 30 grower meetings and field days a year for about 1,500 attendees',
        'Built a 200-acre cover crop demonstration that cut erosion losses by 25%',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '水肥一体化示范基地', description: '建设滴灌与施肥系统，节水节肥并提高产量' },
        { name: '测土配方施肥推广', description: '采样化验并制定施肥配方，化肥用量下降 12%' },
        { name: '水稻品种比较试验', description: '多点试验筛选高产抗病品种并推广' },
      ],
      'en-US': [
        {
          name: 'Cover crop demonstration',
          description: 'Demo fields showing growers the soil and erosion benefits of cover crops',
        },
        {
          name: 'Variable-rate fertility program',
          description: 'Grid sampling and prescriptions that cut fertilizer spend by 12%',
        },
        {
          name: 'Hybrid and variety trials',
          description: 'Replicated strip trials behind each season of seed recommendations',
        },
      ],
    },
    certifications: {
      'zh-CN': ['农作物植保员职业技能等级证书', '农业技术员职业技能等级证书', '农艺师（中级职称）'],
      'en-US': [
        'State commercial pesticide applicator license',
        'FAA Part 107 Remote Pilot Certificate',
        'Certified Crop Adviser (CCA)',
        '4R Nutrient Management Specialist',
      ],
    },
    tools: {
      'zh-CN': ['土壤养分速测仪', '叶绿素仪', '植保无人机', '水肥一体机', 'ArcGIS', 'SPSS'],
      'en-US': [
        'Climate FieldView',
        'John Deere Operations Center',
        'SMS Advanced',
        'ARM trial software',
        'ArcGIS',
        'Soil probes',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '8 年农业技术推广经验，农艺师职称，服务 5 万亩水稻种植，主推技术使亩产提高 8%。',
          '熟悉测土配方施肥与绿色防控，善于培训农户。',
        ],
        student: ['农学专业应届生，参与水稻品种比较试验与测土配方施肥项目，会用 SPSS 分析试验数据。'],
      },
      'en-US': {
        experienced: [
          'Agronomist with 8 years advising corn and soybean growers on 60,000 acres, lifting average yields by 6%.',
          'Hands-on with soil fertility, IPM and precision ag data.',
        ],
        student: [
          'Agronomy graduate who ran replicated plot trials as a research assistant and analyzed yield data in SAS.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['农学', '植物保护', '农业资源与环境'],
        courses: ['作物栽培学', '植物病理学', '土壤肥料学', '田间试验与统计'],
      },
      'en-US': {
        majors: ['Agronomy', 'Crop Science', 'Soil Science'],
        courses: ['Crop Physiology', 'Soil Fertility', 'Integrated Pest Management', 'Precision Agriculture'],
      },
    },
    workplace: 'research',
  },
  {
    id: 'horticulturist',
    names: { 'zh-CN': '园艺师', 'en-US': 'Horticulturist' },
    field: { 'zh-CN': '园艺与花卉苗木生产', 'en-US': 'horticulture' },
    synonyms: [
      '园艺师',
      '园艺工程师',
      '园艺技术员',
      '花卉园艺师',
      '设施园艺技术员',
      '温室种植技术员',
      '花卉种植技术员',
      '苗木技术员',
      '园艺工',
      'horticulturist',
      'horticulture technician',
      'greenhouse grower',
      'greenhouse technician',
      'greenhouse manager',
      'head grower',
      'nursery manager',
      'gardener',
    ],
    keywords: ['园艺', '花卉苗木', 'horticulture', 'nursery stock'],
    skillGroups: {
      'zh-CN': [
        { name: '栽培管理', examples: ['花卉与苗木栽培', '设施环境调控', '水肥管理', '繁殖与育苗'] },
        { name: '植物保护', examples: ['病虫害识别', '生物防治', '安全用药', '生理病害诊断'] },
        { name: '生产与养护', examples: ['生产计划与排期', '盆花品质分级', '园林植物养护', '温室设备维护'] },
      ],
      'en-US': [
        {
          name: 'Crop culture',
          examples: [
            'Ornamental and nursery crops',
            'Greenhouse climate control',
            'Fertigation',
            'Propagation',
          ],
        },
        {
          name: 'Plant health',
          examples: ['Scouting', 'Biological control', 'Pesticide safety', 'Nutrient disorder diagnosis'],
        },
        {
          name: 'Production',
          examples: ['Crop scheduling', 'Quality grading', 'Display garden care', 'Greenhouse equipment'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的园艺生产单位（温室、苗圃、植物园）与主要作物]',
        '[你负责的种植面积、产量或品种数量]',
        '[你改进的一项栽培技术，以及品质或成活率的变化]',
        '[你处理的一次病虫害或环境调控问题，以及结果]',
        '[你负责的生产计划、班组或成本控制]',
      ],
      'en-US': [
        '[Where you grow (greenhouse, nursery, public garden) and your main crops]',
        '[Square footage, acreage, units or collections you manage]',
        '[A growing practice you improved and the effect on quality or survival]',
        '[A pest or climate problem you solved, and the result]',
        '[Scheduling, crew or cost responsibilities]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责 2 万平方米连栋温室蝴蝶兰生产，年产盆花 40 万盆',
        '优化补光与温湿度调控，开花整齐度提高 20%',
        '推行捕食螨等天敌生物防治，化学农药用量减少 35%',
        '扦插繁殖月季苗 30 万株，生根成活率由 85% 提升至 94%',
        '为植物园引种新优品种 60 个',
        '精准排产保障春节花市供货，订单按期交付率 98%',
      ],
      'en-US': [
        'Grow about 400,000 finished poinsettias and spring crops a year in 200,000 sq ft of greenhouse',
        'Tuned lighting and climate setpoints to improve flowering uniformity by 20%',
        'Switched to biological controls and cut pesticide use by 35%',
        'Raised rooting success from 85% to 94% across 300,000 cuttings',
        'Introduced 60 new cultivars to the public garden collection',
        'Scheduled crops so 98% of spring holiday orders shipped on time',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '温室环境智能调控', description: '引入环境控制系统，稳定温湿度与光照，提升开花整齐度' },
        { name: '生物防治替代化学防治', description: '释放捕食螨等天敌，化学农药用量减少 35%' },
        { name: '新优品种引种', description: '引种试种并筛选适应本地气候的观赏植物' },
      ],
      'en-US': [
        {
          name: 'Greenhouse climate automation',
          description: 'Climate computer setpoints that steadied temperature, humidity and light',
        },
        {
          name: 'Biological control program',
          description: 'Predatory mites and other beneficials that cut pesticide use by 35%',
        },
        {
          name: 'Cultivar trials',
          description: 'Trialed new ornamentals to find varieties suited to the local climate',
        },
      ],
    },
    certifications: {
      'zh-CN': ['花卉园艺工职业技能等级证书', '农作物植保员职业技能等级证书', '园艺师（中级职称）'],
      'en-US': [
        'State pesticide applicator license',
        'Certified Nursery Professional',
        'ISA Certified Arborist',
      ],
    },
    tools: {
      'zh-CN': ['温室环境控制系统', '水肥一体机', 'EC 与 pH 测定仪', '光照计', '穴盘播种机', 'Excel'],
      'en-US': [
        'Priva climate computers',
        'Argus controls',
        'Fertilizer injectors',
        'EC and pH meters',
        'Seeders',
        'Excel',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年设施园艺生产经验，负责 2 万平方米温室盆花生产，年产 40 万盆。',
          '熟悉环境调控与生物防治，注重品质与成本。',
        ],
        student: ['园艺专业应届生，在花卉企业完成温室生产实习，熟悉扦插繁殖与水肥管理。'],
      },
      'en-US': {
        experienced: [
          'Horticulturist with 6 years in greenhouse ornamentals, growing about 400,000 finished units a year.',
          'Strong in climate control and biological pest management, with an eye on quality and cost.',
        ],
        student: [
          'Horticulture graduate with a greenhouse production internship and hands-on propagation and fertigation experience.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['园艺', '园林', '设施农业科学与工程'],
        courses: ['花卉学', '设施园艺学', '园艺植物病虫害防治', '植物组织培养'],
      },
      'en-US': {
        majors: ['Horticulture', 'Plant Science'],
        courses: ['Greenhouse Management', 'Plant Propagation', 'Plant Pathology', 'Nursery Production'],
      },
    },
    workplace: 'corporate',
  },
  {
    id: 'forestry-technician',
    names: { 'zh-CN': '林业技术员', 'en-US': 'Forestry Technician' },
    field: { 'zh-CN': '林业资源与营林', 'en-US': 'forestry' },
    synonyms: [
      '林业技术员',
      '林业工程师',
      '营林技术员',
      '造林技术员',
      '林业调查员',
      '森林资源调查员',
      '护林员',
      '生态护林员',
      'forestry technician',
      'forest technician',
      'forestry aide',
      'forester',
      'forest ranger',
      'timber cruiser',
      'forest inventory technician',
    ],
    keywords: ['林业', '造林', '森林资源', 'forestry'],
    skillGroups: {
      'zh-CN': [
        {
          name: '森林资源调查',
          examples: ['样地调查', '林木检尺与蓄积测算', '二类调查', '遥感与 GIS 判读'],
        },
        { name: '营林与造林', examples: ['苗木培育', '造林设计', '抚育间伐', '林地管护'] },
        {
          name: '防火与有害生物防治',
          examples: ['森林防火巡护', '松材线虫病监测', '病虫害防治', '配合林政执法'],
        },
      ],
      'en-US': [
        {
          name: 'Inventory',
          examples: ['Timber cruising', 'Plot sampling', 'Volume estimation', 'GPS and GIS mapping'],
        },
        {
          name: 'Silviculture',
          examples: [
            'Tree planting',
            'Thinning and stand improvement',
            'Prescribed burning',
            'Regeneration surveys',
          ],
        },
        {
          name: 'Forest protection',
          examples: [
            'Wildland fire suppression',
            'Insect and disease surveys',
            'Invasive species control',
            'Road and trail upkeep',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的林场或林业站，以及负责的林地面积与主要树种]',
        '[你参与的森林资源调查或造林任务量]',
        '[你开展的一次防火、病虫害监测或防治工作，以及结果]',
        '[你使用的调查设备与软件（GPS、GIS、无人机）]',
        '[你的作业质量：造林成活率、调查精度或验收结果]',
      ],
      'en-US': [
        '[Your forest, district or company, and the acreage and species you work]',
        '[Cruising, plot or planting work you completed]',
        '[Fire, insect or disease work you did, and the result]',
        '[Field tools and software you use (GPS, GIS, data recorders)]',
        '[Quality results: seedling survival, cruise accuracy, check cruises]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责国有林场 3 万亩林地的营林管护，连续 5 年无森林火灾',
        '完成二类调查样地 400 余个，数据一次验收合格',
        '组织人工造林 5000 亩，当年成活率 92%',
        '开展松材线虫病监测 2 万亩，清理疫木 800 余株',
        '运用无人机与 GIS 更新林地小班 1500 个，外业时间缩短 40%',
        '完成中幼林抚育 6000 亩',
      ],
      'en-US': [
        'Cruise about 12,000 acres of timber a year with volumes within 5% of mill scale',
        'Measured 400+ inventory plots that all passed check cruises on the first review',
        'Supervised planting of 800 acres with 90% first-year seedling survival',
        'Surveyed 15,000 acres for bark beetle damage and mapped 300 infested stands',
        'Served 4 seasons on a wildland fire engine crew, working 20+ fires',
        'Updated 1,500 stand boundaries in ArcGIS Pro, cutting field mapping time by 40%',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '森林资源二类调查', description: '布设样地、实测并录入数据，更新小班档案' },
        { name: '松材线虫病防控', description: '开展监测普查、疫木清理与除治效果复查' },
        { name: '低效林改造', description: '补植与抚育间伐结合，提升林分质量' },
      ],
      'en-US': [
        { name: 'Timber sale layout', description: 'Cruised, marked and mapped a 400-acre timber sale' },
        {
          name: 'Bark beetle survey',
          description: 'Aerial and ground surveys that mapped infested stands for treatment',
        },
        {
          name: 'Post-fire reforestation',
          description: 'Planting plans and survival checks for a burned watershed',
        },
      ],
    },
    certifications: {
      'zh-CN': ['林业有害生物防治员职业技能等级证书', '造林更新工职业技能等级证书', '林业工程师（中级职称）'],
      'en-US': [
        'S-130/S-190 wildland firefighter training',
        'Incident Qualification Card (Red Card)',
        'State pesticide applicator license',
        'SAF Certified Forester',
      ],
    },
    tools: {
      'zh-CN': ['GPS 手持机', '测树围尺', '测高器', 'ArcGIS', '奥维互动地图', '无人机'],
      'en-US': [
        'Trimble GPS',
        'Diameter tapes',
        'Clinometers',
        'ArcGIS Field Maps',
        'ArcGIS Pro',
        'Chainsaws',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '7 年林业技术工作经验，负责国有林场 3 万亩林地的营林与防火，连续 5 年无森林火灾。',
          '熟悉森林资源调查与病虫害监测，会用 GIS 与无人机。',
        ],
        student: ['林业技术专业应届生，参加过森林资源调查实训，会用 GPS 与 ArcGIS 做林地调查制图。'],
      },
      'en-US': {
        experienced: [
          'Forestry technician with 7 years of timber cruising, planting and fire work on public and industrial forests.',
          'Accurate in the field and fluent in GIS mapping.',
        ],
        student: [
          'Forest technology graduate with a summer inventory crew job and S-130/S-190 fire training.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['林业技术', '森林资源保护'],
        courses: ['森林培育', '测树学', '森林病虫害防治', '林业地理信息系统'],
      },
      'en-US': {
        majors: ['Forest Technology', 'Forestry'],
        courses: ['Dendrology', 'Forest Mensuration', 'Silviculture', 'Forest Protection'],
      },
    },
    workplace: 'government',
    pathway: 'vocational',
  },
  {
    id: 'geologist',
    names: { 'zh-CN': '地质工程师', 'en-US': 'Geologist' },
    field: { 'zh-CN': '地质勘查', 'en-US': 'geology' },
    synonyms: [
      '地质工程师',
      '地质师',
      '地质员',
      '地质技术员',
      '地质编录员',
      '勘查地质工程师',
      '矿产地质工程师',
      '水文地质工程师',
      '工程地质工程师',
      'geologist',
      'staff geologist',
      'project geologist',
      'exploration geologist',
      'field geologist',
      'mine geologist',
      'wellsite geologist',
      'engineering geologist',
      'hydrogeologist',
      'geological engineer',
      'geoscientist',
    ],
    keywords: ['地质', '勘查', '找矿', 'geology', 'geological'],
    skillGroups: {
      'zh-CN': [
        { name: '野外地质', examples: ['地质填图', '岩心编录', '构造分析', '采样与送检'] },
        {
          name: '勘查与评价',
          examples: ['钻探设计与施工管理', '资源储量估算', '水文地质调查', '勘查报告编写'],
        },
        { name: '软件与数据', examples: ['MapGIS', 'ArcGIS', 'Surpac 三维建模', '化验数据质量控制'] },
      ],
      'en-US': [
        {
          name: 'Field geology',
          examples: ['Geologic mapping', 'Core logging', 'Structural geology', 'Sampling programs'],
        },
        {
          name: 'Exploration & resources',
          examples: [
            'Drill program design',
            'Resource estimation',
            'Hydrogeologic investigations',
            'Technical reports',
          ],
        },
        {
          name: 'Software & data',
          examples: ['ArcGIS Pro', 'Leapfrog Geo', 'Vulcan', 'Assay QA/QC'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你从事的勘查类型（矿产、水文、工程地质）与主要矿种或项目]',
        '[你完成的野外工作量：填图面积、岩心编录米数、采样数]',
        '[你参与的资源储量估算或勘查成果，以及评审结果]',
        '[你使用的建模与制图软件，以及数据质量控制方法]',
        '[你编写的报告、发表的论文或获得的奖项]',
      ],
      'en-US': [
        '[The work you do (mineral exploration, hydrogeology, engineering geology) and the commodities or projects]',
        '[Field output: area mapped, core logged, samples collected]',
        '[Resource estimates or discoveries you contributed to, and how they were reviewed]',
        '[Modeling and mapping software you use, and your QA/QC]',
        '[Reports, publications or awards]',
      ],
    },
    achievements: {
      'zh-CN': [
        '完成 1:1 万地质填图 60 平方公里',
        '编录钻孔岩心 1.2 万米，编录质量抽查合格率 100%',
        '参与某金矿详查，新增金资源量 8 吨，报告通过省级评审',
        '建立 Surpac 三维地质模型，资源储量估算周期缩短 50%',
        '完成 20 个场地的水文地质调查，为供水井选址提供依据',
        '主笔勘查报告 6 份，获省地勘局科技进步二等奖',
      ],
      'en-US': [
        'Mapped 25 square miles of exploration ground in detail',
        'Logged 40,000 ft of core with no QA/QC failures on audit',
        'Helped add 250,000 oz of gold in an independently audited resource estimate',
        'Built Leapfrog models that cut resource update time from 6 weeks to 3',
        'Ran hydrogeologic investigations at 20 sites to guide water supply well siting',
        'Wrote 6 technical reports, including sections of an S-K 1300 technical report summary',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '金矿详查', description: '地质填图、钻孔编录与储量估算，新增金资源量 8 吨' },
        { name: '三维地质建模', description: '用 Surpac 建立矿体模型，支撑资源储量估算' },
        { name: '区域水文地质调查', description: '查明含水层分布，为供水井选址提供依据' },
      ],
      'en-US': [
        {
          name: 'Gold resource drilling program',
          description: 'Mapping, core logging and modeling that added 250,000 oz to the resource',
        },
        { name: '3D geological model', description: 'Leapfrog ore body model behind the resource estimate' },
        {
          name: 'Regional groundwater study',
          description: 'Aquifer mapping that guided water supply well siting',
        },
      ],
    },
    certifications: {
      'zh-CN': ['机动车驾驶证（C1）', '大学英语六级', '地质工程师（中级职称）', '矿业权评估师'],
      'en-US': ['Geologist-in-Training (GIT)', '40-Hour HAZWOPER', 'Professional Geologist (PG)'],
    },
    tools: {
      'zh-CN': ['MapGIS', 'ArcGIS', 'Surpac', '罗盘', '手持 GPS', 'CorelDRAW'],
      'en-US': ['ArcGIS Pro', 'Leapfrog Geo', 'Vulcan', 'Brunton compass', 'Handheld XRF', 'acQuire'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '8 年固体矿产勘查经验，参与金矿详查新增资源量 8 吨，熟练使用 MapGIS 与 Surpac。',
          '野外经验丰富，擅长地质填图、岩心编录与储量估算。',
        ],
        student: ['资源勘查工程专业应届生，完成野外地质填图实习，会用 MapGIS 与 ArcGIS 制图。'],
      },
      'en-US': {
        experienced: [
          'Exploration geologist with 8 years in gold and copper, from field mapping and core logging to resource modeling in Leapfrog.',
          'Careful with data and at home in remote field camps.',
        ],
        student: [
          'Geology graduate with field camp mapping experience and a summer core logging internship.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['地质学', '资源勘查工程', '水文与水资源工程'],
        courses: ['构造地质学', '矿床学', '岩石学', '地球化学勘查'],
      },
      'en-US': {
        majors: ['Geology', 'Geological Engineering'],
        courses: ['Structural Geology', 'Mineralogy', 'Petrology', 'Field Geology'],
      },
    },
    workplace: 'research',
  },
  {
    id: 'mining-engineer',
    names: { 'zh-CN': '采矿工程师', 'en-US': 'Mining Engineer' },
    field: { 'zh-CN': '采矿工程', 'en-US': 'mining engineering' },
    synonyms: [
      '采矿工程师',
      '采矿技术员',
      '矿山工程师',
      '矿山技术员',
      '露天采矿工程师',
      '井下采矿工程师',
      '采掘技术员',
      '矿井通风工程师',
      'mining engineer',
      'mine engineer',
      'mine planning engineer',
      'mine planner',
      'underground mining engineer',
      'drill and blast engineer',
      'mine ventilation engineer',
    ],
    keywords: ['采矿', '矿山', 'mine planning'],
    skillGroups: {
      'zh-CN': [
        { name: '采矿设计', examples: ['采矿方法选择', '开拓与采准设计', '采剥计划编制', '爆破设计'] },
        {
          name: '生产技术管理',
          examples: ['损失率与贫化率控制', '通风与排水', '顶板与边坡管理', '设备配置与效率'],
        },
        { name: '软件与安全', examples: ['Surpac', '3DMine', 'AutoCAD', '金属非金属矿山安全规程'] },
      ],
      'en-US': [
        {
          name: 'Mine design',
          examples: [
            'Pit and stope design',
            'Development layouts',
            'Drill and blast design',
            'Haul road design',
          ],
        },
        {
          name: 'Planning & production',
          examples: [
            'Short and long-range planning',
            'Dilution and recovery',
            'Ventilation planning',
            'Fleet productivity',
          ],
        },
        { name: 'Software & safety', examples: ['Deswik', 'Vulcan', 'AutoCAD', 'MSHA compliance'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的矿山类型（露天、地下）、矿种与生产规模]',
        '[你负责的设计或计划工作（采剥计划、爆破设计、通风设计）]',
        '[你在损失率、贫化率、成本或产量上的改进]',
        '[你参与的安全管理工作与所负责区域的安全记录]',
        '[你使用的采矿设计软件与完成的重点工程]',
      ],
      'en-US': [
        '[Your mine (open pit, underground), commodity and production rate]',
        '[Planning or design work you own: schedules, blasts, ventilation]',
        '[Improvements in recovery, dilution, cost or tons moved]',
        '[Safety work and the safety record of your areas]',
        '[Mine design software you use and key projects]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责年产 300 万吨露天铁矿的采剥计划编制，计划完成率 98%',
        '优化爆破孔网参数，大块率由 8% 降至 3%，炸药单耗降低 10%',
        '改进采场结构参数，矿石损失率降低 2 个百分点',
        '完成深部开拓工程设计 5 项，巷道总长 6000 米',
        '编制矿井通风系统改造方案，工作面风量提高 25%',
        '所负责采区连续 4 年零重伤事故',
      ],
      'en-US': [
        'Own mine planning for a 3 million-ton-a-year open pit, hitting 98% of plan',
        'Redesigned blast patterns to cut oversize from 8% to 3% and powder factor by 10%',
        'Reworked stope layouts to cut ore loss by 2 percentage points',
        'Designed 5 underground development projects totaling 20,000 ft of drifts and ramps',
        'Planned a ventilation upgrade that raised airflow at the working faces by 25%',
        'Kept my production areas free of lost-time injuries for 4 years',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '爆破参数优化', description: '调整孔网参数与装药结构，降低大块率与炸药单耗' },
        { name: '深部开拓工程设计', description: '完成斜坡道与中段开拓设计，保障矿山生产接续' },
        { name: '矿井通风系统改造', description: '重新核算风量并调整通风网络，改善井下作业环境' },
      ],
      'en-US': [
        {
          name: 'Blast optimization',
          description: 'New burden, spacing and loading that cut oversize and powder factor',
        },
        {
          name: 'Deep development design',
          description: 'Ramp and level development that extended mine life',
        },
        {
          name: 'Ventilation upgrade',
          description: 'Airflow modeling and fan changes that improved conditions underground',
        },
      ],
    },
    certifications: {
      'zh-CN': [
        '大学英语六级',
        '矿山安全培训合格证',
        '注册安全工程师（金属非金属矿山安全）',
        '采矿工程师（中级职称）',
      ],
      'en-US': [
        'MSHA Part 48 New Miner Training',
        'Engineer in Training (EIT)',
        'Professional Engineer (PE), Mining and Mineral Processing',
      ],
    },
    tools: {
      'zh-CN': ['Surpac', '3DMine', 'AutoCAD', 'Datamine', '全站仪', 'Excel'],
      'en-US': ['Deswik', 'Vulcan', 'Surpac', 'AutoCAD', 'Ventsim', 'Excel'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年金属矿山采矿技术经验，负责露天采剥计划与爆破设计，熟练使用 Surpac 与 3DMine。',
          '重视安全与成本，爆破优化使炸药单耗降低 10%。',
        ],
        student: ['采矿工程专业应届生，在地下金属矿完成 3 个月生产实习，会用 Surpac 做采场设计。'],
      },
      'en-US': {
        experienced: [
          'Mining engineer with 6 years in open pit planning and drill and blast, skilled in Deswik and Vulcan.',
          'Safety-first and cost-aware; blast redesigns cut powder factor by 10%.',
        ],
        student: [
          'Mining engineering graduate with a summer internship at an underground gold mine and MSHA new miner training.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['采矿工程'],
        courses: ['采矿学', '岩体力学', '矿井通风与安全', '爆破工程'],
      },
      'en-US': {
        majors: ['Mining Engineering'],
        courses: ['Surface Mine Design', 'Underground Mining Methods', 'Rock Mechanics', 'Mine Ventilation'],
      },
    },
    workplace: 'corporate',
  },
  {
    id: 'petroleum-engineer',
    names: { 'zh-CN': '石油工程师', 'en-US': 'Petroleum Engineer' },
    field: { 'zh-CN': '石油与天然气工程', 'en-US': 'petroleum engineering' },
    synonyms: [
      '石油工程师',
      '油藏工程师',
      '钻井工程师',
      '完井工程师',
      '采油工程师',
      '压裂工程师',
      '试油工程师',
      '油气田开发工程师',
      'petroleum engineer',
      'reservoir engineer',
      'drilling engineer',
      'completions engineer',
      'completion engineer',
      'frac engineer',
      'well engineer',
      'petroleum production engineer',
    ],
    keywords: ['油田', '油气田', '油藏', 'oilfield'],
    skillGroups: {
      'zh-CN': [
        { name: '油藏与开发', examples: ['油藏数值模拟', '开发方案编制', '生产动态分析', '提高采收率'] },
        { name: '钻完井', examples: ['钻井设计', '井控', '压裂设计', '完井管柱设计'] },
        { name: '采油工艺与软件', examples: ['人工举升优化', 'Petrel', 'Eclipse', 'PIPESIM'] },
      ],
      'en-US': [
        {
          name: 'Reservoir',
          examples: [
            'Reservoir simulation',
            'Decline curve analysis',
            'Reserves evaluation',
            'Waterflood and EOR',
          ],
        },
        {
          name: 'Drilling & completions',
          examples: ['Well planning', 'Well control', 'Frac design', 'Completion design'],
        },
        {
          name: 'Production & software',
          examples: ['Artificial lift optimization', 'Petrel', 'ARIES', 'PIPESIM'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的油气田、油藏类型与专业方向（油藏、钻井、采油、完井）]',
        '[你负责的井数、区块或产量规模]',
        '[你主导的一项增产或降本措施，以及效果]',
        '[你完成的方案设计或储量评价，以及审查结果]',
        '[你的井控与 HSE 表现]',
      ],
      'en-US': [
        '[Your field or basin, reservoir type and discipline (reservoir, drilling, production, completions)]',
        '[Wells, acreage or production you are responsible for]',
        '[A production uplift or cost saving you led, and the result]',
        '[Development plans or reserves work you delivered, and how it was reviewed]',
        '[Your well control and HSE record]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责某低渗透油田 120 口井的动态分析与配产，年产油 15 万吨',
        '实施压裂增产措施 35 井次，单井日增油 3.5 吨',
        '优化钻头选型与钻井液体系，平均钻井周期由 28 天缩短至 21 天',
        '编制区块注水开发调整方案，预计采收率提高 4 个百分点',
        '优化抽油机井工作参数，系统效率提升 6%',
        '负责 30 口井的完井作业，零井控事故',
      ],
      'en-US': [
        'Managed 120 wells in a tight oil field producing about 3,000 barrels a day',
        'Designed 35 frac jobs that added an average of 25 barrels a day per well',
        'Cut average drilling days from 28 to 21 with revised bit and mud programs',
        'Built a waterflood plan projected to raise recovery by 4 percentage points',
        'Optimized rod pump settings to lift system efficiency by 6%',
        'Supervised completions on 30 wells with zero well control incidents',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '低渗透区块压裂增产', description: '优化选井与压裂设计，单井日增油 3.5 吨' },
        { name: '钻井提速', description: '优选钻头与钻井液体系，钻井周期缩短 25%' },
        { name: '注水开发调整方案', description: '通过数值模拟优化注采井网，提高采收率' },
      ],
      'en-US': [
        {
          name: 'Frac design optimization',
          description: 'Well selection and stage design that raised output per well',
        },
        {
          name: 'Drilling performance',
          description: 'Bit and mud program changes that cut drilling days by 25%',
        },
        {
          name: 'Waterflood redesign',
          description: 'Simulation-based injector and producer pattern to raise recovery',
        },
      ],
    },
    certifications: {
      'zh-CN': ['井控培训合格证', 'HSE 培训合格证', '工程师（中级职称，石油工程）'],
      'en-US': [
        'Engineer in Training (EIT)',
        'SafeLand USA',
        'IADC WellSharp well control',
        'Professional Engineer (PE), Petroleum',
      ],
    },
    tools: {
      'zh-CN': ['Petrel', 'Eclipse', 'PIPESIM', 'Landmark', 'OFM', 'Excel'],
      'en-US': ['Petrel', 'ARIES', 'Eclipse', 'PIPESIM', 'Spotfire', 'WellView'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '7 年油田开发经验，负责 120 口井的动态分析与措施优化，熟练使用 Petrel 与 Eclipse。',
          '主导压裂增产与钻井提速项目，增油降本效果明显。',
        ],
        student: ['石油工程专业应届生，在油田完成采油工艺实习，会用 Petrel 与 Eclipse 做油藏建模与模拟。'],
      },
      'en-US': {
        experienced: [
          'Petroleum engineer with 7 years in tight oil development, managing 120 wells and frac and artificial lift programs.',
          'Skilled in Petrel, ARIES and Eclipse, with a record of raising output and cutting cost.',
        ],
        student: [
          'Petroleum engineering graduate with a summer completions internship in the field and coursework in reservoir simulation.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['石油工程', '海洋油气工程'],
        courses: ['油藏工程', '钻井工程', '采油工程', '渗流力学'],
      },
      'en-US': {
        majors: ['Petroleum Engineering'],
        courses: ['Reservoir Engineering', 'Drilling Engineering', 'Production Engineering', 'Well Logging'],
      },
    },
    workplace: 'corporate',
  },
  {
    id: 'animal-husbandry-technician',
    names: { 'zh-CN': '畜牧技术员', 'en-US': 'Livestock Technician' },
    field: { 'zh-CN': '畜牧养殖', 'en-US': 'livestock production' },
    synonyms: [
      '畜牧技术员',
      '畜牧师',
      '畜牧场技术员',
      '畜禽养殖技术员',
      '猪场技术员',
      '养猪技术员',
      '猪场饲养员',
      '禽场技术员',
      '奶牛场技术员',
      '牧场技术员',
      '配种员',
      'livestock technician',
      'animal husbandry technician',
      'swine technician',
      'swine production technician',
      'poultry technician',
      'poultry farm technician',
      'herdsman',
      'dairy herdsman',
      'herd manager',
      'livestock manager',
    ],
    keywords: ['畜牧', '猪场', '生猪', 'livestock'],
    skillGroups: {
      'zh-CN': [
        { name: '饲养管理', examples: ['分阶段饲喂', '舍内环境控制', '批次生产管理', '饲料与营养'] },
        { name: '繁育与健康', examples: ['人工授精', '发情鉴定', '免疫程序执行', '常见病诊断'] },
        {
          name: '生物安全与数据',
          examples: ['生物安全防控', '非洲猪瘟防控', '生产数据统计', '养殖管理软件'],
        },
      ],
      'en-US': [
        {
          name: 'Animal care',
          examples: ['Feeding programs', 'Barn environment', 'Low-stress handling', 'Body condition scoring'],
        },
        {
          name: 'Breeding & health',
          examples: [
            'Artificial insemination',
            'Heat detection',
            'Vaccination protocols',
            'Treatment records',
          ],
        },
        {
          name: 'Biosecurity & records',
          examples: [
            'Biosecurity protocols',
            'Production records',
            'Herd management software',
            'Welfare audits',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的养殖场类型（猪场、禽场、牛场）、规模与负责的生产环节]',
        '[你负责的存栏量或批次规模]',
        '[你的核心生产指标（如 PSY、料肉比、成活率、受胎率）及改善]',
        '[你执行或改进的生物安全与免疫措施，以及效果]',
        '[你带教的员工或使用的生产管理系统]',
      ],
      'en-US': [
        '[Your farm (swine, poultry, dairy), its size and the stage you work in]',
        '[Head or flocks you are responsible for]',
        '[Key production numbers (pigs weaned per sow, feed conversion, survival, conception rate) and improvements]',
        '[Biosecurity or vaccination work you carried out, and results]',
        '[Staff you trained or herd software you use]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责 2400 头基础母猪场配怀舍生产，PSY 由 24 提升至 27',
        '规范人工授精操作，母猪分娩率提高到 88%',
        '严格执行生物安全流程，连续 3 年未发生重大疫病',
        '优化保育舍温湿度管理，保育成活率达到 97%',
        '调整饲喂程序，育肥猪料肉比降至 2.6',
        '建立生产周报，每周跟踪 20 项关键指标',
      ],
      'en-US': [
        'Ran breeding and gestation for a 2,400-sow farm, raising pigs weaned per sow per year from 24 to 27',
        'Standardized AI procedures and raised farrowing rate to 88%',
        'Kept the farm free of major disease outbreaks for 3 years through strict biosecurity',
        'Tuned nursery heating and ventilation to reach 97% survival',
        'Adjusted feeding programs to bring finishing feed conversion down to 2.6',
        'Built a weekly report tracking 20 key production numbers',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '配怀舍生产提升', description: '规范查情配种流程，提高分娩率与窝产仔数' },
        { name: '生物安全体系升级', description: '划分洗消区域并规范人员与车辆进场流程' },
        { name: '保育舍环境控制', description: '调整通风与温控参数，降低腹泻与死淘' },
      ],
      'en-US': [
        {
          name: 'Breeding barn improvement',
          description: 'Tighter heat checks and AI timing that raised farrowing rate and litter size',
        },
        {
          name: 'Biosecurity upgrade',
          description: 'Clean and dirty zones and entry protocols for people and trucks',
        },
        {
          name: 'Nursery climate control',
          description: 'Ventilation and heating settings that cut scours and mortality',
        },
      ],
    },
    certifications: {
      'zh-CN': ['家畜繁殖员职业技能等级证书', '家畜饲养员职业技能等级证书', '执业助理兽医师资格证书'],
      'en-US': [
        'PQA Plus certification',
        'Transport Quality Assurance (TQA)',
        'Beef Quality Assurance (BQA)',
      ],
    },
    tools: {
      'zh-CN': ['猪联网', '智能环控器', '自动饲喂系统', 'B 超妊娠诊断仪', '精液保存箱', 'Excel'],
      'en-US': [
        'PigCHAMP',
        'MetaFarms',
        'DairyComp 305',
        'Ultrasound pregnancy scanners',
        'Barn climate controllers',
        'Excel',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年规模猪场生产经验，负责 2400 头母猪场配怀舍，PSY 提升至 27。',
          '熟悉人工授精、免疫程序与生物安全防控。',
        ],
        student: ['畜牧兽医专业应届生，在规模猪场完成 6 个月顶岗实习，掌握人工授精与免疫操作。'],
      },
      'en-US': {
        experienced: [
          'Livestock technician with 5 years in sow farm production, raising pigs weaned per sow per year to 27.',
          'Skilled in AI, vaccination protocols and strict biosecurity.',
        ],
        student: [
          'Animal science graduate with a 6-month sow farm internship and hands-on AI and vaccination experience.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['畜牧兽医', '动物科学'],
        courses: ['家畜饲养学', '家畜繁殖学', '动物疫病防治', '畜禽生产'],
      },
      'en-US': {
        majors: ['Animal Science', 'Agricultural Technology'],
        courses: ['Animal Nutrition', 'Reproductive Physiology', 'Livestock Production', 'Animal Health'],
      },
    },
    workplace: 'corporate',
    pathway: 'vocational',
  },
  {
    id: 'aquaculture-technician',
    names: { 'zh-CN': '水产养殖技术员', 'en-US': 'Aquaculture Technician' },
    field: { 'zh-CN': '水产养殖', 'en-US': 'aquaculture' },
    synonyms: [
      '水产养殖技术员',
      '水产技术员',
      '水产养殖员',
      '水产养殖工程师',
      '水产育苗技术员',
      '对虾养殖技术员',
      '渔场技术员',
      'aquaculture technician',
      'aquaculture specialist',
      'aquaculturist',
      'fish hatchery technician',
      'fish culturist',
      'fish farm technician',
      'fish farmer',
    ],
    keywords: ['水产', '对虾', 'aquaculture'],
    skillGroups: {
      'zh-CN': [
        { name: '养殖管理', examples: ['投喂管理', '水质调控', '苗种放养', '池塘与工厂化养殖'] },
        { name: '繁育与病害', examples: ['亲本培育', '人工繁殖与育苗', '病害诊断', '规范用药'] },
        { name: '设备与检测', examples: ['增氧与循环水设备', '水质检测', '生长与存活统计', '养殖记录'] },
      ],
      'en-US': [
        {
          name: 'Fish husbandry',
          examples: ['Feeding', 'Water quality management', 'Stocking and grading', 'Pond and tank culture'],
        },
        {
          name: 'Hatchery & health',
          examples: [
            'Broodstock care',
            'Spawning and larval rearing',
            'Disease diagnosis',
            'Treatments and biosecurity',
          ],
        },
        {
          name: 'Systems & data',
          examples: [
            'Recirculating aquaculture systems',
            'Water testing',
            'Growth sampling',
            'Production records',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你养殖的品种、养殖模式（池塘、工厂化、网箱）与规模]',
        '[你负责的养殖面积、水体或苗种产量]',
        '[你的关键指标（如 成活率、饲料系数、亩产）及改善]',
        '[你处理的一次病害或水质异常，以及结果]',
        '[你参与的育苗、新技术推广或养殖试验]',
      ],
      'en-US': [
        '[Species, culture system (pond, RAS, net pen) and scale]',
        '[Ponds, tanks or fry output you are responsible for]',
        '[Key numbers (survival, feed conversion, yield) and improvements]',
        '[A disease or water quality problem you handled and the outcome]',
        '[Hatchery, trial or new-system work you took part in]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责 300 亩南美白对虾池塘养殖，平均亩产 800 斤',
        '调整投喂策略，饲料系数由 1.5 降至 1.3',
        '工厂化育苗年产虾苗 2 亿尾，出苗率提高 12%',
        '及早发现弧菌病并调控水质，挽回损失约 30 万元',
        '每天监测溶解氧、氨氮等 6 项水质指标，未发生缺氧泛塘',
        '调试循环水养殖池 20 个，单位水体产量提高 40%',
      ],
      'en-US': [
        'Managed 120 acres of catfish ponds averaging 5,000 lb per acre',
        'Adjusted feeding rates to bring feed conversion from 2.2 to 1.9',
        'Produced 2 million fingerlings a season in the hatchery and lifted survival by 12%',
        'Caught a bacterial outbreak early and saved an estimated $40K in fish',
        'Tested dissolved oxygen, ammonia and 4 other water quality measures daily with no low-oxygen fish kills',
        'Brought 20 recirculating tanks online and raised output per tank volume by 40%',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '对虾精准投喂', description: '结合料台观察调整投喂量，饲料系数降至 1.3' },
        { name: '循环水养殖系统运行', description: '调试过滤与增氧设备，提高单位水体产量' },
        { name: '病害预警与防控', description: '建立水质与病害巡查记录，提前发现病害' },
      ],
      'en-US': [
        {
          name: 'Precision feeding',
          description: 'Feed tray checks and adjusted rations that improved feed conversion',
        },
        { name: 'RAS startup', description: 'Commissioned filtration and oxygen systems for 20 tanks' },
        {
          name: 'Disease early warning',
          description: 'Daily water and health logs that caught outbreaks early',
        },
      ],
    },
    certifications: {
      'zh-CN': ['水生物病害防治员职业技能等级证书', '执业兽医资格证书（水生动物类）'],
      'en-US': [
        'CPR and First Aid certification',
        'State aquatic pesticide applicator license',
        'Best Aquaculture Practices (BAP) training',
      ],
    },
    tools: {
      'zh-CN': ['溶解氧测定仪', '水质检测试剂盒', '显微镜', '增氧机', '自动投饵机', '循环水处理系统'],
      'en-US': [
        'YSI dissolved oxygen meters',
        'Water test kits',
        'Microscopes',
        'Paddlewheel aerators',
        'Automatic feeders',
        'RAS controls',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年水产养殖经验，负责 300 亩南美白对虾养殖，平均亩产 800 斤。',
          '熟悉水质调控与病害防治，饲料系数控制在 1.3。',
        ],
        student: ['水产养殖技术专业应届生，在育苗场完成 6 个月顶岗实习，熟悉水质检测与苗种培育。'],
      },
      'en-US': {
        experienced: [
          'Aquaculture technician with 5 years on catfish ponds and in the hatchery, averaging 5,000 lb per acre.',
          'Strong in water quality, feeding and early disease detection.',
        ],
        student: [
          'Aquaculture graduate with a 6-month hatchery internship and daily water quality testing experience.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['水产养殖技术', '水产养殖学'],
        courses: ['鱼类增养殖学', '水产动物疾病防治', '水环境化学', '水产动物营养与饲料'],
      },
      'en-US': {
        majors: ['Aquaculture', 'Fisheries and Wildlife'],
        courses: ['Fish Culture', 'Fish Health', 'Water Quality', 'Aquatic Animal Nutrition'],
      },
    },
    workplace: 'corporate',
    pathway: 'vocational',
  },
];
