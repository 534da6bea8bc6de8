// SQLite failures the client can do nothing about (disk full, read-only, I/O) become 50301, and are
// remembered so /readyz turns not-ready until a write succeeds again; transactions that keep the real error.
import { StoreUnavailableError } from '../errors.ts';
import { onePer } from '../lib/one-per.ts';
import type { SQLiteDatabase } from './sqlite-database.ts';

/** Result codes (libsql's `code`) meaning the database cannot serve now, though nothing is wrong with the request. */
const UNAVAILABLE_CODES =
  /^SQLITE_(?:FULL|READONLY|IOERR|CANTOPEN|BUSY|LOCKED|NOMEM|PROTOCOL|CORRUPT|NOTADB)/;

/** How long after a failed write /readyz stays not-ready, at most, while its own probes keep failing. */
const UNHEALTHY_FOR_MS = 15_000;

interface Health {
  failedAt: number | undefined;
  error: unknown;
}

const healthOf = onePer((_db: SQLiteDatabase): Health => ({ failedAt: undefined, error: undefined }));

export function isUnavailableError(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && UNAVAILABLE_CODES.test(code);
}

/**
 * Runs one store operation on `db`. A write that succeeds clears an earlier failure; a failure the
 * client cannot cause becomes StoreUnavailableError (its cause kept for the log).
 */
export function guarded<T>(db: SQLiteDatabase, kind: 'read' | 'write', operation: () => T): T {
  if (!db.open) throw new StoreUnavailableError(new Error('The SQLite database is closed.'));
  try {
    const result = operation();
    if (kind === 'write') healthOf(db).failedAt = undefined;
    return result;
  } catch (error) {
    if (!isUnavailableError(error)) throw error;
    const health = healthOf(db);
    health.failedAt = Date.now();
    health.error = error;
    throw new StoreUnavailableError(error);
  }
}

/**
 * The readiness probe: a write of one small row always (a read-only database fails it); after a
 * failure, also a write that needs fresh pages, since overwriting a row can succeed on a full disk.
 * Throws the last unavailable error while the database has not shown it can take writes again.
 */
export function probeWrites(db: SQLiteDatabase): void {
  guarded(db, 'read', () =>
    db
      .prepare(
        'INSERT INTO store_probe (id, checked_at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at',
      )
      .run(Date.now()),
  );
  const health = healthOf(db);
  if (health.failedAt === undefined) return;
  try {
    guarded(db, 'write', () =>
      runImmediate(db, () => {
        db.prepare('INSERT INTO store_probe (id, checked_at, padding) VALUES (2, ?, zeroblob(65536))').run(
          Date.now(),
        );
        db.prepare('DELETE FROM store_probe WHERE id = 2').run();
      }),
    );
  } catch (error) {
    // Past the window the database gets traffic again, which is the better test of a full disk.
    if (Date.now() - (health.failedAt ?? 0) < UNHEALTHY_FOR_MS) throw error;
  }
}

/**
 * `fn` inside BEGIN IMMEDIATE … COMMIT. SQLite rolls a transaction back by itself on some errors
 * (a full disk among them); libsql's helper then fails its own ROLLBACK and reports "cannot
 * rollback - no transaction is active" instead of the error that mattered. This keeps that one.
 */
export function runImmediate<T>(db: SQLiteDatabase, fn: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = fn();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.inTransaction) {
      try {
        db.exec('ROLLBACK');
      } catch {
        // The original error is the one worth reporting.
      }
    }
    throw error;
  }
}
