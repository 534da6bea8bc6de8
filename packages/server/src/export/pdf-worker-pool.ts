// A small pool of worker threads that typeset PDF exports, so a render never stalls other requests and streams.
import type { ResourceLimits } from 'node:worker_threads';
import { AppError } from '../errors.ts';
import { WorkerSlots } from '../lib/worker-slots.ts';
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
  private readonly slots: WorkerSlots<PdfJob, PdfAnswer, Uint8Array>;

  constructor(options: PdfWorkerPoolOptions) {
    const reportFailure = options.onWorkerFailure ?? (() => undefined);
    this.slots = new WorkerSlots({
      size: options.size,
      maxQueued: options.maxQueued,
      workerUrl: options.workerUrl ?? DEFAULT_WORKER_URL,
      resourceLimits: options.resourceLimits ?? DEFAULT_RESOURCE_LIMITS,
      // Stopping a running render would cost its worker and parsed fonts; it finishes.
      cancelRunning: false,
      busyError: () =>
        new AppError(50301, 'The server is busy making other PDFs; please retry shortly.', {
          headers: { 'Retry-After': RETRY_AFTER_SECONDS },
        }),
      timeoutMs: () => options.timeoutMs,
      outcome: (answer) => {
        if (answer.ok) return { ok: true, result: answer.pdf };
        reportFailure('a PDF render failed');
        return { ok: false, error: renderFailedError(), replaceWorker: true };
      },
      startFailed: (error) => {
        reportFailure('a PDF worker could not be started', error);
        return renderFailedError(error);
      },
      timedOut: () => {
        reportFailure(`a PDF render took over ${options.timeoutMs} ms`);
        return renderFailedError();
      },
      crashed: (error) => {
        reportFailure('a PDF worker crashed', error);
        return renderFailedError(error);
      },
      // A resume that cannot be cloned to the worker: not the worker's fault, but the render cannot run.
      postFailed: (error) => renderFailedError(error),
    });
  }

  /** Renders running and waiting, for tests and metrics. */
  get load(): { running: number; queued: number } {
    return this.slots.load;
  }

  /**
   * The PDF of `resume`. An abort of `signal` (the client went away) takes a waiting render out of
   * the queue; a running one finishes, since stopping it would cost its worker and parsed fonts.
   */
  render(resume: FinishedResume, signal?: AbortSignal): Promise<Uint8Array> {
    return this.slots.run({ resume }, { signal });
  }

  /** Terminates every worker; waiting and running renders fail with 50301. */
  close(): Promise<void> {
    return this.slots.close();
  }
}
