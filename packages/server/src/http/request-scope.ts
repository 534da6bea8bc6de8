// One AbortSignal per request: the client's disconnect, the generation time limit and server shutdown.
import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import {
  type AppError,
  generationTimeoutError,
  isAppError,
  shuttingDownError,
  unexpectedError,
} from '../errors.ts';
import type { Lifecycle } from './lifecycle.ts';

export type AbortCause = 'client' | 'timeout' | 'shutdown';

export interface RequestScope {
  readonly signal: AbortSignal;
  /** Why the signal aborted, if it did. */
  readonly cause: AbortCause | undefined;
  /** The contract error a failure should be reported as, given why (or whether) the request was aborted. */
  errorFor(error: unknown): AppError;
  dispose(): void;
}

export function createRequestScope(
  reply: FastifyReply,
  options: { timeoutMs: number; lifecycle: Lifecycle },
): RequestScope {
  return new AbortingRequestScope(reply.raw, options);
}

/**
 * A class with bound methods rather than a set of closures: a scope lives as long as its stream, and
 * under tsx every named closure also carries a property dictionary (esbuild's keepNames defines its
 * `name`), about 300 bytes each for thousands of open streams.
 */
class AbortingRequestScope implements RequestScope {
  private readonly controller = new AbortController();
  private abortCause: AbortCause | undefined;
  private readonly timer: NodeJS.Timeout;
  private readonly onClose = this.abortIfUnfinished.bind(this);
  private readonly stopWatchingShutdown: () => void;

  constructor(
    private readonly raw: ServerResponse,
    options: { timeoutMs: number; lifecycle: Lifecycle },
  ) {
    raw.on('close', this.onClose);
    this.stopWatchingShutdown = options.lifecycle.whenCutOff(this.abort.bind(this, 'shutdown'));
    this.timer = setTimeout(abortOnTimeout, options.timeoutMs, this);
    this.timer.unref();
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  get cause(): AbortCause | undefined {
    return this.abortCause;
  }

  errorFor(error: unknown): AppError {
    if (this.abortCause === 'timeout') return generationTimeoutError();
    if (this.abortCause === 'shutdown') return shuttingDownError();
    if (isAppError(error)) return error;
    return unexpectedError(error);
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.raw.off('close', this.onClose);
    this.stopWatchingShutdown();
  }

  abort(reason: AbortCause): void {
    if (this.abortCause) return;
    this.abortCause = reason;
    this.controller.abort(new Error(`request aborted: ${reason}`));
  }

  private abortIfUnfinished(): void {
    if (!this.raw.writableFinished) this.abort('client');
  }
}

function abortOnTimeout(scope: AbortingRequestScope): void {
  scope.abort('timeout');
}
