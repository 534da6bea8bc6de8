// Builds the ai-template outline for a typed job: parts by applicant type, prompts from the matched job family,
// or honest generic prompts around the job title when no family matches. Deterministic.
import type { JobType, Locale } from '@resume/contract';
import { type BasicFieldId, basicField, basicFieldsFor } from '../knowledge/basic-fields.ts';
import { asksForOwnership, certificationsAtStage } from '../knowledge/claim-scale.ts';
import { displayTitle } from '../knowledge/display-title.ts';
import { fieldFamilyFor, namedField } from '../knowledge/field-profiles.ts';
import type { JobFamily, WorkplaceKind } from '../knowledge/job-family.ts';
import { analyzeJobTitle, type Seniority } from '../knowledge/match-job.ts';
import {
  type EntryKind,
  interpolate,
  jobNoun,
  OUTLINE_PARTS,
  OUTLINE_PHRASING,
} from '../knowledge/outline-phrasing.ts';
import { partTitleFor } from '../knowledge/section-names.ts';
import type {
  KeyValue,
  PartKind,
  ResumeDocument,
  ResumeEntry,
  ResumePart,
} from '../resume/resume-document.ts';
import { projectMetric } from './example-lines.ts';
import { withGraduationYear } from './occupation-examples.ts';

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
/** Workplace kinds whose organisation prompt names one kind of place (a hotel, a gym): right only for some of their occupations. */
const NARROW_WORKPLACES: ReadonlySet<WorkplaceKind> = new Set([
  'hotel',
  'restaurant',
  'airline',
  'auto-service',
  'fitness',
  'salon',
]);

/** Service workplaces, whose people show their work in their jobs, not in projects. */
const SERVICE_WORKPLACES: ReadonlySet<WorkplaceKind> = new Set([
  'hotel',
  'restaurant',
  'salon',
  'fitness',
  'care-home',
  'facility-services',
  'auto-service',
]);
/** Workplaces whose US resumes have no projects part: clinics, hospitals, pharmacies, airlines. */
const US_POST_ONLY_WORKPLACES: ReadonlySet<WorkplaceKind> = new Set([
  'hospital',
  'clinic',
  'pharmacy',
  'airline',
]);
/** Workplaces where a trade's work does come as projects (a building, a line, a substation). */
const PROJECT_TRADES: ReadonlySet<WorkplaceKind> = new Set(['construction', 'manufacturer', 'utility']);

/**
 * Whether the resume has a projects part: a student's coursework always; an experienced hire's, unless the job
 * is a service job or a trade outside building and making (a driver, a cook, a tire repairer), whose recruiters
 * read the jobs and would find a "Core member" project odd.
 */
function hasProjects(context: OutlineContext): boolean {
  if (isStudent(context.type) || !context.family) return true;
  const { workplace, pathway } = context.family;
  if (SERVICE_WORKPLACES.has(workplace)) return false;
  // A US clinician's or flight crew's resume shows its work in its posts, licences and rotations; a quality
  // project goes under the job. (A Chinese doctor's 项目经历 holds the 科研课题 a 职称 asks for.)
  if (context.locale === 'en-US' && US_POST_ONLY_WORKPLACES.has(workplace)) return false;
  return pathway !== 'vocational' || PROJECT_TRADES.has(workplace);
}

/** Seniority levels that also own a budget or targets. */
const MANAGING_LEVELS: ReadonlySet<Seniority> = new Set(['manager', 'director', 'executive']);
/** Seniority levels that get a bullet about a hard problem they owned. */
const SENIOR_LEVELS: ReadonlySet<Seniority> = new Set(['senior', 'principal']);
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
  const { match, parsed } = analyzeJobTitle(trimmed);
  // A title no family knows is written from its nearest field (field-profiles.ts), not as filler.
  const family = match?.family ?? (trimmed === '' ? undefined : fieldFamilyFor(trimmed));
  return { job: trimmed, type, locale, family, seniority: parsed.seniority, jobIsGuess };
}

/** The outline part of one kind with its prompts, or undefined when the outline leaves it out. */
export function buildOutlinePart(kind: PartKind, context: OutlineContext): ResumePart | undefined {
  const title = partTitleFor(kind, context.locale, context.family?.workplace);
  switch (kind) {
    case 'basic':
      return { kind, title, shape: 'kv', items: basicPrompts(context) };
    case 'summary':
      return { kind, title, shape: 'list', items: [summaryPrompt(context)] };
    case 'project':
      if (!hasProjects(context)) return undefined;
      return { kind, title, shape: 'entries', entries: entryPrompts(kind, context) };
    case 'work':
    case 'internship':
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
      const certifications = certificationsAtStage(context.family, context.locale, isStudent(context.type));
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
  return basicFieldsFor(context.type).map((id) => ({
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
      : displayTitle(context.job);
  }
  return withGraduationYear(field.prompt[context.locale], new Date(), context.job);
}

function summaryPrompt(context: OutlineContext): string {
  const phrasing = OUTLINE_PHRASING[context.locale];
  if (!context.family)
    return interpolate(phrasing.genericSummary[context.type], { job: jobNoun(context.job, context.locale) });
  const skills = context.family.skillGroups[context.locale]
    .flatMap((group) => group.examples.slice(0, 1))
    .slice(0, 3)
    .join(phrasing.listSeparator);
  const field = namedField(context.family, context.locale) ?? phrasing.ownField;
  return interpolate(phrasing.summary[context.type], { field, skills });
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
  // A nurse works at a hospital and a teacher at a school: "[Company]" would be the wrong question.
  // A workplace kind as narrow as a hotel is asked the way the occupation's own employers are named (a tour guide
  // works for a travel agency: "[单位名称，如 某国际旅行社]"), not "[酒店名称]"; broad kinds keep their prompt.
  // A specialty's own kind of place is asked the same way: a school nurse works at a school district, not
  // "[Hospital and unit]".
  const workplace = context.family?.workplace;
  const employer =
    (workplace && NARROW_WORKPLACES.has(workplace)) || context.family?.specialty
      ? context.family?.occupation?.employers[context.locale][0]
      : undefined;
  // A title no occupation matched borrows a field's profile, not its kind of place: it is asked for an employer.
  const narrowGuess =
    workplace !== undefined && NARROW_WORKPLACES.has(workplace) && !context.family?.occupation;
  const organisation = employer
    ? interpolate(phrasing.organisationExample, { employer: employer.replace(/^示例/, '某') })
    : narrowGuess
      ? header.title
      : ((context.family && phrasing.organisation[context.family.workplace]) ?? header.title);
  const vocational = context.family?.pathway === 'vocational';
  switch (kind) {
    case 'work': {
      const first = responsibilityPrompts(context, 0, 3);
      const level = context.seniority;
      const extra =
        level === undefined
          ? []
          : MANAGING_LEVELS.has(level)
            ? [phrasing.leadershipBullet, phrasing.budgetBullet]
            : LEADING_LEVELS.has(level)
              ? [phrasing.leadershipBullet]
              : SENIOR_LEVELS.has(level)
                ? [phrasing.seniorBullet]
                : [];
      return [
        entry([...first, ...extra], organisation),
        // The earlier job is asked what the latest was not: a prompt asked twice reads as a template.
        entry(responsibilityPrompts(context, 3, 2, true), organisation),
      ];
    }
    case 'internship': {
      // Graduating students are asked what the internship led to; a first internship has no outcome yet.
      const internship = entry(
        context.type === 'campus'
          ? [...responsibilityPrompts(context, 0, 2), phrasing.internshipOutcome]
          : responsibilityPrompts(context, 0, 3),
        organisation,
      );
      // The role is asked with one of the field's own internships as its example ("车间实习生" at a 精细化工 plant).
      const typical = context.family?.occupation?.student[context.locale].internships[0];
      return [
        typical
          ? { ...internship, subTitle: interpolate(phrasing.internshipRoleExample, { typical }) }
          : internship,
      ];
    }
    case 'project': {
      // A student's example project is a course project of the field, as the content writes it.
      const courseProject = isStudent(context.type)
        ? context.family?.occupation?.student[context.locale].courseProjects[0]
        : undefined;
      const project = courseProject ?? context.family?.projects[context.locale][0];
      const title = project
        ? interpolate(phrasing.projectNameExample, { project: project.name })
        : header.title;
      if (!context.family) {
        const generic = interpolate(phrasing.genericProjectBullet, {
          job: jobNoun(context.job, context.locale),
        });
        return [entry(isStudent(context.type) ? [phrasing.studentProjectBullet, generic] : [generic], title)];
      }
      // Work prompts are about a job, not a project, so the project asks about the field's work in it. Students'
      // projects are coursework, theses, competitions or research (practical training in vocational fields).
      // "社会工作" + "工作" reads twice: a field that ends in 工作 / work is named without it.
      const fieldName = namedField(context.family, context.locale)
        ?.replace(/(?:工作|work)$/i, '')
        .trimEnd();
      // The result in one of the occupation's own measures, the one the example project speaks of.
      // A student is asked for no measure of what only an owner has (a budget, a P&L, a team).
      const metrics = (context.family.occupation?.metrics[context.locale] ?? []).filter(
        (candidate) => !isStudent(context.type) || !asksForOwnership(candidate),
      );
      const metric = projectMetric(
        metrics,
        project ? `${project.name} ${project.description}` : '',
        isStudent(context.type),
      );
      const field = metric
        ? interpolate(phrasing.projectMetricBullet, { metric })
        : isStudent(context.type)
          ? phrasing.studentProjectResult
          : fieldName
            ? interpolate(phrasing.projectFieldBullet, { field: fieldName })
            : phrasing.projectWorkBullet;
      const first = isStudent(context.type)
        ? vocational
          ? phrasing.vocationalStudentProjectBullet
          : phrasing.studentProjectBullet
        : vocational
          ? phrasing.vocationalProjectBullet
          : phrasing.projectBullet;
      return [entry([first, field], title)];
    }
    case 'education': {
      // Electricians and chefs learn at vocational schools and in apprenticeships, not at university.
      const school = (bullets: string[]): ResumeEntry =>
        vocational ? { ...phrasing.vocationalEducation, bullets } : entry(bullets);
      if (!isStudent(context.type))
        return [
          school([
            ...(vocational ? phrasing.education.vocationalExperienced : phrasing.education.experienced),
          ]),
        ];
      const courses = context.family?.education[context.locale].courses
        .slice(0, 3)
        .join(phrasing.listSeparator);
      const [gpa, coursesPrompt] = vocational
        ? phrasing.education.vocationalStudent
        : phrasing.education.student;
      const bullets = [
        gpa ?? '',
        courses && coursesPrompt ? interpolate(coursesPrompt, { courses }) : phrasing.genericCourses,
      ];
      return [school(bullets.filter((bullet) => bullet !== ''))];
    }
    case 'campus':
      return [entry([...phrasing.campusBullets])];
  }
}

/**
 * `count` bullet prompts from the family's responsibilities starting at `offset` (cyclic), or generic ones; with
 * `unasked`, only prompts before `offset` has wrapped round (one at least), so no prompt is asked twice.
 */
export function responsibilityPrompts(
  context: OutlineContext,
  offset: number,
  count: number,
  unasked = false,
): string[] {
  const generic = OUTLINE_PHRASING[context.locale].genericResponsibilities.map((prompt) =>
    interpolate(prompt, { job: jobNoun(context.job, context.locale) }),
  );
  // Students are not asked about the team they led or the budget they owned.
  const own = context.family?.responsibilities[context.locale] ?? generic;
  const fitting = isStudent(context.type) ? own.filter((prompt) => !asksForOwnership(prompt)) : own;
  const prompts = fitting.length > 0 ? fitting : generic;
  const fresh = unasked ? Math.max(1, prompts.length - offset) : prompts.length;
  return pickCyclic(prompts, offset, Math.min(count, prompts.length, fresh));
}

/** A skill group about languages, by its name ("语言能力", "Languages", "外语"). */
const LANGUAGE_SKILL = /语言能力|外语|^languages?\b|language skills/i;
/** A language level or test a skill example names: 专业八级, CET-6, JLPT N1, IELTS, TOEFL, HSK, CATTI, DELE. */
const LANGUAGE_LEVEL =
  /专业[四八]级|专[四八]|CET-?[46]|TEM-?[48]|\bN[12]\b|IELTS|雅思|TOEFL|托福|\bHSK\b|CATTI|\bDELE\b|\bDELF\b|\bTOPIK\b/i;

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
  // A trade is not asked for CET-6 or IELTS: a language line there is filled with a made-up one. A translator's or
  // a language teacher's own skills already name their languages ("英语专业八级、日语 N1"): a second line with CET-6
  // would contradict them. A US resume lists a language only where the person speaks one besides English: asked of
  // everyone, every example person spoke Spanish.
  const namesLanguages = items.some(
    (item) => LANGUAGE_SKILL.test(item.key) || LANGUAGE_LEVEL.test(item.value),
  );
  if (context.locale === 'zh-CN' && context.family?.pathway !== 'vocational' && !namesLanguages)
    items.push({ key: phrasing.languages.key, value: phrasing.languages.prompt });
  const certifications = certificationsAtStage(context.family, context.locale, isStudent(context.type));
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
