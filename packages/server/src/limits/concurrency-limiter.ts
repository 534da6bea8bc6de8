// The ConcurrencyLimiter seam: caps on work in flight (LLM requests), overall and per API key. A
// request over a cap waits a bounded time for a slot. In memory or in Redis (counted across instances).

export type ConcurrencyRefusal = 'overall' | 'per-key';

export interface ConcurrencyLimiter {
  /** A release function once a slot is free, or the cap that stayed full for `waitMs`. */
  acquire(ownerId: string, waitMs: number, signal: AbortSignal): Promise<(() => void) | ConcurrencyRefusal>;
}
