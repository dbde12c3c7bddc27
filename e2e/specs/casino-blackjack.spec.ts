import type { Page } from '@playwright/test';
import { expect, fundedPlayer, test, useStoredSession } from '../support';
import {
  apiBalance,
  builtInRounds,
  expectRoundMovedBalance,
  forceDeal,
  inLocale,
  openTile,
} from '../support/casino-round';

// spec §3 Game: the Blackjack Classic tile opens the built-in provider's blackjack under its own
// name. A player forces a splittable pair (a test-only server seed, set only outside production by
// scripts/e2e-servers.mjs, used by a pair rotated in under a `test-` client seed), deals, splits
// and stands twice in the site's frame; the wallet moves by exactly the round's net in the
// account's game history (two stakes, one win). tr and en; E2E_SHOTS_DIR keeps screenshots at
// 390×844 and 1366×900.

const TEXTS = {
  en: {
    name: 'Blackjack Classic',
    deal: 'Deal',
    split: 'Split',
    stand: 'Stand',
  },
  tr: {
    name: 'Klasik Blackjack',
    deal: 'Dağıt',
    split: 'Böl',
    stand: 'Dur',
  },
} as const;

/** With the e2e stack's test server seed, nonce 0 deals the player 5 5 against 8 7. */
const SPLIT_CLIENT_SEED = 'test-split-16';

const SHOTS = process.env.E2E_SHOTS_DIR;

/** Screenshots at both sizes, then back to the project's own viewport. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  const own = page.viewportSize();
  for (const [w, h] of [
    [390, 844],
    [1366, 900],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SHOTS}/${name}-${w}x${h}.png` });
  }
  if (own) await page.setViewportSize(own);
}

for (const locale of ['en', 'tr'] as const) {
  const t = TEXTS[locale];

  test(
    `a Blackjack Classic round with a split moves the balance by what the game history shows (${locale})`,
    { tag: '@mobile' },
    async ({ page, request }) => {
      test.slow();
      const player = await fundedPlayer(request, { locale, prefix: 'bj' });
      const token = player.authData.token;
      await inLocale(page, locale);
      await useStoredSession(page, player);

      const game = await openTile(page, '/casino/live', locale, t.name);
      await expect(game.getByTestId('balance')).not.toHaveText('—', { timeout: 20_000 });
      // The forced deal: the test client seed, then a new pair (nonce 0) under the test seed.
      await forceDeal(page, SPLIT_CLIENT_SEED);

      const before = await apiBalance(request, token);
      await game.getByRole('button', { name: t.deal, exact: true }).click();
      const split = game.getByRole('button', { name: t.split, exact: true });
      await expect(split).toBeEnabled({ timeout: 20_000 });
      await shoot(page, `blackjack-deal-${locale}`);
      await split.click();
      await expect(game.getByTestId('hand-1')).toBeVisible();
      const stand = game.getByRole('button', { name: t.stand, exact: true });
      await expect(stand).toBeEnabled();
      await stand.click();
      await expect(stand).toBeEnabled();
      await stand.click();
      await expect(game.getByRole('button', { name: t.deal, exact: true })).toBeVisible({
        timeout: 20_000,
      });
      await shoot(page, `blackjack-over-${locale}`);

      const rounds = await builtInRounds(request, token);
      expect(rounds).toHaveLength(1);
      const { round } = await expectRoundMovedBalance(request, token, {
        gameCode: 'oyna-blackjack-classic',
        before,
        game,
      });
      // Two stakes of ₺10: the hand and its split.
      expect(round.stake).toBeCloseTo(20, 2);
    },
  );
}
