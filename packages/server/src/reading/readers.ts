// The upload parser the service uses: every file type is read and parsed in a pool of worker threads.
import os from 'node:os';
import { UPLOAD_FILE_TYPES, type UploadFileType } from '@resume/contract';
import type { UploadParser } from './resume-reader.ts';
import { WorkerPool } from './worker-pool.ts';

/** Every type is read in the worker pool (read-worker.ts holds the readers), plain text included. */
export const WORKER_TYPES: readonly UploadFileType[] = UPLOAD_FILE_TYPES;

export interface UploadParserOptions {
  /** Worker threads; defaults to the number of cores, at most 4. */
  poolSize?: number;
  /** Files that may wait for a worker before uploads get 50301. */
  maxQueued?: number;
  /** Starts the workers at once (the service) rather than on the first file (tests). */
  warm?: boolean;
  onWorkerFailure?: (reason: string, error?: unknown) => void;
}

export function createUploadParser(options: UploadParserOptions = {}): UploadParser {
  const size = options.poolSize ?? Math.max(1, Math.min(4, os.availableParallelism()));
  return new WorkerPool({
    types: WORKER_TYPES,
    size,
    maxQueued: options.maxQueued ?? size * 8,
    warm: options.warm ?? false,
    ...(options.onWorkerFailure ? { onWorkerFailure: options.onWorkerFailure } : {}),
  });
}
