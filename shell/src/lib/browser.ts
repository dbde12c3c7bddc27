/**
 * The page-level effects of logging out (spec §4), kept apart so that tests can observe them:
 * jsdom cannot reload a page.
 */

/** Navigates the single-page app to '/' (react-router listens to popstate). */
export function goHome(): void {
  if (window.location.pathname === '/') return;
  window.history.pushState(null, '', '/');
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}

export function reloadPage(): void {
  window.location.reload();
}

/** Navigates the single-page app to `path` (the reality check's "View game history"). */
export function navigateTo(path: string): void {
  if (window.location.pathname === path) return;
  window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}
