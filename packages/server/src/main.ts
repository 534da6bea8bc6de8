// The service process: config -> dependencies -> buildApp -> listen -> graceful shutdown.
import { buildApp } from './app.ts';
import { createApiKey } from './auth/api-keys.ts';
import { loadConfig } from './config.ts';
import { interruptedError } from './errors.ts';
import { createGenerator } from './generation/create-generator.ts';
import { RunnerIdentity } from './generation/runner-identity.ts';
import { Lifecycle } from './http/lifecycle.ts';
import { createLimiters } from './limits/create-limiters.ts';
import { createLogging } from './observability/logging.ts';
import { Metrics } from './observability/metrics.ts';
import { createUploadParser } from './reading/readers.ts';
import { openStores } from './store/open-stores.ts';

const HOUR_MS = 3_600_000;

async function main(): Promise<void> {
  const config = loadConfig();
  // Flushed at exit: the log is written asynchronously.
  const { logger, accessLog, flush: flushLog } = createLogging(config.logLevel);
  const stores = await openStores(config);
  const metrics = new Metrics({ collectDefaults: true });
  const limiters = await createLimiters(config, { logger, registry: metrics.registry });

  if ((await stores.keyStore.count()) === 0 && config.envApiKeys.length === 0) {
    const { key, record, keyHash } = createApiKey('default', new Date());
    await stores.keyStore.insert(record, keyHash);
    // Printed once, on purpose, to the terminal of whoever started the service; never logged again.
    process.stdout.write(
      `\nFirst start: created API key "${record.name}" (shown only now, store it safely):\n\n    ${key}\n\n` +
        'Use it as "Authorization: Bearer <key>". Manage keys with: npm run keys -- create|list|revoke\n\n',
    );
  }

  const lifecycle = new Lifecycle();
  const runnerIdentity = new RunnerIdentity();
  const { fastify, context } = await buildApp({
    config,
    taskStore: stores.taskStore,
    keyStore: stores.keyStore,
    generator: createGenerator(config, metrics, logger, limiters.concurrencyLimiter),
    uploadParser: createUploadParser({
      warm: true,
      onWorkerFailure: (reason, error) => logger.warn({ err: error }, reason),
    }),
    rateLimiter: limiters.rateLimiter,
    streamLimiter: limiters.streamLimiter,
    authFailureLimiter: limiters.authFailureLimiter,
    readinessChecks: limiters.readinessChecks,
    metrics,
    lifecycle,
    runnerIdentity,
    logger,
    accessLog,
  });

  // A process that died mid-generation left its tasks `generating`; nobody will finish them now. Its
  // leases may still run for seconds, but a runner of this host that is no longer running (an earlier
  // start of this very process, say) is known to be gone: its tasks are retryable at once.
  const startedAt = new Date();
  const recovered = await context.taskStore.recoverInterrupted(
    startedAt,
    interruptedError(),
    startedAt,
    (runnerId) => runnerIdentity.isGone(runnerId),
  );
  if (recovered > 0) logger.warn({ recovered }, 'tasks interrupted by a previous stop are retryable again');

  const sweepExpired = async () => {
    const cutoff = new Date(Date.now() - config.retentionDays * 24 * HOUR_MS);
    const removed = await context.taskStore.deleteExpired(cutoff);
    if (removed > 0) logger.info({ removed }, 'expired tasks deleted');
  };
  await sweepExpired();
  const sweeper = setInterval(() => {
    sweepExpired().catch((error) => logger.error({ err: error }, 'retention sweep failed'));
  }, HOUR_MS);
  sweeper.unref();

  await fastify.listen({ port: config.port, host: config.host });
  logger.info(
    { store: stores.description, limits: limiters.description, generator: context.generator.name },
    'service ready',
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, openStreams: lifecycle.openStreams }, 'draining');
    clearInterval(sweeper);
    await lifecycle.drain(config.shutdownGraceMs);
    await fastify.close();
    await stores.close();
    await limiters.close();
    logger.info('stopped');
    flushLog();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  process.stderr.write(
    `The service could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
