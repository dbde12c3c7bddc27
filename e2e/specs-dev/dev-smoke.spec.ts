import type { Page } from '@playwright/test';
import { ROUTES, type SportEvent, type SportsTree } from '@oyna/contracts';
import {
  expect,
  FUNDED_BALANCE,
  FUNDED_TEXT,
  fundedPlayer,
  test,
  useStoredSession,
} from '../support';

// The dev smoke run (README › Tests): the journeys of the production e2e suite that load a
// remote's screens lazily, against the servers of `npm start`. A dev server compiles a dynamic
// import only when the page asks for it (rspack's lazy compilation), so a screen that the build
// shows may stay on "Loading…" in development: place a single from the slip, open every account
// route, play a slot round, open the deposit dialog.

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function sportsTree(page: Page): Promise<SportsTree> {
  const res = await page.request.post('/api/sports/tree', { data: { kind: 'prematch' } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: SportsTree }).data;
}

/** An upcoming football event whose main market is open and whose name no other event shares. */
function bookable(tree: SportsTree): SportEvent | undefined {
  const events = (tree.sports.find((s) => s.key === 'football')?.competitions ?? []).flatMap(
    (c) => c.events,
  );
  const name = (e: SportEvent) => `${e.home} - ${e.away}`;
  return events
    .filter(
      (e) =>
        events.filter((other) => name(other) === name(e)).length === 1 &&
        e.status === 'upcoming' &&
        e.mainMarket?.status === 'open' &&
        e.mainMarket.selections.every((s) => s.status === 'active'),
    )
    .sort((a, b) => b.startTime.localeCompare(a.startTime))[0];
}

/** The shell's placeholder while a remote's screen loads (contracts' `remote.loading`). */
const loading = (page: Page) => page.getByText('Loading…', { exact: true });

test('under npm start a player bets, opens every account screen, plays a slot round and opens the deposit dialog', async ({
  page,
  request,
  consoleErrors,
}) => {
  const player = await fundedPlayer(request, { locale: 'en', prefix: 'dev' });
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await useStoredSession(page, player);
  const balance = page.getByRole('banner').getByTestId('header-balance');

  await test.step('a single from the bet slip', async () => {
    let event: SportEvent | undefined;
    await expect
      .poll(async () => (event = bookable(await sportsTree(page))), { timeout: 30_000 })
      .toBeDefined();
    const home = event!.mainMarket!.selections[0]!;
    await page.goto('/spor');
    await expect(balance).toContainText(FUNDED_TEXT);
    await page.getByRole('button', { name: /^Football \(\d+\)$/ }).click();
    await page
      .getByRole('button', {
        name: new RegExp(`^${escapeRe(`${event!.home} - ${event!.away}: ${home.name.en}`)} \\d`),
      })
      .and(page.locator(`[data-selection-id="${home.id}"]`))
      .click();
    const slip = page.getByTestId('bet-slip');
    await slip.getByLabel(`Stake on ${home.name.en}`).fill('10');
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await expect(slip.getByText('Your bet is placed.')).toBeVisible();
    await expect(balance).toContainText('90,00');
  });

  await test.step('every account route', async () => {
    for (const route of ROUTES.filter((r) => r.owner === 'account')) {
      await page.goto(route.path);
      const area = page.locator(`[data-route="${route.id}"]`);
      await expect(area, route.path).toBeVisible();
      await expect(loading(page), `${route.path} stays on Loading…`).toHaveCount(0);
    }
  });

  await test.step('a slot round', async () => {
    await page.goto('/casino/slot');
    await page.getByRole('searchbox', { name: 'Search games' }).fill('Sultan');
    await page
      .getByRole('region', { name: 'Search results' })
      .getByRole('button', { name: 'Play Sultan Gold' })
      .click();
    await expect(page).toHaveURL(/\/casino\/play\//);
    const spin = page
      .frameLocator('iframe[title="Sultan Gold"]')
      .getByRole('button', { name: 'Spin', exact: true });
    await expect(spin).toBeEnabled({ timeout: 30_000 });
    const rounds = async () => {
      const res = await request.get('/api/user/balance', {
        headers: { authorization: `Bearer ${player.authData.token}` },
      });
      return ((await res.json()) as { data: { balance: number } }).data.balance;
    };
    // A round whose win equals its stake leaves the balance as it was: spin until one moved it.
    let after = FUNDED_BALANCE - 10;
    for (let round = 0; round < 5 && after === FUNDED_BALANCE - 10; round += 1) {
      await spin.click();
      await expect(spin).toBeEnabled({ timeout: 20_000 });
      after = await rounds();
    }
    expect(after).not.toBe(FUNDED_BALANCE - 10);
  });

  await test.step('the deposit dialog', async () => {
    await page.goto('/dashboard/deposit');
    await page.getByRole('button', { name: 'Credit / Debit Card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Credit / Debit Card' });
    await expect(dialog.getByRole('textbox', { name: 'Amount' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Deposit', exact: true })).toBeDisabled();
  });

  expect(consoleErrors).toEqual([]);
});

test('under npm start the back office opens at /backoffice/ through the shell and the owner logs in', async ({
  page,
}) => {
  // The shell's dev server proxies /backoffice/ to the back office's own (tooling/rspack-app.mjs),
  // so the address is the one behind nginx; a deep link gets its page too.
  await page.goto('/backoffice/cashier');
  await expect(page).toHaveURL(/\/backoffice\/login$/);
  await page.getByLabel('E-posta').fill('owner@oyna.local');
  await page.getByLabel('Şifre').fill('oyna-dev-owner');
  await page.getByRole('button', { name: 'Giriş yap' }).click();
  await expect(page.getByRole('heading', { name: 'Ödeme kuyruğu' })).toBeVisible();
  await expect(page.getByTestId('bo-who')).toHaveText('owner (Yönetici)');
});
