// A fetch answered by the app itself (Fastify's inject): the /mcp tools call the API through it, so each
// call passes the same hooks and route as over the network — key, rate limit, idempotency, validation, logs.
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, HTTPMethods } from 'fastify';

export interface InProcessCaller {
  /** The client's address, so per-address limits count the caller, not this process. */
  remoteAddress: string;
  /** Sent as X-Request-Id: the API calls of one MCP request share its id in the log. */
  requestId: string;
}

/** Names an in-process call to the app's onRequest hook; an unknown value does nothing. */
export const IN_PROCESS_CALL_HEADER = 'x-resume-in-process-call';

/**
 * The app's calls to itself. Aborting one must stop the work it caused, as a client that drops its
 * connection does; but inject's own `signal` only ends the request's body, which no route watches (they
 * watch their reply's `close`). So each call carries a random token, the app's onRequest hook hands its
 * reply to `attach`, and an abort destroys that reply: the route sees a client that left.
 */
export class InProcessCalls {
  private readonly running = new Map<string, AbortSignal>();

  constructor(private readonly app: FastifyInstance) {}

  /** From the onRequest hook, for a request that carries the header. */
  attach(token: string, reply: ServerResponse): void {
    const signal = this.running.get(token);
    if (!signal) return;
    const close = () => {
      reply.destroy();
    };
    if (signal.aborted) {
      close();
      return;
    }
    signal.addEventListener('abort', close, { once: true });
    reply.once('close', () => signal.removeEventListener('abort', close));
  }

  fetch(caller: InProcessCaller): typeof fetch {
    return async (input, init = {}) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (init.body !== undefined && init.body !== null && typeof init.body !== 'string') {
        throw new TypeError('The in-process fetch takes string bodies only (the SDK sends JSON).');
      }
      const headers: Record<string, string> = {};
      new Headers(init.headers).forEach((value, name) => {
        headers[name] = value;
      });
      const token = randomUUID();
      if (init.signal) this.running.set(token, init.signal);
      try {
        init.signal?.throwIfAborted();
        const answer = await this.app.inject({
          method: (init.method ?? 'GET') as HTTPMethods,
          url: `${url.pathname}${url.search}`,
          headers: { ...headers, 'x-request-id': caller.requestId, [IN_PROCESS_CALL_HEADER]: token },
          remoteAddress: caller.remoteAddress,
          ...(init.body ? { payload: init.body } : {}),
        });
        const answered = new Headers();
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value === undefined) continue;
          for (const one of Array.isArray(value) ? value : [value]) answered.append(name, String(one));
        }
        return new Response(new Uint8Array(answer.rawPayload), {
          status: answer.statusCode,
          headers: answered,
        });
      } catch (error) {
        // A destroyed reply rejects the inject: the caller sees its abort, as fetch reports one.
        init.signal?.throwIfAborted();
        throw error;
      } finally {
        this.running.delete(token);
      }
    };
  }
}
