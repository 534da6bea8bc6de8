// The SDK as a user gets it: `npm pack -w @resume/client`, the tarball installed into a fresh project outside
// the repository (from the npm cache), then imported by an ESM script, type-checked by a strict consumer
// under node16, nodenext and bundler resolution, and its `resume` bin run, against the real server on port 0.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createTestApp, TASK_PATH, type TestApp } from '../helpers/test-app.ts';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const CLIENT = join(ROOT, 'packages/client');
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');
const { version } = JSON.parse(readFileSync(join(CLIENT, 'package.json'), 'utf8')) as { version: string };
const TARBALL = `resume-client-${version}.tgz`;
/** A hung child is killed rather than hanging the suite; this is a guard, not a speed assertion. */
const HANG_GUARD_MS = 120_000;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * A user's shell, not this test runner's: npm's own variables (`npm_config_local_prefix` would point a
 * nested `npm install` back at the repository) and node:test's are left out. The npm cache is kept, so
 * the tarball's dependencies install from it.
 */
function userEnvironment(extra: Record<string, string> = {}): Record<string, string> {
  const env: Record<string, string> = { PATH: process.env.PATH ?? '', LANG: 'C.UTF-8', ...extra };
  for (const name of ['HOME', 'TMPDIR', 'npm_config_cache', 'NODE_EXTRA_CA_CERTS']) {
    const value = process.env[name];
    if (value !== undefined) env[name] = value;
  }
  return env;
}

/** Runs a child without blocking this process, where the server under test lives. */
function run(
  command: string,
  args: string[],
  cwd: string,
  extraEnv: Record<string, string> = {},
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: userEnvironment(extraEnv),
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

function failureOf(result: Run): string {
  return `exit ${result.code}\nstderr:\n${result.stderr.slice(-3000)}\nstdout:\n${result.stdout.slice(-2000)}`;
}

/** What a user writes after `import`: the SDK used for real, and lines that must not compile. */
const CONSUMER_TS = `import {
  NotFoundError,
  ResumeAPIError,
  ResumeClient,
  type Section,
  type TaskView,
  ValidationError,
} from '@resume/client';

const client = new ResumeClient({ apiKey: 'rsk_example', baseUrl: 'http://127.0.0.1:8080' });

export async function writeResume(job: string): Promise<string[]> {
  const outline = client.outline.stream({ mode: 'ai-template', type: 'campus', job, locale: 'en-US' });
  let written = '';
  for await (const fragment of outline) written += fragment;
  const task = await client.tasks.create({ outline: written }, { idempotencyKey: 'example' });
  const view: TaskView = await client.tasks.get(task.uid);
  const titles: string[] = [];
  for await (const section of client.content.stream(view.uid, { lastEventId: '0' })) titles.push(describe(section));
  return titles;
}

function describe(section: Section): string {
  switch (section.type) {
    case 'kv':
      return section.content.map((item) => item.key).join(', ');
    case 'list':
      return section.content.items.join(', ');
    default:
      return section.title;
  }
}

export function explain(error: unknown): string {
  if (error instanceof ValidationError || error instanceof NotFoundError) return error.message;
  if (error instanceof ResumeAPIError) return \`\${error.family} \${error.code} \${error.requestId ?? ''}\`;
  return String(error);
}

// @ts-expect-error 'graduate' is not a job type: the request types came with the package
client.outline.create({ mode: 'ai-template', type: 'graduate', job: 'x' });
// @ts-expect-error a stream is not a string: the client's types are real, not any
export const wrong: string = client.outline.stream({ mode: 'ai-template', type: 'campus', job: 'x' });
`;

/** The SDK in a user's ESM script: an outline, a task, its content streamed, and a typed error. */
const USE_SDK_MJS = `import { NotFoundError, ResumeClient } from '@resume/client';

const client = new ResumeClient({ apiKey: process.env.RESUME_API_KEY, baseUrl: process.env.RESUME_BASE_URL });
const outline = await client.outline.create({ mode: 'ai-template', type: 'social', job: 'Registered Nurse' });
const task = await client.tasks.create({ outline });
const sections = [];
for await (const section of client.content.stream(task.uid)) sections.push(\`\${section.type} \${section.title}\`);
let missing = 'no error';
try {
  await client.tasks.get('no-such-task');
} catch (error) {
  missing = \`\${error instanceof NotFoundError} \${error.code} \${error.message}\`;
}
const resolved = import.meta.resolve('@resume/client');
console.log(JSON.stringify({ resolved, firstLine: outline.split('\\n')[0], uid: task.uid, sections, missing }));
`;

describe('the packed SDK in a fresh project', () => {
  let t: TestApp;
  let baseUrl: string;
  let scratch: string;
  let project: string;
  const timings: string[] = [];
  before(async () => {
    t = await createTestApp();
    baseUrl = await t.listen();
    scratch = await mkdtemp(join(tmpdir(), 'resume-sdk-pack-'));
    project = join(scratch, 'project');

    let started = performance.now();
    const pack = await run('npm', ['pack', '-w', '@resume/client', '--pack-destination', scratch], ROOT);
    assert.equal(pack.code, 0, `npm pack: ${failureOf(pack)}`);
    timings.push(`npm pack (with the prepack build) ${Math.round(performance.now() - started)} ms`);

    await mkdir(project);
    await writeFile(
      join(project, 'package.json'),
      '{ "name": "my-app", "private": true, "type": "module" }\n',
    );
    started = performance.now();
    const install = await run(
      'npm',
      ['install', join(scratch, TARBALL), '--prefer-offline', '--no-audit', '--no-fund'],
      project,
    );
    assert.equal(install.code, 0, `npm install: ${failureOf(install)}`);
    timings.push(`npm install of the tarball ${Math.round(performance.now() - started)} ms`);
  });
  after(async () => {
    await t.close();
    await rm(scratch, { recursive: true, force: true });
  });

  test('the installed package is the build and two runtime dependencies, with no source and no tsx', async (context) => {
    for (const timing of timings) context.diagnostic(timing);
    const installed = join(project, 'node_modules/@resume/client');
    assert.deepEqual((await readdir(installed)).sort(), ['README.md', 'bin', 'dist', 'package.json']);
    assert.ok(existsSync(join(installed, 'dist/client/src/index.js')));
    assert.ok(existsSync(join(installed, 'dist/client/src/index.d.ts')));
    const packages = (await readdir(join(project, 'node_modules'))).filter((name) => !name.startsWith('.'));
    assert.deepEqual(packages.sort(), ['@resume', '@sinclair', 'eventsource-parser']);
    assert.deepEqual(await readdir(join(project, 'node_modules/@resume')), ['client']);
  });

  test('an ESM script imports it and creates a task whose content streams from the server', async () => {
    await writeFile(join(project, 'use-sdk.mjs'), USE_SDK_MJS);
    const result = await run(process.execPath, ['use-sdk.mjs'], project, {
      RESUME_API_KEY: t.key,
      RESUME_BASE_URL: baseUrl,
    });
    assert.equal(result.code, 0, failureOf(result));
    const out = JSON.parse(result.stdout) as {
      resolved: string;
      firstLine: string;
      uid: string;
      sections: string[];
      missing: string;
    };
    assert.ok(
      out.resolved.startsWith(pathToFileURL(join(project, 'node_modules/@resume/client/dist/')).href),
      `the package in the project, not the workspace: ${out.resolved}`,
    );
    assert.equal(out.firstLine, '# Registered Nurse');
    assert.equal(out.sections[0], 'kv Basic Information');
    assert.ok(out.sections.length >= 4, out.sections.join(' | '));
    assert.match(out.missing, /^true 40401 /, 'a typed NotFoundError with the contract code');
    const stored = await t.app.inject({ method: 'GET', url: `${TASK_PATH}/${out.uid}`, headers: t.auth() });
    const task = stored.json() as { data: { status: string; sections: unknown[] } };
    assert.equal(task.data.status, 'done', 'the server stored the task and its generated content');
    assert.equal(task.data.sections.length, out.sections.length);
  });

  test('a strict consumer type-checks against its types under node16, nodenext and bundler', async () => {
    await writeFile(join(project, 'consumer.ts'), CONSUMER_TS);
    // One run also checks the package's declaration files (and @sinclair/typebox's, which they import, but
    // not TypeScript's own); the others skip them, as most projects do: seconds, not tens of seconds. A
    // declaration that failed to resolve there would make the client `any`, and then the consumer's
    // expected errors would not happen, which fails the run.
    const settings = [
      { module: 'Node16', moduleResolution: 'Node16', skipLibCheck: false, skipDefaultLibCheck: true },
      { module: 'NodeNext', moduleResolution: 'NodeNext', skipLibCheck: true },
      { module: 'ESNext', moduleResolution: 'Bundler', skipLibCheck: true },
    ];
    const results = await Promise.all(
      settings.map(async (setting) => {
        const config = `tsconfig.${setting.moduleResolution.toLowerCase()}.json`;
        await writeFile(
          join(project, config),
          JSON.stringify({
            compilerOptions: {
              ...setting,
              target: 'ES2022',
              lib: ['ES2022', 'DOM'],
              strict: true,
              noEmit: true,
              types: [],
            },
            files: ['consumer.ts'],
          }),
        );
        return { setting, result: await run(process.execPath, [TSC, '-p', config], project) };
      }),
    );
    for (const { setting, result } of results) {
      assert.equal(result.code, 0, `tsc (${setting.moduleResolution}):\n${result.stdout}${result.stderr}`);
    }
  });

  test('`npx resume --version` and `resume outline` run the built bin against the server', async () => {
    const versionRun = await run('npx', ['resume', '--version'], project);
    assert.equal(versionRun.code, 0, failureOf(versionRun));
    assert.equal(versionRun.stdout, `resume ${version}\n`);
    const outline = await run(
      join(project, 'node_modules/.bin/resume'),
      ['outline', '--job', '前端开发工程师', '--type', 'campus'],
      project,
      { RESUME_API_KEY: t.key, RESUME_BASE_URL: baseUrl },
    );
    assert.equal(outline.code, 0, failureOf(outline));
    assert.match(outline.stdout, /^# 前端开发工程师\n\n## 基本信息\n/);
    assert.equal(outline.stderr, '');
  });

  test("the client README's Install section shows these steps", () => {
    const readme = readFileSync(join(CLIENT, 'README.md'), 'utf8');
    const install = readme.slice(
      readme.indexOf('## Install'),
      readme.indexOf('\n## ', readme.indexOf('## Install') + 1),
    );
    assert.ok(install.includes('npm pack -w @resume/client'), install);
    assert.ok(install.includes(`npm install ./${TARBALL}`), install);
  });
});
