// Draining on shutdown: new requests get 50301, open streams may finish until a deadline, then end.
import { setTimeout as sleep } from 'node:timers/promises';

export class Lifecycle {
  private cut = false;
  /**
   * Callbacks of the requests in flight, run when the drain deadline passes. A plain set, not listeners
   * on the signal: thousands of open streams each listening on one AbortSignal is slow to add and
   * remove, and Node warns past ten listeners.
   */
  private readonly onCutoff = new Set<() => void>();
  private openStreamCount = 0;
  private draining = false;

  get isDraining(): boolean {
    return this.draining;
  }

  /** Runs `callback` when open work is cut at the drain deadline (at once if it already was). */
  whenCutOff(callback: () => void): () => void {
    if (this.cut) {
      callback();
      return () => undefined;
    }
    this.onCutoff.add(callback);
    return () => this.onCutoff.delete(callback);
  }

  get openStreams(): number {
    return this.openStreamCount;
  }

  streamOpened(): () => void {
    this.openStreamCount += 1;
    let closed = false;
    return () => {
      if (closed) return;
      closed = true;
      this.openStreamCount -= 1;
    };
  }

  /** Stops taking requests, waits up to `graceMs` for open streams, then cuts the rest. */
  async drain(graceMs: number): Promise<void> {
    this.draining = true;
    const deadline = Date.now() + graceMs;
    while (this.openStreamCount > 0 && Date.now() < deadline) await sleep(25);
    if (this.openStreamCount > 0) {
      this.cut = true;
      for (const callback of this.onCutoff) callback();
      this.onCutoff.clear();
      const cutoff = Date.now() + 2_000;
      while (this.openStreamCount > 0 && Date.now() < cutoff) await sleep(10);
    }
  }
}
