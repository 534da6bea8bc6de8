// npm run eval:llm — replays every corpus answer through the service's real HTTP endpoints, with the LLM
// generator pointed at the loopback fake provider, and scores what the client receives against the labels.
//
//   node --import tsx test/llm-corpus/eval-llm.ts [--only <id substring>] [--show-misses] [--print]
//
// Prints the figures for the answers used while tuning and, apart, for the held-out fifth; writes every
// item's score to test-output/llm-eval.json. Never look at the held-out items' misses while tuning.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FakeOpenAIServer } from '../helpers/fake-openai-server.ts';
import { CONTENT_PATH, createTestApp, OUTLINE_PATH, TASK_PATH, type TestApp } from '../helpers/test-app.ts';
import { type CorpusItem, loadCorpus, type Reply } from './corpus.ts';
import { RESUMES, type SourceResume } from './resumes.ts';
import { type Figures, formatFigures, type ItemScore, type Received, scoreItem, sumScores } from './score.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const RESULTS_FILE = path.join(here, '..', '..', 'test-output', 'llm-eval.json');

/** The provider's SSE payloads for one reply, in its dialect's shape, ending with its finish_reason. */
export function eventsOf(reply: Reply): object[] {
  const chunk = (delta: Record<string, unknown>, finish: string | null = null) => ({
    id: 'chatcmpl-corpus',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: 'fake-model',
    choices: [{ index: 0, delta, finish_reason: finish }],
  });
  const pieces = (value: string) => {
    const out: string[] = [];
    // By code point: a provider never splits a character.
    const chars = [...value];
    for (let index = 0; index < chars.length; index += reply.chunk)
      out.push(chars.slice(index, index + reply.chunk).join(''));
    return out;
  };
  const events: object[] = [chunk({ role: 'assistant', content: '' })];
  if (reply.reasoning)
    for (const piece of pieces(reply.reasoning))
      events.push(chunk({ content: null, reasoning_content: piece }));
  for (const piece of pieces(reply.text)) events.push(chunk({ content: piece }));
  events.push(chunk({}, reply.finish));
  if (reply.dialect !== 'ollama' && reply.dialect !== 'qwen3') {
    events.push({
      id: 'chatcmpl-corpus',
      object: 'chat.completion.chunk',
      created: 1_700_000_000,
      model: 'fake-model',
      choices: [],
      usage: {
        prompt_tokens: 900,
        completion_tokens: Math.ceil(reply.text.length / 3),
        total_tokens: 900 + Math.ceil(reply.text.length / 3),
      },
    });
  }
  return events;
}

/** The service as an operator runs it with a model: the built-in generator covers what the model fails. */
export const SERVICE_ENV: Readonly<Record<string, string>> = {
  LLM_MODEL: 'fake-model',
  LLM_API_KEY: 'sk-corpus',
  LLM_FALLBACK: 'builtin',
  LLM_MAX_RETRIES: '0',
  LLM_CONNECT_TIMEOUT_MS: '2000',
  LLM_FIRST_TOKEN_TIMEOUT_MS: '3000',
  // One key replays hundreds of requests a minute.
  RATE_LIMIT_PER_MINUTE: '1000000',
};

/** The service under test and its loopback provider, shared by the items of one run: building a service
 * per item would spend most of the run starting upload-reading workers. */
export class CorpusService {
  private upstream = new FakeOpenAIServer();
  private t: TestApp | undefined;

  async start(): Promise<void> {
    const url = await this.upstream.start();
    this.t = await createTestApp({ env: { ...SERVICE_ENV, LLM_BASE_URL: url } });
  }

  async close(): Promise<void> {
    await this.t?.close();
    await this.upstream.stop();
  }

  /** Sends the item's request; the provider answers with the item's replies, then with 500s. */
  async replay(item: CorpusItem): Promise<Received> {
    const t = this.t;
    if (!t) throw new Error('start() the corpus service first');
    // A reply the service never asked for (the rest of a cut answer it did not continue) must not answer
    // the next item's request. The fake keeps its queue private: it was written for one test at a time.
    const queue = (this.upstream as unknown as { scripts?: unknown }).scripts;
    if (!Array.isArray(queue)) throw new Error('FakeOpenAIServer no longer keeps its queue in `scripts`');
    queue.length = 0;
    this.upstream.requests.length = 0;
    this.upstream.script(
      ...item.replies.map((reply) => ({ kind: 'stream' as const, events: eventsOf(reply) })),
    );
    if (item.operation === 'content') {
      const created = await t.app.inject({
        method: 'POST',
        url: TASK_PATH,
        headers: t.auth(),
        payload: { outline: item.request.outline, job: item.request.job, locale: item.locale },
      });
      if (created.statusCode !== 200) return { status: created.statusCode };
      const answer = await t.app.inject({
        method: 'POST',
        url: CONTENT_PATH,
        headers: t.auth(),
        payload: { uid: created.json().data.uid, stream: false },
      });
      return {
        status: answer.statusCode,
        sections: answer.statusCode === 200 ? answer.json().data : undefined,
      };
    }
    const payload =
      item.operation === 'outline'
        ? {
            mode: 'ai-template',
            type: item.request.type,
            job: item.request.job,
            locale: item.locale,
            stream: false,
          }
        : {
            mode: 'optimize-local-resume',
            uploadFileType: 'txt',
            uploadContent: Buffer.from(item.request.upload ?? '').toString('base64'),
            stream: false,
          };
    const answer = await t.app.inject({ method: 'POST', url: OUTLINE_PATH, headers: t.auth(), payload });
    return { status: answer.statusCode, outline: answer.statusCode === 200 ? answer.json().data : undefined };
  }
}

/** Replays and scores the items in order; a crash of the service under test counts as that item's error. */
export async function evaluate(items: readonly CorpusItem[]): Promise<ItemScore[]> {
  const service = new CorpusService();
  await service.start();
  const scores: ItemScore[] = [];
  try {
    for (const item of items) {
      let received: Received;
      try {
        received = await service.replay(item);
      } catch (error) {
        console.error(`${item.id}: ${(error as Error).message}`);
        received = { status: 0 };
      }
      scores.push(scoreItem(item, received));
    }
  } finally {
    await service.close();
  }
  return scores;
}

export function reportOf(scores: readonly ItemScore[]): { name: string; figures: Figures }[] {
  const tuning = scores.filter((score) => !score.heldOut);
  const heldOut = scores.filter((score) => score.heldOut);
  const rows = [
    { name: 'all (tuning)', figures: sumScores(tuning) },
    { name: 'HELD-OUT fifth', figures: sumScores(heldOut) },
  ];
  // Counts only, by operation and language: where the held-out misses sit, never what they are.
  for (const operation of ['outline', 'optimize', 'content'] as const)
    for (const locale of ['en-US', 'zh-CN'] as const)
      rows.push({
        name: `  held out ${operation} ${locale.slice(0, 2)}`,
        figures: sumScores(
          heldOut.filter((score) => score.operation === operation && score.locale === locale),
        ),
      });
  for (const operation of ['outline', 'optimize', 'content'] as const)
    for (const family of ['frontier', 'local7b', 'reasoning', 'chatty'] as const)
      rows.push({
        name: `  ${operation}/${family}`,
        figures: sumScores(
          tuning.filter((score) => score.operation === operation && score.family === family),
        ),
      });
  return rows;
}

type InventedClaim = ItemScore['invented'][number];

/** Planted and reached invented claims, grouped by `keyOf` (their kind; a number's shape), those it gives a key. */
function inventedBy(
  scores: readonly ItemScore[],
  keyOf: (claim: InventedClaim) => string | undefined,
): Map<string, { planted: number; reached: number }> {
  const groups = new Map<string, { planted: number; reached: number }>();
  for (const score of scores)
    for (const claim of score.invented) {
      const key = keyOf(claim);
      if (key === undefined) continue;
      const group = groups.get(key) ?? { planted: 0, reached: 0 };
      group.planted += 1;
      if (claim.reached) group.reached += 1;
      groups.set(key, group);
    }
  return groups;
}

/**
 * One row per group (`rows`, or the tuning part's groups in the order met): reached/planted, tuning then held out.
 * `layout`: the row's indent and the widths of its key and tuning columns.
 */
function printInvented(
  scores: readonly ItemScore[],
  keyOf: (claim: InventedClaim) => string | undefined,
  rows: readonly string[] | undefined,
  [indent, keyWidth, countWidth]: [string, number, number],
): void {
  const tuning = inventedBy(
    scores.filter((s) => !s.heldOut),
    keyOf,
  );
  const heldOut = inventedBy(
    scores.filter((s) => s.heldOut),
    keyOf,
  );
  for (const key of rows ?? [...tuning.keys()]) {
    const [tuned, held] = [tuning.get(key), heldOut.get(key)];
    console.log(
      `${indent}${key.padEnd(keyWidth)} ${`${tuned?.reached ?? 0}/${tuned?.planted ?? 0}`.padEnd(countWidth)} ${held?.reached ?? 0}/${held?.planted ?? 0}`,
    );
  }
}

const NUMBER_SHAPES = ['team', 'percent', 'money', 'places', 'other'] as const;

/** What an invented number's marker sizes: "team of 12" and "12人团队" a team, "9%" a percent, "$40K" money. */
function numberShape(marker: string): (typeof NUMBER_SHAPES)[number] {
  if (/team|团队/.test(marker)) return 'team';
  if (/%/.test(marker)) return 'percent';
  if (/\$|元/.test(marker)) return 'money';
  if (/regions|城市/.test(marker)) return 'places';
  return 'other';
}

const FACT_KINDS = ['contact', 'summary', 'role', 'bullet', 'degree', 'other'] as const;
type FactKind = (typeof FACT_KINDS)[number];

/**
 * Which part of its resume a must-survive fact comes from. A moved fact is labelled "<fact> (<entry>)", and an
 * entry's name may hold brackets of its own, so the fact is matched as the start of the label.
 */
function factKindOf(resume: SourceResume | undefined, label: string, moved: boolean): FactKind {
  if (!resume) return 'other';
  const is = (fact: string) => (moved ? label.startsWith(`${fact} (`) : label === fact);
  if (is(resume.name) || is(resume.email)) return 'contact';
  if (resume.summary.some((line) => is(line.fact))) return 'summary';
  if (resume.jobs.some((job) => is(job.role))) return 'role';
  if (resume.jobs.some((job) => job.bullets.some((bullet) => is(bullet.fact)))) return 'bullet';
  if (resume.education.some((school) => label.startsWith(school.degree))) return 'degree';
  return 'other';
}

/** Lost and moved facts counted by the kind of fact. */
function missesByFactKind(scores: readonly ItemScore[]): Map<FactKind, { lost: number; moved: number }> {
  const byId = new Map(RESUMES.map((resume) => [resume.id, resume]));
  const kinds = new Map<FactKind, { lost: number; moved: number }>();
  const count = (resumeId: string, label: string, field: 'lost' | 'moved') => {
    const kind = factKindOf(byId.get(resumeId), label, field === 'moved');
    const entry = kinds.get(kind) ?? { lost: 0, moved: 0 };
    entry[field] += 1;
    kinds.set(kind, entry);
  };
  for (const score of scores) {
    for (const fact of score.lost) count(resumeOf(score.id), fact, 'lost');
    for (const moved of score.moved) count(resumeOf(score.id), moved, 'moved');
  }
  return kinds;
}

/** The source resume of an item id ("optimize:chatty:en-qa-oleksandr:1" → "en-qa-oleksandr"). */
function resumeOf(id: string): string {
  return id.split(':')[2] ?? id;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
  const items = loadCorpus().filter((item) => !only || item.id.includes(only));
  if (args.includes('--print')) {
    // What the client received for the selected tuning items, to check a label or a score by eye.
    const service = new CorpusService();
    await service.start();
    for (const item of items.filter((i) => !i.heldOut)) {
      const received = await service.replay(item);
      console.log(`=== ${item.id} [${item.faults.join(', ')}] HTTP ${received.status}`);
      console.log(received.outline ?? JSON.stringify(received.sections, null, 1));
    }
    await service.close();
    return;
  }
  const started = performance.now();
  const scores = await evaluate(items);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `${items.length} answers replayed in ${seconds} s (${items.filter((i) => i.heldOut).length} held out)\n`,
  );
  console.log(formatFigures(reportOf(scores)));
  console.log('\ninvented claims reaching the client, by kind:');
  console.log(`  ${'kind'.padEnd(13)} ${'tuning'.padEnd(9)} held out`);
  printInvented(scores, (claim) => claim.kind, undefined, ['  ', 13, 9]);
  // Counts only, numbers by what they size (a team, a percent, money, places): which check of the guard a held-out
  // invented number got past, never which number or line.
  console.log(`  ${'numbers by shape'.padEnd(22)} tuning · held out`);
  printInvented(
    scores,
    (claim) => (claim.kind === 'number' ? numberShape(claim.marker) : undefined),
    NUMBER_SHAPES,
    ['    ', 20, 8],
  );
  // Counts only: how widely the held-out misses spread says whether they are one reader's blind spot or many.
  const heldOutWithMisses = new Set(
    scores
      .filter((s) => s.heldOut && (s.lost.length + s.moved.length > 0 || s.invented.some((c) => c.reached)))
      .map((s) => resumeOf(s.id)),
  );
  const heldOutResumes = new Set(scores.filter((s) => s.heldOut).map((s) => resumeOf(s.id)));
  console.log(`\nheld-out resumes with a miss: ${heldOutWithMisses.size} of ${heldOutResumes.size}`);
  // Counts only, by the kind of fact (an entry's role, a bullet's fact, a degree…): which part of a resume the
  // held-out misses are in, never which fact.
  console.log('facts lost / moved by kind:');
  console.log(`  ${'kind'.padEnd(9)} ${'tuning'.padEnd(11)} held out`);
  const tuningFacts = missesByFactKind(scores.filter((s) => !s.heldOut));
  const heldOutFacts = missesByFactKind(scores.filter((s) => s.heldOut));
  for (const kind of FACT_KINDS) {
    const [tuned, held] = [tuningFacts.get(kind), heldOutFacts.get(kind)];
    console.log(
      `  ${kind.padEnd(9)} ${`${tuned?.lost ?? 0}/${tuned?.moved ?? 0}`.padEnd(11)} ${held?.lost ?? 0}/${held?.moved ?? 0}`,
    );
  }
  if (args.includes('--show-misses')) {
    // Tuning items only: the held-out fifth's misses are never printed.
    for (const score of scores.filter((s) => !s.heldOut)) {
      const misses = [
        ...score.invented.filter((c) => c.reached).map((c) => `invented ${c.kind} "${c.marker}"`),
        ...score.lost.map((fact) => `lost "${fact}"`),
        ...score.moved.map((fact) => `moved "${fact}"`),
        ...score.leaked.map((marker) => `leaked "${marker}"`),
        ...(score.h1 && !score.h1.right ? [`H1 "${score.h1.received}" (want "${score.h1.expected}")`] : []),
        ...(score.languageRight ? [] : ['wrong language']),
        ...score.formatProblems,
      ];
      if (misses.length > 0) console.log(`${score.id}: ${misses.join('; ')}`);
    }
  }
  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(
    RESULTS_FILE,
    `${JSON.stringify(
      scores.filter((s) => !s.heldOut),
      null,
      1,
    )}\n`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
