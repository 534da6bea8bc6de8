// Long unbroken words in a PDF export: broken with invisible break opportunities, laid out in linear time, every character kept.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { breakLongRuns, MAX_UNBROKEN_RUN, ZERO_WIDTH_SPACE } from '../../src/export/break-long-runs.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createDoneTask, exportUrl, withoutSpace, ZH_OUTLINE } from './export-fixtures.ts';

const OUTPUT_DIR = path.join(import.meta.dirname, '..', '..', 'test-output', 'export');
const skip = !existsSync('/usr/bin/pdftotext') && !process.env.CI;

describe('breakLongRuns', () => {
  test('ordinary text comes back unchanged: English, Chinese, e-mail addresses and URLs', () => {
    const texts = [
      'Designed the settlement service handling 3 million transactions a day across four regions.',
      ZH_OUTLINE,
      'xiaoming.zhang@example.com',
      `https://example.com/${'a'.repeat(150)}/${'b'.repeat(150)}?q=${'c'.repeat(150)}`,
      'x'.repeat(MAX_UNBROKEN_RUN),
      `${'数据分析'.repeat(500)}。`,
    ];
    for (const text of texts) assert.equal(breakLongRuns(text), text);
  });

  test('a run longer than the limit gets a zero-width space after every MAX_UNBROKEN_RUN characters, nothing else', () => {
    const word = 'x'.repeat(MAX_UNBROKEN_RUN * 3 + 7);
    const broken = breakLongRuns(`see ${word} here`);
    assert.equal(broken.split(ZERO_WIDTH_SPACE).join(''), `see ${word} here`);
    const pieces = broken.split(ZERO_WIDTH_SPACE);
    assert.deepEqual(
      pieces.map((piece) => piece.length),
      [4 + MAX_UNBROKEN_RUN, MAX_UNBROKEN_RUN, MAX_UNBROKEN_RUN, 7 + 5],
    );
  });

  test('never splits a surrogate pair or a letter from its accent', () => {
    const emoji = '😀'.repeat(MAX_UNBROKEN_RUN);
    for (const piece of breakLongRuns(emoji).split(ZERO_WIDTH_SPACE)) {
      assert.equal(piece.length % 2, 0);
      assert.ok(piece.length > 0);
    }
    const accented = 'e\u0301'.repeat(MAX_UNBROKEN_RUN);
    for (const piece of breakLongRuns(accented).split(ZERO_WIDTH_SPACE)) {
      assert.ok(piece.startsWith('e'), 'each piece starts with a letter, not an accent');
    }
  });
});

describe('export as PDF: a 40,000-character word', { skip }, () => {
  let t: TestApp;
  let baseUrl: string;
  const word = Array.from({ length: 40_000 }, (_, index) => String.fromCharCode(97 + (index % 26))).join('');
  before(async () => {
    t = await createTestApp();
    baseUrl = await t.listen();
    mkdirSync(OUTPUT_DIR, { recursive: true });
  });
  after(() => t.close());

  test('renders (it hit the 20 s limit before, answering 50001), and pdftotext finds every character', async () => {
    const { uid } = await createDoneTask(t, `# Engineer\n\n## Skills\n- before ${word} after\n`);
    const response = await fetch(`${baseUrl}${exportUrl(uid, 'pdf')}`, { headers: t.auth() });
    const bytes = Buffer.from(await response.arrayBuffer());
    assert.equal(response.status, 200, bytes.toString('utf8', 0, 200));
    const file = path.join(OUTPUT_DIR, 'long-word.pdf');
    writeFileSync(file, bytes);
    const text = execFileSync('/usr/bin/pdftotext', [file, '-'], { encoding: 'utf8' });
    // Lines wrap inside the word, so the text is compared without whitespace; no break character shows.
    assert.ok(withoutSpace(text).includes(`before${word}after`), 'the whole word, in order');
    assert.ok(!text.includes(ZERO_WIDTH_SPACE));
  });
});
