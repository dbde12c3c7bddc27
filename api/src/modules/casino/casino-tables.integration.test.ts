import '../../test/native-modules';
import { BACKENDS } from '../../test/backends';
import { startApp, type Harness } from '../../test/app-harness';
import { gameByCode } from '@oyna/provider-games/engine';
import type { CatalogueGame } from '@oyna/contracts';
import { catalogueCall, fundedPlayer, gameCall, ledgerCheck, openTile } from '../../test/games';

const LOBBY = 'http://localhost:8080/casino/live-casino';

/** spec §7: the launch call of a table tile's provider (Amusnet: speed baccarat; Pragmatic: TV wheel). */

interface ProviderState {
  game: { code: string; name: string; kind: string };
}

interface Played {
  round: { roundId: string; stakeMinor: number; winMinor: number; outcome: { kind: string } };
  balanceMinor: number | null;
}

describe.each(BACKENDS)('casino table tiles on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend);
    await h.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => h.close());

  async function tile(category: string, code: string, language: 'tr' | 'en') {
    const tiles = (
      await catalogueCall(h.app, { systemCategory: category }, undefined, language)
    ).body.data.flat();
    const found = tiles.find((g) => g.gameCode === code);
    if (!found) throw new Error(`no ${code} tile in ${category}`);
    return found;
  }

  async function open(siteToken: string, game: CatalogueGame, language: 'tr' | 'en') {
    return openTile<ProviderState>(h.app, siteToken, game, language, LOBBY, { referer: LOBBY });
  }

  it.each(['tr', 'en'] as const)(
    'the baccarat and wheel tiles open games whose title is the tile’s name (%s)',
    async (language) => {
      const p = await fundedPlayer(h.app, 0);
      for (const [category, code, kind, target] of [
        ['live-baccarat', 'speed-baccarat', 'baccarat', 'oyna-speed-baccarat'],
        ['tvbets', 'tv-wheel', 'wheel', 'oyna-tv-wheel'],
      ] as const) {
        const game = await tile(category, code, language);
        const { state } = await open(p.siteToken, game, language);
        expect({ kind: state.game.kind, code: state.game.code, title: state.game.name }).toEqual({
          kind,
          code: target,
          title: game.name,
        });
      }
      // The names the lobby shows, per language (0041's seed).
      const names = {
        tr: ['Hızlı Bakara', 'TV Çarkı'],
        en: ['Speed Baccarat', 'TV Wheel'],
      }[language];
      expect([
        (await tile('live-baccarat', 'speed-baccarat', language)).name,
        (await tile('tvbets', 'tv-wheel', language)).name,
      ]).toEqual(names);
    },
  );

  it('plays one baccarat coup and one wheel spin as one wallet bet and one win each', async () => {
    const p = await fundedPlayer(h.app, 100_000);
    const baccarat = await open(
      p.siteToken,
      await tile('live-baccarat', 'speed-baccarat', 'en'),
      'en',
    );
    const deal = await gameCall<Played>(h.app, baccarat.session, 'POST', 'baccarat/deal', {
      bets: { player: 1000, banker: 500, tie: 100 },
    });
    expect(deal.status).toBe(200);
    expect(deal.body.data.round.stakeMinor).toBe(1600);
    expect(deal.body.data.round.outcome.kind).toBe('baccarat');
    const afterDeal = 100_000 - 1600 + deal.body.data.round.winMinor;
    expect(deal.body.data.balanceMinor).toBe(afterDeal);

    const wheel = await open(p.siteToken, await tile('tvbets', 'tv-wheel', 'en'), 'en');
    const spin = await gameCall<Played>(h.app, wheel.session, 'POST', 'wheel/spin', {
      bets: [
        { spot: '1', amount: 300 },
        { spot: 'star', amount: 200 },
      ],
    });
    expect(spin.status).toBe(200);
    expect(spin.body.data.balanceMinor).toBe(afterDeal - 500 + spin.body.data.round.winMinor);

    const rounds = await h.app.db
      .selectFrom('casino_round')
      .select(['game_code', 'game_name'])
      .where('player_id', '=', p.principal.playerId)
      .orderBy('id')
      .execute();
    expect(rounds).toEqual([
      { game_code: 'oyna-speed-baccarat', game_name: 'Speed Baccarat' },
      { game_code: 'oyna-tv-wheel', game_name: 'TV Wheel' },
    ]);
    const ledger = await ledgerCheck(h.app, p.principal.playerId);
    expect(Number(ledger.balance)).toBe(Number(ledger.ledgerSum));
    const declared = await h.app.db
      .selectFrom('casino_provider_game')
      .select(['game_code', 'max_multiplier_x100'])
      .where('game_code', 'in', ['oyna-speed-baccarat', 'oyna-tv-wheel'])
      .orderBy('game_code')
      .execute();
    expect(declared.map((d) => [d.game_code, Number(d.max_multiplier_x100)])).toEqual([
      ['oyna-speed-baccarat', gameByCode('oyna-speed-baccarat')?.maxMultiplierX100],
      ['oyna-tv-wheel', gameByCode('oyna-tv-wheel')?.maxMultiplierX100],
    ]);
  });

  it('a burst of parallel deals: each a bet and a win, never below zero, the ledger agrees', async () => {
    const p = await fundedPlayer(h.app, 5000);
    const baccarat = await open(
      p.siteToken,
      await tile('live-baccarat', 'speed-baccarat', 'en'),
      'en',
    );
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        gameCall<Played>(h.app, baccarat.session, 'POST', 'baccarat/deal', {
          bets: { player: 500, banker: 500, tie: 0 },
        }),
      ),
    );
    for (const a of answers)
      expect(a.status === 200 || (a.status >= 400 && a.status < 500)).toBe(true);
    const played = answers.filter((a) => a.status === 200).map((a) => a.body.data.round);
    expect(played.length).toBeGreaterThanOrEqual(1);
    const ledger = await ledgerCheck(h.app, p.principal.playerId);
    expect(Number(ledger.balance)).toBe(Number(ledger.ledgerSum));
    expect(Number(ledger.balance)).toBeGreaterThanOrEqual(0);
    const net = played.reduce((sum, r) => sum + r.winMinor - r.stakeMinor, 0);
    expect(Number(ledger.balance)).toBe(5000 + net);
  });

  it('refuses bad table bets with 400 and takes no money', async () => {
    const p = await fundedPlayer(h.app, 10_000);
    const baccarat = await open(
      p.siteToken,
      await tile('live-baccarat', 'speed-baccarat', 'en'),
      'en',
    );
    for (const bets of [
      { player: 0, banker: 0, tie: 0 },
      { player: -5, banker: 100, tie: 0 },
      { player: 100, banker: 0 },
      { player: 1.5, banker: 0, tie: 0 },
    ]) {
      const r = await gameCall(h.app, baccarat.session, 'POST', 'baccarat/deal', { bets });
      expect(r.status).toBe(400);
    }
    const wheel = await open(p.siteToken, await tile('tvbets', 'tv-wheel', 'en'), 'en');
    for (const bets of [
      [],
      [{ spot: '3', amount: 100 }],
      [
        { spot: '1', amount: 100 },
        { spot: '1', amount: 100 },
      ],
    ]) {
      const r = await gameCall(h.app, wheel.session, 'POST', 'wheel/spin', { bets });
      expect(r.status).toBe(400);
    }
    // A wheel bet on the baccarat session is the wrong game.
    const wrong = await gameCall(h.app, baccarat.session, 'POST', 'wheel/spin', {
      bets: [{ spot: '1', amount: 100 }],
    });
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    expect(wrong.status).toBeLessThan(500);
    const ledger = await ledgerCheck(h.app, p.principal.playerId);
    expect(Number(ledger.balance)).toBe(10_000);
  });
});
