// `npm run cluster`: the scale-out topology on one machine, without containers: N instances of the
// service on PostgreSQL and Redis behind a round-robin proxy (the compose.yaml topology, for trials).
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startRoundRobinProxy } from '../cluster/round-robin-proxy.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Instances run as this command runs: compiled (dist/, `npm run cluster`) or from the sources via tsx. */
const mainModule = fileURLToPath(
  new URL(import.meta.url.endsWith('.ts') ? '../main.ts' : '../main.js', import.meta.url),
);

const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '2' },
    port: { type: 'string', default: process.env.PORT ?? '8080' },
    'first-instance-port': { type: 'string', default: '8081' },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  process.stdout.write(`npm run cluster -- [--instances 2] [--port 8080] [--first-instance-port 8081]

Starts the instances on DATABASE_URL (default postgres://postgres@127.0.0.1:5432/resume_cluster,
created if missing) and REDIS_URL (default redis://127.0.0.1:6379), and a proxy on --port.
Every other setting of the service is passed through from the environment (docs/deploy.md).
`);
  process.exit(0);
}

const instanceCount = Number(values.instances);
const proxyPort = Number(values.port);
const firstPort = Number(values['first-instance-port']);
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/resume_cluster';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Creates the database named in the URL when the server lacks it (local trials start from nothing). */
async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

function startInstance(index: number): ChildProcess {
  const port = firstPort + index;
  const child = spawn(process.execPath, [...process.execArgv, mainModule], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (!stopping) process.stderr.write(`instance ${index + 1} (port ${port}) exited: ${signal ?? code}\n`);
  });
  return child;
}

let stopping = false;

/** Resolves once the instance on `port` answers /healthz; rejects when it exits first or after 60 s. */
async function waitUntilListening(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`instance 1 (port ${port}) exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error(`instance 1 (port ${port}) did not answer within 60 s`);
}

async function main(): Promise<void> {
  if (!Number.isInteger(instanceCount) || instanceCount < 1) throw new Error('--instances must be 1 or more');
  await ensureDatabase(databaseUrl);
  // The first instance alone first: it migrates the database and, when it finds no API key, creates
  // and prints one. Started together, every instance would see an empty key store and print its own.
  const children = [startInstance(0)];
  await waitUntilListening(firstPort, children[0]!);
  for (let index = 1; index < instanceCount; index += 1) children.push(startInstance(index));
  const upstreams = children.map((_, index) => new URL(`http://127.0.0.1:${firstPort + index}`));
  const proxy = await startRoundRobinProxy({ port: proxyPort, host: '127.0.0.1', upstreams });
  process.stdout.write(
    `cluster: ${instanceCount} instances on ports ${firstPort}-${firstPort + instanceCount - 1}, proxy on ${proxy.url}\n`,
  );

  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await proxy.close();
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error) => {
  process.stderr.write(
    `The cluster could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
