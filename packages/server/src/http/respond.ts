// Answers an operation's event stream as SSE or as the JSON envelope, chosen by the `stream` field.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import type { AppContext } from './app-context.ts';
import { successEnvelope } from './envelope.ts';
import { createRequestScope } from './request-scope.ts';
import {
  collectEvents,
  formatEvents,
  respondWithReadySSE,
  respondWithSSE,
  type StreamEvent,
} from './sse-responder.ts';

/**
 * Events known at once, and their two renderings, made on first use: a route that answers the same
 * events again (a built-in outline for a popular job) keeps this object and serializes them once.
 */
export class ReadyEvents {
  /**
   * Kept as UTF-8 bytes, not strings: Node would otherwise encode the same text on every write
   * (transcoding, since any non-Latin-1 character, a dash or a Chinese word, makes it a two-byte string).
   */
  json: Buffer | undefined;
  sse: Buffer | undefined;

  constructor(readonly events: readonly StreamEvent[]) {}
}

export interface Answer<T> {
  stream: boolean;
  endpoint: string;
  events: (signal: AbortSignal) => AsyncIterable<StreamEvent>;
  /**
   * Every event at once where they need no I/O and no waiting (else undefined): answered in one go,
   * without a request scope, iterators or a stream slot, since nothing is left open.
   */
  ready?: () => ReadyEvents | undefined;
  /** Folds every event of the stream into the envelope's `data`. */
  fold: (events: readonly StreamEvent[]) => T;
}

export async function answer<T>(
  context: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  options: Answer<T>,
): Promise<void> {
  const ready = options.ready?.();
  if (ready) {
    if (options.stream) {
      ready.sse ??= Buffer.from(formatEvents(ready.events));
      await respondWithReadySSE(reply, ready.sse, options.endpoint, context.metrics);
    } else {
      ready.json ??= Buffer.from(JSON.stringify(successEnvelope(options.fold(ready.events))));
      // Bytes are sent as they are, with this type: the envelope above is their serialization.
      await reply.type('application/json; charset=utf-8').send(ready.json);
    }
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
