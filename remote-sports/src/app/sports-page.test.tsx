import { screen } from '@testing-library/react';
import { fakeApi, ok, renderWithProviders } from '@oyna/test-kit';
import type { RouteId } from '@oyna/contracts';
import { sportsMessages } from '../messages';
import { betsSlice } from '../features/bets/bets-slice';
import { watchBook } from '../features/book/book-saga';
import { bookSlice } from '../features/book/book-slice';
import { wireEvent, wireTree } from '../features/book/wire-fixtures';
import { slipSlice } from '../lib/slip-slice';
import { SportsPage } from './sports-page';
import { sportsSlice } from '../features/sportsbook/sports-slice';

function renderRoute(routeId: RouteId) {
  const api = fakeApi({
    getSportsTree: (p) =>
      ok(
        wireTree(p.kind, [
          wireEvent(1, 'Galatasaray', 'Fenerbahçe', p.kind === 'live' ? { status: 'live' } : {}),
        ]),
      ),
  });
  renderWithProviders(<SportsPage routeId={routeId} params={{}} />, {
    api,
    slices: [sportsSlice, bookSlice, slipSlice, betsSlice],
    sagas: [watchBook],
    messages: sportsMessages,
    locale: 'en',
  });
  return api;
}

const session = (fields: Record<string, string | null>) =>
  localStorage.setItem('authData', JSON.stringify({ token: 'tok-1', ...fields }));

describe('the sports routes (spec §2) and provider frame mode (spec §3)', () => {
  afterEach(() => localStorage.clear());

  it.each([
    ['spor', 'prematch'],
    ['spor.fcg', 'prematch'],
    ['livespor', 'live'],
    ['livespor.fcg', 'live'],
    ['esports', 'esports'],
    ['esports.betco', 'esports'],
  ] as const)('%s shows the native %s book without a provider session', async (routeId, kind) => {
    const api = renderRoute(routeId);
    expect(await screen.findByRole('region', { name: 'Football events' })).toBeVisible();
    expect(api.payloadsOf('getSportsTree')).toEqual([{ kind }]);
    // The RTS 15A notice on the in-play pages only.
    expect(screen.queryByRole('note') !== null).toBe(kind === 'live');
    expect(screen.getByTestId('sports-page')).toHaveAttribute('data-mode', 'native');
  });

  it('shows the betco frame on /esports/betco and betsy on the others, each with its token', () => {
    session({
      betcoUrl: 'https://betco.example/sb',
      betcoToken: 'bc-1',
      betsyUrl: 'https://betsy.example/sb',
      betsyToken: 'bs-2',
      betsyCid: 'c-3',
    });
    renderRoute('esports.betco');
    const frame = screen.getByTitle('Sportsbook');
    expect(frame.getAttribute('src')).toBe(
      'https://betco.example/sb?token=bc-1&lang=en&page=esports',
    );
  });

  it('frames betsy on /livespor/fcg with its token and cid', () => {
    session({ betsyUrl: 'https://betsy.example/sb', betsyToken: 'bs-2', betsyCid: 'c-3' });
    renderRoute('livespor.fcg');
    expect(screen.getByTitle('Sportsbook').getAttribute('src')).toBe(
      'https://betsy.example/sb?token=bs-2&cid=c-3&lang=en&page=live',
    );
  });

  it('shows the native book on /esports/betco when only betsy is configured', async () => {
    session({ betsyUrl: 'https://betsy.example/sb', betsyToken: 'bs-2', betsyCid: 'c-3' });
    renderRoute('esports.betco');
    expect(await screen.findByRole('region', { name: 'Football events' })).toBeVisible();
    expect(screen.queryByTitle('Sportsbook')).toBeNull();
  });
});
