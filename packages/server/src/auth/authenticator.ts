// Turns a Bearer token into the owner id of the key, from the key store or RESUME_API_KEYS.
import { AppError } from '../errors.ts';
import { LRUCache } from '../lib/lru-cache.ts';
import type { KeyStore } from '../store/key-store.ts';
import { hashApiKey, hashesEqual } from './api-keys.ts';

export interface Principal {
  /** Owns the tasks created with this key. */
  ownerId: string;
}

export class Authenticator {
  private readonly envKeyHashes: readonly string[];
  /**
   * Environment keys already seen, by the token itself: they cannot be revoked while the process runs,
   * so a known one skips the hash (a tenth of a small request's CPU went to SHA-256 objects). Only
   * tokens that matched are kept; a wrong key takes the full path every time. A map lookup hashes the
   * whole token whatever it holds, so its time says nothing about a guessed prefix.
   */
  private readonly seenEnvKeys = new Map<string, Principal>();
  /**
   * Stored keys that were active when last seen, token to hash, so a known one skips SHA-256 too; the
   * store is still asked every time, so a revoked key is refused at once. Only tokens that matched.
   */
  private readonly storedKeyHashes = new LRUCache<string, string>(1_000);

  constructor(
    private readonly keyStore: KeyStore,
    envApiKeys: readonly string[],
  ) {
    this.envKeyHashes = envApiKeys.map(hashApiKey);
  }

  /** Resolves the principal for an Authorization header, or throws 40101 / 40102. */
  async authenticate(authorization: string | undefined): Promise<Principal> {
    const match = authorization?.match(/^\s*Bearer\s+(\S+)\s*$/i);
    if (!match) {
      throw new AppError(40101, 'Missing API key: send the header "Authorization: Bearer <API_KEY>".');
    }
    const token = match[1]!;
    const seen = this.seenEnvKeys.get(token);
    if (seen) return seen;
    const storedHash = this.storedKeyHashes.get(token);
    if (storedHash) return this.storedKey(token, storedHash);
    const keyHash = hashApiKey(token);
    // Environment keys: compare every hash in constant time so timing reveals nothing about which matched.
    let envMatch: string | undefined;
    for (const candidate of this.envKeyHashes) {
      if (hashesEqual(candidate, keyHash)) envMatch = candidate;
    }
    if (envMatch) {
      const principal = { ownerId: `env:${envMatch.slice(0, 24)}` };
      this.seenEnvKeys.set(token, principal);
      return principal;
    }
    return this.storedKey(token, keyHash);
  }

  private async storedKey(token: string, keyHash: string): Promise<Principal> {
    const record = await this.keyStore.findActiveByHash(keyHash);
    if (!record) {
      this.storedKeyHashes.delete(token);
      throw new AppError(40102, 'The API key is unknown or has been revoked.');
    }
    this.storedKeyHashes.set(token, keyHash);
    return { ownerId: record.id };
  }
}
