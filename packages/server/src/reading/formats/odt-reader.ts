// ResumeReader for ODT: content.xml (after the ZIP limits) read into lines: headings, paragraphs, list items, table rows.
import type { UploadFileType } from '@resume/contract';
import { ReadError } from '../../errors.ts';
import { characterSet, trimWhere } from '../../lib/text-scan.ts';
import type { ReadLimits, ReadResult, ResumeReader } from '../resume-reader.ts';
import { ICON_GLYPHS } from './office-text.ts';
import { xmlTokens } from './xml-tokens.ts';
import { unzipWithLimits } from './zip-archive.ts';

const isSpaceOrTab = characterSet(' \t');

/** Elements whose text is not part of the printed body: comments, notes, deleted text, declarations. */
const SKIPPED = new Set([
  'office:annotation',
  'text:note',
  'text:tracked-changes',
  'text:sequence-decls',
  'text:variable-decls',
  'text:user-field-decls',
  'office:forms',
  'svg:title',
  'svg:desc',
]);

export class OdtResumeReader implements ResumeReader {
  readonly types: readonly UploadFileType[] = ['odt'];

  async read(
    bytes: Uint8Array,
    _type: UploadFileType,
    limits: ReadLimits,
    signal: AbortSignal,
  ): Promise<ReadResult> {
    signal.throwIfAborted();
    const files = unzipWithLimits(bytes, limits);
    const content = files.get('content.xml');
    if (!content) throw new ReadError('the ODT file has no content part; it is damaged');
    const lines = odtLines(new TextDecoder('utf-8').decode(content))
      .map((line) => trimWhere(line.replace(ICON_GLYPHS, ''), isSpaceOrTab))
      .filter((line) => line !== '');
    if (lines.length === 0) throw new ReadError('the ODT file contains no text');
    return { text: lines.join('\n') };
  }
}

/**
 * Lines of an OpenDocument body: each heading and paragraph a line, list items marked `• `, the
 * cells of a table row on one line separated by tabs, `text:s`/`text:tab`/`text:line-break`
 * honoured. A paragraph inside another (a text box in a frame) becomes a line of its own.
 */
export function odtLines(xml: string): string[] {
  const lines: string[] = [];
  /** Open paragraphs, innermost last. */
  const paragraphs: string[] = [];
  /** Open table rows, each the text of its finished cells. */
  const rows: string[][] = [];
  let cellDepth = 0;
  let bullet = false;
  let skipping = 0;
  let inBody = false;

  const append = (text: string): void => {
    if (paragraphs.length > 0) paragraphs[paragraphs.length - 1] += text;
  };
  const finishLine = (text: string): void => {
    const row = rows.at(-1);
    if (row && cellDepth > 0) {
      // Paragraphs of one cell stay together; the row becomes one line.
      const cell = row.at(-1);
      row[row.length - 1] = cell ? `${cell} ${text}` : text;
    } else {
      lines.push(text);
    }
  };

  for (const token of xmlTokens(xml)) {
    if (token.kind === 'open') {
      if (token.name === 'office:body') inBody = true;
      if (!inBody) continue;
      if (SKIPPED.has(token.name)) {
        if (!token.selfClosing) skipping += 1;
        continue;
      }
      if (skipping > 0) continue;
      switch (token.name) {
        case 'text:p':
        case 'text:h':
          if (token.selfClosing) break;
          paragraphs.push(bullet ? '• ' : '');
          bullet = false;
          break;
        case 'text:list-item':
          bullet = true;
          break;
        case 'table:table-row':
          if (!token.selfClosing) rows.push([]);
          break;
        case 'table:table-cell':
          if (!token.selfClosing) {
            cellDepth += 1;
            rows.at(-1)?.push('');
          }
          break;
        case 'text:s':
          append(' '.repeat(Math.min(100, Number(token.attributes['text:c'] ?? '1') || 1)));
          break;
        case 'text:tab':
          append('\t');
          break;
        case 'text:line-break': {
          const open = paragraphs.pop();
          if (open !== undefined) {
            finishLine(open);
            paragraphs.push('');
          }
          break;
        }
      }
    } else if (token.kind === 'close') {
      if (token.name === 'office:body') inBody = false;
      if (!inBody) continue;
      if (SKIPPED.has(token.name)) {
        skipping = Math.max(0, skipping - 1);
        continue;
      }
      if (skipping > 0) continue;
      switch (token.name) {
        case 'text:p':
        case 'text:h': {
          const open = paragraphs.pop();
          if (open !== undefined) finishLine(open);
          break;
        }
        case 'table:table-cell':
          cellDepth = Math.max(0, cellDepth - 1);
          break;
        case 'table:table-row': {
          const row = rows.pop();
          if (row) finishLine(row.map((cell) => cell.trim()).join('\t'));
          break;
        }
      }
    } else if (skipping === 0 && inBody) {
      // ODF collapses white space in text to one space; repeated spaces are written as text:s.
      append(token.text.replace(/[ \t\r\n]+/g, ' '));
    }
  }
  return lines;
}
