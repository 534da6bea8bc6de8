// The download's file name ("张三-数据分析师.pdf") as a Content-Disposition header that no resume text can break.
import { type FinishedResume, personName } from './finished-resume.ts';

/** Characters a file name may not hold on common systems. */
const UNSAFE_FILE_CHARS = new Set(['<', '>', ':', '"', '/', '\\', '|', '?', '*']);
const MAX_BASE_LENGTH = 80;

/** "name-job" (or the job, or "resume") with unsafe characters removed, cut to a sensible length. */
export function exportBaseName(resume: FinishedResume): string {
  const parts = [personName(resume), resume.job.trim()].filter((part): part is string => !!part);
  const base = parts
    .join('-')
    .split('')
    .map((char) => (isUnsafeFileChar(char) ? ' ' : char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  return [...base].slice(0, MAX_BASE_LENGTH).join('').trim() || 'resume';
}

/** Unsafe in a file name, or a control character (which could also split a header line). */
function isUnsafeFileChar(char: string): boolean {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f || UNSAFE_FILE_CHARS.has(char);
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
