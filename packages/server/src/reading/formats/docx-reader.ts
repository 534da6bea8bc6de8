// ResumeReader for DOCX (mammoth), after the archive passed the ZIP limits; headers and footers read too.
import type { UploadFileType } from '@resume/contract';
import { zipSync } from 'fflate';
import mammoth from 'mammoth';
import { ReadError } from '../../errors.ts';
import { characterSet, collapseAroundTabs, trimWhere } from '../../lib/text-scan.ts';
import type { ReadLimits, ReadResult, ResumeReader } from '../resume-reader.ts';
import { ICON_GLYPHS, isPageNumberLine } from './office-text.ts';
import { htmlToText } from './text-reader.ts';
import { xmlTokens } from './xml-tokens.ts';
import { unzipWithLimits } from './zip-archive.ts';

const isSpace = characterSet(' ');
const isSpaceOrTab = characterSet(' \t');

/** Stands for a tab through the HTML step, which collapses whitespace; a noncharacter never in text. */
const TAB_MARK = '\uffff';

export class DocxResumeReader implements ResumeReader {
  readonly types: readonly UploadFileType[] = ['docx'];

  async read(
    bytes: Uint8Array,
    _type: UploadFileType,
    limits: ReadLimits,
    signal: AbortSignal,
  ): Promise<ReadResult> {
    signal.throwIfAborted();
    const files = unzipWithLimits(bytes, limits);
    if (!files.has('word/document.xml'))
      throw new ReadError('the DOCX file has no document part; it is damaged');
    // mammoth reads the parts that passed the limits, stored uncompressed: nothing is inflated twice.
    const checked = zipSync(Object.fromEntries(files), { level: 0 });
    let html: string;
    try {
      const result = await mammoth.convertToHtml(
        { buffer: Buffer.from(checked.buffer, checked.byteOffset, checked.byteLength) },
        {
          // Pictures are never decoded: a resume's facts are in its text.
          convertImage: mammoth.images.imgElement(async () => ({ src: '' })),
          externalFileAccess: false,
          ignoreEmptyParagraphs: true,
        },
      );
      html = result.value;
    } catch (error) {
      throw new ReadError('the DOCX file is damaged and cannot be read', { cause: error });
    }
    const text = htmlToText(flattenSimpleRows(html.replaceAll(TAB_MARK, '').replace(/\t+/g, TAB_MARK)));
    const body = collapseAroundTabs(text.replaceAll(TAB_MARK, '\t'), isSpace).split('\n');
    const decoder = new TextDecoder('utf-8');
    const partLines = (prefix: string): string[] =>
      [...files.keys()]
        .filter((name) => name.startsWith(prefix) && name.endsWith('.xml'))
        .sort()
        .flatMap((name) => wordXmlLines(decoder.decode(files.get(name))))
        .filter((line) => !isPageNumberLine(line));
    const lines = [...unique(partLines('word/header')), ...body, ...unique(partLines('word/footer'))]
      .map((line) => trimWhere(line.replace(ICON_GLYPHS, ''), isSpaceOrTab))
      .filter((line) => line !== '');
    if (lines.length === 0) throw new ReadError('the DOCX file contains no text');
    return { text: lines.join('\n') };
  }
}

/**
 * Table rows whose cells hold one paragraph each (company | role | dates) become one line with
 * tab-separated cells; rows of layout tables, whose cells hold whole sections, keep their
 * paragraphs as lines, read cell after cell like columns.
 */
function flattenSimpleRows(html: string): string {
  const out: string[] = [];
  let position = 0;
  // Found once and reused while it lies ahead: rows without an end cost one scan, not one per row.
  let close = html.indexOf('</tr>');
  for (;;) {
    const open = html.indexOf('<tr>', position);
    if (open === -1 || close === -1) break;
    if (close < open) close = html.indexOf('</tr>', open);
    if (close === -1) break;
    const nextOpen = html.indexOf('<tr>', open + 4);
    if (nextOpen !== -1 && nextOpen < close) {
      // A row that opens another before it ends (a nested table) is left as it is.
      out.push(html.slice(position, nextOpen));
      position = nextOpen;
      continue;
    }
    out.push(html.slice(position, open), flattenRow(html.slice(open, close + 5)));
    position = close + 5;
    close = html.indexOf('</tr>', position);
  }
  out.push(html.slice(position));
  return out.join('');
}

function flattenRow(row: string): string {
  const cells = row.slice(4, -5);
  const simple = cellContents(cells).every(
    (inner) => (inner.match(/<p[\s>]/g)?.length ?? 0) <= 1 && !/<(?:li|table|h[1-6])[\s>]/.test(inner),
  );
  return simple ? `<tr>${cells.replace(/<\/?p(?:\s[^<>]*)?>/g, ' ')}</tr>` : row;
}

/** Lines of a header or footer part: paragraphs and table rows, tabs kept, field codes and fallbacks skipped. */
function wordXmlLines(xml: string): string[] {
  const lines: string[] = [];
  let line = '';
  let skipping = 0;
  let inText = false;
  let cellDepth = 0;
  const SKIPPED = new Set(['w:instrText', 'w:delText', 'mc:Fallback', 'w:fldData']);
  for (const token of xmlTokens(xml)) {
    if (token.kind === 'open') {
      if (SKIPPED.has(token.name) && !token.selfClosing) skipping += 1;
      if (skipping > 0) continue;
      if (token.name === 'w:t') inText = !token.selfClosing;
      else if (token.name === 'w:tc' && !token.selfClosing) cellDepth += 1;
      else if (token.name === 'w:tab') line += '\t';
      else if (token.name === 'w:br' || token.name === 'w:cr') {
        lines.push(line);
        line = '';
      }
    } else if (token.kind === 'close') {
      if (SKIPPED.has(token.name)) skipping = Math.max(0, skipping - 1);
      if (skipping > 0) continue;
      if (token.name === 'w:t') inText = false;
      else if (token.name === 'w:tc') {
        cellDepth = Math.max(0, cellDepth - 1);
        line += '\t';
      } else if (token.name === 'w:p') {
        // Paragraphs of one table cell stay on the row's line.
        if (cellDepth > 0) line += ' ';
        else {
          lines.push(line);
          line = '';
        }
      } else if (token.name === 'w:tr') {
        lines.push(line);
        line = '';
      }
    } else if (inText && skipping === 0) {
      line += token.text;
    }
  }
  lines.push(line);
  return lines.map((text) => text.replace(/\t+/g, '\t').trim()).filter((text) => text !== '');
}

/** Header parts repeat (first page, odd, even pages): each of their lines is kept once, in order. */
function unique(lines: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const line of lines) {
    const key = line.trim();
    if (key !== '' && seen.has(key)) continue;
    seen.add(key);
    result.push(line);
  }
  return result;
}

/** What each `<td …>…</td>` of a row holds; one scan with indexOf (mammoth closes every cell). */
function cellContents(cells: string): string[] {
  const contents: string[] = [];
  let position = 0;
  for (;;) {
    const open = cells.indexOf('<td', position);
    if (open === -1) return contents;
    const start = cells.indexOf('>', open);
    const end = start === -1 ? -1 : cells.indexOf('</td>', start);
    if (end === -1) return contents;
    contents.push(cells.slice(start + 1, end));
    position = end + 5;
  }
}
