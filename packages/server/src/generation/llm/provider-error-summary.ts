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
