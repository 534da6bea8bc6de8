// Operational endpoints (CONTRACT 7), no key needed: liveness, readiness and Prometheus metrics.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';

/** A dependency /readyz must reach besides the store and the generator (Redis, say). */
export interface ReadinessCheck {
  name: string;
  /** Resolves when the dependency answers; rejects when it does not (/readyz also stops waiting). */
  check(): Promise<void>;
}

class ReadinessTimeoutError extends Error {
  override name = 'ReadinessTimeoutError';
  constructor(timeoutMs: number) {
    super(`no answer within ${timeoutMs} ms`);
  }
}

export function registerOperationsRoutes(
  app: FastifyInstance,
  context: AppContext,
  readinessChecks: readonly ReadinessCheck[] = [],
): void {
  const hidden = { schema: { hide: true } };
  const timeoutMs = context.config.readinessTimeoutMs;
  // One probe per dependency at a time: while a dependency hangs, a probe every second from each load
  // balancer must not pile up (each store probe would hold a pooled connection until its query timeout).
  const running = new Map<string, Promise<void>>();
  const probeOnce = (name: string, check: () => Promise<void>): Promise<void> => {
    let probe = running.get(name);
    if (!probe) {
      const started: Promise<void> = Promise.resolve()
        .then(check)
        .finally(() => running.delete(name));
      running.set(name, started);
      probe = started;
    }
    return withinTime(probe, timeoutMs);
  };

  app.get('/healthz', hidden, async () => ({ status: 'ok' }));

  app.get('/readyz', hidden, async (request, reply) => {
    if (context.lifecycle.isDraining) {
      return reply.code(503).header('Retry-After', '5').send({ status: 'draining' });
    }
    // Every dependency is probed at once and each one missing is named, so an operator sees which;
    // one that does not answer within READINESS_TIMEOUT_MS is missing, so /readyz never hangs.
    const unavailable: string[] = [];
    const probe = async (name: string, check: () => Promise<void>) => {
      try {
        await probeOnce(name, check);
      } catch (error) {
        unavailable.push(name);
        // The real cause (a disk error, say), not the wrapper that clients would see.
        request.log.warn(
          { err: (error as { cause?: unknown }).cause ?? error, dependency: name },
          'not ready',
        );
      }
    };
    await Promise.all([
      probe('store', () => context.taskStore.ping()),
      probe('generator', () => context.generator.checkReady()),
      ...readinessChecks.map((dependency) => probe(dependency.name, () => dependency.check())),
    ]);
    if (unavailable.length > 0) return reply.code(503).send({ status: 'unavailable', unavailable });
    return { status: 'ready', generator: context.generator.name, ...context.generator.readiness?.() };
  });

  app.get('/metrics', hidden, async (_request, reply) => {
    const body = await context.metrics.registry.metrics();
    return reply.type(context.metrics.registry.contentType).send(body);
  });
}

/** `work`, or a ReadinessTimeoutError once `timeoutMs` has passed (the work itself goes on). */
function withinTime(work: Promise<void>, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ReadinessTimeoutError(timeoutMs)), timeoutMs);
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}
