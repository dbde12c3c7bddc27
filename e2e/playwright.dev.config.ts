import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './chromium-path';

// The dev smoke run (README › Tests): the player's main journeys against the servers of
// `npm start` (rspack dev servers, the shell's proxies, the api in watch mode), so that the
// development setup cannot drift from the build. Its own free ports, so it runs beside
// `npm start`; chosen once by the runner and inherited by its worker through OYNA_DEV_SMOKE_PORTS.
const chromium = chromiumPath();
const ci = Boolean(process.env.CI);
const servers = path.join(__dirname, '..', 'scripts', 'dev-smoke-servers.mjs');

type DevPorts = Record<
  'shell' | 'sports' | 'casino' | 'account' | 'payments' | 'backoffice' | 'api',
  number
>;

function smokePorts(): DevPorts {
  if (!process.env.OYNA_DEV_SMOKE_PORTS) {
    const chosen = spawnSync(process.execPath, [servers, '--choose-ports'], { encoding: 'utf8' });
    if (chosen.status !== 0) throw new Error(chosen.stderr.trim() || String(chosen.error));
    process.env.OYNA_DEV_SMOKE_PORTS = chosen.stdout;
  }
  return JSON.parse(process.env.OYNA_DEV_SMOKE_PORTS) as DevPorts;
}

const ports = smokePorts();
const baseURL = `http://127.0.0.1:${ports.shell}`;

export default defineConfig({
  testDir: './specs-dev',
  outputDir: './test-results/dev',
  // A dev server compiles a screen the first time it is opened: slower than the build.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  forbidOnly: ci,
  retries: 0,
  workers: 1,
  reporter: [
    ['list'],
    ...(process.env.E2E_JSON_REPORT
      ? [['json', { outputFile: process.env.E2E_JSON_REPORT }] as const]
      : []),
  ],
  use: {
    baseURL,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    video: 'off',
    actionTimeout: 20_000,
    navigationTimeout: 60_000,
  },
  projects: [
    {
      name: 'desktop',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        launchOptions: {
          executablePath: chromium,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    name: 'dev-servers',
    command: `node ${JSON.stringify(servers)}`,
    env: Object.fromEntries(
      Object.entries(ports).map(([app, port]) => [
        `OYNA_DEV_${app.toUpperCase()}_PORT`,
        String(port),
      ]),
    ),
    // Ready once the api answers and every dev server has compiled (scripts/lib/dev-servers.mjs).
    wait: { stdout: /dev servers ready/ },
    url: `http://127.0.0.1:${ports.api}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
