// Done tasks of the SQLite store as last read, kept while nothing can have changed them: a done task
// changes only by being deleted, which the store sees when it deletes, and the connection's change
// watch when another process commits anything at all.
import { deepFreeze } from '../lib/deep-freeze.ts';
import { LRUCache } from '../lib/lru-cache.ts';
import { onePer } from '../lib/one-per.ts';
import { SqliteChangeWatch } from './sqlite-change-watch.ts';
import type { SQLiteDatabase } from './sqlite-database.ts';
import type { TaskRecord } from './task-store.ts';

/** A done task's record is its outline and its sections: a few KB to a few tens of KB each. */
const DONE_TASKS_KEPT = 500;

/**
 * Replays of finished content (a client reconnecting, fetching the result again, an export) read a
 * done task again and again. Checking for changes (sqlite-change-watch.ts) costs well under a
 * microsecond while nothing is written, where reading the row and parsing its JSON cost ~14 µs, and
 * the same record (the same sections array) lets the route keep its formatted events too. Shared records are frozen: a caller that tried to change one would fail loudly.
 */
export class DoneTaskCache {
  private readonly records = new LRUCache<string, TaskRecord>(DONE_TASKS_KEPT);
  private readonly changes: SqliteChangeWatch;

  /** One per connection, so that every store on it drops what any of them deletes. */
  static readonly of = onePer((db: SQLiteDatabase) => new DoneTaskCache(db));

  private constructor(db: SQLiteDatabase) {
    this.changes = SqliteChangeWatch.of(db);
    this.changes.onChange(() => this.records.clear());
  }

  /** The kept record of `uid`, unless another connection has committed since (inside the store's read guard). */
  find(uid: string): TaskRecord | undefined {
    this.changes.check();
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
