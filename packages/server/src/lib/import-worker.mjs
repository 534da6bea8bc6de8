// What the worker bootstraps share: the worker module itself, compiled (`name`.js beside the bootstrap in
// dist/ after `npm run build`) or, from the sources, `name`.ts through tsx, registered only now so the
// libraries the bootstrap loaded before skip its transform.
import { existsSync } from 'node:fs';

export async function importWorker(bootstrapUrl, name) {
  const compiled = new URL(`./${name}.js`, bootstrapUrl);
  if (existsSync(compiled)) return import(compiled.href);
  const { register } = await import('tsx/esm/api');
  register();
  return import(new URL(`./${name}.ts`, bootstrapUrl).href);
}
