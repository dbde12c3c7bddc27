// What the api's socket benchmarks share (notify-bench, sports-odds-bench): the api as a process
// of its own on a free port and a throw-away embedded database, the SignalR JSON handshake over
// `ws`, and the percentile arithmetic. Not itself a benchmark (scripts/bench.mjs runs only the
// files directly in bench/).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { WebSocket } from 'ws';

/** The SignalR record separator. */
export const RS = '\u001e';
export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

export const freePort = () =>
  new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

export const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : null;
export const round1 = (n) => (n === null ? null : Math.round(n * 10) / 10);

/**
 * Starts the api as its own process (tsx src/server.ts; embedded PGlite in a temp dir unless the
 * env says otherwise), so that the clients' event loop does not distort the server's; waits for
 * /api/health. `env` is laid over the defaults.
 */
export async function startApi(env) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oyna-bench-'));
  const child = spawn(
    path.join(repoRoot, 'node_modules', '.bin', 'tsx'),
    [path.join(repoRoot, 'api', 'src', 'server.ts')],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        OYNA_DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        REDIS_URL: '',
        ...env,
      },
    },
  );
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    await delay(250);
  }
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { base, stop };
}

/**
 * One hub socket speaking the SignalR JSON protocol: sends the handshake, then hands every record
 * after it to `onRecord(record, arrivalTime, ws, finish)`; `finish(true)` resolves with the
 * socket (the caller decides when it is ready), a failure or 15 s resolves with null.
 */
export function openHubSocket(url, onRecord) {
  return new Promise((resolve) => {
    const ws = new WebSocket(url);
    let done = false;
    const finish = (ok) => {
      if (done) return;
      done = true;
      resolve(ok ? ws : null);
    };
    ws.on('open', () => ws.send(`{"protocol":"json","version":1}${RS}`));
    ws.on('message', (data) => {
      const t = performance.now();
      for (const record of data.toString().split(RS)) if (record) onRecord(record, t, ws, finish);
    });
    ws.on('error', () => finish(false));
    ws.on('close', () => finish(false));
    setTimeout(() => finish(false), 15_000);
  });
}

/** Opens `count` sockets 250 at a time (while `deadline` allows); returns the ones that opened. */
export async function openInBatches(count, deadline, open) {
  const sockets = [];
  for (let i = 0; i < count && Date.now() < deadline; i += 250) {
    const batch = Math.min(250, count - i);
    const opened = await Promise.all(Array.from({ length: batch }, open));
    sockets.push(...opened.filter(Boolean));
  }
  return sockets;
}
