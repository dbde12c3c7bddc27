import '../../../test/native-modules';
import type { PaymentDetailField } from '@oyna/contracts';
import { BACKENDS } from '../../../test/backends';
import { startApp, type Harness } from '../../../test/app-harness';
import { ledgerCheck } from '../../../test/games';
import { cardForm, CARD, paymentsKit, TEST_CARD, WITHDRAW_BANK } from '../payments-test-kit';

// The built-in gateway's hosted card page (PCI DSS SAQ A): the site asks only for the amount,
// the card is typed on the gateway's page, checked there (Luhn, expiry, CVC, holder), and a
// 3-D Secure card asks for a code on the same page. Names are names; a callback in another
// currency than its payment's is refused.
describe.each(BACKENDS)('hosted card page on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend);
  });
  afterAll(() => h.close());
  const {
    player,
    post,
    balance,
    callback,
    hostedDeposit,
    payOnPage,
    postPage,
    eventOf,
    paymentStatus,
  } = paymentsKit(() => h);

  const sessionOf = (id: string) =>
    h.app.db
      .selectFrom('gateway_session')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it("asks the site's card form for the amount only", async () => {
    const { token } = await player();
    const res = await post<PaymentDetailField[]>(token, 'payment/detail', { id: 1, type: 1 });
    expect(res.body.data.map((f) => f.key)).toEqual(['Amount']);
  });

  it('shows the card form with one plain test-gateway notice and no bank-declines button', async () => {
    const { token } = await player();
    const { url } = await hostedDeposit(token, 150);
    const page = await h.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    for (const name of ['number', 'expiry', 'cvc', 'holder']) {
      expect(page.body).toContain(`name="${name}"`);
    }
    expect(page.body.match(/data-testid="gateway-test-notice"/g)).toHaveLength(1);
    expect(page.body).toContain('This is a test payment page');
    expect(page.body).not.toMatch(/Banka reddetsin|The bank declines/);
    // The mask library and the page's script are served from the page's own origin (CSP).
    for (const asset of ['/provider/pay/assets/imask.js', '/provider/pay/assets/card-form.js']) {
      const res = await h.app.inject({ method: 'GET', url: asset });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/javascript/);
    }
  });

  it('approves 4111…1111: the balance grows; the gateway keeps brand, last four, expiry and token only', async () => {
    const { token, playerId } = await player();
    const { url, session } = await hostedDeposit(token, 150);
    const paid = await payOnPage(url, 'paid');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toMatch(/\/dashboard\/deposit$/);
    expect(await balance(playerId)).toBe(15_000);
    const kept = await sessionOf(session.id);
    expect(kept).toMatchObject({
      status: 'paid',
      card_brand: 'visa',
      card_last4: '1111',
      card_exp_month: 12,
      card_exp_year: new Date().getUTCFullYear() + 2,
    });
    expect(kept.card_token).toMatch(/^tok_[\w-]{20,}$/);
    expect(await ledgerCheck(h.app, playerId)).toEqual({ balance: 15_000, ledgerSum: 15_000 });
  });

  it('declines 4000…0002: shown as declined, the balance unchanged', async () => {
    const { token, playerId } = await player();
    const { url } = await hostedDeposit(token, 120);
    const declined = await payOnPage(url, 'declined');
    expect(declined.statusCode).toBe(200);
    expect(declined.body).toContain('The bank declined the payment. No money was taken.');
    expect(await balance(playerId)).toBe(0);
    expect(await paymentStatus(playerId)).toBe('Rejected');
  });

  it('asks 4000…3220 for the 3-D Secure code on the same page, then approves', async () => {
    const { token, playerId } = await player();
    const { url, session } = await hostedDeposit(token, 200);
    const card = await postPage(url, cardForm(TEST_CARD.challenge));
    expect(card.statusCode).toBe(303);
    expect(card.headers.location).toBe(new URL(url).pathname);
    const step = await h.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(step.body).toContain('name="code"');
    expect(step.body).not.toContain('name="number"');
    expect(step.body).toContain(
      'Test payment page: the 3-D Secure code is <span class="nowrap">123456</span>.',
    );
    expect(step.body).toContain('VISA •••• 3220');
    expect(await paymentStatus(playerId)).toBe('Pending');

    const wrong = await postPage(url, 'code=000000', '/challenge');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('Wrong code. 2 tries left.');
    expect(await balance(playerId)).toBe(0);

    const right = await postPage(url, 'code=123456', '/challenge');
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toMatch(/\/dashboard\/deposit$/);
    expect(await balance(playerId)).toBe(20_000);
    expect((await sessionOf(session.id)).status).toBe('paid');
  });

  it('declines after three wrong 3-D Secure codes', async () => {
    const { token, playerId } = await player();
    const { url } = await hostedDeposit(token, 100);
    await postPage(url, cardForm(TEST_CARD.challenge));
    await postPage(url, 'code=111111', '/challenge');
    await postPage(url, 'code=222222', '/challenge');
    const last = await postPage(url, 'code=333333', '/challenge');
    expect(last.statusCode).toBe(200);
    expect(last.body).toContain('The 3-D Secure check failed; the payment was declined.');
    expect(await paymentStatus(playerId)).toBe('Rejected');
    // The right code after that changes nothing.
    await postPage(url, 'code=123456', '/challenge');
    expect(await balance(playerId)).toBe(0);
  });

  it.each([
    [
      'a number failing the Luhn check',
      { number: '4111 1111 1111 1112' },
      'number',
      'This card number is not valid',
    ],
    ['no number', { number: '' }, 'number', 'Enter the card number.'],
    ['a past expiry', { expiry: '01/20' }, 'expiry', 'This card has expired.'],
    ['a malformed expiry', { expiry: '13/40' }, 'expiry', 'Enter the expiry date as MM/YY'],
    ['a short CVC', { cvc: '12' }, 'cvc', 'Enter the 3-digit security code'],
    [
      'a holder that is markup',
      { holder: '<img src=x onerror=alert(1)>' },
      'holder',
      'Enter the name on the card',
    ],
  ])(
    'refuses %s with its message (400), keeping the session open',
    async (_what, over, field, text) => {
      const { token, playerId } = await player();
      const { url, session } = await hostedDeposit(token, 100);
      const res = await postPage(url, cardForm(TEST_CARD.approves, over));
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(`data-testid="gateway-error-${field}"`);
      expect(res.body).toContain(text);
      // What was typed comes back escaped; the CVC never comes back.
      expect(res.body).not.toContain('<img src=x');
      expect(res.body).not.toContain('value="737"');
      expect(await sessionOf(session.id)).toMatchObject({
        status: 'open',
        step: 'card',
        card_last4: null,
      });
      expect(await balance(playerId)).toBe(0);
    },
  );

  it('takes one payment of a burst of submits of the same session', async () => {
    const { token, playerId } = await player();
    const { url } = await hostedDeposit(token, 130);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        postPage(url, cardForm(i % 2 ? TEST_CARD.approves : TEST_CARD.declines)),
      ),
    );
    const outcomes = answers.filter(
      (a) => a.statusCode === 200 || a.headers.location !== new URL(url).pathname,
    );
    expect(outcomes).toHaveLength(1);
    const status = await paymentStatus(playerId);
    expect(await balance(playerId)).toBe(status === 'Confirmed' ? 13_000 : 0);
    expect(['Confirmed', 'Rejected']).toContain(status);
  });

  it('refuses a signed callback in another currency (409), changing nothing', async () => {
    const { token, playerId } = await player();
    const { session } = await hostedDeposit(token, 100);
    for (const currency of ['USD', 'try', 'EUR']) {
      const res = await callback(eventOf(session, { currency }));
      expect(res.status).toBe(409);
      expect(res.body.success).toBe(false);
    }
    expect(await balance(playerId)).toBe(0);
    expect(await paymentStatus(playerId)).toBe('Pending');
    // The right currency is still accepted; a replay of it in USD is refused.
    expect((await callback(eventOf(session))).status).toBe(200);
    expect((await callback(eventOf(session, { currency: 'USD' }))).status).toBe(409);
    expect(await balance(playerId)).toBe(10_000);
  });

  it("refuses a bank withdrawal's FullName that is not a name, with the name's message", async () => {
    const { token, playerId } = await player(50_000);
    for (const [locale, text] of [
      ['en', "A name may hold only letters, spaces and . ' -"],
      ['tr', "Ad soyad yalnızca harf, boşluk ve . ' - içerebilir"],
    ] as const) {
      const res = await post(
        token,
        'payment/withdraw',
        {
          ...WITHDRAW_BANK(100),
          detail: { ...WITHDRAW_BANK(100).detail, FullName: '<img src=x onerror=alert(1)>' },
        },
        locale,
      );
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(text);
    }
    const ok = await post(token, 'payment/withdraw', {
      ...WITHDRAW_BANK(100),
      detail: { ...WITHDRAW_BANK(100).detail, FullName: "Ayşe Nur O'Brien-Yılmaz" },
    });
    expect(ok.status).toBe(200);
    expect(await balance(playerId)).toBe(40_000);
  });

  it('ignores card fields a stale client still sends with the amount', async () => {
    const { token, playerId } = await player();
    const res = await post<string>(token, 'payment/deposit', {
      ...CARD,
      detail: { Amount: 100, CardNo: '4111 1111 1111 1111', CardHolder: 'Ayşe Yılmaz' },
    });
    expect(res.status).toBe(200);
    const row = await h.app.db
      .selectFrom('payment')
      .select('detail')
      .where('player_id', '=', playerId)
      .executeTakeFirstOrThrow();
    expect(row.detail).toEqual({ Amount: 100 });
  });
});
