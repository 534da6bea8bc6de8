// Inventions that round 22 of the answer corpus (session 30) and a probe of every tuning bullet found passing, and
// careful rewrites beside them that must stay: a team sized on people the person trained or was one of, a percent of
// a measure the resume never names added to a true line, a yearly saving standing on a monthly figure, and dates and
// names written out ("23-25年" as "2023至2025年", "获医院二等奖", "起兼任集团…"). The three teams of people trained
// were cut in these small resumes before too (the probe found them passing in whole ones); the other cases fail on
// the guard of session 29.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { casesJudgedWrong, type GuardCase, job, summary } from '../helpers/guard-cases.ts';

const TEACHER = 'Lakeview High School | Chemistry Teacher | 2016.08 - 2021.06';
const DRIVER = 'Wade Trucking LLC | Owner-Operator | 2019.03 - 2024.05';
const RAIL = 'Union Pacific | Locomotive Engineer | 2021.06 - 2025.10';
const HOTEL = 'Harbor Grand Hotel | Front Office Manager | 2019.07 - 2025.10';
const STATION = 'Liberty Township Fire | Captain | 2021.10 - 2025.10';
const DISTRICT = 'Valley Unified School District | Transportation Coordinator | 2021.09 - 2025.10';
const HR = '苏州精联电子有限公司 | HRBP | 2020.03 - 2025.02';
const STORE = '湘仁堂大药房连锁有限公司 · 雨花区东塘店 | 店长 | 2017.11 - 2021.06';
const CLINIC = '合肥市翠岗社区卫生服务中心 | 护士长 | 2017.11 - 2025.10';
const DEALER = '柳州桂骏汽车销售服务有限公司 | 售后服务经理 | 2021.03 - 2025.10';
const AREA = '湘仁堂大药房连锁有限公司 | 区域经理 | 2021.07 - 2025.10';

const cases: GuardCase[] = [
  // ---- cut: a team of the people the person trained, or was one of ----
  summary(
    'en',
    ['Former chemistry teacher moving into instructional design'],
    [[TEACHER, ['Led the move to Canvas in 2020 and trained 11 teachers on it']]],
    'Former chemistry teacher moving into instructional design, leading a team of 11',
    true,
    'teachers trained are no team of 11',
  ),
  summary(
    'en',
    ['Owner-operator with a clean CSA record'],
    [[DRIVER, ['Ride-along mentor for 6 new hires (first 2 wks each)']]],
    'Owner-operator with a clean CSA record, leading a team of 6',
    true,
    'new hires mentored are no team of 6',
  ),
  summary(
    'en',
    ['Locomotive engineer on the Kansas City subdivision'],
    [[RAIL, ['Peer trainer since 2023 — 4 student engineers rode w/ me']]],
    'Locomotive engineer on the Kansas City subdivision, leading a team of 4',
    true,
    'student engineers are trainees, no team',
  ),
  job(
    'zh',
    HR,
    ['公司1800人左右，HR团队6个人我是其中之一（向HR主管汇报）'],
    '公司约1800人，HR团队共6人，带领6人团队',
    true,
    '"我是其中之一": the person is one of the 6',
  ),
  // ---- cut: a percent that borrows the words of the line it was added to ----
  job(
    'en',
    HOTEL,
    ['Medallia ITR score 71.4 -> 78.9 in FY2023'],
    'Raised the Medallia "Intent to Recommend" score from 71.4 to 78.9 in FY2023, improving throughput by 11%',
    true,
    'a rise of 11% worked out on the score is no rise in throughput',
  ),
  job(
    'en',
    STATION,
    ['Medic 2 averages ~9 runs/shift, UHU around 0.38', 'ROSC at ED arrival 24% -> 33% over 2 yrs'],
    'Medic 2 averages about 9 runs a shift, improving throughput by 9%',
    true,
    '"9 runs" on the line is no 9%',
  ),
  // ---- cut: a yearly figure on a monthly one ----
  job(
    'zh',
    STORE,
    ['接手时月销约38万，21年上半年做到50万左右／月'],
    '接手时月销约38万，2021年上半年做到每月50万左右，每年节省成本50万元',
    true,
    '"50万左右／月" is monthly: no 50万 a year',
  ),
  // ---- kept ----
  job(
    'zh',
    CLINIC,
    ['16年牵头病区压疮质控小组，科室QC项目拿了院里二等奖'],
    '2016年牵头病区压疮质控小组，所在科室的QC项目获医院二等奖',
    false,
    '"获医院二等奖" names no organisation "项目获医院"',
  ),
  job(
    'zh',
    CLINIC,
    ['所在科室的QC项目拿了院里二等奖'],
    '所在科室的QC项目获阿里巴巴集团二等奖',
    true,
    'an organisation after 获 is still read',
  ),
  job(
    'zh',
    AREA,
    ['21年7月接手时9家店，23-25年新开3家（浏阳2家、长沙县1家）'],
    '2021年7月接手时共9家门店，2023至2025年新开3家（浏阳2家、长沙县1家）',
    false,
    '"23-25年" is 2023 to 2025',
  ),
  job(
    'en',
    STATION,
    ['COVID 2020-21: C-shift infection control lead -- fit-tested ~70 members'],
    'During COVID in 2020–21, served as C-shift infection control lead, fit-testing about 70 members',
    false,
    '"2020–21" with an en dash ends a range of years',
  ),
  job(
    'en',
    DISTRICT,
    ['4 staff report to me (2 dispatchers, 1 routing/GIS tech, office asst.)'],
    'Lead a team of 4 staff (2 dispatchers, a routing and GIS technician and an office assistant)',
    false,
    '"4 staff report to me" is a team of 4',
  ),
  job(
    'zh',
    DEALER,
    ['22年起兼集团售后内训师：集团一共8家店'],
    '自2022年起兼任集团售后内训师，集团共有8家门店',
    false,
    '"起兼任集团" names no organisation',
  ),
  job(
    'zh',
    STORE,
    ['店里加我一共10个人（执业药师2个、店员7个），早晚两班倒'],
    '带领10人门店团队（含本人：2名执业药师、7名店员），实行早晚两班倒',
    false,
    '"加我一共10个人" is the team the manager leads',
  ),
];

describe('fact guard: session 30 (round 22)', () => {
  test('a careful reviewer would judge each of these as the guard does', () => {
    assert.deepEqual(casesJudgedWrong(cases), []);
  });
});
