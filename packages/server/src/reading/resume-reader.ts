// The ResumeReader seam: one implementation per file type turns uploaded bytes into text.
import type { UploadFileType } from '@resume/contract';

export interface ReadLimits {
  maxPdfPages: number;
  maxExpandedBytes: number;
  maxZipEntries: number;
  timeoutMs: number;
}

/** One printed line with what the layout told about it; readers fill in what their format knows. */
export interface ReadLine {
  text: string;
  /** Font size in points (PDF) or the nearest equivalent. */
  fontSize?: number;
  bold?: boolean;
  /** Left edge in points from the page's left edge. */
  x?: number;
  /** 1-based page number. */
  page?: number;
}

export interface ReadResult {
  /** The text in reading order, one printed line per line; a tab separates columns of one line. */
  text: string;
  /** The same lines as `text` with their layout, where the format has one (PDF). */
  lines?: ReadLine[];
}

export interface ResumeReader {
  readonly types: readonly UploadFileType[];
  /** Throws ReadError (42201) for damaged, encrypted or empty files. */
  read(bytes: Uint8Array, type: UploadFileType, limits: ReadLimits, signal: AbortSignal): Promise<ReadResult>;
}
