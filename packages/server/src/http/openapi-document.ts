// What /openapi.json adds to the document the route schemas give: an operationId per operation (code
// generators name methods by it), the headers clients send and read, and the operational endpoints.
// Done on the finished document, so the route schemas that validate requests stay as they are.

interface Operation {
  operationId?: string;
  parameters?: unknown[];
  responses?: Record<string, { headers?: Record<string, unknown> } & Record<string, unknown>>;
  [key: string]: unknown;
}
type Paths = Record<string, Record<string, Operation>>;

/** Method and path → the operation's name: verbs and nouns the SDK uses. */
const OPERATION_IDS: Readonly<Record<string, string>> = {
  'post /api/v1/service/resume/outline': 'createOutline',
  'post /api/v1/service/resume/content': 'generateContent',
  'post /api/v1/service/resume/task': 'createTask',
  'get /api/v1/service/resume/task/{uid}': 'getTask',
  'delete /api/v1/service/resume/task/{uid}': 'deleteTask',
  'get /api/v1/service/resume/task/{uid}/export': 'exportTask',
  'post /api/v1/service/resume/parse': 'parseResume',
};

/** Request headers an operation reads beyond the key (CONTRACT 4 and 5). */
const REQUEST_HEADERS: Readonly<Record<string, readonly unknown[]>> = {
  createTask: [
    {
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description:
        'Any string up to 255 characters: a repeated create with the same key and body answers the first task, never a second.',
      schema: { type: 'string', maxLength: 255 },
    },
  ],
  generateContent: [
    {
      name: 'Last-Event-ID',
      in: 'header',
      required: false,
      description:
        'On a streamed request: resume after section n of the stored result, without generating again.',
      schema: { type: 'string', pattern: '^\\d+$' },
    },
  ],
};

const integerHeader = (description: string) => ({ description, schema: { type: 'integer', minimum: 0 } });

/** Headers every answer of a keyed operation carries (CONTRACT 6, draft-ietf-httpapi-ratelimit-headers). */
const RATE_LIMIT_HEADERS = {
  'RateLimit-Policy': {
    description: 'The per-key quota: "per-key";q=<requests>;w=<seconds>.',
    schema: { type: 'string' },
  },
  RateLimit: {
    description: 'What is left: "per-key";r=<remaining>;t=<seconds to reset>.',
    schema: { type: 'string' },
  },
  'RateLimit-Limit': integerHeader('Requests allowed per window for this key.'),
  'RateLimit-Remaining': integerHeader('Requests left in this window.'),
  'RateLimit-Reset': integerHeader('Seconds until the window resets.'),
  'X-Request-Id': {
    description:
      "The id of this request in the service log (the caller's own X-Request-Id when it sent a valid one).",
    schema: { type: 'string' },
  },
};

/** On a refusal to wait (429, 503): how long, in seconds. */
const RETRY_AFTER = { 'Retry-After': integerHeader('Seconds to wait before trying again (on 429 and 503).') };

const plainText = (description: string) => ({
  description,
  content: { 'text/plain': { schema: { type: 'string' } } },
});

/** The operational endpoints (CONTRACT 7): no key, so `security: []`. */
const OPERATIONAL_PATHS: Paths = {
  '/healthz': {
    get: {
      operationId: 'getHealth',
      summary: 'Liveness: the process answers',
      tags: ['operations'],
      security: [],
      responses: {
        200: {
          description: 'Alive.',
          content: {
            'application/json': { schema: { type: 'object', properties: { status: { const: 'ok' } } } },
          },
        },
      },
    },
  },
  '/readyz': {
    get: {
      operationId: 'getReadiness',
      summary: 'Readiness: the store, the generator and every configured dependency answer',
      tags: ['operations'],
      security: [],
      responses: {
        200: {
          description: 'Ready to take requests.',
          content: { 'application/json': { schema: { type: 'object' } } },
        },
        503: {
          description: 'Not ready (a dependency does not answer, or the instance is draining).',
          headers: RETRY_AFTER,
          content: { 'application/json': { schema: { type: 'object' } } },
        },
      },
    },
  },
  '/metrics': {
    get: {
      operationId: 'getMetrics',
      summary: 'Prometheus metrics',
      tags: ['operations'],
      security: [],
      responses: { 200: plainText('The Prometheus text format.') },
    },
  },
};

/** The document with operation ids, declared headers and the operational endpoints. */
export function finishOpenApiDocument<T extends { paths?: Paths }>(document: T): T {
  const paths: Paths = {};
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    paths[path] = {};
    for (const [method, operation] of Object.entries(operations)) {
      const operationId = OPERATION_IDS[`${method} ${path}`];
      const responses = Object.fromEntries(
        Object.entries(operation.responses ?? {}).map(([status, response]) => [
          status,
          {
            ...response,
            headers: {
              ...response.headers,
              ...RATE_LIMIT_HEADERS,
              ...(/^(?:4|5)/.test(status) ? RETRY_AFTER : {}),
            },
          },
        ]),
      );
      paths[path][method] = {
        ...operation,
        ...(operationId ? { operationId } : {}),
        parameters: [
          ...(operation.parameters ?? []),
          ...((operationId && REQUEST_HEADERS[operationId]) || []),
        ],
        responses,
      };
    }
  }
  return { ...document, paths: { ...paths, ...OPERATIONAL_PATHS } };
}
