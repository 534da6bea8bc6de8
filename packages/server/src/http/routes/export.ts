// GET /api/v1/service/resume/task/{uid}/export: a finished task as JSON Resume, markdown, printable HTML, PDF or DOCX.
import type { Readable } from 'node:stream';
import { ErrorEnvelopeSchema, ExportFormatSchema, ExportTemplateSchema, LIMITS } from '@resume/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifySchemaValidationError } from 'fastify';
import { AppError } from '../../errors.ts';
import { contentDisposition, exportBaseName } from '../../export/export-file-name.ts';
import { EXPORT_FORMATS, EXPORT_RENDERERS, type ExportFormat } from '../../export/export-formats.ts';
import type { FinishedResume } from '../../export/finished-resume.ts';
import { HTML_CONTENT_SECURITY_POLICY } from '../../export/html.ts';
import { PdfWorkerPool } from '../../export/pdf-worker-pool.ts';
import { DEFAULT_TEMPLATE, EXPORT_TEMPLATES, type ExportTemplate } from '../../export/templates.ts';
import type { TaskRecord } from '../../store/task-store.ts';
import type { AppContext } from '../app-context.ts';
import { errorExample } from '../route-schemas.ts';
import { findOwnTask } from './task.ts';

const ExportParams = Type.Object({
  uid: Type.String({
    minLength: 1,
    maxLength: LIMITS.uidLength,
    description: 'The task uid, as task creation answered it.',
    examples: ['tsk_3q2V7yWmB1x0cQk9s8LdE4fA'],
  }),
});
const ExportQuery = Type.Object({
  format: {
    ...ExportFormatSchema,
    'x-examples': {
      'json-resume': {
        summary: 'JSON Resume 1.x, for other resume tools and themes',
        value: 'json-resume',
      },
      markdown: { summary: 'Markdown, to edit or to paste', value: 'markdown' },
      html: { summary: 'One printable HTML page (inline CSS, no scripts)', value: 'html' },
      pdf: { summary: 'An A4 PDF with its fonts embedded, Chinese included', value: 'pdf' },
      docx: { summary: 'A Word document to edit: real headings and bulleted lists', value: 'docx' },
    } satisfies Record<ExportFormat, { summary: string; value: ExportFormat }>,
  },
  template: Type.Optional({
    ...ExportTemplateSchema,
    'x-examples': {
      classic: { summary: 'The default layout, as when no template is given', value: 'classic' },
      compact: { summary: 'Denser: smaller type and spacing, for a lot on one page', value: 'compact' },
      modern: { summary: 'A larger name, accent-bar headings, dates in a right column', value: 'modern' },
    } satisfies Record<ExportTemplate, { summary: string; value: ExportTemplate }>,
  }),
});

// ---------------------------------------------------------------- examples of /openapi.json
// Real answers for the task made from EXPORT_EXAMPLE_OUTLINE once its content is generated with the
// built-in generator (test/docs/openapi-examples.test.ts exports that task again and compares).

export const EXPORT_EXAMPLE_OUTLINE = `# Software Engineer

## Basic Information
- Name: Ada Lovelace
- Email: ada@example.com

## Work Experience
1. Analytical Engines Ltd | Software Engineer | 2020-01 - Present
   - Built the payment API serving 2M requests a day

## Education
1. University of London | BSc Mathematics | 2016 - 2020
`;

/** The export begins with a `$schema` key, left out here: the document generator drops `$schema` keys. */
const JSON_RESUME_EXAMPLE = {
  basics: { name: 'Ada Lovelace', email: 'ada@example.com', label: 'Software Engineer' },
  work: [
    {
      name: 'Analytical Engines Ltd',
      position: 'Software Engineer',
      startDate: '2020-01',
      highlights: ['Built the payment API serving 2M requests a day'],
    },
  ],
  education: [
    {
      institution: 'University of London',
      area: 'Mathematics',
      studyType: 'BSc',
      startDate: '2016',
      endDate: '2020',
    },
  ],
  meta: {
    lastModified: '2026-03-02T09:30:04',
    language: 'en-US',
    job: 'Software Engineer',
    sections: [
      { id: 'basic', title: 'Basic Information', type: 'kv', exportedTo: 'basics' },
      { id: 'work', title: 'Work Experience', type: 'listForm[]', exportedTo: 'work' },
      { id: 'education', title: 'Education', type: 'listForm[]', exportedTo: 'education' },
    ],
  },
};

const MARKDOWN_EXAMPLE = `# Ada Lovelace — Software Engineer

## Basic Information

- **Name**: Ada Lovelace
- **Email**: ada@example.com

## Work Experience

### Analytical Engines Ltd — Software Engineer

*2020-01 – Present*

- Built the payment API serving 2M requests a day

## Education

### University of London — BSc Mathematics

*2016 – 2020*
`;

/** The page as served, its long print stylesheet left out. */
const HTML_EXAMPLE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Ada Lovelace — Software Engineer</title>
<style>/* the A4 print stylesheet (about 40 lines) */</style>
</head>
<body>
<main>
<header>
<h1>Ada Lovelace</h1>
<p class="headline">Software Engineer</p>
<p class="contacts">ada@example.com</p>
</header>
<section class="entries">
<h2>Work Experience</h2>
<div class="entry">
<div class="entry-head"><h3>Analytical Engines Ltd</h3><span class="subtitle">Software Engineer</span><span class="dates">2020-01 – Present</span></div>
<ul>
<li>Built the payment API serving 2M requests a day</li>
</ul>
</div>
</section>
<section class="entries">
<h2>Education</h2>
<div class="entry">
<div class="entry-head"><h3>University of London</h3><span class="subtitle">BSc Mathematics</span><span class="dates">2016 – 2020</span></div>
</div>
</section>
</main>
</body>
</html>
`;

const exportResponse = {
  description: 'The resume as a download (Content-Disposition: attachment) in the format asked for.',
  headers: {
    'Content-Disposition': {
      type: 'string',
      description:
        'attachment, named after the person and the job (UTF-8 in filename*), with an ASCII fallback built from the uid.',
      examples: [
        `attachment; filename="resume-tsk_3q2V7yWmB1x0cQk9s8LdE4fA.pdf"; filename*=UTF-8''Ada%20Lovelace-Software%20Engineer.pdf`,
      ],
    },
    'Cache-Control': {
      type: 'string',
      description: 'A resume is personal data: no shared cache keeps it.',
      examples: ['private, no-store'],
    },
  },
  content: {
    'application/json': {
      schema: { type: 'object', description: 'A JSON Resume document (schema 1.x).' },
      examples: { 'json-resume': { summary: 'format=json-resume', value: JSON_RESUME_EXAMPLE } },
    },
    'text/markdown': {
      schema: { type: 'string' },
      examples: { markdown: { summary: 'format=markdown', value: MARKDOWN_EXAMPLE } },
    },
    'text/html': {
      schema: { type: 'string', description: 'A single page: inline CSS, no scripts.' },
      examples: {
        html: { summary: 'format=html (the stylesheet shortened here)', value: HTML_EXAMPLE },
      },
    },
    'application/pdf': {
      schema: { type: 'string', format: 'binary' },
      examples: {
        pdf: {
          summary: 'format=pdf: binary, A4, Noto Sans SC subset embedded (only its first bytes shown)',
          value: '%PDF-1.3\n…',
        },
      },
    },
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
      schema: {
        type: 'string',
        format: 'binary',
        description:
          'An Office Open XML document (a zip): the name as Heading 1, each section under a Heading 2, bullets in a ' +
          'Word bulleted list, dates at a right tab stop; Calibri for Latin text and Microsoft YaHei for Chinese.',
      },
      examples: {
        docx: { summary: 'format=docx: binary, a zip (only its first bytes shown)', value: 'PK…' },
      },
    },
  },
};

function failure(code: number, message: string) {
  return { code, message, data: null };
}

function errorResponse(description: string, examples: Record<string, { summary: string; value: unknown }>) {
  return { description, content: { 'application/json': { schema: ErrorEnvelopeSchema, examples } } };
}

const exportErrorResponses = {
  400: errorResponse(
    'The format is missing or not one of the five, or the template is not one of the three.',
    {
      40002: {
        summary: '40002: an unknown format',
        value: failure(40002, 'format must be one of: json-resume, markdown, html, pdf, docx.'),
      },
      '40002, template': {
        summary: '40002: an unknown template',
        value: failure(40002, 'template must be one of: classic, compact, modern.'),
      },
    },
  ),
  401: errorResponse('No API key, or one that is not accepted.', {
    40101: errorExample(40101),
    40102: errorExample(40102),
  }),
  404: errorResponse('No such task for this key (or it outlived the retention period).', {
    40401: errorExample(40401),
  }),
  409: errorResponse('The task is not done: its content has not been generated (yet).', {
    40902: {
      summary: '40902: the content was never requested',
      value: failure(
        40902,
        'The task is pending: only a done task can be exported; request its content (POST /api/v1/service/resume/content) first.',
      ),
    },
    '40902, generating': {
      summary: '40902: the content is still being generated',
      value: failure(
        40902,
        'The task is generating: only a done task can be exported; its content is still being generated; try again when it is done.',
      ),
    },
  }),
  429: errorResponse('Rate limit, or too many PDF exports waiting for this key (Retry-After set).', {
    42901: {
      summary: '42901: rate limit',
      value: failure(42901, 'Rate limit of 120 requests per minute reached for this API key.'),
    },
    '42901, PDF': {
      summary: '42901: this key already has a PDF rendering and two waiting',
      value: failure(
        42901,
        'Too many PDF exports for this API key: one renders at a time and at most 2 may wait; retry when one is done.',
      ),
    },
  }),
  '5xx': errorResponse('The server failed or is busy (50301 with Retry-After).', {
    50301: {
      summary: '50301: every PDF worker busy, or shutting down',
      value: failure(50301, 'The server is busy making other PDFs; please retry shortly.'),
    },
    50001: {
      summary: '50001: the PDF could not be made',
      value: failure(50001, 'The PDF could not be made. Please try again.'),
    },
  }),
};

const ALLOWED_FORMATS = EXPORT_FORMATS.join(', ');
const ALLOWED_TEMPLATES = EXPORT_TEMPLATES.join(', ');
/**
 * Above the slowest real render: 10–40 ms for a usual resume, about 8 s for the largest Chinese
 * task (65,536 characters, thousands of distinct glyphs) on a busy two-core machine
 * (bench/export-pdf-abuse.bench.ts). A render past it is stopped and its worker replaced.
 */
const PDF_RENDER_TIMEOUT_MS = 20_000;

export function registerExportRoute(app: FastifyInstance, context: AppContext): void {
  // PDFs are typeset off the main thread; the pool's workers start on the first PDF export.
  const { exportWorkers, exportQueuePerWorker, exportQueuePerKey } = context.config;
  const pdfPool = new PdfWorkerPool({
    size: exportWorkers,
    maxQueued: exportWorkers * exportQueuePerWorker,
    maxQueuedPerKey: exportQueuePerKey,
    timeoutMs: PDF_RENDER_TIMEOUT_MS,
    onWorkerFailure: (reason, error) => app.log.warn({ err: error }, reason),
  });
  app.addHook('onClose', () => pdfPool.close());

  app.get<{ Params: { uid: string }; Querystring: { format: ExportFormat; template?: ExportTemplate } }>(
    '/api/v1/service/resume/task/:uid/export',
    {
      // The query is checked here, not by the error handler, so the message can list the formats or templates.
      attachValidation: true,
      schema: {
        summary: 'Download a finished task as JSON Resume, markdown, printable HTML, PDF or DOCX',
        description:
          'The task must be done (its content generated). 40902 while it is pending, generating or failed. ' +
          'HTML, PDF and DOCX show the basic information as a header (name, role, one line of contacts), not as a table; ' +
          'the DOCX, for employers who ask for Word, keeps Word structure when edited: Heading 1 and 2, bulleted lists. ' +
          '`template` picks the layout of HTML, PDF and DOCX: classic (the default), compact or modern.',
        tags: ['task'],
        params: ExportParams,
        querystring: ExportQuery,
        response: { 200: exportResponse, ...exportErrorResponses },
      },
    },
    async (request, reply) => {
      const invalid = request.validationError;
      if (invalid) {
        if (invalid.validationContext !== 'querystring') throw invalid;
        const errors = invalid.validation as FastifySchemaValidationError[];
        if (errors.some((error) => error.instancePath === '/template')) {
          throw new AppError(40002, `template must be one of: ${ALLOWED_TEMPLATES}.`);
        }
        throw new AppError(40002, `format must be one of: ${ALLOWED_FORMATS}.`);
      }
      const task = await findOwnTask(context, request.params.uid, request.principal!.ownerId);
      const resume = finishedResume(task);
      const format = request.query.format;
      const template = request.query.template ?? DEFAULT_TEMPLATE;
      const renderer = EXPORT_RENDERERS[format];
      let body: string | Readable | Buffer;
      if (format === 'pdf') {
        const pdf = await renderPdfOffThread(pdfPool, resume, template, request.principal!.ownerId, reply);
        // The client left while its PDF waited: nobody to answer, and nothing went wrong on our side.
        if (!pdf) {
          request.log.debug('client closed the connection before its PDF');
          return reply.hijack();
        }
        body = pdf;
      } else {
        // A string or a stream as it is; the DOCX's promised bytes once zipped.
        body = await renderer.render(resume, template);
      }
      reply
        .type(renderer.contentType)
        .header(
          'Content-Disposition',
          contentDisposition(exportBaseName(resume), renderer.extension, `resume-${task.uid}`),
        )
        // A resume is personal data: no shared cache keeps it.
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff');
      if (format === 'html') reply.header('Content-Security-Policy', HTML_CONTENT_SECURITY_POLICY);
      return reply.send(body);
    },
  );
}

/** The task's stored sections, or 40902 while there are none to export: the task is not done yet. */
function finishedResume(task: TaskRecord): FinishedResume {
  if (task.status !== 'done' || !task.sections) {
    const next =
      task.status === 'generating'
        ? 'its content is still being generated; try again when it is done'
        : 'request its content (POST /api/v1/service/resume/content) first';
    throw new AppError(40902, `The task is ${task.status}: only a done task can be exported; ${next}.`);
  }
  return { sections: task.sections, locale: task.locale, job: task.job, updatedAt: task.updatedAt };
}

/**
 * The PDF from the worker pool, rendered in turn with other keys' (`ownerId`'s), as a Buffer for
 * reply.send (the worker's bytes, not copied), or undefined when the client closed the connection
 * first: a render still waiting is dropped, and a running one stopped with its worker.
 */
async function renderPdfOffThread(
  pool: PdfWorkerPool,
  resume: FinishedResume,
  template: ExportTemplate,
  ownerId: string,
  reply: FastifyReply,
): Promise<Buffer | undefined> {
  const clientGone = new AbortController();
  const onClose = () => {
    if (!reply.raw.writableFinished) clientGone.abort(new Error('request aborted: client'));
  };
  reply.raw.once('close', onClose);
  try {
    const pdf = await pool.render(resume, { signal: clientGone.signal, key: ownerId, template });
    return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  } catch (error) {
    if (clientGone.signal.aborted) return undefined;
    throw error;
  } finally {
    reply.raw.off('close', onClose);
  }
}
