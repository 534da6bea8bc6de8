// Content generation for a task, shared: concurrent requests for one task join one run, on this instance
// through memory and across instances through the store; a finished task replays its stored sections.
import { randomUUID } from 'node:crypto';
import { ERROR_CODES, type ErrorCode, type Section, type StreamErrorEvent } from '@resume/contract';
import { AppError, generationTimeoutError, isAppError, taskNotFoundError } from '../errors.ts';
import { nextOrAbort } from '../lib/next-or-abort.ts';
import type { Metrics } from '../observability/metrics.ts';
import { type IndexedSection, sectionsAfter, type TaskRecord, type TaskStore } from '../store/task-store.ts';
import type { Generator } from './generator.ts';

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
  listeners: Set<() => void>;
  subscribers: number;
  /** Aborted when nobody on this instance listens any more, or the task is deleted. */
  controller: AbortController;
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

  constructor(private readonly options: ContentRunsOptions) {
    this.now = options.now ?? (() => new Date());
    this.leaseMs = options.leaseMs ?? 10_000;
    this.followPollMs = options.followPollMs ?? 200;
  }

  /** Sections of the task after `afterIndex` (-1 for all), from the stored result or a live run. */
  async *sections(task: TaskRecord, afterIndex: number, signal: AbortSignal): AsyncGenerator<IndexedSection> {
    if (task.status === 'done' && task.sections) {
      yield* sectionsAfter(task.sections, afterIndex);
      return;
    }
    let run = this.runs.get(task.uid);
    if (!run) {
      // The run may have finished between the caller's read and now: trust the store before starting anew.
      const latest = await this.options.store.get(task.uid, task.ownerId);
      if (!latest) throw taskNotFoundError();
      if (latest.status === 'done' && latest.sections) {
        yield* sectionsAfter(latest.sections, afterIndex);
        return;
      }
      run = this.runs.get(task.uid) ?? this.start(latest);
    }
    yield* this.follow(run, afterIndex, signal);
  }

  /** Cancels a running generation (the task is being deleted). */
  cancel(uid: string): void {
    this.runs.get(uid)?.controller.abort(new Error('task deleted'));
  }

  get activeRuns(): number {
    return this.runs.size;
  }

  private start(task: TaskRecord): Run {
    const run: Run = {
      sections: [],
      finished: false,
      error: undefined,
      listeners: new Set(),
      subscribers: 0,
      controller: new AbortController(),
    };
    this.runs.set(task.uid, run);
    void this.conduct(task, run);
    return run;
  }

  /** Generates when this instance wins the task, follows the store while another does, until it ends. */
  private async conduct(task: TaskRecord, run: Run): Promise<void> {
    const { store } = this.options;
    try {
      for (;;) {
        const runnerId = randomUUID();
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

  private async generate(task: TaskRecord, run: Run, runnerId: string): Promise<GenerationOutcome> {
    const { store, generator, metrics } = this.options;
    const timeout = AbortSignal.timeout(this.options.timeoutMs);
    const leaseLost = new AbortController();
    const signal = AbortSignal.any([run.controller.signal, timeout, leaseLost.signal]);
    const loseLease = () => leaseLost.abort(new Error('lease lost'));
    // A new generation: sections a previous one showed here are replaced by this one's.
    run.sections = [];
    // Sections renew the lease as they are stored; this covers a slow first token or a long section.
    const renewal = setInterval(
      () => {
        store.renewLease(task.uid, runnerId, this.now(), this.leaseMs).then(
          (held) => held || loseLease(),
          // An outage shows on the next write; the lease may still hold when the store returns.
          () => undefined,
        );
      },
      Math.max(50, Math.floor(this.leaseMs / 3)),
    );
    try {
      const input = {
        outline: task.outline,
        job: task.job,
        type: task.type,
        locale: task.locale,
        ownerId: task.ownerId,
      };
      const iterator = generator.generateContent(input, signal)[Symbol.asyncIterator]();
      try {
        for (;;) {
          const next = await nextOrAbort(iterator, signal);
          if (next.done) break;
          // Stored before it is shown, so what a request here sees, one elsewhere can see too.
          const index = run.sections.length;
          if (!(await store.appendSection(task.uid, runnerId, index, next.value, this.now(), this.leaseMs))) {
            loseLease();
            throw leaseLost.signal.reason;
          }
          run.sections.push(next.value);
          notify(run);
        }
      } finally {
        iterator.return?.().catch(() => undefined);
      }
      if (!(await store.complete(task.uid, runnerId, run.sections, this.now()))) {
        loseLease();
        throw leaseLost.signal.reason;
      }
      metrics.generations.inc({ kind: 'content', outcome: 'done' });
      return 'ended';
    } catch (error) {
      if (leaseLost.signal.aborted && !run.controller.signal.aborted) {
        metrics.generations.inc({ kind: 'content', outcome: 'lease_lost' });
        return 'lease lost';
      }
      if (run.controller.signal.aborted && !timeout.aborted) {
        // Nobody is listening any more (or the task is gone): not a failure, the next request starts over.
        await store.reset(task.uid, runnerId, this.now()).catch(() => undefined);
        run.error = cancelledError();
        metrics.generations.inc({ kind: 'content', outcome: 'cancelled' });
      } else {
        run.error = timeout.aborted
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
    }
  }

  /**
   * Follows a generation another instance runs, from its stored sections, until it ends, or until it
   * is claimable: cancelled there (back to pending) or its runner gone (the lease ran out).
   */
  private async watch(task: TaskRecord, run: Run): Promise<WatchOutcome> {
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

  private async *follow(run: Run, afterIndex: number, signal: AbortSignal): AsyncGenerator<IndexedSection> {
    run.subscribers += 1;
    let next = afterIndex + 1;
    try {
      for (;;) {
        while (next < run.sections.length) {
          yield { index: next, section: run.sections[next]! };
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
}

function notify(run: Run): void {
  for (const listener of run.listeners) listener();
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
  return new Promise((resolve, reject) => {
    const done = () => {
      run.listeners.delete(done);
      signal.removeEventListener('abort', onAbort);
      resolve();
    };
    const onAbort = () => {
      run.listeners.delete(done);
      reject(signal.reason);
    };
    if (signal.aborted) return reject(signal.reason);
    run.listeners.add(done);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
