// The canonical outline writer: exact markdown, fields left out sensibly, stream fragments, and round trips through the parser.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseOutline } from '../../src/resume/outline-parser.ts';
import { splitOutlineByPart, writeOutline } from '../../src/resume/outline-writer.ts';
import type { ResumeDocument, ResumeEntry } from '../../src/resume/resume-document.ts';

function entry(
  title: string,
  subTitle: string,
  startTime: string,
  endTime: string,
  bullets: string[] = [],
): ResumeEntry {
  return { title, subTitle, startTime, endTime, bullets };
}

function workDocument(entries: ResumeEntry[], locale: ResumeDocument['locale'] = 'en-US'): ResumeDocument {
  return {
    locale,
    job: 'Engineer',
    parts: [{ kind: 'work', title: 'Work Experience', shape: 'entries', entries }],
  };
}

/** The second line onwards of a one-part outline: the entry lines. */
function entryLines(document: ResumeDocument): string[] {
  return writeOutline(document).split('\n').slice(3, -1);
}

const ENGLISH_PROMPTS: ResumeDocument = {
  locale: 'en-US',
  job: 'Backend Engineer',
  parts: [
    {
      kind: 'basic',
      title: 'Basic Information',
      shape: 'kv',
      items: [
        { key: 'Name', value: '[Your full name]' },
        { key: 'Phone', value: '[Your mobile number]' },
      ],
    },
    {
      kind: 'summary',
      title: 'Overview',
      shape: 'list',
      items: ['[Two sentences: years, systems, one result]'],
    },
    {
      kind: 'work',
      title: 'Work Experience',
      shape: 'entries',
      entries: [
        entry('[Company]', '[Job title]', '[Start, e.g. 2021-03]', '[End, or Present]', [
          '[An API or service you built, the stack, and the traffic it serves]',
        ]),
      ],
    },
    {
      kind: 'skills',
      title: 'Skills',
      shape: 'kv',
      items: [{ key: 'Languages', value: '[e.g. Go, Java, Python]' }],
    },
  ],
};

const CHINESE_PROMPTS: ResumeDocument = {
  locale: 'zh-CN',
  job: '数据分析师',
  parts: [
    {
      kind: 'basic',
      title: '基本信息',
      shape: 'kv',
      items: [
        { key: '姓名', value: '[你的姓名]' },
        { key: '求职意向', value: '数据分析师' },
      ],
    },
    {
      kind: 'work',
      title: '工作经历',
      shape: 'entries',
      entries: [
        entry('[公司名称]', '[职位]', '[开始时间，如 2021.07]', '[结束时间或至今]', [
          '[负责的数据指标体系或看板，服务的业务团队]',
        ]),
      ],
    },
    {
      kind: 'education',
      title: '教育经历',
      shape: 'entries',
      entries: [entry('[学校名称]', '[专业 学历]', '[开始时间]', '[结束时间]')],
    },
  ],
};

const ENGLISH_FILLED: ResumeDocument = {
  locale: 'en-US',
  job: 'Senior Data Engineer',
  parts: [
    {
      kind: 'basic',
      title: 'Contact',
      shape: 'kv',
      items: [
        { key: 'Name', value: 'Ada Lovelace' },
        { key: 'Email', value: 'ada@example.com' },
        { key: 'GitHub', value: 'https://github.com/ada' },
        { key: 'Location', value: '' },
      ],
    },
    {
      kind: 'summary',
      title: 'Summary',
      shape: 'list',
      items: ['8 years building data platforms; cut warehouse cost 40% at Snowflake.'],
    },
    {
      kind: 'work',
      title: 'Experience',
      shape: 'entries',
      entries: [
        entry('Snowflake Inc.', 'Senior Data Engineer (L5)', 'Mar. 2021', 'Present', [
          'Cut nightly ETL from 6.5 h to 47 min across 1,200 tables',
          'Saved $1.2M/yr: fewer warehouses, smarter clustering',
        ]),
        entry('Stripe', '', 'Jan 2019', 'Feb 2021', ['Owned the ledger service (40k rps)']),
        entry('Freelance', 'Consultant', '2017', ''),
        entry('Google', 'Intern', '', 'Aug 2016'),
      ],
    },
    {
      kind: 'education',
      title: 'Education',
      shape: 'entries',
      entries: [entry('', 'B.S. Computer Science, GPA 3.9/4.0', 'Sept 2012', 'June 2016', ['Dean’s list'])],
    },
    {
      kind: 'other',
      title: 'Publications',
      shape: 'entries',
      entries: [entry('Fast Joins on GPUs', 'VLDB', '2022', '2023', ['First author'])],
    },
    { kind: 'other', title: 'Links', shape: 'kv', items: [{ key: 'Blog', value: 'https://ada.dev' }] },
    { kind: 'other', title: 'Interests', shape: 'list', items: ['Rock climbing', 'Chess (2100 Elo)'] },
    { kind: 'honors', title: 'Awards', shape: 'list', items: ['ACM ICPC World Finalist 2014'] },
    { kind: 'skills', title: 'Skills', shape: 'kv', items: [{ key: 'Data', value: 'Spark, Kafka, dbt' }] },
  ],
};

const CHINESE_FILLED: ResumeDocument = {
  locale: 'zh-CN',
  job: '高级数据分析师',
  parts: [
    {
      kind: 'basic',
      title: '基本信息',
      shape: 'kv',
      items: [
        { key: '姓名', value: '张三' },
        { key: '电话', value: '138-0013-8000' },
        { key: '邮箱', value: 'zhangsan@example.com' },
      ],
    },
    {
      kind: 'summary',
      title: '个人概述',
      shape: 'list',
      items: ['5 年电商数据分析经验，主导的归因模型使 GMV 提升 12%。'],
    },
    {
      kind: 'work',
      title: '工作经历',
      shape: 'entries',
      entries: [
        entry('字节跳动', '高级数据分析师', '2021.07', '至今', ['搭建抖音电商指标体系，覆盖 12 个业务线']),
        entry('阿里巴巴（杭州）', '数据分析师', '2018年7月', '2021年6月', ['日均处理 3.2 亿条订单']),
      ],
    },
    {
      kind: 'internship',
      title: '实习经历',
      shape: 'entries',
      entries: [entry('腾讯', '数据分析实习生', '2017-06', '2017-09', [])],
    },
    {
      kind: 'campus',
      title: '校园经历',
      shape: 'entries',
      entries: [entry('北京大学统计学会', '会长', '2015.09', '2016.06', ['组织 20 场讲座'])],
    },
    {
      kind: 'honors',
      title: '荣誉奖项',
      shape: 'list',
      items: ['2016 年国家奖学金', '全国大学生数学建模竞赛一等奖'],
    },
    { kind: 'skills', title: '专业技能', shape: 'kv', items: [{ key: '编程', value: 'Python、SQL、R' }] },
  ],
};

const EDGES: ResumeDocument = {
  locale: 'en-US',
  job: '',
  parts: [
    { kind: 'basic', title: 'Basic Information', shape: 'kv', items: [] },
    {
      kind: 'project',
      title: 'Projects',
      shape: 'entries',
      entries: [entry('', '', '', '', ['An untitled project'])],
    },
    { kind: 'summary', title: 'Overview', shape: 'list', items: [] },
    { kind: 'education', title: 'Education', shape: 'entries', entries: [] },
  ],
};

describe('writeOutline: the canonical shape', () => {
  test('an English document is written line for line as OUTLINE-FORMAT.md shows', () => {
    assert.equal(
      writeOutline(ENGLISH_PROMPTS),
      [
        '# Backend Engineer',
        '',
        '## Basic Information',
        '- Name: [Your full name]',
        '- Phone: [Your mobile number]',
        '',
        '## Overview',
        '- [Two sentences: years, systems, one result]',
        '',
        '## Work Experience',
        '1. [Company] | [Job title] | [Start, e.g. 2021-03] - [End, or Present]',
        '   - [An API or service you built, the stack, and the traffic it serves]',
        '',
        '## Skills',
        '- Languages: [e.g. Go, Java, Python]',
        '',
      ].join('\n'),
    );
  });

  test('a Chinese document uses the full-width colon with no space after it', () => {
    assert.equal(
      writeOutline(CHINESE_PROMPTS),
      [
        '# 数据分析师',
        '',
        '## 基本信息',
        '- 姓名：[你的姓名]',
        '- 求职意向：数据分析师',
        '',
        '## 工作经历',
        '1. [公司名称] | [职位] | [开始时间，如 2021.07] - [结束时间或至今]',
        '   - [负责的数据指标体系或看板，服务的业务团队]',
        '',
        '## 教育经历',
        '1. [学校名称] | [专业 学历] | [开始时间] - [结束时间]',
        '',
      ].join('\n'),
    );
  });

  test('entries are numbered from 1 and empty fields are left out', () => {
    assert.deepEqual(
      entryLines(
        workDocument([
          entry('Acme', 'Engineer', '2019', '2021'),
          entry('Acme', '', '2019', '2021'),
          entry('Acme', 'Engineer', '', ''),
          entry('Acme', 'Engineer', '2019', ''),
          entry('Acme', 'Engineer', '', '2021'),
          entry('', 'Engineer', '2019', '2021'),
          entry('', '', '', '', ['only a bullet']),
        ]),
      ),
      [
        '1. Acme | Engineer | 2019 - 2021',
        '2. Acme | 2019 - 2021',
        '3. Acme | Engineer',
        '4. Acme | Engineer | 2019',
        '5. Acme | Engineer | - 2021',
        '6.  | Engineer | 2019 - 2021',
        '7.',
        '   - only a bullet',
      ],
    );
  });

  test('a value written over several lines is joined onto one, so the structure holds', () => {
    const document = workDocument([entry('Acme', 'Engineer', '2019', '2021', ['first line\nsecond line'])]);
    assert.deepEqual(entryLines(document), [
      '1. Acme | Engineer | 2019 - 2021',
      '   - first line second line',
    ]);
  });

  test('a part without a title gets the canonical one in the document language', () => {
    const document: ResumeDocument = {
      locale: 'zh-CN',
      job: '产品经理',
      parts: [{ kind: 'skills', title: '', shape: 'kv', items: [{ key: '工具', value: 'Axure' }] }],
    };
    assert.equal(writeOutline(document), '# 产品经理\n\n## 专业技能\n- 工具：Axure\n');
  });

  test('the outline ends with exactly one newline', () => {
    for (const document of [ENGLISH_FILLED, CHINESE_FILLED, EDGES]) {
      const outline = writeOutline(document);
      assert.ok(outline.endsWith('\n') && !outline.endsWith('\n\n'), JSON.stringify(outline.slice(-20)));
    }
  });
});

describe('splitOutlineByPart', () => {
  test('one fragment for the title block, then one per part, concatenating to the input exactly', () => {
    const outline = writeOutline(CHINESE_FILLED);
    const fragments = splitOutlineByPart(outline);
    assert.equal(fragments.join(''), outline);
    assert.equal(fragments.length, outline.split('\n## ').length);
    assert.ok(fragments[0]!.startsWith('# 高级数据分析师\n'));
    assert.ok(fragments.slice(1).every((fragment) => fragment.startsWith('## ')));
  });

  test('input without a final newline, blank lines, CRLF and the empty string', () => {
    for (const input of ['# A\n\n## B\n- c', 'a\r\nb\r\n', '\n\n', 'single line', '', '## A\n## B\n']) {
      assert.equal(splitOutlineByPart(input).join(''), input);
    }
    assert.deepEqual(splitOutlineByPart('# A\n\n## B\n- c\n## C'), ['# A\n\n', '## B\n- c\n', '## C']);
    assert.deepEqual(splitOutlineByPart(''), []);
  });
});

describe('round trip: parseOutline(writeOutline(document)) gives the document back', () => {
  const documents: [name: string, document: ResumeDocument][] = [
    ['English prompts', ENGLISH_PROMPTS],
    ['Chinese prompts', CHINESE_PROMPTS],
    ['English filled-in resume with unknown parts', ENGLISH_FILLED],
    ['Chinese filled-in resume', CHINESE_FILLED],
    ['empty job, empty parts and an untitled entry', EDGES],
  ];
  for (const [name, document] of documents) {
    test(name, () => {
      assert.deepEqual(parseOutline(writeOutline(document)), document);
    });
  }

  test('writing what was parsed from the canonical outline gives the same text', () => {
    const outline = writeOutline(CHINESE_FILLED);
    assert.equal(writeOutline(parseOutline(outline)), outline);
  });
});
