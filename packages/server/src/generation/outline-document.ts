// Builds the ai-template outline for a typed job: parts by applicant type, prompts from the matched job family,
// or honest generic prompts around the job title when no family matches. Deterministic.
import type { JobType, Locale } from '@resume/contract';
import {
  type BasicFieldId,
  basicField,
  INTERN_BASIC_FIELDS,
  STANDARD_BASIC_FIELDS,
} from '../knowledge/basic-fields.ts';
import type { JobFamily } from '../knowledge/job-family.ts';
import { matchJob, parseJobTitle, type Seniority } from '../knowledge/match-job.ts';
import {
  type EntryKind,
  interpolate,
  jobNoun,
  OUTLINE_PARTS,
  OUTLINE_PHRASING,
} from '../knowledge/outline-phrasing.ts';
import { partTitle } from '../knowledge/section-names.ts';
import type {
  KeyValue,
  PartKind,
  ResumeDocument,
  ResumeEntry,
  ResumePart,
} from '../resume/resume-document.ts';

/** Everything a part's prompts depend on. */
export interface OutlineContext {
  /** The target job as typed (trimmed). */
  job: string;
  type: JobType;
  locale: Locale;
  family: JobFamily | undefined;
  seniority: Seniority | undefined;
  /** True when the job was guessed (optimize mode): the target role is then a prompt, not a value. */
  jobIsGuess: boolean;
}

/** Seniority levels that get a bullet about the team they led. */
const LEADING_LEVELS: ReadonlySet<Seniority> = new Set(['lead', 'manager', 'director', 'executive']);
/** How many examples a skills prompt shows. */
const SKILL_EXAMPLES = 4;

export function buildOutlineDocument(input: { job: string; type: JobType; locale: Locale }): ResumeDocument {
  const context = createOutlineContext(input.job, input.type, input.locale, false);
  const parts = OUTLINE_PARTS[input.type]
    .map((kind) => buildOutlinePart(kind, context))
    .filter((part): part is ResumePart => part !== undefined);
  return { locale: input.locale, job: context.job, parts };
}

export function createOutlineContext(
  job: string,
  type: JobType,
  locale: Locale,
  jobIsGuess: boolean,
): OutlineContext {
  const trimmed = job.trim();
  return {
    job: trimmed,
    type,
    locale,
    family: matchJob(trimmed)?.family,
    seniority: parseJobTitle(trimmed).seniority,
    jobIsGuess,
  };
}

/** The outline part of one kind with its prompts, or undefined when the outline leaves it out. */
export function buildOutlinePart(kind: PartKind, context: OutlineContext): ResumePart | undefined {
  const title = partTitle(kind, context.locale);
  switch (kind) {
    case 'basic':
      return { kind, title, shape: 'kv', items: basicPrompts(context) };
    case 'summary':
      return { kind, title, shape: 'list', items: [summaryPrompt(context)] };
    case 'work':
    case 'internship':
    case 'project':
    case 'education':
    case 'campus':
      return { kind, title, shape: 'entries', entries: entryPrompts(kind, context) };
    case 'skills':
      return { kind, title, shape: 'kv', items: skillPrompts(context) };
    case 'honors':
      return {
        kind,
        title,
        shape: 'kv',
        items: OUTLINE_PHRASING[context.locale].honors.map(({ key, prompt }) => ({ key, value: prompt })),
      };
    case 'certificates': {
      const certifications = context.family?.certifications[context.locale] ?? [];
      if (certifications.length === 0) return undefined;
      const phrasing = OUTLINE_PHRASING[context.locale];
      const examples = certifications.slice(0, 2).join(phrasing.listSeparator);
      return { kind, title, shape: 'list', items: [interpolate(phrasing.certificatesItem, { examples })] };
    }
    case 'other':
      return undefined;
  }
}

export function isStudent(type: JobType): boolean {
  return type !== 'social';
}

function basicPrompts(context: OutlineContext): KeyValue[] {
  const ids =
    context.type === 'intern' ? [...STANDARD_BASIC_FIELDS, ...INTERN_BASIC_FIELDS] : STANDARD_BASIC_FIELDS;
  return ids.map((id) => ({
    key: basicField(id).label[context.locale],
    value: basicFieldPrompt(id, context),
  }));
}

/** The prompt of one basic field; the target role is the job itself, or a prompt suggesting it when guessed. */
export function basicFieldPrompt(id: BasicFieldId, context: OutlineContext): string {
  const field = basicField(id);
  if (id === 'target' && context.job) {
    return context.jobIsGuess
      ? interpolate(OUTLINE_PHRASING[context.locale].targetRoleGuess, { job: context.job })
      : context.job;
  }
  return field.prompt[context.locale];
}

function summaryPrompt(context: OutlineContext): string {
  const phrasing = OUTLINE_PHRASING[context.locale];
  const stage = isStudent(context.type) ? 'student' : 'experienced';
  if (!context.family)
    return interpolate(phrasing.genericSummary[stage], { job: jobNoun(context.job, context.locale) });
  const skills = context.family.skillGroups[context.locale]
    .flatMap((group) => group.examples.slice(0, 1))
    .slice(0, 3)
    .join(phrasing.listSeparator);
  return interpolate(phrasing.summary[stage], { field: context.family.field[context.locale], skills });
}

/** Entries of an entry part; how many entries and bullets depends on the part and the applicant. */
function entryPrompts(kind: EntryKind, context: OutlineContext): ResumeEntry[] {
  const phrasing = OUTLINE_PHRASING[context.locale];
  const header = phrasing.entry[kind];
  const entry = (bullets: string[], title = header.title): ResumeEntry => ({
    title,
    subTitle: header.subTitle,
    startTime: header.startTime,
    endTime: header.endTime,
    bullets,
  });
  switch (kind) {
    case 'work': {
      const leading = context.seniority !== undefined && LEADING_LEVELS.has(context.seniority);
      const first = responsibilityPrompts(context, 0, 3);
      return [
        entry(leading ? [...first, phrasing.leadershipBullet] : first),
        entry(responsibilityPrompts(context, 3, 2)),
      ];
    }
    case 'internship':
      return [entry(responsibilityPrompts(context, 0, 3))];
    case 'project': {
      const project = context.family?.projects[context.locale][0];
      const title = project
        ? interpolate(phrasing.projectNameExample, { project: project.name })
        : header.title;
      if (!context.family) {
        return [
          entry(
            [interpolate(phrasing.genericProjectBullet, { job: jobNoun(context.job, context.locale) })],
            title,
          ),
        ];
      }
      // Students' internship used responsibilities 0–2, so the project takes the next one; experienced hires'
      // work entries may have used them all, so their project asks about the field instead of repeating one.
      const second = isStudent(context.type)
        ? responsibilityPrompts(context, 3, 1)
        : [interpolate(phrasing.projectFieldBullet, { field: context.family.field[context.locale] })];
      return [entry([phrasing.projectBullet, ...second], title)];
    }
    case 'education': {
      if (!isStudent(context.type)) return [entry([...phrasing.education.experienced])];
      const courses = context.family?.education[context.locale].courses
        .slice(0, 3)
        .join(phrasing.listSeparator);
      const [gpa, coursesPrompt] = phrasing.education.student;
      const bullets = [
        gpa ?? '',
        courses && coursesPrompt ? interpolate(coursesPrompt, { courses }) : phrasing.genericCourses,
      ];
      return [entry(bullets.filter((bullet) => bullet !== ''))];
    }
    case 'campus':
      return [entry([...phrasing.campusBullets])];
  }
}

/** `count` bullet prompts from the family's responsibilities starting at `offset` (cyclic), or generic ones. */
export function responsibilityPrompts(context: OutlineContext, offset: number, count: number): string[] {
  const prompts = context.family
    ? context.family.responsibilities[context.locale]
    : OUTLINE_PHRASING[context.locale].genericResponsibilities.map((prompt) =>
        interpolate(prompt, { job: jobNoun(context.job, context.locale) }),
      );
  return pickCyclic(prompts, offset, Math.min(count, prompts.length));
}

function skillPrompts(context: OutlineContext): KeyValue[] {
  const phrasing = OUTLINE_PHRASING[context.locale];
  const examples = (items: readonly string[]) =>
    interpolate(phrasing.examplesPrompt, {
      examples: items.slice(0, SKILL_EXAMPLES).join(phrasing.listSeparator),
    });
  const items: KeyValue[] = context.family
    ? context.family.skillGroups[context.locale].map((group) => ({
        key: group.name,
        value: examples(group.examples),
      }))
    : phrasing.genericSkills.map(({ key, prompt }) => ({
        key,
        value: interpolate(prompt, { job: jobNoun(context.job, context.locale) }),
      }));
  items.push({ key: phrasing.languages.key, value: phrasing.languages.prompt });
  const certifications = context.family?.certifications[context.locale] ?? [];
  // Students have no certifications part; their licences and certificates belong with their skills.
  if (isStudent(context.type) && certifications.length > 0) {
    items.push({ key: phrasing.certificatesKey, value: examples(certifications.slice(0, 2)) });
  }
  return items;
}

export function pickCyclic<T>(items: readonly T[], offset: number, count: number): T[] {
  const picked: T[] = [];
  if (items.length === 0) return picked;
  for (let index = 0; index < count; index += 1) picked.push(items[(offset + index) % items.length]!);
  return picked;
}
