// What the api's socket benchmarks share (notify-bench, sports-odds-bench): the api as a process
// of its own on a free port and a throw-away embedded database, sockets opened in batches, and
// the percentile arithmetic (the SignalR frames over `ws`: raw-signalr.mjs). Not itself a benchmark (scripts/bench.mjs runs only the
// files directly in bench/).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

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
/** p50, p99 and the largest of sorted latencies (ms, to 0.1); null each when there are none. */
export const latencySummary = (sorted) => ({
  p50: round1(percentile(sorted, 50)),
  p99: round1(percentile(sorted, 99)),
  max: round1(sorted.at(-1) ?? null),
});

/** The soft and hard limits on open files of a process started from this one (`ulimit -n`). */
export function fileLimits() {
  const read = (flag) =>
    execFileSync('bash', ['-c', `ulimit ${flag}n`])
      .toString()
      .trim();
  const num = (v) => (v === 'unlimited' ? Infinity : Number(v));
  return { soft: num(read('-S')), hard: num(read('-H')) };
}

/**
 * Re-runs this script under `ulimit -n` raised to `wanted` (or the hard limit, if lower) when
 * the soft limit is below it: Node cannot raise its own. Returns the limits it runs under;
 * `capped` says the hard limit stopped it short of `wanted`.
 */
export function ensureFileLimit(wanted) {
  const { soft, hard } = fileLimits();
  const target = Math.min(wanted, hard);
  if (soft >= target || process.env.BENCH_NOFILE_RAISED) {
    return { soft, hard, wanted, capped: soft < wanted };
  }
  const run = spawnSync(
    'bash',
    [
      '-c',
      `ulimit -Sn ${target} && exec "$0" "$@"`,
      process.execPath,
      ...process.execArgv,
      ...process.argv.slice(1),
    ],
    { stdio: 'inherit', env: { ...process.env, BENCH_NOFILE_RAISED: '1' } },
  );
  process.exit(run.status ?? 1);
}

/**
 * Resident and peak resident memory (MB) and CPU time (s) of a process and its descendants
 * (Linux /proc).
 */
export function usageOf(pid) {
  const pids = [pid];
  for (let i = 0; i < pids.length; i++) {
    for (const task of safeReaddir(`/proc/${pids[i]}/task`)) {
      const children = safeRead(`/proc/${pids[i]}/task/${task}/children`);
      pids.push(...children.split(' ').filter(Boolean).map(Number));
    }
  }
  let rss = 0;
  let peak = 0;
  let ticks = 0;
  for (const p of pids) {
    const status = safeRead(`/proc/${p}/status`);
    rss += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    peak += Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
    // utime and stime, the 14th and 15th fields (after the parenthesised command name).
    const stat = safeRead(`/proc/${p}/stat`).split(') ')[1]?.split(' ') ?? [];
    ticks += Number(stat[11] ?? 0) + Number(stat[12] ?? 0);
  }
  return {
    rssMB: Math.round(rss / 1024),
    peakRssMB: Math.round(peak / 1024),
    // USER_HZ is 100 on Linux.
    cpuSeconds: ticks / 100,
  };
}
const safeRead = (file) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};
const safeReaddir = (dir) => {
  try {
    return fs.readdirSync(dir);
  } catch {
    return [];
  }
};

/**
 * Starts the api as its own process (tsx src/server.ts; embedded PGlite in a temp dir unless the
 * env says otherwise), so that the clients' event loop does not distort the server's; waits for
 * /api/health. `env` is laid over the defaults; `nofile` raises its soft `ulimit -n` (bounded by
 * the hard limit) for a run that holds many sockets. `pid` is the process (tsx, whose child
 * runs the server: usageOf counts both).
 */
export async function startApi(env, { nofile } = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oyna-bench-'));
  const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
  const server = path.join(repoRoot, 'api', 'src', 'server.ts');
  const limit = nofile ? Math.min(nofile, fileLimits().hard) : undefined;
  // BENCH_API_CPU_PROF=dir: the api writes a V8 CPU profile there when it stops.
  const prof = process.env.BENCH_API_CPU_PROF;
  const args = [...(prof ? ['--cpu-prof', `--cpu-prof-dir=${prof}`] : []), server];
  const child = spawn(
    limit ? 'bash' : tsx,
    limit ? ['-c', `ulimit -Sn ${limit} && exec "$0" "$@"`, tsx, ...args] : args,
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
  return { base, stop, pid: child.pid, nofile: limit };
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
