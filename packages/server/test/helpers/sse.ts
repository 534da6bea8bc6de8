// Reads server-sent events the way a client does, with eventsource-parser, from text or a live body.
import { createParser, type EventSourceMessage } from 'eventsource-parser';

export interface ParsedStream {
  events: EventSourceMessage[];
  /** Comment lines such as `: ping` (without the colon). */
  comments: string[];
}

export function parseSSE(text: string): ParsedStream {
  const events: EventSourceMessage[] = [];
  const comments: string[] = [];
  const parser = createParser({
    onEvent: (event) => events.push(event),
    onComment: (comment) => comments.push(comment),
  });
  parser.feed(text);
  return { events, comments };
}

/** Reads a fetch body incrementally, handing each event over as it arrives. */
export async function readSSE(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: EventSourceMessage) => unknown,
  onComment?: (comment: string) => void,
): Promise<{ raw: string }> {
  let raw = '';
  let stop = false;
  const parser = createParser({
    onEvent: (event) => {
      if (onEvent(event) === true) stop = true;
    },
    ...(onComment ? { onComment } : {}),
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    while (!stop) {
      const { value, done } = await reader.read();
      if (done) break;
      const text = decoder.decode(value, { stream: true });
      raw += text;
      parser.feed(text);
    }
  } finally {
    if (stop) await reader.cancel().catch(() => undefined);
    else reader.releaseLock();
  }
  return { raw };
}
