// Words that name months and terms in English dates: read by the date finder and the career-stage reader.

/** English month names; the index is the month minus one; each entry is the shortest spelling first. */
export const MONTH_NAMES: readonly (readonly string[])[] = [
  ['jan', 'january'],
  ['feb', 'february'],
  ['mar', 'march'],
  ['apr', 'april'],
  ['may'],
  ['jun', 'june'],
  ['jul', 'july'],
  ['aug', 'august'],
  ['sep', 'sept', 'september'],
  ['oct', 'october'],
  ['nov', 'november'],
  ['dec', 'december'],
];

/** US student resumes name terms by season ("Fall 2019 – Spring 2023"), here as the month they start. */
export const SEASON_MONTHS: Readonly<Record<string, number>> = {
  spring: 3,
  summer: 6,
  fall: 9,
  autumn: 9,
  winter: 12,
};

/** Quarters ("Q3 2019", "2019 Q3"), as the month they start. */
export const QUARTER_MONTHS: Readonly<Record<string, number>> = { q1: 1, q2: 4, q3: 7, q4: 10 };
