import '../../test/native-modules';
import crypto from 'node:crypto';
import { sql } from 'kysely';
import { BACKENDS } from '../../test/backends';
import { call, startApp, type Harness } from '../../test/app-harness';
import { ledgerCheck } from '../../test/games';
import { signCallback, SIGNATURE_HEADER } from './gateway/signature';
import { CALLBACK_PATH } from './routes';
import { CARD, SECRET, paymentsKit } from './payments-test-kit';

// The hosted card page and the gateway's signed callbacks: a deposit is credited once, whatever
// arrives twice, late, forged or disagreeing (notes/payments-and-protection.md).
describe.each(BACKENDS)('payment callbacks on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend);
  });
  afterAll(() => h.close());
  const {
    player,
    post,
    balance,
    paymentsOf,
    callback,
    hostedDeposit,
    payOnPage,
    eventOf,
    paymentStatus,
  } = paymentsKit(() => h);

  it('credits a confirmed hosted deposit once; the hosted page shows the amount', async () => {
    const { token, playerId } = await player();
    const { url, session } = await hostedDeposit(token, 150);
    const page = await h.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('₺150,00');

    // The player pays on the page: the gateway's signed callback credits, then back to the site.
    const paid = await payOnPage(url, 'paid');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toMatch(/\/dashboard\/deposit$/);
    expect(await balance(playerId)).toBe(15_000);
    const row = await h.app.db
      .selectFrom('payment')
      .selectAll()
      .where('player_id', '=', playerId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('Confirmed');
    expect(row.gateway_transaction).toBe(session.transaction_id);

    // A replay is answered as the first time and credits nothing.
    const replay = await callback(eventOf(session));
    expect(replay.status).toBe(200);
    expect(await balance(playerId)).toBe(15_000);
    const notes = await h.app.db
      .selectFrom('notification')
      .selectAll()
      .where('player_id', '=', playerId)
      .execute();
    expect(notes.map((n) => [n.type, n.title])).toEqual([[1, 'Deposit confirmed']]);
    expect(await ledgerCheck(h.app, playerId)).toEqual({ balance: 15_000, ledgerSum: 15_000 });
  });

  it('refuses a callback with a bad, missing, stale or foreign signature (401), changing nothing', async () => {
    const { token, playerId } = await player();
    const { session } = await hostedDeposit(token, 200);
    const raw = JSON.stringify(eventOf(session));
    const now = Math.floor(Date.now() / 1000);
    const signatures = [
      '',
      'garbage',
      signCallback('another-secret-entirely-000000000000', raw, now),
      // Outside the 300 s replay window either way, by more than the seconds this loop may take
      // on a slow machine (at +301 a tick of the clock between signing and checking let it in).
      signCallback(SECRET, raw, now - 330),
      signCallback(SECRET, raw, now + 330),
      signCallback(SECRET, `${raw} `, now), // over other bytes
      `t=${now},v1=${'0'.repeat(64)}`,
    ];
    for (const signature of signatures) {
      const res = await callback(eventOf(session), signature);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        success: false,
        message: 'The signature is missing or wrong',
        data: null,
      });
    }
    expect(await balance(playerId)).toBe(0);
    expect(await paymentStatus(playerId)).toBe('Pending');
  });

  it('credits once under a parallel burst of 30 duplicate callbacks', async () => {
    const { token, playerId } = await player();
    const { session } = await hostedDeposit(token, 321.45);
    const results = await Promise.all(Array.from({ length: 30 }, () => callback(eventOf(session))));
    expect(results.map((r) => r.status)).toEqual(Array(30).fill(200));
    expect(await balance(playerId)).toBe(32_145);
    const credits = await h.app.db
      .selectFrom('ledger_entry')
      .selectAll()
      .where('player_id', '=', playerId)
      .where('kind', '=', 'deposit')
      .execute();
    expect(credits).toHaveLength(1);
    expect(await ledgerCheck(h.app, playerId)).toEqual({ balance: 32_145, ledgerSum: 32_145 });
  });

  it('refuses a callback whose amount or outcome disagrees, and a declined card credits nothing', async () => {
    const { token, playerId } = await player();
    const { session } = await hostedDeposit(token, 100);
    const wrongAmount = await callback(eventOf(session, { amount: 1000 }));
    expect(wrongAmount.status).toBe(409);
    expect(await balance(playerId)).toBe(0);
    const declined = await callback(eventOf(session, { outcome: 'declined' }));
    expect(declined.status).toBe(200);
    // Once Rejected, a "paid" for the same transaction disagrees: refused, nothing credited.
    const late = await callback(eventOf(session));
    expect(late.status).toBe(409);
    expect(await balance(playerId)).toBe(0);
    const garbage = await h.app.inject({
      method: 'POST',
      url: CALLBACK_PATH,
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signCallback(SECRET, '{"x":1}', Math.floor(Date.now() / 1000)),
      },
      payload: '{"x":1}',
    });
    expect(garbage.statusCode).toBe(400);
  });

  it("answers the hosted page on the browser's origin when it names the same host", async () => {
    const { token } = await player();
    const ask = (origin: string) =>
      call<string>(h.app, {
        method: 'POST',
        url: '/api/payment/deposit',
        token,
        payload: CARD,
        headers: { origin, host: 'localhost' },
      });
    expect((await ask('http://localhost:8443')).body.data).toMatch(
      /^http:\/\/localhost:8443\/provider\/pay\//,
    );
    // Another host's Origin is not taken.
    expect((await ask('https://evil.example')).body.data).toMatch(
      /^http:\/\/localhost\/provider\/pay\//,
    );
  });

  it('a card the bank declines credits nothing; the page says so and the player is told', async () => {
    const { token, playerId } = await player();
    const { url } = await hostedDeposit(token, 120);
    const declined = await payOnPage(url, 'declined');
    expect(declined.statusCode).toBe(200);
    expect(declined.body).toContain('The bank declined the payment. No money was taken.');
    expect(await balance(playerId)).toBe(0);
    expect(await paymentStatus(playerId)).toBe('Rejected');
    const notes = await h.app.db
      .selectFrom('notification')
      .select(['type', 'title'])
      .where('player_id', '=', playerId)
      .execute();
    expect(notes).toEqual([{ type: 1, title: 'Deposit rejected' }]);
  });

  it('makes one deposit of a double submit with the same request key', async () => {
    const { token, playerId } = await player();
    const body = { ...CARD, requestKey: crypto.randomUUID() };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post<string>(token, 'payment/deposit', body)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.body.data)).size).toBe(1);
    expect(await paymentsOf(playerId)).toBe(1);
  });

  it('expires a hosted deposit whose session ran out; its callback no longer credits (returned)', async () => {
    const { token, playerId } = await player();
    const { session } = await hostedDeposit(token, 100);
    await sql`update payment set expires_at = now() - interval '1 minute' where player_id = ${playerId}`.execute(
      h.app.db,
    );
    expect(await h.app.payments.expire()).toBeGreaterThanOrEqual(1);
    // The gateway's own session ran out as well: its page says so and takes no payment.
    await sql`update gateway_session set expires_at = now() - interval '1 minute' where id = ${session.id}`.execute(
      h.app.db,
    );
    const path = `/provider/pay/${session.id}`;
    const page = await h.app.inject({ method: 'GET', url: path });
    expect(page.body).toContain('This payment session has expired.');
    expect(page.body).not.toContain('name="number"');
    const pay = await payOnPage(path, 'paid');
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(path);
    // Money the gateway took all the same goes back to its source (payments-returned tests).
    const res = await callback(eventOf(session));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('The payment was not credited: it was returned to its source');
    expect(await paymentStatus(playerId)).toBe('Cancelled');
    expect(await balance(playerId)).toBe(0);
  });
});
