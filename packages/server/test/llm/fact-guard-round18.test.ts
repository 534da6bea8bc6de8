// Careful rewrites of round 18 of the answer corpus (session 27) that the guard used to cut, and two inventions it
// used to pass: short forms written out (CCA, EEs, JLs, MAs, btl, 副高), shift notation ("3 x 12s", "7p-7a"),
// decades ("'70s"), identifiers ("LS #7"), Chinese counts with the thing before them ("护士11人" for "11个护士"),
// rounding words before a counter or 万 ("150来位", "1100来万"), tenths in digits ("2成"), pay after a bare figure;
// and of round 19: a part of a group ("其中4人"), money spoken ("3100来块", "成本1550左右"), 集团 after a verb, CAE, a
// unit across an arrow ("19 days → 2"), a month range ("02–06/2022") that is no team of 2.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { FactGuard } from '../../src/generation/llm/fact-guard.ts';
import { casesJudgedWrong, type GuardCase, job, summary } from '../helpers/guard-cases.ts';

const VET = 'Front Range Animal ER | Veterinary Technician III | 2019.06 - 2025.01';
const AG = 'Prairie Valley Co-op | Sales Agronomist | 2020.03 - 2025.02';
const PAYROLL = 'Corvane Manufacturing | Payroll Supervisor | 2019.04 - 2025.03';
const CLINIC = 'Lakeshore Medical Group | Payroll Specialist | 2016.02 - 2019.03';
const LINE = 'Blue Earth Valley Electric Cooperative | Line Crew Foreman | 2018.05 - 2025.02';
const WATER = 'Clearwater Utilities | Lead Operator | 2012.03 - 2025.01';
const SOMM = 'Osteria Pallino | Head Sommelier | 2018.02 - 2022.06';
const CARE = '康宸颐养中心 | 护理主管 | 2019.03 - 2025.02';
const ADMIN = '华睿证券西安分公司 | 行政主管 | 2021.04 - 2025.06';
const WIND = '尚义坝上风电有限公司 | 值长 | 2020.04 - 2025.03';
const FAB = '芯港半导体 | 资深工艺工程师 | 2019.07 - 2025.01';
const PORT = '宁波北仑集装箱码头 | 集卡司机（派遣） | 2016.03 - 2019.02';
const WELD = '中舟船舶重工 | 焊接班长 | 2021.03 - 2025.04';
const CARS = '广州恒昇丰田 | 展厅经理 | 2019.05 - 2025.09';
const AUDIT = 'Prairieland Foods | Senior Internal Auditor | 2023.04 - 2025.06';
const DESIGN = 'Harrow & Finch | Associate Art Director | 2019.03 - 2024.08';
const LIBRARY = 'Cascadia Valley Regional Library | Branch Manager | 2019.02 - 2025.05';

const cases: GuardCase[] = [
  // ---- kept: written out or restated ----
  summary(
    'en',
    ['CCA: passed the ICCA international exam Feb 2025, the Iowa/SD board exam not yet'],
    [[AG, ['Scouted 40 fields a week']]],
    'Passed the ICCA international Certified Crop Adviser (CCA) exam in Feb 2025, not yet the Iowa/SD board exam',
    false,
    'Certified Crop Adviser written out from CCA',
  ),
  job(
    'en',
    PAYROLL,
    ['Run weekly payroll for ~1,150 EEs in 4 states'],
    'Run weekly payroll for about 1,150 employees in 4 states',
    false,
    'EEs as employees',
  ),
  job(
    'en',
    CLINIC,
    ['I did the 140-ish MAs, front desk + x-ray techs'],
    'Handled pay for about 140 medical assistants, front desk staff and x-ray techs',
    false,
    '140-ish MAs as about 140 medical assistants',
  ),
  job(
    'en',
    LINE,
    ['Crew 2 = me + 3 JLs + 1 apprentice + 1 groundman'],
    'Lead Crew 2: myself, 3 journeyman lineworkers, 1 apprentice and 1 groundman',
    false,
    'JLs as journeyman lineworkers',
  ),
  job(
    'en',
    SOMM,
    ['to-go wine kits (3-btl packs, $65-$120)'],
    'Set up to-go wine kits (3-bottle packs at $65-$120)',
    false,
    '3-btl as 3-bottle',
  ),
  job(
    'en',
    AG,
    ['Ran the plot program (6 replicated corn plots, 4 bean)'],
    'Ran the plot program (6 replicated corn plots and 4 soybean plots)',
    false,
    '4 bean as 4 soybean plots',
  ),
  job(
    'en',
    VET,
    ['I work 3 x 12s nights (7p-7a) + 1 swing every other wk'],
    'Work three 12-hour night shifts (7 p.m. to 7 a.m.) plus one swing shift every other week',
    false,
    '3 x 12s nights, 7p-7a',
  ),
  job(
    'en',
    LINE,
    ["pulled ~14.5 mi of '70s 1/0 direct-bury cable"],
    'Pulled about 14.5 miles of 1970s 1/0 direct-buried cable',
    false,
    "'70s as 1970s",
  ),
  job(
    'en',
    WATER,
    ["On-call 1 wk in 4 for 11 lift stations; worst one Thanksgiving '15, LS #7 pump failure"],
    'Took on-call 1 week in 4 for 11 lift stations, the worst a pump failure at Lift Station #7 on Thanksgiving 2015',
    false,
    'LS #7 as Lift Station #7',
  ),
  job(
    'zh',
    CARE,
    ['护理部我下面3个护理组长+11个护士'],
    '管理护理组长3人、护士11人',
    false,
    '11个护士 as 护士11人',
  ),
  job(
    'zh',
    ADMIN,
    ['行政部连我5个人（2个行政专员、1个前台、1个司机）'],
    '行政部连同本人共5人（行政专员2人、前台1人、司机1人）',
    false,
    '1个前台 as 前台1人',
  ),
  job(
    'zh',
    WIND,
    ['带一值4个人（副值1+值班员2+我）'],
    '带领运行一值共4人（本人、副值1人、值班员2人）',
    false,
    '副值1 as 副值1人',
  ),
  job(
    'zh',
    CARE,
    ['院里床位180张，在住150来位'],
    '共有床位180张，在住老人约150位',
    false,
    '150来位 as 约150位',
  ),
  job(
    'zh',
    WIND,
    ['80米塔筒爬梯上去，一年爬400来次'],
    '经80米塔筒爬梯登塔，每年约400次',
    false,
    '一年400来次 as 每年约400次',
  ),
  job(
    'zh',
    FAB,
    ['良率损失1.8%→0.6%，全年折算省了1100来万'],
    '良率损失由1.8%降至0.6%，全年折算节约约1100万',
    false,
    '1100来万 as 约1100万',
  ),
  job(
    'zh',
    ADMIN,
    ['快递改月结+顺丰/京东比价（单价降了2成）'],
    '快递改为月结并比价（单价下降20%）',
    false,
    '2成 as 20%',
  ),
  job(
    'zh',
    ADMIN,
    ['我代理行政经理到现在（没下任命，工资加了1500补贴）'],
    '本人代理行政经理至今（未下发任命，薪资增加1500元补贴）',
    false,
    '1500补贴 as 1500元补贴',
  ),
  job(
    'zh',
    ADMIN,
    ['行政经理刘敏休产假，之后又调去集团'],
    '行政经理刘敏休产假，之后调往集团',
    false,
    '调往集团 names no organisation',
  ),
  job(
    'zh',
    PORT,
    ['一天4-6趟，一年12万公里左右'],
    '每天4-6趟，年行驶约12万公里',
    false,
    'a year of 12万公里 after a day of trips',
  ),
  // ---- round 19 ----
  job(
    'zh',
    WELD,
    ['带了6个徒弟，4个考出CCS焊工证'],
    '带教徒弟6人，其中4人考取CCS焊工证',
    false,
    '4个考出 as 其中4人考取',
  ),
  job(
    'zh',
    CARS,
    ['单车衍生毛利从3100来块提到4200'],
    '单车衍生毛利由约3100元提升至4200元',
    false,
    '3100来块 as 约3100元',
  ),
  job('zh', CARS, ['单台获客成本1550左右'], '单台获客成本约1550元', false, '成本1550左右 as 约1550元'),
  job(
    'zh',
    CARS,
    ['集团内部单：粤顺租车订了36台，价格集团定的'],
    '承接集团内部订单：粤顺租车订购36台，价格由集团确定',
    false,
    '承接集团, 由集团 name no organisation',
  ),
  job(
    'en',
    AUDIT,
    ['IA dept is 6 incl. CAE Mark Feeney'],
    'Work in an internal audit department of 6 including Chief Audit Executive Mark Feeney',
    false,
    'CAE written out',
  ),
  job(
    'en',
    AUDIT,
    ['avg terminated-user removal 19 days → 2'],
    'Cut the average removal of terminated users from 19 days to 2 days',
    false,
    '19 days → 2 as 2 days',
  ),
  job(
    'en',
    DESIGN,
    ['Spring + fall catalogs (96-112 pp), print run cut from 250k to 180k copies'],
    'Designed the spring and fall catalogs (96-112 pages) and cut the print run from 250k to 180k copies',
    false,
    '96-112 pp as pages',
  ),
  // ---- cut: inventions ----
  job(
    'en',
    LIBRARY,
    ['acting Branch Manager, Riverton Heights, 02–06/2022', 'Teach ~25 info lit sessions/yr'],
    'Teach about 25 information literacy sessions a year, leading a team of 2',
    true,
    'a month 02 as a team of 2',
  ),
  job(
    'zh',
    PORT,
    ['18年个人岸桥作业量约5.2万自然箱，班里12个人排第4'],
    '个人岸桥作业量约5.2万自然箱，带领12人团队',
    true,
    '班里12个人 as a team led',
  ),
  job(
    'en',
    VET,
    ['I work 3 x 12s nights (7p-7a)'],
    'Work three 12-hour night shifts across 12 regions',
    true,
    'a shift length as regions',
  ),
];

describe('fact guard: round 18 restatings', () => {
  test('a careful reviewer would judge each of these as the guard does', () => {
    assert.deepEqual(casesJudgedWrong(cases), []);
  });
});

describe('fact guard: what is left of a cut line', () => {
  test('an invented degree cut to its dates leaves no line of figures only', () => {
    const source = [
      'Danielle Ruiz',
      'Education',
      'San Diego Mesa College | A.S. Radiologic Technology | 2016.08 - 2018.05',
      'Experience',
      'Riverside Methodist | CT Technologist | 2021.06 - 2023.01',
      '- Ran CT on nights',
    ].join('\n');
    const guard = new FactGuard(source, [
      '## Education',
      '1. San Diego Mesa College | A.S. Radiologic Technology | 2016.08 - 2018.05',
      '## Work Experience',
      '1. Riverside Methodist | CT Technologist | 2021.06 - 2023.01',
      '   - Ran CT on nights',
    ]);
    guard.guardLine('## Education');
    guard.guardLine('1. San Diego Mesa College | A.S. Radiologic Technology | 2016.08 - 2018.05');
    assert.equal(guard.guardLine('- MBA (part-time), 2021 - 2023'), '');
  });
});
