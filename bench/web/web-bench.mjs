#!/usr/bin/env node
// Web benchmark (not a test): the production build behind the project's nginx (the stack of
// `npm run serve`, on free ports and a fresh database), measured from Chromium as a phone sees it.
//
//   1. Lighthouse 12 (mobile preset, default simulated throttling), BENCH_RUNS runs per page,
//      median by performance score: `/`, `/casino/slot`, `/spor`, `/promotions`, and `/dashboard`
//      for a logged-in player. Score, LCP, TBT, CLS, JS transferred, LCP element.
//   2. JS before home is idle at phone size, counted from Lighthouse's network records of `/`
//      (transfer sizes, as the browser downloads them), with the biggest scripts named.
//   3. First visit of each remote after home: a fresh phone-sized browser context opens `/`,
//      waits until it is idle, clicks the menu link, and times until the remote's page heading is
//      visible (median of BENCH_VISITS).
//
// Writes bench/results/web.json (with a `budgets` list that scripts/bench.mjs prints).
// Needs a production build (`npm run build`) and Chromium (CHROME_PATH, default /usr/bin/chromium).
//
//   npx tsx bench/web/web-bench.mjs      # or: npm run bench
//   BENCH_RUNS=3 BENCH_VISITS=5 BENCH_PAGES=/,/spor BENCH_WEB_OUT=/tmp/web.json
//   BENCH_LHR_DIR=/tmp/lhr   also keep each run's whole Lighthouse report there
//   BENCH_TRACE_DIR=/tmp/tr  and each run's trace (open it in DevTools › Performance)
//   BENCH_TLS=0              the plain HTTP/1.1 edge; by default the edge ends TLS with HTTP/2
//                            and the pages are opened over https (lib/browser-bench.mjs: a
//                            throwaway self-signed certificate)
//   BENCH_LANTERN=1          print what each run's simulated LCP is made of, by when it ends
//                            (lib/lantern-path.mjs: what Lighthouse replays, and what ends last)
import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import {
  jsBudgets,
  kb,
  launchChrome,
  loggedInAuthData,
  median,
  PHONE,
  root,
  startBenchStack,
} from '../lib/browser-bench.mjs';
import { lanternPath } from '../lib/lantern-path.mjs';

const outFile = process.env.BENCH_WEB_OUT || path.join(root, 'bench', 'results', 'web.json');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const visits = Number(process.env.BENCH_VISITS ?? 5);
const pages = (process.env.BENCH_PAGES ?? '/,/casino/slot,/spor,/promotions,/dashboard').split(',');

const BUDGET = {
  performance: 90,
  performanceHome: 95,
  // The second performance round's budgets: a visitor's pages draw their largest paint within
  // 1.8 s, a logged-in player's /dashboard within 2.2 s; TBT the median of 3 on an idle machine.
  lcpMs: 1800,
  lcpLoggedInMs: 2200,
  tbtMs: 100,
  cls: 0.05,
  jsKb: jsBudgets.bench.jsBeforeHomeIdleKb,
  remoteMs: 300,
};

const shortUrl = (url) => new URL(url).pathname;

const stack = await startBenchStack('web-bench', 'bench-servers.log');
// The browser's origin (https, or http with BENCH_TLS=0); node's own requests go to the plain listener.
const base = stack.pageUrl;

async function lighthouseRun(chrome, browser, url, auth) {
  const flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  };
  if (auth) {
    // Lighthouse resets storage before a run; for the logged-in page the session is written
    // first and the reset skipped, with the HTTP cache cleared by hand so the run stays cold.
    const page = await browser.newPage();
    await page.goto(`${base}/healthz`);
    await page.evaluate((data) => localStorage.setItem('authData', JSON.stringify(data)), auth);
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await page.close();
    flags.disableStorageReset = true;
  }
  const result = await lighthouse(url, flags);
  const lhr = result.lhr;
  const audits = lhr.audits;
  const requests = audits['network-requests']?.details?.items ?? [];
  const scripts = requests
    .filter((r) => r.resourceType === 'Script')
    .map((r) => ({
      url: shortUrl(r.url),
      transferBytes: r.transferSize ?? 0,
      rawBytes: r.resourceSize ?? 0,
    }))
    .sort((a, b) => b.transferBytes - a.transferBytes);
  const lcpTables = audits['largest-contentful-paint-element']?.details?.items ?? [];
  const lcpElement = lcpTables[0]?.items?.[0]?.node;
  // Where the LCP's time goes (TTFB, load delay, load time, render delay), as Lighthouse splits it.
  const lcpPhases = Object.fromEntries(
    (lcpTables[1]?.items ?? []).map((p) => [p.phase, Math.round(p.timing)]),
  );
  const stem = `${new URL(url).pathname.replace(/\W+/g, '_') || 'home'}-${Date.now()}`;
  const keep = (dir, name, data) => {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, name), JSON.stringify(data));
  };
  if (process.env.BENCH_LHR_DIR) keep(process.env.BENCH_LHR_DIR, `${stem}.json`, lhr);
  if (process.env.BENCH_TRACE_DIR && result.artifacts?.Trace) {
    keep(process.env.BENCH_TRACE_DIR, `${stem}.trace.json`, result.artifacts.Trace);
  }
  if (process.env.BENCH_LANTERN) {
    const { lcpMs, nodes } = await lanternPath(result);
    console.log(`[web-bench] ${shortUrl(url)}: simulated LCP ${lcpMs} ms, the work before it:`);
    for (const n of nodes)
      console.log(
        `  ${String(n.startMs).padStart(5)} → ${String(n.endMs).padStart(5)} ms  ${n.what}`,
      );
  }
  return {
    finalUrl: lhr.finalDisplayedUrl,
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    cls: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
    fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
    jsTransferKb: kb(scripts.reduce((a, s) => a + s.transferBytes, 0)),
    scripts,
    lcpElement: lcpElement ? (lcpElement.snippet ?? lcpElement.selector) : null,
    lcpPhases,
  };
}

/** Median run by performance score (the run's other figures come with it). */
function medianRun(list) {
  const sorted = [...list].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)];
}

const MENU = [
  { remote: 'casino', href: '/casino/slot', route: 'casino.slot' },
  { remote: 'sports', href: '/spor', route: 'spor' },
];

async function firstVisit(browser, { href, route }) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    await page.setViewport(PHONE);
    await page.goto(`${base}/`, { waitUntil: 'networkidle0' });
    const link = await page.waitForSelector(`a[href="${href}"]`, { timeout: 10_000 });
    // The remote's own heading, not the frame the shell draws while the remote comes.
    const heading = `[data-route="${route}"] .page:not(.remote-page-frame) h1`;
    const t0 = await page.evaluate(() => performance.now());
    await page.evaluate((el) => el.click(), link);
    await page.waitForFunction(
      (selector) => {
        const el = document.querySelector(selector);
        return el && el.getBoundingClientRect().height > 0;
      },
      { polling: 'raf', timeout: 15_000 },
      heading,
    );
    const t1 = await page.evaluate(() => performance.now());
    return Math.round(t1 - t0);
  } finally {
    await context.close();
  }
}

let chrome;
let browser;
const report = {
  measuredAt: new Date().toISOString(),
  runs,
  visits,
  edge: new URL(base).protocol === 'https:' ? 'TLS, HTTP/2' : 'HTTP/1.1',
  lighthouse: {},
  remotes: {},
};
const budgets = [];
try {
  ({ chrome, browser } = await launchChrome());
  const auth = pages.includes('/dashboard') ? await loggedInAuthData(stack.url) : null;

  for (const page of pages) {
    const all = [];
    for (let i = 0; i < runs; i += 1) {
      const run = await lighthouseRun(
        chrome,
        browser,
        `${base}${page}`,
        page === '/dashboard' ? auth : null,
      );
      console.log(
        `[web-bench] ${page} run ${i + 1}: perf ${run.performance}, LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms, CLS ${run.cls}, JS ${run.jsTransferKb} KB`,
      );
      all.push(run);
    }
    const m = medianRun(all);
    report.lighthouse[page] = { median: m, runs: all.map(({ scripts: _s, ...rest }) => rest) };
    const minScore = page === '/' ? BUDGET.performanceHome : BUDGET.performance;
    const lcpBudget = page === '/dashboard' ? BUDGET.lcpLoggedInMs : BUDGET.lcpMs;
    const tbtMs = median(all.map((run) => run.tbtMs));
    budgets.push(
      {
        figure: `${page} performance`,
        budget: `≥ ${minScore}`,
        measured: `${m.performance}`,
        pass: m.performance >= minScore,
      },
      {
        figure: `${page} LCP`,
        budget: `≤ ${lcpBudget} ms`,
        measured: `${m.lcpMs} ms`,
        pass: m.lcpMs <= lcpBudget,
      },
      {
        figure: `${page} TBT`,
        // The median of the runs' own TBT (the run with the median score may have another).
        budget: `≤ ${BUDGET.tbtMs} ms (median of ${all.length})`,
        measured: `${tbtMs} ms`,
        pass: tbtMs <= BUDGET.tbtMs,
      },
      {
        figure: `${page} CLS`,
        budget: `≤ ${BUDGET.cls}`,
        measured: `${m.cls}`,
        pass: m.cls <= BUDGET.cls,
      },
    );
  }

  const home = report.lighthouse['/']?.median;
  if (home) {
    report.jsBeforeIdle = {
      transferKb: home.jsTransferKb,
      scripts: home.scripts.length,
      top: home.scripts.slice(0, 8).map((s) => ({ ...s, transferKb: kb(s.transferBytes) })),
    };
    budgets.push({
      figure: `JS before home is idle (phone, ${home.scripts.length} scripts)`,
      budget: `≤ ${BUDGET.jsKb} KB`,
      measured: `${home.jsTransferKb} KB`,
      pass: home.jsTransferKb <= BUDGET.jsKb,
    });
    console.log('[web-bench] biggest scripts on `/`:');
    for (const s of report.jsBeforeIdle.top) console.log(`  ${s.transferKb} KB  ${s.url}`);
  }

  for (const entry of MENU) {
    const times = [];
    for (let i = 0; i < visits; i += 1) times.push(await firstVisit(browser, entry));
    const m = median(times);
    report.remotes[entry.remote] = { medianMs: m, times };
    console.log(`[web-bench] first visit of ${entry.remote} after home: ${times.join(', ')} ms`);
    budgets.push({
      figure: `first visit of ${entry.remote} after home`,
      budget: `≤ ${BUDGET.remoteMs} ms`,
      measured: `${m} ms`,
      pass: m <= BUDGET.remoteMs,
    });
  }
} finally {
  await browser?.disconnect().catch(() => {});
  await chrome?.kill();
  await stack.stop();
}

report.budgets = budgets;
fs.mkdirSync(path.dirname(outFile), { recursive: true });
fs.writeFileSync(outFile, `${JSON.stringify(report, null, 2)}\n`);
console.log(`[web-bench] wrote ${path.relative(root, outFile)}`);
process.exit(0);
