// Template placeholders left in a resume's text: "后端开发实习生/XXXX", "×××公司", "某某大学". They are not facts,
// so a job heading built from them drops them instead of printing them.

/**
 * Placeholder runs: three or more x's (or two capital X's) standing alone, two or more ×/✕/＊/*, ○ or 某.
 * A single 某 stays: "某城商银行" is how people anonymise a real employer.
 */
const PLACEHOLDER_RUN = /(?<![A-Za-z])(?:[Xx]{3,}|X{2})(?![A-Za-z])|[×✕＊*]{2,}|○{2,}|某{2,}/g;
/** Brackets left empty once their placeholder is gone: "前端工程师（XXX）". */
const EMPTY_BRACKETS = /[（(【[]\s*[)）】\]]/g;
const SEPARATOR = '[/／|｜\\\\、,，;；:：+＋&·•_~～-]';
/** Separators that are doubled once the placeholder between them is gone: "A / XXX / B". */
const REPEATED_SEPARATORS = new RegExp(`(\\s*)(${SEPARATOR})(?:\\s*${SEPARATOR})+(\\s*)`, 'g');
/** Separators left at either end: "后端开发实习生/". */
const EDGE_SEPARATORS = new RegExp(`^(?:\\s|${SEPARATOR}|[–—])+|(?:\\s|${SEPARATOR}|[–—])+$`, 'g');

export function hasPlaceholder(text: string): boolean {
  return new RegExp(PLACEHOLDER_RUN.source).test(text);
}

/**
 * The text without its placeholder runs and the separators and brackets they leave behind, whitespace collapsed;
 * text without placeholders comes back unchanged. Empty when nothing but placeholders and separators was written.
 */
export function stripPlaceholders(text: string): string {
  if (!hasPlaceholder(text)) return text;
  const stripped = text
    .replace(PLACEHOLDER_RUN, ' ')
    .replace(EMPTY_BRACKETS, ' ')
    .replace(REPEATED_SEPARATORS, '$1$2$3')
    .replace(EDGE_SEPARATORS, '')
    .replace(/\s+/g, ' ')
    .trim();
  return /\p{L}/u.test(stripped) ? stripped : '';
}
