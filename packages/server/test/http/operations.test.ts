// Operational endpoints: health, readiness, metrics, the OpenAPI document and its rendered docs.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { ERROR_CODES } from '@resume/contract';
import { FakeGenerator } from '../helpers/fake-generator.ts';
import { createTestApp, OUTLINE_PATH, type TestApp } from '../helpers/test-app.ts';

/** A generator whose readiness check never settles, as a provider that accepts and then hangs. */
class HangingGenerator extends FakeGenerator {
  readinessCalls = 0;
  override checkReady(): Promise<void> {
    this.readinessCalls += 1;
    return new Promise(() => undefined);
  }
}

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

describe('operations', () => {
  test('/healthz and /readyz', async () => {
    assert.deepEqual((await t.app.inject('/healthz')).json(), { status: 'ok' });
    const ready = await t.app.inject('/readyz');
    assert.equal(ready.statusCode, 200);
    assert.equal(ready.json().status, 'ready');
  });

  test('/readyz names a dependency that does not answer within READINESS_TIMEOUT_MS, probing it once at a time', async () => {
    const generator = new HangingGenerator();
    const hung = await createTestApp({ generator, env: { READINESS_TIMEOUT_MS: '300' } });
    try {
      const started = performance.now();
      const answers = await Promise.all([hung.app.inject('/readyz'), hung.app.inject('/readyz')]);
      const ms = performance.now() - started;
      for (const answer of answers) {
        assert.equal(answer.statusCode, 503);
        assert.deepEqual(answer.json(), { status: 'unavailable', unavailable: ['generator'] });
      }
      assert.ok(ms >= 250 && ms < 2_000, `answered after ${Math.round(ms)} ms`);
      assert.equal(generator.readinessCalls, 1, 'the second /readyz waited on the probe in flight');
      assert.deepEqual((await hung.app.inject('/healthz')).json(), { status: 'ok' });
    } finally {
      await hung.close();
    }
  });

  test('/metrics exposes requests, latency, open streams and time to first event', async () => {
    const base = await t.listen();
    const response = await fetch(`${base}${OUTLINE_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...t.auth() },
      body: JSON.stringify({ mode: 'ai-template', type: 'social', job: 'Chef' }),
    });
    await response.text();
    const metrics = (await t.app.inject('/metrics')).body;
    assert.match(
      metrics,
      /http_requests_total\{method="POST",route="\/api\/v1\/service\/resume\/outline",status="200"\} \d+/,
    );
    assert.match(metrics, /http_request_duration_seconds_bucket/);
    assert.match(metrics, /sse_open_streams\{endpoint="outline"\} 0/);
    assert.match(metrics, /sse_time_to_first_event_seconds_count\{endpoint="outline"\} 1/);
  });

  test('/openapi.json describes every endpoint with the schemas the server validates with', async () => {
    const document = (await t.app.inject('/openapi.json')).json();
    assert.equal(document.openapi, '3.1.0');
    const paths = Object.keys(document.paths);
    for (const path of [
      '/api/v1/service/resume/outline',
      '/api/v1/service/resume/content',
      '/api/v1/service/resume/task',
      '/api/v1/service/resume/task/{uid}',
      '/api/v1/service/resume/parse',
    ]) {
      assert.ok(paths.includes(path), path);
    }
    const outline = document.paths['/api/v1/service/resume/outline'].post;
    const body = outline.requestBody.content['application/json'].schema;
    assert.deepEqual(body.required, ['mode']);
    assert.equal(body.properties.job.maxLength, 100);
    // The operational routes are listed (for generated clients and monitors), needing no key.
    for (const path of ['/healthz', '/readyz', '/metrics'])
      assert.deepEqual(document.paths[path]?.get?.security, [], `${path} is listed, with no key`);
  });

  test('/docs renders the API document', async () => {
    const response = await t.app.inject('/docs/');
    assert.equal(response.statusCode, 200);
    assert.match(response.body, /swagger-ui/i);
    const bundle = await t.app.inject('/docs/static/swagger-ui-bundle.js');
    assert.equal(
      bundle.statusCode,
      200,
      'the scripts of the page are served locally, nothing from the internet',
    );
  });

  test('docs/errors.md lists exactly the codes of the contract', () => {
    const doc = readFileSync(new URL('../../../../docs/errors.md', import.meta.url), 'utf8');
    const documented = [...doc.matchAll(/^\|\s*(\d{3})\s*\|\s*(\d{5})\s*\|/gm)].map((match) =>
      Number(match[2]),
    );
    assert.deepEqual(
      documented,
      ERROR_CODES.map((info) => info.code),
    );
  });
});
