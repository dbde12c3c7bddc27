import type * as FastifyOtel from '@fastify/otel';
import type * as Otlp from '@opentelemetry/exporter-trace-otlp-http';
import type * as Http from '@opentelemetry/instrumentation-http';
import type * as Redis from '@opentelemetry/instrumentation-ioredis';
import type * as Pg from '@opentelemetry/instrumentation-pg';
import type * as SdkNode from '@opentelemetry/sdk-node';
import { loadClusterConfig, type ClusterConfig } from './config';

/**
 * OpenTelemetry traces (docs/ops.md › Metrics and traces): started by the first import of
 * server.ts, before anything else is loaded, so that the HTTP, pg and ioredis libraries are
 * instrumented when they are first required. Nothing at all unless OTEL_EXPORTER_OTLP_ENDPOINT
 * is set: the SDK is required inside the branch, so it is not even loaded otherwise, and the
 * `@opentelemetry/api` tracer the hub uses stays the no-op one.
 */

/** Requests nobody wants a trace of: the probes and the metrics scrape, every few seconds. */
const UNTRACED_PATHS = new Set(['/metrics', '/api/health/live', '/api/health/ready']);

let sdk: SdkNode.NodeSDK | undefined;

/* eslint-disable @typescript-eslint/no-require-imports -- loaded only when tracing is on, and
   synchronously: the instrumentations must be in place before server.ts imports the app. */
function startTracing(cluster: ClusterConfig & { otlpEndpoint: string }): SdkNode.NodeSDK {
  const { NodeSDK } = require('@opentelemetry/sdk-node') as typeof SdkNode;
  const { OTLPTraceExporter } = require('@opentelemetry/exporter-trace-otlp-http') as typeof Otlp;
  const { HttpInstrumentation } = require('@opentelemetry/instrumentation-http') as typeof Http;
  const { PgInstrumentation } = require('@opentelemetry/instrumentation-pg') as typeof Pg;
  const { IORedisInstrumentation } =
    require('@opentelemetry/instrumentation-ioredis') as typeof Redis;
  const { FastifyOtelInstrumentation } = require('@fastify/otel') as typeof FastifyOtel;

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
  return tracing;
}
/* eslint-enable @typescript-eslint/no-require-imports */

const cluster = loadClusterConfig();
if (cluster.otlpEndpoint) sdk = startTracing({ ...cluster, otlpEndpoint: cluster.otlpEndpoint });

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
