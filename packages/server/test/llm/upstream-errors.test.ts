// What a client of the service is told when the provider refuses: a rate limit is the contract's busy
// answer with the provider's wait, a broken model setup says so (never "please retry"), a prompt past the
// context window is answered, and a silent provider is retried once, not for minutes.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { useFakeProvider } from '../helpers/fake-provider.ts';
import { createTestApp, OUTLINE_PATH, type TestApp } from '../helpers/test-app.ts';

const provider = useFakeProvider();
const { upstream } = provider;

async function serviceWith(env: Record<string, string> = {}): Promise<TestApp> {
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
  return t;
}

/** An ai-template outline over a real socket: status, Retry-After, and the body as text. */
async function outline(t: TestApp) {
  const base = await t.listen();
  const response = await fetch(`${base}${OUTLINE_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...t.auth() },
    body: JSON.stringify({ mode: 'ai-template', type: 'social', job: 'Backend Engineer' }),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    text: await response.text(),
  };
}

const rateLimited = (retryAfter: string) => ({
  kind: 'error' as const,
  status: 429,
  body: '{"error":{"message":"Rate limit reached for fake-model","type":"requests","code":"rate_limit_exceeded"}}',
  headers: { 'retry-after': retryAfter },
});

describe('a provider rate limiting the service', () => {
  test("429 with Retry-After: 3 on every try: 503 50301 with the provider's Retry-After, not a 502", async () => {
    const t = await serviceWith({ LLM_MAX_RETRIES: '1' });
    upstream.script(rateLimited('3'), rateLimited('3'));
    const answer = await outline(t);
    assert.equal(answer.status, 503);
    assert.equal(JSON.parse(answer.text).code, 50301);
    assert.equal(answer.retryAfter, '3');
    assert.equal(upstream.requests.length, 2, 'retried once within LLM_MAX_RETRIES');
  });

  test('a wait longer than the service waits: answered at once, Retry-After capped at 30 s', async () => {
    const t = await serviceWith();
    upstream.script(rateLimited('120'));
    const started = Date.now();
    const answer = await outline(t);
    assert.equal(answer.status, 503);
    assert.equal(answer.retryAfter, '30');
    assert.equal(upstream.requests.length, 1, 'not retried: the provider asked for 2 minutes');
    assert.ok(Date.now() - started < 2_000);
  });
});

describe("the service's model setup refused", () => {
  const refusals = [
    [
      401,
      '{"error":{"message":"Incorrect API key provided: sk-up****ret","type":"invalid_request_error","code":"invalid_api_key"}}',
    ],
    [
      403,
      '{"error":{"message":"Project does not have access to model fake-model","type":"invalid_request_error","code":"model_not_allowed"}}',
    ],
    [
      404,
      '{"error":{"message":"The model `fake-model` does not exist or you do not have access to it.","type":"invalid_request_error","code":"model_not_found"}}',
    ],
    [
      402,
      '{"error":{"message":"Insufficient Balance","type":"unknown_error","param":null,"code":"insufficient_balance"}}',
    ],
    [
      429,
      '{"error":{"message":"You exceeded your current quota, please check your plan and billing details.","type":"insufficient_quota","param":null,"code":"insufficient_quota"}}',
    ],
    [
      400,
      '{"error":{"message":"Model Not Exist","type":"invalid_request_error","param":null,"code":"invalid_request_error"}}',
    ],
    [
      400,
      '{"error":{"message":"Unrecognized request argument supplied: reasoning_effort","type":"invalid_request_error","param":null,"code":null}}',
    ],
  ] as const;
  for (const [status, body] of refusals) {
    test(`${status} ${JSON.parse(body).error.code ?? JSON.parse(body).error.message}: says the configuration is wrong, never "retry", tried once`, async () => {
      const t = await serviceWith(
        status === 400 && body.includes('reasoning') ? { LLM_REASONING_EFFORT: 'low' } : {},
      );
      upstream.script({ kind: 'error', status, body });
      const answer = await outline(t);
      assert.equal(answer.status, 502);
      const { code, message } = JSON.parse(answer.text) as { code: number; message: string };
      assert.equal(code, 50201);
      assert.match(message, /language model configuration is wrong/);
      assert.doesNotMatch(message, /retry/i);
      assert.doesNotMatch(
        message,
        /sk-|fake-model|Incorrect|access|billing/,
        "the provider's words stay out",
      );
      assert.equal(upstream.requests.length, 1);
    });
  }
});

describe('a wrong model setup over time', () => {
  const refused = {
    kind: 'error' as const,
    status: 401,
    body: '{"error":{"message":"Incorrect API key provided","type":"invalid_request_error","code":"invalid_api_key"}}',
  };

  test('with the built-in fallback: answers 200, /readyz says misconfigured, the log warns once, not per request', async () => {
    const warnings: string[] = [];
    const logger = {
      level: 'debug',
      info: () => undefined,
      debug: () => undefined,
      trace: () => undefined,
      fatal: () => undefined,
      error: () => undefined,
      silent: () => undefined,
      warn: (_fields: unknown, message?: string) => {
        if (message) warnings.push(message);
      },
      child() {
        return this;
      },
    };
    const t = await createTestApp({
      env: {
        LLM_BASE_URL: provider.url,
        LLM_MODEL: 'fake-model',
        LLM_API_KEY: 'sk-wrong',
        LLM_MAX_RETRIES: '0',
        LLM_FALLBACK: 'builtin',
      },
      logger: logger as never,
    });
    provider.track(t);
    upstream.script(refused, refused, refused);
    for (let index = 0; index < 3; index += 1) {
      const answer = await t.app.inject({
        method: 'POST',
        url: OUTLINE_PATH,
        headers: t.auth(),
        payload: { mode: 'ai-template', type: 'social', job: 'Backend Engineer', stream: false },
      });
      assert.equal(answer.statusCode, 200);
    }
    const ready = await t.app.inject('/readyz');
    assert.equal(ready.statusCode, 200, 'the built-in path still answers');
    assert.equal(ready.json().llm, 'misconfigured');
    assert.equal(ready.json().llmProblem !== undefined, true);
    assert.equal(warnings.filter((message) => /refuses the service model settings/.test(message)).length, 1);
    assert.match(
      (await t.app.inject('/metrics')).body,
      /llm_corrections_total\{what="model_misconfigured"\} 3/,
    );
  });

  test('without a fallback: /readyz is not ready and names the generator', async () => {
    const t = await serviceWith({ LLM_MAX_RETRIES: '0' });
    upstream.script(refused);
    assert.equal((await outline(t)).status, 502);
    const ready = await t.app.inject('/readyz');
    assert.equal(ready.statusCode, 503);
    assert.deepEqual(ready.json().unavailable, ['generator']);
  });
});

describe('a prompt past the context window', () => {
  for (const [who, body] of [
    [
      'OpenAI',
      '{"error":{"message":"This model\'s maximum context length is 8192 tokens. However, your messages resulted in 9000 tokens.","type":"invalid_request_error","param":"messages","code":"context_length_exceeded"}}',
    ],
    [
      'DashScope',
      '{"error":{"message":"<400> InternalError.Algo.InvalidParameter: Range of input length should be [1, 30720]","type":"invalid_request_error","param":null,"code":"invalid_parameter_error"}}',
    ],
    [
      'vLLM',
      '{"object":"error","message":"This model\'s maximum context length is 4096 tokens. However, you requested 6100 tokens (100 in the messages, 6000 in the completion).","type":"BadRequestError","param":null,"code":400}',
    ],
  ] as const) {
    test(`${who}'s wording: recognised, answered by the built-in outline, not retried`, async () => {
      const t = await serviceWith();
      upstream.script({ kind: 'error', status: 400, body });
      const answer = await outline(t);
      assert.equal(answer.status, 200);
      assert.match(answer.text, /Backend Engineer/);
      assert.equal(upstream.requests.length, 1);
    });
  }
});

describe('a provider that does not answer', () => {
  test('a first-token timeout is retried once, whatever LLM_MAX_RETRIES allows: 504 after two tries', async () => {
    const t = await serviceWith({ LLM_MAX_RETRIES: '3', LLM_FIRST_TOKEN_TIMEOUT_MS: '300' });
    upstream.script({ kind: 'hang' }, { kind: 'hang' }, { kind: 'hang' }, { kind: 'hang' });
    const answer = await outline(t);
    assert.equal(answer.status, 504);
    assert.equal(JSON.parse(answer.text).code, 50401);
    assert.equal(upstream.requests.length, 2);
  });
});
