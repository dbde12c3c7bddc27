import path from 'node:path';
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { registrationPayload } from '@oyna/test-kit/registration';
import { expect, test, waitForOutboxCode, type TestPlayer } from '../support';

// What a player sees (CONVENTIONS › "Look at it"): visual snapshots of home, a lobby, the game
// dialog and the play page, the slip with a combo, deposit, the account menu and the
// notifications sheet, on a phone (390×844, the `mobile` project) and a desktop, in tr (the
// default) and, for home and deposit, in en. The baselines are committed in
// visual.spec.ts-snapshots/ and compared in CI; `npm run -w e2e test:update-snapshots` rewrites
// them (e2e/README.md › Visual snapshots).
//
// Deterministic by construction: a fixed player (name, username, phone, ₺50,00 trial bonus),
// animations disabled and the caret hidden (the config's toHaveScreenshot defaults), reduced
// motion, fonts and the images on screen loaded in every frame, the banner carousel held on its
// first slide, and the live parts masked: the header's session clock and player code, the
// sports lists (the simulator's random fixtures, moving prices and start times), the slip's
// event names and odds, the top winners (real wins of the run) and the notification times.

type Lang = 'tr' | 'en';

const TEXTS = {
  tr: {
    search: 'Oyun ara',
    results: 'Arama sonuçları',
    spin: 'Çevir',
    account: 'Hesabım',
    accountMenu: 'Hesap menüsü',
    profileMenu: 'Profil menüsü',
    notifications: 'Bildirimler',
    slip: 'Kupon',
    badge: /^Kupon, \d+ seçim$/,
    combo: 'Kombine',
    comboStake: 'Kombine tutarı',
    card: 'Kredi / Banka Kartı',
  },
  en: {
    search: 'Search games',
    results: 'Search results',
    spin: 'Spin',
    account: 'My Account',
    accountMenu: 'Account menu',
    profileMenu: 'Profile menu',
    notifications: 'Notifications',
    slip: 'Bet slip',
    badge: /^Bet slip, selections: \d+$/,
    combo: 'Combo',
    comboStake: 'Combo stake',
    card: 'Credit / Debit Card',
  },
} as const;

const play = (lang: Lang, name: string) => (lang === 'en' ? `Play ${name}` : `${name} oyna`);

/** spec §2 game page: the game object as JSON, URL-encoded, then base64. */
const SULTAN_GOLD = { gameCode: 'sultan-gold', mainProviderId: 2, name: 'Sultan Gold' };
const playRoute = (game: object) =>
  `/casino/play/${Buffer.from(encodeURIComponent(JSON.stringify(game))).toString('base64')}`;

const phone = (testInfo: TestInfo) => testInfo.project.name.startsWith('mobile');

/**
 * One player per project, the same in every run: a fixed name, username and phone, the phone
 * verified and the ₺50,00 trial bonus claimed, one welcome notification. The database is fresh
 * per run; a retry (or a reused server) finds the player and logs in.
 */
async function visualPlayer(request: APIRequestContext, testInfo: TestInfo): Promise<TestPlayer> {
  const onPhone = phone(testInfo);
  const username = onPhone ? 'denizyilmaztel' : 'denizyilmaz';
  const password = 'gorsel-parola-1';
  const email = `${username}@example.com`;
  const phoneNo = onPhone ? '905551112233' : '905551112244';
  const login = await request.post('/api/auth/login', { data: { username, password } });
  if (login.ok()) {
    const authData = ((await login.json()) as { data: TestPlayer['authData'] }).data;
    return { username, password, email, phone: phoneNo, authData };
  }
  const res = await request.post('/api/auth/register', {
    headers: { 'x-locale': 'tr' },
    data: registrationPayload({
      name: 'Deniz',
      username,
      email,
      phone: phoneNo,
      birthDate: '1990-05-17',
      password,
    }),
  });
  const body = (await res.json()) as {
    success: boolean;
    message: string;
    data: TestPlayer['authData'];
  };
  expect(body, body.message).toMatchObject({ success: true });
  const auth = { 'x-locale': 'tr', authorization: `Bearer ${body.data.token}` };
  const since = new Date();
  await request.post('/api/customer/updatephone', {
    headers: auth,
    data: { step: 1, phone: phoneNo },
  });
  const code = await waitForOutboxCode(request, { channel: 'sms', recipient: phoneNo, since });
  const verified = await request.post('/api/customer/updatephone', {
    headers: auth,
    data: { step: 2, phone: phoneNo, code },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const trial = await request.get('/api/bonus/definetrialbonus', { headers: auth });
  expect(trial.status(), await trial.text()).toBe(200);
  const note = await request.post('/api/admin/notifications', {
    headers: { 'x-admin-token': 'oyna-dev-admin' },
    data: { username, title: 'Hoş geldiniz', note: 'Oyna ailesine katıldığınız için teşekkürler.' },
  });
  expect(note.status(), await note.text()).toBe(200);
  const authData = { ...body.data, phone: phoneNo, smsVerified: true, balance: 50 };
  return { username, password, email, phone: phoneNo, authData };
}

/** The page starts in `lang`, logged in as `player` when given (spec §3 stored auth data). */
async function start(page: Page, lang: Lang, player?: TestPlayer) {
  await page.addInitScript(
    ({ l, authData }) => {
      localStorage.setItem('lang', l);
      if (authData && !sessionStorage.getItem('visual-session-seeded')) {
        localStorage.setItem('authData', JSON.stringify(authData));
        sessionStorage.setItem('visual-session-seeded', '1');
      }
    },
    { l: lang, authData: player?.authData ?? null },
  );
}

/**
 * Waits until the screen has arrived and holds still: no remote or dialog still loading, nothing
 * busy, the web fonts ready and every image on screen decoded — in the page and in its frames
 * (the game's).
 */
async function settled(page: Page) {
  await page.waitForLoadState('load');
  await expect(page.locator('.remote-loading, .dialog-loading, [aria-busy="true"]')).toHaveCount(
    0,
    { timeout: 15_000 },
  );
  for (const frame of page.frames()) {
    await frame
      .waitForFunction(
        async () => {
          await document.fonts.ready;
          const onScreen = [...document.images].filter((img) => {
            const r = img.getBoundingClientRect();
            return (
              r.width > 0 &&
              r.bottom > 0 &&
              r.top < innerHeight &&
              r.right > 0 &&
              r.left < innerWidth
            );
          });
          return onScreen.every((img) => img.complete);
        },
        undefined,
        { timeout: 15_000 },
      )
      .catch((error: unknown) => {
        // a frame that went away while waiting (a relaunch) has nothing left to draw
        if (!frame.isDetached()) throw error;
      });
  }
  await holdBanners(page);
  // the header's hide-on-scroll, a dialog's entry and the toasts take 250–350 ms
  await page.waitForTimeout(400);
}

/**
 * spec §9: the banner carousel steps every 5 s, its swiper loading 1.5 s before the first step.
 * Once swiper is there its autoplay is stopped and the first slide shown, so the picture is the
 * one a player sees first; a carousel of one slide never loads swiper.
 */
async function holdBanners(page: Page) {
  await page.waitForFunction(
    () => {
      for (const carousel of document.querySelectorAll('.banner-carousel')) {
        if (carousel.querySelectorAll('.banner-slide').length < 2) continue;
        const el = carousel.querySelector('.swiper') as
          | (Element & {
              swiper?: {
                params: { autoplay?: { delay?: number } | boolean };
                autoplay?: { stop(): void };
                slideTo(index: number, speed: number): void;
              };
            })
          | null;
        const swiper = el?.swiper;
        if (!swiper) return false;
        for (const slide of carousel.querySelectorAll('[data-swiper-autoplay]'))
          slide.removeAttribute('data-swiper-autoplay');
        if (typeof swiper.params.autoplay === 'object') swiper.params.autoplay.delay = 1e9;
        swiper.autoplay?.stop();
        swiper.slideTo(0, 0);
      }
      return true;
    },
    undefined,
    { timeout: 15_000 },
  );
}

/**
 * What moves or differs between runs is drawn as a flat box while the snapshot is taken
 * (visual-masks.css): the header's session clock and player code, the sports lists (the
 * simulator's random fixtures, moving prices and start times), the slip's event names and odds,
 * the top winners (real wins of the run), the notification times — and here, any date, time of
 * day or player code written on the screen (a transaction's time, the account's code).
 */
const MASKS = path.join(__dirname, 'visual-masks.css');

async function markChangingText(page: Page) {
  await page.evaluate(() => {
    const changing = /\b\d{1,2}[./]\d{1,2}[./]\d{4}\b|\b\d{1,2}:\d{2}\b|\bOY\d{5,}\b/;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (changing.test(node.nodeValue ?? ''))
        node.parentElement?.setAttribute('data-visual-mask', '');
    }
  });
}

const SHOTS = process.env.E2E_SHOTS_DIR;

/** The screen (or one part of it, `target`) against its committed baseline. */
async function snap(page: Page, name: string, target?: Locator) {
  await settled(page);
  // E2E_SHOTS_DIR keeps each screen unmasked, to look at what the masks cover
  if (SHOTS) {
    const project = test.info().project.name;
    await page.screenshot({ path: `${SHOTS}/${name}-${project}.png`, animations: 'disabled' });
  }
  await markChangingText(page);
  if (target) await expect(target).toHaveScreenshot(`${name}.png`, { stylePath: MASKS });
  else await expect(page).toHaveScreenshot(`${name}.png`, { stylePath: MASKS });
}

test.describe('visual snapshots', { tag: '@mobile' }, () => {
  // the top bar's notice stands still instead of scrolling (its reduced-motion form)
  test.use({ reducedMotion: 'reduce' });

  for (const lang of ['tr', 'en'] as const) {
    test(`home (${lang})`, async ({ page, request }, testInfo) => {
      await start(page, lang, await visualPlayer(request, testInfo));
      await page.goto('/');
      await expect(page.getByTestId('header-balance').first()).toContainText('50,00');
      await snap(page, `home-${lang}`);
    });

    test(`deposit (${lang})`, async ({ page, request }, testInfo) => {
      await start(page, lang, await visualPlayer(request, testInfo));
      await page.goto('/dashboard/deposit');
      await expect(page.getByRole('button', { name: TEXTS[lang].card })).toBeVisible({
        timeout: 15_000,
      });
      await snap(page, `deposit-${lang}`);
    });
  }

  test('a lobby (tr)', async ({ page, request }, testInfo) => {
    await start(page, 'tr', await visualPlayer(request, testInfo));
    await page.goto('/casino/slot');
    await expect(
      page
        .getByRole('region', { name: 'Popüler' })
        .getByRole('button', { name: play('tr', 'Aviator') }),
    ).toBeVisible({ timeout: 15_000 });
    await snap(page, 'lobby-slot-tr');
  });

  test('the game: the dialog on a phone, the play page on a desktop (tr)', async ({
    page,
    request,
  }, testInfo) => {
    test.slow();
    const t = TEXTS.tr;
    await start(page, 'tr', await visualPlayer(request, testInfo));
    await page.goto('/casino/slot');
    await page.getByRole('searchbox', { name: t.search }).fill('Sultan');
    await page
      .getByRole('region', { name: t.results })
      .getByRole('button', { name: play('tr', 'Sultan Gold') })
      .click();
    const game = page.frameLocator('iframe[title="Sultan Gold"]');
    await expect(game.getByRole('button', { name: t.spin, exact: true })).toBeEnabled({
      timeout: 20_000,
    });
    await expect(game.getByTestId('balance')).toHaveText('₺50,00');
    if (phone(testInfo)) {
      await expect(page.getByRole('dialog').getByTestId('game-player')).toBeVisible();
      await snap(page, 'game-dialog-tr');
      // the play page's own route on a phone as well
      await page.goto(playRoute(SULTAN_GOLD));
      await expect(game.getByRole('button', { name: t.spin, exact: true })).toBeEnabled({
        timeout: 20_000,
      });
    } else {
      await expect(page).toHaveURL(/\/casino\/play\//);
    }
    await snap(page, 'play-page-tr');
  });

  test('the slip with a combo (tr)', async ({ page, request }, testInfo) => {
    const t = TEXTS.tr;
    await start(page, 'tr', await visualPlayer(request, testInfo));
    await page.goto('/spor');
    const events = page.getByTestId('sports-event');
    // three upcoming events' first (home) price: three legs of one combo
    const prices = events
      .filter({ hasNot: page.locator('.sports-event__state--live') })
      .locator('button[data-selection-id]:not([disabled])');
    await expect(prices.first()).toBeVisible({ timeout: 15_000 });
    const picked = new Set<string>();
    for (let i = 0, n = await events.count(); i < n && picked.size < 3; i += 1) {
      const event = events.nth(i);
      if (await event.locator('.sports-event__state--live').count()) continue;
      const price = event.locator('button[data-selection-id]:not([disabled])').first();
      if (!(await price.count())) continue;
      await price.click();
      await expect(price).toHaveAttribute('aria-pressed', 'true');
      picked.add((await price.getAttribute('data-selection-id')) ?? '');
    }
    expect(picked.size).toBe(3);
    let slip: Locator = page.getByTestId('bet-slip');
    if (phone(testInfo)) {
      await page.getByRole('button', { name: t.badge }).click();
      slip = page.getByRole('dialog', { name: t.slip });
    }
    await slip.getByRole('button', { name: t.combo, exact: true }).click();
    await slip.getByLabel(t.comboStake).fill('10');
    // typing scrolled the phone's sheet to the stake: every slip starts from its top
    await slip.evaluate((el) => {
      for (const box of [el, ...el.querySelectorAll('*')]) box.scrollTop = 0;
    });
    // the slip alone: the list beside it is the simulator's (its names and prices are masked)
    await snap(page, 'slip-combo-tr', slip);
  });

  test('the account menu (tr)', async ({ page, request }, testInfo) => {
    const t = TEXTS.tr;
    await start(page, 'tr', await visualPlayer(request, testInfo));
    if (phone(testInfo)) {
      // spec §2: on a phone the user icon opens the profile sidebar
      await page.goto('/');
      await page.getByRole('button', { name: t.account }).click();
      await expect(page.getByRole('complementary', { name: t.profileMenu })).toBeVisible();
    } else {
      await page.goto('/dashboard');
      await expect(page.getByRole('navigation', { name: t.accountMenu })).toBeVisible({
        timeout: 15_000,
      });
    }
    await snap(page, 'account-menu-tr');
  });

  test('the notifications sheet (tr)', async ({ page, request }, testInfo) => {
    const t = TEXTS.tr;
    await start(page, 'tr', await visualPlayer(request, testInfo));
    await page.goto('/');
    await expect(page.getByTestId('notifications-badge')).toBeVisible({ timeout: 15_000 });
    const sheet = page.getByRole('dialog', { name: t.notifications });
    if (phone(testInfo)) {
      await page.getByRole('button', { name: t.account }).click();
      await page
        .getByRole('complementary', { name: t.profileMenu })
        .getByRole('button', { name: new RegExp(`^${t.notifications}`) })
        .click();
    } else {
      await page.getByTestId('notifications-bell').click();
    }
    await expect(sheet.getByText('Hoş geldiniz')).toBeVisible();
    await snap(page, 'notifications-tr');
  });
});
