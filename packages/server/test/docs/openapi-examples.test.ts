// /openapi.json carries examples for every endpoint, in both outline modes and both answer styles, and
// they are true: request examples run against the server, answer examples match the schemas and the framing.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ERROR_CODES, SectionSchema } from '@resume/contract';
import { FormatRegistry, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import {
  emptyEnvelopeSchema,
  outlineEnvelopeSchema,
  sectionsEnvelopeSchema,
  taskCreatedEnvelopeSchema,
  taskViewEnvelopeSchema,
} from '../../src/http/route-schemas.ts';
import { EXPORT_EXAMPLE_OUTLINE } from '../../src/http/routes/export.ts';
import { parseSSE } from '../helpers/sse.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

interface Media {
  schema: unknown;
  examples?: Record<string, { summary?: string; value: unknown }>;
}
interface Operation {
  parameters?: {
    name: string;
    in: string;
    examples?: Record<string, { summary?: string; value: unknown }>;
  }[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<
    string,
    { content?: Record<string, Media>; headers?: Record<string, { schema: { examples?: string[] } }> }
  >;
}

const BASE = '/api/v1/service/resume';
// The format of the task times (createdAt, updatedAt): what toISOString writes.
FormatRegistry.Set('date-time', (value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(value));
const STREAMING = ['outline', 'content', 'parse'] as const;

let t: TestApp;
let paths: Record<string, Record<string, Operation>>;
before(async () => {
  t = await createTestApp();
  paths = (await t.app.inject('/openapi.json')).json().paths;
});
after(() => t.close());

function operation(path: string, method: string): Operation {
  const found = paths[`${BASE}${path}`]?.[method];
  assert.ok(found, `${method.toUpperCase()} ${path} is in the document`);
  return found;
}

function examplesOf(media: Media | undefined): unknown[] {
  return Object.values(media?.examples ?? {}).map((example) => example.value);
}

function requestExamples(path: string): Record<string, unknown>[] {
  const examples = examplesOf(operation(path, 'post').requestBody?.content['application/json']);
  assert.ok(examples.length >= 2, `${path}: request examples`);
  return examples as Record<string, unknown>[];
}

function answerExamples(path: string, method: string, type: string): unknown[] {
  return examplesOf(operation(path, method).responses['200']?.content?.[type]);
}

/** The example of a media type that has exactly one. */
function onlyExample(media: Media | undefined, label: string): unknown {
  const examples = examplesOf(media);
  assert.equal(examples.length, 1, `${label}: one example`);
  return examples[0];
}

/** The page without its stylesheet, which the HTML example leaves out. */
function withoutStylesheet(html: string): string {
  return html.replace(/<style>[^<]*<\/style>/, '<style></style>');
}

function assertMatches(schema: TSchema, value: unknown, label: string): void {
  const errors = [...Value.Errors(schema, value)].map((error) => `${error.path}: ${error.message}`);
  assert.deepEqual(errors, [], label);
}

describe('/openapi.json examples', () => {
  test('the outline request shows both modes in both answer styles', () => {
    const combinations = requestExamples('/outline').map(
      (example) => `${example.mode} ${example.stream !== false}`,
    );
    for (const mode of ['ai-template', 'optimize-local-resume']) {
      for (const streamed of [true, false]) {
        assert.ok(combinations.includes(`${mode} ${streamed}`), `${mode}, stream ${streamed}`);
      }
    }
  });

  test('content and parse requests show both answer styles; task creation an outline of each mode', () => {
    for (const path of ['/content', '/parse']) {
      const styles = new Set(requestExamples(path).map((example) => example.stream !== false));
      assert.deepEqual([...styles].sort(), [false, true], path);
    }
    const outlines = requestExamples('/task').map((example) => String(example.outline));
    assert.ok(
      outlines.some((outline) => outline.includes('[')),
      'an outline with prompts, for a job',
    );
    assert.ok(
      outlines.some((outline) => outline.includes('Ada Lovelace')),
      'an outline from an upload',
    );
  });

  test('the streaming endpoints answer examples in JSON and as an event stream, framed as the server frames them', () => {
    for (const endpoint of STREAMING) {
      const json = answerExamples(`/${endpoint}`, 'post', 'application/json');
      const streams = answerExamples(`/${endpoint}`, 'post', 'text/event-stream');
      assert.ok(json.length >= 1 && streams.length >= 1, `${endpoint}: both answer styles`);
      const envelope = endpoint === 'outline' ? outlineEnvelopeSchema : sectionsEnvelopeSchema;
      for (const example of json) assertMatches(envelope, example, `${endpoint} JSON example`);
      for (const text of streams) {
        assert.equal(typeof text, 'string');
        const { events } = parseSSE(String(text));
        assert.ok(events.length >= 2, `${endpoint}: several events`);
        const data = events
          .filter((event) => event.event === undefined)
          .map((event) => JSON.parse(event.data));
        if (endpoint === 'outline') {
          const failed = events.some((event) => event.event === 'error');
          assert.deepEqual(
            data.map((event) => event.done),
            failed ? data.map(() => false) : [...data.slice(0, -1).map(() => false), true],
            'fragments, then one done:true (unless the stream failed)',
          );
          if (!failed) assert.equal(data.at(-1).text, '');
        } else {
          data.forEach((event, index) => {
            assertMatches(SectionSchema, event.section, `${endpoint} event ${index}`);
            assert.equal(events[index]?.id, String(index), 'section events carry their index as id');
          });
        }
      }
    }
    const outlineJson = answerExamples('/outline', 'post', 'application/json') as { data: string }[];
    assert.ok(
      outlineJson.some((example) => example.data.includes('[')),
      'ai-template answer',
    );
    assert.ok(
      outlineJson.some((example) => example.data.includes('Ada Lovelace')),
      'optimize answer',
    );
  });

  test('the task endpoints answer examples that match their schemas', () => {
    const cases = [
      ['/task', 'post', taskCreatedEnvelopeSchema],
      ['/task/{uid}', 'get', taskViewEnvelopeSchema],
      ['/task/{uid}', 'delete', emptyEnvelopeSchema],
    ] as const;
    for (const [path, method, schema] of cases) {
      const examples = answerExamples(path, method, 'application/json');
      assert.ok(examples.length >= 1, `${method} ${path}`);
      for (const example of examples) assertMatches(schema, example, `${method} ${path}`);
    }
  });

  test('every endpoint shows its failures with codes of the contract, under the right status family', () => {
    const known = new Map(ERROR_CODES.map((info) => [info.code, info.status]));
    for (const [path, method] of [
      ['/outline', 'post'],
      ['/content', 'post'],
      ['/parse', 'post'],
      ['/task', 'post'],
      ['/task/{uid}', 'get'],
      ['/task/{uid}', 'delete'],
    ] as const) {
      const responses = operation(path, method).responses;
      for (const family of ['4XX', '5XX']) {
        for (const example of examplesOf(responses[family]?.content?.['application/json'])) {
          const { code, message, data } = example as { code: number; message: string; data: unknown };
          assert.equal(String(known.get(code))[0], family[0], `${path}: ${code} is a ${family} code`);
          assert.ok(message.length > 0);
          assert.equal(data, null);
        }
      }
      assert.ok(
        examplesOf(responses['4XX']?.content?.['application/json']).length >= 1,
        `${path}: 4XX examples`,
      );
    }
  });

  test('the request examples run: each is answered 200 in the style it asks for', async () => {
    for (const endpoint of ['outline', 'parse'] as const) {
      for (const example of requestExamples(`/${endpoint}`)) {
        const response = await t.app.inject({
          method: 'POST',
          url: `${BASE}/${endpoint}`,
          headers: t.auth(),
          payload: example,
        });
        const label = `${endpoint} ${JSON.stringify(example).slice(0, 80)}`;
        assert.equal(response.statusCode, 200, `${label}: ${response.body.slice(0, 200)}`);
        if (example.stream === false) assert.equal(response.json().code, 0, label);
        else assert.match(String(response.headers['content-type']), /^text\/event-stream/, label);
      }
    }
    for (const example of requestExamples('/task')) {
      const created = await t.app.inject({
        method: 'POST',
        url: `${BASE}/task`,
        headers: t.auth(),
        payload: example,
      });
      assert.equal(created.statusCode, 200, created.body);
      const uid = created.json().data.uid;
      for (const content of requestExamples('/content')) {
        const response = await t.app.inject({
          method: 'POST',
          url: `${BASE}/content`,
          headers: t.auth(),
          payload: { ...content, uid },
        });
        assert.equal(response.statusCode, 200, response.body.slice(0, 200));
      }
    }
  });

  test('export: a named example per format, each answered with its documented media type and example', async () => {
    const exportOperation = operation('/task/{uid}/export', 'get');
    const format = exportOperation.parameters?.find((parameter) => parameter.name === 'format');
    const formats = Object.values(format?.examples ?? {}).map((example) => String(example.value));
    assert.deepEqual([...formats].sort(), ['docx', 'html', 'json-resume', 'markdown', 'pdf']);
    const answer = exportOperation.responses['200']!;
    const mediaTypes = Object.keys(answer.content ?? {});
    const created = await t.app.inject({
      method: 'POST',
      url: `${BASE}/task`,
      headers: t.auth(),
      payload: { outline: EXPORT_EXAMPLE_OUTLINE },
    });
    const uid = created.json().data.uid as string;
    const content = { uid, stream: false };
    const generated = await t.app.inject({
      method: 'POST',
      url: `${BASE}/content`,
      headers: t.auth(),
      payload: content,
    });
    assert.equal(generated.statusCode, 200, generated.body);
    const served = new Set<string>();
    for (const value of formats) {
      const response = await t.app.inject({
        url: `${BASE}/task/${uid}/export?format=${value}`,
        headers: t.auth(),
      });
      assert.equal(response.statusCode, 200, `${value}: ${response.body.slice(0, 200)}`);
      const type = String(response.headers['content-type']).split(';')[0]!;
      assert.ok(mediaTypes.includes(type), `${value} is served as a documented media type (${type})`);
      served.add(type);
      const example = onlyExample(answer.content?.[type], type);
      if (type === 'application/json') {
        // The document generator drops `$schema` keys, the example's included; the export keeps it.
        const { $schema, ...real } = response.json();
        assert.equal(
          $schema,
          'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
        );
        const shown = example as { meta: { lastModified: string } };
        assert.match(real.meta.lastModified, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
        assert.deepEqual({ ...real, meta: { ...real.meta, lastModified: shown.meta.lastModified } }, example);
      } else if (type === 'application/pdf' || type.endsWith('wordprocessingml.document')) {
        const shown = String(example);
        assert.ok(shown.endsWith('…'), `the ${value} example shows its first bytes only`);
        assert.equal(
          response.rawPayload.subarray(0, shown.length - 1).toString('latin1'),
          shown.slice(0, -1),
        );
      } else if (type === 'text/html') {
        assert.equal(withoutStylesheet(response.body), withoutStylesheet(String(example)));
      } else {
        assert.equal(response.body, example);
      }
      for (const [header, documented] of Object.entries(answer.headers ?? {})) {
        // Headers of every keyed answer vary per request; openapi-operations.test.ts checks they are sent.
        if (/^(?:RateLimit|X-Request-Id|Retry-After)/.test(header)) continue;
        const shown = documented.schema.examples?.[0];
        assert.ok(shown, `${header}: an example`);
        const real = String(response.headers[header.toLowerCase()]);
        if (header === 'Content-Disposition' && value === 'pdf') {
          assert.equal(real.replace(uid, 'UID'), shown.replace(/tsk_\w+/, 'UID'), header);
        } else if (header !== 'Content-Disposition') assert.equal(real, shown, header);
      }
    }
    assert.deepEqual([...served].sort(), [...mediaTypes].sort(), 'every documented media type is served');
  });

  test('export: each failure status shows codes of that status, and the server answers them as shown', async () => {
    const responses = operation('/task/{uid}/export', 'get').responses;
    const statusOf = new Map(ERROR_CODES.map((info) => [info.code, info.status]));
    const shown = (status: string) =>
      examplesOf(responses[status]?.content?.['application/json']) as {
        code: number;
        message: string;
        data: null;
      }[];
    for (const status of Object.keys(responses).filter((key) => key !== '200')) {
      assert.ok(shown(status).length >= 1, `${status}: examples`);
      for (const example of shown(status)) {
        const actual = String(statusOf.get(example.code));
        assert.ok(
          /^\d{3}$/.test(status) ? actual === status : actual[0] === status[0],
          `${example.code} under ${status}`,
        );
        assert.equal(example.data, null);
      }
    }
    const pending = await t.app.inject({
      method: 'POST',
      url: `${BASE}/task`,
      headers: t.auth(),
      payload: { outline: EXPORT_EXAMPLE_OUTLINE },
    });
    const uid = pending.json().data.uid as string;
    const cases = [
      ['409', `${BASE}/task/${uid}/export?format=pdf`, t.auth()],
      ['404', `${BASE}/task/tsk_AAAAAAAAAAAAAAAAAAAAAAAA/export?format=html`, t.auth()],
      ['400', `${BASE}/task/${uid}/export?format=odt`, t.auth()],
      ['401', `${BASE}/task/${uid}/export?format=pdf`, {}],
      ['401', `${BASE}/task/${uid}/export?format=pdf`, { authorization: 'Bearer rsk_not-a-key' }],
    ] as const;
    for (const [status, url, headers] of cases) {
      const response = await t.app.inject({ url, headers });
      assert.equal(String(response.statusCode), status, url);
      assert.ok(
        shown(status).some((example) => JSON.stringify(example) === JSON.stringify(response.json())),
        `${status}: ${response.body} is among the examples`,
      );
    }
  });
});
