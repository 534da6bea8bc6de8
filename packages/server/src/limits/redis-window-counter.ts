// Fixed-window counters in Redis, timed by Redis's clock: the shared part of the rate and
// failure limiters. One atomic script per call, one key per subject and window.
import type { RedisConnection, ScriptCall } from './redis-connection.ts';

export interface WindowCount {
  count: number;
  /** Milliseconds until the window ends (0 when no window is open). */
  resetMs: number;
}

/**
 * The window starts with the subject's first request and the key expires with it. A key that lost
 * its expiry somehow (it should not) gets it again, so no counter lives for ever.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

const PEEK_SCRIPT = `
local count = redis.call('GET', KEYS[1])
if not count then return {0, 0} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {tonumber(count), ttl}
`;

export class RedisWindowCounter {
  private readonly hitScript: ScriptCall<[number, number]>;
  private readonly peekScript: ScriptCall<[number, number]>;

  constructor(
    connection: RedisConnection,
    private readonly windowMs: number,
  ) {
    this.hitScript = connection.defineScript('limitsWindowHit', 1, HIT_SCRIPT);
    this.peekScript = connection.defineScript('limitsWindowPeek', 1, PEEK_SCRIPT);
  }

  /** Counts one event for `key` in its current window. */
  async hit(key: string): Promise<WindowCount> {
    const [count, resetMs] = await this.hitScript([key], [this.windowMs]);
    return { count, resetMs };
  }

  /** The count of `key`'s current window, without counting. */
  async peek(key: string): Promise<WindowCount> {
    const [count, resetMs] = await this.peekScript([key], []);
    return { count, resetMs };
  }
}
