// The production-like stack of `npm run serve` and the e2e run: the api and one loopback nginx
// (edge + a static server per front-end app) rendered from nginx/templates/.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createFreshDatabase, startApi } from './api.mjs';
import { missingDists, prepareNginx, startNginx, stopNginx } from './nginx.mjs';
import { assertPortFree } from './ports.mjs';
import { stopProcess } from './processes.mjs';

/**
 * @param {object} o
 * @param {boolean} o.fresh     true: an empty database for this run only (temp PGlite dir, or a
 *                              new database on DATABASE_URL's server), deleted at stop
 * @param {{ edge: number, api: number }} o.ports   chosen by the caller (scripts/lib/ports.mjs)
 * @param {{ edge: string, api: string }} o.portVars  the variables that pin them, for messages
 * @param {string} [o.edgeHost]
 * @param {string} [o.apiNodeEnv]  NODE_ENV of the api; default: ours, else development
 * @param {Record<string, string>} [o.apiEnv]  more environment for the api
 * @param {string} [o.releasesDir]  the release store served at /releases/ (docs/ops.md › Remote
 *                              releases); default: none
 * @param {string} [o.remotesConfigDir]  the remotes config whose remotes.json is served
 */
export async function startStack({
  fresh,
  ports: { edge: edgePort, api: apiPort },
  portVars,
  edgeHost = '127.0.0.1',
  apiNodeEnv = process.env.NODE_ENV ?? 'development',
  apiEnv: extraApiEnv = {},
  releasesDir,
  remotesConfigDir,
}) {
  const missing = missingDists();
  if (missing.length) {
    throw new Error(
      `No production build for: ${missing.join(', ')}.\nBuild first: npm run build (node scripts/build.mjs)`,
    );
  }

  // Free now, or stop before anything starts: never wait for a health check that a server of
  // someone else's (`npm start`'s api, an earlier run's nginx) would answer.
  await assertPortFree(apiPort, portVars.api);
  await assertPortFree(edgePort, portVars.edge, edgeHost);

  const cleanups = [];
  let api = null;
  let nginx = null;
  let nginxDir = null;
  let stopping = false;
  const stop = async () => {
    stopping = true;
    await Promise.allSettled([
      nginxDir && stopNginx(nginx, nginxDir), // also removes the work dir of an nginx that never started
      api && stopProcess(api),
    ]);
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error(`cleanup failed: ${error instanceof Error ? error.message : error}`);
      }
    }
  };

  try {
    /** @type {Record<string, string>} */
    const apiEnv = { ...extraApiEnv, NODE_ENV: apiNodeEnv };
    if (fresh && process.env.DATABASE_URL) {
      const db = await createFreshDatabase(process.env.DATABASE_URL, 'oyna_e2e');
      cleanups.push(db.drop);
      apiEnv.DATABASE_URL = db.url;
      console.log(`[stack] api on a fresh Postgres database ${db.name}`);
    } else if (fresh) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oyna-e2e-data-'));
      cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
      apiEnv.OYNA_DATA_DIR = dataDir;
      console.log(`[stack] api on a fresh embedded PGlite in ${dataDir}`);
    } else {
      console.log(
        `[stack] api on ${process.env.DATABASE_URL ? 'DATABASE_URL' : 'the embedded PGlite (.data/pglite or OYNA_DATA_DIR)'}`,
      );
    }

    api = await startApi({ port: apiPort, env: apiEnv });

    const prepared = await prepareNginx({
      // internal ports: free ones unless pinned
      staticBasePort: Number(process.env.OYNA_STATIC_BASE_PORT) || undefined,
      edgeListen: `${edgeHost}:${edgePort}`,
      apiUpstreams: [`127.0.0.1:${apiPort}`],
      remotesJson: process.env.OYNA_REMOTES_JSON,
      releasesDir,
      remotesConfigDir,
    });
    nginxDir = prepared.workDir;
    nginx = await startNginx(prepared, `http://${edgeHost}:${edgePort}`);
  } catch (error) {
    await stop();
    throw error;
  }

  const url = `http://${edgeHost === '0.0.0.0' ? '127.0.0.1' : edgeHost}:${edgePort}`;
  // Resolves when either child dies on its own (not when we stop it), so the caller can stop the rest.
  const died = new Promise((resolve) => {
    for (const [name, child] of [
      ['api', api],
      ['nginx', nginx],
    ]) {
      void child.exited.then((r) => !stopping && resolve({ name, ...r }));
    }
  });
  return { url, stop, died };
}

/**
 * Stops the stack on Ctrl-C / SIGTERM / SIGHUP, or when a child dies; exits the process.
 * @param {{ stop: () => Promise<void>, died: Promise<{ name: string, code: number | null, signal: string | null }> }} stack
 */
export function stopOnSignals(stack) {
  let stopping = false;
  const shutdown = async (reason, code) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n[stack] ${reason}: stopping…`);
    await stack.stop();
    console.log('[stack] stopped');
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => void shutdown(signal, 0));
  }
  void stack.died.then(({ name, code, signal }) =>
    shutdown(`${name} exited unexpectedly (code ${code}, signal ${signal})`, 1),
  );
}
