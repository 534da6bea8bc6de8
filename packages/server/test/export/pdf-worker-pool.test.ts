// PdfWorkerPool: the real PDF worker, and a misbehaving stand-in for failures, crashes, hangs, cancelled renders, turns between keys and full queues.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { AppError } from '../../src/errors.ts';
import type { FinishedResume } from '../../src/export/finished-resume.ts';
import { PdfWorkerPool } from '../../src/export/pdf-worker-pool.ts';

const FAKE_WORKER = new URL('./fake-pdf-worker.mjs', import.meta.url);

/** A resume whose job tells the stand-in worker what to do. */
function resumeFor(command: string): FinishedResume {
  return { sections: [], locale: 'en-US', job: command, updatedAt: new Date('2024-01-01T00:00:00Z') };
}

function fakePool(
  options: { size?: number; maxQueued?: number; maxQueuedPerKey?: number; timeoutMs?: number } = {},
) {
  const failures: string[] = [];
  const pool = new PdfWorkerPool({
    size: options.size ?? 1,
    maxQueued: options.maxQueued ?? 4,
    maxQueuedPerKey: options.maxQueuedPerKey,
    timeoutMs: options.timeoutMs ?? 10_000,
    maxWorkerHeapBytes: 256 * 1024 * 1024,
    workerUrl: FAKE_WORKER,
    onWorkerFailure: (reason) => failures.push(reason),
  });
  return { pool, failures };
}

/** The thread that rendered, as the stand-in writes it into its "PDF". */
async function renderingThread(pool: PdfWorkerPool, command = 'ok'): Promise<string> {
  const pdf = new TextDecoder().decode(await pool.render(resumeFor(command)));
  const thread = /^%PDF-fake thread (\d+)$/.exec(pdf)?.[1];
  assert.ok(thread, pdf);
  return thread;
}

function isAppError(code: number, message: RegExp) {
  return (error: unknown) => {
    assert.ok(error instanceof AppError, `an AppError, got ${String(error)}`);
    assert.equal(error.code, code);
    assert.match(error.message, message);
    return true;
  };
}

const GENERIC_FAILURE = /^The PDF could not be made\. Please try again\.$/;

describe('PdfWorkerPool', () => {
  test('the real worker typesets a Chinese resume into a PDF', async () => {
    const pool = new PdfWorkerPool({ size: 1, maxQueued: 1, timeoutMs: 20_000 });
    try {
      const resume: FinishedResume = {
        locale: 'zh-CN',
        job: '数据分析师',
        updatedAt: new Date('2024-01-01T00:00:00Z'),
        sections: [
          { id: 'basic', type: 'kv', title: '基本信息', content: [{ key: '姓名', value: '张晓明' }] },
          { id: 'skills', type: 'list', title: '专业技能', content: { items: ['Python、SQL、R'] } },
        ],
      };
      const pdf = Buffer.from(await pool.render(resume));
      assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-');
      assert.match(pdf.subarray(-6).toString('latin1'), /%%EOF\n?$/);
      // Rendered again by the same worker with the fonts it kept: still a whole document.
      const again = Buffer.from(await pool.render(resume));
      assert.equal(again.subarray(0, 5).toString('latin1'), '%PDF-');
      assert.match(again.subarray(-6).toString('latin1'), /%%EOF\n?$/);
    } finally {
      await pool.close();
    }
  });

  for (const [command, failure] of [
    ['fail', 'a PDF render failed'],
    ['throw', 'a PDF worker crashed'],
    ['exit', 'a PDF worker crashed'],
  ] as const) {
    test(`a render that ends in "${command}": 50001 with a generic message, and a new worker serves the next`, async () => {
      const { pool, failures } = fakePool();
      try {
        const first = await renderingThread(pool);
        await assert.rejects(pool.render(resumeFor(command)), isAppError(50001, GENERIC_FAILURE));
        const next = await renderingThread(pool);
        assert.notEqual(next, first, 'the worker was replaced');
        assert.deepEqual(failures, [failure]);
      } finally {
        await pool.close();
      }
    });
  }

  test('a render past the time limit: 50001, the worker is terminated and replaced', async () => {
    // Long enough for a fresh worker's first render on a loaded two-core machine (300 ms was not, in CI beside
    // other work); the hung render still ends by the limit.
    const { pool, failures } = fakePool({ timeoutMs: 2_000 });
    try {
      const first = await renderingThread(pool);
      await assert.rejects(pool.render(resumeFor('hang')), isAppError(50001, GENERIC_FAILURE));
      assert.notEqual(await renderingThread(pool), first);
      assert.deepEqual(failures, ['a PDF render took over 2000 ms']);
    } finally {
      await pool.close();
    }
  });

  test('past the queue bound: 50301 with Retry-After; a cancelled wait leaves the queue', async () => {
    const { pool } = fakePool({ maxQueued: 2, timeoutMs: 60_000 });
    const hung = pool.render(resumeFor('hang'));
    const cancel = new AbortController();
    const waiting = [pool.render(resumeFor('ok'), { signal: cancel.signal }), pool.render(resumeFor('ok'))];
    assert.deepEqual(pool.load, { running: 1, queued: 2 });
    await assert.rejects(pool.render(resumeFor('ok')), (error: unknown) => {
      assert.ok(error instanceof AppError && error.code === 50301);
      assert.equal(error.headers['Retry-After'], '2');
      return true;
    });
    cancel.abort(new Error('client gone'));
    await assert.rejects(waiting[0]!, /client gone/);
    assert.deepEqual(pool.load, { running: 1, queued: 1 });
    // Closing fails what runs and what waits with 50301 (shutting down), and ends the hung worker.
    const failed = [hung, waiting[1]!].map((render) =>
      assert.rejects(render, isAppError(50301, /shutting down/)),
    );
    await pool.close();
    await Promise.all(failed);
    await assert.rejects(pool.render(resumeFor('ok')), isAppError(50301, /shutting down/));
  });

  test('a client that leaves mid-render: its worker is terminated at once, and a fresh one serves the next', async () => {
    const { pool, failures } = fakePool({ timeoutMs: 60_000 });
    try {
      const first = await renderingThread(pool);
      const leaving = new AbortController();
      const hung = pool.render(resumeFor('hang'), { signal: leaving.signal, key: 'key-a' });
      assert.deepEqual(pool.load, { running: 1, queued: 0 });
      leaving.abort(new Error('client gone'));
      await assert.rejects(hung, /client gone/);
      // Without the worker terminated, this render would wait for the endless one (60 s).
      assert.deepEqual(pool.load, { running: 0, queued: 0 });
      assert.notEqual(await renderingThread(pool), first);
      assert.deepEqual(failures, [], 'a client leaving is no failure of ours');
    } finally {
      await pool.close();
    }
  });

  test('keys take turns: a key with nothing running goes before the waiting renders of a busy key', async () => {
    const { pool } = fakePool({ size: 1, maxQueued: 8, maxQueuedPerKey: 4 });
    try {
      const finished: string[] = [];
      const render = (key: string, label: string) =>
        pool.render(resumeFor('busy 40'), { key }).then(() => finished.push(label));
      const flood = ['a1', 'a2', 'a3', 'a4'].map((label) => render('key-a', label));
      const other = render('key-b', 'b1');
      await Promise.all([...flood, other]);
      assert.deepEqual(finished, ['a1', 'b1', 'a2', 'a3', 'a4']);
    } finally {
      await pool.close();
    }
  });

  test('a key holds one worker at most: its other renders wait while a worker is free, for other keys', async () => {
    const { pool } = fakePool({ size: 2, maxQueued: 8, maxQueuedPerKey: 4 });
    try {
      const flood = [1, 2, 3].map(() => pool.render(resumeFor('busy 40'), { key: 'key-a' }));
      assert.deepEqual(pool.load, { running: 1, queued: 2 });
      const other = pool.render(resumeFor('busy 40'), { key: 'key-b' });
      assert.deepEqual(pool.load, { running: 2, queued: 2 });
      await Promise.all([...flood, other]);
      assert.deepEqual(pool.load, { running: 0, queued: 0 });
    } finally {
      await pool.close();
    }
  });

  test("a key past its waiting renders: 42901 naming the limit, with Retry-After; another key's render still runs", async () => {
    const { pool } = fakePool({ size: 1, maxQueued: 16, maxQueuedPerKey: 2 });
    try {
      const hung = pool.render(resumeFor('hang'), { key: 'key-a' });
      const waiting = [1, 2].map(() => pool.render(resumeFor('ok'), { key: 'key-a' }));
      await assert.rejects(pool.render(resumeFor('ok'), { key: 'key-a' }), (error: unknown) => {
        assert.ok(error instanceof AppError);
        assert.equal(error.code, 42901);
        assert.equal(
          error.message,
          'Too many PDF exports for this API key: one renders at a time and at most 2 may wait; retry when one is done.',
        );
        assert.equal(error.headers['Retry-After'], '2');
        return true;
      });
      // The shared queue has room for others: key b waits its turn, it is not refused.
      const other = pool.render(resumeFor('ok'), { key: 'key-b' });
      assert.deepEqual(pool.load, { running: 1, queued: 3 });
      const failed = [hung, ...waiting, other].map((render) =>
        assert.rejects(render, isAppError(50301, /shutting down/)),
      );
      await pool.close();
      await Promise.all(failed);
    } finally {
      await pool.close();
    }
  });

  test('the waiting render of a key goes first once its running one is cancelled', async () => {
    const { pool } = fakePool({ size: 1, maxQueued: 4, maxQueuedPerKey: 2, timeoutMs: 60_000 });
    try {
      const leaving = new AbortController();
      const hung = pool.render(resumeFor('hang'), { signal: leaving.signal, key: 'key-a' });
      const next = pool.render(resumeFor('ok'), { key: 'key-a' });
      leaving.abort(new Error('client gone'));
      await assert.rejects(hung, /client gone/);
      assert.match(new TextDecoder().decode(await next), /^%PDF-fake thread \d+$/);
    } finally {
      await pool.close();
    }
  });

  test('a worker that keeps too much heap after a render is replaced; the render itself succeeds', async () => {
    const { pool, failures } = fakePool();
    try {
      const first = await renderingThread(pool);
      assert.equal(await renderingThread(pool, 'heap 100'), first, 'a small heap keeps its worker');
      assert.equal(await renderingThread(pool, 'heap 500'), first, 'the big render is answered');
      assert.notEqual(await renderingThread(pool), first);
      assert.deepEqual(failures, ['a PDF worker kept too much memory after a render; replaced']);
    } finally {
      await pool.close();
    }
  });
});
