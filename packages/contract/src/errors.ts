// The error code catalogue of CONTRACT 1: every non-zero `code` the service can answer with.

export interface ErrorCodeInfo {
  readonly code: number;
  readonly status: number;
  readonly name: string;
  readonly when: string;
}

const catalogue = [
  [40001, 'invalid_json', 'body is not valid JSON, or not a JSON object'],
  [40002, 'invalid_field', 'a field is missing, has the wrong type, an unknown enum value, or is too long'],
  [40003, 'forbidden_field', 'a field is sent that the chosen mode forbids (spec 4.1 rules)'],
  [40004, 'invalid_base64', '`uploadContent` is not valid base64, or decodes to nothing'],
  [40101, 'missing_credentials', 'no `Authorization: Bearer` header'],
  [40102, 'invalid_api_key', 'API key unknown or revoked'],
  [40401, 'task_not_found', 'task uid unknown, or owned by another API key'],
  [40402, 'route_not_found', 'no such route'],
  [40501, 'method_not_allowed', 'wrong method'],
  [40901, 'idempotency_conflict', 'an `Idempotency-Key` was reused with a different body'],
  // Beyond CONTRACT 1: the export endpoint (also beyond the specification) of a task not yet done.
  [40902, 'task_not_ready', 'the task has no finished content yet (export of a task that is not done)'],
  [41301, 'payload_too_large', 'request body or decoded upload over the limit'],
  [41501, 'unsupported_file_type', '`uploadFileType` not supported, or the bytes are not what it names'],
  [41502, 'unsupported_media_type', '`Content-Type` is not `application/json`'],
  [
    42201,
    'unreadable_file',
    'the file is damaged, encrypted, empty of text, or exceeds a decompression / page limit',
  ],
  [42901, 'rate_limited', 'rate limit or concurrent-stream limit for this key reached'],
  [50001, 'internal_error', 'unexpected server error'],
  [50201, 'upstream_failed', 'the configured LLM provider failed'],
  [50301, 'unavailable', 'the server is overloaded or shutting down'],
  [50401, 'generation_timeout', 'generation exceeded its time limit'],
] as const;

export type ErrorCode = (typeof catalogue)[number][0];

export const ERROR_CODES: readonly ErrorCodeInfo[] = catalogue.map(([code, name, when]) => ({
  code,
  status: Math.floor(code / 100),
  name,
  when,
}));

/** The HTTP status of a contract code: the code is the status times 100 plus a detail number. */
export function statusOfCode(code: number): number {
  return Math.floor(code / 100);
}

export const SUCCESS_MESSAGE = 'success';
