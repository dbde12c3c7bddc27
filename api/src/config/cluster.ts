import os from 'node:os';
import type { ClusterConfig, ProcessRole } from '../config-types';
import { intOf, nonEmpty } from './env-values';

const PROCESS_ROLES: readonly ProcessRole[] = ['web', 'worker', 'all'];

/**
 * The process's part in a cluster (docs/ops.md › Many replicas); a section of config.ts, which
 * assembles and re-exports it.
 */
export function loadClusterConfig(env: NodeJS.ProcessEnv = process.env): ClusterConfig {
  const role = (nonEmpty(env.OYNA_ROLE) ?? 'all') as ProcessRole;
  if (!PROCESS_ROLES.includes(role)) {
    throw new Error(`OYNA_ROLE must be one of ${PROCESS_ROLES.join(', ')}`);
  }
  const metricsPort = nonEmpty(env.METRICS_PORT);
  const jobQueue =
    nonEmpty(env.JOB_QUEUE) ?? (nonEmpty(env.DATABASE_URL) ? 'pg-boss' : 'in-process');
  if (jobQueue !== 'pg-boss' && jobQueue !== 'in-process') {
    throw new Error('JOB_QUEUE must be pg-boss or in-process');
  }
  if (jobQueue === 'pg-boss' && !nonEmpty(env.DATABASE_URL)) {
    throw new Error('JOB_QUEUE=pg-boss needs DATABASE_URL (the embedded database is one process)');
  }
  return {
    role,
    replicaId: nonEmpty(env.OYNA_REPLICA_ID) ?? `${os.hostname()}-${process.pid}`,
    jobQueue,
    leaseTtlMs: intOf(env.LEASE_TTL_MS, 10_000, 'LEASE_TTL_MS'),
    shutdownGraceMs: intOf(env.SHUTDOWN_GRACE_MS, 10_000, 'SHUTDOWN_GRACE_MS'),
    shutdownDelayMs:
      env.SHUTDOWN_DELAY_MS === '0' ? 0 : intOf(env.SHUTDOWN_DELAY_MS, 0, 'SHUTDOWN_DELAY_MS'),
    metricsPort: metricsPort === undefined ? undefined : intOf(metricsPort, 9464, 'METRICS_PORT'),
    metricsHost: nonEmpty(env.METRICS_HOST) ?? nonEmpty(env.HOST) ?? '127.0.0.1',
    otlpEndpoint: nonEmpty(env.OTEL_EXPORTER_OTLP_ENDPOINT)?.replace(/\/$/, ''),
    serviceName: nonEmpty(env.OTEL_SERVICE_NAME) ?? 'oyna-api',
  };
}
