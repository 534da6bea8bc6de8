// Entry layouts that uploads reach the reader in after PDF or Word extraction, other than "Org | Role | dates": the
// organisation over a role padded out to its dates, the role and organisation over a line of dates, dates first,
// labelled fields (公司：/职位：/时间：), an organisation with its dates in brackets over its role. Found when the LLM
// corpus printed its resumes in these layouts (session 34): a role's note became the job's first bullet, an employer's
// line with a date in its note opened an entry of its own, "…, Inc." over bare dates was read as a sentence.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseResumeText } from '../../src/reading/extract/parse-resume-text.ts';
import { writeOutline } from '../../src/resume/outline-writer.ts';
import { educationOf, experienceOf } from '../helpers/outline-parts.ts';

describe('labelled fields (公司：/职位：/时间：)', () => {
  test("a role's bracketed note stays in the role, never the job's first bullet", () => {
    assert.deepEqual(
      experienceOf(
        '公司：宁波海曙百货有限公司\n职位：店铺运营主管（天猫&抖音）\n时间：2021年4月 - 至今\n1、负责天猫旗舰店日常运营\n2、618/双11 会场报名和排期，对接品牌方30多家',
        'zh-CN',
        '工作经验',
      ),
      [
        '1. 宁波海曙百货有限公司 | 店铺运营主管（天猫&抖音） | 2021年4月 - 至今',
        '   - 负责天猫旗舰店日常运营',
        '   - 618/双11 会场报名和排期，对接品牌方30多家',
      ],
    );
  });

  test("a promotion date in the role's brackets is a note on it; the 时间 line dates the entry", () => {
    assert.deepEqual(
      experienceOf(
        '公司：张家口坝上风电有限公司\n职位：巡检员 → 值班员（2020.05）\n时间：2018年7月 - 2022年3月\n1、负责33台风机的日常巡检',
        'zh-CN',
      ),
      [
        '1. 张家口坝上风电有限公司 | 巡检员 → 值班员（2020.05） | 2018年7月 - 2022年3月',
        '   - 负责33台风机的日常巡检',
      ],
    );
  });
});

describe('an organisation with its dates in brackets, the role on the next line', () => {
  test("roles with notes, a second post, a charge held beside it, a comma's note", () => {
    for (const role of [
      '区域督导（协助区域经理，分管4家店）',
      '质量主管（原料药车间）/ 兼EHS联络人',
      '运输调度主管（华南项目）/ 兼外协车队管理',
      '值长（运行二值）/ 2024.03起代理副场长',
      '销售代表（华中区）— 骨科线',
      '货车司机（C1，4.2米厢车）',
      '招聘专员，门店蓝领方向',
    ]) {
      assert.deepEqual(
        experienceOf(
          `长沙湘江物流有限公司（原长沙湘运货运有限公司，2021年6月更名）（2019/03 - 至今）\n${role}\n· 每月排班120车次`,
          'zh-CN',
        ),
        [
          `1. 长沙湘江物流有限公司（原长沙湘运货运有限公司，2021年6月更名） | ${role} | 2019/03 - 至今`,
          '   - 每月排班120车次',
        ],
        role,
      );
    }
  });

  test('a promotion dated in its brackets under the dated organisation is one entry', () => {
    assert.deepEqual(
      experienceOf(
        '湖南湘雅物业服务有限公司（2016/07 - 2019/07）\n保安 → 保安领班（2018.03）\n· 带6人夜班',
        'zh-CN',
      ),
      ['1. 湖南湘雅物业服务有限公司 | 保安 → 保安领班（2018.03） | 2016/07 - 2019/07', '   - 带6人夜班'],
    );
  });

  test('"2、618" is a numbered bullet, not an entry dated 6/18', () => {
    const lines = experienceOf(
      '公司：杭州青禾电子商务有限公司\n职位：运营专员\n时间：2020年3月 - 2022年6月\n1、负责日常上新\n2、618/11.11 大促排期',
      'zh-CN',
    );
    assert.equal(lines.filter((line) => /^\d+\. /.test(line)).length, 1, lines.join('\n'));
    assert.ok(lines.includes('   - 618/11.11 大促排期'), lines.join('\n'));
  });
});

describe('the organisation over the role, the dates padded to the right', () => {
  test('a number ending the role is no part of the dates after the column gap', () => {
    assert.deepEqual(
      experienceOf(
        'Bayside Outfitters, Tampa, FL\nStore Manager – Store #0412                     Feb 2019 – Present\n• Ran a $5.2M store',
      ),
      [
        '1. Bayside Outfitters, Tampa, FL | Store Manager – Store #0412 | Feb 2019 - Present',
        '   - Ran a $5.2M store',
      ],
    );
    assert.deepEqual(
      experienceOf(
        'Bayside Outfitters, Tampa, FL\nDistrict Manager – District 4                   Mar 2021 – Present\n• Oversee 9 stores',
      ),
      [
        '1. Bayside Outfitters, Tampa, FL | District Manager – District 4 | Mar 2021 - Present',
        '   - Oversee 9 stores',
      ],
    );
  });

  test("an employer's line whose note holds a date is the entry's organisation, not an entry of its own", () => {
    const lines = experienceOf(
      [
        'Lakeview Regional Hospital, Dayton, OH',
        'Staff Pharmacist                                Jun 2021 – Present',
        '• Verified 400 orders a shift',
        '',
        'Miami Valley Apothecary, Inc., Dayton, OH (acquired by Lakeview Health Partners, Oct 2020)',
        'Pharmacy Technician                             Aug 2016 – May 2021',
        '• Filled 250 prescriptions a day',
      ].join('\n'),
    );
    assert.deepEqual(
      lines.filter((line) => /^\d+\. /.test(line)),
      [
        '1. Lakeview Regional Hospital, Dayton, OH | Staff Pharmacist | Jun 2021 - Present',
        '2. Miami Valley Apothecary, Inc., Dayton, OH (acquired by Lakeview Health Partners, Oct 2020) | Pharmacy Technician | Aug 2016 - May 2021',
      ],
    );
  });
});

describe('the role and organisation over a line of dates', () => {
  test('"…, Inc." ends a name, not a sentence: the line is the entry\'s header', () => {
    assert.deepEqual(
      experienceOf(
        'Senior Account Executive, Industrial Accounts, Lakeshore Pump & Valve, Inc.\n01/2020 – Present\n* Own 28 OEM accounts',
      ),
      [
        '1. Lakeshore Pump & Valve, Inc. | Senior Account Executive, Industrial Accounts | 01/2020 - Present',
        '   - Own 28 OEM accounts',
      ],
    );
  });

  test('a long degree line over bare dates is that degree, not a stray line', () => {
    assert.deepEqual(
      educationOf(
        'MS Nutrition (combined MS / Dietetic Internship, 1,200 supervised practice hours), Northfield State University\n08/2014 – 05/2016\nBS Food Science, Lakeside University\n08/2010 – 05/2014',
      ),
      [
        '1. Northfield State University | MS Nutrition (combined MS / Dietetic Internship, 1,200 supervised practice hours) | 08/2014 - 05/2016',
        '2. Lakeside University | BS Food Science | 08/2010 - 05/2014',
      ],
    );
  });
});

describe('dates first, then the role and organisation', () => {
  test('a long line opening with its dates and a gap heads an entry', () => {
    const lines = experienceOf(
      [
        '2021.09 – 2023.06  Development Associate, Harbor Community Clinic, Inc., Racine, WI',
        '• Wrote 30 proposals a year',
        '2019.08 – 2021.08  Grant Writer (contract, ~20 hrs/wk) – Development & Communications, Eastside Youth Theatre Collective, Racine, WI (merged into Stagelight in 2022)',
        '• 18 proposals submitted, 11 funded',
      ].join('\n'),
    );
    assert.equal(lines.filter((line) => /^\d+\. /.test(line)).length, 2, lines.join('\n'));
    assert.ok(
      lines.some((line) => /^2\. .*Eastside Youth Theatre Collective.*2019\.08 - 2021\.08$/.test(line)),
      lines.join('\n'),
    );
    assert.ok(lines.includes('   - 18 proposals submitted, 11 funded'), lines.join('\n'));
  });
});

describe('notes beside a role or a name, in any layout', () => {
  test("a role's dash note runs to the comma before the organisation's name", () => {
    assert.deepEqual(
      experienceOf(
        '2021.09 – 2023.06  Senior Paralegal – Litigation, Baker Hostetler LLP\n• Managed 40 active matters',
      ),
      [
        '1. Baker Hostetler LLP | Senior Paralegal – Litigation | 2021.09 - 2023.06',
        '   - Managed 40 active matters',
      ],
    );
  });

  test("a numbered district or crew after a role's dash is the role's, before a name no word marks", () => {
    assert.deepEqual(
      experienceOf(
        '2022.03 – Present  District Manager – District 4, Pine & Porch Home Goods, Raleigh, NC\n• Oversee 11 stores',
      ),
      [
        '1. Pine & Porch Home Goods, Raleigh, NC | District Manager – District 4 | 2022.03 - Present',
        '   - Oversee 11 stores',
      ],
    );
    // A place after the dash's unit leaves the unit the organisation.
    assert.deepEqual(
      experienceOf('2020.01 – 2021.12  Research Analyst – Studio 54, Brooklyn, NY\n• Coded 300 interviews'),
      ['1. Studio 54, Brooklyn, NY | Research Analyst | 2020.01 - 2021.12', '   - Coded 300 interviews'],
    );
  });

  test("a dated acting post in a Chinese role's brackets stays in the role", () => {
    assert.deepEqual(
      experienceOf(
        '苏州枫桥实验学校（2022/09 - 至今）\n初中语文教师 / 教研组长（2024.09起代理初三年级组长）\n· 带两个班的数学',
        'zh-CN',
      ),
      [
        '1. 苏州枫桥实验学校 | 初中语文教师 / 教研组长（2024.09起代理初三年级组长） | 2022/09 - 至今',
        '   - 带两个班的数学',
      ],
    );
  });

  test("working for oneself stands where the employer goes, after the role's note", () => {
    assert.deepEqual(
      experienceOf(
        '2015.06 – 2017.09  Production Assistant (freelance) – commercials and docs, Self-employed, Philadelphia, PA\n• Worked 70 shoot days',
      ),
      [
        '1. Self-employed, Philadelphia, PA | Production Assistant (freelance) – commercials and docs | 2015.06 - 2017.09',
        '   - Worked 70 shoot days',
      ],
    );
  });

  test("an employer's branch after a dash stays in its name, not among the job's lines", () => {
    assert.deepEqual(
      experienceOf(
        'Mesa Verde ISD – Pinecrest Elementary, Durango, CO\nParaprofessional                                Aug 2019 – May 2022\n• Supported 12 students',
      ),
      [
        '1. Mesa Verde ISD – Pinecrest Elementary, Durango, CO | Paraprofessional | Aug 2019 - May 2022',
        '   - Supported 12 students',
      ],
    );
  });

  test('a degree with commas in its brackets under the dated school is the degree', () => {
    const text =
      '林涛\n电话：13800000000\n\n工作经历\n宁波港集团 | 调度员 | 2016.07 - 至今\n- 负责堆场调度\n\n教育背景\n宁波大学（继续教育学院）（2024/03 - 2026/07（预计））\n本科（业余，在读） 物流管理\n';
    const outline = writeOutline(parseResumeText(text, { locale: 'zh-CN' }));
    assert.match(
      outline,
      /1\. 宁波大学（继续教育学院） \| 本科（业余，在读） 物流管理 \| 2024\/03 - 2026\/07（预计）/,
    );
  });
});

describe('dates inside a note, and a degree with its notes', () => {
  test("a range in a role's bracketed note dates the note; the line's own dates follow it", () => {
    assert.deepEqual(
      experienceOf(
        'Lakeshore Hearing Center, Toledo, OH\nAudiologist II – Pediatrics (acting clinic lead Mar–Aug 2024)          Jul 2021 – Present\n• Fitted 300 hearing aids a year',
      ),
      [
        '1. Lakeshore Hearing Center, Toledo, OH | Audiologist II – Pediatrics (acting clinic lead Mar–Aug 2024) | Jul 2021 - Present',
        '   - Fitted 300 hearing aids a year',
      ],
    );
  });

  test("a degree's notes, an expected date in its brackets among them, run to the school's name", () => {
    assert.deepEqual(
      educationOf(
        '2024.01 – Present  B.S. – in progress (20 of 30 credits, expected May 2027) Health Sciences, degree completion, Northgate State University (online)\n2012.08 – 2014.05  A.A.S. Radiologic Technology, Lakeview Community College, Erie, PA',
      ),
      [
        '1. Northgate State University (online) | B.S. – in progress (20 of 30 credits, expected May 2027) Health Sciences, degree completion | 2024.01 - Present',
        '2. Lakeview Community College, Erie, PA | A.A.S. Radiologic Technology | 2012.08 - 2014.05',
      ],
    );
  });
});

describe('notes in brackets make a header line long, not a sentence', () => {
  test("an employer's line with a dated note in its middle heads the role under it", () => {
    assert.deepEqual(
      experienceOf(
        'Norvane Fastening Systems (formerly Lakeside Fastener Group; acquired by Norvane Industrial 04/2024), Grand Rapids, MI\nPayroll Supervisor (interim Payroll Manager 09/2024–01/2025)    Mar 2021 – Present\n• Ran payroll for 1,150 employees',
      ),
      [
        '1. Norvane Fastening Systems (formerly Lakeside Fastener Group; acquired by Norvane Industrial 04/2024), Grand Rapids, MI | Payroll Supervisor (interim Payroll Manager 09/2024–01/2025) | Mar 2021 - Present',
        '   - Ran payroll for 1,150 employees',
      ],
    );
  });

  test("a role whose note holds a range, over the entry's own dates", () => {
    assert.deepEqual(
      experienceOf(
        'Senior Internal Auditor (acting audit manager 02/2024–08/2024), Prairie Harvest Foods, Inc.\n03/2021 – Present\n* Tested 212 key controls',
      ),
      [
        '1. Prairie Harvest Foods, Inc. | Senior Internal Auditor (acting audit manager 02/2024–08/2024) | 03/2021 - Present',
        '   - Tested 212 key controls',
      ],
    );
  });

  test('an expected date in a degree line gives way to the dates in its own column', () => {
    assert.deepEqual(
      educationOf(
        'Midwest School of Psychology – Online Campus\nM.A. – in progress (online, part-time; 24 of 36 credit hrs), expected May 2026 Applied Behavior Analysis    Aug 2023 – May 2026\nLakeside State University, Erie, PA\nB.A. Psychology                                 Aug 2012 – May 2016',
      ),
      [
        '1. Midwest School of Psychology – Online Campus | M.A. – in progress (online, part-time; 24 of 36 credit hrs), expected May 2026 Applied Behavior Analysis | Aug 2023 - May 2026',
        '2. Lakeside State University, Erie, PA | B.A. Psychology | Aug 2012 - May 2016',
      ],
    );
  });
});

describe("an agency's placement and a school's town", () => {
  test('"placed at" is an agency\'s note, not a role held at the client', () => {
    assert.deepEqual(
      experienceOf(
        'Brightpath Staffing (contract) — placed at Lakeview Medical Group, San Antonio, TX\nNetwork Technician (Contract)                   Jan 2019 – Jun 2020\n• Replaced 120 switches',
      ),
      [
        '1. Brightpath Staffing (contract) — placed at Lakeview Medical Group, San Antonio, TX | Network Technician (Contract) | Jan 2019 - Jun 2020',
        '   - Replaced 120 switches',
      ],
    );
  });
});

test("a degree with a comma's note under its school's dated line is the school's degree", () => {
  const text =
    '林涛\n电话：13800000000\n\n工作经历\n成都市棕北小学 | 数学教师 | 2017.07 - 至今\n- 带两个班的数学\n\n教育背景\n西南师范大学（2013/09 - 2017/06）\n本科 小学教育（数学方向），2017届\n';
  const outline = writeOutline(parseResumeText(text, { locale: 'zh-CN' }));
  assert.match(outline, /1\. 西南师范大学 \| 本科 小学教育（数学方向），2017届 \| 2013\/09 - 2017\/06/);
});

// Session 35: a role and its notes, then the organisation at a comma, on one line (dates first or on the line below).
describe('a role first, its notes, then the organisation at a comma', () => {
  const entryLine = (header: string) =>
    experienceOf(`2021.09 – 2024.06  ${header}\n• Handled 40 cases a week`)[0] ?? '';

  test("the role's dash note runs to the comma before the organisation, however the name ends", () => {
    const cases: [string, string][] = [
      [
        'Occupational Therapy Assistant – Home Health (part-time, 20–24 hrs/wk), Bluegrass Home Health, Lexington, KY',
        'Bluegrass Home Health, Lexington, KY | Occupational Therapy Assistant – Home Health (part-time, 20–24 hrs/wk)',
      ],
      [
        'Deputy Court Clerk II (Civil Division – e-filing), Circuit Court of Dane County – Office of the Clerk, Madison, WI',
        'Circuit Court of Dane County – Office of the Clerk, Madison, WI | Deputy Court Clerk II (Civil Division – e-filing)',
      ],
      [
        'Lab Analyst I → II, Field Services, Tamarack Water Testing, LLC, Duluth, MN',
        'Tamarack Water Testing, LLC, Duluth, MN | Lab Analyst I → II, Field Services',
      ],
      ['Estimator, Hollins Mechanical, Akron, OH', 'Hollins Mechanical, Akron, OH | Estimator'],
      [
        "Boatswain's Mate Third Class (BM3), U.S. Navy – USS Harbor Point (LSD-51), San Diego, CA",
        "U.S. Navy – USS Harbor Point (LSD-51), San Diego, CA | Boatswain's Mate Third Class (BM3)",
      ],
    ];
    for (const [header, expected] of cases)
      assert.equal(entryLine(header), `1. ${expected} | 2021.09 - 2024.06`);
  });

  test('a town and state, or a school after a club, never become the organisation', () => {
    assert.equal(
      entryLine('Registered Nurse – Mercy Hospital, Tacoma, WA'),
      '1. Mercy Hospital, Tacoma, WA | Registered Nurse | 2021.09 - 2024.06',
    );
    const club = experienceOf(
      'Enactus, Lakeside State University    Aug 2013 – May 2016\nMember\n• Ran 4 campus events',
      'en-US',
    );
    assert.equal(club[0], '1. Enactus, Lakeside State University | Member | Aug 2013 - May 2016');
  });

  test("a promotion's range filling its brackets dates the acting post when the entry's dates are on the line below", () => {
    assert.deepEqual(
      experienceOf(
        'Front Desk Lead → Acting Front Office Manager (03/2021–07/2021), Harbor Inn & Suites Portland Airport\n09/2018 – 11/2021\n* Wrote the weekly schedule for 6 agents',
      ),
      [
        '1. Harbor Inn & Suites Portland Airport | Front Desk Lead → Acting Front Office Manager (03/2021–07/2021) | 09/2018 - 11/2021',
        '   - Wrote the weekly schedule for 6 agents',
      ],
    );
  });

  test('a role named after a school is a role; a second post ending in "Tech" is the role\'s', () => {
    assert.equal(
      entryLine(
        'School Bus Driver (Class B, P & S endorsements), Pinecrest Unified School District – Transportation, Visalia, CA',
      ),
      '1. Pinecrest Unified School District – Transportation, Visalia, CA | School Bus Driver (Class B, P & S endorsements) | 2021.09 - 2024.06',
    );
    assert.equal(
      entryLine('Pharmacy Aide / Pharmacy Tech, Riverside Drug Co., Dayton, OH'),
      '1. Riverside Drug Co., Dayton, OH | Pharmacy Aide / Pharmacy Tech | 2021.09 - 2024.06',
    );
  });
});

describe('dates first in education', () => {
  test("a degree's expected date stays in the degree when the line's own dates opened it; a school within a university is the school's name", () => {
    assert.deepEqual(
      educationOf(
        '2023.08 – 2026.05  M.S. – in progress (online, part-time; 18 of 30 credits), expected May 2026 Data Science, Northfield State University – Online\n2015.09 – 2017.05  MBA Finance, University of Oregon, Lundquist College of Business',
      ),
      [
        '1. Northfield State University – Online | M.S. – in progress (online, part-time; 18 of 30 credits), expected May 2026 Data Science | 2023.08 - 2026.05',
        '2. University of Oregon, Lundquist College of Business | MBA Finance | 2015.09 - 2017.05',
      ],
    );
  });

  test('a line of dates, a gap and fields longer than two header lines still heads its entry', () => {
    const long =
      '2022.09 – Present  Diagnostic Medical Sonographer II – General/OB-GYN; Vascular Lab cross-trainee, Lakeview Health – North Valley Regional Medical Center, Tulsa, OK (formerly North Valley Health System; merged into Lakeview Health in Oct 2022)';
    const lines = experienceOf(`${long}\n• About 3,000 exams a year`);
    assert.match(
      lines[0] ?? '',
      /^1\. Lakeview Health – North Valley Regional Medical Center, Tulsa, OK .*\| Diagnostic Medical Sonographer II/,
    );
    assert.equal(lines[1], '   - About 3,000 exams a year');
  });
});

describe('a degree first, its notes, then the school at a comma', () => {
  test("the degree keeps its notes and the school its place, over the dates' own line", () => {
    assert.deepEqual(
      educationOf(
        [
          'A.A.S. – not completed (30 of 60 cr. hrs, nights) Construction Management, Lakeside State Community College, Dayton, OH',
          '08/2016 – 05/2019',
          'BBA Finance, Northfield University, Erie, PA (evenings)',
          '01/2012 – 12/2015',
          'AA Business, Harbor City College',
          '08/2009 – 05/2011',
        ].join('\n'),
      ),
      [
        '1. Lakeside State Community College, Dayton, OH | A.A.S. – not completed (30 of 60 cr. hrs, nights) Construction Management | 08/2016 - 05/2019',
        '2. Northfield University, Erie, PA (evenings) | BBA Finance | 01/2012 - 12/2015',
        '3. Harbor City College | AA Business | 08/2009 - 05/2011',
      ],
    );
  });

  test('a school word inside a note names no school; a name with no school word after a degree is the school', () => {
    assert.deepEqual(
      educationOf(
        'No degree – 24 credit hrs (prereqs: A&P I/II, College Algebra) General Studies, Northfield State University – Lakeview campus\n01/2017 – 05/2018\nBS (licencjat) Mathematics, Politechnika Gdańska\n10/2010 – 06/2013',
      ),
      [
        '1. Northfield State University – Lakeview campus | No degree – 24 credit hrs (prereqs: A&P I/II, College Algebra) General Studies | 01/2017 - 05/2018',
        '2. Politechnika Gdańska | BS (licencjat) Mathematics | 10/2010 - 06/2013',
      ],
    );
  });
});

test('a long degree line closing with its dates in a column of their own heads its entry under the school', () => {
  assert.deepEqual(
    educationOf(
      'Northfield State University Ecampus (online)\nNon-degree coursework (no degree) Soil science + hydrology field methods, 3 courses / 12 credits, part-time while on the night shift    Jan 2022 – Jun 2022',
    ),
    [
      '1. Northfield State University Ecampus (online) | Non-degree coursework (no degree) Soil science + hydrology field methods, 3 courses / 12 credits, part-time while on the night shift | Jan 2022 - Jun 2022',
    ],
  );
});

// Round 23 of the LLM corpus (session 36): a range between a role and the organisation's comma over the entry's own
// dates, a rank or a shorthand post before a role's comma in its cell, the head of a role's people (技师长).
describe("a role's own range, ranks and shorthand posts", () => {
  test('a range between the role and the organisation, over a line of dates alone, dates the acting post', () => {
    assert.deepEqual(
      experienceOf(
        'Charge RT, nights / (acting) Night RC Supervisor Sept. 2021 – Feb. 2022, Mercy Ridge Hospital, Springfield, MO\nNov 2019 – Mar 2023\n* made the RT assignment for 9-12 therapists\n* precepted 7 new hires',
      ),
      [
        '1. Mercy Ridge Hospital, Springfield, MO | Charge RT, nights / (acting) Night RC Supervisor Sept. 2021 – Feb. 2022 | Nov 2019 - Mar 2023',
        '   - made the RT assignment for 9-12 therapists',
        '   - precepted 7 new hires',
      ],
    );
  });

  test('a rank or a shorthand post before the comma of a role in its cell is part of the role', () => {
    for (const role of [
      'HT2 (E-5) → HT1 (E-6), Structural Repair Shop – Work Center Supervisor from 2013',
      'Charge RT, nights / (acting) Night RC Supervisor',
    ])
      assert.deepEqual(
        experienceOf(
          `U.S. Navy – Mid-Atlantic Regional Maintenance Center, Norfolk, VA | ${role} | Jul 2010 - Dec 2015\n- ran the shop`,
        ),
        [
          `1. U.S. Navy – Mid-Atlantic Regional Maintenance Center, Norfolk, VA | ${role} | Jul 2010 - Dec 2015`,
          '   - ran the shop',
        ],
        role,
      );
  });

  test('技师长 heads the technologists: a role, however its brackets date it', () => {
    assert.deepEqual(
      experienceOf(
        '嘉兴市禾城医院影像中心（2022/03 - 至今）\nCT/MR技师长（2022.03起代理，2023.01正式任命）\n· 管排班、质控和带教',
        'zh-CN',
      ),
      [
        '1. 嘉兴市禾城医院影像中心 | CT/MR技师长（2022.03起代理，2023.01正式任命） | 2022/03 - 至今',
        '   - 管排班、质控和带教',
      ],
    );
  });
});

// Round 24 (session 36): a department inside an organisation's brackets, a second post from a date after a comma, a
// credential and its field in a school's row.
describe("a department in a name's brackets, a post acted in after a comma, a credential's field", () => {
  test('"运营部·西区" in the brackets is the branch\'s department; the role is the line below', () => {
    assert.deepEqual(
      experienceOf(
        '蜀茶里餐饮管理有限公司成都分公司（运营部·西区）（2022/07 - 至今）\n区域督导（西区，2024.03起兼新店开业督导）\n· 管西区9家店\n成都禾悦餐饮管理有限公司（蜀茶里加盟商）（2021/01 - 2022/06）\n店长（IFS店），2021.10起代理运营主管\n· 日均杯量900杯',
        'zh-CN',
      ),
      [
        '1. 蜀茶里餐饮管理有限公司成都分公司（运营部·西区） | 区域督导（西区，2024.03起兼新店开业督导） | 2022/07 - 至今',
        '   - 管西区9家店',
        '2. 成都禾悦餐饮管理有限公司（蜀茶里加盟商） | 店长（IFS店），2021.10起代理运营主管 | 2021/01 - 2022/06',
        '   - 日均杯量900杯',
      ],
    );
  });

  test('"Certificate, Pharmacy Technician (evening program)" beside the school is one credential', () => {
    assert.deepEqual(
      educationOf(
        'Muskegon Community College, Muskegon, MI | Certificate, Pharmacy Technician (evening program) | 2013 - 2014',
      ),
      [
        '1. Muskegon Community College, Muskegon, MI | Certificate, Pharmacy Technician (evening program) | 2013 - 2014',
      ],
    );
  });
});

test("a role's lower-case note after its dash runs to the capitalised name after it", () => {
  assert.deepEqual(
    experienceOf(
      'Freelance Graphic Designer – labels, menus & event print, Camille Ostrowski Design (freelance), Minneapolis\n06/2016 – 05/2018\n* Designed 40 wine labels',
    ),
    [
      '1. Camille Ostrowski Design (freelance), Minneapolis | Freelance Graphic Designer – labels, menus & event print | 06/2016 - 05/2018',
      '   - Designed 40 wine labels',
    ],
  );
});
