// A broad occupation's specialty named in the title ("School Nurse", "体育老师") is written from its own lines, and a
// title naming none keeps the record's; every specialty's own title lands on its record and names it.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locale } from '@resume/contract';
import { OCCUPATIONS } from '../../src/knowledge/catalogue/catalogue.ts';
import { namesSpecialty, withSpecialty } from '../../src/knowledge/catalogue/specialty.ts';
import { JOB_FAMILIES } from '../../src/knowledge/job-families.ts';
import { matchJob } from '../../src/knowledge/match-job.ts';
import { templateWriting } from '../helpers/builtin-writing.ts';

const LOCALES: Locale[] = ['zh-CN', 'en-US'];
const WITH_SPECIALTIES = OCCUPATIONS.filter((occupation) => (occupation.specialties ?? []).length > 0);

describe('specialties of broad occupations', () => {
  test('the catalogue has specialties to write from', () => {
    assert.ok(WITH_SPECIALTIES.length >= 3, `${WITH_SPECIALTIES.length} occupations have specialties`);
  });

  test("each specialty's own title lands on its occupation and gets that specialty's lines", () => {
    const wrong: string[] = [];
    for (const occupation of WITH_SPECIALTIES)
      for (const specialty of occupation.specialties ?? [])
        for (const locale of LOCALES) {
          const title = specialty.title[locale];
          const family = matchJob(title)?.family;
          if (family?.id !== occupation.id) {
            wrong.push(`${title}: matched ${family?.id ?? 'nothing'}, not ${occupation.id}`);
            continue;
          }
          const own = specialty.achievements[locale];
          const expected = own.length > 0 ? own : occupation.achievements[locale];
          if (family.achievements[locale] !== expected) wrong.push(`${title}: not the specialty's lines`);
        }
    assert.deepEqual(wrong, []);
  });

  test("no occupation's own name names one of its specialties", () => {
    const wrong = WITH_SPECIALTIES.flatMap((occupation) =>
      (occupation.specialties ?? []).flatMap((specialty) =>
        LOCALES.filter((locale) => namesSpecialty(occupation.names[locale], specialty)).map(
          (locale) => `${occupation.names[locale]} names ${specialty.id}`,
        ),
      ),
    );
    assert.deepEqual(wrong, []);
  });

  test('Latin words match whole: "school" is in "School Nurse (K-12)", not in "Preschooler Nurse"', () => {
    const specialty = {
      id: 'school',
      title: { 'zh-CN': '校医', 'en-US': 'School Nurse' },
      words: ['school', 'labor and delivery', '校医'],
      achievements: { 'zh-CN': [], 'en-US': [] },
      summary: { 'zh-CN': [], 'en-US': [] },
    };
    assert.equal(namesSpecialty('School Nurse (K-12)', specialty), true);
    assert.equal(namesSpecialty('ＳＣＨＯＯＬ ＮＵＲＳＥ', specialty), true);
    assert.equal(namesSpecialty('Labor and Delivery RN', specialty), true);
    assert.equal(namesSpecialty('Preschooler Nurse', specialty), false);
    assert.equal(namesSpecialty('Labor Relations Nurse', specialty), false);
    assert.equal(namesSpecialty('某区校医（编制）', specialty), true);
  });

  test("a specialty's own rungs and internships replace the record's; what it leaves out stays the record's", () => {
    const occupation = WITH_SPECIALTIES[0]!;
    const family = JOB_FAMILIES.find((candidate) => candidate.id === occupation.id)!;
    const specialty = {
      ...occupation.specialties![0]!,
      ladder: { 'zh-CN': { junior: '示例技士' }, 'en-US': {} },
      internships: { 'zh-CN': ['示例实习'], 'en-US': [] },
    };
    const written = withSpecialty(
      { ...family, occupation: { ...occupation, specialties: [specialty] } },
      specialty.title['zh-CN'],
    );
    assert.equal(written.occupation?.ladder['zh-CN'].junior, '示例技士');
    assert.equal(written.occupation?.ladder['zh-CN'].senior, occupation.ladder['zh-CN'].senior);
    assert.deepEqual(written.occupation?.ladder['en-US'], occupation.ladder['en-US']);
    // A student's internships likewise, in the language the specialty gives them.
    assert.deepEqual(written.occupation?.student['zh-CN'].internships, ['示例实习']);
    assert.deepEqual(
      written.occupation?.student['en-US'].internships,
      occupation.student['en-US'].internships,
    );
  });

  test("a specialty's own field is what the outline asks years in; without one the record's stays", async () => {
    const { outline } = await templateWriting('GFRC Technician', 'social', 'en-US');
    assert.match(outline, /years in glass fiber reinforced concrete \(GFRC\) casting/);
    assert.doesNotMatch(outline, /precast concrete, plaster and cast stone molding/);
    assert.equal(matchJob('Cast Stone Molder')?.family.id, 'molders-shapers-and-casters');
    const plain = await templateWriting('Cast Stone Molder', 'social', 'en-US');
    assert.match(plain.outline, /years in precast concrete, plaster and cast stone molding/);
  });

  test("a specialty title's outline and content say what that specialty does (a graduate's too); the plain title keeps the record", async () => {
    for (const occupation of WITH_SPECIALTIES.slice(0, 3)) {
      const specialty = occupation.specialties?.[0];
      if (!specialty) continue;
      for (const locale of LOCALES) {
        if (specialty.achievements[locale].length === 0) continue;
        const written = async (job: string) =>
          JSON.stringify((await templateWriting(job, 'social', locale)).sections);
        const special = await written(specialty.title[locale]);
        const { outline } = await templateWriting(specialty.title[locale], 'social', locale);
        for (const duty of specialty.duties?.[locale].slice(0, 1) ?? [])
          assert.ok(
            outline.includes(duty),
            `${specialty.title[locale]}: the outline asks the record's prompts`,
          );
        assert.ok(
          outline.includes(specialty.employers?.[locale][0]?.replace(/^示例/, '某') ?? ''),
          `${specialty.title[locale]}: the outline asks for the record's kind of employer`,
        );
        const plain = await written(occupation.names[locale]);
        const specialLine = (line: string) => special.includes(line.slice(0, 12));
        assert.ok(
          specialty.achievements[locale].some(specialLine),
          `${specialty.title[locale]}: none of its specialty's lines`,
        );
        assert.ok(
          !occupation.achievements[locale].some((line) => special.includes(line.slice(0, 20))),
          `${specialty.title[locale]}: still the record's default lines`,
        );
        assert.ok(
          occupation.achievements[locale].some((line) => plain.includes(line.slice(0, 12))),
          `${occupation.names[locale]}: lost the record's own lines`,
        );
        const own = specialty.studentSummary?.[locale] ?? [];
        if (own.length === 0) continue;
        const graduate = JSON.stringify(
          (await templateWriting(specialty.title[locale], 'campus', locale)).sections,
        );
        assert.ok(
          own.some((line) => graduate.includes(line.slice(0, 12))),
          `${specialty.title[locale]}: a graduate's overview is not the specialty's`,
        );
      }
    }
  });
});
