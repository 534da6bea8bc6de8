// Upload file types of CONTRACT 4: the canonical names and every alias a client may send.

export const UPLOAD_FILE_TYPES = [
  'pdf',
  'docx',
  'doc',
  'txt',
  'md',
  'html',
  'rtf',
  'odt',
  'png',
  'jpg',
  'webp',
] as const;
export type UploadFileType = (typeof UPLOAD_FILE_TYPES)[number];

const aliases: Record<string, UploadFileType> = {
  pdf: 'pdf',
  'application/pdf': 'pdf',
  docx: 'docx',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  doc: 'doc',
  'application/msword': 'doc',
  txt: 'txt',
  text: 'txt',
  'text/plain': 'txt',
  md: 'md',
  markdown: 'md',
  'text/markdown': 'md',
  'text/x-markdown': 'md',
  html: 'html',
  htm: 'html',
  'text/html': 'html',
  'application/xhtml+xml': 'html',
  rtf: 'rtf',
  'application/rtf': 'rtf',
  'text/rtf': 'rtf',
  odt: 'odt',
  'application/vnd.oasis.opendocument.text': 'odt',
  png: 'png',
  'image/png': 'png',
  jpg: 'jpg',
  jpeg: 'jpg',
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  webp: 'webp',
  'image/webp': 'webp',
};

/** Maps what a client sent (`.PDF`, `pdf`, `application/pdf`) to a canonical type, or undefined. */
export function normalizeUploadFileType(value: string): UploadFileType | undefined {
  const cleaned = value.trim().toLowerCase().replace(/^\./, '').split(';')[0]!.trim();
  return aliases[cleaned];
}
