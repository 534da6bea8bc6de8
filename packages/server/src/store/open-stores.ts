// Picks the store implementations from the configuration (embedded SQLite unless DATABASE_URL is set).
import path from 'node:path';
import type { Config } from '../config.ts';
import type { KeyStore } from './key-store.ts';
import { describePostgresUrl, openPostgresDatabase } from './postgres-database.ts';
import { PostgresKeyStore } from './postgres-key-store.ts';
import { PostgresTaskStore } from './postgres-task-store.ts';
import { openSqliteDatabase } from './sqlite-database.ts';
import { SQLiteKeyStore } from './sqlite-key-store.ts';
import { SQLiteTaskStore } from './sqlite-task-store.ts';
import type { TaskStore } from './task-store.ts';

export interface Stores {
  taskStore: TaskStore;
  keyStore: KeyStore;
  /** Where the data lives, for the start-up log (no credentials). */
  description: string;
  close(): Promise<void>;
}

export async function openStores(config: Readonly<Config>): Promise<Stores> {
  if (config.databaseUrl) {
    // Migrates on open: several instances starting at once take turns under an advisory lock.
    const database = await openPostgresDatabase(config.databaseUrl, {
      poolSize: config.databasePoolSize,
      connectionTimeoutMs: config.databaseConnectTimeoutMs,
      statementTimeoutMs: config.databaseStatementTimeoutMs,
      queryTimeoutMs: config.databaseQueryTimeoutMs,
    });
    return {
      taskStore: new PostgresTaskStore(database),
      keyStore: new PostgresKeyStore(database),
      description: describePostgresUrl(config.databaseUrl),
      close: () => database.close(),
    };
  }
  const file = path.join(config.dataDir, 'resume-service.sqlite');
  const database = openSqliteDatabase(file);
  const taskStore = new SQLiteTaskStore(database);
  const keyStore = new SQLiteKeyStore(database);
  return {
    taskStore,
    keyStore,
    description: `SQLite ${file}`,
    async close() {
      await taskStore.close();
      await keyStore.close();
      database.close();
    },
  };
}
