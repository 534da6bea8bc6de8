// Open streams per API key, counted in Redis by every instance (CONTRACT 6).
import { MemoryStreamLimiter } from './memory-rate-limiter.ts';
import type { StreamLimiter } from './rate-limiter.ts';
import type { RedisConnection } from './redis-connection.ts';
import { RedisSlotLeases } from './redis-slot-leases.ts';

/** A crashed instance's streams stop counting at most this long after it died. */
const DEFAULT_LEASE_MS = 30_000;

/**
 * One leased slot per open stream (redis-slot-leases.ts). While Redis is unreachable a stream
 * takes a slot of this instance's own count instead (MemoryStreamLimiter).
 */
export class RedisStreamLimiter implements StreamLimiter {
  private readonly leases: RedisSlotLeases;
  private readonly local: MemoryStreamLimiter;

  constructor(
    private readonly connection: RedisConnection,
    private readonly perKey: number,
    options: { leaseMs?: number } = {},
  ) {
    this.leases = new RedisSlotLeases(connection, options.leaseMs ?? DEFAULT_LEASE_MS);
    this.local = new MemoryStreamLimiter(perKey);
  }

  acquire(ownerId: string): Promise<(() => void) | undefined> {
    return this.connection.run(
      'streams',
      async () => {
        const taken = await this.leases.take([`streams:${ownerId}`], [this.perKey]);
        return 'release' in taken ? taken.release : undefined;
      },
      () => this.local.acquire(ownerId),
    );
  }
}
