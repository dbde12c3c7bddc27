import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, registerPlayer, test, useStoredSession, type TestPlayer } from '../support';
import { GATEWAY_CARD, GATEWAY_TEXT, payWithCard } from '../support/gateway';

// Payments (spec §2 method lists and dynamic dialogs, §4 deposit dialog states, §8): a player
// deposits through the built-in gateway's hosted page, asks for a withdrawal that waits Pending,
// and an operator decides it through the admin api.
const ADMIN = { 'x-admin-token': 'oyna-dev-admin' };
const IBAN_DIGITS = '330006100519786457841326';

const TEXT = {
  tr: {
    card: 'Kredi / Banka Kartı',
    bankTransfer: 'Havale / EFT',
    amount: 'Tutar',
    fullName: 'Ad Soyad',
    bank: 'Banka',
    deposit: 'Yatır',
    withdraw: 'Çekim Talebi Gönder',
    continue: 'Devam etmek için lütfen aşağıdaki butona tıklayın.',
    pending: 'çekim talebiniz alındı ve onay bekliyor',
    approved: 'Çekim onaylandı',
    login: 'Giriş Yap',
    bottomBar: 'Hızlı menü',
    depositLink: 'Para Yatır',
    transferPending: 'Havale ulaştığında yatırımınız onaylanacaktır.',
    congratulations: 'Tebrikler!',
    rejected: 'Çekim reddedildi',
    paste: 'Yapıştır IBAN',
    depositConfirmed: 'Para yatırma onaylandı',
    crypto: 'Kripto Para',
    noData: 'Veri bulunamadı',
  },
  en: {
    card: 'Credit / Debit Card',
    bankTransfer: 'Bank Transfer (Havale / EFT)',
    amount: 'Amount',
    fullName: 'Full Name',
    bank: 'Bank',
    deposit: 'Deposit',
    withdraw: 'Request Withdrawal',
    continue: 'Please click the button below to continue.',
    pending: 'is pending approval',
    approved: 'Withdrawal approved',
    login: 'Login',
    bottomBar: 'Quick menu',
    depositLink: 'Deposit',
    transferPending: 'Your deposit is pending until the transfer arrives.',
    congratulations: 'Congratulations!',
    rejected: 'Withdrawal rejected',
    paste: 'Paste IBAN',
    depositConfirmed: 'Deposit confirmed',
    crypto: 'Cryptocurrency',
    noData: 'No data found',
  },
} as const;

async function withLocale(page: Page, locale: 'tr' | 'en') {
  await page.addInitScript((l) => localStorage.setItem('lang', l), locale);
}

/** The header's balance (desktop), or the api's answer where the header hides it. */
const headerBalance = (page: Page) => page.getByRole('banner').getByTestId('header-balance');

/** Funds a player as a bank transfer deposit that an operator confirms (both through the api). */
async function fund(request: APIRequestContext, player: TestPlayer, amount: number) {
  const auth = { authorization: `Bearer ${player.authData.token}`, 'x-locale': 'en' };
  const res = await request.post('/api/payment/deposit', {
    headers: auth,
    data: {
      id: 2,
      type: 1,
      target: 'pay',
      detail: { BankId: 1, Iban: `TR${IBAN_DIGITS}`, Amount: amount },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const pending = await request.get('/api/admin/payments?type=1&limit=500', { headers: ADMIN });
  const rows = ((await pending.json()) as { data: { id: number; username: string }[] }).data;
  const mine = rows.find((r) => r.username === player.username);
  expect(mine).toBeDefined();
  const ok = await request.post('/api/admin/payments/approve', {
    headers: ADMIN,
    data: { id: mine!.id, operator: 'e2e-cashier' },
  });
  expect(ok.status(), await ok.text()).toBe(200);
}

for (const locale of ['tr', 'en'] as const) {
  const t = TEXT[locale];

  test(`${locale}: a player deposits by card on the gateway page and the balance grows`, async ({
    page,
    request,
    context,
  }) => {
    const player = await registerPlayer(request);
    await withLocale(page, locale);
    await useStoredSession(page, player);
    await page.goto('/dashboard/deposit');
    await expect(headerBalance(page)).toContainText('₺0,00');

    await page.getByRole('button', { name: t.card }).click();
    const dialog = page.getByRole('dialog', { name: t.card });
    await expect(dialog).toBeVisible();
    const submit = dialog.getByRole('button', { name: t.deposit, exact: true });
    await expect(submit).toBeDisabled();
    // PCI DSS SAQ A: the site asks for the amount only; the card is typed on the gateway's page.
    await dialog.getByRole('textbox', { name: t.amount }).fill('150');
    await expect(submit).toBeEnabled();

    const [gateway] = await Promise.all([context.waitForEvent('page'), submit.click()]);
    await expect(dialog.getByText(t.continue)).toBeVisible();
    await gateway.waitForLoadState();
    await expect(gateway.getByTestId('gateway-amount')).toHaveText('₺150,00');
    await payWithCard(gateway, locale, GATEWAY_CARD.approves);
    await expect(gateway).toHaveURL(/\/dashboard\/deposit$/);
    await gateway.close();

    // The Deposit notification reaches the player live (the hub, spec §3 type 1): the badge
    // counts it and the panel lists it. (Its toast may come and go while the gateway tab is in
    // front, so the lasting places are checked.)
    await expect(page.getByTestId('notifications-badge')).toHaveText('1', { timeout: 8000 });
    await dialog.getByRole('button', { name: /^(Close|Kapat)$/ }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByTestId('notifications-bell').click();
    await expect(
      page.getByRole('dialog', { name: /Bildirimler|Notifications/ }).getByText(t.depositConfirmed),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    // The header follows within one balance poll (spec §4: every 3000 ms).
    await expect(headerBalance(page)).toContainText('₺150,00', { timeout: 8000 });
  });

  test(`${locale}: a withdrawal shows Pending, holds the balance, and an operator approves it`, async ({
    page,
    request,
  }) => {
    const player = await registerPlayer(request);
    await fund(request, player, 500);
    await withLocale(page, locale);
    await useStoredSession(page, player);
    await page.goto('/dashboard/withdraw');
    await expect(headerBalance(page)).toContainText('₺500,00');

    await page.getByRole('button', { name: t.bankTransfer }).click();
    const dialog = page.getByRole('dialog', { name: t.bankTransfer });
    await dialog.getByRole('textbox', { name: t.fullName }).fill('Deniz Yılmaz');
    await dialog.getByRole('combobox', { name: t.bank }).selectOption({ label: 'Akbank' });
    await dialog.getByRole('textbox', { name: 'IBAN' }).fill(IBAN_DIGITS);
    await dialog.getByRole('textbox', { name: t.amount }).fill('200');
    await dialog.getByRole('button', { name: t.withdraw }).click();

    // spec §8: the message, then the dialog closes after 500 ms; the hold shows at once.
    await expect(page.getByRole('alert').filter({ hasText: t.pending })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(headerBalance(page)).toContainText('₺300,00', { timeout: 8000 });

    const list = await request.get('/api/admin/payments?status=Pending&type=2&limit=500', {
      headers: ADMIN,
    });
    const rows = (
      (await list.json()) as {
        data: { id: number; username: string; status: string; amount: number }[];
      }
    ).data;
    const mine = rows.find((r) => r.username === player.username);
    expect(mine).toMatchObject({ status: 'Pending', amount: 200 });
    const approved = await request.post('/api/admin/payments/approve', {
      headers: ADMIN,
      data: { id: mine!.id, operator: 'e2e-cashier' },
    });
    expect(approved.status(), await approved.text()).toBe(200);
    // The Withdraw notification reaches the player live, as a toast.
    await expect(page.getByRole('alert').filter({ hasText: t.approved })).toBeVisible({
      timeout: 8000,
    });
    await expect(headerBalance(page)).toContainText('₺300,00');
  });
}

for (const locale of ['tr', 'en'] as const) {
  const t = TEXT[locale];

  test(`${locale}: a bank transfer shows its pending instructions; an operator confirms it`, async ({
    page,
    request,
    context,
  }) => {
    const player = await registerPlayer(request);
    await withLocale(page, locale);
    await useStoredSession(page, player);
    await page.goto('/dashboard/deposit');
    await page.getByRole('button', { name: t.bankTransfer }).click();
    const dialog = page.getByRole('dialog', { name: t.bankTransfer });
    const bank = dialog.getByRole('combobox', { name: t.bank });
    await expect(bank.locator('option').first()).toHaveText(locale === 'tr' ? 'Seçiniz' : 'Select');
    await bank.selectOption({ label: 'Garanti BBVA' });
    // spec §2: the paste button fills the IBAN from the clipboard.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate((text) => navigator.clipboard.writeText(text), `TR${IBAN_DIGITS}`);
    await dialog.getByRole('button', { name: t.paste }).click();
    await expect(dialog.getByRole('textbox', { name: 'IBAN' })).toHaveValue(
      'TR33 0006 1005 1978 6457 8413 26',
    );
    await dialog.getByRole('textbox', { name: t.amount }).fill('250');
    await dialog.getByRole('button', { name: t.deposit, exact: true }).click();
    await expect(dialog.getByText(t.congratulations)).toBeVisible();
    await expect(dialog.getByText(t.transferPending, { exact: false })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'IBAN' })).toHaveCount(0);

    const list = await request.get('/api/admin/payments?type=1&limit=500', { headers: ADMIN });
    const rows = ((await list.json()) as { data: { id: number; username: string }[] }).data;
    const mine = rows.find((r) => r.username === player.username)!;
    const ok = await request.post('/api/admin/payments/approve', {
      headers: ADMIN,
      data: { id: mine.id, operator: 'e2e-cashier' },
    });
    expect(ok.status(), await ok.text()).toBe(200);
    await expect(headerBalance(page)).toContainText('₺250,00', { timeout: 8000 });
  });

  test(`${locale}: a declined card leaves the balance unchanged with the gateway's message`, async ({
    page,
    request,
    context,
  }) => {
    const player = await registerPlayer(request);
    await withLocale(page, locale);
    await useStoredSession(page, player);
    await page.goto('/dashboard/deposit');
    await page.getByRole('button', { name: t.card }).click();
    const dialog = page.getByRole('dialog', { name: t.card });
    await dialog.getByRole('textbox', { name: t.amount }).fill('75');
    const [gateway] = await Promise.all([
      context.waitForEvent('page'),
      dialog.getByRole('button', { name: t.deposit, exact: true }).click(),
    ]);
    await payWithCard(gateway, locale, GATEWAY_CARD.declines);
    await expect(gateway.getByTestId('gateway-result')).toHaveText(GATEWAY_TEXT[locale].declined);
    await gateway.close();
    await page.waitForTimeout(3500); // one balance poll (spec §4: 3000 ms)
    await expect(headerBalance(page)).toContainText('₺0,00');
  });

  test(`${locale}: an operator rejects a withdrawal and the hold returns with a Withdraw notification`, async ({
    page,
    request,
  }) => {
    const player = await registerPlayer(request);
    await fund(request, player, 400);
    await withLocale(page, locale);
    await useStoredSession(page, player);
    await page.goto('/dashboard/withdraw');
    await page.getByRole('button', { name: t.bankTransfer }).click();
    const dialog = page.getByRole('dialog', { name: t.bankTransfer });
    await dialog.getByRole('textbox', { name: t.fullName }).fill('Deniz Yılmaz');
    await dialog.getByRole('combobox', { name: t.bank }).selectOption({ label: 'Akbank' });
    await dialog.getByRole('textbox', { name: 'IBAN' }).fill(IBAN_DIGITS);
    await dialog.getByRole('textbox', { name: t.amount }).fill('150');
    await dialog.getByRole('button', { name: t.withdraw }).click();
    await expect(headerBalance(page)).toContainText('₺250,00', { timeout: 8000 });

    const list = await request.get('/api/admin/payments?type=2&limit=500', { headers: ADMIN });
    const rows = ((await list.json()) as { data: { id: number; username: string }[] }).data;
    const mine = rows.find((r) => r.username === player.username)!;
    const rejected = await request.post('/api/admin/payments/reject', {
      headers: ADMIN,
      data: { id: mine.id, operator: 'e2e-cashier', reason: 'IBAN name mismatch' },
    });
    expect(rejected.status(), await rejected.text()).toBe(200);
    await expect(page.getByRole('alert').filter({ hasText: t.rejected })).toBeVisible({
      timeout: 8000,
    });
    await expect(headerBalance(page)).toContainText('₺400,00', { timeout: 8000 });
  });

  test(
    `${locale}: axe finds no serious or critical violation on /dashboard/deposit`,
    { tag: '@mobile' },
    async ({ page, request }) => {
      const player = await registerPlayer(request);
      await withLocale(page, locale);
      await useStoredSession(page, player);
      await page.goto('/dashboard/deposit');
      await expect(page.getByRole('button', { name: t.card })).toBeVisible();
      const result = await new AxeBuilder({ page })
        .include('[data-testid="payments-deposit"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const bad = result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
      expect(bad).toEqual([]);
    },
  );
}

test(
  "a method without fields says 'No data found' and its dialog closes (spec §8)",
  { tag: '@mobile' },
  async ({ page, request }) => {
    const player = await registerPlayer(request);
    for (const locale of ['tr', 'en'] as const) {
      const t = TEXT[locale];
      await withLocale(page, locale);
      if (locale === 'tr') await useStoredSession(page, player);
      await page.goto('/dashboard/deposit');
      await page.getByRole('button', { name: t.crypto }).click();
      await expect(page.getByRole('alert').filter({ hasText: t.noData })).toBeVisible();
      // spec §8: the dialog closes after 100 ms.
      await expect(page.getByRole('dialog', { name: t.crypto })).toHaveCount(0);
    }
  },
);

test(
  'a visitor tapping Deposit in the mobile bar gets the login dialog',
  { tag: '@mobile-only' },
  async ({ page }) => {
    await withLocale(page, 'en');
    await page.goto('/');
    await page
      .getByRole('navigation', { name: TEXT.en.bottomBar })
      .getByRole('link', { name: TEXT.en.depositLink })
      .click();
    await expect(page.getByRole('dialog', { name: TEXT.en.login })).toBeVisible();
    await expect(page.getByTestId('payments-methods-deposit')).toHaveCount(0);
  },
);

test(
  'a player on a phone reaches the deposit methods from the mobile bar',
  { tag: '@mobile-only' },
  async ({ page, request }) => {
    const player = await registerPlayer(request);
    await withLocale(page, 'tr');
    await useStoredSession(page, player);
    await page.goto('/');
    await page
      .getByRole('navigation', { name: TEXT.tr.bottomBar })
      .getByRole('link', { name: TEXT.tr.depositLink })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/deposit$/);
    const methods = page.getByTestId('payments-methods-deposit');
    await expect(methods.getByRole('button', { name: /Kredi \/ Banka Kartı/ })).toContainText(
      'Min ₺50,00 – Maks ₺50.000,00',
    );
    await expect(methods.getByRole('button', { name: /Havale \/ EFT/ })).toBeVisible();
    await expect(methods.getByRole('button', { name: /E-Cüzdan/ })).toBeVisible();
  },
);
