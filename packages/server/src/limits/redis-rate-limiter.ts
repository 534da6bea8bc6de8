// Requests per API key per minute, counted in Redis by every instance (CONTRACT 6).

import { MemoryRateLimiter } from './memory-rate-limiter.ts';
import type { RateDecision, RateLimiter } from './rate-limiter.ts';
import type { RedisConnection } from './redis-connection.ts';
import { RedisWindowCounter } from './redis-window-counter.ts';

const WINDOW_MS = 60_000;

/**
 * A fixed window, not a sliding one: one INCR per request in one round trip, one small key per
 * key and minute, and the remaining count and reset time the RateLimit headers report are exact
 * (a sliding window can only estimate both). The price is the known edge burst: up to twice the
 * limit across a window boundary, which a fairness limit can afford. The window starts at a key's
 * first request and is timed by Redis, so instances with drifting clocks still agree on it.
 * While Redis is unreachable this instance counts alone (MemoryRateLimiter).
 */
export class RedisRateLimiter implements RateLimiter {
  private readonly counter: RedisWindowCounter;
  private readonly local: MemoryRateLimiter;

  constructor(
    private readonly connection: RedisConnection,
    private readonly perMinute: number,
  ) {
    this.counter = new RedisWindowCounter(connection, WINDOW_MS);
    this.local = new MemoryRateLimiter(perMinute);
  }

  hit(ownerId: string, now: number): Promise<RateDecision> {
    return this.connection.run(
      'rate',
      async () => {
        const { count, resetMs } = await this.counter.hit(`rate:${ownerId}`);
        return {
          allowed: count <= this.perMinute,
          limit: this.perMinute,
          remaining: Math.max(0, this.perMinute - count),
          resetSeconds: Math.max(1, Math.ceil(resetMs / 1000)),
          windowSeconds: WINDOW_MS / 1000,
        };
      },
      () => this.local.hit(ownerId, now),
    );
  }
}
