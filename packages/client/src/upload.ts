// Turns what a caller has (a path, bytes, a Blob or File) into the upload fields of the API: the file type
// and the base64 content. Paths are read with a dynamic import of node:fs, so browsers never load it.
import { normalizeUploadFileType, UPLOAD_FILE_TYPES, type UploadFileType } from '@resume/contract';

/** A file path (Node only), bytes (Buffer is a Uint8Array), an ArrayBuffer, a Blob or a File. */
export type FileInput = string | Uint8Array | ArrayBuffer | Blob;

export interface UploadOptions {
  /** pdf, docx, … or a MIME type; otherwise taken from the name, the Blob's type or the bytes. */
  fileType?: string | undefined;
  /** A name whose extension tells the type, for bytes without one. */
  fileName?: string | undefined;
}

export interface Upload {
  uploadFileType: UploadFileType;
  uploadContent: string;
}

/** The upload fields of a file; fields already made (base64 and a type) pass through as they are. */
export async function toUpload(file: FileInput | Upload, options: UploadOptions = {}): Promise<Upload> {
  if (isUpload(file)) return file;
  const { bytes, name, mimeType } = await readFileInput(file);
  const uploadFileType = inferFileType(bytes, options, name ?? options.fileName, mimeType);
  return { uploadFileType, uploadContent: encodeBase64(bytes) };
}

function isUpload(file: FileInput | Upload): file is Upload {
  return (
    typeof file === 'object' &&
    !(file instanceof Uint8Array) &&
    !(file instanceof ArrayBuffer) &&
    typeof (file as Partial<Upload>).uploadFileType === 'string' &&
    typeof (file as Partial<Upload>).uploadContent === 'string'
  );
}

async function readFileInput(
  file: FileInput,
): Promise<{ bytes: Uint8Array; name: string | undefined; mimeType: string | undefined }> {
  if (typeof file === 'string') {
    // A specifier in a variable, marked ignored: browser bundlers must not try to pack node:fs.
    const fsModule = 'node:fs/promises';
    const { readFile } = (await import(
      /* webpackIgnore: true */ /* @vite-ignore */ fsModule
    )) as typeof import('node:fs/promises');
    return { bytes: new Uint8Array(await readFile(file)), name: file, mimeType: undefined };
  }
  if (file instanceof Uint8Array) return { bytes: file, name: undefined, mimeType: undefined };
  if (file instanceof ArrayBuffer)
    return { bytes: new Uint8Array(file), name: undefined, mimeType: undefined };
  if (typeof Blob !== 'undefined' && file instanceof Blob) {
    const name = 'name' in file && typeof file.name === 'string' ? file.name : undefined;
    return { bytes: new Uint8Array(await file.arrayBuffer()), name, mimeType: file.type || undefined };
  }
  throw new TypeError('parse() takes a file path, a Buffer/Uint8Array, an ArrayBuffer, a Blob or a File.');
}

function inferFileType(
  bytes: Uint8Array,
  options: UploadOptions,
  name: string | undefined,
  mimeType: string | undefined,
): UploadFileType {
  if (options.fileType !== undefined) {
    const given = normalizeUploadFileType(options.fileType);
    if (!given) throw new TypeError(`Unsupported file type "${options.fileType}".`);
    return given;
  }
  const extension = name?.match(/\.([A-Za-z0-9]{1,8})$/)?.[1];
  const fromName = extension ? normalizeUploadFileType(extension) : undefined;
  // "cv.json", "resume.zip": a name that says the file is something else is not read as a resume's text.
  if (extension && !fromName) {
    throw new TypeError(
      `.${extension} is not a resume file type (${UPLOAD_FILE_TYPES.join(', ')}); pass fileType if the file is one of them.`,
    );
  }
  const found =
    fromName ?? (mimeType ? normalizeUploadFileType(mimeType) : undefined) ?? sniffFileType(bytes);
  if (!found) {
    throw new TypeError(
      'Could not tell the file type: pass { fileType: "pdf" | "docx" | … } or a name with an extension.',
    );
  }
  return found;
}

/** The type of bytes without a name, from their first bytes (the server checks them again). */
function sniffFileType(bytes: Uint8Array): UploadFileType | undefined {
  const startsWith = (...values: number[]) => values.every((value, index) => bytes[index] === value);
  const ascii = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
  if (ascii(0, 5) === '%PDF-') return 'pdf';
  if (startsWith(0x89, 0x50, 0x4e, 0x47)) return 'png';
  if (startsWith(0xff, 0xd8, 0xff)) return 'jpg';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (startsWith(0xd0, 0xcf, 0x11, 0xe0)) return 'doc';
  if (ascii(0, 5) === '{\\rtf') return 'rtf';
  if (startsWith(0x50, 0x4b, 0x03, 0x04)) {
    // An ODT names its MIME type in its first (stored) entry; a DOCX has a word/ part (entry names are stored
    // uncompressed). Any other archive is no resume.
    if (ascii(30, 100).includes('application/vnd.oasis.opendocument.text')) return 'odt';
    return includesAscii(bytes, 'word/document.xml') ? 'docx' : undefined;
  }
  try {
    // `stream: true`: a character cut at the 4 KiB boundary is not an error.
    new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, 4096), { stream: true });
    return 'txt';
  } catch {
    return undefined;
  }
}

/** Whether `bytes` hold the ASCII text `needle` anywhere (a plain scan: no Buffer in browsers). */
function includesAscii(bytes: Uint8Array, needle: string): boolean {
  const first = needle.charCodeAt(0);
  for (
    let at = bytes.indexOf(first);
    at !== -1 && at + needle.length <= bytes.length;
    at = bytes.indexOf(first, at + 1)
  ) {
    let index = 1;
    while (index < needle.length && bytes[at + index] === needle.charCodeAt(index)) index += 1;
    if (index === needle.length) return true;
  }
  return false;
}

/** Base64 without Buffer (browsers) and without building one huge argument list (large files). */
export function encodeBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let offset = 0; offset < bytes.length; offset += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000));
  }
  return btoa(binary);
}
