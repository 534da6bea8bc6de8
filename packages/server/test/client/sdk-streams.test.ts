// The SDK against the real server on a socket: outline streams and finalText(), `break` aborting the
// request, tasks, content, and typed errors with the contract's codes (before and inside a stream).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  AuthenticationError,
  IncompleteStreamError,
  NotFoundError,
  ResumeAPIError,
  ResumeClient,
  UpstreamError,
  ValidationError,
} from '../../../client/src/index.ts';
import { AppError } from '../../src/errors.ts';
import type { Generator } from '../../src/generation/generator.ts';
import { FakeGenerator } from '../helpers/fake-generator.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { startScriptedFront } from './loopback-proxies.ts';

const NURSE = { mode: 'ai-template' as const, type: 'social' as const, job: 'Registered Nurse' };

describe('SDK: outline, tasks and content against the real server', () => {
  let t: TestApp;
  let client: ResumeClient;
  let baseUrl: string;
  before(async () => {
    t = await createTestApp();
    baseUrl = await t.listen();
    client = new ResumeClient({ baseUrl, apiKey: t.key });
  });
  after(() => t.close());

  test('outline.stream yields fragments whose concatenation is outline.create and finalText()', async () => {
    const stream = client.outline.stream(NURSE);
    const fragments: string[] = [];
    for await (const text of stream) fragments.push(text);
    assert.ok(fragments.length > 3, 'the outline arrives in several fragments');
    const markdown = await stream.finalText();
    assert.equal(markdown, fragments.join(''));
    assert.equal(markdown, await client.outline.create(NURSE));
    assert.match(markdown, /^# Registered Nurse\n/);
  });

  test('finalText() alone reads the whole stream', async () => {
    const markdown = await client.outline
      .stream({ ...NURSE, job: '前端开发工程师', type: 'campus' })
      .finalText();
    assert.match(markdown, /^# 前端开发工程师\n/);
    assert.match(markdown, /## 教育经历/);
  });

  test('a stream can be iterated only once', async () => {
    const stream = client.outline.stream(NURSE);
    await stream.finalText();
    assert.throws(() => stream[Symbol.asyncIterator](), /only once/);
  });

  test('tasks.create → content.stream → content.get → tasks.get → tasks.delete', async () => {
    const outline = await client.outline.create(NURSE);
    const task = await client.tasks.create({ outline });
    assert.match(task.uid, /^\S{16,}$/);
    const stream = client.content.stream(task.uid);
    const streamed = [];
    for await (const section of stream) streamed.push(section);
    assert.ok(streamed.length >= 4);
    assert.equal(stream.lastEventId, String(streamed.length - 1));
    assert.equal(streamed[0]!.type, 'kv');
    assert.deepEqual(await client.content.get(task.uid), streamed);
    const view = await client.tasks.get(task.uid);
    assert.equal(view.status, 'done');
    assert.deepEqual(view.sections, streamed);
    await client.tasks.delete(task.uid);
    await assert.rejects(client.tasks.get(task.uid), (error: unknown) => {
      assert.ok(error instanceof NotFoundError);
      assert.ok(error instanceof ResumeAPIError);
      assert.equal(error.code, 40401);
      assert.equal(error.status, 404);
      assert.equal(error.family, 'not_found');
      assert.ok(error.requestId, 'the request id is kept for support');
      return true;
    });
  });

  test('content.stream with lastEventId continues after that section', async () => {
    const task = await client.tasks.create({ outline: await client.outline.create(NURSE) });
    const all = await client.content.get(task.uid);
    const rest = [];
    for await (const section of client.content.stream(task.uid, { lastEventId: '1' })) rest.push(section);
    assert.deepEqual(rest, all.slice(2));
  });

  test('the same idempotency key gives the same task', async () => {
    const outline = '# Teacher\n\n## Basic Information\n- Name: Maria Montessori\n';
    const first = await client.tasks.create({ outline }, { idempotencyKey: 'sdk-test-1' });
    const second = await client.tasks.create({ outline }, { idempotencyKey: 'sdk-test-1' });
    assert.equal(second.uid, first.uid);
  });

  test('a bad request is a ValidationError with the contract code and the field named', async () => {
    await assert.rejects(client.outline.create({ mode: 'ai-template', job: 'x' }), (error: unknown) => {
      assert.ok(error instanceof ValidationError);
      assert.equal(error.code, 40002);
      assert.equal(error.status, 400);
      assert.match(error.message, /type is required/);
      return true;
    });
  });

  test('an error before the first event is thrown by the stream, typed', async () => {
    const stream = client.outline.stream({ mode: 'ai-template', type: 'social', job: 'x'.repeat(101) });
    await assert.rejects(
      async () => {
        for await (const _text of stream);
      },
      (error: unknown) => error instanceof ValidationError && error.code === 40002,
    );
    await assert.rejects(stream.finalText(), ValidationError);
  });

  test('a wrong key is an AuthenticationError', async () => {
    const stranger = new ResumeClient({ baseUrl, apiKey: 'not-a-key' });
    await assert.rejects(stranger.tasks.get('whatever'), (error: unknown) => {
      assert.ok(error instanceof AuthenticationError);
      assert.equal(error.code, 40102);
      assert.equal(error.family, 'auth');
      return true;
    });
  });
});

describe('SDK: leaving and failing streams', () => {
  test('break aborts the request: the server-side generation sees the close and stops', async () => {
    const fake = new FakeGenerator({
      outline: Array.from({ length: 200 }, (_, index) => `l${index}\n`),
      delayMs: 10,
    });
    let produced = 0;
    const generator: Generator = {
      name: 'counting',
      checkReady: () => fake.checkReady(),
      generateContent: (input, signal) => fake.generateContent(input, signal),
      async *generateOutline(input, signal) {
        for await (const line of fake.generateOutline(input, signal)) {
          produced += 1;
          yield line;
        }
      },
    };
    const t = await createTestApp({ generator });
    try {
      const client = new ResumeClient({ baseUrl: await t.listen(), apiKey: t.key });
      const stream = client.outline.stream({ mode: 'ai-template', type: 'social', job: 'x' });
      for await (const text of stream) {
        assert.equal(text, 'l0\n');
        break;
      }
      assert.ok(stream.controller.signal.aborted);
      for (let attempt = 0; attempt < 200 && !fake.outlineCalls[0]!.signal.aborted; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      assert.ok(fake.outlineCalls[0]!.signal.aborted, 'the generator was cancelled');
      assert.ok(produced < 200, `generation stopped early (${produced} of 200 lines)`);
      await assert.rejects(stream.finalText(), IncompleteStreamError);
    } finally {
      // After an abort, fetch opens a spare idle socket that close() would wait out (about 4 s).
      t.app.server.closeAllConnections();
      await t.close();
    }
  });

  test('an `event: error` inside a started stream is thrown typed, after the fragments before it', async () => {
    const generator = new FakeGenerator({
      outline: ['# Job\n', '## A\n', '## B\n'],
      failAfter: { items: 2, error: new AppError(50201, 'The model provider failed.') },
    });
    const t = await createTestApp({ generator });
    try {
      const client = new ResumeClient({ baseUrl: await t.listen(), apiKey: t.key });
      const received: string[] = [];
      await assert.rejects(
        async () => {
          for await (const text of client.outline.stream({ mode: 'ai-template', type: 'social', job: 'x' }))
            received.push(text);
        },
        (error: unknown) => {
          assert.ok(error instanceof UpstreamError);
          assert.equal(error.code, 50201);
          assert.equal(error.status, 0, 'it arrived inside a 200 stream');
          return true;
        },
      );
      assert.deepEqual(received, ['# Job\n', '## A\n']);
    } finally {
      await t.close();
    }
  });

  test('a stream that closes without done:true is incomplete', async () => {
    const front = await startScriptedFront(undefined, [
      {
        status: 200,
        headers: { 'content-type': 'text/event-stream; charset=utf-8' },
        body: 'data: {"text":"# Job\\n","done":false}\n\n',
      },
    ]);
    try {
      const client = new ResumeClient({ baseUrl: front.url, apiKey: 'key' });
      const stream = client.outline.stream({ mode: 'ai-template', type: 'social', job: 'Job' });
      const received: string[] = [];
      await assert.rejects(
        async () => {
          for await (const text of stream) received.push(text);
        },
        (error: unknown) => error instanceof IncompleteStreamError && error.family === 'connection',
      );
      assert.deepEqual(received, ['# Job\n']);
      await assert.rejects(stream.finalText(), IncompleteStreamError);
    } finally {
      await front.close();
    }
  });
});
