// The SDK when the network misbehaves: a content stream cut mid-way resumes with Last-Event-ID without
// repeats; 429/503 answers are retried after Retry-After; a too-long Retry-After or a started stream is not.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  ConnectionError,
  RateLimitError,
  ResumeClient,
  UnavailableError,
} from '../../../client/src/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { RATE_LIMITED_BODY, startCuttingProxy, startScriptedFront } from './loopback-proxies.ts';

const NURSE = { mode: 'ai-template' as const, type: 'social' as const, job: 'Registered Nurse' };

describe('SDK resilience against the real server', () => {
  let t: TestApp;
  let baseUrl: string;
  let client: ResumeClient;
  before(async () => {
    t = await createTestApp();
    baseUrl = await t.listen();
    client = new ResumeClient({ baseUrl, apiKey: t.key });
  });
  after(async () => {
    t.app.server.closeAllConnections();
    await t.close();
  });

  test('a content stream whose connection drops after section 1 resumes from section 2, no repeats', async () => {
    const task = await client.tasks.create({ outline: await client.outline.create(NURSE) });
    const proxy = await startCuttingProxy(baseUrl, 1);
    try {
      const throughProxy = new ResumeClient({ baseUrl: proxy.url, apiKey: t.key });
      const stream = throughProxy.content.stream(task.uid);
      const received = [];
      for await (const section of stream) received.push(section);
      assert.equal(stream.reconnects, 1, 'one reconnection');
      const contentRequests = proxy.requests.filter((head) =>
        head.startsWith('post /api/v1/service/resume/content'),
      );
      assert.equal(contentRequests.length, 2);
      assert.doesNotMatch(contentRequests[0]!, /last-event-id/);
      assert.match(contentRequests[1]!, /\r\nlast-event-id: 1(\r\n|$)/);
      const stored = await client.content.get(task.uid);
      assert.ok(stored.length > 3, 'enough sections that the cut was mid-stream');
      assert.deepEqual(received, stored, 'every section exactly once, in order');
    } finally {
      await proxy.close();
    }
  });

  test('429 with Retry-After: the request is sent again after the wait and succeeds', async () => {
    const front = await startScriptedFront(baseUrl, [
      {
        status: 429,
        headers: { 'retry-after': '1', 'content-type': 'application/json' },
        body: RATE_LIMITED_BODY,
      },
    ]);
    try {
      const retrying = new ResumeClient({ baseUrl: front.url, apiKey: t.key });
      const markdown = await retrying.outline.create(NURSE);
      assert.match(markdown, /^# Registered Nurse\n/);
      assert.equal(front.seen.length, 2);
      // A lower bound only: the client must not come back before the server said it may.
      assert.ok(front.seen[1]!.at - front.seen[0]!.at >= 1000, 'waited at least Retry-After');
    } finally {
      await front.close();
    }
  });

  test('a stream refused with 503 before its first event is retried; the fragments then flow', async () => {
    const front = await startScriptedFront(baseUrl, [
      {
        status: 503,
        headers: { 'retry-after': '0', 'content-type': 'application/json' },
        body: JSON.stringify({ code: 50301, message: 'The server is shutting down.', data: null }),
      },
    ]);
    try {
      const retrying = new ResumeClient({ baseUrl: front.url, apiKey: t.key });
      const markdown = await retrying.outline.stream(NURSE).finalText();
      assert.equal(markdown, await client.outline.create(NURSE));
      assert.equal(front.seen.length, 2);
    } finally {
      await front.close();
    }
  });

  test('maxRetries: 0 gives the typed error at once', async () => {
    const front = await startScriptedFront(baseUrl, [
      {
        status: 503,
        headers: { 'retry-after': '0', 'content-type': 'application/json' },
        body: JSON.stringify({ code: 50301, message: 'The server is shutting down.', data: null }),
      },
    ]);
    try {
      const impatient = new ResumeClient({ baseUrl: front.url, apiKey: t.key, maxRetries: 0 });
      await assert.rejects(impatient.tasks.get('x'), (error: unknown) => {
        assert.ok(error instanceof UnavailableError);
        assert.equal(error.code, 50301);
        assert.equal(error.retryAfterSeconds, 0);
        return true;
      });
      assert.equal(front.seen.length, 1);
    } finally {
      await front.close();
    }
  });

  test('a stream that already yielded is never retried: the drop is thrown', async () => {
    const front = await startScriptedFront(baseUrl, [
      {
        status: 200,
        headers: { 'content-type': 'text/event-stream; charset=utf-8' },
        body: 'data: {"text":"# Job\\n","done":false}\n\n',
        dropAfterBody: true,
      },
    ]);
    try {
      const viaFront = new ResumeClient({ baseUrl: front.url, apiKey: t.key });
      const received: string[] = [];
      await assert.rejects(
        async () => {
          for await (const text of viaFront.outline.stream(NURSE)) received.push(text);
        },
        (error: unknown) => error instanceof ConnectionError && error.code === 0,
      );
      assert.deepEqual(received, ['# Job\n']);
      assert.equal(front.seen.length, 1, 'no second request');
    } finally {
      await front.close();
    }
  });
});

describe('SDK against a real rate limit', () => {
  test('a Retry-After beyond the cap is not waited out: RateLimitError with the wait', async () => {
    // A clock pinned mid-minute: the limiter's windows are clock minutes, and a run that crossed one
    // between the two requests (or came within 5 s of it) failed at random.
    const t = await createTestApp({
      env: { RATE_LIMIT_PER_MINUTE: '1' },
      now: () => new Date('2026-01-05T10:00:20.000Z'),
    });
    try {
      const client = new ResumeClient({ baseUrl: await t.listen(), apiKey: t.key, maxRetryDelayMs: 5_000 });
      await client.outline.create(NURSE);
      await assert.rejects(client.outline.create(NURSE), (error: unknown) => {
        assert.ok(error instanceof RateLimitError);
        assert.equal(error.code, 42901);
        assert.equal(error.status, 429);
        assert.equal(error.family, 'rate_limit');
        assert.ok(error.retryAfterSeconds! > 5, `Retry-After ${error.retryAfterSeconds} s`);
        assert.ok(error.isRetryable);
        return true;
      });
    } finally {
      await t.close();
    }
  });
});
