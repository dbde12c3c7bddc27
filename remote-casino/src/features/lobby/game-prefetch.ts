import { useEffect, type RefObject } from 'react';

/**
 * The built-in game provider's list of its client's files (provider-games › `GET /preload`):
 * hashed scripts and styles only, cached by the browser for a year. Same origin as the site.
 */
export const GAME_FILES_URL = '/provider/games/preload';

/** How long after the page's `load` the files are asked for at the earliest. */
const AFTER_LOAD_MS = 500;

let prefetched: Promise<void> | null = null;

/** Runs `task` once the page has loaded and the browser is idle (the lobby's own files first). */
function whenIdle(task: () => void): void {
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(task, { timeout: 2000 });
    } else {
      window.setTimeout(task, 0);
    }
  };
  const afterLoad = () => window.setTimeout(idle, AFTER_LOAD_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

/**
 * Asks the browser to fetch the game frame's files ahead of a game (`<link rel=prefetch>`, the
 * lowest priority), once per page: the frame then finds them in the HTTP cache. Only the
 * provider's static, token-free files — never the frame's page, whose address carries a game
 * session (a prefetch must not open a session nor send a session id anywhere). A site without the
 * built-in provider answers anything but the list: nothing is fetched.
 */
export function prefetchGameFiles(): Promise<void> {
  if (prefetched) return prefetched;
  prefetched = fetch(GAME_FILES_URL, { credentials: 'omit' })
    .then((response) => (response.ok ? response.json() : null))
    .then((body: unknown) => {
      const files = (body as { files?: unknown } | null)?.files;
      if (!Array.isArray(files)) return;
      const present = new Set(
        [...document.head.querySelectorAll('link[rel="prefetch"]')].map((l) =>
          l.getAttribute('href'),
        ),
      );
      for (const file of files) {
        // Only this origin's provider files (the list is the provider's, but a link is a fetch).
        if (typeof file !== 'string' || !file.startsWith('/provider/games/static/')) continue;
        if (present.has(file)) continue;
        const link = document.createElement('link');
        link.rel = 'prefetch';
        link.href = file;
        link.setAttribute('as', file.endsWith('.css') ? 'style' : 'script');
        document.head.appendChild(link);
      }
    })
    .catch(() => {
      // A prefetch is a hint: the game loads its files itself when it opens.
    });
  return prefetched;
}

/**
 * Prefetches the game frame's files once any game tile of `ref` comes into view (spec §4 opening
 * a game: the frame that follows a tap then needs only its page and its session), after the
 * page's load so the lobby's own files are not slowed. Only for a player (`enabled`): a visitor's
 * tap opens the login dialog, not a game. Without IntersectionObserver nothing is prefetched.
 */
export function usePrefetchGamesOnView(ref: RefObject<Element | null>, enabled: boolean): void {
  useEffect(() => {
    const el = ref.current;
    if (!enabled || !el || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      whenIdle(() => void prefetchGameFiles());
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, enabled]);
}

/** Tests: forget that the files were prefetched. */
export function resetGamePrefetch(): void {
  prefetched = null;
}
