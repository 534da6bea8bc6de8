// The magic-byte check of CONTRACT 4: the uploaded bytes must be what `uploadFileType` names (41501); a locked Word file is 42201.
import type { UploadFileType } from '@resume/contract';
import { AppError, ReadError } from '../../errors.ts';
import { compoundFileEntryNames } from './compound-file.ts';
import { decodeTextPrefix } from './decode-text.ts';

/** What a file looks like, as far as its first and last bytes tell. */
export type DetectedKind =
  | 'pdf'
  | 'docx'
  | 'xlsx'
  | 'pptx'
  | 'odt'
  | 'opendocument'
  | 'zip'
  | 'ole2'
  | 'rtf'
  | 'png'
  | 'jpg'
  | 'webp'
  | 'gif'
  | 'bmp'
  | 'tiff'
  | 'gzip'
  | '7z'
  | 'rar'
  | 'html'
  | 'text';

/** How each declared type is named in a message: "the file is not <name>". */
const DECLARED_NAMES: Record<UploadFileType, string> = {
  pdf: 'a PDF',
  docx: 'a DOCX file',
  doc: 'a DOC file',
  rtf: 'an RTF file',
  odt: 'an ODT file',
  png: 'a PNG image',
  jpg: 'a JPEG image',
  webp: 'a WebP image',
  txt: 'text in UTF-8, UTF-16 or GB18030',
  md: 'text in UTF-8, UTF-16 or GB18030',
  html: 'an HTML file',
};

/** How a detected kind is named in a message: "it looks like <name>". */
const DETECTED_NAMES: Record<DetectedKind, string> = {
  pdf: 'a PDF file',
  docx: 'a DOCX file',
  xlsx: 'an XLSX spreadsheet',
  pptx: 'a PPTX presentation',
  odt: 'an ODT file',
  opendocument: 'an OpenDocument file that is not a text document',
  zip: 'a ZIP archive',
  ole2: 'a DOC file or another legacy Office file',
  rtf: 'an RTF file',
  png: 'a PNG image',
  jpg: 'a JPEG image',
  webp: 'a WebP image',
  gif: 'a GIF image',
  bmp: 'a BMP image',
  tiff: 'a TIFF image',
  gzip: 'a GZIP archive',
  '7z': 'a 7z archive',
  rar: 'a RAR archive',
  html: 'an HTML file',
  text: 'a plain text file',
};

/** Byte patterns (each at its offset) that together decide the kind of a binary file. */
const SIGNATURES: readonly {
  kind: DetectedKind;
  patterns: readonly { offset: number; bytes: readonly number[] }[];
}[] = [
  { kind: 'webp', patterns: [at(0, ascii('RIFF')), at(8, ascii('WEBP'))] },
  { kind: 'ole2', patterns: [at(0, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])] },
  { kind: 'png', patterns: [at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])] },
  { kind: 'jpg', patterns: [at(0, [0xff, 0xd8, 0xff])] },
  { kind: 'gif', patterns: [at(0, ascii('GIF87a'))] },
  { kind: 'gif', patterns: [at(0, ascii('GIF89a'))] },
  // `BM` alone is too short to trust; a BMP's reserved bytes 6-9 are zero, which text never has.
  { kind: 'bmp', patterns: [at(0, ascii('BM')), at(6, [0, 0, 0, 0])] },
  { kind: 'tiff', patterns: [at(0, [0x49, 0x49, 0x2a, 0x00])] },
  { kind: 'tiff', patterns: [at(0, [0x4d, 0x4d, 0x00, 0x2a])] },
  { kind: 'gzip', patterns: [at(0, [0x1f, 0x8b])] },
  { kind: '7z', patterns: [at(0, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])] },
  { kind: 'rar', patterns: [at(0, ascii('Rar!\x1a\x07'))] },
];

/** Which kinds satisfy each declared type. */
const ACCEPTED: Record<UploadFileType, readonly DetectedKind[]> = {
  pdf: ['pdf'],
  docx: ['docx'],
  // Telling a Word 97 file from an Excel 97 file needs the compound file's directory; the reader does that.
  doc: ['ole2'],
  rtf: ['rtf'],
  odt: ['odt'],
  png: ['png'],
  jpg: ['jpg'],
  webp: ['webp'],
  txt: ['text', 'html'],
  md: ['text', 'html'],
  html: ['html'],
};

const PDF_MARKER = ascii('%PDF-');
/** Real PDFs may carry junk (a BOM, a mail header) before the marker; readers look this far. */
const PDF_MARKER_WINDOW = 1024;
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04] as const;
const ZIP_SCAN_WINDOW = 64 * 1024;
const ODT_MIMETYPE = ascii('mimetypeapplication/vnd.oasis.opendocument.text');
const ODF_MIMETYPE = ascii('mimetypeapplication/vnd.oasis.opendocument.');
const ODF_MIMETYPE_WINDOW = 256;
const RTF_MARKER = ascii('{\\rtf');
const TEXT_SNIFF_CHARS = 64 * 1024;
/** Share of control characters (other than whitespace) above which decoded "text" is really binary. */
const MAX_CONTROL_SHARE = 0.01;
const MARKUP =
  /<(?:!doctype\s+html|html|head|body|meta|title|div|p|span|br|h[1-6]|ul|ol|li|table|tr|td|section|article|header|footer|main|strong|b|em|i|a)\b[^<>]*>/i;

/**
 * A password-protected DOCX (or XLSX, PPTX) is not a ZIP archive but a compound file holding the
 * encrypted package and how it was encrypted (ECMA-376 agile or standard encryption).
 */
const ENCRYPTED_PACKAGE_ENTRIES = ['EncryptionInfo', 'EncryptedPackage'] as const;
/** Declared types whose users may send a password-protected Word file. */
const WORD_TYPES: readonly UploadFileType[] = ['docx', 'doc'];
const ENCRYPTED_MESSAGE =
  'the file is encrypted (password-protected); save it without a password and upload again';

/**
 * Throws AppError 41501 unless `bytes` are a file of the declared `type`, and ReadError (42201) for
 * a password-protected Word file, which is the declared kind but cannot be read.
 */
export function checkFileType(bytes: Uint8Array, type: UploadFileType): void {
  const detected = detectFileKind(bytes);
  if (detected === 'ole2' && WORD_TYPES.includes(type) && isEncryptedPackage(bytes)) {
    throw new ReadError(ENCRYPTED_MESSAGE);
  }
  if (detected !== undefined && ACCEPTED[type].includes(detected)) return;
  const looksLike = detected === undefined ? '' : ` (it looks like ${DETECTED_NAMES[detected]})`;
  throw new AppError(
    41501,
    `uploadFileType is ${type} but the file is not ${DECLARED_NAMES[type]}${looksLike}`,
  );
}

/** The kind of file `bytes` look like, or undefined when nothing fits. */
export function detectFileKind(bytes: Uint8Array): DetectedKind | undefined {
  if (bytes.length === 0) return undefined;
  if (startsWith(bytes, ZIP_LOCAL_HEADER)) return detectZipKind(bytes);
  for (const signature of SIGNATURES) {
    if (signature.patterns.every((pattern) => startsWith(bytes, pattern.bytes, pattern.offset)))
      return signature.kind;
  }
  if (indexOf(bytes, PDF_MARKER, 0, PDF_MARKER_WINDOW) !== -1) return 'pdf';
  if (isRtf(bytes)) return 'rtf';
  return detectTextKind(bytes);
}

/** Whether a compound file's directory holds the streams of an encrypted Office Open XML package. */
function isEncryptedPackage(bytes: Uint8Array): boolean {
  const names = compoundFileEntryNames(bytes);
  return names !== undefined && ENCRYPTED_PACKAGE_ENTRIES.some((name) => names.includes(name));
}

function detectZipKind(bytes: Uint8Array): DetectedKind {
  // ODF requires an uncompressed `mimetype` entry first, so its content sits right after the header.
  if (indexOf(bytes, ODT_MIMETYPE, 0, ODF_MIMETYPE_WINDOW) !== -1) return 'odt';
  if (indexOf(bytes, ODF_MIMETYPE, 0, ODF_MIMETYPE_WINDOW) !== -1) return 'opendocument';
  // Entry names appear in the local headers near the start and in the central directory at the end.
  const has = (name: string): boolean => {
    const needle = ascii(name);
    return (
      indexOf(bytes, needle, 0, ZIP_SCAN_WINDOW) !== -1 ||
      indexOf(bytes, needle, Math.max(0, bytes.length - ZIP_SCAN_WINDOW), bytes.length) !== -1
    );
  };
  if (has('word/')) return 'docx';
  if (has('xl/workbook')) return 'xlsx';
  if (has('ppt/presentation')) return 'pptx';
  if (has('[Content_Types].xml')) return 'docx';
  return 'zip';
}

function isRtf(bytes: Uint8Array): boolean {
  let start = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  while (start < bytes.length && start < 64 && isAsciiWhitespace(bytes[start] ?? 0)) start += 1;
  return startsWith(bytes, RTF_MARKER, start);
}

/** The bytes checked here, in the request; the reader decodes (and checks) the whole file in a worker. */
const TEXT_CHECK_BYTES = 256 * 1024;

function detectTextKind(bytes: Uint8Array): DetectedKind | undefined {
  const decoded = decodeTextPrefix(bytes, TEXT_CHECK_BYTES);
  if (!decoded) return undefined;
  const sample = decoded.text.slice(0, TEXT_SNIFF_CHARS);
  if (controlShare(sample) > MAX_CONTROL_SHARE) return undefined;
  return MARKUP.test(sample) ? 'html' : 'text';
}

function controlShare(text: string): number {
  if (text.length === 0) return 0;
  // Whitespace controls (tab, LF, VT, FF, CR) are ordinary in text; the others mark binary.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  const controls = text.match(/[\u0001-\u0008\u000e-\u001f\u007f]/g);
  return (controls?.length ?? 0) / text.length;
}

function isAsciiWhitespace(byte: number): boolean {
  return byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d;
}

function startsWith(bytes: Uint8Array, prefix: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + prefix.length) return false;
  return prefix.every((byte, index) => bytes[offset + index] === byte);
}

/** First index of `needle` within bytes[from, to), or -1. */
function indexOf(bytes: Uint8Array, needle: readonly number[], from: number, to: number): number {
  const window = Buffer.from(
    bytes.buffer,
    bytes.byteOffset + from,
    Math.max(0, Math.min(to, bytes.length) - from),
  );
  const found = window.indexOf(Uint8Array.from(needle));
  return found === -1 ? -1 : from + found;
}

function at(offset: number, bytes: readonly number[]): { offset: number; bytes: readonly number[] } {
  return { offset, bytes };
}

function ascii(text: string): number[] {
  return Array.from(text, (character) => character.charCodeAt(0));
}
