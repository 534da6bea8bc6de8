// One AbortSignal per request: the client's disconnect, the generation time limit and server shutdown.
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
  const controller = new AbortController();
  let cause: AbortCause | undefined;
  const abort = (reason: AbortCause) => {
    if (cause) return;
    cause = reason;
    controller.abort(new Error(`request aborted: ${reason}`));
  };
  const onClose = () => {
    if (!reply.raw.writableFinished) abort('client');
  };
  const onShutdown = () => abort('shutdown');
  reply.raw.on('close', onClose);
  const stopWatchingShutdown = options.lifecycle.whenCutOff(onShutdown);
  const timer = setTimeout(() => abort('timeout'), options.timeoutMs);
  timer.unref();

  return {
    signal: controller.signal,
    get cause() {
      return cause;
    },
    errorFor(error: unknown): AppError {
      if (cause === 'timeout') return generationTimeoutError();
      if (cause === 'shutdown') {
        return shuttingDownError();
      }
      if (isAppError(error)) return error;
      return unexpectedError(error);
    },
    dispose() {
      clearTimeout(timer);
      reply.raw.off('close', onClose);
      stopWatchingShutdown();
    },
  };
}
