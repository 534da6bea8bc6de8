// Writes an event stream as server-sent events (CONTRACT 2): headers only once the first event exists,
// every write awaits the socket, pings while idle, one `event: error` for a failure after the start.
import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AbortableIterator } from '../lib/abortable-iterator.ts';
import type { Metrics } from '../observability/metrics.ts';
import type { RequestScope } from './request-scope.ts';

export interface StreamEvent {
  data: unknown;
  id?: string;
}

export interface SSEOptions {
  endpoint: string;
  scope: RequestScope;
  pingIntervalMs: number;
  metrics: Metrics;
}

export function formatEvent(event: StreamEvent): string {
  const id = event.id === undefined ? '' : `id: ${event.id}\n`;
  return `${id}data: ${JSON.stringify(event.data)}\n\n`;
}

/**
 * Resolves once the chunk is handed to the socket, waiting for `drain` when its buffer is full. The
 * socket is corked until the end of the current tick: events a generator produces in one go (the
 * built-in outline's lines) leave in one packet instead of one write each, and nothing waits longer
 * than the tick that produced it.
 */
function write(raw: ServerResponse, chunk: string): Promise<void> {
  if (raw.destroyed || raw.writableEnded) return Promise.resolve();
  if (raw.writableCorked === 0) {
    raw.cork();
    process.nextTick(uncork, raw);
  }
  if (raw.write(chunk)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      raw.off('drain', done);
      raw.off('close', done);
      resolve();
    };
    raw.on('drain', done);
    raw.on('close', done);
  });
}

function uncork(raw: ServerResponse): void {
  raw.uncork();
}

const PING = ': ping\n\n';

/** An open stream as the ping clock sees it. */
interface PingedStream {
  raw: ServerResponse;
  lastWriteAt: number;
}

/**
 * One timer for every open stream with the same ping interval: it walks the set ten times per
 * interval and pings those idle for a whole one. A timer per stream (and its closure) cost each of
 * thousands of open streams memory for nothing but waiting; a walk of 10,000 entries is well under a
 * millisecond.
 */
class PingClock {
  private readonly streams = new Set<PingedStream>();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly intervalMs: number) {}

  add(stream: PingedStream): void {
    this.streams.add(stream);
    // A tenth of the interval: a stream's ping is at most 1.1 intervals after its last write (the
    // clock's ticks are not aligned with each stream's start, as a timer of its own was).
    this.timer ??= setInterval(pingIdle, Math.max(10, Math.floor(this.intervalMs / 10)), this);
  }

  delete(stream: PingedStream): void {
    this.streams.delete(stream);
    if (this.streams.size > 0 || !this.timer) return;
    clearInterval(this.timer);
    this.timer = undefined;
  }

  pingIdle(): void {
    const now = Date.now();
    for (const stream of this.streams) {
      if (now - stream.lastWriteAt < this.intervalMs) continue;
      stream.lastWriteAt = now;
      void write(stream.raw, PING);
    }
  }
}

function pingIdle(clock: PingClock): void {
  clock.pingIdle();
}

/** By ping interval: one in a running service, a few where tests build apps with their own. */
const pingClocks = new Map<number, PingClock>();

function pingClockFor(intervalMs: number): PingClock {
  let clock = pingClocks.get(intervalMs);
  if (!clock) {
    clock = new PingClock(intervalMs);
    pingClocks.set(intervalMs, clock);
  }
  return clock;
}

/**
 * Pulls the first event before answering: a failure there propagates to the caller and becomes a JSON
 * error response (spec 7.2). After that the stream is ours and failures become one error event.
 */
export async function respondWithSSE(
  request: FastifyRequest,
  reply: FastifyReply,
  events: AsyncIterable<StreamEvent>,
  options: SSEOptions,
): Promise<void> {
  const { scope, metrics, endpoint } = options;
  const iterator = new AbortableIterator(events[Symbol.asyncIterator](), scope.signal);
  const pending = iterator.next();
  pending.catch(() => undefined);
  let first: IteratorResult<StreamEvent> | undefined;
  try {
    // A slow first event (a model thinking) must not leave the client with silence: after one ping
    // interval the stream opens and pings, and a failure after that is an error event, not JSON.
    first = await settledWithin(pending, options.pingIntervalMs);
  } catch (error) {
    iterator.close();
    throw scope.errorFor(error);
  }

  const raw = openStream(request, reply, options);
  // With the first event in hand, the headers leave with it in one packet; otherwise they go now.
  if (!first) raw.flushHeaders();
  const pinged: PingedStream = { raw, lastWriteAt: Date.now() };
  if (!first) void write(raw, PING);
  const pingClock = pingClockFor(options.pingIntervalMs);
  pingClock.add(pinged);

  try {
    let current = first ?? (await pending);
    while (!current.done) {
      await write(raw, formatEvent(current.value));
      pinged.lastWriteAt = Date.now();
      if (scope.cause === 'client') break;
      current = await iterator.next();
    }
  } catch (error) {
    if (scope.cause !== 'client') {
      const appError = scope.errorFor(error);
      if (appError.code === 50001) request.log.error({ err: error }, 'stream failed');
      else request.log.info({ code: appError.code }, 'stream ended with an error');
      await write(
        raw,
        `event: error\ndata: ${JSON.stringify({ code: appError.code, message: appError.message })}\n\n`,
      );
    }
  } finally {
    pingClock.delete(pinged);
    metrics.openStreams.dec({ endpoint });
    // Runs the source's `finally` (releasing shared work) whether we finished, failed or were left. Not
    // awaited: a source stuck in an await it does not abort must not keep the response open.
    iterator.close();
    if (!raw.writableEnded) raw.end();
  }
}

/**
 * A stream whose events all exist already (a built-in outline from memory, a done task's content):
 * sent as an ordinary response whose body is the whole event stream, with its length, through
 * Fastify's own send like a JSON answer. Nothing to wait for, ping or abort, and no stream is held
 * open; taking the response from Fastify (as a live stream does) cost ~4 µs more per request here.
 */
export function respondWithReadySSE(
  reply: FastifyReply,
  body: Buffer,
  endpoint: string,
  metrics: Metrics,
): FastifyReply {
  metrics.timeToFirstEvent.observe({ endpoint }, reply.elapsedTime / 1000);
  return reply.headers(READY_STREAM_HEADERS).send(body);
}

const READY_STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache',
  'x-accel-buffering': 'no',
};

/** Every event of a ready stream, as its body. */
export function formatEvents(events: readonly StreamEvent[]): string {
  let body = '';
  for (const event of events) body += formatEvent(event);
  return body;
}

/** Takes the response from Fastify, writes the stream's status and headers, and counts it open. */
function openStream(
  request: FastifyRequest,
  reply: FastifyReply,
  { endpoint, metrics }: Pick<SSEOptions, 'endpoint' | 'metrics'>,
): ServerResponse {
  reply.hijack();
  reply.raw.writeHead(200, {
    // Headers set on the reply before the stream (rate-limit headers, X-Request-Id) are not sent by a
    // hijacked reply. Fastify keeps their names in lower case: one written here again would go twice.
    ...(reply.getHeaders() as Record<string, string>),
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache',
    // Keep-alive unless the client asked to close (a forced keep-alive held such a client's socket
    // open until the idle timeout). Not left to Node: its implicit keep-alive adds a `Keep-Alive:
    // timeout=` hint that makes clients hold aborted streams' sockets, and close() then waits on them.
    Connection: wantsClose(request) ? 'close' : 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  metrics.openStreams.inc({ endpoint });
  // From the request's arrival (Fastify's clock), as the client waits for it.
  metrics.timeToFirstEvent.observe({ endpoint }, reply.elapsedTime / 1000);
  return reply.raw;
}

function wantsClose(request: FastifyRequest): boolean {
  const connection = request.headers.connection;
  return typeof connection === 'string' && connection.toLowerCase().includes('close');
}

/** The promise's value if it settles within `milliseconds`, else undefined (it keeps running). */
function settledWithin<T>(promise: Promise<T>, milliseconds: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), milliseconds);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Folds the same events into one value for the JSON envelope, so both views cannot drift apart. */
export async function collectEvents<T>(events: AsyncIterable<T>, scope: RequestScope): Promise<T[]> {
  const collected: T[] = [];
  const iterator = new AbortableIterator(events[Symbol.asyncIterator](), scope.signal);
  try {
    for (;;) {
      const next = await iterator.next();
      if (next.done) return collected;
      collected.push(next.value);
    }
  } catch (error) {
    throw scope.errorFor(error);
  } finally {
    iterator.close();
  }
}
