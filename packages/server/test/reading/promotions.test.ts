// Roles held at one employer, printed under its name once (a promotion): every role's entry in the outline names the
// employer, and each bullet stays under its own role. Found by a fuzz of English experience layouts (session 33):
// the earlier role was written "2. Registered Nurse | dates", a role where the organisation goes.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { experienceOf } from '../helpers/outline-parts.ts';

describe('roles printed under one employer', () => {
  test("an employer's line with the whole span, then each role with its dates", () => {
    assert.deepEqual(
      experienceOf(
        'Mercy Hospital | Tacoma, WA | May 2014 – Mar 2020\nCharge Nurse (Jan 2017 – Mar 2020)\n- Led a unit of 12 nurses\nRegistered Nurse (May 2014 – Jan 2017)\n- Cared for 5 patients a shift',
      ),
      [
        '1. Mercy Hospital, Tacoma, WA | Charge Nurse | Jan 2017 - Mar 2020',
        '   - Led a unit of 12 nurses',
        '2. Mercy Hospital, Tacoma, WA | Registered Nurse | May 2014 - Jan 2017',
        '   - Cared for 5 patients a shift',
      ],
    );
  });

  test('a role right after another at the same employer, ending as it began', () => {
    for (const header of [
      'Mercy Hospital\nCharge Nurse | Jan 2017 – Present',
      'Mercy Hospital | Charge Nurse | Jan 2017 – Present',
    ])
      assert.deepEqual(
        experienceOf(
          `${header}\n- Led a unit of 12 nurses\nRegistered Nurse | May 2014 – Jan 2017\n- Cared for 5 patients a shift`,
        ),
        [
          '1. Mercy Hospital | Charge Nurse | Jan 2017 - Present',
          '   - Led a unit of 12 nurses',
          '2. Mercy Hospital | Registered Nurse | May 2014 - Jan 2017',
          '   - Cared for 5 patients a shift',
        ],
      );
  });

  test('a role with a gap before the next job is not taken to be at that employer', () => {
    assert.deepEqual(
      experienceOf(
        'Mercy Hospital | Charge Nurse | Jan 2019 – Present\n- Led a unit of 12 nurses\nTravel Nurse | May 2014 – Jan 2017\n- Took 13-week contracts',
      ).filter((line) => /^\d/.test(line)),
      ['1. Mercy Hospital | Charge Nurse | Jan 2019 - Present', '2. Travel Nurse | May 2014 - Jan 2017'],
    );
  });

  test('a Chinese employer over its roles', () => {
    assert.deepEqual(
      experienceOf(
        '深圳市拓岸科技有限公司\n采购主管 | 2020.03 - 至今\n- 管理供应商60家\n采购专员 | 2016.07 - 2020.03\n- 负责电子料询价',
        'zh-CN',
      ),
      [
        '1. 深圳市拓岸科技有限公司 | 采购主管 | 2020.03 - 至今',
        '   - 管理供应商60家',
        '2. 深圳市拓岸科技有限公司 | 采购专员 | 2016.07 - 2020.03',
        '   - 负责电子料询价',
      ],
    );
  });
});
