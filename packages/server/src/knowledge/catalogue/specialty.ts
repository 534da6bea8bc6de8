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

/** A specialty word's Latin words, read once: titles are matched far more often than the catalogue changes. */
const PHRASES = new Map<string, string[]>();
function phraseOf(word: string): string[] {
  let phrase = PHRASES.get(word);
  if (!phrase) {
    phrase = latinWords(word);
    PHRASES.set(word, phrase);
  }
  return phrase;
}

/** A title as specialty words are looked for in it: folded for Chinese words, and its Latin words. */
interface ReadTitle {
  readonly folded: string;
  readonly words: readonly string[];
}

function readTitle(title: string): ReadTitle {
  return { folded: title.normalize('NFKC').toLowerCase(), words: latinWords(title) };
}

function namesIn(title: ReadTitle, specialty: Specialty): boolean {
  return specialty.words.some((word) =>
    HAN.test(word) ? title.folded.includes(word) : hasPhrase(title.words, phraseOf(word)),
  );
}

/** Whether the title names the specialty: a Chinese word as written, a Latin one as whole words. */
export function namesSpecialty(title: string, specialty: Specialty): boolean {
  return namesIn(readTitle(title), specialty);
}

/** The first specialty of the occupation the title names, or undefined. */
export function specialtyOf(occupation: Occupation | undefined, title: string): Specialty | undefined {
  const specialties = occupation?.specialties;
  if (!specialties?.length) return undefined;
  const read = readTitle(title);
  return specialties.find((specialty) => namesIn(read, specialty));
}

/** Built per language: `perLocale((locale) => …)`. */
function perLocale<T>(of: (locale: Locale) => T): Localized<T> {
  return { 'zh-CN': of('zh-CN'), 'en-US': of('en-US') };
}

/** The specialty's list in one language where it has one, else the record's. */
function own<T>(
  lists: Localized<readonly T[]> | undefined,
  locale: Locale,
  record: readonly T[],
): readonly T[] {
  return lists && lists[locale].length > 0 ? lists[locale] : record;
}

/** Per language, the specialty's list where it has one, else the record's. */
function preferred<T>(
  lists: Localized<readonly T[]> | undefined,
  record: Localized<readonly T[]>,
): Localized<readonly T[]> {
  return perLocale((locale) => own(lists, locale, record[locale]));
}

/** The occupation as its specialty writes it: the specialty's lines in place of the record's. */
function occupationIn(occupation: Occupation, specialty: Specialty): Occupation {
  return {
    ...occupation,
    field: perLocale((locale) => specialty.field?.[locale] || occupation.field[locale]),
    achievements: preferred(specialty.achievements, occupation.achievements),
    duties: preferred(specialty.duties, occupation.duties),
    metrics: preferred(specialty.metrics, occupation.metrics),
    leadership: preferred(specialty.leadership, occupation.leadership),
    tools: preferred(specialty.tools, occupation.tools),
    certifications: preferred(specialty.certifications, occupation.certifications),
    employers: preferred(specialty.employers, occupation.employers),
    projects: preferred(specialty.projects, occupation.projects),
    skillGroups: preferred(specialty.skillGroups, occupation.skillGroups),
    education: perLocale((locale) => ({
      majors: own(specialty.majors, locale, occupation.education[locale].majors),
      courses: own(specialty.courses, locale, occupation.education[locale].courses),
    })),
    summary: perLocale((locale) => ({
      experienced: own(specialty.summary, locale, occupation.summary[locale].experienced),
      student: own(specialty.studentSummary, locale, occupation.summary[locale].student),
    })),
    ladder: perLocale((locale) => ({ ...occupation.ladder[locale], ...specialty.ladder?.[locale] })),
    student: perLocale((locale) => ({
      ...occupation.student[locale],
      achievements: own(specialty.student, locale, occupation.student[locale].achievements),
      courseProjects: own(specialty.courseProjects, locale, occupation.student[locale].courseProjects),
      certifications: own(specialty.studentCertifications, locale, occupation.student[locale].certifications),
      competitions: own(specialty.competitions, locale, occupation.student[locale].competitions),
      internships: own(specialty.internships, locale, occupation.student[locale].internships),
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
    field: occupation.field,
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
