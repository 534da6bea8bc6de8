// Iterating a source that may not honour its AbortSignal: the consumer still stops the moment it aborts.

/**
 * Wraps an async iterator so that `next()` rejects as soon as `signal` aborts, even if the source
 * ignores it. One abort listener serves the whole iteration, and each `next()` costs one promise: a
 * per-item listener (or a `Promise.race` against a shared promise, which keeps a reaction per item
 * until the signal fires) showed up in the request-path profile and grows with a long stream.
 */
export class AbortableIterator<T> {
  private rejectPending: ((reason: unknown) => void) | undefined;
  private readonly onAbort = () => this.rejectPending?.(this.signal.reason);

  constructor(
    private readonly iterator: AsyncIterator<T>,
    private readonly signal: AbortSignal,
  ) {
    signal.addEventListener('abort', this.onAbort, { once: true });
  }

  next(): Promise<IteratorResult<T>> {
    if (this.signal.aborted) return Promise.reject(this.signal.reason);
    return new Promise((resolve, reject) => {
      this.rejectPending = reject;
      this.iterator.next().then(
        (result) => {
          this.rejectPending = undefined;
          resolve(result);
        },
        (error: unknown) => {
          this.rejectPending = undefined;
          reject(error);
        },
      );
    });
  }

  /** Stops listening and runs the source's `finally`; not awaited by callers that must not hang on it. */
  close(): void {
    this.signal.removeEventListener('abort', this.onAbort);
    this.iterator.return?.().catch(() => undefined);
  }
}
