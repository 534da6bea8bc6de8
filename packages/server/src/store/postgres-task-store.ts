// TaskStore on PostgreSQL: the SQLite store's behaviour, made safe for many instances writing at once.
import type { JobType, Locale, Section, StreamErrorEvent, TaskStatus } from '@resume/contract';
import type { PostgresDatabase } from './postgres-database.ts';
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
  sections: Section[] | null;
  error: StreamErrorEvent | null;
  idempotency_key: string | null;
  request_hash: string | null;
  created_at: Date;
  updated_at: Date;
}

interface ProgressRow {
  status: TaskStatus;
  runner_id: string | null;
  lease_expires_at: Date | null;
  sections: Section[] | null;
  error: StreamErrorEvent | null;
  /** [position, section] pairs stored after the index asked for, while not done. */
  partial: [number, Section][] | null;
}

/** Rows one retention batch deletes: short transactions, and instances sweeping at once share the work. */
export const EXPIRY_BATCH_SIZE = 500;
/** Batches one sweep runs at most; the next sweep goes on where this one stopped. */
const EXPIRY_MAX_BATCHES = 200;

const COLUMNS =
  'uid, owner_id, status, job, type, locale, outline, sections, error, idempotency_key, request_hash, created_at, updated_at';

/** Still claimable: pending, failed, or generating under a lease that has run out ($now is the time). */
const CLAIMABLE = (now: string) =>
  `(status IN ('pending', 'failed') OR (status = 'generating' AND (lease_expires_at IS NULL OR lease_expires_at <= ${now})))`;

/** The stores of one process share one PostgresDatabase (pool); closing either closes it. */
export class PostgresTaskStore implements TaskStore {
  constructor(private readonly database: PostgresDatabase) {}

  async create(task: NewTask, now: Date, idempotencyWindowMs: number): Promise<CreateTaskResult> {
    const key = task.idempotency?.key ?? null;
    const requestHash = task.idempotency?.requestHash ?? null;
    // Two rounds at most: the second follows releasing a key whose window has passed. No transaction:
    // ON CONFLICT waits for a concurrent insert of the same key to commit, and the re-read then sees it.
    for (let round = 0; round < 2; round++) {
      const inserted = await this.database.query<TaskRow>(
        `INSERT INTO tasks (${COLUMNS}) VALUES ($1, $2, 'pending', $3, $4, $5, $6, NULL, NULL, $7, $8, $9, $9)
         ON CONFLICT (owner_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
         RETURNING ${COLUMNS}`,
        [task.uid, task.ownerId, task.job, task.type, task.locale, task.outline, key, requestHash, now],
      );
      const created = inserted.rows[0];
      if (created) return { outcome: 'created', task: toRecord(created) };
      const { rows } = await this.database.query<TaskRow>(
        `SELECT ${COLUMNS} FROM tasks WHERE owner_id = $1 AND idempotency_key = $2`,
        [task.ownerId, key],
      );
      const existing = rows[0];
      // Deleted between the two statements: the key is free again, so insert once more.
      if (existing === undefined) continue;
      // A negative age (clocks disagreeing) still counts as inside the window.
      if (now.getTime() - existing.created_at.getTime() < idempotencyWindowMs) {
        return existing.request_hash === requestHash
          ? { outcome: 'replayed', task: toRecord(existing) }
          : { outcome: 'conflict' };
      }
      // The old task stays; only its claim on the key ends.
      await this.database.query(
        'UPDATE tasks SET idempotency_key = NULL, request_hash = NULL WHERE uid = $1 AND idempotency_key = $2',
        [existing.uid, key],
      );
    }
    throw new Error(`Could not claim idempotency key for task ${task.uid}.`);
  }

  async get(uid: string, ownerId: string): Promise<TaskRecord | null> {
    const { rows } = await this.database.query<TaskRow>(
      `SELECT ${COLUMNS} FROM tasks WHERE uid = $1 AND owner_id = $2`,
      [uid, ownerId],
    );
    return rows[0] ? toRecord(rows[0]) : null;
  }

  async claimGeneration(uid: string, runnerId: string, now: Date, leaseMs: number): Promise<boolean> {
    // One statement: the row lock makes a second claimer wait, then see the first one's lease and
    // match nothing. A new attempt supersedes the sections and the error of the last one.
    const { rows } = await this.database.query<{ claimed: number }>(
      `WITH claimed AS (
         UPDATE tasks SET status = 'generating', error = NULL, runner_id = $2, lease_expires_at = $3, updated_at = $4
         WHERE uid = $1 AND ${CLAIMABLE('$4')}
         RETURNING uid
       ), cleared AS (
         DELETE FROM task_sections WHERE uid IN (SELECT uid FROM claimed)
       )
       SELECT count(*)::int AS claimed FROM claimed`,
      [uid, runnerId, leaseEnd(now, leaseMs), now],
    );
    return rows[0]?.claimed === 1;
  }

  async appendSections(
    uid: string,
    runnerId: string,
    firstIndex: number,
    sections: readonly Section[],
    now: Date,
    leaseMs: number,
  ): Promise<boolean> {
    const positions = sections.map((_, offset) => firstIndex + offset);
    const { rowCount } = await this.database.query(
      `WITH held AS (
         UPDATE tasks SET lease_expires_at = $3, updated_at = $4
         WHERE uid = $1 AND runner_id = $2 AND status = 'generating'
         RETURNING uid
       )
       INSERT INTO task_sections (uid, position, section)
       SELECT held.uid, batch.position, batch.section FROM held, unnest($5::integer[], $6::json[]) AS batch(position, section)
       ON CONFLICT (uid, position) DO UPDATE SET section = excluded.section`,
      [
        uid,
        runnerId,
        leaseEnd(now, leaseMs),
        now,
        positions,
        sections.map((section) => JSON.stringify(section)),
      ],
    );
    return rowCount === sections.length && sections.length > 0;
  }

  async renewLease(uid: string, runnerId: string, now: Date, leaseMs: number): Promise<boolean> {
    const { rowCount } = await this.database.query(
      "UPDATE tasks SET lease_expires_at = $3 WHERE uid = $1 AND runner_id = $2 AND status = 'generating'",
      [uid, runnerId, leaseEnd(now, leaseMs)],
    );
    return rowCount === 1;
  }

  async progress(uid: string, ownerId: string, afterIndex: number): Promise<TaskProgress | null> {
    // One statement, one snapshot: the status and the sections come from the same moment.
    const { rows } = await this.database.query<ProgressRow>(
      `SELECT status, runner_id, lease_expires_at, error,
         CASE WHEN status = 'done' THEN sections END AS sections,
         CASE WHEN status <> 'done' THEN (
           SELECT json_agg(json_build_array(position, section) ORDER BY position)
           FROM task_sections s WHERE s.uid = t.uid AND s.position > $3
         ) END AS partial
       FROM tasks t WHERE uid = $1 AND owner_id = $2`,
      [uid, ownerId, afterIndex],
    );
    const row = rows[0];
    if (!row) return null;
    const sections: IndexedSection[] =
      row.status === 'done'
        ? sectionsAfter(row.sections ?? [], afterIndex)
        : (row.partial ?? []).map(([index, section]) => ({ index, section }));
    return {
      status: row.status,
      runnerId: row.runner_id,
      leaseExpiresAt: row.lease_expires_at,
      sections,
      error: row.error,
    };
  }

  async complete(uid: string, runnerId: string, sections: Section[], now: Date): Promise<boolean> {
    // The result now lives in the task row; the copies made for followers are not needed twice.
    const { rows } = await this.database.query<{ completed: number }>(
      `WITH completed AS (
         UPDATE tasks SET status = 'done', sections = $3, error = NULL, runner_id = NULL, lease_expires_at = NULL, updated_at = $4
         WHERE uid = $1 AND runner_id = $2 AND status = 'generating'
         RETURNING uid
       ), cleared AS (
         DELETE FROM task_sections WHERE uid IN (SELECT uid FROM completed)
       )
       SELECT count(*)::int AS completed FROM completed`,
      [uid, runnerId, JSON.stringify(sections), now],
    );
    return rows[0]?.completed === 1;
  }

  async fail(uid: string, runnerId: string, error: StreamErrorEvent, now: Date): Promise<boolean> {
    // Only the contract fields: whatever else the caller's object carries stays out of the row. The
    // sections stored so far stay until the next claim: a follower reads them before the error.
    const { rowCount } = await this.database.query(
      `UPDATE tasks SET status = 'failed', error = $3, runner_id = NULL, lease_expires_at = NULL, updated_at = $4
       WHERE uid = $1 AND runner_id = $2 AND status = 'generating'`,
      [uid, runnerId, JSON.stringify({ code: error.code, message: error.message }), now],
    );
    return rowCount === 1;
  }

  async reset(uid: string, runnerId: string, now: Date): Promise<boolean> {
    const { rowCount } = await this.database.query(
      `UPDATE tasks SET status = 'pending', error = NULL, runner_id = NULL, lease_expires_at = NULL, updated_at = $3
       WHERE uid = $1 AND runner_id = $2 AND status = 'generating'`,
      [uid, runnerId, now],
    );
    return rowCount === 1;
  }

  async delete(uid: string, ownerId: string): Promise<boolean> {
    const { rowCount } = await this.database.query('DELETE FROM tasks WHERE uid = $1 AND owner_id = $2', [
      uid,
      ownerId,
    ]);
    return rowCount === 1;
  }

  async deleteExpired(cutoff: Date): Promise<number> {
    // SKIP LOCKED: instances sweeping at the same time take different rows instead of queueing
    // behind each other, and a row a request is writing right now waits for the next sweep.
    let deleted = 0;
    for (let batch = 0; batch < EXPIRY_MAX_BATCHES; batch++) {
      const { rowCount } = await this.database.query(
        `DELETE FROM tasks WHERE uid IN (
           SELECT uid FROM tasks WHERE updated_at < $1 ORDER BY updated_at LIMIT $2 FOR UPDATE SKIP LOCKED
         )`,
        [cutoff, EXPIRY_BATCH_SIZE],
      );
      deleted += rowCount ?? 0;
      if ((rowCount ?? 0) < EXPIRY_BATCH_SIZE) break;
    }
    return deleted;
  }

  async recoverInterrupted(
    updatedBefore: Date,
    error: StreamErrorEvent,
    now: Date,
    isRunnerGone?: (runnerId: string) => boolean,
  ): Promise<number> {
    const { rowCount } = await this.database.query(
      `UPDATE tasks SET status = 'failed', error = $1, runner_id = NULL, lease_expires_at = NULL, updated_at = $2
       WHERE status = 'generating' AND updated_at < $3 AND (lease_expires_at IS NULL OR lease_expires_at <= $2)`,
      [JSON.stringify({ code: error.code, message: error.message }), now, updatedBefore],
    );
    const recovered = rowCount ?? 0;
    if (!isRunnerGone) return recovered;
    const { rows } = await this.database.query<{ uid: string; runner_id: string | null }>(
      "SELECT uid, runner_id FROM tasks WHERE status = 'generating' AND updated_at < $1",
      [updatedBefore],
    );
    const candidates = rows.map((row) => ({ uid: row.uid, runnerId: row.runner_id }));
    return recovered + (await failTasksOfGoneRunners(this, candidates, isRunnerGone, error, now));
  }

  /** A write, so a read-only server (a standby, or default_transaction_read_only) fails it. */
  async ping(): Promise<void> {
    await this.database.query(
      `INSERT INTO store_probe (id, checked_at) VALUES (1, now())
       ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at`,
    );
  }

  async close(): Promise<void> {
    await this.database.close();
  }
}

function leaseEnd(now: Date, leaseMs: number): Date {
  return new Date(now.getTime() + leaseMs);
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
    sections: row.sections,
    error: row.error,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
