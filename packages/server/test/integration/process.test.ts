// The real process: first start prints a key, data survives a restart on the same DATA_DIR,
// SIGTERM drains and exits cleanly, and the keys CLI manages keys in the same store.
import assert from 'node:assert/strict';
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import Database from 'libsql';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const TASK_PATH = '/api/v1/service/resume/task';

interface Running {
  child: ChildProcess;
  base: string;
  output: () => string;
}

/** Every process a test started: killed after the tests, so a failed assertion never leaves one holding the run open. */
const started = new Set<ChildProcess>();

function start(dataDir: string, env: Record<string, string> = {}): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  child.once('exit', () => started.delete(child));
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within 20 s:\n${output}`)), 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = output.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
      if (listening) {
        clearTimeout(timer);
        resolve({ child, base: listening[1]!, output: () => output });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
}

/**
 * The first match of `pattern` in the process's output, waiting up to `ms`: stdout and stderr are two pipes, so a
 * line written before "Server listening" on one may arrive after it on the other.
 */
async function outputMatch(running: Running, pattern: RegExp, ms = 10_000): Promise<RegExpMatchArray | null> {
  const deadline = Date.now() + ms;
  for (;;) {
    const match = running.output().match(pattern);
    if (match || Date.now() > deadline) return match;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function stop(running: Running): Promise<number | null> {
  return new Promise((resolve) => {
    running.child.once('exit', (code) => resolve(code));
    running.child.kill('SIGTERM');
  });
}

describe('the service process', () => {
  let dataDir: string;
  before(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'resume-service-'));
  });
  after(async () => {
    for (const child of started) child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  test('first start prints one key; tasks and keys survive a restart; SIGTERM exits 0', async () => {
    const first = await start(dataDir);
    // No \b around the key: base64url can end in '-', and '-' before a newline is no word boundary (1 start in 64).
    const printed = await outputMatch(first, /(rsk_[A-Za-z0-9_-]{32})(?![A-Za-z0-9_-])/);
    assert.ok(printed, 'a key is printed on first start');
    const key = printed[1]!;
    const created = await fetch(`${first.base}${TASK_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({ outline: '# Chef\n\n## Basic Information\n- Name: Auguste Escoffier\n' }),
    });
    const { uid } = (await created.json()).data;
    const content = await fetch(`${first.base}/api/v1/service/resume/content`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({ uid, stream: false }),
    });
    const sections = (await content.json()).data;
    assert.equal(await stop(first), 0);
    assert.equal(first.output().match(/rsk_[A-Za-z0-9_-]{32}/g)?.length, 1, 'the key appears exactly once');
    assert.match(first.output(), /"msg":"stopped"/);

    const second = await start(dataDir);
    try {
      assert.ok(!/rsk_[A-Za-z0-9_-]{32}/.test(second.output()), 'no new key on a later start');
      const shown = await fetch(`${second.base}${TASK_PATH}/${uid}`, {
        headers: { authorization: `Bearer ${key}` },
      });
      const task = (await shown.json()).data;
      assert.equal(task.status, 'done');
      assert.deepEqual(task.sections, sections);
      assert.equal(task.sections[0].content[0].value, 'Auguste Escoffier');
      assert.ok(!second.output().includes('Auguste Escoffier'), 'resume content is never logged');
      assert.ok(!second.output().includes(key), 'keys are never logged');
    } finally {
      assert.equal(await stop(second), 0);
    }
  });

  test('a task left generating by a killed process is failed and retryable after the next start', async () => {
    const key = 'rsk_recoverytestkey0000000000000000';
    const env = { RESUME_API_KEYS: key };
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${key}` };
    const first = await start(dataDir, env);
    const created = await fetch(`${first.base}${TASK_PATH}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ outline: '# Chef\n\n## Basic Information\n- Name: Auguste Escoffier\n' }),
    });
    const { uid } = (await created.json()).data;
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    // What the killed process would have left mid-generation.
    const database = new Database(path.join(dataDir, 'resume-service.sqlite'));
    const leftAt = Date.now() - 60_000;
    database.prepare("UPDATE tasks SET status = 'generating', updated_at = ? WHERE uid = ?").run(leftAt, uid);
    database.close();

    const second = await start(dataDir, env);
    try {
      const shown = (await (await fetch(`${second.base}${TASK_PATH}/${uid}`, { headers })).json()).data;
      assert.equal(shown.status, 'failed');
      assert.equal(shown.error.code, 50301);
      assert.match(shown.error.message, /interrupted/);
      assert.ok(Date.parse(shown.updatedAt) > leftAt, 'updatedAt says when it was recovered');
      const content = await fetch(`${second.base}/api/v1/service/resume/content`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ uid, stream: false }),
      });
      assert.equal((await content.json()).code, 0, 'a content request retries it');
    } finally {
      assert.equal(await stop(second), 0);
    }
  });

  test('npm run keys: create, list, revoke in the same DATA_DIR', async () => {
    const run = promisify(execFile);
    const cli = (...args: string[]) =>
      run(process.execPath, ['--import', 'tsx', 'src/cli/keys.ts', ...args], {
        cwd: serverDir,
        env: { ...process.env, DATA_DIR: dataDir },
      });
    const created = await cli('create', 'mobile-app');
    const key = created.stdout.match(/rsk_[A-Za-z0-9_-]{32}/)?.[0];
    assert.ok(key);
    const id = created.stdout.match(/id ([0-9a-f-]{36})/)?.[1];
    assert.ok(id);
    const listed = await cli('list');
    assert.match(listed.stdout, /mobile-app/);
    assert.ok(!listed.stdout.includes(key), 'list never shows the key');
    const server = await start(dataDir);
    try {
      const ok = await fetch(`${server.base}${TASK_PATH}/tsk_x`, {
        headers: { authorization: `Bearer ${key}` },
      });
      assert.equal((await ok.json()).code, 40401, 'the new key is accepted');
      await cli('revoke', id);
      const revoked = await fetch(`${server.base}${TASK_PATH}/tsk_x`, {
        headers: { authorization: `Bearer ${key}` },
      });
      assert.equal((await revoked.json()).code, 40102);
    } finally {
      await stop(server);
    }
  });
});
