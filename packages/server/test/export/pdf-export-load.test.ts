// PDF exports under load, over a real socket: /healthz keeps answering while PDFs render, and a full queue answers 50301.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createDoneTask, exportUrl, ZH_OUTLINE } from './export-fixtures.ts';

interface Answer {
  status: number;
  body: Buffer;
  headers: Headers;
}

async function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(url, { headers });
  return {
    status: response.status,
    body: Buffer.from(await response.arrayBuffer()),
    headers: response.headers,
  };
}

function assertPdf(answer: Answer): void {
  assert.equal(answer.status, 200, answer.body.toString('utf8', 0, 200));
  assert.equal(answer.headers.get('content-type'), 'application/pdf');
  assert.match(
    String(answer.headers.get('content-disposition')),
    /^attachment; filename="resume-tsk_[\w-]+\.pdf"/,
  );
  assert.equal(answer.headers.get('cache-control'), 'private, no-store');
  assert.equal(answer.body.subarray(0, 5).toString('latin1'), '%PDF-');
}

describe('PDF exports render off the main thread', () => {
  let t: TestApp;
  let baseUrl: string;
  let uid: string;
  before(async () => {
    // Four exports at once from one key: room for them all to wait (one renders per key at a time).
    t = await createTestApp({ env: { EXPORT_QUEUE_PER_KEY: '4' } });
    ({ uid } = await createDoneTask(t, ZH_OUTLINE));
    baseUrl = await t.listen();
    // The worker starts on the first PDF export; started here, the test below watches renders, not start-up.
    assertPdf(await get(`${baseUrl}${exportUrl(uid, 'pdf')}`, t.auth()));
  });
  after(() => t.close());

  test('/healthz answers again and again while four Chinese PDF exports render', async () => {
    const log: string[] = [];
    let exportsDone = false;
    const exports = Promise.all(
      Array.from({ length: 4 }, async (_, index) => {
        const answer = await get(`${baseUrl}${exportUrl(uid, 'pdf')}`, t.auth());
        log.push(`export ${index}`);
        return answer;
      }),
    ).finally(() => {
      exportsDone = true;
    });
    // One health check at a time, each sent when the previous one answered, until every export is in.
    let healthAnswers = 0;
    while (!exportsDone) {
      const health = await get(`${baseUrl}/healthz`);
      assert.equal(health.status, 200);
      assert.deepEqual(JSON.parse(health.body.toString('utf8')), { status: 'ok' });
      healthAnswers += 1;
      log.push('healthz');
    }
    for (const answer of await exports) assertPdf(answer);

    // Rendered on the main thread (100–150 ms each, the event loop blocked), not one health check got
    // an answer before the last export was in; off it, over a hundred do (a dozen is plenty of margin).
    const beforeLastExport = log.slice(0, log.lastIndexOf('export 3') + 1);
    const answeredDuring = beforeLastExport.filter((entry) => entry === 'healthz').length;
    assert.ok(
      answeredDuring >= 12,
      `only ${answeredDuring} health checks answered during the exports: ${log}`,
    );
    assert.ok(healthAnswers >= answeredDuring);
  });
});

describe('a full PDF export queue', () => {
  let t: TestApp;
  let baseUrl: string;
  let uid: string;
  before(async () => {
    // One worker, two exports waiting: the fourth export at once is one too many. One key sends them
    // all, so its own limit is set above the shared one: the shared queue is what this test fills.
    t = await createTestApp({
      env: { EXPORT_WORKERS: '1', EXPORT_QUEUE_PER_WORKER: '2', EXPORT_QUEUE_PER_KEY: '8' },
    });
    ({ uid } = await createDoneTask(t, ZH_OUTLINE));
    baseUrl = await t.listen();
  });
  after(() => t.close());

  test('exports past one running and two waiting get 50301 with Retry-After; later ones succeed', async () => {
    // Sent at once to a cold pool: the first waits for its worker to start (pdfkit and 16 MB of fonts
    // to load), long after the other seven have reached the queue.
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => get(`${baseUrl}${exportUrl(uid, 'pdf')}`, t.auth())),
    );
    const served = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    assert.equal(served.length, 3, `statuses: ${answers.map((answer) => answer.status)}`);
    for (const answer of served) assertPdf(answer);
    assert.equal(refused.length, 5);
    for (const answer of refused) {
      assert.equal(answer.status, 503);
      assert.equal(answer.headers.get('retry-after'), '2');
      const envelope = JSON.parse(answer.body.toString('utf8'));
      assert.equal(envelope.code, 50301);
      assert.equal(envelope.message, 'The server is busy making other PDFs; please retry shortly.');
    }
    // The queue drained: the next export is served.
    assertPdf(await get(`${baseUrl}${exportUrl(uid, 'pdf')}`, t.auth()));
  });
});
