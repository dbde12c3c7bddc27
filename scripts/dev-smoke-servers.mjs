#!/usr/bin/env node
// What the dev smoke run drives (e2e/playwright.dev.config.ts › webServer): the servers of
// `npm start` (scripts/lib/dev-servers.mjs) on the ports the config chose, with an empty PGlite
// database of their own (a temp dir, removed at exit; DATABASE_URL and REDIS_URL are ignored, as
// on `npm start`'s embedded default). The api runs without its watch, so a change elsewhere in the
// tree cannot restart it mid-run. Runs until SIGTERM/Ctrl-C.
//
//   node scripts/dev-smoke-servers.mjs --choose-ports   prints seven free ports as JSON and exits
//   OYNA_DEV_<APP>_PORT (SHELL, SPORTS, CASINO, ACCOUNT, PAYMENTS, BACKOFFICE, API)   the ports
//   DEV_SMOKE_LOG   where the servers' output goes (default
//                   node_modules/.cache/oyna/dev-smoke-servers.log; "-" for this terminal)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { devPorts, freeDevPorts, startDevServers, takenDevPorts } from './lib/dev-servers.mjs';
import { repoRoot, setChildOutput } from './lib/processes.mjs';

if (process.argv.includes('--choose-ports')) {
  process.stdout.write(JSON.stringify(await freeDevPorts()));
  process.exit(0);
}

const logPath =
  process.env.DEV_SMOKE_LOG ??
  path.join(repoRoot, 'node_modules', '.cache', 'oyna', 'dev-smoke-servers.log');
if (logPath !== '-') {
  fs.mkdirSync(path.dirname(logPath), { recursive: true });
  setChildOutput(fs.createWriteStream(logPath, { flags: 'w' }));
  console.log(`[dev-smoke] dev servers' output: ${logPath}`);
}

function printLogTail(lines = 60) {
  if (logPath === '-' || !fs.existsSync(logPath)) return;
  const tail = fs.readFileSync(logPath, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  if (tail) console.error(`[dev-smoke] last lines of ${logPath}:\n${tail}`);
}

const ports = devPorts();
const taken = await takenDevPorts(ports);
if (taken.length) {
  console.error(`[dev-smoke] ${taken.join('; ')}`);
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oyna-dev-smoke-data-'));
const t0 = Date.now();
const servers = startDevServers({
  ports,
  watchApi: false,
  env: {
    // The embedded default of `npm start`, whatever the caller's environment (CI sets
    // DATABASE_URL and REDIS_URL for the api's tests): an empty PGlite of this run's own.
    DATABASE_URL: '',
    REDIS_URL: '',
    OYNA_DATA_DIR: dataDir,
    // argon2id at the tests' cost (api/README.md › Environment), as in the e2e run.
    PASSWORD_HASH_MEMORY_KIB: process.env.PASSWORD_HASH_MEMORY_KIB ?? '4096',
    PASSWORD_HASH_PASSES: process.env.PASSWORD_HASH_PASSES ?? '1',
    PASSWORD_HASH_LANES: process.env.PASSWORD_HASH_LANES ?? '1',
  },
});

let stopping = false;
const shutdown = async (code) => {
  if (stopping) return;
  stopping = true;
  await servers.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void shutdown(0));
void servers.died.then(({ name, code }) => {
  console.error(`[dev-smoke] ${name} exited (code ${code})`);
  printLogTail();
  void shutdown(1);
});
servers.ready.then(
  () =>
    console.log(
      `[dev-smoke] dev servers ready on ${servers.url} in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    ),
  (error) => {
    console.error(`[dev-smoke] ${error instanceof Error ? error.message : error}`);
    printLogTail();
    void shutdown(1);
  },
);
