#!/usr/bin/env node
// Production builds of the front-end apps (`npm run build`): `rspack build` in each app, at most
// two at a time (the machines have 2 cores), stopping the others at the first failure.
//
//   node scripts/build.mjs [folder ...]      e.g. node scripts/build.mjs shell remote-casino
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { FRONTENDS } from './lib/nginx.mjs';
import { repoRoot, startProcess, stopProcess } from './lib/processes.mjs';

const MAX_PARALLEL = 2;

/** Browser bundles the api serves itself (not nginx): the built-in game provider's client. */
const API_SERVED = ['provider-games'];
const ALL = [...FRONTENDS.map((f) => f.folder), ...API_SERVED];

/**
 * @param {string[]} [folders]  default: every front-end app and the game provider's client
 * @returns {Promise<boolean>}  true when every build succeeded
 */
export async function buildFrontends(folders = ALL) {
  const unknown = folders.filter((f) => !ALL.includes(f));
  if (unknown.length) {
    console.error(`[build] unknown app folder(s): ${unknown.join(', ')}`);
    return false;
  }
  const queue = [...folders];
  const running = new Set();
  const times = [];
  let failed = null;
  const started = Date.now();
  console.log(`[build] production build of ${folders.join(', ')} (${MAX_PARALLEL} at a time)`);

  const next = async () => {
    while (!failed && queue.length) {
      const folder = /** @type {string} */ (queue.shift());
      const t0 = Date.now();
      const child = startProcess(folder, 'npm', ['run', 'build', '-w', folder], {
        cwd: repoRoot,
        // rspack.config reads NODE_ENV; a caller's `development` must not leak into a release build.
        env: { ...process.env, NODE_ENV: 'production' },
      });
      running.add(child);
      const { code, signal } = await child.exited;
      running.delete(child);
      if (failed) return; // stopped because another build failed
      if (code !== 0) {
        failed = { folder, code, signal };
        await Promise.all([...running].map((c) => stopProcess(c)));
        return;
      }
      times.push(`${folder} ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(MAX_PARALLEL, folders.length) }, next));

  if (failed) {
    console.error(
      `\n[build] FAILED: ${failed.folder} (exit ${failed.code ?? failed.signal}). ` +
        `Its output is above, prefixed [${failed.folder}]. Rerun alone: npm run build -w ${failed.folder}`,
    );
    return false;
  }
  console.log(
    `[build] done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${times.join(', ')}`,
  );
  return true;
}

if (import.meta.url === pathToFileURL(path.resolve(process.argv[1] ?? '')).href) {
  const ok = await buildFrontends(process.argv.length > 2 ? process.argv.slice(2) : undefined);
  process.exit(ok ? 0 : 1);
}
