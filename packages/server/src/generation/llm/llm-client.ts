// The LLMClient seam: a chat completion streamed as visible text, thinking, its finish and usage.
import { AppError, UpstreamError } from '../../errors.ts';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** How JSON output is asked for: a JSON schema, JSON object mode, or only the prompt's instruction. */
export type JsonMode = 'schema' | 'object' | 'prompt';

/** What a completion is for: each has its own model, temperature and output cap (LLM_*_<OPERATION>). */
export type LLMOperation = 'outline' | 'optimize' | 'content';

export interface ChatRequest {
  messages: ChatMessage[];
  /** Ask for JSON in this mode (omitted: free text). */
  json?: { mode: JsonMode; name: string; schema: Record<string, unknown> };
  /** Picks the operation's model, temperature and output cap (omitted: the general LLM_* settings). */
  operation?: LLMOperation;
  /** Overrides the configured output cap for this request (a continuation asks for what is left). */
  maxOutputTokens?: number;
}

export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
  /** Tokens spent thinking, where the provider reports them. */
  reasoningTokens: number;
  /** True when the provider sent no usage and these are estimates from the text's length. */
  estimated: boolean;
}

export type ChatDelta =
  | { kind: 'text'; text: string }
  | { kind: 'thinking'; text: string }
  /**
   * Everything sent as text so far in this completion was thinking, not answer: the model closed a
   * </think> it never opened, after the text had already been released.
   */
  | { kind: 'retract' }
  /** The provider's finish_reason as sent ('stop', 'length', 'content_filter', …), once, after the last text. */
  | { kind: 'finish'; reason: string }
  | { kind: 'usage'; usage: TokenUsage };

export interface LLMClient {
  /**
   * Streams one completion. Aborting `signal` aborts the upstream request at once. Throws
   * UpstreamError (50201, or 50401 on a time limit), ModelConfigurationError, ContextLengthError, or
   * ProviderBusyError (50301 with Retry-After); retries happen only before the first text.
   */
  streamChat(request: ChatRequest, signal: AbortSignal): AsyncIterable<ChatDelta>;
  /** Resolves when the provider answers (GET /models), for /readyz. */
  probe(signal: AbortSignal): Promise<void>;
}

/** Thrown when the provider refuses a JSON mode with 400: the caller may step down to the next. */
export class JsonModeRejectedError extends Error {
  constructor(readonly mode: JsonMode) {
    super(`the provider refused JSON mode "${mode}"`);
    this.name = 'JsonModeRejectedError';
  }
}

/** What of the service's model setup the provider refused. */
export type ModelConfigurationProblem = 'authentication' | 'permission' | 'quota' | 'model' | 'parameter';

const CONFIGURATION_MESSAGES: Record<ModelConfigurationProblem, string> = {
  authentication: 'the provider refused its API key',
  permission: 'the provider does not allow its API key this model or request',
  quota: "the provider's account has no quota or balance left",
  model: 'the provider does not know its model or address',
  parameter: 'the provider refused a parameter it is configured to send',
};

/**
 * The provider refused the service's own setup (401, 403, no quota left, an unknown model, a 400 naming a parameter):
 * no retry or other input will help until the operator changes the LLM_* settings, so the message
 * says so and never "please retry". An UpstreamError so that every catcher of provider failures
 * (fallback, metrics) still sees one; never retryable.
 */
export class ModelConfigurationError extends UpstreamError {
  constructor(
    readonly problem: ModelConfigurationProblem,
    /** The provider's HTTP status, and the parameter it named (for the log and /readyz; no message text). */
    readonly providerStatus: number,
    readonly parameter?: string,
  ) {
    super(
      `The service's language model configuration is wrong: ${CONFIGURATION_MESSAGES[problem]}. Its operator must correct the LLM settings.`,
      false,
    );
    this.name = 'ModelConfigurationError';
  }
}

/**
 * The provider said the prompt does not fit the model's context window. Not retryable: the same prompt
 * fails the same way; the caller answers with the built-in path, a shorter prompt, or this clear error.
 */
export class ContextLengthError extends UpstreamError {
  constructor() {
    super("The text is too long for the language model's context window.", false);
    this.name = 'ContextLengthError';
  }
}

/** Longest Retry-After we pass on: a client told to wait minutes would rather have the built-in path. */
export const MAX_BUSY_RETRY_AFTER_SECONDS = 30;
/** When the provider sends 429 without saying how long to wait. */
const DEFAULT_BUSY_RETRY_AFTER_SECONDS = 5;

/** The provider is rate limiting the service (its 429): the contract's busy answer, 50301 with Retry-After. */
export class ProviderBusyError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(providerRetryAfterMs: number | undefined) {
    const seconds =
      providerRetryAfterMs === undefined
        ? DEFAULT_BUSY_RETRY_AFTER_SECONDS
        : Math.min(MAX_BUSY_RETRY_AFTER_SECONDS, Math.max(1, Math.ceil(providerRetryAfterMs / 1000)));
    super(50301, 'The language model provider is busy; retry after the time in Retry-After.', {
      headers: { 'Retry-After': String(seconds) },
    });
    this.name = 'ProviderBusyError';
    this.retryAfterSeconds = seconds;
  }
}
