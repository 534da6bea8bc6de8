// The content step's example filling: a template's prompts become marked, job-specific examples and no part is
// left empty; a person's outline keeps their facts only; the same outline always fills the same way.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { JOB_TYPES, type JobType, LOCALES, type Locale } from '@resume/contract';
import { fillExamples, isExampleText, markExample } from '../../src/generation/fill-examples.ts';
import { graduationYear } from '../../src/generation/occupation-examples.ts';
import { buildOutlineDocument } from '../../src/generation/outline-document.ts';
import { fieldFamilyFor } from '../../src/knowledge/field-profiles.ts';
import { JOB_FAMILIES } from '../../src/knowledge/job-families.ts';
import { matchJob } from '../../src/knowledge/match-job.ts';
import { parseOutline } from '../../src/resume/outline-parser.ts';
import { writeOutline } from '../../src/resume/outline-writer.ts';
import { hasPrompt, type ResumeDocument, type ResumePart } from '../../src/resume/resume-document.ts';

function texts(document: ResumeDocument): string[] {
  return document.parts.flatMap((item) => partTexts(item));
}

function partTexts(item: ResumePart): string[] {
  switch (item.shape) {
    case 'kv':
      return item.items.flatMap(({ key, value }) => [key, value]);
    case 'list':
      return item.items;
    case 'entries':
      return item.entries.flatMap((entry) => [
        entry.title,
        entry.subTitle,
        entry.startTime,
        entry.endTime,
        ...entry.bullets,
      ]);
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** How many example marks the texts carry. */
function marksIn(texts: readonly string[]): number {
  return texts.filter(isExampleText).length;
}

function entryTexts(entry: {
  title: string;
  subTitle: string;
  startTime: string;
  endTime: string;
  bullets: string[];
}): string[] {
  return [entry.title, entry.subTitle, entry.startTime, entry.endTime, ...entry.bullets];
}

function part(document: ResumeDocument, kind: string): ResumePart {
  const found = document.parts.find((candidate) => candidate.kind === kind);
  assert.ok(found, `no ${kind} part`);
  return found;
}

/** The content a template of this job, type and locale is filled with. */
function templateFilled(job: string, type: JobType, locale: Locale): ResumeDocument {
  return fillExamples(buildOutlineDocument({ job, type, locale }), { job, type });
}

/** A Chinese outline as a user might leave it: some facts written in, some prompts untouched. */
const EDITED_OUTLINE = `# 前端开发工程师

## 基本信息
- 姓名：王小雨
- 电话：[手机号码]
- 邮箱：xiaoyu.wang@163.com
- 所在城市：[所在城市，如 上海]
- 求职意向：前端开发工程师

## 个人概述
- [两三句话：前端开发年限、最擅长的技能（如 TypeScript、React、Vite）、一个可量化的成果]

## 工作经历
1. 杭州云栖科技有限公司 | 前端开发工程师 | 2022.03 - 至今
   - 负责 SaaS 后台 40 余个页面的开发与维护
   - 将首页加载时间从 [优化前] 降到 [优化后]
   - [一次页面性能优化：首屏时间、LCP 或包体积优化前后的数字]
2. [公司名称] | [职位] | [开始时间，如 2021.07] - [结束时间或至今]
   - [与设计、后端协作交付的一个需求：你的分工与上线效果]

## 项目经历

## 教育经历
1. 浙江工业大学 | [专业 学历] | 2016.09 - 2020.06

## 专业技能
- 框架与库：React、Vue 3
- 工程化：[如 Vite、Webpack、ESLint、Jest]
- 外语：[如 英语 CET-6、雅思 7.0]
`;

describe('fillExamples', () => {
  const edited = parseOutline(EDITED_OUTLINE, { locale: 'zh-CN' });
  const filled = fillExamples(edited, { job: '前端开发工程师', type: 'social' });

  test("a person's outline keeps every fact verbatim; a prompt inside a sentence takes the sentence out", () => {
    const all = texts(filled);
    for (const fact of [
      '王小雨',
      'xiaoyu.wang@163.com',
      '前端开发工程师',
      '杭州云栖科技有限公司',
      '2022.03',
      '至今',
      '负责 SaaS 后台 40 余个页面的开发与维护',
      '浙江工业大学',
      '2016.09',
      '2020.06',
      'React、Vue 3',
    ]) {
      assert.ok(all.includes(fact), `lost "${fact}"`);
    }
    assert.ok(
      !all.some((text) => text.includes('将首页加载时间')),
      'a sentence missing its figures is left out',
    );
    assert.equal(filled.job, '前端开发工程师');
  });

  test("a person's outline gets no example: prompts and unfilled entries are left out, a part of prompts says so", () => {
    const all = texts(filled);
    assert.deepEqual(all.filter(hasPrompt), []);
    assert.deepEqual(all.filter(isExampleText), []);
    assert.deepEqual(
      filled.parts.map((item) => item.kind),
      ['basic', 'summary', 'work', 'education', 'skills'],
      'the overview, left as a prompt, is kept as what it asks for; the projects part the person emptied is left out',
    );
    // A part the person left as prompts is one marked line of what to fill in: not dropped without a word,
    // not written up as made-up facts.
    const guidance = part(filled, 'summary');
    assert.ok(guidance.shape === 'list' && guidance.items.length === 1);
    assert.match(guidance.items[0] ?? '', /^待补充：两三句话：前端开发年限/);
    const work = part(filled, 'work');
    assert.ok(work.shape === 'entries');
    assert.equal(work.entries.length, 1, 'the unfilled second job is left out');
    assert.deepEqual(work.entries[0]?.bullets, ['负责 SaaS 后台 40 余个页面的开发与维护']);
    const basic = part(filled, 'basic');
    assert.ok(basic.shape === 'kv');
    assert.deepEqual(
      basic.items.map((item) => item.key),
      ['姓名', '邮箱', '求职意向'],
    );
    const skills = part(filled, 'skills');
    assert.ok(skills.shape === 'kv');
    assert.deepEqual(skills.items, [{ key: '框架与库', value: 'React、Vue 3' }]);
  });

  test("a person's entry keeps its filled fields; an unfilled field is left empty, not invented", () => {
    const education = part(filled, 'education');
    assert.ok(education.shape === 'entries');
    assert.equal(education.entries[0]?.title, '浙江工业大学');
    assert.equal(education.entries[0]?.subTitle, '');
  });

  test('a student aims to work as a person of the job, or in a field: never "as a Bank Management"', () => {
    const aim = (title: string) =>
      fieldFamilyFor(title).summary['en-US'].student.find((sentence) => /aiming to work/.test(sentence)) ??
      '';
    assert.match(aim('Bank Management Trainee'), /aiming to work in bank management\./);
    assert.match(aim('Quantum Widget Intern'), /aiming to work in quantum widget\./);
    assert.match(aim('Zorbing Instructor Trainee'), /aiming to work as a Zorbing Instructor\./);
    assert.match(aim('Orbital Analyst'), /aiming to work as an Orbital Analyst\./);
  });

  test('a high school diploma is earned at a high school over four years, not at a technical college in one', () => {
    const outline = buildOutlineDocument({ job: 'Bus Driver', type: 'social', locale: 'en-US' });
    const filled = fillExamples(outline, { job: 'Bus Driver', type: 'social' });
    const education = filled.parts.find((part) => part.kind === 'education');
    assert.ok(education?.shape === 'entries');
    const school = education.entries.find((entry) => /High School Diploma/.test(entry.subTitle));
    assert.ok(school, JSON.stringify(education.entries));
    assert.match(school.title, /High School/);
    const year = (date: string) => Number(/\d{4}/.exec(date)?.[0]);
    assert.equal(year(school.endTime) - year(school.startTime), 4, `${school.startTime} – ${school.endTime}`);
  });

  test('no part of a template ends up empty', () => {
    for (const item of filled.parts) assert.ok(partTexts(item).length > 0, item.title);
    const empties: ResumeDocument = {
      locale: 'en-US',
      job: 'Nurse',
      parts: [
        { kind: 'summary', title: 'Overview', shape: 'list', items: [] },
        { kind: 'skills', title: 'Skills', shape: 'kv', items: [] },
        { kind: 'honors', title: 'Honors', shape: 'kv', items: [] },
        { kind: 'other', title: 'Volunteering', shape: 'entries', entries: [] },
        { kind: 'other', title: 'Interests', shape: 'list', items: [] },
      ],
    };
    for (const item of fillExamples(empties, { job: 'Nurse', type: null }).parts) {
      assert.ok(partTexts(item).length > 0, item.title);
      assert.ok(partTexts(item).some(isExampleText), item.title);
    }
  });

  test('fills every outline completely, in both languages, for every type, matched or not', () => {
    for (const locale of LOCALES) {
      for (const type of JOB_TYPES) {
        for (const job of ['Frontend Engineer', '护士', 'Astrologer', '养蜂人']) {
          const document = fillExamples(buildOutlineDocument({ job, type, locale }), { job, type });
          const all = texts(document);
          assert.deepEqual(all.filter(hasPrompt), [], `${job} ${type} ${locale}`);
          assert.ok(
            all.every((text) => text.trim() !== ''),
            `${job} ${type} ${locale}`,
          );
        }
      }
    }
  });

  test('examples fit the job: a frontend resume talks about React, a nurse about patients', () => {
    const frontend = texts(
      fillExamples(buildOutlineDocument({ job: 'Frontend Engineer', type: 'social', locale: 'en-US' }), {
        job: 'Frontend Engineer',
        type: 'social',
      }),
    );
    assert.ok(frontend.some((text) => text.includes('React')));
    const nurse = texts(
      fillExamples(buildOutlineDocument({ job: '护士', type: 'campus', locale: 'zh-CN' }), {
        job: '护士',
        type: 'campus',
      }),
    );
    assert.ok(nurse.some((text) => text.includes('患者')));
    const hospital = matchJob('护士')?.family.occupation?.employers['zh-CN'][0] ?? '';
    assert.match(hospital, /医院/);
    assert.ok(nurse.some((text) => text.includes(hospital)));
  });

  test('an unknown job gets examples of its nearest field, all marked, none repeating the title as filler', () => {
    const outline = buildOutlineDocument({ job: 'Astrologer', type: 'social', locale: 'en-US' });
    const document = fillExamples(outline, { job: 'Astrologer', type: 'social' });
    const work = part(document, 'work');
    assert.ok(work.shape === 'entries');
    // Each example entry says once that it is an example.
    for (const entry of work.entries) assert.equal(marksIn(entryTexts(entry)), 1, entry.title);
    assert.ok(!texts(document).some((text) => /Astrologer position/.test(text)));
    assert.equal(work.entries[0]?.subTitle, 'Astrologer');
    const summary = part(document, 'summary');
    assert.ok(summary.shape === 'list');
    assert.match(summary.items[0] ?? '', /^Astrologer with \d+ years/);
  });

  test("the classification's own names find their field: 工程技术人员 are engineers, 研究人员 researchers", () => {
    // An engineer no occupation names is written from the technical field, never the general office one.
    assert.equal(fieldFamilyFor('纺纱工程技术人员').id, 'field-technical');
    assert.equal(fieldFamilyFor('湖泊科学研究人员').id, 'field-research');
  });

  test("an unknown title whose field words point to one occupation takes that field's tools; others keep the profile's", () => {
    const tools = (title: string) => {
      const outline = buildOutlineDocument({ job: title, type: 'social', locale: 'en-US' });
      const skills = part(fillExamples(outline, { job: title, type: 'social' }), 'skills');
      assert.ok(skills.shape === 'kv');
      return skills.items.find((item) => item.key === 'Tools')?.value ?? '';
    };
    // "Welding" is a welder's word: a welder's tools, not Office and Slack.
    assert.match(tools('Welding Wrangler'), /TIG welders/);
    assert.doesNotMatch(tools('Welding Wrangler'), /Slack/);
    // A title whose words name no field keeps the general profile's.
    assert.match(tools('Zorb Wrangler'), /Microsoft Office/);
  });

  test("an unknown title of a known field writes the field's objects and measures, in its role noun's kind of work", () => {
    const workLines = (job: string, locale: Locale) => {
      const work = part(templateFilled(job, 'social', locale), 'work');
      assert.ok(work.shape === 'entries');
      return work.entries;
    };
    // A dyeing technologist improves dyeing: the dye house's fabrics and right-first-time rate, at a dye house.
    const dyeing = workLines('印染工艺员', 'zh-CN');
    const zhBullets = dyeing.flatMap((entry) => entry.bullets).join('\n');
    assert.match(zhBullets, /坯布|筒子纱|染色/);
    assert.match(zhBullets, /一次染色符合率|色差返修率|色牢度/);
    assert.doesNotMatch(zhBullets, /开机率保持在 99%/);
    assert.match(dyeing[0]?.title ?? '', /印染/);
    // A welding researcher runs trials on welds and moves pass and repair rates, at a lab, not at a steel erector.
    const welding = workLines('Welding Research Scientist', 'en-US');
    const enBullets = welding.flatMap((entry) => entry.bullets).join('\n');
    assert.match(enBullets, /trials on|studies on|test and analysis methods for/);
    assert.match(enBullets, /pass rate|repair rate/);
    assert.doesNotMatch(enBullets, /qualifications held|welds or inches completed|safety incidents/);
    assert.doesNotMatch(welding[0]?.title ?? '', /Erectors|Fabrication/);
  });

  test("a classification's 工程技术人员 of no known occupation holds the post of an engineer", () => {
    const family = fieldFamilyFor('纺织染整工程技术人员');
    assert.equal(family.names['zh-CN'], '纺织染整工程师');
  });

  test("students' and leads' own prompts get their own examples, in the outline's language", () => {
    const campus = fillExamples(buildOutlineDocument({ job: '护士', type: 'campus', locale: 'zh-CN' }), {
      job: '护士',
      type: 'campus',
    });
    const basic = part(campus, 'basic');
    assert.ok(basic.shape === 'kv');
    // A campus candidate graduates in the coming June, whatever today is.
    assert.deepEqual(basic.items.at(-1), {
      key: '毕业时间',
      value: `${graduationYear(new Date())}.06（示例）`,
    });
    const internship = part(campus, 'internship');
    assert.ok(internship.shape === 'entries');
    assert.match(internship.entries[0]?.bullets.at(-1) ?? '', /^各科室出科考核均为优秀.*带教老师评价/);
    assert.match(internship.entries[0]?.title ?? '', /^示例.*医院/);
    assert.equal(marksIn(entryTexts(internship.entries[0]!)), 1);
    // A student's example project is a course project of the field, described by its own example.
    const project = part(campus, 'project');
    assert.ok(project.shape === 'entries');
    const courseProject = matchJob('护士')?.family.occupation?.student['zh-CN'].courseProjects[0];
    assert.ok(courseProject);
    assert.match(project.entries[0]?.title ?? '', new RegExp(`^${escapeRegExp(courseProject.name)}`));
    assert.ok((project.entries[0]?.bullets[0] ?? '').startsWith(courseProject.description));
    const lead = fillExamples(buildOutlineDocument({ job: 'Head Chef', type: 'social', locale: 'en-US' }), {
      job: 'Head Chef',
      type: 'social',
    });
    const work = part(lead, 'work');
    assert.ok(work.shape === 'entries');
    assert.ok(work.entries[0]?.bullets.some((bullet) => /^Led a team of 6/.test(bullet)));
    // The entry's one mark asks for the real figures: its examples have some.
    assert.match(work.entries[0]?.bullets[0] ?? '', /\(example, replace the figures with yours\)$/);
    // A chef works at a restaurant: the occupation's own first employer, not a company of its workplace kind.
    const employers = matchJob('Head Chef')?.family.occupation?.employers['en-US'];
    assert.equal(work.entries[0]?.title, employers?.[0]);
    assert.match(employers?.[0] ?? '', /Bistro|Restaurant|Kitchen|Grill|Hotel/);
  });

  test('the same outline gives the same content, for every family', () => {
    for (const job of ['Welder', '幼儿园老师', 'Astrologer']) {
      const outline = writeOutline(buildOutlineDocument({ job, type: 'intern', locale: 'en-US' }));
      const once = fillExamples(parseOutline(outline, { locale: 'en-US' }), { job, type: 'intern' });
      const twice = fillExamples(parseOutline(outline, { locale: 'en-US' }), { job, type: 'intern' });
      assert.deepEqual(once, twice);
    }
  });

  test('an untouched template says it is an example once per entry and once per part, not on every line; contact details each', () => {
    for (const [job, locale] of [
      ['护士', 'zh-CN'],
      ['Backend Engineer', 'en-US'],
      ['Astrologer', 'en-US'],
    ] as const) {
      for (const type of ['campus', 'social'] as const) {
        const document = fillExamples(buildOutlineDocument({ job, type, locale }), { job, type });
        for (const item of document.parts) {
          if (item.shape === 'entries') {
            for (const entry of item.entries)
              assert.equal(marksIn(entryTexts(entry)), 1, `${job} ${type} ${entry.title}`);
          } else if (item.kind === 'basic') {
            assert.ok(marksIn(partTexts(item)) >= 1, `${job} ${type} basic`);
          } else {
            assert.equal(marksIn(partTexts(item)), 1, `${job} ${type} ${item.title}`);
          }
        }
      }
    }
  });

  test('marks sentences with figures as examples to edit, and names as examples', () => {
    assert.equal(
      markExample('Cut latency by 40%', 'en-US', 'sentence'),
      'Cut latency by 40% (example, replace the figures with yours)',
    );
    assert.equal(markExample('Example Tech Inc.', 'en-US', 'value'), 'Example Tech Inc. (example)');
    assert.equal(markExample('示例大学', 'zh-CN', 'value'), '示例大学（示例）');
    assert.equal(markExample('示例大学（示例）', 'zh-CN', 'value'), '示例大学（示例）');
    // A number in a name is no figure to replace.
    assert.equal(
      markExample('ISO 22301 Lead Auditor', 'en-US', 'sentence'),
      'ISO 22301 Lead Auditor (example)',
    );
    assert.equal(markExample('英语 CET-6', 'zh-CN', 'sentence'), '英语 CET-6（示例）');
  });

  test("a job ad's title is the role as a resume writes it: no pay, shifts, brackets or plural", () => {
    for (const [job, locale, role] of [
      ['外卖骑手 多劳多得 日结', 'zh-CN', '外卖骑手'],
      ['导游（持证）旺季急招', 'zh-CN', '导游'],
      ['Machine Operator - 12hr Shifts - No Experience Needed', 'en-US', 'Machine Operator'],
      ['Costume Attendants', 'en-US', 'Costume Attendant'],
    ] as const) {
      const document = templateFilled(job, 'social', locale);
      const work = document.parts.find((part) => part.kind === 'work');
      assert.equal(work?.shape, 'entries');
      if (work?.shape !== 'entries') continue;
      assert.equal(
        work.entries[0]?.subTitle.replace(/\s*[（(]示例[^)）]*[)）]|\s*\(example[^)]*\)/, ''),
        role,
        job,
      );
      assert.ok(!texts(document).some((text) => text.includes('多劳多得') || text.includes('12hr')), job);
    }
  });

  test("a classification's name is no post: the job entry holds the occupation's title, the heading the typed one", () => {
    for (const [job, locale] of [
      ['证券保荐承销专业人员', 'zh-CN'],
      ['Ushers, Lobby Attendants, and Ticket Takers', 'en-US'],
    ] as const) {
      const document = templateFilled(job, 'social', locale);
      const work = part(document, 'work');
      assert.ok(work.shape === 'entries');
      const post = work.entries[0]?.subTitle ?? '';
      assert.ok(post !== '' && !post.includes(job) && !/人员|,/.test(post), `${job}: ${post}`);
      // The occupation's own title, at the rung seven years in reaches (an 8-year 保荐代表人 is no 投行分析师).
      const family = matchJob(job)?.family;
      const titles = [family?.names[locale], ...Object.values(family?.occupation?.ladder[locale] ?? {})];
      assert.ok(titles.includes(post.replace(/\s*[（(](?:示例|example)[^)）]*[)）]/, '')), `${job}: ${post}`);
      if (locale === 'zh-CN') assert.notEqual(post, family?.occupation?.ladder[locale].junior, job);
    }
  });

  test("one degree throughout: a physicist's PhD, a librarian's MLIS, a 物理研究员's 博士 are the education entry's", () => {
    for (const [job, locale, degree] of [
      ['Physicist', 'en-US', /^PhD, Physics/],
      ['Librarian', 'en-US', /^Library and Information Science \(MLIS\)/],
      ['物理研究员', 'zh-CN', /^物理学 博士/],
      ['Accountant', 'en-US', /^Bachelor's in /],
    ] as const) {
      const document = templateFilled(job, 'social', locale);
      const education = part(document, 'education');
      assert.ok(education.shape === 'entries');
      assert.match(education.entries[0]?.subTitle ?? '', degree, job);
    }
  });

  test('a US summer internship runs June to August, a Chinese one July to September, a placement in term', () => {
    for (const [job, locale, months] of [
      ['Marketing Intern', 'en-US', /^Jun \d{4}$|^Aug \d{4}$/],
      ['市场实习生', 'zh-CN', /\.0[79]$/],
      // Student teaching and clinical rotations run in term, not over the summer.
      ['Student Teacher', 'en-US', /^Jan \d{4}$|^Mar \d{4}$/],
      ['Nursing Student', 'en-US', /^Jan \d{4}$|^Mar \d{4}$/],
    ] as const) {
      const document = templateFilled(job, 'intern', locale);
      const internship = part(document, 'internship');
      assert.ok(internship.shape === 'entries');
      for (const entry of internship.entries) {
        assert.match(entry.startTime, months, `${job}: ${entry.startTime}`);
        assert.match(entry.endTime, months, `${job}: ${entry.endTime}`);
      }
      // A US intern gets a return offer; "rated outstanding in the internship review" is 实习考核评为优秀 translated.
      if (locale === 'en-US')
        assert.ok(!texts(document).some((text) => /internship review/i.test(text)), job);
    }
  });

  test('an occupation whose overview speaks of a year in the work is early in a career: its dates and overview agree', () => {
    const early = JOB_FAMILIES.filter((family) => {
      const overview = family.summary['en-US'].experienced.join(' ');
      return (
        /\bwith (?:a|one|two) years? (?:of|in|supporting|working)\b/i.test(overview) &&
        !/\d+\+? years\b/.test(overview)
      );
    });
    assert.ok(early.length > 0, 'no occupation to try');
    for (const family of early.slice(0, 5)) {
      const job = family.names['en-US'];
      const document = templateFilled(job, 'social', 'en-US');
      const work = part(document, 'work');
      assert.ok(work.shape === 'entries');
      const starts = work.entries.map((entry) => Number(/\d{4}/.exec(entry.startTime)?.[0]));
      assert.ok(
        new Date().getFullYear() - Math.min(...starts) <= 3,
        `${job}: a career from ${Math.min(...starts)}`,
      );
      const overview = partTexts(part(document, 'summary')).join(' ');
      assert.doesNotMatch(overview, /\b(?:[4-9]|\d\d) years\b/, `${job}: ${overview}`);
    }
  });

  test('a project of its era keeps its years: a pandemic outbreak response is not moved into 2024', () => {
    const project = part(templateFilled('公共卫生医师', 'social', 'zh-CN'), 'project');
    assert.ok(project.shape === 'entries');
    const outbreak = project.entries.find((entry) => entry.title.includes('疫情'));
    assert.ok(outbreak, 'the outbreak project');
    assert.ok(Number(outbreak.endTime.slice(0, 4)) <= 2022, `${outbreak.startTime} – ${outbreak.endTime}`);
  });

  test("a job board's title names the city: the example person lives there", () => {
    for (const [job, locale, city] of [
      ['采购员（电子料）-东莞', 'zh-CN', '东莞'],
      ['千川投放 杭州', 'zh-CN', '杭州'],
      ['Embedded C Engineer - Automotive ECUs - Detroit', 'en-US', 'Detroit, MI'],
      ['Warehouse Associate (Columbus)', 'en-US', 'Columbus, OH'],
    ] as const) {
      const document = templateFilled(job, 'social', locale);
      const basic = part(document, 'basic');
      assert.ok(basic.shape === 'kv');
      const location = basic.items.find((item) => /城市|Location/.test(item.key))?.value ?? '';
      assert.match(location, new RegExp(`^${escapeRegExp(city)}`), job);
    }
  });

  test("an experienced hire's project lies inside the job it was done in, and projects differ in start and length", () => {
    const spans = new Set<string>();
    // 编导, 中医师 and 钟表装配工 have careers moved five months later: their projects still end by last month.
    for (const job of [
      '化工工程师',
      'Java开发工程师',
      '会计',
      'Civil Engineer',
      'Product Manager',
      'Data Analyst',
      '编导',
      '中医师',
      '钟表装配工',
    ]) {
      const locale = /\p{Script=Han}/u.test(job) ? 'zh-CN' : 'en-US';
      const document = templateFilled(job, 'social', locale);
      const work = part(document, 'work');
      const project = document.parts.find((candidate) => candidate.kind === 'project');
      if (work.shape !== 'entries' || project?.shape !== 'entries') continue;
      const month = (date: string) => {
        const found = /(\d{4})[.-](\d{2})/.exec(date) ?? /([A-Z][a-z]{2}) (\d{4})/.exec(date);
        if (!found) return Number.POSITIVE_INFINITY;
        if (/\d{4}/.test(found[1] ?? '')) return Number(found[1]) * 12 + Number(found[2]) - 1;
        const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
        return Number(found[2]) * 12 + names.indexOf(found[1] ?? '');
      };
      project.entries.forEach((entry, index) => {
        const job0 = work.entries[index];
        if (!job0) return;
        const start = month(entry.startTime);
        const end = month(entry.endTime);
        assert.ok(start > month(job0.startTime), `${job}: project starts before its job`);
        assert.ok(end - start >= 7, `${job}: a project of ${end - start} months`);
        const now = new Date();
        assert.ok(end < now.getFullYear() * 12 + now.getMonth(), `${job}: a project ending ${entry.endTime}`);
        spans.add(`${start - month(job0.startTime)}/${end - start}`);
      });
    }
    assert.ok(spans.size >= 4, `projects all start and run alike: ${[...spans].join(', ')}`);
  });

  test("a project's lines are about that project: no job's result, certificate or award under it", () => {
    const offenders: string[] = [];
    for (const job of [
      'Bricklayer',
      'Personal Trainer',
      'First Assistant',
      '私教',
      '审判辅助人员',
      '调解员',
      'PMO Analyst',
    ]) {
      for (const locale of ['zh-CN', 'en-US'] as const) {
        const document = templateFilled(job, 'social', locale);
        const work = document.parts.find((part) => part.kind === 'work');
        const project = document.parts.find((part) => part.kind === 'project');
        if (work?.shape !== 'entries' || project?.shape !== 'entries') continue;
        const plain = (text: string) => text.replace(/\s*[（(](?:示例|example)[^)）]*[)）]/, '');
        const workLines = new Set(work.entries.flatMap((entry) => entry.bullets.map(plain)));
        for (const bullet of project.entries.flatMap((entry) => entry.bullets.map(plain)))
          if (workLines.has(bullet) || /证书|认证|获奖|\b(?:certified|certification|award)/i.test(bullet))
            offenders.push(`${job} ${locale}: ${bullet}`);
      }
    }
    assert.deepEqual(offenders, []);
  });

  test('example careers differ by title, school years keep September to June, and a trade is learnt in three years', () => {
    const starts = new Set<string>();
    for (const job of ['会计', '电焊工', '护士', '律师', '厨师', '教师', '出纳', '前端开发工程师']) {
      const document = templateFilled(job, 'social', 'zh-CN');
      const work = document.parts.find((part) => part.kind === 'work');
      const education = document.parts.find((part) => part.kind === 'education');
      if (work?.shape !== 'entries' || education?.shape !== 'entries') continue;
      starts.add(work.entries[0]?.startTime ?? '');
      const school = education.entries[0];
      assert.match(school?.startTime ?? '', /\.09/, `${job}: ${school?.startTime}`);
      assert.match(school?.endTime ?? '', /\.06/, `${job}: ${school?.endTime}`);
      if (matchJob(job)?.family.pathway === 'vocational')
        assert.equal(Number(school?.endTime.slice(0, 4)) - Number(school?.startTime.slice(0, 4)), 3, job);
    }
    assert.ok(starts.size > 1, `every career starts in ${[...starts].join(', ')}`);
  });

  test("a past job's example lines are in the past tense, and a lead's team is the occupation's, said once", () => {
    const chef = fillExamples(buildOutlineDocument({ job: 'Head Chef', type: 'social', locale: 'en-US' }), {
      job: 'Head Chef',
      type: 'social',
    });
    const work = chef.parts.find((part) => part.kind === 'work');
    assert.ok(work?.shape === 'entries');
    const earlier = work.entries.slice(1).flatMap((entry) => entry.bullets);
    assert.ok(earlier.length > 0);
    for (const bullet of earlier)
      assert.doesNotMatch(bullet, /^(?:Lead|Run|Manage|Own|Keep|Teach|Supervise) /, bullet);
    const manager = fillExamples(
      buildOutlineDocument({ job: '业务连续性经理', type: 'social', locale: 'zh-CN' }),
      {
        job: '业务连续性经理',
        type: 'social',
      },
    );
    const lines = texts(manager).filter((text) => /带领 ?\d+ ?人/.test(text));
    assert.equal(lines.length, 1, lines.join(' / '));
  });

  test('the certificates part lists what the overview says the person holds', () => {
    const document = fillExamples(
      buildOutlineDocument({ job: 'Registered Nurse', type: 'social', locale: 'en-US' }),
      {
        job: 'Registered Nurse',
        type: 'social',
      },
    );
    const overview = document.parts.find((part) => part.kind === 'summary');
    const certificates = document.parts.find((part) => part.kind === 'certificates');
    assert.ok(overview?.shape === 'list' && certificates?.shape === 'list');
    assert.match(overview.items.join(' '), /CCRN/);
    assert.match(certificates.items.join(' '), /CCRN/);
  });

  test('an example names one option, and the certificates the overview names lead the list', () => {
    for (const job of ['Nurse Practitioner', 'Bailiff']) {
      const document = templateFilled(job, 'social', 'en-US');
      const picked = document.parts
        .filter((part) => part.kind === 'education' || part.kind === 'certificates')
        .flatMap((part) => partTexts(part));
      for (const text of picked) assert.doesNotMatch(text, /\b[A-Z][\w-]* or [A-Z]/, `${job}: ${text}`);
    }
  });

  test("a trade's student life is a trade school's: skills contests and the shop, no case competition or return offer", () => {
    for (const [job, locale] of [
      ['电工', 'zh-CN'],
      ['Electrician', 'en-US'],
    ] as const) {
      assert.equal(matchJob(job)?.family.pathway, 'vocational');
      const document = templateFilled(job, 'campus', locale);
      const student = texts(document).join('\n');
      assert.doesNotMatch(student, /商业案例|case competition|转正 offer|return offer/i, job);
      assert.match(student, /技能竞赛|SkillsUSA/, job);
    }
  });

  test('a trade is not asked for a foreign language it would only make up', () => {
    const job = '电焊工';
    assert.equal(matchJob(job)?.family.pathway, 'vocational');
    const outline = buildOutlineDocument({ job, type: 'social', locale: 'zh-CN' });
    assert.ok(!texts(outline).some((text) => /CET-6|外语/.test(text)));
  });

  test('without a type, an outline with work experience is filled as an experienced hire', () => {
    const outline = buildOutlineDocument({ job: 'Accountant', type: 'social', locale: 'en-US' });
    assert.deepEqual(
      fillExamples(outline, { job: 'Accountant', type: null }),
      fillExamples(outline, { job: 'Accountant', type: 'social' }),
    );
    const student = buildOutlineDocument({ job: 'Accountant', type: 'campus', locale: 'en-US' });
    assert.deepEqual(
      fillExamples(student, { job: 'Accountant', type: null }),
      fillExamples(student, { job: 'Accountant', type: 'campus' }),
    );
  });

  test('does not change its input and is deterministic', () => {
    const before = structuredClone(edited);
    const again = fillExamples(edited, { job: '前端开发工程师', type: 'social' });
    assert.deepEqual(edited, before);
    assert.deepEqual(again, filled);
    assert.equal(writeOutline(again), writeOutline(filled));
  });
});
