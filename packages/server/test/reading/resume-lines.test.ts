// Resume lines: markup, bullets, icons, soft hyphens, page numbers and stray glyphs, from text or laid-out lines.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseResume } from '../../src/reading/extract/parse-resume-text.ts';
import { cleanCharacters, toResumeLine, toResumeLines } from '../../src/reading/extract/resume-lines.ts';
import type { KVPart, ListPart } from '../../src/resume/resume-document.ts';

describe('toResumeLine', () => {
  test('bullet marks of every kind are taken off the content', () => {
    for (const [text, content] of [
      ['• Built the API', 'Built the API'],
      ['- Built the API', 'Built the API'],
      ['* Built the API', 'Built the API'],
      ['1. Built the API', 'Built the API'],
      ['（2）搭建看板', '搭建看板'],
      ['① 搭建看板', '搭建看板'],
      ['➢ Built the API', 'Built the API'],
      ['{ Achievement 1;', 'Achievement 1;'],
      ['\uf0b7 Built the API', 'Built the API'],
      // Glyphs Unicode also counts as pictographs (icons are dropped), and Word's second-level "o".
      ['▪ Built the API', 'Built the API'],
      ['▶ Built the API', 'Built the API'],
      ['✔ 搭建看板', '搭建看板'],
      ['o Built the API', 'Built the API'],
    ]) {
      const line = toResumeLine(text ?? '');
      assert.equal(line?.bullet, true, text);
      assert.equal(line?.content, content, text);
    }
    assert.equal(toResumeLine('2019.09 - 2023.06 Acme')?.bullet, false);
    assert.equal(
      toResumeLine('o and p were swapped')?.bullet,
      false,
      'a lower-case word after o is no marker',
    );
  });

  test('soft hyphens and doubled hyphens print as one hyphen, or nothing inside a word', () => {
    assert.equal(toResumeLine('(909) 555-\u00ad\u20105555')?.text, '(909) 555-5555');
    assert.equal(toResumeLine('on-\u2010campus com\u00admunication')?.text, 'on-campus communication');
    assert.equal(toResumeLine('2019 \u00ad 2021')?.text, '2019 - 2021');
  });

  test('a name keeps its ® and ™', () => {
    assert.equal(
      toResumeLine('Led TapRooT® investigations in Excel™')?.text,
      'Led TapRooT® investigations in Excel™',
    );
  });

  test('wide gaps become column breaks; icons and invisible characters go', () => {
    assert.equal(toResumeLine('Acme Corp      2019 – 2021')?.text, 'Acme Corp\t2019 – 2021');
    assert.equal(toResumeLine('\uf0e0 jane@example.com\u200b')?.text, 'jane@example.com');
  });

  test('page numbers, rules, blank lines and a document title are no lines', () => {
    for (const text of [
      '2',
      '1/4',
      '- 3 -',
      'Page 2 of 3',
      '第 1 页',
      '1   2',
      '-----',
      '   ',
      '个人简历',
      'Resume',
    ]) {
      assert.equal(toResumeLine(text), undefined, text);
    }
  });
});

describe('toResumeLines', () => {
  test('a bullet glyph on a line of its own marks the next line', () => {
    const lines = toResumeLines('Acme | Engineer | 2019 - 2021\n·\nBuilt workflows in AWS\nDelivered it');
    assert.deepEqual(
      lines.map((line) => [line.bullet, line.content]),
      [
        [false, 'Acme | Engineer | 2019 - 2021'],
        [true, 'Built workflows in AWS'],
        [false, 'Delivered it'],
      ],
    );
  });

  test('superscripts set in small type on a line of their own are dropped', () => {
    const lines = toResumeLines([
      { text: 'Honors', fontSize: 14 },
      { text: 'st', fontSize: 8 },
      { text: '1 Prize, Award on robotics\tJun. 2013', fontSize: 11 },
      { text: 'Other awards\t2015', fontSize: 11 },
    ]);
    assert.deepEqual(
      lines.map((line) => line.text),
      ['Honors', '1 Prize, Award on robotics\tJun. 2013', 'Other awards\t2015'],
    );
  });
});

describe('parseResume with pages', () => {
  test('a footer printed at the same place on every page is read once', () => {
    const lines = [
      { text: 'Jane Doe', fontSize: 20, page: 1 },
      { text: 'Skills', fontSize: 14, page: 1 },
      { text: 'Go, Rust', fontSize: 10, page: 1 },
      { text: 'jane@example.com · +1 206-555-0149', fontSize: 9, page: 1 },
      { text: 'Publications', fontSize: 14, page: 2 },
      { text: 'Scaling schedulers, SREcon 2022', fontSize: 10, page: 2 },
      { text: 'jane@example.com · +1 206-555-0149', fontSize: 9, page: 2 },
    ];
    const document = parseResume({ text: lines.map((line) => line.text).join('\n'), lines });
    assert.deepEqual((document.parts[0] as KVPart).items, [
      { key: 'Name', value: 'Jane Doe' },
      { key: 'Phone', value: '+1 206-555-0149' },
      { key: 'Email', value: 'jane@example.com' },
    ]);
    assert.deepEqual(
      document.parts.slice(1).map((part) => [part.title, (part as ListPart).items]),
      [
        ['Skills', ['Go, Rust']],
        ['Publications', ['Scaling schedulers, SREcon 2022']],
      ],
    );
  });
});

test('an arrow joining two words ("ADP ↔ Kronos") is kept; icons are not', () => {
  assert.equal(cleanCharacters('Built the ADP ↔ Kronos interface'), 'Built the ADP ↔ Kronos interface');
  assert.equal(cleanCharacters('\uE001 Built the interface'), '  Built the interface');
});
