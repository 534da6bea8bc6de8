// Throughput of the service beside a raw `node:http` server that sends the same bytes, in one run:
// outline JSON and SSE (req/s and p99), time to the first SSE event, replay of a done task's content,
// task creation. Each figure is reported as service, baseline and their ratio.
//
//   npm run bench -- throughput            (BENCH_DURATION_S=5, BENCH_ROUNDS=5 by default)
//
// The service runs as operators run it (built-in generator, SQLite in a temporary directory, access
// logs at info written asynchronously), the baseline replays one recorded response of the service for
// the same request: same status, headers and, for a stream, the same event chunks written one by one.
// Both run in child processes, the load generator (autocannon, 20 connections) in this one; they are
// measured one after the other for the same duration after a warm-up, in alternating order, in
// BENCH_ROUNDS rounds; the round with the median ratio is reported and every round's ratio noted.
import http from 'node:http';
import { loadavg } from 'node:os';
import autocannon, { type Result } from 'autocannon';
import { type RecordedResponse, type RequestSpec, recordResponse, startRawBaseline } from './raw-baseline.ts';
import { printRows, type ResultRow, recordResults } from './results-file.ts';
import { startServiceProcess } from './service-process.ts';
import { median, timeToFirstEvent } from './time-to-first-event.ts';

const CONNECTIONS = 20;
const WARM_UP_S = 1;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
// Five: with three, one unlucky round on a shared machine could still carry the median across a target.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const FIRST_EVENT_ROUNDS = 200;
const OUTLINE_PATH = '/api/v1/service/resume/outline';
const TASK_PATH = '/api/v1/service/resume/task';
const CONTENT_PATH = '/api/v1/service/resume/content';

const loadAtStart = loadavg()[0]!;
const service = await startServiceProcess({ STREAMS_PER_KEY: '1000' });
const baseline = await startRawBaseline();
const headers = { 'content-type': 'application/json', authorization: `Bearer ${service.apiKey}` };
const post = (path: string, body: unknown): RequestSpec => ({ path, headers, body: JSON.stringify(body) });

const template = { mode: 'ai-template', type: 'social', job: 'Backend Engineer' };
const outlineJson = post(OUTLINE_PATH, { ...template, stream: false });
const outlineSse = post(OUTLINE_PATH, template);

interface Measured {
  service: LoadResult;
  baseline: LoadResult;
}

const notes: string[] = [];
let runs = 0;

/**
 * Records the service's answer to `spec`, has the baseline serve it, then loads each side in turn, in
 * ROUNDS rounds of alternating order; the round with the median throughput ratio is reported (its
 * req/s and p99 on both sides), the others' ratios in a note. One round each moved the ratio by ±0.05
 * on a shared 2-core machine.
 */
async function compare(label: string, spec: RequestSpec): Promise<Measured> {
  const recorded = await recordResponse(service.base, spec);
  if (recorded.status !== 200) throw new Error(`${label}: the service answered ${recorded.status}`);
  await baseline.serve(recorded);
  const sides = [
    ['service', service.base],
    ['baseline', baseline.base],
  ] as const;
  const rounds: Measured[] = [];
  for (let index = 0; index < ROUNDS; index += 1) {
    const ordered = runs++ % 2 === 0 ? sides : [...sides].reverse();
    const results: Partial<Record<'service' | 'baseline', LoadResult>> = {};
    for (const [side, base] of ordered) {
      await load(base, spec, WARM_UP_S);
      const result = await load(base, spec, DURATION_S);
      const failed = result.non2xx + result.errors + result.timeouts;
      if (failed > 0) notes.push(`${label}, ${side}: ${failed} of ${result['2xx'] + failed} requests failed`);
      results[side] = result;
    }
    rounds.push({ service: results.service!, baseline: results.baseline! });
  }
  const ratio = (measured: Measured) =>
    requestsPerSecond(measured.service) / requestsPerSecond(measured.baseline);
  const byRatio = [...rounds].sort((a, b) => ratio(a) - ratio(b));
  notes.push(
    `${label}: req/s ratio per round ${rounds.map((measured) => round(ratio(measured))).join(', ')}`,
  );
  process.stdout.write(`${label}: measured in ${ROUNDS} rounds, sides alternating\n`);
  return byRatio[Math.floor(byRatio.length / 2)]!;
}

/** An autocannon run's result, with the p99 of its 2xx answers to the microsecond. */
interface LoadResult extends Result {
  p99Ms: number;
}

/**
 * One autocannon run. Its own p99 is in whole milliseconds (its histogram keeps integers), which made a
 * baseline's p99 read 0 ms on a fast machine; the p99 here is taken from every 2xx response time.
 */
async function load(base: string, spec: RequestSpec, seconds: number): Promise<LoadResult> {
  const times: number[] = [];
  const run = autocannon({
    url: `${base}${spec.path}`,
    connections: CONNECTIONS,
    duration: seconds,
    method: 'POST',
    headers: spec.headers,
    body: spec.body,
  });
  run.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
    if (statusCode >= 200 && statusCode < 300) times.push(responseTimeMs);
  });
  const result = await run;
  times.sort((a, b) => a - b);
  return {
    ...result,
    p99Ms: times[Math.min(times.length - 1, Math.floor(times.length * 0.99))] ?? Number.NaN,
  };
}

const requestsPerSecond = (result: Result) => result['2xx'] / result.duration;
const bytesPerResponse = (result: Result) =>
  result.throughput.total / Math.max(1, result['2xx'] + result.non2xx);

/** req/s, p99 and bytes per response of both sides as rows; `target` is the issue's, when it sets one. */
function rowsOf(
  measure: string,
  measured: Measured,
  targets: { throughput?: number; p99?: number },
): ResultRow[] {
  const { service: ours, baseline: raw } = measured;
  const throughputRatio = requestsPerSecond(ours) / requestsPerSecond(raw);
  const p99Ratio = ours.p99Ms / raw.p99Ms;
  return [
    {
      measure,
      figure: 'req/s',
      service: Math.round(requestsPerSecond(ours)),
      baseline: Math.round(requestsPerSecond(raw)),
      ratio: round(throughputRatio),
      target: targets.throughput === undefined ? null : `≥ ${targets.throughput}`,
      met: targets.throughput === undefined ? null : throughputRatio >= targets.throughput,
    },
    {
      measure,
      figure: 'p99 ms',
      service: round(ours.p99Ms),
      baseline: round(raw.p99Ms),
      ratio: round(p99Ratio),
      target: targets.p99 === undefined ? null : `≤ ${targets.p99}`,
      met: targets.p99 === undefined ? null : p99Ratio <= targets.p99,
    },
    {
      measure,
      figure: 'bytes/response',
      service: Math.round(bytesPerResponse(ours)),
      baseline: Math.round(bytesPerResponse(raw)),
      ratio: round(bytesPerResponse(ours) / bytesPerResponse(raw)),
      target: null,
      met: null,
    },
  ];
}

/** Median time to the first event over alternating rounds, after a warm-up, one keep-alive connection each. */
async function firstEventRows(spec: RequestSpec, recorded: RecordedResponse): Promise<ResultRow> {
  await baseline.serve(recorded);
  const agents = [service.base, baseline.base].map(() => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  const times: [number[], number[]] = [[], []];
  for (let round = -20; round < FIRST_EVENT_ROUNDS; round += 1) {
    const ours = await timeToFirstEvent(service.base, spec, agents[0]!);
    const raw = await timeToFirstEvent(baseline.base, spec, agents[1]!);
    if (round < 0) continue;
    times[0].push(ours);
    times[1].push(raw);
  }
  for (const agent of agents) agent.destroy();
  const [ours, raw] = times.map(median) as [number, number];
  return {
    measure: 'outline SSE',
    figure: `first event ms (median of ${FIRST_EVENT_ROUNDS})`,
    service: round(ours),
    baseline: round(raw),
    ratio: round(ours / raw),
    target: null,
    met: null,
  };
}

async function postJson(spec: RequestSpec): Promise<{ data: Record<string, unknown> }> {
  const response = await fetch(`${service.base}${spec.path}`, {
    method: 'POST',
    headers: spec.headers,
    body: spec.body,
  });
  if (!response.ok) throw new Error(`${spec.path}: the service answered ${response.status}`);
  return (await response.json()) as { data: Record<string, unknown> };
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

try {
  const outline = String((await postJson(outlineJson)).data);
  const taskCreation = post(TASK_PATH, { outline, job: 'Backend Engineer', type: 'social' });
  const doneTask = (await postJson(taskCreation)).data;
  await postJson(post(CONTENT_PATH, { uid: doneTask.uid, stream: false }));
  const replay = post(CONTENT_PATH, { uid: doneTask.uid });

  const rows: ResultRow[] = [
    ...rowsOf('outline JSON', await compare('outline JSON', outlineJson), { throughput: 0.5, p99: 3 }),
    ...rowsOf('outline SSE', await compare('outline SSE', outlineSse), { throughput: 0.5, p99: 3 }),
    await firstEventRows(outlineSse, await recordResponse(service.base, outlineSse)),
    ...rowsOf('content replay (SSE)', await compare('content replay', replay), { throughput: 0.5 }),
    ...rowsOf('task creation', await compare('task creation', taskCreation), {}),
  ];
  notes.push(
    `1-minute load average at start: ${loadAtStart.toFixed(2)} (other work on the machine makes figures noisy; ratios are steadier than absolutes)`,
  );
  process.stdout.write('\n');
  printRows(rows);
  for (const note of notes) process.stdout.write(`note: ${note}\n`);
  await recordResults('throughput', {
    setup:
      `autocannon, ${CONNECTIONS} connections, ${WARM_UP_S} s warm-up then ${DURATION_S} s per side, sides in alternating order; ` +
      'service: built-in generator, SQLite in a temporary directory, access logs at info to /dev/null (pino, asynchronous); ' +
      'baseline: raw node:http replaying one recorded service response (same status, headers, event chunks); ' +
      'ratio = service / baseline',
    rows,
    notes,
  });
} finally {
  await service.stop();
  await baseline.stop();
}
