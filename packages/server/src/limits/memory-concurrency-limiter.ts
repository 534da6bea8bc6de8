// Concurrency caps of one instance, in memory: a freed slot goes to the first waiter it fits.
import type { ConcurrencyLimiter, ConcurrencyRefusal } from './concurrency-limiter.ts';

interface Waiter {
  ownerId: string;
  grant: () => void;
}

export class MemoryConcurrencyLimiter implements ConcurrencyLimiter {
  private running = 0;
  private readonly perOwner = new Map<string, number>();
  private readonly waiters: Waiter[] = [];

  constructor(
    private readonly maxOverall: number,
    private readonly maxPerKey: number,
  ) {}

  acquire(ownerId: string, waitMs: number, signal: AbortSignal): Promise<(() => void) | ConcurrencyRefusal> {
    if (this.fits(ownerId)) return Promise.resolve(this.take(ownerId));
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        ownerId,
        grant: () => {
          cleanup();
          resolve(this.take(ownerId));
        },
      };
      const timer = setTimeout(() => {
        cleanup();
        resolve(this.ownerCount(ownerId) >= this.maxPerKey ? 'per-key' : 'overall');
      }, waitMs);
      const onAbort = () => {
        cleanup();
        reject(signal.reason);
      };
      const cleanup = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        const index = this.waiters.indexOf(waiter);
        if (index !== -1) this.waiters.splice(index, 1);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      this.waiters.push(waiter);
    });
  }

  private fits(ownerId: string): boolean {
    return this.running < this.maxOverall && this.ownerCount(ownerId) < this.maxPerKey;
  }

  private ownerCount(ownerId: string): number {
    return this.perOwner.get(ownerId) ?? 0;
  }

  private take(ownerId: string): () => void {
    this.running += 1;
    this.perOwner.set(ownerId, this.ownerCount(ownerId) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running -= 1;
      const left = this.ownerCount(ownerId) - 1;
      if (left <= 0) this.perOwner.delete(ownerId);
      else this.perOwner.set(ownerId, left);
      // The first waiter that now fits goes next.
      const next = this.waiters.find((waiter) => this.fits(waiter.ownerId));
      next?.grant();
    };
  }
}
