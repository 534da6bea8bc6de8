// Runs the KeyStore contract against SQLiteKeyStore on an in-memory database, and checks that a key
// revoked by another process on the same file (`npm run keys -- revoke` beside the service) is refused
// at once although the service keeps the keys it has found.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { createApiKey } from '../../src/auth/api-keys.ts';
import { openSqliteDatabase } from '../../src/store/sqlite-database.ts';
import { SQLiteKeyStore } from '../../src/store/sqlite-key-store.ts';
import { runKeyStoreContract } from '../contract/key-store-contract.ts';

runKeyStoreContract(
  'SQLiteKeyStore in memory',
  async () => new SQLiteKeyStore(openSqliteDatabase(':memory:')),
);

test('a key revoked through another connection on the same file is refused on the next lookup', async () => {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'sqlite-key-store-'));
  const file = path.join(directory, 'keys.sqlite');
  const service = new SQLiteKeyStore(openSqliteDatabase(file));
  const cli = new SQLiteKeyStore(openSqliteDatabase(file));
  try {
    const { record, keyHash } = createApiKey('shared', new Date());
    await cli.insert(record, keyHash);
    for (let lookup = 0; lookup < 3; lookup++) {
      assert.equal((await service.findActiveByHash(keyHash))?.id, record.id);
    }
    assert.equal(await cli.revoke(record.id, new Date()), true);
    assert.equal(await service.findActiveByHash(keyHash), null);
  } finally {
    await service.close();
    await cli.close();
    await rm(directory, { recursive: true, force: true });
  }
});
