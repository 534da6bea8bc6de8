// A PostgreSQL that stops answering (TCP open, nothing forwarded): 50301 in bounded time, /readyz names the store, recovery by itself.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type App, buildApp } from '../../src/app.ts';
import { createApiKey } from '../../src/auth/api-keys.ts';
import { loadConfig } from '../../src/config.ts';
import { BuiltinGenerator } from '../../src/generation/builtin-generator.ts';
import { Lifecycle } from '../../src/http/lifecycle.ts';
import { Metrics } from '../../src/observability/metrics.ts';
import { createUploadParser } from '../../src/reading/readers.ts';
import { openStores, type Stores } from '../../src/store/open-stores.ts';
import { type FreezingProxy, startFreezingProxy } from '../helpers/freezing-proxy.ts';
import { TASK_PATH } from '../helpers/test-app.ts';
import { createTestSchema, postgresUnavailableReason, type TestSchema } from './postgres-test-schema.ts';

/** Short limits, so the test takes seconds; the defaults are in config.ts. */
const QUERY_TIMEOUT_MS = 800;
/** Longer than the readiness limit, as by default: /readyz must not wait for a connection that cannot open. */
const CONNECT_TIMEOUT_MS = 3_000;
const READINESS_TIMEOUT_MS = 1_000;
/** What "answered in bounded time" means here: well inside it, yet far from the hang the probe found. */
const ANSWER_BOUND_MS = 5_000;
/** A request still unanswered after this counts as hung (the finding: no answer until the socket dropped). */
const HANG_MS = 15_000;

interface Timed {
  status: number;
  retryAfter: string | null;
  body: { code?: number; message?: string; status?: string; unavailable?: string[]; data?: { uid?: string } };
  ms: number;
}

const unavailable = await postgresUnavailableReason();

describe('PostgreSQL that stops answering', { skip: unavailable ?? false }, () => {
  let schema: TestSchema;
  let proxy: FreezingProxy;
  let stores: Stores;
  let built: App;
  let base: string;
  let key: string;
  const uploadParser = createUploadParser();

  async function call(path: string, init: RequestInit = {}): Promise<Timed> {
    const started = performance.now();
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(HANG_MS) });
    } catch (error) {
      throw new Error(`${init.method ?? 'GET'} ${path}: no answer after ${HANG_MS} ms (${error})`);
    }
    const body = await response.json();
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body,
      ms: performance.now() - started,
    };
  }
  const auth = () => ({ authorization: `Bearer ${key}` });
  const createTask = () =>
    call(TASK_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth() },
      body: JSON.stringify({ outline: '# Backend Engineer\n\n## Basic Information\n- Name: Ada Lovelace\n' }),
    });

  let uid: string;

  before(async () => {
    schema = await createTestSchema();
    const direct = new URL(schema.url);
    proxy = await startFreezingProxy(direct.hostname, Number(direct.port || 5432));
    const proxied = new URL(schema.url);
    proxied.host = `${proxy.host}:${proxy.port}`;
    const config = loadConfig({
      DATA_DIR: '/nonexistent',
      DATABASE_URL: proxied.toString(),
      DATABASE_POOL_SIZE: '3',
      DATABASE_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS),
      DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
      READINESS_TIMEOUT_MS: String(READINESS_TIMEOUT_MS),
    });
    stores = await openStores(config);
    const created = createApiKey('freeze', new Date());
    await stores.keyStore.insert(created.record, created.keyHash);
    key = created.key;
    built = await buildApp({
      config,
      taskStore: stores.taskStore,
      keyStore: stores.keyStore,
      generator: new BuiltinGenerator(),
      uploadParser,
      metrics: new Metrics(),
      lifecycle: new Lifecycle(),
      logger: false,
    });
    base = await built.fastify.listen({ port: 0, host: '127.0.0.1' });
  });

  after(async () => {
    proxy?.thaw();
    if (built) {
      const closing = built.fastify.close();
      built.fastify.server.closeAllConnections();
      await closing;
    }
    await uploadParser.close();
    await stores?.close();
    await proxy?.close();
    await schema?.drop();
  });

  test('answers through the proxy while PostgreSQL answers', async () => {
    const created = await createTask();
    assert.equal(created.status, 200);
    uid = created.body.data!.uid!;
    // Several at once, so the pool holds more than one connection when the freeze comes.
    const shown = await Promise.all([1, 2, 3].map(() => call(`${TASK_PATH}/${uid}`, { headers: auth() })));
    assert.deepEqual(
      shown.map((answer) => answer.status),
      [200, 200, 200],
    );
    assert.equal((await call('/readyz')).status, 200);
  });

  test('frozen: requests that need the store get 50301 with Retry-After in bounded time', async () => {
    proxy.freeze();
    const answers = await Promise.all([
      call(`${TASK_PATH}/${uid}`, { headers: auth() }),
      call(`${TASK_PATH}/${uid}`, { headers: auth() }),
      createTask(),
    ]);
    for (const answer of answers) {
      assert.equal(answer.status, 503, `got ${answer.status} after ${Math.round(answer.ms)} ms`);
      assert.equal(answer.body.code, 50301);
      assert.equal(answer.body.message, 'The data store is unavailable right now; please retry shortly.');
      assert.equal(answer.retryAfter, '5');
      assert.ok(answer.ms < ANSWER_BOUND_MS, `answered after ${Math.round(answer.ms)} ms`);
    }
    // Each connection that carried a query (or a start-up) into the freeze was closed by the service:
    // none went back to the pool to hang the next request.
    await waitFor(
      () => proxy.connections.filter((c) => c.sentWhileFrozen).every((c) => c.closedByClient),
      'the hung connections to be closed',
    );
    assert.ok(proxy.connections.some((c) => c.sentWhileFrozen));
  });

  test('frozen: /readyz answers 503 naming the store within its limit; /healthz answers', async () => {
    const ready = await call('/readyz');
    assert.equal(ready.status, 503);
    assert.deepEqual(ready.body, { status: 'unavailable', unavailable: ['store'] });
    assert.ok(ready.ms < READINESS_TIMEOUT_MS + 500, `answered after ${Math.round(ready.ms)} ms`);
    const health = await call('/healthz');
    assert.equal(health.status, 200);
    assert.deepEqual(health.body, { status: 'ok' });
    assert.ok(health.ms < 500, `answered after ${Math.round(health.ms)} ms`);
  });

  test('thawed: requests succeed again on connections opened after the thaw, nothing restarted', async () => {
    proxy.thaw();
    // The first request may still meet a connection the pool opened during the freeze; it answers at once.
    await waitFor(
      async () => (await call(`${TASK_PATH}/${uid}`, { headers: auth() })).status === 200,
      'recovery',
    );
    const shown = await call(`${TASK_PATH}/${uid}`, { headers: auth() });
    assert.equal(shown.status, 200);
    assert.equal(shown.body.data?.uid, uid);
    const created = await createTask();
    assert.equal(created.status, 200);
    assert.equal((await call('/readyz')).status, 200);
    const carrying = proxy.connections.filter((c) => c.sentAfterThaw);
    assert.ok(carrying.length > 0);
    assert.ok(
      carrying.every((c) => c.openedFrozen || c.openedAfterThaw),
      'no connection from before the freeze serves again: each one hung and was destroyed',
    );
  });
});

async function waitFor(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
