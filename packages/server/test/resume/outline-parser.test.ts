// The tolerant outline reader: canonical outlines, messy user edits, unknown parts, and facts kept verbatim.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { detectLocale } from '../../src/resume/detect-locale.ts';
import { parseOutline } from '../../src/resume/outline-parser.ts';
import type { ResumeEntry, ResumePart } from '../../src/resume/resume-document.ts';

// The two canonical examples of spec/OUTLINE-FORMAT.md, verbatim.
const CANONICAL_ENGLISH = `# Backend Engineer

## Basic Information
- Name: [Your full name]
- Phone: [Your mobile number]
- Email: [Your email address]
- Location: [City, Country]

## Overview
- [Two sentences: years of backend experience, the systems you own, one measurable result]

## Work Experience
1. [Company] | [Job title] | [Start, e.g. 2021-03] - [End, or Present]
   - [An API or service you built, the stack, and the traffic it serves]
   - [A performance or reliability result with a number: latency, uptime, cost]

## Project Experience
1. [Project name] | [Your role] | [Start] - [End]
   - [The problem, your design decision, and the outcome]

## Education
1. [University] | [Degree, Major] | [Start] - [End]
   - [GPA, relevant courses, thesis — optional]

## Skills
- Languages: [e.g. Go, Java, Python]
- Data: [e.g. PostgreSQL, Redis, Kafka]
`;

const CANONICAL_CHINESE = `# 数据分析师

## 基本信息
- 姓名：[你的姓名]
- 电话：[手机号码]
- 邮箱：[常用邮箱]
- 求职意向：数据分析师

## 个人概述
- [两三句话：数据分析年限、擅长的业务领域、一个可量化的成果]

## 工作经历
1. [公司名称] | [职位] | [开始时间，如 2021.07] - [结束时间或至今]
   - [负责的数据指标体系或看板，服务的业务团队]
   - [一次分析带来的业务结果，写出具体数字]

## 教育经历
1. [学校名称] | [专业 学历] | [开始时间] - [结束时间]

## 专业技能
- 编程：[如 Python、SQL]
- 工具：[如 Tableau、Excel]
`;

function entry(
  title: string,
  subTitle: string,
  startTime: string,
  endTime: string,
  bullets: string[] = [],
): ResumeEntry {
  return { title, subTitle, startTime, endTime, bullets };
}

/** The part of a parsed outline with the given title; fails the test when it is missing. */
function partTitled(parts: readonly ResumePart[], title: string): ResumePart {
  const part = parts.find((candidate) => candidate.title === title);
  assert.ok(part, `no part titled ${title}; have ${parts.map((candidate) => candidate.title).join(', ')}`);
  return part;
}

function entriesOf(part: ResumePart): ResumeEntry[] {
  assert.equal(part.shape, 'entries', `${part.title} should hold entries`);
  return part.shape === 'entries' ? part.entries : [];
}

describe('parseOutline: the canonical shape', () => {
  test('the English example reads into its parts and entries', () => {
    assert.deepEqual(parseOutline(CANONICAL_ENGLISH), {
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
            { key: 'Email', value: '[Your email address]' },
            { key: 'Location', value: '[City, Country]' },
          ],
        },
        {
          kind: 'summary',
          title: 'Overview',
          shape: 'list',
          items: ['[Two sentences: years of backend experience, the systems you own, one measurable result]'],
        },
        {
          kind: 'work',
          title: 'Work Experience',
          shape: 'entries',
          entries: [
            entry('[Company]', '[Job title]', '[Start, e.g. 2021-03]', '[End, or Present]', [
              '[An API or service you built, the stack, and the traffic it serves]',
              '[A performance or reliability result with a number: latency, uptime, cost]',
            ]),
          ],
        },
        {
          kind: 'project',
          title: 'Project Experience',
          shape: 'entries',
          entries: [
            entry('[Project name]', '[Your role]', '[Start]', '[End]', [
              '[The problem, your design decision, and the outcome]',
            ]),
          ],
        },
        {
          kind: 'education',
          title: 'Education',
          shape: 'entries',
          entries: [
            entry('[University]', '[Degree, Major]', '[Start]', '[End]', [
              '[GPA, relevant courses, thesis — optional]',
            ]),
          ],
        },
        {
          kind: 'skills',
          title: 'Skills',
          shape: 'kv',
          items: [
            { key: 'Languages', value: '[e.g. Go, Java, Python]' },
            { key: 'Data', value: '[e.g. PostgreSQL, Redis, Kafka]' },
          ],
        },
      ],
    });
  });

  test('the Chinese example reads into its parts and entries', () => {
    assert.deepEqual(parseOutline(CANONICAL_CHINESE), {
      locale: 'zh-CN',
      job: '数据分析师',
      parts: [
        {
          kind: 'basic',
          title: '基本信息',
          shape: 'kv',
          items: [
            { key: '姓名', value: '[你的姓名]' },
            { key: '电话', value: '[手机号码]' },
            { key: '邮箱', value: '[常用邮箱]' },
            { key: '求职意向', value: '数据分析师' },
          ],
        },
        {
          kind: 'summary',
          title: '个人概述',
          shape: 'list',
          items: ['[两三句话：数据分析年限、擅长的业务领域、一个可量化的成果]'],
        },
        {
          kind: 'work',
          title: '工作经历',
          shape: 'entries',
          entries: [
            entry('[公司名称]', '[职位]', '[开始时间，如 2021.07]', '[结束时间或至今]', [
              '[负责的数据指标体系或看板，服务的业务团队]',
              '[一次分析带来的业务结果，写出具体数字]',
            ]),
          ],
        },
        {
          kind: 'education',
          title: '教育经历',
          shape: 'entries',
          entries: [entry('[学校名称]', '[专业 学历]', '[开始时间]', '[结束时间]')],
        },
        {
          kind: 'skills',
          title: '专业技能',
          shape: 'kv',
          items: [
            { key: '编程', value: '[如 Python、SQL]' },
            { key: '工具', value: '[如 Tableau、Excel]' },
          ],
        },
      ],
    });
  });
});

describe('parseOutline: messy user edits', () => {
  test('CRLF, `*` bullets, "一、工作经历：", `｜`, `1)` numbering, dates on the next line, 至今', () => {
    const outline = [
      '# 数据分析师',
      '',
      '一、工作经历：',
      '1) 字节跳动 ｜ 高级数据分析师',
      '   2021.07 - 至今',
      '   * 搭建抖音电商 GMV 指标体系，覆盖 12 个业务线',
      '   * 归因分析使转化率提升 18.5%',
      '2) 腾讯｜数据分析师｜2019年7月至2021年6月',
      '   * 负责微信支付看板',
      '',
    ].join('\r\n');
    const document = parseOutline(outline);
    assert.equal(document.job, '数据分析师');
    assert.equal(document.locale, 'zh-CN');
    assert.equal(document.parts.length, 1);
    const work = partTitled(document.parts, '工作经历');
    assert.equal(work.kind, 'work');
    assert.deepEqual(entriesOf(work), [
      entry('字节跳动', '高级数据分析师', '2021.07', '至今', [
        '搭建抖音电商 GMV 指标体系，覆盖 12 个业务线',
        '归因分析使转化率提升 18.5%',
      ]),
      entry('腾讯', '数据分析师', '2019年7月', '2021年6月', ['负责微信支付看板']),
    ]);
  });

  test('headings with no space, trailing colons, numbering, levels 1 to 3 and bold-only lines', () => {
    const outline = [
      '#Software Engineer',
      '##Work Experience:',
      '1. Acme Corp | Engineer | 2020 - Present',
      '### 2. Education',
      '1. MIT | B.S. Computer Science | 2016 - 2020',
      '**项目经历**',
      '1. 推荐系统 | 负责人 | 2021.01 - 2021.12',
      '一、专业技能：',
      '- 语言：Go',
      '2、荣誉奖项',
      '- 奖项：国家奖学金',
      'Certifications',
      '- AWS: Solutions Architect',
    ].join('\n');
    const document = parseOutline(outline);
    assert.equal(document.job, 'Software Engineer');
    assert.deepEqual(
      document.parts.map((part) => [part.kind, part.title]),
      [
        ['work', 'Work Experience'],
        ['education', 'Education'],
        ['project', '项目经历'],
        ['skills', '专业技能'],
        ['honors', '荣誉奖项'],
        ['certificates', 'Certifications'],
      ],
    );
    assert.deepEqual(entriesOf(partTitled(document.parts, 'Education')), [
      entry('MIT', 'B.S. Computer Science', '2016', '2020'),
    ]);
  });

  test('a byte-order mark, closing hashes and bold headings with a colon outside', () => {
    const document = parseOutline(
      '\uFEFF# Product Manager #\n## Skills ##\n- Tools: Figma\n**Awards**:\n- 2019 Hackathon winner\n',
    );
    assert.equal(document.job, 'Product Manager');
    assert.deepEqual(
      document.parts.map((part) => [part.kind, part.title, part.shape]),
      [
        ['skills', 'Skills', 'kv'],
        ['honors', 'Awards', 'list'],
      ],
    );
  });

  test('every bullet style, any indentation, and Present as the end', () => {
    const outline = [
      '## Experience',
      '1. Stripe | Backend Engineer | Mar 2021 - Present',
      '\t- tabs before a dash',
      '  * a star bullet',
      '    + a plus bullet',
      '  • a round bullet',
      '  ·a middle dot with no space',
      '  （1）a Chinese numbered sub-item',
    ].join('\n');
    assert.deepEqual(entriesOf(partTitled(parseOutline(outline).parts, 'Experience')), [
      entry('Stripe', 'Backend Engineer', 'Mar 2021', 'Present', [
        'tabs before a dash',
        'a star bullet',
        'a plus bullet',
        'a round bullet',
        'a middle dot with no space',
        'a Chinese numbered sub-item',
      ]),
    ]);
  });

  test('entry fields separated by em dashes, spaced hyphens, Chinese commas and tabs', () => {
    const outline = [
      '## Work Experience',
      '1. Google — Software Engineer — Jan 2019 – Dec 2020',
      '2. Meta - Production Engineer - 2021-01 - 2022-06',
      '3. 美团，后端开发工程师，2018.07-2018.12',
      '4. Shopify\tStaff Engineer\t2023',
    ].join('\n');
    assert.deepEqual(entriesOf(partTitled(parseOutline(outline).parts, 'Work Experience')), [
      entry('Google', 'Software Engineer', 'Jan 2019', 'Dec 2020'),
      entry('Meta', 'Production Engineer', '2021-01', '2022-06'),
      entry('美团', '后端开发工程师', '2018.07', '2018.12'),
      entry('Shopify', 'Staff Engineer', '2023', ''),
    ]);
  });

  test('dates anywhere in the entry line: first, in the middle, in brackets', () => {
    const outline = [
      '## 教育经历',
      '1. 2015.09-2019.06，北京大学，统计学 本科',
      '2. Stanford University | 2019 - 2021 | M.S. Statistics',
      '3. Tsinghua University (Sept 2013 – Jun 2015)',
    ].join('\n');
    assert.deepEqual(entriesOf(partTitled(parseOutline(outline).parts, '教育经历')), [
      entry('北京大学', '统计学 本科', '2015.09', '2019.06'),
      entry('Stanford University', 'M.S. Statistics', '2019', '2021'),
      entry('Tsinghua University', '', 'Sept 2013', 'Jun 2015'),
    ]);
  });

  test('fields split across the entry line and the lines after it', () => {
    const outline = [
      '## 教育经历',
      '1. 北京大学',
      '   计算机科学与技术 本科',
      '   2015.09 - 2019.06',
      '   - GPA 3.8/4.0，专业前 5%',
      '2. Carnegie Mellon University',
      '   - Aug 2019 - May 2021',
      '   - Master of Science',
    ].join('\n');
    assert.deepEqual(entriesOf(partTitled(parseOutline(outline).parts, '教育经历')), [
      entry('北京大学', '计算机科学与技术 本科', '2015.09', '2019.06', ['GPA 3.8/4.0，专业前 5%']),
      entry('Carnegie Mellon University', '', 'Aug 2019', 'May 2021', ['Master of Science']),
    ]);
  });

  test('plain entry lines with numbered bullets under them', () => {
    const outline = [
      '## 工作经历',
      '字节跳动 | 数据分析师 | 2021.07 - 至今',
      '1. 负责抖音电商指标体系',
      '2. 搭建 30 个核心看板',
      '腾讯 | 数据分析实习生 | 2020.06 - 2020.09',
      '1. 清洗 2000 万行日志',
    ].join('\n');
    assert.deepEqual(entriesOf(partTitled(parseOutline(outline).parts, '工作经历')), [
      entry('字节跳动', '数据分析师', '2021.07', '至今', ['负责抖音电商指标体系', '搭建 30 个核心看板']),
      entry('腾讯', '数据分析实习生', '2020.06', '2020.09', ['清洗 2000 万行日志']),
    ]);
  });

  test('numbered bullets indented under numbered entries stay bullets', () => {
    const outline = [
      '## 项目经历',
      '1. 实时数仓 | 负责人 | 2022.03 - 2022.12',
      '   1. 用 Flink 替换 Storm，延迟从 5 分钟降到 10 秒',
      '   2. 数据口径统一为 1 套 | 覆盖 8 个部门',
      '2. 埋点治理 | 成员 | 2021.05 - 2021.08',
    ].join('\n');
    assert.deepEqual(entriesOf(partTitled(parseOutline(outline).parts, '项目经历')), [
      entry('实时数仓', '负责人', '2022.03', '2022.12', [
        '用 Flink 替换 Storm，延迟从 5 分钟降到 10 秒',
        '数据口径统一为 1 套 | 覆盖 8 个部门',
      ]),
      entry('埋点治理', '成员', '2021.05', '2021.08'),
    ]);
  });

  test('entries written as ### headings under an entry part', () => {
    const outline = [
      '## Projects',
      '### Payments Gateway | Tech Lead | 2022 - 2023',
      '- Moved 40% of traffic to the new gateway',
      '### Search Revamp',
      '- Cut p99 latency from 900 ms to 120 ms',
    ].join('\n');
    const document = parseOutline(outline);
    assert.equal(document.parts.length, 1);
    assert.deepEqual(entriesOf(partTitled(document.parts, 'Projects')), [
      entry('Payments Gateway', 'Tech Lead', '2022', '2023', ['Moved 40% of traffic to the new gateway']),
      entry('Search Revamp', '', '', '', ['Cut p99 latency from 900 ms to 120 ms']),
    ]);
  });

  test('a work part written as plain bullets keeps every line in one untitled entry', () => {
    const outline = ['## Work Experience', '- Built the billing service in Go', '- Cut AWS cost by 35%'].join(
      '\n',
    );
    assert.deepEqual(entriesOf(partTitled(parseOutline(outline).parts, 'Work Experience')), [
      entry('', '', '', '', ['Built the billing service in Go', 'Cut AWS cost by 35%']),
    ]);
  });

  test('bullets before the first entry line stay in an untitled entry; the entry after still opens', () => {
    const outline = [
      '## Work Experience',
      '- Led a team of 6 engineers',
      '- Acme Inc | Engineer | 2018 - 2020',
      '  - Shipped the v2 API',
    ].join('\n');
    assert.deepEqual(entriesOf(partTitled(parseOutline(outline).parts, 'Work Experience')), [
      entry('', '', '', '', ['Led a team of 6 engineers']),
      entry('Acme Inc', 'Engineer', '2018', '2020', ['Shipped the v2 API']),
    ]);
  });
});

describe('parseOutline: shapes of known and unknown parts', () => {
  test('an unknown heading keeps its lines as a list', () => {
    const outline = [
      '## 开源贡献',
      '- 维护 project-x，获得 2000 star',
      '- 提交 35 个 PR 到 Apache Flink',
    ].join('\n');
    assert.deepEqual(parseOutline(outline).parts, [
      {
        kind: 'other',
        title: '开源贡献',
        shape: 'list',
        items: ['维护 project-x，获得 2000 star', '提交 35 个 PR 到 Apache Flink'],
      },
    ]);
  });

  test('an unknown heading of key/value lines is kv, URLs left whole', () => {
    const outline = ['## Links', '- GitHub: https://github.com/ada', '- Blog: https://ada.dev/posts'].join(
      '\n',
    );
    assert.deepEqual(parseOutline(outline).parts, [
      {
        kind: 'other',
        title: 'Links',
        shape: 'kv',
        items: [
          { key: 'GitHub', value: 'https://github.com/ada' },
          { key: 'Blog', value: 'https://ada.dev/posts' },
        ],
      },
    ]);
  });

  test('a bare URL is not split at "://"', () => {
    const outline = ['## Links', '- https://github.com/ada'].join('\n');
    assert.deepEqual(parseOutline(outline).parts, [
      { kind: 'other', title: 'Links', shape: 'list', items: ['https://github.com/ada'] },
    ]);
  });

  test('an unknown heading of numbered entries holds entries', () => {
    const outline = [
      '## Publications',
      '1. Fast Joins on GPUs | VLDB | 2022',
      '   - First author; cited 120 times',
    ].join('\n');
    assert.deepEqual(parseOutline(outline).parts, [
      {
        kind: 'other',
        title: 'Publications',
        shape: 'entries',
        entries: [entry('Fast Joins on GPUs', 'VLDB', '2022', '', ['First author; cited 120 times'])],
      },
    ]);
  });

  test('a key/value part with lines that are not key/value becomes a list with every line', () => {
    const outline = ['## Skills', '- Python, SQL, Spark', '- Languages: English (fluent), 中文'].join('\n');
    assert.deepEqual(parseOutline(outline).parts, [
      {
        kind: 'skills',
        title: 'Skills',
        shape: 'list',
        items: ['Python, SQL, Spark', 'Languages: English (fluent), 中文'],
      },
    ]);
  });

  test('a summary stays a list even when its lines contain colons', () => {
    const outline = ['## Summary', '- Focus: payments and risk'].join('\n');
    assert.deepEqual(parseOutline(outline).parts, [
      { kind: 'summary', title: 'Summary', shape: 'list', items: ['Focus: payments and risk'] },
    ]);
  });

  test('bold keys lose their markup, not their words', () => {
    const outline = ['## Basic Information', '- **Name:** Ada Lovelace', '- **Email**: ada@example.com'].join(
      '\n',
    );
    assert.deepEqual(parseOutline(outline).parts, [
      {
        kind: 'basic',
        title: 'Basic Information',
        shape: 'kv',
        items: [
          { key: 'Name', value: 'Ada Lovelace' },
          { key: 'Email', value: 'ada@example.com' },
        ],
      },
    ]);
  });
});

describe('parseOutline: content before the first part, job and locale', () => {
  test('contact lines before the first part become basic information', () => {
    const outline = [
      '# 数据分析师',
      '姓名：张三',
      '电话：13812345678',
      '',
      '## 工作经历',
      '1. 美团 | 分析师 | 2020 - 2022',
    ].join('\n');
    const document = parseOutline(outline);
    assert.deepEqual(document.parts[0], {
      kind: 'basic',
      title: '基本信息',
      shape: 'kv',
      items: [
        { key: '姓名', value: '张三' },
        { key: '电话', value: '13812345678' },
      ],
    });
    assert.equal(document.parts[1]?.kind, 'work');
  });

  test('a name line among contact lines keeps the preamble as a list, losing nothing', () => {
    const outline = ['Ada Lovelace', 'Email: ada@example.com', '## Skills', '- Math: analysis'].join('\n');
    const document = parseOutline(outline);
    assert.deepEqual(document.parts[0], {
      kind: 'basic',
      title: 'Basic Information',
      shape: 'list',
      items: ['Ada Lovelace', 'Email: ada@example.com'],
    });
  });

  test('text before the first part with no contact lines is kept as an other part', () => {
    const document = parseOutline(
      ['# PM', 'I build products people love', '## Skills', '- Tools: Figma'].join('\n'),
    );
    assert.deepEqual(document.parts[0], {
      kind: 'other',
      title: 'Other',
      shape: 'list',
      items: ['I build products people love'],
    });
  });

  test('job and locale come from the fallback when the outline has no job heading', () => {
    const document = parseOutline('## Skills\n- Go: 5 years\n', { job: '后端工程师', locale: 'zh-CN' });
    assert.equal(document.job, '后端工程师');
    assert.equal(document.locale, 'zh-CN');
    assert.equal(parseOutline('## Skills\n- Go: 5 years\n').job, '');
  });

  test('a first heading that names a part is a part, not the job', () => {
    const document = parseOutline('# Education\n1. MIT | B.S. | 2020\n', { job: 'Engineer' });
    assert.equal(document.job, 'Engineer');
    assert.equal(document.parts[0]?.kind, 'education');
  });
});

describe('parseOutline: facts survive verbatim', () => {
  test('names, numbers, dates and organisations of a filled-in resume', () => {
    const outline = [
      '# Senior Data Engineer',
      '',
      '## Basic Information',
      '- Name: José María O’Neil-Zhang',
      '- Phone: +1 (415) 555-0132',
      '- Email: jose.oneil+jobs@example.co.uk',
      '',
      '## Work Experience',
      '1. Snowflake Inc. | Senior Data Engineer (L5) | Mar. 2021 - Present',
      '   - Cut nightly ETL from 6.5 h to 47 min across 1,200 tables',
      '   - Saved $1.2M/yr; on-call for 99.95% SLA',
      '2. 阿里巴巴（杭州）| 数据开发工程师 | 2018年7月 - 2021年2月',
      '   - 日均处理 3.2 亿条订单，服务 2000+ 商家',
    ].join('\n');
    const document = parseOutline(outline);
    assert.deepEqual(document.parts[0], {
      kind: 'basic',
      title: 'Basic Information',
      shape: 'kv',
      items: [
        { key: 'Name', value: 'José María O’Neil-Zhang' },
        { key: 'Phone', value: '+1 (415) 555-0132' },
        { key: 'Email', value: 'jose.oneil+jobs@example.co.uk' },
      ],
    });
    assert.deepEqual(entriesOf(partTitled(document.parts, 'Work Experience')), [
      entry('Snowflake Inc.', 'Senior Data Engineer (L5)', 'Mar. 2021', 'Present', [
        'Cut nightly ETL from 6.5 h to 47 min across 1,200 tables',
        'Saved $1.2M/yr; on-call for 99.95% SLA',
      ]),
      entry('阿里巴巴（杭州）', '数据开发工程师', '2018年7月', '2021年2月', [
        '日均处理 3.2 亿条订单，服务 2000+ 商家',
      ]),
    ]);
  });
});

describe('detectLocale', () => {
  test('a Han character in a job title makes it Chinese', () => {
    assert.equal(detectLocale('Java开发工程师'), 'zh-CN');
    assert.equal(detectLocale('产品经理 (PM)'), 'zh-CN');
    assert.equal(detectLocale('Backend Engineer'), 'en-US');
  });

  test('a long English text with a Chinese name stays English; a Chinese one with English terms is Chinese', () => {
    const english = `Name: 张伟\n${'Built data pipelines with Spark, Kafka and Airflow for the finance team. '.repeat(5)}`;
    const chinese = `${'负责数据仓库建设，使用 Spark、Kafka、Airflow 搭建实时链路。'.repeat(5)}`;
    assert.equal(detectLocale(english), 'en-US');
    assert.equal(detectLocale(chinese), 'zh-CN');
  });

  test('text with no letters takes the fallback', () => {
    assert.equal(detectLocale('2021 - 2023', 'zh-CN'), 'zh-CN');
    assert.equal(detectLocale(''), 'en-US');
  });
});
