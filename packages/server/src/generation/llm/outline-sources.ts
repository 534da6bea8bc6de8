// What the model is given and what stands in for it: the built-in outline of the same request, the resume as
// the service read it (within the prompt budget), and the H1 an optimised outline carries.
import { writeOutline } from '../../resume/outline-writer.ts';
import { hasPrompt, type ResumeDocument } from '../../resume/resume-document.ts';
import { findLatestRole, statedObjective } from '../career-stage.ts';
import type { OutlineInput } from '../generator.ts';
import { jobOutline } from '../job-outlines.ts';
import { optimizedDocument } from '../optimize-document.ts';
import { stripPlaceholders } from '../placeholder-text.ts';

/** The built-in outline for the same request: the model's reference, and the stand-in if it fails. */
export function referenceOutline(input: OutlineInput): { document: ResumeDocument; markdown: string } {
  if (input.mode === 'ai-template') return jobOutline(input.job, input.type, input.locale);
  const document = optimizedDocument(input);
  return { document, markdown: writeOutline(document) };
}

/**
 * The heading of an optimised outline: the person's objective (求职意向, "Objective:") as they wrote it,
 * else their latest title, else what the built-in outline heads with; never their name.
 */
export function targetRoleOf(resume: ResumeDocument, reference: ResumeDocument): string {
  const usable = (text: string) => {
    const role = stripPlaceholders(text.trim());
    return role !== '' && !hasPrompt(role) ? role : undefined;
  };
  return (
    usable(resume.job) ??
    statedObjective(resume) ??
    usable(findLatestRole(resume, new Date()) ?? '') ??
    reference.job
  );
}

/** The outline without its H1: what follows the service's own heading. */
export function bodyOf(markdown: string): string {
  const newline = markdown.indexOf('\n');
  return newline === -1 ? '' : markdown.slice(newline + 1);
}

/** The parsed resume in the outline format, without the empty H1 of a resume that names no job. */
export function resumeAsRead(resume: ResumeDocument): string {
  return writeOutline(resume).replace(/^#[ \t]*\n+/, '');
}

/** The text cut at its last line that fits `maxChars`: the model sees whole lines of the resume. */
export function withinBudget(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const cut = text.lastIndexOf('\n', maxChars);
  return text.slice(0, cut === -1 ? maxChars : cut + 1);
}
