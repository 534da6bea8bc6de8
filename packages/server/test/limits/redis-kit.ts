// Test kit for the Redis limits: the machine's Redis (skipped loudly off CI when absent), a key
// prefix per run, service instances that share one store and one Redis, and a TCP proxy to cut.
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import { type App, buildApp } from '../../src/app.ts';
import { createApiKey } from '../../src/auth/api-keys.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import { BuiltinGenerator } from '../../src/generation/builtin-generator.ts';
import type { Generator } from '../../src/generation/generator.ts';
import { Lifecycle } from '../../src/http/lifecycle.ts';
import { createLimiters, type Limiters } from '../../src/limits/create-limiters.ts';
import { Metrics } from '../../src/observability/metrics.ts';
import { createUploadParser } from '../../src/reading/readers.ts';
import { openSqliteDatabase } from '../../src/store/sqlite-database.ts';
import { SQLiteKeyStore } from '../../src/store/sqlite-key-store.ts';
import { SQLiteTaskStore } from '../../src/store/sqlite-task-store.ts';

export const REDIS_HOST = '127.0.0.1';
export const REDIS_PORT = 6379;
export const REDIS_URL = `redis://${REDIS_HOST}:${REDIS_PORT}`;

/** Whether the machine's Redis answers; on CI its absence is a failure, never a skip. */
export async function redisSkipReason(): Promise<string | false> {
  const client = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
    return false;
  } catch (error) {
    if (process.env.CI === 'true') {
      throw new Error(`CI needs Redis at ${REDIS_URL} for test/limits: ${(error as Error).message}`);
    }
    const reason = `Redis is not reachable at ${REDIS_URL}: the Redis limit tests are SKIPPED`;
    process.stderr.write(`\n!!! ${reason} !!!\n\n`);
    return reason;
  } finally {
    client.disconnect();
  }
}

/** A key prefix of its own for one test run, so runs neither collide nor leave keys behind. */
export function uniquePrefix(): string {
  return `test:${randomBytes(6).toString('hex')}:`;
}

/** A plain client to look at what the limiters stored, and to delete a run's keys. */
export function inspector(prefix: string): Redis & { cleanUp(): Promise<void> } {
  const client = new Redis(REDIS_URL, { keyPrefix: prefix, maxRetriesPerRequest: 1 });
  return Object.assign(client, {
    async cleanUp() {
      // SCAN ignores keyPrefix, so the match carries it and DEL gets the keys without it.
      let cursor = '0';
      do {
        const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
        cursor = next;
        if (keys.length > 0) await client.del(...keys.map((key) => key.slice(prefix.length)));
      } while (cursor !== '0');
      await client.quit();
    },
  });
}

export interface LogLine {
  level: 'warn' | 'info';
  message: string;
  fields: object;
}

export function captureLogs(): { logger: LogSink; lines: LogLine[] } {
  const lines: LogLine[] = [];
  return {
    lines,
    logger: {
      warn: (fields, message) => lines.push({ level: 'warn', message, fields }),
      info: (fields, message) => lines.push({ level: 'info', message, fields }),
    },
  };
}

interface LogSink {
  warn(fields: object, message: string): void;
  info(fields: object, message: string): void;
}

/** What several instances share: one database (one store) and the same API key. */
export interface SharedStore {
  taskStore: SQLiteTaskStore;
  keyStore: SQLiteKeyStore;
  key: string;
  otherKey: string;
  /** The owner ids of the two keys (what the limiters count by). */
  owner: string;
  otherOwner: string;
  close(): void;
}

export async function openSharedStore(): Promise<SharedStore> {
  const database = openSqliteDatabase(':memory:');
  const keyStore = new SQLiteKeyStore(database);
  const first = createApiKey('test', new Date());
  const second = createApiKey('other', new Date());
  await keyStore.insert(first.record, first.keyHash);
  await keyStore.insert(second.record, second.keyHash);
  return {
    taskStore: new SQLiteTaskStore(database),
    keyStore,
    key: first.key,
    otherKey: second.key,
    owner: first.record.id,
    otherOwner: second.record.id,
    close: () => database.close(),
  };
}

export interface Instance extends App {
  base: string;
  config: Readonly<Config>;
  limiters: Limiters;
  metrics: Metrics;
  close(): Promise<void>;
}

/** One service instance on its own port, with the limiters main.ts would pick for `env`. */
export async function startInstance(
  store: SharedStore,
  env: Record<string, string>,
  options: { generator?: Generator; logger?: LogSink; leaseMs?: number } = {},
): Promise<Instance> {
  const config = loadConfig({ DATA_DIR: '/nonexistent', ...env });
  const metrics = new Metrics();
  const limiters = await createLimiters(config, {
    logger: options.logger ?? { warn: () => {}, info: () => {} },
    registry: metrics.registry,
    connectWaitMs: 2000,
    ...(options.leaseMs === undefined ? {} : { leaseMs: options.leaseMs }),
  });
  const uploadParser = createUploadParser();
  let built: App;
  let base: string;
  try {
    built = await buildApp({
      config,
      taskStore: store.taskStore,
      keyStore: store.keyStore,
      generator: options.generator ?? new BuiltinGenerator(),
      uploadParser,
      rateLimiter: limiters.rateLimiter,
      streamLimiter: limiters.streamLimiter,
      authFailureLimiter: limiters.authFailureLimiter,
      readinessChecks: limiters.readinessChecks,
      metrics,
      lifecycle: new Lifecycle(),
      logger: false,
    });
    base = await built.fastify.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    // A half-built instance must not leave a Redis connection holding the test process open.
    await uploadParser.close();
    await limiters.close();
    throw error;
  }
  return {
    ...built,
    base,
    config,
    limiters,
    metrics,
    async close() {
      const closing = built.fastify.close();
      // Graceful draining is tested elsewhere; here a socket the client left half open must not
      // hold the test for the keep-alive timeout.
      built.fastify.server.closeAllConnections();
      await closing;
      await uploadParser.close();
      await limiters.close();
    },
  };
}

/** A TCP proxy to Redis that a test can cut (Redis "goes down") and restore on the same port. */
export class RedisProxy {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(REDIS_PORT, REDIS_HOST);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
      if (this.stalled) {
        client.pause();
        upstream.pause();
      }
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  private stalled = false;

  /** Holds every byte both ways without closing anything, as a Redis that hangs would. */
  stall(): void {
    this.stalled = true;
    for (const socket of this.sockets) socket.pause();
  }

  /** Lets the held bytes through: the late replies arrive, in order. */
  resume(): void {
    this.stalled = false;
    for (const socket of this.sockets) socket.resume();
  }

  /** Refuses new connections and drops the open ones, as a Redis that died would. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** Polls `condition` until it holds, failing after `timeoutMs` with `what` in the message. */
export async function waitFor(condition: () => Promise<boolean> | boolean, what: string, timeoutMs = 8000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
