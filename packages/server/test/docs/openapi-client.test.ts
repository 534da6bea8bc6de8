// A client generated from /openapi.json the way integrators make one (openapi-typescript types, openapi-fetch
// calls) type-checks in strict mode without a single cast, and calls the live server on a real socket.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const run = promisify(execFile);
const serverDirectory = fileURLToPath(new URL('../..', import.meta.url));

/** What an integrator writes against the generated types: no `as`, no `any`. */
const CLIENT_SOURCE = `import createClient from 'openapi-fetch';
import type { paths } from './api.ts';

export async function useService(baseUrl: string, key: string) {
  const client = createClient<paths>({ baseUrl, headers: { authorization: \`Bearer \${key}\` } });
  const outline = '# Nurse\\n\\n## Basic Information\\n- Name: Ada Lovelace\\n';
  const created = await client.POST('/api/v1/service/resume/task', {
    body: { outline, locale: 'en-US' },
    params: { header: { 'Idempotency-Key': 'generated-client-1' } },
  });
  const uid: string = created.data?.data.uid ?? '';
  const viewed = await client.GET('/api/v1/service/resume/task/{uid}', { params: { path: { uid } } });
  const status: 'pending' | 'generating' | 'done' | 'failed' | undefined = viewed.data?.data.status;
  const missing = await client.GET('/api/v1/service/resume/task/{uid}', { params: { path: { uid: 'tsk_missing' } } });
  const missingCode: number | undefined = missing.error?.code;
  const health = await client.GET('/healthz');
  return { uid, status, missingCode, healthy: health.response.status === 200 };
}
`;

describe('a client generated from /openapi.json', () => {
  let t: TestApp;
  let baseUrl: string;
  let directory: string;
  before(async () => {
    t = await createTestApp();
    baseUrl = await t.listen();
    directory = await mkdtemp(join(tmpdir(), 'openapi-client-'));
    // The generated project resolves openapi-fetch from this package's node_modules.
    await symlink(join(serverDirectory, '..', '..', 'node_modules'), join(directory, 'node_modules'), 'dir');
  });
  after(async () => {
    await t.close();
    await rm(directory, { recursive: true, force: true });
  });

  test('type-checks in strict mode with no casts, and its calls get what the types say', async () => {
    const document = await (await fetch(`${baseUrl}/openapi.json`)).json();
    await writeFile(join(directory, 'api.ts'), astToString(await openapiTS(document)));
    await writeFile(join(directory, 'client.ts'), CLIENT_SOURCE);
    await writeFile(
      join(directory, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          allowImportingTsExtensions: true,
          skipLibCheck: true,
          types: [],
        },
        files: ['client.ts'],
      }),
    );
    await writeFile(join(directory, 'package.json'), '{"type":"module"}');
    const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
    const checked = await run(process.execPath, [tsc, '-p', directory]).catch(
      (error: { stdout?: string }) => ({ stdout: error.stdout ?? String(error) }),
    );
    assert.equal(checked.stdout.trim(), '', 'the generated client type-checks');

    const { useService } = (await import(join(directory, 'client.ts'))) as {
      useService(baseUrl: string, key: string): Promise<Record<string, unknown>>;
    };
    const result = await useService(baseUrl, t.key);
    assert.match(String(result.uid), /^tsk_/);
    assert.equal(result.status, 'pending');
    assert.equal(result.missingCode, 40401);
    assert.equal(result.healthy, true);
  });
});
