// Picks the limiters from the configuration: in memory (one instance), or in Redis (REDIS_URL) so
// every instance behind a load balancer counts against the same limits.
import type { Registry } from 'prom-client';
import type { Config } from '../config.ts';
import type { ConcurrencyLimiter } from './concurrency-limiter.ts';
import { MemoryConcurrencyLimiter } from './memory-concurrency-limiter.ts';
import { MemoryFailureLimiter, MemoryRateLimiter, MemoryStreamLimiter } from './memory-rate-limiter.ts';
import type { FailureLimiter, RateLimiter, StreamLimiter } from './rate-limiter.ts';
import { RedisConcurrencyLimiter } from './redis-concurrency-limiter.ts';
import { type LimitsLogger, RedisConnection } from './redis-connection.ts';
import { RedisFailureLimiter } from './redis-failure-limiter.ts';
import { RedisRateLimiter } from './redis-rate-limiter.ts';
import { RedisStreamLimiter } from './redis-stream-limiter.ts';

export interface Limiters {
  rateLimiter: RateLimiter;
  streamLimiter: StreamLimiter;
  authFailureLimiter: FailureLimiter;
  /** The LLM caps (issue 7); undefined without an LLM provider. */
  concurrencyLimiter: ConcurrencyLimiter | undefined;
  /** For /readyz: Redis must answer when it is configured. */
  readinessChecks: { name: string; check: () => Promise<void> }[];
  /** 'memory' or 'redis', for the start-up log. */
  description: string;
  close(): Promise<void>;
}

export interface LimitersOptions {
  logger: LimitsLogger;
  /** The app's metrics registry (Metrics.registry), for the Redis metrics. */
  registry?: Registry;
  /** How long start-up waits for the first Redis connection before serving with local limits. */
  connectWaitMs?: number;
  /** Lease of a stream or LLM slot; tests shorten it to see a crashed instance's slots free themselves. */
  leaseMs?: number;
}

/**
 * When Redis cannot be reached the limiters fail open to this instance's in-memory limits, and
 * never fail closed. These limits share capacity fairly between keys; they do not guard secrets
 * (keys are checked against the database, and are too long to guess). Failing closed would turn
 * a Redis outage into an outage of the whole API, making Redis a single point of failure for a
 * service that otherwise works. Counting locally instead keeps every limit in force per instance
 * (with N instances a key gets at most N times its limit), not gone. Commands fail fast (no
 * offline queue, a command timeout), so a request never waits for Redis; the outage is logged
 * once, counted in redis_limiter_fallbacks_total, and /readyz reports it.
 */
export async function createLimiters(config: Readonly<Config>, options: LimitersOptions): Promise<Limiters> {
  const llm = config.llm;
  if (!config.redisUrl) {
    return {
      rateLimiter: new MemoryRateLimiter(config.rateLimitPerMinute),
      streamLimiter: new MemoryStreamLimiter(config.streamsPerKey),
      authFailureLimiter: new MemoryFailureLimiter(config.authFailuresPerMinute),
      concurrencyLimiter: llm ? new MemoryConcurrencyLimiter(llm.maxConcurrency, llm.maxPerKey) : undefined,
      readinessChecks: [],
      description: 'memory',
      close: async () => {},
    };
  }
  const connection = new RedisConnection({
    url: config.redisUrl,
    keyPrefix: config.redisKeyPrefix,
    commandTimeoutMs: config.redisCommandTimeoutMs,
    logger: options.logger,
    ...(options.registry ? { registry: options.registry } : {}),
  });
  await connection.waitUntilReady(options.connectWaitMs ?? 5_000);
  const leaseOptions = options.leaseMs === undefined ? {} : { leaseMs: options.leaseMs };
  return {
    rateLimiter: new RedisRateLimiter(connection, config.rateLimitPerMinute),
    streamLimiter: new RedisStreamLimiter(connection, config.streamsPerKey, leaseOptions),
    authFailureLimiter: new RedisFailureLimiter(connection, config.authFailuresPerMinute),
    concurrencyLimiter: llm
      ? new RedisConcurrencyLimiter(connection, llm.maxConcurrency, llm.maxPerKey, leaseOptions)
      : undefined,
    readinessChecks: [{ name: 'redis', check: () => connection.check() }],
    description: 'redis',
    close: () => connection.close(),
  };
}
