// A task's sections as they are generated: an async iterable that aborts its request on `break` and, when
// the connection drops mid-stream, reconnects with `Last-Event-ID` (the last section seen) and carries on
// without repeating a section.
import type { Section } from '@resume/contract';
import { ConnectionError } from './errors.ts';
import { retryDelay, sleep } from './retry-delay.ts';
import { readServerSentEvents } from './sse-events.ts';

/** Opens the content request; `lastEventId` is sent as `Last-Event-ID` when defined. */
export type OpenContentStream = (signal: AbortSignal, lastEventId: string | undefined) => Promise<Response>;

export interface ContentStreamOptions {
  /** Resume after this section id (the `id` of the last event a previous stream delivered). */
  lastEventId?: string | undefined;
  signal?: AbortSignal | undefined;
  /** Reconnections allowed in a row without receiving a section in between. */
  maxReconnects: number;
  maxRetryDelayMs: number;
}

export class ContentStream implements AsyncIterable<Section> {
  readonly controller = new AbortController();
  private lastId: string | undefined;
  private reconnectCount = 0;
  private started = false;

  constructor(
    private readonly open: OpenContentStream,
    private readonly options: ContentStreamOptions,
  ) {
    this.lastId = options.lastEventId;
    const signal = options.signal;
    if (signal) {
      if (signal.aborted) this.controller.abort(signal.reason);
      else signal.addEventListener('abort', () => this.controller.abort(signal.reason), { once: true });
    }
  }

  /** The id of the last section delivered: pass it as `lastEventId` to continue in another stream. */
  get lastEventId(): string | undefined {
    return this.lastId;
  }

  /** How many times the stream reconnected after a dropped connection. */
  get reconnects(): number {
    return this.reconnectCount;
  }

  abort(reason?: unknown): void {
    this.controller.abort(reason);
  }

  [Symbol.asyncIterator](): AsyncIterator<Section> {
    if (this.started) throw new Error('A content stream can be iterated only once.');
    this.started = true;
    return this.sections();
  }

  private async *sections(): AsyncGenerator<Section> {
    const signal = this.controller.signal;
    let failuresInARow = 0;
    try {
      for (;;) {
        try {
          const response = await this.open(signal, this.lastId);
          for await (const event of readServerSentEvents(response, signal)) {
            // Ids are section indexes; one at or before the last seen would be a repeat.
            if (
              event.id !== undefined &&
              this.lastId !== undefined &&
              Number(event.id) <= Number(this.lastId)
            )
              continue;
            if (event.id !== undefined) this.lastId = event.id;
            failuresInARow = 0;
            yield (JSON.parse(event.data) as { section: Section }).section;
          }
          return;
        } catch (error) {
          if (signal.aborted || !(error instanceof ConnectionError)) throw error;
          if (failuresInARow >= this.options.maxReconnects) throw error;
          const wait = retryDelay(failuresInARow, undefined, this.options.maxRetryDelayMs) ?? 0;
          failuresInARow += 1;
          this.reconnectCount += 1;
          await sleep(wait, signal);
        }
      }
    } finally {
      this.controller.abort();
    }
  }
}
