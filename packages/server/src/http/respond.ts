// Answers an operation's event stream as SSE or as the JSON envelope, chosen by the `stream` field.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import type { AppContext } from './app-context.ts';
import { successEnvelope } from './envelope.ts';
import { createRequestScope } from './request-scope.ts';
import { collectEvents, respondWithReadySSE, respondWithSSE, type StreamEvent } from './sse-responder.ts';

export interface Answer<T> {
  stream: boolean;
  endpoint: string;
  events: (signal: AbortSignal) => AsyncIterable<StreamEvent>;
  /**
   * Every event at once where they need no I/O and no waiting (else undefined): answered in one go,
   * without a request scope, iterators or a stream slot, since nothing is left open.
   */
  ready?: () => readonly StreamEvent[] | undefined;
  /** Folds every event of the stream into the envelope's `data`. */
  fold: (events: readonly StreamEvent[]) => T;
}

export async function answer<T>(
  context: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  options: Answer<T>,
): Promise<void> {
  const startedAt = process.hrtime.bigint();
  const ready = options.ready?.();
  if (ready) {
    if (options.stream)
      respondWithReadySSE(request, reply, ready, { ...options, metrics: context.metrics, startedAt });
    else await sendEnvelope(reply, options.fold(ready));
    return;
  }
  const scope = createRequestScope(reply, {
    timeoutMs: context.config.generationTimeoutMs,
    lifecycle: context.lifecycle,
  });
  try {
    if (!options.stream) {
      const events = await collectEvents(options.events(scope.signal), scope);
      await sendEnvelope(reply, options.fold(events));
      return;
    }
    const release = await context.streamLimiter.acquire(request.principal!.ownerId);
    if (!release) {
      throw new AppError(
        42901,
        `Too many open streams for this API key (at most ${context.config.streamsPerKey}); close one and retry.`,
        { headers: { 'Retry-After': '1' } },
      );
    }
    const closeStream = context.lifecycle.streamOpened();
    try {
      await respondWithSSE(request, reply, options.events(scope.signal), {
        endpoint: options.endpoint,
        scope,
        pingIntervalMs: context.config.pingIntervalMs,
        metrics: context.metrics,
        startedAt,
      });
    } finally {
      closeStream();
      release();
    }
  } catch (error) {
    // The client left before an answer existed: nobody to answer, and nothing went wrong on our side.
    if (scope.cause === 'client') {
      request.log.debug('client closed the connection before the answer');
      if (!reply.sent) reply.hijack();
      return;
    }
    throw error;
  } finally {
    scope.dispose();
  }
}

function sendEnvelope(reply: FastifyReply, data: unknown): FastifyReply {
  // JSON.stringify is native: the schema serializer escaped the outline's markdown in a JS loop, a
  // tenth of the JSON answer's CPU. The envelope's shape is fixed by successEnvelope.
  return reply.type('application/json; charset=utf-8').serializer(JSON.stringify).send(successEnvelope(data));
}
