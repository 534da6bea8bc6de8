// Careful rewrites of the answer corpus that the guard used to cut, found in session 29 (rounds 12, 19 and 20), and
// the inventions beside them it must still cut: a year and month written "24/10", a light verb after a Chinese
// counter ("1个搞NoSQL的"), a list's own numbering ("（1）…；（2）…").
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { casesJudgedWrong, type GuardCase, job } from '../helpers/guard-cases.ts';

const PLANT = '中舟汽配 | 设备维修主管 | 2019.03 - 2025.02';
const DBA = '云汇科技 | 数据库组组长 | 2021.03 - 2025.04';

const SOURCING = '深圳拓岸电子商务有限公司 | 采购主管 | 2020.04 - 2025.02';
const BROKER = 'Ridgeline Freight Solutions | Account Manager | 2021.05 - 2025.02';

const cases: GuardCase[] = [
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
