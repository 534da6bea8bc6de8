// The writing read of the any-title issue: draws random held-out (title, track) items from the title corpus and
// writes what the built-in generator gives for each (the outline and the content) to a folder, for people to
// score against docs/writing-rubric.md.
//   node --import tsx test/titles/sample-writing.ts <out-dir> [--count 40] [--seed 20261128] [--tuning]
// --tuning draws from the tuning titles instead: a read to find what to fix, so the held-out read stays the
// measure of whether a fix generalises.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { JobType, Locale } from '@resume/contract';
import { renderMarkdown } from '../../src/export/markdown.ts';
import { matchJob } from '../../src/knowledge/match-job.ts';
import { templateWriting } from '../helpers/builtin-writing.ts';
import { loadCorpus, loadRecords, loadSkeletonCodes, resolveLines } from './eval-titles.ts';

const args = process.argv.slice(2);
const outDir = args[0];
if (!outDir) throw new Error('usage: sample-writing.ts <out-dir> [--count N] [--seed S]');
const option = (name: string, fallback: number) => {
  const index = args.indexOf(name);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const count = option('--count', 40);
let seed = option('--seed', 20261128);
const random = () => {
  // mulberry32: the same seed draws the same items before and after a change.
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const TYPE_OF_TRACK: Record<string, JobType> = {
  intern: 'intern',
  campus: 'campus',
  trainee: 'campus',
  regular: 'social',
};
const tuning = args.includes('--tuning');
const lines = resolveLines(loadCorpus(), loadRecords().records, loadSkeletonCodes()).filter(
  (line) => line.heldOut !== tuning && line.label !== 'none' && line.source !== 'misspelling',
);
const picked = new Set<number>();
while (picked.size < Math.min(count, lines.length)) picked.add(Math.floor(random() * lines.length));

mkdirSync(outDir, { recursive: true });
const index: string[] = [];
let number = 0;
for (const position of picked) {
  const line = lines[position]!;
  number += 1;
  const locale: Locale = line.locale === 'zh' ? 'zh-CN' : 'en-US';
  const type = TYPE_OF_TRACK[line.track] ?? 'social';
  const job = line.title;
  const { outline, sections } = await templateWriting(job, type, locale);
  const content = renderMarkdown({ sections, locale, job, updatedAt: new Date() });
  const name = `${String(number).padStart(2, '0')}.md`;
  writeFileSync(
    path.join(outDir, name),
    `<!-- title: ${job} | track: ${line.track} (type ${type}) | locale: ${locale} | occupation label: ${line.label} | matched: ${matchJob(job)?.family.id ?? 'none (field profile)'} -->\n\n# OUTLINE\n\n${outline}\n\n# CONTENT\n\n${content}\n`,
  );
  index.push(`${name}\t${job}\t${line.track}\t${locale}\t${line.label}`);
}
writeFileSync(path.join(outDir, 'index.tsv'), `${index.join('\n')}\n`);
console.log(`${number} items written to ${outDir}`);
