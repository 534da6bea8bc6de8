// The only request body parser: JSON read as it arrives, its nesting depth checked on the way, its
// long strings set aside, so no body — however large or deep — holds the event loop for long.
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { AppError, bodyTooLargeError } from '../errors.ts';
import { type TextPiece, textOf } from '../lib/text-piece.ts';

/** No request of ours nests deeper than 3 levels; 32 leaves room for odd clients and none for bombs. */
export const MAX_JSON_DEPTH = 32;

/** Strings longer than this (an upload's base64) are kept out of JSON.parse and decoded in slices. */
const LONG_STRING_CHARS = 64 * 1024;

/**
 * A body this small cannot hold a long string: it is gathered whole, parsed by JSON.parse and its
 * depth checked on the parsed value. The piecewise scanner (which costs a JS loop per character) is
 * kept for bodies that can be large, where reading them in pieces is what protects the event loop.
 */
const SMALL_BODY_BYTES = 16 * 1024;

/** Outside a string: the characters that change the scanner's state. Inside: those that end or escape. */
const STRUCTURE = /["[\]{}]/g;
const STRING_SPECIAL = /["\\]/g;
const BACKSLASH = 0x5c;
/** What JSON forbids unescaped inside a string; matching it is the point, hence the lint exception. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this finds
const RAW_CONTROL_CHARACTER = /[\u0000-\u001f]/;

/**
 * Long strings are replaced in the text by a marker no client can write (a NUL is never raw inside
 * JSON, and the nonce is secret). One random nonce per process plus a counter: a fresh randomBytes per
 * request cost 5% of the outline request path's CPU in a profile.
 */
const PLACEHOLDER_PREFIX = `\u0000${randomBytes(12).toString('base64')}`;
let placeholderCount = 0;

function nextPlaceholder(): string {
  placeholderCount += 1;
  return `${PLACEHOLDER_PREFIX}${placeholderCount}:`;
}

/**
 * A JSON text fed in pieces. It keeps the text outside long strings (small: field names, short
 * values, brackets) and the raw content of each long string apart; `finish` parses the small text
 * with JSON.parse and puts the long strings back. Work per piece is proportional to the piece.
 */
export class JsonBodyScanner {
  private readonly text: string[] = [];
  /** The raw pieces of each long string, as they arrived (plain ASCII ones moved into bytes). */
  private readonly longStrings: TextPiece[][] = [];
  /** Long string values of the top-level object's detached fields, in the pieces they arrived in. */
  readonly longFields = new Map<string, readonly TextPiece[]>();
  private readonly placeholder = nextPlaceholder();
  private depth = 0;
  private inString = false;
  private escapeNext = false;
  private stringPieces: TextPiece[] = [];
  private stringLength = 0;

  /**
   * `detachedFields`: top-level fields whose long value is only read in pieces (an upload's base64):
   * their value becomes '' in the parsed body and the pieces are in `longFields`.
   */
  constructor(private readonly detachedFields: ReadonlySet<string> = new Set()) {}

  /** Throws AppError 40001 as soon as the nesting passes MAX_JSON_DEPTH. */
  push(piece: string): void {
    let index = 0;
    while (index < piece.length) {
      if (this.inString) index = this.scanString(piece, index);
      else index = this.scanStructure(piece, index);
    }
  }

  finish(options: { allowEmpty: boolean }): unknown {
    const text = this.text.join('');
    if (text.trim() === '' && this.longStrings.length === 0) {
      if (options.allowEmpty) return undefined;
      throw emptyBodyError();
    }
    if (this.inString) throw invalidJson();
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw invalidJson();
    }
    return this.longStrings.length === 0 ? value : this.restore(value, 0, undefined);
  }

  private scanStructure(piece: string, from: number): number {
    STRUCTURE.lastIndex = from;
    const match = STRUCTURE.exec(piece);
    if (!match) {
      this.text.push(piece.slice(from));
      return piece.length;
    }
    const at = match.index;
    if (at > from) this.text.push(piece.slice(from, at));
    const character = piece[at]!;
    if (character === '"') {
      this.inString = true;
      this.stringPieces = [];
      this.stringLength = 0;
    } else if (character === '[' || character === '{') {
      this.depth += 1;
      if (this.depth > MAX_JSON_DEPTH) {
        throw tooDeepError();
      }
      this.text.push(character);
    } else {
      this.depth -= 1;
      this.text.push(character);
    }
    return at + 1;
  }

  private scanString(piece: string, from: number): number {
    if (this.escapeNext) {
      this.escapeNext = false;
      this.addToString(piece[from]!);
      return from + 1;
    }
    STRING_SPECIAL.lastIndex = from;
    const match = STRING_SPECIAL.exec(piece);
    if (!match) {
      this.addToString(piece.slice(from));
      return piece.length;
    }
    const at = match.index;
    if (piece[at] === '\\') {
      this.addToString(piece.slice(from, at + 1));
      this.escapeNext = true;
      return at + 1;
    }
    this.addToString(piece.slice(from, at));
    this.endString();
    return at + 1;
  }

  private addToString(part: string): void {
    const wasLong = this.stringLength > LONG_STRING_CHARS;
    this.stringLength += part.length;
    if (this.stringLength <= LONG_STRING_CHARS) {
      this.stringPieces.push(part);
      return;
    }
    // A long string's plain pieces move into bytes, outside the JS heap: the strings they were cut
    // from die young, so megabytes of body text never reach the old generation the GC must sweep.
    if (!wasLong) this.stringPieces = this.stringPieces.map(toBytesIfPlain);
    this.stringPieces.push(toBytesIfPlain(part));
  }

  private endString(): void {
    this.inString = false;
    const pieces = this.stringPieces;
    this.stringPieces = [];
    if (this.stringLength <= LONG_STRING_CHARS) {
      this.text.push(`"${(pieces as string[]).join('')}"`);
      return;
    }
    const index = this.longStrings.push(pieces) - 1;
    this.text.push(JSON.stringify(`${this.placeholder}${index}`));
  }

  private restore(value: unknown, depth: number, field: string | undefined): unknown {
    if (typeof value === 'string') {
      if (!value.startsWith(this.placeholder)) return value;
      const pieces = this.longStrings[Number(value.slice(this.placeholder.length))];
      if (pieces === undefined) return value;
      if (field !== undefined && this.detachedFields.has(field) && pieces.every(isUnescaped)) {
        this.longFields.set(field, pieces);
        return '';
      }
      return decodeStringContent(pieces.map(textOf));
    }
    if (depth > MAX_JSON_DEPTH || value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) return value.map((item) => this.restore(item, depth + 1, undefined));
    const object = value as Record<string, unknown>;
    for (const key of Object.keys(object))
      object[key] = this.restore(object[key], depth + 1, depth === 0 ? key : undefined);
    return object;
  }
}

/** Bytes for a plain piece (ASCII, no escape, no raw control character); the text otherwise. */
function toBytesIfPlain(piece: TextPiece): TextPiece {
  if (typeof piece !== 'string') return piece;
  if (piece.includes('\\') || Buffer.byteLength(piece, 'utf8') !== piece.length) return piece;
  // A raw control character is not allowed in JSON; JSON.parse would have said so.
  if (RAW_CONTROL_CHARACTER.test(piece)) throw invalidJson();
  return Buffer.from(piece, 'latin1');
}

function isUnescaped(piece: TextPiece): boolean {
  return typeof piece !== 'string' || !piece.includes('\\');
}

/**
 * The value of a JSON string's raw content. Without escapes the pieces are the value; escapes are
 * decoded slice by slice, never in one long call.
 */
function decodeStringContent(pieces: readonly string[]): string {
  if (!pieces.some((piece) => piece.includes('\\'))) {
    if (pieces.some((piece) => RAW_CONTROL_CHARACTER.test(piece))) throw invalidJson();
    return pieces.join('');
  }
  const raw = pieces.join('');
  const parts: string[] = [];
  let start = 0;
  while (start < raw.length) {
    const end = safeCut(raw, start, Math.min(raw.length, start + LONG_STRING_CHARS));
    try {
      parts.push(JSON.parse(`"${raw.slice(start, end)}"`) as string);
    } catch {
      throw invalidJson();
    }
    start = end;
  }
  return parts.join('');
}

/** `end`, or the start of an escape (`\n`, `\uXXXX`) that `end` would cut through. */
function safeCut(raw: string, start: number, end: number): number {
  if (end >= raw.length) return raw.length;
  // An escape is at most six characters long, so only the last five can start one that `end` cuts.
  for (let at = end - 1; at >= Math.max(start, end - 5); at -= 1) {
    if (raw.charCodeAt(at) !== BACKSLASH || !startsEscape(raw, at, start)) continue;
    const length = raw[at + 1] === 'u' ? 6 : 2;
    return at + length > end ? at : end;
  }
  return end;
}

/** True when the backslash at `at` starts an escape, i.e. it is not itself escaped by the one before it. */
function startsEscape(raw: string, at: number, floor: number): boolean {
  let before = 0;
  while (at - 1 - before >= floor && raw.charCodeAt(at - 1 - before) === BACKSLASH) before += 1;
  return before % 2 === 0;
}

function emptyBodyError(): AppError {
  return new AppError(40001, 'The request body is empty: send a JSON object.');
}

function tooDeepError(): AppError {
  return new AppError(
    40001,
    `The request body nests arrays or objects deeper than ${MAX_JSON_DEPTH} levels.`,
  );
}

function invalidJson(): AppError {
  return new AppError(40001, 'The request body is not valid JSON.');
}

/**
 * Reads a request body stream within `limitBytes`, scanning it as it arrives. A failure stops the
 * reading at once (the rest of a hostile body is never read; the answer closes the connection).
 */
export function readJsonBody(
  payload: Readable,
  options: {
    limitBytes: number;
    declaredLength: number;
    allowEmpty: boolean;
    detachedFields?: ReadonlySet<string>;
  },
): Promise<{ value: unknown; bytes: number; longFields: ReadonlyMap<string, readonly TextPiece[]> }> {
  return new Promise((resolve, reject) => {
    if (options.declaredLength > options.limitBytes) {
      reject(closing(bodyTooLargeError(options.limitBytes)));
      return;
    }
    let scanner: JsonBodyScanner | undefined;
    // Made with the scanner: a small body is decoded whole and never needs one.
    let decoder: StringDecoder | undefined;
    let smallChunks: Buffer[] = [];
    let received = 0;
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      payload.off('data', onData);
      payload.pause();
      reject(closing(error));
    };
    const onData = (chunk: Buffer | string) => {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      received += bytes.length;
      if (received > options.limitBytes) return fail(bodyTooLargeError(options.limitBytes));
      if (!scanner && received <= SMALL_BODY_BYTES) {
        smallChunks.push(bytes);
        return;
      }
      try {
        if (!scanner) {
          scanner = new JsonBodyScanner(options.detachedFields);
          decoder = new StringDecoder('utf8');
          for (const earlier of smallChunks) scanner.push(decoder.write(earlier));
          smallChunks = [];
        }
        scanner.push(decoder!.write(bytes));
      } catch (error) {
        fail(error);
      }
    };
    payload.on('data', onData);
    payload.once('error', fail);
    payload.once('end', () => {
      if (settled) return;
      payload.off('data', onData);
      try {
        if (!scanner) {
          const value = parseSmallBody(Buffer.concat(smallChunks).toString('utf8'), options.allowEmpty);
          settled = true;
          resolve({ value, bytes: received, longFields: NO_LONG_FIELDS });
          return;
        }
        scanner.push(decoder!.end());
        const value = scanner.finish({ allowEmpty: options.allowEmpty });
        settled = true;
        resolve({ value, bytes: received, longFields: scanner.longFields });
      } catch (error) {
        fail(error);
      } finally {
        smallChunks = [];
        scanner = undefined;
        // An error after the end must not go unhandled, but `fail` would keep this whole scope alive
        // (its closures, the promise's functions) for as long as the request lives, a long stream
        // included: a shared listener takes its place.
        payload.off('error', fail);
        payload.on('error', ignoreLateError);
      }
    });
  });
}

const NO_LONG_FIELDS: ReadonlyMap<string, readonly TextPiece[]> = new Map();

function ignoreLateError(): void {}

/** A whole small body: the same answers as the scanner gives (empty, invalid, too deep). */
function parseSmallBody(text: string, allowEmpty: boolean): unknown {
  if (text.trim() === '') {
    if (allowEmpty) return undefined;
    throw emptyBodyError();
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidJson();
  }
  if (nestsDeeperThan(value, MAX_JSON_DEPTH)) throw tooDeepError();
  return value;
}

/** Walks arrays and objects no further than `limit` levels (so the walk itself stays shallow). */
function nestsDeeperThan(value: unknown, limit: number): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (limit === 0) return true;
  const children = Array.isArray(value) ? value : Object.values(value);
  for (const child of children) {
    if (nestsDeeperThan(child, limit - 1)) return true;
  }
  return false;
}

/** An error answered before the body was read in full: the connection cannot be reused. */
function closing(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  return new AppError(error.code, error.message, {
    cause: error.cause,
    headers: { ...error.headers, Connection: 'close' },
  });
}
