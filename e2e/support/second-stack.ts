import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadScriptsLib, type Child } from './scripts-lib';

/**
 * A second, private stack for a spec that restarts the api (spec §4 Live channel: the api
 * restarted mid-session) or reads its metrics port (field data): its own api process on a free port with its own PGlite directory, and
 * its own nginx edge rendered from the same templates, so the shared e2e servers are never
 * disturbed. Built from scripts/lib, as scripts/e2e-servers.mjs is.
 */
export interface SecondStack {
  url: string;
  stopApi(): Promise<void>;
  startApi(): Promise<void>;
  stop(): Promise<void>;
}

export async function startSecondStack(
  /** More of the api's environment (e.g. METRICS_PORT for a spec that reads its metrics). */
  options: { apiEnv?: Record<string, string> } = {},
): Promise<SecondStack> {
  const scripts = await loadScriptsLib();
  // Its api and nginx expectedly refuse and log while the api is down: keep that out of the
  // run's output, in a file next to the other test artifacts.
  const logFile = path.resolve(__dirname, '..', 'test-results', 'second-stack.log');
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  scripts.setChildOutput(fs.createWriteStream(logFile, { flags: 'a' }));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oyna-e2e-restart-'));
  const [apiPort, edgePort] = [await scripts.freePort(), await scripts.freePort()];
  // Development mode: the ops endpoint has its default token (api/README.md).
  const env = {
    NODE_ENV: 'development',
    OYNA_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...options.apiEnv,
  };
  let api: Child | null = await scripts.startApi({ port: apiPort, env });
  const url = `http://127.0.0.1:${edgePort}`;
  const prepared = await scripts.prepareNginx({
    edgeListen: `127.0.0.1:${edgePort}`,
    apiUpstreams: [`127.0.0.1:${apiPort}`],
  });
  const nginx = await scripts.startNginx(prepared, url);
  return {
    url,
    async stopApi() {
      if (api) await scripts.stopProcess(api);
      api = null;
    },
    async startApi() {
      api = await scripts.startApi({ port: apiPort, env });
    },
    async stop() {
      await Promise.allSettled([
        api && scripts.stopProcess(api),
        scripts.stopNginx(nginx, prepared.workDir),
      ]);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
