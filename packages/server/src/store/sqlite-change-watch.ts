// What another connection to the same SQLite file (another process: a second instance, `npm run keys`)
// has committed, as PRAGMA data_version shows it: the in-memory copies of rows that the SQLite stores
// keep are dropped the moment it changes, so a copy is never answered after another process's write.
import type { SQLiteDatabase, SQLiteStatement } from './sqlite-database.ts';

const watchByDatabase = new WeakMap<SQLiteDatabase, SqliteChangeWatch>();

export class SqliteChangeWatch {
  private readonly dataVersion: SQLiteStatement;
  private seenVersion: number | undefined;
  private readonly forgetters: (() => void)[] = [];

  /**
   * One per connection, shared by the stores on it: data_version counts other connections' commits,
   * never the connection's own, so the stores drop what their own writes change themselves.
   */
  static of(db: SQLiteDatabase): SqliteChangeWatch {
    let watch = watchByDatabase.get(db);
    if (!watch) {
      watch = new SqliteChangeWatch(db);
      watchByDatabase.set(db, watch);
    }
    return watch;
  }

  private constructor(db: SQLiteDatabase) {
    // As a bare row ([version]): libsql's row object and its metadata cost another half microsecond.
    this.dataVersion = db.prepare('PRAGMA data_version').raw(true);
  }

  /** `forget` runs whenever another connection is found to have committed. */
  onChange(forget: () => void): void {
    this.forgetters.push(forget);
  }

  /**
   * Reads data_version (~3 µs, where reading a row through libsql costs ~10) and drops every kept copy
   * if anything was committed elsewhere since the last look; call it, inside the store's read guard,
   * before answering from a copy. The first look drops nothing: nothing was kept before it.
   */
  check(): void {
    const [version] = this.dataVersion.get() as [number];
    if (version === this.seenVersion) return;
    if (this.seenVersion !== undefined) for (const forget of this.forgetters) forget();
    this.seenVersion = version;
  }
}
