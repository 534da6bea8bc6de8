// API keys and resume content never reach the log, and a wrong key takes the same time to refuse whatever
// it shares with a real one (keys are hashed before anything compares them).
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import pino from 'pino';
import { createApiKey } from '../../src/auth/api-keys.ts';
import { Authenticator } from '../../src/auth/authenticator.ts';
import { openSqliteDatabase } from '../../src/store/sqlite-database.ts';
import { SQLiteKeyStore } from '../../src/store/sqlite-key-store.ts';
import {
  CONTENT_PATH,
  createTestApp,
  OUTLINE_PATH,
  PARSE_PATH,
  TASK_PATH,
  type TestApp,
} from '../helpers/test-app.ts';

const KEY_PREFIX = 'rsk_';
const RESUME_MARKER = 'Zebulon-Quartermaine-7G4K';

/** Everything a trace-level pino logger writes, kept in memory. */
function captureLog(): { logger: pino.Logger; text: () => string; lines: () => number } {
  const chunks: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return {
    // A bare logger, without main.ts's redaction paths: what buildApp itself logs must be clean.
    logger: pino({ level: 'trace' }, sink),
    text: () => chunks.join(''),
    lines: () => chunks.join('').split('\n').filter(Boolean).length,
  };
}

/** The pieces of a key that must not leak: the key, its secret part, and every 12-character slice of it. */
function secretPieces(key: string): string[] {
  const secret = key.startsWith(KEY_PREFIX) ? key.slice(KEY_PREFIX.length) : key;
  const slices: string[] = [];
  for (let start = 0; start + 12 <= secret.length; start += 1) slices.push(secret.slice(start, start + 12));
  return [key, secret, ...slices];
}

function assertAbsent(log: string, pieces: readonly string[], what: string): void {
  for (const piece of pieces) assert.ok(!log.includes(piece), `${what} appears in the log ("${piece}")`);
}

describe('keys and resumes never reach the log', () => {
  let t: TestApp;
  let base: string;
  const log = captureLog();
  const wrongKey = createApiKey('never stored', new Date()).key;

  before(async () => {
    t = await createTestApp({ logger: log.logger });
    base = await t.listen();
  });
  after(() => t.close());

  async function send(
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: unknown,
  ): Promise<{ status: number; body: string }> {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    return { status: response.status, body: await response.text() };
  }

  test('good and bad keys, in the header, the query string, X-Api-Key and body fields', async () => {
    const outline = { mode: 'ai-template', type: 'social', job: 'Chef', stream: false };
    const nearMiss = `${t.key.slice(0, -1)}${t.key.endsWith('A') ? 'B' : 'A'}`;
    for (const key of [t.key, wrongKey, nearMiss]) {
      await send('POST', OUTLINE_PATH, { authorization: `Bearer ${key}` }, outline);
      await send('POST', OUTLINE_PATH, { authorization: `bearer   ${key}  ` }, outline);
      await send('POST', OUTLINE_PATH, { authorization: `Basic ${key}` }, outline);
      await send('POST', OUTLINE_PATH, { authorization: `Bearer ${key} extra` }, outline);
      await send('POST', `${OUTLINE_PATH}?api_key=${key}&key=${encodeURIComponent(key)}`, {}, outline);
      await send('POST', `${OUTLINE_PATH}?api_key=${key}`, t.auth(), outline);
      await send('GET', `/healthz?token=${key}`, {});
      await send('GET', `/no/such/route?api_key=${key}`, {});
      await send('POST', OUTLINE_PATH, { 'x-api-key': key }, outline);
      await send('POST', OUTLINE_PATH, { ...t.auth(), 'x-api-key': key }, { ...outline, apiKey: key });
      await send('POST', TASK_PATH, t.auth(), { outline: '# Chef\n', key, authorization: `Bearer ${key}` });
      await send('POST', TASK_PATH, t.auth(), `{"outline": "# Chef", "apiKey": "${key}"`);
    }
    // A flood of failures from one address is refused with 42901 (logged too).
    for (let attempt = 0; attempt < 35; attempt += 1) {
      await send('POST', OUTLINE_PATH, { authorization: `Bearer ${wrongKey}` }, outline);
    }
    assert.ok(log.lines() > 50, 'requests were logged at all');
    for (const key of [t.key, wrongKey, nearMiss]) assertAbsent(log.text(), secretPieces(key), 'a key');
  });

  test('a marker in an uploaded resume, an outline and a broken body never appears in the log', async () => {
    const t2 = await createTestApp({ logger: log.logger });
    try {
      const base2 = await t2.listen();
      const resume = `${RESUME_MARKER}\n${RESUME_MARKER.toLowerCase()}@example.com\n\nExperience\nAcme, Engineer, 2020 - 2023\n- Built ${RESUME_MARKER} tools\n`;
      const upload = Buffer.from(resume).toString('base64');
      const post = (path: string, body: unknown) =>
        fetch(`${base2}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...t2.auth() },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        }).then(async (response) => ({ status: response.status, body: await response.text() }));

      const outline = await post(OUTLINE_PATH, {
        mode: 'optimize-local-resume',
        uploadFileType: 'txt',
        uploadContent: upload,
        stream: false,
      });
      assert.equal(JSON.parse(outline.body).code, 0);
      assert.ok(outline.body.includes(RESUME_MARKER), 'the marker reached the answer');
      await post(OUTLINE_PATH, {
        mode: 'optimize-local-resume',
        uploadFileType: 'txt',
        uploadContent: upload,
      });
      assert.equal(
        JSON.parse(
          (await post(PARSE_PATH, { uploadFileType: 'txt', uploadContent: upload, stream: false })).body,
        ).code,
        0,
      );
      // Refused uploads: the wrong type, and a file that is not what it claims.
      assert.equal(
        JSON.parse((await post(PARSE_PATH, { uploadFileType: 'pdf', uploadContent: upload })).body).code,
        41501,
      );
      assert.equal(
        JSON.parse((await post(PARSE_PATH, { uploadFileType: 'exe', uploadContent: upload })).body).code,
        41501,
      );
      const task = JSON.parse(
        (await post(TASK_PATH, { outline: `# Engineer\n\n## Basic Information\n- Name: ${RESUME_MARKER}\n` }))
          .body,
      );
      assert.equal(task.code, 0);
      await post(CONTENT_PATH, { uid: task.data.uid, stream: false });
      await post(CONTENT_PATH, { uid: task.data.uid });
      await post(TASK_PATH, `{"outline": "# ${RESUME_MARKER}", `);
      await post(TASK_PATH, { outline: `# ${RESUME_MARKER}`, job: RESUME_MARKER.repeat(10) });
      await post(OUTLINE_PATH, {
        mode: 'ai-template',
        type: 'social',
        job: RESUME_MARKER,
        uploadContent: upload,
      });
    } finally {
      await t2.close();
    }
    assertAbsent(log.text(), [RESUME_MARKER, RESUME_MARKER.toLowerCase()], 'resume content');
  });
});

/**
 * Timing of wrong keys. What makes it constant is structural: the Authenticator hashes the presented
 * key (SHA-256) and looks the hash up in the key store's unique index, so nothing ever compares the
 * key's characters; environment keys are compared hash to hash with timingSafeEqual, every one of
 * them. This test guards that structure against a regression such as a lookup by the key's public
 * prefix followed by a comparison only when the prefix matches (then keys sharing 10 or more first
 * characters would do extra work). A JavaScript `===` on the raw key would differ by nanoseconds,
 * below what any in-process measurement on a shared machine resolves; the structure rules that out.
 *
 * The statistic: samples are taken in rounds, each round calling every group once in a shuffled
 * order, so a slow moment of the machine hits all groups alike. For each group the paired
 * difference to the reference group (no characters shared, no `rsk_` prefix) is taken per round and
 * the median of those differences is compared with the reference median: the median ignores the
 * long tail of garbage-collection and scheduling pauses, and pairing removes drift. A difference
 * within 20% of the reference median passes. The calibration below runs the same statistic on a
 * deliberately leaky authenticator (the prefix lookup above) and checks that it is flagged, so the
 * bound is shown to be tight enough to catch a leak of that kind and no test passes vacuously.
 */
describe('wrong keys take the same time to refuse, whatever they share with a real one', () => {
  const ROUNDS = 3000;
  const WARM_UP_ROUNDS = 300;
  const BOUND = 0.2;

  const database = openSqliteDatabase(':memory:');
  const keyStore = new SQLiteKeyStore(database);
  const created = createApiKey('real', new Date());
  const real = created.key;
  before(async () => {
    await keyStore.insert(created.record, created.keyHash);
    // A realistic store: the real key among many others.
    for (let index = 0; index < 200; index += 1) {
      const other = createApiKey(`other ${index}`, new Date());
      await keyStore.insert(other.record, other.keyHash);
    }
  });
  after(() => database.close());

  /** Wrong keys of the real key's length sharing exactly `shared` first characters with it. */
  function wrongKeys(shared: number, count: number): string[] {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    return Array.from({ length: count }, (_, index) => {
      let key = real.slice(0, shared);
      for (let position = shared; position < real.length; position += 1) {
        const same = real[position]!;
        let character = alphabet[(position * 7 + index * 13) % alphabet.length]!;
        if (character === same) character = alphabet[(alphabet.indexOf(same) + 1) % alphabet.length]!;
        key += character;
      }
      return key;
    });
  }

  const GROUPS: { name: string; shared: number }[] = [
    { name: 'shares nothing (no rsk_ prefix)', shared: 0 },
    { name: 'shares the rsk_ prefix only', shared: KEY_PREFIX.length },
    { name: 'shares 8 characters', shared: 8 },
    { name: 'shares 16 characters', shared: 16 },
    { name: 'shares 31 characters', shared: 31 },
    { name: 'shares all but the last character', shared: real.length - 1 },
  ];

  async function timeOne(authenticate: (header: string) => Promise<unknown>, key: string): Promise<number> {
    const started = process.hrtime.bigint();
    try {
      await authenticate(`Bearer ${key}`);
    } catch {
      // Every key here is wrong: the refusal is what is timed.
    }
    return Number(process.hrtime.bigint() - started);
  }

  /** For each group, the median paired difference to group 0, as a fraction of group 0's median. */
  async function relativeDifferences(authenticate: (header: string) => Promise<unknown>): Promise<number[]> {
    const keys = GROUPS.map((group) => wrongKeys(group.shared, 64));
    const samples = GROUPS.map(() => [] as number[]);
    let shuffle = 1;
    for (let round = 0; round < WARM_UP_ROUNDS + ROUNDS; round += 1) {
      const order = GROUPS.map((_, index) => index);
      for (let index = order.length - 1; index > 0; index -= 1) {
        shuffle = (shuffle * 1_103_515_245 + 12_345) % 2_147_483_648;
        const other = shuffle % (index + 1);
        [order[index], order[other]] = [order[other]!, order[index]!];
      }
      for (const group of order) {
        const nanoseconds = await timeOne(authenticate, keys[group]![round % 64]!);
        if (round >= WARM_UP_ROUNDS) samples[group]!.push(nanoseconds);
      }
    }
    const reference = samples[0]!;
    const referenceMedian = median(reference);
    return samples.map(
      (group) => median(group.map((value, round) => value - reference[round]!)) / referenceMedian,
    );
  }

  test('the authenticator: every group within 20% of the reference median', async (context) => {
    const authenticator = new Authenticator(keyStore, [
      'env-key-one-0123456789abcdef',
      'env-key-two-0123456789abcdef',
    ]);
    assert.ok(wrongKeys(31, 1)[0]!.length === real.length && wrongKeys(31, 1)[0] !== real);
    await assert.rejects(authenticator.authenticate(`Bearer ${wrongKeys(35, 1)[0]}`), { code: 40102 });
    const differences = await relativeDifferences((header) => authenticator.authenticate(header));
    context.diagnostic(
      GROUPS.map((group, index) => `${group.name}: ${(differences[index]! * 100).toFixed(1)}%`).join('; '),
    );
    for (const [index, difference] of differences.entries()) {
      assert.ok(Math.abs(difference) <= BOUND, `${GROUPS[index]!.name}: ${(difference * 100).toFixed(1)}%`);
    }
  });

  test('calibration: the same statistic flags an authenticator that does more work when the prefix matches', async (context) => {
    const byPrefix = database.prepare(
      'SELECT key_hash FROM api_keys WHERE prefix = ? AND revoked_at IS NULL',
    );
    const authenticator = new Authenticator(keyStore, []);
    const leaky = async (header: string) => {
      const key = header.slice('Bearer '.length);
      // The leak: the stored hash is fetched and compared only when the public prefix matches.
      const row = byPrefix.get(key.slice(0, KEY_PREFIX.length + 6)) as { key_hash: string } | undefined;
      if (row) return authenticator.authenticate(header);
      throw new Error('unknown key');
    };
    const differences = await relativeDifferences(leaky);
    context.diagnostic(
      `leaky: ${GROUPS.map((group, index) => `${group.name}: ${(differences[index]! * 100).toFixed(1)}%`).join('; ')}`,
    );
    const flagged = GROUPS.filter((_, index) => Math.abs(differences[index]!) > BOUND).map(
      (group) => group.shared,
    );
    assert.deepEqual(
      flagged,
      [16, 31, real.length - 1],
      'exactly the groups past the 10-character prefix are flagged',
    );
  });
});

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
