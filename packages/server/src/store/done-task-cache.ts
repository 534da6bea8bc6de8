// Done tasks of the SQLite store as last read, kept while nothing can have changed them: a done task
// changes only by being deleted, which the store sees when it deletes, and PRAGMA data_version shows
// when any other connection (another process on the same file) has committed anything at all.
import { LRUCache } from '../lib/lru-cache.ts';
import type { SQLiteDatabase, SQLiteStatement } from './sqlite-database.ts';
import type { TaskRecord } from './task-store.ts';

/** A done task's record is its outline and its sections: a few KB to a few tens of KB each. */
const DONE_TASKS_KEPT = 500;

const cacheByDatabase = new WeakMap<SQLiteDatabase, DoneTaskCache>();

/**
 * Replays of finished content (a client reconnecting, fetching the result again, an export) read a
 * done task again and again. Checking data_version costs ~3 µs where reading the row and parsing its
 * JSON cost ~14 µs, and the same record (the same sections array) lets the route keep its formatted
 * events too. Shared records are frozen: a caller that tried to change one would fail loudly.
 */
export class DoneTaskCache {
  private readonly records = new LRUCache<string, TaskRecord>(DONE_TASKS_KEPT);
  private readonly dataVersion: SQLiteStatement;
  private seenVersion: number | undefined;

  /** One per connection: data_version does not count the connection's own commits, so every store on it must share what it deletes. */
  static of(db: SQLiteDatabase): DoneTaskCache {
    let cache = cacheByDatabase.get(db);
    if (!cache) {
      cache = new DoneTaskCache(db);
      cacheByDatabase.set(db, cache);
    }
    return cache;
  }

  private constructor(db: SQLiteDatabase) {
    // As a bare row ([version]): libsql's row object and its metadata cost another half microsecond.
    this.dataVersion = db.prepare('PRAGMA data_version').raw(true);
  }

  /** The kept record of `uid`, unless another connection has committed since the last look (inside the store's read guard). */
  find(uid: string): TaskRecord | undefined {
    const [version] = this.dataVersion.get() as [number];
    if (version !== this.seenVersion) {
      // Anything could have changed, a deletion included: start again from the rows.
      this.records.clear();
      this.seenVersion = version;
      return undefined;
    }
    return this.records.get(uid);
  }

  keep(record: TaskRecord): void {
    if (record.status === 'done') this.records.set(record.uid, deepFreeze(record));
  }

  forget(uid: string): void {
    this.records.delete(uid);
  }

  forgetAll(): void {
    this.records.clear();
  }
}

function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const child of Object.values(value)) deepFreeze(child);
  return Object.freeze(value);
}
