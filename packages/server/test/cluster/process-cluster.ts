// Real service processes on a fresh PostgreSQL schema and Redis prefix, a scripted model, raw SSE reading.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { FakeOpenAIServer, type Script, streamOf } from '../helpers/fake-openai-server.ts';
import { type ServiceProcess, startService, stopService } from '../helpers/service-process.ts';
import { inspector, REDIS_URL, uniquePrefix } from '../limits/redis-kit.ts';
import { createTestSchema, type TestSchema } from '../store/postgres-test-schema.ts';

export const TASK_PATH = '/api/v1/service/resume/task';
export const CONTENT_PATH = '/api/v1/service/resume/content';

/** A template outline (prompts in brackets): the model's sections are kept as written. */
/** The labelled parts the scripted model answers with (sectionsAnswer): a model writes the outline's parts. */
const ANSWERED_PARTS: readonly (readonly [string, number])[] = [
  ['Shared', 6],
  ['Proxied', 4],
  ['Lost', 6],
  ['Taken', 6],
];
/** A template outline holding every part a scripted answer names (the service drops sections of no part). */
export const TEMPLATE_OUTLINE = `# Backend Engineer\n\n${ANSWERED_PARTS.flatMap(([label, count]) =>
  Array.from({ length: count }, (_, index) => `## ${label} ${index + 1}\n- [Summary]\n`),
).join('\n')}`;

export interface ProcessCluster {
  /** The instances, in start order; each a separate `node src/main.ts`. */
  instances: ServiceProcess[];
  model: FakeOpenAIServer;
  schema: TestSchema;
  redisPrefix: string;
  /** Stops whatever is still running and removes the schema, the Redis keys and the data directory. */
  destroy(): Promise<void>;
}

/**
 * Starts `count` service processes on a fresh schema of the test database and a fresh Redis prefix,
 * with the scripted model as their LLM provider; `env` adds or overrides settings of every instance.
 */
export async function startProcessCluster(
  count: number,
  env: Record<string, string>,
): Promise<ProcessCluster> {
  const model = new FakeOpenAIServer();
  const modelUrl = await model.start();
  const schema = await createTestSchema();
  const redisPrefix = uniquePrefix();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'process-cluster-'));
  const started = await Promise.allSettled(
    Array.from({ length: count }, () =>
      startService(dataDir, {
        DATABASE_URL: schema.url,
        REDIS_URL,
        REDIS_KEY_PREFIX: redisPrefix,
        LLM_BASE_URL: modelUrl,
        LLM_MODEL: 'fake-model',
        // Exactly one model request per generation: the counts below are the generations.
        LLM_MAX_RETRIES: '0',
        SHUTDOWN_GRACE_MS: '2000',
        ...env,
      }),
    ),
  );
  const instances = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const destroy = async () => {
    await Promise.all(
      instances.map((instance) =>
        instance.child.exitCode === null && instance.child.signalCode === null
          ? stopService(instance)
          : undefined,
      ),
    );
    await model.stop();
    await schema.drop();
    await inspector(redisPrefix).cleanUp();
    await rm(dataDir, { recursive: true, force: true });
  };
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await destroy();
    throw failure.reason;
  }
  return { instances, model, schema, redisPrefix, destroy };
}

/** The model's answer of `count` list sections titled `<label> 1`…, one chunk every `delayMs`. */
export function sectionsAnswer(label: string, count: number, delayMs: number): Script {
  const sections = Array.from({ length: count }, (_, index) => ({
    type: 'list',
    title: `${label} ${index + 1}`,
    content: { items: [`${label} wrote part ${index + 1}.`] },
  }));
  return { kind: 'stream', events: streamOf(JSON.stringify({ sections }), { size: 16 }), delayMs };
}

export function authorized(key: string, extra: Record<string, string> = {}): Record<string, string> {
  return { 'content-type': 'application/json', authorization: `Bearer ${key}`, ...extra };
}

export async function createTask(
  base: string,
  key: string,
  extra: Record<string, string> = {},
): Promise<{ status: number; uid: string; headers: Headers; body: { code: number } }> {
  const response = await fetch(`${base}${TASK_PATH}`, {
    method: 'POST',
    headers: authorized(key, extra),
    body: JSON.stringify({ outline: TEMPLATE_OUTLINE }),
  });
  const body = (await response.json()) as { code: number; data: { uid: string } | null };
  return { status: response.status, uid: body.data?.uid ?? '', headers: response.headers, body };
}

export interface TaskView {
  status: string;
  sections: { title: string }[] | null;
}

export async function getTask(base: string, key: string, uid: string): Promise<TaskView> {
  const response = await fetch(`${base}${TASK_PATH}/${uid}`, { headers: authorized(key) });
  return ((await response.json()) as { data: TaskView }).data;
}

export interface StreamRead {
  status: number;
  headers: Headers;
  /** Every byte received, pings included. */
  raw: string;
  events: EventSourceMessage[];
  /** The connection broke before the stream ended. */
  cut: boolean;
}

/**
 * Streams a task's content to the end (or until the connection breaks), handing each event to
 * `onEvent` as it arrives. A JSON answer (an error before the stream) is read into `raw` as it is.
 */
export async function readContent(
  base: string,
  key: string,
  uid: string,
  options: { lastEventId?: string; signal?: AbortSignal; onEvent?: (event: EventSourceMessage) => void } = {},
): Promise<StreamRead> {
  const extra: Record<string, string> =
    options.lastEventId === undefined ? {} : { 'last-event-id': options.lastEventId };
  const response = await fetch(`${base}${CONTENT_PATH}`, {
    method: 'POST',
    headers: authorized(key, extra),
    body: JSON.stringify({ uid }),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const read: StreamRead = {
    status: response.status,
    headers: response.headers,
    raw: '',
    events: [],
    cut: false,
  };
  const parser = createParser({
    onEvent: (event) => {
      read.events.push(event);
      options.onEvent?.(event);
    },
  });
  const decoder = new TextDecoder();
  const reader = response.body!.getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      const text = decoder.decode(value, { stream: true });
      read.raw += text;
      parser.feed(text);
    }
  } catch {
    read.cut = true;
  }
  return read;
}

/** The section events exactly as they were framed on the wire (`id: n\ndata: …`), pings left out. */
export function sectionFrames(read: StreamRead): string[] {
  return read.raw.split('\n\n').filter((frame) => frame.startsWith('id: '));
}

export function idsOf(read: StreamRead): string[] {
  return read.events.filter((event) => event.event === undefined).map((event) => event.id ?? '');
}

export function titlesOf(read: StreamRead): string[] {
  return read.events
    .filter((event) => event.event === undefined)
    .map((event) => (JSON.parse(event.data) as { section: { title: string } }).section.title);
}
