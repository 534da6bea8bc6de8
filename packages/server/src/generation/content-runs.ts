// Content generation for a task, shared: concurrent requests for one task join one run, a finished
// task replays its stored sections, and a run nobody listens to any more is cancelled.
import type { Section } from '@resume/contract';
import { AppError, generationTimeoutError, isAppError, taskNotFoundError } from '../errors.ts';
import { nextOrAbort } from '../lib/next-or-abort.ts';
import type { Metrics } from '../observability/metrics.ts';
import type { TaskRecord, TaskStore } from '../store/task-store.ts';
import type { Generator } from './generator.ts';

export interface IndexedSection {
  index: number;
  section: Section;
}

interface Run {
  sections: Section[];
  finished: boolean;
  error: AppError | undefined;
  listeners: Set<() => void>;
  subscribers: number;
  controller: AbortController;
}

export interface ContentRunsOptions {
  store: TaskStore;
  generator: Generator;
  timeoutMs: number;
  metrics: Metrics;
  now?: () => Date;
  onUnexpectedError?: (error: unknown) => void;
}

/**
 * The run keeps its sections in memory while it lasts: a resume has a dozen sections, so the buffer is
 * small and bounded, and late joiners replay it before following the live run.
 */
export class ContentRuns {
  private readonly runs = new Map<string, Run>();
  private readonly now: () => Date;

  constructor(private readonly options: ContentRunsOptions) {
    this.now = options.now ?? (() => new Date());
  }

  /** Sections of the task after `afterIndex` (-1 for all), from the stored result or a live run. */
  async *sections(task: TaskRecord, afterIndex: number, signal: AbortSignal): AsyncGenerator<IndexedSection> {
    if (task.status === 'done' && task.sections) {
      yield* replay(task.sections, afterIndex);
      return;
    }
    let run = this.runs.get(task.uid);
    if (!run) {
      // The run may have finished between the caller's read and now: trust the store before starting anew.
      const latest = await this.options.store.get(task.uid, task.ownerId);
      if (!latest) throw taskNotFoundError();
      if (latest.status === 'done' && latest.sections) {
        yield* replay(latest.sections, afterIndex);
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
    void this.drive(task, run);
    return run;
  }

  private async drive(task: TaskRecord, run: Run): Promise<void> {
    const { store, generator, metrics } = this.options;
    const timeout = AbortSignal.timeout(this.options.timeoutMs);
    const signal = AbortSignal.any([run.controller.signal, timeout]);
    const notify = () => {
      for (const listener of run.listeners) listener();
    };
    try {
      await store.markGenerating(task.uid, this.now());
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
          run.sections.push(next.value);
          notify();
        }
      } finally {
        iterator.return?.().catch(() => undefined);
      }
      await store.complete(task.uid, run.sections, this.now());
      metrics.generations.inc({ kind: 'content', outcome: 'done' });
    } catch (error) {
      if (run.controller.signal.aborted && !timeout.aborted) {
        // Nobody is listening any more (or the task is gone): not a failure, the next request starts over.
        await store.reset(task.uid, this.now()).catch(() => undefined);
        run.error = new AppError(50001, 'Generation was cancelled.');
        metrics.generations.inc({ kind: 'content', outcome: 'cancelled' });
      } else {
        run.error = timeout.aborted
          ? generationTimeoutError()
          : isAppError(error)
            ? error
            : new AppError(50001, 'An unexpected error occurred while generating content.', { cause: error });
        if (run.error.code === 50001) this.options.onUnexpectedError?.(error);
        await store
          .fail(task.uid, { code: run.error.code, message: run.error.message }, this.now())
          .catch(() => undefined);
        metrics.generations.inc({ kind: 'content', outcome: 'failed' });
      }
    } finally {
      run.finished = true;
      this.runs.delete(task.uid);
      notify();
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

function* replay(sections: Section[], afterIndex: number): Iterable<IndexedSection> {
  for (let index = Math.max(0, afterIndex + 1); index < sections.length; index += 1) {
    yield { index, section: sections[index]! };
  }
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
