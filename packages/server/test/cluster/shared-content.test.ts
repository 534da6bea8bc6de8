// Two instances on one store share a task's content generation: one generator, the same sections on both,
// Last-Event-ID anywhere, a dead instance's task taken over after its lease, a delete heard everywhere.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Section } from '@resume/contract';
import { FakeGenerator, type FakeGeneratorScript, sampleSections } from '../helpers/fake-generator.ts';
import { postgresUnavailableReason } from '../store/postgres-test-schema.ts';
import {
  createTask,
  getTask,
  headers,
  type Instance,
  postgresSchemaStore,
  type SharedStore,
  sqliteFileStore,
  startInstance,
  streamContent,
  TASK_PATH,
  titlesOf,
} from './cluster-instances.ts';

/** Short lease and poll, so a takeover happens within a test; the defaults are 10 s and 200 ms. */
const ENV = { CONTENT_LEASE_MS: '600', CONTENT_FOLLOW_POLL_MS: '40' };

function titled(label: string, count: number): Section[] {
  return sampleSections(count).map((section, index) => ({ ...section, title: `${label} ${index + 1}` }));
}

function generatorFor(label: string, count: number, script: FakeGeneratorScript = {}): FakeGenerator {
  return new FakeGenerator({ sections: titled(label, count), ...script });
}

function runClusterTests(openStore: () => Promise<SharedStore>): void {
  let store: SharedStore;
  const running: Instance[] = [];
  before(async () => {
    store = await openStore();
  });
  after(async () => {
    await Promise.all(running.map((instance) => instance.close()));
    await store.destroy();
  });

  async function pair(a: FakeGenerator, b: FakeGenerator): Promise<[Instance, Instance]> {
    const first = await startInstance(store, a, ENV);
    const second = await startInstance(store, b, ENV);
    running.push(first, second);
    return [first, second];
  }

  test('requests on two instances at once share one generation and see the same sections', async () => {
    const a = generatorFor('A', 4, { delayMs: 30 });
    const b = generatorFor('B', 4, { delayMs: 30 });
    const [first, second] = await pair(a, b);
    const uid = await createTask(first);
    const [onFirst, onSecond] = await Promise.all([streamContent(first, uid), streamContent(second, uid)]);
    assert.equal(a.contentCalls.length + b.contentCalls.length, 1, 'one generation for both instances');
    const label = a.contentCalls.length === 1 ? 'A' : 'B';
    const expected = titled(label, 4).map((section) => section.title);
    assert.deepEqual(titlesOf(onFirst), expected);
    assert.deepEqual(titlesOf(onSecond), expected);
    assert.deepEqual(
      onSecond.events.map((event) => event.id),
      ['0', '1', '2', '3'],
    );
    const stored = await getTask(second, uid);
    assert.equal(stored.data.status, 'done');
    assert.deepEqual(stored.data.sections, titled(label, 4));
  });

  test('Last-Event-ID resumes on the other instance, while the generation runs and after it', async () => {
    const a = generatorFor('A', 5, { delayMs: 60 });
    const b = generatorFor('B', 5);
    const [first, second] = await pair(a, b);
    const uid = await createTask(first);
    let resumed: Promise<Awaited<ReturnType<typeof streamContent>>> | undefined;
    const full = await streamContent(first, uid, {
      onEvent: (event) => {
        if (event.id === '1') resumed = streamContent(second, uid, { lastEventId: '1' });
      },
    });
    assert.ok(resumed, 'the second request started mid-generation');
    const live = await resumed;
    assert.deepEqual(titlesOf(full), ['A 1', 'A 2', 'A 3', 'A 4', 'A 5']);
    assert.deepEqual(
      live.events.map((event) => event.id),
      ['2', '3', '4'],
    );
    assert.deepEqual(titlesOf(live), ['A 3', 'A 4', 'A 5']);
    const replay = await streamContent(second, uid, { lastEventId: '3' });
    assert.deepEqual(titlesOf(replay), ['A 5']);
    assert.equal(b.contentCalls.length, 0, 'the other instance never generated');
  });

  test('the generating instance dies mid-stream: the other takes the task over after its lease and finishes', async () => {
    const a = generatorFor('A', 6, { delayMs: 80 });
    const b = generatorFor('B', 6, { delayMs: 10 });
    const [first, second] = await pair(a, b);
    const uid = await createTask(first);
    let followerReady: () => void = () => undefined;
    const followerHasTwo = new Promise<void>((resolve) => {
      followerReady = resolve;
    });
    let follower: ReturnType<typeof streamContent> | undefined;
    const leader = streamContent(first, uid, {
      onEvent: (event) => {
        if (event.id === '0') {
          follower = streamContent(second, uid, {
            onEvent: (followed) => followed.id === '1' && followerReady(),
          });
        }
      },
    });
    await followerHasTwo;
    await first.kill();
    const onLeader = await leader;
    const onFollower = await follower!;

    assert.ok(titlesOf(onLeader).length < 6, 'the dead instance did not finish');
    assert.equal(b.contentCalls.length, 1, 'the survivor generated once, after the lease ran out');
    assert.deepEqual(
      onFollower.events.map((event) => event.id),
      ['0', '1', '2', '3', '4', '5'],
      'the follower got every section once, in order',
    );
    // What it had from the dead instance stays; the rest comes from the generation that replaced it.
    const titles = titlesOf(onFollower);
    const firstOfB = titles.findIndex((title) => title.startsWith('B'));
    assert.ok(firstOfB >= 2, `kept the sections already sent: ${titles.join(', ')}`);
    assert.deepEqual(
      titles.slice(firstOfB),
      titled('B', 6)
        .slice(firstOfB)
        .map((section) => section.title),
    );
    const stored = await getTask(second, uid);
    assert.equal(stored.data.status, 'done');
    assert.deepEqual(stored.data.sections, titled('B', 6), 'the stored result is one whole generation');
  });

  test('deleting the task on one instance stops its generation on the other', async () => {
    const a = generatorFor('A', 30, { delayMs: 40 });
    const [first, second] = await pair(a, generatorFor('B', 30));
    const uid = await createTask(first);
    const leader = streamContent(first, uid, {
      onEvent: (event) => {
        if (event.id === '1') {
          void fetch(`${second.base}${TASK_PATH}/${uid}`, { method: 'DELETE', headers: headers() });
        }
      },
    });
    const result = await leader;
    const last = result.events.at(-1)!;
    assert.equal(last.event, 'error');
    assert.equal(JSON.parse(last.data).code, 40401);
    assert.ok(titlesOf(result).length < 30);
    assert.equal(a.contentCalls[0]!.signal.aborted, true, 'the generator was stopped');
    assert.equal((await getTask(first, uid)).code, 40401);
  });
}

describe('shared content runs on a SQLite file', { timeout: 30_000 }, () => {
  runClusterTests(sqliteFileStore);
});

const unavailable = await postgresUnavailableReason();
describe('shared content runs on PostgreSQL', { timeout: 30_000, skip: unavailable ?? false }, () => {
  runClusterTests(postgresSchemaStore);
});
