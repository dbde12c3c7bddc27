import { useSyncExternalStore } from 'react';
import { HEADER_HIDE_SCROLL_PX } from '@oyna/contracts';

// Whether the page is scrolled beyond the threshold, as the scroll listener last found it. The
// scroll position is read in the listener (and once when the first component subscribes, after
// its paint), never while React renders: reading `scrollY` there forces a layout of the whole
// page in the middle of the first render (~40 ms on a phone-speed CPU, bench/README.md).
let hidden = false;
const listeners = new Set<() => void>();

function read() {
  const next = window.scrollY > HEADER_HIDE_SCROLL_PX;
  if (next === hidden) return;
  hidden = next;
  listeners.forEach((listener) => listener());
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  if (listeners.size === 1) window.addEventListener('scroll', read, { passive: true });
  // A page opened mid-scroll (back, reload) is found here.
  read();
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) window.removeEventListener('scroll', read);
  };
}

/** spec §2/§9: the header hides after scrolling beyond 100 px. */
export function useHeaderHidden(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hidden,
    () => false,
  );
}
