// The slot-and-queue machinery shared by the worker-thread pools: a bounded queue, fair turns, time limits, replaced workers.
import { type ResourceLimits, type TransferListItem, Worker } from 'node:worker_threads';
import { shuttingDownError } from '../errors.ts';

/** Jobs and answers carry the job's id, so an answer that arrives late is never taken for the next job's. */
/** The parent's `--conditions=` flags (the compiled build's): a worker resolves packages as it does. */
const RESOLUTION_FLAGS = process.execArgv.filter((flag) => flag.startsWith('--conditions='));

export interface WorkerMessage {
  id: number;
}

/** What a worker's answer means for its job; any answer may also condemn the worker (a failure, or memory it kept). */
export type WorkerOutcome<Result> =
  | { ok: true; result: Result; replaceWorker?: boolean }
  | { ok: false; error: unknown; replaceWorker: boolean };

/**
 * What differs between pools. The failure hooks may log (never the job's content) and return the
 * error the job fails with.
 */
export interface WorkerSlotsOptions<Job extends WorkerMessage, Answer extends WorkerMessage, Result> {
  /** Worker threads at most; each runs one job at a time. */
  size: number;
  /** Jobs waiting for a worker at most; one more fails with `busyError()`. */
  maxQueued: number;
  /**
   * Jobs of one tenant (see `run`) waiting at most; one more fails with `tenantBusyError()`, so no
   * tenant can fill the shared queue. Unset: only the shared bound applies.
   */
  maxQueuedPerTenant?: number;
  tenantBusyError?(): unknown;
  /**
   * Whether a terminated worker (timed out, cancelled, crashed or condemned by its answer) is replaced
   * at once, so the slot's next job does not wait for a worker to load; otherwise on that next job.
   */
  replaceAtOnce?: boolean;
  workerUrl: URL;
  resourceLimits: ResourceLimits;
  /**
   * Whether aborting a running job's signal stops it (terminating its worker) or only takes a
   * waiting job out of the queue.
   */
  cancelRunning: boolean;
  busyError(): unknown;
  timeoutMs(job: Job): number;
  outcome(answer: Answer): WorkerOutcome<Result>;
  startFailed(error: unknown): unknown;
  timedOut(job: Job): unknown;
  crashed(error: unknown): unknown;
  /** The job could not be sent (it cannot be cloned); the worker is not at fault and stays. */
  postFailed(error: unknown): unknown;
}

interface PendingJob<Job, Result> {
  job: Job;
  tenant: string | undefined;
  transfer: readonly TransferListItem[];
  signal: AbortSignal | undefined;
  resolve(result: Result): void;
  reject(error: unknown): void;
  /** Settles the job once; later calls do nothing. */
  settled: boolean;
  onAbort?: () => void;
}

interface Slot<Job, Result> {
  worker: Worker | undefined;
  running: PendingJob<Job, Result> | undefined;
  timer: NodeJS.Timeout | undefined;
}

/**
 * Runs jobs in up to `size` worker threads, each started on its slot's first job (or by `warm()`)
 * and kept for the next. Jobs beyond the free workers wait in a bounded queue. A job that runs
 * past its time limit, or whose worker crashes, fails alone and its worker is terminated and
 * replaced, so a bad state never outlives the job that caused it.
 *
 * A job may name its tenant (the API key it runs for). A tenant runs one job at a time: its further
 * jobs wait, and a free worker takes a waiting job of the tenant whose last job started longest ago
 * (one that has none running, first come first served between equals). So tenants take turns: one
 * that sends many jobs is never served ahead of the others, and a slow job holds one worker only.
 * Jobs without a tenant are served first come, first served.
 */
export class WorkerSlots<Job extends WorkerMessage, Answer extends WorkerMessage, Result> {
  private readonly slots: Slot<Job, Result>[];
  private readonly queue: PendingJob<Job, Result>[] = [];
  private nextId = 1;
  private closed = false;
  /** When each tenant with jobs running or waiting last had a job started (a count of starts). */
  private readonly lastStart = new Map<string, number>();
  private starts = 0;

  constructor(private readonly options: WorkerSlotsOptions<Job, Answer, Result>) {
    this.slots = Array.from({ length: Math.max(1, options.size) }, () => ({
      worker: undefined,
      running: undefined,
      timer: undefined,
    }));
  }

  /** Jobs running and waiting, for tests and metrics. */
  get load(): { running: number; queued: number } {
    return { running: this.slots.filter((slot) => slot.running).length, queued: this.queue.length };
  }

  /** Starts every worker now rather than on its first job. */
  warm(): void {
    for (const slot of this.slots) {
      if (slot.worker) continue;
      try {
        this.spawn(slot);
      } catch (error) {
        this.options.startFailed(error);
      }
    }
  }

  /**
   * Runs `work` (given an id here) in a worker; `transfer` lists buffers moved to it rather than
   * copied; `tenant` is whom the job runs for, to take turns with other tenants.
   */
  run(
    work: Omit<Job, 'id'>,
    options: { signal?: AbortSignal; transfer?: readonly TransferListItem[]; tenant?: string } = {},
  ): Promise<Result> {
    const { signal, tenant } = options;
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (this.closed) return Promise.reject(shuttingDownError());
    // No waiting job can start while a worker is free (each change of state hands free workers out),
    // so a job that can start at once jumps no queue.
    const free = this.isRunning(tenant) ? undefined : this.slots.find((slot) => !slot.running);
    if (!free) {
      const perTenant = this.options.maxQueuedPerTenant;
      if (tenant !== undefined && perTenant !== undefined && this.waitingFor(tenant) >= perTenant) {
        return Promise.reject(this.options.tenantBusyError?.() ?? this.options.busyError());
      }
      if (this.queue.length >= this.options.maxQueued) return Promise.reject(this.options.busyError());
    }
    return new Promise<Result>((resolve, reject) => {
      const pending: PendingJob<Job, Result> = {
        job: { ...work, id: this.nextId++ } as Job,
        tenant,
        transfer: options.transfer ?? [],
        signal,
        resolve,
        reject,
        settled: false,
      };
      if (signal) {
        pending.onAbort = () => this.cancel(pending);
        signal.addEventListener('abort', pending.onAbort, { once: true });
      }
      if (free) this.start(free, pending);
      else this.queue.push(pending);
    });
  }

  /** Terminates every worker; waiting and running jobs fail with 50301. */
  async close(): Promise<void> {
    this.closed = true;
    const shuttingDown = shuttingDownError();
    for (const pending of this.queue.splice(0)) this.settle(pending, shuttingDown);
    await Promise.all(
      this.slots.map(async (slot) => {
        if (slot.timer) clearTimeout(slot.timer);
        slot.timer = undefined;
        if (slot.running) this.settle(slot.running, shuttingDown);
        slot.running = undefined;
        await this.discardWorker(slot);
      }),
    );
  }

  private start(slot: Slot<Job, Result>, pending: PendingJob<Job, Result>): void {
    // A job that starts is no longer cancelled by its signal unless the pool stops running jobs.
    if (!this.options.cancelRunning && pending.onAbort) {
      pending.signal?.removeEventListener('abort', pending.onAbort);
    }
    slot.running = pending;
    if (pending.tenant !== undefined) this.lastStart.set(pending.tenant, this.starts++);
    let worker: Worker;
    try {
      worker = slot.worker ?? this.spawn(slot);
    } catch (error) {
      this.finish(slot, pending, { ok: false, error: this.options.startFailed(error) });
      return;
    }
    // Referenced while it works, so a process waiting on the answer does not exit; idle, it never holds one open.
    worker.ref();
    slot.timer = setTimeout(() => {
      const error = this.options.timedOut(pending.job);
      this.replaceWorker(slot);
      this.finish(slot, pending, { ok: false, error });
    }, this.options.timeoutMs(pending.job));
    try {
      worker.postMessage(pending.job, pending.transfer);
    } catch (error) {
      this.finish(slot, pending, { ok: false, error: this.options.postFailed(error) });
    }
  }

  private spawn(slot: Slot<Job, Result>): Worker {
    const worker = new Worker(this.options.workerUrl, {
      // The bootstrap registers tsx itself where it needs it; the parent's other flags (--test,
      // --inspect) stay with the parent.
      execArgv: RESOLUTION_FLAGS,
      resourceLimits: this.options.resourceLimits,
    });
    slot.worker = worker;
    worker.on('message', (answer: Answer) => {
      const pending = slot.running;
      if (slot.worker !== worker || !pending || answer.id !== pending.job.id) return;
      const outcome = this.options.outcome(answer);
      if (outcome.replaceWorker) this.replaceWorker(slot);
      this.finish(slot, pending, outcome);
    });
    const crashed = (error?: unknown) => {
      if (slot.worker !== worker) return;
      slot.worker = undefined;
      const failure = this.options.crashed(error);
      const pending = slot.running;
      if (!pending) return;
      // Only a worker that crashed on a job is replaced at once: one that cannot even start would
      // otherwise be restarted for ever.
      if (this.options.replaceAtOnce) this.spawnQuietly(slot);
      this.finish(slot, pending, { ok: false, error: failure });
    };
    worker.on('error', crashed);
    worker.on('messageerror', crashed);
    worker.on('exit', (code) => crashed(new Error(`worker exited with code ${code}`)));
    // After the listeners: adding a 'message' listener refs the worker's port again.
    worker.unref();
    return worker;
  }

  private cancel(pending: PendingJob<Job, Result>): void {
    const reason = pending.signal?.reason;
    const queued = this.queue.indexOf(pending);
    if (queued !== -1) {
      this.queue.splice(queued, 1);
      this.forgetIfIdle(pending.tenant);
      this.settle(pending, reason);
      return;
    }
    if (!this.options.cancelRunning) return;
    const slot = this.slots.find((candidate) => candidate.running === pending);
    if (!slot) return;
    // A worker cannot be interrupted mid-job; it goes, and its slot serves the next job.
    this.replaceWorker(slot);
    this.finish(slot, pending, { ok: false, error: reason });
  }

  /** Whether `tenant` (if any) has a job running. */
  private isRunning(tenant: string | undefined): boolean {
    return tenant !== undefined && this.slots.some((slot) => slot.running?.tenant === tenant);
  }

  private waitingFor(tenant: string): number {
    return this.queue.reduce((count, pending) => count + (pending.tenant === tenant ? 1 : 0), 0);
  }

  /** A tenant with nothing running or waiting needs no place in the turns: the map stays as small as the queue. */
  private forgetIfIdle(tenant: string | undefined): void {
    if (tenant !== undefined && !this.isRunning(tenant) && this.waitingFor(tenant) === 0) {
      this.lastStart.delete(tenant);
    }
  }

  /** The waiting job to start next: see the class comment. -1 when every waiting tenant has a job running. */
  private nextWaiting(): number {
    let chosen = -1;
    let chosenTurn = Number.POSITIVE_INFINITY;
    this.queue.forEach((pending, index) => {
      if (this.isRunning(pending.tenant)) return;
      const turn = pending.tenant === undefined ? -1 : (this.lastStart.get(pending.tenant) ?? -1);
      if (turn < chosenTurn) {
        chosen = index;
        chosenTurn = turn;
      }
    });
    return chosen;
  }

  /** Hands each free worker its next waiting job. */
  private dispatch(): void {
    for (const slot of this.slots) {
      if (this.closed) return;
      if (slot.running) continue;
      const index = this.nextWaiting();
      if (index === -1) return;
      const [next] = this.queue.splice(index, 1);
      this.start(slot, next!);
    }
  }

  private finish(
    slot: Slot<Job, Result>,
    pending: PendingJob<Job, Result>,
    outcome: { ok: true; result: Result } | { ok: false; error: unknown },
  ): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = undefined;
    if (slot.running === pending) slot.running = undefined;
    this.forgetIfIdle(pending.tenant);
    slot.worker?.unref();
    if (outcome.ok) this.settle(pending, undefined, outcome.result);
    else this.settle(pending, outcome.error);
    this.dispatch();
  }

  private settle(pending: PendingJob<Job, Result>, error: unknown, result?: Result): void {
    if (pending.settled) return;
    pending.settled = true;
    if (pending.onAbort) pending.signal?.removeEventListener('abort', pending.onAbort);
    if (result !== undefined) pending.resolve(result);
    else pending.reject(error);
  }

  /** Terminates the slot's worker; with `replaceAtOnce`, a fresh one starts loading now. */
  private replaceWorker(slot: Slot<Job, Result>): void {
    void this.discardWorker(slot);
    if (this.options.replaceAtOnce) this.spawnQuietly(slot);
  }

  /** A worker for the slot ahead of its next job; one that cannot start is reported, and retried by that job. */
  private spawnQuietly(slot: Slot<Job, Result>): void {
    if (this.closed || slot.worker) return;
    try {
      this.spawn(slot);
    } catch (error) {
      this.options.startFailed(error);
    }
  }

  private async discardWorker(slot: Slot<Job, Result>): Promise<void> {
    const worker = slot.worker;
    slot.worker = undefined;
    if (worker) await worker.terminate().catch(() => undefined);
  }
}
