// A provider's error reaches our log as its status, type and code: never its message, which may quote
// the resume we sent (providers echo the input in "invalid input" and content-filter messages).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { loadConfig } from '../../src/config.ts';
import { createGenerator } from '../../src/generation/create-generator.ts';
import { Metrics } from '../../src/observability/metrics.ts';
import { FakeOpenAIServer } from '../helpers/fake-openai-server.ts';

const PERSONAL = ['Wang Fang', '13800001111'];

describe('LLM provider errors in the log', () => {
  const upstream = new FakeOpenAIServer();
  let base: string;
  before(async () => {
    base = await upstream.start();
  });
  after(() => upstream.stop());

  async function logsOfFailedOutline(body: string): Promise<string> {
    upstream.script({ kind: 'error', status: 400, body });
    const lines: unknown[] = [];
    const logger = {
      info: (fields: unknown) => lines.push(fields),
      warn: (fields: unknown, message?: string) => lines.push({ fields, message }),
    };
    const config = loadConfig({ LLM_BASE_URL: base, LLM_MODEL: 'fake-model', LLM_MAX_RETRIES: '0' });
    const generator = createGenerator(config, new Metrics(), logger);
    const job = `Data Analyst (${PERSONAL.join(', ')})`;
    await assert.rejects(async () => {
      for await (const _ of generator.generateOutline(
        { mode: 'ai-template', job, type: 'social', locale: 'en-US' },
        new AbortController().signal,
      )) {
        // drained until the provider's error ends it
      }
    });
    return JSON.stringify(lines);
  }

  test('a JSON error body: type and code logged, the message quoting the input is not', async () => {
    const logged = await logsOfFailedOutline(
      JSON.stringify({
        error: {
          message: `Invalid input near '${PERSONAL.join(', ')}'`,
          type: 'invalid_request_error',
          code: 'bad_input',
        },
      }),
    );
    assert.match(logged, /LLM provider error/);
    assert.match(logged, /"code":"bad_input"/);
    assert.match(logged, /"type":"invalid_request_error"/);
    for (const value of PERSONAL) assert.ok(!logged.includes(value), `"${value}" reached the log`);
  });

  test('a body that is not JSON: only its length is logged', async () => {
    const logged = await logsOfFailedOutline(`upstream rejected: ${PERSONAL.join(' ')}`);
    assert.match(logged, /"messageChars":\d+/);
    for (const value of PERSONAL) assert.ok(!logged.includes(value), `"${value}" reached the log`);
  });
});
