// Types for the part of autocannon (which ships none) that the benches use.
declare module 'autocannon' {
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
    total: number;
  }

  export interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    /** Seconds to wait for one response. */
    timeout?: number;
  }

  export interface Result {
    /** Milliseconds per request. */
    latency: Histogram;
    /** Requests per second, sampled every second. */
    requests: Histogram;
    /** Response bytes per second, sampled every second. */
    throughput: Histogram;
    /** Seconds. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  }

  /** A run: its result once done, and its events while it runs. */
  export interface Run extends Promise<Result> {
    /** Each response as it arrives; `responseTimeMs` has sub-millisecond precision (the result's histogram has not). */
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void,
    ): this;
  }

  function autocannon(options: Options): Run;
  export default autocannon;
}
