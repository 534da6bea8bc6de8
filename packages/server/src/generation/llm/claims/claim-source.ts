// What the source (the upload for optimize, the task's outline for content) supports, kind by
// kind: a claim stands only on a claim of its own kind ("9%" never on the month 09).

import { canonicalWord } from '../../../knowledge/title-spelling.ts';
import { SHORT_UNIT_WORDS } from '../../../lib/short-units.ts';
import { indexesOf, trimEndWhere } from '../../../lib/text-scan.ts';
import {
  CHINESE_ORGANISATION_NAMES,
  COUNTED_THING_SYNONYMS,
  MAKER_PRODUCTS,
  PERSONAL_FIELDS,
} from './claim-words.ts';
import {
  type Claim,
  claimsByLine,
  comparable,
  isKindCounter,
  leadsPeople,
  monthsNamedIn,
  type NumberUnit,
  namesDegree,
  numberWordsAsDigits,
  plainText,
} from './extract-claims.ts';
import { type PeriodClaim, yearMonthsIn } from './period-claims.ts';

/** Units a source number of each unit supports besides its own: a bare number supports any amount. */
const SUPPORTED_UNITS: Readonly<Record<NumberUnit, readonly NumberUnit[]>> = {
  plain: ['plain', 'count', 'people', 'money', 'times'],
  count: ['count', 'plain'],
  people: ['people', 'count', 'plain'],
  percent: ['percent'],
  money: ['money', 'plain'],
  years: ['years'],
  months: ['months'],
  weeks: ['weeks'],
  days: ['days'],
  times: ['times', 'plain'],
};

const CHANGE_UNIT =
  '%|个百分点|百分点|pp(?:m)?|qps|tps|起|单|天|days?|小时|hours?|hrs?|分钟|min(?:ute)?s?|周|weeks?|个月|months?|秒|ms|milliseconds?|s(?:ec(?:ond)?s?)?|元|人|名|家|个|次|件|x|倍';
const CHANGE_VERBS =
  '降至|降到|降低到|降低至|减少到|减少至|缩短至|缩短到|压缩到|压缩至|提升至|提升到|提高到|提高至|增至|增加到|增长到|增长至|上升到|上升至|下降到|下降至|→|->';
/** An amount of a change: its currency sign, figure, multiplier ("$2M", "1.2k", "800万") and unit. */
const CHANGE_AMOUNT = `([$€£¥]\\s?)?(\\d+(?:,\\d{3})*(?:\\.\\d+)?)\\s?(?:(k|mm|m|bn|b|万|亿)(?![a-z]))?\\s?(${CHANGE_UNIT})?`;
const AMOUNT = `(?<![\\d.,])${CHANGE_AMOUNT}\\s?`;
/**
 * "from 10 days to 6", "从5%降至2%", "由 20 分钟缩短到 8 分钟", "12 → 7 天": a change. "5 to 8 people" is a range:
 * a plain "to" is a change only after "from".
 */
const FROM_TO = new RegExp(
  `(?:(?:from|从|由)\\s?(?:每[天日周月年季]度?\\s?)?${AMOUNT}(?:down to|up to|to|至|到|${CHANGE_VERBS})|${AMOUNT}(?:${CHANGE_VERBS}))\\s?${CHANGE_AMOUNT}(?![\\d.])`,
  'gi',
);
/** The unit a change is stated in; any other unit written (hours, 家, 次) makes it a count. */
const CHANGE_UNITS: readonly (readonly [RegExp, NumberUnit])[] = [
  [/^(?:%|个百分点|百分点|pp)$/i, 'percent'],
  [/^(?:天|days?)$/i, 'days'],
  [/^(?:周|weeks?)$/i, 'weeks'],
  [/^(?:个月|months?)$/i, 'months'],
  [/^(?:元)$/i, 'money'],
  [/^(?:人|名)$/i, 'people'],
];
/** A date range of an entry: "2016.07 - 2019.06", "2019年7月-至今", "Mar 2018 - Present" is read by its years. */
const DATE_RANGE =
  /((?:19|20)\d\d)(?:\s?[.\-/年]\s?(\d{1,2})月?)?\s?(?:-|–|—|~|至|到|to)\s?(?:((?:19|20)\d\d)(?:\s?[.\-/年]\s?(\d{1,2})月?)?|至今|现在|今|present|current|now)/gi;
/** "Jul 2015 - Jun 2024", "07/2015 – present": a range with the month first, read by its month and year. */
const MONTH_FIRST_RANGE =
  /\b(?:(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?|(\d{1,2})\/)\s?((?:19|20)\d\d)\s?(?:-|–|—|~|to)\s?(?:(?:(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?|(\d{1,2})\/)\s?((?:19|20)\d\d)|present|current|now|today)/gi;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const CHANGE_MULTIPLIERS: Readonly<Record<string, number>> = {
  k: 1e3,
  m: 1e6,
  mm: 1e6,
  b: 1e9,
  bn: 1e9,
  万: 1e4,
  亿: 1e8,
};
/** The periods a rate is counted in ("per day", "a week", "/month"), as counted words read them. */
const RATE_PERIODS: ReadonlySet<string> = new Set([
  'day',
  'week',
  'month',
  'year',
  'hour',
  'shift',
  'quarter',
]);
/** "a week", "per day", "/mo", "daily": the period a line says a figure is counted in. */
const PERIOD_SAID =
  /(?:\b(?:a|an|per|each|every)\s+|\/\s?)(day|week|wk|month|mo|year|yr|shift|hour|hr)s?\b|\b(daily|weekly|monthly|yearly|annually)\b/gi;
/** The adverbs of a period ("weekly"); the short forms ("wk", "mo") are SHORT_UNIT_WORDS'. */
const PERIOD_ADVERBS: Readonly<Record<string, string>> = {
  daily: 'day',
  weekly: 'week',
  monthly: 'month',
  yearly: 'year',
  annually: 'year',
};
/** "office of the chief judge": a body named after the officer it serves (matched in the lower-cased source). */
const BODY_OF_AN_OFFICER =
  /\b(?:office|department|bureau|division) of the (?:chief|head|director|president|vice president)\b(?: [a-z]+){0,3}/g;
/** How far a rounded figure may be from the one it rounds: "超200家" is 200 to 260, "近1亿" 8,500万 up to 1亿, "约70%" 63 to 77. */
const ROUNDED_OVER = 1.3;
const ROUNDED_NEARLY = 0.85;
const ROUNDED_ABOUT = 0.1;
/** Words of how often, and the interval each states. */
const FREQUENCY_WORDS: readonly (readonly [RegExp, number, NumberUnit])[] = [
  [/\bquarterly\b|每季度/, 3, 'months'],
  [/\b(?:bi-?weekly|fortnightly|every other week)\b|每两周|双周/, 2, 'weeks'],
  [/\b(?:semi-?annual(?:ly)?|twice a year|twice yearly|bi-?annual(?:ly)?)\b|每半年/, 6, 'months'],
  [/\b(?:annual(?:ly)?|yearly|once a year)\b|每年/, 12, 'months'],
  [/\b(?:monthly|once a month)\b|每月/, 1, 'months'],
  [/\b(?:weekly|once a week)\b|每周/, 1, 'weeks'],
];
/**
 * A name as organisations are compared: lower case, curly apostrophes straight, "&" as "and", no spaces or
 * punctuation; "'s" dropped or only its apostrophe ("Children's" is "childrens", or "children" as a possessive).
 */
function organisationKey(text: string, dropPossessive: boolean): string {
  const straight = text.normalize('NFKC').toLowerCase().replace(/[’‘`]/g, "'");
  return (dropPossessive ? straight.replace(/'s\b/g, '') : straight)
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, '');
}
/** Text with the hyphens, apostrophes and dots inside words taken out: "wal-mart" is "walmart", "lowe’s" "lowes". */
function squashed(text: string): string {
  return text.replace(/(?<=\p{L})[-'’.](?=\p{L})/gu, '');
}
/** Words after a name that say which of its units or sites: "ICU", "Store #1432", "DFW7". */
const SITE_WORDS: ReadonlySet<string> = new Set([
  'Store',
  'Unit',
  'Campus',
  'Branch',
  'Location',
  'Site',
  'Plant',
  'Warehouse',
  'Clinic',
  'Office',
  '#',
]);
function isSiteWord(word: string): boolean {
  return SITE_WORDS.has(word) || /^[A-Z]{2,5}$/.test(word) || /^#?[A-Z]*\d[A-Z\d]*$/.test(word);
}
/** The name without the unit or site words after it ("Kaiser Permanente ICU" → "Kaiser Permanente"). */
function withoutSite(name: string): string {
  const words = name.split(/\s+/);
  while (words.length > 1 && isSiteWord(words.at(-1) ?? '')) words.pop();
  return words.join(' ');
}
/** Kinds of institution a name may be written with or without ("Lincoln High" and "Lincoln High School"). */
const INSTITUTION_KINDS: ReadonlySet<string> = new Set([
  // A site of the organisation: "Clearwater Logistics Park Building 11" for its "Bldg 11".
  'Building',
  'Tower',
  'Campus',
  'School',
  'Hospital',
  'College',
  'University',
  'Foundation',
  'Institute',
  'Academy',
]);
/** Words that join a run of capitalised words: "Johnson & Johnson", "Bank of America". */
const RUN_JOINERS: ReadonlySet<string> = new Set(['&', 'of', 'and', 'the']);
/** Initials as a name: "J&J", "UPMC", "P&G", "BofA", "UPS". */
const INITIALS = /^(?=(?:[^A-Z]*[A-Z]){2})[A-Z](?:[A-Z&]|of){1,5}$/;
/** A heading of the education part: its entries' dates are years of study, not of work. */
const EDUCATION_HEADING = /^\s*(?:#+\s*)?(?:教育|学历|education|academic)/i;
/** Any other part's heading: short, a part's name. */
const PART_HEADING =
  /^\s*(?:#+\s*)?(?:工作|实习|项目|技能|专业技能|证书|资格|荣誉|获奖|自我|个人|work|professional|employment|experience|projects?|skills|certifications?|licen[cs]es|awards|summary|profile|volunteer)/i;

/** Company forms a model adds or drops without changing the organisation. */
const COMPANY_FORMS =
  /(?:^|[\s,.])(?:ltd|limited|inc|llc|plc|gmbh|corp|corporation|co|company|有限责任公司|股份有限公司|有限公司|公司|集团)\.?$/i;

/** What may stand between a name and the company form cut from it ("Acme, Ltd."). */
function isFormSeparator(character: string): boolean {
  return character === ',' || character === '.' || /\s/.test(character);
}

const HAN = /\p{Script=Han}/u;

/** A counted word that is a duration, and the unit the source may state it in. */
const DURATION_UNITS: Readonly<Record<string, NumberUnit>> = {
  day: 'days',
  week: 'weeks',
  month: 'months',
  year: 'years',
};

/**
 * A line naming the role the person seeks, not one they held: "Objective: Clinical Director", "求职意向：…", an
 * outline's "Target role" field or its H1. Its words never support a title in an entry ("Director of …").
 */
const SOUGHT_ROLE_LINE =
  /^[ \t>*-]*(?:#[ \t]|(?:career )?objective|target(?: role| job| position)?|desired (?:role|position)|求职意向|意向岗位|目标岗位|目标职位|应聘岗位|应聘职位)[^\n]*$/gim;

/** The share of a cut line's words the source must hold for the line to stand. */
const GROUNDED_SHARE = 0.6;

/** An amount as a key: 1.2 million and 1,200,000 are one key, float noise aside. */
function amountKey(amount: number): string {
  return Number(amount.toPrecision(12)).toString();
}

function wholeWord(text: string, word: string, caseSensitive = false): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, caseSensitive ? 'u' : 'iu').test(text);
}

/** What a count of people says when it names no role: "about 25 people" supports "25 new servers". */
const PEOPLE_IN_GENERAL: ReadonlySet<string> = new Set([
  'people',
  'person',
  'staff',
  'employee',
  'member',
  'head',
  'hire',
]);
/** Nouns for people a model counts in their place: agents and roles by their endings, and common words. */
const PERSON_NOUNS: ReadonlySet<string> = new Set([
  'people',
  'ppl',
  'person',
  'staff',
  'hire',
  'member',
  'employee',
  'student',
  'patient',
  'client',
  'customer',
  'guest',
  'volunteer',
  'intern',
  'trainee',
  'nurse',
  'agent',
  'colleague',
  'rep',
  'associate',
  'clerk',
  'tech',
  // "a 14-man crew" is a 14-person crew.
  'man',
  'men',
  'woman',
  'women',
]);
/** Things whose names end like an agent's ("ventilator", "server", "checklist"): never people. */
const THING_NOUNS: ReadonlySet<string> = new Set(
  (
    'ventilator monitor generator compressor motor processor sensor elevator escalator tractor reactor incubator ' +
    'indicator actuator detector refrigerator radiator connector capacitor resistor transistor simulator ' +
    'accelerator projector vector sector factor floor door error color colour mirror computer server printer ' +
    'router container trailer boiler chiller filter cluster tower scanner transformer folder charger center ' +
    'centre order letter paper number chapter quarter water meter liter litre layer controller buffer header ' +
    'marker browser parameter cylinder register barrier dumpster poster banner flyer sticker counter cooler ' +
    'heater washer dryer freezer blender mixer timer tier hour semester trimester liner list checklist playlist ' +
    'waitlist fee degree committee guarantee'
  ).split(' '),
);

function isPersonNoun(word: string): boolean {
  return PERSON_NOUNS.has(word) || (/(?:er|or|ist|ian|ee)$/.test(word) && !THING_NOUNS.has(word));
}

/** Two words for one counted thing (COUNTED_THING_SYNONYMS): "stores" and "locations", "SKUs" and "products". */
function sameCountedThing(own: string, word: string): boolean {
  const singular = (text: string) => text.replace(/(?<=[a-z]{2})s$/, '');
  const [first, second] = [singular(own), singular(word)];
  return COUNTED_THING_SYNONYMS.some((group) => group.includes(first) && group.includes(second));
}

/** What a Chinese count of a unit's people follows: the unit (部, 公司, 中心, 全厂) or where in it (店里, 厂里, 班里). */
const UNIT_SIZE_LABEL = /(?:[部科处厂司]|中心|集团|[店厂部班]里|全[厂院校])$/u;
/**
 * Counts side by side in one clause, each a part of one whole: "3名注册专员和1名资料管理员", "4 RNs, 6 MAs and 2
 * front-desk staff". A Chinese comma, a semicolon or a full stop ends the clause ("直接管理8名店长，间接管理…").
 */
const BREAKDOWN =
  /(?<![\d.])(\d{1,4})\s?(?:名|个|位|人)?[^\d，；;。%％]{1,20}?(?:和|及|与|、|以及|加上?|\+|&|,|\band\b|\bplus\b)\s?(?:另外|另有)?\s?(\d{1,4})(?![\d.%％])/gu;
/** People counted after their labels, side by side: "保安12人、保洁8人、工程3人". */
const LABELLED_BREAKDOWN =
  /(?<![\d.])(\d{1,4})\s?(?:名|个人|人|位)[、和及与]\s?\p{Script=Han}{1,6}?(\d{1,4})\s?(?=名|个人|人|位)/gu;

/** The amounts a line lists side by side as the parts of one whole (BREAKDOWN). */
function breakdownAmounts(line: string): Set<number> {
  const amounts = new Set<number>();
  for (const pattern of [BREAKDOWN, LABELLED_BREAKDOWN])
    for (let from = 0; ; ) {
      pattern.lastIndex = from;
      const match = pattern.exec(line);
      if (!match) break;
      amounts.add(Number(match[1]));
      amounts.add(Number(match[2]));
      // The second count may open the next pair ("4 RNs, 6 MAs and 2 staff").
      from = match.index + match[0].length - (match[2]?.length ?? 0);
    }
  return amounts;
}

/** The counts of each line that are one part of a breakdown of people (BREAKDOWN), as the line's claims. */
function breakdownParts(lines: readonly { line: string; claims: readonly Claim[] }[]): Set<Claim> {
  const parts = new Set<Claim>();
  for (const { line, claims } of lines) {
    const amounts = breakdownAmounts(line);
    if (amounts.size === 0) continue;
    for (const claim of claims)
      if (
        claim.kind === 'number' &&
        (claim.unit === 'people' || claim.unit === 'count') &&
        !claim.total &&
        amounts.has(claim.amount)
      )
        parts.add(claim);
  }
  return parts;
}

/** A line naming the person's team: "Direct reports: 2 PMs…", "My team = 3 field techs + 2 analysts", "下属3人". */
const TEAM_LINE = /\bdirect reports?\b|\bmy team\b|^\W*team\s?[=:]|下属/i;
/** Words that count a whole of parts: "a 28-person team", "21 nursing staff", "39人生产团队". */
const WHOLE_WORDS: ReadonlySet<string> = new Set([
  // "6 direct reports" for "Direct reports: 2 PMs, 1 APM, 3 bldg engineers".
  'report',
  'team',
  'staff',
  'crew',
  'person',
  'people',
  'headcount',
  '团队',
  '队伍',
]);

/** A count of people: by its unit, a person noun, or a plural of capitals ("6 RNs", "4 CNAs"). */
function countsPeople(claim: Extract<Claim, { kind: 'number' }>): boolean {
  return (
    claim.unit === 'people' ||
    Boolean(
      claim.subject?.some((word) => namesTeamPeople(word) || /^(?:associate|lead|[a-z]{2,4}s)$/.test(word)),
    )
  );
}

/** What a count counts: its subject words and, in Chinese, the word before it. */
function countedBy(claim: Extract<Claim, { kind: 'number' }>): Set<string> {
  return new Set([...(claim.subject ?? []), ...(claim.label ? [claim.label] : [])]);
}

/** A counted word that names people: "engineers", "nurses", "业务员" (its pair "务员"). */
function namesPeople(word: string): boolean {
  // Beside the endings most Chinese person nouns share, the staff a line counts by their job: 会计, 出纳, 司机, 电工.
  return HAN.test(word)
    ? /(?:[人员师生者长]|代表|会计|出纳|司机|保安|保洁|客服|前台|助手|厨|[技电焊普钳木瓦]工)…?$/u.test(word)
    : isPersonNoun(word);
}

/**
 * Two counts of people whose nouns differ, whatever words they share before them: "8 support agents" are no
 * "8 support team leads".
 */
function otherPeople(own: readonly string[], subject: readonly string[]): boolean {
  const person = (word: string) => isPersonNoun(word) || /^(?:lead|head|manager|supervisor)$/.test(word);
  const [ownPeople, people] = [own.filter(person), subject.filter(person)];
  if (ownPeople.length === 0 || people.length === 0) return false;
  if ([...ownPeople, ...people].some((word) => PEOPLE_IN_GENERAL.has(word))) return false;
  const same = (ownWord: string, word: string) =>
    hasWordOrPlural(new Set([ownWord]), word) ||
    shortensTo(ownWord, word) ||
    shortensTo(word, ownWord) ||
    sameCountedThing(ownWord, word);
  return !people.some((word) => ownPeople.some((ownWord) => same(ownWord, word)));
}

/** People a person serves rather than leads: "12-16 patients a shift" is a caseload, never a team of 12. */
const SERVED_PEOPLE: ReadonlySet<string> = new Set([
  'patient',
  'client',
  'customer',
  'guest',
  'student',
  'visitor',
  'passenger',
  'borrower',
  'tenant',
  'resident',
  'caller',
  'applicant',
  'candidate',
  'vet',
  'veteran',
  '患者',
  '病人',
  '学生',
  '顾客',
  '乘客',
  '客户',
  '孩子',
  '学员',
]);

/**
 * A lead's title, the people under someone or reporting to the person, or a group counted with the person in it, on
 * a line ("升的组长", "区域下面3个销售代表", "4 staff report to me", "组里5个人含我", "shift lead"): its counts of people
 * may be the team the person led, though no lead verb says so. A rank of the Chinese professional titles (主管技师,
 * 主管护师, 主任医师: 职称, not posts) leads no one.
 */
const LEAD_TITLE_OR_UNDER =
  /组长|班长|主管(?!技师|护师|药师|检验师|医师|治疗师|营养师)|经理|店长|负责人|队长|主任(?!医师|护师|药师|技师)|手下|底下|下面|名下|含我|含本人|连我|加我|连同本人|包括我|向我汇报|归我管|(?<![a-z])(?:reports? to me|reporting to me|under me|my (?:team|crew|staff)|lead|supervisor|foreman|captain|manager|head|chief|director|superintendent)(?![a-z])/i;

/**
 * Leads the line names who are someone else: the one the person reports to ("reporting to the Property Claims
 * Manager", "向销售经理汇报"), one they are not ("I'm NOT the program director"), one named by name ("组长为科室副主任
 * 李建国"). Their title makes no count on the line a team the person led.
 */
const OTHERS_LEAD =
  /\breport(?:s|ed|ing)? (?:directly )?to (?:(?:the|my|our|a) )?(?:[A-Za-z&/-]{1,20} ){0,4}?(?:lead|supervisor|foreman|captain|manager|head|chief|director|superintendent)\b|\bnot (?:the|a|an) (?:[A-Za-z&/-]{1,20} ){0,3}?(?:lead|supervisor|foreman|captain|manager|head|chief|director|superintendent)\b|向[^，。；,;向]{1,12}?(?:组长|班长|主管|经理|店长|负责人|队长|主任)汇报|(?:组长|班长|主管|经理|店长|负责人|队长|主任)(?:是|为)(?!我)[^，。；,;]{1,10}/giu;

function withoutOthersLeads(line: string): string {
  return line.replace(OTHERS_LEAD, ' ');
}

/** The units a count of the people someone led can be in. */
const TEAM_SIZE_UNITS: ReadonlySet<NumberUnit> = new Set(['people', 'count', 'plain']);

/** People a person trains or mentors rather than leads: "mentor for 6 new hires" is no team of 6. */
const TRAINED_PEOPLE: ReadonlySet<string> = new Set([
  'hire',
  'trainee',
  'extern',
  'mentee',
  '徒弟',
  '学员',
  '新人',
  // The pair of 实习生 an intern is counted by ("带过2个实习生").
  '习生',
]);

/** A word of what a count counts that names people trained: "new hires", "带过2个实习生", and in Chinese people new to
 * the job ("带过2个新司机跟车", "带3个新员工": the pair 新 opens). */
function namesTrainedPeople(word: string): boolean {
  return TRAINED_PEOPLE.has(word) || /^新\p{Script=Han}$/u.test(word);
}

/** Words right before a count of the people trained ("trained 11 teachers", "precepted 4 medics"): no team. */
const TRAINING_WORDS: ReadonlySet<string> = new Set([
  'trained',
  'training',
  'train',
  'trains',
  'mentored',
  'mentoring',
  'mentor',
  'mentors',
  'coached',
  'coaching',
  'precepted',
  'precepting',
  'onboarded',
  'taught',
]);

/** A counted word naming people who could be a team the person led: not patients, clients, students or trainees. */
function namesTeamPeople(word: string): boolean {
  return namesPeople(word) && !SERVED_PEOPLE.has(word) && !namesTrainedPeople(word);
}

/** The word, or its plain plural or singular: "beds" and "bed", which matching's singular keeps apart (4 letters). */
/** Words for pay right after a bare figure ("1500补贴"): the figure is money. */
const PAY_AFTER = /^(?:块|元)?(?:补贴|工资|奖金|津贴|提成|底薪|月薪|年薪|绩效)/u;
/** Words for a cost or an income right before a bare figure ("获客成本1550左右", "客单价129"): the figure is money. */
const MONEY_BEFORE =
  /(?:成本|预算|费用|单价|客单价|价格|薪资|工资|月薪|年薪|收入|营收|毛利|利润|奖金|补贴|花了|花费|支出)\s?$/u;

/**
 * Kinds of place a reach is counted in ("rolled out across 6 regions", "覆盖3个城市"). How far work reached is a
 * claim of its own: it stands on the source counting the same amount of the same kind of place, never on a bare
 * "6" or on "6 transformers".
 */
const PLACE_KINDS: readonly (readonly string[])[] = [
  ['region', 'territory', 'zone', '大区', '片区', '区域', '地区'],
  ['city', 'cities', 'metro', '城市'],
  ['country', 'countries', 'nation', '国家'],
  ['state', 'province', '省', '省份'],
  ['market', '市场'],
  ['continent', '大洲'],
];

/**
 * A count of places: the first word it counts names a kind of place ("6 regions", "3个城市"; not "40 mid-market
 * accounts"). An approximate one ("about 40 cities") is left to the rounding rules.
 */
function countsPlacesOnly(claim: Extract<Claim, { kind: 'number' }>): boolean {
  const [first] = claim.subject ?? [];
  if (claim.approx || first === undefined) return false;
  return HAN.test(first) ? (claim.subject ?? []).some((word) => placeKind(word) >= 0) : placeKind(first) >= 0;
}

function placeKind(word: string): number {
  const singular = word.replace(/(?<=[a-z]{3})s$/, '');
  return PLACE_KINDS.findIndex((kind) => kind.includes(word) || kind.includes(singular));
}

/** Words of a change's wording that say nothing of what changed. */
const CHANGE_WORDING =
  /^(?:from|down|with|that|this|than|over|into|after|before|while|when|which|their|were|have|improv\w*|increas\w*|reduc\w*|rais\w*|grow\w*|grew|cut|lower\w*|boost\w*|percent|提升|提高|降低|下降|减少|增加|增长|缩短|降至|提升至|负责|通过|完成|提了|降了|涨了|少了|多了|达到|做到|提到|降到|个点)$/;

/** Function words (of three letters, and longer prepositions and pronouns) that say nothing of what a figure is of. */
const SHORT_FUNCTION_WORDS: ReadonlySet<string> = new Set(
  // Longer ones too: "through" would stand for "throughput", "over" for "overtime" as a short form.
  'the and for was are our per has had his her its out off all any new one two six ten not but who how why yet via get got put set ran run led won top key day use own may can did let with from into onto over under through about after before across within while when where which that this than then them they their there these those each also more most less some such only both were been being have will would'.split(
    ' ',
  ),
);

/** A pair of unit characters ("万元", "亿元", "小时"): says how a figure is counted, never what it is of. */
const UNIT_PAIR = /^[万亿千百元块人名个位次年月日天周小时分秒]{2}$/u;

/**
 * The words that say what a line is about: Latin words of three letters or more (without a plural s, and no
 * function word) and Chinese pairs, less the words any change is worded in.
 */
function contextWords(line: string): Set<string> {
  const words = new Set<string>();
  for (const [word] of line.toLowerCase().matchAll(/[a-z]{3,}/g))
    if (!CHANGE_WORDING.test(word) && !SHORT_FUNCTION_WORDS.has(word))
      words.add(word.replace(/(?<=[a-z]{3})s$/, ''));
  for (const [run] of line.matchAll(/\p{Script=Han}{2,}/gu))
    for (let index = 0; index + 2 <= run.length; index++) {
      const pair = run.slice(index, index + 2);
      if (!CHANGE_WORDING.test(pair) && !UNIT_PAIR.test(pair)) words.add(pair);
    }
  return words;
}

/** A percent sign or word right after a figure. */
const PERCENT_AFTER = /^\s?(?:%|％|percent|pct)/i;

/** Where a line's clauses part: commas, semicolons, full stops and a spaced dash, in either script. */
const CLAUSE_BREAK = /,(?!\d{3}(?!\d))|[;，；。！？!?]|\s[-–—]\s/;

/**
 * The context words of the clauses of `line` that hold the figure `value` ("grew RevPAR 12%" of "180-room property;
 * grew RevPAR 12% in 2019"), or of the whole line when no clause holds it as written or the clause is figures only.
 */
function clauseWordsAround(line: string, value: string, enough = 2): Set<string> {
  const clauses = line.split(CLAUSE_BREAK);
  const words = new Set<string>();
  const holding = (percent: boolean) =>
    clauses.map((clause) =>
      indexesOf(clause, value).some(
        (at) =>
          !/[\d.,]/.test(clause[at - 1] ?? ' ') &&
          !/\d/.test(clause[at + value.length] ?? ' ') &&
          (!percent || PERCENT_AFTER.test(clause.slice(at + value.length, at + value.length + 9))),
      ),
    );
  // A percent's clause is the one writing it as a percent: "9%" is not the "9 runs a shift" of the same line.
  const asPercent = holding(true);
  const holds = asPercent.some(Boolean) ? asPercent : holding(false);
  clauses.forEach((clause, index) => {
    if (!holds[index]) return;
    const own = contextWords(clause);
    // A clause that barely names what its figure is of ("30-day readmits ~14% → 11%", "19年97.9%") continues
    // the one before it.
    const said = own.size >= enough ? own : new Set([...own, ...contextWords(clauses[index - 1] ?? '')]);
    for (const word of said) words.add(word);
  });
  // A clause of figures only ("from 62% to 74%") says what they are of in the rest of the line.
  return words.size > 0 ? words : contextWords(line);
}

/** Whether a figure was written scaled ("50万", "1.2亿", "590k"): its amount is not its digits. */
function writtenScaled(claim: Extract<Claim, { kind: 'number' }>): boolean {
  return claim.amount !== Number(claim.value.replace(/,/g, ''));
}

/**
 * Whether `said` (the words of a claim's clause) shares a context word with any of the source's `stated` clauses (a
 * short form counts).
 */
function sharesContext(stated: readonly ReadonlySet<string>[], said: ReadonlySet<string>): boolean {
  const words = [...said];
  return stated.some((own) => [...own].some((word) => words.some((other) => sameContextWord(word, other))));
}

/**
 * Words for what a percent measures ("throughput", "效率", "满意度"). A percent whose clause names a measure the
 * resume never names ("…from 71.4 to 78.9, improving throughput by 11%") stands on nothing the person wrote, however
 * many words the rest of its line shares with the resume.
 */
const MEASURE_WORDS =
  /^(?:throughput|efficiency|productivity|turnaround|satisfaction|csat|nps|conversion|retention|engagement|utilization|uptime|accuracy|yield|margin|revenue|sale|cost|spend|savings?|output|capacity|velocity|efficiencies|效率|人效|满意|意度|转化|留存|营收|成本|毛利|良率|产能|产量|周转|利用)$/;

/** The measures the clause of `line` holding the percent `value` names. */
function measuresOf(line: string, value: string): string[] {
  return [...clauseWordsAround(line, value, 1)].filter((word) => MEASURE_WORDS.test(word));
}

/** Whether two context words are one: the same, or one a short form of the other ("readmit" of "readmissions"). */
function sameContextWord(own: string, word: string): boolean {
  if (own === word) return true;
  const [short, long] = own.length <= word.length ? [own, word] : [word, own];
  if (!/^[a-z]+$/.test(short) || !long.startsWith(short)) return false;
  // "occ" of "occupancy", "mgr" no: a short form of three or four letters stands for a much longer word.
  return short.length >= 5 || long.length >= short.length + 3;
}

function hasWordOrPlural(words: ReadonlySet<string>, word: string): boolean {
  return words.has(word) || words.has(`${word}s`) || (word.endsWith('s') && words.has(word.slice(0, -1)));
}

/**
 * "64 vents" counts the "64 ventilators" of the rewrite, "5-8 vented" the "5-8 ventilated": a Latin word cut
 * short, compared without its ending, of four letters or more. "1 wknd in 4" counts the weekends of "1 weekend
 * in 4", "bldgs" buildings: a short form of four letters or more with a vowel at most, its letters in order.
 * "medic" counts paramedics: a word of five letters or more that ends a longer one.
 */
function shortensTo(short: string, long: string): boolean {
  if (!/^[a-z]+$/.test(short) || long.length <= short.length) return false;
  const stem = (word: string) => word.replace(/(?<=[a-z]{4})(?:ed|ing)$/, '');
  const [shortStem, longStem] = [stem(short), stem(long)];
  if (shortStem.length >= 4 && longStem.length > shortStem.length && longStem.startsWith(shortStem))
    return true;
  // "~9 as a medic" counts the paramedics of "about 9 as a paramedic": the word at the end of a longer one.
  if (short.length >= 5 && long.endsWith(short)) return true;
  return (
    short.length >= 4 &&
    (short.match(/[aeiou]/g)?.length ?? 0) <= 1 &&
    short[0] === long[0] &&
    short.at(-1) === long.at(-1) &&
    lettersInOrder(short, long)
  );
}

function lettersInOrder(short: string, long: string): boolean {
  let at = 0;
  for (const letter of short) {
    at = long.indexOf(letter, at) + 1;
    if (at === 0) return false;
  }
  return true;
}

/** "38 FOH" counts the "front-of-house staff" of the rewrite: the source's word is their initials. */
function isAcronymOf(written: string, subject: readonly string[]): boolean {
  // "118 IL/AL units" are "118 independent and assisted living apartments": short forms joined by slashes, one
  // for each word counted, in order.
  const joined = written.split('/');
  if (joined.length >= 2 && joined.every((part) => /^[a-z]{2,3}$/.test(part)))
    return joined.map((part) => part[0]).join('') === subject.map((part) => part[0]).join('');
  // "41 PCOs", "1,450 WOWs", "3 JLs": an acronym's plural ("OOS" is tried as written too).
  if (written.length === 3 && written.endsWith('s') && isAcronymOf(written.slice(0, 2), subject)) return true;
  const word = written.length >= 4 ? written.replace(/s$/, '') : written;
  if (word.length < 2 || word.length > 5) return false;
  // "OJT" is "on-the-job training": a joining word inside a hyphenated word has no initial, and the subject's
  // last piece of a hyphenated word, listed again on its own ("on-the-job", "job"), counts once.
  const initials = subject
    .filter((part, index) => index === 0 || !(subject[index - 1] ?? '').endsWith(`-${part}`))
    .flatMap((part) =>
      part
        .split('-')
        .filter((piece, at) => at === 0 || !/^(?:the|of|and|for|to|a|an)$/.test(piece))
        .map((piece) => piece[0] ?? ''),
    )
    .join('');
  // "OOS" is "out of service", "RFI" "request for information": the initial of a joining "of", "and", "the" or
  // "for" inside is not among the words counted.
  return (
    initials.startsWith(word) ||
    (word.length >= 3 &&
      initials.startsWith(`${word[0]}${word.slice(1, -1).replace(/[oatf]/g, '')}${word.at(-1)}`))
  );
}

/** Words a reworded title may add without claiming anything: "Engineer, Payments" → "Engineer of Payments". */
const ROLE_FILLER: ReadonlySet<string> = new Set(['and', 'of', 'the', 'in', 'for', 'a', 'an']);
/** Seniority abbreviations the title matcher reads as seniority words rather than spelling out. */
const SENIORITY_SPELLED: Readonly<Record<string, string>> = { sr: 'senior', jr: 'junior' };
/** How a resume shortens a title word: "Dir. of Development" states a Director. */
const TITLE_SHORT_FORMS: Readonly<Record<string, readonly string[]>> = {
  director: ['dir'],
  manager: ['mgr', 'mngr'],
  senior: ['sr'],
  supervisor: ['supv', 'supvr'],
  'senior vice president': ['svp'],
  'executive vice president': ['evp'],
  'vice president': ['vp'],
  general: ['gen'],
  superintendent: ['supt', 'super'],
  'chief audit executive': ['cae'],
  sergeant: ['sgt'],
  // Army ranks written out: "Staff Sergeant" for the SSG of the resume.
  'staff sergeant': ['ssg'],
  'sergeant first class': ['sfc'],
  professor: ['prof'],
  assistant: ['asst'],
  administrative: ['admin'],
  manufacturing: ['mfg'],
  production: ['prod'],
  'registered nurse': ['rn'],
  'licensed practical nurse': ['lpn'],
  'licensed vocational nurse': ['lvn'],
  'certified nursing assistant': ['cna'],
  'human resources': ['hr'],
  'food and beverage': ['f&b'],
};
/** Chinese titles and the short forms people write them in, compared in the short form: 高工 is 高级工程师. */
const CHINESE_TITLE_SHORT_FORMS: readonly (readonly [RegExp, string])[] = [
  [/高级工程师/g, '高工'],
  [/主治医师/g, '主治'],
  [/总经理助理/g, '总助'],
  [/教师/g, '老师'],
  // 职称: "副高（主任记者）" is a 副高级职称.
  [/副高级职称/g, '副高'],
  [/正高级职称/g, '正高'],
];
/** The text with the short forms of Chinese titles written out (高工 → 高级工程师). */
export function longChineseTitles(text: string): string {
  return CHINESE_TITLE_SHORT_FORMS.filter(([, short]) => short !== '老师').reduce(
    (out, [long, short]) => out.replaceAll(short, long.source),
    text,
  );
}
function shortChineseTitles(text: string): string {
  return CHINESE_TITLE_SHORT_FORMS.reduce((out, [long, short]) => out.replace(long, short), text);
}
/**
 * Whether a run of Chinese characters is written in one field (a line, or a cell of a "|" line) in pieces of two or
 * more characters, in any order:
 * "心内科护士" is on "护士（心内科）", "分管销售副总经理" on "副总经理（分管销售）"; "总建筑师" is not on "总建筑面积、建筑师".
 */
function inPiecesOfOneField(run: string, lines: readonly string[]): boolean {
  return lines.some((line) => {
    // The pieces make most of the field: a long field ("车间主任（注塑+装配）/ 兼EHS联络人") holds pieces of many titles.
    if (run.length < 0.7 * (line.match(/\p{Script=Han}/gu)?.length ?? 0)) return false;
    let at = 0;
    while (at < run.length) {
      let end = run.length;
      while (end - at >= 2 && !line.includes(run.slice(at, end))) end -= 1;
      if (end - at < 2) return false;
      at = end;
    }
    return true;
  });
}
const roleWord = (word: string): string => canonicalWord(SENIORITY_SPELLED[word] ?? word);
/** Each short form as a whole-word pattern (a dot after it allowed) with the word it stands for. */
const SHORT_FORM_PATTERNS: readonly (readonly [RegExp, string])[] = Object.entries(TITLE_SHORT_FORMS).flatMap(
  ([word, shorts]) => shorts.map((short) => [new RegExp(`\\b${short}\\b\\.?`, 'g'), word] as const),
);

/** A lower-cased title with its short forms spelled out ("sr. dir" → "senior director", "vp" → "vice president"). */
export function spellOutTitleWords(lowerCased: string): string {
  return SHORT_FORM_PATTERNS.reduce((text, [pattern, word]) => text.replace(pattern, word), lowerCased);
}

/** Chinese digits by value; 〇, 零 and ○ are all zero (their index modulo 10). */
const CHINESE_DIGITS = '〇一二三四五六七八九零';

/** A name of one Latin word: "Target", "Wal-Mart", "McDonald's". */
const ONE_LATIN_WORD = /^[A-Za-z][A-Za-z'’.-]*$/;

/** A maker written before its product: "Microsoft Excel" is Excel. */
const TOOL_MAKER =
  /^(?:microsoft|ms|google|adobe|autodesk|oracle|ibm|apple|amazon|aws|sap|salesforce)\s+(?=\S)/i;
/** A kind of product written after its name: "Toast POS" is Toast, "Salesforce CRM" is Salesforce. */
const TOOL_KIND =
  /(?<!\s)\s+(?:crm|pos|pms|erp|ehr|emr|lms|wms|tms|online|cloud|desktop|pro|suite|enterprise|platform|software|system)$/i;
/** Products known by two names, keyed by the comparable form of one. */
const TOOL_OTHER_NAMES: Readonly<Record<string, readonly string[]>> = {
  quickbooksonline: ['QBO'],
  qbo: ['QuickBooks Online'],
  instagram: ['IG', 'Insta'],
  facebook: ['FB'],
  powerpoint: ['PPT'],
  googleworkspace: ['G Suite', 'GSuite'],
  gsuite: ['Google Workspace'],
  microsoft365: ['Office 365', 'O365'],
  office365: ['Microsoft 365', 'M365'],
};

/** 九 → 9, 十 → 10, 十一 → 11, 十二 → 12: a month written in Chinese numerals, or undefined. */
function chineseMonth(written: string): number | undefined {
  const ones = (character: string | undefined) => (character ? CHINESE_DIGITS.indexOf(character) % 10 : 0);
  const value = written.startsWith('十') ? 10 + ones(written[1]) : ones(written[0]);
  return value >= 1 && value <= 12 ? value : undefined;
}

export class ClaimSource {
  private readonly text: string;
  /** The source as written (case kept), for initials. */
  private readonly original: string;
  private readonly compact: string;
  private readonly claims: Claim[];
  private readonly months: Set<number>;
  /** Numbers by amount, and dates by part and amount: looked up, so a line of many numbers stays cheap. */
  private readonly numbers = new Map<string, Set<NumberUnit>>();
  /** The Chinese words each count of the source is written beside ("11个护士", "副值1"): what it counts. */
  private readonly countLabels = new Map<string, Set<string>>();
  /**
   * What the source's counts of each amount count, where it says ("26 store leases", "4个任务"); `among` for the number
   * of those a rank is among ("3rd of 9 areas").
   */
  private readonly counted = new Map<string, { unit: NumberUnit; words: Set<string>; among?: boolean }[]>();
  /** Numbers in names: "m365" glued ("glued:365") and "opera 5" after a word. */
  private readonly namedNumbers = new Set<string>();
  /** Bare numbers after a capitalised word ("Opera 5", "Beltway 8"): a name's, supporting no count of anything. */
  private readonly namePlainNumbers = new Set<string>();
  private readonly dates = new Set<string>();
  /** The months the source dates with their year (`year:month`), which a period of that year may stand on. */
  private yearMonths: Set<string> | undefined;
  /** The currencies each amount of money is stated in ('unnamed' where no sign or word names one). */
  private readonly currencies = new Map<string, Set<string>>();
  /** Changes worked out from a "from … to …" of the source: "from 10 days to 6" states a cut of 4 days, and of 40%. */
  private readonly changes = new Map<string, Set<NumberUnit>>();
  /** The words of the lines each change was worked out on: what changed ("discount" of "discount from 22% to 13%"). */
  private readonly changeLines = new Map<string, ReadonlySet<string>[]>();
  /** Changes the source states as such (a rise of 100% for "doubled"), not worked out from a line's two figures. */
  private readonly statedChanges = new Set<string>();
  /** What a counted change counts, where its unit says ("minute" of "from 45 minutes to 15"). */
  private readonly changeWords = new Map<string, string>();
  /** The periods each Chinese figure is counted over ('none' where no period is named): 月均 is no 日均. */
  private readonly periods = new Map<string, Set<string>>();
  /** The years the source's dated entries span, as a summary may count them ("8 years" for 2017.01 - 2024.12). */
  private readonly spannedYears = new Set<number>();
  /** Amounts of people the source says someone led, or names as people ("5 engineers", "3名工程师"). */
  private readonly ledAmounts = new Set<string>();
  /** Ranges of people the person led ("a crew of 6-9"): a team said as the same range stands on them. */
  private readonly ledRanges = new Set<string>();
  /** Amounts of people led that the source states only as one part of a breakdown ("3名注册专员和1名资料管理员"). */
  private readonly partOnlyLedAmounts = new Set<string>();
  /**
   * Totals of one line's counts (readSums): what each part counted, whether the line leads them, and whether the
   * parts are all the line's counts.
   */
  private readonly sums = new Map<
    string,
    { parts: ReadonlySet<string>[]; led: boolean; people: boolean; all: boolean }[]
  >();
  /** The source without the role the person seeks (objective, target role, an outline's H1): roles held. */
  private readonly heldRoleText: string;
  private readonly heldRoleCompact: string;
  /** The held-role text by field, where a title's pieces are looked for. */
  private heldRoleLines: string[] | undefined;
  /** The source with the short forms of titles written out (高工, SVP), for title claims. */
  private spelledOutText: string | undefined;

  constructor(source: string) {
    this.original = plainText(source);
    this.text = this.original.toLowerCase();
    this.compact = comparable(plainText(source));
    this.heldRoleText = plainText(source.replace(SOUGHT_ROLE_LINE, '')).toLowerCase();
    this.heldRoleCompact = comparable(this.heldRoleText);
    // A list's numbering ("2. Parcelbird | …") counts nothing: it never supports "2 regions".
    // Line by line, and only lines a resume has: the patterns are linear per line only up to a length
    // (claimsByLine), and an upload may be 200,000 characters of anything.
    const lines = claimsByLine(source.replace(/^[ \t]*\d{1,3}[.)、][ \t]+/gm, ''));
    this.claims = lines.flatMap(({ claims }) => claims);
    this.readSums(lines);
    this.readFigureLines(lines);
    this.readRateLines(lines);
    this.months = new Set(monthsNamedIn(plainText(source)));
    this.readChanges(source);
    this.readFrequencies();
    this.readSpannedYears(source);
    this.readDateForms(this.original);
    // A count of people sizes a team the person led only on a line that leads people or names a lead or the people
    // under one; elsewhere ("Built 14 modules for 1,100 employees", "全年级共14个班") it names people, no team.
    const onLeadingLines = new Set(
      lines
        .filter(({ line }) => leadsPeople(line) || LEAD_TITLE_OR_UNDER.test(withoutOthersLeads(line)))
        .flatMap(({ claims }) => claims),
    );
    const parts = breakdownParts(lines);
    const ledWhole = new Set<string>();
    for (const claim of this.claims) {
      if (claim.kind === 'date') this.dates.add(`${claim.part}:${claim.amount}`);
      // "24H2", "22Q3": the year of a quarter or half written short is a year the source states.
      if (claim.kind === 'period' && claim.year !== undefined) this.dates.add(`year:${claim.year}`);
      if (claim.kind !== 'number') continue;
      if (claim.name && claim.unit === 'plain') {
        this.namePlainNumbers.add(amountKey(claim.amount));
        continue;
      }
      this.addNumber(claim.amount, claim.unit);
      const periods = this.periods.get(amountKey(claim.amount)) ?? new Set<string>();
      periods.add(claim.period ?? 'none');
      this.periods.set(amountKey(claim.amount), periods);
      // A count that names its people ("5 direct reports", "3名主管") may be a team; a bare "3人" is not.
      // "~7 jobs a night" after "Lead 11 AMTs" counts jobs: a lead word in the clause makes no team of things.
      // A breakdown in brackets ("5个人（2个施工员…）") counts members of a team, not a team.
      // The people of a unit ("业务部12个人", "公司100来号人", "店里20来号人") are its size, no team anyone led.
      // "Crew 2", "Crew 4 rubber gloving": a number in a name ("Crew 2" is the crew called 2) counts no one; "4 of my
      // current staff" are some of a team, not its size.
      if (
        !claim.name &&
        !claim.partOf &&
        ((claim.team && !claim.member && !claim.notLed && !claim.subject?.some(namesTrainedPeople)) ||
          (!claim.bracketed &&
            !claim.member &&
            !claim.notLed &&
            !TRAINING_WORDS.has(claim.wordBefore ?? '') &&
            !UNIT_SIZE_LABEL.test(claim.label ?? '') &&
            // "2-3 crew-wks" counts weeks of a crew's work, no crew of 3.
            ((onLeadingLines.has(claim) &&
              claim.subject?.some(namesTeamPeople) &&
              // "4 student engineers rode w/ me" are trainees, whatever else the count names them.
              !claim.subject.some(
                (word) => RATE_PERIODS.has(word) || SERVED_PEOPLE.has(word) || namesTrainedPeople(word),
              )) ||
              // "带了12个新人过试用期" counts people trained, whatever lead word is on the line.
              // "服务3个代运营客户": one word of the subject naming people served makes them no team.
              (onLeadingLines.has(claim) &&
                claim.unit === 'people' &&
                Boolean(claim.subject?.length) &&
                !claim.subject?.some((word) => SERVED_PEOPLE.has(word) || namesTrainedPeople(word))) ||
              // "驻场3个月" on a line with a lead word is a stay of 3 months: a duration, a sum or a share is no team.
              (claim.led && !claim.subject?.length && TEAM_SIZE_UNITS.has(claim.unit)))))
      ) {
        // One end of a range ("a crew of 6-9", "2-3 journeymen") is no team size alone: the range is.
        if (claim.range) this.ledRanges.add(claim.range);
        else {
          this.ledAmounts.add(amountKey(claim.amount));
          if (parts.has(claim)) this.partOnlyLedAmounts.add(amountKey(claim.amount));
          else ledWhole.add(amountKey(claim.amount));
        }
      }
      if (claim.unit === 'money') {
        const currencies = this.currencies.get(amountKey(claim.amount)) ?? new Set<string>();
        currencies.add(claim.currency ?? 'unnamed');
        this.currencies.set(amountKey(claim.amount), currencies);
      }
      // "doubled" (2x) is a rise of 100%, and a rise of 200% is 3x: one change, written either way.
      if (claim.unit === 'times' && claim.amount > 1)
        this.addStatedChange((claim.amount - 1) * 100, 'percent');
      if (claim.unit === 'percent' && claim.amount >= 100 && Number.isInteger(claim.amount / 100))
        this.addStatedChange(1 + claim.amount / 100, 'times');
      if (claim.unit === 'count' || claim.unit === 'plain' || claim.unit === 'people') {
        const labels = this.countLabels.get(amountKey(claim.amount)) ?? new Set<string>();
        // The word before a bare count is what it counts ("副值1", "护士11人"); before a counted thing it is not
        // ("居民3200户" counts households, "辖内9家支行" branches).
        const label = claim.subject?.length ? '' : (claim.label ?? '');
        for (const word of [label, ...(claim.subject ?? [])])
          if (word.length >= 2 && HAN.test(word)) labels.add(word);
        this.countLabels.set(amountKey(claim.amount), labels);
        const subjects = this.counted.get(amountKey(claim.amount)) ?? [];
        subjects.push({
          unit: claim.unit,
          words: new Set(claim.subject ?? []),
          ...(claim.rankedAmong ? { among: true } : {}),
        });
        this.counted.set(amountKey(claim.amount), subjects);
      }
    }
    for (const amount of ledWhole) this.partOnlyLedAmounts.delete(amount);
  }

  /** "quarterly" states every 3 months, "biweekly" every 2 weeks: the interval a rewrite may write as a number. */
  private readFrequencies(): void {
    for (const [pattern, amount, unit] of FREQUENCY_WORDS) {
      if (pattern.test(this.text)) this.addNumber(amount, unit);
    }
  }

  private addChange(amount: number, unit: NumberUnit): void {
    const units = this.changes.get(amountKey(amount)) ?? new Set<NumberUnit>();
    units.add(unit);
    this.changes.set(amountKey(amount), units);
  }

  /** A change the source states in other words ("翻了一番" is a rise of 100%): it needs no line of its own. */
  private addStatedChange(amount: number, unit: NumberUnit): void {
    this.addChange(amount, unit);
    this.statedChanges.add(amountKey(amount));
  }

  private addNumber(amount: number, unit: NumberUnit): void {
    const units = this.numbers.get(amountKey(amount)) ?? new Set<NumberUnit>();
    units.add(unit);
    this.numbers.set(amountKey(amount), units);
  }

  /** "from 10 days to 6", "由5%降至2%": the change (4 days; 3 points) and the change as a share (40%; 60%). */
  private readChanges(source: string): void {
    for (const line of plainText(source).split('\n')) {
      if (line.length > 400) continue;
      for (const match of line.matchAll(FROM_TO)) {
        // Groups: sign, figure, multiplier, unit of the first amount (1-4 after "from", 5-8 otherwise), then 9-12.
        const first = match[2] === undefined ? 5 : 1;
        const [sign, figure, multiplier, written] = [0, 1, 2, 3].map((offset) => match[first + offset]);
        const [toSign, toFigure, toMultiplier, toWritten] = [9, 10, 11, 12].map((group) => match[group]);
        // "from $2 to $3M": a multiplier on one amount is the other's too where that one is small; "从2000到1万" is not.
        const scale = (own: string | undefined, other: string | undefined, value: number) =>
          value * (CHANGE_MULTIPLIERS[(own ?? (value < 1000 ? other : undefined) ?? '').toLowerCase()] ?? 1);
        const fromFigure = Number((figure ?? '').replace(/,/g, ''));
        const toValue = Number((toFigure ?? '').replace(/,/g, ''));
        const from = scale(multiplier, toMultiplier, fromFigure);
        const to = scale(toMultiplier, multiplier, toValue);
        const unitWord = toWritten ?? written ?? '';
        const unit =
          sign || toSign
            ? 'money'
            : (CHANGE_UNITS.find(([pattern]) => pattern.test(unitWord))?.[1] ?? 'count');
        if (!(from > 0) || !(to > 0) || from === to) continue;
        // "19 days → 2": the figure after the arrow is in the unit of the one before it, and the other way.
        if (unit !== 'count') {
          if (written && !toWritten) this.addNumber(to, unit);
          if (toWritten && !written) this.addNumber(from, unit);
        }
        const change = Math.abs(from - to);
        this.addChange(Number(change.toFixed(2)), unit);
        if (unit === 'count') {
          this.addChange(Number(change.toFixed(2)), 'plain');
          // "from 45 minutes to 15" states a cut "by 30 minutes": what the change counts, where a unit says.
          const counted = unitWord
            ? canonicalWord(SHORT_UNIT_WORDS[unitWord.toLowerCase()] ?? unitWord.toLowerCase())
            : '';
          if (counted) this.changeWords.set(amountKey(Number(change.toFixed(2))), counted);
        }
        const share = (change / from) * 100;
        this.addChange(Math.round(share), 'percent');
        this.addChange(Number(share.toFixed(1)), 'percent');
        for (const amount of [change, Math.round(share), Number(share.toFixed(1))]) {
          const key = amountKey(Number(amount.toFixed(2)));
          this.changeLines.set(key, [...(this.changeLines.get(key) ?? []), contextWords(line)]);
        }
        // "from 500 to 1,500" is 3x; "from 800 ms to 400 ms" halved (2x down).
        const ratio = Math.max(from, to) / Math.min(from, to);
        if (Math.abs(ratio - Math.round(ratio * 10) / 10) < 0.01)
          this.addChange(Math.round(ratio * 10) / 10, 'times');
      }
    }
  }

  /**
   * Totals a careful writer states from one line's counts: "oversaw 3 shift leads and 25 associates" is a team of
   * 28 (led, when the line leads them). Two or three counts, or all of a line's, never rounded ones, never across
   * lines; statesSum decides which totals a claim may stand on.
   */
  private readSums(lines: readonly { line: string; claims: readonly Claim[] }[]): void {
    for (const { line, claims } of lines) {
      const counts = claims.filter(
        (claim): claim is Extract<Claim, { kind: 'number' }> =>
          claim.kind === 'number' && (claim.unit === 'people' || claim.unit === 'count') && !claim.approx,
      );
      if (counts.length < 2 || counts.length > 6) continue;
      const led = leadsPeople(line);
      const listed = breakdownAmounts(line);
      const add = (parts: readonly (typeof counts)[number][]) => {
        const key = amountKey(parts.reduce((total, part) => total + part.amount, 0));
        const sums = this.sums.get(key) ?? [];
        // A line of the person's direct reports or team counts people, however it names them ("2 PMs, 1 APM, 3 bldg
        // engineers").
        const people =
          parts.every(countsPeople) || (TEAM_LINE.test(line) && parts.every((part) => !part.bracketed));
        // A breakdown in brackets is of the count before it ("3个实施（2个MES+1个ERP）"): never added to it.
        const mixed = parts.some((part) => part.bracketed) && parts.some((part) => !part.bracketed);
        // All the parts of a breakdown the line lists ("3 shift leads and 25 associates" across two shifts), or all
        // its counts where it lists none.
        const all =
          !mixed &&
          (listed.size > 0
            ? parts.length === listed.size && parts.every((part) => listed.has(part.amount))
            : parts.length === counts.length);
        // People trained are no team the person led ("trained 2 externs and 1 new audiologist"), nor people the
        // line says the person does not lead ("mentored 7 engineers over the years"), nor the breakdown in brackets
        // of such a count ("mentored 3 engineers (2 new grads, 1 transfer)").
        const notLedCount = (part: (typeof counts)[number]) =>
          part.notLed === true ||
          TRAINING_WORDS.has(part.wordBefore ?? '') ||
          (part.subject ?? []).some((word) => namesTrainedPeople(word) || /^train/.test(word));
        const countBracketed = (part: (typeof counts)[number]) =>
          counts.slice(0, counts.indexOf(part)).findLast((count) => !count.bracketed);
        const trained = parts.some((part) => {
          const owner = part.bracketed ? countBracketed(part) : undefined;
          return notLedCount(part) || (owner !== undefined && notLedCount(owner));
        });
        sums.push({ parts: parts.map(countedBy), led: led && !trained, people, all });
        this.sums.set(key, sums);
      };
      for (let first = 0; first < counts.length; first += 1)
        for (let second = first + 1; second < counts.length; second += 1) {
          add([counts[first]!, counts[second]!]);
          for (let third = second + 1; third < counts.length; third += 1)
            add([counts[first]!, counts[second]!, counts[third]!]);
        }
      // More parts are summed whole only: "保安12人、保洁8人、工程3人、客服4人" is a team of 27.
      const listedParts = counts.filter((count) => listed.has(count.amount));
      if (listedParts.length > 3) add(listedParts);
      if (counts.length > 3 && listedParts.length !== counts.length) add(counts);
    }
  }

  /**
   * Whether the claim is a total of one line's counts of people (led ones for a team), worded as a whole and naming
   * no single part: "10 nursing staff" for "6 RNs and 4 CNAs", never "10 RNs"; totals of things stand on nothing.
   */
  private statesSum(claim: Extract<Claim, { kind: 'number' }>, team: boolean): boolean {
    if (claim.unit !== 'people' && claim.unit !== 'count') return false;
    // Worded as a whole: "共6个", "a 28-person team", "39人生产团队".
    // Small counts add up to many figures by chance ("7 regions"): only a whole of people, worded as one, is a total.
    const whole = claim.total || Boolean(claim.subject?.some((word) => WHOLE_WORDS.has(word)));
    // "a team of 28", "28人团队": a team named without its people is the whole of all the line's counts, never of some.
    const wholeTeam = claim.team === true && !claim.subject?.length;
    if (!whole && !wholeTeam) return false;
    const words = [...countedBy(claim)];
    return (this.sums.get(amountKey(claim.amount)) ?? []).some((sum) => {
      // What a part counts is read loosely ("RNs", "associates" name no person noun), so kinds are not compared.
      if (((team || wholeTeam) && !sum.led) || (!whole && !sum.all)) return false;
      const named = sum.parts.map((part) => words.some((word) => hasWordOrPlural(part, word)));
      // "10 nursing staff" names no part; "7 senior engineers" of "4 senior and 3 junior engineers" names one.
      return sum.people && (!named.some(Boolean) || named.every(Boolean));
    });
  }

  /**
   * Dates a person writes in forms no claim reads, which a model rightly writes out: "3/19 – 11/22" (March 2019 to
   * November 2022), "21年底", "22财年", "二〇一九年九月", "2019–20".
   */
  private readDateForms(text: string): void {
    const year = (digits: string) => {
      const two = Number(digits.slice(-2));
      // A two-digit year is of this century up to next year, else of the last.
      return digits.length === 4
        ? Number(digits)
        : two <= (new Date().getFullYear() % 100) + 1
          ? 2000 + two
          : 1900 + two;
    };
    for (const match of text.matchAll(/(?<![\d/.,])(0?[1-9]|1[0-2])\/(\d\d)(?![\d/.,])/g)) {
      this.dates.add(`month:${Number(match[1])}`);
      this.dates.add(`year:${year(match[2]!)}`);
    }
    // "24/10接入": a two-digit year that cannot be a month, then the month (Chinese shorthand for 2024年10月).
    for (const match of text.matchAll(/(?<![\d/.]|\d,)(1[3-9]|[23]\d)\/(0?[1-9]|1[0-2])(?![\d/.%]|,\d)/g)) {
      this.dates.add(`month:${Number(match[2])}`);
      this.dates.add(`year:${year(match[1]!)}`);
    }
    // "11/15/2020", "7/28/24": a US date's month comes first.
    for (const match of text.matchAll(
      /(?<![\d/.,])(0?[1-9]|1[0-2])\/(?:0?[1-9]|[12]\d|3[01])\/((?:19|20)?\d\d)(?![\d/])/g,
    )) {
      this.dates.add(`month:${Number(match[1])}`);
      this.dates.add(`year:${year(match[2]!)}`);
    }
    for (const match of text.matchAll(/(?<![\d.])(\d\d)\s?(?:年|财年|年度)/gu))
      this.dates.add(`year:${year(match[1]!)}`);
    for (const match of text.matchAll(/((?:19|20)\d\d)\s?[-–—~至到]\s?(\d\d)(?![\d.年])/gu))
      this.dates.add(`year:${Number(match[1]!.slice(0, 2)) * 100 + Number(match[2])}`);
    for (const match of text.matchAll(
      /([一二][〇零○一二三四五六七八九]{3})年(?:([一二三四五六七八九十]{1,2})月)?/gu,
    )) {
      const digits = [...match[1]!]
        .map((character) => String(CHINESE_DIGITS.indexOf(character) % 10))
        .join('');
      this.dates.add(`year:${Number(digits)}`);
      const month = match[2] ? chineseMonth(match[2]) : undefined;
      if (month) this.dates.add(`month:${month}`);
    }
  }

  /**
   * A tool the source names: as written, without its maker ("Microsoft Excel" on "Excel") or its kind ("Toast POS"
   * on "Toast"), or by another name of the same product ("QuickBooks Online" on "QBO").
   */
  private statesTool(name: string): boolean {
    // "YT Studio" for YouTube Studio: a word of two capitals or more written as its capitals.
    const capitals = name.replace(/\b[A-Z][a-z]*[A-Z]\w*/g, (word) => word.replace(/[^A-Z]/g, ''));
    const written = [name, name.replace(TOOL_MAKER, ''), name.replace(TOOL_KIND, ''), capitals];
    return [...written, ...(TOOL_OTHER_NAMES[comparable(name)] ?? [])].some(
      (form) => form !== '' && this.compact.includes(comparable(form)),
    );
  }

  /** The whole years from the first dated entry to the last, and of the months they add up to. */
  private readSpannedYears(source: string): void {
    const spans: [number, number][] = [];
    const now = new Date();
    const today = now.getFullYear() * 12 + now.getMonth();
    let inEducation = false;
    const month = (name: string | undefined, number: string | undefined) =>
      name ? MONTHS.indexOf(name.toLowerCase()) : Number(number) - 1;
    const add = (start: number, end: number) => {
      if (end >= start && end <= today + 1) spans.push([start, end + 1]);
    };
    for (const line of source.split('\n')) {
      if (line.length <= 30 && EDUCATION_HEADING.test(line)) inEducation = true;
      else if (line.length <= 30 && PART_HEADING.test(line)) inEducation = false;
      if (inEducation || line.length > 400 || !/(?:19|20)\d\d/.test(line)) continue;
      if (namesDegree(line)) continue;
      for (const match of line.matchAll(DATE_RANGE))
        add(
          Number(match[1]) * 12 + (match[2] ? Number(match[2]) - 1 : 0),
          match[3] ? Number(match[3]) * 12 + (match[4] ? Number(match[4]) - 1 : 11) : today,
        );
      for (const match of line.matchAll(MONTH_FIRST_RANGE))
        add(
          Number(match[3]) * 12 + month(match[1], match[2]),
          match[6] ? Number(match[6]) * 12 + month(match[4], match[5]) : today,
        );
    }
    if (spans.length === 0) return;
    spans.sort((a, b) => a[0] - b[0]);
    let months = 0;
    let reach = -Infinity;
    for (const [start, end] of spans) {
      months += Math.max(0, end - Math.max(start, reach));
      reach = Math.max(reach, end);
    }
    const whole = (reach - (spans[0]?.[0] ?? reach)) / 12;
    // "2013 – 2021" is 8 years as people count, the years subtracted, though it spans nine calendar years.
    const yearsSubtracted = Math.floor((reach - 1) / 12) - Math.floor((spans[0]?.[0] ?? reach) / 12);
    if (yearsSubtracted >= 1) this.spannedYears.add(yearsSubtracted);
    for (const years of [whole, months / 12])
      for (const rounded of [Math.floor(years), Math.round(years)])
        if (rounded >= 1) this.spannedYears.add(rounded);
  }

  /** A source figure of the claim's unit and subject that the claim's rounding word describes truly. */
  private supportsRounded(claim: Extract<Claim, { kind: 'number' }>): boolean {
    const within = (amount: number) =>
      claim.approx === 'over'
        ? amount >= claim.amount && amount <= claim.amount * ROUNDED_OVER
        : claim.approx === 'nearly'
          ? amount < claim.amount && amount >= claim.amount * ROUNDED_NEARLY
          : Math.abs(amount - claim.amount) <= claim.amount * ROUNDED_ABOUT;
    for (const [key, units] of this.numbers) {
      const amount = Number(key);
      if (!within(amount) || ![...units].some((unit) => SUPPORTED_UNITS[unit].includes(claim.unit))) continue;
      // Things and people are counted whole: "累计19余次" never stands on a "19.07" (a date, July 2019).
      if ((claim.unit === 'count' || claim.unit === 'people') && !Number.isInteger(amount)) continue;
      // A rounded count of a kind of thing ("37余次", "20多场") stands on a count of that kind, never on a bare 40.
      if (this.countsSame(amount, claim.subject, claim.unit, claim.subject?.some(isKindCounter))) return true;
    }
    return false;
  }

  private hasUnit(amount: number, unit: NumberUnit | undefined): boolean {
    return unit !== undefined && (this.numbers.get(amountKey(amount))?.has(unit) ?? false);
  }

  /** A number after a word ("Microsoft 365", "phase 2") stands on the same word and number in the source, or a glued name ("M365"). */
  private statesNamedNumber(word: string, amount: number, name = false): boolean {
    if (this.namedNumbers.size === 0) {
      for (const match of this.text.matchAll(
        /(?<![a-z])([a-z]+)(-?| )(\d{1,3}(?:,\d{3})+(?![\d.])|\d+(?:\.\d+)?)(?![\d.])/g,
      )) {
        const number = (match[3] ?? '').replaceAll(',', '');
        this.namedNumbers.add(match[2] === ' ' ? `${match[1]} ${number}` : `glued:${number}`);
      }
    }
    const key = amountKey(amount);
    // A glued name ("M365") stands for a capitalised one ("Microsoft 365") only; "across 2" never stands on "Q2".
    // "top 3" for the "top-3" of the source: a rank glued to its word.
    if (
      (name && this.namedNumbers.has(`glued:${key}`)) ||
      this.namedNumbers.has(`${word} ${key}`) ||
      (word === 'top' && new RegExp(`(?<![a-z])top-${key}(?![\\d.])`).test(this.text))
    )
      return true;
    // "Windows 7" for the "Win 7" of the source: a name cut short to three letters or more, with the same number.
    return (
      name &&
      [...this.namedNumbers].some((named) => {
        const [short, number] = named.split(' ');
        return number === key && short !== undefined && short.length >= 3 && word.startsWith(short);
      })
    );
  }

  /** Whether the source states the organisation (as written, or without its company form). */
  statesOrganisation(name: string, product?: string): boolean {
    const plain = comparable(plainText(name));
    if (plain === '') return true;
    if (this.statesOrganisationName(plainText(name).trim())) return true;
    // A one-word name written as a word ("Ross", "Chase"), not an acronym nor a maker with its product, is a whole
    // word of the source, never part of one ("across", "purchase").
    if (!product && ONE_LATIN_WORD.test(plainText(name).trim()) && /[a-z]/.test(name))
      return INITIALS.test(name.trim()) && this.initialisms().has(name.trim().replace(/[^A-Z]/g, ''));
    // "Kaiser Permanente ICU", "Target Store #1432", "Amazon DFW7": the organisation with its unit or site.
    const site = withoutSite(plainText(name).trim());
    if (site !== plainText(name).trim() && site.length >= 3 && this.statesOrganisationName(site)) return true;
    // "Lincoln High School" for the "Lincoln High" of the resume: the name with its kind of institution written out.
    const words = plainText(name).trim().split(/\s+/);
    const bare = INSTITUTION_KINDS.has(words.at(-1) ?? '') ? words.slice(0, -1) : [];
    if ((bare.length >= 2 || (bare[0]?.length ?? 0) >= 7) && this.statesOrganisationName(bare.join(' ')))
      return true;
    // "Hillcrest Middle School" for the "Hillcrest MS" of the resume, "Pilgrim Park Elementary" for its "Elem.".
    const short = plainText(name)
      .trim()
      .replace(/\bElementary(?: School)?$/, 'Elem')
      .replace(/\bMiddle School$/, 'MS')
      .replace(/\bHigh School$/, 'HS');
    if (short !== plainText(name).trim() && this.statesOrganisationName(short)) return true;
    if (/ Elem$/.test(short) && this.statesOrganisationName(`${short.slice(0, -4)}El`)) return true;
    // "工行" for 中国工商银行, "美团" for 北京三快在线科技有限公司, "中建八局" for 中国建筑第八工程局: one organisation.
    if (this.statesChineseNameOf(plainText(name).trim())) return true;
    // "J&J", "UPMC", "BofA": the initials of a name the resume writes out.
    if (INITIALS.test(name.trim()) && this.initialisms().has(name.trim().replace(/[^A-Z]/g, ''))) return true;
    // "Microsoft Office" for a resume that names Excel and Outlook: a maker named with its product, never alone.
    if (product && this.namesProductOf(name.trim())) return true;
    // "阿里巴巴国际站" for the "国际站" of a trade resume: the site named, not an employer.
    if (product && /^[\p{Script=Han}\d]+$/u.test(product) && this.compact.includes(product)) return true;
    return this.statesOrganisationTail(name);
  }

  /** The source as written, with the marks inside words taken out ("Wal-Mart" → "WalMart"), for one-word names. */
  private squashedOriginal: string | undefined;

  /** The source's text as organisations are compared, both ways of reading "'s" (lazily: most answers name none). */
  private organisationText: [string, string] | undefined;

  /** Whether the source writes the name, spelt as organisations vary: "&" or "and", "Lowe’s" or "Lowes", "St." or "St". */
  private statesOrganisationName(name: string): boolean {
    this.organisationText ??= [organisationKey(this.text, false), organisationKey(this.text, true)];
    const [kept, dropped] = this.organisationText;
    const [nameKept, nameDropped] = [organisationKey(name, false), organisationKey(name, true)];
    if (nameKept.length < 2) return false;
    // A one-word Latin name is a whole word of the source: "Target" is not in "targets", nor "Chase" in "purchase".
    // "Wal-Mart" and "Walmart", "McDonald's" and "McDonalds" are one word; "Tucson's" is Tucson.
    // And written as a name is, capitalised: "Target" is not the "sales target" either, nor "Sprint" the "sprints".
    if (ONE_LATIN_WORD.test(name)) {
      this.squashedOriginal ??= squashed(this.original);
      const word = squashed(name.replace(/['’]s$/, '')).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      // Chinese beside it is no part of it: "Alibaba国际站" names Alibaba.
      const written = new RegExp(`(?<![A-Za-z\\d])${word}s?(?![A-Za-z\\d])`, 'giu');
      return [...this.squashedOriginal.matchAll(written)].some((match) => /^\p{Lu}/u.test(match[0]));
    }
    return kept.includes(nameKept) || dropped.includes(nameDropped);
  }

  /**
   * "randomizing 31 subjects", "screened 19 subjects" for the "31 randomized", "19 screened" of the source: the
   * verb before the claimed count is the one the source's count names after it.
   */
  private countsByVerb(amount: number, verb: string): boolean {
    const stem = (word: string) => word.replace(/(?:ing|ed|e|s)$/, '');
    if (stem(verb).length < 4) return false;
    return (this.counted.get(amountKey(amount)) ?? []).some(({ words }) =>
      [...words].some((word) => word.endsWith('ed') && stem(word) === stem(verb)),
    );
  }

  private sourceFractions: Set<string> | undefined;

  /** A fraction or score of the source written out: "92 out of 100" (its parts) for "92/100". */
  private statesFraction(claim: Extract<Claim, { kind: 'number' }>): boolean {
    this.sourceFractions ??= new Set(
      [...this.original.matchAll(/(?<![\d/.])(\d{1,3}(?:\.\d)?)\/(\d{1,3})(?![\d/])/g)].map(
        (match) => `${match[1]}/${match[2]}`,
      ),
    );
    const whole = claim.subject?.find((word) => word.startsWith('of-'))?.slice(3);
    if (whole !== undefined && this.sourceFractions.has(`${claim.value}/${whole}`)) return true;
    return (
      (claim.wordBefore === 'of' || claim.wordBefore === 'out') &&
      [...this.sourceFractions].some((fraction) => fraction.endsWith(`/${claim.value}`))
    );
  }

  private yearParts: Set<number> | undefined;

  /**
   * Parts of a span of years the source gives after a colon or a dash, in the span's unit: "15 yrs in logistics:
   * 8.5 in the Army", "~7 yrs in rehab — 2 as a PT aide, 5+ as a PTA" (8.5, 2 and 5 years).
   */
  private partsOfYears(): Set<number> {
    if (this.yearParts) return this.yearParts;
    const parts = new Set<number>();
    for (const line of this.original.split('\n')) {
      // A dash typed as hyphens too: "20 yrs in maintenance -- 10.5 in the Navy".
      const colon = line.search(/:|\s(?:[—–]|--?\s)/);
      if (colon < 0) continue;
      // The span stands just before the colon: "15 yrs in logistics:".
      const span = /(?<![\d.])(\d{1,2}(?:\.\d)?)\+?\s?(?:yrs?|years?)\b/i.exec(
        line.slice(Math.max(0, colon - 48), colon),
      );
      if (!span) continue;
      const total = Number(span[1]);
      for (const part of line
        .slice(colon + 1)
        .matchAll(/(?<![\d.])(\d{1,2}(?:\.\d)?)\+?\s(?:as|in|at|with)\s/gi)) {
        const amount = Number(part[1]);
        if (amount < total) parts.add(amount);
      }
    }
    this.yearParts = parts;
    return parts;
  }

  private sourceInitialisms: Set<string> | undefined;

  /** The initials of each run of capitalised words in the source ("Johnson & Johnson" → JJ, "Bank of America" → BA). */
  private initialisms(): Set<string> {
    if (this.sourceInitialisms) return this.sourceInitialisms;
    const found = new Set<string>();
    // Word by word, each line's runs of capitalised words; "&", "of", "and" and "the" join a run.
    for (const line of this.original.split('\n')) {
      let initials = '';
      for (const word of line.split(/[ \t]+/)) {
        if (/^[A-Z]/.test(word)) initials += word[0];
        else if (RUN_JOINERS.has(word) && initials !== '') continue;
        else {
          if (initials.length >= 2) found.add(initials);
          initials = '';
        }
      }
      if (initials.length >= 2) found.add(initials);
    }
    this.sourceInitialisms = found;
    return found;
  }

  /** Whether the source names a product of the maker's, capitalised as a product is ("Teams", not "led teams"). */
  /** Whether the source writes another name of the Chinese organisation (its short, brand or full name). */
  private statesChineseNameOf(name: string): boolean {
    const bureau = /^(?:中建|中国建筑第?)([一二三四五六七八])(?:工程)?局/u.exec(name)?.[1];
    if (
      bureau &&
      (this.compact.includes(`中建${bureau}局`) || this.compact.includes(`中国建筑第${bureau}工程局`))
    )
      return true;
    return CHINESE_ORGANISATION_NAMES.some(
      (names) =>
        names.some((known) => name.includes(known)) && names.some((known) => this.compact.includes(known)),
    );
  }

  /**
   * "Certified Medical-Surgical Registered Nurse" for the "CMSRN" of the source: a credential of three words or
   * more written out from the initials the source writes (with the C of "Certified" before them or not), or of two
   * words after "Certified" (the CCA).
   */
  private statesInitialsOf(credential: string): boolean {
    const words = credential.split(/[\s-]+/).filter((word) => /^\p{Lu}/u.test(word));
    if (words.length < 2) return false;
    const initials = words.map((word) => word[0]).join('');
    // Two initials alone are too common ("CA" is California): a two-word name counts only with the C of its
    // "Certified" ("Crop Adviser" of "Certified Crop Adviser" is the CCA).
    const certified = words.length === 2 ? 'C' : 'C?';
    return new RegExp(`(?<![A-Za-z])${certified}${initials}(?![A-Za-z])`).test(this.original);
  }

  private namesProductOf(maker: string): boolean {
    const products = MAKER_PRODUCTS[maker.split(/\s+/)[0] ?? ''];
    return products?.some((product) => wholeWord(this.original, product, true)) ?? false;
  }

  private statesOrganisationTail(name: string): boolean {
    const core = comparable(trimEndWhere(plainText(name).trim().replace(COMPANY_FORMS, ''), isFormSeparator));
    if (core.length >= 2 && this.compact.includes(core)) return true;
    const coreName = trimEndWhere(plainText(name).trim().replace(COMPANY_FORMS, ''), isFormSeparator);
    if (coreName.length >= 2 && coreName !== plainText(name).trim() && this.statesOrganisationName(coreName))
      return true;
    // "天健会计师事务所" is the "天健所" of a resume; "金杜律师事务所" its "金杜所".
    const firm = /^(\p{Script=Han}{2,6}?)(?:会计师|律师)?事务所$/u.exec(plainText(name).trim());
    if (firm?.[1] && this.compact.includes(`${firm[1]}所`)) return true;
    // "同济、协和、省人民等5家三甲": "省人民医院" is named by its name without the kind of institution.
    const institution = /^(\p{Script=Han}{3,10}?)(?:医院|大学|学院|中学|小学|幼儿园)$/u.exec(
      plainText(name).trim(),
    );
    if (institution?.[1] && this.compact.includes(institution[1])) return true;
    // "华铖集团下属子公司": a stated organisation and a unit of it that no name singles out.
    const unit = /^(\p{Script=Han}{2,12}?)(?:下属|旗下|所属|下面)?的?(?:子公司|分公司|工厂|门店)$/u.exec(
      plainText(name).trim(),
    );
    if (unit?.[1] && unit[1].length >= 4 && this.statesOrganisationName(unit[1])) return true;
    return this.statesTail(plainText(name).trim());
  }

  /**
   * Whether the source states a job title or degree line in its own words: every Latin word (plurals and
   * abbreviations folded: "Sr." is "senior") and every run of Chinese characters occurs in the source.
   * "Controller" for a Senior Accountant is not stated; "Senior Backend Engineer" for "Sr. Backend Engineer"
   * and "Java开发工程师" for "Java 开发工程师" are.
   */
  statesRole(role: string): boolean {
    const plain = spellOutTitleWords(plainText(role).toLowerCase());
    const words = (plain.match(/[a-z][a-z0-9+#]*/g) ?? []).map(roleWord);
    // Each run of Chinese characters whole, or in pieces of one line (a title and its department in brackets): its
    // pairs alone would let "总建筑师" stand on "总建筑面积" and "建筑师".
    const han = shortChineseTitles(plain).match(/\p{Script=Han}+/gu) ?? [];
    this.heldRoleLines ??= shortChineseTitles(this.heldRoleText).split(/[\n|｜]/);
    const held = shortChineseTitles(this.heldRoleCompact);
    return (
      words.every((word) => ROLE_FILLER.has(word) || this.roleWords().has(word)) &&
      han.every((run) => held.includes(run) || inPiecesOfOneField(run, this.heldRoleLines ?? []))
    );
  }

  /**
   * For a count that names what it counts: the source counts the same amount of it, or of something it
   * does not name ("5 regions" is not supported by "5 business days"; "30 clients" is by "30 small business
   * clients", and by a bare "30"); with `named`, only by a count that names what it counts.
   */
  private countsSame(
    amount: number,
    subject: readonly string[] | undefined,
    unit: NumberUnit,
    named = false,
  ): boolean {
    if (!subject?.length) return true;
    const counts = this.counted.get(amountKey(amount));
    if (!counts) return !named;
    // Chinese counts of people name them loosely ("15位老师", "15名教师"): only Latin words are compared there.
    const latin = subject.filter((word) => !HAN.test(word));
    // "60 tickets per day" is no "60 tickets per week": a rate stands on a count of the same period only.
    const periods = subject.filter((word) => RATE_PERIODS.has(word));
    return counts.some(
      ({ unit: ownUnit, words: own }) =>
        !(
          periods.length > 0 &&
          [...own].some((word) => RATE_PERIODS.has(word)) &&
          !periods.some((word) => own.has(word))
        ) &&
        // "4人" counts people: it supports "4 engineers" and "4名工程师", never "4个城市".
        ((!named &&
          own.size === 0 &&
          (ownUnit !== 'people' || unit !== 'count' || subject.some(namesPeople))) ||
          (subject.some(
            (word) =>
              hasWordOrPlural(own, word) ||
              [...own].some((ownWord) => shortensTo(ownWord, word) || sameCountedThing(ownWord, word)),
          ) &&
            !otherPeople([...own], subject)) ||
          (unit === 'people' && ownUnit === 'people' && latin.length === 0) ||
          ([...own].some((word) => PEOPLE_IN_GENERAL.has(word)) && subject.some(isPersonNoun)) ||
          // …and the other way: "8 support agents" are "8 direct reports", "8 staff"; "35 patients" are no staff.
          (subject.some((word) => PEOPLE_IN_GENERAL.has(word) || word === 'report') &&
            [...own].some((word) => isPersonNoun(word) && !SERVED_PEOPLE.has(word))) ||
          [...own].some((word) => isAcronymOf(word, subject))),
    );
  }

  /** The words of the lines that state each percent ("RevPAR up 12%"): what the percent is of. */
  private readonly percentLines = new Map<string, ReadonlySet<string>[]>();

  /** The words of the clauses that state each amount of money ("少压了50万资金"): what the money is. */
  private readonly moneyLines = new Map<string, ReadonlySet<string>[]>();

  private readFigureLines(lines: readonly { line: string; claims: readonly Claim[] }[]): void {
    for (const { line, claims } of lines) {
      // Around each figure as the claim reads it: "1成" is found as "10%" ("由1成左右提升至近3成；…效率提升QC小组" states
      // no 10% of 效率). Written out once per line, only for a line that has a figure to place.
      let asDigits: string | undefined;
      for (const claim of claims) {
        if (claim.kind !== 'number') continue;
        // A bare figure written in 万 or 亿 ("少压了50万资金") is an amount of money as much as "50万元" is.
        const money = claim.unit === 'money' || (claim.unit === 'plain' && writtenScaled(claim));
        if (claim.unit !== 'percent' && !money) continue;
        const byAmount = claim.unit === 'percent' ? this.percentLines : this.moneyLines;
        const key = amountKey(claim.amount);
        asDigits ??= numberWordsAsDigits(line);
        byAmount.set(key, [...(byAmount.get(key) ?? []), clauseWordsAround(asDigits, claim.value)]);
      }
    }
  }

  /**
   * Whether the clause of `line` holding an amount of money says what the source's money of that amount is (shares a
   * word with a clause stating it, or with a line working it out as a change), when the source states it so:
   * "每年节省成本50万元" is no "年营收大多在50万-3000万之间", nor the "少压了50万资金" of a stock cut.
   */
  private saysWhatMoneyIs(claim: Extract<Claim, { kind: 'number' }>, line: string): boolean {
    const own = this.moneyLines.get(amountKey(claim.amount));
    const units = this.changes.get(amountKey(claim.amount));
    const changed = (units?.has('money') || (units?.has('plain') && writtenScaled(claim))) ?? false;
    if (!own && !changed) return true;
    return (
      (own !== undefined && sharesContext(own, clauseWordsAround(line, claim.value))) ||
      (changed && this.saysWhatChanged(claim, line))
    );
  }

  private outsideBodies: string | undefined;
  /** The context words of the whole source, for the measures a percent names. */
  private words: Set<string> | undefined;

  /**
   * The source without the names of public bodies that hold a title ("Office of the Chief Judge", "Department of
   * the Chief Medical Examiner"): the title in such a name is the body's, never a level the person held.
   */
  private textOutsideBodies(): string {
    this.outsideBodies ??= this.text.replace(BODY_OF_AN_OFFICER, ' ');
    return this.outsideBodies;
  }

  /** The words of the clauses that state each rate with nothing counted after it ("hearing exams ~8-10/wk"). */
  private readonly rateLines = new Map<
    string,
    { words: ReadonlySet<string>; periods: readonly string[] }[]
  >();

  private readRateLines(lines: readonly { line: string; claims: readonly Claim[] }[]): void {
    for (const { line, claims } of lines)
      for (const claim of claims)
        if (
          claim.kind === 'number' &&
          claim.unit === 'plain' &&
          claim.subject?.length &&
          claim.subject.every((word) => RATE_PERIODS.has(word))
        ) {
          const key = amountKey(claim.amount);
          const rate = { words: clauseWordsAround(line, claim.value), periods: claim.subject };
          this.rateLines.set(key, [...(this.rateLines.get(key) ?? []), rate]);
        }
  }

  /**
   * "8-10 compensation and pension hearing exams a week" for the "C&P (compensation & pension) hearing exams
   * ~8-10/wk" of the source: a count of what the clause of a rate names before it.
   */
  private countsWhatARateCounts(claim: Extract<Claim, { kind: 'number' }>, line = ''): boolean {
    // "Managed about 650 TMA work orders a month": a lead verb before things, not people, leads no one.
    const leadsPeople = claim.led && (countsPeople(claim) || Boolean(claim.subject?.some(namesPeople)));
    if (claim.unit !== 'count' || claim.team || leadsPeople || !claim.subject?.length) return false;
    const latin = claim.subject.filter((word) => !HAN.test(word) && !RATE_PERIODS.has(word));
    // "a day" is no "/wk": a period the count or its line names must be the rate's.
    const periods = [
      ...claim.subject.filter((word) => RATE_PERIODS.has(word)),
      ...[...line.matchAll(PERIOD_SAID)].map((match) => {
        const word = (match[1] ?? match[2] ?? '').toLowerCase();
        return PERIOD_ADVERBS[word] ?? canonicalWord(SHORT_UNIT_WORDS[word] ?? word);
      }),
    ].filter((period) => period !== '');
    return (this.rateLines.get(amountKey(claim.amount)) ?? []).some(
      (rate) =>
        periods.every((period) => rate.periods.includes(period)) &&
        latin.some((word) => [...rate.words].some((own) => sameContextWord(own, word))),
    );
  }

  /**
   * Whether `line` says what a percent the source states is of: it shares a word with the clause around the percent
   * in the source, so a 12% rise in RevPAR never becomes one in occupancy on a line that keeps the hotel's words. A percent the source states on no line of its own (a
   * change it works out, "doubled") is judged by the change rules.
   */
  private saysWhatPercentOf(claim: Extract<Claim, { kind: 'number' }>, line: string): boolean {
    const own = this.percentLines.get(amountKey(claim.amount));
    // The clause around the figure, not the whole line: "…the budget variance call, improving throughput by 3%"
    // names nothing of a "3%" stated about calls.
    return !own || sharesContext(own, clauseWordsAround(numberWordsAsDigits(line), claim.value));
  }

  /** Whether the resume names every measure the clause of `line` holding the percent `value` names. */
  private namesItsMeasures(line: string, value: string): boolean {
    const measures = measuresOf(line, value);
    if (measures.length === 0) return true;
    this.words ??= contextWords(this.original);
    const words = [...this.words];
    return measures.every((measure) => words.some((own) => sameContextWord(own, measure)));
  }

  /** Whether the clause of `line` holding `claim` names something of a line the source works out its change on. */
  private saysWhatChanged(claim: Extract<Claim, { kind: 'number' }>, line: string): boolean {
    if (this.statedChanges.has(amountKey(claim.amount))) return true;
    const changeLines = this.changeLines.get(amountKey(claim.amount)) ?? [];
    // A measure the clause names ("improving throughput by 3%") is the one that changed: a readmission rate's
    // 3-point drop on another line is no rise in throughput.
    const measures = measuresOf(line, claim.value);
    if (measures.length > 0) return sharesContext(changeLines, new Set(measures));
    return sharesContext(changeLines, clauseWordsAround(line, claim.value));
  }

  /**
   * Whether the source writes `value` as an amount of money without a currency: right before a word for pay
   * ("1500补贴", "3000块奖金") or right after a word for a cost or an income ("获客成本1550左右").
   */
  private statesPay(value: string): boolean {
    return indexesOf(this.original, value).some(
      (at) =>
        !/[\d.,]/.test(this.original[at - 1] ?? ' ') &&
        !/\d/.test(this.original[at + value.length] ?? ' ') &&
        (PAY_AFTER.test(this.original.slice(at + value.length, at + value.length + 6)) ||
          MONEY_BEFORE.test(this.original.slice(Math.max(0, at - 8), at))),
    );
  }

  /** A count of places stands on a count of the same amount of the same kind of place. */
  private countsPlaces(amount: number, subject: readonly string[], rankedAmong = false): boolean {
    const kinds = new Set(subject.map(placeKind).filter((kind) => kind >= 0));
    if (
      // "3rd of 9 areas", "1st of 4 zones": places the person's own is ranked among, none of them covered (a rank
      // restated stands on them).
      (this.counted.get(amountKey(amount)) ?? []).some(
        ({ words, among }) =>
          (!among || rankedAmong) && [...words].some((word) => kinds.has(placeKind(word))),
      )
    )
      return true;
    // "广东、广西2省": a Chinese place word right after the number, with no counter, is read as no subject.
    const key = amountKey(amount);
    return [...kinds].some((kind) =>
      (PLACE_KINDS[kind] ?? []).some((word) => HAN.test(word) && this.text.includes(`${key}${word}`)),
    );
  }

  /** "1名单证员" counts the "1个单证" of the source: the same Chinese word counted with another counter. */
  private countsSameChineseThing(amount: number, subject: readonly string[] | undefined): boolean {
    const pairs = subject?.filter((word) => HAN.test(word)) ?? [];
    if (pairs.length === 0) return false;
    return (this.counted.get(amountKey(amount)) ?? []).some(
      ({ unit, words }) => unit !== 'plain' && pairs.some((pair) => words.has(pair)),
    );
  }

  private ownRoleWords: Set<string> | undefined;

  private roleWords(): Set<string> {
    // Short forms spelled out on both sides: a held "VP" states "Vice President", "Mgr" a Manager.
    this.ownRoleWords ??= new Set(
      (spellOutTitleWords(this.heldRoleText).match(/[a-z][a-z0-9+#]*/g) ?? []).map(roleWord),
    );
    return this.ownRoleWords;
  }

  /**
   * A name read with words before it ("Founded Alpha Labs", 毕业于北京大学): stated when its end is,
   * keeping two words (Latin) or four characters (Chinese), so 南京大学 never stands for 北京大学.
   */
  private statesTail(name: string): boolean {
    if (/\p{Script=Han}$/u.test(name)) {
      const han = comparable(name);
      for (let start = 1; han.length - start >= 4; start += 1) {
        if (this.compact.includes(han.slice(start))) return true;
      }
      return false;
    }
    const words = name.split(/\s+/);
    for (let start = 1; words.length - start >= 2; start += 1) {
      if (this.compact.includes(comparable(words.slice(start).join(' ')))) return true;
    }
    return false;
  }

  /**
   * Whether what is left of a line after a clause was cut is still the person's: most of its words
   * (Latin words of three letters or more, pairs of Chinese characters) are in the source. "负责广告投放"
   * left from "曾就职于腾讯，负责广告投放" is not; "Cut stock-outs by 30%" left from a line that also
   * invented a percentage is.
   */
  grounds(text: string): boolean {
    const plain = plainText(text).toLowerCase();
    const words = (plain.match(/[a-z][a-z'-]{2,}/g) ?? []).map((word) => word.replace(/'s$/, ''));
    const han = plain.match(/\p{Script=Han}+/gu) ?? [];
    const pairs = han.flatMap((run) =>
      [...run].slice(1).map((character, index) => `${run[index]}${character}`),
    );
    const tokens = [...words, ...pairs];
    if (tokens.length === 0) return true;
    const found = tokens.filter((token) => this.compact.includes(token)).length;
    return found / tokens.length >= GROUNDED_SHARE;
  }

  /**
   * A quarter, half, season or end of a year stands on a part the source names that lies within it (年底 for Q4,
   * 下半年 for 年底 is not), of the same year where both give one, or on a month the source dates within it: of the
   * claim's year where it gives one ("autumn 2019" for "Sept 2019"), else of any year.
   */
  private statesPeriod(claim: PeriodClaim): boolean {
    const within = (months: readonly number[]) => months.every((month) => claim.months.includes(month));
    const sameYear = (year: number | undefined) =>
      year === undefined || claim.year === undefined || year === claim.year;
    if (this.claims.some((own) => own.kind === 'period' && within(own.months) && sameYear(own.year)))
      return true;
    if (claim.year !== undefined) {
      this.yearMonths ??= yearMonthsIn(this.original);
      const year = claim.year;
      return claim.months.some((month) => this.yearMonths?.has(`${year}:${month}`));
    }
    return claim.months.some((month) => this.months.has(month) || this.dates.has(`month:${month}`));
  }

  /** Whether the source names a degree at all, held or only studied for. */
  namesDegree(): boolean {
    return this.claims.some((claim) => claim.kind === 'degree');
  }

  /**
   * Whether the source supports `claim`. With the claim's `line`, a percent that stands only on a change the
   * source works out ("from 22% to 13%" is 9 points) must be said of what changed: the line shares a word with
   * the change's own line, so "improving throughput by 9%" never stands on a discount cut.
   */
  supports(claim: Claim, line?: string): boolean {
    switch (claim.kind) {
      case 'organisation':
        return this.statesOrganisation(claim.value, claim.product);
      case 'major': {
        if (this.compact.includes(comparable(claim.value))) return true;
        // "BSEE" states Electrical Engineering.
        if (this.claims.some((own) => own.kind === 'major' && own.value === claim.value)) return true;
        // "MS in CS" states "Computer Science": the initials of the major's words, as a word of their own.
        const initials = (claim.value.match(/\b[A-Z]/g) ?? []).join('').toLowerCase();
        return initials.length >= 2 && wholeWord(this.text, initials);
      }
      case 'degree': {
        // A programme the person was in ("left the PhD program") is stated as written, and is no degree held.
        // Another wording of a programme of the same level stands too ("left a PhD" for "the PhD program").
        if (claim.programme)
          return (
            this.compact.includes(comparable(claim.value)) ||
            this.claims.some((own) => own.kind === 'degree' && own.programme && own.level === claim.level)
          );
        const degrees = this.claims.flatMap((own) =>
          own.kind === 'degree' &&
          own.level === claim.level &&
          !own.programme &&
          (!claim.fullTime || own.fullTime)
            ? [own]
            : [],
        );
        if (degrees.length === 0) return false;
        if (!claim.degree) return true;
        // A BEng does not support an MSc nor a BSc; a bare "Bachelor's" supports the model naming it.
        return degrees.some((own) => own.degree === claim.degree) || degrees.every((own) => !own.degree);
      }
      case 'title':
        // Short forms on either side: 高工 states 高级 (工程师), "SVP" a Senior Vice President.
        this.spelledOutText ??= spellOutTitleWords(longChineseTitles(this.textOutsideBodies()));
        return /\p{Script=Han}/u.test(claim.value)
          ? this.text.includes(claim.value) || this.spelledOutText.includes(claim.value)
          : wholeWord(this.textOutsideBodies(), claim.value) ||
              wholeWord(this.spelledOutText, spellOutTitleWords(claim.value.toLowerCase())) ||
              (TITLE_SHORT_FORMS[claim.value] ?? []).some((short) => wholeWord(this.text, short));
      case 'certificate':
        return claim.spellings
          ? this.claims.some((own) => own.kind === 'certificate' && own.value === claim.value)
          : this.compact.includes(comparable(claim.value)) || this.statesInitialsOf(claim.value);
      case 'personal': {
        const field = PERSONAL_FIELDS[claim.value];
        const named =
          this.claims.some((own) => own.kind === 'personal' && own.value === claim.value) ||
          field.keys.some((key) => this.compact.includes(comparable(key)));
        return named && (!claim.stated || this.compact.includes(comparable(claim.stated)));
      }
      case 'date':
        if (claim.part === 'month' && this.months.has(claim.amount)) return true;
        // "21年评了优秀", "27年再考": a Chinese resume's two-digit year is the year 2021, 2027.
        if (
          claim.part === 'year' &&
          claim.amount >= 2000 &&
          this.hasUnit(claim.amount - 2000, 'years') &&
          HAN.test(this.text)
        )
          return true;
        return this.dates.has(`${claim.part}:${claim.amount}`);
      case 'period':
        return this.statesPeriod(claim);
      case 'tool':
        return this.statesTool(claim.value);
      case 'moved':
      case 'ongoing':
      case 'oversized':
        return false;
      case 'number':
        // "…from 71.4 to 78.9, improving throughput by 11%": a percent of a measure the resume never names.
        if (claim.unit === 'percent' && line !== undefined && !this.namesItsMeasures(line, claim.value))
          return false;
        // 800万元 is no $8M: money in a named currency stands on that currency, or on an amount that names none.
        if (claim.unit === 'money' && claim.currency) {
          const currencies = this.currencies.get(amountKey(claim.amount));
          if (
            currencies &&
            !currencies.has(claim.currency) &&
            !currencies.has('unnamed') &&
            !this.hasUnit(claim.amount, 'plain')
          )
            return false;
        }
        if (claim.unit === 'money' && line !== undefined && !this.saysWhatMoneyIs(claim, line)) return false;
        // "加了1500补贴" is 1500元 of pay: a bare figure before a word for pay is an amount of money.
        if (claim.unit === 'money' && claim.currency !== 'usd' && this.statesPay(claim.value)) return true;
        // A change names what changed only by its unit: it supports no count of a named thing ("5 regions").
        if (
          !claim.team &&
          !claim.led &&
          this.changes.get(amountKey(claim.amount))?.has(claim.unit) &&
          (!claim.subject?.length ||
            claim.subject.every((word) => word === this.changeWords.get(amountKey(claim.amount)))) &&
          (claim.unit !== 'percent' || line === undefined || this.saysWhatChanged(claim, line))
        )
          return true;
        if (claim.unit === 'years' && !claim.led && this.spannedYears.has(claim.amount)) return true;
        if (claim.unit === 'years' && this.partsOfYears().has(claim.amount)) return true;
        // "up 12 points" stands on a change of the source in points or in plain figures (a score from 520 to 580).
        if (claim.points) {
          const changed = this.changes.get(amountKey(claim.amount));
          return (
            this.hasUnit(claim.amount, 'percent') ||
            (changed !== undefined &&
              ['percent', 'count', 'plain'].some((unit) => changed.has(unit as NumberUnit)))
          );
        }
        // "带领3人团队" is not supported by "社招3人", nor "team of 5" by a bare 5: a team needs a team. Nor by one part of
        // a breakdown ("3名注册专员和1名资料管理员"): the team is the whole; the part stands only as a count of its own kind.
        if (
          claim.team &&
          !claim.member &&
          (claim.unit === 'people' || claim.subject?.some(namesPeople)) &&
          (!this.ledAmounts.has(amountKey(claim.amount)) ||
            (!claim.subject?.length && this.partOnlyLedAmounts.has(amountKey(claim.amount)))) &&
          !(claim.range !== undefined && this.ledRanges.has(claim.range)) &&
          !this.statesSum(claim, true)
        )
          return false;
        // "日均回款200万" is not the "月均回款200万" of the resume: a figure stands on the same period, or on none named.
        if (claim.period) {
          const periods = this.periods.get(amountKey(claim.amount));
          if (periods && !periods.has(claim.period) && !periods.has('none')) return false;
        }
        if (countsPlacesOnly(claim))
          return this.countsPlaces(claim.amount, claim.subject ?? [], claim.rankedAmong === true);
        if (claim.unit === 'percent' && line !== undefined && !this.saysWhatPercentOf(claim, line))
          return false;
        if (this.countsWhatARateCounts(claim, line)) return true;
        // "at 1640 Larimer" for the "1640 Larimer occupancy" of the source: the same figure of the same name.
        if (
          claim.nameAfter &&
          !claim.team &&
          !claim.led &&
          wholeWord(this.text, `${claim.value} ${claim.nameAfter}`)
        )
          return true;
        // "92 out of 100", "4.8 of 5" for the "92/100", "4.8/5" of the source.
        if (this.statesFraction(claim)) return true;
        // "超3亿" for 3.2亿, "200余家" for 203家, "近1亿" for 9800万: a figure rounded the way its word says.
        if (claim.approx && this.supportsRounded(claim)) return true;
        return (
          ([...(this.numbers.get(amountKey(claim.amount)) ?? [])].some((unit) =>
            SUPPORTED_UNITS[unit].includes(claim.unit),
          ) &&
            this.countsSame(claim.amount, claim.subject, claim.unit)) ||
          ((claim.unit === 'count' || claim.unit === 'people') &&
            this.countsSameChineseThing(claim.amount, claim.subject)) ||
          // "其中4人考取…" for the "4个考出…" of the source: a part of a group counted before, in other words.
          ((claim.unit === 'count' || claim.unit === 'people') &&
            !claim.team &&
            (claim.label === '其中' || claim.label === '中有') &&
            this.hasUnit(claim.amount, 'count')) ||
          // "护士11人", "副值1人" for the "11个护士", "副值1" of the source: the same thing counted, the word after.
          ((claim.unit === 'count' || claim.unit === 'people') &&
            !claim.team &&
            !claim.subject?.length &&
            claim.label !== undefined &&
            HAN.test(claim.label) &&
            (this.countLabels.get(amountKey(claim.amount))?.has(claim.label) ?? false)) ||
          // "team of 11 AMTs" counts the people of "Lead 11 AMTs": a count of the same named thing.
          (claim.unit === 'people' &&
            Boolean(claim.subject?.length) &&
            this.hasUnit(claim.amount, 'count') &&
            this.countsSame(claim.amount, claim.subject, 'count')) ||
          // "3 straight weeks" counts the weeks of "3 weeks straight".
          (claim.unit === 'count' &&
            (claim.subject ?? []).some(
              (word) =>
                DURATION_UNITS[word] !== undefined && this.hasUnit(claim.amount, DURATION_UNITS[word]),
            )) ||
          // "Opera 5" supports a bare 5 or a count that names nothing, never "team of 5" or "5 regions".
          (this.namePlainNumbers.has(amountKey(claim.amount)) &&
            (claim.unit === 'plain' || claim.unit === 'count') &&
            !claim.subject?.length) ||
          (claim.wordBefore !== undefined &&
            this.statesNamedNumber(claim.wordBefore, claim.amount, claim.name)) ||
          (claim.wordBefore !== undefined && this.countsByVerb(claim.amount, claim.wordBefore)) ||
          // "1,800个SKU" counts the SKUs of "SKU 1,800个": the word the source writes its number after.
          (claim.unit === 'count' &&
            claim.subject?.length === 1 &&
            this.statesNamedNumber(claim.subject[0] ?? '', claim.amount)) ||
          // "a 28-person team" for "3 shift leads and 25 associates".
          this.statesSum(claim, false)
        );
    }
  }
}
