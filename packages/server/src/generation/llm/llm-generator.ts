// The Generator backed by an OpenAI-compatible model: outlines streamed line by line through a
// format gate, content as JSON parsed section by section, each checked; the built-in generator
// completes what a model forgets and, with LLM_FALLBACK=builtin, answers when the model fails first.

import { type Section, SectionSchema } from '@resume/contract';
import { AppError, UpstreamError } from '../../errors.ts';
import type { ConcurrencyLimiter } from '../../limits/concurrency-limiter.ts';
import { descriptionTitle } from '../../matching/extract-requirements.ts';
import type { Metrics } from '../../observability/metrics.ts';
import { withoutModelInstructionText } from '../../resume/model-instructions.ts';
import { parseOutline } from '../../resume/outline-parser.ts';
import { hasPrompt, type ResumeDocument } from '../../resume/resume-document.ts';
import { toSections } from '../../resume/to-sections.ts';
import { fillExamples } from '../fill-examples.ts';
import {
  type ContentInput,
  contentInputOf,
  type DeferredContentInput,
  type Generator,
  type OutlineInput,
} from '../generator.ts';
import { isPersonalOutline } from '../personal-content.ts';
import { AnswerLog } from './answer-log.ts';
import { ContactGuard } from './contact-guard.ts';
import {
  isEmptySection,
  isOutlinePart,
  partsNotWritten,
  partsOf,
  withoutInventedItems,
  withoutUnknownContacts,
} from './content-checks.ts';
import { type ClaimObserver, claimObserver, FactGuard } from './fact-guard.ts';
import {
  type ChatDelta,
  ContextLengthError,
  type JsonMode,
  JsonModeRejectedError,
  type LLMClient,
  ModelConfigurationError,
  ProviderBusyError,
} from './llm-client.ts';
import {
  contentMessages,
  continuationMessages,
  optimizeOutlineMessages,
  templateOutlineMessages,
} from './llm-prompts.ts';
import { missingParts } from './outline-completion.ts';
import { factsOf, restoreFacts } from './outline-facts.ts';
import { OutlineLineGate } from './outline-line-gate.ts';
import { bodyOf, referenceOutline, resumeAsRead, targetRoleOf, withinBudget } from './outline-sources.ts';
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
  /** The optimize prompt's resume, in characters (LLM_MAX_INPUT_CHARS); DEFAULT_MAX_INPUT_CHARS when unset. */
  maxInputChars?: number;
  /** Counts and reasons only: no prompt, resume or model text is ever passed here. */
  log: (level: 'debug' | 'info' | 'warn', message: string, fields?: Record<string, unknown>) => void;
}

const JSON_MODES: readonly JsonMode[] = ['schema', 'object', 'prompt'];
/** The resume sent to the model for optimize, in characters, when the options name no budget (~6k tokens). */
export const DEFAULT_MAX_INPUT_CHARS = 24_000;
/** The model's outline is stopped here: the contract's outline cap with room for the parts appended. */
const MAX_OUTLINE_CHARS = 48_000;
/** A content answer kept for a continuation request; longer ones are not continued. */
const MAX_CONTENT_ANSWER_CHARS = 200_000;

export class LLMGenerator implements Generator {
  readonly name = 'llm';
  /** With `auto`, the mode steps down once per process when the provider answers 400 to one. */
  private jsonMode: JsonMode;
  private probed: { at: number; reachable: boolean } | undefined;
  /** The provider's last refusal of the service's own settings, until a request succeeds again. */
  private misconfigured: { problem: string; loggedAt: number } | undefined;

  constructor(private readonly options: LLMGeneratorOptions) {
    this.jsonMode = options.jsonMode === 'auto' ? 'schema' : options.jsonMode;
  }

  /** Counts every claim decision of the fact guards; logs the claim (never the line) at debug. */
  private get claimObserver(): ClaimObserver {
    return claimObserver(this.options.metrics, (message, fields) =>
      this.options.log('debug', message, fields),
    );
  }

  private get maxInputChars(): number {
    return this.options.maxInputChars ?? DEFAULT_MAX_INPUT_CHARS;
  }

  generateOutline(input: OutlineInput, signal: AbortSignal): AsyncIterable<string> {
    const reference = referenceOutline(input);
    const progress = { modelLines: false };
    return this.withFallback(
      'outline',
      () => this.modelOutline(input, reference, progress, signal),
      (sent) => {
        if (sent === 0) return this.options.builtin.generateOutline(input, signal);
        // Only the service's own H1 is out: the built-in outline's parts follow it.
        return progress.modelLines ? undefined : oneFragment(bodyOf(reference.markdown));
      },
      input.ownerId,
      signal,
    );
  }

  generateContent(input: ContentInput | DeferredContentInput, signal: AbortSignal): AsyncIterable<Section> {
    return this.withFallback(
      'content',
      () => this.modelContent(input, signal),
      (sent) => (sent === 0 ? this.options.builtin.generateContent(input, signal) : undefined),
      input.ownerId,
      signal,
    );
  }

  async checkReady(): Promise<void> {
    await this.options.builtin.checkReady();
    if (this.misconfigured && !this.options.fallback) {
      throw new Error(
        `the LLM provider refuses the service's model settings (${this.misconfigured.problem})`,
      );
    }
    const reachable = await this.isReachable();
    // With the built-in fallback the service answers either way; without it, it cannot.
    if (!reachable && !this.options.fallback) throw new Error('the LLM provider cannot be reached');
  }

  readiness(): Record<string, string> {
    const llm = this.misconfigured
      ? 'misconfigured'
      : this.probed
        ? this.probed.reachable
          ? 'reachable'
          : 'unreachable'
        : 'unknown';
    return {
      llm,
      fallback: this.options.fallback ? 'builtin' : 'none',
      ...(this.misconfigured ? { llmProblem: this.misconfigured.problem } : {}),
    };
  }

  /**
   * The provider refused the service's own settings (key, model, a parameter): every request will fail
   * the same way until an operator fixes them, so /readyz says so, and the log says it once a minute
   * (what, never the provider's text). Cleared by the next request the model answers.
   */
  private noteMisconfiguration(error: ModelConfigurationError): void {
    const now = Date.now();
    const last = this.misconfigured?.loggedAt ?? Number.NEGATIVE_INFINITY;
    const loggedAt = now - last >= MISCONFIGURATION_LOG_INTERVAL_MS ? now : last;
    if (loggedAt === now) {
      this.options.log('warn', 'the LLM provider refuses the service model settings; fix LLM_*', {
        problem: error.problem,
        status: error.providerStatus,
        ...(error.parameter ? { parameter: error.parameter } : {}),
        fallback: this.options.fallback ? 'builtin' : 'none',
      });
    }
    this.misconfigured = { problem: error.problem, loggedAt };
    this.options.metrics.llmCorrections.inc({ what: 'model_misconfigured' });
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
    /** What stands in after `sent` items were sent, if anything can. */
    builtin: (sent: number) => AsyncIterable<T> | undefined,
    ownerId: string | undefined,
    signal: AbortSignal,
  ): AsyncGenerator<T> {
    const { metrics } = this.options;
    const slot = await this.options.limiter.acquire(ownerId ?? 'anonymous', this.options.queueWaitMs, signal);
    if (typeof slot !== 'function') {
      if (this.options.fallback) {
        metrics.llmFallbacks.inc({ operation, reason: 'busy' });
        yield* builtin(0) ?? [];
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
        this.misconfigured = undefined;
        yield item;
      }
      metrics.llmRequests.inc({ operation, outcome: 'done' });
    } catch (error) {
      if (signal.aborted) throw error;
      metrics.llmRequests.inc({ operation, outcome: failureOutcome(error) });
      if (error instanceof ModelConfigurationError) this.noteMisconfiguration(error);
      const standIn = builtin(sent);
      // A prompt over the model's context window is no outage: the built-in path answers it either way.
      const tooLong = error instanceof ContextLengthError;
      if (standIn && (this.options.fallback || tooLong)) {
        // A wrong model setup fails every request: said once a minute (noteMisconfiguration), not each time.
        if (!(error instanceof ModelConfigurationError))
          this.options.log('warn', 'the LLM failed before answering; the built-in generator answers', {
            operation,
            code: error instanceof AppError ? error.code : undefined,
            reason: tooLong ? 'context_length' : 'failed',
          });
        metrics.llmFallbacks.inc({ operation, reason: tooLong ? 'context_length' : 'failed' });
        yield* standIn;
        return;
      }
      if (tooLong) {
        throw new UpstreamError(
          "The input is longer than the language model's context window allows.",
          false,
          {
            cause: error,
          },
        );
      }
      throw error instanceof AppError
        ? error
        : new UpstreamError('The language model provider failed; please retry.', false, { cause: error });
    } finally {
      slot();
    }
  }

  private async *modelOutline(
    input: OutlineInput,
    reference: { document: ResumeDocument; markdown: string },
    progress: { modelLines: boolean },
    signal: AbortSignal,
  ): AsyncGenerator<string> {
    const { metrics } = this.options;
    const log = new AnswerLog(this.options.log);
    // The H1 holds the job: the requested one, or the person's target role (else latest title) as the
    // service read the resume; never what the model heads its answer with.
    // A job description to tailor to names the job: the reference heads with its title when it gives one.
    const job =
      input.mode === 'ai-template'
        ? input.job.trim()
        : input.jobDescription && descriptionTitle(input.jobDescription)
          ? reference.document.job
          : targetRoleOf(input.resume, reference.document);
    const operation = input.mode === 'ai-template' ? 'outline' : 'optimize';
    const heading = `# ${job}\n`;
    // Sent when the provider first answers (thinking included), before any of the model's text: an
    // upstream that fails before answering still gets its status code and JSON error, or the fallback.
    let headingSent = false;
    // Facts are checked against the person's text without any instruction to a model hidden in it: a
    // link or a heading an injection asks for is not the person's even though it is in their file.
    const source =
      input.mode === 'optimize-local-resume' ? withoutModelInstructionText(input.sourceText) : '';
    const guardFor = () =>
      input.mode === 'optimize-local-resume'
        ? new FactGuard(source, reference.markdown.split('\n'), this.claimObserver)
        : undefined;
    // Made again for a retry: a guard follows the outline's order, entry by entry.
    let guard = guardFor();
    const contacts = new ContactGuard(
      input.mode === 'ai-template' ? `${input.job}\n${reference.markdown}` : source,
    );
    const checkLine = (line: string): string => {
      if (!contacts.isKnown(line)) return '';
      return guard ? guard.guardLine(line) : line;
    };
    const messagesFor = (firmer: boolean) =>
      input.mode === 'ai-template'
        ? templateOutlineMessages({
            job,
            type: input.type,
            locale: input.locale,
            reference: reference.markdown,
            firmer,
          })
        : optimizeOutlineMessages({
            locale: input.locale,
            resumeOutline: withinBudget(resumeAsRead(input.resume), this.maxInputChars),
            ...(input.jobDescription
              ? { jobDescription: withinBudget(input.jobDescription, this.maxInputChars) }
              : {}),
            firmer,
          });
    let messages = messagesFor(false);
    // A fact guard rewrites whole lines; without one, a bullet's words go out as they arrive.
    const gateOptions = { job, locale: input.locale, checkLine, streamWithinLines: guard === undefined };
    let gate = new OutlineLineGate(gateOptions);
    let written = heading;
    let retriedLanguage = false;
    let continued = false;
    let truncated = false;
    for (;;) {
      /** The answer as the model wrote it, for a continuation; bounded like the outline. */
      let answer = '';
      let finish: string | undefined;
      const completion = this.options.client.streamChat({ messages, operation }, signal);
      const deltas = continued
        ? this.unlessFailed(this.visibleDeltas(operation, completion), signal, log)
        : this.visibleDeltas(operation, completion);
      for await (const delta of deltas) {
        if (!headingSent) {
          headingSent = true;
          yield heading;
        }
        if (delta.kind === 'begun') continue;
        if (delta.kind === 'finish') finish = delta.reason;
        else if (delta.kind === 'retract') {
          if (gate.hasSent) {
            metrics.llmCorrections.inc({ what: 'thinking_retracted_late' });
            log.warn('the model closed its thinking after outline lines were sent');
          } else metrics.llmCorrections.inc({ what: 'thinking_retracted' });
          const end = gate.retract();
          if (end) {
            written += end;
            yield end;
          }
          answer = '';
        } else {
          if (answer.length < MAX_OUTLINE_CHARS) answer += delta.text;
          const accepted = gate.push(delta.text);
          if (accepted) {
            progress.modelLines = true;
            written += accepted;
            yield accepted;
          }
          if (written.length > MAX_OUTLINE_CHARS && !gate.stopped) gate.stopped = 'too-long';
          if (gate.stopped) break;
        }
      }
      if (gate.stopped === 'wrong-language' && !gate.hasSent) {
        metrics.llmCorrections.inc({ what: 'outline_wrong_language' });
        if (!retriedLanguage) {
          retriedLanguage = true;
          log.warn('the model answered in the wrong language; asking once more', { locale: input.locale });
          messages = messagesFor(true);
          guard = guardFor();
          gate = new OutlineLineGate(gateOptions);
          continue;
        }
        log.warn('the model answered in the wrong language twice; the built-in outline answers', {
          locale: input.locale,
        });
        metrics.llmCorrections.inc({ what: 'outline_replaced' });
        yield `${headingSent ? '' : heading}${bodyOf(reference.markdown)}`;
        return;
      }
      if (gate.stopped) {
        metrics.llmCorrections.inc({ what: `outline_stopped_${gate.stopped.replace(/-/g, '_')}` });
        log.warn('the model answer was stopped', { reason: gate.stopped });
        truncated = true;
        break;
      }
      if (finish === 'length') {
        metrics.llmCorrections.inc({ what: 'outline_cut_at_length' });
        if (!continued && answer.length < MAX_OUTLINE_CHARS) {
          continued = true;
          log.warn('the model answer reached its output cap; asking it to continue');
          messages = continuationMessages(messages, answer, input.locale);
          continue;
        }
        truncated = true;
      }
      break;
    }
    const last = gate.finish({ truncated });
    if (last) {
      progress.modelLines = true;
      written += last;
      yield last;
    }
    metrics.llmCorrections.inc({ what: 'outline_lines_normalised' }, gate.stats.normalised);
    metrics.llmCorrections.inc({ what: 'outline_lines_dropped' }, gate.stats.dropped);
    metrics.llmCorrections.inc({ what: 'outline_parts_empty' }, gate.stats.emptyParts);
    metrics.llmCorrections.inc({ what: 'outline_lines_overlong' }, gate.stats.overlong);
    metrics.llmCorrections.inc({ what: 'contacts_unknown' }, contacts.dropped);
    if (guard && guard.replaced.length > 0) {
      metrics.llmCorrections.inc({ what: 'facts_replaced' }, guard.replaced.length);
      log.warn('lines stating facts the resume does not were replaced', { replaced: guard.replaced.length });
    }
    log.flush();
    if (!headingSent) yield heading;
    if (!gate.hasSent) {
      // Nothing of an outline arrived, and only the H1 was sent: the built-in parts stand in whole.
      metrics.llmCorrections.inc({ what: 'outline_replaced' });
      yield bodyOf(reference.markdown);
      return;
    }
    const completion = missingParts(written, reference.document, input.locale, {
      cut: truncated || gate.stopped !== undefined,
    });
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
    const guard =
      personal || !hasPrompt(input.outline)
        ? new FactGuard(input.outline, [], this.claimObserver)
        : undefined;
    const job = input.job || outline.job;
    const { metrics } = this.options;
    const log = new AnswerLog(this.options.log);
    const contacts = new ContactGuard(`${input.job}\n${input.outline}`);
    const parts = partsOf(outline);
    for (;;) {
      const mode = this.jsonMode;
      const parser = new SectionStreamParser();
      let index = 0;
      let sent = 0;
      const sentTitles: string[] = [];
      try {
        // Built for each attempt and held by nothing here: the messages repeat the whole outline, which
        // `input` keeps anyway, and a completion may stream for minutes.
        let messages = contentMessages({ locale: input.locale, job, outline: input.outline, personal });
        let continued = false;
        for (;;) {
          let answer = '';
          let finish: string | undefined;
          const completion = this.options.client.streamChat(
            {
              messages,
              operation: 'content',
              json: { mode, name: 'resume_sections', schema: SECTIONS_SCHEMA },
            },
            signal,
          );
          for await (const delta of this.visibleDeltas('content', completion)) {
            if (delta.kind === 'begun') continue;
            if (delta.kind === 'finish') {
              finish = delta.reason;
              continue;
            }
            // JSON has no thinking to take back: a retract only means the parser saw none of the answer yet.
            if (delta.kind === 'retract') continue;
            if (answer.length < MAX_CONTENT_ANSWER_CHARS) answer += delta.text;
            for (const element of parser.push(delta.text)) {
              const section = this.checkedSection(element, index, facts, guard, contacts, log);
              index += 1;
              if (section && !isOutlinePart(section.title, parts)) {
                // One section per part of the outline: a section of its own (an injected "HACKED") is not.
                metrics.llmCorrections.inc({ what: 'sections_not_in_outline' });
                log.warn('a section that is no part of the outline was dropped', { index });
                continue;
              }
              // A part emptied by a check is never sent.
              if (section && !isEmptySection(section)) {
                sent += 1;
                sentTitles.push(section.title);
                yield section;
              }
            }
          }
          if (finish !== 'length') break;
          metrics.llmCorrections.inc({ what: 'content_cut_at_length' });
          if (continued || answer.length >= MAX_CONTENT_ANSWER_CHARS) {
            // Sections are missing and the answer cannot be trusted to be whole: the task fails, retryable.
            log.flush();
            throw new UpstreamError(
              'The language model stopped before the content was complete; please retry.',
              true,
            );
          }
          continued = true;
          log.warn('the model answer reached its output cap; asking it to continue');
          messages = continuationMessages(messages, answer, input.locale);
        }
        parser.finish();
        if (parser.problems.length > 0) {
          metrics.llmCorrections.inc({ what: 'sections_unreadable' }, parser.problems.length);
          log.warn('parts of the model answer could not be read', { problems: parser.problems.length });
        }
        if (sent === 0) {
          log.flush();
          throw new UpstreamError('The language model wrote no usable section.', true);
        }
        // In a person's resume, a part the model left out, or one a check emptied, is never dropped without a
        // word: the built-in content stands in (their own lines, or a marked "To fill in" line for a part of
        // prompts). A template's parts are the model's to write or leave.
        const left = personal
          ? partsNotWritten(toSections(fillExamples(outline, { job, type: input.type })), sentTitles)
          : [];
        if (left.length > 0) {
          metrics.llmCorrections.inc({ what: 'parts_completed_builtin' }, left.length);
          log.warn('parts of the outline the model left out were written by the built-in generator', {
            parts: left.length,
          });
        }
        log.flush();
        for (const section of left) {
          if (signal.aborted) return;
          yield section;
        }
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
    contacts: ContactGuard,
    log: AnswerLog,
  ): Section | undefined {
    const { metrics } = this.options;
    const repaired = repairSection(element, index);
    if (!repaired.section) {
      metrics.llmCorrections.inc({ what: 'sections_dropped' });
      log.warn('a section from the model was dropped', { index, reason: repaired.dropped });
      return undefined;
    }
    if (repaired.repairs.length > 0) {
      metrics.llmCorrections.inc({ what: 'sections_repaired' });
      log.info('a section from the model was repaired', { index, repairs: repaired.repairs });
    }
    const { section, restored } = restoreFacts(repaired.section, facts);
    if (restored > 0) {
      metrics.llmCorrections.inc({ what: 'facts_restored' }, restored);
      log.warn('facts of the outline changed by the model were restored', {
        index,
        restored,
      });
    }
    const { section: reached, dropped } = withoutUnknownContacts(section, contacts, guard === undefined);
    if (dropped > 0) {
      metrics.llmCorrections.inc({ what: 'contacts_unknown' }, dropped);
      log.warn('items with a link, e-mail or phone number the outline does not have were dropped', {
        index,
        dropped,
      });
    }
    if (!guard) return reached;
    const { section: guarded, removed } = withoutInventedItems(reached, guard, metrics);
    if (removed > 0) {
      metrics.llmCorrections.inc({ what: 'facts_replaced' }, removed);
      log.warn('items stating facts the outline does not were removed', { index, removed });
    }
    return guarded.type === 'list' && guarded.content.items.length === 0 ? undefined : guarded;
  }

  /**
   * A continuation's deltas, ended by a `length` finish instead of an error if it fails: the outline
   * was already being sent, and its cut line and the built-in parts end it as a second cut would.
   */
  private async *unlessFailed<T>(
    deltas: AsyncIterable<T>,
    signal: AbortSignal,
    log: AnswerLog,
  ): AsyncGenerator<T | { kind: 'finish'; reason: string }> {
    try {
      yield* deltas;
    } catch (error) {
      if (signal.aborted) throw error;
      log.warn('the continuation of a cut answer failed; the built-in parts complete the outline', {
        code: error instanceof AppError ? error.code : undefined,
      });
      yield { kind: 'finish', reason: 'length' };
    }
  }

  /**
   * The visible deltas of one completion (text, finish, retract), after one `begun` when the provider
   * first sends anything (thinking included); thinking and usage go to the metrics and the log.
   */
  private async *visibleDeltas(
    operation: string,
    completion: AsyncIterable<ChatDelta>,
  ): AsyncGenerator<Exclude<ChatDelta, { kind: 'usage' | 'thinking' }> | { kind: 'begun' }> {
    const { metrics } = this.options;
    const started = performance.now();
    let first = true;
    let begun = false;
    for await (const delta of completion) {
      if (!begun) {
        begun = true;
        yield { kind: 'begun' };
      }
      if (delta.kind === 'text') {
        if (first) {
          first = false;
          metrics.llmTimeToFirstToken.observe({ operation }, (performance.now() - started) / 1000);
        }
        yield delta;
      } else if (delta.kind === 'usage') {
        const source = delta.usage.estimated ? 'estimated' : 'reported';
        metrics.llmTokens.inc({ kind: 'prompt', source }, delta.usage.promptTokens);
        metrics.llmTokens.inc({ kind: 'completion', source }, delta.usage.completionTokens);
        metrics.llmTokens.inc({ kind: 'thinking', source }, delta.usage.reasoningTokens);
        this.options.log('info', 'llm usage', { operation, ...delta.usage });
      } else if (delta.kind === 'finish' || delta.kind === 'retract') {
        yield delta;
      }
    }
  }
}

async function* oneFragment(text: string): AsyncGenerator<string> {
  yield text;
}

const SECTIONS_SCHEMA: Record<string, unknown> = {
  type: 'object',
  properties: { sections: { type: 'array', items: SectionSchema } },
  required: ['sections'],
};

/** How often a wrong model setup is logged while the built-in path covers for it. */
const MISCONFIGURATION_LOG_INTERVAL_MS = 60_000;

/** The llm_requests outcome label of a failure: the contract code, or what kind of failure it was. */
function failureOutcome(error: unknown): string {
  if (error instanceof ModelConfigurationError) return 'misconfigured';
  if (error instanceof ProviderBusyError) return 'provider_busy';
  if (error instanceof UpstreamError) return `error_${error.code}`;
  return 'error';
}
