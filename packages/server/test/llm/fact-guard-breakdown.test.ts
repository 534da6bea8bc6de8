// A team sized on one part of a breakdown of the people someone leads ("3名注册专员和1名资料管理员" → "带领3人团队",
// "3 shift leads and 25 associates" → "a team of 3"): the team is the whole, so a part sizes none. The parts named as
// the person wrote them ("直接管理8名店长", "3 shift leads") and the whole ("a team of 28") stay. Found by session 30's
// probe of every tuning bullet; the rule was left then because a first try cut the careful rewrites below. Beside it,
// a lead the line names who is someone else ("reporting to the Property Claims Manager", "组长为…李建国").
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

const ADJUSTER = 'Granite Mutual Insurance | Property Claims Adjuster | 2019.03 - 2025.10';
const WARD = '合肥市第二人民医院 | 护士 | 2017.11 - 2025.10';
const STORE = '永辉超市股份有限公司 | 值班经理 | 2019.03 - 2025.10';
const COST = '琪美电子（苏州）有限公司 | 成本会计 | 2016.07 - 2019.06';
const SOURCING = '深圳市海睿供应链管理有限公司 | 采购主管 | 2019.03 - 2025.10';
const SURVEY = '成都市勘察测绘研究院 | 测绘工程师 | 2018.07 - 2025.10';

/** A lead the line names who is someone else opens no team of the people counted beside them. */
const othersLeads: GuardCase[] = [
  job(
    'en',
    ADJUSTER,
    ['One of 6 field adjusters reporting to the Property Claims Manager'],
    'One of 6 field adjusters reporting to the Property Claims Manager, leading a team of 6',
    true,
    'the manager is someone else: the person is one of the 6',
  ),
  job(
    'zh',
    WARD,
    ['组长为科室副主任李建国，组内护士8名'],
    '组内护士8名，带领8人护理团队',
    true,
    '组长 is someone else: no team of 8',
  ),
  job(
    'en',
    ADJUSTER,
    ['Supervise 4 desk adjusters, reporting to the Claims Director'],
    'Supervised 4 desk adjusters, reporting to the Claims Director',
    false,
    'the person still supervises the 4',
  ),
  job('zh', STORE, ['向店长汇报，带3名收银员'], '向店长汇报，带领3名收银员', false, '带 still leads the 3'),
  // Found by the same-number probe on tuning resumes of rounds 14, 18 and 20.
  job(
    'zh',
    COST,
    ['成本组3个人（组长是台干Kevin），我负责材料+制费分摊，另外一个同事管人工'],
    '成本组共3人（组长为台籍干部Kevin），本人负责材料及制造费用分摊，带领3人团队',
    true,
    '组长是 someone else: the person is one of 3',
  ),
  job(
    'zh',
    SOURCING,
    ['公司ERP从店小秘换积加ERP，项目组7个人（IT牵头，负责人是IT经理孙浩），其中采购模块是我和另一个同事配的'],
    '参与公司ERP由店小秘切换至积加ERP，项目组共7人（由IT牵头，负责人为IT经理孙浩），与同事共同完成采购模块配置，带领7人团队',
    true,
    '负责人是 someone else: no team of 7',
  ),
  job(
    'zh',
    SURVEY,
    [
      '20-22年参与锦江区老旧小区改造测绘，项目组12个人（负责人是总工办王工），其中外业4个人我是其中之一，一共测了47个小区',
    ],
    '2020-2022年参与锦江区老旧小区改造测绘，项目组12人（负责人为总工办王工），共完成47个小区测绘',
    false,
    'the careful rewrite stays',
  ),
];

describe('fact guard: a part of a breakdown is no team', () => {
  test("a lead who is someone else sizes no team of the person's", () => {
    assert.deepEqual(casesJudgedWrong(othersLeads), []);
  });

  test('a careful reviewer would judge each of these as the guard does', () => {
    assert.deepEqual(casesJudgedWrong(cases), []);
  });
});
