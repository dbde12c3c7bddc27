import type { MessageKey } from './i18n/catalog';
import type { Owner } from './remotes';

/** A breadcrumb entry before the page itself: i18n label key and url. */
export interface Crumb {
  labelKey: MessageKey;
  url: string;
}

const home = { labelKey: 'route.home', url: '/' } as const satisfies Crumb;
const casino = { labelKey: 'breadcrumb.casino', url: '/casino/slot' } as const satisfies Crumb;
const sports = { labelKey: 'route.spor', url: '/spor' } as const satisfies Crumb;
const esports = { labelKey: 'route.esports', url: '/esports' } as const satisfies Crumb;
const dashboard = { labelKey: 'route.dashboard', url: '/dashboard' } as const satisfies Crumb;

/** One route; its id stays a literal so that RouteId is the union of every id below. */
function route<const Id extends string>(
  id: Id,
  path: string,
  owner: Owner,
  parents: readonly Crumb[],
  guarded = false,
) {
  return { id, path, owner, titleKey: `route.${id}` as const, parents, guarded };
}

const ROUTE_TABLE = [
  route('home', '/', 'shell', []),
  route('spor', '/spor', 'sports', [home]),
  route('spor.fcg', '/spor/fcg', 'sports', [home, sports]),
  route('livespor', '/livespor', 'sports', [home]),
  route('livespor.fcg', '/livespor/fcg', 'sports', [
    home,
    { labelKey: 'route.livespor', url: '/livespor' },
  ]),
  route('esports', '/esports', 'sports', [home]),
  route('esports.betco', '/esports/betco', 'sports', [home, esports]),
  route('casino.slot', '/casino/slot', 'casino', [home, casino]),
  route('casino.live', '/casino/live', 'casino', [home, casino]),
  route('casino.games', '/casino/games', 'casino', [home, casino]),
  route('casino.bingo', '/casino/bingo', 'casino', [home, casino]),
  route('casino.tvbets', '/casino/tvbets', 'casino', [home, casino]),
  route('casino.play', '/casino/play/:game', 'casino', [home, casino]),
  route('promotions', '/promotions', 'shell', [home]),
  route('pages', '/pages/:id', 'shell', [home]),
  route('dashboard', '/dashboard', 'account', [home], true),
  route('dashboard.account', '/dashboard/account', 'account', [home, dashboard], true),
  route('dashboard.deposit', '/dashboard/deposit', 'payments', [home, dashboard], true),
  route('dashboard.withdraw', '/dashboard/withdraw', 'payments', [home, dashboard], true),
  route(
    'dashboard.change-password',
    '/dashboard/change-password',
    'account',
    [home, dashboard],
    true,
  ),
  route(
    'dashboard.phone-verification',
    '/dashboard/phone-verification',
    'account',
    [home, dashboard],
    true,
  ),
  route(
    'dashboard.financial-activities',
    '/dashboard/financial-activities',
    'account',
    [home, dashboard],
    true,
  ),
  route('dashboard.game-history', '/dashboard/game-history', 'account', [home, dashboard], true),
  route('dashboard.claim-bonus', '/dashboard/claim-bonus', 'account', [home, dashboard], true),
  route('dashboard.bonuses', '/dashboard/bonuses', 'account', [home, dashboard], true),
  route(
    'dashboard.session-history',
    '/dashboard/session-history',
    'account',
    [home, dashboard],
    true,
  ),
  // Beyond spec §2: the player-protection tools (UKGC RTS 12, 13, LCCP 3.5), an account route
  // named like the others.
  route(
    'dashboard.responsible-gaming',
    '/dashboard/responsible-gaming',
    'account',
    [home, dashboard],
    true,
  ),
];

export type RouteId = (typeof ROUTE_TABLE)[number]['id'];
/** The i18n key of a route's title: `route.<id>` (routes.messages.ts carries one per route). */
export type RouteTitleKey = `route.${RouteId}`;

/**
 * Every route of spec §2, with its owner (ARCHITECTURE.md › Packages), its title and its
 * breadcrumb. The shell wires these before any remote is loaded; a remote supplies the page
 * component for each of its route ids (RemoteModule.routes), which gets the id as a prop.
 */
export interface RouteDefinition {
  id: RouteId;
  path: string;
  owner: Owner;
  /** The page title (document title and the last breadcrumb entry). */
  titleKey: RouteTitleKey & MessageKey;
  /** Breadcrumb entries before the page itself. */
  parents: readonly Crumb[];
  /** spec §2: some routes sit behind a login guard (every /dashboard route). */
  guarded: boolean;
}

/** Typed: a route whose title is not in the catalog does not compile. */
export const ROUTES: readonly RouteDefinition[] = ROUTE_TABLE;

/** The title key of a route, e.g. for a page heading: `<FormattedMessage id={routeTitleKey(id)} />`. */
export function routeTitleKey(id: RouteId): RouteTitleKey {
  return `route.${id}`;
}

export function routesOf(owner: Owner): RouteDefinition[] {
  return ROUTES.filter((r) => r.owner === owner);
}

export function routeById(id: RouteId): RouteDefinition {
  const found = ROUTES.find((r) => r.id === id);
  if (!found) throw new Error(`Unknown route id ${id}`);
  return found;
}

/** The casino search route of spec §2: live casino when the current url is the live casino. */
export function searchRouteFor(currentPath: string): '/casino/live' | '/casino/slot' {
  return currentPath.startsWith('/casino/live') ? '/casino/live' : '/casino/slot';
}
