// Entry of each reading worker thread: loads the large libraries as they are, then the worker itself:
// compiled (read-worker.js, beside this file in dist/ after `npm run build`) or, from the sources,
// read-worker.ts through tsx, registered only after the libraries so they skip its transform (which
// would take seconds per worker for pdf.js alone).
import { importWorker } from '../lib/import-worker.mjs';

await Promise.all([
  import('pdfjs-dist/legacy/build/pdf.mjs'),
  // pdf.js runs its parser in this thread when the worker module is already loaded.
  import('pdfjs-dist/legacy/build/pdf.worker.mjs'),
  import('@sinclair/typebox'),
  import('mammoth'),
  import('fflate'),
  import('tesseract.js'),
  import('word-extractor'),
  import('@napi-rs/canvas'),
]);
await importWorker(import.meta.url, 'read-worker');
