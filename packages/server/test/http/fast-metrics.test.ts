// The per-request metrics (fast-metrics.ts) expose exactly what prom-client's own counters, gauges and
// histograms expose for the same observations: same text, same label order and escaping.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { FastHistogram, FastValue } from '../../src/observability/fast-metrics.ts';

const BUCKETS = [0.005, 0.01, 0.1, 1, 10];
const labelValue = fc.oneof(
  fc.constantFrom('POST', '/api/v1/service/resume/outline', 'unmatched', '200'),
  fc.string({ maxLength: 6 }),
  fc.constantFrom('a"b', 'back\\slash', 'new\nline', '简历'),
);
const operation = fc.record({
  labels: fc.tuple(labelValue, labelValue),
  amount: fc.oneof(fc.integer({ min: 1, max: 5 }), fc.double({ min: 0, max: 20, noNaN: true })),
  down: fc.boolean(),
});

test('counters, gauges and histograms print as prom-client prints them', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(operation, { maxLength: 40 }), async (operations) => {
      const ours = new Registry();
      const theirs = new Registry();
      const labelNames = ['method', 'route'] as const;
      const counter = new FastValue('c_total', 'a counter', 'counter', labelNames, ours);
      const gauge = new FastValue('g', 'a gauge', 'gauge', labelNames, ours);
      const histogram = new FastHistogram('h_seconds', 'a histogram', labelNames, BUCKETS, ours);
      const promCounter = new Counter({
        name: 'c_total',
        help: 'a counter',
        labelNames,
        registers: [theirs],
      });
      const promGauge = new Gauge({ name: 'g', help: 'a gauge', labelNames, registers: [theirs] });
      const promHistogram = new Histogram({
        name: 'h_seconds',
        help: 'a histogram',
        labelNames,
        buckets: BUCKETS,
        registers: [theirs],
      });
      for (const { labels, amount, down } of operations) {
        const named = { method: labels[0], route: labels[1] };
        counter.inc(named, amount);
        promCounter.inc(named, amount);
        if (down) {
          gauge.dec(named, amount);
          promGauge.dec(named, amount);
        } else {
          gauge.inc(named);
          promGauge.inc(named);
        }
        histogram.observe(named, amount);
        promHistogram.observe(named, amount);
      }
      assert.equal(await ours.metrics(), await theirs.metrics());
    }),
    { numRuns: 200 },
  );
});

test('reset empties every series', async () => {
  const registry = new Registry();
  const counter = new FastValue('c_total', 'a counter', 'counter', ['kind'], registry);
  counter.inc({ kind: 'outline' });
  registry.resetMetrics();
  assert.equal(await registry.metrics(), '# HELP c_total a counter\n# TYPE c_total counter\n');
});
