// buildApp(deps): the Fastify instance with its plugins, hooks, routes and error handler. Never listens.
import { randomUUID } from 'node:crypto';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import pino from 'pino';
import { Authenticator, type Principal } from './auth/authenticator.ts';
import type { Config } from './config.ts';
import { AppError, bodyTooLargeError, isAppError, shuttingDownError } from './errors.ts';
import { ContentRuns } from './generation/content-runs.ts';
import type { Generator } from './generation/generator.ts';
import type { RunnerIdentity } from './generation/runner-identity.ts';
import type { AppContext } from './http/app-context.ts';
import { createClientErrorHandler } from './http/client-errors.ts';
import { sendError } from './http/envelope.ts';
import { handleError } from './http/error-handler.ts';
import { IN_PROCESS_CALL_HEADER, InProcessCalls } from './http/in-process-fetch.ts';
import { readJsonBody } from './http/json-body.ts';
import { Lifecycle } from './http/lifecycle.ts';
import { handleNotFound } from './http/not-found.ts';
import { finishOpenApiDocument } from './http/openapi-document.ts';
import { createRequestLogger, logCompleted, withRequestSerializer } from './http/request-log.ts';
import { registerContentRoute } from './http/routes/content.ts';
import { registerExportRoute } from './http/routes/export.ts';
import { registerMatchRoute } from './http/routes/match.ts';
import { MCP_PATH, registerMcpRoute } from './http/routes/mcp.ts';
import { type ReadinessCheck, registerOperationsRoutes } from './http/routes/operations.ts';
import { registerOutlineRoute } from './http/routes/outline.ts';
import { registerParseRoute } from './http/routes/parse.ts';
import { registerPlaygroundRoutes } from './http/routes/playground.ts';
import { registerTaskRoutes } from './http/routes/task.ts';
import type { TextPiece } from './lib/text-piece.ts';
import {
  MemoryFailureLimiter,
  MemoryRateLimiter,
  MemoryStreamLimiter,
} from './limits/memory-rate-limiter.ts';
import type { FailureLimiter, RateLimiter, StreamLimiter } from './limits/rate-limiter.ts';
import type { AccessLog } from './observability/logging.ts';
import { Metrics } from './observability/metrics.ts';
import type { UploadParser } from './reading/resume-reader.ts';
import { UploadReader } from './reading/upload-reader.ts';
import type { KeyStore } from './store/key-store.ts';
import type { TaskStore } from './store/task-store.ts';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
    /**
     * Long string fields of the body in the pieces they arrived in (an upload's base64): readers
     * that can take pieces avoid copying megabytes into one string on the event loop.
     */
    longFields: ReadonlyMap<string, readonly TextPiece[]> | undefined;
  }
  interface FastifyContextConfig {
    /**
     * A route that takes an upload in this body field gets the upload-sized body limit; a body
     * without the field is held to the small JSON limit all the same.
     */
    uploadField?: string;
  }
}

export interface AppDependencies {
  config: Readonly<Config>;
  taskStore: TaskStore;
  keyStore: KeyStore;
  generator: Generator;
  /** Reads and parses uploads off the main thread (the worker pool of reading/readers.ts). */
  uploadParser: UploadParser;
  rateLimiter?: RateLimiter;
  streamLimiter?: StreamLimiter;
  /** Failed authentications per client address. */
  authFailureLimiter?: FailureLimiter;
  /** Names this process in the runner ids of the generations it stores (main.ts recovers by it). */
  runnerIdentity?: RunnerIdentity;
  /** Checks /readyz runs besides the store and generator (Redis, when the limiters use it). */
  readinessChecks?: readonly ReadinessCheck[];
  metrics?: Metrics;
  lifecycle?: Lifecycle;
  /** A pino logger, or false for silence (tests). */
  logger?: FastifyBaseLogger | false;
  /** Where completed requests' access lines go (observability/logging.ts); else through `logger`. */
  accessLog?: AccessLog;
  now?: () => Date;
}

export interface App {
  fastify: FastifyInstance;
  context: AppContext;
}

const API_PREFIX = '/api/';
/**
 * The rendered API docs (/docs): swagger-ui's own files only, no inline script, never framed. The one
 * hash is the <style> element swagger-ui's bundle adds at run time (the browser test fails, naming
 * the new hash, if an upgrade changes it).
 */
const DOCS_CONTENT_SECURITY_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self' 'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='; " +
  "img-src 'self' data:; font-src 'self' data:; " +
  "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export async function buildApp(deps: AppDependencies): Promise<App> {
  const { config } = deps;
  const metrics = deps.metrics ?? new Metrics();
  const fastify = Fastify({
    // Silence is a silent logger, not none: without a logger Fastify reports no finished requests,
    // and the request metrics are recorded from that report (CompletionObserver).
    loggerInstance: withRequestSerializer(deps.logger || pino({ level: 'silent' })),
    // Routes that take an upload raise it to config.bodyLimitBytes; every other body is small.
    bodyLimit: config.jsonBodyLimitBytes,
    // The whole request (headers and body) must arrive within this: slow-body clients are cut off.
    requestTimeout: config.requestTimeoutMs,
    // Node checks the request timeout on this interval (30 s by default, which would double it).
    http: { connectionsCheckingInterval: Math.min(1000, Math.ceil(config.requestTimeoutMs / 4)) },
    // A socket that neither reads nor writes this long is closed (streams write a ping every 15 s).
    connectionTimeout: config.idleTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    trustProxy: config.trustProxy,
    clientErrorHandler: createClientErrorHandler({ requestTimeoutMs: config.requestTimeoutMs }),
    return503OnClosing: false,
    // The router's errors (a broken %-escape, an over-long uid) get the envelope like any other.
    frameworkErrors: handleError,
    // Request log lines keep the path, never the query string, where a client may have put its key.
    childLoggerFactory: createRequestLogger,
    // One access line per request (Fastify's "request completed") instead of two, and its metrics.
    logController: new CompletionObserver(deps.accessLog, metrics),
    genReqId: (request: { headers: Record<string, string | string[] | undefined> }) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    ajv: {
      customOptions: {
        coerceTypes: false,
        removeAdditional: false,
        useDefaults: true,
        allErrors: false,
        keywords: ['x-examples'],
      },
    },
  });

  fastify.server.headersTimeout = Math.min(config.headersTimeoutMs, config.requestTimeoutMs);
  // Past this many open sockets Node closes each new connection at once: a flood cannot exhaust file handles.
  fastify.server.maxConnections = config.maxConnections;

  const now = deps.now ?? (() => new Date());
  const context: AppContext = {
    config,
    taskStore: deps.taskStore,
    generator: deps.generator,
    authenticator: new Authenticator(deps.keyStore, config.envApiKeys),
    uploadReader: new UploadReader(deps.uploadParser, {
      maxUploadBytes: config.uploadLimitBytes,
      maxPdfPages: config.maxPdfPages,
      maxExpandedBytes: config.maxExpandedBytes,
      maxZipEntries: config.maxZipEntries,
      maxMarkupBytes: config.maxMarkupBytes,
      maxTextChars: config.maxTextChars,
      timeoutMs: config.parseTimeoutMs,
    }),
    contentRuns: new ContentRuns({
      store: deps.taskStore,
      generator: deps.generator,
      timeoutMs: config.generationTimeoutMs,
      leaseMs: config.contentLeaseMs,
      followPollMs: config.contentFollowPollMs,
      metrics,
      now,
      ...(deps.runnerIdentity ? { identity: deps.runnerIdentity } : {}),
      onUnexpectedError: (error) => fastify.log.error({ err: error }, 'content generation failed'),
    }),
    rateLimiter: deps.rateLimiter ?? new MemoryRateLimiter(config.rateLimitPerMinute),
    streamLimiter: deps.streamLimiter ?? new MemoryStreamLimiter(config.streamsPerKey),
    metrics,
    lifecycle: deps.lifecycle ?? new Lifecycle(),
    inProcessCalls: new InProcessCalls(fastify),
    now,
  };

  fastify.decorateRequest('principal', null);
  fastify.decorateRequest('longFields', undefined);
  fastify.setErrorHandler(handleError);
  fastify.setNotFoundHandler(handleNotFound);
  registerJsonParser(fastify, config);

  fastify.addHook('onRequest', (request, reply, done) => {
    // Set here rather than in an onSend hook, which made Fastify run its onSend chain for every reply.
    reply.header('X-Request-Id', request.id);
    const inProcessCall = request.headers[IN_PROCESS_CALL_HEADER];
    if (typeof inProcessCall === 'string') context.inProcessCalls.attach(inProcessCall, reply.raw);
    if (context.lifecycle.isDraining && isKeyedPath(request.url)) {
      // Answered here: the chain stops (a callback hook that replies does not call done).
      sendError(reply, shuttingDownError());
      return;
    }
    done();
  });

  await fastify.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Resume generation service',
        version: '1.0.0',
        description: 'Outline and content generation for resumes. Errors follow the table in docs/errors.md.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transformObject: (document) =>
      'openapiObject' in document
        ? finishOpenApiDocument(document.openapiObject as never)
        : document.swaggerObject,
  });
  await fastify.register(swaggerUi, {
    routePrefix: '/docs',
    // The page and its scripts come from this service alone; "Try it out" calls this origin. No
    // other site may frame it (a framed page with a key pasted in invites clickjacking).
    staticCSP: DOCS_CONTENT_SECURITY_POLICY,
    uiConfig: { validatorUrl: null },
    uiHooks: {
      onRequest: (_request, reply, done) => {
        reply.header('X-Frame-Options', 'DENY').header('X-Content-Type-Options', 'nosniff');
        done();
      },
    },
  });
  fastify.get('/openapi.json', { schema: { hide: true } }, async () => fastify.swagger());

  const authFailures = deps.authFailureLimiter ?? new MemoryFailureLimiter(config.authFailuresPerMinute);
  /**
   * A request without a valid key is answered at once and its connection closed (`Connection:
   * close`), so its body is never read; an address that keeps failing is slowed down with 42901.
   */
  const authenticateOrClose = async (request: FastifyRequest, reply: FastifyReply): Promise<Principal> => {
    const at = now().getTime();
    const wait = await authFailures.blockedFor(request.ip, at);
    if (wait > 0) {
      reply.header('Connection', 'close');
      throw new AppError(
        42901,
        `Too many requests with a missing or wrong API key from this address; retry in ${wait} s.`,
        { headers: { 'Retry-After': String(wait) } },
      );
    }
    try {
      return await context.authenticator.authenticate(request.headers.authorization);
    } catch (error) {
      if (isAppError(error) && error.status === 401) {
        await authFailures.recordFailure(request.ip, at);
        reply.header('Connection', 'close');
      }
      throw error;
    }
  };

  registerOperationsRoutes(fastify, context, deps.readinessChecks);
  registerPlaygroundRoutes(fastify);
  await fastify.register(async (api) => {
    api.addHook('onRequest', async (request, reply) => {
      request.principal = await authenticateOrClose(request, reply);
      const decision = await context.rateLimiter.hit(request.principal.ownerId, now().getTime());
      // RateLimit-Policy and RateLimit as in draft-ietf-httpapi-ratelimit-headers; the older
      // RateLimit-Limit/-Remaining/-Reset stay for clients written against them (CONTRACT 6).
      reply.headers({
        'RateLimit-Policy': `"per-key";q=${decision.limit};w=${decision.windowSeconds}`,
        RateLimit: `"per-key";r=${decision.remaining};t=${decision.resetSeconds}`,
        'RateLimit-Limit': String(decision.limit),
        'RateLimit-Remaining': String(decision.remaining),
        'RateLimit-Reset': String(decision.resetSeconds),
      });
      if (!decision.allowed) {
        throw new AppError(
          42901,
          `Rate limit of ${decision.limit} requests per minute reached for this API key.`,
          {
            headers: { 'Retry-After': String(decision.resetSeconds) },
          },
        );
      }
    });
    registerOutlineRoute(api, context);
    registerContentRoute(api, context);
    registerTaskRoutes(api, context);
    registerExportRoute(api, context);
    registerParseRoute(api, context);
    registerMatchRoute(api, context);
    // In this scope: an MCP message needs a key and counts against its rate limit like any API request.
    registerMcpRoute(api, context);
  });

  return { fastify, context };
}

/** The API and the MCP endpoint: what a draining instance refuses (50301) so clients go elsewhere. */
function isKeyedPath(url: string): boolean {
  return url.startsWith(API_PREFIX) || url === MCP_PATH || url.startsWith(`${MCP_PATH}?`);
}

/**
 * JSON is the only body type (41502 for any other); empty, malformed and too deeply nested bodies
 * get 40001, read and checked as they arrive (json-body.ts). A route that takes an upload has the
 * upload-sized limit, but a body of it without the upload field is held to the small limit.
 */
function registerJsonParser(fastify: FastifyInstance, config: Readonly<Config>): void {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', (request, payload, done) => {
    const method = request.method;
    const uploadField = request.routeOptions.config.uploadField;
    readJsonBody(payload, {
      limitBytes: request.routeOptions.bodyLimit ?? config.jsonBodyLimitBytes,
      declaredLength: Number(request.headers['content-length'] ?? 0),
      allowEmpty: method === 'GET' || method === 'DELETE' || method === 'HEAD',
      ...(uploadField ? { detachedFields: new Set([uploadField]) } : {}),
    }).then(({ value, bytes, longFields }) => {
      if (longFields.size > 0) request.longFields = longFields;
      const isObject = typeof value === 'object' && value !== null;
      if (uploadField && isObject && !(uploadField in value) && bytes > config.jsonBodyLimitBytes) {
        return done(bodyTooLargeError(config.jsonBodyLimitBytes));
      }
      done(null, value);
    }, done);
  });
}

/**
 * Where Fastify reports each finished request: one access line, when it completes, with its method and
 * path (the request logger's serializer drops any query string; Fastify's own "incoming request" line
 * doubled the logging cost), and its request metrics (here rather than in an onResponse hook, which
 * made Fastify run a hook chain per request).
 */
class CompletionObserver extends LogController {
  constructor(
    private readonly accessLog: AccessLog | undefined,
    private readonly metrics: Metrics,
  ) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    logCompleted(request, reply, error, this.accessLog);
    this.metrics.requestCompleted(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  }
}
