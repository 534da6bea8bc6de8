// The TaskStore seam: tasks, their stored results and idempotency keys (CONTRACT 3).
import type { JobType, Locale, Section, StreamErrorEvent, TaskStatus } from '@resume/contract';

export interface TaskRecord {
  uid: string;
  ownerId: string;
  status: TaskStatus;
  job: string;
  type: JobType | null;
  locale: Locale;
  outline: string;
  sections: Section[] | null;
  error: StreamErrorEvent | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewTask {
  uid: string;
  ownerId: string;
  job: string;
  type: JobType | null;
  locale: Locale;
  outline: string;
  /** Optional Idempotency-Key header and a hash of the request body it was sent with. */
  idempotency?: { key: string; requestHash: string };
}

export type CreateTaskResult =
  | { outcome: 'created'; task: TaskRecord }
  | { outcome: 'replayed'; task: TaskRecord }
  | { outcome: 'conflict' };

export interface TaskStore {
  /**
   * Creates a task. With an idempotency key already used by the same owner within `idempotencyWindowMs`:
   * the same request hash replays that task, another hash is a conflict.
   */
  create(task: NewTask, now: Date, idempotencyWindowMs: number): Promise<CreateTaskResult>;
  /** The task if it exists and belongs to `ownerId`; otherwise null (never reveal which). */
  get(uid: string, ownerId: string): Promise<TaskRecord | null>;
  /** Moves a task to `generating`. */
  markGenerating(uid: string, now: Date): Promise<void>;
  /** Stores the result and moves the task to `done`. */
  complete(uid: string, sections: Section[], now: Date): Promise<void>;
  /** Stores the error and moves the task to `failed` (a later content request retries). */
  fail(uid: string, error: StreamErrorEvent, now: Date): Promise<void>;
  /** Moves a task back to `pending` (generation cancelled before it finished). */
  reset(uid: string, now: Date): Promise<void>;
  /** Deletes the task and everything stored for it. True when something was deleted. */
  delete(uid: string, ownerId: string): Promise<boolean>;
  /** Deletes tasks last updated before `cutoff`; returns how many. */
  deleteExpired(cutoff: Date): Promise<number>;
  /**
   * Tasks left `generating` since before `updatedBefore` by a process that died: moved to `failed`
   * with `error` and `updatedAt = now`, so a content request retries them. Returns how many.
   */
  recoverInterrupted(updatedBefore: Date, error: StreamErrorEvent, now: Date): Promise<number>;
  /**
   * Throws when the store cannot serve writes (used by /readyz). Operations that fail because the
   * database cannot serve (disk full, read-only, unreachable) throw StoreUnavailableError (50301).
   */
  ping(): Promise<void>;
  close(): Promise<void>;
}
