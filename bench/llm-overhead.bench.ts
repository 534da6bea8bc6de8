// What the service adds in front of an LLM provider: time to first text and time to the whole
// answer, through the service and straight from the same scripted upstream, in the same run.
//
//   npm run bench -- llm-overhead
//
// Two parts. First, as a model streams (tokens of 4 characters every 20 ms, LLM_BENCH_TOKEN_MS to
// change it): the time to the service's first event against the upstream's first visible token, and
// the time to the first words of the model's first bullet on both sides (the service forwards a
// bullet's words once its start has passed the gate, not at the line's end), beside a raw
// pass-through that forwards each token (the hop alone). Each stream is left after what is measured. Second, the whole outline with tokens every 2 ms; the service forwards
// lines there, so its first fragment is measured as the first line, on the direct side too.
//
// A proxy necessarily adds one loopback HTTP hop. To tell that hop from our own work, a third side
// runs in the same child-process setup: a raw `node:http` pass-through (no auth, no store, no gate)
// that fetches the same upstream and forwards each complete line as an SSE event. "Ours" is the
// service against that pass-through; the <1 ms target applies to it.

import { spawn } from 'node:child_process';
import { createParser } from 'eventsource-parser';
import { buildOutlineDocument } from '../packages/server/src/generation/outline-document.ts';
import { writeOutline } from '../packages/server/src/resume/outline-writer.ts';
import { FakeOpenAIServer, streamOf } from '../packages/server/test/helpers/fake-openai-server.ts';
import { printTable, startService } from './bench-service.ts';

const ROUNDS = 40;
const TOKEN_DELAY_MS = 2;
const STREAMING_ROUNDS = 20;
const STREAMING_TOKEN_MS = Number(process.env.LLM_BENCH_TOKEN_MS ?? 20);
/** The first words of the outline's first bullet: when a client can first read the model's own text. */
const FIRST_WORDS = '- Name';
const outline = writeOutline(
  buildOutlineDocument({ job: 'Backend Engineer', type: 'social', locale: 'en-US' }),
);
const events = streamOf(outline, { size: 4 });

const upstream = new FakeOpenAIServer();
const upstreamUrl = await upstream.start();
const service = await startService({
  LLM_BASE_URL: upstreamUrl,
  LLM_MODEL: 'fake-model',
  LLM_MAX_PER_KEY: '64',
});

const passThrough = await startPassThrough(upstreamUrl);

interface Timing {
  firstLineMs: number;
  totalMs: number;
}

/** Reads an SSE body, timing from `started` (before the request) its first complete line and its end. */
async function timeStream(
  response: Response,
  textOf: (data: string) => string,
  started: number,
): Promise<Timing> {
  let text = '';
  let firstLineMs = Number.NaN;
  const parser = createParser({
    onEvent: (event) => {
      if (event.data === '[DONE]') return;
      text += textOf(event.data);
      if (Number.isNaN(firstLineMs) && text.includes('\n')) firstLineMs = performance.now() - started;
    },
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    parser.feed(decoder.decode(value, { stream: true }));
  }
  return { firstLineMs, totalMs: performance.now() - started };
}

async function direct(): Promise<Timing> {
  upstream.script({ kind: 'stream', events, delayMs: TOKEN_DELAY_MS });
  const started = performance.now();
  const response = await fetch(`${upstreamUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'fake-model', stream: true, messages: [{ role: 'user', content: 'x' }] }),
  });
  const timing = await timeStream(
    response,
    (data) => {
      const chunk = JSON.parse(data) as { choices?: { delta?: { content?: string } }[] };
      return chunk.choices?.[0]?.delta?.content ?? '';
    },
    started,
  );
  return timing;
}

async function throughService(): Promise<Timing> {
  upstream.script({ kind: 'stream', events, delayMs: TOKEN_DELAY_MS });
  const started = performance.now();
  const response = await fetch(`${service.base}/api/v1/service/resume/outline`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${service.apiKey}` },
    body: JSON.stringify({ mode: 'ai-template', type: 'social', job: 'Backend Engineer' }),
  });
  return timeStream(response, (data) => (JSON.parse(data) as { text: string }).text, started);
}

async function throughPassThrough(): Promise<Timing> {
  upstream.script({ kind: 'stream', events, delayMs: TOKEN_DELAY_MS });
  const started = performance.now();
  const response = await fetch(`${passThrough.base}/outline`, { method: 'POST', body: '{}' });
  return timeStream(response, (data) => (JSON.parse(data) as { text: string }).text, started);
}

/** The minimal proxy, in its own process like the service: one fetch upstream, lines out as events. */
async function startPassThrough(upstreamBase: string): Promise<{ base: string; stop(): void }> {
  const source = `
    const http = require('node:http');
    const upstream = ${JSON.stringify(upstreamBase)};
    http.createServer(async (req, res) => {
      for await (const _ of req);
      const answer = await fetch(upstream + '/chat/completions', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ model: 'fake-model', stream: true, messages: [{ role: 'user', content: 'x' }] }),
      });
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      let pending = '';
      let text = '';
      const decoder = new TextDecoder();
      for await (const bytes of answer.body) {
        pending += decoder.decode(bytes, { stream: true });
        let end;
        while ((end = pending.indexOf('\\n\\n')) !== -1) {
          const data = pending.slice(6, end);
          pending = pending.slice(end + 2);
          if (data === '[DONE]') continue;
          text += JSON.parse(data).choices?.[0]?.delta?.content ?? '';
          // '/tokens' forwards each token as it comes; '/outline' whole lines, as the gate did.
          const cut = req.url === '/tokens' ? text.length - 1 : text.lastIndexOf('\\n');
          if (cut !== -1) {
            res.write('data: ' + JSON.stringify({ text: text.slice(0, cut + 1) }) + '\\n\\n');
            text = text.slice(cut + 1);
          }
        }
      }
      if (text) res.write('data: ' + JSON.stringify({ text }) + '\\n\\n');
      res.end();
    }).listen(0, '127.0.0.1', function () { process.stdout.write(String(this.address().port) + '\\n'); });
  `;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve) =>
    child.stdout!.once('data', (data) => resolve(String(data).trim())),
  );
  return { base: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

interface FirstTimes {
  /** The first event carrying any text (the upstream's first visible token; the service's H1). */
  firstMs: number;
  /** The first event by which FIRST_WORDS have arrived. */
  wordsMs: number;
}

/** Reads an SSE body until FIRST_WORDS have arrived, then leaves it. */
async function timeFirst(
  response: Response,
  textOf: (data: string) => string,
  started: number,
): Promise<FirstTimes> {
  let text = '';
  let firstMs = Number.NaN;
  let wordsMs = Number.NaN;
  const parser = createParser({
    onEvent: (event) => {
      if (event.data === '[DONE]') return;
      const piece = textOf(event.data);
      if (piece === '') return;
      text += piece;
      if (Number.isNaN(firstMs)) firstMs = performance.now() - started;
      if (Number.isNaN(wordsMs) && text.includes(FIRST_WORDS)) wordsMs = performance.now() - started;
    },
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  while (Number.isNaN(wordsMs)) {
    const { value, done } = await reader.read();
    if (done) break;
    parser.feed(decoder.decode(value, { stream: true }));
  }
  await reader.cancel();
  return { firstMs, wordsMs };
}

async function directFirst(): Promise<FirstTimes> {
  upstream.script({ kind: 'stream', events, delayMs: STREAMING_TOKEN_MS });
  const started = performance.now();
  const response = await fetch(`${upstreamUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'fake-model', stream: true, messages: [{ role: 'user', content: 'x' }] }),
  });
  return timeFirst(
    response,
    (data) => {
      const chunk = JSON.parse(data) as { choices?: { delta?: { content?: string } }[] };
      return chunk.choices?.[0]?.delta?.content ?? '';
    },
    started,
  );
}

async function serviceFirst(): Promise<FirstTimes> {
  upstream.script({ kind: 'stream', events, delayMs: STREAMING_TOKEN_MS });
  const started = performance.now();
  const response = await fetch(`${service.base}/api/v1/service/resume/outline`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${service.apiKey}` },
    body: JSON.stringify({ mode: 'ai-template', type: 'social', job: 'Backend Engineer' }),
  });
  return timeFirst(response, (data) => (JSON.parse(data) as { text?: string }).text ?? '', started);
}

async function passThroughFirst(): Promise<FirstTimes> {
  upstream.script({ kind: 'stream', events, delayMs: STREAMING_TOKEN_MS });
  const started = performance.now();
  const response = await fetch(`${passThrough.base}/tokens`, { method: 'POST', body: '{}' });
  return timeFirst(response, (data) => (JSON.parse(data) as { text: string }).text, started);
}

/** The streamed part: medians of the service's first event and first words against the upstream's. */
async function measureStreaming(): Promise<void> {
  await directFirst();
  await passThroughFirst();
  await serviceFirst(); // warm-up
  const direct: FirstTimes[] = [];
  const raw: FirstTimes[] = [];
  const through: FirstTimes[] = [];
  for (let round = 0; round < STREAMING_ROUNDS; round += 1) {
    direct.push(await directFirst());
    raw.push(await passThroughFirst());
    through.push(await serviceFirst());
  }
  const format = (ms: number) => `${ms.toFixed(2)} ms`;
  const row = (label: string, pick: (t: FirstTimes) => number) => {
    const [d, p, s] = [direct, raw, through].map((times) => median(times.map(pick))) as [
      number,
      number,
      number,
    ];
    return [label, format(d), format(p), format(s), format(s - d), format(s - p)];
  };
  process.stdout.write(`tokens of 4 characters every ${STREAMING_TOKEN_MS} ms\n`);
  printTable([
    [
      `median of ${STREAMING_ROUNDS}`,
      'direct',
      'raw token pass-through',
      'the service',
      'added (service - direct)',
      'ours (service - raw)',
    ],
    row('first event (upstream: first visible token)', (t) => t.firstMs),
    row(`"${FIRST_WORDS}" arrived`, (t) => t.wordsMs),
  ]);
  process.stdout.write('\n');
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

try {
  await measureStreaming();
  for (let round = 0; round < 5; round += 1) {
    await direct();
    await throughPassThrough();
    await throughService();
  } // warm-up
  const directTimes: Timing[] = [];
  const passTimes: Timing[] = [];
  const serviceTimes: Timing[] = [];
  // Alternated, so drift in the machine's load falls on every side alike.
  for (let round = 0; round < ROUNDS; round += 1) {
    directTimes.push(await direct());
    passTimes.push(await throughPassThrough());
    serviceTimes.push(await throughService());
  }
  const medians = (pick: (t: Timing) => number) =>
    [directTimes, passTimes, serviceTimes].map((times) => median(times.map(pick)));
  const first = medians((t) => t.firstLineMs);
  const total = medians((t) => t.totalMs);
  const format = (ms: number) => `${ms.toFixed(2)} ms`;
  printTable([
    [
      `median of ${ROUNDS}`,
      'direct',
      'raw pass-through',
      'the service',
      'hop (raw - direct)',
      'ours (service - raw)',
    ],
    ...[
      ['first line', first],
      ['whole outline', total],
    ].map(([label, values]) => {
      const [d, p, s] = values as number[];
      return [label as string, format(d!), format(p!), format(s!), format(p! - d!), format(s! - p!)];
    }),
  ]);
  process.stdout.write(
    `\nthroughput ratio (whole outline, direct / service): ${(total[0]! / total[2]!).toFixed(3)} ` +
      `(${(((total[2]! - total[0]!) / total[0]!) * 100).toFixed(1)} % slower; target under 5 %)\n`,
  );
} finally {
  await service.stop();
  passThrough.stop();
  await upstream.stop();
}
