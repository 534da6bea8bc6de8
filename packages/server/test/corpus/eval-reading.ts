// npm run eval:reading — measures resume reading on the generated corpus.
//
//   node --import tsx test/corpus/eval-reading.ts [--record] [--record-slice] [--seed N] [--per-template N]
//
// Generates the corpus in memory, reads every document with the service's upload parser (two workers),
// turns what it read into the label shape (toPrediction of bench/eval-parse.ts), scores, prints the tables
// and writes test/corpus/results.json.
//   --record        writes the held-out figures to test/corpus/baseline.json
//   --record-slice  runs the test's slice (SLICE_PER_TEMPLATE documents per template) and writes
//                   test/corpus/baseline-slice.json, which reading-eval.test.ts compares against
// Without a --record flag, exits 1 when a held-out figure is more than 2 points below baseline.json.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { toPrediction } from '../../../../bench/eval-parse.ts';
import { loadConfig } from '../../src/config.ts';
import { createUploadParser } from '../../src/reading/readers.ts';
import type { ReadLimits, UploadParser } from '../../src/reading/resume-reader.ts';
import { toSections } from '../../src/resume/to-sections.ts';
import { type CorpusDocument, DEFAULT_PER_TEMPLATE, DEFAULT_SEED, generateCorpus } from './generate.ts';
import type { Label } from './model.ts';
import {
  FIGURE_NAMES,
  formatReport,
  type GroupResult,
  type Outcome,
  type Report,
  scoreOutcomes,
} from './score.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const RESULTS_FILE = path.join(here, 'results.json');
export const BASELINE_FILE = path.join(here, 'baseline.json');
export const BASELINE_SLICE_FILE = path.join(here, 'baseline-slice.json');
/** The test's slice: the first documents of every template (every format of each template included). */
export const SLICE_PER_TEMPLATE = 4;
/** A held-out figure may drop this many points below the baseline before the eval fails. */
export const TOLERANCE_POINTS = 2;
/** Documents handed to the pool at once: the two workers stay busy, the queue stays short. */
const IN_FLIGHT = 4;

export interface Baseline {
  seed: number;
  perTemplate: number;
  heldOut: { group: string; documents: number; figures: GroupResult['figures'] }[];
}

/** The service's read limits (its defaults from config.ts). */
export function readLimits(): ReadLimits {
  const config = loadConfig({ DATA_DIR: '/nonexistent' });
  return {
    maxPdfPages: config.maxPdfPages,
    maxExpandedBytes: config.maxExpandedBytes,
    maxZipEntries: config.maxZipEntries,
    maxMarkupBytes: config.maxMarkupBytes,
    maxTextChars: config.maxTextChars,
    timeoutMs: config.parseTimeoutMs,
  };
}

/** Reads every document as the parse endpoint does and returns what it read in the label shape. */
export async function readCorpus(
  documents: readonly CorpusDocument[],
  parser: UploadParser,
): Promise<Outcome[]> {
  const limits = readLimits();
  const outcomes: Outcome[] = new Array(documents.length);
  let next = 0;
  const work = async () => {
    while (next < documents.length) {
      const index = next++;
      const document = documents[index] as CorpusDocument;
      const base = {
        file: document.file,
        template: document.template,
        heldOut: document.heldOut,
        locale: document.locale,
        format: document.format,
        label: document.label,
      };
      try {
        const read = await parser.read(document.bytes, document.format, limits, new AbortController().signal);
        outcomes[index] = { ...base, prediction: toPrediction(toSections(read.resume)) as Label };
      } catch (error) {
        outcomes[index] = {
          ...base,
          prediction: null,
          error: error instanceof Error ? error.message : String(error),
        };
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, work));
  return outcomes;
}

/** Generates, reads and scores a corpus; the parser is closed at the end. */
export async function evaluate(options: { seed: number; perTemplate: number }): Promise<{
  report: Report;
  outcomes: Outcome[];
}> {
  const documents = await generateCorpus(options);
  const parser = createUploadParser({ poolSize: 2 });
  try {
    const outcomes = await readCorpus(documents, parser);
    return { report: scoreOutcomes(outcomes), outcomes };
  } finally {
    await parser.close();
  }
}

export function toBaseline(report: Report, options: { seed: number; perTemplate: number }): Baseline {
  return {
    seed: options.seed,
    perTemplate: options.perTemplate,
    heldOut: report.heldOut.map((g) => ({ group: g.group, documents: g.documents, figures: g.figures })),
  };
}

/** Every held-out figure more than TOLERANCE_POINTS below the baseline, as readable lines. */
export function regressions(report: Report, baseline: Baseline): string[] {
  const found: string[] = [];
  for (const recorded of baseline.heldOut) {
    const now = report.heldOut.find((g) => g.group === recorded.group);
    if (!now) {
      found.push(`${recorded.group}: no documents in this run`);
      continue;
    }
    for (const figure of FIGURE_NAMES) {
      const before = recorded.figures[figure];
      const after = now.figures[figure];
      if (after < before - TOLERANCE_POINTS)
        found.push(`${recorded.group} ${figure}: ${after} < baseline ${before}`);
    }
  }
  return found;
}

function writeJson(file: string, value: unknown): void {
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const number = (flag: string, fallback: number) => {
    const at = args.indexOf(flag);
    return at >= 0 ? Number(args[at + 1]) : fallback;
  };
  const recordSlice = args.includes('--record-slice');
  const record = args.includes('--record');
  const options = {
    seed: number('--seed', DEFAULT_SEED),
    perTemplate: number('--per-template', recordSlice ? SLICE_PER_TEMPLATE : DEFAULT_PER_TEMPLATE),
  };
  const started = performance.now();
  const { report, outcomes } = await evaluate(options);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(formatReport(report));
  const failures = outcomes.filter((o) => o.error);
  if (failures.length) {
    console.log(
      `\n${failures.length} document(s) not read: ${failures.map((o) => `${o.file} (${o.error})`).join('; ')}`,
    );
  }
  console.log(
    `\n${outcomes.length} documents (seed ${options.seed}, ${options.perTemplate} per template) in ${seconds} s`,
  );
  writeJson(RESULTS_FILE, { ...options, seconds: Number(seconds), report });

  if (recordSlice) {
    writeJson(BASELINE_SLICE_FILE, toBaseline(report, options));
    console.log(`recorded ${path.relative(process.cwd(), BASELINE_SLICE_FILE)}`);
  }
  if (record) {
    writeJson(BASELINE_FILE, toBaseline(report, options));
    console.log(`recorded ${path.relative(process.cwd(), BASELINE_FILE)}`);
  }
  if (record || recordSlice) return;
  if (!existsSync(BASELINE_FILE)) {
    console.log('no baseline.json yet: run with --record to create it');
    return;
  }
  const baseline = JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as Baseline;
  if (baseline.seed !== options.seed || baseline.perTemplate !== options.perTemplate) {
    console.log('baseline.json was recorded with another seed or size: not compared');
    return;
  }
  const dropped = regressions(report, baseline);
  if (dropped.length) {
    console.log(
      `\nheld-out figures below baseline.json by more than ${TOLERANCE_POINTS} points:\n  ${dropped.join('\n  ')}`,
    );
    process.exitCode = 1;
  } else {
    console.log(`held-out figures within ${TOLERANCE_POINTS} points of baseline.json`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await main();
}
