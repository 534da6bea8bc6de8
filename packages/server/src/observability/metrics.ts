// Prometheus metrics of one app instance: requests, latency, open streams, time to first event.
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export class Metrics {
  readonly registry = new Registry();
  readonly requests: Counter<'method' | 'route' | 'status'>;
  readonly requestDuration: Histogram<'method' | 'route'>;
  readonly openStreams: Gauge<'endpoint'>;
  readonly timeToFirstEvent: Histogram<'endpoint'>;
  readonly generations: Counter<'kind' | 'outcome'>;
  readonly llmTokens: Counter<'kind' | 'source'>;
  readonly llmRequests: Counter<'operation' | 'outcome'>;
  readonly llmFallbacks: Counter<'operation' | 'reason'>;
  readonly llmCorrections: Counter<'what'>;
  readonly llmTimeToFirstToken: Histogram<'operation'>;

  constructor(options: { collectDefaults?: boolean } = {}) {
    if (options.collectDefaults) collectDefaultMetrics({ register: this.registry });
    this.requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by route and status.',
      labelNames: ['method', 'route', 'status'],
      registers: [this.registry],
    });
    this.requestDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from request to the end of the response (streams: until closed).',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
      registers: [this.registry],
    });
    this.openStreams = new Gauge({
      name: 'sse_open_streams',
      help: 'Server-sent event streams currently open.',
      labelNames: ['endpoint'],
      registers: [this.registry],
    });
    this.timeToFirstEvent = new Histogram({
      name: 'sse_time_to_first_event_seconds',
      help: 'Time from request to the first event written to a stream.',
      labelNames: ['endpoint'],
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [this.registry],
    });
    this.generations = new Counter({
      name: 'generations_total',
      help: 'Generations run, by kind (outline, content) and outcome.',
      labelNames: ['kind', 'outcome'],
      registers: [this.registry],
    });
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
