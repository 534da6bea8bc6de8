// How titles are read before matching: plurals, job-board abbreviations and one or two typing slips.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { matchJob } from '../../src/knowledge/match-job.ts';
import { canonicalWord, SpellingIndex } from '../../src/knowledge/title-spelling.ts';

test('plurals read as singulars, but not acronyms or plurals with a meaning of their own', () => {
  assert.equal(canonicalWord('engineers'), 'engineer');
  assert.equal(canonicalWord('secretaries'), 'secretary');
  assert.equal(canonicalWord('coaches'), 'coach');
  for (const kept of ['cnas', 'business', 'analysis', 'logistics', 'campus', 'securities', 'sales'])
    assert.equal(canonicalWord(kept), kept);
  assert.equal(canonicalWord('mgr'), 'manager');
  assert.equal(canonicalWord('eng'), 'engineer');
});

test('a misspelt word is read as the one known word one or two slips away; short or ambiguous words are left alone', () => {
  const index = new SpellingIndex();
  for (const word of [
    'software',
    'architect',
    'accountant',
    'interpreter',
    'janitor',
    'masseuse',
    'nurse',
    'purse',
  ])
    index.addWord(word);
  assert.equal(index.correct('sofware'), 'software');
  assert.equal(index.correct('softwear'), 'software');
  assert.equal(index.correct('archetect'), 'architect');
  assert.equal(index.correct('acountant'), 'accountant');
  assert.equal(index.correct('interpretor'), 'interpreter');
  assert.equal(index.correct('massuese'), 'masseuse');
  assert.equal(index.correct('janiter'), 'janitor');
  assert.equal(index.correct('nurze'), 'nurse');
  assert.equal(
    index.correct('xurse'),
    undefined,
    'nurse and purse are equally near, and the first letter differs',
  );
  assert.equal(index.correct('engr'), undefined, 'too short to guess');
});

test('between words one slip away, a letter left out comes first, then two letters swapped, then the commoner word', () => {
  const index = new SpellingIndex();
  // "layer" is the commoner word (brick layer, carpet layer…), yet "Lawer" is a lawyer with its y left out.
  for (const word of ['layer', 'layer', 'layer', 'lawyer', 'guard', 'gourd', 'gourd', 'gourd'])
    index.addWord(word);
  assert.equal(index.correct('lawer'), 'lawyer');
  // Two neighbouring letters swapped beats one letter changed: "Gaurd" is a guard, not a gourd.
  assert.equal(index.correct('gaurd'), 'guard');
  assert.equal(matchJob('Lawer')?.family.id, 'lawyer');
});

test('two slips are forgiven in a long word when they keep how it sounds, never when they make another word', () => {
  const index = new SpellingIndex();
  for (const word of ['technician', 'maintenance', 'electrician', 'projection', 'barkeeper', 'horologist'])
    index.addWord(word);
  assert.equal(index.correct('technition'), 'technician');
  assert.equal(index.correct('maintainance'), 'maintenance');
  assert.equal(index.correct('electrition'), 'electrician');
  assert.equal(
    index.correct('production'),
    undefined,
    'a real word two letters from another is not a slip of it',
  );
  assert.equal(index.correct('beekeeper'), undefined);
  assert.equal(index.correct('herbologist'), undefined);
});

test('a family is found through plurals and slips', () => {
  assert.equal(matchJob('HVAC Technition')?.family.id, 'hvac-technician');
  assert.equal(matchJob('Registered Nurses')?.family.id, matchJob('Registered Nurse')?.family.id);
  assert.ok(matchJob('Registered Nurse'));
  assert.equal(matchJob('Acountant')?.family.id, matchJob('Accountant')?.family.id);
  assert.ok(matchJob('Accountant'));
});
