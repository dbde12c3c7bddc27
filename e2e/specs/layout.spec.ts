import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  expect,
  fundedPlayer,
  registerPlayer,
  test,
  useStoredSession,
  type TestPlayer,
} from '../support';
import { auditLayout, type LayoutProblem } from '../support/layout-audit';

// The layout on every size (spec §2 routes, header, dialogs, notification sheet, game player):
// on phones of 360 and 390 px (touch, mobile user agent), a 768 px tablet and a desktop, in tr
// and en, for a visitor and a player, the page is no wider than the screen, every button and link
// can be reached and is on top, no text is cut without an ellipsis and every dialog is inside
// the screen (support/layout-audit.ts). The game's Spin lies inside its frame on a phone (dialog)
// and on a desktop (play page).
//
// The matrix is chosen to stay within a few minutes: every route at 360 px (tr: the longer texts)
// and on a desktop (en), a sample at 390 px, at 768 px and in the other language.

type Lang = 'tr' | 'en';
type Role = 'visitor' | 'player';

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const SIZES = {
  phone360: { viewport: { width: 360, height: 740 }, isMobile: true },
  phone390: { viewport: { width: 390, height: 844 }, isMobile: true },
  tablet: { viewport: { width: 768, height: 1024 }, isMobile: false },
  desktop: { viewport: { width: 1366, height: 900 }, isMobile: false },
} as const;
type Size = keyof typeof SIZES;

/** spec §2 game page: the game object as JSON, URL-encoded, then base64. */
const SULTAN_GOLD = { gameCode: 'sultan-gold', mainProviderId: 2, name: 'Sultan Gold' };
const playRoute = (game: object) =>
  `/casino/play/${Buffer.from(encodeURIComponent(JSON.stringify(game))).toString('base64')}`;

/** spec §2 Routes (the notifications list has none: it is a panel, tested below). */
const ROUTES = [
  '/',
  '/spor',
  '/livespor',
  '/esports',
  '/esports/betco',
  '/spor/fcg',
  '/livespor/fcg',
  '/casino/slot',
  '/casino/live',
  '/casino/games',
  '/casino/bingo',
  '/casino/tvbets',
  playRoute(SULTAN_GOLD),
  '/promotions',
  '/pages/1',
  '/dashboard',
  '/dashboard/account',
  '/dashboard/deposit',
  '/dashboard/withdraw',
  '/dashboard/change-password',
  '/dashboard/phone-verification',
  '/dashboard/financial-activities',
  '/dashboard/game-history',
  '/dashboard/claim-bonus',
  '/dashboard/bonuses',
  '/dashboard/session-history',
];
/** A route of each kind of screen: home, sports, a lobby, the game, content, the account. */
const SAMPLE = [
  '/',
  '/spor',
  '/casino/live',
  playRoute(SULTAN_GOLD),
  '/promotions',
  '/dashboard/deposit',
  '/dashboard/financial-activities',
];

/** Splits the routes into tests of about `size` routes, so that the workers share them. */
function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * A visitor on any account route gets the same login dialog (spec §2 login guard): two of them
 * stand for all.
 */
const forRole = (role: Role, routes: string[]) =>
  role === 'player'
    ? routes
    : routes.filter(
        (route) => !route.startsWith('/dashboard/') || ['/dashboard/deposit'].includes(route),
      );

const MATRIX: { size: Size; lang: Lang; routes: string[] }[] = [
  { size: 'phone360', lang: 'tr', routes: ROUTES },
  { size: 'desktop', lang: 'en', routes: ROUTES },
  { size: 'phone390', lang: 'en', routes: SAMPLE },
  { size: 'tablet', lang: 'tr', routes: SAMPLE },
  { size: 'phone360', lang: 'en', routes: SAMPLE },
  { size: 'desktop', lang: 'tr', routes: SAMPLE },
];

async function inLanguage(page: Page, lang: Lang) {
  await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
}

/** Waits until the route's content has arrived: no remote still loading, nothing busy. */
async function settled(page: Page) {
  await page.waitForLoadState('load');
  await expect(page.locator('.remote-loading, .dialog-loading, [aria-busy="true"]')).toHaveCount(
    0,
    { timeout: 15_000 },
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // the header's hide-on-scroll and the toasts' entry take 250–350 ms
  await page.waitForTimeout(400);
}

function report(route: string, problems: LayoutProblem[]) {
  return problems.map((p) => `${route} ${p.kind}: ${p.what} — ${p.detail}`);
}

/** axe's serious and critical findings (WCAG 2.1 A and AA) on the screen as it is. */
async function seriousAxe(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}

for (const { size, lang, routes } of MATRIX) {
  for (const role of ['visitor', 'player'] as Role[]) {
    test.describe(`layout at ${size}, ${lang}, ${role}`, () => {
      test.use({
        viewport: SIZES[size].viewport,
        isMobile: SIZES[size].isMobile,
        hasTouch: SIZES[size].isMobile,
        ...(SIZES[size].isMobile ? { userAgent: PHONE_UA } : {}),
      });
      for (const [index, part] of chunks(forRole(role, routes), 7).entries()) {
        test(`nothing wider than the screen, cut or covered (${index + 1})`, async ({
          page,
          request,
        }) => {
          test.setTimeout(120_000);
          await inLanguage(page, lang);
          if (role === 'player') {
            const player: TestPlayer = await registerPlayer(request, {
              locale: lang,
              prefix: 'lay',
            });
            await useStoredSession(page, player);
          }
          const found: string[] = [];
          for (const route of part) {
            await page.goto(route);
            await settled(page);
            found.push(...report(route, await auditLayout(page)));
          }
          expect(found).toEqual([]);
        });
      }
    });
  }
}

const TEXTS = {
  tr: {
    search: 'Oyun ara',
    results: 'Arama sonuçları',
    spin: 'Çevir',
    deposit: 'Para Yatır',
    restart: 'Yeniden başlat',
    close: 'Kapat',
    account: 'Hesabım',
    notifications: 'Bildirimler',
  },
  en: {
    search: 'Search games',
    results: 'Search results',
    spin: 'Spin',
    deposit: 'Deposit',
    restart: 'Restart',
    close: 'Close',
    account: 'My Account',
    notifications: 'Notifications',
  },
} as const;

const play = (lang: Lang, name: string) => (lang === 'en' ? `Play ${name}` : `${name} oyna`);

/** `inner` lies wholly inside `outer` (1 px of rounding allowed). */
function inside(
  inner: { x: number; y: number; width: number; height: number },
  outer: { x: number; y: number; width: number; height: number },
) {
  return (
    inner.x >= outer.x - 1 &&
    inner.y >= outer.y - 1 &&
    inner.x + inner.width <= outer.x + outer.width + 1 &&
    inner.y + inner.height <= outer.y + outer.height + 1
  );
}

/**
 * The game's Spin lies inside the site's frame and the frame inside the screen; the game's page
 * does not scroll inside the frame (ui/fit-to-frame.tsx of the built-in provider).
 */
async function expectSpinInFrame(page: Page, lang: Lang, name: string) {
  const iframe = page.locator(`iframe[title="${name}"]`);
  const spin = page.frameLocator(`iframe[title="${name}"]`).getByRole('button', {
    name: TEXTS[lang].spin,
    exact: true,
  });
  await expect(spin).toBeVisible({ timeout: 20_000 });
  // the fit settles within a frame or two of a resize
  await page.waitForTimeout(300);
  const viewport = page.viewportSize()!;
  const screen = { x: 0, y: 0, ...viewport };
  const frameBox = (await iframe.boundingBox())!;
  const spinBox = (await spin.boundingBox())!;
  expect(
    inside(frameBox, screen),
    `frame ${JSON.stringify(frameBox)} in ${viewport.width}×${viewport.height}`,
  ).toBe(true);
  expect(
    inside(spinBox, frameBox),
    `Spin ${JSON.stringify(spinBox)} in frame ${JSON.stringify(frameBox)}`,
  ).toBe(true);
}

async function openSultanGold(page: Page, lang: Lang) {
  await page.goto('/casino/slot');
  await page.getByRole('searchbox', { name: TEXTS[lang].search }).fill('Sultan');
  await page
    .getByRole('region', { name: TEXTS[lang].results })
    .getByRole('button', { name: play(lang, 'Sultan Gold') })
    .click();
}

for (const lang of ['tr', 'en'] as Lang[]) {
  test.describe(`the game player on a phone (${lang})`, () => {
    test.use({
      viewport: SIZES.phone360.viewport,
      isMobile: true,
      hasTouch: true,
      userAgent: PHONE_UA,
    });
    test('the dialog takes the screen under one top bar; Spin lies inside the frame, upright and turned', async ({
      page,
      request,
    }) => {
      test.slow();
      const t = TEXTS[lang];
      const player = await fundedPlayer(request, { locale: lang, prefix: 'lay' });
      await inLanguage(page, lang);
      await useStoredSession(page, player);
      await openSultanGold(page, lang);
      const dialog = page.getByRole('dialog');
      const bar = dialog.getByTestId('game-player');
      // spec §2: one top bar — the game's name, Deposit, refresh and close; no second header.
      await expect(bar.getByRole('heading', { name: 'Sultan Gold' })).toBeVisible();
      await expect(dialog.getByRole('heading')).toHaveCount(1);
      const buttons = [t.deposit, t.restart, t.close].map((name) =>
        bar.getByRole('button', { name, exact: true }),
      );
      const tops = new Set<number>();
      for (const button of buttons) {
        await expect(button).toBeInViewport({ ratio: 1 });
        tops.add(Math.round((await button.boundingBox())!.y));
      }
      expect(tops.size, 'the top bar on one line').toBe(1);
      // The whole screen.
      expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 360, height: 740 });
      await expectSpinInFrame(page, lang, 'Sultan Gold');
      expect(report('game dialog', await auditLayout(page))).toEqual([]);
      expect(await seriousAxe(page)).toEqual([]);

      // A phone turned on its side, and a 390 px one.
      await page.setViewportSize({ width: 740, height: 360 });
      await expectSpinInFrame(page, lang, 'Sultan Gold');
      expect(report('game dialog, landscape', await auditLayout(page))).toEqual([]);
      await page.setViewportSize(SIZES.phone390.viewport);
      await expectSpinInFrame(page, lang, 'Sultan Gold');
      expect(report('game dialog at 390', await auditLayout(page))).toEqual([]);
      await buttons[2]!.click();
      await expect(dialog).toHaveCount(0);
    });
  });

  test.describe(`the play page on a desktop (${lang})`, () => {
    test.use({ viewport: SIZES.desktop.viewport });
    test('the frame ends above the screen edge and Spin lies inside it', async ({
      page,
      request,
    }) => {
      test.slow();
      const player = await fundedPlayer(request, { locale: lang, prefix: 'lay' });
      await inLanguage(page, lang);
      await useStoredSession(page, player);
      await page.goto(playRoute(SULTAN_GOLD));
      await expectSpinInFrame(page, lang, 'Sultan Gold');
      expect(report('play page', await auditLayout(page))).toEqual([]);
      expect(await seriousAxe(page)).toEqual([]);
      // a smaller laptop screen
      await page.setViewportSize({ width: 1280, height: 720 });
      await expectSpinInFrame(page, lang, 'Sultan Gold');
    });
  });
}

const ADMIN = { 'x-admin-token': 'oyna-dev-admin' };

async function notify(request: APIRequestContext, username: string, title: string) {
  const res = await request.post('/api/admin/notifications', {
    headers: ADMIN,
    data: { username, title, note: 'layout' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The element at the centre of `target` is `target` or inside it (nothing covers it). */
async function onTop(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return top !== null && (top === el || el.contains(top));
  });
}

test.describe('the header and the notification sheet on a phone', () => {
  test.use({
    viewport: SIZES.phone390.viewport,
    isMobile: true,
    hasTouch: true,
    userAgent: PHONE_UA,
  });
  test('the sheet is the full height; a live toast leaves its title and close button uncovered; axe on the header', async ({
    page,
    request,
  }) => {
    test.slow();
    const t = TEXTS.tr;
    const player = await registerPlayer(request, { locale: 'tr', prefix: 'lay' });
    await inLanguage(page, 'tr');
    await useStoredSession(page, player);
    await page.goto('/');
    await settled(page);
    expect(await seriousAxe(page)).toEqual([]);
    await expect(page.getByTestId('notifications-bell')).toHaveAttribute(
      'data-live-state',
      'connected',
      { timeout: 15_000 },
    );
    // spec §2: the user icon opens the profile sidebar; its Notifications, the bottom sheet.
    await page.getByRole('button', { name: t.account }).click();
    await page
      .getByRole('complementary', { name: 'Profil menüsü' })
      .getByRole('button', { name: new RegExp(`^${t.notifications}`) })
      .click();
    const sheet = page.getByRole('dialog', { name: t.notifications });
    await expect(sheet).toBeVisible();
    // spec §2 Notifications panel: full height at 900 px width or below.
    await expect
      .poll(async () => sheet.boundingBox())
      .toEqual({ x: 0, y: 0, width: 390, height: 844 });
    expect(report('notification sheet', await auditLayout(page))).toEqual([]);
    expect(await seriousAxe(page)).toEqual([]);

    await notify(request, player.username, 'Düzen denemesi');
    await expect(page.getByRole('alert').filter({ hasText: 'Düzen denemesi' })).toBeVisible();
    await page.waitForTimeout(400);
    expect(await onTop(sheet.getByRole('heading', { name: t.notifications }))).toBe(true);
    expect(await onTop(sheet.getByRole('button', { name: t.close }))).toBe(true);
  });
});
