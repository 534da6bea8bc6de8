// How far work reached and what a worked-out change was of: "rolled out across 6 regions" stands only on six
// regions (not on a crew of 6 or 6 transformers), and "improving throughput by 9%" never on a discount cut from
// 22% to 13%. Careful rewrites of the same facts are kept. Written from knowledge of resumes (session 27).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { casesJudgedWrong, type GuardCase, job } from '../helpers/guard-cases.ts';

const FOREMAN = 'Gulfway Electric | Working Foreman | 2019.03 - 2024.06';
const RETAIL = 'Dollar General | District Manager | 2015.09 - 2023.04';
const SALES = 'Corvana, Inc. | Account Executive | 2021.11 - 2024.12';
const HOTEL = 'Hilton Columbus Downtown | Front Office Manager | 2018.05 - 2024.10';
const ECOM = '杭州某家居电商 | 电商运营主管 | 2019.07 - 2024.06';
const SITE = '中建某局 | 土建工程师 | 2016.07 - 2023.05';
const SHOP = '屈臣氏华南区 | 区域经理 | 2015.04 - 2023.02';

const cases: GuardCase[] = [
  // ---- places: kept when the source counts the same kind of place ----
  job(
    'en',
    RETAIL,
    ['Rolled out the new planogram to 42 stores in 3 states'],
    'Rolled out a new planogram across 42 stores in 3 states',
    false,
    'states restated',
  ),
  job(
    'en',
    RETAIL,
    ['Ran 2 regions, 42 stores in all'],
    'Managed 42 stores across 2 regions',
    false,
    'two regions kept',
  ),
  job('zh', SHOP, ['负责华南3个城市共26家门店'], '管理华南3个城市的26家门店', false, '3个城市 restated'),
  job('zh', SHOP, ['覆盖广东、广西2省'], '业务覆盖2个省份', false, '2省 as 2个省份'),
  // ---- places: cut when only a bare number or another thing has the amount ----
  job(
    'en',
    FOREMAN,
    ['Ran a crew of 6-9 and set 18 panels fed from 6 transformers'],
    'Ran a crew of 6-9 and set 18 panels fed from 6 transformers, rolled out across 6 regions',
    true,
    'regions from transformers',
  ),
  job(
    'en',
    'Cedar Research Partners | Clinical Research Coordinator | 2019.08 - 2024.09',
    ['Screened 30 patients and randomized 9 (a 70% screen-failure rate)'],
    'Screened 30 patients and randomized 9 (a 70% screen-failure rate), rolled out across 9 regions',
    true,
    'regions from a bare randomized 9',
  ),
  job(
    'en',
    HOTEL,
    ['Walked 9 guests in 2019 and 0 in 2021 after capping oversell at 4 rooms'],
    'Cut walked guests from 9 to 0 by capping oversell at 4 rooms, rolled out across 4 regions',
    true,
    'regions from rooms',
  ),
  job(
    'zh',
    ECOM,
    ['主推款6个SKU，客单价从129元提到168元，复购3次以上的客户占比20%'],
    '重做主推款6个SKU的详情页，客单价由129元提升至168元，覆盖3个城市',
    true,
    '3个城市 from 3次',
  ),
  job(
    'zh',
    SITE,
    ['负责2个标段的土建施工，投诉3户'],
    '负责2个标段的土建施工管理，覆盖2个城市',
    true,
    '2个城市 from 2个标段',
  ),
  // ---- a worked-out change: kept when said of what changed ----
  job(
    'en',
    SALES,
    ['Sandler training: cut my avg discount from 22% to 13%, cycle 52 → 41 days'],
    'After Sandler training, cut my average discount by 9 points (22% to 13%) and shortened the cycle by 11 days',
    false,
    'discount change restated',
  ),
  job(
    'en',
    SALES,
    ['Took avg ACV from $40K to $50K by leading with the bundle'],
    'Raised average ACV by 25% by leading with the bundle',
    false,
    'ACV rise as a percent',
  ),
  job('zh', ECOM, ['退货率从10%降到8%'], '退货率下降2个百分点', false, '退货率 change in points'),
  // ---- a worked-out change: cut when said of something else ----
  job(
    'en',
    SALES,
    [
      'Sandler training: cut my avg discount from 22% to 13%',
      'Covered about 1,100 accounts in the Mountain and Plains patch',
    ],
    'Covered about 1,100 accounts in the Mountain and Plains patch, improving throughput by 9%',
    true,
    'throughput from a discount cut',
  ),
  job(
    'zh',
    ECOM,
    ['退货率从10%降到8%', '负责店铺日常上新和活动报名'],
    '负责店铺日常上新和活动报名，效率提升20%',
    true,
    '效率 from a 退货率 change',
  ),
];

describe('fact guard: places reached and worked-out changes', () => {
  test('a careful reviewer would judge each of these as the guard does', () => {
    assert.deepEqual(casesJudgedWrong(cases), []);
  });
});
