import { events } from '@oyna/contracts';
import { fail, fakeApi, ok, recordSaga } from '@oyna/test-kit';
import { decodeGameParam } from '../lobby/game-param';
import { CATEGORY_BATCH, GAME_DIALOG, runSearch, watchCasino } from './casino-saga';
import { casinoActions } from './casino-slice';
import { catalogueGame, stateOf } from './fixtures';

/** Phones and desktops differ by the layout's media query (spec §4 Opening a game). */
function setPhone(phone: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: phone,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

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

describe('opening a game (spec §4)', () => {
  it('gives a visitor the login dialog, for a game and for the Aviator search', async () => {
    const api = fakeApi();
    const out = await recordSaga(watchCasino, {
      api,
      state: stateOf(false),
      incoming: [
        events.openGame({ game: aviator }),
        events.openFirstGameFound({ search: 'Aviator', live: false }),
      ],
    });
    expect(out).toEqual([events.requireLogin(), events.requireLogin()]);
    expect(api.calls).toEqual([]);
  });

  it('opens the game dialog on a phone', async () => {
    setPhone(true);
    const out = await recordSaga(watchCasino, {
      state: stateOf(true),
      incoming: [events.openGame({ game: aviator })],
    });
    expect(out).toEqual([events.openDialog({ dialog: GAME_DIALOG, props: { game: aviator } })]);
  });

  it('goes to the play page on a desktop, with the first game the Aviator search finds', async () => {
    setPhone(false);
    const api = fakeApi({ getCasinoGames: ok([[aviator]]) });
    await recordSaga(watchCasino, {
      api,
      state: stateOf(true),
      incoming: [events.openFirstGameFound({ search: 'Aviator', live: false })],
    });
    expect(api.payloadsOf('getCasinoGames')).toEqual([
      { live: false, search: 'Aviator', skip: 0, take: 5 },
    ]);
    const [, , param] = window.location.pathname.split('/').slice(1);
    expect(window.location.pathname.startsWith('/casino/play/')).toBe(true);
    expect(decodeGameParam(param)).toEqual({
      gameCode: 'aviator',
      mainProviderId: 6,
      name: 'Aviator',
    });
  });
});

describe('launch calls (spec §7: the provider id picks the call and its payload)', () => {
  const lobbyUrl = `${window.location.origin}/casino/slot`;
  const cases = [
    [1, 'getDtLaunchUrl', { code: 'g' }],
    [2, 'getPragmaticLaunchUrl', { code: 'g' }],
    [3, 'getEmLaunchUrl', { code: 'g', productId: 'p' }],
    [4, 'getAmusnetLaunchUrl', { code: 'g', isMobile: true }],
    [5, 'getEgtLaunchUrl', { platform: 2, gameCode: 'g', language: 'en', lobbyUrl }],
    [6, 'getHub88LaunchUrl', { platform: 2, gameCode: 'g', language: 'en', lobbyUrl }],
    [7, 'getSoftGamingsLaunchUrl', { system: 's', pageCode: 'g', isMobile: 1 }],
  ] as const;
  it.each(cases)(
    'provider %i calls %s with exactly its payload',
    async (providerId, name, payload) => {
      const api = fakeApi({ [name]: ok('/provider/games/play/abc') });
      const game = {
        gameCode: 'g',
        mainProviderId: providerId,
        name: 'G',
        system: 's',
        productId: 'p',
      };
      const out = await recordSaga(watchCasino, {
        api,
        state: stateOf(true),
        incoming: [casinoActions.launch({ game, mobile: true })],
      });
      expect(api.calls).toEqual([{ name, payload }]);
      expect(out).toEqual([
        providerId === 7
          ? casinoActions.launched({ url: null, html: '/provider/games/play/abc' })
          : casinoActions.launched({ url: '/provider/games/play/abc', html: null }),
      ]);
    },
  );

  it('shows the message of a failure; egt, hub88 and soft games also close the dialog (spec §8)', async () => {
    const api = fakeApi({ getHub88LaunchUrl: fail('No game'), getDtLaunchUrl: fail('No game') });
    const hub88 = await recordSaga(watchCasino, {
      api,
      state: stateOf(true),
      incoming: [
        casinoActions.launch({
          game: { gameCode: 'g', mainProviderId: 6, name: 'G' },
          mobile: true,
        }),
      ],
    });
    expect(hub88).toEqual([
      events.toast({ kind: 'error', message: 'No game' }),
      casinoActions.launchFailed(),
      events.closeDialog(),
    ]);
    const dt = await recordSaga(watchCasino, {
      api,
      state: stateOf(true),
      incoming: [
        casinoActions.launch({
          game: { gameCode: 'g', mainProviderId: 1, name: 'G' },
          mobile: true,
        }),
      ],
    });
    expect(dt).toEqual([
      events.toast({ kind: 'error', message: 'No game' }),
      casinoActions.launchFailed(),
    ]);
  });
});
