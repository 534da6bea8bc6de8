// Request bodies (spec 2.1, 2.2, CONTRACT 3, 7, 9) as TypeBox schemas: the server validates with
// these and /openapi.json is generated from them, so the two cannot drift apart.
import { type Static, Type } from '@sinclair/typebox';

export const JOB_TYPES = ['intern', 'campus', 'social'] as const;
export const LOCALES = ['zh-CN', 'en-US'] as const;
export const OUTLINE_MODES = ['ai-template', 'optimize-local-resume'] as const;

export type JobType = (typeof JOB_TYPES)[number];
export type Locale = (typeof LOCALES)[number];
export type OutlineMode = (typeof OUTLINE_MODES)[number];

export const LIMITS = {
  jobLength: 100,
  outlineLength: 65_536,
  /** Parts (`##` sections) of one outline: a resume has tens; each becomes a stored section. */
  outlineParts: 40,
  /** Entries (jobs, schools, projects, activities) in all the parts of one outline. */
  outlineEntries: 100,
  uidLength: 64,
  /** A job description to match or tailor to: a long posting is about 8,000 characters. */
  jobDescriptionLength: 20_000,
} as const;

const stream = Type.Boolean({
  default: true,
  description: 'true (default): server-sent events; false: one JSON envelope.',
});
const jobType = Type.Union(
  JOB_TYPES.map((value) => Type.Literal(value)),
  { description: 'intern (internship), campus (campus recruitment), social (experienced hire).' },
);
const locale = Type.Union(
  LOCALES.map((value) => Type.Literal(value)),
  { description: 'Language of the answer; otherwise it follows the job text or the uploaded resume.' },
);
const uploadFileType = Type.String({
  minLength: 1,
  maxLength: 128,
  description:
    'pdf, docx, doc, txt, md, html, rtf, odt, png, jpg, webp — case-insensitive, with or without a dot, or the MIME type.',
});
const uploadContent = Type.String({ description: 'The file, base64-encoded (at most 10 MiB decoded).' });

export const OutlineRequestSchema = Type.Object(
  {
    stream: Type.Optional(stream),
    mode: Type.Union(
      OUTLINE_MODES.map((value) => Type.Literal(value)),
      { description: 'ai-template: generate for a job; optimize-local-resume: improve an uploaded resume.' },
    ),
    type: Type.Optional(jobType),
    job: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: LIMITS.jobLength,
        description: 'Target job. Required for ai-template.',
      }),
    ),
    uploadFileType: Type.Optional(uploadFileType),
    uploadContent: Type.Optional(uploadContent),
    locale: Type.Optional(locale),
    jobDescription: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: LIMITS.jobDescriptionLength,
        description:
          'optimize-local-resume only (beyond the specification): a job description to tailor the outline to. Its title heads the outline, bullets that show what it asks for come first, and what it asks for that the resume does not show is added as a prompt, never as a skill.',
      }),
    ),
  },
  {
    $id: 'OutlineRequest',
    description:
      'ai-template: send type and job, not the upload fields. optimize-local-resume: send uploadFileType and uploadContent, not type or job.',
  },
);

export const ContentRequestSchema = Type.Object(
  {
    stream: Type.Optional(stream),
    uid: Type.String({ minLength: 1, maxLength: LIMITS.uidLength, description: 'Task uid from POST /task.' }),
  },
  { $id: 'ContentRequest' },
);

export const TaskCreateRequestSchema = Type.Object(
  {
    outline: Type.String({
      minLength: 1,
      maxLength: LIMITS.outlineLength,
      description: `The markdown outline: at most ${LIMITS.outlineLength} characters, ${LIMITS.outlineParts} parts and ${LIMITS.outlineEntries} entries (jobs, schools, projects).`,
    }),
    job: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: LIMITS.jobLength,
        description: "Defaults to the outline's first heading.",
      }),
    ),
    type: Type.Optional(jobType),
    locale: Type.Optional(locale),
  },
  { $id: 'TaskCreateRequest' },
);

export const ParseRequestSchema = Type.Object(
  {
    stream: Type.Optional(stream),
    uploadFileType,
    uploadContent,
  },
  { $id: 'ParseRequest' },
);

export type OutlineRequest = Static<typeof OutlineRequestSchema>;
export type ContentRequest = Static<typeof ContentRequestSchema>;
export type TaskCreateRequest = Static<typeof TaskCreateRequestSchema>;
export type ParseRequest = Static<typeof ParseRequestSchema>;
