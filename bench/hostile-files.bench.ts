// Peak resident memory (VmHWM) and time while the service refuses each hostile file of
// test/security/hostile-files.test.ts, each read in a fresh process through the upload parser (the
// worker pool the endpoints use), beside the same process reading a small valid PDF and DOCX.
//
//   npm run bench -- hostile-files
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { UploadFileType } from '@resume/contract';
import {
  blankImage,
  chainedFlatePdf,
  concatBytes,
  hexWrappedFlatePdf,
  lyingCountZip,
  lzwPdf,
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
import { measureInChild, readOnceAndReport } from './peak-memory.ts';

if (process.argv[2] === '--child') {
  await readOnceAndReport(process.argv[4] ?? '', process.argv[3] as UploadFileType, true);
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
  ['PDF, [/LZWDecode] 1 GiB', 'pdf', lzwPdf(GiB)],
  ['PDF, [/ASCIIHexDecode /FlateDecode /FlateDecode] 1 GiB', 'pdf', hexWrappedFlatePdf(GiB)],
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
  rows.push(measureInChild(new URL(import.meta.url).pathname, name, [type, file]));
}
printTable(rows);
rmSync(directory, { recursive: true, force: true });
