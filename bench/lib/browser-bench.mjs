// What the browser benchmarks share (web-bench, casino-lobby-bench, game-start-bench): the
// production stack behind the project's nginx on free ports and a fresh database, a registered
// player for a logged-in page, and Chromium from the OS driven over the DevTools protocol. Not itself a benchmark (scripts/bench.mjs runs only the files directly
// in bench/).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { chooseStackPorts, freePort } from '#scripts/lib/ports.mjs';
import { missingDists } from '#scripts/lib/nginx.mjs';
import { setChildOutput } from '#scripts/lib/processes.mjs';
import { startStack } from '#scripts/lib/stack.mjs';
import { throwawayCertificate } from '#scripts/lib/throwaway-cert.mjs';
import { registerPlayer } from './register-player.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
/**
 * By default the edge terminates TLS with HTTP/2 (docs/ops.md › TLS at the edge) on a throwaway
 * self-signed certificate, and the browser opens the pages over https: a phone reaches every
 * deployment that way (the Ingress, or the edge itself), never over plain HTTP/1.1, whose six
 * connections per host the simulated phone would otherwise queue for (bench/README.md › Ninth
 * round, HTTP/2 at the edge). BENCH_TLS=0: the plain HTTP/1.1 edge, as rounds one to eight measured.
 */
export const benchTls = process.env.BENCH_TLS !== '0';
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The bench's certificate is self-signed for 127.0.0.1 and lives for one run.
  ...(benchTls ? ['--ignore-certificate-errors'] : []),
];
/** A phone's CSS viewport (Lighthouse's mobile preset uses the Moto G Power: 412×823). */
export const PHONE = {
  width: 412,
  height: 823,
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

export const kb = (bytes) => Math.round(bytes / 100) / 10;

/**
 * The phone's JavaScript budgets (bench/web/js-budgets.json): `bench` for these benches, `guard`
 * for the CI guard that reads the same file (e2e/specs/js-budgets.spec.ts).
 */
export const jsBudgets = JSON.parse(
  fs.readFileSync(path.join(root, 'bench', 'web', 'js-budgets.json'), 'utf8'),
);
export const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

/** A throwaway certificate in a fresh temp dir (never in the repo), removed with the stack. */
function benchCertificate() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oyna-bench-tls-'));
  try {
    return { dir, ...throwawayCertificate(dir) };
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(
      "openssl could not make the bench's certificate (BENCH_TLS=0 runs without TLS)",
      { cause: error },
    );
  }
}

/**
 * Checks that Chromium and a production build are there (exits with a message otherwise), then
 * starts the stack of `npm run serve` with its servers' output in `node_modules/.cache/oyna/<log>`.
 * `url` is the edge's plain HTTP listener (for requests made from node: registration, fetches);
 * `pageUrl` is what the browser opens — the TLS listener over HTTP/2, or `url` with BENCH_TLS=0.
 */
export async function startBenchStack(tag, log) {
  if (!fs.existsSync(chromePath)) {
    console.error(`[${tag}] no Chromium at ${chromePath} (set CHROME_PATH)`);
    process.exit(1);
  }
  if (missingDists().length) {
    console.error(`[${tag}] no production build for ${missingDists().join(', ')}: npm run build`);
    process.exit(1);
  }
  const logPath = path.join(root, 'node_modules', '.cache', 'oyna', log);
  fs.mkdirSync(path.dirname(logPath), { recursive: true });
  setChildOutput(fs.createWriteStream(logPath, { flags: 'w' }));
  const portVars = { edge: 'BENCH_EDGE_PORT', api: 'BENCH_API_PORT' };
  // The edge reads its TLS listener from the environment, as `npm run serve` does
  // (scripts/lib/nginx.mjs › edgeTlsFromEnv).
  const tls = benchTls ? benchCertificate() : null;
  let tlsPort = 0;
  if (tls) {
    tlsPort = await freePort();
    Object.assign(process.env, {
      EDGE_TLS_CERT: tls.cert,
      EDGE_TLS_KEY: tls.key,
      EDGE_TLS_LISTEN: `127.0.0.1:${tlsPort}`,
    });
  }
  const started = await startStack({
    fresh: true,
    apiNodeEnv: 'development',
    // Every page is opened from 127.0.0.1: the per-address budget would throttle the run.
    apiEnv: { RATE_LIMIT_MAX: '100000' },
    ports: await chooseStackPorts({ edgeVar: portVars.edge, apiVar: portVars.api }),
    portVars,
  });
  const stack = {
    ...started,
    pageUrl: tls ? `https://127.0.0.1:${tlsPort}` : started.url,
    stop: async () => {
      await started.stop();
      if (tls) fs.rmSync(tls.dir, { recursive: true, force: true });
    },
  };
  console.log(
    `[${tag}] stack on ${stack.pageUrl}${tls ? ' (TLS, HTTP/2)' : ''} (servers' output: ${logPath})`,
  );
  return stack;
}

/** A player registered at `base`: its stored auth data (spec §3 `authData`), for a logged-in page. */
export async function loggedInAuthData(base) {
  return (await registerPlayer(base, { headers: { 'x-fingerprint': 'bench' } })).data;
}

/** Chromium from the OS, and puppeteer connected to it. */
export async function launchChrome() {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  return { chrome, browser };
}
