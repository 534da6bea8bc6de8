// POST /api/v1/service/resume/outline (spec 4.1): an outline for a job, or for an uploaded resume.
import type { OutlineRequest } from '@resume/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import type { OutlineInput } from '../../generation/generator.ts';
import { onePer } from '../../lib/one-per.ts';
import { detectLocale } from '../../resume/detect-locale.ts';
import type { AppContext } from '../app-context.ts';
import { answer, ReadyEvents } from '../respond.ts';
import { outlineRequestSchema, outlineResponses } from '../route-schemas.ts';
import type { StreamEvent } from '../sse-responder.ts';

const AI_TEMPLATE_FIELDS = ['type', 'job'] as const;
const UPLOAD_FIELDS = ['uploadFileType', 'uploadContent'] as const;
/** Fields an optimize request may carry that ai-template must not (and that it does not need). */
const OPTIMIZE_ONLY_FIELDS = ['jobDescription'] as const;

/** Spec 4.1 rules: each mode has fields it needs and fields it must not carry. */
export function checkOutlineRules(body: OutlineRequest): void {
  const [needed, forbidden] =
    body.mode === 'ai-template'
      ? [AI_TEMPLATE_FIELDS, [...UPLOAD_FIELDS, ...OPTIMIZE_ONLY_FIELDS]]
      : [UPLOAD_FIELDS, AI_TEMPLATE_FIELDS];
  for (const field of forbidden) {
    if (body[field] !== undefined) {
      throw new AppError(40003, `${field} must not be sent when mode is ${body.mode}.`);
    }
  }
  for (const field of needed) {
    if (body[field] === undefined)
      throw new AppError(40002, `${field} is required when mode is ${body.mode}.`);
  }
  if (body.job !== undefined && body.job.trim() === '') throw new AppError(40002, 'job must not be empty.');
  if (body.jobDescription !== undefined && body.jobDescription.trim() === '')
    throw new AppError(40002, 'jobDescription must not be empty.');
}

async function* outlineEvents(
  context: AppContext,
  input: (signal: AbortSignal) => Promise<OutlineInput>,
  signal: AbortSignal,
): AsyncGenerator<StreamEvent> {
  const fragments = context.generator.generateOutline(await input(signal), signal);
  for await (const text of fragments) {
    if (text) yield { data: { text, done: false } };
  }
  yield { data: { text: '', done: true } };
  context.metrics.generations.inc({ kind: 'outline', outcome: 'done' });
}

/**
 * The events of an outline the generator has at once (outlineAtOnce), or undefined. They are kept
 * with the fragments they come from, which the generator keeps for a popular job: its answers are then
 * serialized once, not per request.
 */
const readyForFragments = onePer((fragments: readonly string[]) => {
  const events: StreamEvent[] = [];
  for (const text of fragments) if (text) events.push({ data: { text, done: false } });
  events.push({ data: { text: '', done: true } });
  return new ReadyEvents(events);
});

function readyOutlineEvents(context: AppContext, input: OutlineInput): ReadyEvents | undefined {
  const fragments = context.generator.outlineAtOnce?.(input);
  if (!fragments) return undefined;
  context.metrics.generations.inc({ kind: 'outline', outcome: 'done' });
  return readyForFragments(fragments);
}

export function registerOutlineRoute(app: FastifyInstance, context: AppContext): void {
  app.post<{ Body: OutlineRequest }>(
    '/api/v1/service/resume/outline',
    {
      bodyLimit: context.config.bodyLimitBytes,
      config: { uploadField: 'uploadContent' },
      schema: {
        summary: 'Generate a resume outline (markdown)',
        tags: ['resume'],
        body: outlineRequestSchema,
        response: outlineResponses,
      },
    },
    async (request, reply) => {
      const body = request.body;
      checkOutlineRules(body);
      let input: (signal: AbortSignal) => Promise<OutlineInput>;
      let ready: (() => ReadyEvents | undefined) | undefined;
      if (body.mode === 'ai-template') {
        const job = body.job!.trim();
        const target: OutlineInput = {
          mode: 'ai-template',
          job,
          type: body.type!,
          locale: body.locale ?? detectLocale(job),
          ownerId: request.principal!.ownerId,
        };
        input = async () => target;
        ready = () => readyOutlineEvents(context, target);
      } else {
        // Decoding and the magic-byte check are cheap: they fail before any stream starts.
        const upload = await context.uploadReader.decode(
          body.uploadFileType!,
          request.longFields?.get('uploadContent') ?? body.uploadContent!,
        );
        input = async (signal) => {
          const { resume, text } = await context.uploadReader.read(upload, signal, body.locale);
          return {
            mode: 'optimize-local-resume',
            resume,
            sourceText: text,
            locale: body.locale ?? resume.locale,
            ...(body.jobDescription ? { jobDescription: body.jobDescription } : {}),
          };
        };
      }
      await answer(context, request, reply, {
        stream: body.stream !== false,
        endpoint: 'outline',
        events: (signal) => outlineEvents(context, input, signal),
        ready,
        fold: (events) => events.map((event) => (event.data as { text: string }).text).join(''),
      });
    },
  );
}
