#!/usr/bin/env node
// Mixed player workload through the edge (benchmark, not a test): players as a site's tabs use
// the api — the balance poll every 3 s (spec §4), a sports single or a slot spin of the built-in
// provider every 5 s (alternating), each player on the notify hub — against nginx in front of
// two web replicas, then one, with one worker (the sportsbook feed, jobs, leases), on Postgres and
// Redis. Reports p50/p99 latency per call and over all, the calls per second answered, and the
// machine's size. Bounded: BENCH_MIXED_SECONDS (20) of load per shape, about 2 minutes in all;
// writes bench/results/mixed.json.
//
//   npx tsx bench/api/mixed-bench.mjs          # or: npm run bench -- mixed
//   BENCH_MIXED_PLAYERS=50 BENCH_MIXED_SECONDS=20 BENCH_MIXED_POLL_MS=3000 BENCH_MIXED_PLAY_MS=5000
//
// One cluster (scripts/lib/cluster-stack.mjs: a fresh database on DATABASE_URL's server, else
// 127.0.0.1:5432, dropped at the end; the local Redis) with web1, web2 and the worker, the edge's
// upstream holding both web replicas. For "one web replica" web2 is then stopped: the edge
// finds it refusing (a connect failure is passed to the next server, no request is lost) and
// sends everything to web1, where the same players go on. The players
// (scripts/lib/cluster-players.mjs) run in this process; the api and nginx run in their own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { registrationPayload } from '@oyna/test-kit/registration';
import {
  Recorder,
  fundedPlayer,
  hubClient,
  openSelections,
  playUntil,
} from '#scripts/lib/cluster-players.mjs';
import { startClusterStack } from '#scripts/lib/cluster-stack.mjs';
import { repoRoot, setChildOutput } from '#scripts/lib/processes.mjs';

const playerCount = Number(process.env.BENCH_MIXED_PLAYERS ?? 50);
const seconds = Number(process.env.BENCH_MIXED_SECONDS ?? 20);
const pollMs = Number(process.env.BENCH_MIXED_POLL_MS ?? 3000);
const playMs = Number(process.env.BENCH_MIXED_PLAY_MS ?? 5000);
const outFile = path.join(repoRoot, 'bench', 'results', 'mixed.json');
const logFile = path.join(repoRoot, 'node_modules', '.cache', 'oyna', 'mixed-bench.log');

fs.mkdirSync(path.dirname(logFile), { recursive: true });
setChildOutput(fs.createWriteStream(logFile, { flags: 'w' }));
const machine = {
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model ?? 'unknown',
  memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
  node: process.version,
};
console.log(`[mixed-bench] ${JSON.stringify(machine)}; servers' output: ${logFile}`);

const started = performance.now();
const cluster = await startClusterStack({
  replicas: [
    { name: 'web1', role: 'web' },
    { name: 'web2', role: 'web' },
    { name: 'worker', role: 'worker' },
  ],
  apiEnv: {
    // Every player comes from 127.0.0.1: the per-address budget would throttle the load.
    RATE_LIMIT_MAX: '1000000',
    // Registration is not what is measured (argon2id at the tests' cost).
    PASSWORD_HASH_MEMORY_KIB: '4096',
    PASSWORD_HASH_PASSES: '1',
    PASSWORD_HASH_LANES: '1',
  },
  dbPrefix: 'oyna_bench_mixed',
});
const hubs = [];
let report;
try {
  const base = cluster.url;
  const query = (text, values) => cluster.query(text, values);
  console.log(`[mixed-bench] cluster up in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const players = [];
  for (let i = 0; i < playerCount; i += 10) {
    players.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(10, playerCount - i) }, () =>
          fundedPlayer(base, { registrationPayload, query, prefix: 'mixed', amountTl: 1000 }),
        ),
      )),
    );
  }
  for (const p of players) hubs.push(hubClient(base, p));
  await Promise.all(hubs.map((h) => h.start()));
  let selections = [];
  for (let i = 0; i < 40 && selections.length === 0; i += 1) {
    selections = await openSelections(base);
    if (!selections.length) await delay(500);
  }
  if (!selections.length) throw new Error("the worker's feed opened no pre-match market");
  console.log(`[mixed-bench] ${players.length} players ready, ${selections.length} selections`);

  /** One shape: the same players for `seconds`, measured from their first call. */
  const measure = async (webReplicas) => {
    const recorder = new Recorder();
    const t0 = performance.now();
    const until = t0 + seconds * 1000;
    const refresh = setInterval(() => {
      void openSelections(base)
        .then((fresh) => fresh.length && (selections = fresh))
        .catch(() => undefined);
    }, 5000);
    await Promise.all(
      players.map((player) =>
        playUntil(base, player, {
          until: () => until,
          pollMs,
          playMs,
          selections: () => selections,
          recorder,
        }),
      ),
    );
    clearInterval(refresh);
    const elapsed = (performance.now() - t0) / 1000;
    const summary = recorder.summary();
    const answered = Object.values(summary.ops).reduce(
      (n, op) =>
        n +
        Object.entries(op.outcomes)
          .filter(([status]) => /^2\d\d$/.test(status))
          .reduce((m, [, c]) => m + c, 0),
      0,
    );
    const result = {
      webReplicas,
      seconds: Math.round(elapsed * 10) / 10,
      calls: summary.count,
      answeredPerSecond: Math.round((answered / elapsed) * 10) / 10,
      failed: summary.count - answered,
      p50Ms: summary.p50Ms,
      p99Ms: summary.p99Ms,
      ops: summary.ops,
      hubConnected: hubs.filter((h) => h.connected()).length,
      loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
    };
    console.log(
      `[mixed-bench] ${webReplicas} web: ${result.answeredPerSecond} calls/s, p50 ${result.p50Ms} ms, ` +
        `p99 ${result.p99Ms} ms, failed ${result.failed}; ${Object.entries(summary.ops)
          .map(([op, s]) => `${op} p50 ${s.p50Ms} p99 ${s.p99Ms} (${s.count})`)
          .join(', ')}`,
    );
    return result;
  };

  // Two web replicas first, both warm from the players' set-up; then web2 stops (SIGTERM, its
  // sockets move to web1) and the same players go on against web1 alone. (The other way round,
  // the freshly started web2 measured cold: its first seconds are slower than either.)
  const two = await measure(2);
  await cluster.replica('web2').term();
  const one = await measure(1);
  report = { one, two };
} finally {
  await Promise.allSettled(hubs.map((h) => h.stop()));
  await cluster.stop();
}

const { one, two } = report;
const pass = (ms, limit) => (ms === null ? false : ms <= limit);
const budgets = [
  ...[two, one].flatMap((r) => [
    {
      figure: `mixed load, ${r.webReplicas} web: balance poll p99`,
      budget: '≤ 1000 ms',
      measured: `${r.ops.balance?.p99Ms ?? '—'} ms`,
      pass: pass(r.ops.balance?.p99Ms ?? null, 1000),
    },
    {
      figure: `mixed load, ${r.webReplicas} web: bet and spin p99`,
      budget: '≤ 2000 ms',
      measured: `${r.ops.bet?.p99Ms ?? '—'} / ${r.ops.spin?.p99Ms ?? '—'} ms`,
      pass: pass(Math.max(r.ops.bet?.p99Ms ?? Infinity, r.ops.spin?.p99Ms ?? Infinity), 2000),
    },
  ]),
  {
    figure: `mixed load: calls/s answered, 2 → 1 web (${playerCount} players)`,
    budget: 'no budget',
    measured: `${two.answeredPerSecond} → ${one.answeredPerSecond}/s`,
    pass: null,
  },
];
fs.mkdirSync(path.dirname(outFile), { recursive: true });
fs.writeFileSync(
  outFile,
  `${JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      machine,
      load: { players: playerCount, pollMs, playMs, seconds, database: 'postgres', edge: 'nginx' },
      results: [two, one],
      budgets,
    },
    null,
    2,
  )}\n`,
);
console.log(`[mixed-bench] written ${path.relative(repoRoot, outFile)}`);
