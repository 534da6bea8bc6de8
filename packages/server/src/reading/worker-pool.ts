// A bounded pool of worker threads that reads and parses uploads, so no file ever stalls other requests.
import type { ResourceLimits } from 'node:worker_threads';
import type { Locale, UploadFileType } from '@resume/contract';
import { AppError, ReadError } from '../errors.ts';
import { WorkerSlots } from '../lib/worker-slots.ts';
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
  private readonly slots: WorkerSlots<ReadJob, ReadAnswer, ReadUpload>;

  constructor(options: WorkerPoolOptions) {
    this.types = options.types;
    const reportFailure = options.onWorkerFailure ?? (() => undefined);
    this.slots = new WorkerSlots({
      size: options.size,
      maxQueued: options.maxQueued,
      workerUrl: options.workerUrl ?? DEFAULT_WORKER_URL,
      resourceLimits: options.resourceLimits ?? DEFAULT_RESOURCE_LIMITS,
      // The parser cannot be interrupted mid-file; a cancelled job's worker goes.
      cancelRunning: true,
      busyError: () =>
        new AppError(50301, 'The server is busy reading other files; please retry shortly.', {
          headers: { 'Retry-After': '2' },
        }),
      timeoutMs: (job) => job.limits.timeoutMs,
      outcome: (answer) =>
        answer.ok
          ? { ok: true, result: answer.result }
          : { ok: false, error: new ReadError(answer.readError ?? DAMAGED), replaceWorker: false },
      startFailed: (error) => {
        reportFailure('a reading worker could not be started', error);
        return new ReadError(DAMAGED, { cause: error });
      },
      timedOut: (job) => {
        const limit = formatDuration(job.limits.timeoutMs);
        reportFailure(`reading a ${job.type} file took over ${limit}`);
        return new ReadError(`the file took too long to read (over ${limit})`);
      },
      crashed: (error) => {
        const outOfMemory = isOutOfMemory(error);
        reportFailure(outOfMemory ? 'a reading worker ran out of memory' : 'a reading worker crashed', error);
        // A file that needs more memory than a worker has is too large for us, not damaged.
        return new ReadError(outOfMemory ? TOO_LARGE : DAMAGED);
      },
      postFailed: (error) => new ReadError(DAMAGED, { cause: error }),
    });
    if (options.warm) this.slots.warm();
  }

  /** Jobs running and waiting, for tests and metrics. */
  get load(): { running: number; queued: number } {
    return this.slots.load;
  }

  read(
    bytes: Uint8Array,
    type: UploadFileType,
    limits: ReadLimits,
    signal: AbortSignal,
    locale?: Locale,
    options: { transferBytes?: boolean } = {},
  ): Promise<ReadUpload> {
    // Bytes the caller gave away (the upload decoder's own buffer) are moved, not copied.
    const movable =
      options.transferBytes === true &&
      bytes.byteOffset === 0 &&
      bytes.byteLength === bytes.buffer.byteLength &&
      bytes.buffer instanceof ArrayBuffer;
    return this.slots.run(
      { type, bytes, limits, locale },
      { signal, transfer: movable ? [bytes.buffer as ArrayBuffer] : [] },
    );
  }

  /** Terminates every worker; waiting and running jobs fail with 50301. */
  close(): Promise<void> {
    return this.slots.close();
  }
}

function formatDuration(milliseconds: number): string {
  return milliseconds < 1000 ? `${milliseconds} ms` : `${Math.round(milliseconds / 100) / 10} s`;
}

function isOutOfMemory(error: unknown): boolean {
  return (error as { code?: unknown } | undefined)?.code === 'ERR_WORKER_OUT_OF_MEMORY';
}
