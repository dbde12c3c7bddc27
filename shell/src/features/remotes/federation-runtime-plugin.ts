import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Federation runtime plugin of the shell. Manifests are fetched with `no-store` so that a remote
 * redeployed by copying its dist is picked up at the next page load (the first page's one comes
 * from the boot script, asked for the same way); load errors are left to rethrow so that the
 * remote's error boundary shows its fallback (ARCHITECTURE.md).
 */
export default function oynaRuntimePlugin(
  boot: OynaBoot | undefined = typeof window === 'undefined' ? undefined : window.__OYNA_BOOT__,
): ModuleFederationRuntimePlugin {
  let early = boot?.manifest;
  if (boot) boot.manifest = undefined;
  return {
    name: 'oyna-runtime-plugin',
    fetch(url, init) {
      if (!url.endsWith('mf-manifest.json')) return undefined;
      const own = () => fetch(url, { ...init, cache: 'no-store' });
      if (!early) return own();
      // The first page's manifest, asked for by index.html's boot script, is read once; any
      // other manifest, or a failed early call, is asked for here.
      const asked = early;
      early = undefined;
      const href = new URL(url, document.baseURI).href;
      return asked.then((got) => (got && got.url === href ? got.response.catch(own) : own()), own);
    },
    errorLoadRemote() {
      return undefined;
    },
  };
}
