// A team sized on one part of a breakdown of the people someone leads ("3名注册专员和1名资料管理员" → "带领3人团队",
// "3 shift leads and 25 associates" → "a team of 3"): the team is the whole, so a part sizes none. The parts named as
// the person wrote them ("直接管理8名店长", "3 shift leads") and the whole ("a team of 28") stay. Found by session 30's
// probe of every tuning bullet; the rule was left then because a first try cut the careful rewrites below.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { casesJudgedWrong, type GuardCase, job } from '../helpers/guard-cases.ts';

const REGULATORY = '苏州康宁医疗器械有限公司 | 注册主管 | 2020.03 - 2025.02';
const CHAIN = '湘仁堂大药房连锁有限公司 | 区域经理 | 2021.07 - 2025.10';
const MEDTECH = '上海微创医疗器械有限公司 | 区域销售经理 | 2019.03 - 2025.10';
const WAREHOUSE = 'Acme Logistics | Operations Supervisor | 2019.03 - 2025.10';
const CLINIC = 'Northwind Health | Clinic Manager | 2018.06 - 2025.10';

const cases: GuardCase[] = [
  // ---- cut: a part of the breakdown as the team ----
  job(
    'zh',
    REGULATORY,
    ['管理3名注册专员和1名资料管理员，负责二类、三类器械注册'],
    '管理3名注册专员和1名资料管理员，负责二类、三类医疗器械注册，带领3人团队',
    true,
    'the team is 4 (3 + 1), never 3',
  ),
  job(
    'en',
    WAREHOUSE,
    ['Supervise 3 shift leads and 25 associates across two shifts'],
    'Supervised 3 shift leads and 25 associates across two shifts, leading a team of 3',
    true,
    'the team is 28, not the 3 leads',
  ),
  job(
    'en',
    CLINIC,
    ['Oversee 4 RNs, 6 MAs and 2 front-desk staff'],
    'Oversaw 4 RNs, 6 MAs and 2 front-desk staff, managing a team of 6',
    true,
    'the 6 MAs are one part of a team of 12',
  ),
  // ---- kept: the parts as written, and the whole ----
  job(
    'zh',
    CHAIN,
    ['直接管理8名店长，间接管理门店员工120人'],
    '直接管理8名店长，间接管理门店员工120人',
    false,
    'each count as the person wrote it',
  ),
  job(
    'zh',
    MEDTECH,
    ['管理3名销售代表和1名跟台临床专员'],
    '带领3名销售代表和1名跟台临床专员',
    false,
    'the breakdown reworded',
  ),
  job(
    'en',
    WAREHOUSE,
    ['Supervise 3 shift leads and 25 associates across two shifts'],
    'Supervised a team of 28 (3 shift leads and 25 associates) across two shifts',
    false,
    'the whole, added up',
  ),
  job(
    'en',
    CLINIC,
    ['Oversee 4 RNs, 6 MAs and 2 front-desk staff'],
    'Led 4 RNs, 6 medical assistants and 2 front-desk staff',
    false,
    'the parts, one written out',
  ),
];

describe('fact guard: a part of a breakdown is no team', () => {
  test('a careful reviewer would judge each of these as the guard does', () => {
    assert.deepEqual(casesJudgedWrong(cases), []);
  });
});
