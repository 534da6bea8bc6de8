// What the fact guard costs per answer, and that it grows in step with the upload. The uploads are the tuning
// resumes of the model-answer corpus (packages/server/test/llm-corpus), one alone and all of them joined
// (~300,000 characters, more than any resume); the answer is each upload's lines as bullets. Baseline: reading
// the same upload's claims once (claimsOfLines), which the guard does too. Best of 5; times reported, never asserted.
import { ClaimSource } from '../packages/server/src/generation/llm/claims/claim-source.ts';
import { claimsOfLines } from '../packages/server/src/generation/llm/claims/extract-claims.ts';
import { FactGuard } from '../packages/server/src/generation/llm/fact-guard.ts';
import { uploadText } from '../packages/server/test/llm-corpus/outline-writing.ts';
import { HELD_OUT_RESUMES, RESUMES } from '../packages/server/test/llm-corpus/resumes.ts';

const RUNS = 5;
const uploads = RESUMES.filter((resume) => !HELD_OUT_RESUMES.has(resume.id)).map((resume) =>
  uploadText(resume),
);

function best(work: () => void): number {
  let fastest = Number.POSITIVE_INFINITY;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    work();
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}

/** The guard over one upload: built from it, then fed every line of it as an answer's bullet. */
function guardAnswer(upload: string): void {
  const guard = new FactGuard(upload, []);
  for (const line of upload.split('\n')) guard.guardLine(line.trim() === '' ? line : `   - ${line.trim()}`);
}

const one = uploads[0] ?? '';
const all = uploads.join('\n');
const rows = [
  ['one resume', one],
  ['all tuning resumes joined', all],
] as const;
console.log(
  `${'upload'.padEnd(28)}${'chars'.padStart(9)}${'claims ms'.padStart(11)}${'source ms'.padStart(11)}${'guard ms'.padStart(10)}${'guard/claims'.padStart(14)}`,
);
const perChar: number[] = [];
for (const [name, upload] of rows) {
  const claims = best(() => claimsOfLines(upload));
  const source = best(() => new ClaimSource(upload));
  const guard = best(() => guardAnswer(upload));
  perChar.push(guard / upload.length);
  console.log(
    `${name.padEnd(28)}${String(upload.length).padStart(9)}${claims.toFixed(1).padStart(11)}${source.toFixed(1).padStart(11)}${guard.toFixed(1).padStart(10)}${(guard / claims).toFixed(1).padStart(14)}`,
  );
}
console.log(
  `\ncost per character, all joined / one resume: ${((perChar[1] ?? 0) / (perChar[0] ?? 1)).toFixed(2)} (1.0 is linear)`,
);
