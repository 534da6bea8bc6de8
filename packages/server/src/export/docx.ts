// A finished resume as a Word document: Heading styles, a real bulleted list, named Latin and Chinese fonts, A4.
import type { KVItem, ListFormItem, Section } from '@resume/contract';
import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  type IParagraphOptions,
  type IParagraphStylePropertiesOptions,
  LevelFormat,
  Packer,
  Paragraph,
  Tab,
  TabStopType,
  TextRun,
} from 'docx';
import {
  dateRangeText,
  documentTitle,
  type FinishedResume,
  findBasicsSection,
  keySeparator,
  type ResumeHeader,
  resumeHeader,
} from './finished-resume.ts';
import {
  DEFAULT_TEMPLATE,
  type ExportTemplate,
  type TemplateDesign,
  type TypeSizes,
  templateDesign,
} from './templates.ts';

/** A4 in twips (twentieths of a point). */
const PAGE = { width: 11906, height: 16838 } as const;
/**
 * Calibri for Latin text and Microsoft YaHei for Chinese, the fonts of Windows and Office. Naming an East
 * Asian font (and marking Chinese text zh-CN) keeps Word from setting Chinese in a Japanese face, or in the
 * Latin font's fallback, on a machine whose default East Asian language is not Chinese.
 */
const FONTS = { ascii: 'Calibri', hAnsi: 'Calibri', cs: 'Calibri', eastAsia: 'Microsoft YaHei' } as const;
const BULLETS = 'resume-bullets';
/** Indent of a bullet's text and how far its marker hangs left of it, in twips. */
const BULLET_INDENT = { left: 360, hanging: 240 } as const;

/** A template's design in Word's units: the PDF's sizes and margin, its colours without the '#' Word does not take. */
interface WordDesign {
  source: TemplateDesign;
  /** Half-points, as the PDF sets them (classic: 20 pt name, 10 pt body). */
  sizes: TypeSizes;
  colors: Record<keyof TemplateDesign['colors'], string>;
  /** Twips. */
  margin: number;
  /** Where the dates' right tab stop sits: between the margins. */
  textWidth: number;
}

function wordDesign(design: TemplateDesign): WordDesign {
  const margin = design.print.margin * 20;
  return {
    source: design,
    sizes: Object.fromEntries(
      Object.entries(design.print.sizes).map(([key, value]) => [key, Math.round(value * 2)]),
    ) as unknown as TypeSizes,
    colors: Object.fromEntries(
      Object.entries(design.colors).map(([key, value]) => [key, value.slice(1).toUpperCase()]),
    ) as WordDesign['colors'],
    margin,
    textWidth: PAGE.width - 2 * margin,
  };
}

/** A border's width in eighths of a point, as Word counts it. */
function eighths(points: number): number {
  return Math.round(points * 8);
}

/** The paragraph look of a Heading 2 in the template's heading style. */
function headingParagraph(word: WordDesign): IParagraphStylePropertiesOptions {
  const { source, colors } = word;
  const spacing = { before: source.docx.beforeHeading, after: source.docx.afterHeading };
  const rule = eighths(source.print.headingRule);
  switch (source.heading) {
    case 'rule':
    case 'inline-rule':
      // Word has no rule that follows text on its line: the hairline goes under the heading.
      return {
        spacing,
        keepNext: true,
        border: { bottom: { style: BorderStyle.SINGLE, size: rule, color: colors.rule, space: 1 } },
      };
    case 'left-bar':
      return {
        spacing,
        keepNext: true,
        border: { left: { style: BorderStyle.SINGLE, size: rule, color: colors.accent, space: 6 } },
      };
  }
}

/**
 * The document's bytes. There is no layout to compute (Word lays the pages out), so it renders on the main
 * thread: the docx package builds the XML and zips it (fflate's zipSync) in about 5–15 ms for a usual resume
 * and 50 ms for the largest Chinese task (65,536 characters). The promise is the package's interface.
 */
export async function renderDocx(
  resume: FinishedResume,
  template: ExportTemplate = DEFAULT_TEMPLATE,
): Promise<Buffer> {
  const word = wordDesign(templateDesign(template));
  const { sizes, colors, margin } = word;
  const header = resumeHeader(resume);
  // The basic information is the header's: a table repeating the name would push a one-page resume onto two.
  const basics = findBasicsSection(resume.sections);
  const body = resume.sections
    .filter((section) => section !== basics)
    .flatMap((section) => sectionParagraphs(section, resume, word));
  const document = new Document({
    title: documentTitle(resume),
    // Word writes an author into every document; the service's name, never anything from the resume.
    creator: 'Resume generation service',
    lastModifiedBy: 'Resume generation service',
    styles: {
      default: {
        document: {
          run: {
            font: FONTS,
            size: sizes.body,
            color: colors.ink,
            // Latin text is spell-checked as English; Chinese is marked Chinese, so Word picks Chinese glyphs and breaks.
            language: resume.locale === 'zh-CN' ? { value: 'en-US', eastAsia: 'zh-CN' } : { value: 'en-US' },
          },
          paragraph: { spacing: { after: 20, line: word.source.docx.line } },
        },
        heading1: {
          run: { bold: true, size: sizes.name, color: colors.ink },
          paragraph: { spacing: { after: 40 }, keepNext: true },
        },
        heading2: {
          run: {
            bold: true,
            size: sizes.heading,
            color: colors.heading,
            // Word's own small capitals: the text stays as written, for search and for an ATS.
            ...(word.source.heading === 'inline-rule' ? { smallCaps: true } : {}),
          },
          paragraph: headingParagraph(word),
        },
      },
    },
    numbering: {
      config: [
        {
          reference: BULLETS,
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '•',
              alignment: AlignmentType.LEFT,
              style: {
                // The marker in Calibri whatever the script: a Chinese font would set it full width.
                run: { font: 'Calibri', color: colors.muted },
                paragraph: { indent: BULLET_INDENT },
              },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: PAGE,
            margin: { top: margin, right: margin, bottom: margin, left: margin, header: 0, footer: 0 },
          },
        },
        children: [...headerParagraphs(header, word), ...body],
      },
    ],
  });
  return Packer.toBuffer(document);
}

/** The name as Heading 1, the role under it, one line of contacts and one of other details; a rule below. */
function headerParagraphs(header: ResumeHeader, word: WordDesign): Paragraph[] {
  const { sizes, colors } = word;
  const lines: IParagraphOptions[] = [{ heading: HeadingLevel.HEADING_1, children: runs(header.heading) }];
  if (header.headline !== '') {
    lines.push({
      children: runs(header.headline, { size: sizes.headline, color: colors.headline }),
      spacing: { after: 40 },
    });
  }
  for (const line of [header.contacts, header.details]) {
    if (line.length > 0)
      lines.push({ children: runs(line.join('  ·  '), { size: sizes.contacts, color: colors.muted }) });
  }
  const thickness = word.source.print.headerRule;
  if (thickness === 0) return lines.map((options) => new Paragraph(options));
  // The accent rule under the header, as the PDF draws it: the bottom border of its last line.
  const rule = {
    bottom: { style: BorderStyle.SINGLE, size: eighths(thickness), color: colors.accent, space: 4 },
  };
  return lines.map(
    (options, index) => new Paragraph(index === lines.length - 1 ? { ...options, border: rule } : options),
  );
}

function sectionParagraphs(section: Section, resume: FinishedResume, word: WordDesign): Paragraph[] {
  const heading = new Paragraph({ heading: HeadingLevel.HEADING_2, children: runs(section.title) });
  switch (section.type) {
    case 'kv':
      return [heading, ...section.content.map((item) => keyValueParagraph(item, resume))];
    case 'list':
      return [heading, ...section.content.items.map((item) => bulletParagraph(item))];
    case 'listForm[]':
      return [heading, ...section.content.flatMap((entry) => entryParagraphs(entry, word))];
  }
}

/** "Key: value" on one line, the key in bold: a skills line, not a two-column table. */
function keyValueParagraph(item: KVItem, resume: FinishedResume): Paragraph {
  const value = item.value.trim();
  const lead = value === '' ? item.key : `${item.key}${keySeparator(resume.locale)}`;
  return new Paragraph({ children: [...runs(lead, { bold: true }), ...runs(value)] });
}

function bulletParagraph(text: string): Paragraph {
  return new Paragraph({ numbering: { reference: BULLETS, level: 0 }, children: runs(text) });
}

/** Organisation in bold and the role after it, the dates at a right tab stop on the margin, then the bullets. */
function entryParagraphs(entry: ListFormItem, word: WordDesign): Paragraph[] {
  const { sizes, colors } = word;
  const title = entry.title.trim();
  const role = entry.subTitle.trim();
  const lead = title === '' ? role : title;
  const rest = title !== '' && role !== '' ? ` — ${role}` : '';
  const dates = dateRangeText(entry.startTime, entry.endTime);
  const head = new Paragraph({
    children: [
      ...runs(lead, { bold: true, size: sizes.entryTitle }),
      ...runs(rest, { size: sizes.entryTitle, color: colors.muted }),
      ...(dates === ''
        ? []
        : [
            new TextRun({ children: [new Tab()] }),
            ...runs(dates, { size: sizes.dates, color: colors.muted }),
          ]),
    ],
    tabStops: [{ type: TabStopType.RIGHT, position: word.textWidth }],
    spacing: { before: word.source.docx.beforeEntry },
    // The head line stays on the page of its first bullet.
    keepNext: entry.list.items.length > 0,
  });
  return [head, ...entry.list.items.map((item) => bulletParagraph(item))];
}

interface RunStyle {
  bold?: boolean;
  size?: number;
  color?: string;
}

/**
 * What no XML document may hold, or a reader would choke on: control characters but tab and line ends (the C1
 * controls too: allowed, but invisible), unpaired surrogates, and the noncharacters U+FFFE and U+FFFF.
 */
const NOT_IN_XML = /[^\P{Cc}\t\n\r]|\p{Cs}|[\uFFFE\uFFFF]/gu;

/**
 * Resume text as runs: a line break inside a value becomes a Word line break, a tab a space (the only tab is the
 * dates' stop), and characters no XML document may hold are dropped, so any stored text makes a valid file.
 */
function runs(text: string, style: RunStyle = {}): TextRun[] {
  if (text === '') return [];
  return text
    .replace(NOT_IN_XML, '')
    .replace(/\t/g, ' ')
    .split(/\r\n|\r|\n/)
    .map((line, index) => new TextRun({ text: line, ...style, ...(index > 0 ? { break: 1 } : {}) }));
}
