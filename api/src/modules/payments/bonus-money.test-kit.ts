import type { BalanceData } from '@oyna/contracts';
import { call, type Harness } from '../../test/app-harness';
import { latestMessage, register } from '../../test/players';
import { paymentsKit } from './payments-test-kit';

/**
 * Bonus money beside payments, for their integration tests (tests only): players with a verified
 * phone, the trial bonus, balances by part, the ledger check, a ₺100 deposit on the gateway's
 * page. `h` is read at each call: the harness starts in a beforeAll.
 */
export function bonusMoneyKit(h: () => Harness) {
  const kit = paymentsKit(h);
  const { hostedDeposit, payOnPage } = kit;

  /** A registered player (on their own device unless `device` is shared) with a verified phone. */
  async function verifiedPlayer(device?: string) {
    const player = await register(h().app, {}, device);
    const phone = player.payload.phone;
    const update = (payload: object) =>
      call(h().app, {
        method: 'POST',
        url: '/api/customer/updatephone',
        payload,
        token: player.token,
      });
    await update({ step: 1, phone });
    await update({ step: 2, phone, code: (await latestMessage(h().app, phone)).code });
    const principal = await h().app.platform.sessions.authenticate(player.token);
    return { token: player.token, playerId: principal.playerId };
  }

  const trial = (token: string, locale: 'tr' | 'en' = 'en') =>
    call<{ amount: number; balance: number } | null>(h().app, {
      method: 'GET',
      url: '/api/bonus/definetrialbonus',
      token,
      locale,
    });
  const balances = async (token: string) =>
    (await call<BalanceData>(h().app, { method: 'GET', url: '/api/user/balance', token })).body
      .data;
  const bonusesOf = (playerId: number) =>
    h()
      .app.db.selectFrom('player_bonus')
      .select(['status', 'close_reason', 'removed_minor', 'source', 'offer_code'])
      .where('player_id', '=', playerId)
      .orderBy('id')
      .execute();
  /** Every balance equals its ledger, by part (the money invariant's second balance). */
  async function expectLedgerAgrees(playerId: number) {
    const wallet = await h()
      .app.db.selectFrom('wallet')
      .select(['balance_minor', 'bonus_minor'])
      .where('player_id', '=', playerId)
      .executeTakeFirstOrThrow();
    const sums = await h()
      .app.db.selectFrom('ledger_entry')
      .select((eb) => [
        eb.fn.sum<string>('amount_minor').as('total'),
        eb.fn.sum<string>('bonus_amount_minor').as('bonus'),
      ])
      .where('player_id', '=', playerId)
      .executeTakeFirstOrThrow();
    expect({ total: Number(sums.total), bonus: Number(sums.bonus) }).toEqual({
      total: Number(wallet.balance_minor),
      bonus: Number(wallet.bonus_minor),
    });
  }

  /** A ₺100 card deposit paid on the gateway's hosted page (credited by its callback). */
  async function deposit100(token: string) {
    const { url } = await hostedDeposit(token, 100);
    expect((await payOnPage(url, 'paid')).statusCode).toBe(303);
  }

  /** The trial bonus taken and ₺100 deposited: ₺150 to stake, ₺100 of it cash. */
  async function bonusedPlayer() {
    const p = await verifiedPlayer();
    expect((await trial(p.token)).status).toBe(200);
    await deposit100(p.token);
    // The trial offer's maximum stake (₺20) comes with the parts while the bonus is active.
    expect(await balances(p.token)).toEqual({ balance: 150, cash: 100, bonus: 50, maxBet: 20 });
    return p;
  }
  return {
    ...kit,
    verifiedPlayer,
    trial,
    balances,
    bonusesOf,
    expectLedgerAgrees,
    deposit100,
    bonusedPlayer,
  };
}
