// Balance-poll benchmark (not a test): `user/balance` requests per second for one logged-in
// player (spec §4: every logged-in tab polls it every 3000 ms, so it is the api's hottest call),
// measured with autocannon beside a bare Fastify JSON route in the same run, on PGlite and on
// Postgres. The figure that counts is the ratio balance ÷ bare (budget ≥ 0.6): it says how much
// of what this machine's Fastify can answer the real call keeps, whatever the machine.
//
// The api runs in this process with the per-address request budget raised (from one address,
// a load test is otherwise answered 429 after RATE_LIMIT_MAX calls, which is right in production).
//
//   npx tsx bench/api/balance-bench.ts         # or: npm run bench
//   BENCH_SECONDS=10 BENCH_CONNECTIONS=50
//   BENCH_SESSION_CACHE_TTL_MS=0   the api without its session cache (every call reads the row)
//   BENCH_BALANCE_CACHE_TTL_MS=0   the api without its balance memory (every call reads the wallet)
//   BENCH_OUT=/tmp/x.json          write the figures elsewhere (a before/after beside the committed one)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '#api/app';
import { ownAddress } from '#api/lib/own-address';
import { pgliteBackend, postgresBackend, type TestBackend } from '#api/test/backends';
import { register } from '#api/test/players';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const cacheTtlMs = Number(process.env.BENCH_SESSION_CACHE_TTL_MS ?? 30_000);
const balanceTtlMs = Number(process.env.BENCH_BALANCE_CACHE_TTL_MS ?? 10_000);
const outFile =
  process.env.BENCH_OUT || path.resolve(__dirname, '..', 'results', 'api-balance.json');

interface Load {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function load(url: string, headers: Record<string, string> = {}): Promise<Load> {
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
async function bare(): Promise<Load> {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ success: true, data: { balance: 100 } }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    return await load(`${ownAddress(app)}/bare`);
  } finally {
    await app.close();
  }
}

async function balance(make: (o: object) => Promise<TestBackend>): Promise<Load> {
  const backend = await make({
    logLevel: 'silent',
    rateLimit: { max: 100_000_000, timeWindowMs: 60_000 },
    sessionCacheTtlMs: cacheTtlMs,
    balanceCacheTtlMs: balanceTtlMs,
  });
  const app = buildApp(backend.config);
  try {
    await app.ready();
    const { token } = await register(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${ownAddress(app)}/api/user/balance`;
    const probe = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (probe.status !== 200) throw new Error(`user/balance answered ${probe.status}`);
    return await load(url, { authorization: `Bearer ${token}` });
  } finally {
    await app.close();
    await backend.cleanup();
  }
}

async function main() {
  const rows: Record<string, unknown> = {};
  const budgets: unknown[] = [];
  for (const [name, make] of [
    ['pglite', pgliteBackend],
    ['postgres', postgresBackend],
  ] as const) {
    const bareRun = await bare();
    const run = await balance(make);
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
        figure: `api user/balance ÷ bare Fastify (${name}, session cache ${cacheTtlMs ? 'on' : 'off'}, balance memory ${balanceTtlMs ? 'on' : 'off'})`,
        budget: asItRuns ? '≥ 0.6' : 'reference',
        measured: `${ratio} (${run.rps} vs ${bareRun.rps} req/s)`,
        pass: asItRuns ? ratio >= 0.6 && run.non2xx === 0 : null,
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
    `${JSON.stringify({ measuredAt: new Date().toISOString(), seconds, connections, sessionCacheTtlMs: cacheTtlMs, balanceCacheTtlMs: balanceTtlMs, load: os.loadavg(), ...rows, budgets }, null, 2)}\n`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
