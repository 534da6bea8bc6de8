// Types for the part of linebreak (the Unicode line breaking pdfkit wraps text with; it ships none) that break-long-runs.ts uses.
declare module 'linebreak' {
  /** A break opportunity before the character at `position`; `required` after a line feed. */
  export interface Break {
    position: number;
    required: boolean;
  }
  export default class LineBreaker {
    constructor(text: string);
    /** The next break opportunity, the end of the text last; null after it. */
    nextBreak(): Break | null;
  }
}
