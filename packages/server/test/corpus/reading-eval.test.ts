// The reading eval on a small deterministic slice of the generated corpus (SLICE_PER_TEMPLATE documents
// per template, every format): no held-out figure may fall more than 2 points below baseline-slice.json.
// Re-record with `node --import tsx test/corpus/eval-reading.ts --record-slice` after an intended change.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { createUploadParser } from '../../src/reading/readers.ts';
import type { UploadParser } from '../../src/reading/resume-reader.ts';
import {
  BASELINE_SLICE_FILE,
  type Baseline,
  readCorpus,
  regressions,
  SLICE_PER_TEMPLATE,
  TOLERANCE_POINTS,
} from './eval-reading.ts';
import { DEFAULT_SEED, generateCorpus } from './generate.ts';
import { scoreOutcomes } from './score.ts';
import { TEMPLATES } from './templates/index.ts';

let parser: UploadParser;
before(() => {
  parser = createUploadParser({ poolSize: 2 });
});
after(async () => {
  await parser.close();
});

test('held-out reading figures on the corpus slice stay within 2 points of baseline-slice.json', {
  timeout: 120_000,
}, async () => {
  assert.ok(existsSync(BASELINE_SLICE_FILE), 'baseline-slice.json exists (eval-reading.ts --record-slice)');
  const baseline = JSON.parse(readFileSync(BASELINE_SLICE_FILE, 'utf8')) as Baseline;
  assert.equal(baseline.perTemplate, SLICE_PER_TEMPLATE);
  assert.equal(baseline.seed, DEFAULT_SEED);

  const documents = await generateCorpus({ seed: DEFAULT_SEED, perTemplate: SLICE_PER_TEMPLATE });
  assert.equal(documents.length, TEMPLATES.length * SLICE_PER_TEMPLATE);
  for (const template of TEMPLATES) {
    const formats = new Set(documents.filter((d) => d.template === template.id).map((d) => d.format));
    assert.deepEqual(
      [...formats].sort(),
      [...template.formats].sort(),
      `${template.id}: every format in the slice`,
    );
  }

  const report = scoreOutcomes(await readCorpus(documents, parser));
  assert.deepEqual(
    report.heldOut.map((g) => g.group),
    baseline.heldOut.map((g) => g.group),
  );
  assert.deepEqual(
    regressions(report, baseline),
    [],
    `held-out figures more than ${TOLERANCE_POINTS} points below`,
  );
});
