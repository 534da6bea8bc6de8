// Answers what Node rejects before Fastify sees a request (timeouts, broken HTTP) with the contract envelope.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { type ErrorCode, statusOfCode } from '@resume/contract';

/**
 * A request that did not arrive in time or is not HTTP never reaches the router, so the error
 * handler cannot answer it; this writes the same envelope a routed failure gets, then closes.
 */
export function createClientErrorHandler(options: { requestTimeoutMs: number }) {
  return (error: Error & { code?: string }, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    let code: ErrorCode;
    let message: string;
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
      code = 40001;
      message = `The request did not arrive in full within ${Math.round(options.requestTimeoutMs / 1000)} s.`;
    } else if (error.code === 'HPE_HEADER_OVERFLOW') {
      code = 41301;
      message = 'The request headers are larger than the limit (16 KiB).';
    } else {
      code = 40001;
      message = 'The request is not valid HTTP.';
    }
    const status = statusOfCode(code);
    const body = JSON.stringify({ code, message, data: null });
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    // end() flushes the answer before closing; whatever the client still sends is not read.
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      () => socket.destroy(),
    );
    setTimeout(() => socket.destroy(), 1000).unref();
  };
}
