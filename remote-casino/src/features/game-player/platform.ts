/** The layout's phone breakpoint (the shell's layout.css switches to desktop at 992 px). */
const PHONE_QUERY = '(max-width: 991.98px)';

/** spec §4: a phone opens the game dialog, a desktop the play page. */
export function isPhone(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;
}

/**
 * Moves the shell's router from a saga (a remote has no handle on it): the browser router follows
 * history's popstate, as it does for the back button.
 */
export function navigateTo(path: string): void {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}
