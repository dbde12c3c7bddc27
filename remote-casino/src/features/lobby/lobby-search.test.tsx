import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, ok, renderWithProviders } from '@oyna/test-kit';
import { casinoMessages } from '../../messages';
import { watchCasino } from './casino-saga';
import { casinoCalls } from './casino-calls';
import { catalogueGame } from '../../test/fixtures';
import { LobbyPage } from './lobby-page';

// The example of docs/developer-guide.md, run: a casino screen (the slot lobby, route
// casino.slot), its text (the search field's label, casino.search.label, in tr and en), its call
// (getCasinoGames, typed from the contracts' table) and this test.
const LANGUAGES = [
  { locale: 'en', label: 'Search games', results: 'Search results', play: 'Play Aviator' },
  { locale: 'tr', label: 'Oyun ara', results: 'Arama sonuçları', play: 'Aviator oyna' },
] as const;

describe.each(LANGUAGES)('the lobby search ($locale)', ({ locale, label, results, play }) => {
  it('asks getCasinoGames for what the player types and lists what it answers', async () => {
    const api = fakeApi({ getCasinoGames: ok([[catalogueGame()]]) });
    renderWithProviders(<LobbyPage routeId="casino.slot" params={{}} />, {
      api,
      slices: [casinoCalls.slice],
      sagas: [watchCasino, casinoCalls.saga],
      messages: casinoMessages,
      locale,
    });
    await userEvent.type(screen.getByRole('searchbox', { name: label }), 'Avi');
    const found = await screen.findByRole('region', { name: results }, { timeout: 2000 });
    expect(await within(found).findByRole('button', { name: play })).toBeVisible();
    expect(api.payloadsOf('getCasinoGames')).toContainEqual({
      live: false,
      search: 'Avi',
      skip: 0,
      take: 5,
    });
  });
});
