// KeyStore on the embedded SQLite database: API keys kept as SHA-256 hashes, never the keys.

import { deepFreeze } from '../lib/deep-freeze.ts';
import { LRUCache } from '../lib/lru-cache.ts';
import type { ApiKeyRecord, KeyStore } from './key-store.ts';
import { SqliteChangeWatch } from './sqlite-change-watch.ts';
import type { SQLiteDatabase, SQLiteStatement } from './sqlite-database.ts';
import { guarded, runImmediate } from './sqlite-guard.ts';

/** Active keys found, by hash: a service has a handful; a wrong key is never kept. */
const ACTIVE_KEYS_KEPT = 1_000;

interface ApiKeyRow {
  id: string;
  name: string;
  prefix: string;
  created_at: number;
  revoked_at: number | null;
}

const COLUMNS = 'id, name, prefix, created_at, revoked_at';

/**
 * Methods are async although libsql is synchronous, because the KeyStore seam is shared with
 * PostgreSQL. The store closes the database it was given; stores sharing one database close together.
 */
export class SQLiteKeyStore implements KeyStore {
  private readonly prepared: {
    insert: SQLiteStatement;
    findActiveByHash: SQLiteStatement;
    list: SQLiteStatement;
    activeIdsMatching: SQLiteStatement;
    revoke: SQLiteStatement;
    count: SQLiteStatement;
  };
  private readonly revokeInTransaction: (idOrPrefix: string, now: Date) => boolean;
  /**
   * Every request with a stored key looked it up: 16 µs of a 31 µs outline request (paired A/B). A key
   * found active is kept until any revocation here or any commit by another connection (the change
   * watch): `npm run keys -- revoke` in another process takes effect on the very next request.
   */
  private readonly activeKeys = new LRUCache<string, ApiKeyRecord>(ACTIVE_KEYS_KEPT);
  private readonly changes: SqliteChangeWatch;

  constructor(private readonly db: SQLiteDatabase) {
    this.changes = SqliteChangeWatch.of(db);
    this.changes.onChange(() => this.activeKeys.clear());
    this.prepared = {
      insert: db.prepare(`INSERT INTO api_keys (${COLUMNS}, key_hash) VALUES (?, ?, ?, ?, ?, ?)`),
      findActiveByHash: db.prepare(
        `SELECT ${COLUMNS} FROM api_keys WHERE key_hash = ? AND revoked_at IS NULL`,
      ),
      list: db.prepare(`SELECT ${COLUMNS} FROM api_keys ORDER BY created_at, id`),
      // An exact id wins over prefixes: ids are unique, prefixes only probably so.
      activeIdsMatching: db.prepare(
        `SELECT id FROM api_keys WHERE revoked_at IS NULL AND (id = ? OR prefix = ?)
         ORDER BY CASE WHEN id = ? THEN 0 ELSE 1 END`,
      ),
      revoke: db.prepare('UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL'),
      count: db.prepare('SELECT COUNT(*) AS count FROM api_keys'),
    };
    this.revokeInTransaction = (idOrPrefix, now) => runImmediate(db, () => this.revokeOne(idOrPrefix, now));
  }

  async insert(record: ApiKeyRecord, keyHash: string): Promise<void> {
    guarded(this.db, 'write', () =>
      this.prepared.insert.run(
        record.id,
        record.name,
        record.prefix,
        record.createdAt.getTime(),
        record.revokedAt?.getTime() ?? null,
        keyHash,
      ),
    );
  }

  async findActiveByHash(keyHash: string): Promise<ApiKeyRecord | null> {
    return guarded(this.db, 'read', () => {
      this.changes.check();
      const kept = this.activeKeys.get(keyHash);
      if (kept) return kept;
      const row = this.prepared.findActiveByHash.get(keyHash) as ApiKeyRow | undefined;
      if (row === undefined) return null;
      const record = deepFreeze(toRecord(row));
      this.activeKeys.set(keyHash, record);
      return record;
    });
  }

  async list(): Promise<ApiKeyRecord[]> {
    return (guarded(this.db, 'read', () => this.prepared.list.all()) as ApiKeyRow[]).map(toRecord);
  }

  async revoke(idOrPrefix: string, now: Date): Promise<boolean> {
    const revoked = guarded(this.db, 'write', () => this.revokeInTransaction(idOrPrefix, now));
    // By id or prefix, not by hash: every kept key goes, to be found again if still active.
    if (revoked) this.activeKeys.clear();
    return revoked;
  }

  /** Counts every stored key, revoked ones included: "no keys yet" is what the first start checks. */
  async count(): Promise<number> {
    return (guarded(this.db, 'read', () => this.prepared.count.get()) as { count: number }).count;
  }

  async close(): Promise<void> {
    SqliteChangeWatch.of(this.db).close();
    if (this.db.open) this.db.close();
  }

  private revokeOne(idOrPrefix: string, now: Date): boolean {
    const matches = this.prepared.activeIdsMatching.all(idOrPrefix, idOrPrefix, idOrPrefix) as {
      id: string;
    }[];
    const [first, second] = matches;
    if (first === undefined) return false;
    // Revoking every key that shares a prefix would cut off clients nobody meant to touch.
    if (second !== undefined && first.id !== idOrPrefix) {
      throw new Error(
        `The prefix "${idOrPrefix}" matches ${matches.length} active keys; revoke by id instead.`,
      );
    }
    return this.prepared.revoke.run(now.getTime(), first.id).changes > 0;
  }
}

function toRecord(row: ApiKeyRow): ApiKeyRecord {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: new Date(row.created_at),
    revokedAt: row.revoked_at === null ? null : new Date(row.revoked_at),
  };
}
