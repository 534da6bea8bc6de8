// PDF exports shared fairly between API keys, over a real socket: one key flooding the export queue cannot keep another key's PDF waiting.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createDoneTask, exportUrl, ZH_OUTLINE } from './export-fixtures.ts';

interface Answer {
  status: number;
  code: number | undefined;
  message: string | undefined;
  retryAfter: string | null;
  ms: number;
}

const HOSTILE_WORD = 'y'.repeat(20_000);
const HOSTILE_OUTLINE = `# Engineer\n\n## Skills\n- ${HOSTILE_WORD}\n- ${HOSTILE_WORD}\n- ${HOSTILE_WORD}\n`;

describe('PDF exports take turns between API keys', () => {
  let t: TestApp;
  let baseUrl: string;
  let hostileUid: string;
  let victimUid: string;

  async function exportPdf(uid: string, key: string): Promise<Answer> {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${exportUrl(uid, 'pdf')}`, { headers: t.auth(key) });
    const body = Buffer.from(await response.arrayBuffer());
    const ms = performance.now() - started;
    const envelope =
      response.status === 200
        ? undefined
        : (JSON.parse(body.toString('utf8')) as { code: number; message: string });
    if (response.status === 200) assert.equal(body.subarray(0, 5).toString('latin1'), '%PDF-');
    return {
      status: response.status,
      code: envelope?.code,
      message: envelope?.message,
      retryAfter: response.headers.get('retry-after'),
      ms,
    };
  }

  /** `count` clients of the first key exporting the hostile task again and again until `stop` is called. */
  function flood(count: number) {
    let stopped = false;
    const answers: Answer[] = [];
    const clients = Array.from({ length: count }, async () => {
      while (!stopped) answers.push(await exportPdf(hostileUid, t.key));
    });
    return {
      answers,
      async stop() {
        stopped = true;
        await Promise.all(clients);
      },
    };
  }

  before(async () => {
    // One worker: the other key's PDF can only be quick if it goes ahead of the flood's waiting renders.
    t = await createTestApp({ env: { EXPORT_WORKERS: '1', RATE_LIMIT_PER_MINUTE: '100000' } });
    ({ uid: hostileUid } = await createDoneTask(t, HOSTILE_OUTLINE));
    ({ uid: victimUid } = await createDoneTask(t, ZH_OUTLINE, t.otherKey));
    baseUrl = await t.listen();
    // The worker loads (about a second) before the tests look at latencies.
    assert.equal((await exportPdf(victimUid, t.otherKey)).status, 200);
  });
  after(() => t.close());

  test("while one key keeps exporting PDFs of 20,000-character words, another key's one-page PDF is answered within 2 s", async () => {
    const attack = flood(6);
    try {
      // Let the flood fill the key's share of the queue first.
      while (attack.answers.length < 3) await new Promise((resolve) => setTimeout(resolve, 20));
      for (let index = 0; index < 3; index += 1) {
        const answer = await exportPdf(victimUid, t.otherKey);
        assert.equal(answer.status, 200);
        assert.ok(answer.ms < 2000, `the other key waited ${Math.round(answer.ms)} ms`);
      }
    } finally {
      await attack.stop();
    }
    const served = attack.answers.filter((answer) => answer.status === 200);
    const refused = attack.answers.filter((answer) => answer.code === 42901);
    assert.ok(served.length > 0, 'the flooding key is still served, in its turn');
    assert.ok(refused.length > 0, 'and refused past its share');
    assert.equal(served.length + refused.length, attack.answers.length);
  });

  test('a key past its waiting exports gets 42901 with Retry-After, naming the limit; the other key still gets its PDF', async () => {
    // One renders and two wait: of five at once, two are refused.
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => exportPdf(hostileUid, t.key)),
      exportPdf(victimUid, t.otherKey),
    ]);
    const victim = answers.pop()!;
    assert.equal(victim.status, 200);
    assert.deepEqual(answers.map((answer) => answer.status).sort(), [200, 200, 200, 429, 429]);
    for (const answer of answers.filter((candidate) => candidate.status === 429)) {
      assert.equal(answer.code, 42901);
      assert.equal(
        answer.message,
        'Too many PDF exports for this API key: one renders at a time and at most 2 may wait; retry when one is done.',
      );
      assert.equal(answer.retryAfter, '2');
    }
  });
});
