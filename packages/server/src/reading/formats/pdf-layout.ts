// Positioned text pieces of PDF pages -> printed lines in reading order (columns, dates, headers, icons).
import { EMAIL, isPhone, PHONE, URL } from '../extract/extract-contacts.ts';
import type { ReadLine } from '../resume-reader.ts';
import { MAX_PAGE_NUMBER_CHARS } from './office-text.ts';

/** One run of text as the PDF placed it, in points, with `y` the baseline measured from the page top. */
export interface TextPiece {
  text: string;
  x: number;
  y: number;
  width: number;
  fontSize: number;
  bold?: boolean;
}

export interface PageText {
  width: number;
  height: number;
  pieces: readonly TextPiece[];
}

/** A piece after cleaning, with whether blank space surrounded it in its own string. */
interface Piece extends TextPiece {
  spaceBefore: boolean;
  spaceAfter: boolean;
  /** Two CJK letters stand side by side in the piece's own string: its glyphs are set solid. */
  solidCjk: boolean;
}

/** Pieces of one row that sit close together: a phrase, a cell, a date. */
interface Fragment {
  row: number;
  y: number;
  x0: number;
  x1: number;
  pieces: Piece[];
  /** Where text set in the fragment's column may run to: its column's gutter, or the page's right margin. */
  measureEnd?: number;
}

interface Row {
  y: number;
  fontSize: number;
  pieces: Piece[];
}

/** A line of the output with where it was on its page, for the header and footer pass. */
interface PlacedLine extends ReadLine {
  y: number;
  pageHeight: number;
}

/** A gap wider than this many font sizes splits a row into fragments (a tab in the output). */
const FRAGMENT_GAP_EM = 1.2;
/** A gap wider than this many font sizes between two pieces is a word space. */
const SPACE_GAP_EM = 0.2;
/** How wide a blank that a piece's own string ends with is assumed to print, in font sizes. */
const BLANK_WIDTH_EM = 0.25;
/** Baselines closer than this many font sizes are one row. */
const ROW_TOLERANCE_EM = 0.3;
/** The narrowest empty band between two columns, in points. */
const MIN_GUTTER = 6;
/** A column needs at least this many rows on each side of the gutter. */
const MIN_COLUMN_ROWS = 3;
/** A sidebar holds at least this many rows (contacts, skills); two side-by-side blocks hold fewer. */
const SIDEBAR_ROWS = 8;
/** How deep columns may nest (a sidebar whose main part has two columns of its own). */
const MAX_COLUMN_DEPTH = 3;
/** The top and bottom share of a page where running headers, footers and page numbers live. */
const MARGIN_BAND = 0.1;
/** How far, in points, copies of a running header or footer may sit from each other's height. */
const RUNNING_LINE_DRIFT = 4;
/** A mark set off the baseline is at most this close to its line's baseline, in the line's font sizes. */
const MARK_OFFSET_EM = 0.6;
/** Type at most this share of a line's size is small: a raised letter, a superscript, a footnote mark. */
const SMALL_TYPE_RATIO = 0.85;
/** The most characters a small raised or lowered run may have to be read as part of its line. */
const MAX_SMALL_MARK_CHARS = 4;

/** Width in points of the position cells the fake-bold twin search files pieces under. */
const TWIN_CELL = 8;

/** Private-use code points (icon fonts such as Font Awesome), the replacement character, controls. */
const ICON_OR_JUNK =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  /[\u{E000}-\u{F8FF}\u{F0000}-\u{FFFFD}\u{100000}-\u{10FFFD}\uFFFD\u00AD\u0000-\u0008\u000B-\u001F\u007F]/gu;
const CJK =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303F\uFF00-\uFFEF]/u;
/** CJK letters (not punctuation): between two of them a visible gap may be a word space. */
const CJK_LETTER = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const SOLID_CJK = new RegExp(`${CJK_LETTER.source}{2}`, 'u');
const CJK_SINGLE_SPACE = new RegExp(`(?<=${CJK.source}) (?=${CJK.source})`, 'gu');
const YEAR_OR_NOW = /(?:19|20)\d{2}|至今|现在|目前|present|current|now|today/i;
const PAGE_NUMBER = [
  /^[-–—\s]*(?:page|pg\.?|p\.)?\s*\d{1,3}\s*(?:(?:of|\/|／)\s*\d{1,3})?[-–—\s]*$/i,
  /^第\s*\d{1,3}\s*页\s*(?:[,，/／]?\s*共\s*\d{1,3}\s*页)?$/,
  /^共\s*\d{1,3}\s*页\s*[,，]?\s*第\s*\d{1,3}\s*页$/,
];
/** A resume builder's credit in a page margin ("www.example.com  Powered by Example"): no fact of the resume. */
const BUILDER_CREDIT = /(?:^|\s)(?:powered by|created (?:with|using)|made with|generated (?:by|with))\s+\S/i;

/** The lines of all pages in reading order, without running headers, footers and page numbers. */
export function layoutPages(pages: readonly PageText[]): ReadLine[] {
  const placed = pages.map((page, index) => layoutPage(page, index + 1));
  const kept = dropRunningLines(placed);
  return kept.map(({ y: _y, pageHeight: _height, ...line }) => line);
}

function layoutPage(page: PageText, pageNumber: number): PlacedLine[] {
  const rows = groupRows(cleanPieces(page.pieces));
  const fragments = rows.flatMap((row, index) => splitRow(row, index));
  // Where the page's text may run: a right edge that two pieces of text or more end at (dates set flush right,
  // justified lines, CJK lines wrapped at the measure), else the right margin mirroring the left one, or the
  // rightmost text if that lies further. A page where no line reaches the margin still has one, so a line that
  // merely ends last is not taken as wrapped.
  const rightmost = maxOf(fragments, (fragment) => fragment.x1);
  const atEdge = fragments.filter((fragment) => fragment.x1 >= rightmost - 1).length;
  const mirrored = page.width - minOf(fragments, (fragment) => fragment.x0);
  const pageEnd =
    atEdge < 2 && Number.isFinite(mirrored) && mirrored > 0 ? Math.max(rightmost, mirrored) : rightmost;
  for (const fragment of fragments) fragment.measureEnd = pageEnd;
  return orderRegion(fragments, 0).map((rowFragments) => toLine(rowFragments, pageNumber, page.height));
}

/** Icons and junk removed, blank pieces dropped, and the second copy of fake-bold text dropped. */
function cleanPieces(pieces: readonly TextPiece[]): Piece[] {
  const cleaned: Piece[] = [];
  for (const piece of pieces) {
    if (!(piece.fontSize > 0) || !Number.isFinite(piece.x) || !Number.isFinite(piece.y)) continue;
    let text = piece.text
      .replace(ICON_OR_JUNK, '')
      // Wide blanks inside a run separate fields, as the parser reads them; single ones are spaces.
      .replace(/[\s\u00a0\u3000]{2,}/g, '  ')
      .replace(/[\s\u00a0\u3000]/g, ' ');
    const solidCjk = SOLID_CJK.test(text);
    // pdf.js joins nearby glyphs into one run with a space for each gap: letter spacing, not words.
    text = text.replace(CJK_SINGLE_SPACE, joinLetterSpacing);
    const trimmed = text.trim();
    if (trimmed === '') continue;
    cleaned.push({
      ...piece,
      text: trimmed,
      width: Math.max(0, piece.width),
      spaceBefore: text.startsWith(' '),
      spaceAfter: text.endsWith(' '),
      solidCjk,
    });
  }
  cleaned.sort((a, b) => a.y - b.y || a.x - b.x);
  // Some generators draw text twice, a fraction of a point apart, to fake bold. Earlier pieces are
  // looked up by text and position, so a baseline of many pieces is not compared pair by pair.
  const result: Piece[] = [];
  const earlier = new Map<string, Piece[]>();
  const cellOf = (x: number) => Math.floor(x / TWIN_CELL);
  for (const piece of cleaned) {
    const near = piece.fontSize * 0.3;
    let twin: Piece | undefined;
    for (let cell = cellOf(piece.x - near); cell <= cellOf(piece.x + near) && !twin; cell += 1) {
      const list = earlier.get(`${cell}\u0000${piece.text}`) ?? [];
      // Sorted by baseline: only the pieces of the last few points can be twins.
      for (let index = list.length - 1; index >= 0; index -= 1) {
        const other = list[index]!;
        if (other.y < piece.y - near) break;
        if (Math.abs(other.x - piece.x) < near) {
          twin = other;
          break;
        }
      }
    }
    if (twin) {
      twin.bold = true;
      continue;
    }
    result.push(piece);
    const key = `${cellOf(piece.x)}\u0000${piece.text}`;
    const list = earlier.get(key);
    if (list) list.push(piece);
    else earlier.set(key, [piece]);
  }
  return result;
}

/**
 * A single space between CJK characters inside one string: dropped next to CJK punctuation and
 * between letters that stand alone ("工 作 经 历", letter-spaced), kept between words of two or more
 * letters ("小龙 李", "在读硕士研究生 信息与通信工程"), where the page shows a real gap.
 */
function joinLetterSpacing(space: string, offset: number, text: string): string {
  return isWordGap(text, offset, offset + 1) ? space : '';
}

/** Whether the blank between text[..end) and text[start..] separates CJK words rather than letters. */
function isWordGap(text: string, end: number, start: number): boolean {
  const letter = (index: number) => CJK_LETTER.test(text[index] ?? '');
  if (!letter(end - 1) || !letter(start)) return false;
  return letter(end - 2) || letter(start + 1);
}

/** Pieces whose baselines agree, top to bottom, each row's pieces left to right. */
function groupRows(pieces: readonly Piece[]): Row[] {
  const rows: Row[] = [];
  for (const piece of pieces) {
    const row = rows.at(-1);
    const tolerance = Math.max(
      1,
      ROW_TOLERANCE_EM * Math.min(piece.fontSize, row?.fontSize ?? piece.fontSize),
    );
    if (row && Math.abs(piece.y - row.y) <= tolerance) {
      row.pieces.push(piece);
      // The row's baseline is its largest type's: a raised small letter that came first does not
      // pull it up, so a lowered letter of the same line ("LᴬTᴇX") still falls within reach.
      if (piece.fontSize > row.fontSize) {
        row.fontSize = piece.fontSize;
        row.y = piece.y;
      }
    } else {
      rows.push({ y: piece.y, fontSize: piece.fontSize, pieces: [piece] });
    }
  }
  for (const row of rows) row.pieces.sort((a, b) => a.x - b.x);
  return attachRaisedMarks(rows);
}

/**
 * A short row set just above or below a neighbouring row is a mark of that row: a superscript or
 * footnote beside its text ("（2 次）", "1st"), or a small raised or lowered letter kerned into it
 * (the A of the LaTeX logo). It joins the nearer such row.
 */
function attachRaisedMarks(rows: Row[]): Row[] {
  const result: Row[] = [];
  rows.forEach((row, index) => {
    const neighbours = [result.at(-1), rows[index + 1]].filter(
      (other): other is Row => other !== undefined && isMarkOf(row, other),
    );
    const host = neighbours.sort((a, b) => Math.abs(a.y - row.y) - Math.abs(b.y - row.y))[0];
    if (host) {
      for (const piece of row.pieces) host.pieces.push(piece);
      host.pieces.sort((a, b) => a.x - b.x);
      return;
    }
    result.push(row);
  });
  return result;
}

function isMarkOf(mark: Row, host: Row): boolean {
  const offset = Math.abs(host.y - mark.y);
  if (offset > MARK_OFFSET_EM * host.fontSize) return false;
  const characters = mark.pieces.reduce((sum, piece) => sum + [...piece.text].length, 0);
  const small = mark.fontSize <= SMALL_TYPE_RATIO * host.fontSize;
  if (characters > (small ? MAX_SMALL_MARK_CHARS : 2)) return false;
  const touches = mark.pieces.some((piece) =>
    host.pieces.some(
      (hosted) =>
        Math.abs(piece.x - (hosted.x + hosted.width)) <= hosted.fontSize ||
        Math.abs(hosted.x - (piece.x + piece.width)) <= hosted.fontSize,
    ),
  );
  if (!touches) return false;
  const overlaps = mark.pieces.some((piece) =>
    host.pieces.some((hosted) => piece.x < hosted.x + hosted.width && piece.x + piece.width > hosted.x),
  );
  // Beside its line's text, or over it only when its glyphs would collide with the line's (a
  // separate line is at least its own size away), never sticking out past the line's ends.
  if (!overlaps) return true;
  const start = minOf(host.pieces, (piece) => piece.x);
  const end = maxOf(host.pieces, (piece) => piece.x + piece.width);
  return (
    offset < mark.fontSize &&
    mark.pieces.every((piece) => piece.x >= start - 1 && piece.x + piece.width <= end + 1)
  );
}

/** A row cut at wide gaps: a column gap, a tab stop or a right-aligned date starts a new fragment. */
function splitRow(row: Row, index: number): Fragment[] {
  const fragments: Fragment[] = [];
  for (const piece of row.pieces) {
    const last = fragments.at(-1);
    const gap = last ? piece.x - last.x1 : 0;
    if (last && gap <= FRAGMENT_GAP_EM * Math.max(piece.fontSize, last.pieces.at(-1)!.fontSize)) {
      last.pieces.push(piece);
      last.x1 = Math.max(last.x1, piece.x + piece.width);
    } else {
      fragments.push({ row: index, y: row.y, x0: piece.x, x1: piece.x + piece.width, pieces: [piece] });
    }
  }
  return fragments;
}

/**
 * Reading order of a region: where a consistent vertical gutter splits it into two columns, each
 * block between full-width rows is read left column first, then right column (recursively); else
 * row by row. Returns rows, each a list of fragments left to right.
 */
function orderRegion(fragments: readonly Fragment[], depth: number): Fragment[][] {
  if (depth < MAX_COLUMN_DEPTH) {
    const split = findColumnSplit(fragments);
    if (split) {
      const ordered: Fragment[][] = [];
      for (const block of split.blocks) {
        if (block.columns) {
          // A left column's text runs to the gutter.
          for (const fragment of block.left)
            fragment.measureEnd = Math.min(fragment.measureEnd ?? Infinity, split.gutter);
          const { head, left, right } = splitTitle(block.left, block.right);
          append(ordered, rowsOf(head));
          append(ordered, orderRegion(left, depth + 1));
          append(ordered, orderRegion(right, depth + 1));
        } else {
          append(ordered, rowsOf(block.fragments));
        }
      }
      return ordered;
    }
  }
  return rowsOf(fragments);
}

/**
 * A title set in large type above where the other column starts (a name over the main column of a
 * sidebar layout) is read first, not after the whole other column.
 */
function splitTitle(
  left: readonly Fragment[],
  right: readonly Fragment[],
): { head: Fragment[]; left: Fragment[]; right: Fragment[] } {
  const size = (fragment: Fragment) => maxOf(fragment.pieces, (piece) => piece.fontSize);
  const sizes = [...left, ...right].map(size).sort((a, b) => a - b);
  const median = sizes[Math.floor(sizes.length / 2)] ?? 0;
  const top = (side: readonly Fragment[]) => minOf(side, (fragment) => fragment.y);
  for (const [early, late] of [
    [right, left],
    [left, right],
  ] as const) {
    const limit = top(late) - median * 1.2;
    const first = early.filter((fragment) => fragment.y === top(early));
    if (top(early) >= limit || !first.some((fragment) => size(fragment) >= 1.3 * median)) continue;
    const head = early.filter((fragment) => fragment.y < limit);
    const rest = early.filter((fragment) => fragment.y >= limit);
    return early === right ? { head, left: [...left], right: rest } : { head, left: rest, right: [...right] };
  }
  return { head: [], left: [...left], right: [...right] };
}

function rowsOf(fragments: readonly Fragment[]): Fragment[][] {
  const byRow = new Map<number, Fragment[]>();
  for (const fragment of fragments) {
    const row = byRow.get(fragment.row);
    if (row) row.push(fragment);
    else byRow.set(fragment.row, [fragment]);
  }
  return [...byRow.entries()].sort(([a], [b]) => a - b).map(([, row]) => row.sort((a, b) => a.x0 - b.x0));
}

interface Block {
  fragments: Fragment[];
  columns: boolean;
  left: Fragment[];
  right: Fragment[];
}

/**
 * The best gutter of a region and the blocks it makes, or undefined when no gutter gives columns.
 * Candidates are the x positions covered by the fewest fragments; each is scored by the rows it
 * puts in column blocks, so a right-hand date column (never a column of its own) scores nothing.
 */
function findColumnSplit(fragments: readonly Fragment[]): { blocks: Block[]; gutter: number } | undefined {
  if (fragments.length < 2 * MIN_COLUMN_ROWS) return undefined;
  const left = minOf(fragments, (fragment) => fragment.x0);
  const right = maxOf(fragments, (fragment) => fragment.x1);
  const width = Math.ceil(right - left);
  if (width < 4 * MIN_GUTTER) return undefined;
  // Coverage of each point by fragments widened by half a gutter: an empty band of MIN_GUTTER has 0.
  const coverage = new Int32Array(width + 1);
  for (const fragment of fragments) {
    const from = Math.max(0, Math.floor(fragment.x0 - left - MIN_GUTTER / 2));
    const to = Math.min(width, Math.ceil(fragment.x1 - left + MIN_GUTTER / 2));
    for (let x = from; x <= to; x += 1) coverage[x] = (coverage[x] ?? 0) + 1;
  }
  // Bands of equal, locally lowest coverage; their centres are the candidate gutters.
  const candidates: { x: number; coverage: number }[] = [];
  let start = 0;
  for (let x = 1; x <= width + 1; x += 1) {
    if (x <= width && coverage[x] === coverage[start]) continue;
    const value = coverage[start] ?? 0;
    const before = start > 0 ? (coverage[start - 1] ?? 0) : Number.POSITIVE_INFINITY;
    const after = x <= width ? (coverage[x] ?? 0) : Number.POSITIVE_INFINITY;
    if (value < before && value < after && start > 0 && x <= width) {
      candidates.push({ x: left + (start + x - 1) / 2, coverage: value });
    }
    start = x;
  }
  candidates.sort((a, b) => a.coverage - b.coverage);
  let best: { blocks: Block[]; score: number; gutter: number } | undefined;
  for (const candidate of candidates.slice(0, 8)) {
    const blocks = splitAtGutter(fragments, candidate.x);
    const score = blocks
      .filter((block) => block.columns)
      .reduce((sum, block) => sum + block.left.length + block.right.length, 0);
    if (score > 0 && (!best || score > best.score)) best = { blocks, score, gutter: candidate.x };
  }
  return best;
}

/** Blocks of rows between rows that span the gutter, each judged for being two columns. */
function splitAtGutter(fragments: readonly Fragment[], gutter: number): Block[] {
  const side = (fragment: Fragment): 'left' | 'right' | 'span' => {
    if (fragment.x1 <= gutter) return 'left';
    if (fragment.x0 >= gutter) return 'right';
    // A line that runs a little into the gutter still belongs to its column.
    const width = fragment.x1 - fragment.x0;
    if (gutter - fragment.x0 >= 0.85 * width) return 'left';
    if (fragment.x1 - gutter >= 0.85 * width) return 'right';
    return 'span';
  };
  const rows = rowsOf(fragments);
  const blocks: Block[] = [];
  let current: Block | undefined;
  for (const row of rows) {
    const sides = row.map(side);
    if (sides.includes('span')) {
      blocks.push({ fragments: row, columns: false, left: [], right: [] });
      current = undefined;
      continue;
    }
    if (!current) {
      current = { fragments: [], columns: false, left: [], right: [] };
      blocks.push(current);
    }
    row.forEach((fragment, index) => {
      current!.fragments.push(fragment);
      (sides[index] === 'left' ? current!.left : current!.right).push(fragment);
    });
  }
  for (const block of blocks) block.columns = isColumnPair(block.left, block.right);
  return blocks;
}

/**
 * Whether two sides of a gutter are columns rather than one table: each side has rows of its own,
 * neither side is mostly dates (a date column stays on its entries' lines), and the sides do not
 * share nearly all their baselines (a table, or labels with values) unless both are running text.
 */
function isColumnPair(left: readonly Fragment[], right: readonly Fragment[]): boolean {
  const leftRows = new Set(left.map((fragment) => fragment.row));
  const rightRows = new Set(right.map((fragment) => fragment.row));
  if (leftRows.size < MIN_COLUMN_ROWS || rightRows.size < MIN_COLUMN_ROWS) return false;
  if (dateShare(left) >= 0.5 || dateShare(right) >= 0.5) return false;
  const aloneLeft = [...leftRows].filter((row) => !rightRows.has(row)).length / leftRows.size;
  const aloneRight = [...rightRows].filter((row) => !leftRows.has(row)).length / rightRows.size;
  if (Math.min(aloneLeft, aloneRight) >= 0.2) return true;
  // A sidebar printed on the main column's baseline grid: every sidebar row has a partner, but the
  // main column runs on well past the sidebar (a table's two sides end together).
  if (Math.max(aloneLeft, aloneRight) >= 0.5 && Math.min(leftRows.size, rightRows.size) >= SIDEBAR_ROWS)
    return true;
  return isRunningText(left) && isRunningText(right) && leftRows.size >= 5 && rightRows.size >= 5;
}

function dateShare(fragments: readonly Fragment[]): number {
  const dates = fragments.filter((fragment) => {
    const text = fragmentText(fragment);
    return text.length <= 32 && YEAR_OR_NOW.test(text);
  });
  return dates.length / fragments.length;
}

/** Most fragments of the side fill most of its width, as wrapped paragraphs do. */
function isRunningText(fragments: readonly Fragment[]): boolean {
  const x0 = minOf(fragments, (fragment) => fragment.x0);
  const x1 = maxOf(fragments, (fragment) => fragment.x1);
  const full = fragments.filter((fragment) => fragment.x1 - fragment.x0 >= 0.6 * (x1 - x0)).length;
  return full / fragments.length >= 0.5;
}

/**
 * Pieces joined with a space only where the page shows a gap. Between CJK characters a gap is a
 * space only when it is wider than the fragment's own character spacing by a word space: letter-
 * spaced headings ("工 作 经 历") join, a name set "小龙 李" keeps its gap.
 */
function fragmentText(fragment: Fragment): string {
  const spacing = cjkSpacing(fragment.pieces);
  // Parts joined at the end, with the last characters kept apart: a huge row is not copied per piece.
  const parts: string[] = [];
  let tail = '';
  const write = (value: string) => {
    parts.push(value);
    tail = (tail + value.slice(-2)).slice(-2);
  };
  let previous: Piece | undefined;
  for (const piece of fragment.pieces) {
    if (previous) {
      const size = Math.min(piece.fontSize, previous.fontSize);
      const gap = piece.x - (previous.x + previous.width);
      const blank = previous.spaceAfter || piece.spaceBefore;
      if (CJK_LETTER.test(tail.at(-1) ?? '') && CJK_LETTER.test(piece.text[0] ?? '')) {
        const width = gap / size + (blank ? BLANK_WIDTH_EM : 0);
        const around = tail + piece.text.slice(0, 2);
        if (isWordGap(around, tail.length, tail.length) && width > spacing + SPACE_GAP_EM) write(' ');
      } else {
        const spaced = blank || gap > SPACE_GAP_EM * size;
        const bothCjk = CJK.test(tail.at(-1) ?? '') && CJK.test(piece.text[0] ?? '');
        if (spaced && !bothCjk) write(' ');
      }
    }
    write(piece.text);
    previous = piece;
  }
  return parts.join('');
}

/**
 * The narrowest spacing between CJK letters in a fragment, in font sizes: 0 when some piece sets
 * them solid, else the narrowest gap between pieces that end and start with one (letter spacing).
 */
function cjkSpacing(pieces: readonly Piece[]): number {
  let spacing = Number.POSITIVE_INFINITY;
  for (const [index, piece] of pieces.entries()) {
    if (piece.solidCjk) return 0;
    const previous = pieces[index - 1];
    if (!previous || !CJK_LETTER.test(previous.text.at(-1) ?? '') || !CJK_LETTER.test(piece.text[0] ?? ''))
      continue;
    const size = Math.min(piece.fontSize, previous.fontSize);
    const blank = previous.spaceAfter || piece.spaceBefore ? BLANK_WIDTH_EM : 0;
    spacing = Math.min(spacing, (piece.x - (previous.x + previous.width)) / size + blank);
  }
  return Number.isFinite(spacing) ? Math.max(0, spacing) : 0;
}

/** Blanks typesetting puts between digits and 年/月/日 ("2016 年 3 月") are not part of a date. */
const SPACED_CJK_DATE = /(?<=\d) {1,8}(?=[年月日])|(?<=[年月]) {1,8}(?=\d)/g;

function toLine(fragments: readonly Fragment[], page: number, pageHeight: number): PlacedLine {
  const pieces = fragments.flatMap((fragment) => fragment.pieces);
  const characters = pieces.reduce((sum, piece) => sum + piece.text.length, 0);
  const boldCharacters = pieces.reduce((sum, piece) => sum + (piece.bold ? piece.text.length : 0), 0);
  const line: PlacedLine = {
    text: fragments.map(fragmentText).join('\t').replace(SPACED_CJK_DATE, ''),
    fontSize: round(maxOf(pieces, (piece) => piece.fontSize)),
    x: round(minOf(fragments, (fragment) => fragment.x0)),
    right: round(maxOf(fragments, (fragment) => fragment.x1)),
    page,
    y: fragments[0]?.y ?? 0,
    pageHeight,
  };
  if (pieces.some((piece) => piece.bold !== undefined)) line.bold = boldCharacters * 2 > characters;
  const measureEnd = maxOf(fragments, (fragment) => fragment.measureEnd ?? Number.NEGATIVE_INFINITY);
  if (Number.isFinite(measureEnd)) line.measureEnd = round(measureEnd);
  return line;
}

/**
 * Drops page numbers and resume builders' credits in the top and bottom margins, and lines that repeat there on most pages
 * (running headers and footers; digits are ignored so "Page 2 of 3" repeats too). A running line
 * that carries an email, phone or link may be the only place the resume prints them: its first
 * copy is kept.
 */
function dropRunningLines(pages: readonly PlacedLine[][]): PlacedLine[] {
  const inMargin = (line: PlacedLine) =>
    line.y <= line.pageHeight * MARGIN_BAND + (line.fontSize ?? 0) ||
    line.y >= line.pageHeight * (1 - MARGIN_BAND);
  const keyOf = (line: PlacedLine) =>
    line.text.replace(/\d+/g, '#').replace(/\s+/g, ' ').trim().toLowerCase();
  // Margin lines filed by text and height band, so each is compared only with lines near its height.
  const bandOf = (y: number) => Math.round(y / RUNNING_LINE_DRIFT);
  const filed = new Map<string, { page: number; y: number }[]>();
  const keys = new Map<PlacedLine, string>();
  for (const page of pages) {
    for (const line of page) {
      if (!inMargin(line)) continue;
      const key = keyOf(line);
      keys.set(line, key);
      const band = `${bandOf(line.y)}\u0000${key}`;
      const list = filed.get(band);
      if (list) list.push({ page: line.page ?? 0, y: line.y });
      else filed.set(band, [{ page: line.page ?? 0, y: line.y }]);
    }
  }
  const needed = Math.max(2, Math.ceil(pages.length * 0.6));
  const isRunning = (line: PlacedLine, key: string): boolean => {
    const pagesSeen = new Set<number>();
    for (let band = bandOf(line.y) - 1; band <= bandOf(line.y) + 1; band += 1) {
      for (const other of filed.get(`${band}\u0000${key}`) ?? []) {
        if (Math.abs(other.y - line.y) <= RUNNING_LINE_DRIFT) pagesSeen.add(other.page);
      }
    }
    return pagesSeen.size >= needed;
  };
  const isPageNumber = (line: PlacedLine) => {
    const text = line.text.trim();
    return text.length <= MAX_PAGE_NUMBER_CHARS && PAGE_NUMBER.some((pattern) => pattern.test(text));
  };
  const keptContacts = new Set<string>();
  const kept: PlacedLine[] = [];
  for (const page of pages) {
    for (const line of page) {
      const key = keys.get(line);
      if (key !== undefined) {
        if (isPageNumber(line)) continue;
        if (BUILDER_CREDIT.test(line.text) && line.text.search(URL) !== -1) continue;
        if (isRunning(line, key)) {
          if (!carriesContact(line.text) || keptContacts.has(key)) continue;
          keptContacts.add(key);
        }
      }
      kept.push(line);
    }
  }
  return kept;
}

/** Whether a line prints an email, a phone number or a link. */
function carriesContact(text: string): boolean {
  if (text.search(EMAIL) !== -1 || text.search(URL) !== -1) return true;
  return (text.match(PHONE) ?? []).some(isPhone);
}

/** The least of `pick` over `items` (a loop: spreading a huge page's items into Math.min overflows). */
function minOf<T>(items: readonly T[], pick: (item: T) => number): number {
  let least = Number.POSITIVE_INFINITY;
  for (const item of items) least = Math.min(least, pick(item));
  return least;
}

function maxOf<T>(items: readonly T[], pick: (item: T) => number): number {
  let most = Number.NEGATIVE_INFINITY;
  for (const item of items) most = Math.max(most, pick(item));
  return most;
}

/** Appends in place without spreading `items` into arguments, which overflows for huge arrays. */
function append<T>(target: T[], items: readonly T[]): void {
  for (const item of items) target.push(item);
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
