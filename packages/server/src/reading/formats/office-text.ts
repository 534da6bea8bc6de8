// Patterns the office-format readers (DOCX, DOC, ODT) share when turning their text into lines.

/** Private-use icon glyphs (Font Awesome and similar) and the replacement character: never facts. */
export const ICON_GLYPHS = /[\u{E000}-\u{F8FF}\u{F0000}-\u{FFFFD}\u{100000}-\u{10FFFD}\uFFFD]/gu;

/** A header or footer line that is only a page number ("Page 2 of 3", "- 2 -", "第 2 页"). */
export function isPageNumberLine(line: string): boolean {
  // Its blanks are ambiguous between parts, so it only ever sees a line as short as a page number's.
  return line.length <= MAX_PAGE_NUMBER_CHARS && PAGE_NUMBER_LINE.test(line);
}

/** Longer than any page-number line ("- Page 12 of 13 -" with generous spacing). */
export const MAX_PAGE_NUMBER_CHARS = 40;

const PAGE_NUMBER_LINE =
  /^(?:[-–—\s]*(?:page|pg\.?)?\s*\d{1,3}\s*(?:(?:of|\/)\s*\d{1,3})?[-–—\s]*|第\s*\d{1,3}\s*页.*)$/i;
