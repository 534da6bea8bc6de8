// Job families of food and beverage service: chefs, bakers, baristas, bartenders, restaurant managers and servers.
import type { JobFamily } from '../job-family.ts';

export const FOOD_BEVERAGE_FAMILIES: readonly JobFamily[] = [
  {
    id: 'chef',
    names: { 'zh-CN': '厨师', 'en-US': 'Chef' },
    field: { 'zh-CN': '烹饪', 'en-US': 'culinary arts' },
    synonyms: [
      '厨师',
      '厨师长',
      '行政总厨',
      '主厨',
      '副厨师长',
      '中餐厨师',
      '西餐厨师',
      '热菜厨师',
      '凉菜厨师',
      '面点师',
      '炒锅',
      '砧板',
      '日料厨师',
      '粤菜厨师',
      '川菜厨师',
      '厨房主管',
      '帮厨',
      '厨工',
      'chef',
      'head chef',
      'executive chef',
      'sous chef',
      'chef de partie',
      'line cook',
      'cook',
      'prep cook',
      'commis chef',
      'pastry cook',
      'kitchen manager',
      'private chef',
    ],
    keywords: ['厨房', 'kitchen', '菜品', 'culinary', '出品'],
    skillGroups: {
      'zh-CN': [
        { name: '烹饪技艺', examples: ['刀工', '火候掌控', '调味', '菜品摆盘'] },
        { name: '菜系', examples: ['粤菜', '川菜', '西餐', '日料'] },
        { name: '厨房管理', examples: ['菜单研发', '成本控制', '食品安全', '出品标准化'] },
      ],
      'en-US': [
        { name: 'Technique', examples: ['Knife skills', 'Sauces', 'Seasoning', 'Plating'] },
        { name: 'Cuisines', examples: ['French', 'Italian', 'Asian', 'Modern American'] },
        {
          name: 'Kitchen management',
          examples: ['Menu development', 'Food costing', 'Food safety', 'Consistency standards'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的餐厅或酒店类型、菜系与每日出餐量]',
        '[你负责的岗位（热菜、凉菜、面点）或管理的厨房团队人数]',
        '[你研发的新菜品，以及上市后的点单率或顾客评价]',
        '[你在食材成本或损耗上的控制成果，具体数字]',
        '[你负责的食品安全与卫生检查结果]',
      ],
      'en-US': [
        '[Your restaurant or hotel, cuisine and covers per day]',
        '[Your station or the kitchen team you run]',
        '[Dishes you created and how they sold or were reviewed]',
        '[Food cost or waste results, with numbers]',
        '[Food safety and health inspection results]',
      ],
    },
    achievements: {
      'zh-CN': [
        '在五星级酒店中餐厅担任热菜主厨，日均出餐 400 份',
        '研发季节新菜 20 道，其中 5 道成为招牌菜，点单率超过 30%',
        '带领 12 人厨房团队，出品合格率 99%',
        '优化采购与备料，食材成本率从 38% 降到 32%',
        '厨房连续 3 年食品安全检查零问题',
        '2023 年获得省级烹饪技能大赛金奖',
      ],
      'en-US': [
        'Run the hot kitchen of a five-star hotel restaurant serving 400 covers a day',
        'Created 20 seasonal dishes, 5 of which became signatures ordered by over 30% of tables',
        'Lead a 12-person brigade with 99% plating consistency',
        'Tightened purchasing and prep, cutting food cost from 38% to 32%',
        'Passed every health inspection for 3 years',
        'Won gold at a regional culinary competition in 2023',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '季节菜单研发', description: '结合时令食材研发新菜，提升复购' },
        { name: '出品标准化', description: '制定标准菜谱与摆盘规范，保证品质稳定' },
        { name: '厨房成本控制', description: '优化采购、备料与损耗管理，降低成本' },
      ],
      'en-US': [
        {
          name: 'Seasonal menu',
          description: 'New dishes built around seasonal produce that brought guests back',
        },
        {
          name: 'Recipe standardization',
          description: 'Standard recipes and plating for consistent quality',
        },
        { name: 'Kitchen cost control', description: 'Purchasing, prep and waste changes that cut cost' },
      ],
    },
    certifications: {
      'zh-CN': [
        '中式烹调师（职业技能等级证书）',
        '西式烹调师（职业技能等级证书）',
        '健康证',
        '食品安全管理员证',
      ],
      'en-US': ['ServSafe Manager', 'ACF Certified Sous Chef (CSC)', 'Food Handler certificate'],
    },
    tools: {
      'zh-CN': ['万能蒸烤箱', '炒灶', '真空低温慢煮机', '急冻柜', '厨房管理系统', 'Excel'],
      'en-US': [
        'Combi ovens',
        'Sous vide',
        'Blast chillers',
        'Salamanders',
        'Recipe costing software',
        'Kitchen display systems',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '10 年中餐烹饪经验，担任五星级酒店热菜主厨，擅长粤菜与创新菜研发。',
          '管理 12 人厨房团队，食材成本率降低 6 个百分点。',
        ],
        student: ['烹饪工艺与营养专业应届生，刀工与基本功扎实，在酒店厨房实习 6 个月。'],
      },
      'en-US': {
        experienced: [
          'Chef with 10 years in fine dining, now running the hot kitchen of a five-star hotel.',
          'Leads a 12-person brigade and cut food cost by 6 points.',
        ],
        student: ['Culinary school graduate with solid fundamentals and a 6-month hotel kitchen placement.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['烹饪工艺与营养', '西式烹饪工艺'],
        courses: ['烹饪原料学', '中式烹调工艺', '食品安全与卫生', '厨房管理'],
      },
      'en-US': {
        majors: ['Culinary Arts'],
        courses: ['Culinary Fundamentals', 'Garde Manger', 'Food Safety', 'Kitchen Management'],
      },
    },
    workplace: 'restaurant',
    pathway: 'vocational',
  },
  {
    id: 'baker',
    names: { 'zh-CN': '面包烘焙师', 'en-US': 'Baker' },
    field: { 'zh-CN': '烘焙', 'en-US': 'baking and pastry' },
    synonyms: [
      '烘焙师',
      '面包师',
      '面包烘焙师',
      '西点师',
      '甜点师',
      '蛋糕师',
      '裱花师',
      '烘焙学徒',
      '西点主管',
      '糕点师',
      'baker',
      'pastry chef',
      'cake decorator',
      'bread baker',
      'head baker',
      'patissier',
      'baking assistant',
    ],
    keywords: ['烘焙', 'baking', '面包', 'pastry', '西点'],
    skillGroups: {
      'zh-CN': [
        { name: '产品', examples: ['欧包', '吐司', '法式甜点', '裱花蛋糕'] },
        { name: '工艺', examples: ['面团发酵', '层酥起酥', '巧克力调温', '配方调整'] },
        { name: '管理', examples: ['生产排程', '原料成本', '食品安全', '新品研发'] },
      ],
      'en-US': [
        {
          name: 'Products',
          examples: ['Artisan bread', 'Viennoiserie', 'Plated desserts', 'Celebration cakes'],
        },
        {
          name: 'Technique',
          examples: ['Fermentation', 'Lamination', 'Chocolate tempering', 'Recipe scaling'],
        },
        {
          name: 'Operations',
          examples: ['Production planning', 'Ingredient costing', 'Food safety', 'Product development'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的烘焙店、酒店或工厂类型，以及日产量]',
        '[你擅长的产品品类与技术]',
        '[你研发的新品，以及上市后的销量]',
        '[你在损耗、成本或出品稳定性上的成绩]',
        '[你带的团队或获得的比赛成绩]',
      ],
      'en-US': [
        '[Your bakery, hotel or plant, and daily output]',
        '[The products and techniques you specialize in]',
        '[New products you developed and how they sold]',
        '[Waste, cost or consistency results]',
        '[The team you lead or competitions you placed in]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责连锁烘焙门店中央厨房，日产面包与甜点 3000 件',
        '研发 12 款新品，其中 3 款月销量超过 1 万件',
        '优化生产排程，产品报废率从 8% 降到 3%',
        '制定 60 款产品标准配方，门店出品一致性显著提升',
        '带领 6 人烘焙团队，按时出品率 100%',
        '2023 年获得全国烘焙技能大赛铜奖',
      ],
      'en-US': [
        'Run the central bakery for a chain, producing 3,000 breads and pastries a day',
        'Developed 12 new products, 3 selling more than 10,000 a month',
        'Improved production planning, cutting waste from 8% to 3%',
        'Wrote standard recipes for 60 products for consistent quality across stores',
        'Lead a 6-person team with 100% on-time production',
        'Won bronze at a national baking competition in 2023',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '季节限定新品', description: '结合节日与时令研发限定产品，带动门店销售' },
        { name: '配方标准化', description: '统一配方与工艺参数，保证各门店品质一致' },
        { name: '降低报废', description: '按销售数据调整生产量，减少浪费' },
      ],
      'en-US': [
        {
          name: 'Seasonal specials',
          description: 'Limited products for holidays and seasons that lifted sales',
        },
        {
          name: 'Recipe standardization',
          description: 'Shared recipes and process settings for consistency',
        },
        { name: 'Waste reduction', description: 'Production matched to sales data to cut waste' },
      ],
    },
    certifications: {
      'zh-CN': ['西式面点师（职业技能等级证书）', '健康证', '食品安全管理员证'],
      'en-US': ['Certified Baker (RBA)', 'ServSafe Food Handler', 'ACF Certified Pastry Culinarian'],
    },
    tools: {
      'zh-CN': ['平炉烤箱', '风炉', '和面机', '醒发箱', '开酥机', '巧克力调温机'],
      'en-US': [
        'Deck ovens',
        'Convection ovens',
        'Spiral mixers',
        'Proofers',
        'Dough sheeters',
        'Tempering machines',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '7 年烘焙经验，擅长欧包与法式甜点，负责中央厨房日产 3000 件。',
          '研发的新品月销过万，注重品质与成本。',
        ],
        student: ['西点烘焙专业应届生，熟悉面包与蛋糕制作，在烘焙店实习 4 个月。'],
      },
      'en-US': {
        experienced: [
          'Baker with 7 years in artisan bread and French pastry, running a central bakery producing 3,000 items a day.',
          'Creates best-sellers while watching quality and cost.',
        ],
        student: ['Baking and pastry graduate with a 4-month bakery placement.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['西式烹饪工艺', '烘焙技术'],
        courses: ['面包制作', '西点制作', '食品营养', '食品安全'],
      },
      'en-US': {
        majors: ['Baking and Pastry Arts'],
        courses: ['Artisan Breads', 'Pastry Fundamentals', 'Cake Decorating', 'Food Safety'],
      },
    },
    workplace: 'restaurant',
    pathway: 'vocational',
  },
  {
    id: 'barista',
    names: { 'zh-CN': '咖啡师', 'en-US': 'Barista' },
    field: { 'zh-CN': '咖啡制作与门店服务', 'en-US': 'coffee service' },
    synonyms: [
      '咖啡师',
      '咖啡师学徒',
      '咖啡店员',
      '咖啡店店员',
      '吧台咖啡师',
      '首席咖啡师',
      '茶饮师',
      '奶茶店员',
      '饮品师',
      'barista',
      'head barista',
      'coffee barista',
      'lead barista',
      'coffee shop assistant',
      'tea specialist',
    ],
    keywords: ['咖啡', 'coffee', 'espresso', '拉花', 'latte art', '茶饮'],
    skillGroups: {
      'zh-CN': [
        { name: '咖啡技术', examples: ['意式浓缩萃取', '拉花', '手冲', '磨豆参数调整'] },
        { name: '饮品研发', examples: ['创意特调', '茶饮配方', '季节限定', '成本核算'] },
        { name: '门店服务', examples: ['顾客接待', '收银', '设备清洁保养', '库存管理'] },
      ],
      'en-US': [
        {
          name: 'Coffee',
          examples: ['Espresso extraction', 'Latte art', 'Pour-over', 'Grinder calibration'],
        },
        {
          name: 'Drinks development',
          examples: ['Signature drinks', 'Tea recipes', 'Seasonal menus', 'Costing'],
        },
        { name: 'Service', examples: ['Customer service', 'POS', 'Equipment cleaning', 'Inventory'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的咖啡店类型与日均出杯量]',
        '[你掌握的咖啡技术与出品稳定性]',
        '[你研发的饮品，以及上市后的销量]',
        '[你的服务评价、会员拉新或复购成绩]',
        '[你负责的门店事务（开闭店、库存、带新人）]',
      ],
      'en-US': [
        '[Your café and how many drinks you make a day]',
        '[Your coffee skills and consistency]',
        '[Drinks you created and how they sold]',
        '[Customer ratings, loyalty sign-ups or repeat visits]',
        '[Store duties you handle (opening, stock, training)]',
      ],
    },
    achievements: {
      'zh-CN': [
        '在精品咖啡店日均出杯 250 杯，出品一致性考核满分',
        '研发 4 款季节特调，其中 1 款月销 3000 杯',
        '门店好评率 99%，会员拉新每月 150 人',
        '负责库存与订货，原料损耗降低 20%',
        '带教 5 名新咖啡师独立上岗',
        '获得城市拉花比赛第 2 名',
      ],
      'en-US': [
        'Make 250 drinks a day in a specialty café with top consistency scores',
        'Created 4 seasonal signatures, one selling 3,000 cups a month',
        'Hold a 99% positive rating and sign up 150 loyalty members a month',
        'Manage stock and ordering, cutting waste by 20%',
        'Trained 5 new baristas to work independently',
        'Placed 2nd in a citywide latte art competition',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '季节特调研发', description: '结合时令水果与咖啡研发限定饮品' },
        { name: '出品标准化', description: '统一萃取参数与配方，保证口味稳定' },
        { name: '会员拉新活动', description: '设计门店活动，提升会员数与复购' },
      ],
      'en-US': [
        { name: 'Seasonal drinks', description: 'Limited drinks combining seasonal fruit and coffee' },
        {
          name: 'Drink consistency',
          description: 'Standard recipes and extraction settings for reliable taste',
        },
        { name: 'Loyalty drive', description: 'In-store promotions that grew members and repeat visits' },
      ],
    },
    certifications: {
      'zh-CN': ['SCA 咖啡师技能认证（Barista Skills）', '咖啡师（职业技能等级证书）', '健康证'],
      'en-US': ['SCA Barista Skills (Foundation / Intermediate)', 'Food Handler certificate'],
    },
    tools: {
      'zh-CN': ['意式咖啡机', '磨豆机', '手冲壶', 'POS 收银系统', '电子秤', '制冰机'],
      'en-US': [
        'Espresso machines',
        'Grinders',
        'Pour-over kettles',
        'POS systems',
        'Scales',
        'Batch brewers',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '4 年精品咖啡店工作经验，持 SCA 咖啡师认证，日均出杯 250 杯、出品稳定。',
          '擅长饮品研发与顾客服务，研发特调月销 3000 杯。',
        ],
        student: ['热爱咖啡，完成咖啡师培训，做过 1 年咖啡店兼职，服务热情。'],
      },
      'en-US': {
        experienced: [
          'SCA-certified barista with 4 years in specialty coffee, making 250 consistent drinks a day.',
          'Creative with new drinks and warm with customers.',
        ],
        student: ['Coffee enthusiast with barista training and a year of part-time café work.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['酒店管理', '餐饮管理'],
        courses: ['咖啡制作', '饮品调制', '服务礼仪', '食品安全'],
      },
      'en-US': {
        majors: ['Hospitality', 'High School Diploma'],
        courses: ['Coffee Fundamentals', 'Customer Service', 'Food Safety', 'Cash Handling'],
      },
    },
    workplace: 'restaurant',
    pathway: 'vocational',
  },
  {
    id: 'bartender',
    names: { 'zh-CN': '调酒师', 'en-US': 'Bartender' },
    field: { 'zh-CN': '调酒与酒水服务', 'en-US': 'bar service' },
    synonyms: [
      '调酒师',
      '酒吧调酒师',
      '首席调酒师',
      '吧台服务员',
      '酒水员',
      '酒吧经理',
      '吧员',
      'bartender',
      'mixologist',
      'head bartender',
      'bar manager',
      'barback',
      'bar supervisor',
    ],
    keywords: ['鸡尾酒', 'cocktail', '酒吧', 'wset', '葡萄酒'],
    skillGroups: {
      'zh-CN': [
        { name: '调酒技术', examples: ['经典鸡尾酒', '创意特调', '花式调酒', '无酒精饮品'] },
        { name: '酒水知识', examples: ['烈酒', '葡萄酒', '精酿啤酒', '酒单设计'] },
        { name: '吧台管理', examples: ['库存与成本', '顾客服务', '负责任售酒', '出品速度'] },
      ],
      'en-US': [
        {
          name: 'Mixology',
          examples: ['Classic cocktails', 'Signature cocktails', 'Flair', 'Zero-proof drinks'],
        },
        { name: 'Product knowledge', examples: ['Spirits', 'Wine', 'Craft beer', 'Menu design'] },
        {
          name: 'Bar management',
          examples: ['Inventory and pour cost', 'Guest service', 'Responsible service', 'Speed of service'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的酒吧或酒店类型，以及每晚出杯量]',
        '[你设计的酒单或特调，以及销量表现]',
        '[你在酒水成本或库存管理上的成绩]',
        '[你的顾客评价、复购或带动的营业额]',
        '[你获得的比赛成绩或证书]',
      ],
      'en-US': [
        '[Your bar or hotel, and drinks served a night]',
        '[Menus or signature drinks you created, and how they sold]',
        '[Pour cost or inventory results]',
        '[Guest reviews, regulars or sales you drove]',
        '[Competitions or certifications]',
      ],
    },
    achievements: {
      'zh-CN': [
        '在酒店行政酒廊担任调酒师，周末每晚出杯 300 杯',
        '设计季节鸡尾酒单 12 款，酒水销售额提升 25%',
        '优化库存管理，酒水成本率从 28% 降到 22%',
        '大众点评评分保持在 4.8 分以上',
        '带教 4 名新吧员',
        '2023 年获得城市鸡尾酒大赛季军',
      ],
      'en-US': [
        'Serve 300 drinks a night at weekends in a hotel lounge',
        'Designed a 12-drink seasonal menu that lifted beverage sales by 25%',
        'Tightened inventory to cut pour cost from 28% to 22%',
        'Keep the bar rated above 4.8 on review sites',
        'Trained 4 new barbacks',
        'Placed third in a citywide cocktail competition in 2023',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '季节鸡尾酒单', description: '结合本地风味设计特调，提升酒水销售' },
        { name: '酒水成本控制', description: '标准配方与定期盘点，降低成本' },
        { name: '主题酒会', description: '策划品鉴与主题活动，吸引新客' },
      ],
      'en-US': [
        {
          name: 'Seasonal cocktail menu',
          description: 'Signature drinks with local flavours that lifted sales',
        },
        { name: 'Pour cost control', description: 'Standard recipes and regular counts that cut cost' },
        { name: 'Themed tasting nights', description: 'Events that brought in new guests' },
      ],
    },
    certifications: {
      'zh-CN': ['调酒师（职业技能等级证书）', 'WSET 二级葡萄酒认证', '健康证'],
      'en-US': ['TIPS certification', 'WSET Level 2 Award in Wines', 'BarSmarts'],
    },
    tools: {
      'zh-CN': ['雪克壶', '量酒器', '制冰机', 'POS 系统', '库存管理表', '吧台设备'],
      'en-US': [
        'Shakers and jiggers',
        'Ice machines',
        'POS systems',
        'BevSpot',
        'Draught systems',
        'Bar tools',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年调酒经验，擅长创意特调与酒单设计，酒水销售提升 25%。',
          '重视出品与服务，成本控制意识强。',
        ],
        student: ['酒店管理专业应届生，完成调酒培训，熟悉经典鸡尾酒，服务热情。'],
      },
      'en-US': {
        experienced: [
          'Bartender with 6 years behind hotel and cocktail bars, designing menus that lifted sales by 25%.',
          'Fast, consistent and careful with cost.',
        ],
        student: ['Hospitality graduate with bartending training and a warm service style.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['酒店管理', '餐饮管理'],
        courses: ['酒水知识与调酒', '餐饮服务', '葡萄酒基础', '服务礼仪'],
      },
      'en-US': {
        majors: ['Hospitality Management'],
        courses: ['Beverage Management', 'Mixology', 'Wine Fundamentals', 'Guest Service'],
      },
    },
    workplace: 'restaurant',
    pathway: 'vocational',
  },
  {
    id: 'restaurant-manager',
    names: { 'zh-CN': '餐厅经理', 'en-US': 'Restaurant Manager' },
    field: { 'zh-CN': '餐饮管理', 'en-US': 'restaurant management' },
    synonyms: [
      '餐厅经理',
      '餐厅店长',
      '餐饮店长',
      '餐饮经理',
      '餐厅主管',
      '楼面经理',
      '前厅经理',
      '餐饮主管',
      '餐饮总监',
      '餐厅副经理',
      '火锅店店长',
      'restaurant manager',
      'restaurant general manager',
      'assistant restaurant manager',
      'food and beverage manager',
      'f&b manager',
      'front of house manager',
      'floor manager',
      'dining room manager',
    ],
    keywords: ['餐饮', 'restaurant', '翻台率', '人效', 'food cost'],
    skillGroups: {
      'zh-CN': [
        { name: '门店运营', examples: ['营业额管理', '翻台率提升', '排班', '食品安全'] },
        { name: '成本控制', examples: ['食材成本', '人力成本', '能耗管理', '损耗控制'] },
        { name: '顾客与团队', examples: ['服务标准', '客诉处理', '员工培训', '点评平台运营'] },
      ],
      'en-US': [
        { name: 'Operations', examples: ['Sales management', 'Table turns', 'Scheduling', 'Food safety'] },
        { name: 'Cost control', examples: ['Food cost', 'Labor cost', 'Utilities', 'Waste'] },
        {
          name: 'Guests & team',
          examples: ['Service standards', 'Guest recovery', 'Training', 'Online reviews'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你管理的餐厅类型、面积、座位数与员工人数]',
        '[你负责的经营指标（营业额、翻台率、成本率、利润）及其变化]',
        '[你推动的一项经营改善，以及效果]',
        '[你的顾客满意度、点评评分或客诉处理成绩]',
        '[你培养的员工与团队稳定性]',
      ],
      'en-US': [
        '[Your restaurant: type, size, seats and staff]',
        '[KPIs you own (sales, table turns, cost ratios, profit) and how they moved]',
        '[An operational improvement you drove and its effect]',
        '[Guest satisfaction, review scores or complaint recovery]',
        '[People you developed and team stability]',
      ],
    },
    achievements: {
      'zh-CN': [
        '管理 200 座火锅门店、45 名员工，年营业额 1800 万元',
        '优化排队与翻台流程，晚市翻台率从 3.2 提升到 4.5',
        '食材成本率从 42% 降到 37%，门店利润率提升 5 个百分点',
        '大众点评评分从 4.3 提升到 4.7',
        '培养 3 名主管晋升为店长，员工年流失率降到 25%',
        '门店连续 3 年食品安全检查零问题',
      ],
      'en-US': [
        'Run a 200-seat restaurant with 45 staff and $2.5M in annual sales',
        'Reworked the waitlist and turn process, raising dinner turns from 3.2 to 4.5',
        'Cut food cost from 42% to 37%, lifting profit margin by 5 points',
        'Raised our review score from 4.3 to 4.7',
        'Promoted 3 supervisors to general manager and cut staff turnover to 25%',
        'Passed every health inspection for 3 years',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '翻台率提升', description: '优化排队、点餐与清台流程，提高晚市接待量' },
        { name: '成本管控', description: '盘点与订货制度改进，降低食材成本' },
        { name: '点评口碑提升', description: '服务标准与差评回访机制，提升评分' },
      ],
      'en-US': [
        {
          name: 'Table turn improvement',
          description: 'Faster seating, ordering and resets to serve more guests',
        },
        { name: 'Cost control', description: 'Better counts and ordering that cut food cost' },
        { name: 'Review score recovery', description: 'Service standards and follow-up that raised ratings' },
      ],
    },
    certifications: {
      'zh-CN': ['食品安全管理员证', '健康证', '企业人力资源管理师（三级）'],
      'en-US': ['ServSafe Manager', 'ManageFirst Professional (MFP)', 'TIPS certification'],
    },
    tools: {
      'zh-CN': ['餐饮 POS 系统', '美团商家后台', '大众点评', '企业微信', 'Excel', '排班系统'],
      'en-US': ['Toast POS', 'OpenTable', 'Yelp for Business', '7shifts', 'Excel', 'MarketMan'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '8 年餐饮管理经验，管理年营业额 1800 万元的门店，翻台率与利润率均显著提升。',
          '重视食品安全与团队培养，培养出 3 名店长。',
        ],
        student: ['酒店管理专业应届生，在连锁餐饮企业做过管培生实习，熟悉门店运营。'],
      },
      'en-US': {
        experienced: [
          'Restaurant manager with 8 years, running a $2.5M restaurant and raising both turns and margin.',
          'Focused on food safety and people, with 3 team members promoted to GM.',
        ],
        student: ['Hospitality graduate with a management trainee placement in a restaurant group.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['酒店管理', '餐饮管理'],
        courses: ['餐饮管理', '成本控制', '服务质量管理', '人力资源管理'],
      },
      'en-US': {
        majors: ['Hospitality Management', 'Restaurant Management'],
        courses: ['Restaurant Operations', 'Cost Control', 'Service Management', 'Human Resources'],
      },
    },
    workplace: 'restaurant',
  },
  {
    id: 'waiter',
    names: { 'zh-CN': '餐厅服务员', 'en-US': 'Server' },
    field: { 'zh-CN': '餐饮服务', 'en-US': 'food service' },
    synonyms: [
      '服务员',
      '餐厅服务员',
      '餐饮服务员',
      '传菜员',
      '迎宾',
      '领位员',
      '宴会服务员',
      '包厢服务员',
      '西餐厅服务员',
      '点餐员',
      '收银服务员',
      'server',
      'waiter',
      'waitress',
      'food server',
      'restaurant server',
      'hostess',
      'busser',
      'food runner',
      'banquet server',
      'wait staff',
    ],
    keywords: ['点餐', 'table service', '宴会', 'banquet'],
    skillGroups: {
      'zh-CN': [
        { name: '餐桌服务', examples: ['点餐推荐', '上菜与分餐', '酒水服务', '宴会服务'] },
        { name: '顾客沟通', examples: ['迎宾领位', '客诉处理', '特殊需求照顾', '会员推广'] },
        { name: '规范', examples: ['服务礼仪', '食品安全', '收银结账', '清洁与摆台'] },
      ],
      'en-US': [
        { name: 'Table service', examples: ['Menu recommendations', 'Serving', 'Wine service', 'Banquets'] },
        {
          name: 'Guests',
          examples: ['Greeting and seating', 'Guest recovery', 'Dietary needs', 'Loyalty sign-ups'],
        },
        {
          name: 'Standards',
          examples: ['Service etiquette', 'Food safety', 'POS and payments', 'Table setting'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的餐厅或酒店类型，负责的区域与桌数]',
        '[你每班服务的客人数量与服务评价]',
        '[你的推荐销售成绩（如 酒水、套餐、会员卡）]',
        '[你处理的一次客诉或特殊情况，以及顾客反馈]',
        '[你获得的服务表彰或带教新人情况]',
      ],
      'en-US': [
        '[Your restaurant or hotel, and the section and tables you cover]',
        '[Guests you serve per shift and your service ratings]',
        '[Upselling results (drinks, set menus, memberships)]',
        '[A complaint or special situation you handled, and the guest feedback]',
        '[Service awards or new staff you trained]',
      ],
    },
    achievements: {
      'zh-CN': [
        '在高端中餐厅负责 8 张桌台，每班服务客人 80 位',
        '个人酒水推荐销售额每月 3 万元，位列门店第一',
        '收到顾客点名表扬 20 余次',
        '参与 50 余场婚宴与商务宴会服务，零差错',
        '每月办理会员卡 40 张',
        '获评 2023 年度门店服务之星',
      ],
      'en-US': [
        'Cover 8 tables in an upscale restaurant, serving about 80 guests a shift',
        'Sell $4K a month in drinks, the most in the restaurant',
        'Received 20+ guest compliments by name',
        'Worked 50+ weddings and corporate banquets without a mistake',
        'Sign up 40 loyalty members a month',
        'Named service star of the year in 2023',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '宴会服务', description: '参与婚宴与商务宴会的摆台、上菜与现场服务' },
        { name: '推荐销售提升', description: '熟悉菜品与酒水，主动推荐提升客单价' },
        { name: '新员工带教', description: '带领新人熟悉服务流程与标准' },
      ],
      'en-US': [
        {
          name: 'Banquet service',
          description: 'Set-up, serving and floor service for weddings and corporate events',
        },
        { name: 'Suggestive selling', description: 'Menu and wine knowledge that raised average checks' },
        { name: 'New staff training', description: 'Showed new servers the service steps and standards' },
      ],
    },
    certifications: {
      'zh-CN': ['健康证', '餐厅服务员（职业技能等级证书）'],
      'en-US': ['Food Handler certificate', 'TIPS certification'],
    },
    tools: {
      'zh-CN': ['点餐 POS 系统', '无线点餐器', '收银系统', '对讲机', '美团收银', '会员系统'],
      'en-US': [
        'POS systems',
        'Handheld ordering devices',
        'Payment terminals',
        'Reservation systems',
        'Radios',
        'Loyalty apps',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '4 年高端餐厅服务经验，熟悉宴会与包厢服务，酒水推荐销售门店第一。',
          '热情细致，多次获得顾客点名表扬。',
        ],
        student: ['酒店管理专业在读，做过餐厅兼职服务员，性格开朗，能适应早晚班。'],
      },
      'en-US': {
        experienced: [
          'Server with 4 years in upscale dining and banquets, top seller of drinks in the restaurant.',
          'Attentive and warm, with 20+ compliments from guests.',
        ],
        student: ['Outgoing student with part-time serving experience, flexible on shifts.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['酒店管理', '高星级饭店运营与管理'],
        courses: ['餐饮服务与管理', '服务礼仪', '酒水知识', '食品安全'],
      },
      'en-US': {
        majors: ['Hospitality', 'High School Diploma'],
        courses: ['Food and Beverage Service', 'Customer Service', 'Wine Basics', 'Food Safety'],
      },
    },
    workplace: 'restaurant',
    pathway: 'vocational',
  },
];
