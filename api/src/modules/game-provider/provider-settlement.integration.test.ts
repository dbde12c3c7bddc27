import '../../test/native-modules';
import { crashMs, multiplierX100At, type RoundOutcome } from '@oyna/provider-games/engine';
import { BACKENDS } from '../../test/backends';
import { gameCall, ledgerCheck, sessionOfUrl } from '../../test/games';
import { providerSuite } from './provider.test-kit';

interface PlayResult {
  round: { roundId: string; winMinor: number; outcome: RoundOutcome };
  balanceMinor: number | null;
  pending: boolean;
}
interface Started {
  roundId: string;
  balanceMinor: number;
}
type CrashStatus =
  | { state: 'running'; elapsedMs: number; multiplierX100: number }
  | { state: 'over'; crashX100: number; cashOutX100: number | null; result: PlayResult };

describe.each(BACKENDS)('game rounds, time and failures on %s', (_name, backend) => {
  const suite = providerSuite(backend);
  const { now, faults, provider, session, balance, providerDb } = suite;

  it('allows one slot spin per 2.5 s per player, even in a parallel burst', async () => {
    const p = await session('oyna-lucky-fruits', 'Lucky Fruits');
    const burst = await Promise.all(
      Array.from({ length: 8 }, () =>
        gameCall(suite.main.app, p.session, 'POST', 'slot/spin', { stakeMinor: 100 }),
      ),
    );
    expect(burst.map((r) => r.status).sort()).toEqual([200, 429, 429, 429, 429, 429, 429, 429]);
    const refused = burst.find((r) => r.status === 429);
    expect(refused?.body.data).toMatchObject({ code: 'too_fast', retryAfterMs: 2500 });

    now.ms += 2499;
    const early = await gameCall(suite.main.app, p.session, 'POST', 'slot/spin', {
      stakeMinor: 100,
    });
    expect(early.status).toBe(429);
    now.ms += 1;
    const onTime = await gameCall(suite.main.app, p.session, 'POST', 'slot/spin', {
      stakeMinor: 100,
    });
    expect(onTime.status).toBe(200);

    // A second session of the same player shares the rule.
    const { url } = await suite.main.launcher.launch(
      p.principal,
      { gameCode: 'oyna-lucky-fruits', name: 'Lucky Fruits' },
      { language: 'en', platform: 1, lobbyUrl: '/casino/slot' },
    );
    const other = await gameCall(suite.main.app, sessionOfUrl(url), 'POST', 'slot/spin', {
      stakeMinor: 100,
    });
    expect(other.status).toBe(429);
    const wins = [burst.find((r) => r.status === 200), onTime].map(
      (r) => (r?.body.data as PlayResult).round.winMinor,
    );
    expect(await balance(p.principal.playerId)).toBe(100_000 - 200 + wins[0]! + wins[1]!);
  });

  /** Crash rounds until one has a crash point of at least `min` (hundredths); lost ones settle. */
  async function crashRoundAtLeast(p: { session: string }, min: number) {
    for (let i = 0; i < 40; i += 1) {
      now.ms += 10;
      const started = await gameCall<Started>(suite.main.app, p.session, 'POST', 'crash/start', {
        stakeMinor: 1000,
      });
      expect(started.status).toBe(200);
      const { outcome } = await providerDb()
        .selectFrom('provider_round')
        .select('outcome')
        .where('id', '=', started.body.data.roundId)
        .executeTakeFirstOrThrow();
      if (outcome.kind !== 'crash') throw new Error('not a crash round');
      if (outcome.crashX100 >= min)
        return { roundId: started.body.data.roundId, crashX100: outcome.crashX100 };
      now.ms += crashMs(outcome.crashX100);
      const status = await gameCall<CrashStatus>(
        suite.main.app,
        p.session,
        'GET',
        `crash/${started.body.data.roundId}`,
      );
      expect(status.body.data.state).toBe('over');
    }
    throw new Error('no crash point high enough in 40 rounds');
  }

  it('decides a crash cash-out by server time: the curve pays until the crash point, then nothing', async () => {
    const p = await session('oyna-aviator-crash', 'Aviator');
    const before = await balance(p.principal.playerId);
    const { roundId, crashX100 } = await crashRoundAtLeast(p, 150);
    const settledBefore = await balance(p.principal.playerId);
    expect((before - settledBefore) % 1000).toBe(0);

    const target = crashMs(149) - 1; // the curve shows 1.49x (crashMs: the first ms past 1.49x)
    now.ms += target;
    const running = await gameCall<CrashStatus>(
      suite.main.app,
      p.session,
      'GET',
      `crash/${roundId}`,
    );
    expect(running.body.data).toEqual({ state: 'running', elapsedMs: target, multiplierX100: 149 });
    const cashed = await gameCall<CrashStatus>(suite.main.app, p.session, 'POST', 'crash/cashout', {
      roundId,
    });
    const over = cashed.body.data;
    if (over.state !== 'over') throw new Error('still running');
    expect(over).toMatchObject({ crashX100, cashOutX100: multiplierX100At(target) });
    expect(over.result.round.winMinor).toBe(1490);
    expect(await balance(p.principal.playerId)).toBe(settledBefore + 1490);
    // A second cash-out of the same round pays nothing more.
    await gameCall(suite.main.app, p.session, 'POST', 'crash/cashout', { roundId });
    expect(await balance(p.principal.playerId)).toBe(settledBefore + 1490);

    // Once the curve has passed the crash point, a cash-out is a loss.
    const late = await crashRoundAtLeast(p, 101);
    const stakeTaken = await balance(p.principal.playerId);
    now.ms += crashMs(late.crashX100);
    const lost = await gameCall<CrashStatus>(suite.main.app, p.session, 'POST', 'crash/cashout', {
      roundId: late.roundId,
    });
    expect(lost.body.data).toMatchObject({ state: 'over', cashOutX100: null });
    expect(await balance(p.principal.playerId)).toBe(stakeTaken);
    const record = await suite.h.app.db
      .selectFrom('casino_round')
      .select(['status', 'win_minor'])
      .where('provider_round_id', '=', late.roundId)
      .executeTakeFirstOrThrow();
    expect(record).toEqual({ status: 'closed', win_minor: 0 });
  });

  it('settles a crash round nobody cashed out as lost, from the settlement loop', async () => {
    const p = await session('oyna-aviator-crash', 'Aviator');
    const { roundId, crashX100 } = await crashRoundAtLeast(p, 101);
    // Seeds stay put while the round is in the air.
    const rotate = await gameCall(suite.main.app, p.session, 'POST', 'seeds/rotate', {});
    expect(rotate.status).toBe(409);
    now.ms += crashMs(crashX100);
    await suite.main.games.settleDue();
    const record = await suite.h.app.db
      .selectFrom('casino_round')
      .select(['status', 'win_minor'])
      .where('provider_round_id', '=', roundId)
      .executeTakeFirstOrThrow();
    expect(record).toEqual({ status: 'closed', win_minor: 0 });
    expect((await gameCall(suite.main.app, p.session, 'POST', 'seeds/rotate', {})).status).toBe(
      200,
    );
  });

  it('resends a win whose answer was lost with the same transaction uuid: paid exactly once', async () => {
    const p = await session('oyna-lucky-fruits', 'Lucky Fruits');
    faults.push({ path: 'win', mode: 'lose-answer' });
    const spin = await gameCall<PlayResult>(suite.main.app, p.session, 'POST', 'slot/spin', {
      stakeMinor: 1000,
    });
    expect(spin.body.data).toMatchObject({ pending: true, balanceMinor: null });
    const win = spin.body.data.round.winMinor;

    now.ms += 60_000;
    expect(await suite.main.games.settleDue()).toBe(1);
    expect(await suite.main.games.settleDue()).toBe(0);
    const rows = await suite.h.app.db
      .selectFrom('casino_transaction')
      .innerJoin('casino_round', 'casino_round.id', 'casino_transaction.round_id')
      .select(['casino_transaction.action', 'casino_transaction.amount_minor'])
      .where('casino_round.provider_round_id', '=', spin.body.data.round.roundId)
      .orderBy('casino_transaction.id')
      .execute();
    expect(rows).toEqual([
      { action: 'bet', amount_minor: 1000 },
      { action: 'win', amount_minor: win },
    ]);
    const wins = await suite.h.app.db
      .selectFrom('ledger_entry')
      .select('amount_minor')
      .where('player_id', '=', p.principal.playerId)
      .where('kind', '=', 'casino_win')
      .execute();
    expect(wins).toHaveLength(win > 0 ? 1 : 0);
    expect(await ledgerCheck(suite.h.app, p.principal.playerId)).toEqual({
      balance: 100_000 - 1000 + win,
      ledgerSum: 100_000 - 1000 + win,
    });
    const round = await providerDb()
      .selectFrom('provider_round')
      .select('status')
      .where('id', '=', spin.body.data.round.roundId)
      .executeTakeFirstOrThrow();
    expect(round.status).toBe('closed');
  });

  it('rolls back a bet whose answer was lost, so the balance is whole again', async () => {
    const p = await session('oyna-european-roulette', 'European Roulette');
    faults.push({ path: 'bet', mode: 'lose-answer' });
    const spin = await gameCall(suite.main.app, p.session, 'POST', 'roulette/spin', {
      bets: [{ type: 'odd', amount: 500 }],
    });
    expect(spin.status).toBe(503);
    expect(spin.body.data).toMatchObject({ code: 'wallet_unavailable' });
    expect(await ledgerCheck(suite.h.app, p.principal.playerId)).toEqual({
      balance: 100_000,
      ledgerSum: 100_000,
    });
  });

  it('finishes after a restart what a crashed process left: a bet cut off, its rollback unsent', async () => {
    const p = await session('oyna-lucky-fruits', 'Lucky Fruits');
    faults.push({ path: 'bet', mode: 'lose-answer' }, { path: 'rollback', mode: 'never-send' });
    const spin = await gameCall(suite.main.app, p.session, 'POST', 'slot/spin', {
      stakeMinor: 2000,
    });
    expect(spin.status).toBe(503);
    expect(await balance(p.principal.playerId)).toBe(98_000);

    // "Restart": a new provider process on the same database; its loop picks the round up.
    const restarted = await provider();
    now.ms += 60_000;
    await restarted.games.settleDue();
    expect(await ledgerCheck(suite.h.app, p.principal.playerId)).toEqual({
      balance: 100_000,
      ledgerSum: 100_000,
    });
    const statuses = await providerDb()
      .selectFrom('provider_round')
      .select('status')
      .where('player', '=', p.user)
      .execute();
    expect(statuses).toEqual([{ status: 'cancelled' }]);
  });

  it('rolls back, after a restart, a bet whose process died before it heard the answer', async () => {
    const p = await session('oyna-lucky-fruits', 'Lucky Fruits');
    faults.push({ path: 'bet', mode: 'lose-answer' }, { path: 'rollback', mode: 'never-send' });
    await gameCall(suite.main.app, p.session, 'POST', 'slot/spin', { stakeMinor: 3000 });
    // As if the process died right after sending the bet: nothing recorded after `betting`.
    await providerDb()
      .updateTable('provider_round')
      .set({ status: 'betting', rollback_tx: null, next_attempt_ms: now.ms + 60_000 })
      .where('player', '=', p.user)
      .execute();
    expect(await balance(p.principal.playerId)).toBe(97_000);

    const restarted = await provider();
    expect(await restarted.games.settleDue()).toBe(0); // not yet: the bet may still be answered
    now.ms += 60_000;
    expect(await restarted.games.settleDue()).toBe(1);
    expect(await ledgerCheck(suite.h.app, p.principal.playerId)).toEqual({
      balance: 100_000,
      ledgerSum: 100_000,
    });
  });

  it('does not take a bet the wallet refuses for money, and rolls back nothing', async () => {
    const p = await session('oyna-lucky-fruits', 'Lucky Fruits', 500);
    const spin = await gameCall(suite.main.app, p.session, 'POST', 'slot/spin', {
      stakeMinor: 1000,
    });
    expect(spin.status).toBe(400);
    expect(spin.body.data).toMatchObject({ code: 'not_enough_money', balanceMinor: 500 });
    const rollbacks = await suite.h.app.db
      .selectFrom('casino_transaction')
      .select('id')
      .where('player_id', '=', p.principal.playerId)
      .where('action', '=', 'rollback')
      .execute();
    expect(rollbacks).toHaveLength(0);
  });
});
