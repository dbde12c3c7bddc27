import { providerFrameOf, readStoredProviderFields } from './provider-session';

const stored = {
  betcoUrl: 'https://sports.betco.example/embed',
  betcoToken: 'bc-token-1',
  betsyUrl: 'https://betsy.example/sportsbook?skin=oyna',
  betsyToken: 'bs-token-2',
  betsyCid: 'cid-9',
};

describe('provider frame mode (spec §3 stored auth data)', () => {
  it('shows the betco sportsbook on /esports/betco with its token', () => {
    const frame = providerFrameOf('esports.betco', stored, 'tr');
    expect(frame?.provider).toBe('betco');
    const url = new URL(frame?.src ?? '');
    expect(url.origin + url.pathname).toBe('https://sports.betco.example/embed');
    expect(url.searchParams.get('token')).toBe('bc-token-1');
    expect(url.searchParams.get('page')).toBe('esports');
    expect(url.searchParams.get('lang')).toBe('tr');
  });

  it.each([
    ['spor', 'prematch'],
    ['spor.fcg', 'prematch'],
    ['livespor', 'live'],
    ['livespor.fcg', 'live'],
    ['esports', 'esports'],
  ] as const)('shows betsy on %s (page %s) with its token and cid', (routeId, page) => {
    const url = new URL(providerFrameOf(routeId, stored, 'en')?.src ?? '');
    expect(url.origin + url.pathname).toBe('https://betsy.example/sportsbook');
    expect(url.searchParams.get('skin')).toBe('oyna');
    expect(url.searchParams.get('token')).toBe('bs-token-2');
    expect(url.searchParams.get('cid')).toBe('cid-9');
    expect(url.searchParams.get('page')).toBe(page);
  });

  it('shows the native sportsbook without the route provider’s URL and token', () => {
    expect(providerFrameOf('spor', null, 'tr')).toBeNull();
    expect(providerFrameOf('spor', { ...stored, betsyToken: null }, 'tr')).toBeNull();
    expect(providerFrameOf('esports.betco', { ...stored, betcoUrl: '' }, 'tr')).toBeNull();
    // Only http(s) addresses become a frame.
    expect(
      providerFrameOf('spor', { ...stored, betsyUrl: 'javascript:alert(1)' }, 'tr'),
    ).toBeNull();
  });

  it('reads the fields from the stored auth data, and nothing from a broken one', () => {
    const storage = (value: string | null) => ({ getItem: () => value });
    const session = { ...stored, token: 'tok-1' };
    expect(readStoredProviderFields(storage(JSON.stringify(session)))).toEqual(session);
    // Without a token the data is no session (logged out).
    expect(readStoredProviderFields(storage(JSON.stringify(stored)))).toBeNull();
    expect(readStoredProviderFields(storage('{broken'))).toBeNull();
    expect(readStoredProviderFields(storage(null))).toBeNull();
  });
});
