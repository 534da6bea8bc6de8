// Incremental JSON: the elements of a model's sections array, each as soon as it closes, from
// `[…]` or `{"sections": […]}` with any text or code fences around. Linear in the input.

/** An element larger than this is skipped (and reported): no section is anywhere near it. */
const DEFAULT_MAX_ELEMENT_CHARS = 64 * 1024;

export class SectionStreamParser {
  readonly problems: string[] = [];
  private readonly maxElementChars: number;
  /** Open containers: '{' or '['. */
  private readonly stack: string[] = [];
  /** Depth at which the sections array's elements open; undefined until the array is found. */
  private elementDepth: number | undefined;
  private inString = false;
  private escaped = false;
  private element: string[] | undefined;
  private elementLength = 0;
  private elementIndex = 0;
  private ended = false;

  constructor(options: { maxElementChars?: number } = {}) {
    this.maxElementChars = options.maxElementChars ?? DEFAULT_MAX_ELEMENT_CHARS;
  }

  push(chunk: string): unknown[] {
    const out: unknown[] = [];
    let elementStart = this.element ? 0 : -1;
    for (let index = 0; index < chunk.length && !this.ended; index += 1) {
      const character = chunk[index]!;
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (character === '\\') this.escaped = true;
        else if (character === '"') this.inString = false;
        continue;
      }
      if (this.stack.length === 0 && character !== '{' && character !== '[') continue; // text around the JSON
      if (character === '"') {
        this.inString = true;
      } else if (character === '{' || character === '[') {
        this.stack.push(character);
        const depth = this.stack.length;
        if (this.elementDepth === undefined && character === '[' && depth <= 2) this.elementDepth = depth + 1;
        else if (depth === this.elementDepth && !this.element) {
          this.element = [];
          this.elementLength = 0;
          elementStart = index;
        }
      } else if (character === '}' || character === ']') {
        const depth = this.stack.length;
        this.stack.pop();
        if (depth === this.elementDepth && this.element) {
          const piece = chunk.slice(elementStart, index + 1);
          if (this.elementLength + piece.length > this.maxElementChars) this.skipLargeElement();
          else {
            this.element.push(piece);
            const parsed = this.finishElement();
            if (parsed !== undefined) out.push(parsed);
          }
          elementStart = -1;
        } else if (this.elementDepth !== undefined && depth === this.elementDepth - 1) {
          if (this.elementIndex > 0)
            this.ended = true; // the sections array closed: the rest is commentary
          else {
            // A bracket in a preamble ("[as requested]") closed with no element: look further.
            this.elementDepth = undefined;
            this.stack.length = 0;
          }
        }
      }
    }
    if (this.element && elementStart !== -1) {
      const piece = chunk.slice(elementStart);
      this.elementLength += piece.length;
      if (this.elementLength > this.maxElementChars) this.skipLargeElement();
      else this.element.push(piece);
    }
    return out;
  }

  finish(): unknown[] {
    if (this.element) this.problems.push(`element ${this.elementIndex} was cut off`);
    if (this.elementDepth === undefined) this.problems.push('no sections array was found');
    this.element = undefined;
    return [];
  }

  private skipLargeElement(): void {
    this.problems.push(`element ${this.elementIndex} is larger than ${this.maxElementChars} characters`);
    this.element = undefined;
    this.elementIndex += 1;
  }

  private finishElement(): unknown {
    const text = (this.element ?? []).join('');
    this.element = undefined;
    const index = this.elementIndex;
    this.elementIndex += 1;
    try {
      return JSON.parse(text);
    } catch {
      this.problems.push(`element ${index} is not valid JSON`);
      return undefined;
    }
  }
}
