import '../../test/native-modules';
import type { CatalogueGame, PlaySession } from '@oyna/contracts';
import { BACKENDS } from '../../test/backends';
import { call, startApp, type Harness } from '../../test/app-harness';
import { catalogueCall, fundedPlayer, gameCall, ledgerCheck, openTile } from '../../test/games';

// notes/payments-and-protection.md, LCCP 3.5 and RTS 13: every game of the built-in provider, not
// only the slot, honours player protection. A player on a break (a time-out taken through the
// site, or a self-exclusion recorded while a game frame still holds its token) cannot start a
// round of any kind; a round above the session's stake limit is refused; nothing moves in either
// case. And the reality check's figure — the session's net position — counts every kind's
// stakes and wins exactly as the game history records them, as it does for the slot.

const LOBBY = 'http://localhost:8080/casino/slot';
const HOUR = 3_600_000;

/** The first call of a round of each kind, with a stake of `stakeMinor` (total staked). */
const START: Record<string, (stakeMinor: number) => [string, Record<string, unknown>]> = {
  slot: (s) => ['slot/spin', { stakeMinor: s }],
  roulette: (s) => ['roulette/spin', { bets: [{ type: 'red', amount: s }] }],
  baccarat: (s) => ['baccarat/deal', { bets: { player: s, banker: 0, tie: 0 } }],
  wheel: (s) => ['wheel/spin', { bets: [{ spot: '1', amount: s }] }],
  bingo: (s) => ['bingo/play', { cards: 1, stakePerCardMinor: s }],
  crash: (s) => ['crash/start', { stakeMinor: s }],
  holdem: (s) => ['holdem/ante', { anteMinor: s }],
  blackjack: (s) => ['blackjack/deal', { stakeMinor: s }],
};
const KINDS = Object.keys(START);

interface ProviderState {
  game: { code: string; kind: string };
  minStakeMinor: number;
  maxStakeMinor: number;
}

interface Opened {
  kind: string;
  code: string;
  session: string;
  maxStakeMinor: number;
}

interface Round {
  stakeMinor: number;
  winMinor: number;
}

describe.each(BACKENDS)('player protection in every kind of game on %s', (_name, backend) => {
  let h: Harness;
  const tiles: CatalogueGame[] = [];
  beforeAll(async () => {
    h = await startApp(backend, { realityCheckTestSeconds: 20, logLevel: 'error' });
    // Launches reach the built-in provider over real HTTP (docs/decisions/007).
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    for (const live of [false, true]) {
      const r = await catalogueCall(h.app, { live, search: '', skip: 0, take: 100 });
      tiles.push(...r.body.data.flat());
    }
  });
  afterAll(() => h.close());

  const api = <T>(method: 'GET' | 'POST', token: string, path: string, payload?: object) =>
    call<T>(h.app, {
      method,
      url: `/api/${path}`,
      token,
      locale: 'en',
      ...(payload ? { payload } : {}),
    });

  /** One game of each kind, launched from its tile as the lobby does. */
  async function openEveryKind(siteToken: string): Promise<Opened[]> {
    const opened = new Map<string, Opened>();
    for (const tile of tiles) {
      if (opened.size === KINDS.length) break;
      const { session, state } = await openTile<ProviderState>(h.app, siteToken, tile, 'en', LOBBY);
      if (opened.has(state.game.kind)) continue;
      opened.set(state.game.kind, {
        kind: state.game.kind,
        code: state.game.code,
        session,
        maxStakeMinor: state.maxStakeMinor,
      });
    }
    expect([...opened.keys()].sort()).toEqual([...KINDS].sort());
    return [...opened.values()];
  }

  /**
   * RTS 14: a slot spin or a bingo draw comes 2.5 s at least after the player's last one (a
   * refused one included), so those two kinds wait their turn here.
   */
  const PACED = ['slot', 'bingo'];
  let lastPacedMs = 0;
  async function start(game: Opened, stakeMinor: number) {
    if (PACED.includes(game.kind)) {
      const wait = lastPacedMs + 2_600 - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      lastPacedMs = Date.now();
    }
    const [path, body] = START[game.kind]!(stakeMinor);
    return gameCall<Record<string, unknown>>(h.app, game.session, 'POST', path, body);
  }

  async function roundsOf(playerId: number) {
    return h.app.db
      .selectFrom('casino_round')
      .select(['game_code', 'stake_minor', 'win_minor', 'status'])
      .where('player_id', '=', playerId)
      .execute();
  }

  it('a time-out taken through the site stops a round of every kind from starting; nothing moves', async () => {
    const p = await fundedPlayer(h.app, 100_000);
    const games = await openEveryKind(p.siteToken);
    const taken = await api('POST', p.siteToken, 'protection/break', {
      kind: 'timeout',
      duration: '24h',
    });
    expect(taken.status).toBe(200);
    for (const game of games) {
      const r = await start(game, 500);
      expect({ kind: game.kind, status: r.status, message: r.body.message }).toEqual({
        kind: game.kind,
        status: 400,
        message: 'The bet was not accepted',
      });
    }
    expect(await h.app.platform.wallets.balanceMinor(p.principal.playerId)).toBe(100_000);
    expect(await roundsOf(p.principal.playerId)).toEqual([]);
    expect(await ledgerCheck(h.app, p.principal.playerId)).toEqual({
      balance: 100_000,
      ledgerSum: 100_000,
    });
  });

  it.each([
    ['time-out', 'timeout'],
    ['self-exclusion', 'exclusion'],
  ] as const)(
    'a %s recorded while the game frames hold live tokens refuses the bet of every kind; nothing moves',
    async (_label, blockKind) => {
      const p = await fundedPlayer(h.app, 100_000);
      const games = await openEveryKind(p.siteToken);
      // The rule, not the ended session, refuses: the break is written as the protection
      // service records it, the sessions and game tokens left alive.
      await h.app.db
        .insertInto('protection_state')
        .values({
          player_id: p.principal.playerId,
          block_kind: blockKind,
          block_from: new Date().toISOString(),
          block_until: new Date(Date.now() + 24 * HOUR).toISOString(),
        })
        .execute();
      for (const game of games) {
        const r = await start(game, 500);
        expect({ kind: game.kind, status: r.status, message: r.body.message }).toEqual({
          kind: game.kind,
          status: 400,
          message: 'The bet was not accepted',
        });
      }
      expect(await h.app.platform.wallets.balanceMinor(p.principal.playerId)).toBe(100_000);
      // A round the wallet refused is recorded by no one on the operator's side.
      expect(await roundsOf(p.principal.playerId)).toEqual([]);
      expect(await ledgerCheck(h.app, p.principal.playerId)).toEqual({
        balance: 100_000,
        ledgerSum: 100_000,
      });
    },
  );

  it('a round above the session’s stake limit is refused with 400 for every kind; nothing moves', async () => {
    const p = await fundedPlayer(h.app, 10_000_000);
    for (const game of await openEveryKind(p.siteToken)) {
      const r = await start(game, game.maxStakeMinor + 100);
      expect({ kind: game.kind, status: r.status, message: r.body.message }).toEqual({
        kind: game.kind,
        status: 400,
        message: 'The stake is outside the allowed range',
      });
    }
    expect(await h.app.platform.wallets.balanceMinor(p.principal.playerId)).toBe(10_000_000);
    expect(await roundsOf(p.principal.playerId)).toEqual([]);
  });

  it('the reality check’s net position counts a round of every kind as the game history does', async () => {
    const p = await fundedPlayer(h.app, 100_000);
    const set = await api('POST', p.siteToken, 'protection/realitycheck', { seconds: 20 });
    expect(set.status).toBe(200);
    const rounds: Round[] = [];
    for (const game of await openEveryKind(p.siteToken)) {
      rounds.push(await playOne(game, p.principal.playerId));
    }
    const net = rounds.reduce((sum, r) => sum + r.winMinor - r.stakeMinor, 0);
    const session = await api<PlaySession>('GET', p.siteToken, 'protection/session');
    expect(session.status).toBe(200);
    expect(session.body.data.realityCheckSeconds).toBe(20);
    expect(Math.round(session.body.data.net * 100)).toBe(net);
    // The game history: every kind's round, closed, its net the reality check's.
    const history = await api<{ items: { gameCode: string; net: number; status: string }[] }>(
      'POST',
      p.siteToken,
      'account/gamehistory',
      { skip: 0, take: 20 },
    );
    const items = history.body.data.items.filter((i) => i.gameCode.startsWith('oyna-'));
    expect(items).toHaveLength(KINDS.length);
    expect(items.every((i) => i.status === 'closed')).toBe(true);
    expect(Math.round(items.reduce((sum, i) => sum + i.net, 0) * 100)).toBe(net);
    expect(await h.app.platform.wallets.balanceMinor(p.principal.playerId)).toBe(100_000 + net);
  });

  /** Plays one round of a game to its end and answers its stake and win. */
  async function playOne(game: Opened, playerId: number): Promise<Round> {
    const first = await start(game, 500);
    expect({ kind: game.kind, status: first.status }).toEqual({ kind: game.kind, status: 200 });
    const data = first.body.data as {
      round?: Round;
      roundId?: string;
      phase?: string;
      result?: { round: Round } | null;
    };
    if (data.round) return data.round;
    const roundId = data.roundId ?? '';
    const post = <T>(path: string, body: object) =>
      gameCall<T>(h.app, game.session, 'POST', path, body as Record<string, unknown>);
    if (game.kind === 'crash') {
      await post('crash/cashout', { roundId });
      // The cash-out's answer is the curve; the operator's record holds the round's money.
      const row = (await roundsOf(playerId)).find((r) => r.game_code === game.code);
      return { stakeMinor: Number(row?.stake_minor), winMinor: Number(row?.win_minor) };
    }
    if (game.kind === 'holdem') {
      const called = await post<{ round: Round }>('holdem/decide', { roundId, action: 'call' });
      return called.body.data.round;
    }
    // Blackjack: decline insurance when the dealer shows an ace, then stand until the hand is
    // over (a dealt blackjack is over at once).
    let result = data.result ?? null;
    let phase = data.phase;
    for (let i = 0; i < 4 && !result; i += 1) {
      const r = await post<{ phase?: string; result: { round: Round } | null }>(
        'blackjack/action',
        { roundId, action: phase === 'insurance' ? 'noInsurance' : 'stand' },
      );
      result = r.body.data.result;
      phase = r.body.data.phase;
    }
    if (!result) throw new Error('the blackjack hand is not over');
    return result.round;
  }
});
