// What example lines claim: which certificates a resume holds (the overview's named ones first, a student's only by
// their own name), and the years a line dates itself to.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  certificateMentions,
  certificationsAtStage,
  fitsEntryYears,
  fitsShortEntry,
  namedYears,
  withinGraduateReach,
} from '../../src/knowledge/claim-scale.ts';
import { matchJob } from '../../src/knowledge/match-job.ts';

test('a certificate is named by its abbreviation with its number, a first word only when not strict; strictly only by its own acronym or whole name', () => {
  assert.ok(certificateMentions('Board Certified Behavior Analyst (BCBA)').includes('BCBA'));
  assert.ok(certificateMentions('ACLS certification').includes('ACLS'));
  assert.ok(certificateMentions('中级会计师证书').includes('中级会计师'));
  // "OSHA 10" of a student's overview is no "OSHA 500 Authorized Outreach Trainer".
  const trainer = certificateMentions('OSHA 500 Authorized Outreach Trainer', true);
  assert.ok(!trainer.some((key) => 'Completed the OSHA 10 card'.includes(key)));
  assert.ok(!certificateMentions('8-Hour HAZWOPER Supervisor', true).includes('8-Hour'));
  // A student's "EMC lab course" is no iNARTE EMC Engineer; their "BCBA coursework" names the BCBA all the same.
  assert.ok(!certificateMentions('iNARTE EMC Engineer', true).includes('EMC'));
  assert.ok(certificateMentions('Board Certified Behavior Analyst (BCBA)', true).includes('BCBA'));
  assert.ok(certificateMentions('机动车驾驶证（B2）', true).includes('机动车驾驶'));
});

test("the overview's level of a qualification is the one kept (中级, not the first-listed 初级)", () => {
  const accountant = matchJob('会计')?.family;
  assert.ok(accountant);
  const held = certificationsAtStage(accountant, 'zh-CN', false, (name) => name.startsWith('中级'));
  assert.ok(
    held.some((name) => name.startsWith('中级')),
    held.join('、'),
  );
  assert.ok(!held.some((name) => name.startsWith('初级')), held.join('、'));
});

test("a student who passed a licence's exam part holds the part, not the licence (CCAR-66 基础部分, not the B1 licence)", () => {
  const family = matchJob('飞机维修工程师')?.family;
  assert.ok(family);
  const held = certificationsAtStage(family, 'zh-CN', true, (name) => name.includes('CCAR-66'));
  assert.ok(
    held.some((name) => name.includes('基础部分')),
    held.join('、'),
  );
  assert.ok(!held.some((name) => /维修人员执照/.test(name)), held.join('、'));
});

test('a line dated to a year belongs to an entry running that year; a span of data years and a target are no date', () => {
  assert.deepEqual(namedYears('Won third prize in a citywide welding competition in 2023'), [2023]);
  assert.deepEqual(namedYears('获得 2023 年省级播音主持作品二等奖'), [2023]);
  assert.deepEqual(namedYears("Broke down a listed retailer's ROE from 2019 to 2023"), []);
  assert.deepEqual(namedYears('修复 1930 年代人字拼地板'), []);
  assert.deepEqual(namedYears('完成 2000 余道焊口'), []);
  assert.equal(
    fitsEntryYears('Won a regional award in 2023', 2018, 2020, 2026),
    false,
    'after the job ended',
  );
  assert.equal(
    fitsEntryYears('Won a regional award in 2023', 2024, 2026, 2026),
    false,
    'before the job began',
  );
  assert.equal(fitsEntryYears('Won a regional award in 2023', 2021, 2026, 2026), true);
  assert.equal(
    fitsEntryYears('制定 2030 年减排 40% 路线图', 2018, 2020, 2026),
    true,
    'a year to come is a target',
  );
});

test("a vocational graduate holds a skill certificate's 中级 and a student 软考中级 or CFA Level I, never a professional title or licence", () => {
  for (const held of [
    '数控车工职业技能等级证书（中级）',
    '汽车维修工职业技能等级证书（四级/中级工）',
    '软考 软件设计师（中级）',
    'CFA 一级（通过）',
    '高级中学教师资格证',
    '泰语水平考试（高级）',
    '中国心理学会注册助理心理师',
  ])
    assert.ok(withinGraduateReach(held), held);
  for (const beyond of [
    '中级会计师',
    '测绘工程师（中级职称）',
    '注册测绘师',
    '邮政营业员职业技能等级证书（高级）',
    'Professional Engineer (PE)',
    'CFA charterholder',
  ])
    assert.ok(!withinGraduateReach(beyond), beyond);
});

test('a summer internship claims nothing two semesters or a school year long', () => {
  for (const line of [
    'Made zero misdeliveries over two semesters',
    '连续两个学期零差错',
    'Tutored 6 students all year',
  ])
    assert.equal(fitsShortEntry(line), false, line);
  assert.equal(fitsShortEntry('Sorted 300 pieces of mail a day during the summer'), true);
});
