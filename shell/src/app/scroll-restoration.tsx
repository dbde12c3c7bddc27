import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '@oyna/ui/router';

/** How long a Back waits for the page it returns to to grow tall enough (a remote still loading). */
export const RESTORE_WAIT_MS = 2000;

/**
 * Where each history entry was scrolled, by `location.key`. Kept in memory: a reload starts the
 * document again and the browser restores its own first entry.
 */
const positions = new Map<string, number>();

/**
 * The router's scroll handling (spec §2 routing; the declarative BrowserRouter has no data
 * router, so no ScrollRestoration): a new page (PUSH, REPLACE) starts at the top — or at the
 * element its #hash names — and Back/Forward (POP) returns to where that entry was scrolled,
 * waiting for a page that is still loading to become tall enough, until the player scrolls.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const action = useNavigationType();
  const currentKey = useRef(location.key);

  // The browser would restore positions by itself on POP before the page has drawn: we do it.
  useEffect(() => {
    if (!('scrollRestoration' in window.history)) return undefined;
    const before = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = before;
    };
  }, []);

  // The position of the entry on screen, kept as the player scrolls: read when they come back.
  useEffect(() => {
    const save = () => positions.set(currentKey.current, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    const target = location.hash
      ? document.getElementById(decodeURIComponent(location.hash.slice(1)))
      : null;
    const saved = action === 'POP' ? positions.get(location.key) : undefined;
    if (saved === undefined) {
      // A new entry, or the document's first one (the browser's own restore is off): the top,
      // or the element the #hash names.
      if (target) target.scrollIntoView();
      else if (action !== 'POP') window.scrollTo(0, 0);
      positions.set(location.key, window.scrollY);
      return undefined;
    }
    const wanted = saved;
    let frame = 0;
    let stopped = false;
    const stop = () => {
      stopped = true;
    };
    const started = performance.now();
    // The player's own scroll wins over a restore still waiting for the page to grow.
    const inputs = ['wheel', 'touchstart', 'keydown'] as const;
    for (const type of inputs) window.addEventListener(type, stop, { passive: true, once: true });
    const attempt = () => {
      if (stopped) return;
      window.scrollTo(0, wanted);
      if (Math.abs(window.scrollY - wanted) <= 1) return;
      if (performance.now() - started > RESTORE_WAIT_MS) return;
      frame = window.requestAnimationFrame(attempt);
    };
    attempt();
    return () => {
      stop();
      window.cancelAnimationFrame(frame);
      for (const type of inputs) window.removeEventListener(type, stop);
    };
  }, [action, location.key, location.hash]);

  return null;
}
