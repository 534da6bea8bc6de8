// Turns the `uploadContent` string of a request into the uploaded file's bytes (40004, 41301).
import { AppError } from '../errors.ts';
import { type TextPiece, textOf } from '../lib/text-piece.ts';

const DATA_URL_PREFIX = /^\s*data:[^,]*;base64,/i;
/** Skipped by Node's decoder, and by ours: line-wrapped base64 (MIME, PEM) is common. */
const WHITESPACE_CHARACTERS = ['\n', '\r', ' ', '\t', '\f', '\v'];
const TRAILING_PADDING = /={1,2}$/;
const BYTES_PER_MIB = 1024 * 1024;
/** Longer than any `data:…;base64,` prefix and any run of padding and blanks at the end. */
const EDGE_CHARS = 256;

/**
 * Decodes base64 tolerantly (whitespace, a `data:…;base64,` prefix, missing padding, base64url)
 * and strictly otherwise. Throws AppError 40004 for anything that is not base64 or decodes to
 * nothing, and 41301 when the file is larger than `maxBytes` — checked from the length before
 * any decoding is done. The text may come in pieces (as the request body arrived): it is never
 * joined into one string, since copying megabytes of text alone holds the event loop for tens of ms.
 */
export function decodeUpload(base64: string | readonly TextPiece[], maxBytes: number): Uint8Array {
  const steps = decodeSteps(base64, maxBytes);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * decodeUpload in turns of the event loop (a megabyte of text each), so a large upload never
 * holds it for long: other requests are answered between the turns.
 */
export async function decodeUploadInTurns(
  base64: string | readonly TextPiece[],
  maxBytes: number,
): Promise<Uint8Array> {
  const steps = decodeSteps(base64, maxBytes);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Characters of text worked through between two yields of decodeSteps. */
const TURN_CHARS = 1024 * 1024;

/** The decoding, yielding after about TURN_CHARS characters; returns the bytes. */
function* decodeSteps(base64: string | readonly TextPiece[], maxBytes: number): Generator<void, Uint8Array> {
  const pieces = withoutEdges(typeof base64 === 'string' ? [base64] : base64);
  let sinceYield = 0;
  let length = 0;
  let whitespace = 0;
  let urlAlphabet = false;
  let standardAlphabet = false;
  // Byte pieces become text one at a time, and that text is dropped at once (young garbage only).
  for (const stored of pieces) {
    const piece = textOf(stored);
    length += piece.length;
    sinceYield += piece.length;
    if (sinceYield >= TURN_CHARS) {
      sinceYield = 0;
      yield;
    }
    // Every check is a native scan: a regex over 14 MB of base64 takes ~100 ms, these a few ms each.
    for (const character of WHITESPACE_CHARACTERS) whitespace += countOf(piece, character);
    // Node reads a non-ASCII character by its low byte, so those must be refused before decoding.
    if (Buffer.byteLength(piece, 'utf8') !== piece.length) throw invalidBase64();
    urlAlphabet ||= piece.includes('-') || piece.includes('_');
    standardAlphabet ||= piece.includes('+') || piece.includes('/');
  }
  const padding = TRAILING_PADDING.exec(textOf(pieces.at(-1) ?? ''))?.[0].length ?? 0;
  const significant = length - whitespace - padding;
  // Padding, when present, must complete the last quantum exactly.
  if (padding > 0 && (significant + padding) % 4 !== 0) throw invalidBase64();
  // One leftover character carries only 6 bits: no encoder produces that.
  if (significant % 4 === 1) throw invalidBase64();
  // Either alphabet is accepted, but not both in one string: no encoder writes that.
  if (urlAlphabet && standardAlphabet) throw invalidBase64();

  const decodedLength = Math.floor((significant * 3) / 4);
  if (decodedLength === 0) throw new AppError(40004, 'uploadContent decodes to an empty file');
  if (decodedLength > maxBytes) throw tooLarge(maxBytes);

  // Its own memory (not Node's shared pool), so it can be handed to a worker without a copy. No text
  // decodes to more than `decodedLength`: every character outside the alphabet only makes it less.
  const buffer = Buffer.allocUnsafeSlow(decodedLength);
  let written = 0;
  let carry = '';
  for (const stored of pieces) {
    const raw = textOf(stored);
    sinceYield += raw.length;
    if (sinceYield >= TURN_CHARS) {
      sinceYield = 0;
      yield;
    }
    const piece = whitespace > 0 ? raw.replace(/\s+/g, '') : raw;
    // The few characters that complete the last piece's quantum, then the piece's whole quanta as
    // a slice (V8 shares the piece's memory: no copy), then what is left waits for the next piece.
    const need = carry === '' ? 0 : Math.min(piece.length, 4 - carry.length);
    let start = 0;
    if (need > 0) {
      carry += piece.slice(0, need);
      start = need;
      if (carry.length < 4) continue;
      written += buffer.write(carry, written, 'base64');
      carry = '';
    }
    const end = piece.length - ((piece.length - start) % 4);
    if (end > start)
      written += buffer.write(
        start === 0 && end === piece.length ? piece : piece.slice(start, end),
        written,
        'base64',
      );
    carry = piece.slice(end);
  }
  if (carry !== '') written += buffer.write(carry, written, 'base64');
  // Node skips other ASCII characters outside the alphabet and stops at an inner `=`: either
  // shows as missing bytes, since every significant character adds to the length.
  if (written !== decodedLength) throw invalidBase64();
  return new Uint8Array(buffer.buffer, 0, decodedLength);
}

/**
 * The pieces without a `data:` prefix at the start and blanks at the end; the first and last
 * pieces are merged with their neighbours until long enough to hold either whole.
 */
function withoutEdges(input: readonly TextPiece[]): TextPiece[] {
  const pieces = input.filter((piece) => piece.length > 0);
  while (pieces.length > 1 && pieces[0]!.length < EDGE_CHARS) {
    pieces.splice(0, 2, textOf(pieces[0]!) + textOf(pieces[1]!));
  }
  while (pieces.length > 1 && textOf(pieces.at(-1)!).trimEnd().length < EDGE_CHARS) {
    pieces.splice(-2, 2, textOf(pieces.at(-2)!) + textOf(pieces.at(-1)!));
  }
  if (pieces.length === 0) return [];
  pieces[0] = textOf(pieces[0]!).replace(DATA_URL_PREFIX, '');
  pieces[pieces.length - 1] = textOf(pieces.at(-1)!).trimEnd();
  return pieces.filter((piece) => piece.length > 0);
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
