import { expect, fundedPlayer, test, uniqueId, useStoredSession } from '../support';
import { createStaff, logInStaff, newStaffPage, ownerPage } from '../support/staff';

// The back office's support desk through nginx, in Turkish (its default): a support agent the
// owner created sends a player a notification in both languages from the notifications screen
// and the player, on the player site, gets it live in Turkish; the same agent's bonus grant above
// support's cap is refused, and the bonuses screen says so beside the form.

// staff/me before login answers 401, which Chromium logs as a failed load.
test.use({ allowedConsoleErrors: [/status of 401/, /status of 403/] });

test('a support agent notifies a player live and is held to the grant cap', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const owner = await ownerPage(browser, baseURL);
  const agent = await createStaff(owner, 'support');

  // The player, on the player site in a browser of their own, waits for the hub.
  const player = await fundedPlayer(request, { locale: 'tr', prefix: 'sup' });
  const site = await newStaffPage(browser, baseURL);
  await useStoredSession(site, player);
  await site.goto('/');
  await expect(site.getByTestId('notifications-bell')).toHaveAttribute(
    'data-live-state',
    'connected',
    { timeout: 15_000 },
  );

  const page = await newStaffPage(browser, baseURL);
  await logInStaff(page, agent.email, agent.password);
  await expect(page.getByTestId('bo-who')).toHaveText(`${agent.name} (Destek)`);
  const nav = page.getByRole('navigation', { name: 'Ana menü' });
  await nav.getByRole('link', { name: 'Bildirimler' }).click();
  await expect(page.getByRole('heading', { name: 'Bildirim gönder' })).toBeVisible();
  const title = `Hesap bilgisi ${uniqueId(4)}`;
  await page.getByLabel('Kullanıcı adı').fill(player.username);
  await page.getByLabel('Başlık (Türkçe)').fill(title);
  await page.getByLabel('Metin (Türkçe)').fill('Talebiniz işleme alındı.');
  await page.getByLabel('Başlık (İngilizce)').fill('Account notice');
  await page.getByLabel('Metin (İngilizce)').fill('Your request is being handled.');
  await expect(page.getByRole('region', { name: 'Önizleme: İngilizce' })).toContainText(
    'Your request is being handled.',
  );
  await page.getByRole('button', { name: 'Gönder' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 oyuncuya gönderildi' })).toBeVisible();
  await expect(site.getByRole('alert').filter({ hasText: title })).toBeVisible({ timeout: 8000 });

  // A grant above support's cap (₺500 by default) and within the offer's own (₺1.000) is
  // refused, and the screen says why.
  await nav.getByRole('link', { name: 'Bonuslar' }).click();
  const grant = page.getByRole('region', { name: 'Bonus ver' });
  await grant.getByLabel('Kullanıcı adı').fill(player.username);
  await grant.getByLabel('Teklif').selectOption('goodwill');
  await grant.getByLabel('Tutar (₺, isteğe bağlı)').fill('750');
  await grant.getByLabel('Gerekçe').fill('Uzun süren çekim');
  await grant.getByRole('button', { name: 'Bonusu ver' }).click();
  const refusal = grant.getByRole('alert');
  await expect(refusal).toContainText('Bonus verilmedi');
  await expect(refusal).toContainText('Destek ekibi en fazla');

  await Promise.all([owner, site, page].map((p) => p.context().close()));
});
