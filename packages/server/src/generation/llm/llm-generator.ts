// The Generator backed by an OpenAI-compatible model: outlines streamed line by line through a
// format gate, content as JSON parsed section by section, each checked; the built-in generator
// completes what a model forgets and, with LLM_FALLBACK=builtin, answers when the model fails first.
import { type Section, SectionSchema } from '@resume/contract';
import { AppError, UpstreamError } from '../../errors.ts';
import { EXAMPLE_MARK_PATTERN } from '../../knowledge/example-content.ts';
import type { ConcurrencyLimiter } from '../../limits/concurrency-limiter.ts';
import type { Metrics } from '../../observability/metrics.ts';
import { parseOutline } from '../../resume/outline-parser.ts';
import { writeOutline } from '../../resume/outline-writer.ts';
import { hasPrompt, type ResumeDocument } from '../../resume/resume-document.ts';
import {
  type ContentInput,
  contentInputOf,
  type DeferredContentInput,
  type Generator,
  type OutlineInput,
} from '../generator.ts';
import { jobOutline } from '../job-outlines.ts';
import { optimizeDocument } from '../optimize-document.ts';
import { isPersonalOutline } from '../personal-content.ts';
import { FactGuard } from './fact-guard.ts';
import { type ChatDelta, type JsonMode, JsonModeRejectedError, type LLMClient } from './llm-client.ts';
import { contentMessages, optimizeOutlineMessages, templateOutlineMessages } from './llm-prompts.ts';
import { missingParts } from './outline-completion.ts';
import { factsOf, restoreFacts } from './outline-facts.ts';
import { OutlineLineGate } from './outline-line-gate.ts';
import { repairSection } from './section-repair.ts';
import { SectionStreamParser } from './section-stream-parser.ts';

export interface LLMGeneratorOptions {
  client: LLMClient;
  builtin: Generator;
  metrics: Metrics;
  limiter: ConcurrencyLimiter;
  /** How long a request over a concurrency cap waits for a slot. */
  queueWaitMs: number;
  /** Answer with the built-in generator when the model fails before anything was sent. */
  fallback: boolean;
  jsonMode: 'auto' | JsonMode;
  /** How long a probe result is trusted by /readyz. */
  probeCacheMs?: number;
  /** Counts and reasons only: no prompt, resume or model text is ever passed here. */
  log: (level: 'info' | 'warn', message: string, fields?: Record<string, unknown>) => void;
}

const JSON_MODES: readonly JsonMode[] = ['schema', 'object', 'prompt'];

export class LLMGenerator implements Generator {
  readonly name = 'llm';
  /** With `auto`, the mode steps down once per process when the provider answers 400 to one. */
  private jsonMode: JsonMode;
  private probed: { at: number; reachable: boolean } | undefined;

  constructor(private readonly options: LLMGeneratorOptions) {
    this.jsonMode = options.jsonMode === 'auto' ? 'schema' : options.jsonMode;
  }

  generateOutline(input: OutlineInput, signal: AbortSignal): AsyncIterable<string> {
    return this.withFallback(
      'outline',
      () => this.modelOutline(input, signal),
      () => this.options.builtin.generateOutline(input, signal),
      input.ownerId,
      signal,
    );
  }

  generateContent(input: ContentInput | DeferredContentInput, signal: AbortSignal): AsyncIterable<Section> {
    return this.withFallback(
      'content',
      () => this.modelContent(input, signal),
      () => this.options.builtin.generateContent(input, signal),
      input.ownerId,
      signal,
    );
  }

  async checkReady(): Promise<void> {
    await this.options.builtin.checkReady();
    const reachable = await this.isReachable();
    // With the built-in fallback the service answers either way; without it, it cannot.
    if (!reachable && !this.options.fallback) throw new Error('the LLM provider cannot be reached');
  }

  readiness(): Record<string, string> {
    const llm = this.probed ? (this.probed.reachable ? 'reachable' : 'unreachable') : 'unknown';
    return { llm, fallback: this.options.fallback ? 'builtin' : 'none' };
  }

  private async isReachable(): Promise<boolean> {
    const maxAge = this.options.probeCacheMs ?? 30_000;
    if (this.probed && Date.now() - this.probed.at < maxAge) return this.probed.reachable;
    let reachable = true;
    try {
      await this.options.client.probe(AbortSignal.timeout(2000));
    } catch {
      reachable = false;
    }
    this.probed = { at: Date.now(), reachable };
    return reachable;
  }

  /**
   * Runs the model's stream under the concurrency caps. A failure before its first item falls back
   * to the built-in generator when allowed; after the first item it ends the stream as an error.
   */
  private async *withFallback<T>(
    operation: 'outline' | 'content',
    model: () => AsyncIterable<T>,
    builtin: () => AsyncIterable<T>,
    ownerId: string | undefined,
    signal: AbortSignal,
  ): AsyncGenerator<T> {
    const { metrics } = this.options;
    const slot = await this.options.limiter.acquire(ownerId ?? 'anonymous', this.options.queueWaitMs, signal);
    if (typeof slot !== 'function') {
      if (this.options.fallback) {
        metrics.llmFallbacks.inc({ operation, reason: 'busy' });
        yield* builtin();
        return;
      }
      throw slot === 'per-key'
        ? new AppError(42901, 'Too many generations are running for this API key; retry shortly.', {
            headers: { 'Retry-After': '2' },
          })
        : new AppError(50301, 'The language model is busy; please retry shortly.', {
            headers: { 'Retry-After': '2' },
          });
    }
    let sent = 0;
    try {
      for await (const item of model()) {
        sent += 1;
        yield item;
      }
      metrics.llmRequests.inc({ operation, outcome: 'done' });
    } catch (error) {
      if (signal.aborted) throw error;
      metrics.llmRequests.inc({
        operation,
        outcome: error instanceof UpstreamError ? `error_${error.code}` : 'error',
      });
      if (sent === 0 && this.options.fallback) {
        this.options.log('warn', 'the LLM failed before answering; the built-in generator answers', {
          operation,
          code: error instanceof AppError ? error.code : undefined,
        });
        metrics.llmFallbacks.inc({ operation, reason: 'failed' });
        yield* builtin();
        return;
      }
      throw error instanceof AppError
        ? error
        : new UpstreamError('The language model provider failed; please retry.', false, { cause: error });
    } finally {
      slot();
    }
  }

  private async *modelOutline(input: OutlineInput, signal: AbortSignal): AsyncGenerator<string> {
    const reference = referenceOutline(input);
    const job = input.mode === 'ai-template' ? input.job : reference.document.job;
    const messages =
      input.mode === 'ai-template'
        ? templateOutlineMessages({
            job,
            type: input.type,
            locale: input.locale,
            reference: reference.markdown,
          })
        : optimizeOutlineMessages({ locale: input.locale, resumeText: input.sourceText });
    const gate = new OutlineLineGate({ job });
    const guard =
      input.mode === 'optimize-local-resume'
        ? new FactGuard(input.sourceText, reference.markdown.split('\n'))
        : undefined;
    const { metrics } = this.options;
    /** Accepted lines, each checked for invented facts when the outline rewrites a real resume. */
    const checked = (accepted: string): string => {
      if (!guard || accepted === '') return accepted;
      return accepted
        .split(/(?<=\n)/)
        .map((line) => {
          const guarded = guard.guardLine(line.replace(/\n$/, ''));
          return guarded === '' ? '' : `${guarded}\n`;
        })
        .join('');
    };
    let written = '';
    for await (const text of this.visibleText(
      'outline',
      this.options.client.streamChat({ messages }, signal),
    )) {
      const accepted = checked(gate.push(text));
      if (accepted) {
        written += accepted;
        yield accepted;
      }
    }
    const last = checked(gate.finish());
    if (last) {
      written += last.endsWith('\n') ? last : `${last}\n`;
      yield last;
    }
    metrics.llmCorrections.inc({ what: 'outline_lines_normalised' }, gate.stats.normalised);
    metrics.llmCorrections.inc({ what: 'outline_lines_dropped' }, gate.stats.dropped);
    if (guard && guard.replaced.length > 0) {
      metrics.llmCorrections.inc({ what: 'facts_replaced' }, guard.replaced.length);
      this.options.log('warn', 'lines stating facts the resume does not were replaced', {
        replaced: guard.replaced.length,
      });
    }
    if (written === '') {
      // Nothing of an outline arrived, and nothing was sent: the built-in outline stands in whole.
      metrics.llmCorrections.inc({ what: 'outline_replaced' });
      yield reference.markdown;
      return;
    }
    const completion = missingParts(written, reference.document, input.locale);
    if (completion) {
      this.options.metrics.llmCorrections.inc({ what: 'outline_parts_completed' });
      yield completion;
    }
  }

  private async *modelContent(
    deferred: ContentInput | DeferredContentInput,
    signal: AbortSignal,
  ): AsyncGenerator<Section> {
    // Read now that a slot is held: while queued, the request held no outline.
    const input = await contentInputOf(deferred);
    const outline = parseOutline(input.outline, { job: input.job, locale: input.locale });
    const facts = factsOf(outline);
    // A real person's outline (a filled name or a named employer), or one with nothing left to fill:
    // every number and organisation the model writes must be the outline's own, and no example is
    // kept. (A template's prompts are where the model writes marked examples.)
    const personal = isPersonalOutline(outline);
    const guard = personal || !hasPrompt(input.outline) ? new FactGuard(input.outline, []) : undefined;
    const job = input.job || outline.job;
    const { metrics } = this.options;
    for (;;) {
      const mode = this.jsonMode;
      const parser = new SectionStreamParser();
      let index = 0;
      let sent = 0;
      try {
        // Built for each attempt and held by nothing here: the messages repeat the whole outline, which
        // `input` keeps anyway, and a completion may stream for minutes.
        const completion = this.options.client.streamChat(
          {
            messages: contentMessages({ locale: input.locale, job, outline: input.outline, personal }),
            json: { mode, name: 'resume_sections', schema: SECTIONS_SCHEMA },
          },
          signal,
        );
        for await (const text of this.visibleText('content', completion)) {
          for (const element of parser.push(text)) {
            const section = this.checkedSection(element, index, facts, guard);
            index += 1;
            if (section) {
              sent += 1;
              yield section;
            }
          }
        }
        parser.finish();
        if (parser.problems.length > 0) {
          metrics.llmCorrections.inc({ what: 'sections_unreadable' }, parser.problems.length);
          this.options.log('warn', 'parts of the model answer could not be read', {
            problems: parser.problems,
          });
        }
        if (sent === 0) throw new UpstreamError('The language model wrote no usable section.', true);
        return;
      } catch (error) {
        const next = JSON_MODES[JSON_MODES.indexOf(mode) + 1];
        if (
          error instanceof JsonModeRejectedError &&
          this.options.jsonMode === 'auto' &&
          next &&
          sent === 0
        ) {
          this.options.log('info', 'the provider refused a JSON mode; stepping down', {
            from: mode,
            to: next,
          });
          this.jsonMode = next;
          continue;
        }
        if (error instanceof JsonModeRejectedError) {
          throw new UpstreamError('The language model provider refused the request.', false);
        }
        throw error;
      }
    }
  }

  private checkedSection(
    element: unknown,
    index: number,
    facts: ReturnType<typeof factsOf>,
    guard: FactGuard | undefined,
  ): Section | undefined {
    const { metrics } = this.options;
    const repaired = repairSection(element, index);
    if (!repaired.section) {
      metrics.llmCorrections.inc({ what: 'sections_dropped' });
      this.options.log('warn', 'a section from the model was dropped', { index, reason: repaired.dropped });
      return undefined;
    }
    if (repaired.repairs.length > 0) {
      metrics.llmCorrections.inc({ what: 'sections_repaired' });
      this.options.log('info', 'a section from the model was repaired', { index, repairs: repaired.repairs });
    }
    const { section, restored } = restoreFacts(repaired.section, facts);
    if (restored > 0) {
      metrics.llmCorrections.inc({ what: 'facts_restored' }, restored);
      this.options.log('warn', 'facts of the outline changed by the model were restored', {
        index,
        restored,
      });
    }
    if (!guard) return section;
    const { section: guarded, removed } = withoutInventedItems(section, guard);
    if (removed > 0) {
      metrics.llmCorrections.inc({ what: 'facts_replaced' }, removed);
      this.options.log('warn', 'items stating facts the outline does not were removed', { index, removed });
    }
    return guarded.type === 'list' && guarded.content.items.length === 0 ? undefined : guarded;
  }

  /** The visible text of one completion; thinking and usage go to the metrics and the log. */
  private async *visibleText(
    operation: string,
    completion: AsyncIterable<ChatDelta>,
  ): AsyncGenerator<string> {
    const { metrics } = this.options;
    const started = performance.now();
    let first = true;
    for await (const delta of completion) {
      if (delta.kind === 'text') {
        if (first) {
          first = false;
          metrics.llmTimeToFirstToken.observe({ operation }, (performance.now() - started) / 1000);
        }
        yield delta.text;
      } else if (delta.kind === 'usage') {
        const source = delta.usage.estimated ? 'estimated' : 'reported';
        metrics.llmTokens.inc({ kind: 'prompt', source }, delta.usage.promptTokens);
        metrics.llmTokens.inc({ kind: 'completion', source }, delta.usage.completionTokens);
        metrics.llmTokens.inc({ kind: 'thinking', source }, delta.usage.reasoningTokens);
        this.options.log('info', 'llm usage', { operation, ...delta.usage });
      }
    }
  }
}

/** The section without list items that state numbers, or entries that name organisations, the outline does not. */
function withoutInventedItems(section: Section, guard: FactGuard): { section: Section; removed: number } {
  let removed = 0;
  const clean = (items: string[]) =>
    items.filter((item) => {
      const invented =
        guard.inventedFacts(item).length > 0 || EXAMPLE_MARK_PATTERN.test(item) || hasPrompt(item);
      if (invented) removed += 1;
      return !invented;
    });
  if (section.type === 'list')
    return { section: { ...section, content: { items: clean(section.content.items) } }, removed };
  if (section.type === 'listForm[]') {
    // An entry whose organisation or school the outline never names is an invented entry: removed whole.
    const stated = section.content.filter((item) => {
      if (guard.statesName(item.title) && !EXAMPLE_MARK_PATTERN.test(item.title)) return true;
      removed += 1;
      return false;
    });
    const content = stated.map((item) => ({ ...item, list: { items: clean(item.list.items) } }));
    return { section: { ...section, content }, removed };
  }
  return { section, removed };
}

/** The built-in outline for the same request: the parts a model's outline must have. */
/** The built-in outline for the same request: the model's reference, and the stand-in if it fails. */
function referenceOutline(input: OutlineInput): { document: ResumeDocument; markdown: string } {
  if (input.mode === 'ai-template') return jobOutline(input.job, input.type, input.locale);
  const document = optimizeDocument({ ...input.resume, locale: input.locale }, {});
  return { document, markdown: writeOutline(document) };
}

const SECTIONS_SCHEMA: Record<string, unknown> = {
  type: 'object',
  properties: { sections: { type: 'array', items: SectionSchema } },
  required: ['sections'],
};
