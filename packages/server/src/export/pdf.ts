// A finished resume typeset as an A4 PDF with pdfkit in Noto Sans SC; returned as a stream to pipe to the reply.
import type { Readable } from 'node:stream';
import type { KVItem, ListFormItem, Section } from '@resume/contract';
import PDFDocument from 'pdfkit';
import { breakLongRuns } from './break-long-runs.ts';
import {
  dateRangeText,
  documentTitle,
  type FinishedResume,
  findBasicsSection,
  keySeparator,
  personName,
  resumeHeader,
} from './finished-resume.ts';
import { asParsedPdfFont, loadPdfFonts, type PdfFonts } from './pdf-fonts.ts';
import {
  DEFAULT_TEMPLATE,
  type ExportTemplate,
  MIN_PDF_BODY_SIZE,
  type TemplateDesign,
  type TypeSizes,
  templateDesign,
} from './templates.ts';

const BULLET_INDENT = 12;
const KV_GAP = 12;

type Font = 'regular' | 'bold';

/**
 * Lays blocks down the page and starts a new page before a block that would not fit, so a heading is
 * never left alone at the foot of a page: it moves down with the first block of its section.
 */
class PdfWriter {
  readonly left: number;
  readonly width: number;
  private readonly bottom: number;
  /** Type sizes and line gap at this document's scale (fit to page steps them down). */
  readonly size: TypeSizes;
  readonly lineGap: number;
  readonly colors: TemplateDesign['colors'];
  /** Width of the entries' dates column (the template's datesColumn), else 0: each entry's dates fit their own width. */
  datesColumn = 0;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly design: TemplateDesign,
    scale: number,
  ) {
    this.left = doc.page.margins.left;
    this.width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
    this.bottom = doc.page.height - doc.page.margins.bottom;
    this.size = Object.fromEntries(
      Object.entries(design.print.sizes).map(([key, value]) => [key, value * scale]),
    ) as unknown as TypeSizes;
    this.lineGap = design.print.lineGap * scale;
    this.colors = design.colors;
  }

  get y(): number {
    return this.doc.y;
  }

  set y(value: number) {
    this.doc.y = value;
  }

  /** Height of text set in this font and size at this width. */
  measure(text: string, font: Font, size: number, width: number): number {
    return this.doc
      .font(font)
      .fontSize(size)
      .heightOfString(breakLongRuns(text) || ' ', { width, lineGap: this.lineGap });
  }

  /** A new page unless `height` still fits below the current line (a block taller than a page just starts one). */
  keepTogether(height: number): void {
    if (this.y + height > this.bottom && this.y > this.doc.page.margins.top) {
      this.doc.addPage();
    }
  }

  /** Wrapped text; a long unbroken run gets invisible break opportunities first (break-long-runs.ts). */
  write(text: string, x: number, y: number, width: number, font: Font, size: number, color: string): number {
    this.doc
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(breakLongRuns(text), x, y, { width, lineGap: this.lineGap });
    return this.doc.y;
  }

  /** A bold lead and regular text on one wrapped line ("Skills: Python, SQL"; "Acme — Engineer"). */
  writeRun(
    lead: string,
    rest: string,
    x: number,
    y: number,
    width: number,
    size: number,
    colors: { lead: string; rest: string },
  ): number {
    this.doc
      .font('bold')
      .fontSize(size)
      .fillColor(colors.lead)
      .text(breakLongRuns(lead), x, y, { width, lineGap: this.lineGap, continued: rest !== '' });
    if (rest !== '') this.doc.font('regular').fillColor(colors.rest).text(breakLongRuns(rest));
    return this.doc.y;
  }

  /** Height of a bold lead and regular text set as one run. */
  measureRun(lead: string, rest: string, size: number, width: number): number {
    // The run wraps as one text: measured in the wider regular face, with the lead's extra width a margin of error.
    return this.measure(`${lead}${rest}`, 'bold', size, width);
  }

  /** A horizontal rule to the right margin, from the left margin unless `from` says where. */
  rule(y: number, color: string, thickness: number, from = this.left): void {
    this.doc
      .moveTo(from, y)
      .lineTo(this.left + this.width, y)
      .lineWidth(thickness)
      .strokeColor(color)
      .stroke();
  }
}

/**
 * Typesets the resume; the work is synchronous (tens of ms, more for Chinese, and up to three layouts when
 * fitting to page), which is why the service renders in a worker thread (pdf-worker-pool.ts). `template` sets
 * the layout (templates.ts; classic when unset). `fonts` are the font files, parsed afresh for this document,
 * unless the caller keeps parsed ones (ParsedPdfFonts).
 */
export function renderPdf(
  resume: FinishedResume,
  options: { template?: ExportTemplate; fonts?: PdfFonts } = {},
): Readable {
  const fonts = options.fonts ?? loadPdfFonts();
  const design = templateDesign(options.template ?? DEFAULT_TEMPLATE);
  // Parsed once for every trial layout: the CJK font is megabytes.
  const parsed = { regular: asParsedPdfFont(fonts.regular), bold: asParsedPdfFont(fonts.bold) };
  // A template whose body text is already small steps down less far: body text stays at MIN_PDF_BODY_SIZE or more.
  const scales = FIT_SCALES.filter(
    (scale) => scale === 1 || design.print.sizes.body * scale >= MIN_PDF_BODY_SIZE - 1e-9,
  );
  let chosen = layOut(resume, design, parsed, 1);
  // Fit to page: a resume that runs a little onto another page is set a step smaller, down to a readable
  // floor, then with tighter spacing at that floor, when that saves the page; otherwise it keeps its size.
  // Only a last page with not much on it can be saved (90% type, gaps and margins hold about a third more): a longer resume is
  // laid out once.
  const saveable = chosen.pages > 1 && chosen.lastPageFill <= MAX_SAVEABLE_FILL;
  const floor = scales.at(-1) ?? 1;
  const steps = [
    ...scales.slice(1).map((scale) => ({ scale, spacing: 1 })),
    ...FIT_SPACINGS.map((spacing) => ({ scale: floor, spacing })),
  ];
  for (const { scale, spacing } of saveable ? steps : []) {
    const tighter = layOut(resume, withSpacing(design, spacing), parsed, scale);
    if (tighter.pages < chosen.pages) {
      discard(chosen.doc);
      chosen = tighter;
      break;
    }
    discard(tighter.doc);
  }
  chosen.doc.end();
  return chosen.doc;
}

/** Scales tried in turn: full size, then those that keep body text at MIN_PDF_BODY_SIZE or more (classic's last: 9 pt). */
const FIT_SCALES: readonly number[] = [1, 0.95, 0.9];
/**
 * Spacing (margins, line gap, gaps between blocks) tried in turn once the type is at its floor. Half spacing is
 * for a dense Chinese page: CJK lines are taller, and one page of 9 pt type with the usual gaps holds less.
 */
const FIT_SPACINGS: readonly number[] = [0.85, 0.7, 0.5];

/** The design with its margins, line gap and gaps between blocks at `spacing` of their size. */
function withSpacing(design: TemplateDesign, spacing: number): TemplateDesign {
  if (spacing === 1) return design;
  const { print } = design;
  const gaps = Object.fromEntries(
    Object.entries(print.gaps).map(([key, value]) => [key, value * spacing]),
  ) as TemplateDesign['print']['gaps'];
  return {
    ...design,
    print: { ...print, margin: print.margin * spacing, lineGap: print.lineGap * spacing, gaps },
  };
}

/** Margins never go below this when fitting to page (points; 8.5 mm). */
const MIN_PDF_MARGIN = 24;

/** The share of its last page a layout may fill and still be worth setting smaller. */
const MAX_SAVEABLE_FILL = 0.45;

/** The resume laid out at one scale, not yet ended, with the number of pages it took. */
function layOut(
  resume: FinishedResume,
  design: TemplateDesign,
  fonts: { regular: unknown; bold: unknown },
  scale: number,
): { doc: PDFKit.PDFDocument; pages: number; lastPageFill: number } {
  const name = personName(resume);
  const doc = new PDFDocument({
    size: 'A4',
    // Fitting narrows the margins, never past what a printer can print and a hand can hold.
    margin: Math.max(design.print.margin * scale, Math.min(design.print.margin, MIN_PDF_MARGIN)),
    lang: resume.locale === 'zh-CN' ? 'zh-CN' : 'en-US',
    displayTitle: true,
    info: {
      Title: documentTitle(resume),
      Subject: resume.job,
      Creator: 'Resume generation service',
      ...(name ? { Author: name } : {}),
    },
  });
  let pages = 1;
  doc.on('pageAdded', () => {
    pages += 1;
  });
  // pdfkit 0.20 takes a parsed fontkit font as it is; its type definitions predate that.
  doc.registerFont('regular', fonts.regular as PDFKit.Mixins.PDFFontSource);
  doc.registerFont('bold', fonts.bold as PDFKit.Mixins.PDFFontSource);
  const writer = new PdfWriter(doc, design, scale);
  // The basic information is the header's: a table repeating the name would cost a quarter of a page.
  const basics = findBasicsSection(resume.sections);
  if (design.datesColumn) writer.datesColumn = widestDates(writer, resume.sections);
  writeHeader(writer, resume);
  for (const section of resume.sections) if (section !== basics) writeSection(writer, section, resume);
  const { top, bottom } = doc.page.margins;
  const lastPageFill = (doc.y - top) / (doc.page.height - top - bottom);
  return { doc, pages, lastPageFill };
}

/** A trial layout not sent: ended and drained, so it holds nothing. */
function discard(doc: PDFKit.PDFDocument): void {
  doc.end();
  doc.resume();
}

/** The name, the role under it, and one line of contacts: a resume's header, not a table. */
function writeHeader(writer: PdfWriter, resume: FinishedResume): void {
  const header = resumeHeader(resume);
  writer.y = writer.write(
    header.heading,
    writer.left,
    writer.y,
    writer.width,
    'bold',
    writer.size.name,
    writer.colors.ink,
  );
  if (header.headline !== '') {
    writer.y = writer.write(
      header.headline,
      writer.left,
      writer.y + 1,
      writer.width,
      'regular',
      writer.size.headline,
      writer.colors.headline,
    );
  }
  for (const line of [header.contacts, header.details]) {
    if (line.length === 0) continue;
    writer.y = writer.write(
      line.join('  ·  '),
      writer.left,
      writer.y + 2,
      writer.width,
      'regular',
      writer.size.contacts,
      writer.colors.muted,
    );
  }
  const { headerRule, gaps } = writer.design.print;
  if (headerRule > 0) writer.rule(writer.y + 4, writer.colors.accent, headerRule);
  writer.y += gaps.afterHeader;
}

/** How far a heading's text starts right of the margin: past the bar of a left-bar heading. */
function headingIndent(writer: PdfWriter): number {
  return writer.design.heading === 'left-bar' ? writer.design.print.headingRule + 6 : 0;
}

function headingHeight(writer: PdfWriter, title: string): number {
  const { beforeHeading, afterHeading } = writer.design.print.gaps;
  const indent = headingIndent(writer);
  return (
    writer.measure(title, 'bold', writer.size.heading, writer.width - indent) + beforeHeading + afterHeading
  );
}

function writeSection(writer: PdfWriter, section: Section, resume: FinishedResume): void {
  // The heading and the first block of its section go on one page.
  writer.keepTogether(headingHeight(writer, section.title) + firstBlockHeight(writer, section, resume));
  writeHeading(writer, section.title);
  switch (section.type) {
    case 'kv':
      for (const item of section.content) writeKeyValue(writer, item, resume);
      break;
    case 'list':
      for (const item of section.content.items) writeBullet(writer, item);
      break;
    case 'listForm[]':
      for (const entry of section.content) writeEntry(writer, entry);
      break;
  }
}

/** The section's heading in the template's style: over a rule, followed by a hairline, or beside an accent bar. */
function writeHeading(writer: PdfWriter, title: string): void {
  const { design, colors, size } = writer;
  const { headingRule, gaps } = design.print;
  writer.y += gaps.beforeHeading;
  const top = writer.y;
  const indent = headingIndent(writer);
  const bottom = writer.write(
    title,
    writer.left + indent,
    top,
    writer.width - indent,
    'bold',
    size.heading,
    colors.heading,
  );
  switch (design.heading) {
    case 'rule':
      writer.rule(bottom + 1, colors.rule, headingRule);
      break;
    case 'inline-rule': {
      // On the heading's line when a short run of rule still fits after it; under it when the heading fills the line.
      const textWidth = writer.doc.font('bold').fontSize(size.heading).widthOfString(title);
      const from = writer.left + textWidth + size.heading * 0.6;
      if (from + 24 <= writer.left + writer.width)
        writer.rule(top + size.heading * 0.55, colors.rule, headingRule, from);
      else writer.rule(bottom + 1, colors.rule, headingRule);
      break;
    }
    case 'left-bar':
      // As tall as the heading's text, its line gap left out.
      writer.doc
        .rect(writer.left, top + size.heading * 0.08, headingRule, bottom - top - writer.lineGap)
        .fill(colors.accent);
      break;
  }
  writer.y = bottom + gaps.afterHeading;
}

function firstBlockHeight(writer: PdfWriter, section: Section, resume: FinishedResume): number {
  switch (section.type) {
    case 'kv': {
      const first = section.content[0];
      return first ? keyValueHeight(writer, first, resume) : 0;
    }
    case 'list': {
      const first = section.content.items[0];
      return first === undefined ? 0 : bulletHeight(writer, first);
    }
    case 'listForm[]': {
      const first = section.content[0];
      return first ? entryHeadHeight(writer, first) : 0;
    }
  }
}

function keyValueHeight(writer: PdfWriter, item: KVItem, resume: FinishedResume): number {
  return writer.measureRun(
    `${item.key}${keySeparator(resume.locale)}`,
    item.value,
    writer.size.body,
    writer.width,
  );
}

/** "Key: value" on one line, the key in bold, the value wrapping under it: a skills line, not a two-column table. */
function writeKeyValue(writer: PdfWriter, item: KVItem, resume: FinishedResume): void {
  writer.keepTogether(keyValueHeight(writer, item, resume));
  const lead = item.value.trim() === '' ? item.key : `${item.key}${keySeparator(resume.locale)}`;
  writer.y =
    writer.writeRun(lead, item.value, writer.left, writer.y, writer.width, writer.size.body, {
      lead: writer.colors.ink,
      rest: writer.colors.ink,
    }) + 1;
}

function bulletHeight(writer: PdfWriter, text: string, indent = 0): number {
  return writer.measure(text, 'regular', writer.size.body, writer.width - indent - BULLET_INDENT);
}

function writeBullet(writer: PdfWriter, text: string, indent = 0): void {
  writer.keepTogether(Math.min(bulletHeight(writer, text, indent), writer.size.body * 3));
  const top = writer.y;
  writer.write(
    '•',
    writer.left + indent,
    top,
    BULLET_INDENT,
    'regular',
    writer.size.body,
    writer.colors.muted,
  );
  const x = writer.left + indent + BULLET_INDENT;
  writer.y =
    writer.write(
      text,
      x,
      top,
      writer.width - indent - BULLET_INDENT,
      'regular',
      writer.size.body,
      writer.colors.ink,
    ) + 1;
}

/** The width an entry's dates take: the dates column's, or their own when there is no column or they are wider. */
function datesWidth(writer: PdfWriter, dates: string): number {
  if (dates === '') return 0;
  return Math.max(writer.datesColumn, naturalDatesWidth(writer, dates));
}

function naturalDatesWidth(writer: PdfWriter, dates: string): number {
  return writer.doc.font('regular').fontSize(writer.size.dates).widthOfString(dates) + 2;
}

/**
 * The dates column: as wide as the widest dates of the resume. Dates wider than a third of the line (free text
 * in a date field) do not widen it for every entry: they take their own width, flush right.
 */
function widestDates(writer: PdfWriter, sections: readonly Section[]): number {
  let widest = 0;
  for (const section of sections) {
    if (section.type !== 'listForm[]') continue;
    for (const entry of section.content) {
      const dates = dateRangeText(entry.startTime, entry.endTime);
      const width = dates === '' ? 0 : naturalDatesWidth(writer, dates);
      if (width <= writer.width / 3) widest = Math.max(widest, width);
    }
  }
  return widest;
}

/** The entry's head line (organisation — role, dates), with its first bullet: they are not split across pages. */
function entryHeadHeight(writer: PdfWriter, entry: ListFormItem): number {
  const dates = dateRangeText(entry.startTime, entry.endTime);
  const titleWidth = writer.width - datesWidth(writer, dates) - KV_GAP;
  let height =
    writer.measureRun(entry.title, roleAfter(entry), writer.size.entryTitle, titleWidth) +
    writer.design.print.gaps.beforeEntry +
    2;
  const first = entry.list.items[0];
  if (first !== undefined) height += bulletHeight(writer, first, BULLET_INDENT / 2);
  return height;
}

/** The role as it follows the organisation on the head line: " — Engineer", or nothing. */
function roleAfter(entry: ListFormItem): string {
  const role = entry.subTitle.trim();
  if (role === '') return '';
  return entry.title.trim() === '' ? role : ` — ${role}`;
}

/** Organisation in bold and the role after it on one line, the dates flush right, then the bullets. */
function writeEntry(writer: PdfWriter, entry: ListFormItem): void {
  writer.keepTogether(entryHeadHeight(writer, entry));
  writer.y += writer.design.print.gaps.beforeEntry;
  const top = writer.y;
  const dates = dateRangeText(entry.startTime, entry.endTime);
  const dateWidth = datesWidth(writer, dates);
  const titleWidth = writer.width - dateWidth - (dateWidth > 0 ? KV_GAP : 0);
  const lead = entry.title.trim() === '' ? entry.subTitle : entry.title;
  const rest = entry.title.trim() === '' ? '' : roleAfter(entry);
  const headBottom = writer.writeRun(lead, rest, writer.left, top, titleWidth, writer.size.entryTitle, {
    lead: writer.colors.ink,
    rest: writer.colors.muted,
  });
  if (dates !== '') {
    const x = writer.left + writer.width - dateWidth;
    writer.write(dates, x, top + 1, dateWidth, 'regular', writer.size.dates, writer.colors.muted);
  }
  writer.y = headBottom + 1;
  for (const item of entry.list.items) writeBullet(writer, item, BULLET_INDENT / 2);
}
