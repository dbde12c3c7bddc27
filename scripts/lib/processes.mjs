// Small process helpers shared by serve.mjs, e2e-servers.mjs, build.mjs and test.mjs: start a
// child with prefixed output, wait for an HTTP endpoint, stop children politely then firmly.
import { spawn } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';

export const repoRoot = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

const colors = [36, 35, 33, 32, 34, 31];
let nextColor = 0;
/** @type {NodeJS.WritableStream} */
let output = process.stdout;

/** Sends the children's output somewhere else (e.g. a log file) from now on. */
export function setChildOutput(stream) {
  output = stream;
}

/**
 * Starts a long-running child whose output is printed line by line behind `[name]`.
 * The child stays in our process group, so a Ctrl-C or a group kill reaches it as well.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 */
export function startProcess(name, command, args, options = {}) {
  const color = colors[nextColor++ % colors.length];
  const tag =
    output === process.stdout && process.stdout.isTTY
      ? `\x1b[${color}m[${name}]\x1b[0m`
      : `[${name}]`;
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) output.write(`${tag} ${line}\n`);
    });
    stream?.on('end', () => buffered && output.write(`${tag} ${buffered}\n`));
  }
  child.exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve({ code, signal }));
    child.on('error', (error) => {
      output.write(`${tag} could not start ${command}: ${error.message}\n`);
      resolve({ code: 127, signal: null });
    });
  });
  child.label = name;
  return child;
}

/**
 * Sends `signal`, then SIGKILL if the child is still there after `graceMs`.
 * @param {import('node:child_process').ChildProcess & { exited?: Promise<unknown> }} child
 */
export async function stopProcess(child, signal = 'SIGTERM', graceMs = 10_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  const done = await Promise.race([
    child.exited.then(() => true),
    delay(graceMs).then(() => false),
  ]);
  if (!done) {
    child.kill('SIGKILL');
    await child.exited;
  }
}

/**
 * Polls `url` until it answers 2xx. Fails early when `child` exits, or after `timeoutMs`.
 * @param {string} url
 * @param {{ timeoutMs?: number, child?: { exited: Promise<{ code: number | null }> , label?: string } }} [o]
 */
export async function waitForHttp(url, { timeoutMs = 60_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  let exited = null;
  child?.exited.then((result) => (exited = result));
  let lastError = 'no answer';
  while (Date.now() < deadline) {
    if (exited) {
      throw new Error(
        `${child?.label ?? 'process'} exited (code ${exited.code}) before ${url} answered`,
      );
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
      lastError = `HTTP ${res.status}`;
    } catch (error) {
      lastError = error instanceof Error ? (error.cause?.code ?? error.message) : String(error);
    }
    await delay(250);
  }
  throw new Error(
    `${url} did not answer within ${Math.round(timeoutMs / 1000)} s (last: ${lastError})`,
  );
}

/**
 * Runs a command to completion with inherited output; resolves with its exit code.
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: repoRoot, ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
    child.on('error', () => resolve(127));
  });
}
