#!/usr/bin/env node
// Build and start-up benchmark (not a test): how long ops and developers wait.
//
//   1. `npm run build` (scripts/build.mjs: every front-end app, two at a time), wall time. It runs
//      first so that the benches after it (bundle bytes, lobby, web) measure the sources as they
//      are. BENCH_BUILD=0 skips it (and measures the dist already there).
//   2. Cold start of the production stack (`npm run serve`: api + loopback nginx), from the call
//      until the edge answers `/` and `/api/health`: on a fresh embedded database (migrations and
//      seeds run) and on an existing one (a second start on the same data dir). Median of
//      BENCH_STARTS (3) each.
//
// Writes bench/results/build-start.json. No budget is set for these (the issue names none); they
// are printed for their before/after.
//
//   npx tsx bench/web/build-start-bench.mjs      # or: npm run bench -- build-start
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildFrontends } from '#scripts/build.mjs';
import { chooseStackPorts } from '#scripts/lib/ports.mjs';
import { repoRoot, setChildOutput } from '#scripts/lib/processes.mjs';
import { startStack } from '#scripts/lib/stack.mjs';

const outFile = path.join(repoRoot, 'bench', 'results', 'build-start.json');
const starts = Number(process.env.BENCH_STARTS ?? 3);
const seconds = (ms) => Math.round(ms / 100) / 10;
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

let buildSeconds = null;
if (process.env.BENCH_BUILD !== '0') {
  const t0 = performance.now();
  if (!(await buildFrontends())) {
    console.error('[build-start-bench] the build failed');
    process.exit(1);
  }
  buildSeconds = seconds(performance.now() - t0);
}

const logPath = path.join(repoRoot, 'node_modules', '.cache', 'oyna', 'bench-start-servers.log');
fs.mkdirSync(path.dirname(logPath), { recursive: true });
setChildOutput(fs.createWriteStream(logPath, { flags: 'w' }));
const portVars = { edge: 'BENCH_EDGE_PORT', api: 'BENCH_API_PORT' };

/** One start of the stack on `dataDir`, timed until the edge serves the page and the api. */
async function timedStart(dataDir) {
  const t0 = performance.now();
  const stack = await startStack({
    fresh: false,
    // as `npm run serve` starts it: the embedded default, development secrets
    apiNodeEnv: 'development',
    apiEnv: { OYNA_DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' },
    ports: await chooseStackPorts({ edgeVar: portVars.edge, apiVar: portVars.api }),
    portVars,
  });
  try {
    for (const url of [`${stack.url}/`, `${stack.url}/api/health`]) {
      const res = await fetch(url);
      if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    }
    return performance.now() - t0;
  } finally {
    await stack.stop();
  }
}

const fresh = [];
const existing = [];
for (let i = 0; i < starts; i += 1) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oyna-bench-start-'));
  try {
    fresh.push(await timedStart(dataDir));
    existing.push(await timedStart(dataDir));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const report = {
  measuredAt: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    load: os.loadavg(),
  },
  buildSeconds,
  coldStartSeconds: {
    freshDatabase: fresh.map(seconds),
    existingDatabase: existing.map(seconds),
  },
  budgets: [
    ...(buildSeconds === null
      ? []
      : [
          {
            figure: 'npm run build (wall time)',
            budget: '—',
            measured: `${buildSeconds} s`,
            pass: null,
          },
        ]),
    {
      figure: `cold start, fresh embedded database (median of ${starts})`,
      budget: '—',
      measured: `${seconds(median(fresh))} s`,
      pass: null,
    },
    {
      figure: `cold start, existing embedded database (median of ${starts})`,
      budget: '—',
      measured: `${seconds(median(existing))} s`,
      pass: null,
    },
  ],
};
fs.mkdirSync(path.dirname(outFile), { recursive: true });
fs.writeFileSync(outFile, `${JSON.stringify(report, null, 2)}\n`);
for (const b of report.budgets) console.log(`[build-start-bench] ${b.figure}: ${b.measured}`);
console.log(`[build-start-bench] written ${path.relative(repoRoot, outFile)}`);
