// The limiter seams: one contract for the in-memory and Redis implementations, then what only
// Redis does: counts shared between instances, leases that free a crashed instance's slots.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { MemoryConcurrencyLimiter } from '../../src/limits/memory-concurrency-limiter.ts';
import {
  MemoryFailureLimiter,
  MemoryRateLimiter,
  MemoryStreamLimiter,
} from '../../src/limits/memory-rate-limiter.ts';
import { RedisConcurrencyLimiter } from '../../src/limits/redis-concurrency-limiter.ts';
import { RedisConnection } from '../../src/limits/redis-connection.ts';
import { RedisFailureLimiter } from '../../src/limits/redis-failure-limiter.ts';
import { RedisRateLimiter } from '../../src/limits/redis-rate-limiter.ts';
import { RedisStreamLimiter } from '../../src/limits/redis-stream-limiter.ts';
import { limiterContract } from './limiter-contract.ts';
import { inspector, REDIS_URL, redisSkipReason, uniquePrefix, waitFor } from './redis-kit.ts';

const skip = await redisSkipReason();
const silent = { warn: () => {}, info: () => {} };

function connect(prefix: string): RedisConnection {
  return new RedisConnection({ url: REDIS_URL, keyPrefix: prefix, commandTimeoutMs: 1000, logger: silent });
}

describe('in-memory limiters', () => {
  limiterContract(() => ({
    rate: (perMinute) => new MemoryRateLimiter(perMinute),
    streams: (perKey) => new MemoryStreamLimiter(perKey),
    failures: (perMinute) => new MemoryFailureLimiter(perMinute),
    concurrency: (overall, perKey) => new MemoryConcurrencyLimiter(overall, perKey),
  }));
});

describe('Redis limiters', { skip }, () => {
  const prefix = uniquePrefix();
  let connection: RedisConnection;
  before(async () => {
    connection = connect(prefix);
    assert.ok(await connection.waitUntilReady(3000), 'connected to Redis');
  });
  after(async () => {
    await connection.close();
    await inspector(prefix).cleanUp();
  });

  limiterContract(() => ({
    rate: (perMinute) => new RedisRateLimiter(connection, perMinute),
    streams: (perKey) => new RedisStreamLimiter(connection, perKey),
    failures: (perMinute) => new RedisFailureLimiter(connection, perMinute),
    concurrency: (overall, perKey) => new RedisConcurrencyLimiter(connection, overall, perKey),
  }));
});

describe('Redis limiters shared by instances', { skip }, () => {
  const prefix = uniquePrefix();
  const connections: RedisConnection[] = [];
  const instance = () => {
    const connection = connect(prefix);
    connections.push(connection);
    return connection;
  };
  let look: ReturnType<typeof inspector>;
  before(async () => {
    look = inspector(prefix);
  });
  after(async () => {
    await Promise.all(connections.map((connection) => connection.close()));
    await look.cleanUp();
  });

  test('keys are stored under the prefix and expire with their window or lease', async () => {
    const connection = instance();
    await connection.waitUntilReady(3000);
    await new RedisRateLimiter(connection, 5).hit('someone', Date.now());
    const release = await new RedisStreamLimiter(connection, 5).acquire('someone');
    const keys = (await look.keys(`${prefix}*`)).sort();
    assert.deepEqual(keys, [`${prefix}rate:someone`, `${prefix}streams:someone`]);
    const ttl = await look.pttl('rate:someone');
    assert.ok(ttl > 55_000 && ttl <= 60_000, `rate window expires with the minute (${ttl} ms)`);
    assert.ok((await look.pttl('streams:someone')) > 0, 'the stream set expires with its newest lease');
    release?.();
  });

  test('LLM caps count the slots of every instance', async () => {
    const [a, b] = [instance(), instance()];
    await Promise.all([a.waitUntilReady(3000), b.waitUntilReady(3000)]);
    const first = new RedisConcurrencyLimiter(a, 2, 1);
    const second = new RedisConcurrencyLimiter(b, 2, 1);
    const signal = new AbortController().signal;
    const held = await first.acquire('x', 0, signal);
    assert.equal(typeof held, 'function');
    assert.equal(await second.acquire('x', 40, signal), 'per-key', 'the key is busy on the other instance');
    const other = await second.acquire('y', 0, signal);
    assert.equal(typeof other, 'function');
    assert.equal(await first.acquire('z', 40, signal), 'overall');
    // A slot freed on one instance reaches a request waiting on the other.
    const waiting = second.acquire('x', 5000, signal);
    setTimeout(() => (held as () => void)(), 50);
    const granted = await waiting;
    assert.equal(typeof granted, 'function');
    (granted as () => void)();
    (other as () => void)();
  });

  test("a live holder keeps its stream slot past the lease; a crashed instance's slots free themselves", async () => {
    const [a, b] = [instance(), instance()];
    await Promise.all([a.waitUntilReady(3000), b.waitUntilReady(3000)]);
    const leaseMs = 300;
    const onA = new RedisStreamLimiter(a, 1, { leaseMs });
    const onB = new RedisStreamLimiter(b, 1, { leaseMs });
    const held = await onA.acquire('owner');
    assert.ok(held);
    await new Promise((resolve) => setTimeout(resolve, leaseMs * 3));
    assert.equal(await onB.acquire('owner'), undefined, 'the refreshed lease still holds the slot');
    // Instance A dies: its connection drops and nothing releases or refreshes its slot again.
    a.client.disconnect();
    await waitFor(async () => {
      const release = await onB.acquire('owner');
      release?.();
      return release !== undefined;
    }, 'the dead instance lease to run out');
    held();
  });
});
