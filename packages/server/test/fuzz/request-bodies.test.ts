// Fuzzes the bodies of the four endpoints (outline, task, content, parse): every answer is a success or a
// contract error, never a 5xx; the app keeps answering; tasks stored before are byte-for-byte unchanged.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ERROR_CODES } from '@resume/contract';
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
  contentBody,
  limitString,
  oddText,
  outlineBody,
  parseBody,
  taskBody,
  wireBody,
} from './arbitraries.ts';
import {
  assertAlive,
  checkContractAnswer,
  type StoredTasks,
  snapshotTasks,
  storedUids,
  storeTasks,
} from './contract-answer.ts';
import { AnswerTally, FUZZ_ENV, fuzzParameters } from './fuzz-settings.ts';

const CONTRACT_STATUSES = new Set([
  200,
  ...ERROR_CODES.filter((entry) => entry.code < 50_000).map((entry) => entry.status),
]);

/** Percent-encodes the UTF-8 of the text; a lone surrogate gets the three bytes UTF-8 forbids for it. */
function percentEncode(text: string): string {
  let encoded = '';
  for (const character of text) {
    const unit = character.codePointAt(0)!;
    const bytes =
      unit >= 0xd800 && unit <= 0xdfff
        ? [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        : [...Buffer.from(character)];
    for (const byte of bytes) {
      const plain = String.fromCharCode(byte);
      encoded += /[\w.~-]/.test(plain) ? plain : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    }
  }
  return encoded;
}

describe('fuzzed request bodies', () => {
  let t: TestApp;
  let stored: StoredTasks;
  before(async () => {
    t = await createTestApp({ env: FUZZ_ENV });
    stored = await storeTasks(t);
  });
  after(async () => {
    await t.close();
  });

  async function fuzzEndpoint(
    context: { diagnostic: (message: string) => void },
    path: string,
    body: fc.Arbitrary<unknown>,
    runs: number,
  ): Promise<void> {
    const tally = new AnswerTally();
    await fc.assert(
      fc.asyncProperty(wireBody(body), async (payload) => {
        const response = await t.app.inject({
          method: 'POST',
          url: path,
          headers: { ...t.auth(), 'content-type': 'application/json' },
          payload,
        });
        const shown = String(payload).slice(0, 300);
        tally.record(
          checkContractAnswer(
            {
              status: response.statusCode,
              contentType: String(response.headers['content-type'] ?? ''),
              body: response.body,
            },
            `${path} ${shown}`,
          ),
        );
        await assertAlive(t);
      }),
      fuzzParameters(runs),
    );
    context.diagnostic(tally.summary(path));
    assert.equal(tally.serverErrors, 0);
  }

  test('outline: ai-template and optimize-local-resume bodies, modes mixed, uploads broken', async (context) => {
    await fuzzEndpoint(context, OUTLINE_PATH, outlineBody, 200);
  });

  test('task creation: outlines, jobs, types and locales of every kind', async (context) => {
    await fuzzEndpoint(context, TASK_PATH, taskBody, 200);
  });

  test('content: stored uids of both keys, altered uids, made-up ones', async (context) => {
    await fuzzEndpoint(context, CONTENT_PATH, contentBody([...stored.ownDone, ...stored.foreign]), 200);
  });

  test('parse: file types and base64 of every kind', async (context) => {
    await fuzzEndpoint(context, PARSE_PATH, parseBody, 150);
  });

  test('task GET and DELETE: odd uids in the path, stored uids of the other key', async (context) => {
    const tally = new AnswerTally();
    const uid = fc.oneof(
      fc.constantFrom(...stored.foreign),
      oddText,
      fc
        .tuple(fc.constantFrom(...stored.foreign, ...stored.ownDone), oddText)
        .map(([known, odd]) => known + odd),
      limitString.filter((text) => text.length < 70_000),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('GET', 'DELETE', 'HEAD'), uid, async (method, chosen) => {
        // A DELETE of the fuzzing key's own stored task would be a legitimate change: only GET reads those.
        if (
          method !== 'GET' &&
          stored.ownDone.some((own) => chosen.startsWith(own) && chosen.length === own.length)
        )
          return;
        const response = await t.app.inject({
          method: method as 'GET' | 'DELETE' | 'HEAD',
          url: `${TASK_PATH}/${percentEncode(chosen)}`,
          headers: t.auth(),
        });
        const shown = `${method} ${JSON.stringify(chosen).slice(0, 200)}`;
        if (method === 'HEAD') {
          // No body to check: the status is still one the contract uses.
          assert.ok(CONTRACT_STATUSES.has(response.statusCode), `${response.statusCode} ${shown}`);
          tally.record(`HEAD ${response.statusCode}`);
        } else {
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
        }
        await assertAlive(t);
      }),
      fuzzParameters(150),
    );
    context.diagnostic(tally.summary(`${TASK_PATH}/:uid`));
    assert.equal(tally.serverErrors, 0);
  });

  test('the tasks stored before the fuzzing are byte-for-byte unchanged', () => {
    assert.equal(snapshotTasks(t, storedUids(stored)), stored.snapshot);
  });
});
