// A production trade no occupation names ("制帽工", "棉花加工工") is written as production-floor work at a maker of its
// own product, not as a property's upkeep or a farm's "40 units through four seasons".
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderMarkdown } from '../../src/export/markdown.ts';
import { matchJob } from '../../src/knowledge/match-job.ts';
import { templateWriting } from '../helpers/builtin-writing.ts';

test("an unknown Chinese trade works on a production floor, at a maker of the title's own product", async () => {
  for (const [job, maker] of [
    ['制帽工', '示例制帽有限公司'],
    ['棉花加工工', '示例棉花加工有限公司'],
  ] as const) {
    assert.equal(matchJob(job), undefined, `${job} is no occupation's title`);
    const { sections } = await templateWriting(job, 'social', 'zh-CN');
    const text = renderMarkdown({ sections, locale: 'zh-CN', job, updatedAt: new Date() });
    assert.ok(text.includes(`### ${maker} — ${job}`), text);
    assert.match(text, /一次合格率|首件/);
    assert.doesNotMatch(text, /物业|日常养护|四季/);
  }
  const beekeeper = await templateWriting('养蜂人', 'social', 'zh-CN');
  assert.doesNotMatch(
    JSON.stringify(beekeeper.sections),
    /一次合格率/,
    'a keeper of bees is no production worker',
  );
});

test('a general worker (杂工, 小工, 钟点工) is a person, not a trade: no employer is made of what comes before 工', async () => {
  for (const job of ['仓库杂工', '码头钟点工']) {
    const { sections } = await templateWriting(job, 'social', 'zh-CN');
    const text = renderMarkdown({ sections, locale: 'zh-CN', job, updatedAt: new Date() });
    assert.doesNotMatch(text, /示例(?:仓库杂|码头钟点)(?:有限公司|厂)/, text);
  }
});

test("an unknown title's student writes a student's lines of its field, not only the filler any field could write", async () => {
  const { sections } = await templateWriting('Operating Engineer Apprentice', 'campus', 'en-US');
  const internship = sections.find(
    (section) => section.type === 'listForm[]' && /internship|experience/i.test(section.title),
  );
  assert.ok(internship?.type === 'listForm[]', 'an internship part');
  const lines = internship.content.flatMap((item) => item.list.items).join('\n');
  assert.match(lines, /hours of hands-on lab and shop work|preventive maintenance/);
  assert.doesNotMatch(lines, /day-to-day .* work and delivered every assigned task/);
});
