// JSON Resume export: valid against the published schema (bundled copy), carrying every section's text.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, before, describe, test } from 'node:test';
import type { KVSection } from '@resume/contract';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  createDoneTask,
  type DoneTask,
  EN_OUTLINE,
  exportUrl,
  sectionTexts,
  ZH_OUTLINE,
} from './export-fixtures.ts';

const BUNDLED_SCHEMA = new URL('../../src/export/json-resume-schema.json', import.meta.url);
const schema = JSON.parse(readFileSync(BUNDLED_SCHEMA, 'utf8')) as Record<string, unknown>;
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
const validate = ajv.compile(schema);

// biome-ignore lint/suspicious/noExplicitAny: a parsed JSON document, read field by field in the asserts
type JsonResume = Record<string, any>;

const LANGUAGE_KEYS = new Set(['外语', 'Languages']);

/** Every string in the document, for "is this text still somewhere in it". */
function stringLeaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringLeaves);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringLeaves);
  return [];
}

/** The words of a text: JSON Resume splits "Python、SQL" into keywords and "英语（CET-6）" into language and fluency. */
function words(text: string): string[] {
  return text.split(/[\s,，、;；:：()（）]+/).filter((word) => word !== '');
}

describe('export as JSON Resume', () => {
  let t: TestApp;
  let zh: DoneTask;
  let en: DoneTask;
  before(async () => {
    t = await createTestApp();
    zh = await createDoneTask(t, ZH_OUTLINE);
    en = await createDoneTask(t, EN_OUTLINE);
  });
  after(() => t.close());

  const exportJson = async (uid: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: exportUrl(uid, 'json-resume'),
      headers: t.auth(),
    });
    assert.equal(response.statusCode, 200, response.body);
    return response;
  };

  test('the bundled schema is the published one from @jsonresume/schema', () => {
    const require = createRequire(import.meta.url);
    const published = JSON.parse(readFileSync(require.resolve('@jsonresume/schema/schema.json'), 'utf8'));
    assert.deepEqual(schema, published);
  });

  test('a Chinese task: valid JSON Resume with name, contacts, work, education, skills and languages', async () => {
    const response = await exportJson(zh.uid);
    assert.equal(response.headers['content-type'], 'application/json; charset=utf-8');
    assert.match(
      String(response.headers['content-disposition']),
      /^attachment; filename="resume-tsk_[\w-]+\.resume\.json"; filename\*=UTF-8''/,
    );
    assert.match(
      String(response.headers['content-disposition']),
      new RegExp(encodeURIComponent('张晓明-数据分析师.resume.json').replace(/\./g, '\\.')),
    );
    const resume: JsonResume = response.json();
    assert.ok(validate(resume), JSON.stringify(validate.errors, null, 2));
    assert.equal(resume.basics.name, '张晓明');
    assert.equal(resume.basics.email, 'xiaoming.zhang@example.com');
    assert.equal(resume.basics.phone, '138 0013 8000');
    assert.deepEqual(resume.basics.location, { city: '上海' });
    assert.deepEqual(resume.basics.profiles, [
      { network: 'GitHub', username: 'xiaoming-zhang', url: 'https://github.com/xiaoming-zhang' },
    ]);
    assert.equal(resume.basics.label, '数据分析师');
    assert.match(resume.basics.summary, /五年互联网数据分析经验/);
    assert.deepEqual(
      resume.work.map((job: JsonResume) => [job.name, job.position, job.startDate, job.endDate]),
      [
        ['上海云帆科技有限公司', '高级数据分析师', '2021-07', undefined],
        ['杭州星河电子商务有限公司', '数据分析师', '2019-07', '2021-06'],
      ],
      'ISO dates; an ongoing job (至今) has no endDate',
    );
    assert.equal(resume.work[0].highlights.length, 2);
    assert.deepEqual(resume.education[0], {
      institution: '复旦大学',
      area: '统计学',
      studyType: '本科',
      startDate: '2015-09',
      endDate: '2019-06',
      score: 'GPA 3.7/4.0',
      courses: ['主修课程：数理统计、回归分析、数据挖掘'],
    });
    assert.deepEqual(resume.skills, [
      { name: '编程', keywords: ['Python', 'SQL', 'R'] },
      { name: '工具', keywords: ['Tableau', 'Excel', 'Airflow'] },
    ]);
    assert.deepEqual(resume.languages, [{ language: '英语', fluency: 'CET-6' }]);
    assert.equal(resume.projects[0].name, '会员价值分层项目');
    assert.equal(resume.awards[0].title, '国家奖学金（2017）');
    assert.deepEqual(resume.interests, [{ name: '长跑' }, { name: '摄影' }]);
    assert.deepEqual(resume.meta.otherBasics, [{ key: '毕业时间', value: '2019.06' }]);
  });

  test('an English task: valid, with profiles, certificates, publications and the unmappable kept in meta', async () => {
    const resume: JsonResume = (await exportJson(en.uid)).json();
    assert.ok(validate(resume), JSON.stringify(validate.errors, null, 2));
    assert.equal(resume.basics.name, 'Ada Lovelace');
    assert.equal(resume.basics.url, 'https://ada.example.org/');
    assert.deepEqual(resume.basics.location, { city: 'London', region: 'UK' });
    assert.equal(resume.basics.profiles[0].network, 'LinkedIn');
    assert.deepEqual(
      resume.work.map((job: JsonResume) => [job.name, job.startDate, job.endDate, job.dateText]),
      [
        ['Analytical Engines Ltd', '2021-03', undefined, undefined],
        ['Difference Works', '2018-06', '2021-02', undefined],
        ['Babbage & Co', '2017', undefined, 'Summer 2017'],
      ],
      'a date ISO cannot say exactly keeps its printed text',
    );
    assert.deepEqual(resume.education[0].studyType, "Bachelor's");
    assert.deepEqual(resume.education[0].area, 'Mathematics');
    assert.deepEqual(resume.languages, [
      { language: 'English', fluency: 'native' },
      { language: 'French', fluency: 'professional' },
    ]);
    assert.equal(resume.certificates[0].name, 'AWS Certified Solutions Architect – Associate (2022)');
    assert.equal(resume.publications[0].name, 'Notes on the Analytical Engine, Scientific Memoirs, 1843');
    const patents = en.sections.find((section) => section.title === 'Patents');
    assert.deepEqual(
      resume.meta.unmappedSections,
      [patents],
      'a section with no JSON Resume home is kept whole',
    );
  });

  test('nothing is lost: every section is listed in meta, and every word of its text is in the document', async () => {
    for (const task of [zh, en]) {
      const resume: JsonResume = (await exportJson(task.uid)).json();
      assert.deepEqual(
        resume.meta.sections.map((section: JsonResume) => [section.id, section.title, section.type]),
        task.sections.map((section) => [section.id, section.title, section.type]),
      );
      const text = stringLeaves(resume).join('\n');
      const basics = task.sections[0] as KVSection;
      // Dates are re-written as ISO (checked above); an ISO-inexact one keeps its text in dateText.
      const dates = new Set(
        task.sections.flatMap((section) =>
          section.type === 'listForm[]'
            ? section.content.flatMap((entry) => [entry.startTime, entry.endTime])
            : [],
        ),
      );
      for (const section of task.sections) {
        // The basic-information keys (姓名, Email) and a languages line's key (外语) are what JSON Resume's field names say.
        const texts =
          section === basics
            ? basics.content.map((item) => item.value)
            : sectionTexts(section).filter((piece) => !LANGUAGE_KEYS.has(piece) && !dates.has(piece));
        for (const piece of texts) {
          for (const word of words(piece)) {
            assert.ok(
              text.includes(word),
              `"${word}" (from "${piece}" in ${section.title}) is in the JSON Resume`,
            );
          }
        }
      }
    }
  });
});
