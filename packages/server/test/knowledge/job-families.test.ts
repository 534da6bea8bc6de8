// The job-family data: complete in both languages, prompts bracketed, examples clean, and every synonym
// leading back to its own family. Data-driven: a family added later is checked by the same rules.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { LOCALES, type Locale } from '@resume/contract';
import { EXAMPLE_MARK_PATTERN, WORKPLACES } from '../../src/knowledge/example-content.ts';
import { findJobFamily, JOB_FAMILIES } from '../../src/knowledge/job-families.ts';
import { matchJob, normalizeJobPhrase } from '../../src/knowledge/match-job.ts';
import { OUTLINE_PHRASING } from '../../src/knowledge/outline-phrasing.ts';
import { NEUTRAL_TITLE_WORDS, SENIORITY_WORDS } from '../../src/knowledge/title-words.ts';
import { isOnlyPrompt, PROMPT_PATTERN } from '../../src/resume/resume-document.ts';

const HAN = /\p{Script=Han}/u;
const ONE_PROMPT = /^\[[^[\]\n]+\]$/;

/** Every string anywhere in a value, with the path that leads to it. */
function* strings(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value))
    for (const [index, item] of value.entries()) yield* strings(item, `${path}[${index}]`);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) yield* strings(item, `${path}.${key}`);
  }
}

/** The text a family shows readers in one language. */
function textsIn(family: (typeof JOB_FAMILIES)[number], locale: Locale): string[] {
  return [
    family.names[locale],
    family.field[locale],
    ...family.skillGroups[locale].flatMap((group) => [group.name, ...group.examples]),
    ...family.responsibilities[locale],
    ...family.achievements[locale],
    ...family.projects[locale].flatMap((project) => [project.name, project.description]),
    ...family.certifications[locale],
    ...family.tools[locale],
    ...family.summary[locale].experienced,
    ...family.summary[locale].student,
    ...family.education[locale].majors,
    ...family.education[locale].courses,
  ];
}

describe('JOB_FAMILIES', () => {
  test('holds at least 40 families, including every field of the first version', () => {
    assert.ok(JOB_FAMILIES.length >= 40, `only ${JOB_FAMILIES.length} families`);
    const required = [
      'backend-engineer',
      'frontend-engineer',
      'full-stack-engineer',
      'mobile-engineer',
      'qa-engineer',
      'devops-engineer',
      'data-engineer',
      'data-analyst',
      'data-scientist',
      'algorithm-engineer',
      'product-manager',
      'ui-ux-designer',
      'graphic-designer',
      'marketing-specialist',
      'new-media-operations',
      'content-operations',
      'user-operations',
      'sales-representative',
      'customer-service',
      'financial-analyst',
      'accountant',
      'auditor',
      'hr-generalist',
      'recruiter',
      'administrative-assistant',
      'supply-chain-specialist',
      'procurement-specialist',
      'logistics-specialist',
      'lawyer',
      'nurse',
      'doctor',
      'pharmacist',
      'teacher',
      'mechanical-engineer',
      'civil-engineer',
      'electrical-engineer',
      'project-manager',
      'hotel-hospitality',
      'journalist-editor',
      'civil-servant',
      'translator',
    ];
    for (const id of required) assert.ok(findJobFamily(id), `missing family ${id}`);
  });

  test('ids are unique kebab-case', () => {
    const ids = JOB_FAMILIES.map((family) => family.id);
    assert.equal(new Set(ids).size, ids.length);
    for (const id of ids) assert.match(id, /^[a-z]+(?:-[a-z]+)*$/);
  });

  test('no string anywhere is empty or padded', () => {
    for (const family of JOB_FAMILIES) {
      for (const [path, text] of strings(family, family.id)) {
        assert.notEqual(text.trim(), '', `${path} is empty`);
        assert.equal(text, text.trim(), `${path} has surrounding spaces`);
      }
    }
  });

  for (const family of JOB_FAMILIES) {
    describe(family.id, () => {
      test('is complete in both languages', () => {
        for (const locale of LOCALES) {
          assert.ok(family.skillGroups[locale].length >= 3, `${locale} skill groups`);
          for (const group of family.skillGroups[locale])
            assert.ok(group.examples.length >= 3, `${locale} ${group.name}`);
          assert.ok(family.responsibilities[locale].length >= 5, `${locale} responsibilities`);
          assert.ok(family.achievements[locale].length >= 6, `${locale} achievements`);
          assert.ok(family.projects[locale].length >= 3, `${locale} projects`);
          assert.ok(family.tools[locale].length >= 4, `${locale} tools`);
          assert.ok(family.summary[locale].experienced.length >= 1, `${locale} experienced summary`);
          assert.ok(family.summary[locale].student.length >= 1, `${locale} student summary`);
          assert.ok(family.education[locale].majors.length >= 1, `${locale} majors`);
          assert.ok(family.education[locale].courses.length >= 3, `${locale} courses`);
        }
        assert.equal(family.projects['zh-CN'].length, family.projects['en-US'].length);
        assert.ok(family.workplace in WORKPLACES);
      });

      test('Chinese text is Chinese and English text has no Chinese in it', () => {
        for (const sentence of [
          ...family.responsibilities['zh-CN'],
          ...family.achievements['zh-CN'],
          ...family.summary['zh-CN'].experienced,
          ...family.summary['zh-CN'].student,
        ]) {
          assert.match(sentence, HAN, sentence);
        }
        for (const text of textsIn(family, 'en-US')) assert.doesNotMatch(text, HAN, text);
      });

      test('responsibilities are exactly one bracketed prompt each', () => {
        for (const locale of LOCALES) {
          for (const prompt of family.responsibilities[locale]) {
            assert.match(prompt, ONE_PROMPT, prompt);
            assert.ok(isOnlyPrompt(prompt), prompt);
          }
        }
      });

      test('examples are clean sentences: no brackets, no example marks, no outline separators', () => {
        for (const locale of LOCALES) {
          const texts = textsIn(family, locale).filter(
            (text) => !family.responsibilities[locale].includes(text),
          );
          for (const text of texts) {
            assert.doesNotMatch(text, PROMPT_PATTERN, text);
            assert.doesNotMatch(text, /[[\]|｜\n]/, text);
            assert.doesNotMatch(text, EXAMPLE_MARK_PATTERN, text);
          }
          // Achievements carry illustrative figures: that is what the reader is asked to replace.
          for (const achievement of family.achievements[locale]) assert.match(achievement, /\d/, achievement);
        }
      });

      test('skill group names are distinct and do not clash with the generic skills keys', () => {
        for (const locale of LOCALES) {
          const names = family.skillGroups[locale].map((group) => group.name.toLowerCase());
          assert.equal(new Set(names).size, names.length);
          const phrasing = OUTLINE_PHRASING[locale];
          for (const reserved of [phrasing.languages.key, phrasing.certificatesKey]) {
            assert.ok(!names.includes(reserved.toLowerCase()), `${locale} ${reserved}`);
          }
        }
      });

      test('has Chinese and English synonyms that all lead back to this family', () => {
        assert.ok(
          family.synonyms.some((synonym) => HAN.test(synonym)),
          'no Chinese synonym',
        );
        assert.ok(
          family.synonyms.some((synonym) => !HAN.test(synonym)),
          'no English synonym',
        );
        for (const phrase of [
          family.names['zh-CN'],
          family.names['en-US'],
          ...family.synonyms,
          ...family.keywords,
        ]) {
          assert.equal(
            matchJob(phrase)?.family.id,
            family.id,
            `"${phrase}" → ${matchJob(phrase)?.family.id}`,
          );
        }
      });
    });
  }

  test('a normalised synonym or keyword belongs to one family and is not a seniority or neutral word', () => {
    const titleWords = new Set(
      [...NEUTRAL_TITLE_WORDS, ...Object.values(SENIORITY_WORDS).flat()].map(normalizeJobPhrase),
    );
    const owners = new Map<string, string>();
    for (const family of JOB_FAMILIES) {
      for (const phrase of [...family.synonyms, ...family.keywords]) {
        const key = normalizeJobPhrase(phrase);
        const owner = owners.get(key);
        assert.ok(owner === undefined || owner === family.id, `"${phrase}" in ${owner} and ${family.id}`);
        owners.set(key, family.id);
        assert.ok(!titleWords.has(key), `"${phrase}" of ${family.id} is also a title word`);
      }
    }
  });
});
