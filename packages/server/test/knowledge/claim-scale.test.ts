// Which certificates an example resume holds: the overview's named ones first, a student's only by their own name.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { certificateMentions, certificationsAtStage } from '../../src/knowledge/claim-scale.ts';
import { matchJob } from '../../src/knowledge/match-job.ts';

test('a certificate is named by its abbreviation with its number, a first word only when not strict', () => {
  assert.ok(certificateMentions('Board Certified Behavior Analyst (BCBA)').includes('BCBA'));
  assert.ok(certificateMentions('ACLS certification').includes('ACLS'));
  assert.ok(certificateMentions('中级会计师证书').includes('中级会计师'));
  // "OSHA 10" of a student's overview is no "OSHA 500 Authorized Outreach Trainer".
  const trainer = certificateMentions('OSHA 500 Authorized Outreach Trainer', true);
  assert.ok(trainer.includes('OSHA 500'));
  assert.ok(!trainer.some((key) => 'Completed the OSHA 10 card'.includes(key)));
  assert.ok(!certificateMentions('8-Hour HAZWOPER Supervisor', true).includes('8-Hour'));
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
