// Job families of hospitality, personal and lifestyle services: sommeliers, tea masters, florists, makeup artists, sports.
import type { JobFamily } from '../job-family.ts';

export const LIFESTYLE_SERVICES_FAMILIES: readonly JobFamily[] = [
  {
    id: 'sommelier',
    names: { 'zh-CN': '侍酒师', 'en-US': 'Sommelier' },
    field: { 'zh-CN': '侍酒与葡萄酒服务', 'en-US': 'wine service' },
    synonyms: [
      '侍酒师',
      '品酒师',
      '葡萄酒顾问',
      '葡萄酒讲师',
      'sommelier',
      'wine steward',
      'wine consultant',
      'wine director',
      'wine captain',
      'wine educator',
      'wine specialist',
    ],
    keywords: ['侍酒', '酒单', 'wine pairing', 'wine list'],
    skillGroups: {
      'zh-CN': [
        { name: '侍酒服务', examples: ['开瓶与醒酒', '餐酒搭配', '侍酒温度与杯具', '桌边推荐'] },
        { name: '葡萄酒知识', examples: ['产区与品种', '盲品', '年份判断', '烈酒与清酒'] },
        { name: '酒水管理', examples: ['酒单设计', '采购与库存', '酒窖管理', '成本与定价'] },
      ],
      'en-US': [
        {
          name: 'Wine service',
          examples: [
            'Decanting',
            'Food and wine pairing',
            'Tableside recommendations',
            'Glassware and service temperature',
          ],
        },
        {
          name: 'Wine knowledge',
          examples: ['Regions and grapes', 'Blind tasting', 'Vintages', 'Spirits and sake'],
        },
        {
          name: 'Beverage management',
          examples: [
            'Wine list development',
            'Purchasing and inventory',
            'Cellar management',
            'Pricing and cost control',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在餐厅或酒店的类型、酒单规模与你的职位]',
        '[你负责的侍酒工作：推荐、醒酒、餐酒搭配或品鉴会]',
        '[你的酒水销售额、人均酒水消费或酒水收入占比]',
        '[你做过的酒单调整、采购或库存管理，以及效果]',
        '[你持有的认证（如 WSET、CMS）与盲品、比赛成绩]',
      ],
      'en-US': [
        '[Your restaurant or hotel, the size of its wine list and your role]',
        '[The service you lead: recommendations, decanting, pairings, wine dinners]',
        '[Wine sales, average wine spend per guest or wine share of revenue]',
        '[Wine list, purchasing or inventory changes you made, and the results]',
        '[Certifications (WSET, CMS) and tasting or competition results]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责 600 款酒的酒单与酒窖管理，年度盘点准确率 99%',
        '酒水销售额同比增长 35%，人均酒水消费从 180 元提升到 260 元',
        '调整进货渠道与酒单定价，全年酒水成本率从 38% 降至 32%',
        '工作第 3 年取得 CMS 认证侍酒师，并获得省级侍酒师大赛第 2 名',
        '每晚为 60 余位客人提供侍酒服务，配酒推荐接受率 40%',
        '每月协办 2 场葡萄酒品鉴会，单场接待会员 30 位',
      ],
      'en-US': [
        'Manage a 600-label wine list and cellar with 99% accuracy at annual inventory',
        'Grew wine sales 35% year over year, raising average wine spend per guest from $28 to $41',
        'Renegotiated suppliers and repriced the list, cutting annual wine cost from 38% to 32% of wine sales',
        'Passed the CMS Certified Sommelier exam a year after WSET Level 3 and placed 2nd in a regional competition',
        'Serve wine to about 60 guests a night, with 40% taking the suggested pairing',
        'Help run 2 wine dinners a month for 30 members each',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '酒窖库存管理', description: '建立入库、盘点与适饮期记录，减少积压与损耗' },
        {
          name: '酒单重构',
          description: '按菜系与价格带重排酒单，杯卖酒款增至 30 款，酒水销售额提升 20%',
        },
        { name: '品鉴菜单配酒', description: '为主厨季节菜单逐道设计配酒，提升用餐体验与客单价' },
      ],
      'en-US': [
        {
          name: 'Cellar inventory system',
          description: 'Receiving, counts and drinking-window tracking that cut dead stock and loss',
        },
        {
          name: 'Wine list overhaul',
          description:
            'Reorganized the list by cuisine and price and grew by-the-glass to 30 wines, lifting wine sales 20%',
        },
        {
          name: 'Tasting menu pairings',
          description: 'Course-by-course pairings for the seasonal menu that raised check averages',
        },
      ],
    },
    certifications: {
      'zh-CN': ['WSET 二级葡萄酒认证', 'WSET 三级葡萄酒认证', 'CMS 认证侍酒师'],
      'en-US': [
        'WSET Level 2 Award in Wines',
        'CMS Certified Sommelier',
        'WSET Level 3 Award in Wines',
        'Certified Specialist of Wine (CSW)',
      ],
    },
    tools: {
      'zh-CN': ['Coravin 取酒器', '醒酒器', '海马刀', '恒温酒柜', '餐饮收银系统', 'Excel'],
      'en-US': ['Coravin', 'Decanters', 'Wine keys', 'BinWise', 'Toast POS', 'Excel'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年高端餐厅侍酒经验，持 CMS 认证侍酒师，管理 600 款酒单，酒水销售额同比增长 35%。',
          '擅长餐酒搭配与酒窖管理，讲解亲切易懂。',
        ],
        student: ['酒店管理专业应届生，已取得 WSET 二级认证，在西餐厅实习期间协助侍酒与酒水盘点。'],
      },
      'en-US': {
        experienced: [
          'CMS Certified Sommelier with 6 years in fine dining, running a 600-label list and growing wine sales 35%.',
          'Warm, approachable guide to pairings and a careful cellar manager.',
        ],
        student: [
          'Hospitality graduate with WSET Level 2 who assisted with wine service and inventory during a restaurant internship.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['酒店管理', '葡萄与葡萄酒工程'],
        courses: ['葡萄酒品鉴', '侍酒服务', '餐酒搭配', '酒水知识与酒吧管理'],
      },
      'en-US': {
        majors: ['Hospitality Management', 'Viticulture and Enology'],
        courses: ['Wine Studies', 'Beverage Management', 'Food and Wine Pairing', 'Viticulture'],
      },
    },
    workplace: 'restaurant',
    pathway: 'vocational',
  },
  {
    id: 'tea-master',
    names: { 'zh-CN': '茶艺师', 'en-US': 'Tea Sommelier' },
    field: { 'zh-CN': '茶艺与茶事服务', 'en-US': 'tea service' },
    synonyms: ['茶艺师', '茶艺员', '茶艺老师', '茶艺讲师', 'tea sommelier', 'tea master', 'tea educator'],
    keywords: ['茶艺', '茶道', 'tea ceremony', 'gongfu tea'],
    skillGroups: {
      'zh-CN': [
        { name: '茶艺冲泡', examples: ['六大茶类冲泡', '盖碗与紫砂壶', '水温与投茶量', '茶艺表演'] },
        { name: '茶叶知识', examples: ['茶叶审评', '产区与工艺', '茶叶储存', '茶食搭配'] },
        { name: '茶事服务', examples: ['茶会策划', '茶叶销售', '会员维护', '茶艺培训'] },
      ],
      'en-US': [
        {
          name: 'Brewing',
          examples: [
            'Gongfu brewing',
            'Western-style brewing',
            'Water temperature and ratios',
            'Tea ceremony',
          ],
        },
        {
          name: 'Tea knowledge',
          examples: ['Cupping and grading', 'Origins and processing', 'Storage', 'Food pairings'],
        },
        {
          name: 'Guest service',
          examples: ['Tasting events', 'Retail sales', 'Staff training', 'Guest education'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在茶馆、茶企或酒店的类型，以及你的岗位]',
        '[你擅长的茶类与冲泡方式，以及每天接待的客人数量]',
        '[你策划或主持的茶会、茶艺表演或培训课程]',
        '[你的茶叶销售额、会员数或复购情况]',
        '[你持有的茶艺师等级证书与参加的比赛]',
      ],
      'en-US': [
        '[Your tea house, tea company or hotel, and your role]',
        '[Teas and brewing styles you specialize in, and guests you serve each day]',
        '[Tastings, ceremonies or classes you planned or led]',
        '[Tea sales, memberships or repeat purchases you drove]',
        '[Certifications, training and competitions]',
      ],
    },
    achievements: {
      'zh-CN': [
        '个人全年茶叶销售额 90 万元，会员复购率 55%',
        '每月策划主题茶会 4 场，全年参与 1200 人次',
        '设计春茶品鉴课程，每年带教 10 名新茶艺师',
        '在 60 人参赛的市级茶艺技能大赛中获得二等奖',
        '每天接待品茶客人 40 余位，顾客好评率 98%',
        '熟练冲泡绿茶、乌龙茶、红茶等六大茶类 50 余款茶',
      ],
      'en-US': [
        'Sell about $130K of tea a year with a 55% member repeat rate',
        'Plan 4 themed tastings a month, drawing 1,200 guests a year',
        'Built an 80-tea menu for a hotel lounge that lifted afternoon tea revenue 25% year over year',
        'Designed a spring tasting course and train about 10 new tea servers each year',
        'Serve 40+ tasting guests a day with 98% positive reviews',
        'Brew 50+ teas across green, oolong, black and pu-erh to house standards',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '春茶品鉴会', description: '组织新茶品鉴与冲泡教学，带动当季茶叶销售' },
        { name: '茶艺培训课程', description: '编写初级茶艺课程，系统培训门店新员工' },
        { name: '茶单与茶点搭配', description: '按季节更新茶单并搭配茶点，提升客单价' },
      ],
      'en-US': [
        {
          name: 'Spring tea tastings',
          description: 'Tastings and brewing lessons that drove seasonal tea sales',
        },
        {
          name: 'Staff tea training',
          description: 'A beginner curriculum to train new team members consistently',
        },
        {
          name: 'Tea menu and pairings',
          description: 'A seasonal tea menu with food pairings that raised average checks',
        },
      ],
    },
    certifications: {
      'zh-CN': ['茶艺师（职业技能等级证书）', '评茶员（职业技能等级证书）', '健康证'],
      'en-US': ['STI Certified Tea Specialist (CTS)', 'ServSafe Food Handler'],
    },
    tools: {
      'zh-CN': ['盖碗', '紫砂壶', '公道杯', '控温烧水壶', '电子秤', '收银系统'],
      'en-US': [
        'Gaiwans',
        'Yixing teapots',
        'Variable-temperature kettles',
        'Digital scales',
        'Square POS',
        'Shopify',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年茶艺工作经验，持茶艺师（三级）证书，擅长岩茶与普洱冲泡，年茶叶销售额 90 万元。',
          '善于讲解茶文化，策划主题茶会经验丰富。',
        ],
        student: ['茶艺与茶文化专业应届生，已取得茶艺师（四级）证书，在茶馆实习期间负责接待与冲泡。'],
      },
      'en-US': {
        experienced: [
          'Tea sommelier with 5 years in tea houses and hotels, specializing in oolong and pu-erh and selling $130K of tea a year.',
          'Engaging host who makes tea approachable.',
        ],
        student: [
          'Hospitality graduate trained in gongfu brewing who served guests during a tea house internship.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['茶艺与茶文化', '茶学'],
        courses: ['茶艺基础', '中国茶文化', '茶叶审评与检验', '茶事服务与管理'],
      },
      'en-US': {
        majors: ['Hospitality Management', 'Culinary Arts'],
        courses: ['Tea Tasting', 'Tea Origins and Processing', 'Beverage Service', 'Customer Service'],
      },
    },
    workplace: 'restaurant',
    pathway: 'vocational',
  },
  {
    id: 'florist',
    names: { 'zh-CN': '花艺师', 'en-US': 'Florist' },
    field: { 'zh-CN': '花艺设计', 'en-US': 'floral design' },
    synonyms: [
      '花艺师',
      '花艺设计师',
      '插花花艺师',
      '插花师',
      '花店店员',
      '花店店长',
      '婚礼花艺师',
      'florist',
      'floral designer',
      'wedding florist',
      'event florist',
      'floral manager',
      'flower arranger',
    ],
    keywords: ['花艺', '插花', 'floral design'],
    skillGroups: {
      'zh-CN': [
        { name: '花艺设计', examples: ['手捧花', '花束包装', '桌花与花艺装置', '色彩搭配'] },
        { name: '花材管理', examples: ['花材采购', '醒花与保鲜', '损耗控制', '花材识别'] },
        { name: '门店经营', examples: ['订单与配送', '线上店铺运营', '顾客沟通', '节日备货'] },
      ],
      'en-US': [
        {
          name: 'Design',
          examples: [
            'Bridal bouquets',
            'Hand-tied arrangements',
            'Centerpieces and installations',
            'Color and composition',
          ],
        },
        {
          name: 'Product care',
          examples: [
            'Flower buying',
            'Conditioning and processing',
            'Shrink control',
            'Flower identification',
          ],
        },
        {
          name: 'Shop operations',
          examples: [
            'Orders and delivery',
            'Wire service orders',
            'Client consultations',
            'Holiday planning',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在花店或花艺工作室的类型，以及你擅长的风格]',
        '[你每月完成的订单量或花束数量]',
        '[你做过的婚礼、活动或商业空间花艺项目，以及规模]',
        '[你在花材采购、保鲜与损耗控制上的做法与结果]',
        '[你为门店带来的销售额、节日业绩或线上好评]',
      ],
      'en-US': [
        '[Your flower shop or studio, and your design style]',
        '[Orders or arrangements you complete each month]',
        '[Weddings, events or corporate accounts you designed for, and their scale]',
        '[How you buy, condition and store flowers, and the shrink you achieved]',
        '[Sales, holiday results or online reviews you drove]',
      ],
    },
    achievements: {
      'zh-CN': [
        '全年完成花束与花礼订单 6000 余单，好评率 99%',
        '年均负责婚礼花艺 15 场，单场预算最高 8 万元',
        '情人节 3 天完成花束订单 1200 单，准时交付率 98%，订单量同比增长 30%',
        '优化醒花与冷藏流程，全年花材损耗率从 25% 降至 12%',
        '为 5 家企业客户提供每周办公室花艺更换，年度续约率 100%',
        '每天制作花束 20 余束，出品一次合格率 100%',
      ],
      'en-US': [
        'Design about 6,000 bouquets and arrangements a year with a 99% positive rating',
        'Lead floral design for about 15 weddings a year, with budgets up to $12K',
        "Ran a 3-day Valentine's Day rush of 1,200 orders with 98% on time, up 30% year over year",
        'Reworked conditioning and cooler rotation, cutting annual shrink from 25% to 12%',
        'Manage weekly floral service for 5 corporate accounts, all renewed every year',
        'Make 20+ hand-tied bouquets a day to shop standard',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '婚礼花艺布置', description: '从方案、手捧花到仪式区花艺装置，完成整场婚礼布置' },
        { name: '节日备货与排产', description: '提前预测订单与采购花材，保障情人节与母亲节交付' },
        { name: '插花体验课', description: '设计入门插花课程，带动门店引流与复购' },
      ],
      'en-US': [
        {
          name: 'Wedding florals',
          description: 'Full wedding designs from proposal and bouquets to ceremony installations',
        },
        {
          name: 'Holiday production plan',
          description:
            "Forecast orders and flower buys for on-time Valentine's Day and Mother's Day delivery",
        },
        {
          name: 'Flower workshops',
          description: 'Beginner classes that brought new customers into the shop',
        },
      ],
    },
    certifications: {
      'zh-CN': ['插花花艺师（职业技能等级证书）', '花卉园艺工（职业技能等级证书）'],
      'en-US': ['AIFD Certified Floral Designer (CFD)'],
    },
    tools: {
      'zh-CN': ['花剪', '花泥', '冷藏柜', '美团外卖商家版', '微信小程序商城', '有赞'],
      'en-US': ['Floral shears', 'Floral foam', 'Walk-in coolers', 'FTD Mercury', 'Teleflora', 'Square POS'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '7 年花艺经验，擅长婚礼与活动花艺，独立完成 60 余场婚礼布置，月均订单 500 余单。',
          '审美稳定，花材管理细致，损耗率控制在 12%。',
        ],
        student: ['花卉生产与花艺专业应届生，已取得插花花艺师证书，在花艺工作室实习期间参与婚礼花艺布置。'],
      },
      'en-US': {
        experienced: [
          'Florist with 7 years in wedding and event design, leading 60+ weddings and producing 500+ arrangements a month.',
          'Strong eye for color and disciplined about flower care.',
        ],
        student: [
          'Floral design graduate who assisted with wedding installations during a studio internship.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['花卉生产与花艺', '园艺技术'],
        courses: ['插花艺术', '花艺设计', '花卉识别与养护', '色彩构成'],
      },
      'en-US': {
        majors: ['Floral Design', 'Horticulture'],
        courses: ['Floral Design', 'Plant Identification', 'Color Theory', 'Event Design'],
      },
    },
    workplace: 'commerce',
    pathway: 'vocational',
  },
  {
    id: 'pet-groomer',
    names: { 'zh-CN': '宠物美容师', 'en-US': 'Pet Groomer' },
    field: { 'zh-CN': '宠物美容', 'en-US': 'pet grooming' },
    synonyms: [
      '宠物美容师',
      '宠物洗护师',
      '宠物洗护员',
      '宠物造型师',
      'pet groomer',
      'dog groomer',
      'cat groomer',
      'pet stylist',
      'dog bather',
      'pet bather',
    ],
    keywords: ['宠物美容', '宠物洗护', 'pet grooming', 'dog grooming'],
    skillGroups: {
      'zh-CN': [
        { name: '美容技术', examples: ['洗护吹干', '犬种标准修剪', '泰迪造型', '猫咪洗护'] },
        { name: '护理与安全', examples: ['皮肤与耳道检查', '指甲修剪', '保定技巧', '应激识别'] },
        { name: '门店服务', examples: ['顾客沟通', '会员卡销售', '预约管理', '宠物用品推荐'] },
      ],
      'en-US': [
        {
          name: 'Grooming',
          examples: ['Bathing and drying', 'Breed-standard trims', 'Hand scissoring', 'Cat grooming'],
        },
        {
          name: 'Care and safety',
          examples: ['Skin and ear checks', 'Nail trims', 'Safe handling', 'Reading stress signals'],
        },
        {
          name: 'Client service',
          examples: [
            'Client consultations',
            'Package sales',
            'Appointment scheduling',
            'Product recommendations',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在宠物店或宠物美容院的类型，以及擅长的犬种与造型]',
        '[你每天或每月完成的洗护与美容只数]',
        '[你如何处理紧张、攻击性或老年宠物，保障安全]',
        '[你的顾客复购率、会员卡销售或好评情况]',
        '[你取得的宠物美容师等级证书与参加的比赛]',
      ],
      'en-US': [
        '[Your shop or salon, and the breeds and styles you specialize in]',
        '[Pets you bathe and groom each day or month]',
        '[How you handle anxious, aggressive or senior pets safely]',
        '[Rebooking rate, package sales or reviews]',
        '[Grooming certifications and competitions]',
      ],
    },
    achievements: {
      'zh-CN': [
        '每天完成犬猫美容 8 只，全年服务 2000 余只次',
        '全年顾客复购率 75%，门店点评评分 4.9 分',
        '个人全年会员卡与洗护套餐销售 36 万元',
        '连续 3 年零宠物受伤事故',
        '熟练掌握泰迪、比熊、雪纳瑞等 10 余个犬种的标准修剪',
        '每天独立完成 6 只中小型犬的洗护吹干',
      ],
      'en-US': [
        'Groom 8 dogs and cats a day, about 2,000 a year',
        'Hold a 75% rebooking rate and a 4.9-star rating year over year',
        'Sell about $48K a year in grooming packages',
        'No pet injuries on my table in 3 years',
        'Trim 10+ breeds to breed standard, including Poodles, Bichons and Schnauzers',
        'Bathe and blow-dry 6 small and medium dogs a day on my own',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '老年犬温和洗护', description: '为老年犬与体弱犬设计分段洗护流程，减少应激' },
        { name: '会员洗护套餐', description: '设计月度洗护套餐，提升复购与预收款' },
        { name: '新人带教', description: '带教助理掌握洗护与基础修剪，提升门店接单能力' },
      ],
      'en-US': [
        {
          name: 'Senior pet grooming',
          description: 'A gentler, step-by-step routine for older and fragile dogs that reduced stress',
        },
        {
          name: 'Grooming memberships',
          description: 'Monthly packages that raised rebooking and prepaid revenue',
        },
        {
          name: 'Bather training',
          description: 'Taught new bathers bathing and basic trims to expand shop capacity',
        },
      ],
    },
    certifications: {
      'zh-CN': ['CKU 宠物美容师 C 级证书', 'CKU 宠物美容师 B 级证书'],
      'en-US': [
        'Fear Free certification',
        'National Certified Master Groomer (NCMG)',
        'Pet CPR and First Aid',
      ],
    },
    tools: {
      'zh-CN': [
        '电剪',
        '美容剪（直剪、牙剪、弯剪）',
        '吹水机',
        '美容台',
        '宠物店管理系统',
        '美团点评商家后台',
      ],
      'en-US': [
        'Andis clippers',
        'Grooming shears',
        'High-velocity dryers',
        'Grooming tables',
        'MoeGo',
        'Gingr',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年宠物美容经验，持 CKU B 级证书，擅长泰迪与比熊造型，月均服务 200 只次。',
          '耐心细致，重视宠物安全，顾客复购率 75%。',
        ],
        student: ['宠物养护与驯导专业应届生，已取得 CKU C 级证书，在宠物店实习期间完成洗护 300 余只次。'],
      },
      'en-US': {
        experienced: [
          'Fear Free certified pet groomer with 5 years, grooming about 200 pets a month with a 75% rebooking rate.',
          'Patient and safety-first with nervous and senior pets.',
        ],
        student: ['Grooming program graduate who bathed and trimmed 300+ dogs during a shop internship.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['宠物养护与驯导', '宠物医疗技术'],
        courses: ['宠物美容与护理', '犬种识别', '宠物行为学', '犬猫解剖生理'],
      },
      'en-US': {
        majors: ['Pet Grooming Certificate', 'Animal Science'],
        courses: [
          'Breed Standards',
          'Clipper and Scissor Techniques',
          'Animal Handling',
          'Skin and Coat Care',
        ],
      },
    },
    workplace: 'commerce',
    pathway: 'vocational',
  },
  {
    id: 'dog-trainer',
    names: { 'zh-CN': '训犬师', 'en-US': 'Dog Trainer' },
    field: { 'zh-CN': '犬只训练与行为矫正', 'en-US': 'dog training' },
    synonyms: [
      '训犬师',
      '宠物训导师',
      '宠物驯导师',
      '宠物训练师',
      '宠物行为训练师',
      '导盲犬训练师',
      '服务犬驯养师',
      'dog trainer',
      'professional dog trainer',
      'pet trainer',
      'service dog trainer',
      'canine trainer',
      'dog behavior consultant',
    ],
    keywords: ['训犬', 'dog training'],
    skillGroups: {
      'zh-CN': [
        { name: '训练技术', examples: ['正向强化', '响片训练', '随行与召回', '定点如厕'] },
        { name: '行为矫正', examples: ['吠叫与扑人', '分离焦虑', '护食与攻击行为', '幼犬社会化'] },
        { name: '客户服务', examples: ['主人沟通与指导', '课程设计', '训练记录', '团体课教学'] },
      ],
      'en-US': [
        {
          name: 'Training methods',
          examples: [
            'Positive reinforcement',
            'Clicker training',
            'Loose-leash walking and recall',
            'House training',
          ],
        },
        {
          name: 'Behavior',
          examples: ['Reactivity', 'Separation anxiety', 'Resource guarding', 'Puppy socialization'],
        },
        {
          name: 'Client coaching',
          examples: ['Owner coaching', 'Class design', 'Training logs', 'Group classes'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在训犬学校、宠物店或机构的类型，以及训练方向（家庭犬、服务犬）]',
        '[你每月训练的犬只数量与课程形式（寄训、上门、团课）]',
        '[你矫正过的一个典型行为问题，以及结果]',
        '[你如何指导主人巩固训练效果]',
        '[你持有的证书与所学的训练方法]',
      ],
      'en-US': [
        '[Your training school, shop or organization, and focus (family dogs, service dogs)]',
        '[Dogs you train each month and formats (board-and-train, private, group)]',
        '[A behavior problem you resolved and the outcome]',
        '[How you coach owners to keep the results]',
        '[Certifications and training methods you follow]',
      ],
    },
    achievements: {
      'zh-CN': [
        '全年训练犬只 300 余只，寄训课程按期结业率 95%',
        '每年帮助 100 余个家庭解决扑人、乱叫与拉扯牵引绳等问题',
        '开设幼犬社会化团课，每期 8 只，每年开课 20 期',
        '全年顾客满意度 98%，转介绍占新客的 40%',
        '为 2 只导盲犬候选犬完成基础服从训练',
        '协助完成 15 只寄训犬的随行、召回与定点如厕训练',
      ],
      'en-US': [
        'Train about 300 dogs a year, with 95% finishing board-and-train programs on schedule',
        'Help 100+ families a year resolve jumping, barking and leash pulling',
        'Run about 20 puppy socialization classes a year, 8 dogs each',
        'Earned the CPDT-KA after 2 years of teaching group classes',
        'Completed foundation obedience for 2 guide dog candidates',
        'Taught loose-leash walking, recall and house training to 15 board-and-train dogs',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '幼犬社会化课程', description: '设计 6 周幼犬团课，帮助主人建立日常训练习惯' },
        { name: '分离焦虑矫正方案', description: '为焦虑犬制定脱敏计划与主人作业，逐步延长独处时间' },
        { name: '训练记录体系', description: '统一训练记录与回访表，提升课程结业率' },
      ],
      'en-US': [
        {
          name: 'Puppy socialization class',
          description: 'A 6-week group class that set owners up with daily training habits',
        },
        {
          name: 'Separation anxiety plan',
          description: 'Desensitization plans and owner homework that gradually extended alone time',
        },
        {
          name: 'Training records',
          description: 'Shared training logs and follow-ups that raised program completion',
        },
      ],
    },
    certifications: {
      'zh-CN': ['宠物驯导师（职业技能等级证书）', 'CPDT-KA 认证'],
      'en-US': [
        'Karen Pryor Academy Certified Training Partner (KPA CTP)',
        'CPDT-KA',
        'AKC Canine Good Citizen Evaluator',
        'Pet CPR and First Aid',
      ],
    },
    tools: {
      'zh-CN': ['响片', '长牵引绳', '零食包', '嗅闻垫', '训练记录表', '微信'],
      'en-US': ['Clickers', 'Long lines', 'Treat pouches', 'Agility equipment', 'Training logs', 'Zoom'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年训犬经验，持宠物驯导师证书，擅长正向训练与问题行为矫正，累计服务 300 余个家庭。',
          '沟通耐心，重视教会主人巩固训练效果。',
        ],
        student: ['宠物养护与驯导专业应届生，在训犬学校实习期间协助幼犬团课与寄训犬日常训练。'],
      },
      'en-US': {
        experienced: [
          'Dog trainer with 6 years in positive-reinforcement training and behavior cases, helping 300+ families.',
          'Patient coach who teaches owners to keep the results.',
        ],
        student: [
          'Animal science graduate who assisted with puppy classes and board-and-train dogs during a training school internship.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['宠物养护与驯导', '动物科学'],
        courses: ['犬行为学', '宠物驯导技术', '动物福利', '犬解剖生理'],
      },
      'en-US': {
        majors: ['Animal Science', 'Animal Behavior'],
        courses: ['Learning Theory', 'Canine Behavior', 'Animal Welfare', 'Behavior Modification'],
      },
    },
    workplace: 'commerce',
    pathway: 'vocational',
  },
  {
    id: 'massage-therapist',
    names: { 'zh-CN': '按摩师', 'en-US': 'Massage Therapist' },
    field: { 'zh-CN': '保健按摩', 'en-US': 'massage therapy' },
    synonyms: [
      '按摩师',
      '保健按摩师',
      '盲人按摩师',
      '足疗师',
      '足疗技师',
      'SPA按摩师',
      'massage therapist',
      'licensed massage therapist',
      'LMT',
      'sports massage therapist',
      'spa massage therapist',
      'reflexologist',
      'masseuse',
      'masseur',
    ],
    keywords: ['按摩', 'massage', '足疗', 'reflexology'],
    skillGroups: {
      'zh-CN': [
        { name: '按摩手法', examples: ['全身保健按摩', '足部反射区按摩', '肩颈放松', '运动按摩'] },
        { name: '评估与安全', examples: ['肌肉紧张评估', '禁忌症识别', '力度沟通', '卫生消毒'] },
        { name: '顾客服务', examples: ['项目推荐', '会员维护', '预约管理', '回访'] },
      ],
      'en-US': [
        {
          name: 'Modalities',
          examples: ['Swedish massage', 'Deep tissue', 'Sports massage', 'Prenatal massage', 'Reflexology'],
        },
        {
          name: 'Assessment',
          examples: ['Client intake', 'Contraindications', 'SOAP notes', 'Pressure and comfort checks'],
        },
        {
          name: 'Client care',
          examples: ['Rebooking', 'Membership sales', 'Self-care guidance', 'Sanitation'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在门店或机构的类型（养生馆、足疗店、酒店 SPA），以及擅长的手法]',
        '[你每天或每月完成的服务钟数与顾客人数]',
        '[你的点钟率、回头客比例或会员卡销售]',
        '[你如何评估顾客情况、避开禁忌并保障安全]',
        '[你持有的证书与参加的培训]',
      ],
      'en-US': [
        '[Your spa, clinic or studio, and the modalities you specialize in]',
        '[Sessions you deliver each week]',
        '[Request rate, rebooking rate or memberships you sold]',
        '[How you assess clients, screen for contraindications and keep them safe]',
        '[License, certifications and continuing education]',
      ],
    },
    achievements: {
      'zh-CN': [
        '全年完成服务 3000 余个钟，点钟率 60%',
        '全年老顾客回头率 70%，门店点评评分 4.9 分',
        '个人全年会员卡与疗程销售 30 万元',
        '为久坐办公人群设计 45 分钟肩颈放松项目，一年售出 3000 次',
        '每年带教 5 名新技师通过手法考核',
        '每天为 6 至 8 位顾客提供 60 分钟全身或足部按摩，顾客评分 4.8 分',
      ],
      'en-US': [
        'Deliver about 1,100 sessions a year with a 60% request rate',
        'Keep a 70% rebooking rate year over year',
        'Sell about $42K a year in memberships and session packages',
        'Created a 45-minute neck-and-shoulder session for desk workers that sold 3,000 times in a year',
        'Train about 5 new therapists a year to pass the spa technique check',
        'Give 6 to 8 one-hour Swedish or deep tissue sessions a day with 4.8-star feedback',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '肩颈放松项目', description: '面向办公人群设计短时项目，带来新客与复购' },
        { name: '顾客回访计划', description: '整理顾客档案并定期回访，提升回头率' },
        { name: '新技师带教', description: '制定手法考核标准，帮助新人尽快独立上钟' },
      ],
      'en-US': [
        {
          name: 'Desk-worker session',
          description: 'A short neck-and-shoulder service that brought new clients and repeat visits',
        },
        {
          name: 'Client follow-up program',
          description: 'Intake records and check-ins that raised rebooking',
        },
        {
          name: 'New therapist onboarding',
          description: 'Technique checklists that got new hires working on their own sooner',
        },
      ],
    },
    certifications: {
      'zh-CN': ['保健按摩师（职业技能等级证书）', '健康证'],
      'en-US': [
        'CPR and First Aid certification',
        'Licensed Massage Therapist (LMT)',
        'NCBTMB Board Certification',
      ],
    },
    tools: {
      'zh-CN': ['按摩床', '按摩精油', '热石', '筋膜枪', '预约收银系统', '美团商家后台'],
      'en-US': [
        'Massage tables',
        'Oils and lotions',
        'Hot stones',
        'Percussion massagers',
        'Mindbody',
        'SOAP notes',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年保健按摩经验，擅长肩颈调理与足部反射区按摩，月均 260 个钟，点钟率 60%。',
          '手法扎实，注重沟通与顾客安全。',
        ],
        student: ['中医养生保健专业应届生，已取得保健按摩师证书，在养生馆实习期间完成服务 300 余个钟。'],
      },
      'en-US': {
        experienced: [
          'Licensed massage therapist with 6 years in Swedish, deep tissue and sports massage, keeping a 60% request rate.',
          'Attentive to comfort, safety and clear communication.',
        ],
        student: [
          'Massage therapy program graduate with 500+ hours of supervised practice, preparing for the MBLEx.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['中医养生保健', '康复治疗技术'],
        courses: ['人体解剖学', '保健按摩技术', '经络腧穴学', '足部反射区按摩'],
      },
      'en-US': {
        majors: ['Massage Therapy'],
        courses: [
          'Anatomy and Physiology',
          'Swedish Massage',
          'Kinesiology',
          'Pathology',
          'Professional Ethics',
        ],
      },
    },
    workplace: 'salon',
    pathway: 'vocational',
  },
  {
    id: 'makeup-artist',
    names: { 'zh-CN': '化妆师', 'en-US': 'Makeup Artist' },
    field: { 'zh-CN': '化妆造型', 'en-US': 'makeup artistry' },
    synonyms: [
      '化妆师',
      '彩妆师',
      '化妆造型师',
      '彩妆造型师',
      '新娘化妆师',
      '新娘跟妆师',
      '新娘造型师',
      '跟妆造型师',
      '跟妆师',
      '影视化妆师',
      '舞台化妆师',
      '特效化妆师',
      'makeup artist',
      'make-up artist',
      'MUA',
      'bridal makeup artist',
      'special effects makeup artist',
      'SFX makeup artist',
    ],
    keywords: ['跟妆', '新娘妆', 'bridal makeup'],
    skillGroups: {
      'zh-CN': [
        { name: '化妆技术', examples: ['新娘妆', '影视妆', '舞台妆', '特效妆'] },
        { name: '发型与造型', examples: ['盘发', '发型造型', '整体造型搭配', '妆面设计'] },
        { name: '服务与经营', examples: ['试妆沟通', '婚礼跟妆流程', '作品集运营', '工具卫生'] },
      ],
      'en-US': [
        {
          name: 'Makeup',
          examples: ['Bridal makeup', 'Editorial and beauty', 'Film and TV makeup', 'SFX makeup'],
        },
        { name: 'Hair and styling', examples: ['Updos', 'Hairstyling', 'Airbrush makeup', 'Skin prep'] },
        {
          name: 'Business',
          examples: [
            'Client trials',
            'Wedding-day timelines',
            'Portfolio and social media',
            'Kit sanitation',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你的工作类型（婚礼跟妆、影视剧组、舞台演出、广告拍摄）与擅长的妆面]',
        '[你每年服务的新人或拍摄项目数量]',
        '[你参与的一个代表项目（剧组、晚会、时装秀），以及你的分工]',
        '[你的客户评价、转介绍或作品账号情况]',
        '[你的证书、培训或比赛经历]',
      ],
      'en-US': [
        '[Your work (weddings, film and TV, stage, commercial shoots) and signature looks]',
        '[Brides or productions you work on each year]',
        '[A production, show or campaign you worked on, and your role]',
        '[Client reviews, referrals or portfolio reach]',
        '[Licenses, training or competitions]',
      ],
    },
    achievements: {
      'zh-CN': [
        '年均服务新娘 120 位，婚礼跟妆好评率 99%',
        '一年内参与 2 部网剧化妆组，负责 10 名主要演员的日常妆面',
        '每年为 30 场晚会与时装秀完成演员与模特妆发',
        '带领 4 人化妆团队完成 200 人大型活动妆发',
        '在 120 人参赛的省级化妆造型大赛中获得金奖',
        '协助主化妆师完成 20 余场婚礼与拍摄妆发，独立完成伴娘妆 50 余个',
      ],
      'en-US': [
        'Do makeup for about 120 brides a year with 99% five-star reviews',
        'Spent a year on the makeup teams of 2 streaming series, doing daily looks for 10 principal actors',
        'Create hair and makeup for about 30 galas and runway shows a year',
        'Led a team of 4 artists doing hair and makeup for a 200-person event',
        'Won gold among 120 artists in a regional makeup competition',
        'Assisted the lead artist on 20+ weddings and shoots and did 50+ bridesmaid looks on my own',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '婚礼全天跟妆', description: '从试妆到婚礼当天多次换妆，全程保持妆面与造型' },
        { name: '网剧化妆组', description: '按人物设定设计妆面，并做好每日连戏记录' },
        { name: '时装秀后台妆发', description: '带领团队在限定时间内完成模特妆发' },
      ],
      'en-US': [
        {
          name: 'Wedding-day makeup',
          description: 'From trial to several looks on the day, keeping makeup fresh throughout',
        },
        {
          name: 'Streaming series makeup',
          description: 'Character looks and daily continuity notes for the principal cast',
        },
        {
          name: 'Runway backstage',
          description: 'Led a team to finish model hair and makeup on a tight schedule',
        },
      ],
    },
    certifications: {
      'zh-CN': ['化妆师（职业技能等级证书）', '美容师（职业技能等级证书）'],
      'en-US': ['Makeup artistry certificate', 'State esthetician license', 'State cosmetology license'],
    },
    tools: {
      'zh-CN': ['化妆刷具', '喷枪', '假睫毛', '卷发棒', '补光灯', '小红书'],
      'en-US': ['Brush sets', 'Airbrush systems', 'Ring lights', 'Hot tools', 'Kryolan', 'Instagram'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年化妆造型经验，擅长新娘妆与影视妆，年均服务新娘 120 位，好评率 99%。',
          '审美稳定，应变能力强，熟悉剧组与后台工作节奏。',
        ],
        student: ['人物形象设计专业应届生，已取得化妆师证书，在婚纱摄影机构实习期间完成妆面 150 余个。'],
      },
      'en-US': {
        experienced: [
          'Makeup artist with 6 years in bridal, film and TV work, serving about 120 brides a year with 99% five-star reviews.',
          'Calm and quick on set and backstage.',
        ],
        student: [
          'Makeup artistry graduate who assisted on weddings and photo shoots, building a portfolio of 50+ looks.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['人物形象设计', '影视化妆造型'],
        courses: ['化妆基础', '新娘造型', '影视特效化妆', '色彩搭配'],
      },
      'en-US': {
        majors: ['Makeup Artistry', 'Cosmetology'],
        courses: ['Makeup Artistry', 'Color Theory', 'Special Effects Makeup', 'Sanitation and Safety'],
      },
    },
    workplace: 'salon',
    pathway: 'vocational',
  },
  {
    id: 'image-stylist',
    names: { 'zh-CN': '形象设计师', 'en-US': 'Personal Stylist' },
    field: { 'zh-CN': '形象设计与穿搭', 'en-US': 'personal styling' },
    synonyms: [
      '形象设计师',
      '形象顾问',
      '形象管理师',
      '服装造型师',
      '时尚造型师',
      '明星造型师',
      '私人造型师',
      '服装搭配师',
      '穿搭顾问',
      'personal stylist',
      'fashion stylist',
      'wardrobe stylist',
      'image consultant',
      'celebrity stylist',
      'editorial stylist',
      'personal shopper',
      'style consultant',
    ],
    keywords: ['穿搭', '形象设计', 'wardrobe styling'],
    skillGroups: {
      'zh-CN': [
        { name: '形象诊断', examples: ['色彩诊断', '风格诊断', '身材分析', '脸型分析'] },
        { name: '穿搭与造型', examples: ['衣橱整理', '陪同购物', '拍摄造型', '服装借调'] },
        { name: '客户经营', examples: ['客户沟通', '方案呈现', '社交媒体内容', '品牌合作'] },
      ],
      'en-US': [
        {
          name: 'Image analysis',
          examples: ['Color analysis', 'Style profiling', 'Body shape analysis', 'Face shape analysis'],
        },
        {
          name: 'Styling',
          examples: ['Closet edits', 'Personal shopping', 'Editorial styling', 'Pulls and returns'],
        },
        {
          name: 'Client business',
          examples: ['Client consultations', 'Lookbooks', 'Social media content', 'Brand partnerships'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你的服务对象（个人客户、艺人、品牌拍摄）与擅长的风格]',
        '[你每年服务的客户数量或拍摄项目]',
        '[你为一位客户或一次拍摄做的造型方案，以及效果]',
        '[你的复购率、客单价或合作品牌]',
        '[你的培训、认证或作品发表情况]',
      ],
      'en-US': [
        '[Who you style (private clients, talent, brand shoots) and your aesthetic]',
        '[Clients or shoots you style each year]',
        '[A styling plan for a client or shoot, and the result]',
        '[Repeat rate, average package or brands you work with]',
        '[Training, certifications or published work]',
      ],
    },
    achievements: {
      'zh-CN': [
        '年均服务私人客户 80 位，复购率 60%',
        '为 3 位艺人提供综艺与活动造型，全年 50 余场',
        '每年完成品牌电商拍摄造型 40 余次，单日最多 60 套造型',
        '推出衣橱整理与陪购套餐，一年内客单价从 2000 元提升到 3500 元',
        '小红书穿搭账号粉丝 5 万，单篇笔记最高收藏 1.2 万',
        '协助完成 20 余次电商拍摄的服装整理、借调与现场搭配',
      ],
      'en-US': [
        'Style about 80 private clients a year with a 60% repeat rate',
        'Style 3 TV personalities for 50+ appearances and events a year',
        'Style 40+ ecommerce shoots a year, up to 60 looks a day',
        'Launched closet-edit and shopping packages that raised the average package from $300 to $500 within a year',
        'Grew a styling Instagram account to 50,000 followers',
        'Prepped, pulled and steamed looks for 20+ ecommerce shoots',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '职场形象升级方案', description: '为客户完成色彩与风格诊断、衣橱整理和陪同购物' },
        { name: '品牌电商拍摄造型', description: '按季度主题统筹服装、配饰与搭配，保证出片效率' },
        { name: '艺人活动造型', description: '根据活动场合向品牌借调服装，并完成现场造型' },
      ],
      'en-US': [
        {
          name: 'Professional image refresh',
          description: 'Color and style analysis, a closet edit and guided shopping for a client',
        },
        {
          name: 'Ecommerce shoot styling',
          description: 'Seasonal looks, accessories and pulls that kept shoots on schedule',
        },
        {
          name: 'Talent event styling',
          description: 'Pulled looks from brand partners and dressed talent on site',
        },
      ],
    },
    certifications: {
      'zh-CN': ['AICI 认证形象顾问（CIC）'],
      'en-US': ['AICI Certified Image Consultant (CIC)', 'AICI Certified Image Professional (CIP)'],
    },
    tools: {
      'zh-CN': ['色卡', '挂烫机', '小红书', '天猫', '微信', 'Photoshop'],
      'en-US': ['Color swatches', 'Garment steamers', 'Instagram', 'Pinterest', 'Stylebook', 'Canva'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年形象设计经验，服务私人客户与艺人，擅长职场形象与活动造型，客户复购率 60%。',
          '审美敏锐，善于根据客户身材与场合给出实用方案。',
        ],
        student: [
          '服装与服饰设计专业应届生，熟悉色彩与风格诊断，在造型工作室实习期间参与电商拍摄造型 20 余次。',
        ],
      },
      'en-US': {
        experienced: [
          'Personal stylist with 6 years dressing private clients and TV personalities, with a 60% repeat rate.',
          'Sharp eye and practical advice for every body type and occasion.',
        ],
        student: [
          'Fashion merchandising graduate who assisted on 20+ ecommerce shoots during a styling internship.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['服装与服饰设计', '人物形象设计'],
        courses: ['服装搭配', '色彩学', '服装史', '时尚买手'],
      },
      'en-US': {
        majors: ['Fashion Merchandising', 'Fashion Design'],
        courses: ['Color Theory', 'Fashion History', 'Styling', 'Textiles'],
      },
    },
    workplace: 'salon',
  },
  {
    id: 'tattoo-artist',
    names: { 'zh-CN': '纹身师', 'en-US': 'Tattoo Artist' },
    field: { 'zh-CN': '纹身', 'en-US': 'tattooing' },
    synonyms: [
      '纹身师',
      '刺青师',
      '文身师',
      '纹身学徒',
      'tattoo artist',
      'tattooist',
      'tattooer',
      'tattoo apprentice',
    ],
    keywords: ['纹身', '刺青', '文身'],
    skillGroups: {
      'zh-CN': [
        { name: '纹身技法', examples: ['割线', '打雾与渐变', '写实', '传统与新传统'] },
        { name: '图案设计', examples: ['手稿绘制', 'Procreate 设计', '旧纹身遮盖', '图案定制沟通'] },
        { name: '卫生与服务', examples: ['无菌操作', '一次性耗材管理', '术后护理指导', '预约与定金管理'] },
      ],
      'en-US': [
        {
          name: 'Technique',
          examples: ['Linework', 'Shading and gradients', 'Realism', 'American traditional'],
        },
        { name: 'Design', examples: ['Custom design', 'Procreate', 'Cover-ups', 'Client consultations'] },
        {
          name: 'Safety and service',
          examples: [
            'Sterile technique',
            'Cross-contamination control',
            'Aftercare guidance',
            'Booking and deposits',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在工作室的类型与你擅长的风格]',
        '[你每月完成的作品数量与平均工时]',
        '[你的一件代表作品或大面积作品，以及设计思路]',
        '[你的卫生消毒做法与未成年人年龄核验等规范]',
        '[你的预约量、回头客或作品账号情况]',
      ],
      'en-US': [
        '[Your studio and the styles you specialize in]',
        '[Pieces you complete each month and typical session length]',
        '[A signature or large-scale piece and how you designed it]',
        '[Your sterilization, safety and ID-check practices]',
        '[Bookings, repeat clients or portfolio reach]',
      ],
    },
    achievements: {
      'zh-CN': [
        '年均完成纹身作品 250 余件，回头客占 40%',
        '擅长写实与黑灰风格，全年预约排期稳定在 6 周以上',
        '每年完成满背与花臂等大面积作品 8 件',
        '连续 5 年零感染投诉，通过属地卫生检查',
        '从业第 4 年在纹身艺术展获得黑灰组第 2 名',
        '绘制原创手稿 300 余张，整理出 50 余件作品的作品集',
      ],
      'en-US': [
        'Complete about 250 tattoos a year, with 40% of clients coming back for more work',
        'Have kept a 6-week waitlist for black-and-gray realism for 3 years',
        'Finish about 8 back pieces and full sleeves a year',
        'Zero infection complaints in 5 years and clean health inspections',
        'Grew an Instagram following to 40,000 over 3 years, converting 30% of inquiries to bookings',
        'Drew 300+ original flash designs and built a 50-piece portfolio',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '原创手稿作品集', description: '整理原创手稿与练习作品，按风格编排成作品集，用于展示与接单' },
        { name: '定制花臂', description: '与客户多次沟通完成整体设计，分 6 次完成全臂作品' },
        { name: '旧纹身遮盖', description: '重新设计图案遮盖旧作，兼顾美观与皮肤状态' },
        { name: '工作室卫生规范', description: '梳理消毒与耗材流程，保障操作安全' },
      ],
      'en-US': [
        {
          name: 'Flash portfolio',
          description: 'Original flash and practice work organized by style to show clients and book work',
        },
        {
          name: 'Custom full sleeve',
          description: 'Designed with the client over several consultations and finished in 6 sessions',
        },
        {
          name: 'Cover-up work',
          description: 'Redesigned old tattoos into new pieces that worked with the skin',
        },
        {
          name: 'Studio safety standards',
          description: 'Documented sterilization and supply procedures for safe work',
        },
      ],
    },
    certifications: {
      'zh-CN': [],
      'en-US': [
        'Bloodborne Pathogens Certification',
        'State body art practitioner license',
        'First Aid and CPR',
      ],
    },
    tools: {
      'zh-CN': ['旋转纹身机', '纹身电源', '转印机', 'iPad 与 Procreate', '高压灭菌锅', '一次性针嘴'],
      'en-US': [
        'Rotary tattoo machines',
        'Coil machines',
        'Stencil printers',
        'Procreate',
        'Autoclaves',
        'Instagram',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年纹身经验，擅长写实与黑灰风格，累计完成作品 1500 余件，预约排期 6 周以上。',
          '重视卫生与沟通，严格核验年龄，坚持不为未成年人纹身。',
        ],
        student: ['美术专业应届生，素描与图案设计基础扎实，正在纹身工作室做学徒，已能独立完成小图。'],
      },
      'en-US': {
        experienced: [
          'Tattoo artist with 6 years and 1,500+ pieces, specializing in black-and-gray realism with a 6-week waitlist.',
          'Meticulous about safety and client communication.',
        ],
        student: [
          'Fine arts graduate with strong drawing skills, now a tattoo apprentice with Bloodborne Pathogens certification.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['美术', '视觉传达设计'],
        courses: ['素描', '色彩', '图案设计', '卫生消毒基础'],
      },
      'en-US': {
        majors: ['Fine Arts', 'Illustration'],
        courses: ['Drawing', 'Color Theory', 'Design Composition', 'Bloodborne Pathogens Training'],
      },
    },
    workplace: 'salon',
    pathway: 'vocational',
  },
  {
    id: 'esports-professional',
    names: { 'zh-CN': '电竞选手', 'en-US': 'Esports Player' },
    field: { 'zh-CN': '电子竞技', 'en-US': 'esports' },
    synonyms: [
      '电竞选手',
      '职业电竞选手',
      '电子竞技员',
      '电竞青训选手',
      '电竞教练',
      '电竞主教练',
      '电竞分析师',
      'esports player',
      'esports athlete',
      'pro gamer',
      'professional gamer',
      'competitive gamer',
      'esports coach',
      'esports analyst',
    ],
    keywords: ['电竞', '电子竞技', 'esports', 'e-sports'],
    skillGroups: {
      'zh-CN': [
        { name: '竞技能力', examples: ['英雄池深度', '对线与团战', '操作与反应', '版本理解'] },
        { name: '战术与复盘', examples: ['战术执行', '录像复盘', '数据分析', 'BP 策略'] },
        { name: '职业素养', examples: ['团队沟通', '抗压能力', '规律训练', '直播与媒体'] },
      ],
      'en-US': [
        {
          name: 'Gameplay',
          examples: ['Mechanics', 'Game sense', 'Champion and agent pool', 'Meta knowledge'],
        },
        { name: 'Strategy', examples: ['VOD review', 'Draft strategy', 'Stats analysis', 'Shot-calling'] },
        {
          name: 'Professionalism',
          examples: [
            'Team communication',
            'Performance under pressure',
            'Practice discipline',
            'Streaming and media',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你的项目（如 英雄联盟、王者荣耀、无畏契约）、位置与所在战队]',
        '[你参加的联赛或比赛，以及成绩]',
        '[你的关键数据（如 KDA、胜率、天梯排名）]',
        '[你在训练、复盘或战术上的贡献]',
        '[你的直播、内容或商业活动情况]',
        '[如担任教练或分析师：你带的队伍、训练方法与成绩提升]',
      ],
      'en-US': [
        '[Your game (League of Legends, VALORANT, Counter-Strike 2), role and team]',
        '[Leagues or tournaments you competed in, and results]',
        '[Key stats: KDA, win rate, ladder rank]',
        '[Your part in practice, VOD review or strategy]',
        '[Streaming, content or sponsor work]',
        '[If you coach or analyze: the team, your practice methods and the improvement]',
      ],
    },
    achievements: {
      'zh-CN': [
        '效力战队 3 年，随队获得次级联赛冠军',
        '连续 2 年常规赛 KDA 5.0 以上，位置数据排名联赛前 3',
        '担任青训教练 2 年，3 名选手升入一队',
        '建立对手数据库与复盘流程，战队全年胜率从 48% 提升到 65%',
        '国服天梯最高排名第 12 位',
        '参加区域赛 8 场，获得 MVP 3 次',
      ],
      'en-US': [
        'Won a tier-two league title after 3 years on the roster',
        'Held a 5.1 KDA across 2 years of league play, top 3 at my position',
        'As academy coach for 2 years, promoted 3 players to the main roster',
        'Built an opponent database and VOD review process that raised team win rate from 48% to 65% year over year',
        'Peaked at rank 12 on the North American ladder',
        'Won 3 MVP awards in 8 regional matches',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '战术复盘体系', description: '建立录像复盘与数据记录流程，提升战术执行与胜率' },
        { name: '青训选手培养', description: '制定日常训练与考核计划，选拔选手进入一队' },
        { name: '选手直播与内容', description: '规划直播时段与短视频内容，提升个人与战队曝光' },
      ],
      'en-US': [
        {
          name: 'VOD review system',
          description: 'Review and stat tracking that sharpened execution and lifted win rate',
        },
        {
          name: 'Academy player development',
          description: 'Daily practice plans and evaluations that moved players to the main roster',
        },
        {
          name: 'Streaming and content',
          description: 'A stream schedule and short clips that grew personal and team reach',
        },
      ],
    },
    certifications: { 'zh-CN': [], 'en-US': [] },
    tools: {
      'zh-CN': ['英雄联盟', '王者荣耀', '无畏契约', 'OBS', '录像复盘工具', 'KOOK'],
      'en-US': ['League of Legends', 'VALORANT', 'Counter-Strike 2', 'Discord', 'OBS Studio', 'Mobalytics'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '4 年职业电竞经验，英雄联盟打野位，效力战队 3 个赛季，获 2023 年次级联赛冠军。',
          '复盘意识强，沟通积极，能承受高强度训练与比赛压力。',
        ],
        student: ['电子竞技运动与管理专业应届生，王者荣耀国服高分段玩家，在高校电竞联赛中担任队长。'],
      },
      'en-US': {
        experienced: [
          'Esports pro with 4 years as a League of Legends jungler, including a 2023 tier-two league title.',
          'Disciplined in VOD review and steady under pressure.',
        ],
        student: [
          'Esports management graduate and collegiate team captain, ranked in the top 1% of VALORANT players.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['电子竞技运动与管理'],
        courses: ['电子竞技概论', '电竞赛事分析', '运动心理学', '电竞战术与训练'],
      },
      'en-US': {
        majors: ['Esports Management', 'Sport Management'],
        courses: ['Game Analysis', 'Sport Psychology', 'Team Communication', 'Esports Business'],
      },
    },
    workplace: 'media',
    pathway: 'vocational',
  },
  {
    id: 'sports-coach',
    names: { 'zh-CN': '体育教练', 'en-US': 'Athletic Coach' },
    field: { 'zh-CN': '运动训练', 'en-US': 'athletic coaching' },
    synonyms: [
      '体育教练',
      '体育教练员',
      '运动队教练',
      '校队教练',
      '主教练',
      '助理教练',
      '篮球教练',
      '足球教练',
      '青少年足球教练',
      '排球教练',
      '田径教练',
      '乒乓球教练',
      '羽毛球教练',
      '网球教练',
      'athletic coach',
      'sports coach',
      'head coach',
      'assistant coach',
      'youth sports coach',
      'basketball coach',
      'soccer coach',
      'football coach',
      'volleyball coach',
      'track and field coach',
      'tennis coach',
      'baseball coach',
    ],
    keywords: ['运动队', 'athletics'],
    skillGroups: {
      'zh-CN': [
        { name: '训练组织', examples: ['训练计划制定', '专项技术教学', '体能训练', '赛前准备'] },
        { name: '比赛指挥', examples: ['战术布置', '临场指挥', '对手分析', '比赛录像分析'] },
        { name: '队伍管理', examples: ['选材与梯队建设', '运动员心理辅导', '伤病预防', '家长沟通'] },
      ],
      'en-US': [
        {
          name: 'Training',
          examples: [
            'Practice planning',
            'Skill instruction',
            'Strength and conditioning',
            'Season planning',
          ],
        },
        {
          name: 'Game management',
          examples: ['Game strategy', 'In-game adjustments', 'Scouting', 'Film review'],
        },
        {
          name: 'Program leadership',
          examples: ['Player development', 'Athlete mentoring', 'Injury prevention', 'Parent communication'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你执教的项目、队伍类型（校队、体校、俱乐部、青训）与年龄段]',
        '[你负责的队员人数与每周训练安排]',
        '[你带队取得的比赛成绩]',
        '[你培养或输送的运动员，如 达到运动员等级或升入更高水平队伍]',
        '[你持有的教练员证书与参加的培训]',
      ],
      'en-US': [
        '[Your sport, team (school, club, youth academy) and age group]',
        '[Athletes you coach and your weekly practice schedule]',
        '[Team results: records, championships, playoff runs]',
        '[Athletes you developed: college signings, all-conference honors]',
        '[Coaching certifications and clinics]',
      ],
    },
    achievements: {
      'zh-CN': [
        '带领校篮球队时隔 12 年再获市中学生篮球联赛冠军',
        '每周组织训练 5 次，全年管理队员 30 人',
        '年均培养 3 名学生达到国家二级运动员标准',
        '近 3 年向省队与高水平大学输送运动员 6 人',
        '调整热身与体能训练，队员训练伤病率同比下降 30%',
        '协助主教练带训 40 名 U10 学员，每周 3 次课，学员出勤率 95%',
      ],
      'en-US': [
        'Led varsity basketball to its first conference championship in 12 years',
        'Plan the annual practice calendar and run 5 practices a week for a 30-player roster',
        'Sent 12 players to college programs in 5 years, 4 on NCAA Division I scholarships',
        'Turned the team record from 9-15 to 21-6 in 2 years',
        'Cut practice injuries 30% year over year with a new warm-up and conditioning plan',
        'Assisted with practices for 40 under-10 players, 3 sessions a week with 95% attendance',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '青训梯队建设', description: '搭建分年龄段训练体系，稳定输送后备人才' },
        { name: '赛季体能计划', description: '结合专项与体能训练，减少伤病并提升比赛后程表现' },
        { name: '比赛录像分析', description: '用录像复盘对手与本队表现，优化战术布置' },
      ],
      'en-US': [
        {
          name: 'Youth feeder program',
          description: 'Age-group training that built a steady pipeline of players',
        },
        {
          name: 'Season conditioning plan',
          description: 'Sport-specific conditioning that reduced injuries and improved late-game play',
        },
        {
          name: 'Film review process',
          description: 'Scouting and self-scouting film that sharpened game plans',
        },
      ],
    },
    certifications: {
      'zh-CN': ['国家二级运动员证书', '中国足协 D 级教练员证书', '体育教师资格证', '社会体育指导员证书'],
      'en-US': [
        'NFHS Fundamentals of Coaching',
        'CPR and AED',
        'U.S. Soccer D License',
        'NFHS Certified Interscholastic Coach (CIC)',
      ],
    },
    tools: {
      'zh-CN': ['训练计划表', '比赛录像分析软件', '运动手环与心率带', '秒表', '敏捷梯与标志桶', '微信群'],
      'en-US': ['Hudl', 'TeamSnap', 'GameChanger', 'Catapult', 'Stopwatches', 'Google Sheets'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '8 年篮球执教经验，带领校队获得市联赛冠军，培养国家二级运动员 12 人。',
          '重视基本功与体能，善于激励队员。',
        ],
        student: ['运动训练专业应届生，国家二级运动员，在青少年篮球俱乐部实习期间协助带训 40 名学员。'],
      },
      'en-US': {
        experienced: [
          'Varsity basketball coach with 8 years, a 2023 conference title and 12 players sent to college programs.',
          'Builds fundamentals, discipline and team culture.',
        ],
        student: [
          'Kinesiology graduate and former college athlete who assisted with youth soccer club training for 40 players.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['运动训练', '体育教育'],
        courses: ['运动训练学', '运动生理学', '运动心理学', '专项技战术'],
      },
      'en-US': {
        majors: ['Kinesiology', 'Sport Management', 'Physical Education'],
        courses: ['Coaching Methods', 'Sport Psychology', 'Exercise Physiology', 'Athletic Injury Care'],
      },
    },
    workplace: 'school',
  },
  {
    id: 'lifeguard',
    names: { 'zh-CN': '救生员', 'en-US': 'Lifeguard' },
    field: { 'zh-CN': '水上救生', 'en-US': 'lifeguarding' },
    synonyms: [
      '救生员',
      '游泳救生员',
      '泳池救生员',
      '游泳池救生员',
      '海滩救生员',
      'lifeguard',
      'pool lifeguard',
      'beach lifeguard',
      'ocean lifeguard',
      'open water lifeguard',
      'waterfront lifeguard',
      'head lifeguard',
    ],
    keywords: ['水上救生', 'lifeguarding'],
    skillGroups: {
      'zh-CN': [
        { name: '救生技能', examples: ['水中救援', '脊柱损伤处置', '心肺复苏与 AED', '急救包扎'] },
        { name: '安全巡查', examples: ['分区瞭望', '危险行为制止', '泳客分流', '应急演练'] },
        { name: '场馆运营', examples: ['水质检测', '设施检查', '游泳教学辅助', '事故记录'] },
      ],
      'en-US': [
        {
          name: 'Rescue',
          examples: ['Water rescues', 'Spinal injury management', 'CPR and AED', 'First aid'],
        },
        {
          name: 'Surveillance',
          examples: ['Zone scanning', 'Rule enforcement', 'Crowd management', 'Emergency drills'],
        },
        {
          name: 'Facility operations',
          examples: [
            'Water chemistry testing',
            'Equipment checks',
            'Swim lesson support',
            'Incident reports',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你工作的场所（室内泳池、水上乐园、海滩）与日均客流]',
        '[你负责的瞭望区域与值守安排]',
        '[你参与的一次救援或急救，以及结果]',
        '[你在水质检测、设施检查或应急演练中的工作]',
        '[你持有的救生员证与急救证书]',
      ],
      'en-US': [
        '[Your facility (indoor pool, water park, beach) and daily attendance]',
        '[Zones and rotations you cover]',
        '[A rescue or first-aid response you handled, and the outcome]',
        '[Water testing, equipment checks or drills you took part in]',
        '[Lifeguard and first-aid certifications]',
      ],
    },
    achievements: {
      'zh-CN': [
        '在日均接待 800 人次的室内泳池值守，辖区零溺水事故',
        '成功实施水中救援 15 次，均未造成严重伤害',
        '每 2 小时完成一次水质检测，连续 2 年卫生抽检合格',
        '参加每月应急演练，救援响应时间保持在 20 秒以内',
        '暑期在水上乐园担任救生组长，带领 12 名救生员',
        '持游泳救生员国家职业资格证书，每年完成 2 次复训与考核',
      ],
      'en-US': [
        'Guard an indoor pool with 800 swimmers a day, with zero drownings on my watch',
        'Performed 15 water rescues with no serious injuries',
        'Tested water chemistry every 2 hours with 2 years of clean health inspections',
        'Joined monthly drills, keeping rescue response under 20 seconds',
        'Served as head lifeguard at a water park for a summer, leading 12 guards',
        'Keep American Red Cross Lifeguarding current with 4 hours of in-service training a month',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '暑期高峰值守', description: '在高峰期重新划分瞭望区与轮岗，保障泳客安全' },
        { name: '应急救援演练', description: '参与设计溺水与脊柱损伤演练，缩短响应时间' },
        { name: '儿童防溺水宣传', description: '协助开展亲子游泳安全讲座，提升家长安全意识' },
      ],
      'en-US': [
        {
          name: 'Summer peak coverage',
          description: 'Redrew zones and rotations for peak crowds to keep swimmers safe',
        },
        {
          name: 'Rescue drills',
          description: 'Helped design drowning and spinal injury drills that shortened response time',
        },
        {
          name: 'Water safety outreach',
          description: 'Helped run family water safety talks for parents and children',
        },
      ],
    },
    certifications: {
      'zh-CN': ['游泳救生员（国家职业资格证书）', '红十字救护员证'],
      'en-US': [
        'American Red Cross Lifeguarding certification',
        'CPR/AED for Professional Rescuers',
        'Ellis & Associates Lifeguard License',
        'Water Safety Instructor (WSI)',
      ],
    },
    tools: {
      'zh-CN': ['救生管', '救生圈', '脊柱板', 'AED', '水质检测试剂盒', '对讲机'],
      'en-US': ['Rescue tubes', 'Backboards', 'AEDs', 'Water test kits', 'Radios', 'Whistles'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '3 年泳池与水上乐园救生经验，持游泳救生员证，成功救援 15 次，辖区零溺水事故。',
          '警觉性高，应急处置冷静规范。',
        ],
        student: ['社会体育指导与管理专业在读，游泳技术扎实，已取得游泳救生员证与红十字救护员证。'],
      },
      'en-US': {
        experienced: [
          'Lifeguard with 3 seasons at pools and water parks, 15 rescues and zero drownings.',
          'Alert, calm and by the book in emergencies.',
        ],
        student: ['Strong swimmer certified in American Red Cross Lifeguarding and CPR/AED.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['社会体育指导与管理', '休闲体育'],
        courses: ['游泳', '水上救生', '心肺复苏与急救', '体育场馆安全管理'],
      },
      'en-US': {
        majors: ['High School Diploma', 'Recreation Management'],
        courses: ['Lifeguarding', 'First Aid', 'CPR and AED', 'Water Safety'],
      },
    },
    workplace: 'fitness',
    pathway: 'vocational',
  },
  {
    id: 'funeral-director',
    names: { 'zh-CN': '殡仪服务员', 'en-US': 'Funeral Director' },
    field: { 'zh-CN': '殡葬服务', 'en-US': 'funeral service' },
    synonyms: [
      '殡仪服务员',
      '殡葬服务员',
      '殡葬礼仪师',
      '殡葬礼仪主持人',
      '遗体整容师',
      '遗体防腐整容师',
      '入殓师',
      '遗体化妆师',
      '遗体美容师',
      '遗体火化师',
      'funeral director',
      'mortician',
      'embalmer',
      'funeral arranger',
      'funeral attendant',
      'funeral service practitioner',
      'crematory operator',
    ],
    keywords: ['殡葬', '殡仪', 'mortuary', 'embalming'],
    skillGroups: {
      'zh-CN': [
        { name: '治丧服务', examples: ['治丧洽谈', '告别仪式策划与主持', '遗体接运', '丧属心理抚慰'] },
        { name: '遗体处置', examples: ['遗体防腐', '遗体整容与化妆', '遗体冷藏', '火化流程'] },
        { name: '规范与管理', examples: ['殡葬政策法规', '证明与手续办理', '殡葬用品管理', '消毒与防护'] },
      ],
      'en-US': [
        {
          name: 'Family services',
          examples: ['Arrangement conferences', 'Service planning', 'Grief support', 'Pre-need planning'],
        },
        {
          name: 'Care of the deceased',
          examples: ['Embalming', 'Restorative art', 'Cosmetizing', 'Removals'],
        },
        {
          name: 'Compliance and operations',
          examples: [
            'Death certificates and permits',
            'FTC Funeral Rule',
            'Merchandise and pricing',
            'OSHA safety',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在殡仪馆或殡葬服务机构的类型，以及你的岗位]',
        '[你每月承办的治丧或告别仪式数量]',
        '[你负责的遗体防腐、整容或火化工作，以及质量情况]',
        '[你如何与丧属沟通、安抚情绪并办理手续]',
        '[你持有的职业技能等级证书与参加的培训]',
      ],
      'en-US': [
        '[Your funeral home or crematory, and your role]',
        '[Families served or services directed each month]',
        '[Embalming, restorative or cremation work you handle]',
        '[How you guide families through arrangements, paperwork and grief]',
        '[Licenses, certifications and continuing education]',
      ],
    },
    achievements: {
      'zh-CN': [
        '年均承办告别仪式 480 余场，丧属满意度 99%',
        '年均完成遗体防腐整容 200 余例，多例重度损伤遗体修复获丧属感谢',
        '3 年主持告别仪式 300 余场，流程零差错',
        '优化治丧洽谈流程，一年内平均办理时长从 2 小时缩短到 1 小时',
        '工作第 3 年取得遗体防腐整容师（三级）证书',
        '严格执行遗体交接与登记制度，全年 1000 余例身份核对零差错',
        '协助布置告别厅 60 余场，参与遗体接运与冷藏登记',
      ],
      'en-US': [
        'Direct about 240 services a year with 99% family satisfaction scores',
        'Embalm and prepare about 200 decedents a year, including complex restorative cases',
        'Arranged 300+ services over 3 years without a paperwork or scheduling error',
        'Grew pre-need contracts 25% year over year through community seminars',
        'Have held funeral director and embalmer licenses in 2 states for 5 years',
        'Keep chain-of-custody records for about 500 decedents a year with zero identification errors',
        'Assisted with 60+ services, removals and embalming cases',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '治丧服务流程优化', description: '整合洽谈、手续与仪式安排，减轻丧属负担' },
        { name: '遗体修复整容', description: '为事故遗体制定修复方案，尽量还原逝者生前容貌' },
        { name: '生态安葬推广', description: '向家庭介绍树葬、海葬等方式，推动节地生态安葬' },
      ],
      'en-US': [
        {
          name: 'Arrangement process redesign',
          description: 'Combined paperwork and planning steps to ease the burden on families',
        },
        {
          name: 'Restorative art cases',
          description: 'Restoration plans that made open-casket viewings possible after trauma',
        },
        {
          name: 'Pre-need outreach',
          description: 'Community seminars on advance planning that grew pre-need sales',
        },
      ],
    },
    certifications: {
      'zh-CN': [
        '殡仪服务员（职业技能等级证书）',
        '遗体防腐整容师（职业技能等级证书）',
        '遗体火化师（职业技能等级证书）',
      ],
      'en-US': [
        'CANA Crematory Operations Certification (COCP)',
        'State funeral director license',
        'State embalmer license',
        'Certified Funeral Service Practitioner (CFSP)',
      ],
    },
    tools: {
      'zh-CN': ['殡葬服务管理系统', '遗体冷藏柜', '防腐整容器械', '告别厅音响与灯光', '微信', 'Excel'],
      'en-US': [
        'Passare',
        'FrontRunner',
        'Embalming machines',
        'Removal cots',
        'Tribute video software',
        'Microsoft Office',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '7 年殡仪服务经验，持遗体防腐整容师证书，每月承办告别仪式 40 余场，丧属满意度 99%。',
          '沉稳细致，尊重逝者，善于安抚丧属。',
        ],
        student: [
          '现代殡葬技术与管理专业应届生，已取得殡仪服务员证书，在殡仪馆实习期间参与告别仪式 60 余场。',
        ],
      },
      'en-US': {
        experienced: [
          'Licensed funeral director and embalmer with 7 years, directing about 20 services a month with 99% family satisfaction.',
          'Calm, respectful and attentive to grieving families.',
        ],
        student: [
          'Mortuary science graduate who completed a funeral home practicum and is preparing for the National Board Exam.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['现代殡葬技术与管理'],
        courses: ['殡葬礼仪', '遗体防腐与整容', '殡葬心理学', '殡葬政策法规'],
      },
      'en-US': {
        majors: ['Mortuary Science', 'Funeral Service Education'],
        courses: ['Embalming', 'Restorative Art', 'Funeral Service Law', 'Grief Psychology'],
      },
    },
    workplace: 'corporate',
    pathway: 'vocational',
  },
  {
    id: 'nanny',
    names: { 'zh-CN': '育婴师', 'en-US': 'Nanny' },
    field: { 'zh-CN': '婴幼儿照护', 'en-US': 'child care' },
    synonyms: [
      '育婴师',
      '育婴员',
      '月嫂',
      '金牌月嫂',
      '母婴护理师',
      '母婴护理员',
      '产后护理员',
      '育儿嫂',
      '住家育儿嫂',
      'nanny',
      'live-in nanny',
      'night nanny',
      'newborn care specialist',
      'babysitter',
      'au pair',
    ],
    keywords: ['新生儿护理', 'newborn care', '月子'],
    skillGroups: {
      'zh-CN': [
        { name: '新生儿护理', examples: ['喂养与拍嗝', '洗澡与抚触', '脐带护理', '黄疸观察'] },
        { name: '产妇护理', examples: ['月子餐制作', '母乳喂养指导', '产后恢复护理', '情绪疏导'] },
        { name: '早期教育', examples: ['作息培养', '辅食添加', '早教游戏', '绘本阅读'] },
      ],
      'en-US': [
        {
          name: 'Infant care',
          examples: ['Feeding and bottle prep', 'Sleep routines', 'Bathing and diapering', 'Newborn care'],
        },
        {
          name: 'Child development',
          examples: ['Age-appropriate play', 'Early literacy', 'Potty training', 'Positive discipline'],
        },
        {
          name: 'Household support',
          examples: ['Meal prep for children', 'Family scheduling', 'School pickups', 'Light housekeeping'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你的服务类型（月嫂、住家育儿嫂、白班育婴）与照顾的宝宝月龄]',
        '[你服务过的家庭数量与平均服务周期]',
        '[你处理过的一次特殊情况（如 早产儿、黄疸、夜醒频繁），以及结果]',
        '[你的家庭好评、续约或转介绍情况]',
        '[你持有的育婴员、救护等证书]',
      ],
      'en-US': [
        '[Your role (newborn care, full-time, live-in, night nanny) and the ages of the children]',
        '[Families you have worked with and how long you stayed]',
        '[A challenge you handled (preemie, colic, sleep) and the outcome]',
        '[Family references, renewals or referrals]',
        '[CPR, first aid and newborn care certifications]',
      ],
    },
    achievements: {
      'zh-CN': [
        '年均服务 8 个家庭，每单平均服务 42 天',
        '帮助产妇建立母乳喂养，年均纯母乳喂养率 80%',
        '近 3 年照护 3 名早产儿，出月时体重均达到医生建议标准',
        '连续 5 年家庭好评率 100%，60% 的订单来自老客户转介绍',
        '入行第 2 年取得育婴员（四级）证书',
        '负责 12 名 1 至 3 岁幼儿的日常作息与游戏活动，家长满意度 98%',
      ],
      'en-US': [
        'Cared for children in 9 families, staying 2 years on average',
        'Helped 12 infants sleep through the night by 6 months over the last 5 years',
        'Cared for 3 premature babies at home over 4 years, following each pediatrician plan',
        'Referrals brought 70% of placements over the last 5 years, with written references from every family',
        'Manage schedules and school pickups for 3 children in a busy household',
        'Babysat for 6 families with children from newborns to 8-year-olds',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '婴儿作息培养', description: '根据月龄制定喂养与睡眠计划，帮助建立规律作息' },
        { name: '早产儿居家护理', description: '遵医嘱做好喂养、保暖与体重记录，帮助宝宝平稳成长' },
        { name: '母乳喂养指导', description: '指导正确衔乳与追奶，帮助产妇建立母乳喂养' },
      ],
      'en-US': [
        {
          name: 'Newborn sleep plan',
          description: 'Age-based feeding and sleep schedules that built steady routines',
        },
        {
          name: 'Preemie care at home',
          description: 'Followed the pediatrician plan for feeding, warmth and weight logs',
        },
        {
          name: 'Toddler learning routine',
          description: 'Daily play, reading and outings that supported early development',
        },
      ],
    },
    certifications: {
      'zh-CN': ['育婴员（职业技能等级证书）', '健康证', '红十字救护员证'],
      'en-US': [
        'Pediatric CPR and First Aid certification',
        'NCSA Certified Newborn Care Specialist',
        'INA Nanny Credential Exam',
        'Safe Sleep Training',
      ],
    },
    tools: {
      'zh-CN': ['温奶器', '奶瓶消毒器', '婴儿体温计', '婴儿背带', '喂养记录 App', '早教绘本'],
      'en-US': [
        'Baby monitors',
        'Bottle sterilizers',
        'Huckleberry',
        'Car seats',
        'Care.com',
        'Google Calendar',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年月嫂经验，持育婴员证，累计服务 45 个家庭，擅长新生儿护理与母乳喂养指导。',
          '细心耐心，作息培养有方法，老客户转介绍占 60%。',
        ],
        student: [
          '早期教育专业应届生，已取得育婴员证与红十字救护员证，在早教中心实习期间照护 0 至 3 岁婴幼儿。',
        ],
      },
      'en-US': {
        experienced: [
          'Career nanny with 8 years caring for newborns to school-age children, with references from every family.',
          'Calm, organized and focused on healthy routines.',
        ],
        student: [
          'Early childhood education graduate certified in pediatric CPR and first aid, with babysitting and daycare practicum experience.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['早期教育', '现代家政服务与管理'],
        courses: ['婴幼儿护理', '婴幼儿营养与喂养', '婴幼儿早期教育', '产妇护理'],
      },
      'en-US': {
        majors: ['Early Childhood Education', 'Child Development'],
        courses: ['Child Development', 'Infant and Toddler Care', 'Pediatric First Aid', 'Child Nutrition'],
      },
    },
    workplace: 'corporate',
    pathway: 'vocational',
  },
  {
    id: 'dive-instructor',
    names: { 'zh-CN': '潜水教练', 'en-US': 'Scuba Instructor' },
    field: { 'zh-CN': '休闲潜水教学', 'en-US': 'scuba instruction' },
    synonyms: [
      '潜水教练',
      '潜水教练员',
      '自由潜教练',
      '潜水长',
      'scuba instructor',
      'dive instructor',
      'scuba diving instructor',
      'divemaster',
      'freediving instructor',
    ],
    keywords: ['padi', 'scuba', '自由潜'],
    skillGroups: {
      'zh-CN': [
        { name: '潜水教学', examples: ['开放水域课程', '进阶与救援课程', '专长课程', '自由潜教学'] },
        { name: '潜水安全', examples: ['潜水计划', '水下救援', '氧气急救', '装备检查'] },
        { name: '潜店运营', examples: ['带领潜水团', '课程销售', '装备维护', '船潜安排'] },
      ],
      'en-US': [
        {
          name: 'Instruction',
          examples: ['Open Water courses', 'Advanced and Rescue courses', 'Specialty courses', 'Freediving'],
        },
        {
          name: 'Dive safety',
          examples: ['Dive planning', 'Rescue skills', 'Emergency oxygen', 'Gear checks'],
        },
        {
          name: 'Dive shop operations',
          examples: ['Guiding fun dives', 'Course sales', 'Equipment maintenance', 'Boat and trip logistics'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你工作的潜店或度假村所在地，以及你的教练等级]',
        '[你每年签发的证书数量与带潜次数]',
        '[你带领的潜点、潜水团与学员构成]',
        '[你处理过的一次安全状况，以及如何预防事故]',
        '[你的课程销售、复购或学员评价]',
      ],
      'en-US': [
        '[Your dive shop or resort, location and instructor rating]',
        '[Certifications you issue and dives you lead each year]',
        '[Dive sites, trips and students you work with]',
        '[A safety issue you managed and how you prevent incidents]',
        '[Course sales, repeat students or reviews]',
      ],
    },
    achievements: {
      'zh-CN': [
        '持 PADI 开放水域潜水教练资格，年均签发潜水证书 120 张',
        '年均带潜 400 余次，保持零事故记录',
        '全年学员好评率 98%，40% 的学员继续报读进阶课程',
        '开发中文自由潜入门课程，一年招收学员 150 人',
        '成为教练一年后取得 PADI MSDT 资格，可教授 5 门专长课程',
        '负责潜店 60 套租赁装备的日常检查与保养',
        '作为潜水长协助开放水域课程 30 期，带领体验潜水 200 余人次',
      ],
      'en-US': [
        'Issue about 120 PADI certifications a year as an Open Water Scuba Instructor',
        'Lead about 400 dives a year with a clean safety record',
        'Keep 98% positive reviews each year, with 40% of students continuing to Advanced',
        'Launched a freediving intro course that enrolled 150 students in one year',
        'Earned PADI MSDT a year after becoming an instructor, adding 5 specialty courses',
        'Check and maintain 60 sets of rental gear',
        'Assisted with 30 Open Water classes as a Divemaster and guided 200+ Discover Scuba divers',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '潜水安全流程', description: '统一下水前简报与装备检查，降低潜水风险' },
        { name: '自由潜入门课程', description: '设计中文课程与泳池训练，拓展新客群' },
        { name: '装备维护计划', description: '建立租赁装备维护与年检台账，延长使用寿命' },
      ],
      'en-US': [
        {
          name: 'Dive safety briefings',
          description: 'Standard briefings and buddy checks that lowered risk on every dive',
        },
        {
          name: 'Freediving intro course',
          description: 'A beginner course and pool sessions that reached new students',
        },
        {
          name: 'Rental gear maintenance',
          description: 'A maintenance and service log that extended gear life',
        },
      ],
    },
    certifications: {
      'zh-CN': ['PADI 潜水长', 'PADI 开放水域潜水教练（OWSI）', 'EFR 急救教练', 'AIDA 自由潜教练'],
      'en-US': [
        'PADI Divemaster certification',
        'PADI Open Water Scuba Instructor (OWSI)',
        'PADI Master Scuba Diver Trainer (MSDT)',
        'EFR Instructor',
        'DAN Emergency Oxygen Provider',
      ],
    },
    tools: {
      'zh-CN': [
        '潜水电脑表',
        'BCD 浮力调整装置',
        '呼吸调节器',
        '气瓶与空压机',
        '高氧测氧仪',
        'PADI eLearning',
      ],
      'en-US': [
        'Dive computers',
        'BCDs',
        'Regulators',
        'Tanks and compressors',
        'Nitrox analyzers',
        'PADI eLearning',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年潜水教学经验，持 PADI 开放水域潜水教练资格，累计带潜 2000 余次、零事故。',
          '讲解耐心，擅长帮助紧张的学员建立水中信心。',
        ],
        student: ['休闲体育专业应届生，已取得 PADI 潜水长资格，在潜店实习期间协助开放水域课程 30 期。'],
      },
      'en-US': {
        experienced: [
          'PADI instructor with 5 years and 2,000+ dives led without incident, issuing about 120 certifications a year.',
          'Patient teacher who helps nervous divers build confidence.',
        ],
        student: [
          'Recreation management graduate and PADI Divemaster who assisted with 30 Open Water classes during a dive shop internship.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['休闲体育', '社会体育指导与管理'],
        courses: ['潜水理论与技术', '水上救生', '海洋生物', '运动急救'],
      },
      'en-US': {
        majors: ['Recreation Management', 'Marine Biology'],
        courses: ['Dive Theory', 'Rescue Diving', 'Marine Ecology', 'First Aid'],
      },
    },
    workplace: 'hotel',
    pathway: 'vocational',
  },
  {
    id: 'ski-instructor',
    names: { 'zh-CN': '滑雪教练', 'en-US': 'Ski Instructor' },
    field: { 'zh-CN': '滑雪教学', 'en-US': 'ski instruction' },
    synonyms: [
      '滑雪教练',
      '单板滑雪教练',
      '双板滑雪教练',
      '滑雪指导员',
      'ski instructor',
      'snowboard instructor',
      'ski and snowboard instructor',
    ],
    keywords: ['滑雪', 'skiing', 'snowboarding'],
    skillGroups: {
      'zh-CN': [
        { name: '滑雪教学', examples: ['双板教学', '单板教学', '儿童教学', '零基础课程'] },
        { name: '技术能力', examples: ['平行式转弯', '刻滑', '公园与道具', '野雪与粉雪'] },
        { name: '安全与服务', examples: ['雪场安全规则', '摔倒保护教学', '伤情初步处理', '课程销售'] },
      ],
      'en-US': [
        {
          name: 'Teaching',
          examples: ['Beginner lessons', 'Private lessons', 'Kids programs', 'Group lessons'],
        },
        { name: 'Technical skiing', examples: ['Carving', 'Moguls', 'Terrain park', 'Off-piste'] },
        {
          name: 'Safety and guest service',
          examples: ['Responsibility Code', 'Lesson sales', 'First aid', 'Guest communication'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你执教的雪场、雪季与教学类型（双板、单板、儿童）]',
        '[你每个雪季的教学课时与学员人数]',
        '[你带学员取得的进步，如 从零基础到独立滑行中级道]',
        '[你的私教课复购率或学员评价]',
        '[你持有的教练证书与等级]',
      ],
      'en-US': [
        '[Your resort, seasons and discipline (ski, snowboard, kids)]',
        '[Lesson hours and students each season]',
        '[Progress your students made, such as first-timers to blue runs]',
        '[Private lesson requests, repeat rate or reviews]',
        '[Certifications and levels]',
      ],
    },
    achievements: {
      'zh-CN': [
        '年均教学约 600 课时，私教课复购率 50%',
        '年均教授学员 300 余人，85% 的零基础学员 3 天内能独立滑行初级道',
        '全年教练评分位列雪场前 10%',
        '每年负责儿童滑雪营，带领 80 名 6 至 12 岁学员',
        '取得 CSIA 一级证书 2 年后晋升二级',
        '每年协助雪场培训 15 名新教练',
        '春节高峰月完成零基础双板教学 200 余课时，学员评分 4.8 分',
      ],
      'en-US': [
        'Teach about 600 lesson hours a year, with half of my private students rebooking',
        'Teach about 300 students a year, with 85% of first-timers skiing green runs on their own within 3 days',
        'Rank in the top 10% of resort instructors by guest ratings each year',
        'Run a kids ski camp each year for 80 children ages 6 to 12',
        'Earned PSIA Alpine Level 2 two years after Level 1',
        'Help train about 15 new instructors each year',
        'Taught 200+ hours of first-timer lessons during the holiday peak with 4.8-star reviews',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '三天零基础课程', description: '设计分阶段教学方案，帮助新手快速独立滑行' },
        { name: '儿童滑雪营', description: '结合游戏化教学与安全管理，提升家长满意度' },
        { name: '新教练培训', description: '协助制定教学标准与跟课考核' },
      ],
      'en-US': [
        {
          name: 'Three-day beginner program',
          description: 'A step-by-step progression that got first-timers skiing on their own',
        },
        {
          name: 'Kids ski camp',
          description: 'Game-based lessons and strict safety routines that won parent loyalty',
        },
        {
          name: 'New instructor training',
          description: 'Teaching standards and lesson shadowing for new hires',
        },
      ],
    },
    certifications: {
      'zh-CN': ['社会体育指导员（滑雪）', 'CSIA 一级', 'CASI 一级', '红十字救护员证'],
      'en-US': [
        'PSIA Alpine Level 1 certification',
        'PSIA Alpine Level 2',
        'AASI Snowboard Level 1',
        "PSIA-AASI Children's Specialist 1",
      ],
    },
    tools: {
      'zh-CN': ['双板与单板雪具', '雪场课程预约系统', '运动相机', '视频分析 App', '对讲机', '护具'],
      'en-US': [
        'Ski and snowboard gear',
        'Lesson scheduling software',
        'GoPro',
        'Video analysis apps',
        'Radios',
        'Trail maps',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 个雪季滑雪教学经验，持 CSIA 二级证书，累计教授学员 1500 余人，擅长零基础与儿童教学。',
          '讲解清晰，重视安全，私教课复购率 50%。',
        ],
        student: ['冰雪运动专业应届生，双板技术扎实，已取得社会体育指导员（滑雪）证书，在雪场实习一个雪季。'],
      },
      'en-US': {
        experienced: [
          'PSIA Level 2 ski instructor with 5 seasons and 1,500+ students, specializing in first-timers and kids.',
          'Clear, encouraging teacher who keeps safety first.',
        ],
        student: [
          'Recreation management graduate and strong skier with PSIA Level 1, finishing a season as a trainee instructor.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['冰雪运动', '社会体育指导与管理'],
        courses: ['滑雪技术与教学', '冰雪运动训练', '运动损伤预防', '户外安全与救护'],
      },
      'en-US': {
        majors: ['Recreation Management', 'Outdoor Recreation'],
        courses: ['Outdoor Leadership', 'Teaching Methods', 'Exercise Science', 'Wilderness First Aid'],
      },
    },
    workplace: 'hotel',
    pathway: 'vocational',
  },
];
