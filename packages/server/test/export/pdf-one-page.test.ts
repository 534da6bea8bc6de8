// A resume that fits a page exports as one page: the name printed once (no basic-information table under
// it), each entry's organisation and role on one line, skills as lines. Read back with poppler.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import type { Locale } from '@resume/contract';
import { renderPdf } from '../../src/export/pdf.ts';
import { templateWriting } from '../helpers/builtin-writing.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'one-page-'));

async function pdfOf(job: string, locale: Locale): Promise<{ pages: number; text: string; name: string }> {
  const { sections } = await templateWriting(job, 'social', locale);
  const chunks: Buffer[] = [];
  for await (const chunk of renderPdf({ sections, locale, job, updatedAt: new Date('2026-11-28') }))
    chunks.push(chunk as Buffer);
  const file = path.join(dir, `${job}.pdf`);
  writeFileSync(file, Buffer.concat(chunks));
  const pages = Number(/^Pages:\s+(\d+)$/m.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const basics = sections.find((section) => section.type === 'kv');
  const name = basics?.type === 'kv' ? (basics.content[0]?.value ?? '') : '';
  return { pages, text, name };
}

for (const [job, locale] of [
  ['Registered Nurse', 'en-US'],
  ['数据分析师', 'zh-CN'],
] as const) {
  test(`${locale}: an example resume of a page is one page, the name printed once`, async () => {
    const { pages, text, name } = await pdfOf(job, locale);
    assert.equal(pages, 1);
    assert.ok(name !== '');
    assert.equal(text.split(name).length - 1, 1, `"${name}" printed once`);
    assert.doesNotMatch(text, /Basic Information|基本信息/);
  });
}

test('fit to page: a resume running a little over a page is set a step smaller; a second page is never near-empty', async () => {
  const { sections } = await templateWriting('Registered Nurse', 'social', 'en-US');
  const work = sections.find((section) => section.type === 'listForm[]');
  assert.ok(work?.type === 'listForm[]');
  let fitted = false;
  for (let extra = 0; extra <= 30; extra += 3) {
    const more = sections.map((section) =>
      section !== work
        ? section
        : {
            ...work,
            content: work.content.map((entry, index) =>
              index === 0
                ? {
                    ...entry,
                    list: {
                      items: [
                        ...entry.list.items,
                        ...Array.from(
                          { length: extra },
                          (_, n) => `Led bedside handover audit ${n + 1} across the unit`,
                        ),
                      ],
                    },
                  }
                : entry,
            ),
          },
    );
    const chunks: Buffer[] = [];
    for await (const chunk of renderPdf({
      sections: more,
      locale: 'en-US',
      job: 'Registered Nurse',
      updatedAt: new Date(),
    }))
      chunks.push(chunk as Buffer);
    const file = path.join(dir, `fit-${extra}.pdf`);
    writeFileSync(file, Buffer.concat(chunks));
    const pages = Number(
      /^Pages:\s+(\d+)$/m.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1],
    );
    if (pages === 1 && extra > 0) fitted = true;
    if (pages >= 2) {
      const last = execFileSync(
        'pdftotext',
        ['-f', String(pages), '-l', String(pages), '-layout', file, '-'],
        {
          encoding: 'utf8',
        },
      );
      const lines = last.split('\n').filter((line) => line.trim() !== '').length;
      assert.ok(lines >= 6, `${extra} extra bullets: the last page holds only ${lines} lines`);
    }
  }
  assert.ok(fitted, 'some longer resume still fits on one page');
});
