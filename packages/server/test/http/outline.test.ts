// The outline endpoint: exact stream framing, the envelope equal to the stream, languages, uploads.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Section } from '@resume/contract';
import { parseSSE } from '../helpers/sse.ts';
import { createTestApp, OUTLINE_PATH, PARSE_PATH, type TestApp } from '../helpers/test-app.ts';
import { makeDocx, makePdf } from '../reading/fixtures.ts';

let t: TestApp;
let base: string;
before(async () => {
  t = await createTestApp();
  base = await t.listen();
});
after(() => t.close());

async function streamOutline(payload: object) {
  const response = await fetch(`${base}${OUTLINE_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, br', ...t.auth() },
    body: JSON.stringify(payload),
  });
  const raw = await response.text();
  return { response, raw, ...parseSSE(raw) };
}

async function jsonOutline(payload: object) {
  const response = await t.app.inject({
    method: 'POST',
    url: OUTLINE_PATH,
    headers: t.auth(),
    payload: { ...payload, stream: false },
  });
  return response.json();
}

describe('ai-template', () => {
  test('streams `data: {"text","done"}` lines ending with exactly one done event; JSON equals the stream', async () => {
    const request = { mode: 'ai-template', type: 'social', job: 'Backend Engineer' };
    const { response, raw, events } = await streamOutline(request);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'text/event-stream; charset=utf-8');
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    assert.equal(response.headers.get('content-encoding'), null, 'never compressed');
    const blocks = raw.split('\n\n');
    assert.equal(blocks.pop(), '', 'the stream ends after a blank line');
    for (const block of blocks) assert.match(block, /^data: \{"text":".*","done":(true|false)\}$/s);
    const parsed = events.map((event) => JSON.parse(event.data));
    assert.deepEqual(Object.keys(parsed[0]), ['text', 'done']);
    assert.deepEqual(parsed.at(-1), { text: '', done: true });
    assert.equal(parsed.filter((event) => event.done).length, 1);
    assert.ok(parsed.slice(0, -1).every((event) => event.done === false && event.text !== ''));
    const streamed = parsed.map((event) => event.text).join('');

    const envelope = await jsonOutline(request);
    assert.equal(envelope.code, 0);
    assert.equal(envelope.message, 'success');
    assert.equal(envelope.data, streamed, 'stream:false data is the concatenated stream');
  });

  test('the outline has the spec shape: H1 job, H2 parts, bracketed prompts in list items, numbered entries', async () => {
    const { data } = await jsonOutline({ mode: 'ai-template', type: 'social', job: 'Backend Engineer' });
    const lines = (data as string).split('\n');
    assert.equal(lines[0], '# Backend Engineer');
    const headings = lines.filter((line) => line.startsWith('## '));
    for (const part of [
      '## Basic Information',
      '## Work Experience',
      '## Project Experience',
      '## Education',
      '## Skills',
    ]) {
      assert.ok(headings.includes(part), `${part} in ${headings.join(', ')}`);
    }
    assert.ok(
      headings.indexOf('## Work Experience') < headings.indexOf('## Education'),
      'experienced hire: work first',
    );
    assert.ok(
      lines.some((line) => /^- .*\[.+\]/.test(line)),
      'prompts inside list items',
    );
    assert.ok(
      lines.some((line) => /^1\. \[.+\] \| \[.+\]/.test(line)),
      'numbered entries',
    );
  });

  test('a Chinese job gets a Chinese outline; students get education first', async () => {
    const { data } = await jsonOutline({ mode: 'ai-template', type: 'campus', job: '数据分析师' });
    const lines = (data as string).split('\n');
    assert.equal(lines[0], '# 数据分析师');
    const headings = lines.filter((line) => line.startsWith('## '));
    assert.ok(headings.includes('## 基本信息'));
    assert.ok(headings.includes('## 教育经历'));
    assert.ok(!headings.some((heading) => /[A-Za-z]{4,}/.test(heading)), `Chinese headings: ${headings}`);
    const education = headings.indexOf('## 教育经历');
    const work = headings.findIndex((heading) => heading === '## 工作经历' || heading === '## 实习经历');
    assert.ok(work === -1 || education < work, 'education before experience for campus hires');
  });

  test('the same request gives the same outline', async () => {
    const request = { mode: 'ai-template', type: 'intern', job: 'Frontend Developer' };
    assert.equal((await jsonOutline(request)).data, (await jsonOutline(request)).data);
  });
});

describe('optimize-local-resume with text files', () => {
  const resume = [
    'Grace Hopper',
    'grace@example.com | +1 206-555-0149',
    '',
    'Experience',
    'Remington Rand | Senior Programmer | 1949 - 1971',
    '- Wrote the first compiler, A-0',
    '',
    'Education',
    'Yale University | PhD Mathematics | 1930 - 1934',
  ].join('\n');

  test('a UTF-8 txt resume becomes an outline that keeps every fact', async () => {
    const envelope = await jsonOutline({
      mode: 'optimize-local-resume',
      uploadFileType: '.TXT',
      uploadContent: Buffer.from(resume).toString('base64'),
    });
    assert.equal(envelope.code, 0, envelope.message);
    const outline = envelope.data as string;
    assert.match(outline, /^# /);
    for (const fact of [
      'Grace Hopper',
      'grace@example.com',
      '+1 206-555-0149',
      'Remington Rand',
      'Senior Programmer',
      '1949',
      '1971',
      'Wrote the first compiler, A-0',
      'Yale University',
    ]) {
      assert.ok(outline.includes(fact), `${fact} kept`);
    }
    assert.match(outline, /^1\. Remington Rand/m);
  });

  test('a GB18030 Chinese resume is decoded and answered in Chinese; stream equals JSON', async () => {
    // 张三 / 工作经历 in GB18030, built from the known two-byte codes.
    const gb = (hex: string) => Buffer.from(hex.replace(/\s/g, ''), 'hex');
    const bytes = Buffer.concat([
      gb('D5C5 C8FD'),
      Buffer.from('\n'), // 张三
      gb('B9A4 D7F7 BEAD C0FA'),
      Buffer.from('\n'), // 工作经历
      Buffer.from('ACME | '),
      gb('B9A4 B3CC CAA6'),
      Buffer.from(' | 2020.01 - 2022.03\n'), // 工程师
    ]);
    const request = {
      mode: 'optimize-local-resume',
      uploadFileType: 'text/plain',
      uploadContent: bytes.toString('base64'),
    };
    const envelope = await jsonOutline(request);
    assert.equal(envelope.code, 0, envelope.message);
    assert.ok(envelope.data.includes('张三'));
    assert.ok(envelope.data.includes('## 工作经历'));
    assert.ok(envelope.data.includes('2020.01'));
    const streamed = (await streamOutline(request)).events
      .map((event) => JSON.parse(event.data).text)
      .join('');
    assert.equal(streamed, envelope.data);
  });

  test('markdown uploads are read too', async () => {
    const markdown = '# Resume\n\n## Skills\n- Languages: Rust, Go\n';
    const envelope = await jsonOutline({
      mode: 'optimize-local-resume',
      uploadFileType: 'markdown',
      uploadContent: Buffer.from(markdown).toString('base64'),
    });
    assert.equal(envelope.code, 0, envelope.message);
    assert.ok(envelope.data.includes('Rust, Go'));
  });
});

describe('optimize-local-resume with PDF and DOCX files (read in the worker pool)', () => {
  const facts = [
    'Grace Hopper',
    'grace@example.com',
    '+1 206-555-0149',
    'Remington Rand',
    'Senior Programmer',
    '2016.07',
    '2021.06',
    'Wrote the first compiler, A-0',
    'Yale University',
  ];

  test('a PDF resume becomes an outline that keeps the facts of the file', async () => {
    const pdf = await makePdf([
      [
        { text: 'Grace Hopper', x: 50, y: 60, size: 22, font: 'bold' },
        { text: 'grace@example.com | +1 206-555-0149', x: 50, y: 85 },
        { text: 'Experience', x: 50, y: 130, size: 14, font: 'bold' },
        { text: 'Remington Rand | Senior Programmer', x: 50, y: 150, font: 'bold' },
        { text: '2016.07 - 2021.06', x: 545, y: 150, alignRight: true },
        { text: '- Wrote the first compiler, A-0', x: 60, y: 168 },
        { text: 'Education', x: 50, y: 210, size: 14, font: 'bold' },
        { text: 'Yale University | PhD Mathematics', x: 50, y: 230 },
        { text: '2012.09 - 2016.06', x: 545, y: 230, alignRight: true },
      ],
    ]);
    const envelope = await jsonOutline({
      mode: 'optimize-local-resume',
      uploadFileType: 'pdf',
      uploadContent: Buffer.from(pdf).toString('base64'),
    });
    assert.equal(envelope.code, 0, envelope.message);
    for (const fact of facts) assert.ok(envelope.data.includes(fact), `${fact} kept in:\n${envelope.data}`);
    assert.match(envelope.data, /^1\. Remington Rand/m);
  });

  test('a DOCX resume becomes an outline that keeps the facts of the file', async () => {
    const envelope = await jsonOutline({
      mode: 'optimize-local-resume',
      uploadFileType: 'docx',
      uploadContent: Buffer.from(await makeDocx('en')).toString('base64'),
    });
    assert.equal(envelope.code, 0, envelope.message);
    for (const fact of facts) assert.ok(envelope.data.includes(fact), `${fact} kept in:\n${envelope.data}`);
  });

  test('the parse endpoint returns Sections for a DOCX: basic information first, then entries', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: PARSE_PATH,
      headers: t.auth(),
      payload: {
        stream: false,
        uploadFileType: 'docx',
        uploadContent: Buffer.from(await makeDocx('en')).toString('base64'),
      },
    });
    const envelope = response.json();
    assert.equal(envelope.code, 0, envelope.message);
    const sections = envelope.data as Section[];
    assert.equal(sections[0]?.type, 'kv');
    assert.ok(JSON.stringify(sections[0]).includes('grace@example.com'));
    const experience = sections.find((section) => section.title === 'Experience');
    assert.equal(experience?.type, 'listForm[]');
    const entry = experience?.type === 'listForm[]' ? experience.content[0] : undefined;
    assert.equal(entry?.title, 'Remington Rand');
    assert.equal(entry?.subTitle, 'Senior Programmer');
    assert.equal(entry?.startTime, '2016.07');
    assert.equal(entry?.endTime, '2021.06');
    assert.ok(entry?.list.items.some((item) => item.includes('Wrote the first compiler, A-0')));
  });
});
