// Job families of education, the public sector, languages, media and hospitality: teacher, civil servant,
// translator, journalist / editor, hotel guest services.
import type { JobFamily } from '../job-family.ts';

export const PUBLIC_SERVICES_FAMILIES: readonly JobFamily[] = [
  {
    id: 'teacher',
    names: { 'zh-CN': '教师', 'en-US': 'Teacher' },
    field: { 'zh-CN': '教育教学', 'en-US': 'teaching' },
    synonyms: [
      '教师',
      '老师',
      '讲师',
      '培训讲师',
      '班主任',
      '助教',
      '学科老师',
      '学科教师',
      '对外汉语教师',
      '国际中文教师',
      '任课教师',
      'teacher',
      'instructor',
      'teaching assistant',
      'educator',
      'high school teacher',
      'secondary school teacher',
      'esl teacher',
      'substitute teacher',
      'homeroom teacher',
      'teaching fellow',
    ],
    keywords: ['教学', '课堂', '备课', '教案', 'teaching', 'curriculum', '教资'],
    skillGroups: {
      'zh-CN': [
        { name: '教学能力', examples: ['教学设计', '课堂管理', '分层教学', '作业设计'] },
        { name: '班级与家校', examples: ['班主任工作', '家校沟通', '学生心理辅导', '活动组织'] },
        { name: '信息化教学', examples: ['希沃白板', 'PPT 课件制作', '钉钉课堂', '微课录制'] },
      ],
      'en-US': [
        {
          name: 'Teaching',
          examples: ['Lesson planning', 'Classroom management', 'Differentiated instruction', 'Assessment'],
        },
        {
          name: 'Pastoral',
          examples: [
            'Parent communication',
            'Student wellbeing',
            'Behavior support',
            'Extracurricular clubs',
          ],
        },
        { name: 'EdTech', examples: ['Google Classroom', 'Canvas', 'Kahoot!', 'SMART Board'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你任教的学段、学科与班级数、学生人数]',
        '[你的教学成绩：平均分、优秀率或升学率的变化]',
        '[你担任班主任或组织的活动，以及班级取得的成绩]',
        '[你参与的教研、公开课或课程开发，获得的奖项]',
        '[你在家校沟通或学生个别辅导方面的做法与效果]',
      ],
      'en-US': [
        '[The grades, subjects and classes you teach, and how many students]',
        '[Student results: change in average scores, pass rates or progress measures]',
        '[Your homeroom, clubs or events, and what your students achieved]',
        '[Curriculum development, demonstration lessons or teaching awards]',
        '[How you work with parents or support individual students, and the results]',
      ],
    },
    achievements: {
      'zh-CN': [
        '担任高二两个班的数学教学，所带班级期末平均分高于年级平均 8 分',
        '担任班主任 3 年，班级获评市级优秀班集体',
        '开设区级公开课 3 节，获市青年教师教学比赛一等奖',
        '开发校本课程《生活中的数学》，每学期选修学生 120 人',
        '辅导学生参加数学竞赛，12 人获省级奖项',
        '每学期家访 40 户以上，学生作业完成率从 85% 提升到 98%',
      ],
      'en-US': [
        'Taught math to two 11th-grade classes whose final averages beat the grade average by 8 points',
        'Served as homeroom teacher for 3 years; the class was named a city model class',
        'Gave 3 district demonstration lessons and won first prize in a city teaching competition',
        'Designed an elective course, Math in Everyday Life, taken by 120 students a term',
        'Coached math competition students, 12 of whom won state-level awards',
        'Visited 40+ families each term, raising homework completion from 85% to 98%',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '校本课程开发', description: '结合生活情境设计的数学拓展课程' },
        { name: '分层作业改革', description: '按学情设计分层作业，减轻负担并提升效果' },
        { name: '家校共育活动', description: '定期家长课堂与家访，提升家校沟通质量' },
      ],
      'en-US': [
        { name: 'Elective course design', description: 'A real-world math elective built from scratch' },
        {
          name: 'Tiered homework',
          description: 'Homework matched to readiness that lightened load and raised results',
        },
        { name: 'Family engagement program', description: 'Regular parent workshops and home visits' },
      ],
    },
    certifications: {
      'zh-CN': ['教师资格证（高中数学）', '普通话二级甲等证书', '心理健康教育 C 证'],
      'en-US': ['State teaching license', 'TEFL / TESOL certificate', 'CPR & First Aid'],
    },
    tools: {
      'zh-CN': ['希沃白板', 'PPT', '钉钉', '腾讯会议', '问卷星', '几何画板'],
      'en-US': ['Google Classroom', 'Canvas', 'Kahoot!', 'SMART Board', 'Nearpod', 'Microsoft Teams'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年高中数学教学经验，持高中数学教师资格证，担任班主任三年。',
          '注重分层教学与学生习惯培养，所带班级成绩稳定领先，获市级教学比赛一等奖。',
        ],
        student: [
          '数学与应用数学（师范）专业应届毕业生，已取得高中数学教师资格证，普通话二级甲等。',
          '在重点中学完成一学期教育实习，独立授课 40 余节，深受学生喜爱。',
        ],
      },
      'en-US': {
        experienced: [
          'Licensed high school math teacher with 6 years in the classroom, including three as homeroom teacher.',
          'Uses differentiated instruction and strong routines; my classes consistently lead the grade.',
        ],
        student: [
          'Mathematics education graduate holding a teaching license.',
          'Taught 40+ lessons independently during a semester of student teaching and built strong rapport with students.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['数学与应用数学（师范）', '汉语言文学（师范）', '学前教育', '英语（师范）'],
        courses: ['教育学', '教育心理学', '学科教学论', '课程与教学论'],
      },
      'en-US': {
        majors: ['Education', 'Mathematics Education', 'Early Childhood Education'],
        courses: ['Educational Psychology', 'Curriculum Design', 'Classroom Management', 'Assessment'],
      },
    },
    workplace: 'school',
  },
  {
    id: 'civil-servant',
    names: { 'zh-CN': '公务员', 'en-US': 'Civil Servant' },
    field: { 'zh-CN': '政府与公共管理', 'en-US': 'public administration' },
    synonyms: [
      '公务员',
      '选调生',
      '事业单位',
      '事业编',
      '事业单位工作人员',
      '机关工作人员',
      '科员',
      '办事员',
      '政府工作人员',
      '街道办工作人员',
      '基层公务员',
      '乡镇公务员',
      '行政执法',
      '综合管理岗',
      '文秘岗',
      'civil servant',
      'public servant',
      'government officer',
      'government official',
      'policy officer',
      'policy analyst',
      'public administrator',
      'public sector officer',
      'government employee',
    ],
    keywords: ['政府', '机关', '政务', 'government', 'public sector', '体制内'],
    skillGroups: {
      'zh-CN': [
        { name: '公文与综合', examples: ['公文写作', '政策解读', '调研报告', '会议组织'] },
        { name: '业务能力', examples: ['政务服务', '行政审批', '基层治理', '信访接待'] },
        { name: '办公技能', examples: ['Word', 'Excel', 'PPT', '政务办公系统'] },
      ],
      'en-US': [
        {
          name: 'Policy & writing',
          examples: ['Briefings', 'Policy analysis', 'Consultation reports', 'Minutes'],
        },
        {
          name: 'Public service',
          examples: [
            'Stakeholder engagement',
            'Program delivery',
            'Regulatory casework',
            'Budget monitoring',
          ],
        },
        { name: 'Office', examples: ['Microsoft 365', 'Excel', 'Case management systems', 'SharePoint'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的单位与岗位，以及主要承担的工作]',
        '[你起草的重要材料：类型、数量与采用情况]',
        '[你参与的一项重点工作或专项任务：你的分工与成效]',
        '[你开展的调研或政策落实工作，以及带来的改进]',
        '[你在服务群众、办理事项方面的数字，如办件量、满意度]',
      ],
      'en-US': [
        '[Your department and post, and your main responsibilities]',
        '[Important papers you drafted: types, number and how they were used]',
        '[A priority program or task force you worked on: your part and its results]',
        '[Research or policy implementation you carried out, and the improvements it brought]',
        '[Service figures: cases handled, processing times or satisfaction]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责单位综合文字工作，年均起草讲话稿、工作报告等材料 80 余篇',
        '参与"一网通办"改革，推动 45 个事项网上办理，平均办理时限压缩 60%',
        '牵头开展营商环境专题调研，走访企业 60 家，形成的报告获区主要领导批示并被采纳',
        '在窗口岗位年办件量 5000 余件，群众满意度 99.8%',
        '在防汛等应急工作中表现突出，连续 2 年年度考核获评"优秀"',
        '牵头汇编政策文件 3 册，供全局 200 名干部学习使用',
      ],
      'en-US': [
        'Drafted 80+ speeches, reports and briefings a year for the department',
        'Helped move 45 public services online, cutting average processing time by 60%',
        'Led a business-environment study covering 60 firms whose recommendations were adopted by the district leadership',
        'Handled 5,000+ public service cases a year with 99.8% satisfaction',
        'Rated "outstanding" in the annual review 2 years running for work during emergency response',
        'Compiled 3 volumes of policy guidance used by 200 colleagues across the bureau',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '"一网通办"事项梳理', description: '梳理办事流程与材料清单，推动事项网上办理' },
        { name: '营商环境专题调研', description: '走访企业并形成调研报告，提出政策建议' },
        { name: '基层治理网格化', description: '参与社区网格划分与事项上报流程设计' },
      ],
      'en-US': [
        {
          name: 'Digital public services',
          description: 'Mapped procedures and documents to move services online',
        },
        {
          name: 'Business environment review',
          description: 'Interviewed firms and wrote policy recommendations',
        },
        {
          name: 'Neighborhood services pilot',
          description: 'Helped design local case reporting and follow-up',
        },
      ],
    },
    certifications: {
      'zh-CN': ['法律职业资格证书', '全国计算机等级考试二级', '普通话二级甲等证书'],
      'en-US': ['Certified Public Manager (CPM)', 'PRINCE2 Foundation', 'Microsoft Office Specialist'],
    },
    tools: {
      'zh-CN': ['Word', 'Excel', 'PPT', 'WPS', '政务办公系统', '公文处理系统'],
      'en-US': ['Microsoft 365', 'Excel', 'SharePoint', 'Case management systems', 'Power BI', 'Teams'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年区级机关工作经验，长期从事综合文字与政策研究工作，文字功底扎实。',
          '参与"一网通办"改革等重点工作，年度考核多次获评优秀。',
        ],
        student: [
          '公共管理专业应届毕业生，中共党员，担任学院学生会主席，组织协调能力强。',
          '在街道办实习期间参与材料起草与群众接待，了解基层工作。',
        ],
      },
      'en-US': {
        experienced: [
          'Civil servant with 5 years in local government, focused on policy research and briefings, with strong writing skills.',
          'Contributed to the digital services program and was repeatedly rated outstanding.',
        ],
        student: [
          'Public administration graduate and former student union president with strong organizing skills.',
          'Drafted papers and assisted residents during an internship at a local council.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['行政管理', '公共事业管理', '法学', '汉语言文学'],
        courses: ['公共管理学', '公共政策分析', '行政法', '应用文写作'],
      },
      'en-US': {
        majors: ['Public Administration', 'Political Science', 'Public Policy'],
        courses: ['Public Management', 'Policy Analysis', 'Administrative Law', 'Public Finance'],
      },
    },
    workplace: 'government',
  },
  {
    id: 'translator',
    names: { 'zh-CN': '翻译', 'en-US': 'Translator / Interpreter' },
    field: { 'zh-CN': '翻译', 'en-US': 'translation and interpreting' },
    synonyms: [
      '翻译',
      '笔译',
      '口译',
      '同声传译',
      '同传',
      '交替传译',
      '英语翻译',
      '日语翻译',
      '韩语翻译',
      '法语翻译',
      '德语翻译',
      '俄语翻译',
      '西班牙语翻译',
      '商务翻译',
      '陪同翻译',
      '本地化专员',
      '本地化',
      '译员',
      '翻译专员',
      'translator',
      'interpreter',
      'conference interpreter',
      'simultaneous interpreter',
      'localization specialist',
      'localisation specialist',
      'localization',
      'localisation',
      'language specialist',
      'linguist',
      'subtitler',
    ],
    keywords: ['catti', 'trados', 'memoq', 'cat tools'],
    skillGroups: {
      'zh-CN': [
        { name: '语言能力', examples: ['英语专业八级', 'CATTI 二级笔译', '日语 N1', '普通话一级乙等'] },
        { name: '翻译领域', examples: ['法律合同', '技术文档', '财经报告', '影视字幕'] },
        { name: '工具', examples: ['Trados', 'memoQ', '术语库管理', 'Aegisub'] },
      ],
      'en-US': [
        { name: 'Language pairs', examples: ['Chinese > English', 'English > Chinese', 'Spanish > English'] },
        {
          name: 'Domains',
          examples: ['Legal contracts', 'Technical documentation', 'Financial reports', 'Subtitles'],
        },
        { name: 'Tools', examples: ['Trados Studio', 'memoQ', 'Phrase', 'Term bases'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你的语言对与主要翻译领域]',
        '[你的笔译量或口译场次，以及重要项目或会议]',
        '[你如何保证译文质量：审校流程、术语管理与差错率]',
        '[你负责的本地化项目：产品、语种数量与交付周期]',
        '[客户或使用方对你翻译的反馈与评价]',
      ],
      'en-US': [
        '[Your language pairs and main subject areas]',
        '[Your translation volume or interpreting assignments, and notable projects or conferences]',
        '[How you assure quality: review steps, terminology management and error rates]',
        '[Localization projects you ran: product, number of languages and turnaround]',
        '[Feedback from clients or users on your work]',
      ],
    },
    achievements: {
      'zh-CN': [
        '累计完成法律与财经笔译 200 万字，客户返修率低于 1%',
        '为 30 余场国际会议与商务谈判提供交替传译和同声传译',
        '建立公司中英术语库 8000 条，团队翻译一致性显著提升',
        '负责 App 的 6 个语种本地化，版本交付周期从 3 周缩短到 1 周',
        '翻译出版英文图书 2 部，合计 40 万字',
        '为 3 家上市公司翻译年报与公告，全部按期交付、零重大差错',
      ],
      'en-US': [
        'Translated 2 million characters of legal and financial documents with a revision rate under 1%',
        'Interpreted consecutively and simultaneously at 30+ international conferences and negotiations',
        'Built an 8,000-entry bilingual term base that made team translations far more consistent',
        'Ran localization of an app into 6 languages, cutting release turnaround from 3 weeks to 1',
        'Translated 2 published books totaling 400,000 characters',
        'Translated annual reports and filings for 3 listed companies, all on time with no major errors',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '国际会议同传', description: '为行业峰会提供中英同声传译' },
        { name: '产品多语种本地化', description: '统筹 6 个语种的界面与文档本地化' },
        { name: '企业术语库建设', description: '整理并维护中英对照术语，统一译法' },
      ],
      'en-US': [
        {
          name: 'Conference interpreting',
          description: 'Chinese–English simultaneous interpreting at an industry summit',
        },
        {
          name: 'Product localization',
          description: 'UI and documentation in 6 languages, coordinated end to end',
        },
        {
          name: 'Corporate term base',
          description: 'A maintained bilingual glossary that standardized translations',
        },
      ],
    },
    certifications: {
      'zh-CN': ['CATTI 二级笔译', 'CATTI 二级口译', '英语专业八级（TEM-8）', '日语能力考试 N1'],
      'en-US': [
        'ATA Certified Translator',
        'CATTI Level 2 Translator',
        'Certified Court Interpreter',
        'DipTrans (CIOL)',
      ],
    },
    tools: {
      'zh-CN': ['Trados', 'memoQ', 'Phrase', 'Word', 'Aegisub', 'Xbench'],
      'en-US': ['Trados Studio', 'memoQ', 'Phrase', 'Xbench', 'Aegisub', 'Word'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年中英翻译经验，持 CATTI 二级口笔译证书，专注法律与财经领域，累计笔译 200 万字。',
          '兼具会议口译与本地化项目经验，译文准确流畅，交付准时。',
        ],
        student: [
          '英语翻译专业硕士在读，英语专业八级，CATTI 二级笔译。',
          '在翻译公司实习期间完成 20 万字技术文档翻译，熟练使用 Trados。',
        ],
      },
      'en-US': {
        experienced: [
          'Chinese–English translator and interpreter with 6 years in legal and financial work and 2 million characters translated.',
          'Also experienced in conference interpreting and software localization; accurate and always on time.',
        ],
        student: [
          "Master's student in translation and interpreting, certified at CATTI Level 2.",
          'Translated 200,000 characters of technical documents in Trados during an internship.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['翻译', '英语', '日语'],
        courses: ['笔译理论与实践', '交替传译', '同声传译', '计算机辅助翻译'],
      },
      'en-US': {
        majors: ['Translation and Interpreting', 'Modern Languages', 'Linguistics'],
        courses: [
          'Translation Theory and Practice',
          'Consecutive Interpreting',
          'Simultaneous Interpreting',
          'Computer-Assisted Translation',
        ],
      },
    },
    workplace: 'language-services',
  },
  {
    id: 'journalist-editor',
    names: { 'zh-CN': '记者 / 编辑', 'en-US': 'Journalist / Editor' },
    field: { 'zh-CN': '新闻采编', 'en-US': 'journalism and editing' },
    synonyms: [
      '记者',
      '编辑',
      '新闻编辑',
      '文字编辑',
      '责任编辑',
      '图书编辑',
      '出版编辑',
      '采编',
      '新闻记者',
      '主编',
      '编辑记者',
      '撰稿人',
      '特约撰稿人',
      '校对',
      '新闻采编',
      '财经记者',
      '网络编辑',
      'journalist',
      'reporter',
      'editor',
      'news editor',
      'copy editor',
      'sub editor',
      'staff writer',
      'correspondent',
      'news writer',
      'features editor',
      'editorial assistant',
      'book editor',
      'proofreader',
      'columnist',
    ],
    keywords: ['采访', '新闻', 'journalism', 'newsroom'],
    skillGroups: {
      'zh-CN': [
        { name: '采编能力', examples: ['新闻采访', '深度报道', '稿件编辑', '标题制作'] },
        { name: '专业领域', examples: ['财经', '科技', '社会民生', '文化'] },
        { name: '工具', examples: ['方正飞腾', 'Photoshop', '剪映', '135 编辑器'] },
      ],
      'en-US': [
        {
          name: 'Reporting & editing',
          examples: ['Interviewing', 'Investigative reporting', 'Copy editing', 'Headline writing'],
        },
        { name: 'Beats', examples: ['Business', 'Technology', 'Local news', 'Culture'] },
        { name: 'Tools', examples: ['CMS (WordPress, Arc)', 'AP Style', 'Adobe InDesign', 'Premiere Pro'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你跑的口线或负责的版面、栏目，以及发稿量]',
        '[你采写或编辑的代表作品：主题与传播数据或影响]',
        '[你策划的专题或系列报道，以及获得的奖项或转载]',
        '[你在审校、把关或编辑流程上的职责与差错率]',
        '[你参与的融媒体转型工作：短视频、新媒体产品等]',
      ],
      'en-US': [
        '[Your beat or the sections you edit, and your story output]',
        '[Signature stories you reported or edited: topic and readership or impact]',
        '[Series or special reports you planned, and awards or pick-ups they earned]',
        '[Your role in fact-checking and editing, and your error rate]',
        '[Digital work you did: video, newsletters or social products]',
      ],
    },
    achievements: {
      'zh-CN': [
        '跑财经口线三年，年均发稿 150 篇，其中 10 余篇被主流媒体转载',
        '采写的调查报道推动有关部门整改，获 2023 年度省新闻奖二等奖',
        '负责新闻客户端要闻编辑，单篇最高阅读量 800 万',
        '策划"城市更新"系列报道 12 期，累计传播量超过 3000 万',
        '担任图书责任编辑，出版图书 15 种，其中 2 种加印超过 5 万册',
        '运营报社视频号与抖音账号，一年内粉丝增长 50 万',
      ],
      'en-US': [
        'Covered the business beat for three years, filing about 150 stories a year, with 10+ picked up by national outlets',
        'Wrote an investigation that prompted official action and won a 2023 state press award',
        'Edited the front page of a news app, with a top story reaching 8 million readers',
        'Planned a 12-part urban renewal series that reached 30 million people',
        'Edited 15 published books, 2 of which went back to press for 50,000+ copies',
        "Ran the paper's short-video channels, adding 500,000 followers in a year",
      ],
    },
    projects: {
      'zh-CN': [
        { name: '"城市更新"系列报道', description: '多平台联动的 12 期深度专题' },
        { name: '调查报道', description: '历时两个月的调查采访，推动问题整改' },
        { name: '融媒体栏目', description: '文字、短视频与直播结合的新栏目策划与运营' },
      ],
      'en-US': [
        { name: 'Urban renewal series', description: 'A 12-part multi-platform feature series' },
        { name: 'Investigative report', description: 'Two months of reporting that led to official action' },
        {
          name: 'Multimedia column',
          description: 'A new column combining text, short video and live streams',
        },
      ],
    },
    certifications: {
      'zh-CN': ['新闻记者证', '出版专业技术人员职业资格（中级）', '普通话二级甲等证书'],
      'en-US': [
        'Society of Professional Journalists membership',
        'ACES Certificate in Editing',
        'Google News Initiative training',
      ],
    },
    tools: {
      'zh-CN': ['方正飞腾', '135 编辑器', 'Photoshop', '剪映', '讯飞听见', 'Word'],
      'en-US': ['WordPress', 'Arc XP', 'Adobe InDesign', 'Premiere Pro', 'Otter.ai', 'Google Docs'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年媒体采编经验，专注财经报道，年均发稿 150 篇，作品获省新闻奖。',
          '新闻敏感度高，兼具深度报道与新媒体产品经验。',
        ],
        student: [
          '新闻学专业在读，担任校报记者两年，发表新闻稿件 50 余篇。',
          '文字功底扎实，善于沟通采访，熟悉短视频拍摄与剪辑。',
        ],
      },
      'en-US': {
        experienced: [
          'Journalist with 6 years on the business beat, filing about 150 stories a year, including an award-winning investigation.',
          'Strong news judgment, with both long-form and digital product experience.',
        ],
        student: [
          'Journalism student and two-year reporter for the campus paper with 50+ published stories.',
          'Clear writer and confident interviewer who also shoots and edits short video.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['新闻学', '汉语言文学', '编辑出版学'],
        courses: ['新闻采访与写作', '新闻编辑', '传播学概论', '新闻伦理与法规'],
      },
      'en-US': {
        majors: ['Journalism', 'English', 'Communications'],
        courses: ['News Reporting', 'Editing', 'Media Law and Ethics', 'Data Journalism'],
      },
    },
    workplace: 'media',
  },
  {
    id: 'hotel-hospitality',
    names: { 'zh-CN': '酒店宾客服务专员', 'en-US': 'Hotel Guest Services Agent' },
    field: { 'zh-CN': '酒店服务与运营', 'en-US': 'hotel operations and guest service' },
    synonyms: [
      '酒店宾客服务专员',
      '酒店管理',
      '酒店',
      '酒店前台',
      '前厅',
      '前厅接待',
      '前厅部',
      '酒店大堂经理',
      '宾客关系',
      '宾客关系经理',
      '礼宾',
      '礼宾员',
      '餐饮部',
      '酒店管培生',
      '民宿管家',
      '度假村',
      '酒店运营',
      'hotel guest services agent',
      'guest services agent',
      'guest service agent',
      'front desk agent',
      'front office agent',
      'hotel receptionist',
      'front office',
      'guest relations',
      'concierge',
      'food and beverage',
      'f&b',
      'hotel operations',
      'hotel',
      'hospitality',
      'resort',
      'night auditor',
      'bellhop',
      'butler',
    ],
    keywords: ['opera pms', '入住', 'check in'],
    skillGroups: {
      'zh-CN': [
        { name: '宾客服务', examples: ['入住与退房办理', '投诉处理', 'VIP 接待', '礼宾服务'] },
        { name: '运营管理', examples: ['房态管理', '收益与房价', '排班', '服务质量检查'] },
        { name: '系统与语言', examples: ['Opera PMS', '西软', '英语口语', '日语会话'] },
      ],
      'en-US': [
        {
          name: 'Guest service',
          examples: ['Check-in / check-out', 'Complaint recovery', 'VIP arrivals', 'Concierge'],
        },
        { name: 'Operations', examples: ['Room status', 'Upselling', 'Shift scheduling', 'Service audits'] },
        {
          name: 'Systems & languages',
          examples: ['Opera PMS', 'Micros POS', 'Spanish (conversational)', 'Cash handling'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的酒店与部门：星级、房间数与你的岗位]',
        '[你每日接待或服务的宾客量，以及办理效率]',
        '[你处理的一次宾客投诉或突发情况，以及结果]',
        '[你的服务评价：点评分数、表扬信或神秘访客成绩]',
        '[你参与的增收或提效工作，如房型升级销售、流程改进]',
      ],
      'en-US': [
        '[Your hotel and department: rating, number of rooms and your role]',
        '[How many guests you serve a day and how quickly]',
        '[A guest complaint or incident you handled, and how it ended]',
        '[Service scores: review ratings, guest mentions or mystery-shopper results]',
        '[Revenue or efficiency work you did, such as upselling or process changes]',
      ],
    },
    achievements: {
      'zh-CN': [
        '在 400 间客房的五星级酒店前厅工作，日均办理入住与退房 150 间次',
        '通过房型升级销售，个人月均增收 3 万元，连续 4 个月排名部门第一',
        '妥善处理宾客投诉 80 余起，投诉挽回率 95%',
        '携程点评中被点名表扬 60 余次，酒店点评分从 4.6 升至 4.8',
        '优化夜班交接流程，交接差错率下降 70%',
        '参与新酒店开业筹备，完成前厅部 30 名员工的系统与服务培训',
      ],
      'en-US': [
        'Worked the front desk of a 400-room five-star hotel, handling about 150 arrivals and departures a day',
        'Generated $4,000 a month in room upgrades, ranking first in the department four months running',
        'Resolved 80+ guest complaints, retaining 95% of the guests involved',
        'Named in 60+ guest reviews; the hotel review score rose from 4.6 to 4.8',
        'Reworked the night-shift handover, reducing handover errors by 70%',
        'Helped open a new hotel, training 30 front office staff on systems and service',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '房型升级销售计划', description: '制定前台升级销售话术与激励，提升客房收入' },
        { name: '宾客点评提升', description: '针对差评问题改进服务流程，提升点评分' },
        { name: '大型会议接待', description: '协调前厅、客房与餐饮，完成 500 人会议接待' },
      ],
      'en-US': [
        { name: 'Front desk upselling', description: 'Scripts and incentives that grew room revenue' },
        {
          name: 'Guest review improvement',
          description: 'Service fixes based on negative reviews that lifted scores',
        },
        {
          name: 'Large conference hosting',
          description: 'Coordinated front office, housekeeping and F&B for a 500-guest event',
        },
      ],
    },
    certifications: {
      'zh-CN': ['前厅服务员（中级）', '餐厅服务员（中级）', '英语 CET-6'],
      'en-US': [
        'Certified Guest Service Professional (CGSP)',
        'ServSafe Food Handler',
        'Certified Front Desk Representative',
      ],
    },
    tools: {
      'zh-CN': ['Opera PMS', '西软', '携程 eBooking', '美团酒店商家版', 'Excel', '对讲机'],
      'en-US': [
        'Opera PMS',
        'Micros POS',
        'Booking.com Extranet',
        'Expedia Partner Central',
        'Excel',
        'ALICE',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年国际品牌五星级酒店前厅经验，熟悉 Opera 系统与宾客关系管理。',
          '服务意识强，善于处理投诉与升级销售，多次被宾客点名表扬。',
        ],
        student: [
          '酒店管理专业应届毕业生，在五星级酒店完成 6 个月管培实习，英语口语流利。',
          '形象气质佳，热情细致，能适应轮班工作。',
        ],
      },
      'en-US': {
        experienced: [
          'Guest services professional with 5 years at an international five-star hotel, fluent in Opera PMS.',
          'Warm and composed with guests, strong at complaint recovery and upselling, and frequently named in reviews.',
        ],
        student: [
          'Hospitality management graduate with a 6-month management trainee placement at a five-star hotel.',
          'Friendly, detail-minded and comfortable with shift work.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['酒店管理', '旅游管理'],
        courses: ['前厅与客房管理', '餐饮管理', '酒店收益管理', '服务礼仪'],
      },
      'en-US': {
        majors: ['Hospitality Management', 'Tourism Management'],
        courses: [
          'Front Office Operations',
          'Food and Beverage Management',
          'Revenue Management',
          'Service Quality',
        ],
      },
    },
    workplace: 'hotel',
  },
];
