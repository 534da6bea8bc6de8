// Process faults with real processes and a slow model: SIGTERM while content streams and a model
// generation are open, kill -9 mid-generation in a loop, and the store turning read-only or full
// under a content stream. Nothing stored is lost, and every task ends done or retryable.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import Database from 'libsql';
import { FakeOpenAIServer, type Script, streamOf } from '../helpers/fake-openai-server.ts';
import { killService, type ServiceProcess, startService, stopService } from '../helpers/service-process.ts';
import { readSSE } from '../helpers/sse.ts';
import { CONTENT_PATH, createTestApp, TASK_PATH, type TestApp } from '../helpers/test-app.ts';

const KEY = 'rsk_faultstestkey000000000000000000';
const HEADERS = { 'content-type': 'application/json', authorization: `Bearer ${KEY}` };

const BULLETS = Array.from({ length: 40 }, (_, index) => `Built order API release ${index + 1}`);
const OUTLINE = [
  '# Backend Engineer',
  '',
  '## Basic Information',
  '- Name: Ada Lovelace',
  '- Phone: +44 20 7946 0958',
  '',
  '## Work Experience',
  '1. Analytical Engines Ltd | Engineer | 2021.03 - 2023.06',
  ...BULLETS.map((bullet) => `   - ${bullet}`),
  '',
].join('\n');

/** What the model answers for OUTLINE: two sections, the second long enough to need new pages. */
const MODEL_JSON = JSON.stringify({
  sections: [
    {
      type: 'kv',
      title: 'Basic Information',
      id: 'basic',
      content: [
        { key: 'Name', value: 'Ada Lovelace' },
        { key: 'Phone', value: '+44 20 7946 0958' },
      ],
    },
    {
      type: 'listForm[]',
      title: 'Work Experience',
      id: 'work',
      content: [
        {
          title: 'Analytical Engines Ltd',
          subTitle: 'Engineer',
          startTime: '2021.03',
          endTime: '2023.06',
          list: { items: BULLETS },
        },
      ],
    },
  ],
});

/** A model answer sent in small chunks with `delayMs` before each: a slow generation. */
const modelAnswer = (delayMs: number, size = 12): Script => ({
  kind: 'stream',
  events: streamOf(MODEL_JSON, { size }),
  delayMs,
});

const llmEnv = (url: string): Record<string, string> => ({
  LLM_BASE_URL: url,
  LLM_MODEL: 'fake-model',
  LLM_MAX_RETRIES: '0',
  LLM_FIRST_TOKEN_TIMEOUT_MS: '5000',
});

async function createTask(base: string, outline = OUTLINE): Promise<string> {
  const response = await fetch(`${base}${TASK_PATH}`, {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify({ outline }),
  });
  const body = (await response.json()) as { code: number; data: { uid: string } };
  assert.equal(body.code, 0);
  return body.data.uid;
}

async function getTask(base: string, uid: string): Promise<{ status: string; outline: string }> {
  const response = await fetch(`${base}${TASK_PATH}/${uid}`, { headers: HEADERS });
  return ((await response.json()) as { data: { status: string; outline: string } }).data;
}

async function contentJson(base: string, uid: string): Promise<{ code: number; data: unknown }> {
  const response = await fetch(`${base}${CONTENT_PATH}`, {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify({ uid, stream: false }),
  });
  return (await response.json()) as { code: number; data: unknown };
}

interface StreamOutcome {
  sections: number;
  errors: { code: number; message: string }[];
  /** The last event was the error, if there was one. */
  errorLast: boolean;
  /** The connection ended with an error rather than a clean end (a killed server). */
  cut: boolean;
}

/** Opens a content stream and resolves with what it carried once it ends. */
async function openContentStream(
  base: string,
  uid: string,
  headers: Record<string, string> = HEADERS,
): Promise<{ opened: Promise<void>; outcome: Promise<StreamOutcome> }> {
  let markOpened: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    markOpened = resolve;
  });
  const outcome = (async (): Promise<StreamOutcome> => {
    const result: StreamOutcome = { sections: 0, errors: [], errorLast: false, cut: false };
    try {
      const response = await fetch(`${base}${CONTENT_PATH}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ uid }),
      });
      assert.match(response.headers.get('content-type') ?? '', /text\/event-stream/);
      markOpened();
      await readSSE(response.body!, (event) => {
        if (event.event === 'error') {
          result.errors.push(JSON.parse(event.data));
          result.errorLast = true;
        } else {
          result.sections += 1;
          result.errorLast = false;
        }
      });
    } catch {
      result.cut = true;
      markOpened();
    }
    return result;
  })();
  return { opened, outcome };
}

const waitFor = async (condition: () => boolean, what: string, limitMs = 10_000) => {
  const deadline = Date.now() + limitMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

function storedRows(dataDir: string): Map<string, { status: string; outline: string }> {
  const database = new Database(path.join(dataDir, 'resume-service.sqlite'));
  try {
    const integrity = database.prepare('PRAGMA integrity_check').get() as Record<string, string>;
    assert.equal(Object.values(integrity)[0], 'ok', 'the database file is intact');
    const rows = database.prepare('SELECT uid, status, outline FROM tasks').all() as {
      uid: string;
      status: string;
      outline: string;
    }[];
    return new Map(rows.map((row) => [row.uid, { status: row.status, outline: row.outline }]));
  } finally {
    database.close();
  }
}

describe('process faults', () => {
  let upstream: FakeOpenAIServer;
  let upstreamUrl: string;
  let dataDir: string;
  before(async () => {
    upstream = new FakeOpenAIServer();
    upstreamUrl = await upstream.start();
    dataDir = await mkdtemp(path.join(tmpdir(), 'resume-faults-'));
  });
  after(async () => {
    await upstream.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  test('SIGTERM with two content streams and a JSON generation open: drained, exit 0, nothing left generating', async () => {
    const directory = path.join(dataDir, 'sigterm');
    const graceMs = 1000;
    // 60 chunks 200 ms apart: a generation of 12 s, far past the grace period.
    upstream.script(modelAnswer(200), modelAnswer(200), modelAnswer(200));
    const service = await startService(directory, {
      RESUME_API_KEYS: KEY,
      SHUTDOWN_GRACE_MS: String(graceMs),
      SSE_PING_MS: '100',
      ...llmEnv(upstreamUrl),
    });
    let running: ServiceProcess | undefined = service;
    try {
      const uids = [
        await createTask(service.base),
        await createTask(service.base),
        await createTask(service.base),
      ];
      const streams = [
        await openContentStream(service.base, uids[0]!),
        await openContentStream(service.base, uids[1]!),
      ];
      const json = fetch(`${service.base}${CONTENT_PATH}`, {
        method: 'POST',
        headers: HEADERS,
        body: JSON.stringify({ uid: uids[2], stream: false }),
      }).then(
        async (response) => ({ status: response.status, body: (await response.json()) as { code: number } }),
        () => ({ status: 0, body: { code: -1 } }),
      );
      await Promise.all(streams.map((stream) => stream.opened));
      await waitFor(() => upstream.requests.length >= 3, 'three generations in flight');

      const signalledAt = Date.now();
      service.child.kill('SIGTERM');
      const outcomes = await Promise.all(streams.map((stream) => stream.outcome));
      const drainedMs = Date.now() - signalledAt;
      const jsonAnswer = await json;
      const exitCode = await service.exited;
      running = undefined;
      process.stdout.write(
        `# SIGTERM: streams ended ${drainedMs} ms after the signal (grace ${graceMs} ms); ` +
          `stream outcomes ${JSON.stringify(outcomes)}; JSON answer ${jsonAnswer.status} ${jsonAnswer.body.code}; exit ${exitCode}\n`,
      );
      assert.equal(exitCode, 0);
      for (const outcome of outcomes) {
        assert.equal(outcome.cut, false, 'the stream ended cleanly, not by a reset');
        // The generation needs 12 s: a stream ending now was cut by the drain, with one error event.
        assert.equal(outcome.errors.length, 1, JSON.stringify(outcome));
        assert.equal(outcome.errors[0]!.code, 50301);
        assert.equal(outcome.errorLast, true);
      }
      assert.ok(drainedMs < 12_000, 'the streams did not wait for the generation to finish');
      assert.equal(jsonAnswer.status, 503, 'the JSON request is answered 50301, not dropped');
      assert.equal(jsonAnswer.body.code, 50301);
      assert.match(service.output(), /"msg":"stopped"/);

      const left = storedRows(directory);
      process.stdout.write(
        `# SIGTERM: stored statuses after exit ${JSON.stringify([...left.values()].map((row) => row.status))}\n`,
      );
      running = await startService(directory, { RESUME_API_KEYS: KEY });
      for (const uid of uids) {
        const task = await getTask(running.base, uid);
        assert.notEqual(task.status, 'generating', `${uid} is not left generating`);
        assert.equal(task.outline, OUTLINE);
        assert.equal((await contentJson(running.base, uid)).code, 0, 'a new content request completes it');
        assert.equal((await getTask(running.base, uid)).status, 'done');
      }
    } finally {
      if (running) await stopService(running);
    }
  });

  test('kill -9 while its lease is valid: on restart GET shows the task retryable at once, never generating', async () => {
    const directory = path.join(dataDir, 'kill-lease');
    // A lease far longer than the restart: only knowing that the runner's process is gone can free it.
    const env = { RESUME_API_KEYS: KEY, CONTENT_LEASE_MS: '120000', ...llmEnv(upstreamUrl) };
    upstream.script(modelAnswer(100, 8));
    const service = await startService(directory, env);
    let uid: string;
    try {
      uid = await createTask(service.base);
      const stream = await openContentStream(service.base, uid);
      await stream.opened;
      assert.equal((await getTask(service.base, uid)).status, 'generating');
      await killService(service);
      await stream.outcome;
    } catch (error) {
      await killService(service).catch(() => undefined);
      throw error;
    }
    assert.equal(
      storedRows(directory).get(uid)?.status,
      'generating',
      'the killed process left it generating',
    );
    for (let index = 0; index < 2; index += 1) upstream.script(modelAnswer(0, 400));
    const restarted = await startService(directory, env);
    try {
      const task = (await (
        await fetch(`${restarted.base}${TASK_PATH}/${uid}`, { headers: HEADERS })
      ).json()) as { data: { status: string; error: { code: number; message: string } | null } };
      assert.equal(task.data.status, 'failed');
      assert.match(task.data.error?.message ?? '', /interrupted/i);
      assert.equal((await contentJson(restarted.base, uid)).code, 0, 'a content request completes it');
      assert.equal((await getTask(restarted.base, uid)).status, 'done');
    } finally {
      await stopService(restarted);
    }
  });

  test('kill -9 during generation, five rounds: every task and outline survives; each ends done or retryable', async () => {
    const directory = path.join(dataDir, 'kill');
    const outlines = new Map<string, string>();
    const tally: Record<string, number> = {};
    // A deterministic sequence of kill points from 120 to 700 ms.
    const killPoints = [450, 120, 700, 260, 560];
    for (const [round, killAfterMs] of killPoints.entries()) {
      // Generations of about 0.3 s (20 chunks, 15 ms apart): some finish before the kill, some do not.
      for (let index = 0; index < 8; index += 1) upstream.script(modelAnswer(15, 80));
      // A short lease: a killed runner's claim on its task runs out within a second.
      const service = await startService(directory, {
        RESUME_API_KEYS: KEY,
        CONTENT_LEASE_MS: '1000',
        ...llmEnv(upstreamUrl),
      });
      try {
        for (let index = 0; index < 2; index += 1) {
          const outline = OUTLINE.replace('Ada Lovelace', `Ada Lovelace ${round}-${index}`);
          outlines.set(await createTask(service.base, outline), outline);
        }
        const statuses = await Promise.all([...outlines.keys()].map((uid) => getTask(service.base, uid)));
        for (const status of statuses)
          tally[`round start: ${status.status}`] = (tally[`round start: ${status.status}`] ?? 0) + 1;
        const open = [...outlines.keys()].filter((_, index) => statuses[index]!.status !== 'done');
        const streams = await Promise.all(open.map((uid) => openContentStream(service.base, uid)));
        await new Promise((resolve) => setTimeout(resolve, killAfterMs));
        await killService(service);
        await Promise.all(streams.map((stream) => stream.outcome));
      } catch (error) {
        await killService(service).catch(() => undefined);
        throw error;
      }
      const rows = storedRows(directory);
      for (const [uid, outline] of outlines) {
        assert.equal(rows.get(uid)?.outline, outline, `round ${round + 1}: ${uid} kept byte for byte`);
      }
    }

    const final = await startService(directory, { RESUME_API_KEYS: KEY, CONTENT_LEASE_MS: '1000' });
    try {
      const retries: Promise<void>[] = [];
      for (const [uid, outline] of outlines) {
        const task = await getTask(final.base, uid);
        tally[`after the last kill: ${task.status}`] =
          (tally[`after the last kill: ${task.status}`] ?? 0) + 1;
        assert.equal(task.outline, outline);
        // `generating` only while the killed runner's lease has not yet run out; then it is claimable.
        assert.ok(
          ['done', 'failed', 'pending', 'generating'].includes(task.status),
          `${uid} is ${task.status}`,
        );
        if (task.status === 'done') continue;
        retries.push(
          (async () => {
            assert.equal((await contentJson(final.base, uid)).code, 0, 'a content request completes it');
            assert.equal((await getTask(final.base, uid)).status, 'done');
          })(),
        );
      }
      await Promise.all(retries);
    } finally {
      await stopService(final);
    }
    process.stdout.write(
      `# kill -9: ${killPoints.length} rounds, ${outlines.size} tasks, outcomes ${JSON.stringify(tally)}\n`,
    );
  });
});

describe('the store fails under a content stream', () => {
  let upstream: FakeOpenAIServer;
  let t: TestApp;
  let base: string;
  before(async () => {
    upstream = new FakeOpenAIServer();
    t = await createTestApp({ env: { ...llmEnv(await upstream.start()), SSE_PING_MS: '100' } });
    base = await t.listen();
  });
  after(async () => {
    await t.close();
    await upstream.stop();
  });

  const breakages: [string, (database: TestApp['database']) => () => void][] = [
    [
      'read-only',
      (database) => {
        database.pragma('query_only = ON');
        return () => database.pragma('query_only = OFF');
      },
    ],
    [
      'full',
      (database) => {
        const pages = (database.prepare('PRAGMA page_count').get() as { page_count: number }).page_count;
        database.pragma(`max_page_count = ${pages}`);
        return () => database.pragma('max_page_count = 1073741823');
      },
    ],
  ];

  for (const [name, breakStore] of breakages) {
    test(`a ${name} database mid-stream: the sections sent, then one event: error 50301; retryable once it recovers`, async () => {
      const headers = { 'content-type': 'application/json', ...t.auth() };
      const created = await t.app.inject({
        method: 'POST',
        url: TASK_PATH,
        headers,
        payload: { outline: OUTLINE },
      });
      const uid = created.json().data.uid as string;
      upstream.script(modelAnswer(20, 40), modelAnswer(0, 400));
      const stream = await openContentStream(base, uid, headers);
      await stream.opened;
      await waitFor(() => upstream.requests.length > 0, 'the generation to start');
      const restore = breakStore(t.database);
      let outcome: StreamOutcome;
      try {
        outcome = await stream.outcome;
      } finally {
        restore();
      }
      process.stdout.write(`# store ${name} mid-stream: ${JSON.stringify(outcome)}\n`);
      // The result could not be stored: the client is told to retry rather than shown a result
      // that a later read of the task would not find.
      assert.equal(outcome.errors.length, 1, JSON.stringify(outcome));
      assert.equal(outcome.errors[0]!.code, 50301);
      assert.equal(outcome.errorLast, true);
      const integrity = t.database.prepare('PRAGMA integrity_check').get() as Record<string, string>;
      assert.equal(Object.values(integrity)[0], 'ok');
      const stored = await t.app.inject({ method: 'GET', url: `${TASK_PATH}/${uid}`, headers });
      assert.equal(stored.json().data.outline, OUTLINE, 'the outline is unchanged');
      assert.notEqual(stored.json().data.status, 'done');

      const retried = await t.app.inject({
        method: 'POST',
        url: CONTENT_PATH,
        headers,
        payload: { uid, stream: false },
      });
      assert.equal(retried.json().code, 0);
      const done = await t.app.inject({ method: 'GET', url: `${TASK_PATH}/${uid}`, headers });
      assert.equal(done.json().data.status, 'done');
      upstream.requests.length = 0;
    });
  }
});
