// A minimal reverse proxy for local trials of several instances: round robin over the healthy ones,
// responses passed through unbuffered (server-sent events arrive as they are written).
import http from 'node:http';

export interface ProxyOptions {
  port: number;
  host: string;
  upstreams: readonly URL[];
  /** How often each upstream's /healthz is asked; a failing one gets no requests until it answers. */
  healthIntervalMs?: number;
}

export interface RunningProxy {
  url: string;
  close(): Promise<void>;
}

/** Hop-by-hop headers (RFC 9110 7.6.1) are not forwarded. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

export async function startRoundRobinProxy(options: ProxyOptions): Promise<RunningProxy> {
  const healthy = new Set<URL>(options.upstreams);
  let turn = 0;
  const agent = new http.Agent({ keepAlive: true });

  const checkHealth = async () => {
    await Promise.all(
      options.upstreams.map(async (upstream) => {
        try {
          const response = await fetch(new URL('/healthz', upstream), { signal: AbortSignal.timeout(1_000) });
          if (response.ok) healthy.add(upstream);
          else healthy.delete(upstream);
        } catch {
          healthy.delete(upstream);
        }
      }),
    );
  };
  const healthTimer = setInterval(() => void checkHealth(), options.healthIntervalMs ?? 1_000);
  healthTimer.unref();

  const pick = (): URL | undefined => {
    const candidates = options.upstreams.filter((upstream) => healthy.has(upstream));
    if (candidates.length === 0) return undefined;
    turn = (turn + 1) % candidates.length;
    return candidates[turn];
  };

  const server = http.createServer((request, response) => {
    const upstream = pick();
    if (!upstream) {
      response.writeHead(503, { 'Content-Type': 'application/json; charset=utf-8', 'Retry-After': '1' });
      response.end(
        JSON.stringify({ code: 50301, message: 'No instance is available; retry shortly.', data: null }),
      );
      return;
    }
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (!HOP_BY_HOP.has(name)) headers[name] = value;
    }
    // The address this proxy saw, replacing what the client wrote (as deploy/nginx.conf does): an
    // instance that trusts this proxy (TRUST_PROXY=127.0.0.1) then sees addresses no client can forge.
    headers['x-forwarded-for'] = request.socket.remoteAddress ?? '';
    const outgoing = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers,
        agent,
      },
      (incoming) => {
        const responseHeaders: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(incoming.headers)) {
          if (!HOP_BY_HOP.has(name) && value !== undefined) responseHeaders[name] = value;
        }
        response.writeHead(incoming.statusCode ?? 502, responseHeaders);
        // Headers leave at once: a stream's client learns it is connected before the first event.
        response.flushHeaders();
        incoming.pipe(response);
        incoming.on('error', () => response.destroy());
      },
    );
    outgoing.on('error', () => {
      healthy.delete(upstream);
      if (!response.headersSent) {
        response.writeHead(503, { 'Content-Type': 'application/json; charset=utf-8', 'Retry-After': '1' });
        response.end(
          JSON.stringify({ code: 50301, message: 'The instance did not answer; retry.', data: null }),
        );
      } else {
        response.destroy();
      }
    });
    // A client that leaves ends the upstream request too, so the instance stops the work it caused.
    response.on('close', () => {
      if (!response.writableFinished) outgoing.destroy();
    });
    request.pipe(outgoing);
  });

  await checkHealth();
  await new Promise<void>((resolve) => server.listen(options.port, options.host, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://${options.host}:${port}`,
    async close() {
      clearInterval(healthTimer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
