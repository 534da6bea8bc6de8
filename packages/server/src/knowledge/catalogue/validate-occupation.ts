// Checks one catalogue record against the schema and the writing conventions; the catalogue test and the writers' check use it.
import { LOCALES } from '@resume/contract';
import { hasFigures, withinGraduateReach } from '../claim-scale.ts';
import { WORKPLACES } from '../example-content.ts';
import { LADDER_LEVELS } from './occupation.ts';

const HAN = /\p{Script=Han}/u;
const ONE_PROMPT = /^\[[^[\]\n]+\]$/;
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ONET_CODE = /^\d{2}-\d{4}\.\d{2}$/;
const CN_CODE = /^\d-\d{2}-\d{2}-\d{2}$/;
const ISCO_CODE = /^\d{4}$/;
/** Lines a student could not have written: teams led, budgets owned, years in post. */
const SENIOR_CLAIM =
  /带领\s{0,2}\d|管理\s{0,2}\d{1,4}\s{0,2}人|团队\s{0,2}\d{1,4}\s{0,2}人|预算|\bled (?:a )?team|\bmanaged (?:a )?(?:team|staff|budget)|\bbudget\b|\b\d{1,2}\+? years\b|\d{1,2}\s{0,2}年(?:以上)?(?:工作|从业)经验/i;

/**
 * The first person in English: "my", "me", and "I" before a verb. "Level I", "Part I", "Calculus I" and "PSPO I" are
 * Roman numerals (a capitalised word or an abbreviation before them); products ("My Music Staff", "When I Work",
 * "Doxy.me") are names.
 */
const FIRST_PERSON =
  /(?<![.-])\b[Mm]y\b(?! Music Staff)|(?<![.-])\b[Mm]e\b(?![.-])|(?<![&/-])(?<!\b(?:[A-Z][A-Za-z]*|[A-Z]+|class|level|part|phase|type|grade) )(?<!When )\bI (?=[a-z])/;
/** Fields that hold names (tools, titles), where "My" or "I" may be part of a product's name. */
const NAMES_FIELDS: ReadonlySet<string> = new Set(['tools', 'titles', 'keywords']);

/** A result a project claims ("提升留存", "cut cycle time"). */
const RESULT_WORD =
  /提升|提高|降低|减少|缩短|改善|\b(?:improved|improves|reduced|reduces|shortened|raised|lifted|boosted|increased)\b/i;

/** A project's description that claims a result no figure measures: "基于漏斗数据重设计首次使用流程，提升留存". */
function claimsVagueResult(description: unknown): boolean {
  if (typeof description !== 'string' || !RESULT_WORD.test(description)) return false;
  return !hasFigures(description);
}

const MINIMUM_ITEMS: Readonly<Record<string, number>> = {
  objects: 2,
  duties: 4,
  achievements: 4,
  leadership: 2,
  metrics: 3,
  tools: 2,
  projects: 2,
  skillGroups: 3,
};

type Json = Record<string, unknown>;

function isStringList(value: unknown): value is string[] {
  return (
    Array.isArray(value) &&
    value.every((item) => typeof item === 'string' && item.trim() === item && item !== '')
  );
}

/** Everything wrong with one record, as readable sentences; empty when it is fine. */
export function problemsOfOccupation(record: Json): string[] {
  const problems: string[] = [];
  const where = typeof record.id === 'string' ? record.id : '(no id)';
  const problem = (text: string) => problems.push(`${where}: ${text}`);
  if (typeof record.id !== 'string' || !KEBAB.test(record.id)) problem('id must be kebab-case');
  if (typeof record.isco !== 'string' || !ISCO_CODE.test(record.isco))
    problem('isco must be a 4-digit ISCO-08 unit group');
  if (!isStringList(record.onet) || !record.onet.every((code) => ONET_CODE.test(code)))
    problem('onet must list codes like 29-2056.00');
  if (!isStringList(record.cn) || !record.cn.every((code) => CN_CODE.test(code)))
    problem('cn must list codes like 2-05-09-02');
  if (!isStringList(record.titles) || record.titles.length < 3) problem('titles: at least 3');
  if (!isStringList(record.keywords)) problem('keywords: a list of strings');
  if (!isStringList(record.confusables)) problem('confusables: a list of ids');
  if (typeof record.workplace !== 'string' || !(record.workplace in WORKPLACES))
    problem('workplace: one of WORKPLACES');
  if (record.pathway !== undefined && record.pathway !== 'vocational') problem('pathway: only "vocational"');
  for (const locale of LOCALES) {
    const chinese = locale === 'zh-CN';
    const at = (field: string) => (record[field] as Json | undefined)?.[locale];
    const texts: [string, string][] = [];
    const text = (field: string, value: unknown) => {
      if (typeof value !== 'string' || value.trim() === '') problem(`${field}.${locale}: missing`);
      else texts.push([field, value]);
    };
    const list = (field: string, value: unknown, minimum: number) => {
      if (!isStringList(value) || value.length < minimum)
        problem(`${field}.${locale}: at least ${minimum} items`);
      else for (const item of value) texts.push([field, item]);
    };
    text('names', at('names'));
    text('field', at('field'));
    for (const [field, minimum] of Object.entries(MINIMUM_ITEMS)) {
      if (field === 'skillGroups' || field === 'projects') continue;
      list(field, at(field), minimum);
    }
    list('certifications', at('certifications'), 0);
    // Example employers of the kind this job works at, plainly examples: 示例… / "Example …", "Sample …".
    const employers = at('employers');
    list('employers', employers, 2);
    if (isStringList(employers))
      for (const employer of employers)
        if (
          chinese
            ? !employer.startsWith('示例')
            : !/\b(?:Example|Sample)\b/.test(employer) || /\bLtd\b/.test(employer)
        )
          problem(`employers.${locale}: "${employer}" is no plain example name of this market`);
    const groups = at('skillGroups');
    if (!Array.isArray(groups) || groups.length < 3) problem(`skillGroups.${locale}: at least 3 groups`);
    else
      for (const group of groups as Json[]) {
        text('skillGroups', group.name);
        list('skillGroups', group.examples, 3);
      }
    const projects = at('projects');
    if (!Array.isArray(projects) || projects.length < 2) problem(`projects.${locale}: at least 2`);
    else
      for (const project of projects as Json[]) {
        text('projects', project.name);
        text('projects', project.description);
        if (claimsVagueResult(project.description))
          problem(`projects.${locale}: a result without a figure: "${String(project.description)}"`);
      }
    const summary = at('summary') as Json | undefined;
    list('summary', summary?.experienced, 1);
    list('summary', summary?.student, 1);
    const education = at('education') as Json | undefined;
    list('education', education?.majors, 1);
    list('education', education?.courses, 3);
    const student = at('student') as Json | undefined;
    if (!student) problem(`student.${locale}: missing`);
    else {
      const projectsOfStudent = student.courseProjects;
      if (!Array.isArray(projectsOfStudent) || projectsOfStudent.length < 2)
        problem(`student.${locale}.courseProjects: at least 2`);
      else
        for (const project of projectsOfStudent as Json[]) {
          text('student', project.name);
          text('student', project.description);
        }
      list('student', student.competitions, 1);
      list('student', student.internships, 2);
      list('student', student.certifications, 0);
      for (const certificate of (student.certifications as string[]) ?? [])
        if (!withinGraduateReach(certificate))
          problem(
            `student.${locale}.certifications: beyond a graduate, never shown to a student: "${certificate}"`,
          );
      list('student', student.achievements, 3);
      for (const line of [
        ...((student.achievements as string[]) ?? []),
        ...((projectsOfStudent as Json[]) ?? []).map((p) => String(p.description)),
      ])
        if (SENIOR_CLAIM.test(line))
          problem(`student.${locale}: a student's line claims seniority: "${line}"`);
    }
    const ladder = at('ladder') as Json | undefined;
    for (const level of LADDER_LEVELS) text(`ladder.${level}`, ladder?.[level]);
    for (const prompt of (at('duties') as string[] | undefined) ?? [])
      if (!ONE_PROMPT.test(prompt)) problem(`duties.${locale}: one bracketed prompt each: "${prompt}"`);
    texts.push(...specialtyTexts(record, locale, problem));
    for (const [field, value] of texts) {
      if (field !== 'duties' && /[[\]]/.test(value))
        problem(`${field}.${locale}: brackets belong only in duties: "${value}"`);
      if (/（示例|\(example\b/.test(value))
        problem(`${field}.${locale}: no example mark in data: "${value}"`);
      // English text has no Han; Chinese text may hold Latin names (Excel, AWS) but its sentences are Chinese.
      if (!chinese && HAN.test(value)) problem(`${field}.${locale}: Chinese in English text: "${value}"`);
      // A US resume says what was done, not who did it: "Kept my patients…", "the redesign I led".
      if (!chinese && !NAMES_FIELDS.has(field) && FIRST_PERSON.test(value))
        problem(`${field}.${locale}: first person in a US resume line: "${value}"`);
      if (
        chinese &&
        ['names', 'field', 'duties', 'achievements', 'leadership', 'objects', 'metrics'].includes(field) &&
        !HAN.test(value) &&
        value.length > 12
      )
        problem(`${field}.${locale}: English in Chinese text: "${value}"`);
    }
  }
  return problems;
}

/**
 * A record's specialties in one language, checked for shape (ids, titles, words, enough lines, student lines at a
 * student's level); returns their texts for the checks every text gets.
 */
function specialtyTexts(record: Json, locale: string, problem: (text: string) => void): [string, string][] {
  const specialties = record.specialties;
  if (specialties === undefined) return [];
  if (!Array.isArray(specialties)) {
    problem('specialties: a list');
    return [];
  }
  const texts: [string, string][] = [];
  const ids = new Set<string>();
  for (const specialty of specialties as Json[]) {
    const id = typeof specialty.id === 'string' && KEBAB.test(specialty.id) ? specialty.id : '';
    if (id === '') problem('specialties: each needs a kebab-case id');
    if (ids.has(id)) problem(`specialties.${id}: duplicate id`);
    ids.add(id);
    const field = `specialties.${id}`;
    const title = (specialty.title as Json | undefined)?.[locale];
    if (typeof title !== 'string' || title.trim() === '') problem(`${field}.title.${locale}: missing`);
    else texts.push([field, title]);
    if (specialty.field !== undefined) {
      const own = (specialty.field as Json)?.[locale];
      if (typeof own !== 'string' || own.trim() === '') problem(`${field}.field.${locale}: missing`);
      else texts.push([`${field}.field`, own]);
    }
    const words = specialty.words;
    if (!isStringList(words) || words.length === 0 || words.some((word) => word !== word.toLowerCase()))
      problem(`${field}.words: at least one, lower case`);
    const lines = (name: string, minimum: number, optional = false) => {
      const value = (specialty[name] as Json | undefined)?.[locale];
      if (optional && value === undefined) return [];
      // A list left empty keeps the record's lines in that language.
      if (!isStringList(value) || (value.length > 0 && value.length < minimum))
        problem(`${field}.${name}.${locale}: none, or at least ${minimum}`);
      else texts.push(...value.map((line): [string, string] => [name, line]));
      return isStringList(value) ? value : [];
    };
    lines('achievements', 4);
    lines('summary', 1);
    lines('tools', 2, true);
    lines('certifications', 1, true);
    lines('employers', 2, true);
    lines('majors', 1, true);
    lines('metrics', 3, true);
    lines('leadership', 2, true);
    lines('courses', 3, true);
    for (const certificate of lines('studentCertifications', 1, true))
      if (!withinGraduateReach(certificate))
        problem(`${field}.studentCertifications.${locale}: beyond a graduate, never shown: "${certificate}"`);
    lines('competitions', 1, true);
    lines('internships', 1, true);
    for (const prompt of lines('duties', 4, true))
      if (!ONE_PROMPT.test(prompt))
        problem(`${field}.duties.${locale}: one bracketed prompt each: "${prompt}"`);
    for (const line of lines('studentSummary', 1, true))
      if (SENIOR_CLAIM.test(line))
        problem(`${field}.studentSummary.${locale}: a student's line claims seniority: "${line}"`);
    for (const [name, minimum] of [
      ['projects', 2],
      ['courseProjects', 2],
      ['skillGroups', 3],
    ] as const) {
      const value = (specialty[name] as Json | undefined)?.[locale];
      if (value === undefined) continue;
      if (!Array.isArray(value) || (value.length > 0 && value.length < minimum))
        problem(`${field}.${name}.${locale}: none, or at least ${minimum}`);
      else
        for (const item of value as Json[])
          for (const part of name !== 'skillGroups'
            ? [item.name, item.description]
            : [item.name, ...((item.examples as unknown[]) ?? [])])
            if (typeof part !== 'string' || part.trim() === '')
              problem(`${field}.${name}.${locale}: an empty text`);
            else {
              texts.push([name, part]);
              if (name === 'projects' && part === item.description && claimsVagueResult(part))
                problem(`${field}.projects.${locale}: a result without a figure: "${part}"`);
            }
    }
    for (const line of lines('student', 2, true))
      if (SENIOR_CLAIM.test(line))
        problem(`${field}.student.${locale}: a student's line claims seniority: "${line}"`);
    const ladder = (specialty.ladder as Json | undefined)?.[locale] as Json | undefined;
    for (const [level, title] of Object.entries(ladder ?? {}))
      if (
        !(LADDER_LEVELS as readonly string[]).includes(level) ||
        typeof title !== 'string' ||
        title.trim() === ''
      )
        problem(`${field}.ladder.${locale}.${level}: a rung of ${LADDER_LEVELS.join(', ')} and its title`);
      else texts.push([`ladder.${level}`, title]);
  }
  return texts;
}

/** Problems across records: duplicate ids, a title in two occupations, confusables unknown or declared one way. */
export function problemsOfCatalogue(
  records: readonly Json[],
  normalizeTitle: (title: string) => string,
): string[] {
  const problems: string[] = [];
  const byId = new Map<string, Json>();
  for (const record of records) {
    const id = String(record.id);
    if (byId.has(id)) problems.push(`${id}: duplicate id`);
    byId.set(id, record);
  }
  const titleOwner = new Map<string, string>();
  for (const record of records)
    for (const title of (record.titles as string[]) ?? []) {
      const key = normalizeTitle(title);
      const owner = titleOwner.get(key);
      if (owner && owner !== record.id)
        problems.push(`${record.id}: title "${title}" also belongs to ${owner}`);
      titleOwner.set(key, String(record.id));
    }
  for (const record of records)
    for (const other of (record.confusables as string[]) ?? []) {
      const neighbour = byId.get(other);
      if (!neighbour) problems.push(`${record.id}: confusable ${other} is no occupation`);
      else if (!((neighbour.confusables as string[]) ?? []).includes(String(record.id)))
        problems.push(`${record.id}: confusable ${other} does not name it back`);
    }
  return problems;
}
