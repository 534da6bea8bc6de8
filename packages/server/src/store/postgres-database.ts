// The PostgreSQL connection pool both stores share: failures the client cannot cause become 50301, never a crash.
import pg from 'pg';
import { StoreUnavailableError } from '../errors.ts';
import { migratePostgres } from './postgres-migrations.ts';

export interface PostgresDatabaseOptions {
  /** Connections the pool opens at most (DATABASE_POOL_SIZE). */
  poolSize: number;
  /** How long a query waits for a pooled connection, or for a new one to open (DATABASE_CONNECT_TIMEOUT_MS). */
  connectionTimeoutMs?: number;
  /** The server cancels a statement running longer (DATABASE_STATEMENT_TIMEOUT_MS); 0 leaves the server's setting. */
  statementTimeoutMs?: number;
  /** A query unanswered this long fails and its connection is destroyed (DATABASE_QUERY_TIMEOUT_MS). */
  queryTimeoutMs?: number;
}

/** The defaults of config.ts, for pools built without it (tests, tools): no pool is ever without limits. */
const DEFAULT_CONNECTION_TIMEOUT_MS = 5_000;
const DEFAULT_STATEMENT_TIMEOUT_MS = 5_000;
const DEFAULT_QUERY_TIMEOUT_MS = 6_000;

/**
 * Idle this long, a connection starts TCP keepalive probes, so a peer that vanished without a word is
 * noticed even by a connection no query is waiting on (the query time limit covers the others).
 */
const KEEPALIVE_IDLE_MS = 10_000;

/**
 * SQLSTATE classes and codes meaning the server cannot serve now, though nothing is wrong with the
 * request: connection exceptions (08), insufficient resources such as a full disk (53), shutdown or
 * recovery (57P01-57P03), system I/O errors (58), a read-only server (25006), a missing database or
 * refused login (3D000, 28), a statement cancelled by statement_timeout or an operator (57014), a
 * session ended for idling in a transaction or at all (25P03, 57P05).
 */
const UNAVAILABLE_SQLSTATE_PREFIXES = [
  '08',
  '53',
  '57P01',
  '57P02',
  '57P03',
  '57P05',
  '57014',
  '58',
  '25006',
  '25P03',
  '3D000',
  '28',
];

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

/**
 * node-postgres reports a lost or missing connection with these messages and no code; 'Query read
 * timeout' is its query_timeout, 'Connection terminated due to connection timeout' its connect limit.
 */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'Query read timeout',
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
 * so the service recovers when the database comes back, with nothing to restart. Every query has a
 * time limit: a server that stops answering (a frozen network keeps the TCP connection open) costs a
 * request at most the query timeout, and the connection that hung is destroyed, never pooled again.
 */
export class PostgresDatabase {
  private readonly pool: pg.Pool;
  /** How to open a connection, without the time limits of queries (see withUnlimitedClient). */
  private readonly connection: pg.ClientConfig;
  private closing: Promise<void> | undefined;

  constructor(connectionString: string, options: PostgresDatabaseOptions) {
    this.connection = {
      connectionString,
      connectionTimeoutMillis: options.connectionTimeoutMs ?? DEFAULT_CONNECTION_TIMEOUT_MS,
      keepAlive: true,
      keepAliveInitialDelayMillis: KEEPALIVE_IDLE_MS,
      application_name: 'resume-service',
    };
    const statementTimeoutMs = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
    this.pool = new pg.Pool({
      ...this.connection,
      max: options.poolSize,
      idleTimeoutMillis: 30_000,
      // Sent as start-up parameters (0 sends nothing): no extra round trip per connection. The service
      // never waits inside a transaction for anything but the database, so a transaction idle as long
      // as a statement may run belongs to a client that froze or died: the server ends it, and frees
      // its row locks for the other instances.
      statement_timeout: statementTimeoutMs,
      idle_in_transaction_session_timeout: statementTimeoutMs,
      query_timeout: options.queryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS,
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
        // A connection that failed this way is destroyed by withClient, and the server rolls back
        // with it; a ROLLBACK sent on a hung one would wait another query timeout for nothing.
        if (!isUnavailablePostgresError(error)) await client.query('ROLLBACK').catch(() => undefined);
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

  /**
   * `work` on a connection of its own, outside the pool and without the statement and query time
   * limits: for migrations, which may wait minutes for another instance's migration lock, or build an
   * index on a large table. Connecting is still bounded, and keepalive notices a peer that vanished.
   */
  async withUnlimitedClient<T>(work: (client: Queryable) => Promise<T>): Promise<T> {
    this.assertOpen();
    const client = new pg.Client(this.connection);
    // A connection lost between queries must not be an unhandled 'error' event; the query in flight rejects.
    client.on('error', () => undefined);
    try {
      await client.connect();
    } catch (error) {
      // node-postgres has closed the socket of a connection that failed to open.
      throw toStoreError(error);
    }
    try {
      return await work(client);
    } catch (error) {
      throw toStoreError(error);
    } finally {
      await client.end().catch(() => undefined);
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
