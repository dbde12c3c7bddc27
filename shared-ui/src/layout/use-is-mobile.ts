import { useSyncExternalStore } from 'react';

// `@oyna/ui/layout`: not the federated `@oyna/ui` singleton (a hook without state or context),
// so the shell's header can use it without loading the form kit at start-up.

/** The site's mobile breakpoint (the shell's layout.css switches to desktop at 992 px). */
const MOBILE_QUERY = '(max-width: 991.98px)';

function query(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(MOBILE_QUERY)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * Whether the page is at phone size: the shell's header and notifications (spec §2: the user icon
 * acts differently on mobile) and a remote's own phone layouts (the sports slip's bottom sheet).
 */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
