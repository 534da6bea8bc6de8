// Job match (beyond the specification): the request naming a resume and a job description, and the report.
import { type Static, Type } from '@sinclair/typebox';
import { LIMITS, LOCALES } from './requests.ts';

export const REQUIREMENT_GROUPS = [
  'hardSkill',
  'tool',
  'certificate',
  'years',
  'education',
  'language',
] as const;
export type RequirementGroup = (typeof REQUIREMENT_GROUPS)[number];
export const REQUIREMENT_STATUSES = ['present', 'partial', 'missing'] as const;
export type RequirementStatus = (typeof REQUIREMENT_STATUSES)[number];

export const MatchRequestSchema = Type.Object(
  {
    stream: Type.Optional(
      Type.Boolean({
        default: true,
        description:
          'true (default): server-sent events, one per requirement, then the report; false: one JSON envelope.',
      }),
    ),
    jobDescription: Type.String({
      minLength: 1,
      maxLength: LIMITS.jobDescriptionLength,
      description: `The job description as pasted, Chinese or English, at most ${LIMITS.jobDescriptionLength} characters.`,
    }),
    uploadFileType: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 128,
        description: 'The resume as a file: its type, as for the outline endpoint.',
      }),
    ),
    uploadContent: Type.Optional(
      Type.String({ description: 'The resume file, base64-encoded (at most 10 MiB decoded).' }),
    ),
    uid: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: LIMITS.uidLength,
        description: 'Or: a task of this key, by its uid.',
      }),
    ),
    outline: Type.Optional(
      Type.String({ minLength: 1, maxLength: LIMITS.outlineLength, description: 'Or: a markdown outline.' }),
    ),
    locale: Type.Optional(
      Type.Union(
        LOCALES.map((value) => Type.Literal(value)),
        { description: "Language of the report's words; otherwise the description's." },
      ),
    ),
  },
  {
    $id: 'MatchRequest',
    description: 'The resume comes from exactly one of: the upload fields, uid, outline.',
  },
);

export const MatchRequirementSchema = Type.Object(
  {
    group: Type.Union(REQUIREMENT_GROUPS.map((value) => Type.Literal(value))),
    name: Type.String({
      description:
        'Skill, tool or certificate as named by the lexicon ("Kubernetes" for K8s); years: the minimum ("3"); education: associate | bachelor | master | doctorate; language: its English name.',
    }),
    subject: Type.Optional(
      Type.String({ description: 'Years: of what; education: the field; language: the level.' }),
    ),
    required: Type.Boolean({ description: 'false when the description calls it a plus (优先, preferred).' }),
    status: Type.Union(REQUIREMENT_STATUSES.map((value) => Type.Literal(value))),
    evidence: Type.Optional(
      Type.String({ description: 'The resume line that shows it (present or partial).' }),
    ),
    source: Type.String({ description: 'The clause of the job description it was read from.' }),
    note: Type.Optional(Type.String({ description: 'Why it is partial, in the report language.' })),
  },
  { $id: 'MatchRequirement' },
);

export const MatchScorePartSchema = Type.Object({
  group: Type.Union(REQUIREMENT_GROUPS.map((value) => Type.Literal(value))),
  weight: Type.Number({ description: 'How much the group counts, out of the whole score.' }),
  earned: Type.Number({ description: 'What the resume earned of that weight.' }),
  present: Type.Integer(),
  partial: Type.Integer(),
  missing: Type.Integer(),
});

export const MatchReportSchema = Type.Object(
  {
    score: Type.Integer({
      minimum: 0,
      maximum: 100,
      description: 'The share of the weighted requirements the resume shows.',
    }),
    job: Type.String({
      description: "The job's title as the description gives it; empty when it gives none.",
    }),
    locale: Type.Union(LOCALES.map((value) => Type.Literal(value))),
    parts: Type.Array(MatchScorePartSchema, { description: 'What the score is made of, by group.' }),
    requirements: Type.Array(MatchRequirementSchema),
  },
  { $id: 'MatchReport' },
);

export type MatchRequest = Static<typeof MatchRequestSchema>;
export type MatchRequirement = Static<typeof MatchRequirementSchema>;
export type MatchScorePart = Static<typeof MatchScorePartSchema>;
export type MatchReport = Static<typeof MatchReportSchema>;
