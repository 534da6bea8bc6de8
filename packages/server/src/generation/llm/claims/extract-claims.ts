// What a line says about a person, claim by claim and by kind: organisations, degrees, titles,
// certificates, numbers with their unit, dates and personal data. Bracketed prompts claim nothing.

import { NUMBER_WORDS } from '../../../knowledge/number-words.ts';
import { canonicalWord } from '../../../knowledge/title-spelling.ts';
import { SHORT_UNIT_WORDS } from '../../../lib/short-units.ts';
import { trimEndWhere } from '../../../lib/text-scan.ts';
import { MONTH_NAMES } from '../../../resume/date-words.ts';
import {
  CERTIFICATE_WORDS,
  CHINESE_ORGANISATION_CUES,
  CHINESE_WORK_VERBS,
  CUE_ONLY_ORGANISATIONS,
  DEGREE_WORDS,
  type DegreeLevel,
  type DegreeWord,
  EMPLOYER_CUES_CHINESE,
  KNOWN_ORGANISATIONS,
  MAKER_PRODUCTS,
  ORGANISATION_NOUNS,
  PERSONAL_FIELDS,
  type PersonalField,
  ROLE_NOUNS,
  SENIORITY_TITLE_WORDS,
} from './claim-words.ts';
import { type PeriodClaim, periodClaims } from './period-claims.ts';
import { type ToolClaim, toolClaims } from './tool-claims.ts';

/** What a number counts; numbers of different units never support each other ("9%" is not month 09). */
export type NumberUnit =
  | 'percent'
  | 'money'
  | 'people'
  | 'years'
  | 'months'
  | 'weeks'
  | 'days'
  | 'times'
  | 'count'
  | 'plain';

export type Currency = 'cny' | 'usd' | 'eur' | 'gbp';
export type Rounding = 'over' | 'nearly' | 'about';

export type Claim =
  /** `product`: a maker named with its product ("Microsoft Office", "Google Sheets"): the product is the claim. */
  | { kind: 'organisation'; value: string; product?: string }
  /**
   * `programme`: a degree's programme the line names ("the PhD program"), which is not a degree held.
   * `fullTime`: the line says the study was full-time (全日制, 统招), which a 自考 or part-time degree is not.
   */
  | { kind: 'degree'; value: string; level: DegreeLevel; degree?: string; programme?: true; fullTime?: true }
  | { kind: 'major'; value: string }
  | { kind: 'title'; value: string }
  | { kind: 'certificate'; value: string; spellings?: readonly string[] }
  /**
   * `subject`: for a count of things or people, what it counts: "regions" of "5 regions"; in Chinese the
   * character pairs of the word after a counter ("城市" of "4个城市"). `wordBefore`: the word right before, lower
   * case ("microsoft" of "Microsoft 365"); `name` when it is capitalised, so the number may be part of a name
   * ("Microsoft 365", "Opera 5", "Beltway 8").
   */
  | {
      kind: 'number';
      value: string;
      amount: number;
      unit: NumberUnit;
      subject?: readonly string[];
      wordBefore?: string;
      name?: boolean;
      /** Said of people someone leads: a lead or team word in its clause ("Lead 11 AMTs + 2 clerks", "带3个业务员"). */
      led?: boolean;
      /** The size of a team the person led, as the number is worded: "带领3人团队", "team of 5", "led 4 engineers". */
      team?: boolean;
      /** Said of a team the person was one of, not one they led: "member of a 12-person team", "团队成员之一". */
      member?: boolean;
      /** Counts people the person does not lead: trained or mentored ("trained 3 new hires"), others' staff who
       * "don't report to me", or a group someone else is named lead of ("Crew of 5, foreman Gene Lutz"). */
      notLed?: boolean;
      /** Inside brackets: a breakdown or note ("5人（施工员2名…）"), never a team of its own. */
      bracketed?: boolean;
      /** One end of a range ("6-9 ppl", "2–3 journeymen"), as "6-9": neither end alone is the size of a team. */
      range?: string;
      /** Some of a group the line names after it ("hired 4 of my current staff"): a part, never a team's size. */
      partOf?: boolean;
      /** The number of those a rank is among ("3rd of 9 areas", "1st of 4 zones"): no count of what the person covered. */
      rankedAmong?: boolean;
      /** Money in a named currency ("800万元", "$8M"): 800万元 is no $8M. */
      currency?: Currency;
      /** A change in points ("up 12 pts", "a 60-point gain"): percentage points, or a score's points. */
      points?: boolean;
      /** Worded as a total of parts: "共6个", "全年12家", "21 in total". */
      total?: boolean;
      /** The two Chinese characters right before the number, which often name what it counts ("护士" of "护士6名"). */
      label?: string;
      /** A figure rounded with a word: over ("超3亿", "200余家", "more than 1,000"), nearly ("近1亿"), about ("约70%"). */
      approx?: Rounding;
      /** The period a Chinese figure is counted over: 日均/每天 'day', 月均/每月 'month', 年均/全年 'year', 每周 'week'. */
      period?: 'day' | 'week' | 'month' | 'year';
      /** The capitalised word right after a figure of three digits or more ("Larimer" of "1640 Larimer"): a street
       * number or a model's number is part of that name. */
      nameAfter?: string;
    }
  | { kind: 'date'; value: string; amount: number; part: 'year' | 'month' }
  | { kind: 'personal'; value: PersonalField; stated?: string }
  /** A line of another entry written under this one; the value names the entry it belongs to. */
  | { kind: 'moved'; value: string }
  /** A quarter, half, season or end of a year (periodClaims). */
  | PeriodClaim
  /** "至今" / "to present" said of work the person's own entry (or every entry, in a summary) says has ended. */
  | { kind: 'ongoing'; value: string }
  /** A tool or software product (toolClaims). */
  | ToolClaim
  /** A line too long to read for claims (value: its length). */
  | { kind: 'oversized'; value: string };

export type ClaimKind = Claim['kind'];

const PROMPT = /\[[^[\]\n]*\]/g;
const HAN = /\p{Script=Han}/u;

function escapePattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A spelling as a pattern: whole words for Latin script, anywhere for Chinese. */
function spellingPattern(spellings: readonly string[], flags = 'giu'): RegExp {
  const latin = spellings.filter((spelling) => !HAN.test(spelling)).map(escapePattern);
  const chinese = spellings.filter((spelling) => HAN.test(spelling)).map(escapePattern);
  const parts: string[] = [];
  if (latin.length > 0)
    parts.push(`(?<![\\p{Script=Latin}\\p{N}])(?:${latin.join('|')})(?![\\p{Script=Latin}\\p{N}])`);
  if (chinese.length > 0) parts.push(`(?:${chinese.join('|')})`);
  return new RegExp(parts.join('|') || '(?!)', flags);
}

/** Enclosed numbers (①, ⑴, ⒈, ❶): list markers, which NFKC would turn into amounts that support "4个城市". */
const ENCLOSED_NUMBERS = /[\u2460-\u249B\u24EA-\u24FF\u2776-\u2793]/g;

/** Text as claims are read from it: half-width, list markers and prompts removed. */
export function plainText(text: string): string {
  return text.replace(ENCLOSED_NUMBERS, ' ').normalize('NFKC').replace(PROMPT, ' ');
}

/** Text as claims are compared in: lower case, no spaces. */
export function comparable(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
}

// Organisations.

const CAPITALISED = "[A-Z][\\w&.'’-]*(?:\\s+(?:&\\s+|of\\s+)?[A-Z][\\w&.'’-]*)*";
const EMPLOYER_AFTER_CUE = new RegExp(
  `(?<![\\p{L}])(?:[Ff]ormerly at|[Aa]t|[Ee]x-|[Ee]x\\s|[Ff]ormer|[Ff]ormerly|[Jj]oined)\\s*(${CAPITALISED})`,
  'gu',
);
const LEADING_ARTICLE = /^(?:The|A|An)\s+/;
/** Names joined to one just read: "at Brightline Dental Group and Kaiser Permanente", "at A, B & C". */
const JOINED_NAME = new RegExp(`^(?:\\s*,\\s*(?:and\\s+)?|\\s+and\\s+|\\s+&\\s+)(${CAPITALISED})`, 'u');
/** One capitalised word that opens a clause as its verb: "Built", "Ran", "Managing". */
const CLAUSE_VERB =
  /^(?:[A-Z][a-z]+(?:ed|ing)|Led|Ran|Built|Won|Grew|Cut|Drove|Made|Set|Took|Kept|Met|Sold|Wrote|Taught|Began|Oversaw|Brought|Spent|Then|Now|Later)$/;
/** Names before the experience they gave: "with Mayo Clinic and Mercy Hospital experience", "with KPMG audit training". */
const NAMES_BEFORE_EXPERIENCE = new RegExp(
  `(?<![\\p{L}])(?:with|from)\\s+(${CAPITALISED}(?:(?:\\s*,\\s*(?:and\\s+)?|\\s+and\\s+)${CAPITALISED}){0,3})\\s+(?:[a-z-]+\\s+){0,2}(?:experience|background|training|tenure)\\b`,
  'gu',
);
const KNOWN_LATIN = spellingPattern(
  KNOWN_ORGANISATIONS.filter((name) => !HAN.test(name)),
  'gu',
);
const KNOWN_CHINESE = spellingPattern(KNOWN_ORGANISATIONS.filter((name) => HAN.test(name)));
const CONSTRUCTION_BUREAU = /中建[一二三四五六七八]局|中国建筑第[一二三四五六七八]工程局/gu;
const CUED_CHINESE = new RegExp(
  `(?:${CHINESE_ORGANISATION_CUES.map(escapePattern).join('|')})(${[...CUE_ONLY_ORGANISATIONS, ...KNOWN_ORGANISATIONS.filter((name) => HAN.test(name))].map(escapePattern).join('|')})`,
  'gu',
);
const CHINESE_EMPLOYER = new RegExp(
  `(?:${EMPLOYER_CUES_CHINESE.map(escapePattern).join('|')})\\s*([^，。；、,;\\s]{2,20}?)(?=[，。；、,;\\s]|担任|任|负责|从事|期间|时|的|$)`,
  'gu',
);
const CHINESE_WORKED_AT = new RegExp(
  `曾在\\s*([^，。；、,;\\s]{2,15}?)(?:${CHINESE_WORK_VERBS.map(escapePattern).join('|')})`,
  'gu',
);

/** A clause about working at the places it lists. */
const WORKED_THERE = /经验|经历|执业|任职|就职|供职|服务于|工作于|曾在|先后在/u;
/** What opens a list's first name and is no part of it: "拥有永辉超市" names 永辉超市. */
const BEFORE_LISTED_NAME = /^.*(?:拥有|具备|具有|包括|例如|如|于|在)/u;
/** 等 and a kind of organisation after a list of names: "顺丰、德邦等头部快递企业", "金杜、中伦、君合等知名律所". */
const KIND_AFTER_LIST =
  /等[^，。；、,;\n]{0,8}?(?:企业|公司|律所|酒店|医院|超市|商超|银行|机构|集团|大厂|品牌|门店|院校|事务所)/gu;
/**
 * The names before one KIND_AFTER_LIST: the clause before it cut at 、, each of 2–12 characters, two at least; only
 * where the clause is about working there ("…的门店管理经验", "执业于…"), since a list of clients or schools ("来自川大、成医
 * 等5所院校") is written in short forms the resume may spell out.
 */
function namesListedBefore(text: string, at: number): string[] {
  const clauseStart = Math.max(...[...'，。；,;\n'].map((mark) => text.lastIndexOf(mark, at - 1))) + 1;
  const clauseEnd = [...'，。；,;\n'].map((mark) => text.indexOf(mark, at)).filter((end) => end >= 0);
  const clause = text.slice(clauseStart, clauseEnd.length > 0 ? Math.min(...clauseEnd) : text.length);
  if (!WORKED_THERE.test(clause)) return [];
  const items = text.slice(clauseStart, at).split('、');
  if (items.length < 2 || items.length > 6) return [];
  items[0] = (items[0] ?? '').replace(BEFORE_LISTED_NAME, '');
  return items.every((item) => /^[\p{Script=Han}A-Za-z]{2,12}$/u.test(item)) ? items : [];
}
/** Names listed with 、 after a verb of working at: "先后服务于武汉万达嘉华酒店、希尔顿酒店", "先后在协和、同济心内科从事…". */
const CHINESE_NAMES_AFTER_WORK =
  /(?:执业于|服务于|就职于|任职于|供职于|先后在|曾在|曾就职于)((?:[\p{Script=Han}A-Za-z]{2,12}?、){1,5}[\p{Script=Han}A-Za-z]{2,12}?)(?=等|从事|担任|工作|任职|[，。；,;\n]|$)/gu;

const ORGANISATION_NOUN = ORGANISATION_NOUNS.latin.map(escapePattern).join('|');
/** "London Business School", "Babbage & Co Ltd", "University of Leeds". */
const NAMED_ORGANISATION = new RegExp(
  `(?<![\\p{L}])(?:(?:[A-Z][\\w&'’.-]*\\s+(?:&\\s+)?)+(?:${ORGANISATION_NOUN})\\.?|(?:${ORGANISATION_NOUN})\\s+of\\s+${CAPITALISED})(?![\\p{L}-])`,
  'gu',
);
/** Up to six capitalised words and a colon: a label opening a bullet ("Month-End Close & Bank Reconciliation:"). */
function opensWithLabel(text: string): boolean {
  const colon = text.indexOf(':');
  if (colon <= 0) return false;
  const words = text
    .slice(0, colon)
    .trim()
    .split(/[ \t]+/);
  return words.length <= 6 && words.every((word) => word === '&' || /^[A-Z][\w'’-]*$/.test(word));
}
const CHINESE_ORGANISATION = new RegExp(
  // "银行从业资格", "证券从业人员": the trade's name before 从业 is no organisation.
  `[\\p{Script=Han}]{2,12}?(?:${ORGANISATION_NOUNS.chinese.map(escapePattern).join('|')})(?!从业)`,
  'gu',
);

/** What a Chinese organisation's name never starts with: a date's unit, a verb or a joining word before it. */
const NOT_A_NAME_START =
  /^(?:[年月日获在于到为被和与及的并从向由对经将把让给跟同曾家个]|作为|进入|加入|管理|负责|参与|协助|完成|通过|覆盖|报名|熟悉|推动|服务|驻场)+/u;
/** A run that is a phrase, not a name: "上海一家精细化工企业", "某医院", "管理门店备用金并完成银行", "持有…资格与银行". */
const NOT_A_NAME =
  /一家|某|并|完成|负责|编制|登记|资格|持有|每[天日月周年]|^做|^(?:[三二一]甲|[三二一]级|全省|全市|市内|省内|区内|县级)|^(?:下属|旗下|所属|合作|关联|相关|其他|其它|各|多家|主要|当地|本地|外部)\p{Script=Han}{0,2}$|^\p{Script=Han}(?:集团|公司|银行|医院)$/u;

/** Nouns that say what kind of party a name is ("审计机构天健…"), not part of the name. */
const DESCRIBING_NOUNS = ['机构', '单位', '合作方', '供应商', '客户'];

/**
 * The name a Chinese run ends in: "拓元的审计机构天健会计师事务所" names 天健会计师事务所, the words before it (an
 * owner and "的", a kind of organisation) describe it.
 */
function innermostName(run: string): string {
  // "拓元的审计机构…", "部分调拨至集团": a name begins after the last 的 or preposition of the run.
  // "子公司总经理及集团", "审批仍报集团": nor does it hold a joining word or an adverb of the clause.
  // "之后调往集团", "统一上线集团": a verb of going, joining or taking marks where a name could begin, as 至 does;
  // "承接集团内部订单", "价格由集团确定", "获得集团季度冠军", "QC项目获医院二等奖", "切换为集团系统", "起兼任集团内训师",
  // "参与编写集团《供应商质量手册》" too.
  const marked = run.replace(
    /上线|调[入回往]|回到|进入|加入|前往|承接|获得?|兼任?|切换|转为|改为|并入|划归|由|编[写制]?|修订|制定|起草/gu,
    (verb) => '至'.repeat(verb.length),
  );
  const afterOf = run.slice(
    Math.max(...[...'的至到向给于及与并仍均'].map((mark) => marked.lastIndexOf(mark))) + 1,
  );
  let cut = 0;
  for (const noun of [...ORGANISATION_NOUNS.chinese, ...DESCRIBING_NOUNS]) {
    for (let at = afterOf.indexOf(noun); at !== -1; at = afterOf.indexOf(noun, at + 1)) {
      const end = at + noun.length;
      // Another organisation noun ends inside the run, with a name of two characters or more after it.
      if (end < afterOf.length && afterOf.length - end >= 4) cut = Math.max(cut, end);
    }
  }
  return afterOf.length > 0 ? afterOf.slice(cut) : run;
}

function organisationClaims(text: string): Claim[] {
  const names = new Set<string>();
  const products = new Map<string, string>();
  const addCued = (written: string) => {
    const name = trimEndWhere(written.replace(LEADING_ARTICLE, ''), (character) =>
      ".'’-".includes(character),
    );
    if (name !== '' && !/^(?:Present|Now)$/i.test(name)) names.add(name);
  };
  for (const match of text.matchAll(EMPLOYER_AFTER_CUE)) {
    addCued(match[1] ?? '');
    // Up to three more names joined to it; each is a place the person is said to have worked.
    let rest = text.slice((match.index ?? 0) + match[0].length);
    for (let joined = 0; joined < 3; joined += 1) {
      const next = JOINED_NAME.exec(rest);
      // "at Acme, and Built a pipeline": a verb opening the next clause is no name.
      if (!next || CLAUSE_VERB.test(next[1] ?? '')) break;
      addCued(next[1] ?? '');
      rest = rest.slice(next[0].length);
    }
  }
  for (const match of text.matchAll(NAMES_BEFORE_EXPERIENCE))
    for (const name of (match[1] ?? '').split(/(?<!\s)\s*,\s*(?:and\s+)?|(?<!\s)\s+and\s+/)) addCued(name);
  for (const pattern of [KNOWN_LATIN, KNOWN_CHINESE]) {
    for (const match of text.matchAll(pattern)) {
      const name = match[0].trim();
      // "Google Sheets", "Microsoft Office": the maker named with its product, a tool the person used.
      const product = productAfter(name, text.slice((match.index ?? 0) + match[0].length));
      if (product) products.set(name, product);
      else names.add(name);
    }
  }
  for (const match of text.matchAll(NAMED_ORGANISATION)) {
    // "Donor & Foundation Relations: …", "Working Capital: …": a bold label opening a bullet names no one.
    const at = match.index ?? 0;
    if (/^\s*(?:[-*•]\s+)?(?:\*\*|__)?$/.test(text.slice(0, at)) && opensWithLabel(text.slice(at, at + 120)))
      continue;
    // "Used Candid's Foundation Directory": a verb opening the sentence and a possessive are no part of the name.
    const name = match[0]
      .trim()
      .replace(/^[A-Z][a-z]+ed\s+(?=[A-Z])/, '')
      .replace(/['’]s\b/g, '');
    names.add(name);
  }
  for (const match of text.matchAll(CHINESE_ORGANISATION)) {
    // "2014年获医院…比赛": the run before 医院 began with a date's 年 and a verb; what is left names no one.
    const name = innermostName(match[0].trim().replace(NOT_A_NAME_START, ''));
    if (!ORGANISATION_NOUNS.chinese.includes(name) && !NOT_A_NAME.test(name)) names.add(name);
  }
  // 中建三局 and 中国建筑第八工程局 carry no 公司: the bureaus of China State Construction are named by number.
  for (const match of text.matchAll(CONSTRUCTION_BUREAU)) names.add(match[0]);
  for (const match of text.matchAll(KIND_AFTER_LIST))
    for (const name of namesListedBefore(text, match.index ?? 0)) if (!NOT_A_NAME.test(name)) names.add(name);
  for (const match of text.matchAll(CHINESE_NAMES_AFTER_WORK)) {
    for (const [at, item] of (match[1] ?? '').split('、').entries()) {
      const name = at === 0 ? item.replace(BEFORE_LISTED_NAME, '') : item;
      if (name.length >= 2 && !NOT_A_NAME.test(name)) names.add(name);
    }
  }
  for (const pattern of [CUED_CHINESE, CHINESE_EMPLOYER, CHINESE_WORKED_AT]) {
    for (const match of text.matchAll(pattern))
      if (match[1] && !NOT_A_NAME.test(match[1])) names.add(match[1]);
  }
  return [
    ...[...names].map((value): Claim => ({ kind: 'organisation', value })),
    ...[...products]
      .filter(([value]) => !names.has(value))
      .map(([value, product]): Claim => ({ kind: 'organisation', value, product })),
  ];
}

/** The product of the maker's that the text after the maker's name opens with ("Office" of "Microsoft Office"). */
/** Alibaba's trading sites, named after the maker without a space ("Alibaba国际站", "阿里巴巴1688"): platforms. */
const ALIBABA_SITE = /^(?:国际站|1688)/u;

function productAfter(maker: string, after: string): string | undefined {
  if (/^(?:alibaba|阿里巴巴|阿里)$/i.test(maker)) return ALIBABA_SITE.exec(after)?.[0];
  const products = MAKER_PRODUCTS[maker];
  if (!products || !/^\s/.test(after)) return undefined;
  const next = after.trimStart();
  return products.find(
    (product) => next.startsWith(product) && !/^[\p{L}\d]/u.test(next.slice(product.length)),
  );
}

// Degrees and majors.

const DEGREES = DEGREE_WORDS.flatMap((word) => [
  { word, pattern: spellingPattern(word.spellings) },
  ...(word.capitals ? [{ word, pattern: spellingPattern(word.capitals, 'gu') }] : []),
]);
/** The first word of every Latin degree spelling, without dots ("bs", "bachelor", "juris"): looked up per word. */
const LATIN_DEGREE_WORDS = new Set(
  DEGREE_WORDS.flatMap((word) => [...word.spellings, ...(word.capitals ?? [])])
    .filter((spelling) => !HAN.test(spelling))
    .map(
      (spelling) =>
        spelling
          .toLowerCase()
          .replace(/\./g, '')
          .split(/[^a-z']+/)[0] ?? '',
    ),
);
const CHINESE_DEGREE_HINT = /学士|硕士|博士|本科|专科|大专|高职|研究生/u;

/** Whether a line may name a degree: a cheap look before the degree patterns are run one by one. */
function mayNameDegree(text: string): boolean {
  if (CHINESE_DEGREE_HINT.test(text)) return true;
  return text
    .toLowerCase()
    .replace(/\./g, '')
    .split(/[^a-z']+/)
    .some((word) => LATIN_DEGREE_WORDS.has(word) || LATIN_DEGREE_WORDS.has(word.replace(/'s$/, '')));
}

/** Whether a line names a degree (held or studied for). */
export function namesDegree(line: string): boolean {
  return degreeClaims(plainText(line)).length > 0;
}

/** "Scrum Master", "master plan" and the trades' and guilds' masters (Court of Master Sommeliers) are no degrees. */
const NOT_A_DEGREE =
  /\bJ\.?\s?D\.?(?=\s*(?:\.com|Power|Edwards|Sports|Logistics|Wetherspoon|requirements?|keywords?|match))|\b(?:the|per|a|this|target)\s+JD\b|scrum\s+master|masters?\s+(?:plan|data|branch|class|key|node|sommeliers?|electrician|plumber|gardener|trainer|black\s+belt|carpenter|mechanic|technician|chef|barber|mason|brewer|diver)|webmaster|,\s*MA(?=\s*(?:\d|\||$))|\bMS[\s-]+(?:Office|Excel|Word|SQL|Teams|Project|Access|PowerPoint|Outlook|Visio|Dynamics|Azure)\b/gi;
/** "MSc in Data Science", "BEng Mechanical Engineering", "Master's in Finance": the major after a degree. */
const MAJOR_AFTER_DEGREE = new RegExp(
  `(?<![\\p{L}])(?:(?:BEng|BSc|BBA|MEng|MSc|MBA|PhD|BSN|MSN|BS|MS|BA|MA)(?:\\s+(?:degree\\s+)?(?:in|of))?|(?:Bachelor|Master)(?:'s)?(?:\\s+degree)?\\s+in|(?:Bachelor|Master) of (?:Science|Engineering|Arts)(?:,\\s*|\\s+in\\s+))\\s*(${CAPITALISED})`,
  'gu',
);

/**
 * "left the PhD program after year 1", "started the JD program at night", "PhD student", "left a pharmacology PhD":
 * a programme, not a degree held.
 */
const DEGREE_PROGRAMME =
  /\b(?:Ph\.?\s?D|J\.?D|doctoral|master'?s|MBA)\.?\s+(?:program|programme|coursework|student|studies)\b|\b(?:left|quit|dropped out of|withdrew from|mastered out of)\s+(?:a|the|my)\s+(?:[a-z]+\s+){0,2}(?:Ph\.?\s?D|doctorate)\b\.?/gi;

/** Words saying a degree on the line is not held: no degree, a course only, not finished, a candidate. */
const NO_DEGREE_HELD =
  /无(?:学士|硕士|博士)?学位|未(?:获|获得|取得|授予|拿到)(?:学士|硕士|博士)?学位|学位未授予|不授予学位|(?:仅|只有)毕业证|进修班|研修班|课程班|未毕业|未完成|肄业|结业|退学|not completed|not finished|incomplete|did not (?:finish|complete|graduate)|no degree|non-degree|withdrew|coursework toward|some college|\bABD\b|all but dissertation|degree not (?:conferred|awarded)|(?:Ph\.?\s?D|doctoral|博士)\s*(?:candidate|候选人)/i;

/** Words saying a degree was studied full-time through the national entrance exam: a claim of its own. */
const FULL_TIME_STUDY = /(?<!非)全日制|统招|统分|(?<!non[- ]|part[- ])\bfull[- ]time\b/i;

/** Degrees whose capitals also name other things in Chinese lines ("JD" is 京东 there): read in Latin lines only. */
const LATIN_LINES_ONLY = new Set(['jd']);

function programmeLevel(programme: string): DegreeLevel {
  if (/^mba/i.test(programme)) return 'mba';
  return /^master/i.test(programme) ? 'master' : 'doctor';
}

function degreeClaims(text: string): Claim[] {
  const claims: Claim[] = [];
  if (!mayNameDegree(text)) return claims;
  for (const match of text.matchAll(DEGREE_PROGRAMME)) {
    claims.push({ kind: 'degree', value: match[0], level: programmeLevel(match[0]), programme: true });
  }
  const cleaned = text.replace(DEGREE_PROGRAMME, ' ').replace(NOT_A_DEGREE, ' ');
  // "在职研究生课程进修班（无学位）", "硕士研究生（在读，未毕业）": a degree named but not held is a programme too.
  const unfinished = NO_DEGREE_HELD.test(text);
  const fullTime = FULL_TIME_STUDY.test(text);
  const hasHan = HAN.test(text);
  const found: { word: DegreeWord; value: string; start: number; end: number }[] = [];
  for (const { word, pattern } of DEGREES) {
    if (hasHan && word.degree && LATIN_LINES_ONLY.has(word.degree)) continue;
    for (const match of cleaned.matchAll(pattern)) {
      const start = match.index ?? 0;
      found.push({ word, value: match[0], start, end: start + match[0].length });
    }
  }
  // The longest spelling names the degree: "Master of Business Administration" is an MBA, not also "a master's",
  // and "医学学士" a bachelor of medicine, not also a bare "学士".
  const named = found.filter(
    (one) =>
      !found.some(
        (other) =>
          other !== one &&
          other.start <= one.start &&
          other.end >= one.end &&
          other.end - other.start > one.value.length,
      ),
  );
  for (const { word, value } of named) {
    claims.push({
      kind: 'degree',
      value,
      level: word.level,
      ...(word.degree ? { degree: word.degree } : {}),
      ...(unfinished ? { programme: true as const } : {}),
      ...(fullTime ? { fullTime: true as const } : {}),
    });
    if (word.major) claims.push({ kind: 'major', value: word.major });
  }
  for (const match of cleaned.matchAll(MAJOR_AFTER_DEGREE)) {
    const major = match[1] ?? '';
    if (major !== '' && !/^(?:Degree|Of|In)$/.test(major)) claims.push({ kind: 'major', value: major });
  }
  return claims;
}

// Titles and seniority.

const ROLE = `(?:${ROLE_NOUNS.map(escapePattern).join('|')})s?`;
const LATIN_SENIORITY = SENIORITY_TITLE_WORDS.latin.map(escapePattern).join('|');
/** A seniority word before a role noun (any case): "senior analyst", "Lead Data Engineer". */
const SENIORITY_BEFORE_ROLE = new RegExp(
  `(?<![\\p{L}])(${LATIN_SENIORITY})\\.?\\s+(?:[\\p{L}-]+\\s+){0,2}${ROLE}(?![\\p{L}])`,
  'giu',
);
/** A capitalised seniority word used as a title: "Head of Operations", "Operations Manager", "VP". */
const CAPITALISED_SENIORITY = new RegExp(
  `(?<![\\p{L}])(${SENIORITY_TITLE_WORDS.latin.map((words) => escapePattern(words.replace(/\b\w/g, (initial) => initial.toUpperCase()))).join('|')}|VP|SVP|EVP)(?![\\p{L}])`,
  'gu',
);
const CHINESE_SENIORITY = spellingPattern(SENIORITY_TITLE_WORDS.chinese);

/** Someone else's title: "reported to the Head of Operations", "向产品总监汇报", "与项目负责人对接". */
const OTHERS_TITLE_LATIN =
  /\b(?:to|with|for|by|alongside|under|and|or)\s+(?:(?:the|our|a|an|their|his|her)\s+)?(?:[A-Z][\w-]*\s+){0,2}$/;
// "3名产品经理", "5个项目经理": people counted are others, whatever their title.
const OTHERS_TITLE_CHINESE = /(?:向|与|和|协助|配合|对接|跟|同|给|\d\s?[名个位])\p{Script=Han}{0,4}$/u;
const OF_AFTER = /\s+of\b/y;
/** After a title, the possessive of its holder: "'s", "’s", or " of Rehab's". */
const POSSESSED_AFTER = /^(?: of(?: [A-Z][\w&]*){1,3})?['’]s\b/;

function isOthersTitle(text: string, index: number, pattern: RegExp): boolean {
  const before = text.slice(Math.max(0, index - 40), index);
  // "Promoted to Director", "晋升为总监": the person's own title, whatever preposition leads to it.
  if (OWN_TITLE_BEFORE.test(before)) return false;
  return pattern.test(before);
}

/** Words that give the person a title: "promoted to", "appointed as", "named", "晋升为", "升任". */
const OWN_TITLE_BEFORE =
  /(?:\b(?:promoted|appointed|advanced|elevated|rose|named|hired|served)\s+(?:to\s+|as\s+)?(?:the\s+|a\s+|an\s+)?|晋升为|晋升|升任|升为|担任|任)$/i;

function titleClaims(text: string, clauseStarts: readonly number[]): Claim[] {
  const words = new Set<string>();
  for (const match of text.matchAll(SENIORITY_BEFORE_ROLE)) {
    if (!isOthersTitle(text, match.index ?? 0, OTHERS_TITLE_LATIN)) words.add((match[1] ?? '').toLowerCase());
  }
  for (const match of text.matchAll(CAPITALISED_SENIORITY)) {
    const index = match.index ?? 0;
    // "Lead the migration" at the start of a bullet is a verb; "Head of X" there is still a title, and so is a
    // word no verb is spelt like ("Chief Official Court Reporter" opening an entry's cell).
    OF_AFTER.lastIndex = index + match[0].length;
    if (
      clauseStarts.includes(index) &&
      /^(?:Lead|Head|Partner|Staff)$/.test(match[0]) &&
      !OF_AFTER.test(text)
    )
      continue;
    // "Covered the Director of Rehab's admin work": a title whose holder owns something is someone else's.
    if (POSSESSED_AFTER.test(text.slice(index + match[0].length, index + match[0].length + 40))) continue;
    if (!isOthersTitle(text, index, OTHERS_TITLE_LATIN)) words.add(match[0].toLowerCase());
  }
  for (const match of text.matchAll(CHINESE_SENIORITY)) {
    if (!isOthersTitle(text, match.index ?? 0, OTHERS_TITLE_CHINESE)) words.add(match[0]);
  }
  return [...words].map((value) => ({ kind: 'title', value }));
}

// Certificates.

const CERTIFICATES = CERTIFICATE_WORDS.map((word) => ({ word, pattern: spellingPattern(word.spellings) }));
const CERTIFIED_NAME = new RegExp(`(?<![\\p{L}])[Cc]ertified\\s+(${CAPITALISED})`, 'gu');
const NAME_CERTIFICATION = new RegExp(`(${CAPITALISED})\\s+[Cc]ertific(?:ate|ation)`, 'gu');

/** Verbs a sentence opens with before a certificate's name: "Earned", "Passed", "Holds". */
const CERTIFICATE_VERBS =
  /^(?:(?:Earned|Obtained|Passed|Completed|Holds?|Held|Achieved|Received|Maintain(?:ed|s)?|Renewed|Gained|Attained|Acquired|Got)\s+)+/;

function certificateClaims(text: string): Claim[] {
  const claims: Claim[] = [];
  const named = new Set<string>();
  for (const { word, pattern } of CERTIFICATES) {
    pattern.lastIndex = 0;
    if (named.has(word.name) || !pattern.test(text)) continue;
    named.add(word.name);
    claims.push({ kind: 'certificate', value: word.name, spellings: word.spellings });
  }
  if (named.size === 0) {
    for (const pattern of [CERTIFIED_NAME, NAME_CERTIFICATION]) {
      for (const match of text.matchAll(pattern)) {
        // "Earned ServSafe Manager certification": the verb opening the sentence is no part of the name.
        const name = match[1]?.replace(CERTIFICATE_VERBS, '');
        if (name) claims.push({ kind: 'certificate', value: name });
      }
    }
  }
  return claims;
}

// Personal data.

const PERSONAL = (
  Object.entries(PERSONAL_FIELDS) as [PersonalField, (typeof PERSONAL_FIELDS)[PersonalField]][]
).map(([field, words]) => ({
  field,
  key: spellingPattern(words.keys),
  statement: spellingPattern(words.statements),
}));
/** Tested on a trimmed line without its list marker (personalClaims). */
const KEY_VALUE = /^([^:：\n]{1,30})[:：][ \t]*(\S.*)?$/;
const AGE = /(?<!\d)\d{2}\s?(?:岁|years? old|-year-old)/i;

/** Personal data the text states, as a field ("Nationality: British") or in a sentence ("28岁"). */
function personalClaims(text: string): Claim[] {
  const claims: Claim[] = [];
  const keyValue = KEY_VALUE.exec(text.trim().replace(/^[-*•][ \t]+/, ''));
  const seen = new Set<PersonalField>();
  if (keyValue) {
    const key = keyValue[1] ?? '';
    for (const { field, key: pattern } of PERSONAL) {
      pattern.lastIndex = 0;
      const match = pattern.exec(key);
      if (match && match[0].length >= key.trim().length - 2) {
        seen.add(field);
        claims.push({ kind: 'personal', value: field, stated: (keyValue[2] ?? '').trim() });
      }
    }
  }
  for (const { field, statement } of PERSONAL) {
    statement.lastIndex = 0;
    if (!seen.has(field) && statement.test(text)) {
      seen.add(field);
      claims.push({ kind: 'personal', value: field });
    }
  }
  if (!seen.has('age') && AGE.test(text)) claims.push({ kind: 'personal', value: 'age' });
  return claims;
}

// Numbers and dates.

/** Two to ninety in words ("one" is left out: one of, no one): the shared number words, then the teens and tens. */
const LATIN_NUMBER_WORDS: Readonly<Record<string, number>> = {
  ...Object.fromEntries(
    Object.entries(NUMBER_WORDS).filter(([word, amount]) => /^[a-z]+$/.test(word) && amount > 1),
  ),
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
/** The ones after a tens word: "twenty-one", "forty-five". */
const LATIN_ONES: Readonly<Record<string, number>> = {
  one: 1,
  ...Object.fromEntries(Object.entries(LATIN_NUMBER_WORDS).filter(([, amount]) => amount < 10)),
};
/**
 * A number word before a word ("three apprentices", "twenty-five beds"), lower case or opening the line. "One"
 * alone is left alone (one of, no one), and so are names: "Six Sigma", "Big Four" inside a line.
 */
const LATIN_NUMBER_WORD = new RegExp(
  `(^\\s*(?:[-*•]\\s+)?|(?<![\\p{L}\\d-]))(${Object.keys(LATIN_NUMBER_WORDS).join('|')})(?:-(${Object.keys(LATIN_ONES).join('|')}))?(?=[\\s-]+(?!sigma\\b)[a-z%])`,
  'giu',
);
/** 零 to 九 (and 两): the shared number words' Chinese digits, and zero. */
const CHINESE_DIGITS: Readonly<Record<string, number>> = {
  零: 0,
  ...Object.fromEntries(
    Object.entries(NUMBER_WORDS).filter(([word, amount]) => /\p{Script=Han}/u.test(word) && amount < 10),
  ),
};
/** 二十五 → 25, 十二 → 12, 两 → 2 (up to 99). */
function chineseNumeral(written: string): number {
  const [tens = '', ones = ''] = written.includes('十') ? written.split('十') : ['', written];
  const ten = written.includes('十') ? (tens === '' ? 1 : (CHINESE_DIGITS[tens] ?? 0)) * 10 : 0;
  return ten + (ones === '' ? 0 : (CHINESE_DIGITS[ones] ?? 0));
}
const CHINESE_NUMERAL = '(?:[二三四五六七八九]?十[一二三四五六七八九]?|[两二三四五六七八九])';
/**
 * A Chinese number before a counter or a unit ("五名护士", "两个班", "三年"); 一 is left alone (一名护士, 一线), and so
 * is a grade's number (七年级 names a grade, it counts nothing).
 */
const CHINESE_COUNT_WORD = new RegExp(
  `(?<![\\d零一二三四五六七八九十百千万两第])(${CHINESE_NUMERAL})(?=[余多来]?(?:[名个家人位次项所台条套场批届门月天周倍户单]|年(?!级)))`,
  'gu',
);
/** Tens and some before a counter: "十几场", "二十几个". */
const CHINESE_TENS_AND_SOME =
  /(?<![\d零一二三四五六七八九十百千万两第])([二三四五六七八九]?十)几(?=[名个家人位次项所台条套场批届门月天周倍户单])/gu;
/** "百分之十五" is 15%; "第二" before a counter or the end of a clause is 第2 ("排名第二"). */
const CHINESE_PERCENT_WORD = new RegExp(`百分之(${CHINESE_NUMERAL})`, 'gu');
const CHINESE_RANK_WORD = /第([一二三四五六七八九十])(?=[名届次期]|[，。；、,;）)]|$)/gu;

/** "a dozen stores" is 12 stores, "two dozen" 24: one way of writing the number. */
const DOZEN = /\b(a|one|two|three|four|five|six)\s+dozen\b(?!s)/gi;
const DOZENS: Readonly<Record<string, number>> = { a: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };
/** "a crew of six", "team of five": a number word ending the phrase after "of", with no noun after it. */
const OF_NUMBER_WORD = new RegExp(
  `(\\b(?:team|crew|staff|group|squad|class|family|unit|cohort|department|office|shop) of )(${Object.keys(LATIN_NUMBER_WORDS).join('|')})(?![\\p{L}-])`,
  'giu',
);
/**
 * A change in words is a percentage: "by half", "halved", "by a third", "by a quarter", "by two-thirds". Only in
 * these shapes: "the first half of 2022" and "a quarter" of a year count no share, and "about two-thirds of them"
 * is a share the resume may work out from its own counts.
 */
const SHARE_WORDS: readonly (readonly [RegExp, string])[] = [
  [/\b(by|in) half\b/gi, '$1 50%'],
  [/\bhalved\b/gi, 'cut 50%'],
  [/\b(by|of) (?:a|one)[- ]third\b/gi, '$1 33%'],
  [/\b(by|of) (?:a|one)[- ]quarter\b/gi, '$1 25%'],
  [/\bby two[- ]thirds\b/gi, 'by 67%'],
  [/\bby three[- ]quarters\b/gi, 'by 75%'],
  // "about two-thirds of them", "three-quarters of the acreage": a share, no count of thirds or quarters.
  [/\b(?:two|three)[- ](?:thirds|quarters)\b/gi, 'a share'],
  [/\b(?:doubled|two-fold|twofold)\b/gi, '2x'],
  [/\b(?:tripled|three-fold|threefold)\b/gi, '3x'],
  [/\b(?:quadrupled|four-fold|fourfold)\b/gi, '4x'],
];

/**
 * Chinese amounts written in words, as digits: 七成 (and 7成) is 70%, 一半 50%, 三分之一 33%, 翻了一番 2倍, 上千 1000, 破亿 1亿,
 * 三百户 300户, 半年 6个月. Each is one way of writing a figure, on the model's side and the resume's alike.
 */
const CHINESE_AMOUNT_WORDS: readonly (readonly [RegExp, (...groups: string[]) => string])[] = [
  // "七成以上", "两成": tenths, never 完成, 成本, 成员 (a numeral comes first, and no word of 成 follows).
  [
    /(?<![一二三四五六七八九十])([二三四五六七八九两])成(?![员为功本果绩都市立长交就品型分熟人年])/gu,
    (_whole, numeral) => `${(CHINESE_DIGITS[numeral] ?? 0) * 10}%`,
  ],
  // "降了2成": tenths in a digit (never "2成本", "3成员").
  [
    /(?<![\d.])([1-9])成(?![员为功本果绩都市立长交就品型分熟人年])/gu,
    (_whole, digit) => `${Number(digit) * 10}%`,
  ],
  [/(?<![分之])一半/gu, () => '50%'],
  [
    /([二三四五六七八九十])分之([一二三四五六七八九])/gu,
    (_whole, whole, part) =>
      `${Math.round(((CHINESE_DIGITS[part] ?? 0) / (whole === '十' ? 10 : (CHINESE_DIGITS[whole] ?? 1))) * 100)}%`,
  ],
  [/翻了?两番/gu, () => '4倍'],
  [/翻了?一番|翻番|翻了?一倍|翻倍/gu, () => '2倍'],
  // "上千单", "近百人", "破亿", "超百万": the round figure the word names.
  [
    /([上近超破逾过])(百万|千万|百|千|万|亿)/gu,
    (_whole, cue, unit) =>
      `${cue}${({ 百万: '100万', 千万: '1000万', 百: '100', 千: '1000', 万: '1万', 亿: '1亿' } as Record<string, string>)[unit] ?? unit}`,
  ],
  // "三百户", "两千单": hundreds and thousands before a counter.
  [
    /(?<![\d零一二三四五六七八九十百千万两])([二三四五六七八九两])([百千])(?=[余多来]?[名个家人位次项所台条套场批户单元])/gu,
    (_whole, numeral, unit) => String((CHINESE_DIGITS[numeral] ?? 0) * (unit === '百' ? 100 : 1000)),
  ],
  // "进修半年" is 6 months; 上半年, 每半年 and 半年度 are a part of a year or a frequency, no length.
  [/(?<![上下每前后])半年(?![度报考])/gu, () => '6个月'],
];

/** The text with its number words written as digits, so "five nurses" and "5 nurses" are one claim. */
export function numberWordsAsDigits(typed: string): string {
  let text = typed
    .replace(DOZEN, (_whole, count: string) => String(12 * (DOZENS[count.toLowerCase()] ?? 1)))
    .replace(
      OF_NUMBER_WORD,
      (_whole, of: string, word: string) => `${of}${LATIN_NUMBER_WORDS[word.toLowerCase()]}`,
    );
  for (const [pattern, digits] of SHARE_WORDS) text = text.replace(pattern, digits);
  if (HAN.test(text))
    for (const [pattern, digits] of CHINESE_AMOUNT_WORDS)
      text = text.replace(pattern, (...args) => digits(...(args.slice(0, -2) as string[])));
  return (
    text
      .replace(
        LATIN_NUMBER_WORD,
        (whole, start: string, word: string, unit: string | undefined, at: number) => {
          // Capitalised inside a line it is a name's ("Big Four"); opening the line it is a sentence's first word.
          if (/^[A-Z]/.test(word) && !/^\s*(?:[-*•]\s+)?$/.test(text.slice(0, at + start.length)))
            return whole;
          const tens = LATIN_NUMBER_WORDS[word.toLowerCase()] ?? 0;
          return `${start}${tens + (unit ? (LATIN_ONES[unit.toLowerCase()] ?? 0) : 0)}`;
        },
      )
      .replace(CHINESE_PERCENT_WORD, (_whole, numeral: string) => `${chineseNumeral(numeral)}%`)
      .replace(CHINESE_RANK_WORD, (_whole, numeral: string) => `第${chineseNumeral(numeral)}`)
      // "十几场", "二十几个": over ten, over twenty, as "十余场" and "20多个" say it.
      .replace(CHINESE_TENS_AND_SOME, (_whole, numeral: string) => `${chineseNumeral(numeral)}余`)
      // "连续两年", "近两年" say a while as often as they count: 两 before 年 is left as written.
      .replace(CHINESE_COUNT_WORD, (numeral: string, _group: string, at: number, whole: string) =>
        numeral === '两' && whole[at + 1] === '年' ? numeral : String(chineseNumeral(numeral)),
      )
  );
}

// A thousands group is three digits and no more: "第2，2018年" is a rank and a year, not 2,201 and 8 years.
const NUMBER = /\d+(?:,\d{3}(?!\d))*(?:\.\d+)?/g;
/** Sticky: tried where a number starts, without copying the rest of the line. */
const YEAR_MONTH = /((?:19|20)\d\d)[.\-/](\d{1,2})(?!\d)/y;
const MULTIPLIERS: readonly (readonly [RegExp, number])[] = [
  // "3千万", "2百万", "2个亿": compound Chinese units first.
  [/^\s?千万/, 1e7],
  [/^\s?百万/, 1e6],
  [/^\s?十万/, 1e5],
  [/^\s?个亿/, 1e8],
  [/^\s?(?:k|thousand)(?![a-z])/i, 1e3],
  [/^\s?(?:m|mm|mn|million)(?![a-z])/i, 1e6],
  [/^\s?(?:b|bn|billion)(?![a-z])/i, 1e9],
  // "1100来万", "3余亿": the rounding word before the unit (roundingOf reads it as "about" or "over").
  [/^\s?[来余多]?千/, 1e3],
  [/^\s?[来余多]?万/, 1e4],
  [/^\s?[来余多]?亿/, 1e8],
];
/** "260w+", "1.2w": 万 as Chinese resumes type it (only in a Chinese text: "60w" elsewhere is watts). */
const WAN_AS_W: readonly [RegExp, number] = [/^w(?![a-z])/i, 1e4];

/** Measures glued to a number in short ("<10s", "48h内", "40min", "36L"), with the words they count. */
const MEASURES_WRITTEN_SHORT: readonly (readonly [RegExp, readonly string[]])[] = [
  [/^(?:s|ms|sec)(?![a-z])/i, ['second', '秒']],
  [/^(?:h|hr|hrs)(?![a-z])/i, ['hour', '小时']],
  [/^(?:min|mins)(?![a-z])/i, ['minute', '分钟']],
  [/^l(?![a-z])/i, ['litre', '升']],
  [/^kg(?![a-z])/i, ['kilogram', '公斤', '千克']],
  [/^km(?![a-z])/i, ['kilometre', '公里', '千米']],
];

/** Shift lengths in hours that people write as plurals ("12s", "3 x 8s"), and the words of a line about shifts. */
const SHIFT_LENGTHS: ReadonlySet<number> = new Set([8, 10, 12, 24]);
const SHIFT_WORDS = /\b(?:shifts?|nights?|days|rotation|swing|wknds?|weekends?|on-call|schedule)\b/i;

/** The unit after a number (after any multiplier), first match wins. */
const UNITS_AFTER: readonly (readonly [RegExp, NumberUnit])[] = [
  [/^\s?(?:%|percent|per cent|个百分点|百分点|pp(?![a-z]))/i, 'percent'],
  // "45,000 pounds" weighs: pounds are money only as sterling (or after £, read before).
  [/^\s?[来多余]?(?:元|块|美元|欧元|英镑|usd|rmb|cny|eur|gbp|dollars?|pounds? sterling|euros?)/i, 'money'],
  [
    /^\+?\s?(?:people|ppl|persons?|engineers|developers|staff|employees|members|reports|direct reports|analysts|hires|heads|fte|[来多余]?号?人|名|[来多余]?位)(?![a-z])/i,
    'people',
  ],
  // "3个社招", "2个实习生", "5个工程师": a counter before a word for people counts people; so does a role's
  // shorthand standing alone ("带了3个实施（2个MES+1个ERP）", "2个测试", "5个开发").
  [
    /^\s?[多余来]?个(?:实施|研发|开发|测试|运维|销售|客服|产品|设计|前端|后端|算法)(?![\p{Script=Han}])/u,
    'people',
  ],
  [
    /^\s?[多余来]?个(?!月)\p{Script=Han}{0,4}?(?:人|员|师|生|招|者|助理|顾问|代表|孩子|小孩|幼儿|儿童|客户|患者|病人|家长|工(?![作程厂艺序位具时期单资龄种段件地区]))/u,
    'people',
  ],
  // "3-yr", "8-wk": a duration joined to its number.
  [/^[+-]?\s?(?:years?|yrs?)(?![a-z])|^\+?\s?年(?![级月度底初中末])/i, 'years'],
  [/^[+-]?\s?(?:months?(?![a-z])|mos?(?![a-z])|mths?(?![a-z])|个月)/i, 'months'],
  [/^[+-]?\s?(?:weeks?(?![a-z])|wks?(?![a-z])|周)/i, 'weeks'],
  [/^[+-]?\s?(?:(?:business |working |calendar |cal\.? )?days?(?![a-z])|[来多余]?天|日(?![期]))/i, 'days'],
  [/^\s?(?:x|times|倍)(?![a-z])/i, 'times'],
];
/** The unit words right after a number, if any names one. */
function unitAfter(after: string): NumberUnit | undefined {
  return UNITS_AFTER.find(([pattern]) => pattern.test(after))?.[1];
}

/** "to 5 …", "- 5 …", "至5…", "→ 5 …" after a number: a range whose second number names the unit. */
// Never into a year, written whole or as "22年" ("21年287万 → 22年344万" is two years' figures).
const RANGE_TO = /^\s?(?:to|-|–|~|至|到|→|->|=>)\s?(?!(?:19|20)\d\d(?!\d))(?!\d\d\s?年)\d+(?:[.,]\d+)?/i;
/** Words that say nothing about what a number counts. */
const NOT_COUNTED = new Set([
  ...['of', 'the', 'and', 'per', 'for', 'with', 'from', 'across', 'into', 'each', 'than', 'over', 'about'],
  ...['new', 'more', 'other', 'key', 'top'],
]);

/**
 * Short words that stand for one of several words, each compared ("18 pts" counts patients or points): only for
 * reading claims, never written out (resume-notation leaves them as typed).
 */
const CLAIM_SHORT_WORDS: Readonly<Record<string, readonly string[]>> = {
  pts: ['patient', 'point'],
  // "2 FTE" are 2 full-time staff.
  fte: ['full-time'],
  ftes: ['full-time'],
  mgr: ['manager'],
  mgrs: ['manager'],
  // "420-acct CoA": accounts as often as accountants.
  acct: ['account', 'accountant'],
  accts: ['account', 'accountant'],
  pp: ['page'],
  doc: ['document'],
  docs: ['document'],
  reg: ['regulatory', 'regulation'],
  bldg: ['building'],
  ft: ['full-time', 'feet', 'foot'],
  ep: ['episode'],
  eps: ['episode'],
  bldgs: ['building'],
  asms: ['asm'],
  sms: ['sm'],
  lb: ['pound'],
  lbs: ['pound'],
  sqft: ['square-foot'],
  tonnes: ['ton'],
};

/** Measures written several ways, as one word: "120,000 sq ft", "120,000-square-foot", "120,000 SF". */
function withMeasuresAsOneWord(after: string): string {
  return after.replace(/^(\s?-?)(?:sq\.?\s?ft\.?|square[- ]f(?:ee|oo)t|sf(?![a-z]))/i, '$1sqft');
}

/** Words after a count that say how it was counted, not what: "~30 done", "1,200 in total", "140-ish". */
const NOT_A_SUBJECT = new Set(['done', 'total', 'overall', 'completed', 'straight', 'running', 'ish']);
/** Words that point back at what was counted before ("5-8 of them ventilated"): they name nothing. */
const POINTING_BACK = new Set(['them', 'whom', 'which', 'these', 'those']);

/** One word of a counted phrase as compared: its parts ("man-hrs" → man, hour; "lockout/tagout"), short units spelt out. */
function countedParts(word: string): string[] {
  const whole = word.replace(/'s?$/, '');
  const parts = whole.split(/[-/]/);
  // The whole word too, where it has parts: "front-of-house" is what the initials FOH stand for.
  return [...(parts.length > 1 ? [whole] : []), ...parts]
    .flatMap((part) => CLAIM_SHORT_WORDS[part] ?? [SHORT_UNIT_WORDS[part] ?? part])
    .filter(
      (part) =>
        part.length >= 3 && !NOT_COUNTED.has(part) && !NOT_A_SUBJECT.has(part) && !POINTING_BACK.has(part),
    )
    .map(canonicalWord);
}

/** The Latin words a count counts: the content words of the three after the number ("regions", "store leases"). */
/** Words that join a counted phrase to what follows it. */
const JOINING_WORDS = new Set([
  'through',
  'for',
  'at',
  'in',
  'on',
  'with',
  'from',
  'to',
  'and',
  'since',
  'across',
  'by',
  'during',
  'while',
  'under',
  'over',
  'into',
  'via',
  'between',
  'against',
]);

function countedWords(typedAfter: string, lineBefore = ''): string[] {
  const after = withMeasuresAsOneWord(typedAfter);
  // "RFIs: 347 logged on Ph 2": a verb's participle after a line's label counts what the label names (not "…w/
  // the ED: 6 submitted", where the words before the colon are no label of the line).
  const label = /^\s*(?:[-*•]\s+)?([A-Za-z][A-Za-z/'-]*):\s?$/.exec(lineBefore)?.[1];
  if (label && /^\s?[a-z]{3,}ed(?![a-z])/i.test(after)) return countedWords(` ${label}`);
  // "a peak of 260 on the Dayton Air Show weekend": a measure of what came before, then where; nothing named.
  if (
    /\b(?:peak|total|average|avg|high|max|maximum|record|low|minimum) of\s?$/i.test(lineBefore) &&
    /^\s?(?:on|in|at|during)\s/i.test(after)
  )
    return [];
  // "2 more washed out", "3 others": more of what was counted before, naming nothing here.
  if (/^\s?(?:more|others?|additional|extra)\b/i.test(after)) return [];
  // "about 12 of which I sat in on": a count of what came before, naming nothing here.
  if (/^\s?of\s+(?:them|which|whom|these|those)\b/i.test(after)) return [];
  // "9 of 12 months" counts months.
  const share = /^\s?(?:out\s)?of\s+(\d+(?:[.,]\d+)*)/i.exec(after);
  // "38 of 61 funded" and "38 of 61 proposals were funded" are the same share: its whole is what it counts too.
  if (share) return [`of-${share[1]}`, ...countedWords(after.slice(share[0].length))];
  // Four words: "15 intake calls a day" counts calls a day, as "15/day" does. A name's own number is part of
  // the name: "8 Tier 1 support agents" counts agents.
  const unnumbered = after.replace(/^(\s?[A-Z][A-Za-z]*)\s\d{1,2}(?=\s[a-z])/, '$1');
  const read = /^\s?((?:[a-z][a-z'/-]*\s?){1,4})/i.exec(unnumbered)?.[1]?.trim().split(/\s+/) ?? [];
  // A name's phrase ends before a joining word: "6 new Airmen through OJT" counts Airmen, not "through";
  // but "and" between two names goes on to their noun: "60 LTL and FTL carriers" counts carriers.
  const namesJoined = (index: number) =>
    /^(?:and|or)$/i.test(read[index] ?? '') &&
    /^[A-Z]/.test(read[index + 1] ?? '') &&
    /^[a-z]/.test(read[index + 2] ?? '');
  const end = read.findIndex(
    (word, index) =>
      index > 0 &&
      JOINING_WORDS.has(word.toLowerCase()) &&
      /^[A-Z]/.test(read[index - 1] ?? '') &&
      !namesJoined(index),
  );
  // "from 412 to 57 between Jan 2022 and Jun 2025": a preposition right after the number names nothing counted.
  const first = (read[0] ?? '').toLowerCase();
  if (first !== 'and' && first !== 'to' && JOINING_WORDS.has(first)) return [];
  const typed = end > 0 ? read.slice(0, end) : read;
  // "2 Tidewater notices", "12 Servo-u ventilators": a name before the noun is not what is counted.
  const words =
    typed.length > 1
      ? typed.filter((word, index) => index === typed.length - 1 || !/^[A-Z][a-z]/.test(word))
      : typed;
  return words.map((word) => word.toLowerCase()).flatMap(countedParts);
}

/**
 * What a Chinese count counts: the word after its counter, as character pairs, so "11个储能项目" and
 * "11个项目" count the same thing and "4个城市" is not "4个任务". Words of joining (和, 与, 的) end it.
 * A Latin name after the counter is what it counts: "11个IND" counts INDs, "2次CDE沟通交流会" CDE meetings.
 */
// "1个搞NoSQL的": a light verb between the counter and a Latin name counts the name (the person who does it).
const CHINESE_COUNTED =
  /^\s?[余多来]?(?:个|名|位|项|家|座|所|台|套|条|篇|场|次|款|只|支|部|间|份|张|本|门)\s?(?:(?:搞|做|干|负责)?([A-Za-z][\w-]{0,11})|(\p{Script=Han}{1,5}))/u;
function chineseCountedPairs(after: string): string[] {
  const counted = CHINESE_COUNTED.exec(after);
  const name = counted?.[1]?.toLowerCase();
  // "38家中的19家", "从6家砍到4家": a word that opens with a verb or "中" says what happened, not what was counted.
  const opened = counted?.[2]?.split(/[和与及的并、]/)[0] ?? '';
  const word = /^[中做砍提降增减到至为变升缩压涨跌扩达]/u.test(opened) ? '' : opened;
  // A counter that says what kind of thing it counts ("已过9门" counts courses) is part of what is counted, so
  // "9门" with no noun after it never stands for "9个城市".
  const counter = KIND_COUNTER.exec(after)?.[1];
  // Its characters too: "42张床" counts the beds of "42张床位", "1台泵" the pump of "1台循环泵".
  return [
    ...new Set([
      ...(counter ? [counter] : []),
      ...(name ? [name] : []),
      ...word,
      ...[...word].slice(1).map((character, index) => `${word[index]}${character}`),
    ]),
  ];
}

/**
 * Counters that name a kind of thing (courses, papers, machines, buildings, times), unlike 个 and 名 that count
 * anything; 项 counts items of work ("11项" supports "11个项目", never "11个城市"). A rounding word may stand
 * before the counter: "200余次" counts times as "200次" does.
 */
const KIND_COUNTER =
  /^\s?[余多来]?(门|届|篇|台|套|辆|座|所|张|本|款|件|吨|箱|项|栋|幢|户|次|场|家|单(?![价证位据元])|票|柜)/u;

/** Whether a counted word is one of the counters that name a kind of thing (次, 场, 家…), alone. */
export function isKindCounter(word: string): boolean {
  return word.length === 1 && KIND_COUNTER.exec(word)?.[1] === word;
}

/** Nouns that name a unit by its number ("Crew 2", "Unit 40", "Engine 12"), as a line's first word. */
const UNIT_NAME_NOUN =
  /^(?:crew|team|squad|shift|unit|line|station|engine|ladder|truck|medic|rescue|platoon|company|battalion|ward|pod|cell|zone|bay|dock|store|site|building|bldg|plant|district|route|lane|gate|room|floor|sprint|phase|cohort|group|section|area)\s?$/i;

/** The Latin word right before a number and one space ("Microsoft" of "Microsoft 365"), if any. */
function wordBefore(before: string): string | undefined {
  if (!before.endsWith(' ')) return undefined;
  let start = before.length - 1;
  while (start > 0 && /[A-Za-z]/.test(before[start - 1] ?? '')) start -= 1;
  const word = before.slice(start, -1);
  return word.length >= 2 && /^[A-Za-z]+$/.test(word) ? word : undefined;
}

const CURRENCY_BEFORE = /(?:[$€£¥]|usd|rmb|cny|eur|gbp)\s?$/i;
/** The currency a sign or word before or after an amount names. */
const CURRENCY_WORDS: readonly (readonly [RegExp, RegExp, Currency])[] = [
  [/(?:¥|rmb|cny)\s?$/i, /^\s?(?:元|块|人民币|rmb|cny|yuan)/i, 'cny'],
  [/(?:\$|usd)\s?$/i, /^\s?(?:美元|美金|usd|dollars?)/i, 'usd'],
  [/(?:€|eur)\s?$/i, /^\s?(?:欧元|eur|euros?)/i, 'eur'],
  [/(?:£|gbp)\s?$/i, /^\s?(?:英镑|gbp|pounds?)/i, 'gbp'],
];
/** A Chinese counter of things after a number: what it counts is no person. */
const THING_COUNTER = /^\s?(?:个|串|台|套|条|篇|场|次|款|只|支|部|间|份|张|本|门|项|家|座|所|辆|组)/u;
const PEOPLE_BEFORE = /(?:team of|crew of|staff of|headcount of|带领|管理|团队)\s?$/i;
/**
 * A team the person was one of, in the words right before its size: "member of a 12-person team", "one of 6
 * analysts", "supported a team of 20", "加入8人团队", "作为团队成员之一". Such a count is no team they led.
 */
// "Part of the signal team of 14": a group the person belongs to may take a few words to name.
const MEMBER_BEFORE_LATIN =
  /\b(?:(?:member of|part of|one of|1 of)\s+(?:the\s+|a\s+|an\s+|our\s+|their\s+)?(?:[\w-]+\s+){0,4}|(?:joined|supported|assisted|worked (?:on|in|with|w\/|alongside)|on|in|within|as)\s+(?:the\s+|a\s+|an\s+|our\s+|their\s+)?(?:[\w'’-]+\s+){0,3})$/i;
const MEMBER_BEFORE_CHINESE = /(?:加入|所在|作为|配合|协助|参与)[^，。；,;]{0,6}$/u;
/** The person one of the people counted, said after the count: "HR团队6个人我是其中之一", "共6人，本人为其中一员". */
// "财务部一共4个人（财务经理老刘、我、成本会计、出纳），我是其中之一": the note may come after a bracketed list.
// "内训师团队10个人我是其中1个": the one written as a figure.
const MEMBER_AFTER_CHINESE = /^[^。；;\n]{0,40}?(?:之一|其中的?(?:一|1)(?:个|位|名|员)|中的一员)/u;
/**
 * Someone else opening the clause before a count: "孟姐共管理4名督导", "她手下8个人". The team is theirs, not the
 * person's: a third person, or a colleague called by surname and 姐 or 哥.
 */
/** A line saying the person leads no one: "I don't supervise anyone", "no direct reports", "不带人", "没有下属". */
const LEADS_NO_ONE =
  /\b(?:(?:don['’]?t|do not|did not|didn['’]?t|never)\s+(?:supervise|manage|lead)\s+(?:anyone|anybody|any(?:one)?|staff|people)|no direct reports|supervise no one|not (?:a|the) supervisor)\b|不带人|没有下属|无下属/i;
const OTHER_ACTOR_CHINESE = /^\s?(?:[他她](?!们)|\p{Script=Han}[姐哥])/u;
/**
 * Words that make a count of people a team someone leads, in the clause before the number ("轨道集团下属", "下属公司"
 * name a subsidiary, no people someone leads); nor 管理 in a department's name (数据管理部, 物业管理处).
 */
const LEAD_WORDS =
  /(?:(?<![a-z])(?:direct reports?|team|teams|crew|squad|staff of|headcount|led|lead|leads|leading|manage|manages|managed|managing|supervise|supervises|supervised|supervising|oversaw|oversee|oversees|overseeing|directed|directing|mentor|mentors|mentored|mentoring|coached|coaching|trained|training)(?![a-z])|带领|带队|带[了过]?(?=\s?\d)|率领|领导|管理(?![部处科室局所]|中心)|团队|(?<!集团|公司|单位|企业|机构)下属(?!单位|公司|企业|机构|子公司|门店)|指导|培养|带教|组建)/i;
/** How many brackets are open at `index` of the line (its last 200 characters). */
function bracketDepth(text: string, index: number): number {
  let depth = 0;
  for (let at = Math.max(0, index - 200); at < index; at += 1) {
    const character = text[at];
    if (character === '(' || character === '（') depth += 1;
    else if ((character === ')' || character === '）') && depth > 0) depth -= 1;
  }
  return depth;
}

/** A lead verb right before the number: "led 4", "supervised a crew of" is read by PEOPLE_BEFORE. */
const LEAD_BEFORE =
  /(?:(?<![a-z])(?:led|lead|leads|leading|managed|manages|managing|supervised|supervises|supervising|oversaw|oversees|overseeing)\s(?:a\s)?|带领|带[了过]?|率领|领导|管理着?)\s?$/i;
/** A Chinese counter of things right after a count (个 only before a thing: 个班, 个门店): never people led. */
const LED_THING_COUNTER =
  /^\s?(?:科|串|台|套|条|篇|场|次|款|只|支|部|间|份|张|本|门|项|家|座|所|辆|分(?!钟)|个?(?:班(?!组|长)|门店|店|项目|城市|区域|客户|品牌))/u;
/**
 * The people counted do not report to the person, said after the count before any other number: "出纳1个（出纳归集团资金中心
 * 垂直管，不向我汇报）"; in English "they" or "who" may look further back ("~6 people on the 3 site controllers' staffs
 * -- they don't report to me").
 */
const NOT_REPORTING_TO_ME =
  /^(?:[^\d.;。；\n]{0,60}?(?:\b(?:don['’]?t|do not|doesn['’]?t|does not|didn['’]?t|did not)\s+report\s+to\s+me\b|不(?:向|归)(?:本人|我))|[^.;\n]{0,100}?\b(?:they|who)\s+(?:don['’]?t|do not|didn['’]?t|did not)\s+report\s+to\s+me\b)/iu;
/**
 * Someone else named as the group's lead right after its count: "Crew of 5, foreman Gene Lutz", "4-person OER team
 * (lead: Dr. Kim Ashby)", "12个人组防汛报道组（组长刘建平）", a name and a title in brackets ("（组长刘建平副总编）"). The
 * group is theirs, not the person's.
 */
const OTHER_LEAD_AFTER =
  /^[^.;。；\n]{0,40}?(?:\b(?:foreman|lead|supervisor|captain|boss|manager|chief)\b:?\s(?:is\s|was\s)?(?:(?:Dr|Capt|Mr|Ms|Mrs|Lt|Sgt)\.\s)?[A-Z][a-z]+\s[A-Z]|(?:组长|班长|主管|队长|负责人)(?:是|为|:|：)?(?!我|本人)\p{Script=Han}{2,3}[）)，,]|[（(](?:组长|班长|主管|队长|负责人)(?:是|为|:|：)?(?!我|本人)\p{Script=Han}{2,8}[）)])/u;
/** The person one of the group, said right after its count: "(3-person crew, I was the FF/medic)". */
const ONE_OF_THEM_AFTER =
  /^[^.;。；\n]{0,40}?\bI was (?:the|a|an|one)\b(?!\s(?:lead|leader|supervisor|foreman|captain|manager|head|chief|boss)\b)/;
/** A place among others right before a count ("placed 2nd of 11", "#1 of 9"): the field, not a team. */
const RANKED_AMONG =
  /(?:\b\d+(?:st|nd|rd|th)|#\d+|\bno\.\s?\d+|\b(?:first|second|third|top \d+))\s(?:of|out of)\s$/i;
/** A training verb right before a count ("trained 3 new", "mentored 2", "带教3名"): the people are trained, not led. */
const TRAINED_BEFORE =
  /(?:(?<![a-z])(?:trained|trains?|training|mentored|mentors?|mentoring|coached|coaching|precepted|precepting|onboarded|taught)\s(?:(?:about|the|our|my|all|other|another|new)\s|~\s?)*|培训了?|带教了?|培养了?|带出来?了?|提拔了?)$/i;
/** A lead verb naming a team by its size: "leading a team of", "managed the night crew of". */
const LEADS_TEAM_OF =
  /(?<![a-z])(?:led|lead|leads|leading|managed|manages|managing|supervised|supervises|supervising|oversaw|oversees|overseeing|directed|directing)\s(?:[\w-]+\s){0,3}(?:team|crew|staff|squad|group) of\s?$/i;
/** A team named after its size: "3人团队", "5-person team", "crew of 4" is read before the number. */
const TEAM_AFTER =
  /^\s?(?:(?:人|名)(?:(?!由)\p{Script=Han}){0,4}?(?:团队|小组|班组)|-?\s?(?:person|people|member|strong)\s(?:team|crew|squad))/iu;
const COUNT_AFTER = /^\s?[\p{L}]/u;

/** A phone number: its digits are no amounts, and must never support "team of 20" (+44 20 …). */
// Never begun inside a word: "(N10-007) 2018" is an exam code and a year.
const PHONE = /(?<![A-Za-z\d])\+?\(?\d[\d\s()-]{7,}\d/g;

function withoutPhones(text: string): string {
  return text.replace(PHONE, (found) =>
    (found.match(/\d/g) ?? []).length >= 9 ? ' '.repeat(found.length) : found,
  );
}

/** The last count before this one that names what it counts (for "其中2个是…"). */
function lastCounted(
  claims: readonly Claim[],
  labelled = false,
): { unit: NumberUnit; subject: readonly string[] } | undefined {
  for (let index = claims.length - 1; index >= 0; index -= 1) {
    const claim = claims[index];
    if (
      claim?.kind === 'number' &&
      claim.subject?.length &&
      (claim.unit === 'count' || claim.unit === 'people')
    )
      return { unit: claim.unit, subject: claim.subject };
    // "实验37个": a Chinese count that names what it counts before the number.
    if (labelled && claim?.kind === 'number' && claim.unit === 'plain' && claim.label)
      return { unit: 'count', subject: [claim.label] };
  }
  return undefined;
}

/** The period named last in a Chinese clause before a figure: "月均回款200万", "一年爬400来次" count a month's, a year's. */
function periodBefore(clause: string): 'day' | 'week' | 'month' | 'year' | undefined {
  // "每天4-6趟，年行驶约12万公里": a part opening with its period word counts over that one.
  const opening = /^\s?(?:(日|天)|(周)|(月)|(年))\p{Script=Han}/u.exec(clause.split(/[，,]/u).at(-1) ?? '');
  if (opening) return opening[1] ? 'day' : opening[2] ? 'week' : opening[3] ? 'month' : 'year';
  const found = [
    ...clause.matchAll(
      /(日均|每天|每日|单日|一天)|(周均|每周|单周|一周)|(月均|每月|月度|单月|一个月)|(年均|每年|年度|全年|一年)/gu,
    ),
  ].at(-1);
  if (!found) return undefined;
  return found[1] ? 'day' : found[2] ? 'week' : found[3] ? 'month' : 'year';
}

/**
 * "23-25年新开3家", "23—25年带教": a two-digit year opening a range of years, as its end's 年 says. A range of
 * durations ("10-15年经验", "20-30年以上") is no date: the end is a later year of this century, and no word of
 * experience or more follows it.
 */
function yearRangeStart(amount: number, after: string): boolean {
  const range = /^[-–—~至到](\d\d)年(?!经验|以上|工作|工龄|左右|的)/u.exec(after);
  const end = Number(range?.[1]);
  return range !== null && amount >= 10 && amount <= 39 && end > amount && end - amount <= 6;
}

/** The period written right after a Chinese figure: "50万左右／月", "3000/天". */
function periodAfter(after: string): 'day' | 'week' | 'month' | 'year' | undefined {
  const found = /^[^\d，。；,;]{0,4}?[/／每]\s?(?:(日|天)|(周)|(月)|(年))/u.exec(after);
  if (!found) return undefined;
  return found[1] ? 'day' : found[2] ? 'week' : found[3] ? 'month' : 'year';
}

/** The word that rounds a figure, before it or after it: "超", "近", "约", "余", "左右", "over", "nearly", "about". */
function roundingOf(before: string, after: string): Rounding | undefined {
  if (
    /(?:超过?|逾|多于|高于|破|突破|上|(?<![a-z])(?:over|more than|above|exceeding))\s?[$¥€£]?$/i.test(before)
  )
    return 'over';
  if (/^\s?(?:余|多(?![少]|年)|\+|以上|出头)/u.test(after)) return 'over';
  if (/(?:近|将近|接近|逼近|(?<![a-z])(?:nearly|almost|close to|just under))\s?[$¥€£]?$/i.test(before))
    return 'nearly';
  if (/(?:约|大约|大概|(?<![a-z])(?:about|around|roughly|approximately)|~|≈)\s?[$¥€£]?$/i.test(before))
    return 'about';
  // "20来号人", "30来个", "1100来万": 来 after a number rounds it as 左右 does; "140-ish" as "about" does.
  if (
    /^\s?(?:左右|上下|来(?=号?[人个名位家天次件台张条篇场户套单份万亿块元]))/u.test(after) ||
    /^-?ish(?![a-z])/i.test(after)
  )
    return 'about';
  return undefined;
}

function numberClaims(rawText: string): Claim[] {
  const claims: Claim[] = [];
  const text = withoutPhones(rawText);
  const chinese = HAN.test(text);
  for (const match of text.matchAll(NUMBER)) {
    const index = match.index ?? 0;
    const before = text.slice(Math.max(0, index - 16), index);
    // "'70s", "the ’90s": a decade written short is the decade's first year, as "1970s" states it.
    if (/['’]$/.test(before) && /^\d0$/.test(match[0]) && /^s(?![a-z])/i.test(text.slice(index + 2))) {
      const year = (Number(match[0]) >= 30 ? 1900 : 2000) + Number(match[0]);
      claims.push({ kind: 'date', value: match[0], amount: year, part: 'year' });
      continue;
    }
    // "FY22", "FY 2022": a fiscal year is a year.
    if (/\bFY\s?['’]?$/i.test(before) && (match[0].length === 2 || /^(?:19|20)\d\d$/.test(match[0]))) {
      const year = match[0].length === 2 ? 2000 + Number(match[0]) : Number(match[0]);
      claims.push({ kind: 'date', value: match[0], amount: year, part: 'year' });
      continue;
    }
    // A number glued to a name is part of the name: S3, Vue3, CET-6, COVID-19, ISO/IEC.
    // "2023年10月-2024年1月": a dash after a Chinese character is a range, not a name's hyphen.
    // "1.2w-1.8w", "10k-20k": a dash after an amount's unit is a range, not a name's hyphen.
    // "4x10s": four shifts of ten hours, a count after its multiplier's x, no name.
    if (
      /[\p{L}][-]?$/u.test(before) &&
      !/\d\s?[x×]$/.test(before) &&
      !/\p{Script=Han}-?$/u.test(before) &&
      !CURRENCY_BEFORE.test(before) &&
      !/\d[A-Za-z]{1,2}\s?[-–]\s?$/.test(before)
    )
      continue;
    // "（1）砍掉…；（2）合并…", "Three changes: (1) cut…": a list's own numbering states nothing.
    if (
      Number(match[0]) <= 20 &&
      /^[)）]\s?\S/u.test(text.slice(index + match[0].length)) &&
      /(?:^|[:：;；,，。]\s?|^\s*[-*•]\s)[(（]?$/u.test(before)
    )
      continue;
    // "双11", "双12": a shopping festival's name, no count.
    if (/双$/.test(before) && (match[0] === '11' || match[0] === '12')) continue;
    // "24/7", "24x7": round the clock, no count of anything.
    if (
      (match[0] === '24' && /^\s?[/x×]\s?7(?!\d)/.test(text.slice(index + match[0].length))) ||
      (match[0] === '7' && /24\s?[/x×]\s?$/.test(before))
    )
      continue;
    // A clock time ("12:30 a.m.") is no count: its hour and its minutes are left alone.
    if (/^:\d\d/.test(text.slice(index + match[0].length)) || /\d:$/.test(before)) continue;
    // The rest of a dotted name is no number of its own: the last 2 of "eCTD v3.2.2", the 5 of "3.2.P.5".
    if (/[A-Za-z\d]\.$/.test(before)) continue;
    // "02–06/2022": the first month of a range of months in one year is a month, no count.
    if (
      /^(?:0?[1-9]|1[0-2])$/.test(match[0]) &&
      /^\s?[-–~]\s?(?:0?[1-9]|1[0-2])\/(?:19|20)?\d\d(?!\d)/.test(text.slice(index + match[0].length))
    ) {
      claims.push({ kind: 'date', value: match[0], amount: Number(match[0]), part: 'month' });
      continue;
    }
    // "23.06、23.10": a year and month written short, in a list or a bracket of dates.
    const shortYearMonth = /^(\d\d)\.(0[1-9]|1[0-2])$/.exec(match[0]);
    if (
      shortYearMonth &&
      /^\s?[、,，)）\-–~]/.test(text.slice(index + match[0].length, index + match[0].length + 2))
    ) {
      claims.push({
        kind: 'date',
        value: shortYearMonth[1]!,
        amount: 2000 + Number(shortYearMonth[1]),
        part: 'year',
      });
      claims.push({
        kind: 'date',
        value: shortYearMonth[2]!,
        amount: Number(shortYearMonth[2]),
        part: 'month',
      });
      continue;
    }
    YEAR_MONTH.lastIndex = index;
    const yearMonth = YEAR_MONTH.exec(text);
    if (yearMonth) {
      claims.push({ kind: 'date', value: yearMonth[1]!, amount: Number(yearMonth[1]), part: 'year' });
      const second = Number(yearMonth[2]);
      // "2019-20": a school or fiscal year, the second year written short; no month 20.
      if (second > 12 && yearMonth[2]!.length === 2 && /^(?:19|20)\d\d-$/.test(yearMonth[0].slice(0, 5)))
        claims.push({
          kind: 'date',
          value: yearMonth[2]!,
          amount: Number(yearMonth[1]!.slice(0, 2)) * 100 + second,
          part: 'year',
        });
      else claims.push({ kind: 'date', value: yearMonth[2]!, amount: second, part: 'month' });
      continue;
    }
    const written = match[0];
    // The month of "2021.03" was read with its year; the year's own digits are never read again. The second
    // year of "2022-2024" is a year.
    if (/(?:19|20)\d\d[.\-/]$/.test(before) && written.length <= 2) continue;
    // "2020–21": a year's short end after a dash ("3/2023–11/2023" is a month and its year).
    // A full stop after it ends the sentence ("…in 2016–17."): only "/" or "." before more digits starts a date.
    if (
      /(?:19|20)\d\d[–—]$/.test(before) &&
      written.length === 2 &&
      !/^[/.]\d/.test(text.slice(index + 2, index + 4))
    )
      continue;
    let amount = Number(written.replace(/,/g, ''));
    // "次月12号" is the 12th, as "次月12日" writes it.
    let after = text.slice(index + written.length, index + written.length + 24).replace(/^号/u, '日');
    // "'23 & '24", "class of ’19": a year written with two digits after an apostrophe; "17、18年" before 年.
    if (
      written.length === 2 &&
      (/(?<![\p{L}\d])['’]$/u.test(before) ||
        /^[、,，和及]\d\d年/u.test(after) ||
        yearRangeStart(amount, after) ||
        (/\d\d[、,，和及]$/u.test(before) && /^年/u.test(after)))
    ) {
      claims.push({ kind: 'date', value: written, amount: 2000 + amount, part: 'year' });
      continue;
    }
    if (/^(?:19|20)\d\d$/.test(written)) {
      claims.push({ kind: 'date', value: written, amount, part: 'year' });
      continue;
    }
    // "10/2021" is October 2021: a month, never a count (its year is read next).
    // "2-3月": the first month of a range of months.
    if (
      (/^\s?月/.test(after) || /^\/(?:19|20)\d\d(?!\d)/.test(after) || /^[-–~至到]\d{1,2}月/u.test(after)) &&
      amount >= 1 &&
      amount <= 12
    ) {
      claims.push({ kind: 'date', value: written, amount, part: 'month' });
      continue;
    }
    // "12-15万", "1.2w-1.8w": the first number of a range is in the unit of the second, written or not.
    const rangeEnd = RANGE_TO.exec(after);
    const multiplierOf = (words: string) =>
      (chinese ? [...MULTIPLIERS, WAN_AS_W] : MULTIPLIERS).find(([pattern]) => pattern.test(words));
    const multiplier = rangeEnd ? multiplierOf(after.slice(rangeEnd[0].length)) : multiplierOf(after);
    const multiplied = multiplier !== undefined;
    if (multiplier) {
      amount *= multiplier[1];
      after = after.slice(multiplier[0].exec(after)?.[0].length ?? 0);
    }
    // "30+ volunteers" counts volunteers as "30 volunteers" does.
    after = after.replace(/^\+(?=\s?\p{L})/u, '');
    // "7 p.m. to 7 a.m.": a clock time counts nothing, as "12:30" does not.
    if (/^\s?[ap]\.?m\b\.?/i.test(after)) continue;
    // "90s", "48h", "40min", "36L": a measure written short, what "90秒", "48 hours", "36升" count. "3 x 12s
    // nights", "12s on a 2-2-3", "4x10s": on a line about shifts or after a count of them, "12s" are 12-hour
    // shifts, not seconds.
    const measure = multiplied
      ? undefined
      : SHIFT_LENGTHS.has(amount) &&
          /^s(?![a-z])/i.test(after) &&
          (SHIFT_WORDS.test(text) || /\d\s?[x×]\s?$/.test(before))
        ? ['hour', '小时']
        : MEASURES_WRITTEN_SHORT.find(([pattern]) => pattern.test(after))?.[1];
    if (!multiplied && !measure && /^[a-wyz]/i.test(after)) continue; // 3D, 5G, 2FA: names, not amounts.
    // "10月20日", "11月11号": a day of the month is part of a date, not a count of days.
    if (/\d\s?月\s?$/u.test(before) && /^\s?[日号]/u.test(after)) continue;
    let unit: NumberUnit | undefined;
    if (CURRENCY_BEFORE.test(before)) unit = 'money';
    // "提了7.6个点": percentage points, as "7.6个百分点" writes them (a decimal, or after a rise or fall).
    if (
      /^\s?个点(?!位)/u.test(after) &&
      (!Number.isInteger(amount) || /[提升降增涨跌]\p{Script=Han}?$/u.test(before))
    )
      unit = 'percent';
    // "小时工60多个）", "最后进来2个；": a count of what came before, naming nothing; plain, as "60余人" may say it.
    // "SKU 2,400个左右": a rounding word after 个 is no word counted either. But a bare count after 带 counts
    // the people led: "带了8个（5个测试工程师+3个技术员）".
    if (/^\s?[多余来]?个(?:左右|上下)?(?![\p{Script=Han}A-Za-z\d\s])/u.test(after))
      unit = /带[了过]?\s?$/u.test(before) ? 'people' : 'plain';
    // "其中2个…", "2个是…": "2 of them" counts what the count before it counted ("6个品种…其中2个为…").
    // "（博睿占9个）": the share of the count before it, as "其中" says.
    // "实验37个（自己设计的22个），全量的9个": a bare count after 的 is a part of what the line counted before it.
    const partOfLine = /的\s?$/u.test(before) && /^\s?[多余来]?个(?![\p{Script=Han}A-Za-z\d])/u.test(after);
    const pointsBack =
      /^\s?个[是为都在已被]/u.test(after) ||
      (/(?:其中|占)\s?$/u.test(before) && /^\s?个/u.test(after)) ||
      partOfLine;
    const countedBefore = pointsBack ? lastCounted(claims, partOfLine) : undefined;
    if (pointsBack) unit = countedBefore?.unit ?? 'plain';
    // "96-112 pp": pages, not percentage points, where the figures run past 100.
    const pagesRange = RANGE_TO.exec(after);
    if (
      !unit &&
      /^\s?pp\.?(?![a-z])/i.test(pagesRange ? after.slice(pagesRange[0].length) : after) &&
      Math.max(amount, Number((pagesRange?.[0] ?? '').replace(/[^\d.]/g, '') || 0)) >= 100
    )
      unit = 'count';
    // "Run Engine 341 day to day": the idiom counts no days.
    if (!unit && /^\s?day[- ]to[- ]day\b/i.test(after)) unit = 'plain';
    for (const [pattern, candidate] of UNITS_AFTER) {
      if (unit) break;
      if (pattern.test(after)) unit = candidate;
    }
    // "children aged 3–5", "ages 0-8": years of age, as "3-5 yr olds" writes them.
    if (!unit && /\b(?:aged|ages?)\s(?:\d{1,2}\s?[–—-]\s?)?$/i.test(before)) unit = 'years';
    // "up 12 points", "a 60-point gain", "by 9 pts": a change in points (percentage points or a score's).
    // "18 pts" alone counts patients; a signed change ("(+16 pts)", "−3 pts") is points.
    const points =
      !unit &&
      (/^\s?-?(?:percentage[- ])?points?(?![a-z])/i.test(after) ||
        /^\s?ppts?(?![a-z])/i.test(after) ||
        (/^\s?pts?(?![a-z])/i.test(after) &&
          // "0.6 pts": no one counts patients in tenths.
          (!Number.isInteger(amount) ||
            /\b(?:up|down|by|gain(?:ed|ing)?|rose|raised|improv\w*|increas\w*|decreas\w*|drop\w*|jump\w*|fell|cut)\s?$/i.test(
              before,
            ) ||
            /(?:^|[\s(])[+−–-]$/u.test(before))));
    if (points) unit = 'percent';
    // "3000万之间", "5.1万提到": an amount in 万 or 亿 followed by words, not by a counter, counts nothing.
    if (!unit && multiplied && /^\s?\p{Script=Han}/u.test(after) && !CHINESE_COUNTED.test(after))
      unit = 'plain';
    // "带领12人", "team of 12"; never "管理16串电芯", which counts things by their counter.
    if (!unit && PEOPLE_BEFORE.test(before) && !THING_COUNTER.test(after)) unit = 'people';
    // "from 8 to 5 business days": the first number of a range counts what the second counts.
    const range = RANGE_TO.exec(after);
    if (!unit && range) unit = unitAfter(after.slice(range[0].length));
    // "3-phase", "24-hour": a number joined to its word counts that word.
    const joined = unit ? undefined : /^-([a-z]{3,})/i.exec(withMeasuresAsOneWord(after))?.[1];
    // "a 6-person line crew" counts people.
    if (!unit && joined && /^(?:person|people|man|member)$/i.test(joined)) unit = 'people';
    if (!unit) unit = COUNT_AFTER.test(after) || joined ? 'count' : 'plain';
    // "6 x 12–18 min eps": so many of a length, a count of what follows the length, not a multiple.
    const ofLength =
      unit === 'times' ? /^\s?[x×]\s?\d+(?:[.,]\d+)?(?:\s?[-–~]\s?\d+(?:[.,]\d+)?)?/i.exec(after) : null;
    if (ofLength) unit = 'count';
    // "1 day turnaround vs ~3", "from 22 weeks to under 10": the number compared counts what the first did.
    const compared = claims.at(-1);
    if (
      unit === 'plain' &&
      (/\b(?:vs\.?|versus|to(?: under| about| over| around)?)\s?[~<>]?$/i.test(before) ||
        /[≤≥]\s?$/.test(before)) &&
      compared?.kind === 'number'
    )
      // "by 60 points, to 580": the score itself, not points.
      unit = compared.points ? 'plain' : compared.unit;
    // "PPAP lvl 3", "Tier 2", "PB 980/840": a level or the next of a list of names counts nothing.
    // "8/12 pitch", "4.8/5", "92/100": the parts of a fraction or a score count nothing of their own (a date's
    // "11/2019" or "10/20/2023" has a part of four digits or three parts).
    const fraction =
      (/(?<![\d/.])\d{1,3}(?:\.\d{1,2})?\/$/.test(before) && !/^[\d.]*\//.test(after)) ||
      (/^\/\d{1,3}(?![\d/])/.test(after) && !/\d\/$/.test(before));
    // "第19名", "第7": a rank, whatever counter follows it, counts nothing; nor does a number after "#" ("LS #7"),
    // unless it ranks among others ("#1 of 40 stores" is read as a count of them).
    const rank = /第\s?$/u.test(before) || (/#\s?$/.test(before) && !/^\s?(?:of|out of)\s/i.test(after));
    if (rank) unit = 'plain';
    const named =
      rank ||
      ((unit === 'count' || unit === 'plain') &&
        // "5-level 1,150-space garage": a level counted itself ("5-level") labels no number after it.
        (/(?<!\d-)\b(?:lvl|level|tier|grade|phase|stage|class|type|round|gen)\.?\s?$/i.test(before) ||
          /\b[A-Z][A-Za-z]*\s?\d+(?:\/\d+)*\/$/.test(before) ||
          fraction));
    if (named) unit = 'plain';
    // "9/qtr" is a rate: it counts per quarter, and supports no "9 regions".
    const rate = unit === 'plain' ? /^\/\s?([a-z]+)/i.exec(after)?.[1]?.toLowerCase() : undefined;
    const subject = named
      ? []
      : countedBefore?.subject
        ? countedBefore.subject
        : unit === 'count' && measure
          ? [...measure]
          : ofLength
            ? countedWords(after.slice(ofLength[0].length))
            : unit === 'count' || unit === 'people'
              ? joined
                ? countedParts(joined.toLowerCase())
                : [
                    ...countedWords(after, text.slice(text.lastIndexOf('\n', index - 1) + 1, index)),
                    ...chineseCountedPairs(after),
                  ]
              : rate
                ? [canonicalWord(SHORT_UNIT_WORDS[rate] ?? rate)]
                : [];
    // The line's first word is a verb ("Oversaw 12 stores"), never a name the number belongs to ("Opera 5").
    const opensLine = /^\s*(?:[-*•]\s+)?[A-Za-z]+\s$/.test(text.slice(0, index));
    // …unless the word names a unit and nothing follows the number but a sign or a bracket: "Crew 2 = me + 3 JLs",
    // "Team 7: …", "Unit 40 (MCC)" name the crew, the team and the unit, and count none of them.
    const unitName =
      opensLine &&
      UNIT_NAME_NOUN.test(before.trim().replace(/^[-*•]\s+/, '')) &&
      /^\s?(?:[=:(,]|[-–—]\s|$)/.test(after);
    const word =
      (unit === 'count' || unit === 'plain') && (!opensLine || unitName) ? wordBefore(before) : undefined;
    const currency =
      unit === 'money'
        ? CURRENCY_WORDS.find(([sign, word]) => sign.test(before) || word.test(after))?.[2]
        : undefined;
    const clause =
      text
        .slice(Math.max(0, index - 60), index)
        .split(/[。；！？（(\n]|[.;!?]\s/u)
        .at(-1) ?? '';
    // "…3 maint crews. I don't supervise anyone": a line that says the person leads no one leads none of its counts;
    // the people it counts are others' or the person's peers.
    // A count its own words say the person leads ("…no direct reports, leading a team of 10") is a team still: the
    // line contradicts itself, and the team needs the source's support.
    const leadsNoOne = LEADS_NO_ONE.test(text) && !LEAD_BEFORE.test(before) && !LEADS_TEAM_OF.test(clause);
    // What the line says right after the count: whose the people are, and whether the person was one of them.
    const following = text.slice(index + written.length, index + written.length + 60);
    // People who "don't report to me", a group someone else is named lead of, and people trained ("trained 3 new
    // Operator Is", "mentored 3 engineers"): never a team the person led.
    const notReporting =
      NOT_REPORTING_TO_ME.test(text.slice(index, index + 120)) || OTHER_LEAD_AFTER.test(following);
    // "hired 4 of my current staff": some of a group named after the count.
    const partOf = /^\s?of (?:my|our|the|his|her|their) /i.test(after);
    // "6 teams of 4", "two crews of 5": the size of each of several groups, none of them a team the person led.
    const eachOfGroups = /\b(?:teams|crews|groups|squads|pairs) of\s?$/i.test(before);
    const notLed = notReporting || eachOfGroups || TRAINED_BEFORE.test(clause);
    const othersTeam =
      (chinese && OTHER_ACTOR_CHINESE.test(clause.split(/[，,]/u).at(-1) ?? '')) ||
      leadsNoOne ||
      notReporting;
    // "接入业务线7条", "差4分", "带两个班": a count of things or points is no one led, whatever lead word is near.
    const countsThings = LED_THING_COUNTER.test(after);
    const team =
      !othersTeam &&
      !countsThings &&
      (PEOPLE_BEFORE.test(before) || LEAD_BEFORE.test(before) || TEAM_AFTER.test(after));
    const rankedAmong = RANKED_AMONG.test(before);
    const member =
      rankedAmong ||
      ONE_OF_THEM_AFTER.test(following) ||
      MEMBER_BEFORE_LATIN.test(clause) ||
      MEMBER_BEFORE_CHINESE.test(clause) ||
      (chinese && MEMBER_AFTER_CHINESE.test(following)) ||
      leadsNoOne;
    const led = !member && !othersTeam && !countsThings && (team || LEAD_WORDS.test(clause));
    const bracketed = bracketDepth(text, index) > 0;
    const approx = roundingOf(before, text.slice(index + written.length, index + written.length + 4));
    const period = chinese ? (periodBefore(clause) ?? periodAfter(after)) : undefined;
    // "共6个", "全年12家", "21 in total": a figure worded as a total of parts.
    // In Chinese, the words of its own part of the clause: "共约30人，覆盖9个城市" gives no total of cities.
    const totalClause = chinese ? (clause.split(/[，,]/u).at(-1) ?? '') : clause;
    const total =
      /共|合计|总计|累计|全年|(?<![a-z])(?:total(?:ing)?|combined|altogether|overall)(?![a-z])/iu.test(
        totalClause,
      ) || /^\s?(?:in total|in all|combined|altogether)\b/i.test(after);
    // "护士6名": what a Chinese count counts stands before it (not a verb or a joining word: "带领3名", "及36名").
    // A rounding or limiting word right before the number is no part of what it counts: "老人约150位" counts 老人,
    // "每年约400次" 每年, "此前仅19人" 此前.
    const lastTwo = /(\p{Script=Han}{2})(?:大约|约|仅)?$/u.exec(before)?.[1];
    const label = lastTwo && !/[共及和与、，计领理责成签属导]/u.test(lastTwo) ? lastTwo : undefined;
    const nameAfter = /^\d{3,5}$/.test(written) ? /^ ([A-Z][a-z]+)\b/.exec(after)?.[1] : undefined;
    // "增长2倍" is growth by twice as much again, three times the start; "增长到3倍", "提升至原来的3倍" are three times.
    if (unit === 'times' && /(?:增长|增加|提高|提升|上涨|扩大)了?\s?$/u.test(before) && /^\s?倍/u.test(after))
      amount += 1;
    // "循环1,200次": a count of times names what it counts before the number.
    // "a crew of 7 on Level 2": a team's size with a preposition after it counts the team's people, nothing else.
    const counted =
      subject.length === 1 && subject[0] === '次' && label
        ? [label, '次']
        : unit === 'people' &&
            PEOPLE_BEFORE.test(before) &&
            /^\s?(?:on|in|at|to|during|within|under|by)\s/i.test(after)
          ? []
          : subject;
    // "2-3 journeymen", "(6-9 ppl)": the two ends of one range of plain figures (years and dates are read apart).
    const rangeHigh = /^\s?[-–~]\s?(\d{1,4})(?![\d,/]|\.\d)/.exec(after)?.[1];
    const rangeLow = /(?<![\d.,/])(\d{1,4})\s?[-–~]\s?$/.exec(before)?.[1];
    const rangeOf =
      rangeHigh !== undefined && Number(rangeHigh) > amount
        ? `${amount}-${rangeHigh}`
        : rangeLow !== undefined && Number(rangeLow) < amount
          ? `${rangeLow}-${amount}`
          : undefined;
    claims.push({
      kind: 'number',
      value: written,
      amount,
      unit,
      ...(counted.length ? { subject: counted } : {}),
      ...(word ? { wordBefore: word.toLowerCase(), ...(/^[A-Z]/.test(word) ? { name: true } : {}) } : {}),
      ...(named ? { name: true } : {}),
      ...(led ? { led: true } : {}),
      ...(team ? { team: true } : {}),
      ...(member ? { member: true } : {}),
      ...(notLed ? { notLed: true } : {}),
      ...(bracketed ? { bracketed: true } : {}),
      ...(rangeOf ? { range: rangeOf } : {}),
      ...(partOf ? { partOf: true } : {}),
      ...(rankedAmong ? { rankedAmong: true } : {}),
      ...(currency ? { currency } : {}),
      ...(points ? { points: true } : {}),
      ...(approx ? { approx } : {}),
      ...(period ? { period } : {}),
      ...(total ? { total: true } : {}),
      ...(label ? { label } : {}),
      ...(nameAfter ? { nameAfter } : {}),
    });
  }
  return withPeopleBreakdowns(claims);
}

/**
 * "带6个人（3个生产计划+2个物料计划+1个数据）": counts in brackets after a count of people that add up to it
 * count those people too, whatever word follows them.
 */
function withPeopleBreakdowns(claims: Claim[]): Claim[] {
  for (let at = 0; at < claims.length; at += 1) {
    const total = claims[at];
    if (total?.kind !== 'number' || total.unit !== 'people' || total.bracketed) continue;
    let end = at + 1;
    let sum = 0;
    for (; end < claims.length; end += 1) {
      const part = claims[end];
      if (part?.kind !== 'number' || !part.bracketed) break;
      sum += part.amount;
    }
    if (end - at - 1 < 2 || sum !== total.amount) continue;
    for (let index = at + 1; index < end; index += 1) {
      const part = claims[index];
      if (part?.kind === 'number') claims[index] = { ...part, unit: 'people' };
    }
  }
  return claims;
}

/** Months named in words ("Apr 2022"): read in the source only, where a model's 2022.04 may find them. */
export function monthsNamedIn(text: string): number[] {
  const words = new Set(text.toLowerCase().match(/[a-z]+/g) ?? []);
  return MONTH_NAMES.flatMap((names, index) => (names.some((name) => words.has(name)) ? [index + 1] : []));
}

/**
 * Every claim of the text. `clauseStarts` marks where clauses begin, so a verb opening a bullet
 * ("Lead …") is not read as a title.
 */
/** Lines longer than this state nothing a resume line does; skipped, so every pattern stays linear. */
export const MAX_CLAIM_LINE_CHARS = 2000;

/** The claims of a whole text (a source), line by line, lines over MAX_CLAIM_LINE_CHARS left out. */
export function claimsOfLines(text: string): Claim[] {
  return claimsByLine(text).flatMap(({ claims }) => claims);
}

/** Each line of a whole text with its claims, as claimsOfLines reads them. */
export function claimsByLine(text: string): { line: string; claims: Claim[] }[] {
  return text
    .split('\n')
    .filter((line) => line.length <= MAX_CLAIM_LINE_CHARS)
    .map((line) => ({ line, claims: claimsOf(line) }));
}

/** Whether a line leads the people it counts ("oversaw 3 leads and 25 associates", "下属主管3名"). */
export function leadsPeople(line: string): boolean {
  return LEAD_WORDS.test(line);
}

/** A run of the characters addresses are made of: linear to scan, whatever the line. */
const ADDRESS_RUN = /[\w.+\-@:/%?=&#~]+/g;

/**
 * The line without its e-mail addresses and links: "zhaolei_cpa@sina.com" states no CPA and
 * "github.com/lee2019" no year. Addresses are the contact guard's to check, never claims of their own.
 */
function withoutAddresses(text: string): string {
  return text.replace(ADDRESS_RUN, (run) =>
    run.includes('@') || run.includes('://') || /^www\./i.test(run) ? ' ' : run,
  );
}

export function claimsOf(rawText: string): Claim[] {
  const text = withoutAddresses(plainText(rawText));
  const clauseStarts = [
    0,
    ...[...text.matchAll(/(?:^|[,;，；。|｜:：]\s*|^\s*(?:[-*•]|\d{1,3}[.)、])\s+)/g)].map(
      (match) => (match.index ?? 0) + match[0].length,
    ),
  ];
  const organisations = organisationClaims(text);
  const named = organisations.map((claim) => comparable(claim.value));
  return [
    ...organisations,
    ...degreeClaims(text),
    ...titleClaims(text, clauseStarts),
    ...certificateClaims(text),
    ...personalClaims(text),
    ...numberClaims(numberWordsAsDigits(text)),
    ...periodClaims(text),
    // A platform that is also the organisation named ("美团", "Salesforce" as an employer) is read as the organisation.
    ...toolClaims(text).filter((claim) => !named.includes(comparable(claim.value))),
  ];
}
