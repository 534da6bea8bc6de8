// A bullet's opening verb in the past tense, for an earlier job; a line opening with any other word is left alone.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { inPastTense } from '../../src/generation/past-tense.ts';

test('an opening verb takes the past tense; a word that is no verb this module knows is left as typed', () => {
  assert.equal(inPastTense('Lead a team of 4'), 'Led a team of 4');
  for (const line of ['Constructor of the site office', 'toString helper for logs', 'Valueof nothing'])
    assert.equal(inPastTense(line), line);
});
