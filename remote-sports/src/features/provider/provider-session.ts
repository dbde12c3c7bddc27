import { STORAGE_KEYS, type RouteId, type StoredAuthData } from '@oyna/contracts';

/** The two outside sportsbooks the stored auth data of spec §3 can carry a session for. */
export type ProviderName = 'betco' | 'betsy';

export interface ProviderFrame {
  provider: ProviderName;
  /** The frame's address with the provider's session passed in its query. */
  src: string;
}

/** spec §2: /esports/betco is the betco sportsbook's route; every other sports route is betsy's. */
export function providerOfRoute(routeId: RouteId): ProviderName {
  return routeId === 'esports.betco' ? 'betco' : 'betsy';
}

/** The page of the provider's sportsbook a route opens (pre-match, live or e-sports). */
export function providerPage(routeId: RouteId): 'prematch' | 'live' | 'esports' {
  if (routeId === 'livespor' || routeId === 'livespor.fcg') return 'live';
  if (routeId === 'esports' || routeId === 'esports.betco') return 'esports';
  return 'prematch';
}

type ProviderFields = Pick<
  StoredAuthData,
  'betcoUrl' | 'betcoToken' | 'betsyUrl' | 'betsyToken' | 'betsyCid'
>;

/** spec §3: the provider fields of the stored auth data (local storage `authData`); null for a visitor. */
export function readStoredProviderFields(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): Partial<ProviderFields> | null {
  try {
    const raw = storage?.getItem(STORAGE_KEYS.authData);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return null;
    // Auth data without a token is no session (the shell reads it the same way).
    const { token } = value as { token?: unknown };
    return typeof token === 'string' && token ? (value as Partial<ProviderFields>) : null;
  } catch {
    return null;
  }
}

/** Only http(s) addresses become a frame: a stored value is never run as a script URL. */
function httpUrl(text: unknown): URL | null {
  if (typeof text !== 'string' || !text.trim()) return null;
  try {
    const url = new URL(text.trim(), globalThis.location?.href ?? 'http://localhost/');
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

const filled = (text: unknown): text is string => typeof text === 'string' && text.trim() !== '';

/**
 * Provider frame mode (spec §3 auth data): when the stored auth data carries the route's provider
 * URL and token, the route shows that sportsbook in a frame with the session in the query
 * (betco: `token`; betsy: `token` and `cid`), the interface language (`lang`) and the page
 * (`page`: prematch, live or esports). Without them — the embedded default — null: the native
 * sportsbook shows.
 */
export function providerFrameOf(
  routeId: RouteId,
  stored: Partial<ProviderFields> | null,
  locale: string,
): ProviderFrame | null {
  if (!stored) return null;
  const provider = providerOfRoute(routeId);
  const url = httpUrl(provider === 'betco' ? stored.betcoUrl : stored.betsyUrl);
  const token = provider === 'betco' ? stored.betcoToken : stored.betsyToken;
  if (!url || !filled(token)) return null;
  url.searchParams.set('token', token);
  if (provider === 'betsy' && filled(stored.betsyCid)) url.searchParams.set('cid', stored.betsyCid);
  url.searchParams.set('lang', locale);
  url.searchParams.set('page', providerPage(routeId));
  return { provider, src: url.toString() };
}
