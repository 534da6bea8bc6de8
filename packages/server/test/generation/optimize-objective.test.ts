// The heading of an optimized resume is the job the person says they want (求职意向, "Objective:"), before their
// latest title, and without the places, pay and conditions they wrote beside it; those stay in their basic
// information as typed. The same heading leads the model's outline (targetRoleOf).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { targetRoleOf } from '../../src/generation/llm/outline-sources.ts';
import { optimizeDocument } from '../../src/generation/optimize-document.ts';
import { parseResumeText } from '../../src/reading/extract/parse-resume-text.ts';

const TODAY = new Date('2026-11-29T00:00:00Z');

function zhResume(objective: string, role: string): string {
  return [
    '王芳',
    '电话：137 6021 8890 | 邮箱：wangfang@example.com | 城市：成都',
    `求职意向：${objective}`,
    '',
    '工作经历',
    `成都市某中学 | ${role} | 2019.08 - 至今`,
    '- 带两个班的数学，中考平均分比区均分高11分',
    '',
    '教育经历',
    '四川师范大学 | 本科 数学与应用数学 | 2014.09 - 2018.06',
  ].join('\n');
}

function enResume(objective: string, role: string): string {
  return [
    'Naomi Fischer',
    'naomi@example.com | (414) 555-0142 | Milwaukee, WI',
    `Objective: ${objective}`,
    '',
    'Experience',
    `Sample Community Foundation | ${role} | 2019 - Present`,
    '- Wrote 40 grant proposals a year; 62% funded',
    '',
    'Education',
    'University of Wisconsin–Milwaukee | BA, English | 2012 - 2016',
  ].join('\n');
}

function headingOf(text: string): string {
  const resume = parseResumeText(text);
  const optimized = optimizeDocument(resume, { today: TODAY });
  assert.equal(targetRoleOf(resume, optimized), optimized.job, 'the model path heads with the same job');
  return optimized.job;
}

function basicValues(text: string): string[] {
  const optimized = optimizeDocument(parseResumeText(text), { today: TODAY });
  return optimized.parts.flatMap((part) => (part.shape === 'kv' ? part.items.map((item) => item.value) : []));
}

describe('the optimized heading is the objective the person wrote', () => {
  test('the objective leads over the latest title', () => {
    assert.equal(headingOf(zhResume('初中数学教师', '数学教师')), '初中数学教师');
    assert.equal(headingOf(enResume('Grants Manager', 'Senior Development Associate')), 'Grants Manager');
  });

  test('places, pay and conditions after a dash or in brackets are left out of the heading', () => {
    const cases: [string, string][] = [
      [
        '测试开发 / 自动化测试（接口+性能方向）— 成都高新区·天府软件园，期望22k-26k×14，不考虑外包驻场',
        '测试开发 / 自动化测试（接口+性能方向）',
      ],
      ['高中化学教师（广州/佛山，公办、民办都可以）', '高中化学教师'],
      ['系统策划 / 数值策划（SLG、卡牌）—— 杭州/上海', '系统策划 / 数值策划（SLG、卡牌）'],
      ['设备主管/设备经理（食品、饮料、乳品工厂优先）— 佛山、广州、江门', '设备主管/设备经理'],
    ];
    for (const [objective, heading] of cases)
      assert.equal(headingOf(zhResume(objective, '数学教师')), heading, objective);
    const english: [string, string][] = [
      [
        'Grants Manager / Sr. Grant Writer — health or human services, Milwaukee or remote',
        'Grants Manager / Sr. Grant Writer',
      ],
      [
        'Sr. Property Adjuster / Large Loss (trainee OK) – desk or hybrid',
        'Sr. Property Adjuster / Large Loss',
      ],
    ];
    for (const [objective, heading] of english)
      assert.equal(headingOf(enResume(objective, 'Development Associate')), heading, objective);
  });

  test("a specialty after a dash or in brackets is the role's own and stays", () => {
    assert.equal(
      headingOf(enResume('Senior Paralegal – Litigation', 'Paralegal')),
      'Senior Paralegal – Litigation',
    );
    assert.equal(
      headingOf(zhResume('建筑师 / 方案主创（公建方向）', '建筑师')),
      '建筑师 / 方案主创（公建方向）',
    );
    assert.equal(headingOf(zhResume('电商运营主管 – 天猫/京东', '运营专员')), '电商运营主管 – 天猫/京东');
  });

  test('the conditions stay in the basic information as the person typed them', () => {
    const objective = '设备主管/设备经理（食品、饮料、乳品工厂优先）— 佛山、广州、江门';
    assert.ok(basicValues(zhResume(objective, '设备维修主管')).includes(objective));
  });
});

describe("a template's own labels head nothing", () => {
  test('a role written "Job title" or "职位" and a degree written "Degree" or "学位" are no job', () => {
    const english = [
      'John Doe',
      'john@doe.org',
      '',
      'Experience',
      'Employer | Job title | 2021 - 2023',
      '- General description no longer than 1–2 lines.',
      '',
      'Education',
      'Institution | Degree | 2016 - 2020',
    ].join('\n');
    const chinese = [
      '李小龙',
      'xiaolong@li.com.cn',
      '',
      '工作经历',
      '公司 | 职位 | 2021 - 2023',
      '- 不超过1–2行的概况说明',
      '',
      '教育经历',
      '院校 | 学位 | 2016 - 2020',
    ].join('\n');
    assert.equal(headingOf(english), 'Resume');
    assert.equal(headingOf(chinese), '个人简历');
    // A role that only looks like a label is still the person's.
    assert.equal(headingOf(english.replace('Job title', 'Title Examiner')), 'Title Examiner');
  });
});
