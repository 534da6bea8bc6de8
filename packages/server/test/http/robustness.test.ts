// Hostile and odd input never crashes the process or leaks internals: every answer is a contract envelope.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  CONTENT_PATH,
  createTestApp,
  OUTLINE_PATH,
  PARSE_PATH,
  TASK_PATH,
  type TestApp,
} from '../helpers/test-app.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const deeplyNested = `${'['.repeat(5000)}${']'.repeat(5000)}`;
const bodies: string[] = [
  deeplyNested,
  '{"mode":"ai-template","type":"social","job":"\\u0000\\u0001\\ud800"}',
  '{"mode":"ai-template","type":"social","job":"x","__proto__":{"polluted":true}}',
  '{"mode":"optimize-local-resume","uploadFileType":"txt","uploadContent":"////"}',
  '{"mode":"optimize-local-resume","uploadFileType":"txt","uploadContent":"AAAA"}',
  '{"mode":"optimize-local-resume","uploadFileType":"docx","uploadContent":"UEsDBA=="}',
  '{"mode":"optimize-local-resume","uploadFileType":"html","uploadContent":"PGh0bWw+PC9odG1sPg=="}',
  '{"mode":null}',
  '{"mode":["ai-template"]}',
  '{"uid":{"$gt":""}}',
  '{"uid":"../../etc/passwd"}',
  '{"outline":"#"}',
  '{"outline":"# \\n## \\n1. | | -\\n   - \\n- : \\n"}',
  `{"outline":${JSON.stringify('1. a | b | 2020 - 2021\n'.repeat(2000))}}`,
  '1e999999',
  'null',
  '{"stream":false,"uploadFileType":"pdf","uploadContent":"JVBERi0xLjQK"}',
];

describe('robustness', () => {
  test('odd bodies on every endpoint get an envelope, never a crash or a 50001', async () => {
    for (const url of [OUTLINE_PATH, CONTENT_PATH, TASK_PATH, PARSE_PATH]) {
      for (const body of bodies) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json', ...t.auth() },
          body,
        });
        const isStream = String(response.headers['content-type']).startsWith('text/event-stream');
        if (isStream) {
          assert.ok(
            !response.body.includes('"code":50001'),
            `${url} ${body.slice(0, 60)}: ${response.body.slice(0, 300)}`,
          );
          continue;
        }
        const json = response.json();
        assert.equal(typeof json.code, 'number', `${url} ${body.slice(0, 60)}`);
        assert.notEqual(json.code, 50001, `${url} ${body.slice(0, 60)}: ${json.message}`);
        assert.ok(!/at .*\.ts:\d+/.test(response.body), 'no stack trace');
        if (json.code === 0) assert.equal(response.statusCode, 200);
        else assert.equal(response.statusCode, Math.floor(json.code / 100));
      }
    }
    assert.equal(({} as Record<string, unknown>).polluted, undefined, 'no prototype pollution');
    assert.equal((await t.app.inject('/healthz')).statusCode, 200, 'still serving');
  });
});
