// A student's example resume keeps to the school's own years: a five-year degree runs five years, activities start
// after enrolling, no more Dean's List semesters than have ended, and no one is a "graduate" before graduating.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locale, Section } from '@resume/contract';
import { fitsTenure, YEARS_OF_EXPERIENCE } from '../../src/generation/example-dates.ts';
import { graduationYear, studentCompetitionAward } from '../../src/generation/occupation-examples.ts';
import { OCCUPATIONS } from '../../src/knowledge/catalogue/catalogue.ts';
import { templateWriting } from '../helpers/builtin-writing.ts';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** "Sep 2025" or "2025.09" as months since year 0; undefined for "Present" / "至今". */
function month(text: string): number | undefined {
  const us = /^([A-Z][a-z]{2}) (\d{4})$/.exec(text.trim());
  if (us) return Number(us[2]) * 12 + MONTHS.indexOf(us[1]!.toLowerCase());
  const zh = /^(\d{4})\.(\d{2})$/.exec(text.trim());
  return zh ? Number(zh[1]) * 12 + Number(zh[2]) - 1 : undefined;
}

function entries(sections: readonly Section[], title: RegExp) {
  const section = sections.find((candidate) => title.test(candidate.title));
  return section?.type === 'listForm[]' ? section.content : [];
}

async function student(job: string, locale: Locale) {
  const { sections } = await templateWriting(job, 'campus', locale);
  const [education] = entries(sections, /education|教育/i);
  assert.ok(education, `${job}: an education entry`);
  return { sections, start: month(education.startTime)!, end: month(education.endTime)! };
}

test('a Chinese bachelor of medicine, Chinese medicine or architecture runs five years; a computing one four', async () => {
  for (const job of ['中医全科医师', '临床医生', '口腔医生', '建筑设计师']) {
    const { start, end } = await student(job, 'zh-CN');
    assert.equal(end - start, 5 * 12 - 3, job);
  }
  const { start, end } = await student('Java开发工程师', 'zh-CN');
  assert.equal(end - start, 4 * 12 - 3);
});

test("a two- or three-year programme's student joined no club before enrolling", async () => {
  for (const [job, locale] of [
    ['Welder', 'en-US'],
    ['焊工', 'zh-CN'],
    ['Electrician', 'en-US'],
    ['Software Engineer', 'en-US'],
  ] as const) {
    const { sections, start } = await student(job, locale);
    const activities = entries(sections, /leadership|activities|校园|社团/i);
    assert.ok(activities.length > 0, `${job}: activities`);
    for (const activity of activities)
      assert.ok(month(activity.startTime)! >= start, `${job}: ${activity.title}`);
  }
});

test('a student graduating after today is no "graduate" yet; a class that has graduated is', async () => {
  for (const job of ['Welder', 'Registered Nurse', 'Private Investigator']) {
    const { outline, sections } = await templateWriting(job, 'campus', 'en-US');
    const overview = JSON.stringify(sections.find((section) => /overview/i.test(section.title)));
    assert.doesNotMatch(overview, /\bgraduate\b(?! (?:student|program))/i, `${job}: ${overview}`);
    assert.ok(outline.length > 0);
  }
  const past = graduationYear(new Date()) - 1;
  const { sections } = await templateWriting(`Class of ${past} Welder`, 'campus', 'en-US');
  assert.match(JSON.stringify(sections.find((section) => /overview/i.test(section.title))), /\bgraduate\b/i);
});

test("no more Dean's List semesters than have ended since enrolling, and no honors college at a technical college", async () => {
  const now = new Date();
  const today = now.getFullYear() * 12 + now.getMonth();
  for (const job of [
    'Welder',
    'Dental Assistant',
    'Accountant',
    'Plumber',
    'Electrician',
    'Medical Assistant',
  ]) {
    const { sections, start } = await student(job, 'en-US');
    const honors = JSON.stringify(sections.find((section) => /honors/i.test(section.title)) ?? {});
    const semesters = /\((\d) semesters?\)/.exec(honors);
    if (semesters)
      assert.ok(Number(semesters[1]) <= Math.max(1, Math.floor((today - start) / 6)), `${job}: ${honors}`);
  }
  const welder = await student('Welder', 'en-US');
  assert.doesNotMatch(JSON.stringify(welder.sections), /Honors College|Phi Kappa Phi/);
});

test("a school's own contest gives a school's prize, in every occupation and specialty", () => {
  const wrong: string[] = [];
  for (const occupation of OCCUPATIONS)
    for (const written of [
      occupation,
      ...(occupation.specialties ?? []).map((specialty) => ({
        ...occupation,
        student: {
          'zh-CN': { ...occupation.student['zh-CN'], competitions: specialty.competitions?.['zh-CN'] ?? [] },
          'en-US': occupation.student['en-US'],
        },
      })),
    ])
      written.student['zh-CN'].competitions.forEach((contest, index) => {
        const prize = (studentCompetitionAward(written, 'zh-CN', index, 2026) ?? '').slice(contest.length);
        if (/校级|校内|院级/.test(contest) && /省级|全国/.test(prize)) wrong.push(contest + prize);
      });
  assert.deepEqual(wrong, []);
});

test('a prize claims no tier the contest lacks: no 省级 round of a national contest, no regional finalist of a game jam', () => {
  const wrong: string[] = [];
  for (const occupation of OCCUPATIONS)
    for (const locale of ['zh-CN', 'en-US'] as const)
      occupation.student[locale].competitions.forEach((contest, index) => {
        const prize = (studentCompetitionAward(occupation, locale, index, 2026) ?? '').slice(contest.length);
        if (/省级|regional finalist|campus round/.test(prize)) wrong.push(contest + prize);
        if (/\b(?:jam|hackathons?)\b/i.test(contest) && /place|mention|finalist/.test(prize))
          wrong.push(contest + prize);
      });
  assert.deepEqual(wrong, []);
});

test("a service trade's student serves guests; a workshop trade's keeps the shop's tool crib", async () => {
  const life = async (job: string, locale: Locale) =>
    JSON.stringify((await templateWriting(job, 'campus', locale)).sections);
  for (const [job, locale] of [
    ['美发学徒', 'zh-CN'],
    ['Barber Apprentice', 'en-US'],
    ['客房服务员', 'zh-CN'],
    ['美甲学徒', 'zh-CN'],
  ] as const)
    assert.doesNotMatch(await life(job, locale), /工具管理员|tool crib/, job);
  assert.match(await life('焊工', 'zh-CN'), /工具管理员/);
});

test("a student's clubs are their occupation's, not their employer's kind of place", async () => {
  const life = async (job: string, locale: Locale) =>
    JSON.stringify((await templateWriting(job, 'campus', locale)).sections);
  // A plant's buyers and planners studied business; its chemists science; an institute's biologists and a software
  // company's designers no programming.
  for (const [job, locale] of [
    ['采购实习生', 'zh-CN'],
    ['Procurement Intern', 'en-US'],
    ['生产计划员', 'zh-CN'],
    ['化学分析研究员', 'zh-CN'],
    ['Microbiologist', 'en-US'],
    ['材料工程师', 'zh-CN'],
    ['UI设计师', 'zh-CN'],
    ['Product Designer', 'en-US'],
  ] as const)
    assert.doesNotMatch(await life(job, locale), /方程式|Formula SAE|ACM|程序设计协会/, job);
  // A counselling student does no ward rotations.
  for (const [job, locale] of [
    ['心理援助热线咨询员', 'zh-CN'],
    ['Mental Health Counselor', 'en-US'],
  ] as const)
    assert.doesNotMatch(await life(job, locale), /出科|rotation/, job);
  // A mechanical student keeps the racing team.
  assert.match(await life('机械工程师', 'zh-CN'), /方程式/);
  assert.match(await life('Mechanical Engineer', 'en-US'), /Formula SAE/);
});

test('a line claims no more years than its entry lasts, a school year included', () => {
  assert.equal(fitsTenure('担任助理辅导员 1 学年，协助管理 120 名新生日常事务', 3), false);
  assert.equal(fitsTenure('Tutored for 1 academic year in the writing center', 3), false);
  assert.equal(fitsTenure('担任助理辅导员 1 学年', 24), true);
  assert.equal(fitsTenure('大三学年完成 2 次实训', 3), true);
});

test("a summary's years of experience are read, a result's period is not", () => {
  const stated = (text: string) => [...text.matchAll(YEARS_OF_EXPERIENCE)].map((match) => match[0]);
  assert.deepEqual(stated('Accountant with 6 years in general ledger close'), ['6 years']);
  assert.deepEqual(stated('8 年财务经验'), ['8 年']);
  assert.deepEqual(stated('Office manager with over 10 years of experience'), ['10 years']);
  assert.deepEqual(stated('Manager with 10 years running office services'), ['10 years']);
  // Left as written: these are how long a result held, not how long the person has worked.
  assert.deepEqual(stated('No duplicate payments in 3 years'), []);
  assert.deepEqual(stated('Zero audit findings 3 years running'), []);
  assert.deepEqual(stated('Cut overtime 20% over the past 2 years'), []);
});

test("a major that names a graduate or doctoral degree is the whole credential, never a bachelor's in it", async () => {
  for (const job of ['Audiologist', 'Hospital Administrator']) {
    const { sections } = await templateWriting(job, 'social', 'en-US');
    const [education] = entries(sections, /education/i);
    assert.ok(education, job);
    assert.doesNotMatch(education.subTitle, /Bachelor's in .*\((?:AuD|MHA)\)/, job);
    assert.match(education.subTitle, /\((?:AuD|MHA)\)/, job);
  }
});
