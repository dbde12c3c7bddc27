import { expect, test } from '../support';
import {
  dialogNamed,
  expectLoggedIn,
  login,
  logout,
  newPlayer,
  openSite,
  registerAndSkip,
  siteHeader,
  TEXT,
  type Lang,
} from '../support/identity';

// Whole journeys (register, verify or log out with a reload, log in): more than 30 s when busy.
test.describe.configure({ timeout: 60_000 });

// Log out and in, the server's message for a wrong password (spec §4 Session, §8).
for (const lang of ['en', 'tr'] as Lang[]) {
  const t = TEXT[lang];

  test(`logs out and in again, and a wrong password shows the server's message (${lang})`, async ({
    page,
  }) => {
    await openSite(page, lang);
    const player = newPlayer();
    await registerAndSkip(page, t, player);

    await logout(page, t);
    // spec §4: the stored session is gone after the reload.
    await expect(
      siteHeader(page).getByRole('button', { name: t.headerLogin, exact: true }),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('authData'))).toBeNull();

    const dialog = await login(page, t, player.username, 'wrong-password');
    await expect(page.getByText(t.loginFailed)).toBeVisible();
    await expect(dialog).toBeVisible();

    await dialog.getByLabel(t.password, { exact: true }).fill(player.password);
    await dialog.getByRole('button', { name: t.loginButton, exact: true }).click();
    // spec §8: login success closes all dialogs.
    await expect(dialogNamed(page, t.loginTitle)).toHaveCount(0);
    await expectLoggedIn(page, t, player.username);
    // spec §4: a stored session survives a reload.
    await page.reload();
    await expectLoggedIn(page, t, player.username);
  });
}

test('the user icon opens the login form for a visitor and goes to /dashboard for a player', async ({
  page,
}) => {
  const t = TEXT.en;
  await openSite(page, 'en');
  await siteHeader(page).getByRole('button', { name: t.myAccount }).click();
  await expect(dialogNamed(page, t.loginTitle)).toBeVisible();
  await dialogNamed(page, t.loginTitle).getByRole('button', { name: t.signUpLink }).click();
  await expect(dialogNamed(page, t.registerTitle)).toBeVisible();
  await page.keyboard.press('Escape');
  await registerAndSkip(page, t, newPlayer());
  await siteHeader(page).getByRole('button', { name: t.myAccount }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('@mobile-only the user icon toggles the profile sidebar with the account menu', async ({
  page,
}) => {
  const t = TEXT.en;
  await openSite(page, 'en');
  await registerAndSkip(page, t, newPlayer());
  await siteHeader(page).getByRole('button', { name: t.myAccount }).click();
  const sidebar = page.getByRole('complementary', { name: t.profileMenu });
  await expect(sidebar.getByRole('link', { name: 'Phone Verification' })).toBeVisible();
  await sidebar.getByRole('button', { name: t.logout }).click();
  const reloaded = page.waitForEvent('load');
  await dialogNamed(page, t.logoutTitle).getByRole('button', { name: t.yes }).click();
  await reloaded;
  await expect(
    siteHeader(page).getByRole('button', { name: t.headerLogin, exact: true }),
  ).toBeVisible();
});
