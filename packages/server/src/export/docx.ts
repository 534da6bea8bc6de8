// A finished resume as a Word document: Heading styles, a real bulleted list, named Latin and Chinese fonts, A4.
import type { KVItem, ListFormItem, Section } from '@resume/contract';
import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  type IParagraphOptions,
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

/** A4 in twips (twentieths of a point). */
const PAGE = { width: 11906, height: 16838 } as const;
/** The PDF's margin (42 pt) in twips. */
const MARGIN = 42 * 20;
/** Between the margins: where the dates' right tab stop sits. */
const TEXT_WIDTH = PAGE.width - 2 * MARGIN;
/** The PDF's colours, without the '#' Word does not take. */
const COLORS = { ink: '1F2328', muted: '57606A', rule: 'D0D7DE', accent: '0B5CAD' } as const;
/** Type sizes in half-points, as the PDF sets them (20 pt name, 10 pt body). */
const SIZES = {
  name: 40,
  headline: 23,
  contacts: 19,
  heading: 24,
  entryTitle: 21,
  body: 20,
  dates: 18,
} as const;
/**
 * Calibri for Latin text and Microsoft YaHei for Chinese, the fonts of Windows and Office. Naming an East
 * Asian font (and marking Chinese text zh-CN) keeps Word from setting Chinese in a Japanese face, or in the
 * Latin font's fallback, on a machine whose default East Asian language is not Chinese.
 */
const FONTS = { ascii: 'Calibri', hAnsi: 'Calibri', cs: 'Calibri', eastAsia: 'Microsoft YaHei' } as const;
const BULLETS = 'resume-bullets';
/** Indent of a bullet's text and how far its marker hangs left of it, in twips. */
const BULLET_INDENT = { left: 360, hanging: 240 } as const;

/**
 * The document's bytes. There is no layout to compute (Word lays the pages out), so it renders on the main
 * thread: the docx package builds the XML and zips it (fflate's zipSync) in about 5–15 ms for a usual resume
 * and 50 ms for the largest Chinese task (65,536 characters). The promise is the package's interface.
 */
export async function renderDocx(resume: FinishedResume): Promise<Buffer> {
  const header = resumeHeader(resume);
  // The basic information is the header's: a table repeating the name would push a one-page resume onto two.
  const basics = findBasicsSection(resume.sections);
  const body = resume.sections
    .filter((section) => section !== basics)
    .flatMap((section) => sectionParagraphs(section, resume));
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
            size: SIZES.body,
            color: COLORS.ink,
            // Latin text is spell-checked as English; Chinese is marked Chinese, so Word picks Chinese glyphs and breaks.
            language: resume.locale === 'zh-CN' ? { value: 'en-US', eastAsia: 'zh-CN' } : { value: 'en-US' },
          },
          paragraph: { spacing: { after: 20, line: 264 } },
        },
        heading1: {
          run: { bold: true, size: SIZES.name, color: COLORS.ink },
          paragraph: { spacing: { after: 40 }, keepNext: true },
        },
        heading2: {
          run: { bold: true, size: SIZES.heading, color: COLORS.accent },
          paragraph: {
            spacing: { before: 200, after: 80 },
            keepNext: true,
            border: { bottom: { style: BorderStyle.SINGLE, size: 5, color: COLORS.rule, space: 1 } },
          },
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
                run: { font: 'Calibri', color: COLORS.muted },
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
            margin: { top: MARGIN, right: MARGIN, bottom: MARGIN, left: MARGIN, header: 0, footer: 0 },
          },
        },
        children: [...headerParagraphs(header), ...body],
      },
    ],
  });
  return Packer.toBuffer(document);
}

/** The name as Heading 1, the role under it, one line of contacts and one of other details; a rule below. */
function headerParagraphs(header: ResumeHeader): Paragraph[] {
  const lines: IParagraphOptions[] = [{ heading: HeadingLevel.HEADING_1, children: runs(header.heading) }];
  if (header.headline !== '') {
    lines.push({
      children: runs(header.headline, { size: SIZES.headline, color: COLORS.muted }),
      spacing: { after: 40 },
    });
  }
  for (const line of [header.contacts, header.details]) {
    if (line.length > 0)
      lines.push({ children: runs(line.join('  ·  '), { size: SIZES.contacts, color: COLORS.muted }) });
  }
  // The accent rule under the header, as the PDF draws it: the bottom border of its last line.
  const rule = { bottom: { style: BorderStyle.SINGLE, size: 12, color: COLORS.accent, space: 4 } };
  return lines.map(
    (options, index) => new Paragraph(index === lines.length - 1 ? { ...options, border: rule } : options),
  );
}

function sectionParagraphs(section: Section, resume: FinishedResume): Paragraph[] {
  const heading = new Paragraph({ heading: HeadingLevel.HEADING_2, children: runs(section.title) });
  switch (section.type) {
    case 'kv':
      return [heading, ...section.content.map((item) => keyValueParagraph(item, resume))];
    case 'list':
      return [heading, ...section.content.items.map((item) => bulletParagraph(item))];
    case 'listForm[]':
      return [heading, ...section.content.flatMap((entry) => entryParagraphs(entry))];
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
function entryParagraphs(entry: ListFormItem): Paragraph[] {
  const title = entry.title.trim();
  const role = entry.subTitle.trim();
  const lead = title === '' ? role : title;
  const rest = title !== '' && role !== '' ? ` — ${role}` : '';
  const dates = dateRangeText(entry.startTime, entry.endTime);
  const head = new Paragraph({
    children: [
      ...runs(lead, { bold: true, size: SIZES.entryTitle }),
      ...runs(rest, { size: SIZES.entryTitle, color: COLORS.muted }),
      ...(dates === ''
        ? []
        : [
            new TextRun({ children: [new Tab()] }),
            ...runs(dates, { size: SIZES.dates, color: COLORS.muted }),
          ]),
    ],
    tabStops: [{ type: TabStopType.RIGHT, position: TEXT_WIDTH }],
    spacing: { before: 100 },
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
