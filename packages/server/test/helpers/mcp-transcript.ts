// Records an MCP session: every JSON-RPC message the SDK's Client sends and receives, in order, and every
// transport error (a line on stdout that is not a message is one), for tests to assert on.
import type { Transport, TransportSendOptions } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage, MessageExtraInfo } from '@modelcontextprotocol/sdk/types.js';

export interface TranscriptEntry {
  direction: 'sent' | 'received';
  message: JSONRPCMessage;
}

export class RecordingTransport implements Transport {
  readonly transcript: TranscriptEntry[] = [];
  readonly errors: Error[] = [];
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: <T extends JSONRPCMessage>(message: T, extra?: MessageExtraInfo) => void;

  constructor(private readonly inner: Transport) {}

  get sessionId(): string | undefined {
    return this.inner.sessionId;
  }

  setProtocolVersion(version: string): void {
    this.inner.setProtocolVersion?.(version);
  }

  async start(): Promise<void> {
    this.inner.onmessage = (message, extra) => {
      this.transcript.push({ direction: 'received', message });
      this.onmessage?.(message, extra);
    };
    this.inner.onerror = (error) => {
      this.errors.push(error);
      this.onerror?.(error);
    };
    this.inner.onclose = () => this.onclose?.();
    await this.inner.start();
  }

  async send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    this.transcript.push({ direction: 'sent', message });
    await this.inner.send(message, options);
  }

  async close(): Promise<void> {
    await this.inner.close();
  }

  /** "sent initialize", "received #0", "sent notifications/initialized", …: the shape of the session. */
  outline(): string[] {
    return this.transcript.map(({ direction, message }) => {
      if ('method' in message) return `${direction} ${message.method}`;
      return `${direction} ${'error' in message ? 'error' : 'result'} #${String(message.id)}`;
    });
  }

  /** The result of the call sent with `id`. */
  resultOf(id: number | string): unknown {
    const entry = this.transcript.find(
      ({ direction, message }) => direction === 'received' && 'id' in message && message.id === id,
    );
    return entry && 'result' in entry.message ? entry.message.result : undefined;
  }
}
