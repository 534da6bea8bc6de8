// Finds the skills, tools and certificates a text names, by any of their spellings: the lexicon (skill-terms.ts)
// first, then the occupation catalogue's tools, longest name first where names overlap.
import { toolClaims } from '../generation/llm/claims/tool-claims.ts';
import { SKILL_TERMS, type SkillTerm, type TermGroup } from '../knowledge/skill-terms.ts';
import { catalogueCertificatesIn } from './catalogue-certificates.ts';

export interface TermHit {
  /** The name the report uses: the lexicon's, or the catalogue tool's own. */
  readonly name: string;
  readonly group: TermGroup;
  readonly family?: string;
  /** A certificate the occupation catalogue names: the key every spelling of it shares. */
  readonly certificate?: string;
  /** As written in the text ("K8s"). */
  readonly surface: string;
  readonly start: number;
  readonly end: number;
}

const LATIN = /[a-z0-9]/;
const HAN = /\p{Script=Han}/u;
/** What may stand on either side of a one-letter language's name: "C/C++", "R、Python", "C语言". */
const LETTER_NEIGHBOUR = /^[\s,，、/;；:：()（）]?$/;

/** Products named by everyday English words: counted in English text only when capitalised. */
const EVERYDAY_WORDS = new Set([
  'excel',
  'rest',
  'go',
  'swift',
  'rust',
  'ruby',
  'dart',
  'hive',
  'spark',
  'unity',
  'epic',
  'looker',
  'shell',
  'oracle',
  'word',
  'snowflake',
  'lean',
  'outreach',
]);

interface Spelling {
  readonly text: string;
  readonly term: SkillTerm;
  /** An abbreviation of one to three letters ("pg", not "k8s"): counted only in capitals, or alone in a Chinese line. */
  readonly short: boolean;
}

let spellings: Spelling[] | undefined;
const byName = new Map<string, SkillTerm>();

function lexiconSpellings(): Spelling[] {
  if (spellings) return spellings;
  const seen = new Set<string>();
  spellings = [];
  for (const term of SKILL_TERMS) {
    byName.set(term.name.toLowerCase(), term);
    for (const text of term.spellings) {
      if (seen.has(text)) continue;
      seen.add(text);
      spellings.push({ text, term, short: /^[a-z]{1,3}$/.test(text) });
    }
  }
  return spellings;
}

/** The lexicon's term of a name or spelling, when it has one ("k8s" → Kubernetes). */
export function lexiconTerm(nameOrSpelling: string): SkillTerm | undefined {
  const key = nameOrSpelling.normalize('NFKC').toLowerCase().trim();
  lexiconSpellings();
  return byName.get(key) ?? spellings?.find((spelling) => spelling.text === key)?.term;
}

/** The text as compared: full-width forms folded (NFKC), lower case; same length as the NFKC form. */
export function foldText(text: string): { folded: string; lower: string } {
  const folded = text.normalize('NFKC');
  const lower = folded.toLowerCase();
  // Lower-casing keeps the length of everything a resume or description holds; where it would not, compare as is.
  return { folded, lower: lower.length === folded.length ? lower : folded };
}

function isWholeWord(lower: string, start: number, end: number, spelling: string): boolean {
  const before = lower[start - 1] ?? '';
  const after = lower[end] ?? '';
  if (LATIN.test(spelling[0] ?? '') && LATIN.test(before)) return false;
  const last = spelling[spelling.length - 1] ?? '';
  if ((LATIN.test(last) || last === '+' || last === '#') && /[a-z0-9+#]/.test(after)) return false;
  return true;
}

function isCountedShort(folded: string, start: number, end: number, text: string, name: string): boolean {
  const surface = folded.slice(start, end);
  // Written exactly as the product writes its name: "dbt", "Git", "Go".
  if (surface === name && text.length > 1) return true;
  const before = folded[start - 1] ?? '';
  const after = folded[end] ?? '';
  if (text.length === 1) {
    // "C", "R": a language's name only in a list or before 语言, never "R&D" or "C-level".
    return (
      surface === surface.toUpperCase() &&
      ((LETTER_NEIGHBOUR.test(after) && LETTER_NEIGHBOUR.test(before)) ||
        (folded.startsWith('语言', end) && !/[A-Za-z0-9]/.test(before)))
    );
  }
  if (surface === surface.toUpperCase()) return true;
  // "熟悉ppt、excel": a lower-case abbreviation among Chinese words is the same word.
  return HAN.test(folded) && !/[a-z]/i.test(before) && !/[a-z]/i.test(after);
}

/** Every term the text names, each span once, longest first where spellings overlap. */
export function findTerms(text: string): TermHit[] {
  const { folded, lower } = foldText(text);
  const candidates: TermHit[] = [];
  for (const spelling of lexiconSpellings()) {
    let from = 0;
    for (;;) {
      const start = lower.indexOf(spelling.text, from);
      if (start < 0) break;
      from = start + 1;
      const end = start + spelling.text.length;
      if (!isWholeWord(lower, start, end, spelling.text)) continue;
      if (spelling.short && !isCountedShort(folded, start, end, spelling.text, spelling.term.name)) continue;
      // "excel at", "a rest", "go-getter": an everyday English word is the product only as the product writes it.
      if (EVERYDAY_WORDS.has(spelling.text) && !HAN.test(folded) && folded[start] === lower[start]) continue;
      candidates.push(hitOf(spelling.term, folded.slice(start, end), start, end));
    }
  }
  for (const claim of toolClaims(folded)) {
    if (lexiconTerm(claim.value)) continue;
    const start = lower.indexOf(claim.value.toLowerCase());
    if (start < 0) continue;
    const end = start + claim.value.length;
    candidates.push({ name: claim.value, group: 'tool', surface: folded.slice(start, end), start, end });
  }
  // A certificate of any occupation, named as the description or resume writes it ("RVT", "执业药师").
  for (const { start, end, key } of catalogueCertificatesIn(folded, lower)) {
    const surface = folded.slice(start, end);
    if (lexiconTerm(surface)) continue;
    candidates.push({ name: surface, group: 'certificate', certificate: key, surface, start, end });
  }
  return keepLongest(candidates);
}

function hitOf(term: SkillTerm, surface: string, start: number, end: number): TermHit {
  return {
    name: term.name,
    group: term.group,
    ...(term.family ? { family: term.family } : {}),
    surface,
    start,
    end,
  };
}

/** Overlapping hits keep the longest ("Spring Boot" over "Spring", "C++" over "C"). */
function keepLongest(hits: TermHit[]): TermHit[] {
  const byLength = [...hits].sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: TermHit[] = [];
  for (const hit of byLength) {
    if (kept.some((other) => hit.start < other.end && other.start < hit.end)) continue;
    kept.push(hit);
  }
  return kept.sort((a, b) => a.start - b.start);
}

const HAN_TEXT = /\p{Script=Han}/u;

/**
 * A term's name in the report's language: a Chinese name in an English report becomes its first Latin spelling
 * ("数据仓库" → "data warehouse"); Latin names stay as they are in both.
 */
export function displayName(name: string, locale: 'zh-CN' | 'en-US'): string {
  if (locale === 'zh-CN' || !HAN_TEXT.test(name)) return name;
  const latin = lexiconTerm(name)?.spellings.find((spelling) => !HAN_TEXT.test(spelling));
  // Spellings are kept lower case; abbreviations read in capitals ("a/b testing" → "A/B testing", "etl" → "ETL").
  return latin
    ? latin.replace(/\b[a-z]{1,3}(?:\/[a-z]{1,3})+\b|^[a-z]{2,4}$/g, (word) => word.toUpperCase())
    : name;
}
