// Counters, gauges and histograms for the metrics recorded on every request, in prom-client's registry
// and exposition format, without its per-call label checks and hashing.
import type { Registry } from 'prom-client';

type Labels<L extends string> = Readonly<Record<L, string>>;

interface Sample {
  labels: Record<string, string | number>;
  value: number;
  metricName?: string;
}

/**
 * What prom-client's Registry reads of a metric (its `get()`). prom-client validates and hashes the
 * label object on every inc/observe, several microseconds each, and a small request recorded five of
 * them; these key a Map by the label values joined in declared order.
 */
abstract class FastMetric<L extends string, Series> {
  protected readonly series = new Map<string, { labels: Labels<L>; data: Series }>();
  readonly aggregator = 'sum';

  constructor(
    readonly name: string,
    readonly help: string,
    readonly type: 'counter' | 'gauge' | 'histogram',
    private readonly labelNames: readonly L[],
    registry: Registry,
  ) {
    registry.registerMetric(this as never);
  }

  reset(): void {
    this.series.clear();
  }

  async get(): Promise<{ name: string; help: string; type: string; values: Sample[]; aggregator: string }> {
    return {
      name: this.name,
      help: this.help,
      type: this.type,
      values: this.samples(),
      aggregator: this.aggregator,
    };
  }

  protected abstract samples(): Sample[];

  protected abstract create(): Series;

  /** The series of these label values, made on first use with a copy of the labels in declared order. */
  protected seriesOf(labels: Labels<L>): Series {
    let key = '';
    for (const name of this.labelNames) key += `${labels[name]}\u0000`;
    let found = this.series.get(key);
    if (!found) {
      const ordered = {} as Record<L, string>;
      for (const name of this.labelNames) ordered[name] = String(labels[name]);
      found = { labels: ordered, data: this.create() };
      this.series.set(key, found);
    }
    return found.data;
  }
}

/** A counter (only up) or a gauge (up and down), by label values. */
export class FastValue<L extends string> extends FastMetric<L, { value: number }> {
  inc(labels: Labels<L>, amount = 1): void {
    this.seriesOf(labels).value += amount;
  }

  dec(labels: Labels<L>, amount = 1): void {
    this.seriesOf(labels).value -= amount;
  }

  protected create(): { value: number } {
    return { value: 0 };
  }

  protected samples(): Sample[] {
    return [...this.series.values()].map(({ labels, data }) => ({
      labels: { ...labels },
      value: data.value,
    }));
  }
}

interface HistogramSeries {
  /** Observations per bucket, not cumulative; the last one counts those above every bound. */
  counts: number[];
  sum: number;
  count: number;
}

/** A histogram by label values, with prom-client's `_bucket` (cumulative, `le` first), `_sum` and `_count`. */
export class FastHistogram<L extends string> extends FastMetric<L, HistogramSeries> {
  constructor(
    name: string,
    help: string,
    labelNames: readonly L[],
    private readonly buckets: readonly number[],
    registry: Registry,
  ) {
    super(name, help, 'histogram', labelNames, registry);
  }

  observe(labels: Labels<L>, value: number): void {
    const series = this.seriesOf(labels);
    let bucket = 0;
    while (bucket < this.buckets.length && value > this.buckets[bucket]!) bucket += 1;
    series.counts[bucket]! += 1;
    series.sum += value;
    series.count += 1;
  }

  protected create(): HistogramSeries {
    return { counts: new Array<number>(this.buckets.length + 1).fill(0), sum: 0, count: 0 };
  }

  protected samples(): Sample[] {
    const samples: Sample[] = [];
    for (const { labels, data } of this.series.values()) {
      let cumulative = 0;
      this.buckets.forEach((bound, index) => {
        cumulative += data.counts[index]!;
        samples.push({
          labels: { le: bound, ...labels },
          value: cumulative,
          metricName: `${this.name}_bucket`,
        });
      });
      samples.push({
        labels: { le: '+Inf', ...labels },
        value: data.count,
        metricName: `${this.name}_bucket`,
      });
      samples.push({ labels: { ...labels }, value: data.sum, metricName: `${this.name}_sum` });
      samples.push({ labels: { ...labels }, value: data.count, metricName: `${this.name}_count` });
    }
    return samples;
  }
}
