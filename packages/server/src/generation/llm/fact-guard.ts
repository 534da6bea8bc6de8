// No invented facts in an optimised outline: each line the model writes may state only numbers,
// dates and organisations the uploaded resume states. A line that brings in anything else is
// replaced by the closest line of the built-in optimised outline (the person's own facts), or dropped.
//
// What counts as a fact here: every number outside a bracketed prompt (years, months, amounts,
// percentages; compared by value after full-width digits are made plain, so 2022.04, 2022年4月 and
// Apr 2022 share 2022 and 4), and the organisation of an entry line ("1. Org | Role | dates"),
// compared without case, spacing or width differences.

import { MONTH_NAMES } from '../../resume/date-words.ts';

const NUMBER = /\d+(?:[.,]\d+)?/g;
const PROMPT = /\[[^[\]\n]*\]/g;
const ENTRY_LINE = /^\d{1,3}[.)、]\s/;

function normalise(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
}

/** "2022.04" (and 2022-04, 2022/4) is a year and a month: split, so it matches 2022年4月 and Apr 2022. */
const YEAR_MONTH = /^((?:19|20)\d\d)[.,](\d{1,2})$/;

function numbersIn(text: string): number[] {
  const plain = text.normalize('NFKC').replace(PROMPT, ' ');
  return [...plain.matchAll(NUMBER)].flatMap((match) => {
    const yearMonth = YEAR_MONTH.exec(match[0]);
    if (yearMonth) return [Number(yearMonth[1]), Number(yearMonth[2])];
    return [Number(match[0].replace(',', '.'))];
  });
}

/** Month numbers named in words ("Apr 2022", "April"), so a model writing 2022.04 is not refused. */
function monthNumbersIn(text: string): number[] {
  const words = new Set(text.toLowerCase().match(/[a-z]+/g) ?? []);
  return MONTH_NAMES.flatMap((names, index) => (names.some((name) => words.has(name)) ? [index + 1] : []));
}

/** Pairs of characters, for a similarity that works for Chinese and English alike. */
function bigrams(text: string): Set<string> {
  const plain = normalise(text.replace(PROMPT, ' '));
  const pairs = new Set<string>();
  for (let index = 0; index + 1 < plain.length; index += 1) pairs.add(plain.slice(index, index + 2));
  return pairs;
}

function similarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const pair of a) if (b.has(pair)) shared += 1;
  return (2 * shared) / (a.size + b.size);
}

/** Below this, no line of the person's own outline is close enough to stand in for the model's. */
const MIN_SIMILARITY = 0.3;

export class FactGuard {
  readonly replaced: string[] = [];
  private readonly sourceNumbers: Set<number>;
  private readonly sourceText: string;
  private readonly candidates: { line: string; pairs: Set<string>; entry: boolean }[];
  private readonly used = new Set<string>();

  /** `source`: the text read from the upload; `ownLines`: the built-in optimised outline's lines. */
  constructor(source: string, ownLines: readonly string[]) {
    this.sourceNumbers = new Set([...numbersIn(source), ...monthNumbersIn(source)]);
    this.sourceText = normalise(source);
    this.candidates = ownLines
      .filter((line) => /^\s*(?:-|\d{1,3}[.)、])\s/.test(line))
      .map((line) => ({ line, pairs: bigrams(line), entry: ENTRY_LINE.test(line.trim()) }));
  }

  /** What the line states that the resume does not ([] when the line is clean). */
  inventedFacts(line: string): string[] {
    const trimmed = line.trim();
    // An entry's own number ("1. ") is the outline's numbering, not a fact.
    const invented = numbersIn(trimmed.replace(ENTRY_LINE, ''))
      .filter((value) => !this.sourceNumbers.has(value))
      .map(String);
    if (ENTRY_LINE.test(trimmed)) {
      const organisation =
        trimmed.replace(ENTRY_LINE, '').split(/[|｜]/)[0]?.replace(PROMPT, '').trim() ?? '';
      if (organisation !== '' && !this.sourceText.includes(normalise(organisation)))
        invented.push(organisation);
    }
    return invented;
  }

  /** Whether the source states this name (an entry's organisation or school), as written or close. */
  statesName(name: string): boolean {
    const plain = normalise(name.replace(PROMPT, ' '));
    return plain === '' || this.sourceText.includes(plain);
  }

  /** The line to forward: itself, the person's own closest line in its place, or '' to drop it. */
  guardLine(line: string): string {
    if (/^\s*#/.test(line) || line.trim() === '') return line;
    const invented = this.inventedFacts(line);
    if (invented.length === 0) return line;
    this.replaced.push(...invented);
    const indent = /^\s*/.exec(line)?.[0] ?? '';
    const entry = ENTRY_LINE.test(line.trim());
    const pairs = bigrams(line);
    let best: { line: string; score: number } | undefined;
    for (const candidate of this.candidates) {
      if (candidate.entry !== entry || this.used.has(candidate.line)) continue;
      const score = similarity(pairs, candidate.pairs);
      if (score >= MIN_SIMILARITY && (!best || score > best.score)) best = { line: candidate.line, score };
    }
    if (!best) return '';
    this.used.add(best.line);
    return `${indent}${best.line.trim()}`;
  }
}
