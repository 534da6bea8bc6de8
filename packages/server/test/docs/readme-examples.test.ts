// The README's curl, SDK and CLI examples run as written against a real server on port 0: only the API key
// and the address are swapped in (and `npx resume` is the repository's bin), so the README cannot rot.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createTestApp, TASK_PATH, type TestApp } from '../helpers/test-app.ts';
import { makeDocx, makePdf } from '../reading/fixtures.ts';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const README = join(ROOT, 'README.md');
const BIN = join(ROOT, 'packages/client/bin/resume.mjs');
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');
/** Where the README's examples say the service listens, and the key they show. */
const README_ADDRESS = 'http://127.0.0.1:8080';
const KEY_PLACEHOLDER = 'rsk_...';
/** A hung example is killed rather than hanging the suite; this is a guard, not a speed assertion. */
const HANG_GUARD_MS = 60_000;

interface ExampleBlock {
  language: string;
  code: string;
}

/** The fenced block right after `<!-- example: name -->`: exactly one marker, and a fence on the next line. */
function exampleBlock(markdown: string, name: string): ExampleBlock {
  const lines = markdown.split('\n');
  const marker = `<!-- example: ${name} -->`;
  const markers = lines.flatMap((line, index) => (line.trim() === marker ? [index] : []));
  assert.equal(markers.length, 1, `README.md has one ${marker}`);
  const start = markers[0]! + 1;
  const fence = /^(`{3,}|~{3,})([\w-]*)\s*$/.exec(lines[start] ?? '');
  assert.ok(fence, `${marker} is right before a fenced code block`);
  const end = lines.findIndex((line, index) => index > start && line.trim() === fence[1]);
  assert.ok(end > start, `the block after ${marker} is closed`);
  return { language: fence[2]!, code: `${lines.slice(start + 1, end).join('\n')}\n` };
}

/** Replaces every occurrence, failing when there is none: a README that changed shape must fail loudly. */
function swap(code: string, placeholder: string, value: string): string {
  assert.ok(code.includes(placeholder), `the example contains ${placeholder}`);
  return code.replaceAll(placeholder, value);
}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a child without blocking this process, where the server under test lives. */
function run(command: string, args: string[], cwd: string, env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { PATH: process.env.PATH ?? '', HOME: cwd, LANG: 'C.UTF-8', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: HANG_GUARD_MS,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A shell example under `bash -euo pipefail`, naming the command that failed. */
async function runShell(code: string, cwd: string, env: Record<string, string> = {}): Promise<Run> {
  const script = join(cwd, 'example.sh');
  const trap = `trap 'echo "README example failed (exit $?) at: $BASH_COMMAND" >&2' ERR\n`;
  await writeFile(script, trap + code);
  return run('bash', ['-euo', 'pipefail', script], cwd, env);
}

function failureOf(result: Run): string {
  return `exit ${result.code}\nstderr:\n${result.stderr.slice(-3000)}\nstdout:\n${result.stdout.slice(-2000)}`;
}

function count(text: string, part: string): number {
  return text.split(part).length - 1;
}

/** Stands for the reader's own resume files, which the SDK and CLI examples read from the current folder. */
async function writeOwnResumes(directory: string): Promise<void> {
  const lines = [
    'Ada Lovelace',
    'ada@example.com | London',
    'Experience',
    'Analytical Engines Ltd | Software Engineer | 2020-01 - Present',
    '- Built the payment API serving 2M requests a day',
    'Education',
    'University of London | BSc Mathematics | 2016 - 2020',
  ];
  const pdf = await makePdf([
    lines.map((text, index) => ({
      text,
      x: 60,
      y: 80 + index * 22,
      ...(index === 0 ? { size: 20, font: 'bold' as const } : {}),
      ...(text === 'Experience' || text === 'Education' ? { size: 14, font: 'bold' as const } : {}),
    })),
  ]);
  await writeFile(join(directory, 'cv.pdf'), pdf);
  await writeFile(join(directory, 'cv.docx'), await makeDocx('en'));
}

describe('README examples', () => {
  const readme = readFileSync(README, 'utf8');
  let t: TestApp;
  let baseUrl: string;
  let scratch: string;
  before(async () => {
    t = await createTestApp();
    baseUrl = await t.listen();
    // Inside the repository (its test output is ignored by git) so that tsx and tsc find the workspace.
    const outputs = join(ROOT, 'packages/server/test-output');
    await mkdir(outputs, { recursive: true });
    scratch = await mkdtemp(join(outputs, 'readme-examples-'));
  });
  after(async () => {
    await t.close();
    await rm(scratch, { recursive: true, force: true });
  });

  test('each example is marked right before its fence (a marker elsewhere is refused)', () => {
    assert.equal(exampleBlock(readme, 'curl').language, 'sh');
    assert.equal(exampleBlock(readme, 'sdk').language, 'ts');
    assert.equal(exampleBlock(readme, 'cli').language, 'sh');
    assert.throws(() => exampleBlock('<!-- example: x -->\n\n```sh\necho\n```\n', 'x'), /right before/);
  });

  test('curl: outline streamed and as JSON, optimize, task, content streamed and resumed, export, delete, parse, match', async () => {
    const directory = join(scratch, 'curl');
    await mkdir(directory);
    let code = swap(exampleBlock(readme, 'curl').code, `KEY=${KEY_PLACEHOLDER}`, `KEY=${t.key}`);
    code = swap(code, README_ADDRESS, baseUrl);
    const result = await runShell(code, directory);
    assert.equal(result.code, 0, failureOf(result));
    const out = result.stdout;
    // curl exits 0 on an HTTP error too: no answer may be an error envelope.
    assert.doesNotMatch(out, /"code":[45]\d{4}/, 'no request was refused');
    assert.match(out, /^data: \{"text":"# Backend Engineer\\n/m, 'the outline streamed');
    assert.ok(out.includes('data: {"text":"","done":true}'), 'the outline stream ended with done:true');
    assert.ok(out.includes('{"code":0,"message":"success","data":"# 数据分析师\\n'), 'the JSON outline');
    assert.ok(out.includes('Ada Lovelace'), 'the uploaded resume was read');
    // The first content stream starts at section 0; the one resumed after section 0 starts at 1.
    assert.equal(count(out, 'id: 0\ndata: {"section":'), 1, 'section 0 only in the first stream');
    assert.equal(count(out, 'id: 1\ndata: {"section":'), 2, 'section 1 in both streams');
    const uid = /"uid":"(tsk_[\w-]+)"/.exec(out)?.[1];
    assert.ok(uid, 'the task view shows its uid');
    assert.ok(out.includes(`"uid":"${uid}","status":"done"`), 'the task is done');
    const pdf = await readFile(join(directory, 'resume.pdf'));
    assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-', 'resume.pdf is a PDF');
    assert.ok(out.includes('{"code":0,"message":"success","data":null}'), 'the task was deleted');
    const gone = await t.app.inject({ method: 'GET', url: `${TASK_PATH}/${uid}`, headers: t.auth() });
    assert.equal(gone.statusCode, 404, 'and it is gone');
    assert.match(out, /"title":"Basic Information","content":\[\{"key":"Name","value":"Ada Lovelace"\}/);
    assert.match(out, /"score":\d+,"job":"Engineer"/, 'the match report');
    assert.match(out, /"group":"tool","name":"Kubernetes","required":true,"status":"missing"/);
  });

  test('SDK: type-checks under the repository settings and runs', async () => {
    const directory = join(scratch, 'sdk');
    await mkdir(directory);
    await writeOwnResumes(directory);
    const block = exampleBlock(readme, 'sdk');
    await writeFile(join(directory, 'example.ts'), swap(block.code, `'${README_ADDRESS}'`, `'${baseUrl}'`));
    // What `npm run build -w @resume/client` gives a reader, without writing dist/ into the repository:
    // the package name mapped to its source.
    await writeFile(
      join(directory, 'tsconfig.json'),
      JSON.stringify({
        extends: join(ROOT, 'tsconfig.json'),
        compilerOptions: {
          paths: { '@resume/client': [join(ROOT, 'packages/client/src/index.ts')] },
        },
        include: [],
        files: ['example.ts'],
      }),
    );
    const [typecheck, result] = await Promise.all([
      run(process.execPath, [TSC, '-p', 'tsconfig.json', '--noEmit'], directory, {}),
      run(process.execPath, ['--import', 'tsx', 'example.ts'], directory, { RESUME_API_KEY: t.key }),
    ]);
    assert.equal(typecheck.code, 0, `tsc:\n${typecheck.stdout}${typecheck.stderr}`);
    assert.equal(result.code, 0, failureOf(result));
    const out = result.stdout;
    assert.match(out, /^# 前端开发工程师\n\n## 基本信息\n/, 'the outline, printed as it streamed');
    assert.match(out, /^kv 基本信息$/m, 'the sections of the task');
    assert.match(out, /^listForm\[\] 教育经历$/m);
    assert.match(out, /^- Name: Ada Lovelace$/m, 'cv.pdf improved into an outline');
    assert.match(out, /^Basic Information · .*Experience · Education$/m, 'cv.docx read into sections');
  });

  test('CLI: every line exits 0 with the repository bin for `npx resume`', async () => {
    const directory = join(scratch, 'cli');
    await mkdir(directory);
    await writeOwnResumes(directory);
    let code = swap(
      exampleBlock(readme, 'cli').code,
      `RESUME_API_KEY=${KEY_PLACEHOLDER}`,
      `RESUME_API_KEY=${t.key}`,
    );
    code = swap(code, 'npx resume ', `node '${BIN}' `);
    const result = await runShell(code, directory, { RESUME_BASE_URL: baseUrl });
    assert.equal(result.code, 0, failureOf(result));
    const out = result.stdout;
    assert.match(out, /^# 前端开发工程师\n\n## 基本信息\n/, 'the outline');
    assert.ok(out.includes('Ada Lovelace'), 'cv.pdf improved into an outline');
    assert.match(result.stderr, /^\[1\] Basic Information \(kv\)$/m, 'a progress line per section');
    assert.ok(out.includes('Remington Rand'), 'cv.docx read into sections');
    assert.ok(out.includes('Usage:'), 'the help');
    assert.match(await readFile(join(directory, 'outline.md'), 'utf8'), /^# Backend Engineer\n/);
    const ndjson = (await readFile(join(directory, 'outline.ndjson'), 'utf8')).trim().split('\n');
    assert.ok(ndjson.length > 2);
    assert.deepEqual(JSON.parse(ndjson.at(-1)!), { text: '', done: true });
  });
});
