// Job families of media production: video editing, photography, directing, presenting, screenwriting, acting and
// audio engineering.
import type { JobFamily } from '../job-family.ts';

export const MEDIA_PRODUCTION_FAMILIES: readonly JobFamily[] = [
  {
    id: 'video-editor',
    names: { 'zh-CN': '视频剪辑师', 'en-US': 'Video Editor' },
    field: { 'zh-CN': '视频剪辑与后期', 'en-US': 'video editing' },
    synonyms: [
      '视频剪辑师',
      '剪辑师',
      '视频剪辑',
      '剪辑',
      '后期剪辑',
      '视频后期',
      '后期制作',
      '影视后期',
      '调色师',
      '特效合成师',
      'AE特效师',
      '短视频剪辑',
      '视频制作',
      '视频制作专员',
      '影视剪辑',
      'video editor',
      'film editor',
      'post production editor',
      'motion graphics designer',
      'video producer',
      'content video editor',
      'assistant editor',
      'vfx compositor',
    ],
    keywords: ['剪辑', 'premiere', 'final cut', 'davinci resolve', 'after effects', '达芬奇'],
    skillGroups: {
      'zh-CN': [
        { name: '剪辑', examples: ['叙事剪辑', '节奏把控', '多机位剪辑', '短视频剪辑'] },
        { name: '后期', examples: ['调色', '包装与字幕', 'AE 动效', '音频处理'] },
        { name: '软件', examples: ['Premiere Pro', 'Final Cut Pro', 'DaVinci Resolve', 'After Effects'] },
      ],
      'en-US': [
        { name: 'Editing', examples: ['Story editing', 'Pacing', 'Multicam', 'Short-form edits'] },
        {
          name: 'Finishing',
          examples: ['Color grading', 'Titles and graphics', 'Motion graphics', 'Audio mixing'],
        },
        { name: 'Software', examples: ['Premiere Pro', 'Final Cut Pro', 'DaVinci Resolve', 'After Effects'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你剪辑的内容类型（短视频、广告、纪录片、综艺）与服务的平台或客户]',
        '[你每月完成的成片数量与平均时长]',
        '[一个代表作品：剪辑思路与播放量、完播率等数据]',
        '[你在调色、包装或特效上的工作，以及效果]',
        '[你搭建的模板、素材库或流程，提升的出片效率]',
      ],
      'en-US': [
        '[What you edit (short-form, ads, documentaries, shows) and for which platforms or clients]',
        '[How many finished pieces you deliver a month and their length]',
        '[A signature piece: your approach and its views or completion rate]',
        '[Color, graphics or VFX work and the result]',
        '[Templates, asset libraries or workflows that sped up delivery]',
      ],
    },
    achievements: {
      'zh-CN': [
        '每月剪辑短视频 60 条，账号单条最高播放 1200 万',
        '优化开头 3 秒剪辑节奏，平均完播率从 18% 提升到 32%',
        '完成 8 支品牌广告片后期，全部按期交付客户',
        '负责一部 40 分钟纪录片剪辑与调色，入围省级纪录片评选',
        '搭建片头包装与字幕模板库，单条出片时间缩短 40%',
        '带教 2 名剪辑助理',
      ],
      'en-US': [
        'Edit 60 short videos a month, with a best performer at 12 million views',
        'Reworked the first 3 seconds of edits, lifting completion from 18% to 32%',
        'Finished 8 brand commercials, all delivered on time',
        'Edited and graded a 40-minute documentary shortlisted at a regional festival',
        'Built title and graphics templates that cut turnaround per video by 40%',
        'Trained 2 assistant editors',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '品牌短视频矩阵', description: '为品牌多个账号批量产出短视频，提升曝光' },
        { name: '纪录片后期制作', description: '完成剪辑、调色与混音，讲好人物故事' },
        { name: '剪辑模板库', description: '沉淀包装与字幕模板，提高团队效率' },
      ],
      'en-US': [
        {
          name: 'Brand short-video channels',
          description: 'High-volume short videos across brand accounts for reach',
        },
        {
          name: 'Documentary post-production',
          description: 'Editing, grading and mixing that told a human story',
        },
        {
          name: 'Editing template library',
          description: 'Shared graphics and caption templates for team speed',
        },
      ],
    },
    certifications: {
      'zh-CN': ['Adobe 认证专家（Premiere Pro）', 'DaVinci Resolve 认证'],
      'en-US': [
        'Adobe Certified Professional in Video Design',
        'Avid Certified User: Media Composer',
        'DaVinci Resolve Certified',
      ],
    },
    tools: {
      'zh-CN': ['Premiere Pro', 'Final Cut Pro', 'DaVinci Resolve', 'After Effects', '剪映', 'Audition'],
      'en-US': [
        'Premiere Pro',
        'Final Cut Pro',
        'DaVinci Resolve',
        'After Effects',
        'Avid Media Composer',
        'Audition',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年视频剪辑经验，覆盖短视频与品牌广告，单条最高播放 1200 万。',
          '懂叙事也懂数据，完播率提升近一倍。',
        ],
        student: ['广播电视编导专业应届生，熟练使用 Premiere 与达芬奇，作品集含 10 支短片。'],
      },
      'en-US': {
        experienced: [
          'Video editor with 5 years in short-form and brand work, with a best video at 12 million views.',
          'Combines storytelling with data, nearly doubling completion rates.',
        ],
        student: ['Film graduate fluent in Premiere and Resolve, with 10 short films in my reel.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['广播电视编导', '数字媒体艺术'],
        courses: ['影视剪辑', '视听语言', '影视调色', '影视特效'],
      },
      'en-US': {
        majors: ['Film and Television Production', 'Digital Media'],
        courses: ['Film Editing', 'Cinematography', 'Color Grading', 'Motion Graphics'],
      },
    },
    workplace: 'media',
  },
  {
    id: 'photographer',
    names: { 'zh-CN': '摄影师', 'en-US': 'Photographer' },
    field: { 'zh-CN': '摄影', 'en-US': 'photography' },
    synonyms: [
      '摄影师',
      '商业摄影师',
      '产品摄影师',
      '电商摄影师',
      '人像摄影师',
      '婚纱摄影师',
      '婚礼摄影师',
      '摄影助理',
      '摄像师',
      '摄像',
      '跟拍摄影师',
      '新闻摄影记者',
      '航拍摄影师',
      'photographer',
      'commercial photographer',
      'product photographer',
      'portrait photographer',
      'wedding photographer',
      'photo assistant',
      'photojournalist',
      'videographer',
      'camera operator',
      'cinematographer',
    ],
    keywords: ['摄影', 'photography', '修图', 'lightroom', '布光'],
    skillGroups: {
      'zh-CN': [
        { name: '拍摄', examples: ['商业产品拍摄', '人像拍摄', '视频拍摄', '航拍'] },
        { name: '光线与构图', examples: ['棚拍布光', '自然光运用', '构图', '场景搭建'] },
        { name: '后期', examples: ['Lightroom 调色', 'Photoshop 精修', '批量修图', '色彩管理'] },
      ],
      'en-US': [
        { name: 'Shooting', examples: ['Product photography', 'Portraits', 'Video', 'Drone'] },
        {
          name: 'Light & composition',
          examples: ['Studio lighting', 'Natural light', 'Composition', 'Set styling'],
        },
        {
          name: 'Post-production',
          examples: ['Lightroom', 'Photoshop retouching', 'Batch editing', 'Color management'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你擅长的拍摄类型与服务的客户或平台]',
        '[你每月完成的拍摄项目或出片数量]',
        '[一个代表项目：拍摄方案、难点与客户或数据反馈]',
        '[你的后期工作量与交付时效]',
        '[你的作品获奖、发表或商业合作情况]',
      ],
      'en-US': [
        '[The photography you specialize in and your clients or platforms]',
        '[Shoots or images you deliver each month]',
        '[A signature shoot: the plan, the challenges and the client or performance feedback]',
        '[Your post-production volume and turnaround]',
        '[Awards, publications or commercial partnerships]',
      ],
    },
    achievements: {
      'zh-CN': [
        '为电商平台拍摄产品图，每月交付 2000 张精修图',
        '拍摄的主图使商品点击率提升 25%',
        '年均完成婚礼跟拍 40 场，客户好评率 100%',
        '完成 3 个品牌年度广告大片拍摄',
        '建立棚拍布光标准，单个产品拍摄时间缩短 30%',
        '作品入选 2023 年省级摄影展',
      ],
      'en-US': [
        'Shoot product images for e-commerce, delivering 2,000 retouched photos a month',
        'My hero images lifted product click-through by 25%',
        'Photograph about 40 weddings a year with 100% positive reviews',
        'Shot annual campaigns for 3 brands',
        'Standardized studio lighting, cutting shoot time per product by 30%',
        'Work selected for a regional photography exhibition in 2023',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '电商产品视觉升级', description: '统一拍摄风格与布光，提升商品点击率' },
        { name: '品牌年度广告片', description: '从创意沟通到拍摄与后期全流程' },
        { name: '婚礼纪实摄影', description: '全天跟拍并快速交付精选照片' },
      ],
      'en-US': [
        {
          name: 'E-commerce visual refresh',
          description: 'Consistent style and lighting that raised click-through',
        },
        { name: 'Brand campaign shoot', description: 'From creative brief to shoot and retouching' },
        {
          name: 'Documentary wedding photography',
          description: 'Full-day coverage with fast delivery of highlights',
        },
      ],
    },
    certifications: {
      'zh-CN': ['摄影师（职业技能等级证书）', '民用无人机驾驶员执照（CAAC）'],
      'en-US': ['Certified Professional Photographer (CPP)', 'FAA Part 107 Remote Pilot Certificate'],
    },
    tools: {
      'zh-CN': [
        '佳能 / 索尼 全画幅相机',
        '影室闪光灯',
        'Lightroom',
        'Photoshop',
        'Capture One',
        '大疆无人机',
      ],
      'en-US': [
        'Canon and Sony full-frame cameras',
        'Studio strobes',
        'Lightroom',
        'Photoshop',
        'Capture One',
        'DJI drones',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年商业摄影经验，擅长产品与人像拍摄，拍摄的主图使点击率提升 25%。',
          '布光与后期功底扎实，交付稳定高效。',
        ],
        student: ['摄影专业应届生，熟悉棚拍布光与后期修图，作品集含产品与人像系列。'],
      },
      'en-US': {
        experienced: [
          'Commercial photographer with 6 years in product and portrait work, with hero images that lifted click-through by 25%.',
          'Strong lighting and retouching, delivering reliably.',
        ],
        student: ['Photography graduate skilled in studio lighting and retouching.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['摄影', '数字媒体艺术'],
        courses: ['摄影技术', '商业摄影', '数字影像后期', '构图与色彩'],
      },
      'en-US': {
        majors: ['Photography', 'Visual Communication'],
        courses: ['Studio Lighting', 'Commercial Photography', 'Digital Imaging', 'Visual Design'],
      },
    },
    workplace: 'agency',
  },
  {
    id: 'video-director',
    names: { 'zh-CN': '编导', 'en-US': 'Video Producer and Director' },
    field: { 'zh-CN': '编导与视频制作', 'en-US': 'video production' },
    synonyms: [
      '编导',
      '视频编导',
      '导演',
      '执行导演',
      '广告导演',
      '导演助理',
      '电视编导',
      '节目编导',
      '综艺编导',
      '制片人',
      '制片',
      '执行制片',
      '内容制片人',
      'video director',
      'film director',
      'commercial director',
      'assistant director',
      'tv producer',
      'line producer',
      'showrunner',
      'film producer',
    ],
    keywords: ['拍摄脚本', '分镜', 'storyboard', 'shooting script'],
    skillGroups: {
      'zh-CN': [
        { name: '创意与脚本', examples: ['选题策划', '脚本撰写', '分镜设计', '创意提案'] },
        { name: '拍摄执行', examples: ['现场调度', '演员指导', '镜头语言', '制片统筹'] },
        { name: '后期与复盘', examples: ['剪辑指导', '数据复盘', '预算控制', '多平台分发'] },
      ],
      'en-US': [
        { name: 'Development', examples: ['Concepts', 'Scriptwriting', 'Storyboards', 'Pitching'] },
        { name: 'Production', examples: ['Directing talent', 'Shot design', 'Scheduling', 'Budgeting'] },
        {
          name: 'Post & distribution',
          examples: ['Edit supervision', 'Performance review', 'Cost control', 'Platform strategy'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的内容类型（短视频、广告、综艺、纪录片）与栏目或客户]',
        '[你策划和执导的作品数量与代表作品]',
        '[一个代表项目：创意、拍摄统筹与播放或转化数据]',
        '[你在预算、周期或团队协作上的成绩]',
        '[作品获得的奖项或平台推荐]',
      ],
      'en-US': [
        '[What you make (short-form, commercials, shows, documentaries) and for which channels or clients]',
        '[Pieces you developed and directed, and your best-known work]',
        '[A signature project: the idea, production and its views or conversions]',
        '[Budget, schedule or team results]',
        '[Awards or platform features]',
      ],
    },
    achievements: {
      'zh-CN': [
        '策划并执导短视频栏目 200 余期，账号粉丝从 0 增长到 150 万',
        '执导 12 支品牌广告片，单支最高播放量 3000 万',
        '统筹 30 人拍摄团队完成 1 档网络综艺，按期上线',
        '控制制作预算，单片制作成本降低 20%',
        '作品获得 2023 年省级广播电视节目奖',
        '建立选题与脚本评审流程，爆款率从 5% 提升到 15%',
      ],
      'en-US': [
        'Developed and directed 200+ episodes of a short-video series that grew from 0 to 1.5 million followers',
        'Directed 12 brand commercials, the most-watched at 30 million views',
        'Led a 30-person crew to deliver an online variety show on schedule',
        'Cut production cost per piece by 20%',
        'Won a regional broadcasting award in 2023',
        'Set up idea and script reviews that raised the hit rate from 5% to 15%',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '短视频栏目打造', description: '从定位、选题到拍摄剪辑，打造高粉丝账号' },
        { name: '品牌广告片', description: '创意提案、拍摄执导与后期把控' },
        { name: '网络综艺制作', description: '统筹策划、拍摄与后期，按期上线' },
      ],
      'en-US': [
        {
          name: 'Short-video series',
          description: 'Positioning, ideas, shooting and editing for a large following',
        },
        { name: 'Brand commercial', description: 'Pitch, direction and post supervision' },
        { name: 'Online variety show', description: 'Development, shooting and post delivered on schedule' },
      ],
    },
    certifications: { 'zh-CN': [], 'en-US': [] },
    tools: {
      'zh-CN': ['Premiere Pro', 'Final Cut Pro', '剪映', '分镜软件', 'Excel 制片表', '飞书'],
      'en-US': ['Premiere Pro', 'StudioBinder', 'Final Draft', 'Frame.io', 'Movie Magic Scheduling', 'Excel'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '7 年编导经验，执导短视频栏目与品牌广告，打造 150 万粉丝账号。',
          '创意与执行兼备，擅长统筹拍摄团队。',
        ],
        student: ['广播电视编导专业应届生，独立编导过 3 部短片，其中 1 部获校级影像节奖项。'],
      },
      'en-US': {
        experienced: [
          'Video director with 7 years in short-form and commercials, building a 1.5-million-follower channel.',
          'Creative and organized, comfortable leading crews.',
        ],
        student: [
          'Film production graduate who wrote and directed 3 shorts, one awarded at a campus festival.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['广播电视编导', '戏剧影视导演'],
        courses: ['视听语言', '影视编剧', '导演基础', '制片管理'],
      },
      'en-US': {
        majors: ['Film Production', 'Directing'],
        courses: ['Directing', 'Screenwriting', 'Cinematography', 'Producing'],
      },
    },
    workplace: 'media',
  },
  {
    id: 'broadcast-host',
    names: { 'zh-CN': '主持人', 'en-US': 'Presenter' },
    field: { 'zh-CN': '播音与主持', 'en-US': 'broadcasting and presenting' },
    synonyms: [
      '主持人',
      '播音员',
      '电台主持人',
      '电视主持人',
      '新闻主播',
      '婚礼主持人',
      '活动主持人',
      '配音员',
      '配音演员',
      '有声书主播',
      '播音主持',
      'presenter',
      'tv presenter',
      'radio host',
      'radio presenter',
      'news anchor',
      'anchor',
      'broadcaster',
      'emcee',
      'mc',
      'voice actor',
      'voice over artist',
      'podcast host',
    ],
    keywords: ['播音', 'broadcasting', '主持', '配音', 'voice over'],
    skillGroups: {
      'zh-CN': [
        { name: '播音主持', examples: ['新闻播音', '节目主持', '即兴口语表达', '现场控场'] },
        { name: '声音表现', examples: ['配音', '有声书演播', '情绪表达', '普通话正音'] },
        { name: '内容能力', examples: ['串词撰写', '采访提问', '节目策划', '直播互动'] },
      ],
      'en-US': [
        { name: 'Presenting', examples: ['News reading', 'Live hosting', 'Ad-libbing', 'Crowd work'] },
        { name: 'Voice', examples: ['Voice-over', 'Audiobook narration', 'Vocal range', 'Diction'] },
        {
          name: 'Content',
          examples: ['Script writing', 'Interviewing', 'Show planning', 'Audience interaction'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你主持或播音的节目类型与平台（电视、电台、网络、活动）]',
        '[你主持的节目或活动数量，以及收视、收听或参与数据]',
        '[一场代表性的主持：规模、难点与现场效果]',
        '[你参与的节目策划或串词撰写]',
        '[你获得的奖项或证书]',
      ],
      'en-US': [
        '[The shows or events you host and where (TV, radio, online, live)]',
        '[How many shows or events, and their ratings or audiences]',
        '[A signature hosting job: scale, challenges and how it went]',
        '[Show planning or scripting you contribute]',
        '[Awards or credentials]',
      ],
    },
    achievements: {
      'zh-CN': [
        '担任城市电台早间节目主持人 4 年，节目收听率同时段排名第一',
        '主持大型晚会与企业年会 80 余场，单场最多观众 5000 人',
        '完成有声书演播 20 部，累计播放量 3000 万',
        '参与策划 2 档新节目，均按期开播',
        '获得 2023 年省级播音主持作品二等奖',
        '普通话水平测试一级甲等，成绩 97 分',
      ],
      'en-US': [
        'Hosted a city radio breakfast show for 4 years, first in its time slot',
        'Emceed 80+ galas and corporate events, the largest for 5,000 people',
        'Narrated 20 audiobooks with 30 million total plays',
        'Helped develop 2 new shows, both launched on schedule',
        'Won a regional broadcasting award in 2023',
        'Hosted a podcast for 3 seasons with 150,000 downloads',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '早间资讯节目', description: '每日直播主持与内容串联，提升收听率' },
        { name: '大型晚会主持', description: '台本撰写与现场控场，保证流程顺畅' },
        { name: '有声书演播', description: '多角色演播与后期配合，提升作品口碑' },
      ],
      'en-US': [
        { name: 'Breakfast news show', description: 'Daily live hosting and segues that grew the audience' },
        { name: 'Gala hosting', description: 'Scripts and live control for a smooth running order' },
        { name: 'Audiobook narration', description: 'Multi-voice narration that earned strong reviews' },
      ],
    },
    certifications: {
      'zh-CN': ['普通话水平测试一级甲等证书', '播音员主持人资格证'],
      'en-US': [],
    },
    tools: {
      'zh-CN': ['Adobe Audition', '调音台', '直播推流软件', '提词器', '录音设备', '剪映'],
      'en-US': [
        'Adobe Audition',
        'Mixing desks',
        'Teleprompters',
        'OBS',
        'Recording equipment',
        'Riverside.fm',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年播音主持经验，主持电台早间节目与大型活动，普通话一级甲等。',
          '声音表现力强，临场应变能力好。',
        ],
        student: ['播音与主持艺术专业应届生，普通话一级乙等，主持过校园大型晚会 10 余场。'],
      },
      'en-US': {
        experienced: [
          'Presenter with 6 years hosting radio and large live events.',
          'Expressive voice and quick on my feet.',
        ],
        student: ['Broadcasting graduate who hosted 10+ major campus events.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['播音与主持艺术'],
        courses: ['播音发声', '即兴口语表达', '节目主持艺术', '新闻播音'],
      },
      'en-US': {
        majors: ['Broadcast Journalism', 'Communications'],
        courses: ['Voice and Diction', 'Broadcast Presentation', 'Interviewing', 'Media Production'],
      },
    },
    workplace: 'media',
  },
  {
    id: 'screenwriter',
    names: { 'zh-CN': '编剧', 'en-US': 'Screenwriter' },
    field: { 'zh-CN': '编剧', 'en-US': 'screenwriting' },
    synonyms: [
      '编剧',
      '影视编剧',
      '短剧编剧',
      '网剧编剧',
      '电影编剧',
      '游戏编剧',
      '剧本策划',
      '文学策划',
      '故事策划',
      '小说作者',
      '网文作者',
      '剧本杀作者',
      'screenwriter',
      'scriptwriter',
      'script writer',
      'tv writer',
      'story editor',
      'narrative writer',
      'novelist',
    ],
    keywords: ['剧本', 'screenplay', 'script', '短剧'],
    skillGroups: {
      'zh-CN': [
        { name: '创作能力', examples: ['故事大纲', '人物小传', '分集剧本', '台词打磨'] },
        { name: '类型', examples: ['都市剧', '悬疑', '短剧', '游戏剧情'] },
        { name: '协作', examples: ['剧本围读', '根据反馈修改', '市场分析', 'IP 改编'] },
      ],
      'en-US': [
        { name: 'Craft', examples: ['Story outlines', 'Character bibles', 'Episode scripts', 'Dialogue'] },
        { name: 'Genres', examples: ['Drama', 'Thriller', 'Short-form series', 'Game narrative'] },
        {
          name: 'Collaboration',
          examples: ['Writers rooms', 'Notes and rewrites', 'Market awareness', 'Adaptation'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你创作的类型（影视剧、短剧、游戏、网文）与代表作品]',
        '[你完成的剧本体量，如 集数、字数]',
        '[一部代表作品：创作思路与上线后的播放或口碑]',
        '[你参与的改编或联合创作，以及你的分工]',
        '[作品获得的奖项、签约或平台推荐]',
      ],
      'en-US': [
        '[What you write (TV, short-form series, games, fiction) and your best-known work]',
        '[Your output: episodes or pages written]',
        '[A signature work: your approach and its viewership or reception]',
        '[Adaptations or co-writing you did, and your part]',
        '[Awards, deals or platform features]',
      ],
    },
    achievements: {
      'zh-CN': [
        '完成短剧剧本 6 部共 480 集，其中 2 部播放量破 5 亿',
        '担任一部 24 集网剧联合编剧，豆瓣评分 7.8',
        '为一款手游撰写主线剧情 30 万字',
        '改编 1 部网络小说为影视剧本，版权成功售出',
        '剧本入围 2023 年青年编剧扶持计划',
        '平均每周产出 1.5 万字成稿',
      ],
      'en-US': [
        'Wrote 6 short-form series totaling 480 episodes, 2 of them passing 500 million views',
        'Co-wrote a 24-episode streaming series rated 7.8 by viewers',
        'Wrote 300,000 words of main-story narrative for a mobile game',
        'Adapted a web novel into a screenplay and sold the rights in 2023',
        "Selected for a young screenwriters' development program in 2023",
        'Deliver about 15,000 words of finished script a week',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '爆款短剧创作', description: '强节奏与反转设计，提升完播与付费' },
        { name: '网剧联合编剧', description: '负责部分分集剧本与人物线打磨' },
        { name: '游戏主线剧情', description: '构建世界观与角色弧光，服务玩法' },
      ],
      'en-US': [
        {
          name: 'Hit short-form series',
          description: 'Tight pacing and twists that lifted completion and paid views',
        },
        { name: 'Streaming series co-writing', description: 'Episode scripts and character arcs' },
        {
          name: 'Game main story',
          description: 'World-building and character arcs that served the gameplay',
        },
      ],
    },
    certifications: { 'zh-CN': [], 'en-US': [] },
    tools: {
      'zh-CN': ['Final Draft', 'Word', 'Xmind', '飞书文档', 'Scrivener', 'WPS'],
      'en-US': ['Final Draft', 'WriterDuet', 'Celtx', 'Scrivener', 'Google Docs', 'Miro'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年编剧经验，擅长短剧与悬疑题材，2 部作品播放量破 5 亿。',
          '高产稳定，善于根据数据与反馈打磨剧本。',
        ],
        student: ['戏剧影视文学专业应届生，创作过 2 部原创剧本，其中 1 部在校园剧场上演。'],
      },
      'en-US': {
        experienced: [
          'Screenwriter with 5 years in short-form series and thrillers, with 2 titles past 500 million views.',
          'Prolific and responsive to notes and data.',
        ],
        student: ['Screenwriting graduate with 2 original scripts, one staged on campus.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['戏剧影视文学', '汉语言文学'],
        courses: ['剧作理论', '影视剧本写作', '叙事学', '中外电影史'],
      },
      'en-US': {
        majors: ['Screenwriting', 'Creative Writing'],
        courses: ['Screenwriting', 'Story Structure', 'Film History', 'Television Writing'],
      },
    },
    workplace: 'media',
  },
  {
    id: 'actor',
    names: { 'zh-CN': '演员', 'en-US': 'Actor' },
    field: { 'zh-CN': '表演', 'en-US': 'acting' },
    synonyms: [
      '演员',
      '影视演员',
      '话剧演员',
      '短剧演员',
      '舞台剧演员',
      '群众演员',
      '特约演员',
      '模特',
      '平面模特',
      '音乐剧演员',
      'actor',
      'actress',
      'performer',
      'stage actor',
      'screen actor',
      'fashion model',
      'musical theatre performer',
    ],
    keywords: ['表演', 'acting', '试镜', 'audition'],
    skillGroups: {
      'zh-CN': [
        { name: '表演', examples: ['影视表演', '舞台表演', '即兴表演', '台词'] },
        { name: '形体与才艺', examples: ['形体', '舞蹈', '声乐', '武术'] },
        { name: '职业能力', examples: ['剧本分析', '角色塑造', '镜头感', '团队协作'] },
      ],
      'en-US': [
        { name: 'Acting', examples: ['Screen acting', 'Stage acting', 'Improvisation', 'Voice'] },
        { name: 'Movement & skills', examples: ['Movement', 'Dance', 'Singing', 'Stage combat'] },
        {
          name: 'Craft',
          examples: ['Script analysis', 'Character work', 'On-camera technique', 'Ensemble work'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你参演的作品类型（影视、短剧、话剧、广告）与角色]',
        '[一个代表角色：角色特点、你的准备与作品反响]',
        '[你参演作品的数量与播出平台]',
        '[你的特长技能与训练经历]',
        '[你获得的奖项或入围情况]',
      ],
      'en-US': [
        '[The work you perform in (film, TV, stage, commercials) and your roles]',
        '[A signature role: the character, your preparation and the reception]',
        '[How many productions and where they were shown]',
        '[Special skills and training]',
        '[Awards or nominations]',
      ],
    },
    achievements: {
      'zh-CN': [
        '参演影视剧与短剧 15 部，其中主要角色 4 个',
        '主演的短剧全网播放量 2 亿',
        '出演话剧 120 场，饰演主要角色',
        '拍摄品牌广告 10 支',
        '获得 2023 年校园戏剧节最佳女主角',
        '完成 1 年系统形体与台词训练',
      ],
      'en-US': [
        'Appeared in 15 film, TV and short-form productions, 4 in principal roles',
        'Led a short-form series with 200 million views',
        'Performed a lead role in 120 stage performances',
        'Shot 10 brand commercials',
        'Won best actress at a student drama festival in 2023',
        'Completed 1 year of intensive movement and voice training',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '短剧主演', description: '塑造反差鲜明的主角，带动作品播放量' },
        { name: '话剧巡演', description: '参与多城市巡演，稳定完成主要角色' },
        { name: '品牌广告拍摄', description: '按导演要求完成多场景表演' },
      ],
      'en-US': [
        { name: 'Short-form series lead', description: 'A striking lead character that drove viewership' },
        { name: 'Theater tour', description: 'A principal role across a multi-city tour' },
        { name: 'Brand commercials', description: "Multi-scene performances to the director's brief" },
      ],
    },
    certifications: {
      'zh-CN': ['普通话二级甲等证书'],
      'en-US': ['SAG-AFTRA membership', 'Equity membership'],
    },
    tools: {
      'zh-CN': ['个人作品集', '试镜视频', '剧本', '形体训练', '声乐训练', '社交媒体主页'],
      'en-US': ['Showreel', 'Self-tape setup', 'Casting platforms', 'Headshots', 'Spotlight', 'Backstage'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年表演经验，参演影视剧与短剧 15 部，主演短剧播放量 2 亿。',
          '台词与形体基本功扎实，角色塑造能力强。',
        ],
        student: ['表演专业应届生，参演校园话剧 5 部，台词与形体基本功扎实。'],
      },
      'en-US': {
        experienced: [
          'Actor with 6 years across 15 productions, including a lead in a series with 200 million views.',
          'Strong voice and movement, with real range.',
        ],
        student: ['Acting graduate with 5 stage productions and solid classical training.'],
      },
    },
    education: {
      'zh-CN': { majors: ['表演', '戏剧影视表演'], courses: ['表演基础', '台词', '形体', '声乐'] },
      'en-US': {
        majors: ['Acting', 'Theater'],
        courses: ['Acting Technique', 'Voice and Speech', 'Movement', 'Screen Acting'],
      },
    },
    workplace: 'media',
  },
  {
    id: 'audio-engineer',
    names: { 'zh-CN': '录音师', 'en-US': 'Audio Engineer' },
    field: { 'zh-CN': '录音与音频制作', 'en-US': 'audio engineering' },
    synonyms: [
      '录音师',
      '混音师',
      '音频工程师',
      '音响师',
      '调音师',
      '音效师',
      '声音设计师',
      '音乐制作人',
      '编曲',
      '现场音响工程师',
      '后期录音师',
      '游戏音频设计师',
      'audio engineer',
      'sound engineer',
      'mixing engineer',
      'recording engineer',
      'sound designer',
      'music producer',
      'live sound engineer',
      'audio technician',
      'mastering engineer',
      'game audio designer',
    ],
    keywords: ['混音', 'mixing', 'pro tools', 'logic pro', '音频', 'audio'],
    skillGroups: {
      'zh-CN': [
        { name: '录音混音', examples: ['人声录音', '乐器录音', '混音', '母带处理'] },
        { name: '声音设计', examples: ['影视音效', '游戏音频', '拟音', '降噪修复'] },
        { name: '设备与软件', examples: ['Pro Tools', 'Logic Pro', 'Cubase', '调音台'] },
      ],
      'en-US': [
        {
          name: 'Recording & mixing',
          examples: ['Vocal recording', 'Instrument tracking', 'Mixing', 'Mastering'],
        },
        {
          name: 'Sound design',
          examples: ['Film sound effects', 'Game audio', 'Foley', 'Audio restoration'],
        },
        { name: 'Gear & software', examples: ['Pro Tools', 'Logic Pro', 'Wwise', 'Mixing consoles'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你工作的领域（音乐、影视、游戏、现场演出）与代表项目]',
        '[你完成的录音、混音或音效项目数量]',
        '[一个代表项目：技术难点与最终效果]',
        '[你在现场演出或直播中的音响保障工作]',
        '[你的作品发行、获奖或客户评价]',
      ],
      'en-US': [
        '[Where you work (music, film, games, live) and your key projects]',
        '[Recordings, mixes or sound design projects you completed]',
        '[A signature project: the technical challenge and the result]',
        '[Live sound or broadcast audio you handled]',
        '[Releases, awards or client feedback]',
      ],
    },
    achievements: {
      'zh-CN': [
        '完成 60 余首歌曲的录音与混音，其中 5 首登上音乐平台热歌榜',
        '负责 2 部院线电影的音效与混录',
        '为一款手游制作音效 800 余个',
        '担任 50 场演唱会与大型活动的现场音响工程师，零重大事故',
        '搭建录音棚工作流，单曲混音周期缩短 30%',
        '作品获得 2023 年独立音乐奖提名',
      ],
      'en-US': [
        'Recorded and mixed 60+ songs, 5 reaching streaming chart top lists',
        'Handled sound effects and mix for 2 theatrical films',
        'Created 800+ sound effects for a mobile game',
        'Ran live sound for 50 concerts and major events with no major failures',
        'Streamlined the studio workflow, cutting mix time per song by 30%',
        'Nominated for an independent music award in 2023',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '专辑录音混音', description: '完成录音、混音与母带，统一专辑声音风格' },
        { name: '电影声音后期', description: '音效设计、对白处理与终混' },
        { name: '大型演唱会音响', description: '系统设计与现场调音，保障演出效果' },
      ],
      'en-US': [
        {
          name: 'Album recording and mix',
          description: 'Tracking, mixing and mastering with a consistent sound',
        },
        { name: 'Film sound post', description: 'Sound design, dialogue editing and final mix' },
        { name: 'Concert sound', description: 'System design and mixing for a major show' },
      ],
    },
    certifications: {
      'zh-CN': ['Avid Pro Tools 认证用户', 'Dante 音频网络认证'],
      'en-US': ['Avid Certified User: Pro Tools', 'Dante Certification (Audinate)'],
    },
    tools: {
      'zh-CN': ['Pro Tools', 'Logic Pro', 'Cubase', 'iZotope RX', 'Wwise', '数字调音台'],
      'en-US': ['Pro Tools', 'Logic Pro', 'Ableton Live', 'iZotope RX', 'Wwise', 'Digital consoles'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '7 年录音混音经验，覆盖音乐、影视与现场演出，完成 60 余首歌曲混音。',
          '耳朵敏锐，技术扎实，擅长在紧张周期内交付高质量作品。',
        ],
        student: ['录音艺术专业应届生，熟练使用 Pro Tools 与 Logic，参与过学校录音棚项目 20 余个。'],
      },
      'en-US': {
        experienced: [
          'Audio engineer with 7 years across music, film and live sound, with 60+ mixed songs.',
          'Sharp ears and reliable delivery on tight timelines.',
        ],
        student: ['Audio production graduate fluent in Pro Tools and Logic with 20+ studio projects.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['录音艺术', '音乐工程'],
        courses: ['录音技术', '混音与母带', '声学基础', '音乐制作'],
      },
      'en-US': {
        majors: ['Audio Engineering', 'Music Production'],
        courses: ['Recording Techniques', 'Mixing and Mastering', 'Acoustics', 'Sound Design'],
      },
    },
    workplace: 'media',
  },
];
