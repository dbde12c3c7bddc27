#!/usr/bin/env node
// Casino lobby benchmark (not a test): what a phone downloads to show `/casino/slot` — the
// JavaScript and the pictures, as transferred (compressed, headers included), from the production
// build behind the project's nginx (the stack of `npm run serve`, free ports, fresh database).
//
//   1. First view: a cold phone-sized page opens /casino/slot and waits until the network is idle;
//      scripts and pictures are summed from Chromium's own network events (encodedDataLength).
//   2. Whole lobby: the page is then scrolled to its end so every lazy-loaded game picture loads.
//   The biggest game picture is named too (the catalogue's pictures are generated SVGs of a few
//   KB each, issue rule: "no binary blobs over a few KB each").
//
// Writes bench/results/casino-lobby.json (with a `budgets` list that scripts/bench.mjs prints).
// Needs a production build (`npm run build`) and Chromium (CHROME_PATH, default /usr/bin/chromium).
//
//   npx tsx bench/web/casino-lobby-bench.mjs     # or: npm run bench -- lobby
//   BENCH_LOBBY_RUNS=3 BENCH_LOBBY_PATH=/casino/live
import fs from 'node:fs';
import path from 'node:path';
import {
  jsBudgets,
  kb,
  launchChrome,
  median,
  PHONE,
  root,
  startBenchStack,
} from '../lib/browser-bench.mjs';

const outFile = path.join(root, 'bench', 'results', 'casino-lobby.json');
const runs = Number(process.env.BENCH_LOBBY_RUNS ?? 3);
const lobbyPath = process.env.BENCH_LOBBY_PATH ?? '/casino/slot';
const BUDGET = {
  jsKb: jsBudgets.bench.casinoLobbyJsKb,
  firstPicturesKb: 40,
  allPicturesKb: 100,
  pictureKb: 8,
};

const stack = await startBenchStack('lobby-bench', 'bench-lobby-servers.log');
// The browser opens the edge it would meet (TLS with HTTP/2 by default: bench/lib/browser-bench.mjs).
const base = stack.pageUrl;

/** One cold visit: bytes per request, by Chromium's resource type, before and after scrolling. */
async function visit(browser) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    await page.setViewport(PHONE);
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const requests = new Map();
    cdp.on('Network.responseReceived', (e) =>
      requests.set(e.requestId, { url: e.response.url, type: e.type, bytes: 0 }),
    );
    cdp.on('Network.loadingFinished', (e) => {
      const r = requests.get(e.requestId);
      if (r) r.bytes = e.encodedDataLength;
    });
    const sum = (type) =>
      [...requests.values()].filter((r) => r.type === type).reduce((a, r) => a + r.bytes, 0);
    const count = (type) => [...requests.values()].filter((r) => r.type === type).length;

    await page.goto(`${base}${lobbyPath}`, { waitUntil: 'networkidle0', timeout: 60_000 });
    const first = { js: sum('Script'), jsFiles: count('Script'), pictures: sum('Image') };
    first.pictureFiles = count('Image');
    // Scroll to the end, a screen at a time, so every lazy picture is asked for.
    for (let i = 0; i < 40; i += 1) {
      const done = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      });
      await new Promise((r) => setTimeout(r, 150));
      if (done) break;
    }
    await page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 }).catch(() => {});
    const games = [...requests.values()].filter(
      (r) => r.type === 'Image' && /\/media\/game-/.test(r.url),
    );
    const biggest = games.sort((a, b) => b.bytes - a.bytes)[0];
    return {
      first,
      all: { js: sum('Script'), pictures: sum('Image'), pictureFiles: count('Image') },
      gamePictures: games.length,
      biggestGamePicture: biggest
        ? { url: new URL(biggest.url).pathname, bytes: biggest.bytes }
        : null,
      scripts: [...requests.values()]
        .filter((r) => r.type === 'Script')
        .sort((a, b) => b.bytes - a.bytes)
        .slice(0, 6)
        .map((r) => ({ url: new URL(r.url).pathname, kb: kb(r.bytes) })),
    };
  } finally {
    await context.close();
  }
}

let chrome;
let browser;
const all = [];
try {
  ({ chrome, browser } = await launchChrome());
  for (let i = 0; i < runs; i += 1) {
    const run = await visit(browser);
    console.log(
      `[lobby-bench] run ${i + 1}: JS ${kb(run.first.js)} KB in ${run.first.jsFiles} scripts; pictures ${kb(run.first.pictures)} KB first view, ${kb(run.all.pictures)} KB whole lobby (${run.all.pictureFiles} files)`,
    );
    all.push(run);
  }
} finally {
  await browser?.disconnect().catch(() => {});
  await chrome?.kill();
  await stack.stop();
}

const m = {
  jsKb: kb(median(all.map((r) => r.first.js))),
  firstPicturesKb: kb(median(all.map((r) => r.first.pictures))),
  allPicturesKb: kb(median(all.map((r) => r.all.pictures))),
  biggestGamePictureKb: kb(Math.max(...all.map((r) => r.biggestGamePicture?.bytes ?? 0))),
};
const last = all[all.length - 1];
const report = {
  measuredAt: new Date().toISOString(),
  page: lobbyPath,
  runs,
  median: m,
  biggestGamePicture: last.biggestGamePicture,
  gamePictures: last.gamePictures,
  topScripts: last.scripts,
  budgets: [
    {
      figure: `${lobbyPath} JS (phone, transferred)`,
      budget: `≤ ${BUDGET.jsKb} KB`,
      measured: `${m.jsKb} KB`,
      pass: m.jsKb <= BUDGET.jsKb,
    },
    {
      figure: `${lobbyPath} pictures, first view`,
      budget: `≤ ${BUDGET.firstPicturesKb} KB`,
      measured: `${m.firstPicturesKb} KB`,
      pass: m.firstPicturesKb <= BUDGET.firstPicturesKb,
    },
    {
      figure: `${lobbyPath} pictures, whole lobby scrolled`,
      budget: `≤ ${BUDGET.allPicturesKb} KB`,
      measured: `${m.allPicturesKb} KB`,
      pass: m.allPicturesKb <= BUDGET.allPicturesKb,
    },
    {
      figure: 'biggest game picture',
      budget: `≤ ${BUDGET.pictureKb} KB`,
      measured: `${m.biggestGamePictureKb} KB`,
      pass: m.biggestGamePictureKb <= BUDGET.pictureKb,
    },
  ],
};
fs.mkdirSync(path.dirname(outFile), { recursive: true });
fs.writeFileSync(outFile, `${JSON.stringify(report, null, 2)}\n`);
console.log(`[lobby-bench] wrote ${path.relative(root, outFile)}`);
process.exit(0);
