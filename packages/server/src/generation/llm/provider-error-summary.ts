// What of a provider's error body may be logged: its error type, code and parameter, never its message.
// Providers echo the request in their messages ("invalid input: …", a content filter quoting the text),
// and the request is a resume: the message's length is all the log keeps of it.

const MAX_FIELD_CHARS = 64;

export interface ProviderErrorSummary {
  type?: string;
  code?: string;
  param?: string;
  /** Characters of the provider's message (or of the whole body when it is not a JSON error). */
  messageChars: number;
}

export function summarizeProviderError(body: string): ProviderErrorSummary {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { messageChars: body.length };
  }
  const error = (parsed as { error?: unknown } | null)?.error;
  if (typeof error !== 'object' || error === null) {
    return { messageChars: typeof error === 'string' ? error.length : body.length };
  }
  const fields = error as Record<string, unknown>;
  const summary: ProviderErrorSummary = {
    messageChars: typeof fields.message === 'string' ? fields.message.length : 0,
  };
  for (const name of ['type', 'code', 'param'] as const) {
    const value = fields[name];
    if (typeof value === 'string' || typeof value === 'number') {
      summary[name] = String(value).slice(0, MAX_FIELD_CHARS);
    }
  }
  return summary;
}

/**
 * How providers say the prompt does not fit: OpenAI and DeepSeek (`context_length_exceeded`, "maximum
 * context length"), vLLM (max_model_len), DashScope ("Range of input length"), Moonshot ("exceeded model
 * token limit"), LM Studio and Ollama ("context length"), Anthropic-style gateways ("prompt is too long").
 */
const CONTEXT_LENGTH =
  /context_length_exceeded|maximum context length|context length|context window|max_model_len|prompt is too long|range of input length|input length exceeds|model token limit|string_above_max_length|too many input tokens/i;

export function isContextLengthError(body: string): boolean {
  return CONTEXT_LENGTH.test(body);
}

/** An unknown model, in the words of OpenAI (model_not_found), DeepSeek ("Model Not Exist"), Ollama, DashScope. */
const UNKNOWN_MODEL = /model_not_found|model[ _]not[ _]exists?|unknown model|invalid model/i;
/** "model `x` not found" / "model x does not exist": the words tested apart, each pattern linear. */
const NOT_FOUND = /not found|does not exist/i;
const MODEL_WORD = /\bmodel\b/i;

export function isUnknownModelError(body: string): boolean {
  return UNKNOWN_MODEL.test(body) || (MODEL_WORD.test(body) && NOT_FOUND.test(body));
}

/** Words with which providers refuse a parameter's name (not its value): the one to step away from. */
const UNSUPPORTED = /unsupported|not supported|unrecognized|unknown|extra|not permitted|not allowed|instead/i;

/**
 * Which of `sent` (the parameters this request carried that its configuration chose) a 400 names: the
 * error's `param` field, else the first named as a word in the body. `unsupported` tells whether the
 * provider refused the parameter's name (step to another) rather than its value.
 */
export function refusedParameter(
  body: string,
  sent: readonly string[],
): { name: string; unsupported: boolean } | undefined {
  const summary = summarizeProviderError(body);
  const unsupported = UNSUPPORTED.test(body);
  if (summary.param && sent.includes(summary.param)) return { name: summary.param, unsupported };
  // "model" is in most error messages ("this model's …"): only the param field names it as refused.
  const name = sent.find(
    (candidate) =>
      candidate !== 'model' &&
      new RegExp(`(?:^|[^A-Za-z0-9_])${escapeRegExp(candidate)}(?:$|[^A-Za-z0-9_])`).test(body),
  );
  return name === undefined ? undefined : { name, unsupported };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
