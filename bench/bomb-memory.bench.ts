// Peak memory while the service refuses decompression bombs: a PDF whose content stream inflates to
// 400 MB, and a DOCX whose document.xml does. Each is read in a fresh process through the upload
// parser (the worker pool the parse endpoint uses); the process's peak resident memory is reported
// beside the same process reading a one-page resume (the baseline). Target: under 1 GiB.
//
//   npm run bench -- bomb-memory
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { zipSync } from 'fflate';
import { minimalDocxEntries } from '../packages/server/test/reading/fixtures.ts';
import { printTable } from './bench-service.ts';

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

/**
 * This process's peak resident memory (VmHWM). Not `resourceUsage().maxRSS`: on Linux that survives
 * exec, so a child would report the parent's peak from before it was spawned.
 */
function peakResidentMiB(): number {
  const status = readFileSync('/proc/self/status', 'utf8');
  const kib = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kib / 1024;
}

if (process.argv[2] === '--child') {
  // One read in this process; prints the outcome and the peak resident memory.
  const { createUploadParser } = await import('../packages/server/src/reading/readers.ts');
  const { LIMITS } = await import('../packages/server/test/reading/fixtures.ts');
  const kind = process.argv[3] as 'pdf-bomb' | 'docx-bomb' | 'pdf-page';
  // The file was made by the parent: making a bomb costs the memory it is meant to cost us.
  const bytes = new Uint8Array(readFileSync(process.argv[4] ?? ''));
  const parser = createUploadParser({ poolSize: 1 });
  const started = performance.now();
  let outcome = 'read';
  try {
    await parser.read(bytes, kind === 'docx-bomb' ? 'docx' : 'pdf', LIMITS, new AbortController().signal);
  } catch (error) {
    outcome = `refused: ${(error as { code?: number }).code ?? (error as Error).message}`;
  }
  const ms = performance.now() - started;
  await parser.close();
  process.stdout.write(JSON.stringify({ kind, size: bytes.length, outcome, ms, peakMiB: peakResidentMiB() }));
  process.exit(0);
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
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', new URL(import.meta.url).pathname, '--child', kind, path.join(directory, kind)],
    { encoding: 'utf8', maxBuffer: 1 << 20 },
  );
  const report = JSON.parse(result.stdout || '{}') as {
    size: number;
    outcome: string;
    ms: number;
    peakMiB: number;
  };
  rows.push([
    kind,
    `${Math.round((report.size ?? 0) / 1024)} KiB`,
    report.outcome ?? result.stderr.slice(0, 80),
    `${Math.round(report.ms ?? 0)} ms`,
    `${Math.round(report.peakMiB ?? 0)} MiB`,
  ]);
}
printTable(rows);
rmSync(directory, { recursive: true, force: true });
