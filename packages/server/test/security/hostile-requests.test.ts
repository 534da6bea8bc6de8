// A hostile client cannot freeze the server: bounded bodies, shallow JSON, timeouts, closed
// connections after failed auth, capped uploads, and a store that fails honestly.
import assert from 'node:assert/strict';
import net from 'node:net';
import { Writable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { zipSync } from 'fflate';
import pino from 'pino';
import { FakeGenerator } from '../helpers/fake-generator.ts';
import { base64, optimizeBody, post, withHealthzBetween } from '../helpers/hostile.ts';
import { CONTENT_PATH, createTestApp, OUTLINE_PATH, TASK_PATH, type TestApp } from '../helpers/test-app.ts';
import { minimalDocxEntries } from '../reading/fixtures.ts';

const MiB = 1024 * 1024;

/** A raw HTTP exchange: sends `head` and `body`, then reads until the server closes the connection. */
function rawExchange(
  port: number,
  head: string,
  body: string,
): Promise<{ response: string; closedByServer: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let response = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      response += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => resolve({ response, closedByServer: true }));
    socket.write(head + body);
  });
}

describe('request bodies', () => {
  let t: TestApp;
  let base: string;
  before(async () => {
    t = await createTestApp();
    base = await t.listen();
  });
  after(() => t.close());

  test('14 MB of nested arrays in an ignored field: 40001 naming the depth, four at once, /healthz answers', async () => {
    const nested = `${'['.repeat(7_000_000)}${']'.repeat(7_000_000)}`;
    const body = `{"mode":"optimize-local-resume","uploadFileType":"txt","uploadContent":"QUJD","junk":${nested}}`;
    const answers = await withHealthzBetween(
      base,
      Array.from({ length: 4 }, () => post(base, OUTLINE_PATH, body, t.auth())),
    );
    for (const answer of answers) {
      assert.equal(answer.status, 400);
      assert.equal(answer.body.code, 40001);
      assert.match(answer.body.message, /deeper than 32 levels/);
    }
  });

  test('a small body nested past the limit is refused too; 32 levels are accepted as JSON', async () => {
    const deep = await post(
      base,
      TASK_PATH,
      `{"outline":"# A","x":${'['.repeat(40)}${']'.repeat(40)}}`,
      t.auth(),
    );
    assert.equal(deep.body.code, 40001);
    const shallow = await post(
      base,
      TASK_PATH,
      `{"outline":"# A","x":${'['.repeat(30)}${']'.repeat(30)}}`,
      t.auth(),
    );
    assert.equal(shallow.body.code, 0);
  });

  test('routes without an upload have a 1 MiB body limit; the message names it', async () => {
    const padding = 'x'.repeat(2 * MiB);
    const cases: [string, string][] = [
      [CONTENT_PATH, JSON.stringify({ uid: 'tsk_x', junk: padding })],
      [TASK_PATH, JSON.stringify({ outline: '# A', junk: padding })],
      [OUTLINE_PATH, JSON.stringify({ mode: 'ai-template', type: 'social', job: 'Chef', junk: padding })],
    ];
    for (const [path, body] of cases) {
      const answer = await post(base, path, body, t.auth());
      assert.equal(answer.status, 413, path);
      assert.equal(answer.body.code, 41301, path);
      assert.match(answer.body.message, /limit of 1 MiB/, path);
    }
  });

  test('an upload of 3 MiB is within the outline limit', async () => {
    const text = `Ada Lovelace\nada@example.com\n\nExperience\n${'Wrote programs for the engine.\n'.repeat(3 * 34_000)}`;
    const answer = await post(
      base,
      OUTLINE_PATH,
      JSON.stringify({
        mode: 'optimize-local-resume',
        uploadFileType: 'txt',
        uploadContent: base64(text),
        stream: false,
      }),
      t.auth(),
    );
    assert.notEqual(answer.body.code, 41301);
  });
});

describe('uploads are read off the main thread, within caps', () => {
  let t: TestApp;
  let base: string;
  before(async () => {
    t = await createTestApp();
    base = await t.listen();
  });
  after(() => t.close());

  test('an ordinary 9 MiB text file: 42201 naming the text cap, four at once, /healthz answers', async () => {
    const line = 'Led the migration of the billing platform to event sourcing, cutting costs by 20%.\n';
    const text = `Ada Lovelace\n${line.repeat(Math.floor((9 * MiB) / line.length))}`;
    const body = optimizeBody('txt', text);
    const answers = await withHealthzBetween(
      base,
      Array.from({ length: 4 }, () => post(base, OUTLINE_PATH, body, t.auth())),
    );
    for (const answer of answers) {
      assert.equal(answer.body.code, 42201);
      assert.match(answer.body.message, /more than the 200000 a resume can have/);
    }
  });

  test('a DOCX whose XML unpacks past the markup cap (under the unpacked limit): 42201 "too large"', async () => {
    const paragraph = '<w:p><w:r><w:t>Built payment services at Example Co</w:t></w:r></w:p>';
    const docx = zipSync(
      minimalDocxEntries(`Ada</w:t></w:r></w:p>${paragraph.repeat(130_000)}<w:p><w:r><w:t>end`),
    );
    assert.ok(docx.length < MiB, 'a small file that unpacks to over 8 MiB of XML');
    const answers = await withHealthzBetween(base, [
      post(base, OUTLINE_PATH, optimizeBody('docx', docx), t.auth()),
      post(base, OUTLINE_PATH, optimizeBody('docx', docx), t.auth()),
    ]);
    for (const answer of answers) {
      assert.equal(answer.body.code, 42201);
      assert.match(answer.body.message, /too large: its text unpacks to more than 8 MiB of XML/);
    }
  });
});

describe('connections', () => {
  let t: TestApp;
  let port: number;
  before(async () => {
    t = await createTestApp({ env: { REQUEST_TIMEOUT_MS: '400', AUTH_FAILURES_PER_MINUTE: '3' } });
    port = Number(new URL(await t.listen()).port);
  });
  after(() => t.close());

  test('a body that never finishes arriving: 40001 "did not arrive in full", the connection closed', async () => {
    const head =
      `POST ${TASK_PATH} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${t.key}\r\n` +
      'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n';
    const { response, closedByServer } = await rawExchange(port, head, '{"outline":"# Slow');
    assert.ok(closedByServer);
    assert.match(response, /^HTTP\/1\.1 400 /);
    const body = JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4));
    assert.equal(body.code, 40001);
    assert.match(body.message, /did not arrive in full within/);
  });

  test('no key: 401 at once and the connection closed without reading the 10 MiB body', async () => {
    const head =
      `POST ${TASK_PATH} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${10 * MiB}\r\n\r\n`;
    const { response, closedByServer } = await rawExchange(port, head, '{"outline":"');
    assert.ok(closedByServer, 'the server closed the connection itself');
    assert.match(response, /^HTTP\/1\.1 401 /);
    assert.match(response, /\r\nconnection: close\r\n/i);
    assert.match(response, /"code":40101/);
  });
});

describe('failed authentication per address', () => {
  test('past the limit an address gets 42901 with Retry-After, whatever key it sends', async () => {
    const t = await createTestApp({ env: { AUTH_FAILURES_PER_MINUTE: '3' } });
    try {
      const ask = (key: string) =>
        t.app.inject({
          method: 'GET',
          url: `${TASK_PATH}/tsk_x`,
          headers: { authorization: `Bearer ${key}` },
        });
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const refused = await ask(`rsk_guess${attempt}`);
        assert.equal(refused.json().code, 40102);
        assert.equal(refused.headers.connection, 'close');
      }
      const blocked = await ask('rsk_guess4');
      assert.equal(blocked.statusCode, 429);
      assert.equal(blocked.json().code, 42901);
      assert.match(blocked.json().message, /missing or wrong API key from this address/);
      assert.ok(Number(blocked.headers['retry-after']) >= 1);
      // A right key from the same address learns nothing either, until the window passes.
      assert.equal((await ask(t.key)).json().code, 42901);
    } finally {
      await t.close();
    }
  });
});

describe('the store', () => {
  function captureLogs(): {
    logger: pino.Logger;
    lines: () => { level: number; msg: string; err?: { message?: string } }[];
  } {
    const chunks: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        chunks.push(String(chunk));
        done();
      },
    });
    const logger = pino({ level: 'debug' }, sink);
    return {
      logger,
      lines: () =>
        chunks
          .join('')
          .split('\n')
          .filter((line) => line.trim() !== '')
          .map((line) => JSON.parse(line)),
    };
  }

  test('a full database: 50301 with Retry-After, /readyz not ready, the disk error logged; both recover by themselves', async () => {
    const logs = captureLogs();
    const t = await createTestApp({ logger: logs.logger });
    try {
      const create = (outline: string) =>
        t.app.inject({ method: 'POST', url: TASK_PATH, headers: t.auth(), payload: { outline } });
      const kept = (await create('# Chef\n\n## Basic Information\n- Name: Auguste Escoffier\n')).json().data
        .uid;
      const pages = (t.database.prepare('PRAGMA page_count').get() as { page_count: number }).page_count;
      t.database.pragma(`max_page_count = ${pages}`);

      const refused = await create(`# Chef\n\n## Overview\n- ${'Cooked for thousands. '.repeat(2000)}\n`);
      assert.equal(refused.statusCode, 503);
      assert.equal(refused.json().code, 50301);
      assert.ok(refused.headers['retry-after']);
      assert.equal((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode, 503);
      assert.ok(
        logs.lines().some((line) => line.level >= 50 && /disk is full/.test(line.err?.message ?? '')),
        'the real error is in the log',
      );
      const stillThere = await t.app.inject({
        method: 'GET',
        url: `${TASK_PATH}/${kept}`,
        headers: t.auth(),
      });
      assert.equal(stillThere.json().data.uid, kept, 'nothing already stored is lost');

      t.database.pragma('max_page_count = 1073741823');
      assert.equal((await create('# Chef\n')).json().code, 0);
      assert.equal((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode, 200);
    } finally {
      await t.close();
    }
  });

  test('a read-only database: /readyz not ready and writes answer 50301; it recovers when writable again', async () => {
    const t = await createTestApp();
    try {
      t.database.pragma('query_only = ON');
      assert.equal((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode, 503);
      const refused = await t.app.inject({
        method: 'POST',
        url: TASK_PATH,
        headers: t.auth(),
        payload: { outline: '# A' },
      });
      assert.equal(refused.json().code, 50301);
      t.database.pragma('query_only = OFF');
      assert.equal((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode, 200);
    } finally {
      await t.close();
    }
  });

  test('a client that leaves mid-stream is logged at debug, never as an error', async () => {
    const logs = captureLogs();
    const t = await createTestApp({ logger: logs.logger });
    const slowGenerator = new FakeGenerator({ delayMs: 2000 });
    const slow = await createTestApp({ logger: logs.logger, generator: slowGenerator });
    try {
      const base = await t.listen();
      const slowBase = await slow.listen();
      // One client leaves before the first event: once the (slow) generator has been asked, it goes.
      const early = new AbortController();
      const leaving = fetch(`${slowBase}${OUTLINE_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...slow.auth() },
        body: JSON.stringify({ mode: 'ai-template', type: 'social', job: 'Chef' }),
        signal: early.signal,
      }).catch(() => undefined);
      while (slowGenerator.outlineCalls.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      early.abort();
      await leaving;
      // …and three leave mid-stream.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const controller = new AbortController();
        const response = await fetch(`${base}${OUTLINE_PATH}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...t.auth() },
          body: JSON.stringify({ mode: 'ai-template', type: 'social', job: 'Backend Engineer' }),
          signal: controller.signal,
        });
        const reader = response.body!.getReader();
        await reader.read();
        controller.abort();
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
      const loud = logs.lines().filter((line) => line.level >= 40);
      assert.deepEqual(loud, [], 'no warning or error for a client that left');
      assert.ok(
        logs.lines().some((line) => line.level === 20 && /client closed the connection/.test(line.msg)),
        'the early leave is logged at debug',
      );
    } finally {
      await t.close();
      await slow.close();
    }
  });
});
