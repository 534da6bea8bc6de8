// Two service instances on their own ports, one store and one Redis: a key's requests and open
// streams are counted across both, with the RateLimit headers of the IETF draft on every answer.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { FakeGenerator } from '../helpers/fake-generator.ts';
import { OUTLINE_PATH, TASK_PATH } from '../helpers/test-app.ts';
import {
  type Instance,
  inspector,
  openSharedStore,
  REDIS_URL,
  redisSkipReason,
  type SharedStore,
  startInstance,
  uniquePrefix,
  waitFor,
} from './redis-kit.ts';

const skip = await redisSkipReason();

function call(instance: Instance, key: string, path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${instance.base}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
  });
}

describe('request rate shared by two instances', { skip }, () => {
  const prefix = uniquePrefix();
  let store: SharedStore;
  let a: Instance;
  let b: Instance;
  before(async () => {
    store = await openSharedStore();
    const env = { REDIS_URL, REDIS_KEY_PREFIX: prefix };
    [a, b] = await Promise.all([startInstance(store, env), startInstance(store, env)]);
  });
  after(async () => {
    await Promise.all([a?.close(), b?.close()]);
    store?.close();
    await inspector(prefix).cleanUp();
  });

  test('the 121st request in a minute, on either instance, gets 429 42901 with Retry-After and RateLimit headers', async () => {
    assert.notEqual(a.base, b.base);
    const created = await call(a, store.key, TASK_PATH, { method: 'POST', body: '{"outline":"# Chef\\n"}' });
    assert.equal(created.status, 200);
    assert.equal(created.headers.get('ratelimit-policy'), '"per-key";q=120;w=60');
    const uid = (await created.json()).data.uid;
    const read = (instance: Instance, key = store.key) => call(instance, key, `${TASK_PATH}/${uid}`);

    // Requests 2..120 alternate between the instances; each sees the count of both.
    for (let index = 2; index <= 120; index += 1) {
      const response = await read(index % 2 === 0 ? b : a);
      await response.arrayBuffer();
      assert.equal(response.status, 200, `request ${index}`);
      assert.equal(response.headers.get('ratelimit-remaining'), String(120 - index), `request ${index}`);
      assert.match(
        response.headers.get('ratelimit') ?? '',
        new RegExp(`^"per-key";r=${120 - index};t=\\d+$`),
      );
    }
    for (const instance of [b, a]) {
      const limited = await read(instance);
      assert.equal(limited.status, 429);
      assert.equal((await limited.json()).code, 42901);
      const retryAfter = Number(limited.headers.get('retry-after'));
      assert.ok(retryAfter >= 1 && retryAfter <= 60, `Retry-After ${retryAfter}`);
      assert.equal(limited.headers.get('ratelimit-policy'), '"per-key";q=120;w=60');
      assert.equal(limited.headers.get('ratelimit'), `"per-key";r=0;t=${retryAfter}`);
      assert.equal(limited.headers.get('ratelimit-limit'), '120');
      assert.equal(limited.headers.get('ratelimit-remaining'), '0');
      assert.equal(limited.headers.get('ratelimit-reset'), String(retryAfter));
    }
    const otherKey = await call(b, store.otherKey, `${TASK_PATH}/${uid}`);
    assert.equal(otherKey.status, 404, 'another key has its own count (and cannot see the task)');
    assert.match(otherKey.headers.get('ratelimit') ?? '', /^"per-key";r=119;t=\d+$/);
  });
});

describe('open streams shared by two instances', { skip }, () => {
  const prefix = uniquePrefix();
  let store: SharedStore;
  let a: Instance;
  let b: Instance;
  const generators = [0, 1].map(
    () => new FakeGenerator({ outline: Array.from({ length: 100 }, (_, i) => `line ${i}\n`), delayMs: 100 }),
  );
  before(async () => {
    store = await openSharedStore();
    const env = { REDIS_URL, REDIS_KEY_PREFIX: prefix, STREAMS_PER_KEY: '2' };
    a = await startInstance(store, env, { generator: generators[0]! });
    b = await startInstance(store, env, { generator: generators[1]! });
  });
  after(async () => {
    await Promise.all([a?.close(), b?.close()]);
    store?.close();
    await inspector(prefix).cleanUp();
  });

  test('a key at its limit of open streams gets 42901 on either instance; closing one frees a slot for the other', async () => {
    const controllers: AbortController[] = [];
    const openStream = async (instance: Instance) => {
      const controller = new AbortController();
      controllers.push(controller);
      const response = await call(instance, store.key, OUTLINE_PATH, {
        method: 'POST',
        body: JSON.stringify({ mode: 'ai-template', type: 'social', job: 'Nurse' }),
        signal: controller.signal,
      });
      return { response, close: () => controller.abort() };
    };
    try {
      const onA = await openStream(a);
      const onB = await openStream(b);
      assert.equal(onA.response.status, 200);
      assert.equal(onB.response.status, 200);
      assert.equal(onA.response.headers.get('content-type'), 'text/event-stream; charset=utf-8');

      for (const instance of [a, b]) {
        const refused = await openStream(instance);
        assert.equal(refused.response.status, 429);
        assert.equal((await refused.response.json()).code, 42901);
        assert.ok(refused.response.headers.get('retry-after'));
        assert.ok(refused.response.headers.get('ratelimit'), 'the rate headers are on refusals too');
      }

      onB.close();
      await waitFor(() => generators[1]!.outlineCalls[0]!.signal.aborted, 'B to notice the closed stream');
      let reopened: Response | undefined;
      await waitFor(async () => {
        const attempt = await openStream(a);
        if (attempt.response.status === 200) reopened = attempt.response;
        else await attempt.response.arrayBuffer();
        return reopened !== undefined;
      }, 'the slot freed on B to be usable on A');
      assert.equal(reopened!.status, 200);
    } finally {
      for (const controller of controllers) controller.abort();
    }
  });
});
