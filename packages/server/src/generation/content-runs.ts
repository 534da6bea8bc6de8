// Content generation for a task, shared: concurrent requests for one task join one run, on this instance
// through memory and across instances through the store; a finished task replays its stored sections.
import { setImmediate as nextTurn, setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { ERROR_CODES, type ErrorCode, LIMITS, type Section, type StreamErrorEvent } from '@resume/contract';
import { AppError, generationTimeoutError, isAppError, taskNotFoundError } from '../errors.ts';
import { AbortableIterator } from '../lib/abortable-iterator.ts';
import type { Metrics } from '../observability/metrics.ts';
import { type IndexedSection, sectionsAfter, type TaskRecord, type TaskStore } from '../store/task-store.ts';
import type { ContentInput, DeferredContentInput, Generator } from './generator.ts';
import { RunnerIdentity } from './runner-identity.ts';

export type { IndexedSection } from '../store/task-store.ts';

/**
 * What the requests for one task on this instance share: the sections of the generation they follow,
 * whether this instance runs it or another one does.
 */
interface Run {
  /** By index. Emptied when another generation replaces the one followed so far. */
  sections: Section[];
  finished: boolean;
  error: AppError | undefined;
  listeners: Set<ChangeWaiter>;
  subscribers: number;
  /** Aborted when nobody on this instance listens any more, or the task is deleted. */
  controller: AbortController;
}

/**
 * The task as a run needs it, for as long as it runs (it may generate again after a lost lease): its
 * outline is read from the store when a generation begins, not kept while the run waits (DeferredContentInput).
 */
interface RunTask {
  uid: string;
  ownerId: string;
  input: DeferredContentInput;
}

type GenerationOutcome = 'ended' | 'lease lost';
type WatchOutcome = 'ended' | 'claimable';

export interface ContentRunsOptions {
  store: TaskStore;
  generator: Generator;
  timeoutMs: number;
  metrics: Metrics;
  /** How long a generation holds its task without renewing; a dead instance's task frees after it. */
  leaseMs?: number;
  /** How often a request polls the store while another instance generates. */
  followPollMs?: number;
  now?: () => Date;
  /** Names this process in the runner ids it stores, so its successor can recover its tasks at once. */
  identity?: RunnerIdentity;
  onUnexpectedError?: (error: unknown) => void;
}

/**
 * One generation per task across every instance on one store: the instance that claims the task (a
 * lease in the store) generates and stores each section as it comes; every other request follows, in
 * memory on the same instance, by polling the stored sections elsewhere. A follower whose generator's
 * lease runs out claims the task and generates it itself. See docs/decisions/007-shared-content-runs.md.
 */
export class ContentRuns {
  private readonly runs = new Map<string, Run>();
  private readonly now: () => Date;
  private readonly leaseMs: number;
  private readonly followPollMs: number;
  private readonly identity: RunnerIdentity;

  constructor(private readonly options: ContentRunsOptions) {
    this.identity = options.identity ?? new RunnerIdentity();
    this.now = options.now ?? (() => new Date());
    this.leaseMs = options.leaseMs ?? 10_000;
    this.followPollMs = options.followPollMs ?? 200;
  }

  /**
   * Sections of the task after `afterIndex` (-1 for all), from the stored result or a live run, as a
   * source to open with the request's signal. It keeps only what it needs of `task`: a stream can stay
   * open for minutes, and the record carries the whole outline, which a run keeps once for all its requests.
   */
  sectionsOf<T>(
    task: TaskRecord,
    afterIndex: number,
    as: (indexed: IndexedSection) => T,
  ): (signal: AbortSignal) => AsyncGenerator<T> {
    const stored = task.status === 'done' ? task.sections : null;
    if (stored) return () => replay(stored, afterIndex, as);
    const { uid, ownerId } = task;
    return (signal) => this.live(uid, ownerId, afterIndex, as, signal);
  }

  /**
   * The sections of the task's run on this instance, joined or started, each as `as` makes it. One
   * generator, where a layer per step (join, follow, turn into an event) each stayed suspended for the
   * life of every open stream.
   */
  private async *live<T>(
    uid: string,
    ownerId: string,
    afterIndex: number,
    as: (indexed: IndexedSection) => T,
    signal: AbortSignal,
  ): AsyncGenerator<T> {
    const found = this.runs.get(uid) ?? (await this.joinOrStart(uid, ownerId));
    if (Array.isArray(found)) {
      for (const indexed of sectionsAfter(found, afterIndex)) yield as(indexed);
      return;
    }
    const run = found;
    run.subscribers += 1;
    let next = afterIndex + 1;
    try {
      for (;;) {
        while (next < run.sections.length) {
          yield as({ index: next, section: run.sections[next]! });
          next += 1;
        }
        if (run.error) throw run.error;
        if (run.finished) return;
        await waitForChange(run, signal);
      }
    } finally {
      run.subscribers -= 1;
      if (run.subscribers === 0 && !run.finished) run.controller.abort(new Error('no listeners left'));
    }
  }

  /**
   * The run to follow, started here if none is, or the stored sections if the task finished since the
   * caller read it: the store is trusted before starting anew. Not a generator, so the fresh record it
   * reads is held by the run alone, not by every request's suspended frame.
   */
  private async joinOrStart(uid: string, ownerId: string): Promise<Run | Section[]> {
    const latest = await this.options.store.get(uid, ownerId);
    if (!latest) throw taskNotFoundError();
    if (latest.status === 'done' && latest.sections) return latest.sections;
    return this.runs.get(uid) ?? this.start(uid, ownerId);
  }

  /** What generating needs of the task, read from the store when a generation begins. */
  private async contentInput(uid: string, ownerId: string): Promise<ContentInput> {
    const record = await this.options.store.get(uid, ownerId);
    if (!record) throw taskNotFoundError();
    return {
      outline: record.outline,
      job: record.job,
      type: record.type,
      locale: record.locale,
      ownerId: record.ownerId,
    };
  }

  /** Cancels a running generation (the task is being deleted). */
  cancel(uid: string): void {
    this.runs.get(uid)?.controller.abort(new Error('task deleted'));
  }

  get activeRuns(): number {
    return this.runs.size;
  }

  private start(uid: string, ownerId: string): Run {
    const run: Run = {
      sections: [],
      finished: false,
      error: undefined,
      listeners: new Set(),
      subscribers: 0,
      controller: new AbortController(),
    };
    const task: RunTask = { uid, ownerId, input: { ownerId, load: () => this.contentInput(uid, ownerId) } };
    this.runs.set(task.uid, run);
    void this.conduct(task, run);
    return run;
  }

  /** Generates when this instance wins the task, follows the store while another does, until it ends. */
  private async conduct(task: RunTask, run: Run): Promise<void> {
    const { store } = this.options;
    try {
      for (;;) {
        const runnerId = this.identity.newRunnerId();
        if (await store.claimGeneration(task.uid, runnerId, this.now(), this.leaseMs)) {
          if ((await this.generate(task, run, runnerId)) === 'ended') return;
          // Our lease ran out and another instance took the task over: follow it from here.
        }
        if ((await this.watch(task, run)) === 'ended') return;
      }
    } catch (error) {
      // The store failed outside a generation (claiming, following): a StoreUnavailableError is 50301.
      run.error = isAppError(error)
        ? error
        : new AppError(50001, 'An unexpected error occurred while generating content.', { cause: error });
      if (run.error.code === 50001) this.options.onUnexpectedError?.(error);
    } finally {
      run.finished = true;
      this.runs.delete(task.uid);
      notify(run);
    }
  }

  private async generate(task: RunTask, run: Run, runnerId: string): Promise<GenerationOutcome> {
    const { store, generator, metrics } = this.options;
    const ending = new GenerationEnding(run.controller.signal, this.options.timeoutMs);
    const { signal } = ending;
    // A new generation: sections a previous one showed here are replaced by this one's.
    run.sections = [];
    // Sections renew the lease as they are stored; this covers a slow first token or a long section.
    const renewal = setInterval(
      () => {
        store.renewLease(task.uid, runnerId, this.now(), this.leaseMs).then(
          (held) => held || ending.loseLease(),
          // An outage shows on the next write; the lease may still hold when the store returns.
          () => undefined,
        );
      },
      Math.max(50, Math.floor(this.leaseMs / 3)),
    );
    try {
      const iterator = new AbortableIterator(
        generator.generateContent(task.input, signal)[Symbol.asyncIterator](),
        signal,
      );
      try {
        for await (const batch of readyBatches(iterator)) {
          if (run.sections.length + batch.length > MAX_SECTIONS_PER_GENERATION) throw tooManySectionsError();
          // Stored before they are shown, so what a request here sees, one elsewhere can see too.
          const firstIndex = run.sections.length;
          if (
            !(await store.appendSections(task.uid, runnerId, firstIndex, batch, this.now(), this.leaseMs))
          ) {
            throw ending.loseLease();
          }
          run.sections.push(...batch);
          notify(run);
          // A generator that has every section at hand (the built-in one) would otherwise write them all
          // in one turn of the event loop; other requests get theirs between batches.
          await yieldToEventLoop();
        }
      } finally {
        iterator.close();
      }
      if (!(await store.complete(task.uid, runnerId, run.sections, this.now()))) {
        throw ending.loseLease();
      }
      metrics.generations.inc({ kind: 'content', outcome: 'done' });
      return 'ended';
    } catch (error) {
      if (ending.leaseLost && !run.controller.signal.aborted) {
        metrics.generations.inc({ kind: 'content', outcome: 'lease_lost' });
        return 'lease lost';
      }
      if (run.controller.signal.aborted && !ending.timedOut) {
        // Nobody is listening any more (or the task is gone): not a failure, the next request starts over.
        await store.reset(task.uid, runnerId, this.now()).catch(() => undefined);
        run.error = cancelledError();
        metrics.generations.inc({ kind: 'content', outcome: 'cancelled' });
      } else {
        run.error = ending.timedOut
          ? generationTimeoutError()
          : isAppError(error)
            ? error
            : new AppError(50001, 'An unexpected error occurred while generating content.', { cause: error });
        if (run.error.code === 50001) this.options.onUnexpectedError?.(error);
        // If the store is down this fails too; the lease then runs out and the task is claimable again.
        await store
          .fail(task.uid, runnerId, { code: run.error.code, message: run.error.message }, this.now())
          .catch(() => undefined);
        metrics.generations.inc({ kind: 'content', outcome: 'failed' });
      }
      return 'ended';
    } finally {
      clearInterval(renewal);
      ending.dispose();
    }
  }

  /**
   * Follows a generation another instance runs, from its stored sections, until it ends, or until it
   * is claimable: cancelled there (back to pending) or its runner gone (the lease ran out).
   */
  private async watch(task: RunTask, run: Run): Promise<WatchOutcome> {
    const { store } = this.options;
    let followedRunner: string | null | undefined;
    for (;;) {
      if (run.controller.signal.aborted) {
        run.error = cancelledError();
        return 'ended';
      }
      const progress = await store.progress(task.uid, task.ownerId, run.sections.length - 1);
      if (!progress) {
        run.error = taskNotFoundError();
        return 'ended';
      }
      if (progress.status === 'generating' && progress.runnerId !== followedRunner) {
        followedRunner = progress.runnerId;
        if (run.sections.length > 0) {
          // Another generation than the one these sections came from: read it from its start.
          run.sections = [];
          continue;
        }
      }
      for (const { index, section } of progress.sections) {
        if (index === run.sections.length) run.sections.push(section);
      }
      if (progress.sections.length > 0) notify(run);
      switch (progress.status) {
        case 'done':
          return 'ended';
        case 'failed':
          run.error = storedError(progress.error);
          return 'ended';
        case 'pending':
          return 'claimable';
        case 'generating':
          if (progress.leaseExpiresAt === null || progress.leaseExpiresAt <= this.now()) return 'claimable';
          await sleep(this.followPollMs, run.controller.signal);
      }
    }
  }
}

/**
 * The most sections one generation may write: the outline's part cap (LIMITS.outlineParts) and room
 * for the parts a generator adds (basic information, a summary). A model that keeps writing sections
 * past it is stopped rather than stored.
 */
export const MAX_SECTIONS_PER_GENERATION = LIMITS.outlineParts + 8;
/** Sections stored in one transaction at most. */
const MAX_BATCH = 16;
const NEXT_TURN: unique symbol = Symbol('next turn');
const FAILED: unique symbol = Symbol('failed');

/**
 * The generator's sections in batches: those it produces before the event loop's next turn go
 * together (one store transaction for the built-in generator's whole answer), one a model streams
 * slowly goes alone and at once. The pending `next()` carries over to the next batch.
 */
async function* readyBatches(iterator: AsyncIterator<Section>): AsyncGenerator<Section[]> {
  let pending = iterator.next();
  for (;;) {
    const first = await pending;
    if (first.done) return;
    const batch = [first.value];
    let ended = false;
    let carried: Promise<IteratorResult<Section>> | undefined;
    while (batch.length < MAX_BATCH) {
      const next = iterator.next();
      // Handled now, so a failure while the batch is stored is not an unhandled rejection if the
      // consumer stops first; it is thrown when the next batch is read.
      next.catch(() => undefined);
      const raced: IteratorResult<Section> | typeof NEXT_TURN | typeof FAILED = await Promise.race([
        next,
        nextTurn(NEXT_TURN),
      ]).catch((): typeof FAILED => FAILED);
      if (raced === NEXT_TURN || raced === FAILED) {
        // Still coming, or failed: the sections before it are stored and shown first.
        carried = next;
        break;
      }
      if (raced.done) {
        ended = true;
        break;
      }
      batch.push(raced.value);
    }
    yield batch;
    if (ended) return;
    // Read on only once the consumer has stored this batch (pull-based, nothing runs ahead).
    pending = carried ?? iterator.next();
  }
}

function tooManySectionsError(): AppError {
  return new AppError(
    50001,
    `The generator wrote more than ${MAX_SECTIONS_PER_GENERATION} sections; the generation was stopped.`,
  );
}

async function* replay<T>(
  sections: readonly Section[],
  afterIndex: number,
  as: (indexed: IndexedSection) => T,
): AsyncGenerator<T> {
  for (const indexed of sectionsAfter(sections, afterIndex)) yield as(indexed);
}

function notify(run: Run): void {
  for (const listener of run.listeners) listener.wake();
}

/**
 * What ends a generation, as one signal: nobody listening any more (the run's signal), its time limit,
 * or a lost lease, each remembered for the outcome. One controller, a timer and one listener, where
 * AbortSignal.any over three signals kept weak references and listeners on each, for every waiting run.
 */
class GenerationEnding {
  private readonly controller = new AbortController();
  private readonly timer: NodeJS.Timeout;
  timedOut = false;
  leaseLost = false;

  constructor(
    private readonly runSignal: AbortSignal,
    timeoutMs: number,
  ) {
    this.timer = setTimeout(timeOut, timeoutMs, this);
    this.timer.unref();
    if (runSignal.aborted) this.handleEvent();
    else runSignal.addEventListener('abort', this, { once: true });
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** The run's signal aborted (an EventListener object, so no closure per run). */
  handleEvent(): void {
    this.controller.abort(this.runSignal.reason);
  }

  timeOut(): void {
    this.timedOut = true;
    this.controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
  }

  /** Returns the error to throw where the loss was found. */
  loseLease(): Error {
    this.leaseLost = true;
    const error = new Error('lease lost');
    this.controller.abort(error);
    return error;
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.runSignal.removeEventListener('abort', this);
  }
}

function timeOut(ending: GenerationEnding): void {
  ending.timeOut();
}

function cancelledError(): AppError {
  return new AppError(50001, 'Generation was cancelled.');
}

/** The error the generating instance stored, as the AppError its own requests got. */
function storedError(stored: StreamErrorEvent | null): AppError {
  const known = ERROR_CODES.find((entry) => entry.code === stored?.code);
  if (!stored || !known) return new AppError(50001, 'An unexpected error occurred while generating content.');
  return new AppError(known.code as ErrorCode, stored.message);
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

function waitForChange(run: Run, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const waiter = new ChangeWaiter(run, signal, resolve, reject);
    run.listeners.add(waiter);
    signal.addEventListener('abort', waiter, { once: true });
  });
}

/**
 * A request waiting for its run's next change, or for its own signal to abort. An object rather than
 * two closures: thousands of open streams wait here.
 */
class ChangeWaiter {
  constructor(
    private readonly run: Run,
    private readonly signal: AbortSignal,
    private readonly resolve: () => void,
    private readonly reject: (reason: unknown) => void,
  ) {}

  wake(): void {
    this.run.listeners.delete(this);
    this.signal.removeEventListener('abort', this);
    this.resolve();
  }

  /** The signal aborted. */
  handleEvent(): void {
    this.run.listeners.delete(this);
    this.reject(this.signal.reason);
  }
}
