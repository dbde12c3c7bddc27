import '../../test/native-modules';
import { BACKENDS } from '../../test/backends';
import { call, startApp, type Harness } from '../../test/app-harness';
import { gameByCode, settleHoldem } from '@oyna/provider-games/engine';
import type { CatalogueGame } from '@oyna/contracts';
import { catalogueCall, fundedPlayer, gameCall, ledgerCheck, sessionOfUrl } from '../../test/games';

const LOBBY = 'http://localhost:8080/casino/live-casino';

interface Hand {
  roundId: string;
  anteMinor: number;
  player: number[];
  flop: number[];
  balanceMinor: number | null;
}
interface Played {
  round: {
    roundId: string;
    stakeMinor: number;
    winMinor: number;
    outcome: { kind: string; player: number[]; dealer: number[]; board: number[] };
  };
  balanceMinor: number | null;
}

describe.each(BACKENDS)("Casino Hold'em on %s", (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend);
    await h.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => h.close());

  async function tile(language: 'tr' | 'en'): Promise<CatalogueGame> {
    const tiles = (
      await catalogueCall(h.app, { systemCategory: 'live-poker' }, undefined, language)
    ).body.data.flat();
    const found = tiles.find((g) => g.gameCode === 'live-holdem');
    if (!found) throw new Error('no live-holdem tile');
    return found;
  }

  async function open(siteToken: string, language: 'tr' | 'en') {
    const game = await tile(language);
    const r = await call<string>(h.app, {
      method: 'POST',
      url: '/api/casino/egtlaunchurl',
      payload: { platform: 1, gameCode: game.gameCode, language, lobbyUrl: LOBBY },
      token: siteToken,
      locale: language,
      headers: { origin: 'http://localhost:8080', referer: LOBBY },
    });
    expect(r.status).toBe(200);
    const playUrl = r.body.data.match(/\/provider\/games\/play\/[0-9a-f]{64}/)?.[0];
    if (!playUrl) throw new Error(`no play URL: ${r.body.data}`);
    const session = sessionOfUrl(playUrl);
    const state = await gameCall<{ game: { code: string; name: string; kind: string } }>(
      h.app,
      session,
      'GET',
      'state',
    );
    expect(state.status).toBe(200);
    return { session, game, state: state.body.data };
  }

  it.each(['tr', 'en'] as const)(
    'the Casino Hold’em tile opens a game titled as the tile (%s)',
    async (language) => {
      const p = await fundedPlayer(h.app, 0);
      const { game, state } = await open(p.siteToken, language);
      expect(game.name).toBe('Casino Hold’em');
      expect(state.game).toMatchObject({
        code: 'oyna-casino-holdem',
        kind: 'holdem',
        name: game.name,
      });
    },
  );

  it('an ante and a call are two bets of one round, closed by one win; a fold loses the ante', async () => {
    const p = await fundedPlayer(h.app, 100_000);
    const { session } = await open(p.siteToken, 'en');
    const dealt = await gameCall<Hand>(h.app, session, 'POST', 'holdem/ante', { anteMinor: 1000 });
    expect(dealt.status).toBe(200);
    expect(dealt.body.data.balanceMinor).toBe(99_000);
    expect(dealt.body.data.player).toHaveLength(2);
    expect(dealt.body.data.flop).toHaveLength(3);
    // Only the player's cards and the flop while the hand waits.
    expect(JSON.stringify(dealt.body.data)).not.toContain('dealer');
    const reopened = await gameCall<Hand | null>(h.app, session, 'GET', 'holdem/open');
    expect(reopened.body.data?.roundId).toBe(dealt.body.data.roundId);
    // A second ante while a hand is open is refused.
    const second = await gameCall(h.app, session, 'POST', 'holdem/ante', { anteMinor: 1000 });
    expect(second.status).toBe(409);

    // Two calls at once: one moves the hand on, the other is told the round is over.
    const [a, b] = await Promise.all([
      gameCall<Played>(h.app, session, 'POST', 'holdem/decide', {
        roundId: dealt.body.data.roundId,
        action: 'call',
      }),
      gameCall<Played>(h.app, session, 'POST', 'holdem/decide', {
        roundId: dealt.body.data.roundId,
        action: 'call',
      }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const played = (a.status === 200 ? a : b).body.data;
    const outcome = played.round.outcome;
    expect(outcome.player).toEqual(dealt.body.data.player);
    expect(outcome.board.slice(0, 3)).toEqual(dealt.body.data.flop);
    expect(played.round.stakeMinor).toBe(3000);
    expect(played.round.winMinor).toBe(settleHoldem(1000, 'call', outcome));
    expect(played.balanceMinor).toBe(100_000 - 3000 + played.round.winMinor);

    const folded = await gameCall<Hand>(h.app, session, 'POST', 'holdem/ante', { anteMinor: 500 });
    const fold = await gameCall<Played>(h.app, session, 'POST', 'holdem/decide', {
      roundId: folded.body.data.roundId,
      action: 'fold',
    });
    expect(fold.status).toBe(200);
    expect(fold.body.data.round).toMatchObject({ stakeMinor: 500, winMinor: 0 });
    expect(fold.body.data.balanceMinor).toBe(played.balanceMinor! - 500);

    const rounds = await h.app.db
      .selectFrom('casino_round')
      .select(['game_code', 'stake_minor', 'status'])
      .where('player_id', '=', p.principal.playerId)
      .orderBy('id')
      .execute();
    expect(rounds.map((r) => [r.game_code, Number(r.stake_minor), r.status])).toEqual([
      ['oyna-casino-holdem', 3000, 'closed'],
      ['oyna-casino-holdem', 500, 'closed'],
    ]);
    const ledger = await ledgerCheck(h.app, p.principal.playerId);
    expect(Number(ledger.balance)).toBe(Number(ledger.ledgerSum));
    const declared = await h.app.db
      .selectFrom('casino_provider_game')
      .select('max_multiplier_x100')
      .where('game_code', '=', 'oyna-casino-holdem')
      .executeTakeFirst();
    expect(Number(declared?.max_multiplier_x100)).toBe(
      gameByCode('oyna-casino-holdem')?.maxMultiplierX100,
    );
  });

  it('refuses a bad ante or decision with 400 and takes no money', async () => {
    const p = await fundedPlayer(h.app, 10_000);
    const { session } = await open(p.siteToken, 'en');
    for (const body of [{ anteMinor: 0 }, { anteMinor: 1.5 }, { anteMinor: -1 }, {}]) {
      const r = await gameCall(h.app, session, 'POST', 'holdem/ante', body);
      expect(r.status).toBe(400);
    }
    const r = await gameCall(h.app, session, 'POST', 'holdem/decide', {
      roundId: '00000000-0000-0000-0000-000000000000',
      action: 'raise',
    });
    expect(r.status).toBe(400);
    const ledger = await ledgerCheck(h.app, p.principal.playerId);
    expect(Number(ledger.balance)).toBe(10_000);
  });
});
