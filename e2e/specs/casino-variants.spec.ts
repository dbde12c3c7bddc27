import type { Locator, Page } from '@playwright/test';
import { expect, FUNDED_TEXT, fundedPlayer, test, useStoredSession } from '../support';
import {
  apiBalance,
  builtInRounds,
  expectRoundMovedBalance,
  inLocale,
  openTile,
  playLabel as play,
} from '../support/casino-round';

// spec §3 Game: the Crash Rocket and Mega Roulette tiles open games of their own name. A player
// plays one Crash Rocket round and one Mega Roulette spin inside the site's frame; the wallet moves
// by exactly the net of each round the account's game history shows. The live lobby labels its
// built-in tables RNG. tr and en; E2E_SHOTS_DIR keeps screenshots at 390×844 and 1366×900.

const TEXTS = {
  en: {
    rocket: 'Crash Rocket',
    mega: 'Mega Roulette',
    bet: 'Bet',
    cashOut: /^Cash out/,
    spin: 'Spin',
    on17: /^Bet on 17(,|$)/,
    rouletteRng: 'Roulette (RNG)',
    megaNumbers: 'Mega numbers',
  },
  tr: {
    rocket: 'Crash Rocket',
    mega: 'Mega Roulette',
    bet: 'Bahis yap',
    cashOut: /^Çek/,
    spin: 'Çevir',
    on17: /^17 üzerine bahis(,|$)/,
    rouletteRng: 'Rulet (RNG)',
    megaNumbers: 'Mega sayılar',
  },
} as const;

const SHOTS = process.env.E2E_SHOTS_DIR;

/** Screenshots at both sizes, then back to the project's own viewport. */
async function shoot(page: Page, name: string, scrollTo?: Locator) {
  if (!SHOTS) return;
  const own = page.viewportSize();
  for (const [w, h] of [
    [390, 844],
    [1366, 900],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.evaluate(() => window.scrollTo(0, 0));
    if (scrollTo) await scrollTo.scrollIntoViewIfNeeded();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SHOTS}/${name}-${w}x${h}.png` });
  }
  if (own) await page.setViewportSize(own);
}

for (const locale of ['en', 'tr'] as const) {
  const t = TEXTS[locale];

  test(
    `one Crash Rocket round and one Mega Roulette spin move the balance by what the game history shows (${locale})`,
    { tag: '@mobile' },
    async ({ page, request }) => {
      test.slow();
      const player = await fundedPlayer(request, { locale, prefix: 'var' });
      const token = player.authData.token;
      await inLocale(page, locale);
      await useStoredSession(page, player);

      // The live lobby: the built-in tables are labelled RNG.
      await page.goto('/casino/live');
      await expect(page.getByRole('heading', { name: t.rouletteRng })).toBeVisible({
        timeout: 20_000,
      });
      const megaCard = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('button', { name: play(locale, t.mega) }) })
        .first();
      await expect(megaCard.getByText('RNG', { exact: true })).toBeVisible();
      await shoot(page, `live-lobby-${locale}`);
      await shoot(page, `live-lobby-tiles-${locale}`, megaCard);

      // Crash Rocket: Bet, then Cash out while the rocket climbs (or it leaves first: a loss).
      const rocket = await openTile(page, '/casino/games', locale, t.rocket);
      await expect(rocket.getByTestId('balance')).toHaveText(FUNDED_TEXT, { timeout: 20_000 });
      const before = await apiBalance(request, token);
      await rocket.getByRole('button', { name: t.bet, exact: true }).click();
      const cashOut = rocket.getByRole('button', { name: t.cashOut });
      if (SHOTS) {
        await page.waitForTimeout(1_500);
        await page.screenshot({ path: `${SHOTS}/crash-rocket-flying-${locale}.png` });
      }
      await cashOut.click({ timeout: 5_000 }).catch(() => undefined);
      await expect(rocket.getByRole('button', { name: t.bet, exact: true })).toBeEnabled({
        timeout: 60_000,
      });
      const { after: afterRocket } = await expectRoundMovedBalance(request, token, {
        gameCode: 'oyna-crash-rocket',
        before,
        game: rocket,
      });
      await shoot(page, `crash-rocket-${locale}`);

      // Mega Roulette: a chip on 17, Spin; the spin's mega numbers show when the wheel stops.
      const mega = await openTile(page, '/casino/live', locale, t.mega);
      await mega.getByRole('button', { name: t.on17 }).click();
      const spin = mega.getByRole('button', { name: t.spin, exact: true });
      await spin.click();
      await expect(mega.getByTestId('mega-numbers')).toContainText(t.megaNumbers, {
        timeout: 20_000,
      });
      await expect(spin).toBeEnabled({ timeout: 20_000 });
      await expectRoundMovedBalance(request, token, {
        gameCode: 'oyna-mega-roulette',
        before: afterRocket,
      });
      expect(await builtInRounds(request, token)).toHaveLength(2);
      await shoot(page, `mega-roulette-${locale}`);
    },
  );
}
