// A task exported as a file: its bytes, media type and the name the server gave it (Content-Disposition).
import type { ExportFormat } from '@resume/contract';

export interface ExportedFile {
  format: ExportFormat;
  /** The server's name for it, e.g. "Ada Lovelace-Software Engineer.pdf" (UTF-8 kept). */
  fileName: string;
  /** e.g. application/pdf, text/markdown; charset=utf-8. */
  contentType: string;
  bytes: Uint8Array;
}

/** The file name of a Content-Disposition header: the UTF-8 `filename*` when sent, else `filename`. */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A broken %-escape: the plain name below is the fallback the header carries for this.
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(disposition)?.[1];
}
