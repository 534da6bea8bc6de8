// Prometheus metrics of one app instance: requests, latency, open streams, time to first event.
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { FastHistogram, FastValue } from './fast-metrics.ts';

export class Metrics {
  readonly registry = new Registry();
  // Recorded on every request: FastValue and FastHistogram (fast-metrics.ts) rather than prom-client's own.
  readonly requests: FastValue<'method' | 'route' | 'status'>;
  readonly requestDuration: FastHistogram<'method' | 'route'>;
  readonly openStreams: FastValue<'endpoint'>;
  readonly timeToFirstEvent: FastHistogram<'endpoint'>;
  readonly generations: FastValue<'kind' | 'outcome'>;
  readonly llmTokens: Counter<'kind' | 'source'>;
  readonly llmRequests: Counter<'operation' | 'outcome'>;
  readonly llmFallbacks: Counter<'operation' | 'reason'>;
  readonly llmCorrections: Counter<'what'>;
  readonly llmTimeToFirstToken: Histogram<'operation'>;

  constructor(options: { collectDefaults?: boolean } = {}) {
    if (options.collectDefaults) collectDefaultMetrics({ register: this.registry });
    this.requests = new FastValue(
      'http_requests_total',
      'HTTP requests answered, by route and status.',
      'counter',
      ['method', 'route', 'status'],
      this.registry,
    );
    this.requestDuration = new FastHistogram(
      'http_request_duration_seconds',
      'Time from request to the end of the response (streams: until closed).',
      ['method', 'route'],
      [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
      this.registry,
    );
    this.openStreams = new FastValue(
      'sse_open_streams',
      'Server-sent event streams currently open.',
      'gauge',
      ['endpoint'],
      this.registry,
    );
    // Shown at 0 from the start: a stream answered at once (every event known) is never counted open,
    // and a series that appears only with the first live stream breaks dashboards' rate() and alerts.
    for (const endpoint of ['outline', 'content']) this.openStreams.inc({ endpoint }, 0);
    this.timeToFirstEvent = new FastHistogram(
      'sse_time_to_first_event_seconds',
      'Time from request to the first event written to a stream.',
      ['endpoint'],
      [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      this.registry,
    );
    this.generations = new FastValue(
      'generations_total',
      'Generations run, by kind (outline, content) and outcome.',
      'counter',
      ['kind', 'outcome'],
      this.registry,
    );
    this.llmTokens = new Counter({
      name: 'llm_tokens_total',
      help: 'Tokens of the LLM provider by kind (prompt, completion, thinking); source "estimated" where it reported none.',
      labelNames: ['kind', 'source'],
      registers: [this.registry],
    });
    this.llmRequests = new Counter({
      name: 'llm_requests_total',
      help: 'Requests to the LLM provider by operation and outcome.',
      labelNames: ['operation', 'outcome'],
      registers: [this.registry],
    });
    this.llmFallbacks = new Counter({
      name: 'llm_fallbacks_total',
      help: 'Answers given by the built-in generator instead of the LLM (LLM_FALLBACK=builtin), by reason.',
      labelNames: ['operation', 'reason'],
      registers: [this.registry],
    });
    this.llmCorrections = new Counter({
      name: 'llm_corrections_total',
      help: 'What was corrected in a model answer: outline lines gated, sections repaired or dropped, facts restored.',
      labelNames: ['what'],
      registers: [this.registry],
    });
    this.llmTimeToFirstToken = new Histogram({
      name: 'llm_time_to_first_token_seconds',
      help: 'Time from the upstream request to its first visible token.',
      labelNames: ['operation'],
      buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
      registers: [this.registry],
    });
  }

  /** A finished request: its route (the pattern, never the path), status and duration. */
  requestCompleted(method: string, route: string, status: number, seconds: number): void {
    this.requests.inc({ method, route, status: String(status) });
    this.requestDuration.observe({ method, route }, seconds);
  }
}
