// Types for the part of fontkit (pdfkit's font parser, which ships none) that the PDF renderer uses.
declare module 'fontkit' {
  /** A parsed font; pdfkit's registerFont takes one as it is (pdfkit 0.20+). */
  export interface Font {
    layout(text: string): unknown;
  }
  export function create(bytes: Uint8Array, postscriptName?: string): Font;
}
