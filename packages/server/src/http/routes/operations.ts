// Operational endpoints (CONTRACT 7), no key needed: liveness, readiness and Prometheus metrics.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';

/** A dependency /readyz must reach besides the store and the generator (Redis, say). */
export interface ReadinessCheck {
  name: string;
  /** Resolves when the dependency answers; rejects (in bounded time) when it does not. */
  check(): Promise<void>;
}

export function registerOperationsRoutes(
  app: FastifyInstance,
  context: AppContext,
  readinessChecks: readonly ReadinessCheck[] = [],
): void {
  const hidden = { schema: { hide: true } };

  app.get('/healthz', hidden, async () => ({ status: 'ok' }));

  app.get('/readyz', hidden, async (request, reply) => {
    if (context.lifecycle.isDraining) {
      return reply.code(503).header('Retry-After', '5').send({ status: 'draining' });
    }
    // Every dependency is probed at once and each one missing is named, so an operator sees which.
    const unavailable: string[] = [];
    const probe = async (name: string, check: () => Promise<void>) => {
      try {
        await check();
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
