// Stream behaviour on a real socket: disconnect aborts the work, late errors become `event: error`,
// early errors stay JSON, the time limit, keep-alive pings, the per-key stream limit and draining.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '../../src/errors.ts';
import type { ContentInput, DeferredContentInput } from '../../src/generation/generator.ts';
import { FakeGenerator, sampleSections } from '../helpers/fake-generator.ts';
import { parseSSE, readSSE } from '../helpers/sse.ts';
import { CONTENT_PATH, createTestApp, OUTLINE_PATH, TASK_PATH, type TestApp } from '../helpers/test-app.ts';

const OUTLINE_REQUEST = { mode: 'ai-template', type: 'social', job: 'Nurse' };

async function withApp(
  options: Parameters<typeof createTestApp>[0],
  body: (t: TestApp, base: string) => Promise<void>,
): Promise<void> {
  const t = await createTestApp(options);
  const base = await t.listen();
  try {
    await body(t, base);
  } finally {
    await t.close();
  }
}

function post(base: string, t: TestApp, path: string, payload: object, signal?: AbortSignal) {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...t.auth() },
    body: JSON.stringify(payload),
    ...(signal ? { signal } : {}),
  });
}

async function createTask(t: TestApp): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: TASK_PATH,
    headers: t.auth(),
    payload: { outline: '# Job\n' },
  });
  return response.json().data.uid;
}

async function waitFor(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (await condition()) return;
    await sleep(10);
  }
  assert.fail(`timed out waiting for ${what}`);
}

describe('streams', () => {
  test('a client that disconnects aborts the content generation; the task returns to pending', async () => {
    const generator = new FakeGenerator({ sections: sampleSections(50), delayMs: 30 });
    await withApp({ generator }, async (t, base) => {
      const uid = await createTask(t);
      const controller = new AbortController();
      const response = await post(base, t, CONTENT_PATH, { uid }, controller.signal);
      let received = 0;
      await readSSE(response.body!, () => {
        received += 1;
        return received === 2;
      }).catch(() => undefined);
      controller.abort();
      const call = generator.contentCalls[0]!;
      await waitFor(() => call.signal.aborted, 'the generator signal to abort');
      await waitFor(
        async () => (await t.taskStore.get(uid, ownerOf(t)))?.status === 'pending',
        'the task to be reset',
      );
      assert.ok(received < 50);
    });
  });

  test('a client that disconnects aborts the outline generation', async () => {
    const generator = new FakeGenerator({
      outline: Array.from({ length: 100 }, (_, index) => `line ${index}\n`),
      delayMs: 20,
    });
    await withApp({ generator }, async (t, base) => {
      const controller = new AbortController();
      const response = await post(base, t, OUTLINE_PATH, OUTLINE_REQUEST, controller.signal);
      await readSSE(response.body!, () => true).catch(() => undefined);
      controller.abort();
      await waitFor(() => generator.outlineCalls[0]!.signal.aborted, 'the outline signal to abort');
    });
  });

  test('a client that leaves before the first event aborts the work and frees its stream slot', async () => {
    const generator = new FakeGenerator({ outline: ['# A\n', '## B\n'], delayMs: 300 });
    await withApp({ generator, env: { STREAMS_PER_KEY: '1' } }, async (t, base) => {
      const controller = new AbortController();
      const leaving = post(base, t, OUTLINE_PATH, OUTLINE_REQUEST, controller.signal).catch(() => undefined);
      await waitFor(() => generator.outlineCalls.length === 1, 'the generation to start');
      controller.abort();
      await leaving;
      await waitFor(() => generator.outlineCalls[0]!.signal.aborted, 'the generator signal to abort');
      const next = await post(base, t, OUTLINE_PATH, OUTLINE_REQUEST);
      assert.equal(next.status, 200, 'the slot of the stream that never started is free again');
      assert.deepEqual(JSON.parse(parseSSE(await next.text()).events.at(-1)!.data), { text: '', done: true });
    });
  });

  test('a failure after the first event is one `event: error` and the stream closes without done', async () => {
    const generator = new FakeGenerator({
      outline: ['# A\n', '## B\n', '## C\n'],
      failAfter: { items: 2, error: new Error('model exploded: secret internals') },
    });
    await withApp({ generator }, async (t, base) => {
      const response = await post(base, t, OUTLINE_PATH, OUTLINE_REQUEST);
      assert.equal(response.status, 200);
      const raw = await response.text();
      const { events } = parseSSE(raw);
      assert.deepEqual(
        events.slice(0, 2).map((event) => JSON.parse(event.data)),
        [
          { text: '# A\n', done: false },
          { text: '## B\n', done: false },
        ],
      );
      const last = events.at(-1)!;
      assert.equal(last.event, 'error');
      assert.deepEqual(Object.keys(JSON.parse(last.data)), ['code', 'message']);
      assert.equal(JSON.parse(last.data).code, 50001);
      assert.ok(!raw.includes('secret internals'), 'internals never reach the wire');
      assert.ok(!raw.includes('"done":true'));
      assert.match(raw, /event: error\ndata: \{"code":50001,"message":"[^"]+"\}\n\n$/);
    });
  });

  test('a failure before the first event is a JSON error with its HTTP status', async () => {
    const generator = new FakeGenerator({
      failAfter: { items: 0, error: new AppError(50201, 'The language model provider failed.') },
    });
    await withApp({ generator }, async (t, base) => {
      const response = await post(base, t, OUTLINE_PATH, OUTLINE_REQUEST);
      assert.equal(response.status, 502);
      assert.match(response.headers.get('content-type') ?? '', /application\/json/);
      assert.deepEqual(await response.json(), {
        code: 50201,
        message: 'The language model provider failed.',
        data: null,
      });
    });
  });

  test('content that fails after the first section: error event, task failed, a later request retries', async () => {
    let failing = true;
    const flaky = new FakeGenerator({ sections: sampleSections(3) });
    const generator = {
      name: 'flaky',
      checkReady: async () => {},
      generateOutline: flaky.generateOutline.bind(flaky),
      async *generateContent(input: ContentInput | DeferredContentInput, signal: AbortSignal) {
        let count = 0;
        for await (const section of flaky.generateContent(input, signal)) {
          if (failing && count === 1) throw new AppError(50201, 'The language model provider failed.');
          count += 1;
          yield section;
        }
      },
    };
    await withApp({ generator }, async (t, base) => {
      const uid = await createTask(t);
      const first = parseSSE(await (await post(base, t, CONTENT_PATH, { uid })).text());
      assert.equal(first.events.length, 2);
      assert.equal(first.events[1]!.event, 'error');
      assert.equal(JSON.parse(first.events[1]!.data).code, 50201);
      const failed = (
        await t.app.inject({ method: 'GET', url: `${TASK_PATH}/${uid}`, headers: t.auth() })
      ).json().data;
      assert.equal(failed.status, 'failed');
      failing = false;
      const retry = parseSSE(await (await post(base, t, CONTENT_PATH, { uid })).text());
      assert.equal(retry.events.length, 3);
      const done = (
        await t.app.inject({ method: 'GET', url: `${TASK_PATH}/${uid}`, headers: t.auth() })
      ).json().data;
      assert.equal(done.status, 'done');
    });
  });

  test('generation over its time limit: 50401 (JSON before the first event, error event after)', async () => {
    const slowStart = new FakeGenerator({ delayMs: 500, ignoreSignal: true });
    await withApp({ generator: slowStart, env: { GENERATION_TIMEOUT_MS: '100' } }, async (t, base) => {
      const response = await post(base, t, OUTLINE_PATH, OUTLINE_REQUEST);
      assert.equal(response.status, 504);
      assert.equal((await response.json()).code, 50401);
    });
    const slowLater = new FakeGenerator({ sections: sampleSections(5), delayMs: 60 });
    await withApp({ generator: slowLater, env: { GENERATION_TIMEOUT_MS: '150' } }, async (t, base) => {
      const uid = await createTask(t);
      const { events } = parseSSE(await (await post(base, t, CONTENT_PATH, { uid })).text());
      assert.ok(events.length >= 2);
      assert.equal(events.at(-1)!.event, 'error');
      assert.equal(JSON.parse(events.at(-1)!.data).code, 50401);
    });
  });

  test('`: ping` comments keep an idle stream alive', async () => {
    const generator = new FakeGenerator({ outline: ['# A\n', '## B\n'], delayMs: 250 });
    await withApp({ generator, env: { SSE_PING_MS: '50' } }, async (t, base) => {
      const raw = await (await post(base, t, OUTLINE_PATH, OUTLINE_REQUEST)).text();
      const { comments, events } = parseSSE(raw);
      assert.ok(comments.filter((comment) => comment.trim() === 'ping').length >= 1, raw);
      assert.deepEqual(JSON.parse(events.at(-1)!.data), { text: '', done: true });
      assert.match(raw, /\n\n: ping\n\n/);
    });
  });

  test('open streams per key are limited: 42901 with Retry-After', async () => {
    const generator = new FakeGenerator({ outline: ['# A\n', '## B\n'], delayMs: 300 });
    await withApp({ generator, env: { STREAMS_PER_KEY: '1' } }, async (t, base) => {
      const first = post(base, t, OUTLINE_PATH, OUTLINE_REQUEST);
      await waitFor(() => generator.outlineCalls.length === 1, 'the first stream');
      const second = await post(base, t, OUTLINE_PATH, OUTLINE_REQUEST);
      assert.equal(second.status, 429);
      assert.equal((await second.json()).code, 42901);
      assert.ok(second.headers.get('retry-after'));
      const other = await fetch(`${base}${OUTLINE_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...t.auth(t.otherKey) },
        body: JSON.stringify({ ...OUTLINE_REQUEST, stream: false }),
      });
      assert.equal(other.status, 200);
      await (await first).text();
      const third = await post(base, t, OUTLINE_PATH, OUTLINE_REQUEST);
      assert.equal(third.status, 200, 'the slot is released when a stream ends');
      await third.text();
    });
  });

  test('draining: new requests get 50301; a stream past the deadline ends with an error event', async () => {
    const generator = new FakeGenerator({
      outline: Array.from({ length: 40 }, (_, index) => `l${index}\n`),
      delayMs: 50,
    });
    await withApp({ generator }, async (t, base) => {
      const response = await post(base, t, OUTLINE_PATH, OUTLINE_REQUEST);
      await waitFor(() => t.lifecycle.openStreams === 1, 'the stream to open');
      const drained = t.lifecycle.drain(150);
      const rejected = await post(base, t, OUTLINE_PATH, OUTLINE_REQUEST);
      assert.equal(rejected.status, 503);
      assert.equal((await rejected.json()).code, 50301);
      assert.ok(rejected.headers.get('retry-after'));
      const { events } = parseSSE(await response.text());
      await drained;
      assert.equal(events.at(-1)!.event, 'error');
      assert.equal(JSON.parse(events.at(-1)!.data).code, 50301);
      assert.equal(t.lifecycle.openStreams, 0);
    });
  });
});

function ownerOf(t: TestApp): string {
  const row = t.database.prepare("select id from api_keys where name = 'test'").get() as { id: string };
  return row.id;
}
