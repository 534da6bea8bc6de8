// Bearer keys: missing, unknown, revoked, environment keys, and the per-key rate limit.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, OUTLINE_PATH, type TestApp } from '../helpers/test-app.ts';

const request = { mode: 'ai-template', type: 'social', job: 'Accountant', stream: false };

describe('authentication', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ env: { RESUME_API_KEYS: 'env-key-one, env-key-two' } });
  });
  after(() => t.close());

  const send = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: OUTLINE_PATH, headers, payload: request });

  test('no Authorization header: 40101', async () => {
    const response = await send({});
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().code, 40101);
    assert.match(response.json().message, /Authorization: Bearer/);
  });

  test('not a Bearer header: 40101', async () => {
    const response = await send({ authorization: `Basic ${Buffer.from('a:b').toString('base64')}` });
    assert.equal(response.json().code, 40101);
  });

  test('unknown key: 40102', async () => {
    const response = await send({ authorization: 'Bearer rsk_not_a_real_key' });
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().code, 40102);
  });

  test('a stored key works, and fails once revoked', async () => {
    assert.equal((await send(t.auth())).json().code, 0);
    const [record] = (await t.keyStore.list()).filter((key) => key.name === 'other');
    assert.ok(record);
    assert.equal((await send(t.auth(t.otherKey))).json().code, 0);
    await t.keyStore.revoke(record.id, new Date());
    const response = await send(t.auth(t.otherKey));
    assert.equal(response.json().code, 40102);
  });

  test('keys from RESUME_API_KEYS work', async () => {
    assert.equal((await send({ authorization: 'Bearer env-key-two' })).json().code, 0);
  });

  test('keys are stored only as hashes', async () => {
    const rows = t.database.prepare('select * from api_keys').all() as Record<string, unknown>[];
    assert.equal(rows.length, 2);
    const dump = JSON.stringify(rows);
    assert.ok(!dump.includes(t.key) && !dump.includes(t.otherKey), 'the raw key must not be stored');
    assert.ok(rows.every((row) => /^[0-9a-f]{64}$/.test(String(row.key_hash))));
  });

  test('operational endpoints need no key', async () => {
    for (const url of ['/healthz', '/readyz', '/metrics', '/openapi.json']) {
      const response = await t.app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 200, url);
    }
  });
});

describe('rate limit', () => {
  let t: TestApp;
  before(async () => {
    // Pinned mid-minute: the limiter's windows are clock minutes, and four requests straddling one failed.
    t = await createTestApp({
      env: { RATE_LIMIT_PER_MINUTE: '3' },
      now: () => new Date('2026-01-05T10:00:20.000Z'),
    });
  });
  after(() => t.close());

  test('the fourth request in a minute gets 42901 with Retry-After; another key is unaffected', async () => {
    const send = (key?: string) =>
      t.app.inject({ method: 'POST', url: OUTLINE_PATH, headers: t.auth(key), payload: request });
    for (let index = 0; index < 3; index += 1) {
      const response = await send();
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['ratelimit-remaining'], String(2 - index));
      // The IETF draft's fields carry the same numbers as the older RateLimit-* ones.
      assert.equal(response.headers['ratelimit-policy'], '"per-key";q=3;w=60');
      assert.equal(
        response.headers.ratelimit,
        `"per-key";r=${2 - index};t=${response.headers['ratelimit-reset']}`,
      );
    }
    const limited = await send();
    assert.equal(limited.statusCode, 429);
    assert.equal(limited.json().code, 42901);
    assert.ok(Number(limited.headers['retry-after']) >= 1);
    assert.equal(limited.headers.ratelimit, `"per-key";r=0;t=${limited.headers['retry-after']}`);
    assert.equal((await send(t.otherKey)).statusCode, 200);
  });
});
