// The ai-template outline: parts and order by applicant type, language, job-specific prompts, the honest generic
// outline for unknown jobs, determinism, and the canonical markdown it becomes through the writer.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { JOB_TYPES, type JobType, LOCALES, type Locale } from '@resume/contract';
import { buildOutlineDocument } from '../../src/generation/outline-document.ts';
import { JOB_FAMILIES } from '../../src/knowledge/job-families.ts';
import { partTitle } from '../../src/knowledge/section-names.ts';
import { parseOutline } from '../../src/resume/outline-parser.ts';
import { writeOutline } from '../../src/resume/outline-writer.ts';
import { isOnlyPrompt, type ResumeDocument, type ResumePart } from '../../src/resume/resume-document.ts';

function kinds(document: ResumeDocument): string[] {
  return document.parts.map((part) => part.kind);
}

function part(document: ResumeDocument, kind: string): ResumePart {
  const found = document.parts.find((candidate) => candidate.kind === kind);
  assert.ok(found, `no ${kind} part`);
  return found;
}

/** Every piece of text in the document, in order. */
function texts(document: ResumeDocument): string[] {
  return document.parts.flatMap(partTexts);
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

function bullets(document: ResumeDocument, kind: string): string[] {
  const found = part(document, kind);
  assert.equal(found.shape, 'entries');
  return found.shape === 'entries' ? found.entries.flatMap((entry) => entry.bullets) : [];
}

describe('buildOutlineDocument', () => {
  test('orders parts by applicant type: experienced hires lead with work, students with education', () => {
    const build = (type: JobType) =>
      kinds(buildOutlineDocument({ job: 'Backend Engineer', type, locale: 'en-US' }));
    assert.deepEqual(build('social'), [
      'basic',
      'summary',
      'work',
      'project',
      'education',
      'skills',
      'certificates',
    ]);
    assert.deepEqual(build('intern'), [
      'basic',
      'summary',
      'education',
      'internship',
      'project',
      'campus',
      'skills',
      'honors',
    ]);
    assert.deepEqual(build('campus'), [
      'basic',
      'summary',
      'education',
      'internship',
      'campus',
      'project',
      'honors',
      'skills',
    ]);
  });

  test('each applicant type is prompted for what recruiters screen it on', () => {
    const outline = (type: JobType, locale: Locale = 'zh-CN', job = '护士') =>
      buildOutlineDocument({ job, type, locale });
    const basicKeys = (document: ResumeDocument) => {
      const basic = part(document, 'basic');
      return basic.shape === 'kv' ? basic.items.map((item) => item.key) : [];
    };
    // Interns say when they can work; graduating students when they graduate; experienced hires neither.
    assert.equal(basicKeys(outline('intern')).at(-1), '实习时间');
    assert.equal(basicKeys(outline('campus')).at(-1), '毕业时间');
    assert.equal(basicKeys(outline('social')).at(-1), '求职意向');
    assert.equal(basicKeys(outline('campus', 'en-US', 'Registered Nurse')).at(-1), 'Graduation');
    // Three different overviews.
    const summaries = JOB_TYPES.map(
      (type) => texts({ ...outline(type), parts: [part(outline(type), 'summary')] })[0],
    );
    assert.equal(new Set(summaries).size, 3, summaries.join('\n'));
    assert.match(summaries[JOB_TYPES.indexOf('campus')] ?? '', /毕业时间/);
    assert.match(summaries[JOB_TYPES.indexOf('social')] ?? '', /年限.*可量化的成果/);
    // Graduating students are asked what their internship led to; students' projects are coursework or research.
    assert.match(bullets(outline('campus'), 'internship').at(-1) ?? '', /转正/);
    assert.doesNotMatch(bullets(outline('intern'), 'internship').join('\n'), /转正/);
    assert.match(bullets(outline('intern'), 'project')[0] ?? '', /课程设计、毕业设计、竞赛或科研/);
    assert.match(bullets(outline('social'), 'project')[0] ?? '', /关键决策/);
    // Campus activities, honours and GPA belong to students only.
    for (const kind of ['campus', 'honors']) {
      assert.ok(kinds(outline('intern')).includes(kind) && kinds(outline('campus')).includes(kind), kind);
      assert.ok(!kinds(outline('social')).includes(kind), kind);
    }
    assert.match(bullets(outline('campus'), 'education')[0] ?? '', /GPA/);
    assert.doesNotMatch(bullets(outline('social'), 'education').join('\n'), /GPA/);
  });

  test('seniority shapes the work prompts: a hard problem for seniors, the team for leads', () => {
    const work = (job: string) =>
      bullets(buildOutlineDocument({ job, type: 'social', locale: 'en-US' }), 'work');
    assert.ok(work('Senior Data Analyst').some((bullet) => bullet.includes('key decision you owned')));
    assert.ok(!work('Data Analyst').some((bullet) => bullet.includes('key decision you owned')));
    assert.ok(work('Head Chef').some((bullet) => bullet.includes('The team you led')));
    assert.ok(!work('Line Cook').some((bullet) => bullet.includes('The team you led')));
    const nurseManager = bullets(
      buildOutlineDocument({ job: '护士长', type: 'social', locale: 'zh-CN' }),
      'work',
    );
    assert.ok(
      nurseManager.some((bullet) => bullet.includes('带领的团队')),
      nurseManager.join('\n'),
    );
  });

  test('service jobs and trades outside building and making have no projects part; students and engineers do', () => {
    const kinds = (job: string, type: JobType, locale: Locale = 'en-US') =>
      buildOutlineDocument({ job, type, locale }).parts.map((found) => found.kind);
    for (const job of ['Tire Repairer', 'Hotel Receptionist', 'Personal Trainer', 'Truck Driver'])
      assert.ok(!kinds(job, 'social').includes('project'), job);
    assert.ok(!kinds('外卖骑手', 'social', 'zh-CN').includes('project'));
    for (const [job, type] of [
      ['Civil Engineer', 'social'],
      ['Tire Repairer', 'campus'],
      ['Data Analyst', 'social'],
    ] as const)
      assert.ok(kinds(job, type).includes('project'), `${job} ${type}`);
    // A US clinician's or flight attendant's resume has no projects; a Chinese doctor's 科研课题 and a medical
    // scientist's research do.
    for (const job of ['Family Physician', 'Registered Nurse', 'Pharmacist', 'Flight Attendant'])
      assert.ok(!kinds(job, 'social').includes('project'), job);
    assert.ok(kinds('Medical Scientist', 'social').includes('project'));
    assert.ok(kinds('医生', 'social', 'zh-CN').includes('project'));
  });

  test('no work prompt is asked twice: the earlier job is asked what the latest was not', () => {
    const repeated: string[] = [];
    // Every occupation and every specialty (whose own prompts are often four: three for the latest job, one left).
    for (const family of JOB_FAMILIES)
      for (const locale of ['zh-CN', 'en-US'] as const) {
        const specialties = (family.occupation?.specialties ?? []).map((one) => one.title[locale]);
        for (const job of [family.names[locale], ...specialties]) {
          const work = part(buildOutlineDocument({ job, type: 'social', locale }), 'work');
          assert.ok(work.shape === 'entries');
          const prompts = work.entries.flatMap((entry) => entry.bullets);
          if (prompts.length > 3 && new Set(prompts).size < prompts.length) repeated.push(`${job} ${locale}`);
        }
      }
    assert.deepEqual(repeated, []);
  });

  test("a language line only where the job's own skills name no languages (no CET-6 beside 英语专业八级)", () => {
    const skillKeys = (job: string) => {
      const skills = part(buildOutlineDocument({ job, type: 'social', locale: 'zh-CN' }), 'skills');
      assert.ok(skills.shape === 'kv');
      return skills.items.map((item) => item.key);
    };
    assert.ok(skillKeys('翻译').includes('语言能力'));
    assert.ok(!skillKeys('翻译').includes('外语'));
    assert.ok(skillKeys('会计').includes('外语'));
    // A US resume names a language only where the person speaks one besides English: it is not asked of everyone.
    const usKeys = (job: string) => {
      const skills = part(buildOutlineDocument({ job, type: 'social', locale: 'en-US' }), 'skills');
      assert.ok(skills.shape === 'kv');
      return skills.items.map((item) => item.key);
    };
    assert.ok(!usKeys('Accountant').includes('Languages'));
    assert.ok(!usKeys('Physicist').includes('Languages'));
  });

  test('entries ask for the organisation the job is done at', () => {
    const entry = (job: string, type: JobType, kind: string, locale: Locale = 'zh-CN') => {
      const found = part(buildOutlineDocument({ job, type, locale }), kind);
      return found.shape === 'entries' ? found.entries[0]?.title : undefined;
    };
    assert.equal(entry('护士', 'campus', 'internship'), '[医院名称与科室]');
    assert.equal(entry('高中数学老师', 'social', 'work'), '[学校或教育机构名称]');
    // A narrow kind of place is asked the way the occupation's employers are named: a chef's restaurant, a tour
    // guide's travel agency (the catalogue's hotel kind would ask a guide for a hotel).
    assert.match(
      entry('Chef', 'social', 'work', 'en-US') ?? '',
      /^\[Employer, e\.g\. .*(?:Bistro|Restaurant|Kitchen|Grill)/,
    );
    assert.match(entry('导游', 'social', 'work') ?? '', /^\[单位名称，如 某.*旅行社/);
    assert.equal(entry('后端开发工程师', 'social', 'work'), '[公司名称]');
    // A specialty names its own kind of employer: a Java backend is asked for an IT company.
    assert.match(entry('Java开发', 'social', 'work') ?? '', /^\[单位名称，如 某/);
    assert.equal(entry('Astrologer', 'social', 'work', 'en-US'), '[Company]');
    // Trades, kitchens and salons learn at vocational schools and in apprenticeships, not at university.
    assert.equal(entry('电工', 'campus', 'education'), '[学校或培训机构名称]');
    assert.equal(entry('Welder', 'social', 'education', 'en-US'), '[School, college or training program]');
    assert.equal(entry('Civil Engineer', 'social', 'education', 'en-US'), '[University]');
    const electrician = bullets(
      buildOutlineDocument({ job: '电工', type: 'campus', locale: 'zh-CN' }),
      'education',
    );
    assert.doesNotMatch(electrician.join('\n'), /GPA/);
    assert.match(electrician[0] ?? '', /职业技能等级证书/);
  });

  test('prompts are specific to jobs across fields, in both languages', () => {
    const work = (job: string, locale: Locale) =>
      bullets(buildOutlineDocument({ job, type: 'social', locale }), 'work').join('\n');
    assert.match(work('电工', 'zh-CN'), /电气故障/);
    assert.match(work('Welder', 'en-US'), /X-ray|weld/i);
    assert.match(work('Registered Nurse - ICU', 'en-US'), /patient/i);
    assert.match(work('注册会计师', 'zh-CN'), /月结.*报表/);
    assert.match(work('Backend Engineer', 'en-US'), /QPS|latency|traffic|API/i);
    assert.match(work('幼儿园老师', 'zh-CN'), /幼儿/);
  });

  test('adds certifications only when the family has some', () => {
    const generic = buildOutlineDocument({ job: 'Astrologer', type: 'social', locale: 'en-US' });
    assert.ok(!kinds(generic).includes('certificates'));
    const nurse = buildOutlineDocument({ job: 'Registered Nurse', type: 'social', locale: 'en-US' });
    const certificates = part(nurse, 'certificates');
    assert.equal(certificates.shape, 'list');
    assert.match(texts({ ...nurse, parts: [certificates] }).join('\n'), /Registered Nurse \(RN\) license/);
  });

  test('a Chinese job in Chinese gets Chinese titles, keys and prompts; the heading is the job as typed, trimmed', () => {
    const document = buildOutlineDocument({ job: '  数据分析师 ', type: 'social', locale: 'zh-CN' });
    assert.equal(document.job, '数据分析师');
    assert.equal(document.locale, 'zh-CN');
    for (const item of document.parts) assert.equal(item.title, partTitle(item.kind, 'zh-CN'));
    const basic = part(document, 'basic');
    assert.ok(basic.shape === 'kv');
    assert.deepEqual(
      basic.items.map((item) => item.key),
      ['姓名', '电话', '邮箱', '所在城市', '求职意向'],
    );
    const markdown = writeOutline(document);
    assert.ok(markdown.startsWith('# 数据分析师\n\n## 基本信息\n- 姓名：[你的姓名]\n'), markdown);
    assert.match(markdown, /\n- 求职意向：数据分析师\n/);
    assert.match(
      markdown,
      /\n1\. \[公司名称\] \| \[职位\] \| \[开始时间，如 2021\.07\] - \[结束时间或至今\]\n/,
    );
  });

  test('English titles in English', () => {
    const document = buildOutlineDocument({ job: 'Data Analyst', type: 'intern', locale: 'en-US' });
    for (const item of document.parts) assert.equal(item.title, partTitle(item.kind, 'en-US'));
    const markdown = writeOutline(document);
    assert.match(markdown, /\n- Target role: Data Analyst\n/);
    assert.match(markdown, /\n- Availability: \[/);
    assert.match(
      markdown,
      /\n1\. \[Company\] \| \[Internship role, e\.g\. [^\]]+\] \| \[Start, e\.g\. 2024-07\] - \[End, or Present\]\n/,
    );
  });

  test("an internship's role is asked with one of the field's own internships; a title no occupation knows keeps the plain prompt", () => {
    const known = writeOutline(buildOutlineDocument({ job: '化工操作工', type: 'intern', locale: 'zh-CN' }));
    assert.match(known, /\| \[实习岗位，如 [^\]]*实习[^\]]*\] \|/);
    const unknown = writeOutline(buildOutlineDocument({ job: 'Beekeeper', type: 'intern', locale: 'en-US' }));
    assert.match(unknown, /\| \[Internship role\] \|/);
  });

  test('prompts are job-specific: a frontend outline asks about React and page performance', () => {
    const english = bullets(
      buildOutlineDocument({ job: 'Sr. React dev', type: 'social', locale: 'en-US' }),
      'work',
    );
    assert.ok(
      english.some((bullet) => bullet.includes('React')),
      english.join('\n'),
    );
    const chinese = bullets(
      buildOutlineDocument({ job: '前端工程师', type: 'social', locale: 'zh-CN' }),
      'work',
    );
    assert.ok(
      chinese.some((bullet) => bullet.includes('页面性能')),
      chinese.join('\n'),
    );
    const nurse = bullets(
      buildOutlineDocument({ job: '护士', type: 'campus', locale: 'zh-CN' }),
      'internship',
    );
    assert.ok(
      nurse.some((bullet) => bullet.includes('患者')),
      nurse.join('\n'),
    );
    assert.notDeepEqual(
      english,
      bullets(buildOutlineDocument({ job: 'Accountant', type: 'social', locale: 'en-US' }), 'work'),
    );
  });

  test('work and internship entries get two or three of the family prompts, plus a leadership prompt for leads', () => {
    for (const type of JOB_TYPES) {
      const document = buildOutlineDocument({ job: 'QA Engineer', type, locale: 'en-US' });
      for (const item of document.parts) {
        if (item.shape !== 'entries' || (item.kind !== 'work' && item.kind !== 'internship')) continue;
        for (const entry of item.entries) assert.ok(entry.bullets.length >= 2 && entry.bullets.length <= 3);
      }
    }
    const lead = bullets(buildOutlineDocument({ job: '前端组长', type: 'social', locale: 'zh-CN' }), 'work');
    assert.ok(
      lead.some((bullet) => bullet.includes('带领的团队')),
      lead.join('\n'),
    );
  });

  test('skills are the family skill groups with bracketed examples', () => {
    const document = buildOutlineDocument({ job: 'Backend Engineer', type: 'social', locale: 'en-US' });
    const skills = part(document, 'skills');
    assert.equal(skills.shape, 'kv');
    if (skills.shape !== 'kv') return;
    assert.deepEqual(skills.items[0], {
      key: 'Programming languages',
      value: '[e.g. Go, Java, Python, C++]',
    });
    const chinese = part(
      buildOutlineDocument({ job: '数据分析师', type: 'campus', locale: 'zh-CN' }),
      'skills',
    );
    assert.ok(
      chinese.shape === 'kv' && chinese.items.some((item) => item.value === '[如 SQL、Python（pandas）、R]'),
    );
  });

  test("students' education asks for GPA and the family's courses", () => {
    const education = bullets(
      buildOutlineDocument({ job: 'Civil Engineer', type: 'intern', locale: 'en-US' }),
      'education',
    );
    assert.equal(education[0], '[GPA and ranking, e.g. 3.7/4.0, top 10%]');
    assert.equal(
      education[1],
      '[Relevant courses, e.g. Structural Analysis, Reinforced Concrete Design, Soil Mechanics]',
    );
  });

  test("an unknown job's outline comes from its nearest field, never filler that repeats the title", () => {
    // Beekeepers are an occupation now (O*NET files them with farm animal workers); an alpaca keeper is not.
    const document = buildOutlineDocument({ job: 'Alpaca Keeper', type: 'social', locale: 'en-US' });
    const familyPrompts = new Set(JOB_FAMILIES.flatMap((family) => family.responsibilities['en-US']));
    const work = bullets(document, 'work');
    assert.ok(
      work.every((bullet) => !familyPrompts.has(bullet)),
      'no family claims an alpaca keeper',
    );
    assert.ok(
      work.some((bullet) => /looked after|animals|yield/i.test(bullet)),
      work.join('\n'),
    );
    assert.doesNotMatch(texts(document).join('\n'), /Astrologer position|target position/);
    const researcher = buildOutlineDocument({
      job: 'Nurse Shark Researcher',
      type: 'social',
      locale: 'en-US',
    });
    assert.match(bullets(researcher, 'work').join('\n'), /research|methods|finding/i);
    const chinese = buildOutlineDocument({ job: '养蜂人', type: 'campus', locale: 'zh-CN' });
    assert.ok(!texts(chinese).some((text) => text.includes('养蜂人岗位')));
    assert.ok(texts(chinese).some((text) => text.includes('照看或产出')));
  });

  test("a title no field is read from gets an overview prompt that names no field: not 'general operations'", () => {
    const english = buildOutlineDocument({ job: 'Gizmo Wrangler', type: 'social', locale: 'en-US' });
    const chinese = buildOutlineDocument({ job: '奇思妙想官', type: 'social', locale: 'zh-CN' });
    const overview = (document: ResumeDocument) => partTexts(part(document, 'summary')).join('\n');
    assert.match(overview(english), /years in your field/);
    assert.doesNotMatch(overview(english), /general operations/);
    assert.match(overview(chinese), /本行业年限/);
    assert.doesNotMatch(overview(chinese), /综合事务/);
    // Nor does the project prompt.
    assert.doesNotMatch(bullets(english, 'project').join('\n'), /general operations/);
    assert.match(bullets(english, 'project').join('\n'), /Your work on the project/);
    // A field read from the title is still named.
    const keeper = buildOutlineDocument({ job: 'Alpaca Keeper', type: 'social', locale: 'en-US' });
    assert.doesNotMatch(overview(keeper), /your field/);
  });

  test('everything to fill in is a prompt; only the target role is filled', () => {
    for (const locale of LOCALES) {
      for (const type of JOB_TYPES) {
        for (const job of ['Frontend Engineer', '会计', 'Astrologer']) {
          const document = buildOutlineDocument({ job, type, locale });
          for (const item of document.parts) {
            if (item.shape === 'kv') {
              for (const { key, value } of item.items)
                if (key !== targetRoleKey(locale)) assert.ok(isOnlyPrompt(value), value);
            } else if (item.shape === 'list') {
              for (const value of item.items) assert.ok(isOnlyPrompt(value), value);
            } else {
              for (const entry of item.entries) {
                for (const value of [
                  entry.title,
                  entry.subTitle,
                  entry.startTime,
                  entry.endTime,
                  ...entry.bullets,
                ]) {
                  assert.ok(isOnlyPrompt(value), value);
                }
              }
            }
          }
        }
      }
    }
  });

  test('a student is asked for no system, revenue or place of business they own', () => {
    for (const [job, type, locale] of [
      ['Payments Backend Engineer', 'campus', 'en-US'],
      ['Fine Dining Restaurant Manager', 'campus', 'en-US'],
      ['酒吧店长', 'intern', 'zh-CN'],
      ['团餐项目经理', 'campus', 'zh-CN'],
    ] as const) {
      const internship = bullets(buildOutlineDocument({ job, type, locale }), 'internship').join('\n');
      assert.doesNotMatch(internship, /(?:system|share|revenue)s? you own|你管理的|经营指标/, job);
    }
  });

  test('is deterministic', () => {
    for (const type of JOB_TYPES) {
      const input = { job: '高级Java开发工程师', type, locale: 'zh-CN' as Locale };
      assert.deepEqual(buildOutlineDocument(input), buildOutlineDocument(input));
      assert.equal(writeOutline(buildOutlineDocument(input)), writeOutline(buildOutlineDocument(input)));
    }
  });

  test('writes the canonical outline and reads back to the same document', () => {
    for (const locale of LOCALES) {
      for (const type of JOB_TYPES) {
        for (const job of ['前端工程师（实习）', 'Registered Nurse - ICU', 'Astrologer', '新媒体运营']) {
          const document = buildOutlineDocument({ job, type, locale });
          const markdown = writeOutline(document);
          assert.ok(markdown.startsWith(`# ${document.job}\n\n## `));
          assert.deepEqual(parseOutline(markdown, { locale }), document, markdown);
        }
      }
    }
  });
});

/** The key of the target-role line, whose value is the job itself. */
function targetRoleKey(locale: Locale): string {
  return locale === 'zh-CN' ? '求职意向' : 'Target role';
}
