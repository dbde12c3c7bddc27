import type { BrowserContext, Page } from '@playwright/test';
import { expect, registerPlayer, test, useStoredSession } from '../support';
import { GATEWAY_CARD, GATEWAY_TEXT, payWithCard } from '../support/gateway';

// A card deposit through the built-in gateway's hosted card form (PCI DSS SAQ A): the site's
// dialog asks only for the amount; the card number, expiry, CVC and holder are typed on the
// gateway's page, which approves 4111…, declines 4000…0002 and asks 4000…3220 for a 3-D Secure
// code on the same page.
const TEXT = {
  tr: { card: 'Kredi / Banka Kartı', amount: 'Tutar', deposit: 'Yatır' },
  en: { card: 'Credit / Debit Card', amount: 'Amount', deposit: 'Deposit' },
} as const;

const SHOTS = process.env.E2E_SHOTS_DIR;

/** With E2E_SHOTS_DIR set, the gateway page at a phone's and a desktop's size, to look at. */
async function shoot(gateway: Page, name: string) {
  if (!SHOTS) return;
  const before = gateway.viewportSize();
  for (const [w, h] of [
    [390, 844],
    [1366, 900],
  ] as const) {
    await gateway.setViewportSize({ width: w, height: h });
    await gateway.screenshot({ path: `${SHOTS}/${name}-${w}x${h}.png`, fullPage: true });
  }
  if (before) await gateway.setViewportSize(before);
}

const headerBalance = (page: Page) => page.getByRole('banner').getByTestId('header-balance');

/** Opens the card dialog, which asks for the amount only, and submits it: the gateway's tab. */
async function openGateway(
  page: Page,
  context: BrowserContext,
  locale: 'tr' | 'en',
  amount: string,
): Promise<Page> {
  const t = TEXT[locale];
  await page.goto('/dashboard/deposit');
  await expect(headerBalance(page)).toContainText('₺0,00');
  await page.getByRole('button', { name: t.card }).click();
  const dialog = page.getByRole('dialog', { name: t.card });
  await dialog.getByRole('textbox', { name: t.amount }).fill(amount);
  // The site never asks for the card: one field, the amount.
  await expect(dialog.locator('input')).toHaveCount(1);
  const [gateway] = await Promise.all([
    context.waitForEvent('page'),
    dialog.getByRole('button', { name: t.deposit, exact: true }).click(),
  ]);
  await gateway.waitForLoadState();
  await expect(gateway.getByTestId('gateway-amount')).toHaveText(`₺${amount},00`);
  await expect(gateway.getByTestId('gateway-test-notice')).toHaveCount(1);
  await expect(gateway.getByTestId('gateway-test-notice')).toContainText(
    GATEWAY_TEXT[locale].notice,
  );
  return gateway;
}

async function startAs(
  page: Page,
  request: Parameters<typeof registerPlayer>[0],
  locale: 'tr' | 'en',
) {
  const player = await registerPlayer(request);
  await page.addInitScript((l) => localStorage.setItem('lang', l), locale);
  await useStoredSession(page, player);
  return player;
}

for (const locale of ['tr', 'en'] as const) {
  const g = GATEWAY_TEXT[locale];

  test(`${locale}: an approved card on the hosted form credits the deposit`, async ({
    page,
    request,
    context,
  }) => {
    await startAs(page, request, locale);
    const gateway = await openGateway(page, context, locale, '150');
    await shoot(gateway, `gateway-card-${locale}`);
    // The mask groups the number; a typo fails the Luhn check with its message, nothing taken.
    await payWithCard(gateway, locale, '4111111111111112');
    await expect(gateway.getByTestId('gateway-error-number')).toHaveText(g.numberInvalid);
    await expect(gateway.getByLabel(g.number)).toHaveValue('4111 1111 1111 1112');
    await shoot(gateway, `gateway-card-error-${locale}`);
    await gateway.getByLabel(g.number).fill('');
    await payWithCard(gateway, locale, GATEWAY_CARD.approves);
    await expect(gateway).toHaveURL(/\/dashboard\/deposit$/);
    await gateway.close();
    await expect(headerBalance(page)).toContainText('₺150,00', { timeout: 8000 });
  });

  test(`${locale}: a declined card is shown declined and the balance stays`, async ({
    page,
    request,
    context,
  }) => {
    await startAs(page, request, locale);
    const gateway = await openGateway(page, context, locale, '75');
    await payWithCard(gateway, locale, GATEWAY_CARD.declines);
    await expect(gateway.getByTestId('gateway-result')).toHaveText(g.declined);
    await shoot(gateway, `gateway-declined-${locale}`);
    await gateway.close();
    await page.waitForTimeout(3500); // one balance poll (spec §4: 3000 ms)
    await expect(headerBalance(page)).toContainText('₺0,00');
  });

  test(`${locale}: a 3-D Secure card asks for the code on the same page, then is approved`, async ({
    page,
    request,
    context,
  }) => {
    await startAs(page, request, locale);
    const gateway = await openGateway(page, context, locale, '200');
    const pageUrl = gateway.url();
    await payWithCard(gateway, locale, GATEWAY_CARD.challenge);
    await expect(gateway).toHaveURL(pageUrl);
    await expect(gateway.getByTestId('gateway-test-notice')).toContainText(
      GATEWAY_CARD.challengeCode,
    );
    await expect(gateway.getByText('•••• 3220')).toBeVisible();
    await shoot(gateway, `gateway-3ds-${locale}`);
    await gateway.getByLabel(g.code).pressSequentially(GATEWAY_CARD.challengeCode);
    await gateway.getByRole('button', { name: g.verify }).click();
    await expect(gateway).toHaveURL(/\/dashboard\/deposit$/);
    await gateway.close();
    await expect(headerBalance(page)).toContainText('₺200,00', { timeout: 8000 });
  });
}

test('the hosted card form fits a 390×844 phone, centred, with nothing wider than the screen', async ({
  page,
  request,
  context,
}) => {
  await startAs(page, request, 'tr');
  const gateway = await openGateway(page, context, 'tr', '150');
  await gateway.setViewportSize({ width: 390, height: 844 });
  const box = await gateway.locator('main').boundingBox();
  expect(box).not.toBeNull();
  const left = box!.x;
  const right = 390 - (box!.x + box!.width);
  expect(Math.abs(left - right)).toBeLessThanOrEqual(2);
  const widths = await gateway.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  await expect(gateway.getByLabel(GATEWAY_TEXT.tr.expiry)).toHaveAttribute('placeholder', 'AA/YY');
});
