// The ResumeReader seam: one implementation per file type turns uploaded bytes into text; an
// UploadParser runs a reader and the resume parser together, off the thread that answers requests.
import type { Locale, UploadFileType } from '@resume/contract';
import type { ResumeDocument } from '../resume/resume-document.ts';

export interface ReadLimits {
  maxPdfPages: number;
  maxExpandedBytes: number;
  maxZipEntries: number;
  /** Unpacked XML of a DOCX/ODT at most (see ZipLimits): kept well below what a worker's heap holds. */
  maxMarkupBytes: number;
  /** Characters of text a file may yield; a resume is far shorter, so more is refused (42201). */
  maxTextChars: number;
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
  /** Right edge of the printed text, in points from the page's left edge. */
  right?: number;
  /** Where text in the line's column may run to (its gutter or the page's right margin), in points. */
  measureEnd?: number;
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

/** An upload read: the resume as the service models it, and the plain text it was read from. */
export interface ReadUpload {
  resume: ResumeDocument;
  /** The text the reader extracted, one printed line per line (what a model may quote from). */
  text: string;
}

/** Reads and parses uploads of its `types`, each within `limits.timeoutMs`, never on the caller's thread. */
export interface UploadParser {
  readonly types: readonly UploadFileType[];
  /** Throws ReadError (42201) for unreadable files, AppError 50301 when too busy. */
  read(
    bytes: Uint8Array,
    type: UploadFileType,
    limits: ReadLimits,
    signal: AbortSignal,
    locale?: Locale,
    /** `transferBytes`: the caller will not read `bytes` again, so they may be moved, not copied. */
    options?: { transferBytes?: boolean },
  ): Promise<ReadUpload>;
  close(): Promise<void>;
}
