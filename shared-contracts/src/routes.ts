import type { Owner } from './remotes';

/**
 * Every route of spec §2, with its owner (ARCHITECTURE.md › Packages), its title and its
 * breadcrumb. The shell wires these before any remote is loaded; a remote supplies the page
 * component for each of its route ids (RemoteModule.routes).
 */
export interface RouteDefinition {
  id: string;
  path: string;
  owner: Owner;
  /** i18n key of the page title (document title and the last breadcrumb entry). */
  titleKey: string;
  /** Breadcrumb entries before the page itself: i18n label key and url. */
  parents: readonly { labelKey: string; url: string }[];
  /** spec §2: some routes sit behind a login guard (every /dashboard route). */
  guarded: boolean;
}

const home = { labelKey: 'route.home', url: '/' } as const;
const casino = { labelKey: 'breadcrumb.casino', url: '/casino/slot' } as const;
const sports = { labelKey: 'route.spor', url: '/spor' } as const;
const esports = { labelKey: 'route.esports', url: '/esports' } as const;
const dashboard = { labelKey: 'route.dashboard', url: '/dashboard' } as const;

function route(
  id: string,
  path: string,
  owner: Owner,
  parents: RouteDefinition['parents'],
  guarded = false,
): RouteDefinition {
  return { id, path, owner, titleKey: `route.${id}`, parents, guarded };
}

export const ROUTES = [
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
] as const satisfies readonly RouteDefinition[];

export type RouteId = (typeof ROUTES)[number]['id'];

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
