// Scale-out: requests per second of task creation and of content replay (a done task's SSE stream)
// with 1 and 2 instances, on SQLite (two processes on one file, WAL) and on PostgreSQL with Redis.
//
//   npm run bench -- scale-out            (BENCH_DURATION_S=5 by default)
//
// Each instance is the service as `npm start` runs it, in its own process (bench/service-process.ts). The load comes from
// autocannon in this process, straight at each instance (no proxy, so the proxy's own cost is not in the
// figures): CONNECTIONS in all, split evenly between the instances, all instances loaded at once, and
// their 2xx answers added up. Every configuration starts on an empty store: a fresh SQLite directory, or a
// fresh schema of the PostgreSQL database at BENCH_DATABASE_URL (default the test database) and a fresh
// Redis key prefix, both removed afterwards. Without PostgreSQL or Redis those rows are left out, with a note.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { Redis } from 'ioredis';
import pg from 'pg';
import { printRows, type ResultRow, recordResults } from './results-file.ts';
import { type ServiceProcess, startServiceProcess } from './service-process.ts';

const CONNECTIONS = 20;
const WARM_UP_S = 1;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const TASK_PATH = '/api/v1/service/resume/task';
const CONTENT_PATH = '/api/v1/service/resume/content';
const OUTLINE = [
  '# Backend Engineer',
  '',
  '## Basic Information',
  '- Name: [Your name]',
  '- Email: [you@example.com]',
  '',
  '## Work Experience',
  '1. [Company] | Backend Engineer | [2021.03 - 2024.06]',
  '   - [What you built, and for whom]',
  '',
  '## Skills',
  '- [Languages and tools]',
  '',
].join('\n');

/** Where the instances of one configuration keep their data, and how to remove it afterwards. */
interface StoreSetup {
  env: Record<string, string>;
  remove(): Promise<void>;
}

interface StoreKind {
  name: string;
  open(): Promise<StoreSetup>;
}

const sqlite: StoreKind = {
  name: 'SQLite (one file)',
  async open() {
    const directory = await mkdtemp(path.join(tmpdir(), 'scale-out-'));
    return { env: { DATA_DIR: directory }, remove: () => rm(directory, { recursive: true, force: true }) };
  },
};

const postgresWithRedis: StoreKind = {
  name: 'PostgreSQL + Redis',
  async open() {
    const schema = `bench_${randomBytes(6).toString('hex')}`;
    const prefix = `bench:${randomBytes(6).toString('hex')}:`;
    await runAdmin(`CREATE SCHEMA ${schema}`);
    const url = new URL(DATABASE_URL);
    url.searchParams.set('options', `-c search_path=${schema}`);
    return {
      env: { DATABASE_URL: url.toString(), REDIS_URL, REDIS_KEY_PREFIX: prefix },
      async remove() {
        await runAdmin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await deleteRedisKeys(prefix);
      },
    };
  },
};

async function runAdmin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: DATABASE_URL, connectionTimeoutMillis: 2_000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function deleteRedisKeys(prefix: string): Promise<void> {
  const client = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length > 0) await client.del(...keys);
    } while (cursor !== '0');
  } finally {
    client.disconnect();
  }
}

/** Why PostgreSQL and Redis cannot be used, or undefined when both answer. */
async function postgresRedisMissing(): Promise<string | undefined> {
  try {
    await runAdmin('SELECT 1');
  } catch (error) {
    return `PostgreSQL at ${new URL(DATABASE_URL).host} did not answer (${(error as Error).message})`;
  }
  const client = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return undefined;
  } catch (error) {
    return `Redis at ${REDIS_URL} did not answer (${(error as Error).message})`;
  } finally {
    client.disconnect();
  }
}

interface Request {
  path: string;
  body: string;
}

interface Load {
  requestsPerSecond: number;
  /** The slowest instance's p99. */
  p99Ms: number;
  failed: number;
}

/** Loads every instance at once for `seconds`, CONNECTIONS split between them; their 2xx added up. */
async function loadAll(instances: ServiceProcess[], request: Request, seconds: number): Promise<Load> {
  const each = Math.floor(CONNECTIONS / instances.length);
  const results: Result[] = await Promise.all(
    instances.map((instance) =>
      autocannon({
        url: `${instance.base}${request.path}`,
        connections: each,
        duration: seconds,
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${instance.apiKey}` },
        body: request.body,
      }),
    ),
  );
  const succeeded = results.reduce((sum, result) => sum + result['2xx'], 0);
  const duration = Math.max(...results.map((result) => result.duration));
  return {
    requestsPerSecond: succeeded / duration,
    p99Ms: Math.max(...results.map((result) => result.latency.p99)),
    failed: results.reduce((sum, result) => sum + result.non2xx + result.errors + result.timeouts, 0),
  };
}

/** Clock ticks (USER_HZ, 100 a second on Linux) of CPU time a process used, or undefined without /proc. */
function processTicks(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

/** Idle and total clock ticks of all CPUs together, from /proc/stat. */
function machineTicks(): { idle: number; total: number } | undefined {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
    const values = line.trim().split(/\s+/).slice(1).map(Number);
    return { idle: values[3]! + values[4]!, total: values.reduce((sum, value) => sum + value, 0) };
  } catch {
    return undefined;
  }
}

/**
 * Where the CPU went during `work`: the instances' processes, in cores (1 = one CPU busy throughout),
 * and the share of the machine's CPU time left idle. Undefined off Linux.
 */
async function measureCpu<T>(
  pids: number[],
  work: () => Promise<T>,
): Promise<{ result: T; instanceCores?: number; machineIdle?: number }> {
  const startedAt = performance.now();
  const processesBefore = pids.map(processTicks);
  const machineBefore = machineTicks();
  const result = await work();
  const seconds = (performance.now() - startedAt) / 1000;
  const processesAfter = pids.map(processTicks);
  const machineAfter = machineTicks();
  if (
    !machineBefore ||
    !machineAfter ||
    processesBefore.includes(undefined) ||
    processesAfter.includes(undefined)
  ) {
    return { result };
  }
  const used = processesAfter.reduce(
    (sum: number, ticks, index) => sum + ticks! - processesBefore[index]!,
    0,
  );
  return {
    result,
    instanceCores: used / 100 / seconds,
    machineIdle: (machineAfter.idle - machineBefore.idle) / (machineAfter.total - machineBefore.total),
  };
}

async function postJson(instance: ServiceProcess, requestPath: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${instance.base}${requestPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${instance.apiKey}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${requestPath}: the service answered ${response.status}`);
  return ((await response.json()) as { data: unknown }).data;
}

const notes: string[] = [];

/** One configuration: `count` instances on a fresh store of `kind`, each measure after a warm-up. */
async function measure(kind: StoreKind, count: number): Promise<ResultRow[]> {
  const store = await kind.open();
  const instances: ServiceProcess[] = [];
  try {
    // One after the other: the first migrates the empty store, the others find it migrated.
    for (let index = 0; index < count; index += 1) {
      instances.push(await startServiceProcess({ ...store.env, STREAMS_PER_KEY: '100000' }));
    }
    const first = instances[0]!;
    const { uid } = (await postJson(first, TASK_PATH, { outline: OUTLINE })) as { uid: string };
    await postJson(first, CONTENT_PATH, { uid, stream: false });
    const requests: [string, Request][] = [
      ['task creation', { path: TASK_PATH, body: JSON.stringify({ outline: OUTLINE }) }],
      ['content replay (SSE)', { path: CONTENT_PATH, body: JSON.stringify({ uid }) }],
    ];
    const rows: ResultRow[] = [];
    for (const [name, request] of requests) {
      const loadAverage = loadavg()[0]!;
      await loadAll(instances, request, WARM_UP_S);
      const measured = await measureCpu(
        instances.map((instance) => instance.pid),
        () => loadAll(instances, request, DURATION_S),
      );
      const load = measured.result;
      if (load.failed > 0)
        notes.push(`${kind.name}, ${count} instance(s), ${name}: ${load.failed} requests failed`);
      rows.push({
        store: kind.name,
        measure: name,
        instances: count,
        'req/s': Math.round(load.requestsPerSecond),
        'p99 ms': load.p99Ms,
        'instance CPU (cores)': measured.instanceCores === undefined ? null : round(measured.instanceCores),
        'machine idle %': measured.machineIdle === undefined ? null : Math.round(measured.machineIdle * 100),
        'load avg': round(loadAverage),
      });
      process.stdout.write(
        `${kind.name}, ${count} instance(s), ${name}: ${Math.round(load.requestsPerSecond)} req/s\n`,
      );
    }
    return rows;
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
    await store.remove();
  }
}

const loadAtStart = loadavg()[0]!;
const kinds: StoreKind[] = [sqlite];
const missing = await postgresRedisMissing();
if (missing) notes.push(`PostgreSQL + Redis rows left out: ${missing}`);
else kinds.push(postgresWithRedis);

const rows: ResultRow[] = [];
for (const [position, kind] of kinds.entries()) {
  // Alternating order, so a machine getting busier during the run does not always favour one count.
  const singleFirst = position % 2 === 0;
  const single = singleFirst ? await measure(kind, 1) : undefined;
  const double = await measure(kind, 2);
  const baselineRows = single ?? (await measure(kind, 1));
  for (const row of [...baselineRows, ...double]) {
    const baseline = baselineRows.find((candidate) => candidate.measure === row.measure)!;
    rows.push({ ...row, 'vs 1 instance': round(Number(row['req/s']) / Number(baseline['req/s'])) });
  }
}
notes.push(
  `${cpus().length} CPUs shared by the instances, autocannon and the database servers; ` +
    `1-minute load average ${loadAtStart.toFixed(2)} at start, ${loadavg()[0]!.toFixed(2)} at the end, ` +
    "and in each row's 'load avg' when its measure began " +
    '(the machine is shared with other work: absolute figures are noisy, and a second instance can only ' +
    "add what the CPUs left idle by the first can give: see 'machine idle %'; 'instance CPU (cores)' is the " +
    'CPU time of the instances’ processes over the measure, 1 = one CPU busy throughout)',
);

process.stdout.write('\n');
printRows(rows);
for (const note of notes) process.stdout.write(`note: ${note}\n`);
await recordResults('scale-out', {
  setup:
    `autocannon in the bench process, ${CONNECTIONS} connections split evenly between the instances and aimed at ` +
    `each one directly (no proxy), ${WARM_UP_S} s warm-up then ${DURATION_S} s per measure; each instance is ` +
    'the compiled service started as npm start does, in its own process (built-in generator, access logs at info to /dev/null); every configuration ' +
    'on an empty store: SQLite = one file shared by the instances (WAL), in-memory limits per instance; ' +
    'PostgreSQL + Redis = a fresh schema and key prefix, limits counted in Redis; ' +
    'content replay = the SSE stream of one done task (stored sections, no generation); ' +
    '1 and 2 instances measured in alternating order across stores',
  rows,
  notes,
});

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
