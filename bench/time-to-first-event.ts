// A small SSE client for the benches: how long from sending a request until its first event is parsed
// (eventsource-parser, as a browser would see it), reading the rest of the stream to its end.
import http from 'node:http';
import { createParser } from 'eventsource-parser';
import type { RequestSpec } from './raw-baseline.ts';

/** Milliseconds until the first event; rejects on a non-200 answer or a stream without events. */
export function timeToFirstEvent(base: string, spec: RequestSpec, agent: http.Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstEventMs = Number.NaN;
    const parser = createParser({
      onEvent: () => {
        if (Number.isNaN(firstEventMs)) firstEventMs = performance.now() - started;
      },
    });
    const request = http.request(
      `${base}${spec.path}`,
      { method: 'POST', headers: spec.headers, agent },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`status ${response.statusCode} instead of a stream`));
          return;
        }
        response.setEncoding('utf8');
        response.on('data', (text: string) => parser.feed(text));
        response.on('end', () =>
          Number.isNaN(firstEventMs)
            ? reject(new Error('the stream ended without an event'))
            : resolve(firstEventMs),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(spec.body);
  });
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}
