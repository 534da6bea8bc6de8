// Sends requests to the service: auth header, JSON bodies, envelope unwrapping, typed errors, and
// retries of 429/503 answers that honour Retry-After. Streams go through `open` and are never retried here
// once their body is being read.
import type { Envelope } from '@resume/contract';
import { ConnectionError, createAPIError, type ResumeAPIError } from './errors.ts';
import { parseRetryAfter, retryDelay, sleep } from './retry-delay.ts';

export interface TransportOptions {
  baseUrl: string;
  apiKey: string;
  fetch: typeof fetch;
  maxRetries: number;
  maxRetryDelayMs: number;
}

export interface RequestOptions {
  signal?: AbortSignal | undefined;
  headers?: Record<string, string>;
}

const RETRYABLE_STATUSES = new Set([429, 503]);

export class HTTPTransport {
  private readonly baseUrl: string;

  constructor(private readonly options: TransportOptions) {
    let baseUrl = options.baseUrl;
    while (baseUrl.endsWith('/')) baseUrl = baseUrl.slice(0, -1);
    this.baseUrl = baseUrl;
  }

  /** A JSON call: the envelope's `data` on success, a typed error otherwise. */
  async call<T>(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
    const response = await this.open(method, path, body, options);
    const envelope = await readEnvelope<T>(response);
    if (envelope.code !== 0) throw errorFromResponse(response, envelope);
    return envelope.data;
  }

  /**
   * The response of a request that succeeded at the HTTP level (a 2xx), after retrying 429/503 answers.
   * Errors before that point (status >= 400) are thrown as typed errors; the body is the caller's to read.
   */
  async open(method: string, path: string, body: unknown, options: RequestOptions = {}): Promise<Response> {
    for (let attempt = 0; ; attempt += 1) {
      const response = await this.send(method, path, body, options);
      if (response.ok) return response;
      const error = errorFromResponse(response, await readEnvelope<null>(response));
      if (!RETRYABLE_STATUSES.has(response.status) || attempt >= this.options.maxRetries) throw error;
      const wait = retryDelay(
        attempt,
        parseRetryAfter(response.headers.get('retry-after')),
        this.options.maxRetryDelayMs,
      );
      if (wait === undefined) throw error;
      await sleep(wait, options.signal);
    }
  }

  private async send(
    method: string,
    path: string,
    body: unknown,
    options: RequestOptions,
  ): Promise<Response> {
    try {
      return await this.options.fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.options.apiKey}`,
          accept: 'application/json, text/event-stream',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        ...(options.signal ? { signal: options.signal } : {}),
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw new ConnectionError(0, `Could not reach the resume service at ${this.baseUrl}.`, {
        cause: error,
      });
    }
  }
}

/** Reads the envelope of a response; a body that is not one (a proxy's HTML page) becomes a 50001-like error. */
async function readEnvelope<T>(response: Response): Promise<Envelope<T>> {
  const text = await response.text().catch(() => '');
  try {
    const parsed = JSON.parse(text) as Envelope<T>;
    if (typeof parsed === 'object' && parsed !== null && typeof parsed.code === 'number') return parsed;
  } catch {
    // Not JSON: described below from the status alone.
  }
  const code = response.ok ? 50001 : response.status * 100 + 1;
  return {
    code,
    message: `The server answered HTTP ${response.status} without the expected JSON envelope.`,
    data: null as T,
  };
}

export function errorFromResponse(response: Response, envelope: Envelope<unknown>): ResumeAPIError {
  const retryAfter = parseRetryAfter(response.headers.get('retry-after'));
  return createAPIError(envelope.code, envelope.message, {
    status: response.status,
    requestId: response.headers.get('x-request-id') ?? undefined,
    retryAfterSeconds: retryAfter === undefined ? undefined : Math.ceil(retryAfter / 1000),
  });
}
