// ResumeReader for RTF: a small, careful RTF-to-text reader (groups, destinations, code pages, \uN, tables).
import type { UploadFileType } from '@resume/contract';
import { ReadError } from '../../errors.ts';
import { characterSet, collapseAroundTabs, trimWhere } from '../../lib/text-scan.ts';
import type { ReadLimits, ReadResult, ResumeReader } from '../resume-reader.ts';

const isBlank = characterSet(' \u00a0');
const isBlankOrTab = characterSet(' \t\u00a0');

export class RtfResumeReader implements ResumeReader {
  readonly types: readonly UploadFileType[] = ['rtf'];

  async read(
    bytes: Uint8Array,
    _type: UploadFileType,
    _limits: ReadLimits,
    signal: AbortSignal,
  ): Promise<ReadResult> {
    signal.throwIfAborted();
    const lines = rtfToText(bytes)
      .split('\n')
      .map((line) => trimWhere(collapseAroundTabs(line, isBlank), isBlankOrTab))
      .filter((line) => line !== '');
    if (lines.length === 0) throw new ReadError('the RTF file contains no text');
    return { text: lines.join('\n') };
  }
}

/** Destinations whose text is never printed in the body. */
// biome-ignore format: a data table reads better packed
const SKIPPED_DESTINATIONS = new Set([
  'fonttbl', 'colortbl', 'stylesheet', 'listtable', 'listoverridetable', 'revtbl', 'rsidtbl', 'info', 'pict',
  'object', 'objdata', 'themedata', 'colorschememapping', 'datastore', 'latentstyles', 'xmlnstbl', 'generator',
  'mmathPr', 'pgdsctbl', 'filetbl', 'fldinst', 'bkmkstart', 'bkmkend', 'footnote', 'annotation', 'atnid',
  'atnauthor', 'atndate', 'atnref', 'nonshppict', 'sp', 'sn', 'sv', 'userprops', 'wgrffmtfilter', 'template',
  'docvar', 'xe', 'tc', 'txe', 'private', 'blipuid', 'protusertbl', 'passwordhash', 'listpicture', 'operator',
  'author', 'title', 'subject', 'keywords', 'comment', 'doccomm', 'company', 'category', 'hlinkbase', 'upr',
]);

/** Destinations whose text is read even when marked `\*` (ignorable by readers that do not know them). */
const READ_DESTINATIONS = new Set([
  'fldrslt',
  'shptxt',
  'shpinst',
  'shprslt',
  'field',
  'listtext',
  'pntext',
  'ud',
]);

/** Control words that stand for a character or a break. */
// biome-ignore format: a data table reads better packed
const CHARACTER_WORDS: Record<string, string> = {
  par: '\n', line: '\n', sect: '\n', page: '\n', row: '\n', nestrow: '\n', tab: '\t', cell: '\t',
  nestcell: '\t', emdash: '—', endash: '–', bullet: '•', lquote: '‘', rquote: '’', ldblquote: '“',
  rdblquote: '”', emspace: ' ', enspace: ' ', qmspace: ' ', zwj: '', zwnj: '',
};

/** `\fcharsetN` values and the code pages they mean. */
// biome-ignore format: a data table reads better packed
const CHARSET_CODE_PAGES: Record<number, number> = {
  0: 1252, 2: 42, 77: 10000, 128: 932, 129: 949, 130: 1361, 134: 936, 136: 950, 161: 1253, 162: 1254,
  163: 1258, 177: 1255, 178: 1256, 186: 1257, 204: 1251, 222: 874, 238: 1250, 255: 437,
};

/** Code pages and the TextDecoder labels that read them (GBK for cp936, as Windows writes Chinese). */
// biome-ignore format: a data table reads better packed
const DECODER_LABELS: Record<number, string> = {
  874: 'windows-874', 932: 'shift_jis', 936: 'gbk', 949: 'euc-kr', 950: 'big5', 1250: 'windows-1250',
  1251: 'windows-1251', 1252: 'windows-1252', 1253: 'windows-1253', 1254: 'windows-1254', 1255: 'windows-1255',
  1256: 'windows-1256', 1257: 'windows-1257', 1258: 'windows-1258', 10000: 'macintosh', 20936: 'gb18030',
  54936: 'gb18030', 65001: 'utf-8', 437: 'ibm866',
};

/** The Symbol font's private code points that resumes use, as the characters they show. */
const SYMBOL_CHARACTERS: Record<number, string> = { 183: '•', 167: '▪', 216: '➢', 252: '✓', 110: '■' };

const MAX_DEPTH = 1000;

interface GroupState {
  skip: boolean;
  /** How many fallback characters follow each \uN. */
  unicodeSkip: number;
  font: number | undefined;
  /** Collects a list marker (`\listtext`) instead of writing it. */
  marker: boolean;
  /** Reading the font table: the font being defined. */
  fontTable: boolean;
}

/** The visible text of an RTF document: paragraphs and rows as lines, tabs and cells as tabs. */
export function rtfToText(bytes: Uint8Array): string {
  /** Each font's `\fcharset` or `\cpg`, resolved against the document's code page when text is decoded. */
  const fonts = new Map<number, { charset?: number; codePage?: number }>();
  let documentCodePage = 1252;
  let defaultFont: number | undefined;
  const output: string[] = [];
  let marker = '';
  let pending: number[] = [];
  /** Fallback characters still to skip after a \uN. */
  let skipFallback = 0;
  let state: GroupState = {
    skip: false,
    unicodeSkip: 1,
    font: undefined,
    marker: false,
    fontTable: false,
  };
  const stack: GroupState[] = [];
  /** The font number being defined inside the font table, and its charset once known. */
  let definingFont: number | undefined;
  let groupStart = false;
  let ignorable = false;

  const write = (text: string): void => {
    if (state.skip || text === '') return;
    if (state.marker) marker += text;
    else output.push(text);
  };
  const flush = (): void => {
    if (pending.length === 0) return;
    const bytesToDecode = Uint8Array.from(pending);
    pending = [];
    write(decodeBytes(bytesToDecode, codePageOf(state.font ?? defaultFont)));
  };
  const codePageOf = (font: number | undefined): number => {
    const definition = font === undefined ? undefined : fonts.get(font);
    if (definition?.codePage !== undefined) return definition.codePage;
    // Charsets 0 (ANSI) and 1 (default) mean the document's own code page.
    const charset = definition?.charset ?? 0;
    return charset <= 1 ? documentCodePage : (CHARSET_CODE_PAGES[charset] ?? documentCodePage);
  };

  let index = 0;
  const length = bytes.length;
  while (index < length) {
    const byte = bytes[index]!;
    if (byte === 0x7b /* { */) {
      flush();
      if (stack.length >= MAX_DEPTH)
        throw new ReadError('the RTF file is damaged: its groups nest too deeply');
      stack.push(state);
      state = { ...state };
      skipFallback = 0;
      groupStart = true;
      ignorable = false;
      index += 1;
      continue;
    }
    if (byte === 0x7d /* } */) {
      flush();
      if (state.marker && !stack.at(-1)?.marker) {
        // A list marker: numbers are kept ("1."), bullet glyphs become one bullet.
        const text = marker.replace(/\s+/g, ' ').trim();
        marker = '';
        const parent = stack.at(-1);
        if (parent && !parent.skip && text !== '') output.push(/\d|[a-z]\./i.test(text) ? `${text} ` : '• ');
      }
      if (state.fontTable && definingFont !== undefined && !stack.at(-1)?.fontTable) definingFont = undefined;
      state = stack.pop() ?? state;
      skipFallback = 0;
      groupStart = false;
      index += 1;
      continue;
    }
    if (byte === 0x5c /* \ */) {
      const next = bytes[index + 1];
      if (next === undefined) break;
      if (isLetter(next)) {
        let end = index + 1;
        while (end < length && end - index <= 32 && isLetter(bytes[end]!)) end += 1;
        const word = ascii(bytes, index + 1, end);
        let parameter: number | undefined;
        let parameterEnd = end;
        if (bytes[parameterEnd] === 0x2d /* - */ || isDigit(bytes[parameterEnd] ?? 0)) {
          let digitsEnd = parameterEnd + (bytes[parameterEnd] === 0x2d ? 1 : 0);
          const digitsStart = digitsEnd;
          while (digitsEnd < length && digitsEnd - digitsStart < 10 && isDigit(bytes[digitsEnd]!))
            digitsEnd += 1;
          if (digitsEnd > digitsStart) {
            parameter = Number(ascii(bytes, parameterEnd, digitsEnd));
            parameterEnd = digitsEnd;
          }
        }
        index = bytes[parameterEnd] === 0x20 ? parameterEnd + 1 : parameterEnd;
        const atGroupStart = groupStart;
        groupStart = false;

        if (word === 'bin') {
          flush();
          index += Math.max(0, parameter ?? 0);
          continue;
        }
        if (word === 'u' && parameter !== undefined) {
          flush();
          write(String.fromCharCode(parameter < 0 ? parameter + 65536 : parameter));
          skipFallback = state.unicodeSkip;
          continue;
        }
        // Control words do not count as fallback characters, but they end nothing either.
        flush();
        if (atGroupStart || ignorable) {
          if (SKIPPED_DESTINATIONS.has(word) || (ignorable && !READ_DESTINATIONS.has(word))) {
            if (word === 'fonttbl') state.fontTable = true;
            else state.skip = true;
            ignorable = false;
            if (word !== 'fonttbl') continue;
          }
          ignorable = false;
          // Word writes text twice, as ANSI in \upr and as Unicode in its \ud part: only the latter is read.
          if (word === 'ud') state.skip = false;
          if (word === 'listtext' || word === 'pntext') {
            state.marker = true;
            continue;
          }
        }
        if (state.fontTable) {
          // Inside the font table only fonts and their charsets matter; the names are not text.
          if (word === 'f' && parameter !== undefined) definingFont = parameter;
          else if (word === 'fcharset' && parameter !== undefined && definingFont !== undefined) {
            fonts.set(definingFont, { ...fonts.get(definingFont), charset: parameter });
          } else if (word === 'cpg' && parameter !== undefined && definingFont !== undefined) {
            fonts.set(definingFont, { ...fonts.get(definingFont), codePage: parameter });
          }
          continue;
        }
        switch (word) {
          case 'ansicpg':
            if (parameter !== undefined && parameter > 0) documentCodePage = parameter;
            break;
          case 'mac':
            documentCodePage = 10000;
            break;
          case 'deff':
            defaultFont = parameter;
            break;
          case 'f':
            state.font = parameter;
            break;
          case 'plain':
            state.font = undefined;
            break;
          case 'uc':
            state.unicodeSkip = Math.max(0, Math.min(10, parameter ?? 1));
            break;
          case 'pard':
          case 'sectd':
            break;
          default: {
            const character = CHARACTER_WORDS[word];
            if (character !== undefined) write(character);
          }
        }
        continue;
      }
      // Control symbols.
      groupStart = false;
      if (next === 0x27 /* ' */) {
        const hex = ascii(bytes, index + 2, index + 4);
        index += 4;
        if (!/^[0-9a-fA-F]{2}$/.test(hex)) continue;
        if (skipFallback > 0) {
          skipFallback -= 1;
          continue;
        }
        if (state.fontTable) continue;
        pending.push(Number.parseInt(hex, 16));
        continue;
      }
      index += 2;
      if (skipFallback > 0 && next !== 0x0a && next !== 0x0d) {
        skipFallback -= 1;
        continue;
      }
      if (state.fontTable) continue;
      switch (next) {
        case 0x2a /* * */:
          ignorable = true;
          break;
        case 0x5c:
        case 0x7b:
        case 0x7d:
          pending.push(next);
          break;
        case 0x7e /* ~ */:
          flush();
          write('\u00a0');
          break;
        case 0x5f /* _ */:
          flush();
          write('-');
          break;
        case 0x0a:
        case 0x0d:
          flush();
          write('\n');
          break;
        default:
          // \- (optional hyphen), \: and \| carry no visible text.
          break;
      }
      continue;
    }
    // Plain text: line breaks in the file are not line breaks in the document.
    index += 1;
    groupStart = false;
    if (byte === 0x0a || byte === 0x0d) continue;
    if (skipFallback > 0) {
      skipFallback -= 1;
      continue;
    }
    if (state.fontTable) continue;
    pending.push(byte);
  }
  flush();
  return output.join('').replace(/\u00a0/g, ' ');
}

function decodeBytes(bytes: Uint8Array, codePage: number): string {
  if (codePage === 42) {
    return Array.from(
      bytes,
      (byte) => SYMBOL_CHARACTERS[byte] ?? (byte < 0x80 ? String.fromCharCode(byte) : ''),
    ).join('');
  }
  const label = DECODER_LABELS[codePage] ?? 'windows-1252';
  try {
    return new TextDecoder(label).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

function isLetter(byte: number): boolean {
  return (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a);
}

function isDigit(byte: number): boolean {
  return byte >= 0x30 && byte <= 0x39;
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, Math.min(end, bytes.length)));
}
