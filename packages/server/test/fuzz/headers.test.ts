// Fuzzes request headers (Authorization, Content-Type, Idempotency-Key, Accept, X-Request-Id, Last-Event-ID)
// on every endpoint: only contract answers, never a 5xx, a junk request id never echoed, stored tasks unchanged.
import assert from 'node:assert/strict';
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
import { headerJunk } from './arbitraries.ts';
import {
  assertAlive,
  checkContractAnswer,
  type StoredTasks,
  snapshotTasks,
  storedUids,
  storeTasks,
} from './contract-answer.ts';
import { AnswerTally, FUZZ_ENV, fuzzParameters } from './fuzz-settings.ts';

/** A header either absent, one of the values that matter, or junk. */
function headerValue(meaningful: fc.Arbitrary<string>): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(undefined) },
    { weight: 4, arbitrary: meaningful },
    { weight: 2, arbitrary: headerJunk },
  );
}

/**
 * A header that is usually right (so requests get past it to the checks behind it), sometimes one of
 * the variants that matter, sometimes junk or absent.
 */
function mostlyRight(right: string, variants: fc.Arbitrary<string>): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant(right) },
    { weight: 4, arbitrary: headerValue(variants) },
  );
}

/** The requests to send the headers with: each endpoint, with a body it would accept. */
function endpoints(stored: StoredTasks) {
  const ownDone = stored.ownDone[0]!;
  const foreign = stored.foreign[0]!;
  const text = Buffer.from('Ada Lovelace\nada@example.com\n\nExperience\nProgrammer\n').toString('base64');
  return fc.constantFrom(
    { method: 'POST', url: OUTLINE_PATH, body: { mode: 'ai-template', type: 'social', job: 'Chef' } },
    {
      method: 'POST',
      url: OUTLINE_PATH,
      body: { mode: 'ai-template', type: 'social', job: 'Chef', stream: false },
    },
    { method: 'POST', url: TASK_PATH, body: { outline: '# Chef\n\n## Experience\n- Cooked\n' } },
    { method: 'POST', url: CONTENT_PATH, body: { uid: ownDone } },
    { method: 'POST', url: CONTENT_PATH, body: { uid: foreign } },
    { method: 'POST', url: PARSE_PATH, body: { uploadFileType: 'txt', uploadContent: text, stream: false } },
    { method: 'GET', url: `${TASK_PATH}/${ownDone}`, body: undefined },
    { method: 'GET', url: `${TASK_PATH}/${foreign}`, body: undefined },
    // Only a uid nobody has: the other key is among the Authorization values and may delete its own.
    { method: 'DELETE', url: `${TASK_PATH}/tsk_doesnotexist`, body: undefined },
  );
}

describe('fuzzed headers', () => {
  let t: TestApp;
  let stored: StoredTasks;
  before(async () => {
    t = await createTestApp({ env: FUZZ_ENV });
    stored = await storeTasks(t);
  });
  after(async () => {
    await t.close();
  });

  test('Authorization, Content-Type, Idempotency-Key, Accept, X-Request-Id, Last-Event-ID, X-Api-Key', async (context) => {
    const tally = new AnswerTally();
    const key = t.key;
    const authorization = mostlyRight(
      `Bearer ${key}`,
      fc.constantFrom(
        `Bearer ${key}`,
        `bearer ${key}`,
        `BEARER   ${key}  `,
        `Bearer ${key}x`,
        `Bearer ${key.slice(0, -1)}`,
        `Bearer ${key.toUpperCase()}`,
        `Bearer ${key} ${key}`,
        `Bearer ${key}, Bearer ${t.otherKey}`,
        `Bearer ${t.otherKey}`,
        'Bearer',
        'Bearer ',
        `Basic ${Buffer.from(`user:${key}`).toString('base64')}`,
        `Token ${key}`,
        key,
        'Bearer rsk_',
        `Bearer ${'rsk_'.padEnd(4096, 'A')}`,
      ),
    );
    const contentType = mostlyRight(
      'application/json',
      fc.constantFrom(
        'application/json',
        'application/json; charset=utf-8',
        'APPLICATION/JSON',
        'application/json; charset=latin1',
        'application/json;charset="utf-8"',
        'application/jsonp',
        'application/json, text/plain',
        'application/vnd.api+json',
        'text/plain',
        'text/json',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        '*/*',
      ),
    );
    const idempotencyKey = headerValue(
      fc.constantFrom('order-1', 'order-1', '  padded  ', 'a'.repeat(255), 'a'.repeat(256), '中文'),
    );
    const accept = headerValue(fc.constantFrom('text/event-stream', 'application/json', '*/*', 'text/html'));
    const requestId = headerValue(
      fc.constantFrom('req-1', 'a'.repeat(64), 'a'.repeat(65), 'has space', '../x'),
    );
    const lastEventId = headerValue(
      fc.constantFrom('0', '1', '-1', '999999', '1000000', '1e2', '0x1', ' 2 '),
    );
    const apiKeyHeader = headerValue(fc.constant(key));
    await fc.assert(
      fc.asyncProperty(
        endpoints(stored),
        fc.record({
          authorization,
          'content-type': contentType,
          'idempotency-key': idempotencyKey,
          accept,
          'x-request-id': requestId,
          'last-event-id': lastEventId,
          'x-api-key': apiKeyHeader,
        }),
        async (endpoint, chosen) => {
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(chosen)) if (value !== undefined) headers[name] = value;
          const response = await t.app.inject({
            method: endpoint.method as 'GET' | 'POST' | 'DELETE',
            url: endpoint.url,
            headers,
            ...(endpoint.body ? { payload: JSON.stringify(endpoint.body) } : {}),
          });
          const shown = `${endpoint.method} ${endpoint.url} ${JSON.stringify(headers).slice(0, 300)}`;
          tally.record(
            checkContractAnswer(
              {
                status: response.statusCode,
                contentType: String(response.headers['content-type'] ?? ''),
                body: response.body,
              },
              shown,
            ),
          );
          // The request id is echoed only when it is a plain token; junk is replaced, never reflected.
          const echoed = String(response.headers['x-request-id'] ?? '');
          assert.match(echoed, /^[\w.-]{1,64}$/, shown);
          await assertAlive(t);
        },
      ),
      fuzzParameters(300),
    );
    context.diagnostic(tally.summary('headers'));
    assert.equal(tally.serverErrors, 0);
  });

  test('the tasks stored before the fuzzing are byte-for-byte unchanged', () => {
    assert.equal(snapshotTasks(t, storedUids(stored)), stored.snapshot);
  });
});
