// Runs the KeyStore contract against SQLiteKeyStore on an in-memory database.
import { openSqliteDatabase } from '../../src/store/sqlite-database.ts';
import { SQLiteKeyStore } from '../../src/store/sqlite-key-store.ts';
import { runKeyStoreContract } from '../contract/key-store-contract.ts';

runKeyStoreContract(
  'SQLiteKeyStore in memory',
  async () => new SQLiteKeyStore(openSqliteDatabase(':memory:')),
);
