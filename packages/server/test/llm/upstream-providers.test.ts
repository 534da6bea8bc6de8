// Provider settings as the provider receives them: each configuration of docs/providers.md, per-operation
// model and temperature, the output cap and its name (stepped on a 400), LLM_EXTRA_BODY and
// LLM_REASONING_EFFORT, all sent through the real client to the loopback fake.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, afterEach, before, describe, test } from 'node:test';
import { ConfigError, loadConfig } from '../../src/config.ts';
import type { ChatDelta, ChatRequest, LLMOperation } from '../../src/generation/llm/llm-client.ts';
import { ModelConfigurationError } from '../../src/generation/llm/llm-client.ts';
import { OpenAICompatibleLLMClient } from '../../src/generation/llm/openai-compatible-client.ts';
import { FakeOpenAIServer, streamOf } from '../helpers/fake-openai-server.ts';

const providersDoc = readFileSync(new URL('../../../../docs/providers.md', import.meta.url), 'utf8');

let upstream: FakeOpenAIServer;
let upstreamUrl: string;
before(async () => {
  upstream = new FakeOpenAIServer();
  upstreamUrl = await upstream.start();
});
after(() => upstream.stop());
afterEach(() => {
  upstream.requests.length = 0;
});

function clientFor(env: Record<string, string>): OpenAICompatibleLLMClient {
  const config = loadConfig({ LLM_BASE_URL: upstreamUrl, LLM_MODEL: 'general-model', ...env });
  return new OpenAICompatibleLLMClient({ ...config.llm!, baseUrl: upstreamUrl, retryBaseMs: 1 });
}

async function complete(client: OpenAICompatibleLLMClient, request: Partial<ChatRequest> = {}) {
  const deltas: ChatDelta[] = [];
  for await (const delta of client.streamChat(
    { messages: [{ role: 'user', content: 'Write the outline.' }], ...request },
    AbortSignal.timeout(10_000),
  )) {
    deltas.push(delta);
  }
  return deltas;
}

/** Each `## Name` section of docs/providers.md: its sh block as variables, its json block as the body. */
function documentedConfigurations(): {
  name: string;
  env: Record<string, string>;
  body: Record<string, unknown>;
}[] {
  return providersDoc
    .split(/^## /m)
    .slice(1)
    .flatMap((section) => {
      const name = section.split('\n')[0]!.trim();
      const sh = section.match(/```sh\n([\s\S]*?)```/)?.[1];
      const json = section.match(/```json\n([\s\S]*?)```/)?.[1];
      if (!sh || !json) return [];
      const env: Record<string, string> = {};
      for (const line of sh.split('\n').filter((line) => line.includes('='))) {
        const at = line.indexOf('=');
        env[line.slice(0, at)] = line.slice(at + 1);
      }
      return [{ name, env, body: JSON.parse(json) as Record<string, unknown> }];
    });
}

/** Parameters the configuration decides: absent from a documented body means never sent. */
const CONFIGURED = ['temperature', 'max_tokens', 'max_completion_tokens', 'reasoning_effort'];

describe('docs/providers.md', () => {
  test('each documented configuration sends the body the page shows', async () => {
    const configurations = documentedConfigurations();
    assert.deepEqual(
      configurations.map((configuration) => configuration.name),
      ['OpenAI', 'DeepSeek', 'Qwen on DashScope (compatible mode)', 'Ollama', 'vLLM', 'LM Studio'],
    );
    for (const { name, env, body } of configurations) {
      const config = loadConfig({ ...env, LLM_BASE_URL: upstreamUrl });
      const client = clientFor({ ...env, LLM_BASE_URL: upstreamUrl });
      upstream.script({ kind: 'stream', events: streamOf('{"sections":[]}') });
      const jsonMode = config.llm!.jsonMode === 'auto' ? 'schema' : config.llm!.jsonMode;
      await complete(client, {
        operation: 'content',
        json: { mode: jsonMode, name: 'resume_sections', schema: { type: 'object' } },
      });
      const received = upstream.requests.at(-1)!.body;
      for (const [key, value] of Object.entries(body))
        assert.deepEqual(received[key], value, `${name}: ${key}`);
      for (const key of CONFIGURED.filter((key) => !(key in body))) {
        assert.equal(received[key], undefined, `${name}: ${key} is not sent`);
      }
      assert.equal(received.stream, true, name);
    }
  });
});

describe('per-operation settings', () => {
  test('each operation gets its own model, temperature and cap; a request without one the general settings', async () => {
    const client = clientFor({
      LLM_MODEL_OUTLINE: 'small-model',
      LLM_MODEL_CONTENT: 'large-model',
      LLM_TEMPERATURE_OUTLINE: '0.9',
    });
    const sent: Record<string, Record<string, unknown>> = {};
    for (const operation of ['outline', 'optimize', 'content', undefined] as (LLMOperation | undefined)[]) {
      upstream.script({ kind: 'stream', events: streamOf('# Job\n') });
      await complete(client, operation ? { operation } : {});
      sent[operation ?? 'none'] = upstream.requests.at(-1)!.body;
    }
    const pick = (body: Record<string, unknown>) => [body.model, body.temperature, body.max_tokens];
    assert.deepEqual(pick(sent.outline!), ['small-model', 0.9, 2000]);
    assert.deepEqual(pick(sent.optimize!), ['general-model', 0.2, 3000]);
    assert.deepEqual(pick(sent.content!), ['large-model', 0.2, 6000]);
    assert.deepEqual(pick(sent.none!), ['general-model', undefined, 6000]);
  });

  test('a request may set its own cap; LLM_MAX_TOKENS still sets every cap; 0 sends none', async () => {
    upstream.script({ kind: 'stream', events: streamOf('# Job\n') });
    await complete(clientFor({}), { operation: 'outline', maxOutputTokens: 321 });
    assert.equal(upstream.requests.at(-1)!.body.max_tokens, 321);
    upstream.script({ kind: 'stream', events: streamOf('# Job\n') });
    await complete(clientFor({ LLM_MAX_TOKENS: '1500' }), { operation: 'content' });
    assert.equal(upstream.requests.at(-1)!.body.max_tokens, 1500);
    upstream.script({ kind: 'stream', events: streamOf('# Job\n') });
    await complete(clientFor({ LLM_MAX_TOKENS: '1500', LLM_MAX_OUTPUT_TOKENS: '0' }), {
      operation: 'content',
    });
    assert.ok(!('max_tokens' in upstream.requests.at(-1)!.body), 'the new name wins; 0 sends no cap');
  });

  test('LLM_EXTRA_BODY and LLM_REASONING_EFFORT reach the provider; what would break the request is refused', async () => {
    upstream.script({ kind: 'stream', events: streamOf('# Job\n') });
    await complete(
      clientFor({
        LLM_EXTRA_BODY: '{"options":{"num_ctx":16384},"temperature":0.5}',
        LLM_REASONING_EFFORT: 'high',
      }),
      { operation: 'optimize' },
    );
    const body = upstream.requests.at(-1)!.body;
    assert.deepEqual(body.options, { num_ctx: 16384 });
    assert.equal(body.temperature, 0.5, "the operator's field is merged over ours");
    assert.equal(body.reasoning_effort, 'high');
    for (const env of [
      { LLM_EXTRA_BODY: '{"stream":false}' },
      { LLM_EXTRA_BODY: '[1]' },
      { LLM_REASONING_EFFORT: 'very high' },
      { LLM_TEMPERATURE_CONTENT: '3' },
      { LLM_TOKEN_PARAMETER: 'max_output_tokens' },
    ]) {
      assert.throws(() => loadConfig({ LLM_BASE_URL: upstreamUrl, LLM_MODEL: 'm', ...env }), ConfigError);
    }
  });
});

/** OpenAI's refusals of a reasoning model, as it words them. */
const UNSUPPORTED_MAX_TOKENS = JSON.stringify({
  error: {
    message:
      "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
    type: 'invalid_request_error',
    param: 'max_tokens',
    code: 'unsupported_parameter',
  },
});
const UNSUPPORTED_TEMPERATURE = JSON.stringify({
  error: {
    message:
      "Unsupported value: 'temperature' does not support 0.2 with this model. Only the default (1) value is supported.",
    type: 'invalid_request_error',
    param: 'temperature',
    code: 'unsupported_value',
  },
});

describe('the cap and temperature a reasoning model refuses', () => {
  test('auto: a 400 refusing max_tokens steps to max_completion_tokens once, and the client keeps it', async () => {
    const client = clientFor({ LLM_MAX_RETRIES: '0' });
    upstream.script(
      { kind: 'error', status: 400, body: UNSUPPORTED_MAX_TOKENS },
      { kind: 'error', status: 400, body: UNSUPPORTED_TEMPERATURE },
      { kind: 'stream', events: streamOf('# Job\n') },
      { kind: 'stream', events: streamOf('# Job\n') },
    );
    const deltas = await complete(client, { operation: 'content' });
    assert.ok(deltas.some((delta) => delta.kind === 'text'));
    const bodies = upstream.requests.map((request) => request.body);
    assert.equal(bodies.length, 3, 'two refusals stepped from, then the answer');
    assert.equal(bodies[0]!.max_tokens, 6000);
    assert.equal(bodies[1]!.max_completion_tokens, 6000);
    assert.ok(!('max_tokens' in bodies[1]!));
    assert.ok(!('temperature' in bodies[2]!), 'our default temperature is dropped');
    await complete(client, { operation: 'content' });
    const later = upstream.requests.at(-1)!.body;
    assert.equal(later.max_completion_tokens, 6000, 'the next call starts with what worked');
    assert.ok(!('temperature' in later));
  });

  test('a name or temperature the operator chose, refused: the service says its configuration is wrong', async () => {
    for (const [env, body, parameter] of [
      [{ LLM_TOKEN_PARAMETER: 'max_tokens' }, UNSUPPORTED_MAX_TOKENS, 'max_tokens'],
      [{ LLM_TEMPERATURE: '0.2' }, UNSUPPORTED_TEMPERATURE, 'temperature'],
    ] as const) {
      upstream.script({ kind: 'error', status: 400, body });
      await assert.rejects(
        complete(clientFor(env), { operation: 'content' }),
        (error: unknown) =>
          error instanceof ModelConfigurationError &&
          error.parameter === parameter &&
          /configuration is wrong/.test(error.message) &&
          !/retry/i.test(error.message),
      );
    }
    assert.equal(upstream.requests.length, 2, 'no retry of a configuration error');
  });
});
