import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type AppConfig } from './config';
import { startTelemetry } from './telemetry';

/**
 * A restart that loses nothing (docs/ops.md › Health and shutdown). On the first SIGTERM or
 * SIGINT: readiness answers 503 at once; after SHUTDOWN_DELAY_MS (the load balancer's time to
 * notice) `app.close()` runs — the hub tells its sockets to reconnect elsewhere (preClose), no new
 * connection is accepted, in-flight requests finish, then the close hooks release leases and the
 * database — and the process exits 0. Past SHUTDOWN_GRACE_MS, or on a second signal, it exits 1.
 */
function onSignals(app: FastifyInstance, config: AppConfig): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.error({ signal }, 'a second signal while shutting down: exiting now');
      process.exit(1);
    }
    stopping = true;
    const { shutdownGraceMs: graceMs, shutdownDelayMs: delayMs } = config.cluster;
    // Before the server is ready there is no health module yet: nothing to drain.
    if (app.hasDecorator('health')) app.health.drain();
    app.log.info({ signal, graceMs, delayMs }, 'draining: not ready any more, shutting down');
    if (delayMs > 0) await sleep(delayMs);
    const overrun = setTimeout(() => {
      app.log.error({ graceMs }, 'shutdown grace overrun: exiting with work unfinished');
      process.exit(1);
    }, graceMs);
    try {
      await app.close();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
    clearTimeout(overrun);
    app.log.info({ signal }, 'shut down');
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void stop(signal));
}

async function main(): Promise<void> {
  const config = loadConfig();
  // First tracing, then the app: the instrumentations hook fastify, pg and ioredis as the app
  // loads them (docs/ops.md › Metrics and traces).
  await startTelemetry();
  const { buildApp } = await import('./app');
  const app = buildApp(config);
  onSignals(app, config);

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error({ err: error }, 'the api could not start');
    await app.close().catch(() => undefined);
    process.exit(1);
  }
}

void main();
