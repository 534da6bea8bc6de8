// The outline as it is written: an async iterable of markdown fragments that aborts its request when the
// consumer stops early, and `finalText()` for the whole markdown once the stream said it was done.
import type { OutlineStreamEvent } from '@resume/contract';
import { IncompleteStreamError } from './errors.ts';
import { readServerSentEvents } from './sse-events.ts';

/** Opens the HTTP request (retrying 429/503 before any fragment) with the stream's abort signal. */
export type OpenStream = (signal: AbortSignal) => Promise<Response>;

export class OutlineStream implements AsyncIterable<string> {
  /** Aborts the request; `break` in a `for await` loop does this too. */
  readonly controller = new AbortController();
  private text = '';
  private started = false;
  private readonly completion: Promise<string>;
  private settle!: { resolve: (text: string) => void; reject: (error: unknown) => void };

  constructor(
    private readonly open: OpenStream,
    signal?: AbortSignal,
  ) {
    this.completion = new Promise<string>((resolve, reject) => {
      this.settle = { resolve, reject };
    });
    // finalText() may never be called; its rejection must not surface as an unhandled one.
    this.completion.catch(() => undefined);
    if (signal) {
      if (signal.aborted) this.controller.abort(signal.reason);
      else signal.addEventListener('abort', () => this.controller.abort(signal.reason), { once: true });
    }
  }

  abort(reason?: unknown): void {
    this.controller.abort(reason);
  }

  [Symbol.asyncIterator](): AsyncIterator<string> {
    if (this.started) throw new Error('An outline stream can be iterated only once.');
    this.started = true;
    return this.fragments();
  }

  /**
   * The whole markdown. Reads the stream to its end if nobody iterates it; rejects with
   * IncompleteStreamError when the stream ended or was left before `done: true`.
   */
  async finalText(): Promise<string> {
    if (!this.started) for await (const _fragment of this);
    return this.completion;
  }

  private async *fragments(): AsyncGenerator<string> {
    let done = false;
    let failure: unknown;
    try {
      const response = await this.open(this.controller.signal);
      for await (const event of readServerSentEvents(response, this.controller.signal)) {
        const data = JSON.parse(event.data) as OutlineStreamEvent;
        if (data.done) {
          done = true;
          break;
        }
        this.text += data.text;
        yield data.text;
      }
      if (!done) throw new IncompleteStreamError(0, 'The outline stream ended before it was complete.');
    } catch (error) {
      failure = error;
      throw error;
    } finally {
      this.controller.abort();
      if (done) this.settle.resolve(this.text);
      else
        this.settle.reject(
          failure ?? new IncompleteStreamError(0, 'The outline stream was stopped before it was complete.'),
        );
    }
  }
}
