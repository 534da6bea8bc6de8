// POST /api/v1/service/resume/parse (CONTRACT 9): an uploaded resume read into Sections, nothing stored.
import type { ParseRequest, Section } from '@resume/contract';
import type { FastifyInstance } from 'fastify';
import { toSections } from '../../resume/to-sections.ts';
import type { AppContext } from '../app-context.ts';
import { answer } from '../respond.ts';
import { parseRequestSchema, parseResponses } from '../route-schemas.ts';

export function registerParseRoute(app: FastifyInstance, context: AppContext): void {
  app.post<{ Body: ParseRequest }>(
    '/api/v1/service/resume/parse',
    {
      bodyLimit: context.config.bodyLimitBytes,
      config: { uploadField: 'uploadContent' },
      schema: {
        summary: 'Read an uploaded resume into Sections (nothing is stored)',
        tags: ['resume'],
        body: parseRequestSchema,
        response: parseResponses,
      },
    },
    async (request, reply) => {
      const upload = await context.uploadReader.decode(
        request.body.uploadFileType,
        request.longFields?.get('uploadContent') ?? request.body.uploadContent,
      );
      await answer(context, request, reply, {
        stream: request.body.stream !== false,
        endpoint: 'parse',
        events: async function* (signal) {
          const { resume: document } = await context.uploadReader.read(upload, signal);
          let index = 0;
          for (const section of toSections(document)) yield { id: String(index++), data: { section } };
        },
        fold: (events) => events.map((event) => (event.data as { section: Section }).section),
      });
    },
  );
}
