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

export function createGenerator(
  config: Readonly<Config>,
  metrics: Metrics,
  logger: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  /** The LLM caps; main.ts passes the Redis one when REDIS_URL is set, so instances share them. */
  concurrencyLimiter?: ConcurrencyLimiter,
): Generator {
  const builtin = new BuiltinGenerator();
  const llm = config.llm;
  if (!llm) return builtin;
  const client = new OpenAICompatibleLLMClient({
    ...llm,
    retryBaseMs: 250,
    // The provider's own words stay in our log, truncated; clients get our message only.
    onProviderError: (detail) =>
      logger.warn({ status: detail.status, provider: detail.body, err: detail.error }, 'LLM provider error'),
  });
  return new LLMGenerator({
    client,
    builtin,
    metrics,
    limiter: concurrencyLimiter ?? new MemoryConcurrencyLimiter(llm.maxConcurrency, llm.maxPerKey),
    queueWaitMs: llm.queueWaitMs,
    fallback: llm.fallback === 'builtin',
    jsonMode: llm.jsonMode,
    log: (level, message, fields) => logger[level](fields ?? {}, message),
  });
}
