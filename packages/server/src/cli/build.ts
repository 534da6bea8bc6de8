// npm run build: the service and the contract as plain JavaScript in each package's dist/, which
// `npm start` runs without a TypeScript loader. tsx names every function it loads (esbuild's keepNames):
// a call and a property dictionary for each closure made, in every request's CPU and every open
// stream's memory. Tests and the command-line tools still run the sources through tsx.
import { cp, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const packagesDir = fileURLToPath(new URL('../../..', import.meta.url));

/** Each package's sources keep their layout under dist/, so paths relative to a module stay true. */
const PACKAGES = ['server', 'contract'];

/**
 * Every source file stays its own module: a relative import of `x.ts` becomes an external `x.js`. A module
 * of another workspace package's sources (the client's MCP tools, which /mcp serves: src/http/mcp-tools.ts
 * says why they are imported by path) is bundled into the module that imports it instead, since that
 * package's dist/ is its published build, not a copy of these files.
 */
function keepModulesApart(sourceDir: string): Plugin {
  return {
    name: 'keep-modules-apart',
    setup(builder) {
      builder.onResolve({ filter: /^\.\.?\// }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        const target = path.resolve(args.resolveDir, args.path);
        if (path.relative(sourceDir, target).startsWith('..')) return undefined;
        if (!args.path.endsWith('.ts')) return { path: args.path, external: true };
        return { path: `${args.path.slice(0, -'.ts'.length)}.js`, external: true };
      });
    },
  };
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

async function buildPackage(name: string): Promise<number> {
  const sourceDir = path.join(packagesDir, name, 'src');
  const outputDir = path.join(packagesDir, name, 'dist');
  await rm(outputDir, { recursive: true, force: true });
  const files = await filesUnder(sourceDir);
  const modules = files.filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'));
  await build({
    entryPoints: modules,
    outbase: sourceDir,
    outdir: outputDir,
    bundle: true,
    // Dependencies stay imports of node_modules; only our own modules are rewritten (the plugin).
    packages: 'external',
    plugins: [keepModulesApart(sourceDir)],
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  // Worker bootstraps (.mjs), JSON data and notes are used as they are.
  for (const file of files.filter((file) => !file.endsWith('.ts'))) {
    await cp(file, path.join(outputDir, path.relative(sourceDir, file)));
  }
  return modules.length;
}

const started = Date.now();
const counts = await Promise.all(PACKAGES.map(buildPackage));
process.stdout.write(
  `built ${counts.reduce((sum, count) => sum + count, 0)} modules into ${PACKAGES.map((name) => `packages/${name}/dist`).join(', ')} in ${Date.now() - started} ms\n`,
);
