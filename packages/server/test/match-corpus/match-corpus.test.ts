// In `npm test`: the match corpus is well formed, and every pair through the match endpoint keeps the figures
// `npm run eval:match` printed when they were last recorded (a drop of more than two points fails).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import type { MatchPair } from './pair.ts';
import { HELD_OUT_PAIRS } from './pairs-heldout.ts';
import { TUNING_PAIRS } from './pairs-tuning.ts';
import { TUNING_PAIRS_2 } from './pairs-tuning-2.ts';
import { type PairScore, rocAuc, scorePairOverHttp } from './score-match.ts';

/** Recorded with `npm run eval:match` when the reader last changed: precision, recall (percent) and ROC AUC. */
const RECORDED = {
  tuning: { precision: 89.1, recall: 87.9, auc: 0.959 },
  heldOut: { precision: 78.4, recall: 75.8, auc: 0.958 },
};
const TUNING = [...TUNING_PAIRS, ...TUNING_PAIRS_2];
const ALLOWED_DROP = 2;

let testApp: TestApp;
before(async () => {
  testApp = await createTestApp({ now: () => new Date('2026-11-30T00:00:00Z') });
});
after(async () => {
  await testApp.close();
});

async function scoreAll(pairs: readonly MatchPair[]): Promise<PairScore[]> {
  const scores: PairScore[] = [];
  for (const pair of pairs) scores.push(await scorePairOverHttp(testApp, pair));
  return scores;
}

function figures(scores: readonly PairScore[]) {
  const sum = (pick: (score: PairScore) => number) => scores.reduce((total, score) => total + pick(score), 0);
  return {
    precision: (100 * sum((score) => score.extractedMatched)) / sum((score) => score.extracted),
    recall: (100 * sum((score) => score.labelsFound)) / sum((score) => score.labels),
    auc: rocAuc(scores.map((score) => ({ score: score.report.score, positive: score.pair.matched }))),
  };
}

describe('match corpus', () => {
  it('is well formed: unique ids, both languages, matched and unmatched, valid labels', () => {
    const pairs = [...TUNING, ...HELD_OUT_PAIRS];
    assert.equal(new Set(pairs.map((pair) => pair.id)).size, pairs.length);
    assert.ok(pairs.length >= 60, `${pairs.length} pairs`);
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const ofLocale = pairs.filter((pair) => pair.locale === locale);
      assert.ok(ofLocale.some((pair) => pair.matched) && ofLocale.some((pair) => !pair.matched), locale);
    }
    for (const pair of pairs)
      for (const label of pair.requirements) {
        if (label.group === 'years') assert.match(label.term, /^\d+$/, pair.id);
        if (label.group === 'education')
          assert.ok(['associate', 'bachelor', 'master', 'doctorate'].includes(label.term), pair.id);
      }
  });

  it('keeps its recorded figures on the tuning and the held-out pairs', async () => {
    for (const [name, pairs, recorded] of [
      ['tuning', TUNING, RECORDED.tuning],
      ['held-out', HELD_OUT_PAIRS, RECORDED.heldOut],
    ] as const) {
      const measured = figures(await scoreAll(pairs));
      assert.ok(
        measured.precision >= recorded.precision - ALLOWED_DROP,
        `${name} precision ${measured.precision}`,
      );
      assert.ok(measured.recall >= recorded.recall - ALLOWED_DROP, `${name} recall ${measured.recall}`);
      assert.ok(measured.auc >= 0.9, `${name} ROC AUC ${measured.auc}`);
    }
  });
});
