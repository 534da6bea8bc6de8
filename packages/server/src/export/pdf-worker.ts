// The worker thread of the PDF pool: typesets one resume at a time, with the fonts parsed once and kept.
import { getHeapStatistics } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import type { FinishedResume } from './finished-resume.ts';
import { renderPdf } from './pdf.ts';
import { ParsedPdfFonts, type PdfFonts } from './pdf-fonts.ts';
import type { PdfAnswer, PdfJob } from './pdf-worker-pool.ts';
import type { ExportTemplate } from './templates.ts';

/**
 * Distinct characters the kept fonts may have served before they are parsed afresh: at about
 * 12 KB per glyph and face, 8,000 (more than twice the common Chinese characters) stay near 200 MB.
 */
const MAX_CACHED_CHARACTERS = 8000;

/** The whole PDF in one buffer of its own, so it can be moved to the main thread rather than copied. */
async function renderPdfBytes(
  resume: FinishedResume,
  template: ExportTemplate | undefined,
  fonts?: PdfFonts,
): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of renderPdf(resume, { template, fonts })) {
    chunks.push(chunk as Uint8Array);
    length += (chunk as Uint8Array).byteLength;
  }
  const pdf = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    pdf.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return pdf;
}

/** All the text a document may set, so the font cache counts the characters it will hold. */
function documentText(resume: FinishedResume): string {
  return `${resume.job}\n${JSON.stringify(resume.sections)}`;
}

if (parentPort) {
  const port = parentPort;
  const fonts = new ParsedPdfFonts(MAX_CACHED_CHARACTERS);
  port.on('message', async (job: PdfJob) => {
    let answer: PdfAnswer;
    try {
      const pdf = await renderPdfBytes(job.resume, job.template, fonts.fontsFor(documentText(job.resume)));
      // The heap this worker holds now: the pool replaces a worker a large document left big.
      answer = { id: job.id, ok: true, pdf, heapBytes: getHeapStatistics().total_heap_size };
    } catch {
      // The cause may quote the resume; the pool logs that a render failed, and replaces this worker.
      answer = { id: job.id, ok: false };
    }
    port.postMessage(answer, answer.ok ? [answer.pdf.buffer as ArrayBuffer] : []);
  });
}
