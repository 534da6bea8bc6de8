// Job families of creative design: game design, interior, industrial and fashion design, illustration and 3D art.
import type { JobFamily } from '../job-family.ts';

export const DESIGN_CREATIVE_FAMILIES: readonly JobFamily[] = [
  {
    id: 'game-designer',
    names: { 'zh-CN': '游戏策划', 'en-US': 'Game Designer' },
    field: { 'zh-CN': '游戏策划', 'en-US': 'game design' },
    synonyms: [
      '游戏策划',
      '游戏策划师',
      '游戏设计师',
      '系统策划',
      '数值策划',
      '关卡策划',
      '关卡设计师',
      '战斗策划',
      '剧情策划',
      '玩法策划',
      '游戏主策',
      '主策划',
      'game designer',
      'level designer',
      'systems designer',
      'combat designer',
      'narrative designer',
      'economy designer',
      'gameplay designer',
      'quest designer',
      'lead game designer',
    ],
    keywords: ['数值平衡', 'game design', 'level design', '关卡设计'],
    skillGroups: {
      'zh-CN': [
        { name: '策划能力', examples: ['系统设计', '数值平衡', '关卡设计', '商业化设计'] },
        { name: '文档与配置', examples: ['策划案撰写', 'Excel 配表', '流程图', '原型验证'] },
        { name: '分析能力', examples: ['竞品拆解', '玩家行为数据分析', '留存与付费分析', '用户调研'] },
      ],
      'en-US': [
        {
          name: 'Design',
          examples: ['Systems design', 'Economy balancing', 'Level design', 'Monetization design'],
        },
        {
          name: 'Documentation',
          examples: [
            'Design documents',
            'Spreadsheet configuration',
            'Flowcharts',
            'Paper and engine prototypes',
          ],
        },
        {
          name: 'Analysis',
          examples: [
            'Competitive teardown',
            'Player telemetry',
            'Retention and revenue analysis',
            'Playtesting',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的游戏、品类与你的策划方向（系统、数值、关卡或剧情）]',
        '[你设计的一个系统或玩法：设计目标、核心规则与上线后的玩家数据]',
        '[你做的一次数值或经济调整：问题、调整方案与留存或付费的变化]',
        '[你参与的版本或活动：内容量、你的分工与上线效果]',
        '[你用数据或玩家反馈驱动的一项改进，以及结果]',
      ],
      'en-US': [
        '[The game, genre and your design focus (systems, economy, levels or narrative)]',
        '[A system or mechanic you designed: goals, core rules and how players responded]',
        '[A balance or economy change: the problem, your change and its effect on retention or revenue]',
        '[A content update or live event you worked on: scope, your part and results]',
        '[An improvement driven by data or player feedback, and the outcome]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责一款 SLG 手游的养成系统设计，上线后次日留存提升 6 个百分点',
        '重做新手引导流程，新手关卡完成率从 62% 提升到 85%',
        '设计 3 个大型赛季活动，活动期间日活跃用户增长 30%',
        '调整装备掉落与经济产出，通胀问题解决后付费率提升 2.5 个百分点',
        '独立设计 20 个关卡，玩家平均评分 4.6 分（满分 5 分）',
        '建立数值模型与配表校验工具，配置错误减少 70%',
      ],
      'en-US': [
        'Designed the progression system of a mobile strategy game, lifting day-1 retention by 6 points',
        'Rebuilt the tutorial, raising completion from 62% to 85%',
        'Designed 3 seasonal events that grew daily active players by 30% while they ran',
        'Rebalanced loot and currency sinks to fix inflation, lifting payer conversion by 2.5 points',
        'Designed 20 levels with an average player rating of 4.6 out of 5',
        'Built a balance model and config checks that cut configuration errors by 70%',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '新手引导重做', description: '拆解流失节点并重新设计引导节奏，大幅提升新手留存' },
        { name: '赛季活动设计', description: '设计赛季目标、奖励与玩法节奏，拉动活跃与付费' },
        { name: '游戏经济系统调优', description: '建立产出消耗模型，解决资源通胀问题' },
      ],
      'en-US': [
        {
          name: 'Tutorial redesign',
          description:
            'Found where new players quit and rebuilt the pacing, sharply improving early retention',
        },
        {
          name: 'Seasonal event design',
          description: 'Goals, rewards and pacing that drove engagement and revenue',
        },
        { name: 'Economy rebalance', description: 'A source-and-sink model that fixed resource inflation' },
      ],
    },
    certifications: { 'zh-CN': [], 'en-US': [] },
    tools: {
      'zh-CN': ['Excel', 'Axure', 'Xmind', 'Unity', 'Visio', 'Python'],
      'en-US': ['Excel', 'Google Sheets', 'Unity', 'Unreal Engine', 'Miro', 'Machinations'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '4 年手游策划经验，主攻系统与数值，参与两款上线产品的核心系统设计。',
          '重视数据与玩家反馈，设计的新手引导将完成率提升到 85%。',
        ],
        student: ['数字媒体专业在读，资深玩家，独立完成过游戏策划案与 Demo，擅长竞品拆解。'],
      },
      'en-US': {
        experienced: [
          'Game designer with 4 years on mobile titles, focused on systems and economy, with core systems in two shipped games.',
          'Led by data and player feedback; raised tutorial completion to 85%.',
        ],
        student: [
          'Game design student and avid player who has written full design documents and built a playable demo.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['数字媒体艺术', '数字媒体技术'],
        courses: ['游戏设计概论', '交互叙事', '概率论与数理统计', '用户心理学'],
      },
      'en-US': {
        majors: ['Game Design', 'Interactive Media'],
        courses: ['Game Design Fundamentals', 'Interactive Narrative', 'Probability', 'Player Psychology'],
      },
    },
    workplace: 'tech',
  },
  {
    id: 'interior-designer',
    names: { 'zh-CN': '室内设计师', 'en-US': 'Interior Designer' },
    field: { 'zh-CN': '室内设计', 'en-US': 'interior design' },
    synonyms: [
      '室内设计师',
      '室内设计',
      '家装设计师',
      '家装设计',
      '工装设计师',
      '软装设计师',
      '软装设计',
      '空间设计师',
      '商业空间设计师',
      '装修设计师',
      '深化设计师',
      '陈设设计师',
      'interior designer',
      'interior design',
      'interior architect',
      'residential designer',
      'commercial interior designer',
      'space planner',
      'interior decorator',
      'ff&e designer',
    ],
    keywords: ['家装', '软装', '酷家乐', '3ds max', '施工图深化'],
    skillGroups: {
      'zh-CN': [
        { name: '设计能力', examples: ['空间规划', '方案设计', '软装搭配', '灯光设计'] },
        { name: '制图与表现', examples: ['AutoCAD 施工图', '3ds Max', 'SketchUp', '酷家乐'] },
        { name: '项目落地', examples: ['材料选型', '预算控制', '现场交底', '客户沟通'] },
      ],
      'en-US': [
        {
          name: 'Design',
          examples: ['Space planning', 'Concept design', 'FF&E selection', 'Lighting design'],
        },
        { name: 'Drawing & visualization', examples: ['AutoCAD', 'Revit', 'SketchUp', 'Enscape'] },
        {
          name: 'Delivery',
          examples: ['Material specification', 'Budgeting', 'Site coordination', 'Client presentations'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的项目类型（家装、办公、酒店、商业）与面积、预算规模]',
        '[一个代表项目：客户需求、你的设计概念与落地效果]',
        '[你完成的施工图或深化设计，以及与施工方的配合结果]',
        '[你在预算、材料或工期上的把控：节省的成本或按期交付的情况]',
        '[你的签单率、客户满意度或作品获奖情况]',
      ],
      'en-US': [
        '[The kinds of projects you design (homes, offices, hotels, retail), their size and budgets]',
        '[A signature project: the brief, your concept and how it turned out]',
        '[Construction drawings or detailing you produced, and how the build went]',
        '[How you managed budget, materials or schedule: savings or on-time handover]',
        '[Your client conversion, satisfaction or design awards]',
      ],
    },
    achievements: {
      'zh-CN': [
        '年均完成 25 套家装设计，客单价 30 万元，签单率 45%',
        '主导 3000 平方米办公空间设计，从方案到竣工 4 个月，按期交付',
        '优化材料选型，在效果不变的前提下为客户节省预算 15%',
        '完成 12 个精品酒店客房的施工图深化，现场变更减少 30%',
        '2023 年设计作品获得省级室内设计大赛银奖',
        '客户满意度 98%，转介绍客户占比 40%',
      ],
      'en-US': [
        'Designed 25 homes a year at an average budget of $40K with a 45% close rate',
        'Led a 32,000 sq ft office design from concept to completion in 4 months, on schedule',
        'Re-specified materials to save clients 15% without changing the look',
        'Detailed 12 boutique hotel room types, cutting site change orders by 30%',
        'Won a silver award at a regional interior design competition in 2023',
        'Kept client satisfaction at 98%, with 40% of new work from referrals',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '科技公司总部办公空间', description: '围绕协作与专注重新规划空间，兼顾品牌展示与员工体验' },
        { name: '精品酒店客房设计', description: '完成方案与施工图深化，在预算内实现设计效果' },
        { name: '旧房改造家装项目', description: '重新规划户型与收纳，提升采光与使用面积' },
      ],
      'en-US': [
        {
          name: 'Tech headquarters office',
          description: 'Re-planned the space for collaboration and focus while showing off the brand',
        },
        {
          name: 'Boutique hotel rooms',
          description: 'Concept through construction drawings, delivering the design within budget',
        },
        {
          name: 'Home renovation',
          description: 'Reworked the layout and storage for more light and usable space',
        },
      ],
    },
    certifications: {
      'zh-CN': ['室内装饰设计师（职业技能等级证书）', 'LEED Green Associate'],
      'en-US': ['NCIDQ Certification', 'LEED Green Associate', 'WELL AP'],
    },
    tools: {
      'zh-CN': ['AutoCAD', '3ds Max', 'SketchUp', '酷家乐', 'V-Ray', 'Photoshop'],
      'en-US': ['AutoCAD', 'Revit', 'SketchUp', 'Enscape', 'V-Ray', 'Photoshop'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年室内设计经验，覆盖家装与办公空间，能独立完成从方案到施工图与现场落地的全过程。',
          '年均签单 25 套，客户满意度 98%。',
        ],
        student: ['环境设计专业应届生，熟练使用 CAD 与 3ds Max，完成过住宅与商业空间课程设计。'],
      },
      'en-US': {
        experienced: [
          'Interior designer with 6 years in residential and office projects, from concept through drawings to site.',
          'Designs about 25 homes a year with 98% client satisfaction.',
        ],
        student: [
          'Interior design graduate skilled in AutoCAD and SketchUp, with residential and retail studio projects.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['环境设计', '室内设计'],
        courses: ['室内设计原理', '人体工程学', '建筑装饰材料', '施工图设计'],
      },
      'en-US': {
        majors: ['Interior Design', 'Interior Architecture'],
        courses: ['Space Planning', 'Building Codes', 'Materials and Finishes', 'Lighting Design'],
      },
    },
    workplace: 'agency',
  },
  {
    id: 'industrial-designer',
    names: { 'zh-CN': '工业设计师', 'en-US': 'Industrial Designer' },
    field: { 'zh-CN': '工业设计', 'en-US': 'industrial design' },
    synonyms: [
      '工业设计师',
      '工业设计',
      '产品外观设计师',
      '外观设计师',
      '产品造型设计师',
      'ID设计师',
      'CMF设计师',
      '产品工业设计',
      'industrial designer',
      'industrial design',
      'product industrial designer',
      'cmf designer',
      'id designer',
      'consumer product designer',
      'hardware product designer',
    ],
    keywords: ['rhino', 'keyshot', 'cmf', '手板', 'alias'],
    skillGroups: {
      'zh-CN': [
        { name: '设计能力', examples: ['外观造型', 'CMF 设计', '人机工程', '设计调研'] },
        { name: '建模与渲染', examples: ['Rhino', 'KeyShot', 'SolidWorks', 'Alias'] },
        { name: '量产落地', examples: ['手板验证', '结构协同', '工艺与材料', '供应商沟通'] },
      ],
      'en-US': [
        { name: 'Design', examples: ['Form development', 'CMF', 'Ergonomics', 'Design research'] },
        { name: 'Modeling & rendering', examples: ['Rhino', 'KeyShot', 'SolidWorks', 'Alias'] },
        {
          name: 'Manufacturing',
          examples: [
            'Prototyping',
            'Working with mechanical engineers',
            'Materials and processes',
            'Supplier reviews',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责设计的产品品类，以及从概念到量产参与的阶段]',
        '[一款代表产品：设计目标、你的方案与上市后的销量或评价]',
        '[你做的 CMF 或人机改进，以及用户测试结果]',
        '[你与结构、供应商协作解决的量产问题，对成本或良率的影响]',
        '[你的设计获得的奖项或专利]',
      ],
      'en-US': [
        '[The products you design and which stages you cover, from concept to mass production]',
        '[A signature product: the brief, your design and its sales or reviews]',
        '[CMF or ergonomic improvements you made, and what user testing showed]',
        '[A manufacturing problem you solved with engineers and suppliers, and its effect on cost or yield]',
        '[Design awards or patents]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责 8 款小家电的外观设计，其中 3 款年销量超过 50 万台',
        '主导一款无线吸尘器的人机优化，握持舒适度评分提升 25%',
        '与结构团队协同优化分件方案，模具成本降低 18%',
        '2 款产品分别获得红点设计奖与 iF 设计奖',
        '申请外观设计专利 12 项，已授权 10 项',
        '建立产品 CMF 规范库，新品配色方案确定时间缩短 40%',
      ],
      'en-US': [
        'Designed 8 small appliances, 3 of them selling more than 500,000 units a year',
        'Led ergonomic work on a cordless vacuum that raised grip comfort scores by 25%',
        'Reworked part splits with mechanical engineers, cutting tooling cost by 18%',
        'Won a Red Dot and an iF design award for 2 products',
        'Filed 12 design patents, 10 of them granted',
        'Built a CMF library that cut color-and-finish decisions for new products by 40%',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '无线吸尘器外观与人机设计', description: '从用户调研到量产跟进，兼顾颜值、握持与成本' },
        { name: '智能音箱系列 CMF 设计', description: '制定系列配色与材质方案，强化品牌识别度' },
        { name: '可持续材料应用研究', description: '评估再生塑料在外观件上的可行性并推动量产' },
      ],
      'en-US': [
        {
          name: 'Cordless vacuum design',
          description: 'From user research to production, balancing looks, grip and cost',
        },
        {
          name: 'Smart speaker CMF family',
          description: 'Colors and materials that strengthened brand recognition across the range',
        },
        {
          name: 'Recycled materials study',
          description: 'Proved recycled plastics for visible parts and took them to production',
        },
      ],
    },
    certifications: { 'zh-CN': [], 'en-US': [] },
    tools: {
      'zh-CN': ['Rhino', 'KeyShot', 'SolidWorks', 'Photoshop', 'Illustrator', 'Alias'],
      'en-US': ['Rhino', 'KeyShot', 'SolidWorks', 'Alias', 'Photoshop', 'Blender'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年消费电子与小家电工业设计经验，跟进过 8 款产品从概念到量产，获红点与 iF 设计奖。',
          '懂设计也懂制造，擅长在造型、体验与成本之间找到平衡。',
        ],
        student: ['工业设计专业应届生，熟练使用 Rhino 与 KeyShot，作品集包含 3 个完整的产品设计项目。'],
      },
      'en-US': {
        experienced: [
          'Industrial designer with 6 years in consumer electronics and appliances, taking 8 products from concept to production; Red Dot and iF winner.',
          'Understands manufacturing and balances form, experience and cost.',
        ],
        student: [
          'Industrial design graduate fluent in Rhino and KeyShot, with 3 complete product projects in my portfolio.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['工业设计', '产品设计'],
        courses: ['产品设计', '人机工程学', '设计材料与工艺', '设计表现技法'],
      },
      'en-US': {
        majors: ['Industrial Design', 'Product Design'],
        courses: ['Product Design Studio', 'Ergonomics', 'Materials and Processes', 'Design Visualization'],
      },
    },
    workplace: 'manufacturer',
  },
  {
    id: 'fashion-designer',
    names: { 'zh-CN': '服装设计师', 'en-US': 'Fashion Designer' },
    field: { 'zh-CN': '服装设计', 'en-US': 'fashion design' },
    synonyms: [
      '服装设计师',
      '服装设计',
      '服装设计助理',
      '女装设计师',
      '男装设计师',
      '童装设计师',
      '针织设计师',
      '面料设计师',
      '时装设计师',
      '服装制版师',
      '版师',
      '打版师',
      '鞋类设计师',
      '配饰设计师',
      'fashion designer',
      'apparel designer',
      'clothing designer',
      'womenswear designer',
      'menswear designer',
      'knitwear designer',
      'textile designer',
      'pattern maker',
      'patternmaker',
      'footwear designer',
      'accessories designer',
    ],
    keywords: ['服装', '面料', 'apparel', 'clo 3d', '制版'],
    skillGroups: {
      'zh-CN': [
        { name: '设计能力', examples: ['趋势分析', '系列企划', '款式设计', '面辅料开发'] },
        { name: '技术能力', examples: ['制版与推版', '工艺单制作', '立体裁剪', '样衣跟进'] },
        { name: '软件', examples: ['Illustrator', 'Photoshop', 'CLO 3D', '富怡服装 CAD'] },
      ],
      'en-US': [
        {
          name: 'Design',
          examples: ['Trend research', 'Range planning', 'Sketching', 'Fabric and trim sourcing'],
        },
        {
          name: 'Technical',
          examples: ['Pattern making and grading', 'Tech packs', 'Draping', 'Fit sessions'],
        },
        { name: 'Software', examples: ['Illustrator', 'Photoshop', 'CLO 3D', 'Gerber AccuMark'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的品类与品牌定位，每季设计的款数]',
        '[一个代表系列：灵感、设计要点与上市后的售罄率]',
        '[你开发的面料、工艺或版型改进，以及带来的品质或成本变化]',
        '[你跟进的打样与大货：样衣轮次、交期与品质问题处理]',
        '[你的设计在销量、爆款或奖项上的表现]',
      ],
      'en-US': [
        '[The categories and brand you design for, and how many styles per season]',
        '[A signature collection: inspiration, key pieces and sell-through]',
        '[Fabric, construction or fit improvements you developed, and the effect on quality or cost]',
        '[Sampling and production you followed: fit rounds, lead times and quality issues resolved]',
        '[How your designs performed: sales, best-sellers or awards]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责女装连衣裙品类，每季设计 60 款，上市售罄率 78%',
        '设计的一款衬衫连衣裙单季销量 3.5 万件，成为年度爆款',
        '优化版型数据库，样衣一次通过率从 55% 提升到 80%',
        '开发 4 款环保再生面料，系列成本降低 10%',
        '缩短打样流程，从设计到上市周期由 90 天缩短到 60 天',
        '毕业系列 6 套作品入围全国大学生服装设计大赛决赛',
      ],
      'en-US': [
        'Designed 60 dress styles a season with 78% sell-through',
        "Created a shirt dress that sold 35,000 units in one season, the year's best-seller",
        'Built a fit block library that raised first-sample approval from 55% to 80%',
        'Developed 4 recycled fabrics that cut range cost by 10%',
        'Streamlined sampling, shortening design-to-shelf from 90 to 60 days',
        'Reached the final of a national student fashion design competition with a 6-look collection',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '春夏女装系列企划', description: '从趋势调研到系列规划与上市，实现高售罄率' },
        { name: '环保面料系列开发', description: '与面料商合作开发再生面料，兼顾手感与成本' },
        { name: '版型数据库建设', description: '沉淀基础版型与尺码数据，提高打样效率' },
      ],
      'en-US': [
        {
          name: 'Spring-summer womenswear range',
          description: 'Trend research through range plan and launch, with strong sell-through',
        },
        {
          name: 'Recycled fabric capsule',
          description: 'Developed recycled fabrics with a mill that felt right at the right cost',
        },
        { name: 'Fit block library', description: 'Standard blocks and size data that sped up sampling' },
      ],
    },
    certifications: { 'zh-CN': [], 'en-US': [] },
    tools: {
      'zh-CN': ['Illustrator', 'Photoshop', 'CLO 3D', '富怡服装 CAD', 'ET 服装 CAD', 'Procreate'],
      'en-US': ['Illustrator', 'Photoshop', 'CLO 3D', 'Gerber AccuMark', 'Browzwear', 'PLM systems'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年女装设计经验，熟悉从趋势企划到大货跟进的全流程，设计过单季 3.5 万件的爆款。',
          '懂版型与面料，样衣一次通过率 80%。',
        ],
        student: ['服装与服饰设计专业应届生，具备制版与立裁基础，毕业设计系列入围全国大赛决赛。'],
      },
      'en-US': {
        experienced: [
          'Womenswear designer with 6 years across trend planning to production, including a 35,000-unit best-seller.',
          'Strong on fit and fabric, with 80% first-sample approval.',
        ],
        student: [
          'Fashion design graduate skilled in pattern making and draping, whose graduate collection reached a national final.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['服装与服饰设计', '服装设计与工程'],
        courses: ['服装结构设计', '立体裁剪', '服装材料学', '时装画技法'],
      },
      'en-US': {
        majors: ['Fashion Design', 'Textile Design'],
        courses: ['Pattern Cutting', 'Draping', 'Textile Science', 'Fashion Illustration'],
      },
    },
    workplace: 'commerce',
  },
  {
    id: 'illustrator',
    names: { 'zh-CN': '插画师', 'en-US': 'Illustrator' },
    field: { 'zh-CN': '插画与原画', 'en-US': 'illustration' },
    synonyms: [
      '插画师',
      '插画设计师',
      '插画',
      '原画师',
      '游戏原画',
      '角色原画',
      '场景原画',
      '概念设计师',
      '概念原画',
      '绘本插画师',
      '商业插画师',
      '立绘师',
      '漫画师',
      '漫画家',
      'illustrator',
      'concept artist',
      'digital illustrator',
      'book illustrator',
      'comic artist',
      'storyboard artist',
      'visual development artist',
      '2d artist',
    ],
    keywords: ['原画', '插画', 'procreate', 'concept art'],
    skillGroups: {
      'zh-CN': [
        { name: '绘画能力', examples: ['角色设计', '场景设计', '色彩与光影', '造型与透视'] },
        { name: '风格', examples: ['日系二次元', '厚涂', '扁平插画', '国风'] },
        { name: '软件', examples: ['Photoshop', 'Procreate', 'Clip Studio Paint', 'SAI'] },
      ],
      'en-US': [
        {
          name: 'Drawing',
          examples: [
            'Character design',
            'Environment design',
            'Color and lighting',
            'Anatomy and perspective',
          ],
        },
        { name: 'Styles', examples: ['Painterly', 'Anime', 'Flat vector', "Children's book"] },
        { name: 'Software', examples: ['Photoshop', 'Procreate', 'Clip Studio Paint', 'Illustrator'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的项目类型（游戏、出版、品牌、广告）与擅长的风格]',
        '[一个代表作品或项目：需求、你的设计思路与最终使用效果]',
        '[你的产出量与效率：每月完成的角色、场景或插画数量]',
        '[你参与制定或遵循的美术规范，对项目风格统一的贡献]',
        '[作品获得的数据、奖项或客户评价]',
      ],
      'en-US': [
        '[The kinds of work you do (games, books, brands, ads) and your strongest styles]',
        '[A signature piece or project: the brief, your approach and how it was used]',
        '[Your output: characters, environments or illustrations per month]',
        '[Art guidelines you helped set or follow, and how you kept the style consistent]',
        '[Results, awards or client feedback on your work]',
      ],
    },
    achievements: {
      'zh-CN': [
        '为一款二次元手游绘制角色立绘 40 余张，游戏上线后角色人气投票前 10 中有 4 个出自本人',
        '每月稳定产出 6 张高完成度场景原画，按期交付率 100%',
        '为出版社绘制 3 本儿童绘本，其中 1 本销量突破 5 万册',
        '参与制定项目美术规范，外包返修率下降 35%',
        '为品牌绘制节日营销插画，相关微博话题阅读量 2000 万',
        '个人作品在站酷获得首页推荐，累计浏览量 80 万',
      ],
      'en-US': [
        'Painted 40+ character illustrations for an anime-style mobile game; 4 of the top 10 in the fan vote were mine',
        'Delivered 6 finished environment paintings a month, all on time',
        "Illustrated 3 children's books, one selling more than 50,000 copies",
        'Helped write the art guidelines, cutting outsourced rework by 35%',
        'Created holiday campaign illustrations for a brand that reached 20 million views',
        "Featured on ArtStation's front page, with 800,000 portfolio views",
      ],
    },
    projects: {
      'zh-CN': [
        { name: '手游角色立绘', description: '完成角色设定与立绘，统一项目美术风格' },
        { name: '儿童绘本插画', description: '与作者合作完成整本绘本插画与封面设计' },
        { name: '品牌节日营销插画', description: '为品牌节日活动绘制主视觉与系列插画' },
      ],
      'en-US': [
        {
          name: 'Mobile game character art',
          description: "Character designs and key art that set the game's visual style",
        },
        {
          name: "Children's picture book",
          description: 'Full interior illustrations and cover in partnership with the author',
        },
        {
          name: 'Brand holiday campaign',
          description: 'Key visual and illustration series for a seasonal campaign',
        },
      ],
    },
    certifications: { 'zh-CN': [], 'en-US': [] },
    tools: {
      'zh-CN': ['Photoshop', 'Procreate', 'Clip Studio Paint', 'SAI', '数位板', 'Illustrator'],
      'en-US': ['Photoshop', 'Procreate', 'Clip Studio Paint', 'Illustrator', 'Wacom Cintiq', 'Blender'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年游戏原画与商业插画经验，擅长日系与厚涂风格，参与过 2 款上线手游的角色设计。',
          '产出稳定、沟通顺畅，按期交付率 100%。',
        ],
        student: ['美术学专业应届生，擅长角色设计与色彩表现，作品集包含 20 余张完整插画。'],
      },
      'en-US': {
        experienced: [
          'Illustrator and concept artist with 5 years in games and commercial work, with character art in 2 shipped titles.',
          'Reliable output and clear communication; every deadline met.',
        ],
        student: [
          'Illustration graduate strong in character design and color, with 20+ finished pieces in my portfolio.',
        ],
      },
    },
    education: {
      'zh-CN': { majors: ['绘画', '动画'], courses: ['素描与速写', '色彩', '角色设计', '数字绘画'] },
      'en-US': {
        majors: ['Illustration', 'Fine Art'],
        courses: ['Figure Drawing', 'Color Theory', 'Character Design', 'Digital Painting'],
      },
    },
    workplace: 'agency',
  },
  {
    id: 'three-d-artist',
    names: { 'zh-CN': '3D 美术设计师', 'en-US': '3D Artist' },
    field: { 'zh-CN': '三维美术', 'en-US': '3D art' },
    synonyms: [
      '角色建模师',
      '场景建模师',
      '3D美术',
      '3D美术设计师',
      '3D设计师',
      '三维设计师',
      '3D建模师',
      '建模师',
      '三维建模',
      '3D角色设计师',
      '3D场景设计师',
      '动画师',
      '三维动画师',
      '动作设计师',
      '特效师',
      '游戏特效',
      '技术美术',
      '渲染师',
      '效果图设计师',
      '3d artist',
      '3d modeler',
      '3d modeller',
      '3d designer',
      '3d animator',
      'animator',
      'character artist',
      'environment artist',
      'vfx artist',
      'technical artist',
      '3d generalist',
      'rigging artist',
    ],
    keywords: ['maya', 'blender', 'zbrush', 'substance painter', 'houdini', 'cinema 4d', 'c4d'],
    skillGroups: {
      'zh-CN': [
        { name: '建模与贴图', examples: ['高低模制作', 'PBR 材质', '拓扑与 UV', '手绘贴图'] },
        { name: '动画与特效', examples: ['骨骼绑定', '角色动画', '粒子特效', '动作捕捉修整'] },
        { name: '软件', examples: ['Maya', 'Blender', 'ZBrush', 'Substance Painter'] },
      ],
      'en-US': [
        {
          name: 'Modeling & texturing',
          examples: ['High and low poly', 'PBR materials', 'Retopology and UVs', 'Hand-painted textures'],
        },
        {
          name: 'Animation & effects',
          examples: ['Rigging', 'Character animation', 'Particle effects', 'Motion capture clean-up'],
        },
        { name: 'Software', examples: ['Maya', 'Blender', 'ZBrush', 'Substance Painter'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的内容类型（游戏角色、场景、动画、影视特效或产品渲染）与项目]',
        '[一个代表资产或镜头：制作难点、你的方案与最终效果]',
        '[你的产出效率与质量：每月资产或镜头数量、返修率]',
        '[你在性能与效果之间做的取舍，如 面数、贴图尺寸或渲染时间的优化]',
        '[你搭建的流程或工具（如 批处理脚本、材质库），为团队节省的时间]',
      ],
      'en-US': [
        '[What you make (game characters, environments, animation, VFX or product renders) and for which projects]',
        '[A signature asset or shot: the challenge, your approach and the result]',
        '[Your throughput and quality: assets or shots per month, revision rate]',
        '[Trade-offs between quality and performance: polygon counts, texture budgets or render times]',
        '[Pipeline tools you built (batch scripts, material libraries) and the time they saved]',
      ],
    },
    achievements: {
      'zh-CN': [
        '为一款开放世界游戏制作 35 个高精度角色模型，均一次通过美术评审',
        '优化场景资产面数与贴图，移动端场景内存占用降低 30%',
        '完成 120 段角色战斗动画，动作流畅度获玩家好评',
        '编写 Maya 批处理脚本，模型导出时间从 1 小时缩短到 5 分钟',
        '负责产品广告三维渲染，单条视频播放量 500 万',
        '搭建共享材质库 200 余个，团队贴图制作效率提升 40%',
      ],
      'en-US': [
        'Built 35 high-detail characters for an open-world game, each passing art review first time',
        'Optimized environment polygons and textures, cutting mobile scene memory by 30%',
        'Animated 120 combat sequences that players praised for their feel',
        'Wrote Maya batch scripts that cut export time from an hour to 5 minutes',
        'Produced 3D product renders for an ad viewed 5 million times',
        'Built a shared library of 200+ materials that sped up texturing by 40%',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '开放世界游戏角色制作', description: '从高模雕刻到低模与贴图，完成主要角色资产' },
        { name: '移动端场景性能优化', description: '在保证画面效果的前提下降低面数与贴图开销' },
        { name: '产品三维广告片', description: '完成建模、材质、灯光与动画，呈现产品卖点' },
      ],
      'en-US': [
        {
          name: 'Open-world character assets',
          description: 'Sculpt, retopology and textures for the main cast',
        },
        {
          name: 'Mobile scene optimization',
          description: 'Cut polygon and texture cost while keeping the look',
        },
        {
          name: '3D product commercial',
          description: 'Modeling, shading, lighting and animation that showed off the product',
        },
      ],
    },
    certifications: { 'zh-CN': [], 'en-US': [] },
    tools: {
      'zh-CN': ['Maya', 'Blender', 'ZBrush', 'Substance Painter', '3ds Max', 'Unreal Engine'],
      'en-US': ['Maya', 'Blender', 'ZBrush', 'Substance 3D Painter', 'Houdini', 'Unreal Engine'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年游戏 3D 美术经验，擅长写实角色建模与 PBR 材质，参与过 2 款上线游戏。',
          '兼顾效果与性能，熟悉引擎内资产规范与优化。',
        ],
        student: ['动画专业应届生，熟练使用 Maya 与 ZBrush，毕业作品为一部 3 分钟三维动画短片。'],
      },
      'en-US': {
        experienced: [
          '3D artist with 5 years in games, specializing in realistic characters and PBR materials, credited on 2 shipped titles.',
          'Balances quality with performance and knows engine asset budgets.',
        ],
        student: [
          'Animation graduate skilled in Maya and ZBrush whose final project was a 3-minute animated short.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['动画', '数字媒体艺术'],
        courses: ['三维建模', '角色动画', '材质与灯光', '解剖与造型'],
      },
      'en-US': {
        majors: ['Animation', 'Computer Arts'],
        courses: ['3D Modeling', 'Character Animation', 'Lighting and Shading', 'Anatomy'],
      },
    },
    workplace: 'tech',
  },
];
