// The job-family data: complete in both languages, prompts bracketed, examples clean, every synonym leading back to
// its own family, and every family giving a valid outline and content for every applicant type in both languages.
// Data-driven: a family added later is checked by the same rules.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { JOB_TYPES, LOCALES, type Locale, SectionSchema } from '@resume/contract';
import { Value } from '@sinclair/typebox/value';
import { fillExamples, isExampleText } from '../../src/generation/fill-examples.ts';
import { buildOutlineDocument } from '../../src/generation/outline-document.ts';
import { EXAMPLE_MARK_PATTERN, WORKPLACES } from '../../src/knowledge/example-content.ts';
import { findJobFamily, JOB_FAMILIES } from '../../src/knowledge/job-families.ts';
import { matchJob, normalizeJobPhrase } from '../../src/knowledge/match-job.ts';
import { OUTLINE_PHRASING } from '../../src/knowledge/outline-phrasing.ts';
import {
  NEUTRAL_TITLE_WORDS,
  ROLE_ONLY_SENIORITY_WORDS,
  SENIORITY_WORDS,
  TITLE_LEVELS,
} from '../../src/knowledge/title-words.ts';
import { parseOutline } from '../../src/resume/outline-parser.ts';
import { writeOutline } from '../../src/resume/outline-writer.ts';
import {
  hasPrompt,
  isOnlyPrompt,
  PROMPT_PATTERN,
  type ResumeDocument,
  type ResumePart,
} from '../../src/resume/resume-document.ts';
import { toSections } from '../../src/resume/to-sections.ts';

const HAN = /\p{Script=Han}/u;
/** A figure: digits, or a number in words (零差错, zero defects, a third). */
const FIGURE =
  /\d|[零一二两三四五六七八九十百千万半]|\b(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|twice|half|a third|a quarter|double|doubled)\b/i;
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

/** Every text of a document: keys, values, items, entry fields and bullets. */
function documentTexts(document: ResumeDocument): string[] {
  return document.parts.flatMap(partTexts);
}

function partTexts(part: ResumePart): string[] {
  switch (part.shape) {
    case 'kv':
      return part.items.flatMap(({ key, value }) => [key, value]);
    case 'list':
      return part.items;
    case 'entries':
      return part.entries.flatMap((entry) => [
        entry.title,
        entry.subTitle,
        entry.startTime,
        entry.endTime,
        ...entry.bullets,
      ]);
  }
}

/** Families for every field the built-in generator promises to cover, a few named per field. */
const FIELDS: Readonly<Record<string, readonly string[]>> = {
  software: ['backend-engineer', 'frontend-engineer', 'security-engineer', 'game-developer', 'it-support'],
  data: ['data-analyst', 'data-scientist', 'data-engineer', 'business-analyst', 'statistician'],
  product: ['product-manager', 'game-designer', 'product-marketing-manager'],
  design: [
    'ui-ux-designer',
    'graphic-designer',
    'interior-designer',
    'industrial-designer',
    'fashion-designer',
  ],
  marketing: [
    'marketing-specialist',
    'brand-manager',
    'performance-marketer',
    'public-relations',
    'event-planner',
  ],
  sales: [
    'sales-representative',
    'real-estate-agent',
    'insurance-agent',
    'business-development',
    'store-manager',
  ],
  finance: [
    'financial-analyst',
    'investment-banker',
    'risk-analyst',
    'wealth-manager',
    'actuary',
    'bank-teller',
  ],
  accounting: ['accountant', 'auditor', 'tax-specialist', 'cost-accountant'],
  hr: ['hr-generalist', 'recruiter', 'hrbp', 'compensation-benefits', 'training-specialist'],
  operations: [
    'user-operations',
    'content-operations',
    'ecommerce-operations',
    'administrative-assistant',
    'project-manager',
  ],
  'supply chain': [
    'supply-chain-specialist',
    'procurement-specialist',
    'logistics-specialist',
    'production-planner',
    'driver',
  ],
  legal: ['lawyer', 'legal-counsel', 'paralegal', 'compliance-officer', 'patent-agent'],
  healthcare: [
    'nurse',
    'doctor',
    'pharmacist',
    'dentist',
    'rehabilitation-therapist',
    'caregiver',
    'veterinarian',
  ],
  education: ['teacher', 'preschool-teacher', 'university-lecturer', 'tutor', 'curriculum-developer'],
  'mechanical engineering': [
    'mechanical-engineer',
    'automotive-engineer',
    'hvac-engineer',
    'robotics-engineer',
  ],
  'civil engineering': [
    'civil-engineer',
    'structural-engineer',
    'architect',
    'cost-engineer',
    'construction-supervisor',
  ],
  'electrical engineering': [
    'electrical-engineer',
    'hardware-engineer',
    'ic-design-engineer',
    'power-systems-engineer',
  ],
  'chemical engineering': ['chemical-engineer', 'chemist', 'materials-engineer', 'environmental-engineer'],
  manufacturing: [
    'quality-engineer',
    'process-engineer',
    'production-supervisor',
    'production-worker',
    'ehs-specialist',
  ],
  trades: [
    'electrician',
    'plumber',
    'welder',
    'carpenter',
    'hvac-technician',
    'auto-mechanic',
    'cnc-machinist',
  ],
  hospitality: [
    'hotel-hospitality',
    'chef',
    'barista',
    'restaurant-manager',
    'waiter',
    'tour-guide',
    'flight-attendant',
  ],
  media: ['journalist-editor', 'video-editor', 'photographer', 'broadcast-host', 'translator'],
  'public service': ['civil-servant', 'police-officer', 'firefighter', 'social-worker', 'librarian'],
};

describe('JOB_FAMILIES', () => {
  test('holds at least 200 families covering every field', () => {
    assert.ok(JOB_FAMILIES.length >= 200, `only ${JOB_FAMILIES.length} families`);
    for (const [field, ids] of Object.entries(FIELDS)) {
      for (const id of ids) assert.ok(findJobFamily(id), `${field}: missing family ${id}`);
    }
  });

  test('keeps every family of the first version', () => {
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

  JOB_FAMILIES.forEach((family, index) => {
    // Every occupation's outline and content in both languages, for one applicant type in turn (1,000+
    // occupations × 3 types took 24 s of the suite); coherence.test.ts generates every type of every one.
    const types = [JOB_TYPES[index % JOB_TYPES.length]!];
    describe(family.id, () => {
      test('is complete in both languages', () => {
        for (const locale of LOCALES) {
          assert.ok(family.skillGroups[locale].length >= 3, `${locale} skill groups`);
          for (const group of family.skillGroups[locale])
            assert.ok(group.examples.length >= 3, `${locale} ${group.name}`);
          // The catalogue's minimums (validate-occupation.ts): a student's and a leader's lines come on top.
          assert.ok(family.responsibilities[locale].length >= 4, `${locale} responsibilities`);
          assert.ok(family.achievements[locale].length >= 4, `${locale} achievements`);
          assert.ok(family.projects[locale].length >= 2, `${locale} projects`);
          assert.ok(family.tools[locale].length >= 2, `${locale} tools`);
          assert.ok(family.summary[locale].experienced.length >= 1, `${locale} experienced summary`);
          assert.ok(family.summary[locale].student.length >= 1, `${locale} student summary`);
          assert.ok(family.education[locale].majors.length >= 1, `${locale} majors`);
          assert.ok(family.education[locale].courses.length >= 3, `${locale} courses`);
        }
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
          // Achievements carry illustrative figures, that is what the reader is asked to replace: at least
          // half of them ("全年零差错" counts, as a number in words; a passed inspection is a result without one).
          const withFigures = family.achievements[locale].filter((achievement) => FIGURE.test(achievement));
          assert.ok(
            withFigures.length * 2 >= family.achievements[locale].length,
            'at least half the achievements carry a figure',
          );
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

      test('gives a valid outline and valid, fully filled content for every applicant type in both languages', () => {
        for (const locale of LOCALES) {
          for (const type of types) {
            const job = family.names[locale];
            const outline = buildOutlineDocument({ job, type, locale });
            const markdown = writeOutline(outline);
            assert.deepEqual(parseOutline(markdown, { locale }), outline, `${locale} ${type} round trip`);
            const prompts = documentTexts(outline).filter(hasPrompt);
            assert.ok(prompts.length > 10, `${locale} ${type} outline asks for little`);
            // The family's own prompts reach the outline: it is specific to the job, not generic.
            const own = new Set(family.responsibilities[locale]);
            assert.ok(
              prompts.some((prompt) => own.has(prompt)),
              `${locale} ${type} has no family prompt`,
            );
            const content = fillExamples(parseOutline(markdown, { locale }), { job, type });
            const texts = documentTexts(content);
            assert.deepEqual(texts.filter(hasPrompt), [], `${locale} ${type} prompts left`);
            assert.ok(texts.some(isExampleText), `${locale} ${type} examples unmarked`);
            if (locale === 'en-US') {
              for (const text of texts) assert.doesNotMatch(text, HAN, `${type} ${text}`);
            }
            const sections = toSections(content);
            assert.equal(sections.length, outline.parts.length);
            for (const section of sections) {
              assert.ok(Value.Check(SectionSchema, section), JSON.stringify(section));
              const empty = Array.isArray(section.content)
                ? section.content.length === 0
                : section.content.items.length === 0;
              assert.ok(!empty, `${locale} ${type} ${section.title} is empty`);
            }
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
  });

  test('title levels name real job titles, and role-only words are seniority words', () => {
    const synonyms = new Set(
      JOB_FAMILIES.flatMap((family) => [
        family.names['zh-CN'],
        family.names['en-US'],
        ...family.synonyms,
      ]).map(normalizeJobPhrase),
    );
    for (const title of Object.keys(TITLE_LEVELS)) {
      assert.ok(synonyms.has(normalizeJobPhrase(title)), `"${title}" is no family's job title`);
    }
    const seniorityWords = new Set(Object.values(SENIORITY_WORDS).flat().map(normalizeJobPhrase));
    for (const word of ROLE_ONLY_SENIORITY_WORDS)
      assert.ok(seniorityWords.has(normalizeJobPhrase(word)), word);
  });

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
