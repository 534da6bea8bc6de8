// Starts the service (`src/main.ts`, as operators run it: access logs at info, written asynchronously,
// here into /dev/null) in a child process with its own SQLite data directory, so it never shares an
// event loop with the load generator; bench/memory-probe.ts is preloaded to report its memory.
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ProcessMemory } from './memory-probe.ts';

export interface ServiceProcess {
  base: string;
  apiKey: string;
  pid: number;
  /** Resident and heap memory of the service after a full garbage collection. */
  memory(): Promise<ProcessMemory>;
  /** Writes a V8 heap snapshot of the service into the temporary directory; resolves with its path. */
  heapSnapshot(): Promise<string>;
  stop(): Promise<void>;
}

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(benchDir, '../packages/server');
export const BENCH_API_KEY = 'bench-key-0123456789abcdef';

export async function startServiceProcess(env: Record<string, string> = {}): Promise<ServiceProcess> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'resume-bench-'));
  const port = await freePort();
  const child = fork(path.join(serverDir, 'src/main.ts'), [], {
    cwd: serverDir,
    execArgv: ['--import', 'tsx', '--expose-gc', '--import', path.join(benchDir, 'memory-probe.ts')],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      RESUME_API_KEYS: BENCH_API_KEY,
      RATE_LIMIT_PER_MINUTE: '100000000',
      ...env,
    },
    // stdout (the access log) goes to /dev/null; start-up failures still reach stderr.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(child);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(base, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    base,
    apiKey: BENCH_API_KEY,
    pid: child.pid!,
    memory: () => ask<ProcessMemory>(child, 'memory'),
    heapSnapshot: () => ask<string>(child, 'heap-snapshot', 'heapSnapshot'),
    stop,
  };
}

/** Sends `question` to bench/memory-probe.ts in the service and resolves with the `key` of its answer. */
function ask<T>(child: ChildProcess, question: string, key = question): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error(`the service did not answer "${question}"`)), 120_000);
    const onMessage = (message: unknown) => {
      if (typeof message === 'object' && message !== null && key in message) {
        finish(undefined, (message as Record<string, T>)[key]);
      }
    };
    const finish = (error?: Error, value?: T) => {
      clearTimeout(timer);
      child.off('message', onMessage);
      if (error) reject(error);
      else resolve(value!);
    };
    child.on('message', onMessage);
    child.send(question);
  });
}

async function waitUntilReady(base: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the service exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the service did not start within 30 s');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** SIGTERM, and SIGKILL if the process has not exited within `graceMs` (a drain of many open streams). */
export function stopChild(child: ChildProcess, graceMs = 15_000): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
