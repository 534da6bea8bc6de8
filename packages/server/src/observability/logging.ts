// The service's log: one pino logger, written asynchronously to stdout, and the access line of every
// completed request, which is written straight to the same destination in the very format pino gives it.
import { hostname } from 'node:os';
import pino, { type DestinationStream, type Logger } from 'pino';

/** What an access line says: the request's id, method, path (its query string already cut), address, status and time. */
export interface AccessEntry {
  reqId: string;
  method: string;
  url: string;
  remoteAddress: string | undefined;
  statusCode: number;
  responseTime: number;
}

export interface AccessLog {
  write(entry: AccessEntry): void;
}

export interface Logging {
  logger: Logger;
  accessLog: AccessLog;
  /** Writes what is buffered, at exit. */
  flush(): void;
}

/**
 * `level` as configured; stdout unless `destination` is given (tests). Access logs stay on, written
 * asynchronously and together: lines are held briefly and go out in one write (BufferedLines).
 */
export function createLogging(level: string, destination?: DestinationStream): Logging {
  const stream = destination ?? new BufferedLines(pino.destination({ dest: 1, sync: false }));
  const logger = pino(
    {
      level,
      // Resumes and keys never reach the log: headers and bodies are not logged, and these paths are masked.
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.body'],
    },
    stream,
  );
  return {
    logger,
    accessLog: new DirectAccessLog(logger, stream),
    flush: () => (stream as { flushSync?: () => void }).flushSync?.(),
  };
}

/**
 * The line pino would write for `logger.info({ reqId, req, res, responseTime }, 'request completed')`,
 * made by hand: through pino (serializers, redaction of paths these fields never hold, a generic
 * stringify) it was a fifth of the CPU of a small request. A test holds the two to the same JSON.
 */
class DirectAccessLog implements AccessLog {
  private readonly base: string;

  constructor(
    private readonly logger: Logger,
    private readonly stream: DestinationStream,
  ) {
    this.base = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;
  }

  write(entry: AccessEntry): void {
    if (!this.logger.isLevelEnabled('info')) return;
    const address =
      entry.remoteAddress === undefined ? '' : `,"remoteAddress":${JSON.stringify(entry.remoteAddress)}`;
    this.stream.write(
      `{"level":30,"time":${Date.now()}${this.base},"reqId":${JSON.stringify(entry.reqId)},` +
        `"req":{"method":${JSON.stringify(entry.method)},"url":${JSON.stringify(entry.url)}${address}},` +
        `"res":{"statusCode":${entry.statusCode}},"responseTime":${entry.responseTime},"msg":"request completed"}\n`,
    );
  }
}

/** What BufferedLines writes to: pino's asynchronous destination (sonic-boom). */
export interface LineSink {
  write(text: string): unknown;
  flushSync(): void;
}

/**
 * Log lines held for up to HOLD_MS (or BATCH_CHARS) and handed to the asynchronous destination in one
 * write, as nginx's `access_log … buffer= flush=` does. A write per line cost a trip through libuv's
 * thread pool and sonic-boom's per-write length scans: logging was ~40 µs of a ~210 µs small request
 * (bench/tools/paired-cpu.mjs against LOG_LEVEL=warn); holding lines saved ~15 µs of it (199 → 184
 * µs per outline in a paired A/B). Writing per event-loop turn instead saved nothing measurable: a
 * turn holds few requests. A quiet service's line appears within HOLD_MS; lines held at exit are
 * written by flushSync (main.ts, and on 'exit'); a kill -9 loses at most HOLD_MS of lines.
 */
export class BufferedLines implements DestinationStream {
  static readonly HOLD_MS = 100;
  static readonly BATCH_CHARS = 32 * 1024;
  private lines: string[] = [];
  private chars = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly sink: LineSink) {
    process.once('exit', () => {
      try {
        this.flushSync();
      } catch {
        // Exiting with a destination already closed: nothing left to write to.
      }
    });
  }

  write(line: string): void {
    this.lines.push(line);
    this.chars += line.length;
    if (this.chars >= BufferedLines.BATCH_CHARS) this.hand();
    else if (!this.timer) {
      this.timer = setTimeout(this.hand, BufferedLines.HOLD_MS);
      this.timer.unref();
    }
  }

  flushSync(): void {
    this.hand();
    this.sink.flushSync();
  }

  private readonly hand = (): void => {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    if (this.lines.length === 0) return;
    const text = this.lines.length === 1 ? this.lines[0]! : this.lines.join('');
    this.lines = [];
    this.chars = 0;
    this.sink.write(text);
  };
}
