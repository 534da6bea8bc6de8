// The SDK against the real server: JSON calls, streams, typed errors and early `break`.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ResumeAPIError, ResumeClient } from '@resume/client';
import { FakeGenerator } from '../helpers/fake-generator.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

describe('client SDK', () => {
  let t: TestApp;
  let client: ResumeClient;
  before(async () => {
    t = await createTestApp();
    client = new ResumeClient({ baseUrl: await t.listen(), apiKey: t.key });
  });
  after(() => t.close());

  test('outline: the stream and the JSON call give the same markdown', async () => {
    const request = { mode: 'ai-template' as const, type: 'social' as const, job: 'Registered Nurse' };
    let streamed = '';
    for await (const text of client.outlineStream(request)) streamed += text;
    assert.equal(streamed, await client.outline(request));
    assert.match(streamed, /^# Registered Nurse\n/);
  });

  test('task → content stream → replay via JSON → delete', async () => {
    const task = await client.createTask({
      outline: '# Teacher\n\n## Basic Information\n- Name: Maria Montessori\n',
    });
    const streamed = [];
    for await (const { id, section } of client.contentStream(task.uid)) streamed.push({ id, section });
    assert.equal(streamed[0]!.id, '0');
    assert.deepEqual(
      await client.content(task.uid),
      streamed.map((item) => item.section),
    );
    assert.equal((await client.getTask(task.uid)).status, 'done');
    await client.deleteTask(task.uid);
    await assert.rejects(client.getTask(task.uid), (error: unknown) => {
      assert.ok(error instanceof ResumeAPIError);
      assert.equal(error.code, 40401);
      assert.equal(error.status, 404);
      return true;
    });
  });

  test('a bad request is a typed error with the contract code', async () => {
    await assert.rejects(client.outline({ mode: 'ai-template', job: 'x' }), (error: unknown) => {
      assert.ok(error instanceof ResumeAPIError);
      assert.equal(error.code, 40002);
      assert.match(error.message, /type is required/);
      return true;
    });
  });
});

describe('client SDK: break aborts the request', () => {
  test('leaving the loop early stops the server-side generation', async () => {
    const generator = new FakeGenerator({
      outline: Array.from({ length: 200 }, (_, index) => `l${index}\n`),
      delayMs: 10,
    });
    const t = await createTestApp({ generator });
    try {
      const client = new ResumeClient({ baseUrl: await t.listen(), apiKey: t.key });
      for await (const _text of client.outlineStream({ mode: 'ai-template', type: 'social', job: 'x' }))
        break;
      for (let attempt = 0; attempt < 100 && !generator.outlineCalls[0]!.signal.aborted; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      assert.ok(generator.outlineCalls[0]!.signal.aborted);
    } finally {
      await t.close();
    }
  });
});
