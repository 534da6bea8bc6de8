// Configuration: the only reader of process.env. Parsed once, validated, frozen.
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connections each instance opens at most (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  /** How long a query waits for a pooled connection, or for a new one to open (DATABASE_CONNECT_TIMEOUT_MS). */
  databaseConnectTimeoutMs: number;
  /** PostgreSQL cancels a statement running longer (DATABASE_STATEMENT_TIMEOUT_MS); 0 leaves the server's setting. */
  databaseStatementTimeoutMs: number;
  /**
   * A query unanswered this long fails with 50301 and its connection is destroyed
   * (DATABASE_QUERY_TIMEOUT_MS): how a server that stopped answering altogether is noticed.
   */
  databaseQueryTimeoutMs: number;
  /**
   * How long a content generation holds its task without renewing (CONTENT_LEASE_MS): after this,
   * an instance that died mid-generation leaves the task to another.
   */
  contentLeaseMs: number;
  /** How often a request follows a generation running on another instance (CONTENT_FOLLOW_POLL_MS). */
  contentFollowPollMs: number;
  redisUrl: string | undefined;
  /** Prepended to every Redis key (REDIS_KEY_PREFIX), so deployments can share one Redis. */
  redisKeyPrefix: string;
  /** A Redis command slower than this fails, and the limiter counts locally (REDIS_COMMAND_TIMEOUT_MS). */
  redisCommandTimeoutMs: number;
  /** Keys accepted in addition to stored ones (RESUME_API_KEYS). */
  envApiKeys: readonly string[];
  llm: LLMConfig | undefined;
  rateLimitPerMinute: number;
  streamsPerKey: number;
  retentionDays: number;
  /** Body limit of the routes that take an upload (outline, parse). */
  bodyLimitBytes: number;
  /** Body limit of every other route, and of an outline request without an upload. */
  jsonBodyLimitBytes: number;
  requestTimeoutMs: number;
  /** /readyz names a dependency that has not answered its probe within this (READINESS_TIMEOUT_MS). */
  readinessTimeoutMs: number;
  headersTimeoutMs: number;
  idleTimeoutMs: number;
  keepAliveTimeoutMs: number;
  maxConnections: number;
  /**
   * Fastify's trustProxy: behind a reverse proxy the client's address comes from X-Forwarded-For,
   * which per-address limits need. false (default) or the proxies' addresses/CIDRs; never `true`.
   */
  trustProxy: false | string[];
  /** Requests with a missing or wrong key one address may make per minute before 42901. */
  authFailuresPerMinute: number;
  uploadLimitBytes: number;
  maxPdfPages: number;
  maxExpandedBytes: number;
  maxZipEntries: number;
  maxMarkupBytes: number;
  maxTextChars: number;
  parseTimeoutMs: number;
  /**
   * Worker threads that typeset PDF exports (EXPORT_WORKERS), started on the first PDF export. Each
   * renders one PDF at a time; docs/deploy.md gives the memory each holds.
   */
  exportWorkers: number;
  /** PDF exports that may wait per export worker (EXPORT_QUEUE_PER_WORKER); one more gets 50301. */
  exportQueuePerWorker: number;
  /**
   * PDF exports one API key may have waiting while its one render runs (EXPORT_QUEUE_PER_KEY); one
   * more gets 42901, so no key can fill the shared queue.
   */
  exportQueuePerKey: number;
  generationTimeoutMs: number;
  pingIntervalMs: number;
  shutdownGraceMs: number;
  logLevel: string;
}

/** What a completion is for; each has its own model, temperature and output cap. */
export type LLMOperationName = 'outline' | 'optimize' | 'content';
export const LLM_OPERATIONS: readonly LLMOperationName[] = ['outline', 'optimize', 'content'];

/** One operation's settings, resolved from its own variable, then the general one, then the default. */
export interface LLMOperationSettings {
  model: string;
  /** Undefined: none is sent (the provider's default). */
  temperature: number | undefined;
  /** True when the temperature is our default, not the operator's: a provider refusing it is answered by dropping it. */
  temperatureIsDefault: boolean;
  /** The output cap sent to the provider; undefined: none is sent (LLM_MAX_OUTPUT_TOKENS=0). */
  maxOutputTokens: number | undefined;
  /** Bytes read from the provider per attempt before the attempt fails: the bound on a runaway stream. */
  maxResponseBytes: number;
}

/**
 * Output caps per operation, in tokens. An outline is about 40 lines (~600 tokens in English, ~900 in
 * Chinese); optimize rewrites a resume of up to ~1,500 tokens into the same form; content writes every
 * section of an outline as JSON, the longest answer. About twice the longest answer seen in each, so a
 * real answer is never cut and a looping one costs at most that.
 */
export const DEFAULT_LLM_MAX_OUTPUT_TOKENS: Readonly<Record<LLMOperationName, number>> = {
  outline: 2_000,
  optimize: 3_000,
  content: 6_000,
};
/** Low for the operations that restate the person's facts; unset (the provider's) for a template. */
const DEFAULT_LLM_TEMPERATURE: Readonly<Record<LLMOperationName, number | undefined>> = {
  outline: undefined,
  optimize: 0.2,
  content: 0.2,
};
/**
 * Bytes on the wire per output token allowed per attempt: an SSE chunk carries one token in ~150–300
 * bytes of JSON, and thinking (not always counted in the cap) can be a few times the answer.
 */
export const LLM_RESPONSE_BYTES_PER_TOKEN = 1_024;
/** Keys of LLM_EXTRA_BODY that would break the request this service makes. */
const RESERVED_BODY_KEYS = ['model', 'messages', 'stream'];

/** The OpenAI-compatible provider (LLM_*), when LLM_BASE_URL is set. */
export interface LLMConfig {
  baseUrl: string;
  apiKey: string | undefined;
  /** LLM_MODEL: the model of every operation without its own. */
  model: string;
  /** LLM_TEMPERATURE: the temperature of every operation without its own; undefined: unset or "none". */
  temperature: number | undefined;
  /** LLM_MAX_OUTPUT_TOKENS (or the older LLM_MAX_TOKENS) when set; 0: no cap is sent. */
  maxTokens: number | undefined;
  /** Each operation's model, temperature and caps (requests without an operation use `model`, `temperature`, content's caps). */
  operations: Readonly<Record<LLMOperationName, LLMOperationSettings>>;
  /** LLM_TOKEN_PARAMETER: the name the output cap is sent under; auto steps to the other on a 400 naming it. */
  tokenParameter: 'max_tokens' | 'max_completion_tokens' | 'auto';
  /** LLM_REASONING_EFFORT, sent as reasoning_effort. */
  reasoningEffort: string | undefined;
  /** LLM_EXTRA_BODY: merged into every request body, over this service's own fields. */
  extraBody: Readonly<Record<string, unknown>>;
  extraHeaders: Readonly<Record<string, string>>;
  /** Until the response headers arrive. */
  connectTimeoutMs: number;
  /** Until the first visible token when the model does not think, and between chunks afterwards. */
  firstTokenTimeoutMs: number;
  /** Until the first visible token when the model thinks first. */
  thinkTimeoutMs: number;
  /** The whole of one request to the provider, thinking and answer included (LLM_TIMEOUT_MS). */
  requestTimeoutMs: number;
  maxRetries: number;
  jsonMode: 'auto' | 'schema' | 'object' | 'prompt';
  fallback: 'builtin' | 'none';
  maxConcurrency: number;
  maxPerKey: number;
  queueWaitMs: number;
  /** Characters of the person's resume an optimize prompt carries at most (LLM_MAX_INPUT_CHARS). */
  maxInputChars: number;
}

const MiB = 1024 * 1024;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function readInteger(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new ConfigError(`${name} must be an integer of at least ${min}, got "${raw}"`);
  }
  return value;
}

function readString(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}

function readChoice<T extends string>(
  env: NodeJS.ProcessEnv,
  name: string,
  choices: readonly T[],
  fallback: T,
): T {
  const raw = readString(env, name);
  if (raw === undefined) return fallback;
  if (!(choices as readonly string[]).includes(raw)) {
    throw new ConfigError(`${name} must be one of ${choices.join(', ')}, got "${raw}"`);
  }
  return raw as T;
}

/** A temperature variable: a number from 0 to 2, "none" (send none), or unset (undefined). */
function readTemperature(name: string, text: string | undefined): number | 'none' | undefined {
  if (text === undefined) return undefined;
  if (text === 'none') return 'none';
  const value = Number(text);
  if (!(value >= 0 && value <= 2)) {
    throw new ConfigError(`${name} must be a number from 0 to 2 or "none", got "${text}"`);
  }
  return value;
}

function readJsonObject(name: string, text: string | undefined, what: string): Record<string, unknown> {
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ConfigError(`${name} must be a JSON object ${what}`);
  }
  return parsed as Record<string, unknown>;
}

function readLLMConfig(env: NodeJS.ProcessEnv, baseUrl: string): LLMConfig {
  try {
    new URL(baseUrl);
  } catch {
    throw new ConfigError(`LLM_BASE_URL must be a URL such as https://api.openai.com/v1, got "${baseUrl}"`);
  }
  const model = readString(env, 'LLM_MODEL');
  if (!model) throw new ConfigError('LLM_MODEL must name the model when LLM_BASE_URL is set');
  const temperature = readTemperature('LLM_TEMPERATURE', readString(env, 'LLM_TEMPERATURE'));
  // LLM_MAX_TOKENS is the older name: it still sets the cap of every operation, below the new name.
  const maxOutputText = readString(env, 'LLM_MAX_OUTPUT_TOKENS');
  const maxTokens =
    maxOutputText !== undefined
      ? readInteger(env, 'LLM_MAX_OUTPUT_TOKENS', 0, 0)
      : readString(env, 'LLM_MAX_TOKENS') !== undefined
        ? readInteger(env, 'LLM_MAX_TOKENS', 0, 0)
        : undefined;
  const responseBytes = readInteger(env, 'LLM_MAX_RESPONSE_BYTES', 0, 0);
  const headers = readJsonObject(
    'LLM_EXTRA_HEADERS',
    readString(env, 'LLM_EXTRA_HEADERS'),
    'of header names to strings',
  );
  if (!Object.values(headers).every((value) => typeof value === 'string')) {
    throw new ConfigError('LLM_EXTRA_HEADERS must be a JSON object of header names to strings');
  }
  const extraBody = readJsonObject(
    'LLM_EXTRA_BODY',
    readString(env, 'LLM_EXTRA_BODY'),
    'of request body fields',
  );
  const reserved = RESERVED_BODY_KEYS.filter((key) => key in extraBody);
  if (reserved.length > 0) {
    throw new ConfigError(`LLM_EXTRA_BODY must not set ${reserved.join(', ')}: the service sets them`);
  }
  const reasoningEffort = readString(env, 'LLM_REASONING_EFFORT');
  if (reasoningEffort !== undefined && !/^[a-z]{1,16}$/.test(reasoningEffort)) {
    throw new ConfigError(
      `LLM_REASONING_EFFORT must be a word such as low, medium or high, got "${reasoningEffort}"`,
    );
  }
  // Each variable named in full: docs/deploy.md's table is checked against the names read here.
  const operationSettings = (
    operation: LLMOperationName,
    ownModel: string | undefined,
    ownTemperature: string | undefined,
  ): LLMOperationSettings => {
    const own = readTemperature(`LLM_TEMPERATURE_${operation.toUpperCase()}`, ownTemperature) ?? temperature;
    const defaultCap = DEFAULT_LLM_MAX_OUTPUT_TOKENS[operation];
    const cap = maxTokens === undefined ? defaultCap : maxTokens === 0 ? undefined : maxTokens;
    return {
      model: ownModel ?? model,
      temperature: own === undefined ? DEFAULT_LLM_TEMPERATURE[operation] : own === 'none' ? undefined : own,
      temperatureIsDefault: own === undefined && DEFAULT_LLM_TEMPERATURE[operation] !== undefined,
      maxOutputTokens: cap,
      maxResponseBytes: responseBytes || (cap ?? defaultCap) * LLM_RESPONSE_BYTES_PER_TOKEN,
    };
  };
  return {
    baseUrl,
    apiKey: readString(env, 'LLM_API_KEY'),
    model,
    temperature: temperature === 'none' ? undefined : temperature,
    maxTokens,
    operations: {
      outline: operationSettings(
        'outline',
        readString(env, 'LLM_MODEL_OUTLINE'),
        readString(env, 'LLM_TEMPERATURE_OUTLINE'),
      ),
      optimize: operationSettings(
        'optimize',
        readString(env, 'LLM_MODEL_OPTIMIZE'),
        readString(env, 'LLM_TEMPERATURE_OPTIMIZE'),
      ),
      content: operationSettings(
        'content',
        readString(env, 'LLM_MODEL_CONTENT'),
        readString(env, 'LLM_TEMPERATURE_CONTENT'),
      ),
    },
    tokenParameter: readChoice(
      env,
      'LLM_TOKEN_PARAMETER',
      ['max_tokens', 'max_completion_tokens', 'auto'],
      'auto',
    ),
    reasoningEffort,
    extraBody,
    extraHeaders: headers as Record<string, string>,
    connectTimeoutMs: readInteger(env, 'LLM_CONNECT_TIMEOUT_MS', 10_000, 1),
    firstTokenTimeoutMs: readInteger(env, 'LLM_FIRST_TOKEN_TIMEOUT_MS', 30_000, 1),
    thinkTimeoutMs: readInteger(env, 'LLM_THINK_TIMEOUT_MS', 90_000, 1),
    requestTimeoutMs: readInteger(env, 'LLM_TIMEOUT_MS', 180_000, 1),
    maxRetries: readInteger(env, 'LLM_MAX_RETRIES', 2, 0),
    jsonMode: readChoice(env, 'LLM_JSON_MODE', ['auto', 'schema', 'object', 'prompt'], 'auto'),
    fallback: readChoice(env, 'LLM_FALLBACK', ['builtin', 'none'], 'none'),
    maxConcurrency: readInteger(env, 'LLM_MAX_CONCURRENCY', 16, 1),
    maxPerKey: readInteger(env, 'LLM_MAX_PER_KEY', 4, 1),
    queueWaitMs: readInteger(env, 'LLM_QUEUE_WAIT_MS', 5_000, 0),
    // About 6,000 tokens: a long resume as the service outlines it, far below any context window.
    maxInputChars: readInteger(env, 'LLM_MAX_INPUT_CHARS', 24_000, 1_000),
  };
}

/** The names proxy-addr (Fastify's trustProxy) accepts for ranges, besides addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: the reverse proxies' addresses or CIDRs (or loopback / linklocal / uniquelocal). The
 * client's address is then the right-most X-Forwarded-For entry not added by one of them, which a
 * client cannot forge. `true` (trust every hop, so the left-most entry, the one the client wrote) is
 * refused: with it anyone could pick the address a per-address limit blocks.
 */
function readTrustProxy(raw: string | undefined): false | string[] {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true') {
    throw new ConfigError(
      'TRUST_PROXY=true would take the client address from whatever X-Forwarded-For the client sends; ' +
        "set it to the reverse proxy's own address or CIDR instead (for example TRUST_PROXY=10.0.0.5 or 172.30.0.0/24).",
    );
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  for (const entry of entries) {
    if (!isProxyAddress(entry)) {
      throw new ConfigError(
        `TRUST_PROXY: "${entry}" is not an IP address, a CIDR (10.0.0.0/8) or one of loopback, linklocal, uniquelocal.`,
      );
    }
  }
  return entries;
}

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * One PDF worker per core, so one slow render never holds every worker, up to four: each may hold
 * hundreds of MB while it renders (docs/deploy.md), and four clear far more exports than one
 * instance is asked for.
 */
export const MAX_DEFAULT_EXPORT_WORKERS = 4;

function defaultExportWorkers(): number {
  return Math.max(1, Math.min(MAX_DEFAULT_EXPORT_WORKERS, availableParallelism()));
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Readonly<Config> {
  const llmBaseUrl = readString(env, 'LLM_BASE_URL');
  const generationTimeoutMs = readInteger(env, 'GENERATION_TIMEOUT_MS', 120_000, 1);
  const config: Config = {
    port: readInteger(env, 'PORT', 8080),
    host: readString(env, 'HOST') ?? '127.0.0.1',
    // npm runs workspace scripts inside the package; a relative DATA_DIR means the caller's directory.
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), readString(env, 'DATA_DIR') ?? './data'),
    databaseUrl: readString(env, 'DATABASE_URL'),
    databasePoolSize: readInteger(env, 'DATABASE_POOL_SIZE', 10, 1),
    // The store's queries take milliseconds: seconds of silence mean a server that is not answering.
    // The client's limit is the longer, so a server that is merely slow cancels the statement itself
    // and the connection survives. Same defaults as postgres-database.ts.
    databaseConnectTimeoutMs: readInteger(env, 'DATABASE_CONNECT_TIMEOUT_MS', 5_000, 100),
    databaseStatementTimeoutMs: readInteger(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 5_000, 0),
    databaseQueryTimeoutMs: readInteger(env, 'DATABASE_QUERY_TIMEOUT_MS', 6_000, 100),
    contentLeaseMs: readInteger(env, 'CONTENT_LEASE_MS', 10_000, 100),
    contentFollowPollMs: readInteger(env, 'CONTENT_FOLLOW_POLL_MS', 200, 10),
    redisUrl: readString(env, 'REDIS_URL'),
    redisKeyPrefix: readString(env, 'REDIS_KEY_PREFIX') ?? 'resume:',
    redisCommandTimeoutMs: readInteger(env, 'REDIS_COMMAND_TIMEOUT_MS', 500, 10),
    envApiKeys: (env.RESUME_API_KEYS ?? '')
      .split(',')
      .map((key) => key.trim())
      .filter((key) => key.length > 0),
    llm: llmBaseUrl ? readLLMConfig(env, llmBaseUrl) : undefined,
    rateLimitPerMinute: readInteger(env, 'RATE_LIMIT_PER_MINUTE', 120, 1),
    streamsPerKey: readInteger(env, 'STREAMS_PER_KEY', 20, 1),
    retentionDays: readInteger(env, 'RETENTION_DAYS', 30, 1),
    bodyLimitBytes: readInteger(env, 'BODY_LIMIT_BYTES', 15 * MiB, 1024),
    // A 65,536-character outline escaped as \uXXXX is 393,216 bytes: 1 MiB holds any valid task.
    jsonBodyLimitBytes: readInteger(env, 'JSON_BODY_LIMIT_BYTES', 1 * MiB, 1024),
    requestTimeoutMs: readInteger(env, 'REQUEST_TIMEOUT_MS', 30_000, 100),
    // Above the LLM provider probe's own 2 s (llm-generator.ts): a provider slow to fail is then
    // reported by the generator itself (ready with the built-in fallback), not cut short here.
    readinessTimeoutMs: readInteger(env, 'READINESS_TIMEOUT_MS', 3_000, 100),
    headersTimeoutMs: readInteger(env, 'HEADERS_TIMEOUT_MS', 10_000, 100),
    // Longer than the usual load balancer idle timeout (60 s), so the balancer closes first.
    keepAliveTimeoutMs: readInteger(env, 'KEEP_ALIVE_TIMEOUT_MS', 72_000, 100),
    maxConnections: readInteger(env, 'MAX_CONNECTIONS', 16_384, 1),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    authFailuresPerMinute: readInteger(env, 'AUTH_FAILURES_PER_MINUTE', 30, 1),
    uploadLimitBytes: readInteger(env, 'UPLOAD_LIMIT_BYTES', 10 * MiB, 1),
    maxPdfPages: readInteger(env, 'MAX_PDF_PAGES', 50, 1),
    maxExpandedBytes: readInteger(env, 'MAX_EXPANDED_BYTES', 50 * MiB, 1),
    maxZipEntries: readInteger(env, 'MAX_ZIP_ENTRIES', 2000, 1),
    // Parsed XML costs about sixty times its size; 8 MiB stays far inside a reading worker's 1 GiB heap.
    maxMarkupBytes: readInteger(env, 'MAX_MARKUP_BYTES', 8 * MiB, 1024),
    // Fifty full pages of dense Chinese or English are under 150,000 characters.
    maxTextChars: readInteger(env, 'MAX_TEXT_CHARS', 200_000, 1),
    parseTimeoutMs: readInteger(env, 'PARSE_TIMEOUT_MS', 20_000, 1),
    exportWorkers: readInteger(env, 'EXPORT_WORKERS', defaultExportWorkers(), 1),
    // A render takes 10–40 ms in a warm worker: sixteen waiting is under a second of work.
    exportQueuePerWorker: readInteger(env, 'EXPORT_QUEUE_PER_WORKER', 16, 0),
    exportQueuePerKey: readInteger(env, 'EXPORT_QUEUE_PER_KEY', 2, 0),
    generationTimeoutMs,
    pingIntervalMs: readInteger(env, 'SSE_PING_MS', 15_000, 10),
    // A socket silent past the generation limit (plus a margin for the answer) serves nobody.
    idleTimeoutMs: readInteger(env, 'IDLE_TIMEOUT_MS', generationTimeoutMs + 30_000, 100),
    shutdownGraceMs: readInteger(env, 'SHUTDOWN_GRACE_MS', 10_000, 0),
    logLevel: readString(env, 'LOG_LEVEL') ?? 'info',
  };
  return Object.freeze(config);
}
