import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Metrics } from '../platform/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's Prometheus registry and the api's own metrics (platform/metrics.ts). */
    metrics: Metrics;
  }
}

/**
 * Prometheus metrics on their own port (METRICS_PORT; off unless set, so tests and `npm start`
 * never collide): `GET /metrics` in the text exposition format.
 */
async function metricsPlugin(app: FastifyInstance): Promise<void> {
  const { cluster } = app.config;
  const metrics = new Metrics({ replica: cluster.replicaId, role: cluster.role });
  app.decorate('metrics', metrics);
  if (cluster.metricsPort === undefined) return;

  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    metrics.registry
      .metrics()
      .then((text) => {
        response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text);
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

export default fp(metricsPlugin, { name: 'metrics' });
