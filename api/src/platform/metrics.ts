import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * The api's Prometheus metrics (docs/ops.md › Metrics): one registry per app, so tests and
 * several apps in one process never share counters. Served by plugins/metrics.ts on
 * METRICS_PORT, never on the public port.
 */
export class Metrics {
  readonly registry = new Registry();

  constructor(labels: { replica: string; role: string }) {
    this.registry.setDefaultLabels(labels);
    // Process figures: CPU, memory, event-loop lag, handles.
    collectDefaultMetrics({ register: this.registry, prefix: 'oyna_' });
  }
}
