import '../../test/native-modules';
import crypto from 'node:crypto';
import {
  aaReturnOf,
  blockMessage,
  HOLDEM_BYTES,
  outcomeFromBlocks,
  roundBlocks,
  sameOutcome,
  settleHoldem,
  winOf,
  type RoundOutcome,
  type RoundWager,
} from '@oyna/provider-games/engine';
import type { ProviderDatabase } from '@oyna/provider-games/server';
import { BACKENDS } from '../../test/backends';
import { fundedPlayer, gameCall, ledgerCheck, sessionOfUrl } from '../../test/games';
import { providerSuite } from './provider.test-kit';

interface Hand {
  roundId: string;
  anteMinor: number;
  player: number[];
  flop: number[];
  decideWithinMs: number;
}
interface PlayResult {
  round: { roundId: string; stakeMinor: number; winMinor: number; outcome: RoundOutcome };
  balanceMinor: number | null;
  pending: boolean;
}
interface Verification {
  serverSeed: string | null;
  clientSeed: string;
  nonce: number;
  wager: RoundWager;
  outcome: RoundOutcome | null;
  winMinor: number | null;
}

/**
 * Casino Hold'em's two bets per round when time passes and the wallet loses answers: the provider
 * as its own service with a clock the test moves and a transport that can lose answers (the suite
 * of provider.test-kit.ts, as provider-settlement's); the operator is the real api.
 */
describe.each(BACKENDS)("Casino Hold'em rounds, time and failures on %s", (_name, backend) => {
  const suite = providerSuite(backend);
  const { now, faults } = suite;

  async function session(balanceMinor = 100_000) {
    const player = await fundedPlayer(suite.h.app, balanceMinor);
    const { url } = await suite.main.launcher.launch(
      player.principal,
      { gameCode: 'oyna-casino-holdem', name: 'Casino Hold’em' },
      { language: 'en', platform: 2, lobbyUrl: 'https://oyna.example/casino/live' },
    );
    return { ...player, session: sessionOfUrl(url) };
  }
  const balance = async (playerId: number) =>
    Number((await ledgerCheck(suite.h.app, playerId)).balance);
  const providerRound = (id: string) =>
    suite.h.app.db
      .withTables<ProviderDatabase>()
      .selectFrom('provider_round')
      .select(['status', 'stake_minor', 'win_minor', 'call_tx', 'call_rollback_tx'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const operatorRound = (id: string) =>
    suite.h.app.db
      .selectFrom('casino_round')
      .select(['status', 'stake_minor', 'win_minor'])
      .where('provider_round_id', '=', id)
      .executeTakeFirstOrThrow();
  const ante = async (s: string, anteMinor = 1000) => {
    const r = await gameCall<Hand>(suite.main.app, s, 'POST', 'holdem/ante', { anteMinor });
    expect(r.status).toBe(200);
    return r.body.data;
  };
  const decide = (s: string, roundId: string, action: 'call' | 'fold') =>
    gameCall<PlayResult>(suite.main.app, s, 'POST', 'holdem/decide', { roundId, action });

  it('keeps the dealer’s cards secret until the hand is over, then the round verifies', async () => {
    const p = await session();
    const hand = await ante(p.session);
    const open = await gameCall<Verification>(
      suite.main.app,
      p.session,
      'GET',
      `rounds/${hand.roundId}`,
    );
    expect(open.body.data).toMatchObject({ outcome: null, winMinor: null, serverSeed: null });
    // Seeds stay put while a hand waits.
    expect((await gameCall(suite.main.app, p.session, 'POST', 'seeds/rotate', {})).status).toBe(
      409,
    );
    const called = await decide(p.session, hand.roundId, 'call');
    expect(called.status).toBe(200);
    expect((await gameCall(suite.main.app, p.session, 'POST', 'seeds/rotate', {})).status).toBe(
      200,
    );

    const v = (
      await gameCall<Verification>(suite.main.app, p.session, 'GET', `rounds/${hand.roundId}`)
    ).body.data;
    if (!v.serverSeed || !v.outcome) throw new Error('not revealed');
    // Recomputed from the revealed seeds alone: the same nine cards and the same win.
    const blocks = new Map(
      roundBlocks(HOLDEM_BYTES).map((block) => [
        block,
        new Uint8Array(
          crypto
            .createHmac('sha256', v.serverSeed ?? '')
            .update(blockMessage(v.clientSeed, v.nonce, block))
            .digest(),
        ),
      ]),
    );
    const { outcome } = outcomeFromBlocks('holdem', blocks, HOLDEM_BYTES, 0, 'oyna-casino-holdem');
    expect(sameOutcome(outcome, v.outcome)).toBe(true);
    expect(winOf(outcome, v.wager)).toBe(v.winMinor);
    if (outcome.kind !== 'holdem') throw new Error('not a hand');
    expect(outcome.player).toEqual(hand.player);
    expect(outcome.board.slice(0, 3)).toEqual(hand.flop);
    expect(v.winMinor).toBe(settleHoldem(1000, 'call', outcome));
  });

  it('folds a hand left undecided past its deadline from the settlement loop: the ante is lost', async () => {
    const p = await session();
    const hand = await ante(p.session);
    expect(hand.decideWithinMs).toBe(10 * 60_000);
    now.ms += 9 * 60_000;
    expect(await suite.main.games.settleDue()).toBe(0);
    now.ms += 2 * 60_000;
    expect(await suite.main.games.settleDue()).toBe(1);
    const closed = await operatorRound(hand.roundId);
    expect([closed.status, Number(closed.stake_minor), Number(closed.win_minor)]).toEqual([
      'closed',
      1000,
      0,
    ]);
    expect(await balance(p.principal.playerId)).toBe(99_000);
    expect((await decide(p.session, hand.roundId, 'call')).status).toBe(409);
  });

  it('rolls back both stakes when the call’s answer is lost; the player is whole', async () => {
    const p = await session();
    const hand = await ante(p.session);
    faults.push({ path: 'bet', mode: 'lose-answer' });
    const call = await decide(p.session, hand.roundId, 'call');
    expect(call.status).toBe(503);
    expect(await providerRound(hand.roundId)).toMatchObject({ status: 'cancelled' });
    expect(await balance(p.principal.playerId)).toBe(100_000);
    const ledger = await ledgerCheck(suite.h.app, p.principal.playerId);
    expect(Number(ledger.balance)).toBe(Number(ledger.ledgerSum));
  });

  it('resends the call’s rollback until answered, then the ante’s: whole again, once', async () => {
    const p = await session();
    const hand = await ante(p.session);
    faults.push({ path: 'bet', mode: 'lose-answer' }, { path: 'rollback', mode: 'lose-answer' });
    expect((await decide(p.session, hand.roundId, 'call')).status).toBe(503);
    const cancelling = await providerRound(hand.roundId);
    expect(cancelling.status).toBe('cancelling');
    expect(cancelling.call_rollback_tx).not.toBeNull();
    // The call's rollback landed (its answer was lost); the ante is still staked.
    expect(await balance(p.principal.playerId)).toBe(99_000);
    now.ms += 10 * 60_000;
    expect(await suite.main.games.settleDue()).toBe(1);
    expect(await providerRound(hand.roundId)).toMatchObject({ status: 'cancelled' });
    expect(await balance(p.principal.playerId)).toBe(100_000);
    expect(await suite.main.games.settleDue()).toBe(0);
  });

  it('leaves the hand to decide again when the call is refused for money; a fold then closes it', async () => {
    const p = await session(2500);
    const hand = await ante(p.session);
    const call = await decide(p.session, hand.roundId, 'call');
    expect(call.status).toBe(400);
    expect(await providerRound(hand.roundId)).toMatchObject({
      status: 'running',
      stake_minor: 1000,
      call_tx: null,
    });
    const fold = await decide(p.session, hand.roundId, 'fold');
    expect(fold.status).toBe(200);
    expect(fold.body.data.round).toMatchObject({ stakeMinor: 1000, winMinor: 0 });
    expect(await balance(p.principal.playerId)).toBe(1500);
  });

  it('a burst of parallel antes opens one hand; parallel decisions settle it once', async () => {
    const p = await session(50_000);
    const antes = await Promise.all(
      Array.from({ length: 6 }, () =>
        gameCall<Hand>(suite.main.app, p.session, 'POST', 'holdem/ante', { anteMinor: 1000 }),
      ),
    );
    const opened = antes.filter((a) => a.status === 200);
    expect(opened).toHaveLength(1);
    expect(antes.filter((a) => a.status === 409)).toHaveLength(5);
    const roundId = opened[0]?.body.data.roundId ?? '';
    const decisions = await Promise.all(
      (['call', 'fold', 'call', 'fold'] as const).map((action) =>
        decide(p.session, roundId, action),
      ),
    );
    const done = decisions.filter((d) => d.status === 200);
    expect(done).toHaveLength(1);
    const round = done[0]?.body.data.round;
    const ledger = await ledgerCheck(suite.h.app, p.principal.playerId);
    expect(Number(ledger.balance)).toBe(Number(ledger.ledgerSum));
    expect(Number(ledger.balance)).toBe(50_000 - (round?.stakeMinor ?? 0) + (round?.winMinor ?? 0));
  });
  it('stakes the AA bonus with the ante in one bet and pays it on a fold; above the ante it is refused', async () => {
    const p = await session();
    const refused = await gameCall(suite.main.app, p.session, 'POST', 'holdem/ante', {
      anteMinor: 1000,
      aaMinor: 1001,
    });
    expect(refused.status).toBe(400);
    const r = await gameCall<Hand & { aaMinor: number }>(
      suite.main.app,
      p.session,
      'POST',
      'holdem/ante',
      {
        anteMinor: 1000,
        aaMinor: 500,
      },
    );
    expect(r.status).toBe(200);
    expect(r.body.data.aaMinor).toBe(500);
    expect(await balance(p.principal.playerId)).toBe(98_500);
    const fold = await decide(p.session, r.body.data.roundId, 'fold');
    expect(fold.status).toBe(200);
    const aa = 500 * aaReturnOf([...r.body.data.player, ...r.body.data.flop]);
    expect(fold.body.data.round).toMatchObject({ stakeMinor: 1500, winMinor: aa });
    expect(await balance(p.principal.playerId)).toBe(98_500 + aa);
    const closed = await operatorRound(r.body.data.roundId);
    expect([closed.status, Number(closed.stake_minor), Number(closed.win_minor)]).toEqual([
      'closed',
      1500,
      aa,
    ]);
  });
});
