// The only request body parser: JSON objects, checked for nesting depth before anything is materialised.
import { AppError } from '../errors.ts';

/** No request of ours nests deeper than 3 levels; 32 leaves room for odd clients and none for bombs. */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * The deepest nesting of arrays and objects in `text`, stopping as soon as it passes `limit`.
 * One pass, strings skipped with indexOf: JSON.parse of a 14 MB nest of arrays takes seconds and
 * hundreds of megabytes, this scan a few milliseconds and nothing.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let index = 0;
  const length = text.length;
  while (index < length) {
    const code = text.charCodeAt(index);
    if (code === QUOTE) {
      index = endOfString(text, index + 1);
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth -= 1;
    }
    index += 1;
  }
  return false;
}

/** Index of the quote that closes the string whose content starts at `start` (or the text's end). */
function endOfString(text: string, start: number): number {
  let index = start;
  for (;;) {
    const quote = text.indexOf('"', index);
    if (quote === -1) return text.length;
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return quote;
    index = quote + 1;
  }
}

/** Parses a request body: 40001 for empty, malformed or too deeply nested JSON. */
export function parseJsonBody(text: string, options: { allowEmpty: boolean }): unknown {
  if (text.trim() === '') {
    if (options.allowEmpty) return undefined;
    throw new AppError(40001, 'The request body is empty: send a JSON object.');
  }
  if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
    throw new AppError(
      40001,
      `The request body nests arrays or objects deeper than ${MAX_JSON_DEPTH} levels.`,
    );
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError(40001, 'The request body is not valid JSON.');
  }
}
