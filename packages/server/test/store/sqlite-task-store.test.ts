// Runs the TaskStore contract against SQLiteTaskStore, in memory and on a file in WAL mode.

import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { openSqliteDatabase } from '../../src/store/sqlite-database.ts';
import { SQLiteTaskStore } from '../../src/store/sqlite-task-store.ts';
import { runTaskStoreContract } from '../contract/task-store-contract.ts';

runTaskStoreContract(
  'SQLiteTaskStore in memory',
  async () => new SQLiteTaskStore(openSqliteDatabase(':memory:')),
);

let directory = '';
let fileCount = 0;
before(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'sqlite-task-store-'));
});
after(async () => {
  await rm(directory, { recursive: true, force: true });
});
runTaskStoreContract(
  'SQLiteTaskStore on a file',
  async () => new SQLiteTaskStore(openSqliteDatabase(path.join(directory, `tasks-${++fileCount}.db`))),
);

// A done task's record is kept between reads (DoneTaskCache); what another connection on the same file
// (another process, or `npm run keys` beside the service) commits must be seen at once all the same.
test('a done task deleted through another connection on the same file is not found afterwards', async () => {
  const file = path.join(directory, 'two-connections.db');
  const reader = new SQLiteTaskStore(openSqliteDatabase(file));
  const writer = new SQLiteTaskStore(openSqliteDatabase(file));
  try {
    const task = {
      uid: 'tsk_shared_file_0001',
      ownerId: 'owner-a',
      job: 'Chef',
      type: 'social' as const,
      locale: 'en-US' as const,
      outline: '# Chef',
    };
    const now = new Date();
    assert.equal((await writer.create(task, now, 60_000)).outcome, 'created');
    assert.equal(await writer.claimGeneration(task.uid, 'runner', now, 10_000), true);
    const sections = [
      { type: 'list' as const, title: 'Skills', id: 's0', content: { items: ['Knife work'] } },
    ];
    assert.equal(await writer.complete(task.uid, 'runner', sections, now), true);
    for (let read = 0; read < 3; read++) {
      assert.deepEqual((await reader.get(task.uid, 'owner-a'))?.sections, sections);
    }
    assert.equal(await writer.delete(task.uid, 'owner-a'), true);
    assert.equal(await reader.get(task.uid, 'owner-a'), null);
  } finally {
    await reader.close();
    await writer.close();
  }
});
