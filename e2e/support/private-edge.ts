import fs from 'node:fs';
import path from 'node:path';
import { loadScriptsLib, repoRoot } from './scripts-lib';

export interface PrivateEdge {
  url: string;
  /** Deploys a new build of an app of `own`: copies its dist over the served one, as ops do. */
  deploy(folder: string, dist: string): void;
}

interface EdgeOptions {
  /** Names the fixture folder and the log file (test-results/<name>.log). */
  name: string;
  /** App folders served from a copy of their dist that the spec may redeploy. */
  own: string[];
  /** The shared edge, through which /api, /provider and /notify go. */
  apiVia: string;
}

/**
 * An nginx edge of the spec's own, rendered from the project's templates, whose dists a spec may
 * redeploy without disturbing the shared servers: the apps in `own` are served from a copy of
 * their built dist/ (the spec copies a new build over it, as ops do), every other app straight
 * from the repository. /api, /provider and /notify go through the shared edge at `apiVia`.
 */
export async function withPrivateEdge(
  { name, own, apiVia }: EdgeOptions,
  run: (edge: PrivateEdge) => Promise<void>,
): Promise<void> {
  const scripts = await loadScriptsLib();
  const logFile = path.resolve(__dirname, '..', 'test-results', `${name}.log`);
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  scripts.setChildOutput(fs.createWriteStream(logFile, { flags: 'a' }));

  const distBase = path.join(repoRoot, 'e2e', '.fixtures', name);
  fs.rmSync(distBase, { recursive: true, force: true });
  for (const { folder } of scripts.FRONTENDS) {
    const served = path.join(distBase, folder, 'dist');
    fs.mkdirSync(path.dirname(served), { recursive: true });
    const built = path.join(repoRoot, folder, 'dist');
    if (own.includes(folder)) fs.cpSync(built, served, { recursive: true });
    else fs.symlinkSync(built, served);
  }
  const port = await scripts.freePort();
  const url = `http://127.0.0.1:${port}`;
  const prepared = await scripts.prepareNginx({
    edgeListen: `127.0.0.1:${port}`,
    apiUpstreams: [new URL(apiVia).host],
    distBase,
  });
  const nginx = await scripts.startNginx(prepared, url);
  try {
    await run({
      url,
      deploy(folder, dist) {
        if (!own.includes(folder)) throw new Error(`${folder} is served from the repository`);
        fs.cpSync(dist, path.join(distBase, folder, 'dist'), { recursive: true, force: true });
      },
    });
  } finally {
    await scripts.stopNginx(nginx, prepared.workDir);
    fs.rmSync(distBase, { recursive: true, force: true });
  }
}
