#!/usr/bin/env node
// Makes package-lock.json acceptable to `npm ci` on every platform.
//
// The registry this project installs from serves only the linux-x64 builds of packages with
// per-platform binaries (@rspack/binding-*, @swc/core-*, @unrs/resolver-binding-*, …); the others
// answer 404. `npm install` then leaves them out of the lock, and `npm ci` refuses the lock
// ("Missing: @swc/core-darwin-arm64@ from lock file"). This adds an entry for each such optional
// dependency (version, optional, os/cpu read from its name), which npm skips on other platforms.
//
//   node scripts/fix-lockfile.mjs        # after `npm install`, before committing the lock
//   node scripts/fix-lockfile.mjs --check  # exit 1 when entries are missing (nothing written)
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lib/processes.mjs';

const lockPath = path.join(repoRoot, 'package-lock.json');
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
const packages = lock.packages ?? {};

const OSES = [
  'darwin',
  'win32',
  'linux',
  'android',
  'freebsd',
  'openharmony',
  'netbsd',
  'openbsd',
  'sunos',
  'aix',
];
const CPUS = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32'];

function platformOf(name) {
  const parts = name.split('/').pop()?.split('-') ?? [];
  const os = OSES.find((o) => parts.includes(o));
  const cpu = CPUS.find((c) => parts.includes(c));
  return { os, cpu };
}

const added = [];
for (const [key, meta] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const nested = `${key ? `${key}/` : ''}node_modules/${dep}`;
    const top = `node_modules/${dep}`;
    if (packages[nested] || packages[top]) continue;
    const { os, cpu } = platformOf(dep);
    packages[top] = {
      version,
      optional: true,
      ...(os ? { os: [os] } : {}),
      ...(cpu ? { cpu: [cpu] } : {}),
    };
    added.push(`${dep}@${version}`);
  }
}

if (process.argv.includes('--check')) {
  if (added.length) {
    console.error(
      `package-lock.json lacks ${added.length} optional platform entries; run node scripts/fix-lockfile.mjs`,
    );
    process.exit(1);
  }
  console.log('package-lock.json: every optional platform dependency has an entry');
} else if (added.length) {
  lock.packages = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
  );
  fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(
    `package-lock.json: added ${added.length} optional platform entries (${added.slice(0, 3).join(', ')}, …)`,
  );
} else {
  console.log('package-lock.json: nothing to add');
}
