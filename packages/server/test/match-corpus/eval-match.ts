// `npm run eval:match`: every labelled (resume, job description) pair through the match endpoint; prints how well
// requirements are found (precision, recall), their status, and how the score separates matched from unmatched
// pairs (ROC AUC), the held-out pairs on their own lines. `--show-misses` lists the tuning pairs' misses.
import type { MatchRequirement } from '@resume/contract';
import { createTestApp } from '../helpers/test-app.ts';
import type { MatchPair } from './pair.ts';
import { HELD_OUT_PAIRS } from './pairs-heldout.ts';
import { TUNING_PAIRS } from './pairs-tuning.ts';
import { TUNING_PAIRS_2 } from './pairs-tuning-2.ts';
import { type PairScore, rocAuc, scorePairOverHttp } from './score-match.ts';

const showMisses = process.argv.includes('--show-misses');
const only = process.argv.find((argument) => argument.startsWith('--only='))?.slice('--only='.length);

const testApp = await createTestApp();
try {
  const tuning = await runPairs(
    [...TUNING_PAIRS, ...TUNING_PAIRS_2].filter((pair) => !only || pair.id.includes(only)),
  );
  const heldOut = only ? [] : await runPairs(HELD_OUT_PAIRS);
  console.log('split             pairs  precision  recall  status  AUC');
  for (const [label, results] of [
    ['tuning zh', tuning.filter((result) => result.pair.locale === 'zh-CN')],
    ['tuning en', tuning.filter((result) => result.pair.locale === 'en-US')],
    ['tuning', tuning],
    ['  of it round 2', tuning.filter((result) => /-2\d\d-/.test(result.pair.id))],
    ['held-out zh', heldOut.filter((result) => result.pair.locale === 'zh-CN')],
    ['held-out en', heldOut.filter((result) => result.pair.locale === 'en-US')],
    ['held-out', heldOut],
  ] as const) {
    if (results.length > 0) console.log(summaryLine(label, results));
  }
  printKinds(tuning, heldOut);
  if (showMisses) for (const result of tuning) printMisses(result);
} finally {
  await testApp.close();
}

async function runPairs(pairs: readonly MatchPair[]): Promise<PairScore[]> {
  const results: PairScore[] = [];
  for (const pair of pairs) results.push(await scorePairOverHttp(testApp, pair));
  return results;
}

function percent(numerator: number, denominator: number): string {
  return denominator === 0 ? '  –  ' : ((100 * numerator) / denominator).toFixed(1).padStart(5);
}

function summaryLine(label: string, results: readonly PairScore[]): string {
  const sum = (pick: (result: PairScore) => number) =>
    results.reduce((total, result) => total + pick(result), 0);
  const auc = rocAuc(
    results.map((result) => ({ score: result.report.score, positive: result.pair.matched })),
  );
  return [
    label.padEnd(16),
    String(results.length).padStart(6),
    percent(
      sum((result) => result.extractedMatched),
      sum((result) => result.extracted),
    ).padStart(10),
    percent(
      sum((result) => result.labelsFound),
      sum((result) => result.labels),
    ).padStart(7),
    percent(
      sum((result) => result.statusAgreed),
      sum((result) => result.labelsFound),
    ).padStart(7),
    auc.toFixed(3).padStart(6),
  ].join(' ');
}

function printMisses(result: PairScore): void {
  if (result.missed.length === 0 && result.spurious.length === 0 && result.statusWrong.length === 0) return;
  console.log(`\n${result.pair.id} (matched ${result.pair.matched}, score ${result.report.score})`);
  for (const label of result.missed) console.log(`  missed   ${label.group} ${label.term}`);
  for (const found of result.spurious)
    console.log(`  spurious ${found.group} ${found.name}  ← ${clip(found)}`);
  for (const { label, found } of result.statusWrong)
    console.log(
      `  status   ${label.term}: labelled ${label.status}, found ${found.status} ${found.evidence ?? ''}`,
    );
}

/** Missed labels and spurious finds by kind of requirement, tuning and held out: counts only, never what they are. */
function printKinds(tuning: readonly PairScore[], heldOut: readonly PairScore[]): void {
  const kinds = ['skill', 'certificate', 'years', 'education', 'language'];
  const kindOf = (group: string) => (group === 'hardSkill' || group === 'tool' ? 'skill' : group);
  const counts = (results: readonly PairScore[], kind: string) => {
    const labels = results
      .flatMap((result) => result.pair.requirements)
      .filter((label) => kindOf(label.group) === kind);
    const missed = results.flatMap((result) => result.missed).filter((label) => kindOf(label.group) === kind);
    const spurious = results
      .flatMap((result) => result.spurious)
      .filter((found) => kindOf(found.group) === kind);
    return `${String(missed.length).padStart(4)}/${String(labels.length).padEnd(4)} ${String(spurious.length).padStart(8)}`;
  };
  console.log('\nby kind         tuning missed  spurious   held-out missed  spurious');
  for (const kind of kinds)
    console.log(
      `${kind.padEnd(16)} ${counts(tuning, kind).padStart(22)}   ${counts(heldOut, kind).padStart(22)}`,
    );
}

function clip(found: MatchRequirement): string {
  return found.source.length > 60 ? `${found.source.slice(0, 60)}…` : found.source;
}
