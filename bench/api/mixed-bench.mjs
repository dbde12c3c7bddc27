#!/usr/bin/env node
// Mixed player workload through the edge (benchmark, not a test): how many players a web replica
// holds with p99 ≤ 100 ms. Players use the api as a site's tabs do — the balance poll every 3 s
// (spec §4), a sports single or a slot spin of the built-in provider every 5 s (alternating), each
// player on the notify hub — through nginx, on Postgres and Redis, with one worker (the sportsbook
// feed, jobs, leases). The player count is searched (scripts/lib/capacity-search.mjs: doubling,
// then bisection): each trial runs N players for a ramp-up (every player started) and then a
// bounded steady-state window (10 s; longer, up to 20 s, while N players would make fewer than
// BENCH_MIXED_MIN_CALLS (120) calls in it), and passes when the p99 of every call that started in the window
// (balance, bet and spin together) is within the limit and none failed. Searched with two web
// replicas, then — web2 stopped — with one. Reports the largest passing count of each, every
// trial (p50/p99 per call kind, calls/s, the load generator's own CPU and event-loop delay, the
// machine's busy share and load average) and the machine's size. Bounded: the searches stop
// when BENCH_MIXED_LIMIT_S (330) have passed since the start; writes bench/results/mixed.json.
//
//   npx tsx bench/api/mixed-bench.mjs          # or: npm run bench -- mixed
//   BENCH_MIXED_P99_MS=100 BENCH_MIXED_START=20 BENCH_MIXED_MAX=200 BENCH_MIXED_WINDOW_S=10
//   BENCH_MIXED_POLL_MS=3000 BENCH_MIXED_PLAY_MS=5000 BENCH_MIXED_LIMIT_S=330
//
// One cluster (scripts/lib/cluster-stack.mjs: a fresh database on DATABASE_URL's server, else
// 127.0.0.1:5432, dropped at the end; the local Redis) with web1, web2 and the worker, the edge's
// upstream holding both web replicas. For "one web replica" web2 is stopped: the edge finds it
// refusing (a connect failure is passed to the next server, no request is lost) and sends
// everything to web1. The players (scripts/lib/cluster-players.mjs) run in this process — the
// load generator shares the machine's cores with nginx, the replicas and Postgres, which is why
// its own CPU and event-loop delay are written beside each trial.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { registrationPayload } from '@oyna/test-kit/registration';
import { largestPassing } from '#scripts/lib/capacity-search.mjs';
import {
  Recorder,
  fundedPlayer,
  hubClient,
  openSelections,
  playUntil,
} from '#scripts/lib/cluster-players.mjs';
import { startClusterStack } from '#scripts/lib/cluster-stack.mjs';
import { repoRoot, setChildOutput } from '#scripts/lib/processes.mjs';

const num = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
const p99LimitMs = num('BENCH_MIXED_P99_MS', 100);
const startPlayers = Math.round(num('BENCH_MIXED_START', 20));
// The edge's nginx has 1,024 connections (scripts/lib/nginx.mjs): a player takes two for its
// hub socket (client and upstream) and up to two for a call in flight.
const maxPlayers = Math.round(num('BENCH_MIXED_MAX', 200));
const windowMs = num('BENCH_MIXED_WINDOW_S', 10) * 1000;
/** A few players offer few calls: their window grows (up to twice) until about this many. */
const minCalls = num('BENCH_MIXED_MIN_CALLS', 120);
const pollMs = num('BENCH_MIXED_POLL_MS', 3000);
const playMs = num('BENCH_MIXED_PLAY_MS', 5000);
const limitMs = num('BENCH_MIXED_LIMIT_S', 330) * 1000;
/** Every player has made its first call of each kind (each starts at a random offset in its period). */
const rampMs = Math.max(pollMs, playMs);
const outFile = path.join(repoRoot, 'bench', 'results', 'mixed.json');
const logFile = path.join(repoRoot, 'node_modules', '.cache', 'oyna', 'mixed-bench.log');

fs.mkdirSync(path.dirname(logFile), { recursive: true });
setChildOutput(fs.createWriteStream(logFile, { flags: 'w' }));
const machine = {
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model?.trim() || 'unknown',
  memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
  node: process.version,
  loadAverageAtStart: os.loadavg().map((n) => Math.round(n * 100) / 100),
};
const machineLine = `${machine.cpus} cores ${machine.cpuModel}, ${machine.memoryGiB} GiB`;
console.log(`[mixed-bench] ${JSON.stringify(machine)}; servers' output: ${logFile}`);

const r1 = (n) => Math.round(n * 10) / 10;
const started = performance.now();
const elapsedS = () => r1((performance.now() - started) / 1000);
/** One trial's length at most, with its drain: the searches start no trial that would end later. */
const trialMs = rampMs + 2 * windowMs + 5000;
/** The window for `n` players: `windowMs`, longer when they would make fewer than `minCalls`. */
const windowFor = (n) => {
  const callsPerSecond = n * (1000 / pollMs + 1000 / playMs);
  return Math.min(2 * windowMs, Math.max(windowMs, Math.ceil(minCalls / callsPerSecond) * 1000));
};

/** The generator's event-loop monitor samples this often (its figure is the delay beyond it). */
const loopResolutionMs = 10;

/** Records only the calls that started inside the steady-state window. */
class WindowRecorder extends Recorder {
  constructor(from) {
    super();
    this.from = from;
  }

  record(op, ms, outcome) {
    if (performance.now() - ms >= this.from) super.record(op, ms, outcome);
  }
}

/** The machine's busy share of all cores between two `os.cpus()` readings. */
const cpuTimes = () =>
  os.cpus().reduce(
    (t, c) => {
      const { idle, ...rest } = c.times;
      t.idle += idle;
      t.busy += Object.values(rest).reduce((a, b) => a + b, 0);
      return t;
    },
    { idle: 0, busy: 0 },
  );

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
let refresh;
let report;
try {
  const base = cluster.url;
  const query = (text, values) => cluster.query(text, values);
  console.log(`[mixed-bench] cluster up in ${elapsedS()} s`);
  let selections = [];
  for (let i = 0; i < 40 && selections.length === 0; i += 1) {
    selections = await openSelections(base);
    if (!selections.length) await delay(500);
  }
  if (!selections.length) throw new Error("the worker's feed opened no pre-match market");
  refresh = setInterval(() => {
    void openSelections(base)
      .then((fresh) => fresh.length && (selections = fresh))
      .catch(() => undefined);
  }, 5000);

  const players = [];
  /** Registers, funds and connects players (outside any window) until there are `n`. */
  const ensurePlayers = async (n) => {
    while (players.length < n) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(10, n - players.length) }, () =>
          fundedPlayer(base, { registrationPayload, query, prefix: 'mixed', amountTl: 1000 }),
        ),
      );
      const batchHubs = batch.map((p) => (p.hub = hubClient(base, p)));
      hubs.push(...batchHubs); // stopped at the end, connected or not
      await Promise.all(batchHubs.map((h) => h.start()));
      players.push(...batch);
    }
  };

  /** One trial: `n` players, a ramp-up, then the measured window. */
  const trial = async (webReplicas, n) => {
    try {
      await ensurePlayers(n);
    } catch (error) {
      // Players that cannot even be set up (registered, funded, on the hub) are not held.
      const reason = error instanceof Error ? error.message : String(error);
      console.log(`[mixed-bench] ${webReplicas} web, ${n} players: not set up — ${reason}`);
      return { pass: false, detail: { players: n, setupFailed: reason, atSecond: elapsedS() } };
    }
    await delay(1000);
    const t0 = performance.now();
    const from = t0 + rampMs;
    const window = windowFor(n);
    const until = from + window;
    const recorder = new WindowRecorder(from);
    const loop = monitorEventLoopDelay({ resolution: loopResolutionMs });
    let atFrom;
    const mark = setTimeout(() => {
      loop.enable();
      atFrom = { at: performance.now(), cpu: process.cpuUsage(), machine: cpuTimes() };
    }, rampMs);
    await Promise.all(
      players.slice(0, n).map((player) =>
        playUntil(base, player, {
          until: () => until,
          pollMs,
          playMs,
          selections: () => selections,
          recorder,
        }),
      ),
    );
    clearTimeout(mark);
    loop.disable();
    const wallMs = performance.now() - atFrom.at;
    const cpu = process.cpuUsage(atFrom.cpu);
    const times = cpuTimes();
    const busy = times.busy - atFrom.machine.busy;
    const idle = times.idle - atFrom.machine.idle;
    const summary = recorder.summary();
    const answered = Object.values(summary.ops).reduce(
      (sum, op) =>
        sum +
        Object.entries(op.outcomes)
          .filter(([status]) => /^2\d\d$/.test(status))
          .reduce((m, [, c]) => m + c, 0),
      0,
    );
    const detail = {
      players: n,
      calls: summary.count,
      windowSeconds: window / 1000,
      answeredPerSecond: r1(answered / (window / 1000)),
      failed: summary.count - answered,
      p50Ms: summary.p50Ms,
      p99Ms: summary.p99Ms,
      ops: summary.ops,
      hubConnected: players.slice(0, n).filter((p) => p.hub.connected()).length,
      // The load generator (this process): its CPU as a share of one core, its loop's delay.
      generatorCpuPct: Math.round(((cpu.user + cpu.system) / 1000 / wallMs) * 100),
      // Beyond the monitor's own timer: how late the generator's loop ran what was due.
      generatorLoopDelayP99Ms: r1(Math.max(0, loop.percentile(99) / 1e6 - loopResolutionMs)),
      machineBusyPct: Math.round((busy / Math.max(1, busy + idle)) * 100),
      loadAverage: os.loadavg().map((x) => Math.round(x * 100) / 100),
      atSecond: elapsedS(),
    };
    const pass = detail.p99Ms !== null && detail.p99Ms <= p99LimitMs && detail.failed === 0;
    console.log(
      `[mixed-bench] ${webReplicas} web, ${n} players: ${pass ? 'pass' : 'over'} — p99 ` +
        `${detail.p99Ms} ms (${Object.entries(summary.ops)
          .map(([op, s]) => `${op} ${s.p50Ms}/${s.p99Ms}`)
          .join(', ')} ms p50/p99), ${detail.answeredPerSecond} calls/s, failed ` +
        `${detail.failed}; generator ${detail.generatorCpuPct} % of a core, loop p99 ` +
        `${detail.generatorLoopDelayP99Ms} ms; machine ${detail.machineBusyPct} % busy, load ` +
        `${detail.loadAverage[0]} (${detail.atSecond} s)`,
    );
    return { pass, detail };
  };

  /** The search for one shape, within its share of the time left. */
  const search = async (webReplicas, start, endsAtMs) => {
    const result = await largestPassing({
      start,
      max: maxPlayers,
      trial: (n) => trial(webReplicas, n),
      mayContinue: () => performance.now() + trialMs <= endsAtMs,
    });
    console.log(
      `[mixed-bench] ${webReplicas} web: ${result.best} players at p99 ≤ ${p99LimitMs} ms` +
        (result.failedAt === null ? '' : ` (${result.failedAt} were over)`) +
        (result.complete ? '' : ' — search cut short by the time limit'),
    );
    return { webReplicas, ...result };
  };

  // Two web replicas first, both warm from the players' set-up; then web2 stops (SIGTERM, its
  // sockets move to web1) and the one-replica search starts from the two-replica answer. Each
  // gets half of what is left of the time limit (the first also pays for registering players).
  const endAll = started + limitMs;
  const two = await search(2, startPlayers, performance.now() + (endAll - performance.now()) / 2);
  await cluster.replica('web2').term();
  await delay(2000);
  const one = await search(1, two.best || startPlayers, endAll);
  report = { one, two };
} finally {
  clearInterval(refresh);
  await Promise.allSettled(hubs.map((h) => h.stop()));
  await cluster.stop();
}

const { one, two } = report;
/** The best trial's figures of a search, for its line in the table. */
const bestOf = (s) => s.trials.find((t) => t.pass && t.n === s.best)?.detail;
const measured = (s) => {
  const best = bestOf(s);
  const p99 = best ? `, p99 ${best.p99Ms} ms` : '';
  const over = s.failedAt === null ? '' : `; ${s.failedAt} over`;
  const cut = s.complete ? '' : '; cut short';
  const busy = best ? `; machine ${best.machineBusyPct} % busy in that trial` : '';
  return `${s.best}${p99}${over}${cut} (${machineLine}${busy})`;
};
// The floors (bench/README.md › Mixed player load): what this 2-core machine held with the api's
// lock and round-trip savings while other jobs kept it busy (9–16 players), less their noise;
// the api before them held 2–3. Set BENCH_MIXED_FLOOR_ONE / _TWO for a bigger machine.
const floors = {
  one: Math.round(num('BENCH_MIXED_FLOOR_ONE', 8)),
  two: Math.round(num('BENCH_MIXED_FLOOR_TWO', 8)),
};
const budgets = [
  {
    figure: `players on one web replica at p99 ≤ ${p99LimitMs} ms (mixed load)`,
    budget: `≥ ${floors.one}`,
    measured: measured(one),
    pass: one.best >= floors.one,
  },
  {
    figure: `… on two web replicas`,
    budget: `≥ ${floors.two}`,
    measured: measured(two),
    pass: two.best >= floors.two,
  },
];
fs.mkdirSync(path.dirname(outFile), { recursive: true });
fs.writeFileSync(
  outFile,
  `${JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      machine,
      load: {
        p99LimitMs,
        pollMs,
        playMs,
        rampSeconds: rampMs / 1000,
        windowSeconds: [windowMs / 1000, (2 * windowMs) / 1000],
        minCalls,
        maxPlayers,
        database: 'postgres',
        edge: 'nginx',
        loadGenerator: 'this process, on the same machine',
      },
      seconds: elapsedS(),
      searches: [two, one],
      budgets,
    },
    null,
    2,
  )}\n`,
);
console.log(`[mixed-bench] written ${path.relative(repoRoot, outFile)} after ${elapsedS()} s`);
