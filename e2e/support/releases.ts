import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { loadScriptsLib, repoRoot } from './scripts-lib';

// docs/decisions/012-remote-releases.md: a spec's own edge over a release store and a remotes
// config of its own, and the two CLIs a remote team and ops run (`npm run release`,
// `npm run remotes`), as processes.

export interface ReleasesEdge {
  url: string;
  /** The release store (OYNA_RELEASES_DIR) and the remotes config (OYNA_REMOTES_CONFIG). */
  store: string;
  config: string;
}

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * An nginx edge rendered from the project's templates whose /releases/ is the spec's release
 * store and whose /remotes.json is the spec's remotes config (once written); every app's dist is
 * the repository's, and /api, /provider and /notify go through the shared edge at `apiVia`.
 */
export async function withReleasesEdge(
  { name, apiVia }: { name: string; apiVia: string },
  run: (edge: ReleasesEdge) => Promise<void>,
): Promise<void> {
  const scripts = await loadScriptsLib();
  const prepare = scripts.prepareNginx as (o: {
    edgeListen: string;
    apiUpstreams: string[];
    releasesDir: string;
    remotesConfigDir: string;
  }) => Promise<{ workDir: string }>;
  const logFile = path.resolve(__dirname, '..', 'test-results', `${name}.log`);
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  scripts.setChildOutput(fs.createWriteStream(logFile, { flags: 'a' }));

  const root = path.join(repoRoot, 'e2e', '.fixtures', name);
  fs.rmSync(root, { recursive: true, force: true });
  const store = path.join(root, 'releases');
  const config = path.join(root, 'remotes-config');
  fs.mkdirSync(store, { recursive: true });
  const port = await scripts.freePort();
  const url = `http://127.0.0.1:${port}`;
  const prepared = await prepare({
    edgeListen: `127.0.0.1:${port}`,
    apiUpstreams: [new URL(apiVia).host],
    releasesDir: store,
    remotesConfigDir: config,
  });
  const nginx = await scripts.startNginx(prepared, url);
  try {
    await run({ url, store, config });
  } finally {
    await scripts.stopNginx(nginx, prepared.workDir);
    fs.rmSync(root, { recursive: true, force: true });
  }
}

const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');

function cli(script: string, args: string[], env: Record<string, string>, cwd = repoRoot) {
  return new Promise<CliResult>((resolve) => {
    execFile(
      tsx,
      [path.join(repoRoot, 'tooling', 'release', 'src', script), ...args],
      { cwd, env: { ...process.env, ...env }, timeout: 90_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** `npm run remotes -- …` against the edge's store and config, by the e2e's operator. */
export function remotes(edge: ReleasesEdge, ...args: string[]): Promise<CliResult> {
  return cli('remotes-cli.ts', [...args, '--by', 'e2e operator'], {
    OYNA_RELEASES_DIR: edge.store,
    OYNA_REMOTES_CONFIG: edge.config,
    OYNA_EDGE_URL: edge.url,
  });
}

/**
 * `npm run release -w remote-casino -- --dist <dist>`: the casino team releases a build of theirs
 * at a package version, from one commit (read once by the spec: others commit during a run). `src` is the source the dist was built from (its texts go into the
 * release); the package folder is made beside it with the team's package.json at that version.
 */
export async function releaseCasino(
  edge: ReleasesEdge,
  o: { version: string; dist: string; src: string; folder: string; commit: string },
): Promise<string> {
  const appDir = path.join(o.folder, 'remote-casino');
  fs.mkdirSync(appDir, { recursive: true });
  if (!fs.existsSync(path.join(appDir, 'src'))) fs.symlinkSync(o.src, path.join(appDir, 'src'));
  const pkg = JSON.parse(
    fs.readFileSync(path.join(repoRoot, 'remote-casino', 'package.json'), 'utf8'),
  ) as { version: string };
  pkg.version = o.version;
  fs.writeFileSync(path.join(appDir, 'package.json'), JSON.stringify(pkg, null, 2));
  const out = await cli(
    'release-cli.ts',
    ['--dist', o.dist, '--by', 'casino team', '--commit', o.commit],
    { OYNA_RELEASES_DIR: edge.store },
    appDir,
  );
  if (out.code !== 0) throw new Error(`release ${o.version} failed:\n${out.stdout}${out.stderr}`);
  const { version } = JSON.parse(out.stdout.trim().split('\n').pop() ?? '{}') as {
    version: string;
  };
  return version;
}

export interface RemoteVersionState {
  version: string | null;
  status: 'loading' | 'ready' | 'failed' | 'fallback';
  failed?: string[];
}

/** The casino's release on this page once it has settled (`window.__OYNA_REMOTE_VERSIONS__`). */
export async function casinoRelease(page: Page): Promise<RemoteVersionState> {
  const handle = await page.waitForFunction(() => {
    const state = window.__OYNA_REMOTE_VERSIONS__?.casino;
    return state && state.status !== 'loading' ? state : false;
  });
  return (await handle.jsonValue()) as RemoteVersionState;
}

declare global {
  interface Window {
    __OYNA_REMOTE_VERSIONS__?: Partial<Record<string, RemoteVersionState>>;
  }
}
