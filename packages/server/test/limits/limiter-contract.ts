// One contract suite per limiter seam, run against the in-memory and the Redis implementations.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import type { ConcurrencyLimiter } from '../../src/limits/concurrency-limiter.ts';
import type { FailureLimiter, RateLimiter, StreamLimiter } from '../../src/limits/rate-limiter.ts';

/** Makes a limiter with the given limits; every test uses owners of its own. */
export interface LimiterFactories {
  rate(perMinute: number): RateLimiter;
  streams(perKey: number): StreamLimiter;
  failures(perMinute: number): FailureLimiter;
  concurrency(maxOverall: number, maxPerKey: number): ConcurrencyLimiter;
}

const owner = () => `owner-${randomUUID()}`;

export function limiterContract(make: () => LimiterFactories): void {
  test('rate: the limit per owner, with remaining count, reset and window; other owners unaffected', async () => {
    const limiter = make().rate(3);
    const [first, second] = [owner(), owner()];
    const decisions = [];
    for (let index = 0; index < 4; index += 1) decisions.push(await limiter.hit(first, Date.now()));
    assert.deepEqual(
      decisions.map((decision) => [decision.allowed, decision.remaining, decision.limit]),
      [
        [true, 2, 3],
        [true, 1, 3],
        [true, 0, 3],
        [false, 0, 3],
      ],
    );
    for (const decision of decisions) {
      assert.equal(decision.windowSeconds, 60);
      assert.ok(decision.resetSeconds >= 1 && decision.resetSeconds <= 60, String(decision.resetSeconds));
    }
    assert.equal((await limiter.hit(second, Date.now())).remaining, 2);
  });

  test('streams: at most the limit open per owner; a release frees exactly one slot, once', async () => {
    const limiter = make().streams(2);
    const [first, second] = [owner(), owner()];
    const a = await limiter.acquire(first);
    const b = await limiter.acquire(first);
    assert.ok(a && b);
    assert.equal(await limiter.acquire(first), undefined);
    assert.ok(await limiter.acquire(second), 'another owner has its own slots');
    a();
    a();
    assert.ok(await limiter.acquire(first), 'the released slot is free again');
    assert.equal(await limiter.acquire(first), undefined, 'releasing twice freed one slot only');
    b();
  });

  test('failures: an address is blocked after the limit, for at most the window; others are not', async () => {
    const limiter = make().failures(2);
    const [address, other] = [owner(), owner()];
    assert.equal(await limiter.blockedFor(address, Date.now()), 0);
    await limiter.recordFailure(address, Date.now());
    assert.equal(await limiter.blockedFor(address, Date.now()), 0);
    await limiter.recordFailure(address, Date.now());
    const wait = await limiter.blockedFor(address, Date.now());
    assert.ok(wait >= 1 && wait <= 60, String(wait));
    assert.equal(await limiter.blockedFor(other, Date.now()), 0);
  });

  test('concurrency: per-key and overall caps refuse after the wait; a release hands the slot to a waiter', async () => {
    const limiter = make().concurrency(2, 1);
    const signal = new AbortController().signal;
    const [x, y, z] = [owner(), owner(), owner()];
    const first = await limiter.acquire(x, 0, signal);
    assert.equal(typeof first, 'function');
    assert.equal(await limiter.acquire(x, 30, signal), 'per-key');
    const second = await limiter.acquire(y, 0, signal);
    assert.equal(typeof second, 'function');
    assert.equal(await limiter.acquire(z, 30, signal), 'overall');

    const waiting = limiter.acquire(x, 5000, signal);
    setTimeout(() => (first as () => void)(), 50);
    const granted = await waiting;
    assert.equal(typeof granted, 'function', 'the waiter got the freed slot');
    (granted as () => void)();
    (second as () => void)();
  });

  test('concurrency: a waiter whose request is aborted stops waiting with the abort reason', async () => {
    const limiter = make().concurrency(1, 1);
    const x = owner();
    const held = await limiter.acquire(x, 0, new AbortController().signal);
    const controller = new AbortController();
    const waiting = limiter.acquire(owner(), 5000, controller.signal);
    const reason = new Error('client left');
    setTimeout(() => controller.abort(reason), 30);
    await assert.rejects(waiting, (error) => error === reason);
    (held as () => void)();
  });
}
