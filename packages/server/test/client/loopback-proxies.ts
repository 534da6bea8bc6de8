// Loopback servers that stand between the SDK and the real service to make network faults happen on cue:
// a TCP proxy that cuts the first event stream after a chosen event, and an HTTP front that answers
// scripted responses (429, a broken stream) before forwarding to the service.
import { createServer as createHTTPServer, request as httpRequest, type IncomingMessage } from 'node:http';
import { type AddressInfo, connect, createServer as createTCPServer, type Socket } from 'node:net';

export interface CuttingProxy {
  url: string;
  /** The raw request heads the proxy saw, in arrival order (lower-case header names as sent). */
  requests: string[];
  close(): Promise<void>;
}

/**
 * Forwards TCP both ways; in the first response that is an event stream, passes bytes up to the end of the
 * event with `id: <cutAfterId>` and then destroys both sockets, as a dropped connection would.
 */
export async function startCuttingProxy(upstream: string, cutAfterId: number): Promise<CuttingProxy> {
  const target = new URL(upstream);
  const requests: string[] = [];
  const sockets = new Set<Socket>();
  let cut = false;
  const server = createTCPServer((client) => {
    const server = connect(Number(target.port), target.hostname);
    sockets.add(client).add(server);
    let head = '';
    client.on('data', (chunk: Buffer) => {
      head += chunk.toString('latin1');
      const end = head.indexOf('\r\n\r\n');
      if (end >= 0) {
        requests.push(head.slice(0, end).toLowerCase());
        head = head.slice(end + 4);
      }
      server.write(chunk);
    });
    let response = '';
    server.on('data', (chunk: Buffer) => {
      if (cut || !(response + chunk.toString('latin1')).includes('text/event-stream')) {
        client.write(chunk);
        return;
      }
      const before = response.length;
      response += chunk.toString('latin1');
      const marker = response.indexOf(`id: ${cutAfterId}\n`);
      const eventEnd = marker >= 0 ? response.indexOf('\n\n', marker) : -1;
      if (eventEnd < 0) {
        client.write(chunk);
        return;
      }
      cut = true;
      client.write(chunk.subarray(0, eventEnd + 2 - before), () => {
        client.destroy();
        server.destroy();
      });
    });
    const closeBoth = () => {
      client.destroy();
      server.destroy();
    };
    client.on('error', closeBoth).on('close', closeBoth);
    server.on('error', closeBoth).on('close', closeBoth);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** What the front does with one request: answer it itself, or forward it to the service. */
export type FrontAction =
  | { forward: true }
  | { status: number; headers?: Record<string, string>; body: string; dropAfterBody?: boolean };

export interface ScriptedFront {
  url: string;
  /** Each request's method, path and `last-event-id`, in arrival order. */
  seen: { method: string; path: string; at: number }[];
  close(): Promise<void>;
}

/** An HTTP server that plays `script` for the first requests (one action each), then forwards. */
export async function startScriptedFront(
  upstream: string | undefined,
  script: FrontAction[],
): Promise<ScriptedFront> {
  const seen: ScriptedFront['seen'] = [];
  const server = createHTTPServer((request, response) => {
    seen.push({ method: request.method ?? '', path: request.url ?? '', at: performance.now() });
    const action = script.shift() ?? { forward: true };
    if ('forward' in action) {
      if (!upstream) throw new Error('nothing to forward to');
      forward(request, response, upstream);
      return;
    }
    response.writeHead(action.status, action.headers ?? {});
    if (action.dropAfterBody) {
      response.write(action.body, () => response.socket?.destroy());
      return;
    }
    response.end(action.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function forward(
  request: IncomingMessage,
  response: import('node:http').ServerResponse,
  upstream: string,
): void {
  const target = new URL(request.url ?? '/', upstream);
  const outgoing = httpRequest(
    target,
    { method: request.method, headers: { ...request.headers, host: target.host } },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  outgoing.on('error', () => response.destroy());
  request.pipe(outgoing);
}

export const RATE_LIMITED_BODY = JSON.stringify({
  code: 42901,
  message: 'Rate limit of 1 requests per minute reached for this API key.',
  data: null,
});
