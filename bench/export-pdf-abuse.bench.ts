// PDF exports under abuse: long unbroken words, one key flooding the export queue, and the memory of the largest Chinese task.
//
//   npm run bench -- export-pdf-abuse
//
// One process, the app built in memory with its default settings (SQLite, built-in generator, two API keys):
//  1. memory: the process's resident memory (main thread and PDF workers together) before, at the peak of
//     and after the export of a 65,536-character Chinese outline whose text walks the CJK block (thousands
//     of distinct characters: the font's worst case), with the time that render took;
//  2. words: the time one worker takes to render a resume holding one unbroken 20,000- and 40,000-character
//     word (the pool called directly, with a limit far above the route's);
//  3. flood: through HTTP, one key keeps ATTACKERS exports of a task holding three 20,000-character words
//     in flight for ATTACK_MS while the other key asks for its one-page PDF once a second; the other key's
//     statuses and latencies are reported.
import { availableParallelism, loadavg } from 'node:os';
import { LIMITS } from '@resume/contract';
import type { FinishedResume } from '../packages/server/src/export/finished-resume.ts';
import { PdfWorkerPool } from '../packages/server/src/export/pdf-worker-pool.ts';
import { createDoneTask, exportUrl, ZH_OUTLINE } from '../packages/server/test/export/export-fixtures.ts';
import { createTestApp } from '../packages/server/test/helpers/test-app.ts';
import { printRows, type ResultRow, recordResults } from './results-file.ts';

const ATTACKERS = 6;
/** Each attacker starts an export at most this often: together they stay inside the key's rate limit (120 a minute). */
const ATTACKER_INTERVAL_MS = 3000;
const ATTACK_MS = 30_000;
const VICTIM_INTERVAL_MS = 1000;
/** The victim gives up on an answer after this long (counted as "no answer"). */
const VICTIM_PATIENCE_MS = 60_000;
const MiB = 1024 * 1024;

/** A Chinese outline of exactly the outline limit, its bullets walking the CJK block so few characters repeat. */
function largestChineseOutline(): string {
  let outline = '# 数据分析师\n\n## 工作经历\n1. 上海云帆科技有限公司 | 高级数据分析师 | 2021.07 - 至今\n';
  let codePoint = 0x4e00;
  while (outline.length < LIMITS.outlineLength) {
    let bullet = '   - ';
    for (let index = 0; index < 120; index += 1) {
      bullet += String.fromCodePoint(codePoint);
      codePoint = codePoint >= 0x9fa5 ? 0x4e00 : codePoint + 1;
    }
    outline += `${bullet}。\n`;
  }
  return outline.slice(0, LIMITS.outlineLength);
}

function wordResume(length: number): FinishedResume {
  return {
    locale: 'en-US',
    job: 'Engineer',
    updatedAt: new Date(),
    sections: [{ id: 'skills', type: 'list', title: 'Skills', content: { items: ['x'.repeat(length)] } }],
  };
}

const residentMiB = () => Math.round(process.memoryUsage.rss() / MiB);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const loadAtStart = loadavg()[0]!;
const rows: ResultRow[] = [];
const t = await createTestApp();
try {
  const baseUrl = await t.listen();
  const victimTask = await createDoneTask(t, ZH_OUTLINE, t.otherKey);
  const exportOnce = async (uid: string, key: string, patienceMs = VICTIM_PATIENCE_MS) => {
    const started = performance.now();
    try {
      const response = await fetch(`${baseUrl}${exportUrl(uid, 'pdf')}`, {
        headers: t.auth(key),
        signal: AbortSignal.timeout(patienceMs),
      });
      const body = Buffer.from(await response.arrayBuffer());
      const code = response.status === 200 ? 0 : (JSON.parse(body.toString('utf8')) as { code: number }).code;
      return { status: response.status, code, ms: performance.now() - started };
    } catch {
      return { status: 0, code: 0, ms: performance.now() - started };
    }
  };

  // 1. memory. The workers are started (and warm) first, with a one-page export.
  const large = await createDoneTask(t, largestChineseOutline());
  await exportOnce(victimTask.uid, t.otherKey);
  await sleep(1000);
  const before = residentMiB();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMiB());
  }, 10);
  const largeExport = await exportOnce(large.uid, t.key, 120_000);
  clearInterval(sampler);
  await sleep(1000);
  const after1s = residentMiB();
  await sleep(9000);
  const after10s = residentMiB();
  rows.push({
    phase: 'memory: 65,536-char Chinese export',
    status: largeExport.status,
    'render ms': Math.round(largeExport.ms),
    'rss before MiB': before,
    'rss peak MiB': peak,
    'rss after 1 s MiB': after1s,
    'rss after 10 s MiB': after10s,
  });

  // 2. words: one worker of a pool of its own.
  const pool = new PdfWorkerPool({ size: 1, maxQueued: 1, timeoutMs: 120_000 });
  try {
    await pool.render(wordResume(10));
    for (const length of [20_000, 40_000]) {
      const started = performance.now();
      const outcome = await pool.render(wordResume(length)).then(
        () => 'ok',
        (error: unknown) => String(error),
      );
      rows.push({
        phase: `word: ${length.toLocaleString('en')} characters`,
        outcome,
        'render ms': Math.round(performance.now() - started),
      });
    }
  } finally {
    await pool.close();
  }

  // 3. flood: the first key's hostile exports against the other key's one-page PDF.
  const word = 'y'.repeat(20_000);
  const hostile = await createDoneTask(t, `# Engineer\n\n## Skills\n- ${word}\n- ${word}\n- ${word}\n`);
  const attackUntil = performance.now() + ATTACK_MS;
  const attackerCodes = new Map<number, number>();
  const attackers = Array.from({ length: ATTACKERS }, async () => {
    while (performance.now() < attackUntil) {
      const started = performance.now();
      const answer = await exportOnce(hostile.uid, t.key);
      attackerCodes.set(answer.code, (attackerCodes.get(answer.code) ?? 0) + 1);
      await sleep(Math.max(0, ATTACKER_INTERVAL_MS - (performance.now() - started)));
    }
  });
  const victim: { status: number; code: number; ms: number }[] = [];
  await sleep(500);
  while (performance.now() < attackUntil) {
    const started = performance.now();
    victim.push(await exportOnce(victimTask.uid, t.otherKey));
    await sleep(Math.max(0, VICTIM_INTERVAL_MS - (performance.now() - started)));
  }
  await Promise.all(attackers);
  const served = victim.filter((answer) => answer.status === 200).map((answer) => answer.ms);
  served.sort((a, b) => a - b);
  const statusCounts = new Map<string, number>();
  for (const answer of victim) {
    const key = answer.status === 0 ? 'no answer' : `${answer.status}/${answer.code}`;
    statusCounts.set(key, (statusCounts.get(key) ?? 0) + 1);
  }
  rows.push({
    phase: `flood: other key's one-page PDF while ${ATTACKERS} hostile exports run`,
    'victim requests': victim.length,
    'victim answers': [...statusCounts].map(([status, count]) => `${status}×${count}`).join(' '),
    'victim p50 ms': served.length ? Math.round(served[Math.floor(served.length / 2)]!) : null,
    'victim max ms': Math.round(Math.max(0, ...victim.map((answer) => answer.ms))),
    'attacker codes': [...attackerCodes].map(([code, count]) => `${code || 200}×${count}`).join(' '),
  });
  printRows(rows);
  await recordResults('export-pdf-abuse', {
    setup:
      `default settings (EXPORT_WORKERS default on ${availableParallelism()} cores); memory: process RSS sampled every 10 ms ` +
      'around one export of a 65,536-character Chinese outline walking the CJK block; words: one render in a pool of one worker; ' +
      `flood: ${ATTACKERS} concurrent exports of three 20,000-character words by one key for ${ATTACK_MS / 1000} s, ` +
      `the other key exporting a one-page Chinese PDF every ${VICTIM_INTERVAL_MS} ms (gives up after ${VICTIM_PATIENCE_MS / 1000} s)`,
    rows,
    notes: [`1-minute load average at start: ${loadAtStart.toFixed(2)}`],
  });
} finally {
  await t.close();
}
