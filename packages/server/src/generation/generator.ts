// The Generator seam: the built-in knowledge-base generator and the LLM generator both implement it.
import type { JobType, Locale, Section } from '@resume/contract';
import type { ResumeDocument } from '../resume/resume-document.ts';

/** What an outline is generated from: a target job (ai-template) or a resume read from an upload. */
export type OutlineInput =
  | { mode: 'ai-template'; job: string; type: JobType; locale: Locale; ownerId?: string }
  | {
      mode: 'optimize-local-resume';
      ownerId?: string;
      resume: ResumeDocument;
      /** The text read from the upload: what an optimised outline may state, and nothing more. */
      sourceText: string;
      locale: Locale;
      /** A job description to tailor the outline to (an extension field): its title heads the outline. */
      jobDescription?: string;
    };

export interface ContentInput {
  /** The API key's owner, for per-key limits on an upstream model. */
  ownerId?: string;
  outline: string;
  job: string;
  type: JobType | null;
  locale: Locale;
}

/**
 * A task's content input read when its generation begins rather than when it is asked for: a stream
 * queued behind the LLM's concurrency cap then holds no outline (kilobytes each, thousands waiting).
 */
export interface DeferredContentInput {
  ownerId?: string;
  load(): Promise<ContentInput>;
}

/** The input itself, loading it first if it was deferred. */
export function contentInputOf(
  input: ContentInput | DeferredContentInput,
): Promise<ContentInput> | ContentInput {
  return 'load' in input ? input.load() : input;
}

export interface Generator {
  readonly name: string;
  /** Markdown fragments whose concatenation is the outline. Pull-based; stops when `signal` aborts. */
  generateOutline(input: OutlineInput, signal: AbortSignal): AsyncIterable<string>;
  /**
   * The outline's fragments at once, where they need no I/O and no waiting (the built-in generator's
   * job outlines, kept in memory); undefined where the outline has to be generated. A route answers
   * such an outline in one go, without the abort and iteration plumbing a generation in progress needs.
   */
  outlineAtOnce?(input: OutlineInput): readonly string[] | undefined;
  /** Sections in resume order. Pull-based; stops when `signal` aborts. */
  generateContent(input: ContentInput | DeferredContentInput, signal: AbortSignal): AsyncIterable<Section>;
  /** Resolves when the generator can serve (used by /readyz). */
  checkReady(): Promise<void>;
  /** What /readyz shows beside the generator's name (an LLM provider's reachability). */
  readiness?(): Record<string, string>;
}
