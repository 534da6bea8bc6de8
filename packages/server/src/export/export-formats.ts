// The export formats: media type, file extension and renderer of each, in one table the route and its schema read.
import type { Readable } from 'node:stream';
import type { FinishedResume } from './finished-resume.ts';
import { renderHtml } from './html.ts';
import { renderJsonResume } from './json-resume.ts';
import { renderMarkdown } from './markdown.ts';
import { renderPdf } from './pdf.ts';

export const EXPORT_FORMATS = ['json-resume', 'markdown', 'html', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export interface ExportRenderer {
  contentType: string;
  /** Added to the download's file name. */
  extension: string;
  /** Text formats render to a string; the PDF is a stream piped to the reply as pdfkit writes it. */
  render(resume: FinishedResume): string | Readable;
}

export const EXPORT_RENDERERS: Readonly<Record<ExportFormat, ExportRenderer>> = {
  'json-resume': {
    contentType: 'application/json; charset=utf-8',
    extension: '.resume.json',
    render: renderJsonResume,
  },
  markdown: { contentType: 'text/markdown; charset=utf-8', extension: '.md', render: renderMarkdown },
  html: { contentType: 'text/html; charset=utf-8', extension: '.html', render: renderHtml },
  pdf: { contentType: 'application/pdf', extension: '.pdf', render: renderPdf },
};

export function isExportFormat(value: unknown): value is ExportFormat {
  return typeof value === 'string' && (EXPORT_FORMATS as readonly string[]).includes(value);
}
