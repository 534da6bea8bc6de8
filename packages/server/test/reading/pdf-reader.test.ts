// PdfResumeReader on PDFs the test makes: reading order, columns, dates, running lines, Chinese, errors.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ReadError } from '../../src/errors.ts';
import { PdfResumeReader } from '../../src/reading/formats/pdf-reader.ts';
import type { ReadLimits } from '../../src/reading/resume-reader.ts';
import { LIMITS, makeEncryptedPdf, makeManyPagePdf, makePdf, type PlacedText } from './fixtures.ts';

const reader = new PdfResumeReader();
const read = (bytes: Uint8Array, limits: ReadLimits = LIMITS) =>
  reader.read(bytes, 'pdf', limits, new AbortController().signal);

async function assertReadError(promise: Promise<unknown>, message: RegExp): Promise<void> {
  await assert.rejects(promise, (error: unknown) => {
    assert.ok(error instanceof ReadError, `a ReadError, got ${String(error)}`);
    assert.equal(error.code, 42201);
    assert.match(error.message, message);
    return true;
  });
}

describe('PDF text', () => {
  test('an English resume: one printed line per line, words spaced, sizes and positions kept, slanted text kept, watermark dropped', async () => {
    const { text, lines } = await read(
      await makePdf([
        [
          { text: 'DRAFT COPY', x: 150, y: 600, size: 60, rotate: 45 },
          { text: 'Ada Lovelace', x: 50, y: 60, size: 22, font: 'bold' },
          { text: 'ada@example.com', x: 50, y: 85 },
          { text: '+44 20 7946 0018', x: 170, y: 85 },
          { text: 'Experience', x: 50, y: 130, size: 14, font: 'bold' },
          // One phrase drawn as two runs with an ordinary word gap.
          { text: 'Analytical', x: 50, y: 150 },
          { text: 'Engine Company', x: 104, y: 150 },
          { text: 'Senior Programmer', x: 50, y: 166, skew: 15 },
        ],
      ]),
    );
    assert.deepEqual(text.split('\n'), [
      'Ada Lovelace',
      'ada@example.com\t+44 20 7946 0018',
      'Experience',
      'Analytical Engine Company',
      'Senior Programmer',
    ]);
    assert.equal(lines?.[0]?.fontSize, 22);
    assert.equal(lines?.[0]?.bold, true);
    assert.equal(lines?.[1]?.bold, false);
    assert.equal(lines?.[0]?.page, 1);
    assert.equal(lines?.[0]?.x, 50);
    assert.equal(lines?.[3]?.fontSize, 11);
  });

  test('two columns are read left column first, then right, under a full-width header', async () => {
    const left = [
      'CONTACT',
      'ada@example.com',
      '+44 20 7946 0018',
      'London',
      'SKILLS',
      'Mathematics',
      'Python',
    ];
    const right = [
      'EXPERIENCE',
      'Analytical Engine Company',
      'Programmer 1842 - 1843',
      '- Wrote the first published algorithm',
      '- Translated the Menabrea paper with notes',
      'EDUCATION',
      'Private tutoring in mathematics',
    ];
    // Different leading in each column, as in real sidebars: baselines rarely agree.
    const runs: PlacedText[] = [
      { text: 'Ada Lovelace', x: 230, y: 50, size: 24, font: 'bold' },
      ...left.map((text, index) => ({ text, x: 40, y: 110 + index * 19 })),
      ...right.map((text, index) => ({ text, x: 220, y: 112 + index * 23 })),
    ];
    const { text } = await read(await makePdf([runs]));
    assert.deepEqual(text.split('\n'), ['Ada Lovelace', ...left, ...right]);
  });

  test('a right-aligned date column stays on its entry’s line', async () => {
    const { text } = await read(
      await makePdf([
        [
          { text: 'Experience', x: 50, y: 60, size: 14, font: 'bold' },
          { text: 'Babbage & Co | Analyst', x: 50, y: 85, font: 'bold' },
          { text: '2019.09 - 2021.06', x: 545, y: 85, alignRight: true },
          {
            text: '- Modelled the difference engine tables with a long sentence that fills the line',
            x: 60,
            y: 102,
          },
          {
            text: '- Reduced table errors by 30% with a careful checking procedure for results',
            x: 60,
            y: 116,
          },
          { text: 'Royal Society | Fellow', x: 50, y: 140, font: 'bold' },
          { text: 'Sep 2021 – Present', x: 545, y: 140, alignRight: true },
          { text: '- Presented the engine notes to the society and answered questions after', x: 60, y: 157 },
          { text: 'Cambridge | Lecturer', x: 50, y: 181, font: 'bold' },
          { text: '2016.07—2019.08', x: 545, y: 181, alignRight: true },
        ],
      ]),
    );
    const lines = text.split('\n');
    assert.ok(lines.includes('Babbage & Co | Analyst\t2019.09 - 2021.06'), text);
    assert.ok(lines.includes('Royal Society | Fellow\tSep 2021 – Present'), text);
    assert.ok(lines.includes('Cambridge | Lecturer\t2016.07—2019.08'), text);
    assert.equal(lines[0], 'Experience');
  });

  test('running headers, footers and page numbers are dropped; the body of every page is kept', async () => {
    const pages = [1, 2, 3].map((page): PlacedText[] => [
      { text: 'Ada Lovelace - Curriculum Vitae', x: 50, y: 30, size: 9 },
      { text: `Body line of page ${page}`, x: 50, y: 200 },
      { text: `Page ${page} of 3`, x: 270, y: 815, size: 9 },
      { text: 'Confidential resume', x: 50, y: 815, size: 9 },
    ]);
    const { text } = await read(await makePdf(pages));
    assert.deepEqual(text.split('\n'), ['Body line of page 1', 'Body line of page 2', 'Body line of page 3']);
  });

  test('Chinese text through the shipped CMaps, never spaced between characters, dates on their line', async () => {
    // Each character a run of its own with a small gap, as letter-spaced Chinese PDFs are written.
    const spaced = (text: string, x: number, y: number, size = 12): PlacedText[] =>
      [...text].map((character, index) => ({
        text: character,
        x: x + index * size * 1.25,
        y,
        size,
        font: 'zh',
      }));
    const { text } = await read(
      await makePdf([
        [
          { text: '张三', x: 50, y: 60, size: 22, font: 'zh' },
          { text: 'zhangsan@example.com', x: 50, y: 85 },
          ...spaced('工作经历', 50, 120, 14),
          { text: '北京字节跳动科技有限公司', x: 50, y: 145, font: 'zh' },
          { text: '2021年9月 - 至今', x: 545, y: 145, font: 'zh', alignRight: true },
          { text: '负责推荐系统后端开发，接口延迟降低40%', x: 60, y: 165, font: 'zh' },
        ],
      ]),
    );
    assert.deepEqual(text.split('\n'), [
      '张三',
      'zhangsan@example.com',
      '工作经历',
      '北京字节跳动科技有限公司\t2021年9月 - 至今',
      '负责推荐系统后端开发，接口延迟降低40%',
    ]);
  });
});

describe('PDF gaps and footers', () => {
  test('a Chinese name printed with a gap keeps it; words set solid and letter-spaced headings join', async () => {
    const { text } = await read(
      await makePdf([
        [
          // "小龙" then "李" a third of an em further than solid setting, as a name with a visible gap.
          { text: '小龙', x: 300, y: 60, size: 30, font: 'zh' },
          { text: '李', x: 370, y: 60, size: 30, font: 'zh' },
          { text: '在读硕士研究生', x: 50, y: 100, size: 11, font: 'zh' },
          { text: '信息与通信工程', x: 50 + 7 * 11 + 3.6, y: 100, size: 11, font: 'zh' },
          ...[...'教育背景'].map(
            (character, index): PlacedText => ({
              text: character,
              x: 50 + index * 14 * 1.5,
              y: 140,
              size: 14,
              font: 'zh',
            }),
          ),
        ],
      ]),
    );
    assert.deepEqual(text.split('\n'), ['小龙 李', '在读硕士研究生 信息与通信工程', '教育背景']);
  });

  test('a footer on every page that is the only place of the email and phone is read once', async () => {
    const pages = [1, 2].map((page): PlacedText[] => [
      { text: `Body line of page ${page}`, x: 50, y: 200 },
      { text: 'ada@example.com', x: 50, y: 800, size: 9 },
      { text: '+44 20 7946 0018', x: 200, y: 800, size: 9 },
      { text: 'Confidential', x: 50, y: 30, size: 9 },
    ]);
    const { text } = await read(await makePdf(pages));
    assert.deepEqual(text.split('\n'), [
      'Body line of page 1',
      'ada@example.com\t+44 20 7946 0018',
      'Body line of page 2',
    ]);
  });
});

describe('PDF errors answer 42201 with a clear message', () => {
  test('encrypted', async () => assertReadError(read(await makeEncryptedPdf()), /protected with a password/));

  test('damaged', async () => {
    const good = await makePdf([[{ text: 'Ada Lovelace', x: 50, y: 60 }]]);
    const damaged = new Uint8Array(good.subarray(0, 40));
    await assertReadError(read(damaged), /damaged/);
    await assertReadError(read(new TextEncoder().encode('%PDF-1.4\n')), /damaged/);
  });

  test('no text at all', async () => assertReadError(read(await makePdf([[]])), /contains no text/));

  test('more pages than the limit', async () =>
    assertReadError(read(await makeManyPagePdf(4), { ...LIMITS, maxPdfPages: 3 }), /4 pages; at most 3/));

  test('parser internals never reach the message', async () => {
    await assert.rejects(
      read(new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\n')),
      (error: Error) => {
        assert.doesNotMatch(error.message, /Exception|Error:|at .*\.m?js/);
        return true;
      },
    );
  });
});
