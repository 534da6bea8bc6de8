// How the Latin words of job titles are compared: plurals as singulars, common abbreviations spelt out, and a
// misspelt word ("Sofware", "Acountant") read as the known word one or two typing slips away.

/** Abbreviations job boards use for whole words: "Sr. Software Eng", "Mktg Asst", "Ops Mgr". */
const ABBREVIATIONS: Readonly<Record<string, string>> = {
  eng: 'engineer',
  engr: 'engineer',
  mgr: 'manager',
  mngr: 'manager',
  asst: 'assistant',
  assoc: 'associate',
  coord: 'coordinator',
  rep: 'representative',
  spec: 'specialist',
  exec: 'executive',
  acct: 'accountant',
  admin: 'administrator',
  mktg: 'marketing',
  mkt: 'marketing',
  ops: 'operation',
  svc: 'service',
  sw: 'software',
  hw: 'hardware',
  dept: 'department',
  grad: 'graduate',
  supv: 'supervisor',
  tech: 'technician',
  // A field named for its role: "Data Engineering Intern" is a data engineer's internship.
  engineering: 'engineer',
  analytics: 'analyst',
};

/** Plurals that name something else than their singular: a securities analyst is no security analyst. */
const KEPT_PLURALS: ReadonlySet<string> = new Set(['securities', 'customs', 'sales', 'goods', 'arms']);

/** Words whose final "s" is no plural. */
const NOT_PLURAL = /(?:ss|us|is|ics|ous|ysis|[^a-z]s)$/;

const ABBREVIATION_OF: ReadonlyMap<string, string> = new Map(Object.entries(ABBREVIATIONS));
/** Words seen so far and their canonical forms: titles repeat the same few thousand words. */
const canonicalCache = new Map<string, string>();
const CANONICAL_CACHE_LIMIT = 50_000;

/** The word as matching compares it: an abbreviation spelt out, a plural made singular ("engineers" → "engineer"). */
export function canonicalWord(word: string): string {
  const known = canonicalCache.get(word);
  if (known !== undefined) return known;
  const canonical = canonicalFormOf(word);
  // Bounded: a stream of made-up words cannot grow it without end.
  if (canonicalCache.size < CANONICAL_CACHE_LIMIT) canonicalCache.set(word, canonical);
  return canonical;
}

function canonicalFormOf(word: string): string {
  const expanded = ABBREVIATION_OF.get(word);
  if (expanded) return expanded;
  // Four letters or fewer is more often an acronym than a plural ("CNAS" is no "CNA").
  if (word.length <= 4 || !word.endsWith('s') || NOT_PLURAL.test(word) || KEPT_PLURALS.has(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ches|shes|sses|xes|zes)$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** The words one deletion away, and the word itself: two words within one slip share one of these. */
function deletions(word: string): string[] {
  const out = [word];
  for (let index = 0; index < word.length; index += 1) out.push(word.slice(0, index) + word.slice(index + 1));
  return out;
}

/** The word's consonants as it sounds: "-tion", "-cian" and "-sion" alike, doubled letters once, no vowels. */
function consonants(word: string): string {
  return word
    .replace(/(?:ss|t|c|s)i(?:o|a)n/g, 'sh')
    .replace(/ph/g, 'f')
    .replace(/ck/g, 'k')
    .replace(/(.)\1+/g, '$1')
    .replace(/[aeiouy]/g, '');
}

/** Optimal string alignment distance (insert, delete, substitute, swap neighbours), stopping past `limit`. */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** How often a typist makes the one slip between `typed` and `known`: 2 a letter left out, 1 two letters swapped, else 0. */
function slipLikelihood(typed: string, known: string): number {
  if (known.length === typed.length + 1) return 2;
  if (known.length !== typed.length) return 0;
  const differ: number[] = [];
  for (let index = 0; index < typed.length && differ.length <= 2; index += 1)
    if (typed[index] !== known[index]) differ.push(index);
  const [first, second] = differ;
  return differ.length === 2 &&
    second === first! + 1 &&
    typed[first!] === known[second] &&
    typed[second] === known[first!]
    ? 1
    : 0;
}

/**
 * Known words and how often phrases use them, and the misspellings they forgive. Short words are never
 * corrected (too many neighbours: "art"/"arb"), and a slip that could be two known words is left alone.
 */
export class SpellingIndex {
  private readonly frequency = new Map<string, number>();
  private index: Map<string, string[]> | undefined;
  private initials: Map<string, string[]> | undefined;

  addWord(word: string): void {
    this.frequency.set(word, (this.frequency.get(word) ?? 0) + 1);
    this.index = undefined;
    this.initials = undefined;
  }

  isKnown(word: string): boolean {
    return this.frequency.has(word);
  }

  /** The known word `word` is a slip of, or undefined. */
  correct(word: string): string | undefined {
    if (word.length < 5 || this.frequency.has(word) || /\d/.test(word)) return undefined;
    const limit = word.length >= 8 ? 2 : 1;
    const index = this.deletionIndex();
    const candidates = new Set<string>();
    for (const key of deletions(word)) for (const known of index.get(key) ?? []) candidates.add(known);
    // Shared single deletions find every word one slip away, but not all two slips away ("technition" is two
    // substitutions from "technician"): a long word with no near neighbour is compared with the known words of its
    // first letter and about its length.
    if (candidates.size === 0 && limit === 2)
      for (const known of this.byInitial().get(word[0]!) ?? [])
        if (Math.abs(known.length - word.length) <= limit) candidates.add(known);
    let best: string | undefined;
    let bestScore = -1;
    let tied = false;
    for (const candidate of candidates) {
      const slips = distance(word, candidate, limit);
      if (slips > limit || candidate[0] !== word[0]) continue;
      // Two slips that change how the word sounds make another word ("production" is no "projection", nor
      // "beekeeper" a "barkeeper"); two that keep its consonants are a speller's ("technition", "maintainance").
      if (slips === 2 && consonants(word) !== consonants(candidate)) continue;
      // Fewer slips first, then the likelier slip (a letter left out, then two swapped: "Lawer" is a lawyer before
      // it is a layer), then the more common word.
      const score =
        (limit - slips) * 1e6 + slipLikelihood(word, candidate) * 1e5 + (this.frequency.get(candidate) ?? 0);
      if (score > bestScore) {
        best = candidate;
        bestScore = score;
        tied = false;
      } else if (score === bestScore) tied = true;
    }
    return tied ? undefined : best;
  }

  /** Known words of six letters or more, by their first letter: the few a long misspelling is compared with. */
  private byInitial(): Map<string, string[]> {
    if (this.initials) return this.initials;
    const initials = new Map<string, string[]>();
    for (const word of this.frequency.keys()) {
      if (word.length < 6 || /\d/.test(word)) continue;
      const words = initials.get(word[0]!);
      if (words) words.push(word);
      else initials.set(word[0]!, [word]);
    }
    this.initials = initials;
    return initials;
  }

  private deletionIndex(): Map<string, string[]> {
    if (this.index) return this.index;
    const index = new Map<string, string[]>();
    for (const word of this.frequency.keys()) {
      if (word.length < 4 || /\d/.test(word)) continue;
      for (const key of deletions(word)) {
        const words = index.get(key);
        if (words) words.push(word);
        else index.set(key, [word]);
      }
    }
    this.index = index;
    return index;
  }
}
