// A job entry says its own post: a lead's line naming another ("担任注塑部经理" under 注塑车间主任) loses that clause, and a title
// typed as an abbreviation ("BA") is spelt out on the role line.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { underPost } from '../../src/generation/entry-post.ts';
import { namesRank, ranksAbove } from '../../src/generation/occupation-examples.ts';
import { matchJob } from '../../src/knowledge/match-job.ts';
import { templateWriting } from '../helpers/builtin-writing.ts';

test('a line naming another rank than its entry drops the clause and keeps what it says', () => {
  assert.equal(
    underPost('担任注塑部经理，管理 2 个车间 120 台注塑机与 260 人', '注塑车间主任'),
    '管理 2 个车间 120 台注塑机与 260 人',
  );
  assert.equal(
    underPost('As area supervisor, managed a $1.6 million budget', 'Production Manager'),
    'Managed a $1.6 million budget',
  );
  // The entry's own post, a concurrent post under a non-rank title, and lines naming no post stay as written.
  assert.equal(
    underPost('担任车间主任，带领 8 名操作工', '车间主任（示例）'),
    '担任车间主任，带领 8 名操作工',
  );
  assert.equal(
    underPost('担任汉语教研室主任，统筹 12 名教师的排课', '高级汉语教师'),
    '担任汉语教研室主任，统筹 12 名教师的排课',
  );
  assert.equal(
    underPost('As a volunteer, tutored 12 students', 'Program Manager'),
    'As a volunteer, tutored 12 students',
  );
  assert.equal(underPost('管理 45 台注塑机', '注塑车间主任'), '管理 45 台注塑机');
});

test("a workshop head's resume says no other rank in its own entry", async () => {
  const { sections } = await templateWriting('注塑车间主任', 'social', 'zh-CN');
  const work = sections.find((section) => section.title === '工作经历');
  assert.ok(work?.type === 'listForm[]');
  for (const entry of work.content)
    for (const bullet of entry.list.items)
      assert.doesNotMatch(bullet, /^担任[^，]*(?:经理|总监)，/, `${entry.subTitle}: ${bullet}`);
});

test("a title typed as an abbreviation is spelt out on the job's role line, not left as 'BA'", async () => {
  for (const [job, role] of [
    ['BA', 'Business Analyst'],
    ['SDET', 'Software Development Engineer in Test'],
  ]) {
    const { sections } = await templateWriting(job!, 'social', 'en-US');
    const work = sections.find((section) => section.title === 'Work Experience');
    assert.ok(work?.type === 'listForm[]');
    assert.equal(work.content[0]?.subTitle, role, job);
  }
});

test("a senior's hard-problem line is the occupation's own, not every field's stock line", async () => {
  for (const [job, locale] of [
    ['Senior Cafe Manager', 'en-US'],
    ['Senior Accountant', 'en-US'],
    ['高级会计', 'zh-CN'],
  ] as const) {
    const { sections } = await templateWriting(job, 'social', locale);
    assert.doesNotMatch(
      JSON.stringify(sections),
      /long-standing problem spanning|涉及 3 个团队的长期难题/,
      job,
    );
  }
});

test("an earlier job's line claims no rung above the post held there; working beside one is no claim", () => {
  const rig = matchJob('Drilling Rig Operator')?.family.occupation;
  assert.ok(rig);
  const above = ranksAbove(rig, 'en-US', 'Floorhand');
  assert.ok(above.includes('Driller'), above.join(', '));
  assert.ok(namesRank("Kept tour sheets, recognized as the contractor's driller of the year", above));
  assert.ok(namesRank('Driller on a 1,500 hp AC rig, drilling 30 horizontal wells', above));
  assert.ok(!namesRank('Made connections and tripped pipe with the driller on a 1,500 hp rig', above));
  assert.ok(namesRank('担任司钻，带领 6 人钻井班组', ['司钻']));
  assert.deepEqual(ranksAbove(rig, 'en-US', 'Not a rung'), []);
});
