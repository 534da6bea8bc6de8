// Hostile files through the real HTTP API (outline and parse): bombs, huge page trees, encryption,
// truncation, polyglots and wrong magic bytes are each refused with their code and a message
// naming the problem, well inside the parse time limit, while /healthz keeps answering.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type Answer, base64, post, withHealthzBetween } from '../helpers/hostile.ts';
import {
  blankImage,
  chainedFlatePdf,
  concatBytes,
  hexWrappedFlatePdf,
  lyingCountZip,
  lzwPdf,
  manyEntriesZip,
  manyPagePdf,
  nestedZip,
  officeZipBomb,
  plainDocx,
  plainPdf,
  runLengthPdf,
  truncated,
  zipHoldingPdf,
} from '../helpers/hostile-files.ts';
import { createTestApp, OUTLINE_PATH, PARSE_PATH, type TestApp } from '../helpers/test-app.ts';
import { makeDoc, makeDocx, makeEncryptedPdf, makeOdt, makePdf, rtf } from '../reading/fixtures.ts';

interface HostileCase {
  name: string;
  type: string;
  bytes: Uint8Array;
  /** The contract code both endpoints answer; 0 means the file is read (its hostile part ignored). */
  code: number;
  message?: RegExp;
  /** For files that are read: text the parsed resume must hold, and text it must not. */
  holds?: string;
  lacks?: string;
}

const TOO_LARGE = /too large: it unpacks to more than the limit of 50 MiB/;

const send = (base: string, t: TestApp, path: string, item: HostileCase, stream = false): Promise<Answer> =>
  post(
    base,
    path,
    JSON.stringify({
      ...(path === OUTLINE_PATH ? { mode: 'optimize-local-resume' } : {}),
      uploadFileType: item.type,
      uploadContent: base64(item.bytes),
      stream,
    }),
    t.auth(),
  );

function assertAnswer(item: HostileCase, path: string, answer: Answer): void {
  const where = `${item.name} via ${path.split('/').pop()}`;
  assert.equal(answer.body.code, item.code, `${where}: ${answer.body.message}`);
  if (item.code === 0) {
    assert.equal(answer.status, 200, where);
    if (path === PARSE_PATH) {
      const text = JSON.stringify(answer.body.data);
      if (item.holds) assert.ok(text.includes(item.holds), `${where} reads the document: ${text}`);
      if (item.lacks) assert.ok(!text.includes(item.lacks), `${where} ignores the hidden part`);
    }
    return;
  }
  assert.equal(answer.status, item.code === 41501 ? 415 : 422, where);
  if (item.message) assert.match(answer.body.message, item.message, where);
  // Refused for what it is, not because the reading worker ran out of time or memory.
  assert.doesNotMatch(answer.body.message, /took too long|memory/, where);
}

/**
 * Sends every case to both endpoints (one endpoint's batch at a time: the reading queue holds 16)
 * and checks each answer; with `healthzBetween`, /healthz must answer while the batch is still running.
 */
async function sendAll(
  base: string,
  t: TestApp,
  cases: readonly HostileCase[],
  options: { healthzBetween: boolean },
): Promise<void> {
  for (const path of [OUTLINE_PATH, PARSE_PATH]) {
    const requests = cases.map((item) => send(base, t, path, item));
    const answers = options.healthzBetween
      ? await withHealthzBetween(base, requests)
      : await Promise.all(requests);
    for (const [index, item] of cases.entries()) assertAnswer(item, path, answers[index]!);
  }
  assert.equal((await fetch(`${base}/healthz`)).status, 200);
}

describe('hostile files through the HTTP API', () => {
  let t: TestApp;
  let base: string;
  before(async () => {
    t = await createTestApp();
    base = await t.listen();
  });
  after(() => t.close());

  test('ZIP bombs in DOCX and ODT: 2 GiB entries (sizes true or lying), 20,000 entries, a lying count, nested archives', async () => {
    const docx = officeZipBomb('docx');
    assert.ok(docx.length < 2.1e6, 'a 2 MB file that inflates to 2 GiB');
    await sendAll(
      base,
      t,
      [
        { name: 'DOCX, 2 GiB document.xml', type: 'docx', bytes: docx, code: 42201, message: TOO_LARGE },
        {
          name: 'ODT, 2 GiB content.xml',
          type: 'odt',
          bytes: officeZipBomb('odt'),
          code: 42201,
          message: TOO_LARGE,
        },
        {
          name: 'DOCX, 2 GiB media file declared as 1 KiB',
          type: 'docx',
          bytes: officeZipBomb('docx', { lie: true }),
          code: 42201,
          message: TOO_LARGE,
        },
        {
          name: 'ODT, 2 GiB picture declared as 1 KiB',
          type: 'odt',
          bytes: officeZipBomb('odt', { lie: true }),
          code: 42201,
          message: TOO_LARGE,
        },
        {
          name: 'DOCX, 20,000 entries',
          type: 'docx',
          bytes: manyEntriesZip('docx', 20_000),
          code: 42201,
          message: /has 20003 ZIP entries; at most 2000 can be read/,
        },
        {
          name: 'ODT, 20,000 entries',
          type: 'odt',
          bytes: manyEntriesZip('odt', 20_000),
          code: 42201,
          message: /has 20003 ZIP entries; at most 2000 can be read/,
        },
        {
          name: 'DOCX whose end record claims 60,000 entries',
          type: 'docx',
          bytes: lyingCountZip(),
          code: 42201,
          message: /has 60000 ZIP entries/,
        },
        {
          name: 'DOCX made only of nested archives (4 GiB if opened)',
          type: 'docx',
          bytes: nestedZip({ document: false }),
          code: 42201,
          message: /no document part; it is damaged/,
        },
        {
          // Archives inside the document are never opened: they cost their own size, nothing more.
          name: 'DOCX carrying nested archives beside its text',
          type: 'docx',
          bytes: nestedZip({ document: true }),
          code: 0,
          holds: 'Ada Lovelace',
        },
      ],
      { healthzBetween: true },
    );
  });

  test('PDF: chained FlateDecode, RunLengthDecode, LZWDecode and ASCII-wrapped bombs, 10,000 pages, a password', async () => {
    const chained = chainedFlatePdf();
    assert.ok(chained.length < 4096, 'a 2 KB file that decodes to 1 GiB');
    const cases: HostileCase[] = [
      {
        name: 'PDF, [/FlateDecode /FlateDecode] to 1 GiB',
        type: 'pdf',
        bytes: chained,
        code: 42201,
        message: TOO_LARGE,
      },
      {
        name: 'PDF, [/FlateDecode /RunLengthDecode] to 1 GiB',
        type: 'pdf',
        bytes: runLengthPdf(),
        code: 42201,
        message: TOO_LARGE,
      },
      {
        name: 'PDF, [/LZWDecode] to 1 GiB',
        type: 'pdf',
        bytes: lzwPdf(),
        code: 42201,
        message: TOO_LARGE,
      },
      {
        name: 'PDF, [/ASCIIHexDecode /FlateDecode /FlateDecode] to 1 GiB',
        type: 'pdf',
        bytes: hexWrappedFlatePdf(),
        code: 42201,
        message: TOO_LARGE,
      },
      {
        name: 'PDF, 10,000 pages sharing one content stream',
        type: 'pdf',
        bytes: manyPagePdf(10_000),
        code: 42201,
        message: /the PDF has 10000 pages; at most 50 pages can be read/,
      },
      {
        name: 'PDF, standard security handler with a user password',
        type: 'pdf',
        bytes: await makeEncryptedPdf(),
        code: 42201,
        message: /protected with a password; remove the password/,
      },
    ];
    await sendAll(base, t, cases, { healthzBetween: true });
    // Streaming changes nothing: the file is refused before the stream opens, as a JSON error.
    const streamed = await send(base, t, PARSE_PATH, cases[0]!, true);
    assert.equal(streamed.headers.get('content-type')?.startsWith('application/json'), true);
    assertAnswer(cases[0]!, PARSE_PATH, streamed);
  });

  test('truncated files of every type: damaged (42201); RTF reads the words that are there', async () => {
    const pdf = await makePdf([[{ text: 'Ada Lovelace, analyst', x: 50, y: 100 }]]);
    const resumeRtf = String.raw`{\rtf1\ansi{\fonttbl{\f0 Arial;}}\pard Ada Lovelace\par Experience\par Analytical Engine Co\par}`;
    await sendAll(
      base,
      t,
      [
        {
          name: 'PDF cut in half',
          type: 'pdf',
          bytes: truncated(pdf),
          code: 42201,
          message: /the PDF is damaged/,
        },
        {
          name: 'DOCX cut in half',
          type: 'docx',
          bytes: truncated(await makeDocx('en')),
          code: 42201,
          message: /damaged: its ZIP structure cannot be read/,
        },
        {
          name: 'DOC cut in half',
          type: 'doc',
          bytes: truncated(makeDoc('Grace Hopper\ngrace@example.com\nExperience')),
          code: 42201,
          message: /the DOC file is damaged/,
        },
        {
          name: 'ODT cut in half',
          type: 'odt',
          bytes: truncated(makeOdt('<text:p>Ada Lovelace</text:p>')),
          code: 42201,
          message: /damaged: its ZIP structure cannot be read/,
        },
        {
          name: 'PNG cut in half',
          type: 'png',
          bytes: truncated(blankImage('png')),
          code: 42201,
          message: /the image is damaged/,
        },
        {
          name: 'JPEG cut in half',
          type: 'jpg',
          bytes: truncated(blankImage('jpeg')),
          code: 42201,
          message: /the image is damaged/,
        },
        {
          name: 'RTF cut inside its font table',
          type: 'rtf',
          bytes: rtf(resumeRtf.slice(0, 30)),
          code: 42201,
          message: /contains no text/,
        },
        {
          // RTF has no length or end marker beyond its braces, which writers often leave open:
          // a cut file reads as far as it goes, like a file missing its last brace.
          name: 'RTF cut inside its text',
          type: 'rtf',
          bytes: truncated(rtf(resumeRtf), 0.6),
          code: 0,
          holds: 'Ada Lovelace',
          lacks: 'Analytical Engine',
        },
      ],
      { healthzBetween: false },
    );
  });

  test('polyglots and wrong magic bytes: 41501 naming what the file looks like; a polyglot is read only as its first kind', async () => {
    const pdfThenZip = concatBytes([plainPdf('Ada Lovelace'), plainDocx('Hidden archive text')]);
    const zipThenPdf = zipHoldingPdf('Hidden PDF text');
    const jpegThenZip = concatBytes([blankImage('jpeg'), plainDocx('Hidden archive text')]);
    const looksLike = (declared: string, detected: string) =>
      new RegExp(`uploadFileType is ${declared} but the file is not .*\\(it looks like ${detected}\\)`);
    await sendAll(
      base,
      t,
      [
        {
          name: 'PDF + ZIP as pdf',
          type: 'pdf',
          bytes: pdfThenZip,
          code: 0,
          holds: 'Ada Lovelace',
          lacks: 'Hidden',
        },
        {
          name: 'PDF + ZIP as docx',
          type: 'docx',
          bytes: pdfThenZip,
          code: 41501,
          message: looksLike('docx', 'a PDF file'),
        },
        {
          name: 'ZIP holding a PDF as pdf',
          type: 'pdf',
          bytes: zipThenPdf,
          code: 41501,
          message: looksLike('pdf', 'a DOCX file'),
        },
        {
          name: 'JPEG + ZIP as jpg (a blank picture)',
          type: 'jpg',
          bytes: jpegThenZip,
          code: 42201,
          message: /the image contains no text/,
        },
        {
          name: 'JPEG + ZIP as docx',
          type: 'docx',
          bytes: jpegThenZip,
          code: 41501,
          message: looksLike('docx', 'a JPEG image'),
        },
        {
          name: 'HTML saved as .docx',
          type: 'docx',
          bytes: new TextEncoder().encode('<html><body><h1>Ada Lovelace</h1><p>Analyst</p></body></html>'),
          code: 41501,
          message: looksLike('docx', 'an HTML file'),
        },
        {
          name: 'PDF declared as docx',
          type: 'docx',
          bytes: plainPdf(),
          code: 41501,
          message: looksLike('docx', 'a PDF file'),
        },
        {
          name: 'DOCX declared as pdf',
          type: 'pdf',
          bytes: plainDocx(),
          code: 41501,
          message: looksLike('pdf', 'a DOCX file'),
        },
        {
          name: 'text declared as png',
          type: 'png',
          bytes: new TextEncoder().encode('Ada Lovelace\nExperience\nAnalytical Engine Co\n'),
          code: 41501,
          message: looksLike('png', 'a plain text file'),
        },
      ],
      { healthzBetween: false },
    );
  });
});
