// The built-in outline for a job, kept for the most recent jobs: a pure function of (job, type, locale)
// that both generators need per request (the built-in one answers with it, the LLM one sends it to the
// model as a reference), and many users ask for the same few jobs.
import type { JobType, Locale } from '@resume/contract';
import { LRUCache } from '../lib/lru-cache.ts';
import { splitOutlineByPart, writeOutline } from '../resume/outline-writer.ts';
import type { ResumeDocument } from '../resume/resume-document.ts';
import { buildOutlineDocument } from './outline-document.ts';

export interface JobOutline {
  /** Shared between requests: read it, never change it. */
  readonly document: ResumeDocument;
  readonly markdown: string;
  /** The markdown in one fragment per part, for streaming. */
  readonly parts: readonly string[];
}

/** Bounded, so free-text jobs cannot grow it; an entry is a few KB. */
const CACHE_SIZE = 1_000;
const cache = new LRUCache<string, JobOutline>(CACHE_SIZE);

export function jobOutline(job: string, type: JobType, locale: Locale): JobOutline {
  const key = `${locale}\u0000${type}\u0000${job}`;
  let outline = cache.get(key);
  if (!outline) {
    const document = buildOutlineDocument({ job, type, locale });
    const markdown = writeOutline(document);
    outline = { document, markdown, parts: splitOutlineByPart(markdown) };
    cache.set(key, outline);
  }
  return outline;
}
