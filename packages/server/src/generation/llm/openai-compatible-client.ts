// LLMClient over any OpenAI-compatible chat completions API (OpenAI, DeepSeek, DashScope, Moonshot,
// vLLM, Ollama): node:http (upstream-request.ts) and eventsource-parser, so every dialect's fields stay
// visible to us.
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { LLMConfig, LLMOperationSettings } from '../../config.ts';
import { UpstreamError } from '../../errors.ts';
import { trimEndWhere } from '../../lib/text-scan.ts';
import {
  type ChatDelta,
  type ChatRequest,
  ContextLengthError,
  type JsonMode,
  JsonModeRejectedError,
  type LLMClient,
  ModelConfigurationError,
  ProviderBusyError,
  type TokenUsage,
} from './llm-client.ts';
import {
  isContextLengthError,
  isUnknownModelError,
  refusedParameter,
  summarizeProviderError,
} from './provider-error-summary.ts';
import { type FilteredText, ThinkFilter } from './think-filter.ts';
import { UpstreamAgents, type UpstreamResponse } from './upstream-request.ts';

/** The provider's settings (LLM_*), with how retries back off and where provider errors are told. */
export interface OpenAICompatibleOptions
  extends Pick<
    LLMConfig,
    | 'baseUrl'
    | 'apiKey'
    | 'model'
    | 'temperature'
    | 'operations'
    | 'tokenParameter'
    | 'reasoningEffort'
    | 'extraBody'
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
  onProviderError?: (detail: {
    status?: number;
    body?: string;
    error?: unknown;
    /** A fixed word for a failure found here rather than told by the provider, with its byte count. */
    reason?: string;
    bytes?: number;
  }) => void;
}

const MAX_RETRY_WAIT_MS = 10_000;
/**
 * Bytes fed to the SSE parser without a whole event: the parser holds them (a line without a newline,
 * data lines without the blank line). A chunk is a few hundred bytes; a provider past this is broken or
 * hostile, and without the cap one grew the process to 3 GB in 26 s.
 */
export const MAX_EVENT_BYTES = 1024 * 1024;
/** Time-limit failures retried per call: a provider silent once is tried again, not for minutes on end. */
const MAX_TIMEOUT_RETRIES = 1;
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

  constructor(private readonly options: OpenAICompatibleOptions) {
    this.tokenParameter =
      options.tokenParameter === 'max_completion_tokens' ? 'max_completion_tokens' : 'max_tokens';
  }

  /**
   * Not a generator itself: what an attempt needs of the request is taken here. The body is made for
   * each attempt and not kept: a completion can run for minutes, and the body (the messages JSON-escaped,
   * the schema spelled out) was about 9 KB held for every call in flight, where the messages share
   * their text with the outline and the prompts.
   */
  streamChat(request: ChatRequest, signal: AbortSignal): AsyncGenerator<ChatDelta> {
    return this.attempts(this.prepare(request), signal);
  }

  /**
   * Learned from the provider's 400s, for every later call: the output cap's name (LLM_TOKEN_PARAMETER
   * auto starts with max_tokens, the name most providers know), and whether our default temperature is
   * refused (o-series and GPT-5 take none but their own).
   */
  private tokenParameter: 'max_tokens' | 'max_completion_tokens';
  private tokenParameterStepped = false;
  private defaultTemperatureRefused = false;

  private async *attempts(request: PreparedRequest, signal: AbortSignal): AsyncGenerator<ChatDelta> {
    let timeoutRetries = 0;
    for (let attempt = 0; ; ) {
      let visibleSent = false;
      try {
        for await (const delta of this.attempt(request, signal)) {
          if (delta.kind === 'text') visibleSent = true;
          yield delta;
        }
        return;
      } catch (error) {
        // A refused parameter name stepped away from: the same request again at once, not a retry.
        if (error instanceof ParameterStepped) continue;
        const timedOut = error instanceof UpstreamError && error.code === 50401;
        const retry =
          !visibleSent &&
          !signal.aborted &&
          error instanceof UpstreamError &&
          error.retryable &&
          attempt < this.options.maxRetries &&
          (!timedOut || timeoutRetries < MAX_TIMEOUT_RETRIES) &&
          (error.retryAfterMs === undefined || error.retryAfterMs <= MAX_RETRY_WAIT_MS);
        if (!retry) {
          // The provider's 429, retried no more: the contract's busy answer with its wait, not a 502.
          if (error instanceof RateLimitedError) throw new ProviderBusyError(error.retryAfterMs);
          throw error;
        }
        if (timedOut) timeoutRetries += 1;
        await sleep(this.backoff(attempt, error.retryAfterMs), signal);
        attempt += 1;
      }
    }
  }

  /** The settings a request runs with: its operation's, or the general LLM_* ones. */
  private prepare(request: ChatRequest): PreparedRequest {
    const general = this.options.operations.content;
    const settings: LLMOperationSettings = request.operation
      ? this.options.operations[request.operation]
      : {
          ...general,
          model: this.options.model,
          temperature: this.options.temperature,
          temperatureIsDefault: false,
        };
    return {
      messages: request.messages,
      json: request.json,
      promptCharacters: request.messages.reduce((sum, message) => sum + message.content.length, 0),
      jsonMode: request.json?.mode,
      settings,
      maxOutputTokens: request.maxOutputTokens ?? settings.maxOutputTokens,
    };
  }

  async probe(signal: AbortSignal): Promise<void> {
    const response = await this.agents.send(this.url('/models'), {
      method: 'GET',
      headers: this.headers(),
      signal,
    });
    response.cancel();
    if (response.status === 401 || response.status === 403) {
      throw new ModelConfigurationError(
        response.status === 401 ? 'authentication' : 'permission',
        response.status,
      );
    }
    if (!isSuccess(response.status) && response.status !== 404) {
      throw new Error(`the provider answered ${response.status}`);
    }
  }

  private async *attempt(request: PreparedRequest, signal: AbortSignal): AsyncGenerator<ChatDelta> {
    const limits = new AttemptLimits(signal, this.options.requestTimeoutMs);
    try {
      limits.deadline(
        this.options.connectTimeoutMs,
        'The language model provider did not answer in time.',
        true,
      );
      let response: UpstreamResponse;
      const body = this.body(request);
      try {
        response = await this.agents.send(this.url('/chat/completions'), {
          method: 'POST',
          headers: { ...this.headers(), 'content-type': 'application/json', accept: 'text/event-stream' },
          body: JSON.stringify(body.fields),
          signal: limits.signal,
        });
      } catch (error) {
        throw this.failure(error, limits, signal);
      }
      if (!isSuccess(response.status)) throw await this.httpFailure(response, request, body);

      limits.deadline(
        this.options.firstTokenTimeoutMs,
        'The language model did not start answering in time.',
        true,
      );
      const chunks = new ChunkReader(this.options.onProviderError);
      const parser = createParser({ onEvent: chunks.onEvent });
      let thinking = false;
      let visible = false;
      const decoder = new TextDecoder();
      const maxBytes = request.settings.maxResponseBytes;
      let bytesRead = 0;
      try {
        while (!chunks.done) {
          let read: IteratorResult<Uint8Array>;
          try {
            read = await response.read();
          } catch (error) {
            throw this.failure(error, limits, signal);
          }
          if (read.done) break;
          // Counted before parsing: what a runaway provider sends is never held beyond these bounds.
          bytesRead += read.value.byteLength;
          chunks.pendingBytes += read.value.byteLength;
          if (bytesRead > maxBytes || chunks.pendingBytes > MAX_EVENT_BYTES) {
            this.options.onProviderError?.({
              reason: bytesRead > maxBytes ? 'answer_over_byte_cap' : 'event_over_byte_cap',
              bytes: bytesRead,
            });
            throw new UpstreamError('The language model provider sent more than an answer can be.', false);
          }
          parser.feed(decoder.decode(read.value, { stream: true }));
          for (const delta of chunks.queue.splice(0)) {
            if (delta.kind === 'thinking' && !visible && !thinking) {
              thinking = true;
              limits.deadline(
                this.options.thinkTimeoutMs,
                'The language model thought for longer than its limit.',
                false,
              );
            }
            if (delta.kind === 'text') visible = true;
            yield delta;
          }
          if (visible)
            limits.deadline(this.options.firstTokenTimeoutMs, 'The language model stopped answering.', false);
        }
        // Some servers end the stream after the finishing chunk without [DONE]; that is a whole answer.
        if (!chunks.done && !chunks.finished) {
          throw new UpstreamError('The language model provider cut the answer off.', !visible);
        }
        chunks.flush();
        for (const delta of chunks.queue.splice(0)) yield delta;
        if (chunks.finishReason !== undefined) yield { kind: 'finish', reason: chunks.finishReason };
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
    if (
      error instanceof UpstreamError ||
      error instanceof JsonModeRejectedError ||
      error instanceof ParameterStepped ||
      error instanceof ProviderBusyError
    ) {
      return error;
    }
    this.options.onProviderError?.({ error });
    return new UpstreamError('The language model provider could not be reached.', true, { cause: error });
  }

  /**
   * What a refusal means, most particular first: the service's setup (key, quota, model), a prompt past
   * the context window, a JSON mode, a parameter the provider will not take (stepped away from when it
   * is ours to change), a rate limit, a passing failure.
   */
  private async httpFailure(
    response: UpstreamResponse,
    request: PreparedRequest,
    sent: AttemptBody,
  ): Promise<Error> {
    const status = response.status;
    const body = await response.text(MAX_ERROR_BODY_CHARS).catch(() => '');
    this.options.onProviderError?.({ status, body });
    if (status === 401 || status === 403) {
      return new ModelConfigurationError(status === 401 ? 'authentication' : 'permission', status);
    }
    if (status === 402 || (status === 429 && /quota|billing|balance/i.test(body))) {
      return new ModelConfigurationError('quota', status);
    }
    if (status === 404) return new ModelConfigurationError('model', status);
    if (status === 400 || status === 413 || status === 422) {
      if (status === 413 || isContextLengthError(body)) return new ContextLengthError();
      if (request.jsonMode && request.jsonMode !== 'prompt' && /response_format|json/i.test(body)) {
        return new JsonModeRejectedError(request.jsonMode);
      }
      const refused = refusedParameter(body, sent.configured);
      if (refused) {
        if (this.stepAway(refused.name, refused.unsupported, sent)) return new ParameterStepped();
        if (refused.name === 'model') return new ModelConfigurationError('model', status);
        return new ModelConfigurationError('parameter', status, refused.name);
      }
      if (isUnknownModelError(body) || summarizeProviderError(body).param === 'model') {
        return new ModelConfigurationError('model', status);
      }
      return new UpstreamError('The language model provider refused the request.', false);
    }
    const retryAfterMs = parseRetryAfter(response.header('retry-after') ?? null);
    if (status === 429) return new RateLimitedError(retryAfterMs);
    return new UpstreamError(
      'The language model provider failed; please retry.',
      status >= 500 || status === 408,
      retryAfterMs === undefined ? {} : { retryAfterMs },
    );
  }

  /**
   * Steps away from a refused parameter when the service chose it, not the operator: the output cap's
   * name under LLM_TOKEN_PARAMETER=auto (once), our default temperature. True when the next attempt
   * differs (another call in flight may have stepped already).
   */
  private stepAway(name: string, unsupported: boolean, sent: AttemptBody): boolean {
    if (name === sent.tokenParameter && this.options.tokenParameter === 'auto') {
      if (this.tokenParameter !== sent.tokenParameter) return true;
      if (this.tokenParameterStepped || !unsupported) return false;
      this.tokenParameterStepped = true;
      this.tokenParameter = this.tokenParameter === 'max_tokens' ? 'max_completion_tokens' : 'max_tokens';
      return true;
    }
    if (name === 'temperature' && sent.defaultTemperature) {
      this.defaultTemperatureRefused = true;
      return true;
    }
    return false;
  }

  /** The request body, made per attempt, and which of its parameters the configuration chose. */
  private body(request: PreparedRequest): AttemptBody {
    const { settings } = request;
    const fields: Record<string, unknown> = {
      model: settings.model,
      messages: request.messages,
      stream: true,
      stream_options: { include_usage: true },
    };
    const configured = ['model', ...Object.keys(this.options.extraBody)];
    const defaultTemperature = settings.temperatureIsDefault;
    if (settings.temperature !== undefined && !(defaultTemperature && this.defaultTemperatureRefused)) {
      fields.temperature = settings.temperature;
      configured.push('temperature');
    }
    const tokenParameter = this.tokenParameter;
    if (request.maxOutputTokens !== undefined) {
      fields[tokenParameter] = request.maxOutputTokens;
      configured.push(tokenParameter);
    }
    if (this.options.reasoningEffort !== undefined) {
      fields.reasoning_effort = this.options.reasoningEffort;
      configured.push('reasoning_effort');
    }
    if (request.json?.mode === 'schema') {
      fields.response_format = {
        type: 'json_schema',
        json_schema: { name: request.json.name, schema: request.json.schema, strict: false },
      };
    } else if (request.json?.mode === 'object') {
      fields.response_format = { type: 'json_object' };
    }
    // The operator's fields last: LLM_EXTRA_BODY is the way to say what this service cannot guess.
    Object.assign(fields, this.options.extraBody);
    return { fields, configured, tokenParameter, defaultTemperature };
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
      false,
    );
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** The caller's signal aborted. */
  handleEvent(): void {
    this.controller.abort(this.callerSignal.reason);
  }

  /** `retryable`: a provider silent before answering may answer a second call (once, see attempts()). */
  deadline(milliseconds: number, message: string, retryable: boolean): void {
    clearTimeout(this.moving);
    this.moving = setTimeout(timeOut, milliseconds, this, message, retryable);
  }

  timeOut(message: string, retryable: boolean): void {
    this.timedOut = new UpstreamError(message, retryable, { code: 50401 });
    this.controller.abort(this.timedOut);
  }

  dispose(): void {
    clearTimeout(this.moving);
    clearTimeout(this.wholeRequest);
    this.callerSignal.removeEventListener('abort', this);
    this.controller.abort();
  }
}

function timeOut(limits: AttemptLimits, message: string, retryable: boolean): void {
  limits.timeOut(message, retryable);
}

/** The provider's events read into deltas (queued until the reader yields them), usage and counts. */
class ChunkReader {
  readonly queue: ChatDelta[] = [];
  done = false;
  finished = false;
  /** The provider's finish_reason, as sent. */
  finishReason: string | undefined;
  /** Bytes fed since the last whole event: what the parser may be holding. */
  pendingBytes = 0;
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
    this.pendingBytes = 0;
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
      const body = JSON.stringify({ error: chunk.error }).slice(0, MAX_ERROR_BODY_CHARS);
      this.onProviderError?.({ body });
      if (isContextLengthError(body)) throw new ContextLengthError();
      throw new UpstreamError('The language model provider failed while answering.', true);
    }
    const finishReason = chunk.choices?.[0]?.finish_reason;
    if (finishReason) {
      this.finished = true;
      this.finishReason ??= finishReason;
    }
    const delta = chunk.choices?.[0]?.delta;
    const reasoning = delta?.reasoning_content ?? delta?.reasoning;
    if (reasoning) {
      this.thinkingCharacters += reasoning.length;
      this.queue.push({ kind: 'thinking', text: reasoning });
    }
    if (delta?.content) this.take(this.think.push(delta.content));
    if (chunk.usage) this.usage = toUsage(chunk.usage);
  }

  private take(filtered: FilteredText): void {
    if (filtered.retracted) {
      this.queue.push({ kind: 'retract' });
      this.thinkingCharacters += this.visibleCharacters;
      this.visibleCharacters = 0;
    }
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

/** What an attempt needs of a ChatRequest: what its body is made of, and the settings it runs with. */
interface PreparedRequest {
  messages: ChatRequest['messages'];
  json: ChatRequest['json'];
  /** For the estimated usage when the provider reports none. */
  promptCharacters: number;
  jsonMode: JsonMode | undefined;
  settings: LLMOperationSettings;
  maxOutputTokens: number | undefined;
}

/** One attempt's body, and what in it the provider may refuse as the service's setup. */
interface AttemptBody {
  fields: Record<string, unknown>;
  /** The parameters chosen by configuration (model, temperature, cap, effort, LLM_EXTRA_BODY's keys). */
  configured: string[];
  tokenParameter: 'max_tokens' | 'max_completion_tokens';
  defaultTemperature: boolean;
}

/** The provider refused a parameter the client has stepped away from: the call is made again at once. */
class ParameterStepped extends Error {}

/** The provider's 429, while it may still be retried; past the retries, a ProviderBusyError. */
class RateLimitedError extends UpstreamError {
  constructor(retryAfterMs: number | undefined) {
    super(
      'The language model provider is rate limiting this service.',
      true,
      retryAfterMs === undefined ? {} : { retryAfterMs },
    );
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
