// Reads an outline as people leave it after editing (spec/OUTLINE-FORMAT.md, the tolerant superset) into a ResumeDocument.
import type { Locale } from '@resume/contract';
import { partKindOfHeading, partTitle } from '../knowledge/section-names.ts';
import { type DateRange, findDateRange, findDateRanges, isDateText } from './dates.ts';
import { detectLocale } from './detect-locale.ts';
import type { KeyValue, PartKind, ResumeDocument, ResumeEntry, ResumePart } from './resume-document.ts';

/**
 * How a line is marked: `number` is `1.`, `1)`, `1、`; `paren` is `（1）`, `①` (sub-items in Chinese
 * resumes, so kept apart from entry numbering); `heading` is a `###` line inside an entry part.
 */
type Marker = 'none' | 'bullet' | 'number' | 'paren' | 'heading';

interface OutlineLine {
  indent: number;
  marker: Marker;
  /** The line without indentation and marker, trimmed. */
  text: string;
}

interface PartLines {
  kind: PartKind;
  title: string;
  lines: OutlineLine[];
}

interface Field {
  text: string;
  /** The separator written before this field, kept so a subtitle made of several fields reads as written. */
  separator: string;
}

interface EntryFields {
  title: string;
  subTitle: string;
  startTime: string;
  endTime: string;
}

/** The entry being read: its header's indentation and marker decide which later lines start a new one. */
interface OpenEntry {
  entry: ResumeEntry;
  indent: number;
  marker: Marker;
  /** Opened by a line that is not an entry header, which became the first bullet. */
  untitled: boolean;
}

const ENTRY_KINDS: ReadonlySet<PartKind> = new Set(['work', 'internship', 'project', 'education', 'campus']);
const KEY_VALUE_KINDS: ReadonlySet<PartKind> = new Set(['basic', 'skills', 'honors', 'certificates']);

/** Longer keys are sentences that happen to contain a colon, not labels. */
const MAX_KEY_LENGTH = 40;
/** An unmarked line longer than this, or with sentence punctuation, is prose rather than a name or role. */
const MAX_TITLE_LENGTH = 50;
/** Unmarked headings ("工作经历", "Education") are short; longer lines that mention a part are prose. */
const MAX_PLAIN_HEADING_LENGTH = 30;
const TAB_WIDTH = 4;

// Outlines may be 64 KB of user text, so no pattern here repeats a whitespace run without an anchor:
// trailing text is trimmed with string methods, not `\s*$`, which backtracks quadratically.

// `#`–`######`, space optional ("##工作经历").
const ATX_HEADING = /^ {0,3}(#{1,6})(.*)$/;
// Closing hashes of "## Skills ##", after the text is trimmed.
const CLOSING_HASHES = /(?:^|\s)#+$/;
// Same numbering normalizeHeading strips, kept here because titles keep their case and spacing.
const HEADING_NUMBERING =
  /^(?:[一二三四五六七八九十]+[、.．]|\(?[0-9]+[).．、]|[（(][一二三四五六七八九十0-9]+[）)])\s*/;
const MARKERS: readonly (readonly [Marker, RegExp])[] = [
  // `*` and `-` need a space so "**bold**" and "-5%" stay text; symbol bullets are often glued ("•负责").
  ['bullet', /^(?:[-*+](?=\s|$)|[•·●▪◦‣■□◆◇►▶➢✓✔])\s*/],
  // `(?!\d)` keeps "3.5 years" and "2021.03" from reading as numbered items.
  ['number', /^\d{1,3}(?:[.．、](?!\d)|[)）])\s*/],
  ['paren', /^(?:[（(]\d{1,3}[）)]|[①-⑳])\s*/],
];
// Fields are split on these first; they never occur inside a date.
const STRONG_SEPARATOR = /[|｜\t]/g;
const HAS_STRONG_SEPARATOR = /[|｜\t]/;
// Used only when there is no strong separator: a dash needs a space each side so "C-suite" stays whole.
const WEAK_SEPARATOR = /(?<=\s)[-–—－](?=\s)|——|，/g;
/** Characters left at the edge of a field once its dates are cut out ("Google | " → "Google"). */
const EDGE_CHARACTERS = new Set([...'|｜-–—－~～,，、:：']);
/** Brackets left around a cut date ("Google (2019 - 2021)"). */
const OPENING_BRACKETS: ReadonlySet<string> = new Set('(（');
const CLOSING_BRACKETS: ReadonlySet<string> = new Set(')）');
/** A field separator these end with means the text after a cut date is a new field ("Google — "). */
const FIELD_SEPARATOR_ENDINGS = ['|', '｜', '，', ' -', ' –', ' —', ' －', '——'] as const;
// An open range written without its start ("- 2021", "至 2022.06").
const OPEN_RANGE_START = /^[-–—－~～至]\s*/;
// A colon that separates a key, not the one in "https://".
const KEY_SEPARATOR = /[:：](?!\/\/)/;
// "**Name:** value" puts the colon inside the bold key; the key class excludes the colon, so no backtracking.
const BOLD_KEY = /^(?:\*\*|__)([^*_:：]+)[:：](?:\*\*|__)(.*)$/;
const SENTENCE_PUNCTUATION = /[。；;！!？?]/;
// Bracketed spans are masked before splitting so "[Degree, Major]" or "(Beijing | Remote)" stay one field.
// An opening bracket is excluded inside, so a run of them without a closing one is scanned once.
const BRACKETED = /\[[^[\]\n]*\]|\([^()\n]*\)|（[^（）\n]*）/g;
const MASK = '\u0001';

/**
 * Reads an outline into a ResumeDocument without dropping anything the user wrote: unknown parts are
 * kept as 'other', lines that fit no shape become list items or bullets, and facts stay verbatim.
 */
export function parseOutline(
  markdown: string,
  fallback: { job?: string; locale?: Locale } = {},
): ResumeDocument {
  const locale = fallback.locale ?? detectLocale(markdown);
  const { job, preamble, parts } = groupLines(markdown.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/));
  const built = parts.map(buildPart);
  if (preamble.length > 0) built.unshift(buildPreamble(preamble, locale));
  return { locale, job: job ?? fallback.job ?? '', parts: built };
}

function groupLines(lines: readonly string[]): { job?: string; preamble: OutlineLine[]; parts: PartLines[] } {
  let job: string | undefined;
  const preamble: OutlineLine[] = [];
  const parts: PartLines[] = [];
  for (const raw of lines) {
    if (raw.trim() === '') continue;
    const current = parts.at(-1);
    const heading = readHeading(raw);
    if (!heading) {
      (current?.lines ?? preamble).push(readLine(raw));
      continue;
    }
    const kind = partKindOfHeading(heading.text);
    if (heading.level === 1 && kind === undefined && job === undefined && parts.length === 0) {
      job = cleanHeading(heading.text);
    } else if (kind === undefined && heading.level >= 3 && current && ENTRY_KINDS.has(current.kind)) {
      // "### Google" under "## Work Experience" is an entry written as a heading.
      current.lines.push({ indent: 0, marker: 'heading', text: heading.text.trim() });
    } else {
      parts.push({ kind: kind ?? 'other', title: cleanHeading(heading.text), lines: [] });
    }
  }
  return { job, preamble, parts };
}

/**
 * A heading: any `#` line; a bold-only line or an unmarked, unindented short line that names a known
 * part. Unknown bold lines stay content, since "**Google**" under work is an entry, not a part.
 */
function readHeading(raw: string): { level: number; text: string } | undefined {
  const atx = ATX_HEADING.exec(raw);
  const atxText = atx?.[2]?.trim().replace(CLOSING_HASHES, '').trim();
  if (atx) return { level: atx[1]?.length ?? 1, text: atxText ?? '' };
  const trimmed = raw.trim();
  const bold = readBoldLine(trimmed);
  if (bold && partKindOfHeading(bold)) return { level: 2, text: bold };
  // Unindented and unmarked, or numbered the Chinese way ("1、工作经历"), which bullets rarely are.
  const isPlain = /^\S/.test(raw) && (readLine(raw).marker === 'none' || /^\d{1,3}、/.test(trimmed));
  if (isPlain && trimmed.length <= MAX_PLAIN_HEADING_LENGTH && partKindOfHeading(trimmed)) {
    return { level: 2, text: trimmed };
  }
  return undefined;
}

/** The text of a line that is bold and nothing else ("**工作经历**", "__Skills:__", "**Skills**:"). */
function readBoldLine(trimmed: string): string | undefined {
  const withoutColon = trimColon(trimmed);
  const inner = unwrapEmphasis(withoutColon);
  return inner !== withoutColon && inner.trim() !== '' ? inner : undefined;
}

/** The heading as a title: numbering, emphasis and the trailing colon go; case and words stay. */
function cleanHeading(text: string): string {
  return trimColon(unwrapEmphasis(trimColon(text.trim())).trim().replace(HEADING_NUMBERING, ''));
}

function trimColon(text: string): string {
  const trimmed = text.trimEnd();
  return trimmed.endsWith(':') || trimmed.endsWith('：') ? trimmed.slice(0, -1).trimEnd() : trimmed;
}

function readLine(raw: string): OutlineLine {
  const indent = measureIndent(raw);
  const body = raw.trim();
  for (const [marker, pattern] of MARKERS) {
    const match = pattern.exec(body);
    if (match) return { indent, marker, text: body.slice(match[0].length).trim() };
  }
  return { indent, marker: 'none', text: body };
}

/** Width of the leading white space, a tab counting TAB_WIDTH; a loop, as it runs for every line of 64 KB. */
function measureIndent(raw: string): number {
  let width = 0;
  for (const character of raw) {
    if (character === '\t') width += TAB_WIDTH;
    else if (/\s/.test(character)) width += 1;
    else break;
  }
  return width;
}

/** Text before the first part: contact lines make it basic information, anything else 'other'. */
function buildPreamble(lines: OutlineLine[], locale: Locale): ResumePart {
  const kind: PartKind = lines.some((line) => splitKeyValue(line.text)) ? 'basic' : 'other';
  return buildPart({ kind, title: partTitle(kind, locale), lines });
}

/**
 * Entry kinds become entries; summary is a list; key/value kinds are kv only when every line is
 * `Key: value`, otherwise a list so no line is lost; unknown parts take the shape of their content.
 */
function buildPart({ kind, title, lines }: PartLines): ResumePart {
  if (ENTRY_KINDS.has(kind) || (kind === 'other' && hasEntryHeaders(lines))) {
    return { kind, title, shape: 'entries', entries: parseEntries(lines) };
  }
  const filled = lines.filter((line) => line.text !== '');
  const keyValues = kind === 'summary' ? undefined : readKeyValues(filled);
  if (keyValues && (KEY_VALUE_KINDS.has(kind) || keyValues.length > 0)) {
    return { kind, title, shape: 'kv', items: keyValues };
  }
  return { kind, title, shape: 'list', items: filled.map((line) => line.text) };
}

/** An unknown part holds entries when a top-level numbered line looks like one or has lines under it. */
function hasEntryHeaders(lines: readonly OutlineLine[]): boolean {
  const top = lines.reduce((least, line) => Math.min(least, line.indent), Number.POSITIVE_INFINITY);
  return lines.some(
    (line, position) =>
      line.indent === top &&
      line.marker === 'number' &&
      (looksLikeEntryHeader(line.text) || (lines[position + 1]?.indent ?? -1) > line.indent),
  );
}

function readKeyValues(lines: readonly OutlineLine[]): KeyValue[] | undefined {
  const items: KeyValue[] = [];
  for (const line of lines) {
    const item = splitKeyValue(line.text);
    if (!item) return undefined;
    items.push(item);
  }
  return items;
}

/** `Key: value` / `键：值` split at the first colon outside brackets and URLs. */
function splitKeyValue(text: string): KeyValue | undefined {
  const bold = BOLD_KEY.exec(text);
  if (bold) return toKeyValue(bold[1] ?? '', bold[2] ?? '');
  // "**Name**: value" is an ordinary key/value whose key loses its emphasis in toKeyValue.
  const at = maskBrackets(text).search(KEY_SEPARATOR);
  if (at <= 0) return undefined;
  return toKeyValue(text.slice(0, at), text.slice(at + 1));
}

function toKeyValue(rawKey: string, rawValue: string): KeyValue | undefined {
  const key = unwrapEmphasis(rawKey.trim());
  if (key === '' || key.length > MAX_KEY_LENGTH) return undefined;
  return { key, value: rawValue.trim() };
}

/**
 * Entries: a header line opens one; deeper or differently marked lines are its bullets; plain lines
 * right under a header may carry its missing role or dates. Lines before any header (a work part
 * written as plain bullets) go into an untitled entry so no text is lost.
 */
function parseEntries(lines: readonly OutlineLine[]): ResumeEntry[] {
  const entries: ResumeEntry[] = [];
  let open: OpenEntry | undefined;
  for (const line of lines) {
    const isStructural = line.marker === 'number' || line.marker === 'heading';
    if (line.text === '' && !isStructural) continue;
    if (open && isHeaderStillOpen(open) && absorbIntoHeader(open.entry, line)) continue;
    if (open && !startsEntry(open, line)) {
      if (line.text !== '') open.entry.bullets.push(line.text);
      continue;
    }
    open = openEntry(line);
    entries.push(open.entry);
  }
  return entries;
}

/** Lines may still complete the header until the first bullet. */
function isHeaderStillOpen(open: OpenEntry): boolean {
  return !open.untitled && open.entry.bullets.length === 0;
}

function openEntry(line: OutlineLine): OpenEntry {
  const isHeader =
    line.marker === 'heading' ||
    looksLikeEntryHeader(line.text) ||
    ((line.marker === 'number' || line.marker === 'none') && isShortTitle(line.text));
  if (!isHeader) {
    const entry = { title: '', subTitle: '', startTime: '', endTime: '', bullets: [line.text] };
    return { entry, indent: line.indent, marker: line.marker, untitled: true };
  }
  return {
    entry: { ...readEntryFields(line.text), bullets: [] },
    indent: line.indent,
    marker: line.marker,
    untitled: false,
  };
}

/**
 * Deeper lines never start an entry. Lines marked like the header start one when they are numbered or
 * `###` (or look like a header); any other line only when it looks like a header (fields or a date
 * range) and is not a bullet, so "1.负责…" under plain headers and "- 2019 - 2021 did X" stay bullets.
 */
function startsEntry(open: OpenEntry, line: OutlineLine): boolean {
  if (line.indent > open.indent) return false;
  const isStructural = line.marker === 'number' || line.marker === 'heading';
  if (line.marker === open.marker) return (isStructural && !open.untitled) || looksLikeEntryHeader(line.text);
  if (open.untitled && isStructural) return true;
  const isBullet = line.marker === 'bullet' || line.marker === 'paren';
  return !isBullet && looksLikeEntryHeader(line.text);
}

/** Fields (`|`, `｜`, tab) or a date range with both ends. */
function looksLikeEntryHeader(text: string): boolean {
  if (HAS_STRONG_SEPARATOR.test(maskBrackets(text))) return true;
  const range = findDateRange(text);
  return range !== undefined && range.endTime !== '';
}

function isShortTitle(text: string): boolean {
  return text.length <= MAX_TITLE_LENGTH && !SENTENCE_PUNCTUATION.test(text);
}

/**
 * A line right under a header that fills what the header lacks: "   2021.03 - 至今" gives the dates,
 * a short plain line the role. Returns false when the line does not fit, so it becomes a bullet.
 */
function absorbIntoHeader(entry: ResumeEntry, line: OutlineLine): boolean {
  const hasDates = entry.startTime !== '' || entry.endTime !== '';
  if (line.marker === 'bullet' || line.marker === 'paren') {
    const dates = hasDates ? undefined : readDateField(line.text);
    if (dates) Object.assign(entry, dates);
    return dates !== undefined;
  }
  if (line.marker !== 'none') return false;
  const fields = readEntryFields(line.text);
  const foundDates = fields.startTime !== '' || fields.endTime !== '';
  const texts = [fields.title, fields.subTitle].filter((text) => text !== '');
  const slots = (['title', 'subTitle'] as const).filter((slot) => entry[slot] === '');
  if ((foundDates && hasDates) || texts.length > slots.length || !texts.every(isShortTitle)) return false;
  texts.forEach((text, position) => {
    const slot = slots[position];
    if (slot) entry[slot] = text;
  });
  if (foundDates) Object.assign(entry, { startTime: fields.startTime, endTime: fields.endTime });
  return true;
}

/**
 * `title | subTitle | dates` in any order and with any separator. The dates are taken first (a field
 * that is only dates, else the last date inside a field), then the rest: the first field is the title,
 * the others, as written, the subtitle.
 */
function readEntryFields(text: string): EntryFields {
  const strong = splitFields(text, STRONG_SEPARATOR);
  const { fields: undated, startTime, endTime } = takeDates(strong);
  const only = undated[0];
  const fields = undated.length === 1 && only ? splitFields(only.text, WEAK_SEPARATOR) : undated;
  while (fields.length > 0 && fields.at(-1)?.text === '') fields.pop();
  const [first, ...later] = fields;
  return { title: unwrapEmphasis(first?.text ?? ''), subTitle: joinAsWritten(later), startTime, endTime };
}

/** Fields joined by the separators they were written with, empty leading ones skipped. */
function joinAsWritten(fields: readonly Field[]): string {
  const firstFilled = fields.findIndex((field) => field.text !== '');
  if (firstFilled === -1) return '';
  const [head, ...tail] = fields.slice(firstFilled);
  return unwrapEmphasis((head?.text ?? '') + tail.map((field) => field.separator + field.text).join(''));
}

function takeDates(fields: readonly Field[]): { fields: Field[]; startTime: string; endTime: string } {
  for (let position = fields.length - 1; position >= 0; position -= 1) {
    const dates = readDateField(fields[position]?.text ?? '');
    if (dates) return { ...dates, fields: fields.filter((_, other) => other !== position) };
  }
  for (let position = fields.length - 1; position >= 0; position -= 1) {
    const field = fields[position];
    const range = field ? findPreferredDateRange(field.text) : undefined;
    if (!field || !range) continue;
    const remaining = [...fields];
    remaining[position] = { ...field, text: cutSpan(field.text, range.index, range.length) };
    return { fields: remaining, startTime: range.startTime, endTime: range.endTime };
  }
  return { fields: [...fields], startTime: '', endTime: '' };
}

/** A field that is nothing but dates: a date, a range, or an open range "- 2021" (end only). */
function readDateField(text: string): { startTime: string; endTime: string } | undefined {
  if (isDateText(text)) {
    const range = findDateRange(text.trim());
    return range && { startTime: range.startTime, endTime: range.endTime };
  }
  const open = OPEN_RANGE_START.exec(text.trim());
  const end = open ? text.trim().slice(open[0].length) : '';
  if (!open || !isDateText(end) || findDateRange(end)?.endTime !== '') return undefined;
  return { startTime: '', endTime: end };
}

/** Dates close a header, so the last range wins ("Class of 2019 Hackathon — 2019 - 2020"). */
function findPreferredDateRange(text: string): DateRange | undefined {
  const found = findDateRanges(text);
  return found.findLast((range) => range.endTime !== '') ?? found.at(-1);
}

/** The text with a span cut out, the separator or brackets around it tidied: "Google (2019 - 2021)" → "Google". */
function cutSpan(text: string, index: number, length: number): string {
  const before = trimEdge(text.slice(0, index), 'end', OPENING_BRACKETS);
  const after = trimEdge(text.slice(index + length), 'start', CLOSING_BRACKETS);
  if (before === '') return trimEdge(after, 'both', EDGE_CHARACTERS);
  if (after === '') return trimEdge(before, 'both', EDGE_CHARACTERS);
  const endsWithSeparator = FIELD_SEPARATOR_ENDINGS.some((ending) => before.endsWith(ending));
  return `${before} ${endsWithSeparator ? trimEdge(after, 'both', EDGE_CHARACTERS) : after}`;
}

/** Whitespace and the given characters removed from one or both ends, without a backtracking regex. */
function trimEdge(text: string, edge: 'start' | 'end' | 'both', characters: ReadonlySet<string>): string {
  const isEdge = (character: string | undefined): boolean =>
    character !== undefined && (characters.has(character) || character.trim() === '');
  let start = 0;
  let end = text.length;
  if (edge !== 'end') while (start < end && isEdge(text[start])) start += 1;
  if (edge !== 'start') while (end > start && isEdge(text[end - 1])) end -= 1;
  return text.slice(start, end);
}

/** Fields between separators, each trimmed; a field's separator is the text between it and the one before. */
function splitFields(text: string, separator: RegExp): Field[] {
  const pieces: { start: number; end: number }[] = [];
  let start = 0;
  for (const match of maskBrackets(text).matchAll(separator)) {
    pieces.push({ start, end: match.index });
    start = match.index + match[0].length;
  }
  pieces.push({ start, end: text.length });
  let previousEnd = 0;
  return pieces.map((piece, position) => {
    const raw = text.slice(piece.start, piece.end);
    const contentStart = piece.start + (raw.length - raw.trimStart().length);
    const contentEnd = Math.max(contentStart, piece.end - (raw.length - raw.trimEnd().length));
    const field = {
      text: text.slice(contentStart, contentEnd),
      separator: position === 0 ? '' : text.slice(previousEnd, contentStart),
    };
    previousEnd = contentEnd;
    return field;
  });
}

/** Same length as the input, with the inside of brackets blanked so separators there are not seen. */
function maskBrackets(text: string): string {
  return text.replace(BRACKETED, (span) => `${span[0]}${MASK.repeat(span.length - 2)}${span.at(-1)}`);
}

/** "**Google**" → "Google": emphasis around a whole field is markup, not part of the name. */
function unwrapEmphasis(text: string): string {
  const mark = text.slice(0, 2);
  return (mark === '**' || mark === '__') && text.length > 4 && text.endsWith(mark)
    ? text.slice(2, -2)
    : text;
}
