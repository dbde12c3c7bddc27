#!/usr/bin/env node
// Sportsbook live-odds benchmark (not a test): odds updates pushed at a steady rate over the
// notify hub to 10,000 visitors' sockets subscribed to one event, with the delivery latency of
// every (socket, update) pair (p50/p99/max), delivered/expected, the time to open and subscribe
// all the sockets, and the api process's memory and CPU. Bounded: BENCH_SPORTS_SECONDS of
// updates (10) and BENCH_MAX_SECONDS in all (120, counted from when the api answers); writes
// bench/results/sports-odds.json.
//
//   npx tsx bench/api/sports-odds-bench.mjs        # or: npm run bench -- sports
//   BENCH_SPORTS_CLIENTS=10000 BENCH_SPORTS_RATE=10 BENCH_SPORTS_SECONDS=10 BENCH_SPORTS_OFFICIAL=2
//   BENCH_SPORTS_RATE=0 BENCH_SPORTS_CONCURRENCY=4: updates back to back, 4 in flight (throughput)
//
// The api runs as its own process (tsx src/server.ts, embedded PGlite in a temp dir, in-process
// bus, the simulator seeded but its timer parked so only the bench's updates are pushed), its
// per-address socket caps (NOTIFY_MAX_SOCKETS_PER_ADDRESS, SPORTS_ANON_SOCKETS_PER_ADDRESS) raised
// to the client count, since every client comes from 127.0.0.1, and its `ulimit -n` raised (so is
// this script's, by re-running itself; the hard limit bounds both — results.fileLimit).
//
// The clients are what a visitor's browser opens for live odds (shell › live-connection.ts,
// @microsoft/signalr with the WebSockets transport; remote-sports › book-saga.ts): negotiate at
// `/notify/negotiate?fingerprint=…&scope=sports&negotiateVersion=1`, the socket at
// `/notify?fingerprint=…&scope=sports&id=<connectionToken>`, the JSON handshake, then
// `invoke('SportsSubscribe', [eventId])`. The official client costs too much per socket to hold
// 10,000 in this one process, so all but BENCH_SPORTS_OFFICIAL of them speak those frames over
// raw `ws`; the official ones are the check: the script stops if the frames the official client
// sent differ from the raw sockets', and their latencies are reported beside the raw ones.
// Updates are operator odds moves (`admin/sports/odds`), the same store path a feed move takes;
// each sets a new price (2.000, 2.001, …) so that each push is known by its value, and its
// latency runs from the moment the bench sends the update's request (its publish stamp) to the
// arrival of the push at each socket — the api's request handling and the database write count.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { HttpTransportType, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { WebSocket } from 'ws';
import {
  ensureFileLimit,
  latencySummary,
  repoRoot,
  round1,
  startApi as startApiProcess,
  usageOf,
} from '../lib/api-bench-kit.mjs';
import {
  HANDSHAKE,
  invocationFrame,
  keepAlive as keepPinging,
  openNegotiatedSocket,
  PING,
  RS,
  sendFrames,
} from '../lib/raw-signalr.mjs';

const clients = Number(process.env.BENCH_SPORTS_CLIENTS ?? 10_000);
const officialCount = Math.min(clients, Number(process.env.BENCH_SPORTS_OFFICIAL ?? 2));
const rate = Number(process.env.BENCH_SPORTS_RATE ?? 10);
const seconds = Number(process.env.BENCH_SPORTS_SECONDS ?? 10);
const concurrency = Number(process.env.BENCH_SPORTS_CONCURRENCY ?? 4);
const batch = Number(process.env.BENCH_SPORTS_CONNECT_BATCH ?? 250);
const maxSeconds = Number(process.env.BENCH_MAX_SECONDS ?? 120);
const outFile = path.join(repoRoot, 'bench', 'results', 'sports-odds.json');
const ADMIN = { 'content-type': 'application/json', 'x-admin-token': 'oyna-dev-admin' };
// The official client's keep-alive: a ping after 15 s of its own silence (notes › Timing).
const KEEP_ALIVE_MS = 15_000;
const BASE_KEY = 2000;

// One descriptor per socket on each side, and some slack (database, HTTP, the official clients).
const fileLimit = ensureFileLimit(clients + 1024);

const startApi = () =>
  startApiProcess(
    {
      REDIS_URL: process.env.BENCH_REDIS_URL ?? '',
      // BENCH_DATABASE_URL: run on Postgres instead of the embedded PGlite.
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      RATE_LIMIT_MAX: '1000000',
      SPORTS_FEED_AUTOSTART: 'true',
      SPORTS_FEED_TICK_MS: '3600000',
      SPORTS_MIN_LIVE: '2',
      SPORTS_MIN_UPCOMING: '2',
      // Every client is 127.0.0.1: the caps per address become caps on the whole run.
      NOTIFY_MAX_SOCKETS_PER_ADDRESS: String(clients + 10),
      SPORTS_ANON_SOCKETS_PER_ADDRESS: String(clients + 10),
    },
    { nofile: clients + 1024 },
  );

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

const subscribeFrame = (eventId) => invocationFrame('SportsSubscribe', [[eventId]]);

const log = (what) => console.error(`${new Date().toISOString().slice(11, 19)} ${what}`);
const api = await startApi();
log('api up');
const deadline = Date.now() + maxSeconds * 1000;
let result;
try {
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
  const idle = usageOf(api.pid);
  log('seeded');

  // --- the measured state ----------------------------------------------------------------------
  const maxUpdates = Math.ceil((rate > 0 ? rate : 1000) * seconds) + 1000;
  const sentAt = new Float64Array(maxUpdates); // update index -> publish stamp
  const perUpdate = new Uint32Array(maxUpdates); // update index -> sockets it reached
  let latencies = new Float64Array(1 << 16);
  let delivered = 0;
  let recording = false;
  let updates = 0;
  const officialLatencies = [];
  const record = (key, t, official) => {
    const i = key - BASE_KEY;
    if (!recording || i < 0 || i >= updates) return;
    perUpdate[i] += 1;
    const ms = t - sentAt[i];
    if (official) officialLatencies.push(ms);
    if (delivered === latencies.length) {
      const grown = new Float64Array(latencies.length * 2);
      grown.set(latencies);
      latencies = grown;
    }
    latencies[delivered++] = ms;
  };

  /**
   * What one frame means, parsed once per distinct frame: every subscribed socket receives the
   * same bytes for an update, so a socket's frame is looked up by its text, and a new text is
   * parsed in full (the records, the Sports push, our selection's price).
   */
  const meanings = new Map();
  const meaningOf = (text) => {
    let m = meanings.get(text);
    if (m) return m;
    m = { handshake: false, completion: null, keys: [] };
    for (const r of text.split(RS)) {
      if (!r) continue;
      const msg = JSON.parse(r);
      if (msg.type === undefined) m.handshake = !msg.error;
      else if (msg.type === 3) m.completion = msg.error ? 'error' : 'ok';
      else if (msg.type === 1 && msg.target === 'NotifyMessage' && msg.arguments[0] === 'Sports') {
        const push = JSON.parse(msg.arguments[1]);
        if (push.t === 'odds' && push.eventId === event.id) {
          for (const sel of push.selections) {
            if (sel.id === selection.id) m.keys.push(Math.round(sel.odds * 1000));
          }
        }
      } else if (msg.type === 7) m.closed = true;
    }
    if (meanings.size > 10_000) meanings.delete(meanings.keys().next().value);
    meanings.set(text, m);
    return m;
  };

  const raw = new Set();
  let lost = 0; // sockets closed after subscribing, before the end
  let frames = 0; // WebSocket messages the raw sockets received while recording
  let serverClosed = 0;

  /** One visitor socket over raw `ws`: the frames the official client sends, in its order. */
  const openRaw = async (n) => {
    const fingerprint = `bench${n.toString(16).padStart(8, '0')}`;
    const ws = await openNegotiatedSocket(
      api.base,
      `fingerprint=${fingerprint}&scope=sports`,
      (text, t, ws, finish) => {
        if (recording) frames += 1;
        const m = meaningOf(text);
        for (const key of m.keys) record(key, t, false);
        if (m.closed) serverClosed += 1;
        // After the handshake the official client pings once, then invokes.
        if (m.handshake) sendFrames(ws, PING, subscribeFrame(event.id));
        if (m.completion) finish(m.completion === 'ok');
      },
    );
    ws?.on('close', () => {
      if (raw.delete(ws) && recording) lost += 1;
    });
    return ws;
  };

  /** The check: the official client, as the shell builds it, with what it sends recorded. */
  const officialSent = [];
  class RecordingWebSocket extends WebSocket {
    constructor(...args) {
      super(...args);
      officialSent.push((this.frames = []));
    }
    send(data, ...rest) {
      this.frames.push(String(data));
      return super.send(data, ...rest);
    }
  }
  const openOfficial = async (n) => {
    const hub = new HubConnectionBuilder()
      .withUrl(`${api.base}/notify?fingerprint=official${n}&scope=sports`, {
        accessTokenFactory: () => '',
        transport: HttpTransportType.WebSockets,
        WebSocket: RecordingWebSocket,
      })
      .configureLogging(LogLevel.None)
      .build();
    hub.on('NotifyMessage', (cmd, message) => {
      const t = performance.now();
      if (cmd !== 'Sports') return;
      const push = JSON.parse(message);
      if (push.t !== 'odds' || push.eventId !== event.id) return;
      for (const sel of push.selections) {
        if (sel.id === selection.id) record(Math.round(sel.odds * 1000), t, true);
      }
    });
    await hub.start();
    await hub.invoke('SportsSubscribe', [event.id]);
    return hub;
  };

  // --- connect -----------------------------------------------------------------------------------
  // The official client's keep-alive, for the raw sockets: a ping after 15 s of silence
  // (the hub closes a socket it has heard nothing from for 30 s, and connecting takes a while).
  const keepAlive = keepPinging(raw, KEEP_ALIVE_MS);
  const openedAt = performance.now();
  const hubs = [];
  for (let i = 0; i < officialCount; i++) hubs.push(await openOfficial(i));
  const expectedFrames = JSON.stringify([HANDSHAKE, PING, subscribeFrame(event.id)]);
  for (const frames of officialSent) {
    if (JSON.stringify(frames.slice(0, 3)) !== expectedFrames) {
      throw new Error(
        `the raw sockets' frames ${expectedFrames} differ from the official client's ${JSON.stringify(frames)}`,
      );
    }
  }
  let refused = 0;
  for (let i = officialCount; i < clients && Date.now() < deadline - 40_000; i += batch) {
    const opened = await Promise.all(
      Array.from({ length: Math.min(batch, clients - i) }, (_, j) => openRaw(i + j)),
    );
    for (const ws of opened) {
      if (ws) raw.add(ws);
      else refused += 1;
    }
  }
  const connectSeconds = (performance.now() - openedAt) / 1000;
  log(`${raw.size + hubs.length} sockets subscribed in ${round1(connectSeconds)} s`);
  const connected = raw.size + hubs.length;
  const afterConnect = usageOf(api.pid);

  // --- updates -----------------------------------------------------------------------------------
  await delay(500);
  recording = true;
  const sockets = raw.size + hubs.length;
  const before = usageOf(api.pid);
  const loadBefore = os.loadavg()[0];
  const clientCpu = process.cpuUsage();
  const until = Math.min(deadline - 15_000, Date.now() + seconds * 1000);
  const started = performance.now();
  let failures = 0;
  const send = async () => {
    if (updates >= maxUpdates) return;
    const i = updates;
    updates += 1;
    sentAt[i] = performance.now();
    try {
      await post(
        api.base,
        'admin/sports/odds',
        { selectionId: selection.id, odds: (BASE_KEY + i) / 1000 },
        ADMIN,
      );
    } catch {
      failures += 1;
    }
  };
  if (rate > 0) {
    // A steady rate: update i is due at started + i/rate, whatever the previous ones take.
    const inFlight = [];
    while (Date.now() < until) {
      const due = started + (updates * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await delay(wait);
      inFlight.push(send());
    }
    await Promise.all(inFlight);
  } else {
    // Back to back, `concurrency` in flight, as a feed with several live events would send them.
    const worker = async () => {
      while (Date.now() < until) await send();
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
  }
  const sendSeconds = (performance.now() - started) / 1000;
  log(`${updates} updates sent`);
  const expected = () => (updates - failures) * sockets;
  const waitUntil = performance.now() + 10_000;
  while (delivered + lost * updates < expected() && performance.now() < waitUntil) await delay(20);
  const after = usageOf(api.pid);
  const client = process.cpuUsage(clientCpu);
  const windowSeconds = (performance.now() - started) / 1000;
  recording = false;
  clearInterval(keepAlive);

  const sorted = latencies.subarray(0, delivered).sort();
  officialLatencies.sort((a, b) => a - b);
  let reachedAll = 0;
  for (let i = 0; i < updates; i++) if (perUpdate[i] === sockets) reachedAll += 1;
  for (const ws of raw) ws.terminate();
  await Promise.all(hubs.map((h) => h.stop()));
  result = {
    clients,
    officialClients: hubs.length,
    mode: rate > 0 ? `steady ${rate} updates/s` : `back to back, ${concurrency} in flight`,
    connected,
    refused,
    connectSeconds: round1(connectSeconds),
    updates,
    updateFailures: failures,
    updatesPerSecond: round1(updates / sendSeconds),
    updatesReachingEverySocket: reachedAll,
    delivered,
    expected: expected(),
    socketsLostDuringUpdates: lost,
    closedByServer: serverClosed,
    deliveriesPerSecond: Math.round(delivered / windowSeconds),
    // Above 1 when the hub sent several pushes to a socket in one frame (one event-loop turn).
    pushesPerFrame: round1((delivered - officialLatencies.length) / frames),
    latencyMs: latencySummary(sorted),
    officialClientLatencyMs: latencySummary(officialLatencies),
    rawFramesMatchOfficialClient: officialCount > 0,
    api: {
      rssMBIdle: idle.rssMB,
      rssMBConnected: afterConnect.rssMB,
      rssMBAfterUpdates: after.rssMB,
      peakRssMB: after.peakRssMB,
      cpuSharePerSecondDuringUpdates: round1(
        (after.cpuSeconds - before.cpuSeconds) / windowSeconds,
      ),
    },
    // The machine is shared: its 1-minute load average before and after the updates (2 cores).
    machine: {
      cpus: os.cpus().length,
      loadAverage: [round1(loadBefore), round1(os.loadavg()[0])],
    },
    benchCpuSharePerSecondDuringUpdates: round1(
      (client.user + client.system) / 1e6 / windowSeconds,
    ),
    fileLimit: { soft: fileLimit.soft, hard: fileLimit.hard, api: api.nofile },
  };
} finally {
  await api.stop();
}

const p99 = result.latencyMs.p99;
const complete = result.delivered === result.expected && result.connected === clients;
const budgets = [
  {
    figure: `sports odds pushes to ${result.connected} subscribed sockets (${result.mode})`,
    budget: `${clients} sockets, every push delivered`,
    measured: `${result.connected} sockets, ${result.delivered}/${result.expected} delivered, ${result.updatesPerSecond} updates/s`,
    pass: complete,
  },
  {
    figure: `sports odds push p99 delivery latency at ${result.connected} sockets`,
    budget: '≤ 500 ms',
    measured: p99 === null ? 'none delivered' : `${p99} ms`,
    pass: p99 !== null && p99 <= 500 && complete,
  },
];
fs.mkdirSync(path.dirname(outFile), { recursive: true });
fs.writeFileSync(
  outFile,
  `${JSON.stringify({ measuredAt: new Date().toISOString(), result, budgets }, null, 2)}\n`,
);
console.log(JSON.stringify(result, null, 2));
