// The RateLimiter and StreamLimiter seams: per-key request rate and open-stream counts (CONTRACT 6).
export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the current window resets. */
  resetSeconds: number;
  /** Length of the window `limit` applies to, in seconds (the `w` of RateLimit-Policy). */
  windowSeconds: number;
}

export interface RateLimiter {
  /** Counts one request for `ownerId` and says whether it is within the limit. */
  hit(ownerId: string, now: number): Promise<RateDecision>;
}

export interface StreamLimiter {
  /** Reserves a stream slot; returns a release function, or undefined when the key is at its limit. */
  acquire(ownerId: string): Promise<(() => void) | undefined>;
}

export interface FailureLimiter {
  /** Seconds until `subject` (a client address) may try again, or 0 when it is not blocked. */
  blockedFor(subject: string, now: number): Promise<number>;
  /** Counts one failure (a missing or wrong API key) for `subject`. */
  recordFailure(subject: string, now: number): Promise<void>;
}
