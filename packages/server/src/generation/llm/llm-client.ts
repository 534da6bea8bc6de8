// The LLMClient seam: a chat completion streamed as visible text, thinking and usage.

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** How JSON output is asked for: a JSON schema, JSON object mode, or only the prompt's instruction. */
export type JsonMode = 'schema' | 'object' | 'prompt';

export interface ChatRequest {
  messages: ChatMessage[];
  /** Ask for JSON in this mode (omitted: free text). */
  json?: { mode: JsonMode; name: string; schema: Record<string, unknown> };
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
  | { kind: 'usage'; usage: TokenUsage };

export interface LLMClient {
  /**
   * Streams one completion. Aborting `signal` aborts the upstream request at once. Throws
   * UpstreamError (50201, or 50401 on a time limit); retries happen only before the first text.
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
