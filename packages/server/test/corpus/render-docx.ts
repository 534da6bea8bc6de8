// DOCX rendering of a layout with the `docx` package: headings and lines as paragraphs (a right-aligned
// tab stop for dates), bullets as paragraphs carrying their printed marker, tables as real Word tables.
import {
  AlignmentType,
  BorderStyle,
  Document,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
} from 'docx';
import type { Block, Layout } from './layout.ts';

const TEXT_WIDTH = 9000; // twips between the margins of the default page
const NO_BORDER = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const NO_BORDERS = {
  top: NO_BORDER,
  bottom: NO_BORDER,
  left: NO_BORDER,
  right: NO_BORDER,
  insideHorizontal: NO_BORDER,
  insideVertical: NO_BORDER,
};

function paragraph(
  text: string,
  options: { bold?: boolean; size?: number; center?: boolean } = {},
): Paragraph {
  return new Paragraph({
    children: [
      new TextRun({
        text,
        ...(options.bold ? { bold: true } : {}),
        ...(options.size ? { size: options.size } : {}),
      }),
    ],
    ...(options.center ? { alignment: AlignmentType.CENTER } : {}),
  });
}

function children(blocks: readonly Block[], width: number): (Paragraph | Table)[] {
  const out: (Paragraph | Table)[] = [];
  for (const block of blocks) {
    switch (block.type) {
      case 'title':
        out.push(paragraph(block.text, { bold: true, size: 40, center: block.center }));
        break;
      case 'line':
        if (block.right) {
          out.push(
            new Paragraph({
              children: [
                new TextRun({ text: block.text, ...(block.bold ? { bold: true } : {}) }),
                new TextRun({ text: '\t' }),
                new TextRun({ text: block.right }),
              ],
              tabStops: [{ type: TabStopType.RIGHT, position: width }],
            }),
          );
        } else {
          out.push(
            paragraph(block.text, {
              bold: block.bold,
              size: block.size ? block.size * 2 : undefined,
              center: block.center,
            }),
          );
        }
        break;
      case 'heading':
        out.push(
          new Paragraph({
            children: [new TextRun({ text: block.text, bold: true, size: 28 })],
            spacing: { before: 200, after: 80 },
            ...(block.rule
              ? { border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '444444', space: 1 } } }
              : {}),
          }),
        );
        break;
      case 'bullet':
        out.push(
          new Paragraph({
            children: [new TextRun({ text: `${block.marker}${block.text}` })],
            ...(block.marker ? { indent: { left: 360, hanging: 240 } } : {}),
          }),
        );
        break;
      case 'table': {
        const total = block.widths.reduce((a, b) => a + b, 0);
        const columnWidths = block.widths.map((w) => Math.round((width * w) / total));
        out.push(
          new Table({
            width: { size: width, type: WidthType.DXA },
            columnWidths,
            ...(block.borders === false ? { borders: NO_BORDERS } : {}),
            rows: block.rows.map(
              (row) =>
                new TableRow({
                  children: row.map(
                    (c) =>
                      new TableCell({
                        children: c.paragraphs.map((text) => paragraph(text, { bold: c.bold })),
                        ...(c.span && c.span > 1 ? { columnSpan: c.span } : {}),
                      }),
                  ),
                }),
            ),
          }),
        );
        break;
      }
      case 'columns': {
        // Word sidebars are a two-cell borderless table.
        const left = Math.round(width * block.leftShare);
        out.push(
          new Table({
            width: { size: width, type: WidthType.DXA },
            columnWidths: [left, width - left],
            borders: NO_BORDERS,
            rows: [
              new TableRow({
                children: [
                  new TableCell({ children: cellChildren(children(block.left, left)) }),
                  new TableCell({ children: cellChildren(children(block.right, width - left)) }),
                ],
              }),
            ],
          }),
        );
        break;
      }
      case 'gap':
        out.push(new Paragraph({ children: [] }));
        break;
    }
  }
  return out;
}

/** A table cell must end with a paragraph. */
function cellChildren(items: (Paragraph | Table)[]): (Paragraph | Table)[] {
  const last = items.at(-1);
  return last instanceof Paragraph ? items : [...items, new Paragraph({ children: [] })];
}

export async function renderDocx(layout: Layout): Promise<Uint8Array> {
  const document = new Document({
    styles: { default: { document: { run: { size: 21, font: 'Microsoft YaHei' } } } },
    sections: [{ children: children(layout.blocks, TEXT_WIDTH) }],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}
