// Round 23 of the LLM corpus (session 36: job headers and many kinds of numbers): careful rewrites the guard had
// flagged, each kept now, beside the invention the same rule must still stop. A "5-level" garage labels no number
// after it; "cal. days", "mgrs", "acct" and a decimal's "pts" are read as written out; a year's part after "--"; a
// preposition right after a number names nothing counted; a lead verb before things leads no one; a verb before
// 集团 starts no name; "十几场" is over ten; DR影像 is no product.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { FactGuard } from '../../src/generation/llm/fact-guard.ts';
import { casesJudgedWrong, type GuardCase, job, summary } from '../helpers/guard-cases.ts';

const GC = 'Harrow Builders | Assistant Project Manager | 03/2022 - Present';
const QSR = 'Ridgeline QSR Holdings, LLC | Area Manager | Sept. 2021 - Present';
const FACILITIES = 'Tidewater State University | Facilities Manager | Aug 2021 - Present';
const ACCOUNTING = 'Arlo Diagnostics, Inc. | Senior Accountant | 01/2018 - 09/2021';
const QUALITY = '恒锐集团 电机事业部 | 质量主管 | 2018.03 - 2021.05';
const IMAGING = '嘉兴市禾城医院影像中心 | CT/MR技师长 | 2022.03 - 至今';

const cases: GuardCase[] = [
  job(
    'en',
    GC,
    ['312k SF medical office bldg + 5-level 1,150-space parking garage'],
    'A 312,000 SF medical office building and a 5-level, 1,150-space parking garage',
    false,
    'a counted level labels no number after it',
  ),
  job(
    'en',
    GC,
    ['312k SF medical office bldg + 5-level 1,150-space parking garage'],
    'A 312,000 SF medical office building and a 5-level, 1,400-space parking garage',
    true,
    'a count of spaces raised',
  ),
  job(
    'en',
    GC,
    ['curtain wall delay put us 34 cal. days behind in 2023'],
    'A curtain wall delay put us 34 calendar days behind in 2023',
    false,
    '"cal. days" are calendar days',
  ),
  job(
    'en',
    QSR,
    ['actual vs theo gap 1.9 → 0.6 pts'],
    'Narrowed the actual-versus-theoretical gap from 1.9 to 0.6 points',
    false,
    'a decimal before "pts" is points',
  ),
  job(
    'en',
    QSR,
    ['co-facilitate the 6-wk GM academy (3 cohorts, 27 mgrs)'],
    'Co-facilitate the 6-week GM academy (3 cohorts, 27 managers)',
    false,
    '"mgrs" are managers',
  ),
  job(
    'en',
    QSR,
    ['co-facilitate the 6-wk GM academy (3 cohorts, 27 mgrs)'],
    'Co-facilitate the 6-week GM academy (3 cohorts, 27 managers) and led a team of 9 managers',
    true,
    'a team added beside them',
  ),
  job(
    'en',
    QSR,
    ['ServSafe Manager 2012; trained ~35 new crew on station cards'],
    'Earned ServSafe Manager certification in 2012 and trained about 35 new crew members on station cards',
    false,
    'the verb before a certificate is no part of its name',
  ),
  job(
    'en',
    QSR,
    ['ServSafe Manager 2012; trained ~35 new crew on station cards'],
    'Earned ServSafe Instructor certification in 2012 and trained about 35 new crew members on station cards',
    true,
    'another certificate after the verb',
  ),
  job(
    'en',
    FACILITIES,
    ['I have 20 yrs in maintenance/repair -- 10.5 in the Navy as a Hull Maintenance Tech (HT)'],
    'I have 20 years in maintenance and repair: 10.5 years in the Navy as a Hull Maintenance Technician (HT)',
    false,
    'a part of a span of years after a dash typed as hyphens',
  ),
  job(
    'en',
    FACILITIES,
    ['backlog >90 days 412 -> 57 WOs (Jan 2022 vs Jun 2025)'],
    'Reduced the backlog of work orders older than 90 days from 412 to 57 between Jan 2022 and Jun 2025',
    false,
    'a preposition after a number names nothing counted',
  ),
  job(
    'en',
    FACILITIES,
    ['TMA work orders ~650/mo; PM compliance held at >=98%'],
    'Managed about 650 TMA work orders a month and held PM compliance at or above 98%',
    false,
    'a lead verb before work orders leads no one',
  ),
  job(
    'en',
    ACCOUNTING,
    ["mapped ~1,150 Kestrel GL accts to Arlo's 420-acct CoA"],
    "Mapped about 1,150 Kestrel GL accounts to Arlo's 420-account chart of accounts",
    false,
    '"acct" is an account',
  ),
  job(
    'zh',
    QUALITY,
    ['22年起兼集团质量中心专家组成员，参与编集团《供应商质量手册》2023版'],
    '自2022年起兼任集团质量中心专家组成员，参与编写集团《供应商质量手册》2023版',
    false,
    '编写 before 集团 starts no name',
  ),
  job(
    'zh',
    QUALITY,
    ['给产线班组长、操作工讲质量意识和首件检验，一年十几场，培训400人次左右'],
    '为产线班组长和操作工讲授质量意识及首件检验课程，每年十余场，培训约400人次',
    false,
    '十几场 is over ten',
  ),
  job(
    'zh',
    QUALITY,
    ['给产线班组长、操作工讲质量意识和首件检验，一年十几场，培训400人次左右'],
    '为产线班组长和操作工讲授质量意识及首件检验课程，每年三十余场，培训约400人次',
    true,
    'over ten raised to over thirty',
  ),
  job(
    'zh',
    IMAGING,
    ['医联体4家分院CT/DR片子做远程质控，每月抽查200份'],
    '对医联体4家分院的CT和DR影像开展远程质控，每月抽查200份',
    false,
    'DR影像 names no product',
  ),
];

describe('round 23 careful rewrites', () => {
  test('keep every fact a careful model rewords, and the same rules still stop what was added', () => {
    assert.deepEqual(casesJudgedWrong(cases), []);
  });
});

describe('a finance head upgraded', () => {
  test('"Corporate Controller" for an Accounting Manager is an upgraded title, though the objective and a sign-off name a controller', () => {
    const source = [
      'Objective: Assistant Controller / Sr. Accounting Manager',
      '1. Northstar Cold Chain Logistics, LLC | Accounting Manager (hybrid) | 10/2021 - Present',
      '   - Mapped 1,150 GL accts, signed off by the Asst Controller',
      '2. Arlo Diagnostics, Inc. | Senior Accountant, Corporate Accounting | 10/2019 - 09/2021',
      '   - Prepped ~85 recs/mo + the monthly flux for the Controller',
    ].join('\n');
    const guard = new FactGuard(source, []);
    assert.deepEqual(
      guard.inventedFacts(
        '1. Northstar Cold Chain Logistics, LLC | Corporate Controller | 10/2021 - Present',
      ),
      ['Corporate Controller'],
    );
    assert.deepEqual(
      guard.inventedFacts('1. Northstar Cold Chain Logistics, LLC | Accounting Manager | 10/2021 - Present'),
      [],
    );
  });
});

describe('a clause cut for an invention', () => {
  test('is judged in its line: a true clause that reads only in context stays', () => {
    const [source, own] = summary(
      'en',
      [
        'I have ~12 yrs in accounting: 3 in audit at EY, 5 in industry through an acquisition + ERP migration, and 4 as an Accounting Mgr running a 9-entity close',
      ],
      [],
      '',
      true,
      '',
    );
    const guard = new FactGuard(source, own);
    guard.guardLine('## Summary');
    assert.equal(
      guard.guardLine(
        '- Former Accenture consultant. I have about 12 years in accounting: 3 in audit at EY, 5 in industry through an acquisition and ERP migration, and 4 as an accounting manager running a 9-entity close.',
      ),
      '- I have about 12 years in accounting: 3 in audit at EY, 5 in industry through an acquisition and ERP migration, and 4 as an accounting manager running a 9-entity close.',
    );
  });
});

const SLP = 'Hargrove Elementary | School SLP | 08/2016 - 06/2019';
const FINTECH = 'Tallyroot | Software Engineer II, Payments | 01/2021 - 12/2023';

describe('round 24 careful rewrites', () => {
  test('ages, a school year ending a sentence, FTE, a team the person was on', () => {
    const cases: GuardCase[] = [
      job(
        'en',
        SLP,
        ['ECSE class (8 kids, 3-5 yr olds)'],
        'The ECSE class of 8 children aged 3–5',
        false,
        'ages are years',
      ),
      job(
        'en',
        SLP,
        ['ECSE class (8 kids, 3-5 yr olds)'],
        'The ECSE class of 8 children aged 3–7',
        true,
        'an age range widened',
      ),
      job(
        'en',
        SLP,
        ["ran the vocab group w/ the campus's 2 reading interventionists (2016-17)"],
        "Ran the vocabulary group with the campus's 2 reading interventionists in 2016–17.",
        false,
        'a school year closing a sentence',
      ),
      job(
        'en',
        FINTECH,
        ['1 of 6 testers (4 contract, 2 FTE)'],
        'One of 6 testers (4 contract and 2 full-time)',
        false,
        'FTE are full-time staff',
      ),
      job(
        'en',
        FINTECH,
        ['Payments team (7 eng), owned the ACH origination service'],
        'On the Payments team of 7 engineers, owned the ACH origination service',
        false,
        'a team the person was on leads no one',
      ),
      job(
        'en',
        FINTECH,
        ['Payments team (7 eng), owned the ACH origination service'],
        'Led the Payments team of 7 engineers and owned the ACH origination service',
        true,
        'the same team led',
      ),
    ];
    assert.deepEqual(casesJudgedWrong(cases), []);
  });
});
