// Months of the dates a resume prints ("2021.03", "Mar 2021", "至今"), to compare and add up entries' spans.
import { MONTH_NAMES, QUARTER_MONTHS, SEASON_MONTHS } from './date-words.ts';
import { isOnlyPrompt, type ResumeEntry } from './resume-document.ts';

/** End words meaning the entry is still going on. */
const PRESENT_WORDS = /至今|迄今|现在|目前|今|present|now|current|today|ongoing/i;
/** Whether an entry's end says it is still going on ("至今", "Present"). */
export function isOngoing(endTime: string): boolean {
  return PRESENT_WORDS.test(endTime);
}

/** A bare year counts as the middle of the year: "2019 – 2021" is two years, "2020 – 2021" one. */
const YEAR_ONLY_MONTH = 6;

// Spacing is bounded: a date is never printed with more, and an unbounded run costs quadratic time.
const YEAR_MONTH = /((?:19|20)\d\d)\s{0,3}(?:[-./]|年)\s{0,3}(\d{1,2})(?!\d)/;
const MONTH_YEAR = /(?<!\d)(\d{1,2})\s{0,3}[-./]\s{0,3}((?:19|20)\d\d)/;
const MONTH_ALTERNATIVES = [...MONTH_NAMES.flat()].sort((a, b) => b.length - a.length).join('|');
const NAMED_MONTH = new RegExp(
  `\\b(${MONTH_ALTERNATIVES})(?![a-z])\\.?,?\\s*(?:\\d{1,2}(?:st|nd|rd|th)?,?\\s*)?((?:19|20)\\d\\d)`,
  'i',
);
const SEASON = new RegExp(`\\b(${Object.keys(SEASON_MONTHS).join('|')})\\s+((?:19|20)\\d\\d)`, 'i');
const QUARTER = /\b(Q[1-4])\s?((?:19|20)\d\d)(?!\d)|(?<!\d)((?:19|20)\d\d)\s?(Q[1-4])\b/i;
const YEAR = /(?<!\d)((?:19|20)\d\d)(?!\d)/;

/** Months since year 0 of a date as written ("2021.03", "Mar 2021", "至今"), or undefined when it is not a date. */
export function monthOf(text: string, today: Date): number | undefined {
  const value = text.trim();
  if (value === '' || isOnlyPrompt(value)) return undefined;
  const yearMonth = value.match(YEAR_MONTH);
  if (yearMonth) return toMonth(Number(yearMonth[1]), Number(yearMonth[2]));
  const monthYear = value.match(MONTH_YEAR);
  if (monthYear) return toMonth(Number(monthYear[2]), Number(monthYear[1]));
  const named = value.match(NAMED_MONTH);
  if (named) {
    const name = named[1]!.toLowerCase();
    const month = MONTH_NAMES.findIndex((names) => names.includes(name)) + 1;
    return toMonth(Number(named[2]), month);
  }
  const quarter = value.match(QUARTER);
  if (quarter)
    return toMonth(
      Number(quarter[2] ?? quarter[3]),
      QUARTER_MONTHS[(quarter[1] ?? quarter[4])!.toLowerCase()] ?? YEAR_ONLY_MONTH,
    );
  const season = value.match(SEASON);
  if (season) return toMonth(Number(season[2]), SEASON_MONTHS[season[1]!.toLowerCase()] ?? YEAR_ONLY_MONTH);
  const year = value.match(YEAR);
  if (year) return toMonth(Number(year[1]), YEAR_ONLY_MONTH);
  if (PRESENT_WORDS.test(value)) return toMonth(today.getFullYear(), today.getMonth() + 1);
  return undefined;
}

function toMonth(year: number, month: number): number | undefined {
  return month >= 1 && month <= 12 ? year * 12 + (month - 1) : undefined;
}

/** Months an entry spans, 0 when its dates cannot be read. */
export function entryMonths(entry: ResumeEntry, today: Date): number {
  const start = monthOf(entry.startTime, today);
  const end = monthOf(entry.endTime, today);
  return start !== undefined && end !== undefined && end > start ? end - start : 0;
}
