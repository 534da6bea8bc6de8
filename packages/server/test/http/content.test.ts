// Content over a real socket: framing, ids, replay, Last-Event-ID, shared generation, envelope equality.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { FakeGenerator, sampleSections } from '../helpers/fake-generator.ts';
import { parseSSE } from '../helpers/sse.ts';
import { CONTENT_PATH, createTestApp, TASK_PATH, type TestApp } from '../helpers/test-app.ts';

const EN_OUTLINE = `# Backend Engineer

## Basic Information
- Name: Ada Lovelace
- Phone: +44 20 7946 0958
- Email: ada@example.com

## Overview
- Eight years building payment APIs serving 12,000 requests per second.

## Work Experience
1. Analytical Engines Ltd | Senior Backend Engineer | 2021-03 - Present
   - Cut p99 latency from 800 ms to 95 ms by moving settlement to Kafka.
2. Babbage & Co | Backend Engineer | Mar 2017 - Feb 2021
   - Built the ledger service in Go handling 3.2M transactions a day.

## Education
1. University of London | BSc Mathematics | 2013.09 - 2017.06

## Skills
- Languages: Go, Java, Python
`;

async function createTask(t: TestApp, outline: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: TASK_PATH,
    headers: t.auth(),
    payload: { outline },
  });
  return response.json().data.uid;
}

async function streamContent(base: string, t: TestApp, uid: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${CONTENT_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...t.auth(), ...headers },
    body: JSON.stringify({ uid }),
  });
  const raw = await response.text();
  return { response, raw, ...parseSSE(raw) };
}

describe('content with the built-in generator', () => {
  let t: TestApp;
  let base: string;
  before(async () => {
    t = await createTestApp();
    base = await t.listen();
  });
  after(() => t.close());

  test('one `data: {"section": …}` event per section with `id:`, in order, then the connection closes', async () => {
    const uid = await createTask(t, EN_OUTLINE);
    const { response, raw, events } = await streamContent(base, t, uid);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'text/event-stream; charset=utf-8');
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    assert.equal(response.headers.get('content-encoding'), null);
    assert.ok(response.headers.get('ratelimit-remaining'), 'rate-limit headers on streams too');
    // Exactly one X-Request-Id (fetch joins a repeated header with ", ").
    assert.match(response.headers.get('x-request-id') ?? '', /^[\w.-]+$/);
    // Exact framing: every block is `id: n` then one `data: <JSON>` line, then a blank line.
    const blocks = raw.split('\n\n').filter((block) => block !== '');
    blocks.forEach((block, index) => {
      assert.match(block, new RegExp(`^id: ${index}\\ndata: \\{"section":\\{.*\\}\\}$`));
    });
    assert.ok(raw.endsWith('\n\n'));
    assert.equal(events.length, blocks.length);
    const sections = events.map((event) => JSON.parse(event.data).section);
    assert.deepEqual(
      sections.map((section) => section.type),
      ['kv', 'list', 'listForm[]', 'listForm[]', 'kv'],
    );
    assert.deepEqual(
      events.map((event) => event.id),
      sections.map((_, index) => String(index)),
    );
    for (const section of sections) {
      assert.equal(typeof section.id, 'string');
      assert.equal(typeof section.title, 'string');
      assert.deepEqual(Object.keys(section).sort(), ['content', 'id', 'title', 'type']);
    }
  });

  test('every fact of the outline reaches the sections unchanged', async () => {
    const uid = await createTask(t, EN_OUTLINE);
    const { events } = await streamContent(base, t, uid);
    const sections = events.map((event) => JSON.parse(event.data).section);
    const basic = sections[0];
    assert.deepEqual(basic.content.slice(0, 3), [
      { key: 'Name', value: 'Ada Lovelace' },
      { key: 'Phone', value: '+44 20 7946 0958' },
      { key: 'Email', value: 'ada@example.com' },
    ]);
    const work = sections[2];
    assert.deepEqual(work.content[0], {
      title: 'Analytical Engines Ltd',
      subTitle: 'Senior Backend Engineer',
      startTime: '2021-03',
      endTime: 'Present',
      list: { items: ['Cut p99 latency from 800 ms to 95 ms by moving settlement to Kafka.'] },
    });
    assert.equal(work.content[1].startTime, 'Mar 2017');
    assert.equal(work.content[1].endTime, 'Feb 2021');
    assert.equal(sections[3].content[0].startTime, '2013.09');
    assert.deepEqual(sections[4].content, [{ key: 'Languages', value: 'Go, Java, Python' }]);
  });

  test('stream:false returns the same sections in the envelope', async () => {
    const uid = await createTask(t, EN_OUTLINE);
    const streamed = (await streamContent(base, t, uid)).events.map(
      (event) => JSON.parse(event.data).section,
    );
    const response = await t.app.inject({
      method: 'POST',
      url: CONTENT_PATH,
      headers: t.auth(),
      payload: { uid, stream: false },
    });
    assert.deepEqual(response.json(), { code: 0, message: 'success', data: streamed });
  });

  test('a Chinese outline keeps its facts and Chinese dates', async () => {
    const uid = await createTask(
      t,
      '# 数据分析师\n\n## 基本信息\n- 姓名：张伟\n- 电话：138 0013 8000\n\n## 工作经历\n1. 星河数据科技有限公司 | 高级数据分析师 | 2021年3月 - 至今\n   - 搭建 GMV 看板，覆盖 32 个业务线\n',
    );
    const response = await t.app.inject({
      method: 'POST',
      url: CONTENT_PATH,
      headers: t.auth(),
      payload: { uid, stream: false },
    });
    const [basic, work] = response.json().data;
    assert.deepEqual(basic.content.slice(0, 2), [
      { key: '姓名', value: '张伟' },
      { key: '电话', value: '138 0013 8000' },
    ]);
    assert.equal(work.title, '工作经历');
    assert.deepEqual(work.content[0], {
      title: '星河数据科技有限公司',
      subTitle: '高级数据分析师',
      startTime: '2021年3月',
      endTime: '至今',
      list: { items: ['搭建 GMV 看板，覆盖 32 个业务线'] },
    });
  });
});

describe('content runs: replay, resume, sharing', () => {
  let t: TestApp;
  let base: string;
  const generator = new FakeGenerator({ sections: sampleSections(4), delayMs: 40 });
  before(async () => {
    t = await createTestApp({ generator });
    base = await t.listen();
  });
  after(() => t.close());

  test('two concurrent requests share one generation; a repeat replays the stored result', async () => {
    const uid = await createTask(t, '# Job\n');
    const calls = generator.contentCalls.length;
    const [first, second] = await Promise.all([streamContent(base, t, uid), streamContent(base, t, uid)]);
    assert.equal(generator.contentCalls.length, calls + 1, 'one generation for two requests');
    assert.deepEqual(
      first.events.map((event) => event.data),
      second.events.map((event) => event.data),
    );
    assert.equal(first.events.length, 4);

    const task = (await t.app.inject({ method: 'GET', url: `${TASK_PATH}/${uid}`, headers: t.auth() })).json()
      .data;
    assert.equal(task.status, 'done');
    assert.deepEqual(task.sections, sampleSections(4));

    const replay = await streamContent(base, t, uid);
    assert.equal(generator.contentCalls.length, calls + 1, 'replay does not generate again');
    assert.equal(replay.raw, first.raw, 'the replay is byte for byte the same stream');
  });

  test('Last-Event-ID resumes after that section, from the stored result', async () => {
    const uid = await createTask(t, '# Job\n');
    await streamContent(base, t, uid);
    const calls = generator.contentCalls.length;
    const resumed = await streamContent(base, t, uid, { 'last-event-id': '1' });
    assert.deepEqual(
      resumed.events.map((event) => event.id),
      ['2', '3'],
    );
    assert.equal(JSON.parse(resumed.events[0]!.data).section.title, 'Part 3');
    assert.equal(generator.contentCalls.length, calls);
    const past = await streamContent(base, t, uid, { 'last-event-id': '3' });
    assert.equal(past.events.length, 0, 'nothing after the last section');
    const bad = await streamContent(base, t, uid, { 'last-event-id': 'abc' });
    assert.equal(bad.response.status, 400);
    assert.match(bad.raw, /Last-Event-ID/);
  });

  test('Last-Event-ID joins a generation still running and skips what the client has', async () => {
    const uid = await createTask(t, '# Job\n');
    const [full, resumed] = await Promise.all([
      streamContent(base, t, uid),
      streamContent(base, t, uid, { 'last-event-id': '0' }),
    ]);
    assert.deepEqual(
      full.events.map((event) => event.id),
      ['0', '1', '2', '3'],
    );
    assert.deepEqual(
      resumed.events.map((event) => event.id),
      ['1', '2', '3'],
    );
  });
});
