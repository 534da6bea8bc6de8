// Finds the headings of a resume (Chinese and English, their synonyms, capitals, spaced letters, icons, type size) and cuts it into parts.
import { OTHER_SECTION_HEADINGS, partKindOfHeading, SECTION_NAMES } from '../../knowledge/section-names.ts';
import { characterSet, splitTrimmed, trailingParenthetical, trimEndWhere } from '../../lib/text-scan.ts';
import { findDateRange } from '../../resume/dates.ts';
import type { PartKind } from '../../resume/resume-document.ts';
import { classifyField } from './entry-fields.ts';
import { LIST_LABEL_WORDS } from './entry-words.ts';
import { HAN, MARKDOWN_BULLET, type ResumeLine, typicalFontSize, wordCount } from './resume-lines.ts';

/**
 * Words a heading is joined from ("HONORS/AWARDS", "实习/项目经历", "Skills & Interests"); each side
 * is looked up on its own and the first known one names the part.
 */
export const HEADING_JOINERS = /\/|&|＆|\+|、|与|及|和|\band\b/;

export interface DraftPart {
  kind: PartKind;
  title: string;
  headingLevel: number;
  lines: ResumeLine[];
}

export interface ResumeOutline {
  /** Lines before the first heading: name and contacts, usually. */
  header: ResumeLine[];
  parts: DraftPart[];
}

/** Parts whose content is a list of entries. */
export const ENTRY_KINDS: ReadonlySet<PartKind> = new Set([
  'work',
  'internship',
  'project',
  'education',
  'campus',
]);

const HEADING_DECORATION_START = /^[\s【[《「<■□◆◇●○►▶▸▪◼◾✦★☆❖|=\-_~*─━═—–:：•·>»#]+/;
const isHeadingDecorationEnd = characterSet('】]》」>|=-_~*─━═—–:：•·<«■□◆◇●○►◀◄▪◼◾✦★☆❖', {
  withWhitespace: true,
});
const HEADING_NUMBERING =
  /^(?:[一二三四五六七八九十]+[、.．]|\(?[0-9]{1,2}[).．、]|[（(][一二三四五六七八九十0-9]+[）)]|[IVX]{1,4}[.、．]|0?[1-9](?=\s))\s*/;
const BRACKETED_HEADING = /^【([^】]{1,20})】$/;
/** Letters printed apart: "E X P E R I E N C E", "工 作 经 历", "W O R K  E X P E R I E N C E". */
const SPACED_LETTERS = /^\p{L}{1,2}(?:\s{1,3}\p{L}{1,2}){2,}$/u;
const SENTENCE_PUNCTUATION = /[.。!！?？;；,，]$/;
/** Words of a phrase about oneself ("熟悉各种技能"), never of a heading. */
const CHINESE_PHRASE_WORDS = /[的了着]|熟悉|掌握|具备|具有|良好|各种|相关|较强|精通|了解/;

const MAX_HEADING_CHARS = 40;
const MAX_HEADING_WORDS = 5;
const MAX_CHINESE_HEADING_CHARS = 10;
const MAX_HEADER_LINE_CHARS = 200;

// Lookup tables: the section synonyms, written with and without spaces, and the headings of `other` parts.
const KIND_OF_SYNONYM = new Map<string, PartKind>();
for (const name of SECTION_NAMES) {
  for (const synonym of name.synonyms) {
    KIND_OF_SYNONYM.set(synonym.toLowerCase(), name.kind);
    KIND_OF_SYNONYM.set(synonym.toLowerCase().replace(/\s+/g, ''), name.kind);
  }
}
for (const heading of OTHER_SECTION_HEADINGS) {
  if (!KIND_OF_SYNONYM.has(heading)) KIND_OF_SYNONYM.set(heading, 'other');
  const tight = heading.replace(/\s+/g, '');
  if (!KIND_OF_SYNONYM.has(tight)) KIND_OF_SYNONYM.set(tight, 'other');
}

export interface Heading {
  kind: PartKind;
  /** The heading as printed, without numbering, icons, markup or a trailing colon. */
  title: string;
  /** How it was recognised: a synonym as a whole, or only its last words ("Key Skills", "计算机技能"). */
  match: 'exact' | 'suffix';
}

/** The heading a line is, judged from its words alone; undefined for other lines. */
export function headingOf(line: ResumeLine): Heading | undefined {
  const printed = headingCandidate(line);
  if (!printed) return undefined;
  // A footnote mark set right after the words ("技术能力²" read as "技术能力2") is no part of the heading.
  const marked = /^(.*[^\d\s])\d{1,2}$/u.exec(printed)?.[1];
  // A note in brackets after the words ("Work Experience (selected)") does not change what the part is.
  const noted = trailingParenthetical(printed)?.before || undefined;
  const candidate = marked !== undefined && kindOfExactHeading(marked) ? marked : printed;
  const lookup = noted !== undefined && !kindOfExactHeading(candidate) ? noted : candidate;
  const exact = kindOfExactHeading(lookup);
  if (exact) return { kind: exact, title: candidate, match: 'exact' };
  const suffix = kindOfHeadingEnd(lookup);
  if (suffix) return { kind: suffix, title: candidate, match: 'suffix' };
  return undefined;
}

/** The line's text as a heading would be titled, or undefined when the line cannot be one. */
export function headingCandidate(line: ResumeLine): string | undefined {
  if (line.text.length > MAX_HEADER_LINE_CHARS || (line.bullet && MARKDOWN_BULLET.test(line.text)))
    return undefined;
  let candidate = trimEndWhere(
    line.text.replace(/\t+/g, ' ').replace(BRACKETED_HEADING, '$1').replace(HEADING_DECORATION_START, ''),
    isHeadingDecorationEnd,
  )
    .replace(HEADING_NUMBERING, '')
    .replace(/[*_`]/g, '')
    .trim();
  if (SPACED_LETTERS.test(candidate)) candidate = joinSpacedLetters(candidate);
  if (candidate === '' || candidate.length > MAX_HEADING_CHARS) return undefined;
  if (wordCount(candidate) > MAX_HEADING_WORDS || SENTENCE_PUNCTUATION.test(candidate)) return undefined;
  if (/[:：]/.test(candidate) || /\d{3,}|@|www\.|:\/\/|\.(?:com|org|net|io|cn|me)\b/i.test(candidate))
    return undefined;
  return candidate;
}

/** "W O R K  E X P E R I E N C E" → "WORK EXPERIENCE"; "工 作 经 历" → "工作经历". */
export function joinSpacedLetters(text: string): string {
  if (/\s{2,}/.test(text))
    return text
      .split(/\s{2,}/)
      .map((word) => word.replace(/\s+/g, ''))
      .join(' ');
  const joined = text.replace(/\s+/g, '');
  // Without a wider gap the words cannot be told apart, unless the joined letters are a known heading.
  const known = [...KIND_OF_SYNONYM.keys()].find(
    (synonym) => synonym.replace(/\s+/g, '') === joined.toLowerCase(),
  );
  if (known?.includes(' ')) return casedLike(known, joined);
  return joined;
}

function casedLike(words: string, printed: string): string {
  return printed === printed.toUpperCase() ? words.toUpperCase() : words;
}

function normalize(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLowerCase();
}

/** The kind a whole heading names: a synonym, the same without spaces, or a joined heading ("HONORS/AWARDS"). */
export function kindOfExactHeading(candidate: string): PartKind | undefined {
  const normalized = normalize(candidate);
  const direct = KIND_OF_SYNONYM.get(normalized) ?? KIND_OF_SYNONYM.get(normalized.replace(/\s+/g, ''));
  if (direct) return direct;
  const known = partKindOfHeading(candidate);
  if (known) return known;
  const bilingual = kindOfBilingualHeading(normalized);
  if (bilingual) return bilingual;
  const sides = splitTrimmed(normalized, HEADING_JOINERS).filter((side) => side !== '');
  if (sides.length < 2) return undefined;
  for (const side of sides) {
    const kind = KIND_OF_SYNONYM.get(side) ?? KIND_OF_SYNONYM.get(side.replace(/\s+/g, ''));
    if (kind) return kind;
  }
  return undefined;
}

/**
 * A heading printed in both languages on one line: "工作经历 Work Experience", "教育背景 | Education",
 * "项目经验 PROJECTS", "Skills 专业技能". The line must be one Chinese run and one Latin run (with spaces or
 * a separator between); the Chinese side must name a part, and the English side, when it names one
 * too, the same kind (otherwise it is taken as the translation it is printed as).
 */
export function kindOfBilingualHeading(normalized: string): PartKind | undefined {
  const sides = scriptRuns(normalized);
  if (!sides) return undefined;
  const han = KIND_OF_SYNONYM.get(sides.han.replace(/\s+/g, ''));
  if (!han) return undefined;
  const latin = KIND_OF_SYNONYM.get(sides.latin) ?? KIND_OF_SYNONYM.get(sides.latin.replace(/\s+/g, ''));
  if (latin !== undefined && latin !== han) return undefined;
  if (latin === undefined && sides.latin.split(' ').length > 3) return undefined;
  return han;
}

const isRunSeparator = characterSet('|｜/／·•・-–—:：()（）', { withWhitespace: true });

/** The Chinese run and the Latin run of a line made of exactly those two (either order), else undefined. */
function scriptRuns(text: string): { han: string; latin: string } | undefined {
  const runs: { script: 'han' | 'latin'; text: string }[] = [];
  for (const character of text) {
    const script = HAN.test(character) ? 'han' : /[a-z&'’]/.test(character) ? 'latin' : undefined;
    const last = runs[runs.length - 1];
    if (script === undefined) {
      if (!isRunSeparator(character)) return undefined;
      if (last) last.text += character;
      continue;
    }
    if (last?.script === script) last.text += character;
    else runs.push({ script, text: character });
  }
  if (runs.length !== 2) return undefined;
  const clean = (run: { text: string }) => trimEndWhere(run.text, isRunSeparator).trim();
  const han = runs.find((run) => run.script === 'han');
  const latin = runs.find((run) => run.script === 'latin');
  return han && latin ? { han: clean(han), latin: clean(latin) } : undefined;
}

/** The kind named by a heading's last words: "Key Skills", "ON CAMPUS INVOLVEMENT", "计算机技能", "IT 技能". */
export function kindOfHeadingEnd(candidate: string): PartKind | undefined {
  const normalized = normalize(candidate);
  if (HAN.test(normalized)) {
    const tight = normalized.replace(/\s+/g, '');
    if (tight.length > MAX_CHINESE_HEADING_CHARS) return undefined;
    for (let start = 1; start < tight.length - 1; start += 1) {
      const kind = KIND_OF_SYNONYM.get(tight.slice(start));
      if (kind) return kind;
    }
    return undefined;
  }
  const words = normalized.split(' ');
  for (let from = 1; from < words.length; from += 1) {
    const kind = KIND_OF_SYNONYM.get(words.slice(from).join(' '));
    if (kind) return kind;
  }
  return undefined;
}

// Cutting a resume into parts.

/** The type style of a line: its size rounded to half a point, and whether it is bold. */
interface Style {
  size: number;
  bold: boolean;
}

function styleOf(line: ResumeLine): Style | undefined {
  if (line.fontSize === undefined) return undefined;
  return { size: Math.round(line.fontSize * 2) / 2, bold: line.bold === true };
}

function sameStyle(a: Style, b: Style): boolean {
  return Math.abs(a.size - b.size) <= 0.5 && a.bold === b.bold;
}

/**
 * The style most headings the words recognise are printed in, when at least two share it: other lines in
 * that style are headings too, and a synonym printed otherwise ("Miscellaneous" as a sub-heading) is not.
 */
interface LearnedStyle {
  style: Style;
  /** How many recognised headings are printed in it. */
  votes: number;
  /** Every one of them is in capitals. */
  capitals: boolean;
}

function learnHeadingStyle(lines: readonly ResumeLine[]): LearnedStyle | undefined {
  const counts: LearnedStyle[] = [];
  for (const line of lines) {
    const heading = headingOf(line);
    const style = styleOf(line);
    if (heading?.match !== 'exact' || !style) continue;
    const found = counts.find((count) => sameStyle(count.style, style));
    if (found) {
      found.votes += 1;
      found.capitals &&= isCapitals(heading.title);
    } else counts.push({ style, votes: 1, capitals: isCapitals(heading.title) });
  }
  counts.sort((a, b) => b.votes - a.votes);
  const best = counts[0];
  if (!best || best.votes < 2) return undefined;
  // Body text in the same style would make every line a heading.
  const bodySize = typicalFontSize(lines);
  if (bodySize !== undefined && !best.style.bold && Math.abs(best.style.size - bodySize) <= 0.5)
    return undefined;
  return best;
}

/** Cuts lines into the header (before the first heading) and parts, each titled as printed. */
export function splitIntoParts(lines: readonly ResumeLine[]): ResumeOutline {
  const header: ResumeLine[] = [];
  const parts: DraftPart[] = [];
  const learned = learnHeadingStyle(lines);
  let current: DraftPart | undefined;
  let headingsAreCapitals: boolean | undefined;

  for (const [index, line] of lines.entries()) {
    const heading = judgeHeading(line, current, learned, lines[index + 1]);
    if (heading) {
      current = { kind: heading.kind, title: heading.title, headingLevel: line.headingLevel, lines: [] };
      parts.push(current);
      headingsAreCapitals = (headingsAreCapitals ?? true) && isCapitals(heading.title);
      continue;
    }
    if (current && !learned && isUnknownHeading(line, current, headingsAreCapitals === true)) {
      current = {
        kind: 'other',
        title: headingCandidate(line) ?? line.text,
        headingLevel: line.headingLevel,
        lines: [],
      };
      parts.push(current);
      continue;
    }
    if (current) current.lines.push(line);
    else header.push(line);
  }
  return { header, parts };
}

function judgeHeading(
  line: ResumeLine,
  current: DraftPart | undefined,
  learned: LearnedStyle | undefined,
  next: ResumeLine | undefined,
): Heading | undefined {
  const headingStyle = learned?.style;
  const votes = learned?.votes ?? 0;
  const style = styleOf(line);
  const styled = headingStyle !== undefined && style !== undefined && sameStyle(style, headingStyle);
  const heading = headingOf(line);
  if (heading) {
    if (line.headingLevel > 0) return heading;
    // "主要工作" over a project's bullets ends like a heading (工作) but only introduces the lines under it.
    if (heading.match === 'suffix' && LIST_LABEL_WORDS.has(heading.title)) return undefined;
    // "Shift Supervisor, Harbor Freight Tools" ends like a heading but is an entry's role and employer: before a
    // comma a heading names parts too ("Awards, Skills & Tools").
    if (heading.match === 'suffix' && !headingsBeforeComma(heading.title)) return undefined;
    if (styled) return heading;
    if (headingStyle && style) {
      // The resume prints its headings in one style; a synonym in another style is a sub-heading or a word,
      // unless it is set larger than the headings.
      if (votes >= 3 && style.size < headingStyle.size) return undefined;
      if (heading.match === 'suffix') return undefined;
    }
    if (heading.match === 'exact') return heading;
    // Only the last words name a part: trust it where it looks like a heading and names a new kind of part.
    if (current?.kind === heading.kind) return undefined;
    return looksLikeHeading(line, heading.title) ? heading : undefined;
  }
  if (styled && current && !line.bullet && !line.text.includes('\t')) {
    // Printed like the known headings: a heading this reader has no synonym for ("Extra 1", "个人兴趣"),
    // unless its words name an organisation, role or place, or dates follow it: then it heads an entry.
    const candidate = headingCandidate(line);
    if (
      candidate &&
      !findDateRange(candidate) &&
      wordCount(candidate) <= 4 &&
      next !== undefined &&
      !findDateRange(next.text) &&
      classifyField(candidate) === 'unknown' &&
      // Headings all in capitals make a line in lower case an entry's title; bullets under a line in an
      // entry part make it a project or employer.
      (!learned?.capitals || isCapitals(candidate)) &&
      !(ENTRY_KINDS.has(current.kind) && next.bullet)
    ) {
      return { kind: 'other', title: candidate, match: 'exact' };
    }
  }
  return undefined;
}

/** Every comma-separated piece but the last names a part ("Awards, Skills & Tools"), or there is no comma. */
function headingsBeforeComma(title: string): boolean {
  const pieces = title.split(/[,，]/).map((piece) => piece.trim());
  return pieces.slice(0, -1).every((piece) => kindOfExactHeading(piece) !== undefined);
}

/** Set apart as headings are: in capitals, in title case, bold, or short Chinese. */
function looksLikeHeading(line: ResumeLine, title: string): boolean {
  if (line.emphasized || line.headingLevel > 0 || isCapitals(title)) return true;
  if (HAN.test(title)) return title.replace(/\s+/g, '').length <= 6 && !CHINESE_PHRASE_WORDS.test(title);
  return title
    .split(/\s+/)
    .every((word) => /^[\p{Lu}\d&/]/u.test(word) || /^(?:and|of|the|in|for|&)$/.test(word));
}

/**
 * A heading this reader does not know still starts a part of its own (kept as `other`): a
 * markdown heading no deeper than the current part's, a 【bracketed】 line, or — in a resume whose
 * headings are all capitals — a line in capitals outside entries (where capitals may be a company).
 */
function isUnknownHeading(line: ResumeLine, current: DraftPart, headingsAreCapitals: boolean): boolean {
  if (line.bullet) return false;
  if (line.headingLevel > 0) {
    if (current.headingLevel > 0) return line.headingLevel <= current.headingLevel;
    return !ENTRY_KINDS.has(current.kind);
  }
  if (BRACKETED_HEADING.test(line.text)) return true;
  return (
    headingsAreCapitals &&
    !ENTRY_KINDS.has(current.kind) &&
    isCapitals(line.text) &&
    // An acronym on its own ("IEEE", "AWS") is an item, not a heading.
    (wordCount(line.text) > 1 || line.text.length > 5) &&
    !/\d/.test(line.text) &&
    !/\t/.test(line.text) &&
    line.text.length <= MAX_HEADING_CHARS &&
    wordCount(line.text) <= 4
  );
}

export function isCapitals(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length >= 3 && /^\p{Lu}+$/u.test(letters);
}
