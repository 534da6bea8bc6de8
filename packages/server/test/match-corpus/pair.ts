// The shape of one labelled (resume, job description) pair in the match corpus: what `npm run eval:match` scores.

/** What a recruiter pulls out of a job description, by kind. Soft skills, duties and perks are not requirements here. */
export type RequirementGroup = 'hardSkill' | 'tool' | 'certificate' | 'years' | 'education' | 'language';

/** Whether the resume shows the requirement: present (a line shows it), partial (something close), missing. */
export type RequirementStatus = 'present' | 'partial' | 'missing';

export interface LabelledRequirement {
  readonly group: RequirementGroup;
  /**
   * The requirement as a recruiter would write it down.
   * - hardSkill / tool / certificate: the name ("Kubernetes", "financial modeling", "数据仓库", "CPA").
   * - years: the minimum number of years as digits ("3"); `subject` says of what, when the description says.
   * - education: one of "associate" | "bachelor" | "master" | "doctorate" (the minimum asked), `subject` the field.
   * - language: the language in English ("English", "Japanese", "Mandarin"), `subject` the level ("CET-6", "fluent").
   */
  readonly term: string;
  /** Other ways the same requirement is written, in the description or commonly ("K8s", "PG", "数仓"). */
  readonly also?: readonly string[];
  readonly subject?: string;
  readonly status: RequirementStatus;
  /** When the description says it is a plus rather than required ("nice to have", "优先", "加分"). */
  readonly preferred?: boolean;
}

export interface MatchPair {
  /** Stable and unique: `<locale prefix>-<occupation>-<nn>-<match|nomatch>`, e.g. "en-backend-01-match". */
  readonly id: string;
  readonly locale: 'zh-CN' | 'en-US';
  /** The resume as plain text, as a person would type or paste it (uploaded to the service as a .txt file). */
  readonly resume: string;
  /** The job description as pasted from a job board, up to a few thousand characters. */
  readonly jobDescription: string;
  /** Would a recruiter shortlist this resume for this job? */
  readonly matched: boolean;
  /** Every requirement in the description, each with its status for this resume. */
  readonly requirements: readonly LabelledRequirement[];
}
