// POST /mcp driven by the MCP SDK's own Client (StreamableHTTPClientTransport) with a Bearer key, on a real
// socket: the tools of a remote server (no file paths), a task's way to a DOCX, errors as tool results, the
// 401 envelope of every keyed route, rate limits counted per message and per API call, and a log that keeps
// neither keys nor resumes.
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Section } from '@resume/contract';
import { createLogging } from '../../src/observability/logging.ts';
import { FakeGenerator } from '../helpers/fake-generator.ts';
import { RecordingTransport } from '../helpers/mcp-transcript.ts';
import { createTestApp, TASK_PATH, type TestApp } from '../helpers/test-app.ts';

/** A resume line that must never show up in the service's log. */
const SECRET_LINE = 'Quietly rebuilt the Difference Engine 3 at Zanzibar Works';
const TEXT_RESUME = `Ada Lovelace\nada@example.com\n\nExperience\nZanzibar Works | Engineer | 2020-01 - Present\n- ${SECRET_LINE}\n`;

const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };

function textOf(result: CallToolResult): string {
  const first = result.content[0];
  assert.ok(first?.type === 'text', 'the first content item is text');
  return first.text;
}

async function connect(
  baseUrl: string,
  key: string,
): Promise<{ client: Client; recorder: RecordingTransport }> {
  const transport = new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp`), {
    requestInit: { headers: { authorization: `Bearer ${key}` } },
  });
  const recorder = new RecordingTransport(transport);
  const client = new Client({ name: 'resume-test', version: '1.0.0' });
  await client.connect(recorder);
  return { client, recorder };
}

/** One JSON-RPC message posted by hand, as a minimal HTTP client would. */
async function postMessage(baseUrl: string, message: unknown, key?: string) {
  const response = await fetch(`${baseUrl}/mcp`, {
    method: 'POST',
    headers: { ...MCP_HEADERS, ...(key ? { authorization: `Bearer ${key}` } : {}) },
    body: JSON.stringify(message),
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

describe('/mcp: the MCP SDK client over Streamable HTTP', () => {
  const logLines: string[] = [];
  let t: TestApp;
  let baseUrl: string;
  let client: Client;
  let recorder: RecordingTransport;

  const call = async (name: string, args: Record<string, unknown>) =>
    (await client.callTool({ name, arguments: args })) as CallToolResult;

  before(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    const logging = createLogging('info', sink);
    t = await createTestApp({ logger: logging.logger, accessLog: logging.accessLog });
    baseUrl = await t.listen();
    ({ client, recorder } = await connect(baseUrl, t.key));
  });
  after(async () => {
    await client?.close();
    await t.close();
  });

  test('lists the same tools, without file paths: a remote server cannot read the caller’s disk', async () => {
    const { tools } = await client.listTools();
    assert.deepEqual(
      tools.map((tool) => tool.name),
      ['outline', 'optimize', 'task_create', 'task_get', 'content', 'export', 'parse', 'match'],
    );
    for (const name of ['optimize', 'parse', 'export']) {
      const tool = tools.find((candidate) => candidate.name === name)!;
      assert.equal(tool.inputSchema.properties?.path, undefined, `${name} has no path`);
    }
    assert.deepEqual(tools.find((tool) => tool.name === 'parse')?.inputSchema.required, ['content']);
    // Stateless: no session id handed out, so any instance can answer the next message.
    assert.equal(recorder.sessionId, undefined);
  });

  test('outline → task_create → content → export (markdown inline, DOCX embedded); parse of uploaded bytes', async () => {
    const outline = textOf(await call('outline', { job: '数据分析师', type: 'campus' }));
    assert.match(outline, /^# 数据分析师\n\n## 基本信息\n/);
    const { uid } = (await call('task_create', { outline })).structuredContent as { uid: string };
    const { sections } = (await call('content', { uid })).structuredContent as { sections: Section[] };
    assert.equal(sections[0]?.type, 'kv');

    assert.match(textOf(await call('export', { uid, format: 'markdown' })), /^# /);
    const docx = await call('export', { uid, format: 'docx', template: 'modern' });
    const resource = docx.content[1];
    assert.ok(resource?.type === 'resource' && 'blob' in resource.resource, 'an embedded binary resource');
    assert.equal(
      resource.resource.mimeType,
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    assert.equal(Buffer.from(resource.resource.blob, 'base64').subarray(0, 2).toString('latin1'), 'PK');
    // The resource's uri is the download the agent (or its user) can fetch with the key.
    assert.equal(resource.resource.uri, `${baseUrl}${TASK_PATH}/${uid}/export?format=docx&template=modern`);
    // The server's file name, UTF-8 kept (Content-Disposition's filename*).
    assert.match(
      textOf(docx),
      /^"[^"]*数据分析师\.docx" \(application\/vnd\.openxmlformats.*, \d+ bytes\), attached below/,
    );
    const download = await fetch(resource.resource.uri, { headers: t.auth() });
    assert.equal(download.status, 200);

    const parsed = await call('parse', {
      content: Buffer.from(TEXT_RESUME).toString('base64'),
      fileType: 'txt',
    });
    assert.match(JSON.stringify(parsed.structuredContent), /Zanzibar Works/);
    const sniffed = await call('optimize', { content: Buffer.from(TEXT_RESUME).toString('base64') });
    assert.match(textOf(sniffed), /Zanzibar Works/, 'no name or type: the bytes tell it is text');

    const matched = await call('match', {
      content: Buffer.from(TEXT_RESUME).toString('base64'),
      fileType: 'txt',
      jobDescription: '数据分析师\n任职要求：\n1. 熟悉 SQL 与 Python\n2. 英语六级',
    });
    assert.equal(matched.isError, undefined, textOf(matched));
    const names = (matched.structuredContent as { requirements: { name: string }[] }).requirements.map(
      (requirement) => requirement.name,
    );
    assert.deepEqual(names, ['SQL', 'Python', 'English']);
  });

  test('the tools act with the caller’s key: a task made over MCP is the key’s own', async () => {
    const created = await call('task_create', { outline: '# Nurse\n\n## Skills\n- Triage\n' });
    const { uid } = created.structuredContent as { uid: string };
    assert.equal((await t.app.inject({ url: `${TASK_PATH}/${uid}`, headers: t.auth() })).statusCode, 200);
    assert.equal(
      (await t.app.inject({ url: `${TASK_PATH}/${uid}`, headers: t.auth(t.otherKey) })).statusCode,
      404,
    );
    const other = await connect(baseUrl, t.otherKey);
    const result = (await other.client.callTool({ name: 'task_get', arguments: { uid } })) as CallToolResult;
    await other.client.close();
    assert.match(textOf(result), /^Error 40401 \(task_not_found\)/);
  });

  test('failures are tool results with the contract code; a path is refused; GET and DELETE are 405', async () => {
    const [unknownTask, notWritten, path, badBase64] = await Promise.all([
      call('task_get', { uid: 'tsk_doesNotExist' }),
      call('task_create', { outline: '# Nurse\n\n## Skills\n- Triage\n' }).then((created) =>
        call('export', { uid: (created.structuredContent as { uid: string }).uid, format: 'pdf' }),
      ),
      call('parse', { path: '/etc/passwd' }),
      call('parse', { content: '%%%not base64%%%' }),
    ]);
    assert.equal(unknownTask.isError, true);
    assert.match(textOf(unknownTask), /^Error 40401 \(task_not_found\): No task with this uid\./);
    assert.match(textOf(notWritten), /^Error 40902 \(task_not_ready\): The task is pending/);
    assert.match(
      textOf(path),
      /^Error 40002 \(invalid_field\): path is only available when the MCP server runs on your computer/,
    );
    assert.equal(textOf(badBase64), 'Error 40004 (invalid_base64): content is not valid base64.');
    for (const method of ['GET', 'DELETE']) {
      const response = await fetch(`${baseUrl}/mcp`, { method, headers: t.auth() });
      assert.equal(response.status, 405);
      assert.equal(response.headers.get('allow'), 'POST');
      assert.equal(((await response.json()) as { code: number }).code, 40501);
    }
  });

  test('without a key, or with a wrong one: the 401 envelope every keyed route answers', async () => {
    const list = { jsonrpc: '2.0', id: 1, method: 'tools/list' };
    for (const key of [undefined, 'rsk_wrong']) {
      const mcp = await postMessage(baseUrl, list, key);
      const api = await fetch(`${baseUrl}${TASK_PATH}/tsk_x`, {
        headers: key ? { authorization: `Bearer ${key}` } : {},
      });
      assert.equal(mcp.status, 401);
      assert.deepEqual(mcp.body, await api.json());
      assert.equal(mcp.body.code, key ? 40102 : 40101);
    }
    const transport = new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp`));
    await assert.rejects(new Client({ name: 'no-key', version: '1' }).connect(transport), /401/);
  });

  test('the transcript and the log: every request answered; the log has no key and no resume', async () => {
    const shape = recorder.outline();
    assert.deepEqual(shape.slice(0, 3), [
      'sent initialize',
      'received result #0',
      'sent notifications/initialized',
    ]);
    const sentIds = recorder.transcript.flatMap(({ direction, message }) =>
      direction === 'sent' && 'id' in message ? [message.id] : [],
    );
    const receivedIds = recorder.transcript.flatMap(({ direction, message }) =>
      direction === 'received' && 'id' in message ? [message.id] : [],
    );
    assert.deepEqual([...receivedIds].sort(), [...sentIds].sort());
    assert.deepEqual(recorder.errors, []);

    const log = logLines.join('');
    assert.ok(!log.includes(t.key) && !log.includes(t.otherKey), 'no key in the log');
    assert.ok(!log.includes(SECRET_LINE) && !log.includes('Zanzibar'), 'no resume text in the log');
    assert.ok(
      !log.includes(Buffer.from(TEXT_RESUME).toString('base64').slice(0, 40)),
      'no upload in the log',
    );
    // An MCP message and the API calls its tool made share one request id in the access log.
    const lines = log
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { reqId?: string; msg: string; req?: { url: string } })
      .filter((line) => line.msg === 'request completed');
    const parseCall = lines.find((line) => line.req?.url === '/api/v1/service/resume/parse');
    assert.ok(parseCall, 'the parse API call has its own access line');
    assert.ok(lines.some((line) => line.req?.url === '/mcp' && line.reqId === parseCall.reqId));
  });
});

describe('/mcp rate limits', () => {
  let t: TestApp;
  let baseUrl: string;
  before(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
    baseUrl = await t.listen();
  });
  after(() => t.close());

  test('a message counts once and each API call of its tool once more; a refused API call is a tool error', async () => {
    const outline = (id: number) => ({
      jsonrpc: '2.0',
      id,
      method: 'tools/call',
      params: { name: 'outline', arguments: { job: 'Nurse', type: 'social' } },
    });
    const first = await postMessage(baseUrl, outline(1), t.key);
    assert.equal(first.status, 200);
    assert.equal(first.headers.get('ratelimit-remaining'), '2', 'the message itself');
    assert.match(first.body.result.content[0].text, /^# Nurse\n/);

    // Its message is the third request of the minute; the outline it calls would be the fourth.
    const second = await postMessage(baseUrl, outline(2), t.key);
    assert.equal(second.status, 200);
    assert.equal(second.body.result.isError, true);
    assert.match(
      second.body.result.content[0].text,
      /^Error 42901 \(rate_limited\): Rate limit of 3 requests per minute reached for this API key\. Retry after \d+ s\./,
    );

    const third = await postMessage(baseUrl, outline(3), t.key);
    assert.equal(third.status, 429);
    assert.equal(third.body.code, 42901);
    assert.ok(third.headers.get('retry-after'));
  });
});

describe('/mcp: a client that leaves', () => {
  const generator = new FakeGenerator({ delayMs: 5_000 });
  let t: TestApp;
  let baseUrl: string;
  before(async () => {
    t = await createTestApp({ generator });
    baseUrl = await t.listen();
  });
  after(() => t.close());

  test('stops the API call of its tool, and the generation behind it', async () => {
    const leave = new AbortController();
    const request = fetch(`${baseUrl}/mcp`, {
      method: 'POST',
      signal: leave.signal,
      headers: { ...MCP_HEADERS, ...t.auth() },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'outline', arguments: { job: 'Nurse', type: 'social' } },
      }),
    });
    while (generator.outlineCalls.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    leave.abort();
    await assert.rejects(request, { name: 'AbortError' });
    const { signal } = generator.outlineCalls[0]!;
    const started = Date.now();
    while (!signal.aborted && Date.now() - started < 3_000)
      await new Promise((resolve) => setTimeout(resolve, 10));
    assert.ok(signal.aborted, 'the generation was aborted, well before its 15 s');
  });
});
