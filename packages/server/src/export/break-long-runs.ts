// Invisible break opportunities inside very long unbroken runs of text, so PDF line wrapping stays linear in the text's length.
import LineBreaker from 'linebreak';

/**
 * U+200B ZERO WIDTH SPACE: a break opportunity (Unicode line breaking class ZW) that sets nothing.
 * Noto Sans SC has no glyph for it; fontkit lays every default-ignorable character out as the blank
 * space glyph with no advance, so it neither shows nor moves the text after it.
 */
export const ZERO_WIDTH_SPACE = '\u200B';

/**
 * The longest run without a break opportunity that is set as it is. Longer than any word, e-mail
 * address or URL segment a resume holds (pdfkit breaks URLs after `/`, `-` and `?` itself), and
 * already wider than a whole line at the body size, so pdfkit splits it across lines anyway.
 */
export const MAX_UNBROKEN_RUN = 200;

const COMBINING_MARK = /\p{M}/u;

/**
 * `text` with a zero-width space every `maxRun` characters inside each run longer than `maxRun` that
 * has no break opportunity. pdfkit measures the rest of such a run again after every line it fills,
 * so a run of n characters costs it n² / line length: 20,000 characters took seconds, 40,000 over
 * twenty. Runs are found with the same Unicode line breaking (the `linebreak` package) pdfkit wraps
 * with, so any text without such a run, Chinese and English alike, comes back unchanged and is laid
 * out exactly as before.
 */
export function breakLongRuns(text: string, maxRun = MAX_UNBROKEN_RUN): string {
  if (text.length <= maxRun) return text;
  const breaker = new LineBreaker(text);
  const pieces: string[] = [];
  let start = 0;
  let copied = 0;
  for (let opportunity = breaker.nextBreak(); opportunity; opportunity = breaker.nextBreak()) {
    const end = opportunity.position;
    if (end - start > maxRun) {
      let cut = start;
      while (end - cut > maxRun) {
        const next = cutAfter(text, cut + maxRun, end);
        if (next >= end) break;
        pieces.push(text.slice(copied, next), ZERO_WIDTH_SPACE);
        copied = next;
        cut = next;
      }
    }
    start = end;
  }
  if (copied === 0) return text;
  pieces.push(text.slice(copied));
  return pieces.join('');
}

/** `at`, or the first position after it that splits neither a surrogate pair nor a letter from its accents. */
function cutAfter(text: string, at: number, end: number): number {
  let cut = at;
  while (cut < end) {
    const code = text.charCodeAt(cut);
    const lowSurrogate = code >= 0xdc00 && code <= 0xdfff;
    if (!lowSurrogate && !COMBINING_MARK.test(String.fromCodePoint(text.codePointAt(cut)!))) return cut;
    cut += 1;
  }
  return cut;
}
