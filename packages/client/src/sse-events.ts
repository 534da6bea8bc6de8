// Reads a server-sent event stream from a fetch Response: messages as they arrive, `event: error` thrown
// as a typed error, a connection lost mid-stream thrown as ConnectionError (so callers can resume).
import type { StreamErrorEvent } from '@resume/contract';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { ConnectionError, createAPIError } from './errors.ts';
import { errorFromResponse } from './http-transport.ts';

export async function* readServerSentEvents(
  response: Response,
  signal: AbortSignal,
): AsyncGenerator<EventSourceMessage> {
  const requestId = response.headers.get('x-request-id') ?? undefined;
  if (!response.headers.get('content-type')?.startsWith('text/event-stream')) {
    // A server may answer a streaming request with a JSON envelope; success there is not a stream.
    throw errorFromResponse(response, await response.json());
  }
  if (!response.body) throw new ConnectionError(0, 'The stream has no body.', { requestId });
  const queue: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (event) => queue.push(event) });
  const decoder = new TextDecoder();
  const reader = response.body.getReader();
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (error) {
        if (signal.aborted) throw signal.reason;
        throw new ConnectionError(0, 'The connection to the resume service dropped mid-stream.', {
          requestId,
          cause: error,
        });
      }
      if (chunk.done) break;
      parser.feed(decoder.decode(chunk.value, { stream: true }));
      while (queue.length > 0) {
        const event = queue.shift()!;
        if (event.event === 'error') {
          const failure = JSON.parse(event.data) as StreamErrorEvent;
          throw createAPIError(failure.code, failure.message, { status: 0, requestId });
        }
        yield event;
      }
    }
  } finally {
    reader.releaseLock();
  }
}
