// What the service appends to a model's outline that stopped early (a loop or a length stop): the entries and
// lines it had not reached, never a second copy of a line it wrote in its own words.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { missingParts } from '../../src/generation/llm/outline-completion.ts';
import { parseOutline } from '../../src/resume/outline-parser.ts';

const reference = parseOutline(
  [
    '# 招聘主管',
    '',
    '## 工作经历',
    '1. 深圳市锐才人力资源服务有限公司 | 招聘主管 | 2021.07 - 至今',
    '   - 带5人招聘小组（3个社招+2个校招），支持6家客户',
    '   - 2023年小组全年交付到岗412人',
    '   - 2022年拿了公司"年度优秀员工"',
    '2. 深圳市锐才人力资源服务有限公司 | 招聘专员 | 2019.03 - 2021.06',
    '   - 驻场腾讯IEG外包项目，年交付186人',
  ].join('\n'),
  { job: '招聘主管', locale: 'zh-CN' },
);

/** What an answer wrote of the first role before it stopped: the heading, the entry, two lines in its own words. */
const FIRST_ROLE_REWORDED = [
  '# 招聘主管',
  '',
  '## 工作经历',
  '1. 深圳市锐才人力资源服务有限公司 | 招聘主管 | 2021.07 - 至今',
  '   - 带领5人招聘小组（社招3人、校招2人），支持6家客户的招聘',
  '   - 2023年小组全年交付到岗412人，人效领先',
];

test('a cut answer gets the lines and the promotion it had not reached, not its own lines again in other words', () => {
  const written = [...FIRST_ROLE_REWORDED, ''].join('\n');
  const appended = missingParts(written, reference, 'zh-CN', { cut: true });
  assert.doesNotMatch(appended, /带5人招聘小组/, 'the reworded first line is not appended again');
  assert.doesNotMatch(appended, /^ {3}- 2023年小组全年交付到岗412人$/m);
  assert.match(appended, /年度优秀员工/, 'the line it had not reached is appended');
  assert.match(appended, /^2\. 深圳市锐才人力资源服务有限公司 \| 招聘专员 \| 2019\.03 - 2021\.06$/m);
  assert.match(appended, /腾讯IEG/);
});

test("an answer cut inside a promotion's second role gets that role's lines, not the first role's", () => {
  const written = [
    ...FIRST_ROLE_REWORDED,
    '   - 2022年获公司"年度优秀员工"',
    '2. 深圳市锐才人力资源服务有限公司 | 招聘专员 | 2019.03 - 2021.06',
    '',
  ].join('\n');
  const appended = missingParts(written, reference, 'zh-CN', { cut: true });
  assert.match(appended, /腾讯IEG/, "the second role's own line is appended");
  assert.doesNotMatch(
    appended,
    /412人|年度优秀员工|5人招聘小组/,
    'no line of the first role under the second',
  );
});
