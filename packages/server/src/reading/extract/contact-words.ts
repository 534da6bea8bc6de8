// Words of a resume's contact block: field labels, the keys we write, document titles, and name hints, as data.
import type { Locale } from '@resume/contract';

export type BasicField = 'name' | 'phone' | 'email' | 'location' | 'links';

export const BASIC_FIELDS: readonly BasicField[] = ['name', 'phone', 'email', 'location', 'links'];

/** Keys written in the basic part, in the resume's language. */
export const BASIC_KEYS: Record<BasicField, Record<Locale, string>> = {
  name: { 'zh-CN': '姓名', 'en-US': 'Name' },
  phone: { 'zh-CN': '电话', 'en-US': 'Phone' },
  email: { 'zh-CN': '邮箱', 'en-US': 'Email' },
  location: { 'zh-CN': '所在地', 'en-US': 'Location' },
  links: { 'zh-CN': '链接', 'en-US': 'Links' },
};

/** Labels read as a basic field, compared lower-cased without spaces, dots, dashes or underscores. */
// biome-ignore format: a data table reads better packed
export const BASIC_LABELS: Record<BasicField, readonly string[]> = {
  name: ['姓名', '名字', 'name', 'fullname'],
  phone: [
    '电话', '手机', '手机号', '手机号码', '联系电话', '电话号码', '移动电话', '座机', 'phone', 'mobile', 'mobilephone', 'tel',
    'telephone', 'cell', 'cellphone', 'phonenumber', 'ph', 'mob', 'm', 't', 'p',
  ],
  email: ['邮箱', '电子邮箱', '电子邮件', '邮件', '邮件地址', 'email', 'mail', 'emailaddress', 'e'],
  location: [
    '所在地', '地址', '现居', '现居地', '居住地', '现居住地', '所在城市', '城市', '现住址', '所在地区', 'location', 'address', 'city',
    'basedin', 'base',
  ],
  links: [
    '链接', '个人主页', '主页', '博客', '个人网站', '网站', '作品集', 'links', 'link', 'github', 'gitlab', 'linkedin', 'website',
    'web', 'blog', 'homepage', 'portfolio', 'url', 'twitter', 'stackoverflow',
  ],
};

/** A document's own title, not a fact about the person. */
// biome-ignore format: a data table reads better packed
export const DOCUMENT_TITLES: readonly string[] = [
  '简历', '个人简历', '求职简历', '个人履历', '履历', 'resume', 'résumé', 'resumé', 'curriculum vitae', 'cv',
];

/** Words that make a capitalised line a headline, an address or an organisation rather than a person's name. */
// biome-ignore format: a data table reads better packed
export const NOT_NAME_WORDS: readonly string[] = [
  'engineer', 'developer', 'manager', 'designer', 'analyst', 'scientist', 'consultant', 'specialist',
  'director', 'intern', 'architect', 'lead', 'senior', 'junior', 'principal', 'officer', 'assistant',
  'administrator', 'resume', 'résumé', 'curriculum', 'vitae', 'university', 'college', 'school', 'inc', 'ltd',
  'llc', 'corp', 'company', 'accountant', 'coordinator', 'technician', 'support', 'devops', 'software', 'data',
  'sales', 'marketing', 'product', 'professional', 'summary', 'profile', 'contact', 'objective', 'street',
  'avenue', 'road', 'way', 'drive', 'lane', 'suite', 'apt', 'title', 'quote', 'information', 'details',
  'experience', 'education', 'skills', 'projects', 'student', 'graduate', 'teacher', 'nurse', 'representative',
];

/** Chinese words that make a short Han line something other than a name ("求职意向", "应届生"). */
// biome-ignore format: a data table reads better packed
export const NOT_CHINESE_NAME_WORDS: readonly string[] = [
  '简历', '求职', '意向', '应届', '工程师', '经理', '开发', '设计', '信息', '联系', '电话', '邮箱', '地址', '男', '女', '岁', '汉族',
  '党员', '本科', '硕士', '博士', '学历', '大学', '学院', '公司', '题目', '可选', '经历', '技能', '教育', '项目', '工作', '实习',
];

/**
 * Common given names, for reading a name printed in spaced capitals without a wider gap between its
 * words ("J A R E D R I C H A R D S"): the longest given name the letters start with ends the first word.
 */
// biome-ignore format: a data table reads better packed
export const GIVEN_NAMES: readonly string[] = [
  'aaron', 'adam', 'adrian', 'aiden', 'alan', 'albert', 'alex', 'alexander', 'alexandra', 'alice', 'alicia',
  'allison', 'alyssa', 'amanda', 'amber', 'amy', 'andrea', 'andrew', 'angela', 'anna', 'anne', 'anthony',
  'ashley', 'austin', 'barbara', 'ben', 'benjamin', 'beth', 'betty', 'bill', 'blake', 'bob', 'brad', 'bradley',
  'brandon', 'brenda', 'brian', 'brittany', 'bruce', 'bryan', 'caleb', 'cameron', 'carl', 'carlos', 'carol',
  'caroline', 'catherine', 'charles', 'charlotte', 'chloe', 'chris', 'christian', 'christina', 'christine',
  'christopher', 'cindy', 'claire', 'cody', 'colin', 'connor', 'craig', 'crystal', 'cynthia', 'daniel',
  'danielle', 'david', 'deborah', 'dennis', 'derek', 'diana', 'diane', 'donald', 'donna', 'dorothy', 'douglas',
  'dylan', 'ebony', 'edward', 'elizabeth', 'ella', 'emily', 'emma', 'eric', 'erica', 'erin', 'ethan', 'eugene',
  'evan', 'evelyn', 'frank', 'gabriel', 'gary', 'george', 'grace', 'gregory', 'hannah', 'harold', 'heather',
  'helen', 'henry', 'isaac', 'isabella', 'jack', 'jacob', 'jacqueline', 'james', 'jamie', 'jane', 'janet',
  'jared', 'jason', 'jean', 'jeffrey', 'jennifer', 'jeremy', 'jerry', 'jesse', 'jessica', 'joan', 'joe', 'john',
  'jonathan', 'jordan', 'jose', 'joseph', 'joshua', 'joyce', 'juan', 'judith', 'julia', 'julie', 'justin',
  'karen', 'katherine', 'kathleen', 'kathryn', 'kayla', 'keith', 'kelly', 'kenneth', 'kevin', 'kimberly',
  'kyle', 'larry', 'laura', 'lauren', 'lawrence', 'leo', 'linda', 'lisa', 'logan', 'lucas', 'luis', 'madison',
  'margaret', 'maria', 'marie', 'mark', 'martha', 'mary', 'mason', 'matthew', 'megan', 'melissa', 'michael',
  'michelle', 'mike', 'natalie', 'nathan', 'nicholas', 'nicole', 'noah', 'olivia', 'olivier', 'pamela',
  'patricia', 'patrick', 'paul', 'peter', 'philip', 'rachel', 'ralph', 'randy', 'raymond', 'rebecca', 'richard',
  'robert', 'roger', 'ronald', 'rose', 'russell', 'ruth', 'ryan', 'samantha', 'samuel', 'sandra', 'sara',
  'sarah', 'scott', 'sean', 'sharon', 'shirley', 'sophia', 'stephanie', 'stephen', 'steven', 'susan', 'taylor',
  'teresa', 'terry', 'thomas', 'tiffany', 'timothy', 'tom', 'tyler', 'victoria', 'vincent', 'walter', 'wayne',
  'william', 'zachary', 'zoe', 'wei', 'li', 'ming', 'hui', 'jun', 'yan', 'xin', 'jing', 'lei', 'hao', 'yu',
];
