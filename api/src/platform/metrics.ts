import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The api's Prometheus metrics (docs/ops.md › Metrics): one registry per app, so tests and
 * several apps in one process never share counters. Served by plugins/metrics.ts on
 * METRICS_PORT, never on the public port.
 */
export class Metrics {
  readonly registry = new Registry();

  /** 1 while this replica holds the lease of a long-running job (the feed), else 0. */
  readonly leader: Gauge<'job'>;
  /** Background jobs run to the end, by job and outcome (`ok` or `failed`). */
  readonly jobRuns: Counter<'job' | 'outcome'>;
  /** How long a job waited between when it was due and when it started. */
  readonly jobLagSeconds: Histogram<'job'>;

  constructor(labels: { replica: string; role: string }) {
    this.registry.setDefaultLabels(labels);
    // Process figures: CPU, memory, event-loop lag, handles.
    collectDefaultMetrics({ register: this.registry, prefix: 'oyna_' });
    const registers = [this.registry];
    this.leader = new Gauge({
      name: 'oyna_leader',
      help: '1 while this replica holds the lease of the job',
      labelNames: ['job'],
      registers,
    });
    this.jobRuns = new Counter({
      name: 'oyna_job_runs_total',
      help: 'Background job runs by outcome',
      labelNames: ['job', 'outcome'],
      registers,
    });
    this.jobLagSeconds = new Histogram({
      name: 'oyna_job_lag_seconds',
      help: 'Seconds between a job being due and starting',
      labelNames: ['job'],
      buckets: [0.1, 0.5, 1, 2, 5, 10, 30, 60, 300],
      registers,
    });
  }
}
