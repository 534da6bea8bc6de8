// Peak resident memory (VmHWM) and time while the service refuses each hostile file of
// test/security/hostile-files.test.ts, each read in a fresh process through the upload parser (the
// worker pool the endpoints use), beside the same process reading a small valid PDF and DOCX.
//
//   npm run bench -- hostile-files
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { UploadFileType } from '@resume/contract';
import {
  blankImage,
  chainedFlatePdf,
  concatBytes,
  lyingCountZip,
  manyEntriesZip,
  manyPagePdf,
  nestedZip,
  officeZipBomb,
  plainDocx,
  plainPdf,
  runLengthPdf,
  truncated,
} from '../packages/server/test/helpers/hostile-files.ts';
import { makeDoc, makeDocx, makeEncryptedPdf, makeOdt } from '../packages/server/test/reading/fixtures.ts';
import { printTable } from './bench-service.ts';

/** This process's peak resident memory (VmHWM), worker threads included; see bomb-memory.bench.ts. */
function peakResidentMiB(): number {
  const status = readFileSync('/proc/self/status', 'utf8');
  const kib = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kib / 1024;
}

if (process.argv[2] === '--child') {
  const { createUploadParser } = await import('../packages/server/src/reading/readers.ts');
  const { checkFileType } = await import('../packages/server/src/reading/formats/check-file-type.ts');
  const { LIMITS } = await import('../packages/server/test/reading/fixtures.ts');
  const type = process.argv[3] as UploadFileType;
  const bytes = new Uint8Array(readFileSync(process.argv[4] ?? ''));
  const parser = createUploadParser({ poolSize: 1 });
  const started = performance.now();
  let outcome = 'read';
  try {
    // The magic-byte check runs in the request, before a worker sees the file.
    checkFileType(bytes, type);
    await parser.read(bytes, type, LIMITS, new AbortController().signal);
  } catch (error) {
    outcome = `${(error as { code?: number }).code ?? 'error'}: ${(error as Error).message.slice(0, 60)}`;
  }
  const ms = performance.now() - started;
  await parser.close();
  process.stdout.write(JSON.stringify({ size: bytes.length, outcome, ms, peakMiB: peakResidentMiB() }));
  process.exit(0);
}

const GiB = 1024 * 1024 * 1024;
const files: [string, UploadFileType, Uint8Array][] = [
  ['baseline: one-page PDF', 'pdf', plainPdf('Ada Lovelace')],
  ['baseline: DOCX', 'docx', await makeDocx('en')],
  ['DOCX, 2 GiB document.xml', 'docx', officeZipBomb('docx', { size: 2 * GiB })],
  ['DOCX, 2 GiB entry declared 1 KiB', 'docx', officeZipBomb('docx', { size: 2 * GiB, lie: true })],
  ['ODT, 2 GiB content.xml', 'odt', officeZipBomb('odt', { size: 2 * GiB })],
  ['ODT, 2 GiB entry declared 1 KiB', 'odt', officeZipBomb('odt', { size: 2 * GiB, lie: true })],
  ['DOCX, 20,000 entries', 'docx', manyEntriesZip('docx', 20_000)],
  ['DOCX, count claims 60,000', 'docx', lyingCountZip()],
  ['DOCX, nested archives only', 'docx', nestedZip({ document: false })],
  ['DOCX, nested archives + text', 'docx', nestedZip({ document: true })],
  ['PDF, [/FlateDecode /FlateDecode] 1 GiB', 'pdf', chainedFlatePdf(GiB)],
  ['PDF, [/FlateDecode /RunLengthDecode] 1 GiB', 'pdf', runLengthPdf(GiB)],
  ['PDF, 10,000 pages', 'pdf', manyPagePdf(10_000)],
  ['PDF, encrypted', 'pdf', await makeEncryptedPdf()],
  ['PDF, truncated', 'pdf', truncated(plainPdf('Ada Lovelace'))],
  ['DOCX, truncated', 'docx', truncated(await makeDocx('en'))],
  ['DOC, truncated', 'doc', truncated(makeDoc('Grace Hopper\nExperience'))],
  ['ODT, truncated', 'odt', truncated(makeOdt('<text:p>Ada Lovelace</text:p>'))],
  ['PNG, truncated', 'png', truncated(blankImage('png'))],
  ['JPEG, truncated', 'jpg', truncated(blankImage('jpeg'))],
  ['PDF + ZIP as pdf', 'pdf', concatBytes([plainPdf('Ada Lovelace'), plainDocx('hidden')])],
  ['JPEG + ZIP as jpg', 'jpg', concatBytes([blankImage('jpeg'), plainDocx('hidden')])],
  ['PDF declared as docx', 'docx', plainPdf('Ada Lovelace')],
];

const directory = mkdtempSync(path.join(tmpdir(), 'hostile-files-'));
const rows = [['file', 'bytes', 'outcome', 'time', 'peak RSS']];
for (const [index, [name, type, bytes]] of files.entries()) {
  const file = path.join(directory, String(index));
  writeFileSync(file, bytes);
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', new URL(import.meta.url).pathname, '--child', type, file],
    { encoding: 'utf8', maxBuffer: 1 << 20 },
  );
  const report = JSON.parse(result.stdout || '{}') as {
    size?: number;
    outcome?: string;
    ms?: number;
    peakMiB?: number;
  };
  rows.push([
    name,
    `${Math.round((report.size ?? 0) / 1024)} KiB`,
    report.outcome ?? result.stderr.slice(0, 80),
    `${Math.round(report.ms ?? 0)} ms`,
    `${Math.round(report.peakMiB ?? 0)} MiB`,
  ]);
}
printTable(rows);
rmSync(directory, { recursive: true, force: true });
