// Tasks (CONTRACT 3): POST creates one from an outline, GET shows it, DELETE removes it and its result.
import { createHash, randomFillSync } from 'node:crypto';
import { LIMITS, type TaskCreateRequest, type TaskView } from '@resume/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { AppError, taskNotFoundError } from '../../errors.ts';
import { detectLocale } from '../../resume/detect-locale.ts';
import { assertOutlineWithinLimits, mayExceedOutlineLimits } from '../../resume/outline-limits.ts';
import { parseOutline } from '../../resume/outline-parser.ts';
import type { TaskRecord } from '../../store/task-store.ts';
import type { AppContext } from '../app-context.ts';
import { successEnvelope } from '../envelope.ts';
import {
  taskCreateRequestSchema,
  taskCreateResponses,
  taskDeleteResponses,
  taskViewResponses,
} from '../route-schemas.ts';

const DAY_MS = 86_400_000;
const IDEMPOTENCY_WINDOW_MS = DAY_MS;
const UidParams = Type.Object({ uid: Type.String({ minLength: 1, maxLength: LIMITS.uidLength }) });

const UID_BYTES = 18;
/**
 * Uids are cut from a buffer the CSPRNG fills 256 at a time, as Node does for randomUUID: a call to
 * randomBytes per task was 3% of creating one. Each byte is handed out once.
 */
const uidEntropy = Buffer.alloc(UID_BYTES * 256);
let uidEntropyUsed = uidEntropy.length;

/** 144 random bits, URL-safe: unguessable, so a uid alone never lets anyone find a task. */
export function newTaskUid(): string {
  if (uidEntropyUsed + UID_BYTES > uidEntropy.length) {
    randomFillSync(uidEntropy);
    uidEntropyUsed = 0;
  }
  const bytes = uidEntropy.subarray(uidEntropyUsed, uidEntropyUsed + UID_BYTES);
  uidEntropyUsed += UID_BYTES;
  return `tsk_${bytes.toString('base64url')}`;
}

/** A task of this owner that has not outlived the retention period; otherwise 40401. */
export async function findOwnTask(context: AppContext, uid: string, ownerId: string): Promise<TaskRecord> {
  const task = await context.taskStore.get(uid, ownerId);
  const retentionMs = context.config.retentionDays * DAY_MS;
  if (task && context.now().getTime() - task.updatedAt.getTime() > retentionMs) {
    await context.taskStore.delete(uid, ownerId);
    throw taskNotFoundError();
  }
  if (!task) throw taskNotFoundError();
  return task;
}

function toTaskView(task: TaskRecord): TaskView {
  return {
    uid: task.uid,
    status: task.status,
    job: task.job,
    type: task.type,
    locale: task.locale,
    outline: task.outline,
    createdAt: task.createdAt.toISOString(),
    updatedAt: task.updatedAt.toISOString(),
    sections: task.sections,
    error: task.status === 'failed' ? task.error : null,
  };
}

function hashRequest(body: TaskCreateRequest): string {
  const canonical = JSON.stringify([body.outline, body.job ?? null, body.type ?? null, body.locale ?? null]);
  return createHash('sha256').update(canonical).digest('hex');
}

function readIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const value = (Array.isArray(header) ? header[0]! : header).trim();
  if (value === '' || value.length > 255) {
    throw new AppError(40002, 'Idempotency-Key must be 1 to 255 characters.');
  }
  return value;
}

export function registerTaskRoutes(app: FastifyInstance, context: AppContext): void {
  app.post<{ Body: TaskCreateRequest }>(
    '/api/v1/service/resume/task',
    {
      schema: {
        summary: 'Create a task from an outline; its uid is what the content endpoint takes',
        tags: ['task'],
        body: taskCreateRequestSchema,
        response: taskCreateResponses,
      },
    },
    async (request) => {
      const body = request.body;
      if (body.outline.trim() === '') throw new AppError(40002, 'outline must not be empty.');
      const idempotencyKey = readIdempotencyKey(request.headers['idempotency-key']);
      // Job and language default to what the content step will read from the outline itself: the
      // language as parseOutline detects it, the job from its title, parsed only when the client sent
      // none (the whole parse was a third of a task creation's CPU).
      const locale = body.locale ?? detectLocale(body.outline);
      // An outline long enough to break the part or entry caps is parsed here, so one content
      // generation never has thousands of sections to write; a short one cannot break them.
      const parsed = mayExceedOutlineLimits(body.outline)
        ? parseOutline(body.outline, { locale })
        : undefined;
      if (parsed) assertOutlineWithinLimits(parsed);
      const job =
        body.job?.trim() || (parsed ?? parseOutline(body.outline, { locale })).job.slice(0, LIMITS.jobLength);
      const result = await context.taskStore.create(
        {
          uid: newTaskUid(),
          ownerId: request.principal!.ownerId,
          job,
          type: body.type ?? null,
          locale,
          outline: body.outline,
          ...(idempotencyKey ? { idempotency: { key: idempotencyKey, requestHash: hashRequest(body) } } : {}),
        },
        context.now(),
        IDEMPOTENCY_WINDOW_MS,
      );
      if (result.outcome === 'conflict') {
        throw new AppError(40901, 'This Idempotency-Key was already used with a different request body.');
      }
      const { task } = result;
      return successEnvelope({ uid: task.uid, status: task.status, createdAt: task.createdAt.toISOString() });
    },
  );

  app.get<{ Params: { uid: string } }>(
    '/api/v1/service/resume/task/:uid',
    {
      schema: {
        summary: 'Show a task: status, outline and stored sections',
        tags: ['task'],
        params: UidParams,
        response: taskViewResponses,
      },
    },
    async (request) => {
      const task = await findOwnTask(context, request.params.uid, request.principal!.ownerId);
      return successEnvelope(toTaskView(task));
    },
  );

  app.delete<{ Params: { uid: string } }>(
    '/api/v1/service/resume/task/:uid',
    {
      schema: {
        summary: 'Delete a task and everything stored for it',
        tags: ['task'],
        params: UidParams,
        response: taskDeleteResponses,
      },
    },
    async (request) => {
      const deleted = await context.taskStore.delete(request.params.uid, request.principal!.ownerId);
      if (!deleted) throw taskNotFoundError();
      context.contentRuns.cancel(request.params.uid);
      return successEnvelope(null);
    },
  );
}
