// BufferedLines: log lines are held briefly and reach the destination together, in order, and none is
// lost at exit.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BufferedLines, type LineSink } from '../../src/observability/logging.ts';

function recordingSink(): LineSink & { writes: string[]; syncFlushes: number } {
  const sink = {
    writes: [] as string[],
    syncFlushes: 0,
    write(text: string) {
      sink.writes.push(text);
    },
    flushSync() {
      sink.syncFlushes += 1;
    },
  };
  return sink;
}

test('lines written within the hold time go out in one write when it ends, in order', (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const sink = recordingSink();
  const lines = new BufferedLines(sink);
  lines.write('a\n');
  t.mock.timers.tick(BufferedLines.HOLD_MS / 2);
  lines.write('b\n');
  lines.write('c\n');
  assert.deepEqual(sink.writes, [], 'nothing is written before the hold time ends');
  t.mock.timers.tick(BufferedLines.HOLD_MS / 2);
  assert.deepEqual(sink.writes, ['a\nb\nc\n'], 'held from the first line, not from the last');
  lines.write('d\n');
  t.mock.timers.tick(BufferedLines.HOLD_MS);
  assert.deepEqual(sink.writes, ['a\nb\nc\n', 'd\n'], 'a later line is held and written on its own');
});

test('a burst past the batch size is written at once, without waiting', (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const sink = recordingSink();
  const lines = new BufferedLines(sink);
  const line = `${'x'.repeat(1023)}\n`;
  const count = BufferedLines.BATCH_CHARS / line.length;
  for (let index = 0; index < count; index += 1) lines.write(line);
  assert.equal(sink.writes.length, 1);
  assert.equal(sink.writes[0]!.length, BufferedLines.BATCH_CHARS);
  t.mock.timers.tick(BufferedLines.HOLD_MS);
  assert.equal(sink.writes.length, 1, 'nothing left to write when the hold time ends');
});

test('flushSync writes what is held, then flushes the destination', () => {
  const sink = recordingSink();
  const lines = new BufferedLines(sink);
  lines.write('last words\n');
  lines.flushSync();
  assert.deepEqual(sink.writes, ['last words\n']);
  assert.equal(sink.syncFlushes, 1);
});

test('a process that logs and exits at once, or dies of an uncaught error, still writes its lines', async () => {
  const { execFile } = await import('node:child_process');
  const { fileURLToPath } = await import('node:url');
  const logging = fileURLToPath(new URL('../../src/observability/logging.ts', import.meta.url));
  const run = (ending: string) =>
    new Promise<string>((resolve) => {
      const script =
        `const { createLogging } = await import(${JSON.stringify(logging)});` +
        `const { logger } = createLogging('info'); logger.info('first line'); logger.warn('second line'); ${ending}`;
      execFile(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', script],
        { cwd: fileURLToPath(new URL('../..', import.meta.url)) },
        (_error, stdout) => resolve(stdout),
      );
    });
  for (const ending of ['process.exit(0);', "throw new Error('boom');"]) {
    const stdout = await run(ending);
    const messages = stdout
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { msg: string }).msg);
    assert.deepEqual(messages, ['first line', 'second line'], ending);
  }
});
