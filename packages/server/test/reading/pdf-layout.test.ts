// layoutPages on positioned pieces: the cases real PDFs bring that a generated PDF cannot show simply.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { layoutPages, type TextPiece } from '../../src/reading/formats/pdf-layout.ts';

const piece = (
  text: string,
  x: number,
  y: number,
  fontSize = 10,
  width = text.length * fontSize * 0.5,
): TextPiece => ({
  text,
  x,
  y,
  width,
  fontSize,
  bold: false,
});
const page = (pieces: TextPiece[]) => ({ width: 595, height: 842, pieces });
const texts = (pieces: TextPiece[]) => layoutPages([page(pieces)]).map((line) => line.text);

test('icon glyphs from private-use fonts are dropped, and a piece of nothing but icons disappears', () => {
  assert.deepEqual(
    texts([piece('\uf0e0', 50, 100), piece('ada@example.com', 62, 100), piece('\uf095 +44 20', 160, 100)]),
    ['ada@example.com\t+44 20'],
  );
});

test('text drawn twice to fake bold is read once, and marked bold', () => {
  const lines = layoutPages([
    page([piece('Experience', 50, 100), piece('Experience', 50.4, 100), piece('Analyst', 50, 120)]),
  ]);
  assert.deepEqual(
    lines.map((line) => [line.text, line.bold]),
    [
      ['Experience', true],
      ['Analyst', false],
    ],
  );
});

test('a table with a cell per column stays row by row', () => {
  const rows = [
    ['Peking University', 'Computer Science', '2015 - 2019'],
    ['Tsinghua University', 'Mathematics', '2019 - 2021'],
    ['MIT', 'Physics', '2021 - 2023'],
    ['ETH Zurich', 'Chemistry', '2023 - 2024'],
  ];
  const pieces = rows.flatMap((row, index) =>
    row.map((cell, column) => piece(cell, 50 + column * 180, 100 + index * 16)),
  );
  assert.deepEqual(
    texts(pieces),
    rows.map((row) => row.join('\t')),
  );
});

test('dates in a left margin column stay on their entry’s line', () => {
  const pieces = [
    piece('2019.09 - 2021.06', 40, 100),
    piece('Babbage & Co, Analyst', 160, 100),
    piece('- Built the tables for the engine and checked every result by hand', 160, 114),
    piece('2016.07 - 2019.08', 40, 140),
    piece('Royal Society, Fellow', 160, 140),
    piece('- Presented the notes on the engine to the fellows of the society', 160, 154),
    piece('2014 - 2016', 40, 180),
    piece('Cambridge, Tutor', 160, 180),
  ];
  assert.deepEqual(texts(pieces), [
    '2019.09 - 2021.06\tBabbage & Co, Analyst',
    '- Built the tables for the engine and checked every result by hand',
    '2016.07 - 2019.08\tRoyal Society, Fellow',
    '- Presented the notes on the engine to the fellows of the society',
    '2014 - 2016\tCambridge, Tutor',
  ]);
});

test('a page number alone at the foot of a one-page resume is dropped; a number in the body is kept', () => {
  assert.deepEqual(texts([piece('Languages', 50, 100), piece('2', 50, 120), piece('- 1 -', 290, 820)]), [
    'Languages',
    '2',
  ]);
  assert.deepEqual(texts([piece('第 1 页 共 2 页', 260, 830), piece('自我评价', 50, 100)]), ['自我评价']);
});

test('a resume builder’s credit with its link in the page margin is dropped; the same words in the body are kept', () => {
  assert.deepEqual(
    texts([
      piece('Master of Science in Physics', 50, 100),
      piece('Made with the Leaflet library, see leafletjs.com', 50, 120),
      piece('www.cvforge.example', 50, 815),
      piece('Powered by cvforge', 400, 815),
    ]),
    ['Master of Science in Physics', 'Made with the Leaflet library, see leafletjs.com'],
  );
});

test('words run together only where the page shows no gap; spaced CJK glyphs are joined', () => {
  assert.deepEqual(
    texts([piece('Data', 50, 100, 10, 20), piece('base', 70, 100, 10, 20), piece('design', 93, 100)]),
    ['Database design'],
  );
  assert.deepEqual(
    texts([piece('项', 50, 100, 10, 10), piece('目', 63, 100, 10, 10), piece('经 历', 76, 100, 10, 25)]),
    ['项目经历'],
  );
  assert.deepEqual(texts([piece('使用', 50, 100, 10, 20), piece('Java', 73, 100, 10, 20)]), ['使用 Java']);
});

test('empty pages give no lines', () => {
  assert.deepEqual(layoutPages([page([]), page([])]), []);
});

test('a footnote or superscript mark set off the baseline stays on its line', () => {
  assert.deepEqual(
    texts([
      piece('全国竞赛二等奖（', 50, 100, 10, 80),
      piece('2', 131, 96.5, 10, 5),
      piece('次）', 137, 100, 10, 20),
      piece('Next line', 50, 116),
    ]),
    ['全国竞赛二等奖（2次）', 'Next line'],
  );
});

test('spaces typesetting puts inside Chinese dates are removed', () => {
  assert.deepEqual(texts([piece('黑科技公司', 50, 100), piece('2015 年 3 月 – 2015 年 5 月', 400, 100)]), [
    '黑科技公司\t2015年3月 – 2015年5月',
  ]);
});

test('a visible gap between Chinese words is kept; letter spacing and glyphs set solid are joined', () => {
  // Each glyph a piece of its own, as XeLaTeX writes them; the blank between words is 0.31 em wide.
  assert.deepEqual(
    texts([piece('小', 400, 150, 38, 38), piece('龙', 438, 150, 38, 38), piece('李', 488, 150, 38, 38)]),
    ['小龙 李'],
  );
  assert.deepEqual(
    texts([piece('在读硕士研究生', 50, 100, 11, 77), piece('信息与通信工程', 131, 100, 11, 77)]),
    ['在读硕士研究生 信息与通信工程'],
  );
  // The same words without a gap stay together.
  assert.deepEqual(
    texts([piece('在读硕士研究生', 50, 100, 11, 77), piece('信息与通信工程', 127, 100, 11, 77)]),
    ['在读硕士研究生信息与通信工程'],
  );
  // Letter-spaced heading: every gap equal, however wide, is spacing, not a word break.
  assert.deepEqual(
    texts([0, 1, 2, 3].map((index) => piece('教育背景'[index]!, 50 + index * 21, 100, 14, 14))),
    ['教育背景'],
  );
  // A two-letter name spread to the width of three is one word.
  assert.deepEqual(texts([piece('张', 50, 100, 20, 20), piece('三', 90, 100, 20, 20)]), ['张三']);
});

test('inside one run, a blank between Chinese words is kept and one between lone letters is not', () => {
  assert.deepEqual(texts([piece('小龙 李', 50, 100, 20, 66)]), ['小龙 李']);
  assert.deepEqual(texts([piece('学士 通信工程', 50, 100, 11, 70)]), ['学士 通信工程']);
  assert.deepEqual(texts([piece('工 作 经 历', 50, 100, 14, 70)]), ['工作经历']);
  // Next to CJK punctuation a blank is never a word space.
  assert.deepEqual(texts([piece('姓名： 张三， 男', 50, 100, 11, 90)]), ['姓名：张三，男']);
});

test('a footer repeated on every page that holds the only email and phone keeps its first copy', () => {
  const pages = [1, 2, 3].map((number) => ({
    width: 595,
    height: 842,
    pieces: [
      piece('Ada Lovelace - Curriculum Vitae', 50, 30, 9),
      piece(`Body line of page ${number}`, 50, 200),
      piece('ada@example.com | +44 20 7946 0018', 50, 815, 9),
      piece(`Page ${number} of 3`, 280, 830, 9),
    ],
  }));
  assert.deepEqual(
    layoutPages(pages).map((line) => line.text),
    [
      'Body line of page 1',
      'ada@example.com | +44 20 7946 0018',
      'Body line of page 2',
      'Body line of page 3',
    ],
  );
  // A running line with a link only counts too; one without contacts is still dropped everywhere.
  const linked = [1, 2].map(() => ({
    width: 595,
    height: 842,
    pieces: [piece('Portfolio: https://ada.example.com', 50, 30, 9), piece('Body', 50, 200)],
  }));
  assert.deepEqual(
    layoutPages(linked).map((line) => line.text),
    ['Portfolio: https://ada.example.com', 'Body', 'Body'],
  );
});

test('a page with more items than a call can take arguments is laid out without a RangeError', () => {
  // One row of 200 000 tightly set pieces, and a page of 160 000 rows of one piece each.
  const wide = Array.from({ length: 200_000 }, (_, index) => piece('a', index * 5, 100, 10, 5));
  const [line] = layoutPages([page(wide)]);
  assert.equal(line?.text.length, 200_000);
  const tall = Array.from({ length: 160_000 }, (_, index) => piece(`Line ${index}`, 50, 40 + index * 12));
  const lines = layoutPages([{ width: 595, height: 160_000 * 12 + 80, pieces: tall }]);
  assert.equal(lines.length, 160_000);
  assert.equal(lines.at(-1)?.text, 'Line 159999');
});

test('a small raised or lowered letter kerned into a word stays on its line (the LaTeX logo)', () => {
  // L, a raised small A overlapping L and T, then TEX: once with the A first in reading order.
  assert.deepEqual(
    texts([
      piece('L', 57.6, 460.6, 12, 8.1),
      piece('A', 61.4, 458.1, 8, 7.3),
      piece('TEX', 66.9, 460.6, 12, 24.9),
      piece('简历模板', 96.3, 460.6, 12, 47.8),
      piece('Next line', 57.6, 476.8, 10.9),
    ]),
    ['LATEX 简历模板', 'Next line'],
  );
  // A raised A above the line and a lowered E that pdf.js starts the rest of the line with.
  assert.deepEqual(
    texts([
      piece('L', 57.6, 476.8, 10.9, 6.8),
      piece('A', 60.9, 475.1, 8, 6.4),
      piece('T', 65.2, 476.8, 10.9, 7.8),
      piece('EX, Python', 70.6, 479.1, 10.9, 55.6),
      piece('Next line', 57.6, 497.2, 10.9),
    ]),
    ['LATEX, Python', 'Next line'],
  );
  // A small line set its own size or more below a title is not a mark, even under the title's words.
  assert.deepEqual(texts([piece('Ada Lovelace', 50, 100, 24, 150), piece('CV', 60, 112, 9, 12)]), [
    'Ada Lovelace',
    'CV',
  ]);
});

test('each line carries its right edge and where its text may run: the mirrored margin, or a shared right edge', () => {
  // Ragged lines from x=50 on a 595-point page: the margin mirrors the left one (545), whatever ends last.
  const ragged = layoutPages([
    page([piece('Ran the night shift', 50, 100), piece('Trained 6 hires', 50, 120)]),
  ]);
  assert.deepEqual(
    ragged.map((line) => [line.right, line.measureEnd]),
    [
      [145, 545],
      [125, 545],
    ],
  );
  // Dates set flush right at 430 mark the measure: text runs to 430, not to the page's margin.
  const dated = layoutPages([
    page([
      piece('Acme', 50, 100),
      piece('2021 - 2023', 375, 100),
      piece('Ran the night shift', 50, 120),
      piece('Beta', 50, 140),
      piece('2019 - 2021', 375, 140),
    ]),
  ]);
  assert.deepEqual(
    dated.map((line) => line.measureEnd),
    [430, 430, 430],
  );
});
