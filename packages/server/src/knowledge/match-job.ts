// Finds the job family a typed job title belongs to ("Sr. React dev" → frontend), and its seniority, or
// nothing when the title does not say clearly enough: a generic outline beats a wrong family.

import { pinyin } from 'pinyin-pro';
import { withSpecialty } from './catalogue/specialty.ts';
import { JOB_FAMILIES } from './job-families.ts';
import type { JobFamily } from './job-family.ts';
import { canonicalWord, SpellingIndex } from './title-spelling.ts';
import {
  CONNECTING_WORDS,
  NEUTRAL_TITLE_WORDS,
  ROLE_ONLY_SENIORITY_WORDS,
  SENIORITY_ORDER,
  SENIORITY_WORDS,
  type Seniority,
  TITLE_LEVELS,
  type TitleTrack,
  trackOfTitle,
} from './title-words.ts';
import { toUSSpelling } from './us-spelling.ts';

export type { Seniority } from './title-words.ts';

export interface JobMatch {
  family: JobFamily;
  /** Confidence in (0.5, 1]: the share of the title explained by the family and neutral words. */
  score: number;
}

export interface ParsedJobTitle {
  /** The title as typed, trimmed. */
  original: string;
  /** The role without seniority words and qualifiers, normalised: "react dev", "前端工程师", "registered nurse". */
  core: string;
  seniority: Seniority | undefined;
  /** Bracketed or separated qualifiers as typed: "实习" of "前端工程师（实习）", "ICU" of "Registered Nurse - ICU". */
  qualifiers: string[];
  /** The hiring track the title names (实习, 校招, 管培生, intern, new grad, apprentice), or undefined. */
  track: TitleTrack | undefined;
}

/*
 * How matching works. A title is normalised (NFKC folds full-width forms, lower case) and cut into symbols: a
 * run of Latin letters or digits is one symbol, each Han (or kana, Hangul) character is one symbol. Every
 * synonym, keyword, seniority word and neutral word is stored in a trie over the same symbols, built once at
 * module load. The title is segmented by forward maximum matching, so the longest known phrase wins ("react
 * native" over "react", "产品经理" over "产品"). Each segment's evidence counts in units (a Latin word is 2,
 * a Han character 1, since a Chinese word is about two characters):
 *   - a family synonym is full evidence, a keyword half;
 *   - seniority and neutral words are explained but are no evidence;
 *   - unknown symbols count against the match.
 * The family with the most evidence wins if it has at least twice the evidence of any other; its score is the
 * explained share of the title (times 0.8 when only keywords spoke for it), and it must exceed one half.
 *
 * Seniority comes from seniority words around the role ("高级", "Sr.") and from the job title itself: a synonym
 * that contains a level word keeps it ("质量主管" is a lead), except role-only words ("产品经理" is no manager), and
 * `TITLE_LEVELS` names the level of titles these rules cannot read ("护士长", "Executive Chef").
 */

/** A Latin word counts as much as two Han characters. */
const WORD_UNITS = 2;
const CHARACTER_UNITS = 1;
const KEYWORD_WEIGHT = 0.5;
const KEYWORD_ONLY_FACTOR = 0.8;
/** A field word's worth of evidence (one Latin keyword, or a two-character Chinese one) names a nearest field. */
const NEAR_FIELD_UNITS = WORD_UNITS * KEYWORD_WEIGHT;
/** The winner needs this many times the evidence of the runner-up. */
const DOMINANCE = 2;
/** A match must explain more than this share of the title. */
const MIN_SCORE = 0.5;
/** The confidence of a role read from a field's own titles ("PR Intern" → PR specialist): above the line, not sure. */
const FIELD_ROLE_SCORE = 0.6;
/**
 * The last job phrase of a title is its head noun ("土建预算员", "Marketing Data Analyst"): the role, while what
 * comes before qualifies it. Its evidence counts this many times.
 */
const HEAD_WEIGHT = 1.5;
/**
 * Chinese job titles are often typed without their role noun ("结构仿真" for "结构仿真工程师"). A synonym that ends
 * in one of these also matches without it, when what remains is specific enough (see `stemOf`).
 */
const ROLE_SUFFIXES: readonly string[] = [
  '工程师',
  '专员',
  '技术员',
  '设计师',
  '分析师',
  '操作员',
  '顾问',
  '人员',
];
/** Track words an O*NET alias may add to another occupation's title ("Electrician Apprentice"), as symbols. */
const ALIAS_TRACK_WORDS: ReadonlySet<string> = new Set(['apprentice', 'intern', 'trainee']);
/** A stem must keep at least this many Han characters, or mix Latin and Han, to stand for its title. */
const MIN_STEM_CHARACTERS = 3;

type Phrase =
  | { kind: 'synonym'; family: number; level: Seniority | undefined; stem?: true }
  | { kind: 'keyword'; family: number }
  | { kind: 'seniority'; seniority: Seniority }
  | { kind: 'neutral'; connecting: boolean };

interface TrieNode {
  children: Map<string, TrieNode>;
  phrase: Phrase | undefined;
}

interface TitleSymbol {
  text: string;
  units: number;
  latin: boolean;
}

interface Segment {
  start: number;
  end: number;
  phrase: Phrase | undefined;
}

interface Evaluation {
  family: number | undefined;
  score: number;
  segments: Segment[];
  symbols: TitleSymbol[];
}

const PHRASE_PRIORITY: Record<Phrase['kind'], number> = { synonym: 3, keyword: 2, seniority: 1, neutral: 0 };

const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}';
/** Bracketed qualifiers: "（实习）", "(Senior)", "【急招】". */
const BRACKETED = /[([【〔{<《]([^([【〔{<《)\]】〕}>》]*)[)\]】〕}>》]/g;
/** Separators between a title and a trailing qualifier: "Registered Nurse - ICU", "Engineer | Payments". */
const SEGMENT_SEPARATOR = /\s[-–—]{1,3}\s|[–—|｜,，;；@]|(?<=\p{Script=Han})-|-(?=\p{Script=Han})/u;

/** A Chinese title, a space, then more Chinese: a title and the conditions a job board appends to it. */
const CONDITIONS_AFTER_SPACE = /^([^\s]*[\p{Script=Han}）)])[ \t\u3000]+(\p{Script=Han}.*)$/u;
/** The same after a bracket, with no space: "会计（一般纳税人）有证优先", "文员（日结）打字快". */
const CONDITIONS_AFTER_BRACKET = /^(.*[）)])(\p{Script=Han}[^（(）)]*)$/u;

/** How a character takes part in a title: a CJK character is a symbol alone, word characters run together. */
const CharacterClass = { Separator: 0, Word: 1, CJK: 2 } as const;
type CharacterClass = (typeof CharacterClass)[keyof typeof CharacterClass];
const CJK_CHARACTER = new RegExp(`^[${CJK}]$`, 'u');
const WORD_CHARACTER = /^[\p{L}\p{N}+#&]$/u;
/** Classes of the non-ASCII characters seen so far: titles repeat the same few thousand characters. */
const characterClasses = new Map<number, CharacterClass>();

function classify(codePoint: number, character: string): CharacterClass {
  if (codePoint < 0x80) {
    // a-z (titles are lower-cased first), 0-9, "+", "#", "&".
    return (codePoint >= 0x61 && codePoint <= 0x7a) ||
      (codePoint >= 0x30 && codePoint <= 0x39) ||
      codePoint === 0x2b ||
      codePoint === 0x23 ||
      codePoint === 0x26
      ? CharacterClass.Word
      : CharacterClass.Separator;
  }
  let known = characterClasses.get(codePoint);
  if (known === undefined) {
    known = CJK_CHARACTER.test(character)
      ? CharacterClass.CJK
      : WORD_CHARACTER.test(character)
        ? CharacterClass.Word
        : CharacterClass.Separator;
    characterClasses.set(codePoint, known);
  }
  return known;
}

/**
 * Chinese role nouns written either way in a title: 数学老师 is a 数学教师; 内科医生 and 内科大夫 are 内科医师; the
 * classification's 冶炼工程技术人员 is a 冶炼工程师.
 */
const SAME_ROLE_NOUNS: Readonly<Record<string, string>> = {
  老师: '教师',
  医生: '医师',
  大夫: '医师',
  工程技术人员: '工程师',
};
const SAME_ROLE_NOUN = new RegExp(Object.keys(SAME_ROLE_NOUNS).join('|'), 'g');

/** The text with each role noun written the one way phrases are stored (内科医生 → 内科医师). */
function withSameRoleNouns(text: string): string {
  return text.replace(SAME_ROLE_NOUN, (noun) => SAME_ROLE_NOUNS[noun] ?? noun);
}

/** Accented Latin letters (À-ɏ, Ḁ-ỿ): "Café" is typed "Cafe" as often, and the catalogue holds one. */
const LATIN_ACCENTED = /[\u00C0-\u024F\u1E00-\u1EFF]/g;

/** "Café Manager" → "Cafe Manager", "Sommelière" → "Sommeliere"; Han, kana and Hangul are left as they are. */
function withoutLatinAccents(text: string): string {
  return text.replace(LATIN_ACCENTED, (letter) => letter.normalize('NFD').replace(/\p{M}+/gu, ''));
}

/**
 * Splits normalised text into symbols: each CJK character alone, and runs of other letters, digits, "+", "#" and
 * "&" as one Latin word (`[CJK]|(?:(?![CJK])[\p{L}\p{N}+#&])+`). A scan rather than that regular expression,
 * because matching runs on every request and the scan is several times faster.
 */
function toSymbols(text: string): TitleSymbol[] {
  // UK and US spellings are one title: "Events Organiser" matches "events organizer".
  const normalized = withSameRoleNouns(
    toUSSpelling(withoutLatinAccents(text.normalize('NFKC'))).toLowerCase(),
  );
  const symbols: TitleSymbol[] = [];
  let word = '';
  for (const character of normalized) {
    const kind = classify(character.codePointAt(0)!, character);
    if (kind === CharacterClass.Word) {
      word += character;
      continue;
    }
    if (word) {
      symbols.push({ text: canonicalWord(word), units: WORD_UNITS, latin: true });
      word = '';
    }
    if (kind === CharacterClass.CJK) symbols.push({ text: character, units: CHARACTER_UNITS, latin: false });
  }
  if (word) symbols.push({ text: canonicalWord(word), units: WORD_UNITS, latin: true });
  return symbols;
}

/** Normalised text of symbols: Latin words separated by spaces, Han characters joined. */
function joinSymbols(symbols: readonly TitleSymbol[]): string {
  let text = '';
  let previousLatin = false;
  for (const symbol of symbols) {
    if (symbol.latin && previousLatin) text += ' ';
    text += symbol.text;
    previousLatin = symbol.latin;
  }
  return text;
}

/** The normalised key a phrase is stored under; also how tests compare synonyms. */
export function normalizeJobPhrase(phrase: string): string {
  return joinSymbols(toSymbols(phrase));
}

export class JobMatcher {
  private readonly root: TrieNode = { children: new Map(), phrase: undefined };
  /** Seniority words that keep their level inside a job title; reads the level of synonyms. */
  private readonly levelRoot: TrieNode = { children: new Map(), phrase: undefined };
  /** Chinese synonyms by each one-character wildcard of them (hanSlipOf), built on first use. */
  private slipIndex: Map<string, string[]> | undefined;
  /** The Latin words of every phrase, for reading a misspelt title. */
  private readonly spelling = new SpellingIndex();
  /** Every Chinese name, synonym and alias as its characters and pairs (indexed by the pairs), for nearChinese. */
  private readonly chineseTitles: { family: number; units: Set<string> }[] = [];
  private readonly chinesePairIndex = new Map<string, number[]>();
  /** The family each normalised name or synonym was written for (the last, where two wrote one). */
  private readonly synonymOwners = new Map<string, number>();

  constructor(readonly families: readonly JobFamily[]) {
    const roleOnly = new Set(ROLE_ONLY_SENIORITY_WORDS.map(normalizeJobPhrase));
    for (const [seniority, words] of Object.entries(SENIORITY_WORDS) as [Seniority, readonly string[]][]) {
      for (const word of words) {
        this.add(word, { kind: 'seniority', seniority });
        if (!roleOnly.has(normalizeJobPhrase(word)))
          addToTrie(this.levelRoot, word, { kind: 'seniority', seniority });
      }
    }
    for (const word of NEUTRAL_TITLE_WORDS) this.add(word, { kind: 'neutral', connecting: false });
    for (const word of CONNECTING_WORDS) this.add(word, { kind: 'neutral', connecting: true });
    const levels = new Map(
      Object.entries(TITLE_LEVELS).map(([title, level]) => [normalizeJobPhrase(title), level]),
    );
    const stems: [string, Phrase][] = [];
    families.forEach((family, index) => {
      for (const synonym of [family.names['zh-CN'], family.names['en-US'], ...family.synonyms]) {
        const key = normalizeJobPhrase(synonym);
        const listed = levels.get(key);
        const level = listed === undefined ? this.levelInTitle(synonym) : (listed ?? undefined);
        this.add(synonym, { kind: 'synonym', family: index, level });
        this.synonymOwners.set(key, index);
        const stem = stemOf(synonym);
        if (stem) stems.push([stem, { kind: 'synonym', family: index, level, stem: true }]);
      }
      for (const keyword of family.keywords) this.add(keyword, { kind: 'keyword', family: index });
    });
    // Classification titles come after every family's own words, and one two families share belongs to neither.
    // Tens of thousands of them: each is cut into symbols once.
    const aliasOwners = new Map<string, number | undefined>();
    const aliasSymbols: { index: number; symbols: TitleSymbol[]; key: string }[] = [];
    families.forEach((family, index) => {
      for (const alias of family.aliases ?? []) {
        const symbols = toSymbols(alias);
        const key = joinSymbols(symbols);
        aliasOwners.set(key, aliasOwners.has(key) && aliasOwners.get(key) !== index ? undefined : index);
        aliasSymbols.push({ index, symbols, key });
      }
    });
    const ownerOf = (key: string) => this.synonymOwners.get(key) ?? aliasOwners.get(key);
    for (const { index, symbols, key } of aliasSymbols) {
      if (aliasOwners.get(key) !== index || this.isKnown(symbols)) continue;
      // The track is read apart from the occupation: O*NET files "Electrician Apprentice" under the electricians'
      // helpers and "Pharmacy Intern" under the pharmacy aides, yet "Apprentice Electrician" is an electrician in
      // training. An alias that is another occupation's title with a track word added names that occupation's
      // track, so it is left to the title without the word.
      const withoutTrack = symbols.filter((symbol) => !ALIAS_TRACK_WORDS.has(symbol.text));
      if (withoutTrack.length < symbols.length && withoutTrack.length > 0) {
        const owner = ownerOf(joinSymbols(withoutTrack));
        // An apprentice learns a trade: "Electrical Apprentice" is no electrical engineer's track.
        const apprentice = symbols.some((symbol) => symbol.text === 'apprentice');
        if (
          owner !== undefined &&
          owner !== index &&
          (!apprentice || families[owner]?.pathway === 'vocational')
        )
          continue;
      }
      const listed = levels.get(key);
      const level = listed === undefined ? this.levelInSymbols(symbols) : (listed ?? undefined);
      this.addSymbols(symbols, { kind: 'synonym', family: index, level });
    }
    // Stems never displace a phrase someone wrote down, and a stem two families share belongs to neither.
    const owners = new Map<string, number | undefined>();
    for (const [stem, phrase] of stems) {
      const key = normalizeJobPhrase(stem);
      const family = phrase.kind === 'synonym' ? phrase.family : undefined;
      owners.set(key, owners.has(key) && owners.get(key) !== family ? undefined : family);
    }
    for (const [stem, phrase] of stems) {
      if (owners.get(normalizeJobPhrase(stem)) !== undefined && !this.has(stem)) this.add(stem, phrase);
    }
  }

  /** The family the title names, or undefined when no family is named clearly enough. */
  match(title: string): JobMatch | undefined {
    return (
      this.toMatch(this.evaluateTitle(title).best) ?? this.withoutConditions(title) ?? this.nearChinese(title)
    );
  }

  /**
   * A Chinese title with job-board conditions after a space ("电工 持高低压证", "搬运工 临时工 日结"): the title before
   * the space, when what follows names no job of its own ("前端 后端" names two and stays unmatched).
   */
  private withoutConditions(title: string): JobMatch | undefined {
    const split = CONDITIONS_AFTER_SPACE.exec(title.trim()) ?? CONDITIONS_AFTER_BRACKET.exec(title.trim());
    if (!split) return undefined;
    const [, head = '', rest = ''] = split;
    if (this.toMatch(this.evaluateTitle(rest).best) !== undefined) return undefined;
    return this.toMatch(this.evaluateTitle(head).best);
  }

  /**
   * For a title that names no occupation clearly: the one family its field words point to, if one does ("污水处理运营"
   * is water treatment's, whatever 运营 is; "Nuclear Engineering Technologist" nuclear engineering's), for the tools a
   * fallback may borrow. Read from every phrase of both readings but the title's closing role (a family's title that
   * ends it), and only when one family holds at least twice the evidence of any other and a word's worth of it.
   */
  nearestField(title: string): JobFamily | undefined {
    // The title proper: a job board's parts after a dash ("Park Ranger - State Parks - Seasonal") say no field.
    const text = title.normalize('NFKC').replace(BRACKETED, ' ').split(SEGMENT_SEPARATOR)[0] ?? '';
    const symbols = this.corrected(toSymbols(text));
    const evidence = new Map<number, number>();
    const cuts = unbrokenWordCuts(symbols);
    for (const segments of [this.segment(symbols), this.segmentFromEnd(symbols)]) {
      const closing = lastFamilySegment(segments);
      const seen = new Map<number, number>();
      for (const segment of segments) {
        const phrase = segment.phrase;
        if (phrase?.kind !== 'synonym' && phrase?.kind !== 'keyword') continue;
        // A phrase that cuts 工程 apart names no field (化工 of 标准化工程师), unless it is a trade's worker ending
        // where 工程 begins, whose trade is the field (染整工 of 染整工程师: textile dyeing).
        if (cutsAny([segment], cuts) && !(segment.end - segment.start >= 3 && cuts.includes(segment.end)))
          continue;
        // The closing role is the job, not its field: 运营 of 污水处理运营; a title that is all one phrase has no field.
        if (segment === closing && segment.end === symbols.length) continue;
        const units =
          sumUnits(symbols, segment.start, segment.end) * (phrase.kind === 'keyword' ? KEYWORD_WEIGHT : 1);
        seen.set(phrase.family, Math.max(seen.get(phrase.family) ?? 0, units));
      }
      for (const [family, units] of seen) evidence.set(family, Math.max(evidence.get(family) ?? 0, units));
    }
    const [first, second] = [...evidence].sort((a, b) => b[1] - a[1]);
    if (!first || first[1] < NEAR_FIELD_UNITS || (second && first[1] < second[1] * DOMINANCE))
      return undefined;
    return this.families[first[0]];
  }

  parse(title: string): ParsedJobTitle {
    return this.analyze(title).parsed;
  }

  /** `match` and `parse` at the cost of one: what outlines need of a title. */
  analyze(title: string): { match: JobMatch | undefined; parsed: ParsedJobTitle } {
    const original = title.trim();
    const evaluated = this.evaluateTitle(original);
    return {
      match: this.toMatch(evaluated.best) ?? this.withoutConditions(original) ?? this.nearChinese(original),
      parsed: this.toParsed(original, evaluated),
    };
  }

  /**
   * The Chinese titles' index, built on the first title no phrase reads: most titles are read by phrases, so
   * building the matcher does not pay for it (about 100 ms).
   */
  private indexChineseTitles(): void {
    if (this.chineseTitles.length > 0) return;
    this.families.forEach((family, index) => {
      for (const title of [family.names['zh-CN'], ...family.synonyms, ...(family.aliases ?? [])])
        this.addChineseTitle(title, index);
    });
  }

  private addChineseTitle(title: string, family: number): void {
    const units = chineseUnits(title);
    if (units.size < MIN_NEAR_UNITS) return;
    const entry = this.chineseTitles.push({ family, units }) - 1;
    // Indexed by its pairs only: single characters (工, 师, 员) are in thousands of titles and find nothing.
    for (const pair of units) {
      if (pair.length < 2) continue;
      const entries = this.chinesePairIndex.get(pair) ?? [];
      entries.push(entry);
      this.chinesePairIndex.set(pair, entries);
    }
  }

  /**
   * A Chinese title no phrase reads, matched by its characters to a known title that says nearly the same:
   * "自行车修理工" is the "自行车维修工" of the bicycle mechanic. Only when one family's title is close
   * (NEAR_SIMILARITY) and clearly closer than any other family's (NEAR_MARGIN), so a near miss stays no match.
   */
  private nearChinese(title: string): JobMatch | undefined {
    const core = title.normalize('NFKC').replace(BRACKETED, ' ').replace(TRACK_SUFFIX, '');
    // No title people type is this long; a long text is read by phrases only, so the fallback stays cheap.
    if (core.length > MAX_NEAR_CHARACTERS) return undefined;
    const units = chineseUnits(core);
    if (units.size < MIN_NEAR_UNITS) return undefined;
    this.indexChineseTitles();
    // Candidates share a pair that few titles have ("自行", "造价"); "工程" and "程师" are in too many to tell.
    const candidates = new Set<number>();
    for (const pair of units) {
      const entries = this.chinesePairIndex.get(pair);
      if (entries && entries.length <= MAX_NEAR_POSTINGS) for (const entry of entries) candidates.add(entry);
    }
    const bestOfFamily = new Map<number, number>();
    for (const entry of candidates) {
      const known = this.chineseTitles[entry]!;
      let count = 0;
      for (const unit of units) if (known.units.has(unit)) count += 1;
      const score = (2 * count) / (units.size + known.units.size);
      if (score > (bestOfFamily.get(known.family) ?? 0)) bestOfFamily.set(known.family, score);
    }
    const ranked = [...bestOfFamily].sort((a, b) => b[1] - a[1]);
    const [first, second] = ranked;
    if (!first || first[1] < NEAR_SIMILARITY || (second && first[1] - second[1] < NEAR_MARGIN))
      return undefined;
    const family = this.families[first[0]];
    return family ? { family, score: MIN_SCORE + (1 - MIN_SCORE) * (first[1] - NEAR_SIMILARITY) } : undefined;
  }

  private toMatch(best: Evaluation | undefined): JobMatch | undefined {
    if (best?.family === undefined) return undefined;
    const family = this.families[best.family];
    return family ? { family, score: best.score } : undefined;
  }

  private toParsed(
    original: string,
    { main, qualifiers, best, evaluations }: ReturnType<JobMatcher['evaluateTitle']>,
  ): ParsedJobTitle {
    let seniority: Seniority | undefined;
    for (const evaluation of evaluations) {
      for (const segment of evaluation.segments) {
        const phrase = segment.phrase;
        if (phrase?.kind === 'seniority') seniority = higherSeniority(seniority, phrase.seniority);
        else if (phrase?.kind === 'synonym' && phrase.level)
          seniority = higherSeniority(seniority, phrase.level);
      }
    }
    const chosen = best ?? evaluations[0];
    const coreSegments = trimConnecting(
      chosen?.segments.filter((segment) => segment.phrase?.kind !== 'seniority') ?? [],
    );
    const coreSymbols = coreSegments.flatMap(
      (segment) => chosen?.symbols.slice(segment.start, segment.end) ?? [],
    );
    const chosenText = chosen === undefined ? undefined : main[evaluations.indexOf(chosen)];
    const otherParts = [...main.filter((part) => part !== chosenText), ...qualifiers];
    return {
      original,
      core: joinSymbols(coreSymbols),
      seniority,
      qualifiers: otherParts,
      track: trackOfTitle(original),
    };
  }

  private evaluateTitle(title: string): {
    main: string[];
    qualifiers: string[];
    evaluations: Evaluation[];
    best: Evaluation | undefined;
  } {
    // "口腔实习医生" is a dentist in training: the track word inside the title is read as a bracket ("口腔医生（实习）").
    const normalized = title.normalize('NFKC').replace(TRACK_INFIX, '$1$3（$2）');
    const qualifiers: string[] = [];
    const bracketsRemoved = normalized.replace(BRACKETED, (_, inner: string) => {
      if (inner.trim()) qualifiers.push(inner.trim());
      return ' ';
    });
    // "Executive Assistant to CEO", "PA to the Director": whom the person assists is said of the title, and never
    // read for the occupation (an assistant to a finance director is no finance manager).
    // A title people use whole ("Assistant to the President") is read whole.
    const [withoutBrackets, whom] = this.isPhrase(toSymbols(bracketsRemoved))
      ? [bracketsRemoved, undefined]
      : withoutWhomServed(bracketsRemoved);
    const mainParts = withoutBrackets
      .split(SEGMENT_SEPARATOR)
      .map((part) => ({ text: part.trim(), symbols: toSymbols(part) }))
      .filter((part) => part.symbols.length > 0);
    // A title that is one known phrase across its separators ("Physics Teachers, Postsecondary", O*NET's
    // own form) is read whole first; otherwise its parts are.
    const whole = toSymbols(withoutBrackets);
    if (mainParts.length > 1 && this.isPhrase(whole))
      mainParts.unshift({ text: withoutBrackets.trim(), symbols: whole });
    const main = mainParts.map((part) => part.text);
    const mainEvaluations = mainParts.map((part) => this.evaluate(part.symbols));
    const qualifierEvaluations = qualifiers.map((part) => this.evaluate(toSymbols(part)));
    if (whom) qualifiers.push(whom);
    // The title proper decides; bracketed qualifiers only when it names nothing ("Engineer (Backend)"); then a
    // Chinese title one wrong character away from a known one ("销受代表", "翻泽").
    let best = pickBest(mainEvaluations) ?? pickBest(qualifierEvaluations);
    // A bracketed field or workplace qualifies the role it follows: "讲师（高校）" is a 高校讲师, "Line Cook
    // (Hospital)" a hospital's cook. Read together, when that names an occupation whose role is still the title's.
    if (qualifiers.length > 0 && mainParts.length === 1) {
      let combined = this.qualifiedReading(mainParts[0]!.symbols, qualifiers);
      // A workplace the title's own occupation already names (值班经理（餐饮）: a restaurant's shift manager) keeps it.
      if (!combined || (combined.family === best?.family && !this.namesWorkplace(best?.family, qualifiers)))
        combined = this.qualifiedRoleReading(mainParts[0]!.symbols, qualifiers);
      if (combined && combined.family !== best?.family) {
        main.push(mainParts[0]!.text);
        mainEvaluations.push(combined);
        best = combined;
      }
    }
    // A field after a dash or comma qualifies the role before it as a bracket does: "Editor - Post Production" is a
    // post-production editor, "Nurse, ICU" an ICU nurse. Only a part naming no role of its own qualifies.
    if (qualifiers.length === 0 && mainParts.length === 2) {
      const field = mainEvaluations[1]!;
      if (field.family === undefined || !this.namesRole(field)) {
        // After the level words that open the role ("Trainee Editor" → "Trainee Post Production Editor").
        const role = mainEvaluations[0]!;
        let lead = 0;
        for (const segment of role.segments) {
          if (segment.start !== lead || segment.phrase?.kind !== 'seniority') break;
          lead = segment.end;
        }
        const combined = this.qualifiedReading(mainParts[0]!.symbols, [mainParts[1]!.text], lead);
        if (combined && combined.family !== best?.family) {
          main.push(mainParts[0]!.text);
          mainEvaluations.push(combined);
          best = combined;
        }
      }
    }
    // A reading of a part as another text, tried part by part until one names a family.
    const readAs = (reread: (part: (typeof mainParts)[number]) => TitleSymbol[] | undefined) => {
      for (const part of mainParts) {
        const symbols = reread(part);
        if (!symbols) continue;
        const evaluation = this.evaluate(symbols);
        mainEvaluations.push(evaluation);
        const found = pickBest([evaluation]);
        if (found) return found;
      }
      return undefined;
    };
    best ??= readAs((part) => {
      const known = this.hanSlipOf(part.text);
      return known ? toSymbols(known) : undefined;
    });
    // A compound typed apart: "Book Keeper", "Care Giver", "Dish Washer" are the bookkeeper, caregiver, dishwasher.
    best ??= readAs((part) => this.joinedCompounds(part.symbols));
    // A Latin field before a Chinese role noun, as people type it ("PR经理", "Web设计师", "IBD分析师"): read in English.
    best ??= readAs((part) => {
      const english = mixedInEnglish(part.text);
      return english ? toSymbols(english) : undefined;
    });
    // A C-suite title is a level word ("CTO"), read alone as the office it abbreviates ("CTO, Fintech").
    best ??= readAs((part) => {
      // Own keys only: a title typed as "constructor" is no office.
      const key = part.text.toLowerCase();
      const office = Object.hasOwn(EXECUTIVE_OFFICES, key) ? EXECUTIVE_OFFICES[key] : undefined;
      return office ? toSymbols(office) : undefined;
    });
    // An apprentice learns a trade: "HVAC Apprentice" and 园林学徒 are the trade's worker, not its engineer or
    // designer. When the title names a field and no role, and the field points to an occupation no trade learns
    // by apprenticeship, the field's trade role is read instead, if the field has one.
    if (
      best?.family !== undefined &&
      !this.namesRole(best) &&
      !this.families[best.family]!.pathway &&
      APPRENTICE_WORD.test(normalized)
    ) {
      for (const evaluation of mainEvaluations) {
        const trade = this.fieldRole(
          evaluation,
          true,
          (family) => this.families[family]!.pathway === 'vocational',
        );
        if (trade) {
          best = trade;
          break;
        }
      }
    }
    // A management trainee is trained to run the field's work: "零售管培生" is a future 零售店长, "生产储备干部" a
    // 生产主管, "Store Management Trainee" a store manager. Read so before the field's other roles, when one
    // occupation holds every managerial reading that names one.
    if (!best && MANAGEMENT_TRAINEE.test(normalized)) {
      for (const part of mainParts) {
        const derived = this.derivedRole(part.text, managerialReadings, true);
        if (!derived) continue;
        mainEvaluations.push(derived);
        best = derived;
        break;
      }
    }
    // Last, a field with only a level or track around it ("PR Intern", "Compliance Intern"): the role is the one
    // the field's own titles name, when one occupation holds most of them.
    const track = trackOfTitle(normalized) !== undefined;
    // An apprentice's field is read among the trades first: 钣金学徒 learns sheet metal work, not 钣金设计.
    const apprentice = APPRENTICE_WORD.test(normalized);
    const vocational = (family: number) => this.families[family]!.pathway === 'vocational';
    if (!best && apprentice) {
      for (const evaluation of mainEvaluations) {
        best = this.fieldRole(evaluation, track, vocational);
        if (best) break;
      }
      for (const part of best ? [] : mainParts) {
        best = this.derivedRole(part.text, roleNounReadings, false, vocational);
        if (best) break;
      }
    }
    if (!best) {
      for (const evaluation of mainEvaluations) {
        best = this.fieldRole(evaluation, track);
        if (best) break;
      }
    }
    // Then the field's own role noun: "Surveying Intern" is a surveyor's, "税务实习生" a 税务专员's.
    if (!best && track) {
      for (const part of mainParts) {
        const derived = this.derivedRole(part.text);
        if (!derived) continue;
        mainEvaluations.push(derived);
        best = derived;
        break;
      }
    }
    return { main, qualifiers, evaluations: [...mainEvaluations, ...qualifierEvaluations], best };
  }

  /** Whether the title's head (its last family phrase) is a role the evaluation's family holds, not a field word. */
  private namesRole(evaluation: Evaluation): boolean {
    return lastFamilySegment(evaluation.segments)?.phrase?.kind === 'synonym';
  }

  /** Rank role nouns each family's names, synonyms and aliases hold, by family index; built on first use. */
  private roleNouns: Map<number, Set<string>> | undefined;

  private hasRoleNoun(family: number, noun: string): boolean {
    if (!this.roleNouns) {
      this.roleNouns = new Map();
      this.families.forEach((candidate, index) => {
        const held = new Set<string>();
        const phrases = [
          candidate.names['zh-CN'],
          candidate.names['en-US'],
          ...candidate.synonyms,
          ...(candidate.aliases ?? []),
        ];
        for (const phrase of phrases) {
          const symbols = toSymbols(phrase);
          const text = joinSymbols(symbols);
          for (const rank of RANK_ROLE_NOUNS) {
            if (/^[a-z]/.test(rank) ? symbols.some((symbol) => symbol.text === rank) : text.includes(rank))
              held.add(rank);
          }
        }
        this.roleNouns!.set(index, held);
      });
    }
    return this.roleNouns.get(family)?.has(noun) ?? false;
  }

  /**
   * The main part read with its qualifiers before it (after its first `lead` symbols, its opening level words), when
   * its role noun still comes from the main part.
   */
  private qualifiedReading(
    main: TitleSymbol[],
    qualifiers: readonly string[],
    lead = 0,
  ): Evaluation | undefined {
    const before = qualifiers.flatMap((qualifier) => toSymbols(qualifier));
    if (before.length === 0) return undefined;
    const evaluation = this.evaluate([...main.slice(0, lead), ...before, ...main.slice(lead)]);
    if (evaluation.family === undefined) return undefined;
    const head = lastFamilySegment(evaluation.segments);
    if (head?.phrase?.kind !== 'synonym' || head.end <= lead + before.length) return undefined;
    return evaluation;
  }

  /** Whether one of the family's own titles or keywords names one of the qualifiers ("餐饮" in 餐饮主管). */
  private namesWorkplace(family: number | undefined, qualifiers: readonly string[]): boolean {
    const known = family === undefined ? undefined : this.families[family];
    if (!known) return false;
    const phrases = [known.names['zh-CN'], ...known.synonyms, ...known.keywords];
    return qualifiers.some((qualifier) => phrases.some((phrase) => phrase.includes(qualifier.trim())));
  }

  /**
   * A Chinese title that opens with a place every trade has (门店, 现场), read as its role noun with the bracketed
   * trade before it, when together they are one title people use: "门店经理（餐饮）" is a 餐饮经理 (a restaurant's
   * manager, not a shop's). The phrase found must take in both the trade and the role noun. Only such a place is
   * left out: 专利工程师（通信） stays a patent engineer, never a 通信工程师.
   */
  private qualifiedRoleReading(main: TitleSymbol[], qualifiers: readonly string[]): Evaluation | undefined {
    const place = ANY_TRADE_PLACES.find((word) => joinSymbols(main).startsWith(word));
    if (!place || main.length < place.length + 2 || main.some((symbol) => symbol.latin)) return undefined;
    const before = qualifiers.flatMap((qualifier) => toSymbols(qualifier));
    if (before.length === 0 || before.some((symbol) => symbol.latin)) return undefined;
    const evaluation = this.evaluate([...before, ...main.slice(place.length)]);
    const head = lastFamilySegment(evaluation.segments);
    const takesBoth =
      head?.phrase?.kind === 'synonym' &&
      head.start < before.length &&
      head.end === evaluation.symbols.length;
    return evaluation.family !== undefined && takesBoth ? evaluation : undefined;
  }

  /**
   * For a title that is a field and level or track words only: the family most titles that start with the field
   * and add one role word belong to ("compliance" → compliance officer, analyst, specialist), if it holds at
   * least twice as many of them as any other; at a lower score, since the title never named the role.
   */
  private fieldRole(
    evaluation: Evaluation,
    track = false,
    eligible: (family: number) => boolean = () => true,
  ): Evaluation | undefined {
    const { segments, symbols } = evaluation;
    const field = segments.filter(
      (segment) => segment.phrase === undefined || segment.phrase.kind === 'keyword',
    );
    const rest = segments.filter((segment) => !field.includes(segment));
    if (field.length === 0 || rest.length === 0) return undefined;
    if (rest.some((segment) => segment.phrase?.kind !== 'seniority' && segment.phrase?.kind !== 'neutral'))
      return undefined;
    // Only a student's or trainee's title names a field with no role ("PR Intern"); "Site Manager" does not.
    // An apprentice's level reads as junior; the track word makes it a trainee's title all the same.
    if (
      !track &&
      !rest.some((segment) => segment.phrase?.kind === 'seniority' && segment.phrase.seniority === 'intern')
    )
      return undefined;
    const first = field[0]!;
    const last = field[field.length - 1]!;
    // A field is a word or two Han characters at least: "生" of 暑期实习生 is no field; nor is a word that names
    // none ("工程" of 通信工程实习生 once the industry word is read apart, "Research" of Research Intern).
    if (sumUnits(symbols, first.start, last.end) < 2) return undefined;
    const fieldText = joinSymbols(symbols.slice(first.start, last.end));
    if (CHINESE_NO_FIELD.test(fieldText) || LATIN_NO_FIELD.has(fieldText)) return undefined;
    if (field.some((segment, index) => index > 0 && segment.start !== field[index - 1]!.end))
      return undefined;
    let node: TrieNode | undefined = this.root;
    for (let index = first.start; index < last.end && node; index += 1)
      node = node.children.get(symbols[index]!.text);
    if (!node) return undefined;
    const counts = new Map<number, number>();
    const visit = (at: TrieNode, depth: number, latin: boolean) => {
      for (const [symbol, child] of at.children) {
        const isLatin = /^[a-z0-9]/.test(symbol);
        if (depth === 0 ? false : isLatin !== latin) continue;
        if (child.phrase?.kind === 'synonym' && eligible(child.phrase.family))
          counts.set(child.phrase.family, (counts.get(child.phrase.family) ?? 0) + 1);
        // One Latin role word ("officer"), or up to three Han characters ("专员", "工程师").
        if (!isLatin && depth < 2) visit(child, depth + 1, false);
      }
    };
    visit(node, 0, false);
    const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1]);
    const [top, runnerUp] = ranked;
    // Two of the field's titles at least, so one stray alias ("Congressional Aide") decides nothing.
    if (!top || top[1] < 2 || (runnerUp && top[1] < runnerUp[1] * DOMINANCE)) return undefined;
    return { family: top[0], score: FIELD_ROLE_SCORE, segments, symbols };
  }

  /**
   * A trainee's title that names a field, read with the field's role noun in its place: "Surveying Intern" as
   * "Surveyor Intern", "Chemistry Intern" as "Chemist Intern", "税务实习生" as "税务专员实习生". Only when every
   * role noun that reads names the same family, at the field-role score, since the title never named the role.
   */
  private derivedRole(
    text: string,
    readings: (text: string) => string[] = roleNounReadings,
    whole = false,
    eligible: (family: number) => boolean = () => true,
  ): Evaluation | undefined {
    const found = new Map<number, Evaluation>();
    for (const candidate of readings(text)) {
      const evaluation = this.evaluate(toSymbols(candidate));
      const head = lastFamilySegment(evaluation.segments);
      // The role noun made must itself be a family's phrase, not a keyword the field already had; with `whole`,
      // the reading is one title people use, field and all ("零售店长", not 银行 + 店长).
      if (evaluation.family === undefined || head?.phrase?.kind !== 'synonym') continue;
      if (!eligible(evaluation.family)) continue;
      if (whole && (head.start !== 0 || head.end !== evaluation.symbols.length)) continue;
      if (!found.has(evaluation.family)) found.set(evaluation.family, evaluation);
    }
    if (found.size !== 1) return undefined;
    const [evaluation] = found.values();
    return evaluation ? { ...evaluation, score: FIELD_ROLE_SCORE } : undefined;
  }

  /**
   * The title read both ways: longest phrases from the start, and from the end. A job title ends in its
   * role ("一对一数学家教" is a tutor, not "数学家" + "教"), so the reading from the end wins when it explains
   * more, and when it names a family the other does not.
   */
  private evaluate(typed: TitleSymbol[]): Evaluation {
    const symbols = this.corrected(typed);
    const forward = this.evaluateSegments(symbols, this.segment(symbols));
    const backward = this.evaluateSegments(symbols, this.segmentFromEnd(symbols));
    // A reading that cuts 工程, 工艺 or 工作 apart is no reading: 冶炼工程师 is no 冶炼工 (a furnace operator)
    // followed by 程师.
    const cuts = unbrokenWordCuts(symbols);
    if (cuts.length > 0 && cutsAny(forward.segments, cuts)) {
      if (cutsAny(backward.segments, cuts)) return { ...forward, family: undefined, score: 0 };
      return backward;
    }
    if (backward.family !== undefined && (forward.family === undefined || backward.score > forward.score))
      return backward;
    return forward;
  }

  private evaluateSegments(symbols: TitleSymbol[], segments: Segment[]): Evaluation {
    let total = 0;
    let neutral = 0;
    const synonymUnits = new Map<number, number>();
    const keywordUnits = new Map<number, number>();
    const head = lastFamilySegment(segments);
    for (const segment of segments) {
      // A title's stem before another title is a field word of it ("土壤修复" of 土壤修复环保工程师): a keyword.
      const phrase =
        segment.phrase?.kind === 'synonym' && segment.phrase.stem && segment !== head
          ? ({ kind: 'keyword', family: segment.phrase.family } as const)
          : segment.phrase;
      // An unknown figure is left out of the count altogether.
      if (
        phrase === undefined &&
        segment.end - segment.start === 1 &&
        FIGURE_WORD.test(symbols[segment.start]!.text)
      )
        continue;
      const units = sumUnits(symbols, segment.start, segment.end);
      total += units;
      if (phrase === undefined) continue;
      if (phrase.kind === 'synonym')
        synonymUnits.set(phrase.family, (synonymUnits.get(phrase.family) ?? 0) + units);
      else if (phrase.kind === 'keyword')
        keywordUnits.set(phrase.family, (keywordUnits.get(phrase.family) ?? 0) + units);
      else neutral += units;
    }
    const evidence = new Map<number, number>();
    for (const [family, units] of synonymUnits) evidence.set(family, units);
    for (const [family, units] of keywordUnits)
      evidence.set(family, (evidence.get(family) ?? 0) + units * KEYWORD_WEIGHT);
    if (head?.phrase && (head.phrase.kind === 'synonym' || head.phrase.kind === 'keyword')) {
      const units =
        sumUnits(symbols, head.start, head.end) * (head.phrase.kind === 'keyword' ? KEYWORD_WEIGHT : 1);
      const family = head.phrase.family;
      evidence.set(family, (evidence.get(family) ?? 0) + units * (HEAD_WEIGHT - 1));
    }
    let ranked = [...evidence.entries()].sort((a, b) => b[1] - a[1]);
    // The title's own role noun decides between neighbours of one field: a 水文技术员 is no hydrologist, an HVAC
    // technician no HVAC engineer. A family none of whose titles has that noun is another rank of the field; no
    // family at all beats it (precision first).
    const roleNoun = rankRoleNounOf(symbols, segments);
    if (roleNoun) ranked = ranked.filter(([family]) => this.hasRoleNoun(family, roleNoun));
    const [first, second] = ranked;
    if (!first || total === 0) return { family: undefined, score: 0, segments, symbols };
    if (second && first[1] < second[1] * DOMINANCE) return { family: undefined, score: 0, segments, symbols };
    let familyUnits = 0;
    for (const units of synonymUnits.values()) familyUnits += units;
    for (const units of keywordUnits.values()) familyUnits += units;
    const keywordOnly = !synonymUnits.has(first[0]);
    const score = ((familyUnits + neutral) / total) * (keywordOnly ? KEYWORD_ONLY_FACTOR : 1);
    return score > MIN_SCORE
      ? { family: first[0], score: Math.round(score * 1000) / 1000, segments, symbols }
      : { family: undefined, score: 0, segments, symbols };
  }

  /** Forward maximum matching over the trie: at each position, the longest known phrase. */
  /** Backward maximum matching: the longest phrase ending at each point, from the end of the title. */
  private segmentFromEnd(symbols: readonly TitleSymbol[]): Segment[] {
    const segments: Segment[] = [];
    let end = symbols.length;
    while (end > 0) {
      let longest: Segment | undefined;
      // The trie is read forwards, so each start before `end` is tried; titles are a few symbols long.
      for (let start = Math.max(0, end - MAX_PHRASE_SYMBOLS); start < end && !longest; start += 1) {
        let node: TrieNode | undefined = this.root;
        for (let index = start; index < end && node; index += 1)
          node = node.children.get(symbols[index]!.text);
        if (node?.phrase) longest = { start, end, phrase: node.phrase };
      }
      const next = longest ?? { start: end - 1, end, phrase: undefined };
      segments.unshift(next);
      end = next.start;
    }
    return segments;
  }

  private segment(symbols: readonly TitleSymbol[]): Segment[] {
    const segments: Segment[] = [];
    let start = 0;
    while (start < symbols.length) {
      let node: TrieNode | undefined = this.root;
      let longest: Segment | undefined;
      for (let end = start; end < symbols.length && node; end += 1) {
        node = node.children.get(symbols[end]!.text);
        if (node?.phrase) longest = { start, end: end + 1, phrase: node.phrase };
      }
      const next = longest ?? { start, end: start + 1, phrase: undefined };
      segments.push(next);
      start = next.end;
    }
    return segments;
  }

  private add(text: string, phrase: Phrase): void {
    this.addSymbols(toSymbols(text), phrase);
  }

  private addSymbols(symbols: readonly TitleSymbol[], phrase: Phrase): void {
    addSymbolsToTrie(this.root, symbols, phrase);
    for (const symbol of symbols) if (symbol.latin) this.spelling.addWord(symbol.text);
  }

  /** True when the symbols are already a phrase, of any kind. */
  private isKnown(symbols: readonly TitleSymbol[]): boolean {
    let node: TrieNode | undefined = this.root;
    for (const symbol of symbols) node = node?.children.get(symbol.text);
    return node?.phrase !== undefined;
  }

  /** The symbols with two neighbouring Latin words joined where together they are a known word; undefined if none are. */
  private joinedCompounds(symbols: readonly TitleSymbol[]): TitleSymbol[] | undefined {
    const out: TitleSymbol[] = [];
    let joinedAny = false;
    for (let index = 0; index < symbols.length; index += 1) {
      const symbol = symbols[index]!;
      const next = symbols[index + 1];
      const compound =
        next && symbol.latin && next.latin ? canonicalWord(symbol.text + next.text) : undefined;
      if (compound && this.spelling.isKnown(compound)) {
        out.push({ text: compound, units: WORD_UNITS, latin: true });
        joinedAny = true;
        index += 1;
      } else out.push(symbol);
    }
    return joinedAny ? out : undefined;
  }

  /** The title with each unknown Latin word read as the known word it is a slip of ("sofware" → "software"). */
  private corrected(symbols: TitleSymbol[]): TitleSymbol[] {
    let out: TitleSymbol[] | undefined;
    symbols.forEach((symbol, index) => {
      if (!symbol.latin || this.spelling.isKnown(symbol.text)) return;
      const known = this.spelling.correct(symbol.text);
      if (!known) return;
      out ??= [...symbols];
      out[index] = { ...symbol, text: known };
    });
    return out ?? symbols;
  }

  /**
   * The one known Chinese title `text` is a single wrong character away from, that character a homophone
   * of the right one (a pinyin input method's slip: "客服专圆", "会记"), or undefined when there is none or
   * more than one. Built on
   * first use from every all-Han synonym of two to ten characters.
   */
  private hanSlipOf(text: string): string | undefined {
    // Read as the phrases were stored: 口强医生 is one slip from 口腔医师, the 医生 being the same role noun.
    const typed = withSameRoleNouns(text.normalize('NFKC').replace(/\s+/g, ''));
    if (!ALL_HAN.test(typed)) return undefined;
    const characters = [...typed];
    if (characters.length < 2 || characters.length > 10) return undefined;
    const index = this.hanSlipIndex();
    const found = new Set<string>();
    for (const [position, key] of wildcardKeys(characters).entries()) {
      for (const phrase of index.get(key) ?? []) {
        // Only a homophone (the input method's slip) or a look-alike is a slip: 安全 is no typo of 安卓, nor 经理 of 监理.
        if (phrase !== typed && slipsFor(characters[position]!, [...phrase][position]!)) found.add(phrase);
      }
    }
    return found.size === 1 ? [...found][0] : undefined;
  }

  private hanSlipIndex(): Map<string, string[]> {
    if (this.slipIndex) return this.slipIndex;
    const index = new Map<string, string[]>();
    const visit = (node: TrieNode, path: string) => {
      if (node.phrase?.kind === 'synonym' && ALL_HAN.test(path)) {
        const characters = [...path];
        if (characters.length >= 2 && characters.length <= 10)
          for (const key of wildcardKeys(characters)) {
            const phrases = index.get(key);
            if (phrases) phrases.push(path);
            else index.set(key, [path]);
          }
      }
      for (const [symbol, child] of node.children) if (!/^[a-z0-9]/.test(symbol)) visit(child, path + symbol);
    };
    visit(this.root, '');
    this.slipIndex = index;
    return index;
  }

  /** True when the symbols are exactly one family's phrase (a synonym or an alias). */
  private isPhrase(symbols: readonly TitleSymbol[]): boolean {
    let node: TrieNode | undefined = this.root;
    for (const symbol of symbols) node = node?.children.get(symbol.text);
    return node?.phrase?.kind === 'synonym';
  }

  /** True when the phrase is already known, as anything. */
  private has(text: string): boolean {
    let node: TrieNode | undefined = this.root;
    for (const symbol of toSymbols(text)) node = node?.children.get(symbol.text);
    return node?.phrase !== undefined;
  }

  /** The highest level a job title's own words name ("质量主管" → lead), or undefined. */
  private levelInTitle(title: string): Seniority | undefined {
    return this.levelInSymbols(toSymbols(title));
  }

  private levelInSymbols(symbols: readonly TitleSymbol[]): Seniority | undefined {
    let level: Seniority | undefined;
    for (let start = 0; start < symbols.length; start += 1) {
      let node: TrieNode | undefined = this.levelRoot;
      for (let end = start; end < symbols.length && node; end += 1) {
        node = node.children.get(symbols[end]!.text);
        if (node?.phrase?.kind === 'seniority') level = higherSeniority(level, node.phrase.seniority);
      }
    }
    return level;
  }
}

function addToTrie(root: TrieNode, text: string, phrase: Phrase): void {
  addSymbolsToTrie(root, toSymbols(text), phrase);
}

function addSymbolsToTrie(root: TrieNode, symbols: readonly TitleSymbol[], phrase: Phrase): void {
  if (symbols.length === 0) return;
  let node = root;
  for (const symbol of symbols) {
    let child = node.children.get(symbol.text);
    if (!child) {
      child = { children: new Map(), phrase: undefined };
      node.children.set(symbol.text, child);
    }
    node = child;
  }
  // Family words outrank title words, so a job title that contains "经理" stays a job title.
  if (!node.phrase || PHRASE_PRIORITY[phrase.kind] > PHRASE_PRIORITY[node.phrase.kind]) node.phrase = phrase;
}

/** Places every trade has, which open a Chinese title without naming its trade (门店经理, 现场主管). */
const ANY_TRADE_PLACES: readonly string[] = ['门店', '店面', '驻店', '现场', '驻场'];

/**
 * Chinese words that begin with a character ending many workers' titles (冶炼工, 钻探工, 地质工): a reading never cuts
 * one, so 冶炼工程师 is no 冶炼工 followed by 程师.
 */
const UNBROKEN_CHINESE_WORDS: readonly string[] = ['工程', '工艺', '工作'];

/** Where each of the title's UNBROKEN_CHINESE_WORDS would be cut: the symbol index after its first character. */
function unbrokenWordCuts(symbols: readonly TitleSymbol[]): number[] {
  const cuts: number[] = [];
  for (let index = 0; index + 1 < symbols.length; index += 1)
    if (UNBROKEN_CHINESE_WORDS.includes(symbols[index]!.text + symbols[index + 1]!.text))
      cuts.push(index + 1);
  return cuts;
}

/** Whether a phrase of the reading ends or begins at one of `cuts`: it takes part of a word and not the rest. */
function cutsAny(segments: readonly Segment[], cuts: readonly number[]): boolean {
  return cuts.some((cut) =>
    segments.some((segment) => segment.phrase && (segment.end === cut || segment.start === cut)),
  );
}

/** The segment holding the last family phrase of a title: its head noun. */
function lastFamilySegment(segments: readonly Segment[]): Segment | undefined {
  for (let index = segments.length - 1; index >= 0; index -= 1) {
    const kind = segments[index]!.phrase?.kind;
    if (kind === 'synonym' || kind === 'keyword') return segments[index];
  }
  return undefined;
}

/** How alike (Dice of characters and character pairs) a Chinese title must be to a known one to be read as it. */
const NEAR_SIMILARITY = 0.75;
/** How much closer than any other family's title the nearest must be. */
const NEAR_MARGIN = 0.15;
/** Titles of fewer characters and pairs (three characters) are too short to be read by likeness. */
const MIN_NEAR_UNITS = 5;
/** Longer titles (after brackets and track words) are not read by likeness. */
const MAX_NEAR_CHARACTERS = 24;
/** A pair in more known titles than this tells none of them apart, and finds no candidates. */
const MAX_NEAR_POSTINGS = 400;
/** Hiring-track words at a title's end, which say nothing of the occupation: "钳工学徒", "税务实习生". */
const TRACK_SUFFIX = /(?:实习生|学徒|应届生|应届|管培生|培训生|学员)$/u;
/** A track word between a field and its role noun: "口腔实习医生", "儿科见习护士". */
const TRACK_INFIX =
  /^(\p{Script=Han}{2,8}?)(实习|见习)(医生|医师|护士|律师|药师|教师|老师|工程师|会计|编辑|记者|设计师|翻译)$/u;

/**
 * The Chinese characters of a text and the pairs of neighbouring ones, across its runs of Han only: likeness
 * counts both, so "自行车修理工" is near "自行车维修工" (five characters of six) though only two pairs are shared.
 */
function chineseUnits(text: string): Set<string> {
  const units = new Set<string>();
  for (const run of text.match(/\p{Script=Han}+/gu) ?? []) {
    for (let index = 0; index < run.length; index += 1) {
      units.add(run[index]!);
      if (index > 0) units.add(`${run[index - 1]}${run[index]}`);
    }
  }
  return units;
}

/** "结构仿真工程师" → "结构仿真": a Chinese title without its role noun, or undefined when too little remains. */
function stemOf(title: string): string | undefined {
  const trimmed = title.normalize('NFKC').trim();
  const suffix = ROLE_SUFFIXES.find((candidate) => trimmed.endsWith(candidate));
  if (!suffix) return undefined;
  const stem = trimmed.slice(0, -suffix.length).trim();
  const symbols = toSymbols(stem);
  const han = symbols.filter((symbol) => !symbol.latin).length;
  const latin = symbols.length - han;
  return han >= MIN_STEM_CHARACTERS || (han > 0 && latin > 0) ? stem : undefined;
}

function sumUnits(symbols: readonly TitleSymbol[], start: number, end: number): number {
  let units = 0;
  for (let index = start; index < end; index += 1) units += symbols[index]!.units;
  return units;
}

const ALL_HAN = /^\p{Script=Han}+$/u;
/** The longest phrase the backward reading tries, in symbols (a Latin word or a Han character each). */
const MAX_PHRASE_SYMBOLS = 16;

/** The text with each character in turn replaced by "?": a title and a one-character slip of it share one. */
function wildcardKeys(characters: readonly string[]): string[] {
  return characters.map((_, position) =>
    [...characters.slice(0, position), '?', ...characters.slice(position + 1)].join(''),
  );
}

/**
 * Characters a hand or an eye mistakes for each other in job titles (形近字): 帅 for 师, 汁 for 计, 菅 for 营. Each
 * pair is a slip only inside a known title, one character in it, as homophones are.
 */
const LOOKALIKE_PAIRS: readonly string[] = [
  '帅师',
  '汁计',
  '休体',
  '菅营',
  '骋聘',
  '泽译',
  '桌卓',
  '诫械',
  '培焙',
  '侍待',
];
const LOOKALIKES: ReadonlyMap<string, string> = new Map(
  LOOKALIKE_PAIRS.flatMap((pair) => [
    [pair[0]!, pair[1]!],
    [pair[1]!, pair[0]!],
  ]),
);

/** Whether the typed character is a slip for the known one: a homophone, or a look-alike (帅/师). */
function slipsFor(typed: string, known: string): boolean {
  return LOOKALIKES.get(typed) === known || soundsAlike(typed, known);
}

/**
 * Whether two Chinese characters share a reading, tones aside (员/圆 yuan, 计/记 ji, 售/受 shou), as a pinyin input
 * method's fuzzy setting hears them: -n and -ng alike (生/身 sheng/shen), and z, c, s as zh, ch, sh.
 */
function soundsAlike(typed: string, known: string): boolean {
  const fuzzy = (reading: string) => reading.replace(/^([zcs])h/, '$1').replace(/ng$/, 'n');
  const readings = (character: string) =>
    new Set((pinyin(character, { toneType: 'none', multiple: true, type: 'array' }) as string[]).map(fuzzy));
  const ofKnown = readings(known);
  for (const reading of readings(typed)) if (ofKnown.has(reading)) return true;
  return false;
}

/** Figures in a title ("月薪6-8K", "$25", "2027届") say nothing about the job: they count neither way. */
const FIGURE_WORD = /^\d+(?:k|w|万|元)?$/;

/** Chinese role nouns and how an English title says them, for a Latin field typed before one ("PR经理"). */
const ROLE_NOUNS_IN_ENGLISH: Readonly<Record<string, string>> = {
  经理: 'Manager',
  设计师: 'Designer',
  分析师: 'Analyst',
  工程师: 'Engineer',
  开发工程师: 'Developer',
  开发: 'Developer',
  专员: 'Specialist',
  顾问: 'Consultant',
  主管: 'Supervisor',
  总监: 'Director',
  架构师: 'Architect',
  讲师: 'Lecturer',
  编辑: 'Editor',
  技术员: 'Technician',
  程序员: 'Programmer',
};

/** "PR经理" → "PR Manager": a Latin field and a Chinese role noun read as one English title; undefined otherwise. */
function mixedInEnglish(text: string): string | undefined {
  const normalized = text.normalize('NFKC').trim();
  const hanAt = normalized.search(/\p{Script=Han}/u);
  if (hanAt <= 0) return undefined;
  const field = normalized.slice(0, hanAt).trim();
  const noun = normalized.slice(hanAt);
  if (!LATIN_FIELD.test(field) || !ALL_HAN.test(noun)) return undefined;
  const role = Object.hasOwn(ROLE_NOUNS_IN_ENGLISH, noun) ? ROLE_NOUNS_IN_ENGLISH[noun] : undefined;
  return role ? `${field} ${role}` : undefined;
}

/** A Latin field as typed before a Chinese role noun: "PR", "Web", "C++", "Node.js". */
const LATIN_FIELD = /^[A-Za-z][A-Za-z0-9+#.\- ]*$/;

/** Drops joining words left at either end once seniority words are gone: "VP of Engineering" → "engineering". */
function trimConnecting(segments: Segment[]): Segment[] {
  const isConnecting = (segment: Segment | undefined) =>
    segment?.phrase?.kind === 'neutral' && segment.phrase.connecting;
  let start = 0;
  let end = segments.length;
  while (start < end && isConnecting(segments[start])) start += 1;
  while (end > start && isConnecting(segments[end - 1])) end -= 1;
  return segments.slice(start, end);
}

/**
 * Role nouns that name a rank of a field rather than the field: what a technician, operator or aide is called.
 * Not assistant or 助理, which often name a junior of the same occupation (产品助理, 审计助理). Latin ones as
 * matching reads them (canonical, singular).
 */
const RANK_ROLE_NOUNS: readonly string[] = [
  'technician',
  'technologist',
  'tech',
  'operator',
  'aide',
  '技术员',
  '操作员',
  '操作工',
  '小工',
  '辅助工',
];
const RANK_ROLE_NOUN_SET: ReadonlySet<string> = new Set(RANK_ROLE_NOUNS);

/** The rank role noun a title ends in ("水文技术员", "HVAC Technician"), before any track word; or undefined. */
function rankRoleNounOf(symbols: readonly TitleSymbol[], segments: readonly Segment[]): string | undefined {
  for (let index = segments.length - 1; index >= 0; index -= 1) {
    const segment = segments[index]!;
    const text = joinSymbols(symbols.slice(segment.start, segment.end));
    if (RANK_ROLE_NOUN_SET.has(text)) return text;
    // A track word after the role ("HVAC Technician Apprentice") is passed over; anything else ends the look.
    if (segment.phrase?.kind !== 'seniority' || segment.phrase.seniority !== 'intern') return undefined;
  }
  return undefined;
}

function pickBest(evaluations: readonly Evaluation[]): Evaluation | undefined {
  let best: Evaluation | undefined;
  for (const evaluation of evaluations) {
    if (evaluation.family !== undefined && (!best || evaluation.score > best.score)) best = evaluation;
  }
  return best;
}

function higherSeniority(current: Seniority | undefined, found: Seniority): Seniority {
  if (current === 'intern' || found === 'intern') return 'intern';
  if (current === undefined) return found;
  return SENIORITY_ORDER.indexOf(found) > SENIORITY_ORDER.indexOf(current) ? found : current;
}

/** Built on first use: a process that never reads a title (a worker, most tests) never pays for the catalogue's trie. */
let builtMatcher: JobMatcher | undefined;
function defaultMatcher(): JobMatcher {
  builtMatcher ??= new JobMatcher(JOB_FAMILIES);
  return builtMatcher;
}

/** The family a job title names, with confidence, or undefined when none is named clearly. */
export function matchJob(title: string): JobMatch | undefined {
  return inSpecialty(defaultMatcher().match(title), title);
}

/** Seniority, qualifiers and the bare role of a job title. */
export function parseJobTitle(title: string): ParsedJobTitle {
  return defaultMatcher().parse(title);
}

/** The family a title's field words point to when the title names no occupation (see JobMatcher.nearestField). */
export function nearestFieldOf(title: string): JobFamily | undefined {
  return defaultMatcher().nearestField(title);
}

/** `matchJob` and `parseJobTitle` of one title, evaluated once. */
export function analyzeJobTitle(title: string): { match: JobMatch | undefined; parsed: ParsedJobTitle } {
  const { match, parsed } = defaultMatcher().analyze(title);
  return { match: inSpecialty(match, title), parsed };
}

/** The match with the family as the specialty the title names writes it ("School Nurse": a school nurse's lines). */
function inSpecialty(match: JobMatch | undefined, title: string): JobMatch | undefined {
  return match && { ...match, family: withSpecialty(match.family, title) };
}

/** The offices C-suite abbreviations stand for; the abbreviations are level words, so a title of one alone names none. */
const EXECUTIVE_OFFICES: Readonly<Record<string, string>> = {
  ceo: 'chief executive officer',
  cto: 'chief technology officer',
  cfo: 'chief financial officer',
  coo: 'chief operating officer',
  cmo: 'chief marketing officer',
  cio: 'chief information officer',
};

/** Latin field words and the role nouns they make: "surveying" → surveyor, "chemistry" → chemist. */
const ROLE_NOUN_ENDINGS: readonly [RegExp, readonly string[]][] = [
  [/ing$/, ['er', 'or', '']],
  [/ation$/, ['ator']],
  [/ment$/, ['er']],
  [/uction$/, ['ucer']],
  [/ience$/, ['ientist']],
  [/istry$/, ['ist']],
  [/ry$/, ['rist']],
  [/ogy$/, ['ogist']],
  [/ics$/, ['icist', 'ician']],
  [/ism$/, ['ist']],
  [/y$/, ['ist', 'ian']],
  [/$/, ['er', 'ist']],
];

/** Chinese role endings a field takes: 税务 → 税务专员, 3D建模 → 3D建模师, 光伏安装 → 光伏安装工. */
const CHINESE_ROLE_ENDINGS = ['师', '员', '专员', '工程师', '工', '技术员'];

/** Words for a workplace or department, not a field: "研发实习生", "牧场管培生" name no role of their own. */
const CHINESE_NO_FIELD =
  /^(?:研发|医学|制造|技术|管理|综合|律所|牧场|工厂|公司|集团|门店|总部|部门|生产|业务|工程)$/u;

/** Latin words that name no field a role noun is made of ("Management Trainee", "Research Intern"). */
const LATIN_NO_FIELD = new Set([
  'training',
  'management',
  'business',
  'general',
  'research',
  'development',
  'graduate',
  'summer',
  'winter',
  'program',
  'programme',
  'scheme',
  'office',
  'company',
]);

/** Words of `LATIN_NO_FIELD` that name a field after another word: "Retail Management", "Athletic Training". */
const FIELD_OF_ITS_OWN_AFTER_A_WORD = new Set(['management', 'training', 'development']);

/** A title of one learning a trade by apprenticeship. */
export const APPRENTICE_WORD = /学徒|\bapprentice(?:ship)?\b/i;

/** Track words a trainee's Chinese title ends in, cut before a role ending is tried. */
const CHINESE_TRACK_END = /(?:实习生|实习|学徒工|学徒|管培生|培训生|学员|见习生|见习|应届生)$/u;

/** The title with its field word made a role noun, each way the word's ending allows; at most a few dozen. */
function roleNounReadings(text: string): string[] {
  const readings: string[] = [];
  const han = /\p{Script=Han}/u.test(text);
  if (han) {
    const field = text.replace(CHINESE_TRACK_END, '').trim();
    if (field === text.trim() || [...field].length < 2 || CHINESE_NO_FIELD.test(field)) return [];
    for (const ending of CHINESE_ROLE_ENDINGS) readings.push(`${field}${ending}`);
    return readings;
  }
  const words = text.split(/\s+/).filter((word) => word !== '');
  if (words.length > 6) return [];
  // The field's head is its last word: "Aviation Maintenance Intern" is about maintenance, not aviators.
  const fieldWords = words.filter(
    (word) => trackOfTitle(word) === undefined && !/^(?:intern|trainee)s?$/i.test(word),
  );
  const head = fieldWords.at(-1) ?? '';
  const index = words.lastIndexOf(head);
  const lower = head.toLowerCase();
  if (!/^[a-z]{4,}$/.test(lower)) return [];
  // "Management Intern" names no field, but "Emergency Management Intern" names its manager's.
  if (LATIN_NO_FIELD.has(lower) && (fieldWords.length < 2 || !FIELD_OF_ITS_OWN_AFTER_A_WORD.has(lower)))
    return [];
  for (const [ending, replacements] of ROLE_NOUN_ENDINGS) {
    const match = ending.exec(lower);
    if (!match) continue;
    const stem = lower.slice(0, match.index);
    for (const replacement of replacements) {
      const noun = `${stem}${replacement}`;
      if (noun !== lower)
        readings.push([...words.slice(0, index), noun, ...words.slice(index + 1)].join(' '));
    }
    break;
  }
  return readings;
}

/** A title in a scheme that trains managers: "零售管培生", "生产储备干部", "Retail Management Trainee". */
const MANAGEMENT_TRAINEE = /管培生|管理培训生|储备干部|储备经理|\bmanagement trainee\b/i;
/** The management-trainee words at a Chinese title's end, and in a Latin one. */
const CHINESE_MANAGEMENT_TRAINEE_END = /(?:管培生|管理培训生|储备干部|储备经理)$/u;
const LATIN_MANAGEMENT_TRAINEE = /\b(?:management\s+)?trainees?\b/gi;
/** Words before a management-trainee word that name a company or a department, not work one manages. */
const MANAGERIAL_NO_FIELD = /^(?:研发|技术|管理|综合|公司|集团|总部|部门|业务|工程|医学|律所|储备)$/u;
const MANAGER_ENDINGS = ['经理', '主管', '店长'];

/** A management trainee's title read as the field's manager: "零售管培生" → 零售经理, 零售主管, 零售店长. */
function managerialReadings(text: string): string[] {
  if (/\p{Script=Han}/u.test(text)) {
    const field = text.replace(CHINESE_MANAGEMENT_TRAINEE_END, '').trim();
    if (field === text.trim() || [...field].length < 2 || MANAGERIAL_NO_FIELD.test(field)) return [];
    return MANAGER_ENDINGS.map((ending) => `${field}${ending}`);
  }
  const words = text
    .replace(LATIN_MANAGEMENT_TRAINEE, ' ')
    .split(/\s+/)
    .filter((word) => word !== '');
  const last = words.at(-1)?.toLowerCase();
  if (last === undefined || words.length > 4) return [];
  if (last === 'management') return words.length > 1 ? [[...words.slice(0, -1), 'manager'].join(' ')] : [];
  if (!/^[a-z]{3,}$/.test(last) || LATIN_NO_FIELD.has(last)) return [];
  return [[...words, 'manager'].join(' ')];
}

/** Roles named after whom they serve. */
const SERVING_ROLE = /(?:assistant|aide|secretary|\bpa|\bea|adviser|advisor|deputy|liaison|chief of staff)$/i;

/** "Executive Assistant to the CEO" → ["Executive Assistant", "CEO"]: the title and whom it serves, if named. */
function withoutWhomServed(title: string): [string, string | undefined] {
  const at = title.toLowerCase().lastIndexOf(' to ');
  // Only a role that serves someone: "go to market manager" and "door to door salesman" are titles whole.
  if (at <= 0 || !SERVING_ROLE.test(title.slice(0, at))) return [title, undefined];
  const whom = title
    .slice(at + 4)
    .trim()
    .replace(/^the\s/i, '');
  if (whom === '' || whom.length > 40 || /[,|，｜]/.test(whom)) return [title, undefined];
  // A PA who serves someone is a personal assistant; a physician assistant serves no one by name.
  const role = title.slice(0, at);
  return [/^pa$/i.test(role.trim()) ? 'Personal Assistant' : role, whom];
}
