// Plain-text rendering of a layout: one printed line per line, columns one after the other (left first).
import type { Block, Layout } from './layout.ts';

function linesOf(blocks: readonly Block[], out: string[]): void {
  for (const block of blocks) {
    switch (block.type) {
      case 'title':
        out.push(block.text);
        break;
      case 'line':
        out.push(block.right ? `${block.text}    ${block.right}` : block.text);
        break;
      case 'heading':
        out.push('', block.text);
        break;
      case 'bullet':
        out.push(`${block.marker}${block.text}`);
        break;
      case 'table':
        for (const row of block.rows) {
          // A row of one-paragraph cells is one line; longer cells follow it line by line.
          out.push(
            row
              .map((c) => c.paragraphs[0] ?? '')
              .filter((text) => text !== '')
              .join('  '),
          );
          for (const c of row) out.push(...c.paragraphs.slice(1));
        }
        break;
      case 'columns':
        linesOf(block.left, out);
        out.push('');
        linesOf(block.right, out);
        break;
      case 'gap':
        out.push('');
        break;
    }
  }
}

export function renderText(layout: Layout): Uint8Array {
  const out: string[] = [];
  linesOf(layout.blocks, out);
  const text = `${out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
  return new TextEncoder().encode(text);
}
