// Leased slots in Redis sorted sets (member: slot id, score: lease end by Redis's clock): open
// streams and running LLM requests counted across instances. A holder refreshes its lease while it
// works, so the slots of an instance that crashed free themselves when their leases run out.
import { randomUUID } from 'node:crypto';
import type { RedisConnection, ScriptCall } from './redis-connection.ts';

/**
 * KEYS: the slot sets. ARGV: lease ms, slot id, then each set's limit. Drops expired leases, then
 * takes a slot in every set or in none: returns 0, or the 1-based position of the first full set.
 */
const TAKE_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local lease = tonumber(ARGV[1])
for index, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now)
  if redis.call('ZCARD', key) >= tonumber(ARGV[index + 2]) then return index end
end
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, now + lease, ARGV[2])
  redis.call('PEXPIRE', key, lease)
end
return 0
`;

/** Extends the slot's lease in every set (adding it back if it had lapsed while its holder lives). */
const REFRESH_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local lease = tonumber(ARGV[1])
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, now + lease, ARGV[2])
  redis.call('PEXPIRE', key, lease)
end
return 0
`;

const RELEASE_SCRIPT = `
for _, key in ipairs(KEYS) do redis.call('ZREM', key, ARGV[1]) end
return 0
`;

export type SlotTaken = { release: () => void } | { fullAt: number };

export class RedisSlotLeases {
  private readonly takeScripts = new Map<number, ScriptCall<number>>();
  private readonly refreshScripts = new Map<number, ScriptCall<number>>();
  private readonly releaseScripts = new Map<number, ScriptCall<number>>();

  constructor(
    private readonly connection: RedisConnection,
    private readonly leaseMs: number,
  ) {}

  /**
   * Takes one slot in each of `sets` (limits[i] for sets[i]), or none: a release function, or the
   * index into `sets` of the first one that is full. Throws when Redis fails.
   */
  async take(sets: readonly string[], limits: readonly number[]): Promise<SlotTaken> {
    const slotId = randomUUID();
    const result = await this.script(
      this.takeScripts,
      'limitsSlotTake',
      TAKE_SCRIPT,
      sets.length,
    )(sets, [this.leaseMs, slotId, ...limits]);
    if (result !== 0) return { fullAt: result - 1 };
    return { release: this.hold(sets, slotId) };
  }

  /**
   * Keeps the lease alive until released; a failed refresh or release is left to the lease's expiry.
   * (So is a slot whose take succeeded in Redis but whose reply timed out: the caller counted locally.)
   */
  private hold(sets: readonly string[], slotId: string): () => void {
    const refresh = this.script(this.refreshScripts, 'limitsSlotRefresh', REFRESH_SCRIPT, sets.length);
    const timer = setInterval(() => {
      refresh(sets, [this.leaseMs, slotId]).catch((error) =>
        this.connection.noteFailure('lease', error, false),
      );
    }, this.leaseMs / 3);
    // A held slot must not keep the process alive on its own (shutdown closes the streams).
    timer.unref();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      clearInterval(timer);
      const release = this.script(this.releaseScripts, 'limitsSlotRelease', RELEASE_SCRIPT, sets.length);
      release(sets, [slotId]).catch((error) => this.connection.noteFailure('lease', error, false));
    };
  }

  /** Scripts are defined per number of keys, since ioredis fixes it at definition. */
  private script(
    cache: Map<number, ScriptCall<number>>,
    name: string,
    lua: string,
    keyCount: number,
  ): ScriptCall<number> {
    let call = cache.get(keyCount);
    if (!call) {
      call = this.connection.defineScript<number>(`${name}${keyCount}`, keyCount, lua);
      cache.set(keyCount, call);
    }
    return call;
  }
}
