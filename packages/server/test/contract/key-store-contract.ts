// The one KeyStore contract suite: every implementation (SQLite, PostgreSQL) runs it unchanged.
import assert from 'node:assert/strict';
import { createHash, randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import type { ApiKeyRecord, KeyStore } from '../../src/store/key-store.ts';

const T0 = new Date('2025-03-01T08:00:00.000Z');

function at(offsetMs: number): Date {
  return new Date(T0.getTime() + offsetMs);
}

function hashOf(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

function newKey(
  prefix: string,
  createdAt = T0,
  name = `key ${prefix}`,
): { record: ApiKeyRecord; keyHash: string } {
  return {
    record: { id: randomUUID(), name, prefix, createdAt, revokedAt: null },
    keyHash: hashOf(`${prefix}${randomUUID()}`),
  };
}

/**
 * Registers the KeyStore contract. Every test gets a fresh, empty store from `createStore` and
 * hands it to `destroy` afterwards (default: `close()`).
 */
export function runKeyStoreContract(
  name: string,
  createStore: () => Promise<KeyStore>,
  destroy: (store: KeyStore) => Promise<void> = (store) => store.close(),
): void {
  async function withStore(test: (store: KeyStore) => Promise<void>): Promise<void> {
    const store = await createStore();
    try {
      await test(store);
    } finally {
      await destroy(store);
    }
  }

  describe(`KeyStore contract: ${name}`, () => {
    it('finds an inserted key by its hash, with every field', () =>
      withStore(async (store) => {
        const key = newKey('rsk_AbC123', T0, '招聘系统 production');
        await store.insert(key.record, key.keyHash);
        const found = await store.findActiveByHash(key.keyHash);
        assert.deepEqual(found, key.record);
        assert.ok(found?.createdAt instanceof Date);
      }));

    it('answers null for an unknown hash', () =>
      withStore(async (store) => {
        await store.insert(newKey('rsk_aaaaaa').record, hashOf('one'));
        assert.equal(await store.findActiveByHash(hashOf('two')), null);
      }));

    it('rejects a second key with the same hash', () =>
      withStore(async (store) => {
        const key = newKey('rsk_aaaaaa');
        await store.insert(key.record, key.keyHash);
        await assert.rejects(store.insert(newKey('rsk_bbbbbb').record, key.keyHash));
        assert.equal(await store.count(), 1);
      }));

    it('revokes by id: the key is no longer found, and revoking again answers false', () =>
      withStore(async (store) => {
        const revoked = newKey('rsk_aaaaaa');
        const kept = newKey('rsk_bbbbbb');
        await store.insert(revoked.record, revoked.keyHash);
        await store.insert(kept.record, kept.keyHash);
        assert.equal(await store.revoke(revoked.record.id, at(1_000)), true);
        assert.equal(await store.findActiveByHash(revoked.keyHash), null);
        assert.deepEqual(await store.findActiveByHash(kept.keyHash), kept.record);
        assert.equal(await store.revoke(revoked.record.id, at(2_000)), false);
        const listed = (await store.list()).find((record) => record.id === revoked.record.id);
        assert.deepEqual(listed?.revokedAt, at(1_000), 'a second revoke keeps the first time');
      }));

    it('a key found again and again is refused once revoked, by id or by prefix', () =>
      withStore(async (store) => {
        const byId = newKey('rsk_cccccc');
        const byPrefix = newKey('rsk_dddddd');
        await store.insert(byId.record, byId.keyHash);
        await store.insert(byPrefix.record, byPrefix.keyHash);
        for (let lookup = 0; lookup < 3; lookup++) {
          assert.deepEqual(await store.findActiveByHash(byId.keyHash), byId.record);
          assert.deepEqual(await store.findActiveByHash(byPrefix.keyHash), byPrefix.record);
        }
        assert.equal(await store.revoke(byId.record.id, at(1_000)), true);
        assert.equal(await store.findActiveByHash(byId.keyHash), null);
        assert.equal(await store.revoke('rsk_dddddd', at(1_000)), true);
        assert.equal(await store.findActiveByHash(byPrefix.keyHash), null);
      }));

    it('revokes by exact prefix only', () =>
      withStore(async (store) => {
        const key = newKey('rsk_Q1w2E3');
        const other = newKey('rsk_zzzzzz');
        await store.insert(key.record, key.keyHash);
        await store.insert(other.record, other.keyHash);
        assert.equal(await store.revoke('rsk_', at(1_000)), false);
        assert.equal(await store.revoke('rsk_q1w2e3', at(1_000)), false, 'prefixes are case-sensitive');
        assert.ok(await store.findActiveByHash(key.keyHash));
        assert.equal(await store.revoke('rsk_Q1w2E3', at(1_000)), true);
        assert.equal(await store.findActiveByHash(key.keyHash), null);
        assert.ok(await store.findActiveByHash(other.keyHash));
      }));

    it('answers false when nothing matches', () =>
      withStore(async (store) => {
        await store.insert(newKey('rsk_aaaaaa').record, hashOf('one'));
        assert.equal(await store.revoke('no-such-key', at(1_000)), false);
        assert.equal(await store.revoke(randomUUID(), at(1_000)), false);
      }));

    it('refuses a prefix shared by several active keys and revokes none of them', () =>
      withStore(async (store) => {
        const first = newKey('rsk_shared');
        const second = newKey('rsk_shared');
        await store.insert(first.record, first.keyHash);
        await store.insert(second.record, second.keyHash);
        await assert.rejects(store.revoke('rsk_shared', at(1_000)), /revoke by id/);
        assert.ok(await store.findActiveByHash(first.keyHash));
        assert.ok(await store.findActiveByHash(second.keyHash));
        assert.equal(await store.revoke(first.record.id, at(1_000)), true);
        assert.equal(await store.revoke('rsk_shared', at(2_000)), true, 'one active key left: unambiguous');
        assert.equal(await store.findActiveByHash(second.keyHash), null);
      }));

    it('lists every key, revoked ones included, oldest first', () =>
      withStore(async (store) => {
        assert.deepEqual(await store.list(), []);
        const newer = newKey('rsk_newer1', at(2_000));
        const older = newKey('rsk_older1', at(1_000));
        await store.insert(newer.record, newer.keyHash);
        await store.insert(older.record, older.keyHash);
        await store.revoke(older.record.id, at(3_000));
        assert.deepEqual(await store.list(), [{ ...older.record, revokedAt: at(3_000) }, newer.record]);
      }));

    it('counts every stored key, revoked ones included', () =>
      withStore(async (store) => {
        assert.equal(await store.count(), 0);
        const first = newKey('rsk_aaaaaa');
        const second = newKey('rsk_bbbbbb');
        await store.insert(first.record, first.keyHash);
        await store.insert(second.record, second.keyHash);
        assert.equal(await store.count(), 2);
        await store.revoke(first.record.id, at(1_000));
        assert.equal(await store.count(), 2);
      }));
  });
}
