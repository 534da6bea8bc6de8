// What routes need, built once by buildApp from the explicit dependencies.

import type { Authenticator } from '../auth/authenticator.ts';
import type { Config } from '../config.ts';
import type { ContentRuns } from '../generation/content-runs.ts';
import type { Generator } from '../generation/generator.ts';
import type { RateLimiter, StreamLimiter } from '../limits/rate-limiter.ts';
import type { Metrics } from '../observability/metrics.ts';
import type { UploadReader } from '../reading/upload-reader.ts';
import type { TaskStore } from '../store/task-store.ts';
import type { InProcessCalls } from './in-process-fetch.ts';
import type { Lifecycle } from './lifecycle.ts';

export interface AppContext {
  config: Readonly<Config>;
  taskStore: TaskStore;
  generator: Generator;
  authenticator: Authenticator;
  uploadReader: UploadReader;
  contentRuns: ContentRuns;
  rateLimiter: RateLimiter;
  streamLimiter: StreamLimiter;
  metrics: Metrics;
  lifecycle: Lifecycle;
  /** The app's calls to itself (the /mcp tools'), stoppable like a client's. */
  inProcessCalls: InProcessCalls;
  now: () => Date;
}
