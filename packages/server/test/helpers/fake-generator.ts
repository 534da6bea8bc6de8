// A scripted Generator that records its calls: for timing, failure and cancellation tests.
import type { Section } from '@resume/contract';
import {
  type ContentInput,
  contentInputOf,
  type DeferredContentInput,
  type Generator,
  type OutlineInput,
} from '../../src/generation/generator.ts';

export interface FakeGeneratorScript {
  outline?: string[];
  sections?: Section[];
  /** Wait before each item, in ms. */
  delayMs?: number;
  /** Throw this after yielding this many items (0: before the first). */
  failAfter?: { items: number; error: Error };
  /** Ignore the abort signal (a misbehaving source). */
  ignoreSignal?: boolean;
}

export class FakeGenerator implements Generator {
  readonly name = 'fake';
  readonly outlineCalls: { input: OutlineInput; signal: AbortSignal }[] = [];
  readonly contentCalls: { input: ContentInput; signal: AbortSignal }[] = [];

  constructor(private readonly script: FakeGeneratorScript = {}) {}

  async *generateOutline(input: OutlineInput, signal: AbortSignal): AsyncGenerator<string> {
    this.outlineCalls.push({ input, signal });
    yield* this.play(this.script.outline ?? ['# Job\n', '\n## Overview\n', '- [Summary]\n'], signal);
  }

  async *generateContent(
    input: ContentInput | DeferredContentInput,
    signal: AbortSignal,
  ): AsyncGenerator<Section> {
    this.contentCalls.push({ input: await contentInputOf(input), signal });
    yield* this.play(this.script.sections ?? sampleSections(3), signal);
  }

  async checkReady(): Promise<void> {}

  private async *play<T>(items: T[], signal: AbortSignal): AsyncGenerator<T> {
    for (let index = 0; index < items.length; index += 1) {
      if (this.script.failAfter && this.script.failAfter.items === index) throw this.script.failAfter.error;
      if (this.script.delayMs)
        await delay(this.script.delayMs, this.script.ignoreSignal ? undefined : signal);
      yield items[index]!;
    }
    if (this.script.failAfter && this.script.failAfter.items >= items.length)
      throw this.script.failAfter.error;
  }
}

function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

export function sampleSections(count: number): Section[] {
  return Array.from({ length: count }, (_, index) => ({
    type: 'list' as const,
    title: `Part ${index + 1}`,
    content: { items: [`Item ${index + 1}`] },
    id: `part-${index + 1}`,
  }));
}
