// Typed errors of the SDK: every failure carries the contract code, HTTP status and message.
export class ResumeAPIError extends Error {
  override name = 'ResumeAPIError';
  constructor(
    readonly code: number,
    message: string,
    /** 0 when the error arrived as an `event: error` inside a started stream. */
    readonly status: number,
    readonly requestId: string | undefined,
    readonly retryAfterSeconds: number | undefined,
  ) {
    super(message);
  }

  /** Worth retrying later: rate limits, overload, provider failures and time-outs. */
  get isRetryable(): boolean {
    return [42901, 50201, 50301, 50401].includes(this.code);
  }
}

/** The stream ended before it was complete (an outline without `done: true`). */
export class IncompleteStreamError extends Error {
  override name = 'IncompleteStreamError';
}
