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
    'Tore down and rebuilt 2 pumps',
    'Reran 80 negative exomes with a new pipeline',
    'Hand-wrote 40 letters a month',
    'Re-taught the unit after the test',
    'Principles of Marketing project: surveyed 200 shoppers',
    'Beam, column and connection welds delivered on schedule',
  ])
    assert.equal(asDeliverable(kept), kept);
});

test('a name opening a noun phrase keeps its capitals; a verb behind a prefix takes the past tense', () => {
  assert.equal(
    asDeliverable('Redis inventory holds that kept zero oversells'),
    'Delivered Redis inventory holds that kept zero oversells',
  );
  assert.equal(
    asDeliverable('Operations Management project mapping a supply chain'),
    'Delivered Operations Management project mapping a supply chain',
  );
  assert.equal(asDeliverable('Standard work for Lean cells'), 'Delivered standard work for Lean cells');
  assert.equal(inPastTense('Reroute 45 buses a day'), 'Rerouted 45 buses a day');
  assert.equal(inPastTense('Overtime of 30 hours a month'), 'Overtime of 30 hours a month');
});
