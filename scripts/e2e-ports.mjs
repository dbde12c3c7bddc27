#!/usr/bin/env node
// The ports of the e2e run, chosen once by e2e/playwright.config.ts before its webServer starts:
// prints {"edge":…,"api":…}. Free ports unless E2E_PORT / OYNA_API_PORT pin them; a pinned port
// that is taken stops the run at once with what holds it (exit 2). With E2E_REUSE_SERVER the
// pinned ports are expected to be held by servers of an earlier run, and are not checked.
import { chooseStackPorts, PortInUseError } from './lib/ports.mjs';

const vars = { edgeVar: 'E2E_PORT', apiVar: 'OYNA_API_PORT' };

try {
  const reuse = process.env.E2E_REUSE_SERVER && process.env.E2E_PORT && process.env.OYNA_API_PORT;
  const ports = reuse
    ? { edge: Number(process.env.E2E_PORT), api: Number(process.env.OYNA_API_PORT) }
    : await chooseStackPorts(vars);
  process.stdout.write(JSON.stringify(ports));
} catch (error) {
  console.error(`[e2e-ports] ${error instanceof Error ? error.message : error}`);
  process.exit(error instanceof PortInUseError ? 2 : 1);
}
