// Content-Length lies on a real socket (short, long, zero, junk, duplicated, with chunked encoding, over
// the limit): every response on the connection is a contract answer, the server closes or answers in time.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import {
  CONTENT_PATH,
  createTestApp,
  OUTLINE_PATH,
  PARSE_PATH,
  TASK_PATH,
  type TestApp,
} from '../helpers/test-app.ts';
import {
  assertAlive,
  checkContractAnswer,
  type StoredTasks,
  snapshotTasks,
  storedUids,
  storeTasks,
} from './contract-answer.ts';
import { AnswerTally, FUZZ_ENV, fuzzParameters } from './fuzz-settings.ts';
import { exchange, rawRequest } from './raw-http.ts';

/** Short timeouts, so a body that never arrives is cut off in a fraction of a second. */
const SOCKET_ENV = {
  ...FUZZ_ENV,
  REQUEST_TIMEOUT_MS: '150',
  HEADERS_TIMEOUT_MS: '150',
  KEEP_ALIVE_TIMEOUT_MS: '100',
};
/** Far past every server-side timeout above: a connection still open then is a hang. */
const DEADLINE_MS = 5000;

type Lie =
  | { kind: 'declared'; declared: (actual: number) => number; label: string }
  | { kind: 'header'; value: string }
  | { kind: 'duplicate'; delta: number }
  | { kind: 'with-chunked' };

const lie: fc.Arbitrary<Lie> = fc.oneof(
  fc.integer({ min: 1, max: 2000 }).map((extra) => ({
    kind: 'declared' as const,
    declared: (actual: number) => actual + extra,
    label: `short by ${extra}`,
  })),
  fc.integer({ min: 1, max: 40 }).map((fewer) => ({
    kind: 'declared' as const,
    declared: (actual: number) => Math.max(0, actual - fewer),
    label: `long by ${fewer}`,
  })),
  fc.constant({ kind: 'declared' as const, declared: () => 0, label: 'zero' }),
  fc.constant({ kind: 'declared' as const, declared: () => 20 * 1024 * 1024, label: 'over the limit' }),
  fc
    .constantFrom('-1', 'abc', '1e3', '0x10', '', ' ', '99999999999999999999999', '12, 12', '+5', '1.5')
    .map((value) => ({ kind: 'header' as const, value })),
  fc.integer({ min: -3, max: 3 }).map((delta) => ({ kind: 'duplicate' as const, delta })),
  fc.constant({ kind: 'with-chunked' as const }),
);

describe('fuzzed Content-Length lies on a real socket', () => {
  let t: TestApp;
  let port: number;
  let stored: StoredTasks;
  before(async () => {
    t = await createTestApp({ env: SOCKET_ENV });
    stored = await storeTasks(t);
    await t.listen();
    port = (t.app.server.address() as AddressInfo).port;
  });
  after(async () => {
    await t.close();
  });

  test('short, long, zero, junk, duplicated, chunked, over the limit; keep-alive or close', async (context) => {
    const tally = new AnswerTally();
    const upload = Buffer.from('Ada Lovelace\nada@example.com\n\nExperience\nProgrammer\n').toString(
      'base64',
    );
    const requests = fc.constantFrom(
      { path: OUTLINE_PATH, body: { mode: 'ai-template', type: 'social', job: 'Chef', stream: false } },
      { path: OUTLINE_PATH, body: { mode: 'ai-template', type: 'campus', job: '厨师' } },
      { path: TASK_PATH, body: { outline: '# Chef\n\n## Experience\n- Cooked\n' } },
      { path: CONTENT_PATH, body: { uid: stored.ownDone[0], stream: false } },
      { path: CONTENT_PATH, body: { uid: stored.foreign[0] } },
      { path: PARSE_PATH, body: { uploadFileType: 'txt', uploadContent: upload, stream: false } },
    );
    await fc.assert(
      fc.asyncProperty(requests, lie, fc.boolean(), async (request, chosen, keepAlive) => {
        const body = Buffer.from(JSON.stringify(request.body));
        const headers: [string, string][] = [
          ['Authorization', `Bearer ${t.key}`],
          ['Content-Type', 'application/json'],
          ['Connection', keepAlive ? 'keep-alive' : 'close'],
        ];
        let label: string;
        if (chosen.kind === 'declared') {
          headers.push(['Content-Length', String(chosen.declared(body.length))]);
          label = chosen.label;
        } else if (chosen.kind === 'header') {
          headers.push(['Content-Length', chosen.value]);
          label = `Content-Length "${chosen.value}"`;
        } else if (chosen.kind === 'duplicate') {
          headers.push(
            ['Content-Length', String(body.length)],
            ['Content-Length', String(body.length + chosen.delta)],
          );
          label = `two Content-Length headers (${chosen.delta})`;
        } else {
          headers.push(['Content-Length', String(body.length)], ['Transfer-Encoding', 'chunked']);
          label = 'Content-Length with chunked encoding';
        }
        const shown = `${request.path} ${label} ${keepAlive ? 'keep-alive' : 'close'}`;
        const result = await exchange(port, rawRequest('POST', request.path, headers, body), DEADLINE_MS);
        assert.ok(
          result.closedByServer,
          `the server neither answered nor closed within ${DEADLINE_MS} ms (${shown})`,
        );
        assert.ok(result.answers.length > 0, `no answer at all (${shown})`);
        tally.record(...result.answers.map((answer) => checkContractAnswer(answer, shown)));
        await assertAlive(t);
      }),
      fuzzParameters(40),
    );
    context.diagnostic(tally.summary('Content-Length lies'));
    assert.equal(tally.serverErrors, 0);
  });

  test('the tasks stored before the fuzzing are byte-for-byte unchanged', () => {
    assert.equal(snapshotTasks(t, storedUids(stored)), stored.snapshot);
  });
});
