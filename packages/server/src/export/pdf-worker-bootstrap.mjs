// Entry of each PDF worker thread: loads pdfkit and fontkit as they are, then registers tsx so the
// TypeScript worker (pdf-worker.ts) loads without a build step. Loaded before tsx's hooks, the
// libraries skip its transform.
import { register } from 'tsx/esm/api';

await Promise.all([import('pdfkit'), import('fontkit')]);
register();
await import('./pdf-worker.ts');
