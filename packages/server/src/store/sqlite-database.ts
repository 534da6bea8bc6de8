// Opens the embedded SQLite database (libsql) with the settings the stores rely on, and migrates it.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'libsql';
import { runImmediate } from './sqlite-guard.ts';
import { type SqliteMigration, sqliteMigrations } from './sqlite-migrations.ts';

export type SQLiteDatabase = Database.Database;
export type SQLiteStatement = Database.Statement;

/**
 * Opens (creating it and its directory if needed) and migrates the database at `filePath`;
 * `':memory:'` gives a private in-memory database, for tests.
 */
export function openSqliteDatabase(filePath: string): SQLiteDatabase {
  const isMemory = filePath === ':memory:';
  if (!isMemory) mkdirSync(path.dirname(path.resolve(filePath)), { recursive: true });
  const db = new Database(filePath);
  try {
    // busy_timeout first: switching to WAL may itself have to wait for another process's lock.
    db.pragma('busy_timeout = 5000');
    // WAL lets readers (GET, /readyz) proceed while a task is written; NORMAL is durable under WAL
    // except for the last transactions before a power loss, which is acceptable for this data.
    if (!isMemory) db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    migrateSqlite(db);
  } catch (error) {
    db.close();
    throw error;
  }
  if (!isMemory) fileByDatabase.set(db, path.resolve(filePath));
  return db;
}

const fileByDatabase = new WeakMap<SQLiteDatabase, string>();

/** The file `db` was opened on (libsql does not say), or undefined for an in-memory database. */
export function sqliteFileOf(db: SQLiteDatabase): string | undefined {
  return fileByDatabase.get(db);
}

/** Applies the migrations not yet recorded in `schema_migrations`; returns the versions it applied. */
export function migrateSqlite(
  db: SQLiteDatabase,
  migrations: readonly SqliteMigration[] = sqliteMigrations,
): number[] {
  assertOrdered(migrations);
  db.exec(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at INTEGER NOT NULL
    )
  `);
  const latestKnown = migrations.at(-1)?.version ?? 0;
  const latestApplied = readAppliedVersions(db).at(-1) ?? 0;
  if (latestApplied > latestKnown) {
    // Older code on a newer schema could silently misread rows; refuse instead.
    throw new Error(
      `The database schema is at version ${latestApplied}, newer than this program knows (${latestKnown}); upgrade the program.`,
    );
  }
  const isApplied = db.prepare('SELECT 1 AS applied FROM schema_migrations WHERE version = ?');
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  const applied: number[] = [];
  for (const migration of migrations) {
    // IMMEDIATE takes the write lock before the check, so two processes starting together
    // cannot both apply the same migration.
    const didApply = runImmediate(db, () => {
      if (isApplied.get(migration.version) !== undefined) return false;
      db.exec(migration.sql);
      record.run(migration.version, migration.name, Date.now());
      return true;
    });
    if (didApply) applied.push(migration.version);
  }
  return applied;
}

function readAppliedVersions(db: SQLiteDatabase): number[] {
  const rows = db.prepare('SELECT version FROM schema_migrations ORDER BY version').all() as {
    version: number;
  }[];
  return rows.map((row) => row.version);
}

function assertOrdered(migrations: readonly SqliteMigration[]): void {
  migrations.forEach((migration, index) => {
    const previous = migrations[index - 1];
    if (previous !== undefined && migration.version <= previous.version) {
      throw new Error(`Migration ${migration.version} (${migration.name}) is out of order.`);
    }
  });
}
