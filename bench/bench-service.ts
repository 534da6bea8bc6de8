// What the benches share: the real service started on a free loopback port, and a table printer.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverDir, serviceCommand } from './compiled-service.ts';

export interface RunningService {
  base: string;
  apiKey: string;
  stop(): Promise<void>;
}

/** Starts the service (compiled-service.ts) with its own data directory and one API key, and waits until /healthz answers. */
export async function startService(env: Record<string, string> = {}): Promise<RunningService> {
  const apiKey = 'bench-key-0123456789abcdef';
  const dataDir = await mkdtemp(path.join(tmpdir(), 'resume-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const command = await serviceCommand();
  const child = spawn(process.execPath, [...command.execArgv, command.entry], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RESUME_API_KEYS: apiKey,
      RATE_LIMIT_PER_MINUTE: '100000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = await readyOrStopped(base, child, dataDir);
  return { base, apiKey, stop };
}

/**
 * Waits until the service in `child` answers on `base`, and resolves with what stops it and removes
 * its `dataDir`; if it never does, stops it and throws.
 */
export async function readyOrStopped(
  base: string,
  child: ChildProcess,
  dataDir: string,
): Promise<() => Promise<void>> {
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
  return stop;
}

/** Polls /healthz until it answers; fails early if `child`, the service's process, has exited. */
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

/** A loopback port free right now (another process could take it before the service binds it). */
export function freePort(): Promise<number> {
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

export function printTable(table: readonly string[][]): void {
  const widths = table[0]!.map((_, column) => Math.max(...table.map((cells) => cells[column]!.length)));
  for (const cells of table) {
    process.stdout.write(`${cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')}\n`);
  }
}
