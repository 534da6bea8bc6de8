// ResumeDocument → Sections: the wire shapes of spec 2.4, unique ids, and values copied verbatim.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { SectionSchema } from '@resume/contract';
import { Value } from '@sinclair/typebox/value';
import { parseOutline } from '../../src/resume/outline-parser.ts';
import type { ResumeDocument } from '../../src/resume/resume-document.ts';
import { toSections } from '../../src/resume/to-sections.ts';

const DOCUMENT: ResumeDocument = {
  locale: 'en-US',
  job: 'Data Engineer',
  parts: [
    {
      kind: 'basic',
      title: 'Basic Information',
      shape: 'kv',
      items: [
        { key: 'Name', value: 'Ada Lovelace' },
        { key: 'Phone', value: '+44 20 7946 0958' },
      ],
    },
    {
      kind: 'summary',
      title: 'Overview',
      shape: 'list',
      items: ['Cut warehouse cost 40%.', '[One measurable result]'],
    },
    {
      kind: 'work',
      title: 'Work Experience',
      shape: 'entries',
      entries: [
        {
          title: 'Snowflake Inc.',
          subTitle: 'Senior Data Engineer',
          startTime: 'Mar. 2021',
          endTime: 'Present',
          bullets: ['Cut ETL from 6.5 h to 47 min', 'Saved $1.2M/yr'],
        },
      ],
    },
  ],
};

describe('toSections', () => {
  test('kv, list and entry parts take the shapes of spec 2.4', () => {
    assert.deepEqual(toSections(DOCUMENT), [
      {
        type: 'kv',
        title: 'Basic Information',
        content: [
          { key: 'Name', value: 'Ada Lovelace' },
          { key: 'Phone', value: '+44 20 7946 0958' },
        ],
        id: 'basic',
      },
      {
        type: 'list',
        title: 'Overview',
        content: { items: ['Cut warehouse cost 40%.', '[One measurable result]'] },
        id: 'summary',
      },
      {
        type: 'listForm[]',
        title: 'Work Experience',
        content: [
          {
            title: 'Snowflake Inc.',
            subTitle: 'Senior Data Engineer',
            startTime: 'Mar. 2021',
            endTime: 'Present',
            list: { items: ['Cut ETL from 6.5 h to 47 min', 'Saved $1.2M/yr'] },
          },
        ],
        id: 'work',
      },
    ]);
  });

  test('every section matches the contract schema', () => {
    for (const section of toSections(DOCUMENT)) {
      assert.equal(Value.Check(SectionSchema, section), true, JSON.stringify(section));
    }
  });

  test('repeated kinds get -2, -3 so ids stay unique', () => {
    const document: ResumeDocument = {
      locale: 'en-US',
      job: '',
      parts: [
        { kind: 'work', title: 'Full-time', shape: 'entries', entries: [] },
        { kind: 'other', title: 'Links', shape: 'list', items: [] },
        { kind: 'work', title: 'Freelance', shape: 'entries', entries: [] },
        { kind: 'other', title: 'Talks', shape: 'list', items: [] },
        { kind: 'other', title: 'Patents', shape: 'list', items: [] },
      ],
    };
    assert.deepEqual(
      toSections(document).map((section) => section.id),
      ['work', 'other', 'work-2', 'other-2', 'other-3'],
    );
  });

  test('values are copied verbatim, spacing and punctuation included', () => {
    const document: ResumeDocument = {
      locale: 'zh-CN',
      job: '',
      parts: [
        { kind: 'basic', title: '基本信息 ', shape: 'kv', items: [{ key: ' 姓名', value: '张三  ' }] },
        {
          kind: 'education',
          title: '教育经历',
          shape: 'entries',
          entries: [
            {
              title: '北京大学（燕园）',
              subTitle: '统计学 | 本科',
              startTime: '2015年09月',
              endTime: '至今',
              bullets: ['GPA 3.8/4.0，前 5%'],
            },
          ],
        },
      ],
    };
    const [basic, education] = toSections(document);
    assert.deepEqual(basic, {
      type: 'kv',
      title: '基本信息 ',
      content: [{ key: ' 姓名', value: '张三  ' }],
      id: 'basic',
    });
    assert.deepEqual(education?.content, [
      {
        title: '北京大学（燕园）',
        subTitle: '统计学 | 本科',
        startTime: '2015年09月',
        endTime: '至今',
        list: { items: ['GPA 3.8/4.0，前 5%'] },
      },
    ]);
  });

  test('an untitled part gets the canonical title in the document language', () => {
    const document: ResumeDocument = {
      locale: 'zh-CN',
      job: '',
      parts: [{ kind: 'skills', title: '', shape: 'kv', items: [] }],
    };
    assert.equal(toSections(document)[0]?.title, '专业技能');
  });

  test('changing a section does not change the document it came from', () => {
    const document = structuredClone(DOCUMENT);
    const sections = toSections(document);
    const [, summary, work] = sections;
    if (summary?.type === 'list') summary.content.items.push('added');
    if (work?.type === 'listForm[]') work.content[0]?.list.items.push('added');
    assert.deepEqual(document, DOCUMENT);
  });

  test('a user-edited outline becomes sections with its facts intact', () => {
    const outline = [
      '# 数据分析师',
      '## 基本信息',
      '- 姓名：张三',
      '- 电话：13812345678',
      '## 工作经历',
      '1. 字节跳动 ｜ 数据分析师 ｜ 2021.07 - 至今',
      '   - 搭建 30 个核心看板',
      '## 开源贡献',
      '- 维护 project-x',
    ].join('\n');
    assert.deepEqual(toSections(parseOutline(outline)), [
      {
        type: 'kv',
        title: '基本信息',
        content: [
          { key: '姓名', value: '张三' },
          { key: '电话', value: '13812345678' },
        ],
        id: 'basic',
      },
      {
        type: 'listForm[]',
        title: '工作经历',
        content: [
          {
            title: '字节跳动',
            subTitle: '数据分析师',
            startTime: '2021.07',
            endTime: '至今',
            list: { items: ['搭建 30 个核心看板'] },
          },
        ],
        id: 'work',
      },
      { type: 'list', title: '开源贡献', content: { items: ['维护 project-x'] }, id: 'other' },
    ]);
  });
});
