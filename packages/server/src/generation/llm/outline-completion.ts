// The final check of a model's outline, and the parts it forgot, taken from the built-in outline for
// the same request: appended only, so nothing already streamed is contradicted.
import type { Locale } from '@resume/contract';
import { characterPairs, pairSimilarity } from '../../lib/line-similarity.ts';
import { parseOutline } from '../../resume/outline-parser.ts';
import { writeOutline } from '../../resume/outline-writer.ts';
import type { ResumeDocument } from '../../resume/resume-document.ts';

/** At or above this, a reference line is one the answer already wrote in its own words. */
const REWORDED = 0.5;

/**
 * Markdown to append so that every part of `reference` is present (`''` when none is missing). When the
 * answer stopped inside an entries part (a loop, a cut), the entries it had not reached yet are appended
 * to that part first: they continue the last part written, so nothing sent is contradicted.
 */
export function missingParts(
  markdown: string,
  reference: ResumeDocument,
  locale: Locale,
  options: { cut?: boolean } = {},
): string {
  const written = parseOutline(markdown, { job: reference.job, locale });
  const present = new Set(written.parts.map((part) => part.kind));
  const missing = reference.parts.filter((part) => part.kind !== 'other' && !present.has(part.kind));
  const unfinished = missingEntriesOfLastPart(written, reference, options.cut === true);
  if (missing.length === 0 && unfinished === '') return '';
  let body = unfinished;
  if (missing.length > 0) {
    const appended = writeOutline({ ...reference, parts: missing });
    // The reference's own H1 stays out: the outline has one.
    body += appended.slice(appended.indexOf('\n## '));
  }
  if (unfinished !== '') return markdown.endsWith('\n') ? body : `\n${body}`;
  return markdown.endsWith('\n\n') ? body.replace(/^\n+/, '') : markdown.endsWith('\n') ? body : `\n${body}`;
}

/**
 * The reference's entries that the last part written lacks (matched by organisation), numbered on from
 * it; when the answer was cut (`cut`: a loop or a length stop), first the bullets its last entry had not
 * reached yet.
 */
function missingEntriesOfLastPart(written: ResumeDocument, reference: ResumeDocument, cut: boolean): string {
  const last = written.parts.at(-1);
  if (last?.shape !== 'entries') return '';
  const own = reference.parts.find((part) => part.kind === last.kind && part.shape === 'entries');
  if (own?.shape !== 'entries') return '';
  // Compared without prompts: the reference asks for results ("… [add the measurable result]").
  const key = (text: string) =>
    text
      .replace(/\[[^[\]]*\]/g, '')
      .normalize('NFKC')
      .replace(/\s+/g, '')
      .toLowerCase();
  let out = '';
  const lastEntry = last.entries.at(-1);
  // The n-th entry the answer wrote at an employer is the reference's n-th there (a promotion's second role is
  // not its first).
  const occurrence = lastEntry
    ? last.entries.filter((entry) => key(entry.title) === key(lastEntry.title)).length - 1
    : 0;
  const sameEntry =
    lastEntry && own.entries.filter((entry) => key(entry.title) === key(lastEntry.title))[occurrence];
  if (cut && lastEntry && sameEntry) {
    // The model reworded what it wrote: a reference line that says the same thing is no line it had not reached.
    const said = lastEntry.bullets.map(characterPairs);
    for (const bullet of sameEntry.bullets) {
      const pairs = characterPairs(bullet);
      if (!said.some((line) => pairSimilarity(line, pairs) >= REWORDED)) out += `   - ${bullet}\n`;
    }
  }
  // An employer of two entries (a promotion) is present as often as the answer wrote it: the reference's
  // second entry of it is missing when the answer wrote one.
  const timesWritten = new Map<string, number>();
  for (const entry of last.entries)
    timesWritten.set(key(entry.title), (timesWritten.get(key(entry.title)) ?? 0) + 1);
  const missing = own.entries.filter((entry) => {
    if (entry.title.trim() === '') return false;
    const left = timesWritten.get(key(entry.title)) ?? 0;
    timesWritten.set(key(entry.title), left - 1);
    return left <= 0;
  });
  if (missing.length === 0) return out;
  const part = writeOutline({ ...reference, parts: [{ ...own, entries: missing }] });
  const lines = part
    .slice(part.indexOf('\n## ') + 1)
    .split('\n')
    .slice(1);
  let number = last.entries.length;
  return `${out}${lines
    .map((line) => line.replace(/^\d{1,3}\. /, () => `${++number}. `))
    .join('\n')
    .trim()}\n`;
}
