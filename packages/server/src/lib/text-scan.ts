// Small scanners for what regular expressions do in quadratic time on hostile text: trimming runs
// of characters at either end, finding a trailing parenthetical, and every place a word occurs. Each is one pass.

const WHITESPACE = /\s/;

/** A test for single characters: those of `characters`, plus whitespace when `withWhitespace`. */
export function characterSet(
  characters: string,
  options: { withWhitespace?: boolean } = {},
): (character: string) => boolean {
  const set = new Set(characters);
  return options.withWhitespace
    ? (character) => set.has(character) || WHITESPACE.test(character)
    : (character) => set.has(character);
}

export function isWhitespace(character: string): boolean {
  return WHITESPACE.test(character);
}

/** `text` without the run of characters at its end that `isTrimmed` accepts. */
export function trimEndWhere(text: string, isTrimmed: (character: string) => boolean): string {
  let end = text.length;
  while (end > 0 && isTrimmed(text[end - 1]!)) end -= 1;
  return end === text.length ? text : text.slice(0, end);
}

/** `text` without the run of characters at its start that `isTrimmed` accepts. */
export function trimStartWhere(text: string, isTrimmed: (character: string) => boolean): string {
  let start = 0;
  while (start < text.length && isTrimmed(text[start]!)) start += 1;
  return start === 0 ? text : text.slice(start);
}

export function trimWhere(text: string, isTrimmed: (character: string) => boolean): string {
  return trimStartWhere(trimEndWhere(text, isTrimmed), isTrimmed);
}

const OPENING = '(（';
const CLOSING = ')）';

/**
 * "Work Experience (selected)" → { before: "Work Experience", inside: "selected" }: a text that ends
 * in one bracketed note with no brackets inside it; undefined otherwise. `before` is trimmed at its end.
 */
export function trailingParenthetical(text: string): { before: string; inside: string } | undefined {
  if (!CLOSING.includes(text.at(-1) ?? '')) return undefined;
  let open = text.length - 2;
  while (open >= 0 && !OPENING.includes(text[open]!)) {
    if (CLOSING.includes(text[open]!)) return undefined;
    open -= 1;
  }
  if (open < 0) return undefined;
  return { before: trimEndWhere(text.slice(0, open), isWhitespace), inside: text.slice(open + 1, -1) };
}

/**
 * Like trailingParenthetical, but the bracket may hold brackets of its own: "行政主管（网易（杭州）网络有限公司）"
 * → before "行政主管", inside "网易（杭州）网络有限公司". Undefined when the brackets do not balance.
 */
export function trailingBalancedParenthetical(text: string): { before: string; inside: string } | undefined {
  if (!CLOSING.includes(text.at(-1) ?? '')) return undefined;
  let depth = 0;
  for (let open = text.length - 1; open >= 0; open -= 1) {
    if (CLOSING.includes(text[open]!)) depth += 1;
    else if (OPENING.includes(text[open]!)) depth -= 1;
    if (depth === 0)
      return { before: trimEndWhere(text.slice(0, open), isWhitespace), inside: text.slice(open + 1, -1) };
  }
  return undefined;
}

/**
 * Every tab with the spaces around it (and tabs and spaces after it) becomes one tab: what
 * `/ *\t[ \t]*​/g` does, without the quadratic time that pattern takes on a long run of spaces.
 */
export function collapseAroundTabs(text: string, isSpace: (character: string) => boolean): string {
  if (!text.includes('\t')) return text;
  const pieces = text.split('\t');
  const last = pieces.length - 1;
  const kept: string[] = [];
  pieces.forEach((piece, index) => {
    let value = index < last ? trimEndWhere(piece, isSpace) : piece;
    if (index > 0) value = trimStartWhere(value, isSpace);
    if (value !== '' || index === 0 || index === last) kept.push(value);
  });
  return kept.join('\t');
}

/**
 * `text.split(separator)` with the whitespace next to each cut removed, as `/\s*X\s*​/` would cut,
 * but in one pass: pieces keep their outer whitespace at the text's two ends.
 */
export function splitTrimmed(text: string, separator: string | RegExp): string[] {
  const pieces = text.split(separator);
  const last = pieces.length - 1;
  return pieces.map((piece, index) => {
    const trimmedEnd = index < last ? trimEndWhere(piece, isWhitespace) : piece;
    return index > 0 ? trimStartWhere(trimmedEnd, isWhitespace) : trimmedEnd;
  });
}

/** Every index at which `part` occurs in `text` (overlapping ones too), for whole-word tests of each. */
export function indexesOf(text: string, part: string): number[] {
  const found: number[] = [];
  if (part === '') return found;
  for (let from = text.indexOf(part); from >= 0; from = text.indexOf(part, from + 1)) found.push(from);
  return found;
}
