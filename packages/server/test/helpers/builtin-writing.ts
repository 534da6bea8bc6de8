// What the built-in generator writes, read whole: the outline and the content of a template or of an upload, for
// the tests, reads and samples that look at the writing rather than at the stream.
import type { JobType, Locale, Section } from '@resume/contract';
import { BuiltinGenerator } from '../../src/generation/builtin-generator.ts';
import type { ResumeDocument } from '../../src/resume/resume-document.ts';

const generator = new BuiltinGenerator();
const signal = new AbortController().signal;

export async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of iterable) out.push(item);
  return out;
}

/** The ai-template outline for a job, and the content written from it. */
export async function templateWriting(
  job: string,
  type: JobType,
  locale: Locale,
): Promise<{ outline: string; sections: Section[] }> {
  const outline = (
    await collect(generator.generateOutline({ mode: 'ai-template', job, type, locale }, signal))
  ).join('');
  return { outline, sections: await contentOf(outline, job, type, locale) };
}

/** The optimize outline of a read resume, and the content written from it. */
export async function optimizeWriting(
  resume: ResumeDocument,
  sourceText: string,
  locale: Locale,
): Promise<{ outline: string; sections: Section[] }> {
  const outline = (
    await collect(
      generator.generateOutline({ mode: 'optimize-local-resume', resume, sourceText, locale }, signal),
    )
  ).join('');
  return { outline, sections: await contentOf(outline, '', null, locale) };
}

function contentOf(outline: string, job: string, type: JobType | null, locale: Locale): Promise<Section[]> {
  return collect(generator.generateContent({ outline, job, type, locale }, signal));
}
