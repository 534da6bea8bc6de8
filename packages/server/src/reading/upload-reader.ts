// An upload from base64 to a ResumeDocument: type, size, magic bytes, then the reader for its type.
import {
  type Locale,
  normalizeUploadFileType,
  UPLOAD_FILE_TYPES,
  type UploadFileType,
} from '@resume/contract';
import { AppError } from '../errors.ts';
import type { ResumeDocument } from '../resume/resume-document.ts';
import { checkFileType } from './check-file-type.ts';
import { decodeUpload } from './decode-upload.ts';
import { parseResume } from './parse-resume-text.ts';
import type { ReadLimits, ResumeReader } from './resume-reader.ts';

export interface UploadLimits extends ReadLimits {
  maxUploadBytes: number;
}

/** An upload read: the resume as the service models it, and the plain text it was read from. */
export interface ReadUpload {
  resume: ResumeDocument;
  /** The text the reader extracted, one printed line per line (what a model may quote from). */
  text: string;
}

export class UploadReader {
  private readonly readers = new Map<UploadFileType, ResumeReader>();

  constructor(
    readers: readonly ResumeReader[],
    private readonly limits: UploadLimits,
  ) {
    for (const reader of readers) for (const type of reader.types) this.readers.set(type, reader);
  }

  /** Validates the declared type and the bytes; cheap, so callers run it before any streaming starts. */
  decode(uploadFileType: string, uploadContent: string): { type: UploadFileType; bytes: Uint8Array } {
    const type = normalizeUploadFileType(uploadFileType);
    if (!type) {
      throw new AppError(
        41501,
        `uploadFileType "${uploadFileType.slice(0, 40)}" is not supported; use one of: ${UPLOAD_FILE_TYPES.join(', ')}.`,
      );
    }
    const bytes = decodeUpload(uploadContent, this.limits.maxUploadBytes);
    checkFileType(bytes, type);
    if (!this.readers.has(type)) {
      throw new AppError(41501, `Reading ${type} files is not available on this server yet.`);
    }
    return { type, bytes };
  }

  async read(
    upload: { type: UploadFileType; bytes: Uint8Array },
    signal: AbortSignal,
    locale?: Locale,
  ): Promise<ReadUpload> {
    const reader = this.readers.get(upload.type)!;
    const read = await reader.read(upload.bytes, upload.type, this.limits, signal);
    return { resume: parseResume(read, locale ? { locale } : {}), text: read.text };
  }
}
