// The neutral layout a template describes and the renderers (text, DOCX, PDF) turn into files.

/** One table cell: its paragraphs as printed; `span` merges that many grid columns. */
export interface Cell {
  paragraphs: string[];
  span?: number;
  bold?: boolean;
}

export type Block =
  /** The name at the top, large and bold. */
  | { type: 'title'; text: string; center?: boolean }
  /** A printed line; `right` is printed right-aligned on the same line (a tab stop in Word). */
  | { type: 'line'; text: string; bold?: boolean; right?: string; center?: boolean; size?: number }
  | { type: 'heading'; text: string; rule?: boolean }
  /** An itemised line: `marker` is printed verbatim before the text ('' for a plain line). */
  | { type: 'bullet'; marker: string; text: string }
  /** A table (Word table in DOCX); `widths` are relative column widths. */
  | { type: 'table'; rows: Cell[][]; widths: number[]; borders?: boolean }
  /** Two columns side by side (absolute positions in PDF); the left one is read first. */
  | { type: 'columns'; left: Block[]; right: Block[]; leftShare: number }
  | { type: 'gap' };

export interface Layout {
  blocks: Block[];
  /** PDF: the width of the text area in points (narrow widths wrap long lines); body font size. */
  pdfWidth?: number;
  fontSize?: number;
}

export const cell = (text: string | string[], extra: Omit<Cell, 'paragraphs'> = {}): Cell => ({
  paragraphs: Array.isArray(text) ? text : [text],
  ...extra,
});
