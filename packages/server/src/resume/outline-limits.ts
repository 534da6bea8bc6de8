// Caps on the shape of a task's outline (CONTRACT 3): a resume has tens of parts and a few entries in each,
// so one content generation writes a bounded number of sections however the 64 KB are spent.
import { LIMITS } from '@resume/contract';
import { AppError } from '../errors.ts';
import type { ResumeDocument } from './resume-document.ts';

/**
 * False when the outline has too few lines to break a cap (each part and entry takes a line of its
 * own), so the caller can skip parsing it: the usual outline is checked by counting its newlines.
 */
export function mayExceedOutlineLimits(markdown: string): boolean {
  const fewestLinesOverACap = Math.min(LIMITS.outlineParts, LIMITS.outlineEntries) + 1;
  let lines = 1;
  for (let at = markdown.indexOf('\n'); at !== -1; at = markdown.indexOf('\n', at + 1)) {
    lines += 1;
    if (lines >= fewestLinesOverACap) return true;
  }
  return false;
}

/** Throws 40002 naming the cap when the parsed outline has more parts or more entries than allowed. */
export function assertOutlineWithinLimits(document: ResumeDocument): void {
  if (document.parts.length > LIMITS.outlineParts) {
    throw new AppError(
      40002,
      `outline has ${count(document.parts.length)} parts; at most ${LIMITS.outlineParts} are allowed (one per "##" heading).`,
    );
  }
  let entries = 0;
  for (const part of document.parts) if (part.shape === 'entries') entries += part.entries.length;
  if (entries > LIMITS.outlineEntries) {
    throw new AppError(
      40002,
      `outline has ${count(entries)} entries (jobs, schools, projects, activities); at most ${LIMITS.outlineEntries} are allowed.`,
    );
  }
}

function count(value: number): string {
  return value.toLocaleString('en-US');
}
