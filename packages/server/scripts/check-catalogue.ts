// Writers' check: node --import tsx scripts/check-catalogue.ts [file-prefix] — every record's problems, then the catalogue's.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { problemsOfCatalogue, problemsOfOccupation } from '../src/knowledge/catalogue/validate-occupation.ts';
import { normalizeJobPhrase } from '../src/knowledge/match-job.ts';

const dataDir = fileURLToPath(new URL('../src/knowledge/catalogue/data/', import.meta.url));
const prefix = process.argv[2] ?? '';
const all: Record<string, unknown>[] = [];
let shown = 0;
for (const file of readdirSync(dataDir)
  .filter((name) => name.endsWith('.json'))
  .sort()) {
  let records: Record<string, unknown>[];
  try {
    records = JSON.parse(readFileSync(path.join(dataDir, file), 'utf8'));
  } catch (error) {
    console.log(`${file}: not JSON: ${(error as Error).message}`);
    continue;
  }
  all.push(...records);
  if (!file.startsWith(prefix)) continue;
  for (const record of records)
    for (const problem of problemsOfOccupation(record)) {
      console.log(`${file} ${problem}`);
      shown++;
    }
}
const across = problemsOfCatalogue(all, normalizeJobPhrase).filter(
  (problem) => !prefix || all.some((r) => problem.startsWith(`${r.id}:`)),
);
for (const problem of across) console.log(`catalogue ${problem}`);
console.log(
  `${all.length} records; ${shown} record problems${prefix ? ` in ${prefix}*` : ''}; ${across.length} catalogue problems`,
);
