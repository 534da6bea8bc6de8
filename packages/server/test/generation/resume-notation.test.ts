// Shorthand written out by the built-in optimize: the words between the figures change, never a figure or a name.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { writeOutNotation } from '../../src/generation/resume-notation.ts';

const figures = (text: string) => text.match(/\d[\d,.]*/g) ?? [];

describe('writeOutNotation', () => {
  test('English: a list joined with + reads as a list; a sentence opened with ~ opens with a capital; ~N-ish and "a ~N" read right', () => {
    const cases: [string, string][] = [
      [
        'Collect vitals + TUG + 30s sit-to-stand each visit',
        'Collect vitals, TUG and 30s sit-to-stand each visit',
      ],
      ['Ran prep + service; trained cooks + servers', 'Ran prep and service; trained cooks and servers'],
      // A spaced dash or a bracket ends a list too: each pair reads "and".
      [
        'Enrolled clients in Marketplace + Medicaid — 390 over the 2018 + 2019 windows',
        'Enrolled clients in Marketplace and Medicaid — 390 over the 2018 and 2019 windows',
      ],
      [
        'Filled shifts from the float pool (about 40 RNs) + 2 travelers',
        'Filled shifts from the float pool (about 40 RNs) and 2 travelers',
      ],
      ['Closed the books (2 this yr). ~2-3 hours each', 'Closed the books (2 this yr). About 2-3 hours each'],
      ['~25-30 repairs/wk on the bench', 'About 25-30 repairs/wk on the bench'],
      ['Survey 4.21/5 vs index ~4.0-ish', 'Survey 4.21/5 vs index about 4.0'],
      ['Drove a ~20% cut in overtime', 'Drove a roughly 20% cut in overtime'],
      ['Moved our ~1,100 alarms onto SolarWinds', 'Moved our roughly 1,100 alarms onto SolarWinds'],
      [
        'A 1,800 kcal goal incl. ~300 kcal from propofol',
        'A 1,800 kcal goal incl. about 300 kcal from propofol',
      ],
      ['Before that 4 yrs on the contractor side', 'Before that 4 years on the contractor side'],
      ['Key achievements: malnutrition coding captured $1.4M', 'Malnutrition coding captured $1.4M'],
      // A code in angle brackets names a standard; a bare "<" before a figure is "under".
      [
        'Compounded IV doses in the USP <797> cleanroom, errors <1%',
        'Compounded IV doses in the USP <797> cleanroom, errors under 1%',
      ],
    ];
    for (const [typed, written] of cases) {
      assert.equal(writeOutNotation(typed, 'en-US'), written);
      assert.deepEqual(figures(writeOutNotation(typed, 'en-US')), figures(typed));
    }
  });

  test('English: arrows between figures, w/, &, spaced +, ~, <, short units', () => {
    const cases: [string, string][] = [
      [
        'Flaky test rate 6.3% -> <1% (quarantine job + fixed the waits)',
        'Flaky test rate from 6.3% to under 1% (quarantine job and fixed the waits)',
      ],
      [
        'Automated the regression w/ Appium & Java, 3 days of manual testing -> 5 hrs',
        // Between two capitalised words "&" may be a name's ("Pearl & Pine"), so it stays.
        'Automated the regression with Appium & Java, 3 days of manual testing → 5 hours',
      ],
      ['Ran prep & service at Pearl & Pine w/ 3 cooks', 'Ran prep and service at Pearl & Pine with 3 cooks'],
      // A length before the thing it measures is hyphenated; the abbreviation's dot that ends a sentence stays.
      [
        'Came up through the 5 yr apprenticeship, 12 yrs in the trade',
        'Came up through the 5-year apprenticeship, 12 years in the trade',
      ],
      ['Cut the weekly close to 5 hrs.', 'Cut the weekly close to 5 hours.'],
      [
        'Wrote ~600 TestRail cases, load time from 14s -> 3s in 1 yr',
        'Wrote about 600 TestRail cases, load time from 14s to 3s in 1 year',
      ],
    ];
    for (const [typed, written] of cases) {
      assert.equal(writeOutNotation(typed, 'en-US'), written);
      assert.deepEqual(figures(writeOutNotation(typed, 'en-US')), figures(typed), 'every figure kept');
    }
  });

  test('an arrow between a date and what came of it is no change from one to the other', () => {
    assert.equal(
      writeOutNotation('Sept.–Oct. 2022 -> $48M verdict', 'en-US'),
      'Sept.–Oct. 2022 → $48M verdict',
    );
  });

  test("an arrow between a product's versions stays with the name; between two ratings it reads as a change", () => {
    assert.equal(
      writeOutNotation('Guidewire PolicyCenter 9.0 → 10.0 upgrade', 'en-US'),
      'Guidewire PolicyCenter 9.0 → 10.0 upgrade',
    );
    assert.equal(writeOutNotation('Upgraded MES v7.2 -> v8.5', 'en-US'), 'Upgraded MES v7.2 → v8.5');
    assert.equal(
      writeOutNotation('Raised the app rating 4.2 -> 4.7', 'en-US'),
      'Raised the app rating from 4.2 to 4.7',
    );
  });

  test("a typed line's number or sub-label is dropped once it is a bullet", () => {
    assert.equal(writeOutNotation('Key achievements: (a) 6-wk jury trial', 'en-US'), '6-wk jury trial');
    assert.equal(
      writeOutNotation('1) Medallia score 71.4 -> 78.9', 'en-US'),
      'Medallia score from 71.4 to 78.9',
    );
  });

  test('names and figures with symbols of their own are left alone', () => {
    for (const kept of [
      'AT&T and P&L ownership, 60+ sites, C++ and Vue3',
      'Grew NPS 40+ points, Q3 2023',
      '1,200 orders/day',
    ])
      assert.equal(writeOutNotation(kept, 'en-US'), kept);
  });

  test('Chinese: punctuation beside Chinese made full-width, w as 万, a plus between two things as 和, more as 、', () => {
    const cases: [string, string][] = [
      [
        '负责天猫旗舰店+京东POP店,2023全年GMV 1.36亿(同比+27%)',
        '负责天猫旗舰店和京东POP店，2023全年GMV 1.36亿（同比+27%）',
      ],
      ['双11全周期GMV 4270w，女装类目排名进了TOP30', '双11全周期GMV 4270万，女装类目排名进了TOP30'],
      [
        '万相台+引力魔方+直通车投放，ROI从1:3.2->1:4.5，共1,200单',
        '万相台、引力魔方、直通车投放，ROI从1:3.2→1:4.5，共1,200单',
      ],
      ['调研60+家企业(江苏/浙江)', '调研60+家企业（江苏/浙江）'],
      ['2023年阅读量100万+的文章3篇，10万+的20多篇', '2023年阅读量100万+的文章3篇，10万+的20多篇'],
      ['成品K+稳定≤5ppm', '成品K+稳定≤5ppm'],
      ['工作内容：管冲压件&紧固件近百家二级供应商', '管冲压件和紧固件近百家二级供应商'],
      ['② 2024年大班组评上区"优秀年级组"', '2024年大班组评上区"优秀年级组"'],
    ];
    for (const [typed, written] of cases) {
      assert.equal(writeOutNotation(typed, 'zh-CN'), written);
      assert.deepEqual(figures(writeOutNotation(typed, 'zh-CN')), figures(typed), 'every figure kept');
    }
  });
});
