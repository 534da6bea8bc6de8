// The service built in this process on an in-memory store with the built-in generator and real readers, listening
// on a loopback port with one API key: what the sample-set scripts (eval-parse, export-pages) talk to.
import { buildApp } from '../packages/server/src/app.ts';
import { createApiKey } from '../packages/server/src/auth/api-keys.ts';
import { loadConfig } from '../packages/server/src/config.ts';
import { BuiltinGenerator } from '../packages/server/src/generation/builtin-generator.ts';
import { createUploadParser } from '../packages/server/src/reading/readers.ts';
import { openSqliteDatabase } from '../packages/server/src/store/sqlite-database.ts';
import { SQLiteKeyStore } from '../packages/server/src/store/sqlite-key-store.ts';
import { SQLiteTaskStore } from '../packages/server/src/store/sqlite-task-store.ts';

export interface InProcessApp {
  baseUrl: string;
  /** The Bearer key the app accepts. */
  key: string;
  close(): Promise<void>;
}

/** `env`: configuration beside the defaults, e.g. a rate limit a bench's request count needs. */
export async function startInProcessApp(
  keyName: string,
  env: Record<string, string> = {},
): Promise<InProcessApp> {
  const database = openSqliteDatabase(':memory:');
  const keyStore = new SQLiteKeyStore(database);
  const created = createApiKey(keyName, new Date());
  await keyStore.insert(created.record, created.keyHash);
  const { fastify } = await buildApp({
    config: loadConfig({ DATA_DIR: '/nonexistent', ...env }),
    taskStore: new SQLiteTaskStore(database),
    keyStore,
    generator: new BuiltinGenerator(),
    uploadParser: createUploadParser(),
    logger: false,
  });
  const baseUrl = await fastify.listen({ port: 0, host: '127.0.0.1' });
  return {
    baseUrl,
    key: created.key,
    close: async () => {
      await fastify.close();
      database.close();
    },
  };
}
