// client.parse against the real server with every input it accepts: a path, a Buffer, bytes with a type,
// a Blob and a File; the type comes from the name, the MIME type or the bytes, and mistakes are typed.
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Section } from '@resume/contract';
import { ResumeClient, toUpload, ValidationError } from '../../../client/src/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { makeDocx } from '../reading/fixtures.ts';

const TEXT_RESUME = `Ada Lovelace
ada@example.com | +44 20 7946 0958

Experience
Analytical Engine Project | Programmer | 1842.01 - 1843.09
- Wrote the first published algorithm for a machine

Education
University of London | Mathematics | 1840.01 - 1842.12
`;

function titles(sections: Section[]): string[] {
  return sections.map((section) => section.title);
}

describe('SDK parse', () => {
  let t: TestApp;
  let client: ResumeClient;
  let directory: string;
  let docx: Uint8Array;
  before(async () => {
    t = await createTestApp();
    client = new ResumeClient({ baseUrl: await t.listen(), apiKey: t.key });
    directory = await mkdtemp(join(tmpdir(), 'sdk-parse-'));
    docx = await makeDocx('en');
  });
  after(async () => {
    await t.close();
    await rm(directory, { recursive: true, force: true });
  });

  test('a path: the type comes from the extension', async () => {
    const path = join(directory, 'ada.txt');
    await writeFile(path, TEXT_RESUME);
    const sections = await client.parse(path);
    assert.equal(sections[0]!.type, 'kv');
    assert.ok(
      sections[0]!.type === 'kv' && sections[0]!.content.some((item) => item.value === 'ada@example.com'),
    );
    assert.ok(titles(sections).includes('Experience'));
  });

  test('a Buffer of a DOCX: the type comes from the bytes; the same as a path to it', async () => {
    const fromBuffer = await client.parse(Buffer.from(docx));
    assert.ok(titles(fromBuffer).includes('Experience'));
    assert.match(JSON.stringify(fromBuffer), /Remington Rand/);
    const path = join(directory, 'grace.docx');
    await writeFile(path, docx);
    assert.deepEqual(await client.parse(path), fromBuffer);
  });

  test('a Blob with a MIME type, and a File with a name', async () => {
    const fromBlob = await client.parse(new Blob([TEXT_RESUME], { type: 'text/plain' }));
    const fromFile = await client.parse(new File([new Uint8Array(docx)], 'grace.DOCX'));
    assert.ok(titles(fromBlob).includes('Education'));
    assert.match(JSON.stringify(fromFile), /Yale University/);
  });

  test('bytes that cannot be told apart need a fileType; a wrong one is refused by the server', async () => {
    await assert.rejects(client.parse(new Uint8Array([0, 159, 146, 150])), /fileType/);
    await assert.rejects(client.parse(Buffer.from(TEXT_RESUME), { fileType: 'pdf' }), (error: unknown) => {
      assert.ok(error instanceof ValidationError);
      assert.equal(error.code, 41501);
      assert.equal(error.status, 415);
      return true;
    });
  });

  test('an archive that is no Word document, or a name of another type, is no resume', async () => {
    const { zipSync } = await import('fflate');
    const archive = zipSync({ 'notes.txt': new TextEncoder().encode('not a resume') });
    await assert.rejects(toUpload(archive), /Could not tell the file type/);
    assert.equal((await toUpload(docx)).uploadFileType, 'docx');
    await assert.rejects(
      toUpload(new TextEncoder().encode('{}'), { fileName: 'cv.json' }),
      /\.json is not a resume file type/,
    );
    // A type the caller names is trusted: the server checks the bytes.
    assert.equal(
      (await toUpload(new TextEncoder().encode('Ada'), { fileName: 'cv.json', fileType: 'txt' }))
        .uploadFileType,
      'txt',
    );
  });

  test('toUpload encodes base64 the way the API expects', async () => {
    const upload = await toUpload(new TextEncoder().encode('简历 résumé'), { fileName: 'cv.md' });
    assert.equal(upload.uploadFileType, 'md');
    assert.equal(Buffer.from(upload.uploadContent, 'base64').toString('utf8'), '简历 résumé');
  });

  test('optimize mode takes a file directly', async () => {
    const markdown = await client.outline.create({ mode: 'optimize-local-resume', file: Buffer.from(docx) });
    assert.match(markdown, /^# /);
    assert.match(markdown, /Remington Rand/);
  });
});
