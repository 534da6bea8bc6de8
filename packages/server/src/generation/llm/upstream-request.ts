// One request to the model provider over node:http(s), its answer read piece by piece. fetch (undici)
// held about 27 KB of heap for every call in flight (Request, Response, Headers, WHATWG streams); this
// holds about 9 KB, for calls that stay open for minutes, thousands at once.
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';

/** An error body is read to its end to reuse the connection, up to this; a provider's is under 1 KB. */
const MAX_DRAINED_BYTES = 64 * 1024;

export interface UpstreamResponse {
  readonly status: number;
  header(name: string): string | undefined;
  /** The next piece of the body, or done at its end; rejects when the connection fails or is aborted. */
  read(): Promise<IteratorResult<Uint8Array>>;
  /** The rest of the body as text, the first `limit` characters of it. */
  text(limit: number): Promise<string>;
  /** Stops reading and closes the connection (a stream the provider would go on sending). */
  cancel(): void;
}

export interface UpstreamRequest {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  /** Aborting it ends the request wherever it is: connecting, waiting or reading. */
  signal: AbortSignal;
}

/**
 * Keep-alive connections per protocol, one pair per client: a provider is called again and again. Idle
 * sockets are unreferenced by the agent, so they never keep the process alive.
 */
export class UpstreamAgents {
  private readonly http = new http.Agent({ keepAlive: true });
  private readonly https = new https.Agent({ keepAlive: true });

  /**
   * Resolves once the response's status and headers arrive. Redirects are not followed: a provider's
   * API does not redirect (LLM_BASE_URL names the final address), so a 3xx is an error like any other.
   */
  send(url: URL, request: UpstreamRequest): Promise<UpstreamResponse> {
    const secure = url.protocol === 'https:';
    const transport = secure ? https : http;
    const headers =
      request.body === undefined
        ? request.headers
        : { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) };
    return new Promise((resolve, reject) => {
      const outgoing = transport.request(
        url,
        { method: request.method, headers, agent: secure ? this.https : this.http, signal: request.signal },
        (response) => resolve(new NodeUpstreamResponse(response)),
      );
      // Kept for the request's whole life: an error after the answer began (an abort) reaches the
      // response's reader; without a listener here it would be thrown as uncaught.
      outgoing.on('error', reject);
      outgoing.end(request.body);
    });
  }
}

class NodeUpstreamResponse implements UpstreamResponse {
  private readonly pieces: AsyncIterator<Uint8Array>;

  constructor(private readonly response: IncomingMessage) {
    this.pieces = response[Symbol.asyncIterator]();
  }

  get status(): number {
    return this.response.statusCode ?? 0;
  }

  header(name: string): string | undefined {
    const value = this.response.headers[name.toLowerCase()];
    return Array.isArray(value) ? value[0] : value;
  }

  read(): Promise<IteratorResult<Uint8Array>> {
    return this.pieces.next();
  }

  async text(limit: number): Promise<string> {
    const decoder = new TextDecoder();
    let text = '';
    let bytes = 0;
    for (;;) {
      const piece = await this.read();
      if (piece.done) return text + decoder.decode();
      // Read to the end (the connection is then reusable) but keep no more than the limit; an error
      // body that goes on and on is cut off instead, the connection with it.
      bytes += piece.value.byteLength;
      if (bytes > MAX_DRAINED_BYTES) {
        this.cancel();
        return text;
      }
      if (text.length < limit) text += decoder.decode(piece.value, { stream: true });
      if (text.length > limit) text = text.slice(0, limit);
    }
  }

  cancel(): void {
    this.response.destroy();
  }
}
