// KeyStore on PostgreSQL: API keys kept as SHA-256 hashes, never the keys.
import type { ApiKeyRecord, KeyStore } from './key-store.ts';
import type { PostgresDatabase } from './postgres-database.ts';

interface ApiKeyRow {
  id: string;
  name: string;
  prefix: string;
  created_at: Date;
  revoked_at: Date | null;
}

const COLUMNS = 'id, name, prefix, created_at, revoked_at';

/** The stores of one process share one PostgresDatabase (pool); closing either closes it. */
export class PostgresKeyStore implements KeyStore {
  constructor(private readonly database: PostgresDatabase) {}

  async insert(record: ApiKeyRecord, keyHash: string): Promise<void> {
    await this.database.query(`INSERT INTO api_keys (${COLUMNS}, key_hash) VALUES ($1, $2, $3, $4, $5, $6)`, [
      record.id,
      record.name,
      record.prefix,
      record.createdAt,
      record.revokedAt,
      keyHash,
    ]);
  }

  async findActiveByHash(keyHash: string): Promise<ApiKeyRecord | null> {
    const { rows } = await this.database.query<ApiKeyRow>(
      `SELECT ${COLUMNS} FROM api_keys WHERE key_hash = $1 AND revoked_at IS NULL`,
      [keyHash],
    );
    return rows[0] ? toRecord(rows[0]) : null;
  }

  async list(): Promise<ApiKeyRecord[]> {
    const { rows } = await this.database.query<ApiKeyRow>(
      `SELECT ${COLUMNS} FROM api_keys ORDER BY created_at, id`,
    );
    return rows.map(toRecord);
  }

  async revoke(idOrPrefix: string, now: Date): Promise<boolean> {
    return this.database.transaction(async (client) => {
      // FOR UPDATE: two revocations of one prefix cannot both see "one active key" and revoke two.
      // An exact id wins over prefixes: ids are unique, prefixes only probably so.
      const { rows: matches } = await client.query<{ id: string }>(
        `SELECT id FROM api_keys WHERE revoked_at IS NULL AND (id = $1 OR prefix = $1)
         ORDER BY CASE WHEN id = $1 THEN 0 ELSE 1 END FOR UPDATE`,
        [idOrPrefix],
      );
      const [first, second] = matches;
      if (first === undefined) return false;
      // Revoking every key that shares a prefix would cut off clients nobody meant to touch.
      if (second !== undefined && first.id !== idOrPrefix) {
        throw new Error(
          `The prefix "${idOrPrefix}" matches ${matches.length} active keys; revoke by id instead.`,
        );
      }
      const { rowCount } = await client.query(
        'UPDATE api_keys SET revoked_at = $1 WHERE id = $2 AND revoked_at IS NULL',
        [now, first.id],
      );
      return rowCount === 1;
    });
  }

  /** Counts every stored key, revoked ones included: "no keys yet" is what the first start checks. */
  async count(): Promise<number> {
    const { rows } = await this.database.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM api_keys',
    );
    return rows[0]?.count ?? 0;
  }

  async close(): Promise<void> {
    await this.database.close();
  }
}

function toRecord(row: ApiKeyRow): ApiKeyRecord {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.created_at,
    revokedAt: row.revoked_at,
  };
}
