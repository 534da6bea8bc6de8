// Runs the TaskStore contract against PostgresTaskStore on the machine's PostgreSQL in a schema of its own.
import { after, test } from 'node:test';
import { PostgresTaskStore } from '../../src/store/postgres-task-store.ts';
import { runTaskStoreContract } from '../contract/task-store-contract.ts';
import { emptyDatabasePerTest, postgresUnavailableReason } from './postgres-test-schema.ts';

const unavailable = await postgresUnavailableReason();
if (unavailable) {
  test('TaskStore contract: PostgresTaskStore', { skip: unavailable }, () => undefined);
} else {
  const databases = await emptyDatabasePerTest();
  after(() => databases.dropSchema());
  runTaskStoreContract('PostgresTaskStore', async () => new PostgresTaskStore(await databases.open()));
}
