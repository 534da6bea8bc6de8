// An organisation's cell is written back as the person printed it, with the role beside it: places and notes in
// brackets, after a dash or a slash, public bodies, graded roles and a second post held (兼). Found by fuzzing header
// lines and by round 20 of the answer corpus (session 29); the guard replaces a model's line with the person's own
// entry, so an entry read wrong moves every line under it.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseResumeText } from '../../src/reading/extract/parse-resume-text.ts';
import { writeOutline } from '../../src/resume/outline-writer.ts';

/** The first work entry's line of the outline the service writes from a resume with this header line. */
function firstEntryLine(header: string, locale: 'en-US' | 'zh-CN' = 'en-US'): string {
  const text =
    locale === 'en-US'
      ? `Sam Rivera\nsam@example.com | 555-0100\n\nExperience\n${header} | 2019.03 - 2024.05\n- Trained 6 new hires\n\nEducation\nState University | BS Biology | 2012.09 - 2016.05\n`
      : `林涛\n电话：13800000000 | 邮箱：lintao@example.com\n\n工作经历\n${header} | 2019.03 - 2024.05\n- 带教新人6名\n\n教育经历\n四川大学 | 本科 生物科学 | 2012.09 - 2016.05\n`;
  const outline = writeOutline(parseResumeText(text, { locale }));
  return outline.split('\n').find((line) => /^1\. /.test(line)) ?? '';
}

describe('entry organisations as printed', () => {
  const cases: [string, string][] = [
    // A place, then a note on the entry after it.
    [
      'Lakeside Staffing Group (LSG), Tacoma, WA (agency – 1099 contractor) | Deposition Reporter',
      'Lakeside Staffing Group (LSG), Tacoma, WA (agency – 1099 contractor) | Deposition Reporter',
    ],
    [
      'Granite Peak Partners (formerly Alpine Realty), Denver, CO – client: Larkspur Capital | Property Manager',
      'Granite Peak Partners (formerly Alpine Realty), Denver, CO – client: Larkspur Capital | Property Manager',
    ],
    [
      'Cascadia Aero, Everett, WA / Boeing | Quality Inspector',
      'Cascadia Aero, Everett, WA / Boeing | Quality Inspector',
    ],
    // A place in brackets stays in brackets.
    ['Northwind Health (Spokane, WA) | Staff Nurse', 'Northwind Health (Spokane, WA) | Staff Nurse'],
    // Public bodies are organisations; a court reporter and a graded technician are roles.
    [
      'Superior Court of Pima County – Office of the Presiding Judge | Official Court Reporter II',
      'Superior Court of Pima County – Office of the Presiding Judge | Official Court Reporter II',
    ],
    [
      'Harbor Freight Tools, Meridian, ID | Maintenance Tech III',
      'Harbor Freight Tools, Meridian, ID | Maintenance Tech III',
    ],
    // A department in the role's cell is no organisation; a name with a labelled note is no key and value.
    [
      'Redwood Credit Union, Santa Rosa, CA | Assistant Manager, Front Office',
      'Redwood Credit Union, Santa Rosa, CA | Assistant Manager, Front Office',
    ],
    [
      'Northwind Health – client: Boeing, Portland, OR | Shift Lead',
      'Northwind Health – client: Boeing, Portland, OR | Shift Lead',
    ],
    // A town no list knows before a region written in full.
    [
      'Cascade Engineering, Bend, Oregon | Project Engineer',
      'Cascade Engineering, Bend, Oregon | Project Engineer',
    ],
  ];
  for (const [header, expected] of cases)
    test(header, () => assert.equal(firstEntryLine(header), `1. ${expected} | 2019.03 - 2024.05`));

  test("a territory in a role's brackets stays with the role; a branch and notes after a name stay with the name", () => {
    assert.equal(
      firstEntryLine('美团 | 销售经理（华南区）', 'zh-CN'),
      '1. 美团 | 销售经理（华南区） | 2019.03 - 2024.05',
    );
    assert.equal(
      firstEntryLine('招商银行西湖支行（实习）（杭州） | 大堂经理助理', 'zh-CN'),
      '1. 招商银行西湖支行（实习）（杭州） | 大堂经理助理 | 2019.03 - 2024.05',
    );
  });

  test("a role's note stays with the role when the organisation has a line of its own above it", () => {
    const cases: [string, string][] = [
      ['Acme Logistics\nShift Supervisor – 2nd shift', 'Acme Logistics | Shift Supervisor – 2nd shift'],
      ['Mercy Hospital\nRegistered Nurse, ICU', 'Mercy Hospital | Registered Nurse, ICU'],
      [
        'Acme Logistics, Inc.\nAssistant Manager / Acting GM',
        'Acme Logistics, Inc. | Assistant Manager / Acting GM',
      ],
      ['Acme Logistics – Store #12\nOperations Manager', 'Acme Logistics – Store #12 | Operations Manager'],
    ];
    for (const [header, expected] of cases)
      assert.equal(firstEntryLine(header), `1. ${expected} | 2019.03 - 2024.05`);
  });

  test("a role's note stays with the role beside a name no word classifies", () => {
    assert.equal(
      firstEntryLine('美团 | 产品经理（支付方向）', 'zh-CN'),
      '1. 美团 | 产品经理（支付方向） | 2019.03 - 2024.05',
    );
    assert.equal(
      firstEntryLine('美团 | 店长（东塘店）', 'zh-CN'),
      '1. 美团 | 店长（东塘店） | 2019.03 - 2024.05',
    );
    assert.equal(
      firstEntryLine('数据分析师（驻场） | 招商银行深圳分行', 'zh-CN'),
      '1. 招商银行深圳分行 | 数据分析师（驻场） | 2019.03 - 2024.05',
    );
  });

  test("a role's note before 'at' stays with the role", () => {
    assert.equal(
      firstEntryLine('Shift Supervisor – 2nd shift at Acme Logistics'),
      '1. Acme Logistics | Shift Supervisor – 2nd shift | 2019.03 - 2024.05',
    );
  });

  test("a role's note stays with the role after a name and a colon", () => {
    assert.equal(
      firstEntryLine('杭州悦橙电子商务有限公司：店长（东塘店）', 'zh-CN'),
      '1. 杭州悦橙电子商务有限公司 | 店长（东塘店） | 2019.03 - 2024.05',
    );
  });

  test("a company's legal form after a comma stays with its name", () => {
    assert.equal(
      firstEntryLine('Operations Manager, Acme Logistics, Inc.'),
      '1. Acme Logistics, Inc. | Operations Manager | 2019.03 - 2024.05',
    );
    assert.equal(
      firstEntryLine('Bluebird Home Health, LLC | Scheduler'),
      '1. Bluebird Home Health, LLC | Scheduler | 2019.03 - 2024.05',
    );
  });

  test("a store or campus after a middle dot stays with its organisation's name", () => {
    assert.equal(
      firstEntryLine('湘仁堂大药房连锁有限公司 · 雨花区东塘店（社区店） | 店长', 'zh-CN'),
      '1. 湘仁堂大药房连锁有限公司 · 雨花区东塘店（社区店） | 店长 | 2019.03 - 2024.05',
    );
    assert.equal(
      firstEntryLine('广州明日医疗器械有限公司·审计助理', 'zh-CN'),
      '1. 广州明日医疗器械有限公司 | 审计助理 | 2019.03 - 2024.05',
    );
  });

  test('a note between a role and its organisation stays with the role, never a line of its own', () => {
    const cases: [string, string][] = [
      ['Registered Nurse, ICU, Mercy Hospital', 'Mercy Hospital | Registered Nurse, ICU'],
      ['Line Cook, 2nd shift, Acme Logistics', 'Acme Logistics | Line Cook, 2nd shift'],
      ['Staff Accountant, Remote, Walgreens', 'Walgreens | Staff Accountant, Remote'],
      ['Walgreens — Staff Accountant, Remote', 'Walgreens | Staff Accountant, Remote'],
      [
        'Lincoln Elementary School — Operations Manager, Night Shift',
        'Lincoln Elementary School | Operations Manager, Night Shift',
      ],
    ];
    for (const [header, expected] of cases)
      assert.equal(firstEntryLine(header), `1. ${expected} | 2019.03 - 2024.05`);
  });

  test("an organisation's place after a dash or 'at' stays the organisation's, not the whole name", () => {
    assert.equal(
      firstEntryLine('Registered Nurse – Mercy Hospital, Tacoma, WA'),
      '1. Mercy Hospital, Tacoma, WA | Registered Nurse | 2019.03 - 2024.05',
    );
    assert.equal(
      firstEntryLine('Dental Hygienist at Summit Dental Group, Austin, TX'),
      '1. Summit Dental Group, Austin, TX | Dental Hygienist | 2019.03 - 2024.05',
    );
  });

  test("a role and an employer whose name ends like a heading ('… Tools') head an entry, not a part", () => {
    const text =
      'Sam Rivera\nsam@example.com | 555-0100\n\nExperience\nShift Supervisor, Harbor Freight Tools\nMar 2019 – May 2024\n- Trained 6 new hires\n\nEducation\nState University | BS Biology | 2012.09 - 2016.05\n';
    const outline = writeOutline(parseResumeText(text, { locale: 'en-US' }));
    assert.match(outline, /^1\. Harbor Freight Tools \| Shift Supervisor \| Mar 2019 - May 2024$/m);
    assert.doesNotMatch(outline, /^## Shift Supervisor/m);
  });

  test('a store after an unspaced middle dot stays with its name before a colon or a spaced slash', () => {
    for (const header of [
      '湘仁堂大药房连锁有限公司·雨花区东塘店：店长',
      '湘仁堂大药房连锁有限公司·雨花区东塘店 / 店长',
    ])
      assert.equal(
        firstEntryLine(header, 'zh-CN'),
        '1. 湘仁堂大药房连锁有限公司·雨花区东塘店 | 店长 | 2019.03 - 2024.05',
      );
  });

  test('a post and a second post held (兼) are a role beside a name after a colon or slash, or before a short name', () => {
    for (const header of [
      '深圳市拓岸科技有限公司：采购主管（代理）兼3C采购组组长',
      '深圳市拓岸科技有限公司 / 采购主管（代理）兼3C采购组组长',
    ])
      assert.equal(
        firstEntryLine(header, 'zh-CN'),
        '1. 深圳市拓岸科技有限公司 | 采购主管（代理）兼3C采购组组长 | 2019.03 - 2024.05',
      );
    assert.equal(
      firstEntryLine('采购主管（代理）兼3C采购组组长 | 美团', 'zh-CN'),
      '1. 美团 | 采购主管（代理）兼3C采购组组长 | 2019.03 - 2024.05',
    );
  });

  test('a role with its note and a second post held (兼) is one title', () => {
    assert.equal(
      firstEntryLine('深圳市拓岸科技有限公司 | 供应链主管（代理）兼3C采购组组长', 'zh-CN'),
      '1. 深圳市拓岸科技有限公司 | 供应链主管（代理）兼3C采购组组长 | 2019.03 - 2024.05',
    );
  });
});
