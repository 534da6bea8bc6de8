// The one TaskStore contract suite: every implementation (SQLite, PostgreSQL) runs it unchanged.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import type { Section } from '@resume/contract';
import type { NewTask, TaskRecord, TaskStore } from '../../src/store/task-store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const LEASE_MS = 10_000;
const RUNNER = 'runner-1';
const OTHER_RUNNER = 'runner-2';
const WINDOW_MS = DAY_MS;
const T0 = new Date('2025-03-01T08:00:00.000Z');

function at(offsetMs: number): Date {
  return new Date(T0.getTime() + offsetMs);
}

function newUid(): string {
  return randomBytes(16).toString('hex');
}

function newTask(overrides: Partial<NewTask> = {}): NewTask {
  return {
    uid: newUid(),
    ownerId: 'owner-a',
    job: '前端开发工程师',
    type: 'campus',
    locale: 'zh-CN',
    outline: '# 前端开发工程师\n\n## 基本信息\n\n## 项目经历\n- 「简历助手」：React + TypeScript',
    ...overrides,
  };
}

/** All three section shapes, with Chinese text, quotes, newlines and a character outside the BMP. */
const SECTIONS: Section[] = [
  {
    type: 'kv',
    title: '基本信息',
    id: 's0',
    content: [
      { key: '姓名', value: '张三' },
      { key: '邮箱', value: 'zhang.san@example.com' },
    ],
  },
  {
    type: 'list',
    title: '专业技能',
    id: 's1',
    content: { items: ['熟悉 "TypeScript" 与 Node.js', '第一行\n第二行 𠮷'] },
  },
  {
    type: 'listForm[]',
    title: '项目经历',
    id: 's2',
    content: [
      {
        title: '简历生成服务',
        subTitle: '后端开发',
        startTime: '2023年3月',
        endTime: '至今',
        list: { items: ['设计任务存储与幂等键', '接口 P99 延迟降低 40%'] },
      },
    ],
  },
];

/**
 * Registers the TaskStore contract. Every test gets a fresh, empty store from `createStore` and
 * hands it to `destroy` afterwards (default: `close()`); one test closes the store itself first,
 * so `destroy` must tolerate a closed store.
 */
export function runTaskStoreContract(
  name: string,
  createStore: () => Promise<TaskStore>,
  destroy: (store: TaskStore) => Promise<void> = (store) => store.close(),
): void {
  async function withStore(test: (store: TaskStore) => Promise<void>): Promise<void> {
    const store = await createStore();
    try {
      await test(store);
    } finally {
      await destroy(store);
    }
  }

  async function createOrFail(store: TaskStore, task: NewTask, now: Date): Promise<TaskRecord> {
    const result = await store.create(task, now, WINDOW_MS);
    assert.equal(result.outcome, 'created');
    assert.ok(result.outcome === 'created');
    return result.task;
  }

  /** Claims and completes in one go, for tests that need a done task. */
  async function finish(store: TaskStore, uid: string, sections: Section[], now: Date): Promise<void> {
    assert.equal(await store.claimGeneration(uid, RUNNER, now, LEASE_MS), true);
    assert.equal(await store.complete(uid, RUNNER, sections, now), true);
  }

  async function getOrFail(store: TaskStore, uid: string, ownerId = 'owner-a'): Promise<TaskRecord> {
    const task = await store.get(uid, ownerId);
    assert.ok(task, `task ${uid} should exist for ${ownerId}`);
    return task;
  }

  describe(`TaskStore contract: ${name}`, () => {
    describe('create and get', () => {
      it('creates a pending task and reads back every field', () =>
        withStore(async (store) => {
          const input = newTask();
          const result = await store.create(input, T0, WINDOW_MS);
          const expected: TaskRecord = {
            uid: input.uid,
            ownerId: 'owner-a',
            status: 'pending',
            job: input.job,
            type: 'campus',
            locale: 'zh-CN',
            outline: input.outline,
            sections: null,
            error: null,
            createdAt: T0,
            updatedAt: T0,
          };
          assert.deepEqual(result, { outcome: 'created', task: expected });
          const stored = await store.get(input.uid, 'owner-a');
          assert.deepEqual(stored, expected);
          assert.ok(stored?.createdAt instanceof Date);
          assert.ok(stored?.updatedAt instanceof Date);
        }));

      it('keeps a null type and the en-US locale', () =>
        withStore(async (store) => {
          const input = newTask({
            type: null,
            locale: 'en-US',
            job: 'Data Engineer',
            outline: '# Data Engineer',
          });
          await createOrFail(store, input, T0);
          const stored = await getOrFail(store, input.uid);
          assert.equal(stored.type, null);
          assert.equal(stored.locale, 'en-US');
          assert.equal(stored.job, 'Data Engineer');
        }));

      it('round-trips sections with Chinese text exactly', () =>
        withStore(async (store) => {
          const input = newTask();
          await createOrFail(store, input, T0);
          await finish(store, input.uid, SECTIONS, at(5_000));
          const stored = await getOrFail(store, input.uid);
          assert.deepEqual(stored.sections, SECTIONS);
          assert.deepEqual(stored.updatedAt, at(5_000));
          assert.deepEqual(stored.createdAt, T0);
        }));

      it('answers null for an unknown uid', () =>
        withStore(async (store) => {
          assert.equal(await store.get(newUid(), 'owner-a'), null);
        }));

      it('hides a task from every owner but its own', () =>
        withStore(async (store) => {
          const mine = newTask({ ownerId: 'owner-a' });
          const theirs = newTask({ ownerId: 'owner-b', job: '产品经理' });
          await createOrFail(store, mine, T0);
          await createOrFail(store, theirs, T0);
          assert.equal(await store.get(mine.uid, 'owner-b'), null);
          assert.equal(await store.get(theirs.uid, 'owner-a'), null);
          assert.equal((await getOrFail(store, theirs.uid, 'owner-b')).job, '产品经理');
        }));

      it('creates any number of tasks without an idempotency key', () =>
        withStore(async (store) => {
          const first = newTask();
          const second = newTask();
          await createOrFail(store, first, T0);
          await createOrFail(store, second, T0);
          assert.ok(await store.get(first.uid, 'owner-a'));
          assert.ok(await store.get(second.uid, 'owner-a'));
        }));
    });

    describe('status transitions', () => {
      it('goes pending -> generating -> done and stores the sections', () =>
        withStore(async (store) => {
          const input = newTask();
          await createOrFail(store, input, T0);
          assert.equal(await store.claimGeneration(input.uid, RUNNER, at(1_000), LEASE_MS), true);
          const generating = await getOrFail(store, input.uid);
          assert.equal(generating.status, 'generating');
          assert.equal(generating.sections, null);
          assert.deepEqual(generating.updatedAt, at(1_000));
          assert.equal(await store.complete(input.uid, RUNNER, SECTIONS, at(2_000)), true);
          const done = await getOrFail(store, input.uid);
          assert.equal(done.status, 'done');
          assert.deepEqual(done.sections, SECTIONS);
          assert.equal(done.error, null);
          assert.deepEqual(done.updatedAt, at(2_000));
          assert.deepEqual(done.createdAt, T0);
        }));

      it('stores the error on failure, and a retry that succeeds clears it', () =>
        withStore(async (store) => {
          const input = newTask();
          await createOrFail(store, input, T0);
          await store.claimGeneration(input.uid, RUNNER, at(1_000), LEASE_MS);
          const error = { code: 50201, message: '模型服务暂时不可用' };
          assert.equal(await store.fail(input.uid, RUNNER, error, at(2_000)), true);
          const failed = await getOrFail(store, input.uid);
          assert.equal(failed.status, 'failed');
          assert.deepEqual(failed.error, error);
          assert.equal(failed.sections, null);
          assert.deepEqual(failed.updatedAt, at(2_000));

          assert.equal(await store.claimGeneration(input.uid, OTHER_RUNNER, at(3_000), LEASE_MS), true);
          const retrying = await getOrFail(store, input.uid);
          assert.equal(retrying.status, 'generating');
          assert.equal(retrying.error, null);
          await store.complete(input.uid, OTHER_RUNNER, SECTIONS, at(4_000));
          const done = await getOrFail(store, input.uid);
          assert.equal(done.status, 'done');
          assert.equal(done.error, null);
          assert.deepEqual(done.sections, SECTIONS);
        }));

      it('goes back to pending on reset', () =>
        withStore(async (store) => {
          const input = newTask();
          await createOrFail(store, input, T0);
          await store.claimGeneration(input.uid, RUNNER, at(1_000), LEASE_MS);
          assert.equal(await store.reset(input.uid, RUNNER, at(2_000)), true);
          const pending = await getOrFail(store, input.uid);
          assert.equal(pending.status, 'pending');
          assert.equal(pending.sections, null);
          assert.equal(pending.error, null);
          assert.deepEqual(pending.updatedAt, at(2_000));
        }));

      it('recovers tasks left generating by a dead process: failed, with the error and an honest updatedAt', () =>
        withStore(async (store) => {
          const interrupted = newTask();
          const live = newTask();
          const finished = newTask();
          const elsewhere = newTask();
          for (const task of [interrupted, live, finished, elsewhere]) await createOrFail(store, task, T0);
          await store.claimGeneration(interrupted.uid, RUNNER, at(1_000), 1_000);
          await store.claimGeneration(live.uid, RUNNER, at(5_000), 1_000);
          await finish(store, finished.uid, SECTIONS, at(1_000));
          // Claimed long ago, but its lease is still being renewed by another instance.
          await store.claimGeneration(elsewhere.uid, OTHER_RUNNER, at(1_000), 1_000);
          assert.equal(await store.renewLease(elsewhere.uid, OTHER_RUNNER, at(5_500), 1_000), true);
          const error = { code: 50301, message: 'Generation was interrupted; request the content again.' };

          assert.equal(await store.recoverInterrupted(at(3_000), error, at(6_000)), 1);
          const recovered = await getOrFail(store, interrupted.uid);
          assert.equal(recovered.status, 'failed');
          assert.deepEqual(recovered.error, error);
          assert.deepEqual(recovered.updatedAt, at(6_000));
          assert.equal((await getOrFail(store, live.uid)).status, 'generating');
          assert.equal((await getOrFail(store, finished.uid)).status, 'done');
          assert.equal((await getOrFail(store, elsewhere.uid)).status, 'generating', 'a live lease is kept');
          assert.equal(
            await store.recoverInterrupted(at(3_000), error, at(7_000)),
            1,
            'once its lease ran out',
          );
          assert.equal((await getOrFail(store, elsewhere.uid)).status, 'failed');
          assert.equal(await store.recoverInterrupted(at(3_000), error, at(8_000)), 0);
        }));

      it('recovers at once a task whose runner is known to be gone, though its lease is still valid', () =>
        withStore(async (store) => {
          const orphaned = newTask();
          const running = newTask();
          for (const task of [orphaned, running]) await createOrFail(store, task, T0);
          await store.claimGeneration(orphaned.uid, RUNNER, at(1_000), 60_000);
          await store.claimGeneration(running.uid, OTHER_RUNNER, at(1_000), 60_000);
          const error = { code: 50301, message: 'Generation was interrupted; request the content again.' };
          const isGone = (runnerId: string) => runnerId === RUNNER;
          assert.equal(await store.recoverInterrupted(at(3_000), error, at(4_000), isGone), 1);
          const recovered = await getOrFail(store, orphaned.uid);
          assert.equal(recovered.status, 'failed');
          assert.deepEqual(recovered.error, error);
          assert.equal(
            (await getOrFail(store, running.uid)).status,
            'generating',
            'a live runner keeps its task',
          );
          assert.equal(await store.recoverInterrupted(at(3_000), error, at(5_000), isGone), 0);
        }));

      it('changes only the task it is given', () =>
        withStore(async (store) => {
          const target = newTask();
          const bystander = newTask();
          await createOrFail(store, target, T0);
          await createOrFail(store, bystander, T0);
          await finish(store, target.uid, SECTIONS, at(2_000));
          const untouched = await getOrFail(store, bystander.uid);
          assert.equal(untouched.status, 'pending');
          assert.equal(untouched.sections, null);
          assert.deepEqual(untouched.updatedAt, T0);
        }));
    });

    describe('one generation at a time: claims, leases and stored progress', () => {
      it('lets exactly one of many concurrent claims win', () =>
        withStore(async (store) => {
          const input = newTask();
          await createOrFail(store, input, T0);
          const runners = Array.from({ length: 8 }, (_, index) => `runner-${index}`);
          const won = await Promise.all(
            runners.map((runner) => store.claimGeneration(input.uid, runner, at(1_000), LEASE_MS)),
          );
          assert.equal(won.filter(Boolean).length, 1);
          const winner = runners[won.indexOf(true)]!;
          const progress = await store.progress(input.uid, 'owner-a', -1);
          assert.equal(progress?.status, 'generating');
          assert.equal(progress?.runnerId, winner);
          assert.deepEqual(progress?.leaseExpiresAt, at(1_000 + LEASE_MS));
        }));

      it('refuses a claim while the lease holds, and on a done task; takes over once the lease ran out', () =>
        withStore(async (store) => {
          const input = newTask();
          await createOrFail(store, input, T0);
          await store.claimGeneration(input.uid, RUNNER, at(1_000), LEASE_MS);
          assert.equal(
            await store.claimGeneration(input.uid, OTHER_RUNNER, at(1_000 + LEASE_MS - 1), LEASE_MS),
            false,
          );
          assert.equal(await store.renewLease(input.uid, RUNNER, at(5_000), LEASE_MS), true);
          assert.equal(
            await store.claimGeneration(input.uid, OTHER_RUNNER, at(1_000 + LEASE_MS), LEASE_MS),
            false,
          );
          assert.equal(
            await store.claimGeneration(input.uid, OTHER_RUNNER, at(5_000 + LEASE_MS), LEASE_MS),
            true,
          );
          // The first runner lost the task: none of its writes land any more.
          assert.equal(await store.renewLease(input.uid, RUNNER, at(16_000), LEASE_MS), false);
          assert.equal(
            await store.appendSections(input.uid, RUNNER, 0, [SECTIONS[0]!], at(16_000), LEASE_MS),
            false,
          );
          assert.equal(await store.complete(input.uid, RUNNER, SECTIONS, at(16_000)), false);
          assert.equal(await store.fail(input.uid, RUNNER, { code: 50201, message: 'x' }, at(16_000)), false);
          assert.equal(await store.reset(input.uid, RUNNER, at(16_000)), false);
          const progress = await store.progress(input.uid, 'owner-a', -1);
          assert.equal(progress?.status, 'generating');
          assert.equal(progress?.runnerId, OTHER_RUNNER);
          assert.deepEqual(progress?.sections, []);

          assert.equal(await store.complete(input.uid, OTHER_RUNNER, SECTIONS, at(17_000)), true);
          assert.equal(await store.claimGeneration(input.uid, RUNNER, at(99_000), LEASE_MS), false, 'done');
          assert.equal((await getOrFail(store, input.uid)).status, 'done');
        }));

      it('stores sections as they come; progress gives those after an index, then the result once done', () =>
        withStore(async (store) => {
          const input = newTask();
          await createOrFail(store, input, T0);
          await store.claimGeneration(input.uid, RUNNER, at(1_000), LEASE_MS);
          assert.deepEqual(await store.progress(input.uid, 'owner-a', -1), {
            status: 'generating',
            runnerId: RUNNER,
            leaseExpiresAt: at(1_000 + LEASE_MS),
            sections: [],
            error: null,
          });
          for (const [index, section] of SECTIONS.entries()) {
            assert.equal(
              await store.appendSections(input.uid, RUNNER, index, [section], at(2_000 + index), LEASE_MS),
              true,
            );
          }
          const halfway = await store.progress(input.uid, 'owner-a', 0);
          assert.deepEqual(halfway?.sections, [
            { index: 1, section: SECTIONS[1] },
            { index: 2, section: SECTIONS[2] },
          ]);
          assert.deepEqual(halfway?.leaseExpiresAt, at(2_002 + LEASE_MS), 'each section extends the lease');
          assert.equal((await getOrFail(store, input.uid)).sections, null, 'the task shows no result yet');
          assert.equal(
            await store.progress(input.uid, 'owner-b', -1),
            null,
            "another owner's task is hidden",
          );

          await store.complete(input.uid, RUNNER, SECTIONS, at(3_000));
          assert.deepEqual(await store.progress(input.uid, 'owner-a', 1), {
            status: 'done',
            runnerId: null,
            leaseExpiresAt: null,
            sections: [{ index: 2, section: SECTIONS[2] }],
            error: null,
          });
          assert.deepEqual((await store.progress(input.uid, 'owner-a', 2))?.sections, []);
        }));

      it('stores a batch of sections at once, in order after those already stored; a lost lease stores none', () =>
        withStore(async (store) => {
          const input = newTask();
          await createOrFail(store, input, T0);
          await store.claimGeneration(input.uid, RUNNER, at(1_000), LEASE_MS);
          assert.equal(
            await store.appendSections(input.uid, RUNNER, 0, [SECTIONS[0]!], at(1_500), LEASE_MS),
            true,
          );
          assert.equal(
            await store.appendSections(
              input.uid,
              RUNNER,
              1,
              [SECTIONS[1]!, SECTIONS[2]!],
              at(2_000),
              LEASE_MS,
            ),
            true,
          );
          const progress = await store.progress(input.uid, 'owner-a', -1);
          assert.deepEqual(
            progress?.sections,
            SECTIONS.map((section, index) => ({ index, section })),
          );
          assert.deepEqual(progress?.leaseExpiresAt, at(2_000 + LEASE_MS), 'the batch extends the lease');

          // Another runner took over after the lease ran out: the old runner's batch is refused whole.
          assert.equal(
            await store.claimGeneration(input.uid, OTHER_RUNNER, at(2_000 + LEASE_MS), LEASE_MS),
            true,
          );
          assert.equal(
            await store.appendSections(
              input.uid,
              RUNNER,
              0,
              [SECTIONS[2]!, SECTIONS[1]!],
              at(2_100 + LEASE_MS),
              LEASE_MS,
            ),
            false,
          );
          assert.deepEqual((await store.progress(input.uid, 'owner-a', -1))?.sections, []);
        }));

      it('keeps stored sections and the error after a failure; the next claim starts over', () =>
        withStore(async (store) => {
          const input = newTask();
          await createOrFail(store, input, T0);
          await store.claimGeneration(input.uid, RUNNER, at(1_000), LEASE_MS);
          await store.appendSections(input.uid, RUNNER, 0, [SECTIONS[0]!], at(1_500), LEASE_MS);
          await store.fail(input.uid, RUNNER, { code: 50401, message: '生成超时' }, at(2_000));
          const failed = await store.progress(input.uid, 'owner-a', -1);
          assert.equal(failed?.status, 'failed');
          assert.deepEqual(failed?.error, { code: 50401, message: '生成超时' });
          assert.deepEqual(failed?.sections, [{ index: 0, section: SECTIONS[0] }]);

          assert.equal(await store.claimGeneration(input.uid, OTHER_RUNNER, at(3_000), LEASE_MS), true);
          const retrying = await store.progress(input.uid, 'owner-a', -1);
          assert.deepEqual(retrying?.sections, []);
          assert.equal(retrying?.error, null);
        }));

      it('deletes stored sections with their task', () =>
        withStore(async (store) => {
          const input = newTask();
          await createOrFail(store, input, T0);
          await store.claimGeneration(input.uid, RUNNER, at(1_000), LEASE_MS);
          await store.appendSections(input.uid, RUNNER, 0, [SECTIONS[0]!], at(1_500), LEASE_MS);
          assert.equal(await store.delete(input.uid, 'owner-a'), true);
          assert.equal(await store.progress(input.uid, 'owner-a', -1), null);
          assert.equal(
            await store.appendSections(input.uid, RUNNER, 1, [SECTIONS[1]!], at(2_000), LEASE_MS),
            false,
          );
          // The same uid created again starts with nothing stored.
          await createOrFail(store, { ...input }, at(3_000));
          await store.claimGeneration(input.uid, RUNNER, at(3_000), LEASE_MS);
          assert.deepEqual((await store.progress(input.uid, 'owner-a', -1))?.sections, []);
        }));
    });

    describe('delete', () => {
      it('deletes the task, after which get answers null and a second delete false', () =>
        withStore(async (store) => {
          const input = newTask();
          await createOrFail(store, input, T0);
          await finish(store, input.uid, SECTIONS, at(1_000));
          assert.equal(await store.delete(input.uid, 'owner-a'), true);
          assert.equal(await store.get(input.uid, 'owner-a'), null);
          assert.equal(await store.delete(input.uid, 'owner-a'), false);
        }));

      it('a done task read again and again is gone once deleted, and never readable by another owner', () =>
        withStore(async (store) => {
          const input = newTask();
          await createOrFail(store, input, T0);
          await finish(store, input.uid, SECTIONS, at(1_000));
          for (let read = 0; read < 3; read++) {
            assert.deepEqual((await getOrFail(store, input.uid)).sections, SECTIONS);
            assert.equal(await store.get(input.uid, 'owner-b'), null);
          }
          assert.equal(await store.delete(input.uid, 'owner-a'), true);
          assert.equal(await store.get(input.uid, 'owner-a'), null);
        }));

      it("refuses to delete another owner's task and keeps it", () =>
        withStore(async (store) => {
          const input = newTask({ ownerId: 'owner-a' });
          await createOrFail(store, input, T0);
          assert.equal(await store.delete(input.uid, 'owner-b'), false);
          assert.equal((await getOrFail(store, input.uid, 'owner-a')).uid, input.uid);
        }));

      it('frees the idempotency key of the deleted task', () =>
        withStore(async (store) => {
          const idempotency = { key: 'key-1', requestHash: 'hash-1' };
          const first = newTask({ idempotency });
          await createOrFail(store, first, T0);
          await store.delete(first.uid, 'owner-a');
          const second = newTask({ idempotency });
          const result = await store.create(second, at(1_000), WINDOW_MS);
          assert.equal(result.outcome, 'created');
          assert.ok(result.outcome === 'created');
          assert.equal(result.task.uid, second.uid);
        }));
    });

    describe('idempotency', () => {
      const idempotency = { key: 'key-1', requestHash: 'hash-1' };

      it('replays the existing task for the same key and hash within the window', () =>
        withStore(async (store) => {
          const original = newTask({ idempotency });
          await createOrFail(store, original, T0);
          await finish(store, original.uid, SECTIONS, at(1_000));
          const retry = newTask({ idempotency });
          const result = await store.create(retry, at(WINDOW_MS - 1), WINDOW_MS);
          assert.equal(result.outcome, 'replayed');
          assert.ok(result.outcome === 'replayed');
          assert.equal(result.task.uid, original.uid);
          assert.equal(result.task.status, 'done');
          assert.deepEqual(result.task.sections, SECTIONS);
          assert.deepEqual(result.task.createdAt, T0);
          assert.equal(await store.get(retry.uid, 'owner-a'), null, 'a replay stores no new task');
        }));

      it('answers conflict for the same key with another hash, storing nothing', () =>
        withStore(async (store) => {
          const original = newTask({ idempotency });
          await createOrFail(store, original, T0);
          const other = newTask({
            idempotency: { key: 'key-1', requestHash: 'hash-2' },
            outline: '# 另一份大纲',
          });
          assert.deepEqual(await store.create(other, at(60_000), WINDOW_MS), { outcome: 'conflict' });
          assert.equal(await store.get(other.uid, 'owner-a'), null);
          assert.equal((await getOrFail(store, original.uid)).outline, original.outline);
        }));

      it('lets another owner use the same key independently', () =>
        withStore(async (store) => {
          const mine = newTask({ ownerId: 'owner-a', idempotency });
          const theirs = newTask({
            ownerId: 'owner-b',
            idempotency: { key: 'key-1', requestHash: 'hash-2' },
          });
          await createOrFail(store, mine, T0);
          await createOrFail(store, theirs, at(1_000));
          const replay = await store.create(
            newTask({ ownerId: 'owner-b', idempotency: theirs.idempotency }),
            at(2_000),
            WINDOW_MS,
          );
          assert.ok(replay.outcome === 'replayed');
          assert.equal(replay.task.uid, theirs.uid);
        }));

      it('creates a new task once the window has passed, and the key then names the new one', () =>
        withStore(async (store) => {
          const old = newTask({ idempotency });
          await createOrFail(store, old, T0);
          const fresh = newTask({ idempotency: { key: 'key-1', requestHash: 'hash-2' } });
          const result = await store.create(fresh, at(WINDOW_MS + 1), WINDOW_MS);
          assert.equal(result.outcome, 'created');
          assert.ok(result.outcome === 'created');
          assert.equal(result.task.uid, fresh.uid);
          assert.equal((await getOrFail(store, old.uid)).uid, old.uid, 'the old task itself is kept');

          const replay = await store.create(
            newTask({ idempotency: fresh.idempotency }),
            at(WINDOW_MS + 2),
            WINDOW_MS,
          );
          assert.ok(replay.outcome === 'replayed');
          assert.equal(replay.task.uid, fresh.uid);
          const oldHash = await store.create(newTask({ idempotency }), at(WINDOW_MS + 3), WINDOW_MS);
          assert.deepEqual(oldHash, { outcome: 'conflict' });
        }));

      it('creates exactly one task when the same request arrives concurrently', () =>
        withStore(async (store) => {
          const attempts = Array.from({ length: 8 }, () => newTask({ idempotency }));
          const results = await Promise.all(attempts.map((task) => store.create(task, T0, WINDOW_MS)));
          const created = results.flatMap((result) =>
            result.outcome === 'created' ? [result.task.uid] : [],
          );
          assert.equal(created.length, 1);
          const uid = created[0];
          for (const result of results) {
            assert.ok(result.outcome !== 'conflict');
            assert.equal(result.task.uid, uid);
          }
        }));
    });

    describe('retention', () => {
      it('deletes only tasks last updated before the cutoff', () =>
        withStore(async (store) => {
          const expired = newTask();
          const createdLongAgoButUpdated = newTask();
          const recent = newTask({ ownerId: 'owner-b' });
          await createOrFail(store, expired, T0);
          await createOrFail(store, createdLongAgoButUpdated, T0);
          await createOrFail(store, recent, at(30 * DAY_MS));
          await store.claimGeneration(createdLongAgoButUpdated.uid, RUNNER, at(30 * DAY_MS), LEASE_MS);

          assert.equal(await store.deleteExpired(at(10 * DAY_MS)), 1);
          assert.equal(await store.get(expired.uid, 'owner-a'), null);
          assert.ok(await store.get(createdLongAgoButUpdated.uid, 'owner-a'));
          assert.ok(await store.get(recent.uid, 'owner-b'));
          assert.equal(await store.deleteExpired(at(10 * DAY_MS)), 0);
        }));

      it('deletes more than one batch, and sweepers running at once share the rows without double counts', () =>
        withStore(async (store) => {
          const expiredCount = 1_234;
          const expired = Array.from({ length: expiredCount }, () => newTask({ outline: '# Old' }));
          for (let start = 0; start < expired.length; start += 100) {
            await Promise.all(expired.slice(start, start + 100).map((task) => createOrFail(store, task, T0)));
          }
          const recent = newTask();
          await createOrFail(store, recent, at(30 * DAY_MS));
          const counts = await Promise.all([
            store.deleteExpired(at(DAY_MS)),
            store.deleteExpired(at(DAY_MS)),
            store.deleteExpired(at(DAY_MS)),
          ]);
          assert.equal(
            counts.reduce((sum, count) => sum + count, 0),
            expiredCount,
          );
          assert.equal(await store.deleteExpired(at(DAY_MS)), 0);
          assert.equal(await store.get(expired[0]!.uid, 'owner-a'), null);
          assert.ok(await store.get(recent.uid, 'owner-a'));
        }));

      it('a done task read before it expires is gone once expired', () =>
        withStore(async (store) => {
          const input = newTask();
          await createOrFail(store, input, T0);
          await finish(store, input.uid, SECTIONS, at(1_000));
          assert.equal((await getOrFail(store, input.uid)).status, 'done');
          assert.equal(await store.deleteExpired(at(DAY_MS)), 1);
          assert.equal(await store.get(input.uid, 'owner-a'), null);
        }));

      it('keeps a task updated exactly at the cutoff', () =>
        withStore(async (store) => {
          const input = newTask();
          await createOrFail(store, input, T0);
          assert.equal(await store.deleteExpired(T0), 0);
          assert.ok(await store.get(input.uid, 'owner-a'));
        }));
    });

    describe('ping and close', () => {
      it('pings while open and rejects once closed; closing twice is harmless', () =>
        withStore(async (store) => {
          await store.ping();
          await store.close();
          await assert.rejects(store.ping());
          await store.close();
        }));
    });
  });
}
