// The export templates (`?template=`): each one's type sizes, spacing, colours and heading style, as data the HTML, PDF and DOCX renderers read.

import { DEFAULT_EXPORT_TEMPLATE, EXPORT_TEMPLATES, type ExportTemplate } from '@resume/contract';

// The names are the contract's (the SDK and the MCP tools ask for them); their designs are here.
export { EXPORT_TEMPLATES, type ExportTemplate };
export const DEFAULT_TEMPLATE: ExportTemplate = DEFAULT_EXPORT_TEMPLATE;

export function isExportTemplate(value: unknown): value is ExportTemplate {
  return typeof value === 'string' && (EXPORT_TEMPLATES as readonly string[]).includes(value);
}

/** How a section heading stands out from the text under it. */
export type HeadingStyle =
  /** On a line of its own over a thin grey rule (classic). */
  | 'rule'
  /** Followed on its own line by a hairline to the margin, so the rule takes no line; small capitals in HTML and DOCX (compact). */
  | 'inline-rule'
  /** Beside a bar in the accent colour on its left, no rule (modern). */
  | 'left-bar';

/** Type sizes in points. */
export interface TypeSizes {
  name: number;
  headline: number;
  contacts: number;
  heading: number;
  entryTitle: number;
  /** Key/value lines and bullets; the PDF never sets it below MIN_PDF_BODY_SIZE, even to fit to page. */
  body: number;
  dates: number;
}

export interface TemplateDesign {
  /** `#rrggbb`. */
  colors: {
    ink: string;
    muted: string;
    rule: string;
    accent: string;
    /** Section headings. */
    heading: string;
    /** The role under the name. */
    headline: string;
  };
  heading: HeadingStyle;
  /**
   * Entry dates in a column of their own at the right, as wide as the widest dates of the resume and read down
   * like a column (modern); otherwise each entry's dates sit flush right after its title.
   */
  datesColumn: boolean;
  /** The PDF, in points at full scale (fit to page scales sizes, gaps and margin). The DOCX takes its sizes and margin. */
  print: {
    margin: number;
    lineGap: number;
    sizes: TypeSizes;
    /** The accent rule under the header; 0: none. */
    headerRule: number;
    /** The heading's rule, or the width of its bar (left-bar). */
    headingRule: number;
    gaps: { afterHeader: number; beforeHeading: number; afterHeading: number; beforeEntry: number };
  };
  /** The printable HTML page: sizes in pt, gaps in px, boxes as CSS. */
  page: {
    fontSize: number;
    lineHeight: number;
    /** The page's padding on screen (it is the @page margin in print). */
    padding: string;
    pageMargin: string;
    sizes: Omit<TypeSizes, 'body'>;
    headerRule: number;
    headingRule: number;
    gaps: {
      headerPadding: number;
      afterHeader: number;
      section: number;
      afterHeading: number;
      entry: number;
      item: number;
    };
  };
  /** Word's spacing, in twips, and its line spacing in 240ths of a line. */
  docx: { beforeHeading: number; afterHeading: number; beforeEntry: number; line: number };
}

/** The PDF never sets body text smaller than this, whatever the template and however it fits to page. */
export const MIN_PDF_BODY_SIZE = 9;

const INK = '#1f2328';

export const TEMPLATE_DESIGNS: Readonly<Record<ExportTemplate, TemplateDesign>> = {
  // The layout every export had before templates: its values are the renderers' former constants.
  classic: {
    colors: {
      ink: INK,
      muted: '#57606a',
      rule: '#d0d7de',
      accent: '#0b5cad',
      heading: '#0b5cad',
      headline: '#57606a',
    },
    heading: 'rule',
    datesColumn: false,
    print: {
      margin: 42,
      lineGap: 2.5,
      sizes: { name: 20, headline: 11.5, contacts: 9.5, heading: 12, entryTitle: 10.5, body: 10, dates: 9 },
      headerRule: 1.5,
      headingRule: 0.6,
      gaps: { afterHeader: 8, beforeHeading: 6, afterHeading: 4, beforeEntry: 3 },
    },
    page: {
      fontSize: 10.5,
      lineHeight: 1.55,
      padding: '18mm 16mm',
      pageMargin: '15mm 14mm',
      sizes: { name: 22, headline: 12, contacts: 9.5, heading: 12.5, entryTitle: 11, dates: 9.5 },
      headerRule: 2,
      headingRule: 1,
      gaps: { headerPadding: 8, afterHeader: 10, section: 11, afterHeading: 6, entry: 8, item: 1 },
    },
    docx: { beforeHeading: 200, afterHeading: 80, beforeEntry: 100, line: 264 },
  },
  // Dense for a long career on one page: smaller type, tight gaps and margins, headings that take no rule line.
  compact: {
    colors: {
      ink: INK,
      muted: '#57606a',
      rule: '#c4ccd4',
      accent: '#0b5cad',
      heading: '#0b5cad',
      headline: '#57606a',
    },
    heading: 'inline-rule',
    datesColumn: false,
    print: {
      margin: 30,
      lineGap: 1.4,
      sizes: { name: 16, headline: 10.5, contacts: 9, heading: 10.5, entryTitle: 10, body: 9.5, dates: 9 },
      headerRule: 1,
      headingRule: 0.5,
      gaps: { afterHeader: 5, beforeHeading: 4, afterHeading: 2, beforeEntry: 2 },
    },
    page: {
      fontSize: 9.5,
      lineHeight: 1.4,
      padding: '12mm 12mm',
      pageMargin: '10mm 11mm',
      sizes: { name: 17, headline: 10.5, contacts: 9, heading: 11.5, entryTitle: 10, dates: 9 },
      headerRule: 1,
      headingRule: 1,
      gaps: { headerPadding: 5, afterHeader: 6, section: 7, afterHeading: 3, entry: 5, item: 0 },
    },
    docx: { beforeHeading: 120, afterHeading: 40, beforeEntry: 60, line: 240 },
  },
  // A distinct look, still one column of real text: a larger name, the role in the accent colour, headings
  // marked by an accent bar on their left, the dates read down a muted column at the right.
  modern: {
    colors: {
      ink: INK,
      muted: '#656d76',
      rule: '#d8dee4',
      accent: '#0f766e',
      heading: INK,
      headline: '#0f766e',
    },
    heading: 'left-bar',
    datesColumn: true,
    print: {
      margin: 42,
      lineGap: 2.5,
      sizes: { name: 23, headline: 12, contacts: 9.5, heading: 12, entryTitle: 10.5, body: 10, dates: 9 },
      headerRule: 0,
      headingRule: 3,
      gaps: { afterHeader: 4, beforeHeading: 6, afterHeading: 4, beforeEntry: 3 },
    },
    page: {
      fontSize: 10.5,
      lineHeight: 1.55,
      padding: '18mm 16mm',
      pageMargin: '15mm 14mm',
      sizes: { name: 28, headline: 13, contacts: 9.5, heading: 12.5, entryTitle: 11, dates: 9.5 },
      headerRule: 0,
      headingRule: 4,
      gaps: { headerPadding: 4, afterHeader: 8, section: 15, afterHeading: 7, entry: 9, item: 1 },
    },
    docx: { beforeHeading: 260, afterHeading: 100, beforeEntry: 110, line: 264 },
  },
};

export function templateDesign(template: ExportTemplate = DEFAULT_TEMPLATE): TemplateDesign {
  return TEMPLATE_DESIGNS[template];
}
