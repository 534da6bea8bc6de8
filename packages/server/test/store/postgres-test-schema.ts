// Real PostgreSQL for tests: each store gets a schema of its own (dropped afterwards), so runs never collide.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { PostgresDatabase } from '../../src/store/postgres-database.ts';
import { openPostgresDatabase } from '../../src/store/postgres-database.ts';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Null when the test server answers; otherwise why not. On CI an absent server is a failure, never a
 * skip; elsewhere the caller skips, and says so loudly.
 */
export async function postgresUnavailableReason(): Promise<string | null> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 2_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return null;
  } catch (error) {
    const reason = `PostgreSQL at ${redact(TEST_DATABASE_URL)} is not reachable (${(error as Error).message})`;
    if (process.env.CI === 'true') throw new Error(`${reason}; CI must run the PostgreSQL tests.`);
    process.stderr.write(
      `\n!!! SKIPPING PostgreSQL tests: ${reason}. Set TEST_DATABASE_URL or start it.\n\n`,
    );
    return reason;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export interface TestSchema {
  name: string;
  /** TEST_DATABASE_URL with this schema first on the search_path of every connection. */
  url: string;
  drop(): Promise<void>;
}

/** Creates an empty schema test_<random>; `drop()` removes it with everything in it. */
export async function createTestSchema(): Promise<TestSchema> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await runAdmin(`CREATE SCHEMA ${name}`);
  const url = new URL(TEST_DATABASE_URL);
  url.searchParams.set('options', `-c search_path=${name}`);
  return {
    name,
    url: url.toString(),
    async drop() {
      await runAdmin(`DROP SCHEMA IF EXISTS ${name} CASCADE`);
    },
  };
}

/** A migrated database in a fresh schema; closing it through `drop` also drops the schema. */
export async function openTestDatabase(
  poolSize = 4,
): Promise<{ database: PostgresDatabase; schema: TestSchema; drop(): Promise<void> }> {
  const schema = await createTestSchema();
  const database = await openPostgresDatabase(schema.url, { poolSize });
  return {
    database,
    schema,
    async drop() {
      await database.close();
      await schema.drop();
    },
  };
}

/**
 * One schema for a whole test file (dropped after it), and per test a new pool on it with every table
 * emptied: as fresh as a schema per test, at a fraction of the cost.
 */
export async function emptyDatabasePerTest(): Promise<{
  open(): Promise<PostgresDatabase>;
  dropSchema(): Promise<void>;
}> {
  const schema = await createTestSchema();
  return {
    async open() {
      const database = await openPostgresDatabase(schema.url, { poolSize: 4 });
      await database.query('TRUNCATE tasks, task_sections, api_keys, store_probe');
      return database;
    },
    dropSchema: () => schema.drop(),
  };
}

export async function runAdmin(sql: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await client.query(sql, values);
  } finally {
    await client.end();
  }
}

function redact(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return parsed.toString();
  } catch {
    return 'TEST_DATABASE_URL';
  }
}
