import type { FastifyInstance } from 'fastify';
import { Counter } from 'prom-client';
import { FieldData } from './field-data';
import { clientReportRoutes, RemoteLoadCounter } from './routes';

/**
 * What the shell reports about the page it runs (docs/decisions/012 › Reports): each remote
 * release a page loaded, fell back to or failed on, counted as
 * `oyna_remote_loads_total{remote,version,outcome}` on the app's registry (served with the rest
 * on METRICS_PORT) and a failure logged with its reason, so a remote team sees its canary fail;
 * and the web vitals of real visits (field-data.ts, docs/ops.md › Field data).
 */
export default async function clientReportsModule(app: FastifyInstance): Promise<void> {
  const counter = new Counter<'remote' | 'version' | 'outcome'>({
    name: 'oyna_remote_loads_total',
    help: 'Remote releases the shell loaded (loaded, fallback) or failed on, by page load',
    labelNames: ['remote', 'version', 'outcome'],
    registers: [app.metrics.registry],
  });
  const fieldData = new FieldData(app.metrics.registry, app.config.fieldData);
  clientReportRoutes(app, new RemoteLoadCounter(counter), fieldData);
}
