// Spoken Chinese in a person's own lines is put in a resume's written register: the verb and the subject change,
// every figure, name and object stays, and no verb claims more than the spoken one.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { optimizeDocument } from '../../src/generation/optimize-document.ts';
import { strengthenLine } from '../../src/generation/resume-voice.ts';
import { inWrittenChinese } from '../../src/generation/written-chinese.ts';
import type { ResumeDocument } from '../../src/resume/resume-document.ts';

test('spoken verbs at the head of a clause take their written form, after a time or a place', () => {
  for (const [typed, written] of [
    ['2022年我们上了MES质量模块，我负责来料检验和PPAP', '2022年团队上线MES质量模块，负责来料检验和PPAP'],
    ['在供应商质量部管冲压件和紧固件近百家二级供应商', '在供应商质量部管理冲压件和紧固件近百家二级供应商'],
    ['半年拉到50多家商户，GMV破百万', '半年拓展50多家商户，GMV破百万'],
    ['带过3人小组，做了2个大项目', '带领3人小组，完成2个大项目'],
    ['入职后跟了3个项目的验收', '入职后跟进3个项目的验收'],
    ['写了慢查询巡检脚本，每周自动出报告', '编写慢查询巡检脚本，每周自动出报告'],
  ] as const) {
    assert.equal(strengthenLine(typed, 'zh-CN'), written, typed);
  }
});

test('a line stays as typed where a rewrite would change what it says', () => {
  for (const typed of [
    // How long is no thing done: "完成3年销售" would misstate it.
    '做了3年销售',
    // "我们" did it: the team stays (团队), never the person alone; here nothing follows that goes live.
    '我们上了很多人',
    // Words of their own.
    '管理团队12人',
    '管道巡检每周2次',
    '管户63户对公客户',
    // 拉 before no count of anything won.
    '拉通财务与业务口径',
    '负责门店的销售工作',
  ]) {
    assert.equal(strengthenLine(typed, 'zh-CN'), typed, typed);
  }
});

test('every figure and name of a line is kept', () => {
  const typed = '2023年我们上了WMS系统，我带过5个实习生，拉到了12家供应商，做了2个版本的迭代';
  const written = inWrittenChinese(typed);
  assert.notEqual(written, typed);
  for (const fact of typed.match(/\d+|WMS/g) ?? []) assert.ok(written.includes(fact), fact);
  assert.equal(written, '2023年团队上线WMS系统，带领5个实习生，拓展12家供应商，完成2个版本的迭代');
});

test("optimize takes a typed label off first, so the line's own spoken verb is written", () => {
  const resume: ResumeDocument = {
    locale: 'zh-CN',
    job: '',
    parts: [
      {
        kind: 'work',
        title: '工作经历',
        shape: 'entries',
        entries: [
          {
            title: '比亚迪汽车工业有限公司',
            subTitle: '供应商质量工程师',
            startTime: '2018.10',
            endTime: '2021.12',
            bullets: ['工作内容：在供应商质量部管冲压件近百家二级供应商的来料质量'],
          },
        ],
      },
    ],
  };
  const work = optimizeDocument(resume, { today: new Date('2025-06-15') }).parts.find(
    (part) => part.kind === 'work',
  );
  assert.ok(work?.shape === 'entries');
  // The entry's one question for a figure may follow; the line itself is written.
  assert.match(work.entries[0]?.bullets[0] ?? '', /^在供应商质量部管理冲压件近百家二级供应商的来料质量/);
});
