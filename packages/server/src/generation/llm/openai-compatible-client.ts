// LLMClient over any OpenAI-compatible chat completions API (OpenAI, DeepSeek, DashScope, Moonshot,
// vLLM, Ollama): node:http (upstream-request.ts) and eventsource-parser, so every dialect's fields stay
// visible to us.
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { LLMConfig } from '../../config.ts';
import { UpstreamError } from '../../errors.ts';
import { trimEndWhere } from '../../lib/text-scan.ts';
import {
  type ChatDelta,
  type ChatRequest,
  type JsonMode,
  JsonModeRejectedError,
  type LLMClient,
  type TokenUsage,
} from './llm-client.ts';
import { ThinkFilter } from './think-filter.ts';
import { UpstreamAgents, type UpstreamResponse } from './upstream-request.ts';

/** The provider's settings (LLM_*), with how retries back off and where provider errors are told. */
export interface OpenAICompatibleOptions
  extends Pick<
    LLMConfig,
    | 'baseUrl'
    | 'apiKey'
    | 'model'
    | 'temperature'
    | 'maxTokens'
    | 'extraHeaders'
    | 'connectTimeoutMs'
    | 'firstTokenTimeoutMs'
    | 'thinkTimeoutMs'
    | 'requestTimeoutMs'
    | 'maxRetries'
  > {
  /** First backoff; doubled per retry, with jitter. */
  retryBaseMs: number;
  /** Called with what the provider said on a failure (truncated), for the log; never sent to clients. */
  onProviderError?: (detail: { status?: number; body?: string; error?: unknown }) => void;
}

const MAX_RETRY_WAIT_MS = 10_000;
const MAX_ERROR_BODY_CHARS = 500;
/** A rough count for providers that report no usage: about four characters a token. */
const CHARACTERS_PER_TOKEN = 4;

interface ChunkChoice {
  finish_reason?: string | null;
  delta?: { content?: string | null; reasoning_content?: string | null; reasoning?: string | null };
}
interface Chunk {
  choices?: ChunkChoice[];
  usage?: {
    prompt_tokens?: number;
    completion_tokens?: number;
    completion_tokens_details?: { reasoning_tokens?: number };
  } | null;
  error?: unknown;
}

export class OpenAICompatibleLLMClient implements LLMClient {
  private readonly agents = new UpstreamAgents();

  constructor(private readonly options: OpenAICompatibleOptions) {}

  /**
   * Not a generator itself: what an attempt needs of the request is taken here. The body is made for
   * each attempt and not kept: a completion can run for minutes, and the body (the messages JSON-escaped,
   * the schema spelled out) was about 9 KB held for every call in flight, where the messages share
   * their text with the outline and the prompts.
   */
  streamChat(request: ChatRequest, signal: AbortSignal): AsyncGenerator<ChatDelta> {
    return this.attempts(toPreparedRequest(request), signal);
  }

  private async *attempts(request: PreparedRequest, signal: AbortSignal): AsyncGenerator<ChatDelta> {
    for (let attempt = 0; ; attempt += 1) {
      let visibleSent = false;
      try {
        for await (const delta of this.attempt(request, signal)) {
          if (delta.kind === 'text') visibleSent = true;
          yield delta;
        }
        return;
      } catch (error) {
        const retry = !visibleSent && !signal.aborted && error instanceof UpstreamError && error.retryable;
        if (!retry || attempt >= this.options.maxRetries) throw error;
        await sleep(this.backoff(attempt, error.retryAfterMs), signal);
      }
    }
  }

  async probe(signal: AbortSignal): Promise<void> {
    const response = await this.agents.send(this.url('/models'), {
      method: 'GET',
      headers: this.headers(),
      signal,
    });
    response.cancel();
    if (!isSuccess(response.status) && response.status !== 404) {
      throw new Error(`the provider answered ${response.status}`);
    }
  }

  private async *attempt(request: PreparedRequest, signal: AbortSignal): AsyncGenerator<ChatDelta> {
    const limits = new AttemptLimits(signal, this.options.requestTimeoutMs);
    try {
      limits.deadline(this.options.connectTimeoutMs, 'The language model provider did not answer in time.');
      let response: UpstreamResponse;
      try {
        response = await this.agents.send(this.url('/chat/completions'), {
          method: 'POST',
          headers: { ...this.headers(), 'content-type': 'application/json', accept: 'text/event-stream' },
          body: JSON.stringify(this.body(request)),
          signal: limits.signal,
        });
      } catch (error) {
        throw this.failure(error, limits, signal);
      }
      if (!isSuccess(response.status)) throw await this.httpFailure(response, request);

      limits.deadline(
        this.options.firstTokenTimeoutMs,
        'The language model did not start answering in time.',
      );
      const chunks = new ChunkReader(this.options.onProviderError);
      const parser = createParser({ onEvent: chunks.onEvent });
      let thinking = false;
      let visible = false;
      const decoder = new TextDecoder();
      try {
        while (!chunks.done) {
          let read: IteratorResult<Uint8Array>;
          try {
            read = await response.read();
          } catch (error) {
            throw this.failure(error, limits, signal);
          }
          if (read.done) break;
          parser.feed(decoder.decode(read.value, { stream: true }));
          for (const delta of chunks.queue.splice(0)) {
            if (delta.kind === 'thinking' && !visible && !thinking) {
              thinking = true;
              limits.deadline(
                this.options.thinkTimeoutMs,
                'The language model thought for longer than its limit.',
              );
            }
            if (delta.kind === 'text') visible = true;
            yield delta;
          }
          if (visible)
            limits.deadline(this.options.firstTokenTimeoutMs, 'The language model stopped answering.');
        }
        // Some servers end the stream after the finishing chunk without [DONE]; that is a whole answer.
        if (!chunks.done && !chunks.finished) {
          throw new UpstreamError('The language model provider cut the answer off.', !visible);
        }
        chunks.flush();
        for (const delta of chunks.queue.splice(0)) yield delta;
        yield {
          kind: 'usage',
          usage: chunks.usage ?? {
            promptTokens: Math.ceil(request.promptCharacters / CHARACTERS_PER_TOKEN),
            completionTokens: Math.ceil(chunks.visibleCharacters / CHARACTERS_PER_TOKEN),
            reasoningTokens: Math.ceil(chunks.thinkingCharacters / CHARACTERS_PER_TOKEN),
            estimated: true,
          },
        };
      } finally {
        response.cancel();
      }
    } catch (error) {
      throw this.failure(error, limits, signal);
    } finally {
      // Whatever ended the attempt, the upstream request ends with it: no tokens for nobody.
      limits.dispose();
    }
  }

  /** The error an attempt ends with: its time limit, the caller's abort, or the provider's failure. */
  private failure(error: unknown, limits: AttemptLimits, signal: AbortSignal): unknown {
    if (limits.timedOut) return limits.timedOut;
    if (signal.aborted) return signal.reason;
    if (error instanceof UpstreamError || error instanceof JsonModeRejectedError) return error;
    this.options.onProviderError?.({ error });
    return new UpstreamError('The language model provider could not be reached.', true, { cause: error });
  }

  private async httpFailure(response: UpstreamResponse, request: PreparedRequest): Promise<Error> {
    const body = await response.text(MAX_ERROR_BODY_CHARS).catch(() => '');
    this.options.onProviderError?.({ status: response.status, body });
    if (
      response.status === 400 &&
      request.jsonMode &&
      request.jsonMode !== 'prompt' &&
      /response_format|json/i.test(body)
    ) {
      return new JsonModeRejectedError(request.jsonMode);
    }
    const retryable = response.status === 429 || response.status >= 500;
    const retryAfterMs = parseRetryAfter(response.header('retry-after') ?? null);
    const message =
      response.status === 429
        ? 'The language model provider is rate limiting this service; please retry shortly.'
        : 'The language model provider failed; please retry.';
    return new UpstreamError(message, retryable, retryAfterMs === undefined ? {} : { retryAfterMs });
  }

  private body(request: PreparedRequest): Record<string, unknown> {
    const body: Record<string, unknown> = {
      model: this.options.model,
      messages: request.messages,
      stream: true,
      stream_options: { include_usage: true },
    };
    if (this.options.temperature !== undefined) body.temperature = this.options.temperature;
    if (this.options.maxTokens !== undefined) body.max_tokens = this.options.maxTokens;
    if (request.json?.mode === 'schema') {
      body.response_format = {
        type: 'json_schema',
        json_schema: { name: request.json.name, schema: request.json.schema, strict: false },
      };
    } else if (request.json?.mode === 'object') {
      body.response_format = { type: 'json_object' };
    }
    return body;
  }

  private headers(): Record<string, string> {
    return {
      ...this.options.extraHeaders,
      ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
    };
  }

  private url(path: string): URL {
    return new URL(`${trimEndWhere(this.options.baseUrl, (character) => character === '/')}${path}`);
  }

  private backoff(attempt: number, retryAfterMs: number | undefined): number {
    if (retryAfterMs !== undefined) return Math.min(MAX_RETRY_WAIT_MS, retryAfterMs);
    const exponential = this.options.retryBaseMs * 2 ** attempt;
    return Math.min(MAX_RETRY_WAIT_MS, exponential / 2 + Math.random() * (exponential / 2));
  }
}

/**
 * An attempt's cancellation on one controller: the caller's signal, the moving connect/first-token/
 * stall deadline and the whole request's limit. Objects and shared functions rather than closures: a
 * call can be in flight for minutes, thousands at once, and under tsx each named closure carries a
 * property dictionary besides (esbuild's keepNames).
 */
class AttemptLimits {
  private readonly controller = new AbortController();
  private readonly wholeRequest: NodeJS.Timeout;
  private moving: NodeJS.Timeout | undefined;
  timedOut: UpstreamError | undefined;

  constructor(
    private readonly callerSignal: AbortSignal,
    requestTimeoutMs: number,
  ) {
    callerSignal.addEventListener('abort', this, { once: true });
    // The whole attempt has its own limit, apart from the connect/first-token/stall one that moves.
    this.wholeRequest = setTimeout(
      timeOut,
      requestTimeoutMs,
      this,
      'The language model did not finish in time.',
    );
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** The caller's signal aborted. */
  handleEvent(): void {
    this.controller.abort(this.callerSignal.reason);
  }

  deadline(milliseconds: number, message: string): void {
    clearTimeout(this.moving);
    this.moving = setTimeout(timeOut, milliseconds, this, message);
  }

  timeOut(message: string): void {
    this.timedOut = new UpstreamError(message, true, { code: 50401 });
    this.controller.abort(this.timedOut);
  }

  dispose(): void {
    clearTimeout(this.moving);
    clearTimeout(this.wholeRequest);
    this.callerSignal.removeEventListener('abort', this);
    this.controller.abort();
  }
}

function timeOut(limits: AttemptLimits, message: string): void {
  limits.timeOut(message);
}

/** The provider's events read into deltas (queued until the reader yields them), usage and counts. */
class ChunkReader {
  readonly queue: ChatDelta[] = [];
  done = false;
  finished = false;
  usage: TokenUsage | undefined;
  visibleCharacters = 0;
  thinkingCharacters = 0;
  private readonly think = new ThinkFilter();
  /** For the parser, which calls it unbound. */
  readonly onEvent = this.read.bind(this);

  constructor(private readonly onProviderError: OpenAICompatibleOptions['onProviderError']) {}

  flush(): void {
    this.take(this.think.flush());
  }

  private read(event: EventSourceMessage): void {
    if (event.data.trim() === '[DONE]') {
      this.done = true;
      return;
    }
    let chunk: Chunk;
    try {
      chunk = JSON.parse(event.data) as Chunk;
    } catch (error) {
      this.onProviderError?.({ body: event.data.slice(0, MAX_ERROR_BODY_CHARS), error });
      throw new UpstreamError('The language model provider sent a malformed answer.', true);
    }
    if (chunk.error) {
      this.onProviderError?.({ body: JSON.stringify(chunk.error).slice(0, MAX_ERROR_BODY_CHARS) });
      throw new UpstreamError('The language model provider failed while answering.', true);
    }
    if (chunk.choices?.[0]?.finish_reason) this.finished = true;
    const delta = chunk.choices?.[0]?.delta;
    const reasoning = delta?.reasoning_content ?? delta?.reasoning;
    if (reasoning) {
      this.thinkingCharacters += reasoning.length;
      this.queue.push({ kind: 'thinking', text: reasoning });
    }
    if (delta?.content) this.take(this.think.push(delta.content));
    if (chunk.usage) this.usage = toUsage(chunk.usage);
  }

  private take(filtered: { visible: string; thinking: string }): void {
    if (filtered.thinking) {
      this.thinkingCharacters += filtered.thinking.length;
      this.queue.push({ kind: 'thinking', text: filtered.thinking });
    }
    if (filtered.visible) {
      this.visibleCharacters += filtered.visible.length;
      this.queue.push({ kind: 'text', text: filtered.visible });
    }
  }
}

/** What an attempt needs of a ChatRequest: what its body is made of, and two facts. */
interface PreparedRequest {
  messages: ChatRequest['messages'];
  json: ChatRequest['json'];
  /** For the estimated usage when the provider reports none. */
  promptCharacters: number;
  jsonMode: JsonMode | undefined;
}

function toPreparedRequest(request: ChatRequest): PreparedRequest {
  return {
    messages: request.messages,
    json: request.json,
    promptCharacters: request.messages.reduce((sum, message) => sum + message.content.length, 0),
    jsonMode: request.json?.mode,
  };
}

function toUsage(usage: NonNullable<Chunk['usage']>): TokenUsage {
  return {
    promptTokens: usage.prompt_tokens ?? 0,
    completionTokens: usage.completion_tokens ?? 0,
    reasoningTokens: usage.completion_tokens_details?.reasoning_tokens ?? 0,
    estimated: false,
  };
}

function isSuccess(status: number): boolean {
  return status >= 200 && status < 300;
}

/** Retry-After as seconds or an HTTP date, in milliseconds; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

function sleep(milliseconds: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, milliseconds);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
