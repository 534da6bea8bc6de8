// Failed authentications per client address, counted in Redis by every instance.
import { MemoryFailureLimiter } from './memory-rate-limiter.ts';
import type { FailureLimiter } from './rate-limiter.ts';
import type { RedisConnection } from './redis-connection.ts';
import { RedisWindowCounter } from './redis-window-counter.ts';

const WINDOW_MS = 60_000;

/** Fixed one-minute windows, like the request limit; this instance counts alone while Redis is away. */
export class RedisFailureLimiter implements FailureLimiter {
  private readonly counter: RedisWindowCounter;
  private readonly local: MemoryFailureLimiter;

  constructor(
    private readonly connection: RedisConnection,
    private readonly perMinute: number,
  ) {
    this.counter = new RedisWindowCounter(connection, WINDOW_MS);
    this.local = new MemoryFailureLimiter(perMinute);
  }

  blockedFor(subject: string, now: number): Promise<number> {
    return this.connection.run(
      'auth-failures',
      async () => {
        const { count, resetMs } = await this.counter.peek(`auth-failures:${subject}`);
        return count < this.perMinute ? 0 : Math.max(1, Math.ceil(resetMs / 1000));
      },
      () => this.local.blockedFor(subject, now),
    );
  }

  async recordFailure(subject: string, now: number): Promise<void> {
    await this.connection.run(
      'auth-failures',
      async () => {
        await this.counter.hit(`auth-failures:${subject}`);
      },
      () => this.local.recordFailure(subject, now),
    );
  }
}
