// TaskStore on the embedded SQLite database: tasks, their results and idempotency keys in one table.
import type { JobType, Locale, Section, StreamErrorEvent, TaskStatus } from '@resume/contract';
import { DoneTaskCache } from './done-task-cache.ts';
import { SqliteChangeWatch } from './sqlite-change-watch.ts';
import type { SQLiteDatabase, SQLiteStatement } from './sqlite-database.ts';
import { guarded, probeWrites, runImmediate } from './sqlite-guard.ts';
import {
  type CreateTaskResult,
  failTasksOfGoneRunners,
  type IndexedSection,
  type NewTask,
  sectionsAfter,
  type TaskProgress,
  type TaskRecord,
  type TaskStore,
} from './task-store.ts';

interface TaskRow {
  uid: string;
  owner_id: string;
  status: TaskStatus;
  job: string;
  type: JobType | null;
  locale: Locale;
  outline: string;
  sections_json: string | null;
  error_json: string | null;
  idempotency_key: string | null;
  request_hash: string | null;
  created_at: number;
  updated_at: number;
}

interface ProgressRow {
  status: TaskStatus;
  runner_id: string | null;
  lease_expires_at: number | null;
  sections_json: string | null;
  error_json: string | null;
}

/** Rows one retention batch deletes: short write transactions let requests in between batches. */
export const EXPIRY_BATCH_SIZE = 500;

const COLUMNS =
  'uid, owner_id, status, job, type, locale, outline, sections_json, error_json, idempotency_key, request_hash, created_at, updated_at';

/**
 * Methods are async although libsql is synchronous, because the TaskStore seam is shared with
 * PostgreSQL. The store closes the database it was given; stores sharing one database close together.
 */
export class SQLiteTaskStore implements TaskStore {
  private readonly prepared: {
    insert: SQLiteStatement;
    selectByKey: SQLiteStatement;
    releaseKey: SQLiteStatement;
    select: SQLiteStatement;
    claim: SQLiteStatement;
    clearSections: SQLiteStatement;
    extendLease: SQLiteStatement;
    insertSection: SQLiteStatement;
    renewLease: SQLiteStatement;
    selectProgress: SQLiteStatement;
    selectSectionsAfter: SQLiteStatement;
    complete: SQLiteStatement;
    fail: SQLiteStatement;
    reset: SQLiteStatement;
    delete: SQLiteStatement;
    deleteExpiredBatch: SQLiteStatement;
    recoverInterrupted: SQLiteStatement;
    selectGenerating: SQLiteStatement;
  };
  private readonly doneTasks: DoneTaskCache;
  private readonly createInTransaction: (
    task: NewTask,
    now: Date,
    idempotencyWindowMs: number,
  ) => CreateTaskResult;

  constructor(private readonly db: SQLiteDatabase) {
    this.prepared = {
      // A taken idempotency key inserts nothing and is resolved by re-reading: the statement
      // carries over to PostgreSQL unchanged, where two requests can genuinely race.
      insert: db.prepare(
        `INSERT INTO tasks (${COLUMNS}) VALUES (?, ?, 'pending', ?, ?, ?, ?, NULL, NULL, ?, ?, ?, ?)
         ON CONFLICT (owner_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING`,
      ),
      selectByKey: db.prepare(`SELECT ${COLUMNS} FROM tasks WHERE owner_id = ? AND idempotency_key = ?`),
      releaseKey: db.prepare('UPDATE tasks SET idempotency_key = NULL, request_hash = NULL WHERE uid = ?'),
      select: db.prepare(`SELECT ${COLUMNS} FROM tasks WHERE uid = ? AND owner_id = ?`),
      // A new attempt supersedes the error of the last one, so `error` is set only while `failed`.
      // A lease that has run out (or a row from before leases) means its runner is gone.
      claim: db.prepare(
        `UPDATE tasks SET status = 'generating', error_json = NULL, runner_id = ?, lease_expires_at = ?, updated_at = ?
         WHERE uid = ? AND (status IN ('pending', 'failed')
           OR (status = 'generating' AND (lease_expires_at IS NULL OR lease_expires_at <= ?)))`,
      ),
      clearSections: db.prepare('DELETE FROM task_sections WHERE uid = ?'),
      extendLease: db.prepare(
        "UPDATE tasks SET lease_expires_at = ?, updated_at = ? WHERE uid = ? AND runner_id = ? AND status = 'generating'",
      ),
      insertSection: db.prepare(
        `INSERT INTO task_sections (uid, position, section_json) VALUES (?, ?, ?)
         ON CONFLICT (uid, position) DO UPDATE SET section_json = excluded.section_json`,
      ),
      renewLease: db.prepare(
        "UPDATE tasks SET lease_expires_at = ? WHERE uid = ? AND runner_id = ? AND status = 'generating'",
      ),
      selectProgress: db.prepare(
        'SELECT status, runner_id, lease_expires_at, sections_json, error_json FROM tasks WHERE uid = ? AND owner_id = ?',
      ),
      selectSectionsAfter: db.prepare(
        'SELECT position, section_json FROM task_sections WHERE uid = ? AND position > ? ORDER BY position',
      ),
      complete: db.prepare(
        `UPDATE tasks SET status = 'done', sections_json = ?, error_json = NULL, runner_id = NULL, lease_expires_at = NULL, updated_at = ?
         WHERE uid = ? AND runner_id = ? AND status = 'generating'`,
      ),
      // The sections stored so far stay until the next claim: a follower reads them before the error.
      fail: db.prepare(
        `UPDATE tasks SET status = 'failed', error_json = ?, runner_id = NULL, lease_expires_at = NULL, updated_at = ?
         WHERE uid = ? AND runner_id = ? AND status = 'generating'`,
      ),
      reset: db.prepare(
        `UPDATE tasks SET status = 'pending', error_json = NULL, runner_id = NULL, lease_expires_at = NULL, updated_at = ?
         WHERE uid = ? AND runner_id = ? AND status = 'generating'`,
      ),
      delete: db.prepare('DELETE FROM tasks WHERE uid = ? AND owner_id = ?'),
      deleteExpiredBatch: db.prepare(
        'DELETE FROM tasks WHERE uid IN (SELECT uid FROM tasks WHERE updated_at < ? LIMIT ?)',
      ),
      selectGenerating: db.prepare(
        "SELECT uid, runner_id FROM tasks WHERE status = 'generating' AND updated_at < ?",
      ),
      recoverInterrupted: db.prepare(
        `UPDATE tasks SET status = 'failed', error_json = ?, runner_id = NULL, lease_expires_at = NULL, updated_at = ?
         WHERE status = 'generating' AND updated_at < ? AND (lease_expires_at IS NULL OR lease_expires_at <= ?)`,
      ),
    };
    // IMMEDIATE takes the write lock before the key is read, so another process sharing the
    // file cannot claim the key between the read and the insert.
    this.createInTransaction = (task, now, windowMs) =>
      runImmediate(db, () => this.claimAndInsert(task, now, windowMs));
    this.doneTasks = DoneTaskCache.of(db);
  }

  async create(task: NewTask, now: Date, idempotencyWindowMs: number): Promise<CreateTaskResult> {
    return this.write(() => this.createInTransaction(task, now, idempotencyWindowMs));
  }

  async get(uid: string, ownerId: string): Promise<TaskRecord | null> {
    return this.read(() => {
      const kept = this.doneTasks.find(uid);
      if (kept) return kept.ownerId === ownerId ? kept : null;
      const row = this.prepared.select.get(uid, ownerId) as TaskRow | undefined;
      if (row === undefined) return null;
      const record = toRecord(row);
      this.doneTasks.keep(record);
      return record;
    });
  }

  async claimGeneration(uid: string, runnerId: string, now: Date, leaseMs: number): Promise<boolean> {
    const at = now.getTime();
    return this.write(() =>
      runImmediate(this.db, () => {
        const claimed = this.prepared.claim.run(runnerId, at + leaseMs, at, uid, at).changes > 0;
        if (claimed) this.prepared.clearSections.run(uid);
        return claimed;
      }),
    );
  }

  async appendSections(
    uid: string,
    runnerId: string,
    firstIndex: number,
    sections: readonly Section[],
    now: Date,
    leaseMs: number,
  ): Promise<boolean> {
    const at = now.getTime();
    return this.write(() =>
      runImmediate(this.db, () => {
        if (this.prepared.extendLease.run(at + leaseMs, at, uid, runnerId).changes === 0) return false;
        sections.forEach((section, offset) => {
          this.prepared.insertSection.run(uid, firstIndex + offset, JSON.stringify(section));
        });
        return true;
      }),
    );
  }

  async renewLease(uid: string, runnerId: string, now: Date, leaseMs: number): Promise<boolean> {
    return this.write(() => this.prepared.renewLease.run(now.getTime() + leaseMs, uid, runnerId).changes > 0);
  }

  async progress(uid: string, ownerId: string, afterIndex: number): Promise<TaskProgress | null> {
    // One read transaction: the status and the sections come from the same moment.
    return this.read(() => {
      this.db.exec('BEGIN');
      try {
        const row = this.prepared.selectProgress.get(uid, ownerId) as ProgressRow | undefined;
        if (row === undefined) return null;
        let sections: IndexedSection[];
        if (row.status === 'done') {
          sections = sectionsAfter(JSON.parse(row.sections_json ?? '[]') as Section[], afterIndex);
        } else {
          const rows = this.prepared.selectSectionsAfter.all(uid, afterIndex) as {
            position: number;
            section_json: string;
          }[];
          sections = rows.map((stored) => ({
            index: stored.position,
            section: JSON.parse(stored.section_json) as Section,
          }));
        }
        return {
          status: row.status,
          runnerId: row.runner_id,
          leaseExpiresAt: row.lease_expires_at === null ? null : new Date(row.lease_expires_at),
          sections,
          error: row.error_json === null ? null : (JSON.parse(row.error_json) as StreamErrorEvent),
        };
      } finally {
        this.db.exec('COMMIT');
      }
    });
  }

  async complete(uid: string, runnerId: string, sections: Section[], now: Date): Promise<boolean> {
    return this.write(() =>
      runImmediate(this.db, () => {
        const completed =
          this.prepared.complete.run(JSON.stringify(sections), now.getTime(), uid, runnerId).changes > 0;
        // The result now lives in the task row; the copies made for followers are not needed twice.
        if (completed) this.prepared.clearSections.run(uid);
        return completed;
      }),
    );
  }

  async fail(uid: string, runnerId: string, error: StreamErrorEvent, now: Date): Promise<boolean> {
    // Only the contract fields: whatever else the caller's object carries stays out of the row.
    const errorJson = JSON.stringify({ code: error.code, message: error.message });
    return this.write(() => this.prepared.fail.run(errorJson, now.getTime(), uid, runnerId).changes > 0);
  }

  async reset(uid: string, runnerId: string, now: Date): Promise<boolean> {
    return this.write(() => this.prepared.reset.run(now.getTime(), uid, runnerId).changes > 0);
  }

  async delete(uid: string, ownerId: string): Promise<boolean> {
    const deleted = this.write(() => this.prepared.delete.run(uid, ownerId).changes > 0);
    if (deleted) this.doneTasks.forget(uid);
    return deleted;
  }

  async deleteExpired(cutoff: Date): Promise<number> {
    let deleted = 0;
    for (;;) {
      const batch = this.write(
        () => this.prepared.deleteExpiredBatch.run(cutoff.getTime(), EXPIRY_BATCH_SIZE).changes,
      );
      if (batch > 0) this.doneTasks.forgetAll();
      deleted += batch;
      if (batch < EXPIRY_BATCH_SIZE) return deleted;
      // Let waiting requests reach the database between batches.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  async recoverInterrupted(
    updatedBefore: Date,
    error: StreamErrorEvent,
    now: Date,
    isRunnerGone?: (runnerId: string) => boolean,
  ): Promise<number> {
    const errorJson = JSON.stringify({ code: error.code, message: error.message });
    const recovered = this.write(
      () =>
        this.prepared.recoverInterrupted.run(errorJson, now.getTime(), updatedBefore.getTime(), now.getTime())
          .changes,
    );
    if (!isRunnerGone) return recovered;
    const generating = this.read(
      () =>
        this.prepared.selectGenerating.all(updatedBefore.getTime()) as {
          uid: string;
          runner_id: string | null;
        }[],
    );
    const candidates = generating.map((row) => ({ uid: row.uid, runnerId: row.runner_id }));
    return recovered + (await failTasksOfGoneRunners(this, candidates, isRunnerGone, error, now));
  }

  async ping(): Promise<void> {
    probeWrites(this.db);
  }

  /**
   * libsql keeps prepared statements usable after `close()`; the guard checks, so a closed store
   * fails the way a closed PostgreSQL pool does, which /readyz depends on.
   */
  private read<T>(operation: () => T): T {
    return guarded(this.db, 'read', operation);
  }

  private write<T>(operation: () => T): T {
    return guarded(this.db, 'write', operation);
  }

  async close(): Promise<void> {
    SqliteChangeWatch.of(this.db).close();
    if (this.db.open) this.db.close();
  }

  private claimAndInsert(task: NewTask, now: Date, windowMs: number): CreateTaskResult {
    const key = task.idempotency?.key ?? null;
    const requestHash = task.idempotency?.requestHash ?? null;
    const at = now.getTime();
    // Two rounds at most: the second follows releasing a key whose window has passed.
    for (let round = 0; round < 2; round++) {
      const inserted = this.prepared.insert.run(
        task.uid,
        task.ownerId,
        task.job,
        task.type,
        task.locale,
        task.outline,
        key,
        requestHash,
        at,
        at,
      );
      if (inserted.changes > 0) {
        return {
          outcome: 'created',
          task: {
            uid: task.uid,
            ownerId: task.ownerId,
            status: 'pending',
            job: task.job,
            type: task.type,
            locale: task.locale,
            outline: task.outline,
            sections: null,
            error: null,
            createdAt: new Date(at),
            updatedAt: new Date(at),
          },
        };
      }
      const existing = this.prepared.selectByKey.get(task.ownerId, key) as TaskRow | undefined;
      // Deleted between the two statements: the key is free again, so insert once more.
      if (existing === undefined) continue;
      // A negative age (clocks disagreeing) still counts as inside the window.
      if (at - existing.created_at < windowMs) {
        return existing.request_hash === requestHash
          ? { outcome: 'replayed', task: toRecord(existing) }
          : { outcome: 'conflict' };
      }
      // The old task stays; only its claim on the key ends.
      this.prepared.releaseKey.run(existing.uid);
    }
    throw new Error(`Could not claim idempotency key for task ${task.uid}.`);
  }
}

function toRecord(row: TaskRow): TaskRecord {
  return {
    uid: row.uid,
    ownerId: row.owner_id,
    status: row.status,
    job: row.job,
    type: row.type,
    locale: row.locale,
    outline: row.outline,
    sections: row.sections_json === null ? null : (JSON.parse(row.sections_json) as Section[]),
    error: row.error_json === null ? null : (JSON.parse(row.error_json) as StreamErrorEvent),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}
