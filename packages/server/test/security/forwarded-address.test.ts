// Client addresses cannot be forged: TRUST_PROXY names the proxies (never `true`), the shipped nginx replaces
// X-Forwarded-For, and one client failing keys in another's name does not lock that client out.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { createTestApp, TASK_PATH, type TestApp } from '../helpers/test-app.ts';

const root = new URL('../../../../', import.meta.url);
const NGINX = '/usr/sbin/nginx';
const ATTACKER = '127.0.0.2';
const VICTIM = '127.0.0.3';

describe('TRUST_PROXY', () => {
  test('`true` is refused at start with a message naming what to set instead', () => {
    assert.throws(
      () => loadConfig({ TRUST_PROXY: 'true' }),
      (error: unknown) =>
        error instanceof ConfigError &&
        /TRUST_PROXY=true/.test(error.message) &&
        /address or CIDR/.test(error.message),
    );
  });

  test('addresses, CIDRs and the named ranges are accepted; anything else is refused', () => {
    assert.deepEqual(
      loadConfig({ TRUST_PROXY: '10.0.0.5, 172.30.0.0/24,::1,fd00::/8,loopback' }).trustProxy,
      ['10.0.0.5', '172.30.0.0/24', '::1', 'fd00::/8', 'loopback'],
    );
    assert.equal(loadConfig({}).trustProxy, false);
    for (const wrong of ['*', 'nginx', '10.0.0.0/33', '10.0.0.1/8/1', '2']) {
      assert.throws(() => loadConfig({ TRUST_PROXY: wrong }), ConfigError, wrong);
    }
  });

  test('compose.yaml trusts exactly the address it gives nginx, and nginx replaces X-Forwarded-For', () => {
    const compose = readFileSync(new URL('compose.yaml', root), 'utf8');
    const trusted = compose.match(/TRUST_PROXY: "([^"]*)"/)?.[1];
    const nginxAddress = compose.match(/ipv4_address: (\S+)/)?.[1];
    assert.ok(nginxAddress, 'nginx has a fixed address');
    assert.equal(trusted, nginxAddress);
    assert.doesNotThrow(() => loadConfig({ TRUST_PROXY: trusted }));
    const nginx = readFileSync(new URL('deploy/nginx.conf', root), 'utf8');
    assert.match(nginx, /^\s*proxy_set_header X-Forwarded-For \$remote_addr;/m);
    assert.doesNotMatch(nginx, /^\s*proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for/m);
  });
});

/** GET a task with `key` from the local address `from`, with any extra headers; the status and code. */
function ask(
  port: number,
  from: string,
  key: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; code: number }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        path: `${TASK_PATH}/tsk_missing`,
        headers: { authorization: `Bearer ${key}`, ...headers },
        agent: false,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, code: JSON.parse(body).code }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The attack of the finding: 31 wrong keys sent in the victim's name, then more from rotating forged addresses. */
async function attack(port: number): Promise<{ code: number }[]> {
  const answers: { code: number }[] = [];
  for (let attempt = 0; attempt < 31; attempt += 1) {
    answers.push(await ask(port, ATTACKER, `rsk_wrong_${attempt}`, { 'x-forwarded-for': VICTIM }));
  }
  for (let attempt = 0; attempt < 5; attempt += 1) {
    answers.push(
      await ask(port, ATTACKER, `rsk_wrong_again_${attempt}`, { 'x-forwarded-for': `198.51.100.${attempt}` }),
    );
  }
  return answers;
}

describe('a client failing keys in the name of another address', () => {
  let t: TestApp;
  let port: number;
  before(async () => {
    // The service trusts only the proxy on this machine; these clients connect to it directly.
    t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    port = Number(new URL(await t.listen()).port);
  });
  after(() => t.close());

  test('blocks only itself: its forged X-Forwarded-For is ignored, and rotating it does not escape the limit', async () => {
    const answers = await attack(port);
    assert.equal(answers[0]!.code, 40102);
    assert.deepEqual(
      answers.slice(30).map((answer) => answer.code),
      Array(6).fill(42901),
      'the attacker is blocked, whatever address it writes',
    );
    const victim = await ask(port, VICTIM, t.key);
    assert.equal(victim.code, 40401, 'the victim is served (its task lookup answers, not 42901)');
  });
});

const nginxMissing = spawnSync(NGINX, ['-v']).error !== undefined;
if (nginxMissing && process.env.CI !== 'true') {
  console.warn(
    `\n*** nginx is not installed (${NGINX}): the test of deploy/nginx.conf in front of the service is SKIPPED. apt-get install nginx ***\n`,
  );
}

describe('through the shipped deploy/nginx.conf', { skip: nginxMissing && process.env.CI !== 'true' }, () => {
  let t: TestApp;
  let nginx: ChildProcess;
  let directory: string;
  let proxyPort: number;
  before(async () => {
    // As compose.yaml runs it: the service trusts nginx's address alone (nginx reaches it over loopback).
    t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    const servicePort = new URL(await t.listen()).port;
    proxyPort = await freePort();
    directory = mkdtempSync(path.join(tmpdir(), 'nginx-'));
    // The shipped server block, its upstreams and port pointed at this machine; nothing else changed.
    const site = readFileSync(new URL('deploy/nginx.conf', root), 'utf8')
      .replace(/server app1:8080[^;]*;\s*server app2:8080[^;]*;/, `server 127.0.0.1:${servicePort};`)
      .replace(/listen 8080;/, `listen 127.0.0.1:${proxyPort};`);
    assert.match(site, new RegExp(`server 127\\.0\\.0\\.1:${servicePort};`), 'the upstreams were found');
    writeFileSync(path.join(directory, 'site.conf'), site);
    writeFileSync(
      path.join(directory, 'nginx.conf'),
      `daemon off;\nworker_processes 1;\npid ${directory}/nginx.pid;\nerror_log ${directory}/error.log;\n` +
        `events { worker_connections 64; }\n` +
        `http { access_log off; client_body_temp_path ${directory}/body; proxy_temp_path ${directory}/proxy; ` +
        `include ${directory}/site.conf; }\n`,
    );
    nginx = spawn(NGINX, ['-p', directory, '-e', `${directory}/error.log`, '-c', `${directory}/nginx.conf`], {
      stdio: 'ignore',
    });
    await waitForPort(proxyPort);
  });
  after(async () => {
    nginx?.kill('SIGTERM');
    await t?.close();
    if (directory) rmSync(directory, { recursive: true, force: true });
  });

  test('31 wrong keys sent with `X-Forwarded-For: <victim>` block the attacker, not the victim', async () => {
    const answers = await attack(proxyPort);
    assert.equal(answers[0]!.code, 40102);
    assert.equal(answers.at(-1)!.code, 42901, 'the attacker is blocked');
    assert.equal((await ask(proxyPort, VICTIM, t.key)).code, 40401, 'the victim is served');
    assert.equal((await ask(proxyPort, VICTIM, t.key, { 'x-forwarded-for': ATTACKER })).code, 40401);
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForPort(port: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const open = await new Promise<boolean>((resolve) => {
      const req = request({ host: '127.0.0.1', port, path: '/healthz', agent: false }, (response) => {
        response.resume();
        resolve(response.statusCode === 200);
      });
      req.on('error', () => resolve(false));
      req.end();
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx did not answer on port ${port}`);
}
