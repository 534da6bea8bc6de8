// Memory per open content stream: one service process holding 10,000 concurrent content streams whose
// generation never finishes, and whether every one of them still answers with pings.
//
//   npm run bench -- open-streams          (OPEN_STREAMS=10000; OPEN_STREAMS_HEAP_SNAPSHOT=1 also writes a heap
//                                           snapshot of the service; OPEN_STREAMS_LLM_SLOTS=n runs one split only)
//
// Two splits are measured, each in its own service process: the service's default LLM concurrency (16
// upstream calls, every other stream queued, as a service with the shipped concurrency cap holds 10,000
// streams; only the queue wait is raised, from 5 s, so that the queued ones stay open), and 5,000 streams
// holding a live upstream call each (the most one process can hold with the file-handle limit below), which
// shows what a held call costs. The ≤ 20 KB target is read on the first; the second is reported beside it.
//
// The generator is an LLM (LLM_BASE_URL) pointing at a silent OpenAI-compatible upstream in this process:
// it answers 200 with event-stream headers and then sends nothing, like a model that thinks forever.
// LLM_MAX_CONCURRENCY is OPEN_STREAMS_LLM_SLOTS: a file-handle limit of 20,000 per process does not hold
// 10,000 client sockets plus 10,000 upstream ones, so the first batch of streams each hold a live upstream
// call and the rest wait in the LLM queue (as they would behind a real provider's concurrency cap). Memory
// (VmRSS and V8 heap after full collections, reported by bench/memory-probe.ts inside the service) is read
// before, after the first batch and after all: heap per stream for both kinds, heap and RSS overall.
// Clients are raw sockets writing the HTTP request by hand; pings come every SSE_PING_MS = 2 s.
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../packages/server/src/config.ts';
import { buildOutlineDocument } from '../packages/server/src/generation/outline-document.ts';
import { writeOutline } from '../packages/server/src/resume/outline-writer.ts';
import type { ProcessMemory } from './memory-probe.ts';
import { printRows, type ResultRow, recordResults } from './results-file.ts';
import { startServiceProcess } from './service-process.ts';

const STREAMS = Number(process.env.OPEN_STREAMS ?? 10_000);
/** LLM_MAX_CONCURRENCY's default, read from config.ts, and the most upstream calls one process holds here. */
const SHIPPED_CAP = loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:1', LLM_MODEL: 'any' }).llm!.maxConcurrency;
const SPLITS = [SHIPPED_CAP, 5_000];

if (process.env.OPEN_STREAMS_LLM_SLOTS === undefined) {
  // Each split in a fresh process of this bench: the service and the clients start from nothing.
  for (const slots of SPLITS) {
    const result = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
      stdio: 'inherit',
      env: { ...process.env, OPEN_STREAMS_LLM_SLOTS: String(slots) },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  process.exit(0);
}

const LLM_SLOTS = Math.min(STREAMS, Number(process.env.OPEN_STREAMS_LLM_SLOTS));
const AT_SHIPPED_CAP = LLM_SLOTS === SHIPPED_CAP;
const WARM_UP_STREAMS = 100;
const PING_MS = 2_000;
/** Pings are due every PING_MS; the responder checks ten times as often, so a ping is at most 1.1 × late. */
const PING_WINDOW_MS = 4 * PING_MS;
const MIN_PINGS_IN_WINDOW = 2;
const OPEN_BATCH = 500;
const TARGET_KB_PER_STREAM = 20;
const LONG_MS = String(3_600_000);
const CONTENT_PATH = '/api/v1/service/resume/content';

/** The silent provider: holds every chat request open after its headers, counts those open. */
function startSilentUpstream(): Promise<{ base: string; open: () => number; close(): void }> {
  const held = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    request.resume();
    if (request.url?.endsWith('/models')) {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"data":[]}');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.flushHeaders();
    held.add(response);
    response.on('close', () => held.delete(response));
  });
  server.keepAliveTimeout = 0;
  server.requestTimeout = 0;
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        base: `http://127.0.0.1:${port}`,
        open: () => held.size,
        close: () => {
          server.closeAllConnections();
          server.close();
        },
      });
    });
  });
}

interface OpenStream {
  socket: net.Socket;
  status: number;
  pings: number;
  errorEvents: number;
  closed: boolean;
  /** The last bytes of the previous chunk, so a ping split across two chunks is still counted. */
  tail: string;
}

const PING = ': ping\n\n';

/** One content stream on its own raw socket, the request written by hand. */
function openStream(port: number, apiKey: string, uid: string): Promise<OpenStream> {
  const body = JSON.stringify({ uid });
  const request =
    `POST ${CONTENT_PATH} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Bearer ${apiKey}\r\n` +
    `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
  const socket = net.connect(port, '127.0.0.1');
  const stream: OpenStream = { socket, status: 0, pings: 0, errorEvents: 0, closed: false, tail: '' };
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    const text = stream.tail + chunk;
    if (stream.status === 0) stream.status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? -1);
    for (let at = text.indexOf(PING); at !== -1; at = text.indexOf(PING, at + PING.length)) stream.pings += 1;
    if (text.includes('event: error')) stream.errorEvents += 1;
    stream.tail = text.slice(-(PING.length - 1));
  });
  socket.on('close', () => {
    stream.closed = true;
  });
  socket.on('error', () => undefined);
  return new Promise((resolve) => {
    socket.once('connect', () => {
      socket.write(request);
      resolve(stream);
    });
    socket.once('error', () => resolve(stream));
  });
}

/**
 * Opens a stream per uid, OPEN_BATCH connections at a time so the listen backlog never overflows, each
 * batch once the one before has its answers: clients arriving over seconds, not thousands of requests
 * queued at once behind one event loop (on a slow machine the last of them outwaited the service's
 * 10 s headers timeout, which is there to cut such waits short).
 */
async function openStreams(port: number, apiKey: string, uids: readonly string[]): Promise<OpenStream[]> {
  const streams: OpenStream[] = [];
  for (let start = 0; start < uids.length; start += OPEN_BATCH) {
    const batch = await Promise.all(
      uids.slice(start, start + OPEN_BATCH).map((uid) => openStream(port, apiKey, uid)),
    );
    streams.push(...batch);
    await waitFor(
      `batch ${start / OPEN_BATCH + 1} to answer`,
      () => batch.every((stream) => stream.status !== 0 || stream.closed),
      60_000,
    );
  }
  return streams;
}

async function waitFor(what: string, isDone: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!isDone()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${describe()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Where the streams stand, for an error message: statuses, answering, closed, upstream calls. */
function describe(): string {
  const statuses = new Map<number, number>();
  for (const stream of all) statuses.set(stream.status, (statuses.get(stream.status) ?? 0) + 1);
  const answering = all.filter(isAnswering).length;
  const closed = all.filter((stream) => stream.closed).length;
  const byStatus = [...statuses].map(([status, count]) => `${count} × ${status || 'no answer'}`).join(', ');
  return `${all.length} streams (${byStatus}), ${answering} answering, ${closed} closed, ${upstream.open()} upstream calls open`;
}

const isAnswering = (stream: OpenStream) => stream.status === 200 && stream.pings > 0 && !stream.closed;

/** Creates `count` tasks over `parallel` keep-alive connections; returns their uids. */
async function createTasks(base: string, apiKey: string, count: number, parallel = 20): Promise<string[]> {
  const outline = writeOutline(
    buildOutlineDocument({ job: 'Backend Engineer', type: 'social', locale: 'en-US' }),
  );
  const body = JSON.stringify({ outline, job: 'Backend Engineer', type: 'social' });
  const agent = new http.Agent({ keepAlive: true, maxSockets: parallel });
  const uids: string[] = [];
  let started = 0;
  const createOne = () =>
    new Promise<string>((resolve, reject) => {
      const request = http.request(
        `${base}/api/v1/service/resume/task`,
        {
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            text += chunk;
          });
          response.on('end', () => {
            const uid = (JSON.parse(text) as { data?: { uid?: string } }).data?.uid;
            if (response.statusCode === 200 && uid) resolve(uid);
            else reject(new Error(`task creation answered ${response.statusCode}`));
          });
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (started < count) {
        started += 1;
        uids.push(await createOne());
      }
    }),
  );
  agent.destroy();
  return uids;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

const loadAtStart = loadavg()[0]!;
const upstream = await startSilentUpstream();
const service = await startServiceProcess({
  LLM_BASE_URL: upstream.base,
  LLM_MODEL: 'bench-model',
  LLM_MAX_CONCURRENCY: String(LLM_SLOTS),
  LLM_MAX_PER_KEY: String(STREAMS + WARM_UP_STREAMS),
  LLM_MAX_RETRIES: '0',
  LLM_QUEUE_WAIT_MS: LONG_MS,
  LLM_CONNECT_TIMEOUT_MS: LONG_MS,
  LLM_FIRST_TOKEN_TIMEOUT_MS: LONG_MS,
  LLM_THINK_TIMEOUT_MS: LONG_MS,
  LLM_TIMEOUT_MS: LONG_MS,
  GENERATION_TIMEOUT_MS: LONG_MS,
  STREAMS_PER_KEY: String(STREAMS + WARM_UP_STREAMS),
  SSE_PING_MS: String(PING_MS),
  SHUTDOWN_GRACE_MS: '0',
});
const port = Number(new URL(service.base).port);
const all: OpenStream[] = [];

try {
  process.stdout.write(`creating ${STREAMS + WARM_UP_STREAMS} tasks\n`);
  const uids = await createTasks(service.base, service.apiKey, STREAMS + WARM_UP_STREAMS);

  // Warm-up: the stream path compiled and its pools (undici, timers) created before the first reading.
  const warmUp = await openStreams(port, service.apiKey, uids.slice(STREAMS));
  await waitFor('the warm-up streams', () => warmUp.every(isAnswering), 30_000);
  for (const stream of warmUp) stream.socket.destroy();
  await waitFor('the warm-up upstream calls to end', () => upstream.open() === 0, 30_000);
  const before = await service.memory();

  process.stdout.write(`opening ${LLM_SLOTS} streams, each holding an upstream call\n`);
  const live = await openStreams(port, service.apiKey, uids.slice(0, LLM_SLOTS));
  all.push(...live);
  await waitFor(
    'the first batch to answer',
    () => live.every(isAnswering) && upstream.open() === LLM_SLOTS,
    120_000,
  );
  const afterLive = await service.memory();

  process.stdout.write(`opening ${STREAMS - LLM_SLOTS} streams that wait for an LLM slot\n`);
  const queued = await openStreams(port, service.apiKey, uids.slice(LLM_SLOTS, STREAMS));
  all.push(...queued);
  await waitFor('every stream to answer', () => all.every(isAnswering), 120_000);
  const afterAll = await service.memory();
  if (process.env.OPEN_STREAMS_HEAP_SNAPSHOT === '1') {
    process.stdout.write(`heap snapshot of the service: ${await service.heapSnapshot()}\n`);
  }

  process.stdout.write(`counting pings for ${PING_WINDOW_MS / 1000} s\n`);
  const pingsAtStart = all.map((stream) => stream.pings);
  await new Promise((resolve) => setTimeout(resolve, PING_WINDOW_MS));
  const pingsInWindow = all.map((stream, index) => (stream.closed ? 0 : stream.pings - pingsAtStart[index]!));
  const answering = pingsInWindow.filter((pings) => pings >= MIN_PINGS_IN_WINDOW).length;
  const closed = all.filter((stream) => stream.closed).length;
  const errorEvents = all.reduce((sum, stream) => sum + stream.errorEvents, 0);

  const perStream = (from: ProcessMemory, to: ProcessMemory, count: number, key: keyof ProcessMemory) =>
    count === 0 ? 0 : kb((to[key] - from[key]) / count);
  const rssPerStream = perStream(before, afterAll, STREAMS, 'rss');
  const rows: ResultRow[] = [
    {
      figure: 'streams open at once',
      value: STREAMS,
      unit: 'streams',
      target: String(STREAMS),
      met: all.length === STREAMS && closed === 0,
    },
    {
      figure: `streams with ≥ ${MIN_PINGS_IN_WINDOW} pings in ${PING_WINDOW_MS / 1000} s`,
      value: answering,
      unit: 'streams',
      target: String(STREAMS),
      met: answering === STREAMS,
    },
    {
      figure: 'streams closed or failed during the bench',
      value: closed + errorEvents,
      unit: 'streams',
      target: '0',
      met: closed + errorEvents === 0,
    },
    {
      figure: 'RSS per stream, all',
      value: rssPerStream,
      unit: 'KB',
      // The target is read at the shipped concurrency cap; the other split is reported beside it.
      target: AT_SHIPPED_CAP ? `≤ ${TARGET_KB_PER_STREAM}` : null,
      met: AT_SHIPPED_CAP ? rssPerStream <= TARGET_KB_PER_STREAM : null,
    },
    {
      figure: 'heap per stream, all',
      value: perStream(before, afterAll, STREAMS, 'heapUsed'),
      unit: 'KB',
      target: null,
      met: null,
    },
    {
      figure: 'heap per stream holding an upstream call',
      value: perStream(before, afterLive, LLM_SLOTS, 'heapUsed'),
      unit: 'KB',
      target: null,
      met: null,
    },
    {
      figure: 'heap per stream queued for an LLM slot',
      value: perStream(afterLive, afterAll, STREAMS - LLM_SLOTS, 'heapUsed'),
      unit: 'KB',
      target: null,
      met: null,
    },
    {
      figure: 'service RSS before / after',
      value: `${mb(before.rss)} / ${mb(afterAll.rss)}`,
      unit: 'MiB',
      target: null,
      met: null,
    },
    {
      figure: 'service heap before / after',
      value: `${mb(before.heapUsed)} / ${mb(afterAll.heapUsed)}`,
      unit: 'MiB',
      target: null,
      met: null,
    },
  ];
  const notes = [
    `1-minute load average at start: ${loadAtStart.toFixed(2)}`,
    `pings per stream in the window: min ${Math.min(...pingsInWindow)}, max ${Math.max(...pingsInWindow)}`,
    `the headline is the average over both kinds at this split (${LLM_SLOTS} holding an upstream call, ` +
      `${STREAMS - LLM_SLOTS} queued); a stream holding a call costs more than one queued, so a larger share ` +
      'of live calls raises it. RSS is given for all streams only: the second batch grows into pages the ' +
      'first one left committed, so an RSS figure per batch says little',
  ];
  process.stdout.write(`\n${LLM_SLOTS} streams holding an upstream call, ${STREAMS - LLM_SLOTS} queued:\n`);
  printRows(rows);
  for (const note of notes) process.stdout.write(`note: ${note}\n`);
  await recordResults(
    AT_SHIPPED_CAP ? 'open-streams' : `open-streams (${LLM_SLOTS} holding upstream calls)`,
    {
      setup:
        `${STREAMS} content streams held open at once by one service process (LLM generator against a silent upstream; ` +
        `${LLM_SLOTS} streams hold a live upstream call, the rest wait in the LLM queue), raw-socket clients, pings every ` +
        `${PING_MS / 1000} s; memory read inside the service after full garbage collections, before and after opening them`,
      rows,
      notes,
    },
  );
} finally {
  for (const stream of all) stream.socket.destroy();
  await service.stop();
  upstream.close();
}
