// Typed errors of the SDK: every failure carries the contract code, the HTTP status and a family to branch on.
import { statusOfCode } from '@resume/contract';

/** What kind of failure, so callers (and the CLI's exit codes) can branch without listing codes. */
export type ErrorFamily =
  | 'validation'
  | 'auth'
  | 'not_found'
  | 'conflict'
  | 'rate_limit'
  | 'internal'
  | 'upstream'
  | 'unavailable'
  | 'connection';

export interface ResumeAPIErrorDetails {
  /** HTTP status; 0 when the error arrived as `event: error` inside a started stream, or never reached the server. */
  status?: number;
  requestId?: string | undefined;
  /** Seconds the server asked to wait (`Retry-After`), when it said. */
  retryAfterSeconds?: number | undefined;
  cause?: unknown;
}

export class ResumeAPIError extends Error {
  override name = 'ResumeAPIError';
  /** The contract code (40002, 42901, …); 0 for failures that never got an answer from the server. */
  readonly code: number;
  readonly status: number;
  readonly requestId: string | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly family: ErrorFamily;

  constructor(code: number, message: string, details: ResumeAPIErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.code = code;
    this.status = details.status ?? 0;
    this.requestId = details.requestId;
    this.retryAfterSeconds = details.retryAfterSeconds;
    this.family = familyOfCode(code);
  }

  /** Worth retrying later: rate limits, overload, provider failures, time-outs and lost connections. */
  get isRetryable(): boolean {
    return ['rate_limit', 'upstream', 'unavailable', 'connection'].includes(this.family);
  }
}

/** 400, 413, 415, 422: the request or the uploaded file is not acceptable as sent. */
export class ValidationError extends ResumeAPIError {
  override name = 'ValidationError';
}
/** 401: the API key is missing, unknown or revoked. */
export class AuthenticationError extends ResumeAPIError {
  override name = 'AuthenticationError';
}
/** 404: the task (or route) does not exist for this key. */
export class NotFoundError extends ResumeAPIError {
  override name = 'NotFoundError';
}
/** 405, 409: the method is wrong or an Idempotency-Key was reused with another body. */
export class ConflictError extends ResumeAPIError {
  override name = 'ConflictError';
}
/** 429: too many requests or open streams for this key; see `retryAfterSeconds`. */
export class RateLimitError extends ResumeAPIError {
  override name = 'RateLimitError';
}
/** 500: an unexpected server error. */
export class InternalServerError extends ResumeAPIError {
  override name = 'InternalServerError';
}
/** 502, 504: the LLM provider failed or generation timed out. */
export class UpstreamError extends ResumeAPIError {
  override name = 'UpstreamError';
}
/** 503: the server is overloaded or shutting down; see `retryAfterSeconds`. */
export class UnavailableError extends ResumeAPIError {
  override name = 'UnavailableError';
}
/** The server could not be reached, or the connection dropped without an answer. */
export class ConnectionError extends ResumeAPIError {
  override name = 'ConnectionError';
}
/** An outline stream ended (or was left) before its `done: true` event: the text is not complete. */
export class IncompleteStreamError extends ConnectionError {
  override name = 'IncompleteStreamError';
}

export function familyOfCode(code: number): ErrorFamily {
  if (code === 0) return 'connection';
  const status = statusOfCode(code);
  if (status === 401) return 'auth';
  if (status === 404) return 'not_found';
  if (status === 405 || status === 409) return 'conflict';
  if (status === 429) return 'rate_limit';
  if (status === 502 || status === 504) return 'upstream';
  if (status === 503) return 'unavailable';
  if (status >= 400 && status < 500) return 'validation';
  return 'internal';
}

const classOfFamily: Record<ErrorFamily, typeof ResumeAPIError> = {
  validation: ValidationError,
  auth: AuthenticationError,
  not_found: NotFoundError,
  conflict: ConflictError,
  rate_limit: RateLimitError,
  internal: InternalServerError,
  upstream: UpstreamError,
  unavailable: UnavailableError,
  connection: ConnectionError,
};

/** The error of a contract code, as the subclass of its family. */
export function createAPIError(
  code: number,
  message: string,
  details: ResumeAPIErrorDetails = {},
): ResumeAPIError {
  const ErrorClass = classOfFamily[familyOfCode(code)];
  return new ErrorClass(code, message, details);
}
