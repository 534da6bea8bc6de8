// The KeyStore seam: API keys, stored only as SHA-256 hashes (CONTRACT 5).
export interface ApiKeyRecord {
  id: string;
  name: string;
  /** The first characters of the key, shown in listings so a person can tell keys apart. */
  prefix: string;
  createdAt: Date;
  revokedAt: Date | null;
}

export interface KeyStore {
  /** Stores a key given by its hash. */
  insert(record: ApiKeyRecord, keyHash: string): Promise<void>;
  /** The active (not revoked) key with this hash, or null. */
  findActiveByHash(keyHash: string): Promise<ApiKeyRecord | null>;
  list(): Promise<ApiKeyRecord[]>;
  /** Revokes by id or prefix; true when a key was revoked. */
  revoke(idOrPrefix: string, now: Date): Promise<boolean>;
  count(): Promise<number>;
  close(): Promise<void>;
}
