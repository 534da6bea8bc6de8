// Export refusals (a task not done, an unknown format, another key's task, no key) and the route in /openapi.json.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, TASK_PATH, type TestApp } from '../helpers/test-app.ts';
import { createDoneTask, type DoneTask, exportUrl, ZH_OUTLINE } from './export-fixtures.ts';

describe('export refusals', () => {
  let t: TestApp;
  let done: DoneTask;
  before(async () => {
    t = await createTestApp();
    done = await createDoneTask(t, ZH_OUTLINE);
  });
  after(() => t.close());

  const get = (url: string, headers: Record<string, string> = t.auth()) =>
    t.app.inject({ method: 'GET', url, headers });

  test('a task whose content was never generated: 409 with 40902, saying what to do', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: TASK_PATH,
      headers: t.auth(),
      payload: { outline: ZH_OUTLINE },
    });
    const { uid } = created.json().data;
    for (const format of ['json-resume', 'pdf', 'docx']) {
      const response = await get(exportUrl(uid, format));
      assert.equal(response.statusCode, 409);
      assert.equal(response.headers['content-type'], 'application/json; charset=utf-8');
      assert.deepEqual(response.json(), {
        code: 40902,
        message:
          'The task is pending: only a done task can be exported; request its content (POST /api/v1/service/resume/content) first.',
        data: null,
      });
    }
  });

  test('an unknown or missing format: 400 with 40002 naming the formats', async () => {
    for (const url of [
      exportUrl(done.uid, 'odt'),
      exportUrl(done.uid, 'PDF'),
      `${TASK_PATH}/${done.uid}/export`,
      `${TASK_PATH}/${done.uid}/export?format=`,
    ]) {
      const response = await get(url);
      assert.equal(response.statusCode, 400, url);
      assert.deepEqual(response.json(), {
        code: 40002,
        message: 'format must be one of: json-resume, markdown, html, pdf, docx.',
        data: null,
      });
    }
  });

  test("another key's task and an unknown uid answer the same 404 (40401)", async () => {
    const foreign = await get(exportUrl(done.uid, 'html'), t.auth(t.otherKey));
    const unknown = await get(exportUrl('tsk_AAAAAAAAAAAAAAAAAAAAAAAA', 'html'));
    assert.equal(foreign.statusCode, 404);
    assert.deepEqual(foreign.json(), { code: 40401, message: 'No task with this uid.', data: null });
    assert.deepEqual(unknown.json(), foreign.json());
    assert.equal((await get(exportUrl(done.uid, 'html'))).statusCode, 200, 'the owner still can');
  });

  test('no key: 401 with 40101; a wrong key: 40102', async () => {
    const none = await get(exportUrl(done.uid, 'pdf'), {});
    assert.equal(none.statusCode, 401);
    assert.equal(none.json().code, 40101);
    const wrong = await get(exportUrl(done.uid, 'pdf'), { authorization: 'Bearer not-a-key' });
    assert.equal(wrong.statusCode, 401);
    assert.equal(wrong.json().code, 40102);
  });

  test('a deleted task cannot be exported', async () => {
    const task = await createDoneTask(t, ZH_OUTLINE);
    await t.app.inject({ method: 'DELETE', url: `${TASK_PATH}/${task.uid}`, headers: t.auth() });
    assert.equal((await get(exportUrl(task.uid, 'markdown'))).json().code, 40401);
  });

  test('/openapi.json documents the route: the format enum and each media type', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const operation = spec.paths['/api/v1/service/resume/task/{uid}/export']?.get;
    assert.ok(operation, 'the export route is in the document');
    const format = operation.parameters.find((parameter: { name: string }) => parameter.name === 'format');
    assert.equal(format.in, 'query');
    assert.equal(format.required, true);
    const values =
      format.schema.anyOf?.map(
        (variant: { const?: string; enum?: string[] }) => variant.const ?? variant.enum?.[0],
      ) ?? format.schema.enum;
    assert.deepEqual(values, ['json-resume', 'markdown', 'html', 'pdf', 'docx']);
    assert.deepEqual(Object.keys(operation.responses['200'].content), [
      'application/json',
      'text/markdown',
      'text/html',
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ]);
  });
});
