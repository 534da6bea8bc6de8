// Operational endpoints (CONTRACT 7), no key needed: liveness, readiness and Prometheus metrics.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';

export function registerOperationsRoutes(app: FastifyInstance, context: AppContext): void {
  const hidden = { schema: { hide: true } };

  app.get('/healthz', hidden, async () => ({ status: 'ok' }));

  app.get('/readyz', hidden, async (request, reply) => {
    if (context.lifecycle.isDraining) {
      return reply.code(503).header('Retry-After', '5').send({ status: 'draining' });
    }
    try {
      await Promise.all([context.taskStore.ping(), context.generator.checkReady()]);
      return { status: 'ready', generator: context.generator.name, ...context.generator.readiness?.() };
    } catch (error) {
      // The real cause (a disk error, say), not the wrapper that clients would see.
      request.log.warn({ err: (error as { cause?: unknown }).cause ?? error }, 'not ready');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  app.get('/metrics', hidden, async (_request, reply) => {
    const body = await context.metrics.registry.metrics();
    return reply.type(context.metrics.registry.contentType).send(body);
  });
}
