// In-process limiters for a single instance; the Redis ones share the same counts between instances.
import type { FailureLimiter, RateDecision, RateLimiter, StreamLimiter } from './rate-limiter.ts';

const WINDOW_MS = 60_000;

/** Fixed one-minute windows per key: simple, cheap, and what the RateLimit-* headers describe. */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly perMinute: number) {}

  async hit(ownerId: string, now: number): Promise<RateDecision> {
    let window = this.windows.get(ownerId);
    if (!window || now - window.start >= WINDOW_MS) {
      window = { start: now - (now % WINDOW_MS), count: 0 };
      this.windows.set(ownerId, window);
      this.forgetStaleWindows(now);
    }
    window.count += 1;
    return {
      allowed: window.count <= this.perMinute,
      limit: this.perMinute,
      remaining: Math.max(0, this.perMinute - window.count),
      resetSeconds: Math.max(1, Math.ceil((window.start + WINDOW_MS - now) / 1000)),
      windowSeconds: WINDOW_MS / 1000,
    };
  }

  private forgetStaleWindows(now: number): void {
    if (this.windows.size < 10_000) return;
    for (const [owner, window] of this.windows) {
      if (now - window.start >= WINDOW_MS) this.windows.delete(owner);
    }
  }
}

export class MemoryStreamLimiter implements StreamLimiter {
  private readonly open = new Map<string, number>();

  constructor(private readonly perKey: number) {}

  async acquire(ownerId: string): Promise<(() => void) | undefined> {
    const count = this.open.get(ownerId) ?? 0;
    if (count >= this.perKey) return undefined;
    this.open.set(ownerId, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const remaining = (this.open.get(ownerId) ?? 1) - 1;
      if (remaining <= 0) this.open.delete(ownerId);
      else this.open.set(ownerId, remaining);
    };
  }
}

/** Failed authentications per address in fixed one-minute windows: guessing keys gets slow. */
export class MemoryFailureLimiter implements FailureLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly perMinute: number) {}

  async blockedFor(subject: string, now: number): Promise<number> {
    const window = this.windows.get(subject);
    if (!window || now - window.start >= WINDOW_MS || window.count < this.perMinute) return 0;
    return Math.max(1, Math.ceil((window.start + WINDOW_MS - now) / 1000));
  }

  async recordFailure(subject: string, now: number): Promise<void> {
    let window = this.windows.get(subject);
    if (!window || now - window.start >= WINDOW_MS) {
      window = { start: now - (now % WINDOW_MS), count: 0 };
      this.windows.set(subject, window);
      if (this.windows.size >= 10_000) {
        for (const [key, stale] of this.windows) if (now - stale.start >= WINDOW_MS) this.windows.delete(key);
      }
    }
    window.count += 1;
  }
}
