// How alike two lines are, by shared pairs of characters: one measure for Chinese and English alike.

/** The line's pairs of adjacent characters, lower case, spaces and bracketed prompts left out. */
export function characterPairs(text: string): Set<string> {
  const plain = text
    .replace(/\[[^[\]\n]*\]/g, ' ')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, '');
  const pairs = new Set<string>();
  for (let index = 0; index + 1 < plain.length; index += 1) pairs.add(plain.slice(index, index + 2));
  return pairs;
}

/** Dice's coefficient of two lines' character pairs: 1 for the same line, 0 for nothing shared. */
export function pairSimilarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const pair of a) if (b.has(pair)) shared += 1;
  return (2 * shared) / (a.size + b.size);
}
