// The access line main.ts writes by hand (observability/logging.ts) is the line pino writes for the same
// request through the request's logger: same fields and values, the query string cut, no header.
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { createLogging } from '../../src/observability/logging.ts';
import { createTestApp, OUTLINE_PATH, TASK_PATH, type TestApp } from '../helpers/test-app.ts';

function collector() {
  const chunks: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  const completed = () =>
    chunks
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === 'request completed');
  return { sink, completed, text: () => chunks.join('') };
}

describe('the access line', () => {
  const direct = collector();
  const throughPino = collector();
  let withAccessLog: TestApp;
  let withoutAccessLog: TestApp;

  before(async () => {
    const directLogging = createLogging('info', direct.sink);
    withAccessLog = await createTestApp({ logger: directLogging.logger, accessLog: directLogging.accessLog });
    withoutAccessLog = await createTestApp({ logger: createLogging('info', throughPino.sink).logger });
  });
  after(async () => {
    await withAccessLog.close();
    await withoutAccessLog.close();
  });

  const requests = [
    {
      name: 'an outline',
      method: 'POST' as const,
      url: OUTLINE_PATH,
      body: { mode: 'ai-template', type: 'social', job: 'Nurse', stream: false },
    },
    {
      name: 'a missing task, a key in the query',
      method: 'GET' as const,
      url: `${TASK_PATH}/tsk_%22quote%C3%A9?api_key=rsk_secret`,
    },
    { name: 'an unknown path', method: 'GET' as const, url: '/nowhere/"\\\u2028' },
  ];

  for (const request of requests) {
    test(`${request.name}: the same JSON as pino's`, async () => {
      const lines = [];
      for (const [t, logged] of [
        [withAccessLog, direct],
        [withoutAccessLog, throughPino],
      ] as const) {
        const response = await t.app.inject({
          method: request.method,
          url: request.url,
          headers: { ...t.auth(), 'x-request-id': 'access-line-test' },
          ...(request.body ? { payload: request.body } : {}),
        });
        assert.ok(response.statusCode > 0);
        lines.push(logged.completed().at(-1)!);
      }
      const [mine, pinos] = lines as [Record<string, unknown>, Record<string, unknown>];
      assert.equal(typeof mine.time, 'number');
      assert.equal(typeof mine.responseTime, 'number');
      for (const line of [mine, pinos]) {
        delete line.time;
        delete line.responseTime;
      }
      assert.deepEqual(mine, pinos);
      assert.doesNotMatch(direct.text(), /rsk_secret|authorization/i);
    });
  }
});
