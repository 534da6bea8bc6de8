// Every regular expression in the service's source runs in linear time, as a ReDoS checker (recheck)
// finds by machine: a super-linear one lets one small request hold the event loop or a worker.
//
// recheck's verdicts are kept in regex-verdicts.json, keyed by pattern and flags, so only new or
// changed patterns are analysed (about 0.1–0.6 s each). A pattern's verdict cannot go stale: any
// edit makes a new key. Refresh the file after changing patterns:
//   node --import tsx test/security/regex-linear.test.ts --write
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { test } from 'node:test';
import { checkSync } from 'recheck';
import { type FoundRegex, regexesBuiltAtLoad, regexLiterals } from './regex-inventory.ts';

const VERDICTS_FILE = new URL('./regex-verdicts.json', import.meta.url);

/**
 * Patterns recheck cannot prove, each with the reason it is linear anyway. Keep this short: a
 * rewrite the checker can prove is better than a reason.
 */
const REVIEWED: Record<string, string> = {
  // Page numbers (office-text.ts, pdf-layout.ts, resume-lines.ts): blanks and dashes around them are
  // ambiguous, but isPageNumber*/MAX_PAGE_NUMBER_CHARS only ever test lines of at most 40 characters.
  '/^(?:[-–—\\s]*(?:page|pg\\.?)?': 'tested only on lines of at most 40 characters',
  '/^(?:[-–—\\s]*\\d{1,3}': 'tested only on lines of at most 40 characters',
  '/^[-–—\\s]*(?:page|pg\\.?|p\\.)?': 'tested only on lines of at most 40 characters',
  '/^共\\s*\\d{1,3}': 'tested only on lines of at most 40 characters',
  '/^第\\s*\\d{1,3}': 'tested only on lines of at most 40 characters',
  // extract-contacts.ts nameIn: credentials after a name; the text is refused above 80 characters first.
  '/(?:,\\s*[\\p{Lu}][\\p{L}./-]{0,7})+$': 'applied only to text of at most 80 characters',
  // The LLM fact guard's clause splitting and the claims' name patterns (fact-guard.ts, claims/): run
  // only on one line of at most 2,000 characters (MAX_LINE_CHARS, MAX_CLAIM_LINE_CHARS; a longer line
  // is refused unread), so a run of capitalised words costs at most a few milliseconds.
  '/((?<=[.!?])\\s+(?=[A-Z\\p{Script=Han}])': 'lines of at most 2,000 characters',
  '/(\\s+and\\s+|\\s*以及': 'lines of at most 2,000 characters',
  "/(?<![\\p{L}])(?:(?:[A-Z][\\w&'’.-]*\\s+(?:&\\s+)?)+": 'lines of at most 2,000 characters',
  "/([A-Z][\\w&.'’-]*(?:\\s+(?:&\\s+|of\\s+)?[A-Z][\\w&.'’-]*)*)\\s+[Cc]ertific":
    'lines of at most 2,000 characters',
  // fill-examples.ts: run only on the catalogue's own text (a record's majors, a summary sentence), never on
  // a request's, and each alternative is bounded by a short literal.
  '/\\((?:AAS|AA|AS|BA|BS|BSN': "the catalogue's majors only",
  '/(?<!\\b(?:in|within|across|past|last|first|next|every)\\s)(\\d{1,2})\\+?(\\s?(?:years?\\b':
    "the catalogue's summary sentences only",
  // dates.ts DATE_ANYWHERE: every alternative starts with a bounded token (a year, a month name, a
  // bracket), so a failing start costs a bounded number of steps; the fuzzer's attack ("APR4" then
  // "20" × n) runs in linear time (hostile-text.test.ts runs it at full size).
  '/(?:(?:\\[[^[\\]\\n]*\\]|(?:19\\d\\d|20\\d\\d)(?!\\d)\\s*年':
    'starts are bounded tokens; attack measured linear',
};

function isReviewed(key: string): boolean {
  return Object.keys(REVIEWED).some((prefix) => key.startsWith(prefix));
}

type Verdict = { status: string; complexity?: string; attack?: string };

function keyOf(regex: FoundRegex): string {
  return `/${regex.source}/${regex.flags}`;
}

function analyse(regex: FoundRegex): Verdict {
  // A fixed seed makes the fuzzing checker's answer the same on every run.
  const diagnostics = checkSync(regex.source, regex.flags, { randomSeed: 42, timeout: 20_000 });
  if (diagnostics.status === 'vulnerable') {
    return {
      status: 'vulnerable',
      complexity: diagnostics.complexity.summary,
      attack: JSON.stringify(diagnostics.attack.string.slice(0, 80)),
    };
  }
  if (diagnostics.status === 'unknown') return { status: 'unknown', complexity: diagnostics.error.kind };
  return { status: 'safe', complexity: diagnostics.complexity.summary };
}

function readVerdicts(): Record<string, Verdict> {
  try {
    return JSON.parse(readFileSync(VERDICTS_FILE, 'utf8')) as Record<string, Verdict>;
  } catch {
    return {};
  }
}

async function auditAll(): Promise<{
  found: FoundRegex[];
  verdicts: Record<string, Verdict>;
  fresh: number;
}> {
  const found = [...regexLiterals(), ...(await regexesBuiltAtLoad())];
  const stored = readVerdicts();
  const verdicts: Record<string, Verdict> = {};
  let fresh = 0;
  for (const regex of found) {
    const key = keyOf(regex);
    if (verdicts[key]) continue;
    const known = stored[key];
    if (known) verdicts[key] = known;
    else {
      verdicts[key] = analyse(regex);
      fresh += 1;
    }
  }
  return { found, verdicts, fresh };
}

if (process.argv.includes('--write')) {
  const { verdicts, fresh } = await auditAll();
  const sorted = Object.fromEntries(Object.entries(verdicts).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(VERDICTS_FILE, `${JSON.stringify(sorted, null, 1)}\n`);
  process.stdout.write(`${Object.keys(sorted).length} verdicts written (${fresh} analysed now)\n`);
} else {
  test('no regular expression in the source is super-linear (recheck)', { timeout: 600_000 }, async () => {
    const { found, verdicts } = await auditAll();
    assert.ok(found.length > 250, `the inventory found the source's patterns (${found.length})`);
    const failures = found
      .filter((regex) => verdicts[keyOf(regex)]?.status !== 'safe' && !isReviewed(keyOf(regex)))
      .map((regex) => {
        const verdict = verdicts[keyOf(regex)]!;
        return `${regex.where} ${keyOf(regex)}: ${verdict.status} ${verdict.complexity ?? ''} ${verdict.attack ?? ''}`;
      });
    assert.deepEqual([...new Set(failures)], [], 'super-linear or unproven patterns');
  });
}
