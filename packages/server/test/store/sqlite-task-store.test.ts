// Runs the TaskStore contract against SQLiteTaskStore, in memory and on a file in WAL mode.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';
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
