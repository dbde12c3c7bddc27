import crypto from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, registerPlayer, test, useStoredSession, type TestPlayer } from '../support';

// A card deposit whose money reaches the gateway after the player stopped (LCCP 3.5 time-out) or
// over a deposit limit they lowered meanwhile (RTS 12D) is not credited: it is returned to its
// source and shown Cancelled, "returned to source" — to ops (the admin payment list and the
// refund queue) and to the player in their financial activities. A player on a time-out cannot
// log in to look, so what they see is proved by a player whose limit was lowered instead.

const ADMIN = { 'x-admin-token': process.env.ADMIN_TOKEN ?? 'oyna-dev-admin' };
const GATEWAY_SECRET =
  process.env.PAYMENT_GATEWAY_SECRET ?? 'oyna-development-payment-gateway-secret';
const SHOTS = process.env.E2E_SHOTS_DIR;

const TEXT = {
  en: {
    financial: 'Financial Activities',
    row: /^Deposit.*Returned to source.*Cancelled₺150,00$/,
    reason: 'Returned to source',
  },
  tr: {
    financial: 'Finansal Hareketler',
    row: /^Yatırım.*Kaynağına iade edildi.*İptal Edildi₺150,00$/,
    reason: 'Kaynağına iade edildi',
  },
} as const;

interface AdminPayment {
  id: number;
  username: string;
  amount: number;
  status: string;
  reason: string | null;
  refundState: string | null;
}

const bearer = (player: TestPlayer, locale: 'tr' | 'en') => ({
  authorization: `Bearer ${player.authData.token}`,
  'x-locale': locale,
});

/** The player opens a card deposit as the deposit dialog does: the method's fields, then pay. */
async function openCardDeposit(
  request: APIRequestContext,
  player: TestPlayer,
  locale: 'tr' | 'en',
  amount: number,
): Promise<AdminPayment> {
  const headers = bearer(player, locale);
  const fields = await request.post('/api/payment/detail', { headers, data: { id: 1, type: 1 } });
  expect(fields.status(), await fields.text()).toBe(200);
  const sample: Record<string, string | number> = {
    CardNo: '4111 1111 1111 1111',
    CardHolder: 'Deniz Yılmaz',
    Amount: amount,
  };
  const detail = Object.fromEntries(
    ((await fields.json()) as { data: { key: string }[] }).data.map((f) => [f.key, sample[f.key]]),
  );
  const deposit = await request.post('/api/payment/deposit', {
    headers,
    data: { id: 1, type: 1, target: 'pay', detail },
  });
  expect(deposit.status(), await deposit.text()).toBe(200);
  expect(((await deposit.json()) as { data: string }).data).toMatch(/\/provider\/pay\//);
  return (await payments(request, 'Pending')).find((p) => p.username === player.username)!;
}

async function payments(request: APIRequestContext, status: string): Promise<AdminPayment[]> {
  const res = await request.get(`/api/admin/payments?status=${status}&type=1&limit=500`, {
    headers: ADMIN,
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: AdminPayment[] }).data;
}

/** The gateway confirms the payment: its signed callback (HMAC-SHA256 of `t.body`). */
async function gatewayConfirms(request: APIRequestContext, payment: AdminPayment) {
  const raw = JSON.stringify({
    transactionId: `gw_e2e_${crypto.randomUUID()}`,
    reference: String(payment.id),
    outcome: 'paid',
    amount: payment.amount,
    currency: 'TRY',
  });
  const t = Math.floor(Date.now() / 1000);
  const v1 = crypto.createHmac('sha256', GATEWAY_SECRET).update(`${t}.${raw}`).digest('hex');
  const res = await request.post('/api/payments/gateway/callback', {
    headers: { 'content-type': 'application/json', 'x-oyna-signature': `t=${t},v1=${v1}` },
    data: raw,
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { data: { status: string } };
}

async function balance(request: APIRequestContext, player: TestPlayer) {
  const res = await request.get('/api/user/balance', { headers: bearer(player, 'en') });
  return ((await res.json()) as { data: { balance: number } }).data.balance;
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const [w, h] of [
    [390, 844],
    [1366, 900],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `${SHOTS}/${name}-${w}x${h}.png`, fullPage: true });
  }
}

for (const locale of ['en', 'tr'] as const) {
  const t = TEXT[locale];

  test(`${locale}: a card deposit the gateway confirms after a time-out is Cancelled, returned to source, for ops`, async ({
    request,
  }) => {
    const player = await registerPlayer(request, { locale });
    const opened = await openCardDeposit(request, player, locale, 100);
    const timeOut = await request.post('/api/protection/break', {
      headers: bearer(player, locale),
      data: { kind: 'timeout', duration: '24h' },
    });
    expect(timeOut.status(), await timeOut.text()).toBe(200);

    const confirmed = await gatewayConfirms(request, opened);
    expect(confirmed.data.status).toBe('Cancelled');
    // Ops: the payment is Cancelled with its reason; the refund the gateway refused (it never
    // took this transaction) waits in their queue.
    const cancelled = (await payments(request, 'Cancelled')).find((p) => p.id === opened.id);
    expect(cancelled).toMatchObject({ status: 'Cancelled', reason: 'returned to source' });
    const queue = await request.get('/api/admin/payments/refunds', { headers: ADMIN });
    const queued = ((await queue.json()) as { data: AdminPayment[] }).data;
    expect(queued.find((p) => p.id === opened.id)).toMatchObject({ refundState: 'refused' });
    // The player's session ended with the break: nothing of theirs answers any more.
    expect(
      (await request.get('/api/user/balance', { headers: bearer(player, locale) })).status(),
    ).toBe(401);
  });

  test(`${locale}: a card deposit over a limit lowered meanwhile shows Cancelled, returned to source, in financial activities`, async ({
    page,
    request,
  }) => {
    test.slow();
    const player = await registerPlayer(request, { locale });
    const opened = await openCardDeposit(request, player, locale, 150);
    // RTS 12D: the lowering applies at once, so the ₺150 now waiting is over it.
    const lowered = await request.post('/api/protection/limit', {
      headers: bearer(player, locale),
      data: { period: 'day', amount: 100 },
    });
    expect(lowered.status(), await lowered.text()).toBe(200);
    expect((await gatewayConfirms(request, opened)).data.status).toBe('Cancelled');
    expect(await balance(request, player)).toBe(0);

    await page.addInitScript((l) => localStorage.setItem('lang', l), locale);
    await useStoredSession(page, player);
    await page.goto('/dashboard/financial-activities');
    await expect(page.getByRole('heading', { level: 1, name: t.financial })).toBeVisible({
      timeout: 20_000,
    });
    const row = page.getByTestId('financial-row');
    await expect(row).toHaveCount(1);
    await expect(row).toHaveText(t.row);
    await expect(row.getByTestId('financial-reason')).toHaveText(t.reason);
    await shoot(page, `financial-returned-${locale}`);
  });
}
