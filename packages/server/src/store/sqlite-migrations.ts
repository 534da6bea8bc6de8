// The SQLite schema as an ordered list of migrations; append new ones, never edit an applied one.
// Types stay plain (TEXT, INTEGER) so the PostgreSQL migrations can mirror them column for column.

export interface SqliteMigration {
  version: number;
  name: string;
  sql: string;
}

export const sqliteMigrations: readonly SqliteMigration[] = [
  {
    version: 1,
    name: 'create_tasks',
    // Times are epoch milliseconds: they compare as numbers, with no text format to get wrong.
    // The idempotency index is partial so that any number of tasks can be created without a key.
    sql: `
      CREATE TABLE tasks (
        uid TEXT PRIMARY KEY,
        owner_id TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'generating', 'done', 'failed')),
        job TEXT NOT NULL,
        type TEXT,
        locale TEXT NOT NULL,
        outline TEXT NOT NULL,
        sections_json TEXT,
        error_json TEXT,
        idempotency_key TEXT,
        request_hash TEXT,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE UNIQUE INDEX tasks_owner_idempotency_key ON tasks (owner_id, idempotency_key)
        WHERE idempotency_key IS NOT NULL;
      CREATE INDEX tasks_updated_at ON tasks (updated_at);
    `,
  },
  {
    version: 2,
    name: 'create_api_keys',
    sql: `
      CREATE TABLE api_keys (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        prefix TEXT NOT NULL,
        key_hash TEXT NOT NULL UNIQUE,
        created_at INTEGER NOT NULL,
        revoked_at INTEGER
      );
      CREATE INDEX api_keys_prefix ON api_keys (prefix);
    `,
  },
  {
    version: 3,
    name: 'create_store_probe',
    // Rows that /readyz writes: a read-only or full database shows before a user's write does.
    sql: `
      CREATE TABLE store_probe (
        id INTEGER PRIMARY KEY,
        checked_at INTEGER NOT NULL,
        padding BLOB
      );
    `,
  },
  {
    version: 4,
    name: 'shared_generation',
    // One generator per task across processes: the runner holding a lease (renewed while it works)
    // and the sections it has produced so far, which followers elsewhere read as they arrive.
    sql: `
      ALTER TABLE tasks ADD COLUMN runner_id TEXT;
      ALTER TABLE tasks ADD COLUMN lease_expires_at INTEGER;
      CREATE INDEX tasks_generating_updated_at ON tasks (updated_at) WHERE status = 'generating';
      CREATE TABLE task_sections (
        uid TEXT NOT NULL REFERENCES tasks (uid) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        section_json TEXT NOT NULL,
        PRIMARY KEY (uid, position)
      ) WITHOUT ROWID;
    `,
  },
];
