// A small cluster on this machine (docs/ops.md › docker-compose, Kubernetes: web and worker roles): one fresh Postgres database, the local
// Redis, several api processes — each with its role (OYNA_ROLE web | worker | all), its own port
// and replica id — and one loopback nginx edge whose api upstream holds every web replica. For
// the chaos e2e (e2e/specs/chaos.spec.ts) and the mixed bench (bench/api/mixed-bench.mjs): they
// stop (SIGTERM), kill (SIGKILL) and restart replicas under load. Built from the same pieces as
// the e2e stack (stack.mjs): api.mjs, nginx.mjs, processes.mjs, ports.mjs.
import { createRequire } from 'node:module';
import path from 'node:path';
import { apiEntry, createFreshDatabase } from './api.mjs';
import { prepareNginx, startNginx, stopNginx } from './nginx.mjs';
import { freePort } from './ports.mjs';
import { repoRoot, startProcess, stopProcess, waitForHttp } from './processes.mjs';

/** Where the cluster's database is created when DATABASE_URL does not name a server. */
export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/** The roles that take HTTP traffic: only these are servers of the edge's upstream. */
const servesHttp = (role) => role === 'web' || role === 'all';

/**
 * Applies the migrations once, before any replica starts (`npm run -w api migrate`, run here
 * through tsx directly to save npm's own start-up), so replicas starting together never race.
 * @param {Record<string, string>} env
 */
async function migrate(env) {
  const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
  const child = startProcess('migrate', tsx, [path.join(repoRoot, 'api/src/ops/migrate-cli.ts')], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
  });
  const { code } = await child.exited;
  if (code !== 0) throw new Error(`the migrations failed (exit ${code}); see the cluster's log`);
}

/**
 * @typedef {{ name: string, role: 'web' | 'worker' | 'all', env?: Record<string, string> }} ReplicaSpec
 * @typedef {{ code: number | null, signal: string | null }} Exit
 * @typedef {object} Replica
 * @property {string} name
 * @property {string} role
 * @property {number} port
 * @property {string} url          the replica itself, bypassing the edge
 * @property {number} starts       how often it was started
 * @property {() => boolean} running
 * @property {() => Promise<Exit | null>} term     SIGTERM, waits for the exit (SIGKILL after 20 s)
 * @property {() => Promise<Exit | null>} kill     SIGKILL, waits for the exit
 * @property {() => void} killNow                  SIGKILL, synchronously (for an exit handler)
 * @property {() => Promise<void>} start           starts it (again: same port, role, id) and waits
 *                                                 for /api/health/ready
 * @property {() => Promise<void>} restart         term, then start
 * @property {Exit[]} exits        every exit so far, in order
 */

/**
 * @param {object} o
 * @param {ReplicaSpec[]} o.replicas
 * @param {Record<string, string>} [o.apiEnv]  environment for every replica
 * @param {string} [o.databaseUrl]  the Postgres server to create the database on
 *                                  (default DATABASE_URL, else the local one)
 * @param {string} [o.redisUrl]     default REDIS_URL, else the local one
 * @param {string} [o.dbPrefix]     the fresh database's name prefix
 * @param {NodeJS.WritableStream} [o.log]  where the children's output goes (default stdout)
 */
export async function startClusterStack({
  replicas: specs,
  apiEnv = {},
  databaseUrl = process.env.DATABASE_URL || DEFAULT_POSTGRES_URL,
  redisUrl = process.env.REDIS_URL || DEFAULT_REDIS_URL,
  dbPrefix = 'oyna_cluster',
}) {
  if (!specs.some((s) => servesHttp(s.role))) throw new Error('a cluster needs a web replica');
  if (new Set(specs.map((s) => s.name)).size !== specs.length)
    throw new Error('replica names must differ');

  const cleanups = [];
  /** @type {Replica[]} */
  const replicas = [];
  let nginx = null;
  let nginxDir = null;
  let pool = null;
  // The last resort when the caller's process ends without stop() (a test runner tearing down
  // a timed-out worker): the children are not ours to outlive it. The database stays (dropping
  // it needs a round trip the exit does not wait for).
  const killOnExit = () => {
    for (const r of replicas) r.killNow();
    if (nginx && nginx.exitCode === null && nginx.signalCode === null) nginx.kill('SIGKILL');
  };
  process.on('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    await Promise.allSettled([
      nginxDir && stopNginx(nginx, nginxDir),
      ...replicas.map((r) => r.kill()),
    ]);
    await pool?.end().catch(() => undefined);
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error(
          `[cluster] cleanup failed: ${error instanceof Error ? error.message : error}`,
        );
      }
    }
  };

  try {
    const db = await createFreshDatabase(databaseUrl, dbPrefix);
    cleanups.push(db.drop);
    /** @type {Record<string, string>} */
    const shared = {
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DATABASE_URL: db.url,
      REDIS_URL: redisUrl,
      // The hub's channels of this cluster only: parallel runs on one Redis never hear each other.
      NOTIFY_CHANNEL_PREFIX: `${db.name}:notify`,
      ...apiEnv,
    };
    await migrate(shared);

    const ports = [];
    for (let i = 0; i < specs.length; i += 1) ports.push(await freePort());
    specs.forEach((spec, i) => replicas.push(replicaOf(spec, ports[i], shared)));
    // Every replica at once: their start-up is mostly waiting (tsx, the database, the seeds).
    await Promise.all(replicas.map((r) => r.start()));

    const edgePort = await freePort();
    const url = `http://127.0.0.1:${edgePort}`;
    const prepared = await prepareNginx({
      edgeListen: `127.0.0.1:${edgePort}`,
      apiUpstreams: replicas.filter((r) => servesHttp(r.role)).map((r) => `127.0.0.1:${r.port}`),
    });
    nginxDir = prepared.workDir;
    nginx = await startNginx(prepared, url);

    const pg = createRequire(path.join(repoRoot, 'api', 'package.json'))('pg');
    pool = new pg.Pool({ connectionString: db.url, max: 2 });
    return {
      url,
      databaseName: db.name,
      databaseUrl: db.url,
      replicas,
      /** @param {string} name */
      replica(name) {
        const found = replicas.find((r) => r.name === name);
        if (!found) throw new Error(`no replica ${name}`);
        return found;
      },
      /**
       * A query on the cluster's database, straight to Postgres (not through the api).
       * @param {string} text
       * @param {unknown[]} [values]
       */
      async query(text, values = []) {
        return (await pool.query(text, values)).rows;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * @param {ReplicaSpec} spec
 * @param {number} port
 * @param {Record<string, string>} shared
 * @returns {Replica}
 */
function replicaOf(spec, port, shared) {
  /** @type {(import('node:child_process').ChildProcess & { exited: Promise<Exit> }) | null} */
  let child = null;
  /** @type {Exit[]} */
  const exits = [];
  const env = {
    ...shared,
    OYNA_ROLE: spec.role,
    OYNA_REPLICA_ID: spec.name,
    ...spec.env,
  };
  const running = () => child !== null && child.exitCode === null && child.signalCode === null;
  const signal = async (sig, graceMs) => {
    if (!running()) return null;
    const current = child;
    await stopProcess(current, sig, graceMs);
    return current.exited;
  };
  const replica = {
    name: spec.name,
    role: spec.role,
    port,
    url: `http://127.0.0.1:${port}`,
    starts: 0,
    exits,
    running,
    term: () => signal('SIGTERM', 20_000),
    kill: () => signal('SIGKILL', 5_000),
    killNow: () => running() && child.kill('SIGKILL'),
    async start() {
      if (running()) throw new Error(`${spec.name} is running`);
      replica.starts += 1;
      // node itself with tsx's loader, not the tsx command: a signal then reaches the api's own
      // process (the tsx command runs it as a child, which a SIGKILL of the command orphans).
      child = /** @type {any} */ (
        startProcess(
          `${spec.name}#${replica.starts}`,
          process.execPath,
          ['--import', 'tsx', apiEntry],
          {
            cwd: repoRoot,
            env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
          },
        )
      );
      void child.exited.then((exit) => exits.push(exit));
      try {
        // Ready (api/src/server.ts: ready, then drained on SIGTERM): migrations in place, database up, not
        // draining — what a load balancer waits for before it sends traffic.
        await waitForHttp(`${replica.url}/api/health/ready`, { timeoutMs: 90_000, child });
      } catch (error) {
        await replica.kill();
        throw new Error(`${spec.name} did not start: ${error.message}`, { cause: error });
      }
    },
    async restart() {
      await replica.term();
      await replica.start();
    },
  };
  return replica;
}
