// What a job match costs over HTTP against its baseline, a parse of the same resume file (a match reads the file the
// same way, then the description and the requirements): the tuning pairs of the match corpus, best of 3 passes.
// Then a 20,000-character description (the longest accepted) against a typical one, per character: 1.0 is linear.
// Times are reported, never asserted.
import { TUNING_PAIRS } from '../packages/server/test/match-corpus/pairs-tuning.ts';
import { TUNING_PAIRS_2 } from '../packages/server/test/match-corpus/pairs-tuning-2.ts';
import { startInProcessApp } from './in-process-app.ts';

const PASSES = 3;
const LONGEST_DESCRIPTION = 20_000;
const pairs = [...TUNING_PAIRS, ...TUNING_PAIRS_2];
// Two requests per pair and pass, far more than the default 120 a minute one key may send.
const app = await startInProcessApp('match-bench', { RATE_LIMIT_PER_MINUTE: '100000' });

async function post(path: string, body: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${app.baseUrl}/api/v1/service/resume/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${app.key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, stream: false }),
  });
  if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
}

async function best(work: () => Promise<void>): Promise<number> {
  let fastest = Number.POSITIVE_INFINITY;
  for (let pass = 0; pass < PASSES; pass += 1) {
    const started = performance.now();
    await work();
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}

const upload = (resume: string) => ({
  uploadFileType: 'txt',
  uploadContent: Buffer.from(resume).toString('base64'),
});
try {
  const parse = await best(async () => {
    for (const pair of pairs) await post('parse', upload(pair.resume));
  });
  const match = await best(async () => {
    for (const pair of pairs)
      await post('match', { ...upload(pair.resume), jobDescription: pair.jobDescription });
  });
  console.log(
    `${pairs.length} pairs: parse ${(parse / pairs.length).toFixed(2)} ms, match ${(match / pairs.length).toFixed(2)} ms per request`,
  );
  console.log(`match / parse: ${(match / parse).toFixed(2)}`);

  const typical = pairs[0]!;
  let long = '';
  for (const pair of pairs) {
    if (long.length + pair.jobDescription.length + 1 > LONGEST_DESCRIPTION) break;
    long += `${pair.jobDescription}\n`;
  }
  const outline = '# Engineer\n\n## Skills\n- Python, SQL, Kubernetes\n';
  const short = await best(() => post('match', { outline, jobDescription: typical.jobDescription }));
  const longest = await best(() => post('match', { outline, jobDescription: long }));
  const perChar = longest / long.length / (short / typical.jobDescription.length);
  console.log(
    `description ${typical.jobDescription.length} chars: ${short.toFixed(2)} ms; ${long.length} chars: ${longest.toFixed(2)} ms; cost per character, long / typical: ${perChar.toFixed(2)} (1.0 is linear)`,
  );
} finally {
  await app.close();
}
