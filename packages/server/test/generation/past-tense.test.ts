// A bullet's opening verb in the past tense, for an earlier job; a line opening with any other word is left alone.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { asDeliverable, inPastTense } from '../../src/generation/past-tense.ts';

test('an opening verb takes the past tense; a word that is no verb this module knows is left as typed', () => {
  assert.equal(inPastTense('Lead a team of 4'), 'Led a team of 4');
  for (const line of ['Constructor of the site office', 'toString helper for logs', 'Valueof nothing'])
    assert.equal(inPastTense(line), line);
});

test("a project's noun-phrase description is said as what the person delivered; a line with its own verb is kept", () => {
  assert.equal(
    asDeliverable(
      'Asthma action plans and stock inhalers in 6 schools that cut 911 calls from 9 to 2 a year',
    ),
    'Delivered asthma action plans and stock inhalers in 6 schools that cut 911 calls from 9 to 2 a year',
  );
  assert.equal(
    asDeliverable('An A/B-testing program for headlines'),
    'Delivered an A/B-testing program for headlines',
  );
  for (const kept of [
    'Broke down what drives retention',
    'Re-sequenced the line to cut changeovers',
    'Cast 60 roles for a 10-episode series',
    'HACCP plan for a new line',
    'From 12 suppliers to 5',
  ])
    assert.equal(asDeliverable(kept), kept);
});
