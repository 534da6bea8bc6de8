// An upload from base64 to a ResumeDocument: type, size, magic bytes, then the parser's workers.
import {
  type Locale,
  normalizeUploadFileType,
  UPLOAD_FILE_TYPES,
  type UploadFileType,
} from '@resume/contract';
import { AppError } from '../errors.ts';
import type { TextPiece } from '../lib/text-piece.ts';
import { decodeUploadInTurns } from './decode-upload.ts';
import { checkFileType } from './formats/check-file-type.ts';
import type { ReadLimits, ReadUpload, UploadParser } from './resume-reader.ts';

export interface UploadLimits extends ReadLimits {
  maxUploadBytes: number;
}

export class UploadReader {
  private readonly types: ReadonlySet<UploadFileType>;

  constructor(
    private readonly parser: UploadParser,
    private readonly limits: UploadLimits,
  ) {
    this.types = new Set(parser.types);
  }

  /**
   * Validates the declared type and the bytes; callers run it before any streaming starts, so its
   * errors are JSON answers. Large uploads are decoded in turns of the event loop.
   */
  async decode(
    uploadFileType: string,
    uploadContent: string | readonly TextPiece[],
  ): Promise<{ type: UploadFileType; bytes: Uint8Array }> {
    const type = normalizeUploadFileType(uploadFileType);
    if (!type) {
      throw new AppError(
        41501,
        `uploadFileType "${uploadFileType.slice(0, 40)}" is not supported; use one of: ${UPLOAD_FILE_TYPES.join(', ')}.`,
      );
    }
    const bytes = await decodeUploadInTurns(uploadContent, this.limits.maxUploadBytes);
    checkFileType(bytes, type);
    if (!this.types.has(type)) {
      throw new AppError(41501, `Reading ${type} files is not available on this server yet.`);
    }
    return { type, bytes };
  }

  async read(
    upload: { type: UploadFileType; bytes: Uint8Array },
    signal: AbortSignal,
    locale?: Locale,
  ): Promise<ReadUpload> {
    // The bytes came from decode() and are read once: the worker may have them without a copy.
    return this.parser.read(upload.bytes, upload.type, this.limits, signal, locale, { transferBytes: true });
  }
}
