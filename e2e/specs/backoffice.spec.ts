import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect, fundedPlayer, test, uniqueId, useStoredSession } from '../support';

// The back office (the back office › how it is proven) through nginx at /backoffice/: the seeded
// owner logs in; a cashier the owner created approves a player's withdrawal and the player, on
// the player site in another browser, gets the notification live; a support agent cannot open
// the cashier queue (not in the nav, "not allowed" by its URL, and the api answers 403).
const ADMIN = { 'x-admin-token': 'oyna-dev-admin' };
const OWNER = { email: 'owner@oyna.local', password: 'oyna-dev-owner' };
const STAFF_PASSWORD = 'e2e-staff-password-1';
const IBAN = 'TR330006100519786457841326';

/** Logs in on the back office's login screen (Turkish, its default language). */
async function logIn(page: Page, email: string, password: string) {
  await page.goto('/backoffice/');
  await expect(page).toHaveURL(/\/backoffice\/login$/);
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Şifre').fill(password);
  await page.getByRole('button', { name: 'Giriş yap' }).click();
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Ana menü' });

// Answers a page asks for and expects: staff/me before login and a wrong password are 401s,
// which Chromium logs as failed loads. Anything else (a CSP violation, a script error) is not.
test.use({ allowedConsoleErrors: [/status of 401/] });

/** A browser of its own (another person), as the config's pages are: the site, in tr-TR. */
async function newPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
  });
  return context.newPage();
}

/** Console errors and page errors of a page this test opened itself (401s expected). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !/status of 401/.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** The CSRF cookie the api set at login, which the app echoes on every POST. */
async function csrfOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'oyna_staff_csrf');
  expect(cookie, 'the CSRF cookie').toBeDefined();
  return cookie!.value;
}

/**
 * The owner, logged in through the screen, creates a staff member with the owner's cookie
 * session (the admin staff create call, x-csrf-token echoing the CSRF cookie).
 */
async function createStaff(owner: Page, role: 'cashier' | 'support') {
  const email = `${role}-${uniqueId()}@staff.e2e`;
  const name = `E2E ${role} ${uniqueId(4)}`;
  const res = await owner.request.post('/api/admin/staff/create', {
    headers: { 'x-csrf-token': await csrfOf(owner.context()) },
    data: { email, name, role, password: STAFF_PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { email, name };
}

async function ownerPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const page = await newPage(browser, baseURL);
  await logIn(page, OWNER.email, OWNER.password);
  await expect(page.getByTestId('bo-who')).toHaveText('owner (Yönetici)');
  return page;
}

/** A ₺100 bank-transfer withdrawal of a funded player, left Pending; its payment id. */
async function pendingWithdrawal(request: APIRequestContext, token: string, username: string) {
  const res = await request.post('/api/payment/withdraw', {
    headers: { authorization: `Bearer ${token}`, 'x-locale': 'tr' },
    data: {
      id: 4,
      type: 2,
      target: 'pay',
      detail: { FullName: 'Deniz Yılmaz', BankId: 4, Iban: IBAN, Amount: 100 },
      forfeitBonus: true,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const list = await request.get('/api/admin/payments?status=Pending&type=2&limit=500', {
    headers: ADMIN,
  });
  const rows = ((await list.json()) as { data: { id: number; username: string }[] }).data;
  const mine = rows.find((r) => r.username === username);
  expect(mine, 'the withdrawal waits in the queue').toBeDefined();
  return mine!.id;
}

test('the seeded owner logs in with an httpOnly session cookie under the strict CSP', async ({
  page,
  context,
  consoleErrors,
}) => {
  const first = await page.request.get('/backoffice/cashier');
  expect(first.status()).toBe(200);
  const csp = first.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self';");
  expect(csp).toContain("style-src 'self';");
  expect(csp).toContain("frame-ancestors 'none'");

  // The seeded owner by the name the README gives (`owner`), the e-mail's name before the @.
  await logIn(page, 'owner', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('E-posta adresi veya şifre hatalı');
  await page.getByLabel('Şifre').fill(OWNER.password);
  await page.getByRole('button', { name: 'Giriş yap' }).click();
  await expect(page.getByTestId('bo-who')).toHaveText('owner (Yönetici)');
  await expect(page).toHaveURL(/\/backoffice\/?$/);
  await expect(nav(page).getByRole('link', { name: 'Kasa' })).toBeVisible();

  const cookies = await context.cookies();
  const session = cookies.find((c) => c.name === 'oyna_staff');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
  expect(cookies.find((c) => c.name === 'oyna_staff_csrf')).toMatchObject({ httpOnly: false });
  // The page's scripts never see the session token.
  expect(await page.evaluate(() => document.cookie)).not.toContain('oyna_staff=');

  // A POST with the cookie but without the CSRF header is refused.
  const forged = await page.request.post('/api/staff/logout', { data: {} });
  expect(forged.status()).toBe(403);

  // English, then log out: the session cookie ends with it.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Staff login' })).toBeVisible();
  expect((await context.cookies()).some((c) => c.name === 'oyna_staff')).toBe(false);
  expect((await page.request.get('/api/staff/me')).status()).toBe(401);
  expect(consoleErrors).toEqual([]);
});

test("a cashier approves a player's withdrawal and the player gets the notification live", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const owner = await ownerPage(browser, baseURL);
  const cashier = await createStaff(owner, 'cashier');

  // The player, on the player site in a browser of their own, waits for the hub.
  const player = await fundedPlayer(request, { locale: 'tr' });
  const playerPage = await newPage(browser, baseURL);
  await useStoredSession(playerPage, player);
  await playerPage.goto('/');
  await expect(playerPage.getByTestId('notifications-bell')).toHaveAttribute(
    'data-live-state',
    'connected',
    { timeout: 15_000 },
  );
  const id = await pendingWithdrawal(request, player.authData.token, player.username);

  const page = await newPage(browser, baseURL);
  const errors = watchErrors(page);
  await logIn(page, cashier.email, STAFF_PASSWORD);
  await expect(page.getByTestId('bo-who')).toHaveText(`${cashier.name} (Kasiyer)`);
  await nav(page).getByRole('link', { name: 'Kasa' }).click();
  await expect(page.getByRole('heading', { name: 'Ödeme kuyruğu' })).toBeVisible();

  await page.getByTestId(`bo-queue-${id}`).click();
  const request_ = page.getByTestId('bo-request');
  await expect(request_.getByRole('heading', { level: 2 })).toContainText(player.username);
  await expect(request_).toContainText('₺100,00');
  // The player's recent activity: the funding deposit ops confirmed.
  await expect(
    request_.getByRole('region', { name: 'Oyuncunun son işlemleri' }).getByText('Onaylandı'),
  ).toBeVisible();

  await request_.getByRole('button', { name: 'Onayla' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${player.username} için` }),
  ).toContainText('onaylandı');
  await expect(page.getByTestId(`bo-queue-${id}`)).toHaveCount(0);

  // The player sees it live, as a toast of the player site.
  await expect(playerPage.getByRole('alert').filter({ hasText: 'Çekim onaylandı' })).toBeVisible({
    timeout: 8000,
  });
  // Decided by the cashier's own session, not a name typed into the body.
  const decided = await request.get('/api/admin/payments?status=Confirmed&type=2&limit=500', {
    headers: ADMIN,
  });
  const row = ((await decided.json()) as { data: { id: number; decidedBy: string }[] }).data.find(
    (r) => r.id === id,
  );
  expect(row?.decidedBy).toBe(cashier.email);
  expect(errors).toEqual([]);
  await Promise.all([owner, playerPage, page].map((p) => p.context().close()));
});

test('a support agent cannot open the cashier queue', async ({ browser, baseURL }) => {
  const owner = await ownerPage(browser, baseURL);
  const support = await createStaff(owner, 'support');

  const page = await newPage(browser, baseURL);
  const errors = watchErrors(page);
  await logIn(page, support.email, STAFF_PASSWORD);
  await expect(page.getByTestId('bo-who')).toHaveText(`${support.name} (Destek)`);
  // Not in the nav…
  await expect(nav(page).getByRole('link', { name: 'Ana sayfa' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Kasa' })).toHaveCount(0);
  // …its address shows "not allowed"…
  await page.goto('/backoffice/cashier');
  await expect(page.getByTestId('bo-not-allowed')).toContainText(
    'Destek rolü bu ekranı kullanamaz',
  );
  await expect(page.getByRole('heading', { name: 'Ödeme kuyruğu' })).toHaveCount(0);
  // …and the api refuses the queue to this session.
  const queue = await page.request.get('/api/admin/payments?status=Pending', {
    headers: { 'x-locale': 'en' },
  });
  expect(queue.status()).toBe(403);
  expect(((await queue.json()) as { message: string }).message).toBe(
    'The support role may not do this',
  );
  expect(errors).toEqual([]);
  await Promise.all([owner, page].map((p) => p.context().close()));
});
