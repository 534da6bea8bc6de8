// Starts the service (as operators run it, compiled: compiled-service.ts; access logs at info, written asynchronously,
// here into /dev/null) in a child process with its own SQLite data directory, so it never shares an
// event loop with the load generator; bench/memory-probe.ts is preloaded to report its memory.
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, readyOrStopped, stopChild } from './bench-service.ts';
import { serverDir, serviceCommand } from './compiled-service.ts';
import type { ProcessMemory } from './memory-probe.ts';

// raw-baseline.ts stops its own child this way.
export { stopChild };

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

export const BENCH_API_KEY = 'bench-key-0123456789abcdef';

export async function startServiceProcess(env: Record<string, string> = {}): Promise<ServiceProcess> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'resume-bench-'));
  const port = await freePort();
  const command = await serviceCommand({ withMemoryProbe: true });
  const child = fork(path.join(serverDir, command.entry), [], {
    cwd: serverDir,
    execArgv: command.execArgv,
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
  const stop = await readyOrStopped(base, child, dataDir);
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
