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
