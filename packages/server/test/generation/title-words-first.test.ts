// What a title says beyond its occupation's name comes first: a payments product manager's resume opens with
// payments, not with the lending lines its fintech specialty also holds; a piano tuner's with pianos.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Section } from '@resume/contract';
import { templateWriting } from '../helpers/builtin-writing.ts';

function firstWorkBullet(sections: Section[]): string {
  const work = sections.find((section) => section.type === 'listForm[]' && /work|工作/i.test(section.title));
  assert.ok(work?.type === 'listForm[]', 'a work part');
  return work.content[0]?.list.items[0] ?? '';
}

test("the title's own words choose the first lines among its occupation's", async () => {
  const payments = await templateWriting('高级产品经理（支付方向）', 'social', 'zh-CN');
  assert.match(firstWorkBullet(payments.sections), /支付/);
  const lending = await templateWriting('高级产品经理（信贷方向）', 'social', 'zh-CN');
  assert.match(firstWorkBullet(lending.sections), /信贷|授信|放款/);
  const tuner = await templateWriting('Piano Tuner', 'social', 'en-US');
  assert.match(firstWorkBullet(tuner.sections), /piano/i);
});
