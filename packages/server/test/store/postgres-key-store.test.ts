// Runs the KeyStore contract against PostgresKeyStore on the machine's PostgreSQL in a schema of its own.
import { after, test } from 'node:test';
import { PostgresKeyStore } from '../../src/store/postgres-key-store.ts';
import { runKeyStoreContract } from '../contract/key-store-contract.ts';
import { emptyDatabasePerTest, postgresUnavailableReason } from './postgres-test-schema.ts';

const unavailable = await postgresUnavailableReason();
if (unavailable) {
  test('KeyStore contract: PostgresKeyStore', { skip: unavailable }, () => undefined);
} else {
  const databases = await emptyDatabasePerTest();
  after(() => databases.dropSchema());
  runKeyStoreContract('PostgresKeyStore', async () => new PostgresKeyStore(await databases.open()));
}
