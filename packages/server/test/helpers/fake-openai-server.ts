// An OpenAI-compatible chat completions server on loopback that replays scripted answers in the
// providers' real wire formats (SSE data chunks, [DONE], usage chunks, reasoning_content, error
// bodies), records every request, and whether the client aborted it.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Dialect = 'openai' | 'deepseek' | 'qwen3' | 'ollama' | 'vllm';

/** One scripted answer. */
export type Script =
  | {
      kind: 'stream';
      /** SSE `data:` payloads in order (objects are JSON-encoded; strings are sent as they are). */
      events: (object | string)[];
      /** Wait before each event. */
      delayMs?: number;
      /** Close the connection after this many events, without [DONE]. */
      cutAfter?: number;
      /** End with `data: [DONE]` (default true). */
      done?: boolean;
    }
  | { kind: 'error'; status: number; body: string; headers?: Record<string, string> }
  | { kind: 'hang' }
  /**
   * A hostile or broken upstream that never stops, as fast as the client reads: one `data:` line that
   * never ends ('no-newline'), or valid token chunks for ever ('tokens'). Stops when the client leaves.
   */
  | { kind: 'endless'; shape: 'no-newline' | 'tokens' };

export interface RecordedRequest {
  path: string;
  body: Record<string, unknown>;
  headers: IncomingMessage['headers'];
  /** True when the client went away before the answer was complete. */
  aborted: boolean;
}

export class FakeOpenAIServer {
  readonly requests: RecordedRequest[] = [];
  private readonly scripts: Script[] = [];
  private readonly server: Server;
  private readonly open = new Set<ServerResponse>();
  private every: Script | undefined;

  constructor() {
    this.server = createServer((request, response) => void this.answer(request, response));
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  /** Queues answers for the next chat requests, in order. */
  script(...scripts: Script[]): void {
    this.scripts.push(...scripts);
  }

  /** The answer to every request with no script queued (undefined: a 500, as before). */
  scriptEvery(script: Script | undefined): void {
    this.every = script;
  }

  async stop(): Promise<void> {
    for (const response of this.open) response.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const path = request.url ?? '';
    if (request.method === 'GET' && path.endsWith('/models')) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ object: 'list', data: [{ id: 'fake-model', object: 'model' }] }));
      return;
    }
    const recorded: RecordedRequest = {
      path,
      body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'),
      headers: request.headers,
      aborted: false,
    };
    this.requests.push(recorded);
    this.open.add(response);
    response.on('close', () => {
      this.open.delete(response);
      if (!response.writableFinished) recorded.aborted = true;
    });
    const script = this.scripts.shift() ??
      this.every ?? {
        kind: 'error',
        status: 500,
        body: '{"error":{"message":"no script"}}',
      };
    if (script.kind === 'hang') return;
    if (script.kind === 'endless') return this.streamEndlessly(response, script.shape);
    if (script.kind === 'error') {
      response.writeHead(script.status, { 'content-type': 'application/json', ...script.headers });
      response.end(script.body);
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    let sent = 0;
    for (const event of script.events) {
      if (script.cutAfter !== undefined && sent >= script.cutAfter) {
        // Let what was written reach the client first, as a proxy dying mid-answer would.
        await new Promise((resolve) => setTimeout(resolve, 30));
        response.destroy();
        return;
      }
      if (script.delayMs) await new Promise((resolve) => setTimeout(resolve, script.delayMs));
      if (response.destroyed) return;
      response.write(`data: ${typeof event === 'string' ? event : JSON.stringify(event)}\n\n`);
      sent += 1;
    }
    if (script.done !== false) response.write('data: [DONE]\n\n');
    response.end();
  }

  /** Writes as fast as the socket drains (so the test process holds nothing), until the client leaves. */
  private async streamEndlessly(response: ServerResponse, shape: 'no-newline' | 'tokens'): Promise<void> {
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    if (shape === 'no-newline') response.write('data: {"choices":[{"delta":{"content":"');
    const piece = ENDLESS_PIECES[shape];
    while (!response.destroyed) {
      if (response.write(piece)) continue;
      await new Promise<void>((resolve) => {
        const done = () => {
          response.off('drain', done);
          response.off('close', done);
          resolve();
        };
        response.on('drain', done);
        response.on('close', done);
      });
    }
  }
}

/** 64 KiB of one kind of endless answer, made once. */
const ENDLESS_PIECES = {
  'no-newline': 'x'.repeat(64 * 1024),
  tokens: (() => {
    const token = `data: ${JSON.stringify({
      id: 'chatcmpl-fake',
      object: 'chat.completion.chunk',
      created: 1_700_000_000,
      model: 'fake-model',
      choices: [{ index: 0, delta: { content: '- Led the team again\n' }, finish_reason: null }],
    })}\n\n`;
    return token.repeat(Math.floor((64 * 1024) / token.length));
  })(),
};

/** Chunks of `text` as a provider streams them, `size` characters each, in a dialect's shape. */
export function streamOf(
  text: string,
  options: {
    dialect?: Dialect;
    size?: number;
    thinking?: string;
    usage?: boolean;
    /** The last chunk's finish_reason ('stop' by default); null: no finishing chunk at all. */
    finishReason?: string | null;
  } = {},
): (object | string)[] {
  const dialect = options.dialect ?? 'openai';
  const size = options.size ?? 7;
  const id = 'chatcmpl-fake';
  const chunk = (delta: Record<string, unknown>, finish: string | null = null) => ({
    id,
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: 'fake-model',
    choices: [{ index: 0, delta, finish_reason: finish }],
  });
  const events: (object | string)[] = [chunk({ role: 'assistant', content: '' })];
  const pieces = (value: string) => {
    const out: string[] = [];
    for (let index = 0; index < value.length; index += size) out.push(value.slice(index, index + size));
    return out;
  };
  if (options.thinking && dialect === 'deepseek') {
    for (const piece of pieces(options.thinking))
      events.push(chunk({ content: null, reasoning_content: piece }));
  }
  // Qwen3 and Ollama write the thought in content between tags; vLLM serving an R1 distill writes
  // it without the opening tag, which the chat template put in the prompt.
  const tagged = dialect === 'qwen3' || dialect === 'ollama';
  const visible = !options.thinking
    ? text
    : tagged
      ? `<think>\n${options.thinking}\n</think>\n\n${text}`
      : dialect === 'vllm'
        ? `${options.thinking}\n</think>\n\n${text}`
        : text;
  for (const piece of pieces(visible)) events.push(chunk({ content: piece }));
  if (options.finishReason !== null) events.push(chunk({}, options.finishReason ?? 'stop'));
  const withUsage = options.usage ?? (dialect === 'openai' || dialect === 'deepseek' || dialect === 'vllm');
  if (withUsage) {
    events.push({
      id,
      object: 'chat.completion.chunk',
      created: 1_700_000_000,
      model: 'fake-model',
      choices: [],
      usage: {
        prompt_tokens: 321,
        completion_tokens: 123,
        total_tokens: 444,
        ...(options.thinking ? { completion_tokens_details: { reasoning_tokens: 45 } } : {}),
      },
    });
  }
  return events;
}
