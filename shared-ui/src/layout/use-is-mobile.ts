import { useSyncExternalStore } from 'react';

// `@oyna/ui/layout`: not the federated `@oyna/ui` singleton (a hook without state or context),
// so the shell's header can use it without loading the form kit at start-up.

/** The site's mobile breakpoint (the shell's layout.css switches to desktop at 992 px). */
const MOBILE_QUERY = '(max-width: 991.98px)';

let asked: { matchMedia: typeof window.matchMedia; list: MediaQueryList } | null = null;

/**
 * One MediaQueryList for the page: every render reads its `matches` instead of parsing and
 * evaluating a new list (a cost a phone's first render paid once per component). A page (or a
 * test) that installs another matchMedia gets a list of its own.
 */
function query(): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  if (asked?.matchMedia !== window.matchMedia) {
    asked = { matchMedia: window.matchMedia, list: window.matchMedia(MOBILE_QUERY) };
  }
  return asked.list;
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
