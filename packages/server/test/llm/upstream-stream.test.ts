// What the client streams besides text: the provider's finish_reason once after the last text, a
// retract when released text turns out to have been a thought, and a context-window error mid-stream.
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import { loadConfig } from '../../src/config.ts';
import { type ChatDelta, ContextLengthError } from '../../src/generation/llm/llm-client.ts';
import { OpenAICompatibleLLMClient } from '../../src/generation/llm/openai-compatible-client.ts';
import { FakeOpenAIServer, type Script, streamOf } from '../helpers/fake-openai-server.ts';

let upstream: FakeOpenAIServer;
let client: OpenAICompatibleLLMClient;
before(async () => {
  upstream = new FakeOpenAIServer();
  const url = await upstream.start();
  const config = loadConfig({ LLM_BASE_URL: url, LLM_MODEL: 'fake-model', LLM_MAX_RETRIES: '0' });
  client = new OpenAICompatibleLLMClient({ ...config.llm!, retryBaseMs: 1 });
});
after(() => upstream.stop());
afterEach(() => {
  upstream.requests.length = 0;
});

async function run(script: Script): Promise<ChatDelta[]> {
  upstream.script(script);
  const deltas: ChatDelta[] = [];
  for await (const delta of client.streamChat(
    { messages: [{ role: 'user', content: 'Write the outline.' }], operation: 'outline' },
    AbortSignal.timeout(10_000),
  )) {
    deltas.push(delta);
  }
  return deltas;
}

/** The answer as a consumer of the deltas shows it: text, less what a retract took back. */
function shown(deltas: ChatDelta[]): string {
  let text = '';
  for (const delta of deltas) {
    if (delta.kind === 'retract') text = '';
    if (delta.kind === 'text') text += delta.text;
  }
  return text;
}

const ANSWER = '# Backend Engineer\n\n## Work Experience\n- Built the order API\n';

describe('finish_reason', () => {
  for (const reason of ['stop', 'length', 'content_filter']) {
    test(`"${reason}" arrives once, after the last text and before usage`, async () => {
      const deltas = await run({ kind: 'stream', events: streamOf(ANSWER, { finishReason: reason }) });
      const kinds = deltas.map((delta) => delta.kind);
      const finishes = deltas.filter((delta) => delta.kind === 'finish');
      assert.deepEqual(finishes, [{ kind: 'finish', reason }]);
      assert.ok(kinds.lastIndexOf('text') < kinds.indexOf('finish'));
      assert.ok(kinds.indexOf('finish') < kinds.indexOf('usage'));
      assert.equal(shown(deltas), ANSWER);
    });
  }

  test('sent on the chunk with the last text (Ollama, vLLM): still after that text', async () => {
    const events = streamOf(ANSWER, { finishReason: null, usage: false }) as Record<string, unknown>[];
    const last = events.at(-1) as { choices: { finish_reason: string | null }[] };
    last.choices[0]!.finish_reason = 'length';
    const deltas = await run({ kind: 'stream', events });
    assert.equal(deltas.at(-2)!.kind, 'finish');
    assert.equal(shown(deltas), ANSWER);
  });

  test('a provider that sends none: no finish delta', async () => {
    const deltas = await run({ kind: 'stream', events: streamOf(ANSWER, { finishReason: null }) });
    assert.ok(!deltas.some((delta) => delta.kind === 'finish'));
  });
});

describe('a thought without its opening tag', () => {
  test('released as text because a plan line looked like an answer, then retracted at </think>', async () => {
    const thought = 'Okay, the user wants an outline.\n# Draft Title\n- plan: list the parts\n';
    const deltas = await run({
      kind: 'stream',
      events: streamOf(`${thought}</think>\n\n${ANSWER}`, { dialect: 'vllm', size: 5 }),
    });
    const kinds = deltas.map((delta) => delta.kind);
    assert.ok(kinds.indexOf('text') < kinds.indexOf('retract'), 'text went out first, then was taken back');
    assert.equal(kinds.filter((kind) => kind === 'retract').length, 1);
    assert.equal(shown(deltas), ANSWER);
    for (const delta of deltas) {
      if (delta.kind === 'text') assert.doesNotMatch(delta.text, /think>/);
    }
    const usage = deltas.find((delta) => delta.kind === 'usage');
    assert.ok(usage);
  });
});

describe('a context-window error inside the stream', () => {
  test('is a ContextLengthError, not a passing failure', async () => {
    await assert.rejects(
      run({
        kind: 'stream',
        events: [
          {
            error: {
              message: "This model's maximum context length is 4096 tokens.",
              code: 'context_length_exceeded',
            },
          },
        ],
      }),
      ContextLengthError,
    );
  });
});
