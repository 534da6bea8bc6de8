// LLM concurrency caps (overall and per API key) counted in Redis by every instance.
import type { ConcurrencyLimiter, ConcurrencyRefusal } from './concurrency-limiter.ts';
import { MemoryConcurrencyLimiter } from './memory-concurrency-limiter.ts';
import type { RedisConnection } from './redis-connection.ts';
import { RedisSlotLeases } from './redis-slot-leases.ts';

/** An LLM request runs for minutes; its lease is refreshed every third of this while it does. */
const DEFAULT_LEASE_MS = 30_000;
const FIRST_RETRY_MS = 25;
const LONGEST_RETRY_MS = 250;

/**
 * A leased slot in two sets, the key's and everyone's, taken together or not at all. A request
 * that finds a cap full asks again with backoff until its wait runs out; a slot freed in this
 * instance wakes its waiters at once (slots freed elsewhere are seen at the next try). Unlike the
 * in-memory limiter there is no queue order across instances. While Redis is unreachable the
 * caps are this instance's own (MemoryConcurrencyLimiter).
 */
export class RedisConcurrencyLimiter implements ConcurrencyLimiter {
  private readonly leases: RedisSlotLeases;
  private readonly local: MemoryConcurrencyLimiter;
  private readonly wakers = new Set<() => void>();

  constructor(
    private readonly connection: RedisConnection,
    private readonly maxOverall: number,
    private readonly maxPerKey: number,
    options: { leaseMs?: number } = {},
  ) {
    this.leases = new RedisSlotLeases(connection, options.leaseMs ?? DEFAULT_LEASE_MS);
    this.local = new MemoryConcurrencyLimiter(maxOverall, maxPerKey);
  }

  async acquire(
    ownerId: string,
    waitMs: number,
    signal: AbortSignal,
  ): Promise<(() => void) | ConcurrencyRefusal> {
    const deadline = Date.now() + waitMs;
    let retryMs = FIRST_RETRY_MS;
    for (;;) {
      signal.throwIfAborted();
      const left = () => Math.max(0, deadline - Date.now());
      if (!this.connection.isUsable()) {
        this.connection.noteSkipped('llm-concurrency');
        return this.local.acquire(ownerId, left(), signal);
      }
      let refusal: ConcurrencyRefusal;
      try {
        const taken = await this.leases.take(
          [`llm:{slots}:owner:${ownerId}`, 'llm:{slots}:all'],
          [this.maxPerKey, this.maxOverall],
        );
        if ('release' in taken) return this.wakingOthers(taken.release);
        refusal = taken.fullAt === 0 ? 'per-key' : 'overall';
      } catch (error) {
        this.connection.noteFailure('llm-concurrency', error);
        return this.local.acquire(ownerId, left(), signal);
      }
      if (left() === 0) return refusal;
      await this.waitForTurn(Math.min(left(), retryMs), signal);
      retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
    }
  }

  private wakingOthers(release: () => void): () => void {
    return () => {
      release();
      for (const wake of [...this.wakers]) wake();
    };
  }

  private waitForTurn(ms: number, signal: AbortSignal): Promise<void> {
    return new Promise((resolve, reject) => {
      const cleanup = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        this.wakers.delete(done);
      };
      const done = () => {
        cleanup();
        resolve();
      };
      const onAbort = () => {
        cleanup();
        reject(signal.reason);
      };
      const timer = setTimeout(done, ms);
      signal.addEventListener('abort', onAbort, { once: true });
      this.wakers.add(done);
    });
  }
}
