// WorkerPool: real reading workers started from the tests, and a misbehaving stand-in for crashes and hangs.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { describe, test } from 'node:test';
import { AppError, ReadError } from '../../src/errors.ts';
import { WORKER_TYPES } from '../../src/reading/readers.ts';
import { WorkerPool } from '../../src/reading/worker-pool.ts';
import { LIMITS, makeDocx, makePdf } from './fixtures.ts';

const FAKE_WORKER = new URL('./fake-read-worker.mjs', import.meta.url);
const bytesOf = (text: string) => new TextEncoder().encode(text);
const never = () => new AbortController().signal;

function fakePool(size = 1, maxQueued = 4) {
  const failures: string[] = [];
  const pool = new WorkerPool({
    types: ['pdf'],
    size,
    maxQueued,
    workerUrl: FAKE_WORKER,
    onWorkerFailure: (reason) => failures.push(reason),
  });
  return { pool, failures };
}

function isReadError(message: RegExp) {
  return (error: unknown) => {
    assert.ok(error instanceof ReadError, `a ReadError, got ${String(error)}`);
    assert.equal(error.code, 42201);
    assert.match(error.message, message);
    return true;
  };
}

describe('the real reading worker', () => {
  test('reads PDF and DOCX off the main thread, and answers a junk file with 42201', async () => {
    const pool = new WorkerPool({ types: WORKER_TYPES, size: 2, maxQueued: 4 });
    try {
      const [pdf, docx] = await Promise.all([
        pool.read(await makePdf([[{ text: 'Ada Lovelace', x: 50, y: 60 }]]), 'pdf', LIMITS, never()),
        pool.read(await makeDocx('en'), 'docx', LIMITS, never()),
      ]);
      assert.equal(pdf.text, 'Ada Lovelace');
      const basic = pdf.resume.parts[0];
      assert.ok(basic?.shape === 'kv' && basic.items.some((item) => item.value === 'Ada Lovelace'));
      assert.ok(docx.text.includes('Remington Rand | Senior Programmer\t2016.07 - 2021.06'));
      await assert.rejects(pool.read(bytesOf('%PDF-1.4\n'), 'pdf', LIMITS, never()), isReadError(/damaged/));
    } finally {
      await pool.close();
    }
  });

  test('a file that takes longer than the limit: 42201, the worker is replaced and serves the next file', async () => {
    const failures: string[] = [];
    const pool = new WorkerPool({
      types: WORKER_TYPES,
      size: 1,
      maxQueued: 4,
      onWorkerFailure: (reason) => failures.push(reason),
    });
    try {
      const pdf = await makePdf([[{ text: 'Ada Lovelace', x: 50, y: 60 }]]);
      // A cold worker alone needs far longer than 30 ms to start.
      await assert.rejects(
        pool.read(pdf, 'pdf', { ...LIMITS, timeoutMs: 30 }, never()),
        isReadError(/took too long to read \(over 30 ms\)/),
      );
      assert.deepEqual(failures, ['reading a pdf file took over 30 ms']);
      assert.equal((await pool.read(pdf, 'pdf', LIMITS, never())).text, 'Ada Lovelace');
    } finally {
      await pool.close();
    }
  });
  test('idle workers, warm or used, never keep the process alive', () => {
    const script = `
      import { WorkerPool } from ${JSON.stringify(new URL('../../src/reading/worker-pool.ts', import.meta.url).href)};
      import { WORKER_TYPES } from ${JSON.stringify(new URL('../../src/reading/readers.ts', import.meta.url).href)};
      const pool = new WorkerPool({ types: WORKER_TYPES, size: 2, maxQueued: 4, warm: true });
      const limits = { maxPdfPages: 50, maxExpandedBytes: 1e6, maxZipEntries: 10, maxMarkupBytes: 1e6, maxTextChars: 1e5, timeoutMs: 20000 };
      const slash = String.fromCharCode(92);
      const text = '{' + slash + 'rtf1 Ada Lovelace' + slash + 'par}';
      const result = await pool.read(new TextEncoder().encode(text), 'rtf', limits, new AbortController().signal);
      console.log(result.text);
    `;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    assert.equal(child.signal, null, `exited by itself: ${child.stderr}`);
    assert.equal(child.status, 0, child.stderr);
    assert.equal(child.stdout.trim(), 'Ada Lovelace');
  });
});

describe('failures inside a worker', () => {
  test('a worker that throws or exits fails only its own file with 42201, and is replaced', async () => {
    const { pool, failures } = fakePool();
    try {
      await assert.rejects(
        pool.read(bytesOf('throw'), 'pdf', LIMITS, never()),
        isReadError(/could not be read/),
      );
      assert.equal((await pool.read(bytesOf('fine'), 'pdf', LIMITS, never())).text, 'fine');
      await assert.rejects(
        pool.read(bytesOf('exit'), 'pdf', LIMITS, never()),
        isReadError(/could not be read/),
      );
      assert.equal((await pool.read(bytesOf('again'), 'pdf', LIMITS, never())).text, 'again');
      assert.deepEqual(failures, ['a reading worker crashed', 'a reading worker crashed']);
    } finally {
      await pool.close();
    }
  });

  test('a file that needs more memory than a worker has: 42201 "too large", not "damaged"', async () => {
    const failures: string[] = [];
    const pool = new WorkerPool({
      types: ['pdf'],
      size: 1,
      maxQueued: 1,
      workerUrl: FAKE_WORKER,
      resourceLimits: { maxOldGenerationSizeMb: 32 },
      onWorkerFailure: (reason) => failures.push(reason),
    });
    try {
      await assert.rejects(pool.read(bytesOf('oom'), 'pdf', LIMITS, never()), isReadError(/too large/));
      assert.deepEqual(failures, ['a reading worker ran out of memory']);
      assert.equal((await pool.read(bytesOf('after'), 'pdf', LIMITS, never())).text, 'after');
    } finally {
      await pool.close();
    }
  });

  test('an unexpected error is answered without its internals', async () => {
    const { pool } = fakePool();
    try {
      await assert.rejects(
        pool.read(bytesOf('fail'), 'pdf', LIMITS, never()),
        isReadError(/^the file could not be read; it may be damaged$/),
      );
    } finally {
      await pool.close();
    }
  });
});

describe('queue, busy and cancellation', () => {
  test('a full queue answers 50301 with Retry-After; cancelled files free their places', async () => {
    const { pool } = fakePool(1, 1);
    try {
      const running = new AbortController();
      const waiting = new AbortController();
      const first = pool.read(bytesOf('hang'), 'pdf', LIMITS, running.signal);
      const second = pool.read(bytesOf('hang'), 'pdf', LIMITS, waiting.signal);
      assert.deepEqual(pool.load, { running: 1, queued: 1 });
      await assert.rejects(pool.read(bytesOf('x'), 'pdf', LIMITS, never()), (error: unknown) => {
        assert.ok(error instanceof AppError);
        assert.equal(error.code, 50301);
        assert.match(error.message, /busy/);
        assert.equal(error.headers['Retry-After'], '2');
        return true;
      });

      // A waiting file that is cancelled leaves the queue at once.
      waiting.abort(new Error('client went away'));
      await assert.rejects(second, /client went away/);
      assert.deepEqual(pool.load, { running: 1, queued: 0 });

      // A running file that is cancelled frees its worker for the next file.
      const third = pool.read(bytesOf('next'), 'pdf', LIMITS, never());
      running.abort(new Error('cancelled'));
      await assert.rejects(first, /cancelled/);
      assert.equal((await third).text, 'next');
      assert.deepEqual(pool.load, { running: 0, queued: 0 });
    } finally {
      await pool.close();
    }
  });

  test('an already cancelled request never reaches a worker', async () => {
    const { pool } = fakePool();
    const controller = new AbortController();
    controller.abort(new Error('gone'));
    await assert.rejects(pool.read(bytesOf('x'), 'pdf', LIMITS, controller.signal), /gone/);
    assert.deepEqual(pool.load, { running: 0, queued: 0 });
    await pool.close();
  });

  test('closing fails waiting and running files with 50301', async () => {
    const { pool } = fakePool(1, 2);
    const running = pool.read(bytesOf('hang'), 'pdf', LIMITS, never());
    const waiting = pool.read(bytesOf('x'), 'pdf', LIMITS, never());
    const answers = [running, waiting].map((job) =>
      assert.rejects(job, (error: unknown) => error instanceof AppError && error.code === 50301),
    );
    await pool.close();
    await Promise.all(answers);
    await assert.rejects(pool.read(bytesOf('x'), 'pdf', LIMITS, never()), /shutting down/);
  });
});
