// How the benches start the service: as `npm start` runs it, compiled into dist/ (built once per bench
// run), or from the sources through tsx with BENCH_FROM_SOURCES=1 (to compare the two).
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { transform } from 'esbuild';
import { startNodeFlags } from '../packages/server/src/cli/start-flags.ts';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
export const serverDir = path.resolve(benchDir, '../packages/server');
export const fromSources = process.env.BENCH_FROM_SOURCES === '1';

export interface ServiceCommand {
  /** Node's flags, preloads included. */
  execArgv: string[];
  /** The entry module, relative to packages/server. */
  entry: string;
}

let built: Promise<void> | undefined;
let probe: Promise<string> | undefined;

/** The flags and entry that start the service; `withMemoryProbe` preloads bench/memory-probe.ts. */
export async function serviceCommand(options: { withMemoryProbe?: boolean } = {}): Promise<ServiceCommand> {
  const preload = options.withMemoryProbe ? ['--expose-gc', '--import', await memoryProbe()] : [];
  if (fromSources) {
    const v8Flags = startNodeFlags().filter((flag) => !flag.startsWith('--conditions'));
    return { execArgv: [...v8Flags, '--import', 'tsx', ...preload], entry: 'src/main.ts' };
  }
  built ??= promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/build.ts'], {
    cwd: serverDir,
  }).then(() => undefined);
  await built;
  return { execArgv: [...startNodeFlags(), ...preload], entry: 'dist/main.js' };
}

/** The memory probe as plain JavaScript: the compiled service has no TypeScript loader to import it with. */
function memoryProbe(): Promise<string> {
  probe ??= (async () => {
    const source = await readFile(path.join(benchDir, 'memory-probe.ts'), 'utf8');
    const { code } = await transform(source, { loader: 'ts', format: 'esm', target: 'node20' });
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'resume-bench-probe-')), 'memory-probe.mjs');
    await writeFile(file, code);
    return file;
  })();
  return probe;
}
