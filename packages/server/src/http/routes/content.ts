// POST /api/v1/service/resume/content (spec 4.2): a task's outline as Sections, one event per section.
import type { ContentRequest, Section } from '@resume/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import type { IndexedSection } from '../../generation/content-runs.ts';
import type { AppContext } from '../app-context.ts';
import { answer } from '../respond.ts';
import { contentRequestSchema, contentResponses } from '../route-schemas.ts';
import type { StreamEvent } from '../sse-responder.ts';
import { findOwnTask } from './task.ts';

/** `Last-Event-ID: n` resumes after section n (CONTRACT 2); absent means from the start. */
export function parseLastEventId(header: string | string[] | undefined): number {
  if (header === undefined || header === '') return -1;
  const value = Array.isArray(header) ? header[0]! : header;
  if (!/^\d{1,6}$/.test(value.trim())) {
    throw new AppError(40002, 'Last-Event-ID must be the id of a section event (a whole number).');
  }
  return Number(value.trim());
}

export function registerContentRoute(app: FastifyInstance, context: AppContext): void {
  app.post<{ Body: ContentRequest }>(
    '/api/v1/service/resume/content',
    {
      schema: {
        summary: "Generate resume content (Sections) from a task's outline",
        tags: ['resume'],
        body: contentRequestSchema,
        response: contentResponses,
      },
    },
    async (request, reply) => {
      const stream = request.body.stream !== false;
      const afterIndex = stream ? parseLastEventId(request.headers['last-event-id']) : -1;
      const events = await findEvents(context, request.body.uid, request.principal!.ownerId, afterIndex);
      await answer(context, request, reply, { stream, endpoint: 'content', events, fold: sectionsOf });
    },
  );
}

/**
 * The task's section events as a source to open, found in a function of its own: the task record (with
 * its whole outline) is then no local of the handler, which stays suspended while the stream is open.
 */
async function findEvents(
  context: AppContext,
  uid: string,
  ownerId: string,
  afterIndex: number,
): Promise<(signal: AbortSignal) => AsyncIterable<StreamEvent>> {
  const sections = context.contentRuns.sectionsOf(await findOwnTask(context, uid, ownerId), afterIndex);
  return (signal) => sectionEvents(sections(signal));
}

function sectionsOf(events: readonly StreamEvent[]): Section[] {
  return events.map((event) => (event.data as { section: Section }).section);
}

async function* sectionEvents(sections: AsyncIterable<IndexedSection>): AsyncGenerator<StreamEvent> {
  for await (const { index, section } of sections) yield { id: String(index), data: { section } };
}
