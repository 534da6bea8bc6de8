// Peak memory while the service refuses decompression bombs: a PDF whose content stream inflates to
// 400 MB, and a DOCX whose document.xml does. Each is read in a fresh process through the upload
// parser (the worker pool the parse endpoint uses); the process's peak resident memory is reported
// beside the same process reading a one-page resume (the baseline). Target: under 1 GiB.
//
//   npm run bench -- bomb-memory
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { zipSync } from 'fflate';
import { minimalDocxEntries } from '../packages/server/test/reading/fixtures.ts';
import { printTable } from './bench-service.ts';
import { measureInChild, readOnceAndReport } from './peak-memory.ts';

const INFLATED_BYTES = 400 * 1024 * 1024;

/** A one-page PDF whose content stream inflates to `size` bytes of text-showing operators. */
export function pdfBomb(size: number): Uint8Array {
  const line = Buffer.from('BT /F1 12 Tf 72 720 Td (Resume bomb line) Tj ET\n');
  const content = Buffer.alloc(size);
  for (let offset = 0; offset < size; offset += line.length) line.copy(content, offset);
  const stream = deflateSync(content, { level: 9 });
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, index) => {
    offsets.push(length);
    const head = Buffer.from(
      body === null
        ? `${index + 1} 0 obj\n<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`
        : `${index + 1} 0 obj\n${body}\nendobj\n`,
    );
    const piece = body === null ? Buffer.concat([head, stream, Buffer.from('\nendstream\nendobj\n')]) : head;
    parts.push(piece);
    length += piece.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`];
  for (const offset of offsets) xref.push(`${String(offset).padStart(10, '0')} 00000 n \n`);
  parts.push(
    Buffer.from(
      `${xref.join('')}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
    ),
  );
  return new Uint8Array(Buffer.concat(parts));
}

export function docxBomb(size: number): Uint8Array {
  const entries = minimalDocxEntries('bomb');
  const filler = Buffer.alloc(size, ' ');
  entries['word/document.xml'] = new Uint8Array(
    Buffer.concat([
      Buffer.from('<?xml version="1.0"?><w:document><w:body>'),
      filler,
      Buffer.from('</w:body></w:document>'),
    ]),
  );
  return zipSync(entries, { level: 9 });
}

if (process.argv[2] === '--child') {
  const kind = process.argv[3] as 'pdf-bomb' | 'docx-bomb' | 'pdf-page';
  await readOnceAndReport(process.argv[4] ?? '', kind === 'docx-bomb' ? 'docx' : 'pdf', false);
}

const directory = mkdtempSync(path.join(tmpdir(), 'bombs-'));
const files: Record<string, Uint8Array> = {
  'pdf-page': pdfBomb(64 * 1024),
  'pdf-bomb': pdfBomb(INFLATED_BYTES),
  'docx-bomb': docxBomb(INFLATED_BYTES),
};
for (const [kind, bytes] of Object.entries(files)) writeFileSync(path.join(directory, kind), bytes);
const rows = [['file', 'bytes on disk', 'outcome', 'time', 'peak RSS']];
for (const kind of Object.keys(files)) {
  rows.push(measureInChild(new URL(import.meta.url).pathname, kind, [kind, path.join(directory, kind)]));
}
printTable(rows);
rmSync(directory, { recursive: true, force: true });
