// Text built to make regular expressions backtrack: each payload of issue 9 gets its normal answer,
// read in linear time, while /healthz keeps answering.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { zipSync } from 'fflate';
import { findDateRanges } from '../../src/resume/dates.ts';
import { hasPrompt, isOnlyPrompt } from '../../src/resume/resume-document.ts';
import { optimizeBody, post, withHealthzBetween } from '../helpers/hostile.ts';
import { CONTENT_PATH, createTestApp, OUTLINE_PATH, TASK_PATH, type TestApp } from '../helpers/test-app.ts';
import { minimalDocxEntries } from '../reading/fixtures.ts';

let t: TestApp;
let base: string;
before(async () => {
  t = await createTestApp();
  base = await t.listen();
});
after(() => t.close());

describe('uploads built to backtrack', () => {
  test('TXT: a 150 KB run of spaces before a tab, four at once; the outline keeps the text around it', async () => {
    const text = `Ada Lovelace\nada@example.com\n\nExperience\nAnalytical Engine Co${' '.repeat(150_000)}\t1842 - 1843\n`;
    const answers = await withHealthzBetween(
      base,
      Array.from({ length: 4 }, () => post(base, OUTLINE_PATH, optimizeBody('txt', text), t.auth())),
    );
    for (const answer of answers) {
      assert.equal(answer.body.code, 0);
      assert.match(String(answer.body.data), /Analytical Engine Co/);
      assert.match(String(answer.body.data), /1842/);
    }
  });

  test('HTML: 100,000 &nbsp; (600 KB), four at once', async () => {
    const html = `<html><body><p>Ada Lovelace</p><p>ada@example.com</p><p>Analytical${'&nbsp;'.repeat(100_000)}Engine</p></body></html>`;
    const answers = await withHealthzBetween(
      base,
      Array.from({ length: 4 }, () => post(base, OUTLINE_PATH, optimizeBody('html', html), t.auth())),
    );
    for (const answer of answers) {
      assert.equal(answer.body.code, 0);
      assert.match(String(answer.body.data), /Ada Lovelace/);
    }
  });

  test('DOCX: 200,000 no-break spaces in a 1.4 KB file, four at once: refused at once by the text cap', async () => {
    const docx = zipSync(
      minimalDocxEntries(
        `Ada Lovelace</w:t></w:r></w:p><w:p><w:r><w:t>Analytical${'\u00a0'.repeat(200_000)}Engine`,
      ),
    );
    assert.ok(docx.length < 4096, `a small file (${docx.length} bytes)`);
    const answers = await withHealthzBetween(
      base,
      Array.from({ length: 4 }, () => post(base, OUTLINE_PATH, optimizeBody('docx', docx), t.auth())),
    );
    for (const answer of answers) {
      assert.equal(answer.body.code, 42201);
      assert.match(answer.body.message, /more than the 200000 a resume can have/);
    }
  });

  test('DOCX: 120,000 no-break spaces (under the cap) is read, the words around them kept', async () => {
    const docx = zipSync(
      minimalDocxEntries(
        `Ada Lovelace</w:t></w:r></w:p><w:p><w:r><w:t>Analytical${'\u00a0'.repeat(120_000)}Engine`,
      ),
    );
    const [answer] = await withHealthzBetween(base, [
      post(base, OUTLINE_PATH, optimizeBody('docx', docx), t.auth()),
    ]);
    assert.equal(answer?.body.code, 0);
    assert.match(String(answer?.body.data), /Ada Lovelace/);
  });
});

describe('outlines built to backtrack', () => {
  test('content of an outline holding 65,000 "[": sections come back, /healthz answers meanwhile', async () => {
    const outline = `# Engineer\n\n## Basic Information\n- Name: Ada Lovelace\n\n## Overview\n- ${'['.repeat(65_000)}\n`;
    const uids: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const created = await post(base, TASK_PATH, JSON.stringify({ outline }), t.auth());
      assert.equal(created.body.code, 0);
      uids.push((created.body.data as { uid: string }).uid);
    }
    const answers = await withHealthzBetween(
      base,
      uids.map((uid) => post(base, CONTENT_PATH, JSON.stringify({ uid, stream: false }), t.auth())),
    );
    for (const answer of answers) {
      assert.equal(answer.body.code, 0);
      const sections = answer.body.data as { content: unknown }[];
      assert.ok(JSON.stringify(sections[0]?.content).includes('Ada Lovelace'));
    }
  });

  test('the prompt checks read runs of brackets as text, not as prompts', () => {
    const brackets = '['.repeat(65_000);
    assert.equal(hasPrompt(brackets), false);
    assert.equal(hasPrompt(`${brackets}[Your name]`), true);
    assert.equal(isOnlyPrompt(`${brackets}]`), false);
    assert.equal(isOnlyPrompt('[Start] - [End]'), true);
  });

  test('the date finder on the checker\'s attack ("APR4" then "20" × 40,000) finds what is there', () => {
    assert.deepEqual(findDateRanges(`APR4${'20'.repeat(40_000)}`), []);
    const ranges = findDateRanges(`APR4${'20'.repeat(40_000)} Acme | 2019.03 - 2021.06`);
    assert.deepEqual(
      ranges.map((range) => [range.startTime, range.endTime]),
      [['2019.03', '2021.06']],
    );
  });
});
