// The words that make a model's line claim something about a person, zh and en: degrees, seniority,
// certificates, personal data, employer cues and well-known organisations. Data, reviewed as data.

/** Degree levels, lowest to highest; an MBA is its own level so an added MBA is never "a master's". */
export type DegreeLevel = 'associate' | 'bachelor' | 'master' | 'mba' | 'doctor';

export interface DegreeWord {
  level: DegreeLevel;
  /** The degree itself (BEng, MSc); absent for a word naming only the level (Bachelor, 本科). */
  degree?: string;
  /** The major an abbreviation names with its degree: "BSEE" is a BS in Electrical Engineering. */
  major?: string;
  /** Spellings, matched without case; Latin ones as whole words. */
  spellings: readonly string[];
  /** Spellings matched only as written, in capitals: "MS" is a degree, "200 ms" is not. */
  capitals?: readonly string[];
}

/** Chinese degrees by discipline (学科门类): 经济学学士 is not 管理学学士, and neither is a master's. */
const CHINESE_DISCIPLINE_DEGREES: readonly DegreeWord[] = (
  ['哲学', '经济学', '法学', '历史学', '农学', '医学', '军事学', '艺术学', '交叉学科'] as const
).flatMap((discipline) =>
  (
    [
      ['bachelor', '学士'],
      ['master', '硕士'],
      ['doctor', '博士'],
    ] as const
  ).map(([level, word]) => ({
    level,
    degree: `${discipline}-${level}`,
    spellings: [`${discipline}${word}`],
  })),
);

/** "BSEE", "MSCS": a degree and its major in one abbreviation, in capitals ("MSME" is also a small firm). */
const DEGREE_WITH_MAJOR: readonly DegreeWord[] = (
  [
    ['EE', 'Electrical Engineering', true],
    ['ME', 'Mechanical Engineering', false],
    ['CE', 'Civil Engineering', true],
    ['CS', 'Computer Science', true],
    ['ChE', 'Chemical Engineering', true],
    ['IE', 'Industrial Engineering', true],
    ['BA', 'Business Administration', false],
  ] as const
).flatMap(([initials, major, alsoMaster]) => [
  { level: 'bachelor' as const, degree: 'bsc', major, spellings: [], capitals: [`BS${initials}`] },
  ...(alsoMaster
    ? [{ level: 'master' as const, degree: 'msc', major, spellings: [], capitals: [`MS${initials}`] }]
    : []),
]);

export const DEGREE_WORDS: readonly DegreeWord[] = [
  {
    level: 'associate',
    spellings: ['associate degree', 'associate of', "associate's", '大专', '专科', '高职'],
  },
  {
    level: 'associate',
    degree: 'aas',
    spellings: ['a.a.s', 'associate of applied science'],
    capitals: ['AAS'],
  },
  { level: 'associate', degree: 'as', spellings: ['a.s', 'associate of science'] },
  { level: 'associate', degree: 'aa', spellings: ['a.a', 'associate of arts'] },
  { level: 'associate', degree: 'adn', spellings: ['associate degree in nursing'], capitals: ['ADN'] },
  { level: 'bachelor', spellings: ['bachelor', "bachelor's", 'bachelors', 'undergraduate', '本科', '学士'] },
  { level: 'bachelor', degree: 'beng', spellings: ['beng', 'b.eng', 'bachelor of engineering', '工学学士'] },
  {
    level: 'bachelor',
    degree: 'bsc',
    spellings: ['bsc', 'b.sc', 'b.s', 'bachelor of science', '理学学士'],
    capitals: ['BS'],
  },
  {
    level: 'bachelor',
    degree: 'ba',
    spellings: ['b.a', 'bachelor of arts', '文学学士'],
    capitals: ['BA', 'AB'],
  },
  { level: 'bachelor', degree: 'bsn', spellings: ['bsn', 'bachelor of science in nursing'] },
  { level: 'bachelor', degree: 'llb', spellings: ['llb', 'll.b', 'bachelor of laws'] },
  {
    level: 'bachelor',
    degree: 'bba',
    spellings: ['bba', 'b.b.a', 'bachelor of business administration', '管理学学士'],
  },
  { level: 'bachelor', degree: 'bfa', spellings: ['bfa', 'b.f.a', 'bachelor of fine arts'] },
  {
    level: 'bachelor',
    degree: 'barch',
    spellings: ['b.arch', 'barch', 'bachelor of architecture', '建筑学学士'],
  },
  {
    level: 'bachelor',
    degree: 'bed',
    spellings: ['b.ed', 'bachelor of education', '教育学学士'],
    capitals: ['BEd'],
  },
  { level: 'bachelor', degree: 'bcom', spellings: ['b.com', 'bcom', 'bachelor of commerce'] },
  ...DEGREE_WITH_MAJOR,
  { level: 'master', spellings: ['master', "master's", 'masters', 'postgraduate', '硕士', '研究生'] },
  { level: 'master', degree: 'meng', spellings: ['meng', 'm.eng', 'master of engineering', '工学硕士'] },
  {
    level: 'master',
    degree: 'msc',
    spellings: ['msc', 'm.sc', 'm.s', 'master of science', '理学硕士'],
    capitals: ['MS'],
  },
  { level: 'master', degree: 'ma', spellings: ['m.a', 'master of arts', '文学硕士'], capitals: ['MA'] },
  { level: 'master', degree: 'msn', spellings: ['msn', 'master of science in nursing'] },
  { level: 'master', degree: 'mph', spellings: ['mph', 'master of public health', '公共卫生硕士'] },
  { level: 'master', degree: 'llm', spellings: ['ll.m', 'master of laws'], capitals: ['LLM'] },
  { level: 'master', degree: 'jm', spellings: ['法律硕士', 'juris master'] },
  { level: 'master', degree: 'mfa', spellings: ['mfa', 'm.f.a', 'master of fine arts'] },
  { level: 'master', degree: 'march', spellings: ['m.arch', 'master of architecture', '建筑学硕士'] },
  {
    level: 'master',
    degree: 'med',
    spellings: ['m.ed', 'master of education', '教育硕士', '教育学硕士'],
    capitals: ['MEd'],
  },
  { level: 'master', degree: 'mcom', spellings: ['m.com', 'mcom', 'master of commerce'] },
  {
    level: 'master',
    degree: 'macc',
    spellings: ['macc', 'm.acc', 'mpacc', 'master of accountancy', 'master of accounting', '会计硕士'],
  },
  {
    level: 'master',
    degree: 'mpa',
    spellings: ['m.p.a', 'master of public administration', '公共管理硕士'],
    capitals: ['MPA'],
  },
  { level: 'master', degree: 'msw', spellings: ['msw', 'master of social work', '社会工作硕士'] },
  { level: 'master', degree: 'mphil', spellings: ['mphil', 'm.phil', 'master of philosophy'] },
  { level: 'master', degree: 'mres', spellings: ['mres', 'master of research'] },
  { level: 'master', degree: 'mfin', spellings: ['mfin', 'master of finance', '金融硕士'] },
  { level: 'mba', spellings: ['mba', 'm.b.a', 'emba', 'master of business administration', '工商管理硕士'] },
  { level: 'doctor', spellings: ['doctorate', 'doctoral', '博士'] },
  { level: 'doctor', degree: 'phd', spellings: ['phd', 'ph.d', 'dphil', 'd.phil', 'doctor of philosophy'] },
  // Professional doctorates; "DBA" only in capitals, since a database administrator is one too (the title check
  // reads roles, this one degrees).
  {
    level: 'doctor',
    degree: 'dba',
    spellings: ['d.b.a', 'doctor of business administration', '工商管理博士'],
    capitals: ['DBA'],
  },
  { level: 'doctor', degree: 'edd', spellings: ['ed.d', 'edd', 'doctor of education', '教育博士'] },
  { level: 'doctor', degree: 'dnp', spellings: ['dnp', 'doctor of nursing practice'] },
  { level: 'doctor', degree: 'psyd', spellings: ['psy.d', 'psyd', 'doctor of psychology'] },
  // "JD" also names 京东 and a job description: NOT_A_DEGREE takes those out before degrees are read.
  { level: 'doctor', degree: 'jd', spellings: ['j.d', 'juris doctor'], capitals: ['JD'] },
  { level: 'doctor', degree: 'md', spellings: ['m.d', 'doctor of medicine'] },
  { level: 'doctor', degree: 'pharmd', spellings: ['pharmd', 'pharm.d', 'doctor of pharmacy'] },
  { level: 'doctor', degree: 'dvm', spellings: ['dvm', 'd.v.m', 'doctor of veterinary medicine'] },
  { level: 'doctor', degree: 'dpt', spellings: ['doctor of physical therapy'], capitals: ['DPT'] },
  { level: 'doctor', degree: 'dds', spellings: ['dds', 'd.d.s', 'dmd', 'doctor of dental surgery'] },
  { level: 'doctor', degree: 'dsw', spellings: ['dsw', 'doctor of social work'] },
  { level: 'doctor', degree: 'drph', spellings: ['drph', 'doctor of public health'] },
  ...CHINESE_DISCIPLINE_DEGREES,
];

/**
 * Seniority in a title: each word claims a level the resume must state in the same words. Latin words
 * count only next to a role noun or in "<word> of X", so "senior stakeholders" claims nothing.
 * Chinese words count anywhere: "负责人" is no part of "负责", and "经理" in 产品经理 is supported by
 * a resume that says 产品经理.
 */
export const SENIORITY_TITLE_WORDS: {
  readonly latin: readonly string[];
  readonly chinese: readonly string[];
} = {
  latin: [
    'senior',
    'sr',
    'lead',
    'principal',
    'staff',
    'chief',
    'head',
    'director',
    'manager',
    'vp',
    'vice president',
    'president',
    'partner',
    'supervisor',
    'foreman',
    'superintendent',
    // A finance department's head: "Corporate Controller" is no "Accounting Manager".
    'controller',
    'comptroller',
  ],
  chinese: [
    '高级',
    '资深',
    '首席',
    '总监',
    '负责人',
    '主管',
    '组长',
    '经理',
    '总经理',
    '副总裁',
    '总裁',
    '合伙人',
    '专家',
    '带头人',
    '主任',
    '站长',
    '店长',
    '班长',
    '队长',
    '科长',
    '处长',
    '护士长',
  ],
};

/** Role nouns a Latin seniority word qualifies ("Senior Engineer", "Operations Manager"). */
export const ROLE_NOUNS: readonly string[] = [
  'engineer',
  'developer',
  'analyst',
  'consultant',
  'designer',
  'scientist',
  'architect',
  'accountant',
  'associate',
  'specialist',
  'officer',
  'researcher',
  'administrator',
  'programmer',
  'auditor',
  'editor',
  'writer',
  'nurse',
  'teacher',
  'advisor',
  'adviser',
  'coordinator',
  'lawyer',
  'counsel',
  'buyer',
  'planner',
  'executive',
];

export interface CertificateWord {
  /** One name per certificate, for the log. */
  name: string;
  /** Spellings, matched without case, width or spaces; Latin ones as whole words. */
  spellings: readonly string[];
}

/**
 * Certificates and licences. A cloud vendor's name alone is a technology, not a certificate: only
 * "AWS Certified …" or an AWS certification is.
 */
export const CERTIFICATE_WORDS: readonly CertificateWord[] = [
  {
    name: 'AWS certification',
    spellings: ['aws certified', 'aws certification', 'aws认证', 'aws solutions architect', 'aws saa'],
  },
  { name: 'Azure certification', spellings: ['azure certified', 'azure certification', 'azure认证'] },
  {
    name: 'Google Cloud certification',
    spellings: ['google cloud certified', 'gcp certified', 'gcp certification'],
  },
  { name: 'PMP', spellings: ['pmp', 'project management professional'] },
  {
    name: 'Google Analytics certification',
    spellings: ['gaiq', 'google analytics individual qualification', 'google analytics certification'],
  },
  { name: 'CFRE', spellings: ['cfre', 'certified fund raising executive'] },
  { name: 'PRINCE2', spellings: ['prince2'] },
  { name: 'CPA', spellings: ['cpa', 'certified public accountant', '注册会计师'] },
  { name: 'ACCA', spellings: ['acca'] },
  { name: 'CFA', spellings: ['cfa', 'chartered financial analyst', '特许金融分析师'] },
  { name: 'FRM', spellings: ['frm'] },
  { name: 'CMA', spellings: ['cma', '管理会计师'] },
  { name: 'CISSP', spellings: ['cissp'] },
  { name: 'CISA', spellings: ['cisa'] },
  { name: 'CCNA', spellings: ['ccna'] },
  { name: 'CCNP', spellings: ['ccnp'] },
  { name: 'CCIE', spellings: ['ccie'] },
  { name: 'CKA', spellings: ['cka', 'ckad', 'certified kubernetes'] },
  {
    name: 'Scrum certification',
    spellings: ['csm', 'psm', 'certified scrum master', 'scrum master certification'],
  },
  { name: 'Six Sigma', spellings: ['six sigma', '六西格玛'] },
  { name: 'ITIL', spellings: ['itil'] },
  { name: 'TOGAF', spellings: ['togaf'] },
  { name: 'APICS', spellings: ['apics', 'cscp', 'cpim'] },
  { name: 'SHRM', spellings: ['shrm-cp', 'shrm-scp', 'shrm', 'cipd'] },
  { name: 'Professional Engineer', spellings: ['professional engineer', 'chartered engineer'] },
  { name: '法律职业资格', spellings: ['法律职业资格', '司法考试', '律师执业证', '律师资格'] },
  { name: '教师资格证', spellings: ['教师资格证', '教师资格'] },
  { name: '执业医师', spellings: ['执业医师', '医师资格'] },
  { name: '建造师', spellings: ['一级建造师', '二级建造师'] },
  { name: '软考', spellings: ['软考', '系统架构设计师', '信息系统项目管理师', '系统分析师'] },
  { name: '证券从业资格', spellings: ['证券从业', '基金从业', '期货从业'] },
  { name: '会计职称', spellings: ['初级会计', '中级会计', '高级会计师', '会计从业资格'] },
];

/** "Certified X", "X certification", "X 证书": a certificate named in a sentence, known or not. */
export const CERTIFICATE_CUES = {
  latinBefore: ['certified'],
  latinAfter: ['certification', 'certificate', 'license', 'licence', 'qualification', 'credential'],
  chineseAfter: ['证书', '资格证', '执业证'],
} as const;

export type PersonalField =
  | 'nationality'
  | 'age'
  | 'birth'
  | 'gender'
  | 'marital'
  | 'photo'
  | 'ethnicity'
  | 'politics'
  | 'religion';

/**
 * Personal data a model must never add: the keys that name each field, and the words that state
 * one in a sentence. Kept out of a resume unless the person put it there.
 */
export const PERSONAL_FIELDS: Readonly<
  Record<PersonalField, { keys: readonly string[]; statements: readonly string[] }>
> = {
  nationality: {
    keys: ['nationality', 'citizenship', '国籍'],
    statements: ['citizen', 'citizenship', 'national of', '国籍'],
  },
  age: { keys: ['age', '年龄'], statements: ['years old', 'year-old', '岁'] },
  birth: {
    keys: ['date of birth', 'dob', 'birthday', 'born', '出生日期', '出生年月', '生日'],
    statements: ['born in', 'born on', '出生于'],
  },
  gender: { keys: ['gender', 'sex', '性别'], statements: ['性别'] },
  marital: {
    keys: ['marital status', 'marital', '婚姻状况', '婚姻', '婚否'],
    statements: ['married', 'unmarried', 'divorced', '已婚', '未婚', '已育', '离异'],
  },
  photo: {
    keys: ['photo', 'photograph', 'headshot', '照片', '证件照', '头像'],
    statements: ['照片', 'headshot'],
  },
  ethnicity: { keys: ['ethnicity', 'race', '民族'], statements: ['汉族'] },
  politics: { keys: ['political status', '政治面貌'], statements: ['中共党员', '共青团员', '党员'] },
  religion: { keys: ['religion', '宗教信仰', '宗教'], statements: [] },
};

/** Words before an employer in a sentence: "at McKinsey", "ex-Amazon", "formerly at Google". */
export const EMPLOYER_CUES_LATIN: readonly string[] = [
  'at',
  'ex-',
  'ex',
  'former',
  'formerly',
  'joined',
  'formerly at',
];

/** Chinese cues that are followed by an organisation and then a verb or punctuation: 曾就职于腾讯，… */
export const EMPLOYER_CUES_CHINESE: readonly string[] = [
  '曾就职于',
  '就职于',
  '任职于',
  '供职于',
  '服务于',
  '效力于',
];

/** "曾在腾讯工作": the organisation stands between 在 and one of these. */
export const CHINESE_WORK_VERBS: readonly string[] = ['工作', '任职', '实习', '担任', '就职', '供职'];

/**
 * Organisations well known enough that a model reaches for them ("ex-Amazon", "前阿里"): named
 * anywhere in a line, the resume must name them too. Chinese short names are matched after 前, 在,
 * 加入 or on their own.
 */
export const KNOWN_ORGANISATIONS: readonly string[] = [
  'McKinsey',
  'BCG',
  'Boston Consulting Group',
  'Bain',
  'Deloitte',
  'PwC',
  'PricewaterhouseCoopers',
  'KPMG',
  'EY',
  'Ernst & Young',
  'Accenture',
  'Google',
  'Alphabet',
  'Meta',
  'Facebook',
  'Amazon',
  'Apple',
  'Microsoft',
  'Netflix',
  'Tesla',
  'IBM',
  'Oracle',
  'Salesforce',
  'Goldman Sachs',
  'Morgan Stanley',
  'J.P. Morgan',
  'JPMorgan',
  'BlackRock',
  'Uber',
  'Airbnb',
  'Stripe',
  'OpenAI',
  'Nvidia',
  'Intel',
  'Huawei',
  'Alibaba',
  'Tencent',
  'ByteDance',
  'Baidu',
  '阿里巴巴',
  '蚂蚁集团',
  '腾讯',
  '字节跳动',
  '百度',
  '美团',
  '京东',
  '华为',
  '网易',
  '小米',
  '拼多多',
  '滴滴',
  '快手',
  '携程',
  '麦肯锡',
  '波士顿咨询',
  '贝恩',
  '德勤',
  '普华永道',
  '毕马威',
  '安永',
  '埃森哲',
  '谷歌',
  '微软',
  '亚马逊',
  '苹果公司',
];

/** Short names that are also words ("字节" is a byte): an organisation only after 前, 曾在, 加入 or 来自. */
export const CUE_ONLY_ORGANISATIONS: readonly string[] = [
  '阿里',
  '字节',
  '鹅厂',
  // Short names of banks and universities: two characters that other words contain (新建行政楼, 中华科技), so
  // read as a name only after a cue of working or studying there (前, 曾在, 加入, 来自).
  ...['工行', '建行', '农行', '中行', '交行', '招行', '北大', '清华', '复旦', '浙大', '武大', '华科'],
];

/**
 * Chinese organisations by the names people write them: a short name (工行), a brand (美团) and the registered or
 * full name (中国工商银行, 北京三快在线科技有限公司) are one organisation. 中建N局 is read by a pattern (claim-source.ts).
 * Not 阿里 or 字节: their short names begin the names of platforms (阿里国际站) a resume names without working there.
 */
export const CHINESE_ORGANISATION_NAMES: readonly (readonly string[])[] = [
  ['工行', '工商银行'],
  ['建行', '建设银行'],
  ['农行', '农业银行'],
  ['中行', '中国银行'],
  ['交行', '交通银行'],
  ['招行', '招商银行'],
  ['北大', '北京大学'],
  ['清华', '清华大学'],
  ['复旦', '复旦大学'],
  ['浙大', '浙江大学'],
  ['武大', '武汉大学'],
  ['华科', '华中科技大学'],
  ['美团', '三快在线'],
];

/** What comes before a Chinese organisation named as a past employer: 前阿里, 曾在腾讯, 加入字节. */
export const CHINESE_ORGANISATION_CUES: readonly string[] = ['前', '曾在', '加入', '来自'];

/**
 * Nouns that make a capitalised name an organisation wherever it stands: "London Business School",
 * "University of Leeds", 北京大学. Bare 公司 is left out: 为公司节省 is no organisation.
 */
export const ORGANISATION_NOUNS: { readonly latin: readonly string[]; readonly chinese: readonly string[] } =
  {
    latin: [
      'University',
      'College',
      'School',
      'Institute',
      'Academy',
      'Ltd',
      'Limited',
      'Inc',
      'LLC',
      'LLP',
      'PLC',
      'GmbH',
      'Corp',
      'Corporation',
      'Company',
      'Group',
      'Bank',
      'Consulting',
      'Partners',
      'Capital',
      'Labs',
      'Technologies',
      'Hospital',
      'Foundation',
    ],
    chinese: ['大学', '学院', '集团', '银行', '研究院', '研究所', '医院', '事务所', '有限公司', '科技公司'],
  };

/** Makers and the products a resume names them by: "Microsoft Office" is the Excel and Outlook of a resume. */
export const MAKER_PRODUCTS: Readonly<Record<string, readonly string[]>> = {
  Microsoft: [
    'Excel',
    'Word',
    'Outlook',
    'PowerPoint',
    'Teams',
    'Office',
    'SharePoint',
    'Azure',
    'Dynamics',
    'Visio',
    'OneNote',
    'Power BI',
    'Intune',
    'Windows',
    'Access',
  ],
  Google: [
    'Analytics',
    'Google Ads',
    'Sheets',
    'Docs',
    'Workspace',
    'G Suite',
    'GCP',
    'BigQuery',
    'Looker',
    'Gmail',
    'Tag Manager',
  ],
  Amazon: ['AWS', 'Seller Central', 'Redshift', 'EC2', 'S3', 'Lambda', 'DynamoDB'],
  Apple: ['devices', 'iOS', 'macOS', 'Mac', 'iPad', 'iPhone', 'Xcode', 'Swift'],
  Oracle: ['NetSuite', 'PeopleSoft', 'JD Edwards', 'Hyperion'],
  Meta: ['Facebook', 'Instagram', 'WhatsApp'],
  Salesforce: ['SFDC', 'Service Cloud', 'Sales Cloud', 'Pardot', 'Tableau', 'Slack', 'MuleSoft'],
  Adobe: ['Photoshop', 'Illustrator', 'InDesign', 'Premiere', 'Acrobat', 'Lightroom', 'After Effects'],
  SAP: ['S/4HANA', 'SuccessFactors', 'Concur', 'Ariba'],
  Intuit: ['QuickBooks', 'TurboTax', 'Mailchimp'],
};

/**
 * Words for one counted thing a careful writer uses in each other's place ("14 stores" → "14 locations", "3,000
 * SKUs" → "3,000 products"), singular and lower case. A count stands on its synonym, never on a wider or other
 * thing ("9 branches" is no "9 cities", "1,500 tickets" no "1,500 escalations").
 */
export const COUNTED_THING_SYNONYMS: readonly (readonly string[])[] = [
  [
    'site',
    'location',
    'facility',
    'center',
    'centre',
    'branch',
    'store',
    'outlet',
    'shop',
    'plant',
    'warehouse',
  ],
  ['customer', 'client', 'account', 'patron'],
  ['student', 'pupil', 'learner'],
  ['sku', 'product', 'item', '单品', '品种', '品规', '商品', '产品'],
  ['truck', 'tractor', 'rig', 'vehicle'],
  ['ticket', 'request', 'case', '工单', '请求', '单'],
  ['order', '订单', '单'],
  ['endpoint', 'device'],
  // Session 29 (round 21): what a careful rewrite calls the same things.
  ['pc', 'computer', 'workstation', 'desktop', 'laptop'],
  ['shot', 'dose', 'vaccination', 'jab'],
  ['kid', 'kiddo', 'child', 'children'],
  ['mom', 'mother'],
  ['cycle', '循环'],
  ['sub', 'subcontractor'],
  // "EE" is payroll's and HR's short form of employee.
  ['employee', 'staff', 'associate', 'worker', 'member', 'personnel', 'ee'],
  // Short forms and plain names of counted things: "3-btl packs", "4 bean" plots.
  ['bottle', 'btl'],
  ['bean', 'soybean'],
  ['project', 'engagement'],
];
