// GET /api/v1/service/resume/task/{uid}/export: a finished task as JSON Resume, markdown, printable HTML or PDF.
import { LIMITS } from '@resume/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import { contentDisposition, exportBaseName } from '../../export/export-file-name.ts';
import { EXPORT_FORMATS, EXPORT_RENDERERS, type ExportFormat } from '../../export/export-formats.ts';
import type { FinishedResume } from '../../export/finished-resume.ts';
import { HTML_CONTENT_SECURITY_POLICY } from '../../export/html.ts';
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
  app.get<{ Params: { uid: string }; Querystring: { format: ExportFormat } }>(
    '/api/v1/service/resume/task/:uid/export',
    {
      // The query is checked here, not by the error handler, so the message can list the formats.
      attachValidation: true,
      schema: {
        summary: 'Download a finished task as JSON Resume, markdown, printable HTML or PDF',
        description:
          'The task must be done (its content generated). 40901 while it is pending, generating or failed.',
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
      const renderer = EXPORT_RENDERERS[request.query.format];
      const body = renderer.render(resume);
      reply
        .type(renderer.contentType)
        .header(
          'Content-Disposition',
          contentDisposition(exportBaseName(resume), renderer.extension, `resume-${task.uid}`),
        )
        // A resume is personal data: no shared cache keeps it.
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff');
      if (request.query.format === 'html')
        reply.header('Content-Security-Policy', HTML_CONTENT_SECURITY_POLICY);
      return reply.send(body);
    },
  );
}

/** The task's stored sections, or 40901 while there are none to export: the task is not done yet. */
function finishedResume(task: TaskRecord): FinishedResume {
  if (task.status !== 'done' || !task.sections) {
    const next =
      task.status === 'generating'
        ? 'its content is still being generated; try again when it is done'
        : 'request its content (POST /api/v1/service/resume/content) first';
    throw new AppError(40901, `The task is ${task.status}: only a done task can be exported; ${next}.`);
  }
  return { sections: task.sections, locale: task.locale, job: task.job, updatedAt: task.updatedAt };
}
