import fs from 'node:fs';
import path from 'node:path';
import { loadScriptsLib, repoRoot } from './scripts-lib';

/**
 * A private cluster for the chaos spec (docs/ops.md › docker-compose, Kubernetes: web and worker roles): web replicas behind one nginx edge,
 * a worker, one fresh Postgres database (dropped at stop) and the local Redis — started from
 * scripts/lib/cluster-stack.mjs, as second-stack.ts starts its stack from scripts/lib. It serves
 * the api only: the spec drives it over HTTP and the hub, never through the front-end builds.
 */
export interface ReplicaExit {
  code: number | null;
  signal: string | null;
}

export interface ClusterReplica {
  name: string;
  role: 'web' | 'worker' | 'all';
  port: number;
  url: string;
  starts: number;
  exits: ReplicaExit[];
  running(): boolean;
  term(): Promise<ReplicaExit | null>;
  kill(): Promise<ReplicaExit | null>;
  start(): Promise<void>;
  restart(): Promise<void>;
}

export interface Cluster {
  /** The edge (nginx), the one address players use. */
  url: string;
  databaseName: string;
  replicas: ClusterReplica[];
  replica(name: string): ClusterReplica;
  /** Straight to the cluster's Postgres database, not through the api. */
  query<Row = Record<string, unknown>>(text: string, values?: unknown[]): Promise<Row[]>;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  replicas: { name: string; role: 'web' | 'worker' | 'all'; env?: Record<string, string> }[];
  apiEnv?: Record<string, string>;
  dbPrefix?: string;
}

export async function startCluster(options: ClusterOptions, logName: string): Promise<Cluster> {
  const scripts = await loadScriptsLib();
  // Replicas refuse and log while they restart: keep that out of the run's output, in a file
  // next to the other test artifacts.
  const logFile = path.resolve(__dirname, '..', 'test-results', logName);
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  scripts.setChildOutput(fs.createWriteStream(logFile, { flags: 'w' }));
  const lib = (await import(path.join(repoRoot, 'scripts', 'lib', 'cluster-stack.mjs'))) as {
    startClusterStack(o: ClusterOptions): Promise<Cluster>;
  };
  return lib.startClusterStack(options);
}
