// Event-loop delay while 20 PDFs are exported: rendered on the main thread (the renderer called directly,
// as the route did before) against the export route, which renders in a worker thread.
//
//   npm run bench -- export-pdf
//
// One process: the app built in memory (SQLite, built-in generator) with one done Chinese task and one
// English one. For each language and side, CLIENTS clients export EXPORTS_PER_CLIENT PDFs each, one after
// another, while perf_hooks.monitorEventLoopDelay samples this process's event loop. "main thread" calls
// renderPdf and reads its stream; "worker (route)" sends GET .../export?format=pdf through app.inject.
// Also measured: the time of one render alone, on the main thread with the font files (as before) and in
// the worker with the fonts it keeps parsed (the pool called directly, the message round trip included).
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FinishedResume } from '../packages/server/src/export/finished-resume.ts';
import { renderPdf } from '../packages/server/src/export/pdf.ts';
import { PdfWorkerPool } from '../packages/server/src/export/pdf-worker-pool.ts';
import {
  createDoneTask,
  EN_OUTLINE,
  exportUrl,
  ZH_OUTLINE,
} from '../packages/server/test/export/export-fixtures.ts';
import { createTestApp, type TestApp } from '../packages/server/test/helpers/test-app.ts';
import { printRows, type ResultRow, recordResults } from './results-file.ts';

const CLIENTS = 4;
const EXPORTS_PER_CLIENT = 5;
const SINGLE_RENDERS = 15;
/** The monitor's sampling interval: fine enough that a 10 ms stall shows. */
const RESOLUTION_MS = 1;

interface Delay {
  p50: number;
  p99: number;
  max: number;
  wallMs: number;
}

/** Runs CLIENTS loops of EXPORTS_PER_CLIENT `exportOne` calls while the event-loop delay is sampled. */
async function measureDelay(exportOne: () => Promise<void>): Promise<Delay> {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  const started = performance.now();
  histogram.enable();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      for (let index = 0; index < EXPORTS_PER_CLIENT; index += 1) {
        await exportOne();
        // A real client's next request arrives through the event loop. Without this, a render and
        // the reading of its stream run in microtasks alone, the loop's timers never run, and the
        // monitor records nothing at all while the main thread is blocked.
        await new Promise((resolve) => setImmediate(resolve));
      }
    }),
  );
  histogram.disable();
  const wallMs = performance.now() - started;
  const milliseconds = (nanoseconds: number) => nanoseconds / 1e6;
  return {
    p50: milliseconds(histogram.percentile(50)),
    p99: milliseconds(histogram.percentile(99)),
    max: milliseconds(histogram.max),
    wallMs,
  };
}

async function renderOnMainThread(resume: FinishedResume): Promise<void> {
  let length = 0;
  for await (const chunk of renderPdf(resume)) length += (chunk as Uint8Array).byteLength;
  if (length === 0) throw new Error('an empty PDF');
}

async function exportThroughRoute(t: TestApp, uid: string): Promise<void> {
  const response = await t.app.inject({ method: 'GET', url: exportUrl(uid, 'pdf'), headers: t.auth() });
  if (response.statusCode !== 200)
    throw new Error(`export answered ${response.statusCode}: ${response.body}`);
}

async function medianMs(times: number, run: () => Promise<unknown>): Promise<number> {
  const durations: number[] = [];
  for (let index = 0; index < times; index += 1) {
    const started = performance.now();
    await run();
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  return durations[Math.floor(durations.length / 2)]!;
}

const loadAtStart = loadavg()[0]!;
// Four clients of one key: room for all of them to wait (a key renders one PDF at a time).
const t = await createTestApp({ env: { EXPORT_QUEUE_PER_KEY: String(CLIENTS) } });
const pool = new PdfWorkerPool({ size: 1, maxQueued: 1, timeoutMs: 60_000 });
try {
  const rows: ResultRow[] = [];
  for (const [language, outline, locale, job] of [
    ['zh', ZH_OUTLINE, 'zh-CN', '数据分析师'],
    ['en', EN_OUTLINE, 'en-US', 'Backend Engineer'],
  ] as const) {
    const { uid, sections } = await createDoneTask(t, outline);
    // What the route reads from the stored task, given to the renderer directly.
    const resume: FinishedResume = { sections, locale, job, updatedAt: new Date() };

    // Warm-up: fonts read, JIT, and the route's worker started with its fonts parsed.
    await renderOnMainThread(resume);
    await exportThroughRoute(t, uid);
    await pool.render(resume);

    const mainThread = await measureDelay(() => renderOnMainThread(resume));
    const route = await measureDelay(() => exportThroughRoute(t, uid));
    const singleMain = await medianMs(SINGLE_RENDERS, () => renderOnMainThread(resume));
    const singleWorker = await medianMs(SINGLE_RENDERS, () => pool.render(resume));
    const row = (side: string, delay: Delay, renderMs: number): ResultRow => ({
      language,
      side,
      'loop delay p50 ms': delay.p50,
      'loop delay p99 ms': delay.p99,
      'loop delay max ms': delay.max,
      'wall ms (20 PDFs)': Math.round(delay.wallMs),
      'one render ms (median)': renderMs,
    });
    rows.push(row('main thread (before)', mainThread, singleMain));
    rows.push(row('worker via route (after)', route, singleWorker));
    rows.push({
      language,
      side: 'ratio after / before',
      'loop delay p99 ms': route.p99 / mainThread.p99,
      'one render ms (median)': singleWorker / singleMain,
    });
  }
  printRows(rows);
  await recordResults('export-pdf', {
    setup:
      `${CLIENTS} clients × ${EXPORTS_PER_CLIENT} PDF exports each, one process, monitorEventLoopDelay at ${RESOLUTION_MS} ms; ` +
      'before: renderPdf called on the main thread (fonts as files, parsed per document); ' +
      'after: GET .../export?format=pdf through app.inject, rendered by the pool (EXPORT_WORKERS=1) with fonts kept parsed; ' +
      `one render: median of ${SINGLE_RENDERS} sequential renders of the same resume (worker: pool round trip included)`,
    rows,
    notes: [
      `1-minute load average at start: ${loadAtStart.toFixed(2)} (other work on the machine slows renders; the ratios are steadier)`,
    ],
  });
} finally {
  await pool.close();
  await t.close();
}
