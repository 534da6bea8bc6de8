// A small typed client: JSON calls return `data`, streams are async iterables that abort the request
// when the consumer stops early (`break`).
import type {
  ContentRequest,
  Envelope,
  OutlineRequest,
  OutlineStreamEvent,
  Section,
  TaskCreated,
  TaskCreateRequest,
  TaskView,
} from '@resume/contract';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { IncompleteStreamError, ResumeAPIError } from './errors.ts';

export interface ResumeClientOptions {
  baseUrl: string;
  apiKey: string;
  fetch?: typeof fetch;
}

type OutlineBody = Omit<OutlineRequest, 'stream'>;

export class ResumeClient {
  private readonly baseUrl: string;
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: ResumeClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.fetchImpl = options.fetch ?? fetch;
  }

  /** The whole outline as markdown. */
  async outline(body: OutlineBody, init: { signal?: AbortSignal } = {}): Promise<string> {
    return this.callJSON<string>('POST', '/api/v1/service/resume/outline', { ...body, stream: false }, init);
  }

  /** Outline fragments as they are generated; throws IncompleteStreamError if `done` never came. */
  async *outlineStream(body: OutlineBody, init: { signal?: AbortSignal } = {}): AsyncGenerator<string> {
    let done = false;
    for await (const event of this.stream(
      '/api/v1/service/resume/outline',
      { ...body, stream: true },
      init,
    )) {
      const data = JSON.parse(event.data) as OutlineStreamEvent;
      if (data.done) {
        done = true;
        return;
      }
      yield data.text;
    }
    if (!done) throw new IncompleteStreamError('The outline stream ended before it was complete.');
  }

  async createTask(body: TaskCreateRequest, init: { idempotencyKey?: string } = {}): Promise<TaskCreated> {
    const headers: Record<string, string> = init.idempotencyKey
      ? { 'idempotency-key': init.idempotencyKey }
      : {};
    return this.callJSON<TaskCreated>('POST', '/api/v1/service/resume/task', body, { headers });
  }

  async getTask(uid: string): Promise<TaskView> {
    return this.callJSON<TaskView>('GET', `/api/v1/service/resume/task/${encodeURIComponent(uid)}`);
  }

  async deleteTask(uid: string): Promise<void> {
    await this.callJSON<null>('DELETE', `/api/v1/service/resume/task/${encodeURIComponent(uid)}`);
  }

  async content(uid: string, init: { signal?: AbortSignal } = {}): Promise<Section[]> {
    return this.callJSON<Section[]>('POST', '/api/v1/service/resume/content', { uid, stream: false }, init);
  }

  /** Sections one by one; pass `lastEventId` to resume after a section already received. */
  async *contentStream(
    uid: string,
    init: { signal?: AbortSignal; lastEventId?: string } = {},
  ): AsyncGenerator<{ id: string | undefined; section: Section }> {
    const body: ContentRequest = { uid, stream: true };
    const headers: Record<string, string> = init.lastEventId ? { 'last-event-id': init.lastEventId } : {};
    for await (const event of this.stream('/api/v1/service/resume/content', body, { ...init, headers })) {
      yield { id: event.id, section: (JSON.parse(event.data) as { section: Section }).section };
    }
  }

  private async request(
    method: string,
    path: string,
    body: unknown,
    init: { signal?: AbortSignal; headers?: Record<string, string> },
  ): Promise<Response> {
    return this.fetchImpl(`${this.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${this.options.apiKey}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(init.signal ? { signal: init.signal } : {}),
    });
  }

  private async callJSON<T>(
    method: string,
    path: string,
    body?: unknown,
    init: { signal?: AbortSignal; headers?: Record<string, string> } = {},
  ): Promise<T> {
    const response = await this.request(method, path, body, init);
    const envelope = (await response.json()) as Envelope<T>;
    if (!response.ok || envelope.code !== 0) throw toError(response, envelope);
    return envelope.data;
  }

  /** Yields SSE messages; an `event: error` becomes a thrown ResumeAPIError; `break` aborts the request. */
  private async *stream(
    path: string,
    body: unknown,
    init: { signal?: AbortSignal; headers?: Record<string, string> },
  ): AsyncGenerator<EventSourceMessage> {
    const controller = new AbortController();
    const signal = init.signal ? AbortSignal.any([init.signal, controller.signal]) : controller.signal;
    const response = await this.request('POST', path, body, { ...init, signal });
    if (!response.ok || !response.headers.get('content-type')?.startsWith('text/event-stream')) {
      throw toError(response, (await response.json()) as Envelope<null>);
    }
    const queue: EventSourceMessage[] = [];
    const parser = createParser({ onEvent: (event) => queue.push(event) });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parser.feed(value);
        while (queue.length > 0) {
          const event = queue.shift()!;
          if (event.event === 'error') {
            const error = JSON.parse(event.data) as { code: number; message: string };
            throw new ResumeAPIError(
              error.code,
              error.message,
              0,
              response.headers.get('x-request-id') ?? undefined,
              undefined,
            );
          }
          yield event;
        }
      }
    } finally {
      controller.abort();
      reader.releaseLock();
    }
  }
}

function toError(response: Response, envelope: Envelope<unknown>): ResumeAPIError {
  const retryAfter = response.headers.get('retry-after');
  return new ResumeAPIError(
    envelope.code,
    envelope.message,
    response.status,
    response.headers.get('x-request-id') ?? undefined,
    retryAfter ? Number(retryAfter) : undefined,
  );
}
