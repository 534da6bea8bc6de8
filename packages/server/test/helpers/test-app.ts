// Builds the app for a test: in-memory SQLite stores, two API keys, any generator or config override.

import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { type App, buildApp } from '../../src/app.ts';
import { createApiKey } from '../../src/auth/api-keys.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import { createGenerator } from '../../src/generation/create-generator.ts';
import type { Generator } from '../../src/generation/generator.ts';
import { Lifecycle } from '../../src/http/lifecycle.ts';
import type { AccessLog } from '../../src/observability/logging.ts';
import { Metrics } from '../../src/observability/metrics.ts';
import { createUploadParser } from '../../src/reading/readers.ts';
import { openSqliteDatabase } from '../../src/store/sqlite-database.ts';
import { SQLiteKeyStore } from '../../src/store/sqlite-key-store.ts';
import { SQLiteTaskStore } from '../../src/store/sqlite-task-store.ts';

export interface TestApp extends App {
  app: FastifyInstance;
  key: string;
  otherKey: string;
  keyStore: SQLiteKeyStore;
  taskStore: SQLiteTaskStore;
  lifecycle: Lifecycle;
  /** The SQLite database behind both stores, to look at stored rows. */
  database: ReturnType<typeof openSqliteDatabase>;
  auth(key?: string): Record<string, string>;
  /** Listens on a real socket (port 0) and returns the base url. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    generator?: Generator;
    env?: Record<string, string>;
    now?: () => Date;
    /** A pino logger to read what the service logs; silent by default. */
    logger?: FastifyBaseLogger;
    /** Where access lines go, as main.ts sets it (observability/logging.ts); else through `logger`. */
    accessLog?: AccessLog;
    /** A SQLite file (WAL on disk, as `npm start` runs) instead of an in-memory database. */
    sqliteFile?: string;
  } = {},
): Promise<TestApp> {
  const config: Readonly<Config> = loadConfig({ DATA_DIR: '/nonexistent', ...options.env });
  const database = openSqliteDatabase(options.sqliteFile ?? ':memory:');
  const taskStore = new SQLiteTaskStore(database);
  const keyStore = new SQLiteKeyStore(database);
  const first = createApiKey('test', new Date());
  const second = createApiKey('other', new Date());
  await keyStore.insert(first.record, first.keyHash);
  await keyStore.insert(second.record, second.keyHash);
  const lifecycle = new Lifecycle();
  const uploadParser = createUploadParser();
  const metrics = new Metrics();
  const silent = { info: () => undefined, warn: () => undefined };
  const built = await buildApp({
    config,
    taskStore,
    keyStore,
    // The generator main.ts would pick for this configuration: built-in, or the LLM one (LLM_* in env).
    generator: options.generator ?? createGenerator(config, metrics, options.logger ?? silent),
    metrics,
    uploadParser,
    lifecycle,
    logger: options.logger ?? false,
    ...(options.now ? { now: options.now } : {}),
    ...(options.accessLog ? { accessLog: options.accessLog } : {}),
  });
  return {
    ...built,
    app: built.fastify,
    key: first.key,
    otherKey: second.key,
    keyStore,
    taskStore,
    lifecycle,
    database,
    auth: (key = first.key) => ({ authorization: `Bearer ${key}` }),
    async listen() {
      return built.fastify.listen({ port: 0, host: '127.0.0.1' });
    },
    async close() {
      await built.fastify.close();
      await uploadParser.close();
      database.close();
    },
  };
}

export const OUTLINE_PATH = '/api/v1/service/resume/outline';
export const CONTENT_PATH = '/api/v1/service/resume/content';
export const TASK_PATH = '/api/v1/service/resume/task';
export const PARSE_PATH = '/api/v1/service/resume/parse';
