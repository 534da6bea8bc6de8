// What another connection to the same SQLite file (another process: a second instance, `npm run keys`)
// has committed: the in-memory copies of rows that the SQLite stores keep are dropped the moment
// PRAGMA data_version says so, so a copy is never answered after another process's write.
import { closeSync, existsSync, openSync, readSync } from 'node:fs';
import { onePer } from '../lib/one-per.ts';
import { type SQLiteDatabase, type SQLiteStatement, sqliteFileOf } from './sqlite-database.ts';

/**
 * The two copies of the WAL-index header at the start of the `-shm` file (SQLite's file format,
 * "WAL-index format": iVersion 3007000, then iChange, incremented by every commit of any connection,
 * mxFrame, salts and checksums; 48 bytes each).
 */
const WAL_INDEX_HEADERS_BYTES = 96;
const WAL_INDEX_VERSION = 3_007_000;

export class SqliteChangeWatch {
  private readonly dataVersion: SQLiteStatement;
  private seenVersion: number | undefined;
  private readonly forgetters: (() => void)[] = [];
  /** The `-shm` file, opened at the first check; null when there is none to read (in memory, not WAL). */
  private walIndex: { fd: number; seen: Buffer; read: Buffer } | null | undefined;

  /**
   * One per connection, shared by the stores on it: data_version counts other connections' commits,
   * never the connection's own, so the stores drop what their own writes change themselves.
   */
  static readonly of = onePer((db: SQLiteDatabase) => new SqliteChangeWatch(db));

  private constructor(private readonly db: SQLiteDatabase) {
    // As a bare row ([version]): libsql's row object and its metadata cost another half microsecond.
    this.dataVersion = db.prepare('PRAGMA data_version').raw(true);
  }

  /** `forget` runs whenever another connection is found to have committed. */
  onChange(forget: () => void): void {
    this.forgetters.push(forget);
  }

  /**
   * Drops every kept copy if anything was committed elsewhere since the last look; call it, inside the
   * store's read guard, before answering from a copy. The first look drops nothing: nothing was kept
   * before it.
   *
   * data_version through libsql costs ~8 µs per request in the service (3 µs in a loop): a statement
   * and a read lock on the WAL index. It is read only when the WAL-index header has changed since the
   * last look (one 96-byte read of the -shm file, under a microsecond): any commit, by any connection,
   * rewrites that header before it returns, so an unchanged header means nothing was committed since;
   * a changed one (this connection's own write, or a commit in progress) sends the check to
   * data_version, which decides. The header is read before data_version, so nothing committed between
   * the two goes unseen at the next look.
   */
  check(): void {
    if (this.walIndexUnchanged()) return;
    const [version] = this.dataVersion.get() as [number];
    if (version === this.seenVersion) return;
    if (this.seenVersion !== undefined) for (const forget of this.forgetters) forget();
    this.seenVersion = version;
  }

  /** Closes the -shm file; the stores call it when they close the database. */
  close(): void {
    if (this.walIndex) closeSync(this.walIndex.fd);
    this.walIndex = null;
  }

  private walIndexUnchanged(): boolean {
    if (this.walIndex === undefined) this.walIndex = this.openWalIndex();
    const walIndex = this.walIndex;
    if (!walIndex) return false;
    if (readSync(walIndex.fd, walIndex.read, 0, WAL_INDEX_HEADERS_BYTES, 0) < WAL_INDEX_HEADERS_BYTES) {
      return false;
    }
    // Not a header this code knows (one being initialised, or a big-endian machine's, as SQLite writes
    // it in native order): data_version answers instead.
    if (walIndex.read.readUInt32LE(0) !== WAL_INDEX_VERSION || walIndex.read[12] !== 1) return false;
    if (walIndex.read.equals(walIndex.seen)) return true;
    walIndex.read.copy(walIndex.seen);
    return false;
  }

  private openWalIndex(): { fd: number; seen: Buffer; read: Buffer } | null {
    const file = sqliteFileOf(this.db);
    if (!file || !existsSync(`${file}-shm`)) return null;
    const header = Buffer.alloc(WAL_INDEX_HEADERS_BYTES);
    return { fd: openSync(`${file}-shm`, 'r'), seen: header, read: Buffer.alloc(WAL_INDEX_HEADERS_BYTES) };
  }
}
