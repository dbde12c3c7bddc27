// docs/decisions/012-remote-releases.md › The release store: `<store>/<remote>/<version>/` holds a
// remote's built dist, its release.json and texts.json. A release folder is never written twice.
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import type { RemoteName, ReleaseVersion } from '@oyna/contracts';

/** What `npm run release` records beside the files (release.json). */
export interface ReleaseRecord {
  remote: RemoteName;
  version: ReleaseVersion;
  /** The package's semver, the part of the version before `+`. */
  semver: string;
  commit: string;
  by: string;
  /** ISO time the release was made. */
  when: string;
  /** Bytes of the release's files (its dist and texts.json). */
  size: number;
  files: number;
  contracts: { version: string; range: string };
  /** Shared modules the remote asks the share scope for, with the range it accepts. */
  shared: Record<string, { requiredVersion: string; singleton: boolean }>;
  /** The remote's texts, tr and en by key (docs/decisions/004), in texts.json. */
  texts: { file: 'texts.json'; keys: number };
}

export const RELEASE_RECORD = 'release.json';

/** A release id: the package's semver, `+`, the short commit (`1.1.0+3f2a9c1`). */
export function releaseVersion(packageVersion: string, commit: string): ReleaseVersion {
  const version = `${packageVersion}+${commit}`;
  if (!semver.valid(packageVersion) || !/^[0-9a-f]{4,40}$/.test(commit)) {
    throw new Error(`not a release id: ${version} (semver from package.json, + a hex commit)`);
  }
  return version;
}

export function releaseDir(store: string, remote: RemoteName, version: ReleaseVersion): string {
  return path.join(store, remote, version);
}

/** A remote's releases in the store, newest first (by the time recorded in release.json). */
export function listReleases(store: string, remote: RemoteName): ReleaseRecord[] {
  const dir = path.join(store, remote);
  if (!fs.existsSync(dir)) return [];
  const records: ReleaseRecord[] = [];
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name, RELEASE_RECORD);
    if (name.startsWith('.') || !fs.existsSync(file)) continue;
    records.push(JSON.parse(fs.readFileSync(file, 'utf8')) as ReleaseRecord);
  }
  return records.sort((a, b) => b.when.localeCompare(a.when) || b.version.localeCompare(a.version));
}

export function readRelease(
  store: string,
  remote: RemoteName,
  version: ReleaseVersion,
): ReleaseRecord {
  const file = path.join(releaseDir(store, remote, version), RELEASE_RECORD);
  if (!fs.existsSync(file)) throw new Error(`no release ${remote} ${version} in ${store}`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ReleaseRecord;
}

/**
 * The release a command names: its full id, or a bare semver (`1.1.0`) when exactly one release
 * of that semver exists.
 */
export function resolveRelease(store: string, remote: RemoteName, given: string): ReleaseRecord {
  const releases = listReleases(store, remote);
  const exact = releases.find((r) => r.version === given);
  if (exact) return exact;
  if (given.includes('+')) throw new Error(`no release ${remote} ${given} in ${store}`);
  const same = releases.filter((r) => r.semver === given);
  if (same.length === 1) return same[0]!;
  if (same.length === 0) throw new Error(`no release ${remote} ${given} in ${store}`);
  throw new Error(
    `${remote} ${given} names ${same.length} releases (${same.map((r) => r.version).join(', ')}): give the full id`,
  );
}

/** Total bytes and count of the files under a folder. */
export function folderSize(dir: string): { size: number; files: number } {
  let size = 0;
  let files = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    size += fs.statSync(path.join(entry.parentPath, entry.name)).size;
    files += 1;
  }
  return { size, files };
}
