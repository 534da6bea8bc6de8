// Turns what a reader returned (text, or lines with layout) into clean resume lines: markup, bullets, icons and noise handled.

import { characterSet, collapseAroundTabs, isWhitespace, trimEndWhere } from '../../lib/text-scan.ts';
import type { KeyValue } from '../../resume/resume-document.ts';
import { MAX_PAGE_NUMBER_CHARS } from '../formats/office-text.ts';
import type { ReadLine } from '../resume-reader.ts';
import { DOCUMENT_TITLES } from './contact-words.ts';

export interface ResumeLine {
  /** The line without markdown markup or icons, trimmed; a tab separates columns. */
  text: string;
  /** The text without its bullet marker. */
  content: string;
  bullet: boolean;
  /** Leading whitespace of the raw line, tabs counting as four. */
  indent: number;
  /** Number of `#` of a markdown heading, 0 for other lines. */
  headingLevel: number;
  /** The whole line was bold (`**Acme Corp**`, or bold type in the file). */
  emphasized: boolean;
  /** Layout, where the reader knew it. */
  fontSize?: number;
  bold?: boolean;
  x?: number;
  /** Right edge of the printed text, and where its column's text may run to (PDF, in points). */
  right?: number;
  measureEnd?: number;
  page?: number;
}

/**
 * A bullet marker: symbols, `-`/`*`/`+` followed by a space, Word's "o " before a capital, or numbering (`1.`, `1)`,
 * `(1)`, `①`, `2、`). A digit after "1." makes a decimal ("1.5"); after "2、" it is the item's own ("2、618 大促").
 */
export const BULLET =
  /^(?:[•·●○◦▪▫■□◆◇►▶▸➢➤✓✔√→❖★☆⁃‣∙⦁➔➜➣➥✗✘✦✧◉◎⊙]\s*|[-–—*+]\s+|o\s+(?=[A-Z\d])|\{\s+|\d{1,2}(?:[.)．](?!\d)|、)\s*|[(（]\d{1,2}[)）]\s*|[①-⑳]\s*)/;
/** The single characters BULLET takes as a list marker. */
const BULLET_GLYPHS = new Set('•·●○◦▪▫■□◆◇►▶▸➢➤✓✔√→❖★☆⁃‣∙⦁➔➜➣➥✗✘✦✧◉◎⊙');
/** Signs that belong to a name ("TapRooT®", "Excel™"), which Unicode also counts as pictographs. */
const NAME_SIGNS = new Set(['®', '™', '©']);
/** Arrows that join words ("ADP ↔ Kronos"), which Unicode also counts as pictographs: meaning, not icons. */
const JOINING_ARROWS = new Set('↔↕↖↗↘↙↩↪');
/** Markdown list markers: a line that starts with one is never a heading. */
export const MARKDOWN_BULLET = /^[-*+]\s/;
const SEPARATOR_LINE = /^[\s=\-_~*─━═—–·•.]{3,}$/;
const MARKDOWN_TABLE_RULE = /^\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?$/;
/** Page numbers and footnote marks: "2", "1/4", "- 2 -", "Page 2 of 3", "第 1 页", "1   2". */
const PAGE_NUMBER =
  /^(?:[-–—\s]*\d{1,3}(?:\s*\/\s*\d{1,3})?[-–—\s]*|page\s+\d{1,3}(?:\s+of\s+\d{1,3})?|第\s*\d{1,3}\s*页(?:\s*[,，/]?\s*共\s*\d{1,3}\s*页)?|\d{1,2}(?:\s+\d{1,2}){1,3})$/i;
/** Page-number patterns have ambiguous blanks, so they only ever see a line as short as a page number's. */
function isPageNumber(text: string): boolean {
  return text.length <= MAX_PAGE_NUMBER_CHARS && PAGE_NUMBER.test(text);
}
/** Icons drawn with private-use glyphs (Font Awesome and friends) and joiners carry no text. */
const ICONS = /[\uE000-\uF8FF\u200B-\u200D\u2060\uFEFF\u{F0000}-\u{FFFFD}]/gu;
/** Emoji and pictographs used as icons ("📞 138…", "✉ jane@…"); digits, # and * stay. */
const PICTOGRAPHS = /\p{Extended_Pictographic}\uFE0F?/gu;
/**
 * Soft hyphens and the hyphens they sit next to ("555-\u00AD\u20105555" prints as "555-5555"): one hyphen
 * where one was printed, nothing inside a word, where a soft hyphen only marks a place to break.
 */
const SOFT_HYPHEN = /[-\u2010\u2011]?\u00AD+[-\u2010\u2011]?|-[\u2010\u2011]|[\u2010\u2011]-/g;
/** Blanks wide enough to be a column gap in text that has no tabs. */
const COLUMN_GAP = /[ \u00a0\u3000]{3,}/g;
const MARKUP_SPAN = 300;
/** Type below this share of the body size is a superscript or subscript. */
const SMALL_TYPE_SHARE = 0.85;
const KEY_VALUE = /^([^:：]{1,30})[:：]\s*(\S[\s\S]*)$/;
const LEADING_SEPARATORS = new Set([...' \t\u3000|｜,，;；·•–—-/／']);
const TRAILING_SEPARATORS = new Set([...LEADING_SEPARATORS, ':', '：']);

/** Lines of a text resume or of a reader's layout lines, blank lines, rules and noise left out. */
export function toResumeLines(source: string | readonly ReadLine[]): ResumeLine[] {
  const lines: ResumeLine[] = [];
  const raws: readonly ReadLine[] =
    typeof source === 'string'
      ? source
          .replace(/\r\n?/g, '\n')
          .split('\n')
          .map((text) => ({ text }))
      : source;
  let pendingMarker = false;
  const bodySize = typicalFontSize(raws);
  for (const raw of raws) {
    if (bodySize !== undefined && isStrayGlyph(raw, bodySize)) continue;
    for (const piece of raw.text.replace(/\r\n?/g, '\n').split('\n')) {
      if (isLoneMarker(piece.trim())) {
        // A bullet glyph set apart from its text ("·" on a line of its own) marks the next line.
        pendingMarker = true;
        continue;
      }
      const line = toResumeLine(piece, raw);
      if (!line) continue;
      if (pendingMarker && !line.bullet && line.headingLevel === 0) {
        line.bullet = true;
      }
      pendingMarker = false;
      lines.push(line);
    }
  }
  return lines;
}

/**
 * A raised or lowered glyph set on a line of its own ("st" of 1st, the "A" of the LaTeX logo, an
 * exponent): one or two letters in type clearly smaller than the text.
 */
function isStrayGlyph(line: ReadLine, bodySize: number): boolean {
  return (
    line.fontSize !== undefined &&
    line.fontSize < bodySize * SMALL_TYPE_SHARE &&
    /^\s*[\p{L}\d]{1,2}\s*$/u.test(line.text)
  );
}

/** The font size most of the text is set in, when the reader knew sizes. */
export function typicalFontSize(lines: readonly { text: string; fontSize?: number }[]): number | undefined {
  const weights = new Map<number, number>();
  for (const line of lines) {
    if (line.fontSize === undefined) continue;
    const size = Math.round(line.fontSize * 2) / 2;
    weights.set(size, (weights.get(size) ?? 0) + line.text.length);
  }
  let best: number | undefined;
  let bestWeight = 0;
  for (const [size, weight] of weights) {
    if (weight > bestWeight) {
      best = size;
      bestWeight = weight;
    }
  }
  return best;
}

function isLoneMarker(text: string): boolean {
  return /^[•·●○◦▪■◆►▶▸➢➤✓✔⁃‣∙⦁]$/.test(text);
}

const isInlineSpace = characterSet(' \u00a0');

/** "Experience ##" → "Experience": the optional closing hashes of a markdown heading. */
function withoutClosingHashes(text: string): string {
  const hashes = trimEndWhere(text, (character) => character === '#');
  if (hashes.length === text.length) return text;
  const words = trimEndWhere(hashes, isWhitespace);
  return words.length < hashes.length ? words : text;
}

/** "**Experience**" or "__Experience__": one emphasis around the whole line, none inside. */
function isWhollyEmphasized(text: string): boolean {
  const mark = text.slice(0, 2);
  if ((mark !== '**' && mark !== '__') || text.length < 5 || !text.endsWith(mark)) return false;
  const inner = text.slice(2, -2);
  return !inner.includes('*') && !inner.includes('_');
}

/** One printed line without its markdown markup, or undefined for blank lines, rules and page numbers. */
export function toResumeLine(rawText: string, layout: Omit<ReadLine, 'text'> = {}): ResumeLine | undefined {
  const indent = (/^[ \t\u3000]*/.exec(rawText)?.[0] ?? '').replace(/\t/g, '    ').length;
  const iconLed = /^\s*[\uE000-\uF8FF]/.test(rawText);
  let text = collapseAroundTabs(cleanCharacters(rawText).trim(), isInlineSpace)
    .replace(COLUMN_GAP, '\t')
    .replace(/^>\s?/, '')
    .trim();
  if (text === '' || SEPARATOR_LINE.test(text) || MARKDOWN_TABLE_RULE.test(text) || isPageNumber(text))
    return undefined;
  const heading = /^(#{1,6})\s+/.exec(text);
  const headingLevel = heading ? (heading[1] ?? '').length : 0;
  if (heading) text = withoutClosingHashes(text.slice(heading[0].length));
  if (text.startsWith('|') && text.endsWith('|') && text.length > 1) text = text.slice(1, -1).trim();
  const emphasized = isWhollyEmphasized(text) || layout.bold === true;
  text = stripMarkdown(text).trim();
  if (text === '' || isDocumentTitle(text)) return undefined;
  const marker = headingLevel > 0 ? undefined : BULLET.exec(text);
  const content = marker ? text.slice(marker[0].length).trim() : text;
  if (content === '') return undefined;
  const line: ResumeLine = {
    text,
    content,
    // An icon before a line in an entry is a bullet drawn with an icon font; headings are found before this counts.
    bullet: (marker !== undefined && marker !== null) || iconLed,
    indent,
    headingLevel,
    emphasized,
  };
  if (layout.fontSize !== undefined) line.fontSize = layout.fontSize;
  if (layout.bold !== undefined) line.bold = layout.bold;
  if (layout.x !== undefined) line.x = layout.x;
  if (layout.right !== undefined) line.right = layout.right;
  if (layout.measureEnd !== undefined) line.measureEnd = layout.measureEnd;
  if (layout.page !== undefined) line.page = layout.page;
  return line;
}

/** Icons and invisible characters out, soft hyphens resolved, non-breaking spaces made plain. */
export function cleanCharacters(text: string): string {
  return (
    text
      .replace(ICONS, ' ')
      // A bullet glyph that Unicode also counts as a pictograph (▪ ▶ ✔ ★) is the line's marker, not an icon.
      .replace(PICTOGRAPHS, (found) =>
        BULLET_GLYPHS.has(found) || NAME_SIGNS.has(found) || JOINING_ARROWS.has(found) ? found : ' ',
      )
      .replace(SOFT_HYPHEN, (found, offset: number, whole: string) =>
        /^\u00AD+$/.test(found) &&
        /\p{L}/u.test(whole[offset - 1] ?? '') &&
        /\p{L}/u.test(whole[offset + found.length] ?? '')
          ? ''
          : '-',
      )
      .replace(/\u00a0/g, ' ')
  );
}

const MARKDOWN_IMAGE = /!\[[^\][]*\]\([^()]*\)/g;
const MARKDOWN_LINK = /\[([^\][]+)\]\(([^()\s]+)\)/g;
const STRONG = new RegExp(`(\\*\\*|__)(?=\\S)(.{0,${MARKUP_SPAN}}?\\S)\\1`, 'g');
const STRIKE = new RegExp(`~~(?=\\S)(.{0,${MARKUP_SPAN}}?\\S)~~`, 'g');
const EMPHASIS_STAR = new RegExp(`(?<![\\w*])\\*(?=\\S)([^*]{0,${MARKUP_SPAN}}?\\S)\\*(?![\\w*])`, 'g');
const EMPHASIS_UNDERSCORE = new RegExp(`(?<![\\w_])_(?=\\S)([^_]{0,${MARKUP_SPAN}}?\\S)_(?![\\w_])`, 'g');

function stripMarkdown(text: string): string {
  return text
    .replace(MARKDOWN_IMAGE, '')
    .replace(MARKDOWN_LINK, (_whole, label: string, url: string) =>
      label === url || `https://${label}` === url || `http://${label}` === url ? url : `${label} (${url})`,
    )
    .replace(STRONG, '$2')
    .replace(STRIKE, '$1')
    .replace(EMPHASIS_STAR, '$1')
    .replace(EMPHASIS_UNDERSCORE, '$1')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/\\([\\`*_{}[\]()#+\-.!|>])/g, '$1')
    .replace(/<br\s*\/?>/gi, ' ');
}

export function isDocumentTitle(text: string): boolean {
  return DOCUMENT_TITLES.includes(text.toLowerCase().replace(/\s+/g, ' '));
}

/** The text as it is shown in a list item or field: column gaps become two spaces. */
export function displayText(text: string): string {
  return text.replace(/\t+/g, '  ');
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => word !== '').length;
}

export const HAN = /\p{Script=Han}/u;

/** Width as printed: a Han character is as wide as two Latin ones. */
export function printedWidth(text: string): number {
  let width = 0;
  for (const character of text) width += HAN.test(character) ? 2 : 1;
  return width;
}

/** `Label: value` with a short label, or undefined (a URL's `https:` is no label). */
export function keyValueOf(text: string): KeyValue | undefined {
  const match = KEY_VALUE.exec(text);
  if (!match) return undefined;
  const key = (match[1] ?? '').trim();
  const value = (match[2] ?? '').trim();
  if (key === '' || /^(?:https?|ftp|mailto)$/i.test(key) || /^[\d\s]+$/.test(key) || value.startsWith('//'))
    return undefined;
  if (HAN.test(key) ? key.length > 12 : key.split(/\s+/).length > 4) return undefined;
  // "Account Executive (Territory: SE Wisconsin)": a colon inside brackets is a note's, not a label's.
  if (count(key, '(（') > count(key, ')）')) return undefined;
  return { key, value };
}

function count(text: string, characters: string): number {
  let found = 0;
  for (const character of text) if (characters.includes(character)) found += 1;
  return found;
}

/** The text without separators (and, at its end, colons) at either edge. */
export function trimSeparators(text: string): string {
  let from = 0;
  let to = text.length;
  while (from < to && LEADING_SEPARATORS.has(text[from] ?? '')) from += 1;
  while (to > from && TRAILING_SEPARATORS.has(text[to - 1] ?? '')) to -= 1;
  return text.slice(from, to).trim();
}
