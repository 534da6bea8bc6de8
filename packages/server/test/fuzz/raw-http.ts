// A raw HTTP/1.1 exchange over a socket, for requests no HTTP client would send (lying Content-Length,
// UTF-8 in headers), and a reader for every response that comes back on it (length-framed or chunked).
import net from 'node:net';
import type { RawAnswer } from './contract-answer.ts';

export interface Exchange {
  answers: RawAnswer[];
  /** The server closed the connection (rather than the deadline running out). */
  closedByServer: boolean;
}

/** Sends `request` and reads until the server closes the connection or `deadlineMs` passes. */
export function exchange(port: number, request: Buffer, deadlineMs: number): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = (closedByServer: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      try {
        resolve({ answers: parseResponses(Buffer.concat(chunks)), closedByServer });
      } catch (error) {
        reject(error);
      }
    };
    const timer = setTimeout(() => finish(false), deadlineMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A reset after the answer (the server closing a connection it will not read from) is a close too.
    socket.on('error', () => finish(true));
    socket.on('close', () => finish(true));
    socket.write(request);
  });
}

/** Builds a request from its parts; `headers` are written as given (duplicates and odd bytes included). */
export function rawRequest(
  method: string,
  path: string,
  headers: readonly [string, string | Buffer][],
  body: Buffer | string = '',
): Buffer {
  const head: Buffer[] = [Buffer.from(`${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n`, 'latin1')];
  for (const [name, value] of headers) {
    head.push(
      Buffer.from(`${name}: `, 'latin1'),
      Buffer.isBuffer(value) ? value : Buffer.from(value, 'latin1'),
    );
    head.push(Buffer.from('\r\n'));
  }
  head.push(Buffer.from('\r\n'));
  return Buffer.concat([...head, Buffer.isBuffer(body) ? body : Buffer.from(body)]);
}

/** Splits the bytes a server sent into responses; a response cut off by the close keeps what arrived. */
export function parseResponses(bytes: Buffer): RawAnswer[] {
  const answers: RawAnswer[] = [];
  let offset = 0;
  while (offset < bytes.length) {
    const headEnd = bytes.indexOf('\r\n\r\n', offset);
    if (headEnd < 0)
      throw new Error(`a response without a complete head: ${bytes.subarray(offset, offset + 200)}`);
    const [statusLine = '', ...headerLines] = bytes
      .subarray(offset, headEnd)
      .toString('latin1')
      .split('\r\n');
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
    if (!Number.isInteger(status)) throw new Error(`not an HTTP status line: ${statusLine}`);
    const headers = new Map<string, string>();
    for (const line of headerLines) {
      const colon = line.indexOf(':');
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
    let bodyStart = headEnd + 4;
    let body: Buffer;
    if (headers.get('transfer-encoding')?.toLowerCase() === 'chunked') {
      const parts: Buffer[] = [];
      for (;;) {
        const lineEnd = bytes.indexOf('\r\n', bodyStart);
        if (lineEnd < 0) break;
        const size = Number.parseInt(bytes.subarray(bodyStart, lineEnd).toString('latin1'), 16);
        bodyStart = lineEnd + 2;
        if (!(size > 0)) {
          bodyStart += 2;
          break;
        }
        parts.push(bytes.subarray(bodyStart, bodyStart + size));
        bodyStart += size + 2;
      }
      body = Buffer.concat(parts);
    } else if (headers.has('content-length')) {
      const length = Number(headers.get('content-length'));
      body = bytes.subarray(bodyStart, bodyStart + length);
      bodyStart += length;
    } else {
      body = bytes.subarray(bodyStart);
      bodyStart = bytes.length;
    }
    answers.push({ status, contentType: headers.get('content-type'), body: body.toString('utf8') });
    offset = Math.min(bodyStart, bytes.length);
  }
  return answers;
}
