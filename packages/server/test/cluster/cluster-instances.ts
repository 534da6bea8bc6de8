// Several app instances on one store (a SQLite file, or a PostgreSQL schema), each with its own connection, on real sockets.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { EventSourceMessage } from 'eventsource-parser';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { Generator } from '../../src/generation/generator.ts';
import { createUploadParser } from '../../src/reading/readers.ts';
import type { KeyStore } from '../../src/store/key-store.ts';
import { openPostgresDatabase } from '../../src/store/postgres-database.ts';
import { PostgresKeyStore } from '../../src/store/postgres-key-store.ts';
import { PostgresTaskStore } from '../../src/store/postgres-task-store.ts';
import { openSqliteDatabase } from '../../src/store/sqlite-database.ts';
import { SQLiteKeyStore } from '../../src/store/sqlite-key-store.ts';
import { SQLiteTaskStore } from '../../src/store/sqlite-task-store.ts';
import type { TaskStore } from '../../src/store/task-store.ts';
import { readSSE } from '../helpers/sse.ts';
import { createTestSchema } from '../store/postgres-test-schema.ts';

export const CLUSTER_KEY = 'rsk_clustertestkey000000000000000000';
export const TASK_PATH = '/api/v1/service/resume/task';
export const CONTENT_PATH = '/api/v1/service/resume/content';

/** One instance's connection to the shared store: what a separate process would open. */
interface Connection {
  taskStore: TaskStore;
  keyStore: KeyStore;
  /** Cuts this instance off its store, as a crash or a network partition would. */
  close(): Promise<void>;
}

/** Where the instances keep their data; `connect` opens one more independent connection to it. */
export interface SharedStore {
  name: string;
  connect(): Promise<Connection>;
  destroy(): Promise<void>;
}

export async function sqliteFileStore(): Promise<SharedStore> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'cluster-'));
  const file = path.join(directory, 'shared.sqlite');
  return {
    name: 'a SQLite file',
    async connect() {
      const database = openSqliteDatabase(file);
      return {
        taskStore: new SQLiteTaskStore(database),
        keyStore: new SQLiteKeyStore(database),
        async close() {
          if (database.open) database.close();
        },
      };
    },
    destroy: () => rm(directory, { recursive: true, force: true }),
  };
}

export async function postgresSchemaStore(): Promise<SharedStore> {
  const schema = await createTestSchema();
  return {
    name: 'PostgreSQL',
    async connect() {
      const database = await openPostgresDatabase(schema.url, { poolSize: 4 });
      return {
        taskStore: new PostgresTaskStore(database),
        keyStore: new PostgresKeyStore(database),
        close: () => database.close(),
      };
    },
    destroy: () => schema.drop(),
  };
}

export interface Instance {
  base: string;
  /** The instance dies: its store connection is cut first, then its server closes. */
  kill(): Promise<void>;
  close(): Promise<void>;
}

export async function startInstance(
  store: SharedStore,
  generator: Generator,
  env: Record<string, string> = {},
): Promise<Instance> {
  const connection = await store.connect();
  const config = loadConfig({ DATA_DIR: '/nonexistent', RESUME_API_KEYS: CLUSTER_KEY, ...env });
  const uploadParser = createUploadParser();
  const { fastify } = await buildApp({
    config,
    taskStore: connection.taskStore,
    keyStore: connection.keyStore,
    generator,
    uploadParser,
    logger: false,
  });
  const base = await fastify.listen({ port: 0, host: '127.0.0.1' });
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await connection.close();
    // A dead instance drops its connections; its clients see their streams end.
    fastify.server.closeAllConnections();
    await fastify.close();
    await uploadParser.close();
  };
  return { base, kill: close, close };
}

export function headers(extra: Record<string, string> = {}): Record<string, string> {
  return { 'content-type': 'application/json', authorization: `Bearer ${CLUSTER_KEY}`, ...extra };
}

export async function createTask(instance: Instance): Promise<string> {
  const response = await fetch(`${instance.base}${TASK_PATH}`, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify({ outline: '# Job\n\n## Overview\n- [Summary]\n' }),
  });
  const body = (await response.json()) as { data: { uid: string } };
  return body.data.uid;
}

export async function getTask(
  instance: Instance,
  uid: string,
): Promise<{ code: number; data: { status: string; sections: unknown[] | null } }> {
  const response = await fetch(`${instance.base}${TASK_PATH}/${uid}`, { headers: headers() });
  return (await response.json()) as { code: number; data: { status: string; sections: unknown[] | null } };
}

export interface StreamResult {
  status: number;
  events: EventSourceMessage[];
  /** The connection broke before the stream ended (the instance died). */
  cut: boolean;
}

/** Streams a task's content; `onEvent` sees each event as it arrives. */
export async function streamContent(
  instance: Instance,
  uid: string,
  options: { lastEventId?: string; onEvent?: (event: EventSourceMessage) => void } = {},
): Promise<StreamResult> {
  const response = await fetch(`${instance.base}${CONTENT_PATH}`, {
    method: 'POST',
    headers: headers(options.lastEventId === undefined ? {} : { 'last-event-id': options.lastEventId }),
    body: JSON.stringify({ uid }),
  });
  const events: EventSourceMessage[] = [];
  let cut = false;
  try {
    await readSSE(response.body!, (event) => {
      events.push(event);
      options.onEvent?.(event);
    });
  } catch {
    cut = true;
  }
  return { status: response.status, events, cut };
}

/** The section titles of a stream's section events (the final `done` event and errors excluded). */
export function titlesOf(result: StreamResult): string[] {
  return result.events
    .filter((event) => event.event === undefined && event.id !== undefined)
    .map((event) => (JSON.parse(event.data) as { section: { title: string } }).section.title);
}
