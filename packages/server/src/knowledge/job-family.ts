// The shape of one job family: everything the built-in generator knows about a kind of job, in both languages.
import type { Locale } from '@resume/contract';
import type { Occupation } from './catalogue/occupation.ts';

/** One value per language. Every family field that a reader sees is written natively in each, not translated. */
export type Localized<T> = { readonly [L in Locale]: T };

export interface SkillGroup {
  /** The key written in the skills part: "Frameworks", "护理技能". */
  readonly name: string;
  /** Concrete items, most common first; outlines show the first few as `[e.g. …]` / `[如 …]`. */
  readonly examples: readonly string[];
}

export interface ProjectExample {
  /** A typical project name: "Checkout page performance overhaul", "病区跌倒预防改善项目". */
  readonly name: string;
  /** One sentence: what it was and what it achieved. An example (see the conventions below). */
  readonly description: string;
}

/** Where people in the family typically work; picks example organisation names (example-content.ts). */
export type WorkplaceKind =
  | 'tech'
  | 'corporate'
  | 'manufacturer'
  | 'hospital'
  | 'pharmacy'
  | 'school'
  | 'law-firm'
  | 'accounting-firm'
  | 'finance'
  | 'government'
  | 'media'
  | 'hotel'
  | 'construction'
  | 'logistics'
  | 'commerce'
  | 'agency'
  | 'language-services'
  | 'utility'
  | 'restaurant'
  | 'airline'
  | 'auto-service'
  | 'facility-services'
  | 'nonprofit'
  | 'research'
  | 'real-estate'
  | 'fitness'
  | 'salon'
  | 'care-home'
  | 'clinic';

/**
 * A job family. Adding a family is adding one object to a file under `job-families/`: matching,
 * outlines and example content read these fields and nothing else, so no code changes with the data.
 *
 * Conventions (the family tests enforce them):
 * - **Prompts** (`responsibilities`) are one bracketed prompt each, `[…]`, saying what to write for
 *   this job: "[Describe a page you made faster with React, and by how much]". They end up in outlines
 *   for people to replace with their own facts.
 * - **Examples** (`achievements`, `summary`, `projects[].description`) are plain, natural sentences with
 *   realistic illustrative figures and no brackets and no marker. They are never shown as facts: the code
 *   that uses them (fill-examples.ts) appends the locale's example mark from `EXAMPLE_MARKS`
 *   ("（示例）" / " (example)", or the longer "edit the figures" mark when the sentence has numbers), so
 *   the wording of the mark lives in one place and the data stays clean and reviewable.
 * - **Names** (`certifications`, `tools`, skill `examples`, `majors`, `courses`) are real, current names of
 *   things people in the job actually hold or use, in the form a resume in that language writes them.
 * - **Matching** (`synonyms`, `keywords`) is case- and width-insensitive; write each form once.
 *   `synonyms` are job titles in Chinese, English and mixed forms ("Java开发", "backend dev", "SDE").
 *   `keywords` are words that point to the family without being a title on their own ("React", "护理")
 *   and count as weaker evidence. A normalised synonym or keyword belongs to exactly one family.
 */
export interface JobFamily {
  /** Stable kebab-case id: "frontend-engineer". */
  readonly id: string;
  /** The usual job title: "前端开发工程师" / "Frontend Engineer". */
  readonly names: Localized<string>;
  /** The field or discipline as a noun phrase, for prompts: "前端开发" / "frontend development". */
  readonly field: Localized<string>;
  readonly synonyms: readonly string[];
  /**
   * Titles from public classifications (O*NET alternate titles, 职业分类大典 names): matched like synonyms, but
   * a synonym any family wrote down wins over them, and two families' aliases never clash.
   */
  readonly aliases?: readonly string[];
  readonly keywords: readonly string[];
  /** Skill groups written as the keys of the skills part, three or four per language. */
  readonly skillGroups: Localized<readonly SkillGroup[]>;
  /** Bracketed, job-specific bullet prompts for work and internship entries; at least four. */
  readonly responsibilities: Localized<readonly string[]>;
  /** Example bullet sentences with illustrative figures; at least four. */
  readonly achievements: Localized<readonly string[]>;
  readonly projects: Localized<readonly ProjectExample[]>;
  /** Certifications or licences people in the job hold; may be empty when the job has none to speak of. */
  readonly certifications: Localized<readonly string[]>;
  readonly tools: Localized<readonly string[]>;
  /** Example overview sentences, for experienced people and for students or graduates. */
  readonly summary: Localized<{
    readonly experienced: readonly string[];
    readonly student: readonly string[];
  }>;
  /** Typical majors and relevant courses, for students' education prompts and examples. */
  readonly education: Localized<{ readonly majors: readonly string[]; readonly courses: readonly string[] }>;
  readonly workplace: WorkplaceKind;
  /**
   * `vocational` for jobs learnt at a vocational school, in an apprenticeship or on the job rather than at
   * university (trades, kitchens, salons, drivers): outlines then ask for a school or training programme, and
   * projects are jobs done rather than designs decided.
   */
  readonly pathway?: 'vocational';
  /** The catalogue record the family was made from: ladder, student version, leadership lines, confusables. */
  readonly occupation?: Occupation;
  /** The specialty of the record a title named ("school" of "School Nurse"): the family is written as it. */
  readonly specialty?: string;
  /** Example employers of a stand-in family, made from the title ("示例制帽有限公司" for "制帽工"). */
  readonly employers?: Localized<readonly string[]>;
  /** A stand-in family's lines at a student's scale (an occupation keeps its own in `occupation.student`). */
  readonly studentAchievements?: Localized<readonly string[]>;
}
