// The streaming body scanner: the same value as JSON.parse for any split of the text, depth bombs refused early.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { AppError } from '../../src/errors.ts';
import { JsonBodyScanner, MAX_JSON_DEPTH } from '../../src/http/json-body.ts';
import { textOf } from '../../src/lib/text-piece.ts';

function scan(pieces: string[], allowEmpty = false): unknown {
  const scanner = new JsonBodyScanner();
  for (const piece of pieces) scanner.push(piece);
  return scanner.finish({ allowEmpty });
}

/** Cuts `text` at pseudo-random places (seeded: a failure can be replayed). */
function randomPieces(text: string, seed: number): string[] {
  const pieces: string[] = [];
  let state = seed;
  let start = 0;
  while (start < text.length) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const length = 1 + (state % 9000);
    pieces.push(text.slice(start, start + length));
    start += length;
  }
  return pieces;
}

const longEscaped = `line one\nline "two"\t\\path\\to\u00e9\ud83d\ude00 /slash`.repeat(4000);
const base64 = Buffer.from('x'.repeat(300_000)).toString('base64');
const sample = JSON.stringify({
  mode: 'optimize-local-resume',
  uploadFileType: 'txt',
  uploadContent: base64,
  nested: { list: [1, 2.5, -3e2, true, false, null, 'short \\ "quoted"'], escaped: longEscaped },
  unicode: '\u4e2d\u6587 \u0001',
});

describe('JsonBodyScanner', () => {
  test('gives what JSON.parse gives, for the text whole, split at every small offset and at random', () => {
    const expected = JSON.parse(sample);
    assert.deepEqual(scan([sample]), expected);
    for (let cut = 0; cut < 200; cut += 1)
      assert.deepEqual(scan([sample.slice(0, cut), sample.slice(cut)]), expected);
    for (let seed = 1; seed <= 20; seed += 1) assert.deepEqual(scan(randomPieces(sample, seed)), expected);
    // One character at a time through an escaped long string: every escape split.
    const small = JSON.stringify({ escaped: longEscaped.slice(0, 70_000).padEnd(70_000, '\\') });
    assert.deepEqual(scan([...small]), JSON.parse(small));
  });

  test(`refuses nesting past ${MAX_JSON_DEPTH} levels as soon as it arrives`, () => {
    const scanner = new JsonBodyScanner();
    assert.throws(
      () => scanner.push(`{"a":${'['.repeat(MAX_JSON_DEPTH)}`),
      (error: unknown) =>
        error instanceof AppError && error.code === 40001 && /deeper than 32/.test(error.message),
    );
    assert.deepEqual(
      scan([`${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`]),
      JSON.parse(`${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`),
    );
    // Brackets inside strings are text, not nesting.
    assert.deepEqual(scan([JSON.stringify({ text: '['.repeat(1000) })]), { text: '['.repeat(1000) });
  });

  test('malformed, empty and control characters: 40001', () => {
    const invalid = (pieces: string[]) =>
      assert.throws(
        () => scan(pieces),
        (error: unknown) => error instanceof AppError && error.code === 40001,
      );
    invalid(['{"a":']);
    invalid(['{"a":"unterminated']);
    invalid([`{"a":"${'x'.repeat(70_000)}\u0001"}`]);
    invalid([`{"a":"${'x'.repeat(70_000)}\\q"}`]);
    invalid(['   ']);
    assert.equal(scan(['  '], true), undefined);
  });

  test('a detached field (an upload) is left out of the value and kept in pieces that read back exactly', () => {
    const content = Buffer.from('z'.repeat(500_000)).toString('base64');
    const text = JSON.stringify({ uploadFileType: 'txt', uploadContent: content, note: 'short' });
    const scanner = new JsonBodyScanner(new Set(['uploadContent']));
    for (const piece of randomPieces(text, 7)) scanner.push(piece);
    assert.deepEqual(scanner.finish({ allowEmpty: false }), {
      uploadFileType: 'txt',
      uploadContent: '',
      note: 'short',
    });
    const pieces = scanner.longFields.get('uploadContent') ?? [];
    assert.ok(
      pieces.some((piece) => typeof piece !== 'string'),
      'plain pieces are kept as bytes',
    );
    assert.equal(pieces.map(textOf).join(''), content);
  });

  test('a long string that looks like the placeholder stays what the client sent', () => {
    const text = JSON.stringify({ a: '\u0000abc:0', b: 'y'.repeat(70_000) });
    assert.deepEqual(scan([text]), JSON.parse(text));
  });
});
