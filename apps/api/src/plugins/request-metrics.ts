import type { Registry } from 'prom-client';

/** prom-client's default histogram buckets, in seconds (what `new Histogram()` uses). */
export const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface Series {
  readonly labels: Readonly<{ method: string; route: string; status_code: number }>;
  count: number;
  sum: number;
  /** Observations per bucket, not cumulative; the last one is +Inf. */
  readonly perBucket: number[];
}

type Value = {
  labels: Readonly<Record<string, string | number>>;
  sharedLabels?: Record<string, string | number>;
  value: number;
  metricName?: string;
};

/**
 * The request counter and duration histogram, recorded with plain numbers: a request costs three
 * map lookups (none when it goes to the same series as the request before) and a bucket search,
 * where prom-client's `inc` and `observe` validated, sorted and hashed the labels of every request
 * (a twentieth of a remembered answer's CPU). Scraped through
 * the same registry, in prom-client's own shape (`get()` for JSON and the cluster's aggregation,
 * `getForPromString()` for text), so the output is what prom-client's Counter and Histogram print.
 */
export class RequestMetrics {
  /** route → method → status code → series: no key string is built per request. */
  private readonly byRoute = new Map<string, Map<string, Map<number, Series>>>();

  constructor(
    private readonly names: { requests: string; durations: string },
    private readonly help: { requests: string; durations: string },
  ) {}

  /** The series the last request went to: a hot read's next request is most often the same. */
  private last: Series | undefined;

  record(method: string, route: string, statusCode: number, seconds: number): void {
    const last = this.last;
    const series =
      last?.labels.route === route &&
      last.labels.method === method &&
      last.labels.status_code === statusCode
        ? last
        : this.seriesOf(method, route, statusCode);
    this.last = series;
    series.count++;
    series.sum += seconds;
    let bucket = 0;
    while (bucket < DURATION_BUCKETS.length && seconds > DURATION_BUCKETS[bucket]!) bucket++;
    series.perBucket[bucket]!++;
  }

  private seriesOf(method: string, route: string, statusCode: number): Series {
    let byMethod = this.byRoute.get(route);
    if (!byMethod) {
      byMethod = new Map();
      this.byRoute.set(route, byMethod);
    }
    let byStatus = byMethod.get(method);
    if (!byStatus) {
      byStatus = new Map();
      byMethod.set(method, byStatus);
    }
    let series = byStatus.get(statusCode);
    if (!series) {
      series = {
        labels: Object.freeze({ method, route, status_code: statusCode }),
        count: 0,
        sum: 0,
        perBucket: new Array<number>(DURATION_BUCKETS.length + 1).fill(0),
      };
      byStatus.set(statusCode, series);
    }
    return series;
  }

  private allSeries(): Series[] {
    const all: Series[] = [];
    for (const byMethod of this.byRoute.values()) {
      for (const byStatus of byMethod.values()) all.push(...byStatus.values());
    }
    return all;
  }

  /** Registers both metrics in `registry`, as prom-client metric objects. */
  registerIn(registry: Registry): void {
    const counter = {
      name: this.names.requests,
      help: this.help.requests,
      type: 'counter',
      aggregator: 'sum',
      get: async () => ({ ...counter, values: this.counterValues() }),
    };
    const histogram = {
      name: this.names.durations,
      help: this.help.durations,
      type: 'histogram',
      aggregator: 'sum',
      // Labels split as prom-client's Histogram prints them: `le` first, then the series' own.
      getForPromString: async () => ({ ...histogram, values: this.histogramValues() }),
      get: async () => ({
        ...histogram,
        values: this.histogramValues().map(({ labels, sharedLabels, ...rest }) => ({
          ...rest,
          labels: { ...labels, ...sharedLabels },
        })),
      }),
    };
    for (const metric of [counter, histogram]) {
      registry.registerMetric(metric as unknown as Parameters<Registry['registerMetric']>[0]);
    }
  }

  private counterValues(): Value[] {
    return this.allSeries().map((s) => ({ labels: { ...s.labels }, value: s.count }));
  }

  private histogramValues(): Value[] {
    const bucketName = `${this.names.durations}_bucket`;
    return this.allSeries().flatMap((s): Value[] => {
      let cumulative = 0;
      const buckets: Value[] = DURATION_BUCKETS.map((le, i) => {
        cumulative += s.perBucket[i]!;
        return {
          labels: { le },
          sharedLabels: s.labels,
          value: cumulative,
          metricName: bucketName,
        };
      });
      return [
        ...buckets,
        { labels: { le: '+Inf' }, sharedLabels: s.labels, value: s.count, metricName: bucketName },
        {
          labels: {},
          sharedLabels: s.labels,
          value: s.sum,
          metricName: `${this.names.durations}_sum`,
        },
        {
          labels: {},
          sharedLabels: s.labels,
          value: s.count,
          metricName: `${this.names.durations}_count`,
        },
      ];
    });
  }
}
