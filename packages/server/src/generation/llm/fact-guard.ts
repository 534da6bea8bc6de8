// No invented facts in a model's lines: each claim a line makes (organisation, degree, title,
// certificate, number with its unit, date, personal data) must be supported by a claim of the same
// kind in the source. An unsupported clause is cut when the rest still says something; otherwise
// the line is replaced by the person's own line of the same entry, or dropped.
//
// Lines arrive in outline order, so the guard knows which part and entry it is in: a replacement
// never comes from another entry, and the lines under a dropped entry go with it.

import { basicFieldOfKey } from '../../knowledge/basic-fields.ts';
import { partKindOfHeading } from '../../knowledge/section-names.ts';
import { characterPairs, pairSimilarity } from '../../lib/line-similarity.ts';
import type { Metrics } from '../../observability/metrics.ts';
import { MONTH_NAMES } from '../../resume/date-words.ts';
import { findDateRange } from '../../resume/dates.ts';
import { isOngoing, monthOf } from '../../resume/months.ts';
import type { PartKind } from '../../resume/resume-document.ts';
import { ClaimSource, longChineseTitles, spellOutTitleWords } from './claims/claim-source.ts';
import { type Claim, claimsOf, comparable } from './claims/extract-claims.ts';

/** What the guard decided about a line, as counted in llm_corrections_total{what}. */
export type ClaimDecision =
  | 'claim_clause_removed'
  | 'claim_line_replaced'
  | 'claim_line_dropped'
  | 'claim_entry_lines_dropped';

/** Where decisions go: a counter, and a debug log that sees claim kinds and values, never a line. */
export interface ClaimObserver {
  count(what: ClaimDecision): void;
  debug?(message: string, fields: Record<string, unknown>): void;
}

/** The observer a generator gives its guard: each decision in llm_corrections_total{what}, each claim at debug. */
export function claimObserver(
  metrics: Metrics,
  debug?: (message: string, fields: Record<string, unknown>) => void,
): ClaimObserver {
  return { count: (what) => metrics.llmCorrections.inc({ what }), ...(debug ? { debug } : {}) };
}

const PROMPT = /\[[^[\]\n]*\]/g;

/** The names and figures of a line: capitalised words of three letters or more, and numbers. */
function factTokens(text: string): Set<string> {
  return new Set(text.match(/\b\p{Lu}[\p{L}]{2,}|\d+(?:[.,]\d+)?/gu) ?? []);
}

/** Whether two claims state one figure: the same value in the same unit (a count is a count, whatever it counts). */
function sameFigure(own: Claim, claim: Claim): boolean {
  if (own.kind !== claim.kind || own.value !== claim.value) return false;
  return own.kind !== 'number' || claim.kind !== 'number' || own.unit === claim.unit;
}

/** A clause's opening word that cannot open a line: a conjunction or a preposition left by a cut. */
const FRAGMENT_OPENING =
  /^(?:and|with|while|plus|but|or|as well as|which|whom|who|including|to|of|from)\b|^(?:并且?|以及|和|及|同时)/i;

/** Every round bracket (half- or full-width) opened in the text is closed, and none closes before it opens. */
function bracketsBalanced(text: string): boolean {
  let depth = 0;
  for (const character of text) {
    if (character === '(' || character === '（') depth += 1;
    else if (character === ')' || character === '）') depth -= 1;
    if (depth < 0) return false;
  }
  return depth === 0;
}
const ENTRY_LINE = /^\d{1,3}[.)、]\s/;
/**
 * Level words a title claims: a subtitle with one the person's roles lack is an upgraded title, even where a bullet
 * names the level for someone else ("covered for my supervisor").
 */
const LEVEL_WORDS_LATIN = [
  'director',
  'head',
  'chief',
  'vice president',
  'president',
  'principal',
  'manager',
  'supervisor',
  'superintendent',
  'foreman',
  // A finance department's head: "Corporate Controller" for an Accounting Manager.
  'controller',
  'comptroller',
];
const LEVEL_WORDS_CHINESE = ['总监', '总经理', '副总', '首席', '负责人', '经理', '主管'];
/** The Latin level words as whole-word patterns, built once rather than for every entry line checked. */
const LEVEL_PATTERNS_LATIN = LEVEL_WORDS_LATIN.map((word) => new RegExp(`\\b${word}\\b`));
/**
 * Words that make a held role less than the bare title, or the work less than a post: an assistant's, a deputy's,
 * a trainee's, a stand-in's, a contractor's. An entry that drops one the person's own entry has ("店长助理" written
 * 店长, "Interim Director" written Director, "Google (contract via Randstad)" written Google) is an upgrade.
 */
const LESSER_ROLE_WORDS_CHINESE = [
  '助理',
  '副',
  '实习',
  '见习',
  '兼职',
  '代课',
  '临聘',
  '代理',
  '试用',
  '储备',
  '学徒',
  '外包',
  '派遣',
  '临时',
  '挂职',
  '志愿',
];
const LESSER_ROLE_WORDS_LATIN: readonly (readonly [string, RegExp])[] = [
  ['assistant', /\b(?:assistant|asst)\b/],
  ['associate', /\bassociate\b/],
  ['deputy', /\bdeputy\b/],
  ['interim', /\binterim\b/],
  ['acting', /\bacting\b/],
  ['apprentice', /\bapprentice\b/],
  ['intern', /\b(?:intern|internship)\b/],
  ['trainee', /\btrainee\b/],
  ['junior', /\b(?:junior|jr)\b/],
  ['contract', /\b(?:contract|contractor|contracted)\b/],
  ['temporary', /\b(?:temp|temporary|seasonal)\b/],
  ['substitute', /\bsubstitute\b/],
  ['part-time', /\bpart[- ]time\b/],
  ['volunteer', /\bvolunteer\b/],
  ['locum', /\blocum\b/],
];

/**
 * Words that make a degree less than a finished full-time one: studied part-time, still in progress, left
 * unfinished, or a course rather than a degree. An education entry that drops one its own line has ("教育硕士
 * （非全日制）" written 教育硕士, "BS, expected 2026" written BS) claims the degree it is not.
 */
const DEGREE_QUALIFIERS_CHINESE = [
  '非全日制',
  '在职',
  '函授',
  '自考',
  '成人',
  '网络教育',
  '业余',
  '在读',
  '肄业',
  '结业',
  '进修',
  '同等学力',
  '课程班',
  '研修班',
];
const DEGREE_QUALIFIERS_LATIN: readonly (readonly [string, RegExp])[] = [
  ['part-time', /\bpart[- ]time\b/],
  ['in progress', /\b(?:in progress|ongoing|currently enrolled|enrolled)\b/],
  ['expected', /\b(?:expected|anticipated|exp\.)/],
  ['candidate', /\bcandidate\b/],
  ['coursework', /\bcoursework\b/],
  ['not completed', /\b(?:incomplete|not completed|did not complete|withdrew|no degree)\b/],
];

function degreeQualifiers(text: string): Set<string> {
  const lower = text.toLowerCase();
  return new Set([
    ...DEGREE_QUALIFIERS_CHINESE.filter((word) => text.includes(word)),
    ...DEGREE_QUALIFIERS_LATIN.filter(([, pattern]) => pattern.test(lower)).map(([word]) => word),
  ]);
}

/** The lesser-role words a text has (lower-cased Latin, Chinese as written). */
function lesserRoleWords(text: string): Set<string> {
  const lower = text.toLowerCase();
  return new Set([
    ...LESSER_ROLE_WORDS_CHINESE.filter((word) => text.includes(word)),
    ...LESSER_ROLE_WORDS_LATIN.filter(([, pattern]) => pattern.test(lower)).map(([word]) => word),
  ]);
}

/**
 * Work said to go on until now: "2019年3月至今", "迄今", "from 2019 to present". "To date" is left out: "raised $2M
 * to date" totals a job's work, it does not say the job goes on.
 */
const ONGOING_CLAIM =
  /至今|迄今|到现在|\b(?:to|through|until|till)\s+(?:the\s+)?(?:present|now|today)\b|[-–—]\s*(?:present|now)\b/i;
/** An entry's dates that run until now: "2016.07 - 至今", "2018-今", "06/2015 – Present", "2018-now". */
const ONGOING_DATES = /(?:至今|现在|目前|迄今|[-–—~至到]\s*今)|\b(?:present|current|now|today)\b/i;

const HEADING = /^\s*(#{1,6})[ \t]+(\S.*)?$/;
const MARKER = /^(\s*(?:[-*+•]|\d{1,3}[.)、])\s+)/;
const KEY_VALUE = /^([^:：\n]{1,30})[:：][ \t]*(\S.*)?$/;
/**
 * Clause boundaries, coarse to fine: sentences, commas and semicolons (never the comma inside 1,200),
 * Chinese punctuation; then, inside one such clause, "and"/以及/并且 — tried only there, since
 * "payment and ledger services" is one thing. Separators are kept so the rest reads as written.
 */
const CLAUSE_SEPARATORS: readonly RegExp[] = [
  /((?<=[.!?])\s+(?=[A-Z\p{Script=Han}])|\s*[;；，。、！？]\s*|,(?!\d{3})\s*)/u,
  /(\s+and\s+|\s*以及\s*|\s*并且\s*|\s*同时\s*)/,
];
/** "at McKinsey" inside a clause: the phrase alone is cut when it is the clause's only problem. */
const AT_PHRASE = (name: string) =>
  new RegExp(
    `\\s*,?\\s*\\b(?:formerly at|at|ex-|former|formerly|joined)\\s*${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
  );

/** A claim's value is logged this long at most: a name or a number, never a sentence. */
const MAX_LOGGED_CHARS = 60;
/** Longer lines are not read for claims: they are dropped. */
const MAX_LINE_CHARS = 2000;

/** Clauses tried one by one at most: a list of hundreds is no sentence, and each try reads claims. */
const MAX_CLAUSES = 40;

/** Below this, no line of the person's own is close enough to stand in for the model's. */
const MIN_SIMILARITY = 0.3;
/** At or above this, a line is the person's own line rewritten (1,200 for 1200, a word changed). */
const SAME_LINE = 0.75;

/** Whether what is left of a line still says something: a few words, or a few Chinese characters. */
function saysSomething(text: string): boolean {
  const plain = text.replace(PROMPT, ' ');
  const words = plain.match(/[\p{L}\p{N}]+/gu) ?? [];
  const han = plain.match(/\p{Script=Han}/gu) ?? [];
  // Figures alone ("2021 - 2023" left of "MBA (part-time), 2021 - 2023") say nothing: two words with letters do.
  return (
    words.filter((word) => !/\p{Script=Han}/u.test(word) && /\p{L}/u.test(word)).length >= 2 ||
    han.length >= 4
  );
}

interface OwnLine {
  line: string;
  pairs: Set<string>;
  key?: string;
  used: boolean;
}

interface OwnEntry {
  organisation: string;
  subTitle: string;
  line: string;
  lines: OwnLine[];
  used: boolean;
}

interface OwnPart {
  kind: PartKind | undefined;
  lines: OwnLine[];
}

/** How alike a line must be to an own line, dates set aside, to be read as its rewrite. */
const REWRITTEN_LINE = 0.6;

type DateClaim = Extract<Claim, { kind: 'date' }>;

/** A month named before a year ("Sept 2020", "Dec. '21"): the month's word, and the year's digits as written. */
const NAMED_MONTH = new RegExp(
  `\\b(${MONTH_NAMES.flat().join('|')})\\b\\.?\\s*(?=['’]?(\\d\\d(?:\\d\\d)?)(?!\\d))`,
  'gi',
);

function monthOfName(name: string): number {
  return MONTH_NAMES.findIndex((names) => names.includes(name.toLowerCase())) + 1;
}

/** The dates a line states: years and months, written in figures or (a month) in words. */
function datesOfLine(text: string): DateClaim[] {
  const dates = claimsOf(text).filter((claim): claim is DateClaim => claim.kind === 'date');
  for (const match of text.matchAll(NAMED_MONTH))
    dates.push({ kind: 'date', value: match[1]!, amount: monthOfName(match[1]!), part: 'month' });
  return dates;
}

/** The months an entry line dates with their year, as "2019-3": "2019.03", "2019年3月", "03/2019", "Mar 2019". */
function yearMonthsOf(line: string): Set<string> {
  const found = new Set<string>();
  const add = (year: string, month: number) => {
    if (month >= 1 && month <= 12) found.add(`${Number(year)}-${month}`);
  };
  const text = line.normalize('NFKC');
  for (const match of text.matchAll(/((?:19|20)\d\d)\s?[.\-/年]\s?(\d{1,2})(?!\d)/g))
    add(match[1]!, Number(match[2]));
  for (const match of text.matchAll(/(?<!\d)(\d{1,2})\/((?:19|20)\d\d)/g)) add(match[2]!, Number(match[1]));
  for (const match of text.matchAll(NAMED_MONTH))
    if (match[2]!.length === 4) add(match[2]!, monthOfName(match[1]!));
  return found;
}

/** The line with its dates and date words left out, to compare what it says. */
function withoutDates(text: string): string {
  return text
    .replace(NAMED_MONTH, ' ')
    .replace(
      /[\d０-９〇零一二三四五六七八九十]+\s*[年月日号]?|['’.．/／\-–—~～至到]|\b(?:present|now|since|from|until|to)\b/gi,
      ' ',
    );
}

function fieldsOf(entryLine: string): string[] {
  return entryLine
    .trim()
    .replace(ENTRY_LINE, '')
    .split(/[|｜]/)
    .map((field) => field.trim());
}

/**
 * The dates of an entry line's last field as months ("2022.06 - Present" and "06/2022 – Present" alike), else the
 * field comparable when it holds a figure, else ''.
 */
function datesOfEntryLine(text: string): string {
  const last = fieldsOf(text).at(-1) ?? '';
  if (!/\d/.test(last)) return '';
  const range = findDateRange(last);
  const today = new Date();
  const start = range ? monthOf(range.startTime, today) : undefined;
  if (!range || start === undefined) return comparable(last);
  const end = isOngoing(range.endTime) ? 'now' : (monthOf(range.endTime, today) ?? range.endTime);
  return `${start}:${end}`;
}

/** The role of an entry line's fields (Company | Role | dates): the second field, unless it is the dates. */
function roleOf(fields: readonly string[]): string {
  const second = fields[1] ?? '';
  return fields.length >= 3 || !/\d/.test(second) ? second : '';
}

function keyOf(content: string): string | undefined {
  const match = KEY_VALUE.exec(content);
  // A sentence with a colon in it ("前阿里员工，我从事化工工艺6年：…") has no key: a key is a label, one phrase.
  if (!match || /[，,。；;]/.test(match[1] ?? '')) return undefined;
  // Only a field of the person's details is kept apart ("Nationality: British"); a line that opens with a
  // phrase and a colon ("Background in mathematics: …") may stand for an own line opened another way.
  if (basicFieldOfKey(match[1] ?? '') === undefined) return undefined;
  return comparable(match[1] ?? '');
}

function ownLine(line: string): OwnLine {
  const content = line.replace(MARKER, '');
  const key = keyOf(content);
  return { line, pairs: characterPairs(content), used: false, ...(key ? { key } : {}) };
}

/** The person's own outline: parts, entries and their lines, to take replacements from. */
function readOwnOutline(lines: readonly string[]): { parts: OwnPart[]; entries: OwnEntry[] } {
  const parts: OwnPart[] = [];
  const entries: OwnEntry[] = [];
  let part: OwnPart | undefined;
  let entry: OwnEntry | undefined;
  for (const line of lines) {
    const heading = HEADING.exec(line);
    if (heading) {
      entry = undefined;
      if (heading[1] === '#') continue;
      part = { kind: partKindOfHeading(heading[2] ?? ''), lines: [] };
      parts.push(part);
    } else if (ENTRY_LINE.test(line.trim())) {
      const [organisation = '', subTitle = ''] = fieldsOf(line);
      entry = { organisation, subTitle, line: line.trim(), lines: [], used: false };
      entries.push(entry);
    } else if (MARKER.test(line)) {
      (entry ?? part)?.lines.push(ownLine(line));
    }
  }
  return { parts, entries };
}

export class FactGuard {
  /** The value of every unsupported claim met, in order (for counts; never logged whole). */
  readonly replaced: string[] = [];
  /** How often each decision was taken. */
  readonly decisions: Partial<Record<ClaimDecision, number>> = {};
  private readonly source: ClaimSource;
  private readonly own: { parts: OwnPart[]; entries: OwnEntry[] };
  /** Where the lines arriving now belong: the part and the entry of the person's own outline. */
  private part: OwnPart | undefined;
  /** Entries dropped under the current heading: those after them are numbered that much lower. */
  private entriesDropped = 0;
  private entry: { own?: OwnEntry; dropped: boolean } | undefined;
  private readonly sent = new Set<string>();
  /** Decisions not yet counted, kept only when no observer counts them as they are taken. */
  private pending: Partial<Record<ClaimDecision, number>> = {};

  /**
   * `source`: the upload's text (optimize) or the task's outline (content). `ownLines`: the person's
   * own outline, where replacements come from; the source itself when empty.
   */
  constructor(
    source: string,
    ownLines: readonly string[],
    private readonly observer?: ClaimObserver,
  ) {
    this.source = new ClaimSource(source);
    this.own = readOwnOutline(ownLines.length > 0 ? ownLines : source.split('\n'));
  }

  /** The values of what the text claims that the source does not ([] when the text is clean). */
  inventedFacts(text: string): string[] {
    const claims = this.unsupported(text);
    if (ENTRY_LINE.test(text.trim())) {
      const fields = fieldsOf(text);
      claims.push(...this.roleClaims(roleOf(fields), claims));
      claims.push(...this.degreesNotHeldAt(fields[0] ?? '', text, claims));
    }
    return [...new Set(claims.map((claim) => claim.value))];
  }

  /**
   * An entry's role (or subtitle) as a claim when the source never states it in these words ("Controller"
   * for a Senior Accountant), unless a title claim was found in it already. A degree is left to its degree
   * claims: "Bachelor of Engineering" restates "BEng".
   */
  private roleClaims(role: string, found: readonly Claim[]): Claim[] {
    // A level word no role the person held has ("Director of Institutional Giving" for a Senior Development
    // Associate) is invented, even where another person's title in a line ("the Director of Development
    // signed") states the word.
    if (this.levelNotHeld(role)) return [{ kind: 'title', value: role }];
    if (found.some((claim) => claim.kind === 'title')) return [];
    if (this.source.statesRole(role) || claimsOf(role).some((claim) => claim.kind === 'degree')) return [];
    return [{ kind: 'title', value: role }];
  }

  private heldRoles: string | undefined;

  /** True when the role has a level word (director, head, 总监…) that none of the person's entries' roles has. */
  private levelNotHeld(role: string): boolean {
    // Both sides spelled out alike, so a held "VP" stands for a "Vice President" and "Dir." for a Director.
    this.heldRoles ??= spellOutTitleWords(
      longChineseTitles(
        this.own.entries
          .map((entry) => entry.subTitle)
          .join(' ')
          .toLowerCase(),
      ),
    );
    if (this.heldRoles.trim() === '') return false;
    const held = this.heldRoles;
    const lower = spellOutTitleWords(role.toLowerCase());
    return (
      LEVEL_PATTERNS_LATIN.some((pattern) => pattern.test(lower) && !pattern.test(held)) ||
      LEVEL_WORDS_CHINESE.some((word) => lower.includes(word) && !held.includes(word))
    );
  }

  /** Whether the source states this name (an entry's organisation or school), as written or close. */
  statesName(name: string): boolean {
    return this.source.statesOrganisation(name.replace(PROMPT, ' '));
  }

  /** The line to forward: itself, with a clause cut, the person's own line of the same entry, or ''. */
  guardLine(line: string): string {
    const heading = HEADING.exec(line);
    if (heading) {
      this.entry = undefined;
      this.entriesDropped = 0;
      if (heading[1] !== '#') {
        const kind = partKindOfHeading(heading[2] ?? '');
        this.part = this.own.parts.find((part) => part.kind !== undefined && part.kind === kind);
      }
      return line;
    }
    if (line.trim() === '') return line;
    if (ENTRY_LINE.test(line.trim())) {
      const entry = this.guardEntryLine(line);
      if (entry === '') this.entriesDropped += 1;
      if (entry === '' || this.entriesDropped === 0) return entry;
      // After an invented entry is dropped, the next is numbered in its place, not "2." first under its heading.
      return entry.replace(
        /^(\s*)(\d{1,3})(?=[.)、])/,
        (_whole, indent: string, number: string) =>
          `${indent}${Math.max(1, Number(number) - this.entriesDropped)}`,
      );
    }
    const marker = MARKER.exec(line)?.[1] ?? '';
    if (this.entry?.dropped) {
      this.decide('claim_entry_lines_dropped', []);
      return '';
    }
    const content = line.slice(marker.length);
    const scope = this.entry ? (this.entry.own?.lines ?? []) : (this.part?.lines ?? []);
    const unsupported = this.unsupported(content);
    const invented = [...unsupported];
    if (this.entry?.own) {
      invented.push(...this.degreesNotHeldAt(this.entry.own.organisation, content, invented));
      invented.push(...this.numbersOfOtherEntries(this.entry.own, content, invented));
      invented.push(...this.datesNotOfEntry(this.entry.own, content, invented));
    }
    invented.push(...this.ongoingNotHeld(content));
    const moved = this.movedFrom(content);
    if (moved) invented.push({ kind: 'moved', value: moved.organisation });
    if (invented.length === 0) {
      this.markSent(content, scope);
      return line;
    }
    const cut = moved ? undefined : this.withoutClauses(content, unsupported);
    // A cut that takes away a name or figure the person's own line of this entry states loses a true fact with the
    // false one ("… for 94% of our referrals (+16 points)" cut to its first clause): their own line stands in.
    const keeper =
      cut !== undefined && this.entry?.own ? this.ownLineKeeping(content, cut, scope, invented) : undefined;
    if (keeper) {
      this.decide('claim_line_replaced', invented);
      return `${marker}${keeper.line.replace(MARKER, '')}`;
    }
    if (cut !== undefined) {
      this.decide('claim_clause_removed', invented);
      this.markSent(cut, scope);
      return `${marker}${cut}`;
    }
    // The line's true clauses say which own line it rewrote better than the whole line does: "承担夜班及抢救配合
    // 工作，项目获字节跳动内部表彰" is "夜班、抢救配合" once the invented clause is gone.
    const truePart = moved ? undefined : this.cutClauses(content, 0)?.trim();
    const replacement = this.ownReplacement(content, scope, truePart);
    if (replacement) {
      this.decide('claim_line_replaced', invented);
      return `${marker}${replacement.line.replace(MARKER, '')}`;
    }
    this.decide('claim_line_dropped', invented);
    return '';
  }

  /**
   * For one item of a section (a list item, a bullet, a kv value): the item with its unsupported
   * clauses cut, or '' when nothing true is left. No replacement: the outline's own items are the
   * model's input, and the restoring of stated facts happens elsewhere.
   */
  guardText(text: string): string {
    const invented = this.unsupported(text);
    if (invented.length === 0) return text;
    const cut = this.withoutClauses(text, invented);
    if (cut !== undefined) {
      this.decide('claim_clause_removed', invented);
      return cut;
    }
    this.decide('claim_line_dropped', invented);
    return '';
  }

  /**
   * A kv item's value: as written, with unsupported clauses cut, or undefined when the item is
   * personal data the source never gave or says nothing true.
   */
  guardField(key: string, value: string): string | undefined {
    const personal = this.unsupported(`${key}: ${value}`).filter((claim) => claim.kind === 'personal');
    if (personal.length > 0) {
      this.decide('claim_line_dropped', personal);
      return undefined;
    }
    const guarded = this.guardText(value);
    return guarded === '' && value.trim() !== '' ? undefined : guarded;
  }

  /** An entry's subtitle (role, or degree and major): as written, else the person's own, else ''. */
  guardSubtitle(organisation: string, subTitle: string): string {
    const invented = this.unsupported(subTitle);
    // A subtitle is a title (or a degree and major): the person's words, never a new title ("Controller").
    invented.push(...this.roleClaims(subTitle, invented));
    invented.push(...this.degreesNotHeldAt(organisation, subTitle, invented));
    invented.push(...this.lesserRoleDropped(organisation, `${organisation} | ${subTitle}`));
    invented.push(...this.degreeQualifiersDropped(organisation, `${organisation} | ${subTitle}`));
    if (invented.length === 0) return subTitle;
    const own = this.ownEntry(organisation, false)?.subTitle ?? '';
    const stated = own !== '' && this.unsupported(own).length === 0 ? own : '';
    this.decide(stated === '' ? 'claim_line_dropped' : 'claim_line_replaced', invented);
    return stated;
  }

  private guardEntryLine(line: string): string {
    const [organisation = ''] = fieldsOf(line);
    const stated = organisation.replace(PROMPT, '').trim() === '' || this.statesName(organisation);
    if (!stated) {
      // An invented entry: dropped with its lines, never turned into a copy of a real one.
      this.entry = { dropped: true };
      this.decide('claim_line_dropped', [{ kind: 'organisation', value: organisation }]);
      return '';
    }
    const named = this.ownEntryNamed(organisation, line);
    const own = named ?? this.ownEntryOfDates(line);
    if (own) own.used = true;
    const invented = this.unsupported(line.trim().replace(ENTRY_LINE, ''));
    invented.push(...this.roleClaims(roleOf(fieldsOf(line)), invented));
    invented.push(...this.degreesNotHeldAt(organisation, line, invented));
    invented.push(...this.lesserRoleDropped(organisation, line));
    invented.push(...this.degreeQualifiersDropped(organisation, line));
    if (invented.length === 0) {
      this.entry = { ...(own ? { own } : {}), dropped: false };
      return line;
    }
    if (own) {
      this.entry = { own, dropped: false };
      this.decide('claim_line_replaced', invented);
      const indent = /^\s*/.exec(line)?.[0] ?? '';
      const number = /^\d{1,3}[.)、]\s+/.exec(line.trim())?.[0] ?? '';
      // Found by its dates, the entry keeps the name the line gives it (the source states it) with the person's
      // own role: only the role was invented.
      const fields = fieldsOf(line);
      if (!named && fields.length >= 3 && own.subTitle.trim() !== '')
        return `${indent}${number}${[fields[0], own.subTitle.trim(), ...fields.slice(2)].join(' | ')}`;
      return `${indent}${number}${own.line.replace(/^\d{1,3}[.)、]\s+/, '')}`;
    }
    this.entry = { dropped: true };
    this.decide('claim_line_dropped', invented);
    return '';
  }

  /**
   * The person's entry not yet written at this organisation; of several (roles held there in turn, or a name the
   * reader printed with a note of the entry's), the one with the line's dates.
   */
  private ownEntryNamed(organisation: string, line: string): OwnEntry | undefined {
    const candidates = this.entriesAt(organisation).filter((entry) => !entry.used);
    if (candidates.length < 2) return candidates[0];
    const dates = datesOfEntryLine(line);
    return (
      (dates !== '' && candidates.find((entry) => datesOfEntryLine(entry.line) === dates)) || candidates[0]
    );
  }

  /**
   * The person's entry not yet written whose dates the line gives, as written: the entry of a line naming its
   * organisation in another form the resume states (the "Meridian Plains" that "Redbud Mutual" merged into), so
   * that a line of it with an invented role is given the person's own role, not dropped with every real line under
   * it. Only when one entry has those dates.
   */
  private ownEntryOfDates(line: string): OwnEntry | undefined {
    const dates = datesOfEntryLine(line);
    if (dates === '') return undefined;
    const matching = this.own.entries.filter(
      (entry) => !entry.used && datesOfEntryLine(entry.line) === dates,
    );
    return matching.length === 1 ? matching[0] : undefined;
  }

  /** The person's entry at this organisation; with `unused`, the first not yet written. */
  private ownEntry(organisation: string, unused: boolean): OwnEntry | undefined {
    return this.entriesAt(organisation).find((entry) => !(unused && entry.used));
  }

  /**
   * The person's entries at this organisation: those of the same name, else those whose name contains it or is
   * contained in it. The same name first: "四川大学" is the school, not the "四川大学华西医院" where they work.
   */
  private entriesAt(organisation: string): OwnEntry[] {
    const name = comparable(organisation.replace(PROMPT, ' '));
    if (name === '') return [];
    const ownName = (entry: OwnEntry) => comparable(entry.organisation.replace(PROMPT, ' '));
    const same = this.own.entries.filter((entry) => ownName(entry) === name);
    const near = this.own.entries.filter((entry) => {
      const own = ownName(entry);
      return own !== name && own !== '' && (own.includes(name) || name.includes(own));
    });
    return [...same, ...near];
  }

  private readonly entrySources = new Map<OwnEntry, ClaimSource>();

  /** The person's own entry as a source of its own: its line and its lines. */
  private entrySource(own: OwnEntry): ClaimSource {
    let source = this.entrySources.get(own);
    if (!source) {
      source = new ClaimSource([own.line, ...own.lines.map((line) => line.line)].join('\n'));
      this.entrySources.set(own, source);
    }
    return source;
  }

  /**
   * The figures of a line under an entry that another of the person's entries states and this one does not: a
   * figure of another job moved under this one ("12 名员工" of 永辉 written under 华润万家, a team of 6 led at the
   * last job written under the first). A figure no entry states in these words is left to the resume as a whole,
   * so a careful rewrite keeps its polish.
   */
  private numbersOfOtherEntries(own: OwnEntry, text: string, found: readonly Claim[]): Claim[] {
    // Small whole counts (shifts, hours, 2 more) recur across jobs in other words: only figures that identify,
    // and the size of a team the person led, which belongs to the job where they led it.
    const figures = claimsOf(text).filter(
      (claim) =>
        claim.kind === 'number' &&
        claim.unit !== 'plain' &&
        !claim.bracketed &&
        (claim.unit === 'percent' ||
          claim.unit === 'money' ||
          claim.amount > 12 ||
          !Number.isInteger(claim.amount) ||
          claim.team === true) &&
        !found.some((other) => other.value === claim.value),
    );
    if (figures.length === 0) return [];
    const here = this.entrySource(own);
    const others = this.own.entries.filter((entry) => entry !== own).map((entry) => this.entrySource(entry));
    return figures.filter((claim) => !here.supports(claim) && others.some((other) => other.supports(claim)));
  }

  /**
   * The dates of a line under an entry that its rewritten own line, or else the entry, does not state. A rewrite
   * of a dated line keeps that line's dates ("since 2021" is no "since 2019", though the job began in 2019); a date
   * added beside them, or to an undated line, comes from the entry itself (its dates or lines), never from
   * another part of the resume ("2014年5月起" under a job of "2014 – 2020" invents the month).
   */
  private datesNotOfEntry(own: OwnEntry, text: string, found: readonly Claim[]): Claim[] {
    const dates = datesOfLine(text).filter(
      (claim) => !found.some((other) => other.kind === 'date' && other.value === claim.value),
    );
    if (dates.length === 0) return [];
    const rewritten = this.rewrittenOwnLine(own, text);
    if (rewritten) {
      const ownSource = this.lineSource(rewritten);
      const ownDates = datesOfLine(rewritten.line);
      const extra = dates.filter((claim) => !ownSource.supports(claim));
      if (extra.length === 0 || ownDates.length === 0)
        return extra.filter((claim) => !this.entrySource(own).supports(claim));
      const written = new ClaimSource(text);
      // The own line's dates are all still there: a year added beside them stands on the entry; a month added to
      // the line's year ("2022年Q3" as "2022年7月") only on the entry's own dates giving that month of that year.
      if (!ownDates.every((claim) => written.supports(claim))) return extra;
      const years = dates.flatMap((claim) => (claim.part === 'year' ? [claim.amount] : []));
      const entryMonths = yearMonthsOf(own.line);
      return extra.filter((claim) =>
        claim.part === 'month'
          ? !years.some((year) => entryMonths.has(`${year}-${claim.amount}`))
          : !this.entrySource(own).supports(claim),
      );
    }
    return dates.filter((claim) => !this.entrySource(own).supports(claim));
  }

  /** The own line of the entry a line rewrites: the likest once dates are set aside, if alike enough. */
  private rewrittenOwnLine(own: OwnEntry, text: string): OwnLine | undefined {
    const pairs = characterPairs(withoutDates(text));
    let best: { line: OwnLine; score: number } | undefined;
    for (const candidate of own.lines) {
      let candidatePairs = this.datelessPairs.get(candidate);
      if (!candidatePairs) {
        candidatePairs = characterPairs(withoutDates(candidate.line.replace(MARKER, '')));
        this.datelessPairs.set(candidate, candidatePairs);
      }
      const score = pairSimilarity(pairs, candidatePairs);
      if (score >= REWRITTEN_LINE && (!best || score > best.score)) best = { line: candidate, score };
    }
    return best?.line;
  }

  /** Each own line's character pairs with its dates set aside, read once. */
  private readonly datelessPairs = new Map<OwnLine, Set<string>>();
  private readonly lineSources = new Map<OwnLine, ClaimSource>();

  /** One own line as a source of its own. */
  private lineSource(line: OwnLine): ClaimSource {
    let source = this.lineSources.get(line);
    if (!source) {
      source = new ClaimSource(line.line);
      this.lineSources.set(line, source);
    }
    return source;
  }

  /**
   * "至今" / "to present" in a line whose work has ended: under an entry, that entry's own dates end and none of its
   * lines says it goes on; outside one (a summary), no entry of the person's runs until now. Where the dates say
   * nothing either way (no year), the line is not judged on it.
   */
  private ongoingNotHeld(content: string): Claim[] {
    const said = ONGOING_CLAIM.exec(content)?.[0];
    if (said === undefined) return [];
    const goesOn = (entry: OwnEntry) =>
      ONGOING_DATES.test(entry.line) || entry.lines.some((line) => ONGOING_CLAIM.test(line.line));
    const dated = (entry: OwnEntry) => /\d{2}/.test(fieldsOf(entry.line).slice(1).join(' '));
    const own = this.entry?.own;
    const entries = own ? [own] : this.own.entries;
    if (!entries.some(dated) || entries.some(goesOn)) return [];
    return [{ kind: 'ongoing', value: said }];
  }

  /**
   * A lesser-role word the person's own entries at this organisation have (助理, 副, 实习, Interim, Contract…) that
   * the model's entry line leaves out: the role or the work is claimed as more than it was. Where the person held
   * several roles there, the line needs to match one of them. Dates are no part of the comparison.
   */
  private lesserRoleDropped(organisation: string, line: string): Claim[] {
    const fields = (text: string) => fieldsOf(text).slice(0, 2).join(' | ');
    return this.wordsDropped(organisation, lesserRoleWords(fields(line)), (entry) =>
      lesserRoleWords(fields(entry.line)),
    ).map((word) => ({ kind: 'title' as const, value: word }));
  }

  /**
   * The words of the person's entries at this organisation (`ownWords` of each) that the written line lacks: none
   * when one of those entries lacks none (the line matches a role held there), else those of the first entry.
   */
  private wordsDropped(
    organisation: string,
    written: ReadonlySet<string>,
    ownWords: (entry: OwnEntry) => ReadonlySet<string>,
  ): string[] {
    const missing = this.entriesAt(organisation).map((entry) =>
      [...ownWords(entry)].filter((word) => !written.has(word)),
    );
    if (missing.length === 0 || missing.some((words) => words.length === 0)) return [];
    return missing[0] ?? [];
  }

  /**
   * The qualifiers of a degree (非全日制, 在读, "expected") the person's own entry at this school has and an entry
   * line naming a degree there drops: the degree written as a finished full-time one.
   */
  private degreeQualifiersDropped(organisation: string, line: string): Claim[] {
    const degree = claimsOf(line).find((claim) => claim.kind === 'degree');
    if (!degree) return [];
    const dropped = this.wordsDropped(organisation, degreeQualifiers(line), (entry) =>
      degreeQualifiers(entry.line),
    );
    return dropped.length > 0 ? [degree] : [];
  }

  /**
   * The degrees a line about a school names that the person's own entries there do not: a 硕士 where they took a
   * 本科 is invented even though "带教硕士研究生" names a master's elsewhere in the resume. Where their entries
   * there name no degree, the resume as a whole decides, as for every other claim.
   */
  private degreesNotHeldAt(organisation: string, text: string, found: readonly Claim[]): Claim[] {
    const degrees = claimsOf(text).filter(
      (claim) => claim.kind === 'degree' && !found.some((other) => other.value === claim.value),
    );
    if (degrees.length === 0) return [];
    const held = this.entriesAt(organisation).map((entry) => this.entrySource(entry));
    if (!held.some((entry) => entry.namesDegree())) return [];
    return degrees.filter((claim) => !held.some((entry) => entry.supports(claim)));
  }

  private unsupported(text: string): Claim[] {
    // No resume line is this long; reading one costs more than it could be worth (some name patterns
    // are quadratic in a run of capitalised words), so it stands as unsupported whole.
    if (text.length > MAX_LINE_CHARS) return [{ kind: 'oversized', value: String(text.length) }];
    const [organisation = ''] = ENTRY_LINE.test(text.trim()) ? fieldsOf(text) : [];
    const body = ENTRY_LINE.test(text.trim()) ? text.trim().replace(ENTRY_LINE, '') : text;
    const claims = claimsOf(body).filter((claim) => !this.source.supports(claim, body));
    if (organisation.replace(PROMPT, '').trim() !== '' && !this.statesName(organisation)) {
      claims.unshift({ kind: 'organisation', value: organisation.replace(PROMPT, '').trim() });
    }
    return claims;
  }

  /**
   * The text without its unsupported clauses, when what is left still says something; else undefined. `unsupported`
   * is what the whole text claims without support (the caller has read it already).
   */
  private withoutClauses(text: string, unsupported: readonly Claim[]): string | undefined {
    if (text.length > MAX_LINE_CHARS) return undefined;
    // A clause read alone loses what the line around it says ("…: 3 in audit, 5 in industry, and 4 as an
    // accounting manager" counts years only under the line's "12 years"): only what the whole line claims
    // falsely cuts a clause.
    const falseInLine = new Set(unsupported.map((claim) => claim.value));
    const cut = this.cutClauses(text, 0, falseInLine);
    if (cut === undefined) return undefined;
    let rest = cut.trim();
    // A cut inside brackets ("(left the PhD program after year 1.") no longer reads: the own line stands in.
    if (!saysSomething(rest) || this.movedFrom(rest) || !bracketsBalanced(rest)) return undefined;
    rest = rest.replace(/^[a-z]/, (letter) => letter.toUpperCase());
    const end = /[.。]$/.exec(text.trim())?.[0];
    if (end && !rest.endsWith(end)) rest = `${rest.replace(/[,;，；、]$/, '')}${end}`;
    return this.unsupported(rest).length === 0 && this.source.grounds(rest) ? rest : undefined;
  }

  /** The clauses of `text` at this level that hold no unsupported claim (finer levels tried within); undefined when none was cut. */
  private cutClauses(text: string, level: number, falseInLine?: ReadonlySet<string>): string | undefined {
    const separator = CLAUSE_SEPARATORS[level];
    if (!separator) return undefined;
    const pieces = text.split(separator);
    if (pieces.length > 2 * MAX_CLAUSES) return undefined;
    const kept: string[] = [];
    let removed = false;
    // What is false in a piece, counted only where the whole line claims it falsely too.
    const falseHere = (part: string) =>
      this.unsupported(part).filter((claim) => falseInLine?.has(claim.value) ?? true);
    for (let index = 0; index < pieces.length; index += 2) {
      let clause = pieces[index] ?? '';
      const before = index === 0 ? '' : (pieces[index - 1] ?? '');
      let invented = falseHere(clause);
      // "Built the API at McKinsey": cutting "at McKinsey" keeps the true part of the clause.
      if (invented.length > 0 && invented.every((claim) => claim.kind === 'organisation')) {
        let trimmed = clause;
        for (const claim of invented) trimmed = trimmed.replace(AT_PHRASE(claim.value), '');
        if (trimmed !== clause && saysSomething(trimmed)) {
          clause = trimmed;
          removed = true;
          invented = falseHere(clause);
        }
      }
      if (invented.length > 0) {
        removed = true;
        const finer = this.cutClauses(clause, level + 1, falseInLine);
        if (finer === undefined || !saysSomething(finer) || falseHere(finer).length > 0) continue;
        clause = finer;
      }
      // Within a clause ("…steps of service and wine basics"), what follows a cut piece hangs on it: the
      // clause is cut whole rather than left as a fragment.
      if (level > 0 && removed && kept.length === 0 && index > 0) return '';
      kept.push(kept.length === 0 ? clause : `${before}${clause}`);
    }
    return removed ? kept.join('') : undefined;
  }

  /**
   * The entry a line belongs to when the model wrote it under another one: it is (nearly) a line of
   * another of the person's entries, and like none of the current entry's own.
   */
  private movedFrom(content: string): OwnEntry | undefined {
    const own = this.entry?.own;
    if (!own) return undefined;
    const pairs = characterPairs(content);
    const isLike = (line: OwnLine) => pairSimilarity(pairs, line.pairs) >= SAME_LINE;
    if (own.lines.some(isLike)) return undefined;
    return this.own.entries.find((entry) => entry !== own && entry.lines.some(isLike));
  }

  /**
   * The own line the model line rewrote, taken, when it states a name or figure the cut line lost, or when what the
   * cut left opens mid-sentence ("And cut prior authorization denials…", "With a spot-check pass rate of 97%…"), a
   * fragment no resume line is; else undefined.
   */
  private ownLineKeeping(
    content: string,
    cut: string,
    scope: OwnLine[],
    invented: readonly Claim[],
  ): OwnLine | undefined {
    const best = this.bestOwnLine(content, scope, cut);
    if (!best) return undefined;
    const kept = factTokens(cut);
    // What the cut took out is no loss, though the person's line may hold the same number in another sense ("9" of
    // "$9k" beside an invented "by 9%"); a figure their line states as the same claim ("10 FF/PMs hired" for "10
    // firefighter/paramedics") is.
    const ownClaims = claimsOf(best.line.line);
    const cutOut = new Set(
      invented
        .filter((claim) => !ownClaims.some((own) => sameFigure(own, claim)))
        .flatMap((claim) => [...factTokens(claim.value)]),
    );
    const lost = [...factTokens(content)].filter((token) => !kept.has(token) && !cutOut.has(token));
    const fragment = FRAGMENT_OPENING.test(cut);
    if (lost.length === 0 && !fragment) return undefined;
    const own = factTokens(best.line.line);
    if (!fragment && !lost.some((token) => own.has(token))) return undefined;
    return this.take(best.line);
  }

  /** The person's own line most like the model's, from the same entry or part, not yet sent, taken. */
  private ownReplacement(content: string, scope: OwnLine[], truePart?: string): OwnLine | undefined {
    const best = this.bestOwnLine(content, scope, truePart);
    return best ? this.take(best.line) : undefined;
  }

  /** Marks an own line as sent: it stands in once. */
  private take(line: OwnLine): OwnLine {
    line.used = true;
    this.sent.add(comparable(line.line.replace(MARKER, '')));
    return line;
  }

  /** The own line most like the model line (or its true part), or the one sharing the most names and figures. */
  private bestOwnLine(
    content: string,
    scope: OwnLine[],
    truePart?: string,
  ): { line: OwnLine; score: number } | undefined {
    const key = keyOf(content);
    const pairs = characterPairs(content);
    const truePairs = truePart ? characterPairs(truePart) : undefined;
    let best: { line: OwnLine; score: number } | undefined;
    for (const candidate of scope) {
      if (!this.canStandIn(candidate, key)) continue;
      const score = Math.max(
        pairSimilarity(pairs, candidate.pairs),
        truePairs ? pairSimilarity(truePairs, candidate.pairs) : 0,
      );
      if (score >= MIN_SIMILARITY && (!best || score > best.score)) best = { line: candidate, score };
    }
    // Reworded past likeness ("Math person first: BS Mathematics at Politechnika Wrocławska…" as "Background in
    // mathematics: a BS in Mathematics from Politechnika Wrocławska…"): the own line that shares the most names
    // and figures with it, two at least. The person's own line never says more than they did.
    best ??= this.sharingMostFacts(content, scope, key);
    return best;
  }

  /** An own line not sent yet, of the same field when the line is one: "Nationality: British" never stands for another. */
  private canStandIn(candidate: OwnLine, key: string | undefined): boolean {
    if (candidate.used || this.sent.has(comparable(candidate.line.replace(MARKER, '')))) return false;
    return key === undefined || candidate.key === key;
  }

  private sharingMostFacts(
    content: string,
    scope: OwnLine[],
    key: string | undefined,
  ): { line: OwnLine; score: number } | undefined {
    const facts = factTokens(content);
    let best: { line: OwnLine; score: number } | undefined;
    for (const candidate of scope) {
      if (!this.canStandIn(candidate, key)) continue;
      const own = factTokens(candidate.line);
      const shared = [...facts].filter((token) => own.has(token)).length;
      if (shared >= 2 && (!best || shared > best.score)) best = { line: candidate, score: shared };
    }
    return best;
  }

  /** A line sent stands for the person's own line it rewrites: that one is never sent again in its place. */
  private markSent(content: string, scope: OwnLine[]): void {
    this.sent.add(comparable(content));
    const pairs = characterPairs(content);
    for (const candidate of scope)
      if (pairSimilarity(pairs, candidate.pairs) >= SAME_LINE) candidate.used = true;
  }

  /** The decisions taken since the last call, for a caller that gave no observer to count them. */
  drainDecisions(): Partial<Record<ClaimDecision, number>> {
    const pending = this.pending;
    this.pending = {};
    return pending;
  }

  private decide(what: ClaimDecision, claims: readonly Claim[]): void {
    this.decisions[what] = (this.decisions[what] ?? 0) + 1;
    this.replaced.push(...claims.map((claim) => claim.value));
    if (this.observer) this.observer.count(what);
    else this.pending[what] = (this.pending[what] ?? 0) + 1;
    this.observer?.debug?.('a claim the source does not support', {
      decision: what,
      claims: claims.map((claim) => ({ kind: claim.kind, value: claim.value.slice(0, MAX_LOGGED_CHARS) })),
    });
  }
}
