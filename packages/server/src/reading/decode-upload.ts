// Turns the `uploadContent` string of a request into the uploaded file's bytes (40004, 41301).
import { AppError } from '../errors.ts';

const DATA_URL_PREFIX = /^\s*data:[^,]*;base64,/i;
/** Skipped by Node's decoder, and by ours: line-wrapped base64 (MIME, PEM) is common. */
const WHITESPACE_CHARACTERS = ['\n', '\r', ' ', '\t', '\f', '\v'];
const TRAILING_PADDING = /={1,2}$/;
const BYTES_PER_MIB = 1024 * 1024;

/**
 * Decodes base64 tolerantly (whitespace, a `data:…;base64,` prefix, missing padding, base64url)
 * and strictly otherwise. Throws AppError 40004 for anything that is not base64 or decodes to
 * nothing, and 41301 when the file is larger than `maxBytes` — checked from the length before
 * any decoding is done.
 */
export function decodeUpload(base64: string, maxBytes: number): Uint8Array {
  // Every check is a native scan: a regex over 14 MB of base64 takes ~100 ms, these a few ms each.
  const encoded = base64.replace(DATA_URL_PREFIX, '').trimEnd();
  let whitespace = 0;
  for (const character of WHITESPACE_CHARACTERS) whitespace += countOf(encoded, character);

  const padding = TRAILING_PADDING.exec(encoded)?.[0].length ?? 0;
  const significant = encoded.length - whitespace - padding;
  // Padding, when present, must complete the last quantum exactly.
  if (padding > 0 && (significant + padding) % 4 !== 0) throw invalidBase64();
  // One leftover character carries only 6 bits: no encoder produces that.
  if (significant % 4 === 1) throw invalidBase64();
  // Node reads a non-ASCII character by its low byte, so those must be refused before decoding.
  if (Buffer.byteLength(encoded, 'utf8') !== encoded.length) throw invalidBase64();
  // Either alphabet is accepted, but not both in one string: no encoder writes that.
  const urlAlphabet = encoded.includes('-') || encoded.includes('_');
  if (urlAlphabet && (encoded.includes('+') || encoded.includes('/'))) throw invalidBase64();

  const decodedLength = Math.floor((significant * 3) / 4);
  if (decodedLength === 0) throw new AppError(40004, 'uploadContent decodes to an empty file');
  if (decodedLength > maxBytes) throw tooLarge(maxBytes);

  const buffer = Buffer.from(encoded, 'base64');
  // Node skips other ASCII characters outside the alphabet and stops at an inner `=`: either
  // shows as missing bytes, since every significant character adds to the length.
  if (buffer.length !== decodedLength) throw invalidBase64();
  if (buffer.length > maxBytes) throw tooLarge(maxBytes);
  // Small buffers live in Node's shared pool; hand out a Uint8Array that owns exactly its bytes.
  if (buffer.byteOffset !== 0 || buffer.buffer.byteLength !== buffer.length) return new Uint8Array(buffer);
  return new Uint8Array(buffer.buffer, 0, buffer.length);
}

/** Occurrences of one character, found natively: one step per occurrence, not per character. */
function countOf(text: string, character: string): number {
  let count = 0;
  for (let at = text.indexOf(character); at !== -1; at = text.indexOf(character, at + 1)) count += 1;
  return count;
}

function invalidBase64(): AppError {
  return new AppError(40004, 'uploadContent is not valid base64');
}

function tooLarge(maxBytes: number): AppError {
  return new AppError(
    41301,
    `uploadContent decodes to a file larger than the ${formatMiB(maxBytes)} MiB limit`,
  );
}

function formatMiB(bytes: number): string {
  return String(Math.round((bytes / BYTES_PER_MIB) * 100) / 100);
}
