import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { POPUP_DELAY_MS } from '@oyna/contracts';
import { expect, test, uniqueId } from '../support';

// The site content (spec §2 Other page parts, §4): banner carousel, popup banner, static pages, promotions and their
// detail dialog, the call request form, sanitised server HTML, accessibility of home and
// promotions. Every journey in Turkish and English; @mobile ones also at 390×844.
const ADMIN = { 'x-admin-token': process.env.ADMIN_TOKEN ?? 'oyna-dev-admin' };

const TEXT = {
  tr: {
    terms: 'Genel Şartlar ve Koşullar',
    pagesMenu: 'Sayfalar',
    details: 'Detaylar',
    callButton: /Sizi Arayalım/,
    callTitle: 'Sizi Arayalım',
    name: 'Ad Soyad',
    message: 'Mesaj',
    contact: 'İletişim Bilgisi',
    contactType: 'İletişim Türü',
    add: 'İletişim Bilgisi Ekle',
    remove: 'Kaldır',
    save: 'Talebi Kaydet',
    min: 'En az bir iletişim bilgisi eklemelisiniz',
    max: 'Maksimum 5 iletişim bilgisi ekleyebilirsiniz',
    saved: 'Talebiniz alındı. En kısa sürede sizi arayacağız.',
    close: 'Kapat',
    next: 'Sonraki',
  },
  en: {
    terms: 'General Terms and Conditions',
    pagesMenu: 'Pages',
    details: 'Details',
    callButton: /Request a call back|Call Request/,
    callTitle: 'Call Request',
    name: 'Name',
    message: 'Message',
    contact: 'Contact',
    contactType: 'Contact Type',
    add: 'Add Contact',
    remove: 'Remove',
    save: 'Save Request',
    min: 'You must add at least one contact',
    max: 'You can add at most 5 contacts',
    saved: 'Your request has been received. We will call you back shortly.',
    close: 'Close',
    next: 'Next',
  },
} as const;

type Lang = keyof typeof TEXT;
const LANGS: Lang[] = ['tr', 'en'];

async function useLanguage(page: Page, lang: Lang) {
  await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
}

for (const lang of LANGS) {
  const t = TEXT[lang];

  test.describe(`content in ${lang}`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, lang));

    test(
      `home: the banner carousel loads and autoplay advances (${lang})`,
      { tag: '@mobile' },
      async ({ page }, testInfo) => {
        await page.goto('/');
        const carousel = page.locator('.banner-carousel[data-slug="home"]');
        const slides = carousel.getByTestId('banner-slide');
        await expect(slides.first()).toBeVisible();
        expect(await slides.count()).toBeGreaterThanOrEqual(3);
        // swiper arrives before the first autoplay step (the slides are drawn without it first).
        await expect(carousel.locator('.swiper-pagination-bullet')).toHaveCount(
          await slides.count(),
          { timeout: 8000 },
        );
        // spec §9: autoplay every 5000 ms (refreshed 100 ms after loading): the active slide
        // moves on from whichever one swiper shows now (on a slow machine the first step may
        // already have come while swiper arrived).
        const active = carousel.locator('.swiper-slide-active');
        const shown = await active.getAttribute('aria-label');
        expect(shown).toBeTruthy();
        await expect(active).not.toHaveAttribute('aria-label', shown ?? '', { timeout: 8000 });
        await expect(page.getByTestId('top-winner').first()).toBeVisible();
        await expect(page.getByTestId('video-banner')).toBeVisible();
        await page.evaluate(() => window.scrollTo(0, 0));
        await testInfo.attach(`home-${lang}-${testInfo.project.name}.png`, {
          body: await page.screenshot({ fullPage: true }),
          contentType: 'image/png',
        });
      },
    );

    test(
      `home: the first slides are asked for once, by the page before its bundle (${lang})`,
      { tag: '@mobile' },
      async ({ page }) => {
        const calls: { locale?: string; body: unknown }[] = [];
        page.on('request', (r) => {
          if (new URL(r.url()).pathname !== '/api/cms/sliderlist') return;
          calls.push({ locale: r.headers()['x-locale'], body: r.postDataJSON() });
        });
        await page.goto('/');
        const image = page
          .locator('.banner-carousel[data-slug="home"]')
          .getByTestId('banner-slide')
          .first()
          .locator('img');
        await expect(image).toBeVisible();
        // index.html's boot script made the call; the carousel used its answer (one call).
        type Boot = { __OYNA_BOOT__?: { slides?: { slug: string } } };
        expect(await page.evaluate(() => (window as Boot).__OYNA_BOOT__?.slides?.slug)).toBe(
          'home',
        );
        expect(calls).toEqual([{ locale: lang, body: { slug: 'home' } }]);
        // The image this screen shows was asked for by the boot's preload hint, at high priority.
        // currentSrc is set once the browser has picked a source of the srcset: wait for it.
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc))
          .not.toBe('');
        const shown = await image.evaluate(
          (img: HTMLImageElement) => new URL(img.currentSrc).pathname,
        );
        expect(shown).toContain(`-${lang}-`);
        const hinted = await page.evaluate(() =>
          [...document.querySelectorAll('link[rel="preload"][as="image"][fetchpriority="high"]')]
            .filter((l) => {
              const media = l.getAttribute('media');
              return !media || window.matchMedia(media).matches;
            })
            .map((l) => new URL(l.getAttribute('href') ?? '', document.baseURI).pathname),
        );
        expect(hinted).toEqual([shown]);
      },
    );

    test.describe('popup', () => {
      test.use({ showPopup: true });
      test(
        `the popup banner shows once per content (${lang})`,
        { tag: '@mobile' },
        async ({ page }) => {
          // The popup waits POPUP_DELAY_MS after the page has loaded, then for an idle moment:
          // the test's clock stands still until the test runs it on, however slow the machine.
          // (Paused a little ahead of the installed time, which flows until then: never behind it.)
          const start = Date.now();
          await page.clock.install({ time: start });
          await page.clock.pauseAt(start + 10_000);
          await page.goto('/');
          await expect(
            page.locator('.banner-carousel').getByTestId('banner-slide').first(),
          ).toBeVisible();
          await expect(page.getByTestId('popup-banner')).toHaveCount(0); // the first screen first
          await page.clock.runFor(POPUP_DELAY_MS + 1000);
          const popup = page.getByRole('dialog');
          await expect(popup.getByTestId('popup-banner')).toBeVisible();
          await expect(popup.locator('source')).toHaveCount(2);
          await popup.getByRole('button', { name: t.close }).click();
          await expect(page.getByRole('dialog')).toHaveCount(0);
          await page.reload();
          await expect(
            page.locator('.banner-carousel').getByTestId('banner-slide').first(),
          ).toBeVisible();
          await page.clock.runFor(POPUP_DELAY_MS + 1000);
          await expect(page.getByTestId('popup-banner')).toHaveCount(0);
        },
      );
    });

    test(
      `/pages/1 renders the general terms with the static-page menu (${lang})`,
      { tag: '@mobile' },
      async ({ page }) => {
        await page.goto('/pages/1');
        await expect(page.getByRole('heading', { level: 1, name: t.terms })).toBeVisible();
        const menu = page.getByRole('navigation', { name: t.pagesMenu });
        await expect(menu.getByRole('link', { name: t.terms })).toHaveAttribute('href', '/pages/1');
        const second = menu.getByRole('link').nth(1);
        const title = (await second.textContent())?.trim() ?? '';
        await second.click();
        await expect(page).toHaveURL(/\/pages\/2$/);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      },
    );

    test(
      `a promotion's detail dialog opens with its picture, title and text (${lang})`,
      { tag: '@mobile' },
      async ({ page }) => {
        await page.goto('/promotions');
        // A seeded promotion: the XSS spec adds probes of its own to the same database.
        const card = page.getByTestId('promotion-card').filter({ hasNotText: 'XSS probe' }).first();
        const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
        await card.getByRole('button', { name: new RegExp(t.details) }).click();
        const dialog = page.getByRole('dialog', { name: title });
        await expect(dialog).toBeVisible();
        // spec §2: the detail dialog shows the promotion's second image
        await expect(dialog.locator('img.promotion-detail__image')).toHaveAttribute(
          'src',
          /-detail\.svg$/,
        );
        await expect(dialog.locator('li').first()).toBeVisible();
        await dialog.getByRole('button', { name: t.close }).click();
        await expect(page.getByRole('dialog')).toHaveCount(0);
      },
    );

    test(
      `the call request form rejects each §5 violation and saves a valid one (${lang})`,
      { tag: '@mobile' },
      async ({ page, request }) => {
        // Eight violations, each fixed again, plus both warnings: longer than one default budget.
        test.setTimeout(60_000);
        await page.goto('/');
        await page.getByRole('contentinfo').getByRole('button', { name: t.callButton }).click();
        const form = page.getByRole('dialog', { name: t.callTitle });
        await expect(form).toBeVisible();
        const save = form.getByRole('button', { name: t.save });
        const row = (i: number) => form.getByRole('group', { name: new RegExp(`${i}`) }).last();
        const contactRows = form.locator('fieldset');
        const name = `Test ${uniqueId().slice(0, 8)}`;
        const fillValid = async () => {
          await form.getByLabel(t.name).fill(name);
          await form.getByLabel(t.message).fill('Bonus hakkında bilgi');
          await contactRows.first().getByLabel(t.contactType).selectOption('1');
          await contactRows.first().getByLabel(t.contact, { exact: true }).fill('905321234567');
        };
        await expect(save).toBeDisabled();
        await fillValid();
        await expect(save).toBeEnabled();

        const violations: [string, () => Promise<unknown>][] = [
          ['name too short', () => form.getByLabel(t.name).fill('Ali')],
          ['blank name', () => form.getByLabel(t.name).fill('       ')],
          ['name too long', () => form.getByLabel(t.name).fill('x'.repeat(31))],
          ['message too short', () => form.getByLabel(t.message).fill('Hey')],
          ['message too long', () => form.getByLabel(t.message).fill('m'.repeat(101))],
          [
            'contact too short',
            () => contactRows.first().getByLabel(t.contact, { exact: true }).fill('@ab'),
          ],
          [
            'contact too long',
            () => contactRows.first().getByLabel(t.contact, { exact: true }).fill('a'.repeat(31)),
          ],
          ['no contact type', () => contactRows.first().getByLabel(t.contactType).selectOption('')],
        ];
        for (const [what, breakIt] of violations) {
          await breakIt();
          await expect(save, what).toBeDisabled();
          await fillValid();
          await expect(save, `${what} fixed`).toBeEnabled();
        }

        // spec §5 warnings: none, then the limit of five.
        await contactRows.first().getByRole('button', { name: t.remove }).click();
        await expect(form.getByText(t.min)).toBeVisible();
        await expect(save).toBeDisabled();
        const add = form.getByRole('button', { name: t.add });
        for (let i = 0; i < 5; i += 1) await add.click();
        await expect(contactRows).toHaveCount(5);
        await expect(form.getByText(t.max)).toBeVisible();
        await expect(add).toBeDisabled();
        await expect(save).toBeDisabled();
        for (let i = 0; i < 4; i += 1)
          await contactRows.last().getByRole('button', { name: t.remove }).click();
        await expect(row(1)).toBeVisible();

        await fillValid();
        await save.click();
        await expect(page.getByText(t.saved)).toBeVisible();
        await expect(page.getByRole('dialog', { name: t.callTitle })).toHaveCount(0);
        const stored = await request.get('/api/admin/callrequests?limit=20', {
          headers: ADMIN,
        });
        const list = (await stored.json()).data as { name: string; locale: string }[];
        expect(list).toContainEqual(expect.objectContaining({ name, locale: lang }));
      },
    );

    test(`a script in a promotion's HTML never runs (${lang})`, async ({ page, request }) => {
      const title = `XSS probe ${uniqueId().slice(0, 8)}`;
      const description =
        '<p>Harmless text</p><script>window.__xss = "script"</script>' +
        '<img src="/nope.png" onerror="window.__xss = \'onerror\'">' +
        '<a href="javascript:window.__xss=\'link\'">link</a>';
      const images = [
        '/api/cms/media/promo-welcome-en-card.svg',
        '/api/cms/media/promo-welcome-en-detail.svg',
      ];
      const res = await request.post('/api/admin/promotion', {
        headers: ADMIN,
        // Sorted last, so the probe never stands in for a seeded promotion in other specs.
        data: { sort: 999, texts: { [lang]: { title, description, images } } },
      });
      expect(res.ok()).toBe(true);
      let alerted = false;
      page.on('dialog', (d) => {
        alerted = true;
        void d.dismiss();
      });

      await page.goto('/promotions');
      const card = page.getByTestId('promotion-card').filter({ hasText: title });
      await card.getByRole('button').click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog.getByText('Harmless text')).toBeVisible();
      await dialog
        .getByRole('link', { name: 'link' })
        .click()
        .catch(() => undefined);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
      expect(await dialog.locator('script').count()).toBe(0);
      expect(await dialog.locator('[onerror]').count()).toBe(0);
      expect(alerted).toBe(false);
    });

    for (const path of ['/', '/promotions']) {
      test(
        `axe finds no serious or critical violation on ${path} (${lang})`,
        { tag: '@mobile' },
        async ({ page }) => {
          // axe reads every node of the page: slow on a loaded 2-core CI machine.
          test.slow();
          await page.goto(path);
          await expect(page.locator('h1').first()).toBeVisible();
          if (path === '/') await expect(page.getByTestId('top-winner').first()).toBeVisible();
          else await expect(page.getByTestId('promotion-card').first()).toBeVisible();
          const result = await new AxeBuilder({ page })
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
            .analyze();
          const bad = result.violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => ({
              id: v.id,
              impact: v.impact,
              nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
            }));
          expect(bad).toEqual([]);
        },
      );
    }
  });
}
