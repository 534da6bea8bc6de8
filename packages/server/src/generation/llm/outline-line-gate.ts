// Checks each line a model writes for an outline before it is forwarded: chatty preambles, code
// fences and sign-offs dropped, headings and bullets put in the outline format (OUTLINE-FORMAT.md),
// so the client never receives a line the final check would reject.

import { partKindOfHeading } from '../../knowledge/section-names.ts';

/** Lines a model adds around an outline rather than in it, in either language. */
const CHATTER =
  /^(?:sure|certainly|of course|absolutely|here(?:'s| is| are)|below is|i hope|hope this|let me know|feel free|i've|i have|note:|好的|当然|以下是|下面是|这是|希望|如需|如果您|如有|注意：|请注意)/i;
const FENCE = /^\s*(?:```|~~~)/;
const HEADING = /^(#{1,6})[ \t]([^\n]*)$/;
const BOLD_LINE = /^\*\*([^*]{1,60})\*\*:?$/;
const LIST_ITEM = /^(\s*)(?:[-*+•]|\d{1,3}[.)、])\s+/;
const NUMBERING = /^\d{1,3}[.)、]\s+/;
/** First-level headings that name the document instead of the job: replaced by the job. */
const GENERIC_TITLES = new Set([
  'resume',
  'resume outline',
  'cv',
  'curriculum vitae',
  'outline',
  '简历',
  '简历大纲',
  '个人简历',
  '简历模板',
]);

export interface OutlineGateStats {
  accepted: number;
  normalised: number;
  dropped: number;
}

export class OutlineLineGate {
  readonly stats: OutlineGateStats = { accepted: 0, normalised: 0, dropped: 0 };
  private partial = '';
  private started = false;
  private hasPart = false;
  /** Blank lines wait for the next accepted line: none trails the outline, however the model ends. */
  private pendingBlanks = 0;

  constructor(private readonly options: { job: string }) {}

  /** The accepted complete lines of what has arrived, each ending in "\n"; may be ''. */
  push(chunk: string): string {
    this.partial += chunk;
    let out = '';
    let newline = this.partial.indexOf('\n');
    while (newline !== -1) {
      out += this.gate(this.partial.slice(0, newline));
      this.partial = this.partial.slice(newline + 1);
      newline = this.partial.indexOf('\n');
    }
    return out;
  }

  /** The last line, if it is acceptable: call once at the end. */
  finish(): string {
    const last = this.partial;
    this.partial = '';
    return last.trim() === '' ? '' : this.gate(last);
  }

  private gate(rawLine: string): string {
    const line = rawLine.replace(/\r$/, '').trimEnd();
    const trimmed = line.trim();
    if (FENCE.test(line) || CHATTER.test(trimmed) || /^(?:-{3,}|\*{3,}|_{3,})$/.test(trimmed)) {
      return this.drop();
    }
    if (trimmed === '') {
      if (this.started) this.pendingBlanks += 1;
      return '';
    }
    const heading = HEADING.exec(trimmed);
    const bold = BOLD_LINE.exec(trimmed);
    if (!this.started) {
      if (heading?.[1] === '#') {
        this.started = true;
        const title = (heading[2] ?? '').replace(/\*\*/g, '').trim();
        if (GENERIC_TITLES.has(title.toLowerCase())) {
          this.stats.normalised += 1;
          return this.accept(`# ${this.options.job}`);
        }
        return this.accept(line);
      }
      if (heading || bold || LIST_ITEM.test(line)) {
        // An outline that starts without its H1: the job heading goes first.
        this.started = true;
        this.stats.normalised += 1;
        return `# ${this.options.job}\n\n${this.gate(rawLine)}`;
      }
      return this.drop();
    }
    if (heading) {
      const title = (heading[2] ?? '').replace(/\*\*/g, '').trim();
      if (title === '') return this.drop();
      if (heading[1] !== '##') this.stats.normalised += 1;
      return this.part(title);
    }
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
    const item = LIST_ITEM.exec(line);
    if (item) {
      if (!this.hasPart) return this.drop();
      const bullet = line.slice(item[0].length);
      const marker = item[0].trim();
      // Bullets are written "- "; numbers stay, they mark entries.
      if (/^[*+•]$/.test(marker)) {
        this.stats.normalised += 1;
        return this.accept(`${item[1]}- ${bullet}`);
      }
      return this.accept(line);
    }
    if (!this.hasPart) return this.drop();
    // Plain text inside a part: a field is always a list item.
    this.stats.normalised += 1;
    return this.accept(`- ${trimmed}`);
  }

  private part(title: string): string {
    this.hasPart = true;
    return this.accept(`## ${title}`);
  }

  private accept(line: string): string {
    this.stats.accepted += 1;
    const blanks = '\n'.repeat(Math.min(this.pendingBlanks, 1));
    this.pendingBlanks = 0;
    return `${blanks}${line}\n`;
  }

  private drop(): string {
    this.stats.dropped += 1;
    return '';
  }
}
