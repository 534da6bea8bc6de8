// The ResumeReader seam: one implementation per file type turns uploaded bytes into text.
import type { UploadFileType } from '@resume/contract';

export interface ReadLimits {
  maxPdfPages: number;
  maxExpandedBytes: number;
  maxZipEntries: number;
  timeoutMs: number;
}

export interface ReadResult {
  /** The text in reading order, one printed line per line. */
  text: string;
}

export interface ResumeReader {
  readonly types: readonly UploadFileType[];
  /** Throws ReadError (42201) for damaged, encrypted or empty files. */
  read(bytes: Uint8Array, type: UploadFileType, limits: ReadLimits, signal: AbortSignal): Promise<ReadResult>;
}
