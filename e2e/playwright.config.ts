import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './chromium-path';

// The built site through real nginx in Debian Chromium (README › Testing, e2e/README.md).
// Browser downloads are blocked here: Playwright drives the OS package's Chromium.
const chromium = chromiumPath();
const ci = Boolean(process.env.CI);
const scripts = path.join(__dirname, '..', 'scripts');

/**
 * The edge's and the api's ports for this run: free ones, so the suite runs beside `npm start`
 * and never reaches its api, unless E2E_PORT / OYNA_API_PORT pin them (a pinned port that is
 * taken stops the run here, naming what holds it). Chosen once by the runner; its workers load
 * this config again and inherit the choice through OYNA_E2E_PORTS.
 */
function e2ePorts(): { edge: number; api: number } {
  if (!process.env.OYNA_E2E_PORTS) {
    const chosen = spawnSync(process.execPath, [path.join(scripts, 'e2e-ports.mjs')], {
      encoding: 'utf8',
    });
    // The script's own message names the port and what holds it; nothing to add.
    if (chosen.status !== 0) throw new Error(chosen.stderr.trim() || String(chosen.error));
    process.env.OYNA_E2E_PORTS = chosen.stdout;
  }
  return JSON.parse(process.env.OYNA_E2E_PORTS) as { edge: number; api: number };
}

const ports = process.env.E2E_BASE_URL ? null : e2ePorts();

// A game provider's origin for the edge's CSP frame-src (docs/ops.md): set for the servers this
// config starts and read by specs/nginx.spec.ts, which proves the header follows configuration.
process.env.GAME_FRAME_ORIGINS ??= 'https://games.e2e.example';
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${ports?.edge}`;

const launchOptions = {
  executablePath: chromium,
  // As root (CI) Chromium needs --no-sandbox; the rest keep it off the (closed) network.
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

const VISUAL = /visual\.spec\.ts$/;
const desktop = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1440, height: 900 },
  launchOptions,
};
const mobile = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions };

export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  timeout: 30_000,
  expect: {
    timeout: 7_000,
    // specs/visual.spec.ts: a small tolerance for antialiasing; still screens (no animation, no
    // caret); CSS pixels, so the phone's device scale does not change the baselines' size.
    toHaveScreenshot: {
      maxDiffPixelRatio: 0.01,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  // The baselines are committed next to the spec, one per project, without Playwright's platform
  // suffix: CI runs the same Debian Chromium and fonts as the machines that write them.
  snapshotPathTemplate: '{testDir}/{testFilePath}-snapshots/{arg}-{projectName}{ext}',
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  reporter: [
    ['list'],
    ...(ci ? [['html', { open: 'never' }] as const] : []),
    // scripts/test.mjs reads the counts for its closing line
    ...(process.env.E2E_JSON_REPORT
      ? [['json', { outputFile: process.env.E2E_JSON_REPORT }] as const]
      : []),
  ],
  use: {
    baseURL,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    // A failed test keeps its trace's DOM snapshots; the screencast is left out: it encodes a frame
    // for every change on screen (the address bar's scrolling text), ~1 core per idle page.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    video: 'off',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
  },
  projects: [
    {
      // Every spec runs on desktop, except tests tagged @mobile-only.
      name: 'desktop',
      grepInvert: /@mobile-only/,
      testIgnore: VISUAL,
      use: desktop,
    },
    {
      // Only tests tagged @mobile or @mobile-only run again at phone size: the suite stays cheap.
      name: 'mobile',
      grep: /@mobile/,
      testIgnore: VISUAL,
      use: mobile,
    },
    // The visual snapshots run once every other spec is done: an ops broadcast another spec sends
    // to all players (specs/notifications.spec.ts) would otherwise land in the snapshot player's
    // sheet and badge, or pop up as a toast, whenever the two happened to run at the same time.
    // Their baselines keep the plain project names.
    {
      name: 'desktop-visual',
      testMatch: VISUAL,
      dependencies: ['desktop', 'mobile'],
      snapshotPathTemplate: '{testDir}/{testFilePath}-snapshots/{arg}-desktop{ext}',
      use: desktop,
    },
    {
      name: 'mobile-visual',
      testMatch: VISUAL,
      grep: /@mobile/,
      dependencies: ['desktop', 'mobile'],
      snapshotPathTemplate: '{testDir}/{testFilePath}-snapshots/{arg}-mobile{ext}',
      use: mobile,
    },
  ],
  webServer: !ports
    ? undefined
    : {
        name: 'e2e-servers',
        command: `node ${JSON.stringify(path.join(scripts, 'e2e-servers.mjs'))}`,
        env: { E2E_PORT: String(ports.edge), OYNA_API_PORT: String(ports.api) },
        url: `${baseURL}/api/health`,
        timeout: 120_000,
        reuseExistingServer: !ci && Boolean(process.env.E2E_REUSE_SERVER),
        stdout: 'pipe',
        stderr: 'pipe',
        gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
      },
});
