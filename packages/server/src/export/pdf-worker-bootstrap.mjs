// Entry of each PDF worker thread: loads pdfkit and fontkit as they are, then the worker itself:
// compiled (pdf-worker.js, beside this file in dist/ after `npm run build`) or, from the sources,
// pdf-worker.ts through tsx, registered only after the libraries so they skip its transform.
import { existsSync } from 'node:fs';

await Promise.all([import('pdfkit'), import('fontkit')]);
const compiled = new URL('./pdf-worker.js', import.meta.url);
if (existsSync(compiled)) {
  await import(compiled.href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('./pdf-worker.ts');
}
