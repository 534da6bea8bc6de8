// The fact guard: a line may state only what the resume states, claim by claim and by kind,
// however a date or number is written.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { claimObserver, FactGuard } from '../../src/generation/llm/fact-guard.ts';
import { Metrics } from '../../src/observability/metrics.ts';

/** Each careful rewrite, as a bullet, claims nothing its source does not state. */
function assertKept(guard: FactGuard, rewrites: readonly string[]): void {
  for (const rewrite of rewrites) assert.deepEqual(guard.inventedFacts(`   - ${rewrite}`), [], rewrite);
}

const source = [
  '张明 | 138 0013 8000',
  '字节跳动 | 后端工程师 | 2022年4月 - 至今',
  '- 负责订单系统，QPS 提升到 １２００',
  'Analytical Engines Ltd | Engineer | Apr 2019 - Dec 2021',
  '- Led 3 engineers and cut build times by 40%',
  'University of London | BEng Computer Science | 2015.09 - 2019.06',
].join('\n');

const own = [
  '## 工作经历',
  '1. 字节跳动 | 后端工程师 | 2022年4月 - 至今',
  '   - 负责订单系统，QPS 提升到 １２００',
  '2. Analytical Engines Ltd | Engineer | Apr 2019 - Dec 2021',
  '   - Led 3 engineers and cut build times by 40%',
];

describe('FactGuard', () => {
  test('dates and numbers written another way are the same facts', () => {
    const guard = new FactGuard(source, own);
    for (const line of [
      '1. 字节跳动 | 后端工程师 | 2022.04 - 至今',
      '1. 字节跳动 | 后端工程师 | 2022-04 - 至今',
      '   - 将订单系统 QPS 提升到 1,200',
      '1. analytical engines ltd | Engineer | 2019.04 - 2021.12',
      '   - Led a team of 3 engineers',
      '- [补充成果，如 提升 30%]',
      '1. University of London | Bachelor of Engineering, Computer Science | 2015.09 - 2019.06',
    ]) {
      assert.deepEqual(guard.inventedFacts(line), [], line);
    }
  });

  test('a number is supported only by the same number with a compatible unit, never by a month', () => {
    const guard = new FactGuard(source, own);
    // 9 and 12 are months in the resume (2015.09, Dec 2021); 4 is a month too.
    assert.deepEqual(guard.inventedFacts('   - Improved forecast accuracy by 9%'), ['9']);
    assert.deepEqual(guard.inventedFacts('   - Managed a team of 12'), ['12']);
    assert.deepEqual(guard.inventedFacts('   - 带领4人团队'), ['4']);
    assert.deepEqual(guard.inventedFacts('   - 9 years of experience'), ['9']);
    assert.deepEqual(
      guard.inventedFacts('   - Cut build times by 3%'),
      ['3'],
      '3 engineers is no percentage',
    );
    assert.deepEqual(guard.inventedFacts('   - Cut build times by 40%'), []);
  });

  test('a role is the person’s own words; a count counts what the resume counted; a degree glued to Chinese is read', () => {
    const guard = new FactGuard(source, own);
    assert.deepEqual(
      guard.inventedFacts('2. Analytical Engines Ltd | Controller | 2019.04 - 2021.12'),
      ['controller', 'Controller'],
      'a new title is a new title (and a controller heads a finance department: a level word too)',
    );
    assert.deepEqual(guard.inventedFacts('2. Analytical Engines Ltd | Engineer | 2019.04 - 2021.12'), []);
    assert.deepEqual(guard.inventedFacts('1. 字节跳动 | 后端 工程师 | 2022.04 - 至今'), []);
    assert.equal(
      guard.guardLine('2. Analytical Engines Ltd | Controller | 2019.04 - 2021.12'),
      '2. Analytical Engines Ltd | Engineer | Apr 2019 - Dec 2021',
      'the entry line becomes the person’s own',
    );
    assert.deepEqual(
      guard.inventedFacts('   - Rolled the build cache out to 3 regions'),
      ['3'],
      '3 engineers ≠ 3 regions',
    );
    assert.deepEqual(guard.inventedFacts('   - Coached 3 engineers on the build'), []);
    assert.deepEqual(guard.inventedFacts('- 在职MBA（2021 - 2023）'), ['MBA', '2023']);
  });

  test('an e-mail address or link states no claim: "zhaolei_cpa@sina.com" is no CPA, "github.com/li2019" no year', () => {
    const guard = new FactGuard(
      '赵磊\n邮箱：zhaolei_cpa@sina.com | https://github.com/mba2019\n证书\n- 初级会计职称\n',
      ['## 证书', '- 初级会计职称'],
    );
    assert.deepEqual(guard.inventedFacts('- 注册会计师（CPA）'), ['CPA']);
    assert.deepEqual(guard.inventedFacts('- 在职MBA'), ['MBA']);
    assert.deepEqual(
      guard.inventedFacts('- 邮箱：zhaolei_cpa@sina.com'),
      [],
      'the address itself is no claim',
    );
  });

  test('counts of people, initials and shares; a Chinese title whole; a guild master is no degree; no fragment is left', () => {
    const text = [
      'Crosstie Hospitality Group | Server | 2015.09 - 2018.01',
      '- Top server in sales 9 of 12 months in 2016',
      '- Trained new servers on steps of service + wine basics (about 25 people)',
      '- Opened our 3rd location (Germantown) — hired and trained 38 FOH',
      '中国建筑西南设计研究院有限公司 | 建筑师（方案主创） | 2020.08 - 至今',
      '- 参与中小学项目3个，总建筑面积约9.6万㎡',
      'Johnson & Wales University | B.S. Hospitality Management | 2016.09 - 2020.05',
      'Court of Master Sommeliers – Introductory Sommelier',
    ].join('\n');
    const guard = new FactGuard(text, [
      '## Work Experience',
      '1. Crosstie Hospitality Group | Server | 2015.09 - 2018.01',
      '   - Trained new servers on steps of service + wine basics (about 25 people)',
    ]);
    assert.deepEqual(guard.inventedFacts('   - Trained about 25 new servers on the steps of service'), []);
    assert.deepEqual(guard.inventedFacts('   - Hired and trained 38 front-of-house staff'), []);
    assert.deepEqual(
      guard.inventedFacts('   - Rolled the menu out across 9 regions'),
      ['9'],
      '9 of 12 months ≠ 9 regions',
    );
    assert.deepEqual(guard.inventedFacts('1. 中国建筑西南设计研究院有限公司 | 总建筑师 | 2020.08 - 至今'), [
      '总建筑师',
    ]);
    assert.deepEqual(
      guard.inventedFacts('1. Johnson & Wales University | M.S. Hospitality Management | 2016.09 - 2020.05'),
      ['M.S'],
    );
    guard.guardLine('## Work Experience');
    guard.guardLine('1. Crosstie Hospitality Group | Server | 2015.09 - 2018.01');
    assert.equal(
      guard.guardLine('   - Trained 40 new servers on the steps of service and wine basics'),
      '   - Trained new servers on steps of service + wine basics (about 25 people)',
      'a clause cut at its head leaves no "wine basics" fragment: the line is the person’s own',
    );
  });

  test('a second year of a range, people counted with 个, a rate per quarter, degrees spelled with dots', () => {
    const guard = new FactGuard(
      [
        '主跟美的集团3个基地的产线改造，2022-2024三年累计签单2.36亿元',
        '带5人招聘小组（3个社招+2个校招）',
        '- Set up VMI cribs, stockouts 9/qtr -> 1/qtr',
        'University of Wisconsin | B.B.A. Marketing | 2011.09 - 2015.05',
      ].join('\n'),
      [],
    );
    assert.deepEqual(guard.inventedFacts('   - 2022—2024年累计签单2.36亿元'), []);
    assert.deepEqual(guard.inventedFacts('   - 带领5人招聘小组（社招3人、校招2人）'), []);
    assert.deepEqual(
      guard.inventedFacts('   - Rolled out across 9 regions'),
      ['9'],
      '9 a quarter ≠ 9 regions',
    );
    assert.deepEqual(
      guard.inventedFacts('1. University of Wisconsin | M.B.A. Marketing | 2011.09 - 2015.05'),
      ['M.B.A'],
    );
  });

  test('names with numbers, short units, Chinese counters, list markers, programmes and MM/YYYY dates', () => {
    const guard = new FactGuard(
      [
        'Microsoft | Data Engineer II | 2021.01 - 2022.04',
        '- ADF + Synapse pipelines for M365 usage telemetry — 60+ pipelines',
        '- ETA freshness p95 from 9 min to under 90 sec',
        '- 带3个业务员+1个单证，负责欧洲线',
        '- ④ 主控上移植FreeRTOS，拆成采样/均衡/通信/诊断4个任务',
        '- I left the PhD program after year 1 (2016)',
        '- GDPR deletes across 11 data stores, internal audit 10/2021 with zero findings',
        'University of Washington | MS Computer Science | 2016.09 - 2018.06',
      ].join('\n'),
      [],
    );
    assert.deepEqual(guard.inventedFacts('   - Built 60+ pipelines for Microsoft 365 usage telemetry'), []);
    assert.deepEqual(guard.inventedFacts('   - Cut p95 freshness from 9 minutes to under 90 seconds'), []);
    assert.deepEqual(guard.inventedFacts('   - 带领3个业务员和1名单证员，负责欧洲市场'), []);
    assert.deepEqual(guard.inventedFacts('   - 拆成采样、均衡、通信、诊断4个任务'), []);
    assert.deepEqual(
      guard.inventedFacts('   - 项目覆盖4个城市'),
      ['4'],
      '4个任务 and a list marker ④ ≠ 4个城市',
    );
    assert.deepEqual(guard.inventedFacts('- I left the PhD program after year 1'), []);
    assert.deepEqual(
      guard.inventedFacts('1. University of Washington | Ph.D. Computer Science | 2016.09 - 2018.06'),
      ['Ph.D'],
      'a programme left is no doctorate',
    );
    assert.deepEqual(
      guard.inventedFacts('   - Led a team of 10 data engineers'),
      ['10'],
      'October is no team',
    );
  });

  test('a number in a name counts nothing; "3-phase" counts phases; a bed is a bed; a date and a verb name no hospital', () => {
    const guard = new FactGuard(
      [
        '- on-call 1 wk in 4, avg ~2 hr response inside Beltway 8',
        '- Brazing, superheat/subcool, 3-phase electrical & VFD troubleshooting',
        '- 普外科42张床，胃肠/肝胆术后护理为主',
        '- 2014年医院护理技能操作比赛（心肺复苏）三等奖',
      ].join('\n'),
      [],
    );
    assert.deepEqual(guard.inventedFacts('   - Led a team of 8 technicians'), ['8'], 'Beltway 8 is a road');
    assert.deepEqual(guard.inventedFacts('   - Served customers across 8 regions'), ['8']);
    assert.deepEqual(guard.inventedFacts('   - Answered calls inside Beltway 8 within about 2 hours'), []);
    assert.deepEqual(guard.inventedFacts('   - Rolled out to 3 regions'), ['3'], '3-phase counts phases');
    assert.deepEqual(guard.inventedFacts('   - Troubleshot 3-phase electrical systems and VFDs'), []);
    assert.deepEqual(guard.inventedFacts('   - 在42张床位的普外科负责胃肠、肝胆术后护理'), []);
    assert.deepEqual(guard.inventedFacts('   - 2014年获医院护理技能操作比赛（心肺复苏）三等奖'), []);
  });

  test('a team’s size stands only on a team the resume names: "社招3人" and a bare 5 are no team', () => {
    const guard = new FactGuard(
      [
        '- 带领5人招聘小组（社招3人、校招2人），支持6家客户',
        '- 带4个业务员+1个单证，负责欧洲、中东、南美线',
        '- Lead 11 AMTs + 2 stock clerks on nights, ~7 jobs a night',
        '- Manage 4 direct reports',
      ].join('\n'),
      [],
    );
    assert.deepEqual(
      guard.inventedFacts('   - 带领3人团队负责社招'),
      ['3'],
      'three hires are no team of three',
    );
    assert.deepEqual(
      guard.inventedFacts('   - Led a team of 7 mechanics'),
      ['7'],
      '7 jobs a night is no team',
    );
    assert.deepEqual(guard.inventedFacts('   - 带领5人招聘小组，支持6家客户的招聘'), []);
    assert.deepEqual(guard.inventedFacts('   - 带领4个业务员和1名单证员，负责欧洲'), []);
    assert.deepEqual(
      guard.inventedFacts('   - Led a team of 11 AMTs and 2 stock clerks on the night shift'),
      [],
    );
    assert.deepEqual(guard.inventedFacts('   - Supervised 2 stock clerks'), []);
    assert.deepEqual(
      guard.inventedFacts('   - Led a team of 7'),
      ['7'],
      'jobs after a lead word are no team',
    );
    assert.deepEqual(guard.inventedFacts('   - Led a team of 4 direct reports'), []);
  });

  test('a degree named but not held (no degree, not finished) supports only itself; a DBA is a doctorate', () => {
    const guard = new FactGuard(
      [
        '上海财经大学 | 在职研究生课程进修班（无学位） 物流管理 | 2021.09 - 2022.07',
        '浙江工业大学 | 非全日制硕士研究生（在读，未毕业） 土木水利 | 2025.09 - 2028.06',
        'University of Hartford | MBA coursework (18 of 48 credits, not completed) | 2021.09 - 2023.05',
        '- 带技术部5个人（2个施工员、2个资料员、1个测量员），编专项方案23份',
      ].join('\n'),
      [],
    );
    assert.deepEqual(guard.inventedFacts('1. 上海财经大学 | 硕士研究生 物流管理 | 2021.09 - 2022.07'), [
      '硕士',
      '研究生',
    ]);
    assert.deepEqual(guard.inventedFacts('1. 浙江工业大学 | 工学硕士 土木水利 | 2025.09 - 2028.06'), [
      '工学硕士',
    ]);
    assert.deepEqual(
      guard.inventedFacts(
        '1. 浙江工业大学 | 非全日制硕士研究生（在读，未毕业） 土木水利 | 2025.09 - 2028.06',
      ),
      [],
    );
    assert.deepEqual(guard.inventedFacts('   - DBA (part-time), 2021 - 2023'), ['DBA']);
    // A breakdown in brackets counts a team's members, never a team of its own.
    assert.deepEqual(guard.inventedFacts('   - 带领2人团队编制专项方案'), ['2']);
    assert.deepEqual(
      guard.inventedFacts('   - 带领技术部5人（施工员2名、资料员2名、测量员1名），编制专项方案23份'),
      [],
    );
  });

  test('Chinese shorthand a careful rewrite writes out: 21年, 48h, a range after 月-, a team’s breakdown', () => {
    const guard = new FactGuard(
      [
        '- 21年评了公司"优秀施工员"，专业实务27年再考',
        '- 2023年10月-2024年1月计划经理休产假，期间代管整个计划部',
        '- 紧急插单平均48h内回复，排产时间4h/天→1h/天',
        '- 带6个人（3个生产计划+2个物料计划+1个数据）',
      ].join('\n'),
      [],
    );
    assert.deepEqual(guard.inventedFacts('   - 2021年获评公司“优秀施工员”，专业实务计划于2027年再考'), []);
    assert.deepEqual(guard.inventedFacts('   - 2023年10月至2024年1月计划经理休产假期间代管计划部'), []);
    assert.deepEqual(guard.inventedFacts('   - 紧急插单平均在48小时内答复，排产用时由4小时缩短至1小时'), []);
    assert.deepEqual(guard.inventedFacts('   - 带领6人团队（生产计划3人、物料计划2人、数据分析1人）'), []);
    assert.deepEqual(guard.inventedFacts('   - 2019年获评公司“优秀施工员”'), ['2019']);
    assert.deepEqual(guard.inventedFacts('   - 紧急插单平均在36小时内答复'), ['36']);
  });

  test('round 8: years after an apostrophe, seconds, miles, patients, initials in the plural, another’s title, a counter', () => {
    const guard = new FactGuard(
      [
        "- Oversee 13 stores (11 when I started + 2 new builds in '23 & '24), 3 ASMs",
        '- TUG & 30s sit-to-stand; territory ~35 mi radius, avg caseload 18–22 pts',
        "- Covered the DOR's admin work for 6 wks (Aug–Sep 2023)",
        '- 自考本科还在读，已过9门/共15门',
      ].join('\n'),
      [],
    );
    assert.deepEqual(guard.inventedFacts('   - Opened 2 new builds in 2023 and 2024'), []);
    assert.deepEqual(guard.inventedFacts('   - Opened 2 new builds in 2022'), ['2022']);
    assert.deepEqual(guard.inventedFacts('   - Worked with 3 assistant store managers'), []);
    assert.deepEqual(guard.inventedFacts('   - Scored the 30-second sit-to-stand'), []);
    assert.deepEqual(
      guard.inventedFacts('   - Covered a territory of about 35 miles with 18–22 patients'),
      [],
    );
    assert.deepEqual(
      guard.inventedFacts("   - Covered the Director of Rehab's administrative work for 6 weeks"),
      [],
    );
    assert.deepEqual(guard.inventedFacts('   - Promoted to Director of Rehab'), ['director']);
    assert.deepEqual(guard.inventedFacts('   - 已通过9门课程'), []);
    assert.deepEqual(guard.inventedFacts('   - 业务覆盖9个城市'), ['9']);
  });

  test('round 9: shares, 号 for 日, 万 before words, an auditor’s short name, a verb before a name, OOS, Dir., another’s level', () => {
    const source = [
      "- FY24 (Jul '23-Jun '24): 38 of 61 funded = $1.42M",
      '- Hired as 1 of 3 on the dev team (Dir. of Development, me, a Gifts & Database Coordinator)',
      '- 17 roadside inspections, 14 clean, 0 OOS',
      '- Prospect research: Candid Foundation Directory (FDO), 990-PF review',
      '- 结账从次月12号提前到次月6号；配合天健所（拓元的审计师）年审',
      '- 客户年营收大多在50万-3000万之间；人效从每人每月约5.1万提到5.9万',
      '- 管现金+3个银行账户，每月做银行余额调节表',
      '1. Harbor Arts Alliance | Senior Development Associate – Grants | 2022.01 - Present',
    ].join('\n');
    const guard = new FactGuard(source, []);
    assert.deepEqual(guard.inventedFacts('   - In FY24, 38 of 61 proposals were funded for $1.42M'), []);
    assert.deepEqual(guard.inventedFacts('   - Hired as 1 of 3 alongside the Director of Development'), []);
    assert.deepEqual(guard.inventedFacts('   - 14 clean and 0 out of service (OOS)'), []);
    assert.deepEqual(
      guard.inventedFacts("   - Used Candid's Foundation Directory for prospect research"),
      [],
    );
    assert.deepEqual(
      guard.inventedFacts('   - 结账时间由次月12日提前至次月6日，配合拓元的审计机构天健会计师事务所完成年审'),
      [],
    );
    assert.deepEqual(
      guard.inventedFacts('   - 客户年营收多在50万-3000万元之间，人效由约5.1万元提升至5.9万元'),
      [],
    );
    assert.deepEqual(guard.inventedFacts('   - 每月编制银行余额调节表'), []);
    // "the Director of Development signed" states another's level: the person's entry may not take it.
    assert.deepEqual(
      guard.inventedFacts('1. Harbor Arts Alliance | Director of Institutional Giving | 2022.01 - Present'),
      ['Director of Institutional Giving'],
    );
  });

  test('round 10: machines and patients are no team; kind counters (项, 栋, 户, 次); a month range; dotted versions; a Latin name counted', () => {
    const source = [
      '- Rotated through the adult ICUs on nights, with about 12-16 patients a shift, 5-8 of them ventilated',
      '- During the surge, ran 12 Servo-u ventilators in a converted PACU and worked on the proning team',
      '- 2年内提交中等变更备案11项、重大变更补充申请2项',
      '- 涵盖住宅9栋共2,418户',
      '- 协助注册总监筹备3次CDE沟通交流会',
      '- 2020年4-6月疫情期间远程完成申报',
      '- FDA IND采用eCTD v3.2.2，3.2.P.5 与 3.2.P.8 由我撰写',
      '- 11个IND拿到默示许可',
    ].join('\n');
    const guard = new FactGuard(source, []);
    assert.deepEqual(guard.inventedFacts('   - Did the job, leading a team of 12'), ['12']);
    assert.deepEqual(guard.inventedFacts('   - Did the job, leading a team of 16'), ['16']);
    assert.deepEqual(guard.inventedFacts('   - 负责物业工作，业务覆盖9个城市'), ['9']);
    assert.deepEqual(guard.inventedFacts('   - 负责注册工作，业务覆盖11个城市'), ['11']);
    assert.deepEqual(guard.inventedFacts('   - 负责注册工作，业务覆盖3个城市'), ['3']);
    assert.deepEqual(guard.inventedFacts('   - 负责注册工作，业务覆盖4个城市'), ['4']);
    // What the person counted is still theirs, in other words.
    assert.deepEqual(guard.inventedFacts('   - 两年内提交11项中等变更备案、2项重大变更补充申请'), []);
    assert.deepEqual(guard.inventedFacts('   - 所管项目涵盖9栋住宅、2,418户'), []);
    assert.deepEqual(guard.inventedFacts('   - 筹备3次CDE沟通交流会'), []);
    assert.deepEqual(guard.inventedFacts('   - 经手的11个IND获得临床试验默示许可'), []);
    assert.deepEqual(guard.inventedFacts('   - Ran 12 Servo-u ventilators during the surge'), []);
  });

  test('round 10: careful rewrites keep their facts: short units and words, percentage points, counts that point back', () => {
    const source = [
      '- Biggest job as foreman: 3 bldgs / 118 units, 20-min & 90-min labeled frames',
      '- Super-user for the PB 980 → Servo-u swap: 64 vents replaced house-wide, ~12-16 pts/shift, 5-8 vented',
      '- Co-wrote my first grants w/ the ED: 6 submitted, 4 funded, $58K',
      '- 物业费收缴率:接手时22年是87.6%,提了7.6个点;报事报修平均响应40min→15min',
      '- 2023.03集团品质总监带队做并购验收,92.5分',
      '- 组里除我之外3个专员+1个资料管理员(其中2个是22年收购后从康合留下来的)',
      '- 11个IND拿到默示许可，其中2个首轮收到补充资料要求',
    ].join('\n');
    const guard = new FactGuard(source, []);
    assertKept(guard, [
      'Ran the biggest job as foreman, 3 buildings with 118 units and 20-minute and 90-minute labeled frames',
      'Replaced 64 ventilators house-wide as super-user, with about 12-16 patients a shift, 5-8 of them ventilated',
      '收缴率较接手时的87.6%提升7.6个百分点，报事报修平均响应时间由40分钟缩短至15分钟',
      '2023年3月由集团品质总监带队进行并购验收，得分92.5分',
      '组内除本人外有3名注册专员和1名资料管理员（其中2人为收购后留任的原康合员工）',
      '经手的11个IND获得默示许可，其中2个在首轮收到补充资料要求',
    ]);
    // "6 submitted" counts grants sent, never 6 regions; "2个首轮…" counts INDs, never cities.
    assert.deepEqual(guard.inventedFacts('   - Wrote grants across 6 regions'), ['6']);
    assert.deepEqual(guard.inventedFacts('   - 注册业务覆盖2个城市'), ['2']);
  });

  test('round 11: arrows, vs and "to under", measures written short, clock times, 6 x 12-min episodes, 占9个, YY.MM', () => {
    const source = [
      "- My cycle time FNOL → close 24.6 → 17.9 days ('23 vs '24); lead time 22 wks -> <10 wks",
      '- 1 of 11 sonographers (7 FT / 4 PRN); 2nd shift (2p-12:30a); Call: 1 wknd in 4 + 2 wknights/mo',
      "- Lead producer on 'Overnight' (6 x 12–18 min eps); 60-sec cutdowns now 1 day turnaround vs ~3",
      '- 行方测试组7个正式员工+外包20来人（博睿占9个）；面了十几个，最后进来2个',
      '- 协助SRE做过2次全链路压测（23.06、23.10）；百公里油耗36L→32.5L左右',
      '- 员工约190人（含小时工60多个）',
    ].join('\n');
    const guard = new FactGuard(source, []);
    assertKept(guard, [
      'Cut my cycle time from FNOL to close from 24.6 to 17.9 days, and lead time from 22 weeks to under 10',
      'Worked 2nd shift (2 p.m.-12:30 a.m.) and took call 1 weekend in 4 plus 2 weeknights a month',
      "Produced 'Overnight', a 6-episode doc series, cutting turnaround on cutdowns from about 3 days to 1 day",
      '担任一面面试官，面试十余名候选人，最终入职2人',
      '协助SRE完成2次全链路压测（2023年6月、2023年10月），百公里油耗由36升降至32.5升左右',
      '员工约190人（含小时工60余人）',
    ]);
    assert.deepEqual(guard.inventedFacts('   - Covered scans across 7 regions'), ['7']);
    assert.deepEqual(guard.inventedFacts('   - Produced series across 6 regions'), ['6']);
    assert.deepEqual(guard.inventedFacts('   - 负责测试，业务覆盖9个城市'), ['9']);
  });

  test('round 12: 家 counts organisations, a verb after a counter names nothing, levels and model lists are names', () => {
    const source = [
      '- 三甲覆盖从38家中的19家做到27家；一级代理从6家砍到4家；新进院：同济、协和、省人民等5家三甲',
      '- 负责武汉市内11家三甲+6家二级医院；区域下面3个销售代表+1个临床专员跟台',
      '- 备件：年度预算138万→2024年实际花了96.5万',
      '- Resourced PN 40-1187 from a Ningbo supplier, PPAP lvl 3 done in 11 wks',
      '- 5 ALS medic units (Medic 11/12/14/31/33); sat in on ~12 ARDs; ~9 as a medic (NRP since 2017)',
    ].join('\n');
    const guard = new FactGuard(source, []);
    assertKept(guard, [
      '三甲医院覆盖由38家中的19家提升至27家，一级代理商由6家精简为4家',
      '推动同济、协和、省人民医院等5家三甲医院完成新品上会',
      '负责武汉市内11家三甲医院和6家二级医院，区域内管理3名销售代表',
      '年度预算138万元，2024年实际支出96.5万元',
      'Ran IEP meetings, about 12 of which I sat in on',
      'I have worked about 9 as a paramedic (NRP since 2017)',
    ]);
    assert.deepEqual(guard.inventedFacts('   - Sourced parts across 3 regions'), ['3']);
    assert.deepEqual(guard.inventedFacts('   - Ran units across 12 regions'), ['12']);
    assert.deepEqual(guard.inventedFacts('   - 业务覆盖6个城市'), ['6']);
  });

  test('round 13: 万 typed w, a range in the unit of its end, "17、18年", names before a counted noun, counted titles', () => {
    const source = [
      '- App DAU 约180万（24年双11峰值260w+）；个人月均业绩12-15万，课包客单价1.2w-1.8w',
      '- 17、18年连续两年中心“销冠”',
      '- 支持用户增长组（PM 3个+运营5个）；人在银行数据管理部驻场',
      '- VA: COEs + appraisal orders in WebLGY, 2 Tidewater notices, 3 funding-fee exempt vets',
    ].join('\n');
    const guard = new FactGuard(source, []);
    assertKept(guard, [
      'App DAU约180万（2024年双11峰值260万+）',
      '个人月均业绩12万-15万元，课包客单价1.2万-1.8万元',
      '2017、2018年连续两年获得中心“销冠”',
      '支持用户增长组的日常分析，组内有5名产品经理',
      '驻场于银行数据管理部',
      'Handled 2 Tidewater notices and 3 funding-fee exempt vets',
    ]);
    assert.deepEqual(guard.inventedFacts('   - Did the work, leading a team of 2'), ['2']);
    assert.deepEqual(guard.inventedFacts('   - Did the work, leading a team of 3'), ['3']);
  });

  test('session 13 read: entries numbered again after a dropped one; no cut inside brackets; a line opened another way', () => {
    const upload = [
      'Tomasz Zieliński',
      'Summary',
      'Math person first: BS Mathematics at Politechnika Wrocławska, 1 yr in the UW Applied Math PhD program (left the PhD program after year 1, 2016) -> switched to the MS in CS',
      'Experience',
      'Freightlane Systems | Senior Data Engineer | 2022.05 - Present',
      '- Moved 140+ cron jobs to Airflow 2.7',
    ].join('\n');
    const own = [
      '# Senior Data Engineer',
      '## Overview',
      '- Math person first: BS Mathematics at Politechnika Wrocławska, 1 yr in the UW Applied Math PhD program (left the PhD program after year 1, 2016) → switched to the MS in CS',
      '## Work Experience',
      '1. Freightlane Systems | Senior Data Engineer | 2022.05 - Present',
      '   - Moved 140+ cron jobs to Airflow 2.7',
    ];
    const guard = new FactGuard(upload, own);
    guard.guardLine('## Overview');
    // "MS in CS" states the MS in Computer Science; an ex-employer cut from the line leaves no open bracket.
    assert.equal(
      guard.guardLine(
        '- Background in mathematics: a BS in Mathematics from Politechnika Wrocławska and one year in the UW Applied Math PhD program (left the PhD program after year 1, in 2016) before switching to the MS in Computer Science.',
      ),
      '- Background in mathematics: a BS in Mathematics from Politechnika Wrocławska and one year in the UW Applied Math PhD program (left the PhD program after year 1, in 2016) before switching to the MS in Computer Science.',
    );
    guard.guardLine('## Work Experience');
    assert.equal(guard.guardLine('1. McKinsey & Company | Senior Data Engineer | 2020.01 - 2022.04'), '');
    assert.equal(guard.guardLine('   - Built the data lake for 12 clients'), '');
    assert.equal(
      guard.guardLine('2. Freightlane Systems | Senior Data Engineer | 2022.05 - Present'),
      '1. Freightlane Systems | Senior Data Engineer | 2022.05 - Present',
    );
    const cut = new FactGuard(upload, own);
    cut.guardLine('## Overview');
    const line = cut.guardLine(
      '- Background in mathematics: a BS in Mathematics from Politechnika Wrocławska and a PhD year at UW (left after year 1, joined Accenture), then the MS in CS',
    );
    assert.ok(!line.includes('Accenture'), line);
    assert.equal(line.split('(').length, line.split(')').length, `no bracket left open: ${line}`);
    assert.ok(line.includes('Politechnika Wrocławska'), line);
  });

  test('a level the person held in a short form is theirs spelled out: VP, Sr. Mgr, Dir.; a level they lack is not', () => {
    const source = [
      '1. Northwind Foods | VP, Sales Ops | 2021.03 - Present',
      '2. Northwind Foods | Sr. Mgr, Field Sales | 2018.01 - 2021.02',
      '3. Blue Cedar Co. | Dir. Key Accounts | 2015.06 - 2017.12',
    ].join('\n');
    const guard = new FactGuard(source, []);
    assert.deepEqual(
      guard.inventedFacts('1. Northwind Foods | Vice President, Sales Ops | 2021.03 - Present'),
      [],
    );
    assert.deepEqual(
      guard.inventedFacts('2. Northwind Foods | Senior Manager, Field Sales | 2018.01 - 2021.02'),
      [],
    );
    assert.deepEqual(
      guard.inventedFacts('3. Blue Cedar Co. | Director, Key Accounts | 2015.06 - 2017.12'),
      [],
    );
    assert.deepEqual(guard.inventedFacts('2. Northwind Foods | Chief Sales Officer | 2018.01 - 2021.02'), [
      'chief',
      'Chief Sales Officer',
    ]);
    const analyst = new FactGuard('1. Northwind Foods | Sales Analyst | 2021.03 - Present', []);
    assert.deepEqual(analyst.inventedFacts('1. Northwind Foods | VP, Sales Analytics | 2021.03 - Present'), [
      'vp',
      'VP, Sales Analytics',
    ]);
  });

  test('a careful rewrite keeps its numbers: rates, short units, parts of words, durations, Chinese counters', () => {
    const guard = new FactGuard(
      [
        '- 3) walked guests ~60/yr -> 11 in 2024',
        '- Intake calls (~15/day), scheduling IMEs',
        "- PCR genotyping for ~1,200 mice/yr across 3 PIs' colonies",
        '- LOTO: audited ~1,100 energy control procedures',
        '- 0 recordables, ~410k man-hrs',
        '- Hurricane Harvey (Aug 2017): 3 weeks straight of flooded RTU calls',
        '- BORESCOPE inspections on CF34 engines, ~30 done',
        '- Deployments: Al Udeid AB, Qatar (4 mos, 2019)',
        '- 主图&详情页重做（<10s讲清卖点）',
        '- 同时自己带一个大班（32个孩子）',
        '- 已交付11个项目/68台柜子；停了1台泵；单板16串',
        '- 2019年进入医院药剂科；管理门店备用金并完成银行对账',
      ].join('\n'),
      [],
    );
    assertKept(guard, [
      'Cut walked guests from about 60 a year to 11 in 2024',
      'Handled about 15 intake calls a day',
      'Genotyped about 1,200 mice a year by PCR across the colonies of 3 PIs',
      'Audited about 1,100 lockout/tagout energy control procedures',
      'Logged about 410k man-hours with zero recordable injuries',
      'Worked 3 straight weeks of flooded RTU calls after Hurricane Harvey (Aug 2017)',
      'Performed about 30 borescope inspections on CF34 engines',
      'Deployed to Al Udeid AB, Qatar (4 months, 2019)',
      '重做主图与详情页，10秒内讲清卖点',
      '担任一个大班（32名幼儿）的主班老师',
      '已交付11个项目共68台储能柜，停用1台循环泵，单板管理16串电芯',
      '2019年进入医院药剂科，管理门店备用金并完成银行对账',
    ]);
    assert.deepEqual(
      guard.inventedFacts('   - Covered 60 regions'),
      ['60'],
      '60 guests a year are no regions',
    );
    assert.deepEqual(guard.inventedFacts('   - 交付68个城市'), ['68'], '68台柜子 are no cities');
  });

  test('the role a person seeks (objective, 求职意向) supports no title they held', () => {
    const guard = new FactGuard(
      [
        'Objective: Behavioral Health Program Manager / Clinical Director',
        'Hennepin County | Behavioral Health Program Manager | 2021.06 - Present',
        '求职意向：资深律师 / 法务总监',
        '某律所 | 资深律师 | 2022.01 - 至今',
      ].join('\n'),
      [],
    );
    assert.deepEqual(
      guard.inventedFacts('1. Hennepin County | Director of Behavioral Health | 2021.06 - Present'),
      ['Director of Behavioral Health'],
    );
    assert.deepEqual(
      guard.inventedFacts('1. Hennepin County | Behavioral Health Program Manager | 2021.06 - Present'),
      [],
    );
    assert.deepEqual(guard.inventedFacts('2. 某律所 | 法务总监 | 2022.01 - 至今'), ['法务总监']);
  });

  test('a line whose true clauses are too few to stand is replaced by the own line they rewrite', () => {
    const guard = new FactGuard(
      [
        '四川大学华西医院 | 心内科CCU责任护士 | 2015.07 - 2018.12',
        '- CCU 8张床，每班分管2~3个病人',
        '- 夜班、抢救配合',
      ].join('\n'),
      [
        '## 工作经历',
        '1. 四川大学华西医院 | 心内科CCU责任护士 | 2015.07 - 2018.12',
        '   - CCU 8张床，每班分管2~3个病人',
        '   - 夜班、抢救配合',
      ],
    );
    guard.guardLine('## 工作经历');
    guard.guardLine('1. 四川大学华西医院 | 心内科CCU责任护士 | 2015.07 - 2018.12');
    assert.equal(
      guard.guardLine('   - 承担夜班及抢救配合工作，项目获字节跳动内部表彰'),
      '   - 夜班、抢救配合',
    );
  });

  test('content: an upgraded degree takes the subtitle of the school of that name, not of a hospital that contains it', () => {
    const outline = [
      '## 工作经历',
      '1. 四川大学华西医院 | 心内科护士长 | 2021.07 - 至今',
      '   - 管理护士38人',
      '## 教育经历',
      '1. 四川大学 | 本科（自考） 护理学 | 2015.10 - 2018.06',
    ];
    const guard = new FactGuard(outline.join('\n'), outline);
    assert.equal(guard.guardSubtitle('四川大学', '硕士研究生 护理学'), '本科（自考） 护理学');
  });

  test('each kind of claim is checked: employer in a sentence, degree, title, certificate, personal data', () => {
    const guard = new FactGuard(source, own);
    assert.deepEqual(guard.inventedFacts('   - Built the CI at McKinsey'), ['McKinsey']);
    assert.deepEqual(guard.inventedFacts('- Ex-Amazon engineer'), ['Amazon']);
    assert.deepEqual(guard.inventedFacts('- 前阿里工程师'), ['阿里']);
    assert.deepEqual(guard.inventedFacts('- 曾就职于腾讯，负责支付'), ['腾讯']);
    assert.deepEqual(
      guard.inventedFacts('1. University of London | MSc Computer Science | 2015.09 - 2019.06'),
      ['MSc'],
    );
    assert.deepEqual(guard.inventedFacts('- MBA candidate'), ['MBA']);
    assert.deepEqual(
      guard.inventedFacts('2. Analytical Engines Ltd | Head of Engineering | 2019.04 - 2021.12'),
      ['head', 'Head of Engineering'],
    );
    assert.deepEqual(guard.inventedFacts('2. 字节跳动 | 高级后端工程师 | 2022.04 - 至今'), ['高级']);
    assert.deepEqual(guard.inventedFacts('- PMP, AWS Certified Developer'), ['AWS certification', 'PMP']);
    assert.deepEqual(guard.inventedFacts('- 注册会计师'), ['CPA']);
    assert.deepEqual(guard.inventedFacts('- Nationality: British'), ['nationality']);
    assert.deepEqual(guard.inventedFacts('- 婚姻状况：已婚'), ['marital']);
    assert.deepEqual(guard.inventedFacts('- 28岁，男'), ['age', '28']);
  });

  test('an unsupported clause is cut when the rest is true; else the line is the same entry’s own, or dropped', () => {
    const guard = new FactGuard(source, own);
    assert.equal(guard.guardLine('## 工作经历'), '## 工作经历');
    assert.equal(
      guard.guardLine('1. 字节跳动 | 后端工程师 | 2022.04 - 至今'),
      '1. 字节跳动 | 后端工程师 | 2022.04 - 至今',
    );
    assert.equal(
      guard.guardLine('   - 负责订单系统，QPS 提升到 1200，成本降低 30%'),
      '   - 负责订单系统，QPS 提升到 1200',
    );
    assert.equal(
      guard.guardLine('2. Analytical Engines Ltd | Lead Engineer | 2019.04 - 2021.12'),
      '2. Analytical Engines Ltd | Engineer | Apr 2019 - Dec 2021',
    );
    // Nothing true is left, and the entry's own line is the only one like it.
    assert.equal(
      guard.guardLine('   - Led 3 engineers to cut build times by 45% at Google'),
      '   - Led 3 engineers and cut build times by 40%',
    );
    assert.equal(guard.guardLine('   - Won the Turing Award in 1999'), '');
    assert.deepEqual(guard.decisions, {
      claim_clause_removed: 1,
      claim_line_replaced: 2,
      claim_line_dropped: 1,
    });
  });

  test('the lines of an invented entry go with it', () => {
    const guard = new FactGuard(source, own);
    assert.equal(guard.guardLine('3. Google | Engineer | 2018.01 - 2019.03'), '');
    assert.equal(guard.guardLine('   - 负责订单系统，QPS 提升到 １２００'), '');
    // Numbered in the dropped entry's place.
    assert.equal(
      guard.guardLine('4. Analytical Engines Ltd | Engineer | Apr 2019 - Dec 2021'),
      '3. Analytical Engines Ltd | Engineer | Apr 2019 - Dec 2021',
    );
    assert.equal(
      guard.guardLine('   - Led 3 engineers and cut build times by 40%'),
      '   - Led 3 engineers and cut build times by 40%',
    );
  });

  test('content: an upgraded subtitle becomes the outline’s, a personal field is dropped, a kv value cut', () => {
    const outline = [
      '## Basic Information',
      '- Name: Ada Lovelace',
      '## Work Experience',
      '1. Analytical Engines Ltd | Operations Analyst | 2021.03 - 2023.06',
      '   - Cut stock-outs by 30% across 4 warehouses',
    ].join('\n');
    const guard = new FactGuard(outline, []);
    assert.equal(guard.guardSubtitle('Analytical Engines Ltd', 'Head of Operations'), 'Operations Analyst');
    assert.equal(guard.guardSubtitle('Analytical Engines Ltd', 'Operations Analyst'), 'Operations Analyst');
    assert.equal(guard.guardField('Nationality', 'British'), undefined);
    assert.equal(guard.guardField('Name', 'Ada Lovelace'), 'Ada Lovelace');
    assert.equal(
      guard.guardText('Cut stock-outs by 30% across 4 warehouses, saving $2M'),
      'Cut stock-outs by 30% across 4 warehouses',
    );
    assert.deepEqual(guard.drainDecisions(), {
      claim_line_replaced: 1,
      claim_line_dropped: 1,
      claim_clause_removed: 1,
    });
    assert.deepEqual(guard.drainDecisions(), {}, 'each decision is counted once');
  });

  test('each decision is counted by kind of decision, and the debug log holds the claim, never the line', async () => {
    const metrics = new Metrics();
    const logged: Record<string, unknown>[] = [];
    const guard = new FactGuard(
      source,
      own,
      claimObserver(metrics, (_message, fields) => logged.push(fields)),
    );
    const line = '   - Rebuilt the payment ledger at McKinsey for 40 banks';
    assert.equal(guard.guardLine(line), '');
    const text = await metrics.registry.metrics();
    assert.match(text, /llm_corrections_total\{what="claim_line_dropped"\} 1/);
    assert.deepEqual(logged, [
      {
        decision: 'claim_line_dropped',
        claims: [
          { kind: 'organisation', value: 'McKinsey' },
          { kind: 'number', value: '40' },
        ],
      },
    ]);
    assert.doesNotMatch(JSON.stringify(logged), /ledger|banks/);
  });
});
