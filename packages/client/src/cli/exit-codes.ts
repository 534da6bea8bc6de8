// Exit codes of the `resume` CLI, one per error family, so scripts can branch without reading messages.
import { type ErrorFamily, ResumeAPIError } from '../errors.ts';

export const EXIT_CODES = {
  ok: 0,
  other: 1,
  usage: 2,
  auth: 3,
  request: 4,
  rateLimited: 5,
  unavailable: 6,
  interrupted: 130,
} as const;

const exitCodeOfFamily: Record<ErrorFamily, number> = {
  auth: EXIT_CODES.auth,
  validation: EXIT_CODES.request,
  not_found: EXIT_CODES.request,
  conflict: EXIT_CODES.request,
  rate_limit: EXIT_CODES.rateLimited,
  upstream: EXIT_CODES.unavailable,
  unavailable: EXIT_CODES.unavailable,
  connection: EXIT_CODES.unavailable,
  internal: EXIT_CODES.other,
};

/** A mistake in how the CLI was called (missing argument, unreadable local file): exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export function exitCodeOf(error: unknown): number {
  if (error instanceof UsageError) return EXIT_CODES.usage;
  if (error instanceof ResumeAPIError) return exitCodeOfFamily[error.family];
  return EXIT_CODES.other;
}

export const EXIT_CODE_HELP = `Exit codes:
  0  success
  1  other failure (an unexpected server error, a bug)
  2  usage: a missing or wrong argument, no API key, a local file that cannot be read
  3  authentication: the API key is missing, unknown or revoked (401)
  4  request refused: invalid field or file (400, 413, 415, 422), task not found (404), conflict (405, 409)
  5  rate limited (429): wait and retry
  6  service unavailable: overloaded (503), LLM provider failed or timed out (502, 504), unreachable, or the
     connection dropped
  130 interrupted (Ctrl-C)`;
