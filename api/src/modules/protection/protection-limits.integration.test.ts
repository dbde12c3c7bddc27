import '../../test/native-modules';
import crypto from 'node:crypto';
import type { PlaySession, ProtectionState } from '@oyna/contracts';
import { WalletStatus } from '@oyna/contracts/game-wallet';
import { BACKENDS } from '../../test/backends';
import { call } from '../../test/app-harness';
import { fundedPlayer, walletCall } from '../../test/games';
import { latestMessage } from '../../test/players';
import { ADMIN, card, HOUR, protectionSuite } from './protection.test-kit';

/** Player protection (notes › payments and protection): deposit limits with their cooling-off, and the reality check. */
describe.each(BACKENDS)('player protection limits on %s', (_name, backend) => {
  const h = protectionSuite(backend);
  const { clock } = h;
  const { post, get, limitOf, paymentsOf, player, stake } = h;

  it('applies a first and a lower limit at once, and a raise only after 24 hours and a confirmation', async () => {
    const { token } = await player();
    const first = await post<ProtectionState>(token, 'protection/limit', {
      period: 'day',
      amount: 500,
    });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Your limit applies now');
    expect(limitOf(first.body.data, 'day')).toMatchObject({ amount: 500, used: 0, pending: null });

    const lower = await post<ProtectionState>(token, 'protection/limit', {
      period: 'day',
      amount: 200,
    });
    expect(limitOf(lower.body.data, 'day')).toMatchObject({ amount: 200, pending: null });

    const raise = await post<ProtectionState>(token, 'protection/limit', {
      period: 'day',
      amount: 1000,
    });
    expect(raise.status).toBe(200);
    const pending = limitOf(raise.body.data, 'day');
    expect(pending.amount).toBe(200);
    expect(pending.pending).toMatchObject({ amount: 1000, confirmable: false });
    const effectiveAt = Date.parse(pending.pending!.effectiveAt);
    expect(Math.abs(effectiveAt - (Date.now() + 24 * HOUR))).toBeLessThan(60_000);

    // Before the 24 hours: the confirmation is refused and nothing changes.
    clock.offsetMs = 23 * HOUR;
    const early = await post<ProtectionState>(token, 'protection/limit/confirm', { period: 'day' });
    expect(early.status).toBe(400);
    expect(early.body.message).toMatch(/^You can confirm this change after \d{4}-\d\d-\d\d/);
    // After them, the raise is still not in force until the player confirms it.
    clock.offsetMs = 25 * HOUR;
    const waiting = await get<ProtectionState>(token, 'protection/state');
    expect(limitOf(waiting.body.data, 'day')).toMatchObject({
      amount: 200,
      pending: { amount: 1000, confirmable: true },
    });
    const confirmed = await post<ProtectionState>(token, 'protection/limit/confirm', {
      period: 'day',
    });
    expect(confirmed.status).toBe(200);
    expect(limitOf(confirmed.body.data, 'day')).toMatchObject({ amount: 1000, pending: null });

    const history = await call<{ history: { action: string }[] }>(h.app, {
      method: 'GET',
      url: `/api/admin/protection?playerId=${(await h.app.platform.sessions.authenticate(token)).playerId}`,
      headers: ADMIN,
    });
    expect(history.body.data.history.map((e) => e.action)).toEqual([
      'limit.confirmed',
      'limit.raise.requested',
      'limit.set',
      'limit.set',
    ]);
  });

  it('refuses a deposit over the remaining limit with nothing changed, counting pending deposits', async () => {
    const { token, playerId } = await player();
    await post(token, 'protection/limit', { period: 'week', amount: 300 });
    const ok = await post<string>(token, 'payment/deposit', card(200));
    expect(ok.status).toBe(200);
    // The first deposit is still pending on the gateway page: it counts.
    const state = await get<ProtectionState>(token, 'protection/state');
    expect(limitOf(state.body.data, 'week').used).toBe(200);
    const over = await post<string>(token, 'payment/deposit', card(150));
    expect(over.status).toBe(400);
    expect(over.body.message).toMatch(/over your weekly limit \(left: .*100/);
    const tr = await post<string>(token, 'payment/deposit', card(150), 'tr');
    expect(tr.body.message).toMatch(/haftalık limitinizi aşıyor/);
    expect(await paymentsOf(playerId)).toBe(1);
    // The same request key again answers as the first time and is not counted twice.
    const keyed = await post<string>(token, 'payment/deposit', card(100, 'k-1'));
    expect(keyed.status).toBe(200);
    const again = await post<string>(token, 'payment/deposit', card(100, 'k-1'));
    expect(again.status).toBe(200);
    expect(again.body.data).toBe(keyed.body.data);
    expect(await paymentsOf(playerId)).toBe(2);
  });

  it('never lets concurrent deposits pass a limit together', async () => {
    const { token, playerId } = await player();
    await post(token, 'protection/limit', { period: 'day', amount: 1000 });
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => post<string>(token, 'payment/deposit', card(50))),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(20);
    expect(answers.filter((a) => a.status === 400)).toHaveLength(40);
    expect(answers.every((a) => a.status === 200 || a.status === 400)).toBe(true);
    const rows = await h.app.db
      .selectFrom('payment')
      .select('amount_minor')
      .where('player_id', '=', playerId)
      .execute();
    expect(rows.reduce((s, r) => s + Number(r.amount_minor), 0)).toBe(100_000);
  });

  it('counts deposits only: bonus money granted by ops or as the trial bonus uses up no limit, and a deposit up to the limit goes through with the bonus active', async () => {
    // spec §1 promotions and bonuses: bonus money is apart from cash; a deposit limit (notes ›
    // payments and protection) counts the money a player puts in, never what the site gives.
    const balanceOf = (playerId: number) => h.app.platform.wallets.balances(playerId);
    const activeBonus = async (playerId: number) =>
      (await h.app.platform.bonusWallet.active(playerId))?.status;

    // An ops grant of ₺500 against a daily limit of ₺300.
    const granted = await player();
    await post(granted.token, 'protection/limit', { period: 'day', amount: 300 });
    const grant = await call(h.app, {
      method: 'POST',
      url: '/api/admin/bonusgrant',
      headers: ADMIN,
      payload: {
        operator: 'ayse',
        username: granted.payload.username,
        offer: 'goodwill',
        amount: 500,
        reason: 'a complaint settled',
      },
    });
    expect(grant.status).toBe(200);
    expect(await balanceOf(granted.playerId)).toEqual({ balanceMinor: 50_000, bonusMinor: 50_000 });
    const state = await get<ProtectionState>(granted.token, 'protection/state');
    expect(limitOf(state.body.data, 'day').used).toBe(0);
    // The whole limit is still there: ₺300 goes through, with the bonus still active.
    const full = await post<string>(granted.token, 'payment/deposit', card(300));
    expect(full.status).toBe(200);
    expect(await activeBonus(granted.playerId)).toBe('active');
    const after = await get<ProtectionState>(granted.token, 'protection/state');
    expect(limitOf(after.body.data, 'day').used).toBe(300);
    // The smallest deposit more (₺50) is over it.
    const over = await post<string>(granted.token, 'payment/deposit', card(50));
    expect(over.status).toBe(400);
    expect(over.body.message).toMatch(/over your daily limit/);
    expect(await paymentsOf(granted.playerId)).toBe(1);

    // The trial bonus (₺50 of bonus money) against a weekly limit of ₺50.
    const trial = await player();
    const phone = trial.payload.phone;
    await post(trial.token, 'customer/updatephone', { step: 1, phone });
    const code = (await latestMessage(h.app, phone)).code;
    await post(trial.token, 'customer/updatephone', { step: 2, phone, code });
    await post(trial.token, 'protection/limit', { period: 'week', amount: 50 });
    const claimed = await call(h.app, {
      method: 'GET',
      url: '/api/bonus/definetrialbonus',
      token: trial.token,
    });
    expect(claimed.status).toBe(200);
    expect((await balanceOf(trial.playerId)).bonusMinor).toBeGreaterThan(0);
    const week = await get<ProtectionState>(trial.token, 'protection/state');
    expect(limitOf(week.body.data, 'week').used).toBe(0);
    expect((await post<string>(trial.token, 'payment/deposit', card(50))).status).toBe(200);
    expect(await activeBonus(trial.playerId)).toBe('active');
    const overWeek = await post<string>(trial.token, 'payment/deposit', card(50));
    expect([overWeek.status, overWeek.body.message]).toEqual([
      400,
      expect.stringMatching(/over your weekly limit/),
    ]);
    expect(await paymentsOf(trial.playerId)).toBe(1);
  });

  it('sets the reality check and answers the session clock with its net position', async () => {
    const p = await fundedPlayer(h.app, 10_000);
    const state = await get<ProtectionState>(p.siteToken, 'protection/state');
    expect(state.body.data.realityCheckSeconds).toBe(3600);
    expect(state.body.data.realityCheckOptions).toEqual([0, 20, 900, 1800, 3600]);
    const set = await post<ProtectionState>(p.siteToken, 'protection/realitycheck', {
      seconds: 20,
    });
    expect(set.body.data.realityCheckSeconds).toBe(20);
    const { body, sent: bet } = await stake(p, 1000);
    expect(body.status).toBe(WalletStatus.Ok);
    await walletCall(h.app, 'win', {
      ...bet,
      transaction_uuid: crypto.randomUUID(),
      reference_transaction_uuid: bet.transaction_uuid,
      round_closed: true,
      amount: 250,
    });
    const session = await get<PlaySession>(p.siteToken, 'protection/session');
    expect(session.body.data.net).toBe(-7.5);
    expect(session.body.data.realityCheckSeconds).toBe(20);
    expect(Date.parse(session.body.data.startedAt)).toBeLessThanOrEqual(Date.now());
  });
});
