// TurnBatchedLines: the log lines of one event-loop turn reach the destination in one write, in order.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { type LineSink, TurnBatchedLines } from '../../src/observability/logging.ts';

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

test('the lines of one turn go out in one write at its end, in order', async () => {
  const sink = recordingSink();
  const lines = new TurnBatchedLines(sink);
  lines.write('a\n');
  lines.write('b\n');
  lines.write('c\n');
  assert.deepEqual(sink.writes, [], 'nothing is written before the turn ends');
  await nextTurn();
  assert.deepEqual(sink.writes, ['a\nb\nc\n']);
  lines.write('d\n');
  await nextTurn();
  assert.deepEqual(sink.writes, ['a\nb\nc\n', 'd\n'], 'a later turn writes its own line');
});

test('a burst past the batch size is written at once, without waiting for the turn', () => {
  const sink = recordingSink();
  const lines = new TurnBatchedLines(sink);
  const line = `${'x'.repeat(1023)}\n`;
  const count = TurnBatchedLines.BATCH_CHARS / line.length;
  for (let index = 0; index < count; index += 1) lines.write(line);
  assert.equal(sink.writes.length, 1);
  assert.equal(sink.writes[0]!.length, TurnBatchedLines.BATCH_CHARS);
});

test('flushSync writes what the turn holds, then flushes the destination', () => {
  const sink = recordingSink();
  const lines = new TurnBatchedLines(sink);
  lines.write('last words\n');
  lines.flushSync();
  assert.deepEqual(sink.writes, ['last words\n']);
  assert.equal(sink.syncFlushes, 1);
});
