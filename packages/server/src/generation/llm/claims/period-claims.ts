// Parts of a year a line names (Q3, 第三季度, 下半年, H2, spring, 暑期, 年初, late 2019) and the months each covers, so a
// quarter, half, season or end of year moved to another one is a claim the source does not support.

import { MONTH_NAMES } from '../../../resume/date-words.ts';

/** A part of a year: the months it covers, and the year it is of when the line says ("Q3 2022", "2022年底"). */
export interface PeriodClaim {
  kind: 'period';
  value: string;
  months: readonly number[];
  year?: number;
}

const QUARTERS = [
  [1, 2, 3],
  [4, 5, 6],
  [7, 8, 9],
  [10, 11, 12],
] as const;
const FIRST_HALF = [1, 2, 3, 4, 5, 6];
const SECOND_HALF = [7, 8, 9, 10, 11, 12];
const SPRING = [3, 4, 5];
const SUMMER = [6, 7, 8];
const AUTUMN = [9, 10, 11];
const WINTER = [12, 1, 2];
const EARLY = [1, 2, 3];
const MIDDLE = [5, 6, 7];
const LATE = [10, 11, 12];

const ORDINALS: Record<string, number> = {
  一: 1,
  二: 2,
  三: 3,
  四: 4,
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  '1st': 1,
  '2nd': 2,
  '3rd': 3,
  '4th': 4,
};

/** Each way of naming a part of a year, with the months named by what it matched. */
const PERIOD_WORDS: readonly (readonly [RegExp, (match: RegExpExecArray) => readonly number[]])[] = [
  // "Q3", "24Q3", "2022Q3", "3Q".
  [/(?<![A-Za-z])Q([1-4])\b|\b([1-4])Q\b/g, (match) => QUARTERS[Number(match[1] ?? match[2]) - 1] ?? []],
  [/第?([一二三四1-4])季度/g, (match) => QUARTERS[(ORDINALS[match[1]!] ?? Number(match[1])) - 1] ?? []],
  [
    /\b(first|second|third|fourth|1st|2nd|3rd|4th) quarter\b/gi,
    (match) => QUARTERS[(ORDINALS[match[1]!.toLowerCase()] ?? 0) - 1] ?? [],
  ],
  // "H1" only beside a year ("H1 2023", "24H1", "2024 H1"): alone it is a heading or a receptor.
  [/上半年|前半年|\bH1(?=\s?(?:19|20)\d\d|\s?FY)|(?<=\d\s?)H1\b|\bfirst half\b/gi, () => FIRST_HALF],
  [/下半年|后半年|\bH2(?=\s?(?:19|20)\d\d|\s?FY)|(?<=\d\s?)H2\b|\bsecond half\b/gi, () => SECOND_HALF],
  [/春季|春天|(?<=年)春(?!节)/g, () => SPRING],
  [/夏季|夏天|暑期|暑假|(?<=年)夏(?!令)/g, () => SUMMER],
  [/秋季|秋天|(?<=年)秋/g, () => AUTUMN],
  [/冬季|冬天|寒假|(?<=年)冬(?!奥)/g, () => WINTER],
  [/年初|\b(?:early|beginning of|start of)(?=\s(?:19|20)\d\d)/gi, () => EARLY],
  [/年中|\bmid-?(?=\s?(?:19|20)\d\d)|\bmiddle of(?=\s(?:19|20)\d\d)/gi, () => MIDDLE],
  [/年底|年末|年尾|\b(?:late|end of)(?=\s(?:19|20)\d\d)/gi, () => LATE],
];

/**
 * English seasons only beside a year ("Summer 2021", "spring of 2020", "2019 fall"): "fall" and "spring" are
 * words of their own elsewhere ("sales fell", "spring-loaded").
 */
const ENGLISH_SEASON =
  /\b(spring|summer|fall|autumn|winter)(?=\s(?:of\s)?(?:19|20)\d\d\b|\s['’]\d\d\b)|(?<=\b(?:19|20)\d\d\s)(spring|summer|fall|autumn|winter)\b/gi;
const SEASON_MONTHS: Record<string, readonly number[]> = {
  spring: SPRING,
  summer: SUMMER,
  fall: AUTUMN,
  autumn: AUTUMN,
  winter: WINTER,
};

/** The year written next to a period: "2022年第三季度", "2021年底", "Q3 2022", "late 2019", "Summer '21". */
function yearBeside(text: string, start: number, end: number): number | undefined {
  // "24H2", "2022Q3": a year written straight before a quarter or half is its year, with 年 or without.
  const glued = /^[QH]\d/.test(text.slice(start, start + 2));
  const before = (
    glued ? /(?<!\d)((?:19|20)\d\d|\d\d)\s?$/ : /(?<!\d)((?:19|20)\d\d|\d\d)\s?年(?:的)?\s?$/
  ).exec(text.slice(Math.max(0, start - 8), start));
  if (before) return before[1]!.length === 2 ? 2000 + Number(before[1]) : Number(before[1]);
  const after = /^\s?(?:of\s)?(?:((?:19|20)\d\d)\b|['’](\d\d)\b)/.exec(text.slice(end, end + 10));
  if (after) return after[1] ? Number(after[1]) : 2000 + Number(after[2]);
  const yearFirst = /((?:19|20)\d\d)\s$/.exec(text.slice(Math.max(0, start - 6), start));
  return yearFirst ? Number(yearFirst[1]) : undefined;
}

/** The parts of a year the text names, each with its months and, where written beside it, its year. */
export function periodClaims(text: string): PeriodClaim[] {
  const claims: PeriodClaim[] = [];
  const add = (match: RegExpExecArray, months: readonly number[]) => {
    if (months.length === 0) return;
    const index = match.index ?? 0;
    const year = yearBeside(text, index, index + match[0].length);
    claims.push({ kind: 'period', value: match[0], months, ...(year ? { year } : {}) });
  };
  for (const [pattern, monthsOf] of PERIOD_WORDS)
    for (const match of text.matchAll(pattern)) add(match, monthsOf(match));
  for (const match of text.matchAll(ENGLISH_SEASON))
    add(match, SEASON_MONTHS[(match[1] ?? match[2] ?? '').toLowerCase()] ?? []);
  return claims;
}

/**
 * The months a text dates with their year, as `year:month` ("2019.03", "2019年3月", "03/2019", "Mar 2019"): a period
 * of that year stands on one of its months ("autumn 2019" for "Sept 2019").
 */
export function yearMonthsIn(text: string): Set<string> {
  const found = new Set<string>();
  for (const match of text.matchAll(/\b((?:19|20)\d\d)\s?[.\-/年]\s?(\d{1,2})(?!\d)/g))
    found.add(`${Number(match[1])}:${Number(match[2])}`);
  for (const match of text.matchAll(/\b(\d{1,2})\/((?:19|20)\d\d)\b/g))
    found.add(`${Number(match[2])}:${Number(match[1])}`);
  for (const match of text.matchAll(
    /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,?\s((?:19|20)\d\d)\b/gi,
  ))
    found.add(
      `${Number(match[2])}:${MONTH_NAMES.findIndex((names) => names[0] === match[1]!.toLowerCase()) + 1}`,
    );
  return found;
}
