// What an example sentence claims, so it is only put where it could be true: a year-long or
// million-scale result is no claim for a three-month internship, a team led is no student's, and a
// technology does not appear in a job that ended before it existed.
import type { Locale } from '@resume/contract';
import { indexesOf } from '../lib/text-scan.ts';
import type { JobFamily } from './job-family.ts';

/** A result measured over a year or more. */
const LONG_PERIOD =
  /\b(?:a year|one year|two years|three years|\d+ years|annual|annually|year[- ]over[- ]year|per year|each year|every year|a year's|(?:two|three|four|(?<!\d)\d{1,2}) (?:semesters|terms)|all year|school year)\b|一年|两年|三年|(?<!\d)\d+\s?年(?![级月度底初中末])|年度|全年|年均|每年|同比|(?:两|三|四|(?<!\d)\d{1,2})个?学期/i;
/**
 * Sums and audiences only a whole business or a long tenure reaches: millions in any currency or
 * count ($1.1M, 2,000,000, 350K followers, 600 万元, 亿).
 */
const LARGE_SUM =
  /\$\s?\d+(?:\.\d+)?\s?[MB]\b|\bmillion\b|\bbillion\b|(?<![\d,])\d{1,3}(?:,\d{3}){2,}|(?<!\d)\d{3,}\s?[Kk]\b|(?<!\d)\d{3,}\s?万|百万|千万|亿/i;
/** What an owner or a manager claims, not a student. */
const OWNER_CLAIM =
  /\b(?:led a team|managed a team|direct reports|budget|p&l|hired \d+|mentored \d+|promoted \d+)\b|带领\s?\d*\s?人|管理\s?\d+\s?人|预算/i;

/** True when the sentence could be true of a short entry (an internship of a few months). */
export function fitsShortEntry(sentence: string): boolean {
  return !LONG_PERIOD.test(sentence) && !LARGE_SUM.test(sentence);
}

/** True when the sentence could be true of a student: short-entry scale, and no team or budget owned. */
export function fitsStudent(sentence: string): boolean {
  return fitsShortEntry(sentence) && !OWNER_CLAIM.test(sentence);
}

/** The year each technology became something people did at work. */
const TECHNOLOGY_YEARS: readonly (readonly [RegExp, number])[] = [
  [/\b(?:LLMs?|GPT-4|ChatGPT|RAG|LangChain|AIGC|prompt engineering)\b|大模型|生成式/i, 2022],
  [/\b(?:Kubernetes|K8s)\b/i, 2015],
  [/\bFlutter\b/i, 2018],
  [/\bVue ?3\b/i, 2020],
  [/\bSwiftUI\b/i, 2019],
];

/** True when every technology the sentence names existed by `year`. */
export function fitsYear(sentence: string, year: number): boolean {
  return TECHNOLOGY_YEARS.every(([pattern, since]) => year >= since || !pattern.test(sentence));
}

/** A calendar year a sentence dates something to: "2023 年获得…", "in 2023", "（2024）", "the 2023-24 season". */
const NAMED_YEAR =
  /(?<![\d.])((?:19|20)\d{2})\s?年(?!\s?[余多代])|\b(?:in|since|during|of|for)\s+((?:19|20)\d{2})\b|[(（]((?:19|20)\d{2})[)）]|\b((?:19|20)\d{2})[-–]\d{2}\s+season\b/gi;
/** A span of years a sentence's data covers ("ROE from 2019 to 2023", "2010-2023 年面板"): no date of the work. */
const YEAR_SPAN = /(?:19|20)\d{2}\s?年?\s?(?:-|–|—|~|to|至|到)\s?(?:19|20)\d{2}\s?年?/gi;

/** The calendar years a sentence dates something to. */
export function namedYears(sentence: string): number[] {
  return [...sentence.replace(YEAR_SPAN, ' ').matchAll(NAMED_YEAR)].map((match) =>
    Number(match[1] ?? match[2] ?? match[3] ?? match[4]),
  );
}

/**
 * True when every year the sentence names falls within an entry running from `startYear` to `endYear`: a 2023
 * prize is no line of a job that ended in 2020. A year still to come is a target ("2030 年减排 40%"), not a date.
 */
export function fitsEntryYears(
  sentence: string,
  startYear: number | undefined,
  endYear: number,
  currentYear: number,
): boolean {
  return namedYears(sentence).every(
    (year) => year > currentYear || ((startYear === undefined || year >= startYear) && year <= endYear),
  );
}

/** A prompt that asks about what an owner has: a team led, a budget, annual targets. */
const OWNERSHIP_QUESTION =
  /\b(?:budget|p&l|team you (?:led|lead|manage)|people you manage|direct reports|annual (?:budget|plan|targets?)|(?:system|share|revenue|flow)s? you own)\b|预算|带领的团队|你管理的|经营指标|年度目标/i;

/** True when a prompt asks what only someone who owned a team or a budget can answer. */
export function asksForOwnership(prompt: string): boolean {
  return OWNERSHIP_QUESTION.test(prompt);
}

/**
 * Qualifications that take years of practice after graduating: a graduate holds the EIT, not the PE;
 * 护士执业资格, not 护师; passes CFA exams but is no charterholder; sits no 建造师 or 注册工程师 exam.
 */
const BEYOND_A_GRADUATE =
  /中级|注册(?!会计师|助理)\p{Script=Han}{1,6}师|(?<!考试（)高级(?!应用|中学)|副高|正高|护师|主管|副主任|专科护士|注册会计师(?!专业阶段|考试)|执业医师|一级建造师|二级建造师|一级注册|二级注册|注册(?:结构|监理|岩土|电气|公用设备|化工|环保|造价|安全|咨询)工程师|注册(?:城乡规划|建筑)师|\bCPA\b(?! exam| – C)|\bPMP\b|\bCSCP\b|\bCFA\b(?! (?:level|Level) I\b|\s?一级| Institute| 可持续)|CFA持证人|\bboard[- ]certified\b|\bprofessional engineer\b|\(PE\)|\blicensed PE\b|\bPE licen[cs]e\b|\bSE\) license|structural engineer \(SE\)|charterholder|\bsenior\b/iu;

/** A skill-level certificate (职业技能等级证书, …中级工, 1+X): a vocational graduate holds its 中级 (四级) level. */
const SKILL_LEVEL_CERTIFICATE = /职业技能等级|职业资格证书|[初中]级工|1\+X|软考|软件设计师/;
/** The levels of a skill certificate that take years of work after school. */
const BEYOND_A_GRADUATES_SKILL_LEVEL = /高级|二级|一级|技师/;

/** Whether a graduate could not hold or claim it: a PE, 中级会计师, a CFA charter; a skill certificate above 中级工. */
function beyondAGraduate(text: string): boolean {
  return SKILL_LEVEL_CERTIFICATE.test(text)
    ? BEYOND_A_GRADUATES_SKILL_LEVEL.test(text)
    : BEYOND_A_GRADUATE.test(text);
}

/** A team led, in the words a summary uses: "led a 4-person team", "managed a crew of 6", "带领 3 人小组". */
/** A claim of people led: a team, crew or staff, or a head count managed. */
export const TEAM_LED =
  /\b(?:led|managed|supervised|headed|leading|managing)\s+(?:an?\s+|the\s+)?(?:\d+|two|three|four|five|six|seven|eight|nine|ten)?[\s-]?(?:person\s+|member\s+|strong\s+)?(?:team|crew|staff|group|squad)s?\b|\b(?:team|crew) of \d+\b|带领|管理\s?\d+\s?[名人]/i;

/** True when a claim is a junior's to make, two or three years into a career: no team led, no senior licence. */
export function fitsEarlyCareer(sentence: string): boolean {
  return !OWNER_CLAIM.test(sentence) && !TEAM_LED.test(sentence) && !beyondAGraduate(sentence);
}

/** True when a graduate can hold the certificate: no 中级, PE, CPA licence or charter. */
export function withinGraduateReach(certificate: string): boolean {
  return !beyondAGraduate(certificate);
}

/** The level of a Chinese professional qualification and what it qualifies: 中级 + 会计. */
const QUALIFICATION_LEVEL = /(初级|中级|高级|副高|正高)\s?([\u4e00-\u9fff]{2,6}?)(?=师|证|资格|专业)/;

/**
 * Certifications a resume may list together: one level per qualification (the first listed), and for
 * students none above 初级 (a graduate holds 初级会计, not 中级).
 */
export function consistentCertifications(names: readonly string[], student: boolean): string[] {
  const levelOf = new Map<string, string>();
  const kept: string[] = [];
  for (const name of names) {
    // "全国新媒体运营师（中级）", a PE licence, 护师: years of practice come before these.
    if (student && beyondAGraduate(name)) continue;
    const level = QUALIFICATION_LEVEL.exec(name);
    if (level) {
      const [, grade = '', subject = ''] = level;
      if (levelOf.has(subject)) continue;
      levelOf.set(subject, grade);
    }
    kept.push(name);
  }
  return kept;
}

/** A name before its first bracket, trimmed: "机动车驾驶证（B2）" → "机动车驾驶证". */
export function beforeBracket(name: string): string {
  const bracket = name.search(/[（(]/);
  return (bracket < 0 ? name : name.slice(0, bracket)).trim();
}

/**
 * An abbreviation in capitals ("BCBA", "NCLEX-RN"), with the number that tells its levels apart ("OSHA 10" is not
 * "OSHA 500"), and the words a Chinese certificate's name ends in.
 */
const CERTIFICATE_ABBREVIATION = /\b[A-Z][A-Z0-9]{1,7}(?:-[A-Z0-9]{1,4})?(?:\s\d{1,4}\b)?/g;
const CHINESE_CERTIFICATE_SUFFIX = /(?:证书|资格证|证)$/u;
/** A bracket that names a class or a level: （B2）, （C1 及以上）, （四级/中级工）, (Class A), 二级; empty for none. */
const CLASS_OR_LEVEL = /^$|^[A-D]\d?\b|级|\bclass\b|\blevel\b/iu;

/** What a certificate's name says in brackets: "Board Certified Behavior Analyst (BCBA)", "（C1 及以上）". */
const FIRST_BRACKET = /[（(]([^（()）]+)[)）]/u;
const BRACKETED = new RegExp(FIRST_BRACKET.source, 'gu');

/** What a certificate's name says in its first bracket, or ''. */
function bracketOf(name: string): string {
  return (FIRST_BRACKET.exec(name)?.[1] ?? '').trim();
}

/** An issuing body's name: what a bracket after a certificate may say instead of its class or acronym. */
const ISSUER =
  /\b(?:Institute|Association|Council|Board|Society|Foundation|Academy|Commission|Agency)\b|协会|学会|委员会/u;

/**
 * Whether `text` names `key`: a Latin abbreviation as a whole word, so the "IPC" of "IPC J-STD-001" is not named by
 * "IPC-A-610"; anything else as written.
 */
export function namesKey(text: string, key: string): boolean {
  if (!/^[A-Za-z0-9]/.test(key)) return text.includes(key);
  // "BCBA-certified" names the BCBA; "IPC-A-610" names no "IPC J-STD-001".
  return indexesOf(text, key).some(
    (from) =>
      !/[A-Za-z0-9-]/.test(text[from - 1] ?? ' ') &&
      !/^(?:[A-Za-z0-9]|-[A-Z0-9])/.test(text.slice(from + key.length, from + key.length + 2)),
  );
}

/**
 * How a sentence names a certificate: its first word ("ACLS", "注册会计师"), its abbreviations ("BCBA" of "Board
 * Certified Behavior Analyst (BCBA)", "MR" of "大型医用设备上岗证（CT/MR）"), and a Chinese name without 证书.
 * `strict` leaves the first word out: a student's "OSHA 10 card" names no "OSHA 500 Authorized Outreach Trainer",
 * nor "8-Hour training" an "8-Hour HAZWOPER Supervisor".
 */
export function certificateMentions(certificate: string, strict = false): string[] {
  if (strict) {
    // A student's "EMC lab course" claims no "iNARTE EMC Engineer": only the certificate's own acronym or whole name.
    // The abbreviation a licence is known by leads its name or its bracket ("CDL Class B…", "机动车驾驶证（C1 及以上）").
    const keys: string[] = [];
    // Not an issuer's name in the bracket: "GISP (GIS Certification Institute)" is no "GIS" a student names.
    const brackets = [...certificate.matchAll(BRACKETED)]
      .map((match) => match[1] ?? '')
      .filter((inner) => !ISSUER.test(inner));
    for (const part of [certificate, ...brackets]) {
      const leading = new RegExp(CERTIFICATE_ABBREVIATION.source).exec(part.trim());
      if (leading?.index === 0) keys.push(leading[0]);
    }
    // Not a name cut to a word: "教师资格证（高中英语）" is named by no "教师".
    const whole = beforeBracket(certificate).replace(CHINESE_CERTIFICATE_SUFFIX, '').trim();
    if (whole.length >= 4) keys.push(whole);
    return keys.filter((key) => key.length >= 2);
  }
  const keys = [certificate.split(/[\s（(]/)[0] ?? certificate];
  for (const match of certificate.matchAll(CERTIFICATE_ABBREVIATION)) keys.push(match[0]);
  const chinese = beforeBracket(certificate).replace(CHINESE_CERTIFICATE_SUFFIX, '');
  if (chinese.length >= 4) keys.push(chinese);
  return keys.filter((key) => key.length >= 2);
}

/**
 * The certificates a person at this stage holds: a student's are the field's entry-level ones (the occupation's
 * student certificates), never a licence sat after graduating; else the family's, kept consistent.
 */
export function certificationsAtStage(
  family: JobFamily | undefined,
  locale: Locale,
  student: boolean,
  named: (certificate: string) => boolean = () => false,
): string[] {
  // The ones an overview says are held come first, so theirs is the level kept ("持有中级会计师证书").
  const namedFirst = (names: readonly string[]) => [
    ...names.filter(named),
    ...names.filter((name) => !named(name)),
  ];
  const held = family?.certifications[locale] ?? [];
  // Where the field names a student's own, a student holds those or none: a professional's licence is no fallback.
  // Only one the student's overview says is held ("持 B2 驾照") joins them, if a graduate can hold it.
  const own = student ? family?.occupation?.student[locale].certifications : undefined;
  if (own && own.length > 0) {
    // One the overview names in another form of one of theirs takes its place: 机动车驾驶证（B2） for （C1）.
    const stem = (name: string) =>
      beforeBracket(name)
        .replace(/(?:^|\s)(?:certification|certificate|licen[cs]e)$/i, '')
        .replace(CHINESE_CERTIFICATE_SUFFIX, '');
    // Nor a licence whose named part the student holds: "已通过 CCAR-66 部执照基础部分考试" is their exam part, not the
    // CCAR-66 licence itself.
    const firstWord = (name: string) => name.split(/[\s（(]/)[0];
    const partHeld = (name: string) =>
      own.some((mine) => named(mine) && firstWord(mine) === firstWord(name) && stem(mine) !== stem(name));
    // A professional's level of one of theirs is out of a student's reach: the overview's "半导体芯片制造工（五级）" keeps
    // theirs, not the 四级 the field's list holds.
    const claimed = held.filter(
      (name) => named(name) && !own.includes(name) && !partHeld(name) && !beyondAGraduate(name),
    );
    // Another class or level of the same certificate (（B2）for（C1）), not another kind of it: 特种作业操作证（高处作业）
    // is no 特种作业操作证（高压电工作业）.
    const variant = (name: string, mine: string) =>
      stem(name) === stem(mine) &&
      CLASS_OR_LEVEL.test(bracketOf(name)) &&
      CLASS_OR_LEVEL.test(bracketOf(mine));
    const theirs = own.map((mine) => claimed.find((name) => variant(name, mine)) ?? mine);
    const added = claimed.filter((name) => !theirs.includes(name));
    return consistentCertifications(namedFirst([...added, ...theirs]), true);
  }
  return consistentCertifications(namedFirst(held), student);
}

/**
 * A name with a number in it: ISO 22301, CET-6, IELTS 7.0, Vue3, S3, the 1+X certificates, 3D, 5S, 5G, 3NF, 8D, EPA Section
 * 608, FAA Part 107; no figure for the reader to replace.
 */
const NUMBERED_NAME =
  /\b[A-Z]{2,12}[\s-]?\d[\d.]{0,8}|\b[A-Za-z]{1,12}\d[\d.]{0,8}|\b(?:Section|Part|Form|Title|Chapter|Article|Rule)\s\d[\d.]{0,8}|1\+X|(?<![\d.,$])[1-9](?![KMB](?![A-Za-z]))[A-Z]{1,3}(?![A-Za-z\d])/g;
/** A year, not a count that happens to look like one: "2000 亩" and "2000 吨" are figures. */
const YEAR = /(?:19|20)\d\d(?!\s?(?![年届级])\p{Script=Han})/gu;

/** Whether the text has figures a person replaces with their own (counts, amounts, percentages). */
export function hasFigures(text: string): boolean {
  return /\d/.test(text.replace(NUMBERED_NAME, ' ').replace(YEAR, ' '));
}
