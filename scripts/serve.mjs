#!/usr/bin/env node
// `npm run serve`: the production builds behind the project's nginx config, exactly as the e2e
// run serves them — api (NODE_ENV=development unless set; embedded PGlite unless DATABASE_URL)
// and nginx on http://127.0.0.1:8088. Ctrl-C stops both.
//
//   node scripts/serve.mjs [--no-build]
//   SERVE_PORT (8088)  SERVE_HOST (127.0.0.1; 0.0.0.0 to share on the network)  OYNA_API_PORT (4000)
//   OYNA_REMOTES_JSON  a remotes.json to serve instead of the shell's built one
import { buildFrontends } from './build.mjs';
import { startStack, stopOnSignals } from './lib/stack.mjs';

if (!process.argv.includes('--no-build')) {
  const ok = await buildFrontends();
  if (!ok) process.exit(1);
}

try {
  const stack = await startStack({
    fresh: false,
    edgePort: Number(process.env.SERVE_PORT ?? 8088),
    edgeHost: process.env.SERVE_HOST ?? '127.0.0.1',
    apiPort: Number(process.env.OYNA_API_PORT ?? 4000),
  });
  stopOnSignals(stack);
  console.log(`\n  Oyna (production build behind nginx): ${stack.url}\n  Ctrl-C to stop.\n`);
} catch (error) {
  console.error(`[serve] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
