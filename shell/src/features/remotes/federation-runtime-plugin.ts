import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Federation runtime plugin of the shell. Manifests are fetched with `no-store` so that a remote
 * redeployed by copying its dist is picked up at the next page load; load errors are left to
 * rethrow so that the remote's error boundary shows its fallback (ARCHITECTURE.md).
 */
export default function oynaRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'oyna-runtime-plugin',
    fetch(url, init) {
      if (url.endsWith('mf-manifest.json')) return fetch(url, { ...init, cache: 'no-store' });
      return undefined;
    },
    errorLoadRemote() {
      return undefined;
    },
  };
}
