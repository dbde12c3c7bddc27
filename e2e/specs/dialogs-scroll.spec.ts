import fs from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expect, registerPlayer, test, uniqueId, useStoredSession } from '../support';

// The shell's banners, dialog slot, scroll handling and notification language (spec §1, §2
// Dialogs and routing, §9 banners): nothing a player opened is covered by a popup they did not
// ask for, a new page opens at its top and Back returns, no banner crops its picture, and a
// notification reads in the language on screen.

type Lang = 'tr' | 'en';
const LOGIN = { tr: 'Giriş Yap', en: 'Login' } as const;
const ADMIN = { 'x-admin-token': 'oyna-dev-admin' };
/** spec §9 POPUP_DELAY_MS (4 s after the load), plus the idle wait of afterLoad. */
const POPUP_WAIT_MS = 4000 + 1500;

async function startIn(page: Page, lang: Lang) {
  await page.addInitScript((l) => {
    if (!sessionStorage.getItem('e2e-lang-seeded')) {
      localStorage.setItem('lang', l);
      sessionStorage.setItem('e2e-lang-seeded', '1');
    }
  }, lang);
}

/** Screenshots for whoever looks at them (SHOTS_DIR), and in the report. */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  const body = await page.screenshot();
  await testInfo.attach(name, { body, contentType: 'image/png' });
  const dir = process.env.SHOTS_DIR;
  if (dir) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `${name}.png`), body);
  }
}

/**
 * How much of each banner picture is cut off: its drawn box against its own shape. `cover`
 * cuts what does not fit; the picture's own shape (height auto) or `contain` cuts nothing. A
 * transform that zooms the picture (the poster's slow drift) cuts its share too.
 */
async function bannerLosses(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLImageElement>('.banner-slide img, .video-banner img')]
      .filter((img) => img.complete && img.naturalWidth > 0 && img.getClientRects().length > 0)
      .filter((img) => {
        const r = img.getBoundingClientRect();
        return r.right > 0 && r.left < window.innerWidth; // the slide in view
      })
      .map((img) => {
        const style = getComputedStyle(img);
        const box = img.clientWidth / img.clientHeight;
        const art = img.naturalWidth / img.naturalHeight;
        let kept = 1;
        if (style.objectFit === 'cover') kept = Math.min(box / art, art / box);
        const zoom = new DOMMatrix(style.transform === 'none' ? undefined : style.transform).a;
        kept /= Math.max(1, zoom);
        return {
          src: img.currentSrc.split('/').pop() ?? '',
          box: `${img.clientWidth}×${img.clientHeight}`,
          art: `${img.naturalWidth}×${img.naturalHeight}`,
          lost: Math.round((1 - kept) * 1000) / 1000,
        };
      }),
  );
}

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1366, height: 900 }],
] as const) {
  for (const lang of ['tr', 'en'] as const) {
    test(`no banner crops its picture on a ${device} (${lang})`, async ({ page }, testInfo) => {
      await page.setViewportSize(viewport);
      await startIn(page, lang);
      await page.goto('/');
      const slide = page.getByTestId('banner-slide').first().locator('img');
      await expect(slide).toBeVisible();
      await expect
        .poll(() => slide.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeTruthy();
      const video = page.getByTestId('video-banner');
      await video.scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          video
            .locator('img')
            .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
        )
        .toBe(true);
      const losses = await bannerLosses(page);
      testInfo.annotations.push({ type: 'banner losses', description: JSON.stringify(losses) });
      expect(losses.length).toBeGreaterThanOrEqual(2);
      for (const loss of losses) expect(loss.lost, JSON.stringify(loss)).toBeLessThanOrEqual(0.08);
      // The phone draws the pictures made for its shape.
      if (device === 'phone') {
        expect(losses.map((l) => l.src)).toEqual(
          expect.arrayContaining([
            expect.stringMatching(/-phone\.svg$/),
            'video-casino-poster-phone.svg',
          ]),
        );
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, testInfo, `home-${device}-${lang}`);
      await video.scrollIntoViewIfNeeded();
      await shot(page, testInfo, `video-${device}-${lang}`);
    });
  }
}

test.describe('the promotional popup', () => {
  // spec §4: the e2e suite marks the popup seen unless a spec asks for it.
  test.use({ showPopup: true });

  test('the popup waits while the login dialog is open, then shows alone; focus comes back', async ({
    page,
  }, testInfo) => {
    await startIn(page, 'tr');
    await page.goto('/');
    const login = page.getByRole('banner').getByRole('button', { name: LOGIN.tr, exact: true });
    await login.click();
    const form = page.getByRole('dialog', { name: LOGIN.tr });
    await expect(form).toBeVisible();
    // Well past the popup's time: still only the form the player opened.
    await page.waitForTimeout(POPUP_WAIT_MS + 1000);
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(page.locator('.dialog-backdrop')).toHaveCount(1);
    await expect(page.getByTestId('popup-banner')).toHaveCount(0);
    // Tab stays inside the form.
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await form.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();
    // Now the slot is free: the popup, alone, with its call to action in the language on screen.
    const popup = page.getByRole('dialog', { name: 'Size özel kampanya' });
    await expect(popup).toBeVisible();
    await expect(page.locator('.dialog-backdrop')).toHaveCount(1);
    await expect(popup.getByRole('link', { name: 'Kampanyayı gör' })).toBeVisible();
    await shot(page, testInfo, 'popup-desktop-tr');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(login).toBeFocused();
  });

  test('a popup still waiting when the player leaves the page is dropped', async ({ page }) => {
    await startIn(page, 'en');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    // Before its time comes, the player moves on (a link inside the page, no reload).
    await page.locator('.home-page .tiles').getByRole('link', { name: 'Promotions' }).click();
    await expect(page).toHaveURL(/\/promotions$/);
    await page.waitForTimeout(POPUP_WAIT_MS + 1000);
    await expect(page.getByTestId('popup-banner')).toHaveCount(0);
    // Back on home, it does not jump out at them: it was dropped for this visit.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await page.waitForTimeout(POPUP_WAIT_MS);
    await expect(page.getByTestId('popup-banner')).toHaveCount(0);
  });

  for (const [device, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1366, height: 900 }],
  ] as const) {
    for (const lang of ['tr', 'en'] as const) {
      test(`shows its picture whole and its words in ${lang} on a ${device}`, async ({
        page,
      }, testInfo) => {
        await page.setViewportSize(viewport);
        await startIn(page, lang);
        await page.goto('/');
        const popup = page.getByTestId('popup-banner');
        await expect(popup).toBeVisible({ timeout: POPUP_WAIT_MS + 5000 });
        await expect(
          popup.getByRole('link', { name: lang === 'tr' ? 'Kampanyayı gör' : 'See the offer' }),
        ).toBeVisible();
        const img = popup.locator('img');
        await expect
          .poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0))
          .toBe(true);
        const [w, h, nw, nh] = await img.evaluate((i: HTMLImageElement) => [
          i.clientWidth,
          i.clientHeight,
          i.naturalWidth,
          i.naturalHeight,
        ]);
        expect(Math.abs(w / h - nw / nh) / (nw / nh)).toBeLessThanOrEqual(0.02);
        await shot(page, testInfo, `popup-${device}-${lang}`);
      });
    }
  }
});

test('a footer link opens the new page at its top, and Back returns to where home was', async ({
  page,
}) => {
  await startIn(page, 'tr');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const footerLink = page
    .getByRole('contentinfo')
    .getByRole('navigation')
    .getByRole('link')
    .first();
  await footerLink.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(300);
  const href = await footerLink.getAttribute('href');
  await footerLink.click();
  await expect(page).toHaveURL(new RegExp(`${href ?? ''}$`));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect
    .poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 })
    .toBeGreaterThan(before - 5);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(before + 5);
});

test("a notification sent in both languages shows in the reader's language after switching", async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  const id = uniqueId();
  const res = await request.post('/api/admin/notifications', {
    headers: ADMIN,
    data: {
      username: player.username,
      texts: {
        tr: { title: `Bakım ${id}`, note: 'Bu gece 02:00-03:00 bakım var.' },
        en: { title: `Maintenance ${id}`, note: 'Maintenance tonight from 02:00 to 03:00.' },
      },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  await startIn(page, 'tr');
  await useStoredSession(page, player);
  await page.goto('/');
  await page.getByTestId('notifications-bell').click();
  let panel = page.getByRole('dialog', { name: 'Bildirimler' });
  await expect(panel.getByText(`Bakım ${id}`)).toBeVisible();
  await page.keyboard.press('Escape');

  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Dil: Türkçe' }).click();
  const reloaded = page.waitForEvent('load');
  await header.getByRole('button', { name: 'English' }).click();
  await reloaded;
  await page.getByTestId('notifications-bell').click();
  panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText(`Maintenance ${id}`)).toBeVisible();
  await expect(panel.getByText('Maintenance tonight from 02:00 to 03:00.')).toBeVisible();
  await expect(panel.getByText(`Bakım ${id}`)).toHaveCount(0);
});
