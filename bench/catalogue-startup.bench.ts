// What the occupation catalogue costs a fresh process. The built-in generator reads the occupation records
// (knowledge/catalogue/data/*.json, plus aliases.json) when it is imported, and builds the title matcher's trie
// over all their titles on the first title it reads. Each case runs in its own fresh child (`node --import tsx`),
// 5 times, median reported: wall ms from process start (performance.timeOrigin) to done, and RSS / heapUsed then
// (no forced GC). Baseline: importing builtin-generator.ts only. First outline: the same import, then one
// 'Registered Nurse' outline fully consumed, which builds the matcher. Warm: one more outline, another title,
// after that. A process running tsx and nothing else is shown for context. Times are reported, never asserted.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverSrc = path.join(root, 'packages/server/src');
const catalogueDir = path.join(serverSrc, 'knowledge/catalogue');
const generatorUrl = pathToFileURL(path.join(serverSrc, 'generation/builtin-generator.ts')).href;
const RUNS = 5;

type Mode = 'bare' | 'import' | 'outline';

interface Sample {
  wallMs: number;
  importMs: number;
  outlineMs: number;
  warmUs: number;
  rss: number;
  heapUsed: number;
}

/** The child: imports the generator (unless bare), generates outlines as `mode` says, prints one Sample as JSON. */
function childScript(mode: Mode): string {
  return `
const begin = performance.now();
const mode = ${JSON.stringify(mode)};
let imported = begin;
let outline = async () => 0;
if (mode !== 'bare') {
  const { BuiltinGenerator } = await import(${JSON.stringify(generatorUrl)});
  imported = performance.now();
  const generator = new BuiltinGenerator();
  outline = async (job) => {
    let parts = 0;
    const input = { mode: 'ai-template', job, type: 'social', locale: 'en-US' };
    for await (const part of generator.generateOutline(input, new AbortController().signal)) parts += part ? 1 : 0;
    return parts;
  };
}
if (mode === 'outline' && (await outline('Registered Nurse')) === 0) throw new Error('empty outline');
const done = performance.now();
const { rss, heapUsed } = process.memoryUsage();
let warmUs = 0;
if (mode === 'outline') {
  if ((await outline('高级Java开发工程师')) === 0) throw new Error('empty outline');
  warmUs = (performance.now() - done) * 1000;
}
const sample = { wallMs: done, importMs: imported - begin, outlineMs: done - imported, warmUs, rss, heapUsed };
console.log(JSON.stringify(sample));
`;
}

function runChild(mode: Mode): Sample {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '--eval', childScript(mode)],
    { cwd: root, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`child (${mode}) failed: ${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1)!) as Sample;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Medians, field by field, of RUNS fresh children per case (runs interleaved, so drift hits all cases alike). */
function measureAll(modes: readonly Mode[]): Sample[] {
  const samples = modes.map(() => [] as Sample[]);
  for (let run = 0; run < RUNS; run += 1)
    for (const [index, mode] of modes.entries()) samples[index]!.push(runChild(mode));
  return samples.map((list) => {
    const result = { ...list[0]! };
    for (const key of Object.keys(result) as (keyof Sample)[])
      result[key] = median(list.map((one) => one[key]));
    return result;
  });
}

const dataFiles = readdirSync(path.join(catalogueDir, 'data')).filter((name) => name.endsWith('.json'));
const dataPath = (name: string) => path.join(catalogueDir, 'data', name);
const dataBytes = dataFiles.reduce((sum, name) => sum + statSync(dataPath(name)).size, 0);
const records = dataFiles.reduce((sum, name) => {
  const parsed: unknown = JSON.parse(readFileSync(dataPath(name), 'utf8'));
  return sum + (Array.isArray(parsed) ? parsed.length : 0);
}, 0);
const aliasBytes = statSync(path.join(catalogueDir, 'aliases.json')).size;

const [bare, baseline, outline] = measureAll(['bare', 'import', 'outline']) as [Sample, Sample, Sample];

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const ratio = (value: number, base: number) => `${(value / base).toFixed(2)}×`;
const cells = (values: string[]) => values.map((value) => value.padStart(11)).join('');
const row = (label: string, s: Sample) =>
  label.padEnd(46) +
  cells([`${s.wallMs.toFixed(0)} ms`, `${s.importMs.toFixed(0)} ms`, `${s.outlineMs.toFixed(0)} ms`]) +
  cells([`${mb(s.rss)} MB`, `${mb(s.heapUsed)} MB`]);

console.log(
  `catalogue: ${records} records in ${dataFiles.length} data/*.json files, ${mb(dataBytes)} MB on disk ` +
    `(+ aliases.json ${mb(aliasBytes)} MB, also read at import); median of ${RUNS} fresh processes each`,
);
console.log(''.padEnd(46) + cells(['wall', 'import', 'outline', 'RSS', 'heapUsed']));
console.log(row('context: node --import tsx, nothing else', bare));
console.log(row('(1) baseline: import builtin-generator', baseline));
console.log(row('(2) first outline: import + Registered Nurse', outline));
console.log(
  `(2)/(1): wall ${ratio(outline.wallMs, baseline.wallMs)}, RSS ${ratio(outline.rss, baseline.rss)}, ` +
    `heapUsed ${ratio(outline.heapUsed, baseline.heapUsed)}  ((2)-(1): ` +
    `${(outline.wallMs - baseline.wallMs).toFixed(0)} ms, ${mb(outline.rss - baseline.rss)} MB RSS)`,
);
console.log(`(3) warm: one more outline (高级Java开发工程师) after (2): ${outline.warmUs.toFixed(0)} µs`);
