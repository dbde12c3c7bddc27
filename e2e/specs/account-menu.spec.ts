import { expect, test, useStoredSession, type TestPlayer } from '../support';
import {
  ACCOUNT_TEXTS as TEXTS,
  expectAxeClean,
  horizontalOverflow,
  openFromAccountMenu,
  playerWithTrialBonus,
  signedInInEnglish,
} from '../support/account';

// Reaching the account area (spec §2 account routes): the dashboard's menu as tiles on a phone,
// the profile sidebar on a phone, the desktop user icon and the breadcrumb back; and ending the
// player's other sessions from Session History, which sends the other browser to the login
// dialog. The screens themselves are account.spec.ts.

test('@mobile the dashboard shows the account menu as tiles and a screen opens from a tile', async ({
  page,
  request,
}) => {
  const t = TEXTS.en;
  await signedInInEnglish(page, request);
  await page.goto('/dashboard');
  const tiles = page.getByRole('navigation', { name: t.accountMenu });
  await expect(tiles.getByRole('link', { name: t.financial })).toBeVisible({ timeout: 20_000 });
  await tiles.getByRole('link', { name: t.financial }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.financial })).toBeVisible();
  await expect(page.getByTestId('financial-row')).toHaveText(t.bonusRow);
  await expectAxeClean(page);
  // Phone first: nothing overflows the 390 px screen.
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});

test('@mobile-only every account screen opens from the profile sidebar on a phone', async ({
  page,
  request,
}) => {
  const t = TEXTS.en;
  await signedInInEnglish(page, request);
  await page.goto('/');
  for (const name of [t.details, t.financial, t.games, t.claim, t.bonuses, t.sessions]) {
    await page.getByRole('banner').first().getByRole('button', { name: t.dashboard }).click();
    const sidebar = page.getByRole('complementary', { name: 'Profile menu' });
    await sidebar.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByTestId('account-skeleton')).toHaveCount(0);
    expect(await horizontalOverflow(page), name).toBeLessThanOrEqual(0);
  }
});

test('the desktop user icon goes to the dashboard, whose menu reaches every account screen', async ({
  page,
  request,
}) => {
  const t = TEXTS.en;
  await signedInInEnglish(page, request);
  await page.goto('/');
  await page.getByRole('banner').first().getByRole('button', { name: t.dashboard }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const name of [t.details, t.financial, t.games, t.claim, t.bonuses, t.sessions]) {
    await page
      .getByRole('navigation', { name: t.accountMenu })
      .getByRole('link', { name, exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // Back through the breadcrumb (spec §2: My Account / the screen).
    await page
      .getByRole('navigation', { name: 'breadcrumb' })
      .getByRole('link', { name: t.dashboard })
      .click();
    await expect(page).toHaveURL(/\/dashboard$/);
  }
});

test('logging out the other sessions: the other browser gets the login dialog on its next call', async ({
  page,
  browser,
  request,
}) => {
  // Two browser contexts and a registration: over the default 30 s on a loaded machine (it took
  // 31 s beside the other account, casino and payments specs).
  test.slow();
  const t = TEXTS.en;
  const player = await playerWithTrialBonus(request, 'en');
  const login = await request.post('/api/auth/login', {
    data: { username: player.username, password: player.password },
  });
  const second = ((await login.json()) as { data: TestPlayer['authData'] }).data;
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.addInitScript(() => localStorage.setItem('lang', 'en'));
  await useStoredSession(otherPage, { ...player, authData: { ...second, smsVerified: true } });
  await otherPage.goto('/dashboard');
  await expect(otherPage.getByText('Deniz Yılmaz')).toBeVisible({ timeout: 20_000 });

  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await useStoredSession(page, player);
  await openFromAccountMenu(page, t, t.sessions);
  await expect(page.getByTestId('session-row')).toHaveCount(2);
  await page.getByRole('button', { name: t.endOthers }).click();
  await expect(page.getByTestId('session-row').filter({ hasText: 'Ended' })).toHaveCount(1);

  const res = await request.get('/api/user/balance', {
    headers: { authorization: `Bearer ${second.token}` },
  });
  expect(res.status()).toBe(401);
  // Its next call (the balance poll) is refused: the login dialog opens.
  await expect(otherPage.getByRole('dialog').getByLabel(/Username/)).toBeVisible({
    timeout: 10_000,
  });
  await other.close();
});
