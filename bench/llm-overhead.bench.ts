// What the service adds in front of an LLM provider: time to first text and time to the whole
// answer, through the service and straight from the same scripted upstream, in the same run.
//
//   npm run bench -- llm-overhead
//
// The upstream (the tests' FakeOpenAIServer on loopback) streams a built-in outline as tokens of
// 4 characters, one every 2 ms. The service forwards complete lines (its format gate), so its first
// fragment is the first line: the direct side's first line is measured the same way.
import { createParser } from 'eventsource-parser';
import { buildOutlineDocument } from '../packages/server/src/generation/outline-document.ts';
import { writeOutline } from '../packages/server/src/resume/outline-writer.ts';
import { FakeOpenAIServer, streamOf } from '../packages/server/test/helpers/fake-openai-server.ts';
import { printTable, startService } from './bench-service.ts';

const ROUNDS = 40;
const TOKEN_DELAY_MS = 2;
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

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

try {
  for (let round = 0; round < 5; round += 1) await Promise.all([direct(), throughService()]); // warm-up
  const directTimes: Timing[] = [];
  const serviceTimes: Timing[] = [];
  // Alternated, so drift in the machine's load falls on both sides alike.
  for (let round = 0; round < ROUNDS; round += 1) {
    directTimes.push(await direct());
    serviceTimes.push(await throughService());
  }
  const first = [
    median(directTimes.map((t) => t.firstLineMs)),
    median(serviceTimes.map((t) => t.firstLineMs)),
  ];
  const total = [median(directTimes.map((t) => t.totalMs)), median(serviceTimes.map((t) => t.totalMs))];
  const format = (ms: number) => `${ms.toFixed(2)} ms`;
  printTable([
    [`median of ${ROUNDS}`, 'direct', 'through the service', 'added'],
    ['first line', format(first[0]!), format(first[1]!), format(first[1]! - first[0]!)],
    ['whole outline', format(total[0]!), format(total[1]!), format(total[1]! - total[0]!)],
  ]);
  process.stdout.write(
    `\nthroughput ratio (whole outline, direct / service): ${(total[0]! / total[1]!).toFixed(3)} ` +
      `(${(((total[1]! - total[0]!) / total[0]!) * 100).toFixed(1)} % slower; target under 5 %)\n`,
  );
} finally {
  await service.stop();
  await upstream.stop();
}
