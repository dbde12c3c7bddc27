import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect, registerPlayer, test, useStoredSession } from '../support';

// Site chrome and languages (spec §2, §4): header, menus, top notification bar, footer, language
// switch and accessibility, at 1440×900 and (tests tagged @mobile) 390×844, in tr and en.
type Lang = 'tr' | 'en';

const T = {
  tr: {
    language: 'Dil: Türkçe',
    english: 'English',
    login: 'Giriş Yap',
    signUp: 'Üye Ol',
    deposit: 'Para Yatır',
    myAccount: 'Hesabım',
    topBar: 'Hızlı bağlantılar',
    mainMenu: 'Ana menü',
    compactMenu: 'Kısa menü',
    bottomBar: 'Hızlı menü',
    openMenu: 'Menüyü aç',
    sideMenu: 'Yan menü',
    callRequest: 'Beni Ara',
    callRequestTitle: 'Sizi Arayalım',
    search: 'Oyun ara',
    bonus: 'Bonus Talep',
    notice: 'Adres duyurusu',
    closeNotice: 'Duyuruyu kapat',
    providers: 'Oyun sağlayıcıları',
    contacts: 'Hızlı İletişim',
    columns: 'Alt bilgi bağlantıları',
    licence: 'Lisans doğrulama (yeni sekmede açılır)',
    terms: 'genel şartlar ve koşulları',
    footerCall: 'Sizi Arayalım',
    telegram: 'Telegram (yeni sekmede açılır)',
    whatsapp: 'WhatsApp (yeni sekmede açılır)',
    liveTv: 'Canlı TV (yeni sekmede açılır)',
    ageLimit: '18 yaş sınırı',
  },
  en: {
    language: 'Language: English',
    english: 'English',
    login: 'Login',
    signUp: 'Sign Up',
    deposit: 'Deposit',
    myAccount: 'My Account',
    topBar: 'Quick links',
    mainMenu: 'Main menu',
    compactMenu: 'Compact menu',
    bottomBar: 'Quick menu',
    openMenu: 'Open the menu',
    sideMenu: 'Side menu',
    callRequest: 'Call Request',
    callRequestTitle: 'Call Request',
    search: 'Search games',
    bonus: 'Bonus Talep',
    notice: 'Address announcement',
    closeNotice: 'Close the announcement',
    providers: 'Game providers',
    contacts: 'Quick contact',
    columns: 'Footer links',
    licence: 'Licence verification (opens in a new tab)',
    terms: 'general terms and conditions',
    footerCall: 'Request a call back',
    telegram: 'Telegram (opens in a new tab)',
    whatsapp: 'WhatsApp (opens in a new tab)',
    liveTv: 'Live TV (opens in a new tab)',
    ageLimit: 'Age limit 18',
  },
} as const;

// spec §2 Menus.
const MAIN_MENU = [
  '/spor',
  '/livespor',
  '/esports/betco',
  '/casino/slot',
  '/casino/live',
  '/casino/games',
  '/casino/bingo',
  '/casino/tvbets',
  '/promotions',
  '/dashboard/claim-bonus',
];
const COMPACT_MENU = [
  '/spor/fcg',
  '/livespor/fcg',
  '/esports/betco',
  '/casino/slot',
  '/casino/live',
  '/casino/bingo',
  '/casino/games',
  '/casino/tvbets',
];
const BOTTOM_BAR = ['/dashboard/deposit', '/spor', '/casino/live', '/promotions'];
const STATIC_LINKS = [
  '/spor',
  '/livespor',
  '/esports',
  '/casino/slot',
  '/casino/live',
  '/casino/tvbets',
  '/casino/games',
];

const isMobile = (info: TestInfo) => info.project.name === 'mobile';

/** The language a test starts in; a later switch (stored by the page) is kept across reloads. */
async function startIn(page: Page, lang: Lang) {
  await page.addInitScript((l) => {
    if (!sessionStorage.getItem('e2e-lang-seeded')) {
      localStorage.setItem('lang', l);
      sessionStorage.setItem('e2e-lang-seeded', '1');
    }
  }, lang);
}

async function hrefs(page: Page, nav: string) {
  return page
    .getByRole('navigation', { name: nav, exact: true })
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
}

for (const lang of ['tr', 'en'] as const) {
  const t = T[lang];

  test.describe(`chrome in ${lang}`, () => {
    test.beforeEach(async ({ page }) => startIn(page, lang));

    test(`visitor header has every element of spec §2 @mobile`, async ({ page }, info) => {
      await page.goto('/');
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: /Oyna/ }).first()).toHaveAttribute('href', '/');
      await expect(header.getByRole('button', { name: t.login, exact: true })).toBeVisible();
      await expect(header.getByRole('button', { name: t.signUp, exact: true })).toBeVisible();
      await expect(header.getByRole('button', { name: t.language })).toBeVisible();
      const top = header.getByRole('navigation', { name: t.topBar });
      await expect(top.getByRole('button', { name: t.callRequest })).toBeVisible();
      for (const name of [t.telegram, t.whatsapp, t.liveTv]) {
        const link = top.getByRole('link', { name, exact: true });
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('href', /^https:\/\//);
      }
      await expect(top.getByRole('link', { name: t.bonus })).toHaveAttribute(
        'href',
        '/dashboard/claim-bonus',
      );
      await expect(top.getByRole('link', { name: /Spor/ })).toHaveAttribute('href', '/spor');
      await expect(header.getByRole('link', { name: t.search })).toHaveAttribute(
        'href',
        '/casino/slot',
      );
      // The top bar is 35 px (spec §9).
      const box = await header.locator('.header-top').boundingBox();
      expect(box?.height).toBe(35);
      if (isMobile(info)) {
        await expect(header.getByRole('button', { name: t.openMenu })).toBeVisible();
        await expect(header.getByRole('navigation', { name: t.compactMenu })).toBeVisible();
        await expect(header.getByRole('navigation', { name: t.mainMenu })).toBeHidden();
      } else {
        await expect(header.getByRole('button', { name: t.openMenu })).toBeHidden();
        await expect(header.getByRole('navigation', { name: t.mainMenu })).toBeVisible();
      }
    });

    test(`player header shows the account, balance and Deposit @mobile`, async ({
      page,
      request,
    }, info) => {
      const player = await registerPlayer(request);
      await useStoredSession(page, player);
      await page.goto('/');
      const header = page.getByRole('banner');
      await expect(header.getByTestId('header-balance')).toContainText('₺');
      // Deposit is a header button on desktop; on phones it is the bottom bar's (header.css).
      if (isMobile(info))
        await expect(
          page
            .getByRole('navigation', { name: t.bottomBar })
            .getByRole('link', { name: t.deposit }),
        ).toBeVisible();
      else await expect(header.getByRole('button', { name: t.deposit, exact: true })).toBeVisible();
      await expect(header.getByRole('button', { name: t.login, exact: true })).toHaveCount(0);
      await expect(header.getByRole('button', { name: t.myAccount })).toBeVisible();
      await expect(header.getByRole('button', { name: t.language })).toBeVisible();
      if (!isMobile(info))
        await expect(header.getByTestId('profile-name')).toHaveText(player.username);
    });

    test(`every menu link goes where spec §2 says @mobile`, async ({ page }, info) => {
      await page.goto('/');
      if (isMobile(info)) {
        expect(await hrefs(page, t.compactMenu)).toEqual(COMPACT_MENU);
        expect(await hrefs(page, t.bottomBar)).toEqual(BOTTOM_BAR);
        for (const to of COMPACT_MENU) {
          await page
            .getByRole('navigation', { name: t.compactMenu })
            .locator(`a[href="${to}"]`)
            .click();
          await expect(page).toHaveURL(to);
        }
        await page.getByRole('button', { name: t.openMenu }).click();
        const side = page.getByRole('complementary', { name: t.sideMenu });
        expect(
          await side.getByRole('link').evaluateAll((l) => l.map((a) => a.getAttribute('href'))),
        ).toEqual(MAIN_MENU);
        await side.locator('a[href="/casino/live"]').click();
        await expect(page).toHaveURL('/casino/live');
        await expect(side).toBeHidden();
        // spec §2: on the live casino the search goes to the live casino.
        await expect(page.getByRole('link', { name: t.search })).toHaveAttribute(
          'href',
          '/casino/live',
        );
      } else {
        expect(await hrefs(page, t.mainMenu)).toEqual(MAIN_MENU);
        for (const to of MAIN_MENU.filter((p) => !p.startsWith('/dashboard'))) {
          await page
            .getByRole('navigation', { name: t.mainMenu })
            .locator(`a[href="${to}"]`)
            .click();
          await expect(page).toHaveURL(to);
        }
        await page
          .getByRole('navigation', { name: t.mainMenu })
          .locator('a[href="/casino/live"]')
          .click();
        await expect(page.getByRole('link', { name: t.search })).toHaveAttribute(
          'href',
          '/casino/live',
        );
      }
    });

    test(`side-menu Call Request opens the call-request form @mobile-only`, async ({ page }) => {
      await page.goto('/spor');
      await page.getByRole('button', { name: t.openMenu }).click();
      const side = page.getByRole('complementary', { name: t.sideMenu });
      await expect(side.getByRole('button', { name: t.language })).toBeVisible();
      await side.getByRole('button', { name: t.callRequest }).click();
      await expect(page.getByRole('dialog', { name: t.callRequestTitle })).toBeVisible();
      await expect(side).toBeHidden();
      await expect(page).toHaveURL('/spor');
    });

    test(`top notification bar names both domains and stays closed @mobile`, async ({ page }) => {
      await page.goto('/');
      const bar = page.getByRole('region', { name: t.notice });
      await expect(bar).toContainText('oyna100.com');
      await expect(bar).toContainText('oyna101.com');
      await expect(page.locator('body')).toHaveClass(/top-notify-open/);
      await bar.getByRole('button', { name: t.closeNotice }).click();
      await expect(bar).toBeHidden();
      await expect(page.locator('body')).not.toHaveClass(/top-notify-open/);
      expect(await page.evaluate(() => localStorage.getItem('topNotifyRead'))).toBe('yes');
      await page.reload();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('region', { name: t.notice })).toHaveCount(0);
    });

    test(`footer has every part of spec §2 with 12 provider logos @mobile`, async ({ page }) => {
      await page.goto('/');
      const footer = page.getByRole('contentinfo');
      // The provider strip loads as the player scrolls towards it.
      await footer.scrollIntoViewIfNeeded();
      await expect(footer.getByRole('region', { name: t.providers }).getByRole('img')).toHaveCount(
        12,
      );
      const contacts = footer.getByRole('region', { name: t.contacts });
      await expect(contacts.getByRole('link', { name: /Telegram/ })).toHaveCount(2);
      await expect(contacts.getByRole('link', { name: /WhatsApp/ })).toHaveCount(4);
      const columns = footer.getByRole('navigation', { name: t.columns });
      await expect(columns.getByRole('heading')).toHaveCount(6);
      const columnHrefs = await columns
        .getByRole('link')
        .evaluateAll((l) => l.map((a) => a.getAttribute('href')));
      for (const to of STATIC_LINKS) expect(columnHrefs).toContain(to);
      expect(columnHrefs.filter((h) => h?.startsWith('/pages/')).length).toBeGreaterThan(3);
      await expect(footer.getByRole('link', { name: t.licence })).toHaveAttribute(
        'href',
        /^https:\/\//,
      );
      await expect(footer.getByRole('img', { name: t.ageLimit })).toBeVisible();
      await expect(footer.getByRole('link', { name: t.terms, exact: true })).toHaveAttribute(
        'href',
        '/pages/1',
      );
      await expect(footer).toContainText(`© ${new Date().getFullYear()} Oyna`);
      await footer.getByRole('button', { name: t.footerCall }).click();
      await expect(page.getByRole('dialog', { name: t.callRequestTitle })).toBeVisible();
    });

    test(`home has no serious or critical axe violation @mobile`, async ({ page }) => {
      // axe reads every node of the page: slow on a loaded 2-core CI machine.
      test.slow();
      await page.goto('/');
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await expect(
        page.getByRole('contentinfo').getByRole('region', { name: t.providers }),
      ).toBeVisible();
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).analyze();
      const bad = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
      expect(bad).toEqual([]);
    });
  });
}

test('the footer logos stand still where the sliding strip then shows them (spec §9) @mobile', async ({
  page,
}) => {
  // No autoplay (WCAG 2.2.2): the sliding strip's first view stays put to be measured.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const strip = page.getByRole('contentinfo').getByRole('region', { name: 'Oyun sağlayıcıları' });
  /** The logos in the strip's view: provider, left edge from the strip's, width and height. */
  const shown = (selector: string) =>
    strip.evaluate((section, sel) => {
      const box = section.getBoundingClientRect();
      return [...section.querySelectorAll<HTMLElement>(sel)]
        .map((el) => ({ el, r: el.getBoundingClientRect() }))
        .filter(({ r }) => r.right > box.left + 1 && r.left < box.right - 1)
        .sort((a, b) => a.r.left - b.r.left)
        .map(({ el, r }) => ({
          provider: el.dataset.provider,
          left: Math.round(r.left - box.left),
          width: Math.round(r.width),
          height: Math.round(el.querySelector('img')?.getBoundingClientRect().height ?? 0),
        }));
    }, selector);
  // After the load, without scrolling: the still row (as many logos as the strip shows).
  await expect(strip.locator('.provider-strip-still li')).toHaveCount(12, { timeout: 10_000 });
  const still = await shown('.provider-strip-still li');
  const stripHeight = (await strip.boundingBox())?.height;
  expect(still.length).toBe(page.viewportSize()!.width >= 992 ? 7 : 3);
  // Near the footer the strip slides: the same logos in the same boxes, the same height.
  await strip.scrollIntoViewIfNeeded();
  await expect(strip.locator('.swiper-initialized')).toBeVisible();
  await expect.poll(() => shown('.swiper-slide')).toEqual(still);
  expect((await strip.boundingBox())?.height).toBe(stripHeight);
});

test('the header hides after scrolling beyond 100 px @mobile', async ({ page }) => {
  await startIn(page, 'en');
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header).toBeInViewport();
  // Let the banners and cards settle first: content growing above the viewport would move the
  // scroll position (scroll anchoring) past the threshold under the test.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 100));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(100);
  await expect(header).not.toHaveClass(/hidden/);
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(header).toHaveClass(/hidden/);
  await expect(header).not.toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toBeInViewport();
});

test('the language switch stores the choice and reloads the page @mobile', async ({ page }) => {
  await startIn(page, 'tr');
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: T.tr.login, exact: true })).toBeVisible();
  await header.getByRole('button', { name: T.tr.language }).click();
  const reloaded = page.waitForEvent('load');
  await header.getByRole('button', { name: 'English' }).click();
  await reloaded;
  await expect(header.getByRole('button', { name: T.en.login, exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
  await page.reload();
  await expect(header.getByRole('button', { name: T.en.language })).toBeVisible();
  await header.getByRole('button', { name: T.en.language }).click();
  const back = page.waitForEvent('load');
  await header.getByRole('button', { name: 'Türkçe' }).click();
  await back;
  await expect(header.getByRole('button', { name: T.tr.login, exact: true })).toBeVisible();
});
