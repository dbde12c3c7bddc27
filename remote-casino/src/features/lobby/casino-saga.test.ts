import { waitFor } from '@testing-library/react';
import { callSlotId, events } from '@oyna/contracts';
import { fail, fakeApi, loggedInSession, makeTestStore, ok, recordSaga } from '@oyna/test-kit';
import { CATEGORY_BATCH, runSearch, watchCasino } from './casino-saga';
import { casinoActions } from './casino-actions';
import { casinoCalls, categorySlot, FAVOURITES_SLOT, gamesOf, SEARCH_SLOT } from './casino-calls';
import { catalogueGame, stateOf } from '../../test/fixtures';

const aviator = catalogueGame();

/** The lobby's saga over a real store of call data (the loads are casinoCalls' own saga). */
function lobbyStore(api: ReturnType<typeof fakeApi>, loggedIn = false) {
  return makeTestStore({
    api,
    slices: [casinoCalls.slice],
    sagas: [watchCasino, casinoCalls.saga],
    preloadedState: loggedIn ? { session: loggedInSession } : {},
  });
}

const slotOf = (view: ReturnType<typeof lobbyStore>, key: string) =>
  casinoCalls.selectSlot('getCasinoGames', key)(view.store.getState());

describe('casino lobby saga (spec §9: categories in batches of 20; §8: a failure is an empty list)', () => {
  it('loads 25 categories as a batch of 20 then one of 5, and a failed one as empty', async () => {
    const slugs = Array.from({ length: 25 }, (_, i) => `cat-${i}`);
    const answers: Array<(done: void) => void> = [];
    const api = fakeApi({
      // Each answer waits until the test lets it go, so what is on its way can be counted.
      getCasinoGames: (p) =>
        new Promise((resolve) => {
          answers.push(() =>
            resolve(
              'systemCategory' in p && p.systemCategory === 'cat-3'
                ? fail('boom')
                : ok([[aviator]]),
            ),
          );
        }),
    });
    const view = lobbyStore(api);
    view.store.dispatch(casinoActions.loadLobby({ slugs }));
    await waitFor(() => expect(api.countOf('getCasinoGames')).toBe(CATEGORY_BATCH));
    expect(slotOf(view, categorySlot('cat-20')).status).toBe('idle');
    // The second batch starts only when the whole first one has answered.
    for (const answer of answers.splice(0, CATEGORY_BATCH - 1)) answer();
    await new Promise((r) => setTimeout(r, 20));
    expect(api.countOf('getCasinoGames')).toBe(CATEGORY_BATCH);
    answers.shift()?.();
    await waitFor(() => expect(api.countOf('getCasinoGames')).toBe(25));
    for (const answer of answers.splice(0)) answer();
    expect(api.payloadsOf('getCasinoGames')).toEqual(slugs.map((s) => ({ systemCategory: s })));
    await waitFor(() => expect(slotOf(view, categorySlot('cat-24')).status).toBe('ready'));
    expect(slotOf(view, categorySlot('cat-3')).status).toBe('error');
    expect(gamesOf(slotOf(view, categorySlot('cat-3')))).toEqual([]);
    expect(gamesOf(slotOf(view, categorySlot('cat-4')))).toEqual([aviator]);
    // No error toast for a lobby row (spec §8).
    expect(view.dispatched.filter((a) => events.toast.match(a))).toEqual([]);
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
    const view = lobbyStore(api, true);
    view.store.dispatch(casinoActions.toggleFavourite({ game: aviator }));
    await waitFor(() => expect(slotOf(view, FAVOURITES_SLOT).status).toBe('ready'));
    expect(api.payloadsOf('toggleFavorite')).toEqual([{ code: 'aviator', providerId: 6 }]);
    expect(view.dispatched).toContainEqual(
      events.toast({ kind: 'success', message: 'Added to favorites' }),
    );
    expect(api.payloadsOf('getCasinoGames')).toEqual([{ systemCategory: 'favorites' }]);
    expect(gamesOf(slotOf(view, FAVOURITES_SLOT))).toEqual([aviator]);

    api.answer('toggleFavorite', ok(null, 'Removed from favorites'));
    const removed = await recordSaga(watchCasino, {
      api,
      state: stateOf(true, [aviator]),
      incoming: [casinoActions.toggleFavourite({ game: aviator })],
    });
    expect(removed).toContainEqual(
      events.toast({ kind: 'warning', message: 'Removed from favorites' }),
    );
  });
});

describe('search (spec §7: live, search, skip 0, take 5; flattened)', () => {
  it('asks for the search in its slot of call data', async () => {
    const out = await recordSaga(function* () {
      yield* runSearch(casinoActions.search({ query: ' Avi ', live: true }));
    });
    expect(out).toEqual([
      casinoCalls.load(
        'getCasinoGames',
        { live: true, search: 'Avi', skip: 0, take: 5 },
        { key: SEARCH_SLOT },
      ),
    ]);
  });

  it('sends the search once the player pauses, and stores the flattened results', async () => {
    const other = catalogueGame({ gameCode: 'x', name: 'X' });
    const api = fakeApi({ getCasinoGames: ok([[aviator], [other]]) });
    const view = lobbyStore(api);
    for (const query of ['A', 'Av', 'Avi ']) {
      view.store.dispatch(casinoActions.search({ query, live: false }));
    }
    await waitFor(() => expect(slotOf(view, SEARCH_SLOT).status).toBe('ready'));
    expect(api.payloadsOf('getCasinoGames')).toEqual([
      { live: false, search: 'Avi', skip: 0, take: 5 },
    ]);
    expect(gamesOf(slotOf(view, SEARCH_SLOT))).toEqual([aviator, other]);
    expect(callSlotId('getCasinoGames', SEARCH_SLOT)).toBe('getCasinoGames#search');
  });
});
