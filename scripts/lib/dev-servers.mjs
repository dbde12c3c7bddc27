// The development servers of `npm start` (README › Two commands) and of the dev smoke run
// (e2e/playwright.dev.config.ts): the api, one rspack dev server per front-end app and the game
// provider's client in watch mode, each through its workspace's own `start` script. Every child
// gets the same ports (tooling/rspack-app.mjs › devPorts), so the shell's proxies follow them.
// Each child runs in a process group of its own, which is stopped as a whole: npm, its shell and
// the server it started never outlive the run.
import net from 'node:net';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { DEV_APPS, devPortVar, devPorts } from '../../tooling/rspack-app.mjs';
import { describePortHolder, isPortFree } from './ports.mjs';
import { repoRoot, startProcess, waitForHttp } from './processes.mjs';

export { devPorts };

/** The workspaces `npm start` runs, by the name its output is prefixed with. */
export const DEV_WORKSPACES = [
  { name: 'api', workspace: 'api' },
  { name: 'shell', workspace: 'shell' },
  { name: 'sports', workspace: 'remote-sports' },
  { name: 'casino', workspace: 'remote-casino' },
  { name: 'account', workspace: 'remote-account' },
  { name: 'payments', workspace: 'remote-payments' },
  { name: 'backoffice', workspace: 'backoffice' },
  // The built-in game provider's browser client, rebuilt on change; the api serves it.
  { name: 'games', workspace: 'provider-games' },
];

/**
 * The variables that hand the chosen ports to every child (the api's PORT among them).
 * @param {ReturnType<typeof devPorts>} ports
 */
export function devPortEnv(ports) {
  /** @type {Record<string, string>} */
  const env = { PORT: String(ports.api), [devPortVar('api')]: String(ports.api) };
  for (const app of DEV_APPS) env[devPortVar(app)] = String(ports[app]);
  return env;
}

/**
 * Ports of `ports` that something already listens on, each with a sentence naming it and what
 * holds it, e.g. 'port 8080 (shell) is in use by node (pid 4242)'.
 * @param {ReturnType<typeof devPorts>} ports
 * @param {(port: number) => string} [holderOf]
 */
export async function takenDevPorts(ports, holderOf = describePortHolder) {
  const taken = [];
  for (const [app, port] of Object.entries(ports)) {
    if (!(await isPortFree(port)))
      taken.push(`port ${port} (${app}) is in use by ${holderOf(port)}`);
  }
  return taken;
}

/**
 * Starts every dev server. `ready` resolves once the api answers its health check and every
 * front-end server has compiled (a dev server answers only after its first compilation); it
 * rejects (after stopping them all) when one exits first or `timeoutMs` passes. `stop` may be
 * called at any time, e.g. on Ctrl-C while they start.
 * @param {object} o
 * @param {ReturnType<typeof devPorts>} o.ports
 * @param {Record<string, string | undefined>} [o.env]  more environment for every child
 * @param {boolean} [o.watchApi]  false: the api runs once (tsx), not restarted on a change
 * @param {number} [o.timeoutMs]
 */
export function startDevServers({ ports, env = {}, watchApi = true, timeoutMs = 180_000 }) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const childEnv = { ...process.env, ...env, ...devPortEnv(ports) };
  const children = DEV_WORKSPACES.map(({ name, workspace }) => {
    // The api once, without its watch: another change in the tree must not restart it mid-run.
    const [command, args] =
      name === 'api' && !watchApi
        ? [path.join(repoRoot, 'node_modules', '.bin', 'tsx'), ['src/server.ts']]
        : [npm, ['run', 'start', '-w', workspace]];
    return startProcess(name, command, args, {
      cwd: name === 'api' && !watchApi ? path.join(repoRoot, 'api') : repoRoot,
      env: childEnv,
      detached: true,
    });
  });
  let stopping = false;
  const stop = async () => {
    stopping = true;
    await Promise.all(children.map((child) => stopGroup(child)));
  };
  /** @type {Promise<{ name: string, code: number | null }>} */
  const died = new Promise((resolve) => {
    for (const child of children) {
      void child.exited.then(({ code }) => !stopping && resolve({ name: child.label, code }));
    }
  });

  const byName = Object.fromEntries(children.map((c) => [c.label, c]));
  const remoteManifest = (app) => `http://127.0.0.1:${ports[app]}/mf-manifest.json`;
  const ready = Promise.all([
    waitForHttp(`http://127.0.0.1:${ports.api}/api/health`, { timeoutMs, child: byName.api }),
    waitForHttp(`http://127.0.0.1:${ports.shell}/`, { timeoutMs, child: byName.shell }),
    ...DEV_APPS.filter((app) => app !== 'shell' && app !== 'backoffice').map((app) =>
      waitForHttp(remoteManifest(app), { timeoutMs, child: byName[app] }),
    ),
    // The back office is no remote: its page, under the prefix it is served at.
    waitForHttp(`http://127.0.0.1:${ports.backoffice}/backoffice/`, {
      timeoutMs,
      child: byName.backoffice,
    }),
  ]).then(
    () => undefined,
    async (error) => {
      await stop();
      throw error;
    },
  );
  return { url: `http://localhost:${ports.shell}`, ready, stop, died };
}

/**
 * SIGTERM to the child's whole process group, SIGKILL after `graceMs`.
 * @param {import('node:child_process').ChildProcess & { exited: Promise<unknown> }} child
 */
async function stopGroup(child, graceMs = 8_000) {
  if (!child.pid) return;
  const signalGroup = (signal) => {
    try {
      process.kill(-(/** @type {number} */ (child.pid)), signal);
      return true;
    } catch {
      return false; // the group is gone already
    }
  };
  if (!signalGroup('SIGTERM')) return;
  await Promise.race([child.exited, delay(graceMs)]);
  // npm may be gone while the server it started still runs: make sure of the whole group.
  for (let i = 0; i < 20 && signalGroup(0); i++) await delay(100);
  signalGroup('SIGKILL');
}

/**
 * Seven loopback ports free right now, all distinct (held open together while they are chosen):
 * the dev smoke run's shell, remotes, back office and api, so it runs beside `npm start`.
 * @returns {Promise<ReturnType<typeof devPorts>>}
 */
export async function freeDevPorts() {
  const names = [...DEV_APPS, 'api'];
  const servers = await Promise.all(
    names.map(
      () =>
        new Promise((resolve, reject) => {
          const server = net.createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((s) => /** @type {net.AddressInfo} */ (s.address()).port);
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  return /** @type {ReturnType<typeof devPorts>} */ (
    Object.fromEntries(names.map((name, i) => [name, ports[i]]))
  );
}
