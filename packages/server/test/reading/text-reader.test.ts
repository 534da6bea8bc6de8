// TextResumeReader: txt and md as written (any supported encoding), html reduced to its visible text.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { AppError } from '../../src/errors.ts';
import { parseResumeText } from '../../src/reading/extract/parse-resume-text.ts';
import { TextResumeReader } from '../../src/reading/formats/text-reader.ts';
import type { ReadLimits } from '../../src/reading/resume-reader.ts';

const limits: ReadLimits = {
  maxPdfPages: 50,
  maxExpandedBytes: 50 * 1024 * 1024,
  maxZipEntries: 2000,
  maxMarkupBytes: 8 * 1024 * 1024,
  maxTextChars: 200_000,
  timeoutMs: 20_000,
};
const reader = new TextResumeReader();
const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
const read = (bytes: Uint8Array, type: 'txt' | 'md' | 'html', signal = new AbortController().signal) =>
  reader.read(bytes, type, limits, signal);

async function assertReadError(promise: Promise<unknown>, message: string): Promise<void> {
  await assert.rejects(promise, (error: unknown) => {
    assert.ok(error instanceof AppError, 'an AppError');
    assert.equal(error.code, 42201);
    assert.equal(error.name, 'ReadError');
    assert.equal(error.message, message);
    return true;
  });
}

const HTML_RESUME = `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Jane Doe — CV</title>
<style>body { font-family: sans-serif } h2::before { content: "<b>" }</style>
<script>window.tracking = "<p>not text</p>";</script>
</head>
<body>
<!-- <p>a comment</p> -->
<h1>Jane   Doe</h1>
<p>Seattle, WA &middot; <a href="mailto:jane@example.com">jane@example.com</a> &middot; +1&nbsp;206-555-0149</p>
<h2>Experience</h2>
<table><tr><td>Acme&nbsp;Cloud</td><td>Senior <b>Software</b> Engineer</td><td>Sep 2019 &ndash; Present</td></tr></table>
<ul>
  <li>Cut p99 latency from 800 ms to 120&#x20;ms</li>
  <li><p>Mentored 4 engineers &amp; 2 interns</p></li>
  <li></li>
</ul>
<h2>Skills</h2>
<p>Languages: Go, TypeScript<br>Cloud: AWS &lt;certified&gt;</p>
<pre>
  Go       TypeScript
</pre>
<p>Unknown &bogus; entity, numeric &#20320;&#x597D;, invalid &#0;</p>
</body></html>`;

describe('TextResumeReader', () => {
  test('reads txt, md and html', () => {
    assert.deepEqual(reader.types, ['txt', 'md', 'html']);
  });

  test('txt: the text as written, line ends normalised, trailing spaces and extra blank lines gone', async () => {
    const { text } = await read(
      utf8('\n\nJane Doe  \r\nEngineer\r\n\r\n\r\n\r\nSkills\t\n  - Go\n\n'),
      'txt',
    );
    assert.equal(text, 'Jane Doe\nEngineer\n\nSkills\n  - Go');
  });

  test('txt in GB18030 and in UTF-16 with a BOM', async () => {
    // 张三 / 工作经历 in GB18030.
    const gb = Uint8Array.from([
      0xd5, 0xc5, 0xc8, 0xfd, 0x0d, 0x0a, 0xb9, 0xa4, 0xd7, 0xf7, 0xbe, 0xad, 0xc0, 0xfa,
    ]);
    assert.equal((await read(gb, 'txt')).text, '张三\n工作经历');
    const utf16 = new Uint8Array(Buffer.from('\ufeff张三\r\nJane', 'utf16le'));
    assert.equal((await read(utf16, 'txt')).text, '张三\nJane');
  });

  test('md: markdown is kept for the parser', async () => {
    const markdown = '# Jane Doe\n\n## Experience\n\n- **Built** things\n';
    assert.equal(
      (await read(utf8(markdown), 'md')).text,
      '# Jane Doe\n\n## Experience\n\n- **Built** things',
    );
  });

  test('html: hidden elements dropped, blocks and <br> as lines, <li> as bullets, cells split by tabs, entities decoded', async () => {
    const { text } = await read(utf8(HTML_RESUME), 'html');
    assert.equal(
      text,
      [
        'Jane Doe',
        'Seattle, WA · jane@example.com · +1 206-555-0149',
        'Experience',
        'Acme Cloud\tSenior Software Engineer\tSep 2019 – Present',
        '• Cut p99 latency from 800 ms to 120 ms',
        '• Mentored 4 engineers & 2 interns',
        'Skills',
        'Languages: Go, TypeScript',
        'Cloud: AWS <certified>',
        'Go       TypeScript',
        'Unknown &bogus; entity, numeric 你好, invalid \ufffd',
      ].join('\n'),
    );
  });

  test('html text parses into the resume it shows', async () => {
    const { text } = await read(utf8(HTML_RESUME), 'html');
    const document = parseResumeText(text);
    const work = document.parts.find((part) => part.kind === 'work');
    assert.deepEqual(work, {
      kind: 'work',
      title: 'Experience',
      shape: 'entries',
      entries: [
        {
          title: 'Acme Cloud',
          subTitle: 'Senior Software Engineer',
          startTime: 'Sep 2019',
          endTime: 'Present',
          bullets: ['Cut p99 latency from 800 ms to 120 ms', 'Mentored 4 engineers & 2 interns'],
        },
      ],
    });
  });

  test('a file with no text: ReadError "the file contains no text"', async () => {
    await assertReadError(read(utf8(' \r\n\t\n'), 'txt'), 'the file contains no text');
    await assertReadError(read(new Uint8Array(0), 'md'), 'the file contains no text');
    await assertReadError(
      read(
        utf8(
          '<html><head><title>CV</title><script>var a = 1;</script></head><body> <p>&nbsp;</p> </body></html>',
        ),
        'html',
      ),
      'the file contains no text',
    );
  });

  test('bytes that are not text: ReadError', async () => {
    await assertReadError(
      read(Uint8Array.from([0x41, 0xff, 0xfe, 0x00]), 'txt'),
      'the file is not text in UTF-8, UTF-16 or GB18030',
    );
  });

  test('an aborted read stops before any work', async () => {
    const controller = new AbortController();
    controller.abort();
    await assert.rejects(read(utf8('Jane'), 'txt', controller.signal), { name: 'AbortError' });
  });
});
