// Units people shorten after a figure, and the word each stands for: "90 sec", "5 hrs", "4 mos", "9/qtr".

/** The abbreviation (singular or plural, lower case) → the unit's word, singular. */
export const SHORT_UNIT_WORDS: Readonly<Record<string, string>> = {
  sec: 'second',
  secs: 'second',
  min: 'minute',
  mins: 'minute',
  hr: 'hour',
  hrs: 'hour',
  wk: 'week',
  wks: 'week',
  mo: 'month',
  mos: 'month',
  yr: 'year',
  yrs: 'year',
  qtr: 'quarter',
  qtrs: 'quarter',
  pg: 'page',
  pgs: 'page',
  mi: 'mile',
};
