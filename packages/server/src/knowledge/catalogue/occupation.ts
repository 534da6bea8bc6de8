// The shape of one occupation in the catalogue (data/*.json): what the built-in generator knows about a job, in both languages.
import type { Localized, ProjectExample, SkillGroup, WorkplaceKind } from '../job-family.ts';

/** The rungs of a career, lowest first. Every occupation names the title people hold at each. */
export const LADDER_LEVELS = ['intern', 'junior', 'senior', 'lead', 'manager', 'director', 'head'] as const;
export type LadderLevel = (typeof LADDER_LEVELS)[number];

/** What a student of the field writes: for the intern and campus tracks. */
export interface StudentVersion {
  /** Course projects, capstones or lab work specific to the field; an example each (no figures beyond a student's scale). */
  readonly courseProjects: readonly ProjectExample[];
  /** Real competitions, olympiads or challenges students of the field enter ("全国大学生数学建模竞赛", "ASCE Concrete Canoe"). */
  readonly competitions: readonly string[];
  /** Internship placements typical for the field, as "role at kind of organisation" ("药店实习药师助理"). */
  readonly internships: readonly string[];
  /** Certificates a student can actually hold (entry-level, exam parts passed); never senior ones. */
  readonly certifications: readonly string[];
  /** Example bullets at a student's or intern's scale (assisted, supported, under supervision). */
  readonly achievements: readonly string[];
}

/**
 * A specialty or setting a title names that changes the everyday work of a broad occupation ("School Nurse",
 * "ICU护士", "English Teacher"): when a title names it, its lines replace the record's, which were written for one
 * specialty. A list left empty in one language keeps the record's lines there.
 */
export interface Specialty {
  readonly id: string;
  /** The specialty's everyday title in each market: "School Nurse", "校医". */
  readonly title: Localized<string>;
  /** What in a typed title names it, lower case: Latin words matched whole ("school"), Chinese as written ("校医"). */
  readonly words: readonly string[];
  /**
   * The specialty's field as a noun phrase, for prompts ("风管制作与安装" / "HVAC ductwork"), where the record's
   * would name another ("years in precast concrete, plaster and cast stone molding" asked of a GFRC technician).
   */
  readonly field?: Localized<string>;
  readonly achievements: Localized<readonly string[]>;
  /** An experienced person's overview, as the record's `summary.experienced`. */
  readonly summary: Localized<readonly string[]>;
  /** A student's or intern's example bullets in the specialty. */
  readonly student?: Localized<readonly string[]>;
  readonly tools?: Localized<readonly string[]>;
  readonly certifications?: Localized<readonly string[]>;
  /** Example employers of the specialty's kind (示例市第一中学 for a school nurse, not a hospital). */
  readonly employers?: Localized<readonly string[]>;
  readonly projects?: Localized<readonly ProjectExample[]>;
  readonly skillGroups?: Localized<readonly SkillGroup[]>;
  /** The majors people of the specialty studied (体育教育 for a PE teacher). */
  readonly majors?: Localized<readonly string[]>;
  /** A student's or graduate's overview, as the record's `summary.student`. */
  readonly studentSummary?: Localized<readonly string[]>;
  /** A student's course projects in the specialty, as the record's `student.courseProjects`. */
  readonly courseProjects?: Localized<readonly ProjectExample[]>;
  /** Bracketed bullet prompts for a work entry, as the record's `duties`. */
  readonly duties?: Localized<readonly string[]>;
  /** What the specialty is measured by, as the record's `metrics`. */
  readonly metrics?: Localized<readonly string[]>;
  /** A lead's or manager's example lines, as the record's `leadership`. */
  readonly leadership?: Localized<readonly string[]>;
  /** Courses of the specialty's majors, as the record's `education.courses`. */
  readonly courses?: Localized<readonly string[]>;
  /** Certificates a student of the specialty can hold, as the record's `student.certifications`. */
  readonly studentCertifications?: Localized<readonly string[]>;
  /**
   * The titles people of the specialty hold at the rungs where they differ from the record's (a 中医技师's earlier
   * post is no 住院医师; a motorcycle plant's assembler is no "Engine Assembler"); rungs left out keep the record's.
   */
  readonly ladder?: Localized<{ readonly [Level in LadderLevel]?: string }>;
  /** A student's competitions in the specialty, as the record's `student.competitions`. */
  readonly competitions?: Localized<readonly string[]>;
  /** A student's internships in the specialty, as the record's `student.internships`. */
  readonly internships?: Localized<readonly string[]>;
}

/**
 * One occupation. Ids are stable kebab-case. Codes are facts from public classifications:
 * - `isco`: the ISCO-08 unit group (4 digits) — the catalogue's skeleton;
 * - `onet`: O*NET-SOC 2019 codes this occupation stands for (one code may be split across several occupations);
 * - `cn`: 中华人民共和国职业分类大典 (2022) codes (may be empty where the book has no such occupation).
 * Writing conventions are those of `JobFamily` (job-family.ts): prompts bracketed, examples plain with
 * illustrative figures and no marker, names real and current.
 */
export interface Occupation {
  readonly id: string;
  readonly isco: string;
  readonly onet: readonly string[];
  readonly cn: readonly string[];
  readonly names: Localized<string>;
  readonly field: Localized<string>;
  /** Job titles people type, Chinese, English and mixed, including abbreviations; each normalised title belongs to one occupation. */
  readonly titles: readonly string[];
  /** Words that point to the occupation without being a title ("PLAXIS", "跨境"). */
  readonly keywords: readonly string[];
  /** Ids of occupations a title or writer confuses this one with; declared on both sides. */
  readonly confusables: readonly string[];
  readonly workplace: WorkplaceKind;
  /** Example employers of the kind people in this job work at, most typical first (示例市中级人民法院, "Sample Repertory Theatre"). */
  readonly employers: Localized<readonly string[]>;
  readonly pathway?: 'vocational';
  /** What the work is done on or for: "boreholes and soil samples", "住院患者". */
  readonly objects: Localized<readonly string[]>;
  /** Bracketed bullet prompts for work entries (the family's `responsibilities`); at least four. */
  readonly duties: Localized<readonly string[]>;
  /** Example bullets with illustrative figures at a working (junior to senior) level; at least four. */
  readonly achievements: Localized<readonly string[]>;
  /** Example bullets for lead, manager and head levels: people, budget, strategy; at least two. */
  readonly leadership: Localized<readonly string[]>;
  /** What the occupation is measured by: "cases closed per month", "一次验收合格率". */
  readonly metrics: Localized<readonly string[]>;
  readonly skillGroups: Localized<readonly SkillGroup[]>;
  readonly tools: Localized<readonly string[]>;
  /** Certificates and licences of each locale's market: `en-US` the United States, `zh-CN` China. */
  readonly certifications: Localized<readonly string[]>;
  readonly projects: Localized<readonly ProjectExample[]>;
  readonly summary: Localized<{
    readonly experienced: readonly string[];
    readonly student: readonly string[];
  }>;
  readonly education: Localized<{ readonly majors: readonly string[]; readonly courses: readonly string[] }>;
  readonly student: Localized<StudentVersion>;
  readonly ladder: Localized<{ readonly [Level in LadderLevel]: string }>;
  /** The specialties a title may name, most common first (see `Specialty`). */
  readonly specialties?: readonly Specialty[];
}
