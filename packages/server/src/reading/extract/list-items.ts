// List items built line by line, where a line wrapped in the file joins the item it continues.
import { displayText, HAN, printedWidth, type ResumeLine } from './resume-lines.ts';

const ITEM_END = new Set([...'.!?。！？;；:：']);
/** A line at least this share of the widest line of its part ran to the margin: the next may be its rest. */
const FULL_LINE_SHARE = 0.8;
/**
 * Chinese wraps at any character, so a wrapped line fills the measure to within a character or two;
 * a short clause that merely comes close ended where it ended.
 */
const FULL_CHINESE_LINE_SHARE = 0.94;

/** Verbs a Chinese list item opens with (负责…, 参与…), which seldom follow a line break inside a sentence. */
const CHINESE_ITEM_OPENING =
  /^(?:负责|参与|主导|主持|牵头|协助|协调|编写|撰写|策划|组织|制定|搭建|推动|带领|建立|引入|对接|跟进|独立完成|完成了)/u;

/** How wide the lines of a part run, to tell a line wrapped at the margin from one that ended. */
export interface WrapContext {
  /** The printed width of the part's widest line. */
  widest: number;
  /** The lines came with layout (a PDF): wrapped lines are likely. */
  laidOut: boolean;
}

export function wrapContextOf(lines: readonly ResumeLine[]): WrapContext {
  let widest = 0;
  for (const line of lines) widest = Math.max(widest, printedWidth(line.text));
  return { widest, laidOut: lines.some((line) => line.fontSize !== undefined) };
}

/** For a line ending inside a word at a hyphen ("…high-through-"), the word's last part in lower case ("through"). */
function brokenWordPart(text: string): string | undefined {
  if (!text.endsWith('-')) return undefined;
  let start = text.length - 1;
  while (start > 0 && /[A-Za-z]/.test(text[start - 1]!)) start -= 1;
  const part = text.slice(start, -1);
  return part.length >= 2 ? part.toLowerCase() : undefined;
}
/** Words that keep their hyphen when a line breaks after them: "cross-functional", "self-service". */
// biome-ignore format: a word list reads better packed
const HYPHENATED_PREFIXES: ReadonlySet<string> = new Set([
  'cross', 'self', 'multi', 'non', 'co', 'pre', 're', 'sub', 'well', 'full', 'part', 'high', 'low', 'long',
  'short', 'real', 'end', 'user', 'client', 'data', 'customer', 'team', 'fast', 'hands', 'on', 'first',
  'second', 'third', 'year', 'day', 'time', 'cost', 'cloud', 'web', 'front', 'back', 'full-stack', 'the',
  'in', 'out', 'up', 'top', 'open', 'large', 'small', 'mid', 'senior', 'entry', 'state', 'world', 'best',
]);

/**
 * Items built line by line. An item is kept as pieces until the end, so a long run of wrapped lines
 * costs linear time.
 */
export class Items {
  private readonly items: string[][] = [];
  private lastCharacter = '';
  /** The line the current item began with, and the last line added to it. */
  private start: ResumeLine | undefined;
  private last: ResumeLine | undefined;

  constructor(private readonly wrap: WrapContext = { widest: 0, laidOut: false }) {}

  get count(): number {
    return this.items.length;
  }

  add(text: string, line?: ResumeLine): void {
    const shown = displayText(text);
    this.items.push([shown]);
    this.lastCharacter = shown.at(-1) ?? '';
    this.start = line;
    this.last = line;
  }

  /** Adds items in front of the others (facts from an entry's header that are not its title or role). */
  prepend(texts: readonly string[]): void {
    this.items.unshift(...texts.map((text) => [displayText(text)]));
  }

  /** Adds `line` to the current item when it is that item's wrapped rest; false when it is not. */
  continueWith(line: ResumeLine): boolean {
    const item = this.items.at(-1);
    if (!item || !this.start || !this.last || !this.continues(line)) return false;
    // Chinese wraps anywhere and needs no space; other scripts wrap at a space, or inside a word at a hyphen
    // ("high-through-" + "put" is "high-throughput"; "cross-" + "functional" keeps its hyphen).
    const content = displayText(line.content);
    const previous = item.at(-1) ?? '';
    const fragment = brokenWordPart(previous);
    if (fragment !== undefined && /^[a-z]/.test(content)) {
      item[item.length - 1] = HYPHENATED_PREFIXES.has(fragment) ? previous : previous.slice(0, -1);
      item.push(content);
    } else {
      const glue = HAN.test(this.lastCharacter) && HAN.test(content.at(0) ?? '') ? '' : ' ';
      item.push(glue, content);
    }
    this.lastCharacter = content.at(-1) ?? '';
    this.last = line;
    return true;
  }

  toArray(): string[] {
    return this.items.map((pieces) => pieces.join(''));
  }

  /**
   * True when `line` is the wrapped rest of the current item: indented under a bullet, starting in
   * lower case after an item that did not end its sentence, or (in a laid-out file) following a bullet
   * line that ran to the margin without ending its sentence.
   */
  private continues(line: ResumeLine): boolean {
    const start = this.start;
    const last = this.last;
    if (!start || !last || line.bullet || line.headingLevel > 0) return false;
    if (start.bullet && line.indent > start.indent) return true;
    if (ITEM_END.has(this.lastCharacter)) return false;
    if (/^[a-z]/.test(line.content)) return true;
    if (!this.wrap.laidOut || this.wrap.widest === 0) return false;
    const share = HAN.test(last.text) ? FULL_CHINESE_LINE_SHARE : FULL_LINE_SHARE;
    if (!ranToMeasure(last, start, share, this.wrap.widest)) return false;
    // Ran to the margin without ending: the next line is its rest when it is indented like it, and
    // (unless the item had a bullet) does not start a new sentence.
    if (start.x !== undefined && line.x !== undefined && Math.abs(line.x - start.x) > 24) return false;
    if (start.bullet) return true;
    // Unmarked items: a capital, or a verb Chinese items open with, starts the next one. A clause that happens
    // to end at the margin looks wrapped; "负责…", "参与…" after it rarely are its rest.
    return !/^\p{Lu}/u.test(line.content) && !CHINESE_ITEM_OPENING.test(line.content);
  }
}

/**
 * Whether a line ran to where its column's text may run, the share of the measure from the item's left edge:
 * measured in points where the file placed the line (PDF), else against the widest line of the part.
 */
function ranToMeasure(line: ResumeLine, start: ResumeLine, share: number, widest: number): boolean {
  const left = start.x ?? line.x;
  if (
    line.right !== undefined &&
    line.measureEnd !== undefined &&
    left !== undefined &&
    line.measureEnd > left
  )
    return line.right - left >= (line.measureEnd - left) * share;
  return printedWidth(line.text) >= widest * share;
}

/** Items of a list part: one per line, wrapped lines joined to the item they continue. */
export function readItems(lines: readonly ResumeLine[]): string[] {
  const items = new Items(wrapContextOf(lines));
  for (const line of lines) {
    if (!items.continueWith(line)) items.add(line.content, line);
  }
  return items.toArray();
}
