// Claims in generated content, end to end: for a person's outline, kv values, entry subtitles and
// list items are checked by kind; nationality, certificates, an MBA, a PhD and an upgraded title
// the outline never gave do not reach the client, and the person's own facts stay as written.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { streamOf } from '../helpers/fake-openai-server.ts';
import { useFakeProvider } from '../helpers/fake-provider.ts';
import { CONTENT_PATH, createTestApp, TASK_PATH } from '../helpers/test-app.ts';

const provider = useFakeProvider();
const { upstream } = provider;

interface Sections {
  sections: { type: string; title: string; content: unknown }[];
  body: string;
  metrics: string;
}

/** Creates a task for `outline`, lets the model answer `sections`, and returns the content as the client sees it. */
async function contentOf(outline: string, sections: object[]): Promise<Sections> {
  const t = await createTestApp({
    env: {
      LLM_BASE_URL: provider.url,
      LLM_MODEL: 'fake-model',
      LLM_API_KEY: 'sk-upstream-secret',
      LLM_MAX_RETRIES: '0',
    },
  });
  provider.track(t);
  upstream.script({ kind: 'stream', events: streamOf(JSON.stringify({ sections }), { size: 17 }) });
  const created = await t.app.inject({
    method: 'POST',
    url: TASK_PATH,
    headers: t.auth(),
    payload: { outline },
  });
  const response = await t.app.inject({
    method: 'POST',
    url: CONTENT_PATH,
    headers: t.auth(),
    payload: { uid: created.json().data.uid, stream: false },
  });
  assert.equal(response.statusCode, 200);
  const metrics = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
  return { sections: response.json().data, body: response.body, metrics };
}

function section(answer: Sections, title: string) {
  const found = answer.sections.find((candidate) => candidate.title === title);
  assert.ok(found, `the ${title} section is there`);
  return found;
}

describe('content: claims the outline never gave are not sent', () => {
  const OUTLINE = [
    '# Operations Analyst',
    '',
    '## Basic Information',
    '- Name: Ada Lovelace',
    '- Phone: +44 20 7946 0958',
    '',
    '## Work Experience',
    '1. Analytical Engines Ltd | Operations Analyst | 2021.03 - 2023.06',
    '   - Cut stock-outs by 30% across 4 warehouses',
    '',
    '## Education',
    '1. University of London | BEng Mechanical Engineering | 2015.09 - 2019.06',
    '',
    '## Skills',
    '- SQL, Python, Excel',
    '',
  ].join('\n');

  const ANSWER = [
    {
      type: 'kv',
      title: 'Basic Information',
      id: 'basic',
      content: [
        { key: 'Name', value: 'Ada Lovelace' },
        { key: 'Phone', value: '+44 20 7946 0958' },
        { key: 'Nationality', value: 'British' },
        { key: 'Current title', value: 'Head of Operations' },
      ],
    },
    {
      type: 'listForm[]',
      title: 'Work Experience',
      id: 'work',
      content: [
        {
          title: 'Analytical Engines Ltd',
          subTitle: 'Senior Operations Manager',
          startTime: '2021.03',
          endTime: '2023.06',
          list: {
            items: [
              'Cut stock-outs by 30% across 4 warehouses',
              'Cut stock-outs by 30% across 4 warehouses, drawing on an MBA and PMP training',
              'Holds AWS Certified Solutions Architect and PMP credentials',
            ],
          },
        },
      ],
    },
    {
      type: 'listForm[]',
      title: 'Education',
      id: 'education',
      content: [
        {
          title: 'University of London',
          subTitle: 'BEng Mechanical Engineering',
          startTime: '2015.09',
          endTime: '2019.06',
          list: { items: [] },
        },
        {
          title: 'University of London',
          subTitle: 'PhD Operations Research',
          startTime: '2015.09',
          endTime: '2019.06',
          list: { items: [] },
        },
      ],
    },
    { type: 'list', title: 'Skills', id: 'skills', content: { items: ['SQL, Python, Excel'] } },
    {
      type: 'list',
      title: 'Certifications',
      id: 'certifications',
      content: { items: ['PMP', 'AWS Certified Solutions Architect', 'MBA, London Business School'] },
    },
  ];

  test('an added nationality, certificates, an MBA, a PhD and an upgraded title never reach the client', async () => {
    const answer = await contentOf(OUTLINE, ANSWER);
    for (const invented of [
      /British/,
      /Nationality/,
      /Head of/,
      /Senior/,
      /Manager/,
      /MBA/,
      /PMP/,
      /AWS/,
      /PhD/,
    ]) {
      assert.doesNotMatch(answer.body, invented);
    }
    assert.ok(
      !answer.sections.some((candidate) => candidate.title === 'Certifications'),
      'an emptied list is not sent',
    );
    assert.match(answer.metrics, /llm_corrections_total\{what="claim_line_dropped"\} [1-9]/);
    assert.match(answer.metrics, /llm_corrections_total\{what="claim_line_replaced"\} [1-9]/);
    assert.match(answer.metrics, /llm_corrections_total\{what="claim_clause_removed"\} [1-9]/);
  });

  test("the person's own facts stay as written; an upgraded subtitle becomes the outline's", async () => {
    const answer = await contentOf(OUTLINE, ANSWER);
    assert.deepEqual(section(answer, 'Basic Information').content, [
      { key: 'Name', value: 'Ada Lovelace' },
      { key: 'Phone', value: '+44 20 7946 0958' },
    ]);
    const [work] = section(answer, 'Work Experience').content as {
      subTitle: string;
      list: { items: string[] };
    }[];
    assert.equal(work?.subTitle, 'Operations Analyst');
    assert.deepEqual(
      work?.list.items,
      ['Cut stock-outs by 30% across 4 warehouses'],
      'a cut line equal to another is sent once',
    );
    const schools = section(answer, 'Education').content as { title: string; subTitle: string }[];
    assert.deepEqual(
      schools.map((school) => [school.title, school.subTitle]),
      [['University of London', 'BEng Mechanical Engineering']],
      'the PhD entry is not turned into a second copy of the real degree',
    );
    assert.deepEqual(section(answer, 'Skills').content, { items: ['SQL, Python, Excel'] });
  });

  test('a Chinese outline: 国籍, 婚姻状况, 注册会计师, 博士 and 高级 the outline never gave are not sent', async () => {
    const outline = [
      '# 数据分析师',
      '',
      '## 基本信息',
      '- 姓名：张明',
      '- 电话：138 0013 8000',
      '',
      '## 工作经历',
      '1. 杭州云帆科技有限公司 | 数据分析师 | 2018.07 - 至今',
      '   - 优化用户分群模型，转化率提升 15%',
      '',
      '## 教育背景',
      '1. 浙江大学 | 统计学 本科 | 2014.09 - 2018.06',
      '',
    ].join('\n');
    const answer = await contentOf(outline, [
      {
        type: 'kv',
        title: '基本信息',
        id: 'basic',
        content: [
          { key: '姓名', value: '张明' },
          { key: '电话', value: '138 0013 8000' },
          { key: '国籍', value: '中国' },
          { key: '婚姻状况', value: '已婚' },
        ],
      },
      {
        type: 'listForm[]',
        title: '工作经历',
        id: 'work',
        content: [
          {
            title: '杭州云帆科技有限公司',
            subTitle: '高级数据分析师',
            startTime: '2018.07',
            endTime: '至今',
            list: { items: ['优化用户分群模型，转化率提升 15%', '持有注册会计师证书，负责财务数据分析'] },
          },
        ],
      },
      {
        type: 'listForm[]',
        title: '教育背景',
        id: 'education',
        content: [
          {
            title: '浙江大学',
            subTitle: '统计学 博士',
            startTime: '2014.09',
            endTime: '2018.06',
            list: { items: [] },
          },
        ],
      },
    ]);
    for (const invented of [/国籍/, /婚姻/, /已婚/, /注册会计师/, /博士/, /高级/]) {
      assert.doesNotMatch(answer.body, invented);
    }
    assert.deepEqual(section(answer, '基本信息').content, [
      { key: '姓名', value: '张明' },
      { key: '电话', value: '138 0013 8000' },
    ]);
    const [work] = section(answer, '工作经历').content as { subTitle: string; list: { items: string[] } }[];
    assert.equal(work?.subTitle, '数据分析师');
    assert.deepEqual(work?.list.items, ['优化用户分群模型，转化率提升 15%']);
    const [school] = section(answer, '教育背景').content as { subTitle: string }[];
    assert.equal(school?.subTitle, '统计学 本科');
  });
});
