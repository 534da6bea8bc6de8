// `npm run bench`: runs every bench/*.bench.ts in its own process, one after another, and prints
// what each reports. Benchmarks report ratios against a baseline measured in the same run.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(benchDir)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => only.length === 0 || only.some((name) => file.includes(name)))
  .sort();

let failed = 0;
for (const file of files) {
  process.stdout.write(`\n== ${file}\n`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(benchDir, file)], {
    stdio: 'inherit',
    cwd: path.join(benchDir, '..'),
  });
  if (result.status !== 0) failed += 1;
}
process.exit(failed > 0 ? 1 : 0);
