import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A second, private stack for a spec that restarts the api (issue 5: the api restarted
 * mid-session): its own api process on a free port with its own PGlite directory, and its own
 * nginx edge rendered from the same templates, so the shared e2e servers are never disturbed.
 * Built from scripts/lib (api.mjs, nginx.mjs, processes.mjs), as scripts/e2e-servers.mjs is.
 */
interface Child {
  exited: Promise<unknown>;
}
interface ScriptsLib {
  startApi(o: { port: number; env: Record<string, string> }): Promise<Child>;
  prepareNginx(o: { edgeListen: string; apiUpstreams: string[] }): Promise<{ workDir: string }>;
  startNginx(prepared: { workDir: string }, edgeUrl: string): Promise<Child>;
  stopNginx(child: Child, workDir: string): Promise<void>;
  stopProcess(child: Child, signal?: string, graceMs?: number): Promise<void>;
  setChildOutput(stream: NodeJS.WritableStream): void;
}

const lib = path.resolve(__dirname, '..', '..', 'scripts', 'lib');

async function load(): Promise<ScriptsLib> {
  // Plain JS modules of the scripts: loaded at run time, typed by the interface above.
  const files = ['api.mjs', 'nginx.mjs', 'processes.mjs'].map((f) => path.join(lib, f));
  const modules = (await Promise.all(files.map((f) => import(f)))) as Partial<ScriptsLib>[];
  return Object.assign({}, ...modules) as ScriptsLib;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface SecondStack {
  url: string;
  stopApi(): Promise<void>;
  startApi(): Promise<void>;
  stop(): Promise<void>;
}

export async function startSecondStack(): Promise<SecondStack> {
  const scripts = await load();
  // Its api and nginx expectedly refuse and log while the api is down: keep that out of the
  // run's output, in a file next to the other test artifacts.
  const logFile = path.resolve(__dirname, '..', 'test-results', 'second-stack.log');
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  scripts.setChildOutput(fs.createWriteStream(logFile, { flags: 'a' }));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oyna-e2e-restart-'));
  const [apiPort, edgePort] = [await freePort(), await freePort()];
  // Development mode: the ops endpoint has its default token (api/README.md).
  const env = { NODE_ENV: 'development', OYNA_DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
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
