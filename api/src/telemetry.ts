import type { NodeSDK } from '@opentelemetry/sdk-node';
import { loadClusterConfig } from './config';

/**
 * OpenTelemetry traces (docs/ops.md › Metrics and traces): started by server.ts before it loads
 * the app, so that the HTTP, pg and ioredis libraries are instrumented when they are first
 * required. Nothing at all unless OTEL_EXPORTER_OTLP_ENDPOINT is set: the SDK is imported inside
 * the branch, so it is not even loaded otherwise, and the `@opentelemetry/api` tracer the hub
 * uses stays the no-op one.
 */

/** Requests nobody wants a trace of: the probes and the metrics scrape, every few seconds. */
const UNTRACED_PATHS = new Set(['/metrics', '/api/health/live', '/api/health/ready']);

let sdk: NodeSDK | undefined;

/**
 * Starts tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set, and does nothing otherwise. server.ts
 * awaits it before it imports the app: the SDK and the instrumentations are loaded here, inside
 * the branch, and are in place before the app first loads fastify, pg and ioredis.
 */
export async function startTelemetry(): Promise<void> {
  const cluster = loadClusterConfig();
  if (!cluster.otlpEndpoint || sdk) return;
  const [
    { NodeSDK },
    { OTLPTraceExporter },
    { HttpInstrumentation },
    { PgInstrumentation },
    { IORedisInstrumentation },
    { FastifyOtelInstrumentation },
  ] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-ioredis'),
    import('@fastify/otel'),
  ]);

  const tracing = new NodeSDK({
    serviceName: cluster.serviceName,
    // OTLP over HTTP with JSON bodies, to <endpoint>/v1/traces (the collector's OTLP receiver).
    traceExporter: new OTLPTraceExporter({ url: `${cluster.otlpEndpoint}/v1/traces` }),
    // Traces only: no log or metric export (metrics are Prometheus's, plugins/metrics.ts).
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) =>
          UNTRACED_PATHS.has((request.url ?? '').split('?')[0] ?? ''),
      }),
      // Queries and Redis commands inside a request's trace (or the hub's fan-out span); the
      // background sweeps' own queries would otherwise each start a trace of one span.
      new PgInstrumentation({ requireParentSpan: true }),
      new IORedisInstrumentation({ requireParentSpan: true }),
      // Names the server span by the route template (`GET /api/user/balance`) and adds a span
      // per handler and hook; registered on the app as it is created.
      new FastifyOtelInstrumentation({
        servername: cluster.serviceName,
        registerOnInitialization: true,
      }),
    ],
  });
  tracing.start();
  sdk = tracing;
}

/**
 * Ends tracing: the spans still buffered are sent (the app's close calls it, so a SIGTERM flushes
 * them before the process exits). Nothing when tracing is off; once only.
 */
export async function stopTelemetry(): Promise<void> {
  const running = sdk;
  sdk = undefined;
  if (!running) return;
  await running.shutdown().catch(() => undefined);
}
