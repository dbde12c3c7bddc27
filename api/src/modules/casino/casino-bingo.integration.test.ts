import '../../test/native-modules';
import { BACKENDS } from '../../test/backends';
import { startApp, type Harness } from '../../test/app-harness';
import { gameByCode } from '@oyna/provider-games/engine';
import type { CatalogueGame } from '@oyna/contracts';
import { catalogueCall, fundedPlayer, gameCall, ledgerCheck, openTile } from '../../test/games';

const LOBBY = 'http://localhost:8080/casino/bingo';

/** spec §7: the launch call of a bingo tile's provider (DT: Bingo 90; Soft Gamings: Bingo 75). */

interface ProviderState {
  game: { code: string; name: string; kind: string };
}

interface Played {
  round: {
    roundId: string;
    stakeMinor: number;
    winMinor: number;
    outcome: { kind: string; cards: number[][]; balls: number[] };
  };
  balanceMinor: number | null;
}

describe.each(BACKENDS)('casino bingo tiles on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend);
    await h.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => h.close());

  async function tile(code: string, language: 'tr' | 'en') {
    const tiles = (
      await catalogueCall(h.app, { systemCategory: 'bingo' }, undefined, language)
    ).body.data.flat();
    const found = tiles.find((g) => g.gameCode === code);
    if (!found) throw new Error(`no ${code} tile`);
    return found;
  }

  async function open(siteToken: string, game: CatalogueGame, language: 'tr' | 'en') {
    return openTile<ProviderState>(h.app, siteToken, game, language, LOBBY, { referer: LOBBY });
  }

  it.each(['tr', 'en'] as const)(
    'the Tombala 75 / Bingo 75 and Tombala 90 / Bingo 90 tiles open bingo titled as the tile (%s)',
    async (language) => {
      const p = await fundedPlayer(h.app, 0);
      for (const [code, target] of [
        ['bingo-75', 'oyna-bingo-75'],
        ['bingo-90', 'oyna-bingo-90'],
      ] as const) {
        const game = await tile(code, language);
        const { state } = await open(p.siteToken, game, language);
        expect({ kind: state.game.kind, code: state.game.code, title: state.game.name }).toEqual({
          kind: 'bingo',
          code: target,
          title: game.name,
        });
      }
      expect([
        (await tile('bingo-75', language)).name,
        (await tile('bingo-90', language)).name,
      ]).toEqual({ tr: ['Tombala 75', 'Tombala 90'], en: ['Bingo 75', 'Bingo 90'] }[language]);
    },
  );

  it('plays a round of each: the cards bought are one wallet bet, their prizes one win', async () => {
    const p = await fundedPlayer(h.app, 100_000);
    const b75 = await open(p.siteToken, await tile('bingo-75', 'en'), 'en');
    const first = await gameCall<Played>(h.app, b75.session, 'POST', 'bingo/play', {
      cards: 3,
      stakePerCardMinor: 200,
    });
    expect(first.status).toBe(200);
    expect(first.body.data.round.stakeMinor).toBe(600);
    expect(first.body.data.round.outcome.kind).toBe('bingo');
    expect(first.body.data.round.outcome.balls).toHaveLength(40);
    const afterFirst = 100_000 - 600 + first.body.data.round.winMinor;
    expect(first.body.data.balanceMinor).toBe(afterFirst);

    const b90 = await open(p.siteToken, await tile('bingo-90', 'en'), 'en');
    const buy = () =>
      gameCall<Played>(h.app, b90.session, 'POST', 'bingo/play', {
        cards: 1,
        stakePerCardMinor: 500,
      });
    // A round's draw takes 2.5 s at least (the slots' pace, RTS 14): one sooner is refused.
    expect((await buy()).status).toBe(429);
    expect(Number((await ledgerCheck(h.app, p.principal.playerId)).balance)).toBe(afterFirst);
    await new Promise((resolve) => setTimeout(resolve, 2600));
    const second = await buy();
    expect(second.status).toBe(200);
    expect(second.body.data.round.outcome.balls).toHaveLength(60);
    expect(second.body.data.balanceMinor).toBe(afterFirst - 500 + second.body.data.round.winMinor);

    const rounds = await h.app.db
      .selectFrom('casino_round')
      .select(['game_code', 'game_name'])
      .where('player_id', '=', p.principal.playerId)
      .orderBy('id')
      .execute();
    expect(rounds).toEqual([
      { game_code: 'oyna-bingo-75', game_name: 'Bingo 75' },
      { game_code: 'oyna-bingo-90', game_name: 'Bingo 90' },
    ]);
    const ledger = await ledgerCheck(h.app, p.principal.playerId);
    expect(Number(ledger.balance)).toBe(Number(ledger.ledgerSum));
    const declared = await h.app.db
      .selectFrom('casino_provider_game')
      .select(['game_code', 'max_multiplier_x100'])
      .where('game_code', 'in', ['oyna-bingo-75', 'oyna-bingo-90'])
      .orderBy('game_code')
      .execute();
    expect(declared.map((d) => [d.game_code, Number(d.max_multiplier_x100)])).toEqual([
      ['oyna-bingo-75', gameByCode('oyna-bingo-75')?.maxMultiplierX100],
      ['oyna-bingo-90', gameByCode('oyna-bingo-90')?.maxMultiplierX100],
    ]);
  });

  it('refuses bad purchases with 400 and takes no money', async () => {
    const p = await fundedPlayer(h.app, 10_000);
    const { session } = await open(p.siteToken, await tile('bingo-90', 'en'), 'en');
    for (const body of [
      { cards: 0, stakePerCardMinor: 100 },
      { cards: 5, stakePerCardMinor: 100 },
      { cards: 2, stakePerCardMinor: 0 },
      { cards: 2, stakePerCardMinor: 1.5 },
      { cards: 2 },
      { cards: '2', stakePerCardMinor: 100, extra: 1 },
    ]) {
      const r = await gameCall<Played>(h.app, session, 'POST', 'bingo/play', body);
      expect(r.status).toBe(400);
    }
    const ledger = await ledgerCheck(h.app, p.principal.playerId);
    expect(Number(ledger.balance)).toBe(10_000);
  });
});
