// The specialty a job title names within a broad occupation ("School Nurse" of nurse, "体育老师" of teacher), and the
// family with that specialty's lines in place of the record's, which were written for one specialty only.
import type { Locale } from '@resume/contract';
import type { JobFamily, Localized } from '../job-family.ts';
import type { Occupation, Specialty } from './occupation.ts';

const HAN = /\p{Script=Han}/u;

/** The Latin words of a text, lower case and width-folded: "School Nurse (K-12)" → school, nurse, k, 12. */
function latinWords(text: string): string[] {
  const words: string[] = [];
  let word = '';
  for (const character of text.normalize('NFKC').toLowerCase()) {
    if (/[a-z0-9&]/.test(character)) word += character;
    else if (word !== '') {
      words.push(word);
      word = '';
    }
  }
  if (word !== '') words.push(word);
  return words;
}

/** Whether `phrase` is a run of whole words of `words`: "labor and delivery" in "labor and delivery rn". */
function hasPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 0) return false;
  for (let start = 0; start + phrase.length <= words.length; start += 1)
    if (phrase.every((part, offset) => words[start + offset] === part)) return true;
  return false;
}

/** Whether the title names the specialty: a Chinese word as written, a Latin one as whole words. */
export function namesSpecialty(title: string, specialty: Specialty): boolean {
  const folded = title.normalize('NFKC').toLowerCase();
  const words = latinWords(title);
  return specialty.words.some((word) =>
    HAN.test(word) ? folded.includes(word) : hasPhrase(words, latinWords(word)),
  );
}

/** The first specialty of the occupation the title names, or undefined. */
export function specialtyOf(occupation: Occupation | undefined, title: string): Specialty | undefined {
  return occupation?.specialties?.find((specialty) => namesSpecialty(title, specialty));
}

/** Per language, the specialty's list where it has one, else the record's. */
function preferred<T>(
  own: Localized<readonly T[]> | undefined,
  record: Localized<readonly T[]>,
): Localized<readonly T[]> {
  const pick = (locale: Locale) => (own && own[locale].length > 0 ? own[locale] : record[locale]);
  return { 'zh-CN': pick('zh-CN'), 'en-US': pick('en-US') };
}

/** Per language, what `of` reads of a record's part: `each(occupation.student, (part) => part.achievements)`. */
function each<Part, T>(parts: Localized<Part>, of: (part: Part) => T): Localized<T> {
  return { 'zh-CN': of(parts['zh-CN']), 'en-US': of(parts['en-US']) };
}

/** The occupation as its specialty writes it: the specialty's lines in place of the record's. */
function occupationIn(occupation: Occupation, specialty: Specialty): Occupation {
  const summary = preferred(
    specialty.summary,
    each(occupation.summary, (part) => part.experienced),
  );
  const studentSummary = preferred(
    specialty.studentSummary,
    each(occupation.summary, (part) => part.student),
  );
  const studentLines = preferred(
    specialty.student,
    each(occupation.student, (part) => part.achievements),
  );
  const courseProjects = preferred(
    specialty.courseProjects,
    each(occupation.student, (part) => part.courseProjects),
  );
  const majors = preferred(
    specialty.majors,
    each(occupation.education, (part) => part.majors),
  );
  const courses = preferred(
    specialty.courses,
    each(occupation.education, (part) => part.courses),
  );
  const studentCertifications = preferred(
    specialty.studentCertifications,
    each(occupation.student, (part) => part.certifications),
  );
  const localized = <T>(of: (locale: Locale) => T): Localized<T> => ({
    'zh-CN': of('zh-CN'),
    'en-US': of('en-US'),
  });
  return {
    ...occupation,
    achievements: preferred(specialty.achievements, occupation.achievements),
    duties: preferred(specialty.duties, occupation.duties),
    metrics: preferred(specialty.metrics, occupation.metrics),
    leadership: preferred(specialty.leadership, occupation.leadership),
    tools: preferred(specialty.tools, occupation.tools),
    certifications: preferred(specialty.certifications, occupation.certifications),
    employers: preferred(specialty.employers, occupation.employers),
    projects: preferred(specialty.projects, occupation.projects),
    skillGroups: preferred(specialty.skillGroups, occupation.skillGroups),
    education: localized((locale) => ({ majors: majors[locale], courses: courses[locale] })),
    summary: localized((locale) => ({ experienced: summary[locale], student: studentSummary[locale] })),
    student: localized((locale) => ({
      ...occupation.student[locale],
      achievements: studentLines[locale],
      courseProjects: courseProjects[locale],
      certifications: studentCertifications[locale],
    })),
  };
}

/** The family as the title's specialty writes it, or the family itself when the title names none. */
export function withSpecialty<Family extends JobFamily>(family: Family, title: string): Family {
  const specialty = specialtyOf(family.occupation, title);
  if (!family.occupation || !specialty) return family;
  const occupation = occupationIn(family.occupation, specialty);
  return {
    ...family,
    achievements: occupation.achievements,
    tools: occupation.tools,
    certifications: occupation.certifications,
    summary: occupation.summary,
    projects: occupation.projects,
    skillGroups: occupation.skillGroups,
    education: occupation.education,
    responsibilities: occupation.duties,
    occupation,
    specialty: specialty.id,
  };
}
