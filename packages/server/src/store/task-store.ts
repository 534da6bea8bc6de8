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

export interface IndexedSection {
  index: number;
  section: Section;
}

/** The sections after `afterIndex` (-1 for all), with their indexes. */
export function sectionsAfter(sections: readonly Section[], afterIndex: number): IndexedSection[] {
  const first = Math.max(0, afterIndex + 1);
  return sections.slice(first).map((section, offset) => ({ index: first + offset, section }));
}

export interface TaskProgress {
  status: TaskStatus;
  /** The runner generating the task; null unless `generating`. */
  runnerId: string | null;
  /** When the runner's lease runs out unless renewed; null unless `generating`. */
  leaseExpiresAt: Date | null;
  sections: IndexedSection[];
  error: StreamErrorEvent | null;
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
  /**
   * Makes `runnerId` the one generator of the task, for `leaseMs` from `now`: atomically, and only if
   * the task is pending, failed, or generating under a lease that has run out (its runner died).
   * Clears the sections a previous attempt stored and its error. True when this runner won.
   */
  claimGeneration(uid: string, runnerId: string, now: Date, leaseMs: number): Promise<boolean>;
  /**
   * Stores sections as they are produced (`firstIndex` is the index of the first, from 0), in one
   * transaction, so other instances can follow them, and extends the lease. False when `runnerId` no
   * longer holds the task (lease taken over, or task deleted); nothing is stored then.
   */
  appendSections(
    uid: string,
    runnerId: string,
    firstIndex: number,
    sections: readonly Section[],
    now: Date,
    leaseMs: number,
  ): Promise<boolean>;
  /** Extends the lease of a runner still generating; false when it no longer holds the task. */
  renewLease(uid: string, runnerId: string, now: Date, leaseMs: number): Promise<boolean>;
  /**
   * Where a task's generation stands, for a follower: status, runner, lease, the sections after
   * `afterIndex` (stored so far while generating or failed, the result once done) and the error.
   * Null when the task does not exist or belongs to someone else.
   */
  progress(uid: string, ownerId: string, afterIndex: number): Promise<TaskProgress | null>;
  /** The runner stores the result and moves the task to `done`. False when it no longer held the task. */
  complete(uid: string, runnerId: string, sections: Section[], now: Date): Promise<boolean>;
  /** The runner stores the error and moves the task to `failed` (a later content request retries). */
  fail(uid: string, runnerId: string, error: StreamErrorEvent, now: Date): Promise<boolean>;
  /** The runner moves the task back to `pending` (generation cancelled before it finished). */
  reset(uid: string, runnerId: string, now: Date): Promise<boolean>;
  /** Deletes the task and everything stored for it. True when something was deleted. */
  delete(uid: string, ownerId: string): Promise<boolean>;
  /**
   * Deletes tasks last updated before `cutoff`, in small batches that instances running it at the same
   * time share without waiting on each other; returns how many it deleted.
   */
  deleteExpired(cutoff: Date): Promise<number>;
  /**
   * Tasks left `generating` since before `updatedBefore` by a process that died: those whose lease has
   * run out by `now` (a live lease is another instance still at work), and those whose runner
   * `isRunnerGone` says is a process that no longer runs, lease or not. Moved to `failed` with `error`
   * and `updatedAt = now`, so a content request retries them. Returns how many.
   */
  recoverInterrupted(
    updatedBefore: Date,
    error: StreamErrorEvent,
    now: Date,
    isRunnerGone?: (runnerId: string) => boolean,
  ): Promise<number>;
  /**
   * Throws when the store cannot serve writes (used by /readyz). Operations that fail because the
   * database cannot serve (disk full, read-only, unreachable) throw StoreUnavailableError (50301).
   */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Fails, as its runner would have, each task of `generating` whose runner `isRunnerGone`: through
 * `fail`, so a task another runner has claimed meanwhile is left alone. Returns how many.
 */
export async function failTasksOfGoneRunners(
  store: Pick<TaskStore, 'fail'>,
  generating: readonly { uid: string; runnerId: string | null }[],
  isRunnerGone: (runnerId: string) => boolean,
  error: StreamErrorEvent,
  now: Date,
): Promise<number> {
  let failed = 0;
  for (const { uid, runnerId } of generating) {
    if (runnerId !== null && isRunnerGone(runnerId) && (await store.fail(uid, runnerId, error, now)))
      failed += 1;
  }
  return failed;
}
