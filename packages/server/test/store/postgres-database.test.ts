// PostgreSQL plumbing: migrations safe for instances starting at once, and outages (a frozen server too) answered with 50301, never a crash.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import pg from 'pg';
import { StoreUnavailableError } from '../../src/errors.ts';
import { openPostgresDatabase, PostgresDatabase } from '../../src/store/postgres-database.ts';
import {
  MIGRATION_LOCK_CLASS,
  migratePostgres,
  postgresMigrations,
} from '../../src/store/postgres-migrations.ts';
import { PostgresTaskStore } from '../../src/store/postgres-task-store.ts';
import { startFreezingProxy } from '../helpers/freezing-proxy.ts';
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

  it('answers 50301 when the server cancels a statement past statement_timeout, and serves on', async () => {
    const schema = await freshSchema();
    const database = await openPostgresDatabase(schema.url, { poolSize: 1, statementTimeoutMs: 200 });
    try {
      const started = performance.now();
      await assert.rejects(database.query('SELECT pg_sleep(5)'), (error: unknown) => {
        assert.ok(error instanceof StoreUnavailableError);
        assert.equal((error.cause as { code?: string }).code, '57014', 'cancelled by the server');
        return true;
      });
      assert.ok(performance.now() - started < 2_000, 'cancelled long before the sleep ended');
      assert.deepEqual((await database.query('SELECT 1 AS one')).rows, [{ one: 1 }]);
    } finally {
      await database.close();
    }
  });

  it('a query a frozen server never answers fails with 50301 at the query timeout; its connection is destroyed', async () => {
    const schema = await freshSchema();
    const direct = new URL(schema.url);
    const proxy = await startFreezingProxy(direct.hostname, Number(direct.port || 5432));
    const proxied = new URL(schema.url);
    proxied.host = `${proxy.host}:${proxy.port}`;
    const queryTimeoutMs = 1_000;
    const database = await openPostgresDatabase(proxied.toString(), {
      poolSize: 2,
      queryTimeoutMs,
      connectionTimeoutMs: 1_000,
    });
    try {
      // Two pooled connections, one for each way of querying below.
      await Promise.all([database.query('SELECT pg_sleep(0.05)'), database.query('SELECT pg_sleep(0.05)')]);
      const pooled = proxy.connections.filter((connection) => !connection.closedByClient).length;
      assert.equal(pooled, 2);
      const ways: [string, () => Promise<unknown>][] = [
        // Frozen after BEGIN, so the failure meets an open transaction.
        [
          'transaction',
          () =>
            database.transaction((client) => {
              proxy.freeze();
              return client.query('SELECT 1');
            }),
        ],
        ['query', () => database.query('SELECT 1')],
      ];
      for (const [way, run] of ways) {
        const started = performance.now();
        await assert.rejects(run(), StoreUnavailableError, way);
        const ms = performance.now() - started;
        // A transaction sends no ROLLBACK on a hung connection: that would wait a second timeout.
        assert.ok(ms < queryTimeoutMs * 1.8, `${way}: failed after ${Math.round(ms)} ms`);
      }
      const hung = proxy.connections.filter((connection) => connection.sentWhileFrozen);
      assert.equal(hung.length, 2, 'each way used one of the pooled connections');
      await waitUntil(() => hung.every((connection) => connection.closedByClient));
      proxy.thaw();
      assert.deepEqual((await database.query('SELECT 1 AS one')).rows, [{ one: 1 }]);
      assert.equal(proxy.connections.at(-1)?.openedAfterThaw, true, 'answered on a new connection');
    } finally {
      proxy.thaw();
      await database.close();
      await proxy.close();
    }
  });

  it('migrates without the time limits: waits for another instance holding the migration lock', async () => {
    const schema = await freshSchema();
    const holder = new pg.Client({ connectionString: schema.url });
    await holder.connect();
    try {
      await holder.query('SELECT pg_advisory_lock($1, hashtext(current_schema()))', [MIGRATION_LOCK_CLASS]);
      const database = new PostgresDatabase(schema.url, {
        poolSize: 1,
        statementTimeoutMs: 100,
        queryTimeoutMs: 200,
      });
      try {
        const migrating = migratePostgres(database);
        await new Promise((resolve) => setTimeout(resolve, 600));
        await holder.query('SELECT pg_advisory_unlock($1, hashtext(current_schema()))', [
          MIGRATION_LOCK_CLASS,
        ]);
        assert.deepEqual(
          await migrating,
          postgresMigrations.map((migration) => migration.version),
        );
      } finally {
        await database.close();
      }
    } finally {
      await holder.end();
    }
  });
});

async function waitUntil(condition: () => boolean, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
