// POST /api/v1/service/resume/content (spec 4.2): a task's outline as Sections, one event per section.
import type { ContentRequest, Section } from '@resume/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import type { IndexedSection } from '../../generation/content-runs.ts';
import { onePer } from '../../lib/one-per.ts';
import { sectionsAfter } from '../../store/task-store.ts';
import type { AppContext } from '../app-context.ts';
import { type Answer, answer, ReadyEvents } from '../respond.ts';
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
      const { events, ready } = await findEvents(
        context,
        request.body.uid,
        request.principal!.ownerId,
        afterIndex,
      );
      await answer(context, request, reply, { stream, endpoint: 'content', events, ready, fold: sectionsOf });
    },
  );
}

/**
 * The task's section events as a source to open, or all of them at once when the task is done (a
 * replay, answered in one go). Found in a function of its own: the task record (with its whole outline)
 * is then no local of the handler, which stays suspended while the stream is open.
 */
async function findEvents(
  context: AppContext,
  uid: string,
  ownerId: string,
  afterIndex: number,
): Promise<Pick<Answer<unknown>, 'events' | 'ready'>> {
  const task = await findOwnTask(context, uid, ownerId);
  if (task.status === 'done' && task.sections) {
    const ready = readyReplay(task.sections, afterIndex);
    // `events` is what Answer requires; a done task is always answered through `ready`.
    return { events: () => eventsOf(ready.events), ready: () => ready };
  }
  return { events: context.contentRuns.sectionsOf(task, afterIndex, toEvent) };
}

/**
 * A whole replay, serialized once per stored result: the SQLite store hands out the same record (the
 * same sections array) for a done task while nothing has changed it, so its events are formatted and
 * stringified once, not per request (that was an eighth of a replay's CPU). Another store's fresh
 * arrays simply miss. Kept with the array, so it goes when the store lets go of the record.
 */
const wholeReplay = onePer((sections: readonly Section[]) => readyAfter(sections, -1));

function readyReplay(sections: readonly Section[], afterIndex: number): ReadyEvents {
  return afterIndex < 0 ? wholeReplay(sections) : readyAfter(sections, afterIndex);
}

function readyAfter(sections: readonly Section[], afterIndex: number): ReadyEvents {
  return new ReadyEvents(sectionsAfter(sections, afterIndex).map(toEvent));
}

function toEvent({ index, section }: IndexedSection): StreamEvent {
  return { id: String(index), data: { section } };
}

async function* eventsOf(events: readonly StreamEvent[]): AsyncGenerator<StreamEvent> {
  yield* events;
}

function sectionsOf(events: readonly StreamEvent[]): Section[] {
  return events.map((event) => (event.data as { section: Section }).section);
}
