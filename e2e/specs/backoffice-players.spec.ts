import type { APIRequestContext, Page } from '@playwright/test';
import { expect, fundedPlayer, registerPlayer, test, type TestPlayer } from '../support';
import { auditLayout } from '../support/layout-audit';
import { createStaff, logInStaff, newStaffPage, ownerPage } from '../support/staff';

// The back office's players (the back office › the web app › players) through nginx: the owner
// finds a registered player, opens the profile, adds a note and locks the account with a reason —
// the player's session ends and their login is refused — then unlocks it and they log in again.
// A risk trader reads the same profile with its personal data masked (KVKK); the owner does not.
// Then the dashboard, a profile and the other screens of the owner are looked at on a desktop
// and a phone, in tr and in en.

test.use({ allowedConsoleErrors: [/status of 401/] });

const nav = (page: Page) => page.getByRole('navigation', { name: 'Ana menü' });

/**
 * What is cut, covered or wider than the screen — but the frame's skip link, which waits off
 * screen until a keyboard focuses it (the back office's layout.css).
 */
async function layoutProblems(page: Page) {
  return (await auditLayout(page)).filter((p) => !p.what.startsWith('<a.bo-skip>'));
}

async function balanceStatus(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get('/api/user/balance', {
    headers: { authorization: `Bearer ${token}` },
  });
  return res.status();
}

async function playerLogin(request: APIRequestContext, player: TestPlayer) {
  const res = await request.post('/api/auth/login', {
    headers: { 'x-locale': 'tr' },
    data: { username: player.username, password: player.password },
  });
  return (await res.json()) as { success: boolean; message: string };
}

/** The owner searches the player by username and opens the profile from the results. */
async function openProfile(owner: Page, player: TestPlayer) {
  await nav(owner).getByRole('link', { name: 'Oyuncular' }).click();
  await owner.getByLabel('Oyuncu ara').fill(player.username);
  await owner.getByRole('button', { name: 'Ara' }).click();
  const row = owner.getByRole('row', { name: new RegExp(player.username) });
  await expect(row).toContainText(player.username);
  await row.getByRole('link', { name: player.username }).click();
  await expect(owner.getByRole('heading', { level: 1 })).toContainText(player.username);
}

test('the owner finds a player, adds a note, locks the account with a reason (the player is logged out and refused) and unlocks it', async ({
  browser,
  baseURL,
  request,
}) => {
  const player = await registerPlayer(request, { locale: 'tr', prefix: 'bop' });
  expect(await balanceStatus(request, player.authData.token)).toBe(200);
  const owner = await ownerPage(browser, baseURL);
  await openProfile(owner, player);
  await expect(owner.getByTestId('bo-player-state')).toHaveText('Aktif');

  const notes = owner.getByRole('region', { name: 'Notlar' });
  await notes.getByLabel('Yeni not').fill('Telefonla aradı, bonus şartlarını sordu');
  await notes.getByRole('button', { name: 'Not ekle' }).click();
  await expect(notes.getByText('Telefonla aradı, bonus şartlarını sordu')).toBeVisible();
  await expect(notes.getByText(/^owner@oyna\.local · /)).toBeVisible();

  const lock = owner.getByRole('region', { name: 'Hesap kilidi' });
  await lock.getByLabel('Kilitleme gerekçesi').fill('Şüpheli hesap hareketi');
  await lock.getByRole('button', { name: 'Hesabı kilitle' }).click();
  await expect(lock.getByRole('alertdialog')).toContainText(`${player.username} kilitlensin mi?`);
  await lock.getByRole('button', { name: 'Evet, kilitle' }).click();
  await expect(owner.getByText(/Hesap kilitlendi \(1 oturum kapatıldı\)/)).toBeVisible();
  await expect(owner.getByTestId('bo-player-state')).toHaveText('Kilitli');
  await expect(owner.getByTestId('bo-lock-state')).toContainText('Şüpheli hesap hareketi');

  // The player: the session of their login is over, and a new login is refused.
  expect(await balanceStatus(request, player.authData.token)).toBe(401);
  expect((await playerLogin(request, player)).success).toBe(false);

  // The note survives a reload (it is the api's), and so does the lock.
  await owner.reload();
  await expect(owner.getByTestId('bo-player-state')).toHaveText('Kilitli');
  await expect(notes.getByText('Telefonla aradı, bonus şartlarını sordu')).toBeVisible();

  await lock.getByLabel('Kilidi açma gerekçesi').fill('Kimlik doğrulandı');
  await lock.getByRole('button', { name: 'Kilidi aç' }).click();
  await lock.getByRole('button', { name: 'Evet, kilidi aç' }).click();
  await expect(owner.getByTestId('bo-player-state')).toHaveText('Aktif');
  const again = await playerLogin(request, player);
  expect(again.success, again.message).toBe(true);
  await owner.context().close();
});

test('a risk trader finds the same player but reads their personal data masked', async ({
  browser,
  baseURL,
  request,
}) => {
  const player = await registerPlayer(request, { locale: 'tr', prefix: 'bom' });
  const owner = await ownerPage(browser, baseURL);
  const risk = await createStaff(owner, 'risk');
  const page = await newStaffPage(browser, baseURL);
  await logInStaff(page, risk.email, risk.password);
  await expect(page.getByTestId('bo-who')).toContainText(risk.name);
  await openProfile(page, player);
  const details = page.getByRole('region', { name: 'Oyuncu bilgileri' });
  await expect(details).toContainText('Kişisel veriler rolünüz gereği maskelenmiştir.');
  await expect(details).not.toContainText(player.email);
  await expect(details).toContainText(`${player.email[0]}***@e***.com`);
  // The owner's role needs them: the same profile, unmasked.
  await openProfile(owner, player);
  await expect(owner.getByRole('region', { name: 'Oyuncu bilgileri' })).toContainText(player.email);
  await page.context().close();
  await owner.context().close();
});

test('the dashboard, a profile, reports, the audit log, staff and two-factor fit a desktop and a phone, in tr and en', async ({
  browser,
  baseURL,
  request,
}, testInfo) => {
  // Six screens × two sizes × two languages, each drawn, audited and photographed: more than the
  // default 30 s on a busy 2-core runner.
  test.slow();
  // A player with a confirmed deposit: today's figures, the ledger and the payments have rows.
  const player = await fundedPlayer(request, { locale: 'tr', prefix: 'bov' });
  const owner = await ownerPage(browser, baseURL);
  await openProfile(owner, player);
  const profile = new URL(owner.url()).pathname;
  const screens: { name: string; path: string; ready: (page: Page) => Promise<void> }[] = [
    {
      name: 'dashboard',
      path: '/backoffice/',
      ready: (page) => expect(page.locator('.bo-dashboard')).toHaveAttribute('aria-busy', 'false'),
    },
    {
      name: 'profile',
      path: profile,
      ready: (page) => expect(page.getByRole('tabpanel')).toHaveAttribute('aria-busy', 'false'),
    },
    {
      name: 'reports',
      path: '/backoffice/reports',
      ready: (page) => expect(page.locator('.bo-reports .bo-table').first()).toBeVisible(),
    },
    {
      name: 'audit',
      path: '/backoffice/audit',
      ready: (page) => expect(page.locator('.bo-audit .bo-table')).toBeVisible(),
    },
    {
      name: 'staff',
      path: '/backoffice/staff',
      ready: (page) => expect(page.locator('.bo-staff .bo-table').first()).toBeVisible(),
    },
    {
      name: 'two-factor',
      path: '/backoffice/two-factor',
      ready: (page) => expect(page.locator('.bo-2fa__card')).toBeVisible(),
    },
  ];
  const sizes = [
    { name: 'desktop', width: 1280, height: 800 },
    { name: 'phone', width: 390, height: 844 },
  ];
  for (const lang of ['tr', 'en'] as const) {
    await owner.goto('/backoffice/');
    await owner.getByRole('button', { name: lang === 'tr' ? 'Türkçe' : 'English' }).click();
    for (const size of sizes) {
      await owner.setViewportSize({ width: size.width, height: size.height });
      for (const screen of screens) {
        await owner.goto(screen.path);
        await screen.ready(owner);
        const at = `${screen.name}-${lang}-${size.name}`;
        expect(await layoutProblems(owner), at).toEqual([]);
        await owner.screenshot({ path: testInfo.outputPath(`${at}.png`), fullPage: true });
      }
    }
  }
  await owner.context().close();
});
