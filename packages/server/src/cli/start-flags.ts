// The Node flags `npm start` runs the compiled service with, read from its script in package.json, so
// that the benches and tests start the service exactly as operators do instead of keeping a copy.
import { readFileSync } from 'node:fs';

const packageJson = new URL('../../package.json', import.meta.url);

/** The flags between `node` and `dist/main.js` in packages/server's start script. */
export function startNodeFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync(packageJson, 'utf8')) as { scripts: { start: string } };
  const command = scripts.start.split('&&').at(-1)!.trim().split(/\s+/);
  if (command[0] !== 'node' || command.at(-1) !== 'dist/main.js') {
    throw new Error(`the start script no longer reads "node <flags> dist/main.js": ${scripts.start}`);
  }
  return command.slice(1, -1);
}
