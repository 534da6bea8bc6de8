// The `resume` CLI run as a child process against the real server: live outline output, --json (NDJSON),
// optimize and parse of generated files, task + content, and exit codes by error family.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { FakeGenerator } from '../helpers/fake-generator.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { makeDocx } from '../reading/fixtures.ts';

const BIN = fileURLToPath(new URL('../../../client/bin/resume.mjs', import.meta.url));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  /** stdout as the separate chunks it arrived in. */
  chunks: string[];
}

/** Runs the CLI without blocking this process (the server under test lives here). */
function runCLI(args: string[], env: Record<string, string>, stdin?: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const chunks: string[] = [];
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => chunks.push(chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout: chunks.join(''), stderr, chunks }));
    child.stdin.end(stdin ?? '');
  });
}

describe('resume CLI', () => {
  let t: TestApp;
  let env: Record<string, string>;
  let directory: string;
  before(async () => {
    t = await createTestApp();
    env = { RESUME_BASE_URL: await t.listen(), RESUME_API_KEY: t.key };
    directory = await mkdtemp(join(tmpdir(), 'resume-cli-'));
  });
  after(async () => {
    await t.close();
    await rm(directory, { recursive: true, force: true });
  });

  test('outline prints the markdown and exits 0', async () => {
    const run = await runCLI(['outline', '--job', '前端开发工程师', '--type', 'campus'], env);
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /^# 前端开发工程师\n\n## 基本信息\n/);
    assert.equal(run.stderr, '');
  });

  test('outline --json prints NDJSON: the wire events, the last one done', async () => {
    const run = await runCLI(['outline', '--job', 'Registered Nurse', '--type', 'social', '--json'], env);
    assert.equal(run.code, 0, run.stderr);
    const events = run.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { text: string; done: boolean });
    assert.deepEqual(events.at(-1), { text: '', done: true });
    assert.ok(events.slice(0, -1).every((event) => event.done === false));
    assert.match(events.map((event) => event.text).join(''), /^# Registered Nurse\n/);
  });

  test('task create from stdin, then content: a progress line per section, then the resume', async () => {
    const outline = '# Teacher\n\n## Basic Information\n- Name: Maria Montessori\n\n## Skills\n- Pedagogy\n';
    const created = await runCLI(['task', 'create', '-'], env, outline);
    assert.equal(created.code, 0, created.stderr);
    const uid = created.stdout.trim();
    assert.match(uid, /^\S{16,}$/);

    const run = await runCLI(['content', uid], env);
    assert.equal(run.code, 0, run.stderr);
    const progress = run.stderr.trimEnd().split('\n');
    assert.match(progress[0]!, /^\[1\] Basic Information \(kv\)$/);
    assert.equal(progress.length, (run.stdout.match(/^## /gm) ?? []).length, 'one progress line per section');
    assert.match(run.stdout, /## Basic Information\n- Name: Maria Montessori\n/);

    const json = await runCLI(['content', uid, '--json'], env);
    const lines = json.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    assert.deepEqual(lines[0].id, '0');
    assert.equal(lines[0].section.title, 'Basic Information');
    assert.equal(json.stderr, '');
  });

  test('optimize a generated text file and a DOCX', async () => {
    const text = join(directory, 'cv.txt');
    await writeFile(
      text,
      'Ada Lovelace\nada@example.com\n\nExperience\nAnalytical Engine | Programmer | 1842 - 1843\n- Wrote the first algorithm\n',
    );
    const docx = join(directory, 'cv.docx');
    await writeFile(docx, await makeDocx('zh'));
    const [fromText, fromDocx] = await Promise.all([
      runCLI(['optimize', text], env),
      runCLI(['optimize', docx], env),
    ]);
    assert.equal(fromText.code, 0, fromText.stderr);
    assert.match(fromText.stdout, /^# /);
    assert.match(fromText.stdout, /Analytical Engine/);
    assert.equal(fromDocx.code, 0, fromDocx.stderr);
    assert.match(fromDocx.stdout, /北京字节跳动科技有限公司/);
  });

  test('parse a DOCX renders sections; --json is one document', async () => {
    const docx = join(directory, 'grace.docx');
    await writeFile(docx, await makeDocx('en'));
    const [run, json] = await Promise.all([
      runCLI(['parse', docx], env),
      runCLI(['parse', docx, '--json'], env),
    ]);
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /^## /m);
    assert.match(run.stdout, /### Remington Rand · Senior Programmer {2}\(2016\.07 – 2021\.06\)/);
    const sections = JSON.parse(json.stdout);
    assert.ok(Array.isArray(sections) && sections.length > 1);
  });

  test('match a resume file against a job description from stdin; --json is the report', async () => {
    const resume = join(directory, 'match-cv.txt');
    await writeFile(resume, 'Ada Lovelace\n\nSkills\nPython, K8s\n');
    const description = 'Platform Engineer\nRequirements:\n- Python\n- Kubernetes and Terraform\n';
    const [run, json, missing] = await Promise.all([
      runCLI(['match', resume, '--job-description', '-'], env, description),
      runCLI(['match', resume, '--job-description', '-', '--json'], env, description),
      runCLI(['match', resume], env),
    ]);
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /^Platform Engineer: \d+\/100\n/);
    assert.match(run.stdout, /^✓ tool Kubernetes — Python, K8s$/m);
    assert.match(run.stdout, /^✗ tool Terraform$/m);
    const report = JSON.parse(json.stdout) as { requirements: { name: string; status: string }[] };
    assert.deepEqual(
      report.requirements.map((requirement) => `${requirement.name} ${requirement.status}`),
      ['Python present', 'Kubernetes present', 'Terraform missing'],
    );
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /--job-description/);
  });

  test('a bad key exits 3 with a plain message and no stack', async () => {
    const run = await runCLI(['outline', '--job', 'Nurse', '--type', 'social'], {
      ...env,
      RESUME_API_KEY: 'wrong',
    });
    assert.equal(run.code, 3);
    assert.match(run.stderr, /^resume: The API key was not accepted: check RESUME_API_KEY/);
    assert.match(run.stderr, /code 40102/);
    assert.doesNotMatch(run.stderr, /\bat .*\.(ts|js|mjs):\d+/);
    assert.equal(run.stdout, '');
  });

  test('usage mistakes exit 2; --help exits 0 and lists the exit codes', async () => {
    // Independent runs, started together: each pays the start-up of a Node process.
    const [missingJob, missingFile, noFile, unknown, noKey, help] = await Promise.all([
      runCLI(['outline', '--type', 'campus'], env),
      runCLI(['parse', join(directory, 'nope.pdf')], env),
      runCLI(['optimize'], env),
      runCLI(['frobnicate'], env),
      runCLI(['task', 'get', 'x'], { RESUME_BASE_URL: env.RESUME_BASE_URL! }),
      runCLI(['--help'], {}),
    ]);
    assert.equal(missingJob.code, 2);
    assert.match(missingJob.stderr, /outline needs --job/);
    assert.equal(missingFile.code, 2);
    assert.match(missingFile.stderr, /no such file/);
    assert.equal(noFile.code, 2);
    assert.equal(unknown.code, 2);
    assert.match(unknown.stderr, /Unknown command "frobnicate"/);
    assert.equal(noKey.code, 2);
    assert.match(noKey.stderr, /RESUME_API_KEY/);
    assert.equal(help.code, 0);
    assert.match(help.stdout, /Exit codes:/);
    assert.match(help.stdout, /resume outline --job/);
  });

  test('--version prints the package version; an unknown option or command says so once, in plain words', async () => {
    const { readFile } = await import('node:fs/promises');
    const { version } = JSON.parse(
      await readFile(new URL('../../../client/package.json', import.meta.url), 'utf8'),
    ) as { version: string };
    const [shown, short, option, command] = await Promise.all([
      runCLI(['--version'], {}),
      runCLI(['-v'], {}),
      runCLI(['outline', '--frobnicate'], env),
      runCLI(['frobnicate'], env),
    ]);
    assert.equal(shown.code, 0);
    assert.equal(shown.stdout, `resume ${version}\n`);
    assert.equal(short.stdout, shown.stdout);
    assert.equal(option.code, 2);
    assert.equal(option.stderr, 'resume: Unknown option "--frobnicate".\nRun resume --help for usage.\n');
    assert.equal(command.code, 2);
    assert.equal(command.stderr, 'resume: Unknown command "frobnicate".\nRun resume --help for usage.\n');
  });

  test('a file whose name or bytes say it is no resume (.json, a zip) is refused before anything is sent', async () => {
    const json = join(directory, 'cv.json');
    await writeFile(json, JSON.stringify({ name: 'Ada', skills: ['Go'] }));
    const zip = join(directory, 'cv.zip');
    await writeFile(zip, Buffer.from('PK\x03\x04 not a word document', 'latin1'));
    const [fromJson, fromZip] = await Promise.all([
      runCLI(['optimize', json], env),
      runCLI(['optimize', zip], env),
    ]);
    for (const run of [fromJson, fromZip]) {
      assert.equal(run.code, 2, run.stderr);
      assert.match(run.stderr, /is not a resume file type \(pdf, docx/);
      assert.equal(run.stdout, '');
    }
  });

  test('a missing task exits 4; an unreachable service exits 6', async () => {
    const [missing, unreachable] = await Promise.all([
      runCLI(['task', 'get', 'tsk_doesnotexist'], env),
      runCLI(['task', 'get', 'x', '--base-url', 'http://127.0.0.1:9'], env),
    ]);
    assert.equal(missing.code, 4);
    assert.match(missing.stderr, /code 40401/);
    assert.equal(unreachable.code, 6);
    assert.match(unreachable.stderr, /Could not reach the resume service/);
  });
});

describe('resume CLI: live output', () => {
  test('the outline reaches stdout fragment by fragment while it is generated', async () => {
    const lines = ['# Job\n', '\n', '## Overview\n', '- one\n', '- two\n', '- three\n'];
    const t = await createTestApp({ generator: new FakeGenerator({ outline: lines, delayMs: 150 }) });
    try {
      const env = { RESUME_BASE_URL: await t.listen(), RESUME_API_KEY: t.key };
      const run = await runCLI(['outline', '--job', 'Job', '--type', 'social'], env);
      assert.equal(run.code, 0, run.stderr);
      assert.equal(run.stdout, lines.join(''));
      // Printed at the end, the text would arrive in one chunk; printed live, one per spaced-out fragment.
      assert.ok(run.chunks.length >= 3, `stdout arrived in ${run.chunks.length} chunk(s)`);
    } finally {
      await t.close();
    }
  });
});
