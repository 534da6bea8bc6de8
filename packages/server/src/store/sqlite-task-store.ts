// TaskStore on the embedded SQLite database: tasks, their results and idempotency keys in one table.
import type { JobType, Locale, Section, StreamErrorEvent, TaskStatus } from '@resume/contract';
import type { SQLiteDatabase, SQLiteStatement } from './sqlite-database.ts';
import { guarded, probeWrites, runImmediate } from './sqlite-guard.ts';
import type { CreateTaskResult, NewTask, TaskRecord, TaskStore } from './task-store.ts';

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
    markGenerating: SQLiteStatement;
    complete: SQLiteStatement;
    fail: SQLiteStatement;
    reset: SQLiteStatement;
    delete: SQLiteStatement;
    deleteExpired: SQLiteStatement;
    recoverInterrupted: SQLiteStatement;
  };
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
      markGenerating: db.prepare(
        "UPDATE tasks SET status = 'generating', error_json = NULL, updated_at = ? WHERE uid = ?",
      ),
      complete: db.prepare(
        "UPDATE tasks SET status = 'done', sections_json = ?, error_json = NULL, updated_at = ? WHERE uid = ?",
      ),
      fail: db.prepare("UPDATE tasks SET status = 'failed', error_json = ?, updated_at = ? WHERE uid = ?"),
      reset: db.prepare(
        "UPDATE tasks SET status = 'pending', error_json = NULL, updated_at = ? WHERE uid = ?",
      ),
      delete: db.prepare('DELETE FROM tasks WHERE uid = ? AND owner_id = ?'),
      deleteExpired: db.prepare('DELETE FROM tasks WHERE updated_at < ?'),
      recoverInterrupted: db.prepare(
        "UPDATE tasks SET status = 'failed', error_json = ?, updated_at = ? WHERE status = 'generating' AND updated_at < ?",
      ),
    };
    // IMMEDIATE takes the write lock before the key is read, so another process sharing the
    // file cannot claim the key between the read and the insert.
    this.createInTransaction = (task, now, windowMs) =>
      runImmediate(db, () => this.claimAndInsert(task, now, windowMs));
  }

  async create(task: NewTask, now: Date, idempotencyWindowMs: number): Promise<CreateTaskResult> {
    return this.write(() => this.createInTransaction(task, now, idempotencyWindowMs));
  }

  async get(uid: string, ownerId: string): Promise<TaskRecord | null> {
    const row = this.read(() => this.prepared.select.get(uid, ownerId)) as TaskRow | undefined;
    return row === undefined ? null : toRecord(row);
  }

  async markGenerating(uid: string, now: Date): Promise<void> {
    this.write(() => this.prepared.markGenerating.run(now.getTime(), uid));
  }

  async complete(uid: string, sections: Section[], now: Date): Promise<void> {
    this.write(() => this.prepared.complete.run(JSON.stringify(sections), now.getTime(), uid));
  }

  async fail(uid: string, error: StreamErrorEvent, now: Date): Promise<void> {
    // Only the contract fields: whatever else the caller's object carries stays out of the row.
    const errorJson = JSON.stringify({ code: error.code, message: error.message });
    this.write(() => this.prepared.fail.run(errorJson, now.getTime(), uid));
  }

  async reset(uid: string, now: Date): Promise<void> {
    this.write(() => this.prepared.reset.run(now.getTime(), uid));
  }

  async delete(uid: string, ownerId: string): Promise<boolean> {
    return this.write(() => this.prepared.delete.run(uid, ownerId).changes > 0);
  }

  async deleteExpired(cutoff: Date): Promise<number> {
    return this.write(() => this.prepared.deleteExpired.run(cutoff.getTime()).changes);
  }

  async recoverInterrupted(updatedBefore: Date, error: StreamErrorEvent, now: Date): Promise<number> {
    const errorJson = JSON.stringify({ code: error.code, message: error.message });
    return this.write(
      () => this.prepared.recoverInterrupted.run(errorJson, now.getTime(), updatedBefore.getTime()).changes,
    );
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
