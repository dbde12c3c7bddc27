#!/usr/bin/env node
// Sportsbook live-odds benchmark (not a test): odds updates per second pushed over the notify hub
// to 1,000 clients subscribed to the event, with the p50/p99 delivery latency of each push
// (from the update's request to its arrival at a client). Bounded: BENCH_SPORTS_SECONDS of
// updates (10) and BENCH_MAX_SECONDS in all (60); writes bench/results/sports-odds.json.
//
//   npx tsx bench/api/sports-odds-bench.mjs        # or: npm run bench -- sports
//   BENCH_SPORTS_CLIENTS=1000 BENCH_SPORTS_SECONDS=10 BENCH_SPORTS_CONCURRENCY=4
//
// The api runs as its own process (tsx src/server.ts, embedded PGlite in a temp dir, in-process
// bus, the simulator seeded but its timer parked so only the bench's updates are pushed). The
// clients are visitors' sports sockets (`/notify?scope=sports`, no token) speaking the SignalR
// JSON protocol over `ws`; each subscribes to the one event with `SportsSubscribe`. Updates are
// operator odds moves (`admin/sports/odds`), the same store path a feed move takes.
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import {
  openHubSocket,
  openInBatches,
  percentile,
  repoRoot,
  RS,
  round1,
  startApi as startApiProcess,
} from '../lib/api-bench-kit.mjs';

const clients = Number(process.env.BENCH_SPORTS_CLIENTS ?? 1000);
const seconds = Number(process.env.BENCH_SPORTS_SECONDS ?? 10);
const concurrency = Number(process.env.BENCH_SPORTS_CONCURRENCY ?? 4);
// Counted from when the api answers (its start-up and seeding are not measured).
let deadline;
const outFile = path.join(repoRoot, 'bench', 'results', 'sports-odds.json');
const ADMIN = { 'content-type': 'application/json', 'x-admin-token': 'oyna-dev-admin' };

const startApi = () =>
  startApiProcess({
    REDIS_URL: process.env.BENCH_REDIS_URL ?? '',
    // BENCH_DATABASE_URL: run on Postgres instead of the embedded PGlite.
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    RATE_LIMIT_MAX: '1000000',
    SPORTS_FEED_AUTOSTART: 'true',
    SPORTS_FEED_TICK_MS: '3600000',
    SPORTS_MIN_LIVE: '2',
    SPORTS_MIN_UPCOMING: '2',
    SPORTS_ANON_SOCKETS_PER_ADDRESS: String(clients + 10),
  });

async function post(base, url, body, headers = { 'content-type': 'application/json' }) {
  const res = await fetch(`${base}/api/${url}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (!json.success) throw new Error(`${url}: ${res.status} ${json.message}`);
  return json.data;
}

/** One visitor socket: handshake, SportsSubscribe(eventId), arrival time of each odds push by value. */
const connect = (base, eventId, onOdds) =>
  openHubSocket(`${base.replace('http', 'ws')}/notify?scope=sports`, (record, t, ws, finish) => {
    if (record === '{}') {
      ws.send(
        `{"type":1,"invocationId":"1","target":"SportsSubscribe","arguments":[[${eventId}]]}${RS}`,
      );
      return;
    }
    const msg = JSON.parse(record);
    if (msg.type === 3 && msg.invocationId === '1') finish(!msg.error);
    if (msg.type === 1 && msg.arguments?.[0] === 'Sports') {
      const push = JSON.parse(msg.arguments[1]);
      if (push.t === 'odds') for (const sel of push.selections) onOdds(sel.odds, t);
    }
  });

const api = await startApi();
let result;
try {
  deadline = Date.now() + Number(process.env.BENCH_MAX_SECONDS ?? 60) * 1000;
  // The simulator seeds in the background after start-up, the last sport last: wait for it, so
  // that seeding does not share the database with the measured updates.
  for (let i = 0; i < 240; i++) {
    const es = await post(api.base, 'sports/tree', { kind: 'esports', sport: 'league-of-legends' });
    const n = es.sports.flatMap((x) => x.competitions.flatMap((c) => c.events)).length;
    if (n >= 2) break;
    await delay(500);
  }
  const tree = await post(api.base, 'sports/tree', { kind: 'prematch', sport: 'football' });
  const event = tree.sports[0].competitions[0].events[0];
  const selection = event.mainMarket.selections[0];

  const arrivals = new Map(); // odds value (thousandths) -> arrival times
  // A socket gets the event's prices as they are when it subscribes; only the updates count.
  let recording = false;
  const onOdds = (odds, t) => {
    if (!recording) return;
    const key = Math.round(odds * 1000);
    (arrivals.get(key) ?? arrivals.set(key, []).get(key)).push(t);
  };
  const openedAt = performance.now();
  const sockets = await openInBatches(clients, deadline, () => connect(api.base, event.id, onOdds));
  const connectSeconds = (performance.now() - openedAt) / 1000;

  // Updates back to back for `seconds`: each a new price (2.000, 2.001, …), so each push is known.
  await delay(500);
  recording = true;
  const sent = new Map(); // odds key -> send time
  const until = Math.min(deadline - 15_000, Date.now() + seconds * 1000);
  const started = performance.now();
  let n = 0;
  // `concurrency` updates in flight, as a feed with several live events would send them.
  const worker = async () => {
    while (Date.now() < until) {
      const key = 2000 + n;
      n += 1;
      sent.set(key, performance.now());
      await post(
        api.base,
        'admin/sports/odds',
        { selectionId: selection.id, odds: key / 1000 },
        ADMIN,
      );
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const sendSeconds = (performance.now() - started) / 1000;
  const waitUntil = performance.now() + 10_000;
  const expected = n * sockets.length;
  const count = () => [...sent.keys()].reduce((c, k) => c + (arrivals.get(k)?.length ?? 0), 0);
  while (count() < expected && performance.now() < waitUntil) await delay(20);

  const latencies = [];
  let last = started;
  for (const [key, t0] of sent) {
    for (const t of arrivals.get(key) ?? []) {
      latencies.push(t - t0);
      if (t > last) last = t;
    }
  }
  latencies.sort((a, b) => a - b);
  const delivered = latencies.length;
  for (const ws of sockets) ws.terminate();
  result = {
    clients,
    concurrency,
    connected: sockets.length,
    connectSeconds: round1(connectSeconds),
    updates: n,
    updatesPerSecond: round1(n / sendSeconds),
    delivered,
    expected,
    deliveriesPerSecond: Math.round(delivered / ((last - started) / 1000)),
    latencyMs: {
      p50: round1(percentile(latencies, 50)),
      p99: round1(percentile(latencies, 99)),
      max: round1(latencies.at(-1) ?? null),
    },
  };
} finally {
  await api.stop();
}

const p99 = result.latencyMs.p99;
const budgets = [
  {
    figure: `sports odds updates/s to ${result.connected} subscribed clients`,
    budget: '≥ 50/s',
    measured: `${result.updatesPerSecond}/s (${result.delivered}/${result.expected} delivered)`,
    pass: result.updatesPerSecond >= 50 && result.delivered === result.expected,
  },
  {
    figure: 'sports odds push p99 delivery latency',
    budget: '≤ 250 ms',
    measured: p99 === null ? 'none delivered' : `${p99} ms`,
    pass: p99 !== null && p99 <= 250,
  },
];
fs.mkdirSync(path.dirname(outFile), { recursive: true });
fs.writeFileSync(
  outFile,
  `${JSON.stringify({ measuredAt: new Date().toISOString(), result, budgets }, null, 2)}\n`,
);
console.log(JSON.stringify(result, null, 2));
