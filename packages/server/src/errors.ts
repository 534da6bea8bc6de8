// AppError carries a contract code; the HTTP status and the wire envelope derive from it in one place.
import { type ErrorCode, statusOfCode } from '@resume/contract';

export class AppError extends Error {
  readonly code: ErrorCode;
  /** Extra response headers, e.g. Retry-After for 42901 and 50301. */
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    code: ErrorCode,
    message: string,
    options?: { cause?: unknown; headers?: Record<string, string> },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.headers = options?.headers ?? {};
  }

  get status(): number {
    return statusOfCode(this.code);
  }
}

/**
 * A failure of the LLM provider (50201), or its silence past a time limit (50401); `retryable`
 * tells a caller whether trying again may help, `retryAfterMs` what the provider asked for.
 */
export class UpstreamError extends AppError {
  readonly retryable: boolean;
  readonly retryAfterMs: number | undefined;
  constructor(
    message: string,
    retryable: boolean,
    options?: { cause?: unknown; code?: 50201 | 50401; retryAfterMs?: number },
  ) {
    super(options?.code ?? 50201, message, options?.cause === undefined ? {} : { cause: options.cause });
    this.name = 'UpstreamError';
    this.retryable = retryable;
    this.retryAfterMs = options?.retryAfterMs;
  }
}

/** A file that cannot be read (damaged, encrypted, empty of text, over a limit): 42201. */
export class ReadError extends AppError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(42201, message, options);
    this.name = 'ReadError';
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** The errors raised from more than one place, so their wording and headers stay the same everywhere. */
export function taskNotFoundError(): AppError {
  // One answer for unknown, expired and foreign tasks: never reveal which (CONTRACT 3).
  return new AppError(40401, 'No task with this uid.');
}

export function shuttingDownError(): AppError {
  return new AppError(50301, 'The server is shutting down; please retry.', {
    headers: { 'Retry-After': '5' },
  });
}

/** Stored on tasks whose generation a stopped process left unfinished; a new content request retries. */
export function interruptedError(): AppError {
  return new AppError(50301, 'Generation was interrupted by a server restart; request the content again.', {
    headers: { 'Retry-After': '1' },
  });
}

export function generationTimeoutError(): AppError {
  return new AppError(50401, 'Generation took longer than its time limit.');
}

export function unexpectedError(cause: unknown): AppError {
  return new AppError(50001, 'An unexpected error occurred. Please try again.', { cause });
}

export function bodyTooLargeError(limitBytes: number): AppError {
  return new AppError(
    41301,
    `The request body is larger than this endpoint's limit of ${formatBytes(limitBytes)}.`,
  );
}

function formatBytes(bytes: number): string {
  const KiB = 1024;
  if (bytes >= KiB * KiB) return `${Math.round((bytes / KiB / KiB) * 10) / 10} MiB`;
  return `${Math.round(bytes / KiB)} KiB`;
}

/**
 * The store cannot serve: disk full, read-only, I/O error, locked past its timeout, unreachable.
 * The client may retry (50301 with Retry-After); the cause goes to the log, never on the wire.
 */
export class StoreUnavailableError extends AppError {
  constructor(cause: unknown) {
    super(50301, 'The data store is unavailable right now; please retry shortly.', {
      cause,
      headers: { 'Retry-After': '5' },
    });
    this.name = 'StoreUnavailableError';
  }
}
