// docs/deploy.md's settings table names exactly the environment variables src/config.ts reads, each once.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { test } from 'node:test';
import { loadConfig, MAX_DEFAULT_EXPORT_WORKERS } from '../../src/config.ts';

const root = new URL('../../../../', import.meta.url);
const configSource = readFileSync(new URL('packages/server/src/config.ts', root), 'utf8');
const deployDoc = readFileSync(new URL('docs/deploy.md', root), 'utf8');

/** Every `readString/readInteger/readChoice(env, 'NAME'` and every `env.NAME` of config.ts. */
function variablesReadByConfig(): string[] {
  const names = new Set<string>();
  for (const match of configSource.matchAll(/\bread(?:String|Integer|Choice)\(\s*env,\s*'([A-Z0-9_]+)'/g)) {
    names.add(match[1]!);
  }
  for (const match of configSource.matchAll(/\benv\.([A-Z0-9_]+)\b/g)) names.add(match[1]!);
  return [...names].sort();
}

/** The first cell of each row of the table under `## Settings`. */
function variablesInSettingsTable(): string[] {
  const section = deployDoc.split(/^## Settings$/m)[1];
  assert.ok(section, 'docs/deploy.md has a "## Settings" section');
  const body = section.split(/^## /m)[0]!;
  return body
    .split('\n')
    .filter((line) => /^\| `[A-Z0-9_]+` \|/.test(line))
    .map((line) => line.match(/^\| `([A-Z0-9_]+)` \|/)![1]!);
}

test('the settings table of docs/deploy.md names every variable config.ts reads, and nothing else', () => {
  const read = variablesReadByConfig();
  const documented = variablesInSettingsTable();
  assert.ok(read.length > 40, `found the variables of config.ts (${read.length})`);
  assert.equal(new Set(documented).size, documented.length, 'each variable once');
  assert.deepEqual([...documented].sort(), read);
});

test('the defaults the table gives for plain numbers are the ones config.ts applies', () => {
  // Only the LLM settings need LLM_BASE_URL and LLM_MODEL to be read at all.
  const config = loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:1/v1', LLM_MODEL: 'any' });
  const documentedDefault = (name: string): number => {
    const row = deployDoc.split('\n').find((line) => line.startsWith(`| \`${name}\` |`));
    const cell = row?.match(/^\| `[A-Z0-9_]+` \| `(\d+)`/);
    assert.ok(cell, `${name} has a number as its documented default`);
    return Number(cell[1]);
  };
  const expected: [string, number][] = [
    ['PORT', config.port],
    ['DATABASE_POOL_SIZE', config.databasePoolSize],
    ['DATABASE_CONNECT_TIMEOUT_MS', config.databaseConnectTimeoutMs],
    ['DATABASE_STATEMENT_TIMEOUT_MS', config.databaseStatementTimeoutMs],
    ['DATABASE_QUERY_TIMEOUT_MS', config.databaseQueryTimeoutMs],
    ['CONTENT_LEASE_MS', config.contentLeaseMs],
    ['CONTENT_FOLLOW_POLL_MS', config.contentFollowPollMs],
    ['REDIS_COMMAND_TIMEOUT_MS', config.redisCommandTimeoutMs],
    ['RATE_LIMIT_PER_MINUTE', config.rateLimitPerMinute],
    ['STREAMS_PER_KEY', config.streamsPerKey],
    ['AUTH_FAILURES_PER_MINUTE', config.authFailuresPerMinute],
    ['RETENTION_DAYS', config.retentionDays],
    ['BODY_LIMIT_BYTES', config.bodyLimitBytes],
    ['JSON_BODY_LIMIT_BYTES', config.jsonBodyLimitBytes],
    ['UPLOAD_LIMIT_BYTES', config.uploadLimitBytes],
    ['MAX_PDF_PAGES', config.maxPdfPages],
    ['MAX_EXPANDED_BYTES', config.maxExpandedBytes],
    ['MAX_ZIP_ENTRIES', config.maxZipEntries],
    ['MAX_MARKUP_BYTES', config.maxMarkupBytes],
    ['MAX_TEXT_CHARS', config.maxTextChars],
    ['PARSE_TIMEOUT_MS', config.parseTimeoutMs],
    ['EXPORT_QUEUE_PER_WORKER', config.exportQueuePerWorker],
    ['EXPORT_QUEUE_PER_KEY', config.exportQueuePerKey],
    ['GENERATION_TIMEOUT_MS', config.generationTimeoutMs],
    ['REQUEST_TIMEOUT_MS', config.requestTimeoutMs],
    ['READINESS_TIMEOUT_MS', config.readinessTimeoutMs],
    ['HEADERS_TIMEOUT_MS', config.headersTimeoutMs],
    ['KEEP_ALIVE_TIMEOUT_MS', config.keepAliveTimeoutMs],
    ['MAX_CONNECTIONS', config.maxConnections],
    ['SSE_PING_MS', config.pingIntervalMs],
    ['SHUTDOWN_GRACE_MS', config.shutdownGraceMs],
    ['LLM_CONNECT_TIMEOUT_MS', config.llm!.connectTimeoutMs],
    ['LLM_FIRST_TOKEN_TIMEOUT_MS', config.llm!.firstTokenTimeoutMs],
    ['LLM_THINK_TIMEOUT_MS', config.llm!.thinkTimeoutMs],
    ['LLM_TIMEOUT_MS', config.llm!.requestTimeoutMs],
    ['LLM_MAX_RETRIES', config.llm!.maxRetries],
    ['LLM_MAX_CONCURRENCY', config.llm!.maxConcurrency],
    ['LLM_MAX_PER_KEY', config.llm!.maxPerKey],
    ['LLM_QUEUE_WAIT_MS', config.llm!.queueWaitMs],
  ];
  for (const [name, value] of expected) assert.equal(documentedDefault(name), value, name);
});

test('EXPORT_WORKERS defaults to the cores, at most the documented number', () => {
  const row = deployDoc.split('\n').find((line) => line.startsWith('| `EXPORT_WORKERS` |'));
  const cap = Number(row?.match(/^\| `EXPORT_WORKERS` \| the cores, at most `(\d+)` \|/)?.[1]);
  assert.equal(cap, MAX_DEFAULT_EXPORT_WORKERS);
  assert.equal(loadConfig({}).exportWorkers, Math.max(1, Math.min(cap, availableParallelism())));
});
