// Redis going away, through a TCP proxy the test cuts (the machine's Redis keeps running): the
// service keeps answering with this instance's own limits (fail-open to local, create-limiters.ts),
// warns once, counts the fallbacks, /readyz says Redis is missing, and it all recovers by itself.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { CONTENT_PATH, TASK_PATH } from '../helpers/test-app.ts';
import {
  captureLogs,
  type Instance,
  inspector,
  openSharedStore,
  RedisProxy,
  redisSkipReason,
  type SharedStore,
  startInstance,
  uniquePrefix,
  waitFor,
} from './redis-kit.ts';

const skip = await redisSkipReason();

function get(instance: Instance, path: string, key: string): Promise<Response> {
  return fetch(`${instance.base}${path}`, { headers: { authorization: `Bearer ${key}` } });
}

async function readiness(instance: Instance): Promise<{ status: number; body: { unavailable?: string[] } }> {
  const response = await fetch(`${instance.base}/readyz`);
  return { status: response.status, body: await response.json() };
}

async function metric(instance: Instance, pattern: RegExp): Promise<number> {
  const text = await (await fetch(`${instance.base}/metrics`)).text();
  const match = text.match(pattern);
  return match ? Number(match[1]) : 0;
}

describe('Redis outage', { skip }, () => {
  const prefix = uniquePrefix();
  const proxy = new RedisProxy();
  const logs = captureLogs();
  let store: SharedStore;
  let service: Instance;
  let look: ReturnType<typeof inspector>;
  /** The requests Redis has counted for the test key (its rate key's value). */
  let counted: () => Promise<number>;
  before(async () => {
    await proxy.start();
    store = await openSharedStore();
    look = inspector(prefix);
    service = await startInstance(
      store,
      {
        REDIS_URL: proxy.url,
        REDIS_KEY_PREFIX: prefix,
        RATE_LIMIT_PER_MINUTE: '5',
        REDIS_COMMAND_TIMEOUT_MS: '200',
      },
      { logger: logs.logger },
    );
    counted = async () => {
      const keys = await look.keys(`${prefix}rate:*`);
      const values = await Promise.all(keys.map((key) => look.get(key.slice(prefix.length))));
      return values.reduce((sum, value) => sum + Number(value ?? 0), 0);
    };
  });
  after(async () => {
    await service?.close();
    await proxy.stop();
    store?.close();
    await look.cleanUp();
  });

  test('Redis dies: requests still answered within the local limit, /readyz not ready, one warning; then it recovers', async () => {
    assert.equal((await readiness(service)).status, 200);
    const first = await get(service, `${TASK_PATH}/missing`, store.key);
    assert.equal(first.status, 404);
    assert.equal(first.headers.get('ratelimit'), '"per-key";r=4;t=60');
    assert.equal(await counted(), 1, 'counted in Redis while it is there');

    await proxy.stop();
    await waitFor(async () => (await readiness(service)).status === 503, '/readyz to notice');
    assert.deepEqual((await readiness(service)).body, { status: 'unavailable', unavailable: ['redis'] });

    // This instance counts alone from zero: five answers, then the limit still holds.
    const statuses = [];
    for (let index = 0; index < 6; index += 1) {
      const response = await get(service, `${TASK_PATH}/missing`, store.key);
      await response.arrayBuffer();
      statuses.push(response.status);
      if (index === 0) assert.match(response.headers.get('ratelimit') ?? '', /^"per-key";r=4;t=\d+$/);
    }
    assert.deepEqual(statuses, [404, 404, 404, 404, 404, 429]);
    // A content stream that generates holds a slot while open (an outline the built-in generator has
    // at once is written and ended in one go, and never holds one).
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${store.otherKey}` };
    const created = await fetch(`${service.base}${TASK_PATH}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        outline: '# Nurse\n\n## Work Experience\n- City Hospital, Nurse, 2020 - 2024\n',
      }),
    });
    const { uid } = ((await created.json()) as { data: { uid: string } }).data;
    const stream = await fetch(`${service.base}${CONTENT_PATH}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ uid }),
    });
    assert.equal(stream.status, 200, 'a stream opens on a local slot');
    assert.match(await stream.text(), /"section"/);
    assert.equal(
      (await get(service, `${TASK_PATH}/missing`, 'not-a-key')).status,
      401,
      'a wrong key is still refused',
    );

    const warnings = logs.lines.filter((line) => line.level === 'warn');
    assert.equal(warnings.length, 1, 'one warning for the whole outage');
    assert.match(warnings[0]!.message, /Redis unreachable/);
    assert.ok((await metric(service, /redis_limiter_fallbacks_total\{limiter="rate"\} (\d+)/)) >= 6);
    assert.ok((await metric(service, /redis_limiter_fallbacks_total\{limiter="streams"\} (\d+)/)) >= 1);
    assert.equal(await metric(service, /^redis_up (\d+)/m), 0);

    await proxy.start();
    await waitFor(async () => (await readiness(service)).status === 200, '/readyz to recover');
    assert.equal(await metric(service, /^redis_up (\d+)/m), 1);
    assert.ok(logs.lines.some((line) => line.level === 'info' && /reachable again/.test(line.message)));
    const shared = await get(service, `${TASK_PATH}/missing`, store.key);
    assert.equal(shared.headers.get('ratelimit')?.split(';')[1], 'r=3', 'counted in Redis again');
    assert.equal(await counted(), 2);
  });
});

describe('Redis hanging', { skip }, () => {
  const prefix = uniquePrefix();
  const proxy = new RedisProxy();
  let store: SharedStore;
  let service: Instance;
  let look: ReturnType<typeof inspector>;
  before(async () => {
    await proxy.start();
    store = await openSharedStore();
    look = inspector(prefix);
    service = await startInstance(store, {
      REDIS_URL: proxy.url,
      REDIS_KEY_PREFIX: prefix,
      RATE_LIMIT_PER_MINUTE: '100',
      REDIS_COMMAND_TIMEOUT_MS: '200',
    });
  });
  after(async () => {
    await service?.close();
    await proxy.stop();
    store?.close();
    await look.cleanUp();
  });

  test('commands time out into local counting, /readyz not ready; after it, counts are coherent again', async () => {
    const counted = async () => Number((await look.get(`rate:${store.owner}`)) ?? 0);
    const ask = async () => {
      const response = await get(service, `${TASK_PATH}/missing`, store.key);
      await response.arrayBuffer();
      return response;
    };
    assert.equal((await ask()).headers.get('ratelimit-remaining'), '99');
    proxy.stall();
    const during = await ask();
    assert.equal(during.status, 404, 'answered once the command timed out');
    assert.equal(during.headers.get('ratelimit-remaining'), '99', 'counted locally, from zero');
    const ready = await readiness(service);
    assert.equal(ready.status, 503);
    assert.deepEqual(ready.body.unavailable, ['redis']);

    proxy.resume();
    await waitFor(async () => (await readiness(service)).status === 200, '/readyz to recover');
    // The held commands reach Redis late and their replies are matched to them, not to later
    // commands: once Redis is asked again, every answer agrees with what Redis holds. A request
    // counted in Redis is one that Redis's count grew by; comparing the answer with the count alone
    // could match by chance while this instance still counted locally (its count and Redis's can
    // be equal), and then the checks below ran too early.
    await waitFor(async () => {
      const before = await counted();
      const remaining = Number((await ask()).headers.get('ratelimit-remaining'));
      return (await counted()) === before + 1 && remaining === 100 - before - 1;
    }, 'requests to be counted in Redis again');
    for (let index = 0; index < 3; index += 1) {
      const before = await counted();
      const remaining = Number((await ask()).headers.get('ratelimit-remaining'));
      assert.equal(await counted(), before + 1);
      assert.equal(remaining, 100 - before - 1);
    }
  });
});

describe('Redis absent at start', { skip }, () => {
  const prefix = uniquePrefix();
  const proxy = new RedisProxy();
  let store: SharedStore;
  let service: Instance;
  before(async () => {
    // A port where nothing listens yet: the proxy is started there later.
    await proxy.start();
    await proxy.stop();
    store = await openSharedStore();
    service = await startInstance(store, { REDIS_URL: proxy.url, REDIS_KEY_PREFIX: prefix });
  });
  after(async () => {
    await service?.close();
    await proxy.stop();
    store?.close();
    await inspector(prefix).cleanUp();
  });

  test('the service starts and answers, not ready; it becomes ready when Redis appears', async () => {
    const response = await get(service, `${TASK_PATH}/missing`, store.key);
    assert.equal(response.status, 404);
    assert.equal(response.headers.get('ratelimit-policy'), '"per-key";q=120;w=60');
    assert.equal((await readiness(service)).status, 503);
    await proxy.start();
    await waitFor(async () => (await readiness(service)).status === 200, 'Redis to be found');
  });
});
