// Tasks: creation, owner isolation, idempotency, deletion and retention expiry (CONTRACT 3).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { CONTENT_PATH, createTestApp, TASK_PATH, type TestApp } from '../helpers/test-app.ts';

const OUTLINE = '# Backend Engineer\n\n## Basic Information\n- Name: Ada Lovelace\n';

describe('tasks', () => {
  let t: TestApp;
  let clock = new Date('2026-01-01T00:00:00Z');
  before(async () => {
    t = await createTestApp({ now: () => clock, env: { RETENTION_DAYS: '30' } });
  });
  after(() => t.close());

  const create = (payload: unknown, headers: Record<string, string> = {}, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: TASK_PATH,
      headers: { ...t.auth(key), ...headers },
      payload: payload as object,
    });

  test('creates a pending task with an unguessable uid; GET shows it with the job from the heading', async () => {
    const response = await create({ outline: OUTLINE });
    assert.equal(response.statusCode, 200);
    const { code, message, data } = response.json();
    assert.equal(code, 0);
    assert.equal(message, 'success');
    assert.equal(data.status, 'pending');
    assert.match(data.uid, /^tsk_[A-Za-z0-9_-]{24}$/, '144 random bits');
    assert.equal(data.createdAt, clock.toISOString());

    const shown = (
      await t.app.inject({ method: 'GET', url: `${TASK_PATH}/${data.uid}`, headers: t.auth() })
    ).json();
    assert.equal(shown.code, 0);
    assert.deepEqual(shown.data, {
      uid: data.uid,
      status: 'pending',
      job: 'Backend Engineer',
      type: null,
      locale: 'en-US',
      outline: OUTLINE,
      createdAt: clock.toISOString(),
      updatedAt: clock.toISOString(),
      sections: null,
      error: null,
    });
  });

  test('a Chinese outline is detected as zh-CN; explicit fields win', async () => {
    const zh = (await create({ outline: '# 数据分析师\n\n## 基本信息\n- 姓名：张三\n' })).json().data;
    const shown = (
      await t.app.inject({ method: 'GET', url: `${TASK_PATH}/${zh.uid}`, headers: t.auth() })
    ).json();
    assert.equal(shown.data.locale, 'zh-CN');
    assert.equal(shown.data.job, '数据分析师');
    const explicit = (await create({ outline: OUTLINE, job: 'SRE', type: 'social', locale: 'zh-CN' })).json()
      .data;
    const shownExplicit = (
      await t.app.inject({ method: 'GET', url: `${TASK_PATH}/${explicit.uid}`, headers: t.auth() })
    ).json();
    assert.equal(shownExplicit.data.job, 'SRE');
    assert.equal(shownExplicit.data.type, 'social');
    assert.equal(shownExplicit.data.locale, 'zh-CN');
  });

  test('validation: outline required, not too long, type and locale from their lists', async () => {
    assert.match((await create({})).json().message, /outline is required/);
    assert.match((await create({ outline: 'x'.repeat(65_537) })).json().message, /outline is too long/);
    assert.equal((await create({ outline: OUTLINE, type: 'boss' })).json().code, 40002);
    assert.match(
      (await create({ outline: OUTLINE, locale: 'fr-FR' })).json().message,
      /locale must be one of/,
    );
  });

  test('another key cannot see, use or delete the task: 40401, the same as an unknown uid', async () => {
    const { uid } = (await create({ outline: OUTLINE })).json().data;
    const unknown = await t.app.inject({
      method: 'GET',
      url: `${TASK_PATH}/tsk_doesnotexist`,
      headers: t.auth(),
    });
    const foreignGet = await t.app.inject({
      method: 'GET',
      url: `${TASK_PATH}/${uid}`,
      headers: t.auth(t.otherKey),
    });
    const foreignDelete = await t.app.inject({
      method: 'DELETE',
      url: `${TASK_PATH}/${uid}`,
      headers: t.auth(t.otherKey),
    });
    const foreignContent = await t.app.inject({
      method: 'POST',
      url: CONTENT_PATH,
      headers: t.auth(t.otherKey),
      payload: { uid, stream: false },
    });
    for (const response of [foreignGet, foreignDelete, foreignContent]) {
      assert.equal(response.statusCode, 404);
      assert.deepEqual(response.json(), unknown.json());
    }
    const stillThere = await t.app.inject({ method: 'GET', url: `${TASK_PATH}/${uid}`, headers: t.auth() });
    assert.equal(stillThere.json().code, 0);
  });

  test('Idempotency-Key: same body returns the same task, another body is 40901', async () => {
    const headers = { 'idempotency-key': 'order-42' };
    const first = (await create({ outline: OUTLINE }, headers)).json().data;
    const again = (await create({ outline: OUTLINE }, headers)).json().data;
    assert.equal(again.uid, first.uid);
    const conflict = await create({ outline: `${OUTLINE}- Phone: 1\n` }, headers);
    assert.equal(conflict.statusCode, 409);
    assert.equal(conflict.json().code, 40901);
    const otherOwner = (await create({ outline: OUTLINE }, headers, t.otherKey)).json().data;
    assert.notEqual(otherOwner.uid, first.uid, 'keys are per API key');
    const withoutKey = (await create({ outline: OUTLINE })).json().data;
    assert.notEqual(withoutKey.uid, first.uid);
  });

  test('DELETE removes the task and its stored result; the uid then answers 40401', async () => {
    const { uid } = (await create({ outline: OUTLINE })).json().data;
    const content = await t.app.inject({
      method: 'POST',
      url: CONTENT_PATH,
      headers: t.auth(),
      payload: { uid, stream: false },
    });
    assert.equal(content.json().code, 0);
    // Replayed again first, so the done task is one the store keeps in memory when it is deleted.
    const replay = () =>
      t.app.inject({ method: 'POST', url: CONTENT_PATH, headers: t.auth(), payload: { uid, stream: false } });
    assert.deepEqual((await replay()).json(), content.json());
    const deleted = await t.app.inject({ method: 'DELETE', url: `${TASK_PATH}/${uid}`, headers: t.auth() });
    assert.deepEqual(deleted.json(), { code: 0, message: 'success', data: null });
    const row = t.database.prepare('select count(*) as n from tasks where uid = ?').get(uid) as { n: number };
    assert.equal(row.n, 0, 'nothing stored remains');
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: `${TASK_PATH}/${uid}`, headers: t.auth() });
      assert.equal(response.json().code, 40401);
    }
    assert.equal((await replay()).json().code, 40401);
  });

  test('a task expires after the retention period', async () => {
    const { uid } = (await create({ outline: OUTLINE })).json().data;
    clock = new Date(clock.getTime() + 29 * 86_400_000);
    assert.equal(
      (await t.app.inject({ method: 'GET', url: `${TASK_PATH}/${uid}`, headers: t.auth() })).json().code,
      0,
    );
    clock = new Date(clock.getTime() + 2 * 86_400_000);
    const expired = await t.app.inject({ method: 'GET', url: `${TASK_PATH}/${uid}`, headers: t.auth() });
    assert.equal(expired.json().code, 40401);
    const row = t.database.prepare('select count(*) as n from tasks where uid = ?').get(uid) as { n: number };
    assert.equal(row.n, 0, 'the expired task is deleted, not just hidden');
  });
});
