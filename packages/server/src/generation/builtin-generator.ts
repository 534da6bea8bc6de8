// The built-in generator: outlines and content from the knowledge base, instant and deterministic.
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { Section } from '@resume/contract';
import { parseOutline } from '../resume/outline-parser.ts';
import { splitOutlineByPart, writeOutline } from '../resume/outline-writer.ts';
import { toSections } from '../resume/to-sections.ts';
import { fillExamples } from './fill-examples.ts';
import {
  type ContentInput,
  contentInputOf,
  type DeferredContentInput,
  type Generator,
  type OutlineInput,
} from './generator.ts';
import { jobOutline } from './job-outlines.ts';
import { optimizedDocument } from './optimize-document.ts';

export class BuiltinGenerator implements Generator {
  readonly name = 'builtin';

  async *generateOutline(input: OutlineInput, signal: AbortSignal): AsyncGenerator<string> {
    const fragments =
      input.mode === 'ai-template'
        ? jobOutline(input.job, input.type, input.locale).parts
        : splitOutlineByPart(writeOutline(optimizedDocument(input)));
    for (const fragment of fragments) {
      if (signal.aborted) return;
      yield fragment;
    }
  }

  outlineAtOnce(input: OutlineInput): readonly string[] | undefined {
    return input.mode === 'ai-template' ? jobOutline(input.job, input.type, input.locale).parts : undefined;
  }

  async *generateContent(
    deferred: ContentInput | DeferredContentInput,
    signal: AbortSignal,
  ): AsyncGenerator<Section> {
    const input = await contentInputOf(deferred);
    const parsed = parseOutline(input.outline, { job: input.job, locale: input.locale });
    // Reading and filling a 64 KB outline are each a few milliseconds: other requests run between them.
    await yieldToEventLoop();
    const filled = fillExamples(parsed, { job: input.job || parsed.job, type: input.type });
    for (const section of toSections(filled)) {
      if (signal.aborted) return;
      yield section;
    }
  }

  async checkReady(): Promise<void> {}
}
