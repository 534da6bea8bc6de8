// `npm start` runs the compiled build (npm run build → dist/): every module is in it, and the service
// it makes answers outlines, reads an upload in its reading workers and renders a PDF in its PDF worker.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startNodeFlags } from '../../src/cli/start-flags.ts';
import {
  COMPILED_SERVICE,
  type ServiceProcess,
  startService,
  stopService,
} from '../helpers/service-process.ts';
import { CONTENT_PATH, OUTLINE_PATH, TASK_PATH } from '../helpers/test-app.ts';

const packagesDir = fileURLToPath(new URL('../../..', import.meta.url));
const KEY = 'compiled-build-key-0123456789';

function modulesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.d.ts'),
  );
}

describe('the compiled build', () => {
  let dataDir: string;
  let service: ServiceProcess;

  before(async () => {
    await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/build.ts'], {
      cwd: path.join(packagesDir, 'server'),
    });
    dataDir = await mkdtemp(path.join(tmpdir(), 'resume-compiled-'));
    service = await startService(dataDir, { RESUME_API_KEYS: KEY }, COMPILED_SERVICE);
  });
  after(async () => {
    if (service) assert.equal(await stopService(service), 0);
    await rm(dataDir, { recursive: true, force: true });
  });

  const post = async (route: string, body: unknown) => {
    const response = await fetch(`${service.base}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${KEY}` },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { code: number; data: unknown } };
  };

  test('holds a JavaScript module for every TypeScript module of the server and the contract', () => {
    for (const name of ['server', 'contract']) {
      const missing = modulesUnder(path.join(packagesDir, name, 'src')).filter(
        (file) => !existsSync(path.join(packagesDir, name, 'dist', file.replace(/\.ts$/, '.js'))),
      );
      assert.deepEqual(missing, [], `${name}: modules missing from dist/`);
    }
  });

  test('runs with the Node flags of npm start, as do the image and the cluster command', async () => {
    const flags = startNodeFlags();
    assert.ok(flags.includes('--min-semi-space-size=8'), `npm start's flags: ${flags.join(' ')}`);
    const dockerfile = readFileSync(path.join(packagesDir, '..', 'Dockerfile'), 'utf8');
    const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(dockerfile)![1]!) as string[];
    assert.deepEqual(cmd, ['node', ...flags, 'packages/server/dist/main.js']);
    const { scripts } = JSON.parse(readFileSync(path.join(packagesDir, 'server', 'package.json'), 'utf8'));
    assert.ok(scripts.cluster.includes(`node ${flags.join(' ')} dist/cli/cluster.js`), scripts.cluster);
  });

  test('answers an outline for a job', async () => {
    const { status, body } = await post(OUTLINE_PATH, {
      mode: 'ai-template',
      type: 'social',
      job: 'Data Analyst',
      stream: false,
    });
    assert.equal(status, 200);
    assert.match(String(body.data), /^# Data Analyst\n/);
  });

  test('reads an uploaded resume in its reading workers', async () => {
    const resume =
      'Wang Fang\nwang.fang@example.com\n\nExperience\nData Analyst, Contoso, 2021 - 2024\n- Built weekly sales dashboards\n';
    const { status, body } = await post(OUTLINE_PATH, {
      mode: 'optimize-local-resume',
      uploadFileType: 'txt',
      uploadContent: Buffer.from(resume).toString('base64'),
      stream: false,
    });
    assert.equal(status, 200, JSON.stringify(body));
    assert.match(String(body.data), /Wang Fang/);
  });

  test('renders a PDF export in its PDF worker', async () => {
    const created = await post(TASK_PATH, {
      outline: '# Data Analyst\n\n## Work Experience\n- Contoso, Data Analyst, 2021 - 2024\n',
    });
    const { uid } = created.body.data as { uid: string };
    assert.equal((await post(CONTENT_PATH, { uid, stream: false })).status, 200);
    const response = await fetch(`${service.base}${TASK_PATH}/${uid}/export?format=pdf`, {
      headers: { authorization: `Bearer ${KEY}` },
    });
    assert.equal(response.status, 200);
    const bytes = Buffer.from(await response.arrayBuffer());
    assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');
  });

  test('serves the MCP tools at /mcp, bundled from the client package', async () => {
    const response = await fetch(`${service.base}/mcp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        authorization: `Bearer ${KEY}`,
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'outline', arguments: { job: 'Data Analyst', type: 'campus' } },
      }),
    });
    assert.equal(response.status, 200);
    const { result } = (await response.json()) as { result: { content: { text: string }[] } };
    assert.match(result.content[0]!.text, /^# Data Analyst\n/);
  });
});
