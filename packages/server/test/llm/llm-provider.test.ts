// The LLM provider end to end: our service in front of a scripted OpenAI-compatible server on
// loopback; each test asserts what a client of our service receives over a real socket.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { buildOutlineDocument } from '../../src/generation/outline-document.ts';
import { writeOutline } from '../../src/resume/outline-writer.ts';
import { streamOf } from '../helpers/fake-openai-server.ts';
import { useFakeProvider } from '../helpers/fake-provider.ts';
import { readSSE } from '../helpers/sse.ts';
import { CONTENT_PATH, createTestApp, OUTLINE_PATH, TASK_PATH, type TestApp } from '../helpers/test-app.ts';

/** What the model writes in these tests: a complete outline, so nothing is appended to it. */
const OUTLINE = writeOutline(
  buildOutlineDocument({ job: 'Backend Engineer', type: 'social', locale: 'en-US' }),
);

const provider = useFakeProvider();
const { upstream } = provider;

async function serviceWith(env: Record<string, string> = {}): Promise<{ t: TestApp; base: string }> {
  const t = await createTestApp({
    env: {
      LLM_BASE_URL: provider.url,
      LLM_MODEL: 'fake-model',
      LLM_API_KEY: 'sk-upstream-secret',
      LLM_MAX_RETRIES: '2',
      LLM_CONNECT_TIMEOUT_MS: '2000',
      LLM_FIRST_TOKEN_TIMEOUT_MS: '2000',
      ...env,
    },
  });
  provider.track(t);
  return { t, base: await t.listen() };
}

interface OutlineStream {
  status: number;
  text: string;
  events: { event?: string; data: string }[];
  comments: string[];
}

async function streamOutline(base: string, t: TestApp, body: object = {}): Promise<OutlineStream> {
  const response = await fetch(`${base}${OUTLINE_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...t.auth() },
    body: JSON.stringify({ mode: 'ai-template', type: 'social', job: 'Backend Engineer', ...body }),
  });
  if (!(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
    return { status: response.status, text: await response.text(), events: [], comments: [] };
  }
  const events: { event?: string; data: string }[] = [];
  const comments: string[] = [];
  await readSSE(
    response.body!,
    (event) => {
      events.push({ ...(event.event ? { event: event.event } : {}), data: event.data });
    },
    (comment) => comments.push(comment),
  );
  const text = events
    .filter((event) => !event.event)
    .map((event) => (JSON.parse(event.data) as { text: string }).text)
    .join('');
  return { status: response.status, text, events, comments };
}

/** Creates a task for `outline` and answers its content as the JSON envelope. */
async function contentOf(t: TestApp, outline: string) {
  const created = await t.app.inject({
    method: 'POST',
    url: TASK_PATH,
    headers: t.auth(),
    payload: { outline },
  });
  return t.app.inject({
    method: 'POST',
    url: CONTENT_PATH,
    headers: t.auth(),
    payload: { uid: created.json().data.uid, stream: false },
  });
}

async function metricsText(t: TestApp): Promise<string> {
  return (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
}

describe('outline through the model', () => {
  test("OpenAI dialect: the model's outline streams through unchanged, usage is counted as reported", async () => {
    const { t, base } = await serviceWith();
    upstream.script({ kind: 'stream', events: streamOf(OUTLINE, { dialect: 'openai' }) });
    const answer = await streamOutline(base, t);
    assert.equal(answer.text, OUTLINE);
    assert.deepEqual(JSON.parse(answer.events.at(-1)!.data), { text: '', done: true });
    assert.ok(answer.events.length > 3, 'fragments arrive as the model writes them');
    const sent = upstream.requests[0]!;
    assert.equal(sent.headers.authorization, 'Bearer sk-upstream-secret');
    assert.equal(sent.body.stream, true);
    assert.deepEqual(sent.body.stream_options, { include_usage: true });
    const metrics = await metricsText(t);
    assert.match(metrics, /llm_tokens_total\{kind="prompt",source="reported"\} 321/);
    assert.match(metrics, /llm_tokens_total\{kind="completion",source="reported"\} 123/);
  });

  test('a preamble, code fences and a sign-off never reach the client', async () => {
    const { t, base } = await serviceWith();
    const chatty = `Sure! Here is a tailored resume outline for you:\n\n\`\`\`markdown\n${OUTLINE}\`\`\`\n\nLet me know if you want changes!\n`;
    upstream.script({ kind: 'stream', events: streamOf(chatty, { size: 5 }) });
    const answer = await streamOutline(base, t);
    assert.equal(answer.text, OUTLINE);
  });

  test('DeepSeek dialect: reasoning_content is hidden, counted as thinking tokens', async () => {
    const { t, base } = await serviceWith();
    upstream.script({
      kind: 'stream',
      events: streamOf(OUTLINE, {
        dialect: 'deepseek',
        thinking: 'The user wants a backend outline. Secret plan.',
      }),
    });
    const answer = await streamOutline(base, t);
    assert.equal(answer.text, OUTLINE);
    assert.match(await metricsText(t), /llm_tokens_total\{kind="thinking",source="reported"\} 45/);
  });

  test('Qwen3 dialect: <think> blocks split across chunks at every size are hidden', async () => {
    for (const size of [1, 3, 8]) {
      const { t, base } = await serviceWith();
      upstream.script({
        kind: 'stream',
        events: streamOf(OUTLINE, {
          dialect: 'qwen3',
          size,
          thinking: 'Let me think about <b>structure</b>.',
        }),
      });
      const answer = await streamOutline(base, t);
      assert.equal(answer.text, OUTLINE, `chunks of ${size}`);
    }
  });

  test('vLLM serving an R1 distill: a thought without its opening tag is hidden', async () => {
    const { t, base } = await serviceWith();
    const thought = 'Okay, the user wants a backend outline.\nI will list the parts first.\n';
    upstream.script({
      kind: 'stream',
      events: streamOf(`${thought}</think>\n\n${OUTLINE}`, { dialect: 'vllm', size: 3 }),
    });
    const answer = await streamOutline(base, t);
    assert.equal(answer.text, OUTLINE);
  });

  test('Ollama dialect (no usage chunk): tokens are estimated, and marked so', async () => {
    const { t, base } = await serviceWith();
    upstream.script({ kind: 'stream', events: streamOf(OUTLINE, { dialect: 'ollama' }) });
    const answer = await streamOutline(base, t);
    assert.equal(answer.text, OUTLINE);
    assert.match(await metricsText(t), /llm_tokens_total\{kind="completion",source="estimated"\} \d+/);
  });

  test('a model that forgets parts: they are appended from the built-in outline', async () => {
    const { t, base } = await serviceWith();
    const partial = '# Backend Engineer\n\n## Basic Information\n- Name: [Your full name]\n';
    upstream.script({ kind: 'stream', events: streamOf(partial) });
    const answer = await streamOutline(base, t);
    assert.ok(answer.text.startsWith(partial), 'what was streamed stays as it was');
    assert.match(answer.text.slice(partial.length), /## Work Experience/);
    assert.match(answer.text.slice(partial.length), /## Education/);
  });
});

describe('optimize: no invented facts', () => {
  const RESUME = [
    'Ada Lovelace',
    'ada@example.com | +44 20 7946 0958',
    '',
    'Experience',
    'Analytical Engines Ltd | Backend Engineer | 2021.03 - 2023.06',
    '- Built the order API serving 1200 requests per second',
    '',
    'Education',
    'University of London | BSc Mathematics | 2017.09 - 2021.06',
  ].join('\n');

  test("a model that invents a company and a percentage: those lines are replaced by the resume's own", async () => {
    const { t, base } = await serviceWith();
    const inventive = [
      '# Backend Engineer',
      '',
      '## Basic Information',
      '- Name: Ada Lovelace',
      '',
      '## Work Experience',
      '1. Analytical Engines Ltd | Backend Engineer | 2021.03 - 2023.06',
      '   - Built the order API serving 1200 requests per second, cutting latency by 45%',
      '2. Google | Senior Engineer | 2023.07 - Present',
      '   - Led a team building search infrastructure',
      '',
    ].join('\n');
    upstream.script({ kind: 'stream', events: streamOf(inventive, { size: 11 }) });
    const answer = await streamOutline(base, t, {
      mode: 'optimize-local-resume',
      type: undefined,
      job: undefined,
      uploadFileType: 'txt',
      uploadContent: Buffer.from(RESUME).toString('base64'),
    });
    assert.equal(answer.status, 200);
    assert.doesNotMatch(answer.text, /45%/, 'the invented percentage never reaches the client');
    assert.doesNotMatch(answer.text, /Google/, 'the invented employer never reaches the client');
    assert.match(answer.text, /Analytical Engines Ltd/);
    assert.match(answer.text, /1200 requests per second/);
    const sent = JSON.stringify(upstream.requests[0]?.body.messages);
    assert.match(sent, /Analytical Engines Ltd/, 'the resume text went to the model');
    assert.match(await metricsText(t), /llm_corrections_total\{what="facts_replaced"\} [1-9]/);
  });

  test('a model that writes no outline at all: the built-in outline stands in', async () => {
    const { t, base } = await serviceWith();
    upstream.script({
      kind: 'stream',
      events: streamOf('Sure! I would be happy to help with your resume.\n'),
    });
    const answer = await streamOutline(base, t);
    assert.match(answer.text, /^# Backend Engineer\n\n## Basic Information\n/);
    assert.match(await metricsText(t), /llm_corrections_total\{what="outline_replaced"\} 1/);
  });
});

describe('upstream protection and readiness', () => {
  test('over the per-key cap a request waits, then gets 42901; other keys are not held up by it', async () => {
    const { t, base } = await serviceWith({
      LLM_MAX_PER_KEY: '1',
      LLM_QUEUE_WAIT_MS: '200',
      LLM_FIRST_TOKEN_TIMEOUT_MS: '1500',
    });
    upstream.script({ kind: 'hang' }, { kind: 'stream', events: streamOf(OUTLINE) });
    const first = streamOutline(base, t);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = await streamOutline(base, t);
    assert.equal(second.status, 429);
    assert.equal(JSON.parse(second.text).code, 42901);
    const other = await fetch(`${base}${OUTLINE_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...t.auth(t.otherKey) },
      body: JSON.stringify({ mode: 'ai-template', type: 'social', job: 'Backend Engineer', stream: false }),
    });
    assert.equal((await other.json()).data, OUTLINE);
    await first;
  });

  test('/readyz reports the provider; unreachable without a fallback is not ready, with one it is', async () => {
    const { t } = await serviceWith({ LLM_BASE_URL: 'http://127.0.0.1:9/v1' });
    const down = await t.app.inject({ method: 'GET', url: '/readyz' });
    assert.equal(down.statusCode, 503);
    const withFallback = await serviceWith({
      LLM_BASE_URL: 'http://127.0.0.1:9/v1',
      LLM_FALLBACK: 'builtin',
    });
    const ready = await withFallback.t.app.inject({ method: 'GET', url: '/readyz' });
    assert.equal(ready.statusCode, 200);
    assert.deepEqual(ready.json(), {
      status: 'ready',
      generator: 'llm',
      llm: 'unreachable',
      fallback: 'builtin',
    });
    const up = await serviceWith();
    assert.deepEqual((await up.t.app.inject({ method: 'GET', url: '/readyz' })).json(), {
      status: 'ready',
      generator: 'llm',
      llm: 'reachable',
      fallback: 'none',
    });
  });

  test('vLLM dialect (usage chunk, finish without [DONE]): a whole answer', async () => {
    const { t, base } = await serviceWith();
    upstream.script({ kind: 'stream', events: streamOf(OUTLINE, { dialect: 'vllm' }), done: false });
    const answer = await streamOutline(base, t);
    assert.equal(answer.text, OUTLINE);
  });
});

describe('upstream faults', () => {
  test('429 with Retry-After, then success: the client sees only the success', async () => {
    const { t, base } = await serviceWith();
    upstream.script(
      {
        kind: 'error',
        status: 429,
        body: '{"error":{"message":"Rate limit reached for fake-model","type":"requests"}}',
        headers: { 'retry-after': '0' },
      },
      { kind: 'stream', events: streamOf(OUTLINE) },
    );
    const answer = await streamOutline(base, t);
    assert.equal(answer.text, OUTLINE);
    assert.equal(upstream.requests.length, 2);
  });

  test("500 every time: 502 with 50201 as JSON before any event, without the provider's words", async () => {
    const { t, base } = await serviceWith({ LLM_MAX_RETRIES: '1' });
    const failure = {
      kind: 'error' as const,
      status: 500,
      body: '{"error":{"message":"internal: shard 7 on fire"}}',
    };
    upstream.script(failure, failure);
    const answer = await streamOutline(base, t);
    assert.equal(answer.status, 502);
    const body = JSON.parse(answer.text);
    assert.equal(body.code, 50201);
    assert.doesNotMatch(body.message, /shard|fire/);
    assert.equal(upstream.requests.length, 2);
  });

  test('with LLM_FALLBACK=builtin a failing provider is answered by the built-in generator', async () => {
    const { t, base } = await serviceWith({ LLM_MAX_RETRIES: '0', LLM_FALLBACK: 'builtin' });
    upstream.script({ kind: 'error', status: 503, body: 'upstream overloaded' });
    const answer = await streamOutline(base, t);
    assert.match(answer.text, /^# Backend Engineer\n/);
    assert.match(answer.text, /## Work Experience/);
    assert.match(await metricsText(t), /llm_fallbacks_total\{operation="outline",reason="failed"\} 1/);
  });

  test('a malformed chunk before any text: retried, then 50201', async () => {
    const { t, base } = await serviceWith({ LLM_MAX_RETRIES: '1' });
    const broken = { kind: 'stream' as const, events: ['{"choices":[{"delta":{"content":"# Ba'] };
    upstream.script(broken, broken);
    const answer = await streamOutline(base, t);
    assert.equal(JSON.parse(answer.text).code, 50201);
    assert.equal(upstream.requests.length, 2);
  });

  test('the connection cut mid-stream: the fragments sent, then one event: error 50201', async () => {
    const { t, base } = await serviceWith();
    upstream.script({ kind: 'stream', events: streamOf(OUTLINE, { size: 20 }), cutAfter: 6 });
    const answer = await streamOutline(base, t);
    assert.ok(answer.text.length > 0 && OUTLINE.startsWith(answer.text), 'only true fragments were sent');
    const last = answer.events.at(-1)!;
    assert.equal(last.event, 'error');
    assert.equal(JSON.parse(last.data).code, 50201);
    assert.ok(!answer.events.some((event) => event.data.includes('"done":true')));
  });

  test('a provider that never answers: 504 with 50401 after the first-token limit', async () => {
    const { t, base } = await serviceWith({
      LLM_MAX_RETRIES: '0',
      LLM_FIRST_TOKEN_TIMEOUT_MS: '300',
      LLM_CONNECT_TIMEOUT_MS: '300',
    });
    upstream.script({ kind: 'hang' });
    const answer = await streamOutline(base, t);
    assert.equal(answer.status, 504);
    assert.equal(JSON.parse(answer.text).code, 50401);
  });

  test('a model that keeps writing past LLM_TIMEOUT_MS: what was sent stays, then one event: error 50401', async () => {
    const { t, base } = await serviceWith({ LLM_TIMEOUT_MS: '400' });
    upstream.script({ kind: 'stream', events: streamOf(OUTLINE, { size: 30 }), delayMs: 60 });
    const answer = await streamOutline(base, t);
    assert.equal(answer.status, 200);
    assert.ok(OUTLINE.startsWith(answer.text) && answer.text.length > 0, "the lines sent are the model's");
    assert.ok(answer.text.length < OUTLINE.length, 'the model was cut off');
    const last = answer.events.at(-1)!;
    assert.equal(last.event, 'error');
    assert.equal(JSON.parse(last.data).code, 50401);
  });

  test('a slow model (a token every 200 ms): pings keep the stream alive; leaving aborts the upstream request', async () => {
    const { t, base } = await serviceWith({ SSE_PING_MS: '100' });
    upstream.script({ kind: 'stream', events: streamOf(OUTLINE, { size: 4 }), delayMs: 200 });
    const controller = new AbortController();
    const response = await fetch(`${base}${OUTLINE_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...t.auth() },
      body: JSON.stringify({ mode: 'ai-template', type: 'social', job: 'Backend Engineer' }),
      signal: controller.signal,
    });
    const comments: string[] = [];
    let fragments = 0;
    await readSSE(
      response.body!,
      () => {
        fragments += 1;
        return fragments >= 2;
      },
      (comment) => comments.push(comment),
    ).catch(() => undefined);
    assert.ok(
      comments.some((comment) => comment.trim() === 'ping'),
      'a ping arrived while the model was slow',
    );
    controller.abort();
    for (let wait = 0; wait < 50 && !upstream.requests[0]?.aborted; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    assert.equal(upstream.requests[0]?.aborted, true, 'the upstream request was aborted');
  });
});

describe('content through the model', () => {
  const TASK_OUTLINE = [
    '# Backend Engineer',
    '',
    '## Basic Information',
    '- Name: Ada Lovelace',
    '- Phone: +44 20 7946 0958',
    '- Email: ada@example.com',
    '',
    '## Work Experience',
    '1. Analytical Engines Ltd | Engineer | 2021.03 - 2023.06',
    '   - Built the order API',
    '',
  ].join('\n');

  test('sections stream one per event, repaired and checked against the outline; broken ones dropped', async () => {
    const { t, base } = await serviceWith();
    const json = JSON.stringify({
      sections: [
        {
          type: 'kv',
          title: 'Basic Information',
          id: 'basic',
          content: [
            { key: 'Name', value: 'Ada Lovelace' },
            { key: 'Phone', value: '+44 20 0000 0000' },
            { key: 'Email: ada@example.com' },
          ],
        },
        {
          type: 'listForm',
          title: 'Work Experience',
          content: [
            {
              title: 'Analytical Engines Ltd',
              subTitle: 'Engineer | 2021.03 - 2023.06',
              list: { items: ['Built the order API'] },
            },
          ],
        },
        { type: 'table', title: 'Nonsense', content: 'x' },
      ],
    });
    upstream.script({ kind: 'stream', events: streamOf(json, { size: 9 }) });
    const created = await t.app.inject({
      method: 'POST',
      url: TASK_PATH,
      headers: t.auth(),
      payload: { outline: TASK_OUTLINE },
    });
    const uid = created.json().data.uid;
    const response = await fetch(`${base}${CONTENT_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...t.auth() },
      body: JSON.stringify({ uid }),
    });
    const sections: { type: string; title: string; content: unknown; id: string }[] = [];
    await readSSE(response.body!, (event) => {
      sections.push((JSON.parse(event.data) as { section: (typeof sections)[number] }).section);
    });
    assert.deepEqual(
      sections.map((section) => [section.type, section.title]),
      [
        ['kv', 'Basic Information'],
        ['listForm[]', 'Work Experience'],
      ],
    );
    assert.deepEqual(sections[0]!.content, [
      { key: 'Name', value: 'Ada Lovelace' },
      { key: 'Phone', value: '+44 20 7946 0958' },
      { key: 'Email', value: 'ada@example.com' },
    ]);
    assert.deepEqual(sections[1]!.content, [
      {
        title: 'Analytical Engines Ltd',
        subTitle: 'Engineer',
        startTime: '2021.03',
        endTime: '2023.06',
        list: { items: ['Built the order API'] },
      },
    ]);
    assert.equal(
      upstream.requests[0]?.body.response_format &&
        (upstream.requests[0].body.response_format as { type: string }).type,
      'json_schema',
    );
    const metrics = await metricsText(t);
    assert.match(metrics, /llm_corrections_total\{what="facts_restored"\} 1/);
    assert.match(metrics, /llm_corrections_total\{what="sections_dropped"\} 1/);
  });

  test('for a filled outline (a real resume), items stating numbers the outline does not are removed', async () => {
    const { t } = await serviceWith();
    const json = JSON.stringify({
      sections: [
        {
          type: 'listForm[]',
          title: 'Work Experience',
          id: 'work',
          content: [
            {
              title: 'Analytical Engines Ltd',
              subTitle: 'Engineer',
              startTime: '2021.03',
              endTime: '2023.06',
              list: { items: ['Built the order API', 'Cut latency by 45% for 3 million users'] },
            },
          ],
        },
      ],
    });
    upstream.script({ kind: 'stream', events: streamOf(json) });
    const content = await contentOf(t, TASK_OUTLINE);
    assert.deepEqual(content.json().data[0].content[0].list.items, ['Built the order API']);
    assert.match(await metricsText(t), /llm_corrections_total\{what="facts_replaced"\} 1/);
  });

  test('for a filled outline, an entry at an organisation the outline never names is removed whole', async () => {
    const { t } = await serviceWith();
    const entry = (title: string) => ({
      title,
      subTitle: 'Engineer',
      startTime: '2021.03',
      endTime: '2023.06',
      list: { items: ['Built the order API'] },
    });
    const json = JSON.stringify({
      sections: [
        {
          type: 'listForm[]',
          title: 'Work Experience',
          id: 'work',
          content: [entry('ANALYTICAL ENGINES LTD'), entry('Google')],
        },
      ],
    });
    upstream.script({ kind: 'stream', events: streamOf(json, { size: 9 }) });
    const content = await contentOf(t, TASK_OUTLINE);
    const titles = content.json().data[0].content.map((item: { title: string }) => item.title);
    assert.deepEqual(titles, ['ANALYTICAL ENGINES LTD'], "the person's employer, written in capitals, stays");
    assert.doesNotMatch(content.body, /Google/);
  });

  test("a person's outline with prompts left: the model's examples and made-up entries never reach the client", async () => {
    const { t } = await serviceWith();
    const personalOutline = `${TASK_OUTLINE}   - Wrote the API docs [add the measurable result]\n\n## Certifications\n- [Certification and year]\n`;
    const json = JSON.stringify({
      sections: [
        {
          type: 'listForm[]',
          title: 'Work Experience',
          id: 'work',
          content: [
            {
              title: 'Analytical Engines Ltd',
              subTitle: 'Engineer',
              startTime: '2021.03',
              endTime: '2023.06',
              list: { items: ['Built the order API', 'Wrote the API docs, read by the team (example)'] },
            },
            {
              title: 'Example Corp (example)',
              subTitle: 'Engineer',
              startTime: '2019.01',
              endTime: '2021.02',
              list: { items: ['Shipped features'] },
            },
          ],
        },
      ],
    });
    upstream.script({ kind: 'stream', events: streamOf(json, { size: 13 }) });
    const content = await contentOf(t, personalOutline);
    assert.equal(content.statusCode, 200);
    assert.doesNotMatch(content.body, /\(example\)|Example Corp/i);
    assert.deepEqual(content.json().data[0].content[0].list.items, ['Built the order API']);
    // The parts the model left out are the person's own (basic information) or marked as still to fill.
    const sections = content.json().data as { title: string; content: unknown }[];
    assert.deepEqual(
      sections.map((section) => section.title),
      ['Work Experience', 'Basic Information', 'Certifications'],
    );
    assert.deepEqual(sections[2]?.content, { items: ['To fill in: Certification and year'] });
    const messages = upstream.requests[0]?.body.messages as { content: string }[] | undefined;
    const system = messages?.[0]?.content ?? '';
    assert.match(system, /real person's resume/, 'the model is told not to invent');
  });

  test('a provider that refuses json_schema with 400: the request steps down to json_object once', async () => {
    const { t } = await serviceWith();
    upstream.script(
      {
        kind: 'error',
        status: 400,
        body: '{"error":{"message":"response_format json_schema is not supported"}}',
      },
      {
        kind: 'stream',
        events: streamOf(
          JSON.stringify({
            sections: [
              { type: 'list', title: 'Overview', id: 'summary', content: { items: ['Backend engineer.'] } },
            ],
          }),
        ),
      },
    );
    const content = await contentOf(t, TASK_OUTLINE);
    assert.equal(content.json().code, 0);
    assert.deepEqual(
      upstream.requests.map(
        (request) => (request.body.response_format as { type?: string } | undefined)?.type,
      ),
      ['json_schema', 'json_object'],
    );
  });
});

describe('the scripted set: five dialects, thinking, chatter and invented facts', () => {
  test('no thought and no invented fact reaches a client; the counts', async (context) => {
    const { t, base } = await serviceWith();
    const THOUGHT = 'Secret plan: list the parts, then pad with numbers.';
    const RESUME = [
      'Ada Lovelace',
      'ada@example.com | +44 20 7946 0958',
      'Experience',
      'Analytical Engines Ltd | Backend Engineer | 2021.03 - 2023.06',
      '- Built the order API serving 1200 requests per second',
    ].join('\n');
    const chatty = `Sure! Here is the outline:\n\n\`\`\`markdown\n${OUTLINE}\`\`\`\nHope this helps!\n`;
    const inventive = [
      '# Backend Engineer',
      '## Work Experience',
      '1. Analytical Engines Ltd | Backend Engineer | 2021.03 - 2023.06',
      '   - Built the order API serving 1200 requests per second, cutting latency by 45%',
      '2. Google | Senior Engineer | 2023.07 - Present',
      '   - Led a team of 12 building search infrastructure',
      '',
    ].join('\n');
    const received: string[] = [];
    const dialects = ['openai', 'deepseek', 'qwen3', 'ollama', 'vllm'] as const;
    for (const dialect of dialects) {
      const thinking = dialect === 'openai' ? undefined : THOUGHT;
      for (const size of [1, 6]) {
        upstream.script({ kind: 'stream', events: streamOf(chatty, { dialect, size, thinking }) });
        const outline = await streamOutline(base, t);
        assert.equal(outline.text, OUTLINE, `${dialect}, chunks of ${size}: the outline, byte for byte`);
        received.push(outline.text);
      }
      upstream.script({ kind: 'stream', events: streamOf(inventive, { dialect, size: 5, thinking }) });
      const optimized = await streamOutline(base, t, {
        mode: 'optimize-local-resume',
        type: undefined,
        job: undefined,
        uploadFileType: 'txt',
        uploadContent: Buffer.from(RESUME).toString('base64'),
      });
      assert.equal(optimized.status, 200);
      received.push(optimized.text);
    }
    const everything = received.join('\n');
    assert.doesNotMatch(everything, /Secret plan|think>/, 'no thought reaches a client');
    assert.doesNotMatch(everything, /Google|45%|team of 12/, 'no invented fact reaches a client');
    const metrics = await metricsText(t);
    const count = (pattern: RegExp) => Number(pattern.exec(metrics)?.[1] ?? 0);
    const counts = {
      requests: dialects.length * 3,
      thinkingTokensHidden:
        count(/llm_tokens_total\{kind="thinking",source="reported"\} (\d+)/) +
        count(/llm_tokens_total\{kind="thinking",source="estimated"\} (\d+)/),
      linesNormalised: count(/llm_corrections_total\{what="outline_lines_normalised"\} (\d+)/),
      linesDropped: count(/llm_corrections_total\{what="outline_lines_dropped"\} (\d+)/),
      inventedFactsReplaced: count(/llm_corrections_total\{what="facts_replaced"\} (\d+)/),
      inventedFactsReachingAClient: 0,
    };
    assert.ok(counts.thinkingTokensHidden > 0 && counts.linesDropped > 0 && counts.inventedFactsReplaced > 0);
    context.diagnostic(`scripted set: ${JSON.stringify(counts)}`);
  });
});
