import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect, registerPlayer, test, useStoredSession, type TestPlayer } from '../support';
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
        (route) =>
          !route.startsWith('/dashboard/') || ['/dashboard/deposit'].includes(route),
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

function report(testInfo: TestInfo, route: string, problems: LayoutProblem[]) {
  return problems.map((p) => `${route} ${p.kind}: ${p.what} — ${p.detail}`);
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
        }, testInfo) => {
          test.setTimeout(90_000);
          await inLanguage(page, lang);
          if (role === 'player') {
            const player: TestPlayer = await registerPlayer(request, { locale: lang, prefix: 'lay' });
            await useStoredSession(page, player);
          }
          const found: string[] = [];
          for (const route of part) {
            await page.goto(route);
            await settled(page);
            found.push(...report(testInfo, route, await auditLayout(page)));
          }
          expect(found).toEqual([]);
        });
      }
    });
  }
}
