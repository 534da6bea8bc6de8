// Job families of travel and personal services: guides, travel agents, cabin crew, pilots, housekeeping, fitness,
// hair and beauty.
import type { JobFamily } from '../job-family.ts';

export const TRAVEL_SERVICES_FAMILIES: readonly JobFamily[] = [
  {
    id: 'tour-guide',
    names: { 'zh-CN': '导游', 'en-US': 'Tour Guide' },
    field: { 'zh-CN': '导游与领队', 'en-US': 'tour guiding' },
    synonyms: [
      '导游',
      '领队',
      '出境领队',
      '地接导游',
      '全陪导游',
      '英语导游',
      '景区讲解员',
      '讲解员',
      '研学导师',
      '博物馆讲解员',
      'tour guide',
      'tour leader',
      'tour manager',
      'tour director',
      'travel guide',
      'museum guide',
      'docent',
      'city guide',
      'adventure guide',
    ],
    keywords: ['带团', '讲解', 'guided tours', '旅游团'],
    skillGroups: {
      'zh-CN': [
        { name: '讲解服务', examples: ['景点讲解', '历史文化知识', '外语讲解', '讲解词撰写'] },
        { name: '团队管理', examples: ['行程安排', '游客安全', '突发事件处理', '团队氛围营造'] },
        {
          name: '协调沟通',
          examples: ['酒店与餐厅对接', '游客投诉处理', '购物与自费项目合规', '多语言沟通'],
        },
      ],
      'en-US': [
        {
          name: 'Guiding',
          examples: ['Storytelling', 'History and culture', 'Multilingual tours', 'Tour scripts'],
        },
        {
          name: 'Group management',
          examples: ['Itinerary management', 'Guest safety', 'Incident handling', 'Group dynamics'],
        },
        {
          name: 'Coordination',
          examples: [
            'Hotel and restaurant liaison',
            'Complaint handling',
            'Supplier coordination',
            'Languages',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你带团的类型（地接、全陪、出境、研学）与主要线路]',
        '[你每年带团的数量与接待游客人数]',
        '[你处理的一次突发情况（如 航班延误、游客受伤），以及结果]',
        '[你的游客满意度或好评情况]',
        '[你掌握的语言或擅长的讲解主题]',
      ],
      'en-US': [
        '[The tours you lead (local, escorted, international, educational) and main routes]',
        '[Groups and guests you guide each year]',
        '[An emergency you handled (flight delays, injuries) and the outcome]',
        '[Guest satisfaction or reviews]',
        '[Languages you guide in or topics you specialize in]',
      ],
    },
    achievements: {
      'zh-CN': [
        '从事导游工作 6 年，年均带团 80 个、接待游客 2500 人次',
        '游客满意度 98%，多次获得游客书面表扬',
        '妥善处理航班取消导致的 30 人滞留，当天完成食宿与改签安排',
        '用中英双语讲解故宫等 10 余个景点',
        '编写研学课程讲解词 15 套',
        '2023 年获得市级金牌导游称号',
      ],
      'en-US': [
        'Led about 80 groups and 2,500 guests a year over 6 years',
        'Kept guest satisfaction at 98% with many written compliments',
        'Rebooked and housed 30 stranded guests on the same day after a flight cancellation',
        'Guide at 10+ major sites in English and Mandarin',
        'Wrote 15 educational tour scripts',
        'Named a gold-star city guide in 2023',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '研学旅行线路', description: '设计讲解内容与互动环节，服务中小学研学团' },
        { name: '入境游英语讲解', description: '为外籍游客提供文化讲解与行程服务' },
        { name: '应急处置预案', description: '整理常见突发情况处理流程，提升带团安全' },
      ],
      'en-US': [
        { name: 'Educational tour route', description: 'Scripts and activities for school groups' },
        {
          name: 'Inbound English tours',
          description: 'Cultural storytelling and logistics for international visitors',
        },
        {
          name: 'Emergency playbook',
          description: 'Step-by-step responses to common incidents for safer tours',
        },
      ],
    },
    certifications: {
      'zh-CN': ['导游资格证', '普通话二级甲等证书', '红十字救护员证'],
      'en-US': ['Blue Badge Tourist Guide', 'Wilderness First Aid', 'Licensed city tour guide'],
    },
    tools: {
      'zh-CN': ['无线讲解器', '全国导游之家 App', '微信', '携程', '地图导航', '行程单'],
      'en-US': [
        'Whisper headsets',
        'Tour management apps',
        'Google Maps',
        'WhatsApp',
        'Booking platforms',
        'Itinerary software',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年导游经验，持导游证，中英双语讲解，年均带团 80 个、满意度 98%。',
          '应变能力强，擅长处理行程中的突发情况。',
        ],
        student: ['旅游管理专业应届生，已取得导游证，普通话标准，做过景区讲解志愿者。'],
      },
      'en-US': {
        experienced: [
          'Licensed tour guide with 6 years leading 80 groups a year in English and Mandarin, with 98% satisfaction.',
          'Calm and resourceful when plans change.',
        ],
        student: ['Tourism graduate and volunteer museum guide with clear, engaging delivery.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['旅游管理', '导游'],
        courses: ['导游业务', '中国旅游地理', '旅游文化', '旅游法规'],
      },
      'en-US': {
        majors: ['Tourism Management', 'History'],
        courses: ['Tour Guiding', 'Cultural Heritage', 'Tourism Geography', 'Customer Service'],
      },
    },
    workplace: 'hotel',
  },
  {
    id: 'travel-agent',
    names: { 'zh-CN': '旅游顾问', 'en-US': 'Travel Consultant' },
    field: { 'zh-CN': '旅游产品与票务', 'en-US': 'travel planning' },
    synonyms: [
      '旅游顾问',
      '旅行顾问',
      '旅游销售',
      '旅行社计调',
      '计调',
      '票务专员',
      '机票预订员',
      '定制旅行师',
      '旅游产品经理',
      '签证专员',
      '差旅专员',
      '商旅顾问',
      'travel consultant',
      'travel agent',
      'travel advisor',
      'travel planner',
      'reservations agent',
      'ticketing agent',
      'corporate travel consultant',
      'visa specialist',
      'tour operator',
      'travel coordinator',
    ],
    keywords: ['旅行社', 'gds', 'amadeus', '签证', '线路设计', 'itinerary'],
    skillGroups: {
      'zh-CN': [
        { name: '产品与行程', examples: ['定制行程设计', '线路采购', '酒店与机票预订', '签证办理'] },
        { name: '系统工具', examples: ['GDS 订座系统', '携程商旅', '分销平台', 'Excel 报价'] },
        { name: '客户服务', examples: ['需求沟通', '行程变更处理', '投诉处理', '客户维护'] },
      ],
      'en-US': [
        {
          name: 'Planning',
          examples: ['Custom itineraries', 'Supplier contracting', 'Air and hotel booking', 'Visas'],
        },
        { name: 'Systems', examples: ['Amadeus', 'Sabre', 'Booking engines', 'Excel quoting'] },
        {
          name: 'Service',
          examples: ['Needs discovery', 'Changes and disruptions', 'Complaint handling', 'Client retention'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的产品类型（定制游、跟团游、商旅、签证）与客户群体]',
        '[你每月处理的订单量、销售额或出票量]',
        '[你设计的一条代表线路或定制行程，以及客户评价]',
        '[你处理的一次行程突发变更，以及如何保障客户]',
        '[你的复购率、好评率或为公司节省的采购成本]',
      ],
      'en-US': [
        '[What you sell (custom trips, group tours, corporate travel, visas) and to whom]',
        '[Monthly bookings, sales or tickets issued]',
        '[A signature itinerary you designed and the client feedback]',
        '[A disruption you handled and how you looked after the client]',
        '[Repeat rate, ratings or supplier savings you achieved]',
      ],
    },
    achievements: {
      'zh-CN': [
        '年均设计定制行程 200 单，销售额 600 万元',
        '客户复购率 45%，好评率 99%',
        '负责 3 家企业客户差旅，年出票 4000 张，差旅成本降低 12%',
        '台风期间为 60 位客户完成改签与行程调整，零投诉',
        '与 30 家境外地接社建立合作，采购成本降低 8%',
        '签证出签率 98%',
      ],
      'en-US': [
        'Design about 200 custom trips a year worth $850K',
        'Keep a 45% repeat rate and 99% positive reviews',
        'Manage travel for 3 corporate clients, issuing 4,000 tickets a year and cutting travel spend by 12%',
        'Rebooked 60 travelers during a typhoon without a single complaint',
        'Built partnerships with 30 overseas ground operators, cutting costs by 8%',
        'Achieve a 98% visa approval rate',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '定制亲子游产品', description: '结合家庭需求设计行程，提升复购' },
        { name: '企业差旅管理', description: '制定差旅政策与预订流程，降低成本' },
        { name: '境外地接资源整合', description: '筛选与签约地接社，保证服务品质' },
      ],
      'en-US': [
        {
          name: 'Family travel packages',
          description: 'Itineraries built around families that brought repeat bookings',
        },
        { name: 'Corporate travel program', description: 'Policy and booking flows that cut travel cost' },
        {
          name: 'Overseas supplier network',
          description: 'Vetted and contracted ground operators for reliable service',
        },
      ],
    },
    certifications: {
      'zh-CN': ['导游资格证', 'IATA 票务证书', '航空客运销售代理资格'],
      'en-US': [
        'IATA Foundation in Travel and Tourism Diploma',
        'Certified Travel Associate (CTA)',
        'Amadeus certification',
      ],
    },
    tools: {
      'zh-CN': ['GDS 订座系统', '携程商旅', '飞猪', 'Excel', '企业微信', '旅行社 ERP'],
      'en-US': ['Amadeus', 'Sabre', 'Expedia TAAP', 'Excel', 'Salesforce', 'TravelJoy'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年旅游顾问经验，擅长定制游设计与企业差旅，年销售额 600 万元。',
          '服务细致，客户复购率 45%。',
        ],
        student: ['旅游管理专业应届生，熟悉行程设计与票务流程，做过旅行社实习。'],
      },
      'en-US': {
        experienced: [
          'Travel consultant with 5 years in custom trips and corporate travel, selling $850K a year.',
          'Attentive service with a 45% repeat rate.',
        ],
        student: ['Tourism graduate who knows itinerary design and ticketing from an agency internship.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['旅游管理'],
        courses: ['旅行社经营管理', '旅游线路设计', '民航客运', '旅游市场营销'],
      },
      'en-US': {
        majors: ['Tourism Management', 'Hospitality'],
        courses: ['Travel Agency Operations', 'Itinerary Planning', 'Airline Ticketing', 'Tourism Marketing'],
      },
    },
    workplace: 'hotel',
  },
  {
    id: 'flight-attendant',
    names: { 'zh-CN': '空中乘务员', 'en-US': 'Flight Attendant' },
    field: { 'zh-CN': '客舱服务', 'en-US': 'cabin service' },
    synonyms: [
      '空中乘务员',
      '空乘',
      '空姐',
      '空少',
      '乘务员',
      '乘务长',
      '主任乘务长',
      '航空安全员',
      'flight attendant',
      'cabin crew',
      'air hostess',
      'stewardess',
      'purser',
      'cabin manager',
    ],
    keywords: ['客舱', 'cabin', '航班', 'in-flight'],
    skillGroups: {
      'zh-CN': [
        { name: '客舱服务', examples: ['餐饮服务', '头等舱服务', '特殊旅客照顾', '广播'] },
        { name: '安全', examples: ['应急撤离', '急救', '客舱安全检查', '机上突发事件处置'] },
        { name: '语言与沟通', examples: ['英语服务', '冲突化解', '投诉处理', '团队配合'] },
      ],
      'en-US': [
        {
          name: 'Service',
          examples: ['Meal service', 'Premium cabin', 'Passengers with special needs', 'Announcements'],
        },
        { name: 'Safety', examples: ['Evacuation', 'First aid', 'Cabin checks', 'In-flight incidents'] },
        {
          name: 'Communication',
          examples: ['Languages', 'De-escalation', 'Complaint handling', 'Crew coordination'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你服务的航司、机型与航线类型（国内、国际）]',
        '[你的累计飞行小时与担任的岗位（头等舱、乘务长）]',
        '[你处理的一次机上突发情况（如 旅客急病、冲突），以及结果]',
        '[你获得的旅客表扬或服务评价]',
        '[你掌握的语言与通过的复训考核]',
      ],
      'en-US': [
        '[Your airline, aircraft and routes (domestic, international)]',
        '[Flight hours and positions held (premium cabin, purser)]',
        '[An in-flight incident you handled (medical, disruptive passenger) and the outcome]',
        '[Passenger compliments or service scores]',
        '[Languages and recurrent training passed]',
      ],
    },
    achievements: {
      'zh-CN': [
        '累计安全飞行 5000 小时，担任头等舱乘务员 2 年',
        '服务国际远程航线 300 余班',
        '机上协助处置旅客突发疾病 3 次，均安全落地送医',
        '收到旅客表扬信 25 封，获评季度服务明星',
        '连续 6 年复训考核全部一次通过',
        '带飞 8 名新乘务员',
      ],
      'en-US': [
        'Flew 5,000 hours safely, including 2 years in the premium cabin',
        'Worked 300+ long-haul international flights',
        'Managed 3 in-flight medical emergencies until safe handover on landing',
        'Received 25 letters of thanks and a quarterly service award',
        'Passed every recurrent training check first time for 6 years',
        'Mentored 8 new flight attendants',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '头等舱服务优化', description: '提出餐食与流程改进建议，提升高端旅客体验' },
        { name: '新乘务员带飞', description: '指导新人掌握服务与安全程序' },
        { name: '客舱应急演练', description: '参与定期应急演练与案例复盘' },
      ],
      'en-US': [
        {
          name: 'Premium cabin service',
          description: 'Suggested meal and flow changes that improved premium experience',
        },
        { name: 'New crew mentoring', description: 'Coached new crew on service and safety procedures' },
        { name: 'Emergency drills', description: 'Regular drills and case reviews for readiness' },
      ],
    },
    certifications: {
      'zh-CN': ['民用航空器乘务员训练合格证', '民用航空人员体检合格证', '大学英语六级'],
      'en-US': ['FAA Certificate of Demonstrated Proficiency', 'CPR and AED', 'First Aid'],
    },
    tools: {
      'zh-CN': ['客舱服务设备', '机上广播系统', '应急设备', '餐车', '航班任务系统', '急救箱'],
      'en-US': [
        'Galley equipment',
        'PA system',
        'Emergency equipment',
        'Service carts',
        'Crew apps',
        'First aid kits',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年乘务经验，累计安全飞行 5000 小时，熟悉国际远程航线与头等舱服务。',
          '沉着冷静，多次妥善处置机上突发情况。',
        ],
        student: ['空中乘务专业应届生，形象气质佳，英语六级，具备良好的服务意识。'],
      },
      'en-US': {
        experienced: [
          'Flight attendant with 6 years and 5,000 safe hours, experienced on long-haul and in the premium cabin.',
          'Calm under pressure in in-flight emergencies.',
        ],
        student: ['Cabin crew graduate with strong English and a natural service mindset.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['空中乘务', '航空服务艺术与管理'],
        courses: ['客舱服务', '民航安全', '航空急救', '服务礼仪'],
      },
      'en-US': {
        majors: ['Aviation Hospitality', 'Hospitality Management'],
        courses: ['Cabin Service', 'Aviation Safety', 'First Aid', 'Customer Service'],
      },
    },
    workplace: 'airline',
  },
  {
    id: 'pilot',
    names: { 'zh-CN': '飞行员', 'en-US': 'Pilot' },
    field: { 'zh-CN': '飞行驾驶', 'en-US': 'aviation' },
    synonyms: [
      '飞行员',
      '机长',
      '副驾驶',
      '民航飞行员',
      '航线飞行员',
      '飞行学员',
      '通航飞行员',
      '直升机飞行员',
      '教员机长',
      'pilot',
      'airline pilot',
      'first officer',
      'co-pilot',
      'commercial pilot',
      'helicopter pilot',
      'flight instructor',
      'cadet pilot',
    ],
    keywords: ['a320', 'b737', '飞行小时', 'flight hours', 'atpl', 'type rating'],
    skillGroups: {
      'zh-CN': [
        { name: '飞行技能', examples: ['仪表飞行', '机组资源管理（CRM）', '复杂天气飞行', '特情处置'] },
        { name: '机型与资质', examples: ['A320', 'B737', '航线运输驾驶员执照', 'ICAO 英语'] },
        {
          name: '运行规章',
          examples: ['CCAR-121 部', '标准操作程序（SOP）', '签派与配载', '安全管理体系（SMS）'],
        },
      ],
      'en-US': [
        {
          name: 'Flying',
          examples: [
            'Instrument flying',
            'Crew resource management',
            'Adverse weather',
            'Non-normal procedures',
          ],
        },
        { name: 'Types & licenses', examples: ['A320', 'B737', 'ATPL', 'ICAO English'] },
        {
          name: 'Operations',
          examples: [
            'Part 121',
            'Standard operating procedures',
            'Dispatch and weight and balance',
            'Safety management systems',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你飞行的机型、航司与航线类型]',
        '[你的总飞行小时与机型飞行小时，以及当前职务]',
        '[你处置的一次特情或复杂天气运行，以及结果]',
        '[你的安全记录与检查考核结果]',
        '[你担任的教员、检查员或安全管理工作]',
      ],
      'en-US': [
        '[Your aircraft type, airline and routes]',
        '[Total and type hours, and your current seat]',
        '[A non-normal or difficult weather operation you handled, and the outcome]',
        '[Your safety record and checkride results]',
        '[Instructor, check airman or safety roles you hold]',
      ],
    },
    achievements: {
      'zh-CN': [
        '总飞行时间 8000 小时，其中 A320 机长 3500 小时',
        '执飞国内与国际航线 4000 余班，零不安全事件',
        '2023 年处置一次单发失效特情，安全备降',
        '连续 10 年熟练检查一次通过',
        '担任飞行教员，带飞副驾驶 20 名',
        '准点率保持在 92% 以上',
      ],
      'en-US': [
        'Logged 8,000 total hours, including 3,500 as A320 captain',
        'Flew 4,000+ domestic and international sectors with zero safety events',
        'Handled an engine failure and diverted safely in 2023',
        'Passed every proficiency check first time for 10 years',
        'Trained 20 first officers as a line training captain',
        'Kept on-time performance above 92%',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '副驾驶带飞', description: '按训练大纲带飞副驾驶，提升其技术与决策能力' },
        { name: '高原航线运行', description: '完成高原机场资质训练并安全执飞' },
        { name: '飞行安全数据分析', description: '参与 QAR 数据分析，改进操作程序' },
      ],
      'en-US': [
        {
          name: 'Line training',
          description: 'Trained first officers to the syllabus, building skills and judgment',
        },
        {
          name: 'High-altitude operations',
          description: 'Qualified for and flew high-altitude airports safely',
        },
        { name: 'Flight data monitoring', description: 'Flight data analysis that improved procedures' },
      ],
    },
    certifications: {
      'zh-CN': ['航线运输驾驶员执照（ATPL）', '商用驾驶员执照（CPL）', 'I 级体检合格证', 'ICAO 英语 4 级'],
      'en-US': [
        'Airline Transport Pilot (ATP) certificate',
        'First Class Medical Certificate',
        'A320 type rating',
        'ICAO English Level 4',
      ],
    },
    tools: {
      'zh-CN': ['A320 驾驶舱系统', '电子飞行包（EFB）', '飞行模拟机', '航图', '气象系统', 'FMS'],
      'en-US': [
        'A320 flight deck',
        'Electronic flight bag',
        'Full-flight simulators',
        'Jeppesen charts',
        'Weather systems',
        'FMS',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          'A320 机长，总飞行 8000 小时，执飞 4000 余班零不安全事件。',
          '决策稳健，担任飞行教员，带飞副驾驶 20 名。',
        ],
        student: ['飞行技术专业毕业，已取得商用驾驶员执照与仪表等级，英语 ICAO 4 级。'],
      },
      'en-US': {
        experienced: [
          'A320 captain with 8,000 hours and 4,000+ sectors without a safety event.',
          'Steady decision-maker and line training captain.',
        ],
        student: [
          'Commercial pilot with instrument rating and ICAO Level 4 English, ready for airline training.',
        ],
      },
    },
    education: {
      'zh-CN': { majors: ['飞行技术'], courses: ['飞行原理', '航空气象', '空中领航', '飞行法规'] },
      'en-US': {
        majors: ['Aviation (Professional Pilot)', 'Aeronautical Science'],
        courses: ['Aerodynamics', 'Aviation Weather', 'Navigation', 'Aviation Regulations'],
      },
    },
    workplace: 'airline',
  },
  {
    id: 'housekeeping',
    names: { 'zh-CN': '客房服务员', 'en-US': 'Housekeeper' },
    field: { 'zh-CN': '客房与保洁服务', 'en-US': 'housekeeping' },
    synonyms: [
      '客房服务员',
      '客房部',
      '客房主管',
      '客房经理',
      '楼层服务员',
      '保洁',
      '保洁员',
      '保洁主管',
      '家政服务员',
      '家政阿姨',
      '清洁工',
      'PA保洁',
      'housekeeper',
      'housekeeping',
      'room attendant',
      'housekeeping attendant',
      'housekeeping supervisor',
      'executive housekeeper',
      'cleaner',
      'janitor',
      'custodian',
      'domestic helper',
      'house cleaner',
    ],
    keywords: ['客房', '保洁', 'cleaning', 'janitorial', '做房'],
    skillGroups: {
      'zh-CN': [
        { name: '清洁服务', examples: ['客房清扫', '公共区域保洁', '地毯与石材养护', '布草管理'] },
        { name: '标准与安全', examples: ['清洁标准', '化学品安全使用', '失物招领', '消毒规范'] },
        { name: '服务', examples: ['宾客需求响应', '夜床服务', '礼貌用语', '团队协作'] },
      ],
      'en-US': [
        {
          name: 'Cleaning',
          examples: ['Guest rooms', 'Public areas', 'Carpet and floor care', 'Linen management'],
        },
        {
          name: 'Standards & safety',
          examples: ['Brand standards', 'Chemical safety', 'Lost and found', 'Sanitization'],
        },
        { name: 'Service', examples: ['Guest requests', 'Turndown service', 'Courtesy', 'Teamwork'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的酒店或物业类型，负责的楼层或区域]',
        '[你每天清扫的房间数或负责的面积]',
        '[你的查房合格率与宾客评价]',
        '[你在物料节约、效率或特殊清洁任务上的成绩]',
        '[你获得的表彰或带教新人情况]',
      ],
      'en-US': [
        '[Your hotel or building, and the floors or areas you cover]',
        '[Rooms you clean a day or the area you look after]',
        '[Inspection pass rate and guest feedback]',
        '[Savings, efficiency or special cleaning projects]',
        '[Recognition or new staff you trained]',
      ],
    },
    achievements: {
      'zh-CN': [
        '在五星级酒店负责客房清扫，每天完成 14 间房',
        '查房一次合格率 99%',
        '宾客点评中多次被点名表扬，获评月度优秀员工 3 次',
        '合理使用清洁用品，楼层物料消耗降低 15%',
        '担任客房主管，管理 20 人团队，做房效率提升 12%',
        '带教 10 名新员工',
      ],
      'en-US': [
        'Clean 14 rooms a day in a five-star hotel',
        'Pass 99% of room inspections first time',
        'Named in guest reviews many times and employee of the month 3 times',
        'Cut cleaning supply use on my floors by 15%',
        'As supervisor, led 20 attendants and raised productivity by 12%',
        'Trained 10 new room attendants',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '做房流程优化', description: '调整清扫顺序与工具车配置，提升效率' },
        { name: '布草管理', description: '规范布草收发与盘点，减少丢失' },
        { name: '深度清洁计划', description: '定期地毯与石材养护，保持客房品质' },
      ],
      'en-US': [
        { name: 'Room cleaning workflow', description: 'Reordered tasks and carts for faster rooms' },
        { name: 'Linen control', description: 'Tracked linen in and out to cut losses' },
        { name: 'Deep cleaning schedule', description: 'Regular carpet and floor care to keep rooms fresh' },
      ],
    },
    certifications: {
      'zh-CN': ['健康证', '客房服务员（职业技能等级证书）'],
      'en-US': ['Certified Guest Room Attendant (AHLEI)'],
    },
    tools: {
      'zh-CN': ['清洁工具车', '吸尘器', '洗地机', '酒店管理系统', '对讲机', '消毒设备'],
      'en-US': [
        'Housekeeping carts',
        'Vacuums',
        'Floor scrubbers',
        'Hotel PMS',
        'Radios',
        'Sanitizing equipment',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年五星级酒店客房服务经验，每天完成 14 间房，查房合格率 99%。',
          '细心勤快，多次获得宾客表扬。',
        ],
        student: ['做事认真细致，身体健康，能吃苦耐劳，服从安排。'],
      },
      'en-US': {
        experienced: [
          'Housekeeper with 5 years in a five-star hotel, cleaning 14 rooms a day at 99% inspection pass.',
          'Thorough and reliable, often praised by guests.',
        ],
        student: ['Careful, hard-working and dependable.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['酒店服务与管理', '中职或高中'],
        courses: ['客房服务', '清洁保养', '服务礼仪', '安全常识'],
      },
      'en-US': {
        majors: ['High School Diploma', 'Hospitality Certificate'],
        courses: ['Housekeeping Operations', 'Chemical Safety', 'Customer Service', 'Hotel Basics'],
      },
    },
    workplace: 'hotel',
    pathway: 'vocational',
  },
  {
    id: 'fitness-coach',
    names: { 'zh-CN': '健身教练', 'en-US': 'Personal Trainer' },
    field: { 'zh-CN': '健身训练', 'en-US': 'fitness training' },
    synonyms: [
      '健身教练',
      '私人教练',
      '私教',
      '团课教练',
      '瑜伽老师',
      '瑜伽教练',
      '普拉提教练',
      '游泳教练',
      '体能教练',
      '运动康复教练',
      'personal trainer',
      'fitness trainer',
      'fitness coach',
      'fitness instructor',
      'group fitness instructor',
      'yoga instructor',
      'yoga teacher',
      'pilates instructor',
      'strength and conditioning coach',
      'swim coach',
    ],
    keywords: ['健身', 'fitness', '瑜伽', 'yoga', '普拉提', 'pilates', '私教课'],
    skillGroups: {
      'zh-CN': [
        { name: '训练指导', examples: ['力量训练', '减脂塑形', '功能性训练', '体态矫正'] },
        { name: '评估与计划', examples: ['体测评估', '训练计划制定', '营养建议', '运动损伤预防'] },
        { name: '课程与销售', examples: ['私教课销售', '团课带课', '会员维护', '社群运营'] },
      ],
      'en-US': [
        {
          name: 'Training',
          examples: ['Strength training', 'Fat loss', 'Functional training', 'Posture correction'],
        },
        {
          name: 'Programming',
          examples: ['Fitness assessments', 'Program design', 'Nutrition guidance', 'Injury prevention'],
        },
        {
          name: 'Business',
          examples: ['Selling packages', 'Group classes', 'Client retention', 'Online coaching'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的健身房或工作室类型，擅长的训练方向]',
        '[你每月完成的私教课时数或带课节数]',
        '[你帮助会员取得的成果，如 减重、体脂下降或力量提升]',
        '[你的课程销售额、续课率或会员留存]',
        '[你持有的认证与持续学习]',
      ],
      'en-US': [
        '[Your gym or studio, and your training specialties]',
        '[Sessions or classes you deliver each month]',
        '[Results you got for clients: weight loss, body fat, strength]',
        '[Package sales, renewal rate or client retention]',
        '[Certifications and continuing education]',
      ],
    },
    achievements: {
      'zh-CN': [
        '每月完成私教课 160 节，位列门店前 3',
        '带领 40 位会员完成 12 周减脂计划，平均减重 7 公斤',
        '私教课续课率 75%',
        '年度私教课销售额 80 万元',
        '每周带团课 10 节，课程满员率 90%',
        '2023 年取得 NSCA-CPT 认证',
      ],
      'en-US': [
        'Deliver 160 personal training sessions a month, top 3 in the club',
        'Coached 40 clients through a 12-week fat-loss program, averaging 15 lb lost',
        'Keep a 75% renewal rate',
        'Sold $110K in training packages last year',
        'Teach 10 group classes a week at 90% capacity',
        'Earned NSCA-CPT certification in 2023',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '12 周减脂训练营', description: '训练与饮食结合，帮助会员达成减脂目标' },
        { name: '体态矫正小班课', description: '针对久坐人群设计体态改善课程' },
        { name: '会员社群运营', description: '建立打卡社群，提升会员到店与续课' },
      ],
      'en-US': [
        {
          name: '12-week fat-loss program',
          description: 'Training plus nutrition that helped clients hit their goals',
        },
        { name: 'Posture class', description: 'A small-group course for desk workers' },
        { name: 'Member community', description: 'A check-in group that raised visits and renewals' },
      ],
    },
    certifications: {
      'zh-CN': [
        'NSCA-CPT 美国国家体能协会私人教练认证',
        'ACE-CPT',
        '社会体育指导员（健身）',
        '红十字救护员证',
      ],
      'en-US': ['NASM-CPT', 'ACE-CPT', 'NSCA-CSCS', 'CPR and AED'],
    },
    tools: {
      'zh-CN': ['体测仪（InBody）', '自由重量器械', '功能训练器材', 'Keep', '训练记录 App', '心率带'],
      'en-US': [
        'InBody',
        'Free weights',
        'Functional training equipment',
        'Trainerize',
        'TrueCoach',
        'Heart rate monitors',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年健身教练经验，持 NSCA-CPT 认证，擅长减脂与力量训练，月均私教课 160 节。',
          '注重训练效果，会员续课率 75%。',
        ],
        student: ['运动人体科学专业应届生，持健身教练证书，有 2 年健身房兼职经验。'],
      },
      'en-US': {
        experienced: [
          'NSCA-certified personal trainer with 5 years in fat loss and strength, delivering 160 sessions a month.',
          'Results-focused, with a 75% renewal rate.',
        ],
        student: [
          'Exercise science graduate with a personal training certification and 2 years of gym work.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['运动人体科学', '社会体育指导与管理'],
        courses: ['运动生理学', '运动解剖学', '体能训练', '运动营养学'],
      },
      'en-US': {
        majors: ['Exercise Science', 'Kinesiology'],
        courses: ['Exercise Physiology', 'Anatomy', 'Strength and Conditioning', 'Sports Nutrition'],
      },
    },
    workplace: 'fitness',
    pathway: 'vocational',
  },
  {
    id: 'hairstylist',
    names: { 'zh-CN': '发型师', 'en-US': 'Hairstylist' },
    field: { 'zh-CN': '美发', 'en-US': 'hairdressing' },
    synonyms: [
      '发型师',
      '美发师',
      '理发师',
      '首席发型师',
      '总监发型师',
      '烫染师',
      '美发助理',
      '洗头工',
      '造型师',
      'hairstylist',
      'hair stylist',
      'hairdresser',
      'barber',
      'salon stylist',
      'senior stylist',
    ],
    keywords: ['美发', 'hair', '烫染', 'salon'],
    skillGroups: {
      'zh-CN': [
        { name: '技术', examples: ['剪发', '烫发', '染发', '造型'] },
        { name: '设计', examples: ['脸型分析', '潮流发型', '新娘造型', '男士油头'] },
        { name: '顾客经营', examples: ['顾客沟通', '项目推荐', '会员维护', '社交媒体作品展示'] },
      ],
      'en-US': [
        { name: 'Technique', examples: ['Cutting', 'Color', 'Perms and texture', 'Styling'] },
        {
          name: 'Design',
          examples: ['Face shape consultation', 'Trend cuts', 'Bridal styling', 'Barbering'],
        },
        {
          name: 'Clients',
          examples: ['Consultations', 'Service recommendations', 'Rebooking', 'Instagram portfolio'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的门店类型、职级与擅长的项目]',
        '[你每月服务的顾客数量与个人业绩]',
        '[你的指定客比例、回头率或会员数]',
        '[你参加的培训、比赛或作品展示]',
        '[你带的助理或团队]',
      ],
      'en-US': [
        '[Your salon, level and specialties]',
        '[Clients you see and revenue you bring in each month]',
        '[Request rate, rebooking rate or regular clients]',
        '[Training, competitions or portfolio work]',
        '[Assistants or team you lead]',
      ],
    },
    achievements: {
      'zh-CN': [
        '担任首席发型师，每月服务顾客 260 人次，个人月业绩 8 万元',
        '指定客比例 70%，老客回头率 80%',
        '烫染项目占比从 30% 提升到 45%',
        '带教 4 名助理晋升为发型师',
        '参加 2023 年全国美发大赛获得银奖',
        '社交平台作品账号粉丝 2 万，带来新客 300 余位',
      ],
      'en-US': [
        'See 260 clients a month as senior stylist, bringing in $11K a month',
        'Keep a 70% request rate and 80% rebooking rate',
        'Grew color and texture services from 30% to 45% of my book',
        'Trained 4 assistants up to stylist level',
        'Won silver at a national hairdressing competition in 2023',
        'Built a 20,000-follower portfolio account that brought 300+ new clients',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '新娘造型服务', description: '提供试妆与婚礼当天造型，积累口碑' },
        { name: '作品账号运营', description: '发布发型作品与教程，线上引流' },
        { name: '助理培养计划', description: '系统带教剪烫染技术，帮助助理成长' },
      ],
      'en-US': [
        { name: 'Bridal styling', description: 'Trials and wedding-day styling that built word of mouth' },
        { name: 'Portfolio account', description: 'Posted work and tutorials that drove new bookings' },
        {
          name: 'Assistant development',
          description: 'Structured cutting and color training for assistants',
        },
      ],
    },
    certifications: {
      'zh-CN': ['美发师（职业技能等级证书）', '健康证'],
      'en-US': ['State cosmetology license', 'Barber license'],
    },
    tools: {
      'zh-CN': ['剪刀与牙剪', '电推剪', '烫发设备', '染发剂调配', '吹风机', '美业管理系统'],
      'en-US': ['Shears', 'Clippers', 'Color systems', 'Styling tools', 'Booking software', 'Instagram'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '8 年美发经验，首席发型师，擅长烫染与新娘造型，指定客比例 70%。',
          '注重沟通与细节，个人月业绩 8 万元。',
        ],
        student: ['美发与形象设计专业应届生，剪发基本功扎实，在门店做过 1 年助理。'],
      },
      'en-US': {
        experienced: [
          'Senior hairstylist with 8 years, specializing in color and bridal, with a 70% request rate.',
          'Detail-oriented and a good listener.',
        ],
        student: ['Cosmetology graduate with solid cutting skills and a year as salon assistant.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['美发与形象设计', '人物形象设计'],
        courses: ['剪发技术', '烫染技术', '发型设计', '服务礼仪'],
      },
      'en-US': {
        majors: ['Cosmetology', 'Barbering'],
        courses: ['Haircutting', 'Color Theory', 'Chemical Services', 'Salon Business'],
      },
    },
    workplace: 'salon',
    pathway: 'vocational',
  },
  {
    id: 'beautician',
    names: { 'zh-CN': '美容师', 'en-US': 'Esthetician' },
    field: { 'zh-CN': '美容护理', 'en-US': 'skin care' },
    synonyms: [
      '美容师',
      '皮肤管理师',
      '美甲师',
      '美睫师',
      '纹绣师',
      '美容导师',
      'SPA理疗师',
      '美容院店长',
      'esthetician',
      'aesthetician',
      'beauty therapist',
      'skin care specialist',
      'nail technician',
      'lash technician',
      'spa therapist',
      'cosmetologist',
    ],
    keywords: ['美容', 'skincare', 'spa', '美甲', '皮肤管理'],
    skillGroups: {
      'zh-CN': [
        { name: '护理技术', examples: ['面部护理', '皮肤检测', '身体护理', '美甲美睫'] },
        { name: '产品与方案', examples: ['护肤方案设计', '产品知识', '疗程规划', '卫生消毒'] },
        { name: '顾客经营', examples: ['顾客沟通', '疗程销售', '会员维护', '回访'] },
      ],
      'en-US': [
        { name: 'Treatments', examples: ['Facials', 'Skin analysis', 'Body treatments', 'Nails and lashes'] },
        {
          name: 'Products & plans',
          examples: ['Treatment plans', 'Product knowledge', 'Course planning', 'Sanitation'],
        },
        { name: 'Clients', examples: ['Consultations', 'Retail sales', 'Rebooking', 'Follow-ups'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的门店类型与擅长的护理项目]',
        '[你每月服务的顾客数量与个人业绩]',
        '[你的顾客满意度、复购率或会员数]',
        '[你为顾客设计的一个护理方案，以及效果]',
        '[你持有的证书与参加的培训]',
      ],
      'en-US': [
        '[Your salon or spa, and the treatments you specialize in]',
        '[Clients you see and revenue each month]',
        '[Satisfaction, rebooking or membership results]',
        '[A treatment plan you designed and its results]',
        '[Licenses and training]',
      ],
    },
    achievements: {
      'zh-CN': [
        '每月服务顾客 180 人次，个人月业绩 6 万元',
        '顾客满意度 98%，疗程续卡率 70%',
        '为痘肌顾客设计 8 周护理方案，皮肤状态明显改善，带来转介绍 15 人',
        '产品零售额占个人业绩的 30%',
        '带教 3 名新美容师',
        '2023 年取得美容师高级工证书',
      ],
      'en-US': [
        'See 180 clients a month, bringing in $8.5K',
        'Keep 98% satisfaction and a 70% course renewal rate',
        'Designed an 8-week acne plan whose results brought 15 referrals',
        'Retail products make up 30% of my sales',
        'Trained 3 new estheticians',
        'Earned an advanced esthetics certificate in 2023',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '问题肌肤护理方案', description: '针对痘肌与敏感肌设计疗程，改善皮肤状态' },
        { name: '会员回访计划', description: '定期回访与护理提醒，提升续卡' },
        { name: '门店卫生标准化', description: '规范消毒与操作流程，保障顾客安全' },
      ],
      'en-US': [
        {
          name: 'Problem skin program',
          description: 'Courses for acne and sensitive skin that improved results',
        },
        { name: 'Client follow-up', description: 'Regular check-ins and reminders that raised rebookings' },
        {
          name: 'Sanitation standards',
          description: 'Consistent disinfection and procedures for client safety',
        },
      ],
    },
    certifications: {
      'zh-CN': ['美容师（职业技能等级证书）', '健康证', '保健按摩师证书'],
      'en-US': ['State esthetician license', 'CIDESCO Diploma', 'Licensed Massage Therapist (LMT)'],
    },
    tools: {
      'zh-CN': ['皮肤检测仪', '美容仪器', '美业管理系统', '消毒柜', '企业微信', '美团商家后台'],
      'en-US': [
        'Skin analysis devices',
        'Facial machines',
        'Booking software',
        'Autoclaves',
        'Square',
        'Instagram',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年美容护理经验，擅长问题肌肤管理，月服务顾客 180 人次、续卡率 70%。',
          '专业细致，注重卫生与顾客体验。',
        ],
        student: ['医学美容技术专业应届生，掌握面部护理与皮肤检测，做过美容院实习。'],
      },
      'en-US': {
        experienced: [
          'Licensed esthetician with 6 years in problem skin care, seeing 180 clients a month with 70% renewals.',
          'Precise, hygienic and client-focused.',
        ],
        student: ['Esthetics graduate skilled in facials and skin analysis with a spa internship.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['医学美容技术', '人物形象设计'],
        courses: ['美容皮肤学', '美容护理技术', '化妆品学', '服务礼仪'],
      },
      'en-US': {
        majors: ['Esthetics', 'Cosmetology'],
        courses: ['Skin Science', 'Facial Treatments', 'Sanitation', 'Salon Business'],
      },
    },
    workplace: 'salon',
    pathway: 'vocational',
  },
];
