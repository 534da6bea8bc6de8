// Refuses a PDF whose compressed streams unpack to more than the expansion limit, before pdf.js
// decodes any of them whole: a 1 MB file can hold a content stream of 400 MB (a FlateDecode bomb),
// and a 2 KB file one of a gigabyte when the filter is applied twice ([/FlateDecode /FlateDecode]).
import { Inflate, Unzlib } from 'fflate';
import { ReadError } from '../../errors.ts';
import type { ReadLimits } from '../resume-reader.ts';

/** Compressed data is fed to the inflater in slices this small, so one slice cannot overshoot far. */
const INFLATE_SLICE = 16 * 1024;
/** How far before `stream` its dictionary is looked for. */
const MAX_DICTIONARY_BYTES = 4096;

const STREAM = Buffer.from('stream');
const END_STREAM = Buffer.from('endstream');
const FLATE = Buffer.from('FlateDecode');
const FILTER = Buffer.from('/Filter');
const OBJ = Buffer.from('obj');

type StageKind = 'flate' | 'run-length' | 'lzw' | 'ascii-hex' | 'ascii85';

/**
 * The filters counted here, by their names and abbreviations; pdf.js keeps every stage's output whole.
 * LZW expands too (a 6 KB run of codes holds 7 MB); the ASCII filters shrink, but a chain that starts
 * with one must still be followed to the bomb behind it. Image filters end the count: text extraction
 * never decodes them.
 */
const COUNTED_FILTERS: Readonly<Record<string, StageKind>> = {
  FlateDecode: 'flate',
  Fl: 'flate',
  RunLengthDecode: 'run-length',
  RL: 'run-length',
  LZWDecode: 'lzw',
  LZW: 'lzw',
  ASCIIHexDecode: 'ascii-hex',
  AHx: 'ascii-hex',
  ASCII85Decode: 'ascii85',
  A85: 'ascii85',
};

const STAGES: Readonly<Record<StageKind, (output: Stage) => Stage>> = {
  flate: flateStage,
  'run-length': runLengthStage,
  lzw: lzwStage,
  'ascii-hex': asciiHexStage,
  ascii85: ascii85Stage,
};

/**
 * Throws a ReadError when the compressed streams of the file unpack to more than
 * `limits.maxExpandedBytes` in all. A filter chain is followed stage by stage (the output of one
 * FlateDecode is the input of the next), and every stage's output counts, since the PDF reader
 * keeps each whole. Only counts: nothing decoded is kept. A stream that does not decode cleanly is
 * counted as far as it goes and left to pdf.js to judge.
 */
export function checkPdfExpansion(bytes: Uint8Array, limits: Pick<ReadLimits, 'maxExpandedBytes'>): void {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let total = 0;
  let from = 0;
  for (;;) {
    const keyword = buffer.indexOf(STREAM, from);
    if (keyword === -1) return;
    from = keyword + STREAM.length;
    // "endstream" also contains "stream": only a keyword followed by an end of line opens data.
    if (keyword >= 3 && buffer.subarray(keyword - 3, keyword).toString('latin1') === 'end') continue;
    let start = from;
    if (buffer[start] === 0x0d) start += 1;
    if (buffer[start] !== 0x0a) continue;
    start += 1;
    const end = buffer.indexOf(END_STREAM, start);
    if (end === -1) return;
    from = end + END_STREAM.length;
    // The stream's dictionary lies between its object's "obj" and the keyword; nested dictionaries
    // (/DecodeParms << … >>) may stand after the filter, so the whole stretch is searched.
    const objectStart = buffer.lastIndexOf(OBJ, keyword);
    const dictionary = buffer.subarray(Math.max(0, keyword - MAX_DICTIONARY_BYTES, objectStart), keyword);
    const stages = countedStages(dictionary);
    if (stages.length === 0) continue;
    total += decodedSize(buffer.subarray(start, end), stages, limits.maxExpandedBytes - total);
    if (total > limits.maxExpandedBytes) {
      const mebibytes = Math.round((limits.maxExpandedBytes / 1024 / 1024) * 10) / 10;
      throw new ReadError(`the file is too large: it unpacks to more than the limit of ${mebibytes} MiB`);
    }
  }
}

/**
 * The leading filters of the stream's /Filter entry that are counted, in order; counting stops at
 * the first other filter. A dictionary that names FlateDecode where no /Filter entry can be read
 * is counted as one FlateDecode, as before chains were followed.
 */
function countedStages(dictionary: Buffer): StageKind[] {
  const names = filterNames(dictionary);
  if (names === undefined) return dictionary.indexOf(FLATE) === -1 ? [] : ['flate'];
  const stages: StageKind[] = [];
  for (const name of names) {
    const stage = COUNTED_FILTERS[name];
    if (!stage) break;
    stages.push(stage);
  }
  return stages;
}

/** The names of the /Filter entry (one name or an array of them), or undefined when there is none. */
function filterNames(dictionary: Buffer): string[] | undefined {
  const at = dictionary.lastIndexOf(FILTER);
  if (at === -1) return undefined;
  let position = at + FILTER.length;
  while (position < dictionary.length && isWhitespace(dictionary[position]!)) position += 1;
  const isArray = dictionary[position] === 0x5b; // [
  // An indirect reference (`/Filter 12 0 R`) is not followed here.
  if (!isArray && dictionary[position] !== 0x2f) return undefined;
  const stop = isArray ? dictionary.indexOf(0x5d, position) : -1; // ]
  const text = dictionary
    .subarray(
      isArray ? position + 1 : position,
      isArray ? (stop === -1 ? dictionary.length : stop) : undefined,
    )
    .toString('latin1');
  const names: string[] = [];
  for (const part of text.split('/').slice(1)) {
    let length = 0;
    while (length < part.length && !isDelimiter(part.charCodeAt(length))) length += 1;
    names.push(part.slice(0, length));
    // A single name ends the entry at the first thing that is not part of it.
    if (!isArray) break;
  }
  return names;
}

function isWhitespace(byte: number): boolean {
  return byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0x0c || byte === 0x00;
}

function isDelimiter(code: number): boolean {
  // whitespace, ( ) < > [ ] { } / %
  return isWhitespace(code) || '()<>[]{}/%'.includes(String.fromCharCode(code));
}

/** A decoding stage: takes its input in chunks, hands its output on. */
type Stage = (chunk: Uint8Array, final: boolean) => void;

/**
 * Bytes the data decodes to through `stages`, every stage's output counted, until the count passes
 * `budget` (then budget + 1 is enough to know).
 */
function decodedSize(data: Uint8Array, stages: readonly StageKind[], budget: number): number {
  let size = 0;
  const stop = new Error('over budget');
  const count = (chunk: Uint8Array) => {
    size += chunk.length;
    if (size > budget) throw stop;
  };
  let next: Stage = () => undefined;
  for (let index = stages.length - 1; index >= 0; index -= 1) {
    const downstream = next;
    const output: Stage = (chunk, final) => {
      count(chunk);
      downstream(chunk, final);
    };
    next = STAGES[stages[index]!](output);
  }
  const first = next;
  try {
    for (let offset = 0; offset < data.length; offset += INFLATE_SLICE) {
      const end = Math.min(data.length, offset + INFLATE_SLICE);
      first(data.subarray(offset, end), end === data.length);
    }
  } catch {
    // Over budget, or damaged data: what was counted stands.
  }
  return size;
}

/** FlateDecode: zlib data (0x78 …), or raw deflate, which some writers leave without a header. */
function flateStage(output: Stage): Stage {
  let inflater: Inflate | Unzlib | undefined;
  let ended = false;
  return (chunk, final) => {
    if (ended) return;
    if (!inflater) {
      if (chunk.length === 0 && !final) return;
      inflater = chunk[0] === 0x78 ? new Unzlib() : new Inflate();
      inflater.ondata = (data, last) => output(data, last);
    }
    // The input is sliced, so no single push produces more than a slice's worth of expansion at once.
    for (let offset = 0; offset < chunk.length; offset += INFLATE_SLICE) {
      const end = Math.min(chunk.length, offset + INFLATE_SLICE);
      inflater.push(chunk.subarray(offset, end), final && end === chunk.length);
    }
    if (chunk.length === 0 && final) inflater.push(chunk, true);
    if (final) ended = true;
  };
}

/** RunLengthDecode: a length byte n, then n + 1 bytes as they are (n < 128) or one byte 257 - n times (n > 128). */
function runLengthStage(output: Stage): Stage {
  const writer = new SliceWriter(output);
  let literal = 0;
  let repeat = 0;
  let ended = false;
  return (chunk, final) => {
    for (let index = 0; index < chunk.length && !ended; index += 1) {
      const byte = chunk[index]!;
      if (literal > 0) {
        writer.byte(byte);
        literal -= 1;
      } else if (repeat > 0) {
        const { buffer, offset } = writer.reserve(repeat);
        buffer.fill(byte, offset, offset + repeat);
        repeat = 0;
        writer.flushIfFull();
      } else if (byte < 128) literal = byte + 1;
      else if (byte > 128) repeat = 257 - byte;
      else ended = true;
    }
    writer.flush(final || ended);
  };
}

/**
 * Collects a stage's output and hands it on in slices, so a long expansion (a run of runs, an LZW
 * string of 4 KB) is counted, and stopped, as it goes.
 */
class SliceWriter {
  private readonly pending = new Uint8Array(INFLATE_SLICE + LZW_MAX_STRING);
  private filled = 0;

  constructor(private readonly output: Stage) {}

  byte(value: number): void {
    this.pending[this.filled++] = value;
    if (this.filled >= INFLATE_SLICE) this.flush(false);
  }

  /** Room for `length` bytes written straight into `buffer` from `offset` on. */
  reserve(length: number): { buffer: Uint8Array; offset: number } {
    const offset = this.filled;
    this.filled += length;
    return { buffer: this.pending, offset };
  }

  flushIfFull(): void {
    if (this.filled >= INFLATE_SLICE) this.flush(false);
  }

  flush(final: boolean): void {
    if (this.filled === 0 && !final) return;
    this.output(this.pending.slice(0, this.filled), final);
    this.filled = 0;
  }
}

const LZW_CLEAR = 256;
const LZW_END = 257;
const LZW_FIRST_CODE = 258;
const LZW_MAX_CODES = 4096;
/** The longest string a 12-bit LZW code stands for. */
const LZW_MAX_STRING = LZW_MAX_CODES;

/** LZWDecode as PDF writes it: 9 to 12-bit codes, most significant bit first, EarlyChange 1. */
function lzwStage(output: Stage): Stage {
  const writer = new SliceWriter(output);
  const prefix = new Uint16Array(LZW_MAX_CODES);
  const last = new Uint8Array(LZW_MAX_CODES);
  const first = new Uint8Array(LZW_MAX_CODES);
  const length = new Uint16Array(LZW_MAX_CODES);
  for (let code = 0; code < 256; code += 1) {
    last[code] = code;
    first[code] = code;
    length[code] = 1;
  }
  let nextCode = LZW_FIRST_CODE;
  let codeLength = 9;
  let previous = -1;
  let bits = 0;
  let bitCount = 0;
  let ended = false;

  const writeString = (code: number) => {
    const size = length[code]!;
    const { buffer, offset } = writer.reserve(size);
    for (let at = offset + size - 1, walk = code; at >= offset; at -= 1, walk = prefix[walk]!) {
      buffer[at] = last[walk]!;
    }
    writer.flushIfFull();
  };

  const take = (code: number) => {
    if (code === LZW_CLEAR) {
      nextCode = LZW_FIRST_CODE;
      codeLength = 9;
      previous = -1;
      return;
    }
    if (code === LZW_END || (previous === -1 && code > 255) || code > nextCode) {
      // The end, or codes no encoder writes: damaged data is pdf.js's to judge.
      ended = true;
      return;
    }
    if (previous !== -1 && nextCode < LZW_MAX_CODES) {
      // The new entry is the previous string and the first byte of this one (of itself, if it is new).
      prefix[nextCode] = previous;
      last[nextCode] = code === nextCode ? first[previous]! : first[code]!;
      first[nextCode] = first[previous]!;
      length[nextCode] = length[previous]! + 1;
      nextCode += 1;
      if (nextCode + 1 >= 1 << codeLength && codeLength < 12) codeLength += 1;
    }
    writeString(code);
    previous = code;
  };

  return (chunk, final) => {
    for (let index = 0; index < chunk.length && !ended; index += 1) {
      bits = ((bits << 8) | chunk[index]!) & 0xffffff;
      bitCount += 8;
      while (bitCount >= codeLength && !ended) {
        bitCount -= codeLength;
        take((bits >>> bitCount) & ((1 << codeLength) - 1));
      }
    }
    writer.flush(final || ended);
  };
}

/** ASCIIHexDecode: two hexadecimal digits a byte, white space ignored, `>` the end. */
function asciiHexStage(output: Stage): Stage {
  const writer = new SliceWriter(output);
  let high = -1;
  let ended = false;
  return (chunk, final) => {
    for (let index = 0; index < chunk.length && !ended; index += 1) {
      const byte = chunk[index]!;
      if (byte === 0x3e) {
        ended = true;
        break;
      }
      const digit = hexDigit(byte);
      if (digit === -1) continue;
      if (high === -1) high = digit;
      else {
        writer.byte((high << 4) | digit);
        high = -1;
      }
    }
    if ((final || ended) && high !== -1) {
      writer.byte(high << 4);
      high = -1;
    }
    writer.flush(final || ended);
  };
}

function hexDigit(byte: number): number {
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  if (byte >= 0x41 && byte <= 0x46) return byte - 0x37;
  if (byte >= 0x61 && byte <= 0x66) return byte - 0x57;
  return -1;
}

/** ASCII85Decode: five characters `!`..`u` for four bytes, `z` for four zeros, `~>` the end. */
function ascii85Stage(output: Stage): Stage {
  const writer = new SliceWriter(output);
  let group = 0;
  let count = 0;
  let ended = false;
  const emit = (value: number, bytes: number) => {
    for (let shift = 24, written = 0; written < bytes; shift -= 8, written += 1)
      writer.byte((value >>> shift) & 0xff);
  };
  const finishGroup = () => {
    if (count < 2) return;
    // A partial group of n characters is padded with `u` and gives n - 1 bytes.
    let value = group;
    for (let padding = count; padding < 5; padding += 1) value = value * 85 + 84;
    emit(value >>> 0, count - 1);
  };
  return (chunk, final) => {
    for (let index = 0; index < chunk.length && !ended; index += 1) {
      const byte = chunk[index]!;
      if (byte === 0x7e) {
        ended = true;
        break;
      }
      if (byte === 0x7a && count === 0) {
        emit(0, 4);
        continue;
      }
      if (byte < 0x21 || byte > 0x75) continue;
      group = group * 85 + (byte - 0x21);
      count += 1;
      if (count === 5) {
        emit(group >>> 0, 4);
        group = 0;
        count = 0;
      }
    }
    if (final || ended) {
      finishGroup();
      group = 0;
      count = 0;
    }
    writer.flush(final || ended);
  };
}
