// Entry of each reading worker thread: loads the large libraries as they are, then registers tsx so
// the TypeScript worker (read-worker.ts) loads without a build step. Loaded before tsx's hooks, the
// libraries skip its transform, which would take seconds per worker for pdf.js alone.
import { register } from 'tsx/esm/api';

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
register();
await import('./read-worker.ts');
