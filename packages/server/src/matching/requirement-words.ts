// The words a job description is read by: its part headings, the cues of a preference, degrees, years and
// the soft-skill words that are no requirement to match (data, so reading rules stay short).

/** `intro`: lines before the first heading (title, company, pay, "经验：3-5年 | 学历：本科"). */
export type DescriptionPart = 'intro' | 'duties' | 'requirements' | 'preferred' | 'other';
export type EducationLevel = 'associate' | 'bachelor' | 'master' | 'doctorate';
export const EDUCATION_LEVELS: readonly EducationLevel[] = ['associate', 'bachelor', 'master', 'doctorate'];

/** Part headings, compared lower case without trailing colons or brackets. */
export const PART_HEADINGS: Readonly<Record<Exclude<DescriptionPart, 'intro'>, readonly string[]>> = {
  duties: [
    '岗位职责',
    '工作职责',
    '职位描述',
    '工作内容',
    '职责描述',
    '主要职责',
    '岗位描述',
    '你将负责',
    'responsibilities',
    'key responsibilities',
    'duties',
    'what you will do',
    "what you'll do",
    'the role',
    'about the role',
    'about the job',
    'about the position',
    'what you will be doing',
    "what you'll be doing",
    'job description',
    'your role',
    'in this role',
    'day to day',
  ],
  requirements: [
    '任职要求',
    '任职资格',
    '岗位要求',
    '职位要求',
    '技能要求',
    '我们希望你',
    '要求',
    '资格要求',
    '招聘条件',
    '应聘条件',
    '任职条件',
    '岗位条件',
    'about you',
    'you bring',
    'requirements',
    'qualifications',
    'minimum qualifications',
    'basic qualifications',
    'required qualifications',
    'required',
    'what you bring',
    "what you'll bring",
    'what you will bring',
    "what you'll need",
    'what you need',
    'what we need',
    "who we're looking for",
    'who we are looking for',
    'your background',
    'your skills',
    "what we're looking for",
    'what we are looking for',
    'who you are',
    'you have',
    'skills',
    'must have',
    'must-haves',
    'required skills',
  ],
  preferred: [
    '加分项',
    '优先条件',
    '加分',
    '优先',
    'nice to have',
    'nice-to-have',
    'nice to haves',
    'preferred qualifications',
    'preferred',
    'bonus',
    'bonus points',
    'pluses',
    'preferred skills',
    'extra credit',
    'even better',
    'bonus if you have',
    'plus',
    'pluses',
  ],
  other: [
    '公司介绍',
    '公司简介',
    '关于我们',
    '福利待遇',
    '薪资福利',
    '薪酬福利',
    '我们提供',
    '工作地点',
    '工作时间',
    '上班地址',
    '福利',
    'benefits',
    'perks',
    'about us',
    'about the company',
    'who we are',
    'what we offer',
    'compensation',
    'salary',
    'location',
    'pay',
    'equal opportunity',
    'why join us',
    'how to apply',
    '报名方式',
    '应聘方式',
    '投递方式',
    '简历投递',
    '联系方式',
    '面试流程',
    '招聘流程',
    '团队介绍',
    '部门介绍',
    'the team',
    'about the team',
    'our team',
    'application process',
    'to apply',
  ],
};

/** A clause that says what follows is a plus, not a must. */
export const PREFERRED_CUE =
  /优先|加分|者佳|更佳|为佳|preferred|a plus|is a plus|nice to have|bonus|desirable|ideally|advantageous/i;

/** Degree words by level, lower case. Latin ones match whole words. */
export const DEGREE_SPELLINGS: Readonly<Record<EducationLevel, readonly string[]>> = {
  associate: [
    '大专',
    '专科',
    '高职',
    'adn',
    "associate's",
    'associate degree',
    'associates degree',
    'associate of',
  ],
  bachelor: [
    '本科',
    '学士',
    "bachelor's",
    'bachelors',
    'bachelor',
    'b.s.',
    'b.a.',
    'bs/ba',
    'ba/bs',
    'bs degree',
    'bsc',
    'b.sc',
    'beng',
    'bsn',
    'undergraduate degree',
    'four-year degree',
    '4-year degree',
    'college degree',
  ],
  master: [
    '硕士',
    '研究生',
    "master's",
    'masters',
    'master of',
    'master degree',
    'm.s.',
    'ms degree',
    'msc',
    'mba',
    'meng',
  ],
  doctorate: ['博士', 'phd', 'ph.d', 'doctorate', 'doctoral degree', 'doctor of'],
};

/** Numbers written as words in a description ("three years", "三年以上"): the shared table. */
export { NUMBER_WORDS } from '../knowledge/number-words.ts';

/** Words that ask how well a language is used: with them a language's name is a requirement. */
export const LANGUAGE_USE_CUE =
  /能力|读写|听说|口语|流利|熟练|良好|工作语言|沟通|阅读|书面|交流|fluen|proficien|speak|spoken|written|verbal|bilingual|native|business|conversational|read|communicat/i;

/** Items after 熟悉/掌握 that are no skill to match: qualities, attitudes, generic abilities. */
export const SOFT_SKILL_WORDS =
  /沟通|团队|责任心|学习能力|抗压|逻辑|表达|协调|执行力|敬业|细心|耐心|主动|热情|思维|意识|态度|积极|吃苦|踏实|认真|严谨|诚信|服务|合作|自驱|好奇|能力|精神|素质|形象|气质|心态|稳定|出差|加班|经验|工作|相关|行业|业务|流程|规范|要求|方法|知识|原理|理论|常用|基本|基础|各类|一种|以上|之一|开发|设计|管理|使用|操作/;

/** What opens an English list of skills: "experience with X, Y and Z", "knowledge of …". */
export const LATIN_SKILL_CUE =
  /\b(?:experience (?:with|in|using|of|on|across|building|running|managing)|(?:skills?|competen(?:ce|cy)) (?:in|with)|knowledge of|proficien(?:cy|t) (?:in|with)|familiar(?:ity)? with|expertise (?:in|with)|understanding of|skilled (?:in|at)|background in|hands-on (?:experience )?(?:with|in)|exposure to|comfortable with|track record (?:of|in)|fluency (?:in|with)|command of|grounding in|such as|e\.g\.,?|especially|including)\s+/gi;

/** Words that make an English list item no skill to match: qualities, settings, time, people. */
export const LATIN_NOT_A_SKILL =
  /\b(?:communicat\w*|teamwork|stakeholders?|environments?|fast-paced|ability|abilities|detail|attitude|self-starter|ownership|collaborat\w*|interpersonal|organi[sz]ational|problem[- ]solving|leadership|passion|curiosity|mindset|years?|months?|degree|people|others|customers?|clients?|colleagues|you|your|we|our|this|that|these|those|what|how|why|while|when|who|is|are|be|been|will|would|can|could|should|must|have|has|do|does)\b/i;

/** Words that say nothing of a skill on their own ("similar tools", "other languages", "a plus"). */
const GENERIC_WORDS = new Set(
  (
    'and or the a an any other similar related relevant equivalent modern common standard various multiple such like ' +
    'etc etc. tool tools tooling technologies technology system systems platform platforms software language languages ' +
    'framework frameworks method methods concept concepts principle principles practice practices process processes ' +
    'best industry strong solid deep good excellent basic working some general plus preferred required'
  ).split(' '),
);

/** True when every word of the item is a generic one: no skill is named (a word test, linear in the item). */
export function isGenericItem(item: string): boolean {
  const words = item.toLowerCase().split(' ').filter(Boolean);
  return words.length > 0 && words.every((word) => GENERIC_WORDS.has(word));
}

/** A clause about pay, benefits, offices or growth inside the description's other parts: no requirement. */
export const BENEFIT_CLAUSE =
  /\bbenefits?\b|401\(?k\)?|\bPTO\b|paid time off|we offer|salary|commission|bonus(?:es)? |福利|五险|六险|公积金|带薪|年假|体检|晋升通道|办公点|带教期|下午茶|团建|班车|宿舍/i;
