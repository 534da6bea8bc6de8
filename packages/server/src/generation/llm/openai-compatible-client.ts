// LLMClient over any OpenAI-compatible chat completions API (OpenAI, DeepSeek, DashScope, Moonshot,
// vLLM, Ollama): fetch and eventsource-parser, so every dialect's fields stay visible to us.
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { LLMConfig } from '../../config.ts';
import { UpstreamError } from '../../errors.ts';
import { trimEndWhere } from '../../lib/text-scan.ts';
import {
  type ChatDelta,
  type ChatRequest,
  JsonModeRejectedError,
  type LLMClient,
  type TokenUsage,
} from './llm-client.ts';
import { ThinkFilter } from './think-filter.ts';

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
  constructor(private readonly options: OpenAICompatibleOptions) {}

  async *streamChat(request: ChatRequest, signal: AbortSignal): AsyncGenerator<ChatDelta> {
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
    const response = await fetch(this.url('/models'), { headers: this.headers(), signal });
    await response.body?.cancel().catch(() => undefined);
    if (!response.ok && response.status !== 404) throw new Error(`the provider answered ${response.status}`);
  }

  private async *attempt(request: ChatRequest, signal: AbortSignal): AsyncGenerator<ChatDelta> {
    const controller = new AbortController();
    const abortFromCaller = () => controller.abort(signal.reason);
    signal.addEventListener('abort', abortFromCaller, { once: true });
    let timer: NodeJS.Timeout | undefined;
    let timedOut: UpstreamError | undefined;
    const deadline = (milliseconds: number, message: string) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = new UpstreamError(message, true, { code: 50401 });
        controller.abort(timedOut);
      }, milliseconds);
    };
    const failure = (error: unknown): unknown => {
      if (timedOut) return timedOut;
      if (signal.aborted) return signal.reason;
      if (error instanceof UpstreamError || error instanceof JsonModeRejectedError) return error;
      this.options.onProviderError?.({ error });
      return new UpstreamError('The language model provider could not be reached.', true, { cause: error });
    };
    // The whole attempt has its own limit, apart from the connect/first-token/stall one that moves.
    const wholeRequest = setTimeout(() => {
      timedOut = new UpstreamError('The language model did not finish in time.', true, { code: 50401 });
      controller.abort(timedOut);
    }, this.options.requestTimeoutMs);
    try {
      deadline(this.options.connectTimeoutMs, 'The language model provider did not answer in time.');
      let response: Response;
      try {
        response = await fetch(this.url('/chat/completions'), {
          method: 'POST',
          headers: { ...this.headers(), 'content-type': 'application/json', accept: 'text/event-stream' },
          body: JSON.stringify(this.body(request)),
          signal: controller.signal,
        });
      } catch (error) {
        throw failure(error);
      }
      if (!response.ok) throw await this.httpFailure(response, request);
      if (!response.body) throw new UpstreamError('The language model provider sent no answer.', true);

      deadline(this.options.firstTokenTimeoutMs, 'The language model did not start answering in time.');
      const think = new ThinkFilter();
      const queue: ChatDelta[] = [];
      let done = false;
      let finished = false;
      let thinking = false;
      let visible = false;
      let usage: TokenUsage | undefined;
      let visibleCharacters = 0;
      let thinkingCharacters = 0;
      const take = (filtered: { visible: string; thinking: string }) => {
        if (filtered.thinking) {
          thinkingCharacters += filtered.thinking.length;
          queue.push({ kind: 'thinking', text: filtered.thinking });
        }
        if (filtered.visible) {
          visibleCharacters += filtered.visible.length;
          queue.push({ kind: 'text', text: filtered.visible });
        }
      };
      const parser = createParser({
        onEvent: (event: EventSourceMessage) => {
          if (event.data.trim() === '[DONE]') {
            done = true;
            return;
          }
          let chunk: Chunk;
          try {
            chunk = JSON.parse(event.data) as Chunk;
          } catch (error) {
            this.options.onProviderError?.({ body: event.data.slice(0, MAX_ERROR_BODY_CHARS), error });
            throw new UpstreamError('The language model provider sent a malformed answer.', true);
          }
          if (chunk.error) {
            this.options.onProviderError?.({
              body: JSON.stringify(chunk.error).slice(0, MAX_ERROR_BODY_CHARS),
            });
            throw new UpstreamError('The language model provider failed while answering.', true);
          }
          if (chunk.choices?.[0]?.finish_reason) finished = true;
          const delta = chunk.choices?.[0]?.delta;
          const reasoning = delta?.reasoning_content ?? delta?.reasoning;
          if (reasoning) {
            thinkingCharacters += reasoning.length;
            queue.push({ kind: 'thinking', text: reasoning });
          }
          if (delta?.content) take(think.push(delta.content));
          if (chunk.usage) usage = toUsage(chunk.usage);
        },
      });
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      try {
        while (!done) {
          let read: ReadableStreamReadResult<Uint8Array>;
          try {
            read = await reader.read();
          } catch (error) {
            throw failure(error);
          }
          if (read.done) break;
          parser.feed(decoder.decode(read.value, { stream: true }));
          for (const delta of queue.splice(0)) {
            if (delta.kind === 'thinking' && !visible && !thinking) {
              thinking = true;
              deadline(this.options.thinkTimeoutMs, 'The language model thought for longer than its limit.');
            }
            if (delta.kind === 'text') visible = true;
            yield delta;
          }
          if (visible) deadline(this.options.firstTokenTimeoutMs, 'The language model stopped answering.');
        }
        // Some servers end the stream after the finishing chunk without [DONE]; that is a whole answer.
        if (!done && !finished) {
          throw new UpstreamError('The language model provider cut the answer off.', !visible);
        }
        take(think.flush());
        for (const delta of queue.splice(0)) yield delta;
        yield {
          kind: 'usage',
          usage: usage ?? {
            promptTokens: Math.ceil(
              request.messages.reduce((sum, m) => sum + m.content.length, 0) / CHARACTERS_PER_TOKEN,
            ),
            completionTokens: Math.ceil(visibleCharacters / CHARACTERS_PER_TOKEN),
            reasoningTokens: Math.ceil(thinkingCharacters / CHARACTERS_PER_TOKEN),
            estimated: true,
          },
        };
      } finally {
        reader.cancel().catch(() => undefined);
      }
    } catch (error) {
      throw failure(error);
    } finally {
      clearTimeout(timer);
      clearTimeout(wholeRequest);
      signal.removeEventListener('abort', abortFromCaller);
      // Whatever ended the attempt, the upstream request ends with it: no tokens for nobody.
      controller.abort();
    }
  }

  private async httpFailure(response: Response, request: ChatRequest): Promise<Error> {
    const body = (await response.text().catch(() => '')).slice(0, MAX_ERROR_BODY_CHARS);
    this.options.onProviderError?.({ status: response.status, body });
    if (
      response.status === 400 &&
      request.json &&
      request.json.mode !== 'prompt' &&
      /response_format|json/i.test(body)
    ) {
      return new JsonModeRejectedError(request.json.mode);
    }
    const retryable = response.status === 429 || response.status >= 500;
    const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'));
    const message =
      response.status === 429
        ? 'The language model provider is rate limiting this service; please retry shortly.'
        : 'The language model provider failed; please retry.';
    return new UpstreamError(message, retryable, retryAfterMs === undefined ? {} : { retryAfterMs });
  }

  private body(request: ChatRequest): Record<string, unknown> {
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

  private url(path: string): string {
    return `${trimEndWhere(this.options.baseUrl, (character) => character === '/')}${path}`;
  }

  private backoff(attempt: number, retryAfterMs: number | undefined): number {
    if (retryAfterMs !== undefined) return Math.min(MAX_RETRY_WAIT_MS, retryAfterMs);
    const exponential = this.options.retryBaseMs * 2 ** attempt;
    return Math.min(MAX_RETRY_WAIT_MS, exponential / 2 + Math.random() * (exponential / 2));
  }
}

function toUsage(usage: NonNullable<Chunk['usage']>): TokenUsage {
  return {
    promptTokens: usage.prompt_tokens ?? 0,
    completionTokens: usage.completion_tokens ?? 0,
    reasoningTokens: usage.completion_tokens_details?.reasoning_tokens ?? 0,
    estimated: false,
  };
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
