// docs/decisions/012-remote-releases.md › The gate: `promote` and `canary` refuse a release the
// live shell cannot run — another contracts major, a shared singleton range the shell's copy does
// not satisfy — or one that fails a smoke load through the edge in a headless browser.
import path from 'node:path';
import { chromium } from 'playwright-core';
import semver from 'semver';
import type { RemoteName, ReleaseVersion } from '@oyna/contracts';
import type { ReleaseRecord } from './store';

/** The live shell's record, written by its build (tooling/release/build-record.mjs). */
export interface ShellRecord {
  app: 'shell';
  contractsVersion: string;
  provided: Record<string, { version: string; singleton: boolean; requiredVersion: string }>;
}

/** A refusal: exit 2 and the reason in one line. */
export class GateRefusal extends Error {}

/**
 * The shell's version of a module a remote shares: the module itself, or for a prefix
 * (`react/`, shared by subpath) the package the shell provides the subpaths of.
 */
function providedVersion(shell: ShellRecord, name: string): string | undefined {
  const key = name.endsWith('/') ? name.slice(0, -1) : name;
  return shell.provided[key]?.version;
}

/** The reasons the live shell cannot run this release (empty: compatible). */
export function incompatibilities(release: ReleaseRecord, shell: ShellRecord): string[] {
  const reasons: string[] = [];
  const ours = semver.major(release.contracts.version);
  const live = semver.major(shell.contractsVersion);
  if (ours !== live) {
    // The shell refuses a remote of another contracts major at load (docs/decisions/001).
    reasons.push(
      `built against contracts ${release.contracts.version} (major ${ours}); the live shell runs ${shell.contractsVersion} (major ${live})`,
    );
  }
  for (const [name, { requiredVersion, singleton }] of Object.entries(release.shared)) {
    // Contracts is shared non-singleton: a newer minor runs its own copy (docs/decisions/004).
    if (!singleton) continue;
    const version = providedVersion(shell, name);
    if (version === undefined) {
      reasons.push(`needs the shared singleton ${name}, which the live shell does not provide`);
    } else if (!semver.satisfies(version, requiredVersion)) {
      reasons.push(`needs ${name} ${requiredVersion}; the live shell provides ${version}`);
    }
  }
  return reasons;
}

export async function fetchShellRecord(edge: string): Promise<ShellRecord> {
  const url = new URL('/shell-release.json', edge).href;
  const res = await fetch(url, { headers: { 'cache-control': 'no-cache' } }).catch(
    (error: unknown) => {
      throw new GateRefusal(`cannot reach the edge at ${edge}: ${String(error)}`);
    },
  );
  if (!res.ok) throw new GateRefusal(`the live shell's record ${url} answered ${res.status}`);
  return (await res.json()) as ShellRecord;
}

/** A page of each remote the smoke load opens (the remote loads there without a login). */
export const SMOKE_PATHS: Record<RemoteName, string> = {
  sports: '/spor',
  casino: '/casino/slot',
  account: '/dashboard',
  payments: '/dashboard/deposit',
};

interface RemoteVersionState {
  version?: string | null;
  status?: string;
  failed?: string[];
}

/**
 * The smoke load: the release's manifest and remote entry answer through the edge, and the live
 * shell, opened on a page of the remote with `?oyna-preview=<remote>:<version>` (that tab only),
 * reports it `ready` in `window.__OYNA_REMOTE_VERSIONS__`.
 */
export async function smokeLoad(o: {
  edge: string;
  remote: RemoteName;
  version: ReleaseVersion;
  manifestUrl: string;
  chromiumPath: string;
  path?: string;
  /** A Playwright storage state with a player's session: account and payments pages need one. */
  storageState?: string;
  timeoutMs?: number;
}): Promise<void> {
  const manifestUrl = new URL(o.manifestUrl, o.edge).href;
  const res = await fetch(manifestUrl);
  if (!res.ok) throw new GateRefusal(`smoke load: ${manifestUrl} answered ${res.status}`);
  const manifest = (await res.json()) as {
    metaData?: { remoteEntry?: { name?: string; path?: string } };
  };
  const entry = manifest.metaData?.remoteEntry;
  if (!entry?.name) throw new GateRefusal(`smoke load: ${manifestUrl} names no remoteEntry`);
  const entryUrl = new URL(path.posix.join(entry.path ?? '', entry.name), manifestUrl).href;
  const entryRes = await fetch(entryUrl);
  if (!entryRes.ok) throw new GateRefusal(`smoke load: ${entryUrl} answered ${entryRes.status}`);

  // The OS's Chromium (browser downloads are blocked; the e2e suite drives the same one).
  const browser = await chromium.launch({
    executablePath: o.chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage(o.storageState ? { storageState: o.storageState } : {});
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const page0 = new URL(o.path ?? SMOKE_PATHS[o.remote], o.edge);
    page0.searchParams.set('oyna-preview', `${o.remote}:${o.version}`);
    await page.goto(page0.href, { waitUntil: 'domcontentloaded' });
    const timeout = o.timeoutMs ?? 20_000;
    // Settled: ready, or failed (a preview has no fallback, so a broken release shows as failed).
    const settled = await page
      .waitForFunction(
        ([remote, version]) => {
          const state = (
            window as unknown as { __OYNA_REMOTE_VERSIONS__?: Record<string, RemoteVersionState> }
          ).__OYNA_REMOTE_VERSIONS__?.[remote!];
          if (state === undefined || state.status === 'loading') return false;
          return state.status !== 'ready' || state.version === version ? state : false;
        },
        [o.remote, o.version],
        { timeout },
      )
      .then((handle) => handle.jsonValue() as Promise<RemoteVersionState>)
      .catch(() => null);
    if (settled?.status === 'ready' && settled.version === o.version) return;
    const seen = settled
      ? `${settled.version ?? 'no version'} ${settled.status ?? ''}${settled.failed ? `, failed ${settled.failed.join(' ')}` : ''}`
      : `not ready within ${timeout / 1000} s`;
    throw new GateRefusal(
      `smoke load: ${o.remote} ${o.version} did not start in the live shell (${seen}${errors.length ? `; page error: ${errors[0]}` : ''})`,
    );
  } finally {
    await browser.close();
  }
}
