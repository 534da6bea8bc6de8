// Finds dates and date ranges in resume lines, in the styles people write, and returns them exactly as written.
import { MONTH_NAMES, SEASON_MONTHS } from './date-words.ts';

export interface DateRange {
  /** The first date exactly as written (a substring of the input). */
  startTime: string;
  /** The second date or end word (`Present`, `至今`) exactly as written; empty for a single date. */
  endTime: string;
  /** Where the whole range starts in the input, so a caller can cut it out. */
  index: number;
  /** Length of the whole range in the input, separator included. */
  length: number;
}

// Data first (house style: knowledge lives in data, not in `if` chains).

/**
 * Placeholders a template prints where the years go ("year–year", "YYYY - YYYY", "年 – 年"); read as
 * dates only in a range of two, so the word "year" in a sentence stays a word.
 */
const PLACEHOLDER_YEARS = ['year', 'yyyy'] as const;
const CHINESE_PLACEHOLDER_YEAR = '年';

const SEASON_NAMES = Object.keys(SEASON_MONTHS);

/** What may stand between the two dates of a range. */
const RANGE_SEPARATORS = ['--', '-', '–', '——', '—', '－', '~', '～', '〜', '至', '到'] as const;
const RANGE_SEPARATOR_WORDS = ['to', 'until', 'till', 'through', 'thru'] as const;

/** End words that carry their own separator ("2021.07至今"), kept whole rather than split at 至. */
const SELF_SEPARATED_END_WORDS = ['至今', '迄今'] as const;
/** Words that end an ongoing range ("2019 - Present", "2021.07 - 至今"). */
const END_WORDS = [
  '至今',
  '在读',
  '现在',
  '目前',
  '现今',
  '今',
  'present',
  'now',
  'currently',
  'current',
  'today',
  'date',
  'ongoing',
  // "Fall 2025 – TBD": an end not yet known.
  'tbd',
] as const;

/**
 * A number right after a bare year that makes it a quantity, not a date: "2000 users", "2000人", "2000+".
 * Words are matched whole, Chinese measure words as single characters.
 */
const QUANTITY_WORDS = [
  'users',
  'user',
  'people',
  'persons',
  'person',
  'customers',
  'customer',
  'clients',
  'client',
  'members',
  'member',
  'employees',
  'employee',
  'staff',
  'students',
  'student',
  'downloads',
  'orders',
  'requests',
  'visits',
  'views',
  'hours',
  'days',
  'times',
  'units',
  'items',
  'records',
  'rows',
  'lines',
  'words',
  'pages',
  'stars',
  'qps',
  'tps',
  'rps',
  'ms',
] as const;
const QUANTITY_CHARACTERS = '%+万千百亿人个名位次元家条项台件份篇倍小天周届';

/** A bracketed prompt is a date slot when it starts with one of these ("[Start, e.g. 2021-03]", "[结束时间]"). */
const DATE_PROMPT_OPENINGS = [
  'start',
  'end',
  'from',
  'to',
  'until',
  'date',
  'dates',
  'period',
  'year',
  'month',
  'when',
  'duration',
  'graduation',
  '开始',
  '结束',
  '起止',
  '起始',
  '入学',
  '毕业',
  '入职',
  '离职',
  '在校',
  '年份',
  '年月',
] as const;
/** …or mentions one of these anywhere ("[Graduation date]", "[结束时间或至今]"). */
const DATE_PROMPT_WORDS = ['date', 'dates', 'present'] as const;
const DATE_PROMPT_CHINESE_WORDS = ['时间', '日期', '至今'] as const;

// Patterns built from the data above.

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
// Longest first, so `至今` wins over `今` and `——` over `—`.
const alternatives = (words: readonly string[]): string =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');

// A year of the 20th or 21st century; `(?!\d)` stops "20215678" (a phone) from reading as 2021.
const YEAR = '(?:19\\d\\d|20\\d\\d)(?!\\d)';
// `1[0-2]` before `0?[1-9]` and the look-ahead keep "2019-2021" from reading as 2019, month 2.
const MONTH = '(?:1[0-2]|0?[1-9])(?!\\d)';
const DAY = '(?:3[01]|[12]\\d|0?[1-9])(?!\\d)';
const MONTH_NAME = `(?:${alternatives(MONTH_NAMES.flat())})`;

const DATE_STYLES = [
  // A prompt such as "[Start, e.g. 2021-03]"; whether it is a date slot is checked afterwards. No `[`
  // inside, so a long run of `[` without `]` is scanned once rather than once per `[`.
  '\\[[^[\\]\\n]*\\]',
  // 2021年3月, 2021年03月15日, 2021年
  `${YEAR}\\s*年(?:\\s*${MONTH}\\s*月(?:\\s*${DAY}\\s*[日号])?)?`,
  // 2021-03, 2021.03, 2021/03, 2021-03-15
  `${YEAR}[-./]${MONTH}(?:[-./]${DAY})?`,
  // 03/2021, 3.2021, 03/15/2021
  `${MONTH}[/.](?:${DAY}[/.])?${YEAR}`,
  // Mar 2021, Mar. 2021, March 2021, Sept 2019, March 15, 2021 — `\b` keeps "Summary 2021" out
  `\\b${MONTH_NAME}\\.?,?\\s*(?:${DAY}(?:st|nd|rd|th)?,?\\s*)?${YEAR}`,
  // May '19, Sep. ’21
  `\\b${MONTH_NAME}\\.?\\s*['’]\\d{2}(?!\\d)`,
  // Fall 2019
  `\\b(?:${alternatives(SEASON_NAMES)})\\s+${YEAR}`,
  // Q3 2019, 2019 Q3
  `\\bQ[1-4]\\s?${YEAR}`,
  `${YEAR}\\s?Q[1-4](?![\\da-z])`,
  // 2021 on its own; checked for quantities afterwards
  YEAR,
];
const DATE = `(?:${DATE_STYLES.join('|')})`;
// A placeholder starts a range only when another placeholder ends it; either may end one.
const PLACEHOLDER_END = `(?:\\b(?:${alternatives(PLACEHOLDER_YEARS)})\\b|(?<![\\d\\u3400-\\u9fff])${CHINESE_PLACEHOLDER_YEAR})`;
const PLACEHOLDER_START = `(?:\\b(?:${alternatives(PLACEHOLDER_YEARS)})\\b|(?<![\\d\\u3400-\\u9fff])${CHINESE_PLACEHOLDER_YEAR})(?=\\s*(?:${alternatives(RANGE_SEPARATORS)})\\s*${PLACEHOLDER_END})`;
const PLACEHOLDER_PATTERN = new RegExp(
  `(?:^|[^\\d\\u3400-\\u9fff])(?:${alternatives(PLACEHOLDER_YEARS)}|${CHINESE_PLACEHOLDER_YEAR})$`,
  'i',
);
const START_DATE = `(?:${DATE}|${PLACEHOLDER_START})`;
const END_DATE = `(?:${DATE}|${PLACEHOLDER_END})`;

// Word separators must not run into a word ("2019 tomorrow"); symbol separators need no such care.
const SEPARATOR = `(?:${alternatives(RANGE_SEPARATORS)}|(?:${alternatives(RANGE_SEPARATOR_WORDS)})(?![a-z]))`;
const END_WORD = `(?:${alternatives(END_WORDS)})(?![a-z])`;

const DATE_ANYWHERE = new RegExp(START_DATE, 'gi');
// Sticky: tried exactly where the first date ends, so the range is one contiguous span.
// "2023.01 - Expected 2026.05", "2021.09 - 预计2025.06": an expected end is still the range's end.
const RANGE_END = new RegExp(
  `\\s*(?:(?<joined>${alternatives(SELF_SEPARATED_END_WORDS)})|${SEPARATOR}\\s*(?:(?:expected|anticipated|exp\\.|预计)\\s?)?(?:(?<date>${END_DATE})|(?<word>${END_WORD})))`,
  'iy',
);

// Glued to a word, a number, a currency or a path ("v2021", "$2000", "a/2021"): not a date.
const GLUED_BEFORE = /[A-Za-z0-9_$¥€£#+.\\/]$/;
// A digit group just before ("138 2021 5678", "021-2021"): part of a phone or number list. A tab is a column's edge:
// "District 7<tab>Mar 2022 – Present" ends a field before the dates.
const NUMBER_BEFORE = /\d[ \u00a0\-.]$/;
const BARE_YEAR = /^\d{4}$/;
/**
 * Years before this are rare on resumes (a long career, an old degree): written in digits alone
 * ("1930", "1949.01") they count only in a range in time order ("1930 - 1934"), never alone, where
 * they are more likely a number than a date.
 */
const EARLY_YEAR_BEFORE = 1950;
const DIGITS_ONLY = /^[\d\s./-]+$/;
const FIRST_YEAR = /(?:19|20)\d\d(?!\d)/;
// Sticky, tried right after the year, so no copy of the rest of the line is made per candidate.
const QUANTITY_AFTER = new RegExp(
  `(?:\\s*(?:[${escapeRegExp(QUANTITY_CHARACTERS)}]|(?:${alternatives(QUANTITY_WORDS)})(?![a-z]))|[a-z0-9]|[.,]\\d|[\\s-]\\d)`,
  'iy',
);
const DATE_PROMPT_OPENING = new RegExp(`^(?:${alternatives(DATE_PROMPT_OPENINGS)})(?![a-z])`, 'i');
const DATE_PROMPT_WORD = new RegExp(
  `\\b(?:${alternatives(DATE_PROMPT_WORDS)})\\b|${alternatives(DATE_PROMPT_CHINESE_WORDS)}`,
  'i',
);

/**
 * The first date or date range in `text`, e.g. "2021.03 - 至今" in "字节跳动 | 2021.03 - 至今".
 * A bracketed prompt that names a date ("[Start, e.g. 2021-03] - [End, or Present]") counts as a
 * date, so unfilled outline entries keep their start and end slots apart.
 */
export function findDateRange(text: string): DateRange | undefined {
  for (const range of scanDateRanges(text)) return range;
  return undefined;
}

/** Every date or date range in `text`, left to right, none overlapping. */
export function findDateRanges(text: string): DateRange[] {
  return [...scanDateRanges(text)];
}

function* scanDateRanges(text: string): Generator<DateRange> {
  // A fresh copy per scan: the scan recurses (a prompt may hold a date) and must not share lastIndex.
  const pattern = new RegExp(DATE_ANYWHERE);
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const range = readDateAt(text, match.index, match[0]);
    if (!range) continue;
    pattern.lastIndex = range.index + range.length;
    yield range;
  }
}

/** The date or range starting with `startTime` at `index`, unless it is glued to other text or a quantity. */
function readDateAt(text: string, index: number, startTime: string): DateRange | undefined {
  if (!isPlausibleStart(text, index, startTime)) return undefined;
  const startEnd = index + startTime.length;
  const end = readRangeEnd(text, startEnd, startTime);
  if (end) return { startTime, endTime: end.endTime, index, length: end.endIndex - index };
  if (isQuantity(text, startEnd, startTime) || isEarlyNumber(startTime)) return undefined;
  return { startTime, endTime: '', index, length: startTime.length };
}

/** True when the whole trimmed text is one date or one date range. */
export function isDateText(text: string): boolean {
  const trimmed = text.trim();
  const range = findDateRange(trimmed);
  return range !== undefined && range.index === 0 && range.length === trimmed.length;
}

function isPlausibleStart(text: string, index: number, token: string): boolean {
  if (token.startsWith('[')) return isDatePrompt(token);
  // Two characters are all the guards look at; slicing no more keeps long lines linear.
  const before = text.slice(Math.max(0, index - 2), index);
  return !GLUED_BEFORE.test(before) && !NUMBER_BEFORE.test(before);
}

/** The end of a range that starts right before `from`, or undefined when the date stands alone. */
function readRangeEnd(
  text: string,
  from: number,
  startTime: string,
): { endTime: string; endIndex: number } | undefined {
  RANGE_END.lastIndex = from;
  const match = RANGE_END.exec(text);
  if (!match) return undefined;
  const endIndex = from + match[0].length;
  const word = match.groups?.joined ?? match.groups?.word;
  if (word) return { endTime: word, endIndex };
  const date = match.groups?.date ?? '';
  if (date.startsWith('[') ? !isDatePrompt(date) : isQuantity(text, endIndex, date)) return undefined;
  // A placeholder ends only a range a placeholder starts ("year–year"), never "2019 - year".
  if (isPlaceholder(date) !== isPlaceholder(startTime)) return undefined;
  // An early year in digits makes a range only in time order ("1930 - 1934", never "1949-1900").
  if ((isEarlyNumber(startTime) || isEarlyNumber(date)) && !(yearOf(startTime) <= yearOf(date))) {
    return undefined;
  }
  return { endTime: date, endIndex };
}

/** A date before EARLY_YEAR_BEFORE written in digits alone: "1930", "1949.01", "03/1945". */
function isEarlyNumber(date: string): boolean {
  return DIGITS_ONLY.test(date) && yearOf(date) < EARLY_YEAR_BEFORE;
}

/** The four-digit year a date is written with, or NaN when it has none (a prompt, "May '19"). */
function yearOf(date: string): number {
  return Number(FIRST_YEAR.exec(date)?.[0] ?? Number.NaN);
}

function isPlaceholder(date: string): boolean {
  return PLACEHOLDER_PATTERN.test(date);
}

/** A bare year followed by a unit or more digits is a number ("2000 users", "2000人", "2021 5678"). */
function isQuantity(text: string, after: number, token: string): boolean {
  if (!BARE_YEAR.test(token)) return false;
  QUANTITY_AFTER.lastIndex = after;
  return QUANTITY_AFTER.test(text);
}

function isDatePrompt(prompt: string): boolean {
  const inner = prompt.slice(1, -1).trim();
  return DATE_PROMPT_OPENING.test(inner) || DATE_PROMPT_WORD.test(inner) || isDateText(inner);
}
