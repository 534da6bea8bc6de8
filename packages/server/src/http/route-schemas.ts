// Request and response schemas of the routes, with the examples /openapi.json (and /docs) show for them.
import {
  ContentRequestSchema,
  ErrorEnvelopeSchema,
  envelopeSchema,
  type MatchReport,
  MatchReportSchema,
  MatchRequestSchema,
  OutlineRequestSchema,
  ParseRequestSchema,
  type Section,
  SectionSchema,
  TaskCreatedSchema,
  TaskCreateRequestSchema,
  TaskViewSchema,
} from '@resume/contract';
import { Type } from '@sinclair/typebox';
import { formatEvent, type StreamEvent } from './sse-responder.ts';

/**
 * How examples get into the document. A response given as `content` keeps its media objects whole:
 * that is how the event-stream answer gets named examples of its own beside the JSON one. A request
 * body carries its named examples as `x-examples` (a keyword the app's Ajv is told of), which the
 * document shows as the media object's `examples` under their names, so generators and /docs show
 * "ai-template, JSON" rather than example1.
 */
interface Example {
  summary: string;
  value: unknown;
}
type Examples = Record<string, Example>;

function withRequestExamples<T extends { description?: string }>(schema: T, examples: Examples) {
  return { ...schema, 'x-examples': examples };
}

// ---------------------------------------------------------------- sample data (real answers, shortened)

const SAMPLE_UID = 'tsk_3q2V7yWmB1x0cQk9s8LdE4fA';
const SAMPLE_TIME = '2026-03-02T09:30:00.000Z';

const JOB_OUTLINE_ZH = [
  '# 数据分析师',
  '',
  '## 基本信息',
  '- 姓名：[你的姓名]',
  '- 邮箱：[常用邮箱]',
  '- 求职意向：数据分析师',
  '',
  '## 教育经历',
  '1. [学校名称] | [专业 学历] | [开始时间] - [结束时间]',
  '   - [GPA 与排名，如 3.7/4.0，专业前 10%]',
  '',
  '## 专业技能',
  '- 编程：[如 SQL、Python（pandas）、R]',
  '',
].join('\n');

const JOB_OUTLINE_EN = [
  '# Backend Engineer',
  '',
  '## Basic Information',
  '- Name: [Your full name]',
  '- Email: [Your email address]',
  '',
  '## Work Experience',
  '1. [Company] | [Job title] | [Start, e.g. 2021-03] - [End, or Present]',
  '   - [An API or service you built, the stack, and the traffic it serves]',
  '',
].join('\n');

const UPLOADED_RESUME = [
  'Ada Lovelace',
  'ada@example.com | London',
  '',
  'Experience',
  'Analytical Engines Ltd | Software Engineer | 2020-01 - Present',
  '- Built the payment API serving 2M requests a day',
  '',
  'Education',
  'University of London | BSc Mathematics | 2016 - 2020',
  '',
].join('\n');
const UPLOADED_RESUME_BASE64 = Buffer.from(UPLOADED_RESUME, 'utf8').toString('base64');

const OPTIMIZED_OUTLINE = [
  '# Software Engineer',
  '',
  '## Basic Information',
  '- Name: Ada Lovelace',
  '- Email: ada@example.com',
  '- Location: London',
  '',
  '## Work Experience',
  '1. Analytical Engines Ltd | Software Engineer | 2020-01 - Present',
  '   - Built the payment API serving 2M requests a day',
  '   - [A performance or reliability result with a number: latency, uptime, cost]',
  '',
  '## Education',
  '1. University of London | BSc Mathematics | 2016 - 2020',
  '',
].join('\n');

const SECTIONS_ZH: Section[] = [
  {
    type: 'kv',
    title: '基本信息',
    content: [
      { key: '姓名', value: '王小明' },
      { key: '求职意向', value: '数据分析师' },
    ],
    id: 'basic',
  },
  {
    type: 'list',
    title: '个人概述',
    content: { items: ['统计学专业，熟练使用 SQL 与 Python，做过三个用户分析项目。'] },
    id: 'summary',
  },
  {
    type: 'listForm[]',
    title: '教育经历',
    content: [
      {
        title: '复旦大学',
        subTitle: '统计学 本科',
        startTime: '2021年9月',
        endTime: '2025年6月',
        list: { items: ['GPA 3.8/4.0，专业前 10%'] },
      },
    ],
    id: 'education',
  },
];

const SECTIONS_EN: Section[] = [
  {
    type: 'kv',
    title: 'Basic Information',
    content: [
      { key: 'Name', value: 'Ada Lovelace' },
      { key: 'Email', value: 'ada@example.com' },
    ],
    id: 'basic',
  },
  {
    type: 'listForm[]',
    title: 'Experience',
    content: [
      {
        title: 'Analytical Engines Ltd',
        subTitle: 'Software Engineer',
        startTime: '2020-01',
        endTime: 'Present',
        list: { items: ['Built the payment API serving 2M requests a day'] },
      },
    ],
    id: 'work',
  },
  {
    type: 'listForm[]',
    title: 'Education',
    content: [
      {
        title: 'University of London',
        subTitle: 'BSc Mathematics',
        startTime: '2016',
        endTime: '2020',
        list: { items: [] },
      },
    ],
    id: 'education',
  },
];

function success(data: unknown) {
  return { code: 0, message: 'success', data };
}

function failure(code: number, message: string) {
  return { code, message, data: null };
}

/** The bytes of an event stream, framed exactly as the SSE responder frames them. */
function eventStream(events: StreamEvent[]): string {
  return events.map(formatEvent).join('');
}

function outlineStream(outline: string): string {
  const lines = outline.split('\n').map((line, index, all) => (index < all.length - 1 ? `${line}\n` : line));
  const fragments = lines.filter(Boolean).map((text): StreamEvent => ({ data: { text, done: false } }));
  return eventStream([...fragments, { data: { text: '', done: true } }]);
}

function sectionStream(sections: Section[]): string {
  return eventStream(sections.map((section, index) => ({ id: String(index), data: { section } })));
}

const STREAM_FAILURE = eventStream([{ data: { text: '# Backend Engineer\n', done: false } }]).concat(
  `event: error\ndata: ${JSON.stringify({ code: 50401, message: 'Generation took longer than its time limit.' })}\n\n`,
);

// ---------------------------------------------------------------- errors

const ERROR_EXAMPLES: Record<number, Example> = {
  40002: {
    summary: '40002: a required field is missing',
    value: failure(40002, 'job is required when mode is ai-template.'),
  },
  40003: {
    summary: '40003: a field the mode forbids',
    value: failure(40003, 'uploadFileType must not be sent when mode is ai-template.'),
  },
  40004: { summary: '40004: not base64', value: failure(40004, 'uploadContent is not valid base64') },
  40101: {
    summary: '40101: no key',
    value: failure(40101, 'Missing API key: send the header "Authorization: Bearer <API_KEY>".'),
  },
  40102: {
    summary: '40102: wrong key',
    value: failure(40102, 'The API key is unknown or has been revoked.'),
  },
  40401: { summary: '40401: no such task for this key', value: failure(40401, 'No task with this uid.') },
  40901: {
    summary: '40901: Idempotency-Key reused with another body',
    value: failure(40901, 'This Idempotency-Key was already used with a different request body.'),
  },
  41301: {
    summary: '41301: too large',
    value: failure(41301, "The request body is larger than this endpoint's limit of 15 MiB."),
  },
  41501: {
    summary: '41501: the bytes are not what uploadFileType names',
    value: failure(
      41501,
      'uploadFileType is pdf but the file is not a PDF (it looks like a plain text file)',
    ),
  },
  42201: {
    summary: '42201: unreadable file',
    value: failure(42201, 'the PDF is damaged and cannot be read'),
  },
  42901: {
    summary: '42901: rate limit (Retry-After set)',
    value: failure(42901, 'Rate limit of 120 requests per minute reached for this API key.'),
  },
  50201: {
    summary: '50201: the LLM provider failed',
    value: failure(50201, 'The language model provider failed.'),
  },
  50301: {
    summary: '50301: busy or shutting down (Retry-After set)',
    value: failure(50301, 'The server is busy reading other files; please retry shortly.'),
  },
  50401: {
    summary: '50401: generation timed out',
    value: failure(50401, 'Generation took longer than its time limit.'),
  },
};

/** The documented example of `code`'s failure envelope, for routes that group their error examples themselves. */
export function errorExample(code: number): Example {
  return ERROR_EXAMPLES[code] ?? { summary: String(code), value: failure(code, '…') };
}

const ERROR_DESCRIPTION =
  'Failure: the HTTP status, and the envelope with code, a message naming the cause, data null.';

/** 4xx/5xx answers with examples of the codes this endpoint answers with (docs/errors.md has them all). */
export function errorResponsesFor(codes: readonly number[]) {
  const examplesOf = (family: number): Examples =>
    Object.fromEntries(
      codes
        .filter((code) => Math.floor(code / 10000) === family)
        .map((code) => [String(code), errorExample(code)]),
    );
  const response = (family: number) => ({
    description: ERROR_DESCRIPTION,
    content: { 'application/json': { schema: ErrorEnvelopeSchema, examples: examplesOf(family) } },
  });
  return { '4xx': response(4), '5xx': response(5) };
}

/** Kept for routes without examples of their own. */
export const errorResponses = {
  '4xx': { ...ErrorEnvelopeSchema, description: ERROR_DESCRIPTION },
  '5xx': { ...ErrorEnvelopeSchema, description: ERROR_DESCRIPTION },
};

// ---------------------------------------------------------------- envelopes

export const outlineEnvelopeSchema = envelopeSchema(
  Type.String({ description: 'The whole markdown outline.' }),
);
export const sectionsEnvelopeSchema = envelopeSchema(Type.Array(SectionSchema));
export const taskCreatedEnvelopeSchema = envelopeSchema(TaskCreatedSchema);
export const taskViewEnvelopeSchema = envelopeSchema(TaskViewSchema);
export const emptyEnvelopeSchema = envelopeSchema(Type.Null());

const EVENT_STREAM_TEXT = Type.String({
  description: 'text/event-stream; charset=utf-8: `data: <JSON>` lines, each event ending in a blank line.',
});

/** A 200 answered as SSE (stream true, the default) or as one JSON envelope (stream false). */
function streamOrJson(description: string, json: { schema: object; examples: Examples }, events: Examples) {
  return {
    200: {
      description,
      content: {
        'application/json': json,
        'text/event-stream': { schema: EVENT_STREAM_TEXT, examples: events },
      },
    },
  };
}

function jsonOnly(description: string, schema: object, examples: Examples) {
  return { 200: { description, content: { 'application/json': { schema, examples } } } };
}

// ---------------------------------------------------------------- per endpoint

export const outlineRequestSchema = withRequestExamples(OutlineRequestSchema, {
  'ai-template, streamed': {
    summary: 'ai-template: an outline for a job, as server-sent events (stream omitted = true)',
    value: { mode: 'ai-template', type: 'social', job: 'Backend Engineer' },
  },
  'ai-template, JSON': {
    summary: 'ai-template: an outline for a job, as one JSON envelope',
    value: { mode: 'ai-template', type: 'campus', job: '数据分析师', stream: false },
  },
  'optimize-local-resume, streamed': {
    summary: 'optimize-local-resume: a base64 text resume improved into an outline, as server-sent events',
    value: { mode: 'optimize-local-resume', uploadFileType: 'txt', uploadContent: UPLOADED_RESUME_BASE64 },
  },
  'optimize-local-resume, JSON': {
    summary: 'optimize-local-resume: the same, as one JSON envelope, in English',
    value: {
      mode: 'optimize-local-resume',
      uploadFileType: 'txt',
      uploadContent: UPLOADED_RESUME_BASE64,
      stream: false,
      locale: 'en-US',
    },
  },
});

export const outlineResponses = {
  ...streamOrJson(
    'The outline. stream true (default): text/event-stream of {text, done} fragments ending with one done:true. stream false: the envelope with the whole markdown.',
    {
      schema: outlineEnvelopeSchema,
      examples: {
        'ai-template, JSON': { summary: 'For a job (数据分析师, campus)', value: success(JOB_OUTLINE_ZH) },
        'optimize-local-resume, JSON': {
          summary: 'For the uploaded resume',
          value: success(OPTIMIZED_OUTLINE),
        },
      },
    },
    {
      'ai-template, streamed': {
        summary: 'For a job (Backend Engineer, social)',
        value: outlineStream(JOB_OUTLINE_EN),
      },
      'optimize-local-resume, streamed': {
        summary: 'For the uploaded resume',
        value: outlineStream(OPTIMIZED_OUTLINE),
      },
      'failure after the first event': {
        summary: 'A failure once the stream has started: one `event: error`, then the connection closes',
        value: STREAM_FAILURE,
      },
    },
  ),
  ...errorResponsesFor([40002, 40003, 40004, 40102, 41301, 41501, 42201, 42901, 50201, 50301, 50401]),
};

export const taskCreateRequestSchema = withRequestExamples(TaskCreateRequestSchema, {
  'outline from ai-template': {
    summary: 'An outline generated for a job (possibly edited), with its type and language',
    value: { outline: JOB_OUTLINE_ZH, type: 'campus', locale: 'zh-CN' },
  },
  'outline from optimize-local-resume': {
    summary: 'An outline made from an uploaded resume; job and language are read from it',
    value: { outline: OPTIMIZED_OUTLINE },
  },
});

export const taskCreateResponses = {
  ...jsonOnly('The new task; its uid is what the content endpoint takes.', taskCreatedEnvelopeSchema, {
    created: {
      summary: 'A new task',
      value: success({ uid: SAMPLE_UID, status: 'pending', createdAt: SAMPLE_TIME }),
    },
  }),
  ...errorResponsesFor([40002, 40102, 40901, 41301, 42901, 50301]),
};

export const taskViewResponses = {
  ...jsonOnly('The task, with its sections once generated.', taskViewEnvelopeSchema, {
    done: {
      summary: 'A task whose content was generated',
      value: success({
        uid: SAMPLE_UID,
        status: 'done',
        job: '数据分析师',
        type: 'campus',
        locale: 'zh-CN',
        outline: JOB_OUTLINE_ZH,
        createdAt: SAMPLE_TIME,
        updatedAt: '2026-03-02T09:30:04.000Z',
        sections: SECTIONS_ZH,
        error: null,
      }),
    },
    pending: {
      summary: 'A task whose content was not asked for yet',
      value: success({
        uid: SAMPLE_UID,
        status: 'pending',
        job: 'Software Engineer',
        type: null,
        locale: 'en-US',
        outline: OPTIMIZED_OUTLINE,
        createdAt: SAMPLE_TIME,
        updatedAt: SAMPLE_TIME,
        sections: null,
        error: null,
      }),
    },
  }),
  ...errorResponsesFor([40102, 40401, 42901]),
};

export const taskDeleteResponses = {
  ...jsonOnly('The task and everything stored for it are gone.', emptyEnvelopeSchema, {
    deleted: { summary: 'Deleted', value: success(null) },
  }),
  ...errorResponsesFor([40102, 40401, 42901]),
};

export const contentRequestSchema = withRequestExamples(ContentRequestSchema, {
  streamed: {
    summary:
      'The sections as server-sent events (stream omitted = true); send Last-Event-ID: n to resume after section n',
    value: { uid: SAMPLE_UID },
  },
  JSON: { summary: 'The sections as one JSON envelope', value: { uid: SAMPLE_UID, stream: false } },
});

export const contentResponses = {
  ...streamOrJson(
    'The sections of the task. stream true (default): one {section} event per section (id: its index), the stream ends when the connection closes. stream false: the envelope with the array.',
    {
      schema: sectionsEnvelopeSchema,
      examples: {
        'outline from ai-template, JSON': {
          summary: 'Chinese (kv, list, listForm[])',
          value: success(SECTIONS_ZH),
        },
        'outline from optimize-local-resume, JSON': { summary: 'English', value: success(SECTIONS_EN) },
      },
    },
    {
      'outline from ai-template, streamed': { summary: 'Chinese', value: sectionStream(SECTIONS_ZH) },
      'outline from optimize-local-resume, streamed': {
        summary: 'English',
        value: sectionStream(SECTIONS_EN),
      },
    },
  ),
  ...errorResponsesFor([40002, 40102, 40401, 42901, 50201, 50301, 50401]),
};

export const parseRequestSchema = withRequestExamples(ParseRequestSchema, {
  streamed: {
    summary: 'A base64 text resume read into sections, as server-sent events (stream omitted = true)',
    value: { uploadFileType: 'txt', uploadContent: UPLOADED_RESUME_BASE64 },
  },
  JSON: {
    summary: 'The same, as one JSON envelope',
    value: { uploadFileType: 'txt', uploadContent: UPLOADED_RESUME_BASE64, stream: false },
  },
});

export const parseResponses = {
  ...streamOrJson(
    'The resume as sections, nothing stored. Answers exactly like the content endpoint.',
    {
      schema: sectionsEnvelopeSchema,
      examples: { JSON: { summary: 'The sample resume', value: success(SECTIONS_EN) } },
    },
    { streamed: { summary: 'The sample resume', value: sectionStream(SECTIONS_EN) } },
  ),
  ...errorResponsesFor([40002, 40004, 40102, 41301, 41501, 42201, 42901, 50301]),
};

/** A real answer of the match endpoint to the outline example below (recorded, shortened). */
const MATCH_REPORT: MatchReport = {
  score: 79,
  job: 'Data Engineer',
  locale: 'en-US',
  parts: [
    { group: 'hardSkill', weight: 1.5, earned: 0, present: 0, partial: 0, missing: 2 },
    { group: 'tool', weight: 2, earned: 2, present: 2, partial: 0, missing: 0 },
    { group: 'years', weight: 2, earned: 2, present: 1, partial: 0, missing: 0 },
    { group: 'education', weight: 1.5, earned: 1.5, present: 1, partial: 0, missing: 0 },
  ],
  requirements: [
    {
      group: 'years',
      name: '3',
      required: true,
      status: 'present',
      source: '3+ years building data pipelines',
    },
    {
      group: 'tool',
      name: 'Kubernetes',
      required: true,
      status: 'present',
      evidence: 'Built Airflow pipelines on K8s loading 40 sources into Snowflake',
      source: 'Python and Kubernetes',
    },
    { group: 'tool', name: 'dbt', required: false, status: 'missing', source: 'dbt experience preferred' },
    {
      group: 'education',
      name: 'bachelor',
      subject: 'Computer Science',
      required: true,
      status: 'present',
      evidence: 'State University · B.S. Computer Science',
      source: "Bachelor's degree in Computer Science or a related field",
    },
  ],
};

function matchEvents(report: MatchReport): StreamEvent[] {
  const { requirements, ...summary } = report;
  return [
    ...requirements.map((requirement, index) => ({ id: String(index), data: { requirement } })),
    { id: String(requirements.length), data: { report: summary, done: true } },
  ];
}

export const matchRequestSchema = withRequestExamples(MatchRequestSchema, {
  'outline, JSON': {
    summary: 'A markdown outline against a pasted job description, as one JSON envelope',
    value: {
      outline: '# Data Engineer\n\n## Skills\n- Python, SQL, Airflow, K8s\n',
      jobDescription:
        'Data Engineer\nRequirements:\n- 3+ years building data pipelines\n- Python and Kubernetes',
      stream: false,
    },
  },
  'upload, streamed': {
    summary: 'An uploaded resume, one event per requirement (stream omitted = true)',
    value: {
      uploadFileType: 'txt',
      uploadContent: UPLOADED_RESUME_BASE64,
      jobDescription: 'Backend Engineer …',
    },
  },
  'task, JSON': {
    summary: "A task's outline",
    value: { uid: SAMPLE_UID, jobDescription: '数据工程师 任职要求：3年以上数仓经验…', stream: false },
  },
});

export const matchResponses = {
  ...streamOrJson(
    'The match report. stream true (default): one {requirement} event per requirement (id: its index), then {report, done: true} with the score and what it is made of; stream false: the envelope with the whole report.',
    {
      schema: envelopeSchema(MatchReportSchema),
      examples: { 'outline, JSON': { summary: 'The outline example', value: success(MATCH_REPORT) } },
    },
    {
      'upload, streamed': {
        summary: 'The same report as events',
        value: eventStream(matchEvents(MATCH_REPORT)),
      },
    },
  ),
  ...errorResponsesFor([40002, 40003, 40004, 40102, 40401, 41301, 41501, 42201, 42901, 50301]),
};
