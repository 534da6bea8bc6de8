// Reads a date as a resume prints it ("2021.07", "2021年3月", "Mar 2021", "至今") as JSON Resume's ISO 8601 subset.
import { MONTH_NAMES } from '../resume/date-words.ts';
import { isOnlyPrompt } from '../resume/resume-document.ts';

export interface IsoDate {
  /** YYYY, YYYY-MM or YYYY-MM-DD; absent when the text holds no readable date. */
  iso?: string;
  /** An end word (Present, 至今): JSON Resume leaves `endDate` out for an ongoing entry. */
  isPresent: boolean;
  /** True when the ISO date (or end word) says all the text says; otherwise the text is kept beside it. */
  isExact: boolean;
}

// Spacing is bounded: a date is never printed with more, and an unbounded run costs quadratic time.
const YEAR_MONTH_DAY =
  /((?:19|20)\d\d)\s{0,3}(?:[-./]|年)\s{0,3}(\d{1,2})\s{0,3}(?:[-./]|月)\s{0,3}(\d{1,2})(?!\d)/;
const YEAR_MONTH = /((?:19|20)\d\d)\s{0,3}(?:[-./]|年)\s{0,3}(\d{1,2})(?!\d)/;
const MONTH_YEAR = /(?<!\d)(\d{1,2})\s{0,3}[-./]\s{0,3}((?:19|20)\d\d)(?!\d)/;
const NAMED_MONTH = new RegExp(
  `\\b(${[...MONTH_NAMES.flat()].sort((a, b) => b.length - a.length).join('|')})(?![a-z])\\.?,?\\s{0,3}((?:19|20)\\d\\d)(?!\\d)`,
  'i',
);
const YEAR = /(?<!\d)((?:19|20)\d\d)(?!\d)/;
const PRESENT = /^(?:至今|迄今|现在|目前|今|present|now|current|currently|today|ongoing)$/i;
/** What may be left around a date without saying more than it: spaces, dots, 月 and 日. */
const FILLER = /^[\s.,，。月日号]*$/;

export function toIsoDate(text: string): IsoDate {
  const value = text.trim();
  if (value === '' || isOnlyPrompt(value)) return { isPresent: false, isExact: value === '' };
  if (PRESENT.test(value)) return { isPresent: true, isExact: true };
  const day = value.match(YEAR_MONTH_DAY);
  if (day && isMonth(day[2]!) && isDay(day[3]!)) {
    return exact(`${day[1]}-${pad(day[2]!)}-${pad(day[3]!)}`, value, day);
  }
  const yearMonth = value.match(YEAR_MONTH);
  if (yearMonth && isMonth(yearMonth[2]!))
    return exact(`${yearMonth[1]}-${pad(yearMonth[2]!)}`, value, yearMonth);
  const monthYear = value.match(MONTH_YEAR);
  if (monthYear && isMonth(monthYear[1]!))
    return exact(`${monthYear[2]}-${pad(monthYear[1]!)}`, value, monthYear);
  const named = value.match(NAMED_MONTH);
  if (named) {
    const month = MONTH_NAMES.findIndex((names) => names.includes(named[1]!.toLowerCase())) + 1;
    return exact(`${named[2]}-${pad(String(month))}`, value, named);
  }
  const year = value.match(YEAR);
  if (year) return exact(year[1]!, value, year);
  return { isPresent: false, isExact: false };
}

function exact(iso: string, value: string, match: RegExpMatchArray): IsoDate {
  const rest = value.slice(0, match.index) + value.slice((match.index ?? 0) + match[0].length);
  return { iso, isPresent: false, isExact: FILLER.test(rest) };
}

function isMonth(text: string): boolean {
  const month = Number(text);
  return month >= 1 && month <= 12;
}

function isDay(text: string): boolean {
  const day = Number(text);
  return day >= 1 && day <= 31;
}

function pad(text: string): string {
  return text.padStart(2, '0');
}
