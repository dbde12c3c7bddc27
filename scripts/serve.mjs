#!/usr/bin/env node
// `npm run serve`: the production builds behind the project's nginx config, exactly as the e2e
// run serves them — api (NODE_ENV=development unless set; embedded PGlite unless DATABASE_URL)
// and nginx on http://127.0.0.1:8088 (or a free port when 8088 is taken). Ctrl-C stops both.
//
//   node scripts/serve.mjs [--no-build]
//   SERVE_PORT     the edge's port (default 8088 when free, else a free one); pinned and taken:
//                  stops at once, naming what holds it
//   SERVE_HOST     127.0.0.1; 0.0.0.0 to share on the network
//   OYNA_API_PORT  the api's port (default a free one, so it never meets `npm start`'s :4000)
//   OYNA_REMOTES_JSON  a remotes.json to serve instead of the shell's built one
//   OYNA_RELEASES_DIR  the release store served at /releases/ (default .data/releases)
//   OYNA_REMOTES_CONFIG  the remotes config of `npm run remotes` (default .data/remotes): its
//                  remotes.json, once written, is served instead of the shell's built one
//                  (docs/ops.md › Remote releases)
import path from 'node:path';
import { buildFrontends } from './build.mjs';
import { repoRoot } from './lib/processes.mjs';
import { chooseStackPorts } from './lib/ports.mjs';
import { startStack, stopOnSignals } from './lib/stack.mjs';

if (!process.argv.includes('--no-build')) {
  const ok = await buildFrontends();
  if (!ok) process.exit(1);
}

try {
  const portVars = { edge: 'SERVE_PORT', api: 'OYNA_API_PORT' };
  const stack = await startStack({
    fresh: false,
    ports: await chooseStackPorts({
      edgeVar: portVars.edge,
      apiVar: portVars.api,
      edgePreferred: 8088,
    }),
    portVars,
    edgeHost: process.env.SERVE_HOST ?? '127.0.0.1',
    releasesDir: path.resolve(
      process.env.OYNA_RELEASES_DIR || path.join(repoRoot, '.data', 'releases'),
    ),
    remotesConfigDir: path.resolve(
      process.env.OYNA_REMOTES_CONFIG || path.join(repoRoot, '.data', 'remotes'),
    ),
  });
  stopOnSignals(stack);
  console.log(`\n  Oyna (production build behind nginx): ${stack.url}\n  Ctrl-C to stop.\n`);
} catch (error) {
  console.error(`[serve] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
