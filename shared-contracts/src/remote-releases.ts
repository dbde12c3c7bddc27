import type { RemoteName } from './remotes';

/**
 * Remote releases (docs/decisions/012-remote-releases.md): a remote team ships an immutable,
 * versioned release `<remote>/<version>/` into the release store, and ops switch what visitors
 * load by changing the environment's `remotes.json`. This file is the one definition of that
 * config's shape and of how a visitor's version is picked, shared by the shell, the release CLI
 * and the tests, so all three agree on who sees a canary.
 */

/** A release's id: semver from the remote's package plus the commit, `1.5.0+3f2a9c1`. */
export type ReleaseVersion = string;

/** One remote's channel in `remotes.json`: what is promoted, what was before, and a canary. */
export interface RemoteChannel {
  /** The promoted release every visitor loads (unless the canary picks them). */
  stable: ReleaseVersion;
  /** The release promoted before `stable`: the automatic fallback and `rollback`'s target. */
  previous?: ReleaseVersion;
  /** A release a share of visitors load, picked by a stable hash (`canaryBucket`). */
  canary?: { version: ReleaseVersion; percent: number };
  /** Where this remote's releases are served; default `/releases/<remote>/`. */
  base?: string;
}

/**
 * Runtime remotes config, served next to the shell as `remotes.json`: per remote either a
 * manifest URL (a remote served from one folder, the form before releases) or its channel.
 */
export type RemoteEntry = string | RemoteChannel;

/** `remotes.json` as served (RemotesConfig is what the shell resolves it to for one visitor). */
export type RemotesFile = Partial<Record<RemoteName, RemoteEntry>>;

/** The release store's folder a remote's releases are served from, by default. */
export function defaultReleaseBase(remote: RemoteName): string {
  return `/releases/${remote}/`;
}

/** The manifest of one release of a remote. */
export function releaseManifestUrl(
  remote: RemoteName,
  version: ReleaseVersion,
  base: string = defaultReleaseBase(remote),
): string {
  const folder = base.endsWith('/') ? base : `${base}/`;
  return `${folder}${version}/mf-manifest.json`;
}

/**
 * A visitor's bucket (0–99) for a remote's canary: FNV-1a (32 bit) of `<remote>:<id>`, where the
 * id is the player's id once logged in (the same version on every device) and the first-party
 * visitor cookie before. Per remote, so one visitor is not in every canary at once.
 */
export function canaryBucket(remote: RemoteName, id: string): number {
  let hash = 0x811c9dc5;
  const text = `${remote}:${id}`;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

/** What a visitor loads of one remote: the version, its manifest, and the fallbacks in order. */
export interface PickedRelease {
  version: ReleaseVersion | null;
  manifestUrl: string;
  /** Whether the canary picked this visitor. */
  canary: boolean;
  /** Where to go when this one fails to load or throws at start (the promoted, then previous). */
  fallbacks: { version: ReleaseVersion; manifestUrl: string }[];
}

/** Picks a visitor's release of a remote from its config entry (`id`: player or visitor id). */
export function pickRelease(remote: RemoteName, entry: RemoteEntry, id: string): PickedRelease {
  if (typeof entry === 'string') {
    return { version: null, manifestUrl: entry, canary: false, fallbacks: [] };
  }
  const url = (version: ReleaseVersion) => releaseManifestUrl(remote, version, entry.base);
  const inCanary =
    entry.canary !== undefined &&
    entry.canary.percent > 0 &&
    canaryBucket(remote, id) < entry.canary.percent;
  const chain = [
    ...(inCanary && entry.canary ? [entry.canary.version] : []),
    entry.stable,
    ...(entry.previous ? [entry.previous] : []),
  ].filter((v, i, all) => all.indexOf(v) === i);
  const [first, ...rest] = chain;
  return {
    version: first!,
    manifestUrl: url(first!),
    canary: inCanary,
    fallbacks: rest.map((version) => ({ version, manifestUrl: url(version) })),
  };
}

/** Whether a value read from `remotes.json` is a well-formed channel (the shell trusts nothing). */
export function isRemoteChannel(value: unknown): value is RemoteChannel {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const version = (x: unknown) => typeof x === 'string' && /^[0-9][0-9A-Za-z.+-]{0,63}$/.test(x);
  if (!version(v.stable)) return false;
  if (v.previous !== undefined && !version(v.previous)) return false;
  if (v.base !== undefined && typeof v.base !== 'string') return false;
  if (v.canary !== undefined) {
    const c = v.canary as Record<string, unknown> | null;
    if (typeof c !== 'object' || c === null || !version(c.version)) return false;
    if (typeof c.percent !== 'number' || !(c.percent >= 0 && c.percent <= 100)) return false;
  }
  return true;
}
