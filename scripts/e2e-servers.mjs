#!/usr/bin/env node
// What the e2e suite drives (e2e/playwright.config.ts › webServer): a fresh api in development
// mode (empty database for this run: temp PGlite dir, or a new database on DATABASE_URL's server,
// dropped at exit) and nginx serving the ALREADY BUILT dists. Runs until SIGTERM/Ctrl-C.
//
//   E2E_PORT, OYNA_API_PORT  the edge's and the api's ports; free ones when unset (the Playwright
//                    config chooses them and passes them here); a pinned port that is taken
//                    stops the run at once, naming what holds it
//   DATABASE_URL  REDIS_URL  OYNA_DIST_BASE
//   E2E_SERVER_LOG   where the api's and nginx's output go (default
//                    node_modules/.cache/oyna/e2e-servers.log; "-" for this terminal)
import fs from 'node:fs';
import path from 'node:path';
import { chooseStackPorts } from './lib/ports.mjs';
import { repoRoot, setChildOutput } from './lib/processes.mjs';
import { startStack, stopOnSignals } from './lib/stack.mjs';

const logPath =
  process.env.E2E_SERVER_LOG ??
  path.join(repoRoot, 'node_modules', '.cache', 'oyna', 'e2e-servers.log');
if (logPath !== '-') {
  fs.mkdirSync(path.dirname(logPath), { recursive: true });
  setChildOutput(fs.createWriteStream(logPath, { flags: 'w' }));
  console.log(`[e2e-servers] api and nginx output: ${logPath}`);
}

/** The end of the servers' log, so that a failure in CI shows its cause. */
function printLogTail(lines = 60) {
  if (logPath === '-' || !fs.existsSync(logPath)) return;
  const tail = fs.readFileSync(logPath, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  if (!tail) return;
  console.error(`[e2e-servers] last lines of ${logPath}:\n${tail}`);
}

try {
  const portVars = { edge: 'E2E_PORT', api: 'OYNA_API_PORT' };
  const ports = await chooseStackPorts({ edgeVar: portVars.edge, apiVar: portVars.api });
  const stack = await startStack({
    fresh: true,
    // Always development: the specs read SMS and e-mail codes from GET /api/dev/outbox.
    apiNodeEnv: 'development',
    // Every spec browses from 127.0.0.1: the global per-IP budget (600/min by default) would
    // throttle the whole suite. The login and recovery throttles keep their production values.
    apiEnv: {
      RATE_LIMIT_MAX: process.env.RATE_LIMIT_MAX ?? '100000',
      // RTS 13: a 15-second reality check the protection spec can wait for (never in production).
      REALITY_CHECK_TEST_SECONDS: process.env.REALITY_CHECK_TEST_SECONDS ?? '15',
      // A test-only server seed (never in production): a pair rotated in under a `test-` client
      // seed uses it, so the blackjack spec deals a splittable pair (casino-blackjack.spec.ts).
      GAME_TEST_SERVER_SEED:
        process.env.GAME_TEST_SERVER_SEED ??
        'ec059d842c030342dcfb6881b8511e72826a1071355d2b1768c4eb1ec35d4738',
      // argon2id at the tests' cost (api/README.md › Environment): the suite registers and logs
      // in hundreds of players, ~250 ms of CPU each at the default cost on two shared cores.
      PASSWORD_HASH_MEMORY_KIB: process.env.PASSWORD_HASH_MEMORY_KIB ?? '4096',
      PASSWORD_HASH_PASSES: process.env.PASSWORD_HASH_PASSES ?? '1',
      PASSWORD_HASH_LANES: process.env.PASSWORD_HASH_LANES ?? '1',
    },
    ports,
    portVars,
  });
  void stack.died.then(() => printLogTail());
  stopOnSignals(stack);
  console.log(`[e2e-servers] ready at ${stack.url} (api on 127.0.0.1:${ports.api})`);
} catch (error) {
  console.error(`[e2e-servers] ${error instanceof Error ? error.message : error}`);
  printLogTail();
  process.exit(1);
}
