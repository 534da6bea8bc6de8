// What /openapi.json adds to the document the route schemas give: an operationId per operation (code
// generators name methods by it), named component schemas for the shapes used in several places, the
// headers clients send and read, and the operational endpoints. Done on the finished document, so the
// route schemas that validate requests stay as they are.
import {
  ErrorEnvelopeSchema,
  KVSectionSchema,
  ListFormSectionSchema,
  ListSectionSchema,
  MatchReportSchema,
  MatchRequirementSchema,
  SectionSchema,
  TaskCreatedSchema,
  TaskViewSchema,
} from '@resume/contract';

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
  'post /api/v1/service/resume/match': 'matchResume',
  'post /mcp': 'sendMcpMessage',
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

/**
 * Shapes a generated client should know by name; wherever the document spells one out, it becomes a
 * `$ref` to `components/schemas/<name>`. Largest first: a Section inside a TaskView is named in both.
 */
const NAMED_SCHEMAS: readonly [string, unknown][] = [
  ['MatchReport', MatchReportSchema],
  ['MatchRequirement', MatchRequirementSchema],
  ['TaskView', TaskViewSchema],
  ['Section', SectionSchema],
  ['KVSection', KVSectionSchema],
  ['ListSection', ListSectionSchema],
  ['ListFormSection', ListFormSectionSchema],
  ['TaskCreated', TaskCreatedSchema],
  ['ErrorEnvelope', ErrorEnvelopeSchema],
];

/** A plain copy of a contract schema written as the document writes schemas: `const: x` as `enum: [x]`. */
function withEnumsForConsts(schema: unknown): unknown {
  return JSON.parse(JSON.stringify(schema), (_key, value: unknown) => {
    if (!value || typeof value !== 'object' || Array.isArray(value) || !('const' in value)) return value;
    const { const: only, ...rest } = value as { const: unknown };
    return { ...rest, enum: [only] };
  });
}

/** JSON of a schema with its keys sorted: two spellings of one shape compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/** `value` with every spelled-out named shape replaced by its `$ref`; the names found go into `used`. */
function withReferences(value: unknown, names: Map<string, string>, used: Set<string>, root = true): unknown {
  if (!value || typeof value !== 'object') return value;
  if (!root) {
    const name = names.get(canonical(value));
    if (name) {
      used.add(name);
      return { $ref: `#/components/schemas/${name}` };
    }
  }
  if (Array.isArray(value)) return value.map((item) => withReferences(item, names, used, false));
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      // Examples are data, never schemas: a sample task stays spelt out.
      key === 'examples' || key === 'example' ? inner : withReferences(inner, names, used, false),
    ]),
  );
}

/** The named shapes as components, each one's own inner shapes referenced too (a TaskView's Sections). */
function namedComponents(paths: Paths): { paths: Paths; schemas: Record<string, unknown> } {
  const plain = NAMED_SCHEMAS.map(([name, schema]) => [name, withEnumsForConsts(schema)] as const);
  const names = new Map(plain.map(([name, schema]) => [canonical(schema), name]));
  const used = new Set<string>();
  const referenced = withReferences(paths, names, used) as Paths;
  const schemas: Record<string, unknown> = {};
  for (const [name, schema] of plain) {
    // A component refers to the others, never to itself.
    const others = new Map([...names].filter(([, other]) => other !== name));
    schemas[name] = withReferences(schema, others, used);
  }
  return { paths: referenced, schemas };
}

/** The document with operation ids, named schemas, declared headers and the operational endpoints. */
export function finishOpenApiDocument<
  T extends { paths?: Paths; components?: { schemas?: Record<string, unknown> } },
>(document: T): T {
  const finished = withOperationsAndHeaders(document.paths ?? {});
  const { paths, schemas } = namedComponents(finished);
  return {
    ...document,
    paths: { ...paths, ...OPERATIONAL_PATHS },
    components: { ...document.components, schemas: { ...document.components?.schemas, ...schemas } },
  };
}

function withOperationsAndHeaders(documented: Paths): Paths {
  const paths: Paths = {};
  for (const [path, operations] of Object.entries(documented)) {
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
  return paths;
}
