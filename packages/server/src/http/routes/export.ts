// GET /api/v1/service/resume/task/{uid}/export: a finished task as JSON Resume, markdown, printable HTML or PDF.
import type { Readable } from 'node:stream';
import { LIMITS } from '@resume/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../errors.ts';
import { contentDisposition, exportBaseName } from '../../export/export-file-name.ts';
import { EXPORT_FORMATS, EXPORT_RENDERERS, type ExportFormat } from '../../export/export-formats.ts';
import type { FinishedResume } from '../../export/finished-resume.ts';
import { HTML_CONTENT_SECURITY_POLICY } from '../../export/html.ts';
import { PdfWorkerPool } from '../../export/pdf-worker-pool.ts';
import type { TaskRecord } from '../../store/task-store.ts';
import type { AppContext } from '../app-context.ts';
import { errorResponses } from '../route-schemas.ts';
import { findOwnTask } from './task.ts';

const ExportParams = Type.Object({ uid: Type.String({ minLength: 1, maxLength: LIMITS.uidLength }) });
const ExportQuery = Type.Object({
  format: Type.Union(
    EXPORT_FORMATS.map((format) => Type.Literal(format)),
    {
      description:
        'json-resume: JSON Resume 1.x (jsonresume.org); markdown; html: one printable page; pdf: A4, Chinese included.',
    },
  ),
});

const ALLOWED_FORMATS = EXPORT_FORMATS.join(', ');
/** Far above a real render (10–40 ms warm, about a second with a cold worker): only a stuck one hits it. */
const PDF_RENDER_TIMEOUT_MS = 20_000;

const exportResponse = {
  description: 'The resume as a download (Content-Disposition: attachment) in the format asked for.',
  content: {
    'application/json': { schema: { type: 'object', description: 'A JSON Resume document (schema 1.x).' } },
    'text/markdown': { schema: { type: 'string' } },
    'text/html': { schema: { type: 'string', description: 'A single page: inline CSS, no scripts.' } },
    'application/pdf': { schema: { type: 'string', format: 'binary' } },
  },
};

export function registerExportRoute(app: FastifyInstance, context: AppContext): void {
  // PDFs are typeset off the main thread; the pool's workers start on the first PDF export.
  const { exportWorkers, exportQueuePerWorker } = context.config;
  const pdfPool = new PdfWorkerPool({
    size: exportWorkers,
    maxQueued: exportWorkers * exportQueuePerWorker,
    timeoutMs: PDF_RENDER_TIMEOUT_MS,
    onWorkerFailure: (reason, error) => app.log.warn({ err: error }, reason),
  });
  app.addHook('onClose', () => pdfPool.close());

  app.get<{ Params: { uid: string }; Querystring: { format: ExportFormat } }>(
    '/api/v1/service/resume/task/:uid/export',
    {
      // The query is checked here, not by the error handler, so the message can list the formats.
      attachValidation: true,
      schema: {
        summary: 'Download a finished task as JSON Resume, markdown, printable HTML or PDF',
        description:
          'The task must be done (its content generated). 40902 while it is pending, generating or failed.',
        tags: ['task'],
        params: ExportParams,
        querystring: ExportQuery,
        response: { 200: exportResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const invalid = request.validationError;
      if (invalid) {
        if (invalid.validationContext !== 'querystring') throw invalid;
        throw new AppError(40002, `format must be one of: ${ALLOWED_FORMATS}.`);
      }
      const task = await findOwnTask(context, request.params.uid, request.principal!.ownerId);
      const resume = finishedResume(task);
      const format = request.query.format;
      const renderer = EXPORT_RENDERERS[format];
      let body: string | Readable | Buffer;
      if (format === 'pdf') {
        const pdf = await renderPdfOffThread(pdfPool, resume, reply);
        // The client left while its PDF waited: nobody to answer, and nothing went wrong on our side.
        if (!pdf) {
          request.log.debug('client closed the connection before its PDF');
          return reply.hijack();
        }
        body = pdf;
      } else {
        body = renderer.render(resume);
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
 * The PDF from the worker pool, as a Buffer for reply.send (the worker's bytes, not copied), or
 * undefined when the client closed the connection first: a render still waiting is dropped.
 */
async function renderPdfOffThread(
  pool: PdfWorkerPool,
  resume: FinishedResume,
  reply: FastifyReply,
): Promise<Buffer | undefined> {
  const clientGone = new AbortController();
  const onClose = () => {
    if (!reply.raw.writableFinished) clientGone.abort(new Error('request aborted: client'));
  };
  reply.raw.once('close', onClose);
  try {
    const pdf = await pool.render(resume, clientGone.signal);
    return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  } catch (error) {
    if (clientGone.signal.aborted) return undefined;
    throw error;
  } finally {
    reply.raw.off('close', onClose);
  }
}
