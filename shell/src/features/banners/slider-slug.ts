import { ROUTES, type RouteDefinition } from '@oyna/contracts';
import { matchPath } from '@oyna/ui/router';

/** The slider slug of the home page (spec §4 banner carousel). */
export const HOME_SLIDER_SLUG = 'home';

/**
 * The banner carousel's slug on a route (spec §2/§4): home has its own, the casino pages theirs
 * (the live casino its own), the play page and the rest none.
 */
export function sliderSlugOf(route: RouteDefinition | undefined): string | null {
  if (!route) return null;
  if (route.id === 'home') return HOME_SLIDER_SLUG;
  if (!route.path.startsWith('/casino/') || route.path.startsWith('/casino/play')) return null;
  return route.id === 'casino.live' ? 'live-casino' : 'casino';
}

/** The route of the page at `pathname` (the router's table, ROUTES), if any. */
export function routeAt(pathname: string): RouteDefinition | undefined {
  return ROUTES.find((r) => matchPath(r.path, pathname) !== null);
}

/** The slider slug of the page at `pathname`, or null. */
export function sliderSlugAt(pathname: string): string | null {
  return sliderSlugOf(routeAt(pathname));
}
