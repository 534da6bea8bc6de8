// Two real service processes on PostgreSQL and Redis: one generation, kill -9 survived, limits counted together.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { EventSourceMessage } from 'eventsource-parser';
import { startRoundRobinProxy } from '../../src/cluster/round-robin-proxy.ts';
import { killService, type ServiceProcess } from '../helpers/service-process.ts';
import { redisSkipReason } from '../limits/redis-kit.ts';
import { postgresUnavailableReason } from '../store/postgres-test-schema.ts';
import {
  authorized,
  CONTENT_PATH,
  createTask,
  getTask,
  idsOf,
  type ProcessCluster,
  readContent,
  sectionFrames,
  sectionsAnswer,
  startProcessCluster,
  titlesOf,
} from './process-cluster.ts';

/** One key per test: the rate limit of 10 a minute is counted per key, across the instances. */
const KEYS = {
  shared: 'rsk_twoprocsharedkey00000000000000000',
  idempotency: 'rsk_twoprocidempotent000000000000000',
  proxy: 'rsk_twoprocproxykey00000000000000000',
  rate: 'rsk_twoprocratekey000000000000000000',
  streams: 'rsk_twoprocstreamskey000000000000000',
  killed: 'rsk_twoprockilledkey0000000000000000',
};

const ENV = {
  RESUME_API_KEYS: Object.values(KEYS).join(','),
  RATE_LIMIT_PER_MINUTE: '10',
  STREAMS_PER_KEY: '2',
  // A killed instance's task is taken over one second after its last renewal (the default is 10 s).
  CONTENT_LEASE_MS: '1000',
  CONTENT_FOLLOW_POLL_MS: '100',
  // A stream waiting for the model opens (headers and a ping) after half a second.
  SSE_PING_MS: '500',
};

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from) }, (_, index) => String(from + index));

const unavailable = (await postgresUnavailableReason()) ?? (await redisSkipReason());

describe('two service processes on PostgreSQL and Redis', {
  timeout: 90_000,
  skip: unavailable || false,
}, () => {
  let cluster: ProcessCluster;
  before(async () => {
    cluster = await startProcessCluster(2, ENV);
  });
  after(async () => {
    await cluster?.destroy();
  });

  test('content requested from both at once: one generation, byte-identical section events on both', async () => {
    const [a, b] = cluster.instances as [ServiceProcess, ServiceProcess];
    cluster.model.script(sectionsAnswer('Shared', 6, 60));
    const requestsBefore = cluster.model.requests.length;
    const { uid } = await createTask(a.base, KEYS.shared);
    const arrivals: string[] = [];
    const note = (name: string) => (event: EventSourceMessage) => arrivals.push(`${name}${event.id}`);
    const [onA, onB] = await Promise.all([
      readContent(a.base, KEYS.shared, uid, { onEvent: note('A') }),
      readContent(b.base, KEYS.shared, uid, { onEvent: note('B') }),
    ]);

    assert.equal(cluster.model.requests.length - requestsBefore, 1, 'the model was asked once');
    for (const read of [onA, onB]) {
      assert.equal(read.status, 200);
      assert.equal(read.cut, false);
      assert.deepEqual(idsOf(read), range(0, 6));
    }
    assert.deepEqual(titlesOf(onA), ['Shared 1', 'Shared 2', 'Shared 3', 'Shared 4', 'Shared 5', 'Shared 6']);
    assert.deepEqual(sectionFrames(onB), sectionFrames(onA), 'the same bytes on both instances');
    // Both streams were live together: each had its first section before the other had its last.
    assert.ok(arrivals.indexOf('B0') < arrivals.indexOf('A5'), arrivals.join(' '));
    assert.ok(arrivals.indexOf('A0') < arrivals.indexOf('B5'), arrivals.join(' '));
    const stored = await getTask(b.base, KEYS.shared, uid);
    assert.equal(stored.status, 'done');
    assert.deepEqual(
      stored.sections?.map((section) => section.title),
      titlesOf(onA),
    );
  });

  test('an Idempotency-Key used on one instance gives the same task on the other', async () => {
    const [a, b] = cluster.instances as [ServiceProcess, ServiceProcess];
    const first = await createTask(a.base, KEYS.idempotency, { 'idempotency-key': 'order-7' });
    const again = await createTask(b.base, KEYS.idempotency, { 'idempotency-key': 'order-7' });
    assert.equal(first.status, 200);
    assert.equal(again.status, 200);
    assert.equal(again.uid, first.uid);
  });

  test("through `npm run cluster`'s round-robin proxy, a stream arrives section by section", async () => {
    const proxy = await startRoundRobinProxy({
      port: 0,
      host: '127.0.0.1',
      upstreams: cluster.instances.map((instance) => new URL(instance.base)),
    });
    try {
      cluster.model.script(sectionsAnswer('Proxied', 4, 80));
      // Round robin: the task is created on one instance and streamed from the other.
      const { uid } = await createTask(proxy.url, KEYS.proxy);
      let statusAtFirstSection: Promise<string> | undefined;
      const read = await readContent(proxy.url, KEYS.proxy, uid, {
        onEvent: (event) => {
          if (event.id === '0')
            statusAtFirstSection = getTask(proxy.url, KEYS.proxy, uid).then((task) => task.status);
        },
      });
      assert.equal(read.status, 200);
      assert.equal(read.headers.get('content-type'), 'text/event-stream; charset=utf-8');
      assert.equal(read.headers.get('x-accel-buffering'), 'no');
      assert.deepEqual(titlesOf(read), ['Proxied 1', 'Proxied 2', 'Proxied 3', 'Proxied 4']);
      assert.equal(
        await statusAtFirstSection,
        'generating',
        'the first section reached the client while the rest was still being generated',
      );
    } finally {
      await proxy.close();
    }
  });

  test('the rate limit counts the requests of both instances together', async () => {
    const [a, b] = cluster.instances as [ServiceProcess, ServiceProcess];
    const remaining: (string | null)[] = [];
    for (let request = 0; request < 10; request += 1) {
      const created = await createTask(request % 2 === 0 ? a.base : b.base, KEYS.rate);
      assert.equal(created.status, 200);
      remaining.push(created.headers.get('ratelimit-remaining'));
    }
    assert.deepEqual(remaining, ['9', '8', '7', '6', '5', '4', '3', '2', '1', '0']);
    for (const instance of [a, b]) {
      const refused = await createTask(instance.base, KEYS.rate);
      assert.equal(refused.status, 429);
      assert.equal(refused.body.code, 42901);
      const retryAfter = Number(refused.headers.get('retry-after'));
      assert.ok(retryAfter >= 1 && retryAfter <= 60, `Retry-After ${retryAfter}`);
      assert.equal(refused.headers.get('ratelimit-policy'), '"per-key";q=10;w=60');
      assert.match(refused.headers.get('ratelimit') ?? '', /^"per-key";r=0;t=\d+$/);
    }
  });

  test('the open-stream limit counts the streams of both instances together', async () => {
    const [a, b] = cluster.instances as [ServiceProcess, ServiceProcess];
    // The model never answers: both streams stay open, waiting, until the client leaves.
    cluster.model.script({ kind: 'hang' }, { kind: 'hang' });
    const uids: string[] = [];
    for (let task = 0; task < 3; task += 1) uids.push((await createTask(a.base, KEYS.streams)).uid);
    const leave = new AbortController();
    try {
      // fetch resolves with the headers, which a stream waiting for the model sends at its first ping.
      const open = await Promise.all(
        [a, b].map((instance, index) =>
          fetch(`${instance.base}${CONTENT_PATH}`, {
            method: 'POST',
            headers: authorized(KEYS.streams),
            body: JSON.stringify({ uid: uids[index] }),
            signal: leave.signal,
          }),
        ),
      );
      for (const response of open) assert.equal(response.status, 200);
      // Each instance holds one of the key's two streams: alone, either would admit a second.
      for (const instance of [a, b]) {
        const refused = await readContent(instance.base, KEYS.streams, uids[2]!);
        assert.equal(refused.status, 429);
        assert.equal(JSON.parse(refused.raw).code, 42901);
        assert.match(JSON.parse(refused.raw).message, /open streams/);
        assert.equal(refused.headers.get('retry-after'), '1');
      }
    } finally {
      leave.abort();
    }
  });

  // Last: it kills the first instance.
  test('the generating instance is killed mid-stream; Last-Event-ID on the other finishes the task', async () => {
    const [a, b] = cluster.instances as [ServiceProcess, ServiceProcess];
    cluster.model.script(sectionsAnswer('Lost', 6, 80), sectionsAnswer('Taken', 6, 5));
    const requestsBefore = cluster.model.requests.length;
    const { uid } = await createTask(a.base, KEYS.killed);
    let killed: Promise<void> | undefined;
    const onA = await readContent(a.base, KEYS.killed, uid, {
      onEvent: (event) => {
        if (event.id === '1') killed ??= killService(a);
      },
    });
    await killed;
    assert.equal(a.child.signalCode, 'SIGKILL');
    assert.equal(onA.cut, true, 'the client of the killed instance saw its connection drop');
    const seen = idsOf(onA);
    assert.ok(seen.length >= 2 && seen.length < 6, `sections seen before the kill: ${seen.join(', ')}`);
    const lastSeen = Number(seen.at(-1));

    const resumed = await readContent(b.base, KEYS.killed, uid, { lastEventId: String(lastSeen) });
    assert.equal(resumed.status, 200);
    assert.equal(resumed.cut, false);
    assert.deepEqual(idsOf(resumed), range(lastSeen + 1, 6), 'the rest of the sections, each once');
    assert.ok(!resumed.events.some((event) => event.event === 'error'), resumed.raw);
    // The instance that took over generated anew; sections the dead one had stored may come first.
    const titles = titlesOf(resumed);
    const firstTaken = titles.findIndex((title) => title.startsWith('Taken'));
    assert.ok(firstTaken >= 0, titles.join(', '));
    assert.deepEqual(
      titles.slice(firstTaken),
      range(lastSeen + 2 + firstTaken, 7).map((number) => `Taken ${number}`),
    );

    const stored = await getTask(b.base, KEYS.killed, uid);
    assert.equal(stored.status, 'done');
    assert.deepEqual(
      stored.sections?.map((section) => section.title),
      range(1, 7).map((number) => `Taken ${number}`),
      'the stored result is the whole of one generation',
    );
    const asked = cluster.model.requests.slice(requestsBefore);
    assert.equal(asked.length, 2, 'the killed generation and the one that replaced it');
    assert.equal(asked[0]!.aborted, true, "the killed instance's model request was cut off");
  });
});
