#!/usr/bin/env node
// Game start benchmark (not a test): how long a phone waits between tapping a slot's tile and
// being able to spin — the built-in provider's game framed by the site, from the production build
// behind the project's nginx (the stack of `npm run serve`, free ports, fresh database).
//
//   A registered player (the test kit's builder; a spin button needs no balance to be enabled —
//   it is enabled when the game is idle, a refused stake is answered at the spin) on a 390×844
//   phone, throttled as Lighthouse's mobile preset: slow 4G (150 ms round trip, 1.6 Mbps down,
//   750 kbps up, over the DevTools protocol's Network.emulateNetworkConditions) and a 4× CPU
//   slowdown (Emulation.setCPUThrottlingRate). Both are set on the page's target; the game's
//   frame is on the site's origin, so it is rendered in the page's process and its requests go
//   through the same network agent (the run checks that no out-of-process frame target appears).
//
//   cold: a new browser context (empty cache) opens /casino/slot, waits until the network is
//         idle, taps the first slot tile (found by its name) and times until the game's Spin
//         button is enabled inside the frame.
//   warm: the same context closes the game and taps the same tile again (the provider's files
//         are in the HTTP cache; a new game session is launched).
//   Per phase, from the tap: the player shown (dialog), the launch call's answer, the frame's
//   document requested, its DOMContentLoaded, the session's state in hand (its own call's answer,
//   or the page's when the page carries it), Spin enabled.
//   Median of BENCH_GAME_RUNS (3) cold runs, each with its warm tap.
//
// Writes bench/results/game-start.json (with a `budgets` list that bench/run.mjs prints).
// Needs a production build (`npm run build`) and Chromium (CHROME_PATH, default /usr/bin/chromium).
//
//   npx tsx bench/web/game-start-bench.mjs     # or: npm run bench -- game-start
//   BENCH_GAME_RUNS=5 BENCH_GAME_OUT=/tmp/game-start.json BENCH_GAME_THROTTLE=0 (no throttling)
import fs from 'node:fs';
import path from 'node:path';
import {
  launchChrome,
  loggedInAuthData,
  median,
  root,
  startBenchStack,
} from '../lib/browser-bench.mjs';

const outFile =
  process.env.BENCH_GAME_OUT || path.join(root, 'bench', 'results', 'game-start.json');
const runs = Number(process.env.BENCH_GAME_RUNS ?? 3);
const throttle = process.env.BENCH_GAME_THROTTLE !== '0';
const LOBBY = '/casino/slot';
const BUDGET_MS = 2000;
const FIGURE = 'tile tap → first spin possible (phone, slow 4G, 4× CPU)';
/** A phone in portrait (iPhone 12–15's CSS viewport): below the 992 px breakpoint, so the game
 * opens in the player dialog (spec §4). */
const PHONE = { width: 390, height: 844, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
/** Lighthouse's mobile preset (slow 4G, "simulate" values applied here as real throttling). */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
const SPIN_LABEL = 'Spin';

const stack = await startBenchStack('game-start-bench', 'bench-game-start-servers.log');
// node's own requests go to the plain listener; the browser opens the edge it would meet (TLS
// with HTTP/2 by default: bench/lib/browser-bench.mjs).
const base = stack.url;
const pageBase = stack.pageUrl;

/** The built-in provider's slots, by name (its game list, as an operator reads it). */
async function providerSlotNames() {
  const response = await fetch(`${base}/provider/games/games`);
  const { games } = await response.json();
  return new Set(games.filter((g) => g.kind === 'slot').map((g) => g.name));
}
const slotNames = await providerSlotNames();

const round = (ms) => (ms === null || ms === undefined ? null : Math.round(ms));

/**
 * The network's requests with their wall-clock start and end (the protocol's timestamps are
 * monotonic seconds; `wallTime` on the first event gives the offset to the epoch).
 */
function recordRequests(cdp) {
  const requests = new Map();
  let offsetMs = null;
  const wall = (ts) => (offsetMs === null ? null : ts * 1000 + offsetMs);
  cdp.on('Network.requestWillBeSent', (e) => {
    if (offsetMs === null) offsetMs = e.wallTime * 1000 - e.timestamp * 1000;
    requests.set(e.requestId, {
      url: e.request.url,
      method: e.request.method,
      type: e.type,
      start: wall(e.timestamp),
      end: null,
      bytes: 0,
      fromCache: false,
    });
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.fromCache = true;
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r && e.response.fromDiskCache) r.fromCache = true;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) {
      r.end = wall(e.timestamp);
      r.bytes = e.encodedDataLength;
    }
  });
  return requests;
}

/** The game's frame once its document is the provider's play page. */
async function gameFrame(page, timeout) {
  return page.waitForFrame((f) => /\/provider\/games\/play\//.test(f.url()), { timeout });
}

/** Resolves with the wall-clock time (the frame's own clock) at which Spin became enabled. */
async function spinEnabledAt(page, label, timeout) {
  const until = Date.now() + timeout;
  for (;;) {
    const frame = await gameFrame(page, Math.max(1, until - Date.now()));
    try {
      const handle = await frame.waitForFunction(
        (name) => {
          const spin = [...document.querySelectorAll('button')].find(
            (b) => b.textContent?.trim() === name,
          );
          return spin && !spin.disabled ? performance.timeOrigin + performance.now() : false;
        },
        { polling: 'mutation', timeout: Math.max(1, until - Date.now()) },
        label,
      );
      const at = await handle.jsonValue();
      const dcl = await frame.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0];
        return nav ? performance.timeOrigin + nav.domContentLoadedEventEnd : null;
      });
      const embedded = await frame.evaluate(() => document.getElementById('game-state') !== null);
      return { at, dcl, embedded };
    } catch (error) {
      if (Date.now() >= until) {
        const text = await frame.evaluate(() => document.body.innerText).catch(() => '');
        throw new Error(`no enabled ${label} button in the game's frame: ${text.slice(0, 400)}`, {
          cause: error,
        });
      }
      // The frame was replaced (a relaunch) while waiting: wait for the new one.
      if (!/detached|destroyed|navigat/i.test(String(error))) throw error;
    }
  }
}

/** One tap on the tile: the phases, in ms from the tap. */
async function tapToSpin(page, requests, tileName) {
  // The player shown: observed in the page, on its own clock.
  await page.evaluate(() => {
    window.__gameStart = {};
    const seen = () => {
      const s = window.__gameStart;
      const now = performance.timeOrigin + performance.now();
      if (!s.player && document.querySelector('[data-testid="game-player"]')) s.player = now;
      if (!s.iframe && document.querySelector('[data-testid="game-player"] iframe')) s.iframe = now;
    };
    new MutationObserver(seen).observe(document.body, { childList: true, subtree: true });
  });
  const before = new Set(requests.keys());
  const tile = await page.waitForSelector(`::-p-aria(Play ${tileName})`, { timeout: 30_000 });
  const tapAt = await page.evaluate(() => performance.timeOrigin + performance.now());
  await tile.tap();
  const spin = await spinEnabledAt(page, SPIN_LABEL, 60_000);
  const { embedded } = spin;
  const marks = await page.evaluate(() => window.__gameStart);
  const fresh = [...requests.entries()].filter(([id]) => !before.has(id)).map(([, r]) => r);
  const first = (test) => fresh.filter(test).sort((a, b) => a.start - b.start)[0];
  const launch = first((r) => r.method === 'POST' && /\/api\/.*launch/i.test(r.url));
  const doc = first((r) => r.type === 'Document' && /\/provider\/games\/play\//.test(r.url));
  const state = first((r) => /\/provider\/games\/api\/state/.test(r.url));
  const since = (t) => (t ? round(t - tapAt) : null);
  const providerFiles = fresh.filter((r) => /\/provider\/games\/static\//.test(r.url));
  return {
    playerShownMs: since(marks.player),
    launchAnsweredMs: since(launch?.end),
    frameRequestedMs: since(doc?.start),
    frameDomContentLoadedMs: since(spin.dcl),
    // The session's state: its own call, or the frame's page when the page carries it.
    sessionReadyMs: since(state?.end ?? (embedded ? doc?.end : null)),
    spinEnabledMs: since(spin.at),
    providerFiles: providerFiles.map((r) => ({
      path: new URL(r.url).pathname,
      fromCache: r.fromCache,
      bytes: r.bytes,
      ms: r.end && r.start ? round(r.end - r.start) : null,
    })),
  };
}

/** One cold visit (new context) with its cold tap, then a warm tap on the same tile. */
async function visit(browser, auth) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    await page.setViewport(PHONE);
    await page.evaluateOnNewDocument((data) => {
      localStorage.setItem('authData', JSON.stringify(data));
      localStorage.setItem('lang', 'en');
    }, auth);
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    const requests = recordRequests(cdp);
    if (throttle) {
      await cdp.send('Network.emulateNetworkConditions', NETWORK);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    }
    await page.goto(`${pageBase}${LOBBY}`, { waitUntil: 'load', timeout: 120_000 });
    // The first tile of the lobby that is one of the provider's slots, by its visible name.
    await page.waitForSelector('.casino-card__open .casino-card__name', { timeout: 60_000 });
    const names = await page.$$eval('.casino-card__open .casino-card__name', (list) =>
      list.map((n) => (n.textContent ?? '').trim()),
    );
    const tileName = names.find((n) => slotNames.has(n));
    if (!tileName) throw new Error(`no slot among the lobby's tiles: ${names.join(', ')}`);
    // Idle: nothing asked for in 2 s (what the lobby fetches after its load, at the lowest
    // priority, included — a player looks at the lobby for longer than that before a tap).
    await page.waitForNetworkIdle({ idleTime: 2000, timeout: 60_000 }).catch(() => {});
    const cold = await tapToSpin(page, requests, tileName);
    // An out-of-process frame would be a target of its own, with no throttling of its own.
    const outOfProcess = context
      .targets()
      .filter((t) => t.type() !== 'page' && /\/provider\/games\//.test(t.url()));
    if (process.env.BENCH_GAME_DEBUG) {
      console.log(context.targets().map((t) => `${t.type()} ${t.url()}`));
    }

    // Close the player (its close button) and open the same game again.
    await page.click('::-p-aria(Close)');
    await page.waitForSelector('[data-testid="game-player"]', { hidden: true, timeout: 30_000 });
    await page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 }).catch(() => {});
    const warm = await tapToSpin(page, requests, tileName);
    return { tileName, cold, warm, outOfProcessFrames: outOfProcess.length };
  } finally {
    await context.close();
  }
}

const PHASES = [
  ['playerShownMs', 'player shown'],
  ['launchAnsweredMs', 'launch answered'],
  ['frameRequestedMs', 'frame requested'],
  ['frameDomContentLoadedMs', 'frame DOMContentLoaded'],
  ['sessionReadyMs', 'session ready'],
  ['spinEnabledMs', 'Spin enabled'],
];
const medianOf = (list, key) => {
  const values = list.map((r) => r[key]).filter((v) => typeof v === 'number');
  return values.length ? median(values) : null;
};
const phasesLine = (r) => PHASES.map(([k, name]) => `${name} ${r[k] ?? '—'}`).join(', ');

let chrome;
let browser;
const all = [];
try {
  ({ chrome, browser } = await launchChrome());
  const auth = await loggedInAuthData(base);
  for (let i = 0; i < runs; i += 1) {
    const run = await visit(browser, auth);
    console.log(`[game-start-bench] run ${i + 1} (${run.tileName}) cold: ${phasesLine(run.cold)}`);
    console.log(`[game-start-bench] run ${i + 1} (${run.tileName}) warm: ${phasesLine(run.warm)}`);
    if (run.outOfProcessFrames) {
      console.warn('[game-start-bench] the game frame ran out of process: its CPU was not slowed');
    }
    all.push(run);
  }
} finally {
  await browser?.disconnect().catch(() => {});
  await chrome?.kill();
  await stack.stop();
}

const summary = (kind) =>
  Object.fromEntries(
    PHASES.map(([k]) => [
      k,
      medianOf(
        all.map((r) => r[kind]),
        k,
      ),
    ]),
  );
const cold = summary('cold');
const warm = summary('warm');
const report = {
  measuredAt: new Date().toISOString(),
  lobby: LOBBY,
  tile: all[0]?.tileName ?? null,
  runs,
  throttling: throttle
    ? { latencyMs: 150, downKbps: 1600, upKbps: 750, cpuSlowdown: CPU_SLOWDOWN }
    : null,
  viewport: PHONE,
  median: { cold, warm },
  coldProviderFiles: all[all.length - 1]?.cold.providerFiles ?? [],
  warmProviderFiles: all[all.length - 1]?.warm.providerFiles ?? [],
  all: all.map(({ tileName, cold: c, warm: w }) => ({
    tileName,
    cold: Object.fromEntries(PHASES.map(([k]) => [k, c[k]])),
    warm: Object.fromEntries(PHASES.map(([k]) => [k, w[k]])),
  })),
  budgets: [
    {
      figure: FIGURE,
      budget: `≤ ${BUDGET_MS} ms`,
      measured: `${cold.spinEnabledMs} ms (warm ${warm.spinEnabledMs} ms)`,
      pass: throttle && cold.spinEnabledMs !== null ? cold.spinEnabledMs <= BUDGET_MS : null,
    },
  ],
};
console.log(`[game-start-bench] median cold: ${phasesLine(cold)}`);
console.log(`[game-start-bench] median warm: ${phasesLine(warm)}`);
fs.mkdirSync(path.dirname(outFile), { recursive: true });
fs.writeFileSync(outFile, `${JSON.stringify(report, null, 2)}\n`);
console.log(`[game-start-bench] wrote ${path.relative(root, outFile)}`);
process.exit(0);
