// `npm run migrate`: brings the configured store's schema (PostgreSQL with DATABASE_URL, else SQLite) up to date.
import { loadConfig } from '../config.ts';
import { openStores } from '../store/open-stores.ts';
import { postgresMigrations } from '../store/postgres-migrations.ts';
import { sqliteMigrations } from '../store/sqlite-migrations.ts';

/**
 * Opening a store migrates it (under an advisory lock on PostgreSQL, a write lock on SQLite), so this
 * runs the same code every instance runs at start-up, for operators who migrate before a deploy.
 */
async function run(): Promise<number> {
  const config = loadConfig();
  const stores = await openStores(config);
  try {
    const latest = (config.databaseUrl ? postgresMigrations : sqliteMigrations).at(-1)?.version ?? 0;
    process.stdout.write(`${stores.description}: schema at version ${latest}.\n`);
    return 0;
  } finally {
    await stores.close();
  }
}

run().then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`Migration failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
