import { expect, test, waitForOutboxCode } from '../support';
import {
  dialogNamed,
  expectLoggedIn,
  field,
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

// Password recovery with the e-mailed code (spec §2/§4, 4 steps), then a login with the
// new password, in English and Turkish.
for (const lang of ['en', 'tr'] as Lang[]) {
  const t = TEXT[lang];

  test(`recovers the password with the e-mailed code and logs in with the new one (${lang})`, async ({
    page,
    request,
  }) => {
    await openSite(page, lang);
    const player = newPlayer();
    await registerAndSkip(page, t, player);
    await logout(page, t);

    await siteHeader(page).getByRole('button', { name: t.headerLogin, exact: true }).click();
    await dialogNamed(page, t.loginTitle).getByRole('button', { name: t.forgot }).click();
    const recovery = dialogNamed(page, t.recoveryTitle);
    await expect(recovery.getByRole('button', { name: t.signUpLink })).toBeVisible();

    // Step 1: the username.
    await field(recovery, t.username).fill(player.username);
    const since = new Date();
    await recovery.getByRole('button', { name: t.send, exact: true }).click();
    // Step 2: the code sent to the e-mail address.
    await expect(recovery.getByText(t.codeMailed)).toBeVisible();
    const code = await waitForOutboxCode(request, {
      channel: 'email',
      recipient: player.email,
      since,
    });
    await field(recovery, t.resetCode).fill(code);
    await recovery.getByRole('button', { name: t.next, exact: true }).click();
    // Step 3: the new password twice.
    const newPassword = 'renewed99';
    await field(recovery, t.newPassword).fill(newPassword);
    await field(recovery, t.password2).fill(newPassword);
    await recovery.getByRole('button', { name: t.changePassword, exact: true }).click();
    // Step 4: the message, then the login form (spec §4: after 1 s).
    await expect(recovery.getByText(t.recovered)).toBeVisible();
    const loginDialog = dialogNamed(page, t.loginTitle);
    await expect(loginDialog).toBeVisible();

    await field(loginDialog, t.username).fill(player.username);
    await field(loginDialog, t.password).fill(newPassword);
    await loginDialog.getByRole('button', { name: t.loginButton, exact: true }).click();
    await expect(loginDialog).toHaveCount(0);
    await expectLoggedIn(page, t, player.username);
  });
}
