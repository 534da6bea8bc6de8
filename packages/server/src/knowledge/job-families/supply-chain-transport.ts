// Job families of planning, freight and transport: production planning, freight forwarding, customs, driving and
// delivery.
import type { JobFamily } from '../job-family.ts';

export const SUPPLY_CHAIN_TRANSPORT_FAMILIES: readonly JobFamily[] = [
  {
    id: 'production-planner',
    names: { 'zh-CN': '生产计划员', 'en-US': 'Production Planner' },
    field: { 'zh-CN': '生产计划与物料控制', 'en-US': 'production planning' },
    synonyms: [
      '生产计划员',
      '生产计划',
      '生产计划专员',
      '生产计划主管',
      'PMC',
      'PMC主管',
      'PMC专员',
      '物控',
      '物控员',
      '物料计划',
      '物料计划员',
      '排产员',
      '生产调度',
      '计划物控',
      'production planner',
      'production scheduler',
      'material planner',
      'materials planner',
      'mrp planner',
      'master scheduler',
      'production control specialist',
      'production planning manager',
    ],
    keywords: ['排产', '齐套', '物料齐套', 'master production schedule'],
    skillGroups: {
      'zh-CN': [
        { name: '计划能力', examples: ['主生产计划', '物料需求计划（MRP）', '产能分析', '插单排产'] },
        { name: '物料控制', examples: ['齐套管理', '呆滞料处理', '安全库存设定', '缺料跟催'] },
        { name: '系统工具', examples: ['SAP PP/MM', '用友 U8', 'Excel 函数与透视表', 'MES'] },
      ],
      'en-US': [
        {
          name: 'Planning',
          examples: ['Master production scheduling', 'MRP', 'Capacity planning', 'Sequencing'],
        },
        {
          name: 'Material control',
          examples: ['Kitting', 'Excess and obsolete stock', 'Safety stock', 'Shortage expediting'],
        },
        { name: 'Systems', examples: ['SAP PP/MM', 'Oracle', 'Excel', 'MES'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责计划的工厂或产线、产品数量与月产量]',
        '[你的计划达成率、订单准时交付率的变化]',
        '[你处理的一次紧急插单或缺料危机，以及如何保证交期]',
        '[你在库存控制上的成果：库存周转天数或呆滞料金额的变化]',
        '[你推动的计划流程或系统改进，如 自动排产、齐套分析]',
      ],
      'en-US': [
        '[The plant or lines you plan, product count and monthly output]',
        '[Your schedule attainment and on-time delivery, and how they changed]',
        '[A rush order or material shortage you handled, and how you protected delivery]',
        '[Inventory results: days of inventory or obsolete stock reduced]',
        '[Planning process or system improvements, such as automated scheduling or kitting checks]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责 6 条 SMT 与组装产线的排产，月产量 40 万台',
        '订单准时交付率从 86% 提升到 97%',
        '库存周转天数从 45 天降到 28 天，呆滞料减少 300 万元',
        '建立物料齐套分析表，产线停线待料次数下降 70%',
        '月度主生产计划编制时间从 3 天缩短到 1 天',
        '协调 30 家供应商应对芯片缺货，保证 2 个重点客户零断供',
      ],
      'en-US': [
        'Scheduled 6 SMT and assembly lines producing 400,000 units a month',
        'Raised on-time delivery from 86% to 97%',
        'Cut days of inventory from 45 to 28 and obsolete stock by $420K',
        'Built a kitting check that cut line stoppages for missing parts by 70%',
        'Shortened the monthly master schedule from 3 days to 1',
        'Worked with 30 suppliers through a chip shortage so 2 key customers never ran short',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '产销协同（S&OP）落地', description: '打通销售预测与生产计划，提高交付稳定性' },
        { name: '呆滞库存治理', description: '识别呆滞原因并推动消耗与处置，释放资金' },
        { name: '自动排产工具', description: '用 Excel 与 MES 数据实现半自动排产' },
      ],
      'en-US': [
        {
          name: 'S&OP roll-out',
          description: 'Linked the sales forecast with the production plan for steadier delivery',
        },
        {
          name: 'Excess inventory clean-up',
          description: 'Found root causes and used or sold off stock to free cash',
        },
        { name: 'Scheduling tool', description: 'Semi-automated scheduling from Excel and MES data' },
      ],
    },
    certifications: {
      'zh-CN': ['APICS CPIM 生产与库存管理认证', '六西格玛绿带'],
      'en-US': ['ASCM CPIM', 'ASCM CSCP', 'Six Sigma Green Belt'],
    },
    tools: {
      'zh-CN': ['SAP', '用友 U8', 'Excel', 'MES', 'Power BI', '金蝶云星空'],
      'en-US': ['SAP', 'Oracle', 'Excel', 'Kinaxis', 'Power BI', 'MES'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年电子制造业 PMC 经验，负责 6 条产线排产，准时交付率提升到 97%。',
          '擅长物料控制与库存优化，库存周转天数下降近 40%。',
        ],
        student: ['物流管理专业应届生，Excel 熟练，熟悉 MRP 原理，在工厂计划部实习过 3 个月。'],
      },
      'en-US': {
        experienced: [
          'Production planner with 5 years in electronics manufacturing, scheduling 6 lines and lifting on-time delivery to 97%.',
          'Strong in material control, cutting inventory days by nearly 40%.',
        ],
        student: [
          'Supply chain graduate who is strong in Excel and interned for 3 months in a plant planning team.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['物流管理', '工业工程'],
        courses: ['生产运作管理', '物料需求计划', '库存管理', 'ERP 原理'],
      },
      'en-US': {
        majors: ['Supply Chain Management', 'Industrial Engineering'],
        courses: ['Operations Planning', 'Inventory Management', 'MRP Systems', 'Lean Manufacturing'],
      },
    },
    workplace: 'manufacturer',
  },
  {
    id: 'freight-forwarder',
    names: { 'zh-CN': '货代专员', 'en-US': 'Freight Forwarder' },
    field: { 'zh-CN': '国际货运代理', 'en-US': 'freight forwarding' },
    synonyms: [
      '货代',
      '货代专员',
      '国际货代',
      '货代操作',
      '货代销售',
      '海运操作',
      '空运操作',
      '国际物流专员',
      '订舱员',
      '航运操作',
      '船务专员',
      '跨境物流专员',
      'freight forwarder',
      'freight forwarding',
      'freight coordinator',
      'ocean freight coordinator',
      'air freight coordinator',
      'export operations coordinator',
      'freight sales',
      'ocean export specialist',
    ],
    keywords: ['海运', '空运', '订舱', 'ocean freight', 'air freight', '提单'],
    skillGroups: {
      'zh-CN': [
        { name: '运输操作', examples: ['海运整箱与拼箱', '空运', '订舱', '多式联运'] },
        { name: '单证与规则', examples: ['提单', '贸易术语', '危险品运输', '保险'] },
        { name: '客户与渠道', examples: ['运价谈判', '船司关系', '海外代理', '异常处理'] },
      ],
      'en-US': [
        { name: 'Operations', examples: ['FCL and LCL ocean', 'Air freight', 'Booking', 'Intermodal'] },
        {
          name: 'Documentation',
          examples: ['Bills of lading', 'Incoterms', 'Dangerous goods', 'Cargo insurance'],
        },
        {
          name: 'Carriers & customers',
          examples: ['Rate negotiation', 'Carrier relations', 'Overseas agents', 'Exception handling'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的运输方式与航线，月均操作票数或货量]',
        '[你维护的客户与合作船司、海外代理数量]',
        '[你处理的一次异常（如 甩柜、延误、查验），以及如何降低损失]',
        '[你在运价或舱位上的成果，为客户或公司节省的费用]',
        '[你推动的操作流程改进，带来的差错率或时效变化]',
      ],
      'en-US': [
        '[The modes and lanes you handle, and your monthly shipments or volume]',
        '[Customers, carriers and overseas agents you work with]',
        '[A disruption you handled (rolled cargo, delay, inspection) and how you limited the damage]',
        '[Rate or space wins, and the money saved for customers or the company]',
        '[Process improvements and their effect on errors or transit time]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责美线与欧线海运操作，月均操作 300 票、货量 1200 TEU',
        '维护直客 40 家、海外代理 15 家，客户续约率 90%',
        '旺季协调舱位保障 12 家重点客户出运，零甩柜',
        '与 3 家船司谈判年度合约价，运费成本降低 12%',
        '规范单证审核流程，提单差错率从 2% 降到 0.3%',
        '开发跨境电商头程专线，半年新增收入 600 万元',
      ],
      'en-US': [
        'Handled US and Europe ocean exports: 300 shipments and 1,200 TEU a month',
        'Served 40 direct shippers and 15 overseas agents with 90% customer retention',
        'Secured peak-season space for 12 key customers with no rolled cargo',
        'Negotiated annual contracts with 3 carriers, cutting freight cost by 12%',
        'Tightened document checks, reducing bill of lading errors from 2% to 0.3%',
        'Launched a cross-border e-commerce line that added $850K in revenue in six months',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '旺季舱位保障方案', description: '提前锁定舱位与备用航线，保证客户按期出运' },
        { name: '跨境电商头程专线', description: '整合海运与尾程派送，提供门到门服务' },
        { name: '单证差错治理', description: '建立审核清单与复核机制，减少单证问题' },
      ],
      'en-US': [
        {
          name: 'Peak season space plan',
          description: 'Locked space and back-up routings for on-time shipments',
        },
        {
          name: 'E-commerce freight line',
          description: 'Combined ocean freight with last-mile delivery for door-to-door service',
        },
        {
          name: 'Document error reduction',
          description: 'Checklists and second reviews that cut document problems',
        },
      ],
    },
    certifications: {
      'zh-CN': ['FIATA 国际货运代理资格证书', 'IATA 危险品规则（DGR）培训证书'],
      'en-US': ['FIATA Diploma in Freight Forwarding', 'IATA Dangerous Goods Regulations certificate'],
    },
    tools: {
      'zh-CN': ['货代操作系统', '船公司订舱平台', 'Excel', '企业微信', '海关单一窗口', 'CargoWise'],
      'en-US': ['CargoWise', 'INTTRA', 'Freightos', 'Excel', 'Descartes', 'Outlook'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年海运货代经验，月均操作 300 票，熟悉美线与欧线，船司与代理资源丰富。',
          '旺季零甩柜，擅长异常处理与成本控制。',
        ],
        student: ['物流管理专业应届生，英语六级，熟悉国际货运流程与单证，做过货代操作实习。'],
      },
      'en-US': {
        experienced: [
          'Freight forwarder with 5 years in ocean exports, handling 300 shipments a month on US and Europe lanes.',
          'No rolled cargo in peak season; calm with disruptions and sharp on cost.',
        ],
        student: ['Logistics graduate who knows shipping documents from a forwarding internship.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['物流管理', '国际经济与贸易'],
        courses: ['国际货运代理', '国际贸易实务', '航运管理', '物流英语'],
      },
      'en-US': {
        majors: ['Logistics', 'International Business'],
        courses: [
          'International Freight',
          'Trade Documentation',
          'Maritime Logistics',
          'Supply Chain Management',
        ],
      },
    },
    workplace: 'logistics',
  },
  {
    id: 'customs-specialist',
    names: { 'zh-CN': '关务专员', 'en-US': 'Customs Specialist' },
    field: { 'zh-CN': '关务与报关', 'en-US': 'customs compliance' },
    synonyms: [
      '关务专员',
      '关务',
      '关务经理',
      '报关员',
      '报关专员',
      '报检员',
      '单证员',
      '进出口单证员',
      '清关专员',
      '海关事务专员',
      'customs specialist',
      'customs broker',
      'customs compliance specialist',
      'customs coordinator',
      'customs analyst',
      'trade compliance specialist',
      'import specialist',
      'customs clearance specialist',
    ],
    keywords: ['清关', 'hs编码', 'hs code', '海关', 'aeo', '保税'],
    skillGroups: {
      'zh-CN': [
        { name: '报关实务', examples: ['进出口申报', '商品归类', '原产地证', '查验配合'] },
        { name: '合规管理', examples: ['AEO 认证', '保税监管', '加工贸易手册', '海关稽查应对'] },
        { name: '税费与政策', examples: ['关税计算', '减免税', '出口退税', '贸易协定'] },
      ],
      'en-US': [
        {
          name: 'Clearance',
          examples: [
            'Import and export entries',
            'HS classification',
            'Certificates of origin',
            'Inspections',
          ],
        },
        {
          name: 'Compliance',
          examples: ['Trusted trader programs', 'Bonded warehouses', 'Audits', 'Recordkeeping'],
        },
        { name: 'Duties', examples: ['Duty calculation', 'Free trade agreements', 'Drawback', 'Valuation'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责申报的进出口业务类型与月均报关单量]',
        '[你的申报准确率与通关时效]',
        '[你完成的商品归类或原产地工作，为公司节省的关税]',
        '[你参与的 AEO 认证、海关稽查或合规整改，以及结果]',
        '[你推动的关务流程或系统改进]',
      ],
      'en-US': [
        '[The imports and exports you clear, and your monthly entries]',
        '[Your filing accuracy and clearance times]',
        '[Classification or origin work you did, and the duty it saved]',
        '[Trusted trader certification, audits or remediation you supported, and the outcome]',
        '[Customs process or system improvements you drove]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责进出口报关，月均申报 500 票，申报差错率低于 0.5%',
        '平均通关时间从 48 小时缩短到 12 小时',
        '梳理 1200 个物料的 HS 编码，利用自贸协定年节省关税 350 万元',
        '牵头公司 AEO 高级认证，对照 30 余项标准整改，一次性通过海关验证',
        '配合海关稽查，提交资料 300 余份，未发生补税',
        '上线关务管理系统，单证制作时间缩短 50%',
      ],
      'en-US': [
        'Cleared 500 import and export entries a month with an error rate under 0.5%',
        'Cut average clearance time from 48 hours to 12',
        'Reclassified 1,200 items and used free trade agreements to save $500K a year in duty',
        'Led trusted trader certification against 30+ criteria, approved on the first validation',
        'Supported a customs audit with 300+ documents and no additional duty',
        'Implemented a trade compliance system that cut document preparation time by 50%',
      ],
    },
    projects: {
      'zh-CN': [
        { name: 'AEO 高级认证', description: '对照认证标准完善内控制度，通过海关验证' },
        { name: '商品归类与关税优化', description: '统一物料归类并用足协定税率' },
        { name: '关务系统上线', description: '实现申报数据与 ERP 对接，提高效率' },
      ],
      'en-US': [
        {
          name: 'Trusted trader certification',
          description: 'Internal controls aligned with the standard, passing validation',
        },
        {
          name: 'Classification and duty savings',
          description: 'Consistent classification and full use of preferential rates',
        },
        { name: 'Trade compliance system', description: 'Linked filings with ERP data for faster clearance' },
      ],
    },
    certifications: {
      'zh-CN': ['报关水平测试证书', '国际商务单证员证书'],
      'en-US': [
        'Licensed Customs Broker (CBP)',
        'Certified Customs Specialist (CCS)',
        'Certified Export Specialist (CES)',
      ],
    },
    tools: {
      'zh-CN': ['中国国际贸易单一窗口', '关务管理系统', 'SAP GTS', 'Excel', '报关软件', '海关归类数据库'],
      'en-US': ['ACE portal', 'SAP GTS', 'Descartes', 'CargoWise', 'Excel', 'Amber Road'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年制造企业关务经验，月均申报 500 票，主导公司通过 AEO 高级认证。',
          '熟悉归类与协定税率，年节省关税 350 万元。',
        ],
        student: ['国际经济与贸易专业应届生，通过报关水平测试，熟悉进出口流程与单证。'],
      },
      'en-US': {
        experienced: [
          'Customs specialist with 6 years in manufacturing, clearing 500 entries a month and leading trusted trader certification.',
          'Strong in classification and trade agreements, saving $500K a year in duty.',
        ],
        student: ['International trade graduate who knows import and export procedures and paperwork.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['国际经济与贸易', '海关管理'],
        courses: ['报关实务', '海关法', '国际贸易实务', '商品归类'],
      },
      'en-US': {
        majors: ['International Trade', 'Logistics'],
        courses: [
          'Customs Law',
          'Import and Export Procedures',
          'Tariff Classification',
          'International Trade',
        ],
      },
    },
    workplace: 'logistics',
  },
  {
    id: 'driver',
    names: { 'zh-CN': '司机', 'en-US': 'Driver' },
    field: { 'zh-CN': '驾驶与运输', 'en-US': 'driving and transport' },
    synonyms: [
      '司机',
      '驾驶员',
      '货车司机',
      '卡车司机',
      '大车司机',
      '物流司机',
      '商务司机',
      '公司司机',
      '专车司机',
      '网约车司机',
      '班车司机',
      '公交司机',
      '大巴司机',
      '冷链司机',
      '危险品运输司机',
      'driver',
      'truck driver',
      'lorry driver',
      'hgv driver',
      'cdl driver',
      'delivery truck driver',
      'bus driver',
      'chauffeur',
      'private driver',
      'rideshare driver',
      'van driver',
      'coach driver',
      'tanker driver',
    ],
    keywords: ['驾照', 'cdl', '安全行车', 'dot compliance'],
    skillGroups: {
      'zh-CN': [
        { name: '驾驶技能', examples: ['安全驾驶', '长途运输', '城市配送', '恶劣天气驾驶'] },
        { name: '车辆与货物', examples: ['日常车检', '货物装卸与绑扎', '冷链温控', '危险品运输规范'] },
        { name: '服务与规范', examples: ['路线规划', '准时交付', '交通法规', '行车记录'] },
      ],
      'en-US': [
        { name: 'Driving', examples: ['Defensive driving', 'Long haul', 'Urban delivery', 'Winter driving'] },
        {
          name: 'Vehicle & load',
          examples: [
            'Pre-trip inspections',
            'Load securement',
            'Reefer temperature control',
            'Hazmat handling',
          ],
        },
        {
          name: 'Compliance & service',
          examples: ['Route planning', 'On-time delivery', 'Hours of service', 'ELD logs'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你驾驶的车型与准驾车型，主要运输线路或服务对象]',
        '[你的年行驶里程、运输趟数与准时率]',
        '[你的安全记录：无事故里程、违章情况]',
        '[你负责的车辆维护与货物管理，以及车况或货损的表现]',
        '[你处理过的一次突发情况（如 恶劣天气、车辆故障），以及结果]',
      ],
      'en-US': [
        '[The vehicles you drive, your license class and your usual routes or clients]',
        '[Your annual miles, trips and on-time rate]',
        '[Your safety record: accident-free miles and violations]',
        '[Vehicle care and cargo handling, and your record on breakdowns or damage]',
        '[An emergency you handled (weather, breakdown) and the outcome]',
      ],
    },
    achievements: {
      'zh-CN': [
        '驾驶 9.6 米厢式货车，年行驶 15 万公里，连续 6 年零事故',
        '负责华东 5 条干线运输，准时到达率 99%',
        '坚持出车前检查与按时保养，车辆故障率在 40 辆车的车队中最低',
        '冷链运输温控达标率 100%，零货损',
        '为公司高管提供商务用车服务 4 年，零投诉',
        '优化配送路线，单趟油耗降低 8%',
      ],
      'en-US': [
        'Drove a 26-ft box truck 93,000 miles a year with 6 years accident-free',
        'Ran 5 regional line-haul routes at 99% on-time arrival',
        'Kept the lowest breakdown rate in a 40-truck fleet through daily checks and timely servicing',
        'Held reefer loads in range 100% of the time with zero cargo damage',
        'Drove company executives for 4 years without a single complaint',
        'Optimized delivery routes, cutting fuel per trip by 8%',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '干线运输线路优化', description: '调整路线与装载，缩短在途时间并降低油耗' },
        { name: '冷链运输温控管理', description: '规范装车与温度记录，确保货物品质' },
        { name: '车队安全驾驶培训', description: '分享安全驾驶经验，帮助新司机降低事故率' },
      ],
      'en-US': [
        {
          name: 'Line-haul route optimization',
          description: 'Adjusted routes and loads to cut transit time and fuel',
        },
        {
          name: 'Reefer temperature control',
          description: 'Standard loading and temperature logs that protected cargo',
        },
        {
          name: 'Fleet safety coaching',
          description: 'Shared defensive driving habits that helped new drivers avoid accidents',
        },
      ],
    },
    certifications: {
      'zh-CN': ['机动车驾驶证（A2/B2）', '道路货物运输从业资格证', '道路旅客运输从业资格证'],
      'en-US': ["Commercial Driver's License (CDL) Class A", 'Hazmat endorsement', 'DOT medical card'],
    },
    tools: {
      'zh-CN': ['北斗 GPS 定位', '行车记录仪', '高德地图', '运满满', '货拉拉', '车辆管理系统'],
      'en-US': ['ELD systems', 'Samsara', 'GPS navigation', 'Route planning apps', 'Fuel cards', 'Dashcams'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '10 年驾龄，持 A2 驾照与道路货运从业资格证，年行驶 15 万公里，连续 6 年零事故。',
          '吃苦耐劳、守时可靠，熟悉华东地区路线。',
        ],
        student: ['持 C1 驾照 3 年，驾驶技术稳定，熟悉本地路况，工作踏实守时。'],
      },
      'en-US': {
        experienced: [
          'Class A CDL driver with 10 years on the road, 93,000 miles a year and 6 years accident-free.',
          'Dependable and punctual, with deep knowledge of regional routes.',
        ],
        student: ['Licensed driver for 3 years with a clean record, reliable and punctual.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['汽车运用与维修', '物流管理'],
        courses: ['道路交通安全法规', '汽车构造', '安全驾驶技术', '货物运输管理'],
      },
      'en-US': {
        majors: ['Commercial Driving (CDL program)', 'Logistics'],
        courses: ['Vehicle Inspection', 'Defensive Driving', 'Hours of Service', 'Cargo Securement'],
      },
    },
    workplace: 'logistics',
    pathway: 'vocational',
  },
  {
    id: 'courier',
    names: { 'zh-CN': '快递员', 'en-US': 'Delivery Courier' },
    field: { 'zh-CN': '快递配送', 'en-US': 'parcel delivery' },
    synonyms: [
      '快递员',
      '快递小哥',
      '配送员',
      '外卖骑手',
      '骑手',
      '送餐员',
      '派送员',
      '快递派送员',
      '同城配送员',
      '揽收员',
      '跑腿员',
      'delivery courier',
      'courier',
      'delivery driver',
      'delivery rider',
      'parcel courier',
      'food delivery rider',
      'delivery associate',
      'package handler',
      'bike courier',
    ],
    keywords: ['派件', '揽件', 'last mile', '签收率'],
    skillGroups: {
      'zh-CN': [
        { name: '配送能力', examples: ['路线规划', '准时送达', '大件配送', '多单并行'] },
        { name: '客户服务', examples: ['电话沟通', '异常件处理', '礼貌服务', '投诉处理'] },
        { name: '规范与安全', examples: ['安全骑行', '包裹保管', '实名收寄', '电子面单操作'] },
      ],
      'en-US': [
        {
          name: 'Delivery',
          examples: ['Route planning', 'On-time delivery', 'Heavy parcels', 'Multi-drop routes'],
        },
        {
          name: 'Customer service',
          examples: ['Customer contact', 'Failed delivery handling', 'Courtesy', 'Issue resolution'],
        },
        {
          name: 'Safety',
          examples: ['Safe riding and driving', 'Package security', 'Proof of delivery', 'Handheld scanners'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的片区或站点，日均派送或揽收件数]',
        '[你的准时率、签收率与客户评价]',
        '[你在高峰期（如 双十一）的工作量与表现]',
        '[你处理的一次异常件或客户投诉，以及结果]',
        '[你的安全记录或获得的表彰]',
      ],
      'en-US': [
        '[Your area or depot, and your daily deliveries or pickups]',
        '[Your on-time rate, first-attempt success and customer ratings]',
        '[Your workload and results at peak season]',
        '[A delivery problem or complaint you resolved, and how]',
        '[Your safety record or recognition]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责 3 个小区与 2 栋写字楼的派送，日均派件 180 件',
        '准时送达率 99%，客户好评率 99.5%',
        '双十一高峰期单日派件 450 件，零丢件',
        '外卖配送月均完成 1500 单，准时率 98%',
        '连续 2 年零交通事故',
        '获得 2023 年度站点优秀快递员',
      ],
      'en-US': [
        'Delivered to 3 residential estates and 2 office towers, about 180 parcels a day',
        'Kept on-time delivery at 99% with a 99.5% positive rating',
        'Delivered 450 parcels on a single peak day with nothing lost',
        'Completed 1,500 food deliveries a month at 98% on time',
        'Went 2 years without a traffic incident',
        'Named depot courier of the year in 2023',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '片区派送路线优化', description: '按楼栋与时段调整派送顺序，提高时效' },
        { name: '社区驿站合作', description: '与驿站合作集中代收，减少二次派送' },
        { name: '高峰期保障', description: '提前备货与分拣协作，保证高峰期时效' },
      ],
      'en-US': [
        {
          name: 'Route optimization',
          description: 'Re-sequenced stops by building and time window for faster delivery',
        },
        {
          name: 'Pickup point partnership',
          description: 'Used local pickup points to cut repeat delivery attempts',
        },
        {
          name: 'Peak season readiness',
          description: 'Pre-sorting and teamwork that kept peak deliveries on time',
        },
      ],
    },
    certifications: {
      'zh-CN': ['快递员职业技能等级证书', '机动车驾驶证（C1）'],
      'en-US': ["Full driver's license", 'Food handler certificate'],
    },
    tools: {
      'zh-CN': ['巴枪扫描设备', '快递员 App', '高德地图', '电动三轮车', '美团骑手 App', '微信'],
      'en-US': [
        'Handheld scanners',
        'Delivery apps',
        'Google Maps',
        'Cargo vans',
        'E-bikes',
        'Route planning apps',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '4 年快递派送经验，日均派件 180 件，准时率 99%，双十一单日最高 450 件。',
          '熟悉片区路况，服务热情，客户好评率高。',
        ],
        student: ['身体健康、吃苦耐劳，熟悉本地道路，有电动车骑行经验，能接受早晚班。'],
      },
      'en-US': {
        experienced: [
          'Delivery courier with 4 years delivering about 180 parcels a day at 99% on time, with a 450-parcel peak day.',
          'Knows the area well and is friendly with customers.',
        ],
        student: ['Fit and hard-working, with a clean driving license and local knowledge.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['物流管理', '电子商务'],
        courses: ['快递业务操作', '交通安全', '客户服务', '物流基础'],
      },
      'en-US': {
        majors: ['Logistics', 'General Studies'],
        courses: ['Road Safety', 'Customer Service', 'Logistics Basics', 'Manual Handling'],
      },
    },
    workplace: 'logistics',
    pathway: 'vocational',
  },
];
