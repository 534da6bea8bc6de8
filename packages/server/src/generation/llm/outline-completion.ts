// The final check of a model's outline, and the parts it forgot, taken from the built-in outline for
// the same request: appended only, so nothing already streamed is contradicted.
import type { Locale } from '@resume/contract';
import { parseOutline } from '../../resume/outline-parser.ts';
import { writeOutline } from '../../resume/outline-writer.ts';
import type { ResumeDocument } from '../../resume/resume-document.ts';

/** Markdown to append so that every part of `reference` is present (`''` when none is missing). */
export function missingParts(markdown: string, reference: ResumeDocument, locale: Locale): string {
  const written = parseOutline(markdown, { job: reference.job, locale });
  const present = new Set(written.parts.map((part) => part.kind));
  const missing = reference.parts.filter((part) => part.kind !== 'other' && !present.has(part.kind));
  if (missing.length === 0) return '';
  const appended = writeOutline({ ...reference, parts: missing });
  // The reference's own H1 stays out: the outline has one.
  const body = appended.slice(appended.indexOf('\n## '));
  return markdown.endsWith('\n\n') ? body.replace(/^\n+/, '') : markdown.endsWith('\n') ? body : `\n${body}`;
}
