// What a request's log lines say about it: method and path, never the query string, headers or body.
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'fastify/types/logger.js';
import type { LogFn } from 'pino';
import type { AccessLog } from '../observability/logging.ts';

/**
 * Fastify's own serializer logs the whole url. Nothing of ours reads a query string, so one there
 * is a client's mistake, and the likeliest mistake is a key (`?api_key=…`): it is cut off here.
 */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return { method: request.method, url: urlForLog(request.url), remoteAddress: request.ip };
}

function urlForLog(url: string): string {
  const query = url.indexOf('?');
  return query < 0 ? url : `${url.slice(0, query)}?[query removed]`;
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's logger, made a real child logger only when something is logged through it. A pino child
 * per request (its bindings serialized, its serializers merged) was a tenth of the CPU of a small
 * request, and most requests log nothing but their access line, which main.ts writes through AccessLog.
 */
class RequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  get level(): string {
    return this.made?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real().level = level;
  }

  fatal(...args: Parameters<LogFn>): void {
    this.write('fatal', args);
  }

  error(...args: Parameters<LogFn>): void {
    this.write('error', args);
  }

  warn(...args: Parameters<LogFn>): void {
    this.write('warn', args);
  }

  info(...args: Parameters<LogFn>): void {
    this.write('info', args);
  }

  debug(...args: Parameters<LogFn>): void {
    this.write('debug', args);
  }

  trace(...args: Parameters<LogFn>): void {
    this.write('trace', args);
  }

  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }

  private write(level: Level, args: Parameters<LogFn>): void {
    if (!this.made && !isLevelEnabled(this.parent, level)) return;
    (this.real()[level] as (...rest: unknown[]) => void)(...args);
  }

  private real(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings, this.options);
    return this.made;
  }
}

function isLevelEnabled(logger: FastifyBaseLogger, level: Level): boolean {
  const check = (logger as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled;
  return check ? check.call(logger, level) : true;
}

/**
 * The logger Fastify is given: `logger` with the serializer above for `req`, which Fastify keeps over
 * its own (that one logs the whole url) for every line with a `req`, the access line included.
 */
export function withRequestSerializer(logger: FastifyBaseLogger): FastifyBaseLogger {
  return logger.child({}, { serializers: { req: serializeRequest as (value: unknown) => unknown } });
}

/** Fastify's childLoggerFactory: each request's logger, made when first used. */
export function createRequestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new RequestLogger(logger, bindings, options);
}

/**
 * The one line a completed request leaves: method, path, status and time, with its request id; through
 * `accessLog` where the app has one (main.ts), else through the request's logger.
 */
export function logCompleted(
  request: FastifyRequest,
  reply: FastifyReply,
  error: Error | null | undefined,
  accessLog: AccessLog | undefined,
): void {
  if (!error && accessLog) {
    accessLog.write({
      reqId: request.id,
      method: request.method,
      url: urlForLog(request.url),
      remoteAddress: request.ip,
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
    });
    return;
  }
  const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
  if (error) reply.log.error({ ...fields, err: error }, 'request errored');
  else reply.log.info(fields, 'request completed');
}
