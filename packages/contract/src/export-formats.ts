// The export endpoint's formats and layouts (beyond the specification): the server renders them, the SDK and MCP tools ask for them.
import { Type } from '@sinclair/typebox';

export const EXPORT_FORMATS = ['json-resume', 'markdown', 'html', 'pdf', 'docx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_TEMPLATES = ['classic', 'compact', 'modern'] as const;
export type ExportTemplate = (typeof EXPORT_TEMPLATES)[number];
export const DEFAULT_EXPORT_TEMPLATE: ExportTemplate = 'classic';

export const ExportFormatSchema = Type.Union(
  EXPORT_FORMATS.map((format) => Type.Literal(format)),
  {
    description:
      'json-resume: JSON Resume 1.x (jsonresume.org); markdown; html: one printable page; pdf: A4, Chinese included; ' +
      'docx: a Word document (A4, Heading styles, bulleted lists, Calibri and Microsoft YaHei named).',
  },
);

export const ExportTemplateSchema = Type.Union(
  EXPORT_TEMPLATES.map((template) => Type.Literal(template)),
  {
    description:
      'The layout of html, pdf and docx (json-resume and markdown have none and ignore it). classic: the default; ' +
      'compact: smaller type and spacing to fit more on a page (PDF body text 9 pt or more); modern: a larger name, ' +
      'headings marked by an accent bar, dates in a muted right column. All are one column of real text, no tables. ' +
      'The DOCX takes the sizes, colours, spacing and heading style, not the dates column.',
    default: DEFAULT_EXPORT_TEMPLATE,
  },
);
