// /openapi.json names every operation (operationId, what code generators name methods by), declares the
// headers clients send (Idempotency-Key, Last-Event-ID) and read (RateLimit, Retry-After, X-Request-Id), and
// lists the operational endpoints; each declared header is one the live server really sends or reads.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

interface Operation {
  operationId?: string;
  security?: unknown[];
  parameters?: { name: string; in: string; required?: boolean }[];
  responses: Record<string, { headers?: Record<string, unknown> }>;
}

let t: TestApp;
let paths: Record<string, Record<string, Operation>>;
before(async () => {
  t = await createTestApp();
  paths = (await t.app.inject('/openapi.json')).json().paths;
});
after(() => t.close());

const BASE = '/api/v1/service/resume';

function operations(): [string, Operation][] {
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]): [string, Operation] => [
      `${method.toUpperCase()} ${path}`,
      operation,
    ]),
  );
}

describe('/openapi.json for code generators', () => {
  test('every operation has an operationId, each one different', () => {
    const ids = operations().map(([name, operation]) => [name, operation.operationId]);
    assert.ok(ids.length >= 10, `${ids.length} operations`);
    for (const [name, id] of ids) assert.match(String(id), /^[a-z][A-Za-z]+$/, `${name} has an operationId`);
    assert.equal(new Set(ids.map(([, id]) => id)).size, ids.length, 'operationIds are unique');
    assert.equal(paths[`${BASE}/task`]?.post?.operationId, 'createTask');
    assert.equal(paths[`${BASE}/content`]?.post?.operationId, 'generateContent');
  });

  test('shapes used in several places are named components, referenced where they are used', async () => {
    const document = (await t.app.inject('/openapi.json')).json();
    const schemas = document.components.schemas as Record<string, unknown>;
    for (const name of ['Section', 'TaskView', 'TaskCreated', 'ErrorEnvelope'])
      assert.ok(schemas[name], name);
    // Outside the examples, no operation spells out a section: each one refers to the component.
    const withoutExamples = JSON.stringify(document.paths, (key, value: unknown) =>
      key === 'examples' || key === 'example' ? undefined : value,
    );
    assert.doesNotMatch(withoutExamples, /"subTitle"/);
    assert.match(withoutExamples, /"#\/components\/schemas\/Section"/);
    assert.match(withoutExamples, /"#\/components\/schemas\/TaskView"/);
    // Every reference names a component that exists.
    for (const [, name] of JSON.stringify(document).matchAll(/#\/components\/schemas\/(\w+)/g))
      assert.ok(schemas[name!], `${name} is a component`);
  });

  test('the operational endpoints are listed, with no key required, and answer as documented', async () => {
    for (const [path, id] of [
      ['/healthz', 'getHealth'],
      ['/readyz', 'getReadiness'],
      ['/metrics', 'getMetrics'],
    ] as const) {
      const operation = paths[path]?.get;
      assert.equal(operation?.operationId, id);
      assert.deepEqual(operation?.security, [], `${path} needs no key`);
      const answer = await t.app.inject(path);
      assert.ok(Object.keys(operation?.responses ?? {}).includes(String(answer.statusCode)), path);
    }
  });

  test('Idempotency-Key and Last-Event-ID are declared where the server reads them', async () => {
    const header = (path: string, name: string) =>
      paths[`${BASE}${path}`]?.post?.parameters?.find((parameter) => parameter.name === name);
    assert.deepEqual(
      [header('/task', 'Idempotency-Key')?.in, header('/task', 'Idempotency-Key')?.required],
      ['header', false],
    );
    assert.equal(header('/content', 'Last-Event-ID')?.in, 'header');
    // The declared Idempotency-Key does what the document says: the same key and body answer one task.
    const create = () =>
      t.app.inject({
        method: 'POST',
        url: `${BASE}/task`,
        headers: { ...t.auth(), 'idempotency-key': 'openapi-doc-1' },
        payload: { outline: '# Nurse\n\n## Basic Information\n- Name: Ada\n' },
      });
    const [first, second] = [await create(), await create()];
    assert.equal(first.json().data.uid, second.json().data.uid);
  });

  test('answers declare the RateLimit headers and X-Request-Id the server sends; refusals declare Retry-After', async () => {
    const task = paths[`${BASE}/task/{uid}`]?.get;
    for (const name of ['RateLimit', 'RateLimit-Policy', 'RateLimit-Remaining', 'X-Request-Id'])
      assert.ok(task?.responses['200']?.headers?.[name], `200 declares ${name}`);
    assert.ok(task?.responses['4XX']?.headers?.['Retry-After'], '4XX declares Retry-After');
    assert.equal(task?.responses['200']?.headers?.['Retry-After'], undefined);
    const answer = await t.app.inject({ method: 'GET', url: `${BASE}/task/tsk_missing`, headers: t.auth() });
    for (const name of ['ratelimit', 'ratelimit-policy', 'ratelimit-remaining', 'x-request-id'])
      assert.ok(answer.headers[name] !== undefined, `the server sends ${name}`);
  });
});
