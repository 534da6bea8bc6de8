// The SQLite file database: settings, migrations applied once, and data surviving a restart.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Section } from '@resume/contract';
import { migrateSqlite, openSqliteDatabase, type SQLiteDatabase } from '../../src/store/sqlite-database.ts';
import { SQLiteKeyStore } from '../../src/store/sqlite-key-store.ts';
import { sqliteMigrations } from '../../src/store/sqlite-migrations.ts';
import { SQLiteTaskStore } from '../../src/store/sqlite-task-store.ts';

const T0 = new Date('2025-03-01T08:00:00.000Z');

/** The pragma's value; its column name varies (busy_timeout answers in a column named `timeout`). */
function readPragma(db: SQLiteDatabase, name: string): unknown {
  const row = db.prepare(`PRAGMA ${name}`).get() as Record<string, unknown>;
  return Object.entries(row).find(([column]) => column !== '_metadata')?.[1];
}

function readMigrationRows(db: SQLiteDatabase): { version: number; name: string }[] {
  return (
    db.prepare('SELECT version, name FROM schema_migrations ORDER BY version').all() as {
      version: number;
      name: string;
    }[]
  ).map(({ version, name }) => ({ version, name }));
}

describe('openSqliteDatabase', () => {
  let directory = '';
  before(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 'sqlite-database-'));
  });
  after(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('creates missing parent directories and opens in WAL mode with the expected settings', () => {
    const db = openSqliteDatabase(path.join(directory, 'nested', 'deeper', 'resume.db'));
    try {
      assert.equal(readPragma(db, 'journal_mode'), 'wal');
      assert.equal(readPragma(db, 'synchronous'), 1, 'NORMAL');
      assert.equal(readPragma(db, 'foreign_keys'), 1);
      assert.equal(readPragma(db, 'busy_timeout'), 5000);
    } finally {
      db.close();
    }
  });

  it('applies every migration once, in order, and nothing on reopen', () => {
    const file = path.join(directory, 'migrations.db');
    const expected = sqliteMigrations.map(({ version, name }) => ({ version, name }));
    const first = openSqliteDatabase(file);
    assert.deepEqual(readMigrationRows(first), expected);
    first.close();

    const second = openSqliteDatabase(file);
    try {
      assert.deepEqual(readMigrationRows(second), expected);
      assert.deepEqual(migrateSqlite(second), []);
    } finally {
      second.close();
    }
  });

  it('migrates an in-memory database', () => {
    const db = openSqliteDatabase(':memory:');
    try {
      assert.deepEqual(
        readMigrationRows(db).map(({ version }) => version),
        sqliteMigrations.map(({ version }) => version),
      );
    } finally {
      db.close();
    }
  });

  it('refuses a database migrated by a newer program', () => {
    const file = path.join(directory, 'newer.db');
    const db = openSqliteDatabase(file);
    db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
      999,
      'future',
      0,
    );
    db.close();
    assert.throws(() => openSqliteDatabase(file), /newer than this program knows/);
  });

  it('rolls back a failing migration entirely and records nothing for it', () => {
    const db = openSqliteDatabase(':memory:');
    try {
      const broken = [
        ...sqliteMigrations,
        {
          version: 100,
          name: 'half_done',
          sql: 'CREATE TABLE half (id TEXT); INSERT INTO missing VALUES (1);',
        },
      ];
      assert.throws(() => migrateSqlite(db, broken));
      const half = db.prepare("SELECT name FROM sqlite_master WHERE name = 'half'").get();
      assert.equal(half, undefined);
      assert.equal(readMigrationRows(db).at(-1)?.version, sqliteMigrations.at(-1)?.version);
    } finally {
      db.close();
    }
  });

  it('rejects migrations listed out of order', () => {
    const db = openSqliteDatabase(':memory:');
    try {
      const disordered = [...sqliteMigrations, { version: 1, name: 'again', sql: 'SELECT 1' }];
      assert.throws(() => migrateSqlite(db, disordered), /out of order/);
    } finally {
      db.close();
    }
  });

  it('keeps tasks and keys across a restart', async () => {
    const file = path.join(directory, 'data', 'resume.db');
    const sections: Section[] = [
      { type: 'list', title: '专业技能', id: 's0', content: { items: ['熟悉 SQLite 与 WAL'] } },
    ];
    const key = {
      record: { id: 'key-1', name: '本地开发', prefix: 'rsk_Abc123', createdAt: T0, revokedAt: null },
      keyHash: 'a'.repeat(64),
    };

    const db = openSqliteDatabase(file);
    const tasks = new SQLiteTaskStore(db);
    const keys = new SQLiteKeyStore(db);
    const created = await tasks.create(
      {
        uid: 'task-1',
        ownerId: 'key-1',
        job: '数据分析师',
        type: 'social',
        locale: 'zh-CN',
        outline: '# 数据分析师',
        idempotency: { key: 'idem-1', requestHash: 'hash-1' },
      },
      T0,
      86_400_000,
    );
    assert.equal(created.outcome, 'created');
    await tasks.claimGeneration('task-1', 'runner-1', new Date(T0.getTime() + 1_000), 10_000);
    await tasks.complete('task-1', 'runner-1', sections, new Date(T0.getTime() + 1_000));
    await keys.insert(key.record, key.keyHash);
    await tasks.close();
    await keys.close();

    const reopened = openSqliteDatabase(file);
    const tasksAfter = new SQLiteTaskStore(reopened);
    const keysAfter = new SQLiteKeyStore(reopened);
    try {
      const task = await tasksAfter.get('task-1', 'key-1');
      assert.equal(task?.status, 'done');
      assert.deepEqual(task?.sections, sections);
      assert.deepEqual(task?.createdAt, T0);
      assert.deepEqual(await keysAfter.findActiveByHash(key.keyHash), key.record);
      const replay = await tasksAfter.create(
        {
          uid: 'task-2',
          ownerId: 'key-1',
          job: '数据分析师',
          type: 'social',
          locale: 'zh-CN',
          outline: '# 数据分析师',
          idempotency: { key: 'idem-1', requestHash: 'hash-1' },
        },
        new Date(T0.getTime() + 2_000),
        86_400_000,
      );
      assert.ok(replay.outcome === 'replayed');
      assert.equal(replay.task.uid, 'task-1', 'the idempotency key survives the restart too');
    } finally {
      await tasksAfter.close();
      await keysAfter.close();
    }
  });
});
