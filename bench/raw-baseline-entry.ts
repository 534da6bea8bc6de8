// The raw `node:http` baseline, in a bench's child process: reads each request's body and answers with the
// recorded response of the service, the same headers and, for a stream, the same chunks, written in one
// tick on a corked socket as the service writes what it has at once (one packet, not one per chunk).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RecordedResponse } from './raw-baseline.ts';

let current: RecordedResponse | undefined;

const server = http.createServer((request, response) => {
  request.on('data', () => undefined);
  request.on('end', () => {
    const recorded = current;
    if (!recorded) {
      response.writeHead(503).end();
      return;
    }
    response.cork();
    response.writeHead(recorded.status, recorded.headers);
    for (const chunk of recorded.chunks) response.write(chunk);
    response.end();
    response.uncork();
  });
});
// The service's keep-alive timeout, so both send the same Keep-Alive header and keep connections alike.
server.keepAliveTimeout = 72_000;
server.listen(0, '127.0.0.1', () => {
  process.send?.({ port: (server.address() as AddressInfo).port });
});

process.on('message', (message) => {
  current = (message as { serve: RecordedResponse }).serve;
  process.send?.({ serving: true });
});
process.on('SIGTERM', () => process.exit(0));
