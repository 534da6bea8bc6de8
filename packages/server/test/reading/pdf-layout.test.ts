// layoutPages on positioned pieces: the cases real PDFs bring that a generated PDF cannot show simply.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { layoutPages, type TextPiece } from '../../src/reading/pdf-layout.ts';

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
