/** The remotes the shell knows by name, and where each is served behind nginx. */
export const REMOTE_NAMES = ['sports', 'casino', 'account', 'payments'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Who owns a route, a dialog or an event: the shell or one of the remotes. */
export type Owner = 'shell' | RemoteName;

/** The name under which the federation runtime knows a remote (its `name` in the MF plugin). */
export function federationNameOf(remote: RemoteName): string {
  return `oyna_${remote}`;
}

/** The one module each remote exposes. */
export const REMOTE_EXPOSE = './module';

/** Runtime remotes config, served next to the shell as `remotes.json`: remote → manifest URL. */
export type RemotesConfig = Record<RemoteName, string>;

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}
