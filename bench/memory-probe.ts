// Preloaded into the service's process by the benches (`node --expose-gc --import`): answers "memory" on
// the IPC channel with its resident and heap memory after full garbage collections, and "heap-snapshot"
// with the path of a V8 heap snapshot it wrote (to see where the memory goes). No effect otherwise.
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeHeapSnapshot } from 'node:v8';

export interface ProcessMemory {
  /** VmRSS of /proc/self/status, in bytes. */
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
}

/** Garbage is collected first (twice: the first pass may only queue finalizers), so it is not counted as use. */
function measureMemory(): ProcessMemory {
  const collect = (globalThis as { gc?: () => void }).gc;
  collect?.();
  collect?.();
  const status = readFileSync('/proc/self/status', 'utf8');
  const rssKb = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1] ?? Number.NaN);
  const { heapUsed, heapTotal, external } = process.memoryUsage();
  return { rss: rssKb * 1024, heapUsed, heapTotal, external };
}

if (process.send) {
  process.on('message', (message) => {
    if (message === 'memory') process.send?.({ memory: measureMemory() });
    if (message === 'heap-snapshot') {
      const file = path.join(tmpdir(), `resume-service-${process.pid}-${Date.now()}.heapsnapshot`);
      process.send?.({ heapSnapshot: writeHeapSnapshot(file) });
    }
  });
  // The channel must not keep the service alive once it wants to exit.
  process.channel?.unref();
}
