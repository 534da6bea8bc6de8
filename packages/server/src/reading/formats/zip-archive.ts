// ZIP containers (DOCX, ODT) opened under limits: entries counted, sizes checked, inflation stopped at the cap.
import { Inflate } from 'fflate';
import { ReadError } from '../../errors.ts';

export interface ZipLimits {
  maxZipEntries: number;
  maxExpandedBytes: number;
  /**
   * Unpacked XML at most: what the readers parse into a tree costs about sixty times its size in
   * memory, so this is the limit that keeps a reading worker's heap safe (images count only above).
   */
  maxMarkupBytes: number;
}

interface ZipEntry {
  name: string;
  flags: number;
  method: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END_OF_DIRECTORY = 0x06064b50;
const DIRECTORY_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
/** Compressed data is fed to the inflater in slices this small, so one slice cannot overshoot far. */
const INFLATE_SLICE = 4096;

const DAMAGED = 'the file is damaged: its ZIP structure cannot be read';
const decoder = new TextDecoder('utf-8');

/**
 * Every entry of a ZIP archive, inflated, as a map from name to bytes. The central directory is
 * checked first (entry count, declared sizes), then each entry is inflated while a running total
 * of the real output is kept: declared sizes can lie, so the inflater stops as soon as the total
 * passes the limit.
 */
export function unzipWithLimits(bytes: Uint8Array, limits: ZipLimits): Map<string, Uint8Array> {
  const entries = readDirectory(bytes, limits);
  const declared = entries.reduce((sum, entry) => sum + entry.size, 0);
  if (declared > limits.maxExpandedBytes) throw overLimit(limits);
  const files = new Map<string, Uint8Array>();
  let total = 0;
  let markup = 0;
  for (const entry of entries) {
    if (entry.name.endsWith('/')) continue;
    const isMarkup = isMarkupName(entry.name);
    if (isMarkup && entry.size > limits.maxMarkupBytes) throw overMarkupLimit(limits);
    if ((entry.flags & 0x1) !== 0)
      throw new ReadError('the file is encrypted; remove the password and upload it again');
    const data = compressedData(bytes, entry);
    let content: Uint8Array;
    if (entry.method === STORED) {
      content = data;
      total += content.length;
      if (total > limits.maxExpandedBytes) throw overLimit(limits);
      if (isMarkup) markup += content.length;
      if (markup > limits.maxMarkupBytes) throw overMarkupLimit(limits);
    } else if (entry.method === DEFLATED) {
      const chunks: Uint8Array[] = [];
      let size = 0;
      const inflater = new Inflate((chunk) => {
        size += chunk.length;
        total += chunk.length;
        if (total > limits.maxExpandedBytes) throw overLimit(limits);
        if (isMarkup) markup += chunk.length;
        if (markup > limits.maxMarkupBytes) throw overMarkupLimit(limits);
        chunks.push(chunk);
      });
      try {
        for (let offset = 0; offset < data.length; offset += INFLATE_SLICE) {
          const end = Math.min(data.length, offset + INFLATE_SLICE);
          inflater.push(data.subarray(offset, end), end === data.length);
        }
        if (data.length === 0) inflater.push(new Uint8Array(0), true);
      } catch (error) {
        if (error instanceof ReadError) throw error;
        throw new ReadError(DAMAGED, { cause: error });
      }
      content = concat(chunks, size);
    } else {
      throw new ReadError('the file uses a ZIP compression method that cannot be read');
    }
    files.set(entry.name, content);
  }
  return files;
}

function isMarkupName(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.endsWith('.xml') || lower.endsWith('.rels');
}

function mebibytes(bytes: number): number {
  return Math.round((bytes / 1024 / 1024) * 10) / 10;
}

function overLimit(limits: ZipLimits): ReadError {
  return new ReadError(
    `the file is too large: it unpacks to more than the limit of ${mebibytes(limits.maxExpandedBytes)} MiB`,
  );
}

function overMarkupLimit(limits: ZipLimits): ReadError {
  return new ReadError(
    `the file is too large: its text unpacks to more than ${mebibytes(limits.maxMarkupBytes)} MiB of XML, far more than a resume holds`,
  );
}

function readDirectory(bytes: Uint8Array, limits: ZipLimits): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfDirectory(view);
  let count = view.getUint16(end + 10, true);
  let directorySize = view.getUint32(end + 12, true);
  let directoryOffset = view.getUint32(end + 16, true);
  if (count === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) {
    const locator = end - 20;
    if (locator < 0 || view.getUint32(locator, true) !== ZIP64_LOCATOR) throw new ReadError(DAMAGED);
    const record = safeNumber(view.getBigUint64(locator + 8, true));
    if (record + 56 > bytes.length || view.getUint32(record, true) !== ZIP64_END_OF_DIRECTORY) {
      throw new ReadError(DAMAGED);
    }
    count = safeNumber(view.getBigUint64(record + 32, true));
    directorySize = safeNumber(view.getBigUint64(record + 40, true));
    directoryOffset = safeNumber(view.getBigUint64(record + 48, true));
  }
  if (count > limits.maxZipEntries) {
    throw new ReadError(`the file has ${count} ZIP entries; at most ${limits.maxZipEntries} can be read`);
  }
  if (directoryOffset + directorySize > bytes.length) throw new ReadError(DAMAGED);
  const entries: ZipEntry[] = [];
  let offset = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== DIRECTORY_HEADER) {
      throw new ReadError(DAMAGED);
    }
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const entry: ZipEntry = {
      flags: view.getUint16(offset + 8, true),
      method: view.getUint16(offset + 10, true),
      compressedSize: view.getUint32(offset + 20, true),
      size: view.getUint32(offset + 24, true),
      localHeaderOffset: view.getUint32(offset + 42, true),
      name: decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength)),
    };
    readZip64Extra(view, offset + 46 + nameLength, extraLength, entry);
    entries.push(entry);
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function findEndOfDirectory(view: DataView): number {
  const last = view.byteLength - 22;
  for (let offset = last; offset >= 0 && offset >= last - 0xffff; offset -= 1) {
    if (view.getUint32(offset, true) === END_OF_DIRECTORY) return offset;
  }
  throw new ReadError(DAMAGED);
}

/** Sizes and offsets too large for 32 bits live in the ZIP64 extra field, in this order. */
function readZip64Extra(view: DataView, start: number, length: number, entry: ZipEntry): void {
  let offset = start;
  while (offset + 4 <= start + length && offset + 4 <= view.byteLength) {
    const id = view.getUint16(offset, true);
    const size = view.getUint16(offset + 2, true);
    if (id === 0x0001) {
      let field = offset + 4;
      const next = (): number => {
        if (field + 8 > offset + 4 + size || field + 8 > view.byteLength) throw new ReadError(DAMAGED);
        const value = safeNumber(view.getBigUint64(field, true));
        field += 8;
        return value;
      };
      if (entry.size === 0xffffffff) entry.size = next();
      if (entry.compressedSize === 0xffffffff) entry.compressedSize = next();
      if (entry.localHeaderOffset === 0xffffffff) entry.localHeaderOffset = next();
      return;
    }
    offset += 4 + size;
  }
}

function compressedData(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const header = entry.localHeaderOffset;
  if (header + 30 > bytes.length || view.getUint32(header, true) !== LOCAL_HEADER)
    throw new ReadError(DAMAGED);
  const start = header + 30 + view.getUint16(header + 26, true) + view.getUint16(header + 28, true);
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw new ReadError(DAMAGED);
  return bytes.subarray(start, end);
}

function safeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new ReadError(DAMAGED);
  return Number(value);
}

function concat(chunks: readonly Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const result = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    result.set(chunk, offset);
    offset += chunk.length;
  }
  return result;
}
