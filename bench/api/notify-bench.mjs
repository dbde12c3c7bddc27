#!/usr/bin/env node
// Notify hub benchmark (not a test): how many sockets one api process holds, and how long
// an ops notification takes to reach all of them (p50/p99), at 1,000 and 5,000 clients on
// loopback. Bounded: at most BENCH_ROUNDS broadcasts per size and BENCH_MAX_SECONDS in all; it
// stops by itself and writes bench/results/notify.json.
//
//   npx tsx bench/api/notify-bench.mjs         # or: npm run bench (runs every bench/<group>/ script)
//   BENCH_SIZES=1000,5000 BENCH_ROUNDS=20 BENCH_MAX_SECONDS=240
//
// The api runs as its own process (tsx src/server.ts, embedded PGlite in a temp dir, in-process
// bus) so that the clients' event loop does not distort the server's. The clients speak the
// SignalR JSON protocol directly over `ws` (skipNegotiation, as the official client does with the
// WebSockets transport); they all belong to one player, which exercises the same fan-out as many
// players would (one bus message, one send per socket).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { WebSocket } from 'ws';
import {
  latencySummary,
  openInBatches,
  percentile,
  repoRoot,
  round1,
  startApi as startApiProcess,
} from '../lib/api-bench-kit.mjs';
import { openHubSocket, PING } from '../lib/raw-signalr.mjs';
import { BENCH_PLAYER, registerPlayer } from '../lib/register-player.mjs';

const sizes = (process.env.BENCH_SIZES ?? '1000,5000').split(',').map(Number);
const rounds = Number(process.env.BENCH_ROUNDS ?? 20);
const deadline = Date.now() + Number(process.env.BENCH_MAX_SECONDS ?? 240) * 1000;
const outFile = path.join(repoRoot, 'bench', 'results', 'notify.json');

const startApi = () =>
  startApiProcess({
    RATE_LIMIT_MAX: '100000',
    // One player and one address hold every benchmark socket: lift the hub's socket caps.
    NOTIFY_MAX_SOCKETS_PER_PLAYER: '100000',
    NOTIFY_MAX_SOCKETS_PER_ADDRESS: '100000',
  });

async function benchPlayer(base) {
  const { payload, data } = await registerPlayer(base, { fields: BENCH_PLAYER });
  return { token: data.token, username: payload.username };
}

/** One client: handshake, answers nothing but keeps its own pings, records arrival times. */
const connect = (base, token, onMessage) =>
  openHubSocket(
    `${base.replace('http', 'ws')}/notify?access_token=${token}`,
    (record, t, _ws, finish) => {
      if (record === '{}') finish(true);
      if (record.includes('"target":"NotifyMessage"')) onMessage(record, t);
    },
  );

async function measure(base, player, clients) {
  const arrivals = new Map(); // title -> times
  const openedAt = performance.now();
  const onMessage = (text, t) => {
    const title = /\\"title\\":\\"(bench-[^\\"]+)\\"/.exec(text)?.[1];
    if (title) (arrivals.get(title) ?? arrivals.set(title, []).get(title)).push(t);
  };
  const sockets = await openInBatches(clients, deadline, () =>
    connect(base, player.token, onMessage),
  );
  const connectSeconds = (performance.now() - openedAt) / 1000;
  const pinger = setInterval(() => {
    for (const ws of sockets) if (ws.readyState === WebSocket.OPEN) ws.send(PING);
  }, 10_000);

  const latencies = [];
  const complete = [];
  let delivered = 0;
  let expected = 0;
  for (let r = 0; r < rounds && Date.now() < deadline; r++) {
    const title = `bench-${clients}-${r}`;
    const t0 = performance.now();
    const res = await fetch(`${base}/api/admin/notifications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': 'oyna-dev-admin' },
      body: JSON.stringify({ username: player.username, title, note: 'bench' }),
    });
    if (!res.ok) throw new Error(`admin call failed: ${res.status}`);
    expected += sockets.length;
    const until = performance.now() + 10_000;
    while ((arrivals.get(title)?.length ?? 0) < sockets.length && performance.now() < until) {
      await delay(5);
    }
    const times = arrivals.get(title) ?? [];
    delivered += times.length;
    for (const t of times) latencies.push(t - t0);
    if (times.length) complete.push(Math.max(...times) - t0);
    await delay(100);
  }
  clearInterval(pinger);
  const held = sockets.filter((ws) => ws.readyState === WebSocket.OPEN).length;
  for (const ws of sockets) ws.terminate();
  latencies.sort((a, b) => a - b);
  complete.sort((a, b) => a - b);
  return {
    clients,
    connected: sockets.length,
    heldAtEnd: held,
    connectSeconds: round1(connectSeconds),
    broadcasts: complete.length,
    delivered,
    expected,
    latencyMs: latencySummary(latencies),
    allDeliveredMs: {
      p50: round1(percentile(complete, 50)),
      p99: round1(percentile(complete, 99)),
    },
  };
}

const api = await startApi();
try {
  const player = await benchPlayer(api.base);
  const results = [];
  for (const size of sizes) {
    if (Date.now() >= deadline) break;
    const result = await measure(api.base, player, size);
    results.push(result);
    console.log(
      `[notify-bench] ${size} clients: ${result.heldAtEnd} held, p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms (${result.delivered}/${result.expected} delivered)`,
    );
    await delay(500);
  }
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  const report = {
    bench: 'notify',
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    note: 'loopback; api in its own process (PGlite, in-process bus); latency = ops POST sent → NotifyMessage received',
    results,
  };
  fs.writeFileSync(outFile, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`[notify-bench] written ${path.relative(repoRoot, outFile)}`);
} finally {
  await api.stop();
}
