// Date finding: every style people write, kept exactly as written, and numbers that are not dates left alone.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { findDateRange, isDateText } from '../../src/resume/dates.ts';

/** The text the range covers, as a caller cutting it out of the line would see it. */
function coveredText(text: string): string | undefined {
  const range = findDateRange(text);
  return range && text.slice(range.index, range.index + range.length);
}

describe('findDateRange: single dates in every style', () => {
  const styles = [
    '2021-03',
    '2021.03',
    '2021/03',
    '2021.3',
    '03/2021',
    '2021年3月',
    '2021年03月',
    '2021年',
    'Mar 2021',
    'Mar. 2021',
    'March 2021',
    'Sept 2019',
    'sep 2019',
    'Fall 2019',
    '2021',
    '1950',
    '2099',
  ];
  for (const style of styles) {
    test(`"${style}" is one date, returned as written`, () => {
      assert.deepEqual(findDateRange(style), {
        startTime: style,
        endTime: '',
        index: 0,
        length: style.length,
      });
      assert.equal(isDateText(style), true);
    });
  }
});

describe('findDateRange: ranges with every separator and end word', () => {
  const ranges: [text: string, startTime: string, endTime: string][] = [
    ['2019.09 - 2023.06', '2019.09', '2023.06'],
    ['2019.09-2023.06', '2019.09', '2023.06'],
    ['2019-03 – 2021-05', '2019-03', '2021-05'],
    ['2019/03—2021/05', '2019/03', '2021/05'],
    ['2021.07 ~ 2022.01', '2021.07', '2022.01'],
    ['2021.07～2022.01', '2021.07', '2022.01'],
    ['2019年9月—2023年6月', '2019年9月', '2023年6月'],
    ['2021年3月至2022年5月', '2021年3月', '2022年5月'],
    ['03/2019 - 05/2021', '03/2019', '05/2021'],
    ['Mar 2021 to Present', 'Mar 2021', 'Present'],
    ['Mar. 2021 until Now', 'Mar. 2021', 'Now'],
    ['March 2021–Current', 'March 2021', 'Current'],
    ['Sept 2019 - Today', 'Sept 2019', 'Today'],
    ['Fall 2019 – Spring 2023', 'Fall 2019', 'Spring 2023'],
    ['2019-2021', '2019', '2021'],
    ['2019 to 2021', '2019', '2021'],
    ['2019to2021', '2019', '2021'],
    ['2021.07 - 至今', '2021.07', '至今'],
    ['2021.07至今', '2021.07', '至今'],
    ['2021年3月 — 今', '2021年3月', '今'],
    ['2020-现在', '2020', '现在'],
  ];
  for (const [text, startTime, endTime] of ranges) {
    test(`"${text}" is ${startTime} to ${endTime}`, () => {
      assert.deepEqual(findDateRange(text), { startTime, endTime, index: 0, length: text.length });
      assert.equal(isDateText(text), true);
    });
  }
});

describe('findDateRange: dates inside a line', () => {
  test('the span lets a caller cut the whole range out of an entry line', () => {
    const line = '字节跳动 | 数据分析师 | 2021.07 - 至今';
    const range = findDateRange(line);
    assert.equal(range?.startTime, '2021.07');
    assert.equal(range?.endTime, '至今');
    assert.equal(coveredText(line), '2021.07 - 至今');
    assert.equal(line.slice(0, range?.index), '字节跳动 | 数据分析师 | ');
  });

  test('a range in the middle of a line', () => {
    assert.equal(coveredText('Google (Jan 2020 – Mar 2022) Mountain View'), 'Jan 2020 – Mar 2022');
    assert.equal(coveredText('于2019年9月至2023年6月就读'), '2019年9月至2023年6月');
  });

  test('unfilled date prompts keep their start and end apart', () => {
    const line = '[Company] | [Job title] | [Start, e.g. 2021-03] - [End, or Present]';
    assert.deepEqual(findDateRange(line), {
      startTime: '[Start, e.g. 2021-03]',
      endTime: '[End, or Present]',
      index: 26,
      length: 41,
    });
    const chinese = findDateRange('[公司名称] | [职位] | [开始时间，如 2021.07] - [结束时间或至今]');
    assert.equal(chinese?.startTime, '[开始时间，如 2021.07]');
    assert.equal(chinese?.endTime, '[结束时间或至今]');
    assert.equal(isDateText('[Start] - [End]'), true);
  });

  test('a prompt that is not about dates is not a date, nor is a year inside it', () => {
    assert.equal(findDateRange('[Company]'), undefined);
    assert.equal(findDateRange('[A project you shipped in 2020]'), undefined);
    assert.equal(coveredText('[Company] | 2020 - [End, or Present]'), '2020 - [End, or Present]');
  });

  test('a date followed by a separator and no second date stays a single date', () => {
    assert.deepEqual(findDateRange('2019 - Google'), { startTime: '2019', endTime: '', index: 0, length: 4 });
  });
});

describe('findDateRange: numbers that are not dates', () => {
  const notDates = [
    'Served 2000 users',
    '服务 2000人',
    '2000名用户',
    '2000+ customers',
    'grew revenue 30%',
    'cut cost by 2000万',
    'Tel: 138 2021 5678',
    '13820215678',
    '+86 138-2021-5678',
    'budget $2021',
    'v2021.03',
    'ISO 9001',
    'Python 3.10',
    '1999-2000 users',
    '2000-3000人',
    '1949',
    '2100',
  ];
  for (const text of notDates) {
    test(`"${text}" has no date`, () => {
      assert.equal(findDateRange(text), undefined);
    });
  }

  test('a quantity is skipped but a real year later in the line is found', () => {
    assert.equal(coveredText('Served 2000 users since 2019'), '2019');
  });
});

describe('isDateText', () => {
  test('is true only when the whole trimmed text is a date or range', () => {
    assert.equal(isDateText('  2019.09 - 2023.06  '), true);
    assert.equal(isDateText('Google 2021'), false);
    assert.equal(isDateText('2021 Google'), false);
    assert.equal(isDateText(''), false);
  });
});
