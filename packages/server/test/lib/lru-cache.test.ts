// The bounded cache of built-in outlines and done tasks: never more than its capacity, and what is
// used keeps its place while what is not goes.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { LRUCache } from '../../src/lib/lru-cache.ts';

test('holds at most its capacity, and answers what was set last for every key it still holds', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 2, max: 12 }),
      fc.array(fc.tuple(fc.constantFrom('get', 'set', 'delete'), fc.integer({ min: 0, max: 30 })), {
        maxLength: 300,
      }),
      (capacity, operations) => {
        const cache = new LRUCache<number, string>(capacity);
        const lastSet = new Map<number, string>();
        operations.forEach(([operation, key], step) => {
          if (operation === 'set') {
            cache.set(key, `v${step}`);
            lastSet.set(key, `v${step}`);
            assert.equal(cache.get(key), `v${step}`);
          } else if (operation === 'delete') {
            cache.delete(key);
            lastSet.delete(key);
            assert.equal(cache.get(key), undefined);
          } else {
            const value = cache.get(key);
            if (value !== undefined) assert.equal(value, lastSet.get(key));
          }
          assert.ok(cache.size <= capacity, `size ${cache.size} over capacity ${capacity}`);
        });
      },
    ),
  );
});

test('an entry used while others come and go stays; one never used again is dropped', () => {
  const cache = new LRUCache<string, number>(10);
  cache.set('popular', 0);
  cache.set('forgotten', 0);
  for (let index = 0; index < 100; index++) {
    cache.set(`once-${index}`, index);
    assert.equal(cache.get('popular'), 0, `after ${index} other entries`);
  }
  assert.equal(cache.get('forgotten'), undefined);
  assert.equal(cache.get('once-99'), 99);
  assert.equal(cache.get('once-0'), undefined);
  cache.clear();
  assert.equal(cache.size, 0);
  assert.equal(cache.get('popular'), undefined);
});
