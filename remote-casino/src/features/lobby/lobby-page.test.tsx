import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { events } from '@oyna/contracts';
import { fakeApi, loggedInSession, ok, renderWithProviders } from '@oyna/test-kit';
import { casinoMessages } from '../../messages';
import { casinoSagas, casinoSlices } from '../../test/casino-state';
import { catalogueGame } from '../../test/fixtures';
import { LobbyPage } from './lobby-page';

const categories = [
  { id: 1, name: 'Popular', slugList: ['popular'] },
  { id: 3, name: 'Slots', slugList: ['slot'] },
  { id: 5, name: 'Live Roulette', slugList: ['live-roulette'] },
  { id: 6, name: 'Live Blackjack', slugList: ['live-blackjack'] },
];
const aviator = catalogueGame();
const sultan = catalogueGame({ gameCode: 'sultan-gold', mainProviderId: 2, name: 'Sultan Gold' });
const roulette = catalogueGame({
  gameCode: 'mega-roulette',
  name: 'Mega Roulette',
  live: true,
  tags: ['roulette', 'dealer'],
});
const blackjack = catalogueGame({
  gameCode: 'blackjack-classic',
  name: 'Blackjack Classic',
  live: true,
  tags: ['blackjack', 'dealer'],
});

function renderLobby(routeId: 'casino.slot' | 'casino.live', loggedIn: boolean) {
  const api = fakeApi({
    getCasinoGames: (p) => {
      if ('systemCategory' in p) {
        const byCategory: Record<string, (typeof aviator)[]> = {
          popular: [aviator],
          slot: [sultan],
          'live-roulette': [roulette],
          'live-blackjack': [blackjack],
          favorites: loggedIn ? [sultan] : [],
        };
        return ok([byCategory[p.systemCategory] ?? []]);
      }
      return ok([[aviator]]);
    },
    toggleFavorite: ok(null, 'Added to favorites'),
  });
  const view = renderWithProviders(<LobbyPage routeId={routeId} params={{}} />, {
    api,
    // A game opened from the lobby is the game player's: the remote's whole state runs.
    slices: casinoSlices,
    sagas: casinoSagas,
    messages: casinoMessages,
    locale: 'en',
    preloadedState: {
      bootstrap: { casinoCategories: categories },
      ...(loggedIn ? { session: loggedInSession } : {}),
    },
  });
  return { ...view, api };
}

describe('casino lobby (spec §2)', () => {
  it("shows the slot lobby's categories as titled grids of game cards with lazy pictures", async () => {
    const { api } = renderLobby('casino.slot', false);
    const popular = await screen.findByRole('region', { name: 'Popular' });
    expect(await within(popular).findByRole('button', { name: 'Play Aviator' })).toBeVisible();
    const slots = screen.getByRole('region', { name: 'Slots' });
    expect(await within(slots).findByRole('button', { name: 'Play Sultan Gold' })).toBeVisible();
    // Live categories belong to the live lobby.
    expect(screen.queryByRole('region', { name: 'Live Roulette' })).toBeNull();
    const picture = within(popular)
      .getByRole('button', { name: 'Play Aviator' })
      .querySelector('img');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('width', '160');
    expect(api.payloadsOf('getCasinoGames')).toEqual([
      { systemCategory: 'popular' },
      { systemCategory: 'slot' },
    ]);
  });

  it('gives a visitor the login dialog for a star and for a game', async () => {
    const { dispatched } = renderLobby('casino.slot', false);
    const popular = await screen.findByRole('region', { name: 'Popular' });
    await userEvent.click(
      await within(popular).findByRole('button', { name: 'Add Aviator to favourites' }),
    );
    await userEvent.click(within(popular).getByRole('button', { name: 'Play Aviator' }));
    expect(dispatched.filter((a) => events.requireLogin.match(a))).toHaveLength(2);
  });

  it("shows a player's favourites row with filled stars, and toggles a star", async () => {
    const { api } = renderLobby('casino.slot', true);
    const favourites = await screen.findByRole('region', { name: 'My favourites' });
    expect(
      await within(favourites).findByRole('button', { name: 'Remove Sultan Gold from favourites' }),
    ).toHaveAttribute('aria-pressed', 'true');
    const popular = screen.getByRole('region', { name: 'Popular' });
    await userEvent.click(
      await within(popular).findByRole('button', { name: 'Add Aviator to favourites' }),
    );
    expect(api.payloadsOf('toggleFavorite')).toEqual([{ code: 'aviator', providerId: 6 }]);
  });

  it('narrows the live casino with its filters (All, Roulette, Blackjack, …)', async () => {
    renderLobby('casino.live', false);
    expect(await screen.findByRole('button', { name: 'Play Mega Roulette' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Play Blackjack Classic' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Blackjack' }));
    expect(screen.queryByRole('button', { name: 'Play Mega Roulette' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Play Blackjack Classic' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getByRole('button', { name: 'Play Mega Roulette' })).toBeVisible();
  });

  it('searches as the player types and lists the results', async () => {
    const { api } = renderLobby('casino.slot', false);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search games' }), 'Avi');
    const results = await screen.findByRole(
      'region',
      { name: 'Search results' },
      { timeout: 2000 },
    );
    expect(await within(results).findByRole('button', { name: 'Play Aviator' })).toBeVisible();
    expect(api.payloadsOf('getCasinoGames')).toContainEqual({
      live: false,
      search: 'Avi',
      skip: 0,
      take: 5,
    });
  });
});
