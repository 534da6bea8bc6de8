// Words that tell what an entry header field is: an organisation, a school, a role or a degree, in English and Chinese.

/**
 * Last words of a role ("Site Reliability Engineer", "Volunteer Swim Coach"); English is compared
 * lower-cased on any of a field's last three words, so "DevOps Engineer Level 1" is a role too.
 */
// biome-ignore format: a data table reads better packed
export const ROLE_WORDS: readonly string[] = [
  'engineer', 'developer', 'programmer', 'manager', 'director', 'intern', 'internship', 'analyst', 'designer',
  'consultant', 'specialist', 'coordinator', 'assistant', 'associate', 'accountant', 'auditor', 'technician',
  'administrator', 'architect', 'lead', 'leader', 'head', 'officer', 'president', 'vp', 'founder', 'cofounder',
  'co-founder', 'ceo', 'cto', 'cfo', 'coo', 'cio', 'scientist', 'researcher', 'professor', 'lecturer', 'teacher',
  'tutor', 'instructor', 'member', 'volunteer', 'coach', 'representative', 'rep', 'agent', 'clerk', 'supervisor',
  'executive', 'owner', 'contractor', 'freelancer', 'writer', 'editor', 'nurse', 'physician', 'maintainer',
  'contributor', 'chair', 'chairman', 'chairperson', 'captain', 'treasurer', 'secretary', 'mentor', 'fellow',
  'trainee', 'apprentice', 'receptionist', 'cashier', 'advisor', 'adviser', 'counselor', 'strategist',
  'planner', 'buyer', 'recruiter', 'partner', 'principal', 'sde', 'swe', 'sre', 'tester', 'operator',
  'practitioner', 'pharmacist', 'therapist', 'paralegal', 'attorney', 'lawyer', 'bookkeeper', 'controller',
  'marketer', 'producer', 'photographer', 'artist', 'translator', 'interpreter', 'ambassador', 'organizer',
  'organiser', 'staff', 'worker', 'driver', 'chef', 'cook', 'server', 'barista', 'guard', 'postdoc',
  'postdoctoral', 'ta', 'ra', 'reporter', 'stenographer', 'captioner',
  // Occupations' own nouns ("Dental Hygienist", "Claims Adjuster", "Maintenance Mechanic").
  'hygienist', 'technologist', 'dietitian', 'nutritionist', 'mechanic', 'electrician', 'plumber', 'welder',
  'machinist', 'millwright', 'inspector', 'estimator', 'surveyor', 'underwriter', 'adjuster', 'appraiser',
  'dispatcher', 'scheduler', 'custodian', 'janitor', 'housekeeper', 'caregiver', 'aide', 'paramedic', 'emt',
  'firefighter', 'investigator', 'examiner', 'librarian', 'archivist', 'curator', 'dentist', 'surgeon',
  'veterinarian', 'midwife', 'sonographer', 'radiographer', 'phlebotomist', 'optometrist', 'audiologist',
  'psychologist', 'psychiatrist', 'counsellor', 'economist', 'statistician', 'actuary', 'chemist', 'biologist',
  'physicist', 'geologist', 'teller', 'assembler', 'fabricator', 'installer', 'repairer', 'superintendent',
  'attendant', 'bartender', 'waiter', 'waitress', 'cosmetologist', 'esthetician', 'trainer', 'lifeguard',
  'courier', 'merchandiser', 'salesperson', 'paraprofessional', 'registrar', 'transcriptionist', 'biller',
  'liaison', 'drafter', 'draftsman', 'animator', 'illustrator', 'journalist', 'copywriter', 'choreographer',
  'dishwasher', 'caseworker', 'hostess', 'foreman', 'forewoman', 'lineman', 'lineworker', 'deckhand',
  'chief', 'helper', 'transporter', 'owner-operator', 'ncoic', 'agronomist', 'sommelier',
  // Posts written short or by their work ("Early Intervention OT", "Inside Sales", "Elevator Hand"; a co-op is as often
  // a cooperative as a student's placement).
  'ot', 'pt', 'slp', 'rt', 'rrt', 'cna', 'lpn', 'student', 'processor', 'hand', 'steward', 'sales',
];

/** Chinese role endings ("后端开发工程师", "产品经理", "数据分析实习生"), matched at a field's end or before `/`. */
// biome-ignore format: a data table reads better packed
export const CHINESE_ROLE_WORDS: readonly string[] = [
  '工程师', '经理', '总监', '主管', '实习生', '实习', '开发', '设计师', '分析师', '专员', '助理', '顾问', '负责人', '组长', '主任',
  '总裁', '总经理', '创始人', '合伙人', '架构师', '研究员', '教师', '讲师', '会计', '运营', '测试', '主席', '部长', '副部长', '干事',
  '成员', '队长', '社长', '志愿者', '维护者', '职位', '岗位', '开发者', '程序员', '编辑', '记者', '销售', '客服', '文员', '秘书', '出纳',
  '律师', '医生', '护士', '老师', '班长', '委员', '骨干', '核心成员', '技术负责人', '项目经理', '产品经理', '算法工程师', '助教',
  '科研助理', '讲解员', '代表', '策划', '设计', '专家', '学徒', '店长', '主管会计', '董事', '董事长', '贡献者',
  '督导', '值长', '场长', '站长', '厂长', '科长', '处长', '所长', '校长', '园长', '馆长', '院长', '联络人', '领班', '司机', '操作工', '调机工', '电工', '焊工', '钳工', '普工', '技工',
  // Role nouns most Chinese job titles end in (药剂师, 审计员).
  '师', '员',
];

/** Words that make a field an organisation ("Meyer Tech Inc.", "Global Payments", "腾讯科技有限公司"). */
// biome-ignore format: a data table reads better packed
export const ORGANISATION_WORDS: readonly string[] = [
  'inc', 'inc.', 'incorporated', 'ltd', 'ltd.', 'limited', 'llc', 'llp', 'plc', 'gmbh', 'corp', 'corp.',
  'corporation', 'company', 'co', 'co.', 'group', 'technologies', 'technology', 'tech', 'systems', 'system', 'solutions',
  'labs', 'lab', 'laboratory', 'bank', 'partners', 'consulting', 'agency', 'studio', 'studios', 'foundation',
  'association', 'organization', 'organisation', 'hospital', 'clinic', 'government', 'department', 'ministry',
  'center', 'centre', 'holdings', 'enterprises', 'services', 'media', 'networks', 'software', 'financial',
  'capital', 'ventures', 'industries', 'international', 'global', 'district', 'council', 'society', 'club',
  'committee', 'union', 'institution', 'employer', 'firm', 'store', 'restaurant', 'hotel', 'church', 'museum',
  'library', 'magazine', 'newspaper', 'press', 'airlines', 'motors', 'pharmaceuticals', 'insurance',
  // Public bodies: "Circuit Court of Cook County", "Port Authority" ("Front Office" is a department, not one).
  'county', 'court', 'bureau', 'authority', 'commission',
  // Services, public bodies and co-operatives named by their last word: "U.S. Army", "Cibolo Valley ISD".
  'army', 'navy', 'corps', 'isd', 'collective', 'collaborative', 'cooperative',
  'staffing', 'inn', 'suites', 'resort',
  // Legal forms and places named by their kind: "Osterhaus Civil Engineering, PLLC", "Calloway's Steakhouse".
  'pllc', 'lp', 'l.p.', 'p.c.', 'steakhouse', 'grill', 'bistro', 'brewery', 'bakery', 'diner', 'tavern',
];

/** Chinese organisation endings ("…有限公司", "…集团", "…研究院"). */
// biome-ignore format: a data table reads better packed
export const CHINESE_ORGANISATION_WORDS: readonly string[] = [
  '公司', '集团', '有限', '银行', '研究院', '研究所', '医院', '工作室', '实验室', '事务所', '中心', '科技', '网络', '协会', '委员会',
  '学生会', '社团', '俱乐部', '基金会', '政府', '局', '厅', '部', '院', '所', '厂', '店', '社', '会',
];

/** Words that make a field a school ("University of Georgia", "北京理工大学"). */
// biome-ignore format: a data table reads better packed
export const SCHOOL_WORDS: readonly string[] = [
  'university', 'college', 'school', 'institute', 'academy', 'polytechnic', 'conservatory', 'seminary',
  'universität', 'université', 'universidad', 'institution', 'mooc', 'bootcamp',
];

// biome-ignore format: a data table reads better packed
export const CHINESE_SCHOOL_WORDS: readonly string[] = [
  '大学', '学院', '学校', '中学', '高中', '附中', '职校', '院校', '研究生院', '党校', '技校', '大專',
];

/**
 * Degrees, matched as whole words anywhere in a field, case-insensitively ("B.S. in Computer Science",
 * "Bachelor of Arts, Business Administration", "Master student in EE").
 */
// biome-ignore format: a data table reads better packed
export const DEGREE_WORDS: readonly string[] = [
  'bachelor', "bachelor's", 'bachelors', 'master', "master's", 'masters', 'doctor', 'doctorate', 'doctoral',
  'phd', 'ph.d', 'ph.d.', 'dphil', 'mba', 'emba', 'b.s.', 'b.s', 'bs', 'b.sc', 'b.sc.', 'bsc', 'b.a.', 'b.a', 'ba',
  'm.s.', 'm.s', 'ms', 'm.sc', 'm.sc.', 'msc', 'm.a.', 'm.a', 'ma', 'b.e.', 'b.eng', 'b.eng.', 'beng', 'm.e.',
  'm.eng', 'm.eng.', 'meng', 'b.tech', 'b.tech.', 'btech', 'm.tech', 'm.tech.', 'mtech', 'bba', 'b.b.a.', 'bfa',
  'mfa', 'llb', 'llm', 'j.d.', 'jd', 'm.d.', 'md', 'mph', 'mpa', 'associate', "associate's", 'diploma',
  'degree', 'undergraduate', 'graduate', 'postgraduate', 'certificate', 'ged', 'a.a.', 'a.s.', 'aas',
  'a.a.s.', 'a.a.s', 'b.f.a.', 'm.f.a.', 'm.b.a.', 'm.p.h.', 'm.p.a.', 'msn', 'bsn', 'm.s.n.', 'b.s.n.', 'dnp',
  'pharmd', 'pharm.d.', 'dpt', 'au.d.', 'edd', 'ed.d.', 'm.ed.', 'msw', 'm.s.w.', 'bsw',
  'aa', 'bsba', 'bas', 'mlis', 'mls', 'macc', 'mha', 'non-degree',
];

/** Chinese degrees and study levels, matched anywhere in a field ("学术型硕士研究生", "工学学士", "本科"). */
// biome-ignore format: a data table reads better packed
export const CHINESE_DEGREE_WORDS: readonly string[] = [
  '学士', '硕士', '博士', '本科', '研究生', '大专', '专科', '学位', '高中', '中专', '博士后', '双学位', '辅修', '交换生', '访问学者',
  '在读', '统招', '学历', '研修班', '进修班', '培训班',
];

/**
 * A field that is nothing but the label of a date ("Expected Graduation", "预计毕业"): the date is kept,
 * the label is not a field of its own. Compared lower-cased without punctuation.
 */
// biome-ignore format: a data table reads better packed
export const DATE_LABELS: readonly string[] = [
  'expected', 'expected graduation', 'graduation', 'graduated', 'graduation date', 'expected graduation date',
  'anticipated', 'anticipated graduation', 'class of', 'since', 'from', 'dates', 'date', 'period', 'duration',
  '预计', '预计毕业', '毕业', '毕业时间', '时间', '起止时间', '在校时间', '任职时间', '入职时间', '项目时间',
];

/** A qualifier printed right after an end date, kept with it: "2024.06（预计）", "May 2025 (expected)". */
export const DATE_QUALIFIER = /^\s*[(（]\s*(?:预计|预期|expected|anticipated|exp\.?)[^()（）]{0,20}[)）]/i;

/**
 * Labels of an entry's fields in key-value entry blocks ("公司名称：…  职位：…  时间：…",
 * "学校：… 专业：… 学历：…", "Company: … Position: …"), and what each labels. A major is kept with its
 * degree; a date label's value is read as dates.
 */
// biome-ignore format: a data table reads better packed
export const FIELD_LABELS: Readonly<Record<string, 'organisation' | 'school' | 'role' | 'degree' | 'major' | 'project'>> = {
  公司: 'organisation', 公司名称: 'organisation', 单位: 'organisation', 单位名称: 'organisation', 工作单位: 'organisation',
  企业: 'organisation', 企业名称: 'organisation', 实习单位: 'organisation', 任职单位: 'organisation', 所在公司: 'organisation',
  职位: 'role', 岗位: 'role', 职务: 'role', 担任职务: 'role', 担任: 'role', 角色: 'role', 项目角色: 'role', 实习岗位: 'role',
  职位名称: 'role', 所任职位: 'role', 担任角色: 'role', 本人角色: 'role', 项目职务: 'role',
  学校: 'school', 学校名称: 'school', 院校: 'school', 毕业院校: 'school', 就读学校: 'school',
  学历: 'degree', 学位: 'degree', 学历学位: 'degree',
  专业: 'major', 所学专业: 'major', 专业名称: 'major',
  项目名称: 'project', 项目: 'project',
  company: 'organisation', employer: 'organisation', organization: 'organisation', organisation: 'organisation',
  position: 'role', title: 'role', role: 'role', 'job title': 'role',
  school: 'school', university: 'school', institution: 'school',
  degree: 'degree', major: 'major', 'field of study': 'major', project: 'project', 'project name': 'project',
};

/** Labels printed over an entry's bullets, with or without a colon. */
// biome-ignore format: a data table reads better packed
export const LIST_LABEL_WORDS = new Set([
  '工作内容', '工作职责', '主要职责', '岗位职责', '职责描述', '工作描述', '主要工作', '项目描述', '项目内容', '项目职责',
  '项目简介', '主要成果', '工作业绩', '实习内容', '负责内容',
]);
