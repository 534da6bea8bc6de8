// PostgreSQL plumbing: migrations safe for instances starting at once, and outages answered with 50301, never a crash.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { StoreUnavailableError } from '../../src/errors.ts';
import { openPostgresDatabase, PostgresDatabase } from '../../src/store/postgres-database.ts';
import { migratePostgres, postgresMigrations } from '../../src/store/postgres-migrations.ts';
import { PostgresTaskStore } from '../../src/store/postgres-task-store.ts';
import {
  createTestSchema,
  postgresUnavailableReason,
  runAdmin,
  type TestSchema,
} from './postgres-test-schema.ts';

const unavailable = await postgresUnavailableReason();

describe('PostgreSQL database', { skip: unavailable ?? false }, () => {
  const schemas: TestSchema[] = [];
  after(() => Promise.all(schemas.map((schema) => schema.drop())));
  async function freshSchema(): Promise<TestSchema> {
    const schema = await createTestSchema();
    schemas.push(schema);
    return schema;
  }

  it('migrates once when several instances start at the same time', async () => {
    const schema = await freshSchema();
    const databases = Array.from({ length: 5 }, () => new PostgresDatabase(schema.url, { poolSize: 2 }));
    try {
      const applied = await Promise.all(databases.map((database) => migratePostgres(database)));
      const all = postgresMigrations.map((migration) => migration.version);
      assert.deepEqual(applied.flat().sort(), all, 'each migration applied by exactly one instance');
      const { rows } = await runAdmin(
        `SELECT version, name FROM ${schema.name}.schema_migrations ORDER BY version`,
      );
      assert.deepEqual(
        rows,
        postgresMigrations.map(({ version, name }) => ({ version, name })),
      );
      assert.deepEqual(await migratePostgres(databases[0]!), [], 'nothing left on the next start');
    } finally {
      await Promise.all(databases.map((database) => database.close()));
    }
  });

  it('refuses a schema migrated by a newer program', async () => {
    const schema = await freshSchema();
    const database = await openPostgresDatabase(schema.url, { poolSize: 1 });
    try {
      await database.query("INSERT INTO schema_migrations (version, name) VALUES (999, 'from_the_future')");
      await assert.rejects(migratePostgres(database), /newer than this program knows/);
    } finally {
      await database.close();
    }
  });

  it('answers 50301 when the server cannot be reached, and keeps the process alive', async () => {
    const database = new PostgresDatabase('postgres://postgres@127.0.0.1:1/test', {
      poolSize: 1,
      connectionTimeoutMs: 1_000,
    });
    const store = new PostgresTaskStore(database);
    try {
      await assert.rejects(store.get('tsk_x', 'owner'), (error: unknown) => {
        assert.ok(error instanceof StoreUnavailableError);
        assert.equal(error.code, 50301);
        return true;
      });
      await assert.rejects(store.ping(), StoreUnavailableError);
    } finally {
      await store.close();
    }
    await assert.rejects(
      store.get('tsk_x', 'owner'),
      StoreUnavailableError,
      'a closed pool is unavailable too',
    );
  });

  it('recovers by itself when the server ends its connections (restart, admin shutdown)', async () => {
    const schema = await freshSchema();
    // One connection, so the pid it reports is the one the store's next query would use.
    const database = await openPostgresDatabase(schema.url, { poolSize: 1 });
    const store = new PostgresTaskStore(database);
    try {
      await store.ping();
      const pid = (await database.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
      const { rows } = await runAdmin('SELECT pg_terminate_backend($1) AS ended', [pid]);
      assert.equal(rows[0].ended, true, 'the server ended the pooled connection');
      // The pool's 'error' event was handled (the process is still here); the next queries reconnect.
      let answered = false;
      for (let attempt = 0; attempt < 3 && !answered; attempt += 1) {
        answered = await store.ping().then(
          () => true,
          (error) => {
            assert.ok(error instanceof StoreUnavailableError, `an outage is 50301, got ${error}`);
            return false;
          },
        );
      }
      assert.ok(answered, 'the store answers again');
    } finally {
      await store.close();
    }
  });

  it('answers 50301 on a read-only server', async () => {
    const schema = await freshSchema();
    await (await openPostgresDatabase(schema.url, { poolSize: 1 })).close();
    const url = new URL(schema.url);
    url.searchParams.set('options', `-c search_path=${schema.name} -c default_transaction_read_only=on`);
    const store = new PostgresTaskStore(new PostgresDatabase(url.toString(), { poolSize: 1 }));
    try {
      await assert.rejects(store.ping(), StoreUnavailableError);
      const created = store.create(
        { uid: 'tsk_ro', ownerId: 'owner', job: 'Chef', type: null, locale: 'en-US', outline: '# Chef' },
        new Date(),
        86_400_000,
      );
      await assert.rejects(created, StoreUnavailableError);
      assert.equal(await store.get('tsk_ro', 'owner'), null, 'reads still work');
    } finally {
      await store.close();
    }
  });
});
