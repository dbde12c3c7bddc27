import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  registerPlayer,
  test,
  useStoredSession,
  waitForOutboxCode,
  type TestPlayer,
} from '../support';

// Account security: phone verification (send code, wrong code cleared, outbox code
// verifies, resend countdown on a fake clock) and change password (mismatch, success, the old
// token refused, log in with the new password) — on the account remote's screens, in both
// languages. The texts are the contracts' catalog (spec §2 words in English).
const TEXTS = {
  en: {
    phoneTitle: 'Phone Verification',
    passwordTitle: 'Change Password',
    phone: 'Phone',
    code: 'SMS Code',
    sendCode: 'Send Code',
    verify: 'Verify',
    updateNumber: 'Update Number',
    verified: 'Verified',
    notVerified: 'Not Verified',
    resendIn: (s: number) => `You can resend in ${s} s`,
    resend: 'Click to resend',
    oldPassword: 'Old Password',
    password: 'Password',
    confirmPassword: 'Confirm Password',
    change: 'Change',
    mismatch: 'Passwords do not match',
  },
  tr: {
    phoneTitle: 'Telefon Doğrulama',
    passwordTitle: 'Şifre Değiştir',
    phone: 'Telefon',
    code: 'SMS Kodu',
    sendCode: 'Kod Gönder',
    verify: 'Doğrula',
    updateNumber: 'Numarayı Güncelle',
    verified: 'Doğrulandı',
    notVerified: 'Doğrulanmadı',
    resendIn: (s: number) => `${s} saniye sonra tekrar gönderebilirsiniz`,
    resend: 'Tekrar göndermek için tıklayın',
    oldPassword: 'Eski Şifre',
    password: 'Şifre',
    confirmPassword: 'Şifre Tekrar',
    change: 'Değiştir',
    mismatch: 'Şifreler eşleşmiyor',
  },
} as const;

/** The local 10 digits of a stored 90-prefixed number, as the 10-digit mask shows them. */
function masked(phone: string): string {
  const d = phone.replace(/\D/g, '').slice(-10);
  return `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6, 8)} ${d.slice(8)}`;
}

/** Another 6-digit code than `code`. */
function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

async function balanceStatus(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get('/api/user/balance', {
    headers: { authorization: `Bearer ${token}` },
  });
  return res.status();
}

async function storedToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('authData');
    return raw ? String((JSON.parse(raw) as { token?: unknown }).token ?? '') : '';
  });
}

for (const locale of ['en', 'tr'] as const) {
  const t = TEXTS[locale];

  test.describe(`account security (${locale})`, () => {
    let player: TestPlayer;

    test.beforeEach(async ({ page, request }) => {
      await page.addInitScript((lang) => localStorage.setItem('lang', lang), locale);
      player = await registerPlayer(request);
      await useStoredSession(page, player);
    });

    test('verifies the phone with the SMS code; a wrong code clears the field', async ({
      page,
      request,
    }) => {
      await page.goto('/dashboard/phone-verification');
      const screen = page.locator('[data-route="dashboard.phone-verification"]');
      await expect(screen.getByRole('heading', { level: 1, name: t.phoneTitle })).toBeVisible();
      await expect(screen.getByTestId('phone-badge')).toHaveText(t.notVerified);
      await expect(screen.getByLabel(t.phone)).toHaveValue(masked(player.phone));
      await expect(screen.getByLabel(t.phone)).not.toBeEditable();

      const since = new Date();
      await screen.getByRole('button', { name: t.sendCode }).click();
      const codeField = screen.getByLabel(t.code, { exact: true });
      await expect(codeField).toBeVisible();
      await expect(screen.getByRole('button', { name: t.verify })).toBeDisabled();
      const code = await waitForOutboxCode(request, {
        channel: 'sms',
        recipient: player.phone,
        since,
      });

      await codeField.pressSequentially(wrongCode(code));
      await expect(codeField).toHaveValue(/^\d\d-\d\d-\d\d$/);
      await screen.getByRole('button', { name: t.verify }).click();
      await expect(codeField).toHaveValue('');
      await expect(screen.getByTestId('phone-badge')).toHaveText(t.notVerified);

      await codeField.pressSequentially(code);
      await screen.getByRole('button', { name: t.verify }).click();
      await expect(screen.getByTestId('phone-badge')).toHaveText(t.verified);
      await expect(screen.getByRole('button', { name: t.updateNumber })).toBeVisible();
      await expect(codeField).toHaveCount(0);

      // spec §4: the stored phone and smsVerified are updated, so a new visit starts verified.
      await page.reload();
      await expect(screen.getByTestId('phone-badge')).toHaveText(t.verified);
      await expect(screen.getByLabel(t.phone)).not.toBeEditable();
    });

    test('counts the resend down from 60 s, then offers to resend', async ({ page }) => {
      await page.clock.install();
      await page.goto('/dashboard/phone-verification');
      const screen = page.locator('[data-route="dashboard.phone-verification"]');
      await screen.getByRole('button', { name: t.sendCode }).click();
      const timer = screen.getByRole('timer');
      await expect(timer).toHaveText(t.resendIn(60));
      // Stop the page's clock (a busy machine lets real seconds pass meanwhile), read the count,
      // then move the clock on by 30 s: the count drops by exactly 30. The pause lies a few
      // seconds ahead of the page's time: by the time it arrives, 100 ms could be in the past.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 3000);
      await page.clock.runFor(1000); // one tick, so the text shows the paused time
      const left = Number(/(\d+)/.exec((await timer.textContent()) ?? '')?.[1]);
      expect(left).toBeGreaterThan(30);
      await page.clock.fastForward(30_000);
      await expect(timer).toHaveText(t.resendIn(left - 30));
      await expect(screen.getByRole('button', { name: t.resend })).toHaveCount(0);

      await page.clock.fastForward(30_000);
      await expect(timer).toHaveCount(0);
      await screen.getByRole('button', { name: t.resend }).click();
      await expect(timer).toHaveText(t.resendIn(60));
    });

    test('changes the password: the old token is refused, the new password logs in', async ({
      page,
      request,
    }) => {
      await page.goto('/dashboard/change-password');
      const screen = page.locator('[data-route="dashboard.change-password"]');
      await expect(screen.getByRole('heading', { level: 1, name: t.passwordTitle })).toBeVisible();
      const change = screen.getByRole('button', { name: t.change });
      const newPassword = `${player.password}-new`;

      await screen.getByLabel(t.oldPassword, { exact: true }).fill(player.password);
      await screen.getByLabel(t.password, { exact: true }).fill(newPassword);
      await screen.getByLabel(t.confirmPassword, { exact: true }).fill(`${newPassword}x`);
      await screen.getByLabel(t.oldPassword, { exact: true }).focus();
      await expect(screen.getByText(t.mismatch)).toBeVisible();
      await expect(change).toBeDisabled();

      await screen.getByLabel(t.confirmPassword, { exact: true }).fill(newPassword);
      await expect(screen.getByText(t.mismatch)).toHaveCount(0);
      await expect(change).toBeEnabled();
      await change.click();
      await expect(screen.getByLabel(t.oldPassword, { exact: true })).toHaveValue('');

      // Every session ends on a password change (api/README.md › Identity and sessions); the page keeps its renewed token.
      const oldToken = player.authData.token;
      await expect.poll(() => storedToken(page)).not.toBe(oldToken);
      expect(await balanceStatus(request, oldToken)).toBe(401);
      expect(await balanceStatus(request, await storedToken(page))).toBe(200);

      const login = async (password: string) => {
        const res = await request.post('/api/auth/login', {
          headers: { 'x-locale': locale },
          data: { username: player.username, password },
        });
        return (await res.json()) as { success: boolean };
      };
      expect((await login(player.password)).success).toBe(false);
      expect((await login(newPassword)).success).toBe(true);
    });
  });
}
