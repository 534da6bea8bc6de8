// The readers the service uses, one per file type family; main.ts and the tests take this list.
import os from 'node:os';
import type { UploadFileType } from '@resume/contract';
import type { ResumeReader } from './resume-reader.ts';
import { TextResumeReader } from './text-reader.ts';
import { WorkerPool } from './worker-pool.ts';

/** Types read in the worker pool (read-worker.ts holds their readers); text stays on the main thread. */
export const WORKER_TYPES: readonly UploadFileType[] = [
  'pdf',
  'docx',
  'doc',
  'rtf',
  'odt',
  'png',
  'jpg',
  'webp',
];

export interface ResumeReaderOptions {
  /** Worker threads for the heavy formats; defaults to the number of cores, at most 4. */
  poolSize?: number;
  /** Files that may wait for a worker before uploads get 50301. */
  maxQueued?: number;
  /** Starts the workers at once (the service) rather than on the first file (tests). */
  warm?: boolean;
  onWorkerFailure?: (reason: string, error?: unknown) => void;
}

export function createResumeReaders(options: ResumeReaderOptions = {}): ResumeReader[] {
  const size = options.poolSize ?? Math.max(1, Math.min(4, os.availableParallelism()));
  return [
    new TextResumeReader(),
    new WorkerPool({
      types: WORKER_TYPES,
      size,
      maxQueued: options.maxQueued ?? size * 8,
      warm: options.warm ?? false,
      ...(options.onWorkerFailure ? { onWorkerFailure: options.onWorkerFailure } : {}),
    }),
  ];
}
