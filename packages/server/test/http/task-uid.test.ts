// Task uids: 144 random bits each, URL-safe, never repeated, across refills of the pooled entropy.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { newTaskUid } from '../../src/http/routes/task.ts';

test('uids are tsk_ and 24 URL-safe characters, all different over several refills of the pool', () => {
  const uids = Array.from({ length: 2000 }, newTaskUid);
  for (const uid of uids) assert.match(uid, /^tsk_[A-Za-z0-9_-]{24}$/);
  assert.equal(new Set(uids).size, uids.length);
  // 144 random bits: every character position takes many values (a stuck byte would not).
  for (let position = 4; position < 28; position += 1) {
    assert.ok(new Set(uids.map((uid) => uid[position])).size > 40, `position ${position} varies`);
  }
});
