import { expect, FUNDED_TEXT, fundedPlayer, test, useStoredSession } from '../support';
import {
  apiBalance,
  builtInRounds,
  expectRoundMovedBalance,
  forceDeal,
  inLocale,
  openTile,
} from '../support/casino-round';

// spec §3 Game: the Sultan Gold tile opens the built-in provider's slot of that name. A player
// forces a free-spins trigger (the test-only server seed of the e2e stack, used by a pair rotated
// in under a `test-` client seed; never in production) and spins once inside the site's frame:
// the reels land three scatters, the ten free spins roll in the same round, and the wallet moves
// by exactly that round's net in the account's game history — one stake, one win. tr and en, on
// a desktop and on a phone.

const TEXTS = {
  en: { spin: 'Spin', awarded: '10 free spins awarded', won: 'You won' },
  tr: { spin: 'Çevir', awarded: '10 bedava çevirme kazanıldı', won: 'Kazandınız' },
} as const;

/**
 * With the e2e stack's test server seed, nonce 0 of Sultan Gold under this client seed shows
 * three scatters and awards 10 free spins; the round pays 13.7× its stake (base and free spins).
 */
const FREE_SPINS_CLIENT_SEED = 'test-free-spins-32';
const ROUND_PAYS_STAKES = 13.7;

for (const locale of ['en', 'tr'] as const) {
  const t = TEXTS[locale];

  test(
    `a Sultan Gold spin with a forced free-spins trigger moves the balance by what the game history shows (${locale})`,
    { tag: '@mobile' },
    async ({ page, request }) => {
      test.slow();
      const player = await fundedPlayer(request, { locale, prefix: 'fs' });
      const token = player.authData.token;
      await inLocale(page, locale);
      await useStoredSession(page, player);

      const game = await openTile(page, '/casino/slot', locale, 'Sultan Gold');
      await expect(game.getByTestId('balance')).toHaveText(FUNDED_TEXT, { timeout: 20_000 });
      const spin = game.getByRole('button', { name: t.spin, exact: true });
      await expect(spin).toBeEnabled({ timeout: 20_000 });
      await forceDeal(page, FREE_SPINS_CLIENT_SEED);

      const before = await apiBalance(request, token);
      await spin.click();
      // The trigger is announced, the free spins roll, then the round's whole win is shown in the
      // result line (the stake's <output> is a status too).
      const result = game.locator('div[role="status"]');
      await expect(result).toContainText(t.awarded, { timeout: 20_000 });
      await expect(result).toContainText(t.won, { timeout: 40_000 });
      await expect(spin).toBeEnabled({ timeout: 20_000 });

      const { round } = await expectRoundMovedBalance(request, token, {
        gameCode: 'oyna-sultan-gold',
        before,
        game,
      });
      // One round, one stake: the free spins cost nothing and are paid in the same win.
      expect(await builtInRounds(request, token)).toHaveLength(1);
      expect(round.win).toBeCloseTo(round.stake * ROUND_PAYS_STAKES, 2);
    },
  );
}
