// Picks the generator from the configuration: the built-in one, or an LLM provider with it behind.

import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { ConcurrencyLimiter } from '../limits/concurrency-limiter.ts';
import { MemoryConcurrencyLimiter } from '../limits/memory-concurrency-limiter.ts';
import type { Metrics } from '../observability/metrics.ts';
import { BuiltinGenerator } from './builtin-generator.ts';
import type { Generator } from './generator.ts';
import { LLMGenerator } from './llm/llm-generator.ts';
import { OpenAICompatibleLLMClient } from './llm/openai-compatible-client.ts';
import { summarizeProviderError } from './llm/provider-error-summary.ts';

/** An error's class and code, without its message (a parse error's message quotes the text it read). */
function errorKind(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const code = (error as { code?: unknown }).code;
  // A network failure's reason is its cause's code (ECONNREFUSED, UND_ERR_SOCKET).
  const causeCode = (error.cause as { code?: unknown } | undefined)?.code;
  return {
    type: error.name,
    ...(code === undefined ? {} : { code }),
    ...(causeCode === undefined ? {} : { causeCode }),
  };
}

export function createGenerator(
  config: Readonly<Config>,
  metrics: Metrics,
  logger: Pick<FastifyBaseLogger, 'info' | 'warn'> & Partial<Pick<FastifyBaseLogger, 'debug'>>,
  /** The LLM caps; main.ts passes the Redis one when REDIS_URL is set, so instances share them. */
  concurrencyLimiter?: ConcurrencyLimiter,
): Generator {
  const builtin = new BuiltinGenerator();
  const llm = config.llm;
  if (!llm) return builtin;
  const client = new OpenAICompatibleLLMClient({
    ...llm,
    retryBaseMs: 250,
    // Clients get our message only; the log gets the provider's error type and code, never its message,
    // which may quote the resume it was sent.
    onProviderError: (detail) =>
      logger.warn(
        {
          status: detail.status,
          ...(detail.reason === undefined ? {} : { reason: detail.reason, bytes: detail.bytes }),
          ...(detail.body === undefined ? {} : { provider: summarizeProviderError(detail.body) }),
          ...(detail.error === undefined ? {} : { err: errorKind(detail.error) }),
        },
        'LLM provider error',
      ),
  });
  return new LLMGenerator({
    client,
    builtin,
    metrics,
    limiter: concurrencyLimiter ?? new MemoryConcurrencyLimiter(llm.maxConcurrency, llm.maxPerKey),
    queueWaitMs: llm.queueWaitMs,
    fallback: llm.fallback === 'builtin',
    jsonMode: llm.jsonMode,
    maxInputChars: llm.maxInputChars,
    log: (level, message, fields) =>
      level === 'debug' ? logger.debug?.(fields ?? {}, message) : logger[level](fields ?? {}, message),
  });
}
