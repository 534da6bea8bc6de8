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
}

/**
 * A stream filter. Thinking is recognised where models put it: a block that opens before any
 * visible text (the tag may arrive split over chunks), or prose that a </think> later shows was a
 * thought whose opening tag sat in the prompt (DeepSeek-R1 distills' chat templates). A <think>
 * after visible text is kept as text: a resume may quote markup.
 *
 * What is held back: a possible tag's start, and leading prose. An answer starts like one (a
 * heading, a list, JSON, a fence) and is released at once; prose is held until a line that starts
 * like an answer arrives (the gates downstream drop a chatty preamble anyway), a </think> shows it
 * was thinking, or MAX_HELD_PROSE characters pass, so no stream is stalled for long.
 */
export class ThinkFilter {
  private held = '';
  private state: 'start' | 'thinking' | 'visible' = 'start';
  /** Text seen before any tag: visible unless a </think> shows it was thinking after all. */
  private undecided = '';
  /** After a thought, the blank lines before the answer are dropped, however they are chunked. */
  private afterThought = false;

  push(chunk: string): FilteredText {
    if (this.state === 'visible') return { visible: this.answerText(chunk), thinking: '' };
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
        out.visible += this.answerText(this.held);
        this.held = '';
        return out;
      }
      if (this.state === 'visible') {
        out.visible += this.answerText(this.held);
        this.held = '';
        return out;
      }
      // start: nothing visible decided yet.
      const text = this.undecided + this.held;
      const trimmed = text.trimStart();
      if (trimmed.startsWith(OPEN)) {
        this.state = 'thinking';
        this.held = trimmed.slice(OPEN.length);
        this.undecided = '';
        continue;
      }
      const close = text.indexOf(CLOSE);
      if (close !== -1) {
        // Opened mid-thought: everything before </think> was thinking.
        out.thinking += text.slice(0, close);
        this.held = text.slice(close + CLOSE.length);
        this.undecided = '';
        this.state = 'visible';
        this.afterThought = true;
        continue;
      }
      const mayBeThought = !ANSWER_LINE.test(trimmed) && text.length <= MAX_HELD_PROSE;
      if (OPEN.startsWith(trimmed) || trimmed === '' || mayBeThought) {
        this.undecided = text;
        this.held = '';
        return out;
      }
      // An answer has begun (or the prose grew past what a held thought may be): visible from here.
      this.state = 'visible';
      out.visible += text;
      this.undecided = '';
      this.held = '';
      return out;
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
    return { visible: rest, thinking: '' };
  }
}

/** How many characters at the end of `text` could be the start of `tag`. */
function partialTagLength(text: string, tag: string): number {
  for (let length = Math.min(tag.length - 1, text.length); length > 0; length -= 1) {
    if (tag.startsWith(text.slice(text.length - length))) return length;
  }
  return 0;
}
