// A small pool of worker threads that typeset PDF exports, so a render never stalls other requests and streams.
import type { ResourceLimits } from 'node:worker_threads';
import { AppError } from '../errors.ts';
import { WorkerSlots } from '../lib/worker-slots.ts';
import type { FinishedResume } from './finished-resume.ts';
import type { ExportTemplate } from './templates.ts';

/** What the pool sends a worker: one resume to typeset, in a template (classic when unset). */
export interface PdfJob {
  id: number;
  resume: FinishedResume;
  template?: ExportTemplate;
}

/**
 * What a worker answers: the whole PDF and the V8 heap it holds afterwards, or that it failed (why
 * stays in the worker: it may quote the resume).
 */
export type PdfAnswer =
  | { id: number; ok: true; pdf: Uint8Array; heapBytes?: number }
  | { id: number; ok: false };

export interface PdfWorkerPoolOptions {
  /** Worker threads at most; each typesets one resume at a time. */
  size: number;
  /** Renders waiting for a worker at most; one more is refused with 50301. */
  maxQueued: number;
  /**
   * Renders one API key may have waiting while its one render runs; one more is refused with 42901.
   * Unset: no limit per key (only the shared queue's).
   */
  maxQueuedPerKey?: number;
  /** A render running longer than this fails with 50001 and its worker is replaced. */
  timeoutMs: number;
  /** A worker holding more V8 heap than this after a render is replaced (DEFAULT_MAX_WORKER_HEAP_BYTES). */
  maxWorkerHeapBytes?: number;
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
/**
 * The kept fonts stay under about 200 MB (pdf-worker.ts); a resume in thousands of distinct Chinese
 * characters decodes far more glyphs, which the worker would keep until its next render. Past this
 * heap, the worker goes and a fresh one takes its place.
 */
export const DEFAULT_MAX_WORKER_HEAP_BYTES = 256 * 1024 * 1024;
/** A render takes 10–40 ms in a warm worker; a full queue drains within a second or two. */
const RETRY_AFTER_SECONDS = '2';

function renderFailedError(cause?: unknown): AppError {
  return new AppError(50001, 'The PDF could not be made. Please try again.', { cause });
}

/**
 * Renders PDFs in up to `size` worker threads, started on the first render (each loads pdfkit and
 * 16 MB of fonts) and kept, with their parsed fonts, for the next. Each API key renders one PDF at a
 * time, taking turns with the other keys, and may have `maxQueuedPerKey` more waiting (one more:
 * 42901); all together wait in a bounded queue (full: 50301). Both answer with Retry-After. A render
 * that fails, runs past `timeoutMs`, kills its worker or whose client leaves ends alone (50001 for
 * the first three), and its worker is terminated and a fresh one started at once, so a bad state
 * never outlives the render that caused it and the next render does not wait for a worker to load.
 * A worker left holding more than `maxWorkerHeapBytes` of heap is replaced the same way.
 */
export class PdfWorkerPool {
  private readonly slots: WorkerSlots<PdfJob, PdfAnswer, Uint8Array>;

  constructor(options: PdfWorkerPoolOptions) {
    const reportFailure = options.onWorkerFailure ?? (() => undefined);
    const maxHeapBytes = options.maxWorkerHeapBytes ?? DEFAULT_MAX_WORKER_HEAP_BYTES;
    const perKey = options.maxQueuedPerKey;
    this.slots = new WorkerSlots({
      size: options.size,
      maxQueued: options.maxQueued,
      maxQueuedPerTenant: perKey,
      tenantBusyError: () =>
        new AppError(
          42901,
          `Too many PDF exports for this API key: one renders at a time and at most ${perKey} may wait; retry when one is done.`,
          { headers: { 'Retry-After': RETRY_AFTER_SECONDS } },
        ),
      workerUrl: options.workerUrl ?? DEFAULT_WORKER_URL,
      resourceLimits: options.resourceLimits ?? DEFAULT_RESOURCE_LIMITS,
      // A render nobody waits for any more would hold its worker for nothing: the worker goes (a
      // fresh one loads in about a second, off the request path).
      cancelRunning: true,
      replaceAtOnce: true,
      busyError: () =>
        new AppError(50301, 'The server is busy making other PDFs; please retry shortly.', {
          headers: { 'Retry-After': RETRY_AFTER_SECONDS },
        }),
      timeoutMs: () => options.timeoutMs,
      outcome: (answer) => {
        if (answer.ok) {
          // Heap V8 has grown to is seldom handed back to the system; a fresh worker is.
          const tooBig = (answer.heapBytes ?? 0) > maxHeapBytes;
          if (tooBig) reportFailure('a PDF worker kept too much memory after a render; replaced');
          return { ok: true, result: answer.pdf, replaceWorker: tooBig };
        }
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
   * The PDF of `resume` in `template` (classic when unset), rendered for `key` (the API key's owner, to take
   * turns with other keys). An abort of `signal` (the client went away) takes a waiting render out of the queue
   * and stops a running one, terminating its worker.
   */
  render(
    resume: FinishedResume,
    options: { signal?: AbortSignal; key?: string; template?: ExportTemplate } = {},
  ): Promise<Uint8Array> {
    return this.slots.run(
      { resume, template: options.template },
      { signal: options.signal, tenant: options.key },
    );
  }

  /** Terminates every worker; waiting and running renders fail with 50301. */
  close(): Promise<void> {
    return this.slots.close();
  }
}
