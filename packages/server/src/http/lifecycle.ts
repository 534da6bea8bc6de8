// Draining on shutdown: new requests get 50301, open streams may finish until a deadline, then end.
import { setTimeout as sleep } from 'node:timers/promises';

export class Lifecycle {
  private readonly shutdownController = new AbortController();
  private openStreamCount = 0;
  private draining = false;

  get isDraining(): boolean {
    return this.draining;
  }

  /** Aborts when the drain deadline passes: streams still open then end with a 50301 error event. */
  get shutdownSignal(): AbortSignal {
    return this.shutdownController.signal;
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
      this.shutdownController.abort(new Error('shutting down'));
      const cutoff = Date.now() + 2_000;
      while (this.openStreamCount > 0 && Date.now() < cutoff) await sleep(10);
    }
  }
}
