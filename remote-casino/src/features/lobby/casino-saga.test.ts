import { events } from '@oyna/contracts';
import { fail, fakeApi, ok, recordSaga } from '@oyna/test-kit';
import { CATEGORY_BATCH, runSearch, watchCasino } from './casino-saga';
import { casinoActions } from './casino-slice';
import { catalogueGame, stateOf } from '../../test/fixtures';

const aviator = catalogueGame();

describe('casino lobby saga (spec §9: categories in batches of 20; §8: a failure is an empty list)', () => {
  it('loads 25 categories as a batch of 20 then one of 5, and a failed one as empty', async () => {
    const slugs = Array.from({ length: 25 }, (_, i) => `cat-${i}`);
    const api = fakeApi({
      getCasinoGames: (p) =>
        'systemCategory' in p && p.systemCategory === 'cat-3' ? fail('boom') : ok([[aviator]]),
    });
    const out = await recordSaga(watchCasino, {
      api,
      state: stateOf(false),
      incoming: [casinoActions.loadLobby({ slugs })],
    });
    expect(api.payloadsOf('getCasinoGames')).toEqual(slugs.map((s) => ({ systemCategory: s })));
    const types = out.map((a) =>
      casinoActions.categoryLoading.match(a)
        ? 'loading'
        : casinoActions.categoryLoaded.match(a)
          ? 'loaded'
          : a.type,
    );
    // The second batch starts only when the whole first one has answered.
    expect(
      types
        .slice(0, CATEGORY_BATCH * 2)
        .every((t, i) => t === (i < CATEGORY_BATCH ? 'loading' : 'loaded')),
    ).toBe(true);
    expect(out).toContainEqual(casinoActions.categoryLoaded({ slug: 'cat-3', games: [] }));
    expect(out).toContainEqual(casinoActions.categoryLoaded({ slug: 'cat-4', games: [aviator] }));
    // No error toast for a lobby row (spec §8).
    expect(out.filter((a) => events.toast.match(a))).toEqual([]);
  });

  it("loads a player's favourites with the lobby, and none for a visitor", async () => {
    const api = fakeApi({ getCasinoGames: ok([[aviator]]) });
    const out = await recordSaga(watchCasino, {
      api,
      state: stateOf(true),
      incoming: [casinoActions.loadLobby({ slugs: [] })],
    });
    expect(api.payloadsOf('getCasinoGames')).toEqual([{ systemCategory: 'favorites' }]);
    expect(out).toContainEqual(casinoActions.favouritesLoaded([aviator]));
  });
});

describe('favourites (spec §4)', () => {
  it('asks a visitor to log in and calls nothing', async () => {
    const api = fakeApi();
    const out = await recordSaga(watchCasino, {
      api,
      state: stateOf(false),
      incoming: [casinoActions.toggleFavourite({ game: aviator })],
    });
    expect(out).toEqual([events.requireLogin()]);
    expect(api.calls).toEqual([]);
  });

  it('toasts success when added and warning when removed, and reloads the list', async () => {
    const api = fakeApi({
      toggleFavorite: ok(null, 'Added to favorites'),
      getCasinoGames: ok([[aviator]]),
    });
    const added = await recordSaga(watchCasino, {
      api,
      state: stateOf(true),
      incoming: [casinoActions.toggleFavourite({ game: aviator })],
    });
    expect(api.payloadsOf('toggleFavorite')).toEqual([{ code: 'aviator', providerId: 6 }]);
    expect(added).toContainEqual(events.toast({ kind: 'success', message: 'Added to favorites' }));
    expect(added).toContainEqual(casinoActions.favouritesLoaded([aviator]));

    api.answer('toggleFavorite', ok(null, 'Removed from favorites'));
    const removed = await recordSaga(watchCasino, {
      api,
      state: stateOf(true, { favourites: { status: 'ready', games: [aviator] } }),
      incoming: [casinoActions.toggleFavourite({ game: aviator })],
    });
    expect(removed).toContainEqual(
      events.toast({ kind: 'warning', message: 'Removed from favorites' }),
    );
  });
});

describe('search (spec §7: live, search, skip 0, take 5; flattened)', () => {
  it('sends the search and stores the flattened results', async () => {
    const other = catalogueGame({ gameCode: 'x', name: 'X' });
    const api = fakeApi({ getCasinoGames: ok([[aviator], [other]]) });
    const out = await recordSaga(
      function* () {
        yield* runSearch(casinoActions.search({ query: ' Avi ', live: true }));
      },
      { api, state: stateOf(false) },
    );
    expect(api.payloadsOf('getCasinoGames')).toEqual([
      { live: true, search: 'Avi', skip: 0, take: 5 },
    ]);
    expect(out).toEqual([casinoActions.searchLoaded([aviator, other])]);
  });
});
