// Job families of arts, education, public service and industrial specialities: musicians, curators, automation and reliability engineers.
import type { JobFamily } from '../job-family.ts';

export const ARTS_PUBLIC_INDUSTRY_FAMILIES: readonly JobFamily[] = [
  {
    id: 'musician',
    names: { 'zh-CN': '乐手', 'en-US': 'Musician' },
    field: { 'zh-CN': '音乐演奏与演出', 'en-US': 'music performance' },
    synonyms: [
      '乐手',
      '音乐人',
      '演奏员',
      '乐团演奏员',
      '器乐演奏员',
      '演奏家',
      '钢琴演奏员',
      '小提琴演奏员',
      '大提琴演奏员',
      '管乐演奏员',
      '民乐演奏员',
      '二胡演奏员',
      '古筝演奏员',
      '钢琴伴奏',
      '键盘手',
      '鼓手',
      '吉他手',
      '贝斯手',
      '歌手',
      '驻唱歌手',
      '独立音乐人',
      '唱作人',
      '作曲',
      '作曲家',
      'musician',
      'professional musician',
      'session musician',
      'orchestral musician',
      'pianist',
      'violinist',
      'cellist',
      'guitarist',
      'drummer',
      'bassist',
      'keyboardist',
      'singer',
      'vocalist',
      'singer-songwriter',
      'accompanist',
      'collaborative pianist',
      'composer',
      'songwriter',
    ],
    keywords: ['演奏', '器乐'],
    skillGroups: {
      'zh-CN': [
        { name: '演奏演唱', examples: ['视奏', '即兴演奏', '重奏与合奏', '舞台表现'] },
        { name: '音乐理论', examples: ['和声', '曲式分析', '编配', '扒谱与记谱'] },
        { name: '录音与演出', examples: ['录音棚录音', '分轨录制', '现场返听', '排练组织'] },
      ],
      'en-US': [
        {
          name: 'Performance',
          examples: ['Sight-reading', 'Improvisation', 'Chamber and ensemble playing', 'Stage presence'],
        },
        { name: 'Musicianship', examples: ['Harmony', 'Form and analysis', 'Arranging', 'Transcription'] },
        {
          name: 'Recording & live',
          examples: ['Studio sessions', 'Multitrack recording', 'In-ear monitoring', 'Running rehearsals'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你的主修乐器或声部，以及擅长的风格（古典、流行、爵士、民乐）]',
        '[你所在的乐团、乐队或演出团体，以及担任的声部或位置]',
        '[你每年的演出场次与代表性演出（音乐会、巡演、音乐节）]',
        '[你参与录音的作品、发行平台与播放量]',
        '[你的比赛获奖、教学经历或合作过的艺人]',
      ],
      'en-US': [
        '[Your main instrument or voice part and the styles you play (classical, pop, jazz, traditional)]',
        '[The orchestra, band or ensemble you play with, and your chair or role]',
        '[Performances a year and your standout shows (concerts, tours, festivals)]',
        '[Recordings you played on, where they were released and how they streamed]',
        '[Competition prizes, teaching or artists you have worked with]',
      ],
    },
    achievements: {
      'zh-CN': [
        '在交响乐团第二小提琴声部任职，每个演出季演出音乐会 60 余场',
        '随乐队完成 25 个城市的巡演，累计观众 8 万人次',
        '为 40 余首流行歌曲录制吉他分轨，其中 3 首进入音乐平台热歌榜',
        '发行原创单曲，在音乐平台累计播放 500 万次',
        '获 2023 年省青年器乐比赛二等奖',
        '教授钢琴学生 30 名，其中 12 名通过十级考级',
      ],
      'en-US': [
        'Play about 60 concerts a season in the second violin section of a regional symphony',
        'Toured 25 cities with the band, playing to 80,000 people in total',
        'Recorded guitar parts for 40+ pop songs, 3 of which made streaming charts',
        'Released an original single with 5 million streams',
        'Took second prize at a 2023 MTNA state performance competition',
        'Teach 30 private piano students, 8 of whom placed at regional festivals',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '室内乐音乐会季', description: '策划并演出 6 场室内乐音乐会，平均上座率 85%' },
        { name: '原创专辑录制', description: '完成 10 首原创作品的编配与录音，在主流音乐平台发行' },
        { name: '音乐进校园', description: '走进 20 所中小学开展普及演出与乐器示范' },
      ],
      'en-US': [
        {
          name: 'Chamber music series',
          description: 'Planned and played 6 chamber concerts with 85% average attendance',
        },
        {
          name: 'Original album',
          description: 'Arranged and recorded 10 original songs released on all major streaming platforms',
        },
        {
          name: 'School outreach concerts',
          description: 'Concerts and instrument demonstrations at 20 local schools',
        },
      ],
    },
    certifications: {
      'zh-CN': ['音乐考级十级证书（中国音乐家协会）', '教师资格证（音乐）', '三级演奏员（职称）'],
      'en-US': [
        'American Federation of Musicians (AFM) membership',
        'MTNA Nationally Certified Teacher of Music (NCTM)',
      ],
    },
    tools: {
      'zh-CN': ['Logic Pro', 'Cubase', 'Sibelius', '节拍器与调音器', '声卡与监听耳机', '入耳式返听'],
      'en-US': ['Logic Pro', 'Ableton Live', 'Sibelius', 'MuseScore', 'Audio interfaces', 'In-ear monitors'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '8 年职业演奏经验，现任乐团小提琴演奏员，每个演出季演出音乐会 60 余场。',
          '视奏能力强，熟悉古典与流行多种风格，参与录音作品 40 余首。',
        ],
        student: ['音乐表演专业应届生，主修钢琴，举办过个人毕业音乐会，获省级青少年钢琴比赛三等奖。'],
      },
      'en-US': {
        experienced: [
          'Orchestral violinist with 8 years on stage, playing about 60 concerts a season.',
          'Strong sight-reader at home in classical and pop, with 40+ studio recordings.',
        ],
        student: [
          'Music performance graduate (piano) who gave a full senior recital and placed at a state competition.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['音乐表演', '音乐学', '作曲与作曲技术理论'],
        courses: ['专业主科', '视唱练耳', '和声学', '室内乐'],
      },
      'en-US': {
        majors: ['Music Performance', 'Music', 'Composition'],
        courses: ['Applied Lessons', 'Ear Training', 'Music Theory', 'Chamber Music'],
      },
    },
    workplace: 'agency',
  },
  {
    id: 'dancer',
    names: { 'zh-CN': '舞蹈演员', 'en-US': 'Dancer' },
    field: { 'zh-CN': '舞蹈表演', 'en-US': 'dance' },
    synonyms: [
      '舞蹈演员',
      '舞者',
      '专业舞者',
      '舞蹈家',
      '芭蕾舞演员',
      '现代舞演员',
      '古典舞演员',
      '民族舞演员',
      '街舞舞者',
      '伴舞',
      '舞蹈编导',
      '编舞',
      '编舞师',
      '舞蹈老师',
      '舞蹈教师',
      '舞蹈教练',
      'dancer',
      'professional dancer',
      'ballet dancer',
      'contemporary dancer',
      'company dancer',
      'backup dancer',
      'commercial dancer',
      'choreographer',
      'dance teacher',
      'dance instructor',
    ],
    keywords: ['舞蹈', '芭蕾', 'choreography', 'ballet'],
    skillGroups: {
      'zh-CN': [
        { name: '舞种', examples: ['中国古典舞', '芭蕾', '现代舞', '爵士舞'] },
        { name: '表演与编创', examples: ['舞台表现力', '舞蹈编排', '即兴创作', '双人舞配合'] },
        { name: '训练与教学', examples: ['基本功训练', '软开度训练', '少儿舞蹈教学', '伤病预防'] },
      ],
      'en-US': [
        { name: 'Styles', examples: ['Ballet', 'Contemporary', 'Jazz', 'Hip-hop'] },
        {
          name: 'Performance & choreography',
          examples: ['Stage presence', 'Choreography', 'Improvisation', 'Partnering'],
        },
        {
          name: 'Training & teaching',
          examples: [
            'Technique classes',
            'Flexibility and conditioning',
            "Children's dance instruction",
            'Injury prevention',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你擅长的舞种，以及所在的院团、舞团或演艺公司]',
        '[你参演的代表剧目或节目，以及担任的角色（领舞、独舞、群舞）]',
        '[你每年的演出场次与重要舞台（巡演、晚会、比赛）]',
        '[你编创的舞蹈作品或带过的教学班级，以及成果]',
        '[你获得的比赛奖项，或学员的考级与比赛成绩]',
      ],
      'en-US': [
        '[Your dance styles and the company, troupe or agency you dance with]',
        '[Key productions or shows and your roles (principal, soloist, corps)]',
        '[Performances a year and major stages (tours, televised shows, competitions)]',
        '[Pieces you choreographed or classes you taught, and the results]',
        "[Competition awards, or your students' results]",
      ],
    },
    achievements: {
      'zh-CN': [
        '在省级歌舞剧院担任群舞及领舞，每年演出 120 余场',
        '在原创舞剧中担任主要角色，完成全国巡演 40 场',
        '编创少儿舞蹈作品 8 个，其中 2 个获省级比赛金奖',
        '带教少儿舞蹈班 6 个、学员 90 人，考级通过率 98%',
        '获 2022 年省舞蹈大赛表演类二等奖',
        '参与 3 台省级电视晚会的舞蹈演出',
      ],
      'en-US': [
        'Dance about 120 shows a year in corps and featured roles with a regional company',
        'Danced a principal role on a 40-date national tour of an original full-length work',
        'Choreographed 8 youth pieces, 2 of which won gold at regional competitions',
        "Teach 6 children's classes of 90 students in total, with 95% returning the next season",
        'Won second place at a 2022 regional dance competition',
        'Danced in 3 televised gala performances',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '原创舞剧巡演', description: '担任主要角色，完成全国 20 个城市 40 场巡演' },
        { name: '少儿舞蹈作品编创', description: '为少儿班编创群舞作品，获省级比赛金奖' },
        { name: '舞蹈进社区', description: '组织公益舞蹈课与演出，覆盖社区居民 2000 人次' },
      ],
      'en-US': [
        { name: 'National tour', description: 'A principal role across 40 dates in 20 cities' },
        { name: 'Youth choreography', description: 'Group pieces for youth classes that won regional gold' },
        {
          name: 'Community dance program',
          description: 'Free classes and performances that reached 2,000 residents',
        },
      ],
    },
    certifications: {
      'zh-CN': ['中国舞蹈家协会考级教师资格证', '教师资格证（舞蹈）', '三级演员（职称）'],
      'en-US': [
        'ABT Certified Teacher (National Training Curriculum)',
        'American Guild of Musical Artists (AGMA) membership',
        'Pilates Mat certification',
      ],
    },
    tools: {
      'zh-CN': ['舞蹈作品集视频', '排练录像回放', '剪映', 'Audition 音乐剪辑', '泡沫轴', '弹力带'],
      'en-US': [
        'Dance reel',
        'Rehearsal video review',
        'Final Cut Pro',
        'Audacity',
        'Foam rollers',
        'Resistance bands',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '7 年舞蹈表演经验，擅长中国古典舞与现代舞，每年演出 120 余场。',
          '兼具编创与教学经验，编创作品获省级比赛金奖。',
        ],
        student: ['舞蹈表演专业应届生，基本功扎实，在毕业大戏中担任领舞，获校级舞蹈比赛一等奖。'],
      },
      'en-US': {
        experienced: [
          'Dancer with 7 years in ballet and contemporary, performing about 120 shows a year.',
          'Also choreographs and teaches, with pieces that won regional gold.',
        ],
        student: [
          'Dance BFA graduate with strong ballet and contemporary technique who danced a featured role in the senior showcase.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['舞蹈表演', '舞蹈编导', '舞蹈学'],
        courses: ['芭蕾基训', '中国古典舞身韵', '现代舞技术', '舞蹈编创'],
      },
      'en-US': {
        majors: ['Dance', 'Dance Performance'],
        courses: ['Ballet Technique', 'Contemporary Technique', 'Choreography', 'Dance Kinesiology'],
      },
    },
    workplace: 'agency',
  },
  {
    id: 'curator',
    names: { 'zh-CN': '策展人', 'en-US': 'Curator' },
    field: { 'zh-CN': '展览策划与藏品研究', 'en-US': 'exhibitions and collections' },
    synonyms: [
      '策展人',
      '策展',
      '艺术策展人',
      '博物馆策展人',
      '美术馆策展人',
      '展览策划',
      '展览策划专员',
      '展览专员',
      'curator',
      'museum curator',
      'art curator',
      'exhibition curator',
      'curatorial assistant',
      'curatorial associate',
      'exhibitions manager',
    ],
    keywords: ['藏品', '策展方案', 'curatorial'],
    skillGroups: {
      'zh-CN': [
        { name: '展览策划', examples: ['展览选题', '策展方案撰写', '展品遴选', '展线与空间规划'] },
        { name: '学术研究', examples: ['艺术史研究', '藏品研究', '展览图录编写', '学术讲座'] },
        { name: '项目执行', examples: ['借展协调', '布展与撤展', '展览预算', '公共教育活动'] },
      ],
      'en-US': [
        {
          name: 'Exhibitions',
          examples: ['Exhibition concepts', 'Exhibition proposals', 'Object selection', 'Gallery layout'],
        },
        {
          name: 'Research',
          examples: ['Art history research', 'Provenance research', 'Catalog essays', 'Public lectures'],
        },
        {
          name: 'Project delivery',
          examples: ['Loan agreements', 'Installation management', 'Exhibition budgets', 'Public programs'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的机构类型（博物馆、美术馆、画廊、艺术空间）与研究方向]',
        '[你策划或参与的代表展览：主题、规模与展期]',
        '[展览的观众人数、媒体报道或学术反响]',
        '[你负责的借展、藏品研究或图录出版工作]',
        '[你组织的公共教育活动与参与人数]',
      ],
      'en-US': [
        '[Your institution (museum, gallery, art space) and area of expertise]',
        '[Exhibitions you curated or worked on: theme, scale and run]',
        '[Attendance, press coverage or scholarly response]',
        '[Loans, collection research or catalogs you handled]',
        '[Public programs you organized and how many people came]',
      ],
    },
    achievements: {
      'zh-CN': [
        '独立策划展览 6 个、参与策划 15 个，累计观众 45 万人次',
        '策划年度文物特展，展出文物 180 件，3 个月展期接待观众 12 万人次',
        '协调 8 家博物馆借展 60 余件展品，全程零损坏',
        '主编展览图录 3 本，发表学术文章 5 篇',
        '组织讲座、工作坊等公共教育活动 40 场，参与 3000 人次',
        '策划的展览获评 2023 年度省级优秀陈列展览',
      ],
      'en-US': [
        'Curated 6 exhibitions and co-curated 15 more, seen by 450,000 visitors in total',
        'Organized an annual special exhibition of 180 objects that drew 120,000 visitors in 3 months',
        'Secured 60+ loans from 8 museums with zero damage',
        'Edited 3 exhibition catalogs and published 5 scholarly articles',
        'Ran 40 lectures and workshops attended by 3,000 people',
        'Co-wrote a $150K IMLS grant that funded a traveling exhibition',
      ],
    },
    projects: {
      'zh-CN': [
        {
          name: '年度文物特展',
          description: '梳理馆藏与借展资源，策划 180 件展品的主题展览，接待观众 12 万人次',
        },
        { name: '当代艺术群展', description: '邀请 20 位青年艺术家参展，完成展览方案、布展与媒体推广' },
        { name: '馆藏数字化', description: '整理 2000 件藏品的档案与图像，上线线上展厅' },
      ],
      'en-US': [
        {
          name: 'Annual special exhibition',
          description:
            'A 180-object thematic show drawn from the collection and loans, seen by 120,000 visitors',
        },
        {
          name: 'Contemporary group show',
          description: 'Proposal, installation and press for a show of 20 emerging artists',
        },
        {
          name: 'Collection digitization',
          description: 'Records and images for 2,000 objects and a new online gallery',
        },
      ],
    },
    certifications: {
      'zh-CN': ['大学英语六级', '雅思 7.0', '文博系列中级职称（馆员）'],
      'en-US': ['Graduate Certificate in Museum Studies'],
    },
    tools: {
      'zh-CN': ['Photoshop', 'InDesign', 'SketchUp', '藏品管理系统', 'Excel', '中国知网'],
      'en-US': ['TMS Collections', 'PastPerfect', 'SketchUp', 'Adobe InDesign', 'Airtable', 'JSTOR'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '8 年博物馆策展经验，独立策划展览 6 个，累计观众 45 万人次。',
          '学术功底扎实，擅长跨馆借展协调与图录编写。',
        ],
        student: ['文物与博物馆学专业硕士应届生，在省博物馆参与 2 个展览的筹备，撰写展品说明 80 条。'],
      },
      'en-US': {
        experienced: [
          'Museum curator with 8 years of experience, curating 6 exhibitions seen by 450,000 visitors.',
          'Solid scholar who manages complex loans and writes catalogs.',
        ],
        student: [
          'Art history MA graduate who helped install 2 exhibitions and wrote 80 object labels as a curatorial intern.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['文物与博物馆学', '艺术史论', '美术学'],
        courses: ['博物馆学概论', '中国美术史', '展览策划', '文物鉴赏'],
      },
      'en-US': {
        majors: ['Art History', 'Museum Studies'],
        courses: ['Museum Studies', 'Art History Survey', 'Curatorial Practice', 'Collections Management'],
      },
    },
    workplace: 'agency',
  },
  {
    id: 'conservator',
    names: { 'zh-CN': '文物修复师', 'en-US': 'Conservator' },
    field: { 'zh-CN': '文物保护与修复', 'en-US': 'art conservation' },
    synonyms: [
      '文物修复师',
      '文物修复',
      '文物保护修复师',
      '书画修复师',
      '古籍修复师',
      '纸质文物修复师',
      '陶瓷修复师',
      '青铜器修复师',
      '油画修复师',
      '文物保护工程师',
      'conservator',
      'art conservator',
      'objects conservator',
      'paintings conservator',
      'paper conservator',
      'textile conservator',
      'book conservator',
      'conservation technician',
    ],
    keywords: ['文物保护', '古籍修复', 'art conservation'],
    skillGroups: {
      'zh-CN': [
        { name: '修复技艺', examples: ['书画揭裱修复', '陶瓷拼接补配', '青铜器除锈', '全色与接笔'] },
        { name: '检测分析', examples: ['病害调查', '显微观察', 'X 射线荧光分析', '环境监测'] },
        { name: '保护管理', examples: ['修复档案记录', '预防性保护', '修复方案编制', '库房温湿度管理'] },
      ],
      'en-US': [
        {
          name: 'Treatment',
          examples: [
            'Paper and painting repair',
            'Ceramic reconstruction',
            'Metal stabilization',
            'Inpainting',
          ],
        },
        {
          name: 'Technical analysis',
          examples: ['Condition surveys', 'Microscopy', 'XRF analysis', 'Environmental monitoring'],
        },
        {
          name: 'Preventive care',
          examples: [
            'Treatment documentation',
            'Preventive conservation',
            'Treatment proposals',
            'Storage climate control',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你擅长修复的文物类别（书画、古籍、陶瓷、金属器、纺织品）与所在机构]',
        '[你完成修复的文物数量与级别（如 一级文物）]',
        '[一件代表性修复案例：病害情况、修复方法与效果]',
        '[你参与的检测分析、预防性保护或修复方案编制工作]',
        '[你发表的论文、参与的课题或带教的学徒]',
      ],
      'en-US': [
        '[The objects you treat (paper, paintings, ceramics, metals, textiles) and your institution]',
        '[How many objects you treated and their significance]',
        '[A signature treatment: the condition, your methods and the outcome]',
        '[Technical analysis, preventive care or treatment proposals you worked on]',
        '[Publications, research projects or interns you supervised]',
      ],
    },
    achievements: {
      'zh-CN': [
        '累计修复馆藏书画 120 件，其中一级文物 6 件',
        '完成 300 叶古籍的脱酸与修补，修复方案一次通过专家评审',
        '对库房 2000 件文物开展病害调查，建立修复优先级清单',
        '参与馆藏青铜器保护修复项目，完成 45 件器物的除锈与缓蚀封护',
        '在核心期刊发表修复研究论文 3 篇',
        '带教修复学徒 4 名',
      ],
      'en-US': [
        'Treated 120 paintings and works on paper in the permanent collection',
        'Repaired and rehoused 300 leaves of a 16th-century manuscript',
        'Surveyed the condition of 2,000 objects in storage and set treatment priorities',
        'Treated 45 archaeological bronzes for active corrosion',
        'Published 3 peer-reviewed articles on treatment methods',
        'Trained 4 pre-program conservation interns',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '馆藏书画修复', description: '对 20 件破损书画进行揭裱、补洞与全色，恢复展出条件' },
        { name: '青铜器保护修复', description: '结合检测分析制定方案，完成 45 件器物的除锈与封护' },
        { name: '库房预防性保护', description: '安装温湿度监测设备并调整存放方式，降低文物劣化风险' },
      ],
      'en-US': [
        {
          name: 'Painting conservation',
          description: 'Cleaned, consolidated and inpainted 20 damaged paintings for display',
        },
        {
          name: 'Archaeological bronze treatment',
          description: 'Analysis-led treatment of 45 bronzes with active corrosion',
        },
        {
          name: 'Storage preventive care',
          description: 'Climate monitoring and rehousing that slowed deterioration in storage',
        },
      ],
    },
    certifications: {
      'zh-CN': ['文物修复师职业技能等级证书', '大学英语六级', '文博系列中级职称（馆员）'],
      'en-US': [
        'American Institute for Conservation (AIC) membership',
        'OSHA Hazard Communication training',
        'AIC Professional Associate',
      ],
    },
    tools: {
      'zh-CN': ['体视显微镜', '便携式 X 射线荧光光谱仪', '温湿度记录仪', '紫外灯', '装裱台', 'Photoshop'],
      'en-US': [
        'Stereo microscopes',
        'Portable XRF',
        'Data loggers',
        'UV lights',
        'Suction tables',
        'Adobe Photoshop',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '9 年文物修复经验，专攻书画与古籍修复，累计修复馆藏文物 120 余件。',
          '熟悉检测分析与预防性保护，修复档案记录规范完整。',
        ],
        student: ['文物保护技术专业应届生，在博物馆修复室实习 6 个月，参与 15 件纸质文物的修复。'],
      },
      'en-US': {
        experienced: [
          'Conservator with 9 years treating paintings and works on paper, including 120+ collection objects.',
          'Careful documenter with a strong grounding in technical analysis and preventive care.',
        ],
        student: [
          "Recent graduate of a master's program in art conservation who treated 15 works on paper during a museum internship.",
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['文物保护技术', '文物与博物馆学', '文物保护与修复'],
        courses: ['文物保护概论', '文物材料学', '书画装裱修复', '文物分析检测'],
      },
      'en-US': {
        majors: ['Art Conservation', 'Chemistry', 'Art History'],
        courses: ['Conservation Science', 'Materials of Art', 'Organic Chemistry', 'Preventive Conservation'],
      },
    },
    workplace: 'research',
  },
  {
    id: 'motion-designer',
    names: { 'zh-CN': '动效设计师', 'en-US': 'Motion Designer' },
    field: { 'zh-CN': '动效设计', 'en-US': 'motion design' },
    synonyms: [
      '动效设计师',
      '动效设计',
      'UI动效设计师',
      '交互动效设计师',
      'AE动效设计师',
      'MG动画设计师',
      'MG动画师',
      '动态图形设计师',
      '动态设计师',
      'motion designer',
      'ui motion designer',
      'motion graphics artist',
    ],
    keywords: ['动效', 'mg动画', 'lottie', 'motion graphics'],
    skillGroups: {
      'zh-CN': [
        { name: '动效设计', examples: ['UI 交互动效', 'MG 动画', '品牌动态视觉', '转场设计'] },
        { name: '软件工具', examples: ['After Effects', 'Cinema 4D', 'Figma', 'Lottie'] },
        { name: '设计基础', examples: ['分镜脚本', '动画运动规律', '排版与色彩', '音画节奏'] },
      ],
      'en-US': [
        {
          name: 'Motion',
          examples: ['UI animation', 'Motion graphics', 'Brand motion systems', 'Transitions'],
        },
        { name: 'Software', examples: ['After Effects', 'Cinema 4D', 'Figma', 'Lottie'] },
        {
          name: 'Foundations',
          examples: ['Storyboarding', 'Animation principles', 'Typography and color', 'Timing to music'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的动效类型（App 交互动效、品牌 MG 动画、广告视频、直播包装）与服务的产品]',
        '[你完成的动效项目数量与交付形式（Lottie、视频、SVG）]',
        '[一个代表作品：设计思路、与开发的协作与上线效果]',
        '[你建立或维护的动效规范，以及对团队效率的影响]',
        '[动效带来的数据变化（点击率、完播率、转化率）]',
      ],
      'en-US': [
        '[The motion work you do (UI animation, brand motion graphics, ads, live graphics) and the products you serve]',
        '[Projects you delivered and in what formats (Lottie, video, SVG)]',
        '[A signature piece: the idea, how you worked with engineers and the result at launch]',
        '[Motion guidelines you built or maintained and their effect on the team]',
        '[Metrics your motion work moved (click-through, completion, conversion)]',
      ],
    },
    achievements: {
      'zh-CN': [
        '为 3 款 App 设计交互动效 200 余个，以 Lottie 交付开发，上线还原度 95%',
        '制作品牌 MG 动画 40 支，累计播放量 3000 万',
        '搭建 App 动效规范库，设计与开发的对接时间缩短 40%',
        '优化首页加载与下拉刷新动效，用户平均停留时长提升 8%',
        '为双 11 大促制作 60 个动态广告素材，点击率提升 22%',
        '设计的开屏动画获 2023 年公司设计大赛一等奖',
      ],
      'en-US': [
        'Designed 200+ UI animations for 3 apps, delivered as Lottie files with 95% fidelity in the build',
        'Produced 40 brand motion graphics videos with 30 million views in total',
        'Built a motion design library that cut design-to-engineering handoff time by 40%',
        'Redesigned loading and refresh animations, raising average session time by 8%',
        'Created 60 animated ads for a holiday campaign, lifting click-through rate by 22%',
        'Won first prize in the 2023 internal design awards for an app launch animation',
      ],
    },
    projects: {
      'zh-CN': [
        { name: 'App 动效规范', description: '定义时长、缓动曲线与组件动效标准，统一 3 款 App 的交互体验' },
        { name: '品牌 MG 动画系列', description: '从脚本、分镜到合成，完成 12 支产品介绍动画' },
        { name: '大促动态广告素材', description: '批量制作动态 Banner 与短视频素材，提升广告点击率' },
      ],
      'en-US': [
        {
          name: 'App motion guidelines',
          description: 'Duration, easing and component standards that unified motion across 3 apps',
        },
        {
          name: 'Brand explainer series',
          description: '12 product explainer animations, from script and storyboard to final composite',
        },
        {
          name: 'Holiday campaign ads',
          description: 'Animated banners and short videos at scale that lifted click-through',
        },
      ],
    },
    certifications: {
      'zh-CN': ['Adobe Certified Professional（After Effects）'],
      'en-US': ['Adobe Certified Professional in Visual Effects & Motion Graphics'],
    },
    tools: {
      'zh-CN': ['After Effects', 'Cinema 4D', 'Figma', 'Lottie', 'Rive', 'Premiere Pro'],
      'en-US': ['After Effects', 'Cinema 4D', 'Figma', 'Lottie', 'Rive', 'Premiere Pro'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年动效设计经验，擅长 App 交互动效与品牌 MG 动画，作品累计播放 3000 万。',
          '熟悉 Lottie 交付流程，能与开发高效协作还原设计。',
        ],
        student: [
          '数字媒体艺术专业应届生，熟练使用 After Effects 与 Cinema 4D，在互联网公司实习期间制作交互动效 30 余个。',
        ],
      },
      'en-US': {
        experienced: [
          'Motion designer with 5 years of UI animation and brand motion graphics seen 30 million times.',
          'Fluent in Lottie handoff and close collaboration with engineers.',
        ],
        student: [
          'Motion design graduate skilled in After Effects and Cinema 4D who shipped 30 UI animations during a product design internship.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['数字媒体艺术', '动画', '视觉传达设计'],
        courses: ['动画运动规律', '影视后期合成', '三维动画基础', '交互设计'],
      },
      'en-US': {
        majors: ['Motion Design', 'Animation', 'Graphic Design'],
        courses: ['Motion Graphics', 'Animation Principles', '3D Animation', 'Interaction Design'],
      },
    },
    workplace: 'tech',
  },
  {
    id: 'driving-instructor',
    names: { 'zh-CN': '驾校教练', 'en-US': 'Driving Instructor' },
    field: { 'zh-CN': '机动车驾驶培训', 'en-US': 'driver education' },
    synonyms: [
      '驾校教练',
      '驾驶教练',
      '驾校教练员',
      '机动车驾驶教练员',
      '驾驶培训教练',
      '学车教练',
      '科目二教练',
      '科目三教练',
      '陪驾教练',
      '陪练教练',
      '大车教练',
      'driving instructor',
      'driver education instructor',
      "driver's ed instructor",
      'drivers ed instructor',
      'driving school instructor',
      'behind-the-wheel instructor',
      'cdl instructor',
      'truck driving instructor',
    ],
    keywords: ['科目二', '科目三', 'driver education'],
    skillGroups: {
      'zh-CN': [
        {
          name: '驾驶教学',
          examples: ['科目二场地教学', '科目三道路教学', '夜间与高速驾驶', '安全文明驾驶常识'],
        },
        { name: '安全管理', examples: ['副刹车使用', '教练车日常检查', '学员安全防护', '道路交通法规'] },
        { name: '学员服务', examples: ['耐心沟通', '学习计划安排', '考前模拟', '心理疏导'] },
      ],
      'en-US': [
        {
          name: 'Instruction',
          examples: [
            'Behind-the-wheel lessons',
            'Classroom driver education',
            'Highway and night driving',
            'Parallel parking',
          ],
        },
        {
          name: 'Safety',
          examples: [
            'Dual-control brake use',
            'Vehicle pre-trip checks',
            'Defensive driving',
            'State traffic laws',
          ],
        },
        {
          name: 'Student support',
          examples: ['Patient coaching', 'Lesson planning', 'Road test preparation', 'Nervous drivers'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你教授的科目与准驾车型（C1、C2、A2 等）]',
        '[你每年带教的学员人数与考试一次通过率]',
        '[你的安全教学记录与教练车管理情况]',
        '[你帮助过的一类困难学员（如 紧张、年长），以及方法与结果]',
        '[你获得的学员好评、评优或转介绍成绩]',
      ],
      'en-US': [
        '[What you teach (classroom, behind-the-wheel, CDL) and the vehicles you use]',
        '[Students you train each year and their first-time road test pass rate]',
        '[Your safety record and how you look after the training vehicle]',
        '[A kind of student you help (anxious, older, teen) and how it works out]',
        '[Reviews, referrals or awards you earned]',
      ],
    },
    achievements: {
      'zh-CN': [
        '年均带教 C1 学员 150 人，科目二一次通过率 92%',
        '科目三一次通过率 88%，高于驾校平均水平 10 个百分点',
        '连续 8 年教学零安全事故',
        '学员好评率 99%，转介绍学员占比 35%',
        '整理科目二易错点分步教学法，学员平均练车时长缩短 6 小时',
        '2023 年获评驾校年度优秀教练',
      ],
      'en-US': [
        'Teach about 150 students a year, with 92% passing the road test on the first attempt',
        'Keep a first-time pass rate 10 points above the school average',
        'Taught for 8 years with zero at-fault incidents',
        'Hold 99% positive reviews, with 35% of new students coming by referral',
        'Built a parking and maneuvering drill plan that cut average lesson time by 6 hours',
        'Named the driving school instructor of the year in 2023',
      ],
    },
    projects: {
      'zh-CN': [
        {
          name: '科目二分项教学法',
          description: '把倒车入库、侧方停车等项目拆解为分步训练，提升一次通过率',
        },
        { name: '紧张学员辅导', description: '为紧张学员安排循序渐进的练车路线，并做好心理疏导' },
        { name: '教练车安全检查制度', description: '建立每日出车检查表，保持教学零安全事故' },
      ],
      'en-US': [
        {
          name: 'Step-by-step maneuver drills',
          description: 'Parking and turning maneuvers broken into drills that raised first-time pass rates',
        },
        { name: 'Anxious driver program', description: 'Gradual routes and coaching for nervous learners' },
        {
          name: 'Vehicle safety checklist',
          description: 'Daily pre-drive checks that kept the fleet incident-free',
        },
      ],
    },
    certifications: {
      'zh-CN': ['机动车驾驶教练员职业技能等级证书', 'C1 机动车驾驶证', 'A2 机动车驾驶证'],
      'en-US': [
        'State driving instructor license',
        'NSC Defensive Driving Course instructor certification',
        "Commercial Driver's License (CDL) Class A",
      ],
    },
    tools: {
      'zh-CN': ['教练车（副刹车）', '驾驶模拟器', '驾培计时系统', '驾考宝典 App', '行车记录仪', '教学白板'],
      'en-US': [
        'Dual-control vehicles',
        'Driving simulators',
        'Scheduling software',
        'Dash cams',
        'Traffic cones',
        'Whiteboard diagrams',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '8 年驾校教练经验，年均带教学员 150 人，科目二一次通过率 92%。',
          '教学耐心细致，始终把行车安全放在第一位。',
        ],
        student: ['驾驶技术扎实、安全意识强，已完成驾驶教练员岗前培训，沟通耐心，善于讲解。'],
      },
      'en-US': {
        experienced: [
          'Licensed driving instructor with 8 years and 150 students a year, 92% passing on the first try.',
          'Patient, calm teacher who puts safety first.',
        ],
        student: [
          'Safe, patient driver who completed state instructor training and explains maneuvers clearly.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['汽车运用与维修技术', '交通运营管理'],
        courses: ['道路交通安全法规', '汽车构造基础', '驾驶教学法', '安全驾驶心理'],
      },
      'en-US': {
        majors: ['Driver and Traffic Safety Education'],
        courses: ['Traffic Law', 'Defensive Driving', 'Instructional Methods', 'Vehicle Operation'],
      },
    },
    workplace: 'corporate',
    pathway: 'vocational',
  },
  {
    id: 'correctional-officer',
    names: { 'zh-CN': '监狱警察', 'en-US': 'Correctional Officer' },
    field: { 'zh-CN': '监管改造', 'en-US': 'corrections' },
    synonyms: [
      '监狱警察',
      '狱警',
      '监狱民警',
      '管教民警',
      '管教干警',
      '看守所民警',
      '戒毒民警',
      '戒毒警察',
      'correctional officer',
      'corrections officer',
      'detention officer',
      'jailer',
      'prison guard',
      'prison officer',
      'detention deputy',
      'juvenile detention officer',
      'juvenile corrections officer',
    ],
    keywords: ['监狱', '看守所', 'corrections', 'jail'],
    skillGroups: {
      'zh-CN': [
        { name: '监管安全', examples: ['监区巡查', '清点与押解', '违禁品检查', '突发事件处置'] },
        { name: '教育改造', examples: ['个别谈话教育', '心理矫治', '劳动改造组织', '出监教育'] },
        { name: '执法规范', examples: ['监狱法', '执法记录与台账', '减刑假释材料', '警务技能'] },
      ],
      'en-US': [
        {
          name: 'Security',
          examples: ['Unit rounds', 'Counts and transports', 'Contraband searches', 'Incident response'],
        },
        {
          name: 'Inmate management',
          examples: ['De-escalation', 'Case notes', 'Rehabilitation programs', 'Reentry support'],
        },
        {
          name: 'Procedures',
          examples: ['Use-of-force policy', 'Report writing', 'PREA standards', 'Defensive tactics'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的单位类型（监狱、看守所、戒毒所）与负责的监区或岗位]',
        '[你管理的在押人员数量与监区安全情况]',
        '[你处置的一次突发事件（如 冲突、自伤），以及结果]',
        '[你开展的个别教育、心理矫治或技能培训，以及改造成效]',
        '[你获得的嘉奖、立功或执法考评结果]',
      ],
      'en-US': [
        '[Your facility (prison, jail, juvenile center) and your post or unit]',
        '[How many inmates you supervise and the safety record of your unit]',
        '[An incident you handled (fight, self-harm, medical emergency) and the outcome]',
        '[Programs, counseling or job training you ran and their results]',
        '[Commendations or performance ratings you received]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责监区 150 名服刑人员的日常管理，连续 5 年零脱逃、零重大事故',
        '每月开展个别谈话教育 60 人次，建立重点人员档案 20 份',
        '及时制止 12 起服刑人员冲突，无人员受伤',
        '组织职业技能培训班 8 期，120 名服刑人员取得职业技能证书',
        '办理减刑、假释材料 90 余份，执法质量考评全部合格',
        '2022 年荣立个人三等功 1 次',
      ],
      'en-US': [
        'Supervise a 150-bed housing unit with zero escapes and no major incidents in 5 years',
        'Hold about 60 one-on-one check-ins a month and keep case notes on 20 high-risk inmates',
        'Defused 12 fights before anyone was hurt',
        'Coordinated 8 vocational training cohorts in which 120 inmates earned certificates',
        'Searched 1,200 cells a year, recovering 90 contraband items',
        'Received a departmental commendation for a life-saving response in 2022',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '监区安全隐患排查', description: '梳理监控盲区与巡查路线，完善监区安全防控' },
        {
          name: '服刑人员职业技能培训',
          description: '联合职业院校开设电工、烹饪培训班，提高刑满释放后的就业能力',
        },
        { name: '心理矫治小组', description: '配合心理咨询师开展团体辅导，减少违规违纪行为' },
      ],
      'en-US': [
        {
          name: 'Unit security review',
          description: 'Mapped camera blind spots and rounds to tighten unit security',
        },
        {
          name: 'Inmate job training',
          description:
            'Electrical and culinary classes with a community college to improve jobs after release',
        },
        {
          name: 'Group counseling program',
          description: 'Co-led groups with a counselor that reduced rule violations',
        },
      ],
    },
    certifications: {
      'zh-CN': ['红十字救护员证', '法律职业资格证书', '机动车驾驶证（C1）'],
      'en-US': [
        'CPR and First Aid',
        'State correctional officer certification',
        'Crisis Intervention Team (CIT) training',
      ],
    },
    tools: {
      'zh-CN': ['监控系统', '狱政管理信息系统', '对讲机', '安检门与手持金属探测器', '执法记录仪', '警务通'],
      'en-US': [
        'Surveillance systems',
        'Jail management systems',
        'Radios',
        'Metal detectors',
        'Body-worn cameras',
        'Restraints',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年监狱民警工作经验，负责 150 人规模监区的管理，保持零脱逃、零重大事故。',
          '执法规范，擅长个别谈话教育与突发事件处置。',
        ],
        student: ['监狱学专业应届生，在监狱完成 3 个月实习，熟悉监管执法流程，体能达标。'],
      },
      'en-US': {
        experienced: [
          'Correctional officer with 6 years supervising a 150-bed unit with zero escapes and no major incidents.',
          'Firm, fair and skilled at calming tense situations.',
        ],
        student: [
          'Criminal justice graduate with a county jail internship, physically fit and calm under pressure.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['监狱学', '刑事执行', '法学'],
        courses: ['监狱法学', '罪犯心理学', '狱政管理', '警务技能'],
      },
      'en-US': {
        majors: ['Criminal Justice', 'Criminology'],
        courses: ['Corrections', 'Criminal Law', 'Crisis Intervention', 'Ethics in Criminal Justice'],
      },
    },
    workplace: 'government',
  },
  {
    id: 'fire-protection-engineer',
    names: { 'zh-CN': '消防工程师', 'en-US': 'Fire Protection Engineer' },
    field: { 'zh-CN': '消防工程', 'en-US': 'fire protection engineering' },
    synonyms: [
      '消防工程师',
      '注册消防工程师',
      '一级注册消防工程师',
      '二级注册消防工程师',
      '消防设计师',
      '消防设计工程师',
      '消防技术工程师',
      '消防维保工程师',
      '消防检测工程师',
      '消防评估工程师',
      'fire protection engineer',
      'fire protection designer',
      'fire sprinkler designer',
      'fire alarm designer',
      'life safety engineer',
    ],
    keywords: ['消防设施', '消防喷淋', 'nfpa 13', 'nfpa 72'],
    skillGroups: {
      'zh-CN': [
        {
          name: '消防设计',
          examples: ['防火分区设计', '自动喷水灭火系统', '火灾自动报警系统', '防排烟系统'],
        },
        {
          name: '规范与审查',
          examples: ['GB 50016 建筑设计防火规范', '消防设计审查', '消防验收', '性能化防火设计'],
        },
        { name: '检测与维保', examples: ['消防设施检测', '维保方案编制', '消防安全评估', '隐患整改'] },
      ],
      'en-US': [
        {
          name: 'Design',
          examples: [
            'Sprinkler system design',
            'Fire alarm design',
            'Smoke control',
            'Hydraulic calculations',
          ],
        },
        {
          name: 'Codes',
          examples: ['NFPA 13', 'NFPA 72', 'NFPA 101 Life Safety Code', 'International Building Code'],
        },
        {
          name: 'Inspection & testing',
          examples: [
            'Plan review',
            'Acceptance testing',
            'Inspection, testing and maintenance (NFPA 25)',
            'Fire risk assessment',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的工作类型（消防设计、审图、检测、维保、评估）与项目类型]',
        '[你完成的项目数量与建筑面积]',
        '[一个代表项目：建筑特点、消防难点与你的方案]',
        '[你负责项目的消防验收或检测一次通过情况]',
        '[你发现并推动整改的消防隐患，以及效果]',
      ],
      'en-US': [
        '[Your work (design, plan review, inspection, testing, consulting) and the buildings you cover]',
        '[Projects you delivered and their size]',
        '[A signature project: the building, the fire safety challenge and your solution]',
        '[Plan approval and acceptance test results]',
        '[Hazards you found and how you got them fixed]',
      ],
    },
    achievements: {
      'zh-CN': [
        '完成 40 余个商业综合体与厂房项目的消防设计，总建筑面积 120 万平方米',
        '主持的 25 个项目消防验收全部一次通过',
        '为超高层项目完成性能化防火设计，节约工程造价 600 万元',
        '负责 30 栋建筑的消防设施维保，年排查整改隐患 500 余项',
        '编制消防设施检测报告 200 份，零责任差错',
        '2021 年取得一级注册消防工程师资格',
      ],
      'en-US': [
        'Designed sprinkler and fire alarm systems for 40+ commercial and industrial projects totaling 13 million sq ft',
        'Led 25 projects through fire marshal acceptance testing, all passing on the first attempt',
        'Used a performance-based design on a high-rise that saved $900K in construction costs',
        'Oversee inspection, testing and maintenance for 30 buildings, closing 500+ deficiencies a year',
        'Wrote 200 inspection reports with zero errors found in audits',
        'Earned a PE license in fire protection engineering in 2021',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '超高层综合体消防设计', description: '完成喷淋、报警与防排烟系统设计，并通过消防设计审查' },
        {
          name: '物流仓库性能化防火设计',
          description: '采用性能化分析优化防火分区，在满足规范的同时节约造价',
        },
        { name: '园区消防设施改造', description: '对老旧消防设施进行检测与更新，隐患整改率 100%' },
      ],
      'en-US': [
        {
          name: 'High-rise mixed-use design',
          description: 'Sprinkler, alarm and smoke control design approved at plan review',
        },
        {
          name: 'Warehouse performance-based design',
          description: 'Fire modeling that optimized the layout while meeting code',
        },
        {
          name: 'Campus fire system upgrade',
          description: 'Testing and replacement of aging systems, with every deficiency closed',
        },
      ],
    },
    certifications: {
      'zh-CN': [
        '消防设施操作员（职业技能等级证书）',
        '全国 BIM 技能等级考试一级证书',
        '一级注册消防工程师',
        '二级注册消防工程师',
      ],
      'en-US': [
        'Engineer in Training (EIT)',
        'NICET Water-Based Systems Layout certification',
        'Certified Fire Protection Specialist (CFPS)',
        'Professional Engineer (PE), Fire Protection',
      ],
    },
    tools: {
      'zh-CN': ['AutoCAD', '天正给排水', 'Revit', 'PyroSim', 'Pathfinder', '消防设施检测仪器'],
      'en-US': ['AutoCAD', 'Revit', 'HydraCAD', 'AutoSPRINK', 'PyroSim', 'Pathfinder'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '9 年消防设计与咨询经验，一级注册消防工程师，完成项目 40 余个，验收全部一次通过。',
          '熟悉 GB 50016 等规范，擅长性能化防火设计。',
        ],
        student: [
          '消防工程专业应届生，熟悉建筑防火规范与 AutoCAD，在设计院实习期间参与 3 个项目的喷淋系统设计。',
        ],
      },
      'en-US': {
        experienced: [
          'Fire protection engineer (PE) with 9 years designing sprinkler, alarm and smoke control systems for 40+ projects.',
          'Deep knowledge of NFPA codes and performance-based design.',
        ],
        student: [
          'Fire protection engineering graduate who drafted sprinkler layouts for 3 projects during a design firm internship.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['消防工程', '给排水科学与工程', '安全工程'],
        courses: ['建筑防火', '消防给水与灭火设施', '火灾自动报警系统', '防排烟工程'],
      },
      'en-US': {
        majors: ['Fire Protection Engineering', 'Mechanical Engineering'],
        courses: ['Fire Dynamics', 'Sprinkler System Design', 'Fire Alarm Systems', 'Smoke Management'],
      },
    },
    workplace: 'construction',
  },
  {
    id: 'elevator-technician',
    names: { 'zh-CN': '电梯维保工', 'en-US': 'Elevator Technician' },
    field: { 'zh-CN': '电梯安装与维保', 'en-US': 'elevator service' },
    synonyms: [
      '电梯维保工',
      '电梯维保',
      '电梯维修工',
      '电梯维修',
      '电梯安装工',
      '电梯安装维修工',
      '电梯维保技术员',
      '电梯维修技术员',
      '电梯调试工程师',
      '电梯技工',
      '扶梯维修工',
      'elevator technician',
      'elevator mechanic',
      'elevator installer',
      'elevator constructor',
      'elevator service technician',
      'elevator repair technician',
      'escalator technician',
    ],
    keywords: ['电梯', '扶梯', 'elevator', 'escalator'],
    skillGroups: {
      'zh-CN': [
        {
          name: '维护保养',
          examples: ['定期保养（半月、季度、年度）', '曳引机与制动器调整', '门系统调整', '钢丝绳检查'],
        },
        {
          name: '故障排除',
          examples: ['电气控制故障诊断', '变频器与主板调试', '困人救援', '安全回路排查'],
        },
        { name: '安装与安全', examples: ['导轨与层门安装', '整机调试', '电梯检验规则', '高处作业安全'] },
      ],
      'en-US': [
        {
          name: 'Maintenance',
          examples: [
            'Preventive maintenance routes',
            'Machine and brake adjustment',
            'Door equipment',
            'Hoist rope inspection',
          ],
        },
        {
          name: 'Troubleshooting',
          examples: [
            'Controller diagnostics',
            'Drives and boards',
            'Entrapment response',
            'Safety circuit faults',
          ],
        },
        {
          name: 'Installation & code',
          examples: [
            'Rail and entrance installation',
            'Adjusting and testing',
            'ASME A17.1',
            'Fall protection',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责维保的电梯数量、品牌与类型（直梯、扶梯、货梯）]',
        '[你的保养计划完成率与所辖电梯故障率]',
        '[你处理的一次典型故障或困人救援：原因、处理过程与恢复时间]',
        '[你参与的电梯安装、改造或年检工作]',
        '[你的安全记录与持证情况]',
      ],
      'en-US': [
        '[How many units you maintain, their makes and types (traction, hydraulic, escalators)]',
        '[Your maintenance completion and callback rates]',
        '[A typical breakdown or entrapment you handled: the cause, the fix and time to restore]',
        '[Installations, modernizations or inspections you worked on]',
        '[Your safety record and licenses]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责 80 台电梯的日常维保，保养计划完成率 100%',
        '所辖电梯年故障率下降 30%，年检一次通过率 100%',
        '接到困人报警后平均 20 分钟到场，全年完成救援 35 次',
        '参与 6 个楼盘共 120 台电梯的安装与调试',
        '完成 15 台老旧电梯的更新改造，零安全事故',
        '带教 3 名新员工独立承担维保路线',
      ],
      'en-US': [
        'Maintain a route of 80 elevators and escalators with 100% of scheduled maintenance completed',
        'Cut route callbacks by 30% with a 100% annual inspection pass rate',
        'Reach entrapment calls in 20 minutes on average, handling 35 rescues a year',
        'Installed and adjusted 120 units across 6 new buildings',
        'Modernized 15 aging elevators with zero safety incidents',
        'Trained 3 new technicians to run their own routes',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '老旧电梯更新改造', description: '更换控制柜、曳引机与门机系统，提升运行可靠性' },
        { name: '新建楼盘电梯安装', description: '完成导轨、层门安装与整机调试，一次通过监督检验' },
        { name: '维保路线优化', description: '按故障记录调整保养重点，降低所辖电梯故障率' },
      ],
      'en-US': [
        {
          name: 'Elevator modernization',
          description: 'New controllers, machines and door operators for more reliable service',
        },
        {
          name: 'New building installation',
          description: 'Rails, entrances and adjusting that passed acceptance inspection the first time',
        },
        {
          name: 'Route optimization',
          description: 'Maintenance focused on callback history to cut breakdowns',
        },
      ],
    },
    certifications: {
      'zh-CN': [
        '特种设备作业人员证（电梯修理）',
        '特种作业操作证（低压电工）',
        '电梯安装维修工职业技能等级证书',
      ],
      'en-US': [
        'OSHA 10-Hour Construction',
        'NFPA 70E arc flash training',
        'NAEC Certified Elevator Technician (CET)',
        'State elevator mechanic license',
      ],
    },
    tools: {
      'zh-CN': ['万用表', '钳形电流表', '电梯调试服务器', '门刀调整工具', '电梯远程监测平台', '手拉葫芦'],
      'en-US': [
        'Multimeters',
        'Clamp meters',
        'Controller service tools',
        'Rope gauges',
        'Remote monitoring platforms',
        'Chain hoists',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '7 年电梯维保经验，持电梯修理作业证，负责 80 台电梯维保，年检一次通过率 100%。',
          '熟悉多品牌控制系统，故障判断快，困人救援平均 20 分钟到场。',
        ],
        student: ['电梯工程技术专业应届生，在校取得电梯修理作业证，实习期间参与 30 台电梯的保养。'],
      },
      'en-US': {
        experienced: [
          'Licensed elevator mechanic with 7 years servicing a route of 80 units with a 100% inspection pass rate.',
          'Quick troubleshooter across multiple controller brands.',
        ],
        student: [
          'Elevator technology graduate with OSHA 10 training, mechanically minded and eager to learn the trade.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['电梯工程技术', '机电一体化技术'],
        courses: ['电梯结构与原理', '电梯电气控制', '电梯安装与调试', '特种设备安全法规'],
      },
      'en-US': {
        majors: ['Elevator Technology', 'Electromechanical Technology'],
        courses: ['Elevator Fundamentals', 'Electrical Theory', 'Hydraulics', 'ASME A17.1 Code'],
      },
    },
    workplace: 'facility-services',
    pathway: 'vocational',
  },
  {
    id: 'wind-turbine-technician',
    names: { 'zh-CN': '风电运维技术员', 'en-US': 'Wind Turbine Technician' },
    field: { 'zh-CN': '风电场运维', 'en-US': 'wind turbine service' },
    synonyms: [
      '风电运维技术员',
      '风电运维',
      '风电运维工程师',
      '风电场运维',
      '风机运维',
      '风机运维工程师',
      '风机检修工',
      '风电检修工',
      '风机维修工',
      '风电场值班员',
      '风电场检修工',
      'wind turbine technician',
      'wind technician',
      'wind tech',
      'wind turbine service technician',
      'wind turbine mechanic',
      'wind site technician',
      'wind farm technician',
    ],
    keywords: ['wind turbine', 'gwo'],
    skillGroups: {
      'zh-CN': [
        {
          name: '运维检修',
          examples: ['定期维护', '齿轮箱与发电机检修', '变桨与偏航系统', '螺栓力矩紧固'],
        },
        { name: '故障处理', examples: ['SCADA 故障分析', '变流器故障排查', '振动监测', '油液分析'] },
        {
          name: '安全作业',
          examples: ['高处作业与攀爬', 'GWO 安全培训', '电气安全与挂牌上锁', '塔筒内救援'],
        },
      ],
      'en-US': [
        {
          name: 'Maintenance',
          examples: [
            'Scheduled services',
            'Gearbox and generator work',
            'Pitch and yaw systems',
            'Bolt torquing and tensioning',
          ],
        },
        {
          name: 'Troubleshooting',
          examples: [
            'SCADA fault analysis',
            'Converter troubleshooting',
            'Vibration monitoring',
            'Oil analysis',
          ],
        },
        {
          name: 'Safety',
          examples: [
            'Climbing and working at height',
            'GWO Basic Safety Training',
            'Lockout/tagout',
            'Tower rescue',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在风电场的装机规模、风机机型与台数]',
        '[你完成的定检与故障处理工作量，以及风机可利用率]',
        '[你排查的一次典型故障：现象、原因与恢复时间]',
        '[你参与的大部件更换或技改项目，以及效果]',
        '[你的安全记录与持证情况（高处作业证、电工证、GWO）]',
      ],
      'en-US': [
        '[Your wind farm: capacity, turbine models and fleet size]',
        '[Services and repairs you complete, and turbine availability]',
        '[A typical fault you traced: symptoms, cause and time to restore]',
        '[Major component exchanges or upgrades you worked on, and the results]',
        '[Your safety record and certifications (GWO, NFPA 70E, climbing)]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责 33 台 3MW 风机的运维，年均可利用率 98.5%',
        '每年完成定检 60 台次，处理故障工单 400 余单',
        '排查变桨系统频繁报错问题，单台风机年停机时间减少 120 小时',
        '参与 4 台齿轮箱与 2 台发电机的吊装更换',
        '参与螺栓力矩技改，相关故障下降 40%',
        '连续 6 年高处作业零安全事故',
      ],
      'en-US': [
        'Service a fleet of 33 turbines rated at 3 MW with 98.5% average availability',
        'Complete about 60 scheduled services and 400 repair tickets a year',
        'Traced recurring pitch faults and cut downtime by 120 hours per turbine a year',
        'Worked on 4 gearbox and 2 generator exchanges with crane crews',
        'Helped roll out a bolt torque upgrade that cut related faults by 40%',
        'Climbed for 6 years with zero safety incidents',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '变桨系统故障治理', description: '分析 SCADA 数据定位频发故障，更换部件后停机时间明显下降' },
        { name: '齿轮箱吊装更换', description: '配合吊装队完成大部件更换与调试，提前 2 天恢复并网' },
        { name: '风机定检标准化', description: '编制定检作业指导书，统一检查项目与记录' },
      ],
      'en-US': [
        {
          name: 'Pitch fault campaign',
          description: 'Used SCADA data to find recurring faults and cut downtime after part replacements',
        },
        {
          name: 'Gearbox exchange',
          description: 'Worked with the crane crew on a main component swap, back online 2 days early',
        },
        {
          name: 'Standard service procedures',
          description: 'Work instructions that standardized checks and records',
        },
      ],
    },
    certifications: {
      'zh-CN': [
        '特种作业操作证（高处作业）',
        '特种作业操作证（低压电工）',
        'GWO 基础安全培训证书',
        '特种作业操作证（高压电工）',
      ],
      'en-US': [
        'GWO Basic Safety Training (BST)',
        'OSHA 10-Hour General Industry',
        'NFPA 70E arc flash training',
        'CPR and First Aid',
      ],
    },
    tools: {
      'zh-CN': ['SCADA 系统', '液压力矩扳手', '万用表', '振动分析仪', '全身式安全带', '风机调试软件'],
      'en-US': [
        'SCADA',
        'Hydraulic torque wrenches',
        'Multimeters',
        'Vibration analyzers',
        'Fall protection harnesses',
        'Laptop diagnostic software',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年风电运维经验，负责 33 台 3MW 风机运维，年均可利用率 98.5%。',
          '熟悉变桨、偏航与变流器故障处理，持高处作业证与电工证。',
        ],
        student: ['风力发电工程技术专业应届生，在校取得高处作业证，实习期间参与 20 台风机的定检。'],
      },
      'en-US': {
        experienced: [
          'Wind turbine technician with 6 years keeping a 33-turbine fleet at 98.5% availability.',
          'Strong on pitch, yaw and converter faults, and GWO certified.',
        ],
        student: [
          'Wind energy technology graduate with GWO Basic Safety Training who joined 20 scheduled services during an internship.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['风力发电工程技术', '新能源装备技术', '电气自动化技术'],
        courses: ['风力发电机组结构', '风电场运行维护', '电工电子技术', '液压与传动'],
      },
      'en-US': {
        majors: ['Wind Energy Technology', 'Renewable Energy Technology'],
        courses: ['Wind Turbine Systems', 'Electrical Fundamentals', 'Hydraulics', 'Climb Safety and Rescue'],
      },
    },
    workplace: 'utility',
    pathway: 'vocational',
  },
  {
    id: 'solar-pv-technician',
    names: { 'zh-CN': '光伏运维技术员', 'en-US': 'Solar PV Technician' },
    field: { 'zh-CN': '光伏安装与运维', 'en-US': 'solar PV installation and service' },
    synonyms: [
      '光伏运维技术员',
      '光伏运维',
      '光伏运维工程师',
      '光伏电站运维',
      '光伏电站运维员',
      '光伏安装工',
      '光伏组件安装工',
      '分布式光伏安装工',
      '光伏电站值班员',
      'solar pv technician',
      'solar technician',
      'pv technician',
      'solar installer',
      'pv installer',
      'solar panel installer',
      'solar pv installer',
      'solar service technician',
    ],
    keywords: ['nabcep', 'solar installation', 'solar panels'],
    skillGroups: {
      'zh-CN': [
        { name: '安装施工', examples: ['支架与组件安装', '直流与交流接线', '逆变器安装', '屋面防水处理'] },
        { name: '运维检测', examples: ['IV 曲线测试', '红外热成像巡检', '组件清洗', '逆变器故障处理'] },
        {
          name: '安全规范',
          examples: ['电气安全操作', '高处作业', 'GB 50794 光伏发电站施工规范', '并网验收'],
        },
      ],
      'en-US': [
        {
          name: 'Installation',
          examples: [
            'Racking and module installation',
            'DC and AC wiring',
            'Inverter installation',
            'Roof flashing and penetrations',
          ],
        },
        {
          name: 'Service & testing',
          examples: [
            'I-V curve tracing',
            'Thermal imaging',
            'Inverter troubleshooting',
            'Monitoring platforms',
          ],
        },
        {
          name: 'Safety & code',
          examples: ['NEC Article 690', 'Fall protection', 'Lockout/tagout', 'Utility interconnection'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的电站类型（地面电站、工商业屋顶、户用）与装机容量]',
        '[你完成的安装或运维工作量，如 每月安装户数、负责巡检的容量]',
        '[你处理的一次典型故障：现象、排查过程与发电量恢复情况]',
        '[你负责电站的设备可利用率或系统效率]',
        '[你的安全记录与持证情况]',
      ],
      'en-US': [
        '[The systems you work on (utility-scale, commercial rooftop, residential) and their capacity]',
        '[Your workload, such as installs a month or megawatts under service]',
        '[A typical fault you found: symptoms, how you traced it and energy recovered]',
        '[Availability or performance ratio of the sites you look after]',
        '[Your safety record and certifications]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责 50MW 地面光伏电站运维，全年设备可利用率 99.6%',
        '完成户用光伏安装 300 余户，并网验收一次通过率 98%',
        '通过红外巡检发现热斑组件 260 块，更换后年增发电量 15 万千瓦时',
        '优化组件清洗周期，电站系统效率提升 3%',
        '逆变器故障平均 4 小时内处理完毕',
        '改进安装流程，户用系统平均安装时间由 2 天缩短为 1 天',
      ],
      'en-US': [
        'Service a 50 MW utility-scale site with 99.6% equipment availability',
        'Installed 300+ residential systems, 98% passing utility inspection the first time',
        'Found 260 hot-spot modules on thermal scans, recovering 150 MWh a year after replacement',
        'Tuned the module cleaning schedule, raising performance ratio by 3%',
        'Resolve inverter faults within 4 hours on average',
        'Streamlined the install process, cutting a typical residential install from 2 days to 1',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '工商业屋顶光伏安装', description: '完成 2MW 屋顶光伏的支架、组件与逆变器安装，按期并网' },
        { name: '电站热斑治理', description: '开展无人机红外巡检，定位并更换故障组件' },
        { name: '逆变器故障快速处理', description: '整理常见故障代码处理流程，缩短停机时间' },
      ],
      'en-US': [
        {
          name: 'Commercial rooftop install',
          description: 'Racking, modules and inverters for a 2 MW rooftop array, energized on schedule',
        },
        {
          name: 'Hot-spot remediation',
          description: 'Drone thermal inspections that located and replaced failing modules',
        },
        {
          name: 'Inverter fault playbook',
          description: 'Steps for common fault codes that shortened downtime',
        },
      ],
    },
    certifications: {
      'zh-CN': ['特种作业操作证（低压电工）', '特种作业操作证（高处作业）', '特种作业操作证（高压电工）'],
      'en-US': [
        'NABCEP PV Associate',
        'OSHA 10-Hour Construction',
        'NABCEP PV Installation Professional (PVIP)',
      ],
    },
    tools: {
      'zh-CN': ['万用表', 'IV 曲线测试仪', '红外热像仪', '绝缘电阻测试仪', '光伏监控平台', '无人机'],
      'en-US': [
        'Multimeters',
        'I-V curve tracers',
        'Thermal cameras',
        'Insulation testers',
        'SolarEdge monitoring',
        'Enphase Enlighten',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年光伏安装与运维经验，负责 50MW 地面电站运维，设备可利用率 99.6%。',
          '熟悉组件、逆变器与汇流箱故障排查，持低压电工证与高处作业证。',
        ],
        student: ['光伏工程技术专业应届生，在校取得低压电工证，实习期间参与 40 户户用光伏的安装。'],
      },
      'en-US': {
        experienced: [
          'Solar PV technician with 5 years installing and servicing systems, including a 50 MW site at 99.6% availability.',
          'Methodical troubleshooter of modules, inverters and combiner boxes.',
        ],
        student: [
          'Solar energy technology graduate with the NABCEP PV Associate who helped install 40 residential systems as an intern.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['光伏工程技术', '新能源装备技术', '电气自动化技术'],
        courses: ['光伏发电原理', '光伏电站运行与维护', '电工基础', '光伏系统安装'],
      },
      'en-US': {
        majors: ['Solar Energy Technology', 'Electrical Technology'],
        courses: ['PV System Design', 'Electrical Fundamentals', 'NEC for PV Systems', 'Battery Storage'],
      },
    },
    workplace: 'utility',
    pathway: 'vocational',
  },
  {
    id: 'reliability-engineer',
    names: { 'zh-CN': '可靠性工程师', 'en-US': 'Product Reliability Engineer' },
    field: { 'zh-CN': '产品可靠性', 'en-US': 'product reliability' },
    synonyms: [
      '可靠性工程师',
      '可靠性测试工程师',
      '可靠性试验工程师',
      '产品可靠性工程师',
      '硬件可靠性工程师',
      '环境可靠性工程师',
      '环境试验工程师',
      '可靠性技术员',
      '可靠性测试员',
      'product reliability engineer',
      'reliability test engineer',
      'hardware reliability engineer',
      'environmental test engineer',
      'reliability test technician',
    ],
    keywords: ['halt', 'weibull', '加速寿命试验', 'reliability testing'],
    skillGroups: {
      'zh-CN': [
        {
          name: '可靠性试验',
          examples: ['高低温与湿热试验', '振动与冲击试验', 'HALT/HASS', '加速寿命试验'],
        },
        { name: '可靠性分析', examples: ['DFMEA', 'Weibull 分析', 'MTBF 预计', '失效分析与 8D'] },
        { name: '标准与管理', examples: ['GB/T 2423', 'IEC 60068', '可靠性试验计划', '试验设备管理'] },
      ],
      'en-US': [
        {
          name: 'Testing',
          examples: [
            'Thermal and humidity testing',
            'Vibration and shock',
            'HALT and HASS',
            'Accelerated life testing',
          ],
        },
        {
          name: 'Analysis',
          examples: ['DFMEA', 'Weibull analysis', 'MTBF prediction', 'Failure analysis and 8D'],
        },
        { name: 'Standards', examples: ['IEC 60068', 'JEDEC', 'MIL-STD-810', 'Reliability test plans'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的产品类型（消费电子、汽车电子、工业设备）与所处的研发阶段]',
        '[你制定和执行的可靠性试验项目与数量]',
        '[一个代表性失效问题：现象、分析过程与改进措施]',
        '[你推动的设计改进带来的可靠性指标变化（返修率、MTBF）]',
        '[你建立或完善的试验标准、流程或实验室能力]',
      ],
      'en-US': [
        '[Products you cover (consumer electronics, automotive electronics, industrial equipment) and the development phase]',
        '[Reliability tests you planned and ran]',
        '[A signature failure: what happened, how you analyzed it and what changed]',
        '[Reliability metrics your design fixes moved (return rate, MTBF)]',
        '[Test standards, processes or lab capabilities you built]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责 12 款产品的可靠性验证，累计完成试验 800 余项',
        '通过 HALT 试验提前暴露 15 个设计薄弱点，量产后返修率下降 35%',
        '主导 20 起失效分析，推动连接器与焊点设计改进',
        '建立加速寿命试验模型，验证周期由 12 周缩短至 6 周',
        '产品 MTBF 由 3 万小时提升至 5 万小时',
        '搭建环境试验室，新增 6 台试验设备，年节省外部测试费用 80 万元',
      ],
      'en-US': [
        'Led reliability validation for 12 products, running 800+ tests',
        'Found 15 design weaknesses with HALT before launch, cutting field returns by 35%',
        'Led 20 failure analyses that drove connector and solder joint design changes',
        'Built an accelerated life test model that cut validation from 12 weeks to 6',
        'Raised product MTBF from 30,000 to 50,000 hours',
        'Set up an in-house environmental lab with 6 chambers, saving $110K a year in outside testing',
      ],
    },
    projects: {
      'zh-CN': [
        {
          name: '新品可靠性验证',
          description: '制定试验计划，完成温湿度、振动与跌落试验，保障产品按期量产',
        },
        { name: '焊点开裂失效分析', description: '结合切片分析与温度循环试验定位根因，推动工艺改进' },
        { name: '环境试验室建设', description: '规划试验设备与标准流程，实现主要试验内部完成' },
      ],
      'en-US': [
        {
          name: 'New product validation',
          description: 'Thermal, humidity, vibration and drop testing to plan, keeping launch on schedule',
        },
        {
          name: 'Solder joint cracking analysis',
          description: 'Cross-sections and thermal cycling that found the root cause and changed the process',
        },
        {
          name: 'Environmental test lab',
          description: 'Equipment and procedures that brought key testing in-house',
        },
      ],
    },
    certifications: {
      'zh-CN': ['六西格玛绿带', '大学英语六级', 'ASQ 注册可靠性工程师（CRE）', '中级质量工程师'],
      'en-US': [
        'Six Sigma Green Belt',
        'Engineer in Training (EIT)',
        'ASQ Certified Reliability Engineer (CRE)',
        'ASQ Certified Quality Engineer (CQE)',
      ],
    },
    tools: {
      'zh-CN': ['Minitab', 'JMP', 'ReliaSoft Weibull++', '温湿度试验箱', '振动台', '冷热冲击试验箱'],
      'en-US': [
        'ReliaSoft Weibull++',
        'Minitab',
        'JMP',
        'Environmental chambers',
        'Vibration shakers',
        'Thermal shock chambers',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '7 年电子产品可靠性经验，负责 12 款产品的可靠性验证，量产返修率下降 35%。',
          '熟悉 HALT、加速寿命试验与失效分析，能推动设计改进落地。',
        ],
        student: [
          '电子科学与技术专业应届生，熟悉可靠性试验标准与 Minitab，在实验室实习期间参与 50 项环境试验。',
        ],
      },
      'en-US': {
        experienced: [
          'Reliability engineer with 7 years on electronics, validating 12 products and cutting field returns by 35%.',
          'Hands-on with HALT, accelerated life testing and failure analysis that lead to real design changes.',
        ],
        student: [
          'Electrical engineering graduate who ran 50 environmental tests during a reliability lab internship and knows Minitab.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['电子科学与技术', '质量管理工程', '机械工程'],
        courses: ['可靠性工程', '电子元器件失效分析', '概率论与数理统计', '环境试验技术'],
      },
      'en-US': {
        majors: ['Electrical Engineering', 'Mechanical Engineering', 'Reliability Engineering'],
        courses: [
          'Reliability Engineering',
          'Probability and Statistics',
          'Failure Analysis',
          'Design of Experiments',
        ],
      },
    },
    workplace: 'manufacturer',
  },
  {
    id: 'instrumentation-engineer',
    names: { 'zh-CN': '仪表工程师', 'en-US': 'Instrumentation and Controls Engineer' },
    field: { 'zh-CN': '仪表与自控', 'en-US': 'instrumentation and controls' },
    synonyms: [
      '仪表工程师',
      '仪控工程师',
      '仪表自控工程师',
      '自控仪表工程师',
      '仪表设计工程师',
      '仪表技术员',
      '仪表维修工',
      '仪表工',
      '热控工程师',
      '热工仪表工程师',
      '分析仪表工程师',
      'instrumentation and controls engineer',
      'i&c engineer',
      'instrument engineer',
      'instrumentation technician',
      'instrument technician',
      'i&c technician',
      'instrument and controls technician',
      'analyzer technician',
    ],
    keywords: ['dcs', '热控', '仪控', 'safety instrumented systems'],
    skillGroups: {
      'zh-CN': [
        {
          name: '仪表选型与设计',
          examples: ['流量、压力、温度、液位仪表选型', '仪表数据表', '回路图与接线图', '调节阀选型'],
        },
        { name: '控制系统', examples: ['DCS 组态', 'SIS 安全仪表系统', 'PLC', 'PID 回路整定'] },
        { name: '安装调试与维护', examples: ['仪表校验', '回路测试', '现场故障排查', '防爆仪表管理'] },
      ],
      'en-US': [
        {
          name: 'Instrument design',
          examples: [
            'Instrument selection',
            'Instrument data sheets',
            'Loop diagrams',
            'Control valve sizing',
          ],
        },
        {
          name: 'Control systems',
          examples: [
            'DCS configuration',
            'Safety instrumented systems',
            'PLC programming',
            'PID loop tuning',
          ],
        },
        {
          name: 'Field work',
          examples: ['Calibration', 'Loop checks', 'Troubleshooting', 'Hazardous area instrumentation'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的行业（石化、化工、电厂、制药）与负责的装置或系统规模（如 I/O 点数）]',
        '[你负责的仪表设计、安装调试或维护工作内容]',
        '[你处理的一次典型仪表或控制故障：原因与恢复时间]',
        '[你参与的新建、改造或开车项目，以及你的职责]',
        '[你在回路整定、联锁可靠性或仪表故障率上的改进成果]',
      ],
      'en-US': [
        '[Your industry (oil and gas, chemicals, power, pharma) and the units or systems you cover (I/O count)]',
        '[The design, commissioning or maintenance work you own]',
        '[A typical instrument or control fault you solved: the cause and time to restore]',
        '[New builds, revamps or startups you worked on, and your role]',
        '[Improvements you made in loop tuning, trip reliability or instrument failure rates]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责年产 30 万吨化工装置 4000 余台仪表及 DCS、SIS 系统的日常维护',
        '完成新建装置 2600 个 I/O 点的回路测试与开车调试，装置一次开车成功',
        '整定 120 个 PID 回路，关键工艺参数波动降低 50%',
        '推行调节阀预防性维护，仪表原因导致的非计划停车减少 60%',
        '编制仪表数据表与回路图 800 余份',
        '组织 SIS 联锁功能测试 35 次，全部符合要求',
      ],
      'en-US': [
        'Maintain 4,000+ instruments and the DCS and SIS for a 300,000-ton-a-year chemical unit',
        'Loop-checked 2,600 I/O points on a new unit that started up the first time',
        'Tuned 120 PID loops, cutting variation in key process values by 50%',
        'Introduced control valve preventive maintenance that cut instrument-related trips by 60%',
        'Produced 800+ instrument data sheets and loop diagrams',
        'Ran 35 SIS proof tests, all meeting requirements',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '新建装置仪表开车', description: '完成仪表安装检查、回路测试与联锁调试，装置一次开车成功' },
        { name: 'DCS 系统升级改造', description: '配合厂家完成控制系统迁移，停车时间控制在 5 天内' },
        { name: '控制回路优化', description: '重新整定关键回路参数，使多个回路稳定投入自动' },
      ],
      'en-US': [
        {
          name: 'New unit startup',
          description: 'Installation checks, loop checks and interlock testing for a first-time startup',
        },
        {
          name: 'DCS migration',
          description: 'Control system migration with the vendor, finished within a 5-day shutdown',
        },
        {
          name: 'Control loop optimization',
          description: 'Retuned key loops so they run stably in automatic',
        },
      ],
    },
    certifications: {
      'zh-CN': ['化工仪表维修工职业技能等级证书', '特种作业操作证（低压电工）', '工程师（中级职称）'],
      'en-US': [
        'Engineer in Training (EIT)',
        'OSHA 10-Hour General Industry',
        'ISA Certified Control Systems Technician (CCST)',
        'ISA Certified Automation Professional (CAP)',
        'Professional Engineer (PE), Control Systems',
      ],
    },
    tools: {
      'zh-CN': [
        '横河 CENTUM VP',
        '霍尼韦尔 Experion',
        'HART 手操器',
        '过程校验仪',
        'AutoCAD',
        'SmartPlant Instrumentation',
      ],
      'en-US': [
        'Emerson DeltaV',
        'Honeywell Experion',
        'Yokogawa CENTUM VP',
        'HART communicators',
        'Fluke process calibrators',
        'SmartPlant Instrumentation',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '8 年化工装置仪表经验，负责 4000 余台仪表与 DCS、SIS 系统的维护，参与 2 套装置开车。',
          '擅长回路整定与控制故障排查，仪表原因导致的非计划停车减少 60%。',
        ],
        student: [
          '测控技术与仪器专业应届生，熟悉 DCS 组态与 PID 控制，在化工厂实习期间参与 300 个回路的测试。',
        ],
      },
      'en-US': {
        experienced: [
          'I&C engineer with 8 years in chemical plants, maintaining 4,000+ instruments and the DCS and SIS through 2 startups.',
          'Strong at loop tuning and fault-finding, cutting instrument-related trips by 60%.',
        ],
        student: [
          'Instrumentation engineering graduate who loop-checked 300 loops during a chemical plant internship and knows DCS basics.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['测控技术与仪器', '自动化', '过程装备与控制工程'],
        courses: ['过程控制', '检测技术与仪表', '集散控制系统', '传感器原理'],
      },
      'en-US': {
        majors: ['Electrical Engineering', 'Chemical Engineering', 'Instrumentation Engineering Technology'],
        courses: [
          'Process Control',
          'Instrumentation and Measurement',
          'Control Systems',
          'Sensors and Transducers',
        ],
      },
    },
    workplace: 'manufacturer',
  },
  {
    id: 'ndt-technician',
    names: { 'zh-CN': '无损检测员', 'en-US': 'NDT Technician' },
    field: { 'zh-CN': '无损检测', 'en-US': 'nondestructive testing' },
    synonyms: [
      '无损检测员',
      '无损检测',
      '无损检测工程师',
      '无损检测技术员',
      '探伤工',
      '探伤员',
      '超声波探伤员',
      '超声检测员',
      '射线探伤员',
      '射线检测员',
      '磁粉探伤员',
      '渗透检测员',
      'NDT工程师',
      'NDT技术员',
      'NDT检测员',
      'ndt technician',
      'ndt inspector',
      'ndt technologist',
      'nondestructive testing technician',
      'non-destructive testing technician',
      'nde technician',
      'industrial radiographer',
      'ultrasonic testing technician',
    ],
    keywords: ['探伤', 'ndt', 'nde', 'asnt'],
    skillGroups: {
      'zh-CN': [
        {
          name: '检测方法',
          examples: ['超声检测（UT）', '射线检测（RT）', '磁粉检测（MT）', '渗透检测（PT）'],
        },
        {
          name: '标准与评定',
          examples: ['NB/T 47013', '焊缝缺陷评定', '检测工艺卡编制', 'ASME 第 V 卷'],
        },
        { name: '新技术', examples: ['相控阵超声（PAUT）', 'TOFD', '数字射线（DR）', '涡流检测（ET）'] },
      ],
      'en-US': [
        {
          name: 'Methods',
          examples: [
            'Ultrasonic testing (UT)',
            'Radiographic testing (RT)',
            'Magnetic particle (MT)',
            'Liquid penetrant (PT)',
          ],
        },
        {
          name: 'Codes & standards',
          examples: ['ASME Section V', 'AWS D1.1', 'API 1104', 'Written procedures and techniques'],
        },
        {
          name: 'Advanced methods',
          examples: ['Phased array (PAUT)', 'TOFD', 'Digital radiography', 'Eddy current (ET)'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你掌握的检测方法与持证等级（如 UT Ⅱ级、RT Ⅱ级）]',
        '[你检测的对象（压力容器、管道、钢结构、铸锻件）与所在行业]',
        '[你的检测工作量，如 每月检测的焊缝长度或评定底片数]',
        '[你发现的一次关键缺陷，以及对工程质量或安全的意义]',
        '[你编制的检测工艺或通过的第三方审核]',
      ],
      'en-US': [
        '[Methods you are certified in and at what level (UT Level II, RT Level II)]',
        '[What you inspect (pressure vessels, pipelines, structural steel, castings) and for which industries]',
        '[Your inspection volume, such as welds or films a month]',
        '[A critical defect you found and why it mattered]',
        '[Procedures you wrote or audits you passed]',
      ],
    },
    achievements: {
      'zh-CN': [
        '持 UT、RT、MT、PT 共 4 项 Ⅱ 级资格，独立承担石化装置检测任务',
        '每年完成压力管道焊缝超声检测 2 万米',
        '评定射线底片 1.5 万张，业主复评零漏检',
        '在反应器接管焊缝中发现 40 毫米裂纹，避免设备带缺陷投用',
        '引入相控阵超声检测，检测效率提升 40%',
        '编制检测工艺规程 30 份，全部通过监检单位审核',
      ],
      'en-US': [
        'Hold Level II in 4 methods (UT, RT, MT, PT) and work independently on refinery inspections',
        'Inspect 60,000+ feet of pipeline welds a year with ultrasonic testing',
        'Interpreted 15,000 radiographs with zero missed rejectable defects on client audit',
        'Found a 1.5-inch crack in a reactor nozzle weld before it returned to service',
        'Brought in phased array UT, raising inspection productivity by 40%',
        'Wrote 30 inspection procedures, all approved by the authorized inspector',
      ],
    },
    projects: {
      'zh-CN': [
        {
          name: '长输管道焊缝检测',
          description: '完成 2 万道环焊缝的全自动超声与射线检测，保障管线按期投产',
        },
        { name: '压力容器定期检验', description: '对 50 台在用容器开展超声测厚与磁粉检测，出具检验报告' },
        { name: '相控阵检测推广', description: '建立相控阵检测工艺与对比试块，替代部分射线检测' },
      ],
      'en-US': [
        {
          name: 'Pipeline weld inspection',
          description: 'AUT and RT on 20,000 girth welds so the line started up on schedule',
        },
        {
          name: 'Pressure vessel inspections',
          description: 'Thickness surveys and MT on 50 vessels in service, with full reports',
        },
        {
          name: 'Phased array rollout',
          description: 'Procedures and reference blocks that replaced some radiography',
        },
      ],
    },
    certifications: {
      'zh-CN': [
        '辐射安全与防护培训合格证',
        '特种设备无损检测人员证（UT Ⅱ）',
        '特种设备无损检测人员证（RT Ⅱ）',
      ],
      'en-US': [
        'SNT-TC-1A Level I (MT, PT)',
        'OSHA 10-Hour General Industry',
        'SNT-TC-1A Level II (UT, RT, MT, PT)',
        'ASNT Industrial Radiographer (IRRSP)',
        'ASNT NDT Level III',
      ],
    },
    tools: {
      'zh-CN': ['数字超声探伤仪', '相控阵检测仪', 'X 射线探伤机', '磁轭探伤仪', '超声波测厚仪', '观片灯'],
      'en-US': [
        'Ultrasonic flaw detectors',
        'Phased array units',
        'X-ray and gamma sources',
        'Magnetic yokes',
        'Thickness gauges',
        'Film viewers',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '8 年无损检测经验，持 UT、RT、MT、PT Ⅱ 级资格，长期服务石化与长输管道项目。',
          '评片准确，检测报告规范，熟悉相控阵与 TOFD 技术。',
        ],
        student: [
          '无损检测技术专业应届生，在校取得辐射安全与防护培训合格证，实习期间协助完成 3000 道焊缝的检测。',
        ],
      },
      'en-US': {
        experienced: [
          'NDT technician with 8 years and Level II in UT, RT, MT and PT, working on refinery and pipeline projects.',
          'Accurate film interpreter with phased array and TOFD experience.',
        ],
        student: [
          'NDT program graduate with Level I training in MT and PT who assisted on 3,000 weld inspections as an intern.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['无损检测技术', '焊接技术与自动化'],
        courses: ['超声检测', '射线检测', '磁粉与渗透检测', '金属材料与焊接'],
      },
      'en-US': {
        majors: ['Nondestructive Testing Technology', 'Welding Technology'],
        courses: [
          'Ultrasonic Testing',
          'Radiographic Testing',
          'Magnetic Particle and Penetrant Testing',
          'Metallurgy for NDT',
        ],
      },
    },
    workplace: 'construction',
    pathway: 'vocational',
  },
  {
    id: 'calibration-technician',
    names: { 'zh-CN': '计量工程师', 'en-US': 'Calibration Technician' },
    field: { 'zh-CN': '计量校准', 'en-US': 'calibration and metrology' },
    synonyms: [
      '计量工程师',
      '计量校准工程师',
      '校准工程师',
      '计量员',
      '计量技术员',
      '计量检定员',
      '检定员',
      '校准员',
      '校准技术员',
      '计量管理员',
      '仪器校准员',
      'calibration technician',
      'calibration specialist',
      'calibration lab technician',
      'metrology technician',
      'metrologist',
    ],
    keywords: ['校准', 'gage r&r'],
    skillGroups: {
      'zh-CN': [
        { name: '校准检定', examples: ['几何量计量', '热工计量', '力学计量', '电学计量'] },
        {
          name: '质量体系',
          examples: ['ISO/IEC 17025', 'CNAS 实验室认可', '测量不确定度评定', '国家计量校准规范（JJF）'],
        },
        {
          name: '量具仪器管理',
          examples: ['量具台账管理', '周期检定计划', '测量系统分析（MSA）', '三坐标测量'],
        },
      ],
      'en-US': [
        {
          name: 'Calibration',
          examples: ['Dimensional', 'Temperature and pressure', 'Force and torque', 'Electrical'],
        },
        {
          name: 'Quality systems',
          examples: ['ISO/IEC 17025', 'Measurement uncertainty', 'Calibration procedures', 'Audit readiness'],
        },
        {
          name: 'Gauge management',
          examples: [
            'Gauge recall scheduling',
            'Out-of-tolerance investigations',
            'MSA and Gage R&R',
            'CMM measurement',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的计量专业（几何量、热工、力学、电学）与所在实验室或企业]',
        '[你每年校准或检定的仪器量具数量]',
        '[你建立或维护的计量体系、校准规程或实验室认可工作]',
        '[你处理的一次超差或测量争议：原因与处置]',
        '[你在校准周期、费用或测量能力上的改进成果]',
      ],
      'en-US': [
        '[Your disciplines (dimensional, temperature, pressure, electrical) and your lab or plant]',
        '[Instruments and gauges you calibrate each year]',
        '[Quality systems, procedures or accreditation work you handle]',
        '[An out-of-tolerance finding or measurement dispute you resolved]',
        '[Improvements in turnaround, cost or measurement capability]',
      ],
    },
    achievements: {
      'zh-CN': [
        '每年完成工厂 6000 余件量具与仪器的周期校准，按期完成率 100%',
        '编写内部校准规程 40 份，支持实验室通过 CNAS 认可',
        '开展 MSA 分析 80 项，推动 12 套测量系统改进',
        '将外送校准转为内部校准，每年节省校准费用 60 万元',
        '完成 120 项测量不确定度评定',
        '处理超差追溯 25 起，未发生因测量问题导致的客户投诉',
      ],
      'en-US': [
        'Calibrate about 6,000 gauges and instruments a year with 100% on-time recall',
        'Wrote 40 in-house procedures that helped the lab earn ISO/IEC 17025 accreditation',
        'Ran 80 Gage R&R studies that led to 12 measurement system fixes',
        'Brought outside calibrations in-house, saving $85K a year',
        'Completed 120 measurement uncertainty budgets',
        'Investigated 25 out-of-tolerance findings with zero resulting customer complaints',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '实验室 CNAS 认可', description: '编写质量手册与校准规程，通过 CNAS 现场评审' },
        { name: '量具管理系统上线', description: '将 6000 件量具纳入系统管理，实现到期自动提醒' },
        { name: '校准能力内部化', description: '新建温度与压力校准能力，减少外送校准' },
      ],
      'en-US': [
        {
          name: 'ISO/IEC 17025 accreditation',
          description: 'Quality manual and procedures that passed the accreditation assessment',
        },
        {
          name: 'Gauge management system',
          description: '6,000 gauges moved into a system with automatic recall alerts',
        },
        {
          name: 'In-house calibration',
          description: 'New temperature and pressure capability that cut outside calibration',
        },
      ],
    },
    certifications: {
      'zh-CN': ['ISO/IEC 17025 内审员证书', '二级注册计量师', '一级注册计量师'],
      'en-US': [
        'ISO/IEC 17025 internal auditor',
        'Six Sigma Green Belt',
        'ASQ Certified Calibration Technician (CCT)',
      ],
    },
    tools: {
      'zh-CN': ['三坐标测量机', '过程校验仪', '标准砝码', '恒温槽', '数字多用表', '量具管理系统'],
      'en-US': [
        'Fluke calibrators',
        'CMMs',
        'Deadweight testers',
        'Dry-block calibrators',
        'Precision multimeters',
        'GAGEtrak',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '7 年计量校准经验，二级注册计量师，每年校准量具仪器 6000 余件，按期完成率 100%。',
          '熟悉 ISO/IEC 17025 与测量不确定度评定，参与实验室 CNAS 认可。',
        ],
        student: ['测控技术与仪器专业应届生，熟悉误差理论与 MSA，在计量院实习期间参与 500 件压力表的检定。'],
      },
      'en-US': {
        experienced: [
          'Calibration technician with 7 years running a 6,000-gauge program at 100% on-time recall.',
          'Well versed in ISO/IEC 17025 and uncertainty budgets, and helped take a lab through accreditation.',
        ],
        student: [
          'Electronics technology graduate who calibrated 500 pressure gauges during a calibration lab internship.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['测控技术与仪器', '计量测试与应用技术'],
        courses: ['误差理论与数据处理', '几何量测量', '热工测量', '计量法规'],
      },
      'en-US': {
        majors: ['Electronics Engineering Technology', 'Mechanical Engineering Technology'],
        courses: ['Metrology Fundamentals', 'Measurement Uncertainty', 'Electronics', 'Quality Systems'],
      },
    },
    workplace: 'manufacturer',
  },
  {
    id: 'boiler-operator',
    names: { 'zh-CN': '锅炉工', 'en-US': 'Boiler Operator' },
    field: { 'zh-CN': '锅炉运行', 'en-US': 'boiler operation' },
    synonyms: [
      '锅炉工',
      '司炉工',
      '锅炉司炉工',
      '锅炉操作工',
      '锅炉运行工',
      '锅炉值班员',
      '锅炉运行值班员',
      '锅炉房操作工',
      '锅炉房值班员',
      '燃气锅炉工',
      '蒸汽锅炉工',
      'boiler operator',
      'stationary engineer',
      'boiler room operator',
      'boiler technician',
    ],
    keywords: ['司炉', '锅炉房', 'boiler room', 'steam plant'],
    skillGroups: {
      'zh-CN': [
        { name: '锅炉运行', examples: ['燃气锅炉操作', '启停炉操作', '燃烧调整', '水位与压力监控'] },
        { name: '水处理与维护', examples: ['软化水处理', '炉水化验', '排污操作', '辅机维护'] },
        { name: '安全与节能', examples: ['安全阀与压力表校验', '运行记录填写', '应急处置', '节能运行'] },
      ],
      'en-US': [
        {
          name: 'Boiler operation',
          examples: [
            'Startup and shutdown',
            'Combustion tuning',
            'Water level and pressure control',
            'Burner management systems',
          ],
        },
        {
          name: 'Water treatment & upkeep',
          examples: ['Water softening', 'Boiler water testing', 'Blowdown', 'Pumps and auxiliaries'],
        },
        {
          name: 'Safety & efficiency',
          examples: ['Safety valve testing', 'Operating logs', 'Emergency procedures', 'Energy efficiency'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你操作的锅炉类型（燃气、燃煤、生物质）、台数与容量（如 10t/h）]',
        '[你所在的场所（工厂、医院、供热站、物业）与值班方式]',
        '[你的安全运行记录与锅炉定期检验情况]',
        '[你处理的一次异常工况（如 缺水、熄火），以及处理过程]',
        '[你在节能降耗或设备维护上的改进成果]',
      ],
      'en-US': [
        '[The boilers you run (gas, oil, biomass), how many and their size]',
        '[Your plant (factory, hospital, campus, district heating) and your shift pattern]',
        '[Your safe operating record and inspection results]',
        '[An abnormal condition you handled (low water, flame failure) and what you did]',
        '[Energy savings or maintenance improvements you made]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责 3 台 10t/h 燃气蒸汽锅炉的运行，连续 6 年安全运行零事故',
        '每班巡检 12 次，运行记录完整，锅炉定期检验一次通过',
        '通过燃烧调整与排污优化，年节约天然气 8 万立方米',
        '炉水化验合格率 99%，停炉检验未发现结垢与腐蚀',
        '及时处置 2 次锅炉低水位报警，避免设备损坏',
        '供暖季保障 20 万平方米建筑稳定供热，零投诉',
      ],
      'en-US': [
        'Operate 3 gas-fired steam boilers at 20,000 lb/hr each with 6 incident-free years',
        'Log 12 rounds a shift and pass every annual state boiler inspection',
        'Cut natural gas use by 8% through combustion tuning and blowdown control',
        'Keep boiler water in spec 99% of the time, with no scale or corrosion found at inspection',
        'Responded to 2 low-water alarms in time to prevent equipment damage',
        'Keep heat and hot water reliable for a 2-million-sq-ft hospital campus with zero complaints',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '锅炉燃烧优化', description: '调整风燃比并加装烟气余热回收装置，降低燃气消耗' },
        { name: '水处理改进', description: '规范软化水与加药流程，延长锅炉检修周期' },
        { name: '供暖季运行保障', description: '制定启炉与巡检计划，保障整个供暖季稳定供热' },
      ],
      'en-US': [
        {
          name: 'Combustion tuning',
          description: 'Air-fuel ratio adjustments and an economizer that cut gas use',
        },
        {
          name: 'Water treatment program',
          description: 'Tighter softening and chemical dosing that lengthened the time between cleanings',
        },
        {
          name: 'Heating season readiness',
          description: 'Startup and rounds plans that kept heat steady all winter',
        },
      ],
    },
    certifications: {
      'zh-CN': [
        '特种设备作业人员证（G1 工业锅炉司炉）',
        '特种设备作业人员证（G3 锅炉水处理）',
        '特种作业操作证（低压电工）',
      ],
      'en-US': [
        'OSHA 10-Hour General Industry',
        'EPA Section 608 certification',
        'State boiler operator license',
        'Stationary engineer license',
      ],
    },
    tools: {
      'zh-CN': ['锅炉控制系统', '水质化验箱', '烟气分析仪', '红外测温仪', '压力表', '运行记录台账'],
      'en-US': [
        'Burner management systems',
        'Water test kits',
        'Combustion analyzers',
        'Infrared thermometers',
        'CMMS',
        'Building automation systems',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年锅炉运行经验，持 G1 工业锅炉司炉证，负责 3 台 10t/h 燃气锅炉，运行零事故。',
          '熟悉水处理与燃烧调整，年节约天然气 8 万立方米。',
        ],
        student: ['热能动力工程技术专业应届生，在校取得工业锅炉司炉证，熟悉锅炉结构与运行规程。'],
      },
      'en-US': {
        experienced: [
          'Licensed boiler operator with 6 years running gas-fired steam plants without an incident.',
          'Skilled in water treatment and combustion tuning that saves fuel.',
        ],
        student: [
          'Power plant technology graduate with OSHA 10, trained in boiler startup, rounds and water testing.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['热能动力工程技术', '供热通风与空调工程技术'],
        courses: ['锅炉原理', '锅炉水处理', '热工仪表', '特种设备安全'],
      },
      'en-US': {
        majors: ['Power Plant Technology', 'HVAC Technology'],
        courses: ['Boiler Operations', 'Thermodynamics', 'Water Treatment', 'Plant Safety'],
      },
    },
    workplace: 'facility-services',
    pathway: 'vocational',
  },
];
