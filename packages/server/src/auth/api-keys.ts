// API key material: generation, hashing and the constant-time comparison of hashes.
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { ApiKeyRecord } from '../store/key-store.ts';

const KEY_PREFIX = 'rsk_';

/** A new random key (192 bits, base64url) and the record to store for it; the key itself is not kept. */
export function createApiKey(
  name: string,
  now: Date,
): { key: string; record: ApiKeyRecord; keyHash: string } {
  const key = `${KEY_PREFIX}${randomBytes(24).toString('base64url')}`;
  const record: ApiKeyRecord = {
    id: randomUUID(),
    name,
    prefix: key.slice(0, KEY_PREFIX.length + 6),
    createdAt: now,
    revokedAt: null,
  };
  return { key, record, keyHash: hashApiKey(key) };
}

/** SHA-256 suffices for high-entropy random keys: no salt or slow hash is needed to resist guessing. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export function hashesEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
