// Checks each line a model writes for an outline before it is forwarded: the H1 is the service's own,
// what comes before the first part (a plan, a preamble, thinking) and after the last one (a sign-off)
// is dropped, headings and bullets are put in the outline format (OUTLINE-FORMAT.md), a part is sent
// only with a line in it, and a looping, overlong or wrong-language answer is stopped.

import type { Locale } from '@resume/contract';
import { partKindOfHeading } from '../../knowledge/section-names.ts';
import { trimEndWhere } from '../../lib/text-scan.ts';

/** What a model says after an outline, even without a blank line before it. */
const SIGN_OFF =
  /^(?:i hope|hope this|let me know|feel free|good luck|if you(?:'d| would)? like|希望(?:这|对|能对|以上)|如需|如有|如果您|祝您?)/i;
/** A part that is a model's notes about its answer ("**Key improvements:**", "**优化说明：**"): the outline has ended. */
const NOTES_TITLE =
  /^(?:key |main )?(?:improvements?|changes(?: made)?|notes?|tips|what (?:i|we) changed|summary of (?:changes|improvements)|explanation)\b|^(?:主要)?(?:优化|修改|改进|改动)(?:说明|要点|之处|点|亮点|建议)?$|^(?:说明|注意事项|小贴士|提示|备注)$/i;
/** Three fields split by bars: an entry line ("Company | Title | Start - End"). */
const ENTRY_FIELDS = /^[^|｜]+[|｜][^|｜]+[|｜][^|｜]+/;
const FENCE = /^\s*(?:```|~~~)/;
/** An ordinal before a part's title: "三、", "2.", "IV.", "(一)". */
const PART_ORDINAL =
  /^(?:[一二三四五六七八九十]{1,3}[、.．]|[(（][一二三四五六七八九十]{1,3}[)）]|\d{1,2}[、.．)]|[IVX]{1,4}[.、])\s*/;
/** Parts whose lines are numbered entries (OUTLINE-FORMAT.md). */
const ENTRY_PARTS: ReadonlySet<string> = new Set(['work', 'internship', 'project', 'education', 'volunteer']);
/** A month or season before a year ("Jun 2021", "Summer 2012"), or a month's number ("09/2019"). */
const MONTH_BEFORE_YEAR =
  '(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|spring|summer|fall|autumn|winter)[a-z]{0,6}\\.?\\s|\\d{1,2}[./])?';
/** A year, perhaps with its month after it ("2021", "2021.07", "2021年7月"). */
const YEAR_AND_MONTH = '(?:19|20)\\d\\d(?:[./-]\\d{1,2}|年\\d{1,2}月?)?';
/**
 * An entry written as a bullet, the way small models do: "Backend Engineer at Acme (2021.07 - 至今)", "… (Jun 2021 -
 * Present)", "… (09/2019 - 05/2023)", "本科 软件工程 @ 浙江大学, 2015 - 2019", "硕士 at 浙江工业大学 (2025.09 - 2028.06（预计）)".
 * Groups: what comes before "at" (a role, a degree), the organisation, the dates. Linear: the parts are split at the
 * one " at " / " @ " and the dates are anchored at the end of a line of at most MAX_LINE_CHARS.
 */
const ENTRY_BULLET_DATES = new RegExp(
  `[(（]?(${MONTH_BEFORE_YEAR}${YEAR_AND_MONTH}\\s{0,3}[-–—~至到]\\s{0,3}(?:(?:expected|exp\\.|anticipated|预计)\\s{0,3})?` +
    `(?:${MONTH_BEFORE_YEAR}${YEAR_AND_MONTH}|至今|今|现在|在读|present|now|current)(?:\\s{0,3}[（(][^()（）[\\]]{1,12}[)）])?` +
    '|\\[[^[\\]]{1,30}\\]\\s{0,3}[-–—~至到]\\s{0,3}\\[[^[\\]]{1,30}\\])\\s{0,3}[)）]?$',
  'i',
);
/** " at " or "@" between a role and its organisation: a lower-case one first, since a role may say "At" itself. */
const AT_SEPARATORS = /\s(?:at|At|AT)\s|\s?@\s?/g;
/** The text without its bracketed notes, where a name may hold anything ("Acme (contract; via Robert Half)"). */
function withoutBrackets(text: string): string {
  return text.replace(/\([^()]{0,200}\)|（[^（）]{0,200}）|\[[^[\]]{0,200}\]/g, ' ');
}
/** Punctuation that ends a clause, which no organisation's name holds outside its brackets. */
const CLAUSE_MARK = /[;；]|:\s/;
const RULE = /^(?:-{3,}|\*{3,}|_{3,})$/;
const THINK_TAG = /<\/?think(?:ing)?>/i;
const THINK_CLOSE = /<\/think(?:ing)?>/i;
const HEADING = /^(#{1,6})[ \t]([^\n]*)$/;
const BOLD_LINE = /^\*\*([^*]{1,60})\*\*:?$/;
const LIST_ITEM = /^([ \t]*)(?:[-*+•]|\d{1,3}[.)、])[ \t]+/;
const NUMBERING = /^\d{1,3}[.)、]\s+/;
const HAN = /\p{Script=Han}/gu;
const LATIN = /[A-Za-z]/g;

/**
 * A line longer than this is refused whole: no outline line is near it, and holding more would let
 * an upstream grow one string without bound (a 10 MB line once stalled the event loop for 19 s).
 */
export const MAX_LINE_CHARS = 4000;
/** A line written more often than this is a loop: the answer ends there. */
const MAX_REPEATS = 3;
/** Lines remembered for the repetition check: enough for any outline, bounded whatever is sent. */
const MAX_REMEMBERED_LINES = 2000;
/** More parts than any resume has: the answer ends there (the contract allows 40 with what is appended). */
const MAX_PARTS = 30;
/** Lines of prose before the first part that make an answer doubtful (a thought without its opening tag). */
const DOUBTFUL_PROSE_LINES = 2;
/** A doubtful answer's output is released once it has this many parts, or this many characters. */
const TRUSTED_PARTS = 3;
const TRUSTED_CHARS = 3000;
/** Lines that might be a sign-off are held; past this many they are content and released. */
const MAX_HELD_LINES = 20;

export interface OutlineGateStats {
  accepted: number;
  normalised: number;
  dropped: number;
  /** Parts that ended with no line in them: their heading was never sent. */
  emptyParts: number;
  /** Lines refused for their length. */
  overlong: number;
}

/** Why the gate stopped taking the model's answer. */
export type GateStop = 'repetition' | 'wrong-language' | 'too-many-parts' | 'too-long';

export interface OutlineGateOptions {
  /** The H1 the service writes: the job, whatever the model heads its answer with. */
  job: string;
  /** The requested language: a part heading in the other script stops (or, later, is dropped). */
  locale?: Locale;
  /** Each line inside a part, in outline order, before it is released; '' drops it. */
  checkLine?: (line: string) => string;
  /**
   * Send a bullet's words as they arrive, once its start has passed (its marker and a few letters),
   * instead of whole lines. Only where `checkLine` keeps or drops a line whole and never rewrites it
   * (a fact guard that replaces lines needs them whole). Words that may be part of a link, address or
   * number wait for the line's end, when the whole line is checked; a line found wrong then is cut
   * after the words already sent.
   */
  streamWithinLines?: boolean;
}

/** A bullet whose start has passed: its marker and at least a few characters of text. */
const STREAMABLE_BULLET = /^([ \t]*)[-*+•][ \t]+(?=\S.{2})/;
/** Where a link, e-mail address or phone number may begin: the rest of the line waits for its end. */
const MAY_BE_CONTACT = /[@\d]|:\/\/|\.\S|www\./i;

export class OutlineLineGate {
  readonly stats: OutlineGateStats = { accepted: 0, normalised: 0, dropped: 0, emptyParts: 0, overlong: 0 };
  /** Set when the answer must not be read further; the caller stops the upstream. */
  stopped: GateStop | undefined;
  private partial = '';
  private overlongLine = false;
  /** Inside a `<think>` block that reached the text (the client normally takes it out). */
  private thinking = false;
  /** Part headings released with a line: until the first, nothing of the model's has been sent. */
  private partsSent = 0;
  private parts = 0;
  /** The current part's heading, waiting for its first line. */
  private heldHeading: string | undefined;
  /** True while the current part is in the wrong language and its lines are dropped. */
  private skippingPart = false;
  private inPart = false;
  private partHasLine = false;
  /** Plain lines after a blank that may be a sign-off: released when more outline follows. */
  private heldLines: string[] = [];
  private pendingBlank = false;
  private readonly seen = new Map<string, number>();
  /** Inside a code fence the model opened; its close after a part is the outline's end. */
  private fenceOpen = false;
  /** The outline has ended (its fence closed, or the model's notes began): the rest is dropped. */
  private ended = false;
  /** What of the current, unfinished line has been sent (its normalised form), when it streams. */
  private streamed = '';
  /** Output waiting while `doubtful`, and whether any output has left the gate. */
  private deferred = '';
  private returned = false;
  private doubtful = false;
  /** Prose lines before the first part: two or more look like a thought, not a greeting. */
  private proseLines = 0;
  /** Entries of the current part so far: a plain-text entry gets the next number. */
  private entries = 0;
  /** The items sent in the current entry (or part): a copy of one is dropped. Bounded by the repetition stop. */
  private readonly blockItems = new Set<string>();
  /** The current part holds entries (work, education…): an unnumbered "Role at Company (dates)" is one. */
  private entryPart = false;
  /** The last line and how many times in a row it was written. */
  private lastLine = '';
  private runLength = 0;
  /** How often the last line has been written so far. */
  private lastLineRepeats = 0;

  constructor(private readonly options: OutlineGateOptions) {}

  /** The service's H1, sent before the model's first token. */
  heading(): string {
    return `# ${this.options.job}\n`;
  }

  /** True once a line of the model's has been sent: from then on nothing can be taken back. */
  get hasSent(): boolean {
    return this.returned;
  }

  /**
   * The accepted complete lines of what has arrived, each ending in "\n"; may be ''. Each character
   * is looked at once: a newline is searched for only in the new chunk.
   */
  push(chunk: string): string {
    return this.pass(this.take(chunk));
  }

  /**
   * Output as it may leave: an answer that began with lines of prose before its first part may be a
   * thought whose opening tag sat in the prompt, with a plan in outline form ("## Basic Information",
   * "- list the contact first") still to come before its </think>. Its output waits until it has
   * shown itself an outline (a few parts) or ended, so a retract can still discard the plan.
   */
  private pass(out: string): string {
    if (this.doubtful && !this.returned) {
      this.deferred += out;
      if (this.partsSent < TRUSTED_PARTS && this.deferred.length < TRUSTED_CHARS) return '';
      out = this.deferred;
      this.deferred = '';
    }
    if (out !== '') this.returned = true;
    return out;
  }

  private take(chunk: string): string {
    let out = '';
    let start = 0;
    while (this.stopped === undefined) {
      const newline = chunk.indexOf('\n', start);
      const piece = newline === -1 ? chunk.slice(start) : chunk.slice(start, newline);
      if (!this.overlongLine) {
        if (this.partial.length + piece.length > MAX_LINE_CHARS) {
          this.overlongLine = true;
          this.partial = '';
        } else {
          this.partial += piece;
        }
      }
      if (newline === -1) break;
      const line = this.partial;
      this.partial = '';
      if (this.overlongLine) {
        this.overlongLine = false;
        this.stats.overlong += 1;
        this.drop();
        // A bullet that streamed before it grew too long ends after its sent words.
        if (this.streamed !== '') out += '\n';
        this.streamed = '';
      } else {
        out += this.gate(line);
      }
      start = newline + 1;
    }
    if (this.options.streamWithinLines && this.stopped === undefined && !this.overlongLine) {
      out += this.streamPartial();
    }
    return out;
  }

  /** The next words of an unfinished bullet, when they can be sent before the line ends. */
  private streamPartial(): string {
    if (!this.inPart || this.skippingPart || this.thinking || this.ended || this.heldLines.length > 0)
      return '';
    // After a line written as often as a loop allows, the next waits whole: it may be the loop's next turn.
    if (this.lastLineRepeats >= MAX_REPEATS) return '';
    const line = this.partial;
    const start = STREAMABLE_BULLET.exec(line);
    if (!start) return '';
    // An unindented bullet of an entries part may be an entry written as a bullet: it waits whole.
    if (this.entryPart && start[1] === '') return '';
    const text = line.slice(start[0].length);
    const risky = text.search(MAY_BE_CONTACT);
    const safe = risky === -1 ? text : text.slice(0, risky);
    // Whole words only: the last may still grow into something that must wait.
    const lastSpace = Math.max(safe.lastIndexOf(' '), safe.lastIndexOf('\t'));
    if (lastSpace <= 0) return '';
    const normalised = `${start[1]}- ${text.slice(0, lastSpace + 1)}`;
    if (normalised.length <= this.streamed.length) return '';
    // A line that begins like an item already sent may be its copy: it waits whole, to be dropped.
    if (this.streamed === '' && this.startsLikeSentItem(text.slice(0, lastSpace + 1).trim())) return '';
    let out = '';
    if (this.streamed === '') out = this.startLine();
    out += normalised.slice(this.streamed.length);
    this.streamed = normalised;
    return out;
  }

  /** The end of a line whose start was sent: checked whole, and cut after what was sent if it fails. */
  private finishStreamed(line: string): string {
    const sent = this.streamed;
    this.streamed = '';
    const item = LIST_ITEM.exec(line);
    const normalised = item ? `${item[1]}- ${line.slice(item[0].length)}` : line;
    if (this.isRepeated(normalised.trim())) {
      this.stopped = 'repetition';
      this.drop();
      return '\n';
    }
    const checked = this.check(normalised);
    if (checked === '' || !checked.startsWith(sent)) return '\n';
    this.stats.accepted += 1;
    return `${checked.slice(sent.length)}\n`;
  }

  /**
   * What is left to send: the last line, unless the answer was cut (`truncated`: a half line is never
   * final); held sign-offs and a part with no line are dropped. Call once at the end.
   */
  finish(options: { truncated?: boolean } = {}): string {
    const out = this.deferred + this.finishLine(options);
    this.deferred = '';
    if (out !== '') this.returned = true;
    return out;
  }

  private finishLine(options: { truncated?: boolean }): string {
    const last = this.partial;
    this.partial = '';
    let out = '';
    if (this.streamed !== '') {
      // Its first words are out: a cut, stopped or overlong line ends after them; a whole one is checked whole.
      const cut = options.truncated || this.stopped !== undefined || this.overlongLine;
      out = cut ? '\n' : this.finishStreamed(last.trimEnd());
      this.streamed = '';
    } else if (this.overlongLine) this.stats.overlong += 1;
    else if (options.truncated && last.trim() !== '') this.drop();
    else if (last.trim() !== '' && this.stopped === undefined) out = this.gate(last);
    this.stats.dropped += this.heldLines.length;
    this.heldLines = [];
    if (this.heldHeading !== undefined) this.stats.emptyParts += 1;
    this.heldHeading = undefined;
    return out;
  }

  /**
   * Everything the model wrote so far in this completion was thinking: what is held is discarded and
   * the outline starts again. Lines already sent cannot be taken back; holding the model's lines until
   * its first part is what keeps a plan from having been sent. Returns the end of a line whose first
   * words were already sent ('' if none).
   */
  retract(): string {
    const end = this.streamed === '' ? '' : '\n';
    this.deferred = '';
    this.doubtful = false;
    this.proseLines = 0;
    // What waited was never sent: the answer starts again from nothing.
    if (!this.returned) this.partsSent = 0;
    this.partial = '';
    this.streamed = '';
    this.overlongLine = false;
    this.thinking = false;
    this.heldLines = [];
    this.heldHeading = undefined;
    this.pendingBlank = false;
    this.skippingPart = false;
    this.seen.clear();
    if (this.partsSent === 0) {
      this.inPart = false;
      this.partHasLine = false;
      this.parts = 0;
    }
    return end;
  }

  private gate(rawLine: string): string {
    const line = rawLine.replace(/\r$/, '').trimEnd();
    if (this.streamed !== '') return this.finishStreamed(line);
    const trimmed = line.trim();
    if (THINK_TAG.test(line)) {
      // A tag the client let through: whatever came before a closing tag was thinking.
      if (THINK_CLOSE.test(line)) {
        this.drop();
        return this.retract();
      }
      this.thinking = true;
      return this.drop();
    }
    if (this.thinking || this.ended) return this.drop();
    if (FENCE.test(line)) {
      this.fenceOpen = !this.fenceOpen;
      if (!this.fenceOpen && this.partsSent > 0) this.ended = true;
      if (this.partHasLine) this.pendingBlank = true;
      return this.drop();
    }
    if (RULE.test(trimmed)) {
      if (this.partHasLine) this.pendingBlank = true;
      return this.drop();
    }
    if (trimmed === '') {
      if (this.inPart) this.pendingBlank = true;
      return '';
    }
    if (this.isRepeated(trimmed)) {
      this.stopped = 'repetition';
      return this.drop();
    }
    const heading = HEADING.exec(trimmed);
    if (heading) {
      const title = (heading[2] ?? '').replace(/\*\*/g, '').trim();
      // The model's H1 (and a plan's "# Draft Title") gives way to the service's own.
      if (heading[1] === '#' && !this.inPart) return this.drop();
      if (title === '') return this.drop();
      if (heading[1] !== '##') this.stats.normalised += 1;
      return this.part(title);
    }
    const bold = BOLD_LINE.exec(trimmed);
    if (bold) {
      this.stats.normalised += 1;
      return this.part((bold[1] ?? '').trim());
    }
    // "1. Work Experience" standing where a part belongs: a numbered part title, not an entry.
    if (NUMBERING.test(line) && !/[|｜]/.test(line) && partKindOfHeading(trimmed) !== undefined) {
      this.stats.normalised += 1;
      return this.part(
        trimmed
          .replace(NUMBERING, '')
          .replace(/\*\*/g, '')
          .replace(/[:：]$/, '')
          .trim(),
      );
    }
    // Before the first part every line is a preamble or a plan.
    if (!this.inPart) {
      if (!LIST_ITEM.test(line)) this.proseLines += 1;
      if (this.proseLines >= DOUBTFUL_PROSE_LINES) this.doubtful = true;
      return this.drop();
    }
    if (this.skippingPart) return this.drop();
    const item = LIST_ITEM.exec(line);
    // In an entries part, "Role at Company (dates)" as a bullet or as plain text is an entry line.
    const asEntry =
      this.entryPart && (item ? item[1] === '' : !/^\s/.test(line))
        ? entryOfBullet(item ? line.slice(item[0].length) : trimmed)
        : undefined;
    if (asEntry) {
      this.entries += 1;
      this.stats.normalised += 1;
      return this.content(`${this.entries}. ${asEntry}`);
    }
    if (item) {
      const bullet = line.slice(item[0].length);
      const marker = item[0].trim();
      if (/^\d/.test(marker) && item[1] === '') this.entries += 1;
      // An entry's bullets are indented three spaces, however many the model used; in an entries part,
      // a bullet after an entry belongs to it even when the model did not indent it.
      const entryBullet = this.entryPart && item[1] === '' && !/^\d/.test(marker);
      if (this.entries > 0 && (entryBullet || (item[1] !== '' && item[1] !== '   '))) {
        this.stats.normalised += 1;
        return this.content(`   - ${bullet}`);
      }
      // Bullets are written "- "; numbers stay, they mark entries.
      if (/^[*+•]$/.test(marker)) {
        this.stats.normalised += 1;
        return this.content(`${item[1]}- ${bullet}`);
      }
      return this.content(line);
    }
    // "**Acme** | Engineer | 2021 - 2023" written as plain text: an entry, numbered.
    if (ENTRY_FIELDS.test(trimmed)) {
      this.entries += 1;
      this.stats.normalised += 1;
      return this.content(`${this.entries}. ${trimmed.replace(/\*\*/g, '')}`);
    }
    // Plain text inside a part: a field is always a list item. After a blank line that follows the
    // part's lines, or in a sign-off's words, it may be what the model says after the outline: held
    // until more outline follows.
    this.stats.normalised += 1;
    if (
      (this.partHasLine && this.pendingBlank) ||
      ((this.partHasLine || this.partsSent > 0) && SIGN_OFF.test(trimmed))
    ) {
      this.heldLines.push(`- ${trimmed}`);
      if (this.heldLines.length <= MAX_HELD_LINES) return '';
    }
    return this.content(`- ${trimmed}`);
  }

  /** A new part: its heading waits for its first line. */
  private part(written: string): string {
    // "三、工作经历", "II. Education": the outline's parts are not numbered.
    const title = written.replace(PART_ORDINAL, '') || written;
    if (title !== written) this.stats.normalised += 1;
    if (this.heldHeading !== undefined) this.stats.emptyParts += 1;
    const released = this.releaseHeld();
    this.parts += 1;
    if (this.parts > MAX_PARTS) {
      this.stopped = 'too-many-parts';
      return released;
    }
    this.inPart = true;
    this.partHasLine = false;
    this.skippingPart = false;
    this.heldHeading = undefined;
    this.entries = 0;
    this.blockItems.clear();
    const kind = partKindOfHeading(title.replace(/[:：]$/, '').trim());
    this.entryPart = kind !== undefined && ENTRY_PARTS.has(kind);
    if (NOTES_TITLE.test(title.replace(/[:：]$/, '').trim())) {
      // Notes before the outline are a preamble; after it, everything that follows is talk.
      if (this.partsSent > 0) this.ended = true;
      this.skippingPart = true;
      this.drop();
      return released;
    }
    if (this.isWrongLanguage(title)) {
      if (this.partsSent === 0) this.stopped = 'wrong-language';
      else this.skippingPart = true;
      this.drop();
      return released;
    }
    const checked = this.check(`## ${title}`);
    if (checked === '') {
      this.skippingPart = true;
      return released;
    }
    this.heldHeading = checked;
    return released;
  }

  /** A line of the current part: sent after its part's heading and any held lines before it. */
  private content(line: string): string {
    let out = this.releaseHeld();
    const item = this.blockItemOf(line);
    if (item !== undefined && this.blockItems.has(item)) {
      // The same item twice in one entry or list says nothing more: the copy is dropped.
      this.drop();
      return out;
    }
    const checked = this.check(line);
    if (checked === '') return out;
    if (item !== undefined) this.blockItems.add(item);
    out += this.emit(checked);
    return out;
  }

  /**
   * The text of a list item, as the key that finds a copy within its entry (or its part, outside entries);
   * undefined for an entry line, which starts a new block.
   */
  private blockItemOf(line: string): string | undefined {
    if (/^\d{1,3}[.)、]\s/.test(line)) {
      this.blockItems.clear();
      return undefined;
    }
    return line.replace(LIST_ITEM, '').trim();
  }

  private startsLikeSentItem(start: string): boolean {
    for (const item of this.blockItems) if (item.startsWith(start)) return true;
    return false;
  }

  private releaseHeld(): string {
    if (this.heldLines.length === 0) return '';
    const held = this.heldLines;
    this.heldLines = [];
    let out = '';
    for (const line of held) {
      const checked = this.check(line);
      if (checked !== '') out += this.emit(checked);
    }
    return out;
  }

  private emit(line: string): string {
    this.stats.accepted += 1;
    return `${this.startLine()}${line}\n`;
  }

  /** What goes before a line of the current part: its held heading, or the blank line the model left. */
  private startLine(): string {
    let out = '';
    if (this.heldHeading !== undefined) {
      // The blank line before a part is the outline's format, whatever the model left out.
      out += `\n${this.heldHeading}\n`;
      this.heldHeading = undefined;
      this.partsSent += 1;
      this.stats.accepted += 1;
      this.pendingBlank = false;
    }
    const blank = this.pendingBlank && this.partHasLine ? '\n' : '';
    this.pendingBlank = false;
    this.partHasLine = true;
    return `${out}${blank}`;
  }

  private check(line: string): string {
    const checked = this.options.checkLine ? this.options.checkLine(line) : line;
    if (checked === '') this.drop();
    return checked;
  }

  private isRepeated(trimmed: string): boolean {
    this.lastLineRepeats = 0;
    this.runLength = trimmed === this.lastLine ? this.runLength + 1 : 1;
    this.lastLine = trimmed;
    // A template repeats its prompts ("1. [Company] | [Job title] | …") from entry to entry, never
    // one after another.
    if (!/\p{L}/u.test(trimmed.replace(/\[[^[\]]*\]/g, ''))) {
      this.lastLineRepeats = this.runLength;
      return this.runLength > MAX_REPEATS;
    }
    const count = (this.seen.get(trimmed) ?? 0) + 1;
    if (count > 1 || this.seen.size < MAX_REMEMBERED_LINES) this.seen.set(trimmed, count);
    this.lastLineRepeats = count;
    return count > MAX_REPEATS;
  }

  /** A Chinese outline's heading with no Han in it, or an English one mostly in Han. */
  private isWrongLanguage(title: string): boolean {
    const han = title.match(HAN)?.length ?? 0;
    const latin = title.match(LATIN)?.length ?? 0;
    if (this.options.locale === 'zh-CN') return han === 0 && latin > 0;
    if (this.options.locale === 'en-US') return han > latin;
    return false;
  }

  private drop(): string {
    this.stats.dropped += 1;
    return '';
  }
}

/** "Role at Organisation (dates)" as the entry line "Organisation | Role | dates", or undefined when it is not one. */
function entryOfBullet(text: string): string | undefined {
  const plain = text.replace(/\*\*/g, '').trim();
  const dates = ENTRY_BULLET_DATES.exec(plain);
  if (!dates || dates.index === 0) return undefined;
  const head = trimEndWhere(plain.slice(0, dates.index), (character) =>
    ' \t,，、|｜-(（'.includes(character),
  );
  // "AppleCare At Home Advisor at Apple": the role's own "At" is no separator. "Au.D. – externship at Lake Erie VA;
  // capstone: … at Northeast Ohio Au.D. Consortium": an organisation's name holds no clause, so the "at" before one
  // that does is part of the role ("University of North Carolina at Chapel Hill" keeps its own "at").
  const ats = [...head.matchAll(AT_SEPARATORS)];
  const lower = ats.filter((match) => !/^\s?A[tT]\s/.test(match[0]));
  const candidates = lower.length > 0 ? lower : ats;
  const at =
    candidates.find(
      (match) => !CLAUSE_MARK.test(withoutBrackets(head.slice((match.index ?? 0) + match[0].length))),
    ) ?? candidates[0];
  if (!at || at.index === 0) return undefined;
  const role = head.slice(0, at.index).trim();
  const organisation = head.slice(at.index + at[0].length).trim();
  if (!role || !organisation || /[|｜]/.test(head)) return undefined;
  const range = (dates[1] ?? '').replace(
    /\s{0,3}[-–—~至到]\s{0,3}(?=(?:19|20)\d\d|\[|至今|今|现在|在读|present|now|current)/i,
    ' - ',
  );
  return `${organisation} | ${role} | ${range}`;
}
