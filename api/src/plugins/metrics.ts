import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Metrics } from '../platform/metrics';
import { MetricsQueries } from '../platform/metrics-queries';
import { stopTelemetry } from '../telemetry';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's Prometheus registry and the api's own metrics (platform/metrics.ts). */
    metrics: Metrics;
  }
}

/** The route label of a request no route matched (a 404): one series, whatever the url. */
const UNMATCHED = '(unmatched)';

/**
 * Prometheus metrics on their own port (METRICS_PORT; off unless set, so tests and `npm start`
 * never collide): `GET /metrics` in the text exposition format (docs/ops.md › Metrics and traces).
 * The registry counts whether or not it is served, so tests can read it.
 */
async function metricsPlugin(app: FastifyInstance): Promise<void> {
  const { cluster } = app.config;
  const metrics = new Metrics({ replica: cluster.replicaId, role: cluster.role });
  app.decorate('metrics', metrics);
  const queries = new MetricsQueries(app.db);
  metrics.watch({
    pool: () => app.database.poolUse(),
    oldestPendingWithdrawal: () => queries.oldestPendingWithdrawal(),
  });

  // Every answered request by its route template — never the raw url, whose ids and query
  // strings would make a series per request.
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED;
    const method = request.method;
    metrics.httpRequests.inc({ route, method, status: String(reply.statusCode) });
    metrics.httpDuration.observe({ route, method }, reply.elapsedTime / 1000);
    done();
  });
  // Tracing ends with the app (server.ts closes it on SIGTERM): the buffered spans are sent.
  app.addHook('onClose', async () => stopTelemetry());

  if (cluster.metricsPort === undefined) return;

  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    const served = metrics.served();
    served
      .metrics()
      .then((text) => {
        response.writeHead(200, { 'content-type': served.contentType }).end(text);
      })
      .catch((error: unknown) => {
        app.log.warn({ err: error }, 'metrics: collecting failed');
        response.writeHead(500).end();
      });
  });
  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(cluster.metricsPort, cluster.metricsHost, () => resolve());
    });
    app.log.info({ port: cluster.metricsPort }, 'metrics served');
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
}

export default fp(metricsPlugin, { name: 'metrics', dependencies: ['db'] });
