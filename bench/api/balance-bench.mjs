#!/usr/bin/env node
// Balance-poll benchmark (not a test): `user/balance` requests per second for one logged-in
// player (spec §4: every logged-in tab polls it every 3000 ms, so it is the api's hottest call),
// measured with autocannon beside a bare Fastify JSON route in the same run, on PGlite and on
// Postgres. The figure that counts is the ratio balance ÷ bare (budget ≥ 0.6): it says how much
// of what this machine's Fastify can answer the real call keeps, whatever the machine.
//
// Both servers are processes of their own, started the same way (tsx, as production starts the
// api), one after the other, and loaded by the same autocannon in this process: the load
// generator's event loop never shares a core's loop with the server it measures. The api runs with
// its caches on and two settings of its env: the per-address request budget raised
// (RATE_LIMIT_MAX: from one address a load test is otherwise answered 429 after RATE_LIMIT_MAX
// calls, which is right in production), and LOG_LEVEL warn, as the api benches run it
// (bench/lib/api-bench-kit.mjs); production's info adds two request lines per call
// (BENCH_API_LOG_LEVEL=info measures it; bench/README.md gives both). On PGlite the api embeds the database
// in a temp dir; on Postgres it gets a database of its own on DATABASE_URL's server
// (127.0.0.1:5432 by default), created for the run and dropped after it.
//
//   npx tsx bench/api/balance-bench.mjs        # or: npm run bench -- balance
//   BENCH_SECONDS=10 BENCH_CONNECTIONS=50 BENCH_WARMUP_SECONDS=2
//   BENCH_SESSION_CACHE_TTL_MS=0   the api without its session cache (every call reads the row)
//   BENCH_BALANCE_CACHE_TTL_MS=0   the api without its balance memory (every call reads the wallet)
//   BENCH_API_LOG_LEVEL=info       the api at another log level (warn by default)
//   BENCH_BACKENDS=pglite          one backend only (pglite, postgres)
//   BENCH_API_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/p'   node flags of the api process only
//   BENCH_API_ENTRY=/tmp/before/api/src/server.ts   another tree's api (a before beside the after)
//   BENCH_OUT=/tmp/x.json          write the figures elsewhere (a before/after beside the committed one)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import autocannon from 'autocannon';
import { createFreshDatabase } from '#scripts/lib/api.mjs';
import { freePort, repoRoot } from '../lib/api-bench-kit.mjs';
import { BENCH_PLAYER, registerPlayer } from '../lib/register-player.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const cacheTtlMs = Number(process.env.BENCH_SESSION_CACHE_TTL_MS ?? 30_000);
const balanceTtlMs = Number(process.env.BENCH_BALANCE_CACHE_TTL_MS ?? 10_000);
const logLevel = process.env.BENCH_API_LOG_LEVEL || 'warn';
const backends = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',');
const postgresServer = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const outFile =
  process.env.BENCH_OUT || path.join(repoRoot, 'bench', 'results', 'api-balance.json');
/** The per-address budget of the api under load (one address makes every call). */
const RATE_LIMIT_MAX = '100000000';

/**
 * Starts `entry` as a server process of its own through tsx (as production starts the api), on a
 * free port of 127.0.0.1 with a temp OYNA_DATA_DIR, and waits until `readyPath` answers 2xx (a
 * process that exits, or is not up within 60 s, is an error). `stop()` ends it with SIGTERM.
 */
async function startServer(entry, readyPath, env = {}, nodeArgs = []) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oyna-bench-'));
  const child = spawn(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), [...nodeArgs, entry], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, OYNA_DATA_DIR: dataDir, ...env, PORT: String(port), HOST: '127.0.0.1' },
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 240 && child.exitCode === null; i++) {
    try {
      if ((await fetch(`${base}${readyPath}`)).ok) return { base, stop };
    } catch {
      // not up yet
    }
    await delay(250);
  }
  await stop();
  throw new Error(`${path.basename(entry)} did not answer ${readyPath}`);
}

/**
 * The api as production starts it (tsx src/server.ts), with `env` laid over its defaults: in
 * development (production refuses to start without its secrets), without Redis (one replica).
 */
const startApi = (env) =>
  startServer(
    process.env.BENCH_API_ENTRY || path.join(repoRoot, 'api', 'src', 'server.ts'),
    '/api/health',
    { NODE_ENV: 'development', REDIS_URL: '', ...env },
    (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean),
  );

/** Load on `url` for `seconds` after a warm-up of the same load (JIT, pools), not counted. */
async function load(url, headers = {}) {
  if (warmupSeconds > 0) await autocannon({ url, connections, duration: warmupSeconds, headers });
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** The bare route: what Fastify alone answers on this machine, in this run. */
async function bare() {
  const server = await startServer(path.join(repoRoot, 'bench', 'lib', 'bare-server.mjs'), '/bare');
  try {
    return await load(`${server.base}/bare`);
  } finally {
    await server.stop();
  }
}

async function balance(backend) {
  const database =
    backend === 'postgres' ? await createFreshDatabase(postgresServer, 'oyna_bench_balance') : null;
  try {
    const api = await startApi({
      LOG_LEVEL: logLevel,
      RATE_LIMIT_MAX,
      SESSION_CACHE_TTL_MS: String(cacheTtlMs),
      BALANCE_CACHE_TTL_MS: String(balanceTtlMs),
      ...(database ? { DATABASE_URL: database.url } : {}),
    });
    try {
      const { token } = (await registerPlayer(api.base, { fields: BENCH_PLAYER })).data;
      const url = `${api.base}/api/user/balance`;
      const headers = { authorization: `Bearer ${token}` };
      const probe = await fetch(url, { headers });
      if (probe.status !== 200) throw new Error(`user/balance answered ${probe.status}`);
      return await load(url, headers);
    } finally {
      await api.stop();
    }
  } finally {
    await database?.drop();
  }
}

async function main() {
  const rows = {};
  const budgets = [];
  const loadBefore = os.loadavg();
  for (const name of backends) {
    const bareRun = await bare();
    const run = await balance(name);
    const ratio = Math.round((run.rps / Math.max(1, bareRun.rps)) * 100) / 100;
    rows[name] = { balance: run, bare: bareRun, ratio };
    console.log(
      `[balance] ${name}: ${run.rps} req/s (p99 ${run.p99} ms, non-2xx ${run.non2xx}) vs bare ${bareRun.rps} req/s → ratio ${ratio}`,
    );
    // The budget is the api's as it runs; with a cache turned off the run is a reference (what
    // the cache is worth), printed without a verdict.
    const asItRuns = cacheTtlMs > 0 && balanceTtlMs > 0;
    budgets.push(
      {
        figure: `api user/balance ÷ bare Fastify, each its own process (${name}, session cache ${cacheTtlMs ? 'on' : 'off'}, balance memory ${balanceTtlMs ? 'on' : 'off'})`,
        budget: asItRuns ? '≥ 0.6' : 'reference',
        measured: `${ratio} (${run.rps} vs ${bareRun.rps} req/s)`,
        pass: asItRuns ? ratio >= 0.6 && run.non2xx === 0 && run.errors === 0 : null,
      },
      {
        figure: `api user/balance p99 (${name})`,
        budget: 'reported',
        measured: `${run.p99} ms`,
        pass: null,
      },
    );
  }
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  fs.writeFileSync(
    outFile,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), servers: 'separate processes (tsx), loaded one after the other', seconds, warmupSeconds, connections, logLevel, sessionCacheTtlMs: cacheTtlMs, balanceCacheTtlMs: balanceTtlMs, load: { before: loadBefore, after: os.loadavg() }, ...rows, budgets }, null, 2)}\n`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
