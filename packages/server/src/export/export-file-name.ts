// The download's file name ("张三-数据分析师.pdf") as a Content-Disposition header that no resume text can break.
import { type FinishedResume, personName } from './finished-resume.ts';

/** Characters a file name may not hold on common systems. */
const UNSAFE_FILE_CHARS = new Set(['<', '>', ':', '"', '/', '\\', '|', '?', '*']);
const MAX_BASE_LENGTH = 80;

/** "name-job" (or the job, or "resume") with unsafe characters removed, cut to a sensible length. */
export function exportBaseName(resume: FinishedResume): string {
  const parts = [personName(resume), resume.job.trim()].filter((part): part is string => !!part);
  // By code point, so a character outside the BMP stays whole and a lone surrogate is caught.
  const base = Array.from(parts.join('-'))
    .map((char) => (isUnsafeFileChar(char) ? ' ' : char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  return [...base].slice(0, MAX_BASE_LENGTH).join('').trim() || 'resume';
}

/**
 * Controls (C0, DEL, C1: could split a header line), format characters (bidi overrides and isolates
 * such as U+202E would show "cod.exe" for "exe.doc", zero-width ones hide characters), line and
 * paragraph separators, private-use and unpaired surrogate code points (the last would make the
 * name unencodable).
 */
const INVISIBLE_OR_CONTROL = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cs}]/u;

/** Unsafe in a file name, invisible, or a control character. */
function isUnsafeFileChar(char: string): boolean {
  return UNSAFE_FILE_CHARS.has(char) || INVISIBLE_OR_CONTROL.test(char);
}

/**
 * `attachment` with an ASCII fallback name for old clients and the UTF-8 name (RFC 6266 / 5987) for the
 * rest; percent-encoding keeps every byte of the name inside the header's allowed characters.
 */
export function contentDisposition(baseName: string, extension: string, fallbackBase: string): string {
  const encoded = encodeURIComponent(`${baseName}${extension}`).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallbackBase}${extension}"; filename*=UTF-8''${encoded}`;
}
