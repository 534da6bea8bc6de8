// One key's largest outlines cannot stall the others: part and entry caps at task creation, sections stored
// in batches, and /healthz and another key's outline answered promptly while the biggest generation runs.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { LIMITS } from '@resume/contract';
import { MAX_SECTIONS_PER_GENERATION } from '../../src/generation/content-runs.ts';
import { FakeGenerator, sampleSections } from '../helpers/fake-generator.ts';
import { type ServiceProcess, startService, stopService } from '../helpers/service-process.ts';
import { CONTENT_PATH, createTestApp, OUTLINE_PATH, TASK_PATH, type TestApp } from '../helpers/test-app.ts';

/** A stall: the event loop held this long (before the batching fix, /healthz waited 5 s behind one key's outline). */
const STALL_MS = 500;

/** The worst generation a client may ask for: every line a `##` part … */
function outlineOfParts(parts: number): string {
  let outline = '# Backend Engineer\n';
  for (let index = 0; index < parts; index += 1) outline += `## Part ${index + 1}\n- line\n`;
  return outline;
}

/** … or all the entries allowed, each with bullets up to the outline's length limit. */
function outlineOfEntries(entries: number, maxLength: number = LIMITS.outlineLength): string {
  let outline = '# Backend Engineer\n## Work Experience\n';
  for (let index = 0; index < entries; index += 1) {
    outline += `${index + 1}. Company ${index + 1} | Backend Engineer | 2020-01 - 2021-01\n`;
  }
  for (let bullet = 0; outline.length < maxLength - 40; bullet += 1) {
    outline += `   - Built service ${bullet} in Go for 3 teams\n`;
  }
  return outline;
}

async function createTask(base: string, t: TestApp, outline: string) {
  const response = await fetch(`${base}${TASK_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...t.auth() },
    body: JSON.stringify({ outline }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { code: number; message: string; data: { uid: string } | null },
  };
}

describe('outline caps at task creation', () => {
  let t: TestApp;
  let base: string;
  before(async () => {
    t = await createTestApp();
    base = await t.listen();
  });
  after(() => t.close());

  test(`an outline of more than ${LIMITS.outlineParts} parts is refused with 40002 naming the limit; nothing is stored`, async () => {
    const before = t.database.prepare('SELECT count(*) AS n FROM tasks').get() as { n: number };
    const refused = await createTask(base, t, outlineOfParts(13_000).slice(0, LIMITS.outlineLength));
    assert.equal(refused.status, 400);
    assert.equal(refused.body.code, 40002);
    assert.match(refused.body.message, /outline has [\d,]+ parts; at most 40 are allowed/);
    const over = await createTask(base, t, outlineOfParts(LIMITS.outlineParts + 1));
    assert.equal(over.body.code, 40002);
    assert.match(over.body.message, /41 parts/);
    const after = t.database.prepare('SELECT count(*) AS n FROM tasks').get() as { n: number };
    assert.equal(after.n, before.n);
  });

  test(`more than ${LIMITS.outlineEntries} entries in all are refused with 40002; the limits themselves are accepted`, async () => {
    const refused = await createTask(base, t, outlineOfEntries(LIMITS.outlineEntries + 1, 8_000));
    assert.equal(refused.body.code, 40002);
    assert.match(refused.body.message, /outline has 101 entries .*; at most 100 are allowed/);
    assert.equal((await createTask(base, t, outlineOfEntries(LIMITS.outlineEntries))).body.code, 0);
    assert.equal((await createTask(base, t, outlineOfParts(LIMITS.outlineParts))).body.code, 0);
  });
});

describe('sections stored in batches', () => {
  let t: TestApp;
  let base: string;
  let directory: string;
  const stored: number[] = [];
  before(async () => {
    directory = mkdtempSync(path.join(tmpdir(), 'content-bounds-'));
    // A WAL file on disk, as `npm start` runs, where each transaction costs a commit.
    t = await createTestApp({ sqliteFile: path.join(directory, 'resume.db') });
    const append = t.taskStore.appendSections.bind(t.taskStore);
    t.taskStore.appendSections = (uid, runnerId, firstIndex, sections, now, leaseMs) => {
      stored.push(sections.length);
      return append(uid, runnerId, firstIndex, sections, now, leaseMs);
    };
    base = await t.listen();
  });
  after(async () => {
    await t.close();
    rmSync(directory, { recursive: true, force: true });
  });

  test('sections of the built-in generator are stored in batches, not one transaction each', async () => {
    const created = await createTask(base, t, outlineOfParts(LIMITS.outlineParts));
    stored.length = 0;
    const response = await fetch(`${base}${CONTENT_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...t.auth() },
      body: JSON.stringify({ uid: created.body.data!.uid, stream: false }),
    });
    const sections = (await response.json()).data as unknown[];
    assert.equal(sections.length, LIMITS.outlineParts);
    assert.equal(
      stored.reduce((sum, count) => sum + count, 0),
      LIMITS.outlineParts,
    );
    assert.ok(stored.length <= 4, `${LIMITS.outlineParts} sections in ${stored.length} transactions`);
  });
});

describe('a generator that writes too many sections', () => {
  test(`is stopped past ${MAX_SECTIONS_PER_GENERATION} sections: the task fails with a message saying so, nothing more is stored`, async () => {
    const t = await createTestApp({ generator: new FakeGenerator({ sections: sampleSections(500) }) });
    try {
      const base = await t.listen();
      const created = await createTask(base, t, '# Backend Engineer\n## Skills\n- Go\n');
      const response = await fetch(`${base}${CONTENT_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...t.auth() },
        body: JSON.stringify({ uid: created.body.data!.uid, stream: false }),
      });
      const body = (await response.json()) as { code: number; message: string };
      assert.equal(body.code, 50001);
      assert.match(body.message, new RegExp(`more than ${MAX_SECTIONS_PER_GENERATION} sections`));
      const stored = t.database.prepare('SELECT count(*) AS n FROM task_sections').get() as { n: number };
      assert.ok(stored.n <= MAX_SECTIONS_PER_GENERATION, `${stored.n} sections stored`);
      const task = await t.app.inject({
        method: 'GET',
        url: `${TASK_PATH}/${created.body.data!.uid}`,
        headers: t.auth(),
      });
      assert.equal(task.json().data.status, 'failed');
    } finally {
      await t.close();
    }
  });
});

describe('the service process while one key generates its largest outlines', () => {
  const keys = ['rsk_bounds_hostile_0123456789abcdef', 'rsk_bounds_other_0123456789abcdefg'] as const;
  let service: ServiceProcess;
  let directory: string;
  before(async () => {
    directory = mkdtempSync(path.join(tmpdir(), 'content-bounds-service-'));
    service = await startService(directory, { RESUME_API_KEYS: keys.join(',') });
  });
  after(async () => {
    await stopService(service);
    rmSync(directory, { recursive: true, force: true });
  });

  const post = (pathname: string, key: string, body: unknown) =>
    fetch(`${service.base}${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify(body),
    });

  /** A task of the hostile key for `outline`: created before any measurement (creation is not generation). */
  async function createHostileTask(outline: string): Promise<string> {
    const created = await post(TASK_PATH, keys[0], { outline });
    const { code, message, data } = (await created.json()) as {
      code: number;
      message: string;
      data: { uid: string };
    };
    assert.equal(code, 0, message);
    return data.uid;
  }

  async function generateContent(uid: string): Promise<void> {
    const content = await post(CONTENT_PATH, keys[0], { uid, stream: false });
    assert.equal(content.status, 200);
    await content.arrayBuffer();
  }

  async function generate(outline: string): Promise<void> {
    await generateContent(await createHostileTask(outline));
  }

  /** Probes /healthz and the other key's outline in turn while `running()` holds; their times in ms. */
  async function probeWhile(running: () => boolean): Promise<{ health: number[]; other: number[] }> {
    const health: number[] = [];
    const other: number[] = [];
    do {
      let started = performance.now();
      assert.equal((await fetch(`${service.base}/healthz`)).status, 200);
      health.push(performance.now() - started);
      started = performance.now();
      const outline = await post(OUTLINE_PATH, keys[1], {
        mode: 'ai-template',
        job: 'Nurse',
        type: 'social',
        stream: false,
      });
      assert.equal(outline.status, 200);
      await outline.arrayBuffer();
      other.push(performance.now() - started);
    } while (running());
    return { health, other };
  }

  // Latency itself is measured in `npm run bench -- hostile-load`; this test guards against the stall that one key's
  // largest outlines once caused (seconds with the event loop held), with bounds far from a loaded machine's noise.
  test('/healthz and another key keep answering while one key generates its largest outlines; nothing stalls for long', async () => {
    const outlines = [
      outlineOfParts(LIMITS.outlineParts),
      outlineOfEntries(LIMITS.outlineEntries),
      outlineOfEntries(1),
    ];
    // Each path once before measuring, so what is timed is the generation and not compiling its code.
    for (const outline of outlines) await generate(outline);
    // The same probes without the hostile key, for as many rounds: what this machine gives right now.
    let quietRounds = 0;
    const quiet = await probeWhile(() => ++quietRounds < 12);

    let hostileRunning = true;
    // The measure: /healthz while content generations run (each task created beforehand).
    const uids: string[] = [];
    for (let round = 0; round < 3; round += 1) {
      for (const outline of outlines) uids.push(await createHostileTask(outline));
    }
    const hostile = (async () => {
      try {
        for (const uid of uids) await generateContent(uid);
      } finally {
        hostileRunning = false;
      }
    })();
    const loaded = await probeWhile(() => hostileRunning);
    await hostile;
    const worst = (times: number[]) => Math.round(Math.max(...times));
    // A held event loop shows as whole seconds; a busy two-core machine as tens of milliseconds.
    const healthBound = Math.max(STALL_MS, 10 * worst(quiet.health));
    assert.ok(loaded.health.length >= 5, `probed ${loaded.health.length} times while the generations ran`);
    assert.ok(
      worst(loaded.health) < healthBound,
      `/healthz took up to ${worst(loaded.health)} ms (bound ${healthBound}; ${loaded.health.map(Math.round)}; without the hostile key ${quiet.health.map(Math.round)})`,
    );
    const otherBound = Math.max(2 * STALL_MS, 10 * worst(quiet.other));
    assert.ok(
      worst(loaded.other) < otherBound,
      `the other key's outline took up to ${worst(loaded.other)} ms (bound ${otherBound})`,
    );
  });
});
