import { useSyncExternalStore } from 'react';

/** The layout's breakpoint (the shell's layout switches to desktop at 992 px). */
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

/** Phone size: the slip is a badge and a bottom sheet; on a desktop a side column. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
