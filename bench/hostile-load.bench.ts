// Event-loop delay and /healthz latency while four hostile requests of each kind run at once, beside idle.
//
//   npm run bench -- hostile-load
//
// Starts the real service (`src/main.ts`). For each kind of hostile request (issue 9's payloads,
// built here), four are kept in flight for a few seconds while /healthz is asked every 10 ms; the
// service's own event-loop delay comes from its /metrics (prom-client resets it on every scrape,
// so one scrape before and one after a phase give that phase's p99 and max). Target: a p99
// event-loop delay under 50 ms in every phase.
import { zipSync } from 'fflate';
import { printTable, startService } from './bench-service.ts';

const PHASE_MS = 4000;
const IN_FLIGHT = 4;
const OUTLINE_PATH = '/api/v1/service/resume/outline';
const TASK_PATH = '/api/v1/service/resume/task';
const CONTENT_PATH = '/api/v1/service/resume/content';

const service = await startService();
const headers = { 'content-type': 'application/json', authorization: `Bearer ${service.apiKey}` };

const upload = (uploadFileType: string, bytes: string | Uint8Array) =>
  JSON.stringify({
    mode: 'optimize-local-resume',
    uploadFileType,
    uploadContent: Buffer.from(bytes).toString('base64'),
    stream: false,
  });

function docxHolding(bodyXml: string): Uint8Array {
  const encode = (text: string) => new TextEncoder().encode(text);
  return zipSync({
    '[Content_Types].xml': encode(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '_rels/.rels': encode(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    'word/document.xml': encode(
      `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${bodyXml}</w:body></w:document>`,
    ),
  });
}

const paragraph = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
const line = 'Led the migration of the billing platform to event sourcing, cutting costs by 20%.\n';

/** Sends the same prepared body every time: building megabytes per request would load this process, not the service. */
function repeat(path: string, body: () => string): () => Promise<unknown> {
  let prepared: Uint8Array<ArrayBuffer> | undefined;
  return () => {
    prepared ??= new TextEncoder().encode(body());
    return post(path, prepared);
  };
}

/** Each kind: a name, and a function that sends one hostile request and resolves when it is answered. */
const kinds: { name: string; send: () => Promise<unknown> }[] = [
  {
    name: 'TXT, 150 KB run of spaces before a tab',
    send: repeat(OUTLINE_PATH, () => upload('txt', `Ada Lovelace\nExperience\nA${' '.repeat(150_000)}\tB\n`)),
  },
  {
    name: 'HTML, 600 KB of &nbsp;',
    send: repeat(OUTLINE_PATH, () => upload('html', `<p>Ada${'&nbsp;'.repeat(100_000)}x</p>`)),
  },
  {
    name: 'DOCX, 200k no-break spaces',
    send: repeat(OUTLINE_PATH, () =>
      upload('docx', docxHolding(paragraph(`Ada${'\u00a0'.repeat(200_000)}x`))),
    ),
  },
  {
    name: 'DOCX, XML past the markup cap',
    send: repeat(OUTLINE_PATH, () =>
      upload('docx', docxHolding(paragraph('Built payment services at Example Co').repeat(130_000))),
    ),
  },
  {
    name: 'TXT, ordinary 9 MiB',
    send: () =>
      post(
        OUTLINE_PATH,
        upload('txt', `Ada Lovelace\n${line.repeat(Math.floor((9 * 2 ** 20) / line.length))}`),
      ),
  },
  {
    name: 'JSON, 14 MB of nested arrays',
    send: repeat(
      OUTLINE_PATH,
      () =>
        `{"mode":"optimize-local-resume","uploadFileType":"txt","uploadContent":"QUJD","junk":${'['.repeat(7_000_000)}${']'.repeat(7_000_000)}}`,
    ),
  },
  {
    name: 'content of an outline of 65,000 [',
    send: async () => {
      const created = (await post(
        TASK_PATH,
        JSON.stringify({ outline: `# A\n\n## B\n- ${'['.repeat(65_000)}\n` }),
      )) as {
        data?: { uid?: string };
      };
      return post(CONTENT_PATH, JSON.stringify({ uid: created.data?.uid, stream: false }));
    },
  },
];

async function post(path: string, body: string | Uint8Array<ArrayBuffer>): Promise<unknown> {
  const response = await fetch(`${service.base}${path}`, { method: 'POST', headers, body });
  return response.json();
}

async function eventLoopDelay(): Promise<{ p99: number; max: number }> {
  const text = await (await fetch(`${service.base}/metrics`)).text();
  const read = (name: string) =>
    Number(text.match(new RegExp(`^${name} (\\S+)$`, 'm'))?.[1] ?? Number.NaN) * 1000;
  return { p99: read('nodejs_eventloop_lag_p99_seconds'), max: read('nodejs_eventloop_lag_max_seconds') };
}

/** Runs one phase: /healthz every 10 ms while `hostile` (if any) keeps IN_FLIGHT requests going. */
async function phase(hostile?: () => Promise<unknown>) {
  await eventLoopDelay();
  const deadline = Date.now() + PHASE_MS;
  let sent = 0;
  const senders = hostile
    ? Array.from({ length: IN_FLIGHT }, async () => {
        while (Date.now() < deadline) {
          sent += 1;
          await hostile().catch(() => undefined);
        }
      })
    : [];
  const latencies: number[] = [];
  while (Date.now() < deadline) {
    const start = performance.now();
    await fetch(`${service.base}/healthz`).then((response) => response.arrayBuffer());
    latencies.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await Promise.all(senders);
  const delay = await eventLoopDelay();
  latencies.sort((a, b) => a - b);
  const at = (share: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0;
  return { delay, healthz: { p50: at(0.5), p99: at(0.99), max: latencies.at(-1) ?? 0 }, sent };
}

try {
  await phase(kinds[0]!.send); // warm-up: JIT, workers, stores
  const rows: string[][] = [
    ['phase', 'loop p99', 'loop max', '/healthz p50', '/healthz p99', '/healthz max', 'hostile sent'],
  ];
  const format = (ms: number) => `${ms.toFixed(1)} ms`;
  const idle = await phase();
  rows.push([
    'idle',
    format(idle.delay.p99),
    format(idle.delay.max),
    format(idle.healthz.p50),
    format(idle.healthz.p99),
    format(idle.healthz.max),
    '0',
  ]);
  let worst = idle.delay.p99;
  for (const kind of kinds) {
    const result = await phase(kind.send);
    worst = Math.max(worst, result.delay.p99);
    rows.push([
      `${IN_FLIGHT} × ${kind.name}`,
      format(result.delay.p99),
      format(result.delay.max),
      format(result.healthz.p50),
      format(result.healthz.p99),
      format(result.healthz.max),
      String(result.sent),
    ]);
  }
  printTable(rows);
  process.stdout.write(
    `\nworst event-loop p99: ${format(worst)} (target under 50 ms); ratio to idle: ${(worst / idle.delay.p99).toFixed(1)}×\n`,
  );
} finally {
  await service.stop();
}
