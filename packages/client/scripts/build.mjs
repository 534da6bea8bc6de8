// Builds the publishable package: tsc emits the SDK, the CLI and the contract they use into dist/, then
// the workspace import `@resume/contract` is pointed at the emitted copy, so the package stands alone.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));
const dist = join(packageDir, 'dist');
const contractEntry = join(dist, 'contract', 'src', 'index.js');

rmSync(dist, { recursive: true, force: true });
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', join(packageDir, 'tsconfig.build.json')], { stdio: 'inherit' });

for (const file of listFiles(dist)) {
  if (!file.endsWith('.js') && !file.endsWith('.d.ts')) continue;
  let target = relative(dirname(file), contractEntry).split(sep).join('/');
  if (!target.startsWith('.')) target = `./${target}`;
  const text = readFileSync(file, 'utf8');
  let rewritten = text.replaceAll("'@resume/contract'", `'${target}'`);
  // tsc rewrites `./x.ts` to `./x.js` in JavaScript but leaves it in declarations; `.js` is what every
  // TypeScript version and module resolution a consumer may use reads.
  if (file.endsWith('.d.ts')) rewritten = rewritten.replace(/(from '\.{1,2}\/[^']+)\.ts'/g, "$1.js'");
  if (rewritten !== text) writeFileSync(file, rewritten);
}

function listFiles(directory) {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(directory, entry.name)) : [join(directory, entry.name)],
  );
}
