// `resume mcp` spawned by the MCP SDK's own Client (StdioClientTransport) against the real server: the tool
// list, a job's way from outline to task, content and export, files read and written by path, errors as tool
// results with the contract's code, and the session's JSON-RPC transcript (stdout carries nothing else).
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { JOB_TYPES, LIMITS, type MatchReport, type Section, type TaskView } from '@resume/contract';
import { RecordingTransport } from '../helpers/mcp-transcript.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { makeDocx } from '../reading/fixtures.ts';

const BIN = fileURLToPath(new URL('../../../client/bin/resume.mjs', import.meta.url));

const TEXT_RESUME = `Ada Lovelace
ada@example.com

Experience
Analytical Engines Ltd | Engineer | 2020-01 - Present
- Wrote the first published algorithm for a machine
`;

function textOf(result: CallToolResult): string {
  const first = result.content[0];
  assert.ok(first?.type === 'text', 'the first content item is text');
  return first.text;
}

describe('resume mcp (stdio), driven by the MCP SDK client', () => {
  let t: TestApp;
  let directory: string;
  let recorder: RecordingTransport;
  let client: Client;
  let stderr = '';

  const call = async (name: string, args: Record<string, unknown>) =>
    (await client.callTool({ name, arguments: args })) as CallToolResult;

  before(async () => {
    t = await createTestApp();
    const baseUrl = await t.listen();
    directory = await mkdtemp(join(tmpdir(), 'resume-mcp-'));
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [BIN, 'mcp'],
      env: { PATH: process.env.PATH ?? '', RESUME_API_KEY: t.key, RESUME_BASE_URL: baseUrl },
      // Relative paths in the tools' arguments start here.
      cwd: directory,
      stderr: 'pipe',
    });
    transport.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    recorder = new RecordingTransport(transport);
    client = new Client({ name: 'resume-test', version: '1.0.0' });
    await client.connect(recorder);
  });
  after(async () => {
    await client?.close();
    await t.close();
    await rm(directory, { recursive: true, force: true });
  });

  test('lists the seven tools, with the arguments of a local server (file paths)', async () => {
    const { tools } = await client.listTools();
    assert.deepEqual(
      tools.map((tool) => tool.name),
      ['outline', 'optimize', 'task_create', 'task_get', 'content', 'export', 'parse', 'match'],
    );
    const byName = new Map(tools.map((tool) => [tool.name, tool]));
    for (const tool of tools) {
      assert.ok((tool.description ?? '').length > 80, `${tool.name} says what it is for`);
      assert.equal(tool.inputSchema.type, 'object');
    }
    assert.deepEqual(byName.get('outline')?.inputSchema.required, ['job', 'type']);
    // The contract's constraints, not a copy: the job's length limit and the job types.
    const outline = byName.get('outline')!.inputSchema.properties as Record<
      string,
      { maxLength?: number; anyOf?: { const: string }[] }
    >;
    assert.equal(outline.job?.maxLength, LIMITS.jobLength);
    assert.deepEqual(
      outline.type?.anyOf?.map((variant) => variant.const),
      [...JOB_TYPES],
    );
    assert.ok(byName.get('parse')?.inputSchema.properties?.path, 'parse takes a path over stdio');
    assert.ok(byName.get('export')?.inputSchema.properties?.path, 'export can write to a path over stdio');
    assert.equal(client.getServerVersion()?.name, 'resume');
    assert.match(client.getInstructions() ?? '', /outline.*task_create.*content.*export/s);
  });

  test('outline → task_create → task_get → content → export, as an agent would call them', async () => {
    const outline = textOf(
      await call('outline', { job: 'Registered Nurse', type: 'social', locale: 'en-US' }),
    );
    assert.match(outline, /^# Registered Nurse\n\n## /);

    const created = await call('task_create', { outline, idempotencyKey: 'agent-retry-1' });
    const { uid, status } = created.structuredContent as { uid: string; status: string };
    assert.match(uid, /^tsk_/);
    assert.equal(status, 'pending');
    assert.deepEqual(JSON.parse(textOf(created)), created.structuredContent, 'the text is the same data');
    const retried = await call('task_create', { outline, idempotencyKey: 'agent-retry-1' });
    assert.equal(
      (retried.structuredContent as { uid: string }).uid,
      uid,
      'a retry with the key: the same task',
    );

    const pending = (await call('task_get', { uid })).structuredContent as TaskView;
    assert.equal(pending.status, 'pending');
    assert.equal(pending.outline, outline);

    const written = await call('content', { uid });
    assert.equal(written.isError, undefined, textOf(written));
    const { sections } = written.structuredContent as { uid: string; sections: Section[] };
    assert.equal(sections[0]?.type, 'kv');
    assert.ok(sections.length > 2);
    assert.equal(((await call('task_get', { uid })).structuredContent as TaskView).status, 'done');

    const markdown = textOf(await call('export', { uid, format: 'markdown' }));
    assert.match(markdown, /^# .*Registered Nurse/);
    assert.match(markdown, new RegExp(`## ${sections[1]!.title}`));

    const saved = await call('export', { uid, format: 'docx', path: 'resume.docx' });
    assert.match(textOf(saved), new RegExp(`to ${join(directory, 'resume.docx')}\\.$`));
    const docx = await readFile(join(directory, 'resume.docx'));
    assert.equal(docx.subarray(0, 2).toString('latin1'), 'PK');
    const again = await call('export', { uid, format: 'docx', path: 'resume.docx' });
    assert.equal(again.isError, true);
    assert.match(textOf(again), /^Error 40002 \(invalid_field\): .*resume\.docx: a file is already there/);
  });

  test('optimize and parse read resume files by path (a DOCX and a text file)', async () => {
    await writeFile(join(directory, 'cv.txt'), TEXT_RESUME);
    await writeFile(join(directory, 'grace.docx'), await makeDocx('en'));
    const [optimized, parsed] = await Promise.all([
      call('optimize', { path: 'cv.txt' }),
      call('parse', { path: join(directory, 'grace.docx') }),
    ]);
    assert.match(textOf(optimized), /^# /);
    assert.match(textOf(optimized), /Analytical Engines Ltd/);
    const { sections } = parsed.structuredContent as { sections: Section[] };
    assert.ok(sections.some((section) => section.title === 'Experience'));
    assert.match(JSON.stringify(sections), /Remington Rand/);

    const fromContent = await call('parse', {
      content: Buffer.from(TEXT_RESUME).toString('base64'),
      fileName: 'cv.txt',
    });
    assert.match(JSON.stringify(fromContent.structuredContent), /ada@example\.com/);
  });

  test('match: a resume file and a task against a job description, requirements with the lines that show them', async () => {
    await writeFile(join(directory, 'cv.txt'), TEXT_RESUME);
    const description = 'Engineer\nRequirements:\n- Bachelor degree\n- Kubernetes and Terraform';
    const fromFile = await call('match', { path: 'cv.txt', jobDescription: description });
    assert.equal(fromFile.isError, undefined, textOf(fromFile));
    const report = fromFile.structuredContent as MatchReport;
    assert.equal(report.job, 'Engineer');
    assert.deepEqual(
      report.requirements.map((requirement) => [requirement.name, requirement.status]),
      [
        ['Kubernetes', 'missing'],
        ['Terraform', 'missing'],
        ['bachelor', 'missing'],
      ],
    );
    const created = await call('task_create', { outline: '# Engineer\n\n## Skills\n- K8s, Terraform\n' });
    const { uid } = created.structuredContent as { uid: string };
    const fromTask = (await call('match', { uid, jobDescription: description }))
      .structuredContent as MatchReport;
    const kubernetes = fromTask.requirements.find((requirement) => requirement.name === 'Kubernetes');
    assert.deepEqual([kubernetes?.status, kubernetes?.evidence], ['present', 'K8s, Terraform']);
    const both = await call('match', { uid, outline: '# A\n', jobDescription: description });
    assert.equal(both.isError, true);
    assert.match(textOf(both), /^Error 40002 .*one resume/);
  });

  test('failures are tool results with the contract code and message: no stack, no key', async () => {
    const [unknownTask, unknownContent, badType, missingFile, noFile] = await Promise.all([
      call('task_get', { uid: 'tsk_doesNotExist' }),
      call('content', { uid: 'tsk_doesNotExist' }),
      call('outline', { job: 'Nurse', type: 'fulltime' }),
      call('parse', { path: 'nowhere.pdf' }),
      call('optimize', {}),
    ]);
    for (const result of [unknownTask, unknownContent, badType, missingFile, noFile]) {
      assert.equal(result.isError, true);
      assert.doesNotMatch(textOf(result), /\bat .*\.(ts|js|mjs):\d+|rsk_/);
    }
    assert.match(
      textOf(unknownTask),
      /^Error 40401 \(task_not_found\): No task with this uid\. Request id: \S+\.$/,
    );
    assert.match(textOf(unknownContent), /^Error 40401 \(task_not_found\)/);
    assert.equal(
      textOf(badType),
      'Error 40002 (invalid_field): type must be one of: intern, campus, social.',
    );
    assert.match(
      textOf(missingFile),
      /^Error 40002 \(invalid_field\): .*nowhere\.pdf: no such file or folder\.$/,
    );
    assert.equal(textOf(noFile), 'Error 40002 (invalid_field): path or content is required.');
    await assert.rejects(call('frobnicate', {}), /Unknown tool "frobnicate"/);
  });

  test('the transcript: JSON-RPC 2.0 only, initialize first, every request answered, no key anywhere', () => {
    const shape = recorder.outline();
    assert.deepEqual(shape.slice(0, 3), [
      'sent initialize',
      'received result #0',
      'sent notifications/initialized',
    ]);
    const first = recorder.transcript[0]!.message as unknown as { params: { protocolVersion: string } };
    const initialized = recorder.resultOf(0) as {
      protocolVersion: string;
      serverInfo: { name: string };
      capabilities: Record<string, unknown>;
    };
    assert.equal(initialized.protocolVersion, first.params.protocolVersion);
    assert.equal(initialized.serverInfo.name, 'resume');
    assert.deepEqual(Object.keys(initialized.capabilities), ['tools']);

    const requests = recorder.transcript.filter(
      ({ direction, message }) => direction === 'sent' && 'id' in message,
    );
    const answered = new Set(
      recorder.transcript
        .filter(({ direction }) => direction === 'received')
        .map(({ message }) => 'id' in message && message.id),
    );
    for (const { message } of requests)
      assert.ok('id' in message && answered.has(message.id), JSON.stringify(message));
    assert.ok(recorder.transcript.every(({ message }) => message.jsonrpc === '2.0'));
    const calls = recorder.transcript.filter(
      ({ direction, message }) =>
        direction === 'sent' && 'method' in message && message.method === 'tools/call',
    );
    assert.ok(calls.length >= 15, `${calls.length} tool calls recorded`);
    // The unknown tool is a protocol error (JSON-RPC error); failed tools are results with isError.
    assert.equal(shape.filter((line) => line.startsWith('received error')).length, 1);

    // Whatever reached stdout parsed as a JSON-RPC message; the log line went to stderr.
    assert.deepEqual(recorder.errors, []);
    assert.match(stderr, /^resume mcp: 8 tools for http:\/\/127\.0\.0\.1:\d+, on stdio\n/);
    assert.ok(!JSON.stringify(recorder.transcript).includes(t.key), 'no key in the protocol');
    assert.ok(!stderr.includes(t.key), 'no key on stderr');
  });
});
