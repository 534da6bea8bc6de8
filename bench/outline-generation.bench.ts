// CPU cost of the built-in generator: job matching per title, outline generation (buildOutlineDocument +
// writeOutline) and content generation (parseOutline + fillExamples + toSections), over many titles, applicant
// types and languages. Reported per operation, and as a ratio to a baseline measured in the same run: a plain
// JSON.stringify of the same outline document. Target: under 1 ms of CPU per outline.
import { JOB_TYPES, type JobType, LOCALES, type Locale } from '@resume/contract';
import { fillExamples } from '../packages/server/src/generation/fill-examples.ts';
import { buildOutlineDocument } from '../packages/server/src/generation/outline-document.ts';
import { JOB_FAMILIES } from '../packages/server/src/knowledge/job-families.ts';
import { matchJob } from '../packages/server/src/knowledge/match-job.ts';
import { parseOutline } from '../packages/server/src/resume/outline-parser.ts';
import { writeOutline } from '../packages/server/src/resume/outline-writer.ts';
import type { ResumeDocument } from '../packages/server/src/resume/resume-document.ts';
import { toSections } from '../packages/server/src/resume/to-sections.ts';

/** Titles as people type them: every family's names, synonyms with levels and qualifiers, and unknown jobs. */
function benchTitles(): string[] {
  const titles: string[] = [];
  JOB_FAMILIES.forEach((family, index) => {
    const synonym = family.synonyms[index % family.synonyms.length] ?? family.names['en-US'];
    titles.push(family.names['zh-CN'], family.names['en-US'], synonym);
    titles.push(
      index % 2 === 0 ? `高级${family.names['zh-CN']}（实习）` : `Sr. ${family.names['en-US']} - Remote`,
    );
  });
  titles.push('养蜂人', 'Beekeeper', 'Chief Happiness Officer', '宇航员', 'Nurse Shark Researcher');
  return titles;
}

interface Case {
  job: string;
  type: JobType;
  locale: Locale;
}

function benchCases(titles: readonly string[]): Case[] {
  return titles.map((job, index) => ({
    job,
    type: JOB_TYPES[index % JOB_TYPES.length]!,
    locale: LOCALES[Math.floor(index / JOB_TYPES.length) % LOCALES.length]!,
  }));
}

/**
 * CPU microseconds per call of `run` over `items`: the fastest of several rounds of at least `roundMs` of CPU each,
 * after a warm-up pass. The fastest round is the one least disturbed by other work on the machine.
 */
function measure<T>(items: readonly T[], run: (item: T) => unknown, rounds = 7, roundMs = 150): number {
  let sink = 0;
  for (const item of items) sink += run(item) === undefined ? 0 : 1;
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < rounds; round += 1) {
    let calls = 0;
    let elapsed = 0;
    const start = process.cpuUsage();
    while (elapsed < roundMs * 1000) {
      for (const item of items) sink += run(item) === undefined ? 0 : 1;
      calls += items.length;
      const used = process.cpuUsage(start);
      elapsed = used.user + used.system;
    }
    best = Math.min(best, elapsed / calls);
  }
  if (sink < 0) console.log(sink);
  return best;
}

const titles = benchTitles();
const cases = benchCases(titles);
const documents: ResumeDocument[] = cases.map((item) => buildOutlineDocument(item));
const outlines = cases.map((item, index) => ({ ...item, markdown: writeOutline(documents[index]!) }));

const baseline = measure(documents, (document) => JSON.stringify(document));
const match = measure(titles, (title) => matchJob(title));
const outline = measure(cases, (item) => writeOutline(buildOutlineDocument(item)));
const content = measure(outlines, (item) =>
  toSections(
    fillExamples(parseOutline(item.markdown, { locale: item.locale }), { job: item.job, type: item.type }),
  ),
);

const matched = titles.filter((title) => matchJob(title) !== undefined).length;
const format = (label: string, micros: number) =>
  `${label.padEnd(46)} ${micros.toFixed(2).padStart(9)} µs/op   ${(micros / baseline).toFixed(1).padStart(6)} × baseline`;

console.log(
  `${JOB_FAMILIES.length} families; ${titles.length} titles (${matched} matched); ${cases.length} outlines over ` +
    `${JOB_TYPES.length} types and ${LOCALES.length} languages; CPU time (user + system) per operation, fastest of 7 rounds`,
);
console.log(format('baseline: JSON.stringify(outline document)', baseline));
console.log(format('matchJob(title)', match));
console.log(format('outline: buildOutlineDocument + writeOutline', outline));
console.log(format('content: parseOutline + fillExamples + toSections', content));
console.log(
  outline < 1000
    ? `outline target met: ${(outline / 1000).toFixed(3)} ms < 1 ms of CPU per outline`
    : `outline target missed: ${(outline / 1000).toFixed(3)} ms ≥ 1 ms of CPU per outline`,
);
