// Reads a job description into the requirements a recruiter pulls out of it: skills and tools (the lexicon's and
// the description's own terms), certificates, years of experience, education and languages, each marked required
// or preferred, with the clause it came from.
import type { RequirementGroup } from '@resume/contract';
import { LANGUAGE_TERMS } from '../knowledge/skill-terms.ts';
import { characterSet, trimEndWhere, trimWhere } from '../lib/text-scan.ts';
import {
  BENEFIT_CLAUSE,
  DEGREE_SPELLINGS,
  type DescriptionPart,
  EDUCATION_LEVELS,
  type EducationLevel,
  isGenericItem,
  LANGUAGE_USE_CUE,
  LATIN_NOT_A_SKILL,
  LATIN_SKILL_CUE,
  NUMBER_WORDS,
  PART_HEADINGS,
  PREFERRED_CUE,
  SOFT_SKILL_WORDS,
} from './requirement-words.ts';
import { findTerms, foldText, type TermHit } from './term-finder.ts';

export interface Requirement {
  readonly group: RequirementGroup;
  /** The requirement's name: a skill's or tool's, "3" years, an education level, a language's English name. */
  readonly name: string;
  /** Years: of what; education: the field; language: the level asked ("CET-6", "fluent"). */
  readonly subject?: string;
  readonly preferred: boolean;
  /** The clause of the description it was read from. */
  readonly source: string;
  /** A skill or tool of the lexicon: its family, for partly matching a neighbour. */
  readonly family?: string;
  /** Years of experience asked, or the level of education. */
  readonly years?: number;
  readonly level?: EducationLevel;
}

const HAN = /\p{Script=Han}/u;
const MAX_HEADING_LENGTH = 40;
/** A first line longer than this is a sentence, not the job's title. */
const MAX_TITLE_LINE = 80;
const isHeadingEdge = characterSet('#*【[】]:：', { withWhitespace: true });
/** A clause longer than this is read in pieces: no requirement is worded so long, and reading stays linear. */
const MAX_CLAUSE_CHARS = 600;
const CLAUSE_BREAK =
  /[；;。!！?？]|(?<=[a-z)]\.)\s+(?=[A-Z])|(?<=[，,])\s*(?=[^，,]{0,40}(?:优先|加分|preferred|a plus))/u;
const BULLET = /^\s*(?:[-*•·●▪◦○■□>]|\d{1,2}[.、)）]|[（(]\d{1,2}[)）]|[一二三四五六七八九十][、.])\s*/u;

/** The job's title as the description gives it ("岗位名称：数据工程师", or its first short line). */
export function descriptionTitle(description: string): string {
  for (const line of description.split('\n')) {
    const labelled = collapseSpaces(line).match(TITLE_LABEL);
    if (labelled?.[1]) return cleanTitle(labelled[1]);
  }
  for (const line of description.split('\n')) {
    const text = line.trim();
    if (!text) continue;
    if (text.length > MAX_TITLE_LINE || partOfHeading(text) || /[。.;；]$/.test(text)) return '';
    return cleanTitle(text);
  }
  return '';
}

const TITLE_LABEL =
  /^ ?(?:职位名称|岗位名称|职位|岗位|招聘岗位|job title|position|role|title) ?[:：] ?(.{1,60})/i;
const isTitleEdge = characterSet('#* ');
/** What ends a title: a bracket or bar, a dash between spaces, an alternative ("运营 / 运营主管"), a salary. */
const TITLE_END = /[（(|｜／]| [-–—] | \/ |(?<![\d.])\d{1,6}(?:\.\d{1,2})?[kK万]? ?[-~] ?\d/;

/** Words around the role in an advert's headline ("某学校2027年春季初中数学教师招聘启事", "Now hiring: …"). */
const ADVERT_ENDINGS = ['招聘启事', '招聘公告', '招聘简章', '招聘信息', '招聘', '诚聘', '急聘'];
const ADVERT_OPENING =
  /^(?:now hiring|we're hiring|we are hiring|hiring|job opening|opening|诚聘|急聘|招聘)[:：] ?/i;
/** A grade after the title ("Engineer II"): the employer's internal level, not what a candidate calls the role. */
const GRADE = / (?:I{1,3}|IV|[1-4])$/;
const BRACKETED = /[（(][^（()）]{0,30}[)）]/g;
const ORGANISATION_ENDINGS = [
  '有限公司',
  '公司',
  '集团',
  '学校',
  '中学',
  '小学',
  '大学',
  '学院',
  '医院',
  '银行',
  '研究院',
  '研究所',
  '事务所',
  '中心',
];
const YEAR_AND_TERM = /^(?:\d{4} ?年?度?)?(?:春季|秋季|上半年|下半年)?/;

function cleanTitle(text: string): string {
  // "重症医学科（ICU）护士招聘": a bracket inside the title is a note on it; one left open ends it.
  const line = trimWhere(collapseSpaces(text).replace(BRACKETED, ''), isTitleEdge);
  const end = line.search(TITLE_END);
  let title = withoutSuffixes((end > 0 ? line.slice(0, end) : line).trim(), ADVERT_ENDINGS).replace(
    ADVERT_OPENING,
    '',
  );
  // The employer before the role: cut after the last word that ends an organisation's name, when a role is left.
  const cut = Math.max(
    ...ORGANISATION_ENDINGS.map((ending) => {
      const at = title.lastIndexOf(ending);
      return at < 0 ? -1 : at + ending.length;
    }),
  );
  if (cut > 0 && title.length - cut >= 2) title = title.slice(cut);
  return title.replace(YEAR_AND_TERM, '').replace(GRADE, '').trim();
}

/** Runs of blanks as one space: the reader's patterns then never meet an ambiguous run of them. */
function collapseSpaces(text: string): string {
  return text.replace(/\s+/g, ' ');
}

/** The part a heading line opens, when the line is a heading. */
function partOfHeading(line: string): DescriptionPart | undefined {
  // "报名方式：请将简历发送至…": a heading word before a colon opens its part on a long line too.
  const labelled = line.match(/^([^:：]{2,16})[:：]/)?.[1];
  if (labelled && line.length > labelled.length + 1) {
    const heading = trimWhere(labelled, isHeadingEdge).toLowerCase();
    const part = (['other', 'requirements', 'preferred', 'duties'] as const).find((candidate) =>
      PART_HEADINGS[candidate].includes(heading),
    );
    if (part) return part;
  }
  const text = trimWhere(line.replace(/[’‘]/g, "'").replace(BULLET, ''), isHeadingEdge).toLowerCase().trim();
  if (!text || text.length > MAX_HEADING_LENGTH) return undefined;
  for (const part of ['preferred', 'requirements', 'duties', 'other'] as const) {
    if (PART_HEADINGS[part].includes(text)) return part;
  }
  // "You might be a fit if you have:": a short line ending in a colon opens a list of what is asked.
  if (/[:：]$/.test(line.trim()) && text.length <= MAX_HEADING_LENGTH && !/\d/.test(text)) {
    for (const part of ['preferred', 'requirements', 'duties', 'other'] as const) {
      if (PART_HEADINGS[part].some((heading) => heading.length >= 2 && text.startsWith(heading))) return part;
    }
    return /nice|bonus|plus|prefer|加分|优先/.test(text) ? 'preferred' : 'requirements';
  }
  // "任职要求（硬性）", "Requirements & Skills": a heading word opening a short line that ends in a colon or stands alone.
  if (/[:：]$/.test(line.trim()) || text.length <= 16) {
    for (const part of ['preferred', 'requirements', 'duties', 'other'] as const) {
      if (PART_HEADINGS[part].some((heading) => heading.length >= 2 && text.startsWith(heading))) return part;
    }
  }
  return undefined;
}

interface Clause {
  readonly text: string;
  /** The text as compared (foldText) and the terms it names: found once, read by every reader below. */
  readonly folded: string;
  readonly terms: readonly TermHit[];
  readonly part: DescriptionPart;
  readonly preferred: boolean;
}

/** The description's clauses outside its company and benefits parts, each knowing its part. */
function readClauses(description: string): Clause[] {
  const lines = description
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  // Lines before the first heading are the title, company and pay, unless the description has no headings.
  const hasHeadings = lines.some((line) => {
    const part = partOfHeading(line);
    return part !== undefined && part !== 'other';
  });
  const clauses: Clause[] = [];
  let part: DescriptionPart = hasHeadings ? 'intro' : 'requirements';
  for (const line of lines) {
    const heading = partOfHeading(line);
    if (heading) {
      part = heading;
      // "任职要求：本科以上学历": a heading with its first item on the same line.
      const rest = line.replace(/^[^:：]*[:：]/, '').trim();
      if (rest === line || !rest) continue;
    }
    if (part === 'other') continue;
    // A bulleted list before any known heading is the job's, not its title or company: read as duties (its tools).
    if (part === 'intro' && BULLET.test(line)) part = 'duties';
    for (const piece of collapseSpaces(line.replace(BULLET, '')).split(CLAUSE_BREAK).flatMap(piecesOf)) {
      const text = piece.trim();
      if (!text || (BENEFIT_CLAUSE.test(text) && !ASKS_CUE.test(text))) continue;
      const { folded } = foldText(text);
      clauses.push({
        text,
        folded,
        terms: findTerms(folded),
        part,
        preferred: part === 'preferred' || PREFERRED_CUE.test(text),
      });
    }
  }
  return clauses;
}

/** A clause cut at spaces into pieces of at most MAX_CLAUSE_CHARS. */
function piecesOf(clause: string | undefined): string[] {
  if (!clause) return [];
  const pieces: string[] = [];
  let rest = clause;
  while (rest.length > MAX_CLAUSE_CHARS) {
    const cut = rest.lastIndexOf(' ', MAX_CLAUSE_CHARS);
    const at = cut > MAX_CLAUSE_CHARS / 2 ? cut : MAX_CLAUSE_CHARS;
    pieces.push(rest.slice(0, at));
    rest = rest.slice(at);
  }
  pieces.push(rest);
  return pieces;
}

/** Every requirement the description states, each once (the required reading wins over a preferred one). */
export function extractRequirements(description: string): Requirement[] {
  const clauses = readClauses(description);
  const found = new Map<string, Requirement>();
  const fromIntro = new Set<Requirement>();
  const add = (requirement: Requirement, intro = false) => {
    const key = `${requirement.group}:${requirement.name.toLowerCase()}`;
    const known = found.get(key);
    // The requirements part says it best: "3年以上Java后端开发经验" over the heading's "经验：3-5年".
    const better = !known || (known.preferred && !requirement.preferred) || (fromIntro.has(known) && !intro);
    if (!better) return;
    found.set(key, requirement);
    if (intro) fromIntro.add(requirement);
  };
  const hasRequirementsPart = clauses.some(
    (clause) => clause.part === 'requirements' || clause.part === 'preferred',
  );
  for (const clause of clauses) {
    const subjectOfYears = yearsSubjectSpans(clause.folded);
    // The field the years are of, as the description names it ("财务分析或FP&A", "growth or performance marketing").
    const subject = yearsSubjectText(clause.folded, subjectOfYears);
    for (const requirement of yearsRequirements(clause))
      add(subject ? { ...requirement, subject } : requirement, clause.part === 'intro');
    for (const requirement of languageRequirements(clause)) add(requirement, clause.part === 'intro');
    // Before the first heading: the title, company and pay, unless a sentence there already asks for something.
    if (clause.part === 'intro' && !ASKS_CUE.test(clause.text)) continue;
    // Duties name the tools of the job; the skills asked for are listed under the requirements, where there are any.
    const dutiesOnly = clause.part === 'duties' && hasRequirementsPart;
    // "工程造价/土木工程相关专业", "degree in Supply Chain Management": majors, not skills.
    const namesMajors =
      educationLevelsIn(clause.text).length > 0 && /专业|degree in|major in/i.test(clause.text);
    // "5年以上土建造价工作经验", "3+ years conducting user research": the field of the years asked is the years'
    // subject, not a skill of its own (a tool named there still is one: "3年以上Java开发经验").
    const isYearsSubject = (requirement: Requirement) =>
      requirement.group === 'hardSkill' && withinSpans(clause.folded, requirement.name, subjectOfYears);
    for (const requirement of termRequirements(clause, subjectOfYears))
      if (
        (!dutiesOnly || requirement.group === 'tool') &&
        !(namesMajors && requirement.group === 'hardSkill')
      )
        add(requirement);
    for (const requirement of certificateRequirements(clause)) add(requirement);
    if (dutiesOnly) continue;
    for (const requirement of ownTermRequirements(clause)) if (!isYearsSubject(requirement)) add(requirement);
    for (const requirement of latinListRequirements(clause))
      if (!isYearsSubject(requirement)) add(requirement);
  }
  for (const requirement of educationRequirements(clauses)) add(requirement);
  return [...found.values()];
}

/** Most characters a years requirement's subject runs to: "5年以上|土建造价工作|经验", "3+ years |in SRE or DevOps roles|". */
const MAX_YEARS_SUBJECT = 40;

/**
 * Where a clause names what its years are of: in Chinese between the years and 经验 ("3年以上|新媒体运营|经验"), in
 * English from the years to the clause's next stop ("3+ years |conducting user research in a product setting|").
 */
function yearsSubjectSpans(folded: string): [number, number][] {
  const spans: [number, number][] = [];
  for (const match of folded.matchAll(CHINESE_YEARS_ALL)) {
    const from = (match.index ?? 0) + match[0].length;
    const experience = folded.indexOf('经验', from);
    if (experience > from && experience - from <= MAX_YEARS_SUBJECT) spans.push([from, experience]);
  }
  for (const match of folded.matchAll(LATIN_YEARS_ALL)) {
    const from = (match.index ?? 0) + match[0].length;
    const rest = folded.slice(from, from + MAX_YEARS_SUBJECT * 2);
    const stop = rest.search(/[;.(]|, (?:including|with|preferably|ideally)\b| at (?:a|an|the) /);
    spans.push([from, from + (stop < 0 ? rest.length : stop)]);
  }
  return spans;
}

/** The words of the first years subject, without the words around them ("工作", "experience", "in"). */
function yearsSubjectText(folded: string, spans: readonly [number, number][]): string | undefined {
  const [from, to] = spans[0] ?? [0, 0];
  const text = folded
    .slice(from, to)
    .replace(
      /^[\s,:：]*(?:(?:of|in|as|doing|conducting|with|building|running|managing)\s+)?(?:experience\s+(?:in|with|as)\s+)?/i,
      '',
    )
    .replace(/(?:相关)?(?:工作|从业|行业)?$/u, '')
    .replace(/^(?:的|从事|做)/u, '')
    .trim();
  return text.length >= 2 && text.length <= MAX_YEARS_SUBJECT * 2 ? text : undefined;
}

/** Whether every place the clause writes the name lies inside one of the spans (and it writes it somewhere). */
function withinSpans(folded: string, name: string, spans: readonly [number, number][]): boolean {
  if (spans.length === 0) return false;
  const lower = folded.toLowerCase();
  const written = name.toLowerCase();
  let at = lower.indexOf(written);
  if (at < 0) return false;
  for (; at >= 0; at = lower.indexOf(written, at + 1))
    if (!spans.some(([from, to]) => at >= from && at + written.length <= to)) return false;
  return true;
}

function termRequirements(clause: Clause, subjectOfYears: readonly [number, number][]): Requirement[] {
  const { folded } = clause;
  // "深度学习框架", "machine learning platforms": a field naming a kind of tool, whose names the clause gives.
  const namesKind = (end: number) =>
    /^\s*(?:框架|工具|平台|软件|系统|库|frameworks?|tools?|platforms?|librar(?:y|ies))/i.test(
      folded.slice(end),
    );
  const inSubject = (hit: TermHit) => subjectOfYears.some(([from, to]) => hit.start >= from && hit.end <= to);
  return clause.terms
    .filter((hit) => hit.group !== 'hardSkill' || (!namesKind(hit.end) && !inSubject(hit)))
    .map((hit) => ({
      group: hit.group,
      name: hit.name,
      preferred: clause.preferred,
      source: clause.text,
      ...(hit.family ? { family: hit.family } : {}),
    }));
}

/** Latin words that are no tool or skill of their own in a description. */
const NOT_A_TERM =
  /^(?:hr|kpi|okr|app|apps|pc|ceo|cto|cfo|coo|vp|it|top|b端|c端|to b|to c|b2c|c2c|o2o|ok|etc|e\.g|i\.e|us|usa|uk|eu|eeo|pto|401k|ui|ux|api|apis|saas|paas|iaas|ai|sdk|id|qa|pm|bd|ka|gmv|roi|roas|ctr|cvr|dau|mau|arpu|ltv|cac|sku|spu|sop|faq|pdf|word|web|h5|mvp|poc|ppt|n\/a|q[1-4]|p\d|t\d|rd|r&d|adn|bsn|msn|mba|phd|gpa|kol|koc|mcn|sem|seo|dau|gpu|cpu)$/i;

/** The description's own tool names the lexicon lacks: Latin words in a Chinese clause, product-like words in English. */
function ownTermRequirements(clause: Clause): Requirement[] {
  const { folded, terms: known } = clause;
  const covered = (start: number, end: number) => known.some((hit) => start < hit.end && hit.start < end);
  const requirements: Requirement[] = [];
  const chinese = HAN.test(folded);
  // A Chinese clause names its own tools only where it asks the reader to know or use something.
  const asksToKnow = !chinese || KNOWING_CUE.test(folded);
  for (const match of folded.matchAll(
    /[A-Z][A-Za-z0-9+#.&/]*(?:[ -][A-Z][A-Za-z0-9+#.&]*)*|[a-z][A-Za-z0-9+#.&/]*/g,
  )) {
    const word = trimEndWhere(match[0], isWordEnd);
    const start = match.index ?? 0;
    const end = start + word.length;
    // Inside brackets are examples and details of what comes before ("常用模型（如GBDT、DeepFM）", "(pivot tables)").
    if (isInsideBrackets(folded, start)) continue;
    if (word.length < 3 || covered(start, end) || NOT_A_TERM.test(word) || !asksToKnow) continue;
    // "CET-4", "ISTQB证书", "AWS certification": a level or a certificate, read as such elsewhere.
    if (/^[-‐]?\d|^\s*(?:证|资格|认证|certif|licen)/i.test(folded.slice(end))) continue;
    // "ABET-accredited", "ABA-approved": a body that vouches for something, not a tool.
    if (/^-[a-z]/.test(folded.slice(end))) continue;
    if (!chinese && /\b(?:degree|major|diploma)\b/i.test(folded)) continue;
    const productLike = /[a-z][A-Z]|\d|[+#]|^[A-Z]{3,6}$/.test(word) && !/^[A-Z][a-z]+$/.test(word);
    if (!(chinese ? /^[A-Za-z]/.test(word) : productLike)) continue;
    if (!chinese && start === 0) continue;
    requirements.push({ group: 'tool', name: word, preferred: clause.preferred, source: clause.text });
  }
  if (chinese) requirements.push(...chineseListRequirements(clause, covered));
  return requirements;
}

function isInsideBrackets(text: string, at: number): boolean {
  const before = text.slice(0, at);
  return (
    before.lastIndexOf('(') > before.lastIndexOf(')') || before.lastIndexOf('（') > before.lastIndexOf('）')
  );
}

/** Words with which a sentence asks something of the applicant. */
const ASKS_CUE =
  /熟悉|掌握|精通|熟练|具备|具有|要求|优先|学历|经验|证书|you have|you bring|you'll need|experience|proficien|knowledge of|familiar|required|preferred|must|should have|ideally|certif|licen|degree/i;

const isWordEnd = characterSet('./');

/** Verbs of knowing or using: a Chinese clause with one asks for what it names. */
const KNOWING_CUE = /熟悉|掌握|精通|了解|熟练|使用|运用|具备|具有|有.{0,12}经验|会用|能够|懂/;

/** "Experience with wound care, medication administration and patient education": each item a skill. */
function latinListRequirements(clause: Clause): Requirement[] {
  const { folded, terms: known } = clause;
  if (HAN.test(folded)) return [];
  const requirements: Requirement[] = [];
  const starts = [...folded.matchAll(LATIN_SKILL_CUE)].map((cue) => (cue.index ?? 0) + cue[0].length);
  // "B2B SaaS experience a plus": a short phrase opening the clause before "experience" is asked for too.
  const opening = folded.match(
    /^((?:[A-Za-z][\w/&+.-]*\s){0,3}[A-Za-z][\w/&+.-]*)\s+experience(?:\s+(?:is\s+)?(?:strongly\s+)?(?:a plus|preferred|required|desired|helpful|a bonus))?\s*$/i,
  );
  if (opening && !LATIN_SKILL_CUE.test(opening[1] ?? '')) starts.push(0);
  LATIN_SKILL_CUE.lastIndex = 0;
  for (const from of starts) {
    const rest = opening && from === 0 ? (opening[1] ?? '') : folded.slice(from);
    const stop = rest.search(LIST_END);
    const list = stop < 0 ? rest : rest.slice(0, stop);
    let offset = from;
    for (const raw of list.split(/(, ?| (?:and|or|and\/or) | ?\/ )/)) {
      const start = offset;
      offset += raw.length;
      const item = raw
        .replace(LEADING_QUALIFIERS, '')
        .replace(
          / (?:is |are )?(?:strongly )?(?:preferred|a plus|required|desired|desirable|nice to have|helpful|a bonus)$/i,
          '',
        )
        .replace(/ (?:experience|skills?|knowledge|principles|concepts|logic|process|processes)$/i, '')
        .trim();
      const words = item.split(/\s+/);
      if (!item || words.length > 4 || !/[a-z]{2}/i.test(item)) continue;
      // "containerized services with Docker": a sentence about a tool, which the lexicon reads by itself.
      if (/\s(?:with|using|through|via|on|into|from|by)\s/i.test(item)) continue;
      if (LATIN_NOT_A_SKILL.test(item) || isGenericItem(item) || /^\d/.test(item)) continue;
      // "product analytics tools (Amplitude …)", "data analyst role": a kind of thing or a job, not a skill.
      if (CATEGORY_NOUN.test(item) || ROLE_NOUN.test(item)) continue;
      // A lexicon term inside the item names it, unless the item's head is another noun ("inventory accounting").
      const inside = known.filter((hit) => start < hit.end && hit.start < start + raw.length);
      if (
        inside.length > 0 &&
        !namesMoreThan(
          item,
          inside.map((hit) => hit.surface),
        )
      )
        continue;
      requirements.push({ group: 'hardSkill', name: item, preferred: clause.preferred, source: clause.text });
    }
  }
  return requirements;
}

/** Where an English list of skills ends: a sentence mark, or a word that begins a clause of its own. */
const LIST_END =
  /[.;:!?()]|\s[-–—]\s|\b(?:to|for|that|which|who|where|in order|so that|is|are|per|within|across|at)\b/;
/** Words before a skill that only grade it ("strong", "writing clear"). */
const LEADING_QUALIFIERS =
  /^(?:(?:and|or|the|a|an|modern|strong|solid|deep|proven|demonstrated|working|some|basic|advanced|excellent|good|current|common|standard|clear|hands-on|production|practical|professional|direct|prior|relevant|writing|meeting|exceeding|building|running|managing|leading|using|developing|creating|driving|owning|delivering|designing|conducting|supporting|handling|maintaining|implementing|including|especially|such as|like|e\.g\.?)\s+)+/i;
/** An item ending in one of these names a kind of tool, whose examples follow. */
const CATEGORY_NOUN =
  /\b(?:tools?|tooling|systems?|platforms?|software|methodolog(?:y|ies)|methods|frameworks?|suites?|solutions?)$/i;
const ROLE_NOUN =
  /\b(?:roles?|positions?|settings?|environments?|teams?|analyst|engineer|manager|specialist)$/i;
/** Nouns after a tool's name that keep it the tool ("Kubernetes clusters", "Excel models"). */
const TOOL_TAIL =
  /^(?:clusters?|services?|pipelines?|apps?|applications?|environments?|administration|development|dashboards?|models?|reports?|scripts?|queries|code|stack|infrastructure|workflows?)$/i;

function namesMoreThan(item: string, terms: readonly string[]): boolean {
  let rest = ` ${item.toLowerCase()} `;
  for (const term of terms) rest = rest.replace(term.toLowerCase(), ' ');
  const words = rest.trim().split(/\s+/).filter(Boolean);
  return (
    words.length > 0 && !words.every((word) => TOOL_TAIL.test(word) || /^(?:and|or|of|in|with)$/.test(word))
  );
}

const KNOWING_VERB = /熟练掌握|熟练使用|熟练运用|熟悉|掌握|精通|了解|具备|具有|有/g;
const CHINESE_ITEM_PREFIXES = [
  '独立完成',
  '独立',
  '能够',
  '可以',
  '使用',
  '运用',
  '常用',
  '主流',
  '基本的',
  '相关的',
  '相关',
  '各种',
  '各类',
  '至少一种',
  '一种',
  '较强的',
  '良好的',
  '扎实的',
];
const CHINESE_ITEM_SUFFIXES = [
  '等相关',
  '者优先',
  '的使用',
  '等',
  '优先',
  '的',
  '相关',
  '经验',
  '能力',
  '工具',
  '软件',
  '技能',
  '知识',
  '基础',
  '开发',
  '工作',
  '项目',
  '实战',
  '背景',
  '方向',
  '原理',
];

/** The text without any run of the given openings (a loop, not a regular expression: linear whatever the text). */
function withoutPrefixes(text: string, prefixes: readonly string[]): string {
  let rest = text;
  for (let found = true; found; ) {
    const prefix = prefixes.find((candidate) => rest.startsWith(candidate));
    found = prefix !== undefined;
    if (prefix) rest = rest.slice(prefix.length);
  }
  return rest;
}

/** The text without any run of the given endings. */
export function withoutSuffixes(text: string, suffixes: readonly string[]): string {
  let rest = text;
  for (let found = true; found; ) {
    const suffix = suffixes.find((candidate) => rest.endsWith(candidate));
    found = suffix !== undefined;
    if (suffix) rest = rest.slice(0, -suffix.length);
  }
  return rest;
}

/** "熟悉财务软件、税务筹划": the items after a verb of knowing, each a skill when it names a field of work. */
function chineseListRequirements(
  clause: Clause,
  covered: (start: number, end: number) => boolean,
): Requirement[] {
  const { folded } = clause;
  const requirements: Requirement[] = [];
  for (const cue of folded.matchAll(KNOWING_VERB)) {
    const from = (cue.index ?? 0) + cue[0].length;
    // The list runs to the clause's next mark; 有 asks for something only when 经验 follows ("有支付业务经验").
    const stop = folded.slice(from).search(/[，,；;。（）()]/);
    const list = folded.slice(from, stop < 0 ? undefined : from + stop).slice(0, 60);
    if (cue[0] === '有' && !list.includes('经验')) continue;
    if (list.length < 2) continue;
    let offset = from;
    for (const raw of list.split(/([、/／]|及|和|与|或|以及)/)) {
      const start = offset;
      offset += raw.length;
      const item = withoutSuffixes(withoutPrefixes(raw, CHINESE_ITEM_PREFIXES), CHINESE_ITEM_SUFFIXES).trim();
      if (!/^\p{Script=Han}{2,8}$/u.test(item) || SOFT_SKILL_WORDS.test(item)) continue;
      if (covered(start, start + raw.length)) continue;
      requirements.push({ group: 'hardSkill', name: item, preferred: clause.preferred, source: clause.text });
    }
  }
  return requirements;
}

const CHINESE_CERTIFICATE =
  /([\p{Script=Han}A-Za-z0-9]{2,14}?)(?:资格证书|职业资格证|执业证书|资格证|执业证|证书|上岗证|操作证)/u;
/** "… certification": the capitalised words before it name the certificate (looked back at, not matched). */
const LATIN_CERTIFICATE_WORD = / (?:certification|certificate|license|licence)\b/;
const MAX_CERTIFICATE_WORDS = 4;

function latinCertificateAt(text: string): RegExpMatchArray | null {
  const at = text.search(LATIN_CERTIFICATE_WORD);
  if (at <= 0) return null;
  const words = text.slice(0, at).split(' ');
  const named: string[] = [];
  for (let index = words.length - 1; index >= 0 && named.length < MAX_CERTIFICATE_WORDS; index -= 1) {
    const word = words[index] ?? '';
    if (!/^[A-Z][A-Za-z0-9+&/-]*$/.test(word)) break;
    named.unshift(word);
  }
  if (named.length === 0) return null;
  const name = named.join(' ');
  const match = text.slice(at - name.length).match(LATIN_CERTIFICATE_WORD);
  const whole = `${name}${match?.[0] ?? ''}`;
  const result = [whole] as unknown as RegExpMatchArray;
  result.index = at - name.length;
  return result;
}

function certificateRequirements(clause: Clause): Requirement[] {
  const { folded } = clause;
  const lexiconCertificates = clause.terms.filter((hit) => hit.group === 'certificate');
  const requirements: Requirement[] = [];
  for (const match of [folded.match(CHINESE_CERTIFICATE), latinCertificateAt(folded)]) {
    if (!match?.[0]) continue;
    const start = match.index ?? 0;
    // A certificate the lexicon knows is read as such ("一级造价工程师注册证书" is 注册造价工程师).
    if (lexiconCertificates.some((hit) => start < hit.end && hit.start < start + match[0].length)) continue;
    const name = match[0]
      .replace(/^(?:持有|具有|具备|取得|拥有|需持|持|有|需|须|获得)/, '')
      .replace(/^(?:相关|相应)/, '')
      // "ICU专科护士证书" names the qualification; the word for its paper adds nothing.
      .replace(/(?<=\p{Script=Han}{2}|[A-Za-z0-9]{2})(?:证书|资格证书)$/u, '')
      .trim();
    if (name.length < 3 || /^(?:相关|以上|相应|学历|学位|个人|获奖|应聘|职称)/.test(name)) continue;
    requirements.push({ group: 'certificate', name, preferred: clause.preferred, source: clause.text });
  }
  return requirements;
}

function languageRequirements(clause: Clause): Requirement[] {
  const { lower } = foldText(clause.text);
  const requirements: Requirement[] = [];
  for (const language of LANGUAGE_TERMS) {
    const level = language.levels.flat().find((spelling) => containsWord(lower, spelling));
    const named = language.spellings.some((spelling) => containsWord(lower, spelling));
    if (!level && !(named && LANGUAGE_USE_CUE.test(lower))) continue;
    // An English description takes English for granted: only a test level ("TOEFL 100") asks for it.
    if (language.name === 'English' && !HAN.test(lower) && !level) continue;
    requirements.push({
      group: 'language',
      name: language.name,
      ...(level ? { subject: level.toUpperCase() } : {}),
      preferred: clause.preferred,
      source: clause.text,
    });
  }
  return requirements;
}

const YEARS_NUMBER =
  '(?<![\\d.,])(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|[一二两三四五六七八九十])';
/** "3年以上", "3-5年", "三年及以上": Chinese years; plain "3年" needs a word of experience beside it. */
const CHINESE_YEARS = new RegExp(
  `${YEARS_NUMBER}\\s*(?:[-–~～至到]\\s*\\d{1,2}\\s*)?(?:\\+\\s*)?年(以上|及以上|或以上|以内)?`,
  'u',
);
/** "5+ years", "at least 3 years", "3-5 years", "three or more years". */
// Spacing is bounded: a figure is never printed with more, and unbounded runs in a row cost quadratic time.
const LATIN_YEARS = `(at least |minimum of |a minimum of |min\\.? )?${YEARS_NUMBER}\\s{0,3}(\\+|\\s{0,3}or more|\\s{0,3}[-–~]\\s{0,3}\\d{1,2})?\\s{0,3}(\\+\\s{0,3})?(?:years?|yrs?)\\b`;
/** The same, to find every one in a clause (matchAll works on a copy, so one pattern serves every call). */
const CHINESE_YEARS_ALL = new RegExp(CHINESE_YEARS, 'gu');
const LATIN_YEARS_ALL = new RegExp(LATIN_YEARS, 'gi');
const EXPERIENCE_CUE =
  /经验|经历|年限|从业|工作|experience|background|track record|\brole|\bin (?:a |an )?[a-z]+/i;

function yearsRequirements(clause: Clause): Requirement[] {
  const text = clause.text;
  const found = new Map<number, Requirement>();
  const matches = [...text.matchAll(CHINESE_YEARS_ALL), ...text.matchAll(LATIN_YEARS_ALL)];
  for (const match of matches) {
    const chinese = match[0].includes('年');
    const number = chinese ? match[1] : match[2];
    if (!number) continue;
    // "年龄35岁以下", "2026年": an age or a year is no length of experience.
    const around = text.slice(Math.max(0, (match.index ?? 0) - 4), (match.index ?? 0) + match[0].length + 2);
    if (/年龄|岁/.test(around)) continue;
    // A bare "3 years" or "3年" is experience only with a word of experience; "3+", "3年以上", "at least 3" always are.
    const marked = chinese
      ? Boolean(match[2]) || /[-–~～至到]/.test(match[0])
      : Boolean(match[1] || match[3] || match[4]);
    if (!marked && !EXPERIENCE_CUE.test(text)) continue;
    const years = Number(number) || NUMBER_WORDS[number.toLowerCase()];
    if (!years || years > 30 || found.has(years)) continue;
    found.set(years, {
      group: 'years',
      name: String(years),
      years,
      preferred: clause.preferred,
      source: text,
    });
  }
  return [...found.values()];
}

/** The levels of education a text names, lowest first. */
export function educationLevelsIn(text: string): EducationLevel[] {
  // "省级临床重点专科", "专科护士": a medical specialty, not a three-year diploma.
  const { lower } = foldText(
    text.replace(/(?:重点|临床|医学|特色)专科|专科(?:护士|医生|医院|门诊|建设|疾病|培训)/g, ''),
  );
  return EDUCATION_LEVELS.filter((level) =>
    DEGREE_SPELLINGS[level].some((spelling) => containsWord(lower, spelling)),
  );
}

/**
 * The least education the description asks for (the lowest level its required clauses name), and a higher level it
 * prefers ("本科及以上，硕士优先", "ADN required, BSN preferred") as a preferred requirement of its own.
 */
function educationRequirements(clauses: readonly Clause[]): Requirement[] {
  let required: { level: EducationLevel; clause: Clause } | undefined;
  let preferred: { level: EducationLevel; clause: Clause } | undefined;
  const rank = (level: EducationLevel) => EDUCATION_LEVELS.indexOf(level);
  for (const clause of clauses) {
    const { lower } = foldText(clause.text);
    for (const level of EDUCATION_LEVELS) {
      for (const spelling of DEGREE_SPELLINGS[level]) {
        const at = wordIndex(lower, spelling);
        if (at < 0) continue;
        // What follows the degree within its own phrase: "硕士优先", "(master's preferred)", not the next item's.
        const after =
          lower.slice(at + spelling.length, at + spelling.length + 14).split(/[，,；;、]/)[0] ?? '';
        const isPreferred =
          clause.part === 'preferred' || PREFERRED_CUE.test(after) || /^\W*(?:is )?(?:a )?plus/.test(after);
        if (isPreferred) {
          if (!preferred || rank(level) < rank(preferred.level)) preferred = { level, clause };
        } else if (
          !required ||
          rank(level) < rank(required.level) ||
          (rank(level) === rank(required.level) &&
            !educationField(required.clause.text) &&
            educationField(clause.text))
        )
          required = { level, clause };
        break;
      }
    }
  }
  const requirements: Requirement[] = [];
  if (required) requirements.push(educationOf(required.level, required.clause, false));
  // "Master's or PhD preferred": the least preferred level above the required one.
  if (preferred && (!required || rank(preferred.level) > rank(required.level)))
    requirements.push(educationOf(preferred.level, preferred.clause, true));
  return requirements;
}

function educationOf(level: EducationLevel, clause: Clause, preferred: boolean): Requirement {
  const field = educationField(clause.text);
  return {
    group: 'education',
    name: level,
    level,
    ...(field ? { subject: field } : {}),
    preferred,
    source: clause.text,
  };
}

function educationField(text: string): string | undefined {
  const chinese = text.match(/([\p{Script=Han}、/]{2,16}?)(?:等)?(?:相关)?专业/u);
  if (chinese?.[1])
    return chinese[1].replace(/^(?:学历|以上|及以上|全日制|统招|本科|硕士|大专)+/, '') || undefined;
  const latin = text.match(
    /\b(?:degree|diploma|major) in ([A-Za-z][A-Za-z ,&/-]{2,80}?)(?=,? or (?:a |an )?(?:related|relevant|equivalent|similar)|[.;(]|$)/i,
  );
  return latin?.[1]?.replace(/,\s*$/, '').trim();
}

/** True when `spelling` stands in `lower` as a word of its own (Latin) or at all (Chinese). */
export function containsWord(lower: string, spelling: string): boolean {
  return wordIndex(lower, spelling) >= 0;
}

/** Where `spelling` first stands in `lower` as a word of its own (Latin) or at all (Chinese); -1 when nowhere. */
function wordIndex(lower: string, spelling: string): number {
  let from = 0;
  for (;;) {
    const at = lower.indexOf(spelling, from);
    if (at < 0) return -1;
    from = at + 1;
    const before = lower[at - 1] ?? '';
    const after = lower[at + spelling.length] ?? '';
    const latinStart = /[a-z0-9]/.test(spelling[0] ?? '');
    const latinEnd = /[a-z0-9]/.test(spelling[spelling.length - 1] ?? '');
    if (latinStart && /[a-z0-9]/.test(before)) continue;
    if (latinEnd && /[a-z0-9]/.test(after)) continue;
    return at;
  }
}
