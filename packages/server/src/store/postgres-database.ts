// The PostgreSQL connection pool both stores share: failures the client cannot cause become 50301, never a crash.
import pg from 'pg';
import { StoreUnavailableError } from '../errors.ts';
import { migratePostgres } from './postgres-migrations.ts';

export interface PostgresDatabaseOptions {
  /** Connections the pool opens at most (DATABASE_POOL_SIZE). */
  poolSize: number;
  /** How long a query waits for a connection before the store counts as unavailable. */
  connectionTimeoutMs?: number;
}

/**
 * SQLSTATE classes and codes meaning the server cannot serve now, though nothing is wrong with the
 * request: connection exceptions (08), insufficient resources such as a full disk (53), shutdown or
 * recovery (57P01-57P03), system I/O errors (58), a read-only server (25006), a missing database or
 * refused login (3D000, 28).
 */
const UNAVAILABLE_SQLSTATE_PREFIXES = ['08', '53', '57P01', '57P02', '57P03', '58', '25006', '3D000', '28'];

/** Socket errors on the way to the server. */
const UNAVAILABLE_NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/** node-postgres reports a lost or missing connection with these messages and no code. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end on the pool',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

export function isUnavailablePostgresError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (UNAVAILABLE_NETWORK_CODES.has(code)) return true;
    if (UNAVAILABLE_SQLSTATE_PREFIXES.some((prefix) => code.startsWith(prefix))) return true;
  }
  return UNAVAILABLE_MESSAGES.some((message) => error.message.includes(message));
}

/** The error to throw for `error`: StoreUnavailableError (its cause kept for the log) or the error itself. */
export function toStoreError(error: unknown): unknown {
  if (error instanceof StoreUnavailableError) return error;
  return isUnavailablePostgresError(error) ? new StoreUnavailableError(error) : error;
}

export type Queryable = Pick<pg.PoolClient, 'query'>;

/**
 * One pool per process. The pool replaces a connection the server dropped by itself on the next query,
 * so the service recovers when the database comes back, with nothing to restart.
 */
export class PostgresDatabase {
  private readonly pool: pg.Pool;
  private closing: Promise<void> | undefined;

  constructor(connectionString: string, options: PostgresDatabaseOptions) {
    this.pool = new pg.Pool({
      connectionString,
      max: options.poolSize,
      connectionTimeoutMillis: options.connectionTimeoutMs ?? 5_000,
      idleTimeoutMillis: 30_000,
      keepAlive: true,
      application_name: 'resume-service',
    });
    // An idle connection the server ends (restart, admin shutdown, network) emits 'error' on the pool;
    // unhandled it would end the process. The pool has already discarded that connection.
    this.pool.on('error', () => undefined);
  }

  get isClosed(): boolean {
    return this.closing !== undefined;
  }

  async query<Row extends pg.QueryResultRow>(
    text: string,
    values: unknown[] = [],
  ): Promise<pg.QueryResult<Row>> {
    this.assertOpen();
    try {
      return await this.pool.query<Row>(text, values);
    } catch (error) {
      throw toStoreError(error);
    }
  }

  /** `work` inside BEGIN … COMMIT on one connection; rolled back when it throws. */
  async transaction<T>(work: (client: Queryable) => Promise<T>): Promise<T> {
    return this.withClient(async (client) => {
      await client.query('BEGIN');
      try {
        const result = await work(client);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // A failed ROLLBACK means the connection is gone; withClient discards it.
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    });
  }

  /** `work` with one connection of its own (session-level locks need the same connection throughout). */
  async withClient<T>(work: (client: Queryable) => Promise<T>): Promise<T> {
    this.assertOpen();
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      throw toStoreError(error);
    }
    // A checked-out connection has no listener of the pool's: without one, the server ending it
    // between queries would be an unhandled 'error' event. The query in flight rejects by itself.
    let lost: Error | undefined;
    const onError = (error: Error) => {
      lost = error;
    };
    client.on('error', onError);
    try {
      return await work(client);
    } catch (error) {
      if (isUnavailablePostgresError(error)) lost ??= error as Error;
      throw toStoreError(error);
    } finally {
      client.removeListener('error', onError);
      // Passing an error destroys the connection instead of returning a broken one to the pool.
      client.release(lost);
    }
  }

  async close(): Promise<void> {
    this.closing ??= this.pool.end();
    await this.closing;
  }

  private assertOpen(): void {
    if (this.closing) throw new StoreUnavailableError(new Error('The PostgreSQL pool is closed.'));
  }
}

/** Opens the pool and migrates the schema its connections see (the first one in their search_path). */
export async function openPostgresDatabase(
  connectionString: string,
  options: PostgresDatabaseOptions,
): Promise<PostgresDatabase> {
  const database = new PostgresDatabase(connectionString, options);
  try {
    await migratePostgres(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** The server and database of a connection string, for the start-up log: never the user or password. */
export function describePostgresUrl(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    return `PostgreSQL ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}
