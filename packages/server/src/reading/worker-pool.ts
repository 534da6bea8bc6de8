// A bounded pool of worker threads that reads and parses uploads, so no file ever stalls other requests.
import { type ResourceLimits, Worker } from 'node:worker_threads';
import type { Locale, UploadFileType } from '@resume/contract';
import { AppError, ReadError, shuttingDownError } from '../errors.ts';
import type { ReadLimits, ReadUpload, UploadParser } from './resume-reader.ts';

/** What the pool sends a worker: one file to read. */
export interface ReadJob {
  id: number;
  type: UploadFileType;
  bytes: Uint8Array;
  limits: ReadLimits;
  locale: Locale | undefined;
}

/** What a worker answers: the parsed resume, or the message of a ReadError (none for any other failure). */
export type ReadAnswer =
  | { id: number; ok: true; result: ReadUpload }
  | { id: number; ok: false; readError: string | undefined };

export interface WorkerPoolOptions {
  /** The file types the workers read. */
  types: readonly UploadFileType[];
  /** Worker threads at most; each reads one file at a time. */
  size: number;
  /** Files waiting for a worker at most; one more is refused with 50301. */
  maxQueued: number;
  /** The worker's entry module; tests give one that misbehaves. */
  workerUrl?: URL;
  resourceLimits?: ResourceLimits;
  /** Starts every worker now rather than on its first file (a worker takes about a second to load). */
  warm?: boolean;
  /** Told about workers that crashed or were stopped, for the log. */
  onWorkerFailure?: (reason: string, error?: unknown) => void;
}

interface PendingJob {
  job: ReadJob;
  transferBytes: boolean;
  signal: AbortSignal;
  resolve(result: ReadUpload): void;
  reject(error: unknown): void;
  /** Settles the job once; later calls do nothing. */
  settled: boolean;
  onAbort?: () => void;
}

interface Slot {
  worker: Worker | undefined;
  running: PendingJob | undefined;
  timer: NodeJS.Timeout | undefined;
}

const DEFAULT_WORKER_URL = new URL('./read-worker-bootstrap.mjs', import.meta.url);
/** The heap a reading worker may use; the unpacked-size limits (config.ts) are set well below what it holds. */
export const WORKER_HEAP_MB = 1024;
const DEFAULT_RESOURCE_LIMITS: ResourceLimits = { maxOldGenerationSizeMb: WORKER_HEAP_MB };
const DAMAGED = 'the file could not be read; it may be damaged';
const TOO_LARGE = 'the file is too large or too complex to read within the memory a resume may use';

/**
 * A ResumeReader that hands each file to one of `size` worker threads. Jobs beyond the free
 * workers wait in a bounded queue (a full queue answers 50301). A job that runs past its time
 * limit, or whose request is cancelled, has its worker terminated — the only way to stop a
 * parser mid-file — and the worker is replaced on the next job. A worker that crashes fails only
 * its own job, with 42201.
 */
export class WorkerPool implements UploadParser {
  readonly types: readonly UploadFileType[];
  private readonly slots: Slot[];
  private readonly queue: PendingJob[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: WorkerPoolOptions) {
    this.types = options.types;
    this.slots = Array.from({ length: Math.max(1, options.size) }, () => ({
      worker: undefined,
      running: undefined,
      timer: undefined,
    }));
    if (options.warm) {
      for (const slot of this.slots) {
        try {
          this.spawn(slot);
        } catch (error) {
          options.onWorkerFailure?.('a reading worker could not be started', error);
        }
      }
    }
  }

  /** Jobs running and waiting, for tests and metrics. */
  get load(): { running: number; queued: number } {
    return { running: this.slots.filter((slot) => slot.running).length, queued: this.queue.length };
  }

  read(
    bytes: Uint8Array,
    type: UploadFileType,
    limits: ReadLimits,
    signal: AbortSignal,
    locale?: Locale,
    options: { transferBytes?: boolean } = {},
  ): Promise<ReadUpload> {
    if (signal.aborted) return Promise.reject(signal.reason);
    if (this.closed) {
      return Promise.reject(shuttingDownError());
    }
    const free = this.slots.find((slot) => !slot.running);
    if (!free && this.queue.length >= this.options.maxQueued) {
      return Promise.reject(
        new AppError(50301, 'The server is busy reading other files; please retry shortly.', {
          headers: { 'Retry-After': '2' },
        }),
      );
    }
    return new Promise<ReadUpload>((resolve, reject) => {
      const pending: PendingJob = {
        job: { id: this.nextId++, type, bytes, limits, locale },
        transferBytes: options.transferBytes ?? false,
        signal,
        resolve,
        reject,
        settled: false,
      };
      pending.onAbort = () => this.cancel(pending);
      signal.addEventListener('abort', pending.onAbort, { once: true });
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

  private start(slot: Slot, pending: PendingJob): void {
    slot.running = pending;
    let worker: Worker;
    try {
      worker = slot.worker ?? this.spawn(slot);
    } catch (error) {
      this.options.onWorkerFailure?.('a reading worker could not be started', error);
      this.finish(slot, pending, new ReadError(DAMAGED, { cause: error }));
      return;
    }
    worker.ref();
    slot.timer = setTimeout(() => {
      const limit = formatDuration(pending.job.limits.timeoutMs);
      this.options.onWorkerFailure?.(`reading a ${pending.job.type} file took over ${limit}`);
      void this.discardWorker(slot);
      this.finish(slot, pending, new ReadError(`the file took too long to read (over ${limit})`));
    }, pending.job.limits.timeoutMs);
    // Bytes the caller gave away (the upload decoder's own buffer) are moved, not copied.
    const bytes = pending.job.bytes;
    const movable =
      pending.transferBytes &&
      bytes.byteOffset === 0 &&
      bytes.byteLength === bytes.buffer.byteLength &&
      bytes.buffer instanceof ArrayBuffer;
    worker.postMessage(pending.job, movable ? [bytes.buffer as ArrayBuffer] : []);
  }

  private spawn(slot: Slot): Worker {
    const worker = new Worker(this.options.workerUrl ?? DEFAULT_WORKER_URL, {
      // The bootstrap registers tsx itself; the parent's flags (--test, --inspect) stay with the parent.
      execArgv: [],
      resourceLimits: this.options.resourceLimits ?? DEFAULT_RESOURCE_LIMITS,
    });
    slot.worker = worker;
    worker.on('message', (answer: ReadAnswer) => {
      const pending = slot.running;
      if (slot.worker !== worker || !pending || answer.id !== pending.job.id) return;
      if (answer.ok) this.finish(slot, pending, undefined, answer.result);
      else {
        this.finish(slot, pending, new ReadError(answer.readError ?? DAMAGED));
      }
    });
    const crashed = (error?: unknown) => {
      if (slot.worker !== worker) return;
      slot.worker = undefined;
      const outOfMemory = isOutOfMemory(error);
      this.options.onWorkerFailure?.(
        outOfMemory ? 'a reading worker ran out of memory' : 'a reading worker crashed',
        error,
      );
      const pending = slot.running;
      // A file that needs more memory than a worker has is too large for us, not damaged.
      if (pending) this.finish(slot, pending, new ReadError(outOfMemory ? TOO_LARGE : DAMAGED));
    };
    worker.on('error', crashed);
    worker.on('messageerror', crashed);
    worker.on('exit', (code) => crashed(new Error(`worker exited with code ${code}`)));
    // After the listeners: adding a 'message' listener refs the worker's port again.
    worker.unref();
    return worker;
  }

  private cancel(pending: PendingJob): void {
    const queued = this.queue.indexOf(pending);
    if (queued !== -1) {
      this.queue.splice(queued, 1);
      this.settle(pending, pending.signal.reason);
      return;
    }
    const slot = this.slots.find((candidate) => candidate.running === pending);
    if (!slot) return;
    // The parser cannot be interrupted mid-file; the worker goes, and its slot serves the next job.
    void this.discardWorker(slot);
    this.finish(slot, pending, pending.signal.reason);
  }

  private finish(slot: Slot, pending: PendingJob, error: unknown, result?: ReadUpload): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = undefined;
    if (slot.running === pending) slot.running = undefined;
    slot.worker?.unref();
    if (error === undefined && result) this.settle(pending, undefined, result);
    else this.settle(pending, error);
    const next = this.queue.shift();
    if (next && !this.closed) this.start(slot, next);
  }

  private settle(pending: PendingJob, error: unknown, result?: ReadUpload): void {
    if (pending.settled) return;
    pending.settled = true;
    if (pending.onAbort) pending.signal.removeEventListener('abort', pending.onAbort);
    if (result) pending.resolve(result);
    else pending.reject(error);
  }

  private async discardWorker(slot: Slot): Promise<void> {
    const worker = slot.worker;
    slot.worker = undefined;
    if (worker) await worker.terminate().catch(() => undefined);
  }
}

function formatDuration(milliseconds: number): string {
  return milliseconds < 1000 ? `${milliseconds} ms` : `${Math.round(milliseconds / 100) / 10} s`;
}

function isOutOfMemory(error: unknown): boolean {
  return (error as { code?: unknown } | undefined)?.code === 'ERR_WORKER_OUT_OF_MEMORY';
}
