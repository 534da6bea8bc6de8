// Every family × track × locale, outline and content from the built-in generator, checked by the
// coherence rules a recruiter applies (coherence-rules.ts); and every family's resume rewritten by
// optimize-local-resume, checked for the person's facts only. Prints the counts per rule.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { JobType, Locale, Section } from '@resume/contract';
import { JOB_FAMILIES } from '../../src/knowledge/job-families.ts';
import type { JobFamily } from '../../src/knowledge/job-family.ts';
import { analyzeJobTitle } from '../../src/knowledge/match-job.ts';
import { studentLifeField } from '../../src/knowledge/student-life.ts';
import { parseResumeText } from '../../src/reading/extract/parse-resume-text.ts';
import { optimizeWriting, templateWriting } from '../helpers/builtin-writing.ts';
import {
  checkResume,
  contentLines,
  type GeneratedResume,
  lineKey,
  type Violation,
} from './coherence-rules.ts';

const TYPES: JobType[] = ['intern', 'campus', 'social'];
/** Titles no family knows (some on purpose: the matcher prefers no family to a wrong one). */
const UNKNOWN_TITLES = [
  'Beekeeper',
  '养蜂人',
  'Astrologer',
  '占星师',
  'Nurse Shark Researcher',
  'Chief Happiness Officer',
  'Ice Sculptor',
  '宠物殡葬师',
  'Escape Room Game Master',
  '密室剧本设计师',
  '搜索排序研发',
  'Search Relevance Engineer',
  '临床营养支持',
  'Wound Care Specialist',
];
const LOCALES: Locale[] = ['zh-CN', 'en-US'];
/**
 * A writer's check: `COHERENCE_FAMILIES=nurse,welder node --import tsx --test test/generation/coherence.test.ts`
 * writes only those records (and their specialties), asserting the per-resume rules; the allowances are the whole
 * catalogue's and are not checked.
 */
const ONLY = process.env.COHERENCE_FAMILIES?.split(',').map((id) => id.trim());
const FAMILIES = ONLY ? JOB_FAMILIES.filter((family) => ONLY.includes(family.id)) : JOB_FAMILIES;

/** A line written for families of this many unrelated fields reads as boilerplate. */
const SHARED_LINE_FIELDS = 3;
/**
 * How many such lines are allowed: the few written for a level rather than a field (a manager's team
 * and budget, a senior's hard problem, a student's GPA and thesis), in two languages.
 */
const SHARED_LINE_ALLOWANCE = 16;
/**
 * Resumes whose project tells a job bullet's result again in other words: 194 before the project was chosen among
 * those whose result is untold (session 16), 20 where both of an occupation's projects repeated a bullet, none
 * since those projects were rewritten (session 21). Session 22 finds a retelling that adds figures too ("立案 18
 * 起" in both): 97, then 34 once a job's bullet leaves a shown project's result to the project, none since those
 * 30 records were rewritten.
 */
const RESULT_TOLD_TWICE_ALLOWANCE = 0;
/**
 * Resumes whose project tells a job's bullet's work again in other words, figures or not ("Moved 60 aging physical
 * servers onto vSphere" under "Consolidated 60 physical servers…"): 1,861 of 12,164 when session 28 counted them
 * first; 410 since a job's bullet leaves a shown project's work to the project and the project part prefers a
 * project no bullet told. What is left are occupations whose every project a bullet tells: data to rewrite.
 */
const PROJECT_RETELLS_WORK_ALLOWANCE = 410;
/**
 * Job entries whose lines name two kinds of workplace the employer is not ("为酒店宾客代客泊车" beside a shopping mall's
 * garage): 44 when session 28 counted them first, 19 since an entry keeps to the setting its lines named first. What
 * is left names clients' buildings (a stonemason's university library, a door repairer's malls and hospitals).
 */
const ENTRY_MIXES_SETTINGS_ALLOWANCE = 19;

async function templateResume(
  family: JobFamily,
  type: JobType,
  locale: Locale,
  job = family.names[locale],
): Promise<GeneratedResume> {
  const { outline, sections } = await templateWriting(job, type, locale);
  return { family, job, type, locale, outline, sections, seniority: analyzeJobTitle(job).parsed.seniority };
}

/** A plain resume of someone in the family, as a person would write it: one weak line, one result. */
export function personalResume(family: JobFamily, locale: Locale): string {
  const tools = family.tools[locale].slice(0, 3);
  const major = family.education[locale].majors[0] ?? '';
  if (locale === 'zh-CN') {
    return [
      '王晓',
      '手机：138 0000 1234 | 邮箱：wangxiao@example.com',
      '',
      '工作经历',
      `远川科技有限公司 | ${family.names[locale]} | 2021.03 - 至今`,
      `- 负责${family.field[locale]}相关工作`,
      '- 将月度报表的出错率从 5% 降到 1%',
      '',
      '教育背景',
      `华东师范大学 | ${major} 本科 | 2016.09 - 2020.06`,
      '',
      '专业技能',
      tools.join('、'),
    ].join('\n');
  }
  return [
    'Alex Morgan',
    'alex.morgan@example.com | (555) 201-4455',
    '',
    'Experience',
    `Harbor Point Group | ${family.names[locale]} | Mar 2021 - Present`,
    `- Responsible for ${family.field[locale]} work`,
    '- Cut the monthly report error rate from 5% to 1%',
    '',
    'Education',
    `Ohio State University | BS ${major} | 2016 - 2020`,
    '',
    'Skills',
    tools.join(', '),
  ].join('\n');
}

async function optimizedResume(family: JobFamily, locale: Locale): Promise<GeneratedResume> {
  const sourceText = personalResume(family, locale);
  const resume = parseResumeText(sourceText, { locale });
  const { outline, sections } = await optimizeWriting(resume, sourceText, locale);
  return { family, job: family.names[locale], type: null, locale, outline, sections, sourceText };
}

function countByRule(violations: Violation[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const violation of violations) counts[violation.rule] = (counts[violation.rule] ?? 0) + 1;
  return counts;
}

describe('coherence of every generated resume', () => {
  test('every family × track × locale, and every family rewritten from a resume', async (context) => {
    const violations: Violation[] = [];
    const examples = new Map<string, string>();
    /** Line → the fields (student-life fields: tech, health, education…) whose resumes hold it. */
    const lineFields = new Map<string, Set<string>>();
    /** Line → the families whose resumes hold it. */
    const lineFamilies = new Map<string, Set<string>>();
    let resumes = 0;
    for (const family of FAMILIES) {
      for (const locale of LOCALES) {
        const generated: GeneratedResume[] = [];
        for (const type of TYPES) generated.push(await templateResume(family, type, locale));
        generated.push(await optimizedResume(family, locale));
        for (const resume of generated) {
          resumes += 1;
          const found = checkResume(resume);
          for (const violation of found) {
            if (!examples.has(violation.rule))
              examples.set(
                violation.rule,
                `${family.id} ${resume.type ?? 'optimize'} ${locale}: ${violation.detail}`,
              );
          }
          violations.push(...found);
          // The person's own lines are theirs to repeat; only what the generator writes is compared.
          if (resume.sourceText !== undefined) continue;
          // Certificates (OSHA 10, 健康证, a bar admission) and the education part's grades are facts that span
          // fields by nature; boilerplate is a sentence about the work written alike for unrelated fields.
          const written = (resume.sections as Section[]).filter(
            (section) => !/certif|licen|证书|资格|education|教育/i.test(section.title),
          );
          for (const line of contentLines(written)) {
            const key = lineKey(line);
            const fields = lineFields.get(key) ?? new Set<string>();
            fields.add(studentLifeField(family.workplace, family.pathway, family.occupation?.isco));
            lineFields.set(key, fields);
            const families = lineFamilies.get(key) ?? new Set<string>();
            families.add(family.id);
            lineFamilies.set(key, families);
          }
        }
      }
    }
    // Titles no family knows are written from their nearest field, and checked by the same rules.
    for (const job of ONLY ? [] : UNKNOWN_TITLES) {
      for (const type of TYPES) {
        const locale: Locale = /\p{Script=Han}/u.test(job) ? 'zh-CN' : 'en-US';
        const { outline, sections } = await templateWriting(job, type, locale);
        resumes += 1;
        const found = checkResume({ family: undefined, job, type, locale, outline, sections });
        for (const violation of found)
          if (!examples.has(violation.rule))
            examples.set(violation.rule, `${job} ${type}: ${violation.detail}`);
        violations.push(...found);
      }
    }
    // A broad occupation's specialties ("School Nurse", "体育老师") are written from their own lines: checked alike.
    for (const family of FAMILIES)
      for (const specialty of family.occupation?.specialties ?? [])
        for (const locale of LOCALES)
          for (const type of TYPES) {
            const job = specialty.title[locale];
            const resume = await templateResume(
              analyzeJobTitle(job).match?.family ?? family,
              type,
              locale,
              job,
            );
            resumes += 1;
            const found = checkResume(resume);
            for (const violation of found)
              if (!examples.has(violation.rule))
                examples.set(violation.rule, `${job} ${type} ${locale}: ${violation.detail}`);
            violations.push(...found);
          }
    const shared = [...lineFields].filter(([, fields]) => fields.size >= SHARED_LINE_FIELDS);
    const widest = Math.max(...[...lineFamilies.values()].map((families) => families.size));
    const counts = countByRule(violations);
    context.diagnostic(`${resumes} resumes from ${JOB_FAMILIES.length} families`);
    context.diagnostic(`violations by rule: ${JSON.stringify(counts)}`);
    context.diagnostic(`lines shared by ${SHARED_LINE_FIELDS}+ unrelated fields: ${shared.length}`);
    context.diagnostic(
      `the most widely used line is in ${widest} of ${JOB_FAMILIES.length} families' resumes`,
    );
    for (const [rule, example] of examples) context.diagnostic(`  e.g. ${rule}: ${example}`);
    for (const [line] of shared.slice(0, 40)) context.diagnostic(`  shared: ${line}`);
    const {
      'result-told-twice': toldTwice = 0,
      'project-retells-work': retold = 0,
      'entry-mixes-settings': mixed = 0,
      ...others
    } = counts;
    assert.deepEqual(others, {}, 'no resume breaks a coherence rule');
    if (ONLY) return;
    assert.ok(
      toldTwice <= RESULT_TOLD_TWICE_ALLOWANCE,
      `${toldTwice} resumes tell one result twice (allowed ${RESULT_TOLD_TWICE_ALLOWANCE})`,
    );
    assert.ok(
      retold <= PROJECT_RETELLS_WORK_ALLOWANCE,
      `${retold} resumes tell a job's work again as a project (allowed ${PROJECT_RETELLS_WORK_ALLOWANCE})`,
    );
    assert.ok(
      mixed <= ENTRY_MIXES_SETTINGS_ALLOWANCE,
      `${mixed} job entries mix two settings (allowed ${ENTRY_MIXES_SETTINGS_ALLOWANCE})`,
    );
    assert.ok(shared.length <= SHARED_LINE_ALLOWANCE, `${shared.length} lines are boilerplate across fields`);
  });
});
