// The limiters' Redis client: fails fast while Redis is away, reconnects by itself, and sends the
// limiters to their in-memory fallbacks (warning once per outage, counting every fallback).
import { Redis } from 'ioredis';
import { Counter, Gauge, type Registry } from 'prom-client';

/** What the limiters log through: pino's logger fits. */
export interface LimitsLogger {
  warn(fields: object, message: string): void;
  info(fields: object, message: string): void;
}

export interface RedisConnectionOptions {
  url: string;
  /** Prepended to every key, so several deployments (or test runs) can share one Redis. */
  keyPrefix: string;
  /** The longest a command may take before the limiter counts locally instead. */
  commandTimeoutMs: number;
  logger: LimitsLogger;
  /** The app's metrics registry; the Redis metrics are added to it. */
  registry?: Registry;
}

/** Calls a Lua script with its keys (prefixed by the client) and arguments. */
export type ScriptCall<T> = (keys: readonly string[], args: readonly (string | number)[]) => Promise<T>;

/**
 * After a failed command the limiters skip Redis this long: a Redis that hangs rather than refuses
 * then costs one command timeout per pause, not one per request.
 */
const PAUSE_AFTER_FAILURE_MS = 1000;
const MAX_RECONNECT_DELAY_MS = 1000;

export class RedisConnection {
  readonly client: Redis;
  private inOutage = false;
  private closing = false;
  private pausedUntil = 0;
  private readonly fallbacks: Counter<'limiter'>;
  private readonly up: Gauge;
  private readonly logger: LimitsLogger;

  constructor(options: RedisConnectionOptions) {
    this.logger = options.logger;
    const registers = options.registry ? [options.registry] : [];
    this.fallbacks =
      (options.registry?.getSingleMetric('redis_limiter_fallbacks_total') as
        | Counter<'limiter'>
        | undefined) ??
      new Counter({
        name: 'redis_limiter_fallbacks_total',
        help: 'Limiter decisions made in this instance alone because Redis could not be reached, by limiter.',
        labelNames: ['limiter'],
        registers,
      });
    this.up =
      (options.registry?.getSingleMetric('redis_up') as Gauge | undefined) ??
      new Gauge({ name: 'redis_up', help: '1 while the limiters are connected to Redis.', registers });
    this.up.set(0);
    this.client = new Redis(options.url, {
      keyPrefix: options.keyPrefix,
      commandTimeout: options.commandTimeoutMs,
      connectTimeout: Math.max(1000, options.commandTimeoutMs * 4),
      // Commands fail at once while disconnected instead of queueing behind a reconnect: a request
      // never waits for Redis to come back.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      // Reconnect for ever, at most a second apart, so the limits are shared again soon after Redis returns.
      retryStrategy: (attempt) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
    });
    // Without a listener ioredis prints every reconnection failure; one warning per outage is enough.
    this.client.on('error', (error: Error) => this.noteOutage('connection', error));
    this.client.on('ready', () => {
      this.up.set(1);
      this.pausedUntil = 0;
      this.noteRecovery();
    });
    this.client.on('close', () => {
      this.up.set(0);
      // A connection Redis closed (it stopped, or a proxy did) reports no error: it is an outage all the same.
      if (!this.closing) this.noteOutage('connection', new Error('connection closed'));
    });
  }

  /** Whether a limiter should ask Redis now (connected, and not paused after a failure). */
  isUsable(): boolean {
    return this.client.status === 'ready' && Date.now() >= this.pausedUntil;
  }

  /** Runs `remote` against Redis, or `local` when Redis is away or fails: see create-limiters.ts for why. */
  async run<T>(limiter: string, remote: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    if (!this.isUsable()) {
      this.noteSkipped(limiter);
      return local();
    }
    try {
      const result = await remote();
      this.noteRecovery();
      return result;
    } catch (error) {
      this.noteFailure(limiter, error);
      return local();
    }
  }

  /**
   * Records a failed command of `limiter`: Redis skipped for a moment, warned once per outage, and
   * counted as a fallback unless nothing was decided locally (a lease refresh or release).
   */
  noteFailure(limiter: string, error: unknown, decidedLocally = true): void {
    if (decidedLocally) this.fallbacks.inc({ limiter });
    this.pausedUntil = Date.now() + PAUSE_AFTER_FAILURE_MS;
    this.noteOutage(limiter, error);
  }

  /** Counts a decision made locally without trying Redis (it was known to be away). */
  noteSkipped(limiter: string): void {
    this.fallbacks.inc({ limiter });
    this.noteOutage(limiter, new Error(`Redis connection is ${this.client.status}`));
  }

  /** Registers a Lua script (EVALSHA, loaded again after a Redis restart) and returns its caller. */
  defineScript<T>(name: string, numberOfKeys: number, lua: string): ScriptCall<T> {
    this.client.defineCommand(name, { numberOfKeys, lua });
    const commands = this.client as unknown as Record<string, (...args: unknown[]) => Promise<T>>;
    return (keys, args) => commands[name]!.call(this.client, ...keys, ...args);
  }

  /** The readiness check: connected and answering within the command timeout. */
  async check(): Promise<void> {
    if (this.client.status !== 'ready') throw new Error(`Redis is not connected (${this.client.status})`);
    await this.client.ping();
  }

  /** Resolves true once connected, or false after `timeoutMs` (the limiters work locally meanwhile). */
  waitUntilReady(timeoutMs: number): Promise<boolean> {
    if (this.client.status === 'ready') return Promise.resolve(true);
    return new Promise((resolve) => {
      const onReady = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.client.off('ready', onReady);
        resolve(false);
      }, timeoutMs);
      this.client.once('ready', onReady);
    });
  }

  async close(): Promise<void> {
    this.closing = true;
    try {
      if (this.client.status === 'ready') {
        await this.client.quit();
        return;
      }
    } catch {
      // Quitting politely failed; dropping the socket below is all that is left to do.
    }
    this.client.disconnect();
  }

  private noteOutage(source: string, error: unknown): void {
    if (this.inOutage) return;
    this.inOutage = true;
    this.logger.warn(
      { source, err: error },
      'Redis unreachable: limits are counted per instance until it returns',
    );
  }

  private noteRecovery(): void {
    if (!this.inOutage) return;
    this.inOutage = false;
    this.logger.info({}, 'Redis reachable again: limits are shared between instances again');
  }
}
