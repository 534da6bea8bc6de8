// The scanners that replaced quadratic regular expressions give what those expressions gave.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  characterSet,
  collapseAroundTabs,
  indexesOf,
  isWhitespace,
  splitTrimmed,
  trailingParenthetical,
  trimEndWhere,
  trimWhere,
} from '../../src/lib/text-scan.ts';

const samples = [
  '',
  ' ',
  '\t',
  'a',
  ' a \t b ',
  'a\t\tb',
  '\ta',
  'a\t',
  'a \t  \t b',
  '  \t  ',
  'x  y\t z',
  'a\u00a0\tb',
];

describe('text scanners', () => {
  test('collapseAroundTabs equals / *\\t[ \\t]*/g → "\\t" on every sample', () => {
    for (const sample of samples) {
      assert.equal(
        collapseAroundTabs(sample, characterSet(' ')),
        sample.replace(/ *\t[ \t]*/g, '\t'),
        JSON.stringify(sample),
      );
    }
  });

  test('trimWhere equals the ^[…]+|[…]+$ replacement', () => {
    const isBlank = characterSet(' \t');
    for (const sample of samples) {
      assert.equal(
        trimWhere(sample, isBlank),
        sample.replace(/^[ \t]+|[ \t]+$/g, ''),
        JSON.stringify(sample),
      );
    }
  });

  test('splitTrimmed equals split(/\\s*,\\s*/)', () => {
    for (const sample of ['a,b', ' a , b ', 'a,,b', ',', 'a', ' a ,\t b,c ']) {
      assert.deepEqual(splitTrimmed(sample, ','), sample.split(/\s*,\s*/), JSON.stringify(sample));
    }
  });

  test('indexesOf finds every occurrence, overlapping ones too, and none of an empty part', () => {
    assert.deepEqual(indexesOf('aaa', 'aa'), [0, 1]);
    assert.deepEqual(indexesOf('CPA, not a CPA-like', 'CPA'), [0, 11]);
    assert.deepEqual(indexesOf('abc', ''), []);
    assert.deepEqual(indexesOf('abc', 'd'), []);
  });

  test('trailingParenthetical finds the last bracketed note, and nothing when brackets nest or it is not at the end', () => {
    assert.deepEqual(trailingParenthetical('Work Experience (selected)'), {
      before: 'Work Experience',
      inside: 'selected',
    });
    assert.deepEqual(trailingParenthetical('腾讯（深圳）'), { before: '腾讯', inside: '深圳' });
    assert.equal(trailingParenthetical('a (b) c'), undefined);
    assert.equal(trailingParenthetical('a (b))'), undefined);
    assert.equal(trailingParenthetical('no brackets'), undefined);
  });

  test('each is one pass over a hostile run (200,000 blanks, 100,000 brackets)', () => {
    const blanks = ' '.repeat(200_000);
    assert.equal(collapseAroundTabs(`a${blanks}b\tc`, characterSet(' ')), `a${blanks}b\tc`);
    assert.equal(trimEndWhere(`${blanks}x${blanks}`, isWhitespace), `${blanks}x`);
    assert.equal(trailingParenthetical(`${'('.repeat(100_000)})`)?.inside, '');
  });
});
