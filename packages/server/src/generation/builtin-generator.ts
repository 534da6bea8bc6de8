// The built-in generator: outlines and content from the knowledge base, instant and deterministic.
import type { Section } from '@resume/contract';
import { parseOutline } from '../resume/outline-parser.ts';
import { splitOutlineForStreaming, writeOutline } from '../resume/outline-writer.ts';
import { toSections } from '../resume/to-sections.ts';
import { fillExamples } from './fill-examples.ts';
import type { ContentInput, Generator, OutlineInput } from './generator.ts';
import { optimizeDocument } from './optimize-document.ts';
import { buildOutlineDocument } from './outline-document.ts';

export class BuiltinGenerator implements Generator {
  readonly name = 'builtin';

  async *generateOutline(input: OutlineInput, signal: AbortSignal): AsyncGenerator<string> {
    const document =
      input.mode === 'ai-template'
        ? buildOutlineDocument({ job: input.job, type: input.type, locale: input.locale })
        : optimizeDocument({ ...input.resume, locale: input.locale }, {});
    for (const fragment of splitOutlineForStreaming(writeOutline(document))) {
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
}
