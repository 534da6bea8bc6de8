// SSE reconnection with junk Last-Event-ID on a real socket (negative, huge, non-numeric, Unicode, past the
// end, repeated): a replay resumes exactly after the id or is refused with a contract code, and another
// key's task answers exactly like a uid that never existed.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { newTaskUid } from '../../src/http/routes/task.ts';
import { parseSSE } from '../helpers/sse.ts';
import { CONTENT_PATH, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { oddText } from './arbitraries.ts';
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

const DEADLINE_MS = 5000;

/** Last-Event-ID values: whole numbers inside and past the stored sections, and everything else. */
const lastEventId: fc.Arbitrary<Buffer> = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 12 }).map((id) => Buffer.from(String(id))) },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom(
        '-1',
        '-0',
        '999999',
        '1000000',
        '99999999999999999999',
        '1e3',
        '0x10',
        '+1',
        '1.0',
        ' 1 ',
        '01',
        'NaN',
        'Infinity',
        '',
        'null',
        '１',
        '١',
        '1\u0000',
        '1,2',
        'a'.repeat(8000),
      )
      .map((value) => Buffer.from(value, 'utf8')),
  },
  // Any UTF-8 (lone surrogates become U+FFFD) with the bytes HTTP forbids in a header replaced.
  {
    weight: 2,
    arbitrary: oddText.map((text) =>
      Buffer.from(Buffer.from(text, 'utf8').map((byte) => (byte < 0x20 || byte === 0x7f ? 0x3f : byte))),
    ),
  },
);

describe('fuzzed SSE reconnection (Last-Event-ID)', () => {
  let t: TestApp;
  let port: number;
  let stored: StoredTasks;
  let sectionCount: number;
  before(async () => {
    t = await createTestApp({ env: FUZZ_ENV });
    stored = await storeTasks(t);
    await t.listen();
    port = (t.app.server.address() as AddressInfo).port;
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/v1/service/resume/task/${stored.ownDone[0]}`,
      headers: t.auth(),
    });
    sectionCount = view.json().data.sections.length;
    assert.ok(sectionCount > 1);
  });
  after(async () => {
    await t.close();
  });

  async function reconnect(uid: string, ids: readonly Buffer[]) {
    const headers: [string, Buffer | string][] = [
      ['Authorization', `Bearer ${t.key}`],
      ['Content-Type', 'application/json'],
      ['Accept', 'text/event-stream'],
      ['Connection', 'close'],
      ...ids.map((id): [string, Buffer] => ['Last-Event-ID', id]),
    ];
    const body = JSON.stringify({ uid });
    const result = await exchange(
      port,
      rawRequest(
        'POST',
        CONTENT_PATH,
        [...headers, ['Content-Length', String(Buffer.byteLength(body))]],
        body,
      ),
      DEADLINE_MS,
    );
    assert.ok(result.closedByServer, 'the server closed the stream in time');
    assert.equal(result.answers.length, 1);
    return result.answers[0]!;
  }

  test('own finished task: resumes after the id, or a contract error; another key’s task: like a missing uid', async (context) => {
    const tally = new AnswerTally();
    const own = stored.ownDone[0]!;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          { weight: 5, arbitrary: lastEventId.map((id) => [id]) },
          { weight: 1, arbitrary: fc.tuple(lastEventId, lastEventId) },
        ),
        fc.constantFrom('own', 'foreign'),
        async (ids, whose) => {
          const shown = `${whose} Last-Event-ID ${ids.map((id) => JSON.stringify(id.toString('latin1').slice(0, 40))).join(', ')}`;
          if (whose === 'foreign') {
            const foreign = await reconnect(stored.foreign[0]!, ids);
            const missing = await reconnect(newTaskUid(), ids);
            tally.record(checkContractAnswer(foreign, shown));
            assert.equal(foreign.status, missing.status, shown);
            assert.equal(
              foreign.body,
              missing.body,
              `another key's task answers like a missing uid (${shown})`,
            );
            return;
          }
          const answer = await reconnect(own, ids);
          tally.record(checkContractAnswer(answer, shown));
          if (answer.status !== 200) return;
          // A resumed stream carries exactly the sections after the id. Two headers reach the server
          // joined ("1, 2"), which is never a whole number: a 200 had exactly one.
          // An empty Last-Event-ID is no id at all (EventSource sends one after a reset): from the start.
          const sent = ids[0]!.toString('latin1').trim();
          const after = sent === '' ? -1 : Number(sent);
          assert.ok(
            Number.isInteger(after) && after >= -1,
            `a stream was resumed only for a whole number (${shown})`,
          );
          const eventIds = parseSSE(answer.body).events.map((event) => Number(event.id));
          const expected = Array.from(
            { length: Math.max(0, sectionCount - after - 1) },
            (_, index) => after + 1 + index,
          );
          assert.deepEqual(eventIds, expected, shown);
        },
      ),
      fuzzParameters(100),
    );
    await assertAlive(t);
    context.diagnostic(tally.summary('Last-Event-ID'));
    assert.equal(tally.serverErrors, 0);
  });

  test('the tasks stored before the fuzzing are byte-for-byte unchanged', () => {
    assert.equal(snapshotTasks(t, storedUids(stored)), stored.snapshot);
  });
});
