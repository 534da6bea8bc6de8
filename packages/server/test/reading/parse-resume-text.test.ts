// parseResumeText and parseResume: text, markdown and laid-out resumes, English and Chinese, into the ResumeDocument model.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseResumeText } from '../../src/reading/extract/parse-resume-text.ts';
import { findDateRange } from '../../src/resume/dates.ts';
import type {
  EntriesPart,
  KVPart,
  ListPart,
  ResumeDocument,
  ResumePart,
} from '../../src/resume/resume-document.ts';

const ENGLISH = `Jane Doe
Senior Software Engineer
Seattle, WA | +1 206-555-0149 | jane.doe@example.com | linkedin.com/in/janedoe

SUMMARY
Backend engineer with 8 years of experience building distributed systems.
Comfortable owning services from design to on-call.

EXPERIENCE
Acme Cloud | Senior Software Engineer | Sep 2019 – Present
- Designed a multi-region job scheduler handling 2M jobs per day
- Cut p99 latency from 800 ms to 120 ms by
  batching writes to the metadata store
• Mentored 4 engineers

Globex Corporation
Software Engineer, Jun 2016 - Aug 2019
  * Built the billing pipeline in Go
  * Migrated 40 services to Kubernetes

Initech    2014 – 2016
Engineering Intern
1. Wrote integration tests for the payments API
2. Automated nightly database backups

PROJECTS
resume-kit    2021
- Open-source resume templating tool with 1.2k stars
Fleet Dashboard (March 2018 to May 2019)
- Real-time map of 3,000 delivery vans

EDUCATION
University of Washington | B.S. in Computer Science | 09/2010 - 06/2014
GPA: 3.8/4.0

VOLUNTEER EXPERIENCE
Code for Seattle | Mentor | Summer 2015
Taught Python to high-school students

SKILLS
Languages: Go, TypeScript, Python
Infrastructure: Kubernetes, Terraform, AWS

AWARDS
- Acme Engineering Excellence Award, 2021
- Hackathon winner (2017)

PUBLICATIONS
Scaling Job Schedulers, SREcon 2022
`;

const CHINESE = `个人简历
张三
手机：+86 138-0013-8000 ｜ 邮箱：zhangsan@example.com ｜ 座机：010-12345678
现居：上海市浦东新区
GitHub：https://github.com/zhangsan
求职意向：后端开发工程师

一、个人简介
5年后端开发经验，熟悉高并发系统设计。
热爱技术，善于沟通。

二、工作经历
字节跳动  后端开发工程师  2021年7月 - 至今
· 负责推荐系统的服务治理
· 将接口延迟降低40%
腾讯科技（深圳）有限公司 | 高级工程师 | 2019.07-2021.06
1、设计并实现消息推送平台
2、日均推送量达到1亿条

**实习经历：**
美团 | 数据分析实习生 | 2018/09–2019/01
- 搭建用户留存看板

【项目经历】
智能简历生成平台
2022.03 - 2022.12  技术负责人
- 基于大模型生成简历内容
- 支持中英文双语输出

教育背景：
2015.09 - 2019.06  复旦大学  计算机科学与技术  本科
主修课程：数据结构、操作系统、计算机网络

### 校园经历
学生会  主席  2020年3月至2020年8月
组织迎新晚会，参与人数800人

专业技能
编程语言：Java、Go、Python
数据库：MySQL、Redis

荣誉奖项
2018年 国家奖学金
2017年 ACM-ICPC 亚洲区域赛银牌

【论文发表】
《分布式调度系统研究》，计算机学报，2019
`;

function part<Shape extends ResumePart['shape']>(
  document: ResumeDocument,
  title: string,
  shape: Shape,
): Extract<ResumePart, { shape: Shape }> {
  const found = document.parts.find((candidate) => candidate.title === title);
  assert.ok(found, `a part titled ${title}`);
  assert.equal(found.shape, shape, `${title} is ${shape}`);
  return found as Extract<ResumePart, { shape: Shape }>;
}

function everythingIn(document: ResumeDocument): string {
  return document.parts
    .flatMap((candidate): string[] => {
      if (candidate.shape === 'kv')
        return [candidate.title, ...candidate.items.flatMap((item) => [item.key, item.value])];
      if (candidate.shape === 'list') return [candidate.title, ...candidate.items];
      return [
        candidate.title,
        ...candidate.entries.flatMap((entry) => [
          entry.title,
          entry.subTitle,
          entry.startTime,
          entry.endTime,
          ...entry.bullets,
        ]),
      ];
    })
    .join('\n');
}

/**
 * Every fact of every printed line is somewhere in the document: the line split at its separators,
 * dates found on their own, a `Label: value` checked by its value (labels may be renamed).
 */
function assertNothingDropped(source: string, document: ResumeDocument, notFacts: readonly string[]): void {
  const all = everythingIn(document);
  for (const raw of source.split('\n')) {
    const line = raw
      .trim()
      .replace(/^(?:#+\s*|[-*•·]\s+|\d{1,2}[.、](?!\d)\s*|[一二三四五六七八九十]+、)/, '')
      .replace(/\*\*|【|】/g, '')
      .replace(/[:：]$/, '');
    if (line === '' || notFacts.includes(line)) continue;
    for (const piece of line.split(/\s*[|｜]\s*|\s{2,}/)) {
      let fact = piece.replace(/^[^:：]*[:：]\s*/, '');
      for (let range = findDateRange(fact); range; range = findDateRange(fact)) {
        assert.ok(
          all.includes(range.startTime) && all.includes(range.endTime),
          `the dates of "${raw}" are kept`,
        );
        fact = `${fact.slice(0, range.index)} ${fact.slice(range.index + range.length)}`;
      }
      fact = fact.replace(/[\s,，(（)）]+$|^[\s,，(（)）]+/g, '');
      if (fact !== '') assert.ok(all.includes(fact), `"${fact}" of "${raw}" is kept`);
    }
  }
}

describe('parseResumeText: an English plain-text resume', () => {
  const document = parseResumeText(ENGLISH);

  test('language detected, job left to the caller', () => {
    assert.equal(document.locale, 'en-US');
    assert.equal(document.job, '');
  });

  test('the first part is basic information with English keys', () => {
    assert.deepEqual(document.parts[0], {
      kind: 'basic',
      shape: 'kv',
      title: 'Basic Information',
      items: [
        { key: 'Name', value: 'Jane Doe' },
        { key: 'Phone', value: '+1 206-555-0149' },
        { key: 'Email', value: 'jane.doe@example.com' },
        { key: 'Location', value: 'Seattle, WA' },
        { key: 'Links', value: 'linkedin.com/in/janedoe' },
        // The headline under the name is the role the person presents: their target, not "Other".
        { key: 'Target role', value: 'Senior Software Engineer' },
      ],
    });
  });

  test('parts in printed order with their printed titles; an unknown heading is kept as other', () => {
    assert.deepEqual(
      document.parts.map((candidate) => [candidate.kind, candidate.title]),
      [
        ['basic', 'Basic Information'],
        ['summary', 'SUMMARY'],
        ['work', 'EXPERIENCE'],
        ['project', 'PROJECTS'],
        ['education', 'EDUCATION'],
        ['campus', 'VOLUNTEER EXPERIENCE'],
        ['skills', 'SKILLS'],
        ['honors', 'AWARDS'],
        ['other', 'PUBLICATIONS'],
      ],
    );
    assert.deepEqual(part(document, 'PUBLICATIONS', 'list').items, ['Scaling Job Schedulers, SREcon 2022']);
  });

  test('experience: organisation, role and dates as printed, whatever the layout', () => {
    const entries = part(document, 'EXPERIENCE', 'entries').entries;
    assert.deepEqual(
      entries.map(({ title, subTitle, startTime, endTime, bullets }) => [
        title,
        subTitle,
        startTime,
        endTime,
        bullets.length,
      ]),
      [
        ['Acme Cloud', 'Senior Software Engineer', 'Sep 2019', 'Present', 3],
        ['Globex Corporation', 'Software Engineer', 'Jun 2016', 'Aug 2019', 2],
        ['Initech', 'Engineering Intern', '2014', '2016', 2],
      ],
    );
    assert.deepEqual(entries[0]?.bullets, [
      'Designed a multi-region job scheduler handling 2M jobs per day',
      'Cut p99 latency from 800 ms to 120 ms by batching writes to the metadata store',
      'Mentored 4 engineers',
    ]);
    assert.deepEqual(entries[2]?.bullets, [
      'Wrote integration tests for the payments API',
      'Automated nightly database backups',
    ]);
  });

  test('projects, education and volunteering entries', () => {
    const summarize = (entriesPart: EntriesPart) =>
      entriesPart.entries.map(({ title, subTitle, startTime, endTime, bullets }) => ({
        title,
        subTitle,
        startTime,
        endTime,
        bullets,
      }));
    assert.deepEqual(summarize(part(document, 'PROJECTS', 'entries')), [
      {
        title: 'resume-kit',
        subTitle: '',
        startTime: '2021',
        endTime: '',
        bullets: ['Open-source resume templating tool with 1.2k stars'],
      },
      {
        title: 'Fleet Dashboard',
        subTitle: '',
        startTime: 'March 2018',
        endTime: 'May 2019',
        bullets: ['Real-time map of 3,000 delivery vans'],
      },
    ]);
    assert.deepEqual(summarize(part(document, 'EDUCATION', 'entries')), [
      {
        title: 'University of Washington',
        subTitle: 'B.S. in Computer Science',
        startTime: '09/2010',
        endTime: '06/2014',
        bullets: ['GPA: 3.8/4.0'],
      },
    ]);
    assert.deepEqual(summarize(part(document, 'VOLUNTEER EXPERIENCE', 'entries')), [
      {
        title: 'Code for Seattle',
        subTitle: 'Mentor',
        startTime: 'Summer 2015',
        endTime: '',
        bullets: ['Taught Python to high-school students'],
      },
    ]);
  });

  test('summary is a list; skills are key-value; awards a list', () => {
    assert.deepEqual(part(document, 'SUMMARY', 'list').items, [
      'Backend engineer with 8 years of experience building distributed systems.',
      'Comfortable owning services from design to on-call.',
    ]);
    assert.deepEqual(part(document, 'SKILLS', 'kv').items, [
      { key: 'Languages', value: 'Go, TypeScript, Python' },
      { key: 'Infrastructure', value: 'Kubernetes, Terraform, AWS' },
    ]);
    assert.deepEqual(part(document, 'AWARDS', 'list').items, [
      'Acme Engineering Excellence Award, 2021',
      'Hackathon winner (2017)',
    ]);
  });

  test('nothing printed is dropped', () => {
    assertNothingDropped(ENGLISH, document, []);
  });
});

describe('parseResumeText: a Chinese plain-text resume', () => {
  const document = parseResumeText(CHINESE);

  test('language detected from the Han characters; basic keys in Chinese', () => {
    assert.equal(document.locale, 'zh-CN');
    assert.deepEqual(document.parts[0], {
      kind: 'basic',
      shape: 'kv',
      title: '基本信息',
      items: [
        { key: '姓名', value: '张三' },
        { key: '电话', value: '+86 138-0013-8000, 010-12345678' },
        { key: '邮箱', value: 'zhangsan@example.com' },
        { key: '所在地', value: '上海市浦东新区' },
        { key: '链接', value: 'https://github.com/zhangsan' },
        { key: '求职意向', value: '后端开发工程师' },
      ],
    });
  });

  test('headings with numbering, bold, brackets, colons or # are found and titled as printed', () => {
    assert.deepEqual(
      document.parts.map((candidate) => [candidate.kind, candidate.title]),
      [
        ['basic', '基本信息'],
        ['summary', '个人简介'],
        ['work', '工作经历'],
        ['internship', '实习经历'],
        ['project', '项目经历'],
        ['education', '教育背景'],
        ['campus', '校园经历'],
        ['skills', '专业技能'],
        ['honors', '荣誉奖项'],
        ['other', '论文发表'],
      ],
    );
  });

  test('entries with every date style exactly as printed', () => {
    const rows = (title: string) =>
      part(document, title, 'entries').entries.map(
        ({ title: name, subTitle, startTime, endTime, bullets }) => [
          name,
          subTitle,
          startTime,
          endTime,
          bullets.length,
        ],
      );
    assert.deepEqual(rows('工作经历'), [
      ['字节跳动', '后端开发工程师', '2021年7月', '至今', 2],
      ['腾讯科技（深圳）有限公司', '高级工程师', '2019.07', '2021.06', 2],
    ]);
    assert.deepEqual(rows('实习经历'), [['美团', '数据分析实习生', '2018/09', '2019/01', 1]]);
    assert.deepEqual(rows('项目经历'), [['智能简历生成平台', '技术负责人', '2022.03', '2022.12', 2]]);
    // The major printed beside the degree is part of the subtitle, as the hand labels read it.
    assert.deepEqual(rows('教育背景'), [['复旦大学', '计算机科学与技术 本科', '2015.09', '2019.06', 1]]);
    assert.deepEqual(rows('校园经历'), [['学生会', '主席', '2020年3月', '2020年8月', 1]]);
    assert.deepEqual(part(document, '工作经历', 'entries').entries[1]?.bullets, [
      '设计并实现消息推送平台',
      '日均推送量达到1亿条',
    ]);
    assert.deepEqual(part(document, '教育背景', 'entries').entries[0]?.bullets, [
      '主修课程：数据结构、操作系统、计算机网络',
    ]);
  });

  test('summary, skills, honors and the unknown part', () => {
    assert.deepEqual(part(document, '个人简介', 'list').items, [
      '5年后端开发经验，熟悉高并发系统设计。',
      '热爱技术，善于沟通。',
    ]);
    assert.deepEqual(part(document, '专业技能', 'kv').items, [
      { key: '编程语言', value: 'Java、Go、Python' },
      { key: '数据库', value: 'MySQL、Redis' },
    ]);
    assert.deepEqual(part(document, '荣誉奖项', 'list').items, [
      '2018年 国家奖学金',
      '2017年 ACM-ICPC 亚洲区域赛银牌',
    ]);
    assert.deepEqual(part(document, '论文发表', 'list').items, ['《分布式调度系统研究》，计算机学报，2019']);
  });

  test('nothing printed is dropped (only the document title "个人简历")', () => {
    assertNothingDropped(CHINESE, document, ['个人简历']);
  });
});

describe('parseResumeText: markdown and other forms', () => {
  test('a markdown resume: # name, inline labels, ### entries, italic dates, links', () => {
    const document = parseResumeText(`# Li Wei

**Email:** li.wei@example.com · **Phone:** +86 138-0013-8000 · Beijing, China
[GitHub](https://github.com/liwei)

## Experience

### Stripe — Staff Engineer
*Mar 2020 – Present*
- Led the ledger rewrite
- Cut incident count by half

### Square
**Senior Engineer** | 2017/03 - 2020/02
- Built the risk engine

## Skills
- Go, Rust, SQL
- Kubernetes
`);
    assert.deepEqual((document.parts[0] as KVPart).items, [
      { key: 'Name', value: 'Li Wei' },
      { key: 'Phone', value: '+86 138-0013-8000' },
      { key: 'Email', value: 'li.wei@example.com' },
      { key: 'Location', value: 'Beijing, China' },
      { key: 'Links', value: 'https://github.com/liwei' },
    ]);
    assert.deepEqual(part(document, 'Experience', 'entries').entries, [
      {
        title: 'Stripe',
        subTitle: 'Staff Engineer',
        startTime: 'Mar 2020',
        endTime: 'Present',
        bullets: ['Led the ledger rewrite', 'Cut incident count by half'],
      },
      {
        title: 'Square',
        subTitle: 'Senior Engineer',
        startTime: '2017/03',
        endTime: '2020/02',
        bullets: ['Built the risk engine'],
      },
    ]);
    assert.deepEqual((part(document, 'Skills', 'list') as ListPart).items, ['Go, Rust, SQL', 'Kubernetes']);
  });

  test('a name after 姓名： and a basic-information heading; the locale option wins', () => {
    const document = parseResumeText(
      '基本信息\n姓名：李雷\n性别：男\nEmail: lilei@example.com\n\n教育经历\n北京大学 2016 - 2020\n',
      {
        locale: 'en-US',
      },
    );
    assert.equal(document.locale, 'en-US');
    assert.deepEqual(document.parts[0], {
      kind: 'basic',
      shape: 'kv',
      title: '基本信息',
      items: [
        { key: 'Name', value: '李雷' },
        { key: 'Email', value: 'lilei@example.com' },
        { key: '性别', value: '男' },
      ],
    });
    assert.deepEqual(part(document, '教育经历', 'entries').entries, [
      { title: '北京大学', subTitle: '', startTime: '2016', endTime: '2020', bullets: [] },
    ]);
  });

  test('a year inside a sentence does not start an entry', () => {
    const document = parseResumeText(
      'Experience\nAcme | Engineer | 2019 - 2021\nLed the move to Kubernetes in 2020 for all services\n',
    );
    assert.deepEqual(part(document, 'Experience', 'entries').entries, [
      {
        title: 'Acme',
        subTitle: 'Engineer',
        startTime: '2019',
        endTime: '2021',
        bullets: ['Led the move to Kubernetes in 2020 for all services'],
      },
    ]);
  });

  test('text without any heading is kept: contact facts in basic, a headline as the summary, more in other', () => {
    const document = parseResumeText('Jane Doe\njane@example.com\nI build reliable backend systems.\n');
    assert.deepEqual(
      document.parts.map((candidate) => [candidate.kind, candidate.shape]),
      [
        ['basic', 'kv'],
        ['summary', 'list'],
      ],
    );
    const summary = document.parts.find((candidate) => candidate.kind === 'summary');
    assert.ok(summary?.shape === 'list');
    assert.deepEqual(summary.items, ['I build reliable backend systems.']);
    const unheaded = parseResumeText(
      'Jane Doe\njane@example.com\nBuilt the billing pipeline in Go\nMigrated 40 services to Kubernetes\nMentored 4 engineers\nWrote the on-call guide\n',
    );
    assert.deepEqual(
      part(unheaded, 'Other', 'list').items.length,
      4,
      'a whole unheaded resume is no headline',
    );
  });
});

describe('the lines under the name', () => {
  const basicOf = (document: ResumeDocument) => {
    const basic = document.parts.find((candidate) => candidate.kind === 'basic');
    assert.ok(basic?.shape === 'kv');
    return new Map(basic.items.map((item) => [item.key, item.value]));
  };
  test('a Chinese name with an English one, the graduating class and the city are fields, not "Other"', () => {
    const document = parseResumeText(
      '李明 Leo Li\n2026 届 | 上海 | 计算机科学与技术\n电话：138 0000 1234 | 邮箱：leo.li@163.com\n\n教育经历\n复旦大学 | 本科 计算机科学与技术 | 2022.09 - 2026.06\n',
    );
    const basic = basicOf(document);
    assert.equal(basic.get('姓名'), '李明');
    assert.equal(basic.get('英文名'), 'Leo Li');
    assert.equal(basic.get('毕业时间'), '2026 届');
    assert.equal(basic.get('所在地'), '上海');
    assert.ok(!document.parts.some((candidate) => candidate.kind === 'other'));
  });
  test('a town with a state or country code is the location, whether the place lists know the code or not', () => {
    for (const place of ['Melbourne, VIC', 'Lyon, FR']) {
      const document = parseResumeText(
        `Tom Baker\ntom.baker@gmail.com | +61 412 555 019 | ${place}\n\nExperience\nAcme | Marketing Coordinator | 2021.01 - Present\n- Ran campaigns\n`,
      );
      assert.equal(basicOf(document).get('Location'), place);
      assert.ok(
        !document.parts.some((candidate) => candidate.kind === 'summary' || candidate.kind === 'other'),
      );
    }
  });

  test('a city printed only beside the current employer is the location; beside a past one it is not', () => {
    const current = parseResumeText(
      'Jane Roe\njane@x.com\n\nExperience\nAcme Corp | Backend Engineer | Seattle, WA | 2021.01 - Present\n- Built the ledger\n',
    );
    assert.equal(basicOf(current).get('Location'), 'Seattle, WA');
    const past = parseResumeText(
      'Jane Roe\njane@x.com\n\nExperience\nAcme Corp | Backend Engineer | Seattle, WA | 2019.01 - 2021.06\n- Built the ledger\n',
    );
    assert.equal(basicOf(past).get('Location'), undefined);
    const stated = parseResumeText(
      '张伟\n电话：138 1234 5678 | 上海\n\n工作经历\n杭州有赞科技有限公司 | 后端开发工程师 | 杭州 | 2021.07 - 至今\n- 负责订单中心\n',
    );
    assert.equal(basicOf(stated).get('所在地'), '上海', 'a city the person states wins');
  });

  test('a headline: its role is the target, the rest leads the summary; the word "Resume" is no fact', () => {
    const document = parseResumeText(
      'Resume\nJane Smith\nBackend Engineer · Go & Distributed Systems\nSeattle, WA | jane@x.com | (206) 555-0100\n\nExperience\nAcme | Backend Engineer | 2021.01 - Present\n- Built the ledger API\n',
    );
    assert.equal(basicOf(document).get('Target role'), 'Backend Engineer');
    const summary = document.parts.find((candidate) => candidate.kind === 'summary');
    assert.ok(summary?.shape === 'list');
    assert.deepEqual(summary.items, ['Go & Distributed Systems']);
    assert.ok(!document.parts.some((candidate) => candidate.kind === 'other'));
  });
});
