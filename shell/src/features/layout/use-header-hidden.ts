import { useSyncExternalStore } from 'react';
import { HEADER_HIDE_SCROLL_PX } from '@oyna/contracts';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** spec §2/§9: the header hides after scrolling beyond 100 px. */
export function useHeaderHidden(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > HEADER_HIDE_SCROLL_PX,
    () => false,
  );
}
