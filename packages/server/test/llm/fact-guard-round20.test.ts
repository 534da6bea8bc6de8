// Careful rewrites of the answer corpus that the guard used to cut, found in session 29 (rounds 12, 19 and 20), and
// the inventions beside them it must still cut: a year and month written "24/10", a light verb after a Chinese
// counter ("1个搞NoSQL的"), a list's own numbering ("（1）…；（2）…"), a signed change in pts, a score of two decimals
// ("4.21/5"), a street number ("1640 Larimer"), a rate whose clause names what it counts ("exams ~8-10/wk"), "day to
// day", shifts written "4x10s", a group one is part of, someone's title after "or"; a PhD the person left.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { FactGuard } from '../../src/generation/llm/fact-guard.ts';
import { casesJudgedWrong, type GuardCase, job, summary } from '../helpers/guard-cases.ts';

const PLANT = '中舟汽配 | 设备维修主管 | 2019.03 - 2025.02';
const DBA = '云汇科技 | 数据库组组长 | 2021.03 - 2025.04';

const SOURCING = '深圳拓岸电子商务有限公司 | 采购主管 | 2020.04 - 2025.02';
const AUDIOLOGY = 'Scioto Valley Health | Audiologist II | 2019.09 - 2022.07';
const OFFICES = 'Front Range Commercial Partners | Sr. Property Manager | 2023.04 - 2025.10';
const ENGINE = 'USDA Forest Service | Assistant Engine Captain | 2023.04 - 2025.10';
const SAFETY = 'Brightwater Biopharma | Drug Safety Scientist I | 2022.06 - 2024.03';
const OUTREACH = 'Capital City Public Health | Community Health Worker | 2021.01 - 2022.06';
const DISTRICT = 'Brazos Ridge ISD | Help Desk Lead | 2022.08 - 2025.10';
const MECHANICAL = 'Hartwell Mechanical | Estimator | 2018.03 - 2025.10';
const FOOD_PLANT = 'Northland Foods | Maintenance Planner | 2022.03 - 2025.10';
const COURT =
  'Circuit Court of Cook County – Office of the Chief Judge | Official Court Reporter II | 2023.02 - 2025.10';
const BROKER = 'Ridgeline Freight Solutions | Account Manager | 2021.05 - 2025.02';

const cases: GuardCase[] = [
  // ---- round 20: kept ----
  job(
    'en',
    AUDIOLOGY,
    ["'1-3-6' dx by 3 mo met for 94% of our referrals in 2021 vs 78% in 2019 (+16 pts)"],
    "Met the '1-3-6' target of diagnosis by 3 months for 94% of our referrals in 2021 versus 78% in 2019 (+16 points)",
    false,
    'a signed change in pts written as points',
  ),
  job(
    'en',
    AUDIOLOGY,
    ['C&P (compensation & pension) hearing exams ~8-10/wk under supervision'],
    'Performed about 8-10 compensation and pension (C&P) hearing exams a week under supervision',
    false,
    'a rate whose clause names what it counts, written as a count',
  ),
  job(
    'en',
    OFFICES,
    [
      '1640 Larimer occupancy 81% → 89% (+8 pts) in 2024',
      'Kingsley survey 2024: overall 4.21/5 vs index ~4.0-ish',
    ],
    'The 2024 Kingsley survey scored 4.21/5 overall against an index of around 4.0',
    false,
    'a score out of 5 with two decimals',
  ),
  job(
    'en',
    OFFICES,
    ['1640 Larimer occupancy 81% → 89% (+8 pts) in 2024'],
    'Occupancy at 1640 Larimer rose from 81% to 89% (+8 points) in 2024',
    false,
    'a street number before its street',
  ),
  job(
    'en',
    ENGINE,
    ['Run Engine 341 day to day when the captain is off', 'Off-season: 4x10s on fuels crew'],
    'Run Engine 341 day to day when the captain is off',
    false,
    '"341 day to day" counts no days',
  ),
  job(
    'en',
    ENGINE,
    ['Off-season: 4x10s on fuels crew'],
    'Worked four 10-hour shifts a week on the fuels crew in the off-season',
    false,
    '"4x10s" as four 10-hour shifts',
  ),
  job(
    'en',
    SAFETY,
    ['1 of 14 DSAs on the signal team'],
    'Part of the signal team of 14 drug safety associates',
    false,
    'a team the person is part of, not one led',
  ),
  job(
    'en',
    SAFETY,
    ['Sign-off by the captain or Batt. Chief Marco Ybarra'],
    'Reports go to the captain or Battalion Chief Marco Ybarra for sign-off',
    false,
    "someone else's title after 'or'",
  ),
  // ---- round 21: kept ----
  job(
    'en',
    OUTREACH,
    ['Staffed 23 pop-up vax clinics, ~2,400 shots total (clinic totals, not mine alone)'],
    'Staffed 23 pop-up vaccination clinics that gave about 2,400 doses in total (clinic totals, not mine alone)',
    false,
    'shots written as doses',
  ),
  job(
    'en',
    DISTRICT,
    ['My team = 3 field techs + 2 help desk analysts; I assign and QA their tickets'],
    'Lead a five-person team of 3 field technicians and 2 help desk analysts, assigning and reviewing their tickets',
    false,
    'a "My team =" line sized as a whole',
  ),
  job(
    'en',
    DISTRICT,
    ['Field tech for Hillcrest MS and Brazos Ridge HS, ~2,100 devices'],
    'Field technician for Hillcrest Middle School and Brazos Ridge High School, about 2,100 devices',
    false,
    'schools written out from MS and HS',
  ),
  job(
    'en',
    MECHANICAL,
    ['Geothermal: 212 bores @ 400 ft'],
    'Estimated the geothermal field of 212 bores at 400 feet',
    false,
    '"ft" as feet',
  ),
  // ---- round 21: cut ----
  job(
    'en',
    FOOD_PLANT,
    ["Plan + schedule for 3 maint crews — 31 mechanics + 4 electricians. I don't supervise anyone"],
    'Led a team of 31 mechanics across 3 maintenance crews',
    true,
    'a team the line says the person does not lead',
  ),
  job(
    'en',
    OUTREACH,
    ['Summer camp: I was 1 of 6 aides under the camp OT'],
    'Led a team of 6 camp aides',
    true,
    '"1 of 6 aides" is no team of 6 the person led',
  ),
  // ---- round 20: cut ----
  job(
    'en',
    AUDIOLOGY,
    ['C&P (compensation & pension) hearing exams ~8-10/wk under supervision'],
    'Performed about 8-10 compensation and pension (C&P) hearing exams a day under supervision',
    true,
    'a weekly rate written as a daily one',
  ),
  job(
    'en',
    SAFETY,
    ['1 of 14 DSAs on the signal team'],
    'Led a signal team of 14 drug safety associates',
    true,
    'a team the person sat in, written as one they led',
  ),
  summary(
    'en',
    ['Before that I left a pharmacology PhD w/ an M.S.'],
    [[SAFETY, ['Graduate research assistant (PhD student; left w/ M.S.)']]],
    'Holds a PhD in pharmacology and an M.S.',
    true,
    'a PhD the person left, written as held',
  ),
  job(
    'en',
    COURT,
    ['Realtime for Judge Miriam Castellanos'],
    'Realtime for Judge Miriam Castellanos as Chief Official Court Reporter',
    true,
    'a "Chief" the person never held (the court\'s office names a chief judge)',
  ),
  job(
    'zh',
    SOURCING,
    ['供应商整合：①砍掉报价高的3家 ②合并同类料号 ③月结30天改60天'],
    '整合供应商：（1）淘汰报价偏高的3家；（2）合并同类料号；（3）账期由月结30天延长至60天',
    false,
    'a list numbered （1）（2）（3） for ①②③',
  ),
  job(
    'en',
    BROKER,
    ['Fixed on-time: 1) appt checks 24h out 2) backup carriers 3) weekly scorecards'],
    'Raised on-time delivery with three changes: (1) appointment checks 24 hours out; (2) backup carriers; (3) weekly scorecards',
    false,
    'a list numbered (1) (2) (3)',
  ),
  job(
    'en',
    BROKER,
    ['Recovered loads after hours when carriers fell off'],
    'Recovered (3) loads after hours when carriers fell off',
    true,
    'a bracketed count inside a sentence is a count, not a list number',
  ),
  job(
    'zh',
    PLANT,
    ['全车间19台PLC的程序收回做了备份，24/10接入集团SAP PM'],
    '收回全车间19台PLC程序并完成备份，2024年10月接入集团SAP PM',
    false,
    '"24/10" written out as 2024年10月',
  ),
  job(
    'zh',
    PLANT,
    ['全车间19台PLC的程序收回做了备份，24/10接入集团SAP PM'],
    '收回全车间19台PLC程序并完成备份，2023年10月接入集团SAP PM',
    true,
    'a year "24/10" does not state',
  ),
  job(
    'zh',
    DBA,
    ['组里5个人含我：3个MySQL DBA+1个搞NoSQL的+我'],
    '带领5人团队（含本人；3名MySQL DBA、1名NoSQL方向人员）',
    false,
    '"1个搞NoSQL的" counts a NoSQL person',
  ),
  job(
    'zh',
    DBA,
    ['组里5个人含我：3个MySQL DBA+1个搞NoSQL的+我'],
    '带领5人团队（含本人；3名MySQL DBA、2名NoSQL方向人员）',
    true,
    'two NoSQL people where the person named one',
  ),
];

describe('fact guard: session 29 restatings', () => {
  test('a careful reviewer would judge each of these as the guard does', () => {
    assert.deepEqual(casesJudgedWrong(cases), []);
  });
});

describe('fact guard: a cut that would lose a true fact or leave a fragment', () => {
  const source = [
    'Megan Hartigan',
    'Experience',
    'Scioto Valley Health | Audiologist II | 2019.09 - 2022.07',
    '- Prior auth denials on my caseload 11% → 4% once I started attaching standard scores',
    '- Sedated ABR clinic 2x/mo (~6-8 kids/session) for Ohio EHDI',
  ].join('\n');
  const own = [
    '## Work Experience',
    '1. Scioto Valley Health | Audiologist II | 2019.09 - 2022.07',
    '   - Prior auth denials on my caseload 11% → 4% once I started attaching standard scores',
    '   - Sedated ABR clinic 2x/mo (~6-8 kids/session) for Ohio EHDI',
  ];
  const guarded = (line: string) => {
    const guard = new FactGuard(source, own);
    guard.guardLine('## Work Experience');
    guard.guardLine('1. Scioto Valley Health | Audiologist II | 2019.09 - 2022.07');
    return guard.guardLine(line);
  };

  test("what a cut leaves opening mid-sentence gives way to the person's own line", () => {
    assert.equal(
      guarded(
        '   - Averaged 87% productivity, and cut prior auth denials on my caseload from 11% to 4% once I started attaching standard scores',
      ),
      '   - Prior auth denials on my caseload 11% → 4% once I started attaching standard scores',
    );
  });

  test('a cut that would drop a figure the own line states gives way to the own line', () => {
    assert.equal(
      guarded(
        '   - Ran a sedated ABR clinic twice a month for Ohio EHDI, seeing about 6-8 children a session across 3 hospitals',
      ),
      '   - Sedated ABR clinic 2x/mo (~6-8 kids/session) for Ohio EHDI',
    );
  });
});
