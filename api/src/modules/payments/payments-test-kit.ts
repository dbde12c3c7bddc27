import crypto from 'node:crypto';
import { call, type Harness } from '../../test/app-harness';
import { register } from '../../test/players';
import { signCallback, SIGNATURE_HEADER } from './gateway/signature';
import { CALLBACK_PATH } from './routes';

// The payments tests' inputs and calls: payments.integration.test.ts and
// payments-callback.integration.test.ts.

export const ADMIN = { 'x-admin-token': 'oyna-dev-admin' };
export const SECRET = 'oyna-development-payment-gateway-secret';
const IBAN = 'TR33 0006 1005 1978 6457 8413 26';
export const CARD = {
  id: 1,
  type: 1,
  target: 'pay',
  // PCI DSS SAQ A: the site's card method asks only for the amount; the card is typed on the
  // gateway's hosted page (cardOnPage).
  detail: { Amount: 150 },
};
/** The built-in gateway's test cards, as typed on its page. */
export const TEST_CARD = {
  approves: '4111 1111 1111 1111',
  declines: '4000 0000 0000 0002',
  challenge: '4000 0000 0000 3220',
} as const;
/** A card form of the hosted page: a valid expiry (two years ahead), CVC and holder. */
export const cardForm = (number: string, over: Record<string, string> = {}) =>
  new URLSearchParams({
    number,
    expiry: `12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`,
    cvc: '737',
    holder: 'Ayşe Yılmaz',
    ...over,
  }).toString();
export const TRANSFER = {
  id: 2,
  type: 1,
  target: 'pay',
  detail: { BankId: 3, Iban: IBAN, Amount: 250.5 },
};
export const WITHDRAW_BANK = (amount: number) => ({
  id: 4,
  type: 2,
  target: 'pay',
  detail: { FullName: 'Ayşe Yılmaz', BankId: 1, Iban: IBAN, Amount: amount },
});

/** The calls of a payments test against the app `harness()` returns (set in its beforeAll). */
export function paymentsKit(harness: () => Harness) {
  async function player(balanceMinor = 0) {
    const { token } = await register(harness().app);
    const principal = await harness().app.platform.sessions.authenticate(token);
    if (balanceMinor > 0) {
      await harness().app.platform.wallets.apply({
        playerId: principal.playerId,
        amountMinor: balanceMinor,
        kind: 'test_deposit',
        idempotencyKey: `test:${crypto.randomUUID()}`,
      });
    }
    return { token, playerId: principal.playerId };
  }

  const post = <T>(token: string, path: string, payload: unknown, locale: 'tr' | 'en' = 'en') =>
    call<T>(harness().app, {
      method: 'POST',
      url: `/api/${path}`,
      token,
      payload: payload as object,
      locale,
    });

  const balance = (playerId: number) => harness().app.platform.wallets.balanceMinor(playerId);
  const paymentsOf = async (playerId: number) =>
    (
      await harness()
        .app.db.selectFrom('payment')
        .selectAll()
        .where('player_id', '=', playerId)
        .execute()
    ).length;

  async function callback(body: Record<string, unknown>, signature?: string) {
    const raw = JSON.stringify(body);
    const response = await harness().app.inject({
      method: 'POST',
      url: CALLBACK_PATH,
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signature ?? signCallback(SECRET, raw, Math.floor(Date.now() / 1000)),
      },
      payload: raw,
    });
    return {
      status: response.statusCode,
      body: response.json<{ success: boolean; message: string }>(),
    };
  }

  /** The status of the player's one payment. */
  const paymentStatus = async (playerId: number) =>
    (
      await harness()
        .app.db.selectFrom('payment')
        .select('status')
        .where('player_id', '=', playerId)
        .executeTakeFirstOrThrow()
    ).status;

  /** A form posted to the gateway's hosted page (or to a step of it: `/challenge`). */
  const postPage = (url: string, payload: string, step = '') =>
    harness().app.inject({
      method: 'POST',
      url: new URL(url, 'http://gateway.invalid').pathname + step,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    });

  /** The player pays on the gateway's hosted page with a test card the bank approves or declines. */
  const payOnPage = (url: string, outcome: 'paid' | 'declined') =>
    postPage(url, cardForm(outcome === 'paid' ? TEST_CARD.approves : TEST_CARD.declines));

  /** A card deposit up to its hosted session; returns the payment row and the gateway session. */
  async function hostedDeposit(token: string, amount = 150) {
    const res = await post<string>(token, 'payment/deposit', {
      ...CARD,
      detail: { ...CARD.detail, Amount: amount },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatch(/^http:\/\/[^/]+\/provider\/pay\/[\w-]+$/);
    const sessionId = res.body.data.split('/').pop()!;
    const session = await harness()
      .app.db.selectFrom('gateway_session')
      .selectAll()
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    return { url: res.body.data, session };
  }

  const eventOf = (
    session: { transaction_id: string; merchant_reference: string; amount_minor: number },
    over: Record<string, unknown> = {},
  ) => ({
    transactionId: session.transaction_id,
    reference: session.merchant_reference,
    outcome: 'paid',
    amount: session.amount_minor / 100,
    currency: 'TRY',
    ...over,
  });

  return {
    player,
    post,
    balance,
    paymentsOf,
    callback,
    hostedDeposit,
    payOnPage,
    postPage,
    eventOf,
    paymentStatus,
  };
}
