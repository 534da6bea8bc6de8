// ResumeReader for legacy Word 97-2003 files (word-extractor): body, headers and text boxes.
import { createRequire } from 'node:module';
import type { UploadFileType } from '@resume/contract';
import { ReadError } from '../../errors.ts';
import { characterSet, trimWhere } from '../../lib/text-scan.ts';
import type { ReadLimits, ReadResult, ResumeReader } from '../resume-reader.ts';
import { ICON_GLYPHS, isPageNumberLine } from './office-text.ts';

const isBlank = characterSet(' \t\u00a0');

interface WordDocument {
  getBody(options?: { filterUnicode?: boolean }): string;
  getHeaders(options?: { filterUnicode?: boolean; includeFooters?: boolean }): string;
  getTextboxes(options?: {
    filterUnicode?: boolean;
    includeBody?: boolean;
    includeHeadersAndFooters?: boolean;
  }): string;
}

const require = createRequire(import.meta.url);
const WordExtractor = require('word-extractor') as new () => {
  extract(source: Buffer): Promise<WordDocument>;
};

const SECTOR = 512;
/** The FIB starts the WordDocument stream: its magic, then nFib for Word 97 to Word 2019. */
const FIB_MAGIC = 0xa5ec;
const F_ENCRYPTED = 0x0100;
const F_OBFUSCATED = 0x8000;

export class DocResumeReader implements ResumeReader {
  readonly types: readonly UploadFileType[] = ['doc'];

  async read(
    bytes: Uint8Array,
    _type: UploadFileType,
    _limits: ReadLimits,
    signal: AbortSignal,
  ): Promise<ReadResult> {
    signal.throwIfAborted();
    if (isEncryptedWordFile(bytes)) {
      throw new ReadError(
        'the DOC file is protected with a password; remove the password and upload it again',
      );
    }
    let document: WordDocument;
    try {
      document = await new WordExtractor().extract(
        Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      if (/not seem to be a Word document|Unable to read|No WordDocument|stream/i.test(message)) {
        throw new ReadError('the file is not a Word document (it may be another Office file)', {
          cause: error,
        });
      }
      throw new ReadError('the DOC file is damaged and cannot be read', { cause: error });
    }
    const raw = { filterUnicode: false };
    const headers = splitLines(document.getHeaders({ ...raw, includeFooters: false })).filter(
      (line) => !isPageNumberLine(line),
    );
    const body = splitLines(document.getBody(raw));
    const boxes = splitLines(document.getTextboxes({ ...raw, includeHeadersAndFooters: false }));
    const lines = [...new Set(headers), ...body, ...boxes];
    if (lines.length === 0) throw new ReadError('the DOC file contains no text');
    return { text: lines.join('\n') };
  }
}

/**
 * Word marks each table cell and each row end with the same character, which word-extractor turns
 * into a tab; a row end therefore shows as two tabs, and becomes a line break here.
 */
function splitLines(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\t\t(?=[^\t\n]|$)/g, '\n')
    .split('\n')
    .map((line) => trimWhere(line.replace(ICON_GLYPHS, ''), isBlank))
    .filter((line) => line !== '');
}

/**
 * Whether the compound file holds a Word document marked encrypted or obfuscated. The FIB is never
 * encrypted, and the WordDocument stream starts on a sector; its start is the first sector that
 * begins with the FIB magic and a known version.
 */
function isEncryptedWordFile(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let offset = SECTOR; offset + 12 <= bytes.length; offset += SECTOR) {
    if (view.getUint16(offset, true) !== FIB_MAGIC) continue;
    const version = view.getUint16(offset + 2, true);
    if (version < 0x00c1 || version > 0x0112) continue;
    const flags = view.getUint16(offset + 10, true);
    return (flags & (F_ENCRYPTED | F_OBFUSCATED)) !== 0;
  }
  return false;
}
