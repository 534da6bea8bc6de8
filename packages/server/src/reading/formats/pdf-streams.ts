// Refuses a PDF whose compressed streams unpack to more than the expansion limit, before pdf.js
// inflates any of them whole: a 1 MB file can hold a content stream of 400 MB (a FlateDecode bomb).
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
const OBJ = Buffer.from('obj');

/**
 * Throws a ReadError when the FlateDecode streams of the file unpack to more than
 * `limits.maxExpandedBytes` in all. Only counts: nothing inflated is kept. A stream that does not
 * inflate cleanly is counted as far as it goes and left to pdf.js to judge.
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
    const dictionaryFrom = Math.max(0, keyword - MAX_DICTIONARY_BYTES, objectStart);
    if (buffer.subarray(dictionaryFrom, keyword).indexOf(FLATE) === -1) continue;
    total += inflatedSize(buffer.subarray(start, end), limits.maxExpandedBytes - total);
    if (total > limits.maxExpandedBytes) {
      const mebibytes = Math.round((limits.maxExpandedBytes / 1024 / 1024) * 10) / 10;
      throw new ReadError(`the file is too large: it unpacks to more than the limit of ${mebibytes} MiB`);
    }
  }
}

/** Bytes the data inflates to, counted until it passes `budget` (then budget + 1 is enough to know). */
function inflatedSize(data: Uint8Array, budget: number): number {
  let size = 0;
  const stop = new Error('over budget');
  const count = (chunk: Uint8Array) => {
    size += chunk.length;
    if (size > budget) throw stop;
  };
  // FlateDecode data carries a zlib header (0x78 …); some writers leave it out.
  const inflater = data[0] === 0x78 ? new Unzlib(count) : new Inflate(count);
  try {
    for (let offset = 0; offset < data.length; offset += INFLATE_SLICE) {
      const end = Math.min(data.length, offset + INFLATE_SLICE);
      inflater.push(data.subarray(offset, end), end === data.length);
    }
  } catch {
    // Over budget, or damaged data: what was counted stands.
  }
  return size;
}
