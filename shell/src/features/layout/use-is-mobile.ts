import { useSyncExternalStore } from 'react';

/** The layout's mobile breakpoint (layout.css switches to desktop at 992 px). */
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

/** Whether the page is at phone size (spec §2: the user icon acts differently on mobile). */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
