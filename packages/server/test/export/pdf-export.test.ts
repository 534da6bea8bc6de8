// PDF export of a Chinese and an English task over a real socket: PNG pages in the test output, text extracted back.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  createDoneTask,
  type DoneTask,
  EN_OUTLINE,
  exportUrl,
  shownTexts,
  withoutSpace,
  ZH_OUTLINE,
} from './export-fixtures.ts';

const OUTPUT_DIR = path.join(import.meta.dirname, '..', '..', 'test-output', 'export');
const POPPLER = ['pdftoppm', 'pdftotext', 'pdfinfo', 'pdffonts'];
const missing = POPPLER.filter((tool) => !existsSync(`/usr/bin/${tool}`));
const skip = missing.length > 0 && !process.env.CI;
if (skip) {
  console.warn(
    `\n!!! SKIPPING the PDF export test: ${missing.join(', ')} not installed (poppler-utils). !!!\n`,
  );
}

function run(tool: string, args: string[]): string {
  return execFileSync(`/usr/bin/${tool}`, args, { encoding: 'utf8' });
}

/** The text of each page, as pdftotext reads it back. */
function pageTexts(file: string, pages: number): string[] {
  return Array.from({ length: pages }, (_, index) =>
    run('pdftotext', ['-f', String(index + 1), '-l', String(index + 1), '-layout', file, '-']),
  );
}

describe('export as PDF', { skip }, () => {
  let t: TestApp;
  let baseUrl: string;
  const tasks: Record<'zh' | 'en', DoneTask> = {} as never;
  before(async () => {
    t = await createTestApp();
    tasks.zh = await createDoneTask(t, ZH_OUTLINE);
    // The English resume repeated is long enough to run onto a second page.
    tasks.en = await createDoneTask(
      t,
      EN_OUTLINE.replace('## Project Experience', `${workEntries()}\n## Project Experience`),
    );
    baseUrl = await t.listen();
    rmSync(OUTPUT_DIR, { recursive: true, force: true });
    mkdirSync(OUTPUT_DIR, { recursive: true });
  });
  after(() => t.close());

  for (const language of ['zh', 'en'] as const) {
    test(`${language}: A4 pages in Noto Sans SC, subset, titled, every text found again`, async () => {
      const task = tasks[language];
      const response = await fetch(`${baseUrl}${exportUrl(task.uid, 'pdf')}`, { headers: t.auth() });
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('content-type'), 'application/pdf');
      assert.match(
        String(response.headers.get('content-disposition')),
        /^attachment; filename="resume-tsk_[\w-]+\.pdf"/,
      );
      const bytes = Buffer.from(await response.arrayBuffer());
      assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');
      const file = path.join(OUTPUT_DIR, `${language}.pdf`);
      writeFileSync(file, bytes);

      const info = run('pdfinfo', [file]);
      const title = language === 'zh' ? '张晓明 — 数据分析师' : 'Ada Lovelace — Backend Engineer';
      assert.match(info, new RegExp(`^Title:\\s+${title}$`, 'm'));
      assert.match(info, /^Page size:\s+595\.2\d? x 841\.8\d? pts \(A4\)$/m);
      const pages = Number(/^Pages:\s+(\d+)$/m.exec(info)?.[1]);
      if (language === 'en') assert.ok(pages >= 2, `the long resume runs onto ${pages} pages`);

      // Only the glyphs used are embedded: subset fonts ("ABCDEF+Name"), and a file far smaller than the 8 MB font.
      const fonts = run('pdffonts', [file]);
      assert.match(fonts, /[A-Z]{6}\+NotoSansHans-Regular\s+CID Type 0C\s+Identity-H\s+yes yes yes/);
      assert.match(fonts, /[A-Z]{6}\+NotoSansHans-Bold\s/);
      assert.ok(bytes.length < 600_000, `${bytes.length} bytes`);

      run('pdftoppm', ['-png', '-r', '60', file, path.join(OUTPUT_DIR, language)]);
      const images = readdirSync(OUTPUT_DIR).filter(
        (name) => name.startsWith(`${language}-`) && name.endsWith('.png'),
      );
      assert.equal(images.length, pages, 'one PNG per page');

      const texts = pageTexts(file, pages);
      const extracted = withoutSpace(texts.join('\n'));
      for (const piece of shownTexts(task.sections)) {
        assert.ok(extracted.includes(withoutSpace(piece)), `the PDF shows "${piece}"`);
      }
      // No page ends on a section heading: a heading moves to the next page with its first line.
      const headings = new Set(task.sections.map((section) => section.title));
      for (const [index, text] of texts.slice(0, -1).entries()) {
        const lines = text
          .split('\n')
          .map((line) => line.trim())
          .filter((line) => line !== '');
        assert.ok(
          !headings.has(lines.at(-1) ?? ''),
          `page ${index + 1} ends with the heading "${lines.at(-1)}"`,
        );
      }
    });
  }
});

/** Enough further jobs to fill a page. */
function workEntries(): string {
  return Array.from(
    { length: 7 },
    (_, index) => `## Earlier Experience ${index + 1}
1. Company ${index + 1} Systems | Engineer ${index + 1} | ${2010 - index}-01 - ${2011 - index}-01
   - Kept the billing batch jobs running every night for ${index + 3} years without a missed deadline or a data loss.
   - Rewrote the reporting queries, which now finish in minutes instead of hours.
`,
  ).join('\n');
}
