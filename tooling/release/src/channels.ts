// docs/decisions/012-remote-releases.md › Channels: what each CLI command does to one remote's
// entry in remotes.json. Pure functions, so the rules are tested apart from files and locks.
import type { RemoteChannel, RemoteEntry, ReleaseVersion } from '@oyna/contracts';

/** A command that cannot apply to the current entry (exit 1, message to the operator). */
export class ChannelError extends Error {}

/** `promote`: the release becomes stable, the old stable becomes previous, its canary ends. */
export function promote(entry: RemoteEntry | undefined, version: ReleaseVersion): RemoteChannel {
  const channel = typeof entry === 'object' ? entry : undefined;
  if (channel?.stable === version) {
    throw new ChannelError(`${version} is already the stable release`);
  }
  const next: RemoteChannel = { stable: version };
  if (channel) next.previous = channel.stable;
  if (channel?.canary && channel.canary.version !== version) next.canary = { ...channel.canary };
  if (channel?.base) next.base = channel.base;
  return next;
}

/** `canary`: a share of visitors (by canaryBucket) load the release; 0 % ends the canary. */
export function canary(
  entry: RemoteEntry | undefined,
  version: ReleaseVersion,
  percent: number,
): RemoteChannel {
  if (typeof entry !== 'object') {
    throw new ChannelError('no stable release yet: promote one before a canary');
  }
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw new ChannelError(`a canary's share is a whole percent from 0 to 100, not ${percent}`);
  }
  if (entry.stable === version) {
    throw new ChannelError(`${version} is the stable release: it cannot also be its canary`);
  }
  const { canary: _old, ...rest } = entry;
  return percent === 0 ? rest : { ...rest, canary: { version, percent } };
}

/** `rollback`: previous becomes stable again; the rolled-back release is no one's fallback. */
export function rollback(entry: RemoteEntry | undefined): RemoteChannel {
  if (typeof entry !== 'object' || !entry.previous) {
    throw new ChannelError('no previous release to roll back to');
  }
  const next: RemoteChannel = { stable: entry.previous };
  if (entry.canary && entry.canary.version !== entry.previous) next.canary = { ...entry.canary };
  if (entry.base) next.base = entry.base;
  return next;
}

/** The releases a remote's entry points at: never pruned (stable, previous, the canary's). */
export function pinnedVersions(entry: RemoteEntry | undefined): Set<ReleaseVersion> {
  if (typeof entry !== 'object') return new Set();
  return new Set(
    [entry.stable, entry.previous, entry.canary?.version].filter(
      (v): v is string => typeof v === 'string',
    ),
  );
}

/**
 * `prune`: which releases go — all but the `keep` newest (releases ordered newest first), and
 * never one the config points at.
 */
export function releasesToPrune(
  newestFirst: ReleaseVersion[],
  pinned: Set<ReleaseVersion>,
  keep: number,
): ReleaseVersion[] {
  return newestFirst.slice(Math.max(0, keep)).filter((v) => !pinned.has(v));
}

/** One line for an entry, as `list` prints it. */
export function describeEntry(entry: RemoteEntry | undefined): string {
  if (entry === undefined)
    return 'not configured (the shell uses /remotes/<name>/mf-manifest.json)';
  if (typeof entry === 'string') return `manifest ${entry} (no releases)`;
  return [
    `stable ${entry.stable}`,
    entry.previous ? `previous ${entry.previous}` : 'no previous',
    entry.canary ? `canary ${entry.canary.version} at ${entry.canary.percent}%` : 'no canary',
    ...(entry.base ? [`base ${entry.base}`] : []),
  ].join(', ');
}
