#!/usr/bin/env node
// `npm test`: everything CI runs, in order, stopping at the first failure:
//   preflight (node, nginx, chromium) → lockfile check → lint → typecheck → format:check → docker-compose config
//   → jest (all packages; the api's Postgres tests when DATABASE_URL is set) → the scripts' own
//   tests (node --test scripts/lib tooling) → dev smoke (the journeys against the servers of
//   `npm start`, on free ports) → production build → Playwright e2e through nginx in Chromium.
//
//   node scripts/test.mjs [--no-e2e]   --no-e2e skips the dev smoke, the build and e2e (and their
//                                      preflight)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { findNginx } from './lib/nginx.mjs';
import { repoRoot, run } from './lib/processes.mjs';

const withE2e = !process.argv.includes('--no-e2e');
const reportsDir = path.join(repoRoot, 'node_modules', '.cache', 'oyna');
const jestReport = path.join(reportsDir, 'jest-results.json');
const e2eReport = path.join(reportsDir, 'e2e-results.json');
const devSmokeReport = path.join(reportsDir, 'dev-smoke-results.json');

/** What is missing on this machine, each with how to get it. */
function preflight() {
  const problems = [];
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    problems.push(`Node.js ${process.versions.node} is too old: install Node.js 20.19 or newer`);
  }
  if (!fs.existsSync(path.join(repoRoot, 'node_modules', '.bin', 'jest'))) {
    problems.push('dependencies are not installed: run `npm install` (CI: `npm ci`)');
  }
  if (withE2e) {
    if (!findNginx()) {
      problems.push('nginx is missing (e2e serves the builds through it): apt-get install nginx');
    }
    // e2e/chromium-path.ts: CHROMIUM_PATH, else Debian's chromium-headless-shell, else chromium
    const chromium =
      process.env.CHROMIUM_PATH ??
      ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium'].find((p) =>
        fs.existsSync(p),
      ) ??
      '/usr/bin/chromium';
    try {
      fs.accessSync(chromium, fs.constants.X_OK);
    } catch {
      problems.push(
        `Chromium is missing at ${chromium} (e2e drives it): apt-get install chromium` +
          (process.env.CHROMIUM_PATH ? '' : ' — or set CHROMIUM_PATH to another Chromium'),
      );
    }
  }
  return problems;
}

function dockerCompose() {
  for (const [cmd, args] of [
    ['docker-compose', []],
    ['docker', ['compose']],
  ]) {
    const probe = spawnSync(cmd, [...args, 'version'], { stdio: 'ignore' });
    if (probe.status === 0) return { cmd, args };
  }
  return null;
}

/** Counts from the jest and Playwright JSON reports, when they were written by this run. */
function readCounts(started) {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  const fresh = (file) => fs.existsSync(file) && fs.statSync(file).mtimeMs >= started;
  if (fresh(jestReport)) {
    const jest = JSON.parse(fs.readFileSync(jestReport, 'utf8'));
    counts.passed += jest.numPassedTests ?? 0;
    counts.failed += jest.numFailedTests ?? 0;
    counts.skipped += (jest.numPendingTests ?? 0) + (jest.numTodoTests ?? 0);
  }
  for (const report of [devSmokeReport, e2eReport]) {
    if (!fresh(report)) continue;
    const stats = JSON.parse(fs.readFileSync(report, 'utf8')).stats ?? {};
    counts.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    counts.failed += stats.unexpected ?? 0;
    counts.skipped += stats.skipped ?? 0;
  }
  return counts;
}

const started = Date.now();
const problems = preflight();
if (problems.length) {
  console.error('\nnpm test cannot run on this machine yet:\n');
  for (const p of problems) console.error(`  ✗ ${p}`);
  console.error(
    '\nOn Debian/Ubuntu: apt-get install nginx chromium   (then npm test again;' +
      ' `npm test -- --no-e2e` runs everything but the build and the e2e suite)\n',
  );
  process.exit(1);
}

fs.mkdirSync(reportsDir, { recursive: true });
const compose = dockerCompose();
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

/** @type {{ name: string, cmd?: string, args?: string[], env?: Record<string, string>, skip?: string }[]} */
const steps = [
  // `npm ci` refuses a lock without the other platforms' binaries (see fix-lockfile.mjs).
  {
    name: 'lockfile',
    cmd: process.execPath,
    args: [path.join(repoRoot, 'scripts', 'fix-lockfile.mjs'), '--check'],
  },
  { name: 'lint', cmd: npm, args: ['run', 'lint'] },
  { name: 'typecheck', cmd: npm, args: ['run', 'typecheck'] },
  { name: 'format', cmd: npm, args: ['run', 'format:check'] },
  compose
    ? { name: 'compose config', cmd: compose.cmd, args: [...compose.args, 'config', '-q'] }
    : {
        name: 'compose config',
        skip: 'docker-compose not installed (apt-get install docker-compose)',
      },
  {
    name: 'jest',
    cmd: npx,
    // Two workers on the 2-core CI machine: jest's default (cores - 1) runs the suites one by
    // one, and most of an api suite's time is spent waiting on the database (544 s → 372 s).
    args: [
      'jest',
      ...(process.env.CI ? ['--ci'] : []),
      `--maxWorkers=${process.env.JEST_WORKERS ?? 2}`,
      '--json',
      `--outputFile=${jestReport}`,
    ],
  },
  {
    name: 'scripts',
    cmd: process.execPath,
    args: ['--test', path.join(repoRoot, 'scripts', 'lib'), path.join(repoRoot, 'tooling')],
  },
  // Before the build: the dev servers' watch build of the game provider writes provider-games/dist,
  // which the production build then replaces for the e2e run.
  withE2e
    ? {
        name: 'dev smoke',
        cmd: npx,
        args: ['playwright', 'test', '-c', path.join(repoRoot, 'e2e', 'playwright.dev.config.ts')],
        env: { E2E_JSON_REPORT: devSmokeReport },
      }
    : { name: 'dev smoke', skip: '--no-e2e' },
  withE2e
    ? { name: 'build', cmd: process.execPath, args: [path.join(repoRoot, 'scripts', 'build.mjs')] }
    : { name: 'build', skip: '--no-e2e' },
  withE2e
    ? { name: 'e2e', cmd: npm, args: ['run', 'test:e2e'], env: { E2E_JSON_REPORT: e2eReport } }
    : { name: 'e2e', skip: '--no-e2e' },
];

/** @type {{ name: string, result: string, seconds: number }[]} */
const summary = [];
let failedStep = null;
for (const step of steps) {
  if (failedStep) {
    summary.push({ name: step.name, result: 'not run', seconds: 0 });
    continue;
  }
  if (step.skip) {
    console.log(`\n▶ ${step.name}: skipped — ${step.skip}`);
    summary.push({ name: step.name, result: `skipped (${step.skip})`, seconds: 0 });
    continue;
  }
  console.log(`\n▶ ${step.name}: ${path.basename(step.cmd ?? '')} ${(step.args ?? []).join(' ')}`);
  const t0 = Date.now();
  const code = await run(/** @type {string} */ (step.cmd), step.args ?? [], {
    env: { ...process.env, ...step.env },
  });
  const seconds = (Date.now() - t0) / 1000;
  summary.push({ name: step.name, result: code === 0 ? 'ok' : `FAILED (exit ${code})`, seconds });
  if (code !== 0) failedStep = step.name;
}

console.log('\n── npm test summary ──');
for (const s of summary) {
  console.log(
    `  ${s.name.padEnd(15)} ${s.result}${s.seconds ? `  ${s.seconds.toFixed(1)} s` : ''}`,
  );
}
console.log(`  total ${((Date.now() - started) / 1000).toFixed(0)} s`);
if (failedStep === 'dev smoke') {
  console.log(
    "  dev smoke traces: e2e/test-results/dev/; the dev servers' output:" +
      ' node_modules/.cache/oyna/dev-smoke-servers.log',
  );
}
if (failedStep === 'e2e') {
  console.log(
    '  e2e traces and screenshots: e2e/test-results/ (npx playwright show-trace <trace.zip>);' +
      ' server output: node_modules/.cache/oyna/e2e-servers.log',
  );
}
const counts = readCounts(started);
if (counts.passed + counts.failed > 0) {
  // The plain closing line CI reads.
  console.log(
    `tests: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`,
  );
}
process.exit(failedStep ? 1 : 0);
