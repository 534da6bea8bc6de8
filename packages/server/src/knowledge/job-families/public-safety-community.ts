// Job families of public safety and community service: police, fire, social work, community work, libraries,
// security, nonprofits and archives.
import type { JobFamily } from '../job-family.ts';

export const PUBLIC_SAFETY_COMMUNITY_FAMILIES: readonly JobFamily[] = [
  {
    id: 'police-officer',
    names: { 'zh-CN': '人民警察', 'en-US': 'Police Officer' },
    field: { 'zh-CN': '公安执法', 'en-US': 'law enforcement' },
    synonyms: [
      '警察',
      '人民警察',
      '民警',
      '辅警',
      '交警',
      '刑警',
      '派出所民警',
      '社区民警',
      '特警',
      '警务辅助人员',
      '治安警察',
      '巡警',
      '网警',
      'police officer',
      'police constable',
      'patrol officer',
      'police detective',
      'detective',
      'sheriff deputy',
      'deputy sheriff',
      'traffic officer',
      'law enforcement officer',
      'state trooper',
    ],
    keywords: ['派出所', '公安', 'police', '执法', 'law enforcement', '警务'],
    skillGroups: {
      'zh-CN': [
        { name: '执法办案', examples: ['接处警', '案件侦查', '询问笔录', '证据固定'] },
        { name: '治安与服务', examples: ['社区警务', '矛盾纠纷调解', '户籍与证件办理', '安全防范宣传'] },
        { name: '技能', examples: ['警务技能', '驾驶', '应急处置', '执法记录仪使用'] },
      ],
      'en-US': [
        {
          name: 'Enforcement',
          examples: ['Emergency response', 'Investigations', 'Interviews', 'Evidence handling'],
        },
        {
          name: 'Community',
          examples: ['Community policing', 'De-escalation', 'Victim support', 'Crime prevention'],
        },
        {
          name: 'Skills',
          examples: ['Defensive tactics', 'Emergency vehicle operation', 'First aid', 'Report writing'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的单位与警种，负责的辖区或业务]',
        '[你年度接处警或办理案件的数量，以及破案或结案情况]',
        '[你处置的一次重要警情或案件，以及结果]',
        '[你开展的社区警务或防范宣传工作，以及辖区治安变化]',
        '[你获得的表彰、嘉奖或执法考核结果]',
      ],
      'en-US': [
        '[Your department, unit and beat or area of responsibility]',
        '[Calls you respond to or cases you handle each year, and clearance results]',
        '[A significant incident or case you handled, and the outcome]',
        '[Community policing or prevention work, and the change in local crime]',
        '[Commendations or performance reviews]',
      ],
    },
    achievements: {
      'zh-CN': [
        '在派出所从事社区警务 5 年，年均接处警 600 起',
        '参与侦破电信诈骗案件 20 余起，为群众挽回损失 300 万元',
        '调解矛盾纠纷 150 余起，调解成功率 95%',
        '开展反诈宣传 80 场，辖区电诈发案率下降 30%',
        '执法规范化考核连续 3 年优秀',
        '获个人嘉奖 2 次',
      ],
      'en-US': [
        'Served 5 years in community policing, responding to about 600 calls a year',
        'Helped solve 20+ fraud cases, recovering $420K for victims',
        'Mediated 150+ disputes with a 95% resolution rate',
        'Ran 80 fraud-prevention sessions that cut local fraud cases by 30%',
        'Rated excellent in conduct reviews 3 years running',
        'Received 2 individual commendations',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '社区反诈宣传', description: '进社区、进校园宣传防骗知识，降低发案率' },
        { name: '矛盾纠纷多元调解', description: '联合社区与司法所化解邻里与经济纠纷' },
        { name: '重点时段治安巡逻', description: '优化巡逻路线与时段，减少盗抢案件' },
      ],
      'en-US': [
        {
          name: 'Fraud prevention outreach',
          description: 'Community and school sessions that reduced fraud',
        },
        {
          name: 'Community mediation',
          description: 'Resolved neighbor and money disputes with local partners',
        },
        { name: 'Targeted patrols', description: 'Adjusted patrol routes and times to cut theft' },
      ],
    },
    certifications: {
      'zh-CN': ['人民警察执法资格（基本级）', '机动车驾驶证（C1）', '法律职业资格证'],
      'en-US': ['POST certification', 'CPR and First Aid', 'Crisis Intervention Team (CIT) training'],
    },
    tools: {
      'zh-CN': ['警务综合平台', '执法记录仪', '警用车辆', '对讲机', '办公自动化系统', 'Word'],
      'en-US': [
        'Records management systems',
        'Body-worn cameras',
        'Patrol vehicles',
        'Radios',
        'CAD systems',
        'Report writing software',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年基层公安工作经验，熟悉接处警与社区警务，年均接处警 600 起。',
          '执法规范、善于调解，辖区电诈发案率下降 30%。',
        ],
        student: ['公安学专业应届生，身体素质好，熟悉法律法规与警务技能，已通过公安联考。'],
      },
      'en-US': {
        experienced: [
          'Police officer with 5 years in community policing, responding to about 600 calls a year.',
          'Fair and skilled at de-escalation, with local fraud down 30%.',
        ],
        student: ['Criminal justice graduate in excellent physical shape, academy-ready.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['治安学', '侦查学'],
        courses: ['刑法', '刑事诉讼法', '治安管理处罚法', '警务技能'],
      },
      'en-US': {
        majors: ['Criminal Justice', 'Criminology'],
        courses: ['Criminal Law', 'Criminal Procedure', 'Policing', 'Ethics'],
      },
    },
    workplace: 'government',
  },
  {
    id: 'firefighter',
    names: { 'zh-CN': '消防员', 'en-US': 'Firefighter' },
    field: { 'zh-CN': '消防救援', 'en-US': 'fire and rescue' },
    synonyms: [
      '消防员',
      '消防救援人员',
      '消防指战员',
      '专职消防员',
      '企业专职消防员',
      '消防监督员',
      'firefighter',
      'fire fighter',
      'fireman',
      'fire officer',
      'fire inspector',
      'fire safety officer',
    ],
    keywords: ['消防', 'fire', '灭火', '救援', 'rescue'],
    skillGroups: {
      'zh-CN': [
        { name: '灭火救援', examples: ['火灾扑救', '抢险救援', '破拆与搜救', '危化品处置'] },
        { name: '消防安全', examples: ['防火检查', '消防设施维护', '消防宣传', '应急预案'] },
        { name: '身体与装备', examples: ['体能训练', '空气呼吸器', '消防车辆操作', '绳索救援'] },
      ],
      'en-US': [
        {
          name: 'Operations',
          examples: ['Fire suppression', 'Technical rescue', 'Search and rescue', 'Hazmat response'],
        },
        {
          name: 'Fire safety',
          examples: ['Inspections', 'Fire protection systems', 'Public education', 'Pre-incident planning'],
        },
        {
          name: 'Fitness & equipment',
          examples: ['Physical conditioning', 'SCBA', 'Apparatus operation', 'Rope rescue'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的消防站或单位，以及岗位（战斗员、驾驶员、班长）]',
        '[你每年参与的出警与救援次数]',
        '[一次代表性的灭火或救援行动：你的任务与结果]',
        '[你开展的防火检查或消防宣传，覆盖的单位与人数]',
        '[你的训练考核成绩与获得的表彰]',
      ],
      'en-US': [
        '[Your station or service, and your role (firefighter, driver, crew lead)]',
        '[Incidents and rescues you respond to each year]',
        '[A representative fire or rescue: your task and the outcome]',
        '[Inspections or fire safety education you delivered, and their reach]',
        '[Training results and commendations]',
      ],
    },
    achievements: {
      'zh-CN': [
        '服役 6 年，参与灭火与抢险救援 800 余次',
        '在一次高层住宅火灾中参与搜救，成功疏散被困群众 12 人',
        '开展防火检查 200 余家单位，督促整改隐患 500 余处',
        '组织消防宣传进社区、进学校 60 场，覆盖 1 万人',
        '体能与技能考核连续 3 年优秀',
        '荣获个人三等功 1 次',
      ],
      'en-US': [
        'Served 6 years, responding to 800+ fires and rescues',
        'Helped search a high-rise fire and evacuate 12 trapped residents',
        'Inspected 200+ premises and had 500+ hazards fixed',
        'Gave 60 fire safety talks in schools and communities reaching 10,000 people',
        'Rated excellent in fitness and skills tests 3 years running',
        'Received 1 individual commendation for bravery',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '高层建筑灭火救援演练', description: '参与制定预案并开展实战演练，提升处置能力' },
        { name: '社区消防宣传', description: '讲解火灾逃生与灭火器使用，提升居民安全意识' },
        { name: '重点单位防火检查', description: '排查隐患并跟踪整改，降低火灾风险' },
      ],
      'en-US': [
        { name: 'High-rise fire drills', description: 'Pre-plans and live drills that sharpened response' },
        {
          name: 'Community fire safety',
          description: 'Escape planning and extinguisher training for residents',
        },
        {
          name: 'High-risk premises inspections',
          description: 'Found hazards and followed them through to repair',
        },
      ],
    },
    certifications: {
      'zh-CN': ['消防设施操作员证书', '应急救援员证书', '机动车驾驶证（B2）', '一级注册消防工程师'],
      'en-US': ['Firefighter I and II (NFPA 1001)', 'EMT-Basic', 'Hazardous Materials Operations'],
    },
    tools: {
      'zh-CN': ['空气呼吸器', '消防车', '破拆工具', '热成像仪', '救援绳索', '对讲机'],
      'en-US': [
        'SCBA',
        'Fire apparatus',
        'Hydraulic rescue tools',
        'Thermal imaging cameras',
        'Rope rescue gear',
        'Radios',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年消防救援经验，参与灭火与抢险救援 800 余次，荣获个人三等功。',
          '体能过硬、沉着勇敢，熟悉高层与危化品事故处置。',
        ],
        student: ['退役士兵，身体素质优秀，持 B2 驾照，立志从事消防救援工作。'],
      },
      'en-US': {
        experienced: [
          'Firefighter with 6 years and 800+ responses, decorated for bravery.',
          'Physically strong and calm under pressure in high-rise and hazmat incidents.',
        ],
        student: ['Fire science graduate with EMT certification, physically fit and ready for academy.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['消防工程', '抢险救援指挥与技术'],
        courses: ['灭火战术', '建筑防火', '消防法规', '应急救援技术'],
      },
      'en-US': {
        majors: ['Fire Science', 'Emergency Management'],
        courses: ['Fire Behavior', 'Fire Prevention', 'Hazardous Materials', 'Emergency Medical Care'],
      },
    },
    workplace: 'government',
  },
  {
    id: 'social-worker',
    names: { 'zh-CN': '社会工作者', 'en-US': 'Social Worker' },
    field: { 'zh-CN': '社会工作', 'en-US': 'social work' },
    synonyms: [
      '社会工作者',
      '社工',
      '社工专员',
      '社工督导',
      '医务社工',
      '学校社工',
      '青少年社工',
      '老年社工',
      '项目社工',
      '司法社工',
      '禁毒社工',
      'social worker',
      'case manager',
      'clinical social worker',
      'school social worker',
      'medical social worker',
      'child welfare worker',
      'youth worker',
      'family support worker',
      'case worker',
    ],
    keywords: ['社工', 'social work', '个案', 'casework', '社会服务'],
    skillGroups: {
      'zh-CN': [
        { name: '专业方法', examples: ['个案工作', '小组工作', '社区工作', '危机介入'] },
        { name: '服务领域', examples: ['青少年', '老年人', '困境儿童', '残障人士'] },
        { name: '项目管理', examples: ['需求评估', '项目申报', '服务记录', '成效评估'] },
      ],
      'en-US': [
        { name: 'Methods', examples: ['Casework', 'Group work', 'Community work', 'Crisis intervention'] },
        {
          name: 'Populations',
          examples: ['Youth', 'Older adults', 'Children and families', 'People with disabilities'],
        },
        {
          name: 'Program work',
          examples: ['Needs assessment', 'Grant applications', 'Case notes', 'Outcome evaluation'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的机构与服务领域、服务对象]',
        '[你的个案量与小组、社区活动数量]',
        '[一个代表个案：服务对象的困境、你的介入与改变]',
        '[你负责或参与的服务项目：资金规模、覆盖人数与成效]',
        '[你获得的督导评价、项目评估或表彰]',
      ],
      'en-US': [
        '[Your organization, field of practice and who you serve]',
        '[Your caseload and the groups or community activities you run]',
        '[A representative case: the situation, your intervention and the change]',
        '[Programs you run or support: funding, reach and outcomes]',
        '[Supervision feedback, evaluations or recognition]',
      ],
    },
    achievements: {
      'zh-CN': [
        '持续跟进困境儿童个案 35 个，结案目标达成率 85%',
        '每年开展小组活动 20 期、社区活动 40 场，服务 3000 人次',
        '负责政府购买服务项目 2 个，资金 80 万元，项目评估均为优秀',
        '为 120 户高龄独居老人建立探访机制，紧急事件及时处置率 100%',
        '撰写服务案例 10 篇，其中 1 篇获市级优秀案例',
        '链接社会资源 50 万元，用于困难家庭帮扶',
      ],
      'en-US': [
        'Carried 35 cases of children in difficult circumstances, meeting 85% of case goals',
        'Run 20 groups and 40 community events a year serving 3,000 people',
        'Manage 2 government-funded programs worth $110K, both rated excellent',
        'Set up visits for 120 elderly people living alone, with every emergency handled promptly',
        'Wrote 10 case studies, 1 named best practice by the city',
        'Raised $70K in community resources for families in need',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '困境儿童关爱项目', description: '个案跟进与家庭支持，改善儿童成长环境' },
        { name: '独居老人探访计划', description: '组织志愿者定期探访，及时发现风险' },
        { name: '社区互助小组', description: '培育居民互助小组，增强社区支持网络' },
      ],
      'en-US': [
        {
          name: 'Children at risk program',
          description: 'Casework and family support for safer childhoods',
        },
        { name: 'Elderly visiting scheme', description: 'Volunteer visits that spotted risks early' },
        { name: 'Community mutual aid groups', description: 'Grew resident support networks' },
      ],
    },
    certifications: {
      'zh-CN': ['社会工作师（中级社会工作者职业水平证书）', '助理社会工作师'],
      'en-US': ['Licensed Master Social Worker (LMSW)', 'Licensed Clinical Social Worker (LCSW)'],
    },
    tools: {
      'zh-CN': ['个案管理系统', 'Excel', 'Word', '问卷星', '微信公众号', 'PPT'],
      'en-US': ['Case management systems', 'Excel', 'Word', 'Qualtrics', 'Zoom', 'Apricot'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年社会工作经验，专注儿童与家庭服务，持中级社会工作师证书。',
          '个案跟进扎实，负责的项目评估均为优秀。',
        ],
        student: ['社会工作专业应届生，已通过助理社会工作师考试，在社工机构完成 800 小时实习。'],
      },
      'en-US': {
        experienced: [
          'Licensed social worker with 5 years in child and family services.',
          'Thorough casework and programs rated excellent.',
        ],
        student: ['MSW graduate with 900 hours of supervised field placement.'],
      },
    },
    education: {
      'zh-CN': { majors: ['社会工作'], courses: ['个案工作', '小组工作', '社区工作', '社会政策'] },
      'en-US': {
        majors: ['Social Work (MSW / BSW)'],
        courses: ['Social Work Practice', 'Human Behavior', 'Social Policy', 'Research Methods'],
      },
    },
    workplace: 'nonprofit',
  },
  {
    id: 'community-worker',
    names: { 'zh-CN': '社区工作者', 'en-US': 'Community Worker' },
    field: { 'zh-CN': '社区服务与治理', 'en-US': 'community services' },
    synonyms: [
      '社区工作者',
      '社区专职工作者',
      '社区干事',
      '网格员',
      '社区网格员',
      '村干部',
      '大学生村官',
      '社区主任',
      '居委会工作人员',
      '社区服务专员',
      'community worker',
      'community outreach worker',
      'community development worker',
      'community liaison',
      'outreach coordinator',
      'community organizer',
    ],
    keywords: ['community outreach', '网格化', '居委会', '基层治理'],
    skillGroups: {
      'zh-CN': [
        { name: '社区服务', examples: ['民生服务代办', '困难群众帮扶', '老年人服务', '志愿者管理'] },
        { name: '基层治理', examples: ['网格化管理', '矛盾调解', '安全隐患排查', '人口信息采集'] },
        { name: '组织与沟通', examples: ['社区活动策划', '政策宣传', '居民议事', '公文写作'] },
      ],
      'en-US': [
        {
          name: 'Services',
          examples: [
            'Benefits navigation',
            'Support for vulnerable residents',
            'Senior services',
            'Volunteer management',
          ],
        },
        { name: 'Engagement', examples: ['Outreach', 'Mediation', 'Safety walks', 'Resident surveys'] },
        {
          name: 'Organizing',
          examples: ['Event planning', 'Public information', 'Resident meetings', 'Report writing'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的社区或村，负责的网格与居民户数]',
        '[你办理的民生服务事项数量与群众满意度]',
        '[你组织的社区活动或志愿服务：次数与参与人数]',
        '[你处理的一次矛盾纠纷或突发事件，以及结果]',
        '[你参与的重点工作（如 创文、人口普查），以及成效]',
      ],
      'en-US': [
        '[Your community, area and the households you cover]',
        '[Services you help residents with and their satisfaction]',
        '[Events or volunteer activities you organize: number and turnout]',
        '[A dispute or emergency you handled, and the outcome]',
        '[Major initiatives you worked on (census, neighborhood improvement) and results]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责 3 个网格、1800 户居民的服务与管理',
        '年均为居民代办民生事项 600 余件，满意度 98%',
        '组织社区活动 50 场，动员志愿者 300 人次',
        '调解邻里纠纷 80 余起，化解率 95%',
        '排查安全隐患 200 余处，全部跟踪整改',
        '参与第七次全国人口普查，完成 1200 户入户登记',
      ],
      'en-US': [
        'Serve 1,800 households across 3 neighborhood zones',
        'Help residents with 600+ service requests a year at 98% satisfaction',
        'Organize 50 community events with 300 volunteer turnouts a year',
        'Resolved 80+ neighbor disputes with a 95% success rate',
        'Identified 200+ safety hazards and followed each to repair',
        'Enumerated 1,200 households in the national census',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '老旧小区加装电梯协调', description: '组织居民议事与协商，推动项目落地' },
        { name: '社区志愿服务队', description: '招募与培训志愿者，常态化开展服务' },
        { name: '网格化安全巡查', description: '定期巡查隐患并建立整改台账' },
      ],
      'en-US': [
        {
          name: 'Lift installation in older buildings',
          description: 'Ran resident consultations that got the project approved',
        },
        {
          name: 'Community volunteer team',
          description: 'Recruited and trained volunteers for regular service',
        },
        { name: 'Neighborhood safety walks', description: 'Regular checks with a tracked list of fixes' },
      ],
    },
    certifications: {
      'zh-CN': ['社会工作者职业水平证书（初级）', '机动车驾驶证（C1）'],
      'en-US': ['Community Health Worker certification', 'Mental Health First Aid'],
    },
    tools: {
      'zh-CN': ['网格化管理平台', 'Excel', 'Word', '微信群', '政务服务系统', 'PPT'],
      'en-US': ['Case tracking systems', 'Excel', 'Word', 'Social media', 'Survey tools', 'Canva'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年社区工作经验，负责 1800 户居民服务与网格管理，群众满意度 98%。',
          '善于沟通协调，擅长组织居民议事与志愿服务。',
        ],
        student: ['行政管理专业应届生，中共党员，做过社区志愿者，熟悉基层工作。'],
      },
      'en-US': {
        experienced: [
          'Community worker with 5 years serving 1,800 households with 98% satisfaction.',
          'Strong at bringing residents together and organizing volunteers.',
        ],
        student: ['Public administration graduate with community volunteering experience.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['行政管理', '社会工作'],
        courses: ['社区管理', '公共政策', '社会学概论', '公文写作'],
      },
      'en-US': {
        majors: ['Community Development', 'Public Administration'],
        courses: ['Community Organizing', 'Public Policy', 'Sociology', 'Nonprofit Management'],
      },
    },
    workplace: 'government',
  },
  {
    id: 'librarian',
    names: { 'zh-CN': '图书馆员', 'en-US': 'Librarian' },
    field: { 'zh-CN': '图书馆服务', 'en-US': 'library services' },
    synonyms: [
      '图书馆员',
      '图书管理员',
      '馆员',
      '图书馆工作人员',
      '学科馆员',
      '编目员',
      '阅读推广人',
      '图书资料员',
      'librarian',
      'library assistant',
      'library technician',
      'reference librarian',
      'school librarian',
      'cataloguer',
      'cataloger',
      'academic librarian',
      "children's librarian",
    ],
    keywords: ['图书馆', 'library', '编目', 'cataloguing', '阅读推广'],
    skillGroups: {
      'zh-CN': [
        { name: '馆藏与编目', examples: ['图书编目', '中图法分类', '馆藏建设', '数字资源管理'] },
        { name: '读者服务', examples: ['参考咨询', '信息素养教育', '阅读推广', '借还服务'] },
        { name: '系统与数据', examples: ['图书馆管理系统', '数据库检索', '读者数据分析', '数字化'] },
      ],
      'en-US': [
        {
          name: 'Collections',
          examples: ['Cataloguing', 'Classification', 'Collection development', 'E-resources'],
        },
        {
          name: 'User services',
          examples: ['Reference', 'Information literacy', 'Reading programs', 'Circulation'],
        },
        {
          name: 'Systems',
          examples: ['Integrated library systems', 'Database searching', 'Usage analytics', 'Digitization'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的图书馆类型与负责的业务]',
        '[你完成的编目、采购或数字化工作量]',
        '[你组织的阅读推广或信息素养活动：场次与参与人数]',
        '[你提供的参考咨询或学科服务，以及读者评价]',
        '[你推动的服务或系统改进，带来的借阅量或效率变化]',
      ],
      'en-US': [
        '[Your library and the services you run]',
        '[Cataloguing, acquisitions or digitization you completed]',
        '[Reading or literacy programs you organized: number and attendance]',
        '[Reference or subject support you provide, and user feedback]',
        '[Service or system improvements and the change in loans or efficiency]',
      ],
    },
    achievements: {
      'zh-CN': [
        '年均完成图书编目 8000 册，数据准确率 99.8%',
        '策划阅读推广活动 40 场，参与读者 5000 人次',
        '开设文献检索讲座 20 场，覆盖新生 3000 人',
        '推动自助借还与预约服务，图书借阅量增长 25%',
        '完成 2 万页古籍与地方文献数字化',
        '获评 2023 年度优秀馆员',
      ],
      'en-US': [
        'Catalog about 8,000 items a year at 99.8% accuracy',
        'Ran 40 reading events for 5,000 attendees',
        'Taught 20 research skills workshops to 3,000 first-year students',
        'Introduced self-checkout and holds, growing loans by 25%',
        'Digitized 20,000 pages of rare and local materials',
        'Named librarian of the year in 2023',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '全民阅读推广', description: '读书会、讲座与展览结合，吸引更多读者' },
        { name: '地方文献数字化', description: '扫描、著录与发布，便于公众检索利用' },
        { name: '信息素养课程', description: '为学生讲授数据库检索与文献管理' },
      ],
      'en-US': [
        {
          name: 'Community reading program',
          description: 'Book clubs, talks and exhibits that drew new readers',
        },
        {
          name: 'Local history digitization',
          description: 'Scanning, metadata and publishing for public access',
        },
        {
          name: 'Information literacy course',
          description: 'Taught students database searching and citation management',
        },
      ],
    },
    certifications: {
      'zh-CN': ['图书资料系列中级职称（馆员）', '全国计算机等级考试二级'],
      'en-US': ['MLIS from an ALA-accredited program', 'State school library media certification'],
    },
    tools: {
      'zh-CN': ['汇文图书馆管理系统', 'CNKI', 'Web of Science', 'Excel', '古籍扫描设备', 'EndNote'],
      'en-US': ['Koha', 'Alma', 'OCLC WorldCat', 'LibGuides', 'Excel', 'Zotero'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年高校图书馆工作经验，负责编目与阅读推广，年编目 8000 册。',
          '热爱阅读与服务，推动借阅量增长 25%。',
        ],
        student: ['信息资源管理专业应届生，熟悉编目规则与数据库检索，做过图书馆学生助理。'],
      },
      'en-US': {
        experienced: [
          'Librarian with 6 years in an academic library, cataloguing 8,000 items a year and running reading programs.',
          'Grew loans by 25% through better services.',
        ],
        student: ['MLIS graduate who knows cataloguing and research databases from library work.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['图书馆学', '信息资源管理'],
        courses: ['信息组织', '文献编目', '信息检索', '数字图书馆'],
      },
      'en-US': {
        majors: ['Library and Information Science (MLIS)'],
        courses: [
          'Cataloguing and Classification',
          'Reference Services',
          'Information Retrieval',
          'Digital Libraries',
        ],
      },
    },
    workplace: 'school',
  },
  {
    id: 'security-guard',
    names: { 'zh-CN': '保安员', 'en-US': 'Security Officer' },
    field: { 'zh-CN': '安保服务', 'en-US': 'security services' },
    synonyms: [
      '保安',
      '保安员',
      '保安队长',
      '安保专员',
      '安保主管',
      '安保经理',
      '门岗',
      '巡逻员',
      '监控员',
      '消防监控员',
      '消防控制室值班员',
      '押运员',
      '安检员',
      '礼宾保安',
      'security officer',
      'security guard',
      'security supervisor',
      'security manager',
      'cctv operator',
      'loss prevention officer',
      'door supervisor',
      'bodyguard',
      'security screener',
    ],
    keywords: ['安保', 'security patrol', '巡逻', '门禁'],
    skillGroups: {
      'zh-CN': [
        { name: '安保勤务', examples: ['门岗管理', '巡逻检查', '监控值守', '访客登记'] },
        { name: '应急处置', examples: ['消防初期处置', '突发事件报告', '急救', '疏散引导'] },
        { name: '服务', examples: ['礼仪服务', '车辆引导', '沟通协调', '交接班记录'] },
      ],
      'en-US': [
        {
          name: 'Operations',
          examples: ['Access control', 'Patrols', 'CCTV monitoring', 'Visitor management'],
        },
        {
          name: 'Emergency response',
          examples: ['Fire response', 'Incident reporting', 'First aid', 'Evacuation'],
        },
        { name: 'Service', examples: ['Customer service', 'Traffic control', 'Communication', 'Shift logs'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你服务的场所类型（小区、写字楼、商场、工厂）与岗位]',
        '[你负责的巡逻范围、班次与日常工作量]',
        '[你发现或处置的一次安全事件，以及结果]',
        '[你带领的安保队伍人数与管理成绩（如 队长）]',
        '[你的持证情况与表彰]',
      ],
      'en-US': [
        '[The sites you protect (residential, offices, retail, industrial) and your post]',
        '[Your patrol area, shifts and daily workload]',
        '[A security incident you spotted or handled, and the outcome]',
        '[The team you lead and its results (as supervisor)]',
        '[Licenses and recognition]',
      ],
    },
    achievements: {
      'zh-CN': [
        '在甲级写字楼担任保安 4 年，每天巡逻 6 次，全年无治安案件',
        '2023 年及时发现并扑灭一起电动车充电起火，避免火势蔓延',
        '担任保安队长，管理 18 人队伍，业主满意度 96%',
        '每日登记访客 300 人次，零差错',
        '协助警方抓获盗窃嫌疑人 2 名',
        '获评物业公司 2023 年度优秀员工',
      ],
      'en-US': [
        'Guarded a class-A office tower for 4 years, patrolling 6 times a day with no security incidents',
        'Spotted and put out an e-bike battery fire before it spread in 2023',
        'As supervisor, led 18 officers with 96% tenant satisfaction',
        'Check in 300 visitors a day without errors',
        'Helped police detain 2 theft suspects',
        'Named employee of the year by the property company in 2023',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '消防安全巡查', description: '重点检查电动车充电与消防通道，消除隐患' },
        { name: '访客管理规范化', description: '完善登记与门禁流程，提升安全性' },
        { name: '安保队伍培训', description: '组织消防与应急演练，提升队伍能力' },
      ],
      'en-US': [
        {
          name: 'Fire safety patrols',
          description: 'Focused checks on charging areas and exits to remove hazards',
        },
        { name: 'Visitor management', description: 'Tighter sign-in and access control' },
        {
          name: 'Security team training',
          description: 'Fire and emergency drills that built team readiness',
        },
      ],
    },
    certifications: {
      'zh-CN': ['保安员证', '消防设施操作员证书', '红十字救护员证'],
      'en-US': [
        'State security guard license (guard card)',
        'CPR and First Aid',
        'SIA Door Supervisor license',
      ],
    },
    tools: {
      'zh-CN': ['监控系统', '门禁系统', '对讲机', '巡更系统', '灭火器', '访客登记系统'],
      'en-US': [
        'CCTV systems',
        'Access control systems',
        'Radios',
        'Guard tour systems',
        'Fire extinguishers',
        'Visitor management software',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年安保工作经验，担任保安队长，管理 18 人队伍，辖区全年无治安案件。',
          '责任心强，熟悉消防与突发事件处置。',
        ],
        student: ['退役军人，身体素质好，纪律性强，持保安员证。'],
      },
      'en-US': {
        experienced: [
          'Security officer with 6 years, now supervising 18 officers with no security incidents on site.',
          'Dependable and trained in fire and emergency response.',
        ],
        student: ['Reliable and disciplined, with a guard card and first aid training.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['安全保卫', '中职或高中'],
        courses: ['安全防范技术', '消防常识', '法律基础', '急救知识'],
      },
      'en-US': {
        majors: ['High School Diploma', 'Security Training Program'],
        courses: ['Security Procedures', 'Emergency Response', 'First Aid', 'Report Writing'],
      },
    },
    workplace: 'facility-services',
    pathway: 'vocational',
  },
  {
    id: 'nonprofit-program-officer',
    names: { 'zh-CN': '公益项目官员', 'en-US': 'Nonprofit Program Officer' },
    field: { 'zh-CN': '公益项目管理', 'en-US': 'nonprofit program management' },
    synonyms: [
      '公益项目官员',
      '项目官员',
      '公益项目经理',
      '公益项目专员',
      '基金会项目官员',
      '筹款专员',
      '筹款经理',
      '志愿者管理专员',
      '公益传播专员',
      'NGO项目官员',
      'program officer',
      'programme officer',
      'development officer',
      'fundraiser',
      'fundraising manager',
      'grants manager',
      'volunteer coordinator',
      'grant writer',
    ],
    keywords: ['公益', 'nonprofit', 'ngo', '基金会', 'fundraising', '筹款', 'grant'],
    skillGroups: {
      'zh-CN': [
        { name: '项目管理', examples: ['项目设计', '执行与监测', '项目评估', '预算管理'] },
        { name: '资源拓展', examples: ['基金会申请', '企业合作', '公众筹款', '捐赠人维护'] },
        { name: '传播与志愿者', examples: ['项目故事撰写', '公众号运营', '志愿者招募培训', '年报编写'] },
      ],
      'en-US': [
        {
          name: 'Programs',
          examples: ['Program design', 'Monitoring and evaluation', 'Budgeting', 'Partner management'],
        },
        {
          name: 'Fundraising',
          examples: ['Grant writing', 'Corporate partnerships', 'Individual giving', 'Donor stewardship'],
        },
        {
          name: 'Communications',
          examples: ['Impact stories', 'Social media', 'Volunteer management', 'Annual reports'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的机构与项目领域（教育、扶贫、环保、医疗）]',
        '[你负责的项目：资金规模、覆盖地区与受益人数]',
        '[你完成的项目评估或成效数据]',
        '[你拓展的资金或合作资源：金额与合作方数量]',
        '[你组织的志愿者或传播工作：人数与影响]',
      ],
      'en-US': [
        '[Your organization and program area (education, poverty, environment, health)]',
        '[Programs you run: budget, locations and people reached]',
        '[Evaluations or impact data you produced]',
        '[Funding or partnerships you secured: amounts and partners]',
        '[Volunteer or communications work: numbers and impact]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责乡村儿童阅读项目，覆盖 3 个省 120 所学校、受益儿童 3 万人',
        '管理年度项目资金 500 万元，审计零问题',
        '撰写基金会申请书 15 份，获批 9 份、资金 320 万元',
        '拓展企业合作伙伴 12 家，带来捐赠 200 万元',
        '招募并培训志愿者 400 人，服务时长 1.2 万小时',
        '项目第三方评估显示学生阅读能力提升 20%',
      ],
      'en-US': [
        "Run a rural children's reading program across 120 schools in 3 provinces, reaching 30,000 children",
        'Manage a $700K annual budget with clean audits',
        'Wrote 15 grant proposals, 9 funded for $450K',
        'Brought in 12 corporate partners donating $280K',
        'Recruited and trained 400 volunteers who gave 12,000 hours',
        'An external evaluation showed a 20% gain in student reading levels',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '乡村儿童阅读项目', description: '捐建图书角并培训教师，提升儿童阅读能力' },
        { name: '企业志愿服务合作', description: '为企业设计志愿服务活动，建立长期合作' },
        { name: '项目成效评估体系', description: '建立监测指标与数据收集流程，量化项目成效' },
      ],
      'en-US': [
        {
          name: 'Rural reading program',
          description: 'Classroom libraries and teacher training that improved reading',
        },
        {
          name: 'Corporate volunteering partnership',
          description: 'Designed volunteer days that became long-term partnerships',
        },
        {
          name: 'Impact measurement framework',
          description: 'Indicators and data collection that quantified outcomes',
        },
      ],
    },
    certifications: {
      'zh-CN': ['社会工作者职业水平证书', 'PMP 项目管理专业人士'],
      'en-US': ['Certified Fund Raising Executive (CFRE)', 'PMP', 'Grant Professional Certified (GPC)'],
    },
    tools: {
      'zh-CN': ['Excel', 'PPT', '问卷星', '微信公众号', '腾讯公益', '飞书'],
      'en-US': ['Salesforce Nonprofit Cloud', "Raiser's Edge", 'Excel', 'Mailchimp', 'Canva', 'KoboToolbox'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年公益项目管理经验，负责覆盖 3 万名儿童的阅读项目，年度资金 500 万元。',
          '擅长项目设计、筹款与成效评估。',
        ],
        student: ['社会学专业应届生，长期参与支教与公益活动，做过基金会项目助理。'],
      },
      'en-US': {
        experienced: [
          'Nonprofit program officer with 6 years running a reading program for 30,000 children on a $700K budget.',
          'Strong in program design, fundraising and evaluation.',
        ],
        student: ['Sociology graduate with years of volunteering and a foundation internship.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['社会学', '公共事业管理'],
        courses: ['非营利组织管理', '项目管理', '社会研究方法', '公益传播'],
      },
      'en-US': {
        majors: ['Nonprofit Management', 'Public Policy'],
        courses: ['Nonprofit Management', 'Program Evaluation', 'Fundraising', 'Grant Writing'],
      },
    },
    workplace: 'nonprofit',
  },
  {
    id: 'archivist',
    names: { 'zh-CN': '档案管理员', 'en-US': 'Archivist' },
    field: { 'zh-CN': '档案管理', 'en-US': 'records and archives management' },
    synonyms: [
      '档案管理员',
      '档案员',
      '档案专员',
      '档案管理',
      '人事档案管理员',
      '文书档案员',
      '工程资料员',
      '资料员',
      '文档管理员',
      '文控专员',
      '文控',
      'archivist',
      'records manager',
      'records management specialist',
      'document controller',
      'document control specialist',
      'records clerk',
      'archives assistant',
      'records officer',
    ],
    keywords: ['档案', 'archives', 'records management', '归档'],
    skillGroups: {
      'zh-CN': [
        { name: '档案业务', examples: ['档案收集与整理', '分类编目', '档案鉴定', '保管与借阅'] },
        { name: '数字化', examples: ['档案数字化', '电子档案管理', '档案管理系统', '元数据著录'] },
        { name: '规范', examples: ['档案法', '保密管理', '工程资料规范', 'ISO 文件控制'] },
      ],
      'en-US': [
        {
          name: 'Records',
          examples: ['Appraisal', 'Arrangement and description', 'Retention schedules', 'Access requests'],
        },
        { name: 'Digital', examples: ['Digitization', 'Electronic records', 'Records systems', 'Metadata'] },
        {
          name: 'Compliance',
          examples: ['Records legislation', 'Confidentiality', 'Document control', 'ISO 15489'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的单位与管理的档案类型、馆藏规模]',
        '[你完成的整理、编目或数字化工作量]',
        '[你推动的档案管理改进或系统上线，带来的效率变化]',
        '[你负责的借阅、查档服务量与准确率]',
        '[你参与的档案检查、验收或评级，以及结果]',
      ],
      'en-US': [
        '[Your organization, the records you manage and the size of the collection]',
        '[Arrangement, description or digitization you completed]',
        '[Records improvements or systems you introduced, and the efficiency gained]',
        '[Access requests you handle and their accuracy]',
        '[Audits or inspections you supported, and the results]',
      ],
    },
    achievements: {
      'zh-CN': [
        '管理单位档案 5 万卷，查档准确率 100%',
        '完成 3 万卷档案数字化，查档时间从半天缩短到 5 分钟',
        '整理历年人事档案 2000 份，通过上级专项审核',
        '负责 2 个工程项目资料管理，竣工资料一次通过城建档案馆验收',
        '上线电子档案管理系统，年节约纸张与库房成本 20 万元',
        '单位档案工作获评 2023 年度先进',
      ],
      'en-US': [
        'Manage 50,000 files with 100% retrieval accuracy',
        'Digitized 30,000 files, cutting retrieval from half a day to 5 minutes',
        'Reorganised 2,000 personnel files that passed a compliance audit',
        'Managed project records for 2 construction projects, accepted first time at handover',
        'Launched an electronic records system saving $28K a year in paper and storage',
        'Our records program was commended in 2023',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '档案数字化', description: '扫描、著录与入库，实现档案电子化检索' },
        { name: '人事档案专项审核', description: '逐卷核查与补充材料，规范档案管理' },
        { name: '工程竣工资料编制', description: '按规范收集整理资料，顺利通过验收' },
      ],
      'en-US': [
        { name: 'Records digitization', description: 'Scanning, metadata and ingest for searchable records' },
        { name: 'Personnel file audit', description: 'File-by-file review and remediation' },
        {
          name: 'Construction handover records',
          description: 'Collected and organized project records for acceptance',
        },
      ],
    },
    certifications: {
      'zh-CN': ['档案专业中级职称（馆员）', '资料员岗位证书'],
      'en-US': ['Certified Archivist (ACA)', 'Certified Records Manager (CRM)'],
    },
    tools: {
      'zh-CN': ['档案管理系统', '扫描设备', 'Excel', 'Word', 'OA 系统', '密集架'],
      'en-US': ['Records management systems', 'ArchivesSpace', 'Scanners', 'SharePoint', 'Excel', 'OpenText'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年档案管理经验，管理档案 5 万卷，完成 3 万卷数字化。',
          '严谨细致，熟悉档案法规与保密要求。',
        ],
        student: ['档案学专业应届生，熟悉档案整理与数字化流程，做过单位档案室实习。'],
      },
      'en-US': {
        experienced: [
          'Archivist with 6 years managing 50,000 files and digitizing 30,000.',
          'Meticulous and well versed in records rules and confidentiality.',
        ],
        student: ['Archives graduate with hands-on digitization experience from an internship.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['档案学', '信息资源管理'],
        courses: ['档案管理学', '文书学', '电子文件管理', '档案保护技术'],
      },
      'en-US': {
        majors: ['Archival Studies', 'Information Management'],
        courses: ['Archival Theory', 'Records Management', 'Digital Preservation', 'Metadata'],
      },
    },
    workplace: 'government',
  },
];
