// p99 latency of small outline requests while large PDFs are parsed, as a ratio to the same requests alone.
//
//   npm run bench -- parse-under-load
//
// Starts the real service (`src/main.ts`) on 127.0.0.1, loads it with autocannon from this process
// (10 connections of non-streamed ai-template outlines), first alone, then while PDFS_IN_FLIGHT
// parse requests for a 50-page PDF are kept in flight the whole time.
import { createRequire } from 'node:module';
import { printTable, startService } from './bench-service.ts';
import { sampleResume, toPdf } from './sample-resume.ts';

/** The part of autocannon's result this bench reads (the package ships no types). */
interface LoadResult {
  latency: { p50: number; p99: number; max: number };
  requests: { average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: Record<string, unknown>,
) => Promise<LoadResult>;

const SECONDS = 10;
const CONNECTIONS = 10;
const PDF_PAGES = 50;
const PDFS_IN_FLIGHT = 4;
const OUTLINE = JSON.stringify({ mode: 'ai-template', type: 'social', job: 'Nurse', stream: false });

const started = performance.now();
const service = await startService();
const base = service.base;
const API_KEY = service.apiKey;

try {
  const pdf = Buffer.from(await toPdf(sampleResume(PDF_PAGES))).toString('base64');
  const parseBody = JSON.stringify({ stream: false, uploadFileType: 'pdf', uploadContent: pdf });

  // Warm-up: the JIT, the stores, and a worker that has read one PDF.
  await parse(parseBody);
  await load(2);

  const alone = await load(SECONDS);

  let running = true;
  const parseTimes: number[] = [];
  let parseErrors = 0;
  const parsers = Array.from({ length: PDFS_IN_FLIGHT }, async () => {
    while (running) {
      const start = performance.now();
      const ok = await parse(parseBody);
      if (ok) parseTimes.push(performance.now() - start);
      else parseErrors += 1;
    }
  });
  const loaded = await load(SECONDS);
  running = false;
  await Promise.all(parsers);

  const rows = [
    ['', 'p50', 'p99', 'max', 'req/s', 'errors'],
    row('outline alone', alone),
    row(`outline + ${PDFS_IN_FLIGHT} × ${PDF_PAGES}-page PDF parses`, loaded),
  ];
  printTable(rows);
  parseTimes.sort((a, b) => a - b);
  process.stdout.write(
    `\np99 ratio (under parsing load / alone): ${(loaded.latency.p99 / alone.latency.p99).toFixed(2)}×\n` +
      `p50 ratio: ${(loaded.latency.p50 / alone.latency.p50).toFixed(2)}×\n` +
      `PDF parses during the loaded run: ${parseTimes.length} done, ${parseErrors} failed, ` +
      `median ${Math.round(parseTimes[Math.floor(parseTimes.length / 2)] ?? 0)} ms each (${PDF_PAGES} pages, ` +
      `${Math.round(pdf.length / 1024)} KiB base64, queued behind the pool's workers)\n` +
      `bench time: ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );
} finally {
  await service.stop();
}

function load(seconds: number): Promise<LoadResult> {
  return autocannon({
    url: `${base}/api/v1/service/resume/outline`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${API_KEY}` },
    body: OUTLINE,
  });
}

async function parse(body: string): Promise<boolean> {
  const response = await fetch(`${base}/api/v1/service/resume/parse`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${API_KEY}` },
    body,
  });
  await response.arrayBuffer();
  return response.ok;
}

function row(name: string, result: LoadResult): string[] {
  const errors = result.errors + result.timeouts + result.non2xx;
  return [
    name,
    `${result.latency.p50} ms`,
    `${result.latency.p99} ms`,
    `${result.latency.max} ms`,
    result.requests.average.toFixed(0),
    String(errors),
  ];
}
