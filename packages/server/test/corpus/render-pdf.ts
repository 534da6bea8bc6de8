// PDF rendering of a layout with pdfkit and a CJK font (Noto Sans SC from @embedpdf/fonts-sc): lines at
// absolute positions, two columns side by side, long lines wrapped at the width the layout gives.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Block, Layout } from './layout.ts';

const require = createRequire(import.meta.url);

/** The part of pdfkit's API the renderer uses (pdfkit ships no types). */
interface PDFKitDocument {
  on(event: 'data', listener: (chunk: Buffer) => void): void;
  on(event: 'end', listener: () => void): void;
  registerFont(name: string, source: Buffer): PDFKitDocument;
  font(name: string): PDFKitDocument;
  fontSize(size: number): PDFKitDocument;
  text(text: string, x: number, y: number, options?: Record<string, unknown>): PDFKitDocument;
  heightOfString(text: string, options?: Record<string, unknown>): number;
  widthOfString(text: string): number;
  moveTo(x: number, y: number): PDFKitDocument;
  lineTo(x: number, y: number): PDFKitDocument;
  lineWidth(width: number): PDFKitDocument;
  stroke(): PDFKitDocument;
  addPage(): PDFKitDocument;
  end(): void;
}

const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 48;

let fonts: { regular: Buffer; bold: Buffer } | undefined;

/** Noto Sans SC (regular and bold OTF) from the @embedpdf/fonts-sc dev dependency. */
function loadFonts(): { regular: Buffer; bold: Buffer } {
  if (!fonts) {
    const dir = path.join(path.dirname(require.resolve('@embedpdf/fonts-sc')), '..', 'fonts');
    fonts = {
      regular: readFileSync(path.join(dir, 'NotoSansHans-Regular.otf')),
      bold: readFileSync(path.join(dir, 'NotoSansHans-Bold.otf')),
    };
  }
  return fonts;
}

interface Area {
  x: number;
  width: number;
}

class PdfWriter {
  y = MARGIN;
  constructor(
    private readonly doc: PDFKitDocument,
    private readonly size: number,
  ) {}

  private ensure(height: number): void {
    if (this.y + height > PAGE_HEIGHT - MARGIN) {
      this.doc.addPage();
      this.y = MARGIN;
    }
  }

  private write(text: string, area: Area, options: { bold?: boolean; size?: number; align?: string } = {}) {
    const size = options.size ?? this.size;
    this.doc.font(options.bold ? 'bold' : 'regular').fontSize(size);
    const height = this.doc.heightOfString(text, { width: area.width, lineGap: size * 0.35 });
    this.ensure(Math.min(height, size * 1.4));
    this.doc.text(text, area.x, this.y, {
      width: area.width,
      lineGap: size * 0.35,
      align: options.align ?? 'left',
    });
    this.y += height;
  }

  blocks(blocks: readonly Block[], area: Area): void {
    for (const block of blocks) this.block(block, area);
  }

  private block(block: Block, area: Area): void {
    const size = this.size;
    switch (block.type) {
      case 'title':
        this.write(block.text, area, { bold: true, size: size * 2, align: block.center ? 'center' : 'left' });
        this.y += size * 0.4;
        break;
      case 'line': {
        const lineSize = block.size ?? size;
        if (block.right) {
          // Left text and a right-aligned date on one baseline, the left text kept clear of the date.
          this.doc.font('regular').fontSize(lineSize);
          const rightWidth = this.doc.widthOfString(block.right) + 2;
          this.ensure(lineSize * 1.4);
          const top = this.y;
          this.doc.text(block.right, area.x + area.width - rightWidth, top, {
            width: rightWidth,
            align: 'right',
          });
          this.write(
            block.text,
            { x: area.x, width: area.width - rightWidth - 12 },
            { bold: block.bold, size: lineSize },
          );
          this.y = Math.max(this.y, top + lineSize * 1.4);
        } else {
          this.write(block.text, area, {
            bold: block.bold,
            size: lineSize,
            align: block.center ? 'center' : 'left',
          });
        }
        break;
      }
      case 'heading':
        this.y += size * 0.6;
        this.ensure(size * 3);
        this.write(block.text, area, { bold: true, size: size * 1.25 });
        if (block.rule) {
          this.doc
            .lineWidth(0.6)
            .moveTo(area.x, this.y)
            .lineTo(area.x + area.width, this.y)
            .stroke();
          this.y += 3;
        }
        break;
      case 'bullet': {
        if (block.marker === '') {
          this.write(block.text, area);
          break;
        }
        // A hanging indent: the marker, then the text wrapping under itself.
        this.doc.font('regular').fontSize(size);
        const indent = Math.max(this.doc.widthOfString(block.marker) + 3, size * 1.2);
        this.ensure(size * 1.4);
        this.doc.text(block.marker.trim(), area.x + 4, this.y, { width: indent, lineBreak: false });
        this.write(block.text, { x: area.x + 4 + indent, width: area.width - 4 - indent });
        break;
      }
      case 'table': {
        const total = block.widths.reduce((a, b) => a + b, 0);
        for (const row of block.rows) {
          let column = 0;
          let x = area.x;
          const top = this.y;
          let bottom = top;
          for (const c of row) {
            const span = c.span ?? 1;
            const share = block.widths.slice(column, column + span).reduce((a, b) => a + b, 0) / total;
            const width = area.width * share;
            this.y = top;
            for (const paragraph of c.paragraphs)
              this.write(paragraph, { x: x + 2, width: width - 6 }, { bold: c.bold });
            bottom = Math.max(bottom, this.y);
            x += width;
            column += span;
          }
          this.y = bottom + 3;
        }
        break;
      }
      case 'columns': {
        const gutter = 18;
        const leftWidth = area.width * block.leftShare - gutter / 2;
        const top = this.y;
        this.blocks(block.left, { x: area.x, width: leftWidth });
        const leftBottom = this.y;
        this.y = top;
        this.blocks(block.right, { x: area.x + leftWidth + gutter, width: area.width - leftWidth - gutter });
        this.y = Math.max(this.y, leftBottom);
        break;
      }
      case 'gap':
        this.y += size * 0.6;
        break;
    }
  }
}

export function renderPdf(layout: Layout): Promise<Uint8Array> {
  const PDFKit = require('pdfkit') as new (options: Record<string, unknown>) => PDFKitDocument;
  const doc = new PDFKit({ size: 'A4', margin: MARGIN, autoFirstPage: true, info: { Title: 'Resume' } });
  const { regular, bold } = loadFonts();
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
  });
  const width = Math.min(layout.pdfWidth ?? PAGE_WIDTH - 2 * MARGIN, PAGE_WIDTH - 2 * MARGIN);
  new PdfWriter(doc, layout.fontSize ?? 10).blocks(layout.blocks, { x: MARGIN, width });
  doc.end();
  return done;
}
