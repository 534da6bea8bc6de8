#!/usr/bin/env node
// The `resume` command. In the workspace it runs the TypeScript source through tsx (never a stale build);
// an installed package has no src/ and runs the built dist/.
import { existsSync, readFileSync } from 'node:fs';

const source = new URL('../src/cli/run-cli.ts', import.meta.url);
let runCLI;
if (existsSync(source)) {
  const { register } = await import('tsx/esm/api');
  register();
  ({ runCLI } = await import(source.href));
} else {
  ({ runCLI } = await import('../dist/client/src/cli/run-cli.js'));
}

const interrupt = new AbortController();
process.once('SIGINT', () => interrupt.abort());
// `resume outline … | head`: the reader left, so stop quietly instead of crashing on EPIPE.
process.stdout.on('error', (error) => {
  if (error.code !== 'EPIPE') throw error;
  interrupt.abort();
  process.exit(0);
});

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

process.exitCode = await runCLI({
  version,
  argv: process.argv.slice(2),
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
  readStdin: async () => {
    const chunks = [];
    for await (const chunk of process.stdin) chunks.push(chunk);
    return Buffer.concat(chunks).toString('utf8');
  },
  signal: interrupt.signal,
  stdio: { stdin: process.stdin, stdout: process.stdout, workingFolder: process.cwd() },
});
