import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

// The server's metrics in the Prometheus format (prom-client), served on /metrics. A redirect is
// counted in plain numbers (redirectRecorder: no label lookup, no allocation, as serve-cached.ts
// allocates nothing it can avoid), read when Prometheus scrapes; so are the counts other parts
// already keep (the click ingest's). Everything else goes through prom-client's own metrics.

/**
 * `password`: a protected link's password page (asked, or a wrong answer); `expired`: the 410 page;
 * `preview`: a social crawler's preview page.
 */
export type RedirectOutcome =
  'redirect' | 'not_found' | 'rate_limited' | 'unavailable' | 'password' | 'expired' | 'preview';
/** Where a redirect was answered: from the cache before Fastify (ADR 0005), or through Fastify. */
export type RedirectPath = 'cached' | 'routed';

/** What the click ingest counts, read at each scrape. */
export interface ClickCounts {
  buffered: number;
  spilled: number;
  written: number;
  dropped: number;
  failedFlushes: number;
}

export interface Metrics {
  registry: Registry;
  /** One redirect answered; `seconds` from the request to the answer. */
  redirect(outcome: RedirectOutcome, path: RedirectPath, seconds: number): void;
  httpRequest(method: string, route: string, status: number, seconds: number): void;
  jobRun(job: string, outcome: 'completed' | 'failed', seconds: number): void;
  /** One outbound request of the domain checks: `ok`, or why it failed (OutboundErrorCode). */
  outbound(outcome: string): void;
  /** One Telegram Bot API call: `ok`, or the kind of failure (classifyFailure's). */
  telegramCall(method: string, outcome: string): void;
  clickFlush(seconds: number): void;
  /** Reads the click ingest's counts at each scrape. */
  watchClicks(counts: () => ClickCounts): void;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  // Process CPU and memory, heap, handles, and the event loop's delay (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry, prefix: 'ringkas_' });
  const registers = [registry];

  const redirects = redirectRecorder();
  registry.registerMetric(redirects.counter as never);
  registry.registerMetric(redirects.histogram as never);

  const httpRequests = new Counter({
    name: 'ringkas_http_requests_total',
    help: 'HTTP requests answered through the router, by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const httpSeconds = new Histogram({
    name: 'ringkas_http_request_duration_seconds',
    help: 'Time to answer an HTTP request through the router, by route',
    labelNames: ['route'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers,
  });
  const jobRuns = new Counter({
    name: 'ringkas_job_runs_total',
    help: 'Job runs, by job and outcome',
    labelNames: ['job', 'outcome'] as const,
    registers,
  });
  const jobSeconds = new Histogram({
    name: 'ringkas_job_duration_seconds',
    help: 'Time a job run took, by job',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.1, 0.5, 1, 5, 15, 60, 300, 1800],
    registers,
  });
  const outbound = new Counter({
    name: 'ringkas_outbound_requests_total',
    help: 'Outbound requests of the domain checks, by outcome',
    labelNames: ['outcome'] as const,
    registers,
  });
  const telegram = new Counter({
    name: 'ringkas_telegram_calls_total',
    help: 'Telegram Bot API calls, by method and outcome',
    labelNames: ['method', 'outcome'] as const,
    registers,
  });
  const flushSeconds = new Histogram({
    name: 'ringkas_click_flush_duration_seconds',
    help: 'Time to write one batch of clicks to the database',
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers,
  });

  let clickCounts: (() => ClickCounts) | undefined;
  const clickGauge = (name: string, help: string, read: (counts: ClickCounts) => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        if (clickCounts) this.set(read(clickCounts()));
      },
    });
  // Totals since this process started, read at each scrape (gauges: prom-client counters cannot be
  // set; Prometheus's rate() works on them all the same, as they only grow until a restart).
  clickGauge(
    'ringkas_clicks_buffered',
    'Clicks recorded and not yet written (memory and disk)',
    (c) => c.buffered,
  );
  clickGauge(
    'ringkas_clicks_spooled',
    'Clicks waiting on disk because the memory buffer was full',
    (c) => c.spilled,
  );
  clickGauge('ringkas_clicks_written_total', 'Clicks written to the database since start', (c) => c.written);
  clickGauge(
    'ringkas_clicks_dropped_total',
    'Clicks lost since start (buffer and disk full)',
    (c) => c.dropped,
  );
  clickGauge(
    'ringkas_click_flush_failures_total',
    'Failed click writes since start (retried)',
    (c) => c.failedFlushes,
  );

  return {
    registry,
    redirect: redirects.record,
    httpRequest(method, route, status, seconds) {
      httpRequests.labels(method, route, String(status)).inc();
      httpSeconds.labels(route).observe(seconds);
    },
    jobRun(job, outcome, seconds) {
      jobRuns.labels(job, outcome).inc();
      jobSeconds.labels(job).observe(seconds);
    },
    outbound: (outcome) => outbound.labels(outcome).inc(),
    telegramCall: (method, outcome) => telegram.labels(method, outcome).inc(),
    clickFlush(seconds) {
      flushSeconds.observe(seconds);
    },
    watchClicks(counts) {
      clickCounts = counts;
    },
  };
}

const redirectOutcomes: readonly RedirectOutcome[] = [
  'redirect',
  'not_found',
  'rate_limited',
  'unavailable',
  'password',
  'expired',
  'preview',
];
const redirectPaths: readonly RedirectPath[] = ['cached', 'routed'];
const redirectBuckets = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.5];

/**
 * ringkas_redirects_total{outcome,path} and ringkas_redirect_duration_seconds{path} kept in typed
 * arrays, handed to prom-client's registry as two metrics of its shape (name, help, type, get()).
 */
function redirectRecorder() {
  const counts = new Float64Array(redirectOutcomes.length * redirectPaths.length);
  // Per path: a count per bucket (not cumulative: summed when read), the sum and the count.
  const buckets = redirectPaths.map(() => new Float64Array(redirectBuckets.length));
  const sums = new Float64Array(redirectPaths.length);
  const totals = new Float64Array(redirectPaths.length);

  function record(outcome: RedirectOutcome, path: RedirectPath, seconds: number): void {
    const pathIndex = path === 'cached' ? 0 : 1;
    const outcomeIndex = outcome === 'redirect' ? 0 : redirectOutcomes.indexOf(outcome);
    counts[outcomeIndex * redirectPaths.length + pathIndex]! += 1;
    const pathBuckets = buckets[pathIndex]!;
    let bucket = 0;
    while (bucket < redirectBuckets.length && seconds > redirectBuckets[bucket]!) bucket += 1;
    if (bucket < redirectBuckets.length) pathBuckets[bucket]! += 1;
    sums[pathIndex]! += seconds;
    totals[pathIndex]! += 1;
  }

  const counter = {
    name: 'ringkas_redirects_total',
    help: 'Short-link visits answered, by outcome and by where they were answered',
    type: 'counter',
    aggregator: 'sum',
    get: async () => ({
      name: counter.name,
      help: counter.help,
      type: counter.type,
      aggregator: counter.aggregator,
      values: redirectOutcomes.flatMap((outcome, outcomeIndex) =>
        redirectPaths.map((path, pathIndex) => ({
          labels: { outcome, path },
          value: counts[outcomeIndex * redirectPaths.length + pathIndex]!,
        })),
      ),
    }),
    reset: () => counts.fill(0),
  };

  const histogram = {
    name: 'ringkas_redirect_duration_seconds',
    help: 'Time from a short-link request to its answer',
    type: 'histogram',
    aggregator: 'sum',
    get: async () => ({
      name: histogram.name,
      help: histogram.help,
      type: histogram.type,
      aggregator: histogram.aggregator,
      values: redirectPaths.flatMap((path, pathIndex) => {
        let cumulative = 0;
        const values = redirectBuckets.map((le, bucket) => {
          cumulative += buckets[pathIndex]![bucket]!;
          return { metricName: `${histogram.name}_bucket`, labels: { le, path }, value: cumulative };
        });
        return [
          ...values,
          { metricName: `${histogram.name}_bucket`, labels: { le: '+Inf', path }, value: totals[pathIndex]! },
          { metricName: `${histogram.name}_sum`, labels: { path }, value: sums[pathIndex]! },
          { metricName: `${histogram.name}_count`, labels: { path }, value: totals[pathIndex]! },
        ];
      }),
    }),
    reset: () => {
      for (const pathBuckets of buckets) pathBuckets.fill(0);
      sums.fill(0);
      totals.fill(0);
    },
  };

  return { record, counter, histogram };
}
