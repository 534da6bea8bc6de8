// For a title no family knows ("Beekeeper", "占星师"): the nearest field, read from the title's role
// noun (…keeper, …researcher, …师), stands in for a family. A profile speaks of the field's work in
// general terms, and names the title only where a resume would ("Beekeeper with 8 years…"), so an
// unknown title gets an outline a person can fill, never "core skills for the Beekeeper position".
import type { Locale } from '@resume/contract';
import { displayTitle } from './display-title.ts';
import { fieldLines, type WorkKind } from './field-lines.ts';
import type { JobFamily, ProjectExample, SkillGroup, WorkplaceKind } from './job-family.ts';
import { nearestFieldOf } from './match-job.ts';

type ProfileId =
  | 'hands-on'
  | 'production'
  | 'research'
  | 'creative'
  | 'service'
  | 'advisory'
  | 'technical'
  | 'digital'
  | 'clinical'
  | 'teaching'
  | 'general';

/** What a profile says in one language; `{job}` in summaries is the title as typed. */
interface ProfileText {
  field: string;
  skillGroups: readonly SkillGroup[];
  responsibilities: readonly string[];
  achievements: readonly string[];
  projects: readonly ProjectExample[];
  tools: readonly string[];
  summary: { experienced: readonly string[]; student: readonly string[] };
  education: { majors: readonly string[]; courses: readonly string[] };
}

interface Profile {
  workplace: WorkplaceKind;
  pathway?: 'vocational';
  text: Record<Locale, ProfileText>;
}

/** Role nouns, most specific first; the first found in the title picks the profile. */
const ROLE_NOUNS: readonly (readonly [RegExp, ProfileId])[] = [
  // The classification's own forms count too: 科学研究人员 is a researcher, 染整工程技术人员 an engineer.
  [/\b(?:researcher|scientist|scholar)s?\b|研究员|研究人员|研究者|科学家|学者/i, 'research'],
  [
    /\b(?:teacher|tutor|instructor|coach|trainer|lecturer|mentor)s?\b|老师|教师|教练|讲师|导师|培训师/i,
    'teaching',
  ],
  [
    /\b(?:engineer|technician|operator|developer|mechanic|programmer|inspector)s?\b|工程师|工程技术人员|技术员|技师|操作员|开发/i,
    'technical',
  ],
  [
    /\b(?:artist|designer|maker|photographer|writer|performer|creator|stylist|illustrator)s?\b|艺术家|设计师|创作者|摄影师|作家|造型师/i,
    'creative',
  ],
  [
    /\b(?:consultant|advisor|adviser|analyst|manager|officer|specialist|coordinator|planner|strategist|director)s?\b|顾问|专员|经理|主管|规划师|策划/i,
    'advisory',
  ],
  [
    /\b(?:attendant|host|hostess|caretaker|caregiver|concierge|guide|receptionist|server|agent|teller|cashier)s?\b|服务员|接待|护理员|陪护|向导|柜员|收银|导购|店员/i,
    'service',
  ],
  [
    /(?:keeper|farmer|grower|ranger|breeder|gardener|fisher|fisherman|logger|handler|hand)s?\b|养殖|养蜂|种植|饲养|放牧|农|林|渔|园艺|花卉|苗木/i,
    'hands-on',
  ],
  // Making and processing things: the production floor's work, not a farm's or a building's upkeep ("制帽工",
  // "棉花加工工", "Seam Welder Helper").
  [
    /(?:worker|apprentice|installer|repairer|packer|laborer|labourer|assembler|helper)s?\b|工$|人$|匠$|师傅|学徒/i,
    'production',
  ],
];

/**
 * Domain words of software, data and AI work ("推荐系统研发", "Search Relevance Engineer"). Compounds that
 * name other work are left out: 数据录入, 数据中心, 视觉陈列, 智能家居, 建筑模型, search and rescue, oil platform.
 */
const DIGITAL_WORDS =
  /算法|软件|数据(?!录入|中心)|(?<!建筑|沙盘|手办)模型(?!制作|师)|人工智能|智能(?!家居|电网|楼宇|安防|门锁|仪表|装备|制造|穿戴)|感知|视觉(?!陈列|设计|传达|营销|形象)|推荐|搜索|前端|后端|(?<!白)云(?!南|台)|平台|系统研发|\b(?:software|data(?! entry| cent(?:er|re))|algorithms?|machine learning|deep learning|ML|AI|LLMs?|NLP|computer vision|perception|cloud|(?<!oil |offshore |drilling |aerial )platform|frontend|backend|(?<!executive |title )search(?! and rescue)|recommend(?:ation|er)s?|ranking|relevance)\b/i;
/** "Front end" and "back end" name software only beside an engineering role noun ("Front End Developer", not "Front End Associate"). */
const DIGITAL_SPLIT_WORDS = /\b(?:front|back)[- ]end\b(?![- ]loader)/i;
/** Titles whose work is selling, marketing or running a business on a platform, not building it. */
const NOT_DIGITAL =
  /运营|销售|招商|客服|商务|市场|推广|营销|带货|主播|推荐官|引擎优化|\b(?:sales|marketing|account|SEO|SEM)\b/i;
/** Clinical words: the patient-care settings and professions. 护, 药, 检验 and 影像 only where they are clinical (not 维护, 农药, 质量检验, 影像制作). */
const CLINICAL_WORDS =
  /临床|医|护士|护理|护师|护工|监护|助产|看护|救护|(?<![农火炸弹])药|康复|医学检验|临床检验|检验科|检验技?师|医学影像|影像科|影像技师|影像诊断|放射科|门诊|病房|病区|透析|伤口|造口|\b(?:clinical|medical|nurse|nurses|nursing|therapy|therapies|therapist|therapists|pharmacy|pharmacist|patients?|wound|ostomy|surgical|hospital|dialysis|midwife|phlebotom\w*|rehab\w*)\b/i;
/** Clinical-field titles whose work is selling, registering, buying or engineering, not caring for patients. */
const NOT_CLINICAL =
  /销售|代表|招商|市场|推广|注册|法规|采购|研发|工程师|开发|制药|药物分析|药物合成|药品生产|美容|美发|美甲|洗护|汽车|\b(?:sales|marketing|representative|rep|regulatory|buyer|engineer|engineers|developer|programmer)\b/i;
/** Profiles a domain word may replace: those read from a generic role noun, or from none. */
const DIGITAL_REPLACES: ReadonlySet<ProfileId> = new Set(['technical', 'general']);
const CLINICAL_REPLACES: ReadonlySet<ProfileId> = new Set([
  'technical',
  'advisory',
  'service',
  'hands-on',
  'production',
  'general',
]);

/**
 * The profile of a title: its role noun's, unless a domain word says more. A software or data title reads as
 * digital work rather than equipment upkeep; a clinical title as patient care rather than general office work.
 * Research, teaching and creative role nouns keep their profile ("Clinical Instructor", "Nurse Shark Researcher").
 */
export function profileFor(title: string): ProfileId {
  const byRole = ROLE_NOUNS.find(([pattern]) => pattern.test(title))?.[1] ?? 'general';
  const digital = DIGITAL_WORDS.test(title) || (byRole === 'technical' && DIGITAL_SPLIT_WORDS.test(title));
  if (DIGITAL_REPLACES.has(byRole) && digital && !NOT_DIGITAL.test(title)) return 'digital';
  if (CLINICAL_REPLACES.has(byRole) && CLINICAL_WORDS.test(title) && !NOT_CLINICAL.test(title))
    return 'clinical';
  return byRole;
}

const PROFILES: Readonly<Record<ProfileId, Profile>> = {
  'hands-on': {
    workplace: 'facility-services',
    pathway: 'vocational',
    text: {
      'en-US': {
        field: 'hands-on trade',
        skillGroups: [
          {
            name: 'Practical skills',
            examples: [
              'Daily care routines',
              'Health and quality checks',
              'Equipment upkeep',
              'Seasonal planning',
            ],
          },
          {
            name: 'Safety and records',
            examples: ['Safety procedures', 'Protective equipment', 'Work logs', 'Inventory tracking'],
          },
          {
            name: 'Working with people',
            examples: ['Customer questions', 'Team handovers', 'Training newcomers', 'Supplier contact'],
          },
        ],
        responsibilities: [
          '[What you looked after or produced, and at what scale (sites, animals, units, area)]',
          '[A quality, yield or health result with a number]',
          '[A safety or care routine you followed or improved]',
          '[Equipment, tools or materials you were responsible for]',
        ],
        achievements: [
          'Looked after a site of 40 units through four seasons with no losses to preventable causes',
          'Raised output by 15% in one season by changing the daily routine',
          'Kept a clean safety record across 600 working days',
          'Kept the daily work log and stock records that the team relied on',
        ],
        projects: [
          {
            name: 'Seasonal routine overhaul',
            description: 'Reworked the daily routine and checklists, cutting time lost to rework',
          },
        ],
        tools: ['Hand and power tools', 'Protective equipment', 'Record-keeping logs', 'Spreadsheets'],
        summary: {
          experienced: [
            '{job} with 8 years of hands-on experience, careful with safety and consistent in quality.',
          ],
          student: [
            'Student preparing for work as a {job}, with hands-on practice from training and volunteering.',
          ],
        },
        education: {
          majors: ['Vocational training program'],
          courses: ['Workplace safety', 'Practical training', 'Record keeping'],
        },
      },
      'zh-CN': {
        field: '实操技术',
        skillGroups: [
          { name: '实操技能', examples: ['日常养护流程', '质量与健康检查', '设备保养', '季节性安排'] },
          { name: '安全与记录', examples: ['安全操作规程', '防护用品使用', '工作日志', '物资台账'] },
          { name: '沟通协作', examples: ['客户咨询', '班组交接', '带教新人', '供应商对接'] },
        ],
        responsibilities: [
          '[你负责照看或产出的对象与规模（场地、数量、面积）]',
          '[一项质量、产量或健康方面的成果，写出数字]',
          '[你执行或改进的一项安全或养护流程]',
          '[你负责的设备、工具或物资]',
        ],
        achievements: [
          '负责 40 个单元的日常养护，全年无因管理不当造成的损失',
          '调整日常作业流程，一个季度内产出提高 15%',
          '连续 600 个工作日无安全事故',
          '建立并维护每日工作日志与物资台账，供班组查阅',
        ],
        projects: [{ name: '日常作业流程优化', description: '梳理作业流程与检查表，减少返工时间' }],
        tools: ['手动与电动工具', '劳动防护用品', '工作日志', 'Excel'],
        summary: {
          experienced: ['8 年{job}相关实操经验，重视安全，做事细致稳定。'],
          student: ['正在为{job}相关工作做准备，在实训与志愿活动中积累了实操经验。'],
        },
        education: { majors: ['相关职业技能培训'], courses: ['安全生产', '实操训练', '台账管理'] },
      },
    },
  },
  production: {
    workplace: 'manufacturer',
    pathway: 'vocational',
    text: {
      'en-US': {
        field: 'production work',
        skillGroups: [
          {
            name: 'Production skills',
            examples: [
              'Reading work orders and specs',
              'Machine setup and changeovers',
              'In-process quality checks',
              'Hand and power tools',
            ],
          },
          {
            name: 'Safety and standards',
            examples: ['Lockout/tagout', 'Protective equipment', '5S housekeeping', 'Production logs'],
          },
          {
            name: 'Teamwork',
            examples: [
              'Shift handovers',
              'Training new hires',
              'Reporting defects',
              'Cross-training on stations',
            ],
          },
        ],
        responsibilities: [
          '[What you made or processed, on which machines or stations, and how much a shift]',
          '[A quality result with a number: first-pass yield, scrap or rework]',
          '[A safety or housekeeping routine you followed or improved]',
          '[Machines, tools or materials you set up, ran or maintained]',
        ],
        achievements: [
          'Produced about 600 pieces a shift at a 99% first-pass quality rate',
          'Cut scrap at the station from 4% to 1.5% by checking the first piece of every batch',
          'Worked 600 days without a recordable safety incident',
          'Trained 3 new hires on the station and its quality checks',
        ],
        projects: [
          {
            name: 'Changeover time reduction',
            description:
              'Standardized the tools and steps of product changeovers, cutting changeover time from 40 to 25 minutes',
          },
        ],
        tools: ['Hand and power tools', 'Calipers and gauges', 'Production log sheets', 'Pallet jack'],
        summary: {
          experienced: [
            '{job} with 8 years on the production floor, steady on output and quality and careful with safety.',
          ],
          student: [
            'Vocational student preparing for work as a {job}, with shop practice in machine operation, quality checks and safety.',
          ],
        },
        education: {
          majors: ['Manufacturing Technology (Certificate)'],
          courses: ['Workplace safety', 'Blueprint reading', 'Quality control basics'],
        },
      },
      'zh-CN': {
        field: '生产操作',
        skillGroups: [
          {
            name: '实操技能',
            examples: ['看懂作业指导书与图纸', '设备调机与换型', '首件与过程自检', '手动与电动工具'],
          },
          { name: '安全与规范', examples: ['安全操作规程', '劳动防护用品', '5S 现场管理', '生产记录填写'] },
          { name: '班组协作', examples: ['交接班', '带教新人', '异常上报', '多工位顶岗'] },
        ],
        responsibilities: [
          '[你加工或生产的产品、所用设备或工位，以及每班产量]',
          '[一项质量成果，写出数字：一次合格率、报废率或返工率]',
          '[你执行或改进的一项安全或 5S 做法]',
          '[你负责调试、操作或保养的设备、工具与物料]',
        ],
        achievements: [
          '每班完成约 600 件产品，一次合格率保持在 99%',
          '坚持每批首件自检，本工位报废率从 4% 降到 1.5%',
          '连续 600 个工作日无安全事故',
          '带教 3 名新员工掌握本工位操作与自检要求',
        ],
        projects: [
          {
            name: '换型时间缩短',
            description: '整理换型工具与步骤并做成标准作业，换型时间从 40 分钟缩短到 25 分钟',
          },
        ],
        tools: ['手动与电动工具', '游标卡尺与检具', '生产记录表', '手动叉车'],
        summary: {
          experienced: ['{job}，8 年生产一线经验，产量稳定、质量可靠，严格遵守安全操作规程。'],
          student: ['职业院校在读，正在为{job}工作做准备，在实训车间练习设备操作、质量自检与安全规范。'],
        },
        education: {
          majors: ['职业技能培训（生产操作）'],
          courses: ['安全生产', '识图与作业指导书', '质量检验基础'],
        },
      },
    },
  },
  research: {
    workplace: 'research',
    text: {
      'en-US': {
        field: 'research',
        skillGroups: [
          {
            name: 'Research methods',
            examples: ['Literature review', 'Study design', 'Fieldwork', 'Statistical analysis'],
          },
          { name: 'Data and tools', examples: ['R', 'Python', 'Excel', 'Reference managers'] },
          {
            name: 'Communication',
            examples: ['Paper writing', 'Conference talks', 'Grant proposals', 'Outreach'],
          },
        ],
        responsibilities: [
          '[The question your research addressed, and your part in it]',
          '[Methods, data or fieldwork you ran, and at what scale]',
          '[A finding, paper or talk that came out of it]',
          '[Funding, collaboration or outreach you contributed to]',
        ],
        achievements: [
          'Designed and ran a study with 120 samples and published the results in a peer-reviewed journal',
          'Presented findings at 3 conferences',
          'Built an analysis pipeline in R that cut data processing from a week to a day',
          'Co-wrote a grant proposal that was funded',
        ],
        projects: [
          {
            name: 'Field study',
            description: 'Planned the sampling, collected and analyzed the data, and wrote up the findings',
          },
        ],
        tools: ['R', 'Python', 'Excel', 'Zotero'],
        summary: {
          experienced: [
            '{job} with 8 years of research experience, publications and conference talks, and a careful, data-driven approach.',
          ],
          student: [
            'Student researcher with hands-on study design and data analysis, aiming to work as a {job}.',
          ],
        },
        education: {
          majors: ['Related science'],
          courses: ['Research methods', 'Statistics', 'Scientific writing'],
        },
      },
      'zh-CN': {
        field: '科研',
        skillGroups: [
          { name: '研究方法', examples: ['文献综述', '研究设计', '实地调研', '统计分析'] },
          { name: '数据与工具', examples: ['R', 'Python', 'Excel', '文献管理软件'] },
          { name: '学术交流', examples: ['论文写作', '学术报告', '项目申报', '科普传播'] },
        ],
        responsibilities: [
          '[你的研究问题，以及你承担的部分]',
          '[你使用的方法、数据或调研，以及规模]',
          '[由此产出的发现、论文或报告]',
          '[你参与的项目申报、合作或科普工作]',
        ],
        achievements: [
          '设计并完成 120 个样本的研究，成果发表于核心期刊',
          '在 3 次学术会议上作报告',
          '用 R 搭建分析流程，数据处理时间从一周缩短到一天',
          '参与撰写的项目申报书获批立项',
        ],
        projects: [{ name: '实地调研项目', description: '制定抽样方案，完成数据采集与分析并撰写报告' }],
        tools: ['R', 'Python', 'Excel', 'Zotero'],
        summary: {
          experienced: ['8 年{job}相关研究经验，有论文发表与学术报告经历，做事严谨、重视数据。'],
          student: ['有研究设计与数据分析经历的在校生，希望从事{job}相关工作。'],
        },
        education: { majors: ['相关学科'], courses: ['研究方法', '统计学', '学术写作'] },
      },
    },
  },
  creative: {
    workplace: 'agency',
    text: {
      'en-US': {
        field: 'creative arts',
        skillGroups: [
          {
            name: 'Craft',
            examples: ['Concept development', 'Sketching and drafts', 'Editing', 'Art direction'],
          },
          { name: 'Tools', examples: ['Adobe Creative Cloud', 'Figma', 'Procreate', 'Canva'] },
          {
            name: 'Working with clients',
            examples: ['Briefs', 'Presentations', 'Feedback rounds', 'Deadlines'],
          },
        ],
        responsibilities: [
          '[The work you created, for whom, and in what form]',
          '[A piece you are proud of and how it was received (views, sales, awards)]',
          '[How you work with clients or collaborators, from brief to delivery]',
          '[Exhibitions, publications or showcases of your work]',
        ],
        achievements: [
          'Delivered 40+ commissioned pieces for 15 clients, all on deadline',
          'Had work featured in 2 juried exhibitions',
          'Grew a portfolio audience to 12,000 followers',
          'Won a regional award for an original piece',
        ],
        projects: [
          {
            name: 'Portfolio series',
            description: 'Developed a themed series from concept to finished pieces and a public showing',
          },
        ],
        tools: ['Adobe Creative Cloud', 'Figma', 'Procreate', 'Canva'],
        summary: {
          experienced: [
            '{job} with 8 years of commissioned and independent work, a distinctive style and a record of meeting deadlines.',
          ],
          student: ['Student with a growing portfolio and exhibition experience, aiming to work as a {job}.'],
        },
        education: {
          majors: ['Art and Design'],
          courses: ['Studio practice', 'Art history', 'Portfolio development'],
        },
      },
      'zh-CN': {
        field: '创作',
        skillGroups: [
          { name: '创作能力', examples: ['创意构思', '草图与小样', '后期修改', '风格把控'] },
          { name: '工具', examples: ['Photoshop', 'Illustrator', 'Procreate', 'Figma'] },
          { name: '客户协作', examples: ['需求沟通', '方案提案', '修改反馈', '按期交付'] },
        ],
        responsibilities: [
          '[你创作的作品、服务对象与形式]',
          '[一件代表作及其反响（浏览量、销量、获奖）]',
          '[你从需求到交付与客户或合作者的协作方式]',
          '[作品的展览、发表或展示]',
        ],
        achievements: [
          '为 15 位客户完成 40 余件委托作品，全部按期交付',
          '作品入选 2 次评审制展览',
          '个人作品账号积累粉丝 1.2 万',
          '原创作品获地区性奖项',
        ],
        projects: [{ name: '主题系列创作', description: '从构思到完成一组主题作品，并公开展出' }],
        tools: ['Photoshop', 'Illustrator', 'Procreate', 'Figma'],
        summary: {
          experienced: ['8 年{job}相关创作经验，风格鲜明，按期交付有保障。'],
          student: ['有作品集与参展经历的在校生，希望从事{job}相关工作。'],
        },
        education: { majors: ['艺术设计'], courses: ['专业创作', '艺术史', '作品集制作'] },
      },
    },
  },
  service: {
    workplace: 'hotel',
    text: {
      'en-US': {
        field: 'guest service',
        skillGroups: [
          {
            name: 'Service',
            examples: ['Guest welcome', 'Handling requests', 'Complaint resolution', 'Upselling'],
          },
          {
            name: 'Operations',
            examples: ['Opening and closing', 'Bookings', 'Cash handling', 'Cleanliness standards'],
          },
          {
            name: 'Communication',
            examples: ['Clear briefings', 'Team handovers', 'Phone and email', 'Second language'],
          },
        ],
        responsibilities: [
          '[The guests or customers you served each day, and where]',
          '[A satisfaction, review or repeat-visit result with a number]',
          '[A difficult situation you resolved, and how]',
          '[Procedures you ran: bookings, payments, opening or closing]',
        ],
        achievements: [
          'Served about 120 guests a day with a 4.8/5 average rating',
          'Resolved complaints on the spot, raising repeat visits by 10%',
          'Trained 4 new team members on service standards',
          'Handled cash and bookings with zero discrepancies over a year',
        ],
        projects: [
          {
            name: 'Service standards refresh',
            description: 'Rewrote the welcome and handover checklists, cutting wait times',
          },
        ],
        tools: ['Booking systems', 'POS', 'Microsoft Office', 'Messaging apps'],
        summary: {
          experienced: [
            '{job} with 8 years of guest-facing work, calm under pressure and consistently well reviewed.',
          ],
          student: [
            'Friendly, reliable student with part-time service experience, aiming to work as a {job}.',
          ],
        },
        education: {
          majors: ['Hospitality Management'],
          courses: ['Customer service', 'Front office operations', 'Communication'],
        },
      },
      'zh-CN': {
        field: '服务行业',
        skillGroups: [
          { name: '服务能力', examples: ['迎宾接待', '需求处理', '投诉处理', '增值推荐'] },
          { name: '运营', examples: ['开闭店流程', '预订管理', '收银', '卫生标准'] },
          { name: '沟通', examples: ['班前会', '交接班', '电话与线上沟通', '外语'] },
        ],
        responsibilities: [
          '[你每天服务的客人数量与场所]',
          '[一项满意度、好评或复购方面的成果，写出数字]',
          '[你处理的一次棘手情况，以及处理方式]',
          '[你负责的流程：预订、收银、开闭店]',
        ],
        achievements: [
          '每天接待约 120 位客人，好评率 4.8/5',
          '现场处理客诉，回头客比例提高 10%',
          '带教 4 名新同事熟悉服务标准',
          '收银与预订全年零差错',
        ],
        projects: [{ name: '服务标准梳理', description: '重写迎宾与交接检查表，缩短客人等待时间' }],
        tools: ['预订系统', '收银系统', 'Office', '企业微信'],
        summary: {
          experienced: ['8 年{job}相关服务经验，遇事冷静，客人评价稳定良好。'],
          student: ['有兼职服务经验的在校生，热情可靠，希望从事{job}相关工作。'],
        },
        education: { majors: ['酒店管理'], courses: ['服务礼仪', '前厅运营', '沟通技巧'] },
      },
    },
  },
  advisory: {
    workplace: 'corporate',
    text: {
      'en-US': {
        field: 'advisory services',
        skillGroups: [
          { name: 'Analysis', examples: ['Needs assessment', 'Research', 'Reporting', 'Prioritization'] },
          {
            name: 'Delivery',
            examples: ['Planning', 'Stakeholder management', 'Follow-up', 'Documentation'],
          },
          { name: 'Tools', examples: ['Excel', 'PowerPoint', 'CRM systems', 'Project trackers'] },
        ],
        responsibilities: [
          '[Who you advised or planned for, and on what]',
          '[A recommendation or plan you delivered, and its result with a number]',
          '[How you worked with stakeholders to get it adopted]',
          '[Reports, processes or tools you owned]',
        ],
        achievements: [
          'Advised 30+ clients a year with a 95% satisfaction rating',
          'Delivered a plan that cut costs by 12% in its first year',
          'Built the reporting template the whole team now uses',
          'Ran 20 workshops with stakeholders to agree priorities',
        ],
        projects: [
          {
            name: 'Process review',
            description:
              'Mapped the current process, found the gaps and delivered an agreed improvement plan',
          },
        ],
        tools: ['Excel', 'PowerPoint', 'Salesforce', 'Asana'],
        summary: {
          experienced: ['{job} with 8 years of experience turning analysis into plans people adopt.'],
          student: [
            'Analytical, organized student with project and internship experience, aiming to work as a {job}.',
          ],
        },
        education: {
          majors: ['Business Administration'],
          courses: ['Business analysis', 'Project management', 'Communication'],
        },
      },
      'zh-CN': {
        field: '咨询与规划',
        skillGroups: [
          { name: '分析能力', examples: ['需求调研', '资料研究', '报告撰写', '优先级判断'] },
          { name: '推进落地', examples: ['方案规划', '相关方沟通', '跟进复盘', '文档管理'] },
          { name: '工具', examples: ['Excel', 'PPT', 'CRM 系统', '项目管理工具'] },
        ],
        responsibilities: [
          '[你服务或规划的对象，以及内容]',
          '[你交付的一项建议或方案，及其量化结果]',
          '[你如何与相关方协作推动方案落地]',
          '[你负责的报告、流程或工具]',
        ],
        achievements: [
          '年均服务 30 余位客户，满意度 95%',
          '交付的方案落地后首年成本降低 12%',
          '搭建团队通用的报告模板',
          '组织 20 场相关方研讨会，对齐工作优先级',
        ],
        projects: [{ name: '流程梳理项目', description: '梳理现有流程、找出问题并交付获认可的改进方案' }],
        tools: ['Excel', 'PPT', '飞书', 'CRM 系统'],
        summary: {
          experienced: ['8 年{job}相关经验，善于把分析转化为可落地的方案。'],
          student: ['有项目与实习经历的在校生，逻辑清晰、做事有条理，希望从事{job}相关工作。'],
        },
        education: { majors: ['工商管理'], courses: ['商业分析', '项目管理', '沟通技巧'] },
      },
    },
  },
  technical: {
    workplace: 'manufacturer',
    text: {
      'en-US': {
        field: 'technical operations',
        skillGroups: [
          {
            name: 'Technical skills',
            examples: ['Troubleshooting', 'Testing', 'Maintenance', 'Technical documentation'],
          },
          { name: 'Tools', examples: ['Diagnostic tools', 'Excel', 'CAD viewers', 'Ticketing systems'] },
          {
            name: 'Quality and safety',
            examples: ['Standard procedures', 'Root-cause analysis', 'Safety checks', 'Audits'],
          },
        ],
        responsibilities: [
          '[The systems, equipment or products you worked on, and at what scale]',
          '[A fault you diagnosed or an improvement you made, with the result]',
          '[Quality, uptime or safety figures you were responsible for]',
          '[Procedures or documentation you wrote or maintained]',
        ],
        achievements: [
          'Kept equipment uptime at 99% across 3 sites',
          'Traced a recurring fault to its root cause, cutting repeat failures by 60%',
          'Wrote 25 standard procedures used by the whole team',
          'Passed every safety audit during my time on the team',
        ],
        projects: [
          {
            name: 'Reliability improvement',
            description: 'Analyzed failure records and fixed the top causes of downtime',
          },
        ],
        tools: ['Diagnostic tools', 'Excel', 'CMMS', 'Jira'],
        summary: {
          experienced: [
            '{job} with 8 years of technical experience, methodical in troubleshooting and strict about safety.',
          ],
          student: ['Technically minded student with lab and project experience, aiming to work as a {job}.'],
        },
        education: {
          majors: ['Engineering Technology'],
          courses: ['Technical fundamentals', 'Measurement and testing', 'Safety'],
        },
      },
      'zh-CN': {
        field: '技术',
        skillGroups: [
          { name: '专业技术', examples: ['故障排查', '测试', '维护保养', '技术文档'] },
          { name: '工具', examples: ['检测仪器', 'Excel', '图纸识读', '工单系统'] },
          { name: '质量与安全', examples: ['标准作业', '根因分析', '安全检查', '审核'] },
        ],
        responsibilities: [
          '[你负责的系统、设备或产品，以及规模]',
          '[你诊断的一个故障或完成的一项改进，以及结果]',
          '[你负责的质量、开机率或安全指标]',
          '[你编写或维护的规程与文档]',
        ],
        achievements: [
          '负责 3 个现场的设备，开机率保持在 99%',
          '找到一个反复出现故障的根本原因，同类故障减少 60%',
          '编写 25 份团队通用的标准作业规程',
          '任职期间历次安全检查全部通过',
        ],
        projects: [{ name: '可靠性改进', description: '分析故障记录，解决停机的主要原因' }],
        tools: ['检测仪器', 'Excel', '设备管理系统', '工单系统'],
        summary: {
          experienced: ['8 年{job}相关技术经验，排查问题有条理，严守安全规范。'],
          student: ['有实验与项目经历的理工科在校生，希望从事{job}相关工作。'],
        },
        education: { majors: ['相关工科专业'], courses: ['专业基础', '检测技术', '安全规范'] },
      },
    },
  },
  digital: {
    workplace: 'tech',
    text: {
      'en-US': {
        field: 'software and data',
        skillGroups: [
          {
            name: 'Engineering',
            examples: ['System design', 'Code review', 'Testing and CI', 'Production debugging'],
          },
          {
            name: 'Data and models',
            examples: ['SQL', 'Data pipelines', 'Model training and evaluation', 'A/B testing'],
          },
          { name: 'Tools', examples: ['Python', 'Git', 'Linux', 'Docker'] },
        ],
        responsibilities: [
          '[The system, service or model you built or owned, and its scale (users, requests, data volume)]',
          '[A feature or model you shipped, and the metric it moved (accuracy, latency, conversion)]',
          '[Data you collected, cleaned or labeled, and the pipeline that handles it]',
          '[A speed, reliability or cost improvement you made, with before and after numbers]',
        ],
        achievements: [
          'Built a service handling 2 million requests a day with p99 latency under 120 ms',
          'Shipped a model that raised offline accuracy from 86% to 91% and click-through by 4% in an A/B test',
          'Rebuilt a data pipeline processing 300 GB a day, cutting its runtime from 5 hours to 40 minutes',
          'Added tests and CI checks that halved production incidents over two quarters',
        ],
        projects: [
          {
            name: 'Feature launch',
            description:
              'Took a feature from prototype to production: data, implementation, offline evaluation and an A/B test',
          },
        ],
        tools: ['Python', 'Git', 'Linux', 'SQL', 'Docker'],
        summary: {
          experienced: [
            '{job} with 8 years of software and data experience, shipping systems and models that hold up in production.',
          ],
          student: [
            'Computer science student with course projects, open-source contributions and an internship, aiming to work as a {job}.',
          ],
        },
        education: {
          majors: ['Computer Science'],
          courses: ['Data Structures and Algorithms', 'Machine Learning', 'Databases', 'Operating Systems'],
        },
      },
      'zh-CN': {
        field: '软件与数据研发',
        skillGroups: [
          { name: '研发能力', examples: ['系统设计', '代码评审', '单元测试与持续集成', '线上问题排查'] },
          { name: '数据与模型', examples: ['SQL', '数据处理流水线', '模型训练与评估', 'A/B 实验'] },
          { name: '工具', examples: ['Python', 'Git', 'Linux', 'Docker'] },
        ],
        responsibilities: [
          '[你开发或负责的系统、服务或模型，以及规模（用户量、请求量、数据量）]',
          '[你上线的一个功能或模型，以及它带来的指标变化（准确率、时延、转化率）]',
          '[你采集、清洗或标注的数据，以及处理这些数据的流程]',
          '[你做的一项性能、稳定性或成本优化，写出优化前后的数字]',
        ],
        achievements: [
          '负责日均 200 万次请求的服务，P99 时延控制在 120 毫秒以内',
          '上线新模型，离线准确率从 86% 提升到 91%，A/B 实验点击率提升 4%',
          '重构日处理 300 GB 的数据流水线，任务耗时从 5 小时缩短到 40 分钟',
          '补齐单元测试与持续集成检查，两个季度内线上故障减少一半',
        ],
        projects: [
          {
            name: '功能上线项目',
            description: '把一个功能从原型做到上线：数据准备、开发实现、离线评估与 A/B 实验',
          },
        ],
        tools: ['Python', 'Git', 'Linux', 'SQL', 'Docker'],
        summary: {
          experienced: ['8 年{job}相关研发经验，做过从数据到上线的完整项目，重视系统稳定与效果可量化。'],
          student: ['计算机相关专业在校生，有课程项目、开源贡献与实习经历，希望从事{job}相关工作。'],
        },
        education: {
          majors: ['计算机科学与技术'],
          courses: ['数据结构与算法', '机器学习', '数据库系统', '操作系统'],
        },
      },
    },
  },
  clinical: {
    workplace: 'hospital',
    text: {
      'en-US': {
        field: 'clinical care',
        skillGroups: [
          {
            name: 'Patient care',
            examples: [
              'Patient assessment',
              'Care plans',
              'Patient and family education',
              'Comfort and dignity',
            ],
          },
          {
            name: 'Safety and protocols',
            examples: [
              'Infection control',
              'Medication safety',
              'Fall and pressure injury prevention',
              'Incident reporting',
            ],
          },
          {
            name: 'Documentation',
            examples: ['Electronic health records', 'Charting', 'Shift handoffs', 'HIPAA privacy'],
          },
        ],
        responsibilities: [
          '[The patients you cared for, in what setting, and how many per shift or week]',
          '[A care protocol or procedure you carried out or improved, and its result]',
          '[A patient safety or quality result with a number (falls, infections, readmissions, satisfaction)]',
          '[How you documented care and handed patients off to the rest of the care team]',
        ],
        achievements: [
          'Cared for 6 to 8 patients a shift on a 30-bed unit, with patient satisfaction above 90%',
          'Reassessed high-risk patients every shift under the unit protocol; pressure injuries fell from 5 to 1 a quarter',
          'Taught patients and families self-care before discharge; 30-day readmissions dropped by 15%',
          'Kept charting complete and on time, passing every documentation audit in 2 years',
        ],
        projects: [
          {
            name: 'Care protocol update',
            description:
              'Reviewed incident reports with the unit team, updated one care protocol and trained staff on it',
          },
        ],
        tools: ['Epic', 'Oracle Health (Cerner)', 'Patient monitors', 'Infusion pumps'],
        summary: {
          experienced: [
            '{job} with 8 years of clinical experience, careful with patient safety and clear in documentation and handoffs.',
          ],
          student: [
            'Healthcare student with clinical rotations and patient-care training, aiming to work as a {job}.',
          ],
        },
        education: {
          majors: ['Health Sciences'],
          courses: ['Anatomy and Physiology', 'Pharmacology', 'Patient Safety', 'Clinical Practicum'],
        },
      },
      'zh-CN': {
        field: '临床医疗',
        skillGroups: [
          {
            name: '患者照护',
            examples: ['病情观察与评估', '诊疗与照护方案执行', '患者与家属宣教', '人文关怀'],
          },
          { name: '安全与规范', examples: ['院感防控', '用药安全', '跌倒与压力性损伤预防', '不良事件上报'] },
          { name: '记录与协作', examples: ['电子病历', '医疗文书书写', '交接班', '多学科协作'] },
        ],
        responsibilities: [
          '[你服务的患者、科室或场所，以及每班或每周接诊、照护的人数]',
          '[你执行或改进的一项诊疗、护理或康复规范，以及结果]',
          '[一项写出数字的患者安全或质量指标（跌倒、感染、再入院、满意度）]',
          '[你如何书写医疗文书，并与医护团队交接、协作]',
        ],
        achievements: [
          '在 30 张床位的病区每班参与 6 至 8 名患者的照护，患者满意度保持在 95% 以上',
          '按科室规范每班复评高风险患者，压力性损伤由每季度 5 例降到 1 例',
          '出院前为患者和家属做自我照护宣教，30 天再入院率下降 15%',
          '文书书写完整及时，连续 2 年病历质控检查无缺陷',
        ],
        projects: [
          { name: '诊疗规范改进', description: '与科室团队分析不良事件记录，修订一项操作规范并完成全员培训' },
        ],
        tools: ['电子病历系统', 'HIS 医院信息系统', '监护仪', '输液泵'],
        summary: {
          experienced: ['8 年{job}相关临床经验，重视患者安全，文书规范、交接清晰。'],
          student: ['医学相关专业在校生，完成临床实习与技能培训，希望从事{job}相关工作。'],
        },
        education: {
          majors: ['医学相关专业'],
          courses: ['人体解剖学', '生理学', '药理学', '临床技能实训'],
        },
      },
    },
  },
  teaching: {
    workplace: 'school',
    text: {
      'en-US': {
        field: 'teaching and coaching',
        skillGroups: [
          {
            name: 'Teaching',
            examples: ['Lesson planning', 'Differentiated instruction', 'Assessment', 'Feedback'],
          },
          {
            name: 'Learner support',
            examples: ['Motivation', 'Progress tracking', 'Parent communication', 'Safety'],
          },
          { name: 'Tools', examples: ['Google Classroom', 'Zoom', 'Slides', 'Video analysis'] },
        ],
        responsibilities: [
          '[Who you taught or coached, how many, and at what level]',
          '[A learner result with a number: scores, pass rates, competitions]',
          '[A program, lesson series or method you designed]',
          '[How you tracked progress and worked with families or colleagues]',
        ],
        achievements: [
          'Taught 60 learners a week with a 92% pass rate',
          'Designed a 12-week program that raised average scores by 15%',
          'Coached learners to 5 regional awards',
          'Kept 95% of learners enrolled from term to term',
        ],
        projects: [
          {
            name: 'New course design',
            description:
              'Designed the lessons and assessments for a new course and ran it for its first term',
          },
        ],
        tools: ['Google Classroom', 'Zoom', 'Google Slides', 'Spreadsheets'],
        summary: {
          experienced: [
            '{job} with 8 years of teaching and coaching, known for clear lessons and steady learner progress.',
          ],
          student: ['Student with tutoring and coaching experience, aiming to work as a {job}.'],
        },
        education: {
          majors: ['Education'],
          courses: ['Instructional design', 'Learning psychology', 'Assessment'],
        },
      },
      'zh-CN': {
        field: '教学培训',
        skillGroups: [
          { name: '教学能力', examples: ['备课', '分层教学', '考核评估', '课后反馈'] },
          { name: '学员管理', examples: ['学习激励', '进度跟踪', '家长沟通', '安全管理'] },
          { name: '工具', examples: ['腾讯会议', 'PPT', '在线题库', '视频分析'] },
        ],
        responsibilities: [
          '[你教授或指导的对象、人数与水平]',
          '[一项学员成绩，写出数字：分数、通过率、比赛]',
          '[你设计的一门课程、系列课或教学方法]',
          '[你如何跟踪学员进度、与家长或同事协作]',
        ],
        achievements: [
          '每周授课 60 名学员，考核通过率 92%',
          '设计 12 周课程，学员平均成绩提高 15%',
          '指导学员获得 5 项地区性奖项',
          '学员续课率保持在 95%',
        ],
        projects: [{ name: '新课程开发', description: '完成一门新课程的课时与考核设计，并完成首期教学' }],
        tools: ['腾讯会议', 'PPT', '在线题库', 'Excel'],
        summary: {
          experienced: ['8 年{job}相关教学经验，讲解清晰，学员进步稳定。'],
          student: ['有家教与辅导经历的在校生，希望从事{job}相关工作。'],
        },
        education: { majors: ['教育学'], courses: ['教学设计', '教育心理学', '教育评价'] },
      },
    },
  },
  general: {
    workplace: 'corporate',
    text: {
      'en-US': {
        field: 'general operations',
        skillGroups: [
          {
            name: 'Core skills',
            examples: [
              'Planning and prioritizing',
              'Problem solving',
              'Attention to detail',
              'Written communication',
            ],
          },
          {
            name: 'Working with others',
            examples: ['Teamwork', 'Customer contact', 'Handovers', 'Training newcomers'],
          },
          {
            name: 'Tools',
            examples: ['Microsoft Office', 'Google Workspace', 'Messaging apps', 'Spreadsheets'],
          },
        ],
        responsibilities: [
          '[What you were responsible for, for whom, and at what scale]',
          '[A result with a number: time saved, quality, revenue or satisfaction]',
          '[A problem you solved or an improvement you made]',
          '[Work you delivered with colleagues or other teams, and your part]',
        ],
        achievements: [
          'Handled around 40 requests a week with a 98% satisfaction rating',
          'Streamlined a weekly process, cutting turnaround time by 20%',
          'Trained 3 new colleagues and wrote the team handbook',
          'Worked with 3 other departments on a shared project delivered 2 weeks early',
        ],
        projects: [
          {
            name: 'Process improvement',
            description:
              'Mapped the current process, found the bottlenecks and delivered every improvement on schedule',
          },
        ],
        tools: ['Microsoft Office', 'Google Workspace', 'Slack', 'Trello'],
        summary: {
          experienced: [
            '{job} with 8 years of experience, dependable in the day-to-day and focused on results.',
          ],
          student: [
            'Dependable, quick-learning student with internship and project experience, aiming to work as a {job}.',
          ],
        },
        education: {
          majors: ['Business Administration'],
          courses: ['Communication', 'Project management', 'Data literacy'],
        },
      },
      'zh-CN': {
        field: '综合事务',
        skillGroups: [
          { name: '核心能力', examples: ['计划与统筹', '问题解决', '细致严谨', '书面表达'] },
          { name: '协作', examples: ['团队合作', '客户沟通', '工作交接', '带教新人'] },
          { name: '工具', examples: ['Office', 'WPS', '企业微信', 'Excel'] },
        ],
        responsibilities: [
          '[你负责的工作内容、服务对象与规模]',
          '[一项写出数字的成果：节省时间、质量、营收或满意度]',
          '[你解决的一个问题或完成的一项改进]',
          '[你与同事或其他团队协作完成的工作，以及你的分工]',
        ],
        achievements: [
          '每周处理约 40 项事务，满意度 98%',
          '优化一项每周例行流程，处理时间缩短 20%',
          '带教 3 名新同事，编写团队工作手册',
          '与 3 个部门协作完成项目，比计划提前 2 周交付',
        ],
        projects: [{ name: '流程改进项目', description: '梳理现有流程、找出瓶颈并按期完成全部改进' }],
        tools: ['Office', 'WPS', '企业微信', '飞书'],
        summary: {
          experienced: ['8 年{job}相关经验，工作踏实可靠，注重结果。'],
          student: ['有实习与项目经历的在校生，学习快、做事可靠，希望从事{job}相关工作。'],
        },
        education: { majors: ['工商管理'], courses: ['沟通技巧', '项目管理', '数据素养'] },
      },
    },
  },
};

/** The id of the family the general profile makes: a title no field was read from. */
const GENERAL_FIELD_ID = `field-${'general' satisfies ProfileId}`;

/**
 * The family's field as a prompt may name it, or undefined for the general profile: "general operations" would
 * misname a Java engineer's field, so prompts for such a title name no field ("years in your field").
 */
export function namedField(family: JobFamily, locale: Locale): string | undefined {
  return family.id === GENERAL_FIELD_ID ? undefined : family.field[locale];
}

/** The skill group that lists tools, by its name in each profile. */
const TOOLS_GROUP = /^(?:Tools|工具)$/;

/**
 * A stand-in family for a title no family knows: the profile of its role noun, with the title as its name. It
 * matches nothing (no synonyms); it only writes the outline and the examples. When the title's field words point to
 * one family (`near`, nearestFieldOf's: 冶炼工程师 to metal refining), the field, its tools and its majors are that
 * family's, so an engineer of a known trade is not asked about "检测仪器、Excel" alone.
 */
export function fieldFamilyFor(
  title: string,
  near: JobFamily | undefined = nearestFieldOf(title),
): JobFamily {
  const id = profileFor(title);
  const profile = PROFILES[id];
  const name = displayTitle(title);
  const kind = workKindOf(id, title);
  const of = <T>(pick: (text: ProfileText, locale: Locale) => T) => ({
    'zh-CN': pick(profile.text['zh-CN'], 'zh-CN'),
    'en-US': pick(profile.text['en-US'], 'en-US'),
  });
  const toolsOf = (text: ProfileText, locale: Locale) =>
    near && near.tools[locale].length > 0 ? near.tools[locale] : text.tools;
  // A student aims at the job, not at its apprenticeship ("work as an Operating Engineer", not "a Operating
  // Engineer Apprentice"); "a" becomes "an" before a vowel.
  const aimed = name.replace(/(?:apprentice|trainee|intern|student)$/i, '').trimEnd() || name;
  // A field is worked in, not worked as: "aiming to work in roofing", "in bank management".
  const aimedAs = namesPerson(aimed)
    ? `as ${/^[aeiou]/i.test(aimed) ? 'an' : 'a'} ${aimed}`
    : `in ${/^[A-Z][a-z]/.test(aimed) ? aimed.toLowerCase() : aimed}`;
  const withJob = (sentences: readonly string[]) =>
    sentences.map((sentence) => sentence.replaceAll('as a {job}', aimedAs).replaceAll('{job}', name));
  return {
    id: `field-${id}`,
    // The post a classification's name stands for: 染整工程技术人员 holds the post of a 染整工程师.
    names: { 'zh-CN': postOf(name), 'en-US': postOf(name) },
    field: of((text, locale) => near?.field[locale] ?? text.field),
    synonyms: [],
    keywords: [],
    skillGroups: of((text, locale) =>
      text.skillGroups.map((group) =>
        near && TOOLS_GROUP.test(group.name)
          ? { ...group, examples: toolsOf(text, locale).slice(0, 4) }
          : group,
      ),
    ),
    responsibilities: of((text) => text.responsibilities),
    // The field's own objects and metrics, told as the role noun's kind of work, before the profile's general lines.
    achievements: of((text, locale) => [...fieldLines(near?.occupation, kind, locale), ...text.achievements]),
    // A researcher's projects and employers are a lab's, not the field's trade's ("Chemical plant pressure piping").
    projects: of((text, locale) =>
      near && kind !== 'research' && near.projects[locale].length > 0 ? near.projects[locale] : text.projects,
    ),
    certifications: { 'zh-CN': [], 'en-US': [] },
    tools: of(toolsOf),
    summary: of((text, locale) => ({
      // "8 年纺织印染前处理、染色与后整理相关技术经验", not the title again ("8 年染整工程技术人员相关技术经验").
      experienced: withJob(
        near && locale === 'zh-CN'
          ? text.summary.experienced.map((sentence) => sentence.replace('{job}', near.field[locale]))
          : text.summary.experienced,
      ),
      student: withJob(text.summary.student),
    })),
    education: of((text, locale) =>
      near && near.education[locale].majors.length > 0
        ? { ...text.education, majors: near.education[locale].majors }
        : text.education,
    ),
    workplace: profile.workplace,
    ...(profile.pathway ? { pathway: profile.pathway } : {}),
    ...(id === 'production' ? madeAt(title) : {}),
    // A field's employers: a dyeing engineer works at a dye house, not at "示例智能制造有限公司".
    ...(near?.occupation && kind !== 'research' && near.occupation.employers['zh-CN'].length > 0
      ? { employers: near.occupation.employers }
      : {}),
    studentAchievements: STUDENT_LINES[id],
  };
}

/** A classification's …人员 as the post people hold: 工程技术人员 are 工程师, 研究人员 研究员, 技术人员 技术员. */
function postOf(name: string): string {
  return name
    .replace(/工程技术人员$/, '工程师')
    .replace(/研究人员$/, '研究员')
    .replace(/技术人员$/, '技术员');
}

/** The kind of work a title's role noun names: an engineer supports and improves, an operator runs, a researcher studies. */
function workKindOf(id: ProfileId, title: string): WorkKind {
  if (id === 'research') return 'research';
  if (id === 'production' || /\b(?:operators?|workers?|tenders?)\b|操作|值班员|工$/i.test(title))
    return 'operating';
  return id === 'technical' || /工艺员|工艺师|\btechnologists?\b/i.test(title) ? 'engineering' : 'other';
}

/**
 * What a student of each field did, at a student's scale (courses, placements, a supervisor beside them): an unknown
 * title's intern or graduate says this rather than "Supported the team's day-to-day … work".
 */
const STUDENT_LINES: Readonly<Record<ProfileId, Record<Locale, readonly string[]>>> = {
  'hands-on': {
    'en-US': [
      'Logged daily feeding, health checks and weights for 30 animals during a summer placement',
      'Completed 80 hours of supervised field practice with no safety incidents',
    ],
    'zh-CN': ['实习期间协助完成 30 头动物的日常饲喂、健康观察与记录', '完成 80 学时实训，操作考核全部合格'],
  },
  production: {
    'en-US': [
      'Ran a station under supervision during a 10-week placement, checking the first piece of every batch',
      'Completed 120 hours of shop training in machine operation, measuring and safety',
    ],
    'zh-CN': [
      '实习期间在师傅指导下顶岗 1 个工位，坚持每批首件自检',
      '完成 120 学时实训，设备操作与安全考核全部合格',
    ],
  },
  research: {
    'en-US': [
      'Ran 40 lab or field samples for a faculty research project and kept the data log',
      'Presented a research poster at a department symposium',
    ],
    'zh-CN': [
      '参与导师课题，完成 40 个样本的实验或调研并整理数据记录',
      '在院系学术报告会上展示研究海报 1 次',
    ],
  },
  creative: {
    'en-US': [
      'Completed 6 portfolio pieces in studio courses, 2 chosen for the student exhibition',
      'Finished 3 pieces for campus clients, each on deadline',
    ],
    'zh-CN': [
      '在专业课程中完成 6 件作品集作品，其中 2 件入选学生作品展',
      '为校内活动完成 3 项设计或创作委托，均按时交付',
    ],
  },
  service: {
    'en-US': [
      'Served about 40 guests a shift during a summer placement with no complaints',
      'Completed 60 hours of customer service and safety training',
    ],
    'zh-CN': ['实习期间每班接待约 40 位顾客，未收到投诉', '完成 60 学时服务礼仪与安全培训并通过考核'],
  },
  advisory: {
    'en-US': [
      'Built a market and cost analysis for a course case, ranked first of 8 teams',
      'Prepared 12 data summaries and charts for a supervisor as an intern',
    ],
    'zh-CN': [
      '为课程案例完成一份市场与成本分析，在 8 个小组中评分第一',
      '实习期间为带教同事整理 12 份数据汇总与图表',
    ],
  },
  technical: {
    'en-US': [
      'Completed 120 hours of hands-on lab and shop work, passing every practical assessment',
      'Assisted a technician with preventive maintenance on 3 machines during a summer placement',
    ],
    'zh-CN': ['完成 120 学时实验与实训，实操考核全部合格', '实习期间协助技术员完成 3 台设备的预防性维护'],
  },
  digital: {
    'en-US': [
      'Built a course project app used by about 200 students, with unit tests and code review',
      'Fixed 15 bugs and added unit tests for a team service as an intern',
    ],
    'zh-CN': [
      '完成一个课程项目应用，约 200 名同学使用，附单元测试与代码评审',
      '实习期间修复 15 个缺陷并补充单元测试',
    ],
  },
  clinical: {
    'en-US': [
      'Completed 400 clinical hours across 4 rotations under a preceptor',
      'Took vital signs and charted for 5 to 6 patients a shift during clinical placement',
    ],
    'zh-CN': [
      '在带教老师指导下完成 4 个科室轮转，共 400 学时临床实习',
      '实习期间每班协助完成 5 至 6 名患者的生命体征测量与记录',
    ],
  },
  teaching: {
    'en-US': [
      'Taught 10 lessons under a mentor teacher during student teaching, each observed and debriefed',
      'Tutored 6 students weekly through a semester',
    ],
    'zh-CN': ['在指导老师带领下完成 10 次课堂试讲与教学实习', '为 6 名学生提供每周辅导，坚持一个学期'],
  },
  general: {
    'en-US': [
      'Handled about 20 requests a day as an intern, each closed on time',
      'Kept the shared files and weekly reports in order for a department as an intern',
    ],
    'zh-CN': ['实习期间每天处理约 20 项事务，均按时办结', '为部门整理文件与周报，方便同事查阅'],
  },
};

/** A Chinese trade's work before its 工: "制帽" of "制帽工", "棉花加工" of "棉花加工工"; none for "操作工" alone. */
const CHINESE_TRADE = /^(\p{Script=Han}{2,8}?)(?:操作)?工$/u;

/**
 * The example employers of a Chinese production trade no occupation names, made from its own work: "制帽工" works at
 * "示例制帽有限公司", not at a machinery company. None for an English title, or a Chinese one the rule cannot read.
 */
function madeAt(title: string): Pick<JobFamily, 'employers'> {
  const shown = displayTitle(title);
  const bracket = shown.search(/[（(]/u);
  const work = CHINESE_TRADE.exec((bracket < 0 ? shown : shown.slice(0, bracket)).trim())?.[1];
  // 普工, 杂工, 小工, 零工, 义工, 社工 are people, not trades: "仓库杂工" works at no "示例仓库杂有限公司".
  if (!work || /^(?:普|杂|小|零|临时)|[普杂小零辅帮义社]$|临时$|钟点$/u.test(work)) return {};
  return {
    employers: {
      'zh-CN': [`示例${work}有限公司`, `示例${work}厂`],
      'en-US': [],
    },
  };
}

/** Words a person is called by that no ending gives away: "Chef", "Nurse", "Security Guard". */
const PERSON_WORDS = new Set([
  'chef',
  'cook',
  'nurse',
  'guard',
  'aide',
  'clerk',
  'tech',
  'lead',
  'host',
  'hostess',
  'pilot',
  'mate',
  'medic',
  'hand',
  'coach',
  'staff',
  'crew',
  'cadet',
  'specialist',
  'analyst',
  'vet',
  'agent',
  'student',
  'resident',
  'president',
  'superintendent',
  'associate',
  'advocate',
  'graduate',
  'mechanic',
  'executive',
  'detective',
  'representative',
]);

/** True when an English job title ends in a word for a person ("Roofer", "Bank Teller"), not a field ("Roofing"). */
function namesPerson(job: string): boolean {
  if (/\p{Script=Han}/u.test(job)) return true;
  const last = (job.trim().split(/\s+/).at(-1) ?? '').toLowerCase().replace(/[^a-z]/g, '');
  if (last === '') return true;
  return PERSON_WORDS.has(last) || /(?:er|or|ist|ian|ant|man|woman|person|ee|eur|smith|wright)s?$/.test(last);
}
