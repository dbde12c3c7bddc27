import { events } from '@oyna/contracts';
import { fail, fakeApi, ok, recordSaga } from '@oyna/test-kit';
import { decodeGameParam } from './game-param';
import { GAME_DIALOG, watchPlayer } from './player-saga';
import { playerActions } from './player-slice';
import { catalogueGame, stateOf } from '../../test/fixtures';

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

describe('opening a game (spec §4)', () => {
  it('gives a visitor the login dialog, for a game and for the Aviator search', async () => {
    const api = fakeApi();
    const out = await recordSaga(watchPlayer, {
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

  it('opens the game dialog on a phone, its launch call started with the tap', async () => {
    setPhone(true);
    const out = await recordSaga(watchPlayer, {
      state: stateOf(true),
      incoming: [events.openGame({ game: aviator })],
    });
    // The launch is asked for before the dialog is drawn, not by the dialog once it is.
    expect(out).toEqual([
      playerActions.launch({ game: aviator, mobile: true }),
      events.openDialog({ dialog: GAME_DIALOG, props: { game: aviator } }),
    ]);
  });

  it("a player shown launches its game unless that game's launch is under way", async () => {
    const launching = {
      ...stateOf(true),
      casinoPlayer: { game: aviator, status: 'loading', url: null, html: null, run: 1 },
    };
    // The dialog a phone's tap opened: the tap's launch is the one awaited.
    const shown = await recordSaga(watchPlayer, {
      state: launching,
      incoming: [playerActions.show({ game: aviator, mobile: true })],
    });
    expect(shown).toEqual([]);

    // Another game, or none under way (the play page, a deep link): launched here.
    const other = catalogueGame({ gameCode: 'sultan-gold', name: 'Sultan Gold' });
    const fresh = await recordSaga(watchPlayer, {
      state: launching,
      incoming: [playerActions.show({ game: other, mobile: false })],
    });
    expect(fresh[0]).toEqual(playerActions.launch({ game: other, mobile: false }));
    const idle = await recordSaga(watchPlayer, {
      state: stateOf(true),
      incoming: [playerActions.show({ game: aviator, mobile: false })],
    });
    expect(idle[0]).toEqual(playerActions.launch({ game: aviator, mobile: false }));
  });

  it('goes to the play page on a desktop, with the first game the Aviator search finds', async () => {
    setPhone(false);
    const api = fakeApi({ getCasinoGames: ok([[aviator]]) });
    await recordSaga(watchPlayer, {
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
      const out = await recordSaga(watchPlayer, {
        api,
        state: stateOf(true),
        incoming: [playerActions.launch({ game, mobile: true })],
      });
      expect(api.calls).toEqual([{ name, payload }]);
      expect(out).toEqual([
        providerId === 7
          ? playerActions.launched({ url: null, html: '/provider/games/play/abc' })
          : playerActions.launched({ url: '/provider/games/play/abc', html: null }),
      ]);
    },
  );

  it('shows the message of a failure; egt, hub88 and soft games also close the dialog (spec §8)', async () => {
    const api = fakeApi({ getHub88LaunchUrl: fail('No game'), getDtLaunchUrl: fail('No game') });
    const hub88 = await recordSaga(watchPlayer, {
      api,
      state: stateOf(true),
      incoming: [
        playerActions.launch({
          game: { gameCode: 'g', mainProviderId: 6, name: 'G' },
          mobile: true,
        }),
      ],
    });
    expect(hub88).toEqual([
      events.toast({ kind: 'error', message: 'No game' }),
      playerActions.launchFailed(),
      events.closeDialog(),
    ]);
    const dt = await recordSaga(watchPlayer, {
      api,
      state: stateOf(true),
      incoming: [
        playerActions.launch({
          game: { gameCode: 'g', mainProviderId: 1, name: 'G' },
          mobile: true,
        }),
      ],
    });
    expect(dt).toEqual([
      events.toast({ kind: 'error', message: 'No game' }),
      playerActions.launchFailed(),
    ]);
  });
});
