// The export formats: media type, file extension and renderer of each, in one table the route and its schema read.
import type { Readable } from 'node:stream';
import { EXPORT_FORMATS, type ExportFormat } from '@resume/contract';
import type { FinishedResume } from './finished-resume.ts';
import { renderHtml } from './html.ts';
import { renderJsonResume } from './json-resume.ts';
import { renderMarkdown } from './markdown.ts';
import { renderPdf } from './pdf.ts';
import type { ExportTemplate } from './templates.ts';

// The list itself is the contract's: the SDK and the MCP tools ask for these formats by name.
export { EXPORT_FORMATS, type ExportFormat };

export interface ExportRenderer {
  contentType: string;
  /** Added to the download's file name. */
  extension: string;
  /**
   * Text formats render to a string, here on the main thread (a few milliseconds). The DOCX renders here too,
   * to the promised bytes of the zipped document (no layout to compute: Word lays the pages out; 5–50 ms).
   * The PDF's renderer, a stream of pdfkit's output, runs only inside the PDF worker pool (pdf-worker-pool.ts):
   * the export route sends the whole PDF the worker answers, so typesetting never holds the event loop.
   * HTML, PDF and DOCX are set in `template`; JSON Resume and markdown have no layout and ignore it.
   */
  render(resume: FinishedResume, template: ExportTemplate): string | Readable | Promise<Buffer>;
}

export const EXPORT_RENDERERS: Readonly<Record<ExportFormat, ExportRenderer>> = {
  'json-resume': {
    contentType: 'application/json; charset=utf-8',
    extension: '.resume.json',
    render: renderJsonResume,
  },
  markdown: { contentType: 'text/markdown; charset=utf-8', extension: '.md', render: renderMarkdown },
  html: { contentType: 'text/html; charset=utf-8', extension: '.html', render: renderHtml },
  pdf: {
    contentType: 'application/pdf',
    extension: '.pdf',
    render: (resume, template) => renderPdf(resume, { template }),
  },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: '.docx',
    // Loaded on the first DOCX export: the docx package takes about 70 ms to import, which no start-up should pay.
    render: async (resume, template) => (await import('./docx.ts')).renderDocx(resume, template),
  },
};

export function isExportFormat(value: unknown): value is ExportFormat {
  return typeof value === 'string' && (EXPORT_FORMATS as readonly string[]).includes(value);
}
