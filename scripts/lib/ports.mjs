// Which ports the stack of `npm run serve` and the e2e run listens on (README › Tests). By default
// free ones, so that `npm test` runs beside `npm start` (:8080–8084, :4000) and never talks to the
// development api; a port pinned by an environment variable is used as given, and when something
// already listens there the run stops at once, naming the port and what holds it.
import { execFileSync } from 'node:child_process';
import net from 'node:net';

/** True when nothing listens on host:port (we could bind it ourselves just now). */
export function isPortFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** A loopback port free right now, chosen by the system. */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * What listens on a TCP port, e.g. 'node (pid 4242)': from `ss -ltnp`, else `lsof`, else
 * 'another process' (the tools are missing, or the holder belongs to another user).
 * @param {number} port
 * @param {(cmd: string, args: string[]) => string} [run]  runs a command, returns its stdout
 */
export function describePortHolder(port, run = runQuietly) {
  const ss = tryRun(run, 'ss', ['-ltnpH', `sport = :${port}`]);
  const fromSs = ss && /users:\(\("([^"]+)",pid=(\d+)/.exec(ss);
  if (fromSs) return `${fromSs[1]} (pid ${fromSs[2]})`;
  const lsof = tryRun(run, 'lsof', ['-nP', `-iTCP:${port}`, '-sTCP:LISTEN', '-Fpc']);
  const pid = lsof && /^p(\d+)$/m.exec(lsof);
  const command = lsof && /^c(.+)$/m.exec(lsof);
  if (pid) return `${command ? command[1] : 'a process'} (pid ${pid[1]})`;
  return 'another process';
}

function runQuietly(cmd, args) {
  return execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
}

function tryRun(run, cmd, args) {
  try {
    return run(cmd, args);
  } catch {
    return '';
  }
}

export class PortInUseError extends Error {
  /**
   * @param {number} port
   * @param {string} pinnedBy  the environment variable that pinned it
   * @param {string} holder    what listens there
   */
  constructor(port, pinnedBy, holder) {
    super(
      `port ${port} (${pinnedBy}) is already in use by ${holder}. ` +
        `Stop it, pin another port, or unset ${pinnedBy} to take a free one.`,
    );
    this.name = 'PortInUseError';
    this.port = port;
  }
}

/**
 * Stops at once when something already listens on a port we are about to use, so that a health
 * check is never answered by someone else's server (a development api on :4000, say).
 * @param {number} port
 * @param {string} name  the variable that set it, for the message
 * @param {string} [host]
 */
export async function assertPortFree(
  port,
  name,
  host = '127.0.0.1',
  holderOf = describePortHolder,
) {
  if (!(await isPortFree(port, host))) throw new PortInUseError(port, name, holderOf(port));
}

/**
 * The port to listen on.
 * - `env[name]` set: that port; taken → PortInUseError naming what holds it.
 * - else `preferred`, when given and free (a stable URL for people, e.g. `npm run serve`).
 * - else a free port.
 * @param {object} o
 * @param {string} o.name            the environment variable that may pin the port
 * @param {number} [o.preferred]
 * @param {string} [o.host]
 * @param {NodeJS.ProcessEnv} [o.env]
 * @param {(port: number) => string} [o.holderOf]
 */
export async function choosePort({
  name,
  preferred,
  host = '127.0.0.1',
  env = process.env,
  holderOf = describePortHolder,
}) {
  const pinned = env[name];
  if (pinned) {
    const port = Number(pinned);
    if (!Number.isInteger(port) || port <= 0 || port > 65535) {
      throw new Error(`${name}=${pinned} is not a port number`);
    }
    await assertPortFree(port, name, host, holderOf);
    return port;
  }
  if (preferred && (await isPortFree(preferred, host))) return preferred;
  return freePort(host);
}

/**
 * The edge and api ports of a stack, each pinned by its variable or free (see choosePort).
 * @param {{ edgeVar: string, apiVar: string, edgePreferred?: number, env?: NodeJS.ProcessEnv }} o
 */
export async function chooseStackPorts({ edgeVar, apiVar, edgePreferred, env = process.env }) {
  const edge = await choosePort({ name: edgeVar, preferred: edgePreferred, env });
  const api = await choosePort({ name: apiVar, env });
  return { edge, api };
}
