// A small pool of worker threads that typeset PDF exports, so a render never stalls other requests and streams.
import { type ResourceLimits, Worker } from 'node:worker_threads';
import { AppError, shuttingDownError } from '../errors.ts';
import type { FinishedResume } from './finished-resume.ts';

/** What the pool sends a worker: one resume to typeset. */
export interface PdfJob {
  id: number;
  resume: FinishedResume;
}

/** What a worker answers: the whole PDF, or that it failed (why stays in the worker: it may quote the resume). */
export type PdfAnswer = { id: number; ok: true; pdf: Uint8Array } | { id: number; ok: false };

export interface PdfWorkerPoolOptions {
  /** Worker threads at most; each typesets one resume at a time. */
  size: number;
  /** Renders waiting for a worker at most; one more is refused with 50301. */
  maxQueued: number;
  /** A render running longer than this fails with 50001 and its worker is replaced. */
  timeoutMs: number;
  /** The worker's entry module; tests give one that misbehaves. */
  workerUrl?: URL;
  resourceLimits?: ResourceLimits;
  /** Told about workers that failed, timed out or crashed, for the log. */
  onWorkerFailure?: (reason: string, error?: unknown) => void;
}

interface PendingRender {
  job: PdfJob;
  signal: AbortSignal | undefined;
  resolve(pdf: Uint8Array): void;
  reject(error: unknown): void;
  settled: boolean;
  onAbort?: () => void;
}

interface Slot {
  worker: Worker | undefined;
  running: PendingRender | undefined;
  timer: NodeJS.Timeout | undefined;
}

const DEFAULT_WORKER_URL = new URL('./pdf-worker-bootstrap.mjs', import.meta.url);
/**
 * The heap of a PDF worker. The kept fonts stay under about 200 MB (pdf-worker.ts); one resume
 * using every CJK character the outline limit allows needs about 500 MB while it renders.
 */
const DEFAULT_RESOURCE_LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 1024 };
/** A render takes 10–40 ms in a warm worker; a full queue drains within a second or two. */
const RETRY_AFTER_SECONDS = '2';

function renderFailedError(cause?: unknown): AppError {
  return new AppError(50001, 'The PDF could not be made. Please try again.', { cause });
}

/**
 * Renders PDFs in up to `size` worker threads, started on the first render (each loads pdfkit and
 * 16 MB of fonts) and kept, with their parsed fonts, for the next. Renders beyond the free workers
 * wait in a bounded queue; a full queue answers 50301 with Retry-After. A render that fails, runs
 * past `timeoutMs` or kills its worker fails alone with 50001, and its worker is terminated and
 * replaced on the next render, so a bad state never outlives the render that caused it.
 */
export class PdfWorkerPool {
  private readonly slots: Slot[];
  private readonly queue: PendingRender[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: PdfWorkerPoolOptions) {
    this.slots = Array.from({ length: Math.max(1, options.size) }, () => ({
      worker: undefined,
      running: undefined,
      timer: undefined,
    }));
  }

  /** Renders running and waiting, for tests and metrics. */
  get load(): { running: number; queued: number } {
    return { running: this.slots.filter((slot) => slot.running).length, queued: this.queue.length };
  }

  /**
   * The PDF of `resume`. An abort of `signal` (the client went away) takes a waiting render out of
   * the queue; a running one finishes, since stopping it would cost its worker and parsed fonts.
   */
  render(resume: FinishedResume, signal?: AbortSignal): Promise<Uint8Array> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (this.closed) return Promise.reject(shuttingDownError());
    const free = this.slots.find((slot) => !slot.running);
    if (!free && this.queue.length >= this.options.maxQueued) {
      return Promise.reject(
        new AppError(50301, 'The server is busy making other PDFs; please retry shortly.', {
          headers: { 'Retry-After': RETRY_AFTER_SECONDS },
        }),
      );
    }
    return new Promise<Uint8Array>((resolve, reject) => {
      const pending: PendingRender = {
        job: { id: this.nextId++, resume },
        signal,
        resolve,
        reject,
        settled: false,
      };
      if (free) {
        this.start(free, pending);
        return;
      }
      if (signal) {
        pending.onAbort = () => this.dequeue(pending);
        signal.addEventListener('abort', pending.onAbort, { once: true });
      }
      this.queue.push(pending);
    });
  }

  /** Terminates every worker; waiting and running renders fail with 50301. */
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

  private start(slot: Slot, pending: PendingRender): void {
    // A render that starts is no longer cancelled by its signal (see render).
    if (pending.onAbort) pending.signal?.removeEventListener('abort', pending.onAbort);
    slot.running = pending;
    let worker: Worker;
    try {
      worker = slot.worker ?? this.spawn(slot);
    } catch (error) {
      this.options.onWorkerFailure?.('a PDF worker could not be started', error);
      this.finish(slot, pending, renderFailedError(error));
      return;
    }
    // Referenced while it renders, so a process waiting on the answer does not exit; idle, it never holds one open.
    worker.ref();
    slot.timer = setTimeout(() => {
      this.options.onWorkerFailure?.(`a PDF render took over ${this.options.timeoutMs} ms`);
      void this.discardWorker(slot);
      this.finish(slot, pending, renderFailedError());
    }, this.options.timeoutMs);
    try {
      worker.postMessage(pending.job);
    } catch (error) {
      // A resume that cannot be cloned to the worker: not the worker's fault, but the render cannot run.
      this.finish(slot, pending, renderFailedError(error));
    }
  }

  private spawn(slot: Slot): Worker {
    const worker = new Worker(this.options.workerUrl ?? DEFAULT_WORKER_URL, {
      // The bootstrap registers tsx itself; the parent's flags (--test, --inspect) stay with the parent.
      execArgv: [],
      resourceLimits: this.options.resourceLimits ?? DEFAULT_RESOURCE_LIMITS,
    });
    slot.worker = worker;
    worker.on('message', (answer: PdfAnswer) => {
      const pending = slot.running;
      if (slot.worker !== worker || !pending || answer.id !== pending.job.id) return;
      if (answer.ok) {
        this.finish(slot, pending, undefined, answer.pdf);
        return;
      }
      this.options.onWorkerFailure?.('a PDF render failed');
      void this.discardWorker(slot);
      this.finish(slot, pending, renderFailedError());
    });
    const crashed = (error?: unknown) => {
      if (slot.worker !== worker) return;
      slot.worker = undefined;
      this.options.onWorkerFailure?.('a PDF worker crashed', error);
      const pending = slot.running;
      if (pending) this.finish(slot, pending, renderFailedError(error));
    };
    worker.on('error', crashed);
    worker.on('messageerror', crashed);
    worker.on('exit', (code) => crashed(new Error(`PDF worker exited with code ${code}`)));
    // After the listeners: adding a 'message' listener refs the worker's port again.
    worker.unref();
    return worker;
  }

  private dequeue(pending: PendingRender): void {
    const index = this.queue.indexOf(pending);
    if (index === -1) return;
    this.queue.splice(index, 1);
    this.settle(pending, pending.signal?.reason);
  }

  private finish(slot: Slot, pending: PendingRender, error: unknown, pdf?: Uint8Array): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = undefined;
    if (slot.running === pending) slot.running = undefined;
    slot.worker?.unref();
    this.settle(pending, error, pdf);
    const next = this.queue.shift();
    if (next && !this.closed) this.start(slot, next);
  }

  private settle(pending: PendingRender, error: unknown, pdf?: Uint8Array): void {
    if (pending.settled) return;
    pending.settled = true;
    if (pending.onAbort) pending.signal?.removeEventListener('abort', pending.onAbort);
    if (pdf) pending.resolve(pdf);
    else pending.reject(error);
  }

  private async discardWorker(slot: Slot): Promise<void> {
    const worker = slot.worker;
    slot.worker = undefined;
    if (worker) await worker.terminate().catch(() => undefined);
  }
}
