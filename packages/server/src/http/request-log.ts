// What a request's log lines say about it: method and path, never the query string, headers or body.
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'fastify/types/logger.js';

/**
 * Fastify's own serializer logs the whole url. Nothing of ours reads a query string, so one there
 * is a client's mistake, and the likeliest mistake is a key (`?api_key=…`): it is cut off here.
 */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  const query = request.url.indexOf('?');
  return {
    method: request.method,
    url: query < 0 ? request.url : `${request.url.slice(0, query)}?[query removed]`,
    remoteAddress: request.ip,
  };
}

/** Fastify's childLoggerFactory: each request's logger, with the serializer above for `req`. */
export function createRequestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return logger.child(bindings, {
    ...options,
    serializers: { ...options.serializers, req: serializeRequest as (value: unknown) => unknown },
  });
}
