// `npm run keys -- create [name] | list | revoke <id-or-prefix>`: manage API keys in the configured store.
import { createApiKey } from '../auth/api-keys.ts';
import { loadConfig } from '../config.ts';
import { openStores } from '../store/open-stores.ts';

const USAGE = 'Usage: npm run keys -- create [name] | list | revoke <id-or-prefix>';

async function run(argv: string[]): Promise<number> {
  const [command, argument] = argv;
  const stores = await openStores(loadConfig());
  try {
    switch (command) {
      case 'create': {
        const { key, record, keyHash } = createApiKey(argument ?? 'unnamed', new Date());
        await stores.keyStore.insert(record, keyHash);
        process.stdout.write(`Created key "${record.name}" (id ${record.id}). Shown only now:\n${key}\n`);
        return 0;
      }
      case 'list': {
        const keys = await stores.keyStore.list();
        if (keys.length === 0) process.stdout.write('No keys.\n');
        for (const key of keys) {
          const state = key.revokedAt ? `revoked ${key.revokedAt.toISOString()}` : 'active';
          process.stdout.write(
            `${key.id}  ${key.prefix}…  ${key.name}  created ${key.createdAt.toISOString()}  ${state}\n`,
          );
        }
        return 0;
      }
      case 'revoke': {
        if (!argument) {
          process.stderr.write(`${USAGE}\n`);
          return 2;
        }
        const revoked = await stores.keyStore.revoke(argument, new Date());
        process.stdout.write(revoked ? `Revoked ${argument}.\n` : `No active key matches ${argument}.\n`);
        return revoked ? 0 : 1;
      }
      default:
        process.stderr.write(`${USAGE}\n`);
        return 2;
    }
  } finally {
    await stores.close();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
