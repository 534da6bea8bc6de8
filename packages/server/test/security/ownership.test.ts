// Another key's task is never readable, deletable, resumable or streamable: it answers exactly like a uid
// that never existed (same status, code, message and content type), so the answer is no oracle.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { newTaskUid } from '../../src/http/routes/task.ts';
import { CONTENT_PATH, createTestApp, TASK_PATH, type TestApp } from '../helpers/test-app.ts';

interface Seen {
  status: number;
  contentType: string | undefined;
  body: string;
}

describe('a task belongs to the key that created it', () => {
  let t: TestApp;
  let base: string;
  /** Owned by t.key: one finished (sections stored), one pending. */
  let done: string;
  let pending: string;
  let rowsBefore: string;

  const rows = () => JSON.stringify(t.database.prepare('SELECT * FROM tasks ORDER BY uid').all());

  before(async () => {
    t = await createTestApp();
    base = await t.listen();
    const create = async (outline: string) =>
      (await t.app.inject({ method: 'POST', url: TASK_PATH, headers: t.auth(), payload: { outline } })).json()
        .data.uid as string;
    done = await create(
      '# Data Analyst\n\n## Basic Information\n- Name: Ada\n\n## Experience\n- [Company]: Analyst\n',
    );
    pending = await create('# Nurse\n');
    const finished = await t.app.inject({
      method: 'POST',
      url: CONTENT_PATH,
      headers: t.auth(),
      payload: { uid: done, stream: false },
    });
    assert.equal(finished.json().code, 0);
    rowsBefore = rows();
  });
  after(() => t.close());

  /** One request over a real socket, as the other key or as the owner. */
  async function ask(
    method: 'GET' | 'DELETE' | 'POST',
    path: string,
    options: { key?: string; body?: object; headers?: Record<string, string> } = {},
  ): Promise<Seen> {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...t.auth(options.key ?? t.otherKey),
        ...(options.body ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      ...(options.body ? { body: JSON.stringify(options.body) } : {}),
    });
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? undefined,
      body: await response.text(),
    };
  }

  /** The other key's view of each of our tasks equals its view of a uid that was never issued. */
  async function assertSameAsMissing(request: (uid: string) => Promise<Seen>, what: string): Promise<void> {
    const missing = await request(newTaskUid());
    assert.equal(missing.status, 404, what);
    assert.deepEqual(JSON.parse(missing.body), {
      code: 40401,
      message: 'No task with this uid.',
      data: null,
    });
    for (const uid of [done, pending]) {
      const foreign = await request(uid);
      assert.deepEqual(foreign, missing, `${what} of another key's task answers like a missing uid`);
    }
  }

  test('GET: not readable', async () => {
    await assertSameAsMissing((uid) => ask('GET', `${TASK_PATH}/${uid}`), 'GET');
  });

  test('DELETE: not deletable', async () => {
    await assertSameAsMissing((uid) => ask('DELETE', `${TASK_PATH}/${uid}`), 'DELETE');
  });

  test('content as JSON: not generated, not replayed', async () => {
    await assertSameAsMissing(
      (uid) => ask('POST', CONTENT_PATH, { body: { uid, stream: false } }),
      'content',
    );
  });

  test('content as a stream: not streamable', async () => {
    await assertSameAsMissing((uid) => ask('POST', CONTENT_PATH, { body: { uid } }), 'content stream');
  });

  test('content with Last-Event-ID: not resumable, whatever the id', async () => {
    for (const id of ['0', '1', '99']) {
      await assertSameAsMissing(
        (uid) => ask('POST', CONTENT_PATH, { body: { uid }, headers: { 'last-event-id': id } }),
        `Last-Event-ID ${id}`,
      );
    }
  });

  test("an Idempotency-Key the owner used gives the other key its own new task, never the owner's", async () => {
    const body = { outline: '# Chef\n' };
    const headers = { 'idempotency-key': 'shared-key-1' };
    const owners = JSON.parse((await ask('POST', TASK_PATH, { key: t.key, body, headers })).body);
    const others = JSON.parse((await ask('POST', TASK_PATH, { body, headers })).body);
    assert.equal(owners.code, 0);
    assert.equal(others.code, 0);
    assert.notEqual(others.data.uid, owners.data.uid);
    const ownersView = await ask('GET', `${TASK_PATH}/${owners.data.uid}`);
    assert.equal(ownersView.status, 404);
    await ask('DELETE', `${TASK_PATH}/${owners.data.uid}`, { key: t.key });
    await ask('DELETE', `${TASK_PATH}/${others.data.uid}`);
  });

  test("after all that, the owner's tasks are unchanged and still the owner's", async () => {
    assert.equal(rows(), rowsBefore, 'no stored row changed: nothing was deleted, generated or touched');
    const view = JSON.parse((await ask('GET', `${TASK_PATH}/${done}`, { key: t.key })).body);
    assert.equal(view.code, 0);
    assert.equal(view.data.status, 'done');
    assert.ok(view.data.sections.length > 0);
    assert.equal(
      JSON.parse((await ask('GET', `${TASK_PATH}/${pending}`, { key: t.key })).body).data.status,
      'pending',
    );
  });
});
