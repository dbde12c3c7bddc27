import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import type { ProvidedModules } from './federation-runtime';

/** What the remote loader asks of the page's federation runtime. */
export type FederationHost = Pick<ModuleFederation, 'loadRemote' | 'registerRemotes'>;

let host: Promise<FederationHost> | undefined;

/**
 * The page's Module Federation runtime, made when the first remote is needed (the first page's
 * own remote is asked for at start-up, index.tsx): pages the shell draws alone never download or
 * start it (docs/decisions/004 › The federation runtime is the shell's). A failed download is
 * forgotten, so that the remote area's Retry fetches it anew.
 */
export function federationHost(
  provided: ProvidedModules = __OYNA_PROVIDED_MODULES__,
): Promise<FederationHost> {
  host ??= import(/* webpackChunkName: "federation" */ './federation-runtime')
    .then((runtime) => runtime.createFederationHost(provided))
    .catch((error: unknown) => {
      host = undefined;
      throw error;
    });
  return host;
}
