// A fetch answered by the app itself (Fastify's inject): the /mcp tools call the API through it, so each
// call passes the same hooks and route as over the network — key, rate limit, idempotency, validation, logs.
import type { FastifyInstance, HTTPMethods } from 'fastify';

export interface InProcessCaller {
  /** The client's address, so per-address limits count the caller, not this process. */
  remoteAddress: string;
  /** Sent as X-Request-Id: the API calls of one MCP request share its id in the log. */
  requestId: string;
}

export function createInProcessFetch(app: FastifyInstance, caller: InProcessCaller): typeof fetch {
  return async (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (init.body !== undefined && init.body !== null && typeof init.body !== 'string') {
      throw new TypeError('The in-process fetch takes string bodies only (the SDK sends JSON).');
    }
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const answer = await app.inject({
      method: (init.method ?? 'GET') as HTTPMethods,
      url: `${url.pathname}${url.search}`,
      headers: { ...headers, 'x-request-id': caller.requestId },
      remoteAddress: caller.remoteAddress,
      ...(init.body ? { payload: init.body } : {}),
      ...(init.signal ? { signal: init.signal } : {}),
    });
    const answered = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) answered.append(name, String(one));
    }
    return new Response(new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers: answered });
  };
}
