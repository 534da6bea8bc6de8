// The baseline of the throughput bench: one real response of the service, recorded, then served by a raw
// `node:http` server in its own process (bench/raw-baseline-entry.ts) with the same status, headers and chunks.
import { fork } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopChild } from './service-process.ts';

export interface RecordedResponse {
  status: number;
  /**
   * Names and values in one flat list, as `rawHeaders` has them and `writeHead` takes them; less Date and
   * Transfer-Encoding, which Node's http server writes itself. Connection and Keep-Alive are kept: given
   * explicitly, Node adds neither (the service's SSE answer has Connection but no Keep-Alive).
   */
  headers: string[];
  /**
   * The body as the service framed it: the chunks of its chunked encoding, read off the wire (one per
   * write: an event, or several events written together), else the whole body.
   */
  chunks: string[];
}

export interface RequestSpec {
  path: string;
  headers: Record<string, string>;
  body: string;
}

export interface RawBaseline {
  base: string;
  /** The baseline server's process id (for CPU readings from /proc). */
  pid: number;
  /** From now on every request is answered with `recorded`. */
  serve(recorded: RecordedResponse): Promise<void>;
  stop(): Promise<void>;
}

const SET_BY_NODE = new Set(['date', 'transfer-encoding']);

/** Sends `spec` to `base` once and keeps the response as the baseline will replay it. */
export function recordResponse(base: string, spec: RequestSpec): Promise<RecordedResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}${spec.path}`,
      { method: 'POST', headers: spec.headers },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (text: string) => {
          body += text;
        });
        response.on('end', () => {
          request.socket?.off('data', onWire);
          const headers: string[] = [];
          const raw = response.rawHeaders;
          for (let index = 0; index < raw.length; index += 2) {
            if (!SET_BY_NODE.has(raw[index]!.toLowerCase())) headers.push(raw[index]!, raw[index + 1]!);
          }
          const chunked = response.headers['transfer-encoding'] === 'chunked';
          resolve({
            status: response.statusCode ?? 0,
            headers,
            chunks: chunked ? chunksOnTheWire(Buffer.concat(wire)) : [body],
          });
        });
        response.on('error', reject);
      },
    );
    // The raw bytes too, for the chunk boundaries Node's parser does not report.
    const wire: Buffer[] = [];
    const onWire = (bytes: Buffer) => wire.push(bytes);
    request.on('socket', (socket) => socket.on('data', onWire));
    request.on('error', reject);
    request.end(spec.body);
  });
}

/** The data of each chunk of a chunked HTTP/1.1 response (status line and headers included in `wire`). */
function chunksOnTheWire(wire: Buffer): string[] {
  const chunks: string[] = [];
  let at = wire.indexOf('\r\n\r\n') + 4;
  for (;;) {
    const lineEnd = wire.indexOf('\r\n', at);
    const size = Number.parseInt(wire.subarray(at, lineEnd).toString('latin1'), 16);
    if (!(size > 0)) return chunks;
    chunks.push(wire.subarray(lineEnd + 2, lineEnd + 2 + size).toString('utf8'));
    at = lineEnd + 2 + size + 2;
  }
}

export async function startRawBaseline(): Promise<RawBaseline> {
  const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'raw-baseline-entry.ts');
  const child = fork(entry, [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`the baseline server exited (code ${code})`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    serve: (recorded) =>
      new Promise((resolve) => {
        child.once('message', () => resolve());
        child.send({ serve: recorded });
      }),
    stop: () => stopChild(child),
  };
}
