// SQLite failures the client can do nothing about (disk full, read-only, I/O) become 50301, and are
// remembered so /readyz turns not-ready until a write succeeds again; transactions that keep the real error.
import { StoreUnavailableError } from '../errors.ts';
import type { SQLiteDatabase } from './sqlite-database.ts';

/** Result codes (libsql's `code`) meaning the database cannot serve now, though nothing is wrong with the request. */
const UNAVAILABLE_CODES =
  /^SQLITE_(?:FULL|READONLY|IOERR|CANTOPEN|BUSY|LOCKED|NOMEM|PROTOCOL|CORRUPT|NOTADB)/;

/** How long after a failed write /readyz stays not-ready when no write has succeeded since. */
const UNHEALTHY_FOR_MS = 15_000;

interface Health {
  failedAt: number | undefined;
  error: unknown;
}

const healthByDatabase = new WeakMap<SQLiteDatabase, Health>();

function healthOf(db: SQLiteDatabase): Health {
  let health = healthByDatabase.get(db);
  if (!health) {
    health = { failedAt: undefined, error: undefined };
    healthByDatabase.set(db, health);
  }
  return health;
}

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

/** Throws the last unavailable error while it is recent and no write has succeeded since. */
export function assertHealthy(db: SQLiteDatabase): void {
  const health = healthOf(db);
  if (health.failedAt !== undefined && Date.now() - health.failedAt < UNHEALTHY_FOR_MS) {
    throw new StoreUnavailableError(health.error);
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
