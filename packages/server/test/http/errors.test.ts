// Every rejection a client can cause answers the contract's status, code and a message naming the cause.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, OUTLINE_PATH, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp({ env: { BODY_LIMIT_BYTES: String(64 * 1024), UPLOAD_LIMIT_BYTES: '1000' } });
});
after(() => t.close());

async function post(payload: unknown, headers: Record<string, string> = {}) {
  const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
  const response = await t.app.inject({
    method: 'POST',
    url: OUTLINE_PATH,
    headers: { 'content-type': 'application/json', ...t.auth(), ...headers },
    body,
  });
  return { status: response.statusCode, headers: response.headers, json: response.json() };
}

interface ErrorReply {
  status: number;
  json: { code: number; message: string; data: unknown };
}

function assertError(result: ErrorReply, code: number, messagePart: RegExp) {
  assert.equal(result.status, Math.floor(code / 100), `status for ${code}: ${JSON.stringify(result.json)}`);
  assert.equal(result.json.code, code);
  assert.equal(result.json.data, null);
  assert.match(result.json.message, messagePart);
}

describe('40001: body is not a JSON object', () => {
  test('malformed JSON', async () => assertError(await post('{"mode":'), 40001, /not valid JSON/));
  test('an array', async () => assertError(await post('[1,2]'), 40001, /JSON object/));
  test('a string', async () => assertError(await post('"hello"'), 40001, /JSON object/));
  test('empty body', async () => assertError(await post(''), 40001, /empty/));
});

describe('40002: missing, wrong type, unknown value, too long', () => {
  test('mode missing', async () =>
    assertError(await post({ job: 'x', type: 'social' }), 40002, /mode is required/));
  test('unknown mode', async () =>
    assertError(
      await post({ mode: 'magic' }),
      40002,
      /mode must be one of: ai-template, optimize-local-resume/,
    ));
  test('type missing for ai-template', async () =>
    assertError(
      await post({ mode: 'ai-template', job: 'Nurse' }),
      40002,
      /type is required when mode is ai-template/,
    ));
  test('job missing for ai-template', async () =>
    assertError(await post({ mode: 'ai-template', type: 'social' }), 40002, /job is required/));
  test('unknown type', async () =>
    assertError(
      await post({ mode: 'ai-template', type: 'senior', job: 'x' }),
      40002,
      /type must be one of: intern, campus, social/,
    ));
  test('stream is not a boolean', async () =>
    assertError(
      await post({ mode: 'ai-template', type: 'social', job: 'x', stream: 'false' }),
      40002,
      /stream must be a boolean/,
    ));
  test('job too long', async () =>
    assertError(
      await post({ mode: 'ai-template', type: 'social', job: 'a'.repeat(101) }),
      40002,
      /job is too long: at most 100/,
    ));
  test('job blank', async () =>
    assertError(
      await post({ mode: 'ai-template', type: 'social', job: '   ' }),
      40002,
      /job must not be empty/,
    ));
  test('upload fields missing for optimize-local-resume', async () =>
    assertError(
      await post({ mode: 'optimize-local-resume', uploadFileType: 'txt' }),
      40002,
      /uploadContent is required/,
    ));
});

describe('40003: a field the mode forbids', () => {
  test('upload fields with ai-template', async () =>
    assertError(
      await post({
        mode: 'ai-template',
        type: 'social',
        job: 'x',
        uploadFileType: 'pdf',
        uploadContent: 'AAAA',
      }),
      40003,
      /uploadFileType must not be sent when mode is ai-template/,
    ));
  test('job with optimize-local-resume', async () =>
    assertError(
      await post({
        mode: 'optimize-local-resume',
        job: 'x',
        uploadFileType: 'txt',
        uploadContent: 'aGVsbG8=',
      }),
      40003,
      /job must not be sent when mode is optimize-local-resume/,
    ));
});

describe('uploads: 40004, 41301, 41501', () => {
  const upload = (uploadFileType: string, uploadContent: string) =>
    post({ mode: 'optimize-local-resume', uploadFileType, uploadContent, stream: false });
  test('not base64', async () => assertError(await upload('txt', 'this is not base64!'), 40004, /base64/));
  test('decodes to nothing', async () => assertError(await upload('txt', ''), 40004, /empty|base64/));
  test('over the decoded limit', async () =>
    assertError(await upload('txt', Buffer.alloc(2000, 'a').toString('base64')), 41301, /limit|MiB|bytes/));
  test('unsupported type', async () =>
    assertError(await upload('exe', 'aGVsbG8='), 41501, /uploadFileType "exe" is not supported/));
  test('bytes are not what the type names', async () =>
    assertError(await upload('pdf', Buffer.from('just some text').toString('base64')), 41501, /pdf/i));
});

describe('transport errors', () => {
  test('41502: Content-Type is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: OUTLINE_PATH,
      headers: { 'content-type': 'text/plain', ...t.auth() },
      body: 'hello',
    });
    assert.equal(response.statusCode, 415);
    assert.equal(response.json().code, 41502);
    assert.match(response.json().message, /application\/json/);
  });
  test('41301: body over the limit', async () => {
    const result = await post({
      mode: 'ai-template',
      type: 'social',
      job: 'x',
      padding: 'a'.repeat(70 * 1024),
    });
    assertError(result, 41301, /larger than this endpoint's limit of 64 KiB/);
  });
  test('40402: unknown route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nothing', headers: t.auth() });
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().code, 40402);
  });
  test('40501: wrong method names the allowed one', async () => {
    const response = await t.app.inject({ method: 'GET', url: OUTLINE_PATH, headers: t.auth() });
    assert.equal(response.statusCode, 405);
    assert.equal(response.json().code, 40501);
    assert.equal(response.headers.allow, 'POST');
  });
  test('a streaming request that fails before the first event gets JSON, not an event stream', async () => {
    const result = await post({ mode: 'ai-template', type: 'social' });
    assert.match(String(result.headers['content-type']), /application\/json/);
    assert.equal(result.json.code, 40002);
  });
});
