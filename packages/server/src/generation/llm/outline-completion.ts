// The final check of a model's outline, and the parts it forgot, taken from the built-in outline for
// the same request: appended only, so nothing already streamed is contradicted.
import type { Locale } from '@resume/contract';
import { parseOutline } from '../../resume/outline-parser.ts';
import { writeOutline } from '../../resume/outline-writer.ts';
import type { ResumeDocument } from '../../resume/resume-document.ts';

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
  const present = new Set(last.entries.map((entry) => key(entry.title)));
  let out = '';
  const lastEntry = last.entries.at(-1);
  const sameEntry = lastEntry && own.entries.find((entry) => key(entry.title) === key(lastEntry.title));
  if (cut && lastEntry && sameEntry) {
    const said = new Set(lastEntry.bullets.map(key));
    for (const bullet of sameEntry.bullets) if (!said.has(key(bullet))) out += `   - ${bullet}\n`;
  }
  const missing = own.entries.filter((entry) => entry.title.trim() !== '' && !present.has(key(entry.title)));
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
