// Parse time per format and page count (1, 5, 20 pages), as ratios to the TXT reader on the same text.
//
//   npm run bench -- parse-formats
//
// Each reader runs in this thread (the cost of parsing itself); one row also goes through the worker
// pool to show what handing a file to a worker adds. Medians of repeated runs after one warm-up.
import type { UploadFileType } from '@resume/contract';
import { DocResumeReader } from '../packages/server/src/reading/formats/doc-reader.ts';
import { DocxResumeReader } from '../packages/server/src/reading/formats/docx-reader.ts';
import { ImageResumeReader } from '../packages/server/src/reading/formats/image-reader.ts';
import { stopOcrEngine } from '../packages/server/src/reading/formats/ocr-engine.ts';
import { OdtResumeReader } from '../packages/server/src/reading/formats/odt-reader.ts';
import { PdfResumeReader } from '../packages/server/src/reading/formats/pdf-reader.ts';
import { RtfResumeReader } from '../packages/server/src/reading/formats/rtf-reader.ts';
import { TextResumeReader } from '../packages/server/src/reading/formats/text-reader.ts';
import { WORKER_TYPES } from '../packages/server/src/reading/readers.ts';
import type { ResumeReader } from '../packages/server/src/reading/resume-reader.ts';
import { WorkerPool } from '../packages/server/src/reading/worker-pool.ts';
import { LIMITS } from '../packages/server/test/reading/fixtures.ts';
import {
  sampleResume,
  toDoc,
  toDocx,
  toOdt,
  toPdf,
  toPng,
  toRtf,
  toScannedPdf,
  toTxt,
} from './sample-resume.ts';

const PAGES = [1, 5, 20] as const;
/** Each measurement stops after this long or this many runs, whichever comes first. */
const BUDGET_MS = 1200;
const MAX_RUNS = 25;
const MIN_RUNS = 3;

interface Format {
  name: string;
  type: UploadFileType;
  reader: ResumeReader;
  make(pages: number): Promise<Uint8Array> | Uint8Array;
  pages: readonly number[];
}

const formats: Format[] = [
  {
    name: 'txt',
    type: 'txt',
    reader: new TextResumeReader(),
    make: (p) => toTxt(sampleResume(p)),
    pages: PAGES,
  },
  {
    name: 'pdf',
    type: 'pdf',
    reader: new PdfResumeReader(),
    make: (p) => toPdf(sampleResume(p)),
    pages: PAGES,
  },
  {
    name: 'docx',
    type: 'docx',
    reader: new DocxResumeReader(),
    make: (p) => toDocx(sampleResume(p)),
    pages: PAGES,
  },
  {
    name: 'doc',
    type: 'doc',
    reader: new DocResumeReader(),
    make: (p) => toDoc(sampleResume(p)),
    pages: PAGES,
  },
  {
    name: 'rtf',
    type: 'rtf',
    reader: new RtfResumeReader(),
    make: (p) => toRtf(sampleResume(p)),
    pages: PAGES,
  },
  {
    name: 'odt',
    type: 'odt',
    reader: new OdtResumeReader(),
    make: (p) => toOdt(sampleResume(p)),
    pages: PAGES,
  },
  {
    name: 'png (OCR)',
    type: 'png',
    reader: new ImageResumeReader(),
    make: (p) => toPng(sampleResume(p)),
    pages: [1],
  },
  {
    name: 'scanned pdf (OCR)',
    type: 'pdf',
    reader: new PdfResumeReader(),
    make: (p) => toScannedPdf(sampleResume(p)),
    pages: [1],
  },
];

async function measure(run: () => Promise<unknown>): Promise<{ median: number; runs: number }> {
  await run();
  const times: number[] = [];
  const started = performance.now();
  while (times.length < MIN_RUNS || (times.length < MAX_RUNS && performance.now() - started < BUDGET_MS)) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, runs: times.length };
}

const signal = new AbortController().signal;
const baseline = new Map<number, number>();
const rows: string[][] = [['format', 'pages', 'size', 'median', 'runs', '× txt']];
const benchStarted = performance.now();

// The OCR engine loads once per thread; the first read, which pays for it, is reported apart.
const engineStart = performance.now();
await new ImageResumeReader().read(toPng(sampleResume(1)), 'png', LIMITS, signal);
const engineMs = performance.now() - engineStart;

for (const format of formats) {
  for (const pages of format.pages) {
    const bytes = await format.make(pages);
    const { median, runs } = await measure(() => format.reader.read(bytes, format.type, LIMITS, signal));
    if (format.name === 'txt') baseline.set(pages, median);
    const ratio = median / (baseline.get(pages) ?? median);
    rows.push([
      format.name,
      String(pages),
      kib(bytes.length),
      ms(median),
      String(runs),
      `${ratio.toFixed(0)}×`,
    ]);
  }
}

// What the pool adds to a one-page PDF: posting the bytes, the worker's read, the answer back.
const pool = new WorkerPool({ types: WORKER_TYPES, size: 1, maxQueued: 4 });
const onePage = await toPdf(sampleResume(1));
const direct = await measure(() => new PdfResumeReader().read(onePage, 'pdf', LIMITS, signal));
const pooled = await measure(() => pool.read(onePage, 'pdf', LIMITS, signal));
await pool.close();
await stopOcrEngine();

printTable(rows);
process.stdout.write(
  `\nfirst OCR read of a thread (loads eng + chi_sim once, then reads one page): ${ms(engineMs)}\n` +
    `pdf, 1 page, through the worker pool: ${ms(pooled.median)} vs ${ms(direct.median)} in-thread ` +
    `(${(pooled.median / direct.median).toFixed(2)}×)\n` +
    `bench time: ${(Math.round((performance.now() - benchStarted) / 100) / 10).toFixed(1)} s\n`,
);

function ms(value: number): string {
  return value < 10 ? `${value.toFixed(2)} ms` : `${value.toFixed(0)} ms`;
}

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(0)} KiB`;
}

function printTable(table: readonly string[][]): void {
  const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  for (const row of table) {
    process.stdout.write(`${row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')}\n`);
  }
}
