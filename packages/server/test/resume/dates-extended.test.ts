// Date styles added for uploaded resumes: template placeholders ("year–year", "年 – 年"), two-digit years, "Ongoing".
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { findDateRange } from '../../src/resume/dates.ts';

describe('findDateRange: placeholder years', () => {
  test('a range of two placeholders', () => {
    assert.deepEqual(findDateRange('year–year Degree, Institution'), {
      startTime: 'year',
      endTime: 'year',
      index: 0,
      length: 9,
    });
    assert.deepEqual(findDateRange('YYYY - YYYY'), {
      startTime: 'YYYY',
      endTime: 'YYYY',
      index: 0,
      length: 11,
    });
    assert.deepEqual(findDateRange('年 – 年学位, 院校'), {
      startTime: '年',
      endTime: '年',
      index: 0,
      length: 5,
    });
  });

  test('the word "year" or the character 年 elsewhere is no date', () => {
    assert.equal(findDateRange('year-over-year growth'), undefined);
    assert.equal(findDateRange('one year at the company'), undefined);
    assert.equal(findDateRange('一年 – 年底'), undefined);
    assert.deepEqual(findDateRange('2019 - year'), { startTime: '2019', endTime: '', index: 0, length: 4 });
    assert.deepEqual(findDateRange('2019年 - 2020年'), {
      startTime: '2019年',
      endTime: '2020年',
      index: 0,
      length: 13,
    });
  });
});

describe('findDateRange: two-digit years after a month, and ongoing ranges', () => {
  test('"May \'19 – Jun \'21" and "Sep. ’21 - Present" as printed', () => {
    assert.deepEqual(findDateRange("May '19 – Jun '21"), {
      startTime: "May '19",
      endTime: "Jun '21",
      index: 0,
      length: 17,
    });
    assert.deepEqual(findDateRange('Sep. ’21 - Present'), {
      startTime: 'Sep. ’21',
      endTime: 'Present',
      index: 0,
      length: 18,
    });
  });

  test('"Ongoing" ends a range', () => {
    assert.deepEqual(findDateRange('2020 - Ongoing'), {
      startTime: '2020',
      endTime: 'Ongoing',
      index: 0,
      length: 14,
    });
  });

  test('a month and a quote without two digits is no date', () => {
    assert.equal(findDateRange("May '2"), undefined);
    assert.equal(findDateRange("in March 'tis"), undefined);
  });
});

describe('findDateRange: years before 1950', () => {
  const range = (text: string) => {
    const found = findDateRange(text);
    return found && [found.startTime, found.endTime];
  };

  test('ranges of early years in every style are dates', () => {
    assert.deepEqual(range('1930 - 1934'), ['1930', '1934']);
    assert.deepEqual(range('Professor, 1949.01 - 1971.06'), ['1949.01', '1971.06']);
    assert.deepEqual(range('1945年9月 - 1949年6月 北平'), ['1945年9月', '1949年6月']);
    assert.deepEqual(range('Sep 1939 – May 1945'), ['Sep 1939', 'May 1945']);
    assert.deepEqual(range('1948 - Present'), ['1948', 'Present']);
    assert.deepEqual(range('1900 – 1905'), ['1900', '1905']);
  });

  test('an early year written with a month word or 年 stands alone', () => {
    assert.deepEqual(range('Graduated May 1945'), ['May 1945', '']);
    assert.deepEqual(range('1946年 毕业'), ['1946年', '']);
  });

  test('quarters and an end not yet known are dates of a range', () => {
    assert.deepEqual(range('Acme | Analyst | Q3 2019 – Q1 2021'), ['Q3 2019', 'Q1 2021']);
    assert.deepEqual(range('2019 Q4 - Present'), ['2019 Q4', 'Present']);
    assert.deepEqual(range('Northwind | Owner | Fall 2025 - TBD'), ['Fall 2025', 'TBD']);
  });

  const notDates = [
    '1930',
    'Built 1930 of them',
    '1930.5 km',
    '1949-1900',
    '1900-1949人',
    'grew from 1920 to 1940 items',
    'Tel: 138 1930 1934',
    '+86 138-1930-1934',
    '1899 - 1905',
  ];
  for (const text of notDates) {
    test(`"${text}" has no date`, () => {
      assert.equal(findDateRange(text), undefined);
    });
  }
});
