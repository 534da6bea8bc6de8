// Drops a model's thinking from its visible text: <think>…</think> blocks inside `content` (Qwen3,
// DeepSeek-R1 distills on Ollama or vLLM), tags split across chunks at any character included.

const OPEN = '<think>';
const CLOSE = '</think>';
/** Leading prose held while it may still turn out to be thinking: a few paragraphs of a thought. */
const MAX_HELD_PROSE = 4096;
/** How an answer's line begins: markdown heading or list, JSON, a code fence, a numbered item. */
const ANSWER_LINE = /(?:^|\n)[ \t]*(?:#|[-*+•]\s|[{[]|```|~~~|\d{1,3}[.)、]\s)/;

export interface FilteredText {
  visible: string;
  thinking: string;
  /**
   * Everything released as visible before this piece was thinking: a </think> closed a thought that
   * never opened, after its text had been released (a plan line that looked like an answer).
   */
  retracted?: boolean;
}

/**
 * A stream filter. Thinking is recognised where models put it: a block that opens before any
 * visible text (the tag may arrive split over chunks), prose that a </think> later shows was a
 * thought whose opening tag sat in the prompt (DeepSeek-R1 distills' chat templates), and a block
 * opened after visible text. No think tag is ever released as text: a resume quoting one is far
 * rarer than a model thinking mid-answer.
 *
 * What is held back: a possible tag's start, and leading prose. An answer starts like one (a
 * heading, a list, JSON, a fence) and is released at once; prose is held until a line that starts
 * like an answer arrives (the gates downstream drop a chatty preamble anyway), a </think> shows it
 * was thinking, or MAX_HELD_PROSE characters pass, so no stream is stalled for long. When released
 * text turns out to have been a thought (a </think> that never opened, after a plan line such as
 * "# Draft Title" let it out), the piece says so with `retracted`: the caller takes back what it sent.
 */
export class ThinkFilter {
  private held = '';
  private state: 'start' | 'thinking' | 'visible' = 'start';
  /** Text seen before any tag: visible unless a </think> shows it was thinking after all. */
  private undecided = '';
  /** After a thought, the blank lines before the answer are dropped, however they are chunked. */
  private afterThought = false;
  /** A thought has been seen (opened or closed): a later stray </think> cannot retract the answer. */
  private thoughtSeen = false;

  push(chunk: string): FilteredText {
    this.held += chunk;
    const out: FilteredText = { visible: '', thinking: '' };
    for (;;) {
      if (this.state === 'thinking') {
        const close = this.held.indexOf(CLOSE);
        if (close === -1) {
          const keep = partialTagLength(this.held, CLOSE);
          out.thinking += this.held.slice(0, this.held.length - keep);
          this.held = this.held.slice(this.held.length - keep);
          return out;
        }
        out.thinking += this.held.slice(0, close);
        this.held = this.held.slice(close + CLOSE.length);
        this.state = 'visible';
        this.afterThought = true;
        continue;
      }
      if (this.state === 'visible') {
        const open = this.held.indexOf(OPEN);
        const close = this.held.indexOf(CLOSE);
        if (close !== -1 && (open === -1 || close < open)) {
          const before = this.held.slice(0, close);
          this.held = this.held.slice(close + CLOSE.length);
          if (this.thoughtSeen) {
            // A stray close after a whole thought: the tag goes, the answer around it stays.
            out.visible += this.answerText(before);
          } else {
            // A thought that never opened: all the text released so far, and this, was thinking.
            out.retracted = true;
            out.thinking += out.visible + before;
            out.visible = '';
            this.afterThought = true;
          }
          this.thoughtSeen = true;
          continue;
        }
        if (open !== -1) {
          out.visible += this.answerText(this.held.slice(0, open));
          this.held = this.held.slice(open + OPEN.length);
          this.state = 'thinking';
          this.thoughtSeen = true;
          continue;
        }
        const keep = Math.max(partialTagLength(this.held, OPEN), partialTagLength(this.held, CLOSE));
        out.visible += this.answerText(this.held.slice(0, this.held.length - keep));
        this.held = this.held.slice(this.held.length - keep);
        return out;
      }
      // start: nothing visible decided yet.
      const text = this.undecided + this.held;
      const trimmed = text.trimStart();
      if (trimmed.startsWith(OPEN)) {
        this.state = 'thinking';
        this.thoughtSeen = true;
        this.held = trimmed.slice(OPEN.length);
        this.undecided = '';
        continue;
      }
      const close = text.indexOf(CLOSE);
      const open = text.indexOf(OPEN);
      if (open !== -1 && (close === -1 || open < close)) {
        // A block opened after some text: that text is released, the block read as a thought.
        this.state = 'visible';
        this.held = text;
        this.undecided = '';
        continue;
      }
      if (close !== -1) {
        // Opened mid-thought: everything before </think> was thinking.
        out.thinking += text.slice(0, close);
        this.held = text.slice(close + CLOSE.length);
        this.undecided = '';
        this.state = 'visible';
        this.afterThought = true;
        this.thoughtSeen = true;
        continue;
      }
      const mayBeThought = !ANSWER_LINE.test(trimmed) && text.length <= MAX_HELD_PROSE;
      if (OPEN.startsWith(trimmed) || trimmed === '' || mayBeThought) {
        this.undecided = text;
        this.held = '';
        return out;
      }
      // An answer has begun (or the prose grew past what a held thought may be): visible from here,
      // still read for tags (a later </think> retracts it).
      this.state = 'visible';
      this.held = text;
      this.undecided = '';
    }
  }

  /** Visible text, less the whitespace that separates a thought from the answer. */
  private answerText(text: string): string {
    if (!this.afterThought) return text;
    const answer = text.trimStart();
    if (answer !== '') this.afterThought = false;
    return answer;
  }

  flush(): FilteredText {
    const rest = this.undecided + this.held;
    this.undecided = '';
    this.held = '';
    if (this.state === 'thinking') return { visible: '', thinking: rest };
    // A partial tag left at the end is the start of a tag that never came: text.
    return { visible: this.state === 'visible' ? this.answerText(rest) : rest, thinking: '' };
  }
}

/** How many characters at the end of `text` could be the start of `tag`. */
function partialTagLength(text: string, tag: string): number {
  for (let length = Math.min(tag.length - 1, text.length); length > 0; length -= 1) {
    if (tag.startsWith(text.slice(text.length - length))) return length;
  }
  return 0;
}
