// The built-in generator: outlines and content from the knowledge base, instant and deterministic.
import type { JobType, Locale, Section } from '@resume/contract';
import { LRUCache } from '../lib/lru-cache.ts';
import { parseOutline } from '../resume/outline-parser.ts';
import { splitOutlineByPart, writeOutline } from '../resume/outline-writer.ts';
import { toSections } from '../resume/to-sections.ts';
import { fillExamples } from './fill-examples.ts';
import type { ContentInput, Generator, OutlineInput } from './generator.ts';
import { optimizeDocument } from './optimize-document.ts';
import { buildOutlineDocument } from './outline-document.ts';

/**
 * Outlines for a job are a pure function of (job, type, locale) and many users ask for the same few
 * jobs: the written lines are kept for the most recent ones. Bounded, so free-text jobs cannot grow it;
 * an entry is about 2 KB. Outlines of uploaded resumes are personal and never cached.
 */
const JOB_OUTLINE_CACHE_SIZE = 1_000;

export class BuiltinGenerator implements Generator {
  readonly name = 'builtin';
  private readonly jobOutlines = new LRUCache<string, readonly string[]>(JOB_OUTLINE_CACHE_SIZE);

  async *generateOutline(input: OutlineInput, signal: AbortSignal): AsyncGenerator<string> {
    const fragments =
      input.mode === 'ai-template'
        ? this.jobOutline(input.job, input.type, input.locale)
        : splitOutlineByPart(writeOutline(optimizeDocument({ ...input.resume, locale: input.locale }, {})));
    for (const fragment of fragments) {
      if (signal.aborted) return;
      yield fragment;
    }
  }

  async *generateContent(input: ContentInput, signal: AbortSignal): AsyncGenerator<Section> {
    const parsed = parseOutline(input.outline, { job: input.job, locale: input.locale });
    const filled = fillExamples(parsed, { job: input.job || parsed.job, type: input.type });
    for (const section of toSections(filled)) {
      if (signal.aborted) return;
      yield section;
    }
  }

  async checkReady(): Promise<void> {}

  private jobOutline(job: string, type: JobType, locale: Locale): readonly string[] {
    const key = `${locale}\u0000${type}\u0000${job}`;
    let fragments = this.jobOutlines.get(key);
    if (!fragments) {
      fragments = splitOutlineByPart(writeOutline(buildOutlineDocument({ job, type, locale })));
      this.jobOutlines.set(key, fragments);
    }
    return fragments;
  }
}
