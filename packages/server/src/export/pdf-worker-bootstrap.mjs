// Entry of each PDF worker thread: loads pdfkit and fontkit as they are, then the worker itself:
// compiled (pdf-worker.js, beside this file in dist/ after `npm run build`) or, from the sources,
// pdf-worker.ts through tsx, registered only after the libraries so they skip its transform.
import { importWorker } from '../lib/import-worker.mjs';

await Promise.all([import('pdfkit'), import('fontkit')]);
await importWorker(import.meta.url, 'pdf-worker');
