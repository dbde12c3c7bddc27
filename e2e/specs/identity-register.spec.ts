import { expect, test } from '../support';
import {
  dialogNamed,
  expectLoggedIn,
  field,
  newPlayer,
  openSite,
  registerAndSkip,
  smsCode,
  submitRegistration,
  TEXT,
  type Lang,
} from '../support/identity';

// Whole journeys (register, verify or log out with a reload, log in): more than 30 s when busy.
test.describe.configure({ timeout: 60_000 });

// Registration with the phone steps of spec §4, the celebration and the trial bonus,
// in English and Turkish.
for (const lang of ['en', 'tr'] as Lang[]) {
  const t = TEXT[lang];

  test.describe(`registration (${lang})`, () => {
    test('registers, verifies the phone with the SMS code and claims the trial bonus', async ({
      page,
      request,
    }) => {
      await openSite(page, lang);
      const player = newPlayer();
      const since = await submitRegistration(page, t, player, { trialBonus: true });

      // spec §4: logged in at once; the code request is sent at once (step 2 asks for it).
      const verify = dialogNamed(page, t.verifyTitle);
      const code = field(verify, t.smsCode);
      await expect(code).toBeVisible();
      await expectLoggedIn(page, t, player.username);
      const sms = await smsCode(request, player.phone, since);
      expect(sms).toMatch(/^\d{6}$/);

      // spec §5: exactly 6 digits, masked 00-00-00; Validate waits until then.
      await code.pressSequentially(sms.slice(0, 5));
      await code.blur();
      await expect(verify.getByRole('button', { name: t.validate })).toBeDisabled();
      await code.press('End');
      await code.pressSequentially(sms.slice(5));
      await expect(code).toHaveValue(`${sms.slice(0, 2)}-${sms.slice(2, 4)}-${sms.slice(4)}`);
      await verify.getByRole('button', { name: t.validate }).click();

      const celebration = dialogNamed(page, t.celebrationTitle);
      await expect(celebration.getByText(t.trialQuestion)).toBeVisible();
      await celebration.getByRole('button', { name: t.yes }).click();
      // spec §9: Turkish lira prefix, tr-TR format, in every language.
      await expect(page.getByTestId('header-balance')).toContainText('₺50,00');
      // spec §4: the dialog closes 1 s after the claim.
      await expect(celebration).toHaveCount(0);
    });

    test('registers and skips the verification', async ({ page }) => {
      await openSite(page, lang);
      await registerAndSkip(page, t, newPlayer());
      await expect(page.getByTestId('header-balance')).toContainText('₺0,00');
    });

    test('without the trial bonus celebrates at once and offers Deposit and Live Chat', async ({
      page,
    }) => {
      await openSite(page, lang);
      await submitRegistration(page, t, newPlayer(), { trialBonus: false });
      const celebration = dialogNamed(page, t.celebrationTitle);
      await expect(celebration.getByRole('button', { name: t.liveChat })).toBeVisible();
      await celebration.getByRole('button', { name: t.deposit }).click();
      await expect(page).toHaveURL(/\/dashboard\/deposit$/);
      await expect(celebration).toHaveCount(0);
    });
  });
}
