// Drops a model's thinking from its visible text: <think>…</think> blocks inside `content` (Qwen3,
// DeepSeek-R1 distills on Ollama or vLLM), tags split across chunks at any character included.

const OPEN = '<think>';
const CLOSE = '</think>';

export interface FilteredText {
  visible: string;
  thinking: string;
}

/**
 * A stream filter. Thinking is recognised where models put it: a block that opens before any
 * visible text (the tag may arrive split over chunks), or a first chunk that closes a thought with
 * </think> without opening one (templates that put <think> in the prompt). A <think> after visible
 * text is kept as text: a resume may quote markup. Only a possible tag's start is ever held back.
 */
export class ThinkFilter {
  private held = '';
  private state: 'start' | 'thinking' | 'visible' = 'start';
  /** Text seen before any tag: visible unless a </think> shows it was thinking after all. */
  private undecided = '';

  push(chunk: string): FilteredText {
    if (this.state === 'visible') return { visible: chunk, thinking: '' };
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
        this.held = this.held.slice(close + CLOSE.length).replace(/^\s+/, '');
        this.state = 'visible';
        out.visible += this.held;
        this.held = '';
        return out;
      }
      if (this.state === 'visible') {
        out.visible += this.held;
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
        this.held = text.slice(close + CLOSE.length).replace(/^\s+/, '');
        this.undecided = '';
        this.state = 'visible';
        continue;
      }
      if (OPEN.startsWith(trimmed) || trimmed === '') {
        this.undecided = text;
        this.held = '';
        return out;
      }
      // Visible text has begun. Until a </think> could still arrive it would have to be held back
      // whole, which would stall streaming; a stream with no opening tag is taken as visible.
      this.state = 'visible';
      out.visible += text;
      this.undecided = '';
      this.held = '';
      return out;
    }
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
