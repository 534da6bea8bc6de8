// The PostgreSQL schema as ordered migrations, applied under an advisory lock so instances starting together take turns.
import type { PostgresDatabase, Queryable } from './postgres-database.ts';

export interface PostgresMigration {
  version: number;
  name: string;
  sql: string;
}

/**
 * Append new migrations, never edit an applied one. Columns mirror the SQLite schema, with native
 * types: timestamptz for times, json for sections and errors. json rather than jsonb on purpose:
 * jsonb reorders object keys, and a replayed stream must be byte for byte the one first sent; nothing
 * ever queries inside a section, so jsonb's operators and indexes would buy nothing.
 */
export const postgresMigrations: readonly PostgresMigration[] = [
  {
    version: 1,
    name: 'create_tasks',
    // The idempotency index is partial so that any number of tasks can be created without a key;
    // the generating index serves recoverInterrupted, the updated_at one the retention sweep.
    sql: `
      CREATE TABLE tasks (
        uid text PRIMARY KEY,
        owner_id text NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'generating', 'done', 'failed')),
        job text NOT NULL,
        type text,
        locale text NOT NULL,
        outline text NOT NULL,
        sections json,
        error json,
        idempotency_key text,
        request_hash text,
        runner_id text,
        lease_expires_at timestamptz,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      );
      CREATE UNIQUE INDEX tasks_owner_idempotency_key ON tasks (owner_id, idempotency_key)
        WHERE idempotency_key IS NOT NULL;
      CREATE INDEX tasks_updated_at ON tasks (updated_at);
      CREATE INDEX tasks_generating_updated_at ON tasks (updated_at) WHERE status = 'generating';
      CREATE TABLE task_sections (
        uid text NOT NULL REFERENCES tasks (uid) ON DELETE CASCADE,
        position integer NOT NULL,
        section json NOT NULL,
        PRIMARY KEY (uid, position)
      );
    `,
  },
  {
    version: 2,
    name: 'create_api_keys',
    sql: `
      CREATE TABLE api_keys (
        id text PRIMARY KEY,
        name text NOT NULL,
        prefix text NOT NULL,
        key_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL,
        revoked_at timestamptz
      );
      CREATE INDEX api_keys_prefix ON api_keys (prefix);
    `,
  },
  {
    version: 3,
    name: 'create_store_probe',
    // The row /readyz writes: a read-only server shows before a user's write does.
    sql: `
      CREATE TABLE store_probe (
        id integer PRIMARY KEY,
        checked_at timestamptz NOT NULL
      );
    `,
  },
];

/** First key of the two-key advisory lock taken while migrating; the second is the schema's name. */
export const MIGRATION_LOCK_CLASS = 0x52_53_4d; // "RSM"

/**
 * Applies the migrations not yet recorded in `schema_migrations` of the current schema; returns the
 * versions it applied. Instances starting at once wait on the lock, then find nothing left to do.
 */
export async function migratePostgres(
  database: PostgresDatabase,
  migrations: readonly PostgresMigration[] = postgresMigrations,
): Promise<number[]> {
  assertOrdered(migrations);
  // Outside the pool's time limits: waiting on the lock while another instance migrates is expected.
  return database.withUnlimitedClient(async (client) => {
    // Keyed by schema: test runs in their own schemas of one database do not wait for each other.
    await client.query('SELECT pg_advisory_lock($1, hashtext(current_schema()))', [MIGRATION_LOCK_CLASS]);
    try {
      return await applyPending(client, migrations);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1, hashtext(current_schema()))', [MIGRATION_LOCK_CLASS]);
    }
  });
}

async function applyPending(client: Queryable, migrations: readonly PostgresMigration[]): Promise<number[]> {
  await client.query(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )
  `);
  const { rows } = await client.query<{ version: number }>(
    'SELECT version FROM schema_migrations ORDER BY version',
  );
  const appliedVersions = new Set(rows.map((row) => row.version));
  const latestKnown = migrations.at(-1)?.version ?? 0;
  const latestApplied = rows.at(-1)?.version ?? 0;
  if (latestApplied > latestKnown) {
    // Older code on a newer schema could silently misread rows; refuse instead.
    throw new Error(
      `The database schema is at version ${latestApplied}, newer than this program knows (${latestKnown}); upgrade the program.`,
    );
  }
  const applied: number[] = [];
  for (const migration of migrations) {
    if (appliedVersions.has(migration.version)) continue;
    await client.query('BEGIN');
    try {
      await client.query(migration.sql);
      await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
    applied.push(migration.version);
  }
  return applied;
}

function assertOrdered(migrations: readonly PostgresMigration[]): void {
  migrations.forEach((migration, index) => {
    const previous = migrations[index - 1];
    if (previous !== undefined && migration.version <= previous.version) {
      throw new Error(`Migration ${migration.version} (${migration.name}) is out of order.`);
    }
  });
}
